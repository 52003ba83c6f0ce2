"""Batch 236's tables, from Debian bookworm's r-cran-latticeextra 0.6-30-1 (`apt-get download
r-cran-latticeextra=0.6-30-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is
installed).  The data are read once by extract_r236.py into ancestry.csv.

latticeExtra's `ancestry` ("Modal ancestry by County according to US 2000 Census"): 3,219 US
counties with their population and the three most frequently reported ancestries (top, second,
third), from the Census Bureau's Summary File 3 (the long-form questionnaire).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen236/CHOICE):
- lx_ancestry_top -- top, the county's most reported ancestry: American, German, English,
  Italian, Irish, Norwegian, French (except Basque), and "other" (the 10 ancestries that top 7
  or fewer counties each, 34 counties), from state (the county key's state part), population,
  second and third.  Not used: county (an identifier).
Reserve, used only if that table fails the pre-check:
- lx_ancestry_top_nostate -- the same target from population, second and third only.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen236"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-latticeextra 0.6-30-1, ancestry (modal ancestry by US county, "
       "Census 2000 Summary File 3)")
KEEP = ["American", "German", "English", "Italian", "Irish", "Norwegian", "French (except Basque)"]


def _anc():
    df = pd.read_csv(BASE / "ancestry.csv", keep_default_na=False)
    assert df.shape == (3219, 5), df.shape
    df["state"] = df["county"].str.split(",").str[0]
    df["population"] = df["population"].astype(float)
    counts = df["top"].value_counts()
    assert set(counts[counts >= 30].index) == set(KEEP) and counts[~counts.index.isin(KEEP)].max() <= 7
    y = df["top"].where(df["top"].isin(KEEP), "other")
    return df, y


def lx_ancestry_top():
    df, y = _anc()
    X = df[["state", "population", "second", "third"]]
    return _finish("lx_ancestry_top", X, y, source=SRC,
                   what="top, the county's most reported ancestry (7 + other). state (the county "
                        "key's state part), second, third (categorical), population (numeric; "
                        "bounds by convention); not used: county (an identifier).")


def lx_ancestry_top_nostate():
    df, y = _anc()
    X = df[["population", "second", "third"]]
    return _finish("lx_ancestry_top_nostate", X, y, source=SRC,
                   what="top, the county's most reported ancestry (7 + other), from population "
                        "(numeric; bounds by convention), second, third (categorical).")


LOADERS = {f.__name__: f for f in [lx_ancestry_top, lx_ancestry_top_nostate]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

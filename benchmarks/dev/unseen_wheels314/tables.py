"""Batch 314's tables, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- statsmodels 0.14.5: statsmodels/datasets/star98/star98.csv, California's STAR programme 1998
  (Stanford 9 test results, California Department of Education), 303 unified school districts,
  from Jeff Gill's "Generalized Linear Models: A Unified Approach" (data.py gives the source).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen314/CHOICE):
- star98_math_above -- whether more than half of the district's tested 9th graders scored above
  the national median in mathematics (PR50M / MATHTOT > 0.5), from 12 district columns.
Reserve, used only if the candidate fails the pre-check:
- star98_math_tertile -- the same share cut at its tertiles (3 classes).
Dropped: MATHTOT, PR50M (the outcome and its denominator) and the 8 interaction columns (products
of kept columns).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen314"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/statsmodels/statsmodels/datasets/star98/star98.csv"
SRC = ("statsmodels 0.14.5 wheel, datasets/star98/star98.csv (California STAR 1998 test results, "
       "303 unified school districts)")
COLS = ["LOWINC", "PERASIAN", "PERBLACK", "PERHISP", "PERMINTE", "AVYRSEXP", "AVSALK",
        "PERSPENK", "PTRATIO", "PCTAF", "PCTCHRT", "PCTYRRND"]
WHAT = ("  Columns: " + ", ".join(COLS) + " (numeric; bounds by convention: full-data range "
        "treated as public).  Not used: MATHTOT, PR50M (the outcome), the 8 interaction columns.")


def _load():
    d = pd.read_csv(CSV)
    assert d.shape == (303, 22), d.shape
    share = d["PR50M"] / d["MATHTOT"]
    return d[COLS].astype(float), share


def star98_math_above():
    X, share = _load()
    y = (share > 0.5).map({True: "above_half", False: "not_above_half"})
    return _finish("star98_math_above", X, y, source=SRC,
                   what="Whether over half of the district's 9th graders scored above the "
                        "national median in math." + WHAT)


def star98_math_tertile():
    X, share = _load()
    y = pd.qcut(share, 3, labels=["low", "mid", "high"]).astype(str)
    return _finish("star98_math_tertile", X, y, source=SRC,
                   what="Tertile of the district's share of 9th graders above the national "
                        "median in math." + WHAT)


LOADERS = {f.__name__: f for f in [star98_math_above, star98_math_tertile]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

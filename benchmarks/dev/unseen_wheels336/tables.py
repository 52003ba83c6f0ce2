"""Batch 336's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- statsmodels 0.15.0 (BSD-3): statsmodels/treatment/tests/results/cataneo2.csv, the test data of
  statsmodels' treatment-effects module: Cattaneo (2010)'s extract of US natality records, 4,642
  singleton births in Pennsylvania (Almond, Chay & Lee 2005; Stata's cattaneo2.dta): the birth
  weight, the mother's smoking, and the parents' age, education, race, marital status, prenatal
  care and birth-order columns.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen336/CHOICE):
- sm_cattaneo2_smoker -- did the mother smoke during pregnancy (mbsmoke: smoker / nonsmoker), from
  the birth weight and the parents' and pregnancy's other columns.
Reserve, used only if the table fails the pre-check:
- sm_cattaneo2_married -- is the mother married (mmarried), from the same columns with mbsmoke in
  place of mmarried.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen336"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/statsmodels/statsmodels/treatment/tests/results/cataneo2.csv"
SRC = ("statsmodels 0.15.0 wheel, treatment/tests/results/cataneo2.csv (Cattaneo 2010: US "
       "natality records, 4,642 singleton births in Pennsylvania)")
NUM = ["bweight", "mage", "medu", "fage", "fedu", "nprenatal", "monthslb", "order"]
CAT = ["mmarried", "fbaby", "prenatal", "birthmonth", "mrace", "frace", "mhisp", "fhisp",
       "foreign", "alcohol", "deadkids"]
# Dropped everywhere: msmoke (cigarettes a day: restates mbsmoke), mbsmoke_ / mmarried_ / fbaby_ /
# prenatal1_ (0/1 copies), lbweight (bweight < 2500), prenatal1 (from prenatal), mage2 (mage^2).
WHAT = ("  Columns: bweight (g), mage, medu, fage, fedu, nprenatal, monthslb, order (numeric, bounds "
        "by convention: full-data range treated as public); the other columns categorical codes as "
        "the file gives them.  Not used: msmoke (restates smoking), lbweight, prenatal1, mage2 and "
        "the 0/1 copies (derived).")


def _read():
    d = pd.read_csv(CSV)
    assert d.shape == (4642, 28), d.shape
    return d


def _x(d, cats):
    X = d[NUM].astype(float)
    for c in cats:
        X[c] = d[c].astype(str)
    return X


def sm_cattaneo2_smoker():
    d = _read()
    return _finish("sm_cattaneo2_smoker", _x(d, CAT), d["mbsmoke"], source=SRC,
                   what="Did the mother smoke during pregnancy (mbsmoke)." + WHAT)


def sm_cattaneo2_married():
    d = _read()
    cats = [c for c in CAT if c != "mmarried"] + ["mbsmoke"]
    return _finish("sm_cattaneo2_married", _x(d, cats), d["mmarried"], source=SRC,
                   what="Is the mother married (mmarried)." + WHAT)


LOADERS = {f.__name__: f for f in [sm_cattaneo2_smoker, sm_cattaneo2_married]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

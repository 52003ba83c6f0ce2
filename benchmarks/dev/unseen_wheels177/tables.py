"""Batch 177's tables: two real surveys / studies bundled in Debian's packaged R libraries
(bookworm): r-cran-hsaur3 1.0-13-1 (R HSAUR3 1.0-13, GPL-2) and r-cran-gss 2.2-3-2 (R gss 2.2-3,
GPL >= 2), read with the shared r_package_data.py from the extracted .deb under UNSEEN_DIR/ex.

- HSAUR3::CHFLS -- Chinese Health and Family Life Survey (1999-2000; Universities of Chicago,
  Beijing and North Carolina; 60 villages / urban neighbourhoods): 1534 women with a current
  male partner and no missing information.
- gss::wesdr -- Wisconsin Epidemiological Study of Diabetic Retinopathy (Klein et al. 1988, 1989;
  Wahba et al. 1995): 669 patients, retinopathy progression at first follow-up.
- gss::wesdr1 (reserve) -- the same study's 2049 records (age, duration, HbA1c, urine protein,
  insulin use, retinopathy stage of each eye).

Candidates (targets, classes and columns fixed before the pre-check; README):
- chfls_happy4 -- R_happy, self-reported happiness (Very unhappy / Not too happy / Somewhat
  happy / Very happy): 1534 rows, 4 classes.
- wesdr_ret -- ret, retinopathy progression at first follow-up (0 / 1) from dur, gly, bmi:
  669 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- chfls_health5 (for the first) -- R_health (Poor ... Excellent), 5 classes, R_happy a feature.
- wesdr1_insl (for the second) -- insl, insulin usage, from age, dur, gly, upro, ret1, ret2:
  2049 rows, 2 classes (outside the asked 300-1,500 rows).
Columns: CHFLS R_region, R_edu, A_edu, R_health / R_happy (categorical, the R factor's levels
declared), R_age, R_height, A_height (numeric, the suite's convention).  Dropped: R_income and
A_income -- the help page's example code builds them from the survey's RincomeComp ("inputed
monthly income") and AincomeComp ("imputed partner A income"): imputed values.  wesdr: dur, gly,
bmi numeric (convention).  wesdr1: age, dur, gly numeric (convention); upro, ret1, ret2
categorical (the factor's levels declared).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen177")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_SHARED = str(Path(HERE).parent / "unseen_wheels")
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_set  # noqa: E402

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_CH = ("Debian r-cran-hsaur3 1.0-13-1, HSAUR3::CHFLS (Chinese Health and Family Life "
           "Survey 1999-2000)")
_SRC_WE = ("Debian r-cran-gss 2.2-3-2, gss::{name} (Wisconsin Epidemiological Study of Diabetic "
           "Retinopathy)")


@lru_cache(None)
def _get(pkg, name):
    return data_set(str(LIB / pkg), name)


def _levels(d, cols):
    return [Categorical(c, [str(v) for v in d[c].cat.categories]) for c in cols]


def _chfls(name, target, what):
    d = _get("HSAUR3", "CHFLS").reset_index(drop=True)
    decl = _levels(d, ["R_region", "R_edu", "A_edu", "R_health", "R_happy"])
    y = d[target].astype(str)
    X = d.drop(columns=[target, "R_income", "A_income"])
    for c in X.columns:
        if hasattr(X[c], "cat"):
            X[c] = X[c].astype(object)
    decl = [f for f in decl if f.name in X.columns]
    return _finish(name, X, y, declared=decl, source=_SRC_CH,
                   what=what + "  Dropped: R_income, A_income (imputed incomes)")


def chfls_happy4():
    return _chfls("chfls_happy4", "R_happy", "A woman's self-reported happiness (4 levels).")


def chfls_health5():
    return _chfls("chfls_health5", "R_health", "A woman's self-reported health (5 levels).")


def wesdr_ret():
    d = _get("gss", "wesdr").reset_index(drop=True)
    y = d.ret.map({0.0: "no_progression", 1.0: "progression"})
    X = d.drop(columns=["ret"])
    return _finish("wesdr_ret", X, y, source=_SRC_WE.format(name="wesdr"),
                   what="Retinopathy progression at first follow-up from baseline duration of "
                   "diabetes, glycosylated haemoglobin and BMI.")


def wesdr1_insl():
    d = _get("gss", "wesdr1").reset_index(drop=True)
    decl = _levels(d, ["upro", "ret1", "ret2"])
    y = d.insl.astype(str).map({"0": "no_insulin", "1": "insulin"})
    X = d.drop(columns=["insl"])
    for c in ["upro", "ret1", "ret2"]:
        X[c] = X[c].astype(object)
    return _finish("wesdr1_insl", X, y, declared=decl, source=_SRC_WE.format(name="wesdr1"),
                   what="Insulin usage from age, duration, HbA1c, urine protein and the "
                   "retinopathy stage of each eye.")


LOADERS = {f.__name__: f for f in [chfls_happy4, wesdr_ret, chfls_health5, wesdr1_insl]}


def keys_of(name):
    """Group keys (no model): none of the tables carries a natural group (no village / patient
    id is given); each row is its own key."""
    return list(range(len(LOADERS[name]().y)))


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)

"""Batch 178's tables: from two of Debian's packaged R libraries (bookworm), read with the shared
r_package_data.py (rdata 1.1.0) from the extracted .deb under UNSEEN_DIR/ex:
- r-cran-clubsandwich 0.5.8-1 (R clubSandwich 0.5.8, GPL-3): AchievementAwardsRCT, "Data from a
  randomized trial of the Achievement Awards Demonstration program, reported in Angrist & Lavy
  (2009)" (Angrist Data Archive): 16,526 Israeli high-school students, 1999-2002 cohorts.
- r-cran-ca 0.71.1-2 (R ca 0.71.1, GPL): wg93, "International Social Survey Program on
  Environment 1993 - western German sample" (ISSP 1993): 871 respondents.

Candidates (targets, classes and columns fixed before the pre-check; README):
- aar_bagrut -- Bagrut (matriculation certificate) attained (1) or not (0): 16,526 rows, 2 classes.
- wg93_edu6 -- education level 1-6 (the R factor's levels): 871 rows, 6 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- aar_math (for the first) -- math requirement satisfied (achv_math): same rows, 2 classes.
- wg93_age6 (for the second) -- age group 1-6: 871 rows, 6 classes.
AchievementAwardsRCT columns: numeric siblings, father_ed, mother_ed (years of schooling),
lagscore (lagged Bagrut score; 0 for every 1999-cohort student, whose qrtl/half are missing:
no lagged score was computed for that cohort, so it is set MISSING there, not 0); categorical
school_type (Arab / Religious / Secular, declared), treated (0/1), year (1999-2002, declared),
sex (Boy / Girl), immigrant (0/1).  Dropped: school_id, student_id (fictitious identifiers),
pair (the treatment pair of schools: a design identifier), attempted, awarded, achv_math,
achv_english, achv_hebrew (the Bagrut outcomes themselves: post-outcome / restate the target;
in aar_math Bagrut_status is dropped with them), qrtl and half (restate lagscore).
wg93 columns: A-D (five-point agreement with four statements on science, levels 1-5), sex (1-2),
age (1-6), edu (1-6), all categorical with the R factor's levels declared.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402

BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen178")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_AAR = ("Debian r-cran-clubsandwich 0.5.8-1 (R clubSandwich 0.5.8) AchievementAwardsRCT "
            "(Angrist & Lavy 2009, Achievement Awards randomized trial)")
_SRC_WG = ("Debian r-cran-ca 0.71.1-2 (R ca 0.71.1) wg93 (ISSP 1993 Environment, western "
           "German sample)")


@lru_cache(None)
def _aar():
    d = data_set(LIB / "clubSandwich", "AchievementAwardsRCT").reset_index(drop=True)
    d["lagscore"] = d.lagscore.where(d.year.astype(str) != "1999")
    for c in ["siblings", "father_ed", "mother_ed"]:
        d[c] = d[c].astype(float)
    for c in ["treated", "immigrant", "Bagrut_status", "achv_math"]:
        d[c] = d[c].astype(int).astype(str)
    d["school_type"] = d.school_type.astype(str)
    d["year"] = d.year.astype(str)
    d["sex"] = d.sex.astype(str)
    return d


_AAR_DROP = ["school_id", "student_id", "pair", "attempted", "awarded", "achv_math",
             "achv_english", "achv_hebrew", "qrtl", "half", "Bagrut_status"]
_AAR_DECL = [Categorical("school_type", ["Arab", "Religious", "Secular"]),
             Categorical("year", ["1999", "2000", "2001", "2002"]),
             Categorical("treated", ["0", "1"]), Categorical("immigrant", ["0", "1"]),
             Categorical("sex", ["Boy", "Girl"])]


def _aar_table(name, target, what):
    d = _aar()
    y = d[target]
    X = d.drop(columns=_AAR_DROP)
    return _finish(name, X, y, declared=_AAR_DECL, source=_SRC_AAR,
                   what=what + "  Dropped: school/student ids, treatment pair, the Bagrut "
                   "outcomes (attempted, awarded, achv_*), qrtl/half; lagscore missing for 1999")


def aar_bagrut():
    return _aar_table("aar_bagrut", "Bagrut_status", "Bagrut (matriculation) attained (0/1).")


def aar_math():
    return _aar_table("aar_math", "achv_math", "Math requirement satisfied (0/1).")


@lru_cache(None)
def _wg():
    d = data_set(LIB / "ca", "wg93").reset_index(drop=True)
    levels = {c: [str(v) for v in d[c].cat.categories] for c in d.columns}
    return d.astype(str), levels


def _wg_table(name, target, what):
    d, levels = _wg()
    y = d[target]
    X = d.drop(columns=[target])
    decl = [Categorical(c, levels[c]) for c in X.columns]
    return _finish(name, X, y, declared=decl, source=_SRC_WG, what=what)


def wg93_edu6():
    return _wg_table("wg93_edu6", "edu", "Education level 1-6 from attitudes to science "
                     "(A-D, 1-5), sex and age group.")


def wg93_age6():
    return _wg_table("wg93_age6", "age", "Age group 1-6 from attitudes to science (A-D, "
                     "1-5), sex and education.")


LOADERS = {f.__name__: f for f in [aar_bagrut, wg93_edu6, aar_math, wg93_age6]}


def keys_of(name):
    """Group keys (no model): the school for the AchievementAwardsRCT tables; none for wg93."""
    if name.startswith("aar_"):
        return _aar().school_id.astype(int).astype(str).tolist()
    return [str(i) for i in range(len(_wg()[0]))]


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)

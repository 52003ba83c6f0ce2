"""Batch 181's tables: data sets of Debian's packaged R libraries (bookworm), read from the
extracted .deb files with the shared reader ``unseen_wheels/r_package_data.py`` (PyPI ``rdata``):
r-cran-cutpointr 1.1.2-1 (R cutpointr 1.1.2, GPL-3), r-cran-learnbayes 2.15.1-4 (R LearnBayes
2.15.1, GPL (>= 2)), r-cran-psychotools 0.7-2-1 (R psychotools 0.7-2, GPL-2 | GPL-3).

Candidates (targets, classes and columns fixed before the pre-check; README):
- cp_suicide -- cutpointr's ``suicide``: past suicide attempt (no / yes) of 532 participants of
  an online study (von Glischinski et al. 2017), from age, gender and the DSI-SS suicidality sum
  score (0-12): 532 rows, 2 classes.
- lb_drink -- LearnBayes's ``studentdata``: a student's usual drink at supper (milk / water /
  pop), from the rest of Albert's Fall 2006 intro-statistics questionnaire: the 646 rows with a
  drink, 3 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- lb_gender (for the first) -- studentdata's Gender (female / male), 657 rows, 2 classes.
- pt_agegroup (for the second) -- psychotools's ``YouthGratitude``: a child's / adolescent's age
  group (6 levels) from 25 gratitude-scale items; only the 1,327 rows whose items are all whole
  answers in 1-9 (the help page's own filter: other values are 'imputed'), 6 classes.
Dropped: identifiers (Student, id), age (restates pt_agegroup's target), the target.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
SHARED = str(Path(HERE).parent / "unseen_wheels")
if SHARED not in sys.path:
    sys.path.insert(0, SHARED)
from r_package_data import data_set  # noqa: E402

BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen181")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(SHARED) / "tables.py"))
_finish = _FIRST["_finish"]


@lru_cache(None)
def _get(pkg, name):
    return data_set(LIB / pkg, name)


def _num(d, cols):
    d = d.copy()
    for c in cols:
        d[c] = d[c].astype("float64")
    return d


def cp_suicide():
    d = _num(_get("cutpointr", "suicide"), ["age", "dsi"]).reset_index(drop=True)
    y = d.pop("suicide")
    decl = [Numeric("dsi", 0, 12), Categorical("gender", ["female", "male"])]
    return _finish("cp_suicide", d, y, declared=decl,
                   source="r-cran-cutpointr 1.1.2-1 data suicide (von Glischinski et al. 2017)",
                   what="Past suicide attempt (no/yes) from age, gender and the DSI-SS sum score "
                   "(0-12, help page); age by convention.")


_STUDENT_NUM = ["Height", "Shoes", "Number", "Dvds", "ToSleep", "WakeUp", "Haircut", "Job"]


def _student():
    return _num(_get("LearnBayes", "studentdata"), _STUDENT_NUM).drop(columns=["Student"])


def lb_drink():
    d = _student()
    d = d[d.Drink.notna()].reset_index(drop=True)
    y = d.pop("Drink")
    decl = [Numeric("Number", 1, 10), Categorical("Gender", ["female", "male"])]
    return _finish("lb_drink", d, y, declared=decl,
                   source="r-cran-learnbayes 2.15.1-4 data studentdata (Albert, Fall 2006 survey)",
                   what="Usual drink at supper (milk/water/pop). Number 1-10 from the help page; "
                   "other numeric columns by convention.  Dropped: Student (identifier).")


def lb_gender():
    d = _student().reset_index(drop=True)
    y = d.pop("Gender")
    decl = [Numeric("Number", 1, 10), Categorical("Drink", ["milk", "pop", "water"])]
    return _finish("lb_gender", d, y, declared=decl,
                   source="r-cran-learnbayes 2.15.1-4 data studentdata (Albert, Fall 2006 survey)",
                   what="Gender (female/male). Number 1-10 from the help page; other numeric "
                   "columns by convention.  Dropped: Student (identifier).")


def _items(d):
    return [c for c in d.columns if c not in ("id", "age", "agegroup")]


def pt_agegroup():
    d = _get("psychotools", "YouthGratitude")
    items = _items(d)
    d = _num(d[d[items].isin(range(1, 10)).all(axis=1)], items).reset_index(drop=True)
    y = d.pop("agegroup")
    d = d.drop(columns=["id", "age"])
    top = {"gq6": 7, "gac": 5}
    decl = [Numeric(c, 1, top.get(c.split("_")[0], 9)) for c in items]
    return _finish("pt_agegroup", d, y, declared=decl,
                   source="r-cran-psychotools 0.7-2-1 data YouthGratitude (Froh et al. 2011)",
                   what="Age group (10-11/12-13/14/15/16/17-19) from the GRAT (1-9), GQ-6 (1-7) "
                   "and GAC (1-5) items (help page); rows with 'imputed' item values dropped.  "
                   "Dropped: id, age.")


LOADERS = {f.__name__: f for f in [cp_suicide, lb_drink, lb_gender, pt_agegroup]}


def keys_of(name):
    """Group keys (no model): one row a person; no natural group."""
    return [str(i) for i in range(len(LOADERS[name]().X))]


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)

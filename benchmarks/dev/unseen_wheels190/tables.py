"""Batch 190's tables: from Debian's packaged R libraries (bookworm): r-cran-kernlab 0.9-32-1 (R
kernlab 0.9-32, GPL-2) and r-cran-ipred 0.9-13-1 (R ipred 0.9-13, GPL >= 2), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME).  (r-cran-caret 6.0-93+dfsg-1 was assigned too; not used.)

Candidates (targets, classes and columns fixed before the pre-check; README):
- kernlab_income9 -- kernlab::income ("Customer Income Data from a marketing survey": 9,409
  questionnaires filled out by shopping-mall customers in the San Francisco Bay area, Impact
  Resources, Inc., Columbus OH, 1987; the 14-attribute extract of ESL's "marketing" data): the
  household's annual income (9 ordered bands), from the 13 other demographic attributes:
  8,993 rows, 9 classes.  Every column is an R factor; all 13 features declared categorical
  with the factor's levels (missing = the survey's non-response, kept as missing).
- ipred_dystrophy_carrier -- ipred::dystrophy (Andrews & Herzberg 1985, "Data"; Duchenne muscular
  dystrophy carrier detection): carrier vs normal from age and the four serum markers CK, H, PK,
  LD (the columns of the help page's own example model): 209 rows, 2 classes.  Dropped: OBS
  (observation number of a woman's repeated examination) and HospID (the woman's hospital ID
  number: identifier; kept for the near-repeat probe only), M and Y (month and year of
  examination: study logistics, not a property of the woman; not in the help page's model).
Reserves, each used only if the table it stands for fails the pre-check:
- kernlab_income_education6 (for the first) -- same survey: education (6 levels; the 86 rows
  with no answer dropped), from the 12 other attributes (INCOME kept as a feature).
- kernlab_musk (for the second) -- kernlab::musk (UCI Musk, version 1: 476 conformations of 92
  molecules, 166 shape features): musk vs non-musk.  No molecule key in the package's copy.
Bounds: the suite's convention (full-data range treated as public); the help pages give none.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path


from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen190")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


def _levels(col):
    return [str(c) for c in col.cat.categories]


def _income(name, target, what):
    d = _data("kernlab", "income").reset_index(drop=True)
    d = d[d[target].notna()].reset_index(drop=True)
    y = d[target].astype(str)
    X = d.drop(columns=[target])
    decl = [Categorical(c, _levels(d[c])) for c in X.columns]
    for c in X.columns:
        X[c] = X[c].astype(object).where(X[c].notna(), None).map(
            lambda v: None if v is None else str(v))
    return _finish(name, X, y, declared=decl,
                   source="Debian r-cran-kernlab 0.9-32-1, kernlab::income (Impact Resources "
                   "1987 Bay Area shopping-mall survey)", what=what)


def kernlab_income9():
    return _income("kernlab_income9", "INCOME", "Household annual income (9 bands) from 13 "
                   "demographic attributes, all categorical with the R factors' levels.")


def kernlab_income_education6():
    return _income("kernlab_income_education6", "EDUCATION", "Education (6 levels) from the "
                   "12 other attributes and income; rows without an answer dropped.")


def ipred_dystrophy_carrier():
    d = _data("ipred", "dystrophy").reset_index(drop=True)
    y = d["Class"].astype(str)
    X = d[["AGE", "CK", "H", "PK", "LD"]].astype(float) + 0.0   # R's NA (signalling NaN) -> quiet NaN
    return _finish("ipred_dystrophy_carrier", X, y,
                   source="Debian r-cran-ipred 0.9-13-1, ipred::dystrophy (Andrews & Herzberg "
                   "1985)", what="DMD carrier vs normal from age and serum CK, H, PK, LD.  "
                   "Dropped: OBS, HospID (identifiers), M, Y (examination date).")


def kernlab_musk():
    d = _data("kernlab", "musk").reset_index(drop=True)
    y = d.pop("Class").astype(str).map({"0": "non_musk", "1": "musk"})
    X = d.astype(float)
    return _finish("kernlab_musk", X, y, source="Debian r-cran-kernlab 0.9-32-1, kernlab::musk "
                   "(UCI Musk 1)", what="Musk vs non-musk from 166 conformation features.")


LOADERS = {f.__name__: f for f in [kernlab_income9, ipred_dystrophy_carrier,
                                   kernlab_income_education6, kernlab_musk]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

"""Batch 173's tables: data sets of two Debian-packaged R libraries (Debian bookworm):
r-cran-psychtools 2.2.9-1 (psychTools 2.2.9, GPL >= 2) and r-cran-mice 3.15.0-1 (mice 3.15.0,
GPL >= 2); r-cran-mitools 2.4-2 was extracted and read, not used (README).  The .debs are
extracted (``dpkg-deb -x``) under UNSEEN_DIR/ex; the data sets are read with the shared
``r_package_data.py`` (PyPI ``rdata``), nothing is installed and R is not run.

Candidates (targets, classes and columns fixed before the pre-check; README):
- spi_health -- psychTools::spi (a SAPA-project sample, 4000 web respondents): self-rated
  health (1-5: poor / fair / good / very good / excellent), 5 classes, the 3,536 rows that
  report it, from the demographic columns age, sex, p1edu, p2edu, education, exer, smoke, ER.
  Dropped: ``wellness`` (a self-rating of the same thing: restates the target) and the 135
  personality items (the table is kept to the demographic block; README).
- selfreport_sex -- mice::selfreport, the ``mgg`` part (803 Dutch adults of the TNO "Monitor
  Convenant Gezond Gewicht" survey): sex, 2 classes, from age, reported height and weight
  (hr, wr), edu, etn, web.  Dropped: src / pop (constant in the part), id (identifier), hm, wm,
  bm (measured: all missing in mgg), br (reported BMI: computed from hr and wr), prg (pregnancy:
  asked of women only, so it restates the target).
Reserves, each used only if the table it stands for fails the pre-check:
- spi_exer (for spi_health) -- frequency of exercise (1-6), 6 classes, from the same
  demographic block with health in place of exer (wellness dropped as above).
- toenail_outcome (for selfreport_sex) -- mice::toenail (De Backer et al. 1998 trial, 294
  patients, up to 7 visits): nail separation moderate / severe vs none / mild, 1,908 rows, from
  treatment, visit (categorical) and month.  Dropped: ID (identifier; the near-repeat group).
Bounds: spi's age (11-90) and the codes of education (1-8), exer (1-6), smoke (1-9) and ER (1-4)
and health (1-5) from the help page; p1edu / p2edu (the page gives no codes) and selfreport's and
toenail's numeric columns by the suite's convention (full-data range treated as public).
Categorical levels are the R factors' levels (selfreport) or the help page's codes.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen173")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_SHARED = str(Path(HERE).parent / "unseen_wheels")
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_sets  # noqa: E402  (shared reader)

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_SPI = "Debian r-cran-psychtools 2.2.9-1, psychTools::spi (SAPA Personality Inventory sample)"
_SRC_SR = ("Debian r-cran-mice 3.15.0-1, mice::selfreport, mgg part (TNO Monitor Convenant "
           "Gezond Gewicht, 803 Dutch adults)")
_SRC_TN = "Debian r-cran-mice 3.15.0-1, mice::toenail (De Backer et al. 1998 trial)"


@lru_cache(None)
def _sets(pkg):
    return data_sets(str(LIB / pkg))


_SEX = {1.0: "male", 2.0: "female"}
_HEALTH = {1.0: "poor", 2.0: "fair", 3.0: "good", 4.0: "very_good", 5.0: "excellent"}
_EXER = {1.0: "very_rarely", 2.0: "lt_1_month", 3.0: "lt_1_week", 4.0: "1_2_week",
         5.0: "3_5_week", 6.0: "gt_5_week"}
_SPI_DECL = {
    "age": Numeric("age", 11, 90, integer=True),
    "education": Numeric("education", 1, 8, integer=True),
    "exer": Numeric("exer", 1, 6, integer=True),
    "smoke": Numeric("smoke", 1, 9, integer=True),
    "ER": Numeric("ER", 1, 4, integer=True),
    "health": Numeric("health", 1, 5, integer=True),
    "sex": Categorical("sex", ["male", "female"]),
}
_SPI_COLS = ["age", "sex", "health", "p1edu", "p2edu", "education", "exer", "smoke", "ER"]


def _spi(target, labels, name, what):
    d = _sets("psychTools")["spi"][_SPI_COLS].copy()
    d = d[d[target].notna()].reset_index(drop=True)
    d["sex"] = d["sex"].map(_SEX)
    y = d[target].map(labels)
    X = d.drop(columns=[target])
    decl = [f for c, f in _SPI_DECL.items() if c in X.columns]
    return _finish(name, X, y, declared=decl, source=_SRC_SPI,
                   what=what + "  Dropped: wellness (restates health), the 135 items.")


def spi_health():
    return _spi("health", _HEALTH, "spi_health",
                "Self-rated health (poor/fair/good/very good/excellent) from demographics.")


def spi_exer():
    return _spi("exer", _EXER, "spi_exer",
                "Frequency of exercise (6 levels) from demographics and health.")


def _levels(s):
    return [str(c) for c in s.cat.categories]


def selfreport_sex():
    d = _sets("mice")["selfreport"]
    d = d[d["src"].astype(str) == "mgg"].reset_index(drop=True)
    y = d["sex"].astype(str)
    X = d[["age", "hr", "wr", "edu", "etn", "web"]].copy()
    decl = [Categorical(c, _levels(d[c])) for c in ("edu", "etn", "web")]
    for c in ("edu", "etn", "web"):
        X[c] = X[c].astype(object).where(X[c].notna(), None)
    return _finish("selfreport_sex", X, y, declared=decl, source=_SRC_SR,
                   what="Sex of a respondent from age, reported height / weight, education, "
                   "ethnicity, web survey.  Dropped: id, src, pop, hm, wm, bm, br, prg.")


def _toenail():
    return _sets("mice")["toenail"]


def toenail_outcome():
    d = _toenail()
    y = d["outcome"].astype(int).map({0: "none_mild", 1: "moderate_severe"})
    X = d[["treatment", "visit", "month"]].copy()
    X["treatment"] = X["treatment"].astype(int).astype(str)
    X["visit"] = X["visit"].astype(int).astype(str)
    X["month"] = X["month"].astype(float)
    decl = [Categorical("treatment", ["0", "1"]),
            Categorical("visit", [str(v) for v in range(1, 8)])]
    return _finish("toenail_outcome", X, y, declared=decl, source=_SRC_TN,
                   what="Nail separation moderate/severe at a visit, from treatment, visit, "
                   "month.  Dropped: ID.")


LOADERS = {f.__name__: f for f in [spi_health, selfreport_sex, spi_exer, toenail_outcome]}


def keys_of(name):
    """Natural group keys: toenail's patient ID (the other tables have none)."""
    if name == "toenail_outcome":
        return _toenail()["ID"].astype(int).tolist()
    raise KeyError(name)


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)

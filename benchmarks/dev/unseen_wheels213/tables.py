"""Batch 213's tables, from Debian bookworm's r-cran-kohonen 3.0.11+dfsg-1 and r-cran-zelig 5.1.7-3
(`apt-get download PACKAGE=VERSION`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is
installed).  The data are read once by extract_r213.py into yeast.csv, mexico.csv, turnout.csv.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen213/CHOICE):
- yeast_cycle_phase -- kohonen `yeast`: 800 yeast genes' microarray time courses in six
  synchronisation experiments (Spellman et al. 1998).  Target: class, the cell-cycle phase
  (G1, S, G2, M, M/G1).  Columns: the 77 log-ratio time points, numeric, missing allowed, bounds by
  the suite's convention.  The gene name is not used.
- mexico88_vote -- Zelig `mexico`: 1,359 respondents of a 1988 Mexican presidential election
  survey (ICPSR; King, Tomz & Wittenberg 2000).  Target: vote88 (1 / 2 / 3).  Columns: the other
  31 variables; ten 0/1 dummies declared [0, 1], the rest by convention; `one` (constant) dropped.
Reserve, used only if a table fails the pre-check:
- anes92_turnout -- Zelig `turnout`: 2,000 respondents of the pooled 1992 ANES.  Target: vote.
  Columns: race (white / others, declared), age, educate, income (convention).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen213"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

ZEL = "Debian r-cran-zelig 5.1.7-3"


def yeast_cycle_phase():
    df = pd.read_csv(BASE / "yeast.csv")
    assert df.shape == (800, 79), df.shape
    y = df.pop("class")
    df = df.drop(columns=["gene"])
    return _finish("yeast_cycle_phase", df, y,
                   source="Debian r-cran-kohonen 3.0.11+dfsg-1, yeast (Spellman et al. 1998 "
                          "cell-cycle microarrays, 800 genes)",
                   what="Cell-cycle phase (5). 77 log-ratio time points of six experiments, "
                        "bounds by convention.")


MEX_DUMMIES = ["pri82", "pan82", "novote82", "female", "prof", "working", "union", "north",
               "south", "zmgm"]


def mexico88_vote():
    df = pd.read_csv(BASE / "mexico.csv")
    assert df.shape == (1359, 33), df.shape
    assert (df["one"] == 1).all()
    y = df.pop("vote88")
    df = df.drop(columns=["one"])
    decl = [Numeric(c, 0, 1) for c in MEX_DUMMIES]
    return _finish("mexico88_vote", df, y, declared=decl,
                   source=ZEL + ", mexico (1988 Mexican presidential election survey, ICPSR; "
                                "King, Tomz & Wittenberg 2000)",
                   what="Vote 1988 (codes 1/2/3). Ten 0/1 dummies declared [0, 1], the other 21 "
                        "columns by convention; the constant `one` dropped.")


def anes92_turnout():
    df = pd.read_csv(BASE / "turnout.csv")
    assert df.shape == (2000, 5), df.shape
    y = df.pop("vote")
    decl = [Categorical("race", ["others", "white"])]
    return _finish("anes92_turnout", df, y, declared=decl,
                   source=ZEL + ", turnout (pooled 1992 ANES, first 2,000 of 15,837; King, Tomz "
                                "& Wittenberg 2000)",
                   what="Voted (0/1). race declared; age, educate, income by convention.")


LOADERS = {f.__name__: f for f in [yeast_cycle_phase, mexico88_vote, anes92_turnout]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

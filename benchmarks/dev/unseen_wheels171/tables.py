"""Batch 171's tables: from one Debian package of an R library: r-cran-mlbench 2.1-3-1 (Debian
bookworm; R package mlbench 2.1-3, GPL-2; Leisch & Dimitriadou's collection of UCI benchmark
problems).  Read with the shared r_package_data.py (R's .rda files via the PyPI package rdata)
from the extracted .deb under UNSEEN_DIR (ex/mlbench/usr/lib/R/site-library/mlbench).

Candidates (targets, classes and columns fixed before the pre-check; README):
- mlb_soybean19 -- Soybean: the disease of a soybean plant case (Michalski & Chilausky's
  soybean database, 19 classes as the help page lists them), 683 rows, 35 categorical
  attributes (the R factors' levels declared).
- mlb_sonar -- Sonar: mine (metal cylinder) vs rock from 60 sonar-return band energies
  (Gorman & Sejnowski), 208 rows, 2 classes; bounds [0, 1] from the help page.
Reserves, each used only if the table it stands for fails the pre-check:
- mlb_soy15 (for the first) -- Soybean restricted to the first 15 classes (the help page: "only
  the first 15 of which have been used in prior work"), 630 rows.
- mlb_ionosphere (for the second) -- Ionosphere: good vs bad radar return (Goose Bay), 351
  rows, 2 classes; V1, V2 factors (levels declared), V3-V34 by the convention.
Dropped: nothing else (no identifiers in these tables); the target.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen171")
PKG = Path(BASE) / "ex" / "mlbench" / "usr" / "lib" / "R" / "site-library" / "mlbench"

_SHARED = str(Path(HERE).parent / "unseen_wheels")
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_sets  # noqa: E402

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "Debian r-cran-mlbench 2.1-3-1 (R mlbench 2.1-3, GPL-2), data/{}.rda"

# the first 15 of Soybean's 19 classes, in the order of the UCI soybean-large names file
# (the help page: "only the first 15 of which have been used in prior work")
_SOY15 = ["diaporthe-stem-canker", "charcoal-rot", "rhizoctonia-root-rot", "phytophthora-rot",
          "brown-stem-rot", "powdery-mildew", "downy-mildew", "brown-spot", "bacterial-blight",
          "bacterial-pustule", "purple-seed-stain", "anthracnose", "phyllosticta-leaf-spot",
          "alternarialeaf-spot", "frog-eye-leaf-spot"]


@lru_cache(None)
def _sets():
    return data_sets(PKG)


def _table(name):
    return _sets()[name].copy()


def _factors(X):
    """Declare every R factor column with the factor's levels (as strings)."""
    decl = []
    for c in X.columns:
        if isinstance(X[c].dtype, pd.CategoricalDtype):
            levels = [str(v) for v in X[c].cat.categories]
            X[c] = X[c].astype(object).where(X[c].notna(), None)
            decl.append(Categorical(c, levels, allow_missing=bool(X[c].isna().any())))
    return decl


def _make(name, rname, d, target, what):
    d = d.reset_index(drop=True)
    y = d[target].astype(str)
    X = d.drop(columns=[target])
    decl = _factors(X)
    for c in X.columns:
        if c in ("V%d" % i for i in range(1, 61)) and rname == "Sonar":
            decl.append(Numeric(c, 0.0, 1.0))
    return _finish(name, X, y, declared=decl, source=_SRC.format(rname), what=what)


def mlb_soybean19():
    return _make("mlb_soybean19", "Soybean", _table("Soybean"), "Class",
                 "Soybean disease (19 classes) from 35 coded plant / field symptoms.")


def mlb_soy15():
    d = _table("Soybean")
    d = d[d.Class.astype(str).isin(_SOY15)]
    return _make("mlb_soy15", "Soybean", d, "Class",
                 "Soybean disease, the first 15 classes, from 35 coded symptoms.")


def mlb_sonar():
    return _make("mlb_sonar", "Sonar", _table("Sonar"), "Class",
                 "Sonar return from a mine (M) or a rock (R), 60 band energies in [0, 1].")


def mlb_ionosphere():
    return _make("mlb_ionosphere", "Ionosphere", _table("Ionosphere"), "Class",
                 "Goose Bay radar return good vs bad, 34 autocorrelation attributes.")


LOADERS = {f.__name__: f for f in [mlb_soybean19, mlb_sonar, mlb_soy15, mlb_ionosphere]}


def keys_of(name):
    """Group keys (no model): no natural group in these tables; one key a row."""
    return list(range(len(LOADERS[name]().X)))


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)

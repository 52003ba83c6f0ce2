"""Batch 196's tables: from Debian's packaged R libraries (bookworm): r-cran-ks 1.14.0-1 (R ks
1.14.0, GPL-2 | GPL-3; debian/copyright GPL-2+), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/ks).

Candidates (targets, classes and columns fixed before the pre-check; README):
- ks_hsct_cell5 -- ks::hsct (haematopoietic stem cell transplant flow cytometry of mouse
  subjects; FlowCAP, Aghaeepour et al. 2013, Nature Methods 10, 228-238): the cell-type class
  label of a cell (5 classes; the help page says 1-5, the stored codes are 0-4), from its four
  fluorescence channels FITC-CD45.1, PE-Ly65/Mac1, PI-LiveDead, APC-CD45.2 (each 0-1023, help
  page): 39,128 rows.  Dropped: subject (the mouse, 5 / 6 / 9 / 12: an identifier; the group of
  the near-repeat probe).
- ks_cardio_nsp3 -- ks::cardio (UCI Cardiotocography, Lichman 2013): the foetal state N (normal)
  / S (suspect) / P (pathological) of a cardiotocogram (NSP 1 / 2 / 3), from its 21 numeric CTG
  features (LB ... Tendency); ranges by convention (the help page gives none).  Dropped: CLASS
  (the experts' 10-code FHR pattern class, assigned with the diagnosis: restates it).
  2,126 rows, 3 classes.
Reserve, used only if the table it stands for fails the pre-check:
- ks_cardio_normal2 (for the second) -- the same cardiotocograms, normal vs suspect / pathological.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen196")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


_HSCT = ["FITC.CD45.1", "PE.Ly65Mac1", "PI.LiveDead", "APC.CD45.2"]


def ks_hsct_cell5():
    d = _data("ks", "hsct").reset_index(drop=True)
    X = pd.DataFrame({c: d[c].astype(float) for c in _HSCT})
    y = d["label"].astype(int).map(lambda v: f"type{v}")
    decl = [Numeric(c, 0, 1023) for c in _HSCT]
    return _finish("ks_hsct_cell5", X, y, declared=decl,
                   source="Debian r-cran-ks 1.14.0-1, ks::hsct (FlowCAP mouse HSCT flow "
                   "cytometry, Aghaeepour et al. 2013)",
                   what="Cell-type class (5) from four fluorescence channels (0-1023, help "
                   "page).  Dropped: subject (mouse).")


_CARDIO_DROP = ["CLASS", "NSP"]


def _cardio(name, what, target_of):
    d = _data("ks", "cardio").reset_index(drop=True)
    y = target_of(d["NSP"].astype(int))
    X = pd.DataFrame({c: d[c].astype(float) for c in d.columns if c not in _CARDIO_DROP})
    return _finish(name, X, y,
                   source="Debian r-cran-ks 1.14.0-1, ks::cardio (UCI Cardiotocography)",
                   what=what + "  21 CTG features, ranges by convention.  Dropped: CLASS "
                   "(expert FHR pattern class).")


def ks_cardio_nsp3():
    return _cardio("ks_cardio_nsp3", "Foetal state N / S / P.",
                   lambda s: s.map({1: "N", 2: "S", 3: "P"}))


def ks_cardio_normal2():
    return _cardio("ks_cardio_normal2", "Foetal state normal vs suspect / pathological.",
                   lambda s: s.map(lambda v: "normal" if v == 1 else "not_normal"))


LOADERS = {f.__name__: f for f in [ks_hsct_cell5, ks_cardio_nsp3, ks_cardio_normal2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

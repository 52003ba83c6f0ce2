"""Batch 172's tables: two data sets of Debian's packaged R libraries (Debian bookworm):
r-cran-caret 6.0-93+dfsg-1 (caret 6.0-93, GPL (>= 2)) and r-cran-th.data 1.1-1-1 (TH.data 1.1-1,
GPL-3), extracted with ``dpkg-deb -x`` under UNSEEN_DIR/ex (run_all.sh).

Candidates (targets, classes and columns fixed before the pre-check; README):
- seg_well -- caret/segmentationData (Hill, LaPan, Li and Haney 2007, BMC Bioinformatics 8:340):
  is a cell of a high-content screen well segmented (WS) or poorly (PS): 2019 cells, 2 classes,
  58 numeric image measurements.  Dropped: Cell (identifier), Case (the original train/test
  label), Class (the target).
- th_mammo3 -- TH.data/mammoexp (Hosmer and Lemeshow 2000, Applied Logistic Regression, 2nd ed.,
  section 8.1.2: the Mammography Experience Study): a woman's mammography experience ME (Never /
  Within a Year / Over a Year): 412 rows, 3 classes; columns SYMPT (4 levels), HIST, BSE (No /
  Yes), DECT (3 levels), categorical with the R factors' levels, and PB (numeric, perceived
  benefit: the sum of five responses on a four-point scale, so 5-20 per the help page).
Reserves, each used only if the table it stands for fails the pre-check:
- th_iq (for seg_well) -- TH.data/mn6.9 (McCullagh and Nelder 1989, p. 239): 2982 New Jersey
  high-school seniors, I.Q. group (low / high) from agree / disagree answers to 4 questions on
  science (y1-y4, categorical 0 / 1).
- th_mammo_ever (for th_mammo3) -- mammoexp, ME Never vs ever (Within / Over a Year): 2 classes.

The shared reader r_package_data.data_sets() fails on both packages as a whole (an object with a
matrix column that rdata cannot make a DataFrame of: ValueError "Data must be 1-dimensional");
_object() below reads only the named object, with the shared reader's own _convert / _inflate.
"""
from __future__ import annotations

import gzip
import os as _os
import runpy
import sys
import warnings
import zlib
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen172")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
import r_package_data as _R  # noqa: E402

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


@lru_cache(None)
def _object(pkg, name):
    """One data set of the installed R package ``pkg``: from its lazy-load data base, or its
    ``NAME.RData`` file."""
    d = LIB / pkg / "data"
    if (d / "Rdata.rdx").exists():
        with open(d / "Rdata.rdx", "rb") as f:
            rdx = f.read()
        idx = _R._convert(gzip.decompress(rdx) if rdx[:2] == b"\x1f\x8b"
                          else zlib.decompress(rdx[4:]))
        comp = idx.get("compressed", 1)
        comp = int(comp[0]) if hasattr(comp, "__len__") else int(comp)
        off, ln = (int(v) for v in idx["variables"][name])
        with open(d / "Rdata.rdb", "rb") as f:
            f.seek(off)
            blob = f.read(ln)
        return _R._convert(_R._inflate(blob, comp))
    import rdata
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return rdata.read_rda(str(d / f"{name}.RData"))[name]


def _levels(s):
    return [str(c) for c in s.cat.categories]


def seg_well():
    d = _object("caret", "segmentationData").reset_index(drop=True)
    X = d.drop(columns=["Cell", "Case", "Class"]).astype(float)
    return _finish("seg_well", X, d.Class.astype(str), declared=[],
                   source="Debian r-cran-caret 6.0-93+dfsg-1, caret/segmentationData (Hill et "
                   "al. 2007, BMC Bioinformatics 8:340)",
                   what="Is a cell well segmented (WS) or poorly (PS), from 58 image "
                   "measurements.  Dropped: Cell (identifier), Case (train/test label)")


def _mammo():
    d = _object("TH.data", "mammoexp").reset_index(drop=True)
    X = d.drop(columns=["ME"]).copy()
    decl = [Categorical(c, _levels(d[c])) for c in ["SYMPT", "HIST", "BSE", "DECT"]]
    for c in ["SYMPT", "HIST", "BSE", "DECT"]:
        X[c] = X[c].astype(str)
    X["PB"] = X["PB"].astype(float)
    decl.append(Numeric("PB", 5.0, 20.0))
    return d, X, decl


_MSRC = ("Debian r-cran-th.data 1.1-1-1, TH.data/mammoexp (Hosmer and Lemeshow 2000, "
         "Mammography Experience Study)")


def th_mammo3():
    d, X, decl = _mammo()
    return _finish("th_mammo3", X, d.ME.astype(str), declared=decl, source=_MSRC,
                   what="Mammography experience (Never / Within a Year / Over a Year).  "
                   "PB bounds 5-20 from the help page (sum of five 4-point responses)")


def th_mammo_ever():
    d, X, decl = _mammo()
    y = d.ME.astype(str).map(lambda v: "Never" if v == "Never" else "Ever")
    return _finish("th_mammo_ever", X, y, declared=decl, source=_MSRC,
                   what="Ever had a mammogram (vs Never).  PB bounds 5-20 from the help page")


def th_iq():
    d = _object("TH.data", "mn6.9").reset_index(drop=True)
    X = d[["y1", "y2", "y3", "y4"]].astype(int).astype(str)
    decl = [Categorical(c, ["0", "1"]) for c in X.columns]
    y = d.group.astype(str).map({"1": "low", "2": "high"})
    return _finish("th_iq", X, y, declared=decl,
                   source="Debian r-cran-th.data 1.1-1-1, TH.data/mn6.9 (McCullagh and Nelder "
                   "1989, p. 239)",
                   what="I.Q. group (low / high) of New Jersey high-school seniors from four "
                   "agree / disagree answers on science")


LOADERS = {f.__name__: f for f in [seg_well, th_mammo3, th_iq, th_mammo_ever]}


def keys_of(name):
    """Group keys (no model): no table has a natural group (one row a cell / a woman / a
    student); the row index is returned."""
    return list(range(len(LOADERS[name]().y)))


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)

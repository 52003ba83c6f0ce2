"""Batch 207's tables, from Debian bookworm's `libfann-doc` 2.2.0+ds-8 (the FANN neural-network
library's API documentation and examples; fetched with `apt-get download libfann-doc=2.2.0+ds-8` and
extracted with `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
- usr/share/doc/libfann-dev/examples/datasets/thyroid.train and thyroid.test: FANN's training-file
  format (a header "3600 21 3", then per example a line of 21 inputs and a line of 3 one-hot
  outputs), 3,600 examples each.  The package documents only that FANN's examples read these files;
  the identification is from my knowledge, not from the package: they are Prechelt's PROBEN1
  (1994) `thyroid` problem (7,200 examples, 21 inputs, 3 classes), itself the UCI Thyroid Disease
  "ann-train.data" / "ann-test.data" (Quinlan's Garvan Institute thyroid referrals as prepared by
  Schiffmann, Joost & Werner for neural-network work), with age scaled to years / 100 and the lab
  values as in UCI's files.  The class counts (166 / 368 / 6,666) match UCI's ann-thyroid.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen207/CHOICE):
- fann_thyroid3 -- the 3 classes (argmax of the one-hot output), train and test pooled, 7,200 rows.
Reserve, used only if fann_thyroid3 fails the pre-check:
- fann_thyroid_bin -- the majority class ("normal") vs the other two.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen207")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
binary_flags = _FIRST["binary_flags"]

DATA = BASE / "usr/share/doc/libfann-dev/examples/datasets"
SRC = ("Debian libfann-doc 2.2.0+ds-8, examples/datasets/thyroid.train + thyroid.test (PROBEN1 "
       "thyroid = UCI Thyroid Disease ann-train/ann-test, Garvan Institute referrals; 7,200 rows)")
COLS = ["age", "sex", "on_thyroxine", "query_on_thyroxine", "on_antithyroid_medication", "sick",
        "pregnant", "thyroid_surgery", "I131_treatment", "query_hypothyroid",
        "query_hyperthyroid", "lithium", "goitre", "tumor", "hypopituitary", "psych",
        "TSH", "T3", "TT4", "T4U", "FTI"]
FLAGS = COLS[1:16]
# UCI's ann-thyroid documents three classes: normal, hyperfunction, subnormal functioning; which
# of outputs 1 and 2 is which is not stated in the package, so they keep neutral names.
CLASS = {0: "class1", 1: "class2", 2: "normal"}
WHAT = ("  Columns: the 21 inputs (UCI ann-thyroid attribute order); the 15 0/1 flags declared "
        "[0, 1]; age (years / 100) and the TSH, T3, TT4, T4U and FTI assays by convention.  No "
        "missing values; nothing dropped.")


def _read(path):
    tok = path.read_text().split()
    n, p, o = (int(t) for t in tok[:3])
    v = np.array(tok[3:], dtype=float).reshape(n, p + o)
    return v[:, :p], v[:, p:]


def _thyroid():
    parts = [_read(DATA / f"thyroid.{k}") for k in ("train", "test")]
    X = pd.DataFrame(np.vstack([a for a, _ in parts]), columns=COLS)
    Y = np.vstack([b for _, b in parts])
    assert X.shape == (7200, 21), X.shape
    assert (Y.sum(axis=1) == 1).all()
    y = pd.Series(Y.argmax(axis=1)).map(CLASS)
    return X, y


def fann_thyroid3():
    X, y = _thyroid()
    return _finish("fann_thyroid3", X, y, declared=binary_flags(FLAGS), source=SRC,
                   what="The 3 classes (class1 166, class2 368, normal 6,666)." + WHAT)


def fann_thyroid_bin():
    X, y = _thyroid()
    return _finish("fann_thyroid_bin", X, y.map(lambda c: c if c == "normal" else "abnormal"),
                   declared=binary_flags(FLAGS), source=SRC,
                   what="Normal vs the other two classes." + WHAT)


LOADERS = {f.__name__: f for f in [fann_thyroid3, fann_thyroid_bin]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

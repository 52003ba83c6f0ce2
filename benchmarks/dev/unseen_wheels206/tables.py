"""Batch 206's tables, from Debian bookworm's `opencv-doc` 4.6.0+dfsg-12 (OpenCV's documentation
and samples; fetched with `apt-get download opencv-doc=4.6.0+dfsg-12` and extracted with
`dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
- usr/share/doc/opencv-doc/examples/data/letter-recognition.data: 20,000 rows, no header, the
  capital letter A-Z and 16 integer features 0-15.  The package's examples/python/letter_recog.py
  says it is "the sample database letter-recognition.data from UCI Repository" (Newman, Hettich,
  Blake & Merz 1998).  The UCI data set is Frey & Slate's (1991) Letter Recognition: 16 primitive
  numerical attributes (statistical moments and edge counts) of black-and-white character images
  from 20 fonts, randomly distorted, "each scaled to fit into a range of integer values from 0
  through 15" (UCI's letter-recognition.names; from my knowledge of it, not from the package).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen206/CHOICE):
- ocv_letter_aj10 -- the letter, rows A-J only (an alphabetical prefix), 10 classes.
- ocv_letter_p2 -- A-M vs N-Z, all 20,000 rows (Caruana & Niculescu-Mizil 2006's LETTER.p2).
Reserves, each used only if the table it stands for fails the pre-check:
- ocv_letter_kt10 -- rows K-T, 10 classes.
- ocv_letter_p1 -- O vs the rest (LETTER.p1).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen206")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

DATA = BASE / "usr/share/doc/opencv-doc/examples/data/letter-recognition.data"
SRC = ("Debian opencv-doc 4.6.0+dfsg-12, examples/data/letter-recognition.data (UCI Letter "
       "Recognition, Frey & Slate 1991: 20,000 distorted font glyphs, 16 integer features 0-15)")
COLS = ["x_box", "y_box", "width", "high", "onpix", "x_bar", "y_bar", "x2bar", "y2bar", "xybar",
        "x2ybr", "xy2br", "x_ege", "xegvy", "y_ege", "yegvx"]
DECL = [Numeric(c, 0.0, 15.0) for c in COLS]
WHAT = ("  Columns: the 16 UCI attributes, all declared 0-15 (UCI's documentation).  "
        "No missing values; nothing dropped.")


def _letters():
    d = pd.read_csv(DATA, header=None, names=["letter"] + COLS)
    assert len(d) == 20000, len(d)
    X = d[COLS].astype(float)
    return X, d["letter"].astype(str)


def _subset(first, last):
    X, y = _letters()
    keep = (y >= first) & (y <= last)
    return X[keep].reset_index(drop=True), y[keep].reset_index(drop=True)


def ocv_letter_aj10():
    X, y = _subset("A", "J")
    return _finish("ocv_letter_aj10", X, y, declared=DECL, source=SRC,
                   what="The letter, rows A-J (10 classes)." + WHAT)


def ocv_letter_kt10():
    X, y = _subset("K", "T")
    return _finish("ocv_letter_kt10", X, y, declared=DECL, source=SRC,
                   what="The letter, rows K-T (10 classes)." + WHAT)


def ocv_letter_p2():
    X, y = _letters()
    return _finish("ocv_letter_p2", X, y.map(lambda c: "A-M" if c <= "M" else "N-Z"),
                   declared=DECL, source=SRC, what="A-M vs N-Z (LETTER.p2)." + WHAT)


def ocv_letter_p1():
    X, y = _letters()
    return _finish("ocv_letter_p1", X, y.map(lambda c: "O" if c == "O" else "other"),
                   declared=DECL, source=SRC, what="O vs the rest (LETTER.p1)." + WHAT)


LOADERS = {f.__name__: f for f in [ocv_letter_aj10, ocv_letter_p2, ocv_letter_kt10,
                                   ocv_letter_p1]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

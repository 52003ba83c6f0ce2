"""Batch 285's table, from one package of the npm registry (fetched with `npm pack
color-name-list@14.51.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/cnl: nothing is installed or run from the package).
- color-name-list 14.51.0 (David Aerne / meodai, MIT; github.com/meodai/color-names): src/colornames.csv,
  31,918 named colours (name, hex "#rrggbb", "good name" = curators' best-of flag), merged from
  documented named-colour lists (Wikipedia, Werner's Nomenclature, Wada Sanzo, CSS/X11, xkcd's
  survey list, Crayola, paint charts, ...) and curated user submissions.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen285/CHOICE):
- cnl_basic_term11 -- a named colour whose name holds exactly one of the eleven English basic
  colour terms (black, white, red, green, yellow, blue, brown, purple, pink, orange, grey; "gray"
  counted as grey) as a whole word: which term, from the colour's sRGB value (r, g, b) and the
  same value in HSV (h, s, v).  The name and the "good name" flag are dropped.
Reserve, used only if the table fails the pre-check:
- cnl_chromatic8 -- the same without black, white and grey (8 classes).
"""
from __future__ import annotations

import colorsys
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen285"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

NAMES = BASE / "ex/cnl/package/src/colornames.csv"
SRC = ("npm color-name-list 14.51.0, src/colornames.csv (meodai/color-names: 31,918 named "
       "colours from documented colour lists and curated submissions)")
WHAT = ("  Columns: r, g, b (0-255, bounds by the #rrggbb format); h (hue 0-360), s, v (0-1) of "
        "the same colour in HSV (bounds by the HSV definition).  Not used: the name (it holds the "
        "target word), the 'good name' flag.")
TERMS = ("black", "white", "red", "green", "yellow", "blue", "brown", "purple", "pink", "orange",
         "grey")
DECL = [Numeric("r", 0, 255), Numeric("g", 0, 255), Numeric("b", 0, 255), Numeric("h", 0, 360),
        Numeric("s", 0, 1), Numeric("v", 0, 1)]


def _terms(name):
    words = {"grey" if w == "gray" else w for w in re.findall(r"[a-z]+", name.lower())}
    return [t for t in TERMS if t in words]


def _rows(keep):
    d = pd.read_csv(NAMES, keep_default_na=False, dtype=str)
    assert d.shape == (31918, 3), d.shape
    assert d["hex"].str.fullmatch(r"#[0-9a-fA-F]{6}").all()
    assert not d["hex"].str.lower().duplicated().any() and not d["name"].duplicated().any()
    t = d["name"].map(_terms)
    d = d[t.map(len) == 1].copy()
    d["term"] = t[t.map(len) == 1].map(lambda x: x[0])
    d = d[d["term"].isin(keep)].reset_index(drop=True)
    rgb = pd.DataFrame([[int(h[i:i + 2], 16) for i in (1, 3, 5)] for h in d["hex"]],
                       columns=["r", "g", "b"])
    hsv = [colorsys.rgb_to_hsv(r / 255, g / 255, b / 255) for r, g, b in rgb.to_numpy()]
    X = rgb.astype(float).join(pd.DataFrame(hsv, columns=["h", "s", "v"]))
    X["h"] = X["h"] * 360
    return X, d["term"]


def cnl_basic_term11():
    X, y = _rows(TERMS)
    return _finish("cnl_basic_term11", X, y, declared=DECL, source=SRC,
                   what="Which basic colour term (11) a named colour's name holds." + WHAT)


def cnl_chromatic8():
    X, y = _rows([t for t in TERMS if t not in ("black", "white", "grey")])
    return _finish("cnl_chromatic8", X, y, declared=DECL, source=SRC,
                   what="Which chromatic colour term (8) a named colour's name holds." + WHAT)


LOADERS = {f.__name__: f for f in [cnl_basic_term11, cnl_chromatic8]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

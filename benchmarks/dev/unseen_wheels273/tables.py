"""Batch 273's tables, from one package of the npm registry (fetched with `npm pack
quran-json@3.1.2`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/qj: nothing is installed or run from the package):
- quran-json 3.1.2 (risan, CC-BY-4.0; "Quran text, transliteration, and translations in JSON
  format"; the Uthmani text from The Noble Qur'an Encyclopedia, quranenc.com):
  dist/quran.json, 114 chapters, each with its `type` (meccan / medinan) and verses' text.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen273/CHOICE):
- quran_verse_type -- whether a verse's chapter is Meccan or Medinan (the data's `type`), from
  the verse's own Arabic text only: word count, letter count, mean word length, the count of
  words holding the letters lam-lam-heh (Allah / lillah) and the verse's last letter (the 8
  commonest endings, else "other").  Dropped: chapter number / name / total_verses (they
  identify the chapter, a group nested inside a class), the verse number, the text.
Reserve, used only if the chosen table fails the pre-check (not implemented unless needed):
- quran_verse_type_en -- the same from the English translation (dist/quran_en.json).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen273"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

QURAN = BASE / "ex/qj/package/dist/quran.json"
SRC = "npm quran-json 3.1.2, dist/quran.json (114 chapters, 6,236 verses, Uthmani text)"
ENDINGS = ["\u0646", "\u0627", "\u0645", "\u0631", "\u0649", "\u062f", "\u0628", "\u0629"]
LLH = "\u0644\u0644\u0647"   # lam lam heh


@lru_cache(None)
def _verses():
    with open(QURAN, encoding="utf-8") as f:
        q = json.load(f)
    assert len(q) == 114
    rows, y = [], []
    for ch in q:
        assert len(ch["verses"]) == ch["total_verses"]
        for v in ch["verses"]:
            words = v["text"].split()
            skel = ["".join(c for c in w if unicodedata.category(c) == "Lo") for w in words]
            skel = [s for s in skel if s]
            letters = "".join(skel)
            rows.append({"n_words": float(len(skel)), "n_letters": float(len(letters)),
                         "mean_word_len": round(len(letters) / len(skel), 3),
                         "n_allah": float(sum(LLH in s for s in skel)),
                         "end_letter": letters[-1] if letters[-1] in ENDINGS else "other"})
            y.append(ch["type"])
    X, y = pd.DataFrame(rows), pd.Series(y)
    assert len(X) == 6236 and y.nunique() == 2, (len(X), y.nunique())
    return X, y


def quran_verse_type():
    X, y = _verses()
    return _finish("quran_verse_type", X.copy(), y, source=SRC,
                   what="Whether a verse's chapter is Meccan or Medinan (the data's type), from the "
                        "verse's word count, letter count, mean word length, count of lam-lam-heh "
                        "words (Allah / lillah) and last letter (8 commonest, else other).  No "
                        "chapter number, name, total_verses or verse number.  Ranges and codes by "
                        "convention.")


LOADERS = {f.__name__: f for f in [quran_verse_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

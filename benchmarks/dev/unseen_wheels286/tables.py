"""Batch 286's tables, from one package of the npm registry (fetched with `npm pack
natural@8.1.1`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/nat: nothing is installed or run from the package):
- natural 8.1.1 (NaturalNode, MIT; "General natural language facilities for node"):
  lib/natural/sentiment/English/senticon_en.json, the English ML-SentiCon lexicon (Cruz,
  Troyano, Pontes & Ortega 2014, Universidad de Sevilla) as natural's
  tools/sentimentXmlParser.js converted it from the XML: 24,839 lemmas, each with `pos`
  (WordNet part of speech: a / n / v / r), `pol` (polarity, -1..1) and `std`.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen286/CHOICE):
- senticon_en_pos -- the lemma's part of speech (the lexicon's `pos`, 4 classes) from its
  polarity, its std, the lemma's length in letters, its number of words, whether it has a
  hyphen and the last 2 / 3 letters of its last word (30 commonest each, else "other").
  Dropped: the lemma itself (an identifier).
Reserve, used only if the chosen table fails the pre-check:
- senticon_es_pos -- the same from Spanish/senticon_es.json (11,344 lemmas).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen286"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

SENT = BASE / "ex/nat/package/lib/natural/sentiment"
SRC = ("npm natural 8.1.1, lib/natural/sentiment/{lang}/senticon_{code}.json "
       "(ML-SentiCon, Cruz et al. 2014)")
TOP = 30


@lru_cache(None)
def _lexicon(lang, code, n_rows):
    with open(SENT / lang / f"senticon_{code}.json", encoding="utf-8") as f:
        d = json.load(f)
    words = pd.Series(list(d.keys()))
    y = pd.Series([v["pos"] for v in d.values()])
    last = words.str.split(" ").str[-1].str.lower()
    s2, s3 = last.str[-2:], last.str[-3:]
    top2 = set(s2.value_counts().index[:TOP])
    top3 = set(s3.value_counts().index[:TOP])
    X = pd.DataFrame({
        "pol": [float(v["pol"]) for v in d.values()],
        "std": [float(v["std"]) for v in d.values()],
        "n_chars": words.str.replace(" ", "").str.replace("-", "").str.len().astype(float),
        "n_words": words.str.split(" ").str.len().astype(float),
        "hyphen": words.str.contains("-").map({True: "yes", False: "no"}),
        "suffix2": s2.where(s2.isin(top2), "other"),
        "suffix3": s3.where(s3.isin(top3), "other"),
    })
    assert len(X) == n_rows and y.nunique() == 4, (len(X), y.value_counts())
    return X, y


def _table(name, lang, code, n_rows):
    X, y = _lexicon(lang, code, n_rows)
    return _finish(name, X.copy(), y, declared=[Numeric("pol", -1.0, 1.0)],
                   source=SRC.format(lang=lang, code=code),
                   what="The lemma's part of speech (the lexicon's pos: a / n / v / r) from its "
                        "polarity (pol, -1..1 by the lexicon's definition), its std, its length in "
                        "letters, its number of words, a hyphen flag and the last 2 / 3 letters of "
                        "its last word (30 commonest, else other).  The lemma itself is not used. "
                        "std, n_chars, n_words and the codes by convention.")


def senticon_en_pos():
    return _table("senticon_en_pos", "English", "en", 24839)


def senticon_es_pos():
    return _table("senticon_es_pos", "Spanish", "es", 11344)


LOADERS = {f.__name__: f for f in [senticon_en_pos, senticon_es_pos]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

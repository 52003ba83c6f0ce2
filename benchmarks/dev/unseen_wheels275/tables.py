"""Batch 275's tables, from one package of the npm registry (fetched with `npm pack
french-words-gender-lefff@3.4.0`, checked against the registry's dist.integrity, extracted with
tar under UNSEEN_DIR/ex/fw: nothing is installed or run from the package):
- french-words-gender-lefff 3.4.0 (RosaeNLG, Ludan Stoeckle; "French words with gender extracted
  from Lefff"; the Lefff, Lexique des Formes Flechies du Francais, B. Sagot, INRIA, LGPL-LR):
  dist/words.json, {word: "M" | "F"} for 41,819 entries.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen275/CHOICE):
- lefff_noun_gender -- a French word's grammatical gender (M / F) from its written form only:
  length, vowel letters / groups, token count, accented letters, hyphen / apostrophe / digit /
  capitals / initial vowel flags, and the last 1 / 2 / 3 letters (the 20 / 40 / 60 commonest
  endings of the file kept, the rest "other").  Dropped: the word (an identifier).
Reserve, used only if the chosen table fails the pre-check:
- lefff_noun_gender_simple -- the same on single-token, lower-case-initial entries.
"""
from __future__ import annotations

import collections
import json
import os as _os
import runpy
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen275"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

WORDS = BASE / "ex/fw/package/dist/words.json"
SRC = "npm french-words-gender-lefff 3.4.0, dist/words.json (Lefff nouns' gender, 41,819 entries)"
VOWELS = set("aeiouy")
KEEP = {1: 20, 2: 40, 3: 60}


def _base(ch):
    """a lower-cased letter without its accent (é -> e)."""
    return unicodedata.normalize("NFD", ch.lower())[0]


def _groups(word):
    n, prev = 0, False
    for ch in word:
        v = _base(ch) in VOWELS
        n += v and not prev
        prev = v
    return n


@lru_cache(None)
def _raw():
    with open(WORDS, encoding="utf-8") as f:
        d = json.load(f)
    assert len(d) == 41819, len(d)
    return d


def _frame(words, y):
    rows = []
    for w in words:
        lw = w.lower()
        rows.append({
            "n_chars": float(len(w)),
            "n_vowel_letters": float(sum(_base(c) in VOWELS for c in w)),
            "n_vowel_groups": float(_groups(w)),
            "n_tokens": float(len(w.split())),
            "n_accented": float(sum(c.isalpha() and _base(c) != c.lower() for c in w)),
            "has_hyphen": "1" if "-" in w else "0",
            "has_apostrophe": "1" if ("'" in w or "\u2019" in w) else "0",
            "has_digit": "1" if any(c.isdigit() for c in w) else "0",
            "first_upper": "1" if w[:1].isupper() else "0",
            "all_upper": "1" if (w.isupper() and len(w) > 1) else "0",
            "starts_vowel": "1" if (w[:1].isalpha() and _base(w[0]) in VOWELS) else "0",
            "last1": lw[-1:], "last2": lw[-2:], "last3": lw[-3:]})
    X = pd.DataFrame(rows)
    for k, top in KEEP.items():
        c = f"last{k}"
        keep = {e for e, _ in collections.Counter(X[c]).most_common(top)}
        X[c] = X[c].where(X[c].isin(keep), "other")
    return X, pd.Series(y)


def lefff_noun_gender():
    d = _raw()
    X, y = _frame(list(d), list(d.values()))
    return _finish("lefff_noun_gender", X, y, source=SRC,
                   what="A French word's grammatical gender (M / F, the data's value) from its "
                   "written form only: length, vowel letters and groups, tokens, accented "
                   "letters, hyphen / apostrophe / digit / capital / initial-vowel flags, the "
                   "last 1 / 2 / 3 letters (20 / 40 / 60 commonest endings of the file, else "
                   "'other').  No word.  Ranges and ending pools by convention (full data).")


def lefff_noun_gender_simple():
    d = _raw()
    keep = [w for w in d if w[:1].islower() and not any(c in w for c in " -'\u2019")
            and not any(c.isdigit() for c in w)]
    X, y = _frame(keep, [d[w] for w in keep])
    return _finish("lefff_noun_gender_simple", X, y, source=SRC,
                   what="As lefff_noun_gender, single-token lower-case-initial entries only.")


LOADERS = {f.__name__: f for f in [lefff_noun_gender, lefff_noun_gender_simple]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

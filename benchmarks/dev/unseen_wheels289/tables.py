"""Batch 289's tables, from one package of the npm registry (fetched with `npm pack
nlptoolkit-dictionary@1.0.16`, checked against the registry's dist.integrity, extracted with tar
under UNSEEN_DIR/ex/tkd: nothing is installed or run from the package):
- nlptoolkit-dictionary 1.0.16 (Starlang Software, Olcay Taner Yildiz; ISC;
  github.com/StarlangSoftware/Dictionary-Js): turkish_dictionary.txt, 62,120 lines, a bare form
  of Modern Turkish followed by its attribute flags (CL_ISIM noun, IS_ADJ adjective, CL_FIIL
  verb stem, IS_ADVERB adverb, IS_OA proper noun, closed classes, morphophonological flags).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen289/CHOICE):
- trdict_pos4 -- an entry's part of speech (noun / adjective / verb / adverb, the dictionary's
  flag) from its written form only: length, vowel counts (back, front, rounded), Turkish
  letters, circumflex, vowel-harmony and final-vowel flags, the last vowel, the first letter
  and the last 1 / 2 / 3 letters (the 25 / 20 / 40 / 60 commonest of the table kept, the rest
  "other").  Rows: entries with exactly one of the four flags and no proper-noun / closed-class
  flag.  Dropped: the word (an identifier) and every other flag (verb-only F* flags and the
  lexicographers' per-lexeme annotations restate the part of speech).
Reserve, used only if the chosen table fails the pre-check:
- trdict_pos3 -- the same without the adverbs (noun / adjective / verb).
"""
from __future__ import annotations

import collections
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen289"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DICT = BASE / "ex/tkd/package/turkish_dictionary.txt"
SRC = ("npm nlptoolkit-dictionary 1.0.16, turkish_dictionary.txt (Starlang Turkish dictionary, "
       "62,120 bare forms with POS flags)")
POS = {"CL_ISIM": "noun", "IS_ADJ": "adjective", "CL_FIIL": "verb", "IS_ADVERB": "adverb"}
EXCLUDE = {"IS_OA", "IS_INTERJ", "IS_CONJ", "IS_POSTP", "IS_PRON", "IS_QUES", "IS_DET",
           "IS_KIS", "IS_HEADER"}
BACK, FRONT, ROUND = set("aıouâû"), set("eiöüî"), set("oöuüû")
VOWELS = BACK | FRONT
TR = set("çğıöşü")
CIRC = set("âîû")
KEEP = {"first1": 25, "last1": 20, "last2": 40, "last3": 60}


@lru_cache(None)
def _entries():
    out = []
    n = 0
    with open(DICT, encoding="utf-8") as f:
        for line in f:
            p = line.split()
            if not p:
                continue
            n += 1
            flags = set(p[1:])
            pos = [POS[x] for x in flags if x in POS]
            if len(pos) == 1 and not flags & EXCLUDE:
                out.append((p[0], pos[0]))
    assert n == 62120, n
    return out


def _frame(rows):
    recs = []
    for w, _ in rows:
        vs = [c for c in w if c in VOWELS]
        recs.append({
            "n_chars": float(len(w)),
            "n_vowels": float(len(vs)),
            "n_back_vowels": float(sum(c in BACK for c in vs)),
            "n_front_vowels": float(sum(c in FRONT for c in vs)),
            "n_round_vowels": float(sum(c in ROUND for c in vs)),
            "n_tr_letters": float(sum(c in TR for c in w)),
            "has_circumflex": "1" if any(c in CIRC for c in w) else "0",
            "harmonic": "1" if (all(c in BACK for c in vs) or all(c in FRONT for c in vs))
            else "0",
            "ends_vowel": "1" if w[-1:] in VOWELS else "0",
            "has_nonletter": "1" if any(not c.isalpha() for c in w) else "0",
            "last_vowel": vs[-1] if vs else "none",
            "first1": w[:1], "last1": w[-1:], "last2": w[-2:], "last3": w[-3:]})
    X = pd.DataFrame(recs)
    for c, top in KEEP.items():
        keep = {e for e, _ in collections.Counter(X[c]).most_common(top)}
        X[c] = X[c].where(X[c].isin(keep), "other")
    return X, pd.Series([p for _, p in rows])


WHAT = ("  From the written form only: length, vowel counts (back / front / rounded), Turkish "
        "letters, circumflex, harmony / final-vowel / non-letter flags, last vowel, first letter "
        "and last 1 / 2 / 3 letters (25 / 20 / 40 / 60 commonest of the table, else 'other').  "
        "No word, no other flag.  Ranges and pools by convention (full data).")


def trdict_pos4():
    X, y = _frame(_entries())
    return _finish("trdict_pos4", X, y, source=SRC,
                   what="A Turkish dictionary entry's part of speech (noun / adjective / verb / "
                   "adverb, the dictionary's flag)." + WHAT)


def trdict_pos3():
    X, y = _frame([r for r in _entries() if r[1] != "adverb"])
    return _finish("trdict_pos3", X, y, source=SRC,
                   what="As trdict_pos4 without the adverbs (noun / adjective / verb)." + WHAT)


LOADERS = {f.__name__: f for f in [trdict_pos4, trdict_pos3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

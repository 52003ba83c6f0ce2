"""Batch 298's table, from one package of the npm registry (fetched with `npm pack
italian-words-dict@3.4.0`, checked against the registry's dist.integrity, extracted with tar
under UNSEEN_DIR/ex/iwd: nothing is installed or run from the package):
- italian-words-dict 3.4.0 (RosaeNLG, Ludan Stoeckle; "Italian words dictionnary, based on the
  morph-it linguistic resource"; the data CC-BY-SA-2.0 / LGPL from Morph-it! 0.4.8, Marco
  Baroni and Eros Zanchetta, SSLMIT Bologna): dist/words.json, 17,470 Italian noun lemmas,
  each with G (gender, M / F) and P (the plural form).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen298/CHOICE):
- morphit_noun_gender -- a noun's grammatical gender (the lexicon's G) from the spelling of its
  singular and plural: last and second-to-last character of each (characters in fewer than 30
  rows pooled into "other"), whether the plural equals the singular, the singular's length and
  vowel count, and len(plural) - len(singular).  Lemmas without a plural (200) are dropped.
  Not used: the lemma and plural strings (identifiers), field S, suffixes of 3+ letters (they
  would nearly identify word-formation groups nested inside one gender).
Reserve, used only if the table fails the pre-check:
- morphit_noun_gender_e -- the same for nouns whose singular ends in "e".
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
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen298"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

WORDS = BASE / "ex/iwd/package/dist/words.json"
SRC = ("npm italian-words-dict 3.4.0, dist/words.json (Morph-it! 0.4.8 Italian noun lemmas with "
       "gender and plural)")
VOWELS = set("aeiouàèéìíòóùú")
MIN_LEVEL = 30
WHAT = ("  Columns: end1 / end2 (last and second-to-last character of the singular), pl_end1 / "
        "pl_end2 (the same of the plural; characters in fewer than 30 rows pooled into other), "
        "invariable (plural = singular), length, n_vowels, pl_len_diff (numeric; ranges and "
        "levels by convention).  Not used: the lemma, the plural string, S, longer suffixes.")


def _pool(s):
    counts = s.value_counts()
    rare = set(counts.index[counts < MIN_LEVEL])
    return s.map(lambda v: "other" if v in rare else v)


@lru_cache(None)
def _nouns():
    with open(WORDS, encoding="utf-8") as f:
        d = json.load(f)
    assert len(d) == 17470, len(d)
    df = pd.DataFrame([{"w": k, "G": v.get("G"), "P": v.get("P")} for k, v in d.items()])
    df = df[df["P"].notna() & df["G"].isin(["M", "F"])].reset_index(drop=True)
    w, p = df["w"].str.lower(), df["P"].astype(str).str.lower()
    X = pd.DataFrame({
        "end1": _pool(w.str[-1]),
        "end2": _pool(w.map(lambda s: s[-2] if len(s) > 1 else "none")),
        "pl_end1": _pool(p.str[-1]),
        "pl_end2": _pool(p.map(lambda s: s[-2] if len(s) > 1 else "none")),
        "invariable": (w == p).map({True: "yes", False: "no"}),
        "length": w.str.len().astype(float),
        "n_vowels": w.map(lambda s: sum(c in VOWELS for c in s)).astype(float),
        "pl_len_diff": (p.str.len() - w.str.len()).astype(float),
    })
    return X, df["G"].astype(str), w


def morphit_noun_gender():
    X, y, _ = _nouns()
    return _finish("morphit_noun_gender", X.copy(), y.copy(), source=SRC,
                   what="The grammatical gender (M / F) of an Italian noun, from its singular's "
                        "and plural's spelling." + WHAT)


def morphit_noun_gender_e():
    X, y, w = _nouns()
    keep = (w.str[-1] == "e").to_numpy()
    return _finish("morphit_noun_gender_e", X[keep].copy(), y[keep].copy(), source=SRC,
                   what="The gender (M / F) of an Italian noun whose singular ends in e." + WHAT)


LOADERS = {f.__name__: f for f in [morphit_noun_gender, morphit_noun_gender_e]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

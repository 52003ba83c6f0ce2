"""Batch 129's tables: English morphology, from one wheel: lemminflect 0.2.3 (MIT; Brad Jascob's
lemmatizer / inflector, whose "dictionary and morphology rules are derived from the NIH's
SPECIALIST Lexicon").  Its lemminflect/resources/infl_lu.csv.gz holds 40,450 rows, one a
(lemma, part of speech) entry of the lexicon with its inflected forms (noun: plural; adj / adv:
comparative, superlative; verb: past, -ing, past participle, 3rd singular).

Candidates (targets, classes and columns fixed before the pre-check; README):
- en_adj_comparison -- whether a short adjective (lowercase, letters only, at most 6 letters)
  takes inflected comparison (-er / -est listed) or not (no comparative form listed, i.e.
  periphrastic more / most): 1,747 rows, 2 classes.
- en_lemma_pos -- a lemma's part of speech (noun / adj / verb / adv), for every lowercase,
  letters-only lemma listed under exactly one of the four: 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- en_adj_comparison5 (for the first) -- the same with at most 5 letters (937 rows).
- en_lemma_pos3 (for the second) -- the second without adverbs (3 classes).

Columns, from the lemma's spelling only: length, n_vowels (a e i o u), n_vowel_groups (runs of
vowels incl. y after a consonant: a syllable estimate), ends_* suffix flags, double_final (the
last two letters one repeated consonant), first / last letter (categorical, the 26 letters),
final_cv (consonant / vowel pattern of the last two letters: CC, CV, VC, VV); for the adjectives
also also_noun, also_verb, also_adv (the lemma is listed under that part of speech too).
Dropped: every inflected form (they restate both targets), the lemma itself (identifier).
Bounds: flags 0-1; counts by the suite's convention (full-data range treated as public).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/lemminflect
(run_all.sh); nothing is installed or imported from it: the CSV is read with gzip.
"""
from __future__ import annotations

import gzip
import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen129")
CSV = Path(BASE) / "ex" / "lemminflect" / "lemminflect" / "resources" / "infl_lu.csv.gz"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("lemminflect 0.2.3 wheel lemminflect/resources/infl_lu.csv.gz (inflection lexicon "
        "derived from the NIH SPECIALIST Lexicon)")
_LETTERS = [chr(c) for c in range(ord("a"), ord("z") + 1)]
_SUFFIXES = ["y", "e", "le", "ed", "ic", "al", "ful", "ous", "ish", "ive", "less", "ly", "ion",
             "ness", "ity", "ment", "ate", "ize", "ing", "er", "able", "ible", "ant", "ent",
             "ism", "ist", "ward", "wise"]
_VOW = set("aeiou")


@lru_cache(None)
def _rows():
    with gzip.open(CSV, "rt", encoding="utf-8") as f:
        rows = [line.rstrip("\n").split(",") for line in f]
    return pd.DataFrame({"lemma": [r[0] for r in rows], "pos": [r[1] for r in rows],
                         "comp": [r[2] if r[1] in ("adj", "adv") else "" for r in rows]})


def _cv(ch):
    return "V" if ch in _VOW else "C"


def _features(words, suffixes):
    w = pd.Series(list(words))
    X = pd.DataFrame({"length": w.str.len(),
                      "n_vowels": w.map(lambda s: sum(c in _VOW for c in s)),
                      "n_vowel_groups": w.map(lambda s: len(re.findall(r"[aeiou]+|(?<=[^aeiou])y", s)))})
    for s in suffixes:
        X[f"ends_{s}"] = w.str.endswith(s).astype(int)
    X["double_final"] = w.map(lambda s: int(len(s) > 1 and s[-1] == s[-2] and s[-1] not in _VOW))
    X["first_letter"] = w.str[0]
    X["last_letter"] = w.str[-1]
    X["final_cv"] = w.map(lambda s: _cv(s[-2]) + _cv(s[-1]) if len(s) > 1 else "C" + _cv(s[-1]))
    return X


def _decl(flags):
    return ([Numeric(f, 0, 1) for f in flags]
            + [Categorical("first_letter", _LETTERS), Categorical("last_letter", _LETTERS),
               Categorical("final_cv", ["CC", "CV", "VC", "VV"])])


_ADJ_SUF = ["y", "e", "le", "ed", "ic", "al", "ful", "ous", "ish", "ive", "ly", "er", "ant",
            "ent"]


def _adjectives(maxlen):
    d = _rows()
    ok = d.lemma.str.fullmatch(r"[a-z]+")
    a = d[(d.pos == "adj") & ok & (d.lemma.str.len() <= maxlen)].reset_index(drop=True)
    X = _features(a.lemma, _ADJ_SUF)
    for p in ("noun", "verb", "adv"):
        listed = set(d.lemma[d.pos == p])
        X[f"also_{p}"] = a.lemma.isin(listed).astype(int).values
    y = a.comp.map(lambda c: "inflected" if c else "periphrastic")
    flags = [f"ends_{s}" for s in _ADJ_SUF] + ["double_final", "also_noun", "also_verb",
                                                 "also_adv"]
    return X, y, _decl(flags), a.lemma.tolist()


def en_adj_comparison():
    X, y, decl, _ = _adjectives(6)
    return _finish("en_adj_comparison", X, y, declared=decl, source=_SRC,
                   what="Whether a short English adjective (<= 6 letters) takes -er / -est "
                        "(comparative listed) or not, from its spelling and its other parts "
                        "of speech.  Dropped: inflected forms, the lemma")


def en_adj_comparison5():
    X, y, decl, _ = _adjectives(5)
    return _finish("en_adj_comparison5", X, y, declared=decl, source=_SRC,
                   what="As en_adj_comparison, adjectives of at most 5 letters")


def _pos(classes):
    d = _rows()
    d = d[d.lemma.str.fullmatch(r"[a-z]+") & d.pos.isin(["noun", "adj", "verb", "adv"])]
    n = d.groupby("lemma").pos.nunique()
    d = d[d.lemma.isin(n.index[n == 1]) & d.pos.isin(classes)].reset_index(drop=True)
    X = _features(d.lemma, _SUFFIXES)
    flags = [f"ends_{s}" for s in _SUFFIXES] + ["double_final"]
    return X, d.pos, _decl(flags), d.lemma.tolist()


def en_lemma_pos():
    X, y, decl, _ = _pos(["noun", "adj", "verb", "adv"])
    return _finish("en_lemma_pos", X, y, declared=decl, source=_SRC,
                   what="An English lemma's part of speech (noun / adj / verb / adv; lemmas "
                        "listed under exactly one), from its spelling.  Dropped: inflected "
                        "forms, the lemma")


def en_lemma_pos3():
    X, y, decl, _ = _pos(["noun", "adj", "verb"])
    return _finish("en_lemma_pos3", X, y, declared=decl, source=_SRC,
                   what="As en_lemma_pos without adverbs (3 classes)")


def keys_of(name):
    """The lemmas of a table's rows, for repeat_probe.py."""
    if name.startswith("en_adj"):
        return _adjectives(6 if name == "en_adj_comparison" else 5)[3]
    return _pos(["noun", "adj", "verb", "adv"] if name == "en_lemma_pos"
                else ["noun", "adj", "verb"])[3]


LOADERS = {f.__name__: f for f in [en_adj_comparison, en_lemma_pos, en_adj_comparison5,
                                   en_lemma_pos3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=22, source_width=70)

"""Batch 139's tables: the Persian lexicon, from one wheel: hazm 0.10.0 (MIT; Roshan's Persian NLP
toolkit).  Its hazm/data/words.dat (193,750 lines "word<TAB>count<TAB>tags"; the package README
thanks the Virastyar project for the Persian word list) lists each word with a corpus count and,
for 35,716 of them, the comma-joined part-of-speech readings the lexicon allows (N noun, AJ
adjective, ADV adverb, NUM number, RES residual, PL plural, ...).  Only words with count > 0 and
a tag are used.

Candidates (targets, classes and columns fixed before the pre-check; README):
- fa_noun_adj_reading -- does a noun also carry an adjective reading: tags exactly "N"
  (11,662) or exactly "N,AJ" (7,001): 18,663 rows, 2 classes.
- fa_minor_tagsets -- which of four tag sets a word has: "N,AJ,ADV" (755), "N,RES" (431),
  "N,ADV" (150), "AJ,ADV" (135): 1,471 rows, 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- fa_adj_vs_num (for the first) -- "N,AJ" (7,001) or "N,NUM" (2,369): 9,370 rows.
- fa_minor_tagsets_b (for the second) -- "AJ" (1,015), "N,RES", "N,ADV", "AJ,ADV": 1,731 rows.
Columns (the same for all), from the word's spelling and count: numeric n_letters (characters
other than the zero-width non-joiner / space), n_parts (ZWNJ- or space-separated pieces),
log_count (log10 of the corpus count), n_alef (ا آ أ), n_vav (و), n_ye (ی ئ), n_he (ه);
categorical first, penult, last (the first, second-to-last and last letter: levels the 32
letters of the Persian alphabet plus آ, then "other"; "none" for a one-letter word's penult):
7 numeric, 3 categorical.  Dropped: the word itself (identifier), the tags (the target).
Numeric bounds by the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import math
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen139")
DAT = Path(BASE) / "ex" / "hazm" / "hazm" / "data" / "words.dat"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "hazm 0.10.0 wheel hazm/data/words.dat (Virastyar Persian word list, counts and POS tags)"

ZWNJ = "\u200c"
# the 32 letters of the Persian alphabet, and alef madda
ALPHABET = list("ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی") + ["آ"]
LEVELS = ALPHABET + ["other"]


@lru_cache(None)
def _raw():
    rows = []
    with open(DAT, encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 3 and parts[2] and int(parts[1]) > 0:
                rows.append((parts[0], int(parts[1]), parts[2]))
    return pd.DataFrame(rows, columns=["word", "count", "tags"])


def _letter(ch):
    return ch if ch in ALPHABET else "other"


def _features(words, counts):
    out = []
    for w, c in zip(words, counts):
        letters = [ch for ch in w if ch not in (ZWNJ, " ")]
        out.append({
            "n_letters": len(letters),
            "n_parts": len([p for p in w.replace(" ", ZWNJ).split(ZWNJ) if p]),
            "log_count": round(math.log10(c), 4),
            "n_alef": sum(ch in "اآأ" for ch in letters),
            "n_vav": sum(ch == "و" for ch in letters),
            "n_ye": sum(ch in "یئ" for ch in letters),
            "n_he": sum(ch == "ه" for ch in letters),
            "first": _letter(letters[0]),
            "penult": _letter(letters[-2]) if len(letters) > 1 else "none",
            "last": _letter(letters[-1]),
        })
    return pd.DataFrame(out)


_SETS = {"fa_noun_adj_reading": ["N", "N,AJ"],
         "fa_minor_tagsets": ["N,AJ,ADV", "N,RES", "N,ADV", "AJ,ADV"],
         "fa_adj_vs_num": ["N,AJ", "N,NUM"],
         "fa_minor_tagsets_b": ["AJ", "N,RES", "N,ADV", "AJ,ADV"]}


def _rows(name):
    d = _raw()
    return d[d.tags.isin(_SETS[name])].reset_index(drop=True)


def _make(name, what):
    d = _rows(name)
    X = _features(d.word, d["count"])
    decl = [Categorical("first", LEVELS), Categorical("last", LEVELS),
            Categorical("penult", LEVELS + ["none"])]
    return _finish(name, X, d.tags, declared=decl, source=_SRC,
                   what=what + "  Dropped: the word (identifier), its tags (the target)")


def fa_noun_adj_reading():
    return _make("fa_noun_adj_reading",
                 "Tags N or N,AJ: does a Persian noun also carry an adjective reading.")


def fa_minor_tagsets():
    return _make("fa_minor_tagsets", "Which of four POS tag sets a Persian word has.")


def fa_adj_vs_num():
    return _make("fa_adj_vs_num", "Tags N,AJ or N,NUM.")


def fa_minor_tagsets_b():
    return _make("fa_minor_tagsets_b", "Which of four POS tag sets (AJ alone in place of "
                 "N,AJ,ADV) a Persian word has.")


def keys_of(name):
    """Group key for repeat_probe.py (no model): the word's first ZWNJ/space-separated piece."""
    d = _rows(name)
    return [w.replace(" ", ZWNJ).split(ZWNJ)[0] for w in d.word]


LOADERS = {f.__name__: f for f in [fa_noun_adj_reading, fa_minor_tagsets,
                                   fa_adj_vs_num, fa_minor_tagsets_b]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

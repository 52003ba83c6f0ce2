"""Batch 107's tables: spelling dictionaries -- which language a common word belongs to, read
from its letters -- from one wheel: pyspellchecker 0.9.1 (MIT; "Pure python spell checker based
on work by Peter Norvig").  Its spellchecker/resources/<lang>.json.gz are word -> count frequency
lists the package's authors built from the OpenSubtitles2018 corpus (P. Lison and J. Tiedemann,
real film and TV subtitles; cleaned with per-language include / exclude lists).  Each row is one
word of one language's list; the columns describe the word's LETTERS only.

Candidates (fixed before the pre-check; README):
- spell_word_language -- the 4,000 most frequent words of each of 8 Latin-script lists (de, en,
  es, fr, it, lv, nl, pt), a word kept only if it is in exactly one of the 8 top-4,000 lists:
  8 classes.
- spell_es_pt -- Spanish or Portuguese: the 1,200 most frequent words of each list, a word kept
  only if it is in one of the two top-1,200 lists: 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- spell_word_language9 (for the first) -- as the first with Basque (eu) added, 3,000 words each.
- spell_nl_de (for the second) -- Dutch or German, as spell_es_pt.
Only words of letters (str.isalpha) of length >= 2 are used, lower-cased as the lists give them.

Columns (the same for every table): n_letters, n_vowels (a e i o u y, accented or not),
vowel_frac, n_nonascii (letters outside a-z), max_consonant_run, n_double (doubled letters),
count_<x> for each letter x of a-z (26 numeric columns), first and last (first / last letter,
categorical; a non-ASCII letter kept as itself).  Dropped: the word itself and its count (the
counts' scale is the corpus's size, which tells the language).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/pyspellchecker
(run_all.sh); nothing is installed or imported from it: the lists are read with gzip + json.
"""
from __future__ import annotations

import gzip
import json
import os as _os
import runpy
import string
import unicodedata
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen107")
RES = Path(BASE) / "ex" / "pyspellchecker" / "spellchecker" / "resources"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = "pyspellchecker 0.9.1 wheel spellchecker/resources/*.json.gz (OpenSubtitles2018 word lists)"
_VOW = set("aeiouy")


@lru_cache(None)
def _top(lang, n):
    """The n most frequent words (letters only, length >= 2) of a language's list."""
    d = json.load(gzip.open(RES / f"{lang}.json.gz", "rt", encoding="utf-8"))
    words = sorted((w for w in d if w.isalpha() and len(w) >= 2), key=lambda w: (-d[w], w))
    return tuple(words[:n])


def _base(ch):
    """The ASCII letter under an accented one ('é' -> 'e'); '' when there is none."""
    b = unicodedata.normalize("NFKD", ch)[0]
    return b if b in string.ascii_lowercase else ""


def _features(words):
    rows = []
    for w in words:
        r = {"n_letters": len(w)}
        nv = sum(_base(c) in _VOW for c in w)
        r["n_vowels"] = nv
        r["vowel_frac"] = round(nv / len(w), 4)
        r["n_nonascii"] = sum(c not in string.ascii_lowercase for c in w)
        run = best = 0
        for c in w:
            run = 0 if _base(c) in _VOW else run + 1
            best = max(best, run)
        r["max_consonant_run"] = best
        r["n_double"] = sum(a == b for a, b in zip(w, w[1:]))
        for x in string.ascii_lowercase:
            r[f"count_{x}"] = w.count(x)
        r["first"] = w[0]
        r["last"] = w[-1]
        rows.append(r)
    return pd.DataFrame(rows)


def _rows(langs, n):
    tops = {lg: _top(lg, n) for lg in langs}
    seen = pd.Series([w for lg in langs for w in tops[lg]]).value_counts()
    items = [(w, lg) for lg in langs for w in tops[lg] if seen[w] == 1]
    return [w for w, _ in items], [lg for _, lg in items]


def _table(name, langs, n, what):
    words, labels = _rows(langs, n)
    return _finish(name, _features(words), pd.Series(labels), what=what, source=_SRC)


_L8 = ("de", "en", "es", "fr", "it", "lv", "nl", "pt")


def spell_word_language():
    return _table("spell_word_language", _L8, 4000,
                  "The language (8 classes) of one of the 4,000 most frequent subtitle words of a "
                  "language, from its letters.  Dropped: the word and its count")


def spell_es_pt():
    return _table("spell_es_pt", ("es", "pt"), 1200,
                  "Whether a frequent subtitle word is Spanish or Portuguese, from its letters.  "
                  "Dropped: the word and its count")


def spell_word_language9():
    return _table("spell_word_language9", _L8 + ("eu",), 3000,
                  "The language (9 classes, Basque added) of a frequent subtitle word, from its "
                  "letters.  Dropped: the word and its count")


def spell_nl_de():
    return _table("spell_nl_de", ("nl", "de"), 1200,
                  "Whether a frequent subtitle word is Dutch or German, from its letters.  "
                  "Dropped: the word and its count")


def words_of(name):
    """The words (row order) of a table, for repeat_probe.py."""
    langs, n = {"spell_word_language": (_L8, 4000), "spell_es_pt": (("es", "pt"), 1200),
                "spell_word_language9": (_L8 + ("eu",), 3000),
                "spell_nl_de": (("nl", "de"), 1200)}[name]
    return _rows(langs, n)[0]


LOADERS = {f.__name__: f for f in [spell_word_language, spell_es_pt, spell_word_language9,
                                   spell_nl_de]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

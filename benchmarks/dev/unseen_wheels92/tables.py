"""Batch 92's tables: figures of speech in the Bible, from one pure-Python wheel:
bible-figures-of-speech 0.1.0 (Gloo / Sean Boisen; code MIT, data CC BY-SA 4.0, derived from
unfoldingWord's Translation Notes and translationAcademy).  Its data/figs_instances/ folder holds
one YAML file per Bible book (56 books): each entry one note of the Translation Notes marking a
figure of speech at a verse -- `ref` (book chapter:verse), `type_id` (one of 19 figure types of
translationAcademy's "Figures of Speech" section), `source_text` (Hebrew / Greek), `translation`
(the English gloss, ULT), `original_comment` (the note's prose) and `comments` (its parsed
readings, each with alternate translations).

Candidates (README: the pre-check's order):
- bible_figs_ot_type -- the figure type of an Old Testament note (metaphor, metonymy, idiom,
  rhetorical question, synecdoche, parallelism, other: 7 classes) from the book (29 levels), the
  first word of the English gloss (30 fixed words + other: 31 levels), chapter, verse, the
  lengths of the source text, gloss and note, the number of readings and alternate
  translations, whether the source text is discontinuous ('&') and how many figure notes the
  verse has: every note of the 29 Old Testament files (01-GEN ... 39-MAL), 17,859 rows.
- bible_figs_general_type -- the same question on the general epistles (58-HEB ... 65-JUD, 8
  books, 1,245 notes) with 4 classes (metaphor, metonymy, idiom, other); the many-level column is
  the gloss's first word (31 levels).
Reserves, each kept only if the table it stands for fails: bible_figs_nt_type (40-MAT ...
57-PHM, 7,497 notes, the first table's 7 classes; for the first) and bible_figs_rev_type
(66-REV, 572 notes, the second table's 4 classes; for the second).  No file is shared between a
table and the other table (or its reserve).

Not used as features: the texts themselves (the note's prose names the figure), the note id.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/bfos (see
run_all.sh); nothing is installed or imported from it: the YAML files are read here with PyYAML.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention (the loaded
range and levels treated as public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import pandas as pd
import yaml

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen92")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FI = EX / "bfos" / "bible_figures_of_speech" / "data" / "figs_instances"

# fixed before the pre-check: the 30 commonest first words of the gloss over all 56 files
_WORDS = ["and", "the", "to", "in", "from", "he", "i", "you", "a", "my", "they", "your", "but",
          "for", "all", "will", "his", "who", "what", "behold", "of", "with", "do", "then", "it",
          "like", "why", "is", "if", "how"]
_SEVEN = {"figs-metaphor": "metaphor", "figs-metonymy": "metonymy", "figs-idiom": "idiom",
          "figs-rquestion": "rquestion", "figs-synecdoche": "synecdoche",
          "figs-parallelism": "parallelism"}
_FOUR = {"figs-metaphor": "metaphor", "figs-metonymy": "metonymy", "figs-idiom": "idiom"}


def _read(lo, hi):
    rows = []
    for f in sorted(_FI.glob("*.yaml")):
        if lo <= int(f.name[:2]) <= hi:
            rows += yaml.load(f.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    return pd.DataFrame(rows)


def _nwords(s):
    return s.fillna("").astype(str).str.split().map(len)


def _first(s):
    w = s.fillna("").astype(str).map(
        lambda t: (re.findall(r"[a-z]+", t.lower()) or [""])[0])
    return w.where(w.isin(_WORDS), "other")


def _table(name, lo, hi, classes, what):
    d = _read(lo, hi)
    ref = d["ref"].str.extract(r"^(\S+) (\d+):(\d+)")
    cm = d["comments"].map(lambda c: c if isinstance(c, list) else [])
    X = pd.DataFrame({
        "book": ref[0],
        "first_word": _first(d["translation"]),
        "chapter": ref[1].astype(int),
        "verse": ref[2].astype(int),
        "source_words": _nwords(d["source_text"]),
        "source_chars": d["source_text"].fillna("").astype(str).str.len(),
        "source_gap": d["source_text"].fillna("").astype(str).str.contains("&").astype(int),
        "gloss_words": _nwords(d["translation"]),
        "gloss_chars": d["translation"].fillna("").astype(str).str.len(),
        "note_words": _nwords(d["original_comment"]),
        "n_readings": cm.map(len),
        "n_alternates": cm.map(lambda c: sum(len(x.get("alternate_translations") or [])
                                             for x in c)),
        "notes_in_verse": d.groupby("ref")["ref"].transform("size"),
    })
    y = d["type_id"].map(lambda t: classes.get(t, "other"))
    return _finish(name, X, y,
                   what=f"The figure-of-speech type of a Translation Notes entry ({what}) from "
                        "its book, the gloss's first word, chapter, verse, the lengths of the "
                        "source text, gloss and note, its readings and alternate translations "
                        "and the notes on its verse.  Dropped: the texts, the note id",
                   source="bible-figures-of-speech 0.1.0 wheel bible_figures_of_speech/data/"
                          f"figs_instances/ files {lo:02d}-{hi:02d} (unfoldingWord Translation "
                          "Notes, CC BY-SA 4.0)")


def bible_figs_ot_type():
    return _table("bible_figs_ot_type", 1, 39, _SEVEN, "7 classes; Old Testament")


def bible_figs_general_type():
    return _table("bible_figs_general_type", 58, 65, _FOUR, "4 classes; general epistles")


def bible_figs_nt_type():
    return _table("bible_figs_nt_type", 40, 57, _SEVEN, "7 classes; Gospels, Acts, Paul")


def bible_figs_rev_type():
    return _table("bible_figs_rev_type", 66, 66, _FOUR, "4 classes; Revelation")


LOADERS = {f.__name__: f for f in [bible_figs_ot_type, bible_figs_general_type,
                                   bible_figs_nt_type, bible_figs_rev_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

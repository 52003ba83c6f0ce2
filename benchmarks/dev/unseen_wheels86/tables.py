"""Batch 86's tables: the University of Michigan campus bus network's GTFS feed (Logistics,
Transportation & Parking, "Ann Arbor-University of Michigan Transit Services-MI", service
19 Dec 2021 - 30 Apr 2022) as shipped, as test data, in the source distribution of gtfs-segments
2.1.7 (`gtfs_segments-2.1.7/test/data/Ann Arbor-University of Michigan Transit
Services-MI/gtfs.zip`; gtfs-segments is MIT; the feed is the operator's public GTFS feed).

Candidates (README: the pre-check's order):
- umich_trip_route -- which route (family) a scheduled bus trip runs on: Bursley-Baits (BB),
  Northwood (NW), Wall Street-NIB (WS), Med Express (MX), North-East Shuttle (NE), Oxford Shuttle
  (OS), the commuter routes (Commuter North CN and Commuter South CS) or the express routes
  (Northwood Express NX, Diag-to-Diag Express DD, Wall Street Express WX, Crisler Express CSX)
  -- from the trip's timetable: its weekday pattern (Mon / Tue-Thu / Fri / Sat / Sun, the five
  weekly services of calendar.txt), direction, first departure and last arrival (seconds after
  midnight), running time, number of stops, length along the shape, mean speed, its first and
  last stop (stop ids, categorical) and its vehicle block (trips in the block, the trip's place
  in it, the block's span): 8 classes, the 5,027 trips of the weekly services on those 12 routes
  (the 38 "On Break" (BRK) trips dropped).
- umich_block_route -- which route (family, as above) a vehicle block of the break-period
  services mostly runs -- from the block: its service id (categorical: the 11 date-listed
  services of calendar_dates.txt), number of dates it runs, number of trips, first departure,
  last arrival, span, minutes in service, mean trip time, mean stops per trip, km along the
  shapes, share of trips in direction 1, number of routes, first stop (categorical): 8 classes,
  the 399 blocks of those services (block id x service).
The two tables share no trip: the first takes the trips of the five weekly services, the second
the blocks of the 11 date-listed (break and exam-period) services.
Dropped: trip, route, shape and block ids and names, the headsign (it names the route's
terminus), stop names.
Reserves, each kept only if the table it stands for fails: umich_trip_daytype (the same 5,027
trips: weekday (Mon-Fri) / Saturday / Sunday, from the same columns less the weekday pattern and
plus the route family; for the first) and umich_regular_block_route (the 300 blocks of the five
weekly services, the block columns above; for the second).

The sdist is downloaded into $UNSEEN_DIR/sdist and unpacked into $UNSEEN_DIR/ex/gtfs_segments
(see run_all.sh).  Nothing is installed, built or imported from the package: the zip's CSV
files are read here with pandas.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention (the
loaded range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
import zipfile
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen86")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_ZIP = (EX / "gtfs_segments" / "gtfs_segments-2.1.7" / "test" / "data"
        / "Ann Arbor-University of Michigan Transit Services-MI" / "gtfs.zip")
_SRC = ("gtfs-segments 2.1.7 sdist test/data/Ann Arbor-University of Michigan Transit "
        "Services-MI/gtfs.zip (University of Michigan campus buses' GTFS feed, {})")
_WEEKLY = {4: "fri", 7: "mon", 9: "sun", 10: "tue_thu", 11: "sat"}
_FAMILY = {"BB": "BB", "NW": "NW", "WS": "WS", "MX": "MX", "NE": "NE", "OS": "OS",
           "CN": "commuter", "CS": "commuter",
           "NX": "express", "DD": "express", "WX": "express", "CSX": "express"}


def _secs(s):
    h, m, x = s.str.split(":", expand=True).astype(int).T.values
    return h * 3600 + m * 60 + x


@lru_cache(maxsize=1)
def _feed():
    with zipfile.ZipFile(_ZIP) as z:
        trips = pd.read_csv(z.open("trips.txt"))
        st = pd.read_csv(z.open("stop_times.txt"), dtype={"stop_id": str})
        cd = pd.read_csv(z.open("calendar_dates.txt"))
    st["arr"] = _secs(st["arrival_time"])
    st["dep"] = _secs(st["departure_time"])
    st = st.sort_values(["trip_id", "stop_sequence"])
    g = st.groupby("trip_id")
    per = pd.DataFrame({
        "start_s": g["dep"].min(), "end_s": g["arr"].max(), "n_stops": g.size(),
        "length_m": g["shape_dist_traveled"].max(),
        "first_stop": g["stop_id"].first(), "last_stop": g["stop_id"].last()})
    per["run_min"] = (per["end_s"] - per["start_s"]) / 60
    per["speed_kmh"] = (per["length_m"] / 1000) / (per["run_min"] / 60).where(per["run_min"] > 0)
    t = trips.merge(per, left_on="trip_id", right_index=True, how="inner")
    t = t.sort_values(["service_id", "block_id", "start_s"])
    b = t.groupby(["service_id", "block_id"])
    t["block_trips"] = b["trip_id"].transform("size")
    t["block_pos"] = b.cumcount() + 1
    t["block_span_min"] = (b["end_s"].transform("max") - b["start_s"].transform("min")) / 60
    t["family"] = t["route_id"].map(_FAMILY)
    days = cd[cd["exception_type"] == 1].groupby("service_id").size()
    return t.reset_index(drop=True), days


_TRIP_COLS = ["direction_id", "start_s", "end_s", "run_min", "n_stops", "length_m",
              "speed_kmh", "first_stop", "last_stop", "block_trips", "block_pos",
              "block_span_min", "wheelchair_accessible", "bikes_allowed"]


def _weekly_trips():
    t, _ = _feed()
    t = t[t["service_id"].isin(list(_WEEKLY)) & t["family"].notna()].reset_index(drop=True)
    t["days"] = t["service_id"].map(_WEEKLY)
    return t


def _blocks(weekly):
    t, days = _feed()
    keep = t["service_id"].isin(list(_WEEKLY))
    t = t[keep if weekly else ~keep]
    t = t[t["route_id"].isin(list(_FAMILY))]
    g = t.groupby(["service_id", "block_id"])
    X = pd.DataFrame({
        "n_trips": g.size(), "first_dep_s": g["start_s"].min(), "last_arr_s": g["end_s"].max(),
        "service_min": g["run_min"].sum(), "mean_trip_min": g["run_min"].mean(),
        "mean_stops": g["n_stops"].mean(), "km": g["length_m"].sum() / 1000,
        "share_dir1": g["direction_id"].mean(), "n_routes": g["route_id"].nunique(),
        "first_stop": g["first_stop"].first()})
    X["span_min"] = (X["last_arr_s"] - X["first_dep_s"]) / 60
    y = g["family"].agg(lambda s: s.value_counts().index[0])
    svc = X.index.get_level_values(0)
    if not weekly:
        X.insert(0, "service", svc.astype(str))
        X.insert(1, "n_dates", svc.map(days).fillna(0).astype(float))
    else:
        X.insert(0, "days", svc.map(_WEEKLY))
    return X.reset_index(drop=True), y.reset_index(drop=True)


def umich_trip_route():
    t = _weekly_trips()
    X = t[["days"] + _TRIP_COLS].copy()
    what = ("Which route family a scheduled University of Michigan bus trip runs on (BB, NW, WS, "
            "MX, NE, OS, commuter, express), from its weekday pattern, direction, times, stops, "
            "length, first / last stop and vehicle block.  Dropped: ids, headsign")
    return _finish("umich_trip_route", X, t["family"], what=what,
                   source=_SRC.format("the five weekly services' trips"))


def umich_trip_daytype():
    t = _weekly_trips()
    X = t[["family"] + _TRIP_COLS].copy()
    y = t["days"].map({"mon": "weekday", "tue_thu": "weekday", "fri": "weekday",
                       "sat": "saturday", "sun": "sunday"})
    what = ("Whether a scheduled trip runs on weekdays, Saturdays or Sundays, from its route "
            "family and the trip columns of umich_trip_route.  Dropped: as umich_trip_route")
    return _finish("umich_trip_daytype", X, y, what=what,
                   source=_SRC.format("the five weekly services' trips"))


def umich_block_route():
    X, y = _blocks(weekly=False)
    what = ("Which route family a vehicle block of the break-period (date-listed) services mostly "
            "runs, from the block's service, dates, trips, times, km, directions, routes and "
            "first stop.  Dropped: ids, headsigns")
    return _finish("umich_block_route", X, y, what=what,
                   source=_SRC.format("the 11 date-listed services' blocks"))


def umich_regular_block_route():
    X, y = _blocks(weekly=True)
    what = ("Which route family a vehicle block of the five weekly services mostly runs, from the "
            "block columns of umich_block_route (weekday pattern instead of service).  Dropped: as "
            "umich_block_route")
    return _finish("umich_regular_block_route", X, y, what=what,
                   source=_SRC.format("the five weekly services' blocks"))


LOADERS = {f.__name__: f for f in [umich_trip_route, umich_block_route,
                                   umich_trip_daytype, umich_regular_block_route]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

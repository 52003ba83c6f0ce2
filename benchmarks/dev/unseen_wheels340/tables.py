"""Batch 340's tables, from one PyPI sdist (pyiem 1.28.1, downloaded with curl from the
registry's URL and sha256-checked, extracted with tar under UNSEEN_DIR/ex: nothing is installed,
nothing is imported from the package, no setup.py is run).
- pyiem (the Iowa Environmental Mesonet's library, MIT): data/product_examples/NCEI/
  DS3505_KAMW_2016.txt, NOAA NCEI Integrated Surface Data (DS3505 / ISD) records of station
  725472-94989, Ames Municipal Airport, Iowa (KAMW), 2016, shipped as its parser's example.
  Fixed-width ISD records: a mandatory section (date, time, report type, wind, ceiling,
  visibility, temperature, dew point, sea-level pressure), then "ADD" and additional groups
  (GD1..GD6 sky-cover summation per layer, MA1 altimeter / station pressure, AW present
  weather ...), then "REM" and the METAR text.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen340/CHOICE):
- isd_kamw2016_sky -- one row per routine hourly METAR (FM-15) with a GD group: the hour's
  total sky cover (the last GD group's state: CLR, FEW, SCT, BKN, OVC, VV) from the surface
  state (wind, visibility, temperature, dew point, pressures, hour, month).
Reserve, used only if the table fails the pre-check:
- isd_kamw2016_wx -- the same rows and columns; target: present weather from the first AW
  group (none / obscuration / liquid / frozen).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen340"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

ISD = BASE / "ex/pyiem/pyiem-1.28.1/data/product_examples/NCEI/DS3505_KAMW_2016.txt"
SRC = ("pyiem 1.28.1 sdist, data/product_examples/NCEI/DS3505_KAMW_2016.txt (NOAA NCEI ISD "
       "hourly surface observations, Ames Municipal Airport KAMW, Iowa, 2016)")
WHAT = ("  Columns: wind_dir_deg (missing when calm / variable), wind_speed_ms, visibility_m, "
        "temp_c, dewpoint_c, slp_hpa, altimeter_hpa, station_pressure_hpa, hour_utc, month "
        "(numeric; bounds by convention: full-data range treated as public).  Not used: the "
        "ceiling height and every GA/GD/GE/GF sky group (they restate the sky cover), the "
        "METAR text, present / past weather and precipitation groups, station ids, "
        "coordinates, elevation, the rest of the date, quality codes.")

_SKY = {"0": "CLR", "1": "FEW", "2": "SCT", "3": "BKN", "4": "OVC", "5": "VV_obscured"}


def _num(s, scale, missing):
    v = int(s)
    return np.nan if abs(v) == missing else v / scale


def _records():
    rows = []
    with open(ISD) as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line[41:46] != "FM-15":
                continue
            add = line[105:]
            add = add.split("REM")[0]
            wind_type = line[64]
            wdir = _num(line[60:63], 1, 999)
            if wind_type in ("C", "V"):
                wdir = np.nan
            ma = re.search(r"MA1(\d{5})(.)(\d{5})(.)", add)
            gd = re.findall(r"GD[1-6](\d)(\d\d)", add)
            aw = re.findall(r"AW[1-4](\d\d)", add)
            rows.append({
                "wind_dir_deg": wdir,
                "wind_speed_ms": _num(line[65:69], 10, 9999),
                "visibility_m": _num(line[78:84], 1, 999999),
                "temp_c": _num(line[87:92], 10, 9999),
                "dewpoint_c": _num(line[93:98], 10, 9999),
                "slp_hpa": _num(line[99:104], 10, 99999),
                "altimeter_hpa": _num(ma.group(1), 10, 99999) if ma else np.nan,
                "station_pressure_hpa": _num(ma.group(3), 10, 99999) if ma else np.nan,
                "hour_utc": float(line[23:25]),
                "month": float(line[19:21]),
                "_sky": gd[-1][0] if gd else None,
                "_aw": aw[0] if aw else None,
            })
    d = pd.DataFrame(rows)
    assert len(d) == 8783, len(d)
    d = d[d["_sky"].notna()].reset_index(drop=True)
    return d


def _wx(code):
    if code is None or (isinstance(code, float) and np.isnan(code)):
        return "none"
    c = int(code)
    if c < 40:
        return "obscuration"
    if 70 <= c <= 79 or 85 <= c <= 89:
        return "frozen"
    return "liquid"


COLS = ["wind_dir_deg", "wind_speed_ms", "visibility_m", "temp_c", "dewpoint_c", "slp_hpa",
        "altimeter_hpa", "station_pressure_hpa", "hour_utc", "month"]


def isd_kamw2016_sky():
    d = _records()
    y = d["_sky"].map(lambda s: _SKY.get(s, f"code{s}"))
    return _finish("isd_kamw2016_sky", d[COLS].copy(), y, source=SRC,
                   what="The hour's total sky cover (last GD group: CLR / FEW / SCT / BKN / "
                        "OVC / VV), from one routine hourly METAR of 2016." + WHAT)


def isd_kamw2016_wx():
    d = _records()
    y = d["_aw"].map(_wx)
    return _finish("isd_kamw2016_wx", d[COLS].copy(), y, source=SRC,
                   what="The hour's present weather (first AW group: none / obscuration / "
                        "liquid / frozen), from one routine hourly METAR of 2016." + WHAT)


LOADERS = {f.__name__: f for f in [isd_kamw2016_sky, isd_kamw2016_wx]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

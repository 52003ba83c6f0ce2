"""Batch 364's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- obp 0.4.1 (Open Bandit Pipeline, Apache-2.0, ZOZO Research / Saito, Aihara, Matsutani, Narita):
  obp/dataset/obd/{random,bts}/{all,men,women}/*.csv, the small sample (10,000 rows per file) of
  the Open Bandit Dataset the wheel bundles: logged fashion-item recommendation impressions from
  ZOZOTOWN (ZOZO, Inc.), a 7-day experiment in late November 2019 on three campaigns (all / men's /
  women's items), each run under a Uniform Random or a Bernoulli Thompson Sampling policy.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen364/CHOICE):
- obd_campaign_random -- the random-policy files of the three campaigns stacked: which campaign
  (all / men / women) an impression was logged in, from the four hashed user features.
Reserve, used only if the table fails the pre-check:
- obd_campaign_bts -- the same from the Bernoulli-TS policy files.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen364"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

OBD = BASE / "ex/obp/obp/dataset/obd"
SRC = ("obp 0.4.1 wheel, obp/dataset/obd/<policy>/<campaign>/<campaign>.csv (the Open Bandit "
       "Dataset's small sample: ZOZOTOWN logged recommendations, 24-30 Nov 2019; Saito et al. 2021)")
USER = ["user_feature_0", "user_feature_1", "user_feature_2", "user_feature_3"]
WHAT = ("  Columns: user_feature_0..3 (hashed user attributes, categorical, levels from the data: "
        "convention).  Not used: timestamp, item_id, propensity_score, user-item_affinity_* (their "
        "ranges / count differ by campaign, restating it), position (randomised), click (outcome).")


def _campaigns(policy):
    parts = []
    for c in ["all", "men", "women"]:
        d = pd.read_csv(OBD / policy / c / f"{c}.csv", index_col=0)
        assert len(d) == 10000, (policy, c, d.shape)
        d["campaign"] = c
        parts.append(d[USER + ["campaign"]])
    d = pd.concat(parts, ignore_index=True)
    return d[USER].astype(object), d["campaign"]


def obd_campaign_random():
    X, y = _campaigns("random")
    return _finish("obd_campaign_random", X, y, source=SRC,
                   what="Which campaign (all / men / women) a random-policy impression was "
                        "logged in, from the user's features." + WHAT)


def obd_campaign_bts():
    X, y = _campaigns("bts")
    return _finish("obd_campaign_bts", X, y, source=SRC,
                   what="Which campaign (all / men / women) a Bernoulli-TS-policy impression was "
                        "logged in, from the user's features." + WHAT)


LOADERS = {f.__name__: f for f in [obd_campaign_random, obd_campaign_bts]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

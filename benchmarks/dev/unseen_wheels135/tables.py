"""Batch 135's tables: the postings of India's Union Council of Ministers, from one wheel:
orgpedia-cabsec 0.0.12 (MIT; Orgpedia Foundation).  Its orgpedia_cabsec/data.zip holds the
Cabinet Secretariat's posting orders (1947-2024) read into data: data/tenures.csv (4,273 tenures:
a minister, a post -- ministry and rank -- and start / end dates) and data/orders.json (817 orders;
each order's lines say which posts a minister assumes, relinquishes or continues in).

Candidates (targets, classes and columns fixed before the pre-check; README):
- cabsec_first_rank -- the rank at which a minister entered the Council: each minister's first
  tenure (earliest start date; Prime Minister / Deputy Prime Minister firsts dropped): Cabinet
  Minister, Minister of State, Minister of State (Independent Charge), Deputy Minister; 4 classes.
- cabsec_assume_vs_relinquish -- whether an order line's post is one the minister ASSUMES or
  RELINQUISHES (one row per post named in an assumes / relinquishes list): 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- cabsec_rank_pre1980 (for the first) -- the rank of every tenure starting before 1980 (4 classes).
- cabsec_line_assumes (for the second) -- whether an order line assumes any post (one row a line).
Columns.  cabsec_first_rank / cabsec_rank_pre1980: ministry (categorical: the ministry of the post,
levels the ministries post_infos.json lists, plus "other"), start_year, start_month (numeric),
n_posts_same_day (posts the minister took up that day), order_size (tenures started by the same
order), formation (categorical yes / no: the starting order is a ministry's first order, as
ministries.json lists them).  Dropped: names and ids (identifiers), end date and order (after the
outcome), manager / reportee ids (they follow from the rank: restate the target).
cabsec_assume_vs_relinquish: role (categorical: the rank of the post), ministry, year, month,
salut (categorical: the salutation, grouped), order_lines (lines in the order), n_continues (posts
the line's minister keeps), post_len (characters of the post's text), formation.  Dropped: names,
ids, the other posts of the line and of the order (they count the target).
cabsec_line_assumes: salut, year, month, order_lines, n_continues, formation.
Bounds: the suite's convention (full-data range treated as public) for numeric columns; levels of
ministry (documentation list + other), role, formation declared.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import zipfile
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen135")
ZIP = Path(BASE) / "ex" / "cabsec" / "orgpedia_cabsec" / "data.zip"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "orgpedia-cabsec 0.0.12 wheel orgpedia_cabsec/data.zip (Cabinet Secretariat orders)"
RANKS = ["Cabinet Minister", "Minister of State", "Minister of State (Independent Charge)",
         "Deputy Minister"]
ROLES = RANKS + ["Prime Minister", "Deputy Prime Minister", "none"]


def _read(member):
    with zipfile.ZipFile(ZIP) as z, z.open(member) as fh:
        return fh.read()


@lru_cache(None)
def _tenures():
    import io
    return pd.read_csv(io.BytesIO(_read("data/tenures.csv")))


@lru_cache(None)
def _orders():
    return json.loads(_read("data/orders.json"))


@lru_cache(None)
def _ministries():
    p = json.loads(_read("data/post_infos.json"))
    return tuple(dict.fromkeys(m["name"] for m in p["dept"]["ministries"]))


@lru_cache(None)
def _first_orders():
    m = json.loads(_read("data/ministries.json"))
    return frozenset(x.get("first_order_id") for x in m["ministries"])


def _ministry(post_id):
    parts = str(post_id).split(">")
    name = parts[1] if len(parts) > 1 else ""
    return name if name in _ministries() else "other"


def _salut(s):
    s = (s or "").replace(" ", "").rstrip(".").lower()
    return {"shri": "Shri", "smt": "Smt", "shrimati": "Smt", "dr": "Dr", "prof": "Prof",
            "kumari": "Kumari", "ms": "Kumari", "sardar": "Sardar", "": "none"}.get(s, "other")


def _tenure_table(t):
    t = t.copy()
    d = pd.to_datetime(t.start_date)
    X = pd.DataFrame({"ministry": t.post_id.map(_ministry),
                      "start_year": d.dt.year, "start_month": d.dt.month})
    all_t = _tenures()
    same_day = all_t.groupby(["officer_id", "start_date"]).size()
    X["n_posts_same_day"] = [same_day[(o, s)] for o, s in zip(t.officer_id, t.start_date)]
    osz = all_t.groupby("start_order_id").size()
    X["order_size"] = t.start_order_id.map(osz).fillna(0).astype(int).values
    X["formation"] = t.start_order_id.isin(_first_orders()).map({True: "yes", False: "no"}).values
    return X


_DECL_T = lambda: [Categorical("ministry", list(_ministries()) + ["other"]),  # noqa: E731
                   Categorical("formation", ["no", "yes"])]


def cabsec_first_rank():
    t = _tenures().copy()
    t["_d"] = pd.to_datetime(t.start_date)
    t = t.sort_values(["officer_id", "_d", "tenure_idx"]).groupby("officer_id").head(1)
    t = t[t.role.isin(RANKS)].reset_index(drop=True)
    return _finish("cabsec_first_rank", _tenure_table(t), t.role, declared=_DECL_T(),
                   source=_SRC, what="The rank at which a minister entered the Council "
                   "(first tenure).  Dropped: names, ids, end date / order, manager / reportee ids")


def cabsec_rank_pre1980():
    t = _tenures()
    t = t[t.role.isin(RANKS) & (t.start_date < "1980")].reset_index(drop=True)
    return _finish("cabsec_rank_pre1980", _tenure_table(t), t.role, declared=_DECL_T(),
                   source=_SRC, what="The rank of a tenure starting before 1980.  Dropped: "
                   "names, ids, end date / order, manager / reportee ids")


@lru_cache(None)
def _lines():
    fo = _first_orders()
    rows = []
    for od in _orders():
        d = pd.Timestamp(od["date"])
        for ln in od["details"]:
            rows.append({"order_id": od["order_id"], "year": d.year, "month": d.month,
                         "order_lines": len(od["details"]),
                         "salut": _salut(ln["officer"].get("salut")),
                         "officer_id": ln["officer"].get("officer_id"),
                         "n_continues": len(ln["continues"] or []),
                         "formation": "yes" if od["order_id"] in fo else "no",
                         "assumes": ln["assumes"] or [], "relinquishes": ln["relinquishes"] or []})
    return rows


def cabsec_assume_vs_relinquish():
    rows = []
    for ln in _lines():
        for k in ("assumes", "relinquishes"):
            for p in ln[k]:
                role = (p.get("role_hpath") or ["", ""])[-1]
                rows.append({"role": role if role in ROLES else "none",
                             "ministry": _ministry(p.get("post_id")),
                             "year": ln["year"], "month": ln["month"],
                             "salut": ln["salut"], "order_lines": ln["order_lines"],
                             "n_continues": ln["n_continues"],
                             "post_len": len(p.get("post_str") or ""),
                             "formation": ln["formation"], "_y": k, "_o": ln["officer_id"],
                             "_order": ln["order_id"]})
    d = pd.DataFrame(rows)
    y = d.pop("_y")
    X = d.drop(columns=["_o", "_order"])
    decl = _DECL_T() + [Categorical("role", ROLES)]
    return _finish("cabsec_assume_vs_relinquish", X, y, declared=decl, source=_SRC,
                   what="Whether an order line's post is assumed or relinquished.  Dropped: "
                   "names, ids, the line's and order's other posts")


def cabsec_line_assumes():
    d = pd.DataFrame(_lines())
    y = d.assumes.map(lambda a: "assumes" if a else "no_assume")
    X = d[["salut", "year", "month", "order_lines", "n_continues", "formation"]]
    return _finish("cabsec_line_assumes", X, y, declared=[Categorical("formation", ["no", "yes"])],
                   source=_SRC, what="Whether an order line assumes any post.  Dropped: names, "
                   "ids, the line's posts")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's minister and its order."""
    if name == "cabsec_assume_vs_relinquish":
        rows = [(ln["officer_id"], ln["order_id"]) for ln in _lines()
                for k in ("assumes", "relinquishes") for _ in ln[k]]
        return [str(a) for a, _ in rows], [str(b) for _, b in rows]
    t = _tenures().copy()
    t["_d"] = pd.to_datetime(t.start_date)
    t = t.sort_values(["officer_id", "_d", "tenure_idx"]).groupby("officer_id").head(1)
    t = t[t.role.isin(RANKS)]
    return t.officer_id.astype(str).tolist(), t.start_order_id.astype(str).tolist()


LOADERS = {f.__name__: f for f in [cabsec_first_rank, cabsec_assume_vs_relinquish,
                                   cabsec_rank_pre1980, cabsec_line_assumes]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 251's tables, from one package of the npm registry (fetched with `npm pack
bangumi-data@0.3.208`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/bd: nothing is installed or run from the package):
- bangumi-data 0.3.208 ("Raw data for Anime", CC-BY-4.0, github.com/bangumi-data/bangumi-data):
  dist/data.json, {"siteMeta": {site: {title, urlTemplate, regions?, type: info|onair|resource}},
  "items": [one anime work each: title, titleTranslate, type (tv / web / movie / ova), lang,
  officialSite, begin, broadcast, end, comment, sites: [{site, id, ...}]]}.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen251/CHOICE):
- bangumi_type4 -- the work's `type` as the data gives it (tv / movie / ova / web), all items,
  from its begin date (year, month, hour in Japan time), its run (end - begin, days), the period
  of its `broadcast` field, lang, whether it has an official site, counts of translated titles,
  counts of listed sites by siteMeta type, and 12 sites' presence (0/1).
  Dropped: titles (they contain words that restate the type), comment, the official site's URL,
  every site id (tmdb ids start with movie/ or tv/), per-site begin / broadcast / regions.
Reserve, used only if the chosen table fails the pre-check:
- bangumi_tvweb2 -- the same columns, tv or web works only.
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen251")) / "ex" / "bd" / "package" / "dist"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "npm bangumi-data 0.3.208, dist/data.json (bangumi-data: anime works and their sites)"
SITES = ("tmdb", "anidb", "mal", "bilibili", "netflix", "nicovideo", "gamer", "abema", "unext",
         "prime", "dmhy", "mikan")
PERIODS = ("P7D", "P0D", "P1D")


def _when(s):
    """An ISO time string -> pandas Timestamp in Japan time (UTC+9), NaT when empty."""
    if not s:
        return pd.NaT
    return pd.Timestamp(s).tz_convert("UTC") + pd.Timedelta(hours=9)


@lru_cache(None)
def _items():
    d = json.loads((BASE / "data.json").read_text(encoding="utf-8"))
    kind = {k: v["type"] for k, v in d["siteMeta"].items()}
    rows, y = [], []
    for it in d["items"]:
        b, e = _when(it.get("begin")), _when(it.get("end"))
        m = re.search(r"/(P[0-9A-Z]+)$", it.get("broadcast") or "")
        per = "none" if m is None else (m.group(1) if m.group(1) in PERIODS else "other")
        tt = it.get("titleTranslate") or {}
        listed = [s["site"] for s in it["sites"]]
        r = {"begin_year": float(b.year) if b is not pd.NaT else None,
             "begin_month": float(b.month) if b is not pd.NaT else None,
             "begin_hour_jst": float(b.hour) if b is not pd.NaT else None,
             "run_days": ((e - b).total_seconds() / 86400.0
                          if b is not pd.NaT and e is not pd.NaT else None),
             "broadcast_period": per,
             "lang": it["lang"],
             "has_official_site": "1" if it.get("officialSite") else "0",
             "n_titles_zh_hans": float(len(tt.get("zh-Hans", []))),
             "n_titles_zh_hant": float(len(tt.get("zh-Hant", []))),
             "n_titles_en": float(len(tt.get("en", [])))}
        for t in ("info", "onair", "resource"):
            r[f"n_{t}_sites"] = float(sum(kind.get(s) == t for s in listed))
        for s in SITES:
            r[f"site_{s}"] = "1" if s in listed else "0"
        rows.append(r)
        y.append(it["type"])
    X = pd.DataFrame(rows)
    for c in ("begin_year", "begin_month", "begin_hour_jst", "run_days"):
        X[c] = X[c].astype(float)
    y = pd.Series(y)
    assert len(X) == 8483 and X.shape[1] == 25, X.shape
    return X, y


def bangumi_type4():
    X, y = _items()
    return _finish("bangumi_type4", X.copy(), y, source=SRC,
                   what="An anime work's type as the data gives it (tv / movie / ova / web) from "
                   "its begin date (year, month, hour, Japan time), run (end - begin, days), "
                   "broadcast period, lang, official site (0/1), translated-title counts, site "
                   "counts by kind and 12 sites' presence.  No titles, comments, URLs or site "
                   "ids.  Ranges and codes by convention.")


def bangumi_tvweb2():
    X, y = _items()
    keep = y.isin(["tv", "web"])
    return _finish("bangumi_tvweb2", X[keep].copy(), y[keep], source=SRC,
                   what="tv or web work, the same columns as bangumi_type4.  Ranges and codes "
                   "by convention.")


LOADERS = {f.__name__: f for f in [bangumi_type4, bangumi_tvweb2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

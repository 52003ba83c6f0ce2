"""Batch 279's table, from one npm package (`npm pack name-suggestion-index@8.0.20260918`, the
tarball checked against the registry's dist.integrity and extracted with tar under
UNSEEN_DIR/ex/nsi: nothing is installed or run from the package; the JSON is read with Python's
json module and pandas).
- name-suggestion-index 8.0.20260918 (BSD-3-Clause, osmlab/name-suggestion-index, "canonical
  features for OpenStreetMap, collected manually and via the NSI Collector planet scan";
  collectionDate 20250817): dist/json/nsi.json (49,797 items in 418 category files
  <tree>/<key>/<value>, each with a displayName, a locationSet, matchNames and OSM tags) and
  dist/wikidata/wikidata.json (each linked Wikidata item's logos, identities, websites).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen279/CHOICE):
- nsi_brand_key8 -- one row per brand of the brands/ tree (one per (Wikidata QID, key)): the
  OSM main key it is filed under (shop, amenity, office, advertising, tourism, leisure,
  man_made, healthcare: keys with >= 100 rows), from where it operates (locationSet), how many
  alternative names it has, the length / script of its name and its Wikidata web presence.
Reserve, used only if the table fails the pre-check:
- nsi_tree4 -- every item: its tree (brands / operators / transit / flags), the same columns.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen279"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PKG = BASE / "ex/nsi/package/dist"
SRC = ("name-suggestion-index 8.0.20260918 npm package, dist/json/nsi.json + "
       "dist/wikidata/wikidata.json (OpenStreetMap brand / operator index, Wikidata links)")
COUNTRIES = ["us", "de", "gb", "ca", "ru", "jp", "fr", "au", "es", "it", "nl", "pl", "cn",
             "in", "br"]
KEYS8 = ["shop", "amenity", "office", "advertising", "tourism", "leisure", "man_made",
         "healthcare"]
QID_TAGS = ("brand:wikidata", "operator:wikidata", "network:wikidata", "flag:wikidata",
            "subject:wikidata")
LOCAL_PREFIXES = ("name:", "brand:", "operator:", "network:")
WHAT = ("  Columns (all numeric, bounds by convention: full-data range treated as public): "
        "locationSet counts and flags (n_include, n_exclude, worldwide, n_m49, n_subnational, "
        "has_point, in_<15 countries>), n_matchnames, has_qid, n_local_names, name_len, "
        "name_words, name_nonascii, name_digit, Wikidata web presence (wd_n_identities, "
        "wd_has_logo, wd_n_websites, wd_has_locator, wd_dissolved).  Not used: names, ids, the "
        "category value, category-specific tags, the Wikidata label / description.")


def _load():
    nsi = json.loads((PKG / "json/nsi.json").read_text())["nsi"]
    wd = json.loads((PKG / "wikidata/wikidata.json").read_text())["wikidata"]
    assert sum(len(v["items"]) for v in nsi.values()) == 49797
    return nsi, wd


def _qid(tags):
    for t in QID_TAGS:
        if t in tags:
            return tags[t]
    return None


def _row(it, wd):
    loc = it.get("locationSet", {})
    inc, exc = loc.get("include", []), loc.get("exclude", [])
    incs = [x.lower() for x in inc if isinstance(x, str)]
    tags = it.get("tags", {})
    name = it.get("displayName", "")
    q = _qid(tags)
    w = wd.get(q, {}) if q else {}
    r = {
        "n_include": len(inc), "n_exclude": len(exc),
        "worldwide": int("001" in incs),
        "n_m49": sum(1 for x in incs if x.isdigit() and x != "001"),
        "n_subnational": sum(1 for x in incs if "-" in x or x.endswith(".geojson")),
        "has_point": int(any(not isinstance(x, str) for x in inc)),
    }
    for c in COUNTRIES:
        r[f"in_{c}"] = int(c in incs or (c == "fr" and "fx" in incs))
    r.update({
        "n_matchnames": len(it.get("matchNames", [])),
        "has_qid": int(q is not None),
        "n_local_names": sum(1 for t in tags if t.startswith(LOCAL_PREFIXES)
                             and t.split(":", 1)[1].isalpha() and len(t.split(":", 1)[1]) <= 3),
        "name_len": len(name), "name_words": len(name.split()),
        "name_nonascii": int(any(ord(ch) > 127 for ch in name)),
        "name_digit": int(any(ch.isdigit() for ch in name)),
        "wd_n_identities": len(w.get("identities", {})),
        "wd_has_logo": int(bool(w.get("logos"))),
        "wd_n_websites": len(w.get("officialWebsites", [])),
        "wd_has_locator": int(bool(w.get("locationInfoWebsites"))),
        "wd_dissolved": int(bool(w.get("dissolutions"))),
    })
    return r, q


def _table(tree_only=None, by="key"):
    nsi, wd = _load()
    rows, ys, seen = [], [], set()
    for path, v in nsi.items():
        tree, key = path.split("/")[:2]
        if tree_only and tree != tree_only:
            continue
        lab = key if by == "key" else tree
        for it in v["items"]:
            r, q = _row(it, wd)
            if q is not None:
                if (q, lab) in seen:
                    continue
                seen.add((q, lab))
            rows.append(r)
            ys.append(lab)
    X = pd.DataFrame(rows).astype(float)
    y = pd.Series(ys)
    return X, y


def nsi_brand_key8():
    X, y = _table(tree_only="brands", by="key")
    keep = y.isin(KEYS8).to_numpy()
    return _finish("nsi_brand_key8", X[keep], y[keep], source=SRC,
                   what="The OSM main key a brand is filed under (8 keys)." + WHAT)


def nsi_tree4():
    X, y = _table(by="tree")
    return _finish("nsi_tree4", X, y, source=SRC,
                   what="The NSI tree of an item (brands/operators/transit/flags)." + WHAT)


LOADERS = {f.__name__: f for f in [nsi_brand_key8, nsi_tree4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

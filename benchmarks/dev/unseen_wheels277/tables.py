"""Batch 277's tables, from one package of the npm registry (fetched with `npm pack
wappalyzer@6.10.66`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/wz: nothing is installed or run from the package):
- wappalyzer 6.10.66 (GPL-3.0, the last open-source release; github.com/wappalyzer/wappalyzer):
  technologies/{_,a..z}.json (3,920 web technologies: categories, the fingerprints Wappalyzer
  detects them by on live sites, pricing tags, SaaS / open-source flags, CPE, description,
  website) and categories.json (108 category names).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen277/CHOICE):
- wappalyzer_category15 -- a technology's category (the one it is filed under), technologies
  with exactly one category, in the 15 largest categories after dropping the platform-bound
  ones (WordPress themes, WordPress plugins, Shopify apps), from counts of fingerprint patterns
  by type, implies / excludes counts, version-extracting patterns, description length, pricing
  tags, SaaS / open-source / CPE flags and the website's top-level domain.
  Dropped: the name, the description text, the URL (but its TLD), the icon, the pattern strings,
  requires / requiresCategory (the platform a technology extends), implies targets.
Reserve, used only if the chosen table fails the pre-check:
- wappalyzer_category8 -- the same for the 8 largest of those categories.
"""
from __future__ import annotations

import glob
import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlparse

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen277")) / "ex" / "wz" / "package"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "npm wappalyzer 6.10.66, technologies/*.json and categories.json (Wappalyzer)"
PATTERN_KEYS = ["scriptSrc", "js", "dom", "headers", "meta", "html", "cookies", "xhr", "dns",
                "url", "text", "scripts", "css"]
PRICES = ["low", "mid", "high", "freemium", "onetime", "recurring", "poa", "payg"]
PLATFORM = {"WordPress themes", "WordPress plugins", "Shopify apps"}
TLDS = {"com", "io", "org", "net", "de", "ru", "co"}


def _count(v):
    if v is None:
        return 0
    if isinstance(v, (list, dict)):
        return len(v)
    return 1


def _strings(v):
    """Every pattern string under a fingerprint value (str, list, dict, nested)."""
    if isinstance(v, str):
        yield v
    elif isinstance(v, list):
        for x in v:
            yield from _strings(x)
    elif isinstance(v, dict):
        for k, x in v.items():
            yield from _strings(x)


def _tld(url):
    host = urlparse(url or "").hostname or ""
    t = host.rsplit(".", 1)[-1] if "." in host else ""
    return t if t in TLDS else "other"


def _flag(v):
    return "missing" if v is None else ("true" if v else "false")


@lru_cache(None)
def _all():
    tech = {}
    for f in sorted(glob.glob(str(BASE / "technologies" / "*.json"))):
        with open(f, encoding="utf-8") as fh:
            tech.update(json.load(fh))
    with open(BASE / "categories.json", encoding="utf-8") as fh:
        cats = json.load(fh)
    assert len(tech) == 3920 and len(cats) == 108, (len(tech), len(cats))
    rows, y = [], []
    for name, v in tech.items():
        if len(v.get("cats", [])) != 1:
            continue
        cat = cats[str(v["cats"][0])]["name"]
        if cat in PLATFORM:
            continue
        r = {"n_" + k.lower(): float(_count(v.get(k))) for k in PATTERN_KEYS}
        r["n_implies"] = float(_count(v.get("implies")))
        r["n_excludes"] = float(_count(v.get("excludes")))
        r["n_version_patterns"] = float(sum("\\;version:" in s for k in PATTERN_KEYS
                                            for s in _strings(v.get(k))))
        r["desc_words"] = float(len((v.get("description") or "").split()))
        r["saas"] = _flag(v.get("saas"))
        r["oss"] = _flag(v.get("oss"))
        r["has_cpe"] = "1" if v.get("cpe") else "0"
        pr = set(v.get("pricing", []))
        for p in PRICES:
            r["price_" + p] = "1" if p in pr else "0"
        r["website_tld"] = _tld(v.get("website"))
        rows.append(r)
        y.append(cat)
    return pd.DataFrame(rows), pd.Series(y)


def _top(k):
    X, y = _all()
    keep = y.isin(y.value_counts().index[:k])
    return X[keep].reset_index(drop=True), y[keep].reset_index(drop=True)


def wappalyzer_category15():
    X, y = _top(15)
    assert len(X) == 1659 and y.nunique() == 15, (len(X), y.nunique())
    return _finish("wappalyzer_category15", X.copy(), y, source=SRC,
                   what="A web technology's Wappalyzer category (15 largest, one-category "
                   "technologies, platform-bound WordPress/Shopify categories dropped) from counts "
                   "of fingerprint patterns by type, implies/excludes counts, version patterns, "
                   "description length, pricing tags, SaaS/OSS/CPE flags and website TLD.  No "
                   "name, text, URL or requires.  Ranges and codes by convention.")


def wappalyzer_category8():
    X, y = _top(8)
    return _finish("wappalyzer_category8", X.copy(), y, source=SRC,
                   what="As wappalyzer_category15, the 8 largest categories.  Ranges and codes by "
                   "convention.")


LOADERS = {f.__name__: f for f in [wappalyzer_category15, wappalyzer_category8]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

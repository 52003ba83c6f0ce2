"""Batch 162's tables: Italian civil administration, from one wheel: python-codicefiscale 0.12.1
(MIT; Fabio Caccamo's Italian fiscal-code library).  Its codicefiscale/data/municipalities.json
(19,373 records) is the ANPR archive of Italian municipalities since 1861 as the package bundles
it: one record a municipality under one name and province for a span of dates, with its
Belfiore (cadastral) code, validity dates, an alternative-language name (German, Ladin, French,
Slovene) where it has one, and an "active" flag.

Candidates (targets, classes and columns fixed before the pre-check; README):
- it_sardinia_province -- which of Sardinia's four historical provinces (Cagliari CA, Sassari SS,
  Nuoro NU, Oristano OR) a record belongs to: 1,033 rows, 4 classes.
- it_municipality_active -- is a municipality record still active (True) or ceased (False):
  all 19,373 records, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- it_fvg_province (for the first) -- which Friuli-Venezia Giulia province (Udine UD, Gorizia GO,
  Trieste TS, Pordenone PN) a record belongs to, 4 classes.
- it_active_noprov (for the second) -- the second table without the province column.
Columns: numeric created_year, created_month, created_day (date_created), code_num (the number
of the Belfiore code), name_len (characters), name_words, alt_len (characters of the
alternative-language name, 0 when none), n_slugs (name variants listed); categorical
code_letter (the Belfiore code's letter; A-Z as the code's scheme allows; code_letter and
code_num missing for the 28 records whose code is "ND", none defined), and for the first
table active (no / yes), first (first letter of the name), end2 (last two letters of the name
if among the 25 commonest endings of the whole file, else "other": a data-derived level list),
for the second province (117 provinces, data-derived).  Dropped: name, name_trans, name_alt,
name_slugs (identifiers; only counted / measured), date_deleted (restates active / is
post-outcome), province in the first table (the target).  Levels of active and code_letter
declared; the rest by the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import string
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen162")
JSON = Path(BASE) / "ex" / "codicefiscale" / "codicefiscale" / "data" / "municipalities.json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("python-codicefiscale 0.12.1 wheel codicefiscale/data/municipalities.json "
        "(ANPR archive of Italian municipalities)")


@lru_cache(None)
def _raw():
    with open(JSON, encoding="utf-8") as fh:
        return pd.DataFrame(json.load(fh))


@lru_cache(None)
def _ends():
    e = _raw().name.str.lower().str[-2:]
    return tuple(e.value_counts().index[:25])


def _cols(d):
    dt = pd.to_datetime(d.date_created.str[:10])
    ok = d.code.str.fullmatch(r"[A-Z][0-9]{3}")  # 28 records carry "ND" (no code): missing
    X = pd.DataFrame({"created_year": dt.dt.year, "created_month": dt.dt.month,
                      "created_day": dt.dt.day,
                      "code_letter": d.code.where(ok).str[0],
                      "code_num": pd.to_numeric(d.code.where(ok).str[1:]),
                      "name_len": d.name.str.len(),
                      "name_words": d.name.str.split().str.len(),
                      "alt_len": d.name_alt.str.len(),
                      "n_slugs": d.name_slugs.str.len()})
    return X


def _decl():
    return [Categorical("code_letter", list(string.ascii_uppercase))]


def _province(name, provs, what):
    d = _raw()
    d = d[d.province.isin(provs)].reset_index(drop=True)
    X = _cols(d)
    low = d.name.str.lower()
    X["active"] = d.active.map({True: "yes", False: "no"})
    X["first"] = low.str[0]
    e = low.str[-2:]
    X["end2"] = e.where(e.isin(set(_ends())), "other")
    decl = _decl() + [Categorical("active", ["no", "yes"])]
    return _finish(name, X, d.province, declared=decl, source=_SRC,
                   what=what + "  Dropped: names, slugs, date_deleted, province (target)")


def _active(name, with_prov, what):
    d = _raw()
    X = _cols(d)
    if with_prov:
        X["province"] = d.province
    y = d.active.map({True: "active", False: "ceased"})
    return _finish(name, X, y, declared=_decl(), source=_SRC,
                   what=what + "  Dropped: names, slugs, date_deleted, active (target)")


def it_sardinia_province():
    return _province("it_sardinia_province", ["CA", "SS", "NU", "OR"],
                     "Which of Sardinia's four historical provinces a municipality record is in.")


def it_municipality_active():
    return _active("it_municipality_active", True,
                   "Is an Italian municipality record still active or ceased.")


def it_fvg_province():
    return _province("it_fvg_province", ["UD", "GO", "TS", "PN"],
                     "Which Friuli-Venezia Giulia province a municipality record is in.")


def it_active_noprov():
    return _active("it_active_noprov", False,
                   "Is a municipality record still active or ceased (no province column).")


_ROWS = {"it_sardinia_province": ["CA", "SS", "NU", "OR"],
         "it_fvg_province": ["UD", "GO", "TS", "PN"]}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each record's Belfiore code (the successive
    records of one municipality share it)."""
    d = _raw()
    if name in _ROWS:
        d = d[d.province.isin(_ROWS[name])]
    return d.code.tolist()


LOADERS = {f.__name__: f for f in [it_sardinia_province, it_municipality_active,
                                   it_fvg_province, it_active_noprov]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

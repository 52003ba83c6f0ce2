"""Batch 143's tables: Nigerian electoral geography, from one wheel: naija-data 1.0.0 (code MIT,
data CC-BY-4.0; "Accurate, sourced Nigerian reference data").  Its naija_data/_data/*.json list
the 36 states + FCT (geopolitical zone), the 774 Local Government Areas (LGA: state, senatorial
district, a point lat / lon), the 8,809 INEC registration-area wards (LGA, senatorial district,
federal and state constituency) and INEC's 109 senatorial districts, 360 federal and 990 state
constituencies (the LGAs each covers); sources named per record (INEC CVR / IReV, OCHA COD-AB,
the 1999 Constitution, ...).

Candidates (targets, classes and columns fixed before the pre-check; README):
- ng_nw_ward_state -- which of the seven North-West states a ward lies in (Jigawa, Kaduna, Kano,
  Katsina, Kebbi, Sokoto, Zamfara): 2,003 wards, 7 classes.
- ng_constituency_kind -- whether an INEC constituency is a federal (House of Representatives,
  360) or a state (State House of Assembly, 990) constituency: 1,350 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- ng_north_ward_state (for the first) -- the wards of the 13 North-West and North-East states:
  3,213 wards, 13 classes.
- ng_sd_vs_fc (for the second) -- senatorial district (109) or federal constituency (360): 469 rows.
Columns of the ward tables: numeric lga_lat, lga_lon (the ward's LGA's point), lga_n_wards,
fc_n_wards, fc_n_lgas (wards / LGAs of its federal constituency), sc_n_wards (wards of its state
constituency), ward_no (its number within its LGA, the last part of its INEC code), name_len,
name_words; categorical name_compound ("/" in the name), name_numeral (the name ends in a Roman
numeral or a digit), first (first letter, a leading apostrophe skipped).  Dropped: the ward's codes (its INEC code, LGA, state,
district and constituency codes: identifiers that name the state), its name, slug, aliases and
unverified-field list.
Columns of the constituency tables: numeric n_lgas, n_wards (the wards INEC assigns to it), lat,
lon (mean of its LGAs' points), state_n_lgas, state_n_wards, ward_share (n_wards / state_n_wards),
name_len, name_words; categorical name_compound, name_numeral.  Dropped: kind (the target), codes,
INEC code (its prefix SD / FC / SC restates the target), name, slug, aliases, sources, state.
Bounds: the suite's convention (full-data range treated as public); levels of the no / yes flags
and of `first` (A-Z) declared.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/naija (run_all.sh);
nothing is installed or imported from it: the JSON files are read with json.
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import string
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen143")
DATA = Path(BASE) / "ex" / "naija" / "naija_data" / "_data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "naija-data 1.0.0 wheel naija_data/_data/*.json (INEC wards and constituencies, LGAs)"
_NUM = re.compile(r"(?:\b[IVX]+|\d+)\s*$")
_YN = ["no", "yes"]
_NW = ["JI", "KD", "KN", "KT", "KE", "SO", "ZA"]
_NE = ["AD", "BA", "BO", "GO", "TA", "YO"]


def _json(name):
    with open(DATA / f"{name}.json", encoding="utf-8") as fh:
        return json.load(fh)


@lru_cache(None)
def _all():
    states = pd.DataFrame(_json("states"))
    lgas = pd.DataFrame(_json("lgas")).set_index("code")
    w = _json("wards")
    wards = pd.DataFrame(w["rows"], columns=w["fields"])
    cons = pd.DataFrame(_json("constituencies"))
    return states, lgas, wards, cons


def _names(s, p=""):
    s = s.fillna("").astype(str)
    return pd.DataFrame({p + "name_len": s.str.len(),
                         p + "name_words": s.str.split().str.len(),
                         p + "name_compound": np.where(s.str.contains("/"), "yes", "no"),
                         p + "name_numeral": np.where(s.str.contains(_NUM), "yes", "no")})


def _ward_table(name, codes, what):
    states, lgas, wards, cons = _all()
    n_lga = cons.set_index("code").lga_codes.map(len)
    d = wards[wards.state_code.isin(codes)].reset_index(drop=True)
    X = pd.DataFrame({"lga_lat": d.lga_code.map(lgas.lat).astype(float),
                      "lga_lon": d.lga_code.map(lgas.lon).astype(float),
                      "lga_n_wards": d.lga_code.map(wards.lga_code.value_counts()),
                      "fc_n_wards": d.federal_constituency.map(
                          wards.federal_constituency.value_counts()),
                      "fc_n_lgas": d.federal_constituency.map(n_lga),
                      "sc_n_wards": d.state_constituency.map(
                          wards.state_constituency.value_counts()),
                      "ward_no": d.code.str.split("-").str[-1].astype(int)})
    X = pd.concat([X, _names(d.name)], axis=1)
    # first letter; a leading apostrophe (Hausa 'Y, as in "'Yan Dalla") is skipped
    X["first"] = d.name.str.strip().str.replace(r"^[^A-Za-z]+", "", regex=True).str[0].str.upper()
    y = d.state_code.map(states.set_index("code").name)
    decl = [Categorical("name_compound", _YN), Categorical("name_numeral", _YN),
            Categorical("first", list(string.ascii_uppercase))]
    return _finish(name, X, y, declared=decl, source=_SRC,
                   what=what + "  Dropped: ward, LGA, state, district and constituency codes, "
                   "name, slug, aliases")


def ng_nw_ward_state():
    return _ward_table("ng_nw_ward_state", _NW, "Which North-West state a ward lies in.")


def ng_north_ward_state():
    return _ward_table("ng_north_ward_state", _NW + _NE,
                       "Which North-West or North-East state a ward lies in.")


def _cons_table(name, kinds, what):
    states, lgas, wards, cons = _all()
    d = cons[cons.kind.isin(kinds)].reset_index(drop=True)
    col = {"senatorial_district": "senatorial_district",
           "federal_constituency": "federal_constituency",
           "state_constituency": "state_constituency"}
    nw = pd.concat([wards[c].value_counts() for c in col.values()])
    st_lga = lgas.state_code.value_counts()
    st_w = wards.state_code.value_counts()
    X = pd.DataFrame({"n_lgas": d.lga_codes.map(len),
                      "n_wards": d.code.map(nw),
                      "lat": d.lga_codes.map(lambda c: float(lgas.lat.reindex(c).mean())),
                      "lon": d.lga_codes.map(lambda c: float(lgas.lon.reindex(c).mean())),
                      "state_n_lgas": d.state_code.map(st_lga),
                      "state_n_wards": d.state_code.map(st_w)})
    X["ward_share"] = (X.n_wards / X.state_n_wards).round(5)
    X = pd.concat([X, _names(d.name)], axis=1)
    decl = [Categorical("name_compound", _YN), Categorical("name_numeral", _YN)]
    return _finish(name, X, d.kind, declared=decl, source=_SRC,
                   what=what + "  Dropped: kind (target), codes, INEC code, name, slug, aliases, "
                   "sources, state")


def ng_constituency_kind():
    return _cons_table("ng_constituency_kind", ["federal_constituency", "state_constituency"],
                       "Federal (House of Representatives) or state (House of Assembly) constituency.")


def ng_sd_vs_fc():
    return _cons_table("ng_sd_vs_fc", ["senatorial_district", "federal_constituency"],
                       "Senatorial district or federal constituency.")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each ward's LGA and federal constituency."""
    states, lgas, wards, cons = _all()
    codes = {"ng_nw_ward_state": _NW, "ng_north_ward_state": _NW + _NE}[name]
    d = wards[wards.state_code.isin(codes)]
    return d.lga_code.tolist(), d.federal_constituency.astype(str).tolist()


LOADERS = {f.__name__: f for f in [ng_nw_ward_state, ng_constituency_kind,
                                   ng_north_ward_state, ng_sd_vs_fc]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

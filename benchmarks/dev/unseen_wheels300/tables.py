"""Batch 300's tables, from one Debian bookworm package (`apt-get download` of the pinned version,
md5 checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed or run).
- foomatic-db 20230202-1 (OpenPrinting printer support - database; GPL-2+ / MIT, the
  Linux Foundation's OpenPrinting project): usr/share/foomatic/db/source/printer/*.xml, one XML
  file per printer model (5,968): make, model, <mechanism> (print technology, colour,
  resolution, margins), <lang> (page description languages it understands), <functionality>
  (how well it works with free software: A perfectly, B mostly, D partially, F paperweight),
  <drivers>, <autodetect> (IEEE 1284 / USB / SNMP device-ID records), comments, URL.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen300/CHOICE):
- foomatic_mechanism -- the printer's print technology as its <mechanism> names it (laser,
  inkjet, led, dotmatrix, sublimation, transfer: every technology with >= 10 printers; the 3
  "impact" printers and entries naming no technology are dropped), from its colour flag,
  maximum resolution, page description languages, functionality grade, number of drivers and
  which autodetect records it has.
Reserve, used only if the table fails the pre-check:
- foomatic_color -- colour or monochrome, the same rows, the same columns without `color` and
  with the print technology as a categorical column.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen300"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PRINTERS = BASE / "ex/usr/share/foomatic/db/source/printer"
SRC = ("Debian foomatic-db 20230202-1, usr/share/foomatic/db/source/printer/*.xml (OpenPrinting "
       "printer database, one entry per printer model)")
TECH = ("laser", "inkjet", "led", "dotmatrix", "sublimation", "transfer")
LANGS = ("pjl", "text", "proprietary", "escp", "hpgl2", "tiff", "pdf")
WHAT = ("  Columns: dpi_x, dpi_y (the entry's maximum resolution, numeric, missing when not "
        "given; bounds by convention: full-data range treated as public); ps_level, pcl_level "
        "(PostScript / PCL level: the highest level digit the entry gives, 'none' when the "
        "language is not listed, 'unspecified' when listed without a level; categorical); pjl, text, proprietary, "
        "escp, hpgl2, tiff, pdf (0/1: the language is listed); functionality (A/B/D/F, "
        "categorical); n_drivers (number of drivers listed); ad_general, ad_parallel, ad_usb, "
        "ad_snmp (0/1: an autodetect record of that kind); margins (0/1: margins given).  Not "
        "used: make (small brands carry one technology each), model, driver names, comments, "
        "device-ID strings, URLs (identifiers or text that names the technology).")


def _level(e):
    """'none' when the language is not listed; else the highest level digit the entry gives
    ("5e" -> "5", "5e, 6" -> "6", "III+" -> "3"), 'unspecified' when it gives none."""
    if e is None:
        return "none"
    v = e.get("level", "").strip()
    digits = [int(ch) for ch in v if ch.isdigit()]
    if digits:
        return str(max(digits))
    if v.upper().startswith("III"):
        return "3"
    if v.upper() == "I":
        return "1"
    return "unspecified"


def _printers():
    rows = []
    files = sorted(PRINTERS.glob("*.xml"))
    assert len(files) == 5968, len(files)
    for f in files:
        r = ET.parse(f).getroot()
        m = r.find("mechanism")
        techs = [] if m is None else [c.tag for c in m if c.tag in TECH + ("impact",)]
        if len(techs) != 1 or techs[0] not in TECH:
            continue
        d = m.find("resolution/dpi")
        lang = r.find("lang")
        lg = {} if lang is None else {c.tag: c for c in lang}
        ad = r.find("autodetect")
        adk = set() if ad is None else {c.tag for c in ad}
        drv = r.find("drivers")
        row = {
            "tech": techs[0],
            "color": int(m.find("color") is not None),
            "dpi_x": float(d.findtext("x")) if d is not None and d.findtext("x") else None,
            "dpi_y": float(d.findtext("y")) if d is not None and d.findtext("y") else None,
            "ps_level": _level(lg.get("postscript")),
            "pcl_level": _level(lg.get("pcl")),
        }
        for k in LANGS:
            row[k] = int(k in lg)
        row["functionality"] = (r.findtext("functionality") or "").strip()
        row["n_drivers"] = float(0 if drv is None else len(drv.findall("driver")))
        for k in ("general", "parallel", "usb", "snmp"):
            row["ad_" + k] = int(k in adk)
        row["margins"] = int(m.find("margins") is not None)
        rows.append(row)
    d = pd.DataFrame(rows)
    for c in ("dpi_x", "dpi_y", "n_drivers"):
        d[c] = d[c].astype(float)
    for c in ("color",) + LANGS + ("ad_general", "ad_parallel", "ad_usb", "ad_snmp", "margins"):
        d[c] = d[c].astype(int)
    return d


def foomatic_mechanism():
    d = _printers()
    y = d.pop("tech")
    return _finish("foomatic_mechanism", d, y, source=SRC,
                   what="A printer model's print technology (OpenPrinting <mechanism>); "
                        "color (0/1) is a column." + WHAT)


def foomatic_color():
    d = _printers()
    y = d.pop("color").map({0: "mono", 1: "color"})
    return _finish("foomatic_color", d, y, source=SRC,
                   what="A printer model's colour capability (OpenPrinting <color/>); tech "
                        "(the print technology) is a categorical column." + WHAT)


LOADERS = {f.__name__: f for f in [foomatic_mechanism, foomatic_color]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

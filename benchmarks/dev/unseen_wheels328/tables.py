"""Batch 328's table, from one Debian bookworm package (`apt-get download qlcplus-data=4.12.6-1`,
md5 checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed or run).
- qlcplus-data 4.12.6-1 (Q Light Controller Plus, Apache-2.0): usr/share/qlcplus/fixtures/
  <Manufacturer>/*.qxf, the fixture library: one XML definition per DMX stage-lighting product
  (1,358 files, 130 manufacturers), each with its manufacturer, model, type, DMX channels and modes
  and a <Physical> block (bulb, dimensions, weight, lens, pan / tilt range, power, connector).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen328/CHOICE):
- qlc_fixture_type -- the fixture's <Type> (13 classes) from its physical data and its channel
  make-up.  Not used: Manufacturer, Model (identifiers), Creator / Author, capability text, and the
  Focus type (Head / Mirror is the definition of Moving Head / Scanner: it restates the target).
Reserve, used only if the table fails the pre-check:
- qlc_fixture_type6 -- the same restricted to the six largest types.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen328"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

FIX = BASE / "ex/usr/share/qlcplus/fixtures"
NS = "{http://www.qlcplus.org/FixtureDefinition}"
SRC = ("qlcplus-data 4.12.6-1 (Debian bookworm), usr/share/qlcplus/fixtures/*/*.qxf "
       "(Q Light Controller Plus fixture library: DMX stage-lighting products)")
WHAT = ("  Columns: the fixture-level <Physical> values (weight kg, width / height / depth mm, power W, "
        "lumens, colour temperature, lens degrees min / max, pan / tilt max degrees; 0 where the file "
        "leaves them unfilled), bulb / lens / DMX-connector (categorical), and channel counts (all, per "
        "mode, heads, per function group, fine channels).  Bounds by convention (full-data range "
        "treated as public).  Not used: manufacturer, model, author, focus type (restates the target).")

GROUPS = ["intensity", "colour_mix", "colour", "gobo", "pan", "tilt", "shutter", "speed", "prism",
          "beam", "effect", "maintenance", "nothing"]
MIXCOL = ("Red", "Green", "Blue", "Cyan", "Magenta", "Yellow", "Amber", "White", "UV", "Lime",
          "Indigo")


def _group_of(ch):
    """(group, fine) of one <Channel> definition, from its <Group> or its Preset attribute."""
    g = ch.find(NS + "Group")
    if g is not None:
        name = (g.text or "").strip().lower()
        fine = g.get("Byte") == "1"
        if name == "intensity" and (ch.find(NS + "Colour") is not None and
                                    (ch.find(NS + "Colour").text or "") not in ("", "Generic")):
            return "colour_mix", fine
        return ({"colour": "colour"}.get(name, name) if name in GROUPS else "other"), fine
    p = ch.get("Preset") or ""
    fine = p.endswith("Fine")
    if p.startswith("Intensity"):
        rest = p[len("Intensity"):].replace("Fine", "")
        return ("colour_mix" if rest in MIXCOL else "intensity"), fine
    if p.startswith("Position"):
        return ("pan" if ("Pan" in p or "XAxis" in p) else "tilt"), fine
    for pre, grp in (("Speed", "speed"), ("Color", "colour"), ("Gobo", "gobo"),
                     ("Shutter", "shutter"), ("Beam", "beam"), ("Prism", "prism"),
                     ("NoFunction", "nothing")):
        if p.startswith(pre):
            return grp, fine
    return "other", fine


def _num(el, attr):
    if el is None:
        return 0.0
    try:
        return float(el.get(attr, 0) or 0)
    except ValueError:
        return 0.0


def _fixtures():
    rows, ys = [], []
    files = sorted(FIX.glob("*/*.qxf"))
    assert len(files) == 1358, len(files)
    for f in files:
        r = ET.parse(f).getroot()
        d = {}
        ph = r.find(NS + "Physical")
        b = ph.find(NS + "Bulb") if ph is not None else None
        dm = ph.find(NS + "Dimensions") if ph is not None else None
        ln = ph.find(NS + "Lens") if ph is not None else None
        fo = ph.find(NS + "Focus") if ph is not None else None
        te = ph.find(NS + "Technical") if ph is not None else None
        d["weight"] = _num(dm, "Weight")
        d["width"] = _num(dm, "Width")
        d["height"] = _num(dm, "Height")
        d["depth"] = _num(dm, "Depth")
        d["power"] = _num(te, "PowerConsumption")
        d["lumens"] = _num(b, "Lumens")
        d["colour_temp"] = _num(b, "ColourTemperature")
        d["lens_min"] = _num(ln, "DegreesMin")
        d["lens_max"] = _num(ln, "DegreesMax")
        d["pan_max"] = _num(fo, "PanMax")
        d["tilt_max"] = _num(fo, "TiltMax")
        d["bulb"] = (b.get("Type", "") if b is not None else "").strip().upper() or "NONE"
        d["lens"] = (ln.get("Name", "") if ln is not None else "").strip() or "NONE"
        d["dmx_connector"] = (te.get("DmxConnector", "") if te is not None else "").strip() or "NONE"
        chans = r.findall(NS + "Channel")
        cnt = Counter()
        nfine = 0
        for ch in chans:
            g, fine = _group_of(ch)
            cnt[g] += 1
            nfine += int(fine)
        modes = r.findall(NS + "Mode")
        mch = [len(m.findall(NS + "Channel")) for m in modes] or [0]
        heads = [len(m.findall(NS + "Head")) for m in modes] or [0]
        d["n_channels"] = float(len(chans))
        d["n_modes"] = float(len(modes))
        d["max_mode_channels"] = float(max(mch))
        d["min_mode_channels"] = float(min(mch))
        d["max_heads"] = float(max(heads))
        for g in GROUPS:
            d["ch_" + g] = float(cnt[g])
        d["ch_fine"] = float(nfine)
        rows.append(d)
        ys.append((r.findtext(NS + "Type") or "").strip())
    X = pd.DataFrame(rows)
    for c in ("bulb", "lens"):   # rare free-text values pooled
        vc = X[c].value_counts()
        X[c] = X[c].where(X[c].map(vc) >= 10, "other")
    return X, pd.Series(ys, name="type")


def qlc_fixture_type():
    X, y = _fixtures()
    return _finish("qlc_fixture_type", X, y, source=SRC,
                   what="A DMX lighting fixture's type (13 classes)." + WHAT)


def qlc_fixture_type6():
    X, y = _fixtures()
    keep = y.isin(y.value_counts().index[:6])
    return _finish("qlc_fixture_type6", X[keep], y[keep], source=SRC,
                   what="A DMX lighting fixture's type, six largest types." + WHAT)


LOADERS = {f.__name__: f for f in [qlc_fixture_type, qlc_fixture_type6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

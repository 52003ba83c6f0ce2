"""Batch 326's tables, from one Debian bookworm package (`apt-get download darktable=4.2.1-4`, md5
checked by run_all.sh's fetch_deb, extracted with dpkg-deb -x under UNSEEN_DIR/ex: nothing is
installed or run; only one XML file is read with ElementTree).
- darktable 4.2.1-4: usr/share/darktable/rawspeed/cameras.xml, the rawspeed raw-decoder camera
  database (CC-BY-SA 3.0): 1,146 <Camera> entries of real digital cameras -- make, model, mode,
  CFA layout, crop, sensor black/white levels (per ISO), masked black areas, aliases, hints and
  the colour matrix.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen326/CHOICE):
- dt_camera_maker -- one row per distinct camera model: its maker (normalised; makers with >= 20
  models) from the decoder's description of its raw files.
Reserve, used only if the table fails the pre-check:
- dt_camera_maker6 -- the same restricted to the six largest makers.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen326"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

XML = BASE / "ex/usr/share/darktable/rawspeed/cameras.xml"
SRC = ("darktable 4.2.1-4 (Debian bookworm .deb), usr/share/darktable/rawspeed/cameras.xml "
       "(rawspeed camera database, CC-BY-SA 3.0)")
WHAT = ("  Columns: crop_x/_y/_width/_height, white, black (default sensor levels), n_sensor, "
        "cfa (categorical), cfa_w, cfa_h, blk_vert_w, blk_horiz_h, n_alias, n_hints, supported "
        "(categorical), cm00..cm22 (colour matrix, missing when absent); numeric bounds by "
        "convention (full-data range treated as public).  Not used: make (target), model, ID, "
        "alias names (identifiers restating the maker), decoder_version.")

MAKER = {"NIKON CORPORATION": "Nikon", "NIKON": "Nikon", "Nikon": "Nikon",
         "OLYMPUS IMAGING CORP.": "Olympus", "OLYMPUS CORPORATION": "Olympus",
         "OLYMPUS OPTICAL CO.,LTD": "Olympus", "OM Digital Solutions": "Olympus",
         "LEICA": "Leica", "LEICA CAMERA AG": "Leica", "Leica Camera AG": "Leica",
         "PENTAX": "Pentax-Ricoh", "PENTAX Corporation": "Pentax-Ricoh",
         "RICOH IMAGING COMPANY, LTD.": "Pentax-Ricoh", "RICOH": "Pentax-Ricoh",
         "EASTMAN KODAK COMPANY": "Kodak", "Kodak": "Kodak", "FUJIFILM": "Fujifilm",
         "SONY": "Sony", "SAMSUNG": "Samsung", "Minolta Co., Ltd.": "Minolta",
         "KONICA MINOLTA": "Minolta"}


def _cameras():
    root = ET.parse(XML).getroot()
    rows = []
    for c in root.iter("Camera"):
        d = {"make": MAKER.get(c.get("make"), c.get("make")), "model": c.get("model"),
             "mode": c.get("mode"), "supported": c.get("supported") or "yes"}
        cr = c.find("Crop")
        for k in ("x", "y", "width", "height"):
            d["crop_" + k] = float(cr.get(k)) if cr is not None else None
        s = c.findall("Sensor")
        d["white"] = float(s[0].get("white")) if s else None
        d["black"] = float(s[0].get("black")) if s else None
        d["n_sensor"] = len(s)
        cfa = c.find("CFA")
        cols = [x.text for x in cfa.findall("Color")] if cfa is not None else []
        d["cfa"] = "-".join(cols) if cols else "none"
        d["cfa_w"] = float(cfa.get("width")) if cfa is not None else 0.0
        d["cfa_h"] = float(cfa.get("height")) if cfa is not None else 0.0
        ba = c.find("BlackAreas")
        d["blk_vert_w"] = float(sum(int(v.get("width")) for v in ba.findall("Vertical"))) if ba is not None else 0.0
        d["blk_horiz_h"] = float(sum(int(h.get("height")) for h in ba.findall("Horizontal"))) if ba is not None else 0.0
        al = c.find("Aliases")
        d["n_alias"] = len(al) if al is not None else 0
        hi = c.find("Hints")
        d["n_hints"] = len(hi) if hi is not None else 0
        cm = c.find("ColorMatrices/ColorMatrix")
        vals = []
        if cm is not None:
            for r in cm.findall("ColorMatrixRow"):
                vals += [float(v) for v in r.text.split()]
        for i in range(3):
            for j in range(3):
                k = 3 * i + j
                d[f"cm{i}{j}"] = vals[k] if len(vals) == 9 else None
        rows.append(d)
    df = pd.DataFrame(rows)
    assert len(df) == 1146, len(df)
    # one row per model: the entry without a mode, else the first entry of that model
    df["_nomode"] = df["mode"].isna()
    df = (df.reset_index().sort_values(["_nomode", "index"], ascending=[False, True])
          .drop_duplicates(["make", "model"]).sort_values("index"))
    return df


COLS = (["crop_x", "crop_y", "crop_width", "crop_height", "white", "black", "n_sensor", "cfa",
         "cfa_w", "cfa_h", "blk_vert_w", "blk_horiz_h", "n_alias", "n_hints", "supported"]
        + [f"cm{i}{j}" for i in range(3) for j in range(3)])


def _table(name, top=None):
    df = _cameras()
    n = df["make"].value_counts()
    keep = n[n >= 20].index
    if top is not None:
        keep = n.index[:top]
    df = df[df["make"].isin(keep)]
    X = df[COLS].copy()
    for c in COLS:
        if c not in ("cfa", "supported"):
            X[c] = X[c].astype(float)
    return _finish(name, X, df["make"], source=SRC,
                   what="Which maker made the camera (one row per model)." + WHAT)


def dt_camera_maker():
    return _table("dt_camera_maker")


def dt_camera_maker6():
    return _table("dt_camera_maker6", top=6)


LOADERS = {f.__name__: f for f in [dt_camera_maker, dt_camera_maker6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

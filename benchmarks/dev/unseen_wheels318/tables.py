"""Batch 318's table, from one Debian bookworm package other than R's (`apt-get download` of a pinned
version, md5 checked, `dpkg-deb -x` into UNSEEN_DIR/ex: nothing is installed or run from it).
- sweethome3d-furniture 1.8-1 ("SweetHome3D Additional 3D models"; Scopia CC-BY-3.0, BlendSwap
  contributors CC-BY-3.0 / CC0, Andrew Kator & Jennifer Legaz CC-BY-3.0-US, Reallusion CC-BY-3.0-US):
  usr/share/sweethome3d/furniture/*.sh3f, five zip archives, each a furniture library of Sweet Home 3D
  with a PluginFurnitureCatalog.properties (one numbered entry per 3D model: id, name, category,
  width / depth / height in cm, elevation, movable, ...) and one folder per model (.obj, .mtl,
  textures).  Only the properties file and the zip directory (file names and sizes) are read.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen318/CHOICE):
- sh3d_furniture_category11 -- one row per catalogue entry of the 11 categories with >= 20 entries:
  its catalogue category from its catalogued size, elevation, drop-on-top height, movable flag,
  rotation flag and the sizes / file counts of its model folder.
Reserve, used only if the table fails the pre-check:
- sh3d_room6 -- the same, restricted to the six room categories.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
import zipfile
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen318"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

FURN = BASE / "ex/usr/share/sweethome3d/furniture"
LIBS = ["Scopia", "BlendSwap-CC-BY", "BlendSwap-CC-0", "KatorLegaz", "Reallusion"]
SRC = ("Debian sweethome3d-furniture 1.8-1, usr/share/sweethome3d/furniture/*.sh3f "
       "(Sweet Home 3D furniture libraries: PluginFurnitureCatalog.properties + model folders)")
WHAT = ("  Columns: width, depth, height (cm), elevation (cm, absent = 0), drop_on_top "
        "(dropOnTopElevation, a fraction of the height; absent = missing), movable, model_rotated, "
        "obj_kb, mtl_kb, n_textures, n_files (the model folder in the archive); bounds by convention "
        "(full-data range treated as public).  Not used: id, name, tags, icon, model path (name "
        "the object), creator / library, creationDate, doorOrWindow*, lightSource*, "
        "staircaseCutOutShape, multiPartModel (true everywhere).")
ROOMS6 = ["Living room", "Kitchen", "Bedroom", "Bathroom", "Office", "Exterior"]
IMG = (".jpg", ".jpeg", ".png", ".gif", ".bmp")


def _props(text):
    out = {}
    for line in text.splitlines():
        m = re.match(r"^([A-Za-z]+)#(\d+)=(.*)$", line)
        if m:
            out.setdefault(int(m.group(2)), {})[m.group(1)] = m.group(3).strip()
    return out


def _catalogue():
    rows = []
    for lib in LIBS:
        with zipfile.ZipFile(FURN / f"{lib}.sh3f") as z:
            text = z.read("PluginFurnitureCatalog.properties").decode("latin-1")
            infos = z.infolist()
            for k, e in sorted(_props(text).items()):
                folder = e["model"].lstrip("/").rsplit("/", 1)[0] + "/"
                files = [i for i in infos if i.filename.startswith(folder) and not i.is_dir()]
                assert files, (lib, k, folder)
                low = [(i.filename.lower(), i.file_size) for i in files]
                rows.append({
                    "category": e["category"],
                    "width": float(e["width"]), "depth": float(e["depth"]),
                    "height": float(e["height"]),
                    "elevation": float(e.get("elevation", 0.0)),
                    "drop_on_top": float(e["dropOnTopElevation"]) if "dropOnTopElevation" in e
                    else float("nan"),
                    "movable": e["movable"] == "true",
                    "model_rotated": "modelRotation" in e,
                    "obj_kb": sum(s for n, s in low if n.endswith(".obj")) / 1024.0,
                    "mtl_kb": sum(s for n, s in low if n.endswith(".mtl")) / 1024.0,
                    "n_textures": sum(1 for n, _ in low if n.endswith(IMG)),
                    "n_files": len(low),
                })
    d = pd.DataFrame(rows)
    assert len(d) == 820, len(d)
    return d


COLS = ["width", "depth", "height", "elevation", "drop_on_top", "movable", "model_rotated",
        "obj_kb", "mtl_kb", "n_textures", "n_files"]


def sh3d_furniture_category11():
    d = _catalogue()
    n = d["category"].value_counts()
    d = d[d["category"].isin(n.index[n >= 20])]
    assert d["category"].nunique() == 11, n
    return _finish("sh3d_furniture_category11", d[COLS], d["category"], source=SRC,
                   what="Which catalogue category a Sweet Home 3D furniture model is filed under "
                        "(11 categories with >= 20 models)." + WHAT)


def sh3d_room6():
    d = _catalogue()
    d = d[d["category"].isin(ROOMS6)]
    return _finish("sh3d_room6", d[COLS], d["category"], source=SRC,
                   what="Which room category a Sweet Home 3D furniture model is filed under "
                        "(the six room categories)." + WHAT)


LOADERS = {f.__name__: f for f in [sh3d_furniture_category11, sh3d_room6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 307's tables, from one Debian package (`apt-get download` of the pinned version, md5
checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed or run).
- glabels-data 3.4.1-4 (source glabels, Debian bookworm): usr/share/libglabels-3.0/templates/
  *-templates.xml, gLabels' database of commercial label and card sheets: one <Template> per
  product (brand, part number, page size, the label's shape and size, and its layout on the
  sheet: count across / down, offsets and pitch), as contributed from the manufacturers' product
  specifications.  Read with xml.etree.ElementTree.

Rows: the full templates (a <Template> with exactly one Label-* child); the equiv="..."
templates (further part numbers of an already listed sheet, no geometry of their own) are not rows.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen307/CHOICE):
- glabels_brand11 -- the template's brand, for the 11 brands with >= 20 full templates.
Reserve, used only if the table fails the pre-check:
- glabels_page2 -- the page size, A4 vs US-Letter, of every brand's full template.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen307"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

TDIR = BASE / "ex/usr/share/libglabels-3.0/templates"
SRC = ("glabels-data 3.4.1-4 (Debian, source glabels), libglabels-3.0/templates/*-templates.xml "
       "(gLabels' database of commercial label / card sheets)")
UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72, "pc": 25.4 / 6}
SHAPE = {"Label-rectangle": "rectangle", "Label-round": "round", "Label-ellipse": "ellipse",
         "Label-cd": "cd"}
BRANDS = ["Online Labels", "Rayfilm", "Endisch", "Avery", "Hisago", "Begalabel", "SheetLabels",
          "Igepa", "Worldlabel", "Zweckform", "Herma"]
GEOM = ["shape", "width_mm", "height_mm", "corner_mm", "hole_mm", "waste_mm", "nx", "ny",
        "x0_mm", "y0_mm", "dx_mm", "dy_mm", "n_layouts", "n_labels"]
WHAT = ("  Columns: %sshape (categorical), width_mm, height_mm (round / cd: the diameter), "
        "corner_mm, hole_mm (cd), waste_mm, nx, ny, x0_mm, y0_mm, dx_mm, dy_mm (first layout), "
        "n_layouts, n_labels (numeric; lengths in mm; bounds by convention: full-data range "
        "treated as public).  Not used: part, description, Meta category / product_url tags, "
        "Markup elements, file name%s.")


def _mm(s):
    if s is None:
        return 0.0
    m = re.fullmatch(r"\s*([-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)\s*([a-z]*)\s*", s)
    if m is None:   # an empty or unit-only value (2 in the files): missing
        return float("nan")
    return float(m.group(1)) * UNIT[m.group(2) or "pt"]


def _templates():
    rows = []
    files = sorted(TDIR.glob("*-templates.xml"))
    assert len(files) == 35, len(files)
    for fn in files:
        for t in ET.parse(fn).getroot():
            if t.tag != "Template" or t.get("equiv"):
                continue
            labs = [c for c in t if isinstance(c.tag, str) and c.tag.startswith("Label-")]
            if len(labs) != 1:
                continue
            lab = labs[0]
            lays = lab.findall("Layout")
            if lab.tag == "Label-rectangle" or lab.tag == "Label-ellipse":
                w, h = _mm(lab.get("width")), _mm(lab.get("height"))
            else:
                w = h = 2 * _mm(lab.get("radius"))
            size = t.get("size")
            rows.append({
                "brand": t.get("brand"),
                "page": size if size in ("A4", "US-Letter") else "other",
                "shape": SHAPE[lab.tag], "width_mm": w, "height_mm": h,
                "corner_mm": _mm(lab.get("round")),
                "hole_mm": 2 * _mm(lab.get("hole")) if lab.tag == "Label-cd" else 0.0,
                "waste_mm": _mm(lab.get("x_waste") or lab.get("waste")),
                "nx": float(lays[0].get("nx")), "ny": float(lays[0].get("ny")),
                "x0_mm": _mm(lays[0].get("x0")), "y0_mm": _mm(lays[0].get("y0")),
                "dx_mm": _mm(lays[0].get("dx")), "dy_mm": _mm(lays[0].get("dy")),
                "n_layouts": float(len(lays)),
                "n_labels": float(sum(int(l.get("nx")) * int(l.get("ny")) for l in lays)),
                "size": size})
    return pd.DataFrame(rows)


def glabels_brand11():
    d = _templates()
    d = d[d["brand"].isin(BRANDS)]
    return _finish("glabels_brand11", d[["page"] + GEOM], d["brand"], source=SRC,
                   what="Brand of a commercial label / card sheet from its page size and its "
                        "labels' shape, size and layout." + WHAT % ("page (categorical: A4, "
                        "US-Letter, other), ", ", other brands (< 20 templates)"))


def glabels_page2():
    d = _templates()
    d = d[d["size"].isin(["A4", "US-Letter"])]
    return _finish("glabels_page2", d[GEOM], d["size"], source=SRC,
                   what="Page size (A4 or US-Letter) of a commercial label / card sheet from its "
                        "labels' shape, size and layout." + WHAT % ("", ", brand"))


LOADERS = {f.__name__: f for f in [glabels_brand11, glabels_page2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

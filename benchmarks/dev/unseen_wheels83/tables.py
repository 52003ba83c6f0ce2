"""Eighty-third outside batch: the glyphs of two font collections that the matplotlib 3.11.2 wheel
ships in matplotlib/mpl-data/fonts/ttf/ (TrueType files; typography, font glyph outlines).

- STIX fonts (STIXGeneral.ttf, STIXGeneralBol.ttf, STIXGeneralItalic.ttf, STIXGeneralBolIta.ttf;
  the STIX Fonts project, SIL Open Font License, LICENSE_STIX beside them): one row per glyph
  with an outline, 4 faces.
- Computer Modern (cmr10, cmb10, cmti10, cmss10, cmtt10, cmmi10, cmsy10, cmex10; the BaKoMa
  TrueType conversions of Knuth's Computer Modern fonts shipped by matplotlib for mathtext,
  BaKoMa licence (free redistribution, in matplotlib's LICENSE_BAKOMA): one row per glyph
  with an outline, 8 fonts.

Candidates (README: the pre-check's order):
- stix_glyph_style -- which of the 4 STIXGeneral faces (regular, bold, italic, bold italic) a
  glyph outline is from, from its metrics and outline statistics: 4 classes.
- cm_glyph_font -- which of 8 Computer Modern fonts (roman, bold, text italic, sans, typewriter,
  math italic, math symbols, math extension) a glyph is from, from the same statistics: 8 classes.
Reserves, each kept only if the table it stands for fails: stix_glyph_style_all (the same 4
styles with the STIXNonUni faces' glyphs added; for the first) and cm_text_font (the 5 text
fonts cmr10, cmb10, cmti10, cmss10, cmtt10 only, 5 classes; for the second).

Features (all numeric, in units of 1/1000 em: each font's unitsPerEm is 1000 (STIX) or 2048
(Computer Modern), so values are scaled by 1000 / unitsPerEm): advance width, left side bearing,
the bounding box (xMin, yMin, xMax, yMax) and its width and height, the number of contours,
points and on-curve points (off-curve share), whether the glyph is a composite and its number of
components, the outline's signed area (shoelace over the points, a rough area since the
quadratic curves are read as polygons) and the centroid of its points (x, y), the mean slant of
the points (covariance of x on y over the variance of y).  Dropped: glyph names, Unicode code
points, the glyph's index in the font, hinting instructions; glyphs without an outline (spaces,
empty glyphs) not kept.  The fonts are read with fontTools (already on the machine, a
matplotlib dependency); nothing is installed and nothing is imported from matplotlib.

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish,
load_all and print_summary, imported by path).  Bounds: the suite's convention (the loaded range
treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
import warnings
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen83")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_TTF = EX / "matplotlib" / "matplotlib" / "mpl-data" / "fonts" / "ttf"
_SRC = "matplotlib 3.11.2 matplotlib/mpl-data/fonts/ttf/ ({})"


@lru_cache(maxsize=None)
def _glyphs(fname):
    """One row per glyph with an outline: metrics and outline statistics in 1/1000 em."""
    import logging
    from fontTools.ttLib import TTFont
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        f = TTFont(str(_TTF / fname))
    glyf, hmtx = f["glyf"], f["hmtx"]
    k = 1000.0 / f["head"].unitsPerEm
    rows = []
    for name in f.getGlyphOrder():
        g = glyf[name]
        if g.numberOfContours == 0:
            continue
        coords, ends, flags = g.getCoordinates(glyf)
        p = np.asarray(coords, dtype=float) * k
        if len(p) == 0:
            continue
        on = (np.asarray(flags) & 1).astype(bool)
        area, start = 0.0, 0
        for e in ends:
            q = p[start:e + 1]
            if len(q) > 2:
                area += 0.5 * float(np.sum(q[:, 0] * np.roll(q[:, 1], -1)
                                           - np.roll(q[:, 0], -1) * q[:, 1]))
            start = e + 1
        vy = float(np.var(p[:, 1]))
        slant = float(np.mean((p[:, 0] - p[:, 0].mean()) * (p[:, 1] - p[:, 1].mean())) / vy) \
            if vy > 0 else 0.0
        adv, lsb = hmtx[name]
        xmin, ymin = p[:, 0].min(), p[:, 1].min()
        xmax, ymax = p[:, 0].max(), p[:, 1].max()
        comp = g.isComposite()
        rows.append({"advance": adv * k, "lsb": lsb * k, "xmin": xmin, "ymin": ymin,
                     "xmax": xmax, "ymax": ymax, "width": xmax - xmin, "height": ymax - ymin,
                     "n_contours": len(ends), "n_points": len(p), "n_on_curve": int(on.sum()),
                     "off_curve_share": float(1 - on.mean()), "composite": int(comp),
                     "n_components": len(g.components) if comp else 0,
                     "area": area, "centroid_x": float(p[:, 0].mean()),
                     "centroid_y": float(p[:, 1].mean()), "slant": slant})
    return pd.DataFrame(rows)


def _fonts(files, name, what):
    parts = []
    for fname, label in files.items():
        d = _glyphs(fname).copy()
        d["_y"] = label
        parts.append(d)
    d = pd.concat(parts, ignore_index=True)
    y = d.pop("_y")
    return _finish(name, d, y, what=what, source=_SRC.format(", ".join(files)))


_STIX = {"STIXGeneral.ttf": "regular", "STIXGeneralBol.ttf": "bold",
         "STIXGeneralItalic.ttf": "italic", "STIXGeneralBolIta.ttf": "bold_italic"}
_STIX_NU = {"STIXNonUni.ttf": "regular", "STIXNonUniBol.ttf": "bold",
            "STIXNonUniIta.ttf": "italic", "STIXNonUniBolIta.ttf": "bold_italic"}
_CM = {"cmr10.ttf": "cmr10_roman", "cmb10.ttf": "cmb10_bold", "cmti10.ttf": "cmti10_text_italic",
       "cmss10.ttf": "cmss10_sans", "cmtt10.ttf": "cmtt10_typewriter",
       "cmmi10.ttf": "cmmi10_math_italic", "cmsy10.ttf": "cmsy10_math_symbols",
       "cmex10.ttf": "cmex10_math_extension"}
_CM_TEXT = {k: v for k, v in _CM.items() if k in ("cmr10.ttf", "cmb10.ttf", "cmti10.ttf",
                                                     "cmss10.ttf", "cmtt10.ttf")}
_WHAT = ("from its advance width, side bearing, bounding box, contour / point / on-curve counts, "
         "composite flag, outline area, point centroid and slant.  Dropped: glyph names, code "
         "points, glyph index, hinting; empty glyphs")


def stix_glyph_style():
    return _fonts(_STIX, "stix_glyph_style",
                  "Which STIXGeneral face (regular, bold, italic, bold italic) a glyph is from, "
                  + _WHAT)


def stix_glyph_style_all():
    return _fonts({**_STIX, **_STIX_NU}, "stix_glyph_style_all",
                  "Which STIX face (regular, bold, italic, bold italic; STIXGeneral and "
                  "STIXNonUni) a glyph is from, " + _WHAT)


def cm_glyph_font():
    return _fonts(_CM, "cm_glyph_font",
                  "Which of 8 Computer Modern fonts (cmr10, cmb10, cmti10, cmss10, cmtt10, cmmi10, "
                  "cmsy10, cmex10) a glyph is from, " + _WHAT)


def cm_text_font():
    return _fonts(_CM_TEXT, "cm_text_font",
                  "Which of 5 Computer Modern text fonts (cmr10, cmb10, cmti10, cmss10, cmtt10) "
                  "a glyph is from, " + _WHAT)


LOADERS = {f.__name__: f for f in [stix_glyph_style, cm_glyph_font,
                                   stix_glyph_style_all, cm_text_font]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

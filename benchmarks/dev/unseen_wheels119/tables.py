"""Batch 119's tables: airfoil sections -- whose design series an airfoil belongs to, read from
its shape -- from one wheel: aerosandbox 4.2.10 (MIT; "AeroSandbox is a Python package that
helps you design and optimize aircraft").  Its aerosandbox/geometry/airfoil/airfoil_database/
holds 2,174 coordinate files (<name>.dat) of the UIUC Airfoil Coordinates Database (M. Selig's
group, University of Illinois; the package's `get_UIUC_coordinates` reads them): the published
section shapes of real airfoils, one file per airfoil, a title line, then x / y coordinates
(Selig format: trailing edge over the upper surface to the leading edge and back; or Lednicer
format: a line of point counts, then the upper and the lower surface, each from the leading
edge).  Each row is one airfoil; the columns describe its SHAPE only.

Candidates (fixed before the pre-check; README):
- af_eppler -- every parsed airfoil of the database: is it one of Richard Eppler's designs (file
  name "e" followed by a digit: e387, e1098, ...)?  2 classes.
- af_series8 -- the airfoils of the eight largest designer series (file name = the series'
  letters followed by a digit): goe (Goettingen), e (Eppler), hn (Norbert Habbe), fx (Wortmann),
  mid (Slobodan Midic), s (Selig), mh (Martin Hepperle), ag (Mark Drela): 8 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- af_habbe_midic (for af_eppler) -- every parsed airfoil: is it a model-glider design by Habbe
  (hn) or Midic (mid)?  2 classes.
- af_series6 (for af_series8) -- af_series8 without its two smallest series (mh, ag): 6 classes.

Columns (the same for every table; chord normalised to 1, the leading edge the point of least
x): thickness t_<x> and camber c_<x> (upper minus lower surface, and their mean) at x = 0.01,
0.025, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95 (26 columns); max_thickness and
its x (x_max_thickness), max_camber and its x (x_max_camber), min_camber (the most negative
mean-line height), te_gap (upper minus lower y at the trailing edge), te_wedge (thickness at 0.9
minus at 0.99), le_y (the leading-edge point's height before the mean line is taken): 34
numeric columns.  Dropped: the file name and title (they name the series), the number of points
and the file's format (the digitiser's choices, not the shape).  A file that does not parse
into two surfaces spanning x in [0, 1] is left out (counted in tables.log's header by
`parse_report`).  The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex/aerosandbox (run_all.sh); nothing is installed or imported from it.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen119")
DB = Path(BASE) / "ex" / "aerosandbox" / "aerosandbox" / "geometry" / "airfoil" / "airfoil_database"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("aerosandbox 4.2.10 wheel geometry/airfoil/airfoil_database/*.dat (UIUC Airfoil "
        "Coordinates Database)")
_XS = (0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95)
_NUM = re.compile(r"^[-+0-9.eE]+$")


def _pairs(path):
    """The numeric (x, y) pairs of a file, in order; None marks a blank or non-numeric line."""
    out = []
    with open(path, encoding="ascii", errors="ignore") as f:
        lines = f.read().splitlines()
    for ln in lines[1:]:
        tok = ln.replace(",", " ").split()
        if len(tok) >= 2 and _NUM.match(tok[0]) and _NUM.match(tok[1]):
            try:
                out.append((float(tok[0]), float(tok[1])))
                continue
            except ValueError:
                pass
        out.append(None)
    return out


def _surfaces(path):
    """(upper, lower) as arrays of (x, y) sorted by x, or None when the file does not parse."""
    raw = _pairs(path)
    pts = [p for p in raw if p is not None]
    if len(pts) < 10:
        return None
    if pts[0][0] > 1.5 and pts[0][1] > 1.5:            # Lednicer: point counts, then 2 blocks
        nu, nl = int(round(pts[0][0])), int(round(pts[0][1]))
        rest = pts[1:]
        if len(rest) < nu + nl:
            return None
        a, b = np.array(rest[:nu]), np.array(rest[nu:nu + nl])
    else:                                               # Selig: TE -> upper -> LE -> lower -> TE
        p = np.array(pts)
        i = int(np.argmin(p[:, 0]))
        a, b = p[:i + 1][::-1], p[i:]
    if len(a) < 4 or len(b) < 4:
        return None
    allp = np.vstack([a, b])
    x0, x1 = allp[:, 0].min(), allp[:, 0].max()
    if not (x1 - x0 > 0.5):
        return None
    le = allp[np.argmin(allp[:, 0])]
    ch = x1 - x0
    a = np.column_stack([(a[:, 0] - x0) / ch, (a[:, 1] - le[1]) / ch])
    b = np.column_stack([(b[:, 0] - x0) / ch, (b[:, 1] - le[1]) / ch])
    if a[:, 1].mean() < b[:, 1].mean():
        a, b = b, a
    a, b = a[np.argsort(a[:, 0], kind="stable")], b[np.argsort(b[:, 0], kind="stable")]
    if a[:, 0].max() < 0.98 or b[:, 0].max() < 0.98 or a[:, 0].min() > 0.02 or b[:, 0].min() > 0.02:
        return None
    return a, b, le[1] / ch


def _at(s, x):
    xs, idx = np.unique(s[:, 0], return_index=True)
    return np.interp(x, xs, s[idx, 1])


def _features(path):
    got = _surfaces(path)
    if got is None:
        return None
    up, lo, le_y = got
    grid = np.linspace(0.0, 1.0, 401)
    yu, yl = _at(up, grid), _at(lo, grid)
    t, c = yu - yl, (yu + yl) / 2
    if t.max() <= 0 or t.max() > 0.6:
        return None
    r = {}
    for x in _XS:
        u, l = _at(up, x), _at(lo, x)
        r[f"t_{x}"] = round(float(u - l), 5)
        r[f"c_{x}"] = round(float((u + l) / 2), 5)
    r["max_thickness"] = round(float(t.max()), 5)
    r["x_max_thickness"] = round(float(grid[t.argmax()]), 4)
    r["max_camber"] = round(float(c.max()), 5)
    r["x_max_camber"] = round(float(grid[c.argmax()]), 4)
    r["min_camber"] = round(float(c.min()), 5)
    r["te_gap"] = round(float(_at(up, 1.0) - _at(lo, 1.0)), 5)
    r["te_wedge"] = round(float((_at(up, 0.9) - _at(lo, 0.9)) - (_at(up, 0.99) - _at(lo, 0.99))), 5)
    r["le_y"] = round(float(le_y), 5)
    return r


@lru_cache(None)
def _all():
    """(names, feature rows) of every file that parses, sorted by file name."""
    names, rows = [], []
    for p in sorted(DB.glob("*.dat")):
        r = _features(p)
        if r is not None:
            names.append(p.stem)
            rows.append(r)
    return tuple(names), tuple(rows)


def parse_report():
    n_files = len(list(DB.glob("*.dat")))
    return f"{n_files} files, {len(_all()[0])} parsed"


def _series(name):
    m = re.match(r"^([a-z]+)\d", name.lower())
    return m.group(1) if m else ""


def _table(name, keep, label, what):
    names, rows = _all()
    idx = [i for i, n in enumerate(names) if keep(n)]
    X = pd.DataFrame([rows[i] for i in idx])
    y = pd.Series([label(names[i]) for i in idx])
    return _finish(name, X, y, what=what, source=_SRC)


_S8 = ("goe", "e", "hn", "fx", "mid", "s", "mh", "ag")
_S6 = _S8[:6]


def af_eppler():
    return _table("af_eppler", lambda n: True,
                  lambda n: "eppler" if _series(n) == "e" else "other",
                  "Whether an airfoil of the UIUC database is one of Eppler's designs, from its "
                  "shape.  Dropped: the file name and title, point count, format")


def af_series8():
    return _table("af_series8", lambda n: _series(n) in _S8, _series,
                  "The designer series (8 classes) of an airfoil of the UIUC database, from its "
                  "shape.  Dropped: the file name and title, point count, format")


def af_habbe_midic():
    return _table("af_habbe_midic", lambda n: True,
                  lambda n: "hn_mid" if _series(n) in ("hn", "mid") else "other",
                  "Whether an airfoil of the UIUC database is a model-glider design by Habbe or "
                  "Midic, from its shape.  Dropped: the file name and title, point count, format")


def af_series6():
    return _table("af_series6", lambda n: _series(n) in _S6, _series,
                  "The designer series (6 classes) of an airfoil of the UIUC database, from its "
                  "shape.  Dropped: the file name and title, point count, format")


def names_of(name):
    """The file names (row order) of a table, for repeat_probe.py."""
    keep = {"af_eppler": lambda n: True, "af_habbe_midic": lambda n: True,
            "af_series8": lambda n: _series(n) in _S8,
            "af_series6": lambda n: _series(n) in _S6}[name]
    return [n for n in _all()[0] if keep(n)]


LOADERS = {f.__name__: f for f in [af_eppler, af_series8, af_habbe_midic, af_series6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    print("# airfoil files:", parse_report(), flush=True)
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

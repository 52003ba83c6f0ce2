"""Batch 146's tables: drinking-water distribution networks, from one wheel: wntr 1.5.0 (Revised
BSD; the U.S. EPA / Sandia Water Network Tool for Resilience).  Its wntr/library/networks/ holds
EPANET input files of hydraulic models of utility networks: Net6.inp (its [TITLE]: the network
model used in Watson, Murray and Hart 2009, J. Infrastructure Systems 15(4) 330-339; 3,323
junctions, 3,829 pipes) and ky4.inp / ky10.inp (two networks of the Kentucky research database of
water distribution system models, Jolly et al. 2014; about 1,000 pipes each, with drawn pipe
geometry in [VERTICES]).  A row is one pipe; units are the files' own (GPM models: feet, inches).

Candidates (targets, classes and columns fixed before the pre-check; README):
- wn_net6_large_main -- a Net6 pipe is a large main (diameter >= 10 in) or not (<= 8 in):
  3,829 pipes, 2 classes.
- wn_ky10_diameter -- a ky10 pipe's nominal diameter class: <= 3 in, 4 in, 6 in, 8 in,
  >= 10 in: 1,043 pipes, 5 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- wn_ky_large_main (for the first) -- ky4 and ky10 pipes pooled, diameter >= 8 in or not,
  with the network as a column: 2,199 pipes, 2 classes.
- wn_ky4_diameter (for the second) -- a ky4 pipe's class: <= 4 in, 6 in, 8 in, >= 10 in:
  1,156 pipes, 4 classes.
Columns (numeric unless said): len_log10 (log10 of the pipe's length, ft), roughness
(Hazen-Williams C), elev_lo / elev_hi (the two end nodes' elevations, ft; a reservoir's file
value is a total head, not an elevation, so with a reservoir end both take the other end's
elevation), elev_drop (|difference|, missing with a reservoir end), mid_x / mid_y (midpoint of the end nodes' drawing coordinates), chord_log10
(log10 of the straight distance between the end nodes in drawing units), deg_lo / deg_hi (number
of links -- pipes, pumps, valves -- at each end node), end_source (yes/no: an end is a tank or
reservoir), end_pump_valve (yes/no: an end node touches a pump or valve); the KY tables add
n_vertices (drawn bend points of the pipe).  Dropped: pipe and node ids (identifiers), the
diameter itself and every neighbouring pipe's diameter (they restate or nearly restate the
target), junction demands and patterns (model-allocated estimates, not records), minor loss (0 on
every pipe), status (one check valve per file).
"""
from __future__ import annotations

import math
import os as _os
import runpy
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen146")
NET = Path(BASE) / "ex" / "wntr" / "wntr" / "library" / "networks"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "wntr 1.5.0 wheel wntr/library/networks/{} (EPANET hydraulic model of a utility network)"


@lru_cache(None)
def _sections(fname):
    out, cur = defaultdict(list), None
    with open(NET / fname, encoding="latin-1") as fh:
        for line in fh:
            s = line.strip()
            if s.startswith("["):
                cur = s.upper().strip("[]")
                continue
            s = s.split(";")[0].strip()
            if cur and s:
                out[cur].append(s.split())
    return out


@lru_cache(None)
def _pipes(fname):
    """One row per pipe: (pipe id, diameter, feature dict), in the file's order."""
    sec = _sections(fname)
    elev, kind = {}, {}
    for r in sec["JUNCTIONS"]:
        elev[r[0]], kind[r[0]] = float(r[1]), "junction"
    for r in sec["TANKS"]:
        elev[r[0]], kind[r[0]] = float(r[1]), "tank"
    for r in sec["RESERVOIRS"]:
        elev[r[0]], kind[r[0]] = math.nan, "reservoir"
    xy = {r[0]: (float(r[1]), float(r[2])) for r in sec["COORDINATES"]}
    nvert = defaultdict(int)
    for r in sec["VERTICES"]:
        nvert[r[0]] += 1
    deg, pv = defaultdict(int), set()
    for s in ("PIPES", "PUMPS", "VALVES"):
        for r in sec[s]:
            deg[r[1]] += 1
            deg[r[2]] += 1
            if s != "PIPES":
                pv.update((r[1], r[2]))
    rows = []
    for r in sec["PIPES"]:
        pid, a, b, length, diam, rough = r[0], r[1], r[2], float(r[3]), float(r[4]), float(r[5])
        ea, eb = elev.get(a, math.nan), elev.get(b, math.nan)
        (xa, ya), (xb, yb) = xy.get(a, (math.nan, math.nan)), xy.get(b, (math.nan, math.nan))
        chord = math.hypot(xa - xb, ya - yb)
        f = {"len_log10": math.log10(max(length, 0.1)), "roughness": rough,
             "elev_lo": min(ea, eb) if not (math.isnan(ea) or math.isnan(eb)) else
             (ea if math.isnan(eb) else eb),
             "elev_hi": max(ea, eb) if not (math.isnan(ea) or math.isnan(eb)) else
             (ea if math.isnan(eb) else eb),
             "elev_drop": abs(ea - eb), "mid_x": (xa + xb) / 2, "mid_y": (ya + yb) / 2,
             "chord_log10": math.log10(max(chord, 0.1)) if not math.isnan(chord) else math.nan,
             "deg_lo": min(deg[a], deg[b]), "deg_hi": max(deg[a], deg[b]),
             "end_source": "yes" if "tank" in (kind.get(a), kind.get(b))
             or "reservoir" in (kind.get(a), kind.get(b)) else "no",
             "end_pump_valve": "yes" if (a in pv or b in pv) else "no",
             "n_vertices": nvert[pid]}
        rows.append((pid, diam, f))
    return rows


def _decl():
    return [Categorical("end_source", ["no", "yes"]), Categorical("end_pump_valve", ["no", "yes"])]


def _table(fname, label, vertices, extra=None):
    X, y = [], []
    for _, d, f in _pipes(fname):
        g = dict(f)
        if not vertices:
            g.pop("n_vertices")
        if extra:
            g.update(extra)
        X.append(g)
        y.append(label(d))
    X = pd.DataFrame(X)
    return X, pd.Series(y)


def _ky10_class(d):
    return "le3in" if d <= 3 else "4in" if d == 4 else "6in" if d == 6 else \
        "8in" if d == 8 else "ge10in"


def _ky4_class(d):
    return "le4in" if d <= 4 else "6in" if d == 6 else "8in" if d == 8 else "ge10in"


_WHAT_COLS = ("Dropped: pipe / node ids, the diameter and neighbouring pipes' diameters, "
              "junction demands and patterns, minor loss, status")


def wn_net6_large_main():
    X, y = _table("Net6.inp",
                  lambda d: "large_ge10in" if d >= 10 else "small_le8in", False)
    return _finish("wn_net6_large_main", X, y, declared=_decl(), source=_SRC.format("Net6.inp"),
                   what="Whether a pipe is a large main (diameter >= 10 in).  " + _WHAT_COLS)


def wn_ky10_diameter():
    X, y = _table("ky10.inp", _ky10_class, True)
    return _finish("wn_ky10_diameter", X, y, declared=_decl(), source=_SRC.format("ky10.inp"),
                   what="A pipe's nominal diameter class (<=3, 4, 6, 8, >=10 in).  " + _WHAT_COLS)


def wn_ky4_diameter():
    X, y = _table("ky4.inp", _ky4_class, True)
    return _finish("wn_ky4_diameter", X, y, declared=_decl(), source=_SRC.format("ky4.inp"),
                   what="A pipe's nominal diameter class (<=4, 6, 8, >=10 in).  " + _WHAT_COLS)


def wn_ky_large_main():
    lab = lambda d: "ge8in" if d >= 8 else "le6in"  # noqa: E731
    X4, y4 = _table("ky4.inp", lab, True, extra={"network": "ky4"})
    X10, y10 = _table("ky10.inp", lab, True, extra={"network": "ky10"})
    X = pd.concat([X4, X10], ignore_index=True)
    y = pd.concat([y4, y10], ignore_index=True)
    return _finish("wn_ky_large_main", X, y,
                   declared=_decl() + [Categorical("network", ["ky4", "ky10"])],
                   source=_SRC.format("ky4.inp + ky10.inp"),
                   what="Whether a pipe is 8 in or larger (two KY networks pooled).  " + _WHAT_COLS)


LOADERS = {f.__name__: f for f in [wn_net6_large_main, wn_ky10_diameter, wn_ky_large_main,
                                   wn_ky4_diameter]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=22, source_width=70)

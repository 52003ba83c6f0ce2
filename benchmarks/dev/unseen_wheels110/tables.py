"""Batch 110's tables: the census of hyperbolic 3-manifolds that one pure-Python wheel ships:
snappy_manifolds 1.4 (the SnapPy manifold database, Culler / Dunfield / Goerner; GPLv2+),
snappy_manifolds/sqlite_files/manifolds.sqlite: the orientable cusped census (Callahan-Hildebrand-
Weeks / Burton / Thistlethwaite: 212,641 cusped hyperbolic 3-manifolds with ideal triangulations
of up to 10 tetrahedra), the Hodgson-Weeks census of closed orientable hyperbolic 3-manifolds
(11,031 Dehn fillings), the census knots (3,116 knot exteriors in S^3 with <= 10 tetrahedra) and
the non-orientable cusped census (1,260).  Each row is one manifold of the census (a
mathematical object enumerated by computer, with its computed invariants: volume, Chern-Simons
invariant, homology); nothing simulated at random.

Candidates (fixed before the pre-check; README):
- snappy_closed_h1_cyclic -- the closed census (11,031 manifolds), 2 classes: is H_1(M; Z)
  cyclic (betti + number of torsion factors <= 1) or not.  Numeric columns: the filling
  coefficients m, l, the closed manifold's volume and Chern-Simons invariant, and the filled cusped
  manifold's (its 'parent': the census entry named in `cusped`) tetrahedra, volume, Chern-Simons,
  number of torsion factors and torsion order.  Dropped: the closed manifold's own betti and
  torsion (they are the target), the id, hash and triangulation (an isomorphism signature),
  the parent's name.
- snappy_knot_tets -- census knots with 5, 6 or 7 tetrahedra (194 knot exteriors), 3 classes: the
  number of tetrahedra of the knot exterior's minimal census triangulation, from its volume and
  Chern-Simons invariant (cusps / betti / torsion are the same for every knot: dropped).  Dropped:
  the name (K5_..: says the tetrahedra), the triangulation (its first letter codes the
  tetrahedra), the hash.
Reserves, each used only if the table it stands for fails the pre-check:
- snappy_cusped8_torsion_free (for the first) -- one-cusped orientable census manifolds with 8
  tetrahedra (12,232), 2 classes: H_1 = Z (no torsion) or not; volume and Chern-Simons.
- snappy_nonor_tets (for the second) -- non-orientable cusped census with 4-6 tetrahedra (363),
  3 classes: tetrahedra; volume, cusps, betti, number of torsion factors, torsion order.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/snappy (run_all.sh);
nothing is installed or imported from it: the sqlite file is read with sqlite3 / pandas.
"""
from __future__ import annotations

import ast
import os as _os
import runpy
import sqlite3
from functools import lru_cache
from math import prod
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen110")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DB = EX / "snappy" / "snappy_manifolds" / "sqlite_files" / "manifolds.sqlite"
_SRC = ("snappy_manifolds 1.4 wheel snappy_manifolds/sqlite_files/manifolds.sqlite (SnapPy census "
        "of hyperbolic 3-manifolds, GPLv2+)")


@lru_cache(None)
def _read(table):
    with sqlite3.connect(f"file:{_DB}?mode=ro", uri=True) as c:
        return pd.read_sql(f"select * from {table}", c)


def _tors(s):
    t = ast.literal_eval(s)
    return len(t), (prod(t) if t else 1)


def snappy_closed_h1_cyclic():
    d = _read("orientable_closed_census").copy()
    o = _read("orientable_cusped_census").set_index("name")
    nf = d.torsion.map(lambda s: _tors(s)[0])
    y = ((d.betti + nf) <= 1).map({True: "cyclic", False: "not_cyclic"})
    par = o.loc[d.cusped]
    pt = par.torsion.map(_tors)
    X = pd.DataFrame({"m": d.m, "l": d.l, "volume": d.volume, "chernsimons": d.chernsimons,
                      "parent_tets": par.tets.to_numpy(), "parent_volume": par.volume.to_numpy(),
                      "parent_chernsimons": par.chernsimons.to_numpy(),
                      "parent_torsion_factors": pt.map(lambda t: t[0]).to_numpy(),
                      "parent_torsion_order": pt.map(lambda t: t[1]).to_numpy()})
    return _finish("snappy_closed_h1_cyclic", X, y, source=_SRC,
                   what="H_1 cyclic or not (closed orientable hyperbolic 3-manifold census) from "
                        "filling slope, volume, Chern-Simons and the filled cusped manifold's "
                        "invariants. Dropped: own betti / torsion, names, triangulation, hash")


def snappy_knot_tets():
    k = _read("census_knots")
    k = k[k.tets.isin([5, 6, 7])].reset_index(drop=True)
    return _finish("snappy_knot_tets", k[["volume", "chernsimons"]], k.tets.map(lambda t: f"t{t}"),
                   source=_SRC, what="Tetrahedra of a census knot exterior's triangulation (5 / "
                   "6 / 7) from volume and Chern-Simons. Dropped: name, triangulation, hash")


def snappy_cusped8_torsion_free():
    o = _read("orientable_cusped_census")
    o = o[(o.tets == 8) & (o.cusps == 1)].reset_index(drop=True)
    y = (o.torsion == "[]").map({True: "H1_Z", False: "torsion"})
    return _finish("snappy_cusped8_torsion_free", o[["volume", "chernsimons"]], y, source=_SRC,
                   what="H_1 = Z or with torsion (one-cusped census manifolds, 8 tetrahedra) "
                        "from volume and Chern-Simons")


def snappy_nonor_tets():
    n = _read("nonorientable_cusped_census")
    n = n[n.tets.isin([4, 5, 6])].reset_index(drop=True)
    t = n.torsion.map(_tors)
    X = pd.DataFrame({"volume": n.volume, "cusps": n.cusps, "betti": n.betti,
                      "torsion_factors": t.map(lambda v: v[0]),
                      "torsion_order": t.map(lambda v: v[1])})
    return _finish("snappy_nonor_tets", X, n.tets.map(lambda v: f"t{v}"), source=_SRC,
                   what="Tetrahedra (4 / 5 / 6) of a non-orientable cusped census manifold")


LOADERS = {f.__name__: f for f in [snappy_closed_h1_cyclic, snappy_knot_tets,
                                   snappy_cusped8_torsion_free, snappy_nonor_tets]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

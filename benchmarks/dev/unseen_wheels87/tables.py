"""Batch 87's tables: the KnotInfo and LinkInfo databases (C. Livingston and A. H. Moore,
KnotInfo: Table of Knot Invariants, knotinfo.org; LinkInfo: Table of Link Invariants) as the
wheel of database-knotinfo 2026.11.2 ships them (`database_knotinfo/csv_data/
knotinfo_data_complete.csv`, the 12,966 prime knots of up to 13 crossings, and
`linkinfo_data_complete.csv`, the 4,188 oriented prime links of 2-11 crossings; '|'-separated,
the first row under the header gives each column's display name; database-knotinfo is GPL).
Mathematics (knot theory): a census of prime knots and links with invariants computed and
collected by the KnotInfo project, not simulated and not measured.

Candidates (README: the pre-check's order):
- knotinfo_alternating -- whether a prime knot of 12 or 13 crossings is alternating (has an
  alternating diagram) -- from its invariants: crossing number, Seifert (3-)genus, signature,
  determinant, Rasmussen s, Ozsvath-Szabo tau, hyperbolic volume, fibred or not, symmetry type
  (categorical), the bounds KnotInfo gives for the bridge index, the unknotting number and the
  smooth 4-genus (lower and upper: equal when the value is known): 2 classes, 12,164 knots.
- linkinfo_components -- how many components a prime link of up to 11 crossings has (2, 3, or
  4-5 merged) -- from its invariants: crossing number, alternating or not, braid index, volume,
  determinant, signature, nullity, the Arf invariant (0, 1 or undefined; categorical), the
  smooth and topological 4-genus bounds: 3 classes, the 1,424 unoriented links (LinkInfo lists
  each orientation of a link as its own row; one row a link is kept, its first orientation in
  LinkInfo's order, whose signature and Arf invariant the row gives).
The two tables share no row: knots (one component) against links (two or more).
Dropped: names, ranks and categories (a knot's name and its category say 'a' or 'n' for 12 and
13 crossings, and KnotInfo ranks the alternating knots first; a link's orientation string and
its linking matrix have one entry a component), every notation (Dowker-Thistlethwaite, Gauss,
PD, braid words, Conway), every polynomial (Alexander, Jones, Conway, HOMFLY-PT, Kauffman,
Khovanov: the Jones span equals the crossing number exactly for alternating knots), the arc and
polygon index (the arc index is c + 2 exactly for alternating knots), the Thurston-Bennequin
numbers, crosscap numbers, the symmetry group and every column present for knots of up to 12
crossings only (braid index, tunnel number, cusp geometry: 23 % of the knots).
Reserves, each kept only if the table it stands for fails: knotinfo_fibered (the same 12,164
knots: fibred or not, from the same columns less fibred and plus alternating; for the first)
and knotinfo_small_symmetry (the 801 prime knots of 3-11 crossings: reversible, chiral or
amphicheiral (fully, negative; merged), from the first table's columns less the symmetry type
plus alternating; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unpacked into $UNSEEN_DIR/ex/database_knotinfo
(see run_all.sh).  Nothing is installed or imported from the package: the CSV files are read
here with pandas.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention (the
loaded range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen87")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_D = EX / "database_knotinfo" / "database_knotinfo" / "csv_data"
_SRC = "database-knotinfo 2026.11.2 wheel database_knotinfo/csv_data/{} ({})"


def _read(name):
    df = pd.read_csv(_D / name, sep="|", dtype=str, low_memory=False)
    return df.iloc[1:].reset_index(drop=True)          # row 0: the display names


def _num(s):
    return pd.to_numeric(s.str.strip(), errors="coerce")


def _bounds(s):
    """'2' -> (2, 2); '[1,2]', ' [1, 2]', '[1; 2]' -> (1, 2); anything else -> missing."""
    t = s.fillna("").str.strip().str.strip("[]").str.replace(";", ",")
    parts = t.str.split(",", expand=True)
    lo = pd.to_numeric(parts[0].str.strip(), errors="coerce")
    hi = pd.to_numeric(parts[1].str.strip(), errors="coerce") if parts.shape[1] > 1 else lo
    return lo, hi.fillna(lo)


@lru_cache(maxsize=1)
def _knots():
    k = _read("knotinfo_data_complete.csv")
    X = pd.DataFrame({"crossings": _num(k["crossing_number"])})
    X["three_genus"] = _num(k["three_genus"])
    X["signature"] = _num(k["signature"])
    X["determinant"] = _num(k["determinant"])
    X["rasmussen_s"] = _num(k["rasmussen_invariant"])
    X["os_tau"] = _num(k["ozsvath_szabo_tau_invariant"])
    X["volume"] = _num(k["volume"])
    X["fibered"] = k["fibered"].str.strip()
    X["symmetry"] = k["symmetry_type"].str.strip()
    for col, short in [("bridge_index", "bridge"), ("unknotting_number", "unknotting"),
                       ("smooth_four_genus", "four_genus")]:
        X[short + "_lo"], X[short + "_hi"] = _bounds(k[col])
    X["alternating"] = k["alternating"].str.strip()
    return X


_KNOT_COLS = ["crossings", "three_genus", "signature", "determinant", "rasmussen_s", "os_tau",
              "volume", "fibered", "symmetry", "bridge_lo", "bridge_hi", "unknotting_lo",
              "unknotting_hi", "four_genus_lo", "four_genus_hi"]
_KSRC = _SRC.format("knotinfo_data_complete.csv", "KnotInfo, {}")


def knotinfo_alternating():
    k = _knots()
    k = k[k["crossings"] >= 12]
    y = k["alternating"].map({"Y": "alternating", "N": "non_alternating"})
    what = ("Whether a prime knot of 12 or 13 crossings is alternating, from its crossing number, "
            "genus, signature, determinant, s, tau, volume, fibredness, symmetry type and the "
            "bridge / unknotting / 4-genus bounds.  Dropped: names, notations, polynomials, "
            "arc index")
    return _finish("knotinfo_alternating", k[_KNOT_COLS].copy(), y, what=what,
                   source=_KSRC.format("the 12,164 knots of 12-13 crossings"))


def knotinfo_fibered():
    k = _knots()
    k = k[k["crossings"] >= 12]
    cols = [c for c in _KNOT_COLS if c != "fibered"] + ["alternating"]
    y = k["fibered"].map({"Y": "fibered", "N": "not_fibered"})
    what = ("Whether a prime knot of 12 or 13 crossings is fibred, from the columns of "
            "knotinfo_alternating less fibredness plus alternating.  Dropped: as "
            "knotinfo_alternating")
    return _finish("knotinfo_fibered", k[cols].copy(), y, what=what,
                   source=_KSRC.format("the 12,164 knots of 12-13 crossings"))


def knotinfo_small_symmetry():
    k = _knots()
    k = k[(k["crossings"] >= 3) & (k["crossings"] <= 11)]
    cols = [c for c in _KNOT_COLS if c != "symmetry"] + ["alternating"]
    y = k["symmetry"].map(lambda s: "amphicheiral" if "amphicheiral" in s else s)
    what = ("A prime knot's symmetry type (reversible, chiral, amphicheiral), 3-11 crossings, "
            "from the columns of knotinfo_alternating less the symmetry type plus alternating. "
            " Dropped: as knotinfo_alternating")
    return _finish("knotinfo_small_symmetry", k[cols].copy(), y, what=what,
                   source=_KSRC.format("the 801 knots of 3-11 crossings"))


def linkinfo_components():
    ln = _read("linkinfo_data_complete.csv")
    ln = ln.drop_duplicates("name_unoriented").reset_index(drop=True)   # first orientation
    X = pd.DataFrame({"crossings": _num(ln["crossing_number"])})
    X["alternating"] = ln["alternating"].str.strip()
    X["braid_index"] = _num(ln["braid_index"])
    X["volume"] = _num(ln["volume"])
    X["determinant"] = _num(ln["determinant"])
    X["signature"] = _num(ln["signature"])
    X["nullity"] = _num(ln["nullity"])
    X["arf"] = ln["arf_invariant"].str.strip()
    X["four_genus_lo"], X["four_genus_hi"] = _bounds(ln["smooth_four_genus"])
    X["top_four_genus_lo"], X["top_four_genus_hi"] = _bounds(ln["topological_four_genus"])
    c = _num(ln["components"]).astype(int)
    y = c.map(lambda v: "4_or_5" if v >= 4 else str(v))
    what = ("How many components a prime link of up to 11 crossings has (2, 3, 4-5), from its "
            "crossing number, alternating, braid index, volume, determinant, signature, nullity, "
            "Arf invariant and 4-genus bounds.  Dropped: names, orientation, linking matrix, "
            "notations, polynomials")
    return _finish("linkinfo_components", X, y, what=what,
                   source=_SRC.format("linkinfo_data_complete.csv",
                                      "LinkInfo, the 1,424 unoriented links of 2-11 crossings"))


LOADERS = {f.__name__: f for f in [knotinfo_alternating, linkinfo_components,
                                   knotinfo_fibered, knotinfo_small_symmetry]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

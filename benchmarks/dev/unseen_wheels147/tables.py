"""Batch 147's tables: coordination chemistry, from one wheel: dartassembler 1.1.1 (MIT; DART,
the Directed Assembly of Random Transition metal complexes, CCEM group, Trinity College Dublin).
Its DARTassembler/data/metalig/MetaLigDB_v1.1.0.jsonlines.bz2 is the MetaLig database: 41,018
unique ligands cut out of transition-metal complexes of the Cambridge Structural Database (CSD),
one line a ligand (its atoms and 3D coordinates from the crystal structure, its graph, donor
atoms, the charge DART's solver assigned, and every CSD complex it occurs in with that complex's
metal).

Candidates (targets, classes and columns fixed before the pre-check; README):
- metalig_group9_metal -- which group-9 metal a ligand was bound to in the CSD: Co (1,533), Rh
  (556) or Ir (600); ligands whose every CSD occurrence has one and the same metal: 2,689 rows,
  3 classes.
- metalig_3d_anionic -- whether a ligand of a first-row (3d: Sc-Zn) transition metal is anionic
  (charge < 0) or neutral (charge 0); ligands whose every occurrence has one and the same 3d
  metal, cationic ligands (charge > 0) left out.
Reserves, each used only if the table it stands for fails the pre-check:
- metalig_group8_metal (for the first) -- Fe, Ru or Os, same rule: 3 classes.
- metalig_4d5d_anionic (for the second) -- the same question for ligands of one 4d / 5d metal
  (Y-Cd, La, Hf-Hg).
Columns: numeric n_atoms, n_elements, n_bonds, n_donors, n_denticities, n_haptic_atoms,
n_beta_hydrogens, molecular_weight, planarity, donor_planarity, donor_metal_planarity,
min_interatomic_distance, max_ligand_extension, archetype_rssd (112 missing),
n_ligand_instances, element counts c_C, c_H, c_N, c_O, c_P, c_S, c_hal (F+Cl+Br+I), c_other
(the rest); charge (group tables only); categorical archetype (the donor geometry DART fits),
donors (sorted donor elements joined by "-", the 30 commonest of the whole file, else "other"),
first_donor (the commonest donor element), is_2D_symmetrical, has_all_bond_orders_valid,
haptic (no / yes); metal (the 3d / 4d-5d metal, anionic tables only).  Dropped: the names,
CSD refcodes, SMILES and graph hashes (identifiers), coordinates and graphs, n_electrons and
n_protons (their difference is the charge: they restate the anionic tables' target), the
metal's oxidation state and the complex's charge (DART derives the oxidation state from the
ligand charges: post-outcome), has_confident_charge (True on every row), n_haptic_groups
(restates haptic), archetype_confidence (DART's fit statistic beside archetype_rssd: infinite on
5 rows, up to 5e7 elsewhere).  Levels of archetype, is_2D_symmetrical, has_all_bond_orders_valid, haptic
and metal declared (DART's archetype names as the file holds them; the element symbols); the
rest by the suite's convention (full-data range treated as public; donors' level list is
data-derived, stated in the README).
"""
from __future__ import annotations

import bz2
import json
import os as _os
import re
import runpy
from collections import Counter
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen147")
DB = (Path(BASE) / "ex" / "dart" / "DARTassembler" / "data" / "metalig"
      / "MetaLigDB_v1.1.0.jsonlines.bz2")
FLAT = Path(BASE) / "metalig_flat.csv"   # a cache of the parsed file (parsing takes ~20 s)

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("dartassembler 1.1.1 wheel DARTassembler/data/metalig/MetaLigDB_v1.1.0.jsonlines.bz2 "
        "(MetaLig: ligands of CSD transition-metal complexes)")

NUM = ["n_atoms", "n_elements", "n_bonds", "n_donors", "n_denticities", "n_haptic_atoms",
       "n_beta_hydrogens", "molecular_weight", "planarity", "donor_planarity",
       "donor_metal_planarity", "min_interatomic_distance", "max_ligand_extension",
       "archetype_rssd", "n_ligand_instances"]
D3 = ["Sc", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn"]
D45 = ["Y", "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd", "La",
       "Hf", "Ta", "W", "Re", "Os", "Ir", "Pt", "Au", "Hg"]
_EL = re.compile(r"([A-Z][a-z]?)(\d*)")


def _parse():
    rows = []
    with bz2.open(DB, "rt") as fh:
        for line in fh:
            rec = json.loads(line)
            v = rec["value"]
            g = v["global_props"]
            r = {k: g[k] for k in NUM + ["archetype_confidence", "unique_name", "stoichiometry", "archetype", "charge",
                                         "is_2D_symmetrical", "has_all_bond_orders_valid",
                                         "n_haptic_groups", "heavy_atoms_graph_hash"]}
            metals = set(v["ligand_instances"]["parent_metal"])
            r["metal"] = metals.pop() if len(metals) == 1 else "multi"
            r["complex"] = v["ligand_instances"]["parent_complex_id"][0]
            atoms = v["atomic_props"]["atoms"]
            r["donors"] = "-".join(sorted(atoms[i] for i in v["donor_idc"]))
            rows.append(r)
    d = pd.DataFrame(rows)
    d.to_csv(FLAT, index=False)


@lru_cache(None)
def _raw():
    if not FLAT.exists():
        _parse()
    with open(FLAT) as fh:
        return pd.read_csv(fh, keep_default_na=False, na_values=[""])


@lru_cache(None)
def _top_donors():
    return tuple(_raw().donors.fillna("").value_counts().index[:30])


def _features(d, with_charge, metals=None):
    X = d[NUM].copy()
    cnt = d.stoichiometry.map(lambda s: Counter({e: int(n or 1) for e, n in _EL.findall(s)}))
    for e in ["C", "H", "N", "O", "P", "S"]:
        X["c_" + e] = cnt.map(lambda c: c.get(e, 0))
    X["c_hal"] = cnt.map(lambda c: sum(c.get(e, 0) for e in ["F", "Cl", "Br", "I"]))
    X["c_other"] = cnt.map(lambda c: sum(c.values())) - X[[k for k in X.columns
                                                           if k.startswith("c_")]].sum(axis=1)
    if with_charge:
        X["charge"] = d.charge
    top = set(_top_donors())
    don = d.donors.fillna("")
    X["archetype"] = d.archetype
    X["donors"] = don.where(don.isin(top), "other")
    X["first_donor"] = don.map(lambda s: Counter(s.split("-")).most_common(1)[0][0] if s else "none")
    X["is_2D_symmetrical"] = d.is_2D_symmetrical.astype(str)
    X["has_all_bond_orders_valid"] = d.has_all_bond_orders_valid.astype(str)
    X["haptic"] = (d.n_haptic_groups > 0).map({True: "yes", False: "no"})
    decl = [Categorical("archetype", sorted(_raw().archetype.unique())),
            Categorical("is_2D_symmetrical", ["False", "True"]),
            Categorical("has_all_bond_orders_valid", ["False", "True"]),
            Categorical("haptic", ["no", "yes"])]
    if metals is not None:
        X["metal"] = d.metal
        decl.append(Categorical("metal", metals))
    return X, decl


_DROP = ("  Dropped: names, CSD refcodes, SMILES, graph hashes, coordinates, n_electrons, "
         "n_protons, metal oxidation state, complex charge")


def _group(name, metals, what):
    d = _raw()
    d = d[d.metal.isin(metals)].reset_index(drop=True)
    X, decl = _features(d, with_charge=True)
    return _finish(name, X, d.metal, declared=decl, source=_SRC, what=what + _DROP)


def _anionic(name, metals, what):
    d = _raw()
    d = d[d.metal.isin(metals) & (d.charge <= 0)].reset_index(drop=True)
    X, decl = _features(d, with_charge=False, metals=metals)
    y = (d.charge < 0).map({True: "anionic", False: "neutral"})
    return _finish(name, X, y, declared=decl, source=_SRC, what=what + _DROP)


def metalig_group9_metal():
    return _group("metalig_group9_metal", ["Co", "Rh", "Ir"],
                  "Which group-9 metal (Co, Rh, Ir) a CSD ligand was bound to.")


def metalig_3d_anionic():
    return _anionic("metalig_3d_anionic", D3,
                    "Whether a ligand of one 3d metal is anionic or neutral.")


def metalig_group8_metal():
    return _group("metalig_group8_metal", ["Fe", "Ru", "Os"],
                  "Which group-8 metal (Fe, Ru, Os) a CSD ligand was bound to.")


def metalig_4d5d_anionic():
    return _anionic("metalig_4d5d_anionic", D45,
                    "Whether a ligand of one 4d / 5d metal is anionic or neutral.")


_SEL = {"metalig_group9_metal": lambda d: d.metal.isin(["Co", "Rh", "Ir"]),
        "metalig_group8_metal": lambda d: d.metal.isin(["Fe", "Ru", "Os"]),
        "metalig_3d_anionic": lambda d: d.metal.isin(D3) & (d.charge <= 0),
        "metalig_4d5d_anionic": lambda d: d.metal.isin(D45) & (d.charge <= 0)}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's heavy-atom graph hash (the same
    ligand skeleton, hydrogens aside) and its first CSD complex (refcode)."""
    d = _raw()
    d = d[_SEL[name](d)]
    return d.heavy_atoms_graph_hash.tolist(), d["complex"].tolist()


LOADERS = {f.__name__: f for f in [metalig_group9_metal, metalig_3d_anionic,
                                   metalig_group8_metal, metalig_4d5d_anionic]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

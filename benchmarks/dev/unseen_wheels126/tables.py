"""Batch 126's tables: medicinal-chemistry substructure catalogues from one wheel: medchem 2.1.1
(Apache-2.0; "Molecular filtering for drug discovery", datamol-io).  Files used, both under
medchem/data/:
- chemical_groups.csv (4,213 rows: name, smiles, smarts, group, hierarchy): named compounds and
  fragments filed by chemical group (medicinal-chemistry scaffolds and chemotypes, aggregators,
  US DEA schedules, Shulgin's PiHKAL, molecules detected in interstellar space, polymers, ...).
- nibr.csv (444 rows): the Novartis (NIBR) substructure filters (Schuffenhauer et al., J. Med.
  Chem. 2020): a SMARTS pattern per alert, its severity (EXCLUDE / FLAG / ANNOTATION), covalent
  and special-molecule flags, its origin set, and its number of PubChem (2018) matches.

Candidates (fixed before the pre-check; README):
- mc_chem_group10 -- a compound's group (second level of `hierarchy`) from its SMILES string:
  rows with a SMILES, one row per (SMILES, group), SMILES filed under two groups dropped, groups
  with >= 70 such rows kept: 10 classes.
- nibr_exclude -- whether a NIBR alert's severity is EXCLUDE (else FLAG or ANNOTATION), from its
  SMARTS string and flags: 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- mc_chem_top (for the first) -- the first level of `hierarchy` (medicinal_chemistry, narcotics,
  ...), the same rows rule (SMILES in two first-level classes dropped).
- nibr_covalent (for the second) -- whether an alert is flagged covalent (the covalent column
  dropped, severity kept).

Columns are counts read from the SMILES / SMARTS string (no chemistry toolkit): its length, the
atoms of each element (aliphatic and aromatic apart), bracket atoms, ring-closure digits,
branches, double / triple bonds, stereo marks, charges, fragments ('.'), and for SMARTS the
query operators (!, ',', ';', '&', '$(' recursion, '~', '*').  Dropped: names and descriptions
(identifiers), the smarts column of chemical_groups.csv (generated from the SMILES), the group /
hierarchy columns (the target), severity_comment (restates severity), rule_set_name, reference,
set_description (provenance text) and the example molecules EX1-EX5 / CID_Ex1-5 (identifiers).
All bounds by the suite's convention (full-data range treated as public).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/medchem
(run_all.sh); nothing is installed or imported from it: the CSVs are read with pandas.
"""
from __future__ import annotations

import math
import os as _os
import re
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen126")
DATA = Path(BASE) / "ex" / "medchem" / "medchem" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC_G = "medchem 2.1.1 wheel medchem/data/chemical_groups.csv (named compounds by chemical group)"
_SRC_N = "medchem 2.1.1 wheel medchem/data/nibr.csv (NIBR substructure filters)"

_TWO = ["Cl", "Br"]
_ONE = list("CNOSPFIB") + list("cnosp")


def _string_features(s, smarts=False):
    s = str(s)
    r = {"length": len(s)}
    rest = s
    for e in _TWO:
        r[f"n_{e}"] = rest.count(e)
        rest = rest.replace(e, " ")
    for e in _ONE:
        r[f"n_{e}" if e.isupper() else f"n_arom_{e}"] = rest.count(e)
    r["n_bracket"] = s.count("[")
    r["n_ring_digit"] = len(re.findall(r"(?<![#\d])\d", re.sub(r"\[[^\]]*\]", "", s)))
    r["n_branch"] = s.count("(")
    r["n_double"] = s.count("=")
    r["n_triple"] = s.count("#") if not smarts else len(re.findall(r"#(?!\d)", s))
    r["n_stereo"] = s.count("@") + s.count("/") + s.count("\\")
    r["n_plus"] = s.count("+")
    r["n_minus"] = s.count("-")
    r["n_dot"] = s.count(".")
    if smarts:
        r["n_atomic_num"] = len(re.findall(r"#\d", s))
        r["n_not"] = s.count("!")
        r["n_or"] = s.count(",")
        r["n_and"] = s.count(";") + s.count("&")
        r["n_recursive"] = s.count("$(")
        r["n_any_bond"] = s.count("~")
        r["n_any_atom"] = s.count("*")
        r["n_H"] = len(re.findall(r"H\d?", s))
        r["n_X"] = len(re.findall(r"X\d", s))
    return r


def _groups(level):
    with open(DATA / "chemical_groups.csv", encoding="utf-8") as fh:
        d = pd.read_csv(fh)
    d["cls"] = d["hierarchy"].str.split(".").str[level]
    d = d[d["smiles"].notna()].drop_duplicates(["smiles", "cls"])
    k = d.groupby("smiles")["cls"].nunique()
    return d[d["smiles"].map(k) == 1].reset_index(drop=True)


def _group_table(name, level, min_rows, what):
    d = _groups(level)
    vc = d["cls"].value_counts()
    d = d[d["cls"].isin(vc[vc >= min_rows].index)].reset_index(drop=True)
    X = pd.DataFrame([_string_features(s) for s in d["smiles"]])
    return _finish(name, X, d["cls"], what=what, source=_SRC_G)


def mc_chem_group10():
    return _group_table("mc_chem_group10", 1, 70,
                        "A named compound's chemical group (second level of the hierarchy, "
                        "groups with >= 70 rows) from counts read off its SMILES.  Dropped: "
                        "name, smarts, group, hierarchy")


def mc_chem_top():
    return _group_table("mc_chem_top", 0, 1,
                        "A named compound's top-level group (first level of the hierarchy) from "
                        "counts read off its SMILES.  Dropped: name, smarts, group, hierarchy")


def _nibr():
    with open(DATA / "nibr.csv", encoding="utf-8") as fh:
        n = pd.read_csv(fh)
    X = pd.DataFrame([_string_features(s, smarts=True) for s in n["smarts"]])
    X["mincount"] = n["mincount"]
    X["covalent"] = n["covalent"]
    X["special_mol"] = n["special_mol"]
    X["severity"] = n["severity"]
    X["log10_pubchem_matches"] = [round(math.log10(1 + v), 4) for v in n["numMatchesPubChem2018"]]
    X["origin_set"] = n["origina_set"].astype(str)
    X["source"] = n["source"].astype(str)
    return n, X


def nibr_exclude():
    n, X = _nibr()
    X = X.drop(columns=["severity"])
    y = n["severity_comment"].map(lambda v: "EXCLUDE" if v == "EXCLUDE" else "FLAG_or_ANNOTATION")
    return _finish("nibr_exclude", X, y, source=_SRC_N,
                   what="Whether a NIBR substructure alert's severity is EXCLUDE, from its SMARTS "
                        "counts, flags, origin set and PubChem match count.  Dropped: severity, "
                        "severity_comment, names, descriptions, references, examples")


def nibr_covalent():
    n, X = _nibr()
    X = X.drop(columns=["covalent"])
    y = n["covalent"].map({0: "not_covalent", 1: "covalent"})
    return _finish("nibr_covalent", X, y, source=_SRC_N,
                   what="Whether a NIBR substructure alert is flagged covalent, from its SMARTS "
                        "counts, severity, flags, origin set and PubChem match count.  Dropped: "
                        "covalent, severity_comment, names, descriptions, references, examples")


def smiles_of(name):
    """The SMILES (row order) of a group table, for repeat_probe.py."""
    level, m = {"mc_chem_group10": (1, 70), "mc_chem_top": (0, 1)}[name]
    d = _groups(level)
    vc = d["cls"].value_counts()
    return list(d[d["cls"].isin(vc[vc >= m].index)]["smiles"])


LOADERS = {f.__name__: f for f in [mc_chem_group10, nibr_exclude, mc_chem_top, nibr_covalent]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)

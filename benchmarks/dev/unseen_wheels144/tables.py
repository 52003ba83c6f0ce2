"""Batch 144's tables: antimicrobial resistance genes, from one wheel: argnorm 1.1.0 (MIT; argNorm
developers).  Its argnorm/data/*_ARO_mapping.tsv files map each sequence of an antibiotic
resistance gene (ARG) database (DeepARG, ARG-ANNOT, ...) to a term of CARD's Antibiotic Resistance
Ontology (ARO; CARD's RGI match: Perfect / Strict / Loose), and argnorm/data/aro.obo is the ARO
itself (CARD, saved 17-12-2024).

Candidates (targets, classes and columns fixed before the pre-check; README):
- arg_deeparg_category -- DeepARG's own drug category of a DeepARG sequence, for its four commonest
  categories: multidrug, beta-lactam, MLS, tetracycline (9,590 rows, 4 classes).
- arg_annot_betalactam -- ARG-ANNOT's class code of a sequence: beta-lactamase (Bla) or another
  class (2,242 rows, 2 classes).
Reserves, each used only if the table it stands for fails the pre-check:
- arg_deeparg_category5 (for the first) -- fosfomycin added (10,024 rows, 5 classes).
- arg_annot_mls_vs_agly (for the second) -- ARG-ANNOT MLS (101) or aminoglycoside (192) codes
  among the non-Bla rows: 293 rows (under the asked size; last resort).
Columns (the same for all; all from the CARD side of the mapping, none from the source database's
own annotation): categorical cut_off (RGI match strength), family (the mapped ARO term's first
is_a parent name, kept when among the 40 commonest parents over all 8 mapping files, else
"other"), family2 (that parent's own first is_a parent, 25 commonest, else "other"), pre3 (the
CARD gene name's first three characters, lower case, 40 commonest over the 7 files that carry a
CARD gene name, else "other"), l1 (first
character, upper case); numeric n_isa (is_a parents of the term), n_abx (the term's
confers_resistance_to_antibiotic relations), n_syn (synonyms), name_len.  Dropped: the source
database's sequence id (identifier, and it holds the target), the ARO accession and full CARD
gene name (identifiers), the database name (constant), the ARO's drug-class relations (they
restate the target).  cut_off's levels declared (Perfect, Strict, Loose, Manual: argNorm's
documented levels); the rest by the suite's convention (full-data range treated as public; the
family / pre3 level lists are data-derived, stated in the README).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen144")
DATA = Path(BASE) / "ex" / "argnorm" / "argnorm" / "data"
DBS = ["argannot", "deeparg", "groot", "megares", "ncbi", "resfinder", "resfinderfg", "sarg"]

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "argnorm 1.1.0 wheel argnorm/data (ARG databases mapped to CARD's ARO; aro.obo)"


@lru_cache(None)
def _aro():
    terms, cur = {}, None
    with open(DATA / "aro.obo") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line == "[Term]":
                cur = {"isa": [], "abx": 0, "syn": 0, "name": None}
                continue
            if cur is None or not line:
                continue
            if line.startswith("id: ARO:"):
                terms[int(line[8:])] = cur
            elif line.startswith("name: "):
                cur["name"] = line[6:]
            elif line.startswith("is_a: ARO:"):
                cur["isa"].append(int(line[10:17]))
            elif line.startswith("relationship: confers_resistance_to_antibiotic"):
                cur["abx"] += 1
            elif line.startswith("synonym:"):
                cur["syn"] += 1
            elif line.startswith("[Typedef]"):
                cur = None
    return terms


@lru_cache(None)
def _map(db):
    with open(DATA / f"{db}_ARO_mapping.tsv") as fh:
        return pd.read_csv(fh, sep="\t")


def _parent(a):
    t = _aro().get(a)
    return t["isa"][0] if t and t["isa"] else None


def _pname(a):
    t = _aro().get(a) if a is not None else None
    return t["name"] if t else "none"


@lru_cache(None)
def _tops():
    fam, fam2, pre = [], [], []
    for db in DBS:
        m = _map(db).dropna(subset=["ARO"])
        for a in m.ARO.astype(int):
            p = _parent(a)
            fam.append(_pname(p))
            fam2.append(_pname(_parent(p)) if p is not None else "none")
        if "Gene Name in CARD" in m:  # megares's file has no CARD gene name
            pre.extend(g[:3].lower() for g in m["Gene Name in CARD"].astype(str))
    vc = lambda v, k: tuple(pd.Series(v).value_counts().index[:k])  # noqa: E731
    return vc(fam, 40), vc(fam2, 25), vc(pre, 40)


def _features(m):
    tf, tf2, tp = (set(t) for t in _tops())
    rows = []
    for a, g, c in zip(m.ARO.astype(int), m["Gene Name in CARD"].astype(str), m.Cut_Off):
        t = _aro().get(a, {"isa": [], "abx": 0, "syn": 0})
        p = _parent(a)
        f, f2 = _pname(p), (_pname(_parent(p)) if p is not None else "none")
        rows.append({"cut_off": c, "family": f if f in tf else "other",
                     "family2": f2 if f2 in tf2 else "other",
                     "pre3": g[:3].lower() if g[:3].lower() in tp else "other",
                     "l1": g[:1].upper(), "n_isa": len(t["isa"]), "n_abx": t["abx"],
                     "n_syn": t["syn"], "name_len": len(g)})
    return pd.DataFrame(rows)


_DECL = [Categorical("cut_off", ["Perfect", "Strict", "Loose", "Manual"])]


def _deeparg(name, cats):
    m = _map("deeparg").dropna(subset=["ARO"])
    y = m["Original ID"].str.split("|").str[3]
    keep = y.isin(cats)
    m, y = m[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    return _finish(name, _features(m), y, declared=_DECL, source=_SRC,
                   what="DeepARG's drug category of a DeepARG sequence.  Dropped: sequence id, "
                        "ARO accession, CARD gene name, drug-class relations")


def _annot_code():
    m = _map("argannot").dropna(subset=["ARO"]).reset_index(drop=True)
    code = m["Original ID"].str.extract(r"^\(+(\w+)\)")[0]
    return m, code


def arg_deeparg_category():
    return _deeparg("arg_deeparg_category", ["multidrug", "beta-lactam", "MLS", "tetracycline"])


def arg_deeparg_category5():
    return _deeparg("arg_deeparg_category5",
                    ["multidrug", "beta-lactam", "MLS", "tetracycline", "fosfomycin"])


def arg_annot_betalactam():
    m, code = _annot_code()
    y = code.eq("Bla").map({True: "beta-lactamase", False: "other"})
    return _finish("arg_annot_betalactam", _features(m), y, declared=_DECL, source=_SRC,
                   what="ARG-ANNOT class code Bla or not.  Dropped: sequence id, ARO accession, "
                        "CARD gene name, drug-class relations")


def arg_annot_mls_vs_agly():
    m, code = _annot_code()
    keep = code.isin(["MLS", "AGly"])
    m, y = m[keep].reset_index(drop=True), code[keep].reset_index(drop=True)
    return _finish("arg_annot_mls_vs_agly", _features(m), y, declared=_DECL, source=_SRC,
                   what="ARG-ANNOT class code MLS or AGly.  Dropped: as above")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): the mapped ARO term and its parent family."""
    if name.startswith("arg_deeparg"):
        m = _map("deeparg").dropna(subset=["ARO"])
        y = m["Original ID"].str.split("|").str[3]
        m = m[y.isin(["multidrug", "beta-lactam", "MLS", "tetracycline"])]
    else:
        m, _ = _annot_code()
    a = m.ARO.astype(int).tolist()
    return [str(x) for x in a], [str(_parent(x)) for x in a]


LOADERS = {f.__name__: f for f in [arg_deeparg_category, arg_annot_betalactam,
                                   arg_deeparg_category5, arg_annot_mls_vs_agly]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

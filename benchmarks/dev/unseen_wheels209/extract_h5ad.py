"""Batch 209: convert scanpy 1.11.5's datasets/10x_pbmc68k_reduced.h5ad to one CSV, once.

Run by run_all.sh with h5py 3.16.0 from its unzipped wheel on PYTHONPATH (nothing installed):
    python3 extract_h5ad.py H5AD OUT.csv
Writes per cell: barcode, bulk_labels (the cell-type annotation, as its category name), the QC
columns n_genes, percent_mito, n_counts, and the 50 principal components of obsm/X_pca (pc1..pc50).
Nothing else is read into the table (tables.py says what is dropped and why).
"""
import sys

import h5py
import numpy as np
import pandas as pd

src, out = sys.argv[1], sys.argv[2]
with h5py.File(src, "r") as f:
    obs = f["obs"][:]
    cats = [c.decode() for c in f["uns/bulk_labels_categories"][:]]
    pcs = np.asarray(f["obsm"][:]["X_pca"], dtype=float)
df = pd.DataFrame({"barcode": [b.decode() for b in obs["index"]],
                   "bulk_labels": [cats[i] for i in obs["bulk_labels"]],
                   "n_genes": obs["n_genes"].astype(float),
                   "percent_mito": obs["percent_mito"].astype(float),
                   "n_counts": obs["n_counts"].astype(float)})
for j in range(pcs.shape[1]):
    df[f"pc{j + 1}"] = pcs[:, j]
df.to_csv(out, index=False, float_format="%.7g")
print(f"{src} -> {out}: {df.shape[0]} rows, {df.shape[1]} columns")

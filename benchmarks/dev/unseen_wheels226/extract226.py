"""Batch 226: write tradeSeq-python's bundled Paul-2015 AnnData file as one CSV (no package code run).

Usage: PYTHONPATH=<dir with h5py> python3 extract226.py H5AD OUTDIR
Reads paul15_tradeseq.h5ad with h5py alone (the file is an AnnData h5ad: X a CSR int32 count matrix,
obs 'celltype' and 'cluster' categoricals, var 'gene'), checks X equals layers['counts'], and writes
OUTDIR/paul15.csv: one row per cell, the cell id, the 240 gene counts, celltype and cluster (the
slingshot cluster, kept in the CSV for the record only; tables.py does not use it).
"""
import csv
import sys
from pathlib import Path

import h5py
import numpy as np


def _csr(g, shape):
    data, ind, ptr = g["data"][:], g["indices"][:], g["indptr"][:]
    out = np.zeros(shape, dtype=np.int64)
    for i in range(shape[0]):
        out[i, ind[ptr[i]:ptr[i + 1]]] = data[ptr[i]:ptr[i + 1]]
    return out


def _cat(g):
    cats = [c.decode() if isinstance(c, bytes) else str(c) for c in g["categories"][:]]
    return [cats[k] for k in g["codes"][:]]


def main(path, outdir):
    f = h5py.File(path, "r")
    shape = tuple(int(v) for v in f["X"].attrs["shape"])
    X = _csr(f["X"], shape)
    assert (X == _csr(f["layers/counts"], shape)).all(), "X differs from layers['counts']"
    genes = [g.decode() for g in f["var/gene"][:]]
    cells = [c.decode() for c in f["obs/cell"][:]]
    celltype, cluster = _cat(f["obs/celltype"]), _cat(f["obs/cluster"])
    prov = {k: f["uns/provenance"][k][()] for k in f["uns/provenance"]}
    for k, v in prov.items():
        print(f"provenance {k}: {v.decode() if isinstance(v, bytes) else v}")
    out = Path(outdir) / "paul15.csv"
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["cell"] + genes + ["celltype", "cluster"])
        for i in range(shape[0]):
            w.writerow([cells[i]] + X[i].tolist() + [celltype[i], cluster[i]])
    print(f"wrote {out}: {shape[0]} cells x {shape[1]} genes; X == layers['counts']; "
          f"nonzero {int((X > 0).sum())} of {X.size}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

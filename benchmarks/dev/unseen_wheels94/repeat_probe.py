"""How much of the non-private forest's accuracy on this batch's two tables comes from having
spatial near-repeats of a test row in training.  Neighbouring vertices of the cortex share their
maps' values and their Mesulam class (classes are large contiguous regions), and a vertex's
Schaefer-400 parcel gives it the parcel's connectivity columns, so the harness's stratified 70 / 30
split puts most test vertices beside training vertices of the same parcel.  Groups: for the vertex
table the Schaefer-400 parcel and blocks of 10 consecutive parcels (the Schaefer order runs through
one network's parcels, so a block is a stretch of related cortex); for the parcel table blocks of
5 and of 20 consecutive parcels.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen94 by
default): ``python3 benchmarks/dev/unseen_wheels94/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


# the vertex table's parcel per row, recomputed with the loader's own mask
M, mes, sch = tables._maps()
i = np.arange(len(mes))
keep = ((i // tables.NV) == 0) & (i % 10 == 0) & (mes > 0) & M.notna().all(axis=1).to_numpy() \
    & (sch > 0)
p = sch[keep]
ds = tables.bs_mesulam_lh_vertex()
assert len(p) == len(ds.y)
probe(ds, {"parcels": p, "blocks of 10 parcels": (p - 1) // 10})
ds = tables.bs_mesulam_rh_parcel()
assert len(ds.y) == 200  # every right-hemisphere parcel, in index order 201-400
q = np.arange(200)
probe(ds, {"blocks of 5 parcels": q // 5, "blocks of 20 parcels": q // 20})

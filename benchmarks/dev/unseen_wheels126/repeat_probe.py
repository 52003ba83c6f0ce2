"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  mc_chem_group10: one molecule can be filed twice in a group under two
SMILES spellings, and isomers share every count; group = the row's equal-count key (all 25
SMILES counts).  nibr_exclude: alerts of one origin set (Inhouse, BMS, PAINS_B, ...) were
written together; group = origin_set (also a column).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen126 by
default): ``python3 benchmarks/dev/unseen_wheels126/repeat_probe.py``.  Scikit-learn only: prints
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

ds = tables.load_all(["mc_chem_group10"])["mc_chem_group10"]
key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
probe(ds, class_conflicts=True, groups={"equal SMILES counts": key})
ds = tables.load_all(["nibr_exclude"])["nibr_exclude"]
probe(ds, class_conflicts=True, groups={"origin set": np.asarray(ds.X["origin_set"])})

"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One basis set gives one row per element it covers, and its elements'
rows share the basis set's n_elements and much of their shell pattern, so the harness's stratified
70 / 30 split can put a test row beside training rows of its own basis set.  Group: the basis set.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen152 by
default): ``python3 benchmarks/dev/unseen_wheels152/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("bse_aux_rifit", "bse_orbital_family5"):
    ds = tables.load_all([name])[name]
    basis = tables.keys_of(name)
    assert len(basis) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"basis_set": np.array(basis)})

"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  HGNC names genes of one family with one root and a number
(RPL21P12, MIR1-1, SNORD115-3), so the harness's stratified 70 / 30 split puts most test rows
beside training rows of their own symbol root.  Group: the symbol's leading letters.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen141 by
default): ``python3 benchmarks/dev/unseen_wheels141/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("hgnc_mirna_vs_small_rna", "hgnc_locus_group"):
    ds = tables.load_all([name])[name]
    root = tables.keys_of(name)
    assert len(root) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"symbol root": np.array(root)})

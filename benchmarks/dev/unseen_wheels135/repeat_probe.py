"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One minister holds many posts and one order names many ministers, so
the harness's stratified 70 / 30 split can put a test row beside training rows of its own minister
(the assume / relinquish table: one minister's lines in many orders) or its own order (rows of one
swearing-in or reshuffle order share year, month, order size).  Groups: the minister, and the order.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen135 by
default): ``python3 benchmarks/dev/unseen_wheels135/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("cabsec_first_rank", "cabsec_assume_vs_relinquish"):
    ds = tables.load_all([name])[name]
    minister, order = tables.keys_of(name)
    assert len(minister) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"minister": np.array(minister), "order": np.array(order)})

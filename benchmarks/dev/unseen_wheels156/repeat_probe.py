"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  REACLIB holds several rate sets for one reaction (resonant and
non-resonant components, forward and reverse rates), and one parent nucleus has several weak
rates, so the harness's stratified 70 / 30 split can put a test row beside training rows of its
own input nucleus.  Group: the heaviest input nucleus (Z, A).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen156 by
default): ``python3 benchmarks/dev/unseen_wheels156/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("rl_weak_measured_vs_theory", "rl_cp_evaluation"):
    ds = tables.load_all([name])[name]
    nuc = tables.keys_of(name)
    assert len(nuc) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"input_nucleus": np.array(nuc)})

"""How much of the non-private forest's accuracy on this batch's two tables comes from repeated
near-repeats of a test compound in training.  The natural group is the elemental composition
(isomers: compounds with the same formula, which share most of their columns); groups held out
whole (GroupShuffleSplit) against the stratified split, and the repeated feature rows with the
classes they carry.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen113 by
default): ``python3 benchmarks/dev/unseen_wheels113/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("eq_in_seed", "eq_mg_charge"):
    ds = tables.load_all([name])[name]
    X = ds.X
    comp = X[["count_C", "count_H", "count_N", "count_O", "count_P", "count_S", "n_other"]]
    formula = np.array(["/".join(str(int(v)) for v in r) for r in comp.to_numpy()])
    probe(ds, class_conflicts=True, groups={"same elemental composition": formula})

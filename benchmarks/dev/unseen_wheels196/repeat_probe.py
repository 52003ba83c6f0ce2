"""How much of the non-private forest's accuracy on ks_hsct_cell5 comes from cells of the same
mouse in training.  ks::hsct keeps the mouse subject number (subject 5 / 6 / 9 / 12, dropped from
the features), and the class mix differs much between the four mice, so the harness's stratified
70 / 30 split puts cells of every test mouse in training.  Groups: subject (holding out whole
mice: 30 % of 4 groups is one mouse per split).  (ks_cardio_nsp3 keeps no patient, recording or
date key in the package's matrix: not probed.)

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen196 by
default): ``python3 benchmarks/dev/unseen_wheels196/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "ks_hsct_cell5"
ds = tables.load_all([name])[name]
subj = tables._data("ks", "hsct").subject.to_numpy()   # the loader keeps every row, in order
assert len(subj) == len(ds.y)
probe(ds, class_conflicts=True, groups={"subject": np.array([str(int(s)) for s in subj])})

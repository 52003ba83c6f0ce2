"""How much of the non-private forest's accuracy on cav_any comes from near-repeats of a test
patient in training.  msm::cav holds 2,846 rows of 622 heart-transplant recipients (PTNUM, dropped
from the features), about yearly angiograms of each; the harness's stratified 70 / 30 split puts a
patient's other angiograms beside a test angiogram (same donor age, sex, diagnosis; age and years
a year apart).  Groups: PTNUM.  (fruit_cultivar3: the help page names no fruit or batch key, so
not probed.)

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen187 by
default): ``python3 benchmarks/dev/unseen_wheels187/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "cav_any"
ds = tables.load_all([name])[name]
pt = tables._cav_rows().PTNUM.to_numpy()     # the loader keeps these rows, in order
assert len(pt) == len(ds.y)
probe(ds, class_conflicts=True, groups={"PTNUM": np.array([str(p) for p in pt])})

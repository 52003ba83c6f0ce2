"""How much of the non-private forest's accuracy on lmertest_carrots_pref7 comes from the same
consumer in training and test.  lmerTest::carrots holds 12 products scored by each of 103
consumers (Consumer, dropped from the features), so the harness's stratified 70 / 30 split puts
most of a consumer's other scores beside a test row (the consumer's background columns identify
many consumers).  Groups: Consumer.  (DiscriMiner::insurance has no customer or policy key: not
probed.)

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen189 by
default): ``python3 benchmarks/dev/unseen_wheels189/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "lmertest_carrots_pref7"
ds = tables.load_all([name])[name]
cons = tables.carrots_rows().Consumer.astype(str).to_numpy()   # the loader's rows, in order
assert len(cons) == len(ds.y)
probe(ds, class_conflicts=True, groups={"Consumer": np.array(cons)})

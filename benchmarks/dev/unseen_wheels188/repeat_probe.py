"""How much of the non-private forest's accuracy on airr_isotype4 comes from near-repeats of a
test sequence's clone in training.  alakazam::ExampleDb keeps the Change-O clonal group
(clone_id, dropped from the features): sequences of one clone descend from one B cell, share
their V / J genes and junction length, and often their isotype, so the harness's stratified
70 / 30 split can put a test sequence beside training sequences of its own clone.  Groups:
clone_id.  (nls_smoker2003 has one row per woman and no household key: not probed.)

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen188 by
default): ``python3 benchmarks/dev/unseen_wheels188/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "airr_isotype4"
ds = tables.load_all([name])[name]
clone = tables.airr_table()[2]          # the loader keeps every row, in order
assert len(clone) == len(ds.y)
probe(ds, class_conflicts=True, groups={"clone_id": np.array([str(c) for c in clone])})

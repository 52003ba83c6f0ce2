"""How much of the non-private forest's accuracy on rtdists_rr98_light comes from a test trial's
participant being in training.  rtdists::rr98 keeps the participant (id, dropped from the
features; three participants, each with thousands of trials), and the harness's stratified
70 / 30 split puts every participant on both sides.  Groups: participant id (tables.keys_of).
(twin_zygosity5: one row a twin pair, fam a per-row identifier -- no group with repeats;
kernlab_musk: no molecule key in the package's copy, batch 190 -- neither probed.)

Run after run_all.sh extracted the .debs (tables.py reads them under UNSEEN_DIR, /tmp/unseen195
by default): ``python3 benchmarks/dev/unseen_wheels195/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "rtdists_rr98_light"
ds = tables.load_all([name])[name]
keys = tables.keys_of(name)   # the loader keeps every row, in order
assert len(keys) == len(ds.y)
probe(ds, groups={"participant (id)": np.array(keys)})

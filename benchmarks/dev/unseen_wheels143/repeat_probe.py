"""How much of the non-private forest's accuracy on this batch's ward table comes from near-repeats
of a test row in training.  A ward carries its LGA's point (lga_lat, lga_lon) and its LGA's and
constituencies' counts, so every ward of one LGA shares those columns, and the harness's stratified
70 / 30 split puts a test ward beside training wards of its own LGA.  Groups: the ward's LGA, and
its federal constituency.  (The constituency table has one row per constituency, no such group.)

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen143 by
default): ``python3 benchmarks/dev/unseen_wheels143/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("ng_nw_ward_state",):
    ds = tables.load_all([name])[name]
    lga, fc = tables.keys_of(name)
    assert len(lga) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"LGA": np.array(lga), "federal_constituency": np.array(fc)})

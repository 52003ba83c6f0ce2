"""How much of the non-private forest's accuracy on vim_colic_surgical comes from near-repeats of a
test horse in training.  VIM::colic keeps the hospital number (hospitalID, dropped from the
features): the UCI documentation says it "may not be unique if the horse is treated > 1 time",
and 16 numbers occur twice (32 of the 300 rows), so the harness's stratified 70 / 30 split can put
a horse's second admission beside its first.  Groups: hospitalID.  (mnp_detergent6 has no
household or store key: not probed.)

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen175 by
default): ``python3 benchmarks/dev/unseen_wheels175/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "vim_colic_surgical"
ds = tables.load_all([name])[name]
hosp = tables._data("VIM", "colic").hospitalID.to_numpy()   # the loader keeps every row, in order
assert len(hosp) == len(ds.y)
probe(ds, class_conflicts=True, groups={"hospitalID": np.array([str(h) for h in hosp])})

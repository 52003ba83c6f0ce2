"""How much of the non-private forest's accuracy on rtdists_speedacc_freq6 comes from a test
trial's participant being in training.  rtdists::speed_acc keeps the participant (id, dropped
from the features; the table keeps participants 1-5) and the stimulus (stim, dropped: an item
identifier nested in the class); the harness's stratified 70 / 30 split puts every participant
(and most items) on both sides.  Groups: participant id, and the stimulus item.
(matching_ggi_voted98 has no household or person key -- only the ward, a place of 29 levels
that is itself a feature: not probed.)

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen191 by
default): ``python3 benchmarks/dev/unseen_wheels191/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "rtdists_speedacc_freq6"
ds = tables.load_all([name])[name]
d = tables._data("rtdists", "speed_acc")
d = d[d["id"].astype(str).astype(int) <= 5].reset_index(drop=True)   # the loader's row rule
assert len(d) == len(ds.y)
probe(ds, class_conflicts=True,
      groups={"participant": np.array([str(v) for v in d["id"]]),
              "stimulus": np.array([str(v) for v in d["stim"]])})

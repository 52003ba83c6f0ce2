"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One holder (the RIR file's opaque-id) often holds many blocks, often
registered on the same day with neighbouring addresses, so the harness's stratified 70 / 30 split
can put a test block beside training blocks of its own holder.  Groups: the holder, and the
(holder, date) pair.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen136 by
default): ``python3 benchmarks/dev/unseen_wheels136/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("rir_ripe_fi_v4_status", "rir_lacnic_v4_country4"):
    ds = tables.load_all([name])[name]
    holder, holder_day = tables.keys_of(name)
    assert len(holder) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"holder": np.array(holder), "holder_day": np.array(holder_day)})

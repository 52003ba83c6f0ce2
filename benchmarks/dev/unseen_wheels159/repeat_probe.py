"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training: every qubit of one device shares its device's fixed settings (readout
length, two-qubit gate length) and a calibration day, so the harness's stratified 70 / 30 split
puts a test qubit beside training qubits of its own device.  Group: the backend (device).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen159 by
default): ``python3 benchmarks/dev/unseen_wheels159/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("qpu_family", "qpu_falcon27_rev"):
    ds = tables.load_all([name])[name]
    (dev,) = tables.keys_of(name)
    assert len(dev) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"device": np.array(dev)})

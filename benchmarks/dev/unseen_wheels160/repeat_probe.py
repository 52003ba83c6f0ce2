"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  A parent particle has many channels, the two files (Belle II, LHCb)
share most channels, and each channel is written for a particle and, in many blocks, again for
its antiparticle, so the harness's stratified 70 / 30 split can put a test line beside training
lines of its own channel.  Groups: the parent (charge conjugates folded), and the channel
(parent + sorted daughters, charge conjugates folded).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen160 by
default): ``python3 benchmarks/dev/unseen_wheels160/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("dec_phsp_model", "dec_charm_meson"):
    ds = tables.load_all([name])[name]
    par, ch = tables.keys_of(name)
    assert len(ch) == len(ds.y)
    groups = {"channel": np.array(ch)}
    if name == "dec_phsp_model":
        groups = {"parent": np.array(par), "channel": np.array(ch)}
    probe(ds, class_conflicts=True, groups=groups)

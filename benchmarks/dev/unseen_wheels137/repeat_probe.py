"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  The Dhatupatha lists roots in runs that share one meaning (artha: the
same "gatau", "himsayam", ... for dozens of neighbouring roots of one gana), and roots that differ
only in their last phoneme sit side by side, so the harness's stratified 70 / 30 split can put a
test root beside training roots of its own run.  Groups: the meaning text, and the root without
its final phoneme.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen137 by
default): ``python3 benchmarks/dev/unseen_wheels137/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("skt_root_gana", "skt_bhvadi_vs_other"):
    ds = tables.load_all([name])[name]
    meaning, stem = tables.keys_of(name)
    assert len(meaning) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"meaning": np.array(meaning), "stem": np.array(stem)})

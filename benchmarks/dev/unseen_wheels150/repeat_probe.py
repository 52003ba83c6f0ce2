"""How much of the non-private forest's accuracy on this batch's table comes from near-repeats of a
test row in training.  The assembly reports list a scaffold under successive accession versions
(GL000192.1, GL000192.2 ...), each a row of grc_unplaced_vs_other, so the harness's stratified
70 / 30 split can put a test row beside a training row of the same scaffold.  Group: the GenBank
accession without its version.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen150 by
default): ``python3 benchmarks/dev/unseen_wheels150/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("grc_unplaced_vs_other",):
    ds = tables.load_all([name])[name]
    acc = tables.keys_of(name)
    assert len(acc) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"accession": np.array(acc)})

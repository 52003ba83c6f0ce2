"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  The CSD holds redeterminations of one compound under one six-letter
refcode family (ABAVIJ, ABAVIJ01, ...), and CoRE MOF can keep several of them (and several
cleaning variants of one entry), so the harness's stratified 70 / 30 split can put a test row
beside training rows of its own compound.  Group: the refcode family (first six letters of the
file name).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen169 by
default): ``python3 benchmarks/dev/unseen_wheels169/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("mof_open_metal_site", "mof_light_metal"):
    ds = tables.load_all([name])[name]
    fam = tables.keys_of(name)
    assert len(fam) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"refcode_family": np.array(fam)})

"""How much of the non-private forest's accuracy on this batch's private-tag table comes from
near-repeats of a test row in training.  One private creator (e.g. TOSHIBA_MEC_MR3^10) defines
many tags, often runs of consecutive elements in one group with the same VR, so the harness's
stratified 70 / 30 split can put a test row beside training rows of its own creator.  Group: the
private creator string.  (The standard-dictionary table has no natural group and is not probed.)

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen165 by
default): ``python3 benchmarks/dev/unseen_wheels165/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("dicom_private_vendor",):
    ds = tables.load_all([name])[name]
    cr = tables.keys_of(name)
    assert len(cr) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"creator": np.array(cr)})

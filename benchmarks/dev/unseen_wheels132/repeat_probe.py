"""How much of the non-private forest's accuracy on the tie table comes from near-repeats of a
test row in training.  One student is the first student ("from") of many ties, and the tie's
degree column (from_deg) is nearly a student identifier, so the harness's stratified 70 / 30
split puts a test tie beside training ties of the same student.  Group: the first student's id.
(The gender table has one row per student: no natural group.)

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen132 by
default): ``python3 benchmarks/dev/unseen_wheels132/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("ona_school_tie_class",):
    ds = tables.load_all([name])[name]
    (student,) = tables.keys_of(name)
    assert len(student) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"from_student": np.array(student)})

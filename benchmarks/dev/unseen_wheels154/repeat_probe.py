"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  ArduPilot has many indexed parameter families (SERVO1_FUNCTION ...
SERVO16_FUNCTION, BATT2_..., RC3_...), whose instances share a name template and nearly all
metadata, so the harness's stratified 70 / 30 split can put a test row beside training rows of its
own family.  Groups: the name with its digits masked (template), and the name's prefix.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen154 by
default): ``python3 benchmarks/dev/unseen_wheels154/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("ap_user_standard", "ap_vehicle"):
    ds = tables.load_all([name])[name]
    tmpl, pre = tables.keys_of(name)
    assert len(tmpl) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"name_template": np.array(tmpl), "prefix": np.array(pre)})

"""How much of the non-private forest's accuracy on the motor table comes from near-repeats of a
test row in training: one motor has up to several simulator files (RASP and RockSim, cert and
user), so the harness's stratified 70 / 30 split can put a test file beside training files of
its own motor.  Group: ThrustCurve's motor_id (426 motors, 596 files).  The star table has no
natural group (one row a star) and is not probed.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen130 by
default): ``python3 benchmarks/dev/unseen_wheels130/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["tc_motor_type"])["tc_motor_type"]
g = tables.motor_groups()
assert len(g) == len(ds.y)
probe(ds, class_conflicts=True, groups={"motor": np.array(g)})

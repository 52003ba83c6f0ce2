"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  Fly: each larval mushroom-body neuron has a mirror partner of the same
type in the other hemisphere (the two hemispheres are two copies of one circuit); group: the
hemisphere (holding one out trains on one side, tests on the other).  Mouse: every region appears
once per mouse (16 mice), and each mouse contributes 332 rows; groups: the mouse (a held-out mouse
is an unseen animal) and the region (a held-out region is unseen in every mouse).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen125 by
default): ``python3 benchmarks/dev/unseen_wheels125/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["fly_mb_cell_type"])["fly_mb_cell_type"]
probe(ds, class_conflicts=True, test_classes=True,
      groups={"hemisphere": tables.fly_groups("fly_mb_cell_type")})
ds = tables.load_all(["mouse_roi_btbr_b6"])["mouse_roi_btbr_b6"]
mouse, region = tables.mice_groups("mouse_roi_btbr_b6")
assert len(mouse) == len(ds.y)
probe(ds, class_conflicts=True, test_classes=True, groups={"mouse": mouse, "region": region})

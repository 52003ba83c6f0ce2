"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  TF2 items come in sets and in workshop submissions / updates that
share one backpack-image folder (often one item per class, or several pieces of one look), so the
harness's stratified 70 / 30 split can put a test row beside training rows of its own set or
folder.  Groups: the item set (its own defindex when in none), and the image folder.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen151 by
default): ``python3 benchmarks/dev/unseen_wheels151/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("tf2_single_class_item", "tf2_cosmetic_is_hat"):
    ds = tables.load_all([name])[name]
    item_set, folder = tables.keys_of(name)
    assert len(item_set) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"item_set": np.array(item_set), "image_folder": np.array(folder)})

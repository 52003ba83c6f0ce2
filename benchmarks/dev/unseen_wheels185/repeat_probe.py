"""How much of the non-private forest's accuracy on gco2_aerobic comes from near-repeats: species
of one genus share their genus's way of life, and the harness's stratified 70 / 30 split puts
species of a test row's genus in training.  Group: the genus (a feature of the table too).

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen185 by
default): ``python3 benchmarks/dev/unseen_wheels185/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["gco2_aerobic"])["gco2_aerobic"]
genus = tables.genus_of("gco2_aerobic")
assert len(genus) == len(ds.y)
probe(ds, class_conflicts=True, groups={"genus": np.array(genus)})

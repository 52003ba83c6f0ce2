"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  The LLNL database lists many minerals of one metal (its oxides,
hydroxides, halides, ...), so the harness's stratified 70 / 30 split can put a test mineral beside
training minerals of its own principal cation.  Group: the principal cation species.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen155 by
default): ``python3 benchmarks/dev/unseen_wheels155/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("llnl_mineral_anion", "llnl_dhf_unit"):
    ds = tables.load_all([name])[name]
    cat = tables.keys_of(name)
    assert len(cat) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"cation": np.array(cat)})

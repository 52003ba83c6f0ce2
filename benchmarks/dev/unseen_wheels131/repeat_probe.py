"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One ligand sits in many rows (with each of its receptors), and one
(ligand, receptor) pair can be listed by more than one of the resources compared, so the harness's
stratified 70 / 30 split can put a test row beside training rows of its own ligand or pair.
Groups: the ligand's gene symbol, and the pair.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen131 by
default): ``python3 benchmarks/dev/unseen_wheels131/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("lr_cellinker_vs_celltalkdb", "lr_small_resources"):
    ds = tables.load_all([name])[name]
    lig, pair = tables.keys_of(name)
    assert len(lig) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"ligand": np.array(lig), "pair": np.array(pair)})

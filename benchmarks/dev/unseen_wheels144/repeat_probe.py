"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  Many source sequences (allele variants) map to one CARD ARO term, and
all their feature rows are then identical, so the harness's stratified 70 / 30 split puts a test
row beside training rows of its own ARO term.  Groups: the mapped ARO term, and its is_a parent
(the gene family).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen144 by
default): ``python3 benchmarks/dev/unseen_wheels144/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("arg_deeparg_category", "arg_annot_betalactam"):
    ds = tables.load_all([name])[name]
    term, fam = tables.keys_of(name)
    assert len(term) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"aro_term": np.array(term), "family": np.array(fam)})

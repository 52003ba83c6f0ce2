"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test entry in training.  Entries of one root sit side by side in the dictionary (a verb
listed twice with both imperfect vowels; a nisba and a sifa of one root), so the harness's
stratified 70 / 30 split can put a test entry beside training entries of its own root.  Groups:
the entry's root (an entry without a listed root is its own group), and its bare form.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen128 by
default): ``python3 benchmarks/dev/unseen_wheels128/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("arverb_imperfect_vowel", "arnoun_derived_category"):
    ds = tables.load_all([name])[name]
    roots, forms = tables.keys_of(name)
    assert len(roots) == len(ds.y)
    roots = [r if r else f"_row{i}" for i, r in enumerate(roots)]
    probe(ds, class_conflicts=True,
          groups={"root": np.array(roots), "bare form": np.array(forms)})

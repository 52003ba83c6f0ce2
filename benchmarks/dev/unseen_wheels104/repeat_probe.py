"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test word in training.  CMUdict lists many words of one family side by side
("nationalization", "nationalizations"; "abandoned", "abandoning"; surnames that differ in one
letter), whose stress is usually the same, so the harness's stratified 70 / 30 split can put a test
word beside training words of its family.  Groups: the word's first five letters, and its first
seven (a word shorter than that is its own group); the second is closer to a shared stem.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen104 by
default): ``python3 benchmarks/dev/unseen_wheels104/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("cmu_stress6_position", "cmu_stress3_first"):
    ds = tables.load_all([name])[name]
    words = tables.words_of(name)
    assert len(words) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"first 5 letters": np.array([w[:5] for w in words]),
                  "first 7 letters": np.array([w[:7] for w in words])})

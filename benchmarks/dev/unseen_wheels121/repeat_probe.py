"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test token in training.  The VADER lexicon lists inflections and derivations of one stem
side by side ("foolish", "foolisher", "foolishly", "foolishness"), which share their mean rating's
sign, so the harness's stratified 70 / 30 split can put a test token beside training tokens of its
own stem.  Groups: the token's first five characters, and its first four (a shorter token is its
own group).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen121 by
default): ``python3 benchmarks/dev/unseen_wheels121/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("vader_polarity", "vader_contested3"):
    ds = tables.load_all([name])[name]
    toks = tables.tokens_of(name)
    assert len(toks) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"first 5 characters": np.array([t.lower()[:5] for t in toks]),
                  "first 4 characters": np.array([t.lower()[:4] for t in toks])})

"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test prefix in training.  libphonenumber lists many prefixes of one trunk code
side by side (India: "9189476", "9189477", both Sompeta; Thailand: consecutive mobile blocks of one
network), so the harness's stratified 70 / 30 split can put a test prefix beside training prefixes
of its own code.  Groups: the prefix's first three national digits, and its first four (a prefix
shorter than that is its own group); the second is closer to one trunk code.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen105 by
default): ``python3 benchmarks/dev/unseen_wheels105/repeat_probe.py``.  Scikit-learn only: prints
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

for name, cc in (("phone_in_std_state", "91"), ("phone_th_ais", "66")):
    ds = tables.load_all([name])[name]
    nat = [p[len(cc):] for p in tables.prefixes_of(name)]
    assert len(nat) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"first 3 digits": np.array([s[:3] for s in nat]),
                  "first 4 digits": np.array([s[:4] for s in nat])})

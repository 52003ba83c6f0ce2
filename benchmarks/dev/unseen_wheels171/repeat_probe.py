"""How much of the non-private forest's accuracy on mlb_soybean19 comes from repeated records.
Soybean has no natural group (no plant, field or farm is named); 95 of its 683 rows share their
whole symptom record with another row (42 such records, one of them under two diseases), so the
harness's stratified 70 / 30 split can put a copy of a test row in training.  Groups: the feature
row itself (every distinct record a group).  Sonar has no equal rows and its object / aspect
labels are not in the R data, so it is not probed.

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen171 by
default): ``python3 benchmarks/dev/unseen_wheels171/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["mlb_soybean19"])["mlb_soybean19"]
rows = ds.X.apply(lambda c: c.map(str)).agg("|".join, axis=1).to_numpy()
probe(ds, class_conflicts=True, groups={"equal symptom record": np.array(rows)})

"""How much of the non-private forest's accuracy on aar_bagrut comes from students of a test
student's school in training.  AchievementAwardsRCT's students sit in 40 schools (school_id, a
fictitious but consistent identifier; dropped from the features), four cohorts each, so the
harness's stratified 70 / 30 split puts schoolmates of every test student in training.  Groups:
the school, and the school x cohort.

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen178 by
default): ``python3 benchmarks/dev/unseen_wheels178/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "aar_bagrut"
ds = tables.load_all([name])[name]
school = np.array(tables.keys_of(name))
year = tables._aar().year.astype(str).to_numpy()
assert len(school) == len(ds.y)
probe(ds, class_conflicts=True,
      groups={"school": school, "school x cohort": np.char.add(np.char.add(school, "/"), year)})

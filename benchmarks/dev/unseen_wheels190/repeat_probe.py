"""How much of the non-private forest's accuracy on ipred_dystrophy_carrier comes from repeated
examinations of the same woman.  ipred::dystrophy keeps HospID (the hospital ID number, dropped
from the features) and OBS (the observation number): 209 rows of 192 distinct HospIDs, so the
harness's stratified 70 / 30 split can put a woman's second examination beside her first.
Groups: HospID.  (kernlab_income9 has no respondent or household key: not probed.)

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen190 by
default): ``python3 benchmarks/dev/unseen_wheels190/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "ipred_dystrophy_carrier"
ds = tables.load_all([name])[name]
hosp = tables._data("ipred", "dystrophy").HospID.to_numpy()   # the loader keeps every row, in order
assert len(hosp) == len(ds.y)
probe(ds, class_conflicts=True, groups={"HospID": np.array([str(int(h)) for h in hosp])})

"""How much of the non-private forest's accuracy on this batch's two tables comes from rows whose
natural group also has rows in training: a school's district (apipop's dnum; schools of one
district share its administration and catchment) for api_compimp, and a municipality's canton
(CT) for swiss_region7 (a canton lies wholly in one region, so a held-out canton asks for the
region of municipalities none of whose canton neighbours were seen).

Run after run_all.sh extracted the .debs (tables.py reads them under UNSEEN_DIR, /tmp/unseen174
by default): ``python3 benchmarks/dev/unseen_wheels174/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name, label in (("api_compimp", "district (dnum)"), ("swiss_region7", "canton (CT)")):
    ds = tables.load_all([name])[name]
    keys = tables.keys_of(name)
    assert len(keys) == len(ds.y)
    probe(ds, groups={label: np.array(keys)})

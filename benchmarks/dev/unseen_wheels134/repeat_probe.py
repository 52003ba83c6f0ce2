"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One AWS service contributes many actions, often in families that share
a name's first word (CreateX / DeleteX / DescribeX ...), so the harness's stratified 70 / 30 split
puts a test action beside training actions of its own service.  Groups: the service, and the
(service, first word of the name) pair.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen134 by
default): ``python3 benchmarks/dev/unseen_wheels134/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("iam_storage_access_level", "iam_compute_resource_level"):
    ds = tables.load_all([name])[name]
    svc, fam = tables.keys_of(name)
    assert len(svc) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"service": np.array(svc), "service_verb": np.array(fam)})

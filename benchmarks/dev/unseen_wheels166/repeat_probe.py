"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One MIB module defines many objects, often in families written alike
(the same SYNTAX, clauses and OID layout in each of its tables), and the objects of one table row
or scalar group share a parent OID, so the harness's stratified 70 / 30 split can put a test row
beside training rows of its own module or row.  Groups: the module, and the parent OID.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen166 by
default): ``python3 benchmarks/dev/unseen_wheels166/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("snmp_scalar_writable", "snmp_column_access"):
    ds = tables.load_all([name])[name]
    mod, parent = tables.keys_of(name)
    assert len(mod) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"module": np.array(mod), "parent OID": np.array(parent)})

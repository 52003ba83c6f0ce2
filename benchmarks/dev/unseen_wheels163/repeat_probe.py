"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One WMO parameter (discipline, category, number) appears in many
entries: with different levels or statistical processing, and again in the centres' local concept
files, so the harness's stratified 70 / 30 split can put a test row beside training rows of its
own parameter.  Group: the WMO parameter.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen163 by
default): ``python3 benchmarks/dev/unseen_wheels163/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("grib_units10", "grib_met_rate"):
    ds = tables.load_all([name])[name]
    par = tables.keys_of(name)
    assert len(par) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"wmo_parameter": np.array(par)})

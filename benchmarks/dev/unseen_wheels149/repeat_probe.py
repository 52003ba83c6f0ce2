"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One substance is listed in many compartments and subcompartments
(e.g. "Benzene" to air, water and soil, each in several subcompartments), with the same unit,
formula, CAS and properties, so the harness's stratified 70 / 30 split puts a test row beside
training rows of the same substance -- often with another label.  Groups: the substance name, and
the CAS number (the name where there is none).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen149 by
default): ``python3 benchmarks/dev/unseen_wheels149/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("ef_compartment", "ef_soil_agricultural"):
    ds = tables.load_all([name])[name]
    sub, cas = tables.keys_of(name)
    assert len(sub) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"substance": np.array(sub), "cas": np.array(cas)})

"""How much of the non-private forest's accuracy on this batch's table comes from near-repeats
of a test row in training.  Brazil has many municipalities of one name or one first word in
several states (Bom Jesus, Santa Luzia, Sao ...), and the columns are read off the name alone,
so a test municipality can sit beside training rows with the same name or the same first word.
Groups: the full name, and its first word.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen167 by
default): ``python3 benchmarks/dev/unseen_wheels167/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for the table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("br_north_state",):
    ds = tables.load_all([name])[name]
    full, first = tables.keys_of(name)
    assert len(full) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"name": np.array(full), "first_word": np.array(first)})

"""Near-repeats in batch 215's owls_food: how much of the non-private forest's accuracy comes
from test rows whose nest also has rows in training (599 visits to 27 nests; each nest was
observed on both a food-deprived and a food-satiated night, Roulin & Bersier 2007).  Group: Nest
(dropped from the table's columns).  lincoln16_month has no group key other than the label itself
(the month), so it is not probed.

    UNSEEN_DIR=/tmp/unseen215 python3 benchmarks/dev/unseen_wheels215/repeat_probe.py

Scikit-learn only: prints grouped_probe.probe's figures (benchmarks/dev/unseen_wheels/)."""
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "owls_food"
ds = tables.load_all([name])[name]
nest = pd.read_csv(tables.BASE / "owls.csv")["Nest"].to_numpy()
assert len(nest) == len(ds.y)
probe(ds, class_conflicts=True, groups={"nest": nest})

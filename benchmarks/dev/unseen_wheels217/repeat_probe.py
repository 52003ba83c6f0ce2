"""Repeated rows in batch 217's ecuador_landslide: 25 pairs of its 751 points share every column
(and the label).  How much of the non-private forest's accuracy comes from test rows whose twin is
in training: grouped_probe.probe with the identical feature row as the group.  marioni_biotype is
checked for repeated feature rows the same way (one group per distinct row).

    UNSEEN_DIR=/tmp/unseen217 python3 benchmarks/dev/unseen_wheels217/repeat_probe.py

Scikit-learn only: prints grouped_probe.probe's figures (benchmarks/dev/unseen_wheels/)."""
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("ecuador_landslide", "marioni_biotype"):
    ds = tables.load_all([name])[name]
    key = pd.util.hash_pandas_object(ds.X, index=False).to_numpy()
    print(f"{name}: {pd.Series(key).duplicated().sum()} rows repeat an earlier feature row")
    probe(ds, class_conflicts=True, groups={"feature row": key})

"""How much of the non-private forest's accuracy on this batch's two tables comes from having
nearby records in training: earthquakes come in sequences (a mainshock and its aftershocks share
a place, a depth and mostly a mechanism), and neighbouring SHARE fault sources are often
segments of one fault system with one slip type, so the harness's stratified 70 / 30 split puts
most test records beside training records of the same place.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen73 by
default): ``python3 benchmarks/dev/unseen_wheels73/spatial_probe.py``.  Scikit-learn only,
missing values filled with -1 (the forests need no scaling); for each table prints the forest's
accuracy on one stratified split (seed 0) and on splits that hold whole map cells out
(GroupShuffleSplit, 30 % of the cells, seeds 0-2; cells of 5 x 5 degrees for the earthquakes,
2 x 2 degrees of the trace's centroid for the faults), the majority rate of each, and the share
of test rows whose cell has rows in training."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def probe(ds, lat, lon, size):
    X = ds.X.fillna(-1).to_numpy()
    y = ds.y.to_numpy()
    g = (np.floor(lat / size).astype(int) * 1000 + np.floor(lon / size).astype(int))

    def fit(tr, te, seed):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top), np.mean(np.isin(g[te], g[tr]))

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(np.unique(g))} cells of {size} degrees")
    print("  stratified split (seed 0): RF %.3f, majority %.3f, test rows whose cell is in "
          "training %.3f" % fit(tr, te, 0))
    for seed in range(3):
        tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
        print(f"  cells held out (seed {seed}): RF %.3f, majority %.3f, test rows whose cell is "
              "in training %.3f" % fit(tr, te, seed))


eq = tables.gcmt_faulting_style()
probe(eq, eq.X["latitude"].to_numpy(), eq.X["longitude"].to_numpy(), 5)
fl = tables.share_fault_slip_type()
probe(fl, fl.X["centroid_lat"].to_numpy(), fl.X["centroid_lon"].to_numpy(), 2)

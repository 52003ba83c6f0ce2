"""Batch 212's near-repeat (spatial) probe of pines_bands20: neighbouring pixels of one field
are near-copies, so a stratified random pixel split puts each test pixel's neighbours in
training.  Groups: the scene (145 x 145 pixels) cut into square blocks of 10 x 10 and 29 x 29
pixels (from the row / column that extract_npy.py keeps and the table does not use).  The shared
grouped_probe.probe prints scikit-learn's forest on the stratified split and on splits holding
30 % of the blocks out (GroupShuffleSplit, seeds 0-2); then the default (eps 1 and 2) on the same
29 x 29 block-held-out splits and, for reference, on the grid's stratified splits 0-2.

    UNSEEN_DIR=/tmp/unseen212 UNSEEN_TABLES=<this folder> python3 repeat_probe.py
"""
import os
import runpy
import sys
import time
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.model_selection import GroupShuffleSplit

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

gp = runpy.run_path(str(Path(os.environ["UNSEEN_TABLES"]).parent / "unseen_wheels" / "grouped_probe.py"))
print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["pines_bands20"])["pines_bands20"]
raw = pd.read_csv(tables.CSV, usecols=["row", "col"])
groups = {f"{b}x{b}-pixel blocks": (raw["row"] // b * 100 + raw["col"] // b).astype(str).to_numpy()
          for b in (10, 29)}
gp["probe"](ds, groups)
g = groups["29x29-pixel blocks"]
y = ds.y.to_numpy()
for eps in (1.0, 2.0):
    for seed in range(3):
        tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(ds.X, y, g))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed,
                                            progress=False).fit(ds.X.iloc[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        acc = float(np.mean(np.asarray(m.predict(ds.X.iloc[te])) == y[te]))
        Xtr, ytr, Xte, yte = bd.split(ds, seed)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m2 = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed,
                                             progress=False).fit(Xtr, ytr)
        acc2 = float(np.mean(np.asarray(m2.predict(Xte)) == np.asarray(yte)))
        print(f"default eps {eps} seed {seed}: 29x29 blocks held out {acc:.3f} (majority "
              f"{np.mean(y[te] == top):.3f}, {len(te)} test rows); stratified split {acc2:.3f}",
              flush=True)

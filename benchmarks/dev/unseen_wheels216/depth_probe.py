"""Batch 216's second probe of the misses on earthlib_urban_material15 (eps 0.1 and 0.5; the
default fits one tree of depth 3 there, miss_probe.log): does a different depth close the gap to
the SNR forest?  On the grid's splits 0-9 (bd.split), at eps 0.1, 0.5 and 1: the default with
max_depth fixed at 1-6 (2 fresh draws per split), and, non-private, scikit-learn's
DecisionTreeClassifier at depths 3-6 (the ceiling of one tree of that shape).

    UNSEEN_DIR=/tmp/unseen216 UNSEEN_TABLES=<this folder> python3 depth_probe.py
"""
import os
import sys
import time
import warnings

import numpy as np
from sklearn.tree import DecisionTreeClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
NAME = "earthlib_urban_material15"
ds = tables.load_all([NAME])[NAME]
res = {}
for s in range(10):
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    yte = np.asarray(yte)
    for eps in (0.1, 0.5, 1.0):
        for depth in range(1, 7):
            for d in range(2):
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=s,
                                                    max_depth=depth, progress=False).fit(Xtr, ytr)
                res.setdefault((eps, depth), []).append(float(np.mean(np.asarray(m.predict(Xte)) == yte)))
    for depth in range(3, 7):
        t = DecisionTreeClassifier(max_depth=depth, random_state=s).fit(Xtr.to_numpy(float), np.asarray(ytr))
        res.setdefault(("non-private tree", depth), []).append(float(t.score(Xte.to_numpy(float), yte)))
    print(f"split {s} done", flush=True)
print("\nmean test accuracy +- SE over 10 splits (x 2 draws for the DP fits); majority 0.368")
for eps in (0.1, 0.5, 1.0):
    print(f"eps {eps}: " + "  ".join(
        f"depth {k}: {np.mean(res[(eps, k)]):.3f} +- {np.std(res[(eps, k)], ddof=1) / np.sqrt(len(res[(eps, k)])):.3f}"
        for k in range(1, 7)))
print("non-private tree: " + "  ".join(
    f"depth {k}: {np.mean(res[('non-private tree', k)]):.3f}" for k in range(3, 7)))

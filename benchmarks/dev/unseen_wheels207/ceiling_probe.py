"""How close is batch 207's default to a non-private model of its own size?  The default fits one
tree of depth 2 / 4 / 5 / 6 on fann_thyroid3 at eps 0.1 / 0.5 / 1 / 2 (shape_check.log).  This fits, on
the grid's splits (seeds 0-9, bd.split), scikit-learn RF(100) on the harness's ordinal_imputed
encoding (the harness's non-private reference) and one decision tree of depth 2-6; mean test
accuracy ± SE.  Scikit-learn only.

    UNSEEN_DIR=/tmp/unseen207 UNSEEN_TABLES=<this folder> python3 ceiling_probe.py
"""
import os
import sys
import time

import numpy as np
from sklearn.ensemble import RandomForestClassifier
from sklearn.tree import DecisionTreeClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402
from dpforest.benchmarks.harness import encode  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
MODELS = [("RF(100) as in the harness",
           lambda s: RandomForestClassifier(n_estimators=100, random_state=s))]
MODELS += [(f"one tree, depth {d}",
            (lambda d: lambda s: DecisionTreeClassifier(max_depth=d, random_state=s))(d))
           for d in range(2, 7)]

for name in ("fann_thyroid3",):
    ds = tables.load_all([name])[name]
    print(f"## {name}", flush=True)
    res = {k: [] for k, _ in MODELS}
    for s in range(10):
        Xtr, ytr, Xte, yte = bd.split(ds, s)
        Etr = encode(Xtr, ds.schema, "ordinal_imputed")
        Ete = encode(Xte, ds.schema, "ordinal_imputed")
        for k, make in MODELS:
            m = make(s).fit(Etr, np.asarray(ytr))
            res[k].append(float(np.mean(m.predict(Ete) == np.asarray(yte))))
    for k, a in res.items():
        print(f"{k:34s} {np.mean(a):.3f} ± {np.std(a, ddof=1) / np.sqrt(len(a)):.3f}", flush=True)

"""How high can a non-private model go on batch 203's tables?  The harness's non-private
reference (scikit-learn RF(100), default depth) scores under the default at ε 2 on
ggobi_shipman_cause5 (0.625 against 0.675 on the grid).  This fits, on the grid's splits (seeds
0-9, bd.split, the harness's ordinal_imputed encoding), RF(100) as in the harness, RF(100) with
leaves of at least 10 and of at least 20 records, and one decision tree of depth 3 (the depth
the default picks on both tables), and prints mean test accuracy ± SE.  Scikit-learn only.

    UNSEEN_DIR=/tmp/unseen203 UNSEEN_TABLES=<this folder> python3 ceiling_probe.py
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
MODELS = [
    ("RF(100) as in the harness", lambda s: RandomForestClassifier(n_estimators=100, random_state=s)),
    ("RF(100), min leaf 10", lambda s: RandomForestClassifier(n_estimators=100, min_samples_leaf=10,
                                                              random_state=s)),
    ("RF(100), min leaf 20", lambda s: RandomForestClassifier(n_estimators=100, min_samples_leaf=20,
                                                              random_state=s)),
    ("one tree, depth 3", lambda s: DecisionTreeClassifier(max_depth=3, random_state=s)),
]
for name in ("ggobi_shipman_cause5", "ggobi_tao_site5"):
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
        print(f"{k:28s} {np.mean(a):.3f} ± {np.std(a, ddof=1) / np.sqrt(len(a)):.3f}", flush=True)

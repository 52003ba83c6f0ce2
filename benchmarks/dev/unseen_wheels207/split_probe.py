"""Batch 207's probe of where the signal sits: the thresholds of a non-private depth-2 scikit-learn
tree on fann_thyroid3 (grid split 0), the quantiles of those columns, and the default's splits at
eps 2 on the same split (dpforest's export_text, if it has one; else its tree attributes).

    UNSEEN_DIR=/tmp/unseen207 UNSEEN_TABLES=<this folder> python3 -W ignore split_probe.py
"""
import os
import sys

import numpy as np
from sklearn.tree import DecisionTreeClassifier, export_text

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

ds = tables.load_all(["fann_thyroid3"])["fann_thyroid3"]
Xtr, ytr, Xte, yte = bd.split(ds, 0)
t = DecisionTreeClassifier(max_depth=2, random_state=0).fit(Xtr, np.asarray(ytr))
print(export_text(t, feature_names=list(Xtr.columns), decimals=4))
for c in ("TSH", "FTI", "TT4", "T3"):
    q = np.quantile(Xtr[c], [0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99])
    print(c, "range", Xtr[c].min(), Xtr[c].max(), "quantiles 1/10/25/50/75/90/99 %:",
          " ".join(f"{v:.4f}" for v in q))
for f in ds.schema.features:
    if f.name in ("TSH", "FTI", "TT4", "T3"):
        print("schema", f)
m = dpforest.DPForestClassifier(epsilon=2.0, schema=ds.schema, random_state=0,
                                progress=False).fit(Xtr, ytr)
print("default eps 2: depth", m.max_depth_,
      "test acc", float(np.mean(np.asarray(m.predict(Xte)) == np.asarray(yte))))
for name in ("export_text", "describe", "tree_text"):
    fn = getattr(m, name, None) or getattr(dpforest, name, None)
    if callable(fn):
        try:
            print(fn(m) if fn is getattr(dpforest, name, None) else fn())
            break
        except Exception as e:  # noqa: BLE001
            print(name, "failed:", type(e).__name__, e)

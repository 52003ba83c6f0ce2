"""gretl_keane_choice5 has six discrete columns and 2,450 distinct feature rows among 12,665
(repeat_probe.log), and the default scored above the non-private forest on it (grid and refit).
This prints, on the grid's splits (seeds 0-9, bd.split), the non-private look-up from each
training feature row to its most common class (unseen rows and ties: the training majority class)
beside scikit-learn's forest (100 trees, the harness's settings: default depth) and a forest
whose leaves hold at least 20 records.  Non-private, scikit-learn and pandas only.

    UNSEEN_DIR=/tmp/unseen202 UNSEEN_TABLES=<this folder> python3 lookup_probe.py
"""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

ds = tables.load_all(["gretl_keane_choice5"])["gretl_keane_choice5"]
res = {"look-up": [], "rf": [], "rf leaf>=20": [], "majority": []}
for s in range(10):
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    ytr, yte = np.asarray(ytr), np.asarray(yte)
    top = pd.Series(ytr).value_counts().idxmax()
    ktr = Xtr.astype(str).agg("|".join, axis=1).to_numpy()
    kte = Xte.astype(str).agg("|".join, axis=1).to_numpy()
    best = pd.DataFrame({"k": ktr, "y": ytr}).groupby("k")["y"].agg(
        lambda v: v.value_counts().idxmax())
    pred = np.array([best.get(k, top) for k in kte])
    res["look-up"].append(np.mean(pred == yte))
    res["majority"].append(np.mean(yte == top))
    for label, kw in [("rf", {}), ("rf leaf>=20", {"min_samples_leaf": 20})]:
        rf = RandomForestClassifier(n_estimators=100, random_state=s, **kw).fit(Xtr, ytr)
        res[label].append(np.mean(rf.predict(Xte) == yte))
for k, v in res.items():
    v = np.array(v)
    print(f"{k:12s} {v.mean():.3f} ± {v.std(ddof=1) / np.sqrt(len(v)):.3f} (10 splits)")

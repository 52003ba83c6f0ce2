"""How close is batch 205's default to a non-private model of its own size, and how much of each
table is one easy signal?  In gcvs_hip_part.dat the period is missing for irregular variables (LB:
"L" means irregular), so the missing-value indicators carry part of the type; in nomenclature.dat
some feature types exist on one body only (coronae on Venus, paterae mostly on Io / Venus / Mars),
so the body alone carries part of the type.  This fits, on the grid's splits (seeds 0-9, bd.split):
scikit-learn RF(100) on the harness's ordinal_imputed encoding (as the harness's non-private
reference), one decision tree of depth 3-6 (the depths the default picks: 3-5 on the GCVS table,
4-6 on the features table, categorical_split_check.log), and RF(100) on one reduced input: the
missing-value indicators (GCVS) or the body alone, one-hot (features); mean test accuracy ± SE.
Scikit-learn only.

    UNSEEN_DIR=/tmp/unseen205 UNSEEN_TABLES=<this folder> python3 ceiling_probe.py
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
    ("one tree, depth 3", lambda s: DecisionTreeClassifier(max_depth=3, random_state=s)),
    ("one tree, depth 5", lambda s: DecisionTreeClassifier(max_depth=5, random_state=s)),
    ("one tree, depth 4", lambda s: DecisionTreeClassifier(max_depth=4, random_state=s)),
    ("one tree, depth 6", lambda s: DecisionTreeClassifier(max_depth=6, random_state=s)),
]


def reduced(name, X):
    if name == "stellarium_gcvs_type10":
        miss = [c for c in X.columns if tables.load_all([name])[name].X[c].isna().any()]
        return X[miss].isna().to_numpy(dtype=float)
    return (X["body"].to_numpy()[:, None] == BODIES[None, :]).astype(float)


for name in ("stellarium_gcvs_type10", "stellarium_feature_type10"):
    ds = tables.load_all([name])[name]
    BODIES = np.array(sorted(ds.X["body"].unique())) if "body" in ds.X else None
    red = ("RF(100), missing indicators only" if BODIES is None else "RF(100), body only")
    print(f"## {name}", flush=True)
    res = {k: [] for k, _ in MODELS}
    res[red] = []
    for s in range(10):
        Xtr, ytr, Xte, yte = bd.split(ds, s)
        Etr = encode(Xtr, ds.schema, "ordinal_imputed")
        Ete = encode(Xte, ds.schema, "ordinal_imputed")
        for k, make in MODELS:
            m = make(s).fit(Etr, np.asarray(ytr))
            res[k].append(float(np.mean(m.predict(Ete) == np.asarray(yte))))
        m = RandomForestClassifier(n_estimators=100, random_state=s).fit(
            reduced(name, Xtr), np.asarray(ytr))
        res[red].append(float(np.mean(m.predict(reduced(name, Xte)) == np.asarray(yte))))
    for k, a in res.items():
        print(f"{k:34s} {np.mean(a):.3f} ± {np.std(a, ddof=1) / np.sqrt(len(a)):.3f}", flush=True)

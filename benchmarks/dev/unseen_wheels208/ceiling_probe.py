"""Batch 208's non-private ceiling on bcd_area9: scikit-learn's forest (100 trees) and single
trees of depth 2-8 on the grid's splits 0-9 (the harness's ordinal_imputed encoding), to set the
default's trees (depth 4-7 on the check refits) beside what a tree of that depth can do without
privacy.  Run from the export with UNSEEN_TABLES / UNSEEN_DIR set."""
import os
import sys

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402
from dpforest.benchmarks.harness import encode  # noqa: E402
from sklearn.ensemble import RandomForestClassifier  # noqa: E402
from sklearn.tree import DecisionTreeClassifier  # noqa: E402

ds = tables.load_all(["bcd_area9"])["bcd_area9"]
s = ds.schema
models = {"RF(100)": lambda seed: RandomForestClassifier(100, random_state=seed, n_jobs=1)}
for d in range(2, 9):
    models[f"tree depth {d}"] = (lambda d: lambda seed: DecisionTreeClassifier(
        max_depth=d, random_state=seed))(d)
res = {k: [] for k in models}
for seed in range(10):
    Xtr, ytr, Xte, yte = bd.split(ds, seed)
    A, B = encode(Xtr, s, "ordinal_imputed"), encode(Xte, s, "ordinal_imputed")
    a, b = s.encode_labels(ytr), s.encode_labels(yte)
    for k, f in models.items():
        res[k].append(np.mean(f(seed).fit(A, a).predict(B) == b))
for k, v in res.items():
    print(f"bcd_area9 {k:14s} {np.mean(v):.3f} ± {np.std(v, ddof=1) / np.sqrt(len(v)):.3f} (10 splits)")

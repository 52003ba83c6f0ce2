"""Batch 331's non-private look at why DP boosting leads on clinvar_snv_consequence6: on the grid's
splits 0-2 (the harness's split), a single sklearn decision tree of depth 4-10, a 100-tree random
forest, gradient boosting with depth-1/2 trees and a multinomial logistic regression, all on one-hot
columns (af_exac missing -> -1).  If shallow additive models match or beat deep single trees, the
default's one-tree shape (depth 6-8 from eps 0.5 on) is what costs it the cells.

    UNSEEN_TABLES=<batch dir> UNSEEN_DIR=/tmp/unseen331 python3 probe331.py
"""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import HistGradientBoostingClassifier, RandomForestClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.tree import DecisionTreeClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
from dpforest.benchmarks import datasets as bench_datasets  # noqa: E402

ds = tables.load_all(["clinvar_snv_consequence6"])["clinvar_snv_consequence6"]


def onehot(X, cols=None):
    Z = X.copy()
    Z["af_exac"] = Z["af_exac"].fillna(-1.0)
    Z = pd.get_dummies(Z, dtype=float)
    return Z if cols is None else Z.reindex(columns=cols, fill_value=0.0)


models = {f"tree depth {d}": (lambda d=d: DecisionTreeClassifier(max_depth=d, random_state=0))
          for d in (4, 6, 8, 10)}
models["forest 100 (full depth)"] = lambda: RandomForestClassifier(100, random_state=0, n_jobs=1)
models["forest 100 (min leaf 20)"] = lambda: RandomForestClassifier(100, min_samples_leaf=20,
                                                                    random_state=0, n_jobs=1)
models["boosting depth 1 (200)"] = lambda: HistGradientBoostingClassifier(max_depth=1, max_iter=200,
                                                                          random_state=0)
models["boosting depth 2 (200)"] = lambda: HistGradientBoostingClassifier(max_depth=2, max_iter=200,
                                                                          random_state=0)
models["logistic (one-hot)"] = lambda: LogisticRegression(max_iter=2000)
res = {k: [] for k in models}
for seed in (0, 1, 2):
    Xtr, ytr, Xte, yte = bench_datasets.split(ds, seed)
    Ztr = onehot(Xtr)
    Zte = onehot(Xte, Ztr.columns)
    for k, f in models.items():
        m = f().fit(Ztr.values, np.asarray(ytr))
        res[k].append(float(np.mean(m.predict(Zte.values) == np.asarray(yte))))
for k, v in res.items():
    print(f"{k:26s} {np.mean(v):.3f}  ({', '.join(f'{a:.3f}' for a in v)})")

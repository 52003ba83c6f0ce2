"""Batch 292's look at the misses (non-private, cheap): on the grid's splits 0-2 of
jieba_word_pos, with the harness's `ordinal_imputed` encoding, the test accuracy of one
scikit-learn decision tree at the default's depths (4, 6, 7, 8), of a one-hot logistic regression
(additive in the two tag columns) and of HistGradientBoosting (the non-private version of what DP
boosting fits), beside the RF(100) of the pre-check.  Says whether the gap to DP boosting is one
tree's shape or noise.   UNSEEN_TABLES=<this folder> python3 probe292.py"""
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

ds = tables.load_all(["jieba_word_pos"])["jieba_word_pos"]
rows = []
for seed in (0, 1, 2):
    Xtr, ytr, Xte, yte = bench_datasets.split(ds, seed)
    tr = pd.get_dummies(Xtr.astype({c: str for c in ("first_char_tag", "last_char_tag")}), dtype=float)
    te = pd.get_dummies(Xte.astype({c: str for c in ("first_char_tag", "last_char_tag")}), dtype=float)
    te = te.reindex(columns=tr.columns, fill_value=0.0)
    mu, sd = tr.mean(), tr.std().replace(0, 1)
    models = {f"tree depth {d}": DecisionTreeClassifier(max_depth=d, random_state=0) for d in (4, 6, 7, 8)}
    models["logistic (one-hot)"] = LogisticRegression(max_iter=2000)
    models["hist gradient boosting"] = HistGradientBoostingClassifier(random_state=0)
    models["random forest (100)"] = RandomForestClassifier(n_estimators=100, random_state=0, n_jobs=1)
    for name, m in models.items():
        m.fit((tr - mu) / sd, ytr)
        rows.append((name, seed, float(np.mean(m.predict((te - mu) / sd) == np.asarray(yte)))))
df = pd.DataFrame(rows, columns=["model", "seed", "acc"])
print(df.pivot(index="model", columns="seed", values="acc").assign(
    mean=lambda t: t.mean(axis=1)).round(3).to_string())

"""Non-private yardsticks on cd_ccdrug (harness splits 0-2): depth-limited tree vs additive model.
python additive_check.py"""
import os, sys, warnings
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
from sklearn.tree import DecisionTreeClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import OneHotEncoder
from dpforest.benchmarks.datasets import split
import tables
warnings.simplefilter("ignore")
ds = tables.cd_ccdrug()
for s in range(3):
    Xtr, ytr, Xte, yte = split(ds, s)
    enc = OneHotEncoder(handle_unknown="ignore").fit(Xtr.astype(str))
    A, B = enc.transform(Xtr.astype(str)), enc.transform(Xte.astype(str))
    out = []
    for d in (3, 5, 8, None):
        t = DecisionTreeClassifier(max_depth=d, min_samples_leaf=20, random_state=0).fit(A, ytr)
        out.append(f"tree d={d}: {t.score(B, yte):.3f}")
    lr = LogisticRegression(max_iter=2000).fit(A, ytr)
    out.append(f"logistic (additive): {lr.score(B, yte):.3f}")
    print(f"seed {s}: " + "; ".join(out))

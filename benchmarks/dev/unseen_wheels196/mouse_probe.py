"""A look, not a DP result: does ks::hsct's class label mean the same cells in every mouse?
Scikit-learn's forest (100 trees) on stratified 70 / 30 splits (seed 0) within each mouse
(subject), with the class counts per mouse; then the channel medians of each (mouse, label)."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402

d = tables._data("ks", "hsct")
X = d[tables._HSCT].astype(float).to_numpy()
y = d["label"].astype(int).to_numpy()
s = d["subject"].astype(int).to_numpy()
for m in sorted(set(s)):
    i = s == m
    yy = y[i]
    ok = np.isin(yy, [c for c, n in zip(*np.unique(yy, return_counts=True)) if n >= 2])
    Xt, Xe, yt, ye = train_test_split(X[i][ok], yy[ok], test_size=0.3, random_state=0,
                                      stratify=yy[ok])
    acc = RandomForestClassifier(100, random_state=0, n_jobs=1).fit(Xt, yt).score(Xe, ye)
    top = pd.Series(yt).value_counts(normalize=True).iloc[0]
    print(f"subject {m}: {i.sum()} rows, RF within the mouse {acc:.3f}, majority {top:.3f}; "
          f"classes {dict(zip(*np.unique(yy, return_counts=True)))}")
med = d.assign(label=d.label.astype(int), subject=d.subject.astype(int)).groupby(
    ["label", "subject"])[tables._HSCT].median()
print(med.to_string())

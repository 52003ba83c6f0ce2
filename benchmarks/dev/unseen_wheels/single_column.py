"""Best single-column rule on an outside batch's tables (scikit-learn / pandas only; no DP).

For each column: a look-up from the column's value to the training majority class (numeric
columns with more than 20 distinct values cut into <= 20 training-quantile bins first, a missing
value a bin of its own; unseen values get the training majority), fitted on the training part
of 3 stratified 70/30 splits (seeds 100-102, those of the pre-check) and scored on the test
part; printed, best six columns first, beside the non-private forest (100 trees, one-hot
columns) on the same splits.  It says whether one column nearly gives a table's answer, which
a batch's README reports.

    UNSEEN_DIR=/tmp/unseenN python3 benchmarks/dev/unseen_wheels/single_column.py \
        benchmarks/dev/unseen_wheelsN TABLE [TABLE ...]
"""
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import train_test_split


def single_column(name, ds, seeds=(100, 101, 102), top=6):
    """Print the non-private forest's and the best `top` single-column rules' accuracy."""
    X, y = ds.X.reset_index(drop=True), pd.Series(np.asarray(ds.y))
    res, rf = {}, []
    D = pd.get_dummies(X).to_numpy(dtype=float)      # the forest's columns, one for all seeds
    for seed in seeds:
        tr, te = train_test_split(np.arange(len(y)), test_size=0.3, random_state=seed, stratify=y)
        maj = y[tr].value_counts().index[0]
        for c in X.columns:
            v = X[c]
            if v.dtype.kind in "if" and v.nunique() > 20:
                # nanquantile: one missing value made np.quantile's edges all NaN, and the
                # column scored the majority rate; a missing value gets a bin of its own
                edges = np.unique(np.nanquantile(v[tr], np.linspace(0, 1, 21)))
                v = pd.Series(np.where(v.isna(), -1, np.searchsorted(edges[1:-1], v,
                                                                      side="right")))
            v = v.astype(str)
            m = (pd.DataFrame({"v": v[tr], "y": y[tr]}).groupby("v").y
                 .agg(lambda s: s.value_counts().index[0]))
            pred = v[te].map(m).fillna(maj)
            res.setdefault(c, []).append(float(np.mean(pred.to_numpy() == y[te].to_numpy())))
        forest = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(D[tr], y[tr])
        rf.append(forest.score(D[te], y[te]))
    print(f"{name}: n={len(y)}; non-private forest {np.mean(rf):.3f}; "
          f"majority {y.value_counts(normalize=True).iloc[0]:.3f}")
    for c, a in sorted(res.items(), key=lambda kv: -np.mean(kv[1]))[:top]:
        print(f"  {c:16s} {np.mean(a):.3f}  ({', '.join(f'{x:.3f}' for x in a)})")


if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    import tables  # the batch's loaders
    names = sys.argv[2:]
    loaded = tables.load_all(names)
    for name in names:
        single_column(name, loaded[name])

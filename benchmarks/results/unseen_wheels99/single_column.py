"""The best single-column rule on this batch's two tables, against the non-private forest: for each
column alone, a scikit-learn decision tree (min_samples_leaf 5; a categorical column one-hot
coded, so the tree is a look-up of its levels) fitted on the harness's splits 0-2 (bd.split, the
grid's splits) and scored on their test rows; the 3-split mean per column, best first.  Also the
one-level rule (depth 1, one threshold or one level against the rest).  Run with UNSEEN_TABLES
set to benchmarks/dev/unseen_wheels99 and PYTHONPATH to the export's src."""
import os, sys
import numpy as np
import pandas as pd
from sklearn.tree import DecisionTreeClassifier
sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables
from dpforest.benchmarks import datasets as bd
for name in ("dnd_monster_type", "dnd_spell_school"):
    ds = tables.load_all([name])[name]
    res = []
    for c in ds.X.columns:
        accs, acc1 = [], []
        for seed in range(3):
            Xtr, ytr, Xte, yte = bd.split(ds, seed)
            a, b = Xtr[[c]], Xte[[c]]
            if not pd.api.types.is_numeric_dtype(a[c]):
                allx = pd.get_dummies(pd.concat([a, b]).astype(str))
                a, b = allx.iloc[:len(a)], allx.iloc[len(a):]
            for d, out in ((None, accs), (1, acc1)):
                m = DecisionTreeClassifier(max_depth=d, min_samples_leaf=5, random_state=0)
                out.append(np.mean(m.fit(a, ytr).predict(b) == np.asarray(yte)))
        res.append((c, np.mean(accs), np.mean(acc1)))
    r = pd.DataFrame(res, columns=["column", "one_column_tree", "depth_1"]).sort_values(
        "one_column_tree", ascending=False)
    print(f"{name} (n={len(ds.y)}, majority {ds.y.value_counts(normalize=True).iloc[0]:.3f})")
    print(r.head(8).round(3).to_string(index=False), "\n", flush=True)

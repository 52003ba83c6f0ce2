"""Batch 243 probe (not a grid run): the default refitted on splits 0-2 at eps 0.1 and 2 with a
fresh noise seed (random_state = 1000 + split), its per-class recall pooled over the 3 splits, and
the per-class recall of a non-private sklearn forest on the same splits.  Run with the export on
PYTHONPATH and UNSEEN_TABLES / UNSEEN_DIR set."""
import os, sys
import numpy as np, pandas as pd
sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables, dpforest
from dpforest.benchmarks import datasets as bd
from sklearn.ensemble import RandomForestClassifier
ds = tables.load_all(["hapt_activity"])["hapt_activity"]
print("#", dpforest.__file__, dpforest.__version__)
for eps in (0.1, 2.0):
    ys, ps, accs = [], [], []
    for seed in range(3):
        Xtr, ytr, Xte, yte = bd.split(ds, seed)
        m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=1000 + seed,
                                        progress=False).fit(Xtr, ytr)
        p = m.predict(Xte); ys += list(yte); ps += list(p); accs.append(np.mean(p == np.asarray(yte)))
    ct = pd.crosstab(pd.Series(ys, name="true"), pd.Series(ps, name="pred"))
    print(f"\n== default, eps={eps}, fresh noise (random_state 1000-1002): acc per split "
          + ", ".join(f"{a:.3f}" for a in accs))
    print(ct.to_string())
    print("recall:", (np.diag(ct.reindex(columns=ct.index, fill_value=0)) / ct.sum(1)).round(3).to_dict())
ys, ps = [], []
for seed in range(3):
    Xtr, ytr, Xte, yte = bd.split(ds, seed)
    rf = RandomForestClassifier(n_estimators=100, random_state=seed).fit(Xtr, ytr)
    ys += list(yte); ps += list(rf.predict(Xte))
ct = pd.crosstab(pd.Series(ys, name="true"), pd.Series(ps, name="pred"))
print("\n== non-private sklearn RF(100), splits 0-2")
print("recall:", (np.diag(ct.reindex(columns=ct.index, fill_value=0)) / ct.sum(1)).round(3).to_dict())

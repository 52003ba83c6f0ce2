"""Batch 212's probe of the default's plateau on pines_bands20 (no miss: the default is best in
every cell, but it gains only 0.555 -> 0.572 -> 0.579 from eps 0.5 to 2 on the 10-split refit,
27 points under the non-private forest's 0.840): is the depth rule the limit?
On the grid's splits 0-4 (bd.split): the default at eps 0.5, 1, 2, 8 and 32 (its max_depth_,
n_estimators_, test accuracy, classes predicted); at eps 2 the default with max_depth fixed at
its auto depth + 2 and + 4; and, non-private, scikit-learn's DecisionTreeClassifier at the
default's eps-2 depth and unlimited, and RandomForestClassifier(100) limited to that depth.

    UNSEEN_DIR=/tmp/unseen212 UNSEEN_TABLES=<this folder> python3 depth_probe.py
"""
import os
import sys
import time
import warnings

import numpy as np
from sklearn.ensemble import RandomForestClassifier
from sklearn.tree import DecisionTreeClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["pines_bands20"])["pines_bands20"]
SPLITS = range(5)
res = {}
texts = set()


def add(key, v):
    res.setdefault(key, []).append(v)


for s in SPLITS:
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    yte = np.asarray(yte)
    d2 = None
    for eps in (0.5, 1.0, 2.0, 8.0, 32.0):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=s,
                                            progress=False).fit(Xtr, ytr)
        texts.update(f"{x.category.__name__}: {str(x.message)[:300]}" for x in w)
        pred = np.asarray(m.predict(Xte))
        acc = float(np.mean(pred == yte))
        add(("default", eps), acc)
        print(f"split {s} eps {eps:>4}: default acc {acc:.3f} depth {m.max_depth_} trees "
              f"{m.n_estimators_} classes predicted {len(set(pred))}", flush=True)
        if eps == 2.0:
            d2 = int(m.max_depth_)
    for extra in (2, 4):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            m = dpforest.DPForestClassifier(epsilon=2.0, schema=ds.schema, random_state=s,
                                            max_depth=d2 + extra, progress=False).fit(Xtr, ytr)
        texts.update(f"{x.category.__name__}: {str(x.message)[:300]}" for x in w)
        acc = float(np.mean(np.asarray(m.predict(Xte)) == yte))
        add((f"default max_depth=auto+{extra}", 2.0), acc)
        print(f"split {s} eps  2.0: max_depth={d2 + extra} acc {acc:.3f}", flush=True)
    Xa, Xb = Xtr.to_numpy(float), Xte.to_numpy(float)
    for name, est in ((f"sklearn tree depth {d2}", DecisionTreeClassifier(max_depth=d2, random_state=s)),
                      ("sklearn tree unlimited", DecisionTreeClassifier(random_state=s)),
                      (f"sklearn RF(100) depth {d2}", RandomForestClassifier(100, max_depth=d2, random_state=s, n_jobs=1)),
                      ("sklearn RF(100) unlimited", RandomForestClassifier(100, random_state=s, n_jobs=1))):
        acc = float(est.fit(Xa, np.asarray(ytr)).score(Xb, yte))
        add((name, None), acc)
        print(f"split {s}: {name} acc {acc:.3f}", flush=True)
print("\nmeans over splits", list(SPLITS))
for k, v in res.items():
    v = np.array(v)
    print(f"  {k[0]:32s} eps {k[1]}: {v.mean():.3f} +- {v.std(ddof=1) / np.sqrt(len(v)):.3f} (n={len(v)})")
for t in sorted(texts):
    print("warning:", t)

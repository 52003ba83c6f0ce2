"""Batch 210's probe of its misses (lansing_species, eps 0.5 and 1 on the 10-split refit, eps 1 on
the 3-split grid: the default 1.5-2.2 points under the SNR forest).  On the grid's splits 0-9
(bd.split):
  A. non-private references on the harness's ordinal_imputed encoding (scikit-learn): RF(100),
     one decision tree of depth 2-8, and 15-nearest neighbours;
  B. the default (one privacy draw per split; the noise is not seeded by random_state) at eps 0.5
     and 1 as shipped (n_estimators / max_depth 'auto') and with its shape set by hand:
     max_depth 4, 5, 6, 8 (one tree), n_estimators 5 / 10 (depth 'auto'), recording the shape
     'auto' picks.  These are diagnostics, not proposed settings.
  C. the SNR forest (the best other DP method there) at eps 0.5 and 1: its shape (trees, nodes,
     root feature) and accuracy, one draw per split; and, non-private, the majority class of
     each cell of a k x k grid on the unit square (k = 4, 8, 16), the partition an SNR tree of
     two 8-way levels makes.
Mean test accuracy +- SE over the 10 splits.

    UNSEEN_DIR=/tmp/unseen210 UNSEEN_TABLES=<this folder> python3 -W ignore lansing_probe.py
"""
import os
import sys
import time
from collections import Counter

import numpy as np
from sklearn.ensemble import RandomForestClassifier
from sklearn.neighbors import KNeighborsClassifier
from sklearn.tree import DecisionTreeClassifier

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402
from dpforest.benchmarks.harness import encode  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["lansing_species"])["lansing_species"]
SPLITS = range(10)


def ms(a):
    return f"{np.mean(a):.3f} ± {np.std(a, ddof=1) / np.sqrt(len(a)):.3f}"


print("## A. non-private references (10 splits)", flush=True)
NP = [("RF(100) as in the harness", lambda s: RandomForestClassifier(n_estimators=100,
                                                                      random_state=s))]
NP += [(f"one tree, depth {d}",
        (lambda d: lambda s: DecisionTreeClassifier(max_depth=d, random_state=s))(d))
       for d in (2, 3, 4, 5, 6, 8)]
NP += [("15-nearest neighbours", lambda s: KNeighborsClassifier(15))]
res = {k: [] for k, _ in NP}
maj = []
for s in SPLITS:
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    Etr, Ete = encode(Xtr, ds.schema, "ordinal_imputed"), encode(Xte, ds.schema, "ordinal_imputed")
    ytr, yte = np.asarray(ytr), np.asarray(yte)
    vals, cnt = np.unique(ytr, return_counts=True)
    maj.append(float(np.mean(yte == vals[cnt.argmax()])))
    for k, make in NP:
        res[k].append(float(np.mean(make(s).fit(Etr, ytr).predict(Ete) == yte)))
print(f"{'majority rate':34s} {np.mean(maj):.3f}")
for k, a in res.items():
    print(f"{k:34s} {ms(a)}", flush=True)

print("## B. the default, shipped and with its shape set by hand (10 splits, 1 draw each)",
      flush=True)
VARIANTS = [("auto (as shipped)", {}), ("max_depth=4", {"max_depth": 4}),
            ("max_depth=5", {"max_depth": 5}), ("max_depth=6", {"max_depth": 6}),
            ("max_depth=8", {"max_depth": 8}), ("n_estimators=5", {"n_estimators": 5}),
            ("n_estimators=10", {"n_estimators": 10})]
for eps in (0.5, 1.0):
    for label, kw in VARIANTS:
        accs, shapes, ncls = [], Counter(), []
        for s in SPLITS:
            Xtr, ytr, Xte, yte = bd.split(ds, s)
            m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=s,
                                            progress=False, **kw).fit(Xtr, ytr)
            p = np.asarray(m.predict(Xte))
            accs.append(float(np.mean(p == np.asarray(yte))))
            shapes[(m.n_estimators_, m.max_depth_)] += 1
            ncls.append(len(set(p)))
        sh = ", ".join(f"{t} tree(s) depth {d}: {c}" for (t, d), c in sorted(shapes.items()))
        print(f"eps {eps:<4} {label:20s} {ms(accs)}   [{sh}; predicted classes "
              f"{min(ncls)}-{max(ncls)}]", flush=True)

print("## C. the SNR forest's shape, and non-private grid histograms (10 splits)", flush=True)
for eps in (0.5, 1.0):
    accs, shapes = [], Counter()
    for s in SPLITS:
        Xtr, ytr, Xte, yte = bd.split(ds, s)
        m = dpforest.SNRForestClassifier(epsilon=eps, schema=ds.schema, random_state=s,
                                         progress=False).fit(Xtr, ytr)
        accs.append(float(np.mean(np.asarray(m.predict(Xte)) == np.asarray(yte))))
        shapes[(m.n_estimators_, tuple(int(v) for v in m.n_nodes_),
                tuple(int(v) for v in m.root_features_))] += 1
    sh = "; ".join(f"{t} tree(s), nodes {n}, root feature(s) {r}: {c}"
                   for (t, n, r), c in sorted(shapes.items()))
    print(f"SNR eps {eps:<4} {ms(accs)}   [{sh}]", flush=True)
for k in (4, 8, 16):
    accs = []
    for s in SPLITS:
        Xtr, ytr, Xte, yte = bd.split(ds, s)
        def cell(X):
            ix = np.minimum((np.asarray(X["x"], float) * k).astype(int), k - 1)
            iy = np.minimum((np.asarray(X["y"], float) * k).astype(int), k - 1)
            return ix * k + iy
        ytr, yte = np.asarray(ytr), np.asarray(yte)
        vals, cnt = np.unique(ytr, return_counts=True)
        top = vals[cnt.argmax()]
        ctr, cte = cell(Xtr), cell(Xte)
        lab = {c: (lambda v: v[0][v[1].argmax()])(np.unique(ytr[ctr == c], return_counts=True))
               for c in np.unique(ctr)}
        pred = np.array([lab.get(c, top) for c in cte])
        accs.append(float(np.mean(pred == yte)))
    print(f"non-private {k}x{k} grid, majority per cell: {ms(accs)}", flush=True)

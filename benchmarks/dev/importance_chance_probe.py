"""Importances of models that learned nothing, and of models that did: how often a fit on labels
drawn independently of the columns names one column with a share of 1.0, and how far the
importances of real fits move, for the importances as they stand (``--tag before``) or after a
change (``--tag after``).  Prints one line per setting.

    python3 benchmarks/dev/importance_chance_probe.py --fits 30
"""
import argparse
import warnings

import numpy as np
import pandas as pd

import dpforest as d
from dpforest.benchmarks import datasets as B

warnings.simplefilter("ignore")
ap = argparse.ArgumentParser()
ap.add_argument("--fits", type=int, default=30)
ap.add_argument("--save", default=None)
args = ap.parse_args()

rows = []
# (1) null labels: 12 % positives, 8 columns, independent of the class
for n in (800, 3000, 20000):
    for eps in (0.5, 1.0, 4.0):
        top, zero, const = [], 0, 0
        for s in range(args.fits):
            rng = np.random.default_rng(1000 * s + n)
            X = pd.DataFrame(rng.uniform(0, 1, (n, 8)), columns=[f"x{j}" for j in range(8)])
            y = np.where(rng.uniform(size=n) < 0.12, "yes", "no")
            schema = d.Schema([d.Numeric(c, 0, 1) for c in X.columns], classes=["no", "yes"])
            m = d.DPForestClassifier(eps, schema, progress=False, random_state=s).fit(X, y)
            imp = m.feature_importances_
            zero += imp.sum() == 0
            top.append(imp.max())
            const += bool(getattr(m, "constant_", False))
            rows.append(("null", n, eps, s, imp.max(), imp.sum()))
        top = np.array(top)
        print(f"null n={n:6d} eps={eps}: all-zero {zero}/{args.fits}, one column >= 0.99 "
              f"{(top >= 0.99).sum()}/{args.fits}, constant {const}/{args.fits}, "
              f"leaf {m.leaf_release_}", flush=True)

# (2) real fits: the importances' top column and their shape
for name in ("breast_cancer", "adult", "penguins"):
    try:
        ds = B.load(name)
    except Exception as e:                         # a loader needing an absent extra
        print(name, "skipped:", e)
        continue
    Xtr, ytr, Xte, yte = B.split(ds, 0)
    for eps in (0.5, 2.0):
        imps = []
        for s in range(min(args.fits, 10)):
            m = d.DPForestClassifier(eps, ds.schema, progress=False, random_state=s).fit(Xtr, ytr)
            imps.append(m.feature_importances_)
        imps = np.array(imps)
        mean = imps.mean(0)
        order = np.argsort(-mean)[:3]
        names = [ds.schema.features[i].name for i in order]
        print(f"{name} eps={eps}: all-zero {(imps.sum(1) == 0).sum()}/{len(imps)}, top3 "
              + ", ".join(f"{a} {b:.3f}" for a, b in zip(names, mean[order])), flush=True)
        rows += [(name, len(Xtr), eps, s, v.max(), v.sum()) for s, v in enumerate(imps)]
        if args.save:
            np.save(f"{args.save}_{name}_{eps}.npy", imps)

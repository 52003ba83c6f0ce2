"""How many records (and positives) a rare binary outcome needs before the default forest
beats the majority rate and ranks records usefully, on generated data with a known signal.

A logistic outcome of 8 columns (3 with an effect, log-odds slopes 1.2 / 0.8 / 0.5 per sd),
the intercept set for the positive share; 70 / 30 split; per (n, ε) the mean over fits of
accuracy - majority rate, and scikit-learn's ROC AUC of predict_proba on the test part, with
a non-private RandomForest(100) beside them.  Prints one line per cell.

    python3 benchmarks/dev/positives_needed.py --fits 6
"""
import argparse
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import roc_auc_score

import dpforest as d

warnings.simplefilter("ignore")
ap = argparse.ArgumentParser()
ap.add_argument("--fits", type=int, default=6)
ap.add_argument("--share", type=float, default=0.12)
args = ap.parse_args()


def table(n, seed, share):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame(rng.normal(0, 1, (n, 8)), columns=[f"x{j}" for j in range(8)])
    z = 1.2 * X.x0 + 0.8 * X.x1 + 0.5 * X.x2
    # the intercept for the share: a search on a large public draw (no record of the table)
    big = rng.normal(0, 1, (200_000, 3)) @ np.array([1.2, 0.8, 0.5])
    lo, hi = -10.0, 10.0
    for _ in range(50):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if (1 / (1 + np.exp(-(big + mid)))).mean() < share else (lo, mid)
    y = np.where(rng.uniform(size=n) < 1 / (1 + np.exp(-(z + lo))), "yes", "no")
    return X, y


schema = d.Schema([d.Numeric(f"x{j}", -5, 5) for j in range(8)], classes=["no", "yes"])
print(f"positive share {args.share:.0%}; columns: 8 on [-5, 5], 3 with an effect")
for n in (500, 1000, 2000, 5000, 20000):
    for eps in (0.5, 1.0, 2.0):
        gain, auc, rf_auc = [], [], []
        for s in range(args.fits):
            X, y = table(n, 100 * s + n, args.share)
            cut = int(0.7 * n)
            m = d.DPForestClassifier(eps, schema, progress=False, random_state=s).fit(X[:cut], y[:cut])
            yt = y[cut:]
            majority = max((yt == "yes").mean(), (yt == "no").mean())
            gain.append((m.predict(X[cut:]) == yt).mean() - majority)
            p = m.predict_proba(X[cut:])[:, list(m.classes_).index("yes")]
            auc.append(roc_auc_score(yt == "yes", p))
            if eps == 1.0:
                rf = RandomForestClassifier(100, random_state=s).fit(X[:cut], y[:cut])
                rf_auc.append(roc_auc_score(yt == "yes", rf.predict_proba(X[cut:])[:, 1]))
        print(f"n={n:6d} (train positives ~{int(0.7 * n * args.share):5d}) eps={eps}: "
              f"accuracy - majority {np.mean(gain):+.4f}, ROC AUC {np.mean(auc):.3f}"
              + (f"  (non-private RF AUC {np.mean(rf_auc):.3f})" if rf_auc else ""), flush=True)

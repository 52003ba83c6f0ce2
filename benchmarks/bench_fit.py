"""Fit time of each dpforest forest (100 trees, depth 5) on Adult against scikit-learn's
RandomForestClassifier(n_estimators=100, max_depth=5) in the same process, as a ratio.

    DPFOREST_DATA=/path/to/datasets python3 benchmarks/bench_fit.py [--repeats 3] [--n-jobs 1 2]
        [--rows 500000 --replay]

Each ``--n-jobs`` value is given to both libraries (scikit-learn's ``n_jobs`` and dpforest's).
``--rows`` replicates Adult's records to that many rows: past about 65,000 rows a 100-tree
forest no longer holds its (record, node) pairs and keeps a compact member store instead;
``--replay`` adds, for each forest, a fit without that store (every pass walks each record from
the root through the released levels), the only lean mode of earlier versions.

scikit-learn gets the same data one-hot encoded (its trees need numbers); the encoding is done
once, outside the timed region, as dpforest's own encoding is inside its fit.
"""

from __future__ import annotations

import argparse
import time
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier

import dpforest
import dpforest.data
from dpforest.datasets import load_adult

FORESTS = ["DiffPRFsClassifier", "RFDPOOBClassifier", "OOBBudgetForestClassifier", "DPRFClassifier",
           "SNRForestClassifier", "PrivateRDTClassifier", "CRFsDPClassifier", "DPForestClassifier"]


def timed(fn, repeats):
    best = np.inf
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--n-jobs", type=int, nargs="+", default=[1])
    ap.add_argument("--epsilon", type=float, default=1.0,
                    help="privacy budget (larger ε grows fuller trees in the stopping-rule forests)")
    ap.add_argument("--rows", type=int, default=0, help="Adult's records replicated to this many rows")
    ap.add_argument("--replay", action="store_true", help="also fit each forest without the member store")
    args = ap.parse_args()
    # a timing: every forest is fitted on the one X, the papers' forests at their settings
    # predict one class on Adult (results/core_forests.txt) and the default's notice of a root
    # split on a sparse category is about accuracy, none of them about the seconds measured
    for quiet in (dpforest.SameRecordsWarning, dpforest.ConstantModelWarning, dpforest.SparseSplitWarning):
        warnings.filterwarnings("ignore", category=quiet)
    ds = load_adult(args.data_dir)
    X, y = ds.X, ds.y
    if args.rows:
        take = np.arange(args.rows) % len(y)
        X, y = X.iloc[take].reset_index(drop=True), y.iloc[take].reset_index(drop=True)
    Xoh = pd.get_dummies(X.fillna({c: "missing" for c in X.columns if X[c].dtype == object}), dtype=np.float32)
    print(f"Adult: n={len(y)}, {X.shape[1]} features; epsilon={args.epsilon:g}; best of {args.repeats}")
    for n_jobs in args.n_jobs:
        # scikit-learn warmed too (a first fit once took 100x its later ones on a busy machine)
        RandomForestClassifier(n_estimators=100, max_depth=5, random_state=0,
                               n_jobs=n_jobs).fit(Xoh, y)
        sk = timed(lambda: RandomForestClassifier(n_estimators=100, max_depth=5, random_state=0,
                                                  n_jobs=n_jobs).fit(Xoh, y), args.repeats)
        print(f"\nn_jobs={n_jobs}")
        print(f"{'estimator':28s} {'fit s':>8s} {'ratio vs sklearn':>17s}")
        print(f"{'sklearn RandomForest':28s} {sk:8.2f} {1.0:17.2f}")
        for name in FORESTS:
            cls = getattr(dpforest, name, None)
            if cls is None:
                continue
            params = cls(args.epsilon, ds.schema).get_params()
            kw = {k: v for k, v in dict(n_estimators=100, max_depth=5, random_state=0, progress=False,
                                        n_jobs=n_jobs).items() if k in params}
            # untimed, at full size: compiles the kernels and warms every path the timed fits
            # take (a 500-row warm-up left the default's full-size paths cold: its single
            # repeats swung between 0.6x and 2x)
            cls(args.epsilon, ds.schema, **kw).fit(X, y)
            t = timed(lambda: cls(args.epsilon, ds.schema, **kw).fit(X, y), args.repeats)
            print(f"{name:28s} {t:8.2f} {t / sk:17.2f}", flush=True)
            if args.replay:
                keep, dpforest.data.LEAN_STORE_BYTES = dpforest.data.LEAN_STORE_BYTES, 0
                try:
                    t = timed(lambda: cls(args.epsilon, ds.schema, **kw).fit(X, y), args.repeats)
                finally:
                    dpforest.data.LEAN_STORE_BYTES = keep
                print(f"{'  same, no member store':28s} {t:8.2f} {t / sk:17.2f}", flush=True)


if __name__ == "__main__":
    main()

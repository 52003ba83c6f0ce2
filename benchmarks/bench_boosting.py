"""Fit time of DPBoostingClassifier against scikit-learn's HistGradientBoostingClassifier (the
non-private boosted trees) in the same process, and with and without the door's per-record
score cache (round r reads one new tree instead of all r).

    python3 benchmarks/bench_boosting.py [--rows 200000] [--repeats 3]

Data: make_classification (20 numeric features, 3 classes) with a declared schema of ±10 bounds
(values clipped to them).  DP boosting runs 50 rounds (``n_estimators=50``) and its automatic
rule at ε = 1; HistGradientBoosting its defaults (up to 100 iterations, early stopping off
below 10,000 rows, on here).  Best of ``--repeats``.
"""

from __future__ import annotations

import argparse
import warnings

import numpy as np
import pandas as pd
from sklearn.datasets import make_classification
from sklearn.ensemble import HistGradientBoostingClassifier

import dpforest as d
from dpforest import data as door_module

from bench_fit import timed as best_time  # best-of-k wall time (same directory)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=200_000)
    ap.add_argument("--repeats", type=int, default=3)
    a = ap.parse_args()
    # a timing fits every variant on the one X, the case SameRecordsWarning is about
    warnings.filterwarnings("ignore", category=d.SameRecordsWarning)
    X, y = make_classification(a.rows, 20, n_informative=10, n_classes=3, random_state=0)
    X = pd.DataFrame(np.clip(X, -10, 10), columns=[f"x{j}" for j in range(20)])
    schema = d.Schema([d.Numeric(c, -10, 10) for c in X.columns], classes=[0, 1, 2])

    def dp(rounds):
        return lambda: d.DPBoostingClassifier(1.0, schema, n_estimators=rounds, random_state=0,
                                              progress=False).fit(X, y)

    hgb = best_time(lambda: HistGradientBoostingClassifier(random_state=0).fit(X, y), a.repeats)
    cached = best_time(dp(50), a.repeats)
    auto = best_time(dp("auto"), a.repeats)
    # the same 50 rounds recomputing the whole model in every round (the form before the cache)
    original = door_module.PrivateData.model_scores
    door_module.PrivateData.model_scores = lambda self, C, trees=(), tables=(): door_module.ModelScores(C, trees, tables)
    try:
        recompute = best_time(dp(50), a.repeats)
    finally:
        door_module.PrivateData.model_scores = original
    m = d.DPBoostingClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    print(f"{a.rows} rows x 20 features, 3 classes; best of {a.repeats}")
    print(f"{'estimator':52s} {'fit s':>7s} {'ratio':>7s}")
    print(f"{'sklearn HistGradientBoosting (defaults)':52s} {hgb:7.2f} {1.0:7.2f}")
    print(f"{'DPBoosting, 50 rounds, door score cache':52s} {cached:7.2f} {cached / hgb:7.2f}")
    print(f"{'DPBoosting, 50 rounds, model recomputed per round':52s} {recompute:7.2f} {recompute / hgb:7.2f}")
    print(f"{f'DPBoosting, auto rounds ({m.n_estimators_} here)':52s} {auto:7.2f} {auto / hgb:7.2f}")


if __name__ == "__main__":
    main()

"""Predict throughput and memory on Adult replicated to ``--rows`` rows, from a pandas frame,
against scikit-learn's RandomForest with the same number of trees and depth (same process).

    PYTHONPATH=src python3 benchmarks/bench_predict.py [--rows 1000000] [--data-dir DIR]

Rows/s counts the whole call (encoding the frame included; scikit-learn gets its one-hot frame
ready-made).  Peak memory is the peak of traced allocations during the call (numpy and pandas
buffers are traced), i.e. what predicting adds on top of the input frame.
"""

from __future__ import annotations

import argparse
import time
import tracemalloc
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier

import dpforest
from dpforest.datasets import load_adult


def measure(fn, repeats=2):
    best = np.inf
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    tracemalloc.start()
    fn()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return best, peak


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args()
    # a timing of predict: DiffPRFs(100, 5) at epsilon 1 predicts one class on Adult
    # (results/core_forests.txt) and every model is fitted on the one X
    for quiet in (dpforest.ConstantModelWarning, dpforest.SameRecordsWarning):
        warnings.filterwarnings("ignore", category=quiet)
    ds = load_adult(args.data_dir)
    reps = -(-args.rows // len(ds.y))
    X = pd.concat([ds.X] * reps, ignore_index=True).iloc[:args.rows]
    Xoh_fit = pd.get_dummies(ds.X, dtype=np.float32)
    Xoh = pd.get_dummies(X, dtype=np.float32).reindex(columns=Xoh_fit.columns, fill_value=0)
    print(f"predict on {len(X):,} rows of Adult (pandas frame, {X.shape[1]} columns), n_jobs=1")
    print(f"{'model':40s} {'s':>7s} {'rows/s':>10s} {'peak MB':>8s} {'vs sklearn':>10s}")
    rows = []
    for label, model in (
        ("DPForestClassifier (default)", dpforest.DPForestClassifier(1.0, ds.schema, random_state=0, progress=False)),
        ("DiffPRFsClassifier(100, 5)", dpforest.DiffPRFsClassifier(1.0, ds.schema, n_estimators=100, max_depth=5,
                                                                   random_state=0, progress=False)),
        # each record's most confident node on its path in every tree, then a max over trees
        ("SNRForestClassifier", dpforest.SNRForestClassifier(1.0, ds.schema, random_state=0, progress=False)),
    ):
        model.fit(ds.X, ds.y)
        model.predict(X.iloc[:100])
        t, peak = measure(lambda: model.predict(X))
        depth = max(tr.max_depth for tr in model.trees_)
        sk = RandomForestClassifier(n_estimators=len(model.trees_), max_depth=max(depth, 1), random_state=0,
                                    n_jobs=1).fit(Xoh_fit, ds.y)
        t_sk, peak_sk = measure(lambda: sk.predict(Xoh))
        rows.append((f"{label} [{len(model.trees_)} trees, depth {depth}]", t, peak))
        print(f"{rows[-1][0]:40s} {t:7.2f} {len(X) / t:10.0f} {peak / 2**20:8.0f} {t_sk / t:10.2f}x")
        print(f"{'  sklearn RandomForest, same trees/depth':40s} {t_sk:7.2f} {len(X) / t_sk:10.0f} {peak_sk / 2**20:8.0f}")


if __name__ == "__main__":
    main()

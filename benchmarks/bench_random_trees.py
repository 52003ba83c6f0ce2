"""Fit time of the random-tree forests (SNR forest, Private-RDT, DP boosting: their trees'
structure is drawn without reading data) on wide tables, beside scikit-learn's
RandomForest(100 trees, depth 5) fitted in the same process on the same rows.  Generated data:
N rows of P uniform columns on [0, 1], a label from the first three with 10 % flipped; bounds
declared from the generator (benchmark convention).  Each forest at its defaults, epsilon 1.
Prints fit seconds, the ratio to scikit-learn and the trees' total leaves (the structure the
forest drew and the noisy counts it released).

    python3 benchmarks/bench_random_trees.py [--rows N] [--cols P ...]   # default 20000; 50 200 600
"""

from __future__ import annotations

import argparse
import time
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier

from dpforest import DPBoostingClassifier, Numeric, PrivateRDTClassifier, Schema, SNRForestClassifier

FORESTS = {"snr": SNRForestClassifier, "private-rdt": PrivateRDTClassifier,
           "boosting": DPBoostingClassifier}


def case(n: int, p: int):
    rng = np.random.default_rng(0)
    X = pd.DataFrame(rng.uniform(size=(n, p)), columns=[f"x{i}" for i in range(p)])
    y = ((X["x0"] + X["x1"] - X["x2"] > 0.5).to_numpy() ^ (rng.uniform(size=n) < 0.1)).astype(int)
    return X, y, Schema([Numeric(f"x{i}", 0, 1) for i in range(p)], classes=[0, 1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=20_000)
    ap.add_argument("--cols", type=int, nargs="+", default=[50, 200, 600])
    a = ap.parse_args()
    warnings.simplefilter("ignore")
    print(f"{'columns':>8} {'forest':>12} {'fit s':>7} {'sklearn s':>10} {'ratio':>6} {'leaves':>9}")
    for p in a.cols:
        X, y, schema = case(a.rows, p)
        t = time.perf_counter()
        RandomForestClassifier(100, max_depth=5, n_jobs=-1, random_state=0).fit(X, y)
        ts = time.perf_counter() - t
        for name, cls in FORESTS.items():
            t = time.perf_counter()
            m = cls(1.0, schema, random_state=0, progress=False).fit(X, y)
            tf = time.perf_counter() - t
            assert abs(m.ledger_.epsilon - 1.0) < 1e-9
            leaves = sum(int((tr.feature < 0).sum()) for tr in m.trees_)
            print(f"{p:>8} {name:>12} {tf:>7.2f} {ts:>10.2f} {tf / ts:>6.2f} {leaves:>9,}")


if __name__ == "__main__":
    main()

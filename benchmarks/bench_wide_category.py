"""Fit time of the default forest with one very wide categorical column (the engine's split
histograms give every column as many cells as the widest one has codes), beside scikit-learn's
RandomForest(100 trees, depth 5) fitted in the same process on the same rows (the code column
as integers).  Generated data: 20 standard-normal columns, one code column of K levels that
carries nothing, a label from the first two columns with 10 % flipped; bounds declared from
the generator (benchmark convention).  Prints fit seconds, the ratio and the default's depth.

    python3 benchmarks/bench_wide_category.py [K ...]     # default: 20000 30
"""

from __future__ import annotations

import sys
import time
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier

from dpforest import Categorical, DPForestClassifier, Numeric, Schema

N, P = 100_000, 20


def case(k: int):
    rng = np.random.default_rng(0)
    X = pd.DataFrame(rng.normal(size=(N, P)), columns=[f"x{i}" for i in range(P)])
    X["code"] = pd.Series(rng.integers(0, k, N)).map(lambda i: f"c{i}")
    y = ((X["x0"] + X["x1"] > 0).astype(int) ^ (rng.uniform(size=N) < 0.1)).astype(int)
    schema = Schema([Numeric(f"x{i}", -6, 6) for i in range(P)]
                    + [Categorical("code", [f"c{i}" for i in range(k)])], classes=[0, 1])
    return X, y, schema


def main(levels) -> None:
    warnings.simplefilter("ignore")
    print(f"{'code levels':>12} {'default s':>10} {'sklearn s':>10} {'ratio':>6} {'depth':>6}")
    for k in levels:
        X, y, schema = case(k)
        t = time.perf_counter()
        m = DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
        td = time.perf_counter() - t
        Xs = X.drop(columns="code").assign(code=X["code"].str[1:].astype(int))
        t = time.perf_counter()
        RandomForestClassifier(100, max_depth=5, n_jobs=-1, random_state=0).fit(Xs, y)
        ts = time.perf_counter() - t
        assert m.ledger_.epsilon == 1.0
        print(f"{k:>12,} {td:>10.2f} {ts:>10.2f} {td / ts:>6.2f} {m.max_depth_:>6}")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [20_000, 30])

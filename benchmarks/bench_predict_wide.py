"""Prediction on wide tables: the default forest's ``predict_proba`` beside scikit-learn's
RandomForestClassifier(100 trees, depth 5), fitted on the same 3,000 records and timed in the
same process (best of 5), for 2,000 rows and for one row of 100 / 1,000 / 5,000 numeric
columns (a pandas frame of float64 columns with public bounds [0, 1]).

    python3 benchmarks/bench_predict_wide.py [--widths 100 1000 5000]

Every column is validated at predict time (NaN, infinity, bounds), wherever a tree reads it or
not; the columns the trees split on are binned on the schema's grid.  scikit-learn checks for
NaN and infinity too, and reads only the split features.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier

from dpforest import DPForestClassifier, Schema


def best(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--widths", type=int, nargs="+", default=[100, 1000, 5000])
    a = ap.parse_args()
    rng = np.random.default_rng(0)
    print("predict_proba on wide frames (float64 columns), n_jobs=1, best of 5")
    print(f"{'columns':>8} {'rows':>6} {'dpforest s':>11} {'sklearn s':>10} {'ratio':>7}")
    for p in a.widths:
        X = pd.DataFrame(rng.uniform(0, 1, (3000, p)), columns=[f"c{i}" for i in range(p)])
        y = (X["c0"] + X["c1"] > 1).astype(int)
        schema = Schema.from_bounds(0.0, 1.0, feature_names=list(X.columns), classes=[0, 1])
        model = DPForestClassifier(epsilon=1.0, schema=schema, random_state=0).fit(X, y)
        rf = RandomForestClassifier(100, max_depth=5, random_state=0).fit(X, y)
        for rows in (2000, 1):
            Xp = X.iloc[:rows]
            model.predict_proba(Xp)
            rf.predict_proba(Xp)
            ours, theirs = best(lambda: model.predict_proba(Xp)), best(lambda: rf.predict_proba(Xp))
            print(f"{p:>8,} {rows:>6,} {ours:>11.4f} {theirs:>10.4f} {ours / theirs:>7.2f}")


if __name__ == "__main__":
    main()

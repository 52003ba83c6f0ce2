"""Fit time of the default forest at the edges of what users bring, beside scikit-learn's
RandomForest(100 trees, depth 5) fitted in the same process on the same rows.

Cases: 100 classes (42,000 x 20), 3,000 features (3,500 rows), a 5,000-level categorical
(35,000 rows; scikit-learn gets the integer codes), 400,000 x 50 with 7 classes, and 20,000
word-count columns of 30 classes (5,000 rows).
Generated data (scikit-learn's make_classification), bounds declared from the generator's range
(benchmark convention).  Prints fit seconds, the ratio, the default's test accuracy and depth, and
checks the ledger.

    python3 benchmarks/bench_extremes.py [case ...]      # cases: classes100 wide highcard big words
"""

from __future__ import annotations

import sys
import time
import warnings

import numpy as np
import pandas as pd
from sklearn.datasets import make_classification
from sklearn.ensemble import RandomForestClassifier

from dpforest import DPForestClassifier, Schema


def _numeric_case(n, f, c, n_train, informative):
    X, y = make_classification(n, f, n_informative=informative, n_classes=c, n_clusters_per_class=1,
                               random_state=0)
    X = pd.DataFrame(X, columns=[f"f{i}" for i in range(f)])
    lo, hi = np.floor(X.min().min()) - 1, np.ceil(X.max().max()) + 1
    schema = Schema.from_dataframe(X, classes=list(range(c)), bounds={k: (lo, hi) for k in X})
    return X[:n_train], y[:n_train], X[n_train:], y[n_train:], schema, X


def _highcard():
    rng = np.random.default_rng(0)
    n, k = 50_000, 5_000
    cat = rng.integers(0, k, n)
    x = rng.normal(size=n)
    y = ((rng.normal(size=k)[cat] + x + rng.normal(size=n)) > 0).astype(int)
    X = pd.DataFrame({"cat": [f"c{c}" for c in cat], "x": x})
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (-10, 10)},
                                   categories={"cat": [f"c{c}" for c in range(k)]})
    codes = pd.DataFrame({"cat": cat, "x": x})
    return X[:35_000], y[:35_000], X[35_000:], y[35_000:], schema, codes


def _word_counts():
    """20,000 word-count columns (whole numbers 0-100, one public declaration for all), 30
    classes of 20 signal words each, 7,000 rows (5,000 to fit)."""
    rng = np.random.default_rng(0)
    n, p, c = 7_000, 20_000, 30
    y = rng.integers(0, c, n)
    X = rng.poisson(0.05, size=(n, p)).astype(np.int16)
    for k in range(c):
        rows, words = np.flatnonzero(y == k), rng.choice(p, 20, replace=False)
        X[np.ix_(rows, words)] += rng.poisson(2.0, size=(len(rows), 20)).astype(np.int16)
    X = np.minimum(X, 100)
    schema = Schema.from_bounds(0, 100, n_features=p, classes=list(range(c)), integer=True)
    return X[:5_000], y[:5_000], X[5_000:], y[5_000:], schema, X


CASES = {
    "classes100": ("100 classes, 42,000 x 20", lambda: _numeric_case(60_000, 20, 100, 42_000, 15)),
    "wide": ("3,000 features, 3,500 rows", lambda: _numeric_case(5_000, 3_000, 2, 3_500, 20)),
    "highcard": ("5,000-level categorical, 35,000 rows", _highcard),
    "big": ("400,000 x 50, 7 classes", lambda: _numeric_case(500_000, 50, 7, 400_000, 10)),
    "words": ("20,000 word counts, 30 classes, 5,000 rows", _word_counts),
}


def main(names):
    warnings.simplefilter("ignore")
    print(f"{'case':40s} {'default s':>10s} {'sklearn s':>10s} {'ratio':>6s} {'acc':>6s} {'depth':>5s}")
    for name in names:
        label, make = CASES[name]
        Xtr, ytr, Xte, yte, schema, numeric = make()
        t = time.perf_counter()
        m = DPForestClassifier(epsilon=1.0, schema=schema, random_state=0).fit(Xtr, ytr)
        t_dp = time.perf_counter() - t
        assert m.ledger_.epsilon == 1.0
        acc = float((m.predict(Xte) == np.asarray(yte)).mean())
        t = time.perf_counter()
        RandomForestClassifier(100, max_depth=5, n_jobs=1, random_state=0).fit(numeric[:len(Xtr)], ytr)
        t_sk = time.perf_counter() - t
        print(f"{label:40s} {t_dp:10.2f} {t_sk:10.2f} {t_dp / t_sk:6.2f} {acc:6.3f} {m.max_depth_:5d}",
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or list(CASES))

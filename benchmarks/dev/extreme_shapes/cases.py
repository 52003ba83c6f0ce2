"""Generated table shapes for probing dpforest's default.  Each builder returns
(X: DataFrame, y: ndarray, schema, X_rf: numeric DataFrame for the sklearn ceiling, note).
All seeds fixed.  Bounds are declared from the generator's range (benchmark convention) unless
the case is about bounds."""
from __future__ import annotations

import numpy as np
import pandas as pd
from sklearn.datasets import make_classification

from dpforest import Schema


def _mc(n, f, c, inf, seed=0, weights=None, flip_y=0.01, clusters=1, redundant=0, sep=1.0):
    X, y = make_classification(n, f, n_informative=inf, n_redundant=redundant, n_repeated=0,
                               n_classes=c, n_clusters_per_class=clusters, weights=weights,
                               flip_y=flip_y, class_sep=sep, random_state=seed)
    X = pd.DataFrame(X, columns=[f"f{i}" for i in range(f)])
    lo, hi = float(np.floor(X.values.min()) - 1), float(np.ceil(X.values.max()) + 1)
    schema = Schema.from_dataframe(X, classes=list(range(c)), bounds={k: (lo, hi) for k in X})
    return X, y, schema, X


def _cat_frame(codes: dict[str, np.ndarray], levels: dict[str, int]):
    X = pd.DataFrame({k: pd.Categorical([f"L{v}" for v in vals],
                                        categories=[f"L{i}" for i in range(levels[k])])
                      for k, vals in codes.items()})
    # one-hot codes for the sklearn ceiling (integer codes would handicap it on 200 levels)
    Xrf = pd.get_dummies(pd.DataFrame({k: vals for k, vals in codes.items()}).astype("category"),
                         dtype=np.uint8)
    return X, Xrf


def all_categorical(n=5000, seed=1):
    """8 categoricals of 3-6 levels; additive level effects on a logit (two classes)."""
    rng = np.random.default_rng(seed)
    levels = {f"c{i}": int(rng.integers(3, 7)) for i in range(8)}
    codes = {k: rng.integers(0, L, n) for k, L in levels.items()}
    logit = np.zeros(n)
    for i, (k, L) in enumerate(levels.items()):
        if i < 4:   # four carry signal
            eff = rng.normal(0, 1.0, L)
            logit += eff[codes[k]]
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    X, Xrf = _cat_frame(codes, levels)
    schema = Schema.from_dataframe(X, classes=[0, 1],
                                   categories={k: [f"L{i}" for i in range(L)] for k, L in levels.items()})
    return X, y, schema, Xrf


def cat200(n=10000, seed=2):
    """one 200-level categorical carries the signal (level-specific P(y=1) in {0.15, 0.85}),
    plus 5 noise categoricals of 4 levels."""
    rng = np.random.default_rng(seed)
    levels = {"big": 200, **{f"n{i}": 4 for i in range(5)}}
    codes = {k: rng.integers(0, L, n) for k, L in levels.items()}
    p = np.where(rng.random(200) < 0.5, 0.15, 0.85)
    y = (rng.random(n) < p[codes["big"]]).astype(int)
    X, Xrf = _cat_frame(codes, levels)
    schema = Schema.from_dataframe(X, classes=[0, 1],
                                   categories={k: [f"L{i}" for i in range(L)] for k, L in levels.items()})
    return X, y, schema, Xrf


def cat_xor(n=5000, seed=3):
    """signal only in the interaction of two 4-level categoricals: y = [a<2] XOR [b<2], 10 %
    label noise; 4 noise categoricals.  No single column has marginal signal."""
    rng = np.random.default_rng(seed)
    levels = {"a": 4, "b": 4, **{f"n{i}": 4 for i in range(4)}}
    codes = {k: rng.integers(0, L, n) for k, L in levels.items()}
    y = ((codes["a"] < 2) ^ (codes["b"] < 2)).astype(int)
    flip = rng.random(n) < 0.10
    y = np.where(flip, 1 - y, y)
    X, Xrf = _cat_frame(codes, levels)
    schema = Schema.from_dataframe(X, classes=[0, 1],
                                   categories={k: [f"L{i}" for i in range(L)] for k, L in levels.items()})
    return X, y, schema, Xrf


def junk_columns(n=5000, seed=4):
    """5 informative numeric columns beside a constant column, 3 exact duplicates of f0-f2,
    and an all-missing column (declared allow_missing)."""
    X, y = make_classification(n, 8, n_informative=5, n_redundant=0, n_classes=2,
                               n_clusters_per_class=1, flip_y=0.01, random_state=seed)
    X = pd.DataFrame(X, columns=[f"f{i}" for i in range(8)])
    lo, hi = float(np.floor(X.values.min()) - 1), float(np.ceil(X.values.max()) + 1)
    X["const"] = 1.0
    for i in range(3):
        X[f"dup{i}"] = X[f"f{i}"]
    X["allnan"] = np.nan
    bounds = {k: (lo, hi) for k in X}
    bounds["const"] = (0.0, 10.0)
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds=bounds, allow_missing=["allnan"])
    Xrf = X.drop(columns=["allnan"])
    return X, y, schema, Xrf


def missing_signal(n=5000, seed=5):
    """column m is missing in ~30 % of rows; P(missing) is 0.45 for class 1 and 0.15 for class 0;
    its observed values are pure noise.  Four noise numeric columns, one weak numeric signal."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    m = rng.normal(0, 1, n)
    miss = rng.random(n) < np.where(y == 1, 0.45, 0.15)
    m[miss] = np.nan
    X = pd.DataFrame({"m": m, "weak": rng.normal(0.25 * y, 1.0),
                      **{f"z{i}": rng.normal(0, 1, n) for i in range(4)}})
    bounds = {k: (-6.0, 6.0) for k in X}
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds=bounds, allow_missing=["m"])
    Xrf = X.copy()
    Xrf["m"] = Xrf["m"].fillna(-99.0)    # sklearn ceiling gets a sentinel fill (non-private)
    return X, y, schema, Xrf


def narrow_bound(n=5000, seed=6):
    """data in [0, 1] (uniform), declared bound [0, 1000]; y = [x0 + 0.5 x1 > 0.75] with 5 %
    label noise; 3 noise columns in [0, 1] also declared [0, 1000]."""
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({f"x{i}": rng.random(n) for i in range(5)})
    y = ((X["x0"] + 0.5 * X["x1"]) > 0.75).astype(int).to_numpy()
    flip = rng.random(n) < 0.05
    y = np.where(flip, 1 - y, y)
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds={k: (0.0, 1000.0) for k in X})
    return X, y, schema, X


def lognormal(n=5000, seed=7):
    """x0 ~ lognormal(0, 2) declared [0, 10000] (values clipped there), y = [log x0 + N(0, .5) > 0.5];
    x1 lognormal noise, 3 normal noise columns in [-6, 6]."""
    rng = np.random.default_rng(seed)
    x0 = np.minimum(rng.lognormal(0, 2, n), 10000.0)
    x1 = np.minimum(rng.lognormal(0, 2, n), 10000.0)
    y = ((np.log(x0) + rng.normal(0, 0.5, n)) > 0.5).astype(int)
    X = pd.DataFrame({"x0": x0, "x1": x1, **{f"z{i}": rng.normal(0, 1, n) for i in range(3)}})
    bounds = {"x0": (0.0, 10000.0), "x1": (0.0, 10000.0), **{f"z{i}": (-6.0, 6.0) for i in range(3)}}
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds=bounds)
    return X, y, schema, X


CASES = {
    # tiny n
    "tiny40_c2": lambda: _mc(40, 5, 2, 3, seed=10),
    "tiny40_c3": lambda: _mc(40, 5, 3, 3, seed=11),
    "tiny80_c3": lambda: _mc(80, 5, 3, 3, seed=12),
    "tiny80_c6": lambda: _mc(80, 5, 6, 4, seed=13),
    "tiny150_c2": lambda: _mc(150, 5, 2, 3, seed=14),
    "tiny150_c6": lambda: _mc(150, 5, 6, 4, seed=15),
    # many classes
    "c20_n2k": lambda: _mc(2000, 20, 20, 10, seed=20),
    "c50_n2k": lambda: _mc(2000, 20, 50, 10, seed=21),
    "c20_n20k": lambda: _mc(20000, 20, 20, 10, seed=22),
    "c50_n20k": lambda: _mc(20000, 20, 50, 10, seed=23),
    # wide
    "p500_n1k": lambda: _mc(1000, 500, 2, 5, seed=30),
    "p2000_n1k": lambda: _mc(1000, 2000, 2, 5, seed=31),
    "p500_n10k": lambda: _mc(10000, 500, 2, 5, seed=32),
    "p2000_n10k": lambda: _mc(10000, 2000, 2, 5, seed=33),
    # categorical
    "allcat8": all_categorical,
    "cat200": cat200,
    "cat_xor": cat_xor,
    # imbalance
    "imb99_n5k": lambda: _mc(5000, 10, 2, 4, seed=40, weights=[0.99]),
    "imb95_n5k": lambda: _mc(5000, 10, 2, 4, seed=41, weights=[0.95]),
    "imb99_n50k": lambda: _mc(50000, 10, 2, 4, seed=42, weights=[0.99]),
    "imb95_n50k": lambda: _mc(50000, 10, 2, 4, seed=43, weights=[0.95]),
    # junk / missing
    "junk_cols": junk_columns,
    "miss30_signal": missing_signal,
    # bounds / tails
    "narrow_bound": narrow_bound,
    "lognormal": lognormal,
}

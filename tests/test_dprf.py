"""DPRFClassifier (Hou et al. 2019): IG_GR sensitivity, depth-weighted budget, ledger, sklearn, bad input."""

from __future__ import annotations

import itertools
import math
import os
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from sklearn.base import clone
from sklearn.model_selection import GridSearchCV
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import FunctionTransformer

from dpforest import Categorical, DPRFClassifier, Numeric, Schema, SchemaError
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.ig_gr import IGGRScorer, ig_gr_sensitivity
from dpforest.tree.schedules import DepthWeighted, dprf_layer_weights


def _data_dir() -> Path:
    return Path(os.environ.get("DPFOREST_DATA") or Path(__file__).resolve().parents[1].parent / "shared" / "datasets")


def _adult(n=6000):
    from dpforest.datasets import load_adult
    try:
        ds = load_adult(_data_dir())
    except Exception as e:  # pragma: no cover - data absent
        pytest.skip(f"Adult not available: {e}")
    return ds


def _mushroom():
    from dpforest.datasets import load_mushroom
    try:
        return load_mushroom(_data_dir())
    except Exception as e:  # pragma: no cover
        pytest.skip(f"Mushroom not available: {e}")


def _toy(n=600, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 10, n), "b": rng.choice(["x", "y", "z"], n),
                      "c": rng.integers(0, 5, n).astype(float)})
    y = np.where((X["a"] > 5) ^ (X["b"] == "z"), "pos", "neg")
    schema = Schema([Numeric("a", 0, 10), Categorical("b", ["x", "y", "z"]), Numeric("c", 0, 4)],
                    classes=["neg", "pos"])
    return X, y, schema


# ---------------------------------------------------------------------------- IG_GR
def test_ig_gr_sensitivity_bound_holds_on_random_neighbours():
    """Brute force: adding one record never moves IG_GR by more than the stated Δu."""
    rng = np.random.default_rng(1)
    n_max = 60
    sc = IGGRScorer(n_max, 2, 2, 0.5)
    worst = 0.0
    for _ in range(3000):
        ch = rng.integers(0, 15, size=(2, 2))
        if rng.random() < 0.3:
            ch[rng.integers(2)] = 0                      # lopsided splits: the gain ratio's weak spot
        if ch.sum() + 1 > n_max:
            continue
        u = sc(ch[None])[0]
        for i, j in itertools.product(range(2), range(2)):
            ch2 = ch.copy()
            ch2[i, j] += 1
            worst = max(worst, abs(sc(ch2[None])[0] - u))
    assert worst <= sc.sensitivity
    assert worst > 0.2 * sc.sensitivity  # the bound is not vacuous


def test_ig_gr_is_a_hybrid_of_ig_and_gain_ratio():
    ch = np.array([[[30, 10], [5, 55]]], dtype=float)
    N, p = 100, np.array([35, 65]) / 100
    H = -(p * np.log2(p)).sum()
    hc = sum(c.sum() / N * -(c / c.sum() * np.log2(c / c.sum())).sum() for c in ch[0])
    si = -sum(c.sum() / N * np.log2(c.sum() / N) for c in ch[0])
    ig = H - hc
    assert math.isclose(IGGRScorer(1e4, 2, 2, 1.0)(ch)[0], N * ig / max(si, 1.0))      # ID3 (σ=1)
    assert math.isclose(IGGRScorer(1e4, 2, 2, 0.01)(ch)[0], N * ig / si)               # C4.5
    assert ig_gr_sensitivity(1e4, 2, 2, 0.5) > ig_gr_sensitivity(1e4, 2, 2, 1.0)


# ---------------------------------------------------------------------------- budget by depth
def test_layer_weights_follow_the_paper_and_grow_with_depth():
    d = 5
    w = dprf_layer_weights(d, growth=1.0, m=3)
    assert w[0] == 2 * d * 3                     # w1 = 2·d·m
    assert np.all(np.diff(w) > 0)                # deeper layers get more
    s = DepthWeighted()
    et = np.array([1.0])
    total = sum(sum(x[0] for x in s.internal(h, d, et)) for h in range(d)) + s.shares(d)[-1]
    assert math.isclose(total, 1.0)
    c0, s0 = s.internal(0, d, et)
    c4, s4 = s.internal(d - 1, d, et)
    assert c0[0] / (c0[0] + s0[0]) < c4[0] / (c4[0] + s4[0])  # the count part grows with depth


def test_ledger_matches_schedule_per_level():
    X, y, schema = _toy()
    m = DPRFClassifier(1.0, schema, n_estimators=3, max_depth=3, n_max=1000, stop_factor=None,
                       random_state=0, progress=False).fit(X, y)
    assert math.isclose(m.ledger_.epsilon, 1.0, rel_tol=1e-9)
    df = m.ledger_.to_frame()
    root = df[(df.tree == 0) & (df.node == "")]
    sched = DepthWeighted()
    c, s = sched.internal(0, 3, np.array([1.0 / 3]))
    assert math.isclose(root[root.what == "node class counts"].epsilon.sum(), c[0])
    assert math.isclose(root[root.what == "split selection"].epsilon.sum(), s[0])


# ---------------------------------------------------------------------------- real data
def test_adult_ledger_and_noise_free_limit():
    ds = _adult()
    rng = np.random.default_rng(0)
    idx = rng.choice(len(ds.y), 8000, replace=False)
    X, y = ds.X.iloc[idx], np.asarray(ds.y)[idx]
    Xt, yt = ds.X_test.iloc[:4000], np.asarray(ds.y_test)[:4000]
    kw = dict(n_estimators=5, max_depth=4, max_features=None, random_state=0, progress=False)
    m = DPRFClassifier(0.5, ds.schema, **kw).fit(X, y)
    assert math.isclose(m.ledger_.epsilon, 0.5, rel_tol=1e-9)
    assert m.ledger_.to_frame().what.str.contains("node-size bound").any()  # n_max was charged
    big = DPRFClassifier(1e6, ds.schema, **kw).fit(X, y)
    with _noiseless():
        ref = DPRFClassifier(1.0, ds.schema, **kw).fit(X, y)
    a_big = (big.predict(Xt) == yt).mean()
    a_ref = (ref.predict(Xt) == yt).mean()
    assert abs(a_big - a_ref) <= 0.02
    assert a_ref > 0.80


def test_mushroom_ledger_and_noise_free_limit():
    ds = _mushroom()
    X, y = ds.X.iloc[:5000], np.asarray(ds.y)[:5000]
    Xt, yt = ds.X.iloc[5000:], np.asarray(ds.y)[5000:]
    kw = dict(n_estimators=5, max_depth=4, max_features=None, n_max=len(ds.y), random_state=0, progress=False)
    m = DPRFClassifier(1.0, ds.schema, **kw).fit(X, y)
    assert math.isclose(m.ledger_.epsilon, 1.0, rel_tol=1e-9)
    big = DPRFClassifier(1e6, ds.schema, **kw).fit(X, y)
    with _noiseless():
        ref = DPRFClassifier(1.0, ds.schema, **kw).fit(X, y)
    # ε = 1e6 against the noiseless limit: typically 0.011 apart (ties among equal utilities
    # are drawn at random, unseeded, and the noiseless mode breaks them by seed): over 2,161
    # fits the gap was 0.0112 up to the 99th percentile and above 0.03 once (0.0349, a CI
    # failure about 1 run in 2,000), so 0.06; a broken noise mechanism moves it by tens of points
    assert abs((big.predict(Xt) == yt).mean() - (ref.predict(Xt) == yt).mean()) <= 0.06


def test_partition_mode_composes_in_parallel():
    X, y, schema = _toy()
    m = DPRFClassifier(0.7, schema, n_estimators=4, max_depth=2, sampling="partition",
                       random_state=0, progress=False).fit(X, y)
    assert math.isclose(m.ledger_.epsilon, 0.7, rel_tol=1e-9)
    parts = m.ledger_.to_frame().partition.dropna().unique()
    assert len(parts) == 4


# ---------------------------------------------------------------------------- bad input
# bad fit input for this estimator: tests/test_estimator_contract.py (all estimators)

def test_bad_predict_input_and_epsilon():
    X, y, schema = _toy()
    m = DPRFClassifier(1.0, schema, n_estimators=2, max_depth=2, n_max=1000, progress=False).fit(X, y)
    with pytest.raises(SchemaError):
        m.predict(X.to_numpy()[:, :2])
    with pytest.raises((ValueError, SchemaError)):
        Xb = X.copy()
        Xb.loc[0, "b"] = "unseen"
        m.predict(Xb)
    for eps in (0, -1.0, float("nan")):
        with pytest.raises(ValueError):
            DPRFClassifier(eps, schema).fit(X, y)
    with pytest.raises(ValueError):
        DPRFClassifier(1.0, schema, split_info_floor=0.0).fit(X, y)


# ---------------------------------------------------------------------------- scikit-learn
def test_sklearn_compatibility():
    X, y, schema = _toy()
    m = DPRFClassifier(1.0, schema, n_estimators=2, max_depth=2, n_max=1000, random_state=0, progress=False)
    c = clone(m)
    assert c.get_params() == m.get_params()
    pipe = Pipeline([("id", FunctionTransformer(lambda d: d)), ("rf", m)]).fit(X, y)
    assert set(pipe.predict(X)) <= {"neg", "pos"}
    gs = GridSearchCV(m, {"max_depth": [1, 2]}, cv=2).fit(X, y)
    # both values cross-validated, the winner refitted with its own parameter
    assert len(gs.cv_results_["params"]) == 2 and np.isfinite(gs.cv_results_["mean_test_score"]).all()
    assert gs.best_estimator_.get_params()["max_depth"] == gs.best_params_["max_depth"]
    proba = m.fit(X, y).predict_proba(X)
    assert proba.shape == (len(X), 2) and np.allclose(proba.sum(1), 1)
    # mixed pandas dtypes: category, int, float
    X3 = X.copy()
    X3["b"] = X3["b"].astype("category")
    X3["c"] = X3["c"].astype(int)
    assert len(m.fit(X3, y).predict(X3)) == len(X3)

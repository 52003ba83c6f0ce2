"""Tests for CRFsDP (Xiang et al. 2018, as Li Yuqiang et al. (2021) describe it)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.base import clone
from sklearn.model_selection import GridSearchCV
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import FunctionTransformer

from dpforest import CRFsDPClassifier, Categorical, Numeric, Schema, SchemaError
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.model import FlatTree
from dpforest.tree.pruning import prune_bottom_up


def synth(n=3000, seed=0):
    rng = np.random.default_rng(seed)
    cats = ["a", "b", "c"]
    X = pd.DataFrame({f"c{j}": rng.choice(cats, n) for j in range(4)})
    X["num"] = rng.uniform(0, 10, n)
    y = np.where((X["c0"] == "a") | (X["num"] > 7), "yes", "no")
    schema = Schema([Categorical(f"c{j}", cats) for j in range(4)] + [Numeric("num", 0, 10)],
                    classes=["no", "yes"], n_bins=10)
    return X, y, schema


@pytest.mark.parametrize("P", [None, 3])
def test_ledger_partitions_disjoint(P):
    X, y, schema = synth()
    clf = CRFsDPClassifier(0.9, schema, n_estimators=4, max_depth=3, n_partitions=P,
                           random_state=0, progress=False).fit(X, y)
    assert clf.ledger_.epsilon == pytest.approx(0.9, rel=1e-9)
    parts = {e.scope.partition for e in clf.ledger_.entries}
    assert clf.validation_partition_ in parts
    val = [e for e in clf.ledger_.entries if e.scope.partition == clf.validation_partition_]
    assert sum(e.epsilon for e in val) == pytest.approx(0.9)       # validation: its own ε
    assert all("validation" in e.what for e in val)
    # training trees never read the validation partition
    assert clf.validation_partition_ not in set(clf.tree_partition_)
    # each training partition spends the whole ε too, shared by its trees (a slip giving every
    # tree ε/t instead of ε/(its partition's trees) hid behind the validation part's full ε)
    from dpforest.privacy.ledger import Ledger

    for part in set(clf.tree_partition_):
        own = Ledger()
        own.entries = [e for e in clf.ledger_.entries if e.scope.partition == part]
        assert own.epsilon == pytest.approx(0.9, rel=1e-9), part


def test_pruning_returns_children_counts_to_parent():
    # root split into two leaves with counts carrying no real signal
    route = np.zeros((3, 2), dtype=np.int16); route[0] = [0, 1]
    t = FlatTree(np.array([0, -1, -1]), route, np.array([1, -1, -1]),
                 np.array([[np.nan, np.nan], [10.0, 9.0], [9.0, 11.0]]), np.array([0, 1, 1]),
                 np.zeros(3))
    var = np.array([0, 8.0, 8.0])
    p, removed = prune_bottom_up(t, var, penalty=1.0)         # gain 1 <= 1·√16: prune
    assert removed == 2 and p.feature[0] == -1
    np.testing.assert_allclose(p.counts[0], [19, 20])
    t.counts[1:] = [[40, 2], [3, 50]]                         # gain 37 > 4: keep
    p, removed = prune_bottom_up(t, var, penalty=1.0)
    assert removed == 0 and p.feature[0] == 0


def test_noiseless_learns_and_weights():
    X, y, schema = synth()
    with _noiseless():
        clf = CRFsDPClassifier(1.0, schema, n_estimators=3, max_depth=4, random_state=0,
                               progress=False, prune_penalty=0.0).fit(X, y)
    assert (clf.predict(X) == y).mean() > 0.9
    # noiseless validation weights are the true validation accuracies
    assert ((clf.validation_accuracy_ > 0.8) & (clf.validation_accuracy_ <= 1)).all()
    np.testing.assert_allclose(clf.tree_weights_, np.clip(clf.validation_accuracy_, 0.05, 1))


def test_bad_input_and_sklearn():
    X, y, schema = synth(n=600)
    clf = CRFsDPClassifier(1.0, schema, n_estimators=3, max_depth=3, random_state=0,
                           progress=False).fit(X, y)
    before = clf.predict_proba(X)
    Xc = X.copy(); Xc.loc[0, "c2"] = "zzz"
    for Xb, yb in [(Xc, y), (X, np.where(y == "no", "maybe", y))]:
        with pytest.raises(ValueError):
            clf.fit(Xb, yb)
    for bad in [dict(epsilon=-1), dict(leaf_share=1.0), dict(n_partitions=1)]:
        with pytest.raises(ValueError):
            clone(clf).set_params(**bad).fit(X, y)
    np.testing.assert_array_equal(clf.predict_proba(X), before)
    with pytest.raises(SchemaError):
        clf.predict(X.to_numpy()[:, :2])
    Pipeline([("id", FunctionTransformer(lambda d: d)), ("m", clone(clf))]).fit(X, y).predict(X)
    gs = GridSearchCV(clone(clf), {"prune_penalty": [0.0, 1.0]}, cv=2).fit(X, y)
    # both values cross-validated, the winner refitted with its own parameter
    assert len(gs.cv_results_["params"]) == 2 and np.isfinite(gs.cv_results_["mean_test_score"]).all()
    assert gs.best_estimator_.get_params()["prune_penalty"] == gs.best_params_["prune_penalty"]

"""OOBBudgetForestClassifier (Li et al. 2022): budget allocation, private scouting, ledger, sklearn, bad input."""

from __future__ import annotations

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

from dpforest import Categorical, Numeric, OOBBudgetForestClassifier, Schema, SchemaError
from dpforest.forests.oob_budget import feature_sets, feature_weights, split_budget_table, tree_budgets
from dpforest.privacy.mechanisms import _noiseless


def _data_dir() -> Path:
    return Path(os.environ.get("DPFOREST_DATA") or Path(__file__).resolve().parents[1].parent / "shared" / "datasets")


def _load(name):
    from dpforest import datasets
    try:
        return getattr(datasets, f"load_{name}")(_data_dir())
    except Exception as e:  # pragma: no cover - data absent
        pytest.skip(f"{name} not available: {e}")


def _toy(n=800, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 10, n), "b": rng.choice(["x", "y", "z"], n),
                      "c": rng.integers(0, 5, n).astype(float), "d": rng.uniform(0, 1, n)})
    y = np.where((X["a"] > 5) ^ (X["b"] == "z"), "pos", "neg")
    schema = Schema([Numeric("a", 0, 10), Categorical("b", ["x", "y", "z"]), Numeric("c", 0, 4),
                     Numeric("d", 0, 1)], classes=["neg", "pos"])
    return X, y, schema


KW = dict(n_estimators=6, n_scouts=4, max_depth=3, max_features=3, random_state=0, progress=False)


# ---------------------------------------------------------------------------- formulas
def test_feature_sets_and_weights_formulas():
    R = np.array([0.10, 0.08, 0.0, 0.01, -0.30, 0.05])
    rfs, pfs, bfs = feature_sets(R, rfs_sigma=1.5, pfs_sigma=0.0)
    mu, sd = R.mean(), R.std()
    assert list(np.flatnonzero(rfs)) == [4]                              # Eq. 11: R < μ − 1.5σ
    assert set(np.flatnonzero(pfs)) == set(np.flatnonzero((R < mu) & ~rfs))  # Eq. 12
    assert not (rfs & pfs).any() and (rfs | pfs | bfs).all()
    w = feature_weights(R, ~rfs, floor=0.0)                             # Eq. 10
    assert w[4] == 0 and math.isclose(w.sum(), 1.0)
    assert math.isclose(w[0] / w[1], 0.10 / 0.08)
    assert feature_weights(np.zeros(3), np.ones(3, bool), 0.1).tolist() == [1 / 3] * 3


def test_tree_and_split_budgets_follow_weights():
    omega = np.array([0.5, 0.3, 0.15, 0.05])
    order = np.array([[0, 1, -1], [2, 3, -1], [0, 2, 3]])
    W, eps_t = tree_budgets(order, omega, 2.0)                           # Eq. 13
    assert np.allclose(W, [0.8, 0.2, 0.7])
    assert math.isclose(eps_t.sum(), 2.0) and np.allclose(eps_t / eps_t.sum(), W / W.sum())
    tab = split_budget_table(order, omega, eps_t, max_depth=2, leaf_share=0.25)  # Eq. 14
    assert np.allclose(tab[0], eps_t[0] * 0.75 * np.array([0.5, 0.3]) / 0.8)
    assert np.allclose(tab[2], eps_t[2] * 0.75 * np.array([0.5, 0.15]) / 0.65)  # only used levels


# ---------------------------------------------------------------------------- ledger = the docs
@pytest.mark.parametrize("scouting", ["budget", "partition"])
def test_budget_allocation_matches_the_ledger(scouting):
    X, y, schema = _toy()
    eps = 0.8
    m = OOBBudgetForestClassifier(eps, schema, scouting=scouting, scout_share=0.25, **KW).fit(X, y)
    assert math.isclose(m.ledger_.epsilon, eps, rel_tol=1e-9)
    df = m.ledger_.to_frame()
    final = df[df.tree >= 4]
    scouts = df[df.tree < 4]
    eps_f = eps * 0.75 if scouting == "budget" else eps
    # per-tree budgets sum to the final phase's share, each tree spends exactly its ε_t per path
    assert math.isclose(m.tree_budgets_.sum(), eps_f, rel_tol=1e-9)
    assert np.allclose(m.tree_budgets_ / eps_f, m.tree_weights_ / m.tree_weights_.sum())
    for t in range(6):
        e = final[final.tree == 4 + t]
        # the leftmost path 0/0/0: every level's split, then the leaf
        path = e[e.node.apply(lambda s: s == "" or set(s.split("/")) == {"0"})]
        assert math.isclose(path.epsilon.sum(), m.tree_budgets_[t], rel_tol=1e-9)
        # per-split budgets follow the feature weights (Eq. 14)
        sel = e[e.what == "split selection"]
        for h in range(3):
            lvl = sel[sel.node.str.count("/") + (sel.node != "") == h]
            if m.split_budgets_[t, h] > 0 and len(lvl):
                assert np.allclose(lvl.epsilon, m.split_budgets_[t, h])
        used = m.tree_feature_order_[t][m.tree_feature_order_[t] >= 0][:3]
        if len(used) > 1 and m.split_budgets_[t, 1] > 0:
            ratio = m.split_budgets_[t, 0] / m.split_budgets_[t, 1]
            assert math.isclose(ratio, m.feature_weights_[used[0]] / m.feature_weights_[used[1]])
    # nothing spent twice on the same records: scouts and final trees never share a scope
    if scouting == "partition":
        assert set(scouts.partition) == {0} and set(final.partition) == {1}
    else:
        assert scouts.partition.isna().all() and final.partition.isna().all()
        assert math.isclose(m.scouting_epsilon_ + m.final_epsilon_, eps)
    # the ledger alone tells the phases apart: every scout row is named as a scout's (its
    # growth too, not only its OOB and VIM queries), no final tree's row is
    assert scouts.what.str.startswith("scout ").all() and len(scouts)
    assert not final.what.str.startswith("scout").any()
    assert {"scout split selection", "scout leaf class counts"} <= set(scouts.what)
    # OOB queries only read out-of-bag records
    assert set(scouts[scouts.what.str.contains("OOB|VIM")].bag) == {"oob"}
    assert set(scouts[~scouts.what.str.contains("OOB|VIM")].bag) == {"inbag"}


def test_vim_queries_are_calibrated_to_sensitivity_two():
    X, y, schema = _toy()
    m = OOBBudgetForestClassifier(1.0, schema, **KW).fit(X, y)
    df = m.ledger_.to_frame()
    vim = df[df.what.str.contains("VIM")]
    assert len(vim) > 0 and vim.mechanism.str.contains("sensitivity 2").all()


def test_fitted_attributes_and_sets():
    X, y, schema = _toy()
    m = OOBBudgetForestClassifier(1.0, schema, **KW).fit(X, y)
    names = set(schema.feature_names)
    sets = [set(m.removable_features_), set(m.pruned_features_), set(m.best_features_)]
    assert set().union(*sets) == names and sum(map(len, sets)) == len(names)
    assert len(m.tree_weights_) == 6 and len(m.trees_) == 6
    assert math.isclose(m.feature_weights_.sum(), 1.0)
    for f in m.removable_features_:
        assert m.feature_weights_[schema.feature_names.index(f)] == 0
    # each final tree splits only on its own features, level h on its h-th heaviest
    for t, tree in enumerate(m.trees_):
        order = m.tree_feature_order_[t]
        for node in np.flatnonzero(tree.feature >= 0):
            assert tree.feature[node] == order[tree.depth[node]]


def test_noise_free_scouting_finds_the_signal():
    X, y, schema = _toy(2000)
    with _noiseless():
        m = OOBBudgetForestClassifier(1.0, schema, **{**KW, "n_scouts": 8}).fit(X, y)
    R = m.oob_feature_importances_
    assert R[0] > R[2] and R[0] > R[3] and R[1] > R[2] and R[1] > R[3]  # a and b carry the label
    # feature_importances_ is the forests' common impurity measure: a distribution, same order
    imp = m.feature_importances_
    assert np.all(imp >= 0) and imp.sum() == pytest.approx(1.0) and imp[:2].sum() > imp[2:].sum()


# ---------------------------------------------------------------------------- real data
@pytest.mark.parametrize("name", ["adult", "mushroom"])
def test_real_data_ledger_and_noise_free_limit(name):
    ds = _load(name)
    rng = np.random.default_rng(0)
    n = len(ds.y)
    idx = rng.permutation(n)
    tr, te = idx[:min(8000, int(0.7 * n))], idx[int(0.7 * n):][:4000]
    X, y = ds.X.iloc[tr], np.asarray(ds.y)[tr]
    Xt, yt = ds.X.iloc[te], np.asarray(ds.y)[te]
    kw = dict(n_estimators=20, n_scouts=10, max_depth=4, progress=False)
    m = OOBBudgetForestClassifier(0.5, ds.schema, random_state=0, **kw).fit(X, y)
    assert math.isclose(m.ledger_.epsilon, 0.5, rel_tol=1e-9)
    # the VIM permutations are secret randomness (not seeded by random_state), and which of two
    # near-equal features ranks first moves single fits by a few points: compare means of 3 fits
    a_big, a_ref = [], []
    for r in range(3):
        big = OOBBudgetForestClassifier(1e6, ds.schema, random_state=r, **kw).fit(X, y)
        assert math.isclose(big.ledger_.epsilon, 1e6, rel_tol=1e-9)
        with _noiseless():
            ref = OOBBudgetForestClassifier(1.0, ds.schema, random_state=r, **kw).fit(X, y)
        a_big.append((big.predict(Xt) == yt).mean())
        a_ref.append((ref.predict(Xt) == yt).mean())
    a_big, a_ref = np.mean(a_big), np.mean(a_ref)
    # 0.03: one clean CI run measured 0.0202 on Mushroom, and 453 repeats of this 3-fit mean
    # at most 0.0185 (99th percentile 0.0156; a broken noise mechanism moves it by tens of
    # points)
    assert abs(a_big - a_ref) <= 0.03
    assert a_ref > (0.8 if name == "adult" else 0.9)


# ---------------------------------------------------------------------------- bad input
# bad fit input for this estimator: tests/test_estimator_contract.py (all estimators)

def test_bad_predict_input_and_params():
    X, y, schema = _toy()
    m = OOBBudgetForestClassifier(1.0, schema, **KW).fit(X, y)
    with pytest.raises(SchemaError):
        m.predict(X.to_numpy()[:, :3])
    for eps in (0, -0.5):
        with pytest.raises(ValueError):
            OOBBudgetForestClassifier(eps, schema).fit(X, y)
    for bad in (dict(scouting="nope"), dict(scout_share=1.0), dict(leaf_share=0.0),
                dict(sampling="partition"), dict(inbag_rate=1.0)):
        with pytest.raises(ValueError):
            OOBBudgetForestClassifier(1.0, schema, **{**KW, **bad}).fit(X, y)


# ---------------------------------------------------------------------------- scikit-learn
def test_sklearn_compatibility():
    X, y, schema = _toy()
    m = OOBBudgetForestClassifier(1.0, schema, **KW)
    c = clone(m)
    assert c.get_params() == m.get_params()
    pipe = Pipeline([("id", FunctionTransformer(lambda d: d)), ("rf", m)]).fit(X, y)
    assert set(pipe.predict(X)) <= {"neg", "pos"}
    gs = GridSearchCV(m, {"max_depth": [1, 2]}, cv=2).fit(X, y)
    # both values cross-validated, the winner refitted with its own parameter
    assert len(gs.cv_results_["params"]) == 2 and np.isfinite(gs.cv_results_["mean_test_score"]).all()
    assert gs.best_estimator_.get_params()["max_depth"] == gs.best_params_["max_depth"]
    X3 = X.copy()
    X3["b"] = X3["b"].astype("category")
    X3["c"] = X3["c"].astype(int)
    p = m.fit(X3, y).predict_proba(X3)
    assert p.shape == (len(X3), 2) and np.allclose(p.sum(1), 1)


def test_the_ledger_report_groups_the_per_feature_vim_queries_into_one_kind():
    import numpy as np

    import dpforest as dp

    rng = np.random.default_rng(0)
    X = rng.uniform(0, 1, (600, 6))
    y = (X[:, 0] + X[:, 1] > 1).astype(int)
    s = dp.Schema([dp.Numeric(f"x{j}", 0, 1) for j in range(6)], classes=[0, 1])
    m = dp.OOBBudgetForestClassifier(1.0, s, n_estimators=10, random_state=0, progress=False).fit(X, y)
    frame = m.ledger_.to_frame()
    vim = frame[frame["what"].str.startswith("scout VIM")]
    assert vim["what"].nunique() > 1                        # per feature in the frame ...
    kinds = [k for k in m.ledger_.by_kind() if k.startswith("scout VIM")]
    assert kinds == ["scout VIM (Eq. 6-8) (misclassified)"]  # ... one kind in the report
    assert m.ledger_.by_kind()[kinds[0]][0] == len(vim)
    assert m.ledger_.report().count("scout VIM") == 1


def test_the_report_groups_only_the_per_feature_kinds_and_keeps_bracketed_names_whole():
    from dpforest.privacy.ledger import query_kind

    assert query_kind("scout VIM (Eq. 6-8) [age [y]] (size)") == "scout VIM (Eq. 6-8) (size)"
    # a column whose name holds brackets is never cut in other descriptions
    assert query_kind("numeric grid histogram (income [USD])") == "numeric grid histogram (income [USD])"
    assert query_kind("scout VIM of age [y] (Eq. 6-8)") == "scout VIM of age [y] (Eq. 6-8)"


def test_a_weight_floor_of_zero_is_refused_before_any_record_is_read():
    # with lambda = 0 a feature (and so a tree's level) could get no budget, or one below what
    # the exact sampler draws at a small epsilon: 4 of 6 fits at epsilon 1e-6 failed after the
    # records were read; refused from the parameter now
    import dpforest as d

    schema = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    with pytest.raises(ValueError, match="weight_floor must be > 0"):
        d.OOBBudgetForestClassifier(1.0, schema, weight_floor=0.0).fit(
            pd.DataFrame({"a": [0.1, 0.9]}), [0, 1])

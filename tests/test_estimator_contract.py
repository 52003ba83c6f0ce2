"""One contract for every dpforest estimator: bad input -> clear error, fitted model unchanged;
ledger total == ε; scikit-learn cloning; probabilities sum to one."""

import copy

import numpy as np
import pandas as pd
import pytest
from sklearn.base import clone

import dpforest as d

ESTIMATORS = [d.DPForestClassifier, d.DiffPRFsClassifier, d.RFDPOOBClassifier, d.OOBBudgetForestClassifier,
              d.DPRFClassifier, d.SNRForestClassifier, d.PrivateRDTClassifier, d.CRFsDPClassifier,
              d.DPBoostingClassifier]


def _small(cls, eps, schema):
    params = cls(eps, schema).get_params()
    kw = {k: v for k, v in dict(n_estimators=4, max_depth=3, random_state=0, progress=False).items()
          if k in params}
    return cls(eps, schema, **kw)


def _state(m):
    return {k: copy.deepcopy(v) for k, v in vars(m).items() if k.endswith("_")}


def _with(X, y, **changes):
    Xb, yb = X.copy(), y.copy()
    for col, v in changes.items():
        Xb.loc[0, col] = v
    return Xb, yb


@pytest.mark.parametrize("cls", ESTIMATORS, ids=lambda c: c.__name__)
def test_contract(cls, mixed):
    X, y, s = mixed
    m = _small(cls, 1.0, s).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)
    proba = m.predict_proba(X.iloc[:40])
    assert proba.shape == (40, 3) and np.allclose(proba.sum(1), 1)
    assert set(m.predict(X.iloc[:40])) <= set(s.classes)
    before = _state(m)
    trees = m.trees_

    bad_fits = [
        (_with(X, y, age=np.nan), "missing"),
        (_with(X, y, age=np.inf), "infinite"),
        (_with(X, y, age=1e6), "bounds"),
        (_with(X, y, color="purple"), "categories"),
        ((X, y.replace("red", "crimson")), "not one of"),
        ((X.iloc[:, :3], y), "lacks schema columns"),
    ]
    for (Xb, yb), msg in bad_fits:
        with pytest.raises(ValueError, match=msg):
            m.fit(Xb, yb)
    for eps in (0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="epsilon"):
            clone(m).set_params(epsilon=eps).fit(X, y)
    # numpy's own errors (SeedSequence expects int) would not name the parameter
    for rs in (0.0, "0", -1):
        with pytest.raises(ValueError, match="random_state must be None, a non-negative integer"):
            m.set_params(random_state=rs).fit(X, y)
    m.set_params(random_state=0)
    with pytest.raises(ValueError, match="features"):
        m.predict(X.to_numpy()[:, :3])
    with pytest.raises(ValueError, match="categories"):
        m.predict(_with(X, y, color="purple")[0])
    with pytest.raises(ValueError, match="missing"):
        m.predict_proba(_with(X, y, age=np.nan)[0])

    after = _state(m)
    assert m.trees_ is trees
    assert after.keys() == before.keys()
    assert len(m.ledger_) == len(before["ledger_"])
    np.testing.assert_array_equal(m.predict_proba(X.iloc[:40]), proba)
    c = clone(m)
    assert c.get_params() == m.get_params() and not hasattr(c, "ledger_")


@pytest.mark.parametrize("cls", [d.DPForestClassifier, d.SNRForestClassifier, d.PrivateRDTClassifier])
def test_classes_and_proba_columns_follow_sklearn_sorted_order(cls, tmp_path):
    # the schema declares the classes as ("yes", "no"); scikit-learn's metrics take column 1 of
    # a two-class predict_proba as the greater label ("yes") and infer sorted labels, so
    # classes_ and the columns must be sorted too, or ROC AUC comes out inverted
    from sklearn.metrics import log_loss, roc_auc_score
    from dpforest.io import load_model, save_model

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 3000), "b": rng.uniform(0, 1, 3000)})
    y = np.where(X.a > 0.5, "yes", "no")
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=["yes", "no"])
    m = cls(epsilon=5.0, schema=s, random_state=0, progress=False).fit(X, y)
    assert list(m.classes_) == ["no", "yes"]
    P = m.predict_proba(X)
    assert (m.classes_[P.argmax(1)] == m.predict(X)).all()
    assert roc_auc_score(y, P[:, 1]) > 0.9
    assert log_loss(y, P) == pytest.approx(log_loss(y, P, labels=m.classes_))
    assert m.score(X, y) == pytest.approx((m.predict(X) == y).mean())
    # a model file keeps the convention
    m2 = load_model(save_model(m, tmp_path / "m.json"))
    assert list(m2.classes_) == ["no", "yes"]
    np.testing.assert_array_equal(m2.predict_proba(X), P)


def test_unorderable_classes_keep_the_declared_order():
    rng = np.random.default_rng(1)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 400)})
    y = np.array([1 if v > 0.5 else "one" for v in X.a], dtype=object)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["one", 1])
    m = d.DPForestClassifier(epsilon=5.0, schema=s, random_state=0, progress=False).fit(X, y)
    assert list(m.classes_) == ["one", 1]
    assert (m.classes_[m.predict_proba(X).argmax(1)] == m.predict(X)).all()


def test_default_probabilities_keep_the_noise_share_and_the_argmax():
    # a leaf whose noisy count for a class clipped to 0 gives that class the share its noise
    # scale 1/ε could have hidden, not probability 0 (log-loss would be unbounded); the leaf's
    # argmax, and so predict, is unchanged
    from dpforest.tree.model import FlatTree
    t = FlatTree(np.array([0, -1, -1]), np.array([[0, 1], [0, 0], [0, 0]], dtype=np.int16),
                 np.array([1, -1, -1]), np.array([[np.nan, np.nan], [30.0, -4.0], [0.0, 12.0]]),
                 np.array([0, 1, 1]), np.array([0.6, 1.0, 1.0]))
    np.testing.assert_allclose(t.own_epsilon(), [0.6, 0.4, 0.4])
    p = t.smoothed_leaf_proba()[1:]
    # α = 1/0.4 = 2.5: (30 + 2.5, 0 + 2.5) / 37.5 and (2.5, 14.5) / 17
    np.testing.assert_allclose(p, [[32.5 / 35, 2.5 / 35], [2.5 / 17, 14.5 / 17]])
    assert (p.argmax(1) == t.leaf_proba()[1:].argmax(1)).all()
    # a leaf whose every noisy count clipped to 0 says nothing of its own: it takes the tree's
    # pooled leaves (here class 1, 42 of 57 counted), not the uniform split whose argmax was
    # the first class (a rare, costly label in a walkthrough)
    t3 = FlatTree(np.array([0, -1, -1, -1]), np.array([[0, 1, 2], [0, 0, 0]] + [[0, 0, 0]] * 2,
                                                      dtype=np.int16),
                  np.array([1, -1, -1, -1]),
                  np.array([[np.nan, np.nan], [15.0, -4.0], [0.0, 42.0], [-3.0, -0.5]]),
                  np.array([0, 1, 1, 1]), np.array([0.6, 1.0, 1.0, 1.0]))
    q = t3.smoothed_leaf_proba()
    np.testing.assert_allclose(q[3], [17.5 / 62, 44.5 / 62])     # (15, 42) + 1/0.4 each
    assert q[3].argmax() == 1 and t3.leaf_proba()[3].argmax() == 0

    rng = np.random.default_rng(3)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 2000), "b": rng.uniform(0, 1, 2000)})
    y = np.where(X.a + 0.3 * X.b > 0.6, "yes", "no")
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=["no", "yes"])
    m = d.DPForestClassifier(epsilon=0.5, schema=s, random_state=0, progress=False).fit(X, y)
    P = m.predict_proba(X)
    assert P.min() > 0
    # every path's own ε adds up to the tree's budget
    tree = m.trees_[0]
    assert np.allclose(tree.epsilon[tree.is_leaf], tree.epsilon[tree.is_leaf][0])
    leaf = tree.apply(m._encode(X))
    raw = tree.leaf_proba()[leaf][:, [0, 1]]
    # (a leaf whose every noisy count clipped to 0 takes the pooled leaves' argmax, above; such
    # leaves occur at random under the noise)
    said = np.nan_to_num(np.clip(tree.counts[leaf], 0, None)).sum(1) > 0
    assert said.mean() > 0.5 and (P.argmax(1)[said] == raw.argmax(1)[said]).all()


@pytest.mark.parametrize("cls", ESTIMATORS, ids=lambda c: c.__name__)
def test_apply_and_log_proba(cls, mixed):
    """``apply`` gives each row's leaf in every tree, and summing those leaves' tables gives
    ``predict_proba`` back; ``predict_log_proba`` is its logarithm (scikit-learn's forest API)."""
    X, y, s = mixed
    m = _small(cls, 1.0, s).fit(X, y)
    rows = X.iloc[:60]
    leaves = m.apply(rows)
    assert leaves.shape == (60, len(m.trees_)) and leaves.dtype.kind == "i"
    for k, tree in enumerate(m.trees_):
        assert tree.is_leaf[leaves[:, k]].all()
    with np.errstate(divide="ignore"):
        np.testing.assert_allclose(m.predict_log_proba(rows), np.log(m.predict_proba(rows)))
    # the reached leaves carry what prediction reads: for the default forest the sum of the
    # trees' tables at those leaves, normalised, is the row's probability (schema order ->
    # sorted order)
    if cls is d.DPForestClassifier:
        tab = sum(t[leaves[:, k]] for k, t in enumerate(m._leaf_tables()))
        tab = tab / tab.sum(1, keepdims=True)
        from dpforest.forests.base import class_order
        np.testing.assert_allclose(tab[:, class_order(s.classes)], m.predict_proba(rows))
    with pytest.raises(ValueError, match="feature names"):
        m.apply(X.iloc[:5, :3])
    # decision_path: scikit-learn's (indicator, n_nodes_ptr); each row's path in each tree runs
    # from the root through parent-child steps to the leaf apply gives, nothing else
    from dpforest.tree.model import parents

    indicator, ptr = m.decision_path(rows)
    assert indicator.shape == (60, sum(t.n_nodes for t in m.trees_))
    np.testing.assert_array_equal(ptr, np.cumsum([0] + [t.n_nodes for t in m.trees_]))
    for k, tree in enumerate(m.trees_):
        up = parents(tree)
        block = indicator[:, ptr[k]:ptr[k + 1]].toarray()
        for i in range(0, 60, 7):
            path, node = [], leaves[i, k]
            while node >= 0:
                path.append(node)
                node = up[node]
            assert sorted(np.flatnonzero(block[i])) == sorted(path) and 0 in path


@pytest.mark.parametrize("seed", [np.random.RandomState(0), np.random.default_rng(0)],
                         ids=["RandomState", "Generator"])
def test_fitted_with_a_generator_seed_saves_as_none(seed, mixed, tmp_path):
    """A numpy RandomState or Generator is accepted as random_state (a fit advances it); the
    model file keeps None there (a generator object is not data), and the model reloads whole."""
    X, y, s = mixed
    m = d.DPForestClassifier(1.0, s, random_state=seed, progress=False).fit(X, y)
    path = tmp_path / "m.json"
    d.save_model(m, path)
    back = d.load_model(path)
    assert back.random_state is None and m.random_state is seed
    np.testing.assert_array_equal(back.predict_proba(X.iloc[:30]), m.predict_proba(X.iloc[:30]))


def test_selector_follows_the_estimator_contract(mixed):
    """The selector takes the seeds the forests take, refuses other ones by name, accepts
    weights of 1 (and refuses others with the forests' message), names itself when y is
    missing, and has scikit-learn's input attributes and predict_log_proba."""
    X, y, s = mixed
    cands = [d.DPForestClassifier(max_depth=2), d.DPForestClassifier(max_depth=3)]
    for bad in (-1, 0.5):
        with pytest.raises(ValueError, match="random_state must be None, a non-negative integer"):
            d.PrivateModelSelector(cands, epsilon=1.0, schema=s, random_state=bad).fit(X, y)
    with pytest.raises(ValueError, match="PrivateModelSelector requires y"):
        d.PrivateModelSelector(cands, epsilon=1.0, schema=s).fit(X, None)
    with pytest.raises(ValueError, match="sample_weight is not supported"):
        d.PrivateModelSelector(cands, epsilon=1.0, schema=s).fit(X, y, sample_weight=np.arange(len(y)))
    for seed in (np.random.RandomState(0), np.random.default_rng(0)):
        sel = d.PrivateModelSelector(cands, epsilon=1.0, schema=s, random_state=seed)
        sel.fit(X, y, sample_weight=np.ones(len(y)))
        assert sel.n_features_in_ == X.shape[1]
        assert list(sel.feature_names_in_) == list(X.columns)
        np.testing.assert_allclose(np.exp(sel.predict_log_proba(X.iloc[:20])),
                                   sel.predict_proba(X.iloc[:20]))
    assert sel.__sklearn_tags__().non_deterministic


def test_a_refit_replaces_the_learned_state_whole(mixed):
    """Attributes only an earlier fit set (the random regime's) are gone after a greedy refit:
    they would describe the previous model, and a model file or pickle would keep them."""
    X, y, s = mixed
    m = d.DPForestClassifier(1.0, s, regime="random", random_state=0, progress=False).fit(X, y)
    random_only = {k for k in vars(m) if k.endswith("_") and not k.startswith("_")}
    m.set_params(regime="greedy").fit(X, y)
    greedy = {k for k in vars(m) if k.endswith("_") and not k.startswith("_")}
    fresh = d.DPForestClassifier(1.0, s, regime="greedy", random_state=0, progress=False).fit(X, y)
    assert random_only - greedy                       # the random regime has attributes of its own
    assert greedy == {k for k in vars(fresh) if k.endswith("_") and not k.startswith("_")}


def test_equal_vote_shares_are_exact_ties():
    """Shares equal in exact arithmetic (trees' votes summed per class in another order) used
    to differ in the last bit, so predict_proba and predict_log_proba (where the logarithm
    merges them) ordered the classes differently: scikit-learn's check_classifiers_train
    failed about one fit in four.  Every gap between a row's probabilities is now 0 or real."""
    from sklearn.datasets import load_iris

    X, y = load_iris(return_X_y=True)
    schema = d.Schema.from_bounds([0] * 4, [10] * 4, classes=[0, 1, 2])
    tiny = 0
    for seed in range(6):
        m = d.DPForestClassifier(schema=schema, n_estimators=5, max_depth=3, random_state=seed,
                                 progress=False).fit(X, y)
        p = m.predict_proba(X)
        gaps = np.diff(np.sort(p, 1), axis=1)
        tiny += int(((gaps > 0) & (gaps < 1e-9)).sum())
        np.testing.assert_array_equal(np.argsort(p, 1), np.argsort(m.predict_log_proba(X), 1))
        np.testing.assert_allclose(p.sum(1), 1.0, atol=1e-9)
        # and each row sums to 1 to a float's precision, not a rounding's 1e-12 above it
        assert np.abs(p.sum(1) - 1).max() <= 4e-16
    assert tiny == 0

"""DiffPRFs and RFDP_OOB end to end: ledger, engine correctness, bad input, scikit-learn fit."""

import copy

import numpy as np
import pandas as pd
import pytest
from sklearn.base import clone
from sklearn.model_selection import GridSearchCV
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import FunctionTransformer

import dpforest as d
from dpforest.data import PrivateData
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.grower import EqualPerLevel, GrowthPlan, grow_trees
from dpforest.tree.scorers import GiniScorer
from dpforest.forests.base import tree_samples

FORESTS = [d.DiffPRFsClassifier, d.RFDPOOBClassifier]


def _fitted_state(m):
    return {k: copy.deepcopy(v) for k, v in vars(m).items() if k.endswith("_")}


@pytest.mark.parametrize("cls", FORESTS)
@pytest.mark.parametrize("eps", [0.1, 1.0])
@pytest.mark.parametrize("name", ["adult", "mushroom"])
def test_ledger_total_equals_epsilon(cls, eps, name, request):
    ds = request.getfixturevalue(name)
    m = cls(eps, ds.schema, n_estimators=30, random_state=0, progress=False).fit(ds.X, ds.y)
    assert m.ledger_.epsilon == pytest.approx(eps, rel=1e-9)
    assert len(m.ledger_) > 30
    assert not m.ledger_.noiseless
    # every root-to-leaf path of every tree spends exactly the tree's budget
    for tree in m.trees_:
        assert tree.epsilon[tree.is_leaf] == pytest.approx(eps / 30, rel=1e-9)


@pytest.mark.parametrize("cls", FORESTS)
@pytest.mark.parametrize("name", ["adult", "mushroom"])
def test_huge_epsilon_matches_noiseless(cls, name, request):
    ds = request.getfixturevalue(name)
    Xte, yte = (ds.X_test, ds.y_test) if ds.X_test is not None else (ds.X, ds.y)
    kw = dict(n_estimators=20, random_state=1, progress=False)
    noisy = cls(1e6, ds.schema, **kw).fit(ds.X, ds.y).score(Xte, yte)
    with _noiseless():
        exact_model = cls(1e6, ds.schema, **kw).fit(ds.X, ds.y)
    assert exact_model.ledger_.noiseless
    exact = exact_model.score(Xte, yte)
    assert abs(noisy - exact) <= 0.02
    assert exact > (0.80 if name == "adult" else 0.95)  # the engine learns


def test_engine_finds_the_informative_split():
    # y depends only on feature 1 > 0.5; a noiseless depth-1 tree must split there
    rng = np.random.default_rng(0)
    X = rng.uniform(0, 1, (3000, 3))
    y = (X[:, 1] > 0.5).astype(int)
    s = d.Schema([d.Numeric(f"x{i}", 0, 1, n_bins=10) for i in range(3)], classes=[0, 1])
    data = PrivateData(X, y, s, 1.0, seed=0)
    plan = GrowthPlan(1, GiniScorer(), EqualPerLevel(0.5))
    with _noiseless():
        (tree,) = grow_trees(data, tree_samples(1, "none", 1.0), np.array([[0, 1, 2]]), np.array([1.0]),
                             plan, np.random.default_rng(0))
    assert tree.feature[0] == 1
    leaves = np.flatnonzero(tree.is_leaf)
    assert len(leaves) == 2
    # the leaves are pure: all class-0 left, class-1 right, counts exact
    np.testing.assert_array_equal(tree.counts[leaves].argmax(1), [0, 1])
    assert tree.counts[leaves].sum() == 3000
    assert data.ledger.epsilon == pytest.approx(1.0)


def test_partition_mode_uses_parallel_composition(mixed):
    X, y, s = mixed
    m = d.DiffPRFsClassifier(1.0, s, n_estimators=5, sampling="partition", random_state=0, progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0)
    assert all(t.epsilon[t.is_leaf] == pytest.approx(1.0) for t in m.trees_)


def test_rfdp_oob_exposes_weights_and_feature_sets(adult):
    m = d.RFDPOOBClassifier(2.0, adult.schema, n_estimators=30, random_state=0, progress=False).fit(adult.X, adult.y)
    assert m.tree_weights_.shape == (30,) and (m.tree_weights_ >= 1).all()
    assert m.n_prefit_ == 10
    assert set(m.important_features_) <= set(adult.schema.feature_names)
    assert not set(m.important_features_) & set(m.non_important_features_)
    assert m.feature_weights_.shape == (14,)


def test_rfdp_oob_feature_sets_rule():
    from dpforest.forests.rfdp_oob import outliers

    # with n members one point can lie at most (n-1)/sqrt(n) sigmas out: use enough features
    w = np.array([0.9, 0.85, 0.88, 0.87, 0.86, 0.1, 0.89, 0.84, 0.83, 0.85, 0.86, 0.84])
    expect = np.zeros(12, bool)
    expect[5] = True
    assert outliers(w, np.ones(12, bool)).tolist() == expect.tolist()
    m = d.RFDPOOBClassifier()
    gamma, gamma_p = m._update_sets(w, 3, np.zeros(12, bool), np.zeros(12, bool), first=True)
    assert gamma.sum() == 3 and gamma[[0, 6, 2]].all()
    assert gamma_p[5] and not (gamma & gamma_p).any()
    # Γ left empty by the first batch (no feature had a weight) forms at a later one from its
    # weights (Eq. 10 only adds features above min(Γ): an empty Γ stayed empty for good)
    none = np.full(12, np.nan)
    g0, gp0 = m._update_sets(none, 3, np.zeros(12, bool), np.zeros(12, bool), first=True)
    assert not g0.any() and not gp0.any()
    later = none.copy()
    later[[2, 7, 9]] = [0.9, 0.8, 0.7]
    g1, gp1 = m._update_sets(later, 3, g0, gp0, first=False)
    assert g1.tolist() == [i in (2, 7, 9) for i in range(12)] and not gp1.any()
    # a feature in Γ′ stays out of a Γ formed late
    marked = np.zeros(12, bool)
    marked[2] = True
    g2, gp2 = m._update_sets(later, 3, g0, marked, first=False)
    assert not g2[2] and gp2[2] and g2[[7, 9]].all()


def test_random_state_reproduces_structure(mixed):
    X, y, s = mixed
    with _noiseless():
        a = d.DiffPRFsClassifier(1.0, s, n_estimators=5, random_state=3, progress=False).fit(X, y)
        b = d.DiffPRFsClassifier(1.0, s, n_estimators=5, random_state=3, progress=False).fit(X, y)
    assert all(np.array_equal(p.feature, q.feature) for p, q in zip(a.trees_, b.trees_))
    np.testing.assert_array_equal(a.predict_proba(X), b.predict_proba(X))


# ----------------------------------------------------------------------------- bad input
@pytest.mark.parametrize("cls", FORESTS)
def test_bad_input_errors_leave_model_unchanged(cls, mixed):
    X, y, s = mixed
    m = cls(1.0, s, n_estimators=6, random_state=0, progress=False).fit(X, y)
    before = _fitted_state(m)
    proba = m.predict_proba(X.iloc[:50])

    def bad(**changes):
        Xb, yb = X.copy(), y.copy()
        for k, v in changes.items():
            if k == "y":
                yb = v
            else:
                Xb.loc[0, k] = v
        return Xb, yb

    cases = [
        (bad(age=np.nan), "missing"),
        (bad(age=np.inf), "infinite"),
        (bad(age=-3.0), "bounds"),
        (bad(color="purple"), "categories"),
        ((X, y.replace("red", "crimson")), "not one of"),
    ]
    for (Xb, yb), msg in cases:
        with pytest.raises(ValueError, match=msg):
            m.fit(Xb, yb)
    with pytest.raises(ValueError, match="epsilon"):
        m.set_params(epsilon=0).fit(X, y)
    with pytest.raises(ValueError, match="epsilon"):
        m.set_params(epsilon=-1.0).fit(X, y)
    m.set_params(epsilon=1.0)
    with pytest.raises(ValueError, match="features"):
        m.predict(X.to_numpy()[:, :3])
    with pytest.raises(ValueError, match="categories"):
        m.predict(bad(color="purple")[0])
    after = _fitted_state(m)
    assert after.keys() == before.keys()
    assert m.ledger_.to_frame().equals(before["ledger_"].to_frame())
    np.testing.assert_array_equal(m.predict_proba(X.iloc[:50]), proba)


def _no_data_read(monkeypatch):
    """Make any read of the records fail: the checks below must come before it."""
    import dpforest.forests.base as base

    def refuse(*a, **k):
        raise AssertionError("the records were read before the parameters were checked")

    monkeypatch.setattr(base, "PrivateData", refuse)


@pytest.mark.parametrize("bad", [-1, 0, 2.5, 2.0, True, "3"])
def test_rfdp_oob_update_every_must_be_a_positive_integer(bad, mixed, monkeypatch):
    X, y, s = mixed
    _no_data_read(monkeypatch)
    with pytest.raises(ValueError, match=r"update_every must be an integer >= 1 or None.*got "):
        d.RFDPOOBClassifier(1.0, s, n_estimators=6, update_every=bad, progress=False).fit(X, y)


@pytest.mark.parametrize("bad", [0.0, 1.0, 1.5])
def test_oob_budget_error_share_below_one_is_refused_before_reading(bad, mixed, monkeypatch):
    """At 1 the scouts' VIM queries had no budget and the fit failed inside, after reading."""
    X, y, s = mixed
    _no_data_read(monkeypatch)
    with pytest.raises(ValueError, match=r"oob_error_share must be in \(0, 1\)"):
        d.OOBBudgetForestClassifier(1.0, s, oob_error_share=bad, progress=False).fit(X, y)


@pytest.mark.parametrize("every", [None, 1, np.int64(4)])
def test_rfdp_oob_update_every_accepted(every, mixed):
    X, y, s = mixed
    m = d.RFDPOOBClassifier(1.0, s, n_estimators=6, update_every=every, random_state=0,
                            progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9) and len(m.trees_) == 6


def test_rfdp_oob_draws_features_per_node_when_asked():
    """feature_sampling='node' offers each node its own random max_features subset (public
    randomness): the trees of one forest then split on more distinct features than their
    per-tree subsets would allow, every offered row keeps exactly f features, and the ledger is
    the same.  A bad value is refused before the records are read."""
    from dpforest.forests.rfdp_oob import node_feature_subsets

    feats = np.array([[0, 1, 2, 3, 4, 5], [0, 1, -1, 3, -1, -1]])
    offered = node_feature_subsets(np.random.default_rng(0), 3)(0, None, feats)
    assert ((offered >= 0).sum(1) == [3, 3]).all()
    assert set(offered[1][offered[1] >= 0]) <= {0, 1, 3}            # never a hidden feature
    seen = {tuple(sorted(node_feature_subsets(np.random.default_rng(k), 3)(0, None, feats)[0]))
            for k in range(40)}
    assert len(seen) > 10                                            # drawn, not fixed
    rng = np.random.default_rng(0)
    F = 16
    X = pd.DataFrame(rng.uniform(0, 1, (1500, F)), columns=[f"x{i}" for i in range(F)])
    y = (X["x0"] + X["x1"] > 1).astype(int)
    s = d.Schema([d.Numeric(c, 0, 1) for c in X], classes=[0, 1])
    used = {}
    for how in ("tree", "node"):
        m = d.RFDPOOBClassifier(20.0, s, n_estimators=4, max_depth=4, feature_sampling=how,
                                random_state=0, progress=False).fit(X, y)
        assert m.ledger_.epsilon == pytest.approx(20.0, rel=1e-9)
        per_tree = [set(t.feature[t.feature >= 0].tolist()) for t in m.trees_]
        used[how] = max(len(u) for u in per_tree)
    assert used["tree"] <= 4 < used["node"]                          # sqrt(16) = 4 per tree
    with pytest.raises(ValueError, match="feature_sampling must be 'tree' or 'node'"):
        d.RFDPOOBClassifier(1.0, s, feature_sampling="leaf").fit(X, y)


@pytest.mark.parametrize("cls", FORESTS + [d.DPRFClassifier, d.OOBBudgetForestClassifier])
def test_depth_zero_refused_as_scikit_learn_does(cls, mixed, monkeypatch):
    """A depth-0 tree is a single leaf (a constant model): refused like scikit-learn's
    max_depth < 1, before the records are read."""
    X, y, s = mixed
    _no_data_read(monkeypatch)
    for bad in (0, -1):
        with pytest.raises(ValueError, match=r"max_depth must be an integer >= 1, got"):
            cls(1.0, s, n_estimators=4, max_depth=bad, progress=False).fit(X, y)


@pytest.mark.parametrize("cls", FORESTS + [d.DPRFClassifier, d.CRFsDPClassifier,
                                           d.OOBBudgetForestClassifier])
def test_more_features_per_tree_than_the_schema_has_is_refused(cls, mixed, monkeypatch):
    """scikit-learn refuses an int max_features above n_features; so do the forests (it was
    clipped silently).  All of them (an int equal to n_features) still fits."""
    X, y, s = mixed                                  # 4 features
    kw = dict(n_estimators=4, max_depth=2, random_state=0, progress=False)
    fitted = cls(1.0, s, max_features=4, **kw).fit(X, y)
    assert fitted.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)
    _no_data_read(monkeypatch)
    with pytest.raises(ValueError, match=r"max_features=100 is more than the schema's 4 feature"):
        cls(1.0, s, max_features=100, **kw).fit(X, y)


def test_default_forest_keeps_its_depth_zero(mixed):
    """The default forest validates its own max_depth, where 0 (one leaf per tree) is a
    documented choice."""
    import warnings

    X, y, s = mixed
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        m = d.DPForestClassifier(1.0, s, n_estimators=1, max_depth=0, random_state=0,
                                 progress=False).fit(X, y)
    assert m.max_depth_ == 0 and m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


def test_schema_required_and_never_inferred(mixed):
    X, y, _ = mixed
    with pytest.raises(ValueError, match="schema"):
        d.DiffPRFsClassifier(1.0).fit(X, y)


# ----------------------------------------------------------------------------- scikit-learn
@pytest.mark.parametrize("cls", FORESTS)
def test_sklearn_compatibility(cls, mixed):
    X, y, s = mixed
    m = cls(1.0, s, n_estimators=5, random_state=0, progress=False)
    c = clone(m)
    assert c.get_params()["n_estimators"] == 5 and c.get_params()["schema"] == s
    pipe = Pipeline([("id", FunctionTransformer(validate=False)), ("rf", c)]).fit(X, y)
    proba = pipe.predict_proba(X)
    assert proba.shape == (len(X), 3) and np.allclose(proba.sum(1), 1)
    assert set(pipe.predict(X)) <= {"old", "red", "other"}
    # scikit-learn's sorted order (declared: old, red, other), predict_proba's columns in it
    assert list(pipe[-1].classes_) == ["old", "other", "red"]
    assert (pipe[-1].classes_[proba.argmax(1)] == pipe.predict(X)).all()
    gs = GridSearchCV(cls(1e3, s, n_estimators=5, random_state=0, progress=False),
                      {"max_depth": [1, 3]}, cv=2).fit(X, y)
    # both candidates cross-validated, the winner refitted with its own parameters and scored
    assert len(gs.cv_results_["params"]) == 2 and np.isfinite(gs.cv_results_["mean_test_score"]).all()
    assert gs.best_estimator_.max_depth == gs.best_params_["max_depth"]
    assert gs.score(X, y) == gs.best_estimator_.score(X, y)
    # numpy input in schema order works too
    assert len(m.fit(X.to_numpy(object), y).predict(X.to_numpy(object))) == len(X)


def test_predict_proba_is_graded(adult):
    m = d.DiffPRFsClassifier(1e3, adult.schema, n_estimators=20, random_state=0, progress=False).fit(adult.X, adult.y)
    p = m.predict_proba(adult.X_test.iloc[:500])
    assert len(np.unique(np.round(p[:, 1], 3))) > 3  # not only 0/1


@pytest.mark.parametrize("scorer_name", ["gini", "max", "top2"])
def test_compiled_split_scores_equal_the_numpy_scorers(scorer_name):
    """The compiled threshold / one-vs-rest scoring gives exactly the scorer's own utilities
    (integer counts: exact sums), with -inf on every invalid candidate."""
    from dpforest.tree.scorers import get_scorer

    rng = np.random.default_rng(3)
    m, S, K, C = 4, 3, 7, 3
    hist = rng.integers(0, 9, size=(m, S, K, C)).astype(np.int32)
    valid = np.zeros((m, S, 2 * K + 1), dtype=bool)
    valid[:, :2, :K - 1] = rng.random((m, 2, K - 1)) < 0.7         # numeric slots: thresholds
    valid[:, 2, K:2 * K] = rng.random((m, K)) < 0.7                # a categorical slot: one vs rest
    scorer = get_scorer(scorer_name)
    data = PrivateData.__new__(PrivateData)
    got = data._candidate_scores(hist, scorer, valid)
    assert np.isneginf(got[~valid]).all()
    total = hist.sum(2)
    for i, j, t in zip(*np.nonzero(valid)):
        left = hist[i, j, :t + 1].sum(0) if t < K else hist[i, j, t - K]
        want = scorer(np.stack([left, total[i, j] - left])[None])[0]
        assert got[i, j, t] == pytest.approx(want, rel=1e-12, abs=1e-9)


@pytest.mark.parametrize("mean", ["splits", "internal_nodes"])
@pytest.mark.parametrize("unsplit", ["zero", "excluded"])
def test_rfdp_oob_feature_weight_readings(mean, unsplit):
    """Eq. 5's denominator and Eq. 6's treatment of trees that never split on a feature are
    parameters; the forest's weights are recomputed here by hand from the released trees and
    tree weights under each reading.  Under 'excluded' a feature no tree split on has no weight
    (NaN) and is neither important nor non-important."""
    from dpforest.forests.rfdp_oob import node_feature_weights

    rng = np.random.default_rng(0)
    F = 24
    X = pd.DataFrame(rng.uniform(0, 1, (2000, F)), columns=[f"x{i}" for i in range(F)])
    y = (X["x0"] + X["x1"] > 1).astype(int)
    s = d.Schema([d.Numeric(c, 0, 1) for c in X], classes=[0, 1])
    m = d.RFDPOOBClassifier(30.0, s, n_estimators=6, max_depth=3, prefit_fraction=1.0,
                            feature_weight_mean=mean, unsplit_features=unsplit,
                            random_state=0, progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(30.0, rel=1e-9)
    wsum, wcnt = np.zeros(F), np.zeros(F)
    for tree, wt in zip(m.trees_, m.tree_weights_):
        tot, cnt = node_feature_weights(tree, F)
        has = cnt > 0
        wsum[has] += tot[has] / (cnt[has] if mean == "splits" else cnt.sum()) * wt
        wcnt += has if unsplit == "excluded" else 1
    expected = np.where(wcnt > 0, wsum / np.maximum(wcnt, 1), np.nan)
    np.testing.assert_allclose(m.feature_weights_, expected, rtol=1e-12)
    unsplit_any = np.isnan(m.feature_weights_)
    if unsplit == "zero":
        assert not unsplit_any.any()
    else:
        # six depth-3 trees over 4 of 24 features each: some features are never split on
        assert unsplit_any.any()
        names = set(np.asarray(s.feature_names)[unsplit_any])
        assert not names & (set(m.important_features_) | set(m.non_important_features_))


def test_rfdp_oob_feature_weight_readings_refused_before_reading(mixed, monkeypatch):
    X, y, s = mixed
    _no_data_read(monkeypatch)
    with pytest.raises(ValueError, match="feature_weight_mean must be 'splits' or 'internal_nodes'"):
        d.RFDPOOBClassifier(1.0, s, feature_weight_mean="nodes").fit(X, y)
    with pytest.raises(ValueError, match="unsplit_features must be 'zero' or 'excluded'"):
        d.RFDPOOBClassifier(1.0, s, unsplit_features=0).fit(X, y)


def test_rfdp_oob_outliers_ignore_features_without_weight():
    from dpforest.forests.rfdp_oob import outliers

    w = np.array([1.0, 1.0, 1.0, 1.0, 1.0, 0.0, np.nan, np.nan])
    members = np.ones(8, bool)
    # μ − 1σ over the six weighed features is about 0.46: only the 0 is an outlier
    assert outliers(w, members, 1.0).tolist() == [False] * 5 + [True, False, False]
    assert not outliers(np.array([np.nan, 1.0]), np.ones(2, bool)).any()   # one weighed member


def test_rfdp_oob_new_readings_stay_out_of_files_at_their_defaults(mixed, tmp_path):
    """Model files of versions without feature_weight_mean / unsplit_features refuse unknown
    parameters: at their defaults the two are left out (the loader gives them their
    defaults), and written only when set."""
    import gzip
    import json

    X, y, s = mixed
    for kw, written in (({}, False), ({"unsplit_features": "excluded"}, True)):
        m = d.RFDPOOBClassifier(2.0, s, n_estimators=3, max_depth=2, random_state=0,
                                progress=False, **kw).fit(X, y)
        path = d.save_model(m, tmp_path / f"m{int(written)}.json")
        raw = open(path, "rb").read()
        payload = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)["payload"]
        assert ("unsplit_features" in payload["params"]) == written
        assert "feature_weight_mean" not in payload["params"]
        back = d.load_model(path)
        assert back.get_params()["unsplit_features"] == m.unsplit_features
        assert back.get_params()["feature_weight_mean"] == "splits"


def test_diffprfs_without_the_bound_info_gain_needs_is_refused_before_anything_is_booked():
    """criterion='info_gain' needs n_max, a public bound on node sizes.  The parameter check
    read a stand-in bound of 1, so the refusal came from the growth plan, after the records
    were read: under a budget the failed fit kept its epsilon booked."""
    import dpforest as d

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200)})
    y = (X.a > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    budget = d.PrivacyBudget(5.0)
    with pytest.raises(ValueError, match="needs a public bound on node sizes"):
        budget.fit(d.DiffPRFsClassifier(1.0, s, criterion="info_gain", progress=False), X, y)
    assert budget.spent == 0 and not budget.releases
    m = d.DiffPRFsClassifier(1.0, s, criterion="info_gain", n_max=300, n_estimators=3,
                             random_state=0, progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0)


@pytest.mark.parametrize("name", ["SNRForestClassifier", "PrivateRDTClassifier"])
def test_random_forests_predict_a_block_of_rows_at_a_time_alike(name, monkeypatch):
    """The SNR forest and Private-RDT predict a block of rows at a time (a million rows of 200
    classes held several result-sized tables at once): blocks of 7 rows give every row's
    probabilities as one block of all rows does, to the bit."""
    from dpforest.forests import base as module

    rng = np.random.default_rng(0)
    X = rng.random((400, 4))
    y = (X[:, 0] * 5).astype(int)
    s = d.Schema([d.Numeric(f"x{i}", 0, 1) for i in range(4)], classes=list(range(5)))
    model = getattr(d, name)(1.0, s, random_state=0, progress=False).fit(X, y)
    whole = model.predict_proba(X)
    monkeypatch.setattr(module, "PREDICT_CHUNK", 7)
    np.testing.assert_array_equal(model.predict_proba(X), whole)

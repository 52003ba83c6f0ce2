"""Tests for the SNR forest (Fletcher & Islam 2015)."""

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

from dpforest import Categorical, Numeric, Schema, SchemaError, SNRForestClassifier
from dpforest.forests.snr import min_support, snr_parameters
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.model import parents
from dpforest.tree.random_trees import subtree_sums

SHARED = Path(os.environ.get("DPFOREST_DATA")
              or Path(__file__).resolve().parents[1].parent / "shared" / "datasets")


def synth(n=3000, seed=0):
    """6 categorical features (3 values) + 1 numeric; the label is a function of c0 only."""
    rng = np.random.default_rng(seed)
    cats = ["a", "b", "c"]
    X = pd.DataFrame({f"c{j}": rng.choice(cats, n) for j in range(6)})
    X["num"] = rng.uniform(0, 10, n)
    y = np.where(X["c0"] == "a", "yes", "no")
    schema = Schema([Categorical(f"c{j}", cats) for j in range(6)] + [Numeric("num", 0, 10)],
                    classes=["no", "yes"])
    return X, y, schema


# ----------------------------------------------------------------------------- τ / θ rules
def test_theta_formula_and_hand_computed_tau():
    assert min_support(2, 0.5) == pytest.approx(math.sqrt(2) * 2 / 0.5)
    # k=4 binary attributes, n=1000, |C|=2, ε=1: n/2^(k/2)=250 > θ(τ)=2√2·τ until τ=89;
    # θ(89)=251.7 > n/avg²=250, so τ drops to 88 (θ=248.9), dropping one root attribute.
    tau, theta, allowed = snr_parameters(1000, [2, 2, 2, 2], 2, 1.0)
    assert tau == 88
    assert theta == pytest.approx(2 * math.sqrt(2) * 88)
    assert allowed.sum() == 3
    # Mushroom-like: deep support is tiny, so τ starts at k and only decreases at small ε
    dom = [6, 4, 10, 2, 9, 4, 3, 2, 12, 2, 7, 4, 4, 9, 9, 2, 4, 3, 8, 9, 6, 7]
    assert snr_parameters(5687, dom, 2, 1.0)[0] == 22
    tau01, _, allowed01 = snr_parameters(5687, dom, 2, 0.1)
    assert tau01 < 22
    # the dropped roots are the largest domains
    assert not allowed01[8] and not allowed01[2]


def test_tau_grows_with_epsilon_and_theta_shrinks():
    dom = [3] * 6 + [8]
    taus, thetas = [], []
    for eps in [0.01, 0.1, 1, 10, 1e6]:
        tau, theta, _ = snr_parameters(3000, dom, 2, eps, max_estimators=100)
        taus.append(tau)
        thetas.append(theta)
        assert theta == pytest.approx(math.sqrt(2) * 2 * tau / eps)
    assert taus == sorted(taus) and taus[0] < taus[-1]
    assert thetas == sorted(thetas, reverse=True)
    assert taus[-1] == 100                        # the public cap binds at ε = 1e6


# ----------------------------------------------------------------------------- ledger
@pytest.mark.parametrize("n_samples", [None, 2500])
def test_ledger_total_equals_epsilon(n_samples):
    X, y, schema = synth()
    clf = SNRForestClassifier(0.7, schema, n_samples=n_samples, random_state=1).fit(X, y)
    assert clf.ledger_.epsilon == pytest.approx(0.7, rel=1e-9)
    kinds = clf.ledger_.booked_sums()
    if n_samples is None:
        assert kinds["dataset size (for tau/theta)"] == pytest.approx(0.05 * 0.7)
        assert clf.epsilon_tree_ == pytest.approx(0.95 * 0.7 / clf.n_estimators_)
    else:
        assert "dataset size (for tau/theta)" not in kinds
        assert clf.n_records_ == 2500
        assert clf.epsilon_tree_ == pytest.approx(0.7 / clf.n_estimators_)
    # one leaf histogram per tree
    assert sum(e.what == "SNR leaf class counts" for e in clf.ledger_.entries) == clf.n_estimators_
    assert clf.min_support_ == pytest.approx(math.sqrt(2) * 2 / clf.epsilon_tree_)


def test_structure_reads_no_data():
    X, y, schema = synth()
    a = SNRForestClassifier(1.0, schema, n_samples=3000, random_state=3).fit(X, y)
    X2, _, _ = synth(seed=9)
    b = SNRForestClassifier(1.0, schema, n_samples=3000, random_state=3).fit(X2, y[::-1])
    assert a.n_estimators_ == b.n_estimators_
    for s, t in zip(a.trees_, b.trees_):
        np.testing.assert_array_equal(s.feature, t.feature)
        np.testing.assert_array_equal(s.child_start, t.child_start)
    # distinct roots while the allowed set lasts
    assert len(set(a.root_features_[:7])) == min(7, a.n_estimators_)


def test_leaf_support_rule_and_signal_averaging():
    X, y, schema = synth()
    clf = SNRForestClassifier(2.0, schema, n_samples=3000, random_state=0).fit(X, y)
    dom = schema.n_codes() if schema.n_bins == 8 else clf.schema_.n_codes()
    for tr in clf.trees_:
        par = parents(tr)
        # estimated support n/∏domains: every internal non-root node is above θ, every leaf
        # with attributes left is at or below it
        sup = np.full(tr.n_nodes, 3000.0)
        for d in range(1, tr.max_depth + 1):
            at = np.flatnonzero(tr.depth == d)
            sup[at] = sup[par[at]] / dom[tr.feature[par[at]]]
        inner = (tr.feature >= 0) & (tr.depth >= 1)
        assert (sup[inner] > clf.min_support_).all()
        leaves = tr.feature < 0
        assert (sup[leaves & (tr.depth < len(dom))] <= clf.min_support_).all()
        # internal counts are the sums of the children's counts (signal averaging)
        for node in np.flatnonzero(tr.feature >= 0)[:50]:
            kids = np.flatnonzero(par == node)
            np.testing.assert_allclose(tr.counts[node], tr.counts[kids].sum(0))


def test_noise_scale_of_leaf_counts():
    """Leaf counts carry discrete Laplace noise of scale 1/ε_tree (variance check)."""
    X, y, schema = synth(n=20000, seed=4)
    clf = SNRForestClassifier(20.0, schema, n_samples=20000, random_state=2,
                              max_estimators=40, snr_threshold=10).fit(X, y)  # ε_tree = 0.5
    codes = clf.schema_.encode(X)
    lab = clf.schema_.encode_labels(y)
    diffs = []
    for tr in clf.trees_:
        leaf = tr.apply(codes)
        true = np.zeros_like(tr.counts)
        np.add.at(true, (leaf, lab), 1)
        big = (tr.feature < 0)[:, None] & (true > 12)      # 6σ: clipping at 0 cannot matter
        diffs.append((tr.counts - true)[big])
    d = np.concatenate(diffs)
    assert len(d) > 300
    p = math.exp(-clf.epsilon_tree_)
    var = 2 * p / (1 - p) ** 2                               # discrete Laplace variance
    # 6 standard errors (~26,000 counts): the noise is unseeded, and 4 fail ~6e-5 of runs
    assert abs(d.mean()) < 6 * math.sqrt(var / len(d))
    assert 0.75 * var < d.var() < 1.3 * var


# ----------------------------------------------------------------------------- ε = 1e6
def _true_node_counts(clf, X, y, t):
    tr = clf.trees_[t]
    leaf = tr.apply(clf.schema_.encode(X))
    true = np.zeros_like(tr.counts)
    np.add.at(true, (leaf, clf.schema_.encode_labels(y)), 1)
    return subtree_sums(tr, parents(tr), np.where((tr.feature < 0)[:, None], true, 0))


def test_huge_epsilon_more_trees_fewer_pruned_and_only_empty_nodes_pruned():
    """As ε grows: more trees (τ rule), smaller θ; at ε = 1e6 the noise vanishes and only empty
    nodes (S < 1) are pruned -- no node holding records (Fletcher & Islam, Eq. 3)."""
    X, y, schema = synth()
    stats = {}
    for eps in [0.3, 3.0, 1e6]:
        clf = SNRForestClassifier(eps, schema, n_samples=3000, random_state=0,
                                  max_estimators=30).fit(X, y)
        nonempty_pruned = 0
        for t, info in enumerate(clf.snr_info_):
            true = _true_node_counts(clf, X, y, t)
            nonempty_pruned += int((true.sum(1)[info["removed"]] > 0).sum())
        stats[eps] = (clf.n_estimators_, clf.min_support_, nonempty_pruned / clf.n_nodes_.sum(), clf)
    assert stats[0.3][0] < stats[3.0][0] <= stats[1e6][0]
    assert stats[0.3][1] > stats[3.0][1] > stats[1e6][1]
    # leaves are grown down to estimated support ≈ θ, i.e. SNR ≈ 1 by construction, so the
    # pruned share at finite ε is structural (~half); only at ε → ∞ does it reach "empty only"
    assert min(stats[0.3][2], stats[3.0][2]) > 0.2 and stats[1e6][2] == 0
    clf = stats[1e6][3]
    for t, tr in enumerate(clf.trees_):
        np.testing.assert_allclose(tr.counts, _true_node_counts(clf, X, y, t))  # no visible noise
    assert clf.n_pruned_ > 0                # the empty nodes are pruned
    assert (clf.predict(X) == y).mean() == 1.0


def test_noiseless_engine_is_exact():
    X, y, schema = synth()
    with _noiseless():
        clf = SNRForestClassifier(1.0, schema, random_state=0).fit(X, y)
    assert clf.ledger_.noiseless
    assert clf.n_records_ == len(y)
    assert (clf.predict(X) == y).mean() == 1.0


def test_cross_tree_rule(monkeypatch):
    """Per class its best confidence over the trees; ties by the mean."""
    X, y, schema = synth(n=300)
    clf = SNRForestClassifier(1.0, schema, random_state=0).fit(X, y)
    clf.trees_ = clf.trees_[:3]
    conf = np.array([[[0.9, 0.1], [1.0, 0.0], [0.6, 0.4]],     # tree 0: rows = records
                     [[0.2, 0.8], [0.0, 1.0], [0.3, 0.7]],     # tree 1
                     [[0.5, 0.5], [0.1, 0.9], [0.45, 0.55]]])  # tree 2
    monkeypatch.setattr(clf, "_tree_confidence", lambda t, codes: conf[t])
    pred = clf.predict(X.iloc[:3])
    # record 0: best(no)=0.9 > best(yes)=0.8; record 1: tie at 1.0, mean(yes)=0.63 > 0.37;
    # record 2: best(yes)=0.7 > best(no)=0.6
    assert list(pred) == ["no", "yes", "yes"]


def test_most_confident_node_on_path():
    X, y, schema = synth()
    clf = SNRForestClassifier(1.0, schema, n_samples=3000, random_state=0).fit(X, y)
    codes = clf.schema_.encode(X.iloc[:200])
    tr, info = clf.trees_[0], clf.snr_info_[0]
    got = clf._tree_confidence(0, codes)
    S = tr.counts.sum(1)
    for i in range(200):
        node, path = 0, [0]
        while tr.feature[node] >= 0:
            ch = tr.child_start[node] + tr.node_route(node)[codes[i, tr.feature[node]]]
            if info["removed"][ch] or S[ch] < 1:
                break
            node = ch
            path.append(ch)
        fr = [tr.counts[p] / S[p] for p in path if S[p] >= 1]
        best = max(fr, key=lambda f: f.max())
        assert got[i].max() == pytest.approx(best.max())


# ----------------------------------------------------------------------------- mushroom
def test_mushroom_accuracy_and_ledger():
    if not (SHARED / "mushroom").is_dir():
        pytest.skip("shared mushroom data not found")
    from sklearn.model_selection import train_test_split

    from dpforest.datasets import load_mushroom

    m = load_mushroom(data_dir=SHARED)
    accs = []
    for s in range(3):
        Xtr, Xte, ytr, yte = train_test_split(m.X, m.y, test_size=0.3, random_state=s)
        clf = SNRForestClassifier(1.0, m.schema, random_state=s).fit(Xtr, ytr)
        assert clf.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)
        accs.append((clf.predict(Xte) == yte).mean())
    assert np.mean(accs) > 0.93          # paper's code: ≈0.975 at ε=1; a broken rule gives ~0.5-0.8


# ----------------------------------------------------------------------------- bad input
def test_bad_input_leaves_fitted_model_unchanged():
    X, y, schema = synth(n=500)
    clf = SNRForestClassifier(1.0, schema, random_state=0).fit(X, y)
    before = clf.predict_proba(X)
    trees = clf.trees_
    bad = []
    Xn = X.copy(); Xn.loc[3, "num"] = np.nan; bad.append((Xn, y))
    Xo = X.copy(); Xo.loc[3, "num"] = 11.0; bad.append((Xo, y))
    Xc = X.copy(); Xc.loc[3, "c1"] = "zzz"; bad.append((Xc, y))
    yb = y.copy().astype(object); yb[0] = "maybe"; bad.append((X, yb))   # label not in schema
    for Xb, yb_ in bad:
        with pytest.raises(ValueError):
            clf.fit(Xb, yb_)
    for eps in [0, -1, float("nan")]:
        with pytest.raises(ValueError, match="epsilon"):
            clone(clf).set_params(epsilon=eps).fit(X, y)
    with pytest.raises(ValueError):
        clone(clf).set_params(n_bins=1).fit(X, y)
    with pytest.raises(SchemaError):
        SNRForestClassifier(1.0).fit(X, y)
    assert clf.trees_ is trees
    np.testing.assert_array_equal(clf.predict_proba(X), before)
    with pytest.raises(SchemaError, match="features"):
        clf.predict(X.to_numpy()[:, :5])
    with pytest.raises(SchemaError):
        clf.predict(Xc)                                          # unseen category at predict


def test_sklearn_compatibility():
    X, y, schema = synth(n=600)
    clf = SNRForestClassifier(1.0, schema, random_state=0)
    c2 = clone(clf)
    assert c2.get_params()["epsilon"] == 1.0 and c2.get_params()["schema"] == schema
    pipe = Pipeline([("id", FunctionTransformer(lambda d: d)), ("snr", clf)]).fit(X, y)
    assert pipe.predict(X).shape == (600,)
    gs = GridSearchCV(clf, {"snr_threshold": [1.0, 2.0]}, cv=2).fit(X, y)
    # both values cross-validated, the winner refitted with its own parameter
    assert len(gs.cv_results_["params"]) == 2 and np.isfinite(gs.cv_results_["mean_test_score"]).all()
    assert gs.best_estimator_.get_params()["snr_threshold"] == gs.best_params_["snr_threshold"]
    # numpy object array in schema column order works too
    proba = clf.fit(X.to_numpy(dtype=object), y).predict_proba(X.to_numpy(dtype=object))
    assert proba.shape == (600, 2)
    np.testing.assert_allclose(proba.sum(1), 1.0)


def test_parameters_do_not_overflow_with_hundreds_of_features():
    # Parkinson's speech has 751 features: avg_domain^(k/2) overflows a float
    from dpforest.forests.snr import snr_parameters

    tau, theta, allowed = snr_parameters(252, [8] * 751, 2, 1.0)
    assert tau >= 1 and np.isfinite(theta) and allowed.any()


# ----------------------------------------------------------------------------- renamed parameter
def test_n_public_is_a_deprecated_name_of_n_samples():
    """``n_public`` still works, warns, and fits exactly what ``n_samples`` fits (same public
    size: no size query in the ledger); passing both is refused before any record is read."""
    X, y, schema = synth()
    with pytest.warns(FutureWarning, match="renamed n_samples"):
        old = SNRForestClassifier(1.0, schema, n_public=2500, random_state=4).fit(X, y)
    new = SNRForestClassifier(1.0, schema, n_samples=2500, random_state=4).fit(X, y)
    assert old.n_records_ == new.n_records_ == 2500
    assert "dataset size (for tau/theta)" not in old.ledger_.booked_sums()
    assert old.n_estimators_ == new.n_estimators_ and old.min_support_ == new.min_support_
    with pytest.raises(ValueError, match="n_samples only"):
        SNRForestClassifier(1.0, schema, n_samples=2500, n_public=2500).fit(X, y)
    with pytest.raises(ValueError, match="n_public must be a positive number"):
        with pytest.warns(FutureWarning):
            SNRForestClassifier(1.0, schema, n_public=0).fit(X, y)


def test_model_file_written_with_n_public_loads_under_n_samples(tmp_path):
    """A file whose params still say ``n_public`` (written before the rename) loads with the
    value under ``n_samples``, and a refit of the loaded model does not warn."""
    import hashlib
    import json
    import warnings

    from dpforest.io import _canonical, load_model, save_model

    X, y, schema = synth()
    m = SNRForestClassifier(1.0, schema, n_samples=2500, random_state=4, max_estimators=3).fit(X, y)
    path = tmp_path / "snr.json"
    save_model(m, path)
    doc = json.loads(path.read_text())
    params = doc["payload"]["params"]
    params["n_public"] = params.pop("n_samples")        # as a file written before the rename
    doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    path.write_text(json.dumps(doc))
    loaded = load_model(path)
    assert loaded.get_params()["n_samples"] == 2500
    assert loaded.get_params()["n_public"] == "deprecated"
    np.testing.assert_array_equal(loaded.predict(X), m.predict(X))
    with warnings.catch_warnings():
        warnings.simplefilter("error", FutureWarning)
        loaded.fit(X, y)
    assert loaded.n_records_ == 2500


def test_a_binding_tree_cap_is_said_with_the_papers_tau(monkeypatch):
    import warnings

    from dpforest.forests import base

    monkeypatch.setattr(base, "_NOTICE_LAST", {})

    rng = np.random.default_rng(0)
    X = rng.uniform(0, 1, (300, 4))
    y = (X[:, 0] > 0.5).astype(int)
    s = Schema([Numeric(f"x{j}", 0, 1) for j in range(4)], classes=[0, 1])

    def fit(**kw):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            m = SNRForestClassifier(1.0, s, progress=False, **kw).fit(X, y)
        return m, [str(w.message) for w in caught if "max_estimators=" in str(w.message)]

    # a large public size makes the paper's rule ask for thousands of trees
    m, said = fit(n_samples=1_000_000, max_estimators=20)
    assert m.n_estimators_ == 20 and m.tau_uncapped_ > 20
    assert len(said) == 1 and f"asks for {m.tau_uncapped_} trees" in said[0]
    base._NOTICE_LAST.clear()                      # (the first fit's notice is throttled)
    m, said = fit(n_samples=1_000)                 # the rule's own τ, under the cap: silent
    assert m.n_estimators_ == m.tau_uncapped_ < 100 and not said


def test_a_random_trees_attribute_is_uniform_over_the_unused_ones():
    """The structure's draw (rejection sampling over all attributes): never a used attribute,
    and each unused one about equally often (fixed seed; a bias toward low or high indexes, or
    toward the first unused one, would fail the tolerance)."""
    from dpforest.tree.random_trees import _unused_attribute

    rng = np.random.default_rng(0)
    F, m = 7, 60_000
    used = np.zeros((m, F), dtype=bool)
    used[:, [0, 3]] = True                    # every row: 0 and 3 used
    used[: m // 2, 6] = True                  # half the rows: 6 too
    f = _unused_attribute(rng, used)
    assert not used[np.arange(m), f].any()
    first, second = np.bincount(f[: m // 2], minlength=F), np.bincount(f[m // 2:], minlength=F)
    assert first[[0, 3, 6]].sum() == 0 and second[[0, 3]].sum() == 0
    for counts, free in ((first, [1, 2, 4, 5]), (second, [1, 2, 4, 5, 6])):
        expect = (m // 2) / len(free)
        assert np.all(np.abs(counts[free] - expect) < 5 * np.sqrt(expect))   # ~ 5 sd
    # a row with one attribute left gets it
    only = np.ones((3, F), dtype=bool)
    only[:, 2] = False
    assert (_unused_attribute(rng, only) == 2).all()


def test_prediction_tables_follow_the_fit_they_were_read_from():
    """The per-node tables a prediction reads are kept between calls for speed; a refit on
    other records (a new ledger_) reads its own, and a pickle carries none: the cached and
    fresh predictions agree, and a refit on the opposite labels flips them."""
    import pickle

    X, y, schema = synth(1500)
    est = SNRForestClassifier(5.0, schema, progress=False, random_state=0)   # same trees
    with _noiseless():
        est.fit(X, y)
    first = est.predict_proba(X.head(50))
    np.testing.assert_array_equal(est.predict_proba(X.head(50)), first)      # cached
    from dpforest.forests.snr import _NODE_TABLES

    assert est in _NODE_TABLES and "_node_tables_cache" not in est.__dict__
    loaded = pickle.loads(pickle.dumps(est))
    assert loaded not in _NODE_TABLES
    np.testing.assert_array_equal(loaded.predict_proba(X.head(50)), first)
    flipped = np.where(y == "yes", "no", "yes")
    with _noiseless():
        est.fit(X, flipped)
    np.testing.assert_allclose(est.predict_proba(X.head(50)), first[:, ::-1])

"""DPBoostingClassifier and the door's gradient release (boosting with DP leaves)."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pandas as pd
import pytest
from scipy.special import softmax

import dpforest as d
from dpforest.data import PrivateData, TreeSample
from dpforest.io import load_model, save_model
from dpforest.privacy.mechanisms import _noiseless

Q = PrivateData.GRADIENT_RESOLUTION


def _door(X, y, s, eps=1.0):
    return PrivateData(X, y, s, eps, seed=0)


def _exact(door_codes, labels, scores, leaf, n_leaves, C):
    p = softmax(scores, axis=1)
    g = np.eye(C)[labels] - p
    h = p * (1 - p)
    G = np.zeros((n_leaves, C))
    H = np.zeros((n_leaves, C))
    np.add.at(G, leaf, g)
    np.add.at(H, leaf, h)
    return G, H


def test_gradient_release_is_the_exact_sum_without_noise(mixed):
    X, y, s = mixed
    door = _door(X, y, s)
    C = s.n_classes
    rng = np.random.default_rng(0)
    weights = rng.normal(size=(s.n_features, C))

    def scores(codes):                    # any public function of the codes
        return codes.astype(float) @ weights / 10

    def leaf(codes):
        return codes[:, 2].astype(np.int64)   # the colour's code: 4 leaves

    with _noiseless():
        G, H = door.noisy_leaf_gradients(TreeSample(0, None, 1, None), leaf, 4, scores, 1.0)
    codes = s.encode(X)
    labels = s.encode_labels(y)
    Ge, He = _exact(codes, labels, scores(codes), leaf(codes), 4, C)
    # each record is rounded to 1/Q per coordinate
    assert np.abs(G - Ge).max() <= len(X) / (2 * Q) + 1e-9
    assert np.abs(H - He).max() <= len(X) / (2 * Q) + 1e-9
    assert np.allclose(G.sum(1), 0, atol=len(X) * C / Q)      # gradients of a softmax sum to 0
    assert door.ledger.epsilon == pytest.approx(1.0)


@pytest.mark.parametrize("label", [0, 1, 2])
def test_one_record_never_exceeds_the_booked_sensitivity(label):
    s = d.Schema([d.Numeric("x", 0, 1)], classes=["a", "b", "c"])
    X = pd.DataFrame({"x": [0.5]})
    door = _door(X, [s.classes[label]], s)
    C = 3
    for sc in ([0, 0, 0], [50, -50, 0], [-700, 700, 3], [1e-9, 2e-9, 0], [0.3, 0.3, 0.4],
               [np.nan, 0, 1], [np.inf, 0, 0], [-np.inf, np.inf, np.nan], [1e308, -1e308, 0]):
        sums = door._leaf_gradient_sums(TreeSample(0, None, 1, None), lambda c: np.zeros(len(c), np.int64),
                                        1, lambda c, sc=sc: np.tile(np.asarray(sc, float), (len(c), 1)), Q)
        assert np.abs(sums).sum() <= 3 * Q + C


def test_gradient_noise_has_the_booked_scale(mixed):
    X, y, s = mixed
    door = _door(X, y, s, eps=1e6)
    eps = 0.5
    C = s.n_classes
    zero = lambda codes: np.zeros((len(codes), C))  # noqa: E731
    leaf = lambda codes: codes[:, 2].astype(np.int64)  # noqa: E731
    with _noiseless():
        G0, H0 = door.noisy_leaf_gradients(TreeSample(0, None, 1, None), leaf, 4, zero, eps)
    draws = np.array([np.concatenate(door.noisy_leaf_gradients(TreeSample(0, None, 1, None), leaf, 4, zero, eps))
                      for _ in range(150)])
    err = draws - np.concatenate([G0, H0])[None]
    expected_sd = math.sqrt(2) * (3 * Q + C) / Q / eps       # discrete Laplace of scale Δ/ε, in records
    assert abs(err.mean()) < 0.1 * expected_sd
    assert err.std() == pytest.approx(expected_sd, rel=0.1)


def test_rounds_ledger_and_cyclic_roots(mixed):
    X, y, s = mixed
    m = d.DPBoostingClassifier(0.9, s, n_estimators=9, random_state=0, progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(0.9, rel=1e-9)
    assert len(m.ledger_.entries) == 9
    assert all(e.epsilon == pytest.approx(0.1) for e in m.ledger_.entries)
    roots = [t.feature[0] for t in m.trees_]
    # every feature is a root once per F = 4 rounds
    assert sorted(roots[:4]) == [0, 1, 2, 3] and sorted(roots[4:8]) == [0, 1, 2, 3]
    assert all(t.max_depth == 1 for t in m.trees_)
    assert m.epsilon_round_ == pytest.approx(0.1)


def test_learns_without_noise_and_with_a_large_budget(mixed):
    X, y, s = mixed
    with _noiseless():
        clean = d.DPBoostingClassifier(1.0, s, n_estimators=20, random_state=0, progress=False).fit(X, y)
    assert clean.score(X, y) > 0.95                      # old | red | other is additive
    noisy = d.DPBoostingClassifier(50.0, s, n_estimators=20, random_state=0, progress=False).fit(X, y)
    assert noisy.score(X, y) > 0.9
    # at a tiny budget the noise dominates, and every step stays within its clip
    tiny = d.DPBoostingClassifier(1e-3, s, n_estimators=20, max_step=0.25, random_state=0,
                                  progress=False).fit(X, y)
    assert max(np.abs(t).max() for t in tiny._leaf_tables()) <= 0.25
    assert np.abs(tiny._scores(X)).max() <= 20 * 0.25


def test_scores_columns_follow_classes_and_proba_is_their_softmax(mixed):
    X, y, s = mixed          # classes declared old, red, other: unsorted
    m = d.DPBoostingClassifier(5.0, s, n_estimators=8, max_depth=2, random_state=1, progress=False).fit(X, y)
    assert list(m.classes_) == ["old", "other", "red"]
    df = m.decision_function(X.iloc[:50])
    P = m.predict_proba(X.iloc[:50])
    np.testing.assert_allclose(P, softmax(df, axis=1))
    np.testing.assert_array_equal(m.predict(X.iloc[:50]), m.classes_[df.argmax(1)])
    assert all(t.max_depth <= 2 for t in m.trees_)


def test_model_file_round_trip(mixed, tmp_path):
    X, y, s = mixed
    m = d.DPBoostingClassifier(2.0, s, n_estimators=5, random_state=0, progress=False).fit(X, y)
    back = load_model(save_model(m, tmp_path / "b.json"))
    np.testing.assert_allclose(back.predict_proba(X), m.predict_proba(X))
    assert back.ledger_.epsilon == pytest.approx(2.0)


@pytest.mark.parametrize("bad, msg", [(dict(learning_rate=0), "learning_rate"), (dict(learning_rate=1.5), "learning_rate"),
                                      (dict(l2=-1), "l2"), (dict(l2="big"), "l2"), (dict(max_step=0), "max_step"),
                                      (dict(max_depth=0), "max_depth"), (dict(n_estimators=0), "n_estimators"),
                                      (dict(max_leaves=1), "max_leaves")])
def test_bad_parameters_are_refused_before_reading_data(mixed, bad, msg):
    X, y, s = mixed
    with pytest.raises(ValueError, match=msg):
        d.DPBoostingClassifier(1.0, s, **bad).fit(X, y)


def test_export_text_shows_scores_not_counts(mixed):
    from dpforest.inspection import export_text

    X, y, s = mixed
    m = d.DPBoostingClassifier(2.0, s, n_estimators=4, random_state=0, progress=False).fit(X, y)
    text = export_text(m, tree=1)
    root = s.features[m.trees_[1].feature[0]].name
    assert root in text and "scores added: old: " in text and "noisy counts" not in text
    assert text.count("scores added") == int((m.trees_[1].feature < 0).sum())


def test_auto_rounds_follow_the_noisy_size(mixed):
    from dpforest.forests.boosting import auto_rounds

    assert auto_rounds(10, 0.1) == 5 and auto_rounds(1e9, 10) == 50
    assert auto_rounds(5000, 1.0) == 10 and auto_rounds(80000, 1.0) == 40
    assert auto_rounds(-3, 1.0) == 5                     # a noisy size below zero
    X, y, s = mixed
    m = d.DPBoostingClassifier(2.0, s, random_state=0, progress=False).fit(X, y)
    assert m.n_estimators_ == auto_rounds(m.noisy_n_, 2.0 * 0.97) == len(m.trees_)
    assert len(m.ledger_.entries) == m.n_estimators_ + 1
    assert m.ledger_.epsilon == pytest.approx(2.0, rel=1e-9)
    with pytest.raises(ValueError, match="size_share"):
        d.DPBoostingClassifier(1.0, s, size_share=1.0).fit(X, y)
    with pytest.raises(ValueError, match="n_estimators"):
        d.DPBoostingClassifier(1.0, s, n_estimators="many").fit(X, y)


def test_door_cached_scores_equal_the_recomputed_model(mixed):
    from dpforest.data import ModelScores

    X, y, s = mixed
    with _noiseless():
        m = d.DPBoostingClassifier(3.0, s, n_estimators=6, max_depth=2, random_state=0, progress=False).fit(X, y)
    door = _door(X, y, m.schema_)
    cached = door.model_scores(s.n_classes, m.trees_[:3], m._leaf_tables()[:3])
    plain = ModelScores(s.n_classes, m.trees_[:3], m._leaf_tables()[:3])
    for t, tab in zip(m.trees_[3:], m._leaf_tables()[3:]):
        cached.add(t, tab)
        plain.add(t, tab)
    codes = m.schema_.encode(X)
    np.testing.assert_allclose(cached._scores, plain(codes))
    np.testing.assert_allclose(cached._scores, m._scores(X))
    leaf = lambda c: c[:, 2].astype(np.int64)  # noqa: E731
    with _noiseless():
        a = door.noisy_leaf_gradients(TreeSample(0, None, 1, None), leaf, 4, cached, 1.0)
        b = door.noisy_leaf_gradients(TreeSample(0, None, 1, None), leaf, 4, plain, 1.0)
    np.testing.assert_array_equal(a[0], b[0])
    np.testing.assert_array_equal(a[1], b[1])


def test_a_model_whose_scores_always_favour_one_class_is_flagged_constant(mixed):
    X, y, s = mixed
    with _noiseless():
        m = d.DPBoostingClassifier(1.0, s, n_estimators=8, random_state=0, progress=False).fit(X, y)
    assert not m._is_constant()                  # it separates the classes
    c = m._constant_class
    for t in m.trees_:                           # every leaf now favours class 1 ("red") by 0.1
        leaf = t.feature < 0
        t.counts[leaf] = 0.0
        t.counts[np.flatnonzero(leaf), 1] = 0.1
    assert c() == 1 and m._is_constant()
    assert set(m.predict(X)) == {"red"}
    # records of one class only: every leaf of every round favours it, and fit warns
    with _noiseless(), pytest.warns(d.ConstantModelWarning, match="'red'"):
        one = d.DPBoostingClassifier(1.0, s, n_estimators=3, random_state=0, progress=False).fit(
            X, pd.Series(["red"] * len(X)))
    assert one.constant_


def test_a_model_or_routing_of_the_wrong_shape_is_refused_before_the_kernel_writes(mixed):
    X, y, s = mixed
    door = _door(X, y, s)
    sample = TreeSample(0, None, 1, None)
    ok_scores = lambda c: np.zeros((len(c), s.n_classes))  # noqa: E731
    with pytest.raises(ValueError, match="wrong shape"):
        door._leaf_gradient_sums(sample, lambda c: np.full(len(c), 4), 4, ok_scores, Q)
    with pytest.raises(ValueError, match="wrong shape"):
        door._leaf_gradient_sums(sample, lambda c: np.zeros(len(c), np.int64), 1,
                                 lambda c: np.zeros((len(c), 2)), Q)
    assert door.ledger.epsilon == 0


def test_additive_terms_sum_to_the_scores_and_plot(mixed, tmp_path):
    import matplotlib

    matplotlib.use("Agg")
    from dpforest.inspection import additive_terms, plot_additive_terms

    X, y, s = mixed
    m = d.DPBoostingClassifier(3.0, s, n_estimators=9, random_state=0, progress=False).fit(X, y)
    terms = additive_terms(m)
    assert set(terms) <= set(s.feature_names) and len(terms) == 4      # 9 rounds cycle all 4
    codes = m.schema_.encode(X.iloc[:200])
    total = sum(terms[f].to_numpy()[codes[:, j]] for j, f in enumerate(s.feature_names) if f in terms)
    np.testing.assert_allclose(total, m.decision_function(X.iloc[:200]), atol=1e-12)
    assert list(terms["color"].columns) == list(m.classes_)
    assert "red" in " ".join(terms["color"].index)
    drawn = plot_additive_terms(m, path=tmp_path / "terms.png")
    fig = drawn[0].figure
    assert len(drawn) == 4 and all(a.figure is fig for a in drawn)
    assert (tmp_path / "terms.png").stat().st_size > 0 and len(fig.axes) >= 4
    # tick labels drop the feature's name (the panel title carries it)
    ticks = {ax.get_title(): [t.get_text() for t in ax.get_xticklabels()] for ax in fig.axes if ax.get_visible()}
    assert all(name not in t for name, ts in ticks.items() for t in ts)
    assert "'red'" in ticks["color"]
    # the bars are what a code adds to the drawn class's log-odds (its score less the other
    # class's), not its own score alone, which understated effects and flipped their signs
    panel = next(ax for ax in fig.axes if ax.get_title() == "color")
    bars = np.array([b.get_height() for b in panel.patches])
    t = terms["color"]
    pos = m.classes_[-1]
    np.testing.assert_allclose(bars, (t[pos] - t.drop(columns=[pos]).mean(axis=1)).to_numpy())
    two = len(m.classes_) == 2
    assert ("log-odds" in fig._suptitle.get_text()) == two
    y2 = (np.asarray(y) == np.asarray(y)[0]).astype(int)          # a two-class model
    s2 = d.Schema(s.features, classes=[0, 1])
    m2 = d.DPBoostingClassifier(3.0, s2, n_estimators=4, random_state=0, progress=False).fit(X, y2)
    f2 = plot_additive_terms(m2)
    f2 = f2.figure if not isinstance(f2, np.ndarray) else f2[0].figure
    name = f2.axes[0].get_title()
    t2 = additive_terms(m2)[name]
    np.testing.assert_allclose([b.get_height() for b in f2.axes[0].patches], (t2[1] - t2[0]).to_numpy())
    assert "log-odds" in f2._suptitle.get_text() and "log-odds" in f2.axes[0].get_ylabel()
    # a mistyped name is refused by name (it was skipped in silence)
    with pytest.raises(ValueError, match=r"features \['colour'\] are not features of the model"):
        plot_additive_terms(m, features=["colour"])
    # in the caller's own axes: one per feature, in order, in the caller's figure
    import matplotlib.pyplot as plt

    own, axs = plt.subplots(1, 3)
    assert list(plot_additive_terms(m, features=["color", "age"], ax=axs)) == list(axs[:2])
    assert [a.get_title() for a in axs] == ["color", "age", ""] and axs[2].get_visible()
    single, one = plt.subplots()
    assert plot_additive_terms(m, features="color", ax=one) is one and one.get_title() == "color"
    with pytest.raises(ValueError, match="one matplotlib Axes per feature drawn"):
        plot_additive_terms(m, features=["color", "age"], ax=one)
    with pytest.raises(ValueError, match="Axes of one figure"):
        plot_additive_terms(m, features=["color", "age"], ax=[one, axs[0]])
    plt.close("all")
    deep = d.DPBoostingClassifier(3.0, s, n_estimators=3, max_depth=2, random_state=0, progress=False).fit(X, y)
    with pytest.raises(ValueError, match="max_depth=1"):
        additive_terms(deep)
    with pytest.raises(ValueError, match="max_depth=1"):
        additive_terms(d.DPForestClassifier(3.0, s, random_state=0, progress=False).fit(X, y))


def test_predictions_do_not_depend_on_n_jobs(mixed):
    X, y, s = mixed
    m = d.DPBoostingClassifier(2.0, s, n_estimators=7, random_state=0, progress=False).fit(X, y)
    big = pd.concat([X] * 40, ignore_index=True)           # 80,000 rows: two prediction chunks
    one = m.predict_proba(big)
    m.set_params(n_jobs=2)
    np.testing.assert_array_equal(m.predict_proba(big), one)


def test_two_class_decision_function_is_one_score_per_row_as_in_scikit_learn():
    """scikit-learn's roc_auc scorer and CalibratedClassifierCV call decision_function first and
    expect (n,) for two classes: the second class's score less the first's."""
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.datasets import load_breast_cancer
    from sklearn.metrics import get_scorer

    X, y = load_breast_cancer(return_X_y=True, as_frame=True)
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={c: (0, 2 * float(X[c].max())) for c in X})
    m = d.DPBoostingClassifier(2.0, s, random_state=0, progress=False).fit(X, y)
    df = m.decision_function(X)
    assert df.shape == (len(X),)
    np.testing.assert_array_equal(m.predict(X), m.classes_[(df > 0).astype(int)])
    np.testing.assert_allclose(m.predict_proba(X)[:, 1], 1 / (1 + np.exp(-df)))
    assert get_scorer("roc_auc")(m, X, y) > 0.8
    cal = CalibratedClassifierCV(d.DPBoostingClassifier(2.0, s, random_state=0, progress=False),
                                 cv=3).fit(X, y)
    assert cal.predict_proba(X).shape == (len(X), 2)


def test_a_calibrator_on_a_fitted_boosting_model_is_said_to_learn_from_the_records(mixed):
    """scikit-learn's calibrator reads a boosting model's decision_function, not
    predict_proba: it still learns from the records' labels without noise, and is told so
    once, as for the forests."""
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.frozen import FrozenEstimator

    X, y, s = mixed
    y2 = (y == "old").map({True: "old", False: "young"})
    s2 = d.Schema(list(s.features), classes=["old", "young"])
    m = d.DPBoostingClassifier(2.0, s2, n_estimators=3, random_state=0,
                               progress=False).fit(X[:1000], y2[:1000])
    with pytest.warns(d.NonPrivateStepWarning, match="CalibratedClassifierCV is fitting its "
                                                      "calibrator on the records"):
        CalibratedClassifierCV(FrozenEstimator(m), method="isotonic").fit(X[1000:], y2[1000:])
    # a plain decision_function says nothing
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.NonPrivateStepWarning)
        m.decision_function(X[:5])


def test_depth_above_the_feature_count_is_lowered_with_a_warning(mixed):
    """A path of a round's random multiway tree uses each feature once, so the mixed table's
    four features bound its depth: a larger max_depth warns (naming what is used) and fits
    trees of depth 4, the same as asking for 4."""
    X, y, s = mixed
    with pytest.warns(UserWarning, match="depth 4 is used"):
        m = d.DPBoostingClassifier(2.0, s, n_estimators=2, max_depth=9, random_state=0,
                                   progress=False).fit(X, y)
    assert max(t.max_depth for t in m.trees_) <= 4
    import warnings
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=".*feature at most once", category=UserWarning)
        d.DPBoostingClassifier(2.0, s, n_estimators=2, max_depth=4, random_state=0,
                               progress=False).fit(X, y)


def test_fewer_rounds_than_features_is_said():
    """Each round is rooted on the next feature of a random cycle: with fewer rounds than
    features some features lead no round, which the fit says (the round count is released)."""
    import warnings

    rng = np.random.default_rng(0)
    X = pd.DataFrame(rng.random((400, 12)), columns=[f"c{i}" for i in range(12)])
    y = (X["c0"] > 0.5).astype(int).rename("label")
    s = d.Schema([d.Numeric(c, 0, 1) for c in X.columns], classes=[0, 1])
    with pytest.warns(UserWarning, match="grows 5 rounds.*7 of the 12 features lead no round"):
        d.DPBoostingClassifier(1.0, s, n_estimators=5, progress=False).fit(X, y)
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)
        # what the noise may say of the classes is not under test
        warnings.filterwarnings("ignore", message=".*released leaf counts show no records")
        d.DPBoostingClassifier(1.0, s, n_estimators=12, progress=False).fit(X, y)


def test_boosting_has_no_importances_and_says_where_to_look(mixed):
    """No feature_importances_ (its leaves hold scores): hasattr is False, as for scikit-learn
    estimators without them, and reading it names the alternatives."""
    X, y, s = mixed
    m = d.DPBoostingClassifier(2.0, s, n_estimators=3, random_state=0, progress=False).fit(X, y)
    assert not hasattr(m, "feature_importances_")
    with pytest.raises(AttributeError, match="additive_terms .*permutation_importance on held-out data"):
        m.feature_importances_

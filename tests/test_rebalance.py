"""dpforest.rebalance: per-record subsampling by class and the probability correction."""
import numpy as np
import pandas as pd
import pytest

from dpforest.rebalance import subsample_classes, undo_subsampling


def test_each_record_is_kept_with_its_class_share_and_not_by_a_seed():
    y = np.array([0] * 20_000 + [1] * 2_000)
    X = pd.DataFrame({"a": np.arange(len(y))})
    Xs, ys = subsample_classes(X, y, {0: 0.25}, classes=[0, 1])
    assert (ys == 1).sum() == 2_000                         # share 1: every record kept
    kept0 = (ys == 0).sum()
    assert abs(kept0 - 5_000) < 5 * np.sqrt(20_000 * 0.25 * 0.75)    # binomial, 5 sd
    assert list(Xs.index) == sorted(Xs.index) and len(Xs) == len(ys)
    # fresh coins each call (no seed): two subsamples differ
    Xt, _ = subsample_classes(X, y, {0: 0.25}, classes=[0, 1])
    assert set(Xs.index) != set(Xt.index)


def test_shares_are_checked():
    y = np.array(["a", "b"])
    with pytest.raises(ValueError, match="in \\(0, 1\\]"):
        subsample_classes(np.zeros((2, 1)), y, {"a": 0.0})
    with pytest.raises(ValueError, match="not among the declared"):
        subsample_classes(np.zeros((2, 1)), y, {"c": 0.5}, classes=["a", "b"])
    with pytest.raises(TypeError, match="keep must map"):
        subsample_classes(np.zeros((2, 1)), y, 0.5)


def test_undo_subsampling_is_bayes_rule_and_keeps_the_ranking():
    p = np.array([[0.9, 0.1], [0.5, 0.5], [0.2, 0.8]])        # columns: classes [0, 1]
    q = undo_subsampling(p, [0, 1], {0: 0.25})
    r = 0.25
    np.testing.assert_allclose(q[:, 1], p[:, 1] * r / (p[:, 1] * r + 1 - p[:, 1]))
    np.testing.assert_allclose(q.sum(1), 1.0)
    assert list(np.argsort(q[:, 1])) == list(np.argsort(p[:, 1]))
    # no subsampling: unchanged
    np.testing.assert_allclose(undo_subsampling(p, [0, 1], {}), p)
    with pytest.raises(ValueError, match="one column per class"):
        undo_subsampling(p, [0, 1, 2], {})


def test_the_correction_restores_the_population_rate_on_a_fitted_model():
    """End to end: a forest fitted on a subsample overstates the rare class; corrected, its mean
    probability is near the population's rate again (tolerant: privacy noise is unseeded)."""
    import warnings

    import dpforest as d
    rng = np.random.default_rng(0)
    n = 20_000
    X = pd.DataFrame({"a": rng.uniform(0, 1, n)})
    y = (rng.uniform(0, 1, n) < 0.02 + 0.1 * (X["a"] > 0.9)).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    Xs, ys = subsample_classes(X, y.to_numpy(), {0: 0.2}, classes=[0, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = d.DPForestClassifier(epsilon=2.0, schema=s, progress=False).fit(Xs, ys)
    raw = m.predict_proba(X)[:, 1].mean()
    fixed = undo_subsampling(m.predict_proba(X), m.classes_, {0: 0.2})[:, 1].mean()
    rate = y.mean()
    assert raw > 2 * rate and abs(fixed - rate) < 0.5 * rate, (raw, fixed, rate)


def test_a_plain_list_keeps_each_record_as_given_and_frames_keep_their_names():
    """One record's text cell must not change how another is read: numpy's conversion of a
    whole list turned another record's NaN into the text 'nan', which the schema then refused
    (without a budget) or left out (under one) -- one added record removed another.  No
    records stay a (fittable) list, and the error on a wrong proba quotes no row count."""
    import warnings

    import dpforest as d
    from dpforest.privacy.mechanisms import _noiseless

    schema = d.Schema([d.Numeric("a", 0, 10, allow_missing=True), d.Numeric("b", 0, 10)],
                      classes=[0, 1])
    D = [[1.0, 2.0], [float("nan"), 3.0], [4.0, 5.0]]
    y = [0, 1, 0]

    def seen(X, labels):
        Xs, ys = subsample_classes(X, labels, keep={0: 1.0})
        assert isinstance(Xs, list) and all(r is X[i] for i, r in enumerate(Xs))
        budget = d.PrivacyBudget(total=10, schema=schema)
        m = d.DPForestClassifier(1.0, schema, random_state=0, leaf_release="counts",
                                 max_depth=0, progress=False)
        with _noiseless(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            budget.fit(m, Xs, ys)
        t = m.trees_[0]
        return np.nansum(t.counts[t.is_leaf], axis=0)

    np.testing.assert_array_equal(seen(D, y), [2, 1])
    # the neighbour with one more (valid) record holding a numeric text cell: one more record
    np.testing.assert_array_equal(seen(D + [["1.5", 2.0]], y + [0]), [3, 1])
    assert subsample_classes([], [], {0: 0.5}, classes=[0, 1])[0] == []
    pl = pytest.importorskip("polars")
    frame = pl.DataFrame({"b": [2.0, 3.0], "a": [1.0, 4.0]})
    Xs, _ = subsample_classes(frame, pl.Series([0, 1]), {0: 1.0}, classes=[0, 1])
    assert list(Xs.columns) == ["b", "a"]
    with pytest.raises(ValueError, match=r"got 2 columns$") as e:
        undo_subsampling(np.full((11, 2), 0.5), [0, 1, 2], {})
    assert "11" not in str(e.value)


def test_a_dask_collection_is_refused_before_anything_is_computed():
    dd = pytest.importorskip("dask.dataframe")
    X = dd.from_pandas(pd.DataFrame({"a": np.arange(40.0)}), npartitions=2)
    y = np.array([0, 1] * 20)
    # (it was read as a list of its column names: a kept record came back as 'a', or failed)
    with pytest.raises(TypeError, match="subsample_classes takes in-memory data"):
        subsample_classes(X, y, {0: 0.5}, classes=[0, 1])
    with pytest.raises(TypeError, match="subsample_classes takes in-memory data"):
        subsample_classes(X.compute(), dd.from_pandas(pd.Series(y), npartitions=2), {0: 0.5},
                          classes=[0, 1])


def test_undo_subsampling_can_reorder_one_class_scores_among_three_classes():
    # the correction renormalises each row by its own other columns: with three classes one
    # class's scores can change order (docs/evaluation.md says to evaluate the served scores)
    p = np.array([[0.4, 0.5, 0.1], [0.3, 0.0, 0.7]])
    q = undo_subsampling(p, ["a", "b", "c"], {"b": 0.1})
    assert p[0, 0] > p[1, 0] and q[0, 0] < q[1, 0]


def test_a_label_that_cannot_be_a_class_is_kept_not_raised_on():
    """An unhashable label (a list) raised TypeError here, while a pinned budget's fit leaves
    such a record out without a word: the error told, outside any budget, that some record
    holds one.  It is kept like a class not named; the fit after this is what judges it."""
    class BadHash:
        def __hash__(self):
            raise RuntimeError("the record's value")

    odd = BadHash()
    X = pd.DataFrame({"a": np.arange(7)})
    y = pd.Series([0, 1, [1], 0, {"k": 1}, 1, odd], dtype=object)
    X_kept, y_kept = subsample_classes(X, y, {0: 1e-12}, classes=[0, 1])
    # the odd labels and the class-1 records are all kept; class 0 (a share of 1e-12) not
    assert list(X_kept["a"]) == [1, 2, 4, 5, 6]
    assert [v for v in y_kept][:4] == [1, [1], {"k": 1}, 1] and y_kept.iloc[4] is odd


def test_a_served_threshold_maps_to_the_models_own_probability():
    """threshold= of a private evaluation (and FixedThresholdClassifier) reads the model's own
    predict_proba, not undo_subsampling's: a walkthrough's 0.05 on a model that kept 5 % of the
    negatives flagged nearly every record.  subsampled_threshold gives the threshold on the
    model's own probability that flags exactly the records the served one does."""
    from dpforest.rebalance import subsampled_threshold

    rng = np.random.default_rng(0)
    for classes, keep, positive in (([0, 1], {0: 0.05}, 1), (["a", "b"], {"b": 0.2}, "a"),
                                    (["a", "b"], {"a": 0.5, "b": 0.2}, "b")):
        i = classes.index(positive)
        p = rng.uniform(0, 1, 2000)
        proba = np.column_stack([1 - p, p]) if i == 1 else np.column_stack([p, 1 - p])
        served = undo_subsampling(proba, classes, keep)[:, i]
        for t in (0.01, 0.05, 0.3, 0.5, 0.9):
            raw = subsampled_threshold(t, classes, keep, positive=positive)
            assert 0 <= raw <= 1
            # the same records flagged, but for the ones within rounding of the line
            near = np.abs(served - t) < 1e-9
            assert np.array_equal((p >= raw)[~near], (served >= t)[~near])
    assert subsampled_threshold(0.2, [0, 1], {}, positive=1) == pytest.approx(0.2)
    with pytest.raises(ValueError, match="two classes"):
        subsampled_threshold(0.5, [0, 1, 2], {0: 0.5}, positive=1)
    with pytest.raises(ValueError, match="not one of the classes"):
        subsampled_threshold(0.5, [0, 1], {0: 0.5}, positive=2)

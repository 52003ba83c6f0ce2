"""Labels of one class given to fit (a data owner's filter gone wrong): the model predicts that
class for every record but names the others in noise-only corners of its domain, so the
constant-model check stays silent.  The released counts say it (post-processing,
:func:`dpforest.tree.probes.absent_classes`), and :meth:`Schema.check` lists the declared classes
no record holds."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.exceptions import InputWarning
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.model import FlatTree
from dpforest.tree.probes import absent_classes

SAYS = "show no records of any class but"


def _data(n=2_000, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 10, n), "b": rng.integers(0, 5, n).astype(float)})
    schema = d.Schema([d.Numeric("a", 0, 10), d.Numeric("b", 0, 4)],
                      classes=["low", "mid", "high"])
    return X, schema, rng


def _fit(est, X, y):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        m = est.fit(X, y)
    return m, [x for x in w if SAYS in str(x.message)]


@pytest.mark.parametrize("make", [
    lambda s: d.DPForestClassifier(1.0, s, random_state=0),
    lambda s: d.DPRFClassifier(1.0, s, random_state=0, progress=False),
])
def test_one_class_of_labels_is_said(make):
    """Noiseless, so the verdict is fixed: both other classes read 0, within their noise."""
    X, schema, _ = _data()
    with _noiseless():
        m, said = _fit(make(schema), X, np.full(len(X), "mid"))
    # a model called constant says it in that warning, any other in an InputWarning of its own
    assert len(said) == 1
    assert said[0].category is (d.ConstantModelWarning if m.constant_ else InputWarning)
    text = str(said[0].message)
    assert "'mid'" in text and "Schema.check" in text and "epsilon=1" in text
    assert absent_classes(m.trees_).tolist() == [True, False, True]


def test_with_noise_it_is_said_in_most_fits():
    """Each absent class passes both lines with chance about 0.97, so two do in about 94 % of
    fits: at least 6 of 10 (failing by chance about once in 5,000 runs)."""
    X, schema, _ = _data()
    said = [len(_fit(d.DPForestClassifier(1.0, schema), X, np.full(len(X), "mid"))[1])
            for _ in range(10)]
    assert sum(said) >= 6 and max(said) == 1


def test_labels_of_every_class_are_not_told_so():
    """Both other classes present (10 % each): no notice, and no class reads as absent."""
    X, schema, rng = _data()
    y = rng.choice(["low", "mid", "high"], len(X), p=[0.1, 0.8, 0.1])
    for _ in range(5):
        m, said = _fit(d.DPForestClassifier(1.0, schema, random_state=0), X, y)
        assert said == []
        assert not absent_classes(m.trees_).any()


def test_label_leaves_release_no_counts_to_read():
    """Below the label-leaf gate the leaves release one class each: nothing to read."""
    X, schema, _ = _data(n=200)
    m, said = _fit(d.DPForestClassifier(0.5, schema, random_state=0), X, np.full(len(X), "mid"))
    assert m.leaf_release_ == "label"
    assert absent_classes(m.trees_) is None and said == []


def _tree(leaf_counts, leaf_eps):
    """A stump: root, two leaves with the given counts (root NaN) and counts' ε."""
    k = len(leaf_counts[0])
    counts = np.vstack([np.full((1, k), np.nan), np.asarray(leaf_counts, dtype=float)])
    return FlatTree(feature=np.array([0, -1, -1]), route_rows=np.array([[0, 1], [0, 0], [0, 0]]),
                    child_start=np.array([1, -1, -1]), counts=counts, depth=np.array([0, 1, 1]),
                    epsilon=np.array([0.5, 1.0, 1.0]),
                    count_epsilon=np.array([0.0, leaf_eps, leaf_eps]))


def test_absent_is_within_the_noise_of_the_sum_and_of_each_leaf():
    """At ε = 0.5 a count's noise variance is 2e^-0.5/(1 - e^-0.5)^2 = 7.83; two leaves and two
    trees pool four: sd 5.60, so the sum's line is 2.5 sd = 14.0 records; the leaf line is
    b·ln(L/0.05) = 2·ln(80) = 8.76 records."""
    v = 2 * np.exp(-0.5) / (1 - np.exp(-0.5)) ** 2
    line = 2.5 * np.sqrt(4 * v)
    below, above = np.floor(line) / 4, np.ceil(line) / 4
    trees = [_tree([[100, below, -3], [80, below, 2]], 0.5)] * 2
    assert absent_classes(trees).tolist() == [False, True, True]
    trees = [_tree([[100, above, -3], [80, above, 2]], 0.5)] * 2
    assert absent_classes(trees).tolist() == [False, False, True]
    # one leaf over its line, the sum under the sum's: present
    leaf_line = 2 * np.log(4 / 0.05)
    trees = [_tree([[100, np.ceil(leaf_line), 0], [80, -np.ceil(leaf_line), 0]], 0.5)] * 2
    assert absent_classes(trees).tolist() == [False, False, True]
    trees = [_tree([[100, np.floor(leaf_line), 0], [80, -np.floor(leaf_line), 0]], 0.5)] * 2
    assert absent_classes(trees).tolist() == [False, True, True]


def test_the_owner_check_names_the_classes_no_record_holds():
    X, schema, _ = _data(n=50)
    report = schema.check(X, np.full(50, "mid"))
    assert report.ok
    row = [n for n in report.notes if n["column"] == "<label>"]
    assert len(row) == 1 and row[0]["problem"].startswith("2 of the 3 declared classes")
    assert row[0]["examples"] == ["'low'", "'high'"]
    assert not [n for n in schema.check(X, np.resize(["low", "mid", "high"], 50)).notes
                if n["column"] == "<label>"]


def test_the_owner_check_of_a_dask_table_judges_the_classes_on_the_whole_table():
    """Each partition's check saw only its own labels: classes [0, 1, 2] spread as [0, 1, 0],
    [1, 0, 2], [2, 2, 1] read as "1 of the 3 declared classes have no record" with every class
    present.  The note is now decided on the union of the partitions' classes."""
    dd = pytest.importorskip("dask.dataframe")
    s = d.Schema([d.Numeric("a", 0, 10)], classes=[0, 1, 2])
    X = pd.DataFrame({"a": np.arange(9.0)})
    for labels, said in (([0, 1, 0, 1, 0, 2, 2, 2, 1], []), ([0] * 9, ["1", "2"])):
        y = pd.Series(labels)
        dX, dy = (dd.from_pandas(v, npartitions=3, sort=False) for v in (X, y))
        for report in (s.check(X, y), s.check(dX, dy)):
            notes = [n for n in report.notes if n["column"] == "<label>"]
            assert [e for n in notes for e in n["examples"]] == said


def test_many_small_classes_are_said_to_be_small_before_a_labelling_slip():
    """A table of many classes with few records each (80 colour names, 5 records a class) showed
    one class beyond the noise and was told first that its labels were probably all one class;
    where the noisy size gives fewer than 10 records·ε a class, the budget is said first."""
    X, schema, _ = _data()
    with _noiseless():
        m, said = _fit(d.DPForestClassifier(1.0, schema, random_state=0), X,
                       np.full(len(X), "mid"))
    # the fit's own size: a labelling slip leads (2,000 records, 3 classes)
    assert str(said[0].message).index("labels given to fit") < \
        str(said[0].message).index("too few records")
    m.noisy_n_ = 24.0                     # the same model, read as a fit of 24 records
    advice = m._one_class_advice("mid")
    assert advice.startswith("3 classes and about 8 records a class by the noisy size")
    assert advice.index("too few records") < advice.index("labels given to fit")


def test_a_declared_size_far_above_the_records_is_named_as_a_cause():
    """A public n_samples far above the records given grows a tree deeper than they fill, whose
    leaves then show one class by noise: the notice blamed the labels only, and now names the
    declared size first (noiseless, so the verdict is fixed)."""
    X, schema, rng = _data(n=300)
    y = np.full(len(X), "mid")
    with _noiseless():
        m, said = _fit(d.DPForestClassifier(1.0, schema, n_samples=1_000_000, random_state=0),
                       X, y)
    assert len(said) == 1
    text = str(said[0].message)
    assert "the declared n_samples=1e+06 is far above the number of records given to fit" in text
    assert "Schema.check" in text
    # without a declared size the notice does not speak of one (2,000 records: below about
    # 1,000 at epsilon 1 the leaves release labels, with no counts to read)
    X, schema, _ = _data()
    with _noiseless():
        _, said = _fit(d.DPForestClassifier(1.0, schema, random_state=0), X, np.full(len(X), "mid"))
    assert said and "n_samples" not in str(said[0].message)


def test_counts_too_noisy_to_show_an_even_share_say_nothing_of_the_labels():
    """Private-RDT at epsilon 5 on 403 breast-cancer records (37 % malignant): 10 trees of
    8,191 leaves at epsilon 0.5 each read about 2,000 records a class against a line of
    about 3,600, so malignant stayed under the summed noise in 9 of 15 fits, which were told
    their labels were (almost) all 'benign' while the model predicted malignant for a quarter
    of the test records.  Counts that could not show a class of an even share say nothing of
    the labels: no notice (measured: 0 of 15; the default on one-class labels is still told in
    9 of 10 fits there, and in 10 of 10 on the 2,000-record table above)."""
    from dpforest.benchmarks.datasets import load
    from dpforest.tree.probes import even_share_visible

    ds = load("breast_cancer")
    idx = np.random.default_rng(1).permutation(len(ds.X))[:403]
    X, y = ds.X.iloc[idx], ds.y.iloc[idx]
    fits = [_fit(d.PrivateRDTClassifier(5.0, ds.schema, progress=False, random_state=s), X, y)
            for s in range(6)]
    assert [len(said) for _, said in fits] == [0] * 6
    assert not any(even_share_visible(m.trees_) for m, _ in fits)
    # the counts alone would have said it: the class read as absent in some of these fits
    assert any(absent_classes(m.trees_)[0] for m, _ in fits)
    # the same forest at settings whose counts can show a class is still told (2,000 records,
    # 10 trees of depth 2; noiseless, so the verdict is fixed)
    X3, schema, _ = _data()
    with _noiseless():
        m, said = _fit(d.PrivateRDTClassifier(0.5, schema, n_estimators=10, max_depth=2,
                                              progress=False, random_state=0),
                       X3, np.full(len(X3), "mid"))
    assert even_share_visible(m.trees_) and len(said) == 1


def test_an_even_share_is_visible_at_four_and_a_half_standard_deviations():
    """Two trees of two leaves at epsilon 0.5: one class's summed noise has sd 5.60, so an
    even share must read 4.5 sd = 25.2 records a class: 26 a class is visible, 25 is not."""
    from dpforest.tree.probes import even_share_visible

    sd = np.sqrt(4 * 2 * np.exp(-0.5) / (1 - np.exp(-0.5)) ** 2)
    assert 25 < 4.5 * sd < 26
    for per_class, seen in ((26, True), (25, False)):
        leaf = per_class / 2          # 3 leaf counts a tree, two trees: 6 x leaf = 3 x per_class
        trees = [_tree([[leaf, 0, 0], [0, leaf, leaf]], 0.5)] * 2
        assert even_share_visible(trees) is seen
    assert even_share_visible([_tree([[np.nan] * 3, [np.nan] * 3], 0.5)]) is None

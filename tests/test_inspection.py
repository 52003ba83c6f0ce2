"""dpforest.inspection: trees as text and impurity importances, from released values only."""

from __future__ import annotations

import math
import re

import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.exceptions import NotFittedError

import dpforest as d
from dpforest.inspection import (_categorical_condition, _numeric_condition, _reachable, _subtree_depth,
                                 export_text, impurity_importances, plot_importances, subtree_counts)
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.model import parents
from dpforest.schema import Categorical, Numeric


def test_conditions_read_the_public_grid():
    f = Numeric("x", 0, 4, cuts=(1, 2, 3))           # bins: <1, [1,2), [2,3), >=3
    assert _numeric_condition(f, np.array([0, 1]), 32, 3) == "x < 2"
    assert _numeric_condition(f, np.array([2, 3]), 32, 3) == "x >= 2"
    assert _numeric_condition(f, np.array([1, 2]), 32, 3) == "1 <= x < 3"
    assert _numeric_condition(f, np.array([0, 3]), 32, 3) == "x < 1 or x >= 3"
    m = Numeric("x", 0, 4, cuts=(1, 2, 3), allow_missing=True)   # code 0 is "missing"
    assert _numeric_condition(m, np.array([0, 1, 2]), 32, 3) == "x is missing or x < 2"
    assert _numeric_condition(m, np.array([3, 4]), 32, 3) == "x >= 2"
    # a split of the missing values from all the others names its column on both sides
    assert _numeric_condition(m, np.array([0]), 32, 3) == "x is missing"
    assert _numeric_condition(m, np.array([1, 2, 3, 4]), 32, 3) == "x is not missing"
    assert _numeric_condition(m, np.array([0, 1, 2, 3, 4]), 32, 3) == "any x"
    assert _numeric_condition(Numeric("x", 0, 1, n_bins=3), np.array([0]), 32, 3) == "x < 0.333"
    c = Categorical("color", ("red", "green", "blue"), allow_missing=True)
    assert _categorical_condition(c, np.array([1])) == "color = 'green'"
    assert _categorical_condition(c, np.array([3, 0])) == "color in {'red', missing}"


def _noiseless_fit(X, y, schema, **kw):
    with _noiseless():
        return d.DPForestClassifier(5.0, schema, random_state=0, progress=False, **kw).fit(X, y)


def test_export_text_walks_the_tree_in_order(mixed):
    """Without noise the leaf counts are exact, so each printed leaf must hold exactly the
    training records the tree routes to it, in the printed order; a condition's records go
    to the child printed under it."""
    X, y, schema = mixed
    m = _noiseless_fit(X, y, schema, max_depth=3)
    t = m.trees_[0]
    text = export_text(m)
    leaf_lines = [line for line in text.splitlines() if "class:" in line]
    assert len(leaf_lines) == int(t.is_leaf.sum())
    routed = np.bincount(t.apply(m._encode(X)), minlength=t.n_nodes)
    # depth-first order of the leaves, children in slot order (what export_text prints)
    order, stack = [], [0]
    while stack:
        node = stack.pop()
        if t.feature[node] < 0:
            order.append(node)
            continue
        f = int(t.feature[node])
        kids = int(t.child_start[node]) + np.unique(t.node_route(node)[:int(m.schema_.n_codes()[f])])
        stack.extend(int(k) for k in kids[::-1])
    # a fit without noise says its counts are exact (and not private), never "noisy"
    assert all("(exact counts, no noise: NOT private: " in line for line in leaf_lines)
    printed = [sum(int(v) for v in re.findall(r": (\d+)", line.split("NOT private")[1])) for line in leaf_lines]
    assert printed == [int(routed[n]) for n in order]
    # the root's printed condition, checked on the raw records of its first child
    first = text.splitlines()[0]
    left_leaves = set(order[: next(i for i, n in enumerate(order) if not _under(t, n, int(t.child_start[0])))])
    in_left = np.isin(t.apply(m._encode(X)), list(left_leaves))
    assert in_left.any() and (~in_left).any()
    assert np.array_equal(in_left, _evaluate(first.split("|--- ")[1], X))
    # the leaves' classes are predict's
    assert {line.split("class: ")[1].split()[0] for line in leaf_lines} >= set(m.predict(X))


def _under(t, node, top):
    """Whether ``node`` lies in the subtree of ``top``."""
    parent = parents(t)
    while node != top and parent[node] >= 0:
        node = int(parent[node])
    return node == top


def _evaluate(cond, X):
    """A printed single-feature condition on the raw frame (the forms export_text prints)."""
    m = re.fullmatch(r"(\w+) = '(\w+)'", cond)
    if m:
        return (X[m[1]] == m[2]).to_numpy()
    m = re.fullmatch(r"(missing or )?(\w+) < ([\d.]+)", cond)
    if m:
        v = X[m[2]].astype(float)
        return ((v < float(m[3])) | (v.isna() if m[1] else False)).to_numpy()
    m = re.fullmatch(r"(\w+) in \{(.+)\}", cond)
    if m:
        return X[m[1]].isin([s.strip(" '") for s in m[2].split(",")]).to_numpy()
    raise AssertionError(f"unexpected root condition {cond!r}")


def test_importances_find_the_only_informative_feature():
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"signal": rng.uniform(0, 1, 3000), "noise": rng.uniform(0, 1, 3000)})
    y = np.where(X["signal"] > 0.5, "b", "a")
    schema = d.Schema.from_dataframe(X, classes=["a", "b"], bounds={"signal": (0, 1), "noise": (0, 1)})
    m = _noiseless_fit(X, y, schema, max_depth=1)
    assert np.allclose(m.feature_importances_, [1.0, 0.0])
    # with noise (unseeded) at a generous ε the ranking holds and the values stay a distribution
    imp = d.DPForestClassifier(2.0, schema, max_depth=2, random_state=0, progress=False).fit(X, y).feature_importances_
    assert imp.shape == (2,) and math.isclose(imp.sum(), 1.0) and imp[0] > 0.8
    # every forest whose trees release class counts has the attribute (scikit-learn's name for
    # it), with the same ranking; boosting, whose leaves are Newton steps, does not
    for cls in (d.RFDPOOBClassifier, d.DPRFClassifier, d.SNRForestClassifier, d.DiffPRFsClassifier,
                d.CRFsDPClassifier, d.PrivateRDTClassifier):
        # every feature in every tree: a tree given only the noise feature would give it 1.0
        kw = {"max_features": None} if "max_features" in cls().get_params() else {}
        with _noiseless():
            m = cls(2.0, schema, random_state=0, progress=False, **kw).fit(X, y)
        imp = m.feature_importances_
        assert imp.shape == (2,) and math.isclose(imp.sum(), 1.0) and imp[0] > imp[1], cls.__name__
    assert not hasattr(d.DPBoostingClassifier(2.0, schema, progress=False).fit(X, y), "feature_importances_")


def test_importances_are_post_processing_and_cover_every_forest(mixed):
    X, y, schema = mixed
    for cls in (d.DPForestClassifier, d.DiffPRFsClassifier, d.SNRForestClassifier,
                d.PrivateRDTClassifier, d.CRFsDPClassifier):
        m = cls(epsilon=2.0, schema=schema, random_state=0).fit(X, y)
        before = m.ledger_.to_frame().copy()
        imp = impurity_importances(m)
        text = export_text(m, show_counts=False)
        assert imp.shape == (schema.n_features,) and np.all(imp >= 0)
        assert imp.sum() == pytest.approx(1.0) or imp.sum() == 0.0
        t = m.trees_[0]
        assert text.count("class: ") == int((t.is_leaf & _reachable(t, m.schema_)).sum())
        # a stored depth > 1 may hide only unreachable nodes (e.g. a split whose children are
        # empty codes), so compare with the depth the printed tree can actually reach
        reach_depth = _subtree_depth(t, 0, m.schema_.n_codes())
        assert ("not shown" in export_text(m, max_depth=1)) == (reach_depth > 1)
        pd.testing.assert_frame_equal(m.ledger_.to_frame(), before)       # nothing charged
        t = m.trees_[0]
        c = subtree_counts(t, m.schema_)
        leafc = np.clip(np.nan_to_num(t.counts[t.is_leaf & _reachable(t, m.schema_)]), 0, None)
        assert c[0].sum() == pytest.approx(leafc.sum())                   # the root sums its leaves


def test_plot_helpers_refuse_other_libraries_models_and_empty_sizes_by_what_they_are(mixed):
    """A fitted scikit-learn forest was told it was "not fitted yet"; top=0 drew an empty axis
    and max_depth=0 a lone grey box; a private evaluation of an unfitted dpforest model was
    told it was no dpforest model.  Each now says what it is."""
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from sklearn.ensemble import RandomForestClassifier

    from dpforest.evaluation import private_confusion_matrix
    from dpforest.inspection import plot_importances, plot_tree

    X, y, schema = mixed
    rf = RandomForestClassifier(n_estimators=3, random_state=0).fit(schema.encode(X), y)
    for helper in (plot_importances, plot_tree, export_text):
        with pytest.raises(TypeError, match="got a RandomForestClassifier, which is not a "
                                            "dpforest model"):
            helper(rf)
    m = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    for top in (0, -1, 2.5, True):
        with pytest.raises(ValueError, match="top must be a whole number of bars"):
            plot_importances(m, top=top)
    for depth in (0, -1, 1.5, "3"):
        with pytest.raises(ValueError, match="max_depth must be 'auto', None"):
            plot_tree(m, max_depth=depth)
    assert plot_tree(m, max_depth=1) is not None and plot_importances(m, top=1) is not None
    with pytest.raises(NotFittedError, match="not fitted"):
        private_confusion_matrix(d.DPForestClassifier(1.0, schema), X, y, epsilon=0.5)
    import matplotlib.pyplot as plt

    plt.close("all")


def test_inspection_of_an_unfitted_model_says_fit_first(mixed, tmp_path):
    _, _, schema = mixed
    with pytest.raises(NotFittedError, match="not fitted"):
        export_text(d.DPForestClassifier(1.0, schema))
    with pytest.raises(NotFittedError, match="not fitted"):
        d.DPForestClassifier(1.0, schema).feature_importances_
    X, y, _ = mixed
    m = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    with pytest.raises(ValueError, match="tree must be in"):
        export_text(m, tree=3)
    ax = plot_importances(m, path=tmp_path / "imp.png")
    # one bar per nonzero importance; those at 0 are counted in a note, not drawn
    nonzero = int((m.feature_importances_ > 0).sum())
    assert (tmp_path / "imp.png").stat().st_size > 1000 and len(ax.patches) == nonzero
    zeros = schema.n_features - nonzero
    assert (f"{zeros} feature" in ax.get_xlabel()) == (zeros > 0)



def test_importances_all_zero_are_said_on_the_chart(tmp_path):
    """A model none of whose splits stands out from its noise has importances all 0 (not a
    distribution); the chart then says so instead of showing empty axes.  Labels independent
    of the columns, CRFsDP at a small epsilon: its pruning keeps no split in about 9 fits of 10
    (the noise is never seeded, so the test refits until it sees one: 10 tries all keeping a
    split has odds about 1e-10)."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame(rng.random((300, 4)), columns=list("abcd"))
    y = (rng.random(300) < 0.2).astype(int)
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={c: (0, 1) for c in X})
    for _ in range(10):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = d.CRFsDPClassifier(0.1, s, random_state=0, progress=False).fit(X, y)
        if not m.feature_importances_.any():
            break
    imp = m.feature_importances_
    assert imp.shape == (4,) and not imp.any()
    ax = plot_importances(m)
    assert any("stands out from its noise" in t.get_text() for t in ax.texts)
    # labels that one column decides: a distribution, and no such note (all-zero fits are rare
    # here, but the noise is never seeded: a clean clone's run met one, so refit up to 5 times;
    # 5 all-zero fits in a row would mean a broken fit or chart)
    for _ in range(5):
        m2 = d.DPForestClassifier(0.5, s, random_state=0, progress=False).fit(
            X, (X["a"] > 0.5).astype(int))
        if m2.feature_importances_.any():
            break
    assert m2.feature_importances_.sum() == pytest.approx(1.0)
    ax2 = plot_importances(m2)
    assert not any("stands out" in t.get_text() for t in ax2.texts)
    # "k features at 0" as the label's second line
    assert ("at 0" in ax2.get_xlabel()) == bool((m2.feature_importances_ == 0).any())
    import matplotlib.pyplot as plt

    plt.close("all")


def test_importances_on_labels_unrelated_to_the_columns_are_mostly_all_zero():
    """A split counts only by what stands out of what the leaves' noise and chance give a
    split unrelated to the class.  Labels drawn independently of eight columns, 3,000 records
    at epsilon = 1: all 0 in 30 of 30 fits when measured (8 of 30 with the noise term alone,
    one column then holding a share of 1.0 in 10); the noise is never seeded, so the bound is
    6 of 10 (at 28 of 30 the odds of fewer are below 1e-4)."""
    rng = np.random.default_rng(11)
    X = pd.DataFrame(rng.uniform(0, 1, (3000, 8)), columns=[f"x{j}" for j in range(8)])
    y = np.where(rng.uniform(size=3000) < 0.12, "yes", "no")
    s = d.Schema([Numeric(c, 0, 1) for c in X.columns], classes=["no", "yes"])
    zero = 0
    for seed in range(10):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = d.DPForestClassifier(1.0, s, random_state=seed, progress=False).fit(X, y)
        assert m.leaf_release_ == "counts"
        zero += not m.feature_importances_.any()
    assert zero >= 6, zero


def test_a_constant_models_chart_says_its_shares_are_no_evidence():
    X, y, s = _noise_column_table(3000)
    m = d.DPForestClassifier(2.0, s, random_state=0, progress=False).fit(X, y)
    assert m.feature_importances_.any() and not m.constant_
    title = plot_importances(m).get_title()
    assert "constant_" not in title
    m.constant_ = True                       # as a fit whose every prediction is one class
    assert "no evidence that a column matters" in plot_importances(m).get_title()
    import matplotlib.pyplot as plt

    plt.close("all")


def _noise_column_table(n=6000, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 10, n), "b": rng.uniform(0, 10, n),
                      "noise": rng.uniform(0, 100, n)})
    y = ((X.a + 0.5 * X.b + rng.normal(0, 2, n)) > 7.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 10), d.Numeric("b", 0, 10), d.Numeric("noise", 0, 1000)],
                 classes=[0, 1])
    return X, y, s


def test_importances_take_out_what_noise_adds_to_each_decrease():
    """A uniform column on wide bounds: splitting on it finds noise only, and noise always
    'decreases' Gini (concavity), most where a side holds no record.  With the noise taken out
    its share is a fraction of the plain sums' (15 repeats of these six fits at epsilon = 3, in
    an earlier release: 0.004-0.012 against 0.015-0.025, ratio 0.24-0.49; at 0.6.38 the trees
    split on it 30-40 times each and its share is 0 against 0.019-0.021 in 60 of 60 audit
    runs; without the correction the ratio is 1); the informative columns keep their order."""
    from dpforest.inspection import _tree_importances
    X, y, s = _noise_column_table()
    new, old = [], []
    for seed in range(6):
        m = d.DPForestClassifier(epsilon=3, schema=s, random_state=seed).fit(X, y)
        new.append(m.feature_importances_)
        plain = _tree_importances(m.trees_[0], m.schema_, noisy=False)
        old.append(plain / plain.sum())
    new, old = np.mean(new, 0), np.mean(old, 0)
    # the trees do split on the noise column, so there is something to take out
    assert old[2] > 0.005, old
    assert new[2] < 0.7 * old[2] and new[2] < 0.016, (new, old)
    assert new[0] > new[1] > new[2]
    np.testing.assert_allclose(new.sum(), 1.0)


@pytest.mark.parametrize("cls", [d.SNRForestClassifier, d.PrivateRDTClassifier])
def test_random_tree_forests_take_the_noise_out_too(cls):
    """Random trees spend nothing on their structure, so each leaf's counts carry the tree's
    whole epsilon and that is the noise scale taken out.  The noise column's share falls well
    below the plain sums' (the noise is never seeded; over 8 repeats of these three fits at
    epsilon = 1 the ratio was 0.41-0.58 for SNR, 0.00-0.16 for Private-RDT; without the
    correction it is 1) and the strongest column stays first."""
    from dpforest.inspection import _tree_importances
    X, y, s = _noise_column_table()
    new, old = [], []
    # SNR's 3-fit mean ratio was 0.52 +- 0.075 over 40 repeats (0.37-0.64): 0.8 only 3.8 sd
    # away, about 1e-4 a run with the unseeded noise; the mean of 5 fits puts it 4.7 sd away
    # (0.53 +- 0.058 over 25 repeats)
    for seed in range(5 if cls is d.SNRForestClassifier else 3):
        m = cls(epsilon=1, schema=s, random_state=seed, progress=False).fit(X, y)
        assert all(np.all(t.own_epsilon()[t.is_leaf] > 0) for t in m.trees_)
        new.append(m.feature_importances_)
        plain = sum(_tree_importances(t, m.schema_, noisy=False) for t in m.trees_)
        old.append(plain / plain.sum())
    new, old = np.mean(new, 0), np.mean(old, 0)
    assert new[2] < 0.8 * old[2], (new, old)
    assert new[0] == new.max(), new


def test_noiseless_trees_keep_the_plain_decreases():
    """Without noise (a leaf with no ε of its own, or label leaves) nothing is taken out: the
    decreases are the plain n·Gini differences of the released counts."""
    from dpforest.inspection import _tree_importances
    X, y, s = _noise_column_table(2000)
    m = _noiseless_fit(X, y, s)
    t = m.trees_[0]
    plain = _tree_importances(t, m.schema_, False)
    np.testing.assert_allclose(m.feature_importances_, plain / plain.sum())
    # the same tree read as noisy loses what its leaves' noise scale would add
    assert not np.allclose(_tree_importances(t, m.schema_, True), plain)


def test_boosting_models_are_refused_by_impurity_importances():
    X, y, s = _noise_column_table(1000)
    m = d.DPBoostingClassifier(epsilon=1, schema=s, random_state=0, progress=False).fit(X, y)
    with pytest.raises(TypeError, match="leaves hold scores"):
        impurity_importances(m)
    with pytest.raises(TypeError, match="additive_terms"):
        plot_importances(m)


def test_thresholds_closer_to_zero_than_the_decimals_keep_their_digits():
    """The adaptive grid can cut at 1e-11 of a range: with fixed decimals it printed as 0
    ('score < 0' on a [0, 1] column)."""
    from dpforest.inspection import _fmt

    assert [_fmt(v, 3) for v in (1e-11, -3.2e-12, 0.0, -0.0, 12.3456, 0.5, 0.0004)] == \
        ["1e-11", "-3.2e-12", "0", "0", "12.346", "0.5", "0.0004"]
    assert [_fmt(v, 0) for v in (10.0, 100.4, 0.3)] == ["10", "100", "0.3"]


def test_export_text_names_predicts_class_where_a_leafs_counts_tie():
    """A leaf whose noisy counts are all 0 or below says nothing of its own: the default gives
    its records the class of the tree's pooled leaves (it gave the first of the sorted
    classes_, a uniform vote's argmax); export_text must name the class predict gives, not the
    schema's first (here the schema declares the classes unsorted)."""
    rng = np.random.default_rng(3)
    X = pd.DataFrame({"a": rng.random(600), "b": rng.random(600)})
    y = np.where(X["a"] > 0.5, "yes", "no")
    schema = d.Schema([Numeric("a", 0, 1), Numeric("b", 0, 1)], classes=["yes", "no"])
    m = d.DPForestClassifier(5.0, schema, random_state=0, progress=False, leaf_release="counts",
                             max_depth=1).fit(X, y)
    t = m.trees_[0]
    leaves = np.flatnonzero(t.is_leaf)
    t.counts[leaves[0]] = [-1.0, -2.0]           # schema order: 'yes' would be argmax
    # the other leaf's class, in classes_' order (the pooled leaves are that leaf alone)
    other = m.classes_[t.clipped_counts()[leaves[1]][
        [list(schema.classes).index(c) for c in m.classes_]].argmax()]
    lines = [ln for ln in export_text(m).splitlines() if "class:" in ln]
    rows = t.apply(m._encode(X)) == leaves[0]
    assert rows.any()
    assert set(m.predict(X[rows])) == {other}
    assert lines[0].split("class: ")[1].split()[0] == other
    # and says why: its printed counts (0, 0) alone would not explain the class; the other
    # leaf, with counts of its own, carries no such note
    assert "every count at or below 0: the class of the tree's leaves pooled" in lines[0]
    assert "pooled" not in lines[1]
    # the drawn leaf carries the note whole, after its counts' closing parenthesis (plot_tree
    # cut the note's last letter and kept the parenthesis: "(noise sd 5.11 each))" and
    # "... leaves poole)", a walkthrough)
    import matplotlib

    matplotlib.use("Agg")
    ax = d.inspection.plot_tree(m)
    drawn = [t.get_text() for t in ax.figure.findobj(matplotlib.text.Text) if "pool" in t.get_text()]
    assert len(drawn) == 1
    assert " ".join(drawn[0].split()).endswith("the class of the tree's leaves pooled")
    assert "))" not in drawn[0] and re.search(r"\(noise sd [0-9.]+ each\)$", drawn[0], re.M)
    import matplotlib.pyplot as plt

    plt.close(ax.figure)


def test_a_leaf_that_drew_no_split_smooths_with_its_counts_epsilon():
    """A default tree's node that draws "no split" spends part of its own ε on that draw; its
    counts carry only the rest (the ledger's 'leaf class counts' row), and the probability
    smoothing (1/ε per class) and the importances' noise scale must use that ε."""
    rng = np.random.default_rng(0)
    n = 3000
    X = pd.DataFrame({f"x{i}": rng.random(n) for i in range(4)})
    y = np.where(X["x0"] + 0.2 * rng.standard_normal(n) > 0.5, "b", "a")
    schema = d.Schema([Numeric(c, 0, 1) for c in X.columns], classes=["a", "b"])
    found = False
    for seed in range(20):
        m = d.DPForestClassifier(2.0, schema, random_state=seed, progress=False).fit(X, y)
        t = m.trees_[0]
        leaves = np.flatnonzero(t.is_leaf)
        ce, oe = t.counts_epsilon()[leaves], t.own_epsilon()[leaves]
        frame = m.ledger_.to_frame()
        leaf_eps = frame.loc[frame["what"] == "leaf class counts", "epsilon"].to_numpy()
        # every leaf's counts ε is one the ledger charged for leaf counts
        assert all(np.isclose(leaf_eps, e).any() for e in ce)
        stopped = oe > ce + 1e-9
        if stopped.any():
            found = True
            c = t.clipped_counts()[leaves] + (1.0 / ce)[:, None]
            said = (t.clipped_counts()[leaves] > 0).any(1)      # (an empty leaf takes the pool)
            assert np.allclose(t.smoothed_leaf_proba()[leaves][said],
                               (c / c.sum(1, keepdims=True))[said])
            break
    assert found, "no fit drew 'no split' below the root"


def test_export_text_does_not_offer_missing_values_where_an_ancestor_sent_them_away():
    """Below 'a >= 5' no missing value of a arrives: its conditions on a do not say 'a is
    missing or ...'; the branch that holds them still does."""
    rng = np.random.default_rng(0)
    n = 3000
    a = rng.random(n) * 10
    a[rng.random(n) < 0.2] = np.nan
    b = rng.random(n)
    y = np.where(np.isnan(a), "m", np.where(a < 5, np.where(b < 0.5, "x", "y"), "z"))
    X = pd.DataFrame({"a": a, "b": b})
    schema = d.Schema([Numeric("a", 0, 10, allow_missing=True), Numeric("b", 0, 1)],
                      classes=["m", "x", "y", "z"])
    m = _noiseless_fit(X, y, schema, max_depth=3)
    lines = export_text(m).splitlines()
    top = [i for i, ln in enumerate(lines) if ln.startswith("|--- ")]
    assert len(top) == 2
    first, second = lines[top[0]:top[1]], lines[top[1]:]
    holds = first if "missing" in first[0] else second
    other = second if holds is first else first
    assert "is missing" in holds[0] and not any("missing" in ln for ln in other)
    assert any(re.search(r"\|--- a [<>]", ln) for ln in other[1:])    # a split on a below it


def test_export_text_writes_the_shorter_side_of_a_category_set():
    """A one-vs-rest split of a 12-level column: the rest prints as "!= 'x'" (the shorter
    side), not as the eleven other levels."""
    from dpforest.inspection import _categorical_condition

    f = d.Categorical("city", [f"c{i}" for i in range(12)])
    assert _categorical_condition(f, np.array([3])) == "city = 'c3'"
    assert _categorical_condition(f, np.array([c for c in range(12) if c != 3])) == "city != 'c3'"
    rest = _categorical_condition(f, np.arange(2, 12))
    assert rest == "city not in {'c0', 'c1'}"
    assert _categorical_condition(f, np.arange(6)).startswith("city in {'c0'")
    missing = d.Categorical("city", ["a", "b", "c"], allow_missing=True)
    assert _categorical_condition(missing, np.array([0, 1, 2])) == "city != missing"


def test_export_text_gives_each_leafs_noise_sd(mixed):
    """Each count leaf's line carries the standard deviation of its counts' noise, from the
    leaf's ε (discrete Laplace of scale 1/ε): measured against the sampler's own draws."""
    from dpforest.privacy.mechanisms import noisy_counts

    X, y, schema = mixed
    m = d.DPForestClassifier(0.5, schema, random_state=0, leaf_release="counts").fit(X, y)
    t = m.trees_[0]
    text = export_text(m)
    sds = [float(v) for v in re.findall(r"noise sd ([0-9.e+-]+) each", text)]
    assert len(sds) == sum("class:" in line for line in text.splitlines()) > 0
    # the leaves export_text prints: those some code reaches
    from dpforest.inspection import _reachable
    leaf_eps = t.counts_epsilon()[t.is_leaf & _reachable(t, m.schema_)]
    q = np.exp(-leaf_eps)
    np.testing.assert_allclose(sorted(sds), sorted(np.sqrt(2 * q) / (1 - q)), rtol=1e-2)
    draws = noisy_counts(np.zeros(20000, dtype=np.int64), float(leaf_eps[0]))
    assert np.sqrt(2 * q[0]) / (1 - q[0]) == pytest.approx(np.std(draws), rel=0.05)


def test_public_grid_gives_partial_dependence_a_grid_from_the_model_alone():
    """public_grid: one point inside each interval of the fitted grid (or the categories), read
    from the model only; with it scikit-learn's partial dependence works on a column holding
    missing values, whose own percentile grid is NaN."""
    from sklearn.inspection import partial_dependence

    from dpforest.inspection import public_grid

    rng = np.random.default_rng(3)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 1500), "c": rng.choice(["x", "y"], 1500)})
    X.loc[::10, "a"] = np.nan
    y = ((X["a"].fillna(0) > 5) ^ (X["c"] == "x")).astype(int)
    s = d.Schema([d.Numeric("a", 0, 10, allow_missing=True), d.Categorical("c", ["x", "y"])],
                 classes=[0, 1])
    m = d.DPForestClassifier(2.0, s, random_state=0).fit(X, y)
    g = public_grid(m, "a")
    f = m.schema_.features[0]
    cuts = np.asarray(f.edges(m.schema_.n_bins))
    assert len(g) == len(cuts) + 1 and np.all(np.diff(g) > 0) and 0 < g[0] and g[-1] < 10
    # one point per code: each grid point falls in its own interval
    assert np.array_equal(np.searchsorted(cuts, g, side="right"), np.arange(len(g)))
    assert list(public_grid(m, "c")) == ["x", "y"]
    assert np.isnan(partial_dependence(m, X, ["a"])["grid_values"][0]).all()
    pd_ = partial_dependence(m, X, ["a"], custom_values={"a": g})
    assert np.isfinite(pd_["average"]).all() and pd_["average"].shape == (1, len(g))
    with pytest.raises(ValueError, match="not a feature of the model"):
        public_grid(m, "b")


def test_public_grids_reach_scikit_learns_display_as_well_as_its_function():
    """PartialDependenceDisplay looks its grids up by column position and ignored a grid keyed
    by name without a word, drawing the records' percentiles (and only the categories present
    in them) instead: public_grids keys each grid both ways, so the display and the function
    both draw the public grid, every declared category included."""
    import matplotlib

    matplotlib.use("Agg")
    from sklearn.inspection import PartialDependenceDisplay, partial_dependence

    from dpforest.inspection import public_grid, public_grids

    rng = np.random.default_rng(5)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 800), "c": rng.choice(["x", "y"], 800)})
    y = ((X["a"] > 5) ^ (X["c"] == "x")).astype(int)
    s = d.Schema([d.Numeric("a", 0, 10), d.Categorical("c", ["x", "y", "never"])], classes=[0, 1])
    m = d.DPForestClassifier(2.0, s, random_state=0).fit(X, y)
    grids = public_grids(m, X, ["a", "c"])
    assert set(grids) == {"a", "c", 0, 1}
    shown = PartialDependenceDisplay.from_estimator(m, X, ["a", "c"], categorical_features=["c"],
                                                   custom_values=grids)
    np.testing.assert_array_equal(shown.pd_results[0]["grid_values"][0], public_grid(m, "a"))
    assert list(shown.pd_results[1]["grid_values"][0]) == ["x", "y", "never"]  # all declared
    computed = partial_dependence(m, X, ["a"], custom_values=grids)
    np.testing.assert_array_equal(computed["grid_values"][0], public_grid(m, "a"))
    # positions follow X's own column order, not the schema's
    assert set(public_grids(m, X[["c", "a"]], "a")) == {"a", 1}
    with pytest.raises(ValueError, match="not a column of X"):
        public_grids(m, X[["c"]], ["a"])


def test_public_grid_of_a_whole_number_column_holds_whole_numbers_one_per_interval():
    """A column declared integer=True gets the whole number nearest each interval's midpoint
    (a household size of 1.25 was offered), still one point per interval the trees tell
    apart; scikit-learn's partial dependence runs on it with the column passed as float."""
    from sklearn.inspection import partial_dependence

    from dpforest.inspection import public_grid

    rng = np.random.default_rng(4)
    X = pd.DataFrame({"n": pd.array(rng.integers(1, 20, 1200), dtype="Int64"),
                      "age": rng.integers(16, 121, 1200)})
    y = (X["n"].astype(float) > 6).astype(int)
    s = d.Schema([d.Numeric("n", 1, 20, integer=True),
                  d.Numeric("age", 16, 120, integer=True, n_bins=8)], classes=[0, 1])
    m = d.DPForestClassifier(2.0, s, random_state=0).fit(X, y)
    for name in ("n", "age"):
        g = public_grid(m, name)
        f = m.schema_.features[m.schema_.feature_names.index(name)]
        cuts = np.asarray(f.edges(m.schema_.n_bins))
        assert np.array_equal(g, np.round(g)) and np.all(np.diff(g) > 0)
        assert f.lower <= g[0] and g[-1] <= f.upper
        assert np.array_equal(np.searchsorted(cuts, g, side="right"), np.arange(len(cuts) + 1))
    assert list(public_grid(m, "n")) == list(range(1, 21))      # every value its own interval
    pd_ = partial_dependence(m, X.astype({"n": float}), ["n"],
                             custom_values={"n": public_grid(m, "n")})
    assert np.isfinite(pd_["average"]).all()


def _holds(cond, row) -> bool:
    """Whether one printed condition holds for one raw record (a Series)."""
    m = re.fullmatch(r"([\d.e+-]+) <= (\w+) < ([\d.e+-]+)", cond)
    if m:
        return float(m[1]) <= float(row[m[2]]) < float(m[3])
    m = re.fullmatch(r"(?:(\w+) is )?(missing or )?(\w+) (<|>=) ([\d.e+-]+)", cond)
    if m:
        v = row[m[3]]
        if pd.isna(v):
            return bool(m[2])
        return float(v) < float(m[5]) if m[4] == "<" else float(v) >= float(m[5])
    m = re.fullmatch(r"(\w+) is (not )?missing", cond)
    if m:
        return pd.isna(row[m[1]]) != bool(m[2])
    # a category as export_text prints it: a text quoted, a boolean or a number as itself
    m = re.fullmatch(r"(\w+) = '(.+)'", cond) or re.fullmatch(r"(\w+) = (\S+)", cond)
    if m:
        return str(row[m[1]]) == m[2]
    m = re.fullmatch(r"(\w+) (not )?in \{(.+)\}", cond)
    if m:
        inside = str(row[m[1]]) in [s.strip(" '") for s in m[3].split(",")]
        return inside != bool(m[2])
    raise AssertionError(f"unexpected condition {cond!r}")


def test_decision_paths_explain_each_prediction(mixed):
    """decision_paths: each record's path conditions hold for that record, its leaf line is the
    one export_text prints, and with one tree the leaf's class is the prediction."""
    from dpforest.inspection import decision_paths

    X, y, schema = mixed
    m = d.DPForestClassifier(2.0, schema, random_state=0, progress=False, max_depth=3).fit(X, y)
    rows = X.iloc[:60]
    paths = decision_paths(m, rows)
    assert len(paths) == len(rows)
    leaves = {line.split("|--- ")[-1] for line in export_text(m).splitlines() if "class:" in line}
    pred = m.predict(rows)
    for (_, row), path, p in zip(rows.iterrows(), paths, pred):
        assert all(_holds(c, row) for c in path[:-1]), path
        assert path[-1] in leaves and path[-1].startswith(f"class: {p}")
    with pytest.raises(ValueError, match="tree must be in"):
        decision_paths(m, rows, tree=5)


def test_decision_paths_of_several_trees_end_with_the_models_own_prediction(mixed):
    """With more than one tree (or boosting round) one tree's leaf is a share of the vote: each
    record's path ends with the model's prediction, which can differ from that leaf's class."""
    from dpforest.inspection import decision_paths

    X, y, schema = mixed
    rows = X.iloc[:200]
    for cls, one in ((d.PrivateRDTClassifier, "tree"), (d.DPBoostingClassifier, "round")):
        m = cls(1.0, schema, random_state=0, progress=False).fit(X, y)
        n, pred = len(m.trees_), m.predict(rows)
        for k in (0, n - 1):
            paths = decision_paths(m, rows, tree=k)
            assert [p[-1] for p in paths] == [
                f"model predicts: {c} (combining its {n} {one}s; the path above is {one} {k}'s)"
                for c in pred]
        if one == "tree":
            # the case it is for: some records' first-tree leaf names another class
            leaf_class = [p[-2].split("class: ")[1].split()[0] for p in decision_paths(m, rows)]
            assert any(str(c) != lc for c, lc in zip(pred, leaf_class))
    # one tree: no such line (the leaf is the prediction)
    m = d.DPForestClassifier(2.0, schema, random_state=0, progress=False, max_depth=3).fit(X, y)
    assert not any(p[-1].startswith("model predicts") for p in decision_paths(m, rows))


def test_inspection_reads_a_pipelines_final_step(mixed):
    # a fitted Pipeline is inspected through its dpforest step; decision_paths passes X through
    # the steps before it, as the pipeline's predict does
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    from dpforest.inspection import decision_paths, public_grid

    X, y, schema = mixed
    front = FunctionTransformer(lambda F: F.assign(age=100 - F["age"]))   # within the bounds
    pipe = Pipeline([("front", front), ("dp", d.DPForestClassifier(
        epsilon=10.0, schema=schema, random_state=0, progress=False))]).fit(X, y)
    model = pipe[-1]
    assert export_text(pipe) == export_text(model)
    assert np.array_equal(impurity_importances(pipe), impurity_importances(model))
    assert np.array_equal(public_grid(pipe, "age"), public_grid(model, "age"))
    assert decision_paths(pipe, X.head(3)) == decision_paths(model, front.transform(X.head(3)))
    # (age decides the class: at epsilon = 10 on 2,000 records the tree splits on it)
    assert decision_paths(pipe, X.head(20)) != decision_paths(model, X.head(20))
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    ax = plot_importances(pipe)
    assert len(ax.patches) >= 1
    plt.close("all")
    with pytest.raises(NotFittedError, match="DPForestClassifier"):
        export_text(Pipeline([("dp", d.DPForestClassifier(epsilon=1.0, schema=schema))]))


def test_the_snr_forest_whose_leaves_are_stored_clipped_keeps_its_informative_column_first():
    """The SNR forest stores its leaves' counts clipped at 0: summed as raw counts with the
    spread and chance terms its informative column came first in 6 of 18 fits (an audit);
    it keeps the mean noise correction alone, first in 18 of 18."""
    X, y, s = _noise_column_table(3000)
    assert d.SNRForestClassifier._leaf_counts_clipped
    firsts = 0
    for seed in range(4):
        m = d.SNRForestClassifier(2.0, s, random_state=seed, progress=False).fit(X, y)
        firsts += int(np.argmax(m.feature_importances_) == 0)
    assert firsts >= 3, firsts


def test_leaf_drift_tells_a_shifted_batch_from_a_fresh_one_without_training_data():
    """The PSI of a batch's leaf shares against the released leaf totals: small for fresh
    records of the training distribution, large for a batch whose split column moved; no
    budget spent; label leaves and boosting's scores refused by name."""
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    from dpforest.inspection import leaf_drift

    rng = np.random.default_rng(0)

    def make(n, shift=0.0):
        X = pd.DataFrame({"a": np.clip(rng.normal(40 + shift, 10, n), 0, 100),
                          "b": rng.uniform(0, 1, n)})
        return X, np.where(X.a / 100 + X.b * 0.5 + rng.normal(0, 0.1, n) > 0.65, "y", "n")

    s = d.Schema([d.Numeric("a", 0, 100), d.Numeric("b", 0, 1)], classes=["n", "y"])
    X, y = make(20000)
    m = d.DPForestClassifier(1.0, s, progress=False, leaf_release="counts").fit(X, y)
    spent = m.ledger_.epsilon
    fresh, moved = leaf_drift(m, make(3000)[0]), leaf_drift(m, make(3000, 15.0)[0])
    assert fresh["records"] == 3000 and len(fresh["per_tree"]) == len(m.trees_)
    assert fresh["leaves"][0] == m.trees_[0].is_leaf.sum()
    assert 0 <= fresh["psi"] < 0.25 and moved["psi"] > 0.5 + 2 * fresh["psi"]
    assert m.ledger_.epsilon == spent
    pipe = make_pipeline(FunctionTransformer(lambda Z: Z.assign(a=Z.a + 15.0)), m)
    assert leaf_drift(pipe, make(3000)[0])["psi"] > 0.5
    small = d.DPForestClassifier(0.1, s, progress=False, leaf_release="label").fit(X[:500], y[:500])
    with pytest.raises(ValueError, match="leaf_release_='label'"):
        leaf_drift(small, X)
    boost = d.DPBoostingClassifier(1.0, s, n_estimators=2, progress=False).fit(X, y)
    with pytest.raises(TypeError, match="DPBoostingClassifier's leaves hold scores"):
        leaf_drift(boost, X)


def test_leaf_drift_given_its_training_records_says_so_once():
    """On the very X its fit read, the drift check's record count and leaf shares are exact
    statistics of the training records: said once per model (EvaluationWarning), as score
    says of a training accuracy; other records, and a copy of them, are not told apart."""
    from dpforest.inspection import leaf_drift

    rng = np.random.default_rng(1)
    X = pd.DataFrame({"a": rng.uniform(0, 100, 3000), "b": rng.uniform(0, 1, 3000)})
    y = np.where(X.a > 50, "y", "n")
    s = d.Schema([d.Numeric("a", 0, 100), d.Numeric("b", 0, 1)], classes=["n", "y"])
    m = d.DPForestClassifier(1.0, s, progress=False, leaf_release="counts").fit(X, y)

    def said(Z):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            leaf_drift(m, Z)
        return [x for x in w if issubclass(x.category, d.EvaluationWarning)]

    assert not said(X.copy()) and not said(X.head(100))
    first = said(X)
    assert len(first) == 1 and "leaf_drift is given the very X object" in str(first[0].message)
    assert first[0].filename == __file__                 # pointed at the caller
    assert not said(X)                                   # once per model


def test_leaf_drift_of_unchanged_records_stays_low_with_many_classes():
    """Each class's noisy count was clipped at 0 before the leaf's total was summed, so every
    empty class cell added noise as records: with 20 classes, fresh records of the training
    distribution read PSI 0.30-0.34 (above the 0.25 'shift worth a look').  The counts are
    summed first now (0.12-0.13 in 3 fits)."""
    from dpforest.inspection import leaf_drift

    rng = np.random.default_rng(0)
    C, F = 20, 6
    centres = rng.uniform(0, 10, (C, F))

    def make(n):
        k = rng.integers(0, C, n)
        X = pd.DataFrame(np.clip(centres[k] + rng.normal(0, 1.0, (n, F)), -5, 15),
                         columns=[f"x{j}" for j in range(F)])
        return X, np.array([f"c{v:02d}" for v in k])

    s = d.Schema([d.Numeric(f"x{j}", -5, 15) for j in range(F)],
                 classes=[f"c{v:02d}" for v in range(C)])
    X, y = make(30000)
    m = d.DPForestClassifier(2.0, s, progress=False, leaf_release="counts").fit(X, y)
    fresh = leaf_drift(m, make(5000)[0])["psi"]
    assert fresh < 0.22, fresh
    moved = make(5000)[0].assign(x0=lambda Z: np.clip(Z.x0 + 4, -5, 15))
    assert leaf_drift(m, moved)["psi"] > 2 * fresh


def test_the_ledger_plot_shows_each_kind_and_the_guarantee(tmp_path):
    """One bar per kind of query at the most any record paid for it, a line at the composed
    epsilon; saved where a path is given."""
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 500), "b": rng.uniform(0, 1, 500)})
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=["n", "y"])
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, np.where(X.a > 0.5, "y", "n"))
    ax = m.ledger_.plot(path=tmp_path / "ledger.png")
    kinds = m.ledger_.by_kind()
    widths = sorted(p.get_width() for p in ax.patches)
    assert widths == pytest.approx(sorted(eps for _, eps in kinds.values()))
    labels = [t.get_text() for t in ax.get_yticklabels()]
    # (a long kind's label is wrapped on two lines)
    assert all(any(lab.replace("\n", " ").startswith(k) for lab in labels) for k in kinds)
    line = [ln for ln in ax.get_lines() if ln.get_linestyle() == "--"][0]
    assert line.get_xdata()[0] == pytest.approx(m.ledger_.epsilon)
    assert "dashed line: the composed epsilon, the guarantee" in ax.get_title()
    assert ax.get_legend() is None          # a legend inside the axes covered a bar's end
    assert (tmp_path / "ledger.png").stat().st_size > 0
    # a ledger with an exact read (a paper's own accounting): its bar drawn red and hatched at
    # the axis' end, no guarantee line, and the title says so
    from dpforest.privacy.ledger import Ledger
    exact = Ledger()
    exact.entries = list(m.ledger_.entries)
    exact.charge("exact count", 0, exact=True)
    ax = exact.plot()
    assert "no guarantee" in ax.get_title()
    hatched = [p for p in ax.patches if p.get_hatch() == "//"]
    assert len(hatched) == 1 and hatched[0].get_width() == pytest.approx(ax.get_xlim()[1])
    assert not [ln for ln in ax.get_lines() if ln.get_linestyle() == "--"]
    plt.close("all")


def test_importances_of_a_rare_class_unrelated_to_many_columns_are_all_zero():
    """A deep tree of many small leaves on a 1 % class: the normal approximation of the noise's
    part of a split's decrease fell short in its tail, so a split on a useless column often
    stood out and got the whole share (2 of 8 such fits, 3 of 4 on 200,000 rows and 500
    columns); with the heavy-tailed bound on the leaves' Laplace noise none does.  The level
    is family-wise 5 % a tree, so at most one fit of twelve may pass it by chance."""
    nonzero = 0
    for s in range(12):
        rng = np.random.default_rng(s)
        X = pd.DataFrame(rng.uniform(0, 1, (60_000, 100)), columns=[f"x{j}" for j in range(100)])
        y = (rng.uniform(size=len(X)) < 0.01).astype(int)
        schema = d.Schema([d.Numeric(c, 0, 1) for c in X.columns], classes=[0, 1])
        m = d.DPForestClassifier(2.0, schema, random_state=s, progress=False).fit(X, y)
        assert m.max_depth_ >= 8                       # a tree of many leaves, not a stump
        nonzero += m.feature_importances_.sum() > 0
    assert nonzero <= 1


def _boxes(ax):
    """plot_tree's texts by kind: split boxes (bold), leaf / cut boxes, branch labels."""
    splits, leaves, branches = [], [], []
    for t in ax.texts:
        if t.get_bbox_patch() is None:
            continue
        if t.get_fontweight() == "bold":
            splits.append(t.get_text())
        elif t.get_bbox_patch().get_edgecolor()[3] == 0:   # branch labels: a box without an edge
            branches.append(t.get_text())
        else:
            leaves.append(t.get_text())
    return splits, leaves, branches


def test_plot_tree_draws_the_tree_export_text_prints(mixed, tmp_path):
    """The picture holds what the text holds, in the same order: one box per leaf with its
    class and exact counts (a noiseless fit), one branch label per printed condition (the
    condition without its feature's name), and each split box names the feature its
    branches test; a cut subtree gives the depth export_text gives."""
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    from dpforest.inspection import plot_tree

    X, y, schema = mixed
    m = _noiseless_fit(X, y, schema, max_depth=3)
    text = export_text(m)
    ax = plot_tree(m, max_depth=None, path=tmp_path / "tree.png")
    assert (tmp_path / "tree.png").stat().st_size > 1000
    splits, leaves, branches = _boxes(ax)
    leaf_lines = [line.split("|--- ")[1] for line in text.splitlines() if "class:" in line]
    conditions = [line.split("|--- ")[1] for line in text.splitlines() if "class:" not in line]
    assert len(leaves) == len(leaf_lines) and len(branches) == len(conditions)
    for box, line in zip(leaves, leaf_lines):
        assert box.splitlines()[0] == line.split("  (")[0]             # class: ...
        assert (re.findall(r"\w+: (\d+)", box.split("private:")[1])
                == re.findall(r"\w+: (\d+)", line.split("NOT private")[1]))
    names = [f.name for f in schema.features]
    for label, cond in zip(branches, conditions):
        feature = next(n for n in names if n in cond)
        assert all(v in cond for v in re.findall(r"[\d.]+|'[^']*'", label.rstrip("…")))
        assert feature not in label
    assert set(splits) <= set(names) and splits[0] in conditions[0]
    # cut at one level: each cut box gives the subtree depth export_text gives
    cut = [b for b in _boxes(plot_tree(m, max_depth=1))[1] if b.startswith("subtree")]
    printed = re.findall(r"subtree of depth (\d+) not shown", export_text(m, max_depth=1))
    assert printed and [re.search(r"depth (\d+)", b)[1] for b in cut] == printed
    with pytest.raises(ValueError, match="tree must be in"):
        plot_tree(m, tree=len(m.trees_))
    plt.close("all")


def test_plot_tree_draws_fewer_levels_of_a_tree_too_wide_to_read():
    """Private-RDT's multiway numeric splits put dozens of boxes side by side three levels
    down: the default drew them all in 4-point text.  'auto' draws the deepest level (3 at
    most) with at most READABLE_COLUMNS boxes side by side; an explicit max_depth is drawn as
    asked, with a warning when its text would be too small to read."""
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    from dpforest.exceptions import SettingsWarning
    from dpforest.inspection import READABLE_COLUMNS, _columns_drawn, _TreeText, plot_tree

    rng = np.random.default_rng(0)
    X = pd.DataFrame({c: rng.uniform(0, 1, 3000) for c in "abcd"})
    y = np.where(X["a"] + 0.3 * (X["b"] > 0.5) > 0.7, "p", "q")
    schema = d.Schema([Numeric(c, 0, 1) for c in "abcd"], classes=["p", "q"])
    m = d.PrivateRDTClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    tt = _TreeText(m, 0, 3, True)
    wide = [_columns_drawn(tt.tree, tt.n_codes, k) for k in (1, 2, 3)]
    assert wide[2] > READABLE_COLUMNS                     # the case this is about
    chosen = max([1] + [k for k in (2, 3) if wide[k - 1] <= READABLE_COLUMNS])
    assert len(_boxes(plot_tree(m))[1]) == wide[chosen - 1] < wide[2]
    with pytest.warns(SettingsWarning, match="too many to read in one picture"):
        assert len(_boxes(plot_tree(m, max_depth=3))[1]) == wide[2]
    plt.close("all")


def test_plot_tree_colours_leaves_by_class_and_draws_boosting_scores(mixed):
    """Leaves of different classes get different fills; a fit with noise names its counts
    noisy with their sd; a boosting round's leaves show the scores they add."""
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    from dpforest.inspection import plot_tree

    X, y, schema = mixed
    m = _noiseless_fit(X, y, schema, max_depth=3)
    fills = {}
    for t in plot_tree(m, max_depth=None).texts:
        if t.get_text().startswith("class: "):
            fills.setdefault(t.get_text().splitlines()[0], set()).add(
                tuple(t.get_bbox_patch().get_facecolor()))
    assert len(fills) >= 2
    firsts = [next(iter(v)) for v in fills.values()]
    assert len(set(firsts)) == len(firsts)
    noisy = d.DPForestClassifier(2.0, schema, random_state=0, progress=False,
                                 leaf_release="counts").fit(X, y)
    ax = plot_tree(noisy, max_depth=None)
    assert "noisy" in ax.get_title()
    assert any("noise sd" in t.get_text() for t in ax.texts)
    b = d.DPBoostingClassifier(2.0, schema, random_state=0).fit(X, y)
    texts = [t.get_text() for t in plot_tree(b).texts]
    assert any(t.startswith("scores added:") for t in texts)
    assert not any(t.startswith("class: ") for t in texts)
    plt.close("all")


def test_plot_tree_keeps_boxes_and_branch_labels_apart_on_a_wide_tree():
    """A tree of more leaves than the widest figure holds at the text size (a depth-5
    multiway tree) is drawn in smaller text, so no two leaf boxes and no two branch labels
    overlap (they did: 43 leaf and 7 label overlaps, '< 1000000' reading as '< 100'); one too
    wide to read at any size says so."""
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from dpforest.inspection import plot_tree

    rng = np.random.default_rng(0)
    n = 20000
    jobs = ["clerk", "manager", "técnico", "$pecial", "retired"]
    X = pd.DataFrame({"income": rng.lognormal(10, 1, n).clip(0, 2e6),
                      "age": rng.uniform(18, 90, n), "job": rng.choice(jobs, n)})
    y = np.where((X.income > 30000) ^ (X.age > 50) ^ (X.job == "clerk"), "yes", "no")
    schema = d.Schema([d.Numeric("income", 0, 2e6), d.Numeric("age", 0, 100),
                       d.Categorical("job", jobs)], classes=["no", "yes"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = d.DPForestClassifier(10.0, schema, random_state=0, max_depth=5,
                                 leaf_release="counts", categorical_split="multiway",
                                 progress=False).fit(X, y)
    ax = plot_tree(m, max_depth=None)
    renderer = FigureCanvasAgg(ax.figure).get_renderer()
    ax.figure.draw(renderer)

    def extents(edge):
        return [t.get_bbox_patch().get_window_extent(renderer) for t in ax.texts
                if t.get_bbox_patch() is not None and t.get_fontweight() != "bold"
                and (t.get_bbox_patch().get_edgecolor()[3] == 0) == edge]

    def overlaps(boxes):
        return sum(a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1
                   for i, a in enumerate(boxes) for b in boxes[i + 1:])

    leaves, labels = extents(False), extents(True)
    assert len(leaves) > 32                     # more than the widest figure holds at 8 pt
    assert overlaps(leaves) == 0 and overlaps(labels) == 0
    assert ax.figure.get_size_inches()[0] == pytest.approx(60.0)
    plt.close("all")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        deep = d.DPForestClassifier(10.0, schema, random_state=0, max_depth=8,
                                    leaf_release="counts", categorical_split="multiway",
                                    progress=False).fit(X, y)
    with pytest.warns(d.exceptions.SettingsWarning,
                      match=r"too many to read in one picture.*export_text"):
        plot_tree(deep, max_depth=None)
    plt.close("all")


def test_cuts_print_with_the_decimals_that_tell_them_from_their_neighbours():
    """decimals=3 printed the cuts of a column declared on [0, 0.001] all as 0.001, so a path
    read 'tiny >= 0.001, tiny >= 0.001'; a cut now gets the decimals that put it closer to
    itself than to either neighbouring cut, and the common case keeps its three.  (Merely
    between its neighbours was not enough: adjacent cuts 0.00059375 and 0.00060937 of a
    64-bin grid both printed 0.0006, and a fit whose privacy noise chose both showed the same
    condition twice on one path.)"""
    from dpforest.inspection import _fmt_cut, decision_paths

    edges = np.array([0.000547, 0.000766, 0.000938])
    assert [_fmt_cut(edges, i, 3) for i in range(3)] == ["0.0005", "0.0008", "0.001"]
    assert [_fmt_cut(np.array([0.25, 0.5, 0.75]), i, 3) for i in range(3)] == \
        ["0.25", "0.5", "0.75"]
    grid = np.linspace(0, 0.001, 65)[1:-1]          # the 64-bin grid's inner cuts
    printed = [_fmt_cut(grid, i, 3) for i in range(len(grid))]
    assert len(set(printed)) == len(grid), printed
    assert printed[37:39] == ["0.0006", "0.00061"]  # 0.00059375, 0.00060937
    for i, p in enumerate(printed):                 # each reads nearest to its own cut
        assert np.argmin(np.abs(grid - float(p))) == i, (i, p)
    rng = np.random.default_rng(6)
    X = pd.DataFrame({"tiny": rng.uniform(0, 0.001, 3000)})
    y = (X["tiny"] > 0.0006).astype(int)
    s = d.Schema([d.Numeric("tiny", 0, 0.001, n_bins=64)], classes=[0, 1])
    m = d.DPForestClassifier(5.0, s, max_depth=3, random_state=0).fit(X, y)
    for path in decision_paths(m, X.head(50)):
        conditions = [c for c in path if c.startswith("tiny")]
        assert len(conditions) == len(set(conditions)), path


def test_public_grids_of_a_pipeline_key_the_columns_the_pipeline_is_given():
    """For a Pipeline the display is given the Pipeline's own input, so the positions are
    those of X as passed (a step that reorders columns does not move them), and the grids are
    the final forest's."""
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    from dpforest.inspection import public_grid, public_grids

    rng = np.random.default_rng(7)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 600), "b": rng.uniform(0, 1, 600)})
    y = (X["a"] > 5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 10), d.Numeric("b", 0, 1)], classes=[0, 1])
    reorder = FunctionTransformer(lambda Z: Z[["b", "a"]])
    pipe = make_pipeline(reorder, d.DPForestClassifier(2.0, s, random_state=0)).fit(X, y)
    with warnings.catch_warnings():
        warnings.simplefilter("error")              # a reordering step changes no value
        grids = public_grids(pipe, X, ["a"])
    assert set(grids) == {"a", 0}
    np.testing.assert_array_equal(grids[0], public_grid(pipe, "a"))
    # a step that transforms the column: the grid is in the forest's units, which the display
    # would put on X's own column (log1p(10) = 2.4 as the top of a 0-10 column): said
    s_log = d.Schema([d.Numeric("a", 0, np.log1p(10)), d.Numeric("b", 0, 1)], classes=[0, 1])
    logged = FunctionTransformer(lambda Z: Z.assign(a=np.log1p(Z["a"])))
    pipe = make_pipeline(logged, d.DPForestClassifier(2.0, s_log, random_state=0)).fit(X, y)
    with pytest.warns(d.InputWarning, match=r"column 'a': the Pipeline's steps before the "
                                             r"forest change it"):
        public_grids(pipe, X, ["a"])
    with warnings.catch_warnings():
        warnings.simplefilter("error")              # column b passes through unchanged
        public_grids(pipe, X, ["b"])


def test_awkward_arguments_are_named_not_met_by_internal_errors():
    """A sweep of the inspection helpers met Python's, NumPy's and pandas' own errors for
    awkward arguments (decimals='3': 'can only concatenate str'; tree=None; fontsize='x';
    ax='ax'; features=0; a Schema given as the model; one-step Pipelines), and a decimals of a
    billion ran for minutes; each is now refused naming its argument, or handled."""
    import matplotlib

    matplotlib.use("Agg")
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    from dpforest import inspection as ins

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.uniform(0, 100, 300), "job": rng.choice(list("abc"), 300)})
    y = rng.choice(["p", "q", "r"], 300)
    s = d.Schema([Numeric("age", 0, 100), Categorical("job", ("a", "b", "c"))], classes=["p", "q", "r"])
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    cases = [(lambda: export_text(m, decimals=-1), ValueError, "decimals must be a whole number"),
             (lambda: export_text(m, decimals="3"), ValueError, "decimals must be a whole number"),
             (lambda: export_text(m, decimals=10 ** 9), ValueError, "decimals must be a whole number"),
             (lambda: export_text(m, tree=None), ValueError, r"tree must be in \[0, 1\)"),
             (lambda: ins.decision_paths(m, X.head(2), tree=float("nan")), ValueError, "tree must be"),
             (lambda: export_text(m, max_depth="3"), ValueError, "max_depth must be None"),
             (lambda: export_text(m, max_depth=-1), ValueError, "max_depth must be None"),
             (lambda: ins.plot_tree(m, fontsize="x"), ValueError, "fontsize must be a positive"),
             (lambda: ins.plot_tree(m, ax="ax"), TypeError, "ax must be a matplotlib Axes"),
             (lambda: ins.public_grids(m, X.head(2), 0), TypeError, "features must be a feature name"),
             (lambda: export_text(s), TypeError, "got a Schema, which is not a dpforest model"),
             (lambda: subtree_counts(m, s), TypeError, "reads one released tree"),
             (lambda: ins.decision_paths(Pipeline([("m", d.DPForestClassifier(1.0, s))]), X.head(2)),
              NotFittedError, "not fitted")]
    for call, kind, said in cases:
        with pytest.raises(kind, match=said):
            call()
    # what the checks still take
    assert export_text(m, max_depth=0).startswith("|--- (subtree of depth")
    assert ins.decision_paths(Pipeline([("m", m)]), X.head(2))[0] == ins.decision_paths(m, X.head(2))[0]
    pipe = Pipeline([("same", FunctionTransformer(None)), ("m", m)])
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert "age" in ins.public_grids(pipe, X.iloc[:0], ["age"])


def test_a_line_break_in_a_column_name_starts_no_line_of_the_ledger_or_the_tree(tmp_path, capsys):
    """A header cell written on two lines (as spreadsheets write them) gives a column name with a
    line break: the ledger's report (a kind names its column) and the tree's text showed the
    name's tail as a line of its own, which can read as a ledger line -- `dpforest show`
    escaped each line after splitting, too late.  Both now show the break as an escape."""
    from dpforest.cli import main
    from dpforest.inspection import export_text

    rng = np.random.default_rng(0)
    n, name = 5000, "income\nprivacy ledger: composed epsilon = 0.01 (budget 0.01)"
    X = pd.DataFrame({name: rng.random(n) * 100, "b": rng.random(n)})
    y = np.where(X[name] + 30 * X["b"] > 60, "yes", "no")
    schema = d.Schema([d.Numeric(name, 0, 100), d.Numeric("b", 0, 1)], classes=["no", "yes"])
    model = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    assert any(name in e.what for e in model.ledger_.entries)      # the kind names the column
    assert 0 in model.trees_[0].feature                              # the tree splits on it
    forged = "privacy ledger: composed epsilon = 0.01"
    for text in (model.ledger_.report(), export_text(model)):
        assert not any(line.lstrip("|- ").startswith(forged) for line in text.splitlines())
        assert "income\\nprivacy ledger" in text
    path = d.save_model(model, tmp_path / "m.json")
    assert main(["show", str(path), "--tree", "0"]) == 0
    out = capsys.readouterr().out
    assert not any(line.lstrip("|- ").startswith(forged) for line in out.splitlines())
    assert out.count("composed epsilon = 1") == 1


def test_leaf_drift_on_new_records_after_the_training_objects_are_gone_says_nothing():
    """Once the objects a model was fitted on were freed, their references read None, and
    leaf_drift (which passes y=None) was told it had 'the very X object this model was fitted
    on' for any new batch; a budget's fit on copies did it every time."""
    import gc

    from dpforest.exceptions import EvaluationWarning
    from dpforest.inspection import leaf_drift

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 100, 3000), "b": rng.uniform(0, 1, 3000)})
    y = np.where(X["a"] > 50, "y", "n")
    s = d.Schema([d.Numeric("a", 0, 100), d.Numeric("b", 0, 1)], classes=["n", "y"])
    m = d.DPForestClassifier(2.0, s, progress=False, leaf_release="counts").fit(X.copy(), y.copy())
    gc.collect()
    with warnings.catch_warnings():
        warnings.simplefilter("error", EvaluationWarning)
        leaf_drift(m, X.head(500))
    # the training object itself is still told
    m2 = d.DPForestClassifier(2.0, s, progress=False, leaf_release="counts").fit(X, y)
    with pytest.warns(EvaluationWarning, match="the very X object"):
        leaf_drift(m2, X)


def test_pictures_say_only_what_they_draw():
    """A walkthrough's plots contradicted themselves: a label-leaf model's importance chart was
    titled "no noise test" while its footer spoke of "no split's decrease beyond its noise";
    plot_tree cut above every leaf showed only "subtree not shown" boxes under a subtitle
    about the counts' noise beside them; and an ordinal's branches read "<= 2" beside "≥ 3"."""
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from dpforest.inspection import _branch_label, plot_importances, plot_tree

    assert _branch_label("q is missing or q <= 2", "q") == "missing or ≤ 2"
    assert _branch_label("q >= 3", "q") == "≥ 3"
    assert _branch_label("'low' <= q <= 'mid'", "q") == "['low', 'mid']"
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 400), "b": rng.uniform(0, 10, 400),
                      "c": rng.uniform(0, 10, 400), "d": rng.uniform(0, 10, 400)})
    y = np.where(X["a"] > 5, "yes", "no")
    s = d.Schema([d.Numeric(c, 0, 10) for c in "abcd"], classes=["no", "yes"])
    # (leaf_release given: 'auto' reads the noisy size, which put n̂·ε past 300 in about one
    # fit in 40 and made a count-leaf model here)
    labels = d.DPForestClassifier(0.5, s, max_depth=1, leaf_release="label", random_state=0,
                                  progress=False).fit(X, y)
    assert labels.leaf_release_ == "label"
    ax = plot_importances(labels)
    footer = ax.get_xlabel()
    assert "at 0 (not split on)" in footer and "noise" not in footer
    plt.close("all")
    counts = d.DPForestClassifier(5.0, s, max_depth=3, leaf_release="counts", random_state=0,
                                  progress=False).fit(X, y)
    assert "noise sd beside them" in plot_tree(counts, max_depth=3).get_title()
    plt.close("all")
    cut = plot_tree(counts, max_depth=1).get_title()
    assert "noise sd" not in cut and "tree 0 of 1" in cut
    plt.close("all")

"""Random levels below a greedy top (``GrowthPlan.random_below``, ``PrivateData.random_splits``).

A measured alternative to the default (docs/default_forest.md, "Greedy top, random levels
below"): the draw must be uniform over the offered public candidates, read no record and charge
nothing, so every path's ε still sums to the tree's budget.
"""
import numpy as np
import pandas as pd

import dpforest as d
from dpforest.data import PrivateData
from dpforest.forests.base import tree_samples
from dpforest.tree.budget import GeometricGrowth, GreedyTop


def _data(y=None, eps=1.0):
    X = pd.DataFrame({"a": np.linspace(0, 1, 60), "c": list("xyz") * 20})
    s = d.Schema([d.Numeric("a", 0, 1, n_bins=4), d.Categorical("c", list("xyz"))], classes=[0, 1])
    return PrivateData(X, np.arange(60) % 2 if y is None else y, s, eps)


def test_random_splits_are_uniform_over_the_offered_candidates_and_free():
    data = _data()
    fr = data.open_root(tree_samples(1, "none", 1.0), np.array([[0, 1]]))
    offered = np.flatnonzero(data.candidate_table(fr, "binary").reshape(1, -1)[0])
    rng = np.random.default_rng(0)
    draws = np.concatenate([data.random_splits(fr, "binary", rng) for _ in range(6000)])
    # every draw is an offered candidate, and each of the 6 (3 thresholds + 3 categories) comes
    # up about 1/6 of the time (binomial sd ≈ 29 of 1000)
    assert len(offered) == 6 and set(draws) <= set(offered)
    counts = np.array([(draws == c).sum() for c in offered])
    assert np.all(np.abs(counts - 1000) < 150), counts
    assert data.ledger.epsilon == 0


def test_random_splits_do_not_read_the_labels():
    # the same public randomness gives the same splits whatever the records' classes
    a, b = _data(np.zeros(60, int)), _data(np.arange(60) % 2)
    fa = a.open_root(tree_samples(1, "none", 1.0), np.array([[0, 1]]))
    fb = b.open_root(tree_samples(1, "none", 1.0), np.array([[0, 1]]))
    assert (a.random_splits(fa, "binary", np.random.default_rng(3))
            == b.random_splits(fb, "binary", np.random.default_rng(3))).all()


def test_greedy_top_spends_nothing_below_its_levels():
    sched = GreedyTop(GeometricGrowth(2.0, 0.25), greedy=2)
    top = [float(sched.internal(h, 5, np.array(1.0))[1]) for h in range(5)]
    assert np.isclose(sum(top), 0.75) and top[2:] == [0.0, 0.0, 0.0]
    assert np.isclose(top[1] / top[0], 2.0)


def test_hybrid_tree_grows_random_levels_and_its_ledger_equals_epsilon():
    rng = np.random.default_rng(1)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 600), "b": rng.uniform(0, 1, 600)})
    y = (X.a + X.b > 1).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])

    class Hybrid(d.DPForestClassifier):
        _random_levels = 2

    # a public size, so both fits get the same rule depth (a noisy size can move it a level)
    kw = dict(epsilon=1.0, schema=s, n_samples=600, random_state=0, progress=False)
    plain = d.DPForestClassifier(**kw).fit(X, y)
    m = Hybrid(**kw).fit(X, y)
    assert m.max_depth_ == plain.max_depth_ + 2
    assert np.isclose(m.ledger_.epsilon, 1.0)
    # only the greedy levels' selections are charged
    sel = m.ledger_.to_frame()
    n_sel = sel["what"].str.contains("split selection").sum()
    assert 0 < n_sel <= 2 ** plain.max_depth_ - 1
    assert m.trees_[0].depth.max() == m.max_depth_


def test_free_splits_where_greedy_is_unreliable_spend_everything_on_leaves():
    # a measured alternative (off in the default): at n·ε far below what a perfect root split
    # needs to beat the selection noise, every split is a free draw and the leaves get ε_tree
    rng = np.random.default_rng(2)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 120), "b": rng.uniform(0, 1, 120)})
    y = (X.a > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])

    class Free(d.DPForestClassifier):
        _free_when_unreliable = True

    kw = dict(schema=s, n_samples=120, random_state=0, progress=False)
    m = Free(epsilon=0.1, **kw).fit(X, y)
    led = m.ledger_.to_frame()
    assert not led["what"].str.contains("split selection").any()
    assert m.leaf_share_ == 1.0 and np.isclose(m.ledger_.epsilon, 0.1)
    assert (m.trees_[0].feature >= 0).sum() >= 1          # it still split (at random)
    # where n·ε is ample the rule keeps the greedy tree
    big = Free(epsilon=50.0, **kw).fit(X, y)
    assert big.ledger_.to_frame()["what"].str.contains("split selection").any()

"""Splits that cannot divide a node are not offered (the default's ``skip_empty_splits``).

A node's reachable codes follow from the released splits above it; a threshold outside the
node's interval, or a category its path already excluded, sends every record to one side.
"""
import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.data import PrivateData, _dividing
from dpforest.forests.base import tree_samples
from dpforest.tree.grower import EqualPerLevel, GrowthPlan, grow_trees
from dpforest.tree.scorers import GiniScorer


def test_dividing_candidates_of_an_interval():
    K = 6
    reach = np.zeros((1, 1, K), bool)
    reach[0, 0, 2:5] = True                    # codes 2, 3, 4 reachable
    out = _dividing(reach, K)[0, 0]
    # thresholds "code <= t left": only t = 2 and t = 3 divide {2, 3, 4}
    assert np.flatnonzero(out[:K]).tolist() == [2, 3]
    # one-vs-rest: any of the three codes; multiway: yes
    assert np.flatnonzero(out[K:2 * K]).tolist() == [2, 3, 4]
    assert out[2 * K]


def test_dividing_keeps_one_of_equal_partitions():
    K = 5
    reach = np.zeros((2, 1, K), bool)
    reach[0, 0, [1, 3]] = True                 # two codes with a gap (after a one-vs-rest split)
    reach[1, 0, 4] = True                      # a single code: nothing divides it
    out = _dividing(reach, K)
    # thresholds t = 1 and t = 2 make the same partition {1} | {3}: only t = 1 is kept;
    # "== 1" and "== 3" are the same split too
    assert np.flatnonzero(out[0, 0, :K]).tolist() == [1]
    assert np.flatnonzero(out[0, 0, K:2 * K]).tolist() == [1]
    assert out[0, 0, 2 * K]                    # a multiway split divides two codes too ...
    assert not out[1].any()


def test_mixed_growth_leaves_two_codes_to_the_one_vs_rest_split():
    # ... but in mixed growth a k-way split costs ceil(log2 k) levels, and on two reachable
    # codes it is the one-vs-rest split at a higher price, so it is not offered
    X = pd.DataFrame({"c": list("vwxyz") * 8})
    s = d.Schema([d.Categorical("c", list("vwxyz"))], classes=[0, 1])
    data = PrivateData(X, np.arange(40) % 2, s, 1.0)
    fr = data.open_root(tree_samples(1, "none", 1.0), np.array([[0]]))
    reach = np.zeros((1, 1, data.max_codes), bool)
    reach[0, 0, [1, 3]] = True
    K = data.max_codes
    for mode, multiway in (("multiway", True), ("mixed", False)):
        table = data.candidate_table(fr, mode, reach)[0, 0]
        assert table[2 * K] == multiway
    assert np.flatnonzero(data.candidate_table(fr, "mixed", reach)[0, 0, K:2 * K]).tolist() == [1]


def test_all_codes_reachable_leaves_the_root_table_unchanged():
    X = pd.DataFrame({"a": np.linspace(0, 1, 40), "c": list("xyzw") * 10})
    s = d.Schema([d.Numeric("a", 0, 1, n_bins=8), d.Categorical("c", list("xyzw"))], classes=[0, 1])
    data = PrivateData(X, np.arange(40) % 2, s, 1.0)
    fr = data.open_root(tree_samples(1, "none", 1.0), np.array([[0, 1]]))
    reach = np.arange(data.max_codes)[None, None, :] < data.n_codes[[0, 1]][None, :, None]
    for mode in ("binary", "multiway", "mixed"):
        np.testing.assert_array_equal(data.candidate_table(fr, mode, reach), data.candidate_table(fr, mode))


def _wasted_splits(tree, n_codes):
    """Internal nodes whose split sends every code reachable there to one child."""
    wasted, stack = 0, [(0, {f: np.ones(n, bool) for f, n in enumerate(n_codes)})]
    while stack:
        node, reach = stack.pop()
        f = tree.feature[node]
        if f < 0:
            continue
        codes = np.flatnonzero(reach[f])
        kids = tree.node_route(node)[codes]
        wasted += len(np.unique(kids)) < 2
        for j in np.unique(tree.node_route(node)[:n_codes[f]]):
            child = dict(reach)
            child[f] = reach[f] & (tree.node_route(node)[:len(reach[f])] == j)
            stack.append((tree.child_start[node] + j, child))
    return wasted


@pytest.mark.parametrize("skip", [True, False])
def test_grown_trees_never_split_a_node_they_cannot_divide(skip):
    # one 8-code feature and a depth-5 tree at a tiny ε (near-uniform draws): without the
    # pruning, some nodes pick a threshold outside their interval; with it, none does, and
    # nodes left with a single code become leaves that still spend their path's ε
    rng = np.random.default_rng(1)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 400)})
    y = (X["a"] > 0.5).astype(int).to_numpy()
    s = d.Schema([d.Numeric("a", 0, 1, n_bins=8)], classes=[0, 1])
    data = PrivateData(X, y, s, 1.0)
    plan = GrowthPlan(5, GiniScorer(), EqualPerLevel(0.0), skip_empty_splits=skip)
    trees = grow_trees(data, tree_samples(6, "partition", 1.0), np.zeros((6, 1), np.int64),
                       np.full(6, 0.01), plan, np.random.default_rng(0))
    wasted = sum(_wasted_splits(t, data.n_codes) for t in trees)
    if skip:
        assert wasted == 0
        assert all(np.allclose(t.epsilon[t.is_leaf], 0.01) for t in trees)
    else:
        assert wasted > 0


def test_default_forest_uses_the_pruned_candidates():
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300), "b": rng.uniform(0, 1, 300)})
    y = ((X["a"] > 0.3) ^ (X["b"] > 0.6)).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1, n_bins=4), d.Numeric("b", 0, 1, n_bins=4)], classes=[0, 1])
    m = d.DPForestClassifier(0.05, s, max_depth=6, random_state=0, progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(0.05)
    assert _wasted_splits(m.trees_[0], np.array([4, 4])) == 0

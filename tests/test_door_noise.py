"""The noise every door query releases has the distribution its booked ε and declared Δ promise.

The sampler tests (tests/test_sampler.py) check the mechanisms on their own; these go through
:class:`~dpforest.data.PrivateData`, the one place that reads records, picks the ε and Δ handed
to a mechanism and books them.  A door that passes 4ε to the sampler while booking ε, or that
releases an exact count, still fits models that look right, so only the released distribution
can tell.  Each test makes many independent releases from one tiny data set whose exact answer
is known and compares them with the mechanism the ledger names:

* discrete Laplace at scale Δ/ε (Canonne, Kamath & Steinke 2020): mean 0, variance
  2a/(1-a)² with a = exp(-ε/Δ);
* permute-and-flip at the monotone scale b = Δ/ε (McKenna & Sheldon 2020): two candidates a gap
  g apart give the better one with probability 1 - exp(-g/b)/2, and in general each candidate's
  probability is the average over visiting orders of "every coin before it lands tails, its own
  heads" (coin r heads with probability exp(-(u* - u_r)/b)).

Many releases come from one call: a frontier of N roots, each a tree reading every record
(``bag=None``), so its N nodes hold the same exact histogram and draw independent noise.
Bands are 6 standard deviations (false failure far below 1e-4 a test), and each test still
rejects a scale 4 times off or a noiseless release by well over 10 of them.
"""

from __future__ import annotations

import itertools
import math
import re

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.data import PrivateData, TreeSample
from dpforest.privacy import mechanisms as mech
from dpforest.privacy.ledger import Ledger, Scope
from dpforest.tree.scorers import MaxScorer

# budget granted to the test doors: far above what they book (the ledger refuses only on check)
BUDGET = 1e9
Z = 6.0


def _door(a, y, b=None, seed=0) -> PrivateData:
    """A door on binary categorical features ``a`` (and ``b``), values 'x'/'y', classes 0/1.

    A two-code categorical feature offers exactly one candidate split ("== x"), so a slot is a
    candidate and the candidate set of a node is known without reading the candidate table."""
    cols = {"a": a} if b is None else {"a": a, "b": b}
    X = pd.DataFrame(cols)
    s = d.Schema([d.Categorical(c, ["x", "y"]) for c in cols], classes=[0, 1])
    return PrivateData(X, np.asarray(y), s, BUDGET, seed=seed)


def _roots(door: PrivateData, n_nodes: int):
    """A frontier of ``n_nodes`` roots, each a tree reading every record, with every feature."""
    F = door.schema.n_features
    samples = [TreeSample(k, None, 1, None) for k in range(n_nodes)]
    return door.open_root(samples, np.tile(np.arange(F), (n_nodes, 1)))


def _dlap_moments(scale: float) -> tuple[float, float]:
    """(variance, fourth moment) of the discrete Laplace distribution P(x) ∝ exp(-|x|/scale)."""
    a = math.exp(-1.0 / scale)
    var = 2 * a / (1 - a) ** 2
    x = np.arange(1, int(80 * scale) + 50, dtype=float)
    m4 = 2 * np.sum(x ** 4 * a ** x) * (1 - a) / (1 + a)
    return var, float(m4)


def _assert_discrete_laplace(noise, scale: float) -> None:
    """``noise`` looks like independent discrete Laplace draws at ``scale``: integers, mean 0 and
    the variance within 6 standard errors (the sample variance's is √((μ4 - σ⁴)/N))."""
    noise = np.asarray(noise, dtype=float).ravel()
    n = len(noise)
    var, m4 = _dlap_moments(scale)
    assert np.all(noise == np.round(noise)), "discrete Laplace noise is integer"
    assert abs(noise.mean()) < Z * math.sqrt(var / n), (noise.mean(), var)
    s2 = float(np.mean(noise ** 2))            # the mean is known (0): no degree of freedom lost
    assert abs(s2 - var) < Z * math.sqrt((m4 - var ** 2) / n), (s2, var, scale)


def _pf_probs(u, b: float) -> np.ndarray:
    """Exact permute-and-flip output probabilities for utilities ``u`` at scale ``b`` (all
    visiting orders enumerated: a handful of candidates only)."""
    u = np.asarray(u, dtype=float)
    heads = np.exp(-(u.max() - u) / b)
    out = np.zeros(len(u))
    for order in itertools.permutations(range(len(u))):
        alive = 1.0
        for r in order:
            out[r] += alive * heads[r]
            alive *= 1 - heads[r]
    return out / math.factorial(len(u))


def _assert_rate(hits, p: float) -> None:
    """The fraction of ``hits`` is p within 6 binomial standard errors."""
    hits = np.asarray(hits, dtype=bool)
    n = len(hits)
    assert abs(hits.mean() - p) < Z * math.sqrt(p * (1 - p) / n), (hits.mean(), p, n)


def _max_count(feature, y) -> int:
    """The max-count utility of the binary split of ``feature`` (records a majority label per
    child classifies right), counted here from the raw records, not by the library."""
    feature, y = np.asarray(feature), np.asarray(y)
    return sum(int(np.bincount(y[feature == v], minlength=2).max()) for v in np.unique(feature))


def _booked(door: PrivateData, what: str) -> list:
    return [e for e in door.ledger.entries if e.what == what]


def _split_data():
    """40 records: ``a`` decides the class (max-count 40), ``b`` is ``a`` with 2 records of each
    value flipped (max-count 36), so the better split leads by g = 4."""
    a = np.array(["x"] * 20 + ["y"] * 20)
    y = (a == "y").astype(int)
    b = a.copy()
    b[[0, 1]] = "y"
    b[[20, 21]] = "x"
    return a, b, y


# ------------------------------------------------------------------ discrete Laplace counts
def test_noisy_total_is_discrete_laplace_at_the_booked_epsilon():
    """:meth:`PrivateData.noisy_total`: the record count (Δ = 1) plus discrete Laplace at 1/ε.

    2000 releases at ε = 0.5 (variance 7.8) from a 40-record door; an exact release has variance
    0, which the band rejects by some 20 standard errors."""
    a, _, y = _split_data()
    door = _door(a, y)
    draws = np.array([door.noisy_total(0.5) for _ in range(2000)])
    booked = _booked(door, "dataset size")
    assert len(booked) == 2000 and {e.epsilon for e in booked} == {0.5}
    assert all(e.scope == Scope() for e in booked)         # read every record
    _assert_discrete_laplace(draws - 40, 1 / booked[0].epsilon)


@pytest.mark.parametrize("what", ["node class counts", "leaf class counts"])
def test_class_counts_are_discrete_laplace_at_each_nodes_epsilon(what):
    """:meth:`PrivateData.class_counts` (the grower's node counts and, under the name "leaf
    class counts", its leaf counts): each node's histogram (Δ = 1: a record is in one cell of
    one node of a frontier) plus discrete Laplace at 1/ε of that node.

    Half the nodes get ε = 0.5 and half ε = 0.25 in the same call, so each budget group must keep
    its own scale; every node's booked ε is read back from the ledger."""
    a, _, y = _split_data()
    y = y.copy()
    y[:5] = 1                                              # counts (15, 25): not symmetric
    door = _door(a, y)
    m = 1500
    fr = _roots(door, m)
    eps = np.where(np.arange(m) % 2 == 0, 0.5, 0.25)
    out = door.class_counts(fr, eps, what=what)
    booked = _booked(door, what)
    assert len(booked) == m
    node_eps = np.array([next(e.epsilon for e in booked if e.scope.tree == k) for k in range(m)])
    np.testing.assert_array_equal(node_eps, eps)
    noise = out - np.array([15, 25])
    for e in (0.5, 0.25):
        _assert_discrete_laplace(noise[node_eps == e], 1 / e)


@pytest.mark.parametrize("permute", [None, 0])
def test_error_counts_noise_matches_the_declared_sensitivity(permute):
    """:meth:`PrivateData.noisy_error_counts`: #misclassified plus discrete Laplace at Δ/ε, with
    Δ = 1 as released and Δ = 2 when a feature is permuted (permutation importance: adding a
    record also moves its value of the permuted column to another record).

    The model predicts class 0 whatever the codes, so the exact count (records of class 1) does
    not depend on the permutation and the noise is the release minus 20.  The sensitivity is the
    one the ledger declares (its mechanism names any Δ other than 1)."""
    a, _, y = _split_data()
    door = _door(a, y)
    m, eps = 2000, 0.5
    samples = [TreeSample(k, None, 1, None) for k in range(m)]
    errs, sizes = door.noisy_error_counts(samples, lambda k, codes: np.zeros(len(codes), np.int64),
                                          eps, 0.0, bag=None, permute_feature=permute)
    assert np.isnan(sizes).all()                           # ε = 0: the sizes are not released
    booked = _booked(door, "OOB error (misclassified)")
    assert len(booked) == m and {e.epsilon for e in booked} == {eps}
    declared = {int(re.search(r"sensitivity (\d+)", e.mechanism).group(1)) if "sensitivity" in e.mechanism
                else 1 for e in booked}
    assert declared == {1 if permute is None else 2}
    _assert_discrete_laplace(errs - 20, declared.pop() / eps)


def test_data_independent_leaf_counts_are_discrete_laplace_at_each_trees_epsilon():
    """:meth:`PrivateData.noisy_leaf_counts` (leaves of a data-independent tree partition its
    records: Δ = 1 for the whole table): every cell plus discrete Laplace at 1/ε of its tree.

    The public tree sends code 0 of ``a`` to leaf 0 and code 1 to leaf 1, so the exact table is
    [[20, 0], [0, 20]]; trees alternate ε = 0.5 and 0.25 in one call."""
    a, _, y = _split_data()
    door = _door(a, y)
    m = 1000
    samples = [TreeSample(k, None, 1, None) for k in range(m)]
    eps = [0.5 if k % 2 == 0 else 0.25 for k in range(m)]
    out = door.noisy_leaf_counts(samples, lambda k, codes: codes[:, 0].astype(np.int64), [2] * m, eps)
    booked = _booked(door, "leaf class counts")
    assert [e.epsilon for e in booked] == eps and [e.scope.tree for e in booked] == list(range(m))
    noise = np.array(out) - np.array([[20, 0], [0, 20]])
    for e in (0.5, 0.25):
        _assert_discrete_laplace(noise[np.array(eps) == e], 1 / e)


# ------------------------------------------------------------------ permute-and-flip selections
def test_split_selection_picks_the_better_split_at_the_monotone_rate():
    """:meth:`PrivateData.select_splits` with the max-count scorer (Δ = 1, monotone): two
    candidates g = 4 apart at ε = 0.25 give the better one with 1 - e^{-1}/2 = 0.816.

    A selection run at Δ/4 would give 0.991, at the non-monotone scale 2Δ/ε 0.697; the band
    (6 × 0.009 over 2000 nodes) separates all three."""
    a, b, y = _split_data()
    g = _max_count(a, y) - _max_count(b, y)
    assert g == 4
    door = _door(a, y, b)
    m, eps = 2000, 0.25
    fr = _roots(door, m)
    valid = door.candidate_table(fr).reshape(m, -1)[0]
    cand_a, cand_b = np.flatnonzero(valid)                 # slot 0 (a), then slot 1 (b)
    picks = door.select_splits(fr, np.full(m, eps), MaxScorer())
    assert set(np.unique(picks)) <= {cand_a, cand_b}
    booked = _booked(door, "split selection")
    assert len(booked) == m and {e.epsilon for e in booked} == {eps}
    sens = MaxScorer.sensitivity
    _assert_rate(picks == cand_a, 1 - math.exp(-g * eps / sens) / 2)


def test_opendp_fallback_selection_has_the_same_distribution(monkeypatch):
    """The OpenDP fallback (:func:`mechanisms._select_opendp`, used where the exact sampler's
    integer range does not reach: ``_pf_params`` gives None) is report-noisy-max with
    exponential noise at Δ/ε, the same distribution as permute-and-flip (Ding et al. 2021).

    Forced for every node by making ``_pf_params`` report every scale out of range, the door's
    split selection must keep the 1 - e^{-gε}/2 rate of the exact sampler; an argmax fallback
    would give 1."""
    calls = []
    real = mech._select_opendp

    def counted(*args):
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(mech, "_pf_params", lambda *args: None)
    monkeypatch.setattr(mech, "_select_opendp", counted)
    a, b, y = _split_data()
    door = _door(a, y, b)
    m, eps, g = 2000, 0.25, 4
    fr = _roots(door, m)
    cand_a = np.flatnonzero(door.candidate_table(fr).reshape(m, -1)[0])[0]
    picks = door.select_splits(fr, np.full(m, eps), MaxScorer())
    assert len(calls) == m                                 # every node went to OpenDP
    _assert_rate(picks == cand_a, 1 - math.exp(-g * eps) / 2)


def test_label_leaves_name_the_majority_at_the_monotone_rate():
    """:meth:`PrivateData.class_labels`: permute-and-flip on a node's class counts, Δ = 1,
    monotone.  Counts (22, 18) at ε = 0.25: the majority comes out with 1 - e^{-1}/2 = 0.816
    (at Δ/4: 0.991; at the non-monotone scale: 0.697)."""
    a, _, _ = _split_data()
    y = np.r_[np.zeros(22, int), np.ones(18, int)]
    door = _door(a, y)
    m, eps = 2000, 0.25
    fr = _roots(door, m)
    out = door.class_labels(fr, np.full(m, eps))
    assert np.all(out.sum(1) == 1)                         # one-hot rows: one class per node
    booked = _booked(door, "leaf class label")
    assert len(booked) == m and {e.epsilon for e in booked} == {eps}
    _assert_rate(out[:, 0] == 1, 1 - math.exp(-4 * eps) / 2)


def test_joint_split_and_labels_draw_at_the_monotone_rate():
    """:meth:`PrivateData.select_splits_with_labels`: one permute-and-flip over every (split,
    labelling of its children), utility = records the labelling classifies right (Δ = 1,
    monotone).

    One split ("a == x") with children of class counts (6, 2) and (2, 6): the four labellings
    score 12, 8, 8 and 4, so at ε = 0.25 the best (child 0 → 0, child 1 → 1) comes out with
    probability 0.638 (exact, all visiting orders), and each one-label-wrong labelling with
    0.155.  At Δ/4 the best would come out with 0.982."""
    a = np.array(["x"] * 8 + ["y"] * 8)
    y = np.array([0] * 6 + [1] * 2 + [0] * 2 + [1] * 6)
    door = _door(a, y)
    m, eps = 2000, 0.25
    fr = _roots(door, m)
    split, labels, charged = door.select_splits_with_labels(fr, np.full(m, eps))
    assert charged.all() and len(set(split.tolist())) == 1
    booked = _booked(door, "split and leaf labels")
    assert len(booked) == m and {e.epsilon for e in booked} == {eps}
    # labelling (l0, l1): child 0 holds the records with a == x
    u = {(l0, l1): np.sum(y[a == "x"] == l0) + np.sum(y[a == "y"] == l1) for l0 in (0, 1) for l1 in (0, 1)}
    keys = list(u)
    p = _pf_probs([u[k] for k in keys], 1 / eps)
    got = [tuple(r) for r in labels[:, :2].tolist()]
    assert set(got) <= set(keys)
    for k, pk in zip(keys, p):
        if k != (1, 0):          # the worst (p ≈ 0.05) is implied by the other three
            _assert_rate([r == k for r in got], pk)


def test_pf_probs_helper_matches_the_two_candidate_closed_form():
    """The enumeration used above agrees with 1 - e^{-g/b}/2 for two candidates."""
    for g, b in ((4.0, 4.0), (1.5, 1.0), (3.0, 0.7)):
        assert math.isclose(_pf_probs([g, 0.0], b)[0], 1 - math.exp(-g / b) / 2, rel_tol=1e-12)


# ------------------------------------------------------------------ the ledger
def test_ledger_sums_both_bag_entries_with_the_worse_bag():
    """A tree's entries on all its records (``bag=None``) compose with its in-bag entries and
    with its out-of-bag ones; the worse of the two paths is the tree's cost.

    Hand-derived: both-bag 0.3 at the root and 0.1 at node (0,), in-bag 0.2 at the root and
    0.15 at node (1,), out-of-bag 0.25 (an OOB error count).  In-bag path worst: root 0.3 + 0.2,
    then (0,) +0.1 = 0.6 or (1,) +0.15 = 0.65; out-of-bag: 0.3 + 0.25 + 0.1 = 0.65 along (0,).
    So the tree costs 0.65; a ledger that forgot the both-bag entries would say 0.35."""
    led = Ledger()
    led.charge("counts", 0.3, Scope(None, 0, None, ()))
    led.charge("counts", 0.1, Scope(None, 0, None, (0,)))
    led.charge("split", 0.2, Scope(None, 0, "inbag", ()))
    led.charge("leaf", 0.15, Scope(None, 0, "inbag", (1,)))
    led.charge("oob", 0.25, Scope(None, 0, "oob", ()))
    assert math.isclose(led.epsilon, 0.65, rel_tol=1e-12)
    # a second tree adds its own cost; a global query adds to every record
    led.charge("size", 0.05, Scope())
    led.charge("t1", 0.4, Scope(None, 1, "inbag", ()))
    assert math.isclose(led.epsilon, 0.65 + 0.05 + 0.4, rel_tol=1e-12)


def test_ledger_reports_an_overspend_beyond_float_rounding():
    """Only a few units in the last place are forgiven as the rounding of float shares: a
    total 0.5 % over the budget is reported as it is (and refused by ``check``)."""
    led = Ledger(1.0)
    led.charge("a", 0.5, Scope())
    led.charge("b", 0.505, Scope())
    assert math.isclose(led.epsilon, 1.005, rel_tol=1e-12)
    with pytest.raises(Exception, match="exceeds the granted budget"):
        led.check()
    led = Ledger(1.0)
    for _ in range(10):
        led.charge("share", 0.1, Scope())                # 0.1 × 10 is 0.9999999999999999
    assert led.epsilon == 1.0


def test_door_books_both_bag_counts_on_the_in_bag_and_oob_paths():
    """The same composition from the door's own bookings: a bootstrap tree's root counts
    released on all its records (``bag=None``, 0.3), a split selection on its in-bag records
    (0.2) and an out-of-bag error count (0.4): 0.3 + max(0.2, 0.4) = 0.7."""
    a, b, y = _split_data()
    door = _door(a, y, b)
    sample = TreeSample(0, None, 1, "inbag")
    fr = door.open_root([sample], np.array([[0, 1]]))
    door.class_counts(fr, np.array([0.3]), bag=None)
    door.select_splits(fr, np.array([0.2]), MaxScorer())
    door.noisy_error_counts([sample], lambda k, codes: np.zeros(len(codes), np.int64), 0.4, 0.0, bag="oob")
    bags = sorted((e.scope.bag or "", e.epsilon) for e in door.ledger.entries)
    assert bags == [("", 0.3), ("inbag", 0.2), ("oob", 0.4)]
    assert math.isclose(door.ledger.epsilon, 0.7, rel_tol=1e-12)

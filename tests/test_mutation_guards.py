"""Guards for privacy mutations the rest of the suite let through (a mutation-testing round).

Each test names the slip it catches: a one- or two-line change a developer could make by
mistake that leaves the ledger looking right while the release is not what it books -- a forest
reading the true size after paying for a noisy one, out-of-bag records that are in-bag, a
comparison on records the candidates trained on, a permutation drawn from a public seed, a tree
structure shaped by the codes that occur.  Most are deterministic (spies on the door or exact
structure checks); the two that look at permutations compare counts the door makes with its
noise switched off.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.data import PrivateData, TreeSample
from dpforest.privacy import mechanisms as mech
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.ig_gr import IGGRScorer
from dpforest.tree.scorers import GiniScorer, MaxScorer

from conftest import make_mixed


def _release_instead(monkeypatch, value: float) -> list:
    """Make ``PrivateData.noisy_total`` charge and draw as always but hand the caller ``value``
    (far from the true size): a forest must use what the door released, never the true n.
    Returns the list of the sizes the real door drew."""
    drawn, real = [], PrivateData.noisy_total

    def spy(self, epsilon, what="dataset size"):
        drawn.append(real(self, epsilon, what))
        return float(value)

    monkeypatch.setattr(PrivateData, "noisy_total", spy)
    return drawn


# ---------------------------------------------------------------- the forests read the released size
def test_snr_tau_and_theta_come_from_the_released_size(mixed, monkeypatch):
    """SNR forest: τ and θ are computed from the size :meth:`noisy_total` released (mutation:
    charge the noisy size but compute from ``data._n_records()``)."""
    from dpforest.forests.snr import snr_parameters

    X, y, schema = mixed
    drawn = _release_instead(monkeypatch, 50_000)
    m = d.SNRForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    assert len(drawn) == 1
    assert m.n_records_ == 50_000
    tau, theta, _ = snr_parameters(50_000, m.schema_.n_codes(), schema.n_classes, 0.95,
                                   max_estimators=100)
    assert (m.n_estimators_, m.min_support_) == (tau, pytest.approx(theta))
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


def test_boosting_auto_rounds_come_from_the_released_size(mixed, monkeypatch):
    """``n_estimators='auto'``: R follows the released n̂ (mutation: R from the true n, which
    gives 6 rounds here instead of 20)."""
    from dpforest.forests.boosting import auto_rounds

    X, y, schema = mixed
    _release_instead(monkeypatch, 20_000)
    m = d.DPBoostingClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    assert m.noisy_n_ == 20_000
    assert m.n_estimators_ == auto_rounds(20_000, 0.97) == len(m.trees_) == 20
    assert auto_rounds(len(X), 0.97) != 20                # the true n would give another R
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


def test_dprf_node_size_bound_comes_from_the_released_size(mixed, monkeypatch):
    """DPRF without a public ``n_max``: the bound (and so the released ``sensitivity_``) is the
    noisy count plus its tail margin (mutation: the true n plus the margin)."""
    X, y, schema = mixed
    _release_instead(monkeypatch, 1_000_000)
    m = d.DPRFClassifier(1.0, schema, n_estimators=2, max_depth=2, random_state=0,
                         progress=False).fit(X, y)
    eps_n = 0.01 * 1.0
    assert m.n_max_ == pytest.approx(1_000_000 + math.log(1e6) / eps_n)
    assert m.sensitivity_ == pytest.approx(IGGRScorer(m.n_max_, schema.n_classes, 2, 0.5).sensitivity)


# ---------------------------------------------------------------- the door
def test_out_of_bag_records_are_exactly_the_records_not_in_bag(mixed):
    """A tree's in-bag and out-of-bag samples split its records: disjoint, together all of them
    (mutation: the OOB draw returns the in-bag records, while the ledger composes an OOB query in
    parallel with the tree's growth)."""
    X, y, schema = mixed
    door = PrivateData(X, y, schema, 10.0, seed=3)
    n = len(X)
    for tree, rate in [(0, 1 - np.exp(-1)), (5, 0.3), (11, 0.9)]:
        inbag = door._records_of(TreeSample(tree, bag="inbag", rate=rate))
        oob = door._records_of(TreeSample(tree, bag="oob", rate=rate))
        assert len(np.intersect1d(inbag, oob)) == 0
        assert len(np.union1d(inbag, oob)) == n
    # the same through the counting query: noiseless sizes and error counts of the two bags add up
    wrong = int((door._y != 0).sum())                    # a model that always says class 0
    predict = lambda k, codes: np.zeros(len(codes), np.int64)  # noqa: E731
    samples = {b: [TreeSample(k, bag=b) for k in range(4)] for b in ("inbag", "oob")}
    with _noiseless():
        (e_in, s_in), (e_out, s_out) = (door.noisy_error_counts(samples[b], predict, 1.0, 1.0, bag=b)
                                        for b in ("inbag", "oob"))
    np.testing.assert_array_equal(s_in + s_out, n)
    np.testing.assert_array_equal(e_in + e_out, wrong)


@pytest.mark.parametrize("scorer, monotone", [
    (IGGRScorer(100, 2, 2, 0.5), False), (GiniScorer(), True), (MaxScorer(), True)])
def test_split_selection_passes_the_scorers_own_monotonicity(monkeypatch, scorer, monotone):
    """The door hands permute-and-flip the scorer's declaration: IG_GR is not monotone (its
    split-information denominator moves the candidates' scores both ways), so its selections
    need the 2Δ/ε scale (mutation: ``monotone=True`` for every scorer halves IG_GR's noise)."""
    assert IGGRScorer.monotone is False
    seen, real = [], mech.select_many

    def spy(*args, **kwargs):
        seen.append(kwargs.get("monotone"))
        return real(*args, **kwargs)

    monkeypatch.setattr(mech, "select_many", spy)
    a = np.array(["x"] * 20 + ["y"] * 20)
    b = np.where(np.arange(40) % 3 == 0, "x", "y")
    X = pd.DataFrame({"a": a, "b": b})
    s = d.Schema([d.Categorical("a", ["x", "y"]), d.Categorical("b", ["x", "y"])], classes=[0, 1])
    door = PrivateData(X, (a == "y").astype(int), s, 1e9)
    fr = door.open_root([TreeSample(k, None, 1, None) for k in range(3)], np.tile([0, 1], (3, 1)))
    door.select_splits(fr, np.full(3, 0.5), scorer)
    assert seen == [monotone]


@pytest.mark.parametrize("dask", [False, True])
def test_permuted_counts_use_a_secret_permutation_per_query(mixed, dask):
    """Permutation importance's sensitivity of 2 needs each permutation to be secret: with no
    generator given, every query draws its own from fresh OS entropy, so twelve queries of one
    record set permute differently (mutation on the Dask door: every query's permutation drawn
    from ``default_rng(seed)``, public and the same each time).  Counts made noiselessly."""
    X, y, schema = mixed
    if dask:
        dd = pytest.importorskip("dask.dataframe")
        from dpforest.dask_data import DaskPrivateData
        door = DaskPrivateData(dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3),
                               schema, 10.0, seed=4)
    else:
        door = PrivateData(X, y, schema, 10.0, seed=4)
    # a public model that reads feature 0 (age): its errors change when that column is permuted
    predict = lambda k, codes: np.where(codes[:, 0] > codes[:, 0].max() // 2, 0, 2)  # noqa: E731
    samples = [TreeSample(k, None, 1, None) for k in range(12)]
    with _noiseless():
        errs, _ = door.noisy_error_counts(samples, predict, 1.0, 0.0, bag=None, permute_feature=0)
        again, _ = door.noisy_error_counts(samples, predict, 1.0, 0.0, bag=None, permute_feature=0)
    assert len(set(errs.tolist())) > 1
    assert not np.array_equal(errs, again)


def test_oob_budget_scouts_permute_from_os_entropy_outside_the_test_mode(mixed, monkeypatch):
    """The OOB budget forest's VIM queries leave ``rng`` None (a secret permutation) unless the
    test-only noiseless switch is on (mutation: the seeded per-scout streams used always, which
    makes the permutations a function of the public ``random_state``)."""
    X, y, schema = mixed
    rngs, real = [], PrivateData.noisy_error_counts

    def spy(self, *args, **kwargs):
        rngs.append(kwargs.get("rng"))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(PrivateData, "noisy_error_counts", spy)
    m = d.OOBBudgetForestClassifier(2.0, schema, n_estimators=3, n_scouts=3, max_depth=2,
                                    random_state=0, progress=False).fit(X, y)
    assert len(rngs) == 1 and rngs[0] is None
    frame = m.ledger_.to_frame()
    assert frame.what.str.contains("VIM").any()           # permuted queries were made


def test_ig_gr_declared_sensitivity_is_the_proven_bound():
    """IG_GR's Δu is the bound its module docstring proves, L/σ + min(1, log2 C/σ)·max(L, log2 K)/σ
    with L = log2(n_max + 1) + 1/ln 2, computed here independently (mutation: the split
    information's term dropped, Δu = L/σ: half the bound for binary splits, and no proof left
    for the selection's ε)."""
    for n_max, C, K, floor in [(3e4, 2, 2, 0.5), (60, 2, 2, 0.5), (1000, 3, 4, 0.3), (50, 5, 2, 1.0)]:
        L = math.log2(n_max + 1) + 1 / math.log(2)
        bound = L / floor + min(1.0, math.log2(C) / floor) * max(L, math.log2(K)) / floor
        assert IGGRScorer(n_max, C, K, floor).sensitivity == pytest.approx(bound, rel=1e-12)
    # the docstring's worked example: σ = 0.5, two classes, binary splits, n_max ≈ 3·10⁴
    assert IGGRScorer(3e4, 2, 2, 0.5).sensitivity > 60


# ---------------------------------------------------------------- model selection
def test_selector_compares_on_records_no_candidate_trained_on(monkeypatch):
    """The candidates' parts and the validation part are disjoint and cover the records: every
    door the selection opens after the split reads one part (mutation: the comparison's door
    opened on all records, which the ledger still books as the validation part alone)."""
    X, y, schema = make_mixed(n=600, seed=2)
    X = X.assign(rid=np.arange(len(X), dtype=float))
    schema = d.Schema(list(schema.features) + [d.Numeric("rid", 0, len(X))], classes=schema.classes)
    read, real = [], PrivateData.__init__

    def spy(self, X, y, *args, **kwargs):
        read.append(frozenset(np.asarray(X["rid"]).tolist()))
        real(self, X, y, *args, **kwargs)

    monkeypatch.setattr(PrivateData, "__init__", spy)
    cands = [d.DiffPRFsClassifier(n_estimators=2, max_depth=2, progress=False) for _ in range(2)]
    sel = d.PrivateModelSelector(cands, 2.0, schema, random_state=0).fit(X, y)
    assert len(read) == 4                                 # the split, two candidates, the comparison
    assert read[0] == frozenset(range(len(X)))
    parts = read[1:]
    for i in range(len(parts)):
        for j in range(i):
            assert not parts[i] & parts[j]
    assert frozenset().union(*parts) == read[0]
    assert sel.ledger_.epsilon == pytest.approx(2.0, rel=1e-9)


def test_selector_scores_winner_is_the_smallest_released_score(monkeypatch):
    """``release='scores'``: the winner is report-noisy-min, post-processing of the released
    losses only (mutation: the index of the smallest *exact* validation loss).  The exact
    losses are stubbed to favour candidate 0 and the released ones candidate 1."""
    X, y, schema = make_mixed(n=400, seed=3)
    monkeypatch.setattr(PrivateData, "_model_loss_sums",
                        lambda self, models, scoring: np.array([0, 10 ** 6], dtype=np.int64))
    real = PrivateData.noisy_loss_sums

    def released(self, models, epsilon_each, scoring="brier", what="models' loss"):
        real(self, models, epsilon_each, scoring, what)   # charged and drawn as always
        return np.array([1e6, 0.0])

    monkeypatch.setattr(PrivateData, "noisy_loss_sums", released)
    cands = [d.DiffPRFsClassifier(n_estimators=2, max_depth=2, progress=False) for _ in range(2)]
    sel = d.PrivateModelSelector(cands, 2.0, schema, release="scores", random_state=0).fit(X, y)
    assert list(sel.noisy_scores_) == [1e6, 0.0]
    assert sel.best_index_ == 1
    assert sel.ledger_.epsilon == pytest.approx(2.0, rel=1e-9)


# ---------------------------------------------------------------- data-independent structures
def test_private_rdt_splits_over_the_schemas_whole_domain(mixed):
    """Private-RDT's random trees read no record: a node splitting on a feature has one child per
    code of its *public* domain, including categories and bins no record has ('yellow'; ages
    outside 18-80) (mutation: domains from the codes that occur, so the released structure
    shows which values the data lack)."""
    X, y, schema = mixed
    m = d.PrivateRDTClassifier(1.0, schema, n_estimators=3, max_depth=4, random_state=0,
                               progress=False).fit(X, y)
    domains = m.schema_.n_codes()
    split_on = set()
    for tr in m.trees_:
        inner = np.flatnonzero(tr.feature >= 0)
        np.testing.assert_array_equal(tr.n_children(inner), domains[tr.feature[inner]])
        split_on |= set(tr.feature[inner].tolist())
    assert split_on == set(range(schema.n_features))     # every feature's split was checked

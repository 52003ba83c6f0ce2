"""Mechanisms (OpenDP), ledger composition and counter-based sampling."""

import numpy as np
import pandas as pd
import pytest

from dpforest.privacy import mechanisms as mech
from dpforest.privacy.ledger import Ledger, Scope, BudgetExceededError
from dpforest.privacy.sampling import DEFAULT_INBAG_RATE, inbag_mask, partition_of


@pytest.mark.parametrize("eps", [0.1, 1.0])
def test_count_noise_has_stated_scale(eps):
    # discrete Laplace with scale b = 1/eps: variance = 2 e^{-1/b} / (1 - e^{-1/b})^2
    out = mech.noisy_counts(np.full(40000, 100), eps) - 100
    a = np.exp(-eps)
    var = 2 * a / (1 - a) ** 2
    assert abs(out.mean()) < 5 * np.sqrt(var / len(out))
    assert out.var() == pytest.approx(var, rel=0.06)
    # a broken mechanism with the wrong scale (e.g. 2/eps or eps) would be far off
    assert not out.var() == pytest.approx(4 * var, rel=0.5)


def test_selection_matches_exponential_mechanism_ordering():
    # permute-and-flip: better scores are chosen more often, but not always
    scores = np.array([0.0, 2.0, 4.0])
    picks = np.bincount([mech.select(scores, 1.0, 1.0) for _ in range(3000)], minlength=3) / 3000
    assert picks[2] > picks[1] > picks[0] > 0.02
    # PF probability of the best is at least the exponential mechanism's
    em = np.exp(scores / 2) / np.exp(scores / 2).sum()
    assert picks[2] >= em[2] - 0.03


def test_noiseless_switch_is_exact_and_scoped():
    with mech._noiseless():
        assert mech.noisy_counts(np.array([3, 4]), 0.01).tolist() == [3, 4]
        assert mech.select([1.0, 5.0, 2.0], 0.01, 1.0) == 1
    assert mech.is_noiseless() is False


def test_bad_epsilon_refused():
    with pytest.raises(ValueError):
        mech.noisy_counts(np.array([1]), 0)
    with pytest.raises(ValueError):
        mech.select([1.0, 2.0], -1, 1)


def test_ledger_sequential_and_parallel():
    led = Ledger(1.0)
    led.charge("global", 0.1)
    # two trees over the same records (bagging): sequential across trees
    for t in range(2):
        led.charge("root", 0.1, Scope(None, t, "inbag", ()))
        led.charge("left", 0.2, Scope(None, t, "inbag", (0,)))
        led.charge("right", 0.3, Scope(None, t, "inbag", (1,)))   # siblings: parallel
        led.charge("oob", 0.35, Scope(None, t, "oob", ()))        # disjoint from in-bag: parallel
    assert led.epsilon == pytest.approx(0.1 + 2 * 0.4)
    led.check()
    # disjoint partitions: parallel across partitions
    p = Ledger()
    for k in range(5):
        p.charge("tree", 0.5, Scope(k, k, None, ()))
    assert p.epsilon == pytest.approx(0.5)
    led.charge("extra", 0.2)
    with pytest.raises(BudgetExceededError):
        led.check()


def test_ledger_roundtrip():
    led = Ledger(1.0)
    led.charge("x", 0.25, Scope(1, 2, "oob", (0, 1)), "m")
    again = Ledger.from_dict(led.to_dict())
    assert again.epsilon == led.epsilon and again.entries == led.entries


def test_inbag_is_bernoulli_and_counter_based():
    idx = np.arange(100000)
    m = inbag_mask(7, 3, idx)
    assert m.mean() == pytest.approx(DEFAULT_INBAG_RATE, abs=0.006)
    # same key, same draw, computed piecewise (as a data partition would)
    assert np.array_equal(m[5000:6000], inbag_mask(7, 3, idx[5000:6000]))
    # different trees are (nearly) independent
    m2 = inbag_mask(7, 4, idx)
    assert (m & m2).mean() == pytest.approx(DEFAULT_INBAG_RATE ** 2, abs=0.006)
    part = partition_of(7, idx, 4)
    assert np.bincount(part).min() > 24000


@pytest.mark.parametrize("name", ["gini", "max", "info_gain", "top2"])
def test_scorer_sensitivity_holds_on_random_neighbours(name):
    # brute force: adding one record to any (child, class) cell never moves u by more than Δu,
    # including nodes larger than the information-gain scorer's n_max
    from dpforest.tree.scorers import get_scorer

    s = get_scorer(name, n_max=50)
    rng = np.random.default_rng(1)
    worst = 0.0
    for _ in range(2000):
        h = rng.integers(0, rng.choice([5, 60, 300]), size=(2, 3))
        h2 = h.copy()
        h2[rng.integers(2), rng.integers(3)] += 1
        worst = max(worst, abs(float(s(h2[None])[0] - s(h[None])[0])))
    assert worst <= s.sensitivity + 1e-9
    assert worst >= 0.5 * s.sensitivity  # the bound is not vacuous


def _random_neighbours(rng, n_children, n_classes, max_count):
    """A random children-by-class count table and the same table plus one record."""
    base = rng.integers(0, max_count + 1, size=(n_children, n_classes))
    plus = base.copy()
    plus[rng.integers(n_children), rng.integers(n_classes)] += 1
    return base, plus


def _multiway_steps(rng, utility, n, classes):
    """(largest |change|, ups, downs) of ``utility(children, levels)`` over ``n`` random k-way
    count tables and their one-record neighbours (``classes(rng)`` draws a class count)."""
    ups = downs = 0
    worst = 0.0
    for _ in range(n):
        k, c = int(rng.integers(3, 20)), classes(rng)
        base, plus = _random_neighbours(rng, k, c, int(rng.choice([3, 30, 90])))
        levels = float(np.ceil(np.log2(k)))
        d = float(utility(plus[None], levels)[0] - utility(base[None], levels)[0])
        worst = max(worst, abs(d))
        ups += d > 1e-12
        downs += d < -1e-12
    return worst, ups, downs


@pytest.mark.parametrize("name", ["gini", "info_gain", "max", "top2", "top3", "ig_gr"])
def test_scorer_monotonicity_declaration_holds_on_random_neighbours(name):
    """A scorer declared monotone must move every candidate's score the same way (within Δ) when
    a record is added; IG_GR is declared non-monotone and must show both directions."""
    from dpforest.tree.ig_gr import IGGRScorer
    from dpforest.tree.scorers import get_scorer

    rng = np.random.default_rng(7)
    scorer = IGGRScorer(400, 3, 4) if name == "ig_gr" else get_scorer(name, n_max=400)
    ups = downs = 0
    for _ in range(3000):
        k, c = int(rng.integers(2, 5)), int(rng.integers(2, 6))
        # one data set, many candidate splits: each candidate is a table over the same records
        base, plus = _random_neighbours(rng, k, c, int(rng.choice([3, 30, 90])))
        d = float(scorer(plus[None])[0] - scorer(base[None])[0])
        assert abs(d) <= scorer.sensitivity + 1e-9
        ups += d > 1e-12
        downs += d < -1e-12
    if scorer.monotone:
        assert ups == 0 or downs == 0, (name, ups, downs)
    else:
        assert ups > 0 and downs > 0, (name, ups, downs)


@pytest.mark.parametrize("name", ["gini", "max", "top2"])
def test_gain_per_level_keeps_sensitivity_and_direction(name):
    """Mixed-mode multiway scores (gain per tree level) must move like the scorer they wrap."""
    from dpforest.tree.scorers import gain_per_level, get_scorer

    rng = np.random.default_rng(11)
    scorer = get_scorer(name)
    worst, ups, downs = _multiway_steps(rng, lambda h, L: gain_per_level(scorer, h, L), 3000,
                                        lambda r: int(r.integers(2, 5)))
    assert worst <= scorer.sensitivity + 1e-9
    assert ups == 0 or downs == 0, (ups, downs)
    # and it really is the per-level gain: a 4-way split using 2 levels earns half its gain
    h = np.array([[[10, 0], [0, 10], [10, 0], [0, 10]]])
    gain = scorer(h)[0] - scorer(h.sum(1, keepdims=True))[0]
    assert gain_per_level(scorer, h, 2.0)[0] == pytest.approx(scorer(h.sum(1, keepdims=True))[0] + gain / 2)


@pytest.mark.parametrize("m", [2, 4, 8, 16])
def test_multiway_utility_is_the_finished_subtree_count(m):
    """On look-ahead levels a k-way split is scored by the top-(m / 2^(L-1)) count of its
    children (what its finished subtree could classify right), with Δ = 1 and one direction."""
    from dpforest.tree.scorers import MaxScorer, TopCountScorer, get_scorer, multiway_utility

    rng = np.random.default_rng(12)
    scorer = get_scorer(f"top{m}")
    worst, ups, downs = _multiway_steps(rng, lambda h, L: multiway_utility(scorer, h, L), 2000,
                                        lambda r: int(r.integers(m + 1, m + 12)))
    assert worst <= 1.0 + 1e-9
    assert ups == 0 or downs == 0, (ups, downs)
    h = rng.integers(0, 20, size=(3, 8, m + 3)).astype(float)      # three 8-way splits: L = 3
    want = TopCountScorer(m // 4)(h) if m >= 8 else MaxScorer()(h)
    np.testing.assert_allclose(multiway_utility(scorer, h, 3), want)
    # one level (a 2-way split) is the scorer itself; Gini keeps the gain per level
    np.testing.assert_allclose(multiway_utility(scorer, h[:, :2], 1), scorer(h[:, :2]))
    g = get_scorer("gini")
    np.testing.assert_allclose(multiway_utility(g, h, 3),
                               g(h.sum(1, keepdims=True)) + (g(h) - g(h.sum(1, keepdims=True))) / 3)


def test_mixed_growth_finds_a_many_level_code_that_restates_the_class():
    """A 30-level code that is the class: on the look-ahead levels of a mixed tree its 30-way
    split must beat every one-vs-rest candidate by far (it classifies every record right), so
    it is chosen at the root at ε = 2 every time (the gain-per-level score made it a coin toss).
    Its children keep levels (a path's first multiway split is charged half of its 5), and
    their splits on the noise column cost a little of the leaves' accuracy, so the score is
    held to 0.85: one-vs-rest trees of depth 5 separate at most a few of the 30 codes (an
    audit of 5,613 fits: mean 0.967, 1st percentile 0.94, lowest 0.903 -- a tail heavier than
    normal, which 0.9 left at about 1e-4 a run)."""
    import dpforest as d

    rng = np.random.default_rng(5)
    codes = [f"k{i:02d}" for i in range(30)]
    y = np.repeat(np.arange(30), 20)
    X = pd.DataFrame({"code": [codes[i] for i in y], "x": rng.random(len(y))})
    labels = np.array([f"c{i:02d}" for i in y])
    s = d.Schema([d.Categorical("code", tuple(codes)), d.Numeric("x", 0, 1)], [f"c{i:02d}" for i in range(30)])
    for seed in range(3):
        m = d.DPForestClassifier(2.0, s, n_samples=len(y), max_depth=5, leaf_release="counts",
                                 categorical_split="mixed", random_state=seed, progress=False).fit(X, labels)
        assert int(m.trees_[0].n_children(0)) == 30
        assert m.score(X, labels) >= 0.85
        assert m.ledger_.epsilon == pytest.approx(2.0)


def _subtree_case(rng, n):
    """A node of ``n`` random records: two numeric slots (5 and 4 codes), one categorical slot (4
    codes), three classes; its offered candidates (thresholds, one-vs-rest, multiway)."""
    K, C = 5, 3
    n_codes = np.array([5, 4, 4])
    is_num = np.array([True, True, False])
    X = np.stack([rng.integers(0, k, n) for k in n_codes], axis=1)
    y = rng.integers(0, C, n)
    valid = np.zeros((3, 2 * K + 1), dtype=bool)
    for j in range(3):
        if is_num[j]:
            valid[j, :n_codes[j] - 1] = True
        else:
            valid[j, K:K + n_codes[j]] = True
            valid[j, 2 * K] = True
    return X, y, valid, is_num, K, C


def _pairs_of(X, y, K, C):
    S = X.shape[1]
    P = np.zeros((S, K, S, K, C), dtype=np.int64)
    for a in range(S):
        for b in range(S):
            np.add.at(P, (a, X[:, a], b, X[:, b], y), 1)
    return P


def _children(X, j, kind, t, K):
    """Index sets of the children of candidate (slot j, kind, t)."""
    if kind == "thr":
        return [X[:, j] <= t, X[:, j] > t]
    if kind == "ovr":
        return [X[:, j] == t, X[:, j] != t]
    return [X[:, j] == k for k in range(K)]


def _candidates(valid, K):
    for j in range(valid.shape[0]):
        for t in np.flatnonzero(valid[j, :K]):
            yield j, "thr", t, t
        for t in np.flatnonzero(valid[j, K:2 * K]):
            yield j, "ovr", t, K + t
        if valid[j, 2 * K]:
            yield j, "multi", None, 2 * K


def _brute_subtree(X, y, valid, K, C, child_valid=None, multiway_leaves=False):
    """Finished-subtree count of every candidate, by enumerating both levels' candidates."""
    def majority(mask):
        return np.bincount(y[mask], minlength=C).max() if mask.any() else 0

    child_valid = valid if child_valid is None else child_valid
    out = np.full(valid.shape, -np.inf)
    for j, kind, t, col in _candidates(valid, K):
        total = 0
        for child in _children(X, j, kind, t, K):
            best = majority(child)
            if not (multiway_leaves and kind == "multi"):
                for j2, kind2, t2, _ in _candidates(child_valid, K):
                    best = max(best, sum(majority(child & g) for g in _children(X, j2, kind2, t2, K)))
            total += best
        out[j, col] = total
    return out


def test_finished_subtree_scores_are_the_best_two_level_count_with_unit_monotone_steps():
    """The finished-subtree utility equals a brute-force enumeration of both levels' candidates,
    the door's compiled pairwise table equals a direct count, and adding one record moves every
    candidate's utility by 0 or +1 (removing it by 0 or −1): Δ = 1, monotone, as declared."""
    from dpforest import _kernels
    from dpforest.tree.scorers import FinishedSubtreeScorer, finished_subtree_scores, get_scorer

    rng = np.random.default_rng(21)
    sc = get_scorer("subtree/top2")
    assert isinstance(sc, FinishedSubtreeScorer) and sc.sensitivity == 1.0 and sc.monotone
    steps = set()
    for trial in range(12):
        X, y, valid, is_num, K, C = _subtree_case(rng, int(rng.integers(5, 60)))
        P = _pairs_of(X, y, K, C)
        feats = np.array([[0, 1, 2]])
        got = _kernels.pair_hist(np.ascontiguousarray(X), y.astype(np.int8), [(np.arange(len(y)), np.zeros(len(y), np.int64))],
                                 feats, np.array([0]), 1, K, C)[0]
        assert (got == P).all()
        u = finished_subtree_scores(P, valid, is_num)
        np.testing.assert_array_equal(u, _brute_subtree(X, y, valid, K, C))
        # the door's compiled form gives the same utilities
        np.testing.assert_array_equal(_kernels.subtree_scores(got, valid, is_num), u)
        # mixed growth: children offered fewer candidates, a k-way candidate's children leaves
        child = valid & (rng.random(valid.shape) < 0.6)
        um = finished_subtree_scores(P, valid, is_num, child, True)
        np.testing.assert_array_equal(um, _brute_subtree(X, y, valid, K, C, child, True))
        np.testing.assert_array_equal(_kernels.subtree_scores(got, valid, is_num, child, True), um)
        x_new = np.array([[rng.integers(0, 5), rng.integers(0, 4), rng.integers(0, 4)]])
        y_new = rng.integers(0, C, 1)
        u_plus = finished_subtree_scores(_pairs_of(np.r_[X, x_new], np.r_[y, y_new], K, C), valid, is_num)
        d = u_plus[valid] - u[valid]
        steps |= set(np.unique(d).tolist())
        assert set(np.unique(d).tolist()) <= {0.0, 1.0}
    assert steps == {0.0, 1.0}          # both steps occur: the check can see a broken bound


def test_finished_subtree_count_finds_a_split_that_only_pays_one_level_down():
    """XOR of two columns: every root split leaves both children half and half, so max-count
    scores them all alike, but the finished subtree of a split on either column classifies every
    record right.  Noiseless, depth 2: the default finds it on every seed; with the utility off
    the root is a coin toss among ~60 candidates."""
    import dpforest as d
    from dpforest.privacy.mechanisms import _noiseless

    rng = np.random.default_rng(3)
    n = 400
    a, b = rng.integers(0, 2, n), rng.integers(0, 2, n)
    X = pd.DataFrame({"a": a.astype(float), "b": b.astype(float), "u": rng.random(n), "v": rng.random(n)})
    y = np.where(a ^ b, "one", "zero")
    s = d.Schema([d.Numeric(c, 0, 1) for c in X.columns], ["one", "zero"])

    class Off(d.DPForestClassifier):
        _finished_subtree = False

    on, off = [], []
    with _noiseless():
        for seed in range(3):
            for cls, acc in ((d.DPForestClassifier, on), (Off, off)):
                m = cls(1.0, s, n_samples=n, max_depth=2, leaf_release="counts", random_state=seed,
                        progress=False).fit(X, y)
                acc.append(m.score(X, y))
    assert min(on) == 1.0
    assert np.mean(off) < 0.9


def test_finished_subtree_blocks_do_not_change_the_tree(monkeypatch, mixed):
    """The door builds the pairwise tables a block of nodes at a time (one pass over the level's
    records a block): one node a block must give the same noiseless tree as all nodes at once."""
    import dpforest as d
    import dpforest.data as DD
    from dpforest.privacy.mechanisms import _noiseless

    X, y, s = mixed

    def fit():
        with _noiseless():
            return d.DPForestClassifier(2.0, s, max_depth=4, random_state=0, progress=False).fit(X, y)
    whole = fit()
    assert whole.ledger_.to_frame().mechanism.str.contains("subtree/").sum() >= 2
    monkeypatch.setattr(DD, "SUBTREE_BLOCK_CELLS", 1)
    one = fit()
    np.testing.assert_array_equal(whole.trees_[0].feature, one.trees_[0].feature)
    np.testing.assert_allclose(whole.predict_proba(X), one.predict_proba(X))


def test_monotone_selection_uses_half_the_noise():
    # scale Δ/ε for monotone utilities: with gap 4, Δ = 1, ε = 1 the best is chosen far more often
    scores = np.array([0.0, 4.0])
    mono = np.mean([mech.select(scores, 1.0, 1.0, monotone=True) for _ in range(3000)])
    gen = np.mean([mech.select(scores, 1.0, 1.0) for _ in range(3000)])
    # permute-and-flip, 2 candidates, gap g, scale s: P(best) = 1/(1 + e^{-g/s}/... ) ~ 1 - e^{-g/s}/2
    assert mono == pytest.approx(1 - np.exp(-4.0) / 2, abs=0.01)
    assert gen == pytest.approx(1 - np.exp(-2.0) / 2, abs=0.025)
    assert mech.selection_scale(1.0, 2.0, monotone=True) == pytest.approx(2.0)
    assert mech.selection_scale(1.0, 2.0) == pytest.approx(4.0)

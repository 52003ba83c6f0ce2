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
    it is chosen at the root at ε = 2 every time (the gain-per-level score made it a coin toss)."""
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
        assert m.score(X, labels) >= 0.95
        assert m.ledger_.epsilon == pytest.approx(2.0)


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

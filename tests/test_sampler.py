"""The exact discrete Laplace sampler against OpenDP's, and against the exact distribution.

The sampler draws from the operating system's CSPRNG, so it cannot be seeded: every test uses a
significance level (1e-6) at which a correct sampler fails about once in a million runs, with
sample sizes at which a 10 % scale error or a missing tail is rejected with near certainty (the
power is itself checked below, on a deliberately wrong scale).
"""

import math
from fractions import Fraction

import numpy as np
import opendp.prelude as dp
import pytest
from scipy import stats

from dpforest.privacy import mechanisms as mech
from dpforest.privacy.exact_laplace import discrete_laplace, scale_ratio

dp.enable_features("contrib")

ALPHA = 1e-6
N = 60_000


def _opendp_draws(scale: float, n: int) -> np.ndarray:
    meas = dp.m.make_laplace(dp.vector_domain(dp.atom_domain(T=int)), dp.l1_distance(T=int), scale=scale)
    return np.asarray(meas([0] * n), dtype=np.int64)


def _bins(scale: float) -> np.ndarray:
    """Bin edges: single integers near 0, wider bins further out, open tails beyond ±4 scales."""
    k = max(3, int(np.ceil(4 * scale)))
    inner = np.unique(np.round(np.linspace(-k, k + 1, 40)).astype(np.int64))
    return np.concatenate([[np.iinfo(np.int64).min], inner, [np.iinfo(np.int64).max]])


def _binned(x: np.ndarray, edges: np.ndarray) -> np.ndarray:
    return np.bincount(np.searchsorted(edges, x, side="right") - 1, minlength=len(edges) - 1)


def _two_sample_p(a: np.ndarray, b: np.ndarray, scale: float) -> float:
    edges = _bins(scale)
    table = np.vstack([_binned(a, edges), _binned(b, edges)])
    table = table[:, table.sum(axis=0) > 0]
    return stats.chi2_contingency(table)[1]


def _pmf(y: np.ndarray, scale: float) -> np.ndarray:
    a = np.exp(-1 / scale)
    return (1 - a) / (1 + a) * a ** np.abs(y)


@pytest.mark.parametrize("scale", [1.0, 1 / 0.3, 20.0])
def test_matches_opendp_two_sample(scale):
    ours = discrete_laplace(np.full(N, scale))
    ref = _opendp_draws(scale, N)
    assert _two_sample_p(ours, ref, scale) > ALPHA
    # tail frequencies beyond 3 and 6 scales agree with OpenDP's within binomial error
    for m in (3, 6):
        p = 2 * _pmf(np.arange(int(np.ceil(m * scale)), int(60 * scale) + 60), scale).sum()
        sd = np.sqrt(p * (1 - p) / N)
        for x in (ours, ref):
            assert abs(np.mean(np.abs(x) >= np.ceil(m * scale)) - p) < 6 * sd + 1e-4


def test_matches_exact_pmf():
    # one-sample chi-square against the closed-form pmf, tails pooled: more power than two-sample
    scale = 2.5
    x = discrete_laplace(np.full(4 * N, scale))
    k = 12
    obs = np.array([np.sum(x < -k)] + [np.sum(x == v) for v in range(-k, k + 1)] + [np.sum(x > k)])
    tail = _pmf(np.arange(k + 1, 2000), scale).sum()
    exp = len(x) * np.concatenate([[tail], _pmf(np.arange(-k, k + 1), scale), [tail]])
    assert stats.chisquare(obs, exp).pvalue > ALPHA
    assert abs(x.mean()) < 6 * np.sqrt(2 * np.exp(-1 / scale) / (1 - np.exp(-1 / scale)) ** 2 / len(x))


def test_the_test_catches_a_wrong_scale():
    # the two-sample test above rejects a sampler whose scale is 10 % too small
    scale = 1 / 0.3
    assert _two_sample_p(discrete_laplace(np.full(N, 0.9 * scale)), _opendp_draws(scale, N), scale) < ALPHA


def test_mixed_scales_in_one_call_keep_their_own_scale():
    scales = np.repeat([0.5, 8.0], 20000)
    rng = np.random.default_rng(0)
    perm = rng.permutation(len(scales))
    x = np.empty(len(scales), np.int64)
    x[perm] = discrete_laplace(scales[perm])
    for lo, hi, s in ((0, 20000, 0.5), (20000, 40000, 8.0)):
        a = np.exp(-1 / s)
        var = 2 * a / (1 - a) ** 2
        # rel 0.12 (6 SEs at scale 0.5, whose 20,000 draws' variance has a relative SE of 0.02):
        # the draws are unseeded, and 0.08 (4 SEs) failed 8 in 2e5 simulated runs, 0.12 none
        assert x[lo:hi].var() == pytest.approx(var, rel=0.12)


def test_scale_ratio_is_exact_or_rounds_up():
    for scale in (1.0, 2.0, 0.5, 4.0, 1 / 0.3, 1 / 0.07, 123.456, 1e5 + 0.5, 2.0 ** 20, 1e-3):
        t, s = scale_ratio(scale)
        assert s & (s - 1) == 0                        # a power of two
        q = Fraction(t, s)
        assert q >= Fraction(scale)                    # never less noise than asked
        assert q <= Fraction(scale) * (1 + Fraction(1, 2 ** 14))
        if Fraction(scale).denominator <= 2 and Fraction(scale).numerator < 2 ** 16:
            assert q == Fraction(scale)                # exactly representable: no rounding
    with pytest.raises(ValueError):
        scale_ratio(0.0)


def test_rounded_scales_move_up_a_few_steps_and_a_wrong_one_fails_fast():
    """A scale's float is rounded up to at least its exact rational; a float far below it (a
    scale computed a factor off) is an internal error raised at once, not ~2^50 tiny steps."""
    exact = Fraction(1) / Fraction(0.3)
    up = mech._above(float(exact), exact)
    assert Fraction(up) >= exact and up <= math.nextafter(float(exact), math.inf)
    with pytest.raises(RuntimeError, match="far below"):
        mech._above(float(exact) / 2, exact)
    # every noise scale in use passes, the calibrated one for an ordinary and a tiny ε
    for eps in (1.0, 0.3, 1e-4):
        assert mech.noisy_counts(np.array([5]), eps).shape == (1,)
        assert 0 <= mech.select(np.array([1.0, 2.0]), eps, 1.0) <= 1


def test_noisy_counts_many_releases_each_array_at_its_epsilon():
    counts = [np.full((100, 3), 1000), np.full(30000, 50)]
    out = mech.noisy_counts_many(counts, [1.0, 0.1])
    assert [o.shape for o in out] == [(100, 3), (30000,)]
    a = np.exp(-0.1)
    assert (out[1] - 50).var() == pytest.approx(2 * a / (1 - a) ** 2, rel=0.08)
    with mech._noiseless():
        assert np.array_equal(mech.noisy_counts_many(counts, [1.0, 0.1])[0], counts[0])
    with pytest.raises(ValueError):
        mech.noisy_counts_many(counts, [1.0])


def test_noisy_counts_many_in_blocks_noises_every_count_at_its_own_scale(monkeypatch):
    """Sampler calls of at most NOISE_BLOCK draws (here 64): small arrays share a call, a large
    one is cut across calls, and every element still gets noise of its own array's scale --
    in a Fortran-ordered array too.  ``overwrite`` adds into an int64 array in place and copies
    any other; the inputs are never changed otherwise."""
    monkeypatch.setattr(mech, "NOISE_BLOCK", 64)
    calls = []
    real = mech._noise
    monkeypatch.setattr(mech, "_noise", lambda sc: calls.append(len(sc)) or real(sc))
    big = np.asfortranarray(np.full((200, 100), 500, dtype=np.int64))
    small = [np.full(5, 9, dtype=np.int32) for _ in range(6)]
    counts = [big, *small, np.zeros(0, dtype=np.int64)]
    kept = [c.copy() for c in counts]
    out = mech.noisy_counts_many(counts, [0.05] + [0.05, 2.0] * 3 + [1.0])
    assert max(calls) <= 64 and sum(calls) == big.size + 30
    assert all(np.array_equal(c, k) for c, k in zip(counts, kept))
    assert [o.shape for o in out] == [c.shape for c in counts]
    # ε 0.05: scale 20, noise 0 with probability ~0.025 a count, so no block of 64 (nor a
    # small array of 5) is left untouched by chance; the variance of 20,000 draws is within
    # 10 % at about 6 standard errors
    d = out[0] - 500
    flat = d.reshape(-1)
    assert all((flat[i:i + 64] != 0).any() for i in range(0, flat.size, 64))
    assert all((o != 9).any() for o in out[1:7:2])
    a = np.exp(-0.05)
    assert d.var() == pytest.approx(2 * a / (1 - a) ** 2, rel=0.1)
    a2 = np.exp(-2.0)
    small_noise = np.concatenate([o - 9 for o in out[2:7:2]])
    # ε 2 (variance 0.31), not the big one's ε 0.05 (variance 800): 50x is never passed by
    # 15 draws at ε 2 in practice, and 50x below ε 0.05's variance
    assert small_noise.var() < 50 * 2 * a2 / (1 - a2) ** 2
    # in place: the caller's int64 array is the release; an int32 one is copied
    own = np.full(200, 7, dtype=np.int64)
    i32 = np.full(200, 7, dtype=np.int32)
    got = mech.noisy_counts_many([own, i32], [0.05, 0.05], overwrite=True)
    assert got[0] is own and (own != 7).mean() > 0.9
    assert got[1] is not i32 and (i32 == 7).all() and got[1].dtype == np.int64
    # arrays that share memory are copied, each drawn once: the same array twice, or a view
    # of another one handed over, would otherwise get two draws and come back aliased
    same = np.full(200, 7, dtype=np.int64)
    apart = np.full(200, 7, dtype=np.int64)
    got = mech.noisy_counts_many([same, same, same[50:150], apart], [0.05] * 4, overwrite=True)
    assert (same == 7).all() and got[3] is apart and (apart != 7).mean() > 0.9
    assert not any(np.shares_memory(got[i], got[j]) for i in range(4) for j in range(i))
    assert all((g != 7).mean() > 0.8 for g in got)      # 0.025 of draws are 0 at ε 0.05


# ---------------------------------------------------------------- permute-and-flip selection
SEL_N = 12_000
SEL_SCORES = np.array([0.0, -0.7, -1.5, -0.2, -2.6, -4.0, -0.2])


def _opendp_picks(scores, epsilon, sensitivity, monotone, n):
    """Report-noisy-max with exponential noise, sampled by OpenDP itself (one call per pick)."""
    space = (dp.vector_domain(dp.atom_domain(T=float, nan=False)), dp.linf_distance(T=float, monotonic=monotone))
    meas = dp.m.make_noisy_max(*space, dp.max_divergence(),
                               scale=mech.selection_scale(epsilon, sensitivity, monotone))
    arr = np.ascontiguousarray(scores, dtype=np.float64)
    return np.array([meas(arr) for _ in range(n)], dtype=np.int64)


def _our_picks(scores, epsilon, sensitivity, monotone, n):
    """n independent picks in one call of the exact sampler."""
    return mech.select_many(np.tile(scores, n), np.arange(n + 1) * len(scores), np.full(n, epsilon),
                            sensitivity, monotone=monotone)


def _picks_p(a, b, k):
    table = np.vstack([np.bincount(a, minlength=k), np.bincount(b, minlength=k)])
    return stats.chi2_contingency(table[:, table.sum(axis=0) > 0])[1]


@pytest.mark.parametrize("monotone", [True, False])
def test_selection_matches_opendp_two_sample(monotone):
    # scale 0.8 (monotone) or 1.6: every candidate is picked often enough to compare
    eps, sens = 2.5, 2.0
    ref = _opendp_picks(SEL_SCORES, eps, sens, monotone, SEL_N)
    ours = _our_picks(SEL_SCORES, eps, sens, monotone, SEL_N)
    assert _picks_p(ours, ref, len(SEL_SCORES)) > ALPHA
    # power: the same test rejects our sampler run at a 2/3 larger scale (at 25 % larger the
    # p-value was ~1e-10 and reached the 1e-6 threshold in a few runs out of a hundred)
    wrong = _our_picks(SEL_SCORES, eps * 0.6, sens, monotone, SEL_N)
    assert _picks_p(wrong, ref, len(SEL_SCORES)) < ALPHA


def test_selection_two_candidates_exact_probability():
    # permute-and-flip with two candidates, gap g, scale b: P(best) = 1 - e^{-g/b}/2
    n, g = 40_000, 1.5
    for monotone, b in ((True, 1.0), (False, 2.0)):
        picks = _our_picks(np.array([0.0, g]), 1.0, 1.0, monotone, n)
        p = 1 - np.exp(-g / b) / 2
        assert abs(picks.mean() - p) < 6 * np.sqrt(p * (1 - p) / n)


def test_selection_groups_keep_their_own_epsilon_and_size():
    # one call with groups of different sizes and budgets; a lone candidate is picked for free
    scores = np.r_[[0.0, 10.0], [5.0], [0.0, 0.0, 30.0, 0.0]]
    ptr = np.array([0, 2, 3, 7])
    picks = np.array([mech.select_many(scores, ptr, [100.0, 0.5, 50.0], 1.0) for _ in range(300)])
    assert (picks[:, 0] == 1).mean() > 0.99 and (picks[:, 1] == 0).all() and (picks[:, 2] == 2).mean() > 0.99
    low = np.array([mech.select_many(scores, ptr, [0.01, 0.5, 0.01], 1.0) for _ in range(400)])
    assert 0.3 < (low[:, 0] == 1).mean() < 0.7


def test_selection_grid_is_exact_and_falls_back_to_opendp():
    from dpforest.privacy import exact_select
    # ldexp + floor are exact: a score's grid value times 2^-G is the largest grid point ≤ it
    x = np.array([0.1, -0.1, 1 / 3, 12345.678901, -2.0 ** -20])
    q = exact_select.grid_values(x, 16)
    for v, g in zip(x, q):
        assert Fraction(int(g), 2 ** 16) <= Fraction(v) < Fraction(int(g) + 1, 2 ** 16)
    # scores too large for the integer grid are sampled by OpenDP, still correctly
    big = np.array([0.0, 1e19, 1e19 - 4096.0])
    assert mech.select(big, 100.0, 1.0) == 1
    # every (Δ', scale) the exact sampler uses is certified by OpenDP's privacy map
    for eps, sens, mono in ((1.0, 2.0, True), (0.013, 2.0, False), (1000.0, 1.0, True), (0.3, 17.3, True)):
        grid, den, load, cert = mech._pf_params(eps, sens, mono)
        assert grid >= exact_select.GRID_BITS and 0 < den < exact_select.MAX_DEN and 0 < load <= 1
        mech._certify_selection(*cert)                 # OpenDP's map agrees


def test_samplers_refill_their_random_bits(monkeypatch):
    # a 16-word buffer is refilled from os.urandom thousands of times inside one call; a refill
    # that did not reach the kernel would replay the same bits, a short periodic sequence
    from dpforest.privacy import exact_laplace, exact_select
    monkeypatch.setattr(exact_laplace, "_BUF_WORDS", 16)
    monkeypatch.setattr(exact_select, "_BUF_WORDS", 16)
    scale = 1 / 0.3
    x = discrete_laplace(np.full(N, scale))
    assert _two_sample_p(x, _opendp_draws(scale, N), scale) > ALPHA
    assert len({tuple(x[i:i + 8]) for i in range(0, 4000, 8)}) > 450
    picks = _our_picks(SEL_SCORES, 2.5, 2.0, True, 4000)
    assert len({tuple(picks[i:i + 8]) for i in range(0, 4000, 8)}) > 300


def test_a_tiny_scale_is_raised_to_the_finest_the_sampler_draws():
    # a scale below about 2^-46 (epsilon 1e15 at sensitivity 1, which only the door itself
    # takes) made the denominator 2^64 and the draw an OverflowError from the C long; it is
    # raised to t / 2^62 instead: more noise, never less, and the draw works
    for scale in (1e-15, 1e-20, 5e-324):
        t, s = scale_ratio(scale)
        assert s <= 2 ** 62 and Fraction(t, s) >= Fraction(scale)
        out = discrete_laplace(np.full(1000, scale))
        assert (out == 0).mean() > 0.99

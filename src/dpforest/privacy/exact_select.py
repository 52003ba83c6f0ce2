"""Exact permute-and-flip selection on a cryptographically secure source (compiled with numba).

Permute-and-flip (McKenna & Sheldon 2020) with utilities u_r and noise scale b: visit the
candidates in a uniformly random order and stop at the first r whose coin Bernoulli(exp(−(u* −
u_r)/b)) lands heads (u* = max u; the best candidate's coin always does).  Its output has exactly
the distribution of report-noisy-max with exponential noise of scale b -- argmax_r (u_r + b·E_r),
E_r ~ Exp(1) -- which is the mechanism of OpenDP's ``make_noisy_max`` under ``MaxDivergence``
(Ding et al. 2021, "The permute-and-flip mechanism is identical to report-noisy-max with
exponential noise").  It is ε-DP for ``b = 2Δ/ε``, and for ``b = Δ/ε`` when the utility is
monotone.

Why a sampler of our own: OpenDP's Python binding costs a few hundred microseconds per call, and a
forest makes thousands of selections per fit (one per node), so the bindings dominated fit time.
This kernel runs every node of a level in one call, without the GIL.

No floating point touches a draw:

* **Scores on an integer grid.**  Each utility is rounded *down* to a multiple of g = 2^−G
  (:func:`grid_values`; multiplying a float by a power of two and flooring it are exact).  Flooring
  is monotone non-decreasing, so a monotone utility stays monotone, and two utilities within Δ of
  each other floor to values within Δ + g: the mechanism is calibrated to the sensitivity
  ``Δ' = Δ + g`` (:func:`dpforest.privacy.mechanisms.selection_scale` of Δ').  With G ≥ 16 that
  is at most 2^−16 more noise than the unrounded utility needs.
* **The scale as integers.**  b is rounded *up* to t/2^k with t < 2^16
  (:func:`dpforest.privacy.exact_laplace.scale_ratio`); more noise only strengthens the guarantee.
* **Coins.**  With G ≥ k, (u* − u_r)/b = gap/(t·2^(G−k)) for the integer gap = (u* − u_r)/g, so
  each coin is Bernoulli(exp(−n/d)) for integers n, d: CKS 2020 Algorithm 1, one Bernoulli(e⁻¹)
  per whole unit of n/d and Algorithm 1 for the fraction, each "a uniform integer below d·k is
  below n".
* **The order.**  A Fisher-Yates shuffle, drawn lazily (only as far as the first heads), with
  uniform integers by exact rejection from the CSPRNG bits of
  :mod:`dpforest.privacy.exact_laplace`.

:mod:`dpforest.privacy.mechanisms` certifies every (Δ', t/2^k) it uses with OpenDP's own privacy
map for ``make_noisy_max``, and ``tests/test_sampler.py`` compares this sampler's output with
OpenDP's by a two-sample test that rejects a wrong scale.
"""

from __future__ import annotations

import numpy as np
from numba import uint64, int64

from .._jit import njit
from .exact_laplace import _BUF_WORDS, _bern_exp, _below, _borrowed, _fill

__all__ = ["GRID_BITS", "MAX_DEN", "MAX_GRID_SCORE", "grid_values", "permute_and_flip"]

#: the utility grid is 2^-G with G ≥ GRID_BITS (so it adds at most 2^-16 to any Δ ≥ 1)
GRID_BITS = 16
#: grid scores must stay below this in magnitude (gaps then fit in a signed 64-bit integer)
MAX_GRID_SCORE = float(1 << 61)
#: coin denominators stay below this: a uniform draw below den·k (k small) must fit the 62-bit
#: rejection sampler, as for the discrete Laplace sampler's t < 2^40
MAX_DEN = 1 << 40


def grid_values(scores: np.ndarray, grid_bits) -> np.ndarray:
    """⌊u · 2^G⌋ as floats (exact: multiplying a float by a power of two -- G ≥ 0, so no
    underflow -- and flooring it are exact); ``grid_bits`` per score or one for all.  Values of
    magnitude ≥ :data:`MAX_GRID_SCORE` do not fit the sampler (the caller samples those groups
    elsewhere).  The kernel computes the same values itself, group by group."""
    return np.floor(np.asarray(scores, dtype=np.float64) * np.exp2(np.asarray(grid_bits, dtype=np.float64)))


@njit(cache=True, nogil=True, forceinline=True)
def _bern_exp_any(state, buf, num, den):
    """Bernoulli(exp(−num/den)) for any num ≥ 0, den ≥ 1 (CKS 2020: exp(−⌊γ⌋) as ⌊γ⌋
    Bernoulli(e⁻¹) coins that must all land heads, then exp(−frac γ))."""
    whole = num // den
    while whole > uint64(0):           # stops at the first tails: ~1.6 coins on average
        if not _bern_exp(state, buf, uint64(1), uint64(1)):
            return False
        whole -= uint64(1)
    return _bern_exp(state, buf, num % den, den)


@njit(cache=True, nogil=True)
def _pf_kernel(scores, start, stop, mult, den, out, order, buf, state):
    """out[i] = permute-and-flip pick among scores[start[i]:stop[i]] on the grid 1/mult[i]
    (grid value ⌊u·mult⌋, ``mult`` a power of two), coin probabilities exp(−gap/den[i]);
    −2 for a group whose grid values leave the integer range."""
    buf, state = _borrowed(buf), _borrowed(state)
    for i in range(start.shape[0]):
        lo = start[i]
        n = stop[i] - lo
        m = mult[i]
        best = np.floor(scores[lo] * m)
        fits = True
        for j in range(n):
            order[j] = j
            v = np.floor(scores[lo + j] * m)
            if not abs(v) < MAX_GRID_SCORE:
                fits = False
            if v > best:
                best = v
        if not fits:
            out[i] = -2
            continue
        top = int64(best)                     # exact: an integral float below 2^61
        for j in range(n):                    # lazy Fisher-Yates: order[j] is the j-th visited
            r = j + int64(_below(state, buf, uint64(n - j)))
            c = order[r]
            order[r] = order[j]
            order[j] = c
            gap = uint64(top - int64(np.floor(scores[lo + c] * m)))
            if gap == uint64(0) or _bern_exp_any(state, buf, gap, den[i]):
                out[i] = c
                break


def permute_and_flip(scores: np.ndarray, start: np.ndarray, stop: np.ndarray, grid_bits: np.ndarray,
                     den: np.ndarray) -> np.ndarray:
    """One permute-and-flip draw per group: group i offers ``scores[start[i]:stop[i]]`` on the grid
    2^-grid_bits[i] and flips coins with probability exp(−gap/den[i]) (gap in grid units).
    Returns the chosen position within each group, −2 where the grid values do not fit."""
    start = np.ascontiguousarray(start, dtype=np.int64)
    stop = np.ascontiguousarray(stop, dtype=np.int64)
    out = np.full(len(start), -1, dtype=np.int64)
    if len(start) == 0:
        return out
    sizes = stop - start
    # a few words of bits per group: only the visited candidates draw, and a group visits few
    # (0.4-3 words a group on Adult); the buffer refills if short.  A word per candidate read
    # a hundred times the bits used from the OS, a millisecond a level.
    buf = np.empty(min(_BUF_WORDS, 64 + 4 * len(start)), dtype=np.uint64)
    _fill(buf)
    state = np.zeros(3, dtype=np.uint64)
    _pf_kernel(np.ascontiguousarray(scores, dtype=np.float64), start, stop,
               np.exp2(np.asarray(grid_bits, dtype=np.float64)), np.ascontiguousarray(den, dtype=np.uint64),
               out, np.empty(max(int(sizes.max()), 1), dtype=np.int64), buf, state)
    return out

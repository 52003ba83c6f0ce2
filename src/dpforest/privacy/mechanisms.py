"""Noise mechanisms, all sampled by OpenDP (floating-point safe; never numpy's laplace()).

* :func:`noisy_counts` -- discrete Laplace (two-sided geometric) mechanism on integer counts,
  ``make_laplace`` on an integer vector domain with the L1 metric.  A histogram of disjoint
  records has L1 sensitivity 1 under add/remove-one neighbours, so ``scale = 1/ε``.
* :func:`select` -- permute-and-flip (McKenna & Sheldon 2020), which OpenDP implements as report
  noisy max with exponential noise (``make_noisy_max`` with ``MaxDivergence``).  It is ε-DP for
  scores of L∞ sensitivity Δ with ``scale = 2Δ/ε`` in general, and with ``scale = Δ/ε`` when the
  utility is *monotone* -- adding a record moves every candidate's score in the same direction
  (OpenDP's ``linf_distance(monotonic=True)``; McKenna & Sheldon 2020, §3).  The count-weighted
  Gini, information-gain and max-count utilities are monotone (each scorer declares it,
  :mod:`dpforest.tree.scorers`), so their selections are twice as sharp for the same ε.  It is
  never worse than the exponential mechanism ``P ∝ exp(ε·u/(2Δ))`` in expected utility.

Measurements are cached by (scale, length); OpenDP's own privacy map is checked against the ε we
book, so a ledger entry can never understate what the sampler actually guarantees.

A test-only switch, :func:`_noiseless`, turns all noise off so tests can prove that the engine
itself is correct (the ε → ∞ limit).  It is private on purpose: a model fitted under it is not
differentially private and its ledger says so.
"""

from __future__ import annotations

import contextlib
import functools
import math
import threading

import numpy as np
import opendp.prelude as dp

dp.enable_features("contrib")

__all__ = ["noisy_counts", "select", "count_scale", "selection_scale", "is_noiseless"]

_state = threading.local()


def is_noiseless() -> bool:
    """True only inside the test-only :func:`_noiseless` context."""
    return getattr(_state, "noiseless", False)


@contextlib.contextmanager
def _noiseless():
    """TEST ONLY: disable all privacy noise (models fitted here are NOT private)."""
    old = is_noiseless()
    _state.noiseless = True
    try:
        yield
    finally:
        _state.noiseless = old


def _check_eps(epsilon: float) -> float:
    epsilon = float(epsilon)
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ValueError(f"epsilon must be a positive finite number, got {epsilon}")
    return epsilon


# ------------------------------------------------------------------------- counts
@functools.lru_cache(maxsize=4096)
def _laplace_int(epsilon: float, sensitivity: int):
    space = dp.vector_domain(dp.atom_domain(T=int)), dp.l1_distance(T=int)
    meas = dp.m.make_laplace(*space, scale=count_scale(epsilon, sensitivity))
    # OpenDP's own privacy map must not exceed what the ledger books
    if meas.map(int(sensitivity)) > epsilon * (1 + 1e-9):
        raise RuntimeError("internal: OpenDP's privacy map exceeds the booked epsilon")
    return meas


def count_scale(epsilon: float, sensitivity: int = 1) -> float:
    """Scale of the discrete Laplace noise for an ε-DP count of the given L1 sensitivity."""
    return sensitivity / _check_eps(epsilon)


def noisy_counts(counts: np.ndarray, epsilon: float, sensitivity: int = 1) -> np.ndarray:
    """Release integer ``counts`` (any shape) with discrete Laplace noise of scale Δ/ε.

    The caller is responsible for booking ε in the ledger (:class:`dpforest.data.PrivateData`
    does that); this function only guarantees that the noise it adds makes the release ε-DP for
    an L1 sensitivity of ``sensitivity``.
    """
    counts = np.asarray(counts)
    if counts.size == 0:
        return counts.astype(np.int64)
    if is_noiseless():
        return counts.astype(np.int64)
    meas = _laplace_int(_check_eps(epsilon), int(sensitivity))
    flat = meas(counts.astype(np.int64).ravel().tolist())
    return np.asarray(flat, dtype=np.int64).reshape(counts.shape)


# ------------------------------------------------------------------------- selection
@functools.lru_cache(maxsize=4096)
def _noisy_max(epsilon: float, sensitivity: float, monotone: bool):
    space = (dp.vector_domain(dp.atom_domain(T=float, nan=False)),
             dp.linf_distance(T=float, monotonic=bool(monotone)))
    meas = dp.m.make_noisy_max(*space, dp.max_divergence(),
                               scale=selection_scale(epsilon, sensitivity, monotone))
    if meas.map(float(sensitivity)) > epsilon * (1 + 1e-9):
        raise RuntimeError("internal: OpenDP's privacy map exceeds the booked epsilon")
    return meas


def selection_scale(epsilon: float, sensitivity: float, monotone: bool = False) -> float:
    """Exponential-noise scale that makes report-noisy-max ε-DP for L∞ sensitivity Δ:
    2Δ/ε in general, Δ/ε for a monotone utility (all scores move the same way between
    neighbours)."""
    return (1.0 if monotone else 2.0) * float(sensitivity) / _check_eps(epsilon)


def select(scores, epsilon: float, sensitivity: float, rng: np.random.Generator | None = None,
           monotone: bool = False) -> int:
    """Pick an index of ``scores`` by permute-and-flip (ε-DP for utility sensitivity Δ).

    ``monotone=True`` is only sound when, for every pair of neighbouring data sets, every
    candidate's score changes in the same direction (the scorer's ``monotone`` attribute says so).
    ``rng`` is used only in the test-only noiseless mode, to break ties among maxima.
    """
    scores = np.asarray(scores, dtype=float).ravel()
    if scores.size == 0:
        raise ValueError("select needs at least one candidate")
    if scores.size == 1:
        return 0
    if not np.isfinite(scores).all():
        raise ValueError("scores must be finite")
    if is_noiseless():
        best = np.flatnonzero(scores == scores.max())
        return int(best[0] if rng is None else rng.choice(best))
    meas = _noisy_max(_check_eps(epsilon), float(sensitivity), bool(monotone))
    # Subtracting one common constant from every score leaves report-noisy-max's output
    # distribution unchanged (only differences matter); it keeps magnitudes small.
    # a float64 ndarray crosses into OpenDP ~2x faster than a Python list
    return int(meas(np.ascontiguousarray(scores - scores.max(), dtype=np.float64)))

"""Noise mechanisms: exact samplers on a cryptographically secure source (never numpy's laplace()).

* :func:`noisy_counts` -- discrete Laplace (two-sided geometric) mechanism on integer counts,
  the mechanism of OpenDP's ``make_laplace`` on an integer vector domain with the L1 metric.  A
  histogram of disjoint records has L1 sensitivity 1 under add/remove-one neighbours, so
  ``scale = 1/ε``.  The values are drawn by :mod:`dpforest.privacy.exact_laplace`, an exact
  compiled implementation of the same algorithm (Canonne, Kamath & Steinke 2020) on
  the operating system's CSPRNG that costs well under a microsecond per count where OpenDP's Python binding
  costs several; OpenDP's privacy map still certifies every scale used (see below), and
  :func:`noisy_counts_many` releases many vectors in few sampler calls, on ``n_jobs`` threads.
* :func:`select` / :func:`select_many` -- permute-and-flip (McKenna & Sheldon 2020), whose output
  distribution is that of OpenDP's report noisy max with exponential noise (``make_noisy_max``
  with ``MaxDivergence``).  It is ε-DP for scores of L∞ sensitivity Δ with ``scale = 2Δ/ε`` in
  general, and with ``scale = Δ/ε`` when the utility is *monotone* -- adding a record moves every
  candidate's score in the same direction (OpenDP's ``linf_distance(monotonic=True)``; McKenna &
  Sheldon 2020, §3).  The count-weighted Gini, information-gain and max-count utilities are
  monotone (each scorer declares it, :mod:`dpforest.tree.scorers`), so their selections are twice
  as sharp for the same ε.  It is never worse than the exponential mechanism
  ``P ∝ exp(ε·u/(2Δ))`` in expected utility.  The picks are drawn by
  :mod:`dpforest.privacy.exact_select`, an exact compiled sampler on the same CSPRNG that takes a
  whole forest level in one call; scores are floored to a grid 2^-G and the sensitivity raised to
  Δ + 2^-G to cover it.  OpenDP's privacy map certifies each (Δ + 2^-G, scale) pair, and OpenDP
  samples the rare selection whose scale or scores fall outside the sampler's integer range.

Scales are cached by (ε, Δ); OpenDP's own privacy map, evaluated at the scale (and sensitivity)
actually sampled, is checked against the ε we book, so a ledger entry can never understate what the
sampler actually guarantees.

A test-only switch, :func:`_noiseless`, turns all noise off so tests can prove that the engine
itself is correct (the ε → ∞ limit).  It is private on purpose: a model fitted under it is not
differentially private and its ledger says so.
"""

from __future__ import annotations

import contextlib
import functools
import math
import threading
from fractions import Fraction

import numpy as np

from .. import _parallel
from . import exact_select
from .exact_laplace import discrete_laplace, scale_ratio

__all__ = ["noisy_counts", "noisy_counts_many", "select", "select_many", "count_scale", "selection_scale", "is_noiseless"]


@functools.lru_cache(maxsize=None)
def _opendp():
    """The few OpenDP constructors a fit's certification uses, imported when a fit first
    certifies a mechanism: a model loaded to predict never needs them.

    Only the submodules (``opendp.domains``, ``metrics``, ``measures``, ``measurements``, ``mod``)
    are imported, never ``opendp.prelude``: the prelude imports ``opendp.extras`` and with it
    polars (about 100 MB, its own threads, and the ``_RJEM_MALLOC_CONF`` environment variable set
    in the host process), none of which a count or a selection needs.  OpenDP's features are not
    touched here: see :func:`_contrib`."""
    from types import SimpleNamespace

    from opendp import domains, measurements, measures, metrics, mod

    return SimpleNamespace(vector_domain=domains.vector_domain, atom_domain=domains.atom_domain,
                           l1_distance=metrics.l1_distance, linf_distance=metrics.linf_distance,
                           max_divergence=measures.max_divergence, m=measurements, mod=mod)


# one fit at a time may hold "contrib" enabled: without it, a second fit could see the first's
# temporary "contrib", take it for the host's, and the first would then disable it under it
_FEATURES_LOCK = threading.Lock()


@contextlib.contextmanager
def _contrib():
    """Build OpenDP measurements with its "contrib" feature enabled, then restore the process's
    previous feature state.

    OpenDP's features are process-wide (``opendp.mod.GLOBAL_FEATURES``); enabling "contrib" for
    good, as the prelude's examples do, would change what a host program that also uses OpenDP is
    allowed to build.  OpenDP checks the feature only when a measurement is constructed
    (``assert_features`` in ``make_laplace`` / ``make_noisy_max``); its privacy map and sampling
    work with the feature disabled (tests/test_opendp_state.py checks it), so only the
    construction runs inside this block.  Limit: a host thread that builds a contrib measurement,
    or enables "contrib" itself, at the same instant could see (or lose) the feature for the
    duration of one construction; OpenDP offers no per-call alternative to the global set."""
    mod = _opendp().mod
    with _FEATURES_LOCK:
        had = "contrib" in mod.GLOBAL_FEATURES
        if not had:
            mod.enable_features("contrib")
        try:
            yield
        finally:
            if not had:
                mod.disable_features("contrib")


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
def _sampled_scale(epsilon: float, sensitivity: int) -> tuple[float, Fraction]:
    """The scale t/2^k the exact sampler draws at for an ε-DP count of L1 sensitivity Δ, and its
    load Δ/(scale·ε), at most 1 in exact rational arithmetic (checked here)."""
    # the float Δ/ε may round below the exact ratio: start from a float at or above it
    exact = Fraction(int(sensitivity)) / Fraction(epsilon)
    t, s = scale_ratio(_above(count_scale(epsilon, sensitivity), exact))
    load = exact / Fraction(t, s)
    if load > 1:
        raise RuntimeError("internal: the count noise scale is below the booked epsilon's")
    return t / s, load                 # exact: t < 2^40, s a power of two


@functools.lru_cache(maxsize=4096)
def _certify_count(epsilon: float, sensitivity: int) -> None:
    """Refuse unless OpenDP's ``make_laplace`` at the sampled scale maps Δ to at most ε."""
    dp = _opendp()
    space = dp.vector_domain(dp.atom_domain(T=int)), dp.l1_distance(T=int)
    with _contrib():
        meas = dp.m.make_laplace(*space, scale=_sampled_scale(epsilon, sensitivity)[0])
    if meas.map(int(sensitivity)) > epsilon * (1 + 1e-9):
        raise RuntimeError("internal: OpenDP's privacy map exceeds the booked epsilon")


def count_scale(epsilon: float, sensitivity: int = 1) -> float:
    """Scale of the discrete Laplace noise for an ε-DP count of the given L1 sensitivity."""
    return sensitivity / _check_eps(epsilon)


# below this many values one thread is faster than handing out work
_PARALLEL_MIN = 1 << 16

#: most discrete Laplace draws per sampler call in :func:`noisy_counts_many` (its temporaries --
#: scales, scale index, draws -- are 8 bytes each per draw: 8 MB apiece at 2^20)
NOISE_BLOCK = 1 << 20


def discrete_laplace_variance(epsilon):
    """Variance of discrete Laplace noise of scale 1/ε (a count's noise at ε, sensitivity 1):
    2·e^-ε / (1 − e^-ε)².  Takes a number or an array; ∞ where ε = 0."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        q = np.exp(-np.asarray(epsilon, dtype=float))
        out = np.where(q < 1, 2.0 * q / (1.0 - q) ** 2, np.inf)
    return float(out) if out.ndim == 0 else out


def _noise(scales: np.ndarray) -> np.ndarray:
    """Discrete Laplace noise, one draw per element of ``scales``, on :func:`_parallel.current`
    threads for long vectors (the compiled sampler releases the GIL)."""
    n_jobs = _parallel.current()
    if n_jobs <= 1 or len(scales) < _PARALLEL_MIN:
        return discrete_laplace(scales)
    return np.concatenate(_parallel.parallel_map(discrete_laplace, np.array_split(scales, n_jobs)))


def noisy_counts(counts: np.ndarray, epsilon: float, sensitivity: int = 1) -> np.ndarray:
    """Release integer ``counts`` (any shape) with discrete Laplace noise of scale Δ/ε.

    The caller is responsible for booking ε in the ledger (:class:`dpforest.data.PrivateData`
    does that); this function only guarantees that the noise it adds makes the release ε-DP for
    an L1 sensitivity of ``sensitivity``.
    """
    return noisy_counts_many([counts], [epsilon], sensitivity)[0]


def noisy_counts_many(counts: list, epsilons, sensitivity: int = 1, *,
                      overwrite: bool = False) -> list[np.ndarray]:
    """Release every array ``counts[i]`` with discrete Laplace noise of scale Δ/``epsilons[i]``
    (each array exactly as :func:`noisy_counts` would release it), in sampler calls of at most
    :data:`NOISE_BLOCK` draws: a call gathers many small arrays, or takes one block of a large
    one, so the sampler's temporaries stay a few megabytes however many counts are released.

    ``overwrite``: an int64 array the caller hands over (and reads no more) gets the noise added
    in place instead of into a copy; others are copied as without it, and so is any array
    whose memory another one handed over may share (the same array twice would otherwise get
    two draws and come back twice)."""
    arrs = [np.asarray(c) for c in counts]
    if len(arrs) != len(epsilons):
        raise ValueError("one epsilon per count array is needed")
    params = [_sampled_scale(_check_eps(e), int(sensitivity)) for e in epsilons]
    scales = [p[0] for p in params]
    if params:
        # OpenDP certifies the array whose ε is most used; its map Δ/scale is linear in 1/scale,
        # so the others, whose loads are smaller in exact arithmetic, hold too (one OpenDP
        # measurement per call, not one per distinct ε: per-tree budgets make hundreds)
        worst = max(range(len(params)), key=lambda i: params[i][1])
        _certify_count(float(epsilons[worst]), int(sensitivity))
    if is_noiseless():
        return [a.astype(np.int64) for a in arrs]
    own = [overwrite and a.dtype == np.int64 and a.flags.writeable and a.flags.c_contiguous
           for a in arrs]
    if sum(own) > 1:
        own = _not_overlapping(arrs, own)
    out = [a if mine else a.astype(np.int64, order="C") for a, mine in zip(arrs, own)]
    pieces: list = []                   # (flat view to add into, its scale), one sampler call
    held = 0                            # draws the pieces hold

    def draw():
        nonlocal held
        noise = _noise(np.repeat(np.asarray([sc for _, sc in pieces], dtype=float),
                                 [v.size for v, _ in pieces]))
        at = 0
        for v, _ in pieces:
            v += noise[at:at + v.size]
            at += v.size
        pieces.clear()
        held = 0

    for o, sc in zip(out, scales):
        flat = o.reshape(-1)            # a view: every array above is C-contiguous
        for i in range(0, flat.size, NOISE_BLOCK):
            v = flat[i:i + NOISE_BLOCK]
            if pieces and held + v.size > NOISE_BLOCK:
                draw()
            pieces.append((v, sc))
            held += v.size
    if pieces:
        draw()
    return out


def _not_overlapping(arrs: list, own: list) -> list:
    """``own`` with False for every array whose bytes overlap another one's among those
    marked: by address ranges, sorted (each marked array is C-contiguous, so its range is
    exactly its memory)."""
    spans = sorted((a.__array_interface__["data"][0], a.nbytes, k)
                   for k, (a, mine) in enumerate(zip(arrs, own)) if mine and a.nbytes)
    keep = list(own)
    end, last = -1, None
    for start, size, k in spans:
        if start < end:
            keep[k] = False
            if last is not None:
                keep[last] = False
        if start + size > end:
            end, last = start + size, k
    return keep


# ------------------------------------------------------------------------- selection
@functools.lru_cache(maxsize=4096)
def _noisy_max(epsilon: float, sensitivity: float, monotone: bool, scale: float | None = None):
    """OpenDP's report-noisy-max (exponential noise) for Δ at ``scale`` (default: the calibrated
    one), refused unless its own privacy map gives at most ε."""
    dp = _opendp()
    space = (dp.vector_domain(dp.atom_domain(T=float, nan=False)),
             dp.linf_distance(T=float, monotonic=bool(monotone)))
    if scale is None:
        scale = selection_scale(epsilon, sensitivity, monotone)
    with _contrib():
        meas = dp.m.make_noisy_max(*space, dp.max_divergence(), scale=scale)
    if meas.map(float(sensitivity)) > epsilon * (1 + 1e-9):
        raise RuntimeError("internal: OpenDP's privacy map exceeds the booked epsilon")
    return meas


# ``x`` is the float rounding of ``exact``: a few steps reach it.  More means the float was
# computed wrongly (a scale a factor off), which must fail loudly instead of stepping for ages
_ABOVE_MAX_STEPS = 64


def _above(x: float, exact: Fraction) -> float:
    """The float ``x`` moved up until it is at least the rational ``exact`` (``x`` must be within
    a few units in the last place of it)."""
    for _ in range(_ABOVE_MAX_STEPS):
        if Fraction(x) >= exact:
            return x
        x = math.nextafter(x, math.inf)
    raise RuntimeError("internal: a noise scale's float is far below its exact value")


@functools.lru_cache(maxsize=4096)
def _pf_params(epsilon: float, sensitivity: float, monotone: bool) -> tuple | None:
    """(G, den, load, certificate) of the exact permute-and-flip sampler for an ε-DP selection of
    Δ: scores on the grid 2^-G, coins exp(-gap/den); None when the scale is outside the sampler's
    integer range (OpenDP samples those).  ``load`` = (ε actually spent)/ε, exact in rationals and
    at most 1 (checked here); ``certificate`` the arguments of :func:`_certify_selection` for the
    grid sensitivity Δ + 2^-G and the rounded-up scale t/2^k actually sampled."""
    grid = exact_select.GRID_BITS
    for _ in range(8):
        # flooring to the grid can widen a utility's change by up to one grid step
        sens = _above(float(sensitivity) + 2.0 ** -grid, Fraction(float(sensitivity)) + Fraction(1, 1 << grid))
        # the float cΔ'/ε may round below the exact ratio: start from a float at or above it
        exact = (1 if monotone else 2) * Fraction(sens) / Fraction(epsilon)
        t, s = scale_ratio(_above(selection_scale(epsilon, sens, monotone), exact))
        k = s.bit_length() - 1
        if k <= grid:
            break
        grid = k                       # a finer scale needs a grid at least as fine
    else:                              # pragma: no cover - k is bounded by scale_ratio
        return None
    den = t << (grid - k)              # gap·2^-G / (t/2^k) = gap / (t·2^(G-k))
    if den >= exact_select.MAX_DEN:
        return None
    load = exact / Fraction(t, s)
    if load > 1:
        raise RuntimeError("internal: the selection scale is below the booked epsilon's")
    return grid, den, load, (epsilon, sens, bool(monotone), Fraction(t, s))


@functools.lru_cache(maxsize=4096)
def _certify_selection(epsilon: float, sensitivity: float, monotone: bool, scale: Fraction) -> None:
    """Refuse unless OpenDP's privacy map says report-noisy-max at ``scale`` is ε-DP for
    Δ = ``sensitivity``.  Multiplying every score by 1/scale turns the mechanism into the same one
    at scale 1 with sensitivity Δ/scale, so one OpenDP measurement (scale 1) serves every scale
    through its map."""
    factor = 1 if monotone else 2
    rescaled = _above(float(Fraction(sensitivity) / scale), Fraction(sensitivity) / scale)
    if _noisy_max(float(factor), 1.0, bool(monotone), 1.0).map(rescaled) > epsilon * (1 + 1e-9):
        raise RuntimeError("internal: OpenDP's privacy map exceeds the booked epsilon")


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
    return int(select_many(scores, [0, scores.size], [epsilon], sensitivity, rng, monotone)[0])


#: Added to every selection's sensitivity: utilities are evaluated in floating point (Gini,
#: information gain), so a score whose exact change is in [0, Δ] can come out up to a rounding
#: error the "wrong" way (a few 1e-12 measured), and the grid's floor can turn that into one
#: step (:func:`_pf_params` adds one step 2^-G for the floor's own widening).  Selection is
#: unchanged by adding one constant to every score, so changes in [-s, Δ + s] are a monotone
#: change of width Δ + 2s: raising Δ by one more step covers it, for monotone and general
#: utilities alike, at a relative cost of 2^-16/Δ in sharpness.  Public and data-independent.
FLOAT_SLACK = 2.0 ** -16


def select_many(scores, ptr, epsilons, sensitivity: float, rng: np.random.Generator | None = None,
                monotone: bool = False) -> np.ndarray:
    """One permute-and-flip pick per group: group i offers ``scores[ptr[i]:ptr[i+1]]`` and is
    ε-DP at ``epsilons[i]``.  Returns each pick's position within its group.

    All groups are drawn by one call of the exact compiled sampler
    (:mod:`dpforest.privacy.exact_select`), so a forest level costs one call instead of one
    OpenDP call per node.  The sampler is calibrated to ``sensitivity`` + :data:`FLOAT_SLACK`
    (rounding in the scores' evaluation).
    """
    sensitivity = float(sensitivity) + FLOAT_SLACK
    scores = np.asarray(scores, dtype=float).ravel()
    ptr = np.asarray(ptr, dtype=np.int64)
    sizes = np.diff(ptr)
    eps = [_check_eps(e) for e in np.broadcast_to(np.asarray(epsilons, dtype=float), sizes.shape)]
    if (sizes < 1).any():
        raise ValueError("select needs at least one candidate")
    if not np.isfinite(scores).all():
        raise ValueError("scores must be finite")
    out = np.zeros(len(sizes), dtype=np.int64)
    if is_noiseless():
        for i in np.flatnonzero(sizes > 1):
            grp = scores[ptr[i]:ptr[i + 1]]
            best = np.flatnonzero(grp == grp.max())
            out[i] = best[0] if rng is None else rng.choice(best)
        return out
    params = [_pf_params(e, float(sensitivity), bool(monotone)) if n > 1 else None for e, n in zip(eps, sizes)]
    exact = np.array([p is not None for p in params], dtype=bool)
    for i in np.flatnonzero((sizes > 1) & ~exact):     # outside the exact sampler's range
        out[i] = _select_opendp(scores[ptr[i]:ptr[i + 1]], eps[i], sensitivity, monotone)
    idx = np.flatnonzero(exact)
    if len(idx):
        # OpenDP certifies the selection of the call that spends the largest share of its ε.
        # Its privacy map is linear in the sensitivity at a fixed scale, so the others, whose
        # shares are checked smaller in exact rationals, hold too (one map call per call of
        # this function instead of one per distinct ε: per-tree budgets make hundreds)
        distinct = {id(params[i]): params[i] for i in idx}.values()     # cached: one object per ε
        _certify_selection(*max(distinct, key=lambda p: p[2])[3])
        out[idx] = _select_exact(scores, ptr, idx, [params[i] for i in idx], sensitivity, monotone, eps)
    return out


def _select_exact(scores, ptr, idx, params, sensitivity, monotone, eps) -> np.ndarray:
    """Groups ``idx`` through the exact sampler, each on its own grid; a group whose grid scores
    leave the sampler's integer range is sampled by OpenDP instead."""
    grid = np.array([p[0] for p in params], dtype=np.int64)
    den = np.array([p[1] for p in params], dtype=np.uint64)
    res = exact_select.permute_and_flip(scores, ptr[idx], ptr[idx + 1], grid, den)
    for j in np.flatnonzero(res == -2):
        i = idx[j]
        res[j] = _select_opendp(scores[ptr[i]:ptr[i + 1]], eps[i], sensitivity, monotone)
    return res


def _select_opendp(scores: np.ndarray, epsilon: float, sensitivity: float, monotone: bool) -> int:
    """One selection sampled by OpenDP (the fallback outside the exact sampler's range)."""
    meas = _noisy_max(epsilon, float(sensitivity), bool(monotone))
    # Subtracting one common constant from every score leaves report-noisy-max's output
    # distribution unchanged (only differences matter); it keeps magnitudes small.
    # a float64 ndarray crosses into OpenDP ~2x faster than a Python list
    return int(meas(np.ascontiguousarray(scores - scores.max(), dtype=np.float64)))

"""Exact discrete Laplace sampler on a cryptographically secure source (compiled with numba).

Canonne, Kamath & Steinke, "The Discrete Gaussian for Differential Privacy" (NeurIPS 2020):

* Algorithm 1 -- Bernoulli(exp(−γ)) for a rational γ = n/d ∈ [0, 1]: draw A_k ~ Bernoulli(γ/k)
  for k = 1, 2, … until the first A_k = 0; output 1 iff that k is odd.  Each Bernoulli(γ/k) is
  "a uniform integer below d·k is < n", so only integer arithmetic is involved.
* Algorithm 2 -- discrete Laplace with scale t/s (P(Y = y) ∝ exp(−|y|·s/t)) for integers t, s:
  U ~ Uniform{0..t−1}; accept U with probability exp(−U/t) (else restart); V ~ Geometric(1 − e⁻¹)
  (the number of Bernoulli(e⁻¹) successes before a failure); X = U + t·V; Y = ⌊X/s⌋;
  B ~ Bernoulli(½); restart if (B = 1, Y = 0), otherwise output (1 − 2B)·Y.

No floating point touches a sample: the scale is a ratio of two integers and every uniform
integer below m is drawn by exact rejection from fresh bits of the operating system's CSPRNG:
take the next ⌈log2 m⌉ bits as r and accept r if r < m, else draw again.  Bits are consumed from a
buffer filled by ``os.urandom`` and refilled, whenever it runs dry, by getrandom(2) called from
the compiled code (the system call ``os.urandom`` itself makes on Linux; ``os.urandom`` through
an object-mode block where the C library lacks it), so nothing about the output depends on a
seed and no attempt is ever cut short.

Scale representation: a float scale Δ/ε is an exact dyadic rational, but its numerator can have
53 bits, and U costs as many random bits as t has.  :func:`scale_ratio` therefore uses
a t/2^k ≥ scale with t below 2^16 (k ≥ 0; in practice t in [2^14, 2^15), k at most 62): the
float itself when it already has that form (1/ε for ε = 0.5, 0.25, integers, …), otherwise the
scale rounded *up* by a relative amount below 2^-14 (measured up to 6.1e-5).  A larger scale only adds noise, so the release stays ε-DP for the ε the ledger
books; :mod:`dpforest.privacy.mechanisms` checks that with OpenDP's privacy map at the rounded
scale.
"""

from __future__ import annotations

import ctypes
import math
import os
import warnings
from fractions import Fraction

import numpy as np
from llvmlite import ir
from numba import carray, objmode, uint64, int64
from numba.core import types
from numba.core.errors import NumbaWarning
from numba.extending import intrinsic

from .._jit import njit

# the buffer refill is the only object-mode (GIL-holding) step; everything else runs without the GIL
warnings.filterwarnings("ignore", message=".*Code running in object mode won't allow parallel",
                        category=NumbaWarning)

__all__ = ["discrete_laplace", "scale_ratio"]

_T_BITS = 16                  # the scale's numerator t stays below 2^16 (see scale_ratio)
_T_BITS_MAX = 1 << _T_BITS
_MAX_T = 1 << 40              # t·V must stay far inside uint64 (V < 2^20 checked below)
_BUF_WORDS = 1 << 17          # 1 MB of random words per os.urandom call


def scale_ratio(scale: float) -> tuple[int, int]:
    """The sampled scale as integers (t, s = 2^k), t/s ≥ ``scale``: exact when the float is
    already such a ratio with t < 2^16, else the next one up (only ever more noise)."""
    q = Fraction(float(scale))
    if not q > 0:
        raise ValueError("the noise scale must be positive")
    t, s = q.as_integer_ratio()
    if t >= _T_BITS_MAX or s > 1:
        # a power-of-two denominator that keeps the numerator below 2^16 (one bit short of the
        # largest: t lands in [2^14, 2^15), a round-up below 2^-14)
        # (at most 2^62, a C long: a scale below about 2^-46 -- an ε above 10^14 at Δ = 1,
        # which only the door itself takes -- is raised to t/2^62, more noise, never less)
        k = min(max(0, _T_BITS - 1 - math.floor(math.log2(q)) - 1), 62)
        while k > 0 and math.ceil(q * (1 << k)) >= _T_BITS_MAX:
            k -= 1
        t2, s2 = math.ceil(q * (1 << k)), 1 << k
        if t2 < t or s2 < s:           # the float itself is coarser: keep it exactly
            t, s = t2, s2
    return int(t), int(s)


def fits_sampler(scale: float) -> bool:
    """Whether :func:`discrete_laplace` can draw at ``scale`` (its integer numerator below
    2^40): a public check of ε and a sensitivity that estimators run before reading data."""
    return math.isfinite(scale) and scale > 0 and scale_ratio(scale)[0] < _MAX_T


def _fill(buf: np.ndarray) -> None:
    buf[:] = np.frombuffer(os.urandom(8 * len(buf)), dtype=np.uint64)


def _has_getrandom() -> bool:
    """True when the C library offers getrandom(2), the system call behind ``os.urandom`` on
    Linux (the same CSPRNG)."""
    try:
        return hasattr(ctypes.CDLL(None), "getrandom")
    except OSError:                    # pragma: no cover - no C library to inspect
        return False


_getrandom = types.ExternalFunction("getrandom", types.intp(types.voidptr, types.uintp, types.uint32))


@intrinsic
def _void_ptr(typingctx, addr):
    """The address ``addr`` as a ``void *`` (getrandom's buffer argument)."""
    sig = types.voidptr(addr)

    def codegen(context, builder, signature, args):
        return builder.inttoptr(args[0], ir.IntType(8).as_pointer())

    return sig, codegen


@njit(cache=True, nogil=True)
def _refill_getrandom(buf):
    """Fill ``buf`` from getrandom(2), called directly from compiled code.  Why not ``os.urandom``
    through an object-mode block: the mere presence of such a block on the draw path made every
    bit draw ~12x slower.  getrandom may return fewer bytes than asked (or -1 when interrupted):
    it is called again until the buffer is full, so no bit is ever reused."""
    nbytes = buf.shape[0] * 8
    done = 0
    while done < nbytes:
        got = _getrandom(_void_ptr(buf.ctypes.data + done), nbytes - done, 0)
        if got > 0:
            done += got


@njit(cache=True, nogil=True)
def _refill_urandom(buf):
    """Fill ``buf`` from ``os.urandom`` (systems without getrandom in their C library)."""
    with objmode():
        _fill(buf)


_refill = _refill_getrandom if _has_getrandom() else _refill_urandom


@intrinsic
def _u64_ptr(typingctx, addr):
    """The address ``addr`` as a uint64 pointer (for :func:`_borrowed`)."""
    sig = types.CPointer(types.uint64)(addr)

    def codegen(context, builder, signature, args):
        return builder.inttoptr(args[0], context.get_value_type(types.CPointer(types.uint64)))

    return sig, codegen


@intrinsic
def _bit_length(typingctx, x):
    """Number of bits of the uint64 ``x`` (one count-leading-zeros instruction; a shift loop
    cost more than the draw it sized)."""
    sig = types.int64(types.uint64)

    def codegen(context, builder, signature, args):
        clz = builder.ctlz(args[0], ir.Constant(ir.IntType(1), 0))
        return builder.sub(ir.Constant(ir.IntType(64), 64), clz)

    return sig, codegen


@njit(cache=True, nogil=True)
def _borrowed(arr):
    """A view of the uint64 array ``arr`` that carries no reference count.

    Why: every call of a helper below with an ordinary array argument increments and decrements
    the array's reference count atomically, and the samplers make tens of such calls per draw --
    that bookkeeping cost ~40 ns a call, most of the sampler's time.  The caller keeps ``arr``
    alive for as long as the view is used (the kernels' own arguments)."""
    return carray(_u64_ptr(arr.ctypes.data), arr.shape[0])


# The draw helpers are inlined into the kernels by LLVM (forceinline): as calls, each cost
# ~10x the draw itself, which is a handful of shifts and compares.  numba's own IR inlining
# (inline="always") gave the same machine speed and doubled the kernels' first compile (the
# discrete Laplace kernel 1.9 s → 1.0 s, permute-and-flip 1.8 s → 0.5 s).
@njit(cache=True, nogil=True, forceinline=True)
def _bits(state, buf, b):
    """The next ``b`` (1..64) fresh random bits, as an integer in [0, 2^b)."""
    # state = [position in buf, reservoir word, bits left in the reservoir]
    if state[2] < b:
        if state[0] == buf.shape[0]:
            _refill(buf)
            state[0] = uint64(0)
        state[1] = buf[state[0]]
        state[0] += uint64(1)
        state[2] = uint64(64)
    w = state[1]
    if b == 64:
        state[2] = uint64(0)
        return w
    r = w & ((uint64(1) << uint64(b)) - uint64(1))
    state[1] = w >> uint64(b)
    state[2] -= uint64(b)
    return r


@njit(cache=True, nogil=True, forceinline=True)
def _below(state, buf, m):
    """Uniform integer in [0, m), m ≥ 1, by exact rejection: draw b bits with 2^(b−1) < m ≤ 2^b
    until the value is below m (accepted with probability > 1/2; no division involved)."""
    if m == uint64(1):
        return uint64(0)
    b = _bit_length(uint64(m) - uint64(1))        # the b with 2^(b-1) < m <= 2^b
    if b > 62:                                     # the bit reservoir serves at most 62 bits
        b = 62
    while True:
        r = _bits(state, buf, b)
        if r < m:
            return r


@njit(cache=True, nogil=True, forceinline=True)
def _bern_exp(state, buf, num, den):
    """Bernoulli(exp(−num/den)) for 0 ≤ num ≤ den (CKS Algorithm 1)."""
    k = uint64(1)
    while _below(state, buf, den * k) < num:
        k += uint64(1)
    return (k & uint64(1)) == uint64(1)


@njit(cache=True, nogil=True)
def _dlap_kernel(t, s, group, out, buf, state):
    """out[i] ~ discrete Laplace with scale t[group[i]] / s[group[i]] (CKS Algorithm 2).
    Returns -1, or the index of an element whose t·V left the safe range (p < e^-(2^20))."""
    buf, state = _borrowed(buf), _borrowed(state)
    for i in range(out.shape[0]):
        tt = t[group[i]]
        ss = s[group[i]]
        while True:
            u = _below(state, buf, tt)
            if not _bern_exp(state, buf, u, tt):
                continue
            v = uint64(0)
            while _bern_exp(state, buf, uint64(1), uint64(1)):
                v += uint64(1)
                if v >= uint64(1 << 20):
                    return i
            y = (u + tt * v) // ss
            # (typed int64: a literal 1 compiled a second specialisation of _bits)
            if _bits(state, buf, int64(1)) == uint64(1):
                if y == uint64(0):
                    continue
                out[i] = -int64(y)
            else:
                out[i] = int64(y)
            break
    return -1


def discrete_laplace(scales) -> np.ndarray:
    """One discrete Laplace draw (int64) per element, at the scale :func:`scale_ratio` gives
    for each element of ``scales`` (positive floats, typically a handful of distinct values)."""
    scales = np.asarray(scales, dtype=float).ravel()
    if len(scales) and scales.min() == scales.max():          # the common case: one scale
        uniq, inv = scales[:1], np.zeros(len(scales), dtype=np.int64)
    else:
        uniq, inv = np.unique(scales, return_inverse=True)
    ratios = [scale_ratio(v) for v in uniq]
    if any(t >= _MAX_T for t, _ in ratios):
        raise ValueError("noise scale too large for the exact sampler (≥ 2^40): the epsilon of "
                         "one query is too small; raise epsilon or give the query a larger share")
    t = np.array([r[0] for r in ratios], dtype=np.uint64)
    s = np.array([r[1] for r in ratios], dtype=np.uint64)
    out = np.empty(len(scales), dtype=np.int64)
    buf = np.empty(min(_BUF_WORDS, 64 + 8 * len(scales)), dtype=np.uint64)
    _fill(buf)
    state = np.zeros(3, dtype=np.uint64)
    if _dlap_kernel(t, s, inv.astype(np.int64), out, buf, state) >= 0:
        raise RuntimeError("discrete Laplace sampler: geometric overflow (probability < e^-1000000)")
    return out

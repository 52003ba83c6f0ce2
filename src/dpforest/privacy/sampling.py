"""Per-tree record sampling that keeps count sensitivity at 1 (docs/privacy.md).

A literal bootstrap repeats records, and a record drawn k times raises every count's sensitivity
to k.  Instead each (tree, record) pair gets an independent Bernoulli(q) in-bag indicator; the
rest of the records are that tree's out-of-bag (OOB) sample.  In-bag and OOB are disjoint, so
training on one and scoring on the other compose in parallel.

Disjoint-partition mode: record r belongs to partition ``h(seed, r) mod k``; each tree (or group)
gets one partition and parallel composition gives each the full ε.

**What a draw is keyed by.**  Every draw is a pure function of ``(seed, stream, key(r))`` where
``key(r)`` (:func:`record_keys`) mixes a 64-bit hash of the record's *own* encoded content -- its
feature codes and its label -- with its *occurrence rank*: how many identical records come
before it.  It never depends on the record's position among other records.  So adding or
removing one record r changes no draw of any record whose content differs from r's: with a fixed
``random_state`` the samples of neighbouring data sets D and D + r differ by r alone (a position
key would shift every later record's draw: inserting one record at the front re-draws them all,
which an observer of the released model can tell apart).  Among the m copies of r's content, D
holds the draws of ranks 0..m−1 and D + r those of ranks 0..m: the copies are interchangeable
(everything the forests compute depends on records only through their content), so D + r's
sample is D's sample plus at most one copy of r.  Counts keep sensitivity 1, and each record's
partition is a function of that record (and its copies) alone, the condition for parallel
composition.  Without the rank, copies would share one draw, so a data set of a few distinct
records would bag (or partition) them all-or-nothing; with it, copies are drawn independently.
The draws are counter-based (SplitMix64 finaliser over the mixed key): nothing is materialised,
they are reproducible from ``random_state``, and a data partition (Dask) computes its records'
draws itself, given how many copies of each of its records earlier partitions hold.
"""

from __future__ import annotations

import numpy as np
from numba import njit, uint64

__all__ = ["uniform01", "content_hash", "occurrence_rank", "record_keys", "inbag_mask", "partition_of", "DEFAULT_INBAG_RATE"]

#: P(a record is among a bootstrap sample's distinct records) = 1 - (1 - 1/n)^n -> 1 - 1/e
DEFAULT_INBAG_RATE = 1.0 - np.exp(-1.0)

_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def _splitmix64(z: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):
        z = z + _GOLDEN
        z = (z ^ (z >> np.uint64(30))) * _M1
        z = (z ^ (z >> np.uint64(27))) * _M2
        return z ^ (z >> np.uint64(31))


@njit(cache=True, nogil=True)
def _mix(z):
    """SplitMix64's finaliser on one uint64 (wrapping arithmetic), as :func:`_splitmix64`."""
    z = z + uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> uint64(30))) * uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> uint64(27))) * uint64(0x94D049BB133111EB)
    return z ^ (z >> uint64(31))


@njit(cache=True, nogil=True)
def _content_hash_kernel(codes, labels, out):
    for i in range(codes.shape[0]):
        h = _mix(uint64(labels[i]) ^ uint64(0xD1B54A32D192ED03))
        for j in range(codes.shape[1]):
            h = _mix(h ^ uint64(codes[i, j]))
        out[i] = h


@njit(cache=True, nogil=True)
def _rank_kernel(h, order, offset, out):
    """out[r] = offset[r] + number of records before r (in ``order``, a stable sort by h) with
    r's hash."""
    start = 0
    for i in range(order.shape[0]):
        if i > 0 and h[order[i]] != h[order[i - 1]]:
            start = i
        r = order[i]
        out[r] = uint64(i - start) + offset[r]


@njit(cache=True, nogil=True)
def _key_kernel(h, rank, out):
    for i in range(h.shape[0]):
        out[i] = _mix(h[i] ^ _mix(rank[i] ^ uint64(0x632BE59BD9B4E019)))


def content_hash(codes: np.ndarray, labels: np.ndarray) -> np.ndarray:
    """64-bit hash of each record's own content: encoded features (n, F) and label (n,).

    A chained SplitMix64 hash over the label and the codes in schema order; it depends on nothing
    but the record itself (identical records share it).  Compiled, one record at a time: no
    full-length temporaries."""
    codes = np.ascontiguousarray(codes)
    out = np.empty(len(codes), dtype=np.uint64)
    _content_hash_kernel(codes, np.asarray(labels), out)
    return out


def occurrence_rank(h: np.ndarray, offset: np.ndarray | None = None) -> np.ndarray:
    """For each record, how many records with the same content hash come before it (in the
    given order), plus ``offset`` (the count of its copies in earlier data partitions)."""
    h = np.asarray(h, dtype=np.uint64)
    off = np.zeros(1, dtype=np.uint64) if offset is None else np.asarray(offset, dtype=np.uint64)
    rank = np.empty(len(h), dtype=np.uint64)
    _rank_kernel(h, np.argsort(h, kind="stable"), np.broadcast_to(off, h.shape), rank)
    return rank


def record_keys(codes: np.ndarray, labels: np.ndarray, offset: np.ndarray | None = None) -> np.ndarray:
    """64-bit sampler key of each record: its content hash mixed with its occurrence rank among
    identical records (module docstring).  Distinct copies of one record get independent draws;
    adding or removing a record changes no draw of a record with other content."""
    h = content_hash(codes, labels)
    rank = occurrence_rank(h, offset)
    _key_kernel(h, rank, h)                 # in place: the hash is not needed afterwards
    return h


def uniform01(seed: int, stream: int, index: np.ndarray) -> np.ndarray:
    """Deterministic uniforms in [0, 1) keyed by (seed, stream, record key); vectorised over the
    keys (``index``: :func:`record_keys`, or any uint64 counter)."""
    index = np.asarray(index, dtype=np.uint64)
    with np.errstate(over="ignore"):
        key = _splitmix64(np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ _splitmix64(
            np.uint64(stream & 0xFFFFFFFFFFFFFFFF) + np.uint64(0x632BE59BD9B4E019)))
    out = np.empty(len(index), dtype=np.float64)
    _uniform_kernel(index, key, out)
    return out


@njit(cache=True, nogil=True)
def _uniform_kernel(index, key, out):
    """out[i] = the top 53 bits of SplitMix64(index[i] ^ key) as a float in [0, 1): compiled, as
    the numpy form made five full-length temporaries per draw (each tree's in-bag mask)."""
    for i in range(index.shape[0]):
        out[i] = float(_mix(index[i] ^ key) >> uint64(11)) * (1.0 / 9007199254740992.0)


def inbag_mask(seed: int, tree: int, index: np.ndarray, rate: float = DEFAULT_INBAG_RATE) -> np.ndarray:
    """Boolean in-bag indicator for ``tree`` of the records with keys ``index`` (Bernoulli(rate),
    independent across distinct keys and trees)."""
    if not 0.0 < rate <= 1.0:
        raise ValueError(f"in-bag rate must be in (0, 1], got {rate}")
    return uniform01(seed, 2 * tree + 1, index) < rate


def partition_of(seed: int, index: np.ndarray, n_partitions: int, stream: int = 0) -> np.ndarray:
    """Partition id in [0, n_partitions) of the records with keys ``index`` (uniform; a function
    of each record alone)."""
    u = uniform01(seed, -2 - 2 * stream, index)
    return np.minimum((u * n_partitions).astype(np.int64), n_partitions - 1)

"""Per-tree record sampling that keeps count sensitivity at 1 (ALGORITHMS.md §0).

A literal bootstrap repeats records, and a record drawn k times raises every count's sensitivity
to k.  Instead each (tree, record) pair gets an independent Bernoulli(q) in-bag indicator; the
rest of the records are that tree's out-of-bag (OOB) sample.  In-bag and OOB are disjoint, so
training on one and scoring on the other compose in parallel.

The indicator is a pure function of ``(seed, tree, record index)`` -- a counter-based generator
(SplitMix64 finaliser over the mixed key) -- so no sample is materialised, it is reproducible from
``random_state``, and a data partition can compute its own records' indicators from their global
indices (which is what makes the same forests run on Dask).

Disjoint-partition mode: record i belongs to partition ``h(seed, i) mod k``; each tree (or group)
gets one partition and parallel composition gives each the full ε.
"""

from __future__ import annotations

import numpy as np

__all__ = ["uniform01", "inbag_mask", "partition_of", "DEFAULT_INBAG_RATE"]

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


def uniform01(seed: int, stream: int, index: np.ndarray) -> np.ndarray:
    """Deterministic uniforms in [0, 1) keyed by (seed, stream, index); vectorised over index."""
    index = np.asarray(index, dtype=np.uint64)
    with np.errstate(over="ignore"):
        key = _splitmix64(np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ _splitmix64(
            np.uint64(stream & 0xFFFFFFFFFFFFFFFF) + np.uint64(0x632BE59BD9B4E019)))
        h = _splitmix64(index ^ key)
    return (h >> np.uint64(11)).astype(np.float64) * (1.0 / (1 << 53))


def inbag_mask(seed: int, tree: int, index: np.ndarray, rate: float = DEFAULT_INBAG_RATE) -> np.ndarray:
    """Boolean in-bag indicator of records ``index`` for ``tree`` (Bernoulli(rate), independent)."""
    if not 0.0 < rate <= 1.0:
        raise ValueError(f"in-bag rate must be in (0, 1], got {rate}")
    return uniform01(seed, 2 * tree + 1, index) < rate


def partition_of(seed: int, index: np.ndarray, n_partitions: int, stream: int = 0) -> np.ndarray:
    """Partition id in [0, n_partitions) of each record (uniform, independent of the data)."""
    u = uniform01(seed, -2 - 2 * stream, index)
    return np.minimum((u * n_partitions).astype(np.int64), n_partitions - 1)

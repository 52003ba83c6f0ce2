"""Compiled (numba, GIL-free) kernels of the data door's per-level passes.

Each kernel reads the encoded records once per (record, feature slot) in record order and
scatters into a small per-node table, which is what a plain ``bincount`` does, without building
the flat key arrays a numpy formulation needs.  :func:`feature_hist` splits the records into
``_parallel.current()`` contiguous pieces with one private table each and sums them: integer
sums, so the result does not depend on the number of threads.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from . import _parallel

__all__ = ["feature_hist", "route_records", "bin_codes"]

# below this many (record, slot) cells one thread is faster than handing out work
_PARALLEL_MIN = 1 << 18


@njit(cache=True, nogil=True)
def _feature_hist_kernel(codes, y, node, rec, features, out):
    S = features.shape[1]
    for i in range(rec.shape[0]):
        r = rec[i]
        nd = node[i]
        c = y[r]
        for s in range(S):
            f = features[nd, s]
            if f >= 0:
                out[nd, s, codes[r, f], c] += 1


@njit(cache=True, nogil=True)
def _route_kernel(codes, node, rec, feature, route, child_index, out):
    for i in range(rec.shape[0]):
        nd = node[i]
        f = feature[nd]
        if f < 0:
            out[i] = -1
        else:
            out[i] = child_index[nd, route[nd, codes[rec[i], f]]]


def feature_hist(codes, y, node, rec, features, n_codes: int, n_classes: int, dtype=np.int64) -> np.ndarray:
    """``hist[m, s, k, c]`` = #records of node m whose feature in slot s has code k and class c
    (``dtype``: an integer type that holds the largest possible count)."""
    m, S = features.shape
    features = np.ascontiguousarray(features, dtype=np.int64)
    n_jobs = _parallel.current()
    pieces = n_jobs if n_jobs > 1 and len(rec) * S >= _PARALLEL_MIN else 1
    bounds = np.linspace(0, len(rec), pieces + 1).astype(np.int64)

    def part(j):
        out = np.zeros((m, S, n_codes, n_classes), dtype=dtype)
        _feature_hist_kernel(codes, y, node[bounds[j]:bounds[j + 1]], rec[bounds[j]:bounds[j + 1]], features, out)
        return out

    outs = _parallel.parallel_map(part, range(pieces))
    hist = outs[0]
    for o in outs[1:]:
        hist += o
    return hist


def route_records(codes, node, rec, feature, route, child_index) -> np.ndarray:
    """New frontier index of every (record, node) pair under the released splits (-1: retired)."""
    out = np.empty(len(rec), dtype=np.int64)
    n_jobs = _parallel.current()
    pieces = n_jobs if n_jobs > 1 and len(rec) >= _PARALLEL_MIN else 1
    bounds = np.linspace(0, len(rec), pieces + 1).astype(np.int64)
    args = (np.ascontiguousarray(feature, dtype=np.int64), np.ascontiguousarray(route),
            np.ascontiguousarray(child_index, dtype=np.int64))
    _parallel.parallel_map(lambda j: _route_kernel(codes, node[bounds[j]:bounds[j + 1]], rec[bounds[j]:bounds[j + 1]],
                                                   *args, out[bounds[j]:bounds[j + 1]]), range(pieces))
    return out


@njit(cache=True, nogil=True)
def _bin_kernel(edges, v, out):
    E = edges.shape[0]
    for i in range(v.shape[0]):
        x = v[i]
        lo = 0
        n = E
        while n > 0:               # number of edges <= x (numpy's searchsorted side="right")
            half = n >> 1
            if edges[lo + half] <= x:
                lo += half + 1
                n -= half + 1
            else:
                n = half
        out[i] = lo


def bin_codes(edges: np.ndarray, v: np.ndarray) -> np.ndarray:
    """``np.searchsorted(edges, v, side="right")`` for finite ``v`` (NaN gives 0), compiled."""
    out = np.empty(len(v), dtype=np.int64)
    _bin_kernel(np.ascontiguousarray(edges, dtype=float), np.ascontiguousarray(v, dtype=float), out)
    return out

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

__all__ = ["feature_hist", "route_records", "bin_codes", "lean_pairs"]

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


def route_records(codes, node, rec, feature, route, child_index, dtype=np.int64) -> np.ndarray:
    """New frontier index of every (record, node) pair under the released splits (-1: retired),
    as ``dtype`` (a signed type holding the new frontier's size: the caller keeps it as is)."""
    out = np.empty(len(rec), dtype=dtype)
    n_jobs = _parallel.current()
    pieces = n_jobs if n_jobs > 1 and len(rec) >= _PARALLEL_MIN else 1
    bounds = np.linspace(0, len(rec), pieces + 1).astype(np.int64)
    args = (np.ascontiguousarray(feature, dtype=np.int64), np.ascontiguousarray(route),
            np.ascontiguousarray(child_index, dtype=np.int64))
    _parallel.parallel_map(lambda j: _route_kernel(codes, node[bounds[j]:bounds[j + 1]], rec[bounds[j]:bounds[j + 1]],
                                                   *args, out[bounds[j]:bounds[j + 1]]), range(pieces))
    return out


@njit(cache=True, nogil=True)
def _lean_kernel(bits, lo, hi, codes, feature, route, child_index, level_start, rec_out, node_out):
    """(record, node) pairs of records lo..hi-1: each tree's members (packed bit mask, numpy's
    big-endian bit order) routed through the logged levels (rows ``level_start[l]`` on of the
    stacked ``feature``/``route``/``child_index``); records that retired are dropped."""
    cnt = 0
    for k in range(bits.shape[0]):
        for r in range(lo, hi):
            if (bits[k, r >> 3] >> (7 - (r & 7))) & 1 == 0:
                continue
            nd = k
            for lv in range(level_start.shape[0]):
                row = level_start[lv] + nd
                f = feature[row]
                if f < 0:
                    nd = -1
                    break
                nd = child_index[row, route[row, codes[r, f]]]
                if nd < 0:
                    break
            if nd >= 0:
                rec_out[cnt] = r
                node_out[cnt] = nd
                cnt += 1
    return cnt


def lean_pairs(bits, lo, hi, codes, log, rec_out, node_out) -> int:
    """Fill ``rec_out``/``node_out`` with the (record, node) pairs of records lo..hi-1 under the
    released splits ``log`` (one (feature, route, child_index) per level); returns their number.
    One compiled pass: no per-tree or per-level temporaries."""
    if log:
        sizes = [len(f) for f, _, _ in log]
        feature = np.concatenate([np.asarray(f, dtype=np.int64) for f, _, _ in log])
        route = np.concatenate([np.asarray(r, dtype=np.int64) for _, r, _ in log])
        child = np.concatenate([np.asarray(c, dtype=np.int64) for _, _, c in log])
        start = np.r_[0, np.cumsum(sizes)[:-1]].astype(np.int64)
    else:
        feature = np.zeros(0, np.int64)
        route = child = np.zeros((0, 1), np.int64)
        start = np.zeros(0, np.int64)
    return _lean_kernel(bits, lo, hi, codes, feature, route, child, start, rec_out, node_out)


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
    # the smallest dtype that holds every code and one more (a missing-value slot): the column
    # is copied into the uint8/uint16 code table anyway
    E = len(edges)
    out = np.empty(len(v), dtype=np.uint8 if E < 255 else np.uint16 if E < 65535 else np.int64)
    _bin_kernel(np.ascontiguousarray(edges, dtype=float), np.ascontiguousarray(v, dtype=float), out)
    return out

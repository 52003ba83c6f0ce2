"""Compiled (numba, GIL-free) kernels of the data door's per-level passes.

Each kernel reads the encoded records once per (record, feature slot) in record order and
scatters into a small per-node table, which is what a plain ``bincount`` does, without building
the flat key arrays a numpy formulation needs.  :func:`feature_hist` gives each of
``_parallel.current()`` threads its own range of feature slots, all writing disjoint parts of one
table: integer counts, so the result does not depend on the number of threads.
"""

from __future__ import annotations

import numpy as np
from numba import uint64

from . import _parallel
from ._jit import njit

__all__ = ["class_hist", "feature_hist", "feature_cells", "merge_cells", "pair_hist", "subtree_scores",
           "binary_scores", "child_table", "route_in_place", "bin_codes", "bin_block", "block_flags", "lean_pairs", "lean_tables",
           "lean_store", "lean_store_pairs", "lean_store_advance", "store_dtype", "mask_members",
           "shuffled", "gradient_sums"]

# below this many (record, slot) cells one thread is faster than handing out work
_PARALLEL_MIN = 1 << 18
# a thread's private histogram pays off when the (record, slot) cells it counts are at least
# this many times the table's cells (zeroing it and adding it up are a pass over the table each)
_PRIVATE_TABLE_COST = 4


@njit(cache=True, nogil=True)
def _feature_hist_kernel(codes, y, node, rec, features, out, s0, s1):
    """Count slots s0..s1-1 of every pair into ``out`` (threads take disjoint slot ranges)."""
    for i in range(rec.shape[0]):
        r = rec[i]
        nd = node[i]
        c = y[r]
        for s in range(s0, s1):
            f = features[nd, s]
            if f >= 0:
                out[nd, s, codes[r, f], c] += 1


@njit(cache=True, nogil=True)
def _pair_hist_kernel(codes, y, node, rec, features, row, out):
    """Count every pair of slots of the pairs whose node has a ``row`` (≥ 0) into ``out[row]``."""
    S = features.shape[1]
    for i in range(rec.shape[0]):
        nd = node[i]
        m = row[nd]
        if m < 0:
            continue
        r = rec[i]
        c = y[r]
        for a in range(S):
            fa = features[nd, a]
            if fa < 0:
                continue
            ka = codes[r, fa]
            for b in range(S):
                fb = features[nd, b]
                if fb >= 0:
                    out[m, a, ka, b, codes[r, fb], c] += 1


def pair_hist(codes, y, blocks, features, row, n_rows: int, n_codes: int, n_classes: int,
              dtype=np.int64) -> np.ndarray:
    """``hist[row[m], a, k, b, l, c]`` = #records of node m (those with ``row[m]`` ≥ 0) with code k
    in slot a, code l in slot b and class c, over every (record, node) block of ``blocks``: the
    pairwise table of the finished-subtree utility (one thread; callers bound its size;
    ``dtype`` as in :func:`feature_hist`)."""
    m, S = features.shape
    out = np.zeros((n_rows, S, n_codes, S, n_codes, n_classes), dtype=dtype)
    features = np.ascontiguousarray(features, dtype=np.int64)
    row = np.ascontiguousarray(row, dtype=np.int64)
    for rec, node in blocks:
        _pair_hist_kernel(codes, y, node, rec, features, row, out)
    return out


@njit(cache=True, nogil=True)
def _route_keep_kernel(codes, node, rec, feature, nxt):
    """Route the pairs under the released splits and compact the open ones to the front, in
    place (slot ``cnt`` ≤ ``i`` is never read again); returns their number."""
    cnt = 0
    for i in range(rec.shape[0]):
        nd = node[i]
        f = feature[nd]
        c = -1 if f < 0 else nxt[nd, codes[rec[i], f]]
        # written always, kept by moving on (no branch on whether the pair retires)
        rec[cnt] = rec[i]
        node[cnt] = c
        cnt += c >= 0
    return cnt


def child_table(route, child_index) -> np.ndarray:
    """Per node, code -> index of the child in the next frontier (-1: the record retires), i.e.
    ``child_index[node, route[node, code]]``: one lookup a record instead of two dependent ones
    (public: the released splits).  The routing kernels take this table."""
    nxt = np.take_along_axis(np.asarray(child_index), np.asarray(route, dtype=np.int64), 1)
    return nxt.astype(np.int32 if nxt.size == 0 or nxt.max() < 2 ** 31 else np.int64)


def route_in_place(codes, node, rec, feature, nxt) -> int:
    """Move every (record, node) pair to its child under the released splits (``feature`` and
    :func:`child_table` ``nxt`` of each node), dropping retired
    ones, by overwriting ``rec``/``node``: the open pairs end up in ``rec[:k]``/``node[:k]``
    (in their order) and k is returned.  No new arrays: a routed copy plus a keep mask and two
    gathered copies took three times the pairs' memory at every level."""
    n_jobs = _parallel.current()
    pieces = n_jobs if n_jobs > 1 and len(rec) >= _PARALLEL_MIN else 1
    bounds = np.linspace(0, len(rec), pieces + 1).astype(np.int64)
    args = (np.ascontiguousarray(feature, dtype=np.int64), nxt)
    kept = _parallel.parallel_map(lambda j: _route_keep_kernel(codes, node[bounds[j]:bounds[j + 1]],
                                                               rec[bounds[j]:bounds[j + 1]], *args), range(pieces))
    at = kept[0]
    for j in range(1, pieces):                  # close the gaps between the pieces, in order
        lo, k = bounds[j], kept[j]
        rec[at:at + k] = rec[lo:lo + k]
        node[at:at + k] = node[lo:lo + k]
        at += k
    return at


@njit(cache=True, nogil=True)
def _class_hist_kernel(y, node, rec, out):
    for i in range(rec.shape[0]):
        out[node[i], y[rec[i]]] += 1


def class_hist(y, blocks, n_nodes: int, n_classes: int) -> np.ndarray:
    """``hist[m, c]`` = #records of node m with class c over every (record, node) block (one
    compiled pass: no per-block key arrays).  On ``n_jobs`` threads each counts a share of a
    block's pairs into a table of its own (a node's counts are a few integers: the tables are
    small against the pairs), added up at the end."""
    n_jobs = _parallel.current()
    tables = [np.zeros((n_nodes, n_classes), dtype=np.int64) for _ in range(n_jobs)]
    for rec, node in blocks:
        pieces = n_jobs if n_jobs > 1 and len(rec) >= _PARALLEL_MIN else 1
        cuts = np.linspace(0, len(rec), pieces + 1).astype(np.int64)
        _parallel.parallel_map(lambda j: _class_hist_kernel(y, node[cuts[j]:cuts[j + 1]], rec[cuts[j]:cuts[j + 1]],
                                                            tables[j]), range(pieces))
    return sum(tables[1:], tables[0])


def feature_hist(codes, y, blocks, features, n_codes: int, n_classes: int, dtype=np.int64) -> np.ndarray:
    """``hist[m, s, k, c]`` = #records of node m whose feature in slot s has code k and class c,
    over every (record, node) block of ``blocks`` (``dtype``: an integer type that holds the
    largest possible count).

    On ``n_jobs`` threads, a block is split one of two ways:

    * by feature slots, all threads writing disjoint parts of one table, when the slots divide
      evenly among the threads or the table is large against the block (at deep levels the table
      is larger than the level's records, and zeroing and summing copies would cost more than the
      counting saved);
    * by records otherwise, each thread counting into a private table that is added up
      afterwards (one or three slots on two threads: a split by slots left a thread idle or did
      2 : 1).

    Counts are integers, so both give the same table as one thread."""
    m, S = features.shape
    features = np.ascontiguousarray(features, dtype=np.int64)
    n_jobs = _parallel.current()
    hist = np.zeros((m, S, n_codes, n_classes), dtype=dtype)
    private = []                       # threads' own tables (record split), allocated once
    for rec, node in blocks:
        if n_jobs <= 1 or len(rec) * S < _PARALLEL_MIN:
            _feature_hist_kernel(codes, y, node, rec, features, hist, 0, S)
        elif S % n_jobs and hist.size * (n_jobs - 1) * _PRIVATE_TABLE_COST <= len(rec) * S:
            private = private or [hist] + [np.zeros_like(hist) for _ in range(n_jobs - 1)]
            cuts = np.linspace(0, len(rec), n_jobs + 1).astype(np.int64)
            _parallel.parallel_map(lambda j: _feature_hist_kernel(
                codes, y, node[cuts[j]:cuts[j + 1]], rec[cuts[j]:cuts[j + 1]], features, private[j], 0, S),
                range(n_jobs))
        else:
            pieces = min(n_jobs, S)
            cuts = np.linspace(0, S, pieces + 1).astype(np.int64)
            _parallel.parallel_map(lambda j: _feature_hist_kernel(codes, y, node, rec, features, hist,
                                                                  cuts[j], cuts[j + 1]), range(pieces))
    for extra in private[1:]:
        hist += extra
    return hist


@njit(cache=True, nogil=True)
def _feature_keys_kernel(codes, y, node, rec, features, n_codes, n_classes, keys):
    """Flat positions in a C-ordered (m, S, n_codes, n_classes) table of every (pair, slot)
    count :func:`_feature_hist_kernel` would add 1 to, in ``keys``; returns their number."""
    S = features.shape[1]
    j = 0
    for i in range(rec.shape[0]):
        r = rec[i]
        nd = node[i]
        c = y[r]
        for s in range(S):
            f = features[nd, s]
            if f >= 0:
                keys[j] = ((nd * S + s) * n_codes + codes[r, f]) * n_classes + c
                j += 1
    return j


@njit(cache=True, nogil=True)
def _runs_kernel(index, values, out_index, out_values):
    """Equal neighbours of the sorted ``index`` merged, their ``values`` added (zero sums
    dropped); returns the number of cells written."""
    k = -1
    for i in range(index.shape[0]):
        if k >= 0 and out_index[k] == index[i]:
            out_values[k] += values[i]
        else:
            if k >= 0 and out_values[k] == 0:
                k -= 1
            k += 1
            out_index[k] = index[i]
            out_values[k] = values[i]
    if k >= 0 and out_values[k] == 0:
        k -= 1
    return k + 1


def merge_cells(index, values, dtype) -> tuple[np.ndarray, np.ndarray]:
    """Cells given as (flat position, value), positions in any order and repeated: each
    position once, increasing, with its values added in ``dtype`` (cells summing to 0 left
    out; ``dtype`` must hold every sum: counts are added in the level's count type, which
    holds the number of records)."""
    order = np.argsort(index, kind="stable")
    return _sorted_runs(index[order], values[order], dtype)


def _sorted_runs(index, values, dtype) -> tuple[np.ndarray, np.ndarray]:
    """:func:`merge_cells` of positions already sorted."""
    values = values.astype(dtype, copy=False)
    out_index, out_values = np.empty_like(index), np.empty(len(index), dtype=dtype)
    k = _runs_kernel(index, values, out_index, out_values)
    return out_index[:k].copy(), out_values[:k].copy()


def feature_cells(codes, y, blocks, features, n_codes: int, n_classes: int,
                  dtype=np.int64) -> tuple[np.ndarray, np.ndarray]:
    """:func:`feature_hist` as its non-zero cells: (flat positions, increasing, int64; counts
    in ``dtype``), the table never built.

    A deep level's table is sized by the public level (nodes × slots × codes × classes) and
    can be far larger than the level's (record, slot) pairs, which then cost less to sort than
    the table does to zero and scan: how a Dask partition counts its share of such a level.
    Counts are integers, so the cells are exactly the table's non-zero ones."""
    features = np.ascontiguousarray(features, dtype=np.int64)
    S = features.shape[1]
    index, values = [], []
    for rec, node in blocks:
        keys = np.empty(len(rec) * S, dtype=np.int64)
        k = _feature_keys_kernel(codes, y, node, rec, features, n_codes, n_classes, keys)
        i, c = _sorted_runs(np.sort(keys[:k]), np.ones(k, dtype=dtype), dtype)
        index.append(i)
        values.append(c)
    if not index:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=dtype)
    if len(index) == 1:
        return index[0], values[0]
    return merge_cells(np.concatenate(index), np.concatenate(values), dtype)


# The two-way scorers are inlined at numba's IR level (inline="always"), unlike the samplers'
# draw helpers (LLVM's forceinline): here the IR inlining compiles faster -- with forceinline
# the binary-split kernel's first compile took 3.1 s instead of 1.8 s, at the same speed.
@njit(cache=True, nogil=True, inline="always")
def _gini_two(hist, i, j, t, left, total):
    """Count-weighted Gini utility of the two children ``left`` / ``total - left``:
    Σ_child Σ_c n_cc²/n_child − N, as :class:`~dpforest.tree.scorers.GiniScorer` computes it.
    ``t`` ≥ 0: the left child is hist[i, j, t] (one category); t < 0: it is ``left``."""
    na = 0.0
    sa = 0.0
    nb = 0.0
    sb = 0.0
    for c in range(total.shape[0]):
        a = float(hist[i, j, t, c]) if t >= 0 else left[c]
        b = total[c] - a
        na += a
        sa += a * a
        nb += b
        sb += b * b
    pa = sa / na if na > 0 else 0.0
    pb = sb / nb if nb > 0 else 0.0
    return (pa + pb) - (na + nb)


@njit(cache=True, nogil=True, inline="always")
def _max_two(hist, i, j, t, left, total):
    """Max-count utility of the two children: Σ_child max_c n_cc, as
    :class:`~dpforest.tree.scorers.MaxScorer` computes it (``t`` as in :func:`_gini_two`)."""
    ma = 0.0
    mb = 0.0
    for c in range(total.shape[0]):
        a = float(hist[i, j, t, c]) if t >= 0 else left[c]
        b = total[c] - a
        if a > ma:
            ma = a
        if b > mb:
            mb = b
    return ma + mb


@njit(cache=True, nogil=True)
def _sift_down_min(a, i, n):
    """Restore the min-heap order of ``a[:n]`` below position ``i``."""
    while True:
        low, left, right = i, 2 * i + 1, 2 * i + 2
        if left < n and a[left] < a[low]:
            low = left
        if right < n and a[right] < a[low]:
            low = right
        if low == i:
            return
        a[i], a[low] = a[low], a[i]
        i = low


@njit(cache=True, nogil=True)
def _largest_sum(a, k):
    """The sum of the ``k`` largest values of ``a`` (reordered in place): a min-heap of the k
    best so far, O(C log k) where a full sort of the C class counts cost O(C²) by insertion
    (a minute a tree at a thousand classes).  The values are whole counts, whose float sums
    are exact in any order, so the utility is the sort's to the last bit."""
    n = a.shape[0]
    if k >= n:
        return a.sum()
    if k <= 0:
        return 0.0
    for i in range(k // 2 - 1, -1, -1):
        _sift_down_min(a, i, k)
    root = np.int64(0)      # (typed int64: a literal 0 compiled a second specialisation)
    for c in range(k, n):
        if a[c] > a[0]:
            a[0] = a[c]
            _sift_down_min(a, root, k)
    s = 0.0
    for c in range(k):
        s += a[c]
    return s


@njit(cache=True, nogil=True, inline="always")
def _top_two(hist, i, j, t, left, total, top, a_buf, b_buf):
    """Top-m count utility of the two children: Σ_child (sum of its ``top`` largest class
    counts), as :class:`~dpforest.tree.scorers.TopCountScorer` computes it (``t`` as in
    :func:`_gini_two`)."""
    C = total.shape[0]
    for c in range(C):
        a = float(hist[i, j, t, c]) if t >= 0 else left[c]
        a_buf[c] = a
        b_buf[c] = total[c] - a
    return _largest_sum(a_buf, top) + _largest_sum(b_buf, top)


@njit(cache=True, nogil=True, inline="always")
def _utility_two(hist, i, j, t, left, total, mode, top, a_buf, b_buf):
    if mode == 1:
        return _max_two(hist, i, j, t, left, total)
    if mode == 2:
        return _top_two(hist, i, j, t, left, total, top, a_buf, b_buf)
    return _gini_two(hist, i, j, t, left, total)


@njit(cache=True, nogil=True)
def _binary_kernel(hist, v_thr, v_ovr, out, mode, top):
    m, S, K, C = hist.shape
    total = np.empty(C)
    left = np.empty(C)
    a_buf = np.empty(C)
    b_buf = np.empty(C)
    for i in range(m):
        for j in range(S):
            for c in range(C):
                total[c] = 0.0
                left[c] = 0.0
            for k in range(K):
                for c in range(C):
                    total[c] += hist[i, j, k, c]
            for t in range(K):
                for c in range(C):
                    left[c] += hist[i, j, t, c]
                if v_thr[i, j, t]:
                    out[i, j, t] = _utility_two(hist, i, j, -1, left, total, mode, top, a_buf, b_buf)
                if v_ovr[i, j, t]:
                    out[i, j, K + t] = _utility_two(hist, i, j, t, left, total, mode, top, a_buf, b_buf)


def binary_scores(hist, v_thr, v_ovr, out, utility: str = "gini", top: int = 1) -> None:
    """Gini, max-count or top-m count (``utility='top'``, m = ``top``) utilities of the valid
    threshold (``v_thr[m, s, t]``: codes ≤ t left) and one-vs-rest (``v_ovr[m, s, c]``)
    candidates into ``out[m, s, t]`` / ``out[m, s, K + c]``, straight from the level histogram:
    no per-candidate child arrays.  Counts are integers, so every sum is exact and the result
    equals the numpy scorer's."""
    modes = {"gini": 0, "max": 1, "top": 2}
    if utility not in modes:
        raise ValueError(f"utility must be 'gini', 'max' or 'top', got {utility!r}")
    _binary_kernel(hist, v_thr, v_ovr, out, modes[utility], int(top))


@njit(cache=True, nogil=True)
def _best_next(G, valid, is_num, tot, run):
    """Largest max-count of one more split of the child ``G (S, K, C)`` (class totals ``tot``)
    among the offered candidates, at least its majority count; ``run``: a (C,) scratch row."""
    S, K, C = G.shape
    best = 0.0
    for c in range(C):
        best = max(best, tot[c])
    for j in range(S):
        if is_num[j]:
            for c in range(C):
                run[c] = 0.0
            for t in range(K - 1):
                for c in range(C):
                    run[c] += G[j, t, c]
                if valid[j, t]:
                    ml = 0.0
                    mr = 0.0
                    for c in range(C):
                        ml = max(ml, run[c])
                        mr = max(mr, tot[c] - run[c])
                    best = max(best, ml + mr)
            continue
        multi = 0.0
        for k in range(K):
            mo = 0.0
            mr = 0.0
            for c in range(C):
                mo = max(mo, float(G[j, k, c]))
                mr = max(mr, tot[c] - G[j, k, c])
            multi += mo
            if valid[j, K + k]:
                best = max(best, mo + mr)
        if valid[j, 2 * K]:
            best = max(best, multi)
    return best


@njit(cache=True, nogil=True)
def _subtree_kernel(pairs, valid, child_valid, is_num, multiway_leaves, out):
    """:func:`~dpforest.tree.scorers.finished_subtree_scores` of one node, compiled."""
    S, K, _, _, C = pairs.shape
    node = np.zeros((S, K, C))
    for a in range(S):                  # the node's own table, from a slot holding a feature
        if is_num[a] or valid[a].any():
            for k in range(K):
                for b in range(S):
                    for l in range(K):
                        for c in range(C):
                            node[b, l, c] += pairs[a, k, b, l, c]
            break
    tot = np.zeros(C)
    for c in range(C):
        for b in range(S):
            v = 0.0
            for l in range(K):
                v += node[b, l, c]
            tot[c] = max(tot[c], v)
    left = np.zeros((S, K, C))
    right = np.zeros((S, K, C))
    tl = np.zeros(C)
    tr = np.zeros(C)
    run = np.zeros(C)
    for a in range(S):
        if is_num[a]:
            left[:] = 0.0
            tl[:] = 0.0
            for t in range(K - 1):
                for b in range(S):
                    for l in range(K):
                        for c in range(C):
                            left[b, l, c] += pairs[a, t, b, l, c]
                for c in range(C):
                    v = 0.0
                    for l in range(K):
                        v += pairs[a, t, a, l, c]
                    tl[c] += v
                if valid[a, t]:
                    for b in range(S):
                        for l in range(K):
                            for c in range(C):
                                right[b, l, c] = node[b, l, c] - left[b, l, c]
                    for c in range(C):
                        tr[c] = tot[c] - tl[c]
                    out[a, t] = (_best_next(left, child_valid, is_num, tl, run)
                                 + _best_next(right, child_valid, is_num, tr, run))
            continue
        multi = 0.0
        for k in range(K):
            want = valid[a, K + k]
            if not (want or valid[a, 2 * K]):
                continue
            for b in range(S):
                for l in range(K):
                    for c in range(C):
                        left[b, l, c] = pairs[a, k, b, l, c]
                        right[b, l, c] = node[b, l, c] - left[b, l, c]
            for c in range(C):
                v = 0.0
                for l in range(K):
                    v += pairs[a, k, a, l, c]
                tl[c] = v
                tr[c] = tot[c] - v
            b_one = _best_next(left, child_valid, is_num, tl, run)
            if multiway_leaves:             # the k-way split's children get no split of their own
                lead = 0.0
                for c in range(C):
                    lead = max(lead, tl[c])
                multi += lead
            else:
                multi += b_one
            if want:
                out[a, K + k] = b_one + _best_next(right, child_valid, is_num, tr, run)
        if valid[a, 2 * K]:
            out[a, 2 * K] = multi


def subtree_scores(pairs, valid, is_num, child_valid=None, multiway_leaves: bool = False) -> np.ndarray:
    """Compiled :func:`~dpforest.tree.scorers.finished_subtree_scores` (one node's pairwise
    table ``(S, K, S, K, C)``, its offered candidates ``(S, 2K+1)``, which slots are numeric, and
    the same arguments as there): the same utilities (integer counts held exactly in float64),
    −inf where not offered."""
    S, K = pairs.shape[:2]
    out = np.full((S, 2 * K + 1), -np.inf)
    valid = np.ascontiguousarray(valid, dtype=np.bool_)
    child_valid = valid if child_valid is None else np.ascontiguousarray(child_valid, dtype=np.bool_)
    _subtree_kernel(pairs, valid, child_valid, np.ascontiguousarray(is_num, dtype=np.bool_),
                    bool(multiway_leaves), out)
    return out


def _bit_tables():
    """For each byte value: how many bits are set, and their positions j = 0..7 in numpy's
    big-endian bit order (record 8·byte + j, as ``np.packbits`` lays them out).  Enumerating a
    mask's members through these tables instead of testing all eight bits avoids a branch the
    CPU mispredicts on about half of the bits of a bootstrap mask (~63 % set)."""
    bits = np.unpackbits(np.arange(256, dtype=np.uint8)[:, None], axis=1).astype(bool)
    # set positions first, in ascending order (a stable sort of "not set")
    return bits.sum(1).astype(np.int64), np.argsort(~bits, axis=1, kind="stable").astype(np.int64)


_BIT_CNT, _BIT_POS = _bit_tables()


@njit(cache=True, nogil=True)
def _members(bits, lo, hi, bit_cnt, bit_pos, rec_out, ends):
    """The members of records lo..hi-1 (lo a multiple of 8) in pass order -- tree by tree, each
    tree's members (packed bit mask, numpy's big-endian bit order) by record -- written to
    ``rec_out``, tree k's ending at ``ends[k]``; returns how many.  A mask is read a byte at a
    time through the set-bit tables."""
    cnt = 0
    for k in range(bits.shape[0]):
        for byte in range(lo >> 3, (hi + 7) >> 3):
            b = bits[k, byte]
            base = byte << 3
            for t in range(bit_cnt[b]):
                r = base + bit_pos[b, t]
                if r >= hi:         # (a mask's padding bits are never set; kept for safety)
                    break
                rec_out[cnt] = r
                cnt += 1
        ends[k] = cnt
    return cnt


@njit(cache=True, nogil=True)
def _lean_kernel(bits, lo, hi, codes, feature, nxt, level_start, bit_cnt, bit_pos, ends, rec_out, node_out):
    """(record, node) pairs of records lo..hi-1 (lo a multiple of 8): each tree's members routed
    through the logged levels -- level l's node i is row ``level_start[l] + i`` of ``feature``
    and of ``nxt`` (code -> child, -1 retires the record); records that retired are dropped."""
    _members(bits, lo, hi, bit_cnt, bit_pos, rec_out, ends)
    cnt = 0
    start = 0
    for k in range(bits.shape[0]):
        for q in range(start, ends[k]):
            r = rec_out[q]
            nd = k
            for lv in range(level_start.shape[0]):
                row = level_start[lv] + nd
                f = feature[row]
                if f < 0:
                    nd = -1
                    break
                nd = nxt[row, codes[r, f]]
                if nd < 0:
                    break
            if nd >= 0:             # cnt <= q: compacting in place
                rec_out[cnt] = r
                node_out[cnt] = nd
                cnt += 1
        start = ends[k]
    return cnt


def lean_tables(log):
    """The released splits ``log`` (one (feature, :func:`child_table`) per level) stacked for
    :func:`lean_pairs`: features, code -> child tables and each level's first row."""
    if not log:
        return np.zeros(0, np.int32), np.zeros((0, 1), np.int32), np.zeros(0, np.int64)
    feature = np.concatenate([np.asarray(f) for f, _ in log]).astype(np.int32)
    nxt = np.concatenate([t for _, t in log]).astype(np.int32)
    start = np.r_[0, np.cumsum([len(f) for f, _ in log])[:-1]].astype(np.int64)
    return feature, nxt, start


def lean_pairs(bits, lo, hi, codes, tables, rec_out, node_out) -> int:
    """Fill ``rec_out``/``node_out`` with the (record, node) pairs of records lo..hi-1 under the
    released splits (``tables`` from :func:`lean_tables`); returns their number.  One compiled
    pass: no per-tree or per-level temporaries."""
    return _lean_kernel(bits, lo, hi, codes, *tables, _BIT_CNT, _BIT_POS, np.empty(len(bits), np.int64),
                        rec_out, node_out)




@njit(cache=True, nogil=True)
def _store_init_kernel(bits, n, block, bit_cnt, store):
    """Each member's node at the root (its tree's index), in pass order: blocks of ``block``
    records, within a block tree by tree, within a tree record by record (the order of
    :func:`_lean_kernel`'s output and of :func:`_store_pairs_kernel`).  Blocks are whole bytes
    and a mask's padding bits are never set, so counting set bits a byte at a time suffices."""
    pos = 0
    for lo in range(0, n, block):
        hi = min(n, lo + block)
        for k in range(bits.shape[0]):
            for byte in range(lo >> 3, (hi + 7) >> 3):
                for t in range(bit_cnt[bits[k, byte]]):
                    store[pos] = k
                    pos += 1
    return pos


@njit(cache=True, nogil=True)
def _store_pairs_kernel(bits, lo, hi, store, pos, gone, bit_cnt, bit_pos, ends, rec_out, node_out):
    """(record, node) pairs of records lo..hi-1 read from the store (members at ``pos`` on, in
    pass order; ``gone`` marks a retired member).  Returns (pairs written, next position)."""
    # the member loop of _members, fused with the store read: one pass over a block's members
    # instead of writing them out and reading them back (10-20 % of a 100-tree fit)
    cnt = 0
    for k in range(bits.shape[0]):
        for byte in range(lo >> 3, (hi + 7) >> 3):
            b = bits[k, byte]
            base = byte << 3
            for t in range(bit_cnt[b]):
                r = base + bit_pos[b, t]
                if r >= hi:
                    break
                nd = store[pos]
                pos += 1
                if nd != gone:
                    rec_out[cnt] = r
                    node_out[cnt] = nd
                    cnt += 1
    return cnt, pos


@njit(cache=True, nogil=True)
def _store_advance_kernel(bits, n, block, codes, src, gone, feature, nxt, dst, new_gone, bit_cnt, bit_pos,
                          ends, rec):
    """Route every member one level: its node's released split (``feature``, code -> child
    table ``nxt``) gives its node in the next frontier, or retires it.  ``dst`` may be ``src``;
    ``rec`` is scratch for a block's members."""
    pos = 0
    for lo in range(0, n, block):
        m = _members(bits, lo, min(n, lo + block), bit_cnt, bit_pos, rec, ends)
        for q in range(m):
            nd = src[pos]
            if nd == gone:
                dst[pos] = new_gone
            else:
                f = feature[nd]
                child = nxt[nd, codes[rec[q], f]] if f >= 0 else -1
                dst[pos] = new_gone if child < 0 else child
            pos += 1


def store_dtype(n_nodes: int):
    """Unsigned dtype of a member store whose frontier has ``n_nodes`` nodes (its largest value
    marks a retired member)."""
    return np.uint16 if n_nodes < np.iinfo(np.uint16).max else np.uint32


def mask_members(bits) -> int:
    """Set bits of packed masks (the lean frontier's members)."""
    return int(np.bincount(np.asarray(bits).ravel(), minlength=256) @ _BIT_CNT)


def lean_store(bits, n: int, block: int, dtype) -> np.ndarray:
    """The member store of a lean frontier at its roots (see :func:`_store_init_kernel`)."""
    store = np.empty(mask_members(bits), dtype=dtype)
    _store_init_kernel(bits, n, block, _BIT_CNT, store)
    return store


def lean_store_pairs(bits, lo, hi, store, pos, rec_out, node_out):
    """:func:`lean_pairs` read from a member store instead of replaying the released splits;
    returns (pairs, next store position)."""
    return _store_pairs_kernel(bits, lo, hi, store, pos, store.dtype.type(np.iinfo(store.dtype).max),
                               _BIT_CNT, _BIT_POS, np.empty(len(bits), np.int64), rec_out, node_out)


def lean_store_advance(bits, n: int, block: int, codes, store, feature, nxt, dtype):
    """The member store routed through one level of released splits (``feature``, :func:`child_table`
    ``nxt``), in ``dtype`` (in place when the dtype is unchanged)."""
    dst = store if store.dtype == dtype else np.empty(len(store), dtype=dtype)
    _store_advance_kernel(bits, n, block, codes, store, store.dtype.type(np.iinfo(store.dtype).max),
                          np.ascontiguousarray(feature, dtype=np.int64), nxt,
                          dst, dst.dtype.type(np.iinfo(dst.dtype).max), _BIT_CNT, _BIT_POS,
                          np.empty(len(bits), np.int64), np.empty(min(n, block) * len(bits), np.int64))
    return dst


@njit(cache=True, nogil=True)
def _bin_block_kernel(cols, edges, starts, lower, upper, clip, shift, out, out_cols, per_edge):
    """For each column c of a block (``cols``: its k columns as the rows of a k × n C-contiguous
    array, the transpose of a column-major n × k block), the number of its edges
    ``edges[starts[c]:starts[c+1]]`` ≤ each value (numpy's searchsorted side="right"), the
    value first clipped to [lower[c], upper[c]] where ``clip``, raised by ``shift[c]`` (1 where
    the feature has a missing-value slot); NaN gives 0.  Written to ``out[:, out_cols[c]]``.

    Each column gets a lookup table of G = ``per_edge`` · E equal cells over [first edge, last
    edge] holding, for cell g, the number of edges whose own cell is below g: those are ≤ every
    value of cell g and the edges of later cells are above it, since the cell of a number,
    floor((x − first) · scale), is monotone in x even in floating point.  So only the edges of
    the value's own cell are searched (usually none or one, then without a branch), where a
    search over all of them took a dozen hard-to-predict branches a value.  A wide table's
    thousands of columns cost one call instead of thousands; rows go in tiles, every column of
    a tile before the next, because ``out`` is row-major and a whole column at a time wrote one
    byte per cache line.  (The search is written out in the loop: as an inlined function it
    ran 3× slower.)"""
    k, n = cols.shape
    t_start = np.empty(k + 1, dtype=np.int64)
    cells = np.empty(k, dtype=np.int64)
    scales = np.empty(k, dtype=np.float64)
    t_start[0] = 0
    for c in range(k):
        E = starts[c + 1] - starts[c]
        G = max(1, per_edge * E)
        scale = 0.0
        if E > 0:
            span = edges[starts[c + 1] - 1] - edges[starts[c]]
            if np.isfinite(span) and span > 0:      # (edges spanning more than float's range:
                scale = G / span                    # one cell, a plain search over every edge)
        if not (np.isfinite(scale) and scale > 0.0):
            G = 1
            scale = 0.0
        cells[c] = G
        scales[c] = scale
        t_start[c + 1] = t_start[c] + G + 1
    table = np.empty(t_start[k], dtype=np.int64)
    for c in range(k):
        e0 = starts[c]
        E = starts[c + 1] - e0
        G = cells[c]
        j = 0
        for g in range(G + 1):
            while j < E and (0 if G == 1 else
                             min(int((edges[e0 + j] - edges[e0]) * scales[c]), G - 1)) < g:
                j += 1
            table[t_start[c] + g] = j
        table[t_start[c] + G] = E
    for i0 in range(0, n, 256):
        i1 = min(i0 + 256, n)
        for c in range(k):
            e0 = starts[c]
            E = starts[c + 1] - e0
            oc = out_cols[c]
            s = shift[c]
            lo_b = lower[c]
            hi_b = upper[c]
            t0 = t_start[c]
            G = cells[c]
            scale = scales[c]
            first = edges[e0] if E > 0 else 0.0
            last = edges[e0 + E - 1] if E > 0 else 0.0
            for i in range(i0, i1):
                x = cols[c, i]
                if x != x:
                    out[i, oc] = 0
                    continue
                if clip:
                    if x < lo_b:
                        x = lo_b
                    elif x > hi_b:
                        x = hi_b
                if E == 0 or not x >= first:
                    out[i, oc] = s
                    continue
                if x >= last:
                    out[i, oc] = E + s
                    continue
                g = 0
                if G > 1:          # (one cell: scale 0, and x − first may overflow)
                    g = min(int((x - first) * scale), G - 1)
                lo = table[t0 + g]
                m = table[t0 + g + 1] - lo
                if m <= 1:
                    out[i, oc] = lo + (m & (edges[e0 + min(lo, E - 1)] <= x)) + s
                    continue
                while m > 0:
                    half = m >> 1
                    if edges[e0 + lo + half] <= x:
                        lo += half + 1
                        m -= half + 1
                    else:
                        m = half
                out[i, oc] = lo + s


@njit(cache=True, nogil=True)
def _block_flags_kernel(cols, lower, upper, flags):
    """Per column c of a block (``cols``: k × n, as :func:`_bin_block_kernel` reads it):
    flags[c, 0] = any NaN, [c, 1] = any infinity, [c, 2] = any finite value outside
    [lower[c], upper[c]] -- one pass, where numpy took four with a temporary each."""
    k, n = cols.shape
    for c in range(k):
        lo = lower[c]
        hi = upper[c]
        nan = False
        inf = False
        out = False
        for i in range(n):
            x = cols[c, i]
            if x != x:
                nan = True
            elif x < lo or x > hi:
                if np.isinf(x):
                    inf = True
                else:
                    out = True
            elif np.isinf(x):          # (within bounds declared infinite)
                inf = True
        flags[c, 0] = nan
        flags[c, 1] = inf
        flags[c, 2] = out


def block_flags(block: np.ndarray, lower, upper) -> np.ndarray:
    """(k, 3) booleans per column of ``block``: any NaN, any infinity, any finite value outside
    its [lower, upper] (:func:`_block_flags_kernel`)."""
    flags = np.zeros((block.shape[1], 3), dtype=np.bool_)
    cols = np.asfortranarray(block, dtype=float).T      # (k, n), C-contiguous: no copy
    lower, upper = np.asarray(lower, dtype=float), np.asarray(upper, dtype=float)
    _parallel.parallel_map(lambda c: _block_flags_kernel(cols[c], lower[c], upper[c], flags[c]),
                           _column_parts(block))
    return flags


def _column_parts(block: np.ndarray) -> list[slice]:
    """Slices of ``block``'s columns, one per thread of :func:`_parallel.current` where the
    block is large enough to share (always the same pieces for the same thread count)."""
    k = block.shape[1]
    parts = min(_parallel.current(), k) if block.size >= _PARALLEL_MIN else 1
    bounds = np.linspace(0, k, max(parts, 1) + 1).astype(int)
    return [slice(a, b) for a, b in zip(bounds[:-1], bounds[1:]) if b > a]


#: cells of a lookup table per edge (:func:`_bin_block_kernel`)
_BIN_CELLS_PER_EDGE = 8


def bin_codes(edges: np.ndarray, v: np.ndarray) -> np.ndarray:
    """``np.searchsorted(edges, v, side="right")`` (NaN gives 0), compiled: a lookup table of
    equal cells narrows each value's search to the edges of its cell (:func:`_bin_block_kernel`)."""
    # the smallest dtype that holds every code and one more (a missing-value slot): the column
    # is copied into the uint8/uint16 code table anyway
    E = len(edges)
    out = np.empty((len(v), 1), dtype=np.uint8 if E < 255 else np.uint16 if E < 65535 else np.int64)
    bin_block(np.asarray(v, dtype=float).reshape(-1, 1), [edges], [-np.inf], [np.inf], False, [0],
              out, [0])
    return out[:, 0]


def bin_block(block: np.ndarray, edges: list, lower, upper, clip: bool, shift, out: np.ndarray,
              out_cols) -> None:
    """:func:`bin_codes` of each column of ``block`` (n × k, float64) against its own
    ``edges[c]``, in one compiled pass (:func:`_bin_block_kernel`: clipping to the bounds where
    ``clip``, ``shift[c]`` added to every non-NaN code, NaN coded 0), written into
    ``out[:, out_cols[c]]``."""
    starts = np.zeros(len(edges) + 1, dtype=np.int64)
    np.cumsum([len(e) for e in edges], out=starts[1:])
    flat = (np.concatenate([np.asarray(e, dtype=float) for e in edges]) if len(edges)
            else np.empty(0))
    # (k, n) C-contiguous, the transpose of a column-major block (no copy): one array layout
    # for every caller, so the kernel compiles once per code width
    cols = np.asfortranarray(block, dtype=float).T
    flat = np.ascontiguousarray(flat, dtype=float)
    lower, upper = np.asarray(lower, dtype=float), np.asarray(upper, dtype=float)
    shift, out_cols = np.asarray(shift, dtype=np.int64), np.asarray(out_cols, dtype=np.int64)
    # threads take disjoint ranges of columns (each writes its own columns of ``out``)
    _parallel.parallel_map(
        lambda c: _bin_block_kernel(cols[c], flat, starts[c.start:c.stop + 1], lower[c], upper[c],
                                    bool(clip), shift[c], out, out_cols[c], _BIN_CELLS_PER_EDGE),
        _column_parts(block))


@njit(cache=True, nogil=True)
def _shuffle_kernel(values, words, i):
    """Fisher-Yates on ``values[:i+1]`` from position ``i`` down, each swap partner uniform on
    0..i by Lemire's multiply-and-reject on 32-bit halves of ``words`` (exact: a draw in the
    biased low range is rejected, not reduced).  Returns the position still to do when the words
    run out, 0 when done."""
    w = 0
    low = True
    while i > 0:
        if w >= words.shape[0]:
            return i
        x = words[w] & uint64(0xFFFFFFFF) if low else words[w] >> uint64(32)
        if not low:
            w += 1
        low = not low
        s = uint64(i + 1)
        m = x * s
        low_m = m & uint64(0xFFFFFFFF)
        # the 2^32 mod s values with the lowest low halves would favour some j: drawn again (the
        # division is only needed in the rare case low_m < s, as 2^32 mod s < s)
        if low_m < s and low_m < (uint64(1) << uint64(32)) % s:
            continue
        j = m >> uint64(32)
        v = values[i]
        values[i] = values[j]
        values[j] = v
        i -= 1
    return 0


def shuffled(values: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A uniformly random permutation of ``values`` (a 1-d copy), drawn from ``rng``'s bits.

    Exactly uniform like ``values[rng.permutation(n)]``, and 4x faster: numpy's shuffle spends
    most of its time on one bounded draw per element, here the bits come as one block of 64-bit
    words and the swaps run compiled.  The randomness is ``rng``'s alone (for a secret
    permutation pass an unseeded generator)."""
    out = np.array(values)
    if len(out) >= 1 << 32:                # the 32-bit draws bound i + 1 by 2^32
        return out[rng.permutation(len(out))]
    i = len(out) - 1
    while i > 0:                           # rejections are rare (< n / 2^32 per draw): one pass
        i = _shuffle_kernel(out, rng.integers(0, 1 << 64, i // 2 + 16, dtype=np.uint64), i)
    return out


@njit(cache=True, nogil=True)
def _gradient_kernel(scores, y, leaf, Q, out, p):
    """Per record: p = softmax(scores) (a non-finite score read as 0), then
    out[leaf, k] += rint(Q·(onehot(y) − p)_k) and out[leaf, C + k] += rint(Q·p_k(1 − p_k))."""
    C = scores.shape[1]
    for i in range(scores.shape[0]):
        m = -np.inf
        for k in range(C):
            v = scores[i, k]
            if not np.isfinite(v):
                v = 0.0
            p[k] = v
            if v > m:
                m = v
        tot = 0.0
        for k in range(C):
            p[k] = np.exp(p[k] - m)
            tot += p[k]
        lf = leaf[i]
        for k in range(C):
            pk = p[k] / tot
            g = (1.0 if k == y[i] else 0.0) - pk
            out[lf, k] += np.int64(np.rint(g * Q))
            out[lf, C + k] += np.int64(np.rint(pk * (1.0 - pk) * Q))


def gradient_sums(scores: np.ndarray, y: np.ndarray, leaf: np.ndarray, Q: int, out: np.ndarray) -> None:
    """Add each record's fixed-point softmax gradient and hessian diagonal to its leaf's row of
    ``out`` (int64, (n_leaves, 2C)); see :meth:`dpforest.data.PrivateData.noisy_leaf_gradients`."""
    if len(leaf):
        _gradient_kernel(np.ascontiguousarray(scores, dtype=np.float64), np.ascontiguousarray(y),
                         np.ascontiguousarray(leaf, dtype=np.int64), float(Q), out,
                         np.empty(scores.shape[1]))

"""Probe points where a released forest says the records are.

A vote of many trees can predict one class wherever the records lie and another only in
corners of the domain that hold next to none of them; probe points spread uniformly over the
domain then miss what a user sees on their own data.  :func:`mass_probes` draws points the way
the released trees describe the records, all trees at once: each point walks every tree from
the root, and at a split goes to a child with probability proportional to the child's released
noisy total (the leaf totals below it, each leaf's noisy counts summed and the sum clipped at
0) among the children its codes still allow; the codes of the split's feature are then narrowed
to that child's.  A point thus lies, in every tree, in a leaf that tree says holds records -- as
a record does -- instead of in a corner no tree put anything in.  :func:`class_shares` gives
the released share of each class, :func:`absent_classes` the classes the counts hold no
records of beyond their noise, and :func:`even_share_visible` whether the counts are precise
enough for that to mean anything.  Both read only the released trees and the public schema
(post-processing, no privacy cost), and the points come from a fixed seed, so the same model
always gets the same points.
"""

from __future__ import annotations

import numpy as np

from ..privacy.mechanisms import discrete_laplace_variance
from .model import FlatTree, parents

#: at most this many (point, code) cells of allowed-code masks are held at once: wide schemas
#: get fewer points (never fewer than ``MIN_POINTS``)
MAX_MASK_CELLS = 1 << 24
MIN_POINTS = 64
#: the points walk at most this many trees (drawn with the fixed seed): where that many trees
#: agree the records are is where the records are, and the walk's cost stays bounded
MAX_TREES = 32
#: a feature of more codes than this is walked one node at a time (:func:`_step_wide`)
WIDE_FEATURE = 1024


def _raw_counts(tree: FlatTree, nodes) -> np.ndarray:
    """Per node of ``nodes`` (indices or a mask), its released noisy counts unclipped (0 where
    a node released none).  ``np.where``, not ``np.nan_to_num``: the counts are finite, and
    the latter's infinity passes were most of the constant-model check at 500 classes."""
    c = np.asarray(tree.counts, dtype=float)[nodes]
    return np.where(np.isnan(c), 0.0, c)


def _leaf_raw_counts(tree: FlatTree) -> np.ndarray | None:
    """The leaves' rows of :func:`_raw_counts`, or None when the leaves released only their
    class (no counts at all)."""
    c = np.asarray(tree.counts, dtype=float)[tree.is_leaf]
    nan = np.isnan(c)
    return None if nan.all() else np.where(nan, 0.0, c)


def _released_totals(tree: FlatTree) -> np.ndarray | None:
    """Per node, its released total -- its noisy counts summed, then the sum clipped at 0 -- or
    None when the leaves released only their class (no counts at all).  Clipping each class's
    count first turned the noise of every empty class into records (``leaf_drift`` met the same
    bias): a 20-class greedy tree's leaf totals read 1.20-1.24 times its records at epsilon 1
    and 0.1, the raw sums 1.01."""
    c = np.asarray(tree.counts, dtype=float)
    nan = np.isnan(c)
    if nan[tree.is_leaf].all():
        return None
    return np.maximum(np.where(nan, 0.0, c).sum(1), 0.0)


def _subtree_mass(tree: FlatTree) -> np.ndarray:
    """Per node, the released leaf totals below it (:func:`_released_totals`); a tree whose
    leaves released only their class counts each leaf 1, so it is walked uniformly."""
    leaf = _leaf_raw_counts(tree)
    mass = np.zeros(tree.n_nodes)
    mass[tree.is_leaf] = 1.0 if leaf is None else np.maximum(leaf.sum(1), 0.0)
    par = parents(tree)
    # children before their parents: one vectorised add per level, deepest first
    for depth in range(int(tree.depth.max()) if tree.n_nodes else 0, 0, -1):
        nodes = np.flatnonzero((tree.depth == depth) & (par >= 0))
        np.add.at(mass, par[nodes], mass[nodes])
    return mass


def class_shares(trees: list[FlatTree]) -> np.ndarray | None:
    """The released share of each class among the records: per tree, the leaves' raw noisy
    counts summed per class, each sum clipped at 0 and normalised, averaged over the trees that
    released any; None when no tree released counts.  Clipping each leaf's count first lifts a
    rare or absent class by the noise of the leaves it is not in (3.4-4.2 % read for a true 3 %;
    the constant-model check's 5 % gate opened on classes of 2-4 %)."""
    shares = []
    for t in trees:
        leaf = _leaf_raw_counts(t)
        if leaf is None:
            continue
        per_class = np.maximum(leaf.sum(0), 0.0)
        if per_class.sum() > 0:
            shares.append(per_class / per_class.sum())
    return np.mean(shares, axis=0) if shares else None


def _pooled_leaf_counts(trees: list[FlatTree]):
    """(per-class raw noisy counts summed over every leaf that released counts, that sum's
    noise variance, each class's largest count in units of its leaf's noise scale, the number
    of such leaves), or None when no leaf released noisy counts."""
    total, var, peak, n_leaves = None, 0.0, None, 0
    for t in trees:
        # leaves whose counts were drawn with noise (a label leaf's row is its class alone, at
        # ε 0: no count of records; a tree of such leaves alone has none)
        eps = np.asarray(t.counts_epsilon(), dtype=float)
        leaf = t.is_leaf & (eps > 0) & ~np.isnan(np.asarray(t.counts, dtype=float)).all(1)
        if not leaf.any():
            continue
        raw = _raw_counts(t, leaf)
        total = raw.sum(0) if total is None else total + raw.sum(0)
        var = var + discrete_laplace_variance(eps[leaf]).sum()
        in_scales = (raw * eps[leaf][:, None]).max(0)        # each class's largest count / b
        peak = in_scales if peak is None else np.maximum(peak, in_scales)
        n_leaves += int(leaf.sum())
    return None if total is None else (total, var, peak, n_leaves)


def absent_classes(trees: list[FlatTree], sds: float = 2.5, leaf_tail: float = 0.025) -> np.ndarray | None:
    """Per class, whether the released counts hold no records of it beyond their noise: its
    leaves' raw noisy counts summed over every tree that released counts are at most ``sds``
    standard deviations of that sum's noise, *and* no leaf's count exceeds what the largest of
    the leaves' noise draws reaches with chance ``leaf_tail`` (each leaf's count has discrete
    Laplace noise of scale b = 1/ε, ε its :meth:`~dpforest.tree.model.FlatTree.counts_epsilon`;
    among L leaves the largest passes b·ln(L/(2·leaf_tail)) with chance at most
    ``leaf_tail``).  The sum finds a class spread thinly over many leaves, the leaf test a
    class held in one leaf, which the sum's noise would drown.  A class with no records passes
    both with chance about 0.97; a class of k records is absent only while they are both
    within that much noise.  None when no leaf released noisy counts (label leaves hold their
    class alone).  Post-processing of the released trees."""
    pooled = _pooled_leaf_counts(trees)
    if pooled is None:
        return None
    total, var, peak, n_leaves = pooled
    return (total <= sds * np.sqrt(var)) & (peak <= np.log(n_leaves / (2.0 * leaf_tail)))


def even_share_visible(trees: list[FlatTree], sds: float = 2.5, power_sds: float = 2.0) -> bool | None:
    """Whether a class holding an even share of the records (1/C of them) would read beyond
    :func:`absent_classes`' line of ``sds`` standard deviations: the released records'
    noisy total over the C classes, divided by C, is at least ``sds + power_sds`` standard
    deviations of one class's summed noise (such a class then passes the line in about 98 %
    of fits).  Where it is not -- many small leaves at a small ε each, as a forest of deep
    random trees grows -- a class that the counts leave under their noise says nothing about
    the labels: Private-RDT at ε 5 on 403 breast-cancer records (37 % malignant, 10 trees of
    8,191 leaves at ε 0.5 each) read its records at about 2,000 a class against a line of
    3,600, left malignant under the noise in 9 of 15 fits, and still predicted it for a
    quarter of the test records.  None when no leaf released noisy counts.  Post-processing
    of the released trees."""
    pooled = _pooled_leaf_counts(trees)
    if pooled is None:
        return None
    total, var = pooled[0], pooled[1]
    return bool(max(float(total.sum()), 0.0) / len(total) >= (sds + power_sds) * np.sqrt(var))


def commoner_class(trees: list[FlatTree], cls: int, sds: float = 2.0) -> int | None:
    """The class (schema index) whose leaves' released counts, summed over every tree, exceed
    class ``cls``'s by more than ``sds`` standard deviations of that difference's noise, the
    largest such; None where none does or no leaf released counts.  A constant model that
    predicts a class its own counts show to be the smaller is worse than always predicting
    the commoner one (a walkthrough's paper forests: 'present' on every kyphosis record,
    accuracy 0.20, were told that one class everywhere is common on a rare class).
    Post-processing of the released trees."""
    pooled = _pooled_leaf_counts(trees)
    if pooled is None:
        return None
    total, var = np.asarray(pooled[0], dtype=float), float(pooled[1])
    gap = total - total[cls]
    top = int(np.argmax(gap))
    return top if gap[top] > sds * np.sqrt(2.0 * var) else None


def mass_probes(trees: list[FlatTree], n_codes: np.ndarray, n: int, seed: int = 0) -> np.ndarray:
    """About ``n`` encoded points (m, n_features) drawn where the trees' released totals place
    the records (see the module docstring), walking at most ``MAX_TREES`` of them; fewer points
    on very wide schemas (``MAX_MASK_CELLS``)."""
    rng = np.random.default_rng(seed)
    n_codes = np.asarray(n_codes, dtype=np.int64)
    F = len(n_codes)
    n = int(min(n, max(MIN_POINTS, MAX_MASK_CELLS // max(int(n_codes.sum()), 1))))
    narrow = n_codes <= WIDE_FEATURE
    walked = rng.permutation(len(trees))[:MAX_TREES]
    split_on = np.zeros(F, dtype=bool)
    for t in walked:
        split_on[trees[t].feature[trees[t].feature >= 0]] = True
    # codes still allowed: the narrow features the walked trees split on side by side in one
    # (point, code) table (a level of a wide random tree splits on dozens of features; one step
    # for all of them, not one each, took the constant-model check from most of such a forest's
    # fit to a small part), each wide feature in a table of its own
    off = np.concatenate(([0], np.cumsum(np.where(narrow & split_on, n_codes, 0))))
    allowed = np.ones((n, int(off[-1])), dtype=bool)
    touched = np.zeros(F, dtype=bool)
    wide_allowed: dict[int, np.ndarray] = {}
    rows = np.arange(n)
    for t in walked:
        tree = trees[t]
        mass = _subtree_mass(tree)
        node = np.zeros(n, dtype=np.int64)
        while True:
            inner = np.flatnonzero(tree.feature[node] >= 0)
            if not len(inner):
                break
            # the points by feature, in order: the draws are made feature by feature in that
            # order, a run of narrow features in one step (its uniforms drawn in one call are
            # the same numbers as one call per feature)
            feats = tree.feature[node[inner]]
            by = np.argsort(feats, kind="stable")
            at_all, f_all = rows[inner][by], feats[by]
            uniq = np.unique(f_all)
            touched[uniq] = True
            i = 0
            while i < len(uniq):
                f = int(uniq[i])
                if narrow[f]:
                    j = i
                    while j < len(uniq) and narrow[uniq[j]]:
                        j += 1
                    a, b = np.searchsorted(f_all, f, side="left"), np.searchsorted(f_all, uniq[j - 1], side="right")
                    at, fb = at_all[a:b], f_all[a:b]
                    node[at] = _step_narrow(tree, mass, allowed, off[fb], n_codes[fb], at, node[at], rng)
                    i = j
                    continue
                # a wide feature: one node at a time, so the node's route is read once and no
                # (point, code) table of floats is built (a 50,000-code column made this walk
                # most of a fit)
                if f not in wide_allowed:
                    wide_allowed[f] = np.ones((n, int(n_codes[f])), dtype=bool)
                at = at_all[f_all == f]
                p_at = node[at]
                for p in np.unique(p_at):
                    here = at[p_at == p]
                    node[here] = _step_wide(tree, mass, wide_allowed[f], here, int(p), int(n_codes[f]), rng)
                i += 1
    # each feature's code: uniform among the codes every tree's path left allowed
    out = np.empty((n, F), dtype=np.int64)
    for f in range(F):
        k = int(n_codes[f])
        if not touched[f]:
            out[:, f] = rng.integers(0, k, n)
            continue
        ok = allowed[:, off[f]:off[f] + k] if narrow[f] else wide_allowed[f]
        count = ok.sum(1)
        pick = np.ceil((1.0 - rng.random(n)) * count).astype(np.int64)   # 1-based rank
        if narrow[f]:
            # int32: numpy's default (int64) cumsum of booleans runs ten times slower
            out[:, f] = (np.cumsum(ok, 1, dtype=np.int32) < pick[:, None]).sum(1)
            continue
        full = count == k
        out[full, f] = pick[full] - 1
        for r in np.flatnonzero(~full):       # a wide feature: no (point, code) table of ints
            out[r, f] = np.flatnonzero(ok[r])[pick[r] - 1]
    return out


def _draw(w: np.ndarray, fallback: np.ndarray, rng) -> np.ndarray:
    """Per row of weights ``w`` (m, k), a column drawn in proportion to them, or to the row of
    ``fallback`` where the row's weights are all 0 (one uniform number per row)."""
    w = np.where(w.sum(1, keepdims=True) > 0, w, fallback.astype(float))
    cum = np.cumsum(w, 1)
    return np.minimum((cum < (1.0 - rng.random(len(w)))[:, None] * cum[:, -1:]).sum(1), w.shape[1] - 1)


def _step_narrow(tree, mass, allowed, start, k, at, p, rng) -> np.ndarray:
    """One split on features of at most ``WIDE_FEATURE`` codes for the points ``at`` (at the
    nodes ``p``, sorted by feature), all at once: draw each point's child, narrow its allowed
    codes, return the children.  ``allowed``: the narrow features' (point, code) table, point
    ``at[i]``'s feature in columns ``start[i]`` to ``start[i] + k[i]``; the rows are padded to
    the widest feature with codes never allowed, whose weights are 0, so each point's draw is
    the one of its own feature alone."""
    m, K = len(at), int(k.max())
    # the runs of one feature: a slice of the table each (a fancy index over every cell was
    # twice as slow where a level splits on one wide categorical)
    cut = np.flatnonzero(np.diff(start)) + 1
    runs = [(a, b, int(start[a]), int(k[a])) for a, b in zip(np.r_[0, cut], np.r_[cut, m])]
    if len(runs) == 1:
        ok = allowed[at, runs[0][2]:runs[0][2] + K]
    else:
        ok = np.zeros((m, K), dtype=bool)
        for a, b, c, kk in runs:
            ok[a:b, :kk] = allowed[at[a:b], c:c + kk]
    route = tree.node_route(p)[:, :K].astype(np.int64)     # child slot per code
    if (k < K).any():
        route[np.arange(K)[None, :] >= k[:, None]] = 0
    S = int(route.max()) + 1
    # a code's weight: its child's mass shared among that child's allowed codes, so the child
    # is drawn in proportion to its mass and the code uniformly inside it
    key = np.arange(m)[:, None] * S + route
    per_slot = np.bincount(key[ok], minlength=m * S).reshape(m, S)
    child_mass = mass[tree.child_start[p][:, None] + route]
    w = np.where(ok, child_mass / np.maximum(np.take_along_axis(per_slot, route, 1), 1), 0.0)
    code = _draw(w, ok, rng)
    slot = route[np.arange(m), code]
    ok &= route == slot[:, None]
    for a, b, c, kk in runs:
        allowed[at[a:b], c:c + kk] = ok[a:b, :kk]
    return tree.child_start[p] + slot


def _step_wide(tree, mass, allowed, at, p, k, rng) -> np.ndarray:
    """One split of node ``p`` on a feature of many codes for the points ``at``: the same draw
    as :func:`_step_narrow` -- a child in proportion to its mass among the children holding an
    allowed code of the point (uniformly over the allowed codes where those masses are all 0)
    -- made per child instead of per code."""
    route = tree.node_route(p)[:k]
    sizes = np.bincount(route, minlength=int(route.max()) + 1)
    slots = np.flatnonzero(sizes)                          # children some code goes to
    child_mass = mass[tree.child_start[p] + slots]
    ok = allowed[at]
    full = ok.all(1)
    # per point and child: its allowed codes there (all of them for a point not yet narrowed)
    held = np.broadcast_to(sizes[slots], (len(at), len(slots))).copy()
    if not full.all():
        order = np.argsort(route, kind="stable")
        starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))[slots]
        held[~full] = np.add.reduceat(ok[~full][:, order], starts, axis=1, dtype=np.int64)
    slot = slots[_draw(np.where(held > 0, child_mass[None, :], 0.0), held, rng)]
    allowed[at] = ok & (route[None, :] == slot[:, None])
    return tree.child_start[p] + slot

"""Data-independent random multiway trees (SNR forest, Private-RDT) and their signal averaging.

A random decision tree (Fan et al. 2003; Jagannathan et al. 2009/2012; Fletcher & Islam 2015)
chooses its structure without looking at any record: each internal node splits on a random,
not-yet-used attribute, one child per value of the attribute's *public* domain (categories, or
the public bins of a numeric attribute, ``Schema.n_codes()``).  Because the structure reads no
data it costs no privacy budget; its leaves partition the records, so one noisy-count query over
all leaves costs a single ε per tree (parallel composition).

The trees are built level by level and fully vectorised.  Multiway trees can have as many
leaves as the product of the domains on a path, so every builder takes a public, data-independent
``max_leaves`` cap: when expanding the whole frontier would exceed it, frontier nodes are expanded
in a random order while the cap allows and the others stay leaves.  The cap only binds when the
paper's own stopping rule would build astronomically large trees (e.g. θ → 0 at ε → ∞).

The resulting :class:`~dpforest.tree.model.FlatTree` uses the identity route table (child slot =
code) at internal nodes, as the level-wise engine does for its multiway splits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from .model import FlatTree

__all__ = ["RandomTree", "build_random_tree", "leaf_index", "subtree_sums"]


@dataclass
class RandomTree:
    """A data-independent multiway tree plus the public estimate that drove its growth."""

    tree: FlatTree
    support: np.ndarray       # (n_nodes,) estimated support n / ∏ domains on the path (SNR rule)
    capped: bool              # True if max_leaves stopped some expansion


def build_random_tree(rng: np.random.Generator, n_codes: np.ndarray,
                      root_feature: int | None, allowed: np.ndarray | None,
                      stop: Callable[[np.ndarray, np.ndarray], np.ndarray],
                      n_estimate: float = 1.0, max_leaves: int = 65536) -> RandomTree:
    """Grow one random multiway tree without reading data.

    Parameters
    ----------
    n_codes : public domain size of every feature (its number of integer codes).
    root_feature : attribute of the root (SNR forest: a distinct root per tree); ``None`` draws
        one uniformly from ``allowed``.  The root always splits (Fletcher & Islam's reference
        code: the smallest tree is a root with its children).
    allowed : boolean mask of features the root may be drawn from (None = all); every other
        node draws from all attributes not yet used on its path.
    stop : ``stop(depth, support) -> bool mask`` — frontier nodes that become leaves; called on
        every non-root frontier (depth ≥ 1).  ``support`` is ``n_estimate / ∏ domains`` on the
        node's path (the SNR forest's estimated support).
    max_leaves : public cap on leaves (see the module docstring).

    The tree's value table (``counts``) is left empty, (n_nodes, 0): the caller gives it its
    released values (:func:`set_leaf_values`), so that no table of the final size stands
    beside the ones being released (ten of 8,192 leaves x 1,000 classes are 0.7 GB).
    """
    F = len(n_codes)
    K = int(n_codes.max())
    allowed = np.ones(F, dtype=bool) if allowed is None else np.asarray(allowed, dtype=bool)
    feature, child_start, depth, support = [], [], [], []

    # frontier state
    fr_ids = np.array([0])
    fr_used = np.zeros((1, F), dtype=bool)
    fr_support = np.array([float(n_estimate)])
    feature.append(np.array([-1]))
    child_start.append(np.array([-1]))
    depth.append(np.array([0]))
    support.append(fr_support.copy())
    n_nodes = 1
    n_leaves = 1
    capped = False
    feat_all = None
    d = 0
    while len(fr_ids):
        m = len(fr_ids)
        free = ~fr_used
        if d == 0:
            if root_feature is None:
                cand = np.flatnonzero(allowed)
                root_feature = int(rng.choice(cand))
            f = np.array([int(root_feature)])
            leaf = np.zeros(1, dtype=bool)
        else:
            leaf = ~free.any(1) | np.asarray(stop(np.full(m, d), fr_support), dtype=bool)
            f = np.zeros(m, dtype=np.int64)
            f[~leaf] = _unused_attribute(rng, fr_used[~leaf])
        grow = np.flatnonzero(~leaf)
        if len(grow):
            extra = n_codes[f[grow]] - 1
            if n_leaves + extra.sum() > max_leaves:
                capped = True
                order = rng.permutation(len(grow))
                ok = (n_leaves + np.cumsum(extra[order])) <= max_leaves
                keep = np.zeros(len(grow), dtype=bool)
                keep[order[ok]] = True
                grow = grow[keep]
                extra = extra[keep]
            n_leaves += int(extra.sum())
        if feat_all is None:
            feat_all = np.concatenate(feature)
            cs_all = np.concatenate(child_start)
        nc = n_codes[f[grow]]
        starts = n_nodes + np.concatenate([[0], np.cumsum(nc)[:-1]]).astype(np.int64) if len(grow) else np.zeros(0, np.int64)
        feat_all[fr_ids[grow]] = f[grow]
        cs_all[fr_ids[grow]] = starts
        total = int(nc.sum())
        if total == 0:
            break
        parent_row = np.repeat(np.arange(len(grow)), nc)
        new_ids = np.arange(n_nodes, n_nodes + total)
        new_used = fr_used[grow][parent_row].copy()
        new_used[np.arange(total), f[grow][parent_row]] = True
        new_support = (fr_support[grow] / nc)[parent_row]
        feat_all = np.concatenate([feat_all, np.full(total, -1)])
        cs_all = np.concatenate([cs_all, np.full(total, -1)])
        depth.append(np.full(total, d + 1))
        support.append(new_support)
        n_nodes += total
        fr_ids, fr_used, fr_support = new_ids, new_used, new_support
        d += 1

    feat_all = np.asarray(feat_all, dtype=np.int64)
    cs_all = np.asarray(cs_all, dtype=np.int64)
    depth_all = np.concatenate(depth).astype(np.int64)
    # identity route: child slot = code (codes beyond a feature's domain never occur); one row
    # per feature (row f + 1; row 0, all zeros, for the leaves), shared by all its nodes
    rows = np.zeros((len(n_codes) + 1, K), dtype=np.uint16)
    rows[1:] = np.minimum(np.arange(K)[None, :], np.maximum(np.asarray(n_codes) - 1, 0)[:, None])
    tree = FlatTree(feat_all, rows, cs_all, np.empty((n_nodes, 0)), depth_all,
                    np.zeros(n_nodes), feat_all + 1)
    return RandomTree(tree, np.concatenate(support), capped)


def _unused_attribute(rng: np.random.Generator, used: np.ndarray) -> np.ndarray:
    """A uniformly random attribute not yet used, per row of ``used (m, F)`` (every row has
    one): uniform draws over all F attributes, each redrawn while it falls on a used one
    (rejection sampling is exactly uniform over the unused ones).  A path uses at most its
    depth's attributes, so few draws are redrawn; a table of random keys per (node, attribute)
    took m x F draws a level, seconds for a frontier of 65,536 nodes on a 200-column schema."""
    m, F = used.shape
    rows = np.arange(m)
    f = rng.integers(0, F, m)
    todo = np.flatnonzero(used[rows, f])
    while len(todo):
        f[todo] = rng.integers(0, F, len(todo))
        todo = todo[used[todo, f[todo]]]
    return f


def leaf_index(tree: FlatTree) -> tuple[np.ndarray, int]:
    """Map node -> leaf number (0..L-1, -1 for internal nodes) and the number of leaves L."""
    is_leaf = tree.feature < 0
    idx = np.full(tree.n_nodes, -1, dtype=np.int64)
    idx[is_leaf] = np.arange(int(is_leaf.sum()))
    return idx, int(is_leaf.sum())


def set_leaf_values(tree: FlatTree, leaf_values: np.ndarray, ids: np.ndarray) -> None:
    """Give ``tree`` its released per-leaf values -- ``leaf_values`` (L, k), row i for leaf i of
    :func:`leaf_index` (``ids``) -- as its (n_nodes, k) table, NaN at the internal nodes,
    which release nothing."""
    leaf = tree.feature < 0
    table = np.full((tree.n_nodes, leaf_values.shape[1]), np.nan)
    table[leaf] = leaf_values[ids[leaf]]
    tree.counts = table


def subtree_sums(tree: FlatTree, parent: np.ndarray, leaf_values: np.ndarray) -> np.ndarray:
    """Sum ``leaf_values`` (n_nodes, k; zero at internal nodes) up to every ancestor.

    Signal averaging (Fletcher & Islam 2015, Eq. 2): an internal node's count is the sum of its
    descendant leaves' noisy counts -- post-processing, no extra query.
    """
    out = np.array(leaf_values, dtype=float, copy=True)
    n = len(out)
    flat = out.reshape(n, -1)
    for nodes in _levels_upward(tree, parent):
        # per column, one bincount instead of np.add.at (many times faster); a parent starts
        # at 0 (an internal node), so its sum is the same additions in the same order
        for j in range(flat.shape[1]):
            flat[:, j] += np.bincount(parent[nodes], flat[nodes, j], minlength=n)
    return out


def subtree_max(tree: FlatTree, parent: np.ndarray, leaf_values: np.ndarray) -> np.ndarray:
    """Per node, the largest of ``leaf_values`` (n_nodes,; 0 at internal nodes) over its
    subtree's leaves, gathered level by level as :func:`subtree_sums` adds them up."""
    out = np.array(leaf_values, dtype=float, copy=True)
    for nodes in _levels_upward(tree, parent):
        np.maximum.at(out, parent[nodes], out[nodes])
    return out


def _levels_upward(tree: FlatTree, parent: np.ndarray):
    """The nodes below the root, one level at a time from the deepest up: a level's values are
    final when its parents gather them."""
    for d in range(tree.max_depth, 0, -1):
        yield np.flatnonzero((tree.depth == d) & (parent >= 0))

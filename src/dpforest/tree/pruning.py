"""Bottom-up pruning of grown DP trees on their released counts (CRFsDP, docs/algorithms/crfsdp.md).

Pruning reads only released noisy counts, so it is post-processing and costs nothing.  A pruned
node becomes a leaf whose counts are the *sum of its children's noisy counts*: the budget the
children's count queries spent is not lost but "returned" to the parent's counts (its noise
variance is the sum of theirs, and the children partition its records, so no record is counted
twice).  Works on any :class:`~dpforest.tree.model.FlatTree` whose leaves carry counts.
"""

from __future__ import annotations

import numpy as np

from .model import FlatTree
from .model import parents

__all__ = ["prune_bottom_up"]


def prune_bottom_up(tree: FlatTree, leaf_var: np.ndarray, penalty: float = 1.0) -> tuple[FlatTree, int]:
    """Reduced-error pruning with a noise-aware margin; returns (pruned copy, #nodes pruned).

    A node whose children are all leaves is collapsed when the split's noisy error reduction
    ``err(node as leaf) − Σ err(child)`` (err = count − majority count, on counts clipped at 0)
    is at most ``penalty`` × the noise std of one summed count, √Σ var(child).  Without noise the
    reduction is never negative, so ``penalty = 0`` only collapses useless splits; a positive
    margin removes splits whose apparent gain the noise alone could explain.

    ``leaf_var[node]`` is the noise variance of one class count at each leaf (2/ε² for the
    Laplace scale 1/ε); internal entries are ignored and rebuilt for collapsed nodes.
    """
    t = FlatTree(tree.feature.copy(), tree.route_rows.copy(), tree.child_start.copy(),
                 tree.counts.copy(), tree.depth.copy(), tree.epsilon.copy(), tree.route_of.copy(),
                 None if tree.count_epsilon is None else tree.count_epsilon.copy())
    var = np.asarray(leaf_var, dtype=float).copy()
    par = parents(t)
    removed = 0
    for d in range(t.max_depth - 1, -1, -1):
        for node in np.flatnonzero((t.depth == d) & (t.feature >= 0)):
            kids = np.flatnonzero(par == node)
            if (t.feature[kids] >= 0).any():
                continue
            ch = np.clip(np.nan_to_num(t.counts[kids], nan=0.0), 0, None)
            summed = ch.sum(0)
            gain = (summed.sum() - summed.max()) - (ch.sum(1) - ch.max(1)).sum()
            margin = penalty * np.sqrt(var[kids].sum())
            if gain <= margin:
                t.feature[node] = -1
                t.child_start[node] = -1
                t.counts[node] = np.nan_to_num(t.counts[kids], nan=0.0).sum(0)
                var[node] = var[kids].sum()
                if t.count_epsilon is not None:
                    # the summed counts' noise: the ε whose Laplace variance 2/ε² is the sum's
                    t.count_epsilon[node] = np.sqrt(2.0 / var[node]) if var[node] > 0 else 0.0
                removed += len(kids)
    return t, removed

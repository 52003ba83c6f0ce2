"""More budget schedules for :func:`dpforest.tree.grower.grow_trees` (the OOB budget forest and DPRF).

Both follow the engine's contract: an internal node at ``depth`` spends (count ε, selection ε);
a leaf spends whatever its root-to-leaf path has left of the tree's ε, so every path spends the
tree's ε exactly.

* :class:`DepthWeighted` -- DPRF (Hou et al. 2019): a weighted share per layer, growing with depth,
  and within a node a count/selection split whose count part also grows with depth.
* :class:`FeatureWeighted` -- OOB budget allocation (Li et al. 2022, Eq. 13-14): a per-tree table
  of per-level budgets, level h spending in proportion to the weight of the feature it splits on.
  It implements the engine's optional ``internal_nodes`` hook because its budgets depend on the
  tree, not only on the depth.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .grower import BudgetSchedule

__all__ = ["DepthWeighted", "FeatureWeighted", "dprf_layer_weights"]


def dprf_layer_weights(max_depth: int, growth: float = 1.0, m: float = 1.0) -> np.ndarray:
    """DPRF layer weights w_h, h = 0..d (the leaf layer last), reconstructed.

    The paper gives only the first layer, w_1 = 2·d·m, and the unit share ε_u (ε_h = ε_u·w_h,
    ε_u = ε_tree / Σ_h w_h).  We let the weight grow linearly with depth,
    w_h = 2·d·m·(1 + growth·h/d), so the root keeps the paper's 2dm and the leaf layer gets
    (1 + growth) times it: deeper nodes hold fewer records and need more ε for the same
    signal-to-noise ratio, while a linear (not geometric) growth leaves the root enough budget to
    choose a good first split.  m cancels after normalisation (kept to show the paper's form).
    """
    d = int(max_depth)
    if d == 0:
        return np.ones(1)
    h = np.arange(d + 1, dtype=float)
    return 2.0 * d * m * (1.0 + growth * h / d)


@dataclass
class DepthWeighted(BudgetSchedule):
    """DPRF (Hou et al. 2019) depth-weighted budget, reconstructed (docs/algorithms/dprf.md).

    Layer h gets ε_h = ε_tree·w_h/Σw (:func:`dprf_layer_weights`).  Inside an internal node the
    layer's share is divided between the count query (noisy class counts: the stopping test and
    the leaf estimate if the node stops) and the attribute query (split selection) with a count
    share that grows linearly from ``count_share_root`` at the root to ``count_share_deep`` at
    depth d−1: at the root the count is ~n and needs little ε, deep nodes have few records and
    their counts would drown in noise otherwise.
    """

    growth: float = 1.0
    count_share_root: float = 0.2
    count_share_deep: float = 0.5

    def shares(self, max_depth: int) -> np.ndarray:
        w = dprf_layer_weights(max_depth, self.growth)
        return w / w.sum()

    def count_share(self, depth: int, max_depth: int) -> float:
        frac = depth / max(max_depth - 1, 1)
        return self.count_share_root + (self.count_share_deep - self.count_share_root) * frac

    def internal(self, depth, max_depth, eps_tree):
        lvl = eps_tree * self.shares(max_depth)[depth]
        c = self.count_share(depth, max_depth)
        return lvl * c, lvl * (1 - c)


@dataclass
class FeatureWeighted(BudgetSchedule):
    """Per-tree, per-level budgets of Li et al. 2022 (Eq. 14), reconstructed.

    ``table[t, h]`` is the ε of a node of tree t at depth h (0 where tree t does not split at
    depth h); ``count_share`` of it goes to the node's noisy counts, the rest to choosing the
    split point.  The table is built by :func:`dpforest.forests.oob_budget.split_budget_table`.
    """

    table: np.ndarray
    count_share: float = 0.0

    def internal(self, depth, max_depth, eps_tree):  # pragma: no cover - needs the tree id
        raise TypeError("FeatureWeighted budgets depend on the tree: the engine calls internal_nodes")

    def internal_nodes(self, depth, max_depth, eps_tree, node_tree):
        tab = np.asarray(self.table, dtype=float)
        e = tab[np.asarray(node_tree, dtype=np.int64), depth] if depth < tab.shape[1] else np.zeros(len(node_tree))
        return e * self.count_share, e * (1 - self.count_share)

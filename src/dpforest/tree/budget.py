"""Budget schedules beyond the papers' (used by :class:`dpforest.DPForestClassifier`).

:class:`GeometricGrowth` gives the split selection at depth h a share ∝ r^h of the tree's
internal budget and reserves a fixed share for the leaves' noisy class counts.

Why r = √2 by default.  A node at depth h of a balanced tree holds about n/2^h records, and a
count-weighted split utility (Gini, max; Friedman & Schuster 2010) scales with the node size,
while permute-and-flip's expected shortfall from the best candidate is about (2Δ/ε_h)·ln M for
M candidates (McKenna & Sheldon 2020).  The records misrouted by noisy choices at level h are
therefore ∝ 2^h/ε_h summed over the level's nodes.  Minimising Σ_h 2^h/ε_h subject to
Σ_h ε_h = ε_internal (Lagrange) gives ε_h ∝ 2^(h/2), i.e. a ratio of √2 per level: budget that
grows with depth, but more gently than the node sizes shrink.  docs/default_forest.md has the
measurements (ratios 1, √2 and 2 are within noise of each other on Adult; √2 is never worst).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .grower import BudgetSchedule

__all__ = ["GeometricGrowth"]


@dataclass
class GeometricGrowth(BudgetSchedule):
    """Selection ε at depth h ∝ ``ratio``^h; the leaves keep ``leaf_share`` of the tree's ε.

    Internal nodes release no counts (``count`` ε = 0): no stopping rule reads the data, so the
    whole internal budget goes to split selection; the grower gives each leaf whatever its path
    has left, which is exactly ``leaf_share``·ε_tree for a leaf at the maximum depth.
    """

    ratio: float = math.sqrt(2.0)
    leaf_share: float = 0.2

    def __post_init__(self):
        if not (self.ratio > 0 and math.isfinite(self.ratio)):
            raise ValueError(f"ratio must be a positive finite number, got {self.ratio}")
        if not 0 < self.leaf_share < 1:
            raise ValueError(f"leaf_share must be in (0, 1), got {self.leaf_share}")

    def shares(self, max_depth: int) -> np.ndarray:
        """Share of ε_tree spent on selection at depths 0..max_depth-1 (sums to 1 − leaf_share)."""
        w = self.ratio ** np.arange(max_depth, dtype=float)
        return w / w.sum() * (1.0 - self.leaf_share)

    def internal(self, depth, max_depth, eps_tree):
        eps_tree = np.asarray(eps_tree, dtype=float)
        return np.zeros_like(eps_tree), eps_tree * self.shares(max_depth)[depth]


class GreedyTop(BudgetSchedule):
    """``inner``'s schedule over the first ``greedy`` levels of a deeper tree whose lower levels
    split at random (:attr:`GrowthPlan.random_below`): those levels spend nothing, so every
    path's unspent selection ε goes to its leaf's counts."""

    def __init__(self, inner: BudgetSchedule, greedy: int):
        self.inner, self.greedy = inner, int(greedy)

    def internal(self, depth, max_depth, eps_tree):
        if depth < self.greedy:
            return self.inner.internal(depth, self.greedy, eps_tree)
        zero = np.zeros_like(np.asarray(eps_tree, dtype=float))
        return zero, zero

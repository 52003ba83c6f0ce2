"""Flat-array fitted trees with vectorised prediction.

A node is (feature, route, child_start): a record at an internal node goes to child
``child_start + route[node, code of feature]``.  A route table over integer codes expresses a
numeric threshold, a one-vs-rest categorical split and a multiway split alike.  Leaves hold noisy
class counts.  Nothing here touches training records: predicting is post-processing.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

__all__ = ["FlatTree", "stack_apply"]


@dataclass
class FlatTree:
    feature: np.ndarray       # (n_nodes,) int, -1 at leaves
    route: np.ndarray         # (n_nodes, max_codes) int8/int16 child slot per code
    child_start: np.ndarray   # (n_nodes,) int, -1 at leaves
    counts: np.ndarray        # (n_nodes, n_classes) float noisy counts (NaN where not released)
    depth: np.ndarray         # (n_nodes,) int
    epsilon: np.ndarray       # (n_nodes,) ε spent at the node (all queries on its records)

    @property
    def n_nodes(self) -> int:
        return len(self.feature)

    @property
    def is_leaf(self) -> np.ndarray:
        return self.feature < 0

    @property
    def max_depth(self) -> int:
        return int(self.depth.max()) if self.n_nodes else 0

    def apply(self, codes: np.ndarray) -> np.ndarray:
        """Leaf index of every record (codes: encoded records, shape (n, n_features))."""
        node = np.zeros(len(codes), dtype=np.int64)
        rows = np.arange(len(codes))
        for _ in range(self.max_depth):
            f = self.feature[node]
            inner = f >= 0
            if not inner.any():
                break
            idx = rows[inner]
            nd = node[inner]
            node[inner] = self.child_start[nd] + self.route[nd, codes[idx, f[inner]].astype(np.int64)]
        return node

    def leaf_proba(self) -> np.ndarray:
        """Class distribution per node from noisy counts (clipped at 0; uniform if empty)."""
        c = np.clip(np.nan_to_num(self.counts, nan=0.0), 0, None)
        tot = c.sum(1, keepdims=True)
        k = c.shape[1]
        return np.where(tot > 0, c / np.where(tot > 0, tot, 1), 1.0 / k)

    def to_dict(self) -> dict:
        return {k: getattr(self, k).tolist() for k in
                ("feature", "route", "child_start", "counts", "depth", "epsilon")}

    @classmethod
    def from_dict(cls, d: dict) -> "FlatTree":
        return cls(
            np.asarray(d["feature"], dtype=np.int64), np.asarray(d["route"], dtype=np.int16),
            np.asarray(d["child_start"], dtype=np.int64),
            np.asarray(d["counts"], dtype=float).reshape(len(d["feature"]), -1),
            np.asarray(d["depth"], dtype=np.int64), np.asarray(d["epsilon"], dtype=float),
        )


def stack_apply(trees: list[FlatTree], codes: np.ndarray, values: list[np.ndarray]) -> np.ndarray:
    """For each tree, the per-leaf ``values[t]`` (n_nodes, k) at each record's leaf: (T, n, k)."""
    return np.stack([v[t.apply(codes)] for t, v in zip(trees, values)])

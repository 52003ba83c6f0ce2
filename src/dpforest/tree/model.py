"""Flat-array fitted trees with vectorised prediction.

A node is (feature, route, child_start): a record at an internal node goes to child
``child_start + route[node, code of feature]``.  A route table over integer codes expresses a
numeric threshold, a one-vs-rest categorical split and a multiway split alike.  Leaves hold noisy
class counts.  Nothing here touches training records: predicting is post-processing.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

__all__ = ["FlatTree", "stack_apply", "PackedForest"]


@njit(cache=True, nogil=True)
def _apply_kernel(feature, route, child_start, codes, out):
    """Walk every record from the root to its leaf (compiled; holds no GIL)."""
    for i in range(codes.shape[0]):
        node = 0
        f = feature[0]
        while f >= 0:
            node = child_start[node] + route[node, codes[i, f]]
            f = feature[node]
        out[i] = node


@njit(cache=True, nogil=True)
def _forest_sum_kernel(feature, route, child_start, table, codes, out):
    """``out[i] += table[t, leaf_t(i)]`` over the trees t of a packed forest, row by row (the
    per-row sum runs over trees in a fixed order, so chunking the rows cannot change it)."""
    T = feature.shape[0]
    C = table.shape[2]
    for i in range(codes.shape[0]):
        for t in range(T):
            node = 0
            f = feature[t, 0]
            while f >= 0:
                node = child_start[t, node] + route[t, node, codes[i, f]]
                f = feature[t, node]
            for c in range(C):
                out[i, c] += table[t, node, c]


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
        codes = np.ascontiguousarray(codes)
        out = np.empty(len(codes), dtype=np.int64)
        if len(codes):
            _apply_kernel(np.ascontiguousarray(self.feature, dtype=np.int64), np.ascontiguousarray(self.route),
                          np.ascontiguousarray(self.child_start, dtype=np.int64), codes, out)
        return out

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


class PackedForest:
    """Trees padded into common arrays so one compiled pass walks every tree for a row chunk.

    ``tables[t]`` (n_nodes_t, C) is the value tree t contributes at each leaf (already weighted);
    :meth:`accumulate` adds, for every record, the values of the leaves it reaches.  Memory is
    O(trees × nodes × codes) for the model plus the caller's (rows × classes) output.
    """

    def __init__(self, trees: list[FlatTree], tables: list[np.ndarray]):
        T = len(trees)
        N = max(t.n_nodes for t in trees)
        K = max(t.route.shape[1] for t in trees)
        C = tables[0].shape[1]
        self.feature = np.full((T, N), -1, dtype=np.int64)
        self.child_start = np.full((T, N), -1, dtype=np.int64)
        self.route = np.zeros((T, N, K), dtype=np.int64)
        self.table = np.zeros((T, N, C), dtype=float)
        for t, (tr, tab) in enumerate(zip(trees, tables)):
            n = tr.n_nodes
            self.feature[t, :n] = tr.feature
            self.child_start[t, :n] = tr.child_start
            self.route[t, :n, :tr.route.shape[1]] = tr.route
            self.table[t, :n] = tab

    def accumulate(self, codes: np.ndarray, out: np.ndarray) -> None:
        """``out (n, C) += Σ_t table_t[leaf_t(codes)]`` (compiled, GIL-free)."""
        if len(codes):
            _forest_sum_kernel(self.feature, self.route, self.child_start, self.table,
                               np.ascontiguousarray(codes), out)

"""Probe points where a released forest says the records are.

A vote of many trees can predict one class wherever the records lie and another only in
corners of the domain that hold next to none of them; probe points spread uniformly over the
domain then miss what a user sees on their own data.  :func:`mass_probes` draws points the way
the released trees describe the records, all trees at once: each point walks every tree from
the root, and at a split goes to a child with probability proportional to the child's released
noisy total (the clipped leaf counts below it) among the children its codes still allow; the
codes of the split's feature are then narrowed to that child's.  A point thus lies, in every
tree, in a leaf that tree says holds records -- as a record does -- instead of in a corner no
tree put anything in.  It reads only the released trees and the public schema
(post-processing, no privacy cost) and draws from a fixed seed, so the same model always gets
the same points.
"""

from __future__ import annotations

import numpy as np

from .model import FlatTree, parents


def _subtree_mass(tree: FlatTree) -> np.ndarray:
    """Per node, the released leaf totals below it (clipped at 0; a leaf that released only its
    class counts 1, so such trees are walked uniformly)."""
    leaf_total = tree.clipped_counts().sum(1)
    labels_only = np.isnan(np.asarray(tree.counts, dtype=float)).all(1)
    mass = np.where(tree.is_leaf, np.where(labels_only, 1.0, leaf_total), 0.0)
    par = parents(tree)
    for node in np.argsort(-tree.depth, kind="stable"):   # children before their parents
        if par[node] >= 0:
            mass[par[node]] += mass[node]
    return mass


def mass_probes(trees: list[FlatTree], n_codes: np.ndarray, n: int, seed: int = 0) -> np.ndarray:
    """``n`` encoded points (n, n_features) drawn where the trees' released totals place the
    records (see the module docstring)."""
    rng = np.random.default_rng(seed)
    n_codes = np.asarray(n_codes, dtype=np.int64)
    F, W = len(n_codes), int(n_codes.max()) if len(n_codes) else 1
    allowed = np.zeros((n, F, W), dtype=bool)
    for f, k in enumerate(n_codes):
        allowed[:, f, :k] = True
    rows = np.arange(n)
    for t in rng.permutation(len(trees)):
        tree = trees[t]
        mass = _subtree_mass(tree)
        node = np.zeros(n, dtype=np.int64)
        while True:
            inner = tree.feature[node] >= 0
            if not inner.any():
                break
            at, p = rows[inner], node[inner]
            f = tree.feature[p]
            route = tree.node_route(p)[:, :W].astype(np.int64)          # (m, W) child slot per code
            child = tree.child_start[p][:, None] + route
            ok = allowed[at, f]                                          # (m, W) codes still allowed
            # a code's weight: its child's mass shared among the child's allowed codes, so the
            # child is drawn in proportion to its mass and the code uniformly inside it
            share = np.zeros_like(route, dtype=float)
            for slot in range(int(route.max()) + 1):
                hit = ok & (route == slot)
                cnt = hit.sum(1, keepdims=True)
                share += np.where(hit, mass[child] / np.maximum(cnt, 1), 0.0)
            w = np.where(share.sum(1, keepdims=True) > 0, share, ok.astype(float))
            cum = np.cumsum(w, 1)
            code = (cum < (1.0 - rng.random(len(at)))[:, None] * cum[:, -1:]).sum(1)
            code = np.minimum(code, W - 1)
            slot = route[np.arange(len(at)), code]
            allowed[at, f] = ok & (route == slot[:, None])
            node[inner] = tree.child_start[p] + slot
    # each feature's code: uniform among the codes every tree's path left allowed
    out = np.empty((n, F), dtype=np.int64)
    for f in range(F):
        cum = np.cumsum(allowed[:, f], 1)
        out[:, f] = (cum < np.ceil((1.0 - rng.random(n)) * cum[:, -1])[:, None]).sum(1)
    return out

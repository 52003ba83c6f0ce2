"""Plain multiway growth sized by the leaves a tree can really have (measured; results in
benchmarks/results/mwpath/).

The default's memory test for plain multiway growth reads (largest categorical domain)^depth
≤ 2^16, as if the largest factor could split again at every level.  It cannot: once a factor
splits multiway, each child has one code of it left and no candidate on it divides the node
(the grower's reachable-code tracking), so along a path each factor splits at most once and a
numeric feature adds two branches a level.  ``path`` replaces (largest)^depth by
:func:`~dpforest.forests.default.multiway_max_leaves` (the product of the largest domains a path
can use, times 2 per remaining numeric level) in the three places the default sizes plain
multiway trees: the memory test of ``auto_categorical_split`` and both bounds of
``multiway_depth_cap`` (all leaves ≤ 2^20; the deepest split level's node tables within the
binary trees' level room).  The signal-to-noise gate already reads that count.  Public: the
schema and the depth.

    python3 benchmarks/results/mwpath/scripts/affected.py           # cells whose growth changes
    python3 benchmarks/results/mwsnr/scripts/run.py CELLS OUT benchmarks/dev/variants_mwpath.py cur,path
"""
import math

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


def path_split(schema, depth, multiway_levels=True, n_eps=None):
    """auto_categorical_split with the path-wise leaf count as its memory test."""
    if depth == 0 or not any(f.kind == "categorical" for f in schema.features):
        return "binary"
    leaves = D.multiway_max_leaves(schema, depth)
    if leaves <= D.MULTIWAY_MAX_LEAVES:
        if n_eps is None or not math.isfinite(n_eps) or n_eps < D.LABEL_LEAVES_BELOW \
                or leaves <= n_eps:
            return "multiway"
        return "mixed" if multiway_levels else "binary"
    if multiway_levels and D.mixed_max_leaves(depth) <= D.MULTIWAY_MAX_LEAVES:
        return "mixed"
    return "binary"


def path_depth_cap(schema, n_trees=1, level_bound=False):
    """multiway_depth_cap with the path-wise leaf count."""
    T = max(int(n_trees), 1)
    d_ = 0
    while d_ < D.HARD_MAX_DEPTH and D.multiway_max_leaves(schema, d_ + 1) * T <= 2 ** 20:
        d_ += 1
    if level_bound:
        room = D._level_room(D._node_slots(schema), schema.n_classes, T)
        while d_ > 0 and D.multiway_max_leaves(schema, d_ - 1) > room:
            d_ -= 1
    return d_


class _Path(d.DPForestClassifier):
    def _fit_private(self, *a, **kw):
        with patched(D, auto_categorical_split=path_split, multiway_depth_cap=path_depth_cap):
            return super()._fit_private(*a, **kw)


def _make(cls):
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {"cur": _make(d.DPForestClassifier), "path": _make(_Path)}

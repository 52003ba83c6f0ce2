"""The root scored by its finished subtree's count (``rootlook``): the default scores a tree's
upper levels by Gini and only the level above the last split level by the count the finished
two-level subtree could classify right (``level_utility``), so a deeper tree's root cannot see
an interaction of two columns (Gini gains nothing on an XOR: generated XOR of two categoricals,
0.880 / 0.742 / 0.804 / 0.831 at eps 0.1 / 0.5 / 1 / 2 against 0.90-0.91 for a depth-2 tree,
``benchmarks/results/extreme_shapes/followup_b.txt``).  ``rootlook`` scores the root of trees
of three or more split levels by that count too (Δ = 1; where the door cannot afford the
pairwise table, max-count or the top-2 count, as at the level above the last).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_rootlook.py \\
        --methods cur,rootlook --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from dpforest.tree.scorers import get_scorer


class RootLook(d.DPForestClassifier):
    #: the fewest split levels a tree must have for its root to be scored so
    _min_depth = 3

    def _level_scorer(self, n_classes, split="binary"):
        pick = super()._level_scorer(n_classes, split)
        if pick is None:
            return None
        cache = {}

        def root_pick(depth, max_depth):
            base = pick(depth, max_depth)
            if depth == 0 and max_depth >= self._min_depth:
                # as the level above the last names it (max-count under two classes, top-2 above),
                # which is also its fallback where the pairwise table is not affordable
                name = "subtree/" + ("max" if n_classes <= 2 else "top2")
                return cache.setdefault(name, get_scorer(name))
            return base
        return root_pick


def _deeper(k):
    return type(f"RootLook{k}", (RootLook,), {"_min_depth": k})


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "rootlook": lambda e, s, r: RootLook(epsilon=e, schema=s, random_state=r, progress=False),
    "rootlook4": lambda e, s, r: _deeper(4)(epsilon=e, schema=s, random_state=r, progress=False),
    "rootlook5": lambda e, s, r: _deeper(5)(epsilon=e, schema=s, random_state=r, progress=False),
}

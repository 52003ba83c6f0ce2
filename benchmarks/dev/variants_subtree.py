"""The finished-subtree count one level above the last split (docs/default_forest.md,
"Finished-subtree counts").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_subtree.py \\
        --methods prev,cur --epsilons 0.1,0.5,2 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref prev

``prev``: the level above the last scored by max-count (two classes) or the top-2 count, the
bounds the finished-subtree count replaced; ``cur``: the default; ``nomixed``: the default
without it in mixed growth (``--methods nomixed,cur``: what mixed growth gains).  ``two``: the same one-split
look-ahead on the level above that too (r = 2), where it is a lower bound (the level below its
children's split is counted as leaves), instead of Gini or the top-4 count.
"""
import dpforest as d
from dpforest.forests.default import level_utility
from module_patch import attr_variant


class TwoLevels(d.DPForestClassifier):
    def _level_scorer(self, n_classes, *rest):
        pick = super()._level_scorer(n_classes, *rest)

        def two(depth, max_depth):
            if max_depth - 1 - depth == 2:
                return pick(depth + 1, max_depth)    # the level below's scorer, one level up
            return pick(depth, max_depth)
        return pick if pick is None else two


VARIANTS = {
    "prev": attr_variant(_finished_subtree=False),
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "nomixed": attr_variant(_finished_subtree_mixed=False),
    "two": lambda e, s, r: TwoLevels(epsilon=e, schema=s, random_state=r, progress=False),
}
assert level_utility(1, 2) == "subtree/max"

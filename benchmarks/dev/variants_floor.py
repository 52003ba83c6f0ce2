"""Variants of the depth rule's class floor (docs/default_forest.md, "Depth").

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_floor.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/auto_tables.py --variants benchmarks/dev/variants_floor.py \
        --methods cur,floor+1 --offset 120 --limit 300 --out DIR

``cur``: the default, d_min = max(1, ⌈log2 C⌉).  ``floor+1``: one spare level for three or
more classes, d_min = ⌈log2 C⌉ + 1 (a binary tree with exactly ⌈log2 C⌉ levels gives every
class a leaf only if every split halves the classes, which noisy greedy splits seldom do).
``floor+1c5``: the spare level only from five classes on.  ``floor-1``: one level *below* the
class floor for three or more classes (at small n·ε a tree with fewer leaves than classes
keeps larger, less noisy leaves; it can then predict only some of the classes).
"""
import math

import dpforest as d
from dpforest.forests import default as dm
from module_patch import patched_variant


def _floor_variant(extra_from, spare=1):
    def rule(est, orig):
        def depth(n, epsilon, n_candidates=None, n_classes=2):
            if spare < 0 and n_classes >= extra_from:     # the rule with a lower floor
                floor = max(1, math.ceil(math.log2(n_classes)) + spare)
                return orig(n, epsilon, n_candidates, 2 ** floor)
            dd = orig(n, epsilon, n_candidates, n_classes)
            if n_classes >= extra_from:
                dd = max(dd, min(math.ceil(math.log2(n_classes)) + spare, dm.MAX_AUTO_DEPTH))
            return dd
        return depth
    return patched_variant("auto_depth", rule)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "floor+1": _floor_variant(3),
    "floor+1c5": _floor_variant(5),
    "floor-1": _floor_variant(3, -1),
}

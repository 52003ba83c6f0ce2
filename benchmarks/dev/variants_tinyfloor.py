"""The class floor where n·ε affords only a stump: ``cur`` keeps depth ⌈log2 C⌉ for C classes
at every n̂·ε; ``stump`` uses depth 1 wherever the two-class rule gives 1 (fewer, better-funded
leaves, at the price of naming at most two classes); ``floor-1`` one level under the floor there.
Two-class trees are the same in all three.

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 3-8 --variants benchmarks/dev/variants_tinyfloor.py \\
        --methods cur,stump,floor-1 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import math

import dpforest as d
from module_patch import patched_variant


def _tiny(extra):
    def rule(est, orig):
        def depth(n, epsilon, n_candidates=None, n_classes=2, *rest, **kw):
            full = orig(n, epsilon, n_candidates, n_classes, *rest, **kw)
            if orig(n, epsilon, n_candidates, 2, *rest, **kw) > 1:   # the rule affords more than a stump
                return full
            return max(1, extra(math.ceil(math.log2(max(int(n_classes), 2)))))
        return depth
    return patched_variant("auto_depth", rule)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "stump": _tiny(lambda floor: 1),
    "floor-1": _tiny(lambda floor: floor - 1),
    "floor-2": _tiny(lambda floor: floor - 2),
    # the full floor ⌈log2 C⌉ at every class count: the rule before FLOOR_HALF_FROM (the
    # default's floor for nine or more classes is now what "floor-1" gives; run
    # --levels 9-30 --methods fullfloor,cur --ref fullfloor to repeat that measurement)
    "fullfloor": patched_variant("FLOOR_HALF_FROM", lambda est, orig: 10 ** 6),
}

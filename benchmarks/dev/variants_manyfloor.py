"""The class floor for nine or more classes at every n̂·ε (docs/default_forest.md, "Small tables
and many classes").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 9-30 --min-share 0.02 \\
        --variants benchmarks/dev/variants_manyfloor.py --methods cur,always --epsilons 0.1,0.5,2 --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``cur``: the default, whose floor is ⌈log2 C⌉ − 1 for C ≥ 9 only where the rule gives at most a
stump (``FLOOR_HALF_FROM``).  ``always``: that lower floor at every n̂·ε, so the depth is
max(rule, ⌈log2 C⌉ − 1) for C ≥ 9.
"""
import math

import numpy as np

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched_variant


def _always(est, orig):
    def depth(n, epsilon, n_candidates=None, n_classes=2, max_depth=D.MAX_AUTO_DEPTH):
        C = int(n_classes)
        if C < D.FLOOR_HALF_FROM:
            return orig(n, epsilon, n_candidates, n_classes, max_depth)
        scale = D.REF_LOG_CANDIDATES / math.log(max(n_candidates, 3)) if n_candidates else 1.0
        raw = round(math.log2(max(float(n) * float(epsilon) * scale, 1.0)) - D.DEPTH_OFFSET)
        floor = max(D.MIN_AUTO_DEPTH, math.ceil(math.log2(C)) - 1)
        return int(np.clip(raw, floor, max(int(max_depth), floor)))
    return depth


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "always": patched_variant("auto_depth", _always),
}

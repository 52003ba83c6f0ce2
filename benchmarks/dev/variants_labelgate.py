"""The label-leaf gate with the joint draw for every class count (docs/default_forest.md,
"Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_labelgate.py \\
        --methods cur,gate1000,gate3000 --epsilons 0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

The gate (n̂·ε_tree < 300) was chosen with label leaves alone, where labels gained +0.0005 ±
0.0007 at n·ε 300-1,000 and nothing above: too little for the probabilities they give up.  The
joint draw makes the last split level of a label tree label-aware too, so the gain above 300
may have grown.  ``gateT``: label trees below n̂·ε = T.  ``perfloor``: the gate × 2^(⌈log2 C⌉ − 1)
(many-class trees start deeper, so their leaves are smaller at the same n̂·ε; the many-class
batch gained +0.0072 ± 0.0031 with the gate at 3,000 for every class count).
"""
import math

import dpforest as d
from module_patch import patched_variant


def _per_floor(est, orig):
    """The gate scaled by 2^(d_min − 1), d_min = ⌈log2 C⌉ the class floor's depth: a floor tree's
    leaves are that many times smaller than a stump's, so they reach the same records × ε per
    leaf at that many times the n̂·ε (two-class trees: unchanged)."""
    C = len(est.schema.classes)
    return orig * 2 ** max(math.ceil(math.log2(max(C, 2))) - 1, 0)

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "gate1000": patched_variant("LABEL_LEAVES_BELOW", lambda est, orig: 1000.0),
    "gate3000": patched_variant("LABEL_LEAVES_BELOW", lambda est, orig: 3000.0),
    "perfloor": patched_variant("LABEL_LEAVES_BELOW", _per_floor),
}

"""The leaf-share rule's constants on the automatic tables: leaf noise std at most 5 % of the
expected leaf size (``cur``) against 2.5 % and 10 %, and the clip range [0.1, 0.3] against
[0.05, 0.3].

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_leafshare_rule.py \\
        --methods cur,noise2.5,noise10,floor0.05 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "noise2.5": patched_variant("LEAF_NOISE_FRACTION", lambda est, orig: 0.025),
    "noise10": patched_variant("LEAF_NOISE_FRACTION", lambda est, orig: 0.10),
    "floor0.05": patched_variant("LEAF_SHARE_RANGE", lambda est, orig: (0.05, orig[1])),
}

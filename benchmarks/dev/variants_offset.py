"""The depth rule's offset (d = round(log2(n̂·ε·6/ln M) − 7.5), first calibrated on Adult) on the
automatic tables: 7.5 (``cur``) against 6.5 and 8.5 (one level deeper / shallower wherever the
class floor does not bind), or 7 and 8 (half a level: the rule rounds, so about every other
table moves one level).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_offset.py \\
        --methods cur,off6.5,off8.5 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "off6.5": patched_variant("DEPTH_OFFSET", lambda est, orig: orig - 1.0),
    "off8.5": patched_variant("DEPTH_OFFSET", lambda est, orig: orig + 1.0),
    "off7": patched_variant("DEPTH_OFFSET", lambda est, orig: orig - 0.5),
    "off8": patched_variant("DEPTH_OFFSET", lambda est, orig: orig + 0.5),
}

"""The depth rule's offset per class count (docs/default_forest.md, "Depth").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_depthC.py \\
        --methods cur,plusC,plus1 --only MULTICLASS_TABLES --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_depthC.py PEERS --seeds 24 --out DIR

The offset 7.5 of d = round(log2(n·ε·6/ln M) − 7.5) was calibrated on two-class tables, and the
class floor ⌈log2 C⌉ only binds where that rule is shallower.  Where n·ε is large enough for the
rule to pass the floor, a C-class target may still want the floor's levels *on top of* the
refinement the rule measures (the rule counts levels of refinement for a two-class split).

``cur``: clip(r, ⌈log2 C⌉, 12) with r the rounded rule.  ``plusC``: clip(r + ⌈log2 C⌉ − 1,
⌈log2 C⌉, 12): every doubling of the classes adds a level to the rule, not only to the floor.
``plus1``: clip(r + 1, ⌈log2 C⌉, 12) for three or more classes.  Two-class depths are unchanged.
"""
import math

import dpforest as d
from module_patch import patched_variant


def _rule_variant(extra):
    def rule(est, orig):
        def depth(n, epsilon, n_candidates=None, n_classes=2):
            floor = orig(1.0, 1e-9, n_candidates, n_classes)          # the class floor alone
            r = orig(n, epsilon, n_candidates, 2)                     # the two-class rule (floor 1)
            add = extra(int(n_classes))
            # the two-class rule clipped at 1; a rule at its floor (1) stays below the class floor
            return int(min(max(r + add, floor), 12)) if r > 1 else floor
        return depth
    return patched_variant("auto_depth", rule)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "plusC": _rule_variant(lambda C: math.ceil(math.log2(C)) - 1),
    "plus1": _rule_variant(lambda C: 1 if C >= 3 else 0),
}

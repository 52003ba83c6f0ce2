"""Plain multiway growth with its splits counted in levels (docs/default_forest.md, "Categorical splits").

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_mwlevels.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/auto_tables.py --variants benchmarks/dev/variants_mwlevels.py --methods cur,levels ...

``cur``: the default -- where (largest domain)^d ≤ 2^16, plain multiway growth: every categorical
split is multiway and counts as one level, so a 6-way root split that already separates six
classes is followed by d − 1 more levels that only fragment its children.  ``levels``: there,
mixed growth instead (a k-way split uses ⌈log2 k⌉ levels, scored by gain per level) with no limit
on the overrun (the tree still has at most (largest domain)^d leaves, since no path has more
than d splits), so a 9-way split stays possible at depth 2.
"""
import dpforest as d
from module_patch import patched_variant


def _levels(est, orig):
    def split(schema, depth, multiway_levels=True):
        s = orig(schema, depth, multiway_levels)
        if s == "multiway":
            est._multiway_slack = 99        # instance attribute: this fit only
            return "mixed"
        return s
    return split


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "levels": patched_variant("auto_categorical_split", _levels),
}

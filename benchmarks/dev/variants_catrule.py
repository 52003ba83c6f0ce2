"""Variants behind docs/default_forest.md, "Many-level categorical features".

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_catrule.py PEERS --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref largest-power

``mixed`` (the default): plain multiway growth while (largest domain)^depth ≤ 2^16, else mixed
growth (one-vs-rest *and* multiway candidates; a k-way split uses ⌈log2 k⌉ of the tree's
levels, at most ``slack`` more than its path has left, and is scored by its gain per level).
``largest-power``: the earlier rule -- plain multiway growth while (largest domain)^depth ≤
2^16, else one-vs-rest.  ``mixed-slackK``: the default with another slack.
"""
import dpforest as d
from module_patch import attr_variant


class _LargestPower(d.DPForestClassifier):
    _multiway_levels = False        # 'auto' then never picks mixed growth: the earlier rule


VARIANTS = {
    "mixed": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "largest-power": lambda e, s, r: _LargestPower(epsilon=e, schema=s, random_state=r, progress=False),
    **{f"mixed-slack{k}": attr_variant(_multiway_slack=k) for k in (0, 2, 99)},
}

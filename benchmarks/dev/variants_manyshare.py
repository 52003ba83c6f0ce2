"""The leaf share for many-class trees (docs/default_forest.md, "Small tables and many classes").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 9-30 --min-share 0.02 \\
        --variants benchmarks/dev/variants_manyshare.py --methods cur,x150,x067 --epsilons 0.1,0.5,2 --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

The leaf-share rule sizes the leaves' ε so a leaf of the expected size has noise ≤ 5 % of its
count; with many classes that count is shared by more of them, so naming the right one may need
more.  ``xF``: the rule's share × F/100 for targets of nine or more classes.
"""
import dpforest as d
from module_patch import patched_variant


def _scaled(f):
    def replace(est, orig):
        many = len(est.schema.classes) >= 9
        return (lambda *a, **kw: min(orig(*a, **kw) * f, 0.9)) if many else orig
    return patched_variant("auto_leaf_share", replace)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "x150": _scaled(1.5),
    "x067": _scaled(0.67),
}

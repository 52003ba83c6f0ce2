"""The joint split-and-label draw in mixed growth (docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 9-30 --min-share 0.02 \\
        --variants benchmarks/dev/variants_jointmixed.py --methods cur,jointmixed --epsilons 0.1,0.5,2 --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

In mixed growth a k-way split uses ⌈log2 k⌉ levels, so nodes reach their last level on their
own path at different level indices.  ``jointmixed`` (``_joint_mixed = True``): every node with
one level left draws its split and its children's classes together (k-way candidates with more
than 4,096 labellings left out of that draw); ``cur``: the default, mixed-growth label trees
split, then label.  Measured: a tie, so the default keeps ``_joint_mixed = False``.
"""
import dpforest as d

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "jointmixed": lambda e, s, r: type("JointMixed", (d.DPForestClassifier,), {"_joint_mixed": True})(
        epsilon=e, schema=s, random_state=r, progress=False),
}

"""The joint split-and-label draw beyond eight classes (docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 9-30 --min-share 0.02 \\
        --variants benchmarks/dev/variants_jointmany.py --methods max8,cur \\
        --epsilons 0.1,0.5,2 --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref max8

``max8``: the rule before this step: label trees of more than eight classes choose the last
split, then each leaf's label.  ``cur``: the default, the joint draw for every class count
within its per-node memory bound (``JOINT_MAX_CANDIDATES``).
"""
import dpforest as d
from module_patch import patched_variant


def _at_most_8(est, orig):
    return lambda schema, split, *rest: schema.n_classes <= 8 and orig(schema, split, *rest)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "max8": patched_variant("joint_labels_apply", _at_most_8),
}

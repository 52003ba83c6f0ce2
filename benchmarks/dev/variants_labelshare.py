"""The leaf share where leaves release labels (docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_labelshare.py \
        --methods cur,ls067,ls150 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

A label by permute-and-flip is right more often than a histogram's argmax at the same ε, so
below the label gate the leaves might need less of the tree's budget and the split draws could
use more.  ``lsF``: below n̂·ε_tree = 300 (the label gate) the rule's leaf share times F/100.
"""
import dpforest as d
from module_patch import below_label_gate


def _scaled(f):
    return below_label_gate("auto_leaf_share", lambda orig, *a, **kw: orig(*a, **kw) * f)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "ls067": _scaled(0.67),
    "ls150": _scaled(1.5),
    # re-measured with the joint draw (the last split level gets its own share and the leaves')
    "ls050": _scaled(0.5),
    "ls200": _scaled(2.0),
}

"""A margin for the constant labellings of a label tree's joint draw (docs/default_forest.md,
"Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_constbonus.py \\
        --methods cur,cb1 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

Below n̂·ε = 300 a label tree's last split level draws a split and its children's classes
together, over N labellings that name two classes and C constant ones ("predict c here", once
per node).  At small n̂·ε the draw is close to uniform over all N + C, so a node where no split
helps still names a random pair of classes: the outside batches' worst cells are such fits,
well below a majority rate the peers reach.  ``cbK``: each constant labelling scored its
class's count plus K·ln(N/C)/ε (public: the candidate set's shape and ε), the margin the "no
split" candidate of count-leaf trees has ("A stop candidate at the max-count levels"): where no
split classifies more records right, the constants together hold about half the draw.
"""
from module_patch import attr_variant

import dpforest as d

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "cb05": attr_variant(_constant_bonus=0.5),
    "cb1": attr_variant(_constant_bonus=1.0),
}

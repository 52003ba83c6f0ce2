"""Greedy top levels, random levels below (a direction the brief lists; docs/default_forest.md).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_hybrid.py \
        --methods cur,rand1,rand2 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``randK``: the rule's greedy tree, then K more levels whose splits are drawn uniformly from each
node's offered candidates (public randomness, no ε); the greedy levels keep their schedule and
the leaf share follows the leaves' depth, so the leaves get the selection ε the random levels
did not spend.
"""
import dpforest as d
from module_patch import attr_variant


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "rand1": attr_variant(_random_levels=1),
    "rand2": attr_variant(_random_levels=2),
}

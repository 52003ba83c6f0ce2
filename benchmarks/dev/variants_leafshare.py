"""Leaf share variants (docs/default_forest.md, "Leaf share of multiway trees").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_leafshare.py \\
        --methods cur,mw03,all03 --epsilons 0.1,0.5,2 --seeds 6 --out DIR

Coarse numeric bin copies (variants_numbins.py, ``bins8auto``) gained +0.005 ± 0.001 on the
automatic tables with a categorical feature; one side effect of the copies is a larger mean
categorical domain b, hence a larger leaf share (n̂/b^d smaller).  ``mw03``: the largest leaf
share (0.3) whenever the tree grows plain multiway splits.  ``all03``: 0.3 for every tree.
"""
import dpforest as d
from dpforest.forests import default as dm
from module_patch import patched_variant


def _mw(est, orig):
    return lambda schema, split: 1e6 if split == "multiway" else orig(schema, split)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "mw03": patched_variant("_branching", _mw),
    "all03": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                  leaf_share=dm.LEAF_SHARE_RANGE[1]),
}

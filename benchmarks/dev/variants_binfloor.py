"""A floor of two levels for two-class trees too (docs/default_forest.md, "Small tables and many classes").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_binfloor.py \
        --methods cur,floor2 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

On two unseen tables of the wheel batch (``wheel_tables.py``) the rule's stump lost badly to a
depth-2 tree (GunPoint at ε = 2: 0.67 against 0.86; banana at ε = 0.1: 0.59 against 0.65),
while the suite's Titanic had chosen the stump (0.760 against 0.712 at ε = 0.1).  ``floor2``:
``MIN_AUTO_DEPTH = 2``, so every tree has at least two split levels; only cells where the rule
gives a stump change.
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "floor2": patched_variant("MIN_AUTO_DEPTH", lambda est, saved: 2),
}

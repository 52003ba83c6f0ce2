"""Adaptive grid cuts per feature: ``cur`` places 32 (the schema's n_bins), ``e16`` / ``e64``
place 16 / 64.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridextra.py \\
        --methods cur,e16,e64 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "e16": patched_variant("GRID_EXTRA", lambda est, orig: 16),
    "e64": patched_variant("GRID_EXTRA", lambda est, orig: 64),
}

"""Adaptive grid fine resolution: ``cur`` splits each public interval in 16 parts to draw the
added cuts from, ``r8`` / ``r32`` in 8 / 32.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridres.py \\
        --methods cur,r8,r32 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "r8": patched_variant("GRID_RESOLUTION", lambda est, orig: 8),
    "r32": patched_variant("GRID_RESOLUTION", lambda est, orig: 32),
}

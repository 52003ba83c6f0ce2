"""Adaptive grid budget share: ``cur`` spends 5 % of ε on the grid histograms (where the gate
opens), ``s2.5`` / ``s10`` spend 2.5 % / 10 % (the gate n̂·ε_grid/(intervals × features) ≥ 1
moves with the share).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridshare.py \\
        --methods cur,s2.5,s10 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "s2.5": patched_variant("GRID_SHARE", lambda est, orig: 0.025),
    "s10": patched_variant("GRID_SHARE", lambda est, orig: 0.10),
}

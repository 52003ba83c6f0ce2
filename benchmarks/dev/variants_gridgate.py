"""The adaptive grid's gate.  ``cur``: the histograms are bought only when every feature's 64
runs of public intervals average GRID_MIN_SNR = 1 noise scale or more (all or nothing).
``mrK``: below that, pool into as many runs as n̂·ε_grid affords at the same SNR, down to K
runs (GRID_MIN_RUNS = K).  ``snrX``: the all-or-nothing gate at GRID_MIN_SNR = X.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridgate.py \\
        --methods cur,mr4,mr8,mr16 --epsilons 0.1,0.5,2 --seeds 6 --out DIR     (or cur,snr0.5,snr2)
"""
import dpforest as d
from module_patch import patched_variant


def _set(name, value):
    return patched_variant(name, lambda est, orig: value)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "mr4": _set("GRID_MIN_RUNS", 4), "mr8": _set("GRID_MIN_RUNS", 8), "mr16": _set("GRID_MIN_RUNS", 16),
    "snr0.5": _set("GRID_MIN_SNR", 0.5), "snr2": _set("GRID_MIN_SNR", 2.0),
}

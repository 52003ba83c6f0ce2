"""The adaptive grid's three constants, each one step either side of the default: the share of ε
for the histograms (5 %: ``s2.5`` / ``s10``), the cuts placed per feature (32: ``e16`` /
``e64``) and the fine grid's parts per public interval (16: ``r8`` / ``r32``).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridconst.py \\
        --methods cur,s2.5,s10 --epsilons 0.1,0.5,2 --seeds 6 --out DIR     (or cur,e16,e64 / cur,r8,r32)
"""
import dpforest as d
from module_patch import patched_variant


def _set(name, value):
    return patched_variant(name, lambda est, orig: value)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "s2.5": _set("GRID_SHARE", 0.025), "s10": _set("GRID_SHARE", 0.10),
    "e16": _set("GRID_EXTRA", 16), "e64": _set("GRID_EXTRA", 64),
    "r8": _set("GRID_RESOLUTION", 8), "r32": _set("GRID_RESOLUTION", 32),
}

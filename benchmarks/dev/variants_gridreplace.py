"""Adaptive grids added to the public grid (``add``) or replacing it where the histogram reads
empty intervals (``replace``, the default: the populated runs keep their bounds and the extra
cuts, the public cuts inside empty regions go, so a feature's candidates are not inflated).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridreplace.py \\
        --methods multiscale,add,replace --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "multiscale": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                       numeric_grid="multiscale"),
    "add": patched_variant("GRID_REPLACE", lambda est, orig: False),
    "replace": patched_variant("GRID_REPLACE", lambda est, orig: True),
}

"""Adaptive grid histogram resolution: ``h64`` reads one count per public interval (up to 64),
``h8`` pools them into 8 runs (fuller counts, so the SNR gate opens at 8x smaller n·ε, but the
extra cuts are spread over wider runs), ``h16`` in between; ``multiscale`` the public grid.
(Measured with cuts added to the public grid: run with GRID_REPLACE=False to repeat it.)

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridbins.py \\
        --methods multiscale,h64,h8 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d
from module_patch import patched_variant

VARIANTS = {
    "multiscale": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                       numeric_grid="multiscale"),
    **{f"h{k}": patched_variant("GRID_HIST_BINS", lambda est, orig, k=k: k) for k in (64, 16, 8)},
}

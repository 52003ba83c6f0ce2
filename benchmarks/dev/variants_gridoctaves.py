"""The adaptive grid's histogram below the public grid's finest octave.  ``cur`` (the default):
the histogram's intervals continue the multi-scale ladder 28 octaves below the public grid's
point closest to 0 (to about 2^-40 of the range), so records far below the declared range's
scale are found; a ladder point is kept only next to a count above scale·ln(L).  ``oct0``: the
public grid's intervals only (the previous default).  ``oct28`` names the default for runs
that pair it under that name.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_gridoctaves.py \\
        --methods oct0,cur --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/auto_tables.py --limit 100 --rows 60001-2000000 \\
        --variants benchmarks/dev/variants_gridoctaves.py --methods oct0,cur --epsilons 0.1,0.5,2 --seeds 3 --out DIR
"""
import dpforest as d
from module_patch import patched_variant


def _cur(e, s, r):
    return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {"cur": _cur, "oct28": _cur, "oct0": patched_variant("GRID_OCTAVES", lambda est, orig: 0)}

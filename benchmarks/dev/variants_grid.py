"""Variants behind docs/default_forest.md, "Multi-scale numeric grids".

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_grid.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref uniform

``uniform``: equal-width candidate grids on undeclared numeric features (the earlier default);
the others add the log-spaced points of :func:`dpforest.tree.grids.multiscale_cuts` with the
named ratio and finest resolution (``ms-r1.41-f12``: ratio √2, down to 2^-12 of the range).
"""
import dpforest as d
from dpforest.tree.grids import multiscale_cuts


def _grid(ratio, finest_log2):
    class Grid(d.DPForestClassifier):
        def _validate_common(self):
            eps, schema = super()._validate_common()
            return eps, multiscale_cuts(schema, ratio, 2.0 ** -finest_log2)

    return lambda e, s, r: Grid(epsilon=e, schema=s, random_state=r, progress=False,
                                numeric_grid="uniform")


VARIANTS = {
    "uniform": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r,
                                                    progress=False, numeric_grid="uniform"),
    "ms-r1.41-f12": _grid(2.0 ** 0.5, 12),
    "ms-r2-f12": _grid(2.0, 12),
    "ms-r2-f10": _grid(2.0, 10),
}

"""Data-adaptive numeric grids: ``cur`` is the default; ``multiscale`` / ``adaptive`` set
``numeric_grid`` explicitly (the public multi-scale grid, or that grid plus cuts chosen by a
charged histogram where n̂·ε affords it).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_adaptive.py \\
        --methods multiscale,adaptive --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d


def _grid(name):
    return lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                numeric_grid=name)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "multiscale": _grid("multiscale"),
    "adaptive": _grid("adaptive"),
}

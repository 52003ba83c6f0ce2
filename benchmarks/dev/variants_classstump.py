"""A stump for three or more classes where the noisy size affords fewer than k records per
class, k·C (docs/default_forest.md, "Small tables and many classes").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 3-30 --variants benchmarks/dev/variants_classstump.py \\
        --methods cur,c5,c10 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``variants_tinystump2.py`` gated the stump on a fixed n̂·ε_tree (15 / 30 / 50 records): a gain
within two standard errors, paid for in constant fits.  The library's own small-budget line is
per class (``SMALL_BUDGET_PER_CLASS`` = 10 records·ε a class: below it the default's fits
scored under the majority rate in about half the outside cells), and a tree at the class floor
needs its ⌈log2 C⌉ levels' leaves resolved for every class, so the line that matters should
grow with C.  ``cK``: depth 1 where the noisy n̂·ε_tree < K·C, C ≥ 3; elsewhere the default.
"""
import dpforest as d
from variants_tinystump2 import _stump_below

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    **{f"c{k}": _stump_below(lambda C, k=k: k * C) for k in (5, 10)},
}

"""The adaptive grid skips whole-number columns whose public grid it cannot refine
(docs/default_forest.md, "Adaptive grids").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_refinable.py \\
        --methods int-all,int --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref int-all

Both declare every whole-number column ``integer=True`` as ``variants_integer.py`` does (the
only way a column's grid can be complete).  ``int``: the default, whose histogram counts only
the features whose public fine grid adds a cut (``refinable_cuts``); ``int-all``: the histogram
counts every eligible feature, as before.
"""
import dpforest as d
from variants_integer import Integer


class _AllFeatures(d.DPForestClassifier):
    _adapt_only_refinable = False


VARIANTS = {
    "int-all": lambda e, s, r: Integer(e, s, r, cls=_AllFeatures),
    "int": lambda e, s, r: Integer(e, s, r),
}

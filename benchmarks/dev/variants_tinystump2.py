"""A stump for three or more classes where n̂·ε is tiny, now that its split and labels are one
draw (docs/default_forest.md, "Small tables and many classes").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 3-8 --variants benchmarks/dev/variants_tinystump2.py \\
        --methods cur,s15,s30,s50 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

The class floor gives a C-class tree ⌈log2 C⌉ levels so every class can have a leaf.  Where
n̂·ε is tens of records the root split of such a tree gets a third of the budget and is nearly
a coin toss; a stump whose split and two leaf labels are drawn together spends the whole
ε_tree on one draw, at the price of naming at most two classes.  With the true size as the
gate (``variants_tinyfloor.py``, an oracle) the stump gained +0.03 ± 0.01 below n·ε = 30 and
lost −0.07 at 100-300.  ``sT``: depth 1 where the *noisy* n̂·ε_tree < T (the library's own
inputs to the depth rule), C ≥ 3; elsewhere the default.
"""
import dpforest as d
from module_patch import patched_variant


def _stump_below(gate):
    """Depth 1 for C >= 3 where n̂·ε_tree < ``gate``: a number, or a function of C."""
    line = gate if callable(gate) else (lambda C: gate)

    def replace(est, orig):
        def depth(n, epsilon, n_candidates=None, n_classes=2, *rest, **kw):
            if int(n_classes) >= 3 and float(n) * float(epsilon) < line(int(n_classes)):
                return 1
            return orig(n, epsilon, n_candidates, n_classes, *rest, **kw)
        return depth
    return patched_variant("auto_depth", replace)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    **{f"s{g}": _stump_below(float(g)) for g in (15, 30, 50)},
}

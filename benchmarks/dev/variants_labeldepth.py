"""The depth rule where leaves release labels (docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_labeldepth.py \
        --methods cur,dp05,dp1 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

Label leaves name the right class more often than a histogram at the same ε, so below the label
gate a deeper tree might pay.  ``dp05`` / ``dp1``: below n̂·ε_tree = 300 the depth rule's
offset lowered by 0.5 / 1 (its n̂ scaled by √2 / 2 inside the logarithm; floor and cap unchanged).
"""
import dpforest as d
from module_patch import below_label_gate


def _deeper(levels):
    return below_label_gate("auto_depth", lambda orig, n, eps, *a, **kw: orig(float(n) * 2.0 ** levels, eps, *a, **kw))


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "dp05": _deeper(0.5),
    "dp1": _deeper(1.0),
}

"""The budget growth ratio between levels where trees release labels and the last split level
is a joint draw (docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_labelratio.py \\
        --methods cur,r100,r200 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

The level budgets grow by √2 a level (ε_h ∝ √2^h), chosen with histogram leaves.  In a label
tree the last split level's draw also names the leaves and gets the leaves' share too, so the
levels above may deserve more of the budget.  ``rF``: below n̂·ε_tree = 300 the growth ratio
F/100 (1: equal budgets per level; 2: doubling); elsewhere √2.
"""
import dpforest as d
import dpforest.forests.default as D


def _ratio(r):
    class Ratio(d.DPForestClassifier):
        def _levels(self, schema, n_tree, eps_tree, depth, share, split):
            if float(n_tree) * float(eps_tree) < D.LABEL_LEAVES_BELOW:
                saved, self.growth_ratio = self.growth_ratio, r
                try:
                    return super()._levels(schema, n_tree, eps_tree, depth, share, split)
                finally:
                    self.growth_ratio = saved
            return super()._levels(schema, n_tree, eps_tree, depth, share, split)
    return lambda e, s, rs: Ratio(epsilon=e, schema=s, random_state=rs, progress=False)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "r100": _ratio(1.0),
    "r200": _ratio(2.0),
}

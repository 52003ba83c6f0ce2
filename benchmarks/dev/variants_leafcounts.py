"""Label leaves against count leaves on many-class tables (docs/default_forest.md, "Label
leaves"): does the label-leaf gate, chosen on tables of mostly two to five classes, hold where
a few leaves must name many classes?

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 6-30 --min-share 0.02 \
        --variants benchmarks/dev/variants_leafcounts.py --methods cur,counts \
        --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``cur``: the default (``leaf_release='auto'``: labels below n̂·ε = 300); ``counts``: noisy
histograms at every leaf.  Rows of the recorded run: benchmarks/results/label_leaves_manyclass/.
"""
import dpforest as d

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "counts": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                   leaf_release="counts"),
}

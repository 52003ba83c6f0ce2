"""Boosting with DP leaves (``DPBoostingClassifier``) against the default (exploratory).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_boost.py \\
        --methods cur,b8r10,b8r20,b8r40,b16r20,bmsr20,b8r20d2 --epsilons 0.1,0.5,2 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``bBrRdD``: B equal-width bins per numeric feature (``ms``: the default forest's multi-scale
grid), R rounds (``auto``: the estimator's rule from a noisy size), trees of depth D (1 when
omitted).
"""
import dpforest as d


def _boost(bins, rounds, depth=1):
    def make(e, s, r):
        return d.DPBoostingClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                      n_bins=bins, n_estimators=rounds, max_depth=depth)
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "b8r10": _boost(8, 10),
    "b8r20": _boost(8, 20),
    "b8r40": _boost(8, 40),
    "b16r20": _boost(16, 20),
    "bmsr20": _boost(None, 20),
    "b8r20d2": _boost(8, 20, 2),
    "bauto": _boost(8, "auto"),
}

"""Random trees (the SNR regime) for tables with few features (exploratory).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_lowf.py \\
        --methods cur,lowf3 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

With two or three features an SNR forest's multiway random trees are close to a noisy joint
histogram of the coarse public grid, which a class-floor greedy tree cannot represent (banana at
ε = 0.1, many-class tables with 2-5 features in the many-class batch).  ``lowfK``:
``regime='random'`` when the public schema has at most K features, the default otherwise.
"""
import dpforest as d


def _lowf(k):
    def make(e, s, r):
        regime = "random" if s.n_features <= k else "greedy"
        return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False, regime=regime)
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "lowf3": _lowf(3),
    "lowf5": _lowf(5),
}

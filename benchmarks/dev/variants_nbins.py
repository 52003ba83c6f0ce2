"""The equal-width part of the default's numeric grid: the schema's 32 bins (``cur``) against
16 and 64 (the multi-scale cuts are added to each).  Measured before on Adult and the suite
only (8 / 16 bins: −0.7 points on the suite).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_nbins.py \\
        --methods cur,bins16,bins64 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dpforest as d


def _bins(k):
    def make(e, s, r):
        # the schema-wide default grid; features with their own cuts or n_bins keep them
        schema = d.Schema(list(s.features), s.classes, out_of_bounds=s.out_of_bounds, n_bins=k)
        return d.DPForestClassifier(epsilon=e, schema=schema, random_state=r, progress=False)
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "bins16": _bins(16),
    "bins64": _bins(64),
}

"""Variants behind docs/default_forest.md, "Categorical splits".

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_catrule.py PEERS --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref largest-power

``mixed`` (the default): one-vs-rest *and* multiway candidates for categorical features; a k-way
split uses ⌈log2 k⌉ of the tree's levels, is offered only where the path has them left, and is
scored by its gain per level; 'auto' falls back to one-vs-rest when 2^(depth−1)·(largest
domain) > 2^16.  ``largest-power``: the earlier rule -- multiway only (every level one child
per category) while (largest domain)^depth ≤ 2^16, else one-vs-rest, leaf share sized for the
mean categorical domain.  ``product``: the earlier multiway growth with the once-per-path
bound (product of the largest domains) in place of (largest domain)^depth.
"""
import dpforest as d
from dpforest.forests import default as _default


def _largest_power(schema, depth, *_):
    cat = [f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"]
    if not cat or depth == 0:
        return "binary"
    return "multiway" if float(max(max(cat), 2)) ** depth <= _default.MULTIWAY_MAX_LEAVES else "binary"


class _LargestPower(d.DPForestClassifier):
    _multiway_levels = False

    def fit(self, X, y, sample_weight=None):
        rule = _default.auto_categorical_split
        _default.auto_categorical_split = _largest_power
        try:
            return super().fit(X, y, sample_weight)
        finally:
            _default.auto_categorical_split = rule


class _Product(d.DPForestClassifier):
    _multiway_levels = False


VARIANTS = {
    "mixed": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "largest-power": lambda e, s, r: _LargestPower(epsilon=e, schema=s, random_state=r, progress=False),
    "product": lambda e, s, r: _Product(epsilon=e, schema=s, random_state=r, progress=False),
}


def _slack(k):
    class Slack(d.DPForestClassifier):
        _multiway_slack = k
    return lambda e, s, r: Slack(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS.update({f"mixed-slack{k}": _slack(k) for k in (0, 2, 99)})

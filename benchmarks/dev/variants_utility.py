"""Variants behind docs/default_forest.md, "Max-count on the last two levels".

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_utility.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref gini

Each variant chooses, per split level h of a depth-d tree, max-count (Δ = 1) or Gini (Δ = 2).
"""
import dpforest as d
from dpforest.tree.scorers import get_scorer


class _ByLevel(d.DPForestClassifier):
    """The default with max-count on the levels ``use_max(h, d)`` selects and Gini elsewhere."""

    @staticmethod
    def use_max(h, depth):
        return False

    def _level_scorer(self, n_classes=2, *rest):
        gini, mx = get_scorer("gini"), get_scorer("max")
        return lambda h, depth: mx if self.use_max(h, depth) else gini


def _by_level(rule):
    cls = type("ByLevel", (_ByLevel,), {"use_max": staticmethod(rule)})
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


def _plain(criterion):
    return lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                criterion=criterion)


VARIANTS = {
    "gini": _plain("gini"),                                   # the earlier default
    "max": _plain("max"),
    "gini-max": _plain("gini-max"),                           # last two levels (the default for two classes)
    "last-level": _by_level(lambda h, depth: h == depth - 1),
    "lower-half": _by_level(lambda h, depth: h >= depth // 2),
    "below-root": _by_level(lambda h, depth: h >= 1),
}

"""Look-ahead count utility for multi-class trees (docs/default_forest.md, "Look-ahead counts for
many classes"): the top-m count, m = 2^(levels left below), where C > m.

    python3 benchmarks/dev/variant_eval.py SETS benchmarks/dev/variants_topm.py PEERS --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref gini-max

``gini-max``: the previous default (max-count on the last two split levels, Gini above);
``cur``: the default, ``criterion='gini-topm'`` (the top-2^r count wherever C > 2^r for the r
levels below a split); ``topm_floor``: the top-m levels only in trees at the class floor
(d = ⌈log2 C⌉), the case the argument was first made for.  Two-class trees are the same in all
three.
"""
import math

import dpforest as d
from dpforest.forests.default import level_utility
from dpforest.tree.scorers import get_scorer


class TopMFloor(d.DPForestClassifier):
    def _level_scorer(self, n_classes, *rest):
        floor = max(1, math.ceil(math.log2(max(n_classes, 2))))
        return lambda depth, max_depth: get_scorer(
            level_utility(max_depth - 1 - depth, n_classes, look_ahead=max_depth <= floor))


def _plain(**kw):
    return lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False, **kw)


VARIANTS = {
    "cur": _plain(),
    "gini-max": _plain(criterion="gini-max"),
    "topm_floor": lambda e, s, r: TopMFloor(epsilon=e, schema=s, random_state=r, progress=False),
}

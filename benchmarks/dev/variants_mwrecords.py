"""Plain multiway growth only while the tree's leaves can hold records: a noise column of many
levels otherwise takes the root (a walkthrough's 20-level zip-like column at 500 rows, ε = 1:
0.855 → 0.72, every fit split on it; mixed growth 0.857).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_mwrecords.py \\
        --methods cur,rec16,rec4 --epsilons 0.1,0.5,2 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``rec<m>``: where the rule picks plain multiway growth, it picks mixed growth instead when the
most leaves a plain multiway tree of that depth can have (variants_mwcap.multiway_max_leaves)
would hold fewer than m records each on average, n̂ / leaves < m.  Public: the schema, the
depth and the charged n̂.  (``cap`` of variants_mwcap.py is m = 1.)
"""
import numpy as np

import dpforest as d
import dpforest.forests.default as D
from variants_mwcap import _SeesNoisyN, multiway_max_leaves


def _records_rule(m):
    class _Rec(_SeesNoisyN):
        def _rules(self, n):
            split_rule = D.auto_categorical_split

            def split(schema, depth, *rest, **k):
                s = split_rule(schema, depth, *rest, **k)
                if s == "multiway" and np.isfinite(n()) and n() < m * multiway_max_leaves(schema, depth):
                    return "mixed"
                return s

            return {"auto_categorical_split": split}

    return lambda e, s, r: _Rec(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "rec16": _records_rule(16),
    "rec4": _records_rule(4),
}

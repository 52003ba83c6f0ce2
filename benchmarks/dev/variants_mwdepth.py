"""Plain multiway trees held to no more leaves than records by their depth, not by a change of
growth (docs/default_forest.md, "Categorical splits").

    python3 benchmarks/dev/variant_eval.py smoking,mpg,car,birthwt,mushroom \\
        benchmarks/dev/variants_mwdepth.py PEERS.csv --seeds 12 --epsilons 0.5,1,2 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``depth``: where the rule picks plain multiway growth, the depth is lowered (to 1 at least) until
:func:`multiway_max_leaves` of the schema at that depth is at most the noisy record count n̂ the
depth rule was given.  Public: the schema, the depth and the charged n̂.  (``cap`` in
variants_mwcap.py switches such trees to mixed growth instead.)
"""
import math

import dpforest as d
import dpforest.forests.default as D
from variants_mwcap import _Capped, _SeesNoisyN, multiway_max_leaves


class _DepthCapped(_SeesNoisyN):
    def _rules(self, n):
        cap_rule = D.multiway_depth_cap

        def cap(schema, *rest, **k):
            c = cap_rule(schema, *rest, **k)
            if math.isfinite(n()):
                while c > 1 and multiway_max_leaves(schema, c) > n():
                    c -= 1
            return c

        return {"multiway_depth_cap": cap}


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "depth": lambda e, s, r: _DepthCapped(epsilon=e, schema=s, random_state=r, progress=False),
    "cap": lambda e, s, r: _Capped(epsilon=e, schema=s, random_state=r, progress=False),
}

"""Plain multiway growth only while the tree cannot have more leaves than records
(docs/default_forest.md, "Categorical splits": measured, not adopted).

    python3 benchmarks/dev/variant_eval.py smoking,car benchmarks/dev/variants_mwcap.py \\
        benchmarks/results/holdout/results.csv --seeds 12 --epsilons 0.5,1,2 --out DIR
    python3 benchmarks/dev/auto_tables.py --limit 400 --only heplots/TIPI,openintro/epa2012 \\
        --variants benchmarks/dev/variants_mwcap.py --methods cur,cap --epsilons 0.5,1,2 --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``cap``: where the rule picks plain multiway growth, it picks mixed growth instead when
:func:`multiway_max_leaves` (the most leaves a plain multiway tree of that depth can have: each
factor splits once a path, numeric features in two) exceeds the noisy record count n̂ the
depth rule was given.  Public: the schema, the depth and the charged n̂.
"""
import numpy as np

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


# the most leaves a plain multiway tree of that depth can have (now the library's, which the
# default's signal-to-noise gate reads)
from dpforest.forests.default import multiway_max_leaves  # noqa: E402


class _SeesNoisyN(d.DPForestClassifier):
    """The default, with module rules replaced for the fit by ``self._rules(n)``, where ``n()``
    reads the per-tree noisy size the depth rule was given (NaN before it runs)."""

    def _rules(self, n) -> dict:
        raise NotImplementedError

    def _fit_private(self, *a, **kw):
        seen = {}
        depth_rule = D.auto_depth

        def depth(n, eps, *rest, **k):
            seen["n"] = float(n)          # the per-tree noisy size the rules are given
            return depth_rule(n, eps, *rest, **k)

        with patched(D, auto_depth=depth, **self._rules(lambda: seen.get("n", float("nan")))):
            return super()._fit_private(*a, **kw)


class _Capped(_SeesNoisyN):
    def _rules(self, n):
        split_rule = D.auto_categorical_split

        def split(schema, depth, *rest, **k):
            s = split_rule(schema, depth, *rest, **k)
            if s == "multiway" and np.isfinite(n()) and multiway_max_leaves(schema, depth) > n():
                return "mixed"
            return s

        return {"auto_categorical_split": split}


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "cap": lambda e, s, r: _Capped(epsilon=e, schema=s, random_state=r, progress=False),
}

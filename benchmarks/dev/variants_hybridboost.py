"""The default's greedy tree, then boosting rounds with DP leaves on top (exploratory).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_hybridboost.py \\
        --methods cur,hb20r5,hb30r10 --epsilons 0.5,2 --seeds 2 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

``hbSrR``: the default forest fitted with (1 − S %) of ε; its leaves' log-probabilities (smoothed
by their noise scale) start a softmax model; R rounds of depth-1 random multiway trees on the
tree's own grid then each release noisy gradient / hessian sums at S % · ε / R
(:meth:`PrivateData.noisy_leaf_gradients`) and add clipped Newton steps
(:func:`dpforest.forests.boosting.boost_rounds`).
"""
import numpy as np

import dpforest as d
from dpforest.forests.boosting import boost_rounds
from dpforest.tree.model import PackedForest


class HybridBoost(d.DPForestClassifier):
    _boost_share = 0.3
    _boost_rounds = 10
    _lr = 0.5

    def _fit_private(self, data, schema, epsilon, rng):
        b, R = self._boost_share, self._boost_rounds
        fitted = super()._fit_private(data, schema, epsilon * (1 - b), rng)
        sch = fitted["schema_"]
        tree = fitted["trees_"][0]
        base = np.log(np.clip(tree.smoothed_leaf_proba(), 1e-6, None))
        base[tree.feature >= 0] = 0.0
        trees, tables, _ = boost_rounds(data, sch.n_codes(), sch.n_classes, R, epsilon * b / R, rng,
                                        learning_rate=self._lr, trees=[tree], tables=[base],
                                        first_tree=100)
        fitted["boost_trees_"] = trees
        fitted["boost_tables_"] = tables
        return fitted

    def _proba(self, X):
        codes = self._encode(X)
        out = np.zeros((len(codes), self.schema_.n_classes))
        PackedForest(self.boost_trees_, self.boost_tables_).accumulate(codes, out)
        p = np.exp(out - out.max(1, keepdims=True))
        return p / p.sum(1, keepdims=True)


def _hb(share, rounds):
    def make(e, s, r):
        m = HybridBoost(epsilon=e, schema=s, random_state=r, progress=False)
        m._boost_share, m._boost_rounds = share, rounds
        return m
    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "hb20r5": _hb(0.2, 5),
    "hb30r10": _hb(0.3, 10),
    "hb50r20": _hb(0.5, 20),
}

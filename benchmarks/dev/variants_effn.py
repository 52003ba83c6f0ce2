"""An ORACLE probe (not private): the depth rule fed an effective size that counts class
imbalance, n_eff = n̂ · G / (1 − 1/C), G the Gini impurity of the training class shares (1 for
balanced classes; about 2 × the minority share for two classes).  The rule's depth follows
n̂·ε, which on many records with a rare class grows leaves that hold a few positives each,
below their noise (a walkthrough's fraud table: depth 14 at ε = 5, ROC AUC 0.65 against 0.74 at
depth 4-6, on a test table the generator had drawn from another fraud formula; with one formula,
at 0.6.41, 0.65-0.69 against 0.72 at depth 4: benchmarks/dev/fraud_probe/rank_500k.out).  The shares here are read exactly from y (outside the ledger): the probe asks only
whether such a rule would help before a private version (noisy class counts from the size
query's budget: a histogram over classes costs what the size query costs) is built.

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 2-2 --min-share 0.005 \\
        --variants benchmarks/dev/variants_effn.py --methods cur,effn --epsilons 0.5,2 \\
        --seeds 3 --out DIR
"""
import numpy as np

import dpforest as d
import dpforest.forests.default as D
from module_patch import patched


class _EffN(d.DPForestClassifier):
    def fit(self, X, y, sample_weight=None):
        codes = np.asarray(self.schema.encode_labels(y))
        p = np.bincount(codes, minlength=self.schema.n_classes) / max(len(codes), 1)
        C = self.schema.n_classes
        self._effn_factor = float((1 - (p ** 2).sum()) / (1 - 1 / C)) if len(codes) else 1.0
        return super().fit(X, y, sample_weight=sample_weight)

    def _fit_private(self, *a, **kw):
        rule, f = D.auto_depth, max(getattr(self, "_effn_factor", 1.0), 1e-6)

        def depth(n, eps, *rest, **k):
            return rule(n * f, eps, *rest, **k)

        with patched(D, auto_depth=depth):
            return super()._fit_private(*a, **kw)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "effn": lambda e, s, r: _EffN(epsilon=e, schema=s, random_state=r, progress=False),
}

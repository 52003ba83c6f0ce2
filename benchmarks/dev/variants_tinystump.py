"""A multiway stump on coarse public bins where n·ε is tiny (docs/default_forest.md, "Small tables").

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_tinystump.py \
        --methods cur,st30,st100 --epsilons 0.1,0.5 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

Where n·ε is so small that the greedy tree's split draws are nearly uniform (iris and wine at
ε = 0.1, where the SNR forest's random multiway trees win), one 8-way split of one feature on
equal-width public bins keeps every interval of the feature and leaves most of the budget to the
leaves.  ``stT``: below n·ε = T, numeric features are replaced by their bin on 8 equal-width
bins of the public bounds, categorical ones kept, and one plain multiway split (depth 1) is
chosen by the default's split selection; elsewhere the default.  The gate reads the *true*
training size (an oracle: an upper bound on what a gate on the noisy size could do).
"""
import math

import numpy as np
import pandas as pd

import dpforest as d
from dpforest.schema import Categorical, Schema
from module_patch import TransformedDefault


class BinnedStump(TransformedDefault):
    def __init__(self, epsilon, schema, seed, k=8, depth=1):
        super().__init__(epsilon, schema, seed, None, categorical_split="auto", max_depth=depth)
        self.k = k
        self.num = [f for f in schema.features if f.kind == "numeric"]

    def derived_schema(self, X):
        feats = [f if f.kind != "numeric" else
                 Categorical(f"{f.name}__bin", tuple(str(i) for i in range(self.k)),
                             allow_missing=f.allow_missing) for f in self.schema0.features]
        return Schema(feats, self.schema0.classes)

    def transform(self, X):
        out = {}
        for f in self.schema0.features:
            if f.kind != "numeric":
                out[f.name] = X[f.name]
                continue
            v = pd.to_numeric(X[f.name], errors="coerce").to_numpy(float)
            b = np.clip(np.floor((v - f.lower) / (f.upper - f.lower) * self.k), 0, self.k - 1)
            out[f"{f.name}__bin"] = [None if math.isnan(x) else str(int(x)) for x in b]
        return pd.DataFrame(out, index=X.index)


class Gated:
    """The stump below n_train·ε = T (oracle gate), the default elsewhere."""

    def __init__(self, epsilon, schema, seed, T, k=8):
        self.epsilon, self.schema, self.seed, self.T, self.k = epsilon, schema, seed, T, k

    def fit(self, X, y):
        if len(X) * self.epsilon < self.T:
            self.m = BinnedStump(self.epsilon, self.schema, self.seed, self.k)
        else:
            self.m = d.DPForestClassifier(epsilon=self.epsilon, schema=self.schema,
                                          random_state=self.seed, progress=False)
        self.m.fit(X, y)
        self.ledger_ = self.m.ledger_
        return self

    def predict(self, X):
        return self.m.predict(X)

    def predict_proba(self, X):
        return self.m.predict_proba(X)


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "st30": lambda e, s, r: Gated(e, s, r, 30),
    "st100": lambda e, s, r: Gated(e, s, r, 100),
    "st30k4": lambda e, s, r: Gated(e, s, r, 30, k=4),
}

"""Oracle upper bound for data-adaptive numeric grids (NOT private; development only).

``q32``: every numeric feature's grid is the default's public grid (equal-width + multi-scale)
plus the 1/33 ... 32/33 quantiles of the *training* column, read without noise.  It bounds what
a charged DP quantile query could add: if the oracle gains little, a private one gains less.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_quantgrid.py \\
        --methods cur,q32 --epsilons 0.1,0.5,2 --seeds 6 --out DIR
"""
import dataclasses

import numpy as np
import pandas as pd

import dpforest as d
from dpforest.tree.grids import multiscale_cuts
from module_patch import TransformedDefault, schema_like


class QuantGrid(TransformedDefault):
    def __init__(self, epsilon, schema, seed, q=32):
        super().__init__(epsilon, schema, seed, cut_resolution=1)
        self.q = q

    def derived_schema(self, X):
        base = multiscale_cuts(self.schema0)
        feats = []
        for f in base.features:
            if f.kind == "numeric":
                v = pd.to_numeric(X[f.name], errors="coerce").dropna().to_numpy(float)
                pub = f.edges(base.n_bins)
                qs = np.quantile(v, np.arange(1, self.q + 1) / (self.q + 1)) if len(v) else []
                cuts = np.unique(np.r_[pub, qs])
                cuts = cuts[(cuts > f.lower) & (cuts < f.upper)]
                if len(cuts):
                    f = dataclasses.replace(f, cuts=tuple(float(c) for c in cuts), n_bins=None)
            feats.append(f)
        return schema_like(base, feats)

    def transform(self, X):
        return X


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "q32": lambda e, s, r: QuantGrid(e, s, r),
}

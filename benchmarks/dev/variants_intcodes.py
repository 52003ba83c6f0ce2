"""Small-integer numeric columns declared as categories (what a user would do on advice).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_intcodes.py \\
        --methods cur,int12 --epsilons 0.1,0.5,2 --seeds 6 --out DIR

``int12``: every numeric column whose values are whole numbers and whose declared bounds hold at
most 12 whole numbers becomes a categorical column with those numbers as its categories (the
declaration a user could make from the column's documentation, e.g. a weekday 1-7).  The
decision reads the training column (a development shortcut standing in for the user's
knowledge); the categories come from the public bounds only.
"""
import math

import numpy as np
import pandas as pd

import dpforest as d
from dpforest.schema import Categorical, Schema
from module_patch import TransformedDefault


class IntCodes(TransformedDefault):
    def __init__(self, epsilon, schema, seed, max_codes=12):
        super().__init__(epsilon, schema, seed)
        self.max_codes = max_codes

    def derived_schema(self, X):
        feats, self.codes = [], []
        for f in self.schema0.features:
            if f.kind == "numeric":
                v = pd.to_numeric(X[f.name], errors="coerce").dropna().to_numpy(float)
                lo, hi = math.ceil(f.lower), math.floor(f.upper)
                if len(v) and np.all(v == np.round(v)) and 2 <= hi - lo + 1 <= self.max_codes:
                    self.codes.append(f.name)
                    feats.append(Categorical(f.name, tuple(str(i) for i in range(lo, hi + 1)),
                                             allow_missing=f.allow_missing))
                    continue
            feats.append(f)
        return Schema(feats, self.schema0.classes)

    def transform(self, X):
        X = X.copy()
        for c in self.codes:
            v = pd.to_numeric(X[c], errors="coerce")
            X[c] = [None if pd.isna(x) else str(int(round(x))) for x in v]
        return X


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "int12": lambda e, s, r: IntCodes(e, s, r),
}

"""Whole-number columns declared ``integer=True`` (the grid then offers only cuts between two
whole numbers: fewer, distinct candidates, and the depth rule's ln M counts only those).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_integer.py \\
        --methods cur,int --epsilons 0.1,0.5,2 --seeds 6 --out DIR

``int``: every numeric column whose training values are all whole numbers is declared integer.
The decision reads the training column (a development shortcut standing in for the user's
knowledge of the column, like the harness's full-data bounds); nothing else changes.
"""
import dataclasses

import numpy as np
import pandas as pd

import dpforest as d
from module_patch import TransformedDefault, schema_like


class Integer(TransformedDefault):
    def derived_schema(self, X):
        feats = []
        for f in self.schema0.features:
            if f.kind == "numeric":
                v = pd.to_numeric(X[f.name], errors="coerce").dropna().to_numpy(float)
                if len(v) and np.all(v == np.round(v)):
                    f = dataclasses.replace(f, integer=True)
            feats.append(f)
        return schema_like(self.schema0, feats)

    def transform(self, X):
        return X


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "int": lambda e, s, r: Integer(e, s, r),
}

"""Public linear projections of the numeric features as extra split candidates (a prototype).

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_project.py \\
        --methods cur,sum,rand --epsilons 0.1,0.5,2 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

On small tables whose class follows a smooth function of several numeric columns (biopsy, iris,
crabs) one axis-aligned greedy tree draws a staircase where averaged random trees draw a
smoother boundary.  A split on a public combination of the columns can follow such a boundary
in one step.  Each numeric feature is scaled to [0, 1] by its public bounds (a missing value at
0.5, a public convention), and projections of the scaled columns are added as numeric features
on [0, 1]; a projection's weights depend on the schema and ``random_state`` only, so it reads no
record and the forest's accounting is unchanged (one more candidate feature each).

* ``sum``: the mean of all scaled numeric columns (one feature);
* ``rand``: ``min(k, 8)`` random directions (Gaussian weights, L1-normalised), k numeric columns;
* ``both``: the two together;
* ``group``: the mean of every group of two or more numeric columns declared on the same bounds
  (one scale: scores, items, pixels);
* ``pairs``: (z_i + z_j)/2 and (z_i − z_j)/2 for every pair, on tables of 2-8 numeric columns.
"""
import numpy as np
import pandas as pd

import dpforest as d
from dpforest.schema import Numeric, Schema


def _directions(k, kind, seed, num=()):
    w = []
    if kind == "group":
        # one mean per group of >= 2 numeric columns declared on the same bounds (one scale)
        groups = {}
        for j, f in enumerate(num):
            groups.setdefault((f.lower, f.upper), []).append(j)
        for js in groups.values():
            if len(js) >= 2:
                v = np.zeros(k); v[js] = 1.0 / len(js)
                w.append(v)
    if kind in ("sum", "both"):
        w.append(np.full(k, 1.0 / k))
    if kind == "pairs":
        for i in range(k):
            for j in range(i + 1, k):
                for sign in (1.0, -1.0):
                    v = np.zeros(k); v[i], v[j] = 0.5, 0.5 * sign
                    w.append(v)
    if kind in ("rand", "both"):
        rng = np.random.default_rng(seed)
        for _ in range(min(k, 8)):
            v = rng.standard_normal(k)
            w.append(v / np.abs(v).sum())
    return np.array(w)


class Projected:
    def __init__(self, epsilon, schema, random_state, kind):
        self.epsilon, self.schema, self.random_state, self.kind = epsilon, schema, random_state, kind

    def _aug(self, X):
        if self.W is None:
            return X
        Z = np.empty((len(X), len(self.num)))
        for j, f in enumerate(self.num):
            v = pd.to_numeric(X[f.name], errors="coerce").to_numpy(dtype=float)
            z = (v - f.lower) / (f.upper - f.lower)
            Z[:, j] = np.where(np.isnan(z), 0.5, np.clip(z, 0, 1))
        # a weight vector w with |w|_1 = 1 maps [0, 1]^k into [-0.5, 0.5] around the centre
        P = np.clip((Z - 0.5) @ self.W.T + 0.5, 0, 1)
        out = X.copy()
        for i in range(P.shape[1]):
            out[f"__proj{i}"] = P[:, i]
        return out

    def fit(self, X, y):
        self.num = [f for f in self.schema.features if isinstance(f, Numeric)]
        schema = self.schema
        self.W = None
        if 2 <= len(self.num) <= (8 if self.kind == "pairs" else 10 ** 9):
            self.W = _directions(len(self.num), self.kind, self.random_state, self.num)
            if len(self.W) == 0:
                self.W = None
        if self.W is not None:
            extra = [Numeric(f"__proj{i}", 0.0, 1.0) for i in range(len(self.W))]
            schema = Schema(list(self.schema.features) + extra, self.schema.classes,
                            out_of_bounds=self.schema.out_of_bounds, n_bins=self.schema.n_bins)
        self.model = d.DPForestClassifier(epsilon=self.epsilon, schema=schema,
                                          random_state=self.random_state, progress=False)
        self.model.fit(self._aug(X), y)
        self.classes_ = self.model.classes_
        return self

    def predict_proba(self, X):
        return self.model.predict_proba(self._aug(X))

    def predict(self, X):
        return self.model.predict(self._aug(X))


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "sum": lambda e, s, r: Projected(e, s, r, "sum"),
    "rand": lambda e, s, r: Projected(e, s, r, "rand"),
    "both": lambda e, s, r: Projected(e, s, r, "both"),
    "pairs": lambda e, s, r: Projected(e, s, r, "pairs"),
    "group": lambda e, s, r: Projected(e, s, r, "group"),
}

"""A private ordering of many-level factors' categories (measured; results in
benchmarks/results/catorder/).

A one-vs-rest split sets one category apart; a multiway split separates them all.  Neither can
group many categories in a few levels (an 88-level committee code whose curling nations carry
the class).  CART orders a factor's categories by their class frequencies and splits the order
like a number (Breiman et al. 1984, Sec. 9.4; exact for two classes).  Here the frequencies are
released: ``ordered`` spends ``SHARE`` of ε on a noisy (category × class) count table of each
categorical feature of at least ``MIN_CODES`` codes (one record is in one cell of a feature's
table: L1 sensitivity 1; the features' tables compose sequentially, ``SHARE``·ε / F each),
orders each factor's categories by the first principal direction of their smoothed class
shares (for two classes, the second class's share), and fits the default with the remaining
ε on the frame whose factors are replaced by their category's rank (a numeric column with a
cut between every two ranks).  The order is post-processing of the released counts; the
records are read through a fresh door for the counts (dev prototype: the counts are drawn with
the library's discrete Laplace sampler, ``dpforest.privacy.mechanisms.noisy_counts``).
Both spends are recorded (``order_epsilon_`` and the inner model's ledger) and sum to ε.

    VARIANTS_FILE=variants_catorder.py METHODS=cur,ordered2 \\
        python3 benchmarks/results/mwpath/scripts/run.py CELLS OUT SEEDS [SEED0]
"""
import numpy as np
import pandas as pd

import dpforest as d
from dpforest.privacy.mechanisms import noisy_counts
from dpforest.schema import Numeric, Schema

SHARE = 0.1
MIN_CODES = 8


def _order(table: np.ndarray, eps: float) -> np.ndarray:
    """Ranks of the rows (categories) of a noisy count table: by the second class's smoothed
    share (two classes), else by the first principal direction of the shares (size-weighted)."""
    prior = 1.0 / max(eps, 1e-9)                     # the counts' noise scale, as pseudo-counts
    t = np.clip(table, 0, None) + prior
    share = t / t.sum(1, keepdims=True)
    if table.shape[1] == 2:
        score = share[:, 1]
    else:
        w = t.sum(1)
        centred = share - np.average(share, axis=0, weights=w)
        _, _, vt = np.linalg.svd(centred * np.sqrt(w)[:, None], full_matrices=False)
        score = centred @ vt[0]
    order = np.argsort(score, kind="stable")
    rank = np.empty(len(order), dtype=float)
    rank[order] = np.arange(len(order))
    return rank


def _noisy_ranks(schema, X, y, js, eps_f: float) -> dict:
    """{feature index: ranks of its categories} from one noisy (category × class) count table
    per feature in ``js``, each at ``eps_f`` (L1 sensitivity 1)."""
    codes = schema.encode(X, features=js)
    yc = schema.encode_labels(y)
    ranks = {}
    for k, j in enumerate(js):
        table = np.zeros((schema.features[j].n_codes(schema.n_bins), schema.n_classes))
        np.add.at(table, (codes[:, k], yc), 1)
        noisy = noisy_counts(table.ravel().astype(np.int64), eps_f).reshape(table.shape)
        ranks[j] = _order(noisy.astype(float), eps_f)
    return ranks


class OrderedFactors(d.DPForestClassifier):
    """The default, on factors recoded by a privately released order of their categories."""

    def fit(self, X, y):
        schema = self.schema
        big = [j for j, f in enumerate(schema.features)
               if f.kind == "categorical" and f.n_codes(schema.n_bins) >= MIN_CODES]
        self.order_epsilon_ = 0.0
        self._ranks = {}
        if not big:
            self._inner = d.DPForestClassifier(**self.get_params()).fit(X, y)
        else:
            self._ranks = _noisy_ranks(schema, X, y, big, self.epsilon * SHARE / len(big))
            self.order_epsilon_ = self.epsilon * SHARE
            feats = list(schema.features)
            for j, rank in self._ranks.items():
                n = len(rank)
                feats[j] = Numeric(feats[j].name, 0.0, float(n - 1),
                                   cuts=tuple(np.arange(n - 1) + 0.5))
            self._fit_inner(X, y, feats)
        return self._finish()

    def _fit_inner(self, X, y, feats):
        """The default with the rest of ε on the recoded frame, under the schema of ``feats``."""
        schema = self.schema
        self._schema2 = Schema(feats, schema.classes, out_of_bounds=schema.out_of_bounds,
                               n_bins=schema.n_bins)
        params = {**self.get_params(), "epsilon": self.epsilon * (1 - SHARE), "schema": self._schema2}
        self._inner = d.DPForestClassifier(**params).fit(self._recode(X), y)

    def _finish(self):
        self.classes_ = self._inner.classes_
        self.ledger_ = self._inner.ledger_
        self.max_depth_ = getattr(self._inner, "max_depth_", None)
        return self

    #: the recoded column's name for factor ``name``: the factor itself (replaced)
    RANK_COLUMN = "{}"

    def _recode(self, X):
        if not self._ranks:
            return X
        big = sorted(self._ranks)
        codes = self.schema.encode(X, features=big)
        out = X.copy()
        for k, j in enumerate(big):
            out[self.RANK_COLUMN.format(self.schema.features[j].name)] = self._ranks[j][codes[:, k]]
        return out

    def predict(self, X):
        return self._inner.predict(self._recode(X))

    def predict_proba(self, X):
        return self._inner.predict_proba(self._recode(X))


class OrderedBeside(OrderedFactors):
    """``ordered2``: the rank column is added beside the factor (the tree may still split the
    factor itself, one-vs-rest or multiway), and only for factors whose noisy counts can be
    resolved: n·ε_f / (k·C) ≥ 1, a cell's expected count at least its noise scale 1/ε_f (k codes,
    C classes, ε_f = SHARE·ε over the factors ordered; dev prototype: the true training n for
    n̂).  Where no factor passes, nothing is spent and the default gets all of ε."""

    RANK_COLUMN = "{}__rank"     # beside the factor

    def fit(self, X, y):
        schema = self.schema
        n, C = len(X), schema.n_classes
        big = [j for j, f in enumerate(schema.features)
               if f.kind == "categorical" and f.n_codes(schema.n_bins) >= MIN_CODES]
        eps_all = self.epsilon * SHARE

        def resolved(js):
            return [j for j in js if n * (eps_all / max(len(js), 1))
                    / (schema.features[j].n_codes(schema.n_bins) * C) >= 1.0]

        gated = resolved(big)
        while gated and resolved(gated) != gated:        # fewer factors: each gets more
            gated = resolved(gated)
        self.order_epsilon_ = 0.0
        self._ranks = {}
        if not gated:
            self._inner = d.DPForestClassifier(**self.get_params()).fit(X, y)
        else:
            self._ranks = _noisy_ranks(schema, X, y, gated, eps_all / len(gated))
            self.order_epsilon_ = eps_all
            extra = [Numeric(self.RANK_COLUMN.format(schema.features[j].name), 0.0, float(len(r) - 1),
                             cuts=tuple(np.arange(len(r) - 1) + 0.5))
                     for j, r in self._ranks.items()]
            self._fit_inner(X, y, list(schema.features) + extra)
        return self._finish()


def _make(cls):
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {"cur": _make(d.DPForestClassifier), "ordered": _make(OrderedFactors),
            "ordered2": _make(OrderedBeside)}

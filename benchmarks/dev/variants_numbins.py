"""Coarse multiway candidates for numeric features, prototyped as derived categorical columns.

    python3 benchmarks/dev/auto_tables.py --limit 400 --variants benchmarks/dev/variants_numbins.py \
        --methods cur,bins8,bins4,bins8auto --epsilons 0.1,0.5,2 --seeds 6 --out DIR
    python3 benchmarks/dev/variant_eval.py SMALL_SETS benchmarks/dev/variants_numbins.py PEERS \
        --only cur,lean --seeds 24 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

Measured and not adopted (docs/default_forest.md, "Coarse multiway splits of numeric features").

A many-class target that one numeric column restates (a 7-class weekday and a numeric
day-of-week) needs ⌈log2 C⌉ well-placed binary thresholds in a row, and Gini rates every k | C−k
split of C equally likely classes the same, so a floor-depth greedy tree rarely finds them.  A
k-way split on k equal-width public bins of the column separates them in one split.  Prototype:
each numeric column gets a derived categorical copy (its bin on k equal-width bins of the public
bounds; a per-record public transform, so no privacy cost), and the tree grows in mixed mode (a
k-way split counts as ⌈log2 k⌉ levels and competes by its gain per level).
"""
import math

import numpy as np
import pandas as pd

import dpforest as d
from dpforest.schema import Categorical, Schema
from module_patch import TransformedDefault, patched


class BinnedCopies(TransformedDefault):
    """The default on X plus, per numeric feature, its bin on ``k`` equal-width public bins."""

    def __init__(self, epsilon, schema, seed, k=8, split="mixed", cls=None):
        super().__init__(epsilon, schema, seed, cls,
                         **({} if split == "auto" else dict(categorical_split=split)))
        self.k = k
        self.num = [f for f in schema.features if f.kind == "numeric"]

    def derived_schema(self, X):
        extra = [Categorical(f"{f.name}__bin", tuple(str(i) for i in range(self.k)),
                             allow_missing=f.allow_missing) for f in self.num]
        return Schema(list(self.schema0.features) + extra, self.schema0.classes)

    def transform(self, X):
        X = X.copy()
        for f in self.num:
            v = pd.to_numeric(X[f.name], errors="coerce").to_numpy(float)
            b = np.clip(np.floor((v - f.lower) / (f.upper - f.lower) * self.k), 0, self.k - 1)
            X[f"{f.name}__bin"] = [None if math.isnan(x) else str(int(x)) for x in b]
        return X


def _real(schema):
    """The schema without the derived bin copies (what the current rules would see)."""
    return Schema([f for f in schema.features if not f.name.endswith("__bin")], schema.classes)


def _patched(names):
    """An inner estimator class whose rules in ``names`` see the schema without the bin copies."""
    import dpforest.forests.default as D

    class Inner(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            with patched(D, **{n: (lambda f: lambda schema, *r: f(_real(schema), *r))(getattr(D, n))
                               for n in names}):
                return super()._fit_private(*a, **kw)
    return Inner


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "bins8": lambda e, s, r: BinnedCopies(e, s, r, k=8),
    "bins4": lambda e, s, r: BinnedCopies(e, s, r, k=4),
    "bins8auto": lambda e, s, r: BinnedCopies(e, s, r, k=8, split="auto"),
    # the same with the leaf share (branching) / also the depth (candidate count) of the real schema
    "bins8auto_b": lambda e, s, r: BinnedCopies(e, s, r, k=8, split="auto", cls=_patched(["_branching"])),
    "bins8auto_bM": lambda e, s, r: BinnedCopies(e, s, r, k=8, split="auto",
                                                cls=_patched(["_branching", "n_split_candidates"])),
}


def _gated(k, split, min_classes=5, cls=None):
    """Numeric bin copies only for targets of at least ``min_classes`` classes (else the default)."""
    def make(e, s, r):
        if s.n_classes >= min_classes:
            return BinnedCopies(e, s, r, k=k, split=split, cls=cls)
        return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
    return make


def _lean_inner():
    """Mixed growth where a bin copy offers only its k-way split (no one-vs-rest bins) and counts
    as one candidate in the depth rule: the candidate set an engine implementation would have."""
    import dpforest.data as DD
    import dpforest.forests.default as D

    class Inner(d.DPForestClassifier):
        def _fit_private(self, data, schema, *a, **kw):
            is_bin = np.array([f.name.endswith("__bin") for f in schema.features])
            orig_ct, orig_n = DD.PrivateData.candidate_table, D.n_split_candidates

            def ct(this, fr, categorical_split="binary"):
                valid = orig_ct(this, fr, categorical_split)
                K = this.max_codes
                fj = np.where(fr.features >= 0, fr.features, 0)
                valid[:, :, K:2 * K] &= ~is_bin[fj][..., None]
                return valid

            with patched(DD.PrivateData, candidate_table=ct), \
                    patched(D, n_split_candidates=lambda s: orig_n(_real(s)) + int(is_bin.sum())):
                return super()._fit_private(data, schema, *a, **kw)
    return Inner


VARIANTS.update({"g5auto": _gated(8, "auto"), "g5mixed": _gated(8, "mixed"),
                 "lean": _gated(8, "mixed", 0, _lean_inner()), "g5lean": _gated(8, "mixed", 5, _lean_inner())})

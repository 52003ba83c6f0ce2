"""Shared scikit-learn plumbing for every dpforest estimator.

``__init__`` only stores parameters; ``fit`` validates everything *before* touching state, so a
failed fit leaves a previously fitted estimator exactly as it was; fitted attributes end in ``_``.

Reproducibility: ``random_state`` fixes every data-independent random choice (feature subsets,
in-bag draws, partitions, tie-breaking).  The privacy noise itself comes from OpenDP's
cryptographically secure sampler and is deliberately *not* seeded -- seeded noise would let anyone
with the seed subtract it.  Two fits with the same ``random_state`` therefore share their structure
choices but not their noise.
"""

from __future__ import annotations

import math
import numbers
import sys

import numpy as np
import pandas as pd
from sklearn.base import BaseEstimator, ClassifierMixin
from sklearn.utils.validation import check_is_fitted

from .. import _parallel
from ..dask_data import is_dask_collection
from ..data import PrivateData, TreeSample
from ..privacy.ledger import Ledger
from ..privacy.sampling import DEFAULT_INBAG_RATE
from ..schema import Schema, SchemaError
from ..tree.model import FlatTree, PackedForest

__all__ = ["DPForestBase", "progress_bar", "resolve_max_features", "tree_samples"]

# rows per predict chunk: the working set (chunk × classes floats plus the chunk's codes) stays in
# cache-sized pieces however many rows are predicted
PREDICT_CHUNK = 1 << 16


def progress_bar(total: int, desc: str, enabled):
    """A tqdm bar when asked for (``True``) or, with ``"auto"``, when stderr is a terminal."""
    show = enabled is True or (enabled == "auto" and sys.stderr.isatty())
    if show:
        try:
            from tqdm.auto import tqdm

            return tqdm(total=total, desc=desc, leave=False)
        except ImportError:  # optional extra
            pass

    class _Null:
        def update(self, n=1):
            pass

        def close(self):
            pass

    return _Null()


def resolve_max_features(max_features, n_features: int) -> int:
    """Number of features per tree, with scikit-learn's vocabulary ('sqrt', 'log2', int, float, None)."""
    if max_features is None:
        return n_features
    if max_features == "sqrt":
        return max(1, int(math.sqrt(n_features)))
    if max_features == "log2":
        return max(1, int(math.log2(n_features)))
    if isinstance(max_features, numbers.Integral) and not isinstance(max_features, bool):
        if not 1 <= max_features:
            raise ValueError(f"max_features must be >= 1, got {max_features}")
        return min(int(max_features), n_features)
    if isinstance(max_features, numbers.Real) and 0 < max_features <= 1:
        return max(1, int(max_features * n_features))
    raise ValueError(
        f"max_features must be 'sqrt', 'log2', None, an int >= 1 or a float in (0, 1], got {max_features!r}"
    )


def tree_samples(n_trees: int, sampling: str, rate: float, first_tree: int = 0,
                 partition_stream: int = 0) -> list[TreeSample]:
    """Per-tree samples: Bernoulli in-bag draws over all records, or one disjoint partition each."""
    if sampling == "bootstrap":
        return [TreeSample(first_tree + k, None, 1, "inbag", rate) for k in range(n_trees)]
    if sampling == "partition":
        return [TreeSample(first_tree + k, k, n_trees, None, rate, partition_stream) for k in range(n_trees)]
    if sampling == "none":
        return [TreeSample(first_tree + k, None, 1, None, rate) for k in range(n_trees)]
    raise ValueError(f"sampling must be 'bootstrap', 'partition' or 'none', got {sampling!r}")


class DPForestBase(ClassifierMixin, BaseEstimator):
    """Common fit/predict scaffolding; subclasses implement ``_fit_private``."""

    # subclasses may set voting = "hard" (weighted majority of leaf labels) or "soft"
    _voting = "hard"

    # ------------------------------------------------------------------ validation
    def _validate_common(self):
        eps = self.epsilon
        if isinstance(eps, bool) or not isinstance(eps, numbers.Real) or not (eps > 0) or not math.isfinite(eps):
            raise ValueError(f"epsilon must be a positive finite number, got {eps!r}")
        if self.schema is None:
            raise SchemaError(
                "a public schema is required: pass schema=dpforest.Schema(...) or "
                "Schema.from_dataframe(X, bounds=..., categories=..., classes=...). dpforest never "
                "reads bounds, categories or classes from the training data."
            )
        if isinstance(self.schema, dict):
            schema = Schema.from_dict(self.schema)
        elif isinstance(self.schema, Schema):
            schema = self.schema
        else:
            raise SchemaError(f"schema must be a dpforest.Schema, got {type(self.schema).__name__}")
        n_est = getattr(self, "n_estimators", 1)
        if isinstance(n_est, bool) or not isinstance(n_est, numbers.Integral) or n_est < 1:
            raise ValueError(f"n_estimators must be a positive integer, got {n_est!r}")
        depth = getattr(self, "max_depth", 1)
        if isinstance(depth, bool) or not isinstance(depth, numbers.Integral) or depth < 0:
            raise ValueError(f"max_depth must be a non-negative integer, got {depth!r}")
        rate = getattr(self, "inbag_rate", DEFAULT_INBAG_RATE)
        if not 0 < rate <= 1:
            raise ValueError(f"inbag_rate must be in (0, 1], got {rate}")
        _parallel.check_n_jobs(getattr(self, "n_jobs", None))
        return float(eps), schema

    def _seed(self) -> tuple[int, np.random.Generator]:
        rng = np.random.default_rng(self.random_state if not isinstance(self.random_state, np.random.RandomState)
                                    else self.random_state.randint(2 ** 31))
        return int(rng.integers(0, 2 ** 62)), rng

    @staticmethod
    def _check_y(y, schema: Schema):
        labels = schema.encode_labels(y)
        if len(np.unique(labels)) < 2:
            raise ValueError(
                "y contains a single class; a classifier needs at least two (the schema declares "
                f"{schema.classes})"
            )
        return labels

    # ------------------------------------------------------------------ fit / predict
    def fit(self, X, y):
        """Fit the forest under ε-differential privacy; returns self.

        X : DataFrame (columns named as in the schema) or 2-d array (columns in schema order).
        y : labels, each one of ``schema.classes``.
        """
        epsilon, schema = self._validate_common()
        self._validate_params_extra(schema)
        seed, rng = self._seed()
        with _parallel.using(getattr(self, "n_jobs", None)):
            if is_dask_collection(X):
                from ..dask_data import DaskPrivateData  # optional extra

                data = DaskPrivateData(X, y, schema, epsilon, seed)
            else:
                self._check_y(y, schema)
                data = PrivateData(X, y, schema, epsilon, seed)
            fitted = self._fit_private(data, schema, epsilon, rng)
        eps = data.ledger.check()
        if not data.ledger.noiseless and not math.isclose(eps, epsilon, rel_tol=1e-9):
            raise RuntimeError(f"internal: the fit spent epsilon={eps!r}, not the {epsilon!r} granted")
        # commit state only after everything succeeded
        for k, v in fitted.items():
            setattr(self, k, v)
        self.ledger_ = data.ledger
        self.schema_ = schema
        self.classes_ = np.asarray(schema.classes, dtype=object if any(isinstance(c, str) for c in schema.classes) else None)
        self.n_features_in_ = schema.n_features
        if isinstance(X, pd.DataFrame) or (is_dask_collection(X) and hasattr(X, "columns")):
            self.feature_names_in_ = np.asarray([str(c) for c in X.columns], dtype=object)
        elif hasattr(self, "feature_names_in_"):
            del self.feature_names_in_
        return self

    def _validate_params_extra(self, schema: Schema) -> None:
        """Hook for estimator-specific parameter checks (raise before anything is fitted)."""

    def _fit_private(self, data: PrivateData, schema: Schema, epsilon: float, rng) -> dict:
        raise NotImplementedError

    def _encode(self, X) -> np.ndarray:
        check_is_fitted(self, "ledger_")
        if not isinstance(X, pd.DataFrame):
            shape = np.shape(X)
            if len(shape) == 2 and shape[1] != self.n_features_in_:
                raise SchemaError(
                    f"X has {shape[1]} features, but this model was fitted with {self.n_features_in_}"
                )
        return self.schema_.encode(X)

    def _leaf_tables(self) -> list[np.ndarray]:
        """Per tree, the weighted (n_nodes, C) vote it casts at each leaf (hard: one-hot leaf
        label; soft: leaf class distribution)."""
        C = self.schema_.n_classes
        w = np.asarray(getattr(self, "tree_weights_", np.ones(len(self.trees_))), dtype=float)
        out = []
        for wt, tree in zip(w, self.trees_):
            if self._voting == "soft":
                tab = tree.leaf_proba()
            else:
                lab = np.nan_to_num(tree.counts, nan=-np.inf).argmax(1)
                tab = np.zeros((tree.n_nodes, C))
                tab[np.arange(tree.n_nodes), lab] = 1.0
            out.append(wt * tab)
        return out

    def predict_proba(self, X) -> np.ndarray:
        """Weighted share of the trees' votes per class (post-processing of released counts,
        so it is exactly as private as the model itself).

        Rows are streamed in chunks through one compiled pass over all trees (on ``n_jobs``
        threads): beyond the (n, C) result, memory is O(chunk × classes).
        """
        codes = self._encode(X)
        forest = PackedForest(self.trees_, self._leaf_tables())
        votes = np.zeros((len(codes), self.schema_.n_classes))
        starts = range(0, len(codes), PREDICT_CHUNK)
        with _parallel.using(getattr(self, "n_jobs", None)):
            _parallel.parallel_map(lambda a: forest.accumulate(codes[a:a + PREDICT_CHUNK],
                                                               votes[a:a + PREDICT_CHUNK]), starts)
        tot = votes.sum(1, keepdims=True)
        np.divide(votes, tot, out=votes, where=tot > 0)
        votes[tot[:, 0] <= 0] = 1.0 / votes.shape[1]
        return votes

    def predict(self, X):
        proba = self.predict_proba(X)
        return self.classes_[proba.argmax(1)]

    def __sklearn_tags__(self):
        tags = super().__sklearn_tags__()
        tags.input_tags.allow_nan = True
        tags.input_tags.categorical = True
        tags.input_tags.string = True
        tags.non_deterministic = True
        return tags

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

from ..dask_data import is_dask_collection
from ..data import PrivateData, TreeSample
from ..privacy.ledger import Ledger
from ..privacy.sampling import DEFAULT_INBAG_RATE
from ..schema import Schema, SchemaError
from ..tree.model import FlatTree

__all__ = ["DPForestBase", "progress_bar", "resolve_max_features", "tree_samples"]


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
        return float(eps), schema

    def _seed(self) -> tuple[int, np.random.Generator]:
        rng = np.random.default_rng(self.random_state if not isinstance(self.random_state, np.random.RandomState)
                                    else self.random_state.randint(2 ** 31))
        return int(rng.integers(0, 2 ** 62)), rng

    # ------------------------------------------------------------------ fit / predict
    def fit(self, X, y):
        """Fit the forest under ε-differential privacy; returns self.

        X : DataFrame (columns named as in the schema) or 2-d array (columns in schema order).
        y : labels, each one of ``schema.classes``.
        """
        epsilon, schema = self._validate_common()
        self._validate_params_extra(schema)
        seed, rng = self._seed()
        if is_dask_collection(X):
            from ..dask_data import DaskPrivateData  # optional extra

            data = DaskPrivateData(X, y, schema, epsilon, seed)
        else:
            # No check of which classes occur, nor of how many records there are: a refusal that
            # depends on the records would itself be an un-noised release (docs/privacy.md).  A
            # class absent from the data is a zero count before noise; empty data fit too.
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

    def _tree_votes(self, codes: np.ndarray) -> np.ndarray:
        """(T, n, C) per-tree class distributions (hard: one-hot leaf labels; soft: leaf proba)."""
        C = self.schema_.n_classes
        out = np.zeros((len(self.trees_), len(codes), C))
        for t, tree in enumerate(self.trees_):
            leaf = tree.apply(codes)
            if self._voting == "soft":
                out[t] = tree.leaf_proba()[leaf]
            else:
                lab = np.nan_to_num(tree.counts, nan=-np.inf).argmax(1)
                out[t, np.arange(len(codes)), lab[leaf]] = 1.0
        return out

    def predict_proba(self, X) -> np.ndarray:
        """Weighted share of the trees' votes per class (post-processing of released counts,
        so it is exactly as private as the model itself)."""
        codes = self._encode(X)
        w = np.asarray(getattr(self, "tree_weights_", np.ones(len(self.trees_))), dtype=float)
        votes = np.tensordot(w, self._tree_votes(codes), axes=(0, 0))
        tot = votes.sum(1, keepdims=True)
        return np.where(tot > 0, votes / np.where(tot > 0, tot, 1), 1.0 / votes.shape[1])

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

"""scikit-learn's own estimator checks, run on a dpforest estimator.

dpforest needs a *public* schema (bounds, categories, classes declared by the user); scikit-learn's
checks generate their own data sets of many shapes.  ``_DeclaredSchemaForest`` stands in for a
user who declares, for each of those data sets, the schema that fits it: its ``fit`` builds the
schema from the shape of X, wide public bounds (clipped) and the label set of y.  Reading the
label set from y is NOT private -- it exists only so the checks can exercise the scikit-learn
plumbing (cloning, validation messages, feature names, pickling, predict shapes); real use
always passes a declared schema.  Everything after the schema is the unmodified estimator.
"""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.utils.estimator_checks import check_estimator
from sklearn.utils.multiclass import type_of_target

import dpforest as d
from dpforest.forests.base import ConstantModelWarning

BOUND = 1e6  # wide public bounds; out_of_bounds="clip" handles anything beyond


def _declared_classes(y):
    """The class set a user would declare for the check's labels (test stand-in only)."""
    y = np.asarray(y).ravel()
    if type_of_target(y) == "continuous":
        return [0, 1]  # a classification schema; the continuous labels must then be refused
    try:
        classes = sorted(set(y.tolist()))  # scikit-learn expects classes_ sorted
    except TypeError:
        classes = list(dict.fromkeys(y.tolist()))
    return classes + ["__other__"] * (len(classes) < 2)


class _DeclaredSchemaForest(d.DiffPRFsClassifier):
    def fit(self, X, y=None, sample_weight=None):
        shape = np.asarray(X).shape if not hasattr(X, "toarray") else ()
        if self.schema is None and y is not None and len(shape) == 2 and min(shape) > 0:
            cols = list(map(str, X.columns)) if isinstance(X, pd.DataFrame) else \
                [f"x{j}" for j in range(shape[1])]
            schema = d.Schema([d.Numeric(c, -BOUND, BOUND, allow_missing=True) for c in cols],
                              _declared_classes(y), out_of_bounds="clip", n_bins=8)
            est = self.set_params(schema=schema)
            try:
                return super(_DeclaredSchemaForest, est).fit(X, y, sample_weight)
            finally:
                self.schema = None
        return super().fit(X, y, sample_weight)


# Checks that must fail, and why.  Everything else must pass.
EXPECTED_FAILURES = {
    # per-record weights change every count's sensitivity: non-uniform weights are refused
    "check_sample_weights_not_overwritten": "non-uniform sample_weight refused (sensitivity)",
    "check_sample_weight_equivalence_on_dense_data": "non-uniform sample_weight refused",
    "check_classifiers_one_label_sample_weights": "non-uniform sample_weight refused",
    # a weight is part of its record and is judged on its own: weights of 3 are refused even when
    # every record has one ("all equal" would be a rule across records)
    "check_sample_weights_list": "weights other than 1 refused",
    # DP noise: at the checks' data sizes (~100 records) and epsilon=1 a private forest does not
    # reach the 0.83 training accuracy the check demands
    "check_classifiers_train": "DP noise on ~100 records",
    "check_classifiers_classes": "DP noise: may predict fewer classes than present",
    # the privacy noise is deliberately unseeded (seeded noise could be subtracted), so two fits
    # with the same random_state differ: checks comparing the predictions of two fits fail
    "check_fit_idempotent": "unseeded privacy noise",
    "check_classifier_data_not_an_array": "unseeded privacy noise (compares two fits)",
    "check_supervised_y_2d": "unseeded privacy noise (compares two fits)",
}
# May fail or pass from fit to fit: single-class data fits (no refusal that depends on the labels
# present), but the noisy counts of an absent class can exceed the present one's on a few records.
PENDING = {"check_classifiers_one_label": "DP noise on single-class data"}


def _run_checks():
    est = _DeclaredSchemaForest(epsilon=1.0, schema=None, n_estimators=5, max_depth=3,
                                random_state=0, progress=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConstantModelWarning)
        return check_estimator(est, on_fail=None)


@pytest.fixture(scope="module")
def results():
    return _run_checks()


def test_check_estimator_fails_only_where_expected(results):
    failed = {r["check_name"] for r in results if r["status"] == "failed"}
    passed = {r["check_name"] for r in results if r["status"] == "passed"}
    unexpected = failed - set(EXPECTED_FAILURES) - set(PENDING)
    assert not unexpected, {r["check_name"]: repr(r["exception"])[:300] for r in results
                            if r["check_name"] in unexpected}
    assert len(passed) >= 35, len(passed)

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


def _declared(cls):
    """``cls`` whose fit declares the schema a user would declare for the check's data set."""
    def fit(self, X, y=None, sample_weight=None):
        shape = np.asarray(X).shape if not hasattr(X, "toarray") else ()
        if self.schema is None and y is not None and len(shape) == 2 and min(shape) > 0:
            cols = list(map(str, X.columns)) if isinstance(X, pd.DataFrame) else \
                [f"x{j}" for j in range(shape[1])]
            schema = d.Schema([d.Numeric(c, -BOUND, BOUND, allow_missing=True) for c in cols],
                              _declared_classes(y), out_of_bounds="clip", n_bins=8)
            est = self.set_params(schema=schema)
            try:
                return cls.fit(est, X, y, sample_weight)
            finally:
                self.schema = None
        return cls.fit(self, X, y, sample_weight)

    name = f"_Declared{cls.__name__}"
    # a module-level name, so that scikit-learn's pickling check can find the class
    stand_in = type(name, (cls,), {"fit": fit, "__module__": __name__, "__qualname__": name})
    globals()[name] = stand_in
    return stand_in


_DeclaredSchemaForest = _declared(d.DiffPRFsClassifier)
#: every forest through the same checks (the paper forests share DiffPRFs' machinery)
CHECKED = [d.DiffPRFsClassifier, d.DPForestClassifier, d.PrivateRDTClassifier,
           d.SNRForestClassifier, d.DPBoostingClassifier]
STAND_INS = {cls: _declared(cls) for cls in CHECKED}


# Checks that must fail, and why.  Everything else must pass.
EXPECTED_FAILURES = {
    # per-record weights change every count's sensitivity: non-uniform weights are refused
    "check_sample_weights_not_overwritten": "non-uniform sample_weight refused (sensitivity)",
    "check_sample_weight_equivalence_on_dense_data": "non-uniform sample_weight refused",
    "check_classifiers_one_label_sample_weights": "non-uniform sample_weight refused",
    # a weight is part of its record and is judged on its own: weights of 3 are refused even when
    # every record has one ("all equal" would be a rule across records)
    "check_sample_weights_list": "weights other than 1 refused",
    # (the checks' accuracy bars -- 0.83 on ~100 records at epsilon=1 -- are waived by the
    # forests' poor_score tag, scikit-learn's own tag for that; the rest of those checks runs)
    # the privacy noise is deliberately unseeded (seeded noise could be subtracted), so two fits
    # with the same random_state differ: checks comparing the predictions of two fits fail
    "check_fit_idempotent": "unseeded privacy noise",
    "check_classifier_data_not_an_array": "unseeded privacy noise (compares two fits)",
    "check_supervised_y_2d": "unseeded privacy noise (compares two fits)",
    # predict refuses an X of the wrong width (a ValueError, as the check wants) without
    # scikit-learn's "X has 1 features": a transposed batch's width is its number of records,
    # so only the model's own width is said; the check matches scikit-learn's exact wording
    "check_n_features_in_after_fitting": "the message does not quote X's width (privacy)",
}
# May fail or pass from fit to fit: single-class data fits (no refusal that depends on the labels
# present), but the noisy counts of an absent class can exceed the present one's on a few records.
PENDING = {"check_classifiers_one_label": "DP noise on single-class data",
           # it compares argsort(predict_log_proba) with argsort(predict_proba) exactly: where a
           # noisy model gave two classes probabilities one ulp apart, their logs could be equal
           # and the orders differ (reported for about 1 run in 4 of the default forest's); the
           # base vote shares are rounded since (PROBA_DECIMALS), and 16 runs of the check
           # passed for the five classes below, but forests with their own _proba may still
           # make such near-ties, so it stays pending
           "check_classifiers_train": "near-tied probabilities collapse under log"}


def _run_checks(cls=d.DiffPRFsClassifier):
    params = cls().get_params()
    kw = {k: v for k, v in dict(n_estimators=5, max_depth=3, random_state=0,
                                progress=False).items() if k in params}
    est = STAND_INS[cls](epsilon=1.0, schema=None, **kw)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConstantModelWarning)
        return check_estimator(est, on_fail=None)


@pytest.mark.parametrize("cls", CHECKED, ids=lambda c: c.__name__)
def test_check_estimator_fails_only_where_expected(cls):
    results = _run_checks(cls)
    failed = {r["check_name"] for r in results if r["status"] == "failed"}
    passed = {r["check_name"] for r in results if r["status"] == "passed"}
    unexpected = failed - set(EXPECTED_FAILURES) - set(PENDING)
    assert not unexpected, {r["check_name"]: repr(r["exception"])[:300] for r in results
                            if r["check_name"] in unexpected}
    # the accuracy check runs to its end under the poor_score tag
    assert "check_classifiers_classes" in passed
    assert len(passed) >= 45, len(passed)


def test_n_classes_and_n_outputs_as_scikit_learns_forests_have_them():
    """Code written for scikit-learn's or diffprivlib's forests reads n_classes_ and
    n_outputs_: read from classes_ (not stored, so model files are unchanged), absent before a
    fit as scikit-learn's are, and kept through pickles and model files."""
    import pickle

    from sklearn.datasets import load_iris

    from sklearn.ensemble import RandomForestClassifier

    from dpforest.io import load_model, save_model

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200)})
    y = np.array(["lo", "mid", "hi"])[(X.a * 3).astype(int).clip(0, 2)]
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["lo", "mid", "hi"])
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
    assert not hasattr(m, "n_classes_") and not hasattr(m, "n_outputs_")
    m.fit(X, y)
    sk = RandomForestClassifier(n_estimators=3, random_state=0).fit(X, y)
    assert (m.n_classes_, m.n_outputs_) == (sk.n_classes_, sk.n_outputs_) == (3, 1)
    assert "n_classes_" not in vars(m)
    assert pickle.loads(pickle.dumps(m)).n_classes_ == 3
    import tempfile, pathlib

    with tempfile.TemporaryDirectory() as tmp:
        path = save_model(m, pathlib.Path(tmp) / "m.json")
        assert load_model(path).n_classes_ == 3


def test_estimators_points_to_trees():
    """Code ported from scikit-learn's or diffprivlib's forests reads ``estimators_``: it got
    a bare AttributeError.  estimators_ stays absent (hasattr False, before and after a fit)
    with a message naming trees_."""
    from sklearn.datasets import load_iris

    X, y = load_iris(return_X_y=True)
    schema = d.Schema.from_bounds([4, 2, 1, 0], [8, 5, 7, 3], classes=[0, 1, 2])
    m = d.DPForestClassifier(epsilon=1.0, schema=schema, random_state=0, progress=False)
    assert not hasattr(m, "estimators_")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m.fit(X, y)
    assert not hasattr(m, "estimators_")
    with pytest.raises(AttributeError, match="keeps its trees in 'trees_'"):
        m.estimators_
    assert len(m.trees_) >= 1


def test_decision_boundary_display_refusal_names_the_displays_own_remedy():
    """DecisionBoundaryDisplay's default grid reaches 1.0 beyond the records' range, outside
    the declared bounds: the refusal named model.schema_.conform(X), which the user cannot
    pass the display.  It now names eps=0 and a grid from the declared bounds, and that grid
    works; a plain predict keeps its own remedy."""
    import matplotlib

    matplotlib.use("Agg")
    from sklearn.inspection import DecisionBoundaryDisplay

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 400), "b": rng.uniform(0, 10, 400)})
    y = np.where(X.a + X.b > 10, "p", "q")
    schema = d.Schema([d.Numeric("a", 0, 10), d.Numeric("b", 0, 10)], classes=["p", "q"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = d.DPForestClassifier(2.0, schema=schema, progress=False).fit(X, y)
    with pytest.raises(d.exceptions.OutOfDomainError) as info:
        DecisionBoundaryDisplay.from_estimator(m, X)
    assert "pass eps=0" in str(info.value) and "declared bounds as two rows" in str(info.value)
    assert "schema_.conform(X)" not in str(info.value)
    disp = DecisionBoundaryDisplay.from_estimator(
        m, pd.DataFrame({"a": [0.0, 10.0], "b": [0.0, 10.0]}), eps=0)
    assert (disp.xx0.min(), disp.xx0.max()) == (0.0, 10.0)
    with pytest.raises(d.exceptions.OutOfDomainError, match=r"schema_\.conform\(X\)"):
        m.predict(X.assign(a=X.a + 20))


def test_inspection_tools_on_the_training_records_are_said_to_be_outside_epsilon():
    """score said that it was given the training records; permutation_importance and partial
    dependence on the very same objects said nothing, though their results are exact
    functions of them.  Now an EvaluationWarning, once per model; none on other records."""
    import matplotlib

    matplotlib.use("Agg")
    from sklearn.inspection import PartialDependenceDisplay, permutation_importance

    rng = np.random.default_rng(1)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 400), "b": rng.uniform(0, 10, 400)})
    y = pd.Series(np.where(X.a > 5, "p", "q"))
    schema = d.Schema([d.Numeric("a", 0, 10), d.Numeric("b", 0, 10)], classes=["p", "q"])

    def fitted():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return d.DPForestClassifier(2.0, schema=schema, progress=False).fit(X, y)

    def said(run):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            run()
        return [str(w.message) for w in got
                if issubclass(w.category, d.exceptions.EvaluationWarning)
                and "exact functions of those training records" in str(w.message)]

    m = fitted()
    other, other_y = X.copy(), y.copy()
    assert said(lambda: permutation_importance(m, other, other_y, n_repeats=2,
                                               random_state=0)) == []
    msgs = said(lambda: permutation_importance(m, X, y, n_repeats=2, random_state=0))
    assert len(msgs) == 1 and "permutation_importance" in msgs[0]
    assert said(lambda: permutation_importance(m, X, y, n_repeats=2, random_state=0)) == []
    m2 = fitted()
    msgs = said(lambda: PartialDependenceDisplay.from_estimator(m2, X, ["a"]))
    assert len(msgs) == 1 and "from_estimator" in msgs[0]

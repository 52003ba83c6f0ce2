"""Inputs a new user passes from their own data: valid ones fit, invalid ones get a clear error
that quotes no record, and the ledger shows exactly the ε granted."""

from __future__ import annotations

import sys
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.schema import SchemaError

FORESTS = (d.DPForestClassifier, d.RFDPOOBClassifier, d.OOBBudgetForestClassifier, d.DPRFClassifier,
           d.SNRForestClassifier, d.DiffPRFsClassifier, d.CRFsDPClassifier, d.PrivateRDTClassifier)


def _fit(cls, X, y, schema, **kw):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        return cls(epsilon=1.0, schema=schema, random_state=0, **kw).fit(X, y)


@pytest.mark.parametrize("cls", FORESTS)
def test_categorical_beside_boolean_and_nullable_columns_fits(cls):
    # scikit-learn's array check converts such a frame to one dtype and fails; each column is
    # valid under the schema, so the frame is valid
    n = 60
    X = pd.DataFrame({"job": pd.Categorical(["a", "b", "c"] * (n // 3), categories=["a", "b", "c"]),
                      "flag": [True, False] * (n // 2),
                      "count": pd.array(np.arange(n) % 7, dtype="Int64")})
    y = np.where(X["flag"], "yes", "no")
    schema = d.Schema.from_dataframe(X, classes=["no", "yes"], bounds={"count": (0, 10)})
    m = _fit(cls, X, y, schema)
    assert set(m.predict(X)) <= {"no", "yes"}
    assert m.ledger_.epsilon == 1.0


def test_arrow_backed_frame_fits_and_its_errors_quote_no_record():
    X = pd.DataFrame({"name": ["Alice Secret", "Bob"] * 20, "age": [33.0, 44.0] * 20}) \
        .convert_dtypes(dtype_backend="pyarrow")
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"age": (0, 120)},
                                     categories={"name": ["Alice Secret", "Bob"]})
    m = _fit(d.DPForestClassifier, X, np.arange(40) % 2, schema)
    assert m.predict(X).shape == (40,)
    bad = X.copy()
    bad["name"] = pd.array(["Carol Private"] * 40, dtype=bad["name"].dtype)
    with pytest.raises(ValueError) as err:
        m.predict(bad)
    assert "Carol" not in str(err.value) and "name" in str(err.value)


@pytest.mark.parametrize("where", ["fit", "predict"])
def test_array_shape_errors_quote_no_record(where):
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 50), "b": rng.uniform(0, 1, 50)})
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1), "b": (0, 1)})
    m = _fit(d.DPForestClassifier, X, np.arange(50) % 2, schema)
    secret = np.array([0.123456789, 0.987654321, 0.555555555])
    complex_x = np.array([[0.31415926 + 1j, 0.27182818]] * 3)
    for bad in (secret, complex_x, np.float64(0.123456789)):
        with pytest.raises(ValueError) as err:
            if where == "fit":
                d.DPForestClassifier(epsilon=1.0, schema=schema).fit(bad, [0, 1, 0][:np.size(bad) or 1])
            else:
                m.predict(bad)
        msg = str(err.value)
        assert "0.123" not in msg and "0.987" not in msg and "0.314" not in msg and "0.271" not in msg
        assert "Expected 2D array" in msg or "Complex data not supported" in msg


def test_complex_and_date_columns_are_named():
    X = pd.DataFrame({"c": np.array([1 + 1j, 2 + 0j]), "x": [1.0, 2.0]})
    s = d.Schema([d.Numeric("c", 0, 3), d.Numeric("x", 0, 3)], classes=[0, 1])
    with pytest.raises(ValueError, match="Complex data not supported: column 'c'"):
        d.DPForestClassifier(epsilon=1.0, schema=s).fit(X, [0, 1])
    X = pd.DataFrame({"when": pd.to_datetime(["2020-01-01", None]), "x": [1.0, 2.0]})
    s = d.Schema([d.Numeric("when", 0, 2e18, allow_missing=True), d.Numeric("x", 0, 3)], classes=[0, 1])
    with pytest.raises(SchemaError, match="column 'when' holds dates or times"):
        d.DPForestClassifier(epsilon=1.0, schema=s).fit(X, [0, 1])


@pytest.mark.parametrize("labels", [["other"] * 6, [0, "other"] * 3, [0] * 6])
def test_labels_of_mixed_declared_types_are_never_refused(labels):
    # whether the fit works must not depend on which declared classes occur
    X = pd.DataFrame({"x": np.linspace(0, 1, 6)})
    schema = d.Schema.from_dataframe(X, classes=[0, "other"], bounds={"x": (0, 1)})
    for y in (labels, np.asarray(labels, dtype=object), pd.Series(labels, dtype=object)):
        m = _fit(d.DPForestClassifier, X, y, schema)
        assert m.ledger_.epsilon == 1.0
    with pytest.raises(ValueError, match="not one of the schema's classes"):
        d.DPForestClassifier(epsilon=1.0, schema=schema).fit(X, [0, "others"] * 3)


def test_integer_column_names_do_not_warn_at_predict():
    rng = np.random.default_rng(1)
    X = pd.DataFrame(rng.uniform(0, 1, (40, 2)))
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={0: (0, 1), 1: (0, 1)})
    m = _fit(d.DPForestClassifier, X, np.arange(40) % 2, schema)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        m.predict(X)
        m.predict(X.to_numpy())
    assert not hasattr(m, "feature_names_in_")


@pytest.mark.parametrize("cls, kw", [(d.DPForestClassifier, dict(max_depth=25)),
                                     (d.CRFsDPClassifier, dict(max_depth=18)),
                                     (d.OOBBudgetForestClassifier, dict(max_depth=16))])
def test_complete_trees_too_large_are_refused_before_any_work(cls, kw):
    X = pd.DataFrame({"x": np.linspace(0, 1, 20)})
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 1)})
    with pytest.raises(ValueError, match="complete tree"):
        cls(epsilon=1.0, schema=schema, **kw).fit(X, np.arange(20) % 2)


@pytest.mark.parametrize("bounds", [(-1e308, 1e308), (-sys.float_info.max, sys.float_info.max),
                                    (1e9, 1e9 + 1e-6), (1e15, 1e15 + 1)])
def test_extreme_declared_bounds_fit_the_default(bounds):
    X = pd.DataFrame({"x": np.full(30, bounds[0])})
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": bounds})
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        m = _fit(d.DPForestClassifier, X, np.arange(30) % 2, schema)
    cuts = np.asarray(m.schema_.features[0].cuts)
    assert np.all(np.isfinite(cuts)) and np.all(np.diff(cuts) > 0)
    assert np.all((cuts > bounds[0]) & (cuts < bounds[1]))


@pytest.mark.parametrize("cls", FORESTS)
def test_ledger_total_is_exactly_the_granted_epsilon(cls):
    rng = np.random.default_rng(2)
    X = pd.DataFrame({"x": rng.uniform(0, 1, 120), "z": rng.uniform(0, 1, 120)})
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 1), "z": (0, 1)})
    y = (X["x"] > 0.5).astype(int)
    for eps in (0.1, 0.3, 3.0, 7.7):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", d.ConstantModelWarning)
            m = cls(epsilon=eps, schema=schema, random_state=0).fit(X, y)
        assert m.ledger_.epsilon == eps


def test_epsilon_outside_the_sampler_range_is_refused_up_front():
    X = pd.DataFrame({"x": np.linspace(0, 1, 20)})
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 1)})
    for eps in (1e-7, 1e7, 1e18):
        with pytest.raises(ValueError, match="epsilon must be between"):
            d.DPForestClassifier(epsilon=eps, schema=schema).fit(X, np.arange(20) % 2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        for eps in (1e-6, 1e6):
            m = d.DPForestClassifier(epsilon=eps, schema=schema).fit(X, np.arange(20) % 2)
            assert m.ledger_.epsilon == eps


def test_equal_width_grid_stays_finite_for_bounds_near_the_float_range():
    f = d.Numeric("x", -1e308, 1e308)
    edges = f.edges(32)
    assert len(edges) == 31 and np.all(np.isfinite(edges)) and np.all(np.diff(edges) > 0)
    assert np.array_equal(d.Numeric("y", 0, 100).edges(8), np.linspace(0, 100, 9)[1:-1])
    X = pd.DataFrame({"x": np.r_[np.full(60, -1e300), np.full(60, 1e300)]})
    y = np.r_[np.zeros(60, int), np.ones(60, int)]
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (-1e308, 1e308)})
    m = _fit(d.PrivateRDTClassifier, X, y, schema)          # a random-split forest now can split it
    codes = m.schema_.encode(X)
    assert len(np.unique(codes[:, 0])) == 2


def test_label_type_mismatch_gets_a_hint_from_the_declared_classes_only():
    # labels read from text ("1") against classes declared as numbers, and the reverse: the
    # message says which way the types differ, from the schema alone (never a label of y)
    X = pd.DataFrame({"x": np.linspace(0, 1, 40)})
    y = (X["x"] > 0.5).astype(int)
    num = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 1)})
    txt = d.Schema.from_dataframe(X, classes=["0", "1"], bounds={"x": (0, 1)})
    with pytest.raises(ValueError, match="declared as numbers; labels read from a text file"):
        d.DPForestClassifier(epsilon=1.0, schema=num).fit(X, y.astype(str).replace("1", "7"))
    with pytest.raises(ValueError, match="declared as strings; numeric labels"):
        d.DPForestClassifier(epsilon=1.0, schema=txt).fit(X, y * 7)
    # mixed declarations get no type hint
    mixed = d.Schema.from_dataframe(X, classes=[0, "1"], bounds={"x": (0, 1)})
    with pytest.raises(ValueError) as e:
        d.DPForestClassifier(epsilon=1.0, schema=mixed).fit(X, y * 7)
    assert "declared as" not in str(e.value) and "7" not in str(e.value).split("classes")[0]

"""Inputs a new user passes from their own data: valid ones fit, invalid ones get a clear error
that quotes no record, and the ledger shows exactly the ε granted."""

from __future__ import annotations

import re
import sys
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.schema import CHECK_ADVICE, NUMBER_MARKS_ADVICE, SchemaError

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
    with pytest.raises(ValueError, match="declared as numbers: if the labels were read as text"):
        d.DPForestClassifier(epsilon=1.0, schema=num).fit(X, y.astype(str).replace("1", "7"))
    with pytest.raises(ValueError, match="declared as strings: if the labels are numbers"):
        d.DPForestClassifier(epsilon=1.0, schema=txt).fit(X, y * 7)
    # the same hint for categorical columns: weekday codes declared as text, the column numbers
    Xw = pd.DataFrame({"wd": np.arange(40) % 7 + 1})
    sw = d.Schema.from_dataframe(Xw, classes=[0, 1], categories={"wd": [str(k) for k in range(1, 8)]})
    with pytest.raises(ValueError, match="column 'wd'.*declared as strings: if the values are numbers"):
        d.DPForestClassifier(epsilon=1.0, schema=sw).fit(Xw, y)
    # mixed declarations get no type hint
    mixed = d.Schema.from_dataframe(X, classes=[0, "1"], bounds={"x": (0, 1)})
    with pytest.raises(ValueError) as e:
        d.DPForestClassifier(epsilon=1.0, schema=mixed).fit(X, y * 7)
    assert "declared as" not in str(e.value) and "7" not in str(e.value).split("classes")[0]


# ---------------------------------------------------------------- grids at the edge of float precision
def test_declared_cuts_in_a_narrow_float_interval_fit():
    # a nanosecond timestamp: floats are 256 apart here, so refining the declared interval
    # [t0, t0 + 5,000] in equal parts rounds points onto the bound and onto each other
    t0 = 1_700_000_000_000_000_000
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"t": (t0 + rng.integers(0, 100_000, 300)).astype(float)})
    y = (X["t"] > t0 + 5_000).astype(int)
    schema = d.Schema([d.Numeric("t", t0, t0 + 100_000, cuts=[t0 + 5_000])], classes=[0, 1])
    m = _fit(d.DPForestClassifier, X, y, schema)
    edges = m.schema_.features[0].edges(m.schema_.n_bins)
    assert np.all((edges > t0) & (edges < t0 + 100_000)) and np.all(np.diff(edges) > 0)
    assert m.ledger_.epsilon == 1.0


@pytest.mark.parametrize("bounds", [(1.0, float(np.nextafter(1.0, 2.0))), (0.0, 5e-324), (0.0, 1e-300)])
@pytest.mark.parametrize("grid", ["adaptive", "multiscale", "uniform"])
def test_bounds_a_few_floats_apart_fit(bounds, grid):
    # no float (or too few) strictly inside: the feature offers no split, and nothing is refused
    lo, hi = bounds
    X = pd.DataFrame({"a": [lo] * 150 + [hi] * 150, "b": np.linspace(0, 1, 300)})
    y = [0, 1] * 150
    schema = d.Schema([d.Numeric("a", lo, hi), d.Numeric("b", 0, 1)], classes=[0, 1])
    m = _fit(d.DPForestClassifier, X, y, schema, numeric_grid=grid)
    assert m.predict_proba(X).shape == (300, 2) and m.ledger_.epsilon == 1.0


# ---------------------------------------------------------------- parameters refused before any data is read
def test_size_share_leaving_no_tree_budget_is_refused():
    X = pd.DataFrame({"a": np.linspace(0, 10, 100)})
    schema = d.Schema([d.Numeric("a", 0, 10)], classes=[0, 1])
    with pytest.raises(ValueError, match="size_share"):
        d.DPForestClassifier(epsilon=1.0, schema=schema, size_share=0.95).fit(X, [0, 1] * 50)
    # without the adaptive grid's share the same value leaves the tree 5 % of epsilon
    m = _fit(d.DPForestClassifier, X, [0, 1] * 50, schema, size_share=0.95, numeric_grid="multiscale")
    assert m.ledger_.epsilon == 1.0


@pytest.mark.parametrize("cls, param", [
    (d.DPForestClassifier, "size_share"), (d.DPBoostingClassifier, "size_share"),
    (d.SNRForestClassifier, "size_share"), (d.CRFsDPClassifier, "size_share"),
    (d.DPRFClassifier, "n_max_epsilon_share")])
def test_size_query_share_below_the_sampler_range_is_refused_up_front(cls, param):
    # 1e-10 of epsilon = 1e-3 is a noise scale of 1e13, past the exact sampler: refused by name
    # from the parameters alone (before, the fit failed inside the sampler after other charges)
    X = pd.DataFrame({"a": np.linspace(0, 10, 100)})
    schema = d.Schema([d.Numeric("a", 0, 10)], classes=[0, 1])
    with pytest.raises(ValueError, match=f"{param}=1e-10 of epsilon=0.001 is too small"):
        cls(epsilon=1e-3, schema=schema, progress=False, **{param: 1e-10}).fit(X, [0, 1] * 50)
    m = _fit(cls, X, [0, 1] * 50, schema, **{param: 1e-4})
    assert m.ledger_.epsilon == pytest.approx(1.0)


def _many_level_frame(n=200, levels=50, cols=4):
    cats = [str(i) for i in range(levels)]
    rng = np.random.default_rng(0)
    X = pd.DataFrame({f"c{j}": rng.choice(cats, n) for j in range(cols)})
    return X, rng.choice([0, 1], n), d.Schema.from_dataframe(X, classes=[0, 1], categories={c: cats for c in X})


def test_explicit_multiway_too_deep_is_refused_and_auto_depth_is_capped():
    from dpforest.forests.default import multiway_depth_cap

    X, y, schema = _many_level_frame()
    # 50^4 leaves: refused from the declared parameters alone, naming the parameter and the limit
    with pytest.raises(ValueError, match="max_depth <= 3"):
        d.DPForestClassifier(epsilon=1.0, schema=schema, categorical_split="multiway", max_depth=4).fit(X, y)
    # the depth rule would ask for more levels at this epsilon; the multiway bound holds it
    m = _fit(d.DPForestClassifier, X, y, schema, categorical_split="multiway")
    m_big = d.DPForestClassifier(epsilon=1e4, schema=schema, categorical_split="multiway",
                                 random_state=0).fit(X, y)
    cap = multiway_depth_cap(m_big.schema_, 1)
    assert cap == 3 and m.max_depth_ <= cap and m_big.max_depth_ <= cap
    assert m_big.ledger_.epsilon == 1e4


@pytest.mark.parametrize("cls", [d.DiffPRFsClassifier, d.RFDPOOBClassifier, d.DPRFClassifier,
                                 d.OOBBudgetForestClassifier])
def test_explicit_multiway_too_deep_is_refused_by_every_forest(cls):
    # 8 trees of 50^4 leaves (a noisy stopping rule may stop earlier, but the bound is public):
    # refused before any record is read; 8 x 50^3 = 10^6 leaves fit under 2^20
    X, y, schema = _many_level_frame()
    with pytest.raises(ValueError, match="max_depth <= 3"):
        cls(epsilon=1.0, schema=schema, categorical_split="multiway", max_depth=4, n_estimators=8).fit(X, y)
    m = _fit(cls, X, y, schema, categorical_split="multiway", max_depth=1, n_estimators=8)
    assert m.ledger_.epsilon == pytest.approx(1.0)


def test_boosting_budget_too_small_for_the_sampler_is_refused_up_front():
    X = pd.DataFrame({"a": np.linspace(0, 10, 100)})
    schema = d.Schema([d.Numeric("a", 0, 10)], classes=[0, 1])
    with pytest.raises(ValueError, match="n_estimators"):
        d.DPBoostingClassifier(epsilon=1e-4, schema=schema, n_estimators=600).fit(X, [0, 1] * 50)
    m = d.DPBoostingClassifier(epsilon=1e-4, schema=schema, n_estimators=5, random_state=0).fit(X, [0, 1] * 50)
    assert m.ledger_.epsilon == 1e-4


def test_unhashable_values_are_refused_by_column_and_counted_by_check():
    """A list or dict in a categorical cell, or as a label: a SchemaError naming the column (or
    the label) and the kind of problem; the owner's check counts the records."""
    s = d.Schema([d.Categorical("c", ["a", "b"]), d.Numeric("x", 0, 1)], classes=[0, 1])
    X = pd.DataFrame({"c": ["a", ["a", "b"], "b"], "x": [0.1, 0.2, 0.3]})
    with pytest.raises(d.SchemaError, match="column 'c': values that cannot be categories"):
        d.DPForestClassifier(1.0, s).fit(X, [0, 1, 0])
    ok = X.assign(c="a")
    for y in (pd.Series([0, [1], 0]), [0, [1], 0], [0, {1: 2}, 0]):
        with pytest.raises(d.SchemaError, match="labels that cannot be classes"):
            d.DPForestClassifier(1.0, s).fit(ok, y)
    assert s.check(X, [0, 1, 0]).to_frame().set_index("column").loc["c", "count"] == 1


def test_complex_values_among_objects_are_non_numeric_not_truncated():
    """A complex value in an object column made pandas convert the whole column to complex and
    numpy then dropped every imaginary part with a warning: 2+1j was read as 2.  Complex values
    are now refused as non-numeric, and real values beside them read as before."""
    s = d.Schema([d.Numeric("a", 0, 10, allow_missing=True)], classes=[0, 1])
    X = pd.DataFrame({"a": pd.Series([1.0, complex(2, 1), "3"], dtype=object)})
    with warnings.catch_warnings():
        warnings.simplefilter("error")           # no ComplexWarning on the way
        with pytest.raises(SchemaError, match="column 'a': non-numeric values"):
            d.DPForestClassifier(1.0, s).fit(X, [0, 1, 0])
        codes = s.encode(pd.DataFrame({"a": pd.Series([1.0, None, "3"], dtype=object)}))
    assert s.check(X, [0, 1, 0]).to_frame().set_index("column").loc["a", "count"] == 1
    assert codes[1, 0] == 0 and codes[0, 0] != codes[2, 0]   # missing code, two real values


def test_a_text_column_declared_numeric_is_said_to_want_categories():
    """Bounds declared for a column of text labels (from_dataframe takes bounds for any column:
    numbers can be held as text) make it numeric, and the fit then refuses its values: the
    message says first that a column of labels wants categories, from its dtype alone; a
    numeric column's stray values get the number advice alone."""
    X = pd.DataFrame({"sex": pd.array(["m", "f"] * 20, dtype="str"), "v": np.arange(40) % 5})
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"sex": (0, 1), "v": (0, 5)})
    with pytest.raises(SchemaError, match=r"column 'sex': non-numeric values; if the column "
                                          r"holds categories \(text labels\), not numbers, the "
                                          r"schema should declare categories for it, not bounds"):
        d.DPForestClassifier(1.0, s, progress=False).fit(X, np.arange(40) % 2)
    # numbers held as text still fit as numbers
    X2 = X.assign(sex=pd.array(["0", "1"] * 20, dtype="str"))
    assert d.DPForestClassifier(1.0, s, progress=False).fit(X2, np.arange(40) % 2).ledger_.epsilon == 1.0


def test_every_column_that_does_not_fit_is_named_at_once():
    """One line per (column, kind of problem), in column order, so a user fixes them in one pass;
    a column respelt in another case is pointed out by the schema's spelling."""
    s = d.Schema([d.Numeric("height", 0, 3), d.Numeric("x", 0, 1), d.Categorical("c", ["a"])], classes=[0, 1])
    X = pd.DataFrame({"height": [None, "tall"], "x": [0.5, 9.0], "c": ["a", "a"]})
    with pytest.raises(SchemaError) as e:
        d.DPForestClassifier(1.0, s).fit(X, [0, 1])
    assert str(e.value).splitlines() == [
        "column 'height': missing values (NaN/None) that the schema does not allow; declare "
        "allow_missing=True for it, or fill them first with a public constant "
        "(X.fillna({column: value})): an imputed statistic such as a median is read from the "
        "records outside the privacy budget",
        "column 'height': non-numeric values; if the column holds categories (text labels), "
        "not numbers, the schema should declare categories for it, not bounds; else fix or "
        "drop those records (a date written as "
        "text is not a number: convert it to one, such as days since a public origin; nor is "
        "a number written with its unit, such as 90 kg: strip the unit first; "
        + NUMBER_MARKS_ADVICE + ")",
        "column 'x': values outside the declared bounds [0, 1]; if the column codes a "
        "missing or impossible value as a number (a sentinel such as minus one or a run of "
        "nines), make those NaN and declare "
        "allow_missing=True (clipping would read them as real values at the bound); otherwise "
        "build the Schema with out_of_bounds='clip', or widen the bounds from public "
        "documentation, not by trial (bounds tried until the data are accepted tell about a "
        "record). " + CHECK_ADVICE]
    with pytest.raises(SchemaError, match=r"lacks schema columns \['height'\] \(names are "
                                          r"case-sensitive: X has a column for each of \['height'\] spelt in another case\)") as e:
        d.DPForestClassifier(1.0, s).fit(X.rename(columns={"height": "HeIght"}), [0, 1])
    assert "HeIght" not in str(e.value)         # X's own spelling is X's, not the schema's


def test_every_kind_of_label_problem_is_named_at_once():
    s = d.Schema([d.Numeric("x", 0, 1)], classes=["a", "b"])
    with pytest.raises(SchemaError) as e:
        s.encode_labels(pd.Series(["a", None, "zzz_secret"], dtype=object))
    lines = str(e.value).splitlines()
    assert [ln.split(";")[0] for ln in lines] == [
        "y has missing labels", "y has labels that are not one of the schema's classes ['a', 'b']"]
    assert "zzz_secret" not in str(e.value)


def test_a_complex_column_the_schema_does_not_declare_is_refused_without_its_name():
    """After one-hot encoding a column's name can be a record's value: a complex column the
    schema does not know is refused without its name, at fit and at predict."""
    X = pd.DataFrame({"age": [30.0, 40.0], "job": ["a", "b"]})
    s = d.Schema([d.Numeric("age", 0, 120), d.Categorical("job", ["a", "b"])], classes=["no", "yes"])
    Xc = X.assign(job_SECRETVALUE=np.ones(2, dtype=complex))
    with pytest.raises(ValueError, match="Complex data not supported") as e:
        d.DPForestClassifier(epsilon=1.0, schema=s).fit(Xc, ["no", "yes"])
    assert "SECRET" not in str(e.value)
    m = _fit(d.DPForestClassifier, X, ["no", "yes"], s)
    with pytest.raises(ValueError, match="Complex data not supported") as e:
        m.predict(Xc)
    assert "SECRET" not in str(e.value)
    with pytest.raises(ValueError, match="Complex data not supported: column 'age'"):
        m.predict(X.assign(age=np.ones(2, dtype=complex)))


def test_an_array_after_a_frame_with_integer_names_in_another_order_warns():
    """Integer column names are positions (scikit-learn records no feature names for them),
    and a positional schema ('0', '1', ... as Schema.from_bounds names them) reads an array by
    them: such a frame in another order keeps the schema's order, and predict on its array says
    so, as scikit-learn cannot.  A frame of text names takes the frame's order instead."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({0: rng.random(400), 1: rng.random(400)})
    y = np.where(X[0] > 0.5, "yes", "no")
    s = d.Schema([d.Numeric("0", 0, 1), d.Numeric("1", 0, 1)], classes=["no", "yes"])
    m = _fit(d.DPForestClassifier, X[[1, 0]], y, s)
    assert m.schema_.feature_names == ["0", "1"]
    with pytest.warns(UserWarning, match="X has no column names"):
        m.predict(X[[1, 0]].to_numpy())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        np.testing.assert_array_equal(m.predict(X.to_numpy()), m.predict(X))
    m = _fit(d.DPForestClassifier, X, y, s)                 # the schema's order: no warning
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)
        m.predict(X.to_numpy())
    named = X.set_axis(["0", "1"], axis=1)[["1", "0"]]
    assert _fit(d.DPForestClassifier, named, y, s).schema_.feature_names == ["1", "0"]


def test_a_fit_whose_constant_model_warning_is_raised_changes_nothing(monkeypatch):
    """Under a warnings-as-errors filter the constant-model warning ends fit with an error: the
    estimator keeps its previous fit (or stays unfitted)."""
    X = pd.DataFrame({"a": np.random.default_rng(0).random(300)})
    y = np.where(X["a"] > 0.5, "y", "n")
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["n", "y"])
    m = _fit(d.DPForestClassifier, X, y, s)
    trees, ledger = m.trees_, m.ledger_
    for est in (m, d.DPForestClassifier(epsilon=1.0, schema=s, random_state=0)):
        fitted = hasattr(est, "ledger_")
        # the verdict on the new fit: constant (whatever the noise drew)
        monkeypatch.setattr(d.DPForestClassifier, "_constant_verdict", lambda self: (1, None))
        with warnings.catch_warnings():
            warnings.simplefilter("error", d.ConstantModelWarning)
            with pytest.raises(d.ConstantModelWarning):
                est.fit(X, np.array(["y"] * 300))
        monkeypatch.undo()
        if fitted:
            assert est.trees_ is trees and est.ledger_ is ledger and not est.constant_
        else:
            assert not hasattr(est, "ledger_") and not hasattr(est, "trees_")


def test_infinities_are_refused_even_where_the_schema_clips_and_the_message_says_what_to_do():
    for mode in ("clip", "error"):
        s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1], out_of_bounds=mode)
        with pytest.raises(ValueError, match="infinite values.*even with out_of_bounds='clip'.*conform"):
            s.encode(pd.DataFrame({"a": [np.inf, 0.5]}))
        codes = s.encode(s.conform(pd.DataFrame({"a": [np.inf, -np.inf, 1.0, 0.0]})))[:, 0]
        assert codes[0] == codes[2] and codes[1] == codes[3]


def test_multiindex_columns_get_a_hint_to_flatten_them():
    s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    X = pd.DataFrame({("grp", "a"): [0.5, 0.2]})
    with pytest.raises(ValueError, match="lacks schema columns.*flatten") as e:
        s.encode(X)
    assert "grp" not in str(e.value)
    s.encode(X.set_axis(X.columns.get_level_values(-1), axis=1))


def test_a_feature_named_by_a_whole_number_is_read_as_text():
    s = d.Schema([d.Numeric(0, 0, 1), d.Categorical(np.int64(1), ["u", "v"])], classes=[0, 1])
    assert s.feature_names == ["0", "1"]
    X = pd.DataFrame({0: np.linspace(0, 1, 40), 1: ["u", "v"] * 20})
    y = (X[0] > 0.5).astype(int)
    for frame in (X, X.set_axis(["0", "1"], axis=1)):
        assert _fit(d.DPForestClassifier, frame, y, s).ledger_.epsilon == pytest.approx(1.0)
    for bad in (("a", "b"), 1.5, True):
        with pytest.raises(ValueError, match="feature names must be text"):
            d.Numeric(bad, 0, 1)


def test_diffprivlib_style_bounds_get_a_schema_or_a_pointer_to_one():
    lo, hi = np.zeros(3), np.array([1.0, 10.0, 100.0])
    s = d.Schema.from_bounds(lo, hi, classes=[0, 1])
    assert s.feature_names == ["0", "1", "2"] and [f.upper for f in s.features] == [1.0, 10.0, 100.0]
    named = d.Schema.from_bounds(lo, hi, classes=[0, 1], feature_names=["a", "b", "c"],
                                 out_of_bounds="clip")
    assert named.feature_names == ["a", "b", "c"] and named.out_of_bounds == "clip"
    X = np.random.default_rng(0).random((60, 3)) * hi
    assert _fit(d.DPForestClassifier, X, (X[:, 0] > 0.5).astype(int), s).ledger_.epsilon == pytest.approx(1.0)
    with pytest.raises(ValueError, match="same length"):
        d.Schema.from_bounds(lo, hi[:2], classes=[0, 1])
    # diffprivlib's single numbers hold for every column, once the number of columns is given
    assert d.Schema.from_bounds(0, 10, n_features=3, classes=[0, 1]).feature_names == ["0", "1", "2"]
    assert [f.lower for f in d.Schema.from_bounds(0, hi, classes=[0, 1]).features] == [0.0] * 3
    with pytest.raises(ValueError, match="n_features="):
        d.Schema.from_bounds(0, 10, classes=[0, 1])
    with pytest.raises(ValueError, match="n_features is 2"):
        d.Schema.from_bounds(0, 10, n_features=2, feature_names=["a", "b", "c"], classes=[0, 1])
    with pytest.raises(ValueError, match="bound 2 columns but n_features is 3"):
        d.Schema.from_bounds([0, 0], [1, 1], n_features=3, classes=[0, 1])
    gen = (c for c in "ab")
    assert d.Schema.from_bounds([0, 0], [1, 1], feature_names=gen, classes=[0, 1]).feature_names == ["a", "b"]
    frame = pd.DataFrame(X)
    with pytest.raises(ValueError, match="from_bounds"):
        d.Schema.from_dataframe(frame, classes=[0, 1], bounds=(lo, hi))
    with pytest.raises(ValueError, match="from_bounds"):
        d.Schema.from_dataframe(frame, classes=[0, 1], bounds=list(zip(lo + 0.5, hi)))
    with pytest.raises(TypeError, match="from_bounds"):
        d.Schema(list(zip(lo, hi)), classes=[0, 1])
    with pytest.raises(ValueError, match="from_bounds"):
        d.DPForestClassifier(epsilon=1.0).fit(X, [0, 1] * 30)
    # a named frame against the positional schema: matched by name, so the refusal says how
    # to pass it (and quotes none of the frame's own names)
    named_frame = pd.DataFrame(X, columns=["p_secret", "q", "r"])
    with pytest.raises(d.SchemaError, match=r"names its features by position[\s\S]*X\.to_numpy"
                                            r"\(\)[\s\S]*feature_names=list\(X\.columns\)") as info:
        _fit(d.DPForestClassifier, named_frame, (X[:, 0] > 0.5).astype(int), s)
    assert "p_secret" not in str(info.value)


def test_ordered_categoricals_unsaveable_categories_and_wholly_clipped_columns_are_said():
    """Fit warns (from dtypes and the public schema only) that an ordered pandas categorical
    is split as unordered sets, and that categories a model file cannot hold will make
    save_model refuse; conform warns when every value of a numeric column lies beyond its
    bounds (a unit or origin slip), not when only some do."""
    rng = np.random.default_rng(0)
    grades = pd.Categorical(rng.choice(["lo", "mid", "hi"], 300), categories=["lo", "mid", "hi"],
                            ordered=True)
    X = pd.DataFrame({"g": grades})
    y = (X["g"] == "hi").astype(int).rename("label")
    s = d.Schema([d.Categorical("g", ["lo", "mid", "hi"])], classes=[0, 1])
    with pytest.warns(UserWarning, match="'g' is an ordered categorical") as rec:
        _fit(d.DPForestClassifier, X, y, s)
    assert "Ordinal(c, levels)" in str(next(w.message for w in rec if "ordered" in str(w.message)))
    with warnings.catch_warnings():     # declared ordinal: split on the order, nothing to say
        warnings.simplefilter("error", UserWarning)
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        warnings.filterwarnings("ignore", message=".*released leaf counts show no records")
        _fit(d.DPForestClassifier, X, y, d.Schema([d.Ordinal("g", ["lo", "mid", "hi"])],
                                                   classes=[0, 1]))
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        warnings.filterwarnings("ignore", message=".*released leaf counts show no records")
        _fit(d.DPForestClassifier, X.astype({"g": object}), y, s)     # unordered: silent
    periods = [pd.Period("2020-01", "M"), pd.Period("2020-02", "M")]
    P = pd.DataFrame({"p": rng.choice(np.array(periods, dtype=object), 300)})
    sp = d.Schema([d.Categorical("p", periods)], classes=[0, 1])
    with pytest.warns(UserWarning, match="save_model will refuse it"):
        _fit(d.DPForestClassifier, P, y, sp)
    days = d.Schema([d.Numeric("days", 8036, 9131)], classes=[0, 1])
    with pytest.warns(UserWarning, match="every one of its values lies outside"):
        days.conform(pd.DataFrame({"days": [7.0e8, 7.1e8, 7.2e8]}))
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)
        days.conform(pd.DataFrame({"days": [8000.0, 8500.0, 9000.0]}))


def test_missing_values_at_predict_time_get_the_fitted_models_options():
    """The fit's advice for a missing value (declare allow_missing) would mean a new fit and a
    new spend: a fitted model says what it can do instead (fill with a public constant, predict
    the rows valid_rows accepts) and that taking them needs a new fit; a refusal with no
    missing value in it keeps its own message."""
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("c", ["a", "b"])], classes=[0, 1])
    X = pd.DataFrame({"age": [20.0, 50.0, 70.0, 30.0] * 10, "c": ["a", "b"] * 20})
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, [0, 1] * 20)
    bad = X.copy()
    bad.loc[3, "age"] = np.nan
    bad.loc[4, "c"] = None
    with pytest.raises(SchemaError) as e:
        m.predict(bad)
    lines = str(e.value).splitlines()
    assert [line.split(";")[0] for line in lines] == [
        "column 'age': missing values (NaN/None) that the schema does not allow",
        "column 'c': missing values (NaN/None) that the schema does not allow"]
    # the advice once, at the first column that needs it; the second points to it
    assert "valid_rows(X)" in lines[0] and "needs a new fit" in lines[0]
    assert "; the same advice as for column 'age'" in lines[1]
    assert not any("declare allow_missing=True for it," in line for line in lines)
    assert m.schema_.valid_rows(bad).sum() == len(bad) - 2
    bad.loc[4, "c"] = "zzz"               # missing beside a value no code stands for
    with pytest.raises(SchemaError, match="(?s)age.*valid_rows.*'c': values outside") as e:
        m.predict(bad)
    assert not getattr(e.value, "conformable", False)
    with pytest.raises(SchemaError, match="values outside the declared categories") as e:
        m.predict(X.assign(c="zzz"))       # no missing value: the message is the schema's
    assert "valid_rows" not in str(e.value)


def test_check_lists_finite_values_beyond_the_bounds_beside_infinite_ones():
    """A column with an infinite value and a finite value beyond its bounds has two problems;
    the data owner's check listed the infinite one only, and so did the refusal."""
    s = d.Schema([d.Numeric("a", 10, 60)], classes=[0, 1])
    X = pd.DataFrame({"a": [np.inf, 99.0, 20.0, 30.0]})
    frame = s.check(X, [0, 1, 0, 1]).to_frame().set_index("problem")
    assert frame.loc["infinite values", "count"] == 1
    assert frame.loc["values outside the declared bounds [10, 60]", "count"] == 1
    with pytest.raises(d.OutOfDomainError) as e:
        s.encode(X)
    assert [ln.split(";")[0] for ln in str(e.value).splitlines()] == [
        "column 'a': infinite values", "column 'a': values outside the declared bounds [10, 60]"]
    assert s.check(X.replace(np.inf, 20.0), [0, 1, 0, 1]).to_frame()["problem"].tolist() == [
        "values outside the declared bounds [10, 60]"]


def test_a_fit_refused_for_its_labels_names_the_columns_problems_too():
    """Labels were checked before X, so a file with both kinds of problem took two refusals to
    see them all; one message now lists X's columns first, then y, as the command line does.
    Labels alone, or X alone, give their own message."""
    s = d.Schema([d.Numeric("a", 0, 1), d.Categorical("c", ["x"])], classes=[0, 1])
    X = pd.DataFrame({"a": [np.nan, 0.5], "c": ["x", "q"]})
    with pytest.raises(SchemaError) as e:
        d.DPForestClassifier(1.0, s).fit(X, [None, 1])
    assert [ln.split(";")[0] for ln in str(e.value).splitlines()] == [
        "column 'a': missing values (NaN/None) that the schema does not allow",
        "column 'c': values outside the declared categories ['x']",
        "y has missing labels"]
    good = pd.DataFrame({"a": [0.2, 0.5], "c": ["x", "x"]})
    with pytest.raises(SchemaError) as e:
        d.DPForestClassifier(1.0, s).fit(good, [None, 1])
    assert str(e.value) == "y has missing labels; drop or fix those records"
    with pytest.raises(SchemaError) as e:
        d.DPForestClassifier(1.0, s).fit(X, [0, 1])
    assert "y has" not in str(e.value)
    # values beyond a bound keep their kind beside bad labels (not conformable: the labels too)
    with pytest.raises(d.OutOfDomainError) as e:
        d.DPForestClassifier(1.0, s).fit(good.assign(a=[0.2, 7.0]), [None, 1])
    assert not e.value.conformable and "y has missing labels" in str(e.value)


@pytest.mark.parametrize("cls", [d.DPForestClassifier, d.PrivateRDTClassifier, d.DiffPRFsClassifier,
                                 d.DPBoostingClassifier])
def test_too_many_trees_are_refused_before_any_allocation(cls):
    """A billion trees at the default depth killed the process (per-tree arrays of that
    length); every tree has at least a stump's two leaves, so the tree count alone is checked
    against the 2^20 leaves, and the advice is to lower n_estimators (it used to say
    max_depth <= -1)."""
    X = np.random.default_rng(0).random((50, 2))
    schema = d.Schema.from_bounds([0, 0], [1, 1], classes=[0, 1])
    for kw in ({"n_estimators": 10 ** 9}, {"n_estimators": 2 ** 21, "max_depth": 1}):
        with pytest.raises(ValueError, match=r"use n_estimators <= 524,288"):
            cls(schema=schema, progress=False, **kw).fit(X, (X[:, 0] > 0.5).astype(int))


def test_text_missing_markers_are_explained_where_missing_values_are_allowed():
    """'NA' or '' in a frame read as text is not a missing value; where the column allows
    missing values the refusal says so and how to replace them (and the fix fits)."""
    s = d.Schema([d.Numeric("a", 0, 1, allow_missing=True)], classes=[0, 1])
    X = pd.DataFrame({"a": ["0.5", "NA", "", "0.2"]})
    with pytest.raises(d.SchemaError, match="'NA', 'nan' or '' is not read as missing") as e:
        d.DPForestClassifier(schema=s, progress=False).fit(X, [0, 1, 0, 1])
    assert "0.5" not in str(e.value)
    fixed = X.replace({"NA": None, "": None})
    assert d.DPForestClassifier(schema=s, progress=False).fit(fixed, [0, 1, 0, 1]).ledger_.epsilon == 1.0
    strict = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    with pytest.raises(d.SchemaError) as e:
        d.DPForestClassifier(schema=strict, progress=False).fit(X, [0, 1, 0, 1])
    assert "not read as missing" not in str(e.value)


def test_a_fitted_models_refusal_does_not_ask_to_change_its_schema():
    """At predict the schema is the model's, fixed by its fit: the schema's advice to widen a
    bound or add a category (a new fit, a new spend) is put as the model's fixed domain."""
    s = d.Schema([d.Numeric("x", 0, 1), d.Categorical("c", ["a", "b"])], classes=[0, 1])
    X = pd.DataFrame({"x": np.linspace(0, 1, 40), "c": ["a", "b"] * 20})
    model = d.DPForestClassifier(1.0, s, progress=False).fit(X, np.arange(40) % 2)
    for bad, said in ((X.head(2).assign(x=9.0), "the model's bounds were fixed by its fit"),
                      (X.head(2).assign(c="zz"), "the model's categories were fixed by its fit: map")):
        with pytest.raises(d.OutOfDomainError, match=said) as e:
            model.predict(bad)
        assert "widen the bounds" not in str(e.value) and "add them to the" not in str(e.value)
    with pytest.raises(d.OutOfDomainError, match="widen the bounds"):    # a fit: the advice stays
        d.DPForestClassifier(1.0, s, progress=False).fit(X.assign(x=9.0), np.arange(40) % 2)


def test_x_and_y_with_different_pandas_indexes_are_warned_about_and_paired_by_position():
    """y sorted, filtered or reset apart from X is paired with the wrong rows, silently, by
    position (as scikit-learn pairs them): the fit says so, and changes nothing else."""
    from dpforest.exceptions import InputWarning

    s = d.Schema([d.Numeric("x", 0, 1)], classes=["hi", "lo"])
    X = pd.DataFrame({"x": np.linspace(0, 1, 60)}, index=np.arange(100, 160))
    y = pd.Series(np.where(X["x"] > 0.5, "hi", "lo"), index=X.index)
    with warnings.catch_warnings():
        warnings.simplefilter("error", InputWarning)           # aligned: nothing to say
        d.DPForestClassifier(1.0, s, progress=False).fit(X, y)
        d.DPForestClassifier(1.0, s, progress=False).fit(X, y.to_numpy())
        d.DPForestClassifier(1.0, s, progress=False).fit(X.to_numpy(), y)
    shuffled = y.sample(frac=1.0, random_state=0)
    with pytest.warns(InputWarning, match="indexes differ: they are paired by position"):
        d.DPForestClassifier(1.0, s, progress=False).fit(X, shuffled)
    with pytest.warns(InputWarning, match="indexes differ: they are paired by position") as rec:
        m = d.DPForestClassifier(1.0, s, progress=False).fit(X, y.reset_index(drop=True))
    assert m.ledger_.epsilon == 1.0
    assert not any(str(v) in str(w.message) for w in rec for v in (100, 159))   # no index value
    # a scikit-learn tool that shuffles y's rows on purpose pairs them itself: not warned
    from sklearn.model_selection import permutation_test_score
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        permutation_test_score(d.DPForestClassifier(1.0, s, progress=False), X, y,
                               n_permutations=2, cv=2, random_state=0)
    assert not any("indexes differ" in str(w.message) for w in rec)


@pytest.mark.filterwarnings("ignore::dpforest.exceptions.RepeatedFitWarning")
def test_test_records_and_labels_with_different_indexes_are_warned_about_when_scored():
    """score and the private evaluations pair a pandas X and y by position as fit does: a y
    shuffled apart from X scored near chance without a word (a walkthrough's 0.51 against
    0.92).  They say it as fit says it; aligned ones, and scikit-learn's own tools (which
    pair or shuffle their subsets themselves), stay quiet."""
    from sklearn.model_selection import cross_val_score, permutation_test_score

    from dpforest.evaluation import private_confusion_matrix, private_roc
    from dpforest.exceptions import InputWarning

    s = d.Schema([d.Numeric("x", 0, 1)], classes=["hi", "lo"])
    X = pd.DataFrame({"x": np.linspace(0, 1, 200)}, index=np.arange(300, 500))
    y = pd.Series(np.where(X["x"] > 0.5, "hi", "lo"), index=X.index)
    m = d.DPForestClassifier(2.0, s, progress=False, random_state=0).fit(X, y)
    shuffled = y.sample(frac=1.0, random_state=0)
    for score in (lambda yy: m.score(X, yy),
                  lambda yy: private_confusion_matrix(m, X, yy, epsilon=1.0),
                  lambda yy: private_roc(m, X, yy, epsilon=1.0)):
        with pytest.warns(InputWarning, match="indexes differ: they are paired by position"):
            score(shuffled)
        with warnings.catch_warnings():
            warnings.simplefilter("error", InputWarning)
            score(y)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        cross_val_score(d.DPForestClassifier(1.0, s, progress=False), X, y, cv=2)
        permutation_test_score(d.DPForestClassifier(1.0, s, progress=False), X, y,
                               n_permutations=2, cv=2, random_state=0)
    assert not any("indexes differ" in str(w.message) for w in rec)


def test_the_index_warning_reads_the_callers_objects_only_and_never_fails():
    """Index labels that do not order (text beside numbers) are compared without sorting: a
    fit never fails on them.  fit_per_person and the selector say it of what they were given,
    once, whichever rows their secret draws keep (the warning's wording followed the kept rows
    when the inner fit compared its subsets)."""
    from dpforest.contributions import fit_per_person
    from dpforest.exceptions import InputWarning

    s = d.Schema([d.Numeric("x", 0, 1)], classes=["hi", "lo"])
    n = 40
    X = pd.DataFrame({"x": np.linspace(0, 1, n)}, index=list(range(n - 1)) + ["z"])
    y = pd.Series(np.where(X["x"] > 0.5, "hi", "lo"), index=list(X.index[::-1]))
    with pytest.warns(InputWarning, match="indexes differ: they are paired by position"):
        d.DPForestClassifier(1.0, s, progress=False).fit(X, y)
    # one person with two rows, the last two; y's last label differs from X's
    Xp = X.reset_index(drop=True).assign(pid=list(range(n - 1)) + [n - 2])
    yp = pd.Series(y.to_numpy(), index=list(range(n - 1)) + [10 ** 6])
    said = []
    for _ in range(8):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            fit_per_person(d.DPForestClassifier(schema=s, progress=False), Xp, yp, person="pid",
                           max_rows=1, person_epsilon=1.0)
        said.append([str(w.message) for w in rec if "indexes differ" in str(w.message)])
    assert all(len(m) == 1 for m in said) and len({m[0] for m in said}) == 1
    sel = d.PrivateModelSelector([d.DPForestClassifier(), d.SNRForestClassifier()], 1.0, s)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        sel.fit(X.reset_index(drop=True), yp)
    assert sum("indexes differ" in str(w.message) for w in rec) == 1


@pytest.mark.filterwarnings("ignore::dpforest.exceptions.RepeatedFitWarning")
def test_a_pinned_budgets_index_warning_does_not_follow_which_records_it_left_out():
    """A pinned budget leaves out the records its schema refuses, silently; the kept rows went
    on with their indexes, so whether the fit's (or the evaluation's) pairing warning fired
    followed one record's validity (a privacy audit's find).  The caller's X and y are checked
    once, before the filter, and the kept rows go on with fresh indexes: the same warnings
    whether a record is valid or not.  Since the warning's firing follows the index labels
    themselves (often records' ids), a pinned budget gives none at all: not for a moved
    label either."""
    from dpforest.evaluation import private_confusion_matrix
    from dpforest.exceptions import InputWarning

    s = d.Schema([d.Numeric("x", 0, 1)], classes=["hi", "lo"])
    X = pd.DataFrame({"x": np.linspace(0, 1, 60)})
    model = d.DPForestClassifier(1.0, s, progress=False, random_state=0).fit(
        X, np.where(X["x"] > 0.5, "hi", "lo"))

    def said(last_x, y_index):
        Xv = X.copy()
        Xv.iloc[-1, 0] = last_x                           # 7.0: beyond the bound, left out
        y = pd.Series(np.where(X["x"] > 0.5, "hi", "lo"), index=y_index)
        out = []
        for run in (lambda b: b.fit(d.DPForestClassifier(1.0, s, progress=False), Xv, y),
                    lambda b: b.evaluate(private_confusion_matrix, model, Xv, y, epsilon=0.5)):
            budget = d.PrivacyBudget(10.0, schema=s)
            with warnings.catch_warnings(record=True) as rec:
                warnings.simplefilter("always")
                run(budget)
            out.append(sorted(str(w.message) for w in rec if issubclass(w.category, InputWarning)
                              and "indexes differ" in str(w.message)))
        return out

    # y's last label sits at another index: nothing, with the last record kept or left out
    moved = list(range(59)) + [99]
    assert said(0.9, moved) == said(7.0, moved) == [[], []]
    # without a pin the fit still says it (the data owner's budget); its evaluate does not
    budget = d.PrivacyBudget(10.0)
    y = pd.Series(np.where(X["x"] > 0.5, "hi", "lo"), index=moved)
    with pytest.warns(InputWarning, match="indexes differ"):
        budget.fit(d.DPForestClassifier(1.0, s, progress=False), X, y)
    # aligned: nothing, whichever record is left out
    assert said(7.0, list(range(60))) == [[], []]


def test_a_column_name_that_differs_only_in_unicode_form_or_blanks_is_pointed_out():
    """A macOS export spells 'é' as e + combining accent, and a header can carry a trailing
    blank: 'X lacks schema columns ['Région']' then named a column that looks present.  The
    message says such a column is there (by the schema's spelling only) and how to mend it."""
    import unicodedata

    s = d.Schema([d.Numeric("Région", 0, 1), d.Numeric("score", 0, 1)], classes=["a", "b"])
    X = pd.DataFrame({unicodedata.normalize("NFD", "Région"): np.linspace(0, 1, 40),
                      "score ": np.linspace(0, 1, 40)})
    with pytest.raises(d.SchemaError, match=r"differs only in case, surrounding blanks or "
                                            r"Unicode normalisation") as e:
        d.DPForestClassifier(1.0, s, progress=False).fit(X, ["a", "b"] * 20)
    assert "'score '" not in str(e.value)           # X's own spelling is not quoted
    _run_mend(str(e.value), X=X, schema=s)           # the mend the message gives, as given
    assert d.DPForestClassifier(1.0, s, progress=False).fit(X, ["a", "b"] * 20).ledger_.epsilon == 1.0


def _run_mend(message, **names):
    """Run the code a respelt-column message gives ('key = ...; X = X.rename(...)'), with
    ``names`` bound, and put its X's columns back into the caller's X."""
    import unicodedata

    code = re.search(r"(key = lambda c: .*?\)\}\)) in code", message).group(1)
    scope = {"unicodedata": unicodedata, **names}
    exec(code, scope)
    names["X"].columns = scope["X"].columns


def test_a_fitted_model_gives_a_mend_for_a_column_respelt_in_case():
    """predict on a frame whose header differs from the fitted names only in case ('Age' for
    'age'): the message's own code renames it (it used to strip and normalise only, so case
    stayed wrong after pasting it), and predictions then match the fitted spelling's."""
    s = d.Schema([d.Numeric("age", 0, 1), d.Numeric("income", 0, 1)], classes=["a", "b"])
    X = pd.DataFrame({"age": np.linspace(0, 1, 40), "income": np.linspace(1, 0, 40)})
    model = d.DPForestClassifier(1.0, s, progress=False).fit(X, ["a", "b"] * 20)
    bad = X.rename(columns={"age": "Age", "income": " INCOME"})
    with pytest.raises(d.SchemaError, match=r"missing: \['age', 'income'\] \(X has a column for "
                                            r"each of \['age', 'income'\] that differs only in case"
                                            ) as e:
        model.predict(bad)
    _run_mend(str(e.value), X=bad, model=model)
    assert list(bad.columns) == ["age", "income"]
    np.testing.assert_array_equal(model.predict_proba(bad), model.predict_proba(X))


def test_fractions_in_a_numeric_column_read_as_their_numbers():
    # pandas reads a Fraction as no number: the encoder refused 1/3 as "non-numeric" while a
    # Decimal was read; each is now read on its own as the float it is, one beyond float range
    # as a value beyond the bounds (refused as out of bounds, as 10**400 is)
    from fractions import Fraction

    schema = d.Schema([d.Numeric("x", 0, 1, allow_missing=True)], ["a", "b"])
    values = [Fraction(1, 3), 0.5, Fraction(3, 4), None, Fraction(0)]
    as_floats = [1 / 3, 0.5, 0.75, np.nan, 0.0]
    got = schema.encode(pd.DataFrame({"x": pd.Series(values, dtype=object)}))
    want = schema.encode(pd.DataFrame({"x": as_floats}))
    assert np.array_equal(got, want)
    with pytest.raises(SchemaError, match="column .x.: values outside the declared bounds") as e:
        schema.encode(pd.DataFrame({"x": pd.Series([0.5, Fraction(10 ** 400, 3)], dtype=object)}))
    assert "10" * 3 not in str(e.value)


def test_rows_copied_with_their_labels_by_resampling_are_said():
    """Resampling the rare class with sklearn's resample(replace=True) keeps each copy's index
    label: each copy is a record to the fit, so
    a record copied k times is protected at k x epsilon, which the ledger cannot see -- a
    walkthrough's oversampled fit was accepted without a word.  Said, not refused, naming no
    count; frames concatenated without ignore_index (labels repeated on other rows) say
    nothing, and neither does a pinned budget, whose kept rows go on with fresh labels."""
    from sklearn.utils import resample

    from dpforest import DPForestClassifier, PrivacyBudget, Schema

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.random(3000), "b": rng.integers(0, 3, 3000)})
    y = pd.Series((X["a"] > 0.95).astype(int))
    s = Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1), "b": (0, 2)})
    up = resample(X[y == 1], replace=True, n_samples=300, random_state=0)
    Xo, yo = pd.concat([X, up]), pd.concat([y, pd.Series(1, index=up.index)])
    halves = pd.concat([X.iloc[:1500], X.iloc[1500:].set_axis(range(1500))])

    def said(fit):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            fit()
        return [str(x.message) for x in w if "repeats rows" in str(x.message)]

    told = said(lambda: DPForestClassifier(1.0, schema=s, random_state=0).fit(Xo, yo))
    assert len(told) == 1 and "k x epsilon" in told[0] and "300" not in told[0]
    assert said(lambda: DPForestClassifier(1.0, schema=s, random_state=0).fit(X, y)) == []
    assert said(lambda: DPForestClassifier(1.0, schema=s, random_state=0).fit(
        halves, pd.concat([y.iloc[:1500], y.iloc[1500:].set_axis(range(1500))]))) == []
    assert said(lambda: PrivacyBudget(5.0, schema=s).fit(
        DPForestClassifier(1.0, schema=s, random_state=0), Xo, yo)) == []
    # a selector and fit_per_person say it of the caller's X, once, whatever their secret draws
    # kept (an audit: the candidates' parts and the kept rows carried the labels, so the notice
    # followed which copies a draw put together)
    from dpforest.contributions import fit_per_person
    from dpforest.model_selection import PrivateModelSelector

    for seed in range(4):
        sel = PrivateModelSelector([DPForestClassifier(schema=s), DPForestClassifier(
            schema=s, max_depth=2)], epsilon=1.0, random_state=seed)
        assert len(said(lambda: sel.fit(Xo, yo))) == 1
        assert len(said(lambda: fit_per_person(DPForestClassifier(schema=s), Xo, yo,
                                               person=np.arange(len(Xo)) // 2, max_rows=1,
                                               person_epsilon=1.0))) == 1

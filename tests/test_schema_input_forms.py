"""Schema declarations in the forms users actually type: refused at construction with a clear
message naming the column (never deferred to fit, never silently reinterpreted), and model files
that keep every declared category / class value with its type."""

import datetime
import decimal
import json
import re
import warnings
import zoneinfo

import numpy as np
import pandas as pd
import pytest

from dpforest import (Categorical, ConstantModelWarning, DPForestClassifier, Numeric, Schema,
                      SchemaError)
from dpforest.exceptions import EvaluationWarning, SmallBudgetWarning
from dpforest.io import load_model, save_model
from dpforest.schema import as_pandas

X2 = pd.DataFrame({"age": [30, 40], "job": ["a", "b"]})


def _frame(**kw):
    return Schema.from_dataframe(X2, **{"classes": [0, 1], "bounds": {"age": (0, 120)},
                                        "categories": {"job": ["a", "b", "c"]}, **kw})


# 1. None / NaN are never classes nor categories --------------------------------------------
@pytest.mark.parametrize("classes", [[None, "a"], [np.nan, 1.0], ["a", pd.NA], [1.0, float("nan")]])
def test_missing_value_is_never_a_class(classes):
    with pytest.raises(SchemaError, match="a missing label is never a class"):
        Schema([Numeric("a", 0, 1)], classes=classes)
    with pytest.raises(SchemaError, match="never a class"):
        _frame(classes=classes)


@pytest.mark.parametrize("cats", [["u", None], ["u", np.nan], ["u", pd.NA], [pd.Timestamp(0), pd.NaT]])
def test_missing_value_is_never_a_category(cats):
    with pytest.raises(SchemaError, match="'c'.*missing value.*allow_missing=True"):
        Categorical("c", cats)
    with pytest.raises(SchemaError, match="'job'.*missing value.*allow_missing"):
        _frame(categories={"job": cats})
    # the same declaration from a schema description (JSON files, schema=dict)
    d = _frame().to_dict()
    d["features"][1]["categories"] = ["u", None]
    with pytest.raises(SchemaError, match="'job'.*missing value"):
        Schema.from_dict(d)


def test_missing_values_are_declared_with_allow_missing_instead():
    s = _frame(allow_missing=["job"])
    assert s.features[1].categories == ("a", "b", "c") and s.features[1].allow_missing


# 2. a single string names one column -------------------------------------------------------
def test_allow_missing_single_string_is_one_column():
    s = _frame(allow_missing="job")
    assert [f.allow_missing for f in s.features] == [False, True]
    s = _frame(allow_missing="age")
    assert [f.allow_missing for f in s.features] == [True, False]
    with pytest.raises(SchemaError, match="not in the frame: 'jobs'"):
        _frame(allow_missing="jobs")
    # an integer column label alone names that column too (0 is not "no column")
    Xi = pd.DataFrame({0: [1.0, 2.0], 1: [3.0, 4.0]})
    s = Schema.from_dataframe(Xi, classes=[0, 1], bounds={0: (0, 9), 1: (0, 9)}, allow_missing=0)
    assert [f.allow_missing for f in s.features] == [True, False]
    # True / False / None / a list keep their meaning
    assert all(f.allow_missing for f in _frame(allow_missing=True).features)
    assert not any(f.allow_missing for f in _frame(allow_missing=False).features)
    assert not any(f.allow_missing for f in _frame(allow_missing=None).features)


def test_allow_missing_single_string_fits_with_missing_values():
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.integers(20, 60, 200),
                      "job": np.array(["a", "b", None], dtype=object)[rng.integers(0, 3, 200)]})
    s = Schema.from_dataframe(X, classes=[0, 1], bounds={"age": (0, 120)},
                              categories={"job": ["a", "b"]}, allow_missing="job")
    m = DPForestClassifier(epsilon=1.0, schema=s, random_state=0).fit(X, rng.integers(0, 2, 200))
    assert m.predict_proba(X).shape == (200, 2)


@pytest.mark.parametrize("cuts", ["50", 50, {25.0, 50.0}])
def test_cuts_must_be_a_list(cuts):
    with pytest.raises(TypeError, match="'age': cuts must be a list of numbers"):
        _frame(cuts={"age": cuts})
    with pytest.raises(TypeError, match="'age': cuts must be a list"):
        Numeric("age", 0, 120, cuts=cuts)
    assert _frame(cuts={"age": [25, 50.0]}).features[0].cuts == (25.0, 50.0)


@pytest.mark.parametrize("cuts", [(), []])
def test_empty_cuts_are_told_apart_from_misplaced_ones(cuts):
    with pytest.raises(SchemaError, match="'age': cuts must hold at least one cut point"):
        Numeric("age", 0, 120, cuts=cuts)
    with pytest.raises(SchemaError, match="'age': cuts must be distinct, increasing"):
        Numeric("age", 0, 120, cuts=[50, 25])


@pytest.mark.parametrize("arg", ["bounds", "categories", "cuts"])
def test_declaration_mappings_must_be_mappings(arg):
    with pytest.raises(TypeError, match=f"{arg} must be a mapping"):
        _frame(**{arg: ["age"]})
    with pytest.raises(TypeError, match=f"{arg} must be a mapping"):
        _frame(**{arg: "age"})


# 3. a bare string is not a list of levels --------------------------------------------------
def test_categories_bare_string_raises():
    with pytest.raises(TypeError, match="'job': categories must be a list.*single string 'abc'"):
        _frame(categories={"job": "abc"})
    with pytest.raises(SchemaError, match="'job': categories must be a list"):  # also a SchemaError
        _frame(categories={"job": "abc"})
    with pytest.raises(TypeError, match="'c': categories must be a list"):
        Categorical("c", "abc")
    with pytest.raises(TypeError, match="classes must be a list.*single string"):
        Schema([Numeric("a", 0, 1)], classes="ab")
    with pytest.raises(TypeError, match="'c': categories must be a list"):
        Categorical("c", 3)
    with pytest.raises(TypeError, match="classes must be a list"):
        Schema([Numeric("a", 0, 1)], classes=None)
    # the written-out list (and tuples, arrays, pandas Index) are the declared forms
    assert _frame(categories={"job": list("abc")}).features[1].categories == ("a", "b", "c")
    assert Categorical("c", np.array(["x", "y"])).categories == ("x", "y")
    assert Schema([Numeric("a", 0, 1)], classes=pd.Index(["n", "y"])).classes == ["n", "y"]


# 4. sets have no order ---------------------------------------------------------------------
@pytest.mark.parametrize("make", [set, frozenset])
def test_sets_are_refused_for_ordered_declarations(make):
    with pytest.raises(TypeError, match="classes must be an ordered sequence"):
        Schema([Numeric("a", 0, 1)], classes=make(["no", "yes"]))
    with pytest.raises(TypeError, match="ordered sequence"):
        _frame(classes=make(["no", "yes"]))
    with pytest.raises(TypeError, match="'job': categories must be an ordered sequence"):
        _frame(categories={"job": make(["a", "b"])})
    with pytest.raises(TypeError, match="'c': categories must be an ordered sequence"):
        Categorical("c", make(["a", "b"]))
    assert _frame(classes=sorted(make(["yes", "no"]))).classes == ["no", "yes"]


# 5. bounds: a pair of numbers --------------------------------------------------------------
@pytest.mark.parametrize("bad", [(0, 60, 120), (0,), None, 120, "0-120", {"low": 0, "high": 1},
                                 np.array([[0, 120]])])
def test_malformed_bounds_name_the_column_and_the_form(bad):
    with pytest.raises(SchemaError, match=r"bounds for column 'age' must be a pair \(low, high\)"):
        _frame(bounds={"age": bad})


@pytest.mark.parametrize("bad", [(pd.Timestamp("2020-01-01"), pd.Timestamp("2021-01-01")),
                                 (datetime.date(2020, 1, 1), datetime.date(2021, 1, 1)),
                                 (datetime.datetime(2020, 1, 1), datetime.datetime(2021, 1, 1)),
                                 (np.datetime64("2020-01-01"), np.datetime64("2021-01-01")),
                                 (0, pd.Timedelta(days=3)), pd.Timestamp("2020-01-01")])
def test_date_bounds_say_convert_to_numbers(bad):
    with pytest.raises(TypeError, match="'age'.*dates/times.*convert the column to a number"):
        _frame(bounds={"age": bad})


def test_non_numeric_bound_is_a_clear_error():
    with pytest.raises(TypeError, match="'age': bounds must be numbers"):
        _frame(bounds={"age": ("zero", 120)})
    with pytest.raises(TypeError, match="'a': bounds must be numbers"):
        Numeric("a", None, 1)
    # a decimal comma, as a European user writes 0.5: said how to write it; a number's text
    # with a point is a number (as float() reads it)
    with pytest.raises(TypeError, match=r"got '0,5' \(str\); write 0\.5: a declared number "
                                        r"takes a decimal point"):
        Numeric("a", 0, "0,5")
    with pytest.raises(TypeError) as info:
        Numeric("a", 0, "half")
    assert "write" not in str(info.value)
    assert Numeric("a", 0, "0.5").upper == 0.5
    with pytest.raises(TypeError, match="'a': bounds are dates/times"):
        Numeric("a", pd.Timestamp("2020-01-01"), pd.Timestamp("2021-01-01"))


@pytest.mark.parametrize("good", [(0, 120), (0.0, 120.5), [0, 120], np.array([0, 120]),
                                  (np.int64(0), np.float32(120)), (decimal.Decimal("0"), decimal.Decimal("120")),
                                  ("0", "120")])
def test_numeric_bound_forms_still_accepted(good):
    f = _frame(bounds={"age": good}).features[0]
    assert (f.lower, f.upper) == (0.0, float(good[1])) and isinstance(f.lower, float)


# 6. date / time columns are refused by dtype -----------------------------------------------
@pytest.mark.parametrize("col", [
    pd.Series(pd.to_datetime(["2020-01-01", "2020-02-01"])),
    pd.Series(pd.to_datetime(["2020-01-01", "2020-02-01"])).dt.tz_localize("UTC"),
    pd.Series(pd.to_timedelta([1, 2], unit="D")),
    pd.Series(pd.period_range("2020-01", periods=2, freq="M")),
])
def test_datetime_columns_say_convert_to_numbers(col):
    X = pd.DataFrame({"when": col, "age": [30, 40]})
    for frame in (X, X.iloc[:0]):        # the dtype alone decides: no value is read
        with pytest.raises(SchemaError, match="column 'when' .*holds dates/times.*convert") as e:
            Schema.from_dataframe(frame, classes=[0, 1], bounds={"age": (0, 120)})
        assert "categories" not in str(e.value).split("dates/times")[0]   # not "needs categories"
    if str(col.dtype).startswith("datetime64"):
        # the message's example conversion runs as written, time-zone-aware or not
        example = re.search(r"\(X\[col\] - pd\.Timestamp\(.*?\)\)\.dt\.days", str(e.value)).group(0)
        days = eval(example, {"pd": pd, "X": X, "col": "when"})
        assert days.tolist() == [7305, 7336]
    with pytest.raises(SchemaError, match="'when' .*dates/times"):          # bounds do not hide it
        Schema.from_dataframe(X, classes=[0, 1], bounds={"age": (0, 120), "when": (0, 1)})
    with pytest.raises(SchemaError, match=r"columns 'a' \(.*\), 'b' \(.*\) hold dates/times"):   # all of them named
        Schema.from_dataframe(pd.DataFrame({"a": col, "b": col}), classes=[0, 1])
    # the other columns still to declare are named in the same message: one round fixes all
    with pytest.raises(SchemaError) as e:
        Schema.from_dataframe(X.assign(job=["a", "b"]), classes=[0, 1])
    lines = str(e.value).splitlines()
    assert "dates/times" in lines[0] and "'when'" in lines[0]
    assert any("need bounds: ['age']" in ln for ln in lines[1:])
    assert any("need categories: ['job']" in ln for ln in lines[1:])


def test_datetime_column_with_declared_categories_is_categorical():
    when = pd.to_datetime(["2020-01-01", "2020-07-01"])
    rng = np.random.default_rng(1)
    X = pd.DataFrame({"when": when[rng.integers(0, 2, 100)], "x": rng.random(100)})
    s = Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 1)}, categories={"when": list(when)})
    assert s.features[0].kind == "categorical"
    m = DPForestClassifier(epsilon=1.0, schema=s, random_state=0).fit(X, rng.integers(0, 2, 100))
    assert m.predict_proba(X).shape == (100, 2)


# 7. bounds only apply to numeric columns ---------------------------------------------------
def test_bounds_for_non_numeric_columns_raise():
    X = pd.DataFrame({"c": pd.Categorical(["a", "b"], categories=["a", "b", "z"]), "b": [True, False],
                      "o": ["x", "y"], "n": [1.0, 2.0]})
    base = dict(classes=[0, 1], bounds={"n": (0, 9)}, categories={"o": ["x", "y"]})
    Schema.from_dataframe(X, **base)
    for col, kind in [("c", "pandas Categorical"), ("b", "boolean")]:
        with pytest.raises(SchemaError, match=f"bounds declared for column '{col}', a {kind} column"
                                              f".*bounds only apply to numeric columns"):
            Schema.from_dataframe(X, **{**base, "bounds": {"n": (0, 9), col: (0, 1)}})
    with pytest.raises(SchemaError, match="'o' has both bounds and categories declared"):
        Schema.from_dataframe(X, **{**base, "bounds": {"n": (0, 9), "o": (0, 1)}})
    with pytest.raises(SchemaError, match="'n' has both bounds and categories"):
        Schema.from_dataframe(X, **{**base, "categories": {"o": ["x", "y"], "n": [1.0, 2.0]}})


# 8. save / load keeps dates, Decimals and bytes with their types ---------------------------
DAYS = [datetime.date(2020, 1, 1), datetime.date(2021, 6, 30), datetime.date(2022, 12, 31)]
STAMPS = [pd.Timestamp("2020-01-01 10:00"), pd.Timestamp("2020-01-02", tz="UTC"),
          pd.Timestamp("2020-07-01 12:00", tz="Europe/Paris"), pd.Timestamp("2021-03-04 05:06:07.000000123")]
MOMENTS = [datetime.datetime(2020, 1, 1, 1, 2, 3),
           datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone(datetime.timedelta(hours=2)))]
DECIMALS = [decimal.Decimal("1.10"), decimal.Decimal("1.1E+3"), decimal.Decimal("-0")]
BLOBS = [b"x", b"\x00\xff"]
CLASSES = [datetime.date(2000, 1, 1), datetime.date(2000, 1, 2)]


def _dated_model(n=300, classes=CLASSES):
    rng = np.random.default_rng(0)
    cats = {"d": DAYS, "t": STAMPS, "dt": MOMENTS, "dec": DECIMALS, "b": BLOBS}
    X = pd.DataFrame({k: pd.Series([v[i] for i in rng.integers(0, len(v), n)], dtype=object)
                      for k, v in cats.items()})
    X["x"] = rng.random(n)
    yi = rng.integers(0, 2, n)
    y = np.empty(n, dtype=object)
    y[:] = [classes[i] for i in yi]
    s = Schema.from_dataframe(X, classes=classes, bounds={"x": (0, 1)}, categories=cats)
    return X, y, s, DPForestClassifier(epsilon=2.0, schema=s, random_state=0).fit(X, y)


def _same_values(a, b):
    assert len(a) == len(b)
    for u, v in zip(a, b):
        assert type(u) is type(v) and u == v and str(getattr(u, "tzinfo", None)) == str(getattr(v, "tzinfo", None))


@pytest.mark.parametrize("suffix", ["m.json", "m.json.gz"])
def test_save_load_round_trips_date_decimal_bytes_categories(tmp_path, suffix):
    X, y, s, m = _dated_model()
    path = save_model(m, tmp_path / suffix)
    m2 = load_model(path)
    assert np.array_equal(m.predict_proba(X), m2.predict_proba(X))
    assert list(m.predict(X)) == list(m2.predict(X))
    for f, g in zip(m.schema_.features, m2.schema_.features):
        if f.kind == "categorical":
            _same_values(f.categories, g.categories)
    for f, g in zip(m.get_params()["schema"].features, m2.get_params()["schema"].features):
        if f.kind == "categorical":
            _same_values(f.categories, g.categories)
    _same_values(m.schema_.classes, m2.schema_.classes)
    _same_values(list(m.classes_), list(m2.classes_))
    assert m2.schema_ == m.schema_
    if suffix == "m.json":             # tagged, plain JSON -- no pickle
        text = path.read_text()
        assert '"__date__":"2020-01-01"' in text and "__decimal__" in text and "__bytes__" in text
        json.loads(text)


def test_save_load_bytes_and_decimal_classes(tmp_path):
    for classes in ([b"no", b"yes"], [decimal.Decimal("0.5"), decimal.Decimal("1.50")],
                    [pd.Timestamp("2020-01-01"), pd.Timestamp("2021-01-01")]):
        X, y, s, m = _dated_model(n=120, classes=classes)
        m2 = load_model(save_model(m, tmp_path / "m.json"))
        _same_values(list(m.classes_), list(m2.classes_))
        assert m2.classes_.dtype == m.classes_.dtype
        assert np.array_equal(m.predict_proba(X), m2.predict_proba(X))


def test_value_that_cannot_round_trip_exactly_is_refused_not_altered(tmp_path):
    paris = datetime.datetime(2020, 7, 1, tzinfo=zoneinfo.ZoneInfo("Europe/Paris"))
    X = pd.DataFrame({"w": pd.Series([paris, paris], dtype=object)})
    s = Schema.from_dataframe(X, classes=[0, 1], categories={"w": [paris]})
    m = DPForestClassifier(epsilon=1.0, schema=s, random_state=0).fit(X, [0, 1])
    with pytest.raises(TypeError, match="cannot be saved exactly"):
        save_model(m, tmp_path / "m.json")
    assert not (tmp_path / "m.json").exists()


# 9. values equal under == are duplicates ---------------------------------------------------
@pytest.mark.parametrize("vals", [[True, 1], [0, False], [1, 1.0], [np.int64(2), 2.0],
                                  [decimal.Decimal("1"), 1]])
def test_equal_under_eq_values_are_duplicates(vals):
    with pytest.raises(SchemaError, match="classes must be distinct: .* are equal in Python"):
        Schema([Numeric("a", 0, 1)], classes=vals + ["other"])
    with pytest.raises(SchemaError, match="'c': categories must be distinct: .* are equal in Python"):
        Categorical("c", vals)


def test_repeated_value_is_named_as_declared_twice():
    with pytest.raises(SchemaError, match="classes must be distinct: 'a' is declared twice"):
        Schema([Numeric("a", 0, 1)], classes=["a", "b", "a"])
    with pytest.raises(SchemaError, match="'c': categories must be distinct: 'x' is declared twice"):
        Categorical("c", ["x", "x"])


def test_unhashable_values_are_a_clear_type_error():
    with pytest.raises(TypeError, match="'c': categories must be hashable values"):
        Categorical("c", [[1], [2]])
    with pytest.raises(TypeError, match="classes must be hashable values"):
        Schema([Numeric("a", 0, 1)], classes=np.array([[0, 1], [1, 0]]))
    with pytest.raises(TypeError, match="features must be a list.*single Numeric"):
        Schema(Numeric("a", 0, 1), classes=[0, 1])


def test_categories_taken_from_a_categorical_dtype_warn_without_showing_them():
    """`.astype("category")` builds its categories from the values that occur; the schema takes
    them (they may be public) but warns, naming the column and never a category."""
    import warnings

    X = pd.DataFrame({"c": pd.Series(["a", "secret_rare", "a"]).astype("category"), "n": [1.0, 2.0, 3.0]})
    import dpforest as d

    with pytest.warns(d.CategoriesFromDtypeWarning, match="'c'") as w:
        s = Schema.from_dataframe(X, classes=[0, 1], bounds={"n": (0, 9)})
    assert "secret_rare" not in str(w[0].message) and s.features[0].categories == ("a", "secret_rare")
    # what to do comes first (a notebook shows the start of a long warning)
    assert str(w[0].message).startswith("declare the categories of 'c' (categories={'c': ")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Schema.from_dataframe(X, classes=[0, 1], bounds={"n": (0, 9)}, categories={"c": ["a", "b"]})


# 7. dates in arrays and lists, the schema tools' agreement with fit ------------------------
def _days(n=200, seed=0):
    days = np.random.default_rng(seed).integers(0, 400, n)
    return days, (days > 200).astype(int)


@pytest.mark.parametrize("make", [
    lambda d: [[pd.Timestamp("2020-01-01") + pd.Timedelta(days=int(v))] for v in d],
    lambda d: [[datetime.datetime(2020, 1, 1) + datetime.timedelta(days=int(v))] for v in d],
    lambda d: np.array([[np.datetime64("2020-01-01") + int(v)] for v in d]),
    lambda d: np.array([[np.timedelta64(int(v), "D")] for v in d]),
    lambda d: pd.DataFrame({"d": pd.Series([pd.Timestamp("2020-01-01") + pd.Timedelta(days=int(v))
                                            for v in d], dtype=object)}),
])
def test_dates_in_a_numeric_column_are_refused_in_every_container(make):
    # pandas would have read them as integers in a unit picked from the values (microseconds,
    # seconds; one value with nanoseconds made it nanoseconds for every record), so one record
    # could rescale the whole column: refused, with or without clipping, and check() agrees
    days, y = _days()
    X = make(days)
    for oob in ("clip", "error"):
        s = Schema([Numeric("d", 0, 2e18)], classes=[0, 1], out_of_bounds=oob)
        with pytest.raises(SchemaError, match="column 'd'.*dates or times.*convert") as e:
            DPForestClassifier(epsilon=1, schema=s, random_state=0).fit(X, y)
        assert "2020" not in str(e.value)
        report = s.check(X, y)
        assert not report.ok and [r["problem"] for r in report.problems] == ["dates or times"]
        assert report.problems[0]["count"] == len(days)


def test_check_agrees_with_fit_on_date_and_complex_frame_columns():
    days, y = _days()
    s = Schema([Numeric("d", 0, 2e18)], classes=[0, 1])
    when = pd.DataFrame({"d": pd.to_datetime("2020-01-01") + pd.to_timedelta(days, "D")})
    assert [r["problem"] for r in s.check(when, y).problems] == ["dates or times"]
    cplx = pd.DataFrame({"d": days + 1j})
    with pytest.raises(SchemaError, match="Complex"):
        DPForestClassifier(epsilon=1, schema=s).fit(cplx, y)
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")            # numpy's ComplexWarning: imaginary parts dropped
        report = s.check(cplx, y)
    assert [r["problem"] for r in report.problems] == ["non-numeric values"]
    # numbers are still numbers: numeric strings, in arrays and in Arrow strings
    assert s.check(np.array([[str(v)] for v in days], dtype=object), y).ok


def test_extra_columns_are_refused_unnamed_and_listed_by_check():
    days, y = _days()
    s = Schema([Numeric("d", 0, 400)], classes=[0, 1])
    X = pd.DataFrame({"d": days, "job_Dr. Roe": 1.0, "job_b": np.nan})
    est = DPForestClassifier(epsilon=1, schema=s)
    with pytest.raises(SchemaError, match=r"X has columns not in the schema \(not named") as e:
        est.fit(X, y)
    assert "Roe" not in str(e.value) and "job" not in str(e.value) and "2" not in str(e.value)
    report = s.check(X, y)       # the owner's tool names them, and still checks the schema's own
    (problem,) = [r["problem"] for r in report.problems]
    assert problem.startswith("2 column(s) not in the schema (leave them out: --drop COL")
    assert "--person COL" in problem
    assert "'job_Dr. Roe'" in report.problems[0]["examples"]
    bad = X.assign(d=-1)
    assert {r["problem"] for r in s.check(bad, y).problems} >= {"values outside the declared bounds [0, 400]"}


def test_schema_tools_name_sparse_input_and_a_two_column_y():
    import scipy.sparse as sp

    days, y = _days()
    s = Schema([Numeric("d", 0, 400)], classes=[0, 1])
    X = sp.csr_matrix(days.reshape(-1, 1).astype(float))
    for tool in (lambda: s.check(X, y), lambda: s.conform(X), lambda: s.encode(X)):
        try:
            rows = tool().problems
            text = " ".join(str(r["problem"]) for r in rows)
        except SchemaError as e:
            text = str(e)
        assert "sparse" in text and "0-d" not in text
    report = s.check(days.reshape(-1, 1), np.c_[y, y])
    assert [r["problem"] for r in report.problems] == [
        "y has more than one column; it must be 1-dimensional, one label per record"]


def test_column_transformer_prefixes_get_a_hint():
    from sklearn.compose import ColumnTransformer
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    days, y = _days()
    X = pd.DataFrame({"d": days.astype(float)})
    s = Schema([Numeric("d", 0, 400)], classes=[0, 1])
    ct = ColumnTransformer([("log", FunctionTransformer(np.log1p), ["d"])]).set_output(transform="pandas")
    pipe = make_pipeline(ct, DPForestClassifier(epsilon=1, schema=Schema([Numeric("d", 0, 7)], [0, 1])))
    with pytest.raises(SchemaError, match="verbose_feature_names_out=False"):
        pipe.fit(X, y)
    ct.set_params(verbose_feature_names_out=False)
    assert pipe.fit(X, y).predict(X).shape == (len(days),)
    with pytest.raises(SchemaError) as e:          # no hint where no prefix explains the gap
        DPForestClassifier(epsilon=1, schema=s).fit(X.rename(columns={"d": "e"}), y)
    assert "verbose" not in str(e.value)


def test_huge_integer_bounds_are_numbers_not_a_crash():
    """A Python int past numpy's integer types (2**64) is a valid bound; one past float's range
    is refused as not finite, naming the column."""
    s = Schema([Numeric("c", 0, 2 ** 64)], [0, 1])
    assert s.encode(pd.DataFrame({"c": [0.0, 1e19]})).shape == (2, 1)
    with pytest.raises(SchemaError, match="'c'.*finite"):
        Numeric("c", 0, 10 ** 400)


# Frames of other dataframe libraries ---------------------------------------------------------
def _mixed(n=300, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"age": rng.uniform(0, 100, n), "job": rng.choice(["a", "b", "c"], n),
                      "hours": rng.uniform(0, 80, n)})
    y = pd.Series(np.where(X["age"] > 50, "yes", "no"), name="y")
    s = Schema([Numeric("age", 0, 100), Categorical("job", ["a", "b", "c"]), Numeric("hours", 0, 80)],
               ["no", "yes"])
    return X, y, s


@pytest.mark.parametrize("library", ["pyarrow", "polars"])
def test_arrow_and_polars_frames_are_matched_by_name_like_pandas(library):
    """A polars frame or pyarrow Table is read as the pandas frame it converts to: its columns
    are matched to the schema by name (another order fitted silently wrong when they were read
    by position), the fit records feature names (predict warned on every call), dates are
    refused by name (they were read as integers), and the fitted model equals the pandas one."""
    lib = pytest.importorskip(library)
    from dpforest.privacy.mechanisms import _noiseless

    X, y, s = _mixed()
    order = ["hours", "job", "age"]
    if library == "polars":
        Xo, yo, Xp = lib.from_pandas(X[order]), lib.from_pandas(y), lib.from_pandas(X)
    else:
        Xo, yo, Xp = lib.Table.from_pandas(X[order]), lib.chunked_array([y.to_numpy()]), lib.Table.from_pandas(X)
    np.testing.assert_array_equal(s.encode(Xo), s.encode(X))
    with _noiseless():
        want = DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X[order], y)
        got = DPForestClassifier(1.0, s, random_state=0, progress=False).fit(Xo, yo)
    # the fitted frame's order, as for the pandas frame it converts to
    assert list(got.feature_names_in_) == order == list(want.feature_names_in_)
    import warnings

    from dpforest import LabelProbabilityWarning
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # no "fitted without feature names" warning
        warnings.simplefilter("ignore", LabelProbabilityWarning)   # (label leaves at this size)
        # (a training score on purpose: the two fits' own records)
        warnings.simplefilter("ignore", EvaluationWarning)
        np.testing.assert_array_equal(got.predict_proba(Xp), want.predict_proba(X))
        np.testing.assert_array_equal(want.predict_proba(Xo), want.predict_proba(X))
        assert got.score(Xo, yo) == want.score(X, y)
    assert isinstance(s.conform(Xo), pd.DataFrame) and s.check(Xo, yo).ok
    rebuilt = Schema.from_dataframe(Xp, classes=["no", "yes"], bounds={"age": (0, 100), "hours": (0, 80)},
                                    categories={"job": ["a", "b", "c"]})
    assert rebuilt.feature_names == s.feature_names
    dates = X.assign(age=pd.Timestamp("2020-01-01") + pd.to_timedelta(X["age"].round(), unit="D"))
    dates = lib.from_pandas(dates) if library == "polars" else lib.Table.from_pandas(dates)
    with pytest.raises(SchemaError, match="'age'.*dates or times"):
        DPForestClassifier(1.0, s).fit(dates, yo)
    if library == "polars":
        with pytest.raises(SchemaError, match="collect"):
            DPForestClassifier(1.0, s).fit(Xo.lazy(), yo)


def test_arrow_conversion_failures_do_not_quote_values_and_polars_needs_no_pyarrow(monkeypatch):
    """pyarrow dates past year 9999 (which its default conversion to Python dates failed on,
    quoting the year) are refused as dates by name; a failed conversion's own message is never
    shown; a lazy frame is named as the argument it was passed as; and polars frames convert
    column by column where pyarrow is missing (the same model)."""
    pa = pytest.importorskip("pyarrow")
    pl = pytest.importorskip("polars")
    from dpforest.privacy.mechanisms import _noiseless

    s = Schema([Numeric("a", 0, 1), Numeric("b", 0, 1)], [0, 1])
    far = pa.table({"a": pa.array([2 ** 31 - 1, 3_000_000], pa.date32()), "b": [0.5, 0.2]})
    for call in (lambda: DPForestClassifier(1.0, s).fit(far, [0, 1]), lambda: s.encode(far)):
        with pytest.raises(SchemaError, match="'a'.*dates or times") as e:
            call()
        assert "5881580" not in str(e.value) and "10183" not in str(e.value)
    X = pd.DataFrame({"a": [0.1, 0.9], "b": [0.5, 0.2]})

    class Broken:                   # speaks Arrow, but its conversion fails quoting a value
        __arrow_c_stream__ = None

        def to_pandas(self):
            raise ValueError("year 5881580 is out of range")

    with pytest.raises(SchemaError, match="y .*could not be converted") as e:
        DPForestClassifier(1.0, s).fit(X, Broken())
    assert "5881580" not in str(e.value)
    with pytest.raises(SchemaError, match="y is a lazy polars frame"):
        DPForestClassifier(1.0, s).fit(X, pl.LazyFrame({"y": [0, 1]}))
    # the data owner's check reports it as the layout problem it is
    report = s.check(X, pl.LazyFrame({"y": [0, 1]}))
    assert not report.ok and "y is a lazy polars frame" in report.problems[0]["problem"]

    Xm, ym, sm = _mixed()
    Xp = pl.DataFrame({c: Xm[c].tolist() for c in ["job", "hours", "age"]})
    Xp = Xp.with_columns(pl.col("job").cast(pl.Categorical))
    yp = pl.Series("y", ym.tolist())
    monkeypatch.setitem(__import__("sys").modules, "pyarrow", None)     # polars' to_pandas fails
    with _noiseless():
        want = DPForestClassifier(1.0, sm, random_state=0, progress=False).fit(Xm, ym)
        got = DPForestClassifier(1.0, sm, random_state=0, progress=False).fit(Xp, yp)
    np.testing.assert_array_equal(got.predict_proba(Xp), want.predict_proba(Xm))


def test_an_integer_beyond_float_range_is_out_of_bounds_not_a_crash():
    """10**400 in an object column stopped pandas' conversion with an OverflowError (not a
    SchemaError, and Schema.check crashed); it is a finite number beyond the bounds."""
    s = Schema([Numeric("age", 0, 100)], classes=[0, 1])
    y = [0, 1] * 10
    for big in (10 ** 400, -10 ** 400):
        X = pd.DataFrame({"age": pd.Series([5] * 19 + [big], dtype=object)})
        with pytest.raises(SchemaError, match="column 'age': values outside the declared bounds"):
            DPForestClassifier(epsilon=1, schema=s).fit(X, y)
        assert [r["problem"] for r in s.check(X, y).problems] == ["values outside the declared bounds [0, 100]"]
        clipped = Schema([Numeric("age", 0, 100)], classes=[0, 1], out_of_bounds="clip")
        assert DPForestClassifier(epsilon=1, schema=clipped).fit(X, y).ledger_.epsilon == 1


@pytest.mark.parametrize("library", ["pyarrow", "polars", "polars without pyarrow"])
def test_arrow_and_polars_integers_with_nulls_keep_every_digit(library, monkeypatch):
    """An integer column with nulls from pyarrow or polars became float64 on its way to pandas,
    where 2**53 + 1 reads as 2**53: a 64-bit identifier declared as a category was silently
    taken for its neighbour.  They read as pandas' nullable integers: the same codes as the
    pandas frame, for signed and unsigned 64-bit values."""
    pa = pytest.importorskip("pyarrow")
    big = 2 ** 53
    s = Schema([Categorical("id", [big, big + 1], allow_missing=True),
                Categorical("u", [2 ** 64 - 2, 2 ** 64 - 1], allow_missing=True)], classes=[0, 1])
    frame = pd.DataFrame({"id": pd.array([big + 1, None, big, big + 1], dtype="Int64"),
                          "u": pd.array([2 ** 64 - 1, 2 ** 64 - 2, None, 2 ** 64 - 1], dtype="UInt64")})
    want = s.encode(frame)
    if library == "pyarrow":
        other = pa.table({"id": pa.array([big + 1, None, big, big + 1], pa.int64()),
                          "u": pa.array([2 ** 64 - 1, 2 ** 64 - 2, None, 2 ** 64 - 1], pa.uint64())})
    else:
        pl = pytest.importorskip("polars")
        other = pl.DataFrame({"id": pl.Series([big + 1, None, big, big + 1], dtype=pl.Int64),
                              "u": pl.Series([2 ** 64 - 1, 2 ** 64 - 2, None, 2 ** 64 - 1],
                                             dtype=pl.UInt64)})
        if library == "polars without pyarrow":
            monkeypatch.setitem(__import__("sys").modules, "pyarrow", None)
    np.testing.assert_array_equal(s.encode(other), want)
    assert s.encode(other)[0, 0] != s.encode(other)[2, 0]
    got = as_pandas(other["id"] if library != "pyarrow" else other.column("id"))
    assert got.iloc[0] == big + 1 and got.iloc[2] == big and pd.isna(got.iloc[1])
    if library != "pyarrow":
        assert got.name == "id"


def test_structured_arrays_are_frames_and_lists_of_records_are_told_how():
    """A structured array names its fields in its dtype: matched by name like a frame (it was
    refused as a 1-D array), so its own field order fits and predicts alike.  A list of dicts is
    refused with the way to a frame in the schema's order (pandas would order the columns by one
    record's keys)."""
    from dpforest.privacy.mechanisms import _noiseless

    s = Schema([Numeric("a", 0, 1), Numeric("b", 0, 1)], classes=[0, 1])
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"a": rng.uniform(0, 1, 300), "b": rng.uniform(0, 1, 300)})
    y = (frame["a"] > 0.5).astype(int)
    rec = np.zeros(300, dtype=[("b", float), ("a", float)])
    rec["a"], rec["b"] = frame["a"], frame["b"]
    np.testing.assert_array_equal(s.encode(rec), s.encode(frame))
    with _noiseless():
        m = DPForestClassifier(2.0, s, random_state=0, progress=False).fit(rec, y)
    np.testing.assert_array_equal(m.predict(rec), m.predict(frame[["b", "a"]]))
    with pytest.raises(SchemaError, match=r"X is a list of dicts .*columns=schema.feature_names"):
        m.predict(frame.to_dict("records"))
    # the data owner's check reports it as a layout problem; y and sub-array fields stay as
    # they were (refused by scikit-learn's checks)
    assert s.check(frame.to_dict("records")).to_frame()["column"].tolist() == ["<layout>"]
    nested = np.zeros(3, dtype=[("a", float), ("b", float, (2,))])
    with pytest.raises(SchemaError):
        m.predict(nested)
    with pytest.raises(ValueError):
        DPForestClassifier(1.0, s).fit(rec[:3], np.zeros(3, dtype=[("y", int)]))


def test_a_signalling_decimal_nan_is_a_missing_value_not_a_crash():
    """Decimal('sNaN') cannot be compared or hashed: pandas raised decimal.InvalidOperation (and
    then TypeError) out of the encoder; it is a missing value like Decimal('NaN')."""
    import decimal

    col = [decimal.Decimal("sNaN"), decimal.Decimal("0.5"), decimal.Decimal("NaN")]
    s = Schema([Numeric("a", 0, 1, allow_missing=True)], classes=[0, 1])
    codes = s.encode(pd.DataFrame({"a": col})).ravel()
    assert codes[0] == codes[2] == 0 and codes[1] > 0
    strict = Schema([Numeric("a", 0, 1)], classes=[0, 1])
    with pytest.raises(SchemaError, match="column 'a': missing values"):
        DPForestClassifier(1.0, strict).fit(pd.DataFrame({"a": col}), [0, 1, 0])
    assert strict.check(pd.DataFrame({"a": col}), [0, 1, 0]).to_frame()["count"].tolist() == [2]


def test_r_missing_values_read_as_signalling_nans_fit_and_predict_without_warnings():
    """R's NA as the readers of R's files hand it over (rdata, pyreadr): a signalling NaN with
    payload 1954.  It is a missing value like any NaN, and a fit and prediction on it warn of
    nothing (numpy's "invalid value" came from every fit, at the sampler's record keys); the
    caller's column is left as it was."""
    rng = np.random.default_rng(0)
    a = rng.uniform(0, 1, 400)
    y = (a > 0.5).astype(int)
    a[::7] = np.nan
    r_na = a.copy()
    r_na.view(np.uint64)[np.isnan(r_na)] = np.uint64(0x7FF00000000007A2)
    assert np.isnan(r_na).sum() == np.isnan(a).sum()
    s = Schema([Numeric("a", 0, 1, allow_missing=True), Categorical("k", ["u", "v"])],
               classes=[0, 1])
    k = np.where(rng.uniform(size=400) < 0.5, "u", "v")
    X, X_r = pd.DataFrame({"a": a, "k": k}), pd.DataFrame({"a": r_na, "k": k})
    np.testing.assert_array_equal(s.encode(X_r), s.encode(X))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        # (what the noise may say of the classes is not under test, nor the constant-model
        # verdict on the noisy tree or the small-budget notice on the noisy size: 0 fits in 40
        # each here, but the noise decides them)
        warnings.filterwarnings("ignore", message=".*released leaf counts show no records")
        warnings.simplefilter("ignore", ConstantModelWarning)
        warnings.simplefilter("ignore", SmallBudgetWarning)
        m = DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X_r, y)
        m.predict(X_r)
        s.check(X_r, y)
    assert X_r["a"].to_numpy().view(np.uint64)[0] == np.uint64(0x7FF00000000007A2)


def test_conform_and_encode_refuse_lists_of_one_length_as_they_do_other_lists():
    """Conformed value by value, a column of lists all of one length became a 2-d array and
    encode raised a raw ValueError; lists of other lengths were refused by kind.  Both are now
    the same refusal.  A signalling Decimal NaN in a categorical column is a missing value."""
    import decimal

    s = Schema([Categorical("k", ["a"], allow_missing=True)], [0, 1])
    for lists in (["a", [1, 2], [3, 4], "zz"], ["a", [1, 2], [3, 4, 5], "zz"]):
        conformed = s.conform(pd.DataFrame({"k": pd.Series(lists, dtype=object)}), warn=False)
        assert conformed["k"].iloc[3] is None
        with pytest.raises(SchemaError, match="values that cannot be categories"):
            s.encode(conformed)
    codes = s.encode(pd.DataFrame({"k": pd.Series([decimal.Decimal("sNaN"), "a"], dtype=object)}))
    missing = s.encode(pd.DataFrame({"k": pd.Series([None, "a"], dtype=object)}))
    np.testing.assert_array_equal(codes, missing)


def test_polars_object_columns_are_read_as_their_python_values():
    """Through Arrow a polars Object column became raw pointer bytes (a fit that had worked was
    refused, and the check showed b'\\xa8...'); it is read as its Python values, the other
    columns through Arrow (integers with nulls exact)."""
    pl = pytest.importorskip("polars")
    pytest.importorskip("pyarrow")
    X = pl.DataFrame({"a": [0.0, 1.0, 2.0, 3.0] * 25, "x": pl.Series([1, 2, 3, 1] * 25, dtype=pl.Object),
                      "n": pl.Series([2 ** 53 + 1, None, 3, 4] * 25, dtype=pl.Int64)})
    s = Schema([Numeric("a", 0, 3), Categorical("x", [1, 2, 3]),
                Categorical("n", [2 ** 53 + 1, 3, 4], allow_missing=True)], classes=[0, 1])
    assert s.check(X, [0, 1] * 50).ok
    got = as_pandas(X)
    assert got["x"].tolist()[:4] == [1, 2, 3, 1] and got["n"].iloc[0] == 2 ** 53 + 1
    assert as_pandas(pl.Series("x", [1, 2], dtype=pl.Object)).tolist() == [1, 2]


def test_an_arrow_or_polars_boolean_column_with_nulls_is_a_boolean_feature():
    """A polars (or pyarrow) Boolean column with a null reached pandas as objects, so
    Schema.from_dataframe asked for its categories with pandas-only advice (a walkthrough);
    it is read as pandas' nullable boolean, a boolean feature, as the pandas column is."""
    pl = pytest.importorskip("polars")
    pytest.importorskip("pyarrow")
    X = pl.DataFrame({"flag": [True, None, False, True] * 25, "a": [0.0, 1.0, 2.0, 3.0] * 25})
    for frame in (X, X.to_arrow()):
        got = as_pandas(frame)
        assert str(got["flag"].dtype) == "boolean" and got["flag"].isna().sum() == 25
        s = Schema.from_dataframe(frame, classes=[0, 1], bounds={"a": (0, 3)},
                                  allow_missing=["flag"])
        assert s.to_frame().set_index("feature").loc["flag", "kind"] == "boolean"
        assert s.check(frame, [0, 1] * 50).ok


def test_a_polars_enum_is_a_categorical_feature_not_an_ordinal_one():
    """polars' Enum (its type for any fixed set of values) reaches Arrow as an ordered
    dictionary: from_dataframe made it an ordinal feature and a fit with it declared
    categorical warned of an ordered categorical.  It is read as an unordered Categorical with
    the Enum's categories (declared order kept); a polars Categorical stays as it was."""
    pl = pytest.importorskip("polars")
    pytest.importorskip("pyarrow")
    import warnings

    from dpforest.exceptions import InputWarning

    kind = pl.Enum(["low", "mid", "high", "never"])
    X = pl.DataFrame({"a": [0.0, 1.0, 2.0, 3.0] * 25,
                      "e": pl.Series(["mid", "low", "high", "mid"] * 25).cast(kind),
                      "c": pl.Series(["u", "v", "u", "v"] * 25).cast(pl.Categorical)})
    got = as_pandas(X)
    assert not got["e"].dtype.ordered
    assert list(got["e"].dtype.categories) == ["low", "mid", "high", "never"]
    assert not as_pandas(X["e"]).dtype.ordered and str(got["c"].dtype) == "category"
    s = Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 3)},
                              categories={"e": ["low", "mid", "high", "never"], "c": ["u", "v"]})
    assert [type(f).__name__ for f in s.features] == ["Numeric", "Categorical", "Categorical"]
    with warnings.catch_warnings(record=True) as got_w:
        warnings.simplefilter("always")
        DPForestClassifier(1.0, s, progress=False).fit(X, [0, 1] * 50)
    assert not [w for w in got_w if issubclass(w.category, InputWarning)
                and "ordered categorical" in str(w.message)]


# slips that were read as something else ----------------------------------------------------
def test_mappings_boolean_bounds_and_numpy_scalars_are_declared_as_meant():
    """A dict of categories (a label map) declared its keys in silence; numpy's scalars showed as np.str_('a') in every message.  A column the frame does
    not have is named, the frame's own names are not listed (they can be record values)."""
    with pytest.raises(SchemaError, match="categories must be a list.*got a dict"):
        Categorical("job", {"a": 1, "b": 2})
    with pytest.raises(SchemaError, match="classes must be a list.*got a dict"):
        Schema([Numeric("age", 0, 99)], classes={"yes": 1, "no": 0})
    s = Schema([Categorical("job", np.array(["a", "b"]))], classes=np.array(["no", "yes"]))
    assert s.classes == ["no", "yes"] and all(type(c) is str for c in s.classes)
    assert type(Schema([Numeric("age", 0, 9)], classes=np.array([0, 1])).classes[0]) is int
    with pytest.raises(SchemaError, match=r"not one of the schema's classes \['no', 'yes'\]") as e:
        DPForestClassifier(1.0, s, progress=False).fit(pd.DataFrame({"job": ["a"]}), ["maybe"])
    assert "np.str_" not in str(e.value)
    secret = X2.rename(columns={"job": "job_rare_value"})
    with pytest.raises(SchemaError, match="not in the frame: 'job'") as e:
        Schema.from_dataframe(secret, classes=[0, 1], bounds={"age": (0, 99)},
                              categories={"job": ["a", "b"]})
    assert "job_rare_value" not in str(e.value)


def test_progress_takes_true_false_or_auto_only():
    s = Schema([Numeric("age", 0, 99)], classes=[0, 1])
    for bad in ("bad", 1, 0.0, "yes"):
        with pytest.raises(ValueError, match="progress must be True, False or 'auto'"):
            DPForestClassifier(1.0, s, progress=bad).fit(pd.DataFrame({"age": [1, 2]}), [0, 1])


def test_a_dict_as_X_is_refused_with_the_frame_to_build():
    """A dict passed as X (one record as {column: value}, or columns as {column: [values]}) is
    refused by fit and predict alike with the two frames the user may mean, not scikit-learn's
    request to reshape a scalar array; no value is quoted."""
    import dpforest as d

    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    X = pd.DataFrame({"a": np.linspace(0, 1, 40), "b": np.linspace(1, 0, 40)})
    y = np.arange(40) % 2
    model = d.DPForestClassifier(1.0, s, random_state=0).fit(X, y)
    for bad in ({"a": 0.123456, "b": 0.5}, {"a": [0.123456], "b": [0.5]}):
        for call in (lambda: model.predict_proba(bad), lambda: d.DPForestClassifier(1.0, s).fit(bad, y[:1])):
            with pytest.raises(d.SchemaError, match=r"X is a dict: .*pd\.DataFrame\(\[record\]\)") as e:
                call()
            assert "0.123456" not in str(e.value)
    # the advice as given: one record's keys matched by name, a missing or misspelt key refused
    # by name instead of read as a missing value
    record = {"b": 0.5, "a": 0.25}
    assert model.predict(pd.DataFrame([record])).shape == (1,)
    for bad in ({"a": 0.25}, {"a": 0.25, "bb": 0.5}):
        with pytest.raises(ValueError, match="Feature names|not seen at fit|missing"):
            model.predict(pd.DataFrame([bad]))


# declarations in another library's or another method's form ---------------------------------
@pytest.mark.parametrize("tz", [None, "UTC"])
def test_integer_declared_for_a_date_column_gets_the_dates_message(tz):
    """A date column declared integer (and bounded, in the days it is meant to become) is told
    to convert the dates, as without integer=: "integer declared for a column that is not
    numeric" hid that."""
    when = pd.Series(pd.to_datetime(["2020-01-01", "2020-02-01"]))
    X = pd.DataFrame({"d": when.dt.tz_localize(tz) if tz else when, "age": [30, 40]})
    kw = dict(classes=[0, 1], bounds={"d": (8000, 12000), "age": (0, 120)})
    with pytest.raises(SchemaError, match="column 'd' .*holds dates/times.*convert") as e:
        Schema.from_dataframe(X, integer=["d"], **kw)
    assert "not numeric" not in str(e.value)
    # a text column declared integer beside it is named too, after the dates
    with pytest.raises(SchemaError, match=r"(?s)dates/times.*integer declared for columns that "
                                          r"are not numeric: \['job'\]"):
        Schema.from_dataframe(X.assign(job=["a", "b"]), integer=["d", "job"],
                              categories={"job": ["a", "b"]}, **kw)


def test_from_bounds_takes_feature_names_from_series_indexes():
    """Bounds given as pandas Series indexed by column names (as a code book or a table of
    public ranges gives them) name the features: named '0', '1', ... a fit on the frame failed
    with "X lacks schema columns"."""
    X = pd.DataFrame({"age": [30.0, 40.0], "hours": [10.0, 20.0]})
    lower = pd.Series({"age": 0.0, "hours": 0.0})
    upper = pd.Series({"age": 120.0, "hours": 80.0})
    s = Schema.from_bounds(lower, upper, classes=[0, 1])
    assert s.feature_names == ["age", "hours"]
    assert [(f.lower, f.upper) for f in s.features] == [(0, 120), (0, 80)]
    assert s.encode(X).shape == (2, 2)
    # the same names in another order are matched by name, as pandas matches them
    s2 = Schema.from_bounds(lower, upper[["hours", "age"]], classes=[0, 1])
    assert s2 == s
    # one Series beside a single number names the features too
    assert Schema.from_bounds(lower, 200, classes=[0, 1]).feature_names == ["age", "hours"]
    # given names win; a Series without text names keeps the positions
    assert Schema.from_bounds(lower, upper, classes=[0, 1],
                              feature_names=["a", "b"]).feature_names == ["a", "b"]
    assert Schema.from_bounds(pd.Series([0, 0]), pd.Series([1, 2]),
                              classes=[0, 1]).feature_names == ["0", "1"]
    # different names are refused, without quoting them (bounds read from X would be X's)
    with pytest.raises(SchemaError, match="indexed by different column names") as e:
        Schema.from_bounds(lower, upper.rename({"hours": "SECRETX"}), classes=[0, 1])
    assert "SECRETX" not in str(e.value)


def test_from_bounds_takes_diffprivlibs_bounds_tuple_whole():
    """diffprivlib's bounds=(lower, upper) passed as from_bounds' first argument is read as the
    two bounds ("missing 1 required positional argument: 'upper'" before); another single
    argument is told how to write the call."""
    want = Schema.from_bounds([0, 0], [1, 100], classes=[0, 1])
    assert Schema.from_bounds(([0, 0], [1, 100]), classes=[0, 1]) == want
    assert Schema.from_bounds((np.array([0, 0]), np.array([1, 100])), classes=[0, 1]) == want
    assert Schema.from_bounds((0, 10), n_features=2, classes=[0, 1]) == \
        Schema.from_bounds(0, 10, n_features=2, classes=[0, 1])
    for bad in ([0, 0], ([0, 0], [1, 1], [2, 2]), np.array([[0, 0], [1, 100]])):
        with pytest.raises(SchemaError, match=r"write Schema\.from_bounds\(lower, upper, "
                                              r"classes=\.\.\.\)"):
            Schema.from_bounds(bad, classes=[0, 1])


def test_from_bounds_takes_a_mapping_of_column_names_to_bounds():
    """``{column: (lower, upper)}`` (from_dataframe's ``bounds=`` form) names the features in
    the mapping's order; anything else in one mapping is refused, saying the form."""
    got = Schema.from_bounds({"age": (0, 120), 3: [0.5, 2]}, classes=[0, 1])
    assert got == Schema([Numeric("age", 0, 120), Numeric(3, 0.5, 2)], [0, 1])
    for bad in ({}, {"a": (0, 1, 2)}, {"a": 5}, {"a": ("0", "1")}, {"a": ([0, 1], [2, 3])}):
        with pytest.raises(SchemaError, match=r"with one mapping takes \{column name: "
                                              r"\(lower, upper\)\}"):
            Schema.from_bounds(bad, classes=[0, 1])
    with pytest.raises(SchemaError, match="leave out feature_names"):
        Schema.from_bounds({"a": (0, 1)}, classes=[0, 1], feature_names=["b"])
    with pytest.raises(SchemaError, match="lower must be below upper|lower.*upper"):
        Schema.from_bounds({"a": (1, 0)}, classes=[0, 1])


def test_from_dataframe_arguments_given_as_a_schema_dict_are_told_apart():
    """A dict of Schema.from_dataframe's arguments passed as the schema is named as such, with
    the call to write (no value of the dict shown), not "unknown key 'bounds' (did you mean
    'thousands'?)"; a far-fetched spelling is no longer offered."""
    args = {"bounds": {"age": (0, 120)}, "categories": {"job": ["SECRET_JOB"]}}
    for make in (lambda a: Schema.from_dict(a),
                 lambda a: DPForestClassifier(1.0, schema=a).fit(X2, [0, 1])):
        with pytest.raises(SchemaError, match=r"looks like the arguments of Schema\.from_dataframe"
                                              r".*schema=Schema\.from_dataframe\(X, \*\*that_dict\)"
                                              r", with classes=\[\.\.\.\] too") as e:
            make(args)
        assert "SECRET_JOB" not in str(e.value) and "thousands" not in str(e.value)
    with pytest.raises(SchemaError, match=r"\(it has 'allow_missing'\).*that_dict\)$"):
        Schema.from_dict({"classes": [0, 1], "allow_missing": ["job"]})
    # in a description (it has features) such a key is an unknown key, without a far-fetched
    # "did you mean"; near spellings and known prefixes are still offered
    d = _frame().to_dict()
    with pytest.raises(SchemaError, match="unknown key 'bounds'; known keys") as e:
        Schema.from_dict({**d, "bounds": {}})
    assert "did you mean" not in str(e.value)
    with pytest.raises(SchemaError, match=r"'nbins' \(did you mean 'n_bins'\?\)"):
        Schema.from_dict({**d, "nbins": 4})
    d["features"][0]["upper_bound"] = 1
    with pytest.raises(SchemaError, match=r"'upper_bound' \(did you mean 'upper'\?\)"):
        Schema.from_dict(d)


def test_from_bounds_pairs_series_by_label_whatever_the_labels():
    lo = pd.Series([0.0, 5.0], index=["a", 1])
    hi = pd.Series([10.0, 1.0e9], index=[1, "a"])      # the same labels, in another order
    s = Schema.from_bounds(lo, hi, classes=[0, 1])
    assert [(f.lower, f.upper) for f in s.features] == [(0.0, 1.0e9), (5.0, 10.0)]


def test_from_bounds_declares_whole_number_columns():
    """integer=True (every column: counts, a bag of words) or the names of the whole-number
    columns, as Numeric(..., integer=True) declares them; it was passed on to Schema() and
    refused as Schema.__init__'s unexpected argument."""
    every = Schema.from_bounds([0, 0], [10, 5], classes=[0, 1], integer=True)
    assert [f.integer for f in every.features] == [True, True]
    some = Schema.from_bounds({"a": (0, 9), "b": (0, 1)}, classes=[0, 1], integer=["a"])
    assert some == Schema([Numeric("a", 0, 9, integer=True), Numeric("b", 0, 1)], [0, 1])
    assert Schema.from_bounds([0], [1], classes=[0, 1]) == \
        Schema.from_bounds([0], [1], classes=[0, 1], integer=False)
    with pytest.raises(SchemaError, match="integer must be True, False or a list of the names"):
        Schema.from_bounds([0], [1], classes=[0, 1], integer="0")
    with pytest.raises(SchemaError, match="integer names columns that have no bounds"):
        Schema.from_bounds([0], [1], classes=[0, 1], integer=["zz"])
    # by position, as a numpy user passes them (the columns are named '0', '1', ...)
    by_pos = Schema.from_bounds([0, 0, 0], [9, 1, 9], classes=[0, 1], integer=[0, np.int64(2)],
                                allow_missing=[1])
    assert [(f.integer, f.allow_missing) for f in by_pos.features] == \
        [(True, False), (False, True), (True, False)]
    with pytest.raises(SchemaError, match=r"\[3\] \(give their names, or their positions 0 to 2\)"):
        Schema.from_bounds([0, 0, 0], [9, 1, 9], classes=[0, 1], integer=[3])
    # a whole number that is one column's position and another's name is refused, not guessed
    with pytest.raises(SchemaError, match="both a column's position and another column's name"):
        Schema.from_bounds([0, 0, 0], [9, 1, 9], classes=[0, 1], feature_names=["2", "0", "1"], integer=[0])


def test_from_bounds_declares_columns_that_may_be_missing():
    """allow_missing=True (every column) or the names of the columns that may hold NaN, as
    Numeric(..., allow_missing=True) declares them: a fit on an array with NaN advised
    allow_missing=True, which from_bounds refused as Schema.__init__'s unexpected argument."""
    every = Schema.from_bounds(0, 1, n_features=2, classes=[0, 1], allow_missing=True)
    assert [f.allow_missing for f in every.features] == [True, True]
    some = Schema.from_bounds({"a": (0, 9), "b": (0, 1)}, classes=[0, 1], allow_missing=["b"],
                              integer=["a"])
    assert some == Schema([Numeric("a", 0, 9, integer=True), Numeric("b", 0, 1, allow_missing=True)],
                          [0, 1])
    X = np.array([[0.2, np.nan], [0.9, 0.5]] * 20)
    y = np.array([0, 1] * 20)
    model = DPForestClassifier(1.0, Schema.from_bounds(0, 1, n_features=2, classes=[0, 1],
                                                       allow_missing=["1"]), progress=False)
    assert model.fit(X, y).ledger_.epsilon == 1.0
    with pytest.raises(SchemaError, match="allow_missing must be True, False or a list"):
        Schema.from_bounds([0], [1], classes=[0, 1], allow_missing="0")
    with pytest.raises(SchemaError, match="allow_missing names columns that have no bounds"):
        Schema.from_bounds([0], [1], classes=[0, 1], allow_missing=["zz"])


def test_a_decimal_beyond_float_range_does_not_change_how_another_record_reads():
    """After a Decimal beyond float range pandas' conversion read a later text of the same
    column ten times too large ('+0.5e-3' as 0.005): one record changed another's value, so a
    conformed fit was 2-epsilon for the raw records (a privacy audit's find).  Decimals are now
    read one by one, beyond float range as the largest float of its sign, as 10**400 is."""
    import decimal

    from dpforest.schema import _parsed_numeric

    for first in (decimal.Decimal("1e309"), decimal.Decimal("-1e400"), 0.5, decimal.Decimal("sNaN")):
        v, _ = _parsed_numeric(pd.Series([first, "+0.5e-3", "0.25", "+1.5E-1"], dtype=object))
        assert list(v[1:]) == [0.0005, 0.25, 0.15]
    v, _ = _parsed_numeric(pd.Series([decimal.Decimal("1e309"), decimal.Decimal("-1e400"),
                                      decimal.Decimal("2.5")], dtype=object))
    big = np.finfo(np.float64).max
    assert list(v) == [big, -big, 2.5]
    # non-ASCII digits stay what the command line reads them as: not numbers
    v, _ = _parsed_numeric(pd.Series(["\u0663", "\uff13", "3"], dtype=object))
    assert np.isnan(v[0]) and np.isnan(v[1]) and v[2] == 3.0


def test_an_r_row_names_column_is_named_as_such_when_it_lacks_bounds():
    """A file R's write.csv wrote, read without index_col=0, has its row names as a column
    pandas names 'Unnamed: 0': from_dataframe asked for its bounds as for any feature; it now
    says what the column is (its name only, no value)."""
    import io

    text = '"","x","g"\n"1",0.5,"a"\n"2",0.7,"b"\n'
    X = pd.read_csv(io.StringIO(text))
    with pytest.raises(SchemaError, match=r"'Unnamed: 0' is pandas' name for a column whose "
                                          r"header is empty.*index_col=0") as e:
        Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 1)}, categories={"g": ["a", "b"]})
    assert "0.5" not in str(e.value)
    Schema.from_dataframe(pd.read_csv(io.StringIO(text), index_col=0), classes=[0, 1],
                          bounds={"x": (0, 1)}, categories={"g": ["a", "b"]})


def test_arrow_columns_pandas_cannot_map_are_said_by_their_type():
    """Arrow-native inputs (a data engineer's walkthrough): a ``string_view`` column, which
    pandas' own dtype tests raise on, fits and predicts like text; a polars frame with a type
    pandas lacks (Int128) is refused with that type (its column unnamed) and a cast to make;
    list and struct columns are said to hold nested values, not to lack categories; the date
    hint reads an Arrow date column too."""
    pa = pytest.importorskip("pyarrow")
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300), "plan": rng.choice(["x", "y", "z"], 300)})
    y = np.where(X["a"] > 0.5, "yes", "no")
    s = Schema([Numeric("a", 0, 1), Categorical("plan", ["x", "y", "z"])], classes=["no", "yes"])
    view = X.assign(plan=pd.Series(pa.array(X["plan"], type=pa.string_view()),
                                   dtype=pd.ArrowDtype(pa.string_view())))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = DPForestClassifier(1.0, s).fit(X, y)
        assert list(m.predict(view)) == list(m.predict(X))
        assert DPForestClassifier(1.0, s).fit(view, y).ledger_.epsilon == pytest.approx(1.0)
    pl = pytest.importorskip("polars")
    wide = pl.DataFrame({"a": X["a"].to_numpy(), "n_visits_secret": np.arange(300)}).with_columns(
        pl.col("n_visits_secret").cast(pl.Int128))
    s2 = Schema([Numeric("a", 0, 1), Numeric("n_visits_secret", 0, 400)], classes=["no", "yes"])
    with pytest.raises(SchemaError, match=r"pandas has no type for its Int128 column\(s\); cast") as e:
        DPForestClassifier(1.0, s2).fit(wide, y)
    assert "n_visits_secret" not in str(e.value)
    nested = pd.DataFrame({
        "a": [0.1, 0.2],
        "tags": pd.Series(pa.array([[1, 2], [3]]), dtype=pd.ArrowDtype(pa.list_(pa.int64()))),
        "when": pd.Series(pa.array([datetime.date(2020, 1, 1), None], type=pa.date32()),
                          dtype=pd.ArrowDtype(pa.date32()))})
    with pytest.raises(SchemaError) as e:
        Schema.from_dataframe(nested, classes=[0, 1], bounds={"a": (0, 1)})
    said = str(e.value)
    assert "'tags' (list<item: int64>[pyarrow]) holds nested values" in said
    assert "need categories" not in said
    assert "an Arrow date column: pd.to_datetime(X[col]) first" in said
    when = pd.to_datetime(nested["when"])    # the hint's code runs on such a column
    assert (when - pd.Timestamp("2000-01-01", tz=when.dt.tz)).dt.days.iloc[0] == 7305


def test_unsigned_dictionary_indices_are_read_with_signed_ones():
    """polars' Enum reaches Arrow with uint8 indices, which pyarrow before 18 refuses to
    convert to pandas ('not yet supported'): the oldest releases pyproject.toml admits failed
    the Enum test.  The indices are cast to int32 first, categories and order unchanged."""
    pa = pytest.importorskip("pyarrow")
    from dpforest.schema import _arrow_to_pandas, _signed_dictionaries

    arr = pa.DictionaryArray.from_arrays(pa.array([1, 0, 2, 1], type=pa.uint8()),
                                         pa.array(["low", "mid", "high"]), ordered=True)
    table = pa.table({"e": arr, "n": pa.array([1, 2, 3, 4])})
    cast = _signed_dictionaries(table)
    assert cast.schema.field("e").type.index_type == pa.int32() and cast.schema.field("n").type == pa.int64()
    assert _signed_dictionaries(arr).type.index_type == pa.int32()
    got = _arrow_to_pandas(table)
    assert list(got["e"].dtype.categories) == ["low", "mid", "high"]
    assert got["e"].tolist() == ["mid", "low", "high", "mid"] and got["e"].dtype.ordered
    plain = pa.table({"n": pa.array([1, 2])})
    assert _signed_dictionaries(plain) is plain

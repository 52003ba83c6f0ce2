"""Serving tools on what a serving batch holds: columns beside the schema's (an id a pipeline
keeps), every value sent as text (a JSON request), and the refusal of numbers written with
marks or units in Python's own terms."""

import warnings

import numpy as np
import pandas as pd
import pytest

from dpforest import (Categorical, DPForestClassifier, Numeric, OutOfDomainError, Schema,
                      SchemaError)
from dpforest.exceptions import ConformWarning

SCHEMA = Schema([Numeric("age", 0, 100), Categorical("grade", [1, 2, 3, 4]),
                 Categorical("flag", [False, True], allow_missing=True),
                 Categorical("ward", ["ICU", "Surgery"], allow_missing=True)], classes=[0, 1])


def _train(n=300, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"age": rng.uniform(0, 100, n), "grade": rng.integers(1, 5, n),
                      "flag": rng.integers(0, 2, n).astype(bool),
                      "ward": rng.choice(["ICU", "Surgery"], n)})
    y = (X["age"] > 50).astype(int).to_numpy()
    return X, y


@pytest.fixture(scope="module")
def model():
    X, y = _train()
    return DPForestClassifier(1.0, SCHEMA, random_state=0, progress=False).fit(X, y)


def _batch():
    """Three rows, the middle one beyond the age bound, between two columns not in the schema
    whose names and values would be a record's."""
    return pd.DataFrame({"job_Dr. Secretname": ["zq-secret-value"] * 3,
                         "age": [40.0, 150.0, 7.0], "grade": [2, 3, 4],
                         "flag": [True, False, True], "ward": ["ICU", "Surgery", "ICU"],
                         "customer_id": [91731, 91732, 91733]}, index=[10, 11, 12])


def _caught(fn, *args, **kwargs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = fn(*args, **kwargs)
    return out, [str(w.message) for w in caught if issubclass(w.category, ConformWarning)]


# --- 1. columns not in the schema ----------------------------------------------------------

def test_valid_rows_and_row_problems_ignore_columns_not_in_the_schema(model):
    batch = _batch()
    assert model.schema_.valid_rows(batch).tolist() == [True, False, True]
    problems = model.schema_.row_problems(batch)
    assert problems.index.tolist() == [10, 11, 12]
    assert problems.tolist() == ["", "column 'age': values outside the declared bounds [0, 100]", ""]
    # the extra columns' own values are no row's problem (text where nothing is declared)
    assert model.schema_.valid_rows(batch.assign(customer_id=["x", None, [1]])).tolist() == \
        [True, False, True]
    # a lacking schema column is still refused, by every tool, by the schema's name only
    lacking = batch.drop(columns="grade")
    for tool in (model.schema_.conform, model.schema_.valid_rows, model.schema_.row_problems):
        with pytest.raises(SchemaError, match=r"X lacks schema columns \['grade'\]") as e:
            tool(lacking)
        assert "Secretname" not in str(e.value) and "customer" not in str(e.value)
    # an array's width is not matched by name: a wider one is still refused
    with pytest.raises(SchemaError, match="different number of columns"):
        model.schema_.valid_rows(batch.to_numpy(dtype=object))


def test_conform_drops_columns_not_in_the_schema_saying_how_many_never_which(model):
    batch = _batch()
    out, said = _caught(model.schema_.conform, batch)
    assert out.columns.tolist() == ["age", "grade", "flag", "ward"]        # X's order
    assert out["age"].tolist() == [40.0, 100.0, 7.0]                       # still conformed
    assert out.index.tolist() == [10, 11, 12]
    assert len(said) == 1 and "dropped the columns not in the schema (neither named nor counted" in said[0]
    for secret in ("Secretname", "job", "customer", "zq-secret", "9173", "150", "40"):
        assert secret not in said[0]
    # one column: said in the singular; warn=False: silent
    assert "dropped the columns not" in _caught(model.schema_.conform, batch.iloc[:, 1:])[1][0]
    quiet, said = _caught(model.schema_.conform, batch, warn=False)
    assert said == [] and quiet.columns.tolist() == ["age", "grade", "flag", "ward"]
    # the documented serving line works, and answers as the schema's own columns do
    expected = model.predict(model.schema_.conform(batch[SCHEMA.feature_names], warn=False))
    np.testing.assert_array_equal(model.predict(quiet), expected)
    # the caller's frame is untouched
    assert batch.columns.tolist()[0] == "job_Dr. Secretname" and batch["age"].iloc[1] == 150.0
    # predict and fit stay strict: columns not in the schema are refused, unnamed
    with pytest.raises(SchemaError) as e:
        model.predict(batch.drop(index=11))
    assert "Secretname" not in str(e.value) and "customer" not in str(e.value)
    X, y = _train(60)
    with pytest.raises(SchemaError, match="not in the schema"):
        DPForestClassifier(1.0, SCHEMA, progress=False).fit(X.assign(customer_id=1), y)


def test_conform_drops_columns_not_in_the_schema_of_a_dask_frame(model):
    dd = pytest.importorskip("dask.dataframe")
    lazy, said = _caught(model.schema_.conform, dd.from_pandas(_batch(), npartitions=2))
    assert len(said) == 1 and "dropped the columns" in said[0]
    out = lazy.compute()
    assert out.columns.tolist() == ["age", "grade", "flag", "ward"]
    assert out["age"].tolist() == [40.0, 100.0, 7.0]


# --- 2. every value sent as text -------------------------------------------------------------

def _text_request():
    return pd.DataFrame({"age": ["40", "7", "63"], "grade": ["2", " 4 ", "1.0"],
                         "flag": ["true", "FALSE", " True"], "ward": ["icu ", "Surgery", "ICU"]})


def test_loose_text_reads_text_as_the_declared_category_it_spells(model):
    out, said = _caught(model.schema_.conform, _text_request(), loose_text=True)
    assert said == []
    assert out["grade"].tolist() == [2, 4, 1]
    assert all(type(v) is int for v in out["grade"])           # the declared values themselves
    assert out["flag"].tolist() == [True, False, True]
    assert all(type(v) is bool for v in out["flag"])
    assert out["ward"].tolist() == ["ICU", "Surgery", "ICU"]
    typed = pd.DataFrame({"age": [40.0, 7.0, 63.0], "grade": [2, 4, 1],
                          "flag": [True, False, True], "ward": ["ICU", "Surgery", "ICU"]})
    np.testing.assert_array_equal(model.predict(out), model.predict(typed))


def test_loose_text_reads_a_text_only_when_it_spells_one_declared_category():
    s = Schema([Categorical("c", [1, "1 ", 2.5], allow_missing=True),
                Categorical("b", [False, True], allow_missing=True)], classes=[0, 1])
    X = pd.DataFrame({"c": ["1", "2.5", " 2.50", "yes", "1 "], "b": ["yes", "1", "0", "t", None]})
    out = s.conform(X, warn=False, loose_text=True)
    # '1' spells both 1 and '1 ': neither; '1 ' is declared as it is
    assert out["c"].isna().tolist() == [True, False, False, True, False]
    assert out["c"].tolist()[1:3] == [2.5, 2.5] and out["c"].iloc[4] == "1 "
    # '1' and '0' as the command line reads them for booleans; 'yes' and 't' are not booleans
    assert out["b"].isna().tolist() == [True, False, False, True, True]
    assert out["b"].tolist()[1:3] == [True, False]
    # a boolean reading is no spelling of a number: 'true' is not the declared 1 (True == 1)
    n = Schema([Categorical("z", [1, 2, 3, 4], allow_missing=True)], classes=[0, 1])
    got = n.conform(pd.DataFrame({"z": ["true", "2", "FALSE", "1.0"]}), warn=False, loose_text=True)
    assert got["z"].isna().tolist() == [True, False, True, False]
    assert got["z"].tolist()[1] == 2 and got["z"].tolist()[3] == 1


def test_without_loose_text_text_stays_refused_at_conform_predict_and_fit(model):
    request = _text_request()
    with pytest.raises(OutOfDomainError, match="column 'grade' has values outside"):
        model.schema_.conform(request)                # no missing code for an unread '2'
    with pytest.raises(OutOfDomainError) as e:
        model.predict(request.assign(ward="ICU"))
    # the refusal points to conform's option, in the model's words
    assert "schema.conform with loose_text=True reads it as 1" in str(e.value)
    assert "in Python so does schema.conform with loose_text=True" in str(e.value)
    X, y = _train(60)
    with pytest.raises(SchemaError) as e:
        DPForestClassifier(1.0, SCHEMA, progress=False).fit(X.astype({"grade": str}), y)
    assert "values outside the declared categories [1, 2, 3, 4]" in str(e.value)
    assert "conform" not in str(e.value)        # conform is for served records, not training


def test_conform_says_when_loose_text_would_read_text_it_made_missing():
    s = Schema([Categorical("grade", [1, 2, 3], allow_missing=True)], classes=[0, 1])
    out, said = _caught(s.conform, pd.DataFrame({"grade": ["3", 1, 2, 1]}))
    assert out["grade"].tolist()[0] is None
    hint = [m for m in said if "loose_text=True" in m]
    assert len(hint) == 1 and "column 'grade'" in hint[0]
    assert "3" not in hint[0]                       # neither the value nor the category
    assert _caught(s.conform, pd.DataFrame({"grade": ["3", 1, 2, 1]}), warn=False)[1] == []
    assert _caught(s.conform, pd.DataFrame({"grade": ["x", 1, 2, 1]}))[1] == []


def test_loose_text_reads_numbers_as_the_declared_text_levels_they_spell(model):
    """R's factor levels '1' .. '10' come back from a CSV file as numbers (1, 2.0 where the
    column has gaps) or, after astype(str), as '2.0': loose_text reads each as the declared text
    level (it read only text as a declared number); without it, conform warns that they spell
    declared levels.  A number that spells no level, or spells two, is read as nothing."""
    levels = [str(i) for i in range(1, 11)]
    s = Schema([Categorical("a", levels), Categorical("b", levels, allow_missing=True),
                Categorical("c", ["1", "1.0", "x"], allow_missing=True)], classes=[0, 1])
    X = pd.DataFrame({"a": [1, 2, 10, 5], "b": [1.0, np.nan, 3.0, 10.0], "c": [1, 1.0, 2, 3]})
    out, said = _caught(s.conform, X, loose_text=True)
    assert out["a"].tolist() == ["1", "2", "10", "5"]
    assert [v for v in out["b"] if isinstance(v, str)] == ["1", "3", "10"] and out["b"].isna()[1]
    # 1 spells '1' (and '1.0' is declared apart: a text form of its own); 2 and 3 spell nothing
    assert out["c"].tolist()[:2] == ["1", "1"] and out["c"].isna().tolist()[2:] == [True, True]
    as_text = X.astype({"b": str}).assign(a=["1.0", "+2", "10", "5"])
    got, _ = _caught(s.conform, as_text, loose_text=True)
    assert got["a"].tolist() == ["1", "2", "10", "5"]
    assert [v for v in got["b"] if isinstance(v, str)] == ["1", "3", "10"]
    # a served batch fitted on the text levels predicts as the text batch does
    typed = pd.DataFrame({"a": ["1", "2", "10", "5"], "b": ["1", None, "3", "10"],
                          "c": ["1", "1", None, None]})
    np.testing.assert_array_equal(s.encode(out), s.encode(typed))
    with pytest.raises(OutOfDomainError, match="loose_text=True"):
        s.conform(X)                      # 'a' has no missing code: the hint names the option
    _, said = _caught(s.conform, X[["b"]].assign(a="1", c="x")[["a", "b", "c"]])
    hint = [m for m in said if "loose_text=True" in m]
    assert len(hint) == 1 and "column 'b'" in hint[0] and "the number 2 for text '2'" in hint[0]


# --- 3. numbers written with marks or units ---------------------------------------------------

def test_number_marks_refusal_says_how_to_read_them_in_python():
    X = pd.DataFrame({"cost": ["40,437", "1,000", "5"] * 10})
    s = Schema.from_dataframe(X, classes=[0, 1], bounds={"cost": (0, 1e6)})
    with pytest.raises(SchemaError) as e:
        DPForestClassifier(1.0, s, progress=False).fit(X, [0, 1, 0] * 10)
    msg = str(e.value)
    assert "column 'cost': non-numeric values" in msg
    assert "pd.read_csv(path, decimal=',', thousands='.')" in msg and "thousands=','" in msg
    assert "pd.to_numeric(X[column].str.replace(',', ''))" in msg
    assert "--decimal and --thousands" in msg
    assert "90 kg: strip the unit first" in msg
    assert "unless the file's decimal and thousands marks are declared" not in msg
    assert "437" not in msg and "1,000'" not in msg


def test_number_marks_refusal_on_the_command_line_names_its_options(tmp_path, capsys):
    from dpforest.cli import main

    (tmp_path / "d.csv").write_text('cost,y\n"40,437",0\n5,1\n7,0\n9,1\n')
    (tmp_path / "s.json").write_text('{"features": [{"name": "cost", "type": "numeric", '
                                     '"lower": 0, "upper": 1000000}], "classes": [0, 1]}')
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--target", "y", "--epsilon", "1", "-o", str(tmp_path / "m.json")]) == 2
    err = capsys.readouterr().err
    assert "(--decimal, or \"decimal\" in the schema file)" in err
    assert "90 kg: strip the unit first" in err
    assert "pd.read_csv" not in err and "437" not in err


def test_sparse_columns_are_refused_by_the_row_checks_as_by_predict(model):
    """A frame with a sparse column: valid_rows called every row valid and row_problems found
    none, then predict refused the batch (a walkthrough's serving recipe broke); all three
    refuse it alike now, naming the conversion.  A sparse column the schema does not name is
    not read."""
    batch = _batch().drop(columns=["job_Dr. Secretname", "customer_id"])
    batch["age"] = pd.arrays.SparseArray(batch["age"].to_numpy())
    for check in (model.predict, model.schema_.valid_rows, model.schema_.row_problems):
        with pytest.raises(TypeError, match=r"Sparse data was passed.*sparse\.to_dense"):
            check(batch)
    dense = batch.assign(age=batch["age"].sparse.to_dense())
    assert model.schema_.valid_rows(dense).tolist() == [True, False, True]
    extra = dense.assign(other=pd.arrays.SparseArray([0.0, 1.0, 0.0]))
    assert model.schema_.valid_rows(extra).tolist() == [True, False, True]
    # (predict takes the schema's columns, as schema.conform gives them)
    assert len(model.predict(model.schema_.conform(extra)[model.schema_.valid_rows(extra)])) == 2

"""Ordinal features: declared levels, split on their order, in Python, schema files, the command
line and the benchmark harness's encodings."""

from __future__ import annotations

import dataclasses
import json
import pickle
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest import Ordinal, Schema
from dpforest.benchmarks.harness import encode as harness_encode
from dpforest.cli import main
from dpforest.inspection import export_text, public_grid
from dpforest.schema import OutOfDomainError, SchemaError, SchemaTypeError

LEVELS = ["none", "primary", "secondary", "tertiary", "doctorate"]

ESTIMATORS = sorted((getattr(d, nm) for nm in d.__all__ if nm.endswith("Classifier")),
                    key=lambda c: c.__name__)


def _data(n=2000, seed=0, missing=False):
    rng = np.random.default_rng(seed)
    e = rng.integers(0, len(LEVELS), n)
    X = pd.DataFrame({"edu": np.array(LEVELS, dtype=object)[e],
                      "x": rng.uniform(-1, 1, n).round(3)})
    y = np.where(e >= 3, "high", "low")
    if missing:
        X.loc[::25, "edu"] = None
    return X, y


def _schema(missing=False):
    return Schema([Ordinal("edu", LEVELS, missing), d.Numeric("x", -1, 1)],
                  classes=["high", "low"])


def test_an_ordinal_is_a_whole_number_feature_with_a_cut_between_each_two_levels():
    f = Ordinal("edu", LEVELS, allow_missing=True)
    assert f.kind == "numeric" and f.lower == 0 and f.upper == 4 and f.integer
    assert f.edges(32).tolist() == [0.5, 1.5, 2.5, 3.5]
    assert f.n_codes(32) == 6 and f.categories == tuple(LEVELS)
    assert repr(f) == f"Ordinal(name='edu', levels={LEVELS!r}, allow_missing=True)"
    # a finer grid handed in (the default's cut refinement) reads as the same feature
    finer = dataclasses.replace(f, cuts=(0.1, 0.5, 0.9, 1.5, 2.2, 2.5, 3.5))
    assert finer == f and finer.edges(32).tolist() == f.edges(32).tolist()
    assert pickle.loads(pickle.dumps(f)) == f


@pytest.mark.parametrize("levels, error, match", [
    (["only"], SchemaError, "at least two levels"),
    (["a", "b", "a"], SchemaError, "distinct"),
    ({"a", "b"}, SchemaTypeError, "ordered sequence"),
    ("abc", SchemaTypeError, "single string"),
    (["a", None], SchemaError, "not a level"),
])
def test_bad_levels_are_refused_by_name(levels, error, match):
    with pytest.raises(error, match=match):
        Ordinal("grade", levels)


def test_the_numeric_view_cannot_be_declared_apart_from_the_levels():
    with pytest.raises(SchemaError, match="fixed by its levels"):
        Ordinal("grade", ["a", "b", "c"], lower=0, upper=5)
    with pytest.raises(SchemaError, match="fixed by its levels"):
        Ordinal("grade", ["a", "b", "c"], integer=False)
    with pytest.raises(SchemaError, match="fixed by its levels"):
        Ordinal("grade", ["a", "b", "c"], cuts=[1.5])        # would be ignored: refused
    with pytest.raises(SchemaError, match="fixed by its levels"):
        Ordinal("grade", ["a", "b", "c"], cuts=["x"])


def test_levels_encode_as_their_positions_and_missing_as_code_zero():
    X, _ = _data(200, missing=True)
    codes = _schema(missing=True).encode(X)[:, 0]
    pos = pd.Index(LEVELS).get_indexer(X["edu"].fillna("?"))
    assert (codes[pos < 0] == 0).all() and (pos < 0).any()
    assert (codes[pos >= 0] == pos[pos >= 0] + 1).all()
    plain = _schema().encode(X.dropna())[:, 0]
    assert (plain == pd.Index(LEVELS).get_indexer(X.dropna()["edu"])).all()


def test_a_value_outside_the_levels_is_refused_by_column_without_showing_it():
    X, _ = _data(100)
    X.loc[7, "edu"] = "postdoc-secret"
    with pytest.raises(OutOfDomainError, match="'edu': values outside the declared levels") as e:
        _schema().encode(X)
    assert "postdoc-secret" not in str(e.value)
    # conform makes it missing where missing values are allowed, else refuses (by column)
    fixed = _schema(missing=True).conform(X)
    assert pd.isna(fixed.loc[7, "edu"]) and fixed["edu"].notna().sum() == 99
    with pytest.raises(OutOfDomainError, match="outside the declared levels"):
        _schema().conform(X)
    # a number is not the text of a level (numbers and text never match)
    s = Schema([Ordinal("stars", [1, 2, 3, 4, 5])], classes=[0, 1])
    with pytest.raises(OutOfDomainError, match="levels are declared as numbers"):
        s.encode(pd.DataFrame({"stars": ["3"]}))
    assert s.encode(pd.DataFrame({"stars": [5, 1]}))[:, 0].tolist() == [4, 0]


def test_schema_descriptions_and_files_hold_the_levels():
    s = _schema(missing=True)
    doc = s.to_dict()
    assert doc["features"][0] == {"name": "edu", "type": "ordinal", "levels": LEVELS,
                                  "allow_missing": True}
    assert Schema.from_dict(json.loads(json.dumps(doc))) == s
    doc["features"][0]["categories"] = LEVELS
    with pytest.raises(SchemaError, match="categories"):
        Schema.from_dict(doc)
    assert s.read_dtypes() == {"edu": "object", "x": "float64"}
    assert s.example_row()["edu"].tolist() == ["none"]
    assert "1 ordinal" in repr(s)


def test_from_dataframe_declares_ordinals_and_reads_an_ordered_dtype_as_one():
    X, _ = _data(50)
    s = Schema.from_dataframe(X, classes=["high", "low"], ordinal={"edu": LEVELS},
                              bounds={"x": (-1, 1)})
    assert s == _schema()
    with pytest.raises(SchemaError, match="has levels \\(ordinal\\) and bounds declared"):
        Schema.from_dataframe(X, classes=[0, 1], ordinal={"edu": LEVELS},
                              bounds={"x": (-1, 1), "edu": (0, 4)})
    ordered = X.assign(edu=pd.Categorical(X["edu"], categories=LEVELS, ordered=True))
    with pytest.warns(d.schema.CategoriesFromDtypeWarning, match="ordinal="):
        s2 = Schema.from_dataframe(ordered, classes=["high", "low"], bounds={"x": (-1, 1)})
    assert isinstance(s2.features[0], Ordinal) and s2.features[0].levels == tuple(LEVELS)
    unordered = X.assign(edu=pd.Categorical(X["edu"], categories=LEVELS))
    with pytest.warns(d.schema.CategoriesFromDtypeWarning):
        s3 = Schema.from_dataframe(unordered, classes=["high", "low"], bounds={"x": (-1, 1)})
    assert type(s3.features[0]) is d.Categorical


def test_a_tree_splits_an_ordinal_on_its_order_and_says_so_by_level():
    X, y = _data(4000)
    m = d.DPForestClassifier(epsilon=50, schema=_schema(), random_state=0).fit(X, y)
    assert (m.predict(X) == y).mean() > 0.97
    text = export_text(m)
    # the rule is edu >= 'tertiary': a threshold between two levels, named by the levels
    assert "edu <= 'secondary'" in text and "edu >= 'tertiary'" in text
    assert public_grid(m, "edu").tolist() == LEVELS
    # one threshold holds the rule (two levels against three: one-vs-rest tops out at 0.8)
    mo = d.DPForestClassifier(epsilon=50, schema=_schema(), random_state=0, max_depth=1).fit(X, y)
    assert (mo.predict(X) == y).mean() > 0.97
    assert export_text(mo).splitlines()[0] == "|--- edu <= 'secondary'"


def test_ordinals_of_equal_length_keep_their_own_levels_through_a_fit():
    """Grids are shared by key across features of one declaration; two ordinals with as many
    levels must not share their levels (the second was read with the first's)."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.choice(["lo", "mid", "hi"], 500),
                      "b": rng.choice(["3", "2", "1"], 500)})
    y = np.where(X["a"] == "hi", 1, 0)
    s = Schema([Ordinal("a", ["lo", "mid", "hi"]), Ordinal("b", ["3", "2", "1"])], classes=[0, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = d.DPForestClassifier(epsilon=2.0, schema=s, random_state=0).fit(X, y)
    assert m.schema_["a"].levels == ("lo", "mid", "hi")
    assert m.schema_["b"].levels == ("3", "2", "1")
    assert (m.predict(X) == y).mean() > 0.9


@pytest.mark.parametrize("cls", ESTIMATORS, ids=lambda c: c.__name__)
def test_every_estimator_fits_an_ordinal_within_its_budget(cls):
    X, y = _data(600, missing=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = cls(epsilon=1.0, schema=_schema(missing=True), random_state=0).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0)
    assert set(m.predict(X)) <= {"high", "low"}


def test_save_load_and_the_command_line_read_levels(tmp_path, capsys):
    X, y = _data(1500, missing=True)
    X["stars"] = np.random.default_rng(1).integers(1, 6, len(X))
    df = X.assign(y=y)
    df.to_csv(tmp_path / "train.csv", index=False)
    schema = Schema([Ordinal("edu", LEVELS, True), d.Numeric("x", -1, 1),
                     Ordinal("stars", [1, 2, 3, 4, 5])], classes=["high", "low"])
    doc = schema.to_dict()
    doc["target"] = "y"
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "train.csv"), "--schema", str(tmp_path / "schema.json"),
                 "--epsilon", "5", "--random-state", "0", "--no-progress",
                 "-o", str(tmp_path / "m.json")]) == 0
    capsys.readouterr()
    m = d.load_model(tmp_path / "m.json")
    assert m.schema_.features[2] == Ordinal("stars", [1, 2, 3, 4, 5])
    assert (m.predict(X) == y).mean() > 0.9
    assert main(["show", str(tmp_path / "m.json")]) == 0
    out = capsys.readouterr().out
    assert "edu: ordinal, 5 declared levels, lowest first, missing allowed" in out
    assert main(["predict", str(tmp_path / "m.json"), str(tmp_path / "train.csv"),
                 "-o", str(tmp_path / "p.csv")]) == 0
    pred = pd.read_csv(tmp_path / "p.csv")["prediction"]
    assert (pred.to_numpy() == m.predict(X)).all()


def test_the_harness_gives_peers_an_ordinal_as_its_position():
    X, _ = _data(30, missing=True)
    s = _schema(missing=True)
    out = harness_encode(X, s, "ordinal")
    pos = pd.Index(LEVELS).get_indexer(X["edu"].fillna("?")).astype(float)
    assert np.array_equal(out[:, 0], np.where(pos < 0, np.nan, pos), equal_nan=True)
    onehot, lo, hi = harness_encode(X, s, "onehot_bounds")
    assert onehot.shape[1] == 2 and lo[0] == 0 and hi[0] == 4

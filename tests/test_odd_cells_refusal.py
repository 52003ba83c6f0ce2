"""Cells no number or category is written as (a 0-d array, numpy's masked constant or void, an
object whose hash raises) in an unpinned fit: the refusal names the column and the kind of
problem, as for any other bad value -- not pandas' words or the object's own (which could say
anything) -- and a record's reading does not depend on the other records' values."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d


class _Loud:
    """An object whose hash raises with a message of its own."""

    def __hash__(self):
        raise RuntimeError("SECRET-9431")

    def __eq__(self, other):
        return self is other

    def __repr__(self):
        return "SECRET-9431"


ODD = {"0-d array": lambda: np.array(5.0), "masked": lambda: np.ma.masked,
       "void": lambda: np.void(b"ab"), "hash raises": _Loud}


def _frame(n=60, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"income": pd.Series(rng.uniform(0, 100, n), dtype=object),
                      "color": pd.Series(rng.choice(["r", "g"], n), dtype=object)})
    schema = d.Schema([d.Numeric("income", 0, 100), d.Categorical("color", ["r", "g"])],
                      classes=["a", "b"])
    return X, rng.choice(["a", "b"], n), schema


def _with(X, column, value, row=3):
    values = X[column].to_numpy(dtype=object).copy()
    values[row] = value
    return X.assign(**{column: pd.Series(values, index=X.index, dtype=object)})


@pytest.mark.parametrize("odd", list(ODD))
@pytest.mark.parametrize("column, kind", [("income", "non-numeric values"),
                                          ("color", "values that cannot be categories")])
def test_an_odd_cell_is_refused_by_column_and_kind(odd, column, kind):
    X, y, schema = _frame()
    if column == "color" and odd in ("masked",):
        pytest.skip("numpy's masked constant is a missing value to pandas there")
    bad = _with(X, column, ODD[odd]())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(d.SchemaError) as e:
            d.DPForestClassifier(1.0, schema).fit(bad, y)
    text = str(e.value)
    assert f"column {column!r}" in text and kind in text and "SECRET" not in text
    # the data owner's check reads it too (without raising)
    report = schema.check(bad, y)
    assert not report.ok and any(p["column"] == column for p in report.problems)


def test_a_0d_array_reads_the_same_whatever_the_other_values():
    """pandas read a 0-d array as its number when every other value of the column was whole,
    and raised once one was not: one record's fate followed the others'."""
    X, y, schema = _frame()
    for other in (40.0, 41.5):
        bad = _with(_with(X, "income", other, row=5), "income", np.array(5.0))
        with pytest.raises(d.SchemaError, match="column 'income': non-numeric values"):
            schema.encode(bad)


def test_conform_refuses_an_unhashable_category_by_column_in_one_pass(monkeypatch):
    """Schema.conform raised the object's own error for a categorical value whose hash raises
    (one helper caught TypeError alone) where it leaves an unhashable value for encode to
    name, and a budget's conform fell back to conforming the frame a part at a time (a
    thousand passes for a hundred such cells)."""
    X, y, schema = _frame()
    bad = _with(X, "color", _Loud())
    conformed = schema.conform(bad)           # left as it is, for encode to name
    with pytest.raises(d.SchemaError, match="column 'color'") as e:
        schema.encode(conformed)
    assert "SECRET" not in str(e.value)
    calls = []
    original = d.Schema._conformed_at_once
    monkeypatch.setattr(d.Schema, "_conformed_at_once",
                        lambda self, *a, **k: calls.append(1) or original(self, *a, **k))
    schema._conformed(bad, warn=False, strict=False)
    assert len(calls) == 1

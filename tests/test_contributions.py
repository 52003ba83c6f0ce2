"""Bounding the rows of each person (dpforest.contributions)."""

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.contributions import bound_rows_per_person, row_epsilon


def _visits(seed=0):
    rng = np.random.default_rng(seed)
    rows = rng.integers(1, 9, 200)                       # 1-8 rows per person
    person = np.repeat(np.arange(200), rows)
    X = pd.DataFrame({"age": rng.uniform(20, 80, len(person)), "pid": person},
                     index=np.arange(len(person)) * 10)
    y = pd.Series(np.where(X["age"] > 50, "sick", "well"), index=X.index)
    return X, y, person, rows


@pytest.mark.parametrize("k", [1, 3])
def test_each_person_keeps_at_most_k_of_their_own_rows_in_order(k):
    X, y, person, rows = _visits()
    Xk, yk = bound_rows_per_person(X, y, X["pid"], k)
    kept = Xk["pid"].value_counts().sort_index()
    np.testing.assert_array_equal(kept.to_numpy(), np.minimum(rows, k))
    assert Xk.index.is_monotonic_increasing and set(Xk.index) <= set(X.index)
    pd.testing.assert_series_equal(yk, y.loc[Xk.index])
    arr_X, arr_y = bound_rows_per_person(X.to_numpy(), y.to_numpy(), list(person), k)
    assert len(arr_X) == len(arr_y) == np.minimum(rows, k).sum()


def test_which_rows_are_kept_is_random_and_uniform():
    """One person with 4 rows, k = 1: each row is kept about a quarter of the time (coins from
    the operating system: two calls differ); a person's choice is its own."""
    X = pd.DataFrame({"v": np.arange(6)})
    y = np.zeros(6, int)
    person = ["a", "a", "a", "a", "b", "c"]
    counts = np.zeros(4)
    for _ in range(2000):
        Xk, _ = bound_rows_per_person(X, y, person, 1)
        assert list(Xk["v"])[-2:] == [4, 5]
        counts[Xk["v"].iloc[0]] += 1
    assert np.all(np.abs(counts / 2000 - 0.25) < 0.05), counts


def test_bad_arguments_are_refused_without_numbers():
    X, y, person, _ = _visits()
    with pytest.raises(ValueError, match="max_rows must be a whole number >= 1"):
        bound_rows_per_person(X, y, person, 0)
    with pytest.raises(ValueError, match="same number of rows"):
        bound_rows_per_person(X, y, person[:-1], 2)
    ids = pd.Series(person, dtype=object)
    ids.iloc[3] = None
    with pytest.raises(ValueError, match="missing identifiers"):
        bound_rows_per_person(X, y, ids, 2)
    assert row_epsilon(1.0, 4) == 0.25
    for bad in (0, -1.0, float("inf"), True):
        with pytest.raises(ValueError, match="person_epsilon"):
            row_epsilon(bad, 2)


def test_a_forest_on_the_bounded_rows_spends_the_row_epsilon():
    """The documented recipe: bound, then fit at the row ε; the ledger says the row ε, and
    max_rows of it are the person's ε."""
    X, y, person, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    Xk, yk = bound_rows_per_person(X, y, X["pid"], 2)
    m = d.DPForestClassifier(row_epsilon(1.0, 2), s, progress=False).fit(Xk[["age"]], yk)
    assert m.ledger_.epsilon == pytest.approx(0.5)
    assert m.score(X[["age"]], y) > 0.7

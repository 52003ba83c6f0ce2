"""Protecting people who have several rows: bound each person's rows, then fit at ε / k.

Every guarantee in dpforest is about one *row*: two data sets that differ in one row give
models whose probabilities differ by at most a factor e^ε.  A person with k rows (visits,
transactions, survey waves) differs between "in" and "out" by k rows, and is protected only at
k·ε (group privacy).  The ledger, which counts rows, still says ε.

The sound way to protect people is to bound what one person can contribute, then split the
budget: :func:`bound_rows_per_person` keeps at most ``max_rows`` rows of each person, so that
adding or removing one person changes the kept rows by at most ``max_rows`` rows, and a forest
fitted on them at ``epsilon = person_epsilon / max_rows`` is ``person_epsilon``-DP for people
(:func:`row_epsilon` does the division).  Which rows a person keeps is decided by coins from
the operating system, one per row, never by a seed: a seeded generator's draws follow the rows'
positions, so one person's rows inserted in front would change which rows everyone else keeps,
and the kept data would no longer change by that person's rows only (the same reason as for
:func:`dpforest.rebalance.subsample_classes`).  The choice reads each person's own rows only.

``max_rows`` must be chosen without looking at the data (from how the data were collected: at
most four visits a year, say): a bound computed from the records (the largest number of rows of
any person) is a release of that number.  Smaller bounds drop more rows but leave more ε per
row; one row per person (``max_rows=1``) keeps the whole budget and is often best when people
have a handful of rows each.
"""
from __future__ import annotations

import math
import numbers

import numpy as np
import pandas as pd

__all__ = ["bound_rows_per_person", "row_epsilon"]


def _check_max_rows(max_rows) -> int:
    if isinstance(max_rows, bool) or not isinstance(max_rows, numbers.Integral) or max_rows < 1:
        raise ValueError(f"max_rows must be a whole number >= 1, got {max_rows!r}")
    return int(max_rows)


def row_epsilon(person_epsilon: float, max_rows: int) -> float:
    """The ε to fit with, per row, so that people with at most ``max_rows`` rows each are
    protected at ``person_epsilon`` (group privacy: ``max_rows`` rows compose to
    ``max_rows · ε``)."""
    max_rows = _check_max_rows(max_rows)
    if isinstance(person_epsilon, bool) or not isinstance(person_epsilon, numbers.Real) \
            or not math.isfinite(person_epsilon) or person_epsilon <= 0:
        raise ValueError(f"person_epsilon must be a finite number > 0, got {person_epsilon!r}")
    return float(person_epsilon) / max_rows


def bound_rows_per_person(X, y, person, max_rows: int):
    """``(X, y)`` with at most ``max_rows`` rows of each person, chosen at random among that
    person's rows by coins from the operating system (see the module's docstring for why never
    from a seed); a person with fewer rows keeps them all.  Fit the result at
    ``epsilon=row_epsilon(person_epsilon, max_rows)``.

    X : DataFrame or 2-d array; y : labels of the same length; person : one identifier per row
    (an id column, never a feature the model reads; missing ids are refused, since rows without
    one cannot be told apart as one person or several).  Returns the kept rows in their
    original order (a DataFrame or Series keeps its index).  Not a release: the ids and the
    numbers of rows per person stay with the data; only the forest fitted on the result is one.
    """
    from .data import SecretBits

    max_rows = _check_max_rows(max_rows)
    ids = person.to_numpy() if isinstance(person, (pd.Series, pd.Index)) else np.asarray(person, dtype=object)
    n = len(ids)
    if len(X) != n or len(y) != n:
        # the lengths are private: say what is wrong, not the numbers
        raise ValueError("X, y and person must have the same number of rows")
    if ids.ndim != 1:
        raise ValueError("person must be one identifier per row (a 1-d column)")
    codes, _ = pd.factorize(pd.Series(ids, dtype=object), use_na_sentinel=True)
    if (codes < 0).any():
        raise ValueError("person has missing identifiers: give every row its person's id (rows "
                         "without one cannot be bounded per person)")
    # a uniform priority per row from 53 secret bits (exact as a float); each person keeps the
    # rows of its max_rows smallest priorities
    priority = (SecretBits().integers(0, 1 << 64, n) >> np.uint64(11)).astype(float)
    rank = pd.Series(priority).groupby(codes).rank(method="first").to_numpy()
    kept = rank <= max_rows
    X_out = X.loc[kept] if isinstance(X, pd.DataFrame) else np.asarray(X)[kept]
    y_out = y[kept] if isinstance(y, (pd.Series, np.ndarray)) else np.asarray(y, dtype=object)[kept]
    return X_out, y_out

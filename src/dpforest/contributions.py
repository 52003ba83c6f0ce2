"""Protecting people who have several rows: bound each person's rows, then fit at ε / k.

Every guarantee in dpforest is about one *row*: two data sets that differ in one row give
models whose probabilities differ by at most a factor e^ε.  A person with k rows (visits,
transactions, survey waves) differs between "in" and "out" by k rows, and is protected only at
k·ε (group privacy).  The ledger, which counts rows, still says ε.

The sound way to protect people is to bound what one person can contribute, then split the
budget: :func:`bound_rows_per_person` keeps at most ``max_rows`` rows of each person, so that
adding or removing one person changes the kept rows by at most ``max_rows`` rows, and a forest
fitted on them at ``epsilon = person_epsilon / max_rows`` is ``person_epsilon``-DP for people
(:func:`row_epsilon` does the division, rounding down).  What the argument needs is that a
person's choice reads that person's rows only: not their positions, not other people.  Here
it is made by coins from the operating system, one per row.  A seeded generator's draws would
follow the rows' positions, so one person's rows inserted in front would change which rows
everyone else keeps (the same reason as for :func:`dpforest.rebalance.subsample_classes`);
coins keyed by a secret and the person's id, or a fixed rule per person (the latest visit),
would be sound too.  Each call draws anew: fits on two draws are two releases about the same
people, and their budgets add up.

``max_rows`` must be chosen without looking at the data (from how the data were collected: at
most four visits a year, say): a bound computed from the records (the largest number of rows of
any person) is a release of that number.  Smaller bounds drop more rows but leave more ε per
row; one row per person (``max_rows=1``) keeps the whole budget and is often best when people
have a handful of rows each.

:func:`fit_per_person` does the three steps in one call and records the unit on the model
(``person_bound_``: the id column's name, the bound and the guarantee per person), which
:func:`~dpforest.io.save_model` keeps and ``dpforest show`` states beside the ledger's
per-row ε: a ledger alone cannot say whether its rows are people.
"""
from __future__ import annotations

import inspect
import math
import numbers

import numpy as np
import pandas as pd

from ._stack import user_stacklevel
from .exceptions import AccountingWarning, SettingsWarning

__all__ = ["bound_rows_per_person", "fit_per_person", "person_bound", "row_epsilon"]


def _check_max_rows(max_rows) -> int:
    if isinstance(max_rows, bool) or not isinstance(max_rows, numbers.Integral) or max_rows < 1:
        raise ValueError(f"max_rows must be a whole number >= 1, got {max_rows!r}")
    return int(max_rows)


def ids_per_row(ids, X, n: int, what: str, kinds: str = "one id per row", align: str = ""):
    """``ids`` (one id per row of ``X``: a Series, Index, array or list) as a 1-d object array,
    checked without quoting a value or a count: a Series must carry X's index (matched by
    position it would give rows to the wrong ids), one id per row, ``n`` of them.  ``what``
    names the argument in the messages; ``kinds`` says what it may be, ``align`` adds to the
    advice for a misaligned Series.  Shared by :func:`bound_rows_per_person` and
    ``PrivateModelSelector.fit(groups=)``."""
    from .schema import as_pandas

    from .privacy.record_filter import _check_id_indexes

    ids = as_pandas(ids, what)
    _check_id_indexes(X, align, **{what: ids})
    if isinstance(ids, (pd.Series, pd.Index)):
        out = ids.to_numpy(dtype=object)
    elif isinstance(ids, np.ndarray):
        out = ids.astype(object)
    elif isinstance(ids, (list, tuple)):
        out = np.empty(len(ids), dtype=object)          # tuple ids stay one id each
        out[:] = list(ids)
    else:
        raise TypeError(f"{what} must be {kinds} (a Series, Index, array or list), got "
                        f"{type(ids).__name__}")
    if out.ndim != 1:
        raise ValueError(f"{what} must be one identifier per row (a 1-d column)")
    if len(out) != n:
        # the lengths are private: say what is wrong, not the numbers
        raise ValueError(f"X, y and {what} must have the same number of rows")
    return out


def row_epsilon(person_epsilon: float, max_rows: int) -> float:
    """The ε to fit with, per row, so that people with at most ``max_rows`` rows each are
    protected at ``person_epsilon`` (group privacy: ``max_rows`` rows compose to
    ``max_rows · ε``).  Rounded down, so that ``max_rows`` times it never exceeds
    ``person_epsilon`` (a plain float division can land one unit above)."""
    from fractions import Fraction

    max_rows = _check_max_rows(max_rows)
    if isinstance(person_epsilon, bool) or not isinstance(person_epsilon, numbers.Real) \
            or not math.isfinite(person_epsilon) or person_epsilon <= 0:
        raise ValueError(f"person_epsilon must be a finite number > 0, got {person_epsilon!r}")
    exact = Fraction(float(person_epsilon)) / max_rows    # float(): numpy scalars too
    out = float(exact)
    if Fraction(out) > exact:
        out = math.nextafter(out, 0.0)
    from .forests.base import EPSILON_RANGE

    if out <= 0:
        raise ValueError("max_rows is so large that no positive epsilon per row is left")
    if out < EPSILON_RANGE[0]:
        raise ValueError(f"max_rows={max_rows} leaves {out:.3g} per row of person_epsilon="
                         f"{person_epsilon:g}, below the smallest epsilon the noise sampler "
                         f"supports ({EPSILON_RANGE[0]:g}): a smaller max_rows or a larger "
                         f"person_epsilon")
    return out


def _no_id_column(person) -> ValueError:
    """The refusal of a ``person`` name X has no column of."""
    return ValueError(f"person={person!r} names no column of X (pass the ids as a Series, one "
                      f"per row, or the name of X's id column)")


def _refuse_feature_as_id(person, features) -> None:
    """Refuse a ``person`` that names a feature of the model's schema (dropped as ids, it would
    then be refused as a column X lacks)."""
    if isinstance(person, str) and person in features:
        raise ValueError(f"person={person!r} is a feature of the model's schema, not an id column")


def check_person(X, person, features) -> None:
    """Refuse a ``person`` argument that cannot key people, from the arguments alone (before a
    budget reserves anything or a record is read): X's id column by name -- one X has, and no
    feature of the schema -- or one id per row."""
    from .privacy.record_filter import _per_row

    if person is None:
        raise TypeError("person is required: the name of X's id column or one id per row")
    _refuse_feature_as_id(person, features)
    if isinstance(person, str):
        columns = getattr(X, "columns", None)
        if columns is not None and person not in [str(c) for c in columns]:
            raise _no_id_column(person)
    elif not _per_row(person):
        raise ValueError(f"person must be the name of X's id column or one id per row, got "
                         f"{type(person).__name__}")


def bound_rows_per_person(X, y, person, max_rows: int, *, schema=None):
    """``(X, y)`` with at most ``max_rows`` rows of each person, chosen at random among that
    person's rows by coins from the operating system (see the module's docstring for why never
    from a seed); a person with fewer rows keeps them all.  Fit the result at
    ``epsilon=row_epsilon(person_epsilon, max_rows)``.

    X : DataFrame or 2-d array (polars and pyarrow frames are read as pandas, as ``fit`` reads
    them); y : labels of the same length; person : the name of X's id column (then left out of
    the returned X, so that no forest reads it as a feature and publishes ids), or one
    identifier per row (a Series or Index must carry X's index: a Series in another order would
    give rows to the wrong people).  Each id is read on its own, as ``==`` compares ids (17,
    17.0 and ``np.int64(17)`` are one person, ``"17"`` another, as the split's groups read
    them): write each person's id one way, or one person keeps ``max_rows`` rows per spelling;
    missing ids are refused, since rows without one cannot be told apart as one person or
    several.  Returns the kept rows in their original order (a DataFrame or Series keeps its
    index).  Not a release: the ids and the numbers of rows per person stay with the data; only
    the forest fitted on the result is one.  In memory only (a Dask frame is refused).

    Per row, a model fitted on the result at ε costs 2·ε, not ε: one more row of a person can
    push out another of that person's kept rows.  :func:`fit_per_person` records the bound on
    the model, so a budget counting rows books it at 2·ε; a model fitted here by hand carries no
    bound, so book it so yourself (``budget.spend(2 * epsilon, "what it is")``), or use
    :func:`fit_per_person`.

    ``schema`` (a :class:`~dpforest.Schema`, the one the kept rows will be fitted with): every
    row's values and label are checked against it before the rows are drawn, and a row it
    does not accept is refused here, as :func:`fit_per_person` refuses it.  Without it the
    rows are not checked here, and the fit after refuses such a row only if the draw kept it
    -- which its person's number of rows decides, so whether the fit is refused then tells a
    little about that person.  Pass the schema, or make sure every row conforms first
    (:meth:`~dpforest.Schema.check`).
    """
    from .schema import Schema

    if schema is not None and not isinstance(schema, Schema):
        raise TypeError(f"schema must be a dpforest Schema, got {type(schema).__name__}")

    def check(X_rows, y_rows):
        # what a fit refuses by column and by kind, before any row is drawn
        schema.encode(X_rows)
        schema.encode_labels(y_rows)
    X_out, y_out, _ = _bounded(X, y, person, max_rows, check=None if schema is None else check)
    return X_out, y_out


def _bounded(X, y, person, max_rows, check=None):
    """:func:`bound_rows_per_person`'s kept ``(X, y)`` and the kept rows' ids (for a
    selector's ``groups``, so that one person's rows stay in one part).  ``check(X, y)``, on
    every row (the id column left out) before the kept rows are drawn: a refusal of a record
    the schema does not accept then follows that record alone, not whether the draw kept it
    (which the number of its person's rows would decide)."""
    from .data import SecretBits
    from .schema import as_pandas, is_dask_collection

    max_rows = _check_max_rows(max_rows)
    if any(is_dask_collection(v) for v in (X, y, person)):
        raise TypeError("bound_rows_per_person works on data in memory: compute the Dask frame "
                        "(or bound each person's rows where the data live) first")
    X, y = as_pandas(X), as_pandas(y, "y")
    if isinstance(person, str):
        if not isinstance(X, pd.DataFrame) or person not in X.columns:
            raise _no_id_column(person)
        ids, X = X[person].to_numpy(dtype=object), X.drop(columns=[person])
    else:
        ids = ids_per_row(person, X, len(y), "person", "a column name of X or one id per row",
                          " or pass the column's name")
    if len(X) != len(ids) or len(y) != len(X):
        # the lengths are private: say what is wrong, not the numbers
        raise ValueError("X, y and person must have the same number of rows")
    try:
        # the object array itself: a Series would infer a dtype (pandas 2.2 overflows on an
        # integer id beyond float range)
        codes, _ = pd.factorize(ids, use_na_sentinel=True)
    except Exception:       # noqa: BLE001  an id whose hash fails, with its own message (which
        # could quote it): refused without that message, as an unhashable one is
        raise ValueError("person's ids must be hashable values (numbers, text, tuples), one per "
                         "row") from None
    if (codes < 0).any():
        raise ValueError("person has missing identifiers: give every row its person's id (rows "
                         "without one cannot be bounded per person)")
    # each id keyed on its own, exactly and as == compares ids (17, 17.0, np.int64(17) and
    # Decimal(17) one person; '17' another; 64-bit ids never rounded), the key the split's
    # groups use too: how one record's id is read never depends on the other records (a rule
    # over the whole column -- a refusal of mixed kinds, or reading them all as text once one
    # was text -- let adding one person regroup the others)
    from .data import _canonical_id

    keys = np.empty(len(ids), dtype=object)       # (np.array would unpack tuple keys)
    try:
        keys[:] = [_canonical_id(v) for v in ids]
    except Exception:       # noqa: BLE001  an id whose repr raises: refused as an unhashable
        # one is, without its own message (a pinned budget leaves such an id out before)
        raise ValueError("person's ids must be values with a plain form (numbers, text, "
                         "tuples), one per row") from None
    codes, _ = pd.factorize(keys, use_na_sentinel=True)
    if check is not None:
        check(X, y)
    # a uniform secret priority per row; each person keeps the rows of its max_rows smallest
    priority = SecretBits().uniform(len(ids))
    rank = pd.Series(priority).groupby(codes).rank(method="first").to_numpy()
    kept = rank <= max_rows
    # a list of rows keeps each value's type (np.asarray would make mixed rows text)
    # (an empty plain list stays a list: an empty fit, as for fit itself; np.asarray would make
    # it a 1-d array, which fit refuses)
    X_out = X.loc[kept] if isinstance(X, pd.DataFrame) else \
        [] if isinstance(X, (list, tuple)) and not len(X) else (
        X if isinstance(X, np.ndarray) else np.asarray(X, dtype=object))[kept]
    y_out = y[kept] if isinstance(y, (pd.Series, np.ndarray)) else np.asarray(y, dtype=object)[kept]
    return X_out, y_out, ids[kept]


def _schema_check(final, epsilon: float):
    """``check`` for :func:`_bounded`: every row against the schema and classes ``final``
    would fit them with (a selector: its candidates'), refused as its fit refuses them (the
    labels, with the values beside them, then the values), at the ``epsilon`` it will be
    given, on a clone (the estimator itself is left as it is: an earlier fit's column order or
    its own epsilon plays no part).  None where no such check can be made before the draw:
    behind a Pipeline's steps the rows are not yet what the estimator reads (``_bounded`` is
    called without it), and an estimator of one's own without dpforest's checks."""
    from sklearn.base import clone

    try:
        if hasattr(final, "candidates") and hasattr(final, "_schema"):
            checker = clone(final.candidates[0]).set_params(schema=final._schema(),
                                                            epsilon=epsilon)
        else:
            checker = clone(final).set_params(epsilon=epsilon)
    except Exception:       # noqa: BLE001  settings the fit itself refuses (public), later
        return None
    if not all(hasattr(checker, a) for a in ("_checked_settings", "_check_container",
                                              "_check_labels")):
        return None

    def check(X, y):
        import warnings

        from .forests.base import checked_labels

        _, schema = checker._checked_settings()
        if isinstance(X, (list, tuple)) and len(X) == 0:
            return                   # no rows: fit takes them as an empty array
        # its input warnings (a column-vector y) are said once, by the fit on the kept rows
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            checker._check_container(X, fitting=True)
            checked_labels(checker, X, y, schema)
        schema.encode(X)             # values beyond the domain: refused by column

    return check


def fit_per_person(estimator, X, y, *, person, max_rows: int, person_epsilon: float):
    """Fit ``estimator`` so that each *person* is protected at ``person_epsilon``.

    The three steps of the module's docstring in one call: at most ``max_rows`` rows of each
    person are kept (:func:`bound_rows_per_person`), ``estimator``'s ``epsilon`` is set to
    :func:`row_epsilon` ``(person_epsilon, max_rows)``, and it is fitted on the kept rows.  By
    group privacy a person's at most ``max_rows`` rows compose to at most ``person_epsilon``.

    Parameters
    ----------
    estimator : dpforest estimator or Pipeline
        Any dpforest forest (or :class:`~dpforest.model_selection.PrivateModelSelector`), or
        a scikit-learn Pipeline ending in one (its steps see the kept rows without the id
        column); fitted in place, as ``estimator.fit`` is.  Its (last step's) ``epsilon`` is
        replaced by the per-row ε.
    X, y, person
        As for :func:`bound_rows_per_person`: ``person`` names X's id column (left out of the
        features) or gives one id per row.
    max_rows : int
        The public bound on rows kept per person (from how the data were collected, never
        from the records).
    person_epsilon : float
        The guarantee per person.

    Returns
    -------
    estimator
        Fitted, with (on the dpforest estimator, a Pipeline's last step)
        ``person_bound_ = {"column": name or None, "max_rows": max_rows,
        "person_epsilon": ...}``; its ``ledger_`` counts rows and reads the per-row ε.  The
        recorded guarantee is ``max_rows`` times the ledger's ε when that is larger than
        ``person_epsilon`` (a paper accounting whose true ε exceeds the ``epsilon`` it was
        given; a warning says so), so it is never below what the fit spent.

    Notes
    -----
    Every row is checked against the schema before the kept rows are drawn, as the fit checks
    them, so that a record the schema refuses is refused whether or not the draw would keep it
    (which its person's number of rows decides).  Behind a Pipeline's steps that check cannot
    be made (the steps are fitted on the kept rows): there such a record is refused only when
    kept, so make sure every row fits the schema first, or fit through a budget pinned to the
    schema, which leaves such records out one by one.

    Each call draws the kept rows anew: two calls on the same people are two releases, and
    their budgets add up.  A later plain ``fit`` removes ``person_bound_`` (its rows are then
    rows again).
    """
    final, prefix = _final_step(estimator)
    if not hasattr(final, "get_params") or "epsilon" not in final.get_params(deep=False):
        raise TypeError(f"fit_per_person fits a dpforest estimator with an epsilon parameter (or "
                        f"a Pipeline ending in one), got {type(estimator).__name__}")
    eps = row_epsilon(person_epsilon, max_rows)     # checks both before any row is read
    own = final.get_params(deep=False)["epsilon"]
    default = inspect.signature(type(final).__init__).parameters.get("epsilon")
    if default is not None and own != default.default and own != eps:
        # its own epsilon would read as the guarantee (a walkthrough gave epsilon=5.0 and got a
        # model of 0.0208 back without a word); public: the parameters
        import warnings

        warnings.warn(f"fit_per_person sets {type(final).__name__}'s epsilon to "
                      f"person_epsilon / max_rows = {eps:.4g} per row (so that the rows kept of "
                      f"one person spend at most epsilon {person_epsilon:g} in all); its own "
                      f"epsilon={own!r} is not used",
                      SettingsWarning, stacklevel=user_stacklevel())
    declared = final.get_params(deep=False).get("n_samples")
    if declared is not None:
        # the kept rows are drawn (at most max_rows a person), so their number is neither the
        # input's nor public: a size declared for the input sizes depth and leaves for records
        # that are not there (a walkthrough's 36,115 rows kept about 15,000).  Said from the
        # parameters alone
        import warnings

        warnings.warn(f"fit_per_person keeps at most max_rows={max_rows} rows a person, a "
                      f"number drawn from the records, so {type(final).__name__}'s "
                      f"n_samples={declared!r} (declared public) may be far from the rows it "
                      f"is fitted on, and its size rules follow that figure; leave n_samples "
                      f"unset here, so the fit counts the kept rows with noise",
                      SettingsWarning, stacklevel=user_stacklevel())
    schema = final.get_params(deep=False).get("schema")
    if isinstance(person, str) and person in (getattr(schema, "feature_names", None) or ()):
        raise ValueError(f"person={person!r} is a feature of the schema: the id column must not "
                         f"be one (a forest would split on ids and publish them)")
    from .forests.base import _warn_copied_rows, _warn_misaligned_indexes

    # said of the caller's X and y (only pandas objects have an index to differ; polars and
    # Dask input are not converted for it): the fit below gets the kept rows' labels as an
    # array and their rows on a fresh index, so that no warning follows which rows the secret
    # draw kept (the copied-rows notice fired as the draw kept both copies of a row or not)
    _warn_misaligned_indexes(X, y)
    _warn_copied_rows(X)
    # every row checked first where the estimator's own checks can be run on them; behind a
    # Pipeline's steps they cannot (the steps are fitted on the kept rows), so there a record
    # the schema refuses is refused only if the draw keeps it (the docstring says so)
    kept_X, kept_y, kept_ids = _bounded(X, y, person, max_rows,
                                        check=None if prefix else _schema_check(final, eps))
    if isinstance(kept_y, pd.Series):
        kept_y = kept_y.to_numpy()
    if isinstance(kept_X, pd.DataFrame):
        kept_X = kept_X.reset_index(drop=True)
    # a selector keeps each person in one part, as fit(groups=) does: one person's rows in a
    # candidate's training part and in the validation part would flatter the choice
    extra = ({prefix + "groups": np.asarray(kept_ids, dtype=object)}
             if "groups" in inspect.signature(final.fit).parameters else {})
    # a Pipeline's steps are fitted in place too: each is put back as it was if anything fails
    objects = [estimator] + [step for _, step in getattr(estimator, "steps", ())[:]
                             if hasattr(step, "__dict__")]
    previous = [dict(vars(o)) for o in objects]
    try:
        estimator.set_params(**{prefix + "epsilon": eps})
        estimator.fit(kept_X, kept_y, **extra)
        # on the dpforest estimator, which holds the ledger (a budget reads it there)
        # the ids' column: named, or the name of the Series handed in (X["patient_id"]), a
        # caller's label as public as the schema's names; an unnamed array has none
        column = person if isinstance(person, str) else getattr(person, "name", None)
        record_person_bound(final, column if isinstance(column, str) else None, max_rows,
                            person_epsilon)
        _note_callers_records(final, X, y)
    except BaseException:
        # fit leaves a failed estimator as it was: so does this, its epsilon included, also
        # when the fit succeeded and a warning about the bound was raised as an error
        for o, state in zip(objects, previous):
            o.__dict__.clear()
            o.__dict__.update(state)
        raise
    return estimator


def _note_callers_records(model, X, y) -> None:
    """The fit read the caller's X and y through the kept rows (new objects the caller never
    sees): remember the caller's objects as its training records (a private evaluation on
    them says so), and outside a budget mark them as read by a fit no budget booked, so that a
    budget's later fit on them says so (identities only)."""
    from .forests.base import _register_fit, _remember_training_objects
    from .privacy.accountant import budget_running

    _remember_training_objects(model, X, y)
    if not budget_running():
        _register_fit(model, X, y)


def _final_step(estimator):
    """``(the estimator that spends, the prefix its parameters take)``: a Pipeline's last step
    and ``'name__'``, else ``estimator`` and ``''``."""
    from sklearn.pipeline import Pipeline

    if isinstance(estimator, Pipeline) and estimator.steps:
        name, step = estimator.steps[-1]
        return step, f"{name}__"
    return estimator, ""


def record_person_bound(model, column, max_rows: int, person_epsilon: float) -> dict:
    """Set ``model.person_bound_`` after a fit on at most ``max_rows`` rows a person (and on a
    selector's chosen model, which carries the selection's ledger and is what gets saved).
    The guarantee recorded is ``person_epsilon``, or ``max_rows`` times the ledger's ε where
    that is more (a paper accounting whose true ε exceeds the ``epsilon`` it was given; a
    warning says so), so it is never below what the fit spent.  Returns the bound."""
    import warnings

    per_row = float(model.ledger_.epsilon)
    spent, guarantee = max_rows * per_row, float(person_epsilon)
    above = spent > guarantee and not math.isclose(spent, guarantee, rel_tol=1e-9)
    bound = {"column": column, "max_rows": int(max_rows),
             "person_epsilon": spent if above else guarantee}
    # recorded before the warning, which a caller may raise as an error (the model then says
    # what it spends either way; fit_per_person puts the estimator back as it was)
    model.person_bound_ = bound
    # its report then words ε per kept row and states the person's
    model.ledger_.bound_per_person(bound)
    if hasattr(model, "best_estimator_"):
        model.best_estimator_.person_bound_ = dict(bound)
        model.best_estimator_.ledger_.bound_per_person(bound)
    if above:
        warnings.warn(f"this estimator's ledger composes {per_row:g} per row (its accounting's "
                      f"true epsilon), so {max_rows} rows per person compose to {spent:g}, above "
                      f"person_epsilon={guarantee:g}; person_bound_ records {spent:g}",
                      AccountingWarning, stacklevel=user_stacklevel())
    return bound


def person_bound(model) -> dict | None:
    """The rows-per-person bound recorded with a fitted model: ``person_bound_`` (set by
    :func:`fit_per_person` and the ``dpforest fit --person`` command), or in files that
    command wrote before that attribute, the CSV layout's ``person_bound``; ``None`` when the
    model's unit is one row.  Read as the file gives it (a checker shows it; it is text the
    fitter wrote, not a record's)."""
    bound = getattr(model, "person_bound_", None)
    if bound is None:
        bound = (getattr(model, "csv_format_", None) or {}).get("person_bound")
    return bound if isinstance(bound, dict) else None

"""Public schema: what may be known about the data without looking at it.

Differential privacy protects records, not metadata -- but only metadata the user *declares*.
Feature bounds, category sets and the class set read from the training data would leak (a
minimum is a record's value).  A :class:`Schema` is therefore always declared by the user (or
by a dataset loader that documents where its domain comes from) and is the only source of
domains used by dpforest (docs/privacy.md, "Public metadata only").

The schema also fixes the *encoding* every algorithm works on: each feature becomes a small
integer code.

* Categorical feature with categories ``c_0..c_{k-1}``: code ``i`` for ``c_i``.
* Numeric feature with public bounds ``[lower, upper]``: split candidates are a data-independent
  grid of ``n_bins`` equal-width bins over the bounds (or user-given ``cuts``); the code is the
  bin index.  Thresholds between bins are the only numeric split points, which is what keeps the
  candidate set data-independent (docs/privacy.md, "Split candidates").

Missing values policy (DP-sound): a feature declared with ``allow_missing=True`` gets one extra,
public code for "missing" (code 0 for numeric features -- so a threshold split always sends
missing values to the left branch --, the last code for categorical features, i.e. a category of
its own).  Nothing about how many values are missing is released except through charged
queries.  A feature without ``allow_missing`` refuses NaN/None with an error.
"""

from __future__ import annotations

import contextvars
import copy
import datetime
import decimal
import fractions
import keyword
import math
import numbers
import re
import unicodedata
import warnings
from collections import Counter
from collections.abc import Iterable as _IterableABC, Mapping as _MappingABC
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

import numpy as np
import pandas as pd

from . import _kernels
from ._stack import tool_on_stack, user_stacklevel
from .exceptions import ConformWarning, DPForestError, DPForestWarning, InputWarning

__all__ = ["Numeric", "Categorical", "Ordinal", "Schema", "SchemaError", "SchemaTypeError", "SchemaReport",
           "rebinned_schema"]


#: most codes one feature may have (bins or categories, and the missing code): codes are
#: stored in 16 bits (:func:`code_dtype`), so more would wrap around silently
MAX_FEATURE_CODES = 2 ** 16


def _check_bins(n_bins, where: str) -> int:
    """``n_bins`` as an int in [2, MAX_FEATURE_CODES - 1], else a SchemaError: a fraction would
    be truncated in silence, and a huge count would build its grid (memory) and then wrap its
    codes around."""
    if isinstance(n_bins, (bool, np.bool_)) or not isinstance(n_bins, (numbers.Integral, float)) \
            or (isinstance(n_bins, float) and not float(n_bins).is_integer()):
        raise SchemaError(f"{where}n_bins must be a whole number >= 2, got {_short(n_bins)}")
    if not 2 <= int(n_bins) <= MAX_FEATURE_CODES - 1:
        raise SchemaError(f"{where}n_bins must be >= 2 and at most {MAX_FEATURE_CODES - 1:,} "
                          f"(codes are 16-bit), got {int(n_bins):,}")
    return int(n_bins)


def code_dtype(max_codes: int):
    """The integer type of an encoded code table whose features have at most ``max_codes``
    codes (one byte per value where it fits)."""
    return np.uint8 if int(max_codes) <= 255 else np.uint16



def few_names(names: list, first: int = 5) -> str:
    """A list of column names for a message, cut as scikit-learn cuts its lists: up to
    ``first + 1`` names whole, else the first ``first`` and how many more (a message listing
    20,000 gene columns ran to 400 KB)."""
    names = list(names)
    if len(names) <= first + 1:
        return f"{names}"
    return f"{names[:first]} and {len(names) - first:,} more"

class SchemaError(DPForestError, ValueError):
    """Input does not fit the declared public schema (or the schema itself is invalid).

    ``problems``: where the input's columns were checked against the schema, one ``(column,
    kind)`` pair per column and kind of problem found in X (schema column names and fixed
    text, as the message says them), for serving code that routes problems without reading the
    message.  The schema's own refusals of X's layout list it too: a missing schema column
    under its name, the rest (columns not in the schema, a wrong width, not 2-dimensional,
    sparse) under ``'<X>'``, never X's own names.  Empty for other refusals: of the labels
    alone, and the layout refusals scikit-learn's input checks make first in some estimator
    paths (a 1-d or 3-d array at predict, ragged rows, duplicate columns).  A refusal of the
    labels beside X's problems lists X's."""

    problems: tuple = ()

    @property
    def codes(self) -> tuple:
        """``problems`` with each kind as a stable code, ``(column, code)``, for a program that
        routes refusals: the kind's text names declared bounds or categories and may be
        reworded, a code will not.  Codes: ``'missing'``, ``'temporal'``, ``'non_numeric'``,
        ``'infinite'``, ``'out_of_bounds'``, ``'unknown_category'``, ``'unhashable'``;
        for the label column ``'<label>'``: ``'missing_label'``, ``'unknown_label'``,
        ``'unhashable_label'``; for X's layout, under a schema column's name
        ``'missing_column'`` and ``'repeated_column'``, under ``'<X>'`` ``'extra_columns'``,
        ``'wrong_width'``,
        ``'not_2d'``, ``'sparse'``, and at predict ``'empty'`` (a batch of no rows);
        ``'other'`` for a kind added later."""
        return tuple((column, problem_code(kind)) for column, kind in self.problems)


#: a problem's kind (its text's start) -> its stable code (SchemaError.codes); first match
_PROBLEM_CODES = (
    ("missing values", "missing"), ("dates or times", "temporal"),
    ("non-numeric values", "non_numeric"), ("infinite values", "infinite"),
    ("values outside the declared bounds", "out_of_bounds"),
    ("values that cannot be categories", "unhashable"),
    ("values outside the declared", "unknown_category"),
    ("labels that cannot be classes", "unhashable_label"), ("missing labels", "missing_label"),
    ("labels that are not one of", "unknown_label"),
    ("missing column", "missing_column"), ("columns not in the schema", "extra_columns"),
    ("a repeated column", "repeated_column"),
    ("a sparse matrix", "sparse"), ("not 2-dimensional", "not_2d"),
    ("a different number of columns", "wrong_width"), ("no records", "empty"),
)


def refuse_repeated_columns(columns, names) -> None:
    """Refuse X whose columns repeat a schema column's name (which of the two would be read is
    not the user's choice), by the schema's names only, each as a ``'repeated_column'``
    problem; a repeated name the schema does not declare is left to the extra-columns check
    (X's own names can be record values)."""
    known = set(names)
    twice = sorted(c for c, k in Counter(map(str, columns)).items() if k > 1 and c in known)
    if twice:
        e = SchemaError(f"X has more than one column named {twice}")
        e.problems = tuple((c, "a repeated column") for c in twice)
        raise e


def _exact(v) -> str:
    """A declared bound as written (:func:`dpforest.statement.declared_text`: ``:g`` showed
    1234567 as 1.23457e+06 in the declaration the data owner reviews)."""
    from .statement import declared_text

    return declared_text(float(v))


def problem_code(kind: str) -> str:
    """The stable code of a problem's kind (:attr:`SchemaError.codes`)."""
    return next((code for start, code in _PROBLEM_CODES if kind.startswith(start)), "other")


class OutOfDomainError(SchemaError):
    """Records beyond the declared domain: numeric values outside a feature's bounds, infinite
    values, or values of a categorical feature outside its declared categories (with or without
    other problems in the same input).

    New records of this kind can still be predicted by a fitted model through
    :meth:`Schema.conform`, which reads a value beyond a bound as the bound and an unknown
    category as a missing value.  ``conformable`` says whether it can: ``False`` when an unknown
    category falls in a column that does not allow missing values (no code can stand for it),
    when the input has other problems beside (which conform does not fix), or when the error is
    :meth:`Schema.conform`'s own refusal.  It is decided from the schema
    and the kinds of problem found, so it says nothing the message does not."""

    def __init__(self, message: str, conformable: bool = True, problems: tuple = ()):
        super().__init__(message)
        self.conformable = conformable
        self.problems = tuple(problems)

    def __reduce__(self):
        # raised on a Dask worker and sent back: rebuilt with its flag and problems
        return (type(self), (str(self), self.conformable, self.problems))


class CategoriesFromDtypeWarning(DPForestWarning):
    """:meth:`Schema.from_dataframe` took a column's categories from its pandas ``Categorical``
    dtype.  ``.astype("category")`` and ``pd.Categorical(values)`` build that dtype from the
    values that occur, and the categories become part of the released model; declare them
    (``categories={name: [...]}``) to confirm they are public."""


class SchemaTypeError(SchemaError, TypeError):
    """A schema declaration of the wrong form (a bare string where a list of values is expected,
    an unordered set, bounds that are not a pair of numbers, ...).  Both a :class:`SchemaError`
    and a ``TypeError``, so either ``except`` catches it."""


# Date / time values: dpforest works on numbers and declared categories; a date-valued bound
# or a date-typed column must first be converted to a number by the user (pd.Timestamp is a
# datetime.datetime is a datetime.date; pd.Timedelta is a datetime.timedelta).
_TEMPORAL_TYPES = (datetime.date, datetime.time, datetime.timedelta, np.datetime64,
                   np.timedelta64, pd.Period)


def _short(v, limit: int = 80) -> str:
    """repr of a *declared* (public) value, cut to ``limit`` characters for a message."""
    r = repr(v)
    return r if len(r) <= limit else r[: limit - 3] + "..."


def _declared_values(values, what: str, *, missing_hint: str) -> tuple:
    """A declared, ordered list of distinct values (categories or classes) as a tuple.

    Refuses, naming ``what``: a bare string (it would be read one character per value), a set
    (its order -- the encoding's codes, kept in model files -- is arbitrary and changes between
    sessions; ``predict_proba``'s columns follow the sorted ``classes_`` whatever the order), a
    non-iterable, unhashable elements, missing values (None/NaN/NaT/pd.NA) and
    values equal under ``==`` (``True == 1 == 1.0``: they would share one code).  The values are
    the user's public declaration, so the messages may show them.
    """
    if isinstance(values, (str, bytes)):
        raise SchemaTypeError(
            f"{what} must be a list (or tuple / array) of values, got the single string "
            f"{_short(values)}, which would be read one character per value; write "
            f"[{_short(values)}] for one value")
    if isinstance(values, (set, frozenset)):
        raise SchemaTypeError(
            f"{what} must be an ordered sequence (list, tuple or array), got a "
            f"{type(values).__name__}: a set's order is arbitrary and may differ between "
            f"sessions, and it fixes the encoding (the model file's codes); pass e.g. "
            f"sorted(...) or a list in the order you want")
    if values is None or not isinstance(values, _IterableABC) or (
            isinstance(values, np.ndarray) and values.ndim == 0):
        raise SchemaTypeError(f"{what} must be a list (or tuple / array) of values, got "
                              f"{_short(values)}")
    if isinstance(values, _MappingABC):
        # iterating a dict gives its keys: a label map ({"a": 1, ...}) would declare its keys
        # without a word, and its values would mean nothing
        raise SchemaTypeError(f"{what} must be a list (or tuple / array) of values, got a "
                              f"{type(values).__name__}; pass list(...) of its keys or of its "
                              f"values, whichever are the values in the data")
    # numpy's text, boolean and number scalars as Python's (equal, and messages then show
    # 'setosa', not np.str_('setosa')); dates and times keep their type
    vals = tuple(v.item() if isinstance(v, (np.str_, np.bool_, np.integer, np.floating)) else v
                 for v in values)
    try:
        distinct = set(vals)
    except TypeError:
        bad = next(v for v in vals if not _hashable(v))
        raise SchemaTypeError(f"{what} must be hashable values (strings, numbers, booleans, "
                              f"dates, tuples...), got a {type(bad).__name__}: "
                              f"{_short(bad)}") from None
    arr = np.fromiter(vals, dtype=object, count=len(vals))
    na = np.flatnonzero(np.asarray(pd.isna(arr), dtype=bool))
    if len(na):
        raise SchemaError(f"{what} cannot contain a missing value ({_short(vals[na[0]])}): "
                          f"{missing_hint}")
    if len(distinct) != len(vals):
        seen: dict = {}
        for v in vals:
            if v in seen:
                a = seen[v]
                if repr(a) == repr(v):
                    raise SchemaError(f"{what} must be distinct: {_short(v)} is declared twice")
                raise SchemaError(
                    f"{what} must be distinct: {_short(a)} and {_short(v)} are equal in Python "
                    f"({_short(a)} == {_short(v)}) and would share one code; keep one of them")
            seen[v] = v
    _warn_look_alike(vals, what)
    return vals


#: whether the look-alike check runs (off while Schema.from_dataframe takes a column's
#: categories from its pandas dtype: those are record values, not a declaration)
_LOOK_ALIKE_CHECK: contextvars.ContextVar = contextvars.ContextVar("dpforest_look_alike",
                                                                   default=True)


def _warn_look_alike(vals: tuple, what: str) -> None:
    """Warn where two declared texts differ only in Unicode normalisation (é as one character
    or as e + accent) or surrounding blanks: records are matched by exact text, so a value's
    records are split between the spellings, or one stays empty -- a typing slip in the
    declaration, or an inconsistent export.  The
    values are the declaration's (public); shown with escapes, as they would look alike."""
    import unicodedata

    if not _LOOK_ALIKE_CHECK.get():
        return

    first: dict = {}
    for v in vals:
        if not isinstance(v, str):
            continue
        key = unicodedata.normalize("NFC", v).strip()
        if key in first:
            warnings.warn(
                f"{what} {ascii(first[key])} and {ascii(v)} differ only in Unicode normalisation "
                f"or surrounding blanks: records are matched to them by exact text, so records "
                f"of one value are split between the two spellings, or one spelling stays "
                f"empty; declare one spelling and write the data in it "
                f"(unicodedata.normalize('NFC', ...).strip() on both the declaration and the "
                f"data)", InputWarning,
                stacklevel=user_stacklevel())
            return
        first[key] = v


def _hashable(v) -> bool:
    try:
        hash(v)
    except Exception:      # noqa: BLE001  a hash that raises anything cannot key a category
        return False
    return True


def _no_code_for_unknown(name: str, word: str = "categories",
                         loose_text: bool = True) -> "OutOfDomainError":
    """conform's refusal of a categorical (``word``: or ordinal, "levels") column with unknown
    values and no missing code, with its problem code (``unknown_category``) for serving code;
    ``loose_text``: whether conform already read texts loosely (else it is pointed to: a case
    slip such as 'PLUS' for 'plus' was told to refit, which costs epsilon)."""
    return OutOfDomainError(
        f"column {name!r} has values outside the declared {word} and does not allow "
        f"missing values, so no code can stand for them: "
        + ("" if loose_text else f"if they differ from declared {word} only in case, spaces "
                                 f"or a number's form ('PLUS' for 'plus', '2' for 2), "
                                 f"conform(..., loose_text=True) reads them as those; otherwise ")
        + f"declare allow_missing=True for it and refit, or map those values to declared "
          f"{word} yourself", conformable=False,
        problems=((name, f"values outside the declared {word}"),))


def _is_missing_scalar(v) -> bool:
    """Whether one value is a missing marker (None, NaN, pd.NA, NaT)."""
    try:
        return bool(pd.isna(v))
    except Exception:   # noqa: BLE001  containers, signalling Decimal NaNs, and a value whose
        # own comparison raises (a float subclass's __ne__): not missing, judged as a value,
        # never its exception (under a pinned budget its message refused the fit)
        return False


def _bound_number(name: str, v, what: str = "bounds") -> float:
    """One declared bound (or cut) as a float, with a clear message for dates and non-numbers.

    Accepts whatever ``float()`` converts (ints, floats, numpy scalars, Decimal, bool, numeric
    strings) except dates/times."""
    if isinstance(v, _TEMPORAL_TYPES):
        raise SchemaTypeError(
            f"column {name!r}: {what} are dates/times ({type(v).__name__}); dpforest works on "
            f"numbers: convert the column to a number first (e.g. days since a public origin "
            f"date) and declare its {what} in that unit")
    try:
        return float(v)
    except (TypeError, ValueError):
        # a number written with a decimal comma ("0,5"): schemas take a decimal point
        # whatever the data file's own decimal mark
        comma = isinstance(v, str) and re.fullmatch(r"\s*[-+]?\d*,\d+\s*", v) is not None
        raise SchemaTypeError(
            f"column {name!r}: {what} must be numbers (or texts of numbers), got "
            f"{_short(v)} ({type(v).__name__})"
            + (f"; write {v.strip().replace(',', '.')}: a declared number takes a decimal "
               f"point, whatever the data file's decimal mark" if comma else "")) from None


def _is_finite(v) -> bool:
    """Whether a declared bound is a finite number (a Python int past float's range, or one
    numpy cannot take, such as 2**64, is not: as a float it is infinite or an error)."""
    try:
        return math.isfinite(float(v))
    except OverflowError:
        return False


def _bounds_pair(name: str, b) -> tuple[float, float]:
    """Declared bounds ``(low, high)`` of a column as two floats, or a clear error naming the
    column and the expected form."""
    if isinstance(b, _TEMPORAL_TYPES):
        _bound_number(name, b)                      # raises the dates/times message
    if not _is_flat_sequence(b):
        raise SchemaTypeError(f"bounds for column {name!r} must be a pair (low, high) of numbers, "
                              f"got {_short(b)}")
    vals = list(b)
    if len(vals) != 2:
        raise SchemaError(f"bounds for column {name!r} must be a pair (low, high) of numbers, got "
                          f"{len(vals)} values: {_short(b)}")
    return _bound_number(name, vals[0]), _bound_number(name, vals[1])


def _is_flat_sequence(v) -> bool:
    """A list / tuple / 1-d array of values: not a string, set, mapping, scalar or 2-d array."""
    return (isinstance(v, _IterableABC)
            and not isinstance(v, (str, bytes, set, frozenset, _MappingABC))
            and not (isinstance(v, np.ndarray) and v.ndim != 1))


def _no_bounds(declared: bool, what: str, advice: str) -> None:
    """Bounds declared for a column that is not numeric are refused, not silently ignored."""
    if declared:
        raise SchemaError(f"{what}: bounds only apply to numeric columns; {advice}")


def _is_nested_dtype(dt) -> bool:
    """An Arrow list, struct or map dtype (from the dtype only, never the values)."""
    if isinstance(dt, pd.ArrowDtype):
        import pyarrow as pa

        t = dt.pyarrow_dtype
        return bool(pa.types.is_nested(t))
    return False


#: scikit-learn's modules whose estimators fit their member on other columns than they are
#: given: feature selectors (RFE, RFECV, SequentialFeatureSelector) fit on column subsets,
#: ClassifierChain on the columns plus earlier targets' predictions
_COLUMN_WRAPPER_MODULES = ("sklearn.feature_selection", "sklearn.multioutput")


def _column_wrapper_hint() -> str:
    """' (RFE fits ...)' when a scikit-learn estimator that hands its member other columns
    than X's is up the call stack, else ''.  Reads the call stack only (class names), never
    the data: said on the width refusal, which otherwise reads as the caller's own mistake."""
    owner = tool_on_stack(_COLUMN_WRAPPER_MODULES)
    if owner is None:
        return ""
    if type(owner).__name__ in ("ClassifierChain", "RegressorChain"):
        # a chain adds the earlier targets' predictions as columns: nothing to select
        return (f" ({type(owner).__name__} fits each member on X's columns plus the earlier "
                f"targets' predictions, columns no schema declares; fit one dpforest "
                f"estimator per target instead, each with its own epsilon (they add up on "
                f"every record))")
    return (f" ({type(owner).__name__} fits its estimator on other columns than X's: on a "
            f"subset of them, or with added ones; an estimator with a declared schema takes "
            f"exactly the schema's columns.  Choose columns from public knowledge and declare "
            f"only those in the schema instead: a selection that reads the records' scores "
            f"spends privacy no ledger counts)")


def _is_duration_dtype(dt) -> bool:
    """A timedelta / Arrow duration dtype (a temporal dtype whose recipe is total_seconds)."""
    if pd.api.types.is_timedelta64_dtype(dt):
        return True
    if isinstance(dt, pd.ArrowDtype):
        import pyarrow as pa

        return bool(pa.types.is_duration(dt.pyarrow_dtype))
    return False


def _is_temporal_dtype(dt) -> bool:
    """A date / time / duration / period dtype (read from the dtype only, never the values)."""
    if isinstance(dt, pd.PeriodDtype) or getattr(dt, "kind", None) in ("M", "m"):
        return True
    if isinstance(dt, pd.ArrowDtype):
        import pyarrow as pa

        return bool(pa.types.is_temporal(dt.pyarrow_dtype))
    return False


def interior_points(values, lower: float, upper: float) -> np.ndarray:
    """The distinct finite points of ``values`` strictly inside (lower, upper), sorted.  Grids
    built from bounds by arithmetic (an interval split in equal parts, a ladder of octaves) can
    round onto a bound or onto each other where the bounds are only a few float steps apart (a
    timestamp in nanoseconds, a range of 1e-300): such points split nothing off."""
    v = np.asarray(values, dtype=float).ravel()
    return np.unique(v[np.isfinite(v) & (v > float(lower)) & (v < float(upper))])


def _check_flag(name, what: str, value) -> None:
    """A feature's yes/no setting must be a bool: a schema file's ``"no"`` or ``"false"`` is a
    non-empty string, which Python would read as true."""
    if not isinstance(value, (bool, np.bool_)):
        raise SchemaTypeError(f"feature {name!r}: {what} must be True or False (JSON true / "
                              f"false), got {_short(value)}")


def _quieted(values):
    """``values`` as a flat object array with every signalling Decimal NaN (which pandas can
    neither hash nor compare: it raises) replaced by None, a missing value as a quiet NaN is;
    None when there is none (the caller's error was another)."""
    import decimal

    objects = np.asarray(values, dtype=object).ravel()
    snan = np.fromiter((isinstance(v, decimal.Decimal) and v.is_snan() for v in objects),
                       dtype=bool, count=len(objects))
    if not snan.any():
        return None
    objects = objects.copy()
    objects[snan] = None
    return objects


def _is_missing(values: np.ndarray) -> np.ndarray:
    try:
        return pd.isna(values)
    except ArithmeticError:
        quiet = _quieted(values)
        if quiet is None:
            raise
        return pd.isna(quiet).reshape(np.shape(values))


def _unhashable(values) -> np.ndarray:
    """Rows holding an unhashable object (a list, dict, set): refused, and counted by check()."""
    def bad(v):
        try:
            hash(v)
            return False
        except Exception:      # noqa: BLE001  a hash that raises anything cannot key a category
            return True
    return np.fromiter((bad(v) for v in np.asarray(values, dtype=object).ravel()), dtype=bool)


def _factorize(values) -> tuple[np.ndarray, object]:
    """(codes, values of the codes) of a 1-D column, -1 for missing, without one Python object
    per row where pandas can avoid it: a categorical's own codes, pyarrow's dictionary encoding
    for Arrow-backed strings, a hash table over a numeric array.  Columns that are already
    object arrays (or plain sequences) are not merged into distinct values: each record is its
    own code (:func:`_each_value`)."""
    if isinstance(getattr(values, "dtype", None), pd.CategoricalDtype):
        cat = values.cat if isinstance(values, pd.Series) else values
        return np.asarray(cat.codes), cat.categories
    if isinstance(values, (pd.Series, pd.Index, pd.api.extensions.ExtensionArray)) or (
            isinstance(values, np.ndarray) and values.dtype.kind in "biuf"):
        if getattr(values, "dtype", None) != object:
            return _factorized(values)
    objects = np.asarray(values, dtype=object).ravel()
    if pd.api.types.infer_dtype(objects, skipna=True) == "string":
        # text only (str, and its subclass np.str_): equality among them is plain string
        # equality, transitive, so a class of equal values reads the same through any of its
        # records -- the per-record lookup guards against mixed types only (3.5x the time)
        return _factorized(objects)
    return _each_value(_factorized(objects), objects)


def _each_value(factorized, values: np.ndarray):
    """``factorized``'s missing values kept, and every other record made its own class (its own
    value as the class's value), so that each record is looked up on its own.

    pandas puts values that compare and hash equal in one class, read through its first value.
    Among objects equality need not be transitive: ``np.datetime64('2020-01-01')`` equals
    ``date(2020, 1, 1)`` and a ``Timestamp`` of that day, which does not equal the date; a
    day-unit and a minute-unit datetime64 are equal while only one equals a declared
    ``datetime``; a NumPy int64 beyond 2^53 equals a float that its Python twin does not.  Read
    through a representative, a record's category (or refusal) depended on which equal record
    came first.  One lookup per record costs about three times a factorisation and lookup of
    distinct values (0.10 s against 0.04 s for a column of 1,000,000 objects; object labels
    0.47 s against 0.13 s for 2,000,000), and only object columns of other than text alone
    pay it (:func:`_factorize`)."""
    codes, _ = factorized
    own = np.arange(len(values), dtype=np.int64)
    missing = np.asarray(codes) < 0
    if missing.any():
        own[missing] = -1
        # a missing record's own value is never looked up (its code is -1), and a signalling
        # Decimal NaN among them cannot even be hashed
        values = values.copy()
        values[missing] = None
    return own, values


def _factorized(values):
    """pandas' factorisation, a signalling Decimal NaN (which cannot be hashed) read as missing,
    as a quiet one is."""
    try:
        return pd.factorize(values, use_na_sentinel=True)
    except Exception as e:     # noqa: BLE001  (an object's hash may raise anything)
        quiet = _quieted(values)
        if quiet is None:
            if isinstance(e, TypeError):
                raise
            # not the object's own words: its callers read a TypeError as unhashable values
            raise TypeError("a value that cannot be hashed") from None
        return pd.factorize(quiet, use_na_sentinel=True)


#: the non-numeric refusal's word on number marks: in Python the marks are pandas' to read (a
#: schema declares none); the command line puts its own options in its place
NUMBER_MARKS_ADVICE = ("nor is 1,5 or 1.000,5 unless pandas is told the marks as it reads the "
                       "file, pd.read_csv(path, decimal=',', thousands='.'), or thousands=',' "
                       "where a comma separates the thousands; else convert the column first, "
                       "e.g. pd.to_numeric(X[column].str.replace(',', '')); on the command "
                       "line, --decimal and --thousands declare them")

#: the non-numeric refusal's word on units, before the marks' (said alike on the command line)
NUMBER_UNITS_ADVICE = "nor is a number written with its unit, such as 90 kg: strip the unit first"

#: what to do about missing values in a column that does not allow them, when fitting
MISSING_ADVICE = ("declare allow_missing=True for it, or fill them first with a public constant "
                  "(X.fillna({column: value})): an imputed statistic such as a median is read "
                  "from the records outside the privacy budget")

def _missing_text_note(f) -> str:
    """Where a column that may not be missing has a declared category pandas reads as missing
    by default (R writes North America's "NA" as text; it arrives as NaN), the way to keep it
    (read from the schema alone, never the records)."""
    from .text_values import PANDAS_NA_MARKERS

    cats = [c for c in getattr(f, "categories", getattr(f, "levels", ()))
            if isinstance(c, str) and c in PANDAS_NA_MARKERS]
    if not cats:
        return ""
    return (f".  The declared {'category' if len(cats) == 1 else 'categories'} "
            f"{', '.join(map(repr, cats[:3]))} {'is a text' if len(cats) == 1 else 'are texts'} "
            f"pandas.read_csv reads as missing unless told otherwise: read the file with "
            f"keep_default_na=False (and na_values= for the real missing markers), so that "
            f"such a value arrives as text (the dpforest command line reads a declared "
            f"category as itself)")


#: fewest distinct values of a numeric column before Schema.check notes bounds met exactly at
#: both ends (a 0/1 flag or a 1-5 scale meets its ends by its nature; a measurement rarely does)
BOUNDS_NOTE_MIN_DISTINCT = 20

def bounds_note(f) -> str:
    """:meth:`Schema.check`'s note on a numeric feature whose declared bounds are met exactly
    by its smallest and largest value (the mark of bounds read from the records)."""
    return (f"the declared bounds [{f.lower}, {f.upper}] are exactly the smallest and largest "
            f"value here: if they were read from the data they are not public (each fit would "
            f"publish two records' values); take them from documentation or the measurement's "
            f"definition")


def _bounds_met(f, lo: float, hi: float, n_distinct: int, outside: bool) -> bool:
    """Both declared bounds met exactly by a column's smallest and largest value, none beyond
    them, and enough distinct values to be a measurement (not a flag or a 1-5 scale, whose
    ends occur by their nature): the mark of bounds read from these records."""
    return (not outside and lo == f.lower and hi == f.upper and f.lower < f.upper
            and n_distinct >= BOUNDS_NOTE_MIN_DISTINCT)


def _example_values(col, rows: np.ndarray, n: int = 5) -> list[str]:
    """A few of the values at ``rows`` (a mask) of a column, as :meth:`Schema.check` shows them:
    the distinct reprs among the first 1,000, sorted, ``n`` of them.  Kept as objects: a Series
    would infer a dtype from them (pandas 2.2 overflows on 10**400).  Reads raw values: for the
    data owner's check only."""
    vals = np.asarray(col, dtype=object)[np.asarray(rows, dtype=bool)]
    return sorted({repr(v) for v in vals[:1000]})[:n]


def bounds_facts(schema, X) -> dict:
    """Per numeric feature of ``schema`` (not ordinal) in the frame ``X``: what decides the
    bounds note of :meth:`Schema.check` on ``X``, in a form that merges across parts of a
    table (a Dask frame's partitions, :func:`merge_bounds_facts`): the smallest and largest
    finite value, up to :data:`BOUNDS_NOTE_MIN_DISTINCT` distinct finite values, whether any
    value lies outside the bounds, the rows at a bound and a few of them as the note shows
    them.  Reads raw values: for the data owner's check only."""
    try:
        cols = schema._columns(as_pandas(X))
    except SchemaError:
        return {}
    out = {}
    for f, col in zip(schema.features, cols):
        if f.kind != "numeric" or isinstance(f, Ordinal):
            continue
        v, _ = _parsed_numeric(col, f)
        fin = v[np.isfinite(v)]
        at = (v == f.lower) | (v == f.upper)
        out[f.name] = dict(lo=float(fin.min()) if len(fin) else math.inf,
                           hi=float(fin.max()) if len(fin) else -math.inf,
                           distinct=np.unique(fin)[:BOUNDS_NOTE_MIN_DISTINCT],
                           outside=bool(((v < f.lower) | (v > f.upper)).any()),
                           at=int(at.sum()), examples=_example_values(col, at))
    return out


#: the words that mark :meth:`Schema.check`'s note on declared classes no record holds (a table
#: in parts drops each part's and says it once, of the whole)
UNUSED_CLASSES_WORDS = "declared classes have no record in y"


def unused_classes_notes(schema, held) -> list[dict]:
    """:meth:`Schema.check`'s note on the declared classes no record of y holds (``held``: one
    flag a class, :meth:`Schema.classes_held`), or none: a model names such classes only where
    its noise decides (the owner's report may say which; a fit's released counts can only hint
    at it)."""
    unused = [c for c, h in zip(schema.classes, held) if not h]
    if not unused:
        return []
    return [dict(column="<label>", problem=f"{len(unused)} of the {len(schema.classes)} "
                 f"{UNUSED_CLASSES_WORDS}: a model names them only where its noise decides; "
                 f"if y should hold them, fix the labels", count=None,
                 examples=[repr(c.item() if isinstance(c, np.generic) else c)
                           for c in unused[:5]])]


#: most records of a declared category that Schema.check calls rare, where every declared
#: category of the column occurs (the mark of categories read from the records) -- and at most
#: this share of the column's records (in a table of a few rows each category is that few)
CATEGORIES_NOTE_RARE = 2
CATEGORIES_NOTE_RARE_SHARE = 0.01
#: ... and only for a list of at least this many categories: a short domain (yes / no /
#: unknown, a True/False column) is whole in most tables, a rare value included
CATEGORIES_NOTE_MIN_LEVELS = 5
#: the words that mark :meth:`Schema.check`'s note on categories that look read from the
#: records (a table in parts drops each part's and says it once, of the whole)
CATEGORIES_NOTE_WORDS = "every declared category occurs here"


def category_counts(schema, X) -> dict:
    """Per (unordered) categorical feature of ``schema`` in the frame ``X``, the number of
    records holding each declared category, in declared order: what decides the categories
    note of :meth:`Schema.check`, in a form that adds up across parts of a table.  Columns with
    a problem are left out (the report lists the problem).  Reads raw values: for the data
    owner's check only."""
    X = as_pandas(X)
    try:
        cols = schema._columns(X)
    except SchemaError:
        # a frame with other columns beside the schema's: its own, as check reads them (the
        # layout problem is the report's)
        if not isinstance(X, pd.DataFrame):
            return {}
        try:
            cols = schema._columns(_schema_columns_only(schema, X))
        except SchemaError:
            return {}
    return _category_counts(schema, cols)


def _schema_columns_only(schema, X: pd.DataFrame) -> pd.DataFrame:
    """``X``'s columns the schema names (matched by text), the others left out: what the
    data owner's check reads of a frame with more columns than the schema's."""
    known = set(schema.feature_names)
    return X.loc[:, [c for c in X.columns if str(c) in known]]


def _category_counts(schema, cols) -> dict:
    """:func:`category_counts` of the schema's columns ``cols`` (``Schema._columns``)."""
    out = {}
    for f, col in zip(schema.features, cols):
        if not isinstance(f, Categorical) or len(f.categories) < CATEGORIES_NOTE_MIN_LEVELS \
                or _boolean_categories(f):
            continue
        codes, problems = schema._declared_codes(f, col)
        if codes is not None and not problems:
            # code len(categories) is a missing value's
            out[f.name] = np.bincount(codes, minlength=len(f.categories) + 1)[:len(f.categories)]
    return out


def categories_notes(schema, counts: dict) -> list[dict]:
    """:meth:`Schema.check`'s note on each categorical column whose declared categories all
    occur in the records, some in :data:`CATEGORIES_NOTE_RARE` records or fewer (and at most
    :data:`CATEGORIES_NOTE_RARE_SHARE` of the column's), in a list of at least
    :data:`CATEGORIES_NOTE_MIN_LEVELS` (not a True/False column): the mark of
    categories read from the data (``X[col].unique()``), which would publish that those rare
    values occur -- a documented domain rarely has every value present and some held by one
    record.  ``counts``: :func:`category_counts` (summed over a table's parts)."""
    notes = []
    for f in schema.features:
        c = counts.get(f.name)
        if c is None or not len(c) or (c == 0).any():
            continue
        few = (c <= CATEGORIES_NOTE_RARE) & (c <= CATEGORIES_NOTE_RARE_SHARE * c.sum())
        if not few.any():
            continue
        rare = [f.categories[i] for i in np.flatnonzero(few)]
        notes.append(dict(
            column=f.name, count=int(c[few].sum()),
            problem=(f"{CATEGORIES_NOTE_WORDS}, and {len(rare)} of the {len(c)} "
                     f"{'is' if len(rare) == 1 else 'are'} held by "
                     f"{CATEGORIES_NOTE_RARE} records or fewer: if the categories were read from "
                     f"the data (X[col].unique()) they are not public (each fit would publish "
                     f"that those rare values occur); take them from the data's documentation, "
                     f"with the values that can occur but do not here"),
            examples=[repr(v.item() if isinstance(v, np.generic) else v) for v in rare[:5]]))
    return notes


def merged_bounds_notes(schema, parts: list[dict]) -> list[dict]:
    """The bounds notes of :meth:`Schema.check` on a table held in parts, from each part's
    :func:`bounds_facts`: decided on the whole table (its smallest and largest value, its
    distinct values), as on a frame in memory, not part by part."""
    notes = []
    for f in schema.features:
        facts = [p[f.name] for p in parts if f.name in p]
        if not facts or f.kind != "numeric" or isinstance(f, Ordinal):
            continue
        distinct = np.unique(np.concatenate([x["distinct"] for x in facts]))
        if _bounds_met(f, min(x["lo"] for x in facts), max(x["hi"] for x in facts), len(distinct),
                       any(x["outside"] for x in facts)):
            notes.append(dict(column=f.name, problem=bounds_note(f), count=sum(x["at"] for x in facts),
                              examples=sorted({e for x in facts for e in x["examples"]})[:5]))
    return notes


#: a schema's advice for values beyond its bounds: clipping, or bounds from documentation
#: (docs/privacy.md, "Public metadata": bounds tried until a fit accepts them leak a record)
BOUNDS_ADVICE = ("if the column codes a missing or impossible value as a number (a sentinel "
                 "such as minus one or a run of nines), make those NaN and declare "
                 "allow_missing=True (clipping would read them as real values at the bound); "
                 "otherwise build the Schema with "
                 "out_of_bounds='clip', or widen the bounds from public documentation, not by "
                 "trial (bounds tried until the data are accepted tell about a record)")

#: the same, when a fitted model reads the records: allowing them would need a new fit
MISSING_ADVICE_FITTED = ("this model was fitted on a schema without missing values there: fill "
                         "them with a public constant (X.fillna({column: value})), or predict "
                         "only the rows model.schema_.valid_rows(X) accepts; a model that takes "
                         "them needs a new fit with allow_missing=True declared for the column, "
                         "which spends a privacy budget again")

#: the same when a private evaluation reads the records: a filter by valid_rows is the
#: records' own values (no data-dependent choice), but the figures then describe only them
MISSING_ADVICE_EVALUATED = MISSING_ADVICE_FITTED.replace(
    "or predict only the rows model.schema_.valid_rows(X) accepts",
    "or evaluate on the rows model.schema_.valid_rows(X) accepts (ok = "
    "model.schema_.valid_rows(X); X[ok], y[ok]: the figures then describe those rows only)")
assert MISSING_ADVICE_EVALUATED != MISSING_ADVICE_FITTED

#: the schema's advice to change its domain, and what it becomes when a fitted model reads the
#: records (its domain was fixed by the fit; another needs a new fit)
DOMAIN_ADVICE_FITTED = {
    BOUNDS_ADVICE:
        "the model's bounds were fixed by its fit (other bounds need a new fit, which spends "
        "a privacy budget again)",
    "add them to the schema's categories only if public documentation lists them (a value "
    "taken from the data would be published in the model), otherwise map them":
        "the model's categories were fixed by its fit: map them",
    # served records often arrive as text (a JSON request): conform reads it, not predict
    "if the values were read as text, the string '1' is not the number 1)":
        "if the values were read as text, the string '1' is not the number 1; schema.conform "
        "with loose_text=True reads it as 1)",
    "the command line reads true/false text as booleans)":
        "the command line reads true/false text as booleans, and in Python so does "
        "schema.conform with loose_text=True)",
}


def fitted_model_advice(message: str) -> str:
    """``message`` (a schema's refusal) with its advice to change the domain put as a fitted
    model's: the domain was fixed by the fit."""
    for advice, fixed in DOMAIN_ADVICE_FITTED.items():
        message = message.replace(advice, fixed)
    return message


#: the last sentence of a refusal of values (outside the categories or bounds, missing where
#: not allowed, not numbers): where the data owner finds them (once a message, at the end of
#: its last line, without a final full stop: callers append their own sentences)
CHECK_ADVICE = ("Schema.check(X, y) lists every problem at once (it shows values: for the data "
                "owner only)")

#: where conform's warning about text it cannot repair sends the data owner (the command
#: line puts its own tool's name in its place)
CONFORM_CHECK_ADVICE = "Schema.check(X) lists them"

#: the kinds of problem (:class:`_Problem`'s ``kind``, by its start) whose refusal ends with
#: CHECK_ADVICE
_CHECK_KINDS = ("values outside the declared categories", "values outside the declared bounds",
                "missing values", "non-numeric values")


def _respelt_columns(missing, cols) -> list:
    """The names of ``missing`` (schema names) that one of ``cols`` equals once both are put
    in one Unicode form (macOS writes 'é' as e + accent, NFD), stripped of surrounding blanks
    and case-folded: the schema's own names, public, respelt."""
    def plain(t):
        return unicodedata.normalize("NFC", str(t)).strip().casefold()

    alike = {plain(c) for c in cols}
    return sorted(m for m in missing if plain(m) in alike)


def _respelt_columns_hint(missing, cols, names="schema.feature_names") -> str:
    """' (X has a column for each of [...] that differs only in ...)' for the schema names of
    ``missing`` that ``cols`` holds respelt (:func:`_respelt_columns`); '' for none.  Quoted by
    the schema's spelling: X's own names are not (they can be record values).  The mend it gives
    renames X's columns to the spelling of ``names`` (the expression a caller has at hand: the
    schema's names, or a fitted model's), so it mends case as well as blanks and NFD."""
    look = _respelt_columns(missing, cols)
    if not look:
        return ""
    return (f" (X has a column for each of {look} that differs only in case, surrounding "
            f"blanks or Unicode normalisation (NFC and NFD, as macOS can write names, are the "
            f"same letters encoded differently): give X the schema's spelling, "
            f"{RESPELL_COLUMNS_CODE.format(names=names)} in code, or use X's in the schema)")


#: the mend :func:`_respelt_columns_hint` gives (``names``: where the fitted spelling is read)
RESPELL_COLUMNS_CODE = (
    "key = lambda c: unicodedata.normalize('NFC', str(c)).strip().casefold(); "
    "X = X.rename(columns={{c: n for n in {names} for c in X.columns if key(c) == key(n)}})")


def _type_hint(declared, what: str, given: str) -> str:
    """A hint from the declared values alone (never from the data): numbers and text never match
    each other, a common slip when a file is read as text or codes are declared as strings."""
    if all(isinstance(c, numbers.Number) and not isinstance(c, bool) for c in declared):
        return (f" (the {what} are declared as numbers: if the {given} were read as text, the "
                f"string '1' is not the number 1)")
    if all(isinstance(c, str) for c in declared):
        return (f" (text matches exactly: case and spaces count, and so does Unicode "
                f"normalisation, NFC or NFD)"
                f" (the {what} are declared as strings: if the {given} are numbers or booleans, "
                f"the number 1 is not the string '1', nor True the string 'True')")
    return ""


#: declared classes listed in a schema's repr and label messages (the rest counted): 2,000
#: classes made a 17,000-character message
CLASSES_SHOWN = 30


def _case_or_space_matches(categories, unknown_values) -> list:
    """The declared text categories that some of ``unknown_values`` equal once both are
    stripped of surrounding spaces and case-folded ('icu ' and 'Icu' for 'ICU'), in declared
    order: public values only, for :meth:`Schema.conform`'s warning."""
    norm = {}
    for c in categories:
        if isinstance(c, str):
            norm.setdefault(_fold(c), c)
    hits = {norm[k] for v in unknown_values if isinstance(v, str) and (k := _fold(v)) in norm}
    return [c for c in categories if c in hits]


def _spells_declared(categories, unknown_values) -> bool:
    """Whether some of ``unknown_values`` is a text that :meth:`Schema.conform`'s
    ``loose_text`` reads as a declared category other than text ('2' for 2, 'true' for True),
    or a number it reads as a declared text ('2' for 2: a column of R's factor levels read
    back from a CSV file as numbers); a text category's case and space variants have a warning
    of their own."""
    read = _loose_reader(categories)
    for v in unknown_values:
        text = _loose_text_of(v)
        if text is None:
            continue
        c = read(text)
        if c is not None and isinstance(v, str) != isinstance(c, str):
            return True
    return False


def _loose_text_of(v) -> str | None:
    """The text :meth:`Schema.conform`'s ``loose_text`` reads a value as: a text itself, a
    finite number (not a boolean) as its numeral (a whole float as the integer's: 5.0 as '5',
    as R's levels '1' .. '10' come back as numbers from a CSV file), None for anything else."""
    if isinstance(v, str):
        return v
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, numbers.Real):
        return None
    x = float(v)
    if not math.isfinite(x):
        return None
    if isinstance(v, numbers.Integral):
        return str(int(v))
    return str(int(x)) if x.is_integer() and abs(x) < 2 ** 53 else repr(x)


def _fold(text: str) -> str:
    """Text stripped of surrounding spaces and case-folded: how 'icu ' and 'Icu' match 'ICU'."""
    return text.strip().casefold()


def _declared_mask(categories, uniques) -> np.ndarray:
    """Per distinct value of a column, whether it is one of the declared ``categories``."""
    return pd.Index(list(categories), dtype=object).get_indexer(
        pd.Series(np.asarray(uniques, dtype=object), dtype=object)) >= 0


def _loose_reader(categories):
    """:meth:`Schema.conform`'s ``loose_text`` reading: the function giving a text the declared
    category (or level) it stands for, or None.  A text stands for a category when, both
    stripped of surrounding spaces and case-folded, it equals the category's text form
    (``str``: 'icu ' for 'ICU', '2' for 2, 'TRUE' for True), or when the command line would read
    it as that category in a CSV file ('1.0' for 1, 'false' for False: the CLI's own reader,
    not a second copy of it); and only when exactly one declared category is so matched (else
    None).  Fixed by the declared values alone: one record's text never changes another's."""
    from .text_values import spelt_number as _number, text_reader as _text_reader

    cats = list(categories)
    forms: dict = {}
    for i, c in enumerate(cats):
        forms.setdefault(_fold(str(c)), set()).add(i)
    others = [c for c in cats if not isinstance(c, str)]
    csv_read = _text_reader(others) if others else None
    where = {id(c): i for i, c in enumerate(cats)}

    texts = {i for i, c in enumerate(cats) if isinstance(c, str)}

    def read(text: str):
        hits = set(forms.get(_fold(text), ()))
        if not hits and texts:
            # a whole number's other spellings ('1.0', '+1', '1e0') as a declared text '1'
            num = _number(text.strip())
            if isinstance(num, (int, float)) and not isinstance(num, bool) \
                    and math.isfinite(num) and float(num).is_integer() and abs(num) < 2 ** 53:
                hits = set(forms.get(str(int(num)), ())) & texts
        # (a boolean reading matches a boolean category only: the command line reads 'true'
        # as a declared 1, True == 1, which is no spelling of it)
        spelt_bool = isinstance(_number(text.strip()), (bool, np.bool_))
        if csv_read is not None:
            v = csv_read(text.strip())
            if not isinstance(v, str) and spelt_bool and not isinstance(v, (bool, np.bool_)):
                v = text
            if not isinstance(v, str):      # a declared value (the text itself when none)
                i = where.get(id(v))
                hits.update([i] if i is not None else
                            [k for k, c in enumerate(cats) if not isinstance(c, str)
                             and isinstance(c, (bool, np.bool_)) == isinstance(v, (bool, np.bool_))
                             and c == v])
        return cats[hits.pop()] if len(hits) == 1 else None
    return read


#: features a schema's notebook table lists (the rest counted below it)
SCHEMA_ROWS_SHOWN = 60


def _declared_preview(declared, shown: int = 10) -> str:
    """The schema's declared values (public, so an error may list them): all of them, or the
    first ``shown`` and how many there are."""
    values = [c.item() if isinstance(c, np.generic) else c for c in declared]
    # each cut to a line's width: two declared 5,000-character categories made a 10 kB message
    head = ", ".join(_short(v) for v in values[:shown])
    return f"[{head}]" if len(values) <= shown else f"[{head}, ... ({len(values)} in all)]"


#: value types a numeric feature refuses by name: pandas would read them as integers in a unit
#: it picks from the values (nanoseconds, microseconds, seconds), so one record's precision
#: could rescale every other record of the column
_TEMPORAL_TYPES = (datetime.date, datetime.time, datetime.timedelta, np.datetime64, np.timedelta64,
                   pd.Period)

#: pandas' inferred kinds of an object column that cannot hold a date, time or duration
_NOT_TEMPORAL = frozenset({"empty", "string", "bytes", "floating", "integer", "mixed-integer-float",
                           "decimal", "complex", "boolean", "integer-na", "categorical"})


def _temporal_rows(col) -> np.ndarray | None:
    """The rows of a numeric feature's column that hold a date, time, duration or period (not
    missing), or None when none does: a temporal dtype marks every present row, an object
    column is read value by value (after one pass of pandas' type inference, which rules most
    columns out).  Decided per value so that :meth:`Schema.check` can count them; a message
    names only the column."""
    dt = getattr(col, "dtype", None)
    if dt is not None and _is_temporal_dtype(dt):
        rows = ~np.asarray(_is_missing(col), dtype=bool)
    elif dt is None or dt == object:
        values = np.asarray(col, dtype=object).ravel()
        if pd.api.types.infer_dtype(values, skipna=True) in _NOT_TEMPORAL:
            return None
        rows = np.fromiter((isinstance(v, _TEMPORAL_TYPES) for v in values), bool, len(values))
        rows &= ~np.asarray(_is_missing(values), dtype=bool)     # NaT is a datetime: missing
    else:
        return None
    return rows if rows.any() else None


#: pandas' ``infer_dtype`` kinds of an object column that hold no complex number
_NEVER_COMPLEX = frozenset({"empty", "floating", "integer", "mixed-integer-float", "decimal",
                            "string", "bytes", "boolean"})


#: what an object no number is written as reads as before pandas converts a column: a text no
#: reading takes for a number (nor for true/false), so it is refused as non-numeric
_NOT_A_NUMBER = "\x00not a number"


#: the commonest plain types, looked up first (a set lookup per value instead of a chain of
#: isinstance tests)
_PLAIN_TYPES = frozenset({str, float, int, bool, type(None), np.float64, np.int64, np.str_})


#: :func:`_value_sort`'s sorts of a numeric column's values
_PLAIN, _COMPLEX, _DECIMAL, _ODD = 0, 1, 2, 3


def _value_sort(x) -> int:
    """How :func:`_parsed_numeric` treats ``x`` before pandas reads its column: as it is, as a
    complex value (not a number here), a Decimal (read on its own) or an odd object (not a
    number)."""
    if type(x) in _PLAIN_TYPES:
        return _PLAIN
    if isinstance(x, (complex, np.complexfloating)):
        return _COMPLEX
    if isinstance(x, (decimal.Decimal, fractions.Fraction)):
        return _DECIMAL             # (pandas reads neither kind as a number: each on its own)
    return _PLAIN if _plain_scalar(x) else _ODD


def _plain_scalar(x) -> bool:
    """Whether ``x`` is a value a numeric column may hold for pandas to read on its own: a
    number, text, bytes, a missing marker, a Decimal or Fraction, a NumPy scalar of a plain
    kind -- not an array, a masked constant, a void or another object pandas' reading of a
    whole column can stumble on."""
    if x is None or isinstance(x, (str, bytes, bool, int, float, complex, decimal.Decimal,
                                   fractions.Fraction)):
        return True
    if isinstance(x, np.generic):
        return x.dtype.kind in "biufcmMUSO" and not isinstance(x, np.void)
    return x is pd.NA or x is pd.NaT


def _parsed_numeric(col, f=None) -> tuple[np.ndarray, np.ndarray | None]:
    """A numeric feature's column as the encoder reads it: float64 values (missing and
    unparseable → NaN), and for a column converted value by value (not of a numeric dtype) the
    rows that were missing before conversion (else None).  Shared by :meth:`Schema._encode_column`
    and :meth:`Schema.content_words`, so the sampler keys see exactly the values the codes do.
    ``f``: the feature, whose bounds a column of a narrower float type is read against
    (:func:`_at_rounded_bounds`)."""
    v = _as_float(col)
    if v is not None:
        return (v if f is None else _at_rounded_bounds(v, col, f)), None
    miss = np.asarray(_is_missing(col), dtype=bool)
    # values as objects, so that pandas infers no dtype from them: a column of dates would
    # become integers in a unit chosen by the values (dates and times are refused by
    # _temporal_rows; here they read as NaN)
    if isinstance(col, pd.Series):
        series = col.astype(object) if _is_temporal_dtype(col.dtype) else col
    else:
        series = pd.Series(np.asarray(col, dtype=object).ravel(), dtype=object)
    # complex values are not numbers here, each on its own: set aside before pandas reads the
    # column, whose result type (integer, float or complex) depends on the other values -- a
    # 2+0j after integers read as 2 (with a warning), after a float as refused
    # (pandas' C scan of the value kinds first: where it finds none that can be complex, the
    # Python loop over every value, most of the time of a large object column, is skipped)
    # Three kinds of value are set aside before pandas reads the column, each on its own, in
    # one pass over the values (pandas' C scan of the value kinds first: where it finds only
    # numbers, texts or booleans, the Python loop, most of the time of a large object column,
    # is skipped):
    # - complex values are not numbers here: pandas' result type (integer, float or complex)
    #   depends on the other values -- a 2+0j after integers read as 2 (with a warning), after
    #   a float as refused;
    # - Decimals: after a Decimal beyond float range pandas' conversion read later texts in
    #   the column otherwise ('+0.5e-3' as 0.005), so one record changed how another read (a
    #   privacy audit's find); a signalling NaN, which stops the conversion (pandas 2.2 when its
    #   result is read as floats, later releases in to_numeric), is then missing as a quiet
    #   one is;
    # - objects no number is written as (a 0-d array, numpy's masked constant or void, an
    #   object whose hash raises): pandas' reading of the whole column raised on them -- its
    #   own words, or the object's, in place of the refusal naming the column -- or read a 0-d
    #   array as a number only when every other value was whole.
    kind = pd.api.types.infer_dtype(series, skipna=True)
    if kind in _NEVER_COMPLEX:
        sort = None
    else:
        sort = np.fromiter((_value_sort(x) for x in series), np.int8, len(series))
        if (sort == _COMPLEX).any():   # (as objects: a complex dtype would keep them complex)
            series = series.astype(object).where(sort != _COMPLEX, None)
        if (sort == _ODD).any():
            series = series.astype(object).where(sort != _ODD, _NOT_A_NUMBER)
    if kind == "decimal" or sort is not None:
        dec = (sort == _DECIMAL if sort is not None else
               np.fromiter((isinstance(x, (decimal.Decimal, fractions.Fraction)) for x in series),
                           bool, len(series)))
        if dec.any():
            values = series.to_numpy(dtype=object).copy()
            values[dec] = [_decimal_as_float(x) for x in values[dec]]
            series = pd.Series(values, index=series.index, dtype=object)
    try:
        out = np.asarray(pd.to_numeric(series, errors="coerce"), dtype=float)
    except OverflowError:
        # an integer beyond float range (10**400) stops pandas' conversion of the whole column:
        # each value on its own, such an integer as the largest float of its sign (finite, so
        # beyond the bounds: refused as out of bounds, or clipped, as 2**64 is)
        num = pd.Series([_big_int_as_float(x) for x in series], dtype=object)
        out = np.asarray(pd.to_numeric(num, errors="coerce"), dtype=float)
    # texts pandas did not read as a finite number, each on its own (only those rows are
    # looked at): 'True' / 'False' as 1 / 0, as a Python bool in the same column reads (and as
    # the command line reads a CSV, and a Dask frame's string conversion makes of a bool); a
    # numeral beyond float range ('1' and 400 zeros, as a Dask frame holds 10**400) as the
    # largest float of its sign, as the integer itself reads, not as infinite
    odd = np.flatnonzero(~np.isfinite(out) & ~miss)
    if odd.size:
        out = out.copy()                # pandas may hand over a read-only view
        values = series.to_numpy(dtype=object)
        for i in odd:
            text = values[i]
            if not isinstance(text, str):
                continue
            word = text.strip().lower()
            if np.isnan(out[i]) and word in ("true", "false"):
                out[i] = 1.0 if word == "true" else 0.0
            elif np.isinf(out[i]) or _PLAIN_NUMERAL.fullmatch(word):
                # (a plain numeral pandas did not read: 2.2 reads '1e400' as NaN, 3.x as inf)
                try:
                    out[i] = numeral_value(word)
                except ValueError:      # a form pandas reads and float() does not
                    out[i] = float(np.copysign(np.finfo(np.float64).max, out[i]))
    return _quiet_nans(out), miss


#: a decimal numeral without marks, as pandas reads one (and float() reads some it does not)
_PLAIN_NUMERAL = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)(e[+-]?[0-9]+)?")


def numeral_value(text: str) -> float:
    """A number's text as a float, a numeral past float range ('1' and 400 zeros) as the largest
    float of its sign, as the integer itself reads (finite: beyond the bounds, refused or
    clipped), and only 'inf' / 'infinity' as infinite."""
    v = float(text)
    if math.isinf(v) and text.strip().lstrip("+-").lower() not in ("inf", "infinity"):
        return math.copysign(float(np.finfo(np.float64).max), v)
    return v


def _decimal_as_float(x):
    """A Decimal or a Fraction as a float: a Decimal NaN (signalling or quiet) as missing
    (None), one beyond float range as the largest float of its sign (finite: beyond the
    bounds, as 10**400 reads)."""
    big = float(np.finfo(np.float64).max)
    if isinstance(x, fractions.Fraction):
        try:
            return float(x)         # correctly rounded, as Python reads 1/3
        except OverflowError:
            return big if x > 0 else -big
    if x.is_nan():
        return None
    v = float(x)
    if math.isinf(v) and x.is_finite():
        return math.copysign(big, v)
    return v


def _big_int_as_float(x):
    """``x``, or the largest float of its sign for a Python integer too large for a float."""
    if isinstance(x, numbers.Integral) and not isinstance(x, (bool, np.bool_)):
        try:
            return float(x)
        except OverflowError:
            big = float(np.finfo(np.float64).max)
            return big if x > 0 else -big
    return x


def _as_float(col) -> np.ndarray | None:
    """A numeric column as float64 (missing → NaN) without a per-value conversion, or None when
    the column is not of a numeric dtype (then the caller converts value by value)."""
    dt = getattr(col, "dtype", None)
    if dt is None or isinstance(dt, pd.CategoricalDtype) or not (pd.api.types.is_numeric_dtype(dt)
                                                                 or pd.api.types.is_bool_dtype(dt)):
        return None
    if pd.api.types.is_complex_dtype(dt):
        return None        # value by value: a complex value is not a number here (NaN, refused)
    if isinstance(col, pd.Series):
        return _quiet_nans(col.to_numpy(dtype=float, na_value=np.nan))
    return _quiet_nans(np.asarray(col, dtype=float))


def _at_rounded_bounds(v: np.ndarray, col, f) -> np.ndarray:
    """``v`` (a column's values as float64) with each value of a float32 or float16 column that
    is a declared bound rounded to that type, where the rounding falls outside the bounds,
    read as the bound itself.  A bound such as 0.1 has no float32 of its own: the float32
    nearest to it is 0.10000000149, which a comparison in float64 put above the bound, so a
    record that holds exactly the documented maximum was refused.  No other value of that type
    lies between the bound and its rounding, so no value outside the bounds is let in.  A new
    array where a value is read so, else ``v`` itself."""
    dt = getattr(col, "dtype", None)
    dt = getattr(dt, "numpy_dtype", dt)          # pandas' Float32, Arrow's float types
    if not (isinstance(dt, np.dtype) and dt.kind == "f" and dt.itemsize < 8):
        return v
    for bound, beyond in ((f.lower, np.less), (f.upper, np.greater)):
        with np.errstate(over="ignore", under="ignore"):
            rounded = float(dt.type(float(bound)))
        # not a bound that rounds to 0 (1e-9 in float16): a stored 0 is a true 0, often the
        # very value such a bound is there to exclude
        if np.isfinite(rounded) and rounded != 0.0 and beyond(rounded, bound):
            hit = v == rounded
            if hit.any():
                v = np.where(hit, float(bound), v)
    return v


def _quiet_nans(v: np.ndarray) -> np.ndarray:
    """``v`` with every NaN the plain quiet NaN.  R's missing value, as the readers of R's files
    (``rdata``, ``pyreadr``) hand it over, is a signalling NaN (payload 1954): it is missing all
    the same, but arithmetic on it makes numpy warn "invalid value" at every fit.  A new array
    where there is a NaN (``v`` may be a view of the caller's data), else ``v`` itself."""
    nan = np.isnan(v)                  # (testing a signalling NaN signals nothing)
    return np.where(nan, np.nan, v) if nan.any() else v


def _feature_name(feature) -> None:
    """A feature's name as text: a whole number (a frame's integer column label) is read as its
    digits, since columns are matched to names as text; anything else that is not text is
    refused."""
    name = feature.name
    if isinstance(name, str):
        return
    if isinstance(name, numbers.Integral) and not isinstance(name, bool):
        object.__setattr__(feature, "name", str(int(name)))
        return
    raise SchemaError(f"feature names must be text (or whole numbers, read as text), got a "
                      f"{type(name).__name__}")


#: the private memo a categorical or ordinal feature object keeps of its declared values'
#: pandas Index (not a field: left out of equality, ``to_dict``, copies and pickles)
_INDEX_MEMO = "_declared_index_memo"


def _category_index(f) -> pd.Index:
    """``pd.Index(f.categories, dtype=object)`` with its lookup table built, made once per
    feature object and kept on it (a feature is frozen, so its categories are its own for its
    life, and the Index goes with it): built and hashed on every call, a 65,535-category
    column's lookup took most of a one-row predict.  The table is built before the Index is
    kept, so threads that share it only read it."""
    got = f.__dict__.get(_INDEX_MEMO)
    if got is None:
        got = pd.Index(list(f.categories), dtype=object)
        got.is_unique                      # builds the hash table (declared values are distinct)
        object.__setattr__(f, _INDEX_MEMO, got)
    return got


class _DropsIndexMemo:
    """Copies and pickles of a feature leave its Index memo behind (rebuilt on first use)."""

    def __getstate__(self):
        state = dict(self.__dict__)
        state.pop(_INDEX_MEMO, None)
        return state


@dataclass(frozen=True)
class Numeric:
    """A numeric feature with public bounds.

    Parameters
    ----------
    name : column name.
    lower, upper : public bounds (from documentation or domain knowledge, never from the data).
    n_bins : number of equal-width candidate bins over ``[lower, upper]``; ``None`` uses the
        estimator's / encoder's default.
    cuts : explicit, public cut points (overrides ``n_bins``); must lie strictly inside the bounds.
    allow_missing : NaN becomes its own code (routed left by every threshold split).
    integer : the feature's values are whole numbers (a count, an age in years, a 1-10 score:
        public knowledge, declared like the bounds).  Every candidate cut point is moved to the
        half-integer below it, ``floor(c) + 0.5``, and repeats are dropped, so the grid offers
        only thresholds that can separate two whole numbers: a finer grid on a 1-10 score would
        offer ten copies of each of its nine distinct splits.  A value that is not a whole
        number is binned with the whole numbers of its half-integer interval (never refused).
    """

    name: str
    lower: float
    upper: float
    n_bins: int | None = None
    cuts: tuple[float, ...] | None = None
    allow_missing: bool = False
    integer: bool = False
    kind: str = field(default="numeric", init=False)

    def __post_init__(self):
        _feature_name(self)
        for attr in ("lower", "upper"):      # ints, floats, numpy scalars are kept as given
            v = getattr(self, attr)
            if not isinstance(v, numbers.Real):
                object.__setattr__(self, attr, _bound_number(self.name, v))
        if not (_is_finite(self.lower) and _is_finite(self.upper)) or not self.lower < self.upper:
            # equal bounds are the mark of bounds read from the records (a column constant
            # in them, as digits' blank pixels): the way out is the documented range
            same = (_is_finite(self.lower) and _is_finite(self.upper)
                    and self.lower == self.upper)
            raise SchemaError(
                f"feature {self.name!r}: bounds must be finite with lower < upper, got "
                f"[{self.lower}, {self.upper}]"
                + ("; equal bounds come from a column that is constant where they were read "
                   "(bounds read from the data, X.min(0) / X.max(0), are not public): declare "
                   "the range the data's documentation gives (a pixel's 0-16, a score's 0-100), "
                   "or leave the column out" if same else "")
            )
        if self.n_bins is not None:
            _check_bins(self.n_bins, f"feature {self.name!r}: ")
        if not isinstance(self.integer, (bool, np.bool_)):
            raise SchemaTypeError(f"feature {self.name!r}: integer must be True or False, got "
                                  f"{_short(self.integer)}")
        _check_flag(self.name, "allow_missing", self.allow_missing)
        if self.cuts is not None:
            if not _is_flat_sequence(self.cuts):
                raise SchemaTypeError(f"feature {self.name!r}: cuts must be a list of numbers, "
                                      f"increasing and strictly inside the bounds, got "
                                      f"{_short(self.cuts)}")
            # (+ 0.0: a cut at -0.0 is the cut at 0.0, and one grid key holds both)
            cuts = tuple(_bound_number(self.name, c, "cuts") + 0.0 for c in self.cuts)
            if len(cuts) == 0:
                raise SchemaError(f"feature {self.name!r}: cuts must hold at least one cut point "
                                  f"(cuts=None, the default, gives n_bins equal-width bins)")
            if any(not (self.lower < c < self.upper) for c in cuts) or list(cuts) != sorted(set(cuts)):
                raise SchemaError(
                    f"feature {self.name!r}: cuts must be distinct, increasing and strictly "
                    f"inside ({self.lower}, {self.upper})"
                )
            if len(cuts) > MAX_FEATURE_CODES - 2:
                raise SchemaError(f"feature {self.name!r}: at most {MAX_FEATURE_CODES - 2:,} cuts "
                                  f"(codes are 16-bit), got {len(cuts):,}")
            object.__setattr__(self, "cuts", cuts)

    def grid_key(self) -> tuple:
        """What the public grid depends on (bounds with their types, bins, cuts, whole
        numbers), the name and the missing code aside: features of equal keys have equal
        :meth:`edges`.  Wide schemas repeat one declaration thousands of times (word counts,
        pixels, genes), and their grids are built once per key."""
        return (type(self.lower), self.lower, type(self.upper), self.upper, self.n_bins,
                self.cuts, bool(self.integer))

    def edges(self, default_bins: int) -> np.ndarray:
        """Interior cut points of the public candidate grid (data-independent; read-only, and
        computed once per :meth:`grid_key` and ``default_bins``)."""
        key = (self.grid_key(), int(default_bins))
        edges = _EDGES.get(key)
        if edges is None:
            edges = self._edges(default_bins)
            edges.setflags(write=False)
            if len(_EDGES) >= _EDGES_KEPT:
                _EDGES.clear()
            _EDGES[key] = edges
        return edges

    def _edges(self, default_bins: int) -> np.ndarray:
        edges = self._grid(default_bins)            # (a new array: the cache keeps it)
        if not self.integer:
            return edges
        # whole-number values: only a cut between two of them can separate records
        with np.errstate(invalid="ignore"):
            half = np.floor(edges) + 0.5
        lo, hi = float(self.lower), float(self.upper)
        return np.unique(half[np.isfinite(half) & (half > lo) & (half < hi)])

    def _grid(self, default_bins: int) -> np.ndarray:
        if self.cuts is not None:
            return np.asarray(self.cuts, dtype=float)
        k = int(self.n_bins or default_bins)
        lo, hi = float(self.lower), float(self.upper)
        if not math.isfinite(hi - lo):
            # bounds near the float range: upper - lower overflows and linspace would give
            # infinite edges (a feature no split could use); interpolate without the difference
            t = np.linspace(0.0, 1.0, k + 1)[1:-1]
            edges = lo * (1.0 - t) + hi * t
        else:
            edges = np.linspace(lo, hi, k + 1)[1:-1]
        # bounds a few float steps apart leave fewer distinct floats strictly inside than the
        # grid asks for (with none at all, the feature has one interval and offers no split)
        return interior_points(edges, lo, hi)

    def n_codes(self, default_bins: int) -> int:
        """The integer codes of this column: one per interval of its grid (``default_bins``
        equal bins where it declares none), one more for missing values where allowed."""
        return len(self.edges(default_bins)) + 1 + int(self.allow_missing)

    def to_dict(self) -> dict:
        """The declaration as JSON-ready values (a schema file's entry for the column)."""
        return {
            "name": self.name, "type": "numeric", "lower": _jsonable(self.lower),
            "upper": _jsonable(self.upper),
            "n_bins": self.n_bins, "cuts": list(self.cuts) if self.cuts else None,
            "allow_missing": self.allow_missing, "integer": bool(self.integer),
        }


#: :meth:`Numeric.edges` by grid: at most this many grids kept (the whole cache is dropped
#: when full: a bound on memory, not a policy)
_EDGES: dict = {}
_EDGES_KEPT = 4096


@dataclass(frozen=True)
class Categorical(_DropsIndexMemo):
    """A categorical feature whose full category set is public (declared, not observed).

    ``categories`` is an ordered sequence (list, tuple, array) of distinct, hashable values: not
    a bare string (``"abc"`` is not ``["a", "b", "c"]``), not a set (its order would fix the
    codes arbitrarily), and never None/NaN -- a missing value is not a category; declare
    ``allow_missing=True`` instead, which gives missing values a public code of their own.
    Values equal under ``==`` (``True`` and ``1``, ``1`` and ``1.0``) are duplicates.

    The categories' order fixes their codes only: splits treat a categorical feature as
    unordered (one category against the rest, or one branch per category), and so do they an
    *ordered* pandas categorical.  For a feature whose order should be split on (grades, an
    education ladder, a 1-5 rating), declare it :class:`Ordinal`: thresholds then fall between
    neighbouring levels.

    Parameters
    ----------
    name : column name.
    categories : the public category set, an ordered sequence of distinct hashable values (see
        above); a value outside it is refused when the data are encoded.
    allow_missing : missing values (None/NaN) get a public code of their own (default False:
        a missing value is refused).
    """

    name: str
    categories: tuple
    allow_missing: bool = False
    kind: str = field(default="categorical", init=False)

    def __post_init__(self):
        _feature_name(self)
        cats = _declared_values(
            self.categories, f"feature {self.name!r}: categories",
            missing_hint=f"a missing value is not a category; declare allow_missing=True for "
                         f"{self.name!r} instead (Schema.from_dataframe(..., allow_missing="
                         f"[{self.name!r}])): missing values then get a public code of their own")
        if len(cats) == 0:
            raise SchemaError(f"feature {self.name!r}: declare at least one category")
        _check_flag(self.name, "allow_missing", self.allow_missing)
        if len(cats) + int(self.allow_missing) > MAX_FEATURE_CODES:
            raise SchemaError(f"feature {self.name!r}: at most {MAX_FEATURE_CODES:,} codes "
                              f"(categories and the missing code; codes are 16-bit), got "
                              f"{len(cats) + int(self.allow_missing):,}: declare a coarser public "
                              f"version of the column (a code's leading digits, a group of "
                              f"products), or drop it -- so many categories, each holding a few "
                              f"records, can hardly carry a DP tree's splits")
        object.__setattr__(self, "categories", cats)

    def n_codes(self, default_bins: int = 0) -> int:
        """The integer codes of this column: one per category, one more for missing values
        where allowed (``default_bins`` is unused: the categories fix the codes)."""
        return len(self.categories) + int(self.allow_missing)

    def to_dict(self) -> dict:
        """The declaration as JSON-ready values (a schema file's entry for the column)."""
        return {
            "name": self.name, "type": "categorical", "categories": list(self.categories),
            "allow_missing": self.allow_missing,
        }


@dataclass(frozen=True, init=False, repr=False)
class Ordinal(_DropsIndexMemo, Numeric):
    """An ordinal feature: declared, public levels in their order (grades, a Likert scale, an
    education ladder), split on that order like a number.

    Records hold the levels themselves (``"low"``, ``"mid"``, ``"high"``; or numbers such as a
    1-5 rating's); level i is read as the whole number i, so a split is a threshold between two
    neighbouring levels (``education <= 'secondary'``) -- k - 1 candidate splits for k levels,
    where a :class:`Categorical` offers one-against-the-rest and multiway splits that ignore the
    order.  A value that is not a declared level is refused as a category outside its set is
    (:meth:`Schema.conform` makes it missing where the feature allows missing values).  The
    levels are published with the model, as categories are: declare them from documentation
    (a questionnaire's answer scale), never from the values that occur.

    Internally an :class:`Ordinal` is a whole-number :class:`Numeric` on ``[0, k - 1]`` with a
    cut between each two levels (``kind == "numeric"``): every forest treats it so.

    Parameters
    ----------
    name : column name.
    levels : the public levels, lowest first: an ordered sequence of at least two distinct,
        hashable values (the rules of :class:`Categorical`'s categories).
    allow_missing : missing values (None/NaN) get a public code of their own, sent left by every
        threshold as a numeric feature's are (default False: a missing value is refused).
    lower, upper, n_bins, cuts, integer : keyword-only, not to be set
        The numeric view the levels fix (whole numbers 0 to k − 1, a cut between each two);
        taken only so that copies (``dataclasses.replace``, a refined schema) can pass them
        back: any other value is refused.
    """

    levels: tuple = ()

    # (lower, upper, n_bins, cuts, integer: the numeric view, fixed by the levels; accepted as
    # keywords so that dataclasses.replace and copy work, and checked against the levels)
    def __init__(self, name, levels, allow_missing=False, *, lower=None, upper=None,
                 n_bins=None, cuts=None, integer=True):
        object.__setattr__(self, "name", name)
        _feature_name(self)
        vals = _declared_values(
            levels, f"feature {name!r}: levels",
            missing_hint=f"a missing value is not a level; declare allow_missing=True for "
                         f"{name!r} instead")
        if len(vals) < 2:
            raise SchemaError(f"feature {name!r}: an ordinal feature needs at least two levels "
                              f"(one level is a constant: drop the column)")
        if len(vals) > MAX_FEATURE_CODES - 2:
            raise SchemaError(f"feature {name!r}: at most {MAX_FEATURE_CODES - 2:,} levels, got "
                              f"{len(vals):,}")
        k = len(vals)
        canonical = tuple(i + 0.5 for i in range(k - 1))
        # cuts handed in by a refinement hold every cut between two levels (any finer point
        # moves onto them); others would be ignored, so they are refused
        try:
            refined = cuts is None or set(canonical) <= {float(c) for c in cuts}
        except (TypeError, ValueError):
            refined = False                 # not numbers: refused below, as any other cuts
        if (lower is not None and lower != 0) or (upper is not None and upper != k - 1) or \
                n_bins is not None or not integer or not refined:
            raise SchemaError(f"feature {name!r}: an ordinal feature's numeric view is fixed by "
                              f"its levels (whole numbers 0 to {k - 1}); declare the levels only")
        object.__setattr__(self, "levels", vals)
        object.__setattr__(self, "lower", 0)
        object.__setattr__(self, "upper", k - 1)
        object.__setattr__(self, "n_bins", None)
        # one cut between each two levels, whatever cuts a refinement hands in: on whole
        # numbers any finer grid moves to these same half-integers (Numeric.edges)
        object.__setattr__(self, "cuts", canonical)
        object.__setattr__(self, "allow_missing", allow_missing)
        object.__setattr__(self, "integer", True)
        object.__setattr__(self, "kind", "numeric")
        Numeric.__post_init__(self)

    @property
    def categories(self) -> tuple:
        """The levels (read by value, as a categorical feature's categories are)."""
        return self.levels

    def grid_key(self) -> tuple:
        """The numeric grid's key and the levels: ordinals of equal length share a grid, but
        a feature copied by its key (a wide schema's repeated declaration) must keep its own
        levels, which decide how its records are read."""
        return super().grid_key() + (self.levels,)

    def level_text(self, threshold: float) -> str:
        """The level at or below a threshold between codes (``1.5`` -> the second level)."""
        i = int(math.floor(threshold))
        return repr(self.levels[min(max(i, 0), len(self.levels) - 1)])

    def __repr__(self) -> str:
        return (f"Ordinal(name={self.name!r}, levels={list(self.levels)!r}"
                + (", allow_missing=True)" if self.allow_missing else ")"))

    def to_dict(self) -> dict:
        """The declaration as JSON-ready values (a schema file's entry for the column)."""
        return {"name": self.name, "type": "ordinal", "levels": list(self.levels),
                "allow_missing": self.allow_missing}


def reads_numbers(f) -> bool:
    """A feature whose records hold numbers (a :class:`Numeric` other than an ordinal)."""
    return f.kind == "numeric" and not isinstance(f, Ordinal)


def reads_declared_values(f) -> bool:
    """A feature whose records hold declared values, matched by value (a categorical's
    categories, an ordinal's levels)."""
    return f.kind == "categorical" or isinstance(f, Ordinal)


Feature = Numeric | Categorical


def _check_keys(d: Mapping, known: Iterable[str], where: str) -> None:
    """Refuse keys of ``d`` outside ``known`` (comments, keys starting with '_', aside), naming
    the nearest known key: the description is public, its keys are the user's own words."""
    import difflib

    known = list(known)
    unknown = [k for k in d if not (isinstance(k, str) and k.startswith("_")) and k not in known]
    if unknown:
        hints = []
        for k in unknown:
            # a close spelling (allow_mising, nbins), else a known key the key begins with or
            # that begins with it (upper_bound, decimals); a far-fetched match (bounds for
            # thousands, 0.67 by difflib's ratio) is not offered
            near = difflib.get_close_matches(str(k), known, n=1, cutoff=0.75)
            if not near and len(str(k)) >= 3:
                near = sorted((c for c in known if len(c) >= 3 and (
                    str(k).startswith(c) or c.startswith(str(k)))), key=len, reverse=True)[:1]
            hints.append(f"{k!r}" + (f" (did you mean {near[0]!r}?)" if near else ""))
        raise SchemaError(f"{where}: unknown key{'s' if len(unknown) > 1 else ''} "
                          f"{', '.join(hints)}; known keys: {', '.join(known)} (a key starting "
                          f"with '_' is a comment)")


def _boolean_categories(f) -> bool:
    """Whether a categorical feature's declared categories are booleans only (a True/False
    column, as Schema.from_dataframe declares a boolean column)."""
    return all(isinstance(c, (bool, np.bool_)) for c in f.categories)


def _float_bounds(f) -> bool:
    """Whether a numeric feature's bounds equal their float64 values exactly (ints, floats,
    float32; not a Fraction(1, 3) or a long double third)."""
    try:
        return float(f.lower) == f.lower and float(f.upper) == f.upper
    except (TypeError, ValueError, OverflowError):
        return False


class _Columns(Sequence):
    """The schema's columns of an input, in the schema's order, each taken out when read (a
    frame's Series without a copy, an array's column view).  :meth:`block` reads several plain
    numeric columns as one float64 array instead (one pandas call rather than one per column)."""

    def __init__(self, data, positions: list[int]):
        self._data = data
        self._positions = positions
        self._frame = isinstance(data, pd.DataFrame)

    def __len__(self) -> int:
        return len(self._positions)

    def __getitem__(self, j):
        if isinstance(j, slice):
            return [self[i] for i in range(*j.indices(len(self)))]
        p = self._positions[j]
        return self._data.iloc[:, p] if self._frame else self._data[:, p]

    @property
    def n_rows(self) -> int:
        return len(self._data) if len(self._positions) else 0

    def plain_numeric(self, j: int) -> bool:
        """Whether column j has a plain numpy dtype of numbers (no extension, object, complex or
        temporal dtype): read as float64 without a value-by-value conversion."""
        dt = (self._dtypes()[self._positions[j]] if self._frame else self._data.dtype)
        return isinstance(dt, np.dtype) and dt.kind in "fiub"

    def _dtypes(self):
        if not hasattr(self, "_dt"):
            self._dt = self._data.dtypes.tolist()
        return self._dt

    def block(self, js: list[int]) -> np.ndarray:
        """Columns ``js`` (plain numeric, :meth:`plain_numeric`) as one (n, len(js)) float64
        array, column-major (each column contiguous, as the compiled passes read it)."""
        pos = [self._positions[j] for j in js]
        if self._frame:
            frame = self._data if pos == list(range(self._data.shape[1])) else self._data.iloc[:, pos]
            return np.asfortranarray(frame.to_numpy(dtype=float))   # (pandas' layout: no copy)
        return np.asfortranarray(self._data[:, pos], dtype=float)


class Schema:
    """The public domain of a classification data set: features and classes.

    Parameters
    ----------
    features : sequence of :class:`Numeric` / :class:`Categorical`, in column order.
    classes : the public class labels (at least two, distinct under ``==``, never None/NaN), as an
        ordered sequence (list, tuple, array) -- not a set nor a bare string.  A fitted
        estimator's ``classes_``, and so the columns of ``predict_proba``, hold these labels
        sorted (as scikit-learn orders them), whatever order is declared here; the declared
        order is kept only where the labels do not compare with each other (``1`` and ``"b"``).
    out_of_bounds : ``"error"`` (default) refuses numeric values outside the declared bounds;
        ``"clip"`` clips them onto the bounds (the user asked for it; clipping is a
        per-record, data-independent transformation and so costs no privacy).
    n_bins : default number of equal-width candidate bins for numeric features that declare
        neither ``n_bins`` nor ``cuts`` of their own (default 32; at least 2).

    Examples
    --------
    >>> s = Schema([Numeric("age", 17, 90), Categorical("sex", ["F", "M"])], classes=[0, 1])
    >>> s.n_features
    2
    """

    def __init__(self, features: Sequence[Feature], classes: Sequence, *,
                 out_of_bounds: str = "error", n_bins: int = 32):
        if isinstance(features, (Numeric, Categorical)):
            raise SchemaTypeError(f"features must be a list of Numeric / Categorical features, got "
                                  f"a single {type(features).__name__} ({features.name!r}); wrap "
                                  f"it in a list: Schema([feature, ...], classes=...)")
        if features is None or isinstance(features, (str, bytes)) or not isinstance(features, _IterableABC):
            raise SchemaTypeError(f"features must be a list of Numeric / Categorical features, got "
                                  f"{_short(features)}")
        features = list(features)
        if not features:
            raise SchemaError("a schema needs at least one feature")
        for f in features:
            if not isinstance(f, (Numeric, Categorical)):
                hint = (" (for (lower, upper) bounds by position, as diffprivlib takes them: "
                        "Schema.from_bounds(lower, upper, classes=...))"
                        if isinstance(f, (tuple, list)) and len(f) == 2 else "")
                raise SchemaTypeError(f"features must be Numeric or Categorical, got {_short(f)}{hint}")
        names = [f.name for f in features]
        if len(set(names)) != len(names):
            raise SchemaError(f"feature names must be distinct, got {names}")
        classes = list(_declared_values(
            classes, "classes",
            missing_hint="a missing label is never a class; drop (or label) the records without "
                         "a label before fitting"))
        tupled = next((c for c in classes if isinstance(c, tuple)), None)
        if tupled is not None:
            # a categorical's value may be a tuple; a label may not: scikit-learn reads a y of
            # tuples as several outputs, so no fit could ever use such a class
            raise SchemaTypeError(f"classes must be single values (text, numbers, booleans...), "
                                  f"got the tuple {_short(tupled)}: a y of tuples reads as several "
                                  f"outputs; join each into one label, e.g. '|'.join(map(str, t))")
        if len(classes) < 2:
            raise SchemaError(
                f"a classification schema needs at least two public classes, got {classes}"
            )
        if out_of_bounds not in ("error", "clip"):
            raise SchemaError("out_of_bounds must be 'error' or 'clip'")
        n_bins = _check_bins(n_bins, "")
        self.features: list[Feature] = features
        self.classes = classes
        self.out_of_bounds = out_of_bounds
        self.n_bins = int(n_bins)

    # ----------------------------------------------------------------- construction helpers
    @classmethod
    def from_bounds(cls, lower, upper=None, *, classes: Sequence,
                    feature_names: Sequence | None = None,
                    n_features: int | None = None, integer=False, allow_missing=False,
                    **kwargs) -> "Schema":
        """A schema of numeric features from per-column bounds given by position, as
        diffprivlib's ``bounds=(lower, upper)`` gives them: feature i is ``Numeric(name_i,
        lower[i], upper[i])``, named ``feature_names[i]`` or ``"0"``, ``"1"``, ... (the names an
        array's columns are matched to).  A single number for ``lower`` or ``upper`` holds for
        every column (as in diffprivlib); with two single numbers the number of columns comes
        from ``feature_names`` or ``n_features``.  diffprivlib's ``bounds=(lower, upper)``
        tuple may be passed whole as the first argument, without ``upper``, and so may a
        mapping ``{column name: (lower, upper)}``, which names the features.  Without
        ``feature_names``, pandas Series of bounds indexed by column names (the same names in
        both) name the features by their index, in ``lower``'s order.  The bounds must be public
        knowledge (documentation, a standard's range), never the training data's own minima
        and maxima (``X.min()``, ``X.max()``): those are records' values, released in the model
        and outside ε.  ``integer``: True when every column holds whole numbers (counts), or
        the names (or positions) of those that do (``Numeric(..., integer=True)``).
        ``allow_missing``: True when every column may hold missing values (NaN), or the names
        (or positions) of those that may (``Numeric(..., allow_missing=True)``).  ``kwargs``: ``out_of_bounds``, ``n_bins``.

        >>> Schema.from_bounds([0, 0], [1, 100], classes=[0, 1]).feature_names
        ['0', '1']
        >>> Schema.from_bounds(0, 10, n_features=3, classes=[0, 1]).feature_names
        ['0', '1', '2']
        >>> Schema.from_bounds(([0, 0], [1, 100]), classes=[0, 1]).feature_names
        ['0', '1']
        >>> Schema.from_bounds({"age": (0, 120), "income": (0, 1e6)}, classes=[0, 1]).feature_names
        ['age', 'income']
        """
        if upper is None and isinstance(lower, _MappingABC):
            # bounds by column name, {name: (lower, upper)}: the columns named as written
            pairs = list(lower.items())
            if not pairs or not all(
                    isinstance(v, (tuple, list)) and len(v) == 2
                    and all(not isinstance(b, (str, bytes)) and np.ndim(b) == 0 for b in v)
                    for _, v in pairs):
                raise SchemaTypeError(
                    "Schema.from_bounds with one mapping takes {column name: (lower, upper)}, "
                    "a pair of two numbers for every column")
            if feature_names is not None:
                raise SchemaError("Schema.from_bounds with a {column name: (lower, upper)} "
                                  "mapping takes its names from the mapping: leave out "
                                  "feature_names")
            feature_names = [k for k, _ in pairs]
            lower, upper = [v[0] for _, v in pairs], [v[1] for _, v in pairs]
        if upper is None:
            # diffprivlib's bounds=(lower, upper), passed whole as the first argument
            if not (isinstance(lower, tuple) and len(lower) == 2 and all(
                    not isinstance(v, (str, bytes, _MappingABC, set, frozenset)) and np.ndim(v) <= 1
                    for v in lower)):
                raise SchemaTypeError(
                    "Schema.from_bounds takes the lower and the upper bounds as two arguments: "
                    "write Schema.from_bounds(lower, upper, classes=...) (diffprivlib's "
                    "bounds=(lower_array, upper_array) tuple is taken whole too, and so is a "
                    "{column name: (lower, upper)} mapping)")
            lower, upper = lower
        if feature_names is None:
            series = [b for b in (lower, upper) if isinstance(b, pd.Series)]
            named = [b for b in series
                     if len(b) and all(isinstance(k, str) for k in b.index.tolist())]
            if len(series) == 2 and not lower.index.equals(upper.index) and (
                    len(named) == 2 or set(lower.index.tolist()) == set(upper.index.tolist())):
                if set(lower.index.tolist()) != set(upper.index.tolist()) or \
                        not lower.index.is_unique:
                    # (the names are not quoted: bounds read from X.min() would be X's)
                    raise SchemaError("lower and upper are Series indexed by different column "
                                      "names: give both the same names (or pass "
                                      "feature_names=[...] and plain lists)")
                upper = upper.reindex(lower.index)      # matched by name, as pandas does
            if named and len(named) == len(series):
                # the columns the bounds are declared for, by name (a frame is matched by
                # name: '0', '1', ... would not fit it)
                feature_names = named[0].index.tolist()
        lo, hi = np.asarray(lower, dtype=float), np.asarray(upper, dtype=float)
        if feature_names is not None:
            feature_names = list(feature_names)          # a generator is read once
        width = None if feature_names is None else len(feature_names)
        if n_features is not None:
            if isinstance(n_features, bool) or not isinstance(n_features, numbers.Integral) \
                    or n_features < 1:
                raise SchemaError(f"n_features must be a whole number >= 1, got {n_features!r}")
            if width is not None and width != n_features:
                raise SchemaError(f"feature_names has {width} names but n_features is {n_features}")
            width = int(n_features)
        if lo.ndim == 0 and hi.ndim == 0:
            if width is None:
                raise SchemaError("lower and upper are single numbers: say how many columns they "
                                  "bound, n_features=... (or feature_names=[...]), or give one "
                                  "bound a column")
            lo, hi = np.full(width, float(lo)), np.full(width, float(hi))
        elif lo.ndim <= 1 and hi.ndim <= 1:
            try:
                lo, hi = np.broadcast_arrays(lo, hi)     # one single number holds for every column
            except ValueError:
                pass                                     # refused below, with both shapes
        if lo.ndim != 1 or lo.shape != hi.shape or not len(lo):
            raise SchemaError(f"lower and upper must be two 1-d sequences of one bound a column, of "
                              f"the same length (or single numbers), got shapes {lo.shape} and "
                              f"{hi.shape}")
        if n_features is not None and len(lo) != n_features:
            raise SchemaError(f"lower and upper bound {len(lo)} columns but n_features is "
                              f"{n_features}")
        names = ([str(i) for i in range(len(lo))] if feature_names is None else feature_names)
        if len(names) != len(lo):
            raise SchemaError(f"feature_names has {len(names)} names for {len(lo)} columns of bounds")
        def named(arg, what, kind):
            # True / False, or the names of some of the columns
            if isinstance(arg, (bool, np.bool_)):
                return set(names) if arg else set()
            if isinstance(arg, (str, bytes)) or not hasattr(arg, "__iter__"):
                raise SchemaTypeError(f"{what} must be True, False or a list of the names of "
                                      f"the {kind}columns")
            # a whole number is a column's position, as the bounds are given by position (a
            # numpy user's integer=[0, 2]; the columns are named '0', '1', ... unless named)
            def position(c) -> bool:
                return isinstance(c, (numbers.Integral, np.integer)) and not isinstance(
                    c, (bool, np.bool_)) and 0 <= int(c) < len(names)

            clash = [int(c) for c in arg if position(c) and str(int(c)) in names
                     and names[int(c)] != str(int(c))]
            if clash:
                raise SchemaError(f"{what} gives {clash[:5]!r}, both a column's position and "
                                  f"another column's name: give the names as text")
            chosen = {names[int(c)] if position(c) else c for c in arg}
            unknown = [c for c in chosen if c not in set(names)]
            if unknown:
                raise SchemaError(f"{what} names columns that have no bounds: {unknown[:5]!r} "
                                  f"(give their names, or their positions 0 to {len(names) - 1})")
            return chosen

        whole = named(integer, "integer", "whole-number ")
        missing = named(allow_missing, "allow_missing", "")
        return cls([Numeric(n, float(a), float(b), integer=n in whole, allow_missing=n in missing)
                    for n, a, b in zip(names, lo, hi)], classes, **kwargs)

    @classmethod
    def from_dataframe(cls, X: pd.DataFrame, *, classes: Sequence = None,
                       bounds: Mapping[Any, tuple[float, float]] | None = None,
                       categories: Mapping[Any, Iterable] | None = None,
                       allow_missing: Iterable | bool | str = (),
                       cuts: Mapping[Any, Sequence[float]] | None = None,
                       integer: Iterable | bool | str = (),
                       ordinal: Mapping[Any, Sequence] | None = None,
                       **kwargs) -> "Schema":
        """Build a schema from a DataFrame's column names and dtypes plus declared domains.

        Only the column names and dtypes of ``X`` are read -- never a value (but pandas infers a
        dtype from the values: one missing value makes a boolean column an object one, so this
        is the data holder's tool; declared bounds or categories override the dtype).  Numeric columns need
        ``bounds[name] = (lower, upper)`` (optionally ``cuts[name]``: public cut points strictly
        inside the bounds, instead of equal-width bins); other columns need
        ``categories[name]``, or ``ordinal[name]``: the public levels of an ordinal column,
        lowest first (:class:`Ordinal`: split on their order).  Boolean columns default to
        ``[False, True]`` (public by their type), *ordered* pandas ``Categorical`` columns to an
        :class:`Ordinal` of their dtype's categories, and other pandas ``Categorical`` columns
        to a :class:`Categorical` of their dtype's categories -- **those must be
        public**: ``pd.Categorical(values)`` without ``categories=`` takes them from the data,
        which would leak which values occur; build the dtype from a declared list, and pass the
        list as ``categories[name]`` too (a column whose categories come from its dtype alone
        warns, :class:`CategoriesFromDtypeWarning`: the schema cannot tell a declared list
        from one taken from the values).  Keys may be
        the column labels themselves (e.g. integers) or their string form.  A missing
        declaration raises :class:`SchemaError` naming the columns and showing how to declare
        them.

        Declarations are checked for their form (:class:`SchemaTypeError`, both a
        ``SchemaError`` and a ``TypeError``, or :class:`SchemaError`), naming the column:

        * ``classes`` and each ``categories[name]`` are ordered sequences (list, tuple, array)
          of distinct values -- not a bare string, not a set, never None/NaN (a missing label is
          never a class; a categorical column with missing values is declared in
          ``allow_missing`` instead);
        * ``bounds[name]`` is a pair ``(low, high)`` of numbers (not dates: convert date columns
          to numbers first);
        * ``allow_missing`` is ``True`` (every column), a list of column names, or a single
          column name (``allow_missing="job"`` means ``["job"]``);
        * ``integer`` names the numeric columns whose values are whole numbers (counts, ages in
          years, scores): a list of column names or a single name (not ``True``: a fractional
          column declared integer would lose its grid).  It is a declaration like the bounds,
          never read from the values or the dtype (an integer dtype can depend on the data: one
          missing value makes it float); their candidate grids then offer only cuts between two
          whole numbers (:class:`Numeric`);
        * bounds only apply to numeric columns: bounds declared for a boolean or pandas
          ``Categorical`` column, or for a column that also has declared categories, raise a
          ``SchemaError`` (they are not silently ignored);
        * a date / time / duration / period column (datetime64, timedelta64, period dtype) is
          refused unless its categories are declared: convert it to a number (e.g. days since a
          public origin date) and declare bounds for that.  Only the dtype is read.

        A Dask DataFrame is read the same way, from its metadata (names and dtypes; nothing is
        computed).  A Dask categorical column whose categories are unknown (the default after
        ``astype("category")``) needs its categories declared.
        """
        import inspect

        own = [p for p in inspect.signature(cls.__init__).parameters
               if p not in ("self", "features", "classes")]
        unknown = sorted(set(kwargs) - set(own))
        if unknown or classes is None:
            # (it read "Schema.__init__() got an unexpected keyword argument", naming neither
            # this function nor what it takes; classes is required, but a default of None lets
            # a misspelt clases= be named here, not in Python's "missing 1 required argument")
            if not unknown:
                raise TypeError("Schema.from_dataframe() needs classes=[...]: the target's "
                                "possible labels, declared (public), not read from y")
            hint = ("; columns with missing values: allow_missing=[...] (and na_values=... in a "
                    "schema file for the codes that mean missing)"
                    if any("miss" in k or k.startswith("na") for k in unknown) else "")
            # DP-EBM's names for what the schema declares (a walkthrough porting from it)
            if "privacy_bounds" in unknown:
                hint += "; DP-EBM's privacy_bounds are bounds={column: (lower, upper)} here"
            if "feature_types" in unknown:
                hint += ("; DP-EBM's feature_types are read from what is declared: bounds= for "
                         "numeric columns, categories= for categorical, ordinal= for ordered "
                         "levels")
            raise TypeError(f"Schema.from_dataframe() got unexpected keyword argument"
                            f"{'s' * (len(unknown) > 1)} {', '.join(map(repr, unknown))}{hint}; "
                            f"it takes classes, bounds, categories, allow_missing, cuts, integer, "
                            f"ordinal and the schema's own options {', '.join(own)}")
        if is_dask_collection(X) and isinstance(getattr(X, "_meta", None), pd.DataFrame):
            meta = X._meta
            unknown = [str(c) for c, dt in meta.dtypes.items() if isinstance(dt, pd.CategoricalDtype)
                       and "__UNKNOWN_CATEGORIES__" in list(dt.categories)]
            if unknown:                     # Dask's placeholder, not a category of the data
                meta = meta.astype({c: object for c, dt in meta.dtypes.items() if str(c) in unknown})
            X = meta
            dask_unknown = set(unknown)
        else:
            dask_unknown = set()
        X = as_pandas(X)                    # a polars / pyarrow frame: its names and dtypes
        if not isinstance(X, pd.DataFrame):
            raise SchemaError("Schema.from_dataframe needs a DataFrame (pandas, polars, pyarrow "
                              "or Dask)")
        names = [str(c) for c in X.columns]
        if len(set(names)) != len(names):
            # which ones is left to the data owner's own look (X.columns): a frame's names can
            # be record values (after a pivot or one-hot encoding), so none are quoted here
            raise SchemaError("column names must be distinct as strings: some columns share a "
                              "name (or names such as 1 and '1'); X.columns[X.columns.astype(str)"
                              ".duplicated(keep=False)] lists them")

        def by_name(m, what, form):
            if m is None:
                return {}
            given_pairs = not isinstance(m, _MappingABC)
            if given_pairs and what == "bounds" and isinstance(m, tuple) and len(m) == 2 and \
                    all(np.ndim(v) == 1 for v in m):
                raise SchemaTypeError(
                    "bounds looks like diffprivlib's (lower_array, upper_array): pass "
                    "bounds={column: (lower, upper), ...}, or build the schema with "
                    "Schema.from_bounds(lower, upper, classes=...)")
            if not isinstance(m, _MappingABC):
                try:
                    if isinstance(m, (str, bytes)):
                        raise TypeError
                    m = dict(m)
                except (TypeError, ValueError):
                    raise SchemaTypeError(f"{what} must be a mapping {{column: {form}}}, got "
                                          f"{_short(m)}") from None
            out = {}
            known = set(names)          # (a list: 20,000 columns took seconds per mapping)
            for k, v in m.items():
                if str(k) not in known:
                    hint = (f"; {what} must map columns to their values, and a list of pairs is "
                            f"read as (column, value) pairs: for bounds by position use "
                            f"Schema.from_bounds(lower, upper, classes=...)"
                            if given_pairs else "")
                    # the frame's own names are not listed: after one-hot encoding or a
                    # pivot they can be record values, as fit's messages hold too
                    raise SchemaError(f"{what} declared for a column not in the frame: {k!r} "
                                      f"(compare with X.columns: a typing slip, or a column "
                                      f"renamed or dropped earlier){hint}")
                if str(k) in out:
                    raise SchemaError(f"{what} declared twice for column {str(k)!r} (as a label "
                                      f"and as its string form)")
                out[str(k)] = v
            return out

        bounds = by_name(bounds, "bounds", "(lower, upper)")
        categories = by_name(categories, "categories", "[...all possible values...]")
        cuts = by_name(cuts, "cuts", "[cut points]")
        ordinal = by_name(ordinal, "ordinal", "[...levels, lowest first...]")
        def column_set(arg, what):
            if arg is None or isinstance(arg, (bool, np.bool_)):
                return set(names) if arg else set()
            # a single column label (a string, or e.g. an integer label) names one column
            cols = ([arg] if isinstance(arg, (str, bytes))
                    or not isinstance(arg, _IterableABC) else list(arg))
            return set(by_name({k: None for k in cols}, what, "..."))

        miss = column_set(allow_missing, "allow_missing")
        if isinstance(integer, (bool, np.bool_)) or integer is None:
            if integer:
                raise SchemaTypeError("integer must name the whole-number columns (a list of "
                                      "column names), not True: a column of fractions declared "
                                      "whole would lose its grid. If every numeric column holds "
                                      "whole numbers, integer=list(X.select_dtypes('number').columns) says so")
            integer = ()
        whole = column_set(integer, "integer")
        not_numeric = set(whole)             # declared integer, not yet met as a numeric column
        feats, need_b, need_c, temporal, from_dtype, nested = [], [], [], [], [], []
        durations = False               # a timedelta column: its recipe is said first
        for col, name in zip(X.columns, names):
            dt = X[col].dtype
            if name in cuts and name not in bounds:
                raise SchemaError(f"cuts declared for {name!r} need bounds too: bounds={{{name!r}: "
                                  f"(lower, upper)}}")
            if name in ordinal:
                if name in bounds or name in categories:
                    raise SchemaError(f"column {name!r} has levels (ordinal) and "
                                      f"{'bounds' if name in bounds else 'categories'} declared: "
                                      f"declare one of them")
                feats.append(Ordinal(name, ordinal[name], name in miss))
            elif name in categories:
                _no_bounds(name in bounds, f"column {name!r} has both bounds and categories "
                           f"declared", "categories to categorical ones: declare one of them")
                feats.append(Categorical(name, categories[name], name in miss))
            elif isinstance(dt, pd.CategoricalDtype):
                _no_bounds(name in bounds, f"bounds declared for column {name!r}, a pandas "
                           f"Categorical column", "drop them (its categories come from its dtype), "
                           "or convert the column to numbers to treat it as numeric")
                # taken from the records' dtype, not declared: the look-alike check would print
                # two record values (CategoriesFromDtypeWarning below names the column only)
                token = _LOOK_ALIKE_CHECK.set(False)
                try:
                    kind = Ordinal if dt.ordered and len(dt.categories) >= 2 else Categorical
                    feats.append(kind(name, tuple(dt.categories.tolist()), name in miss))
                finally:
                    _LOOK_ALIKE_CHECK.reset(token)
                from_dtype.append(name)
            elif pd.api.types.is_bool_dtype(dt):
                _no_bounds(name in bounds, f"bounds declared for column {name!r}, a boolean column "
                           f"(categories False, True)", "drop them, or convert the column with "
                           ".astype(int) to treat it as numeric")
                feats.append(Categorical(name, (False, True), name in miss))
            elif _is_nested_dtype(dt):
                # a list, struct or map per cell (Arrow, polars): no declaration fits it, so it
                # is said as what it is, not as a categorical column lacking categories
                nested.append(f"{name!r} ({dt})")
            elif _is_temporal_dtype(dt):
                temporal.append(f"{name!r} ({dt})")
                durations = durations or _is_duration_dtype(dt)
                # declared integer (or bounded) as the number it is meant to become: the
                # dates/times message says how, not "integer declared for a non-numeric column"
                not_numeric.discard(name)
            elif pd.api.types.is_numeric_dtype(dt) or name in bounds:
                not_numeric.discard(name)
                if name not in bounds:
                    need_b.append(name)
                    continue
                lo, hi = _bounds_pair(name, bounds[name])
                feats.append(Numeric(name, lo, hi,
                                     cuts=cuts[name] if name in cuts else None,
                                     allow_missing=name in miss, integer=name in whole))
            else:
                need_c.append(name)
        msg = []        # every column to fix, in one message, so one round fixes them all
        if not_numeric and not temporal:
            raise SchemaError(f"integer declared for columns that are not numeric: "
                              f"{sorted(not_numeric)} (only numeric columns with bounds take it)")
        if temporal:
            msg.append(
                f"column{'s' if len(temporal) > 1 else ''} {', '.join(temporal)} hold"
                f"{'' if len(temporal) > 1 else 's'} dates/times; dpforest works on numbers and "
                f"declared categories: convert each to a number before declaring the schema ("
                + ("a duration (timedelta) in a unit of its own, X[col].dt.total_seconds() / "
                   "3600 for hours; a date or time: " if durations else "") + "e.g. "
                "days since a public origin date, (X[col] - pd.Timestamp('2000-01-01', "
                "tz=X[col].dt.tz)).dt.days, which holds for time-zone-aware columns too "
                "(a period column: X[col].dt.to_timestamp() first, an Arrow date column: "
                "pd.to_datetime(X[col]) first), or a duration's "
                ".dt.total_seconds()) and declare bounds for it in that unit")
            if not_numeric:             # after the dates: the first thing to fix
                msg.append(f"integer declared for columns that are not numeric: "
                           f"{sorted(not_numeric)} (only numeric columns with bounds take it)")
        if nested:
            msg.append(f"column{'s' if len(nested) > 1 else ''} {', '.join(nested)} hold"
                       f"{'' if len(nested) > 1 else 's'} nested values (a list, struct or map "
                       f"per row); dpforest takes one number or category per cell: flatten "
                       f"{'them' if len(nested) > 1 else 'it'} first (one column per field or "
                       f"element, e.g. X[col].struct.explode() or X[col].list.len()), or drop "
                       f"{'them' if len(nested) > 1 else 'it'}")
        if need_b or need_c:
            msg.append("the schema lacks public metadata; dpforest never reads domains from the data.")
            if need_b:
                msg.append(f"numeric columns need bounds: {need_b} -> pass "
                           f"bounds={{{need_b[0]!r}: (lower, upper), ...}} from domain knowledge")
            if need_c:
                # a Dask category column whose categories Dask did not read (read_parquet,
                # from_pandas): its dtype says category, but there is nothing to take (read
                # above as objects)
                unknown = [n for n in need_c if n in dask_unknown]
                if unknown:
                    msg.append(f"Dask left the categories of {unknown} unknown (as read_parquet "
                               f"and from_pandas do): declare them below, from the data's "
                               f"documentation, not from the records")
                msg.append(f"categorical columns need categories: {need_c} -> pass "
                           f"categories={{{need_c[0]!r}: [...all possible values...], ...}} "
                           f"(a True/False column with a missing value is held as objects and "
                           f"is one of these: categories=[False, True] declares it, or convert "
                           f"it with .astype('boolean'); a column of numbers held as objects "
                           f"is one too: declare bounds= for it, or convert it with "
                           f"pd.to_numeric; so is a date held as text, as pyreadr reads R's "
                           f"Date: pd.to_datetime(X[col]), then days since a public date); "
                           f"identifiers (ids, names, free text) "
                           f"are not features: drop them, since declared categories are public, "
                           f"saved with the model and shown by export_text")
            # the label column left in X is a common slip (fit and predict name it): said
            # here too, as a possibility, since only the caller knows which column is y
            undeclared = need_b + need_c
            msg.append(f"if {'one of these' if len(undeclared) > 1 else repr(undeclared[0])} is "
                       f"the label column, build the schema from X without it "
                       f"(X.drop(columns=[...])): classes= declares the target")
            unnamed = [c for c in need_b + need_c if re.fullmatch(r"Unnamed: \d+", str(c))]
            if unnamed:
                # pandas' name for a header field left empty: R's write.csv row names
                msg.append(f"{unnamed[0]!r} is pandas' name for a column whose header is empty, "
                           f"such as the row names R's write.csv writes: read the file with "
                           f"pd.read_csv(path, index_col=0), or drop the column")
        if msg:
            raise SchemaError("\n".join(msg))
        if from_dtype:
            # names only: the categories themselves may be exactly what must not be shown
            # the action first (a notebook shows the start of a long warning), then why
            warnings.warn(
                f"declare the categories of {', '.join(map(repr, from_dtype))} "
                f"(categories={{{from_dtype[0]!r}: [...all possible values...]}}) if they are "
                f"public; here they come from {'their' if len(from_dtype) > 1 else 'its'} "
                f"pandas Categorical dtype, and they become part of the released model.  "
                f".astype('category') and pd.Categorical(values) take them from the values that "
                f"occur (as do a polars Categorical and a pyarrow dictionary column, read as "
                f"one; a polars Enum is built from a declared list); a dtype built from a "
                f"declared list is public, and declaring it confirms that and silences this "
                f"warning (ordinal={{...: [...levels, lowest first...]}} for an ordered one: an "
                f"ordered dtype's levels are taken in its order, which is alphabetical unless "
                f"the dtype was built from the documented order -- check X[c].cat.categories)",
                CategoriesFromDtypeWarning, stacklevel=2)
        return cls(feats, classes, **kwargs)

    def read_dtypes(self, target=None) -> dict:
        """The ``dtype=`` mapping for reading the schema's columns from CSV files with Dask,
        ``dd.read_csv(path, dtype=schema.read_dtypes(target="label"))``: numeric columns as
        float64, categorical columns (and the label column ``target``, if given) as text, which
        a Dask fit matches to the declared values (``"1"`` to a declared 1, ``"True"`` to
        True).  Without it, ``dd.read_csv`` guesses each column's dtype from the first block of
        the file and casts later blocks to it: one later value (30.5 in a column of whole
        numbers) makes the read of its partition fail, and in a column guessed boolean one odd
        value is read as True with every "False" of its block.  Built from the schema alone.
        Under a budget that pins the schema, read with ``dtype=object`` instead (every column
        as text, each value then judged on its own; such a budget refuses any other CSV read).

        For Dask only: pandas' own ``read_csv`` reads the whole file before choosing a dtype and
        needs none, and given this mapping it reads a boolean column as the strings ``"True"``
        / ``"False"`` (and codes 1, 2 as ``"1"``, ``"2"``), which a pandas fit, predict or score
        does not match to declared True / False or 1, 2: their values are outside the declared
        categories (refused, or left out under a pinned budget).  With pandas, leave the
        dtypes to pandas, as the command line does."""
        out = {f.name: ("float64" if reads_numbers(f) else "object") for f in self.features}
        if target is not None:
            out[target] = "object"
        return out

    # ----------------------------------------------------------------- column subsets
    def select(self, names) -> "Schema":
        """The schema of the features ``names``, in that order, with the same classes and
        options: for a pipeline step before the forest that keeps or reorders columns (a
        ``ColumnTransformer`` that drops an identifier), whose output the forest's schema must
        describe.  Public: names of this schema only.

        Examples
        --------
        >>> s = Schema([Numeric("age", 17, 90), Categorical("sex", ["F", "M"])], classes=[0, 1])
        >>> s.select(["sex"]).feature_names
        ['sex']
        """
        wanted = self._names_argument(names, "select")
        by_name = {f.name: f for f in self.features}
        return self._with_features([by_name[n] for n in wanted])

    def drop(self, names, *more) -> "Schema":
        """The schema without the features ``names`` (the others in their order, the classes
        and options kept): :meth:`select`'s complement.  Several names may also be given one
        after another, ``drop("a", "b")``, as ``drop(["a", "b"])``.

        Examples
        --------
        >>> s = Schema([Numeric("age", 17, 90), Categorical("sex", ["F", "M"])], classes=[0, 1])
        >>> s.drop("age").feature_names
        ['sex']
        """
        if more:
            # drop("a", "b") read "b" as nothing and refused it as a TypeError (a walkthrough)
            names = [*([names] if isinstance(names, str) else self._names_argument(names, "drop")),
                     *more]
        gone = set(self._names_argument(names, "drop"))
        return self._with_features([f for f in self.features if f.name not in gone])

    def _with_features(self, features) -> "Schema":
        """A schema of ``features`` with this one's classes, out-of-bounds rule and bins (all a
        schema holds besides its features)."""
        return Schema(features, self.classes, out_of_bounds=self.out_of_bounds, n_bins=self.n_bins)

    def _names_argument(self, names, what: str) -> list[str]:
        """``names`` (one name or a sequence of them) as a list, each a feature of this schema
        and none twice (refused naming the unknown ones: the schema's names are public)."""
        if isinstance(names, str):
            names = [names]
        if names is None or not isinstance(names, _IterableABC) or isinstance(names, bytes):
            raise SchemaTypeError(f"{what} takes a feature name or a list of them, got {_short(names)}")
        names = list(names)
        bad = [n for n in names if not isinstance(n, str)]
        if bad:
            raise SchemaTypeError(f"{what} takes feature names (text), got {_short(bad[0])}")
        unknown = [n for n in names if n not in set(self.feature_names)]
        if unknown:
            raise SchemaError(f"{what}: {unknown} are not features of this schema; its features "
                              f"are {self.feature_names}")
        if len(set(names)) != len(names):
            raise SchemaError(f"{what}: a feature is named twice in {names}")
        return names

    # ----------------------------------------------------------------- properties
    @property
    def n_features(self) -> int:
        return len(self.features)

    @property
    def n_classes(self) -> int:
        return len(self.classes)

    @property
    def feature_names(self) -> list[str]:
        return [f.name for f in self.features]

    def n_codes(self) -> np.ndarray:
        """Number of integer codes of each feature (its candidate-split resolution)."""
        # kept for the same (immutable) feature objects and n_bins: each numeric feature's
        # count builds its grid, and every encode asks (5,000 columns: milliseconds a call)
        memo = self.__dict__.get("_n_codes_memo")
        feats = self.features
        if (memo is None or memo[1] != self.n_bins or len(memo[0]) != len(feats)
                or any(a is not b for a, b in zip(memo[0], feats))):
            memo = (tuple(feats), self.n_bins,
                    np.array([f.n_codes(self.n_bins) for f in feats], dtype=np.int64))
            self.__dict__["_n_codes_memo"] = memo
        return memo[2].copy()

    def is_numeric(self) -> np.ndarray:
        """Whether each feature is numeric (an array of booleans, in the features' order)."""
        return np.array([f.kind == "numeric" for f in self.features], dtype=bool)

    def missing_code(self) -> np.ndarray:
        """The code of "missing" per feature, or -1 where missing values are not allowed."""
        out = np.full(self.n_features, -1, dtype=np.int64)
        for j, f in enumerate(self.features):
            if f.allow_missing:
                out[j] = 0 if f.kind == "numeric" else len(f.categories)
        return out

    def domain_sizes(self) -> np.ndarray:
        """Public domain size per feature (categories, or bins for numeric features)."""
        return self.n_codes()

    def example_row(self) -> pd.DataFrame:
        """One made-up record that fits the schema, from the declaration alone: each numeric
        feature at its bounds' midpoint (a whole number where declared integer), each
        categorical at its first category, each ordinal at its lowest level.  For warming up a serving process
        (``model.predict(model.schema_.example_row())`` loads the compiled kernels before the
        first real request) and for trying a model out; it reads no record."""
        row = {}
        for f in self.features:
            if reads_declared_values(f):
                row[f.name] = f.categories[0]
            else:
                mid = float(f.lower) / 2.0 + float(f.upper) / 2.0    # (no overflow near the float max)
                whole = float(math.floor(mid)) if f.integer and math.isfinite(mid) else mid
                row[f.name] = whole if whole >= f.lower else mid
        return pd.DataFrame([row], columns=self.feature_names)

    def digest(self) -> str:
        """A sha256 of the whole declaration (hex): equal schemas (==: 0 == 0.0) get one
        digest, schemas that differ in any bound, category or class get different ones."""
        import hashlib
        import json

        def canon(v):
            if isinstance(v, dict):
                return {k: canon(x) for k, x in v.items()}
            if isinstance(v, (list, tuple)):
                return [canon(x) for x in v]
            if isinstance(v, numbers.Real) and not isinstance(v, (bool, np.bool_)):
                return float(v)
            return v

        return hashlib.sha256(json.dumps(canon(self.to_dict()), sort_keys=True, default=str)
                              .encode()).hexdigest()

    def __repr__(self) -> str:
        # names and a digest of the whole declaration, so that two schemas that differ only in
        # a bound or a category (a search over schemas: best_params_) are told apart
        # every kind present, counted ('boolean': a categorical feature of True/False only)
        kinds = Counter("boolean" if f.kind == "categorical" and _boolean_categories(f) else
                        "ordinal" if isinstance(f, Ordinal) else f.kind for f in self.features)
        counted = ", ".join(f"{kinds[k]} {k}" for k in ("numeric", "ordinal", "categorical", "boolean")
                            if kinds[k])
        return (f"Schema({self.n_features} features {_declared_preview(self.feature_names)} "
                f"[{counted}], "
                f"classes={_declared_preview(self.classes, CLASSES_SHOWN)}, "
                f"digest={self.digest()[:8]})")

    def to_frame(self, max_rows: int | None = None) -> pd.DataFrame:
        """The declaration as a table, one row per feature: its name, kind (numeric, integer,
        ordinal, categorical, boolean), public domain (bounds, or the declared categories or
        levels, long lists shortened) and whether it may be missing; the first ``max_rows``
        features where given.  The declaration itself: no record is read."""
        rows = []
        for f in self.features[:max_rows]:
            if isinstance(f, Ordinal):
                kind, domain = "ordinal", _declared_preview(f.levels)
            elif f.kind == "categorical":
                kind = "boolean" if _boolean_categories(f) else "categorical"
                domain = _declared_preview(f.categories)
            else:
                kind = "integer" if f.integer else "numeric"
                domain = f"[{_exact(f.lower)}, {_exact(f.upper)}]"
            rows.append({"feature": f.name, "kind": kind, "domain": domain,
                         "missing allowed": "yes" if f.allow_missing else "no"})
        return pd.DataFrame(rows, columns=["feature", "kind", "domain", "missing allowed"])

    def __str__(self) -> str:
        """``print(schema)``: the one-line repr, the declaration's table (:meth:`to_frame`, its
        head for a wide one) and the classes, to review before a fit (the notebook shows the
        same as HTML)."""
        table = self.to_frame(SCHEMA_ROWS_SHOWN)
        more = (f"\n... the first {len(table)} of {self.n_features} features"
                if len(table) < self.n_features else "")
        return (f"{self!r}\n{table.to_string(index=False)}{more}\n"
                f"classes: {_declared_preview(self.classes, CLASSES_SHOWN)}")

    def _repr_html_(self) -> str:
        """In a notebook: the one-line repr, then a table of the declaration, one row per
        feature (its kind, its public domain, whether it may be missing) and the classes below
        it.  Everything shown is the public declaration itself: no record is read."""
        import html

        # a wide declaration (a 10,000-column text table) shows its head: the repr counts it all
        table = self.to_frame(SCHEMA_ROWS_SHOWN)
        more = (f"<p>... the first {len(table)} of {self.n_features} features</p>"
                if len(table) < self.n_features else "")
        return (f"<p>{html.escape(repr(self))}</p>" + table.to_html(index=False) + more
                + f"<p>classes: {html.escape(_declared_preview(self.classes, CLASSES_SHOWN))}</p>")

    def __eq__(self, other) -> bool:
        return isinstance(other, Schema) and self.to_dict() == other.to_dict()

    def __getitem__(self, name: str) -> Feature:
        """The declared feature named ``name`` (``schema["sex"].categories``: the public groups
        to evaluate a model by); ``schema.features`` lists them all in order."""
        if not isinstance(name, str):
            raise TypeError(f"schema[...] takes a feature name (a string), got "
                            f"{type(name).__name__}; schema.features[i] is the i-th feature")
        for f in self.features:
            if f.name == name:
                return f
        raise KeyError(f"{name!r} is not a feature of this schema "
                       f"{_declared_preview(self.feature_names)}")

    def __contains__(self, name) -> bool:
        return isinstance(name, str) and name in self.feature_names

    # (not iterable: iterating would fall back on __getitem__(0), (1), ...)
    __iter__ = None

    def reordered(self, names: Sequence[str]) -> "Schema":
        """The same schema with its features in the order of ``names`` (each feature once)."""
        by_name = {f.name: f for f in self.features}
        names = [str(n) for n in names]
        if sorted(names) != sorted(by_name):
            raise SchemaError("reordered() takes each of the schema's feature names once")
        out = copy.copy(self)
        out.features = [by_name[n] for n in names]
        return out

    # ----------------------------------------------------------------- (de)serialisation
    def to_dict(self) -> dict:
        """The schema as JSON-ready values, as :func:`dpforest.io.save_schema` writes it and
        :meth:`from_dict` reads it back."""
        return {
            "features": [f.to_dict() for f in self.features],
            "classes": [_jsonable(c) for c in self.classes],
            "out_of_bounds": self.out_of_bounds,
            "n_bins": self.n_bins,
        }

    #: the keys a schema description and its feature entries may hold (a key starting with
    #: '_' is a comment and is ignored)
    _KEYS = ("features", "classes", "out_of_bounds", "n_bins")
    _FEATURE_KEYS = {"numeric": ("name", "type", "lower", "upper", "n_bins", "cuts",
                                 "allow_missing", "integer"),
                     "categorical": ("name", "type", "categories", "allow_missing"),
                     "ordinal": ("name", "type", "levels", "allow_missing")}

    #: the further top-level keys of a command-line schema file (its target column and how its
    #: CSV files are written), accepted and ignored here so that a schema file read with
    #: ``json.load`` is a valid description too
    _FILE_KEYS = ("target", "sep", "na_values", "default_na", "header", "columns", "comment",
                  "decimal", "thousands", "amount_signs", "encoding", "label_map")

    #: Schema.from_dataframe's keyword arguments: a dict of them given as a description
    _FROM_DATAFRAME_KEYS = ("bounds", "categories", "allow_missing", "integer", "cuts", "ordinal")

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Schema":
        """The schema a :meth:`to_dict` description (or a schema file) declares.

        A key it does not know is refused, with the nearest known key as a hint: a misspelt
        ``allow_mising`` would otherwise be ignored and its column read without missing values.
        Keys starting with ``_`` are comments; a schema file's target and CSV-layout keys are
        read by the command line, not here.
        """
        if isinstance(d, _MappingABC):
            given = [k for k in cls._FROM_DATAFRAME_KEYS if k in d]
            if given and "features" not in d:
                # Schema.from_dataframe's keyword arguments, not a description: said so (its
                # keys are from_dataframe's own names; no value of the dict is shown)
                raise SchemaError(
                    f"this dict looks like the arguments of Schema.from_dataframe (it has "
                    f"{', '.join(map(repr, given))}), not a schema description: write "
                    f"schema=Schema.from_dataframe(X, **that_dict)"
                    + ("" if "classes" in d else ", with classes=[...] too"))
            _check_keys(d, (*cls._KEYS, *cls._FILE_KEYS), "schema description")
        try:
            feats = []
            for f in d["features"]:
                if isinstance(f, _MappingABC) and f.get("type") in cls._FEATURE_KEYS:
                    _check_keys(f, cls._FEATURE_KEYS[f["type"]],
                                f"{f['type']} feature {f.get('name')!r}")
                if f["type"] == "numeric":
                    # a whole-number bound stays an int, as Numeric keeps it when declared
                    # (read back as a float, a re-saved model file's bytes and hash changed)
                    lower, upper = (v if type(v) is int and _is_finite(v) else _bound_number(f["name"], v)
                                    for v in (f["lower"], f["upper"]))
                    feats.append(Numeric(f["name"], lower, upper,
                                         f.get("n_bins"), f["cuts"] if f.get("cuts") else None,
                                         f.get("allow_missing", False),
                                         f.get("integer", False)))
                elif f["type"] == "categorical":
                    feats.append(Categorical(f["name"], f["categories"],
                                             f.get("allow_missing", False)))
                elif f["type"] == "ordinal":
                    feats.append(Ordinal(f["name"], f["levels"], f.get("allow_missing", False)))
                else:
                    import difflib

                    near = difflib.get_close_matches(str(f["type"]), list(cls._FEATURE_KEYS), n=1)
                    raise SchemaError(f"unknown feature type {f['type']!r} for {f.get('name')!r}"
                                      + (f" (did you mean {near[0]!r}?)" if near else
                                         " (the types are 'numeric', 'categorical' and "
                                         "'ordinal')"))
            return cls(feats, d["classes"], out_of_bounds=d.get("out_of_bounds", "error"),
                       n_bins=int(d.get("n_bins", 32)))
        except SchemaError:
            raise
        except (KeyError, TypeError) as e:
            # Python's own words ("string indices must be integers") do not say what was
            # wanted: the expected shape is given with them (a schema is public: no record);
            # a key left out is said as one
            what = (f"the key {e.args[0]!r} is missing" if isinstance(e, KeyError) and e.args
                    else f"{type(e).__name__}: {e}")
            raise SchemaError(
                f"malformed schema description ({what}); expected "
                f"{{'features': [{{'name': ..., 'type': 'numeric', 'lower': ..., 'upper': ...}}, "
                f"{{'name': ..., 'type': 'categorical', 'categories': [...]}}, ...], "
                f"'classes': [...]}}, as Schema.to_dict() writes it") from e

    # ----------------------------------------------------------------- validation / encoding
    def _columns(self, X) -> list[np.ndarray]:
        """Split X into per-feature 1-d arrays, checking the column layout."""
        X = as_pandas(X)
        if isinstance(X, pd.DataFrame):
            # Messages name the schema's columns, and X's own names only once X is known to
            # hold every schema column: a transposed frame's names are record values (an index
            # of names, say) and its width is the number of records.
            cols = [str(c) for c in X.columns.tolist()]   # (a list: see _frame_dtypes)
            # the names once, and sets to test against: a list property rebuilt per test made
            # this quadratic in the width (5,000 columns: 2 s a predict call)
            names = self.feature_names
            known, present = set(names), set(cols)
            refuse_repeated_columns(cols, known)
            missing = [n for n in names if n not in present]
            if missing:
                # a name that differs only in case is the schema's own name (public) respelt
                lower = {c.lower(): c for c in cols}
                near = {m: lower[m.lower()] for m in missing if m.lower() in lower}
                # quoted by the schema's spelling: X's own names are not (see below)
                hint = (f" (names are case-sensitive: X has a column for each of {sorted(near)} "
                        f"spelt in another case)" if near else "")
                if not near and any(c.endswith("__" + m) for m in missing for c in cols):
                    # only the schema's own names are quoted: a transformer's prefix is not
                    hint = (" (X's columns carry a prefix ending in '__' before schema names, as "
                            "a ColumnTransformer names its outputs 'transformer__column': build it "
                            "with verbose_feature_names_out=False, or declare the prefixed names)")
                if not near and names == [str(i) for i in range(self.n_features)]:
                    # the schema names its features by position (Schema.from_bounds without
                    # feature_names, as diffprivlib's bounds come): a frame is matched by name
                    hint += (" (the schema names its features by position, '0', '1', ...: a "
                             "DataFrame is matched to it by name, so pass X.to_numpy() for "
                             "columns in the schema's order, or declare the names, "
                             "Schema.from_bounds(lower, upper, classes=..., "
                             "feature_names=list(X.columns)))")
                if not near:
                    hint += _respelt_columns_hint(missing, cols)
                if isinstance(X.columns, pd.MultiIndex):
                    # its names are tuples (levels of the user's layout, not records)
                    hint += (" (X has columns of several levels, each named by a tuple: flatten "
                             "them first, e.g. X.columns = X.columns.get_level_values(-1))")
                if not hint:
                    hint = self._absent_hint(missing)
                raise _layout_error(f"X lacks schema columns {few_names(missing)}{hint}",
                                    [(m, "missing column") for m in missing])
            extra = [c for c in cols if c not in known]
            if extra:
                # X's other names are not quoted: after one-hot encoding or a pivot they are
                # record values (a rare category in 'job_<value>'), and so is their number
                raise _extra_columns(
                    "X has columns not in the schema (not named here: column names can be "
                    "record values, after one-hot encoding for instance); select the schema's "
                    "columns first, X[schema.feature_names], or declare them.  Schema.check, "
                    "the data owner's tool, lists them")
            # the Series themselves (no copy), each taken out when read: encoding reads pandas'
            # own codes / arrays, and a wide frame's plain numeric columns as one block
            by_name = {c: j for j, c in enumerate(cols)}
            return _Columns(X, [by_name[n] for n in names])
        if _is_sparse(X):
            raise _layout_error("X is a sparse matrix; the schema reads dense columns: convert "
                                "it (X.toarray()) or pass a DataFrame",
                                [(LAYOUT_COLUMN, "a sparse matrix")])
        arr = np.asarray(X, dtype=object if _needs_object(X) else None)
        if arr.ndim != 2:
            # not the shape: its first entry is the number of records, which is private
            raise _layout_error(f"X must be 2-dimensional, got a {arr.ndim}-d array",
                                [(LAYOUT_COLUMN, "not 2-dimensional")])
        if arr.shape[1] != self.n_features:
            # not X's width: a transposed X has one column per record
            raise _layout_error(
                f"X has a different number of columns than the {self.n_features} the schema "
                f"declares ({self.feature_names}){_column_wrapper_hint()}",
                [(LAYOUT_COLUMN, "a different number of columns")])
        return _Columns(arr, list(range(self.n_features)))

    def _absent_hint(self, missing: list[str], named: bool = False) -> str:
        """What to do about schema columns X lacks (from the schema alone): those declared with
        allow_missing can be added empty; the others hold values the model reads.  Never added
        silently: a column dropped by mistake would be read as all missing.  ``named``: call
        them by name, not 'it' / 'they' (the message listed more columns than ``missing``)."""
        if len(missing) == self.n_features and self.n_features > 1:
            # no schema name at all: most likely the same columns under other names (a frame
            # named by another convention); X's own names are not quoted (they can be values)
            return (" (none of the schema's column names is in X: if X holds the schema's "
                    "features under other names, rename them, e.g. X.columns = "
                    "schema.feature_names when they are in the schema's order, or declare the "
                    "schema with X's names)")
        by_name = {f.name: f for f in self.features}
        empty = [m for m in missing if by_name[m].allow_missing]
        needed = [m for m in missing if not by_name[m].allow_missing]
        parts = []
        if empty:
            first = empty[0]
            example = (f"X.assign({first}=np.nan)"
                       if first.isidentifier() and not keyword.iskeyword(first)
                       else f"X.assign(**{{{first!r}: np.nan}})")
            one = len(empty) == 1
            parts.append(f"{few_names(empty) if needed or named else ('it' if one else 'they')} allow"
                         f"{'s' if one else ''} missing values: add "
                         f"{'it as an empty column' if one else 'them as empty columns'}, "
                         f"e.g. {example}")
        if needed:
            one = len(needed) == 1
            parts.append(f"the model needs "
                         f"{few_names(needed) if empty or named else ('it' if one else 'them')}: "
                         f"the schema declares {'it' if one else 'them'} without missing values")
        return f" ({'; '.join(parts)})"

    def encode(self, X, features=None, read=None) -> np.ndarray:
        """Validate ``X`` against the schema and return integer codes, shape (n, n_features)
        (or (n, len(features)): only the feature indices ``features``, in that order).
        ``read``: a set of feature indices whose codes the caller will read (a fitted model's
        split features); every column is still validated, but a plain numeric column outside
        ``read`` may be left at code 0 instead of binned (prediction on a wide table).

        Raises :class:`SchemaError` for a wrong column layout, NaN/inf where missing values are
        not allowed, values outside the bounds (unless ``out_of_bounds='clip'``) and categories
        not in the schema.  The message names the column and the kind of problem only -- never a
        record value nor how many records are affected, since it may be shown to someone who is
        not entitled to the raw data.  The data owner gets the detail from :meth:`check`.

        Zero rows are valid: the number of records is private, so it is not a reason to refuse.
        """
        cols = self._columns(X)
        n = cols.n_rows
        idx = list(range(self.n_features)) if features is None else [int(j) for j in features]
        max_codes = int(self.n_codes()[idx].max()) if idx else 1
        codes = np.empty((n, len(idx)), dtype=code_dtype(max_codes))
        # plain numeric columns without a problem: binned as blocks, in one compiled pass each
        done = self._encode_numeric_blocks(cols, idx, codes, read)
        rest = [k for k in range(len(idx)) if k not in done]
        # columns are independent: with n_jobs > 1 the compiled binning runs on several threads
        # (the first problem in column order is still the one reported)
        from ._parallel import parallel_map

        results = parallel_map(lambda k: self._encode_column(self.features[idx[k]], cols[idx[k]]),
                               rest)
        # every column that does not fit is named (one line each), in column order: the
        # user fixes them in one pass instead of one refusal per column
        found = [p for _, problems in results for p in problems]
        if found:
            note = ""
            if self.n_features > 1 and not isinstance(as_pandas(X), pd.DataFrame) and any(
                    not p.kind.startswith("missing values") for p in found):
                # (missing values alone are no sign of reordered columns: no note there)
                # a refused array is often a reordered one (a ColumnTransformer's output puts
                # its transformed columns first): say how its columns were read
                # (a fitted model's schema_ is in its fit frame's order, not the declared one)
                note = ("\nX has no column names, so its columns were matched to the schema's "
                        f"features by position, in the order "
                        f"{_declared_preview(self.feature_names)} (a fitted model's: that of the "
                        f"frame it was fitted on, model.schema_.feature_names): if "
                        "a step in front reordered them, pass a DataFrame (a ColumnTransformer: "
                        ".set_output(transform='pandas'), verbose_feature_names_out=False)")
            message = "\n".join(_column_lines(found)) + note
            if "Schema.check" not in message and any(p.kind.startswith(_CHECK_KINDS)
                                                     for p in found):
                # once, at the end of the last line (one line per column problem, as callers
                # read them): where the data owner sees which values
                message += ". " + CHECK_ADVICE
            domain = [p.conformable for p in found if p.conformable is not None]
            problems = tuple((p.column, p.kind) for p in found)
            if domain:
                # conform fixes values beyond the domain only: with any other problem beside
                # them (text in a numeric column, a missing value where none is allowed) it
                # cannot make the input valid, so it is not offered
                raise OutOfDomainError(message, conformable=all(domain) and len(domain) == len(found),
                                       problems=problems)
            err = SchemaError(message)
            err.problems = problems
            raise err
        for k, (code, _) in zip(rest, results):
            codes[:, k] = code
        return codes

    def _encode_numeric_blocks(self, cols: "_Columns", idx: list[int], codes: np.ndarray,
                               read=None) -> set[int]:
        """Encode into ``codes`` the numeric features among ``idx`` whose columns are of a
        plain numpy number dtype and fit the schema (missing values only where allowed, no
        infinity, within the bounds unless the schema clips), a block of columns at a time;
        return the positions in ``idx`` done.  The others -- and every column with a problem,
        so that its message is the one :meth:`_encode_column` gives -- are left to it.

        Reading each column as its own Series and testing it on its own cost about 0.1 ms a
        column, which made a 5,000-column table's one-row prediction take 0.4 s.  The codes
        are those :meth:`_encode_column` gives (the same edges, clipping and missing slot).
        ``read``: see :meth:`encode`."""
        # (bounds held as exact floats only: a Fraction or long double bound is compared
        # exactly by the column's own path, and a float copy would accept a value it refuses)
        plain = [k for k, j in enumerate(idx) if reads_numbers(self.features[j])
                 and cols.plain_numeric(j) and _float_bounds(self.features[j])]
        if len(plain) < 2:
            return set()
        n = cols.n_rows
        # blocks of at most about 2^22 values (32 MB as float64), whole columns each
        width = max(1, (1 << 22) // max(n, 1))
        clip = self.out_of_bounds == "clip"
        done: set[int] = set()
        for b in range(0, len(plain), width):
            ks = plain[b:b + width]
            feats = [self.features[idx[k]] for k in ks]
            block = cols.block([idx[k] for k in ks])
            lower = np.array([f.lower for f in feats], dtype=float)
            upper = np.array([f.upper for f in feats], dtype=float)
            allow = np.array([f.allow_missing for f in feats], dtype=bool)
            flags = _kernels.block_flags(block, lower, upper)     # (on n_jobs threads)
            bad = (flags[:, 0] & ~allow) | flags[:, 1]
            if not clip:
                bad |= flags[:, 2]
            ok = np.flatnonzero(~bad)
            done.update(ks[i] for i in ok)
            if read is not None:        # columns no tree reads: validated, left at code 0
                skip = [i for i in ok if idx[ks[i]] not in read]
                codes[:, [ks[i] for i in skip]] = 0
                ok = np.setdiff1d(ok, skip)
            if ok.size == 0:
                continue
            if ok.size < len(ks):
                block = block[:, ok]
            _kernels.bin_block(block, [feats[i].edges(self.n_bins) for i in ok], lower[ok],
                               upper[ok], clip, allow[ok].astype(np.int64), codes,
                               [ks[i] for i in ok])
        return done

    def content_words(self, X, codes: np.ndarray):
        """``word(j)``: one unsigned integer per record of ``X`` for feature j -- a numeric value's
        float64 bits as parsed (before any clipping; every NaN one word, −0.0 as 0.0), a
        categorical value's code (``codes``: :meth:`encode`'s output for ``X``, every feature).
        Records with equal words look alike to every encoding with this schema's bounds and
        categories, however fine its grid (the converse need not hold: values clipped to a
        bound keep their own words, which only makes fewer records copies).

        The sampler keys records by these words (:mod:`dpforest.privacy.sampling`), not by the
        codes of one grid: a fit may encode the same records again on a finer grid.  Call it
        after :meth:`encode` has validated ``X``.  Computed one feature at a time, when asked."""
        cols = self._columns(X)

        def word(j: int) -> np.ndarray:
            if not reads_numbers(self.features[j]):
                return codes[:, j]       # unsigned codes, compared and hashed as they are
            v = _parsed_numeric(cols[j], self.features[j])[0] + 0.0   # a new array, -0.0 as 0.0 (they encode alike)
            w = v.view(np.uint64)
            w[np.isnan(v)] = np.uint64(0x7FF8000000000000)
            return w

        return word

    def _encode_column(self, f: Feature, col, notes: list | None = None
                       ) -> tuple[np.ndarray | None, list["_Problem"]]:
        """Codes of one column, or the problems that prevent encoding it (with offending rows).

        Vectorised: numeric columns are binned by one compiled search over the public edges;
        categorical ones map the column's *distinct* values (pandas' categorical codes, or a
        factorisation) to the declared categories once.  ``notes`` (the data owner's
        :meth:`check` only): a list that gets what is accepted but worth a look -- finite values
        a clipping schema reads as the bound, values that are not whole in a column declared
        integer.
        """
        problems = []
        if isinstance(f, Ordinal):
            # each level read as its position (a whole number), then binned as numbers are
            pos, problems = self._declared_codes(f, col)
            if problems:
                return None, problems
            miss = pos == len(f.levels)
            v = np.where(miss, np.nan, pos.astype(float))
            code = _kernels.bin_codes(f.edges(self.n_bins), v)
            if f.allow_missing:
                code += 1
                code[miss] = 0
            return code, []
        if f.kind == "numeric":
            v, miss = _parsed_numeric(col, f)
            if miss is not None:                # object column: converted value by value
                bad = np.isnan(v) & ~miss
            else:
                miss, bad = np.isnan(v), None
            if miss.any() and not f.allow_missing:
                problems.append(_Problem(f.name, "missing values (NaN/None) that the schema does not allow",
                                         MISSING_ADVICE, miss))
            when = _temporal_rows(col)
            if when is not None:
                problems.append(_Problem(
                    f.name, "dates or times", "convert them to a number first (for example days "
                    "since a public origin date) and declare that number's bounds", when))
                if bad is not None:
                    bad = bad & ~when
            if bad is not None and bad.any():
                # a text column declared numeric (bounds given for a column of labels) is
                # the likelier slip there: said first, from the dtype only
                labels = ("if the column holds categories (text labels), not numbers, the schema "
                          "should declare categories for it, not bounds; else "
                          if pd.api.types.is_string_dtype(col.dtype) else "")
                problems.append(_Problem(
                    f.name, "non-numeric values", labels + "fix or drop those records (a date written as "
                    "text is not a number: convert it to one, such as days since a public "
                    "origin; " + NUMBER_UNITS_ADVICE + "; " + NUMBER_MARKS_ADVICE + ")" + (
                        "; a text such as 'NA', 'nan' or '' is not read as missing: replace it "
                        "with None or NaN (X.replace({'NA': None, 'nan': None, '': None}))"
                        if f.allow_missing else ""), bad))
            inf = np.isinf(v)
            if inf.any():
                # refused even where the schema clips: an infinity is more often a computation's
                # error (a division by zero) than a measurement beyond the bounds
                problems.append(_Problem(f.name, "infinite values", "they are not allowed, even "
                                         "with out_of_bounds='clip' (often a division by zero "
                                         "upstream): fix them, or read them as the bound on "
                                         "their side with schema.conform(X, warn=False)", inf,
                                         conformable=True))
            outside = (v < f.lower) | (v > f.upper)          # NaN compares False: never outside
            if outside.any():
                if self.out_of_bounds == "clip":
                    if notes is not None and (outside & ~inf).any():
                        # accepted, and read as the bound: a code such as -999 for "missing"
                        # would become the lowest value without a word
                        notes.append(_Problem(
                            f.name, f"values outside the declared bounds [{f.lower}, {f.upper}], "
                            f"read as the nearest bound (out_of_bounds='clip'): a code for a "
                            f"missing value (such as -999) is read as a measurement; make it "
                            f"missing first", "", outside & ~inf))
                    v = np.clip(v, f.lower, f.upper)         # NaN stays NaN (coded 0 below)
                elif (outside & ~inf).any():
                    # finite values beyond the bounds are their own problem beside infinite ones
                    # (the data owner's check listed only the infinite ones)
                    problems.append(_Problem(
                        f.name, f"values outside the declared bounds [{f.lower}, {f.upper}]",
                        BOUNDS_ADVICE,
                        outside & ~inf, conformable=True))
            fin = v[np.isfinite(v)] if notes is not None else v[:0]
            if len(fin) > 1 and _bounds_met(f, fin.min(), fin.max(), len(np.unique(fin)),
                                            bool(outside.any())):
                notes.append(_Problem(f.name, bounds_note(f), "", (v == f.lower) | (v == f.upper)))
            if notes is not None and f.integer:
                # a declaration, never checked in a fit (a refusal there would tell of a record)
                frac = np.isfinite(v) & (v != np.floor(v))
                if frac.any():
                    notes.append(_Problem(
                        f.name, "values that are not whole numbers in a column declared integer: "
                        "the grid's cuts sit half-way between whole numbers, so each is read "
                        "with the whole numbers on its side of the nearest cut (k + 0.5 with "
                        "k + 1); round them, or declare the column without integer=True", "",
                        frac))
            if problems:
                return None, problems
            code = _kernels.bin_codes(f.edges(self.n_bins), v)
            if f.allow_missing:
                code += 1
                code[miss] = 0
            return code, []
        return self._declared_codes(f, col)

    def _declared_codes(self, f: Feature, col) -> tuple[np.ndarray | None, list["_Problem"]]:
        """Codes of a column of declared values (a categorical's categories, an ordinal's
        levels): value i's code is i, a missing value's ``len(values)``; or the problems."""
        problems = []
        word = "levels" if isinstance(f, Ordinal) else "categories"
        # codes of the column's distinct values (-1 = missing), then one lookup from distinct
        # value to declared category (-1 marks a value outside the categories)
        try:
            local, uniques = _factorize(col)
        except (TypeError, NotImplementedError):  # lists, dicts, sets (also Arrow list/struct
            # columns, which pyarrow cannot dictionary-encode): values no category can equal
            return None, [_Problem(f.name, "values that cannot be categories (lists, dicts or "
                                   "other unhashable objects)", "give each record one value",
                                   _unhashable(col))]
        miss = local < 0
        if miss.any() and not f.allow_missing:
            problems.append(_Problem(f.name, "missing values (NaN/None) that the schema does not allow",
                                     MISSING_ADVICE + _missing_text_note(f), miss))
        lookup = _category_index(f).get_indexer(
            pd.Series(np.asarray(uniques, dtype=object), dtype=object))
        # the slot after the last distinct value stands for "missing": local code -1 indexes it
        lookup = np.append(lookup, len(f.categories)).astype(np.int16 if len(f.categories) < 2 ** 15 else np.int64)
        codes = lookup[local]
        bad = codes < 0
        if bad.any():
            boolean = _boolean_categories(f)
            problems.append(_Problem(
                f.name, f"values outside the declared {word} {_declared_preview(f.categories)}",
                # a boolean column's categories come from its type: the values are what to fix
                "map them to True/False first (text such as 'yes'/'no' is not a boolean, nor "
                "in Python is 'True'/'False'; the command line reads true/false text as "
                "booleans)" if boolean else
                f"add them to the schema's {word} only if public documentation lists them "
                "(a value taken from the data would be published in the model), otherwise map "
                f"them to a declared {'level' if word == 'levels' else 'category'} "
                "(or to missing, where the column allows missing values)"
                + _type_hint(f.categories, word, "values"),
                bad, conformable=f.allow_missing))
        if problems:
            return None, problems
        return codes, []

    def _label_problems(self, y) -> tuple[np.ndarray, list["_Problem"]]:
        """Class indices of ``y`` (-1 where invalid) and its problems (offending rows); one
        lookup per distinct label, then a vectorised map."""
        y = as_pandas(y, "y")
        y = y if getattr(y, "ndim", 1) == 1 and not isinstance(y, (list, tuple)) else np.asarray(y, dtype=object).ravel()
        try:
            local, uniques = _factorize(y)
        except TypeError:
            bad = _unhashable(y)
            return np.where(bad, -1, 0), [_Problem("<label>", "labels that cannot be classes "
                                                   "(lists, dicts or other unhashable objects)",
                                                   "give each record one label", bad)]
        miss = local < 0
        lookup = {c: i for i, c in enumerate(self.classes)}
        table = np.array([lookup.get(v.item() if isinstance(v, np.generic) else v, -1)
                          for v in np.asarray(uniques, dtype=object)] + [-1], dtype=np.int64)
        out = table[local]                 # local code -1 (missing) indexes the last slot, -1
        problems = []
        if miss.any():
            problems.append(_Problem("<label>", "missing labels", "drop or fix those records", miss))
        bad = (out < 0) & ~miss
        if bad.any():
            hint = "declare every class in the schema"
            # a hint from the declared classes alone (never from y): labels read from a text
            # file are strings, and 1 != "1"
            hint += _type_hint(self.classes, "classes", "labels")
            problems.append(_Problem("<label>", f"labels that are not one of the schema's classes "
                                                f"{_declared_preview(self.classes, CLASSES_SHOWN)}",
                                     hint, bad))
        return out, problems

    def encode_labels(self, y) -> np.ndarray:
        """Map labels to class indices; refuse labels outside the public class set (the message
        names the kind of problem, never a label value or a count; :meth:`check` gives both)."""
        out, problems = self._label_problems(y)
        if problems:
            # every kind at once (missing and undeclared labels), one line each as for X
            raise SchemaError("\n".join(f"y has {p.kind}; {p.hint}" for p in problems))
        return out

    def valid_rows(self, X) -> np.ndarray:
        """Which rows of ``X`` :meth:`encode` accepts (a boolean array, one per row), for
        serving: predict the valid rows and answer the others with their problem, instead of
        one bad row refusing the whole batch.  Reads only ``X`` and spends no budget (use it on
        records you predict).  A frame's columns not in the schema are not read (they are no
        row's problem, and predict reads ``X[schema.feature_names]``, or :meth:`conform`'s
        output, alike); a lacking schema column or another wrong layout still raises: it is not
        a row's problem either.

        One pass reads each column's problems with the rows that have them (as
        :meth:`check` does), and the rows they leave are encoded to confirm that predict
        accepts them; should that ever fail, the rows are found by bisection with
        :meth:`encode` itself (a refused part split in halves, about 2·b·log2(n) encodes for b
        bad rows), so "valid" always means exactly what predict accepts.

        A Dask DataFrame gives a lazy boolean Dask Series (its partitions' answers, each index
        kept): ``X[schema.valid_rows(X)]`` keeps the valid rows without computing anything.
        """
        if is_dask_collection(X):
            return self._lazy_rows(X, lambda p: pd.Series(self.valid_rows(p), index=p.index,
                                                         dtype=bool), ("valid", "bool"), "valid_rows")
        return self._checked_rows(X)[0]

    def _lazy_rows(self, X, per_part, meta, what: str):
        """A Dask DataFrame's per-row answer (:meth:`valid_rows`, :meth:`row_problems`) as a
        lazy Dask Series, partition by partition where the partitions are (nothing is read
        here); the layout is judged now on the frame's metadata, as in memory."""
        if not hasattr(X, "map_partitions") or not hasattr(X, "columns"):
            raise TypeError(f"{what} takes a pandas or Dask DataFrame, or an array in memory: "
                            f"compute this Dask collection first")
        self._columns(self._schema_columns_of(X._meta)[0])   # a layout problem, by name
        return X.map_partitions(self._as_read_by_predict(per_part), meta=meta)

    def _as_read_by_predict(self, per_part):
        """``per_part`` of a Dask partition as a Dask ``predict`` reads it: Dask's string
        conversion (``dataframe.convert-string``) turned object columns into text, and the
        declared non-text categories (integer codes, booleans) are matched by their text again
        first, from the declared values alone (a column holding 1, 2, 3 as objects arrived as
        '1', '2', '3', which the schema refuses where predict accepts them)."""
        def run(part):
            from .dask_data import _undo_string_conversion

            return per_part(_undo_string_conversion(self, part, None)[0])
        return run

    def _checked_rows(self, X) -> tuple[np.ndarray, list]:
        """:meth:`valid_rows`' answer and the column problems its one pass found (each with its
        rows; empty where that pass could not read a column and bisection decided)."""
        X = self._schema_columns_of(as_pandas(X))[0]   # other columns: no row's problem
        # sparse columns are refused whole, as predict refuses them (no row's problem either:
        # every row would be "valid" and predict then refuse the batch)
        refuse_sparse(X)
        cols = self._columns(X)              # a layout problem is refused now, by name
        if not isinstance(X, pd.DataFrame):
            X = np.asarray(X, dtype=object if _needs_object(X) else None)   # rows to slice
        n = len(X)
        ok = np.ones(n, dtype=bool)
        found: list = []
        try:
            for f, col in zip(self.features, cols):
                for p in self._encode_column(f, col)[1]:
                    ok &= ~np.asarray(p.rows, dtype=bool)
                    found.append(p)
            self.encode(X.iloc[ok] if isinstance(X, pd.DataFrame) else X[ok])
            return ok, found
        except Exception:      # noqa: BLE001  whatever a cell raises (the layout was checked
            pass               # above): bisection below decides, with encode alone
        ok = np.zeros(n, dtype=bool)
        rows = _row_slicer(X)
        for lo, hi, value in _by_halves(n, lambda lo, hi: self.encode(rows(lo, hi))):
            ok[lo:hi] = value is not _FAILED
        return ok, found

    def row_problems(self, X) -> pd.Series:
        """Why :meth:`encode` refuses each row of ``X``: one text per row, empty for a row it
        accepts (:meth:`valid_rows`), else each problem as ``column 'age': values outside the
        declared bounds [0, 120]``, joined by ``"; "``.  For serving: answer a refused record
        with its problem while predicting the others.  The texts name columns and kinds of
        problem, never a value; like :meth:`valid_rows` this reads only ``X`` and spends no
        budget (use it on records you predict, not on training records).  A frame's index is
        kept; its columns not in the schema are not read (as in :meth:`valid_rows`); a lacking
        schema column or another wrong layout raises.  A Dask DataFrame gives a lazy Dask
        Series of the texts, partition by partition."""
        if is_dask_collection(X):
            return self._lazy_rows(X, self.row_problems, ("problem", "object"), "row_problems")
        X = as_pandas(X)
        ok, found = self._checked_rows(X)     # one pass over the columns serves both
        texts = np.full(len(ok), "", dtype=object)
        for p in found:                       # (in column order)
            rows = np.flatnonzero(np.asarray(p.rows, dtype=bool))
            said = f"column {p.column!r}: {p.kind}"
            texts[rows] = [t + "; " + said if t else said for t in texts[rows]]
        refused = ~ok
        # (a row encode refuses for a reason no single column shows: said in general words)
        texts[refused & (texts == "")] = ("refused by the schema (Schema.check, or dpforest "
                                          "schema-check, lists the problems)")
        texts[~refused] = ""
        index = X.index if isinstance(X, pd.DataFrame) else None
        return pd.Series(texts, index=index, dtype=object, name="problem")

    @staticmethod
    def _conform_unhashable(f, col, strict: bool = True):
        """A categorical column holding unhashable values, conformed value by value: an unknown
        hashable value becomes missing (the column allows them; else the same refusal as for a
        whole column), an unhashable one stays, for :meth:`encode` to name."""
        items = list(np.asarray(col, dtype=object).ravel())
        values = np.empty(len(items), dtype=object)    # lists of one length stay elements
        values[:] = items
        declared = set(f.categories)
        unknown = np.zeros(len(values), dtype=bool)
        for i, v in enumerate(values):
            if _hashable(v) and not _is_missing_scalar(v) and v not in declared:
                unknown[i] = True
        if unknown.any() and not f.allow_missing:
            if not strict:
                return values
            raise _no_code_for_unknown(f.name, "levels" if isinstance(f, Ordinal) else "categories")
        values[unknown] = None
        return values

    def conform(self, X, *, warn: bool = True, loose_text: bool = False):
        """New records made readable by this schema, for prediction: every numeric value
        clipped to its feature's bounds (infinities to the bound on their side), and every value
        of a categorical feature outside the declared categories (of an ordinal one, outside its
        levels) made missing.

        A fitted tree sends a value beyond a bound where it sends the bound itself, and an
        unknown category where it sends a missing value (as scikit-learn's histogram gradient
        boosting does), so a model predicts such records without being refitted.  Reads only
        ``X`` and spends no budget.  Use it on the records you predict, not to make training
        data pass: there it would hide a wrong bound or a misspelt category (see :meth:`check`).

        Returns a copy of the same kind: a DataFrame with the schema's columns in ``X``'s order
        (a pandas one for a polars or pyarrow frame), or an object array in the schema's order.
        A frame's columns not in the schema (an id a pipeline keeps beside the features) are
        dropped, so that ``model.predict(schema.conform(batch))`` reads the batch, with a
        :class:`ConformWarning` saying that columns were dropped, neither which nor how many
        (unless ``warn=False``); a lacking schema column is refused, never added.  A
        Dask DataFrame gives a Dask DataFrame, conformed partition by partition when it is
        computed (lazily: nothing is read here, and a refusal below is raised at compute time).
        Raises :class:`SchemaError` for a categorical feature whose values fall outside its
        categories while it does not allow missing values (no code can stand for them: declare
        ``allow_missing=True`` and refit, or map the values yourself).  Missing or non-numeric
        values where the schema does not allow them, and values that cannot be categories at all
        (a list or a dict in a categorical column), are left as they are, for :meth:`encode` --
        and so ``predict`` -- to refuse by the column's name (a numeric column holding
        non-numeric values is warned about, by name, unless ``warn=False``).

        ``loose_text``: read a text value that is not a declared category (or level) as the
        one declared category it stands for, instead of as missing: the category whose text
        form (``str``) it equals once both are stripped of surrounding spaces and case-folded
        ('icu ', 'Icu' for 'ICU'; '2' for a declared 2; 'true', 'TRUE' for a declared True), or
        the one the command line reads it as in a CSV file ('1.0' for 1, 'false' for False).
        A text that matches two declared categories ('1' when both 1 and '1 ' are declared)
        matches none.  For serving APIs that send every value as text (JSON); numeric columns
        read '40' as 40 without it.  Off by default, and predict and fit never read text so:
        whether 'Icu' means 'ICU' is the caller's call (the warning below says when it would
        apply).

        ``warn``: say when a column looks miscoded (more than half of its values beyond a bound:
        a unit or origin slip, or a code for "missing"; more than half not a declared category),
        and when a value differs from a declared category only in case or spaces, or is text
        spelling one ('2' for 2) that ``loose_text`` would read.  The first verdicts read the
        whole column; the last two fire on a single record.  Either way they describe the
        records passed: pass ``warn=False`` on training records, whose fit must release nothing
        outside its budget (``dpforest fit --conform`` does).
        """
        if is_dask_collection(X) and hasattr(X, "map_partitions"):
            meta, dropped = self._schema_columns_of(X._meta)
            self._columns(meta)             # a layout problem is refused now, by name
            if dropped:                     # dropped lazily, said now (the names are known)
                X = X[list(meta.columns)]
                self._warn_dropped(dropped, warn)
            return X.map_partitions(self._as_read_by_predict(
                lambda p: self.conform(p, warn=warn, loose_text=loose_text)), meta=meta)
        X, dropped = self._schema_columns_of(as_pandas(X))
        out = self._conformed(X, warn=warn, strict=True, loose_text=loose_text)
        self._warn_dropped(dropped, warn)
        return out

    def _schema_columns_of(self, X) -> tuple[Any, int]:
        """``X`` (pandas or an array) without its columns not in the schema, and how many were
        dropped: a frame that holds every schema column and others gives the schema's columns
        (in ``X``'s order); anything else is returned as it is, for :meth:`_columns` to judge
        (a lacking column is refused, by the schema's name, never silently added)."""
        if not isinstance(X, pd.DataFrame):
            return X, 0
        known = set(self.feature_names)
        names = [str(c) for c in X.columns.tolist()]
        keep = [j for j, c in enumerate(names) if c in known]
        if len(keep) == len(names) or {names[j] for j in keep} != known:
            return X, 0
        return X.iloc[:, keep], len(names) - len(keep)

    @staticmethod
    def _warn_dropped(dropped: int, warn: bool) -> None:
        """:meth:`conform`'s word on the columns not in the schema it dropped: neither which nor
        how many (column names can be record values, and their number counts a batch's
        categories after one-hot encoding)."""
        if dropped and warn:
            warnings.warn(
                "conform dropped the columns not in the schema (neither named nor counted here: "
                "column names can be record values, after one-hot encoding for instance; "
                "Schema.check, the data owner's tool, lists them); the model reads the schema's "
                "columns only", ConformWarning, stacklevel=user_stacklevel())

    def _conformed(self, X, *, warn: bool, strict: bool, loose_text: bool = False):
        """:meth:`conform` of in-memory records.  ``strict=False`` never refuses: a categorical
        (or ordinal) column with values outside its declared set and no missing code is left
        as it is, so that each such record is judged on its own later (a budgeted release
        leaves it out) instead of the whole call being refused because of one record; and a
        record holding a value the whole-column reading fails on (a 0-d array, numpy's masked
        constant, an object whose hash raises: pandas then raises for the column) is left as
        given (:meth:`_conformed_by_parts`), for the same judgement to leave out.  A wrong
        layout is refused either way: it is no record's."""
        if strict:
            return self._conformed_at_once(X, warn=warn, strict=True, loose_text=loose_text)
        X = as_pandas(X)
        self._columns(X)                    # a layout problem is refused now, by name
        try:
            return self._conformed_at_once(X, warn=warn, strict=False, loose_text=loose_text)
        except Exception:      # noqa: BLE001  whatever a cell raises: its record's problem,
            pass               # found below (raised from here, one record refused the call)
        return self._conformed_by_parts(X, loose_text)

    def _conformed_by_parts(self, X, loose_text: bool):
        """``X`` conformed a part at a time, a part whose conforming raises split in halves
        (about 2·b·log2(n) passes for b such records, as :meth:`_checked_rows` finds the rows
        :meth:`encode` refuses), and a single record that still raises left as given.  Every
        other record is read as one pass reads it: conforming reads each value on its own
        (only a column's storage, floats or objects, may differ between parts; with
        ``loose_text``, which no budgeted caller passes, a column holding a value no code
        stands for is left whole within its part, as in one pass within the frame).  Quiet
        (``warn=False``, and whatever pandas or numpy say of a part): what is said must not
        depend on how the records were split."""
        if not isinstance(X, pd.DataFrame):
            X = np.asarray(X, dtype=object if _needs_object(X) else None)   # rows to slice
        rows = _row_slicer(X)
        conform = (lambda lo, hi: self._conformed_at_once(rows(lo, hi), warn=False, strict=False,
                                                          loose_text=loose_text))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            # a row that still raises alone stays as given: judged (and left out) later
            done = {lo: rows(lo, hi) if value is _FAILED else value
                    for lo, hi, value in _by_halves(len(X), conform)}
            pieces = [done[lo] for lo in sorted(done)]
            if not pieces:                      # (no records: nothing to put together)
                return X
            if isinstance(X, pd.DataFrame):
                return pd.concat(pieces)        # (each part keeps its rows' index)
            return np.concatenate([np.asarray(p, dtype=object) for p in pieces])

    def _conformed_at_once(self, X, *, warn: bool, strict: bool, loose_text: bool = False):
        """:meth:`_conformed` in one pass over each column."""
        X = as_pandas(X)
        cols = self._columns(X)
        fixed = []
        for f, col in zip(self.features, cols):
            if reads_numbers(f):
                if _is_temporal_dtype(getattr(col, "dtype", None)):
                    fixed.append(col)               # dates: the estimator refuses them by name
                    continue
                v, miss = _parsed_numeric(col, f)
                beyond = (v < f.lower) | (v > f.upper)           # NaN compares False
                if miss is not None and (np.isnan(v) & ~miss).any():
                    # non-numeric values stay as they are, for encode to name; every number
                    # beside them is still read on its own (leaving the column whole made a
                    # refusal list the other records' values beyond the bounds too)
                    if warn:
                        # said now, not first at predict: the column and the kind only, never
                        # the text (it can be a record's value)
                        warnings.warn(
                            f"column {f.name!r}: non-numeric values (text, or other values that "
                            f"are not numbers), which conform cannot repair: it only clips "
                            f"numbers to the bounds, so encode and predict will refuse them; "
                            f"convert them to numbers, or "
                            f"{'make them missing (None)' if f.allow_missing else 'drop those records'}"
                            f" ({CONFORM_CHECK_ADVICE}: for the data owner only)",
                            ConformWarning, stacklevel=user_stacklevel())
                    if beyond.any():
                        values = np.array(col, dtype=object, copy=True).ravel()
                        values[beyond] = np.clip(v[beyond], f.lower, f.upper)
                        fixed.append(values)
                    else:
                        fixed.append(col)
                elif beyond.any():
                    given = int((~np.isnan(v)).sum())
                    if warn and given >= 2 and 2 * int(beyond.sum()) > given:
                        # most values beyond a bound: a unit or origin slip (seconds for days,
                        # another epoch) or a code for "missing" (-999), not drift -- clipped
                        # silently, those records would read as the bound
                        every = int(beyond.sum()) == given
                        warnings.warn(
                            f"column {f.name!r}: {'every one' if every else 'more than half'} of "
                            f"its values {'lies' if every else 'lie'} outside the declared bounds "
                            f"[{_exact(f.lower)}, {_exact(f.upper)}], so conform clipped each to a bound; "
                            f"check the column's unit and origin (seconds for days, another "
                            f"epoch) and codes for a missing value (such as -999)",
                            ConformWarning, stacklevel=user_stacklevel())
                    fixed.append(np.clip(v, f.lower, f.upper))
                else:
                    fixed.append(col)               # nothing to clip: the column as given
                continue
            try:
                local, uniques = _factorize(col)
            except (TypeError, NotImplementedError):
                # unhashable values (also Arrow lists and structs) stay, for encode to name;
                # every other value is still read on its own (value by value: no factorisation)
                fixed.append(self._conform_unhashable(f, col, strict))
                continue
            known = _declared_mask(f.categories, uniques)
            if loose_text and not known.all():
                # each distinct text read on its own (:func:`_loose_reader`): 'icu ' as 'ICU',
                # '2' as 2, 'true' as True
                read = _loose_reader(f.categories)
                given_values = np.asarray(uniques, dtype=object)
                read_as = given_values.copy()
                took = np.zeros(len(given_values) + 1, dtype=bool)   # last slot: missing
                for j in np.flatnonzero(~known):
                    # a text as the category it spells; a number only as a declared text
                    # (the number 2 for '2': R's factor levels read back as numbers)
                    v = given_values[j]
                    text = _loose_text_of(v)
                    if text is not None and (c := read(text)) is not None and (
                            isinstance(v, str) or isinstance(c, str)):
                        read_as[j], took[j] = c, True
                if took.any():
                    hit = took[local]                   # local code -1 (missing) never hits
                    values = np.array(col, dtype=object).ravel()      # a copy
                    values[hit] = read_as[np.asarray(local)[hit]]
                    col = values
                    local, uniques = _factorize(col)
                    known = _declared_mask(f.categories, uniques)
            unknown = (local >= 0) & ~np.append(known, True)[local]
            word = "levels" if isinstance(f, Ordinal) else "categories"
            if unknown.any() and not f.allow_missing:
                if strict:
                    raise _no_code_for_unknown(f.name, word, loose_text)
                fixed.append(col)           # no code can stand for them: left to be judged
                continue
            if not unknown.any():
                fixed.append(col)
                continue
            given = int((local >= 0).sum())
            near = _case_or_space_matches(f.categories, np.asarray(uniques, dtype=object)[
                ~known]) if warn else []
            if near:
                # read as missing, a 'icu ' for a declared 'ICU' changes predictions at any
                # share; only the declared categories (public) are named, never a value given
                warnings.warn(
                    f"column {f.name!r}: some of its values differ from declared {word} "
                    f"({', '.join(repr(c) for c in near[:3])}{', ...' if len(near) > 3 else ''})"
                    f" only in letter case or surrounding spaces, and conform read them as "
                    f"missing; map them to the declared spelling first (for text: "
                    f"X[column].str.strip() and a mapping of the case)"
                    + ("" if loose_text else ", or pass loose_text=True to read each as the "
                       "declared spelling it matches"),
                    ConformWarning, stacklevel=user_stacklevel())
            if warn and not loose_text and _spells_declared(
                    f.categories, np.asarray(uniques, dtype=object)[~known]):
                # a JSON request's '2' for a declared 2, 'true' for True: read as missing, they
                # change predictions at any share.  Which categories is not said: for a
                # one-record request that would be the record's value
                warnings.warn(
                    f"column {f.name!r}: some of its values spell one of the declared {word} "
                    f"in another form (such as text '2' for the number 2, the number 2 for "
                    f"text '2', 'true' for True), and conform read them as missing; pass "
                    f"loose_text=True to read each as the "
                    f"{'level' if word == 'levels' else 'category'} it spells",
                    ConformWarning, stacklevel=user_stacklevel())
            if warn and given >= 2 and 2 * int(unknown.sum()) > given:
                # most values given are unknown: a coding slip ('stage 1' for 1, 'Yes' for 'yes',
                # 'male ' for 'M'), not a new category -- made missing silently, it would change
                # predictions
                every = int(unknown.sum()) == given
                warnings.warn(
                    f"column {f.name!r}: {'none' if every else 'fewer than half'} of its values "
                    f"{'is' if every else 'are'} one of the declared {word} "
                    f"{_declared_preview(f.categories)}, so conform read "
                    f"{'every one' if every else 'the others'} as missing; check the column's "
                    f"coding (text matches exactly, and the number 1 is not the string '1')",
                    ConformWarning, stacklevel=user_stacklevel())
            if isinstance(getattr(col, "dtype", None), pd.CategoricalDtype):
                # a pandas categorical stays one (its unknown values become NaN)
                fixed.append(pd.Series(col, copy=True).where(~unknown).array)
            else:
                fixed.append(pd.Series(col, copy=True).astype(object).where(~unknown, None).to_numpy())
        if isinstance(X, pd.DataFrame):
            out = X.copy()
            by_name = {str(c): c for c in X.columns}
            for f, col, given in zip(self.features, fixed, cols):
                if col is not given:                # changed columns only: the others keep dtypes
                    out[by_name[f.name]] = col.array if isinstance(col, pd.Series) else col
            return out
        out = np.empty((len(cols[0]) if cols else 0, self.n_features), dtype=object)
        for j, col in enumerate(fixed):
            out[:, j] = np.asarray(col, dtype=object)
        return out

    def check(self, X, y=None) -> "SchemaReport":
        """Data-owner tool: every way ``X`` (and ``y``) fail the schema, with counts and examples.

        **Not private.**  The report reads the raw records and shows how many records have each
        problem and example offending values, so that the data owner can fix the data or the
        schema.  Nothing in it is noised or charged to a privacy budget; do not share it with
        anyone who may not see the data.  (:meth:`encode` and ``fit`` only say which column has
        which kind of problem.)

        Returns a :class:`SchemaReport`; ``report.ok`` is True when the data fit the schema.
        A Dask DataFrame (with a Dask Series ``y`` partitioned alike, or none) is checked
        partition by partition where the partitions are; only the partitions' reports reach
        the caller, merged (counts added, examples pooled).
        """
        if is_dask_collection(X) and hasattr(X, "to_delayed"):
            from .dask_data import check_collection  # optional extra

            return check_collection(self, X, y)
        try:
            X, y = as_pandas(X), as_pandas(y, "y")
        except SchemaError as e:            # a container no check can read: its layout problem
            return SchemaReport(None, [dict(column="<layout>", problem=str(e), count=None, examples=[])])
        rows: list[dict] = []
        n = None
        try:
            cols = self._columns(X)
        except SchemaError as e:
            # the names are read from X here, in the owner's tool: the error raised in a fit
            # carries none of them (an error reporter dumping its attributes would publish them)
            known = set(self.feature_names)
            extra = ([c for c in X.columns if str(c) not in known]
                     if getattr(e, "_extra_columns", False) else None)
            if extra is None:           # layout problems name columns only
                cols = None
                rows.append(dict(column="<layout>", problem=str(e), count=None, examples=[]))
            else:                       # the owner sees which; the schema's columns are checked
                rows.append(dict(column="<layout>", problem=f"{len(extra)} column(s) not in the "
                                 f"schema (leave them out: --drop COL on the command line, or "
                                 f"declare them; a person's id with several rows each: --person "
                                 f"COL, fit_per_person in Python)", count=None,
                                 examples=[repr(c) for c in extra[:5]]))
                cols = self._columns(_schema_columns_only(self, X))
        notes: list[dict] = []
        if cols is not None:
            n = len(cols[0]) if cols else 0
            for f, col in zip(self.features, cols):
                accepted: list = []
                _, problems = self._encode_column(f, col, notes=accepted)
                rows += [p.detail(col) for p in problems]
                notes += [p.detail(col) for p in accepted]
        if y is not None and np.ndim(y) == 2 and np.shape(y)[1] != 1:
            rows.append(dict(column="<label>", problem="y has more than one column; it must be "
                             "1-dimensional, one label per record", count=None, examples=[]))
        elif y is not None:
            yy = np.asarray(y, dtype=object).ravel()
            if n is not None and len(yy) != n:
                rows.append(dict(column="<label>", problem="y and X have different numbers of rows",
                                 count=abs(len(yy) - n), examples=[]))
            codes, problems = self._label_problems(yy)
            rows += [p.detail(yy) for p in problems]
            if len(yy):
                notes += unused_classes_notes(self, self.classes_held(codes))
        if cols is not None:
            notes += categories_notes(self, _category_counts(self, cols))
        return SchemaReport(n, rows, notes)

    def classes_held(self, codes) -> np.ndarray:
        """Per declared class, whether any of the label ``codes`` (:meth:`_label_problems`'s)
        is it: :meth:`check`'s reading of y, kept per part for a table held in parts."""
        codes = np.asarray(codes)
        return np.array([bool(np.any(codes == i)) for i in range(len(self.classes))], dtype=bool)



#: :func:`_by_halves`' value for a single row whose part still raised
_FAILED = object()


def _by_halves(n: int, attempt):
    """``attempt(lo, hi)`` on rows [0, n), a part that raises split in halves: yields (lo, hi,
    its value) for each part that passed and (i, i + 1, :data:`_FAILED`) for each row that
    still raises alone -- about 2·b·log2(n) attempts for b such rows.  Any exception is the
    part's rows' problem (a 0-d array cell's TypeError, an __eq__ or __hash__ that raises):
    escaping, one record's cell refused the whole batch."""
    parts = [(0, n)]
    while parts:
        lo, hi = parts.pop()
        if lo >= hi:
            continue
        try:
            value = attempt(lo, hi)
        except Exception:      # noqa: BLE001  see above
            if hi - lo > 1:
                mid = (lo + hi) // 2
                parts += [(mid, hi), (lo, mid)]
            else:
                yield lo, hi, _FAILED
            continue
        yield lo, hi, value


def _row_slicer(X):
    """``(lo, hi) -> rows lo..hi-1`` of a frame (by position) or an array."""
    return (lambda lo, hi: X.iloc[lo:hi]) if isinstance(X, pd.DataFrame) else (lambda lo, hi: X[lo:hi])


def _extra_columns(message: str) -> SchemaError:
    """The error for an X that holds every schema column and more: a plain
    :class:`SchemaError` (the class users catch and see in tracebacks) marked so that
    :meth:`Schema.check` lists the other names, which it reads from X itself; neither the
    message nor the exception holds them."""
    e = _layout_error(message, [(LAYOUT_COLUMN, "columns not in the schema")])
    e._extra_columns = True
    return e


#: the pseudo-column a refusal of X's layout (not of one column's values) is filed under
LAYOUT_COLUMN = "<X>"


def _layout_error(message: str, problems) -> SchemaError:
    """A refusal of X's layout with its ``problems`` (schema column names, or
    :data:`LAYOUT_COLUMN`, and fixed kinds): no name of X's own, which can be a record value."""
    e = SchemaError(message)
    e.problems = tuple(problems)
    return e


def _is_sparse(X) -> bool:
    """A scipy sparse matrix or array, told by its type."""
    try:
        from scipy.sparse import issparse
    except ImportError:          # pragma: no cover - scipy comes with scikit-learn
        return False
    return issparse(X)


def refuse_sparse(X) -> None:
    """Refuse sparse input (a scipy matrix, a frame with sparse columns) as predict refuses it,
    in scikit-learn's words (its estimator checks match them): told by types only."""
    if _is_sparse(X):
        # the usual way such a matrix arrives: a one-hot encoder in front, which the schema
        # makes unnecessary
        raise TypeError("Sparse data was passed for X, but dense data is required. Use "
                        "'.toarray()' to convert it to a dense array; if it comes from a "
                        "OneHotEncoder (sparse by default), declare that column Categorical "
                        "in the schema and pass it as it is instead: the forest splits on "
                        "categories itself, and the encoder learns its categories from the "
                        "records without noise.")
    if isinstance(X, pd.DataFrame) and any(isinstance(dt, pd.SparseDtype) for dt in X.dtypes):
        raise TypeError("Sparse data was passed for X, but dense data is required. Use "
                        "'.sparse.to_dense()' to convert the DataFrame to dense columns.")


#: pandas' nullable dtypes for Arrow's whole-number and boolean types (the types' names as
#: pyarrow spells them): a boolean column with nulls became objects, which
#: Schema.from_dataframe cannot tell from text (a walkthrough's polars column of flags)
_NULLABLE_ARROW_TYPES = {**{f"{u}int{b}": pd.api.types.pandas_dtype(f"{u.upper()}Int{b}")
                            for u in ("", "u") for b in (8, 16, 32, 64)},
                         "bool": pd.BooleanDtype()}


def _arrow_to_pandas(arrow):
    """A pyarrow Table, RecordBatch, Array or ChunkedArray as pandas.  Whole numbers stay
    exact: pandas' default turns an integer column with nulls into float64, where 2**53 + 1
    reads as 2**53, so a 64-bit identifier declared as a category was silently taken for a
    neighbouring one (the nullable Int64 dtypes keep every digit).  Dates become datetime64,
    which the schema refuses by name (see :func:`as_pandas`).  Dictionary columns with
    unsigned indices (polars' Enum hands over uint8 ones) are read with signed indices first:
    pyarrow before 18 refuses to convert unsigned ones ("not yet supported")."""
    return _signed_dictionaries(arrow).to_pandas(
        date_as_object=False, types_mapper=lambda t: _NULLABLE_ARROW_TYPES.get(str(t)))


def _signed_dictionaries(arrow):
    """``arrow`` with each dictionary column's unsigned index type cast to int32 (same values,
    same order and categories): the form every pyarrow release converts to pandas."""
    import pyarrow as pa

    def signed(t):
        return (pa.types.is_dictionary(t) and pa.types.is_unsigned_integer(t.index_type))

    def cast(t):
        return pa.dictionary(pa.int32(), t.value_type, t.ordered)

    schema = getattr(arrow, "schema", None)
    if schema is not None:                          # a Table or RecordBatch
        if not any(signed(f.type) for f in schema):
            return arrow
        fields = [f.with_type(cast(f.type)) if signed(f.type) else f for f in schema]
        return arrow.cast(pa.schema(fields, metadata=schema.metadata))
    t = getattr(arrow, "type", None)                # an Array or ChunkedArray
    return arrow.cast(cast(t)) if t is not None and signed(t) else arrow


def _polars_to_pandas(obj):
    """A polars DataFrame or Series through Arrow (:func:`_arrow_to_pandas`), column by column
    where a column holds Python objects (``pl.Object``, which Arrow would hand over as raw
    pointers): those as Python objects.

    A polars ``Enum`` column becomes an *unordered* pandas Categorical with the Enum's
    categories: polars' type for any fixed set of values, whose order is the declaration's (for
    sorting), reaches Arrow as an ordered dictionary, and read as ordered it was made an
    ordinal feature by :meth:`Schema.from_dataframe` and warned about as an ordered
    categorical at fit.  An ordered meaning is declared as for any column
    (``ordinal={name: levels}``)."""
    def enum(column) -> bool:
        return type(column.dtype).__name__ == "Enum"

    def one(column):
        if str(column.dtype) == "Object":
            return pd.Series(column.to_list(), dtype=object, name=column.name)
        out = _arrow_to_pandas(column.to_arrow()).rename(column.name)
        return out.cat.as_unordered() if enum(column) else out

    if hasattr(obj, "columns"):
        if not any(str(t) == "Object" for t in obj.dtypes):
            out = _arrow_to_pandas(obj.to_arrow())
            for c in obj.columns:
                if enum(obj[c]):
                    out[c] = out[c].cat.as_unordered()
            return out
        return pd.DataFrame({c: one(obj[c]) for c in obj.columns})
    return one(obj)


def _polars_values(column):
    """A polars Series' values without pyarrow: numpy's, but whole numbers with nulls as a
    nullable integer array (numpy's would be float64, inexact past 2**53)."""
    if column.dtype.is_integer() and column.null_count():
        return pd.arrays.IntegerArray(column.fill_null(0).to_numpy(), column.is_null().to_numpy())
    return column.to_numpy()


def as_pandas(obj, what: str = "X"):
    """A frame or column of another dataframe library as pandas, anything else unchanged.

    polars DataFrames and Series, pyarrow Tables, RecordBatches, Arrays and ChunkedArrays (any
    object speaking the Arrow or dataframe-interchange protocol with a ``to_pandas()``) are
    converted once, at the door: read as arrays they would lose their column names (columns
    matched to the schema by position, so another order fits silently wrong), turn dates into
    integers, and be copied to Python objects at every step.  As pandas, their columns are
    matched by name and every dtype check applies.  Dates stay dates (numpy datetime64, which
    the schema refuses by name): pyarrow's default turns them into Python dates, and a year
    past 9999 then failed with a message quoting it.  Whole numbers stay exact
    (:func:`_arrow_to_pandas`).  polars without pyarrow is converted column by column.  A conversion that fails is refused without its message, which can
    quote a value; a lazy polars frame is refused with the advice to collect it (``what``:
    the argument's name in messages)."""
    if what == "X" and isinstance(obj, np.ndarray) and obj.dtype.names is not None and \
            obj.ndim == 1 and all(obj.dtype[n].shape == () for n in obj.dtype.names):
        # a structured (record) array names its fields in its dtype, as a frame names columns:
        # matched by name like one (read as an array it was refused as 1-D)
        return pd.DataFrame.from_records(obj)
    if isinstance(obj, (list, tuple)) and len(obj) and isinstance(obj[0], _MappingABC):
        raise SchemaError(
            f"{what} is a list of dicts (records): build a DataFrame in the schema's column order, "
            f"pd.DataFrame(records, columns=schema.feature_names) (without columns=, pandas orders "
            f"them by the keys' first appearance, which one record can change)" if what == "X" else
            f"{what} is a list of dicts: give one value per row (a Series, an array or a list)")
    if what == "X" and isinstance(obj, _MappingABC) and not _is_sparse(obj):   # (a DOK matrix is a dict)
        # numpy reads a dict as one scalar object, and scikit-learn's check then asked for a
        # reshape: say which frame the user meant (names only, the schema's)
        raise SchemaError(
            "X is a dict: for one record (a value per column) pass pd.DataFrame([record]), "
            "whose columns are matched to the schema by name, so a key the schema lacks or a "
            "column the record lacks is refused by name (columns=schema.feature_names would "
            "read an absent or misspelt key as a missing value); for columns (a list of values "
            "per column) pass pd.DataFrame(columns)")
    if obj is None or isinstance(obj, (pd.DataFrame, pd.Series, pd.Index, np.ndarray, list, tuple)) \
            or is_dask_collection(obj):
        return obj
    kind = type(obj)
    library = kind.__module__.split(".")[0]
    if kind.__name__ == "LazyFrame" and library == "polars":
        raise SchemaError(f"{what} is a lazy polars frame (LazyFrame): call .collect() first")
    speaks = any(hasattr(obj, a) for a in ("__arrow_c_stream__", "__arrow_c_array__", "__dataframe__"))
    to_pandas = getattr(obj, "to_pandas", None)
    if not (speaks and callable(to_pandas)):
        return obj
    try:
        if library == "pyarrow":
            return _arrow_to_pandas(obj)
        try:
            if library == "polars" and callable(getattr(obj, "to_arrow", None)):
                # through Arrow as a pyarrow object is: polars' own to_pandas makes an integer
                # column with nulls float64 too
                return _polars_to_pandas(obj)
            return to_pandas()
        except ImportError:
            if library != "polars":
                raise
            # polars hands frames to pandas through pyarrow (an optional extra here)
            if hasattr(obj, "columns"):
                return pd.DataFrame({c: _polars_values(obj[c]) for c in obj.columns})
            return pd.Series(_polars_values(obj), name=obj.name)
    except Exception:
        pass
    # the library's own message may quote a record's value (a year out of range): raised
    # outside the handler, so the error carries no context holding it
    types = _unconvertible_types(obj, library)
    raise SchemaError(f"{what} ({kind.__name__}) could not be converted to a pandas "
                      f"{'DataFrame' if what == 'X' else 'Series'}"
                      + (f": pandas has no type for its {', '.join(types)} column(s); cast them "
                         f"first (to Int64, Float64 or String, say)" if types else
                         "; convert it yourself (to_pandas()) and pass that"))


def _unconvertible_types(obj, library: str) -> list[str]:
    """The dtypes (public, unlike a column's name, which can be a record's value) of the
    columns of a polars or pyarrow frame that do not convert to pandas one by one; empty
    where none can be told apart (or the object has no columns).  Run only on the way to a
    refusal."""
    try:
        if library == "polars":
            columns = [obj[c] for c in obj.columns] if hasattr(obj, "columns") else [obj]
            convert = _polars_to_pandas
        elif library == "pyarrow":
            columns = list(obj.columns) if hasattr(obj, "columns") else [obj]
            convert = _arrow_to_pandas
        else:
            return []
    except Exception:
        return []
    failed = []
    for column in columns:
        try:
            convert(column)
        except Exception:
            name = str(getattr(column, "dtype", None) or getattr(column, "type", "an unknown type"))
            if name not in failed:
                failed.append(name)
    return failed


def is_dask_collection(obj) -> bool:
    """A Dask collection, told by its type (dask is an optional extra: never imported here)."""
    return type(obj).__module__.split(".")[0] == "dask" or hasattr(obj, "__dask_graph__")


def _column_lines(found: list) -> list[str]:
    """One line per column problem, each piece of advice said once: a column whose advice an
    earlier line gave points to it (thirty columns out of bounds gave the same paragraph
    thirty times)."""
    lines, said = [], {}
    for p in found:
        if p.hint and p.hint in said:
            # named, not "above": the command line joins the lines on one line
            lines.append(f"column {p.column!r}: {p.kind}; the same advice as for column "
                         f"{said[p.hint]!r}")
        else:
            lines.append(p.message())
            said.setdefault(p.hint, p.column)
    return lines


@dataclass(frozen=True)
class _Problem:
    """One kind of problem in one column, with the rows that have it (private: never shown in
    an error message; only :meth:`Schema.check` reports counts and values)."""

    column: str
    kind: str
    hint: str
    rows: np.ndarray = field(repr=False)
    # beyond the declared domain (a bound, an infinity, an unknown category): None for other
    # problems, else whether Schema.conform can read it (False: an unknown category where the
    # column allows no missing value)
    conformable: bool | None = None

    def message(self) -> str:
        return f"column {self.column!r}: {self.kind}; {self.hint}"

    def detail(self, col, n_examples: int = 5) -> dict:
        return dict(column=self.column, problem=self.kind, count=int(self.rows.sum()),
                    examples=_example_values(col, self.rows, n_examples))


@dataclass
class SchemaReport:
    """What :meth:`Schema.check` found: one row per (column, kind of problem) with the number
    of offending records and a few example values.  Reads raw data: for the data owner only."""

    n_records: int | None
    problems: list[dict]
    #: what the data owner should know but the schema accepts (values beyond a bound that
    #: ``out_of_bounds='clip'`` reads as the bound): same layout as ``problems``, not counted in
    #: ``ok``
    notes: list[dict] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_frame(self) -> pd.DataFrame:
        """The problems as a frame: one row per (column, problem), with its count and
        examples (the data owner's own records: not for publication)."""
        return pd.DataFrame(self.problems, columns=["column", "problem", "count", "examples"])

    def __str__(self) -> str:
        head = (f"{self.n_records} record{'s' * (self.n_records != 1)}; "
                if self.n_records is not None else "")

        def line(p):
            cnt = ("" if p["count"] is None else
                   f" [{p['count']} record{'s' * (p['count'] != 1)}]")
            ex = f" e.g. {', '.join(p['examples'])}" if p["examples"] else ""
            return f"  {p['column']}: {p['problem']}{cnt}{ex}"

        if self.ok:
            lines = [head + "the data fit the schema"]
        else:
            lines = [head + f"{len(self.problems)} problem(s) (raw data: for the data owner only):"]
            lines += [line(p) for p in self.problems]
        if self.notes:
            lines.append("accepted, but check (raw data: for the data owner only):")
            lines += [line(p) for p in self.notes]
        return "\n".join(lines)


def rebinned_schema(schema: Schema, n_bins) -> Schema:
    """The schema with ``n_bins`` public bins for numeric features lacking their own bins/cuts
    (a function of the public schema only; ``None`` keeps it)."""
    if n_bins is not None and (isinstance(n_bins, bool) or not isinstance(n_bins, numbers.Integral) or n_bins < 2):
        raise ValueError(f"n_bins must be an integer >= 2 or None, got {n_bins!r}")
    if n_bins is None or int(n_bins) == schema.n_bins:
        return schema
    return Schema(schema.features, schema.classes, out_of_bounds=schema.out_of_bounds,
                  n_bins=int(n_bins))


def _needs_object(X) -> bool:
    try:
        return np.asarray(X).dtype.kind not in "biuf"
    except Exception:  # ragged input
        return True


def _jsonable(v):
    return v.item() if isinstance(v, np.generic) else v

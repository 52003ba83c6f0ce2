"""Refused fits quote no record and not the number of records (docs/privacy.md, "What is
validated, and what is never refused").

When ``fit`` refuses malformed training input, its error message -- and every warning emitted
during that fit -- names the column and the kind of problem only: never a record's value, never
the number of records n, never how many records are at fault.  The records below carry
distinctive sentinel values (numbers such as 7777.25 and 31337, strings holding brackets, quotes,
commas, newlines, unicode, and the marker ``zq``) and n is a distinctive number (37, or 1013);
each case checks that the refusal, the messages of the exceptions chained to it and the warnings
contain none of them (nor n - 1, n + 1), and that the refused estimator is left as it was.

The same is checked for :class:`~dpforest.model_selection.PrivateModelSelector` (same X, y), for
every estimator class on a few representative cases, and for ``dpforest fit`` on CSV files (exit
status 2; nothing on stdout or stderr quotes the file's records or counts them).

A leak found later is marked ``xfail(strict=True)`` in KNOWN_LEAKS, SELECTOR_LEAKS or CLI_LEAKS
(empty now: complex labels, Arrow list/struct columns and a CSV file without its declared header
row were found this way and mended), so that fixing one turns its cases into failures to unmark;
the reason of each names the line that produces the message.
"""

from __future__ import annotations

import decimal
import json
import re
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.cli import main
from dpforest.model_selection import PrivateModelSelector

try:
    import pyarrow  # noqa: F401
    HAS_ARROW = True
except ImportError:  # pragma: no cover - pyarrow is optional
    HAS_ARROW = False

N = 37          # the private number of records: neither it nor N +- 1 may appear
BIG_N = 1013
BAD = 29        # the row holding the sentinel (a position is a fact about the records too)

NUM_SECRET = 7777.25
INT_SECRET = 31337
#: string sentinels: every one holds "zq", which no message should contain in any case
STR_SECRETS = ["SECRETzq", "a]bzq", "x\nyzq", "q\"zq'uote", "zq,comma", "[zq]", "(zq, 5)",
               "ünïcødé✓zq", "  zq  ", "zq\tTAB", "zq" * 300]
#: valid records' values are records too: never quoted either
VALID_NUMS = (12.75, 64.5, 81.25)

#: fragments that must not occur in any message, compared case-insensitively
FORBIDDEN = ("7777", "7.77725", "31337", "3.1337", "zq", "a]b", "x\ny", "x\\ny", "ünï", "\\xfc",
             "12.75", "64.5", "81.25", "1.275e", "8.125e", "6.45e")

FEATURES = [d.Numeric("num", 0, 100), d.Categorical("cat", ["red", "green", "blue"])]
S = d.Schema(FEATURES, classes=["yes", "no"])
S_INT = d.Schema(FEATURES, classes=[0, 1])
S_CLIP = d.Schema(FEATURES, classes=["yes", "no"], out_of_bounds="clip")
S_MISSING = d.Schema([d.Numeric("num", 0, 100, allow_missing=True),
                      d.Categorical("cat", ["red", "green", "blue"], allow_missing=True)],
                     classes=["yes", "no"])


# ----------------------------------------------------------------------------- leak detection
def _count_forms(n: int) -> list[str]:
    """The forms of n, n - 1, n + 1 a message could carry (as a number on its own: "37",
    "(37,", "37 rows", "0.37" -- not the digits inside a longer number)."""
    out = []
    for m in (n - 1, n, n + 1):
        out.append(rf"(?<!\d){m}(?!\d)")
        if m >= 1000:
            out.append(re.escape(f"{m:,}") + r"(?!\d)")
            out.append(re.escape(f"{m:_}") + r"(?!\d)")
    return out


def leaks(text: str, n: int, extra: tuple = ()) -> list[str]:
    """The sentinels, record values and counts found in ``text``."""
    low = text.casefold()
    found = [f for f in FORBIDDEN + tuple(extra) if f.casefold() in low]
    found += [p for p in _count_forms(n) if re.search(p, text)]
    return found


def exception_texts(e: BaseException) -> list[str]:
    """The message of ``e`` and of every exception a traceback would show with it (its cause,
    its context unless suppressed), with their notes."""
    out, seen = [], set()
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        out += [str(e), repr(e)] + [str(x) for x in getattr(e, "__notes__", ())]
        e = e.__cause__ if e.__cause__ is not None else (
            None if e.__suppress_context__ else e.__context__)
    return out


def _state(est) -> dict:
    return dict(vars(est))


def assert_refused_quietly(est, fit: Callable[[], Any], n: int, expect=(ValueError, TypeError),
                           extra: tuple = (), match: str | None = None):
    """``fit()`` raises ``expect``; no message or warning leaks; ``est`` is unchanged."""
    before = _state(est)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(expect) as info:
            fit()
    texts = exception_texts(info.value) + [f"{w.category.__name__}: {w.message}" for w in caught]
    found = {t: leaks(t, n, extra) for t in texts}
    found = {t: f for t, f in found.items() if f}
    assert not found, f"the refusal quotes records or counts: {found}"
    if match is not None:
        assert re.search(match, str(info.value)), str(info.value)
    after = _state(est)
    assert after.keys() == before.keys(), f"refused fit added {sorted(after.keys() - before.keys())}"
    assert all(after[k] is before[k] for k in before), "refused fit changed the estimator"
    assert not hasattr(est, "ledger_") or "ledger_" in before
    return info.value


def small(cls=d.DiffPRFsClassifier, schema=S):
    p = cls().get_params()
    kw = {k: v for k, v in dict(n_estimators=2, max_depth=2, random_state=0, progress=False,
                                max_estimators=2, max_leaves=4).items() if k in p}
    return cls(1.0, schema, **kw)


def selector(schema=S):
    return PrivateModelSelector([small(schema=schema), small(d.PrivateRDTClassifier, schema)],
                                1.0, schema, random_state=0)


# ----------------------------------------------------------------------------- the data
def base(n=N):
    """Valid records: numbers from VALID_NUMS, categories, labels 'yes' / 'no'."""
    i = np.arange(n)
    num = np.asarray(VALID_NUMS)[i % 3]
    cat = np.array(["red", "green", "blue"], dtype=object)[i % 3]
    y = np.array(["yes", "no"], dtype=object)[(i // 2) % 2]
    return num, cat, y


def frame(num, cat, num_dtype=None, cat_dtype=None):
    return pd.DataFrame({"num": pd.Series(num, dtype=num_dtype), "cat": pd.Series(cat, dtype=cat_dtype)})


def with_value(col, value, row=BAD, dtype=object):
    out = np.array(col, dtype=dtype)
    out[row] = value
    return out


@dataclass
class Case:
    X: Any
    y: Any
    schema: Any = field(default_factory=lambda: S)
    sample_weight: Any = None
    n: int = N
    expect: tuple = (ValueError, TypeError)
    extra: tuple = ()
    match: str | None = None
    selector: bool = True          # PrivateModelSelector.fit takes no sample_weight


CASES: dict[str, Callable[[], Case]] = {}
MARKS: dict[str, list] = {}


def case(name, *marks):
    def deco(fn):
        assert name not in CASES, name
        CASES[name] = fn
        MARKS[name] = list(marks)
        return fn
    return deco


def arrow_only():
    return pytest.mark.skipif(not HAS_ARROW, reason="pyarrow not installed")


# --- categorical column: values outside the declared categories, in every column form
CAT_FORMS = {
    "object": lambda v: pd.Series(v, dtype=object),
    "category": lambda v: pd.Series(pd.Categorical(v, categories=["red", "green", "blue"] + sorted(
        {x for x in v if x not in ("red", "green", "blue")}))),
    "string-python": lambda v: pd.Series(v, dtype="string[python]"),
    "string-pyarrow": lambda v: pd.Series(v, dtype="string[pyarrow]"),
    "str-default": lambda v: pd.Series(v, dtype="str"),
}
for _form, _make in CAT_FORMS.items():
    for _k, _secret in enumerate(STR_SECRETS):
        def _build(make=_make, secret=_secret):
            num, cat, y = base()
            return Case(pd.DataFrame({"num": num, "cat": make(list(with_value(cat, secret)))}), y,
                        match="column 'cat': values outside the declared categories")
        case(f"df-{_form}-undeclared-category-{_k}", *([arrow_only()] if "arrow" in _form else []))(_build)


@case("df-category-dtype-every-record-undeclared-n1013")
def _():
    num, cat, y = base(BIG_N)
    secret = [STR_SECRETS[i % len(STR_SECRETS)] for i in range(BIG_N)]
    return Case(pd.DataFrame({"num": num, "cat": pd.Categorical(secret)}), y, n=BIG_N)


@case("df-object-cat-undeclared-in-23-records")
def _():
    num, cat, y = base()
    cat = cat.copy()
    cat[5:28] = "SECRETzq"
    return Case(frame(num, cat), y, extra=("23", "14"))   # neither the count nor the rest


@case("df-object-cat-int-sentinel")
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, INT_SECRET)), y)


@case("df-object-cat-float-sentinel")
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, NUM_SECRET)), y)


@case("df-object-cat-bytes-sentinel")
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, b"SECRETzq\xff")), y)


@case("df-object-cat-tuple-sentinel")
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, ("SECRETzq", INT_SECRET))), y)


# --- X's own column names can be record values (one-hot encoding, a pivot): an extra column
# beside the schema's is refused without its name, in any form and at any count
for _k, _secret in enumerate(STR_SECRETS[:4]):
    def _build(secret=_secret):
        num, cat, y = base()
        return Case(frame(num, cat).assign(**{f"cat_{secret}": 1.0}), y,
                    match="X has columns not in the schema")
    case(f"df-extra-column-named-by-a-record-{_k}")(_build)


@case("df-extra-columns-one-hot-of-23-values")
def _():
    num, cat, y = base()
    extra = pd.DataFrame(np.eye(N)[:, :23], columns=[f"job_SECRETzq{i}" for i in range(23)])
    return Case(pd.concat([frame(num, cat), extra], axis=1), y, extra=("23", "24", "22"))


# --- dates in a numeric column given as an array or a list: pandas would read them as integers
# in a unit picked from the values (one record's nanoseconds rescale every other record)
@case("list-timestamps-in-numeric-column")
def _():
    num, cat, y = base()
    X = [[pd.Timestamp("2020-01-01") + pd.Timedelta(days=int(v)), c] for v, c in zip(num, cat)]
    return Case(X, y, schema=S_CLIP, match="column 'num': dates or times")


@case("array-datetime64-in-numeric-column")
def _():
    num, cat, y = base()
    X = np.empty((N, 2), dtype=object)
    X[:, 0] = [np.datetime64("2020-01-01") + int(v) for v in num]
    X[:, 1] = cat
    return Case(X, y, schema=S_CLIP, match="column 'num': dates or times")


@case("df-object-cat-none")
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, None)), y, match="missing values")


@case("df-object-cat-nan")
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, np.nan)), y, match="missing values")


@case("df-category-cat-nan")
def _():
    num, cat, y = base()
    return Case(frame(num, pd.Categorical(with_value(cat, None), categories=["red", "green", "blue"])), y,
                match="missing values")


@case("df-string-pyarrow-cat-na", arrow_only())
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, None), cat_dtype="string[pyarrow]"), y, match="missing values")


@case("df-boolean-nullable-cat")
def _():
    num, cat, y = base()
    flags = pd.array([True, False] * (N // 2) + [None], dtype="boolean")
    return Case(pd.DataFrame({"num": num, "cat": flags}), y)


@case("df-int-cat-column")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, "cat": np.arange(N) + INT_SECRET}), y)


# unhashable values in a categorical column
for _k, _bad in enumerate([["SECRETzq", INT_SECRET], {"SECRETzq": NUM_SECRET}, {"zq", "a]b"},
                           np.array([NUM_SECRET, INT_SECRET]), bytearray(b"zqSECRET")]):
    @case(f"df-object-cat-unhashable-{_k}")
    def _(bad=_bad):
        num, cat, y = base()
        return Case(frame(num, with_value(cat, bad)), y)


@case("ndarray-object-cat-unhashable-list")
def _():
    num, cat, y = base()
    X = np.empty((N, 2), dtype=object)
    X[:, 0], X[:, 1] = num, cat
    X[BAD, 1] = ["SECRETzq", NUM_SECRET]
    return Case(X, y)


# --- numeric column: outside the bounds, NaN / inf, non-numbers, in every column form
NUM_FORMS = {
    "float64": lambda v: pd.Series(np.asarray(v, dtype=float)),
    "object": lambda v: pd.Series(list(v), dtype=object),
    "Float64": lambda v: pd.Series(pd.array(list(v), dtype="Float64")),
    "double-pyarrow": lambda v: pd.Series(list(v), dtype="double[pyarrow]"),
    "float32": lambda v: pd.Series(np.asarray(v, dtype=np.float32)),
}
for _form, _make in NUM_FORMS.items():
    for _what, _value, _match in [("above-bounds", NUM_SECRET, "values outside the declared bounds"),
                                  ("below-bounds", -NUM_SECRET, "values outside the declared bounds"),
                                  ("nan", np.nan, "missing values"),
                                  ("inf", np.inf, "infinite values"),
                                  ("minus-inf", -np.inf, "infinite values")]:
        def _build(make=_make, value=_value, match=_match):
            num, cat, y = base()
            return Case(pd.DataFrame({"num": make(with_value(num, value, dtype=float)), "cat": cat}), y,
                        match=f"column 'num': {match}")
        case(f"df-{_form}-num-{_what}", *([arrow_only()] if "arrow" in _form else []))(_build)


@case("df-Int64-num-above-bounds-and-na")
def _():
    num, cat, y = base()
    ints = pd.array([12, 64, 81] * 12 + [INT_SECRET], dtype="Int64")
    ints[3] = pd.NA
    return Case(pd.DataFrame({"num": ints, "cat": cat}), y, extra=("64", "81"))


@case("df-Int64-num-na")
def _():
    num, cat, y = base()
    ints = pd.array([12, 64, 81] * 12 + [None], dtype="Int64")
    return Case(pd.DataFrame({"num": ints, "cat": cat}), y, match="missing values", extra=("64", "81"))


@case("df-int64-num-above-bounds")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": np.arange(N) + INT_SECRET - BAD, "cat": cat}), y)


@case("df-uint64-num-huge")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": np.full(N, 2 ** 63 + INT_SECRET, dtype=np.uint64), "cat": cat}), y,
                extra=(str(2 ** 63 + INT_SECRET)[:12],))


@case("df-int64-num-pyarrow-above-bounds", arrow_only())
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": pd.Series(np.arange(N) + INT_SECRET, dtype="int64[pyarrow]"), "cat": cat}), y)


for _k, _bad in enumerate(STR_SECRETS[:6] + ["7777.25x", "1e99999zq", b"31337", decimal.Decimal("7777.25"),
                                              complex(NUM_SECRET, 1)]):
    @case(f"df-object-num-bad-value-{_k}")
    def _(bad=_bad):
        num, cat, y = base()
        return Case(frame(with_value(num, bad), cat), y)


@case("df-string-python-num-text")
def _():
    num, cat, y = base()
    return Case(frame([str(v) for v in with_value(num, "SECRETzq")], cat, num_dtype="string[python]"), y)


@case("df-string-pyarrow-num-text-out-of-bounds", arrow_only())
def _():
    num, cat, y = base()
    return Case(frame([str(v) for v in with_value(num, NUM_SECRET)], cat, num_dtype="string[pyarrow]"), y)


@case("df-object-num-unhashable")
def _():
    num, cat, y = base()
    return Case(frame(with_value(num, [NUM_SECRET, "SECRETzq"]), cat), y)


@case("df-clip-schema-num-non-numeric")
def _():
    num, cat, y = base()
    return Case(frame(with_value(num, "SECRETzq"), cat), y, schema=S_CLIP)


@case("df-clip-schema-num-nan")
def _():
    num, cat, y = base()
    return Case(frame(with_value(num, np.nan, dtype=float), cat), y, schema=S_CLIP)


@case("df-missing-allowed-cat-undeclared")
def _():
    num, cat, y = base()
    return Case(frame(with_value(num, np.nan, dtype=float), with_value(cat, "SECRETzq")), y, schema=S_MISSING)


@case("df-category-num-column")
def _():
    num, cat, y = base()
    return Case(frame(pd.Categorical(with_value(num, NUM_SECRET, dtype=float)), cat), y)


@case("df-bool-and-complex")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": with_value(num, complex(NUM_SECRET, INT_SECRET), dtype=complex),
                              "cat": cat}), y, match="Complex")


# --- date / time columns declared numeric
@case("df-datetime-num")
def _():
    num, cat, y = base()
    when = pd.to_datetime(["2031-03-07"] * N) + pd.to_timedelta(np.arange(N), unit="D")
    return Case(pd.DataFrame({"num": when, "cat": cat}), y, extra=("2031",), match="dates or times")


@case("df-datetime-tz-num")
def _():
    num, cat, y = base()
    when = pd.date_range("2031-03-07", periods=N, freq="h", tz="Europe/Paris")
    return Case(pd.DataFrame({"num": when, "cat": cat}), y, extra=("2031",))


@case("df-timedelta-num")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": pd.to_timedelta(np.arange(N) + INT_SECRET, unit="s"), "cat": cat}), y)


@case("df-period-num")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": pd.period_range("2031-03", periods=N, freq="M"), "cat": cat}), y,
                extra=("2031",))


@case("df-object-datetime-values-num")
def _():
    num, cat, y = base()
    return Case(frame(with_value(num, pd.Timestamp("2031-03-07")), cat), y, extra=("2031",))


@case("ndarray-datetime64-2d")
def _():
    num, cat, y = base()
    X = np.array(["2031-03-07"] * (2 * N), dtype="datetime64[D]").reshape(N, 2)
    return Case(X, y, extra=("2031",))


# --- the column layout
@case("df-missing-column")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": with_value(num, NUM_SECRET, dtype=float)}), y)


@case("df-extra-column-with-secrets")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, "cat": cat, "extra": with_value(cat, "SECRETzq")}), y)


@case("df-misspelt-column")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, "Cat": with_value(cat, "SECRETzq")}), y)


@case("df-mixed-int-str-column-names")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, 1: with_value(cat, "SECRETzq")}), y)


@case("df-int-column-names")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({0: with_value(num, NUM_SECRET, dtype=float), 1: cat}), y)


@case("df-duplicate-column-names")
def _():
    num, cat, y = base()
    X = pd.DataFrame(np.column_stack([num, cat, with_value(cat, "SECRETzq")]), columns=["num", "cat", "cat"])
    # refused by name: which of the two columns would be read is not the user's choice
    return Case(X, y, match=r"more than one column named \['cat'\]")


@case("df-sparse-column")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": pd.arrays.SparseArray(with_value(num, NUM_SECRET, dtype=float)),
                              "cat": cat}), y)


@case("df-multiindex-columns")
def _():
    num, cat, y = base()
    X = pd.DataFrame({("num", "a"): with_value(num, NUM_SECRET, dtype=float), ("cat", "b"): cat})
    return Case(X, y)


@case("df-no-columns")
def _():
    return Case(pd.DataFrame(index=range(N)), base()[2])


# --- numpy arrays
@case("ndarray-float-2d-out-of-bounds")
def _():
    num, cat, y = base()
    X = np.column_stack([with_value(num, NUM_SECRET, dtype=float), np.zeros(N)])
    return Case(X, y)


@case("ndarray-float-2d-nan-and-inf")
def _():
    num, cat, y = base()
    X = np.column_stack([with_value(num, np.nan, dtype=float), with_value(np.zeros(N), np.inf, dtype=float)])
    return Case(X, y)


@case("ndarray-object-2d-undeclared")
def _():
    num, cat, y = base()
    X = np.empty((N, 2), dtype=object)
    X[:, 0], X[:, 1] = num, with_value(cat, "a]bzq")
    return Case(X, y)


@case("ndarray-object-2d-non-numeric")
def _():
    num, cat, y = base()
    X = np.empty((N, 2), dtype=object)
    X[:, 0], X[:, 1] = with_value(num, "x\nyzq"), cat
    return Case(X, y)


@case("ndarray-str-2d-undeclared")
def _():
    num, cat, y = base()
    X = np.column_stack([[str(v) for v in num], with_value(cat, "ünïcødé✓zq")]).astype(str)
    return Case(X, y, extra=(f"<U{len('ünïcødé✓zq')}", f"U{len('ünïcødé✓zq')}"))


@case("ndarray-str-2d-long-value")
def _():
    num, cat, y = base()
    X = np.column_stack([[str(v) for v in num], with_value(cat, "zq" * 300)]).astype(str)
    return Case(X, y, extra=("U600", "600"))


@case("ndarray-bytes-2d")
def _():
    num, cat, y = base()
    X = np.column_stack([[str(v).encode() for v in num], with_value(cat, b"SECRETzq")]).astype(bytes)
    return Case(X, y)


@case("ndarray-float-1d")
def _():
    num, cat, y = base()
    return Case(with_value(num, NUM_SECRET, dtype=float), y, match="2D")


@case("ndarray-object-1d-brackets")
def _():
    num, cat, y = base()
    return Case(np.array([f"[{s}]" for s in STR_SECRETS] * 3 + ["a]bzq"] * (N - 33), dtype=object), y)


@case("ndarray-str-1d")
def _():
    return Case(np.array((STR_SECRETS * 4)[:N]), base()[2])


@case("ndarray-float-3d")
def _():
    num, cat, y = base()
    X = np.full((N, 2, 2), NUM_SECRET)
    return Case(X, y)


@case("ndarray-object-3d")
def _():
    X = np.full((N, 2, 2), "SECRETzq", dtype=object)
    return Case(X, base()[2])


@case("ndarray-0d")
def _():
    return Case(np.float64(NUM_SECRET), base()[2])


@case("ndarray-wrong-width")
def _():
    num, cat, y = base()
    X = np.column_stack([with_value(num, NUM_SECRET, dtype=float), np.zeros(N), np.zeros(N)])
    return Case(X, y, match="a different number of columns than the 2")


@case("ndarray-zero-width")
def _():
    return Case(np.empty((N, 0)), base()[2])


@case("ndarray-complex-2d")
def _():
    X = np.full((N, 2), complex(NUM_SECRET, INT_SECRET))
    return Case(X, base()[2])


@case("ndarray-structured")
def _():
    num, cat, y = base()
    X = np.zeros(N, dtype=[("num", float), ("cat", "U12")])
    X["num"], X["cat"] = with_value(num, NUM_SECRET, dtype=float), with_value(cat, "SECRETzq")
    return Case(X, y)


@case("ndarray-float-2d-n1013")
def _():
    num, cat, y = base(BIG_N)
    X = np.column_stack([with_value(num, NUM_SECRET, dtype=float), np.zeros(BIG_N)])
    return Case(X, y, n=BIG_N)


@case("ndarray-float-1d-n1013")
def _():
    num, cat, y = base(BIG_N)
    return Case(num, y, n=BIG_N)


# --- plain lists
def _list_with_row(row) -> "Case":
    """Valid records as a list of [num, cat] rows, with row BAD replaced by ``row``."""
    num, cat, y = base()
    X = [[v, c] for v, c in zip(num, cat)]
    X[BAD] = row
    return Case(X, list(y))


@case("list-ragged-last-row-longer")
def _():
    return _list_with_row([NUM_SECRET, "SECRETzq", INT_SECRET])


@case("list-ragged-row-shorter")
def _():
    return _list_with_row(["a]bzq"])


@case("list-ragged-scalar-row")
def _():
    return _list_with_row(NUM_SECRET)


@case("list-ragged-n1013")
def _():
    num, cat, y = base(BIG_N)
    X = [[v, c] for v, c in zip(num, cat)]
    X[-1] = [NUM_SECRET]
    return Case(X, list(y), n=BIG_N)


@case("list-1d-strings")
def _():
    return Case((STR_SECRETS * 4)[:N], list(base()[2]), match="2D")


@case("list-1d-numbers")
def _():
    num, cat, y = base()
    return Case(list(with_value(num, NUM_SECRET, dtype=float)), list(y))


@case("list-nested-3d")
def _():
    num, cat, y = base()
    return Case([[[v, c]] for v, c in zip(with_value(num, NUM_SECRET), cat)], list(y))


@case("list-of-tuples-undeclared")
def _():
    num, cat, y = base()
    return Case([(v, c) for v, c in zip(num, with_value(cat, "q\"zq'uote"))], list(y))


@case("list-of-dicts")
def _():
    num, cat, y = base()
    return Case([{"num": v, "cat": c} for v, c in zip(with_value(num, NUM_SECRET), cat)], list(y))


@case("list-row-is-a-string")
def _():
    return _list_with_row("SECRETzq")


@case("list-with-none-row")
def _():
    return _list_with_row(None)


@case("list-nested-undeclared-and-out-of-bounds")
def _():
    num, cat, y = base()
    return Case([[v, c] for v, c in zip(with_value(num, NUM_SECRET), with_value(cat, "zq,comma"))], list(y))


# --- scipy sparse
@case("scipy-csr-matrix")
def _():
    sp = pytest.importorskip("scipy.sparse")
    num, cat, y = base()
    return Case(sp.csr_matrix(np.column_stack([with_value(num, NUM_SECRET, dtype=float), np.zeros(N)])), y)


@case("scipy-coo-array")
def _():
    sp = pytest.importorskip("scipy.sparse")
    num, cat, y = base()
    return Case(sp.coo_array(np.column_stack([with_value(num, NUM_SECRET, dtype=float), np.ones(N)])), y)


@case("scipy-csr-1-row-n1013")
def _():
    sp = pytest.importorskip("scipy.sparse")
    return Case(sp.csr_matrix(np.full((BIG_N, 2), NUM_SECRET)), base(BIG_N)[2], n=BIG_N)


# --- y malformed
def _X():
    num, cat, _ = base()
    return frame(num, cat)


@case("y-2d-two-columns")
def _():
    y = np.column_stack([base()[2], with_value(base()[2], "SECRETzq")])
    return Case(_X(), y)


@case("y-2d-two-columns-n1013")
def _():
    num, cat, y = base(BIG_N)
    return Case(frame(num, cat), np.column_stack([y, y]), n=BIG_N)


@case("y-dataframe-two-columns")
def _():
    y = pd.DataFrame({"a": base()[2], "b": with_value(base()[2], "SECRETzq")})
    return Case(_X(), y)


@case("y-column-vector-undeclared")
def _():
    return Case(_X(), with_value(base()[2], "SECRETzq").reshape(-1, 1))


@case("y-3d")
def _():
    return Case(_X(), np.full((N, 1, 1), "SECRETzq", dtype=object))


@case("y-scalar")
def _():
    return Case(_X(), "SECRETzq")


@case("y-continuous")
def _():
    y = np.linspace(0.5, NUM_SECRET, N)
    return Case(_X(), y, schema=S_INT)


@case("y-continuous-one-value")
def _():
    return Case(_X(), with_value(np.zeros(N), NUM_SECRET, dtype=float), schema=S_INT)


@case("y-int-outside-int-classes")
def _():
    return Case(_X(), with_value(np.zeros(N, dtype=int), INT_SECRET, dtype=int), schema=S_INT)


@case("y-nan-label")
def _():
    return Case(_X(), with_value(base()[2], np.nan), match="missing labels")


@case("y-none-label")
def _():
    return Case(_X(), with_value(base()[2], None), match="missing labels")


@case("y-float-nan-label-int-classes")
def _():
    return Case(_X(), with_value(np.zeros(N), np.nan, dtype=float), schema=S_INT)


@case("y-Int64-na-label")
def _():
    return Case(_X(), pd.array([0, 1] * 18 + [None], dtype="Int64"), schema=S_INT)


@case("y-Int64-outside")
def _():
    return Case(_X(), pd.array([0, 1] * 18 + [INT_SECRET], dtype="Int64"), schema=S_INT)


@case("y-boolean-nullable")
def _():
    return Case(_X(), pd.array([True, False] * 18 + [None], dtype="boolean"))


@case("y-inf-label")
def _():
    return Case(_X(), with_value(np.zeros(N), np.inf, dtype=float), schema=S_INT)


for _k, _secret in enumerate(STR_SECRETS):
    @case(f"y-undeclared-label-{_k}")
    def _(secret=_secret):
        return Case(_X(), with_value(base()[2], secret), match="not one of the schema's classes")


@case("y-undeclared-label-in-23-records")
def _():
    y = base()[2].copy()
    y[5:28] = "SECRETzq"
    return Case(_X(), y, extra=("23", "14"))


@case("y-list-undeclared")
def _():
    return Case(_X(), list(with_value(base()[2], "a]bzq")))


@case("y-category-series-undeclared")
def _():
    return Case(_X(), pd.Series(pd.Categorical(with_value(base()[2], "SECRETzq"))))


@case("y-string-pyarrow-undeclared", arrow_only())
def _():
    return Case(_X(), pd.Series(with_value(base()[2], "SECRETzq"), dtype="string[pyarrow]"))


@case("y-string-python-na")
def _():
    return Case(_X(), pd.Series(with_value(base()[2], None), dtype="string[python]"))


@case("y-ints-vs-string-classes")
def _():
    return Case(_X(), np.arange(N) % 2, match="declared as strings")


@case("y-strings-vs-int-classes")
def _():
    return Case(_X(), np.array([str(v) for v in np.arange(N) % 2]), schema=S_INT)


@case("y-mixed-list-int-str-classes")
def _():
    return Case(_X(), [0, 1] * 18 + ["SECRETzq"], schema=S_INT)


@case("y-unhashable-label")
def _():
    return Case(_X(), with_value(base()[2], ["SECRETzq", INT_SECRET]))


@case("y-ragged-list")
def _():
    y = list(base()[2])
    y[BAD] = ["SECRETzq", "x\nyzq"]
    return Case(_X(), y)


@case("y-bytes-labels")
def _():
    return Case(_X(), with_value(base()[2], b"SECRETzq"))


@case("y-datetime-labels")
def _():
    return Case(_X(), pd.Series(pd.date_range("2031-03-07", periods=N)), extra=("2031",))


@case("y-complex-labels")
def _():
    return Case(_X(), np.full(N, complex(NUM_SECRET, 1)), schema=S_INT)


@case("y-none")
def _():
    return Case(_X(), None)


for _delta in (-1, +1, -N, +5):
    @case(f"y-wrong-length{_delta:+d}")
    def _(delta=_delta):
        y = np.array(["yes", "no"] * (N + 10), dtype=object)[:N + delta]
        return Case(_X(), y, extra=(str(N + 5),))


@case("y-wrong-length-n1013")
def _():
    num, cat, y = base(BIG_N)
    return Case(frame(num, cat), y[:-1], n=BIG_N)


@case("y-wrong-length-list-X")
def _():
    num, cat, y = base()
    return Case([[v, c] for v, c in zip(num, cat)], list(y) + ["yes"])


# --- sample_weight malformed
def _weights(w, **kw):
    num, cat, y = base()
    return Case(frame(num, cat), y, sample_weight=w, selector=False, **kw)


CASE_WEIGHTS = {
    "strings": lambda: list(with_value(np.ones(N), "SECRETzq")),
    "numeric-text": lambda: list(with_value(np.ones(N), "7777.25")),
    "ragged": lambda: [1.0] * (N - 1) + [[NUM_SECRET, INT_SECRET]],
    "wrong-length-short": lambda: np.ones(N - 1),
    "wrong-length-long": lambda: np.ones(N + 1),
    "empty": lambda: np.ones(0),
    "non-1": lambda: with_value(np.ones(N), NUM_SECRET, dtype=float),
    "zero": lambda: with_value(np.ones(N), 0.0, dtype=float),
    "nan": lambda: with_value(np.ones(N), np.nan, dtype=float),
    "inf": lambda: with_value(np.ones(N), np.inf, dtype=float),
    "negative": lambda: with_value(np.ones(N), -INT_SECRET, dtype=float),
    "2d": lambda: np.ones((N, 2)),
    "2d-column": lambda: with_value(np.ones(N), NUM_SECRET, dtype=float).reshape(-1, 1),
    "scalar": lambda: NUM_SECRET,
    "dict": lambda: {"SECRETzq": NUM_SECRET},
    "complex": lambda: np.full(N, complex(NUM_SECRET, 1)),
    "object-none": lambda: with_value(np.ones(N), None),
    "series-str": lambda: pd.Series(with_value(np.ones(N), "a]bzq")),
    "Int64-na": lambda: pd.array([1] * (N - 1) + [None], dtype="Int64"),
}
for _name, _w in CASE_WEIGHTS.items():
    case(f"sample-weight-{_name}")(lambda w=_w: _weights(w()))


@case("sample-weight-wrong-length-n1013")
def _():
    num, cat, y = base(BIG_N)
    return Case(frame(num, cat), y, sample_weight=np.ones(BIG_N + 1), n=BIG_N, selector=False)


@case("sample-weight-valid-but-X-bad")
def _():
    num, cat, y = base()
    return Case(frame(num, with_value(cat, "SECRETzq")), y, sample_weight=np.ones(N), selector=False)


# --- other containers and column kinds
def _arrow_col(values, typ):
    pa = pytest.importorskip("pyarrow")
    return pd.Series(pd.arrays.ArrowExtensionArray(pa.array(values, type=typ)))


ARROW_COLUMNS = {   # name: (column, values, pyarrow type)
    "dictionary-cat": ("cat", lambda: list(with_value(base()[1], "SECRETzq")),
                       lambda pa: pa.dictionary(pa.int8(), pa.string())),
    "binary-cat": ("cat", lambda: [b"SECRETzq"] * N, lambda pa: pa.binary()),
    "large-string-cat": ("cat", lambda: list(with_value(base()[1], "a]bzq")), lambda pa: pa.large_string()),
    "null-cat": ("cat", lambda: [None] * N, lambda pa: pa.null()),
    "decimal-num": ("num", lambda: [decimal.Decimal("7777.25")] * N, lambda pa: pa.decimal128(10, 2)),
    "list-num": ("num", lambda: [[NUM_SECRET]] * N, lambda pa: pa.list_(pa.float64())),
    "string-num": ("num", lambda: ["SECRETzq"] * N, lambda pa: pa.string()),
    "binary-num": ("num", lambda: [b"7777.25"] * N, lambda pa: pa.binary()),
    "timestamp-num": ("num", lambda: [pd.Timestamp("2031-03-07")] * N, lambda pa: pa.timestamp("s")),
    "duration-num": ("num", lambda: [INT_SECRET] * N, lambda pa: pa.duration("s")),
}
for _name, (_col, _values, _typ) in ARROW_COLUMNS.items():
    def _build(col=_col, values=_values, typ=_typ):
        pa = pytest.importorskip("pyarrow")
        num, cat, y = base()
        data = {"num": num, "cat": cat}
        data[col] = _arrow_col(values(), typ(pa))
        return Case(pd.DataFrame(data), y, extra=("2031",))
    case(f"df-arrow-{_name}", arrow_only())(_build)


#: Arrow list / struct values in a categorical column: pandas' factorisation raises pyarrow's
#: ArrowNotImplementedError (a NotImplementedError); the refusal must be the same SchemaError
#: "values that cannot be categories" that object columns of lists get
@case("df-arrow-list-cat", arrow_only())
def _():
    pa = pytest.importorskip("pyarrow")
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, "cat": _arrow_col([["SECRETzq", "a]bzq"]] * N, pa.list_(pa.string()))}), y)


@case("df-arrow-struct-cat", arrow_only())
def _():
    pa = pytest.importorskip("pyarrow")
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, "cat": _arrow_col([{"a": "SECRETzq"}] * N,
                                                            pa.struct([("a", pa.string())]))}), y)


@case("df-interval-num")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": pd.arrays.IntervalArray.from_breaks(np.arange(N + 1) + NUM_SECRET), "cat": cat}), y)


@case("df-interval-cat")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, "cat": pd.arrays.IntervalArray.from_breaks(np.arange(N + 1) + NUM_SECRET)}), y)


@case("df-secret-index-undeclared")
def _():
    num, cat, y = base()
    X = frame(num, with_value(cat, "zq,comma"))
    X.index = pd.Index(with_value(cat, "SECRETzq"))
    return Case(X, y)


@case("df-object-cat-of-series")
def _():
    num, cat, y = base()
    return Case(pd.DataFrame({"num": num, "cat": [pd.Series(["SECRETzq"])] * N}), y)


@case("series-X")
def _():
    num, cat, y = base()
    return Case(pd.Series(with_value(cat, "SECRETzq")), y)


@case("dict-X")
def _():
    num, cat, y = base()
    return Case({"num": list(with_value(num, NUM_SECRET)), "cat": list(with_value(cat, "SECRETzq"))}, y)


@case("str-X")
def _():
    return Case("SECRETzq a]bzq", base()[2])


@case("bytes-X")
def _():
    return Case(b"SECRETzq", base()[2])


@case("generator-X")
def _():
    return Case((r for r in [[NUM_SECRET, "SECRETzq"]] * N), base()[2])


@case("masked-array-X")
def _():
    num, cat, y = base()
    return Case(np.ma.masked_array(np.column_stack([with_value(num, NUM_SECRET, dtype=float), np.zeros(N)]),
                                   mask=True), y)


@case("np-matrix-X")
def _():
    num, cat, y = base()
    return Case(np.matrix(np.column_stack([with_value(num, NUM_SECRET, dtype=float), np.zeros(N)])), y)


@case("tuple-of-tuples-X")
def _():
    num, cat, y = base()
    return Case(tuple(zip(with_value(num, NUM_SECRET), cat)), tuple(y))


@case("list-depth2-ragged-cell")
def _():
    return _list_with_row([NUM_SECRET, ["SECRETzq", "a"]])


@case("list-depth3-ragged")
def _():
    return Case([[[[NUM_SECRET]], [[1, 2]]] for _ in range(N)], list(base()[2]))


@case("list-of-ndarray-rows-ragged")
def _():
    num, cat, y = base()
    X = [np.array([v, c], dtype=object) for v, c in zip(num, cat)]
    X[BAD] = np.array([NUM_SECRET, "SECRETzq", 3], dtype=object)
    return Case(X, list(y))


@case("list-first-row-short")
def _():
    num, cat, y = base()
    X = [[v, c] for v, c in zip(num, cat)]
    X[0] = [NUM_SECRET]
    return Case(X, list(y))


@case("list-row-is-a-dict")
def _():
    return _list_with_row({"num": NUM_SECRET, "cat": "SECRETzq"})


@case("list-of-frames")
def _():
    return Case([frame([NUM_SECRET], ["SECRETzq"])] * N, list(base()[2]))


# --- more label forms
@case("y-dataframe-one-column-undeclared")
def _():
    return Case(_X(), pd.DataFrame({"y": with_value(base()[2], "SECRETzq")}))


@case("y-sparse")
def _():
    sp = pytest.importorskip("scipy.sparse")
    return Case(_X(), sp.csr_matrix(np.full((N, 1), NUM_SECRET)), schema=S_INT)


@case("y-dict")
def _():
    return Case(_X(), {"SECRETzq": NUM_SECRET})


@case("y-set")
def _():
    return Case(_X(), {"SECRETzq", "a]bzq"})


@case("y-generator")
def _():
    return Case(_X(), (v for v in ["SECRETzq"] * N))


@case("y-arrow-list", arrow_only())
def _():
    pa = pytest.importorskip("pyarrow")
    return Case(_X(), _arrow_col([["SECRETzq"]] * N, pa.list_(pa.string())))


@case("y-interval")
def _():
    return Case(_X(), pd.Series(pd.arrays.IntervalArray.from_breaks(np.arange(N + 1) + NUM_SECRET)), schema=S_INT)


@case("y-timedelta")
def _():
    return Case(_X(), pd.to_timedelta(np.arange(N) + INT_SECRET, unit="s"), schema=S_INT)


@case("y-period")
def _():
    return Case(_X(), pd.Series(pd.period_range("2031-03", periods=N, freq="M")), schema=S_INT, extra=("2031",))


@case("y-float-text-int-classes")
def _():
    return Case(_X(), np.full(N, NUM_SECRET).astype(str), schema=S_INT)


@case("y-list-ints-and-a-float")
def _():
    return Case(_X(), [0, 1] * 18 + [NUM_SECRET], schema=S_INT)


@case("y-object-ints-and-a-float")
def _():
    return Case(_X(), np.array([0, 1] * 18 + [NUM_SECRET], dtype=object), schema=S_INT)


@case("y-object-complex")
def _():
    return Case(_X(), np.array([complex(NUM_SECRET, 1)] * N, dtype=object), schema=S_INT)




@case("y-complex-series")
def _():
    return Case(_X(), pd.Series(np.full(N, complex(NUM_SECRET, 1))), schema=S_INT)


@case("y-complex-list")
def _():
    return Case(_X(), [complex(NUM_SECRET, 1)] * N, schema=S_INT)


@case("y-complex-dataframe-column")
def _():
    return Case(_X(), pd.DataFrame({"y": np.full(N, complex(NUM_SECRET, 1))}), schema=S_INT)


@case("y-complex-n1013")
def _():
    num, cat, y = base(BIG_N)
    return Case(frame(num, cat), np.full(BIG_N, complex(NUM_SECRET, 1)), schema=S_INT, n=BIG_N)


# --- Dask collections (optional extra)
def _dask(X, y):
    dd = pytest.importorskip("dask.dataframe")
    return dd.from_pandas(X, npartitions=3), dd.from_pandas(pd.Series(y, name="y"), npartitions=3)


@case("dask-undeclared-category")
def _():
    num, cat, y = base()
    return Case(*_dask(frame(num, with_value(cat, "SECRETzq")), y))


@case("dask-out-of-bounds")
def _():
    num, cat, y = base()
    return Case(*_dask(frame(with_value(num, NUM_SECRET, dtype=float), cat), y))


@case("dask-undeclared-label")
def _():
    num, cat, y = base()
    return Case(*_dask(frame(num, cat), with_value(y, "a]bzq")))


@case("dask-y-one-record-short")
def _():
    dd = pytest.importorskip("dask.dataframe")
    num, cat, y = base()
    return Case(dd.from_pandas(frame(num, cat), npartitions=3), dd.from_pandas(pd.Series(y[:-1]), npartitions=3))


@case("dask-y-numpy")
def _():
    dd = pytest.importorskip("dask.dataframe")
    num, cat, y = base()
    return Case(dd.from_pandas(frame(num, cat), npartitions=3), with_value(y, "SECRETzq"))


def _params(names, marks):
    return [pytest.param(nm, id=nm, marks=marks[nm]) for nm in names]


# ----------------------------------------------------------------------------- xfail: known leaks
#: cases where the library's message does quote records or n (reported, not fixed here)
KNOWN_LEAKS: dict[str, str] = {}


def _marks():
    out = {}
    for nm in CASES:
        out[nm] = list(MARKS[nm])
        if nm in KNOWN_LEAKS:
            out[nm].append(pytest.mark.xfail(strict=True, raises=AssertionError, reason=KNOWN_LEAKS[nm]))
    return out


# ----------------------------------------------------------------------------- the tests
def assert_nothing_printed_leaks(capsys, n, extra=()):
    cap = capsys.readouterr()
    for text in (cap.out, cap.err):
        assert not leaks(text, n, extra), text


@pytest.mark.parametrize("name", _params(list(CASES), _marks()))
def test_refused_fit_quotes_no_record_and_not_n(name, capsys):
    c = CASES[name]()
    est = small(schema=c.schema)
    kw = {} if c.sample_weight is None else {"sample_weight": c.sample_weight}
    assert_refused_quietly(est, lambda: est.fit(c.X, c.y, **kw), c.n, c.expect, c.extra, c.match)
    assert_nothing_printed_leaks(capsys, c.n, c.extra)


SELECTOR_LEAKS: dict[str, str] = dict(KNOWN_LEAKS)


def _selector_marks():
    out = {}
    for nm in CASES:
        out[nm] = list(MARKS[nm])
        if nm in SELECTOR_LEAKS:
            out[nm].append(pytest.mark.xfail(strict=True, raises=AssertionError, reason=SELECTOR_LEAKS[nm]))
    return out


SELECTOR_CASES = [nm for nm in CASES if not nm.startswith("sample-weight")]


@pytest.mark.parametrize("name", _params(SELECTOR_CASES, _selector_marks()))
def test_refused_model_selection_quotes_no_record_and_not_n(name, capsys):
    c = CASES[name]()
    assert c.selector
    sel = selector(c.schema)
    cands = [_state(e) for e in sel.candidates]
    assert_refused_quietly(sel, lambda: sel.fit(c.X, c.y), c.n, c.expect, c.extra)
    assert_nothing_printed_leaks(capsys, c.n, c.extra)
    assert [_state(e) for e in sel.candidates] == cands


ESTIMATORS = sorted((getattr(d, nm) for nm in d.__all__ if nm.endswith("Classifier")), key=lambda c: c.__name__)
REPRESENTATIVE = ["df-object-undeclared-category-1", "df-float64-num-above-bounds", "y-undeclared-label-2",
                  "ndarray-object-1d-brackets", "list-ragged-last-row-longer", "y-wrong-length-1",
                  "y-2d-two-columns", "df-datetime-num", "sample-weight-non-1", "sample-weight-wrong-length-short",
                  "scipy-csr-matrix", "df-string-pyarrow-undeclared-category-0", "y-complex-labels"]


def test_there_are_nine_estimator_classes():
    assert len(ESTIMATORS) == 9


@pytest.mark.parametrize("name", _params(REPRESENTATIVE, _marks()))
@pytest.mark.parametrize("cls", ESTIMATORS, ids=lambda c: c.__name__)
def test_every_estimator_refuses_quietly(cls, name, capsys):
    c = CASES[name]()
    est = small(cls, c.schema)
    est.set_params(**{k: True for k in ("progress",) if k in est.get_params()})   # bars print to stderr
    kw = {} if c.sample_weight is None else {"sample_weight": c.sample_weight}
    assert_refused_quietly(est, lambda: est.fit(c.X, c.y, **kw), c.n, c.expect, c.extra, c.match)
    assert_nothing_printed_leaks(capsys, c.n, c.extra)


@pytest.mark.parametrize("name", _params(REPRESENTATIVE[:9], _marks()))
@pytest.mark.parametrize("cls", [d.DiffPRFsClassifier, d.DPForestClassifier, d.SNRForestClassifier],
                         ids=lambda c: c.__name__)
def test_refused_fit_leaves_a_fitted_estimator_as_it_was(cls, name):
    """A refused fit on a fitted estimator: the previous model (its ledger, its trees) stays."""
    c = CASES[name]()
    est = small(cls, c.schema)
    num, cat, y = base(60)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        est.fit(frame(num, cat), y if c.schema is not S_INT else (np.arange(60) % 2))
    ledger, proba = est.ledger_, est.predict_proba(frame(num, cat))
    kw = {} if c.sample_weight is None else {"sample_weight": c.sample_weight}
    assert_refused_quietly(est, lambda: est.fit(c.X, c.y, **kw), c.n, c.expect, c.extra)
    assert est.ledger_ is ledger
    np.testing.assert_array_equal(est.predict_proba(frame(num, cat)), proba)


def test_the_checks_see_a_leak():
    """The detector itself: a message quoting a record, n or n - 1 is caught."""
    assert leaks("column 'cat': value 'SECRETzq'", N)
    assert leaks("found array with shape (37, 2)", N)
    assert leaks("36 rows", N) and leaks("38", N) and leaks("1,013 records", BIG_N)
    assert leaks("got 7777.25", N) and leaks("'a]bzq'", N) and leaks("'x\\nyzq'", N)
    assert not leaks("column 'num': values outside the declared bounds [0.0, 100.0]", N)
    assert not leaks("137 or 370", N)


# ----------------------------------------------------------------------------- the CLI
SCHEMA_DOC = {"features": [f.to_dict() for f in FEATURES], "classes": ["yes", "no"], "target": "y"}


def _rows(n=N):
    num, cat, y = base(n)
    return [f"{v},{c},{lab}" for v, c, lab in zip(num, cat, y)]


def _body(rows, header="num,cat,y"):
    return ((header + "\n") if header else "") + "\n".join(rows) + "\n"


def _replace(row, col, text):
    parts = row.split(",")
    parts[col] = text
    return ",".join(parts)


@dataclass
class CliCase:
    body: bytes
    doc: dict = field(default_factory=lambda: dict(SCHEMA_DOC))
    n: int = N
    extra: tuple = ()
    match: str | None = None
    args: tuple = ()


CLI_CASES: dict[str, Callable[[], CliCase]] = {}


def cli_case(name):
    def deco(fn):
        assert name not in CLI_CASES, name
        CLI_CASES[name] = fn
        return fn
    return deco


def _edit(pos, f, n=N, header="num,cat,y", **kw):
    rows = _rows(n)
    rows[pos] = f(rows[pos])
    return CliCase(_body(rows, header).encode(), n=n, **kw)


# positions: first record, a middle one, the last one (and the line numbers they sit on)
POSITIONS = {"first": 0, "middle": BAD, "last": N - 1}
for _pname, _pos in POSITIONS.items():
    line_forms = (f"line {_pos + 2}", f"row {_pos + 1}", f"row {_pos}", f"line {_pos + 1}")
    cli_case(f"csv-extra-field-{_pname}")(
        lambda pos=_pos, lf=line_forms: _edit(pos, lambda r: r + ",SECRETzq", extra=lf,
                                              match="different number of fields"))
    cli_case(f"csv-two-extra-fields-{_pname}")(
        lambda pos=_pos, lf=line_forms: _edit(pos, lambda r: r + ",7777.25,31337", extra=lf))
    cli_case(f"csv-missing-field-{_pname}")(
        lambda pos=_pos, lf=line_forms: _edit(pos, lambda r: r.rsplit(",", 1)[0], extra=lf))
    cli_case(f"csv-one-field-{_pname}")(
        lambda pos=_pos, lf=line_forms: _edit(pos, lambda r: "7777.25", extra=lf))
    cli_case(f"csv-unclosed-quote-{_pname}")(
        lambda pos=_pos, lf=line_forms: _edit(pos, lambda r: _replace(r, 1, '"SECRETzq'), extra=lf))
    cli_case(f"csv-non-utf8-{_pname}")(
        lambda pos=_pos, lf=line_forms: CliCase(
            _body(_rows()[:pos]).encode() + b"12.75,SECRETzq\xff\xfe,yes\n"
            + "".join(r + "\n" for r in _rows()[pos + 1:]).encode(),
            extra=lf + ("0xff", "\\xff", "position")))
    cli_case(f"csv-headerless-extra-field-{_pname}")(
        lambda pos=_pos, lf=line_forms: _edit(pos, lambda r: r + ",SECRETzq", header=None, extra=lf,
                                              doc={**SCHEMA_DOC, "header": False,
                                                   "columns": ["num", "cat", "y"]}))


@cli_case("csv-extra-field-n1013")
def _():
    return _edit(BIG_N - 1, lambda r: r + ",SECRETzq", n=BIG_N)


@cli_case("csv-unclosed-quote-n1013")
def _():
    return _edit(BIG_N - 1, lambda r: _replace(r, 1, '"SECRETzq'), n=BIG_N)


@cli_case("csv-undeclared-category-n1013")
def _():
    return _edit(BIG_N // 2, lambda r: _replace(r, 1, "SECRETzq"), n=BIG_N)


for _k, _secret in enumerate(["SECRETzq", '"a]bzq"', '"x\nyzq"', '"q""zq\'uote"', '"zq,comma"', "ünïcødé✓zq",
                              "31337", "7777.25", "[zq]", "zq" * 300]):
    # a value over two lines where no declared value has one is refused as an open quote is
    # (a later record's quote would close one, merging the lines between)
    _spans = "a quoted field is not closed, or a value spans lines" if "\n" in _secret else None
    cli_case(f"csv-undeclared-category-{_k}")(
        lambda s=_secret, m=_spans: _edit(BAD, lambda r: _replace(r, 1, s),
                                          match=m or "column 'cat': values outside the declared "
                                                     "categories"))
    cli_case(f"csv-label-outside-classes-{_k}")(
        lambda s=_secret, m=_spans: _edit(BAD, lambda r: _replace(r, 2, s),
                                          match=m or "not one of the schema's classes"))

for _k, _text in enumerate(["7777.25x", "SECRETzq", "7777.25", "-31337", "inf", "-inf", "nan", "1e99999",
                            "0x7777", '"7777,25"', "12.75.5", "true7777"]):
    cli_case(f"csv-bad-number-{_k}")(lambda t=_text: _edit(BAD, lambda r: _replace(r, 0, t)))


@cli_case("csv-bad-number-in-23-records")
def _():
    rows = _rows()
    for i in range(5, 28):
        rows[i] = _replace(rows[i], 0, "7777.25")
    return CliCase(_body(rows).encode(), extra=("23", "14"))


@cli_case("csv-empty-category")
def _():
    return _edit(BAD, lambda r: _replace(r, 1, ""), match="missing values")


@cli_case("csv-empty-label")
def _():
    return _edit(BAD, lambda r: _replace(r, 2, ""), match="missing labels")


@cli_case("csv-label-spelled-NA")
def _():
    return _edit(BAD, lambda r: _replace(r, 2, "NA"))


@cli_case("csv-nul-byte")
def _():
    return CliCase(_body(_rows()).encode().replace(b"12.75,red", b"12.75,SECRET\x00zq", 1))


@cli_case("csv-semicolon-separator-extra-field")
def _():
    rows = [r.replace(",", ";") for r in _rows()]
    rows[BAD] += ";SECRETzq"
    return CliCase(_body(rows, "num;cat;y").encode(), doc={**SCHEMA_DOC, "sep": ";"})


@cli_case("csv-multichar-separator-extra-field")
def _():
    rows = [r.replace(",", ";;") for r in _rows()]
    rows[BAD] += ";;SECRETzq"
    return CliCase(_body(rows, "num;;cat;;y").encode(), doc={**SCHEMA_DOC, "sep": ";;"})


@cli_case("csv-multichar-separator-unclosed-quote")
def _():
    rows = [r.replace(",", ";;") for r in _rows()]
    rows[BAD] = '12.75;;"SECRETzq;;yes'
    return CliCase(_body(rows, "num;;cat;;y").encode(), doc={**SCHEMA_DOC, "sep": ";;"})


@cli_case("csv-comment-char-unclosed-quote")
def _():
    return _edit(BAD, lambda r: _replace(r, 1, '"SECRETzq'), doc={**SCHEMA_DOC, "comment": "#"})


@cli_case("csv-columns-renamed-extra-field")
def _():
    return _edit(BAD, lambda r: r + ",SECRETzq", header="a,b,c",
                 doc={**SCHEMA_DOC, "columns": ["num", "cat", "y"]})


@cli_case("csv-label-map-to-undeclared")
def _():
    return _edit(BAD, lambda r: _replace(r, 2, "SECRETzq"), doc={**SCHEMA_DOC, "label_map": {"Y": "yes"}})


@cli_case("csv-int-classes-text-label")
def _():
    rows = [r.replace(",yes", ",0").replace(",no", ",1") for r in _rows()]
    rows[BAD] = _replace(rows[BAD], 2, "SECRETzq")
    return CliCase(_body(rows).encode(), doc={**SCHEMA_DOC, "classes": [0, 1]})


@cli_case("csv-missing-column-with-secrets")
def _():
    rows = [r.rsplit(",", 2)[0] + "," + r.rsplit(",", 1)[1] for r in _rows()]
    rows[BAD] = "7777.25,yes"
    return CliCase(_body(rows, "num,y").encode())


@cli_case("csv-extra-column-with-secrets")
def _():
    rows = [r + ",SECRETzq" for r in _rows()]
    return CliCase(_body(rows, "num,cat,y,extra").encode())


@cli_case("csv-crlf-undeclared")
def _():
    rows = _rows()
    rows[BAD] = _replace(rows[BAD], 1, "SECRETzq")
    return CliCase(_body(rows).replace("\n", "\r\n").encode())


@cli_case("csv-latin1-file")
def _():
    rows = _rows()
    rows[BAD] = _replace(rows[BAD], 1, "ünïcødézq")
    return CliCase(_body(rows).encode("latin-1", errors="replace"), extra=("0xfc", "\\xfc", "position"))


@cli_case("csv-bom-then-undeclared")
def _():
    rows = _rows()
    rows[BAD] = _replace(rows[BAD], 1, "SECRETzq")
    return CliCase(b"\xef\xbb\xbf" + _body(rows).encode())


@cli_case("csv-headerless-missing-field-first")
def _():
    return _edit(0, lambda r: r.rsplit(",", 1)[0], header=None,
                 doc={**SCHEMA_DOC, "header": False, "columns": ["num", "cat", "y"]})


@cli_case("csv-headerless-unclosed-quote")
def _():
    return _edit(BAD, lambda r: _replace(r, 1, '"SECRETzq'), header=None,
                 doc={**SCHEMA_DOC, "header": False, "columns": ["num", "cat", "y"]})


@cli_case("csv-header-row-missing")
def _():
    """A file without its header row, read as the schema file says (with one): its first record
    is taken for the header."""
    return CliCase(_body(_rows(), None).encode())


CLI_LEAKS: dict[str, str] = {}


@pytest.mark.parametrize("name", [pytest.param(nm, id=nm, marks=[pytest.mark.xfail(strict=True, raises=AssertionError, reason=CLI_LEAKS[nm])]
                                               if nm in CLI_LEAKS else []) for nm in CLI_CASES])
def test_cli_fit_refusal_quotes_no_record_and_not_n(name, tmp_path, capsys):
    c = CLI_CASES[name]()
    (tmp_path / "train.csv").write_bytes(c.body)
    (tmp_path / "schema.json").write_text(json.dumps(c.doc))
    out = tmp_path / "model.json"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        rc = main(["fit", str(tmp_path / "train.csv"), "--schema", str(tmp_path / "schema.json"),
                   "--epsilon", "1", "--algorithm", "diffprfs", "--n-estimators", "2", "--max-depth", "2",
                   "--random-state", "0", "--no-progress", "-o", str(out), *c.args])
    cap = capsys.readouterr()
    texts = [cap.out, cap.err] + [f"{w.category.__name__}: {w.message}" for w in caught]
    # the file's own path is the user's argument (and pytest's folder names carry numbers)
    texts = [t.replace(str(tmp_path), "<tmp>") for t in texts]
    assert rc == 2, (rc, texts)
    assert not out.exists()
    assert cap.err.startswith("dpforest: error:"), texts
    found = {t: leaks(t, c.n, c.extra) for t in texts}
    found = {t: f for t, f in found.items() if f}
    assert not found, f"the refusal quotes records or counts: {found}"
    if c.match is not None:
        assert re.search(c.match, cap.err), cap.err


# ----------------------------------------------------------------------------- same words at any n
def _valid_frame(n):
    num, cat, y = base(n)
    return pd.DataFrame({"num": num, "cat": cat}), y


#: malformed inputs whose refusal must read the same whatever the number of records: a message
#: that changed with n would tell neighbouring data sets apart even without quoting n.  Each
#: gives (X, y) for n records and the sizes it is tried at: sizes where the input is not
#: malformed at all, or is another malformation, are left out (one label as a row vector is a
#: column vector; a 2 x 2 transposed X has the schema's width; "ragged" rows of 0 records plus
#: the short one are one row).
SAME_AT_ANY_N = {
    "zero-column-array": ((0, 1, 2, 37), lambda n: (np.empty((n, 0)), _valid_frame(n)[1])),
    "row-vector-y": ((0, 2, 3, 37), lambda n: (_valid_frame(n)[0], _valid_frame(n)[1].reshape(1, -1))),
    "y-as-a-list-of-one-list": ((0, 2, 3, 37), lambda n: (_valid_frame(n)[0], [list(_valid_frame(n)[1])])),
    "transposed-array": ((0, 1, 3, 37), lambda n: (_valid_frame(n)[0].to_numpy().T, _valid_frame(n)[1])),
    "transposed-frame-named-rows": ((0, 1, 2, 37), lambda n: (
        _valid_frame(n)[0].set_axis([f"zq{i % 2}" for i in range(n)]).T, _valid_frame(n)[1])),
    "three-d-array": ((0, 1, 2, 37), lambda n: (np.zeros((n, 2, 2)), _valid_frame(n)[1])),
    "ragged-rows": ((1, 2, 37), lambda n: ([[1.0, "red"]] * n + [[1.0]], list(_valid_frame(n)[1]) + ["yes"])),
}


@pytest.mark.parametrize("name", list(SAME_AT_ANY_N))
@pytest.mark.parametrize("make", [small, lambda: selector()], ids=["estimator", "selector"])
def test_a_refusal_reads_the_same_at_any_number_of_records(name, make):
    sizes, build = SAME_AT_ANY_N[name]
    texts = set()
    for n in sizes:
        X, y = build(n)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with pytest.raises((ValueError, TypeError)) as info:
                make().fit(X, y)
        texts.add(f"{type(info.value).__name__}: {info.value}")
        assert not leaks(str(info.value), 37)
    assert len(texts) == 1, texts


# ----------------------------------------------------------------------------- predict and score
def _fitted(cls=d.DPForestClassifier):
    num, cat, y = base(N)
    est = small(cls)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return est.fit(frame(num, cat), y), frame(num, cat), y


def _refused_texts(call) -> list[str]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(d.SchemaError) as info:
            call()
    return exception_texts(info.value) + [str(w.message) for w in caught]


@pytest.mark.parametrize("cls", [d.DPForestClassifier, d.DiffPRFsClassifier], ids=lambda c: c.__name__)
def test_predict_and_score_do_not_name_extra_columns(cls):
    """scikit-learn's feature-name check lists X's columns unseen at fit; after one-hot encoding
    such a name is a record value ('job_zq...'), so predict and score refuse without it, as fit
    does, and a respelt schema column is still pointed out by the schema's name."""
    est, X, y = _fitted(cls)
    proba = est.predict_proba(X)
    # names with line breaks of every kind str.splitlines knows, and many of them
    names = ["job_SECRETzq", "job_a\nbzq", "job_a\x1cbzq", "job_a\u2028bzq", "job_a\rbzq"]
    for wide in [X.assign(**{n: 1.0}) for n in names] + [X.assign(**{n: 1.0 for n in names})]:
        for call in (lambda: est.predict(wide), lambda: est.predict_proba(wide),
                     lambda: est.score(wide, y)):
            texts = _refused_texts(call)
            assert not [t for t in texts if leaks(t, N)], texts
            assert "not named here" in texts[0]
    texts = _refused_texts(lambda: est.predict(X.rename(columns={"num": "NUMzq"})))
    assert not [t for t in texts if leaks(t, N)] and "missing: ['num']" in texts[0], texts
    np.testing.assert_array_equal(est.predict_proba(X), proba)       # nothing changed


def test_score_with_a_short_y_does_not_count_rows():
    """scikit-learn's length check quotes both numbers of rows; score says what fit says."""
    num, cat, y = base(N)
    est = small(d.DPForestClassifier)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        est.fit(frame(num, cat), y)
    X = frame(num, cat)
    for call, what in ((lambda: est.score(X, y[:-1]), "X and y have different numbers of rows"),
                       (lambda: est.score(X, y, sample_weight=np.ones(N + 1)),
                        "sample_weight and X have different numbers of rows"),
                       (lambda: est.score(X, y, sample_weight=np.ones((N + 1, 1))),
                        "sample_weight must be 1-dimensional, one weight per row of X"),
                       (lambda: est.score(X, y, sample_weight=pd.DataFrame({"w": np.ones(N)})),
                        "sample_weight must be 1-dimensional, one weight per row of X")):
        texts = _refused_texts(call)
        assert texts[0] == what, texts
        assert not [t for t in texts if leaks(t, N)], texts
    sel = selector().fit(X, y)
    texts = _refused_texts(lambda: sel.score(X, y[:-1]))
    assert texts[0] == "X and y have different numbers of rows" and sel.score(X, y) >= 0


def test_extra_columns_error_is_a_plain_schema_error():
    """Users see dpforest.SchemaError in the traceback, not a private subclass."""
    num, cat, y = base(60)
    with pytest.raises(d.SchemaError) as info:
        small(d.DPForestClassifier).fit(frame(num, cat).assign(job_SECRET_ALICE=1.0), y)
    assert type(info.value) is d.SchemaError
    # nor do its attributes hold the names (an error reporter dumping vars(e) would publish
    # them): Schema.check reads them from X itself
    assert "SECRET_ALICE" not in repr(vars(info.value)) + repr(info.value.args)
    report = small(d.DPForestClassifier).schema.check(frame(num, cat).assign(job_SECRET_ALICE=1.0), y)
    assert "'job_SECRET_ALICE'" in str(report.problems)


@pytest.mark.parametrize("values", [
    [np.complex128(2 + 0j), 7], [7, np.complex128(2 + 0j)], [7, 8.5, np.complex128(2 + 0j)],
    [7, complex(2, 0)]], ids=["first", "after-int", "after-float", "python"])
def test_complex_value_is_refused_whatever_the_other_records(values):
    """A complex value in a numeric column is not a number, on its own: after integers pandas
    read the column as integers and kept 2+0j as 2 (and warned), after a float refused it, so
    one other record decided between a fit and a refusal."""
    s = d.Schema([d.Numeric("v", 0, 100)], classes=["no", "yes"])
    X = pd.DataFrame({"v": pd.Series(values, dtype=object)})
    with warnings.catch_warnings():
        warnings.simplefilter("error", np.exceptions.ComplexWarning)
        with pytest.raises(d.SchemaError, match="column 'v': non-numeric values"):
            d.DPForestClassifier(1.0, s).fit(X, ["no"] * len(values))


def test_boolean_column_given_text_is_told_to_map_it():
    """A boolean column's categories come from its type: the fix is to map the text."""
    s = d.Schema([d.Numeric("num", 0, 100), d.Categorical("smoker", [False, True])], classes=[0, 1])
    X = pd.DataFrame({"num": np.linspace(0, 100, 40), "smoker": ["yes", "no"] * 20})
    with pytest.raises(d.SchemaError, match=r"column 'smoker': values outside the declared "
                                            r"categories \[False, True\]; map them to True/False first") as info:
        d.DPForestClassifier(1.0, s).fit(X, np.arange(40) % 2)
    assert "add them" not in str(info.value)


def test_unknown_category_error_lists_the_declared_categories_only():
    """The declared categories are public, so the refusal lists them (the first ten of a long
    list and how many there are) and says text matches exactly; the records' own values (an
    upper-cased or padded category) are not quoted."""
    s = d.Schema([d.Numeric("num", 0, 100), d.Categorical("sex", ["f", "m"])], classes=[0, 1])
    X = pd.DataFrame({"num": np.linspace(0, 100, 40), "sex": ["F_secret", "m "] * 20})
    with pytest.raises(d.SchemaError, match=r"column 'sex': values outside the declared "
                                            r"categories \['f', 'm'\]; add them") as info:
        d.DPForestClassifier(1.0, s).fit(X, np.arange(40) % 2)
    msg = str(info.value)
    assert "case and spaces count" in msg and "F_secret" not in msg and "'m '" not in msg
    many = d.Schema([d.Numeric("num", 0, 100), d.Categorical("sex", [f"c{i}" for i in range(30)])],
                    classes=[0, 1])
    with pytest.raises(d.SchemaError, match=r"\['c0', 'c1', .*'c9', \.\.\. \(30 in all\)\]"):
        d.DPForestClassifier(1.0, many).fit(X, np.arange(40) % 2)


def test_refused_array_says_columns_were_matched_by_position():
    """An array's columns are matched to the schema by position; when it is refused, the message
    says so (a reordered ColumnTransformer output otherwise reads as many unrelated errors).  A
    DataFrame, matched by name, gets no such note."""
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("sex", ["f", "m"])], classes=[0, 1])
    X = pd.DataFrame({"age": np.linspace(0, 100, 40), "sex": ["f", "m"] * 20})
    with pytest.raises(d.SchemaError, match=r"matched to the schema's features by position, in "
                                            r"the order \['age', 'sex'\] \(a fitted model's: that of "
                                            r"the frame it was fitted on") as info:
        d.DPForestClassifier(1.0, s).fit(X[["sex", "age"]].to_numpy(), np.arange(40) % 2)
    assert "column 'age'" in str(info.value)
    X.loc[0, "age"] = 1e6
    with pytest.raises(d.SchemaError) as info:
        d.DPForestClassifier(1.0, s).fit(X, np.arange(40) % 2)
    assert "by position" not in str(info.value)
    # missing values alone are no sign of reordered columns: no note for an array either
    gap = X.assign(age=np.linspace(0, 100, 40))
    gap.loc[3, "age"] = np.nan
    with pytest.raises(d.SchemaError) as info:
        d.DPForestClassifier(1.0, s).fit(gap.to_numpy(), np.arange(40) % 2)
    assert "missing values" in str(info.value) and "by position" not in str(info.value)


def test_conform_reads_each_value_on_its_own_beside_values_it_cannot_read():
    """One non-numeric value (or one unhashable category) left its whole column unconformed, so
    the refusal that followed also listed the other records' values beyond the bounds (unknown
    categories): D + r and D + r + s, s valid once conformed, were refused with different
    messages.  Now each value is conformed on its own and the two refusals are identical."""
    num = d.Schema([d.Numeric("a", 0, 10)], ["n", "p"])
    base = pd.DataFrame({"a": [1.0, 2.0, 3.0, 4.0]})
    y = ["n", "p", "n", "p"]
    r, s = pd.DataFrame({"a": ["abc"]}), pd.DataFrame({"a": [12.0]})
    messages = []
    for X, labels in ((pd.concat([base, r]), y + ["n"]), (pd.concat([base, r, s]), y + ["n", "p"])):
        with pytest.raises(d.SchemaError) as e:
            d.DPForestClassifier(1.0, num).fit(num.conform(X, warn=False), labels)
        messages.append(str(e.value))
    assert messages[0] == messages[1] and "outside the declared bounds" not in messages[0]
    conformed = num.conform(pd.concat([base, r, s]), warn=False)
    assert list(conformed["a"])[-2:] == ["abc", 10.0]
    cat = d.Schema([d.Categorical("k", ["a", "b"], allow_missing=True)], ["n", "p"])
    messages = []
    for col in (["a", ["x"]], ["a", ["x"], "zz"]):
        X = pd.DataFrame({"k": pd.Series(col, dtype=object)})
        with pytest.raises(d.SchemaError) as e:
            d.DPForestClassifier(1.0, cat).fit(cat.conform(X, warn=False), ["n"] * len(col))
        messages.append(str(e.value))
    assert messages[0] == messages[1] and "outside the declared categories" not in messages[0]
    strict = d.Schema([d.Categorical("k", ["a", "b"])], ["n", "p"])
    with pytest.raises(d.SchemaError, match="does not allow missing values"):
        strict.conform(pd.DataFrame({"k": pd.Series(["a", ["x"], "zz"], dtype=object)}))


@pytest.mark.parametrize("order", ["timestamp-first", "datetime64-first"])
def test_a_category_is_read_by_its_own_value_not_the_first_equal_one(order):
    """pandas puts values that compare equal in one class read through its first value; across
    types equality is not transitive (a datetime64 equals a date and a Timestamp of that day,
    which does not equal the date), so a Timestamp was accepted only after an equal datetime64:
    another record decided the refusal.  Each value is now looked up as its own type."""
    import datetime

    s = d.Schema([d.Numeric("v", 0, 1), d.Categorical("day", [datetime.date(2020, 1, 1), "a"])],
                 classes=["no", "yes"])
    vals = [pd.Timestamp("2020-01-01"), np.datetime64("2020-01-01")]
    X = pd.DataFrame({"v": [0.5, 0.5], "day": pd.Series(vals if order == "timestamp-first"
                                                        else vals[::-1], dtype=object)})
    with pytest.raises(d.SchemaError, match="column 'day': values outside the declared categories"):
        d.DPForestClassifier(1.0, s).fit(X, ["no", "no"])
    # the datetime64 alone equals the declared date, whatever else the column holds
    ok = pd.DataFrame({"v": [0.5, 0.5], "day": pd.Series([np.datetime64("2020-01-01"), "a"], dtype=object)})
    assert d.DPForestClassifier(1.0, s).fit(ok, ["no", "no"]).ledger_.epsilon == 1.0


def test_equal_values_of_one_type_are_each_looked_up_on_their_own():
    """Splitting by type was not enough: a day-unit and a minute-unit datetime64 are one type
    and equal, yet only the minute one equals a declared datetime; read through the first of
    them, the day value was accepted only after the minute value.  Each record of an object
    column is now looked up on its own."""
    import datetime

    s = d.Schema([d.Categorical("f", [datetime.datetime(2020, 1, 1), datetime.datetime(2021, 1, 1)])],
                 classes=["no", "yes"])
    later = [np.datetime64("2021-01-01T00:00", "m")] * 6
    day = np.datetime64("2020-01-01", "D")
    minute = np.datetime64("2020-01-01T00:00", "m")

    def refused(vals):
        try:
            d.DPForestClassifier(1.0, s).fit(pd.DataFrame({"f": pd.Series(vals, dtype=object)}),
                                             ["no"] * len(vals))
        except d.SchemaError as e:
            assert "column 'f': values outside the declared categories" in str(e)
            return True
        return False

    # whether the day value is a declared category is pandas' lookup's answer (pandas 3 says
    # no; 2.2 matches it to the midnight datetime): what must not change it is the records
    # around it
    alone = refused([day] * 7)
    assert refused(later + [day]) == refused(later + [minute, day]) == alone
    if int(pd.__version__.split(".")[0]) >= 3:
        assert alone
    ok = pd.DataFrame({"f": pd.Series(later + [minute], dtype=object)})
    assert d.DPForestClassifier(1.0, s).fit(ok, ["no"] * 7).ledger_.epsilon == 1.0

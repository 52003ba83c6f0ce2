"""A float32 or float16 column holding a declared bound that has no float of its type (0.1,
1.1, 99.9): the value stored is the bound rounded to the type, which in float64 lies just
beyond it.  It is read as the bound; no other value of the type is let in."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import dpforest as d

SCHEMA = d.Schema([d.Numeric("share", 0, 0.1), d.Numeric("rate", 1.1, 99.9)], classes=["a", "b"])
VALUES = {"share": [0.0, 0.05, 0.1, 0.1], "rate": [1.1, 50.0, 99.9, 1.1]}


@pytest.mark.parametrize("dtype", [np.float32, np.float16, "Float32", pd.ArrowDtype(pa.float32())])
def test_a_narrow_float_at_a_decimal_bound_is_read_as_the_bound(dtype):
    X = pd.DataFrame({k: pd.array(v, dtype=dtype) if not isinstance(dtype, type) else np.array(v, dtype=dtype)
                      for k, v in VALUES.items()})
    assert SCHEMA.valid_rows(X).all()
    # the codes are those of the decimals read in float64 (float16's 0.05 is 0.04999: its own bin)
    np.testing.assert_array_equal(SCHEMA.encode(X)[[0, 2, 3]], SCHEMA.encode(pd.DataFrame(VALUES))[[0, 2, 3]])
    m = d.DPForestClassifier(epsilon=1.0, schema=SCHEMA, random_state=0).fit(X, ["a", "b", "a", "b"])
    assert m.predict(X).shape == (4,)


def test_the_same_values_in_float64_beyond_the_bound_are_still_refused():
    # float64 holds 0.1 itself: 0.10000000149 (float32's 0.1 as a float64) is beyond it
    X = pd.DataFrame({k: np.array(v, dtype=np.float32).astype(np.float64) for k, v in VALUES.items()})
    assert not SCHEMA.valid_rows(X)[2]
    with pytest.raises(d.SchemaError, match="'share': values outside the declared bounds"):
        SCHEMA.encode(X)


def test_a_narrow_float_beyond_its_rounded_bound_is_refused():
    nxt = np.nextafter(np.float32(0.1), np.float32(1))      # the next float32 above 0.1's
    X = pd.DataFrame({"share": np.array([0.05, nxt], np.float32), "rate": np.array([2.0, 3.0], np.float32)})
    assert SCHEMA.valid_rows(X).tolist() == [True, False]
    # a bound whose rounding lies inside (float32's 1.1 is above the lower bound 1.1): the
    # value is inside as it is, and a value just below it is refused
    low = np.nextafter(np.float32(1.1), np.float32(0))
    X = pd.DataFrame({"share": np.array([0.05, 0.05], np.float32), "rate": np.array([1.1, low], np.float32)})
    assert SCHEMA.valid_rows(X).tolist() == [True, False]


def test_conform_and_the_sampler_words_read_the_bound_too():
    X = pd.DataFrame({k: np.array(v, dtype=np.float32) for k, v in VALUES.items()})
    out = SCHEMA.conform(X, warn=False)
    assert SCHEMA.valid_rows(out).all()
    np.testing.assert_array_equal(SCHEMA.encode(out), SCHEMA.encode(pd.DataFrame(VALUES)))
    codes = SCHEMA.encode(X)
    word = SCHEMA.content_words(X, codes)
    w64 = SCHEMA.content_words(pd.DataFrame(VALUES), SCHEMA.encode(pd.DataFrame(VALUES)))
    # the upper bound's record keys as the float64 bound's does
    assert word(0)[2] == w64(0)[2] and word(1)[2] == w64(1)[2]


def test_a_bound_that_rounds_to_zero_lets_no_zero_in():
    """1e-9 in float16 is 0 (and 1e-46 in float32): a stored 0 is a real value, often the one
    such a bound is there to exclude, so it stays outside (a review's find)."""
    for bound, dtype in ((1e-9, np.float16), (1e-46, np.float32)):
        s = d.Schema([d.Numeric("s", bound, 1)], classes=[0, 1])
        X = pd.DataFrame({"s": np.array([0.0, -0.0, 0.5], dtype=dtype)})
        assert s.valid_rows(X).tolist() == [False, False, True]


def test_a_bound_whose_rounding_is_subnormal_is_still_read():
    """float16's nearest to 1e-5 is a subnormal just above it: a record at the documented
    bound is read as the bound (only a rounding to 0 is left out)."""
    s = d.Schema([d.Numeric("s", 0, 1e-5)], classes=[0, 1])
    assert s.valid_rows(pd.DataFrame({"s": np.array([1e-5, 0.0], np.float16)})).tolist() == [True, True]

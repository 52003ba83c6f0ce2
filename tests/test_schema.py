"""Public schema: declared domains only, strict validation, DP-sound missing values."""

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest import Categorical, Numeric, Schema, SchemaError


def test_from_dataframe_requires_declared_domains():
    X = pd.DataFrame({"a": [1.0, 2.0], "b": ["x", "y"]})
    with pytest.raises(SchemaError, match="bounds") as e:
        Schema.from_dataframe(X, classes=[0, 1])
    assert "categories" in str(e.value)  # both missing declarations are named
    s = Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 10)}, categories={"b": ["x", "y", "z"]})
    assert s.feature_names == ["a", "b"]
    # categories are the declared ones, not the observed ones
    assert s.features[1].categories == ("x", "y", "z")


def test_schema_rejects_invalid_declarations():
    with pytest.raises(SchemaError):
        Numeric("a", 5, 1)
    with pytest.raises(SchemaError):
        Schema([Numeric("a", 0, 1)], classes=[0])  # one class only
    with pytest.raises(SchemaError):
        Categorical("c", [])
    with pytest.raises(SchemaError):
        Schema([Numeric("a", 0, 1), Numeric("a", 0, 2)], classes=[0, 1])


def test_encode_grid_is_data_independent():
    s = Schema([Numeric("a", 0, 10, n_bins=5)], classes=[0, 1])
    codes = s.encode(np.array([[0.0], [1.9], [2.0], [9.99], [10.0]]))
    assert codes[:, 0].tolist() == [0, 0, 1, 4, 4]
    # a batch spanning less than the declared range codes on the same public grid, and each
    # record alone codes as it does in the batch (edges read from the batch would move both)
    batch = np.array([[3.1], [3.5], [4.2], [5.9]])
    together = s.encode(batch)[:, 0].tolist()
    assert together == [1, 1, 2, 2]
    assert [int(s.encode(row[None, :])[0, 0]) for row in batch] == together
    mixed = Schema([Numeric("a", 0, 10, n_bins=5), Categorical("c", ["x", "y", "z"])], classes=[0, 1])
    frame = pd.DataFrame({"a": [7.5, 7.7], "c": ["z", "z"]})
    assert mixed.encode(frame).tolist() == [[3, 2], [3, 2]]
    assert mixed.encode(frame.iloc[:1]).tolist() == [[3, 2]]


def test_encode_errors(mixed):
    X, y, s = mixed
    bad = X.copy()
    bad.loc[0, "age"] = 150
    with pytest.raises(SchemaError, match="outside the declared bounds"):
        s.encode(bad)
    bad = X.copy()
    bad.loc[0, "age"] = np.nan
    with pytest.raises(SchemaError, match="missing"):
        s.encode(bad)
    bad = X.copy()
    bad.loc[0, "age"] = np.inf
    with pytest.raises(SchemaError):
        s.encode(bad)
    bad = X.copy()
    bad.loc[0, "color"] = "purple"
    with pytest.raises(SchemaError, match="outside the declared categories") as err:
        s.encode(bad)
    assert "purple" not in str(err.value)        # values are never echoed (Schema.check has them)
    with pytest.raises(SchemaError, match="columns"):
        s.encode(X.to_numpy()[:, :3])
    assert s.encode(X.iloc[:0]).shape == (0, 4)   # n = 0 is valid: the size is private
    with pytest.raises(SchemaError, match="not one of"):
        s.encode_labels(["old", "young"])


def test_missing_values_get_their_own_public_code(mixed):
    X, y, s = mixed
    codes = s.encode(X)
    j = s.feature_names.index("income")
    miss = X["income"].isna().to_numpy()
    assert (codes[miss, j] == 0).all() and (codes[~miss, j] >= 1).all()


def test_clip_only_when_asked():
    s = Schema([Numeric("a", 0, 1, n_bins=4)], classes=[0, 1], out_of_bounds="clip")
    assert s.encode(np.array([[-5.0], [7.0]]))[:, 0].tolist() == [0, 3]


def test_roundtrip_dict(mixed):
    _, _, s = mixed
    assert Schema.from_dict(s.to_dict()) == s


def test_conform_lets_a_fitted_model_predict_out_of_domain_records():
    """Schema.conform clips numeric values to the bounds and makes unknown categories missing,
    so a model predicts records its schema would refuse, without a refit: each such record
    gets exactly the prediction of the record with the bound / a missing value instead."""
    import dpforest as d

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.uniform(18, 90, 2000), "job": rng.choice(["a", "b", "c"], 2000)})
    y = np.where((X["age"] > 50) & (X["job"] != "c"), 1, 0)
    s = d.Schema([d.Numeric("age", 18, 90), d.Categorical("job", ["a", "b", "c"], allow_missing=True)],
                 classes=[0, 1])
    m = d.DPForestClassifier(2.0, s, random_state=0, progress=False).fit(X, y)
    new = pd.DataFrame({"job": ["a", "zzz", None, "c", "b"], "age": [130.0, 30.0, 60.0, -5.0, np.inf]})
    with pytest.raises(SchemaError, match=r"conform\(X\)"):
        m.predict(new)
    same = pd.DataFrame({"job": ["a", None, None, "c", "b"], "age": [90.0, 30.0, 60.0, 18.0, 90.0]})
    got = m.schema_.conform(new)
    assert list(got.columns) == ["job", "age"] and list(new["age"])[0] == 130.0   # a copy
    assert np.array_equal(m.predict_proba(got), m.predict_proba(same))
    assert np.array_equal(m.predict_proba(m.schema_.conform(new[["age", "job"]].to_numpy())),
                          m.predict_proba(same))
    # records already in the domain are left as they are
    assert np.array_equal(m.predict_proba(m.schema_.conform(X.head(50))), m.predict_proba(X.head(50)))
    strict = d.Schema([d.Numeric("age", 18, 90), d.Categorical("job", ["a", "b", "c"])], classes=[0, 1])
    with pytest.raises(SchemaError, match="'job'.*does not allow missing"):
        strict.conform(new)
    assert strict.conform(new.assign(job="b"))["age"].max() == 90.0
    # columns keep their dtypes: a pandas categorical stays one, an integer column with nothing
    # to clip stays integer (conform used to turn both into object / float columns)
    typed = pd.DataFrame({"job": pd.Categorical(["a", "zzz", "b"]), "age": [20, 30, 40]})
    out = s.conform(typed)
    assert isinstance(out["job"].dtype, pd.CategoricalDtype) and out["age"].dtype == np.int64
    assert out["job"].isna().tolist() == [False, True, False] and typed["job"].notna().all()
    assert np.array_equal(m.predict_proba(out), m.predict_proba(out.astype({"job": object})))
    # a date column is left for predict to refuse by name (conform read it as nanoseconds and
    # clipped it to the bounds, so predict answered nonsense)
    dated = pd.DataFrame({"job": ["a"], "age": pd.to_datetime(["2020-01-01"])})
    assert s.conform(dated)["age"].dtype == dated["age"].dtype
    with pytest.raises(SchemaError, match="'age' holds dates or times"):
        m.predict(s.conform(dated))



def test_conform_warns_when_a_whole_column_is_read_as_missing():
    """A column none of whose values is a declared category (a coding slip: 'stage 1' for 1)
    would silently become all missing; conform warns, naming the column and the declared
    categories, never the values.  Some unknown values among known ones, or a single record,
    are conform's normal work and do not warn."""
    import warnings

    import dpforest as d

    s = d.Schema([d.Numeric("age", 18, 90), d.Categorical("stage", [1, 2, 3], allow_missing=True)],
                 classes=[0, 1])
    X = pd.DataFrame({"age": [20.0, 30.0, 40.0], "stage": ["stage 1", "stage_secret", None]})
    with pytest.warns(UserWarning, match=r"column 'stage': none of its values is one of the "
                                         r"declared categories \[1, 2, 3\]") as rec:
        out = s.conform(X)
    assert out["stage"].isna().all()
    assert not any("stage_secret" in str(w.message) or "stage 1" in str(w.message) for w in rec)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert s.conform(X.assign(stage=[1, "zzz", 2]))["stage"].isna().tolist() == [False, True, False]
        s.conform(X.head(1))
    # most values unknown (spellings drifted: 'Male', 'male ' for 'M'), not all: warned too
    with pytest.warns(UserWarning, match=r"column 'stage': fewer than half of its values are one "
                                         r"of the declared categories"):
        s.conform(X.assign(stage=[1, "one", "uno"]))
    with pytest.warns(UserWarning, match=r"column 'age': more than half of its values lie outside "
                                         r"the declared bounds .*-999"):
        s.conform(X.assign(age=[-999.0, -999.0, 40.0]))

def test_conform_leaves_arrow_lists_for_encode_to_refuse():
    """An Arrow list column in a categorical feature: conform passes it through (pyarrow cannot
    dictionary-encode it, which escaped as ArrowNotImplementedError) and encode refuses it by
    name."""
    pa = pytest.importorskip("pyarrow")
    import dpforest as d

    s = d.Schema([d.Categorical("c", ["a", "b"], allow_missing=True)], classes=[0, 1])
    X = pd.DataFrame({"c": pd.Series([["a"], ["b", "a"]], dtype=pd.ArrowDtype(pa.list_(pa.string())))})
    out = s.conform(X)
    with pytest.raises(SchemaError, match="column 'c': values that cannot be categories"):
        s.encode(out)


def test_bin_codes_equal_searchsorted_on_every_kind_of_grid():
    """The compiled binning (a lookup table of equal cells, then a search among the edges of
    the value's cell) gives numpy's searchsorted(side='right') exactly: uniform grids, grids
    with an octave ladder of tiny cuts next to wide ones, repeated edges, one edge, no edge,
    edges wider apart than float's range and subnormal ones;
    values on, just above and just below every edge, infinities, signed zeros (NaN gives 0)."""
    from dpforest import _kernels

    rng = np.random.default_rng(5)
    for trial in range(600):
        E = int(rng.integers(0, 200))
        kind = trial % 6
        if kind == 4:          # wider than float's range: no cells
            edges = np.sort(np.r_[-1e308, 1e308, rng.uniform(-1, 1, E) * 1e308])
        elif kind == 5:        # subnormal steps: more cells a unit than float can count
            edges = np.arange(E) * 5e-324
        elif kind == 0:
            edges = np.sort(rng.uniform(-10, 10, E))
        elif kind == 1:
            edges = np.sort(np.r_[rng.uniform(-1e6, 1e6, E // 2), rng.normal(0, 1e-9, E - E // 2)])
        elif kind == 2:
            edges = np.sort(rng.integers(-5, 5, E).astype(float))
        else:
            edges = np.linspace(-1, 1, E)
        v = np.r_[rng.uniform(-12, 12, 300), edges, np.nextafter(edges, np.inf), np.nextafter(edges, -np.inf),
                  rng.normal(0, 1e-8, 50), [np.nan, np.inf, -np.inf, 0.0, -0.0]]
        want = np.searchsorted(edges, v, side="right")
        want[np.isnan(v)] = 0
        with np.errstate(all="raise"):      # no overflow on the way
            got = _kernels.bin_codes(edges, v)
        np.testing.assert_array_equal(got.astype(np.int64), want)
        assert np.iinfo(got.dtype).max > E
    # subnormal cuts beside wide ones (their cell arithmetic underflows) under the caller's
    # np.seterr(all='raise'): no FloatingPointError
    old = np.seterr(all="raise")
    try:
        edges = np.array([-1.0, -1e-310, 1e-310, 1000.0, 2000.0])
        got = _kernels.bin_codes(edges, np.array([-0.5, 0.0, 5.0, 1500.0]))
    finally:
        np.seterr(**old)
    assert got.tolist() == [1, 2, 3, 4]


def test_schema_repr_tells_apart_schemas_that_differ_in_a_bound():
    import dpforest as d

    a = d.Schema([d.Numeric("age", 0, 100), d.Categorical("job", ["x", "y"])], classes=[0, 1])
    b = d.Schema([d.Numeric("age", 0, 120), d.Categorical("job", ["x", "y"])], classes=[0, 1])
    assert repr(a) != repr(b) and repr(a) == repr(d.Schema.from_dict(a.to_dict()))
    assert "['age', 'job']" in repr(a) and "classes=[0, 1]" in repr(a)


@pytest.mark.parametrize("make, match", [
    (lambda: d.Schema([d.Numeric("a", 0, 1, n_bins=70_000)], classes=[0, 1]), "at most 65,535"),
    (lambda: d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1], n_bins=10 ** 9), "at most 65,535"),
    (lambda: d.Schema([d.Numeric("a", 0, 1, n_bins=2.5)], classes=[0, 1]), "whole number"),
    (lambda: d.Schema([d.Categorical("c", list(range(70_000)))], classes=[0, 1]), "at most 65,536 codes.*declare a coarser public version"),
])
def test_more_codes_than_16_bits_hold_are_refused(make, match):
    """Codes are 16-bit: 70,000 bins or categories wrapped around in silence (the last bin
    read as code 4,463), and a billion bins built their grid first; a fraction of a bin was
    truncated."""
    with pytest.raises(d.SchemaError, match=match):
        make()


def test_tuple_classes_are_refused_tuple_categories_are_not():
    """scikit-learn reads a y of tuples as several outputs, so a class that is a tuple could
    never be fitted (the fit said 'y should be a 1d array' or 'not one of the schema's
    classes'): the schema refuses it up front; a categorical's values may be tuples."""
    import dpforest as d

    with pytest.raises(TypeError, match=r"classes must be single values.*tuple \(0, 'a'\)"):
        d.Schema([d.Numeric("a", 0, 1)], classes=[(0, "a"), (1, "b")])
    s = d.Schema([d.Categorical("c", [(0, "a"), (1, "b")])], classes=[0, 1])
    assert s.features[0].categories[1] == (1, "b")


def test_valid_rows_marks_exactly_the_rows_encode_refuses():
    """Serving: one bad row refuses a whole batch; valid_rows says which rows encode accepts
    (bisection with encode itself), for frames and arrays, and a layout problem still raises."""
    import pandas as pd

    import dpforest as d

    s = d.Schema([d.Numeric("age", 17, 90), d.Categorical("job", ["a", "b", "c"], allow_missing=True),
                  d.Numeric("h", 0, 99)], classes=[0, 1])
    rng = np.random.default_rng(0)
    n = 300
    X = pd.DataFrame({"age": rng.uniform(17, 90, n).astype(object), "job": rng.choice(["a", "b", "c"], n),
                      "h": rng.uniform(0, 99, n)})
    X.loc[5, "age"] = 150.0            # beyond a bound
    X.loc[7, "age"] = "abc"            # not a number
    X.loc[200, "job"] = "zz"           # an undeclared category
    X.loc[299, "h"] = np.nan           # missing where not allowed
    X.loc[150, "job"] = None           # missing where allowed: valid
    want = np.ones(n, bool)
    for r in range(n):
        try:
            s.encode(X.iloc[[r]])
        except d.SchemaError:
            want[r] = False
    assert np.flatnonzero(~want).tolist() == [5, 7, 200, 299]
    np.testing.assert_array_equal(s.valid_rows(X), want)
    np.testing.assert_array_equal(s.valid_rows(X.to_numpy()), want)
    assert s.valid_rows(X.iloc[:0]).shape == (0,)
    # one pass over the columns' problems and one confirming encode, however many rows are bad
    # (bisection took 2·b·log2(n) encodes: 45 s for 1,000 bad rows of 20,000)
    calls = []
    own = type(s).encode
    s.encode = lambda Z, features=None: calls.append(len(Z)) or own(s, Z, features)
    np.testing.assert_array_equal(s.valid_rows(X), want)
    assert calls == [n - 4]
    # should the confirming encode refuse (the columns' problems missing a row), bisection
    # with encode alone still finds exactly the refused rows
    real, hidden = s._encode_column, []

    def blind_first_pass(f, col):     # the first pass (one call a column) sees no problems
        code, problems = real(f, col)
        hidden.append(f.name)
        return (code, []) if len(hidden) <= len(s.features) else (code, problems)

    s._encode_column = blind_first_pass
    calls.clear()
    np.testing.assert_array_equal(s.valid_rows(X), want)
    assert len(calls) > 4
    del s.encode, s._encode_column
    with pytest.raises(d.SchemaError, match="lacks schema columns"):
        s.valid_rows(X.drop(columns="h"))


def test_long_declared_values_are_cut_in_messages():
    """Declared values are public and may be listed, but each is cut to a line's width: two
    5,000-character categories made a 10 kB refusal."""
    import pandas as pd

    import dpforest as d

    s = d.Schema([d.Categorical("c", ["a" * 5000, "b" * 5000])], classes=[0, 1])
    with pytest.raises(d.SchemaError) as info:
        s.encode(pd.DataFrame({"c": ["zz"]}))
    assert "'aaaa" in str(info.value) and len(str(info.value)) < 1500


def test_text_columns_are_factorised_and_mixed_ones_read_per_record():
    """Text alone (str, np.str_) compares transitively, so its distinct values are looked up
    once each (4x faster on 2 M labels); a column mixing types keeps one lookup per record."""
    from dpforest.schema import _factorize

    codes, values = _factorize(np.array(["a", "b", "a", None, np.str_("b")], dtype=object))
    assert list(codes) == [0, 1, 0, -1, 1] and len(values) == 2
    codes, values = _factorize(np.array(["a", 1, "a"], dtype=object))
    assert list(codes) == [0, 1, 2] and len(values) == 3


def test_duplicate_column_names_are_refused_without_quoting_them():
    """A frame's names can be record values (after a pivot): the refusal says what is wrong
    and how to list them, not the names."""
    import pandas as pd

    X = pd.concat([pd.DataFrame({"a": [1.0, 2.0]}), pd.DataFrame({"SECRETX": [1.0, 2.0]}),
                   pd.DataFrame({"SECRETX": [3.0, 4.0]})], axis=1)
    with pytest.raises(SchemaError, match="column names must be distinct as strings") as e:
        Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 5), "SECRETX": (0, 5)})
    assert "SECRETX" not in str(e.value) and "'a'" not in str(e.value)


def test_declared_texts_that_only_look_different_are_warned_about():
    """Two declared classes (or categories) equal after Unicode normalisation and stripping
    blanks: records match one of them only, so the other stays empty; warned, with escapes so
    the two can be told apart.  Case differences are left alone (they can be meant)."""
    import unicodedata
    import warnings

    nfc, nfd = "na\u00efve", unicodedata.normalize("NFD", "na\u00efve")
    with pytest.warns(UserWarning, match=r"classes 'na\\xefve' and 'nai\\u0308ve' differ only"):
        Schema([Numeric("a", 0, 1)], classes=[nfc, nfd])
    with pytest.warns(UserWarning, match=r"categories 'x' and ' x' differ only"):
        Schema([Categorical("c", ["x", " x", "y"])], classes=[0, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Schema([Categorical("c", ["A", "a"])], classes=["Yes", "yes"])
    # categories taken from a frame's Categorical dtype are record values, not a declaration:
    # no look-alike warning quotes them (CategoriesFromDtypeWarning names the column only)
    import pandas as pd

    X = pd.DataFrame({"city": pd.Categorical([nfc] * 5 + [nfd, "Town ", "Town"]),
                      "a": [0.5] * 8})
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1)})
    assert [w.category for w in rec] == [d.CategoriesFromDtypeWarning]
    assert "Town" not in str(rec[0].message)
    # the warning points at the user's line, not at the dataclass's generated __init__
    with pytest.warns(UserWarning, match="differ only") as rec:
        Categorical("c", ["b", "b "])
    assert rec[0].filename == __file__


def test_check_notes_values_a_clipping_schema_reads_as_the_bound():
    """With out_of_bounds='clip' a value beyond a bound is accepted and read as the bound, so a
    code such as -999 for "missing" became the lowest blood pressure in silence, and the data
    owner's check said the data fit: it still does (ok), and notes them with count and examples."""
    import pandas as pd

    import dpforest as d

    X = pd.DataFrame({"sbp": [120.0, -999.0, 130.0, -999.0, np.nan, 400.0], "c": list("abcabc")})
    s = d.Schema([d.Numeric("sbp", 50, 300, allow_missing=True), d.Categorical("c", list("abc"))],
                 classes=[0, 1], out_of_bounds="clip")
    r = s.check(X)
    assert r.ok and len(r.notes) == 1
    note = r.notes[0]
    assert note["column"] == "sbp" and note["count"] == 3 and "-999.0" in note["examples"]
    assert "read as the nearest bound" in str(r) and "the data fit the schema" in str(r)
    # a refusing schema reports them as a problem, as before, and no note
    r2 = d.Schema(s.features, classes=[0, 1]).check(X)
    assert not r2.ok and not r2.notes


def _wide_frame(rng, n=500):
    """Plain numeric columns of every numpy kind (float64/32, signed and unsigned integers,
    booleans), some with missing values, beside a categorical and an object column."""
    import dpforest as d

    feats, data = [], {}
    for i in range(30):
        kind = i % 6
        lo, hi = sorted(rng.normal(0, 10, 2))
        v = rng.uniform(lo - 1, hi + 1, n)
        if kind == 0:
            v[rng.random(n) < 0.2] = np.nan
        elif kind == 1:
            v, lo, hi = np.round(v).astype(np.int64), np.floor(lo), np.ceil(hi)
        elif kind == 2:
            v = v.astype(np.float32)
        elif kind == 3:
            v, lo, hi = rng.integers(0, 200, n).astype(np.uint8), 10.0, 150.0
        elif kind == 4:
            v, lo, hi = rng.random(n) < 0.3, 0.0, 1.0
        data[f"x{i}"] = v
        feats.append(d.Numeric(f"x{i}", float(lo), float(hi), allow_missing=kind == 0,
                               **({"n_bins": 5} if kind == 5 else {})))
    data["cat"] = rng.choice(["a", "b"], n)
    feats.append(d.Categorical("cat", ["a", "b"]))
    data["obj"] = pd.Series(rng.uniform(0, 1, n), dtype=object)
    feats.append(d.Numeric("obj", 0.0, 1.0))
    return feats, pd.DataFrame(data)


def test_block_encoding_gives_each_columns_own_codes():
    """Plain numeric columns are binned as one block (one compiled pass); the codes are the ones
    each column gets on its own -- every numpy kind, missing slots, clipping beyond the bounds,
    a subset of features in another order, and a 2-d array."""
    import dpforest as d

    rng = np.random.default_rng(11)
    feats, X = _wide_frame(rng)
    s = d.Schema(feats, classes=[0, 1], out_of_bounds="clip")
    codes = s.encode(X)
    cols = s._columns(X)
    for j, f in enumerate(s.features):
        own, problems = s._encode_column(f, cols[j])
        assert not problems
        np.testing.assert_array_equal(codes[:, j], own, err_msg=f.name)
    sub = [7, 3, 31, 0, 30, 12]
    np.testing.assert_array_equal(s.encode(X, features=sub), codes[:, sub])
    numeric = [f for f in feats if f.kind == "numeric" and f.name != "obj"]
    a = d.Schema(numeric, classes=[0, 1], out_of_bounds="clip")
    arr = X[[f.name for f in numeric]].astype(float).to_numpy()
    np.testing.assert_array_equal(a.encode(arr), codes[:, [s.feature_names.index(f.name) for f in numeric]])


def test_block_encoding_refuses_as_each_column_does():
    """A block's column with a problem (values beyond the bounds, a missing value where none is
    allowed, an infinity even where the schema clips) is refused by name, with the message the
    column gets on its own; the other columns' problems are listed with it, in column order."""
    import dpforest as d

    rng = np.random.default_rng(12)
    feats, X = _wide_frame(rng)
    refuse = d.Schema(feats, classes=[0, 1])
    with pytest.raises(d.SchemaError) as e:
        refuse.encode(X)
    named = [line.split("'")[1] for line in str(e.value).splitlines() if line.startswith("column '")]
    cols = refuse._columns(X)
    want = [f.name for j, f in enumerate(refuse.features) if refuse._encode_column(f, cols[j])[1]]
    assert named == want and len(want) > 5
    clip = d.Schema(feats, classes=[0, 1], out_of_bounds="clip")
    Y = X.copy()
    Y.loc[3, "x2"] = np.inf
    Y.loc[4, "x1"] = np.nan                     # x1 allows no missing value
    with pytest.raises(d.SchemaError) as e:
        clip.encode(Y)
    lines = str(e.value).splitlines()
    assert [line.split("'")[1] for line in lines] == ["x1", "x2"]
    assert "missing values" in lines[0] and "infinite values" in lines[1]
    assert "inf" not in str(e.value).replace("infinite", "")   # no record value quoted


def test_encode_read_validates_every_column_and_bins_the_read_ones():
    """``read`` (a model's split features): the read columns' codes are the full encoding's, the
    other plain numeric columns are left at 0, and a problem in an unread column is still
    refused."""
    import dpforest as d

    rng = np.random.default_rng(13)
    feats, X = _wide_frame(rng)
    s = d.Schema(feats, classes=[0, 1], out_of_bounds="clip")
    full = s.encode(X)
    read = {0, 5, 30}
    part = s.encode(X, read=read)
    for j in range(s.n_features):
        if j in read:
            np.testing.assert_array_equal(part[:, j], full[:, j])
    plain = [j for j, f in enumerate(s.features) if f.kind == "numeric" and f.name != "obj"]
    assert not part[:, [j for j in plain if j not in read]].any()
    Y = X.copy()
    Y.loc[0, "x2"] = np.inf                      # x2 is not read
    with pytest.raises(d.SchemaError, match="column 'x2': infinite values"):
        s.encode(Y, read=read)


def test_wide_model_predicts_as_with_every_column_binned():
    """A fitted model (every forest) bins only the columns its trees split on; its predictions
    are those of the full encoding."""
    import dpforest as d

    rng = np.random.default_rng(14)
    X = pd.DataFrame(rng.uniform(0, 1, (1500, 60)), columns=[f"c{i}" for i in range(60)])
    y = ((X["c0"] + X["c7"] > 1) ^ (X["c3"] > 0.8)).astype(int)
    schema = d.Schema.from_bounds(0.0, 1.0, feature_names=list(X.columns), classes=[0, 1])
    forests = [getattr(d, a) for a in dir(d) if a.endswith("Classifier")]
    assert len(forests) >= 9                    # every forest, boosting too
    for cls in forests:
        model = cls(epsilon=4.0, schema=schema, random_state=0).fit(X, y)
        used = model._split_features()
        assert used and (len(used) < 60 or cls is not d.DPForestClassifier)
        fast = model.predict_proba(X)
        model._split_features = lambda: None     # every column binned
        np.testing.assert_array_equal(model.predict_proba(X), fast)


def test_block_encoding_on_threads_gives_the_same_codes():
    """A block large enough to share between threads (``n_jobs=2``) is encoded as on one."""
    import dpforest as d
    from dpforest import _parallel

    rng = np.random.default_rng(15)
    X = pd.DataFrame(rng.uniform(-0.1, 1.1, (30000, 12)), columns=[f"c{i}" for i in range(12)])
    X.iloc[::7, 3] = np.nan
    s = d.Schema([d.Numeric(f"c{i}", 0.0, 1.0, allow_missing=i == 3, n_bins=8 + i) for i in range(12)],
                 classes=[0, 1], out_of_bounds="clip")
    one = s.encode(X)
    with _parallel.using(2):
        two = s.encode(X)
    np.testing.assert_array_equal(one, two)
    cols = s._columns(X)
    for j, f in enumerate(s.features):
        np.testing.assert_array_equal(one[:, j], s._encode_column(f, cols[j])[0])


def test_block_encoding_keeps_exact_bounds_that_are_not_floats():
    """A bound held exactly (a Fraction, a long double) is compared exactly, as the column's own
    path compares it: a float just below 1/3 is refused by encode, valid_rows and row_problems
    alike (a float copy of the bound accepted it, and a fit refused it only later, after
    charged queries, when one grid column was encoded again)."""
    from fractions import Fraction

    import dpforest as d

    s = d.Schema([d.Numeric("a", Fraction(1, 3), 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    X = pd.DataFrame({"a": [1 / 3, 0.5], "b": [0.5, 0.5]})
    assert 1 / 3 < Fraction(1, 3)
    with pytest.raises(d.SchemaError, match="column 'a': values outside the declared bounds"):
        s.encode(X)
    assert s.valid_rows(X).tolist() == [False, True]
    assert s.row_problems(X).tolist()[1] == "" and s.row_problems(X).tolist()[0] != ""


def test_schema_repr_counts_every_kind_of_feature():
    """The repr counts each kind of feature present (a True/False categorical as boolean), not
    the numeric ones alone."""
    import dpforest as d

    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("job", ["x", "y"]),
                  d.Numeric("hours", 0, 80), d.Categorical("grade", [1, 2, 3]),
                  d.Categorical("smoker", [False, True])], classes=[0, 1])
    assert "[2 numeric, 2 categorical, 1 boolean]" in repr(s)
    assert "[1 categorical]" in repr(d.Schema([d.Categorical("job", ["x"])], classes=[0, 1]))
    assert "[1 numeric]" in repr(d.Schema([d.Numeric("age", 0, 1)], classes=[0, 1]))


def test_a_lacking_column_is_told_whether_it_can_be_added_empty():
    """conform (and encode) refuse a frame without a schema column, and say what to do: a
    column declared with allow_missing can be added empty (conform never adds it silently: a
    column dropped by mistake would read as all missing); another holds values the model
    needs."""
    import dpforest as d

    s = d.Schema([d.Numeric("age", 0, 100), d.Numeric("ct_result", 0, 1, allow_missing=True),
                  d.Categorical("job", ["a", "b"])], classes=[0, 1])
    X = pd.DataFrame({"age": [30.0], "job": ["a"], "ct_result": [0.5]})
    with pytest.raises(SchemaError, match=r"lacks schema columns \['ct_result'\] \(it allows "
                                          r"missing values: add it as an empty column, e\.g\. "
                                          r"X\.assign\(ct_result=np\.nan\)\)"):
        s.conform(X.drop(columns="ct_result"))
    assert s.encode(X.drop(columns="ct_result").assign(ct_result=np.nan)).shape == (1, 3)
    with pytest.raises(SchemaError, match=r"lacks schema columns \['job'\] \(the model needs "
                                          r"it: the schema declares it without missing values\)"):
        s.conform(X.drop(columns="job"))
    with pytest.raises(SchemaError, match=r"\['ct_result'\] allows missing values.*; the model "
                                          r"needs \['job'\]"):
        s.encode(X[["age"]])
    two = d.Schema(s.features + [d.Numeric("bmi", 10, 60, allow_missing=True)], classes=[0, 1])
    with pytest.raises(SchemaError, match=r"\(they allow missing values: add them as empty "
                                          r"columns, e\.g\. X\.assign\(ct_result=np\.nan\)\)"):
        two.conform(X.drop(columns="ct_result"))
    # predict on a frame that lacks a column gives the same advice as conform
    rng = np.random.default_rng(0)
    train = pd.DataFrame({"age": rng.uniform(0, 100, 200), "ct_result": rng.uniform(0, 1, 200),
                          "job": rng.choice(["a", "b"], 200)})
    m = d.DPForestClassifier(1.0, s, progress=False).fit(train, rng.integers(0, 2, 200))
    with pytest.raises(SchemaError, match=r"yet now missing: \['ct_result'\] \(it allows missing "
                                          r"values: add it as an empty column"):
        m.predict(train.drop(columns="ct_result"))
    with pytest.raises(SchemaError, match=r"yet now missing: \['job'\] \(the model needs it"):
        m.predict(train.drop(columns="job"))


def test_predict_on_a_batch_valid_rows_emptied_says_how_to_guard():
    """An empty X is refused at predict (scikit-learn's convention), and the message says the
    usual cause in serving -- a batch whose every row valid_rows refused -- and the guard."""
    import dpforest as d

    rng = np.random.default_rng(2)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["n", "y"])
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200)})
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, np.where(X.a > 0.5, "y", "n"))
    bad = X.assign(a=5.0)
    mask = m.schema_.valid_rows(bad)
    assert not mask.any()
    for method in (m.predict, m.predict_proba):
        with pytest.raises(SchemaError, match=r"^X is empty: Found array with 0 sample\(s\) "
                                              r"\(shape=\(0, 1\)\).* \(a batch filtered by "
                                              r"model\.schema_\.valid_rows\(X\) is empty when no "
                                              r"row is valid: predict only if mask\.any\(\)"):
            method(bad[mask])


def test_refusals_carry_their_columns_and_kinds_for_serving_code():
    """A refusal of records names each (column, kind of problem) in ``problems``, as its
    message does, through predict's rewording and a pickle (a Dask worker's refusal); other
    refusals carry none."""
    import pickle

    import dpforest as d
    from dpforest.schema import OutOfDomainError

    rng = np.random.default_rng(3)
    s = d.Schema([d.Numeric("a", 0, 1), d.Categorical("c", ["x", "y"]),
                  d.Numeric("b", 0, 1)], classes=["n", "y"])
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "c": rng.choice(["x", "y"], 200),
                      "b": rng.uniform(0, 1, 200)})
    y = np.where(X.a > 0.5, "y", "n")
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, y)
    with pytest.raises(OutOfDomainError) as err:
        m.predict(X.assign(a=5.0, c="zz"))
    assert [c for c, _ in err.value.problems] == ["a", "c"]
    assert err.value.problems[0][1].startswith("values outside the declared bounds")
    assert pickle.loads(pickle.dumps(err.value)).problems == err.value.problems
    with pytest.raises(SchemaError) as err:
        m.predict(X.assign(b=np.nan))
    assert [c for c, _ in err.value.problems] == ["b"] and "missing values" in err.value.problems[0][1]
    with pytest.raises(OutOfDomainError) as err:
        d.DPForestClassifier(1.0, s, progress=False).fit(X.assign(b=-1.0), y)
    assert [c for c, _ in err.value.problems] == ["b"]
    with pytest.raises(SchemaError) as err:
        m.predict(X.drop(columns="a"))
    # predict's layout refusals carry their codes as serving.md says (they were empty)
    assert err.value.codes == (("a", "missing_column"),)
    with pytest.raises(SchemaError) as err:
        m.predict(X.assign(extra=1.0))
    assert err.value.codes == (("<X>", "extra_columns"),)
    with pytest.raises(SchemaError) as err:
        m.predict(X.to_numpy()[:, :1])
    assert err.value.codes == (("<X>", "wrong_width"),)
    # through a meta-estimator that relabels (its refusal reworded): X's problems kept
    from sklearn.multiclass import OneVsRestClassifier
    with pytest.raises(SchemaError) as err:
        OneVsRestClassifier(d.DPForestClassifier(1.0, s, progress=False)).fit(X.assign(b=-1.0), y)
    assert [c for c, _ in err.value.problems] == ["b"]


def test_conform_warns_about_non_numeric_text_it_cannot_repair():
    """Text in a numeric column passed conform in silence and was refused later by predict:
    conform warns, once per column, naming the column and the kind of problem, never the
    text; warn=False keeps it quiet, as for its other warnings."""
    import warnings

    import dpforest as d

    s = d.Schema([d.Numeric("age", 0, 100), d.Numeric("w", 0, 1), d.Categorical("c", ["a"])],
                 classes=[0, 1])
    X = pd.DataFrame({"age": ["SECRET_TEXT", "40", "n/a"], "w": [0.5, 0.2, 0.1], "c": ["a"] * 3})
    with pytest.warns(UserWarning, match=r"column 'age': non-numeric values .*cannot repair") as rec:
        out = s.conform(X)
    said = [str(w.message) for w in rec if "non-numeric" in str(w.message)]
    assert len(said) == 1 and not any("SECRET_TEXT" in m or "n/a" in m for m in said)
    with pytest.raises(SchemaError, match="'age': non-numeric values"):
        s.encode(out)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        s.conform(X, warn=False)
        s.conform(X.assign(age=[1.0, 2.0, 300.0]))       # numbers alone: clipped, no warning


def test_refusals_of_values_point_to_schema_check_once():
    """A refusal of values (outside the categories or bounds, missing where not allowed, not
    numbers) ends with one sentence saying where the data owner sees them, at the end of its
    last line (one line per column problem, as before); other refusals, and messages that
    already name Schema.check, do not get it."""
    import dpforest as d
    from dpforest.schema import CHECK_ADVICE

    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("job", ["a", "b"])], classes=[0, 1])
    good = pd.DataFrame({"age": [30.0, 40.0], "job": ["a", "b"]})
    for bad, kind in [(good.assign(job=["a", "z"]), "outside the declared categories"),
                      (good.assign(age=[30.0, 300.0]), "outside the declared bounds"),
                      (good.assign(age=[30.0, np.nan]), "missing values"),
                      (good.assign(age=["30", "x"]), "non-numeric values"),
                      (good.assign(age=[300.0, np.nan], job=["z", None]), "missing values")]:
        with pytest.raises(SchemaError, match=kind) as e:
            s.encode(bad)
        lines = str(e.value).splitlines()
        assert all(ln.startswith("column '") for ln in lines)
        assert lines[-1].endswith(". " + CHECK_ADVICE) and str(e.value).count("Schema.check") == 1
    assert CHECK_ADVICE == ("Schema.check(X, y) lists every problem at once (it shows values: "
                            "for the data owner only)")
    with pytest.raises(SchemaError, match="infinite values") as e:
        s.encode(good.assign(age=[np.inf, 1.0]))
    assert "Schema.check" not in str(e.value)
    with pytest.raises(SchemaError, match="not in the schema") as e:
        s.encode(good.assign(extra=1.0))
    assert str(e.value).count("Schema.check") == 1
    # a fitted model's own refusal keeps the line, before its advice to conform
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(
        pd.concat([good] * 20, ignore_index=True), [0, 1] * 20)
    with pytest.raises(SchemaError, match=r"(?s)outside the declared bounds.*for the data owner "
                                          r"only\)\. To predict on such records"):
        m.predict(good.assign(age=[30.0, 300.0]))


def test_a_frame_without_any_schema_name_is_told_to_rename_without_quoting_its_names():
    import pandas as pd

    s = Schema([Numeric(n, 0, 10) for n in ("sl", "sw")], classes=[0, 1])
    X = pd.DataFrame({"SECRET_a": [1.0, 2.0], "SECRET_b": [3.0, 4.0]})
    with pytest.raises(SchemaError, match=r"none of the schema's column names is in X.*X\.columns = "
                                          r"schema\.feature_names") as err:
        s.encode(X)
    assert "SECRET" not in str(err.value)


def test_check_notes_values_not_whole_in_an_integer_column():
    # integer=True is a declaration: a fit never checks it (a refusal would tell of a record),
    # the data owner's check notes the values and says which side of a cut they fall on
    s = Schema([Numeric("a", 0, 10, integer=True), Numeric("b", 0, 10)], classes=["x", "y"])
    X = pd.DataFrame({"a": [3.0, 3.5, 4.0, 2.0], "b": [0.5, 1.5, 2.5, 3.5]})
    codes = s.encode(X)[:, 0]
    assert codes[1] == codes[2] != codes[0]                 # 3.5 is read with 4
    report = s.check(X, ["x", "y", "x", "y"])
    assert report.ok
    [note] = report.notes                                   # column b is not declared integer
    assert note["column"] == "a" and note["count"] == 1 and note["examples"] == ["3.5"]
    assert "not whole" in str(report)
    assert not s.check(X.assign(a=[3.0, 4.0, 4.0, 2.0]), ["x", "y", "x", "y"]).notes


def test_missing_categories_message_says_to_drop_identifiers():
    # a text column without categories: the message asks for its values, and says identifiers
    # are dropped instead (their values would be published with the model)
    X = pd.DataFrame({"patient_id": ["p1", "p2"], "ward": ["a", "b"], "age": [30, 40]})
    with pytest.raises(SchemaError) as e:
        Schema.from_dataframe(X, classes=["x", "y"], bounds={"age": (0, 120)})
    msg = str(e.value)
    assert "categorical columns need categories: ['patient_id', 'ward']" in msg
    assert "identifiers (ids, names, free text) are not features: drop them" in msg
    assert "p1" not in msg and "'a'" not in msg
    # a date held as text (pyreadr's reading of R's Date) is told how to become a number
    assert "a date held as text, as pyreadr reads R's Date: pd.to_datetime(X[col])" in msg
    assert "if one of these is the label column, build the schema from X without it" in msg


def test_a_label_column_left_in_the_frame_is_named_as_a_possibility():
    # the one undeclared column is often y left in X (fit and predict name that slip): the
    # message says it may be, without reading any value
    X = pd.DataFrame({"age": [30, 40], "species": ["Adelie", "Gentoo"]})
    with pytest.raises(SchemaError) as e:
        Schema.from_dataframe(X, classes=["Adelie", "Gentoo"], bounds={"age": (0, 120)})
    msg = str(e.value)
    assert "if 'species' is the label column, build the schema from X without it" in msg
    assert "classes= declares the target" in msg and "Adelie" not in msg


def test_example_row_fits_the_schema_and_warms_a_model_up():
    s = Schema([Numeric("a", 0, 5, integer=True), Numeric("b", -1, 2), Categorical("c", [True, False]),
                Categorical("e", ["x", "y"], allow_missing=True)], classes=["p", "q"])
    row = s.example_row()
    assert list(row.columns) == s.feature_names and len(row) == 1
    assert row.iloc[0].tolist() == [2.0, 0.5, True, "x"]
    assert s.check(row).ok and not s.check(row).notes
    X = pd.concat([row] * 30, ignore_index=True).assign(b=np.linspace(-1, 2, 30))
    model = d.DPForestClassifier(1.0, s, progress=False).fit(X, ["p", "q"] * 15)
    assert model.predict(model.schema_.example_row()).shape == (1,)
    # bounds near the float maximum: a finite midpoint, read by the schema
    huge = Schema([Numeric("h", 1e308, 1.7e308, integer=True), Numeric("g", -1.7e308, 1.7e308)],
                  classes=[0, 1])
    assert huge.check(huge.example_row()).ok


def test_check_notes_bounds_that_are_exactly_the_datas_extremes():
    # the data owner's check: bounds met exactly at both ends are the mark of bounds read from
    # the records (a fit never looks: it would tell of two records)
    a = np.r_[1.0, np.linspace(2, 6, 28), 7.0]
    X = pd.DataFrame({"a": a, "b": np.linspace(0, 5, 30), "flag": np.arange(30) % 2,
                      "score": np.arange(30) % 5 + 1})
    s = Schema([Numeric("a", 1.0, 7.0), Numeric("b", 0, 10), Numeric("flag", 0, 1),
                Numeric("score", 1, 5)], classes=[0, 1])
    y = np.arange(30) % 2
    report = s.check(X, y)
    # (a flag and a 1-5 scale meet their ends by their nature: not noted)
    assert report.ok and [n["column"] for n in report.notes] == ["a"]
    assert "exactly the smallest and largest value" in report.notes[0]["problem"]
    assert report.notes[0]["count"] == 2
    assert not s.check(X.assign(a=np.r_[1.5, a[1:]]), y).notes              # one end only
    d.DPForestClassifier(1.0, s, progress=False).fit(X, y)                     # a fit says nothing


def test_a_feature_is_found_by_name_and_a_schema_is_not_iterable():
    s = Schema([Numeric("age", 0, 100), Categorical("sex", ["F", "M"])], classes=[0, 1])
    assert s["sex"].categories == ("F", "M") and s["age"].upper == 100
    assert "sex" in s and "height" not in s and 0 not in s
    with pytest.raises(KeyError, match="'height' is not a feature of this schema"):
        s["height"]
    with pytest.raises(TypeError, match="features\\[i\\]"):
        s[0]
    with pytest.raises(TypeError, match="not iterable"):
        list(s)


def test_conform_says_when_values_differ_from_a_category_only_in_case_or_spaces():
    """A ward written 'icu ' or 'Icu' for the declared 'ICU' was read as missing without a
    word below the half-the-column threshold, changing predictions; the warning names the
    declared categories (public), never a value given."""
    import warnings as w

    s = Schema([Categorical("ward", ["ICU", "Cardiology", "Surgery"], allow_missing=True)],
               classes=[0, 1])
    X = pd.DataFrame({"ward": ["ICU", "icu ", "Cardiology", " cardiology", "Surgery",
                               "Surgery", "ICU", "Secret Ward 7"]})
    with w.catch_warnings(record=True) as caught:
        w.simplefilter("always")
        out = s.conform(X)
    msgs = [str(m.message) for m in caught]
    assert len(msgs) == 1 and "only in letter case or surrounding spaces" in msgs[0]
    assert "'ICU', 'Cardiology'" in msgs[0] and "Surgery" not in msgs[0]
    # the option that reads them as declared is named, and does what it says
    assert "pass loose_text=True" in msgs[0]
    assert s.conform(X, loose_text=True, warn=False)["ward"].tolist()[:4] == \
        ["ICU", "ICU", "Cardiology", "Cardiology"]
    assert "icu " not in msgs[0] and "Secret" not in msgs[0]
    assert out["ward"].isna().tolist() == [False, True, False, True, False, False, False, True]
    # exact spellings and unrelated values alone: silent (below half of the column)
    with w.catch_warnings(record=True) as caught:
        w.simplefilter("always")
        s.conform(X.replace({"icu ": "ICU", " cardiology": "Cardiology"}))
    assert not caught
    with w.catch_warnings(record=True) as caught:      # the owner's fit path: no verdict
        w.simplefilter("always")
        s.conform(X, warn=False)
    assert not caught
    # loose_text=True reads those spellings as their declared category, silently; a value
    # two declared categories fold to alike, and unrelated text, stay missing
    with w.catch_warnings(record=True) as caught:
        w.simplefilter("always")
        loose = s.conform(X, loose_text=True)
    assert not caught
    assert loose["ward"].tolist()[:7] == ["ICU", "ICU", "Cardiology", "Cardiology", "Surgery",
                                          "Surgery", "ICU"] and pd.isna(loose["ward"].iloc[7])
    twin = Schema([Categorical("ward", ["icu", "ICU "], allow_missing=True)], classes=[0, 1])
    assert twin.conform(pd.DataFrame({"ward": ["Icu", "icu"]}), warn=False,
                        loose_text=True)["ward"].isna().tolist() == [True, False]
    strict = Schema([Categorical("ward", ["ICU", "Surgery"])], classes=[0, 1])
    assert strict.conform(pd.DataFrame({"ward": pd.Categorical(["icu", "Surgery "])}),
                          loose_text=True)["ward"].tolist() == ["ICU", "Surgery"]


def test_the_same_advice_is_given_once_however_many_columns_need_it():
    """Thirty columns out of bounds gave the same paragraph of advice thirty times: each
    column keeps its line, and the advice is said at the first."""
    import dpforest as d

    s = d.Schema([d.Numeric(f"x{i}", 0, 1) for i in range(30)], classes=["n", "y"])
    X = pd.DataFrame({f"x{i}": [2.0, 0.5] for i in range(30)})
    with pytest.raises(SchemaError) as err:
        d.DPForestClassifier(1.0, s, progress=False).fit(X, ["n", "y"])
    lines = str(err.value).splitlines()
    assert len(lines) == 30 and all(f"column 'x{i}'" in lines[i] for i in range(30))
    assert str(err.value).count("sentinel such as minus one") == 1 and "sentinel" in lines[0]
    # (the last line also ends with where the data owner sees the values: Schema.check)
    # (named, not "above": the command line joins the lines on one line)
    assert all(line.endswith("; the same advice as for column 'x0'") for line in lines[1:-1])
    assert "; the same advice as for column 'x0'. Schema.check(X, y)" in lines[-1]


def test_a_malformed_schema_description_says_the_shape_it_expects():
    """A features mapping where a list is expected gave only Python's 'string indices must be
    integers'; the refusal now gives the expected shape, and that shape round-trips."""
    with pytest.raises(SchemaError, match=r"malformed schema description \(TypeError: .*\); "
                                          r"expected \{'features': \[") as e:
        Schema.from_dict({"features": {"a": {"type": "numeric"}}, "classes": [0, 1]})
    assert "as Schema.to_dict() writes it" in str(e.value)
    with pytest.raises(SchemaError, match=r"\(the key 'lower' is missing\)"):
        Schema.from_dict({"features": [{"name": "a", "type": "numeric"}], "classes": [0, 1]})
    ok = Schema.from_dict({"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1},
                                        {"name": "b", "type": "categorical",
                                         "categories": ["x", "y"]}], "classes": [0, 1]})
    assert ok.feature_names == ["a", "b"]


def test_select_and_drop_give_the_schema_of_the_columns_kept():
    """For a pipeline step that drops an identifier or keeps some columns: the features named
    (select: in the order given), the classes and options kept; unknown, repeated and non-text
    names are refused, naming the schema's own features."""
    s = Schema([Numeric("age", 17, 90), Categorical("sex", ["F", "M"]), Numeric("w", 0, 1)],
               classes=[0, 1], out_of_bounds="clip", n_bins=16)
    kept = s.select(["w", "age"])
    assert kept.feature_names == ["w", "age"] and kept.classes == [0, 1]
    assert kept.out_of_bounds == "clip" and kept.n_bins == 16
    assert kept.features[1] is s.features[0]
    assert s.drop("sex").feature_names == ["age", "w"]
    assert s.drop(["age", "w"]).feature_names == ["sex"]
    # names one after another, as a walkthrough wrote them (a TypeError before)
    assert s.drop("age", "w").feature_names == ["sex"] == s.drop(["age"], "w").feature_names
    with pytest.raises(SchemaError, match="named twice"):
        s.drop("age", "age")
    with pytest.raises(SchemaError, match=r"\['zz'\] are not features of this schema; its "
                                          r"features are \['age', 'sex', 'w'\]"):
        s.select(["zz"])
    with pytest.raises(SchemaError, match="named twice"):
        s.drop(["age", "age"])
    with pytest.raises(d.SchemaTypeError, match="feature names"):
        s.select([1])
    with pytest.raises(d.SchemaTypeError, match="a feature name or a list"):
        s.drop(3)


def test_declared_categories_index_is_built_once_per_feature_and_goes_with_it():
    """A categorical column's lookup reuses the declared categories' pandas Index (built and
    hashed on every call, a 65,535-category column took most of a one-row predict), kept on
    the feature object itself -- freed with it, left out of equality, copies and pickles --
    and the codes are those of a fresh Index."""
    import copy
    import gc
    import pickle
    import weakref

    from dpforest import schema as schema_mod

    f = Categorical("c", [f"v{i}" for i in range(1000)])
    first = schema_mod._category_index(f)
    assert schema_mod._category_index(f) is first and list(first) == list(f.categories)
    s = Schema([f], classes=[0, 1])
    X = pd.DataFrame({"c": ["v3", "v999", "v0", "v3"]})
    np.testing.assert_array_equal(s.encode(X)[:, 0], [3, 999, 0, 3])
    assert schema_mod._category_index(f) is first                   # the encode reused it
    # an equal feature that is another object builds its own, equal Index
    twin = Categorical("c", list(f.categories))
    assert twin == f and schema_mod._category_index(twin) is not first
    assert schema_mod._category_index(twin).equals(first)
    # copies and pickles leave the memo behind and still encode alike
    for other in (pickle.loads(pickle.dumps(f)), copy.deepcopy(f), copy.copy(f)):
        assert schema_mod._INDEX_MEMO not in vars(other) and other == f
        np.testing.assert_array_equal(Schema([other], classes=[0, 1]).encode(X)[:, 0],
                                      [3, 999, 0, 3])
    o = d.Ordinal("o", ["lo", "mid", "hi"])
    schema_mod._category_index(o)
    assert schema_mod._INDEX_MEMO not in vars(pickle.loads(pickle.dumps(o)))
    # nothing else holds it: the Index goes when its feature does
    gone = weakref.ref(first)
    del f, s, first
    gc.collect()
    assert gone() is None


def test_check_notes_categories_that_look_read_from_the_records():
    """Categories copied from the data (sorted(X[c].unique())) publish that each occurs, a rare
    one included: the owner's check notes a column whose declared categories all occur with
    some held by two records or fewer (and at most 1 % of them), in memory and on Dask alike
    (decided on the whole table: each rare value sits in another partition); a documented
    domain with a value that does not occur, or a small table, gets no note."""
    import pandas as pd

    import dpforest as d

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 600), "c": rng.choice(["x", "y", "z"], 600)})
    X.loc[5, "c"], X.loc[590, "c"] = "rare", "odd"
    copied = d.Schema([d.Numeric("a", 0, 1), d.Categorical("c", sorted(X["c"].unique()))],
                      classes=[0, 1])
    r = copied.check(X)
    assert r.ok and len(r.notes) == 1
    note = r.notes[0]
    assert note["column"] == "c" and note["count"] == 2
    assert sorted(note["examples"]) == ["'odd'", "'rare'"]
    assert "2 of the 5 are held by 2 records or fewer" in note["problem"]
    assert "X[col].unique()" in str(r)
    # a declared value that never occurs: a domain, not a copy
    documented = d.Schema([d.Numeric("a", 0, 1),
                           d.Categorical("c", sorted(X["c"].unique()) + ["never"])], classes=[0, 1])
    assert documented.check(X).notes == []
    # a table of a few rows: each category is that few by nature
    assert copied.check(X.iloc[:7].assign(c=["x", "y", "z", "rare", "odd", "x", "y"])).notes == []
    # a short domain (a True/False column, yes / no / unknown) is whole in most tables, a
    # rare value included: no note
    flags = pd.DataFrame({"f": [False] * 599 + [True], "g": ["yes"] * 598 + ["no", "unknown"]})
    short = d.Schema.from_dataframe(flags, classes=[0, 1],
                                    categories={"g": ["yes", "no", "unknown"]})
    assert short.check(flags).notes == []
    dd = pytest.importorskip("dask.dataframe")
    # on Dask too, also beside a column the schema does not declare (as in memory)
    for frame in (X, X.assign(extra=1)):
        on_dask = copied.check(dd.from_pandas(frame, npartitions=3)).notes
        assert [(n["column"], n["count"], sorted(n["examples"])) for n in on_dask] == \
            [("c", 2, ["'odd'", "'rare'"])]
        assert [n["column"] for n in copied.check(frame).notes] == ["c"]

"""Which records a pinned :class:`~dpforest.privacy.accountant.PrivacyBudget` keeps, each
decided on its own.

Under a budget that pins the data owner's schema no value refuses a fit or a budgeted
evaluation: a refusal names the column whose values do not fit, so an analyst free to change
how the records are read (bounds, reading options, which column is the target or the person
id) could learn a record's value from which fits are refused, at no ε.  Instead every record
that does not fit -- a value, a label, a missing person or group id, a weight other than 1 --
is left out, one by one, which is a per-record step (adding or removing a record changes the
kept records by that record alone), and nothing says which or how many.  The form of what the
caller gave (lengths, dimensions, a Series' index: :func:`_check_row_args`) is still refused,
by name, before any record is judged.
"""

from __future__ import annotations

import numpy as np


def _valid_records(schema, X, y, drop_column=None, read: bool = True) -> np.ndarray:
    """Which records fit ``schema`` -- every value of X (:meth:`Schema.valid_rows`) and the
    label -- each decided on its own (so leaving the others out is a per-record step)."""
    import pandas as pd

    from ..schema import SchemaError, _hashable, as_pandas

    # plain lists are read entry by entry (:func:`_canonical_lists`): converted whole, one
    # record's form (a dict as the first row, a row of another length) decided the others'
    # (``read``: False where the caller has read them so already, :func:`_filtered`)
    X, y, shaped = _canonical_lists(schema, X, y) if read else (X, y, None)
    Xv = as_pandas(X)
    if drop_column is not None and isinstance(Xv, pd.DataFrame) and drop_column in Xv.columns:
        Xv = Xv.drop(columns=[drop_column])
    labels = _label_column(y)
    if len(labels) != len(Xv):
        # both lengths are the caller's: refused before any record is judged (decided after,
        # the kept rows' count would decide how the mismatch fails)
        # (SchemaError, as every other path refuses it: a ValueError too)
        raise SchemaError("X and y have different numbers of rows")
    ok = np.asarray(schema.valid_rows(Xv), dtype=bool)
    if shaped is not None:
        ok &= shaped

    def label_ok(v) -> bool:
        if isinstance(v, (complex, np.complexfloating)):
            # read as _without_complex_dtype reads a complex column (one complex label makes
            # the column complex, every whole label with it): a real number where its
            # imaginary part is zero, else left out.  Judged by the value alone, whatever
            # the other labels made of the column's type
            if v.imag != 0:
                return False
            v = float(v.real)
        one = np.empty(1, dtype=object)
        one[0] = v
        try:
            schema.encode_labels(one)
            return True
        except Exception:       # noqa: BLE001  any failure: the record is left out, unsaid
            return False

    def key_of(v):
        try:
            return (type(v), v) if _hashable(v) else None
        except Exception:       # noqa: BLE001  a label whose hash fails otherwise
            return None

    fast = _one_type_label_verdicts(y, label_ok)
    if fast is not None:
        ok &= fast
        return ok
    known: dict = {}
    for i, v in enumerate(labels):
        key = key_of(v)
        if key is None:
            ok[i] &= label_ok(v)
            continue
        if key not in known:
            known[key] = label_ok(v)
        ok[i] &= known[key]
    return ok


def _one_type_label_verdicts(y, label_ok) -> np.ndarray | None:
    """``label_ok`` of each record's label, decided once per distinct value, where every label
    has one type -- y a numpy array or pandas Series of numbers or booleans (numpy-backed), or a
    pandas text column (a StringDtype, pandas 3's default for text) -- else None.  Each value
    reaches ``label_ok`` as :func:`_label_column` hands it over (the Python number or text of
    ``to_numpy(dtype=object)``; a missing text as its dtype's missing value), so every record
    gets the verdict the loop over records gives it, still by its own value alone; the loop
    over a million labels took 2 of a pinned fit's 4 seconds."""
    import pandas as pd

    from ..schema import as_pandas

    y = as_pandas(y)
    if isinstance(y, pd.DataFrame) and y.shape[1] == 1:
        y = y.iloc[:, 0]
    if isinstance(y, np.ndarray) and y.ndim == 2 and y.shape[1] == 1:
        y = y.ravel()
    # (not numpy's long double: factorize rounds it to float64, merging labels the loop tells
    # apart)
    def plain(dt) -> bool:
        return isinstance(dt, np.dtype) and dt.kind in "iufb" and not (
            dt.kind == "f" and dt.itemsize > 8)

    if isinstance(y, np.ndarray) and y.ndim == 1 and plain(y.dtype):
        missing = np.nan
    elif isinstance(y, pd.Series) and plain(y.dtype):
        missing = np.nan
    elif isinstance(y, pd.Series) and isinstance(y.dtype, pd.StringDtype):
        missing = y.dtype.na_value
    else:
        return None
    codes, uniques = pd.factorize(y, use_na_sentinel=True)
    values = np.asarray(uniques, dtype=object).tolist()
    # the last slot is a missing label's (factorize's code -1 indexes it)
    verdicts = np.array([label_ok(v) for v in values] + [label_ok(missing)], dtype=bool)
    return verdicts[codes]


def _canonical_lists(schema, X, y):
    """(X, y, shaped): a plain list of rows as an object array of the schema's width and a
    plain list of labels as an object array, each entry read on its own -- a row that is not a
    sequence of that width (a dict, a scalar, another length) becomes a row of None with
    ``shaped`` False (``shaped`` is None where X is not a plain list), a label given as a
    one-element sequence becomes its element -- so that no record's form changes how the
    others are read (converted whole, numpy's type promotion and the column-vector rule made
    one record decide the others' fate), and the fit then reads the kept rows exactly as they
    were judged.  Other containers are returned as given."""
    shaped = None                   # (every row, where X is not a plain list)
    if isinstance(X, (list, tuple)):
        width = schema.n_features
        shaped = np.zeros(len(X), dtype=bool)
        arr = np.empty((len(X), width), dtype=object)
        for i, r in enumerate(X):
            shaped[i] = _is_row(r, width)
            if shaped[i]:
                arr[i, :] = list(r)
        X = arr
    if isinstance(y, (list, tuple)):
        labels = np.empty(len(y), dtype=object)
        for i, v in enumerate(y):
            try:
                one = isinstance(v, (list, tuple)) and len(v) == 1 or \
                    isinstance(v, np.ndarray) and v.ndim == 1 and len(v) == 1
                labels[i] = v[0] if one else v
            except Exception:       # noqa: BLE001  a label whose length or item fails: as
                labels[i] = v       # given, for label_ok to leave out
        y = labels
    X, y = _declared_values_by_text(schema, X, y)
    return _pinned_types(X), _labels_as_real(_without_complex_dtype(y)), shaped


def _labels_as_real(y):
    """``y`` with each complex label of an object column or array read as a real number where
    its imaginary part is zero (as :func:`_without_complex_dtype` reads a complex column), so
    that a kept label is read alike whatever the other labels made of the column's type."""
    import pandas as pd

    if isinstance(y, pd.DataFrame):          # a one-column frame: its column (the fit's y)
        return _object_columns_as_real(y)
    if isinstance(y, pd.Series) and isinstance(y.dtype, np.dtype) and y.dtype.kind == "O":
        a = _complex_objects_as_real(y.to_numpy())
        return y if a is None else pd.Series(a, index=y.index, name=y.name, dtype=object)
    return _object_array_as_real(y)


def _declared_values_by_text(schema, X, y, always: bool = False):
    """X and y with each text that spells a declared non-text category, level or class read as
    that value (``"True"`` as True, ``"2"`` or ``"2.0"`` as the code 2), and in a column that
    allows missing values each of pandas' missing-value markers that no declared value spells
    (``"nan"``, ``"None"``) read as missing, value by value, as the command line reads a CSV's
    (:func:`dpforest.text_values.text_reader`); other values as given.

    One text record turns its whole column into text: ``pd.read_csv`` of a file with one more
    line (a ``"yes"`` among True/False), ``np.array`` of rows with one string in them (which
    also spells NaN ``"nan"``), a polars frame concatenated with relaxed types.  The others'
    True or 2 then arrived as ``"True"`` or ``"2"``, matched no declared value and were left out
    with it: one record emptied a pinned fit.  Read by text, each record's fate is its own
    value's.  Only where the declared text forms are distinct (1 and ``"1"`` both declared would
    merge).  A polars or pyarrow X or y is taken as pandas first, as the fit takes it; y keeps
    its container (a Series and its name, a one-column frame, a column vector, an Index).
    ``always``: every column of a type that can hold text comes back as objects, read or not
    (a Dask partition's type must not depend on its records)."""
    import pandas as pd

    from ..schema import as_pandas

    if not isinstance(X, (np.ndarray, pd.DataFrame, list, tuple)) and X is not None:
        X = as_pandas(_without_int128(X))
    if isinstance(X, pd.DataFrame):
        label = {str(c): j for j, c in enumerate(X.columns)}
        new = {}
        for f in schema.features:
            if f.name in label:
                got = _read_text_values(X.iloc[:, label[f.name]], *_feature_reading(f), always)
                if got is not None:
                    new[label[f.name]] = got
        if new:
            X = X.copy()
            for j, a in new.items():
                X.isetitem(j, pd.Series(a, index=X.index, dtype=object))
    elif isinstance(X, np.ndarray) and X.ndim == 2 and X.shape[1] == schema.n_features \
            and X.dtype.kind in "OUT":
        out = None
        for j, f in enumerate(schema.features):
            got = _read_text_values(X[:, j], *_feature_reading(f), always)
            if got is not None:
                if out is None:
                    out = X.astype(object)
                out[:, j] = got
        X = X if out is None else out
    return X, _labels_by_text(schema, y, always)


def _feature_reading(f):
    """(reader, missing markers) of one feature: the declared values' text reader (categorical
    and ordinal features, their text forms distinct) and, where it allows missing values,
    pandas' markers that none of its declared values spells.  Public: the schema alone."""
    from ..schema import reads_declared_values
    from ..text_values import PANDAS_NA_MARKERS

    declared = list(f.categories) if reads_declared_values(f) else []
    rd = _reader(declared) if declared else None
    missing = (set(PANDAS_NA_MARKERS) - {str(c) for c in declared}) if f.allow_missing else set()
    return rd, missing


def _reader(declared):
    """The reading of a column's values by the declared ones: where some are not text,
    :func:`~dpforest.text_values.text_reader` (a text gets the declared value it spells); where
    all are text, a :class:`_TextForms` (a number or boolean gets the declared text that is its
    own text form, ``1`` -> ``"1"``, as a CSV holds it: an integer column of codes declared
    ``"1"``, ``"2"`` matched none of them until one text record turned the column into text).
    None where two declared values share a text form."""
    from ..text_values import text_reader

    declared = list(declared)
    if len({str(c) for c in declared}) != len(declared):
        return None
    if all(isinstance(c, str) for c in declared):
        return _TextForms(declared)
    return text_reader(declared)


class _TextForms:
    """Reads a non-text value as the declared text that is its text form (``str``), any other
    value as given: for columns and labels whose declared values are all text."""

    def __init__(self, declared):
        self.texts = frozenset(declared)

    def __call__(self, v):
        if isinstance(v, str) or v is None:
            return v
        try:
            t = str(v)
        except Exception:       # noqa: BLE001  a value whose text fails: as given, left out
            return v
        return t if t in self.texts else v


def _is_text_type(dtype) -> bool:
    """A type that can hold text: numpy objects or strings, pandas' string and categorical
    types, Arrow types (public: the container's type)."""
    import pandas as pd

    return (isinstance(dtype, np.dtype) and dtype.kind in "OUT") or isinstance(
        dtype, (pd.StringDtype, pd.ArrowDtype, pd.CategoricalDtype))


def _read_text_values(values, rd, missing, always: bool = False):
    """An object array of ``values`` (a 1-d array, Series or Index) read by ``rd``
    (:func:`_reader`: a text by the declared value it spells, or, where all declared values are
    text, a number by its text form) and with each text in ``missing`` read as NaN; None where
    nothing is to be read.  Each distinct value of a column of one kind (pandas' string types,
    numpy strings or numbers) is read once: a million records of a few codes cost a few calls.
    ``always``: a text-capable column comes back as objects even where nothing was read."""
    import pandas as pd

    if rd is None and not missing:
        return None
    dt = values.dtype
    forms = isinstance(rd, _TextForms)
    text_type = _is_text_type(dt)
    if not text_type and not forms:
        return None

    def one(v):
        if isinstance(v, str):
            if v in missing:
                return np.nan
            return v if forms or rd is None else rd(v)
        return rd(v) if forms else v

    a = np.asarray(values, dtype=object)
    one_kind = not text_type or isinstance(dt, pd.StringDtype) or (
        isinstance(dt, np.dtype) and dt.kind in "UT") or (
        isinstance(dt, pd.ArrowDtype) and pd.api.types.is_string_dtype(dt))
    if one_kind:
        # every present value of one kind (all text, or all numbers / booleans): factorised,
        # which cannot merge 1 with True or "1"
        have = pd.Series(a).notna().to_numpy()
    else:
        # pd.NA is missing too (Dask's string columns hold it): the schema's own test of a
        # missing scalar, which tests it without its ambiguous ==
        from ..schema import _is_missing_scalar

        have = np.fromiter((isinstance(v, str) or (forms and not _is_missing_scalar(v))
                            for v in a), dtype=bool, count=len(a))
    if not have.any():
        return a if (always and text_type) or not text_type else None
    a = a.copy()
    if one_kind:
        codes, uniques = pd.factorize(a[have])
        read = np.empty(len(uniques), dtype=object)
        for i, u in enumerate(uniques):
            read[i] = one(u)
        a[have] = read[codes]
    else:
        a[have] = [one(v) for v in a[have]]
    return a


def _labels_by_text(schema, y, always: bool = False):
    """y with each text label that spells a declared non-text class read as that class
    (:func:`_declared_values_by_text`), in the container it came in."""
    import pandas as pd

    from ..schema import as_pandas

    if y is None:
        return y
    if not isinstance(y, (np.ndarray, pd.Series, pd.DataFrame, pd.Index, pd.Categorical,
                          list, tuple)):
        y = as_pandas(_without_int128(y), "y")
    rd = _reader(schema.classes)
    if rd is None:
        return y
    if isinstance(y, pd.Series):
        got = _read_text_values(y, rd, set(), always)
        return y if got is None else pd.Series(got, index=y.index, name=y.name, dtype=object)
    if isinstance(y, pd.DataFrame) and y.shape[1] == 1:
        got = _read_text_values(y.iloc[:, 0], rd, set(), always)
        return y if got is None else pd.DataFrame({y.columns[0]: got}, index=y.index, dtype=object)
    if isinstance(y, pd.Index):
        got = _read_text_values(y, rd, set(), always)
        return y if got is None else pd.Index(got, name=y.name, dtype=object)
    if isinstance(y, pd.Categorical):
        got = _read_text_values(pd.Series(y), rd, set(), always)
        return y if got is None else got
    if isinstance(y, np.ndarray) and (y.ndim == 1 or y.ndim == 2 and y.shape[1] == 1):
        got = _read_text_values(y.reshape(-1), rd, set(), always)
        return y if got is None else got.reshape(y.shape)
    return y


def _without_int128(v):
    """A polars frame's or Series' 128-bit integer columns as floats (others as given).  One
    whole number beyond 64 bits makes polars type its whole column Int128, which pandas has no
    type for, so the conversion was refused: one record refused the fit.  As floats the others
    keep their values (exact below 2^53, beyond any bound a schema declares for a count) and
    the one beyond 64 bits falls outside its bounds, left out on its own."""
    try:
        import polars as pl
    except ImportError:
        return v
    wide = tuple(t for t in (getattr(pl, "Int128", None), getattr(pl, "UInt128", None)) if t)
    if isinstance(v, pl.Series):
        return v.cast(pl.Float64) if v.dtype in wide else v
    if isinstance(v, pl.DataFrame):
        cols = [c for c, t in v.schema.items() if t in wide]
        return v.with_columns([pl.col(c).cast(pl.Float64) for c in cols]) if cols else v
    return v


def _pinned_types(X):
    """:func:`_without_complex_dtype`, and ordered pandas categoricals as unordered: one record
    with a category the others lack turns an ordered column into objects (``pd.concat``), which
    silenced the fit's notice about ordered categoricals -- under a pinned schema, whose
    declaration decides how a column splits, the notice is left out for every record alike."""
    import pandas as pd

    X = _without_complex_dtype(X)
    if isinstance(X, pd.DataFrame):
        ordered = [j for j, dt in enumerate(X.dtypes)
                   if isinstance(dt, pd.CategoricalDtype) and dt.ordered]
        if ordered:
            X = X.copy()
            for j in ordered:
                X.isetitem(j, X.iloc[:, j].cat.as_unordered())
        X = _object_columns_as_real(X)
    else:
        X = _object_array_as_real(X)
    return X


def _object_array_as_real(v):
    """``v``, an object array, with its complex values read by :func:`_complex_objects_as_real`
    (in its shape); anything else as given."""
    if isinstance(v, np.ndarray) and v.dtype.kind == "O":
        a = _complex_objects_as_real(v.reshape(-1))
        if a is not None:
            return a.reshape(v.shape)
    return v


def _object_columns_as_real(frame):
    """``frame`` with each object column's complex values read by
    :func:`_complex_objects_as_real` (a copy where any changed; by position: names may
    repeat)."""
    import pandas as pd

    objects = [j for j, dt in enumerate(frame.dtypes) if isinstance(dt, np.dtype) and dt.kind == "O"]
    read = {j: _complex_objects_as_real(frame.iloc[:, j].to_numpy()) for j in objects}
    read = {j: a for j, a in read.items() if a is not None}
    if read:
        frame = frame.copy()
        for j, a in read.items():
            frame.isetitem(j, pd.Series(a, index=frame.index, dtype=object))
    return frame


def _complex_objects_as_real(a: np.ndarray):
    """An object array with each complex value whose imaginary part is zero read as its real
    part (other values as given), or None where it holds none.  A frame's complex column as
    objects (``X.to_numpy()``, ``.values.tolist()`` of a frame one complex record made
    complex) holds every value as complex: read as complex, ``5+0j`` was non-numeric and every
    record was left out with the one whose imaginary part is not zero."""
    import pandas as pd

    from ..forests.base import _NO_COMPLEX_KINDS

    # pandas' kind of the whole column, read at C speed: a column of text or of real numbers
    # holds no complex value (the scan below took a third of a second a million records).
    # A complex NaN (nan+0j, 1+nanj) counts as missing there and is left as it is: pandas
    # reads it as missing either way, as it read the float NaN this scan made of nan+0j
    if pd.api.types.infer_dtype(a, skipna=True) in _NO_COMPLEX_KINDS:
        return None
    cx = np.fromiter((isinstance(v, (complex, np.complexfloating)) for v in a), dtype=bool,
                     count=len(a))
    if not cx.any():
        return None
    out = a.copy()
    for i in np.flatnonzero(cx):
        v = out[i]
        if v.imag == 0:
            out[i] = float(v.real)
    return out


def _without_complex_dtype(v):
    """``v`` with every complex-typed column (a pandas frame's or Series', a numpy array's) as
    objects, each value a real number where its imaginary part is zero and left complex (for the
    record's own judgement to leave out) where it is not.  One complex record promotes its whole
    column to complex (``pd.concat``, ``np.array``), which is then refused by its type, or
    judges every other record as complex: either way one record would decide the others'
    fate.  Other values and containers are returned as given."""
    import pandas as pd

    def real(a: np.ndarray) -> np.ndarray:
        out = a.astype(object)
        whole = a.imag == 0
        out[whole] = a.real[whole]
        return out

    if isinstance(v, pd.DataFrame):
        cols = [j for j, dt in enumerate(v.dtypes) if isinstance(dt, np.dtype) and dt.kind == "c"]
        if cols:
            v = v.copy()
            for j in cols:      # by position: column names may repeat
                v.isetitem(j, pd.Series(real(v.iloc[:, j].to_numpy()), index=v.index, dtype=object))
        return v
    if isinstance(v, pd.Series) and isinstance(v.dtype, np.dtype) and v.dtype.kind == "c":
        return pd.Series(real(v.to_numpy()), index=v.index, name=v.name, dtype=object)
    if isinstance(v, np.ndarray) and v.dtype.kind == "c":
        return real(v)
    return v


def _is_row(r, width: int) -> bool:
    """Whether one entry of a plain list of rows is a row of ``width`` values (a list, tuple or
    1-d array; not a dict, a scalar, another length or a ragged nesting)."""
    try:
        return isinstance(r, (list, tuple, np.ndarray)) and np.ndim(r) == 1 and len(r) == width
    except Exception:       # noqa: BLE001  a ragged row
        return False


def _label_column(y) -> np.ndarray:
    """The labels one object a row, read as the fit reads y: a one-column frame (pandas or
    polars) is its column, an (n, 1) array or list of one-element rows is flattened
    (scikit-learn's column vector); any other two-dimensional y is refused by its shape."""
    import pandas as pd

    from ..schema import as_pandas

    y = as_pandas(y)                # (plain lists were read entry by entry before)
    if isinstance(y, pd.DataFrame):
        if y.shape[1] != 1:
            raise ValueError("y must hold one label per row (a 1-d array or one column)")
        y = y.iloc[:, 0]
    if isinstance(y, pd.Series):
        return y.to_numpy(dtype=object)
    if isinstance(y, pd.Categorical) or isinstance(y, pd.Index):
        return np.asarray(y, dtype=object)
    try:
        arr = np.asarray(y, dtype=object)
    except ValueError:          # ragged rows: one object a row
        arr = np.empty(len(y), dtype=object)
        arr[:] = list(y)
    if arr.ndim == 2 and arr.shape[1] == 1:
        return arr.ravel()
    if arr.ndim != 1:
        raise ValueError("y must hold one label per row (a 1-d array or one column)")
    return arr


#: id types whose canonical form is always made (not made again for each id: a million
#: ids took 1.5 s more)
_PLAIN_IDS = frozenset({int, float, str, bytes, bool})


def _usable_ids(ids) -> np.ndarray:
    """Which person ids can key a person (present, hashable and with a canonical form,
    :func:`~dpforest.data._canonical_id`, which the per-person bound and the group split key
    them by), each on its own."""
    import pandas as pd

    from ..data import _canonical_id
    from ..schema import _hashable

    vals = ids.to_numpy(dtype=object) if isinstance(ids, pd.Series) else list(ids)
    out = np.zeros(len(vals), dtype=bool)
    for i, v in enumerate(vals):
        try:
            if not _hashable(v):
                continue
            if type(v) not in _PLAIN_IDS:
                # (an id whose repr raises has none: kept, it refused the whole release later)
                _canonical_id(v)
        except Exception:       # noqa: BLE001  an id whose hash or form fails: left out
            continue
        try:
            out[i] = not bool(pd.isna(v))
        except (TypeError, ValueError):
            out[i] = True
    return out


def _unit_weights(weights) -> np.ndarray:
    """Which per-record weights are exactly 1 (a number equal to one), each on its own: the
    only weight a fit takes, so under a pinned budget a record with another weight (or one that
    is not a number) is left out, like a value outside the schema, instead of refusing the fit
    on a fact about that record."""
    import pandas as pd

    # a list's entries as they are (a nested entry is one record's, and not a number)
    vals = weights.to_numpy(dtype=object) if isinstance(weights, (pd.Series, pd.Index)) \
        else list(weights) if isinstance(weights, (list, tuple)) \
        else np.asarray(weights, dtype=object).ravel()
    out = np.zeros(len(vals), dtype=bool)
    for i, v in enumerate(vals):
        if isinstance(v, (bool, np.bool_, str, bytes)):
            continue
        try:
            out[i] = bool(float(v) == 1.0)
        except Exception:       # noqa: BLE001  not a number: left out
            continue
    return out


def _usable_param_rows(params: dict, n: int) -> np.ndarray:
    """The rows whose per-row fit parameters a fit can take (a present, hashable group id; a
    weight of exactly 1), each decided on its own: a pinned budget leaves the others out rather
    than letting one record's id or weight refuse the fit.  Lengths are checked first (two
    lengths the caller gave, refused by name)."""
    keep = np.ones(n, dtype=bool)
    for k, v in params.items():
        if not _per_row(v):
            continue
        if len(v) != n:
            raise ValueError(f"{k} must have one value per row of X")
        if k == "groups":
            keep &= _usable_ids(v)
        elif k == "sample_weight":
            keep &= _unit_weights(v)
    return keep


def _per_row_params(params: dict, keep: np.ndarray) -> dict:
    """Fit parameters with one value per record (sample_weight, groups) cut to the kept rows.
    One of another length than X is refused here, by name (two lengths the caller gave): left
    for the fit, its refusal would compare it with the number of rows kept."""
    out = {}
    n = len(keep)
    for k, v in params.items():
        if _per_row(v):
            if len(v) != n:
                raise ValueError(f"{k} must have one value per row of X")
            out[k] = _kept_rows(v, keep)      # with the kept rows' fresh index
        else:
            out[k] = v
    return out


def _check_id_indexes(X, align: str = "", *, by_identity: bool = False, **ids) -> None:
    """Refuse an id Series (``groups=``, ``person=``) whose index is not X's: matched by
    position it would give rows to the wrong ids.  ``align`` adds to the advice.

    Outside a budget (the selector, :func:`~dpforest.contributions.fit_per_person`: the caller
    may see the records) the indexes' labels are compared.  ``by_identity`` (a budget's pinned
    fits and its evaluations) decides by the objects alone -- a Series on another index object
    than X's is refused, the same on every neighbouring data set: an index can hold the
    records' ids, and the label comparison told a test frame indexed by ids 0..n-1, beside ids
    in a Series on the default index, from the same frame with one record of id 999 more, at
    no ε.  Not ``Index.is_`` either: pandas hands back a view of an index only where a step
    changed nothing (a sort of rows already in order), so a view told whether one record was
    in order (a review).  Nor is such a Series paired by position unchecked: a misaligned one
    would give rows to the wrong people and void the per-person bound."""
    import pandas as pd

    frame = isinstance(X, pd.DataFrame)
    for name, v in ids.items():
        if not isinstance(v, pd.Series) or not (frame or by_identity):
            continue                # (nothing converted: no input refuses a release)
        if by_identity and not (frame and v.index is X.index):
            # X of another kind (polars, pyarrow, numpy) has no index object a Series could
            # share: refused by its form too.  Left to the later per-row check, its labels were
            # compared with the converted frame's fresh positions (0..n-1), which a Series
            # indexed by ids passed or not as the ids ran (an audit)
            column = (f"X's own id column by name ({name}='pid'), "
                      if frame and name == "person" else "")
            raise ValueError(
                f"{name} is a pandas Series "
                + ("on another index object than X's" if frame else
                   "beside an X that is not a pandas DataFrame")
                + f": under a privacy budget a Series of ids is neither matched to X's rows by "
                f"its index labels (an index can hold the records' ids, and whether two indexes "
                f"agree would tell of them at no epsilon) nor paired by position unchecked (ids "
                f"given to the wrong rows would void a per-person bound); pass {column}the ids "
                f"as an array in X's row order ({name}.to_numpy(), once you have checked it is "
                f"aligned with X)"
                + (", or a Series on X's own index (pd.Series(ids, index=X.index))"
                   if frame else ""))
        if not by_identity and not v.index.equals(X.index):
            raise ValueError(f"{name} is a Series whose index is not X's: its ids would be "
                             f"matched to rows by position; align it ({name}.loc[X.index]){align}")


def _per_row(v) -> bool:
    """Whether a fit parameter holds one value per row (a sequence; not None, a text, a
    mapping, a single number or a 0-d array)."""
    return not (v is None or isinstance(v, (str, bytes, dict)) or not hasattr(v, "__len__")
                or (isinstance(v, np.ndarray) and v.ndim == 0))


def _check_row_args(X, named: dict) -> None:
    """Refuse per-row arguments (``person``, ``groups``, ``sample_weight``) whose form does not
    match X, before any record is judged: another length, more than one dimension, or a pandas
    Series of ids indexed otherwise than X.  All of these are facts about what the caller
    passed; checked after the records were filtered, the refusal would depend on which records
    were kept (a mismatch at a dropped row passes), and numpy's broadcast error quoted the
    number of records.  No message quotes a number or a value."""
    import pandas as pd

    from ..schema import as_pandas

    Xv = X if isinstance(X, (list, tuple)) else as_pandas(X)
    n = len(Xv)
    for name, v in named.items():
        if not _per_row(v):
            continue                    # a column name, a single weight: judged elsewhere
        # only a container that declares its shape is refused by it: in a plain list each
        # entry is one record's (a nested entry is left out with its record)
        if isinstance(v, (np.ndarray, pd.DataFrame)) and v.ndim != 1:
            raise ValueError(f"{name} must be 1-d, one value per row of X")
        if len(v) != n:
            raise ValueError(f"{name} must have one value per row of X")
        if name != "sample_weight" and isinstance(v, pd.Series) and \
                isinstance(Xv, pd.DataFrame) and not v.index.equals(Xv.index):
            raise ValueError(f"{name} is a Series whose index is not X's: its ids would be "
                             f"matched to rows by position; align it ({name}.loc[X.index])")


def _kept(schema, X, y, person=None, params=None, read: bool = True) -> np.ndarray:
    """The records to keep: those that fit ``schema`` (:func:`_valid_records`) and, with
    ``person`` (X's id column or one id per row), have a usable person id, and with ``params``
    (a fit's keyword arguments) a usable group id and a weight of 1 (a row without them is left
    out too: refusing would answer a question about that record for free).  The form of the
    per-row arguments is judged first (:func:`_check_row_args`)."""
    params = params or {}
    _check_row_args(X, {"person": person,
                        **{k: params.get(k) for k in ("groups", "sample_weight")}})
    if isinstance(person, str) and not hasattr(X, "columns"):
        raise TypeError("person names a column of X: give X as a DataFrame, or person as one "
                        "id per row")
    keep = _valid_records(schema, X, y, drop_column=person if isinstance(person, str) else None,
                          read=read)
    if person is not None:
        keep &= _usable_ids(_person_column(X, person))
    return keep & _usable_param_rows(params, len(keep))


def _filtered(schema, X, y, person=None, params=None, conform=False):
    """(X, y, keep) for a budgeted fit or evaluation: plain lists read entry by entry
    (:func:`_canonical_lists`, which the kept rows are then taken from, so the fit reads them
    as they were judged) and the records to keep (:func:`_kept`).  ``conform``: each record
    first read as a fitted model reads new records (:meth:`~dpforest.schema.Schema.conform`,
    record by record, never refusing): numbers beyond a bound at the bound, values outside a
    declared set missing where the feature allows missing values."""
    X, y, shaped = _canonical_lists(schema, X, y)
    if conform:
        X = schema._conformed(X, warn=False, strict=False)
    keep = _kept(schema, X, y, person, params, read=False)
    # (a misshapen row is a row of None in X now, which a schema allowing missing values
    # would accept: left out here)
    return X, y, keep if shaped is None else keep & shaped


def _person_column(X, person):
    """The person ids: X's column named ``person``, or ``person`` itself (one id per row)."""
    if isinstance(person, str):
        from ..schema import as_pandas

        return as_pandas(X)[person]
    return person


def _rows(X, keep: np.ndarray):
    """The rows ``keep`` of X or y, of the same kind (a frame keeps its index)."""
    import pandas as pd

    if isinstance(X, (pd.DataFrame, pd.Series)):
        return X.iloc[np.flatnonzero(keep)]
    if isinstance(X, np.ndarray):
        return X[keep]
    if isinstance(X, (list, tuple)):
        # by position, never converted whole (a list whose first entry is a dict is refused by
        # as_pandas: one record's value would decide it)
        return [r for r, k in zip(X, keep) if k]
    from ..schema import as_pandas

    conv = as_pandas(X)
    if isinstance(conv, (pd.DataFrame, pd.Series)):
        return conv.iloc[np.flatnonzero(keep)]
    return [r for r, k in zip(X, keep) if k]


def _kept_rows(X, keep: np.ndarray):
    """:func:`_rows`, a frame's or Series' index then reset to 0 .. k-1: the kept rows handed
    on to a fit or an evaluation, whose pairing checks must not see which rows were left out
    (the caller's own X and y are checked before the filter)."""
    import pandas as pd

    out = _rows(X, keep)
    return out.reset_index(drop=True) if isinstance(out, (pd.DataFrame, pd.Series)) else out


def _read_partition(part, schema, labels: bool = False):
    """One Dask partition of X (or, with ``labels``, of y) read as
    :func:`_declared_values_by_text` reads a frame (:func:`_labels_by_text` labels), every
    text-capable column as objects, after Dask's string conversion is undone."""
    from ..dask_data import _undo_string_conversion

    if labels:
        return _labels_by_text(schema, _undo_string_conversion(schema, None, part)[1], always=True)
    part = _undo_string_conversion(schema, part, None)[0]
    return _declared_values_by_text(schema, part, None, always=True)[0]


def _partition_mask(X_part, y_part, schema):
    """Which of one partition's records fit ``schema`` (:func:`_valid_records` on that partition
    alone: each record decided on its own), judged as the Dask door reads them (text that
    Dask's string conversion made of declared non-text categories and classes matched by its
    text again); a boolean Series on the partition's index."""
    import pandas as pd

    from ..dask_data import _undo_string_conversion

    Xj, yj = _undo_string_conversion(schema, X_part, y_part)
    return pd.Series(_valid_records(schema, Xj, yj), index=X_part.index, dtype=bool)


def _masked(part, mask):
    """The rows of ``part`` its partition's ``mask`` keeps (paired by position)."""
    return _rows(part, mask.to_numpy())


def _reads_as_text(dtype) -> bool:
    """Whether a ``dtype=`` given to ``dd.read_csv`` reads a column as text (objects or a
    string dtype), so that each value reaches the filter as it is written."""
    import pandas as pd

    try:
        dt = pd.api.types.pandas_dtype(dtype)
    except (TypeError, ValueError):
        return False
    if isinstance(dt, pd.CategoricalDtype):
        return False            # (kind 'O' too, but each field is read as one of its categories)
    if isinstance(dt, pd.ArrowDtype):
        import pyarrow as pa

        return pa.types.is_string(dt.pyarrow_dtype) or pa.types.is_large_string(dt.pyarrow_dtype)
    return dt == object or dt.kind == "U" or isinstance(dt, pd.StringDtype)


def _csv_reader_arguments(*collections):
    """The keyword arguments of every ``dd.read_csv`` / ``read_table`` / ``read_fwf`` reader in
    the collections' graphs (``full_columns`` and the reader's ``kwargs``).  Reads the graph's
    structure only, never a value (the arguments also hold the file's first rows, which are not
    looked at); a graph of another shape (another Dask release) yields nothing."""
    def nodes(expr):
        # every expression below ``expr``, into the ones an optimised graph fuses (whose
        # walk stops at the fused block)
        todo, seen = [expr], set()
        while todo:
            for node in todo.pop().walk():
                if id(node) in seen:
                    continue
                seen.add(id(node))
                yield node
                try:
                    todo.extend(node.operand("exprs"))
                except Exception:           # noqa: BLE001  not a fused block
                    pass

    for c in collections:
        try:
            found = list(nodes(c.expr))
        except Exception:                   # noqa: BLE001  no expression graph to read
            continue
        for node in found:
            try:
                func = node.operand("func")
            except Exception:               # noqa: BLE001  a node without a reader
                continue
            kw = getattr(func, "keywords", None)
            if getattr(getattr(func, "func", None), "__name__", "") != "_read_csv" or \
                    not isinstance(kw, dict) or "full_columns" not in kw:
                continue
            yield kw


def _csv_read_with_guessed_types(*collections, readers=None) -> bool:
    """Whether a Dask collection's graph reads a text file (``dd.read_csv``, ``read_table``,
    ``read_fwf``) with some column read as other than text: its dtype guessed by Dask from the
    file's first block, or declared numeric or boolean.  Dask then casts each block to those
    types, so one record can change how the other records of its block are read (a "maybe" in
    a column guessed boolean turned the block's every "False" into True) or fail the whole
    read.  Reads the graph's structure and the caller's ``dtype=`` only
    (:func:`_csv_reader_arguments`, or ``readers``: its output, walked once by the caller)."""
    for kw in _csv_reader_arguments(*collections) if readers is None else readers:
        dtype = (kw.get("kwargs") or {}).get("dtype")
        if isinstance(dtype, dict):
            if not all(col in dtype and _reads_as_text(dtype[col]) for col in kw["full_columns"]):
                return True
        elif dtype is None or not _reads_as_text(dtype):
            return True
    return False


def _csv_marks_ignored(*collections, readers=None) -> dict:
    """The number marks (``decimal`` other than ".", ``thousands``) a text read of a CSV file
    was given, by name: pandas ignores them for columns read as text, so a number written with
    them would reach the filter as a text that is no number and its record would be left out
    (every record, for a column written so throughout).  The caller's arguments only."""
    marks = {}
    for kw in _csv_reader_arguments(*collections) if readers is None else readers:
        args = kw.get("kwargs") or {}
        if args.get("decimal", ".") not in (".", b"."):
            marks["decimal"] = args["decimal"]
        if args.get("thousands") is not None:
            marks["thousands"] = args["thousands"]
    return marks


def _mark_rewrite(marks: dict) -> str:
    """The per-value rewrite, as text, that reads numbers written with ``marks`` as pandas'
    ``read_csv(decimal=..., thousands=...)`` would: the thousands mark removed, then the decimal
    mark made a point."""
    steps = []
    if marks.get("thousands") is not None:
        steps.append(f".str.replace({marks['thousands']!r}, '', regex=False)")
    if marks.get("decimal", ".") != ".":
        steps.append(f".str.replace({marks['decimal']!r}, '.', regex=False)")
    return "ddf[c] = ddf[c]" + "".join(steps)


def _dask_rows(schema, X, y):
    """X and y (Dask collections, paired by position within each partition, as the Dask door
    pairs them) without the records that do not fit ``schema``: lazily, partition by
    partition, each record judged on its own, so what is left out says nothing and refuses
    nothing."""
    import dask.dataframe as dd

    if not isinstance(y, (dd.Series, dd.DataFrame)) or not isinstance(X, dd.DataFrame):
        # public: the collections' kinds (a Dask Array y has no rows to leave out by label)
        raise TypeError("a pinned budget's Dask fit takes a Dask DataFrame X and its label "
                        "column as a Dask Series y (df.drop(columns=[label]), df[label])")
    from ..dask_data import _refuse_separate_text_reads, known_npartitions, refuse_unordered_steps

    # from the expressions alone: a sort's partition count below runs the analyst's graph,
    # whose failing or not (a map_partitions that raises on a record) was answered at no ε
    refuse_unordered_steps(X=X, y=y)
    nx, ny = known_npartitions(X), known_npartitions(y)
    if nx is None or ny is None:
        # public: whether Dask must compute to count the partitions (a repartition by size)
        raise ValueError("a pinned budget's Dask fit takes collections whose partitions Dask "
                         "counts without reading them: this one's count takes a computation "
                         "(a repartition by partition_size, a sort), which could turn on a "
                         "record before the budget books the fit.  Persist the frame first "
                         "(df = df.persist()), or repartition it by npartitions=")
    if nx != ny:
        # public: the collections' layout, not their records
        raise ValueError("X and y must be Dask collections with the same number of partitions "
                         "(from one frame: df.drop(columns=[label]), df[label])")

    # public: which reads the expressions share (two text files' partitions are cut by their
    # bytes, so whether their rows paired up told of one record's length, after ε was booked;
    # collections persisted apart no longer show where they were read)
    _refuse_separate_text_reads(X, y, pinned=True)
    # the graphs' readers, walked once for both checks below
    readers = list(_csv_reader_arguments(X, y))
    if _csv_read_with_guessed_types(readers=readers):
        # public: the graph's structure and the caller's dtype= argument
        raise ValueError("a pinned budget reads a CSV file through Dask only as text: pass "
                         "dtype=object to dd.read_csv (each value is then read as the schema "
                         "declares it, on its own); with a dtype Dask guessed from the file's "
                         "first block, or a numeric or boolean one, one record can change how "
                         "the other records of its block are read, or fail the whole read")
    marks = _csv_marks_ignored(readers=readers)
    if marks:
        # public: the caller's own arguments
        given = " and ".join(f"{k}={v!r}" for k, v in sorted(marks.items()))
        raise ValueError(f"dd.read_csv ignores {given} for columns read as text (dtype=object, "
                         f"as a pinned budget needs), so a number written with those marks "
                         f"would be no number and its record left out: leave them out of "
                         f"dd.read_csv and rewrite each numeric column c per value, as text: "
                         f"{_mark_rewrite(marks)} (docs/dask.md)")
    # complex and ordered categorical columns as the in-memory filter leaves them
    # (:func:`_pinned_types`): their types are one record's to change, so the door's checks of
    # the collection's dtypes must not see them
    X = X.map_partitions(_pinned_types, meta=_pinned_types(X._meta))
    # ... and their text read as the in-memory filter reads it (:func:`_declared_values_by_text`),
    # into the partitions the fit then reads, so that it reads the kept rows as they were
    # judged: a kept "True" left as text failed the whole fit.  Every text-capable column comes
    # back as objects, so each partition's types are the collection's meta's.
    X = X.map_partitions(_read_partition, schema, meta=_read_partition(X._meta, schema))
    y = y.map_partitions(_read_partition, schema, True,
                         meta=_read_partition(y._meta, schema, True))
    # one mask task per partition, shared by X's and y's rows (computed once when the door
    # computes both)
    mask = dd.map_partitions(_partition_mask, X, y, schema, align_dataframes=False,
                             meta=("keep", bool))
    return (dd.map_partitions(_masked, X, mask, align_dataframes=False, meta=X._meta),
            dd.map_partitions(_masked, y, mask, align_dataframes=False, meta=y._meta))

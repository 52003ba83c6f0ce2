"""A budget that pins the schema lets no record's value refuse a release.  With conform (the
default ``out_of_domain='conform'`` of ``budget.evaluate``, ``budget.fit(..., conform=True)``)
one odd cell -- a 0-d numpy array, numpy's masked constant, a structured scalar, an object
whose hash raises -- made pandas fail the whole frame's conforming, and the call was refused
with nothing booked: a free, exact answer about that record.  Likewise a person id whose repr
raises refused ``fit_per_person`` and ``evaluate(person=...)``."""

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.evaluation import private_confusion_matrix

from conftest import make_mixed


class BadHash:
    """A value whose hash raises (pandas' reading of a column hashes it)."""

    def __hash__(self):
        raise RuntimeError("hash")

    def __eq__(self, other):
        return False


class BadRepr:
    """A hashable id whose repr raises (the per-person key is made from it)."""

    def __hash__(self):
        return 1

    def __eq__(self, other):
        return self is other

    def __repr__(self):
        raise RuntimeError("repr")


class BadCompare(float):
    """A number whose comparisons raise (pandas' missing-value test compares it with itself):
    in a categorical column its exception refused a pinned fit with its own message."""

    def __ne__(self, other):
        raise RuntimeError("ne")

    def __eq__(self, other):
        raise RuntimeError("eq")

    __hash__ = float.__hash__


ODD = {"0-d array": lambda: np.array(5.0), "masked": lambda: np.ma.masked,
       "void": lambda: np.void(b"ab"), "hash raises": BadHash,
       "comparison raises": lambda: BadCompare(2.0)}
CELLS = [("income", name) for name in ODD if name != "comparison raises"] + [
    ("color", "hash raises"), ("color", "comparison raises")]


@pytest.fixture(scope="module")
def data():
    X, y, schema = make_mixed(120, seed=1)
    model = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    return X.astype(object), y, schema, model


def _plus(X, y, column, value):
    """X and y with one more ordinary record whose ``column`` holds ``value``."""
    row = pd.DataFrame([dict(age=40.0, income=50.0, color="red", flag=True)], dtype=object)
    X1 = pd.concat([X, row], ignore_index=True)
    X1.at[len(X1) - 1, column] = value
    return X1, pd.concat([y, pd.Series(["red"], name=y.name)], ignore_index=True)


def _booked(schema, call, X, y):
    """The statuses a pinned budget books for ``call(budget, X, y)``, or the refusal's type."""
    budget = d.PrivacyBudget(total=None, schema=schema)
    try:
        call(budget, X, y)
    except Exception as e:      # noqa: BLE001  the refusal itself is the finding
        return type(e).__name__
    return [r["status"] for r in budget.releases]


def _evaluate(model):
    return lambda b, X, y: b.evaluate(private_confusion_matrix, model, X, y, epsilon=1.0)


def _fit_conformed(schema):
    return lambda b, X, y: b.fit(d.DPForestClassifier(1.0, schema, random_state=0,
                                                      progress=False), X, y, conform=True)


@pytest.mark.parametrize("column, odd", CELLS)
@pytest.mark.parametrize("how", ["evaluate", "fit conform=True"])
def test_an_odd_cell_never_refuses_a_conformed_pinned_release(data, column, odd, how):
    X, y, schema, model = data
    call = _evaluate(model) if how == "evaluate" else _fit_conformed(schema)
    plain = _booked(schema, call, *_plus(X, y, column, 50.0 if column == "income" else "red"))
    with_odd = _booked(schema, call, *_plus(X, y, column, ODD[odd]()))
    assert plain == with_odd == ["released"]


@pytest.mark.parametrize("column, odd", CELLS)
def test_the_odd_record_is_left_out_and_the_others_read_as_without_it(data, column, odd):
    """Conformed a part at a time, every other record reads as in one pass; the odd one is left
    as given, and the per-record judgement leaves it out."""
    from dpforest.privacy.record_filter import _filtered

    X, y, schema, _ = data
    X1, y1 = _plus(X, y, column, ODD[odd]())
    X1.at[0, "age"] = 1e6                                # beyond the bounds: clipped
    ref = X1.iloc[:-1].reset_index(drop=True)
    Xr, _, keep_r = _filtered(schema, ref, y1.iloc[:-1], conform=True)
    Xc, _, keep = _filtered(schema, X1, y1, conform=True)
    assert not keep[-1] and (keep[:-1] == keep_r).all()
    assert Xc.iloc[0]["age"] == 100
    pd.testing.assert_frame_equal(Xc.iloc[:-1].astype(object), Xr.astype(object))


def test_a_plain_list_with_an_odd_cell_is_conformed_too(data):
    X, y, schema, _ = data
    X1, y1 = _plus(X, y, "income", np.array(5.0))
    rows = [list(r) for r in X1.itertuples(index=False)]
    got = _booked(schema, _fit_conformed(schema), rows, list(y1))
    assert got == ["released"]


def test_conform_outside_a_budget_still_refuses_by_name(data):
    """Only the budget's conforming (strict=False) goes part by part: a wrong layout is still
    refused, by name, and public conform keeps its behaviour."""
    X, y, schema, _ = data
    with pytest.raises(d.SchemaError, match="lacks schema columns"):
        schema._conformed(X.drop(columns=["age"]), warn=False, strict=False)


@pytest.mark.parametrize("how", ["fit_per_person", "evaluate person="])
def test_a_person_id_without_a_canonical_form_is_left_out(data, how):
    X, y, schema, model = data
    values = np.arange(len(X)).astype(object)
    values[-1] = BadRepr()
    # on X's own index object, as a budget needs a Series of ids (setting a value of a Series
    # gives it an index object of its own under pandas' copy-on-write)
    ids = pd.Series(values, index=X.index)
    if how == "fit_per_person":
        call = lambda b: b.fit_per_person(  # noqa: E731
            d.DPForestClassifier(1.0, schema, random_state=0, progress=False), X, y,
            person=ids, max_rows=1, person_epsilon=1.0)
    else:
        call = lambda b: b.evaluate(private_confusion_matrix, model, X, y,  # noqa: E731
                                    epsilon=1.0, person=ids, max_rows=1)
    budget = d.PrivacyBudget(total=None, schema=schema, unit="record")
    call(budget)
    assert [r["status"] for r in budget.releases] == ["released"]


def test_usable_ids_leave_out_an_id_whose_form_fails():
    from dpforest.privacy.record_filter import _usable_ids

    ids = pd.Series([1, "a", (2, 3), BadRepr(), (4, BadRepr()), None], dtype=object)
    assert _usable_ids(ids).tolist() == [True, True, True, False, False, False]


def test_an_unpinned_per_person_bound_refuses_such_an_id_without_its_message(data):
    from dpforest.contributions import bound_rows_per_person

    X, y, _, _ = data
    ids = np.arange(len(X)).astype(object)
    ids[-1] = BadRepr()
    with pytest.raises(ValueError, match="person's ids must be") as info:
        bound_rows_per_person(X, y, ids, max_rows=1)
    assert info.value.__cause__ is None and "repr" not in str(info.value)


@pytest.mark.parametrize("kind", ["int array", "int series", "float with nan", "str dtype",
                                  "string dtype", "bool", "signed zero", "column vector",
                                  "one-column frame", "long double"])
def test_labels_of_one_type_get_the_verdict_of_the_record_loop(kind, monkeypatch):
    """A pinned budget judges each record's label on its own.  Labels of one type (numbers,
    booleans, a pandas text column) are now judged once per distinct value, not in a loop over
    records (2 of a pinned fit's 4 seconds on a million records): every record must get the
    verdict the loop gives it, undeclared labels, missing ones and -0.0 included."""
    from dpforest.privacy import record_filter

    rng = np.random.default_rng(1)
    n = 600
    ints = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1, 2])
    texts = d.Schema([d.Numeric("a", 0, 1)], classes=["no", "yes"])
    words = rng.choice(["no", "yes", "maybe", None], n)
    schema, y = {
        "int array": (ints, rng.integers(-1, 5, n)),
        "int series": (ints, pd.Series(rng.integers(0, 4, n))),
        "float with nan": (ints, rng.choice([0.0, 1.0, 2.0, 2.5, np.nan], n)),
        "str dtype": (texts, pd.Series(words, dtype="str")),
        "string dtype": (texts, pd.Series(words, dtype="string")),
        "bool": (d.Schema([d.Numeric("a", 0, 1)], classes=[False, True]),
                 rng.choice([True, False], n)),
        "signed zero": (d.Schema([d.Numeric("a", 0, 1)], classes=[0.0, 1.5]),
                        rng.choice([1.5, -0.0, 0.5, np.nan], n)),
        "column vector": (ints, rng.integers(0, 4, (n, 1))),
        "one-column frame": (ints, pd.DataFrame({"y": rng.integers(0, 4, n)})),
        # factorize rounds long doubles to float64: 1 + 2^-60 would merge with 1
        "long double": (ints, rng.choice(np.array([1 + 2.0 ** -60, 1, 2, 7], dtype=np.longdouble),
                                         n)),
    }[kind]
    X = pd.DataFrame({"a": rng.random(n)})
    fast = record_filter._valid_records(schema, X, y)
    assert (record_filter._one_type_label_verdicts(y, lambda v: True) is None) == \
        (kind == "long double" and np.dtype(np.longdouble).itemsize > 8)
    monkeypatch.setattr(record_filter, "_one_type_label_verdicts", lambda y, label_ok: None)
    loop = record_filter._valid_records(schema, X, y)
    np.testing.assert_array_equal(fast, loop)
    assert 0 < fast.sum() < n or kind == "bool"


def test_training_records_evaluated_after_a_pinned_fit_are_told_so():
    """A pinned budget fits on the kept rows' copies, so a later evaluation, score or
    budget.evaluate of the very X and y it was given was not told they are the training
    records (a plain fit's model is): the caller's own objects are remembered now; copies
    of them are new records to this check, as before."""
    from dpforest.exceptions import EvaluationWarning

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.random(800)})
    y = pd.Series(np.where(X["a"] > 0.5, "y", "n"))
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["n", "y"])
    budget = d.PrivacyBudget(total=3, schema=s)
    with pytest.warns(d.InputWarning):                 # the pin's own fixed notice
        m = budget.fit(d.DPForestClassifier(1.0, s, progress=False), X, y)
    for call in (lambda: private_confusion_matrix(m, X, y, epsilon=0.2),
                 lambda: m.score(X, y),
                 lambda: budget.evaluate(private_confusion_matrix, m, X, y, epsilon=0.2)):
        with pytest.warns(EvaluationWarning, match="fitted on"):
            call()
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error", EvaluationWarning)
        budget.evaluate(private_confusion_matrix, m, X.copy(), y.copy(), epsilon=0.2)

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
    ids = pd.Series(person, dtype=object, index=X.index)
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


def test_an_estimators_own_epsilon_replaced_by_the_row_epsilon_is_said():
    import warnings

    from dpforest.contributions import fit_per_person

    X, y, person, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    m = d.DPForestClassifier(5.0, s, progress=False)
    with pytest.warns(UserWarning, match="its own epsilon=5.0 is not used"):
        fit_per_person(m, X[["age"]], y, person=X["pid"], max_rows=2, person_epsilon=1.0)
    assert m.epsilon == pytest.approx(0.5)
    # the row epsilon already set: nothing to say about it (other notices, such as a small
    # budget's, depend on the fit's noise and are not this test's)
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        fit_per_person(m, X[["age"]], y, person=X["pid"], max_rows=2, person_epsilon=1.0)
    assert not [w for w in said if "is not used" in str(w.message)]


def test_a_declared_n_samples_under_fit_per_person_is_said():
    """The kept rows are drawn per person, so a size declared for the input misstates them
    (a walkthrough's 36,115 rows kept about 15,000 and the depth rule read 36,115)."""
    import warnings

    from dpforest.contributions import fit_per_person

    X, y, person, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    with pytest.warns(d.SettingsWarning, match=r"n_samples=\d+ \(declared public\) may be far"):
        fit_per_person(d.DPForestClassifier(0.5, s, n_samples=len(X), progress=False),
                       X[["age"]], y, person=X["pid"], max_rows=1, person_epsilon=0.5)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        fit_per_person(d.DPForestClassifier(0.5, s, progress=False), X[["age"]], y,
                       person=X["pid"], max_rows=1, person_epsilon=0.5)
    assert not [w for w in rec if "n_samples" in str(w.message)]


def test_slips_that_would_weaken_the_bound_are_refused():
    """A Series of ids in another order than X (matched by position, it gave one person's rows
    to others: 15 rows kept at max_rows=1), a Dask frame, a name that is no column, an unsized
    object.  Ids mixing numbers and text are not refused (whether a fit runs must not depend on
    how the records combine): each is read on its own."""
    X, y, person, _ = _visits()
    shuffled = X["pid"].sample(frac=1, random_state=0)
    with pytest.raises(ValueError, match="index is not X's"):
        bound_rows_per_person(X, y, shuffled, 1)
    Xk, _ = bound_rows_per_person(X, y, shuffled.loc[X.index], 1)        # aligned: fine
    assert Xk["pid"].value_counts().max() == 1
    one = X["pid"].astype(object)
    one.iloc[0] = str(one.iloc[0])                     # one record's spelling refuses nothing:
    kept_one = bound_rows_per_person(X, y, one, 1)[0]  # '17' is its own id, as the split reads it
    assert len(kept_one) == X["pid"].nunique() + (int((X["pid"] == X["pid"].iloc[0]).sum()) > 1)
    floats = X["pid"].astype(object)
    floats.iloc[::2] = floats.iloc[::2].astype(float)                 # 1 and 1.0: one person
    assert bound_rows_per_person(X, y, floats, 1)[0]["pid"].value_counts().max() == 1
    with pytest.raises(ValueError, match="names no column"):
        bound_rows_per_person(X, y, "patient", 1)
    with pytest.raises(TypeError, match="column name of X or one id per row"):
        bound_rows_per_person(X, y, 5, 1)
    dd = pytest.importorskip("dask.dataframe")
    with pytest.raises(TypeError, match="in memory"):
        bound_rows_per_person(dd.from_pandas(X, npartitions=2), y, person, 1)


def test_an_id_column_named_is_used_and_left_out():
    """person='pid' bounds by X's column and drops it, so no forest reads the ids as a feature
    (a categorical id column became one and its model file listed every id)."""
    X, y, _, rows = _visits()
    Xk, yk = bound_rows_per_person(X, y, "pid", 2)
    assert "pid" not in Xk.columns and len(Xk) == np.minimum(rows, 2).sum()
    assert "pid" in X.columns                                          # the input is untouched
    pl = pytest.importorskip("polars")
    Xp, _ = bound_rows_per_person(pl.from_pandas(X.reset_index(drop=True)), y.to_numpy(), "pid", 2)
    assert list(Xp.columns) == ["age"]


def test_row_epsilon_never_rounds_up():
    """k times the per-row ε never exceeds the person's ε (a float division landed one unit
    above for about a third of the pairs); a bound too large for any positive ε is refused."""
    from fractions import Fraction

    for eps in (0.1, 0.3, 0.7, 1.0, 1.1, 2.9, 5.0):
        for k in range(1, 60):
            r = row_epsilon(eps, k)
            assert Fraction(r) * k <= Fraction(eps) and r > 0
            assert Fraction(np.nextafter(r, np.inf)) * k > Fraction(eps)     # and no lower
    with pytest.raises(ValueError, match="no positive epsilon"):
        row_epsilon(1.0, 10 ** 400)
    # a bound that leaves less per row than the noise sampler supports: said with max_rows
    with pytest.raises(ValueError, match=r"max_rows=1000000000 leaves 1e-09 per row.*smallest"):
        row_epsilon(1.0, 10 ** 9)


def test_ids_of_any_hashable_kind_and_numpy_budgets():
    """Tuple ids are one id each (numpy made a 2-d array of them); unhashable ids are refused
    by kind; a numpy scalar budget divides like a float."""
    X = pd.DataFrame({"a": range(4)})
    Xk, _ = bound_rows_per_person(X, [0, 1, 0, 1], [(1, 2), (1, 2), (3, 4), (3, 4)], 1)
    assert len(Xk) == 2
    with pytest.raises(ValueError, match="must be hashable"):
        bound_rows_per_person(X, [0, 1, 0, 1], [[1], [1], [2], [2]], 1)
    assert row_epsilon(np.float32(1.0), 4) == 0.25


def test_a_list_of_rows_keeps_its_values_types():
    """np.asarray made mixed rows text ('0' for 0): the fit then refused the integer codes."""
    X = [[1.5, "a", 0], [2.5, "b", 1]] * 20
    Xk, yk = bound_rows_per_person(X, [0, 1] * 20, list(range(40)), 1)
    assert Xk.dtype == object and Xk[0, 2] == 0 and isinstance(Xk[0, 0], float)
    s = d.Schema([d.Numeric("x", 0, 5), d.Categorical("c", ["a", "b"]), d.Categorical("k", [0, 1])],
                 classes=[0, 1])
    d.DPForestClassifier(1.0, s, progress=False).fit(Xk, yk)


def test_fit_per_person_records_the_unit_and_a_plain_refit_drops_it(tmp_path):
    """fit_per_person bounds the rows, fits at the row ε and records the bound on the model
    (saved with it); a later plain fit is about rows again, and a refused fit changes nothing,
    its epsilon included."""
    from dpforest.contributions import fit_per_person, person_bound

    X, y, _, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    m = d.DPForestClassifier(5.0, s, random_state=0, progress=False)
    assert fit_per_person(m, X, y, person="pid", max_rows=4, person_epsilon=2.0) is m
    assert m.epsilon == 0.5 and m.ledger_.epsilon == pytest.approx(0.5)
    assert m.person_bound_ == {"column": "pid", "max_rows": 4, "person_epsilon": 2.0}
    assert list(m.feature_names_in_) == ["age"]          # the id column is no feature
    d.save_model(m, tmp_path / "m.json")
    loaded = d.load_model(tmp_path / "m.json")
    assert person_bound(loaded) == m.person_bound_
    m.fit(X[["age"]], y)
    assert not hasattr(m, "person_bound_") and person_bound(m) is None
    fit_per_person(m, X[["age"]], y, person=X["pid"].to_numpy(), max_rows=1, person_epsilon=1.0)
    assert m.person_bound_["column"] is None and m.ledger_.epsilon == pytest.approx(1.0)
    before = dict(m.__dict__)
    bad = pd.Series("unknown", index=y.index)      # every row: whichever rows are kept
    with pytest.raises(ValueError):
        fit_per_person(m, X, bad, person="pid", max_rows=2, person_epsilon=3.0)
    assert m.epsilon == before["epsilon"] and m.person_bound_ == before["person_bound_"]
    with pytest.raises(TypeError, match="dpforest estimator"):
        fit_per_person(object(), X, y, person="pid", max_rows=2, person_epsilon=1.0)
    with pytest.raises(ValueError, match="person='age' is a feature of the schema"):
        fit_per_person(m, X, y, person="age", max_rows=2, person_epsilon=1.0)


def _per_person_forest(max_rows, person_epsilon):
    """The visits, their one-column schema and a default forest fitted per person on them."""
    from dpforest.contributions import fit_per_person

    X, y, _, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    m = fit_per_person(d.DPForestClassifier(schema=s, random_state=0, progress=False), X, y,
                       person="pid", max_rows=max_rows, person_epsilon=person_epsilon)
    return X, y, s, m


def test_a_per_person_model_states_its_person_epsilon_where_a_reader_looks_first(tmp_path):
    """The ledger's repr and the charts' titles gave the per-row ε (0.5 for 2 per person at
    4 rows each): pasted into a report, a quarter of a person's loss.  They now state
    the guarantee per person beside it, also once the model is saved and loaded; a plain
    fit's say ε alone."""
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from dpforest import inspection

    X, y, s, m = _per_person_forest(max_rows=4, person_epsilon=2.0)
    d.save_model(m, tmp_path / "m.json")
    for model in (m, d.load_model(tmp_path / "m.json")):
        assert "epsilon=0.5 per kept row" in repr(model.ledger_)
        assert "(the guarantee: epsilon=2 per person)" in repr(model.ledger_)
        want = "ε = 2 per person (0.5 per kept row)"
        assert want in inspection.plot_tree(model).get_title()
        assert want in inspection.plot_importances(model).get_title()
    plain = d.DPForestClassifier(2.0, s, random_state=0, progress=False).fit(X[["age"]], y)
    assert "per kept row" not in repr(plain.ledger_) and "per person" not in repr(plain.ledger_)
    assert ", ε = 2: tree 0" in inspection.plot_tree(plain).get_title()
    matplotlib.pyplot.close("all")


def test_every_person_bounded_ledger_says_and_books_what_a_record_pays(tmp_path):
    """Four places read a ledger of ε per kept row as a per-record guarantee: a budget booked
    a per-person model's ledger at the row ε (its model at twice that, the per-record cost);
    a person-bounded evaluation's ledger reported "the guarantee ... for each record" at half
    the per-record figure; the ledger plot called its line "the guarantee" (for one fit of a
    search too); and a paper accounting's repr left the per-person wording out."""
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from dpforest.contributions import fit_per_person
    from dpforest.evaluation import private_confusion_matrix, private_roc
    from dpforest.privacy.ledger import Ledger

    X, y, s, m = _per_person_forest(max_rows=2, person_epsilon=1.0)
    budget = d.PrivacyBudget(10.0)
    assert budget.spend(m) == budget.spend(m.ledger_) == 1.0      # 2 x 0.5 per record
    X2, y2, _, _ = _visits(1)
    for release in (private_confusion_matrix(m, X2[["age"]], y2, epsilon=1.0,
                                             person=X2["pid"], max_rows=2),
                    private_roc(m, X2[["age"]], y2, epsilon=1.0, person=X2["pid"], max_rows=2)):
        assert release.ledger.epsilon == 0.5
        assert "per kept row" in release.ledger.report() and \
            "for each record (row)" not in release.ledger.report()
        assert budget.spend(release) == budget.spend(release.ledger) == 1.0
    title = m.ledger_.plot().get_title()
    assert "not the guarantee: 1 per person, 1 per record" in " ".join(title.split())
    one_fit = Ledger(1.0)
    one_fit.charge("split", 1.0)
    one_fit.fitted_in = "sklearn.model_selection"
    assert "NOT the guarantee" in one_fit.plot().get_title()
    plain = " ".join(Ledger(1.0).plot().get_title().split())
    assert "the composed epsilon, the guarantee" in plain and "NOT" not in plain
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        paper = fit_per_person(d.DPRFClassifier(schema=s, n_estimators=2, accounting="paper",
                                                random_state=0, progress=False),
                               X, y, person="pid", max_rows=2, person_epsilon=1.0)
    assert "per kept row" in repr(paper.ledger_) and "per person)" in repr(paper.ledger_)
    matplotlib.pyplot.close("all")


def test_fit_per_person_never_records_less_than_the_ledger_spends():
    """A paper accounting whose true ε exceeds its epsilon: the recorded guarantee per person
    is max_rows times the ledger's ε (with a warning), never the smaller person_epsilon."""
    from dpforest.contributions import fit_per_person

    X, y, _, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    m = d.OOBBudgetForestClassifier(1.0, s, n_estimators=3, accounting="paper",
                                    scouting="budget", random_state=0, progress=False)
    with pytest.warns(UserWarning, match="above person_epsilon=1") as rec:
        fit_per_person(m, X, y, person="pid", max_rows=2, person_epsilon=1.0)
    # the warnings point at this line, not at dpforest's own call of fit
    assert {r.filename for r in rec} == {__file__}
    assert m.ledger_.epsilon > 0.5
    assert m.person_bound_["person_epsilon"] == pytest.approx(2 * m.ledger_.epsilon)
    # that warning raised as an error: the estimator as it was, its epsilon included
    import warnings

    fresh = d.OOBBudgetForestClassifier(1.0, s, n_estimators=3, accounting="paper",
                                        scouting="budget", random_state=0, progress=False)
    with warnings.catch_warnings():
        # (only the warning meant: the paper-accounting notice of the fit stays a warning)
        warnings.filterwarnings("error", message=".*above person_epsilon")
        with pytest.raises(UserWarning, match="above person_epsilon"):
            fit_per_person(fresh, X, y, person="pid", max_rows=2, person_epsilon=1.0)
    assert fresh.epsilon == 1.0 and not hasattr(fresh, "ledger_") and not hasattr(fresh, "person_bound_")


def test_fit_per_person_with_a_selector_marks_the_chosen_model():
    from dpforest.contributions import fit_per_person

    X, y, _, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    sel = d.PrivateModelSelector([d.DPForestClassifier(1.0, s, progress=False),
                                  d.SNRForestClassifier(1.0, s, progress=False)],
                                 epsilon=1.0, schema=s, random_state=0)
    seen = {}
    fit = type(sel).fit

    def spy(self, X, y, sample_weight=None, groups=None):
        seen["groups"] = groups
        return fit(self, X, y, sample_weight=sample_weight, groups=groups)

    import unittest.mock
    with unittest.mock.patch.object(type(sel), "fit", spy):
        fit_per_person(sel, X, y, person="pid", max_rows=2, person_epsilon=2.0)
    # each person's kept rows in one part of the selection: the ids go along as groups
    groups = pd.Series(seen["groups"])
    assert len(groups) <= 2 * X["pid"].nunique() and groups.value_counts().max() <= 2
    assert sel.person_bound_ == sel.best_estimator_.person_bound_
    assert sel.best_estimator_.ledger_.epsilon == pytest.approx(1.0)
    sel.fit(X[["age"]], y)
    assert not hasattr(sel, "person_bound_")



def test_each_id_is_read_on_its_own_whatever_the_others():
    """Ids are keyed record by record, exactly and as == compares them: adding a person of
    another kind changes no other person's grouping (64-bit Decimal ids stay apart), ids equal
    under == are one person (2**53 + 1 as int and Decimal; 17 and 17+0j), '17' and 17 are two,
    and a huge integer id works beside text (no str() digit limit)."""
    from decimal import Decimal

    X = pd.DataFrame({"a": np.arange(20.0)})
    y = np.arange(20) % 2
    big = [Decimal(10 ** 20 + i // 2) for i in range(20)]            # 10 people, 2 rows each
    assert len(bound_rows_per_person(X, y, big, 1)[0]) == 10
    X1, y1 = pd.concat([X, pd.DataFrame({"a": [0.0]})], ignore_index=True), np.r_[y, 0]
    assert len(bound_rows_per_person(X1, y1, big + [7], 1)[0]) == 11  # one person added
    same = [2 ** 53 + 1] * 10 + [Decimal(2 ** 53 + 1)] * 10
    assert len(bound_rows_per_person(X, y, same, 3)[0]) == 3
    assert len(bound_rows_per_person(X, y, [17] * 10 + [17 + 0j] * 10, 3)[0]) == 3
    assert len(bound_rows_per_person(X, y, [17] * 10 + ["17"] * 10, 3)[0]) == 6
    huge = [10 ** 5000] * 10 + ["x"] * 10
    assert len(bound_rows_per_person(X, y, huge, 2)[0]) == 4



def test_ids_are_keyed_as_equal_ids_compare():
    """The id key (shared with the split's groups) agrees with == for the kinds the audits
    tried: time-zone-aware instants, numpy datetimes, long doubles, complex, frozensets,
    durations; a numpy datetime never merges with an integer; extreme values key at once."""
    import datetime
    import time
    from decimal import Decimal

    from dpforest.data import _canonical_id as key

    same = [(pd.Timestamp("2020-01-01 01:00", tz="Europe/Paris"), pd.Timestamp("2020-01-01", tz="UTC")),
            (pd.Timestamp("2020-01-01"), np.datetime64("2020-01-01T00:00:00.000000000")),
            (np.longdouble(17), 17), (complex(-0.0, 2), 2j), (frozenset({1}), frozenset({1.0})),
            (pd.Timedelta(5, "s"), datetime.timedelta(seconds=5)), (Decimal(2 ** 53 + 1), 2 ** 53 + 1)]
    for a, b in same:
        assert a == b and key(a) == key(b), (a, b)
    assert key(np.datetime64("2020-01-01T00:00:00.000000000")) != key(1577836800000000000)
    assert key(pd.Timestamp("2020-01-01")) != key(pd.Timestamp("2020-01-01", tz="UTC"))
    t = time.perf_counter()
    assert key(Decimal("1e999999999")) == key(Decimal("10e999999998"))
    assert time.perf_counter() - t < 1
    assert key(datetime.datetime(1, 1, 1)) != key(datetime.datetime(1, 1, 2))


def test_id_keys_of_extreme_times_and_decimals_never_raise_or_quote():
    """Times out of pandas' range or unit key as stored (the conversion's message would quote
    the value), one instant in two zones keys alike out of range too, Decimal zeros key as 0,
    complex long doubles as their parts, and a Decimal with many trailing zeros keys at once."""
    import datetime
    import time
    import zoneinfo
    from decimal import Decimal

    from dpforest.data import _canonical_id as key

    for v in (np.timedelta64(3, "Y"), np.timedelta64(10 ** 15, "D"), np.datetime64(-2 ** 62, "D"),
              np.timedelta64(5, "ps")):
        assert key(v)[0] in ("M8", "m8")
    a = datetime.datetime(3000, 1, 1, tzinfo=datetime.timezone.utc)
    assert key(a) == key(a.astimezone(zoneinfo.ZoneInfo("Europe/Paris")))
    assert key(Decimal("0E+5000")) == key(0) == key(Decimal("-0E+5000"))
    assert key(np.clongdouble(17)) == key(17)
    t = time.perf_counter()
    assert key(Decimal("1" + "0" * 100000 + "E+5000")) == key(Decimal("1E+105000"))
    assert time.perf_counter() - t < 1


def test_the_ledger_of_a_per_person_fit_words_its_epsilon_per_kept_row(tmp_path):
    """A per-person model's ledger is the noise's ε per kept row: its report must not call that
    the guarantee for each record, which is twice it (one more row can push out another kept
    row of its person) -- the statement a checker reads said both 0.5 and 1 per record.  A
    plain fit's report, and the saved and loaded model's, say what each is."""
    from dpforest.contributions import fit_per_person
    from dpforest.io import load_model, save_model

    X, y, _, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    m = fit_per_person(d.DPForestClassifier(schema=s, progress=False), X[["age", "pid"]], y,
                       person="pid", max_rows=2, person_epsilon=1.0)
    text = m.ledger_.report()
    assert "composed epsilon = 0.5 (budget 0.5) -- the noise's epsilon per kept row" in text
    assert "per record (a row added or removed) 1, twice this" in text
    assert "for each record (row)" not in text
    save_model(m, tmp_path / "m.json")
    assert load_model(tmp_path / "m.json").ledger_.report() == text
    # a ledger pickled before the flag existed (no such attribute) reads as rows
    import pickle

    old = pickle.loads(pickle.dumps(m.ledger_))
    del old.__dict__["per_kept_row"]
    assert "for each record (row)" in old.report()
    # the release statement says it in the same units, with the figure (its text printed the
    # field name epsilon_per_record where the number belonged)
    from dpforest.statement import release_statement, statement_markdown

    md = statement_markdown(release_statement(m))
    assert "one row added or removed: 1, twice the noise's epsilon per kept row" in md
    assert "epsilon_per_record" not in md and "epsilon\\_per\\_record" not in md
    assert "Composed epsilon (the most any one kept row paid): 0.5" in md
    plain = d.DPForestClassifier(0.5, s, progress=False).fit(X[["age"]], y)
    assert "the most any one record paid" in statement_markdown(release_statement(plain))
    # a paper accounting's infinite ledger, per person: the figure is "infinite" (formatting
    # the missing finite figure broke the statement and show --markdown)
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        inf = fit_per_person(d.RFDPOOBClassifier(schema=s, accounting="paper", n_estimators=3,
                                                 random_state=0, progress=False),
                             X[["age", "pid"]], y, person="pid", max_rows=2, person_epsilon=1.0)
    assert inf.ledger_.epsilon == float("inf")
    md = statement_markdown(release_statement(inf))
    assert "one row added or removed: infinite" in md
    # and every figure of it reads "infinite" where it was a blank cell
    assert "| epsilon per kept row (the noise's) | infinite |" in md
    assert "Composed epsilon (the most any one kept row paid): infinite" in md
    assert "the guarantee: pure epsilon-DP (delta = 0) for each record (row)" in plain.ledger_.report()
    save_model(plain, tmp_path / "p.json")
    assert "per kept row" not in load_model(tmp_path / "p.json").ledger_.report()


def test_fit_per_person_takes_a_pipeline_ending_in_a_dpforest_estimator():
    """A Pipeline (public transforms, then a dpforest forest) is bounded per person as the
    forest alone is: its last step gets the row ε and records the bound, which a per-person
    budget reads; the id column is left out before the steps see the rows.  It was refused
    ("fits a dpforest estimator ... got Pipeline"), so per-person privacy and a pipeline could
    not be combined."""
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    from dpforest.contributions import fit_per_person

    X, y, _, _ = _visits()
    s = d.Schema([d.Numeric("age2", 0, 200)], classes=["sick", "well"])
    seen = []

    def double(frame):
        seen.append(list(frame.columns))
        return pd.DataFrame({"age2": frame["age"] * 2}, index=frame.index)

    def pipe():
        return Pipeline([("double", FunctionTransformer(double)),
                         ("forest", d.DPForestClassifier(schema=s, progress=False))])

    p = fit_per_person(pipe(), X, y, person="pid", max_rows=2, person_epsilon=1.0)
    assert seen[0] == ["age"]                       # the id column never reaches a step
    assert p[-1].person_bound_ == {"column": "pid", "max_rows": 2, "person_epsilon": 1.0}
    assert p[-1].epsilon == p[-1].ledger_.epsilon == 0.5 and p.score(X[["age"]], y) > 0.7
    assert d.PrivacyBudget(total=3, unit="person").spend(p) == 1.0
    budget = d.PrivacyBudget(total=3, unit="person")
    budget.fit_per_person(pipe(), X, y, person="pid", max_rows=2, person_epsilon=1.0)
    assert budget.spent == 1.0
    # a failed fit leaves the pipeline and its steps as they were
    broken = pipe()
    broken.steps[0] = ("double", FunctionTransformer(lambda f: f.assign(age2=-1.0)[["age2"]]))
    with pytest.raises(ValueError):
        fit_per_person(broken, X, y, person="pid", max_rows=2, person_epsilon=1.0)
    assert broken[-1].epsilon == 1.0 and not hasattr(broken[-1], "ledger_")
    with pytest.raises(TypeError, match="or a Pipeline ending in one"):
        fit_per_person(Pipeline([("t", FunctionTransformer())]), X, y, person="pid",
                       max_rows=2, person_epsilon=1.0)


def test_the_id_column_splits_fits_and_predicts_by_its_name():
    """The per-person workflow on one frame: train_test_split(groups='pid') keeps each
    person's rows on one side and reads the records without the id column (it refused X's
    extra column), fit_per_person(person='pid') leaves it out, and predict / score on a frame
    that still holds it drop it as `dpforest predict` does (they refused it as unseen)."""
    from dpforest.contributions import fit_per_person
    from dpforest.model_selection import train_test_split

    X, y, _, _ = _visits()
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    Xtr, Xte, ytr, yte = train_test_split(X, y, schema=s, groups="pid", random_state=0)
    assert list(Xtr.columns) == ["age", "pid"] and not set(Xtr["pid"]) & set(Xte["pid"])
    same = train_test_split(X[["age"]], y, schema=s, groups=X["pid"], random_state=0)
    assert Xtr.index.equals(same[0].index)          # the name and the ids split alike
    m = fit_per_person(d.DPForestClassifier(schema=s, progress=False), Xtr, ytr, person="pid",
                       max_rows=2, person_epsilon=1.0)
    np.testing.assert_array_equal(m.predict(Xte), m.predict(Xte[["age"]]))
    assert m.score(Xte, yte) > 0.7
    with pytest.raises(d.SchemaError, match="not seen at fit"):
        m.predict(Xte.assign(other=1))               # any other extra column is still refused
    with pytest.raises(ValueError, match="is a feature of the schema"):
        train_test_split(X, y, schema=s, groups="age", random_state=0)
    with pytest.raises(ValueError, match="is not a column of X"):
        train_test_split(X, y, schema=s, groups="patient", random_state=0)


def test_an_id_whose_hash_fails_is_refused_without_its_own_message():
    """An id object whose hash raises its own error (whose text could quote it) reached the
    caller unchanged; it is refused as an unhashable id is, in the library's words."""
    from dpforest.contributions import bound_rows_per_person

    class Odd:
        def __hash__(self):
            raise RuntimeError("record 17: Jane Doe")

    X = pd.DataFrame({"a": [1.0, 2.0, 3.0]})
    ids = pd.Series(["p1", Odd(), "p2"], dtype=object)
    with pytest.raises(ValueError, match="ids must be hashable values") as e:
        bound_rows_per_person(X, [0, 1, 0], ids, 1)
    assert "Jane" not in str(e.value) and e.value.__cause__ is None


def test_a_per_person_model_is_booked_at_its_cost_in_every_form_it_takes(tmp_path):
    """A privacy review: three forms of a per-person release were booked per record at the
    noise's ε per kept row, half their cost (one more row can push out a kept one): a model
    file of the older layout (its bound in the CSV layout, which show and the statement read),
    and the ledger of NoisyConfusion.combine of per-person parts.  Each now books twice it."""
    from dpforest.evaluation import NoisyConfusion, private_confusion_matrix
    from dpforest.io import load_model, save_model

    X, y, s, m = _per_person_forest(max_rows=2, person_epsilon=1.0)
    assert m.ledger_.epsilon == pytest.approx(0.5)
    bound = m.__dict__.pop("person_bound_")
    m.csv_format_ = {"person_bound": bound}            # the layout earlier versions wrote
    save_model(m, tmp_path / "old.json")
    old = load_model(tmp_path / "old.json")
    assert not hasattr(old, "person_bound_")
    assert d.PrivacyBudget(10.0).spend(old) == pytest.approx(1.0)
    assert d.PrivacyBudget(10.0, unit="person").spend(old) == pytest.approx(1.0)
    Xs = X.assign(sex=np.where(np.arange(len(X)) % 2, "f", "m"))
    s2 = d.Schema([d.Numeric("age", 0, 100), d.Categorical("sex", ["f", "m"])], classes=s.classes)
    from dpforest.contributions import fit_per_person

    m2 = fit_per_person(d.DPForestClassifier(schema=s2, progress=False), Xs, y, person="pid",
                        max_rows=2, person_epsilon=1.0)
    grouped = private_confusion_matrix(m2, Xs, y, epsilon=1.0, person="pid", max_rows=2, by="sex")
    combined = NoisyConfusion.combine(list(grouped.values()))
    assert combined.ledger.epsilon == pytest.approx(0.5)
    for release in (grouped["f"].ledger, combined.ledger, combined):
        assert d.PrivacyBudget(10.0).spend(release) == pytest.approx(1.0)


def test_a_record_the_schema_refuses_is_refused_whatever_the_draw_keeps():
    """A privacy review: fit_per_person and a per-person evaluation drew the kept rows before
    the schema's check, so a record beyond a bound was refused only when the draw kept it --
    always when its person had no other row, about half the time beside one more, a quarter
    beside three: the refusal told that person's number of rows at no epsilon.  Every row is
    now checked first."""
    from dpforest.contributions import fit_per_person
    from dpforest.evaluation import private_confusion_matrix
    from dpforest.privacy.mechanisms import _noiseless

    s = d.Schema([d.Numeric("age", 0, 100)], classes=["sick", "well"])
    rng = np.random.default_rng(0)
    base = pd.DataFrame({"age": rng.uniform(20, 80, 40), "pid": np.arange(40) + 100})
    model = d.DPForestClassifier(schema=s, progress=False, random_state=0).fit(
        base[["age"]], np.where(base["age"] > 50, "sick", "well"))
    X = pd.concat([base, pd.DataFrame({"age": [500.0, 30.0, 40.0, 50.0], "pid": [7] * 4})],
                  ignore_index=True)                   # person 7: one bad row, three good
    y = np.where(X["age"] > 50, "sick", "well")
    calls = (lambda: fit_per_person(d.DPForestClassifier(schema=s, progress=False), X, y,
                                    person="pid", max_rows=1, person_epsilon=1.0),
             lambda: private_confusion_matrix(model, X, y, epsilon=1.0, person="pid", max_rows=1))
    with _noiseless():
        for call in calls:
            for _ in range(12):           # kept in about 1 draw of 4 before: refused in all
                with pytest.raises(d.OutOfDomainError, match="'age'"):
                    call()


def test_the_check_before_the_draw_refuses_no_valid_call_and_covers_a_selector():
    """A review of the check before the draw: it ran on the estimator itself, so an
    estimator's own epsilon (None, 0: replaced by the per-row one) was refused where it had
    been fitted, and an earlier fit's column order read a later array's columns in that order,
    refusing valid rows; and a PrivateModelSelector was not checked, so its refusal still
    followed the draw.  The check now runs on a clone at the per-row epsilon, through a
    selector's candidate."""
    from dpforest.contributions import fit_per_person
    from dpforest.model_selection import PrivateModelSelector
    from dpforest.privacy.mechanisms import _noiseless

    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 100)], classes=[0, 1])
    rng = np.random.default_rng(0)
    A = np.column_stack([rng.uniform(0, 1, 80), rng.uniform(0, 100, 80)])
    y = (A[:, 0] > 0.5).astype(int)
    ids = np.arange(80) % 40
    for own in (None, 0):
        m = fit_per_person(d.DPForestClassifier(own, s, progress=False), A, y, person=ids,
                           max_rows=2, person_epsilon=1.0)
        assert m.ledger_.epsilon == pytest.approx(0.5)
    m = d.DPForestClassifier(1.0, s, progress=False)
    m.fit(pd.DataFrame(A, columns=["a", "b"])[["b", "a"]], y)     # a frame in another order
    fit_per_person(m, A, y, person=ids, max_rows=2, person_epsilon=1.0)   # an array: by position
    assert m.ledger_.epsilon == pytest.approx(0.5)
    bad = np.vstack([A, [[5.0, 50.0]]])                 # person 0's third row, 'a' beyond 1
    ybad, idbad = np.append(y, 0), np.append(ids, 0)
    selector = PrivateModelSelector([d.DPForestClassifier(max_depth=k, progress=False)
                                     for k in (1, 2)], schema=s)
    with _noiseless():
        for _ in range(12):               # kept in about 1 draw of 3 before: refused in all
            with pytest.raises(d.OutOfDomainError, match="'a'"):
                fit_per_person(selector, bad, ybad, person=idbad, max_rows=1, person_epsilon=1.0)


def test_fit_per_person_says_a_column_vector_y_once():
    """The check before the kept rows are drawn ran fit's checks with their input warnings on,
    so a column-vector y was warned about twice (by the check, then by the fit)."""
    import warnings

    import dpforest as d
    from dpforest.contributions import fit_per_person
    from sklearn.exceptions import DataConversionWarning

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.random(300)})
    y = (X["a"] > 0.5).astype(int).to_numpy().reshape(-1, 1)
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1)})
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        fit_per_person(d.DPForestClassifier(schema=s, progress=False), X, y,
                       person=np.arange(300) // 2, max_rows=2, person_epsilon=1.0)
    assert sum(isinstance(x.message, DataConversionWarning) for x in w) == 1


def test_a_schema_given_checks_every_row_before_the_draw():
    """Without a schema the rows are drawn unchecked, and the fit after refuses a row beyond
    the bounds only when the draw kept it (about 1 in k for a person of k rows): whether it
    refused told about that person's rows.  With schema= every row is checked first: refused
    every time, whatever the draw, and a conforming table passes as before."""
    s = d.Schema([d.Numeric("a", 0, 10)], classes=[0, 1])
    X = pd.DataFrame({"pid": [1, 1, 1, 1, 2, 3], "a": [1.0, 2.0, 3.0, 99.0, 4.0, 5.0]})
    y = [0, 1, 0, 1, 0, 1]
    for _ in range(20):
        with pytest.raises(d.SchemaError, match="column 'a': values outside the declared bounds"):
            bound_rows_per_person(X, y, "pid", 1, schema=s)
    with pytest.raises(d.SchemaError, match="y has"):
        bound_rows_per_person(X.assign(a=1.0), [0, 1, 0, 7, 0, 1], "pid", 1, schema=s)
    Xk, yk = bound_rows_per_person(X.assign(a=1.0), y, "pid", 1, schema=s)
    assert list(Xk.columns) == ["a"] and len(Xk) == 3 and len(yk) == 3
    # without it the draw decides: some of 80 draws keep the row beyond the bounds, some not
    kept_bad = [99.0 in set(bound_rows_per_person(X, y, "pid", 1)[0]["a"]) for _ in range(80)]
    assert any(kept_bad) and not all(kept_bad)
    with pytest.raises(TypeError, match="schema must be a dpforest Schema"):
        bound_rows_per_person(X, y, "pid", 1, schema={"a": (0, 10)})

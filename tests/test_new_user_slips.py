"""Slips a new user makes that gave a silent wrong result or a misleading message: an array at
predict read in another order than the schema they wrote, the label left among the features, a
valid epsilon of another type, an empty model file, saving an unfitted model, and warnings that
named a line inside dpforest."""
import decimal
import gzip
import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.exceptions import NotFittedError

from dpforest import DPForestClassifier, PrivateRDTClassifier, Schema
from dpforest.exceptions import ConformWarning, InputWarning
from dpforest.io import ModelFileError, load_model, save_model
from dpforest.tree.probes import class_shares


def _two_columns(n=300, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 1, n), "b": rng.uniform(0, 1, n)})
    y = np.where(X["a"] > 0.5, "y", "n")
    schema = Schema.from_dataframe(X, classes=["n", "y"], bounds={"a": (0, 1), "b": (0, 1)})
    return X, y, schema


def _input_warnings(record):
    return [str(w.message) for w in record if issubclass(w.category, InputWarning)]


def test_an_array_read_in_the_fitted_frames_order_not_the_schemas_is_warned_about():
    X, y, schema = _two_columns()
    m = DPForestClassifier(2.0, schema=schema).fit(X[["b", "a"]], y)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        m.predict(X.to_numpy())
    said = _input_warnings(rec)
    assert len(said) == 1 and "feature_names_in_" in said[0] and "not the order of the schema" in said[0]
    # the warning's line is the user's
    assert [w.filename for w in rec if issubclass(w.category, InputWarning)] == [__file__]
    # the same order as the schema: nothing of dpforest's own to say
    m2 = DPForestClassifier(2.0, schema=schema).fit(X, y)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        m2.predict(X.to_numpy())
        m.predict(X)                      # a frame is matched by name
    assert _input_warnings(rec) == []
    # decided by the schema the model was fitted with: setting the parameter to a schema in the
    # frame's order afterwards does not silence it, nor does it make m2 warn
    m.set_params(schema=Schema.from_dataframe(X[["b", "a"]], classes=["n", "y"],
                                              bounds={"a": (0, 1), "b": (0, 1)}))
    m2.set_params(schema=m.schema)
    for model, expected in ((m, 1), (m2, 0)):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            model.predict(X.to_numpy())
        said = _input_warnings(rec)
        assert len(said) == expected and all("not the order of the schema" in w for w in said)


def test_the_label_left_among_the_features_is_warned_about_by_name():
    rng = np.random.default_rng(1)
    df = pd.DataFrame({"x": rng.uniform(0, 10, 200), "label": rng.choice(["a", "b"], 200)})
    schema = Schema.from_dataframe(df, classes=["a", "b"], bounds={"x": (0, 10)},
                                   categories={"label": ["a", "b"]})
    with pytest.warns(InputWarning, match=r"y is named 'label', as a column of X that the schema "
                                          r"declares a feature: if it is that column or its rows"):
        DPForestClassifier(1.0, schema=schema).fit(df, df["label"])
    with pytest.warns(InputWarning, match=r"y is named 'label', as a column of X"):
        DPForestClassifier(1.0, schema=schema).fit(df, df.label)
    num = pd.DataFrame({"x": rng.uniform(0, 10, 200), "k": rng.integers(0, 2, 200)})
    nschema = Schema.from_dataframe(num, classes=[0, 1], bounds={"x": (0, 10), "k": (0, 1)})
    with pytest.warns(InputWarning, match=r"y is named 'k', as a column of X"):
        DPForestClassifier(1.0, schema=nschema).fit(num, num["k"])
    # decided by the name alone, at every number of rows: a copy, an empty column, one computed
    # and named after the feature, a row subset and train_test_split's parts (whose index is a
    # new object each) are said alike -- an earlier rule that also asked for X's very index
    # missed the last two, the usual way to hold out a test set
    from sklearn.model_selection import train_test_split

    empty = df.iloc[:0]
    X_tr, _, y_tr, _ = train_test_split(df, df["label"], random_state=0)
    for Xy, y in ((df, df["label"].copy()), (empty, empty["label"]), (empty, empty["label"].copy()),
                  (df.iloc[:150], df["label"].iloc[:150]), (X_tr, y_tr),
                  (df, df["label"].reset_index(drop=True).set_axis(pd.RangeIndex(len(df))))):
        with pytest.warns(InputWarning, match=r"y is named 'label', as a column of X"):
            DPForestClassifier(1.0, schema=schema).fit(Xy, y)
    with pytest.warns(InputWarning, match=r"y is named 'k', as a column of X"):
        DPForestClassifier(1.0, schema=nschema).fit(num, (num["x"] > 5).astype(int).rename("k"))
    # another name, or the label dropped from X (from the schema or from the frame): no such
    # warning
    clean = Schema.from_dataframe(df[["x"]], classes=["a", "b"], bounds={"x": (0, 10)})
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        DPForestClassifier(1.0, schema=schema).fit(df, df["label"].rename("outcome"))
        DPForestClassifier(1.0, schema=clean).fit(df[["x"]], df["label"])
        DPForestClassifier(1.0, schema=clean).fit(X_tr[["x"]], y_tr)
    assert not any("a column of X that the schema declares" in m for m in _input_warnings(rec))


def test_the_label_warning_reads_dask_names_too():
    """A Dask frame and series carry their names as pandas' do (metadata, no record read):
    fit(ddf, ddf[target]) with the target declared a feature is said alike (it was said for
    pandas and polars only); a Dask label of another name is not."""
    dd = pytest.importorskip("dask.dataframe")
    rng = np.random.default_rng(0)
    df = pd.DataFrame({"x": rng.uniform(0, 1, 300), "label": rng.integers(0, 2, 300)})
    schema = Schema.from_dataframe(df, classes=[0, 1], bounds={"x": (0, 1), "label": (0, 1)})
    ddf = dd.from_pandas(df, npartitions=2)
    for y, expected in ((ddf["label"], 1), (ddf["label"].rename("outcome"), 0)):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            DPForestClassifier(1.0, schema=schema, progress=False).fit(ddf, y)
        said = [m for m in _input_warnings(rec) if "a column of X that the schema declares" in m]
        assert len(said) == expected


def test_the_label_warning_is_said_once_for_a_per_group_fit():
    """PrivacyBudget.fit_per_group says the label warning for the caller's X and y; each
    group's fit is handed copies under the same names and would say it again (once per
    declared group: hundreds of lines for a wide category).  Fits outside it still say it."""
    from dpforest import PrivacyBudget

    rng = np.random.default_rng(0)
    df = pd.DataFrame({"g": rng.choice(list("abcd"), 400), "x": rng.uniform(0, 1, 400),
                       "label": rng.integers(0, 2, 400)})
    schema = Schema.from_dataframe(df, classes=[0, 1], bounds={"x": (0, 1), "label": (0, 1)},
                                   categories={"g": list("abcd")})
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        PrivacyBudget(10).fit_per_group(DPForestClassifier(1.0, schema=schema), df, df["label"],
                                        by="g")
        DPForestClassifier(1.0, schema=schema).fit(df, df["label"])
    said = [m for m in _input_warnings(rec) if "a column of X that the schema declares" in m]
    assert len(said) == 2


@pytest.mark.parametrize("eps, kind", [(decimal.Decimal("0.5"), "Decimal"), ("1.0", "str")])
def test_epsilon_of_another_type_is_named_as_such(eps, kind):
    X, y, schema = _two_columns(50)
    with pytest.raises(ValueError, match=rf"an int or a float\), got a {kind}: .*float\(epsilon\)"):
        DPForestClassifier(eps, schema=schema).fit(X, y)


def test_an_empty_model_file_is_named_among_the_causes(tmp_path):
    """One message for every file that does not open as a model, whatever it holds (a data
    file's content, or whether it has any, must not choose it): the message now names an empty
    file among the causes (it read as if a data file were the only one)."""
    messages = set()
    for name, data in (("m.json", b""), ("m.json.gz", gzip.compress(b"")), ("s.json", b"  \n"),
                       ("d.json", b"age,income\n41,52000\n")):
        (tmp_path / name).write_bytes(data)
        with pytest.raises(ModelFileError, match=r"is it empty, a data file, or a pickle") as e:
            load_model(tmp_path / name)
        messages.add(str(e.value).replace(str(tmp_path / name), "FILE"))
    assert len(messages) == 1


def test_saving_an_unfitted_model_raises_not_fitted_error(tmp_path):
    _, _, schema = _two_columns(10)
    with pytest.raises(NotFittedError, match="not fitted yet: call fit"):
        save_model(DPForestClassifier(1.0, schema=schema), tmp_path / "m.json")
    assert not (tmp_path / "m.json").exists()


def test_conform_warnings_name_the_users_line():
    schema = Schema.from_dataframe(pd.DataFrame({"a": [0.5]}), classes=[0, 1], bounds={"a": (0, 1)})
    with pytest.warns(ConformWarning) as rec:
        schema.conform(pd.DataFrame({"a": [5.0, 7.0, 9.0]}))
    assert {w.filename for w in rec} == {__file__}


def _rare(n, positive_share, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 1, n), "b": rng.uniform(0, 1, n)})
    y = (rng.uniform(size=n) < positive_share).astype(int)
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1), "b": (0, 1)})
    return X, y, schema


def test_a_rare_class_by_the_released_counts_is_said_at_predict_proba():
    """The default's splits are chosen for accuracy, which a rare class barely moves: its
    probabilities can rank that class at chance on many records, and nothing said so."""
    from dpforest.exceptions import RareClassWarning

    X, y, schema = _rare(20_000, 0.02)
    m = DPForestClassifier(1.0, schema=schema, random_state=0).fit(X, y)
    assert m.leaf_release_ == "counts"
    with pytest.warns(RareClassWarning, match=r"class 1 holds under 5.0% of the records by this "
                                               r"model's released leaf counts") as rec:
        m.predict_proba(X.head(5))
    assert {w.filename for w in rec if issubclass(w.category, RareClassWarning)} == {__file__}
    with warnings.catch_warnings(record=True) as again:       # once per model
        warnings.simplefilter("always")
        m.predict_proba(X.head(5))
        m.predict(X.head(5))                                  # predict never says it
    assert not [w for w in again if issubclass(w.category, RareClassWarning)]
    # balanced classes, a label-leaf model, and another forest: nothing to say
    Xb, yb, sb = _rare(20_000, 0.4)
    quiet = [DPForestClassifier(1.0, schema=sb, random_state=0).fit(Xb, yb),
             DPForestClassifier(1.0, schema=schema, leaf_release="label", random_state=0).fit(X, y)]
    from dpforest import PrivateRDTClassifier
    quiet.append(PrivateRDTClassifier(1.0, schema=schema, random_state=0, progress=False).fit(X, y))
    # a model told constant at fit: its leaves' shares are the noise's, no rare class to name
    # (30 rows at epsilon 0.01 fired both warnings)
    tiny = None
    for seed in range(20):
        m = DPForestClassifier(0.01, schema=schema, leaf_release="counts",
                               random_state=seed).fit(X.head(30), y[:30])
        shares = class_shares(m.trees_)
        if m.constant_ and shares is not None and min(shares) < 0.05:
            tiny = m
            break
    assert tiny is not None           # (such a fit is common: the test needs one)
    quiet.append(tiny)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        for model in quiet:
            model.predict_proba(X.head(5))
    assert not [w for w in rec if issubclass(w.category, RareClassWarning)]


def test_a_rare_class_is_rare_against_its_class_count_on_many_classes():
    """Of 15 classes an even share is 6.7 %: the fixed 5 % named ordinary classes (8 of 15 in a
    walkthrough).  From 11 classes on the line is half an even share."""
    from dpforest.forests.base import rare_class_share

    assert rare_class_share(2) == rare_class_share(10) == 0.05
    assert rare_class_share(15) == pytest.approx(0.5 / 15) and rare_class_share(26) < 0.02
    from dpforest.exceptions import RareClassWarning

    rng = np.random.default_rng(3)
    n = 30_000
    shares = np.r_[np.full(14, 0.068), 0.048]        # 14 ordinary classes, one at 4.8 %
    y = rng.choice(15, size=n, p=shares / shares.sum())
    X = pd.DataFrame({"a": rng.uniform(0, 1, n)})
    schema = Schema.from_dataframe(X, classes=list(range(15)), bounds={"a": (0, 1)})
    m = DPForestClassifier(5.0, schema=schema, leaf_release="counts", random_state=0).fit(X, y)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        m.predict_proba(X.head(3))
    assert not [w for w in rec if issubclass(w.category, RareClassWarning)]


def test_diffprivlib_habits_and_a_misspelt_schema_option_get_their_own_messages():
    """DPForestClassifier(10, epsilon=1.0) warned of an epsilon of 10 that was never used, then
    failed with Python's 'multiple values'; Schema.from_dataframe(missing_values=...) named
    Schema.__init__.  Both now say what they are and what to write."""
    X, y, schema = _two_columns(20)
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # and no warning before it
        with pytest.raises(TypeError, match=r"got epsilon twice, by position \(10\) and by keyword"):
            DPForestClassifier(10, epsilon=1.0)
    with pytest.raises(TypeError, match=r"Schema\.from_dataframe\(\) got unexpected keyword "
                                        r"argument 'missing_values'; columns with missing values: "
                                        r"allow_missing="):
        Schema.from_dataframe(X, classes=["n", "y"], bounds={"a": (0, 1), "b": (0, 1)},
                              missing_values={"a": 99})
    # the schema's own options still pass through
    assert Schema.from_dataframe(X, classes=["n", "y"], bounds={"a": (0, 1), "b": (0, 1)},
                                 out_of_bounds="clip").out_of_bounds == "clip"
    # a misspelt classes= is named as the others are (it got Python's "missing 1 required
    # keyword-only argument: 'classes'"), and classes left out is said in the schema's words
    with pytest.raises(TypeError, match=r"got unexpected keyword argument 'clases'; it takes "
                                        r"classes, bounds"):
        Schema.from_dataframe(X, clases=["n", "y"], bounds={"a": (0, 1), "b": (0, 1)})
    with pytest.raises(TypeError, match=r"needs classes=\[\.\.\.\]: the target's possible labels"):
        Schema.from_dataframe(X, bounds={"a": (0, 1), "b": (0, 1)})


def test_a_person_bounded_statement_states_its_row_cap_as_a_number():
    """The statement's neighbouring relation read 'at most person_bound.max_rows of them', an
    attribute's path that also read as an assumption about the data (the fit enforces the cap)."""
    from dpforest.contributions import fit_per_person
    from dpforest.statement import release_statement

    rng = np.random.default_rng(3)
    X, y, schema = _two_columns(400)
    X = X.assign(hh=rng.integers(0, 150, len(X)))
    m = fit_per_person(DPForestClassifier(1.0, schema=schema, random_state=0), X, y,
                       person="hh", max_rows=2, person_epsilon=1.0)
    text = release_statement(m)["guarantee"]["neighbouring"]
    assert "person_bound" not in text and "keeps at most 2 of each person's rows" in text


def test_an_unknown_command_line_option_gets_the_commands_usage_and_a_close_match(capsys):
    """'dpforest fit ... --epsilno 1' printed the top level's usage (dpforest [-h] [--version]
    COMMAND ...), which does not list fit's options."""
    from dpforest.cli import main

    assert main(["fit", "d.csv", "--schema", "s.json", "--epsilon", "1", "-o", "m.json",
                 "--epsilno", "1"]) == 2
    err = capsys.readouterr().err
    assert "usage: dpforest fit" in err
    assert "dpforest fit: error: unrecognized arguments: --epsilno 1 (did you mean --epsilon?)" in err
    assert main(["schema-template", "d.csv", "-o", "s.json", "--label", "y"]) == 2
    err = capsys.readouterr().err
    assert "usage: dpforest schema-template" in err and "did you mean" not in err


def test_a_person_bounded_ledger_report_states_the_person_epsilon_as_a_number():
    """The report said the guarantee 'is the model's epsilon per person (person_bound_)' and left
    the number to be looked up; it states it now, in a fitted model and in one loaded from a
    file."""
    from dpforest.contributions import fit_per_person
    from dpforest.io import dumps_model, loads_model

    rng = np.random.default_rng(4)
    X, y, schema = _two_columns(400)
    X = X.assign(hh=rng.integers(0, 150, len(X)))
    m = fit_per_person(DPForestClassifier(1.0, schema=schema, random_state=0), X, y,
                       person="hh", max_rows=2, person_epsilon=1.0)
    for model in (m, loads_model(dumps_model(m))):
        first = model.ledger_.report().splitlines()[0]
        assert "composed epsilon = 0.5" in first
        assert "that is the model's epsilon per person, 1 (person_bound_)" in first


@pytest.mark.same_records
def test_another_estimators_fit_on_the_very_same_x_object_is_said_once():
    """A notebook cell that makes and fits a model, run again, makes a new estimator each
    time: the refit warning (per estimator object) never saw it.  A fit given the very X
    object another estimator's fit was given says so, once per X object; read from
    identities only (a copy of X is not compared), and not inside a budget's fit, which
    books it."""
    import gc

    from sklearn.base import clone

    from dpforest.forests.base import _FITTED_X, RepeatedFitWarning, SameRecordsWarning
    from dpforest.privacy.accountant import PrivacyBudget
    from conftest import make_mixed

    X, y, schema = make_mixed(600, seed=3)

    def fit(est, data=None):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            est.fit(X if data is None else data, y)
        return [w for w in caught if issubclass(w.category, RepeatedFitWarning)]

    first = DPForestClassifier(1.0, schema, progress=False)
    assert fit(first) == []
    said = fit(DPForestClassifier(1.0, schema, progress=False))        # the cell run again
    assert len(said) == 1 and said[0].category is SameRecordsWarning
    assert "was given to a DPForestClassifier's fit before" in str(said[0].message)
    assert said[0].filename == __file__                                  # the user's line
    assert fit(clone(first)) == []                                       # once per X object
    # the same estimator again: the refit warning, not this one
    again = fit(first)
    assert [w.category for w in again] == [RepeatedFitWarning]
    # a copy is another object: not compared, not said
    copy = X.copy()
    assert fit(PrivateRDTClassifier(1.0, schema, progress=False), copy) == []
    # a budget books its fits: not said there, but remembered for a fit outside it
    Z = X.copy()
    budget = PrivacyBudget(3.0)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        budget.fit(DPForestClassifier(1.0, schema, progress=False), Z, y)
        budget.fit(DPForestClassifier(1.0, schema, progress=False), Z, y)
    assert not [w for w in caught if w.category is SameRecordsWarning]
    outside = fit(DPForestClassifier(1.0, schema, progress=False), Z)
    assert [w.category for w in outside] == [SameRecordsWarning]
    # an X gone is forgotten (its id may be reused by another object)
    # (earlier tests' objects may be collected meanwhile: only this key is read)
    def fit_on_a_fresh_copy():
        fresh = X.copy()
        DPForestClassifier(1.0, schema, progress=False).fit(fresh, y)
        return id(fresh), getattr(_FITTED_X.get(id(fresh)), "ref", lambda: None)() is fresh

    key, kept = fit_on_a_fresh_copy()
    gc.collect()
    assert kept and key not in _FITTED_X


def test_a_score_on_the_models_own_training_objects_is_said_once():
    """private_roc says when it is handed the model's training records; score, the exact
    accuracy, said nothing.  It now says so once per model (identities only: a copy is not
    compared), and not inside scikit-learn's tools, which score subsets they made."""
    from sklearn.model_selection import cross_val_score

    from dpforest.exceptions import EvaluationWarning
    from conftest import make_mixed

    X, y, schema = make_mixed(600, seed=4)
    m = DPForestClassifier(1.0, schema, progress=False).fit(X, y)

    def said(*a):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            m.score(*a)
        return [str(w.message) for w in caught if issubclass(w.category, EvaluationWarning)]

    assert said(X.copy(), y.copy()) == []
    first = said(X, y)
    assert len(first) == 1 and "very X or y object" in first[0] and "once per model" in first[0]
    assert said(X, y) == [] and said(X.copy(), y) == []
    other = DPForestClassifier(1.0, schema, progress=False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cross_val_score(other, X, y, cv=2)
    assert not [w for w in caught if issubclass(w.category, EvaluationWarning)]


def test_the_rare_class_advice_names_only_the_settings_the_fit_did_not_use():
    """A model fitted with criterion='gini', leaf_release='counts' and max_depth=4 was told to
    fit with exactly those: the advice now names only what the fit lacks."""
    from dpforest.exceptions import RareClassWarning

    # a rare class (about 2 %) in one corner, so that no model here is constant
    rng = np.random.default_rng(1)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 20_000), "b": rng.uniform(0, 1, 20_000)})
    y = (rng.uniform(size=20_000) < np.where(X.a > 0.97, 0.6, 0.003)).astype(int)
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1), "b": (0, 1)})

    def advice(**kw):
        m = DPForestClassifier(1.0, schema=schema, random_state=0, progress=False,
                               **kw).fit(X, y)
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            m.predict_proba(X.head(5))
        said = [str(w.message) for w in rec if issubclass(w.category, RareClassWarning)]
        assert len(said) == 1, kw
        return said[0]

    default = advice()
    assert "criterion='gini'" in default and "shallow max_depth" in default
    tuned = advice(criterion="gini", leaf_release="counts", max_depth=4)
    assert "fit with" not in tuned and "already has the settings" in tuned
    assert "subsample_classes" in tuned                     # the other remedy stays
    part = advice(criterion="gini", leaf_release="counts")
    assert "fit with a shallow max_depth such as 4" in part and "criterion='gini'" not in part


def test_the_rare_class_advice_for_many_classes_keeps_the_depth():
    """With 50 classes the advice 'a shallow max_depth such as 4' (2^4 leaves) lowered
    accuracy, macro-F1 and the rare classes' own ranking: with more than two classes the
    settings advice is left out and the depth kept."""
    from dpforest.exceptions import RareClassWarning

    rng = np.random.default_rng(2)
    C = 8
    p = np.array([0.4, 0.3, 0.15, 0.1, 0.03, 0.01, 0.006, 0.004])
    k = rng.choice(C, 30_000, p=p)
    centres = rng.uniform(0, 10, (C, 3))
    X = pd.DataFrame(np.clip(centres[k] + rng.normal(0, 0.7, (30_000, 3)), 0, 10),
                     columns=["a", "b", "c"])
    schema = Schema.from_dataframe(X, classes=list(range(C)),
                                   bounds={c: (0, 10) for c in "abc"})
    m = DPForestClassifier(1.0, schema=schema, random_state=0, progress=False).fit(X, k)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        m.predict_proba(X.head(5))
    said = [str(w.message) for w in rec if issubclass(w.category, RareClassWarning)]
    assert said, "no rare class named"
    assert "max_depth such as 4" not in said[0] and "criterion='gini'" not in said[0]
    assert "with 8 classes keep the depth the model chose" in said[0]
    assert "at least 3 levels" in said[0] and "subsample_classes" in said[0]


def test_an_array_of_images_is_told_to_flatten_each_record():
    """A 3-d array of images got scikit-learn's "Found array with dim 3" alone: the refusal
    now says a record is a row and how to flatten, at fit and at predict."""
    from dpforest.schema import SchemaError

    schema = Schema.from_bounds(0, 255, n_features=4, classes=[0, 1])
    with pytest.raises(SchemaError, match=r"reshape\(len\(X\), -1\)"):
        DPForestClassifier(1.0, schema=schema, progress=False).fit(np.zeros((10, 2, 2)),
                                                                   np.zeros(10, int))
    m = DPForestClassifier(1.0, schema=schema, progress=False).fit(np.zeros((10, 4)),
                                                                   np.zeros(10, int))
    with pytest.raises(SchemaError, match="a record is a row of a 2-d table"):
        m.predict(np.zeros((3, 2, 2)))


def test_scikit_learns_unlimited_depth_is_refused_with_why():
    """max_depth=None is scikit-learn's habit (grow until pure); refused before any record is
    read, the message saying why a private tree has no such depth and what 'auto' does; a
    wrong value of another kind keeps the plain message."""
    X, y, schema = _two_columns()
    m = DPForestClassifier(1.0, schema, max_depth=None, progress=False)
    with pytest.raises(ValueError, match=r"got None; scikit-learn's None .* 'auto' sets the depth"):
        m.fit(X, y)
    assert not hasattr(m, "ledger_")
    with pytest.raises(ValueError, match=r"integer >= 0, got -1$"):
        DPForestClassifier(1.0, schema, max_depth=-1, progress=False).fit(X, y)


def test_a_diffprivlib_users_habits_are_answered_with_the_way_on():
    """A diffprivlib user's trial: bounds read from the data gave a column constant in it
    lower == upper, refused with no way on; PrivateModelSelector(model, grid, epsilon=...) met
    Python's "multiple values for argument 'epsilon'" and param_grid= only "not a parameter";
    `with budget:` Python's "does not support the context manager protocol".  Each now says
    what to write."""
    import dpforest as d
    from dpforest.model_selection import PrivateModelSelector

    with pytest.raises(d.SchemaError, match=r"got \[0\.0, 0\.0\]; equal bounds come from a "
                                            r"column that is constant"):
        d.Schema.from_bounds([0.0, 0.0], [16.0, 0.0], classes=[0, 1])
    with pytest.raises(d.SchemaError) as e:          # unequal but reversed: no such advice
        d.Schema.from_bounds([0.0, 5.0], [16.0, 1.0], classes=[0, 1])
    assert "equal bounds" not in str(e.value)
    model = d.DPForestClassifier(schema=d.Schema.from_bounds([0.0], [1.0], classes=[0, 1]))
    with pytest.raises(TypeError, match=r"got epsilon twice, by position and by keyword: its "
                                        r"arguments by position are candidates, epsilon "
                                        r"\(a parameter grid is not among them.*ParameterGrid"):
        PrivateModelSelector(model, {"max_depth": [2, 3]}, epsilon=1.0)
    with pytest.raises(TypeError, match=r"param_grid=: candidates is a list of unfitted "
                                        r"estimators.*ParameterGrid"):
        PrivateModelSelector([model], param_grid={"max_depth": [2, 3]})
    with pytest.raises(TypeError, match="not a context manager: dpforest has no default budget"):
        with d.PrivacyBudget(3.0):
            pass


def test_the_public_fill_the_pipeline_warning_advises_pickles_with_the_pipeline():
    """The advice for a public fill in a pipeline was a FunctionTransformer of a lambda, which
    neither save_model (a pipeline) nor pickle can save: the advice is now a named function,
    and a pipeline built as it says fits without the warning and pickles."""
    import pickle

    from sklearn.impute import SimpleImputer
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    from dpforest import NonPrivateStepWarning

    X, y, schema = _two_columns()
    X = X.copy()
    X.loc[::7, "a"] = np.nan
    with pytest.warns(NonPrivateStepWarning) as rec:
        make_pipeline(SimpleImputer(strategy="constant", fill_value=0.5).set_output(transform="pandas"),
                      DPForestClassifier(1.0, schema=schema, random_state=0)).fit(X, y)
    said = " ".join(str(w.message) for w in rec if issubclass(w.category, NonPrivateStepWarning))
    assert "FunctionTransformer(pd.DataFrame.fillna, kw_args={'value': {column: value}})" in said
    assert "lambda" not in said.split("a lambda does not")[0]
    advised = make_pipeline(FunctionTransformer(pd.DataFrame.fillna, kw_args={"value": {"a": 0.5}}),
                            DPForestClassifier(1.0, schema=schema, random_state=0))
    with warnings.catch_warnings(record=True) as quiet:
        warnings.simplefilter("always")
        advised.fit(X, y)
    assert not [w for w in quiet if issubclass(w.category, NonPrivateStepWarning)]
    again = pickle.loads(pickle.dumps(advised))
    np.testing.assert_array_equal(again.predict(X.head(20)), advised.predict(X.head(20)))


def test_a_one_hot_step_in_front_is_named_by_the_width_refusal():
    """A ColumnTransformer's one-hot encoder in front made X wider than the schema: the
    refusal said only the number of columns, where a scaler's refusal names its step."""
    from sklearn.compose import ColumnTransformer
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import OneHotEncoder

    from dpforest import SchemaError
    from dpforest.schema import LAYOUT_COLUMN

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "c": rng.choice(list("xyz"), 200)})
    y = (X["a"] > 0.5).astype(int)
    schema = Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1)},
                                   categories={"c": list("xyz")})
    ohe = ColumnTransformer([("onehot", OneHotEncoder(sparse_output=False), ["c"])],
                            remainder="passthrough")
    model = DPForestClassifier(1.0, schema=schema, random_state=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(SchemaError, match=r"^X comes out of the pipeline's step "
                                              r"'columntransformer' with other columns") as info:
            make_pipeline(ohe, model).fit(X, y)
    assert "X has a different number of columns than the 2 the schema declares" in str(info.value)
    assert (LAYOUT_COLUMN, "a different number of columns") in info.value.problems
    assert not hasattr(model, "trees_")
    # as a frame (the advice for a ColumnTransformer), the one-hot columns are not the schema's
    framed = ColumnTransformer([("onehot", OneHotEncoder(sparse_output=False), ["c"])],
                               remainder="passthrough", verbose_feature_names_out=False
                               ).set_output(transform="pandas")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(SchemaError, match=r"^X comes out of the pipeline's step "
                                              r"'columntransformer' with other columns") as info:
            make_pipeline(framed, DPForestClassifier(1.0, schema=schema, random_state=0)).fit(X, y)
    assert ("c", "missing column") in info.value.problems
    # without a pipeline the refusal is the schema's own
    with pytest.raises(SchemaError, match=r"^X has a different number of columns"):
        DPForestClassifier(1.0, schema=schema, random_state=0).fit(ohe.fit_transform(X), y)


def test_a_get_dummies_step_in_front_is_warned_about_as_a_step_that_learns():
    """FunctionTransformer(pd.get_dummies) learns nothing by scikit-learn's tags, yet makes a
    column per category it meets: whether the fit accepted its output followed which
    categories occur (a declared one that no record holds took its column away), without a
    word when accepted.  It is now warned about as a learning step, whatever the records, and
    the width refusal names it among the steps that add columns; a partial of it too."""
    import functools

    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    import dpforest as d
    from dpforest import NonPrivateStepWarning

    schema = d.Schema([d.Numeric("a", 0, 10), d.Numeric("c_x", 0, 1), d.Numeric("c_y", 0, 1)],
                      classes=[0, 1])
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 200), "c": rng.choice(["x", "y"], 200)})
    y = (X["a"] > 5).astype(int).to_numpy()
    for func in (pd.get_dummies, functools.partial(pd.get_dummies, dtype=float)):
        step = FunctionTransformer(func, kw_args={"columns": ["c"], "dtype": float})
        pipe = Pipeline([("dummies", step), ("dp", DPForestClassifier(1.0, schema=schema,
                                                                      progress=False))])
        with pytest.warns(NonPrivateStepWarning, match=r"step 'dummies' \(FunctionTransformer of "
                                                       r"pd.get_dummies: a column per category "
                                                       r"it meets"):
            pipe.fit(X, y)
    # a category no record holds: refused, and the refusal names get_dummies among the steps
    # that add or drop columns
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NonPrivateStepWarning)
        with pytest.raises(d.SchemaError, match=r"step 'dummies' with other columns than the "
                                                r"schema declares: a step that adds or drops "
                                                r"columns \(a one-hot encoder, pd.get_dummies"):
            pipe.fit(X.assign(c="x"), y)
    # a FunctionTransformer of a public mapping stays quiet
    quiet_pipe = Pipeline([("fill", FunctionTransformer(pd.DataFrame.fillna,
                                                        kw_args={"value": {"a": 0.5}})),
                           ("dp", DPForestClassifier(1.0, schema=d.Schema([d.Numeric("a", 0, 10)],
                                                                          classes=[0, 1]),
                                                     progress=False))])
    with warnings.catch_warnings(record=True) as quiet:
        warnings.simplefilter("always")
        quiet_pipe.fit(X[["a"]], y)
    assert not [w for w in quiet if issubclass(w.category, NonPrivateStepWarning)]


def test_a_budget_refuses_a_get_dummies_pipeline_by_its_type():
    """A budget refuses a pipeline whose steps learn from the records: a get_dummies step is
    one now (it was fitted or refused by which categories occur), refused before any record is
    read and whatever the records hold, its message saying what such a step tells."""
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    import dpforest as d

    schema = d.Schema([d.Numeric("a", 0, 10), d.Numeric("c_x", 0, 1), d.Numeric("c_y", 0, 1)],
                      classes=[0, 1])
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 200), "c": rng.choice(["x", "y"], 200)})
    y = (X["a"] > 5).astype(int).to_numpy()
    for records in (X, X.assign(c="x")):           # every category present, or one absent
        budget = d.PrivacyBudget(5.0)
        pipe = Pipeline([("dummies", FunctionTransformer(pd.get_dummies,
                                                         kw_args={"columns": ["c"], "dtype": float})),
                         ("dp", DPForestClassifier(1.0, schema=schema, progress=False))])
        with pytest.raises(ValueError, match=r"step 'dummies' \(FunctionTransformer of "
                                             r"pd.get_dummies.*tells by them which values occur"):
            budget.fit(pipe, records, y)
        assert budget.spent == 0 and budget.releases == []

"""What a fitted model says about the fit that made it: one fit of a scikit-learn search is
not a guarantee (``ledger_.fitted_in``), and the parameters recorded are the fit's, not those
set since (``fitted_params``), in reports, statements, model files and pickles."""

from __future__ import annotations

import json
import pickle
import warnings

import numpy as np
import pytest

import dpforest as d
from dpforest.cli import main
from dpforest.forests.base import RepeatedFitWarning, check_epsilon, fitted_params
from dpforest.io import load_model, save_model
from dpforest.privacy.ledger import RUN_TOOLS, Ledger, run_caveat
from dpforest.statement import release_statement, statement_markdown

from conftest import make_mixed

CHANGED = "parameters changed since the fit"


@pytest.fixture(scope="module")
def data():
    return make_mixed(400)


def _forest(schema, **kw):
    return d.DPForestClassifier(1.0, schema, **{"n_estimators": 2, "max_depth": 3,
                                                "leaf_release": "counts", "random_state": 0,
                                                "progress": False, **kw})


@pytest.fixture(scope="module")
def searched(data):
    """The model a GridSearchCV picked (its fits warn RepeatedFitWarning, as they should)."""
    from sklearn.model_selection import GridSearchCV

    X, y, schema = data
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RepeatedFitWarning)
        gs = GridSearchCV(_forest(schema), {"max_depth": [2, 3]}, cv=2).fit(X, y)
    return gs.best_estimator_


# ------------------------------------------------------------------ one fit of a search
def test_search_winner_is_marked(searched):
    assert searched.ledger_.fitted_in == "sklearn.model_selection"


def _says_search(text: str) -> None:
    assert "fitted inside a scikit-learn search or cross-validation" in text
    assert "not the guarantee of what was released" in text


def test_search_winner_report_and_repr_are_no_certificate(searched):
    report = searched.ledger_.report()
    _says_search(report)
    assert "pure epsilon-DP" not in report
    assert "sum of the epsilons of every fit of the search" in report
    assert "the choice itself is not differentially private" in report
    _says_search(repr(searched.ledger_))


def test_search_winner_statement(searched):
    s = release_statement(searched)
    g = s["guarantee"]
    assert g["fitted_in"] == "sklearn.model_selection"
    assert "pure" not in g["kind"] and g["kind"].startswith("none for this model alone")
    _says_search(g["caveat"])
    md = statement_markdown(s)
    assert "pure epsilon-DP" not in md
    assert "**Not a guarantee of what was released:" in md
    assert "fitted inside a scikit-learn search or cross-validation" in md


def test_search_winner_file_keeps_the_mark_and_show_says_it(tmp_path, capsys, searched):
    path = save_model(searched, tmp_path / "m.json")
    loaded = load_model(path)
    assert loaded.ledger_.fitted_in == "sklearn.model_selection"
    _says_search(loaded.ledger_.report())
    capsys.readouterr()
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "NOT A GUARANTEE OF WHAT WAS RELEASED" in out and "pure epsilon-DP" not in out
    _says_search(out)
    assert main(["show", str(path), "--json"]) == 0
    g = json.loads(capsys.readouterr().out)["guarantee"]
    assert g["fitted_in"] == "sklearn.model_selection" and "pure" not in g["kind"]
    assert main(["show", str(path), "--markdown"]) == 0
    md = capsys.readouterr().out
    assert "pure epsilon-DP" not in md and "Not a guarantee of what was released" in md


@pytest.mark.parametrize("tool", sorted(RUN_TOOLS) + ["sklearn.something_new"])
def test_every_tool_fitted_in_takes_is_said(tool):
    """Each value ``run_tool`` can give (the modules of _REPEATED_FIT_MODULES), and a name
    this version does not know (a file of a later one): never a pure-DP certificate."""
    from dpforest.forests.base import _REPEATED_FIT_MODULES

    assert set(RUN_TOOLS) == set(_REPEATED_FIT_MODULES)
    led = Ledger(1.0)
    led.charge("a count", 1.0)
    led.fitted_in = tool
    caveat = run_caveat(tool)
    assert tool in caveat and "not the guarantee of what was released" in caveat
    assert "not differentially private" in caveat
    report = led.report()
    assert caveat in report and "pure epsilon-DP" not in report
    assert "not the guarantee of what was released" in repr(led) and tool in repr(led)
    # repr names the tool in report()'s words (a calibration is not "a search")
    assert RUN_TOOLS.get(tool, ("a scikit-learn tool that fits estimators several times on "
                                "overlapping records",))[0] in repr(led)
    assert Ledger.from_dict(led.to_dict()).report() == report


def test_a_fit_of_its_own_is_unchanged(data):
    X, y, schema = data
    m = _forest(schema).fit(X, y)
    assert m.ledger_.fitted_in is None and run_caveat(None) is None
    assert "pure epsilon-DP" in m.ledger_.report() and "ONE FIT" not in repr(m.ledger_)
    g = release_statement(m)["guarantee"]
    assert g["kind"] == "pure epsilon-DP" and g["fitted_in"] is None and g["caveat"] is None


def test_calibration_fit_is_said_in_its_own_words(data):
    """A fit of CalibratedClassifierCV: its ledger names that tool, and its calibrator."""
    from sklearn.calibration import CalibratedClassifierCV

    X, y, schema = data
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RepeatedFitWarning)
        cal = CalibratedClassifierCV(_forest(schema), cv=2).fit(X, y)
    led = cal.calibrated_classifiers_[0].estimator.ledger_
    assert led.fitted_in == "sklearn.calibration"
    assert "calibrator" in led.report() and "pure epsilon-DP" not in led.report()


# ------------------------------------------------------------------ parameters set after a fit
def test_set_epsilon_after_fit_saves_the_fits(tmp_path, data):
    X, y, schema = data
    m = _forest(schema).fit(X, y)
    m.set_params(epsilon=2.0)
    with pytest.warns(UserWarning, match=CHANGED) as caught:
        path = save_model(m, tmp_path / "m.json")
    text = str(caught[0].message)
    assert "epsilon=1.0 at the fit, now 2.0" in text
    assert "the file records those the model was fitted with" in text
    assert "refit to use the new ones, which spends a budget again" in text
    loaded = load_model(path)                      # was: "its ledger composes epsilon 1, not the 2"
    assert loaded.epsilon == 1.0 and loaded.ledger_.epsilon == pytest.approx(1.0)
    assert m.epsilon == 2.0                        # the estimator keeps what was set
    np.testing.assert_array_equal(loaded.predict_proba(X), m.predict_proba(X))


def test_set_max_depth_after_fit_file_and_statement_say_the_fits(tmp_path, data):
    X, y, schema = data
    m = _forest(schema, max_depth=4).fit(X, y)
    m.set_params(max_depth=2)
    with pytest.warns(UserWarning, match=CHANGED):
        path = save_model(m, tmp_path / "m.json")
    assert json.loads(path.read_text())["payload"]["params"]["max_depth"] == 4
    assert load_model(path).max_depth == 4
    with pytest.warns(UserWarning, match="the statement records those the model was fitted with"):
        md = statement_markdown(m)
    assert "max_depth=4" in md and "max_depth=2" not in md
    with pytest.warns(UserWarning, match=CHANGED):
        assert release_statement(m)["declared_public"]["parameters"]["max_depth"] == 4


def test_unchanged_parameters_do_not_warn(tmp_path, data):
    X, y, schema = data
    m = _forest(schema).fit(X, y)
    m.set_params(epsilon=1.0, max_depth=3, schema=d.Schema.from_dict(schema.to_dict()))
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)
        save_model(m, tmp_path / "m.json")
        release_statement(m)
    assert fitted_params(m)[1] == []


def test_a_refit_records_its_own_parameters(tmp_path, data):
    X, y, schema = data
    m = _forest(schema).fit(X, y)
    m.set_params(max_depth=2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RepeatedFitWarning)
        m.fit(X, y)
    used, changed = fitted_params(m)
    assert used["max_depth"] == 2 and changed == []


def test_a_failed_fit_keeps_the_previous_fits_parameters(data):
    X, y, schema = data
    m = _forest(schema).fit(X, y)
    m.set_params(max_depth=-1)
    with pytest.raises(ValueError):
        m.fit(X, y)
    used, changed = fitted_params(m)
    assert used["max_depth"] == 3 and changed == ["max_depth"]


def test_pickle_round_trip_keeps_the_fits_parameters(tmp_path, data):
    X, y, schema = data
    m = _forest(schema).fit(X, y)
    m.set_params(epsilon=2.0)
    back = pickle.loads(pickle.dumps(m))
    assert back.epsilon == 2.0 and fitted_params(back) == fitted_params(m)
    with pytest.warns(UserWarning, match=CHANGED):
        path = save_model(back, tmp_path / "m.json")
    assert load_model(path).epsilon == 1.0


def test_loaded_model_changed_then_saved_keeps_the_files_parameters(tmp_path, data):
    X, y, schema = data
    path = save_model(_forest(schema).fit(X, y), tmp_path / "m.json")
    loaded = load_model(path)
    assert fitted_params(loaded)[1] == []
    loaded.set_params(epsilon=3.0)
    with pytest.warns(UserWarning, match=CHANGED):
        again = save_model(loaded, tmp_path / "again.json")
    assert load_model(again).epsilon == 1.0


def test_model_fitted_before_the_snapshot_saves_as_before(tmp_path, data):
    """An estimator fitted by an earlier version (a pickle without the fit's parameters) saves
    its current parameters, without a warning, as save_model always did."""
    X, y, schema = data
    m = _forest(schema).fit(X, y)
    del m._fit_params
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)
        path = save_model(m, tmp_path / "m.json")
        release_statement(m)
    assert load_model(path).epsilon == 1.0


# ------------------------------------------------------------------ epsilon given a schema
@pytest.mark.parametrize("cls", [d.DPForestClassifier, d.DiffPRFsClassifier, d.DPBoostingClassifier,
                                 d.PrivateRDTClassifier])
def test_schema_passed_first_says_epsilon_comes_first(cls, data):
    X, y, schema = data
    with pytest.raises(ValueError) as e:
        cls(schema).fit(X, y)
    text = str(e.value)
    assert "epsilon comes first" in text and "Schema(" not in text
    assert f"{cls.__name__}(epsilon, schema)" in text
    assert f"{cls.__name__}(epsilon=..., schema=...)" in text


def test_check_epsilon_with_a_schema_and_without_an_owner(data):
    schema = data[2]
    for given in (schema, schema.to_dict()):
        with pytest.raises(ValueError, match="epsilon comes first.*by name"):
            check_epsilon(given)
    with pytest.raises(ValueError, match=r"positive finite number \(an int or a float\), got a str: 'a'$"):
        check_epsilon("a")                  # (no float() advice: float('a') fails too)
    with pytest.raises(ValueError, match=r"got a str: '1\.5' \(float\(epsilon\) converts it\)"):
        check_epsilon("1.5")
    # no float() advice where the converted number would be refused in turn
    for text in ("inf", "nan", "0", "-1", "1e7"):
        with pytest.raises(ValueError, match=rf"got a str: '{text}'$"):
            check_epsilon(text)
    # the type named, so a valid value of another type is not read as out of range
    import decimal
    with pytest.raises(ValueError, match=r"got a Decimal: Decimal\('0.5'\) \(float\(epsilon\)"):
        check_epsilon(decimal.Decimal("0.5"))
    with pytest.raises(ValueError, match=r"^epsilon must be a positive finite number, got -1$"):
        check_epsilon(-1)


# ------------------------------------------------------------------ boosting's warning
def test_boosting_warning_agrees_with_one_feature():
    """Seven rounds over eight features leave one without a round: "1 of the 8 features leads
    no round (and is reached ...", not "are"."""
    rng = np.random.default_rng(0)
    X = rng.uniform(0, 1, (200, 8))
    y = (X[:, 0] > 0.5).astype(int)
    s = d.Schema.from_bounds([0] * 8, [1] * 8, classes=[0, 1])
    with pytest.warns(UserWarning, match=r"1 of the 8 features leads no round \(and is reached"):
        d.DPBoostingClassifier(1.0, s, n_estimators=7, progress=False).fit(X, y)
    with pytest.warns(UserWarning, match=r"2 of the 8 features lead no round \(and are reached"):
        d.DPBoostingClassifier(1.0, s, n_estimators=6, progress=False).fit(X, y)


def test_a_fitted_pipeline_gets_its_final_steps_statement_naming_the_steps_before():
    """A Pipeline ending in a dpforest model (a public fill before it) was refused with
    scikit-learn's 'This Pipeline instance is not fitted yet'; its statement is the model's,
    and the steps before it are named as outside the ledger."""
    import pandas as pd
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    from dpforest.statement import release_statement, statement_markdown

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 400), "b": rng.uniform(0, 1, 400)})
    y = (X.a > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    fill = FunctionTransformer(lambda Z: Z.fillna({"a": 0.5}))
    pipe = make_pipeline(fill, d.DPForestClassifier(1.0, s, random_state=0, progress=False))
    pipe.fit(X, y)
    st = release_statement(pipe)
    assert st["estimator"] == "DPForestClassifier"
    assert st["pipeline_steps_before"] == ["functiontransformer"]
    assert st["ledger"] == release_statement(pipe[-1])["ledger"]
    assert "pipeline_steps_before" not in release_statement(pipe[-1])
    md = statement_markdown(pipe)
    assert "(functiontransformer) are outside this ledger" in md
    from sklearn.exceptions import NotFittedError

    with pytest.raises(NotFittedError):
        release_statement(make_pipeline(fill, d.DPForestClassifier(1.0, s)))
    # a Pipeline within a Pipeline: every step before the model named, outer first
    from sklearn.pipeline import Pipeline

    nested = release_statement(Pipeline([("outer", fill), ("inner", pipe)]))
    assert nested["pipeline_steps_before"] == ["outer", "functiontransformer"]
    assert nested["ledger"] == st["ledger"]


def test_epsilon_is_judged_as_the_float_it_is_calibrated_to():
    # compared at a float16's or float32's own precision, the range check overflowed (1e6 as
    # a float16 is inf, with numpy's RuntimeWarning from dpforest's code) or let
    # np.float32(1e-6) -- 9.99999997e-07 -- pass the 1e-6 floor; each is judged as a float now
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = check_epsilon(np.float16(0.5))
    assert got == 0.5 and type(got) is float
    with pytest.raises(ValueError, match="between 1e-06 and 1e\\+06"):
        check_epsilon(np.float32(1e-6))
    assert check_epsilon(np.float64(1e-6)) == 1e-6

"""What a notebook user meets: refit notices, warnings once per run, progress bars that close and
stay quiet, displays that are quick and shown once."""

from __future__ import annotations

import sys
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.forests import base
from dpforest.inspection import _children, _reachable, _reached_children

from conftest import make_mixed


@pytest.fixture(scope="module")
def data():
    return make_mixed(800)


def _refit_notices(caught):
    return [w for w in caught if issubclass(w.category, d.RepeatedFitWarning)
            and "was fitted before" in str(w.message)]


def test_a_second_fit_of_one_estimator_is_told_once(data):
    X, y, s = data
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m.fit(X, y)
        assert not _refit_notices(caught)
        m.fit(X, y)
        assert len(_refit_notices(caught)) == 1
        assert "epsilon=2 release" in str(_refit_notices(caught)[0].message)
        m.fit(X, y)                                  # said once per estimator
        assert len(_refit_notices(caught)) == 1
        other = d.DPForestClassifier(0.5, s, random_state=0, progress=False)
        other.fit(X, y)
        assert len(_refit_notices(caught)) == 1     # a new estimator's first fit: nothing
        budget = d.PrivacyBudget(5.0)
        booked = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
        budget.fit(booked, X, y)
        budget.fit(booked, X, y)                     # the budget books it: no notice
        assert len(_refit_notices(caught)) == 1 and budget.spent == 2.0


def test_a_refit_at_another_epsilon_says_the_two_fits_sum(data):
    """After set_params(epsilon=2), a refit of a model fitted at 1 was said to be "two fits at
    epsilon=2 ... an epsilon=4 release": the notice adds the two fits' own epsilons (3)."""
    X, y, s = data
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m.set_params(epsilon=2.0).fit(X, y)
    said = str(_refit_notices(caught)[0].message)
    assert "a fit at epsilon=1 and this one at epsilon=2 on the same records are an " \
           "epsilon=3 release" in said and "epsilon=4" not in said
    # a selector's refit says the same sum
    from dpforest.model_selection import PrivateModelSelector

    sel = PrivateModelSelector([d.DPForestClassifier(1.0, s, progress=False),
                                d.DPForestClassifier(1.0, s, max_depth=2, progress=False)], 1.0, s)
    sel.fit(X, y)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sel.set_params(epsilon=2.0).fit(X, y)
    assert "a fit at epsilon=1 and this one at epsilon=2 on the same records are an " \
           "epsilon=3 release" in str(_refit_notices(caught)[0].message)


def test_a_refused_refit_says_nothing_and_changes_nothing(data):
    X, y, s = data
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    before = m.ledger_
    bad = X.copy()
    bad.loc[0, "age"] = 1e6
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(ValueError):
            m.fit(bad, y)
    assert not _refit_notices(caught) and m.ledger_ is before


def test_a_constant_model_is_warned_once_per_cross_validation(data):
    from sklearn.model_selection import cross_validate

    # one two-level factor, both levels common, and one class only: the only split leaves ~300
    # records of that class in each of two leaves, so every fold is constant (checked below)
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"g": rng.choice(["a", "b"], 800)})
    y = pd.Series(["x"] * 800)
    s = d.Schema([d.Categorical("g", ["a", "b"])], classes=["x", "y"])
    est = d.DPForestClassifier(2.0, s, max_depth=1, random_state=0, progress=False)
    # a fit that reads as a parallel worker's warns once a minute per (module, class): another
    # test may have used that minute
    base._WORKER_WARNED.clear()
    for cv in (4, 3):                                # a second run of the same estimator warns again
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            res = cross_validate(est, X, y, cv=cv, return_estimator=True)
        constant = [w for w in caught if issubclass(w.category, d.ConstantModelWarning)]
        assert sum(m.constant_ for m in res["estimator"]) >= 2
        assert len(constant) == 1


class _FakeBar:
    made: list = []

    def __init__(self, total=None, desc=None, leave=True, delay=0, **kw):
        self.total, self.desc, self.delay, self.closed = total, desc, delay, False
        _FakeBar.made.append(self)

    def update(self, n=1):
        pass

    def set_description(self, desc=None, refresh=True):
        pass

    def close(self):
        self.closed = True


def test_an_interrupted_fit_closes_its_bars(data, monkeypatch):
    X, y, s = data
    _FakeBar.made = []
    monkeypatch.setattr(base, "_tqdm_class", lambda: _FakeBar)
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=True)
    real = m._fit_private

    def interrupted(*args, **kw):
        base.progress_bar(3, "stage", True)
        raise KeyboardInterrupt

    monkeypatch.setattr(m, "_fit_private", interrupted)
    with pytest.raises(KeyboardInterrupt):
        m.fit(X, y)
    assert len(_FakeBar.made) == 1 and _FakeBar.made[0].closed
    assert not hasattr(m, "ledger_")
    # a whole fit: its bar waits before it shows (a short fit leaves nothing behind) and is
    # closed at the end
    monkeypatch.setattr(m, "_fit_private", real)
    _FakeBar.made = []
    m.fit(X, y)
    assert _FakeBar.made and all(b.closed and b.delay == base.BAR_DELAY for b in _FakeBar.made)


def test_progress_switch_and_notebook_detection(monkeypatch):
    class _Tty:
        def isatty(self):
            return True

        def write(self, s):
            pass

    monkeypatch.setattr(sys, "stderr", _Tty())
    monkeypatch.delenv(base.PROGRESS_ENV, raising=False)
    assert base.show_progress("auto") is True
    for off in ("0", "off", "False", " no "):
        monkeypatch.setenv(base.PROGRESS_ENV, off)
        assert base.show_progress("auto") is False
        assert base.show_progress(True) is True        # an explicit True still shows
    monkeypatch.setenv(base.PROGRESS_ENV, "1")
    assert base.show_progress("auto") is True

    # a kernel shell of another name that derives from the Jupyter kernel's (Colab's)
    import types

    class ZMQInteractiveShell:
        pass

    class Shell(ZMQInteractiveShell):
        pass

    fake = types.ModuleType("IPython")
    fake.get_ipython = lambda: Shell()
    monkeypatch.setitem(sys.modules, "IPython", fake)
    assert base._in_notebook()
    # without ipywidgets the text bar (tqdm.auto would warn "IProgress not found")
    import importlib.util

    real_find = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "ipywidgets" else real_find(name, *a))
    from tqdm.std import tqdm as text_bar

    assert base._tqdm_class() is text_bar


def test_reached_children_match_the_per_node_walk(data):
    X, y, s = data
    models = [d.PrivateRDTClassifier(1.0, s, n_estimators=3, random_state=0, progress=False),
              d.DPForestClassifier(2.0, s, random_state=0, progress=False),
              d.DiffPRFsClassifier(1.0, s, n_estimators=3, max_depth=4, categorical_split="multiway",
                                   random_state=0, progress=False)]
    checked = 0
    for m in models:
        m.fit(X, y)
        n_codes = m.schema_.n_codes()
        for t in m.trees_:
            indptr, kids = _reached_children(t, n_codes)
            seen = np.zeros(t.n_nodes, dtype=bool)
            stack = [0]
            while stack:                         # the walk the arrays replace
                node = stack.pop()
                seen[node] = True
                if t.feature[node] >= 0:
                    mine = _children(t, node, n_codes)
                    np.testing.assert_array_equal(kids[indptr[node]:indptr[node + 1]], mine)
                    stack.extend(mine)
                    checked += 1
            np.testing.assert_array_equal(_reachable(t, m.schema_), seen)
    assert checked > 20


def test_importances_are_kept_per_fit_and_handed_out_as_copies(data):
    X, y, s = data
    m = d.PrivateRDTClassifier(1.0, s, n_estimators=5, random_state=0, progress=False).fit(X, y)
    first = m.feature_importances_
    first[:] = -1
    again = m.feature_importances_
    assert np.all(again >= 0) and again.sum() == pytest.approx(1.0)
    assert m.feature_importances_ is not again
    from dpforest.inspection import impurity_importances

    np.testing.assert_array_equal(again, impurity_importances(m))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m.fit(X.iloc[:200], y.iloc[:200])              # another fit: recomputed for it
    np.testing.assert_array_equal(m.feature_importances_, impurity_importances(m))
    import pickle

    assert "_importances_cache" not in pickle.loads(pickle.dumps(m)).__dict__


def test_a_ledger_shows_its_report_in_a_notebook(data):
    X, y, s = data
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    html = m.ledger_._repr_html_()
    assert html.startswith("<pre>privacy ledger: composed epsilon = 1") and "--" in html
    assert "<pre>" in d.PrivacyBudget(1.0)._repr_html_()


def test_a_schema_shows_its_declaration_as_a_table_in_a_notebook():
    """Schema's notebook view: one row per feature (kind, public domain, missing rule), the
    classes below, markup in a name escaped, a wide declaration cut to its head and counted."""
    from dpforest import Categorical, Numeric, Schema
    from dpforest.schema import SCHEMA_ROWS_SHOWN, Ordinal

    s = Schema([Numeric("age", 0, 120, allow_missing=True), Numeric("kids", 0, 9, integer=True),
                Categorical("<b>x</b>", ("F", "M")), Ordinal("edu", levels=("lo", "hi"))],
               classes=["no", "yes"])
    html = s._repr_html_()
    for cell in ("<td>numeric</td>", "<td>[0, 120]</td>", "<td>yes</td>", "<td>integer</td>",
                 "<td>ordinal</td>", "<td>['lo', 'hi']</td>", "&lt;b&gt;x&lt;/b&gt;"):
        assert cell in html, cell
    assert "<b>x</b>" not in html and "classes: [&#x27;no&#x27;, &#x27;yes&#x27;]" in html
    wide = Schema([Numeric(f"c{i}", 0, 1) for i in range(SCHEMA_ROWS_SHOWN + 5)], classes=[0, 1])
    html = wide._repr_html_()
    assert html.count("</tr>") == SCHEMA_ROWS_SHOWN + 1         # the header row and the head
    assert f"the first {SCHEMA_ROWS_SHOWN} of {SCHEMA_ROWS_SHOWN + 5} features" in html
    # the declared bounds as written, not rounded to six digits (1.23457e+06)
    exact = Schema([Numeric("m", 0, 1234567), Numeric("r", 0.123456789, 0.987654321)],
                   classes=[0, 1])._repr_html_()
    assert "<td>[0, 1234567]</td>" in exact and "<td>[0.123456789, 0.987654321]</td>" in exact
    # the same table outside a notebook: print(schema) and schema.to_frame() (repr stays one line)
    text = str(s)
    assert text.splitlines()[0] == repr(s) and "\n" not in repr(s)
    assert "[0, 120]" in text and "integer" in text and "classes: ['no', 'yes']" in text
    frame = s.to_frame()
    assert list(frame.columns) == ["feature", "kind", "domain", "missing allowed"]
    assert frame["kind"].tolist() == ["numeric", "integer", "categorical", "ordinal"]
    assert len(wide.to_frame()) == SCHEMA_ROWS_SHOWN + 5
    assert f"the first {SCHEMA_ROWS_SHOWN} of {SCHEMA_ROWS_SHOWN + 5} features" in str(wide)


def test_a_tool_fitting_in_worker_processes_is_warned_about_once_in_the_callers_process(capfd):
    """cross_val_score(n_jobs=2) fits its clones in worker processes: each worker said the
    repeated-fit warning on the terminal's stderr (once per worker), where a notebook never
    shows it and the caller's filters cannot catch it.  It is now said once, at the clone, in
    the caller's process (the stack level names the caller's line), and the workers are
    silent; a clone made as another estimator's parameter is left to its fits, as before."""
    from sklearn.model_selection import cross_val_score

    X, y, s = make_mixed(400)
    est = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        scores = cross_val_score(est, X, y, cv=3, n_jobs=2)
    assert len(scores) == 3
    said = [w for w in caught if issubclass(w.category, d.RepeatedFitWarning)]
    assert len(said) == 1 and said[0].filename == __file__
    assert "being called by sklearn.model_selection" in str(said[0].message)
    assert "RepeatedFitWarning" not in capfd.readouterr().err     # no worker said it
    # a second call is another run: said again, once
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cross_val_score(est, X, y, cv=3, n_jobs=2)
    assert sum(issubclass(w.category, d.RepeatedFitWarning) for w in caught) == 1
    # one after another (no workers): the fit says it, once, as before
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cross_val_score(est, X, y, cv=3)
    assert sum(issubclass(w.category, d.RepeatedFitWarning) for w in caught) == 1


def test_searches_and_pipelines_fitting_in_worker_processes_are_told_of_in_the_caller(capfd):
    """A search without a refit (its clones made in a generator expression that the worker
    pool consumes) and a Pipeline holding the model (its step cloned as the Pipeline's
    parameter) were said nothing of in the caller's process with n_jobs=2: the warning went
    to the workers' stderr only (a walkthrough).  Each is said once, in the caller's."""
    from sklearn.base import clone
    from sklearn.model_selection import GridSearchCV, cross_val_score
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    X, y, s = make_mixed(400)
    est = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
    pipe = Pipeline([("f", FunctionTransformer()), ("dp", clone(est))])
    for run in (lambda: GridSearchCV(est, {"max_depth": [2, 3]}, cv=2, n_jobs=2,
                                     refit=False).fit(X, y),
                lambda: GridSearchCV(pipe, {"dp__max_depth": [2, 3]}, cv=2, n_jobs=2,
                                     refit=False).fit(X, y),
                lambda: cross_val_score(pipe, X, y, cv=3, n_jobs=2)):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            run()
        said = [w for w in caught if issubclass(w.category, d.RepeatedFitWarning)]
        assert len(said) == 1 and said[0].filename == __file__
        assert "RepeatedFitWarning" not in capfd.readouterr().err     # no worker said it
    # a Pipeline inside another estimator (a vote of Pipelines) is that estimator's parameter,
    # however deep the clone's frames: left to its fits, not told at the clone as well
    from sklearn.ensemble import VotingClassifier

    rng = np.random.default_rng(0)
    Xn = pd.DataFrame({"u": rng.uniform(0, 1, 300), "v": rng.uniform(0, 1, 300)})
    yn = (Xn.u > 0.5).astype(int)          # (a vote hands its members labels 0..k-1)
    sn = d.Schema([d.Numeric("u", 0, 1), d.Numeric("v", 0, 1)], classes=[0, 1])
    member = Pipeline([("f", FunctionTransformer()),
                       ("dp", d.DPForestClassifier(1.0, sn, progress=False))])
    vote = VotingClassifier([("p", member), ("q", clone(member))], voting="soft")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cross_val_score(vote, Xn, yn, cv=2, n_jobs=2)
    assert not [w for w in caught if issubclass(w.category, d.RepeatedFitWarning)]


def test_learning_steps_and_calibrators_around_worker_fits_are_told_of_in_the_caller(capfd):
    """With n_jobs=2 the pipeline's notice of a step that learns from the records (an
    imputer) and a calibrator's notice were said in the workers only (stderr, once a worker;
    the calibrator's nowhere, since a worker's stack holds no calibrator's fit): a
    walkthrough.  Both are now said once, in the caller's process, and the workers are
    silent.  A step a search sets in the worker, after the clone, is still the worker's to
    tell of (a review: marking every clone told left it said nowhere)."""
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.impute import SimpleImputer
    from sklearn.model_selection import cross_validate
    from sklearn.pipeline import Pipeline

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"u": rng.uniform(0, 1, 400), "v": rng.uniform(0, 1, 400)})
    y = (X.u > 0.5).astype(int)
    s = d.Schema([d.Numeric("u", 0, 1), d.Numeric("v", 0, 1)], classes=[0, 1])
    est = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
    pipe = Pipeline([("imp", SimpleImputer().set_output(transform="pandas")), ("dp", est)])
    for run, says in ((lambda: cross_validate(pipe, X, y, cv=2, n_jobs=2), "'imp'"),
                      (lambda: CalibratedClassifierCV(est, cv=2, n_jobs=2).fit(X, y),
                       "CalibratedClassifierCV is fitting its calibrator")):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            run()
        said = [w for w in caught if issubclass(w.category, d.NonPrivateStepWarning)]
        assert len(said) == 1 and says in str(said[0].message)
        assert said[0].filename == __file__
        assert "NonPrivateStepWarning" not in capfd.readouterr().err     # no worker said it
    from sklearn.model_selection import GridSearchCV

    from joblib.externals.loky import get_reusable_executor

    # fresh workers: a worker says a notice at most once a minute, and earlier tests' may not
    get_reusable_executor().shutdown(wait=True)
    swapped = Pipeline([("imp", "passthrough"), ("dp", est)])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        GridSearchCV(swapped, {"imp": ["passthrough", SimpleImputer()]}, cv=2, n_jobs=2,
                     refit=False).fit(X, y)
    here = [w for w in caught if issubclass(w.category, d.NonPrivateStepWarning)]
    assert here or "NonPrivateStepWarning" in capfd.readouterr().err


def test_a_stack_of_frozen_models_is_told_that_its_final_estimator_learns_without_noise():
    """StackingClassifier of FrozenEstimator(fitted model)s fits its final estimator on the
    records' labels and the models' predictions, exactly; the members' fits, which would
    have said so, never run.  Said once per stack, by predict_proba under the stack's fit; a
    stack that fits the model itself is told of by that fit (its repeated-fit notice)."""
    from sklearn.ensemble import StackingClassifier
    from sklearn.frozen import FrozenEstimator
    from sklearn.linear_model import LogisticRegression

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"u": rng.uniform(0, 1, 400), "v": rng.uniform(0, 1, 400)})
    y = (X.u > 0.5).astype(int)
    s = d.Schema([d.Numeric("u", 0, 1), d.Numeric("v", 0, 1)], classes=[0, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fitted = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    stack = StackingClassifier([("f", FrozenEstimator(fitted))],
                               final_estimator=LogisticRegression(), cv=2)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        stack.fit(X.copy(), y.copy())
    said = [str(w.message) for w in caught if issubclass(w.category, d.NonPrivateStepWarning)]
    assert len(said) == 1 and "StackingClassifier is fitting its final estimator" in said[0]
    # the model's own predict_proba elsewhere says nothing of stacks
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fitted.predict_proba(X.head())
    assert not [w for w in caught if issubclass(w.category, d.NonPrivateStepWarning)]
    # a stack of the fitted model itself with cv='prefit', and one that stacks its predict
    for stack in (StackingClassifier([("f", fitted)], final_estimator=LogisticRegression(),
                                     cv="prefit"),
                  StackingClassifier([("f", FrozenEstimator(fitted))], cv=2,
                                     final_estimator=LogisticRegression(), stack_method="predict")):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            stack.fit(X.copy(), y.copy())
        said = [str(w.message) for w in caught if issubclass(w.category, d.NonPrivateStepWarning)]
        assert len(said) == 1 and "StackingClassifier is fitting its final estimator" in said[0]
    # a stack fitting an unfitted model: the repeated-fit notice, not this one
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        StackingClassifier([("f", d.DPForestClassifier(1.0, s, progress=False))],
                           final_estimator=LogisticRegression(), cv=2).fit(X.copy(), y.copy())
    assert not [w for w in caught if issubclass(w.category, d.NonPrivateStepWarning)]
    assert [w for w in caught if issubclass(w.category, d.RepeatedFitWarning)]

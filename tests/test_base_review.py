"""Review mends in the estimator base: the call-stack walk written once (``_stack.frames_from``),
one test for X holding the target's column, one empty-X refusal, and the rare-class notice's
settings advice built only where it is said."""
import sys
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest import _stack
from dpforest.forests import base


def test_frames_from_walks_up_from_the_frame_given_and_stops_at_the_limit():
    here = sys._getframe()
    walked = list(_stack.frames_from(here, 2))
    assert walked == [here, here.f_back]
    # past the top of the stack it stops, however high the limit
    everything = list(_stack.frames_from(here, 10_000))
    assert everything[0] is here and everything[-1].f_back is None


def _tool_module(name: str) -> dict:
    """A namespace whose code runs under the module name ``name`` (a stand-in for a tool's
    module, e.g. scikit-learn's weight boosting): its frames' globals carry that name."""
    namespace = {"__name__": name}
    exec("class Tool:\n"
         "    def run(self, probe):\n"
         "        return probe()\n", namespace)
    return namespace


def test_tool_on_stack_names_the_object_of_the_tool_frame_above_its_caller():
    tool = _tool_module("faketool.boosting")["Tool"]()

    def probe(**kw):            # the function that asks: the tool is its caller's frame
        return _stack.tool_on_stack(("faketool.",), **kw)

    assert tool.run(probe) is tool
    assert tool.run(lambda: _stack.tool_on_stack(("othertool.",))) is None
    # the first frame looked at is the caller's caller: a limit of 0 frames finds nothing
    assert tool.run(lambda: probe(max_frames=0)) is None


def test_holds_label_is_a_text_name_among_the_columns_that_is_no_feature():
    assert base._holds_label("y", ["a", "y"], ["a"])
    assert not base._holds_label("y", ["a"], ["a"])              # not in X
    assert not base._holds_label("a", ["a", "y"], ["a"])         # a declared feature
    assert not base._holds_label(None, ["a", "y"], ["a"])        # no name
    assert not base._holds_label(0, [0, "a"], ["a"])             # not text: a position


def test_an_empty_x_is_refused_with_its_routing_code_at_predict_and_on_dask_score():
    """The two places that refuse an X without records (predict in memory, score on a Dask
    frame whose partitions are all empty) build one refusal: its words and its code."""
    rng = np.random.default_rng(2)
    frame = pd.DataFrame({"x": rng.random(300), "y": rng.integers(0, 2, 300)})
    m = d.DPForestClassifier(1.0, d.Schema.from_bounds(0, 1, n_features=1, classes=[0, 1],
                                                       feature_names=["x"]),
                             progress=False).fit(frame[["x"]], frame.y)
    refusals = []
    with pytest.raises(d.SchemaError, match=r"^X is empty: Found array with 0 sample") as e:
        m.predict(frame[["x"]].iloc[:0])
    refusals.append(e.value)
    dd = pytest.importorskip("dask.dataframe")
    nothing = dd.from_pandas(frame, npartitions=3).query("x < 0")
    with pytest.raises(d.SchemaError, match="^X is empty: score needs at least one record") as e:
        m.score(nothing[["x"]], nothing.y)
    refusals.append(e.value)
    assert [err.codes for err in refusals] == [(("<X>", "empty"),)] * 2


def _three_class_counts_model():
    """(X, a default forest with count leaves fitted on three classes of X's column a)."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 3, 3000)})
    y = np.floor(X.a.to_numpy()).astype(int)
    schema = d.Schema([d.Numeric("a", 0, 3)], classes=[0, 1, 2])
    return X, d.DPForestClassifier(5.0, schema=schema, leaf_release="counts", random_state=0,
                                   progress=False).fit(X, y)


def test_the_rare_class_notice_on_many_classes_does_not_read_the_fit_settings(monkeypatch):
    """With more than two classes the notice says to keep the depth: the settings advice it
    does not say is no longer built (it read the fit's parameters for nothing)."""
    from dpforest.exceptions import RareClassWarning

    X, m = _three_class_counts_model()
    assert not m.constant_

    def unread(model):
        raise AssertionError("the fit's settings were read for advice that is not said")

    # the released shares as if class 2 were rare (the notice's test, not the fit's records)
    monkeypatch.setattr(base, "class_shares", lambda trees: np.array([0.6, 0.38, 0.02]))
    monkeypatch.setattr(base, "fitted_params", unread)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        m.predict_proba(X.head(3))
    said = [str(w.message) for w in rec if issubclass(w.category, RareClassWarning)]
    assert len(said) == 1
    assert "class 2 holds under 5.0%" in said[0]
    assert "with 3 classes keep the depth the model chose" in said[0]
    assert "at least 2 levels" in said[0] and "fit with" not in said[0]


def test_model_notices_are_not_said_in_joblib_worker_processes(tmp_path):
    """cross_validate(..., n_jobs=2) printed predict_proba's RareClassWarning once per worker
    process, to the terminal and named after multiprocessing's own code, never to the
    notebook.  In a joblib worker the model notices are not said; in the caller's process they
    still are (once)."""
    import subprocess
    import sys
    import textwrap

    from joblib import Parallel, delayed

    assert base._in_joblib_worker() is False
    assert Parallel(n_jobs=2)(delayed(base._in_joblib_worker)() for _ in range(2)) == [True, True]
    script = tmp_path / "cv.py"
    script.write_text(textwrap.dedent("""
        import numpy as np, pandas as pd
        import dpforest as d
        from sklearn.model_selection import cross_validate
        rng = np.random.default_rng(0)
        X = pd.DataFrame({"x": rng.uniform(0, 10, 6000)})
        y = np.where((X.x > 9.5) & (rng.random(6000) < .6), "fraud", "ok")
        s = d.Schema([d.Numeric("x", 0, 10)], classes=["fraud", "ok"])
        est = d.DPForestClassifier(2.0, s, random_state=0, progress=False)
        cross_validate(est, X, y, cv=3, n_jobs=2, scoring="roc_auc")
        est.fit(X, y).predict_proba(X.head(2))
    """))
    err = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=300).stderr
    # the caller's own predict_proba says it once; the two workers' did before, too
    assert err.count("RareClassWarning") == 1, err


def test_predict_proba_reads_the_rare_class_shares_once_per_model(monkeypatch):
    """A review: the rare-class notice read every leaf's counts on each predict_proba call
    (about 4 ms on a 100-tree forest, in a serving loop of one-record calls); once per model
    now, as before the notice was factored for `dpforest show`."""
    X, m = _three_class_counts_model()
    calls = []
    real = base.class_shares
    monkeypatch.setattr(base, "class_shares", lambda trees: calls.append(1) or real(trees))
    for _ in range(5):
        m.predict_proba(X.head(1))
    assert len(calls) <= 1

"""dpforest inside another program (a service, a library, threads): one warning and error
hierarchy to filter and catch by category, silencing that never touches the process's
filters, notices a caller asking for every warning gets every time, refusals a program can
route without reading text (budget figures, problem codes), plots that do not pile up, and a
word when the kernels compile."""

from __future__ import annotations

import importlib.util
import threading
import warnings
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pandas as pd
import pytest
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import FunctionTransformer

import dpforest
from dpforest import DPForestClassifier, Numeric, Schema
from dpforest import exceptions as E
from dpforest._warning_control import filtered, is_muted, muted
from dpforest.evaluation import private_confusion_matrix
from dpforest.forests.base import ConstantModelWarning


def _data(n=400, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 1, n), "b": rng.uniform(0, 1, n)})
    y = np.where(X["a"] + 0.2 * rng.normal(size=n) > 0.5, "yes", "no")
    schema = Schema([Numeric("a", 0, 1), Numeric("b", 0, 1)], classes=["no", "yes"])
    return X, y, schema


def test_every_public_warning_and_error_sits_under_one_base():
    for name in E.__all__:
        if name.startswith("Worker") and importlib.util.find_spec("dask") is None:
            continue                              # the Dask errors need the extra
        cls = getattr(E, name)
        assert issubclass(cls, (E.DPForestWarning, E.DPForestError)), name
        if not name.startswith("Worker"):       # and importable from the package
            assert getattr(dpforest, name) is cls, name
    # the built-in bases callers already catch are kept
    assert issubclass(E.SchemaError, ValueError) and issubclass(E.SchemaTypeError, TypeError)
    assert issubclass(E.BudgetExceededError, RuntimeError)
    assert issubclass(E.DPForestWarning, UserWarning)


def test_no_plain_user_warning_left_in_the_library():
    """Each warns with a dpforest category, so a category filter reaches all of them (a
    ``module=`` filter cannot: notices name the caller's line)."""
    import ast
    import pathlib

    root = pathlib.Path(dpforest.__file__).parent
    plain = []
    for path in root.rglob("*.py"):
        if path.name == "cli.py" or {"_cli", "benchmarks", "experiments"} & set(path.parts):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "warn" and getattr(node.func.value, "id", None) == "warnings":
                cat = node.args[1] if len(node.args) > 1 else \
                    next((k.value for k in node.keywords if k.arg == "category"), None)
                if cat is None and node.args and isinstance(node.args[0], ast.Call):
                    continue            # a warning instance: its class is the category
                if cat is None or ast.unparse(cat) == "UserWarning":
                    plain.append(f"{path.name}:{node.lineno}")
    assert plain == []


def test_a_settings_notice_is_filtered_by_category():
    X, y, schema = _data()
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        warnings.filterwarnings("ignore", category=E.SettingsWarning)
        DPForestClassifier(1.0, schema, n_estimators=40, max_depth=6, random_state=0).fit(X, y)
    assert not [w for w in got if issubclass(w.category, E.SettingsWarning)]
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        DPForestClassifier(1.0, schema, n_estimators=40, max_depth=6, random_state=0).fit(X, y)
    assert [w for w in got if issubclass(w.category, E.LeafNoiseWarning)]


def test_under_always_each_model_gets_its_fit_notice():
    """Two callers' ill-set models one after the other in one process: both are told (the
    once-a-minute throttle, meant for a search's folds, yields to simplefilter('always'))."""
    X, y, schema = _data()
    for _ in range(2):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            DPForestClassifier(0.3, schema, n_estimators=20, max_depth=6).fit(X, y)
        assert sum(issubclass(w.category, E.LeafNoiseWarning) for w in got) == 1


def test_muted_is_per_thread_and_leaves_the_filters_alone():
    before = list(warnings.filters)
    seen = {}

    def other():
        seen["other"] = is_muted(ConstantModelWarning)

    with muted(ConstantModelWarning):
        assert is_muted(ConstantModelWarning) and not is_muted(E.SettingsWarning)
        t = threading.Thread(target=other)
        t.start()
        t.join()
        assert warnings.filters == before
    assert seen["other"] is False and not is_muted(ConstantModelWarning)


def test_filtered_drops_only_its_own_threads_warnings_and_survives_other_blocks():
    """The races a privacy audit found with filter edits: another thread's catch_warnings
    (scikit-learn's checks run one) put the filters back mid-block, letting a step's warning
    through, or left 'ignore everything' behind.  filtered() edits no filter: a warning given
    in its thread is dropped even inside another thread's block, and other threads' show."""
    before = list(warnings.filters)
    inside, release = threading.Event(), threading.Event()
    seen = []

    def other():
        with warnings.catch_warnings():          # spans the filtered block's start and end
            warnings.simplefilter("always")
            inside.set()
            release.wait(5)
            warnings.warn("other thread's notice")

    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        t = threading.Thread(target=other)
        t.start()
        inside.wait(5)
        with filtered():
            warnings.warn("a step quoting a record: 6.3696")
            release.set()
            t.join()
        warnings.warn("after the block")
        seen = [str(w.message) for w in got]
    assert "a step quoting a record: 6.3696" not in seen
    assert {"other thread's notice", "after the block"} <= set(seen)
    assert warnings.filters == before
    with filtered(category=RuntimeWarning, message="all-nan"):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            warnings.warn("All-NaN slice", RuntimeWarning)       # case-insensitive, as filters
            warnings.warn("All-NaN slice", UserWarning)
    assert [w.category for w in got] == [UserWarning]


def test_concurrent_pipeline_evaluations_leave_the_filters_as_they_were():
    X, y, schema = _data(600)

    def slow(Z):
        threading.Event().wait(0.001)
        return Z

    pipe = make_pipeline(FunctionTransformer(slow), DPForestClassifier(1.0, schema, random_state=0))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        pipe.fit(X, y)
    before = list(warnings.filters)
    with ThreadPoolExecutor(2) as ex:
        list(ex.map(lambda _: private_confusion_matrix(pipe, X.copy(), y.copy(), epsilon=0.5),
                    range(16)))
    assert warnings.filters == before


def test_a_mute_silences_this_threads_fits_only():
    """A selector's or an audit's mute of its candidates' notices: a fit in another thread
    while the mute holds still warns (one recording block in the main thread sees both)."""
    X, y, schema = _data(300)

    def fit():
        DPForestClassifier(0.5, schema, max_depth=0, random_state=0).fit(X, y)

    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        with muted(ConstantModelWarning):
            fit()
            assert not [w for w in got if issubclass(w.category, ConstantModelWarning)]
            t = threading.Thread(target=fit)
            t.start()
            t.join()
    assert sum(issubclass(w.category, ConstantModelWarning) for w in got) == 1


def test_a_selectors_candidates_are_muted_and_its_own_verdict_is_not():
    from dpforest import PrivateModelSelector

    X, y, schema = _data(300)
    sel = PrivateModelSelector([DPForestClassifier(max_depth=0), DPForestClassifier(max_depth=0)],
                               epsilon=0.5, schema=schema, random_state=0)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        sel.fit(X, y)
    constant = [str(w.message) for w in got if issubclass(w.category, ConstantModelWarning)]
    assert len(constant) == 1 and "makes one leaf" not in constant[0]


@pytest.mark.parametrize("name", ["DPForestWarning", "DPForestError", "SettingsWarning"])
def test_exceptions_module_loads_nothing_else(name):
    import subprocess
    import sys

    code = (f"import sys; from dpforest.exceptions import {name}; "
            "print(sorted(m for m in ('sklearn', 'pandas', 'numpy', 'opendp') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_saved_plot_is_released_from_pyplot_outside_a_notebook():
    """A service writing report images: each saved figure the plot made is closed (pyplot
    not interactive), so they do not pile up; the returned Axes still hold the drawing."""
    plt = pytest.importorskip("matplotlib.pyplot")
    from dpforest import inspection

    X, y, schema = _data()
    m = DPForestClassifier(1.0, schema, random_state=0).fit(X, y)
    plt.close("all")
    import tempfile, os
    with tempfile.TemporaryDirectory() as d:
        for i in range(3):
            ax = inspection.plot_importances(m, path=os.path.join(d, f"i{i}.png"))
            m.ledger_.plot(path=os.path.join(d, f"l{i}.png"))
        assert len(os.listdir(d)) == 6
    assert plt.get_fignums() == [] and ax.patches        # closed, still drawn
    inspection.plot_importances(m)                        # no path: the caller's to show or save
    assert len(plt.get_fignums()) == 1
    plt.close("all")


def test_a_budget_refusal_carries_its_figures(tmp_path):
    import pickle

    from dpforest import BudgetExceededError, PrivacyBudget

    X, y, schema = _data()
    budget = PrivacyBudget(1.5)
    budget.fit(DPForestClassifier(1.0, schema, random_state=0), X, y)
    with pytest.raises(BudgetExceededError) as info:
        budget.fit(DPForestClassifier(1.0, schema, random_state=0), X, y)
    e = info.value
    assert (e.requested, e.spent, e.total) == (1.0, 1.0, 1.5)
    assert e.remaining == pytest.approx(0.5) and e.unit == "record"
    back = pickle.loads(pickle.dumps(e))
    assert (back.requested, back.remaining, str(back)) == (1.0, e.remaining, str(e))


def test_a_schema_refusal_gives_stable_codes_for_its_problems():
    """Serving code routes refusals by code; the kinds' text carries declared bounds and
    categories (and may be reworded).  Every kind a refusal can give has a code."""
    import ast
    import pathlib

    from dpforest import Categorical, SchemaError
    from dpforest.schema import problem_code

    s = Schema([Numeric("a", 0, 1), Numeric("t", 0, 9), Categorical("c", ["x", "y"])], classes=[0, 1])
    X = pd.DataFrame({"a": [0.5, 2.0, np.inf, "text"], "t": [1, 2, pd.Timestamp("2020-01-01"), 3],
                      "c": ["x", "z", "y", None]})
    with pytest.raises(SchemaError) as info:
        s.encode(X)
    assert set(info.value.codes) == {("a", "non_numeric"), ("a", "infinite"), ("a", "out_of_bounds"),
                                     ("t", "temporal"), ("c", "missing"), ("c", "unknown_category")}
    assert len(info.value.codes) == len(info.value.problems)
    # every literal kind the schema's checks file as a refusal maps to a code of its own
    src = pathlib.Path(dpforest.schema.__file__).read_text()
    kinds = []
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_Problem" and len(node.args) > 1:
            kind = node.args[1]
            text = kind.value if isinstance(kind, ast.Constant) else \
                "".join(v.value for v in getattr(kind, "values", [])[:1] if isinstance(v, ast.Constant))
            if isinstance(kind, ast.Call) and getattr(kind.func, "id", None) == "bounds_note":
                text = dpforest.schema.bounds_note(Numeric("a", 0, 1))    # a note, not a refusal
            kinds.append(text)
    assert kinds and all(problem_code(k) != "other" for k in kinds
                         if not k.startswith(("the declared bounds", "values that are not whole")))


def test_the_first_compilation_in_a_process_is_said_once_where_a_bar_would_show(monkeypatch, capsys):
    import types

    from numba.core import event

    from dpforest import _compile_notice as cn

    def compiling(module):
        """numba's compile event for a function of ``module``."""
        def kernel():
            pass
        kernel.__module__ = module
        return event.trigger_event("numba:compile",
                                   data={"dispatcher": types.SimpleNamespace(py_func=kernel)})

    monkeypatch.setattr(cn, "_said", False)
    with cn.compile_notice(False):                   # no bar asked for: nothing said
        with compiling("dpforest.tree.grower"):
            pass
    assert cn.NOTICE not in capsys.readouterr().err
    with cn.compile_notice(True):
        # numba's typed containers compile in every process (uncached): not ours to announce
        with compiling("numba.typed.listobject"):
            pass
        with compiling("numba.typed.typedlist"):
            pass
        assert cn.NOTICE not in capsys.readouterr().err
        with compiling("dpforest.tree.grower"):
            pass
        with compiling("dpforest._kernels"):
            pass
    assert capsys.readouterr().err.count(cn.NOTICE) == 1
    with cn.compile_notice(True):                    # said once per process
        with compiling("dpforest.tree.grower"):
            pass
    assert cn.NOTICE not in capsys.readouterr().err


def test_a_refusal_of_xs_layout_carries_problems_and_codes():
    from dpforest import SchemaError

    X, y, schema = _data(50)
    cases = {"missing": (X[["a"]], {("b", "missing_column")}),
             "extra": (X.assign(secret_col=1), {("<X>", "extra_columns")}),
             "width": (X.to_numpy()[:, :1], {("<X>", "wrong_width")}),
             "ndim": (X.to_numpy()[:, 0], {("<X>", "not_2d")}),
             "repeated": (pd.concat([X, X[["b"]]], axis=1), {("b", "repeated_column")})}
    for name, (bad, codes) in cases.items():
        with pytest.raises(SchemaError) as info:
            schema.encode(bad)
        assert set(info.value.codes) == codes, name
        assert "secret_col" not in repr(info.value.problems)


def test_predict_on_an_empty_batch_or_a_request_of_no_fields_carries_a_code():
    """A service routes refusals by their codes: an empty batch and a request of no fields
    ({} as a frame) were refused by scikit-learn's input check with no (column, code) pair."""
    import dpforest as d
    from dpforest import SchemaError

    X, y, schema = _data(200)
    m = d.DPForestClassifier(1.0, schema, progress=False).fit(X, y)
    # a schema column twice: refused by scikit-learn's name check with no pair either
    for bad, code in ((X.iloc[:0], ("<X>", "empty")), (pd.DataFrame([{}]), ("<X>", "wrong_width")),
                      (pd.concat([X, X[["a"]]], axis=1), ("a", "repeated_column"))):
        with pytest.raises(SchemaError) as info:
            m.predict(bad)
        assert info.value.codes == (code,)

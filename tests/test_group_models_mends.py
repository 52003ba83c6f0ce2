"""A per-group set (dpforest.GroupModels) after one of its models is fitted again in place,
its score, what refuses a set with advice (release statements, the inspection helpers, Dask
collections), '$' in the names the plots draw, and a budget file made twice."""

from __future__ import annotations

import os
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest import GroupModels, PrivacyBudget
from dpforest.evaluation import private_confusion_matrix
from dpforest.exceptions import EvaluationWarning


def _schema():
    return d.Schema([d.Numeric("age", 0, 100),
                     d.Categorical("sex", ["f", "m"], allow_missing=True),
                     d.Categorical("region", ["N", "S"])],
                    classes=["a", "b"])


def _data(n=600, seed=0):
    rng = np.random.default_rng(seed)
    sex = rng.choice(["f", "m"], n).astype(object)
    age = rng.uniform(0, 100, n)
    y = pd.Series(np.where((sex == "f") == (age > 50), "a", "b"), name="y")
    sex[np.flatnonzero(sex == "m")[: n // 10]] = None
    return pd.DataFrame({"age": age, "sex": sex, "region": rng.choice(["N", "S"], n)}), y


def _est(eps=4.0):
    return d.DPForestClassifier(eps, _schema(), random_state=0, progress=False,
                                n_estimators=4, max_depth=2, leaf_release="counts")


def _fit_set(X, y):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return PrivacyBudget(None).fit_per_group(_est(), X, y, by="sex")


@pytest.fixture(scope="module")
def data():
    return _data()


@pytest.fixture(scope="module")
def models(data):
    return _fit_set(*data)


# ---------------------------------------------------------------- a model fitted again in place

@pytest.mark.parametrize("use", ["predict", "save", "evaluate", "loaded"])
def test_a_model_fitted_again_in_place_is_checked_again(data, tmp_path, use):
    X, y = data
    ms = _fit_set(X, y)
    if use == "loaded":
        ms.save(tmp_path / "set")
        ms = GroupModels.load(tmp_path / "set")
    ms.predict(X)                               # the routing is worked out and cached
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")         # RepeatedFitWarning: a release of its own
        ms["f"].fit(X, y)                       # the whole table: no group's model now
    assert not hasattr(ms["f"], "group_")
    refusal = r"not fitted on one group \(no group_\)"
    with pytest.raises(ValueError, match=refusal):
        if use in ("predict", "loaded"):
            ms.predict(X)
        elif use == "save":
            ms.save(tmp_path / "out")
        else:
            private_confusion_matrix(ms, *_data(200, seed=5), epsilon=1.0)
    if use == "save":
        assert not (tmp_path / "out").exists()  # no folder that load would refuse
    # a set's own words say what happened and what to do -- a loaded one's too: its folder
    # is intact, the set in memory changed
    with pytest.raises(ValueError, match=r"fitted again by its own fit.*fit_per_group") as e:
        ms.predict(X)
    assert "these models are not one per-group set" in str(e.value)
    assert "['f']" in str(e.value) and str(tmp_path / "set") not in str(e.value)


def test_a_loaded_set_changed_in_memory_is_named_by_its_keys_not_its_files(data, tmp_path):
    X, y = data
    ms = _fit_set(X, y)
    ms.save(tmp_path / "set")
    loaded = GroupModels.load(tmp_path / "set")
    loaded["f"] = ms["m"]                       # another group's model under 'f'
    with pytest.raises(ValueError) as e:
        loaded.predict(X)
    assert str(e.value).startswith("these models are not one per-group set")
    assert "0-f.json" not in str(e.value) and str(tmp_path / "set") not in str(e.value)
    # a folder itself at fault is still named, file by file
    (tmp_path / "bad").mkdir()
    for f in (tmp_path / "set").iterdir():
        (tmp_path / "bad" / f.name).write_bytes(f.read_bytes())
    (tmp_path / "bad" / "1-m.json").write_bytes((tmp_path / "set" / "0-f.json").read_bytes())
    with pytest.raises(ValueError, match=rf"{str(tmp_path / 'bad')!r} is not one per-group set"
                                         rf".*two models of the group.*1-m\.json"):
        GroupModels.load(tmp_path / "bad")


def test_an_unchanged_set_keeps_its_routing(models, data):
    """The cache still holds while nothing changed (no check worked out again per call)."""
    X, _ = data
    first = models._routing()
    models.predict(X)
    assert models._routing() is first


# ---------------------------------------------------------------- score

def test_score_is_the_accuracy_of_the_routed_predictions(models):
    Xt, yt = _data(400, seed=3)
    pred = models.predict(Xt)
    with warnings.catch_warnings():
        warnings.simplefilter("error", EvaluationWarning)    # held-out records: no notice
        assert models.score(Xt, yt) == pytest.approx(float(np.mean(pred == yt.to_numpy())))
    w = np.where(Xt["region"] == "N", 2.0, 1.0)
    assert models.score(Xt, yt, sample_weight=w) == pytest.approx(
        float(np.average(pred == yt.to_numpy(), weights=w)))
    with pytest.raises(ValueError):
        models.score(Xt, yt.replace({"a": "zz"}))            # not a declared class


def test_score_on_the_training_records_warns_once_per_set(data):
    X, y = data
    ms = _fit_set(X, y)
    with pytest.warns(EvaluationWarning, match="per-group set was fitted on"):
        ms.score(X, y)
    with warnings.catch_warnings():
        warnings.simplefilter("error", EvaluationWarning)
        ms.score(X, y)                                       # said once
        _fit_set(X, y).score(X.copy(), y.copy())             # other objects: not told


def test_a_set_refuses_a_dask_collection_clearly(models, data):
    dd = pytest.importorskip("dask.dataframe")
    X, y = data
    Xd, yd = dd.from_pandas(X, npartitions=2), dd.from_pandas(y, npartitions=2)
    for call in (lambda: models.predict(Xd), lambda: models.predict_proba(Xd),
                 lambda: models.score(Xd, yd), lambda: models.score(X, yd)):
        with pytest.raises(TypeError, match=r"GroupModels\) (predicts|scores) data in memory"):
            call()


# ---------------------------------------------------------------- what refuses a set

@pytest.mark.parametrize("name", ["release_statement", "statement_markdown"])
def test_a_release_statement_refuses_a_set_with_advice(models, name):
    from dpforest import statement

    with pytest.raises(TypeError, match=rf"state each group's model.*{name}\(m\) for category"):
        getattr(statement, name)(models)
    # as the advice says: each group's model has its own statement
    assert all(statement.statement_markdown(m).startswith("# Release statement")
               for m in models.values())


@pytest.mark.parametrize("name", ["export_text", "plot_importances", "plot_tree",
                                  "decision_paths", "impurity_importances", "leaf_drift"])
def test_the_inspection_helpers_refuse_a_set_with_advice(models, data, name):
    from dpforest import inspection

    if name.startswith("plot"):
        pytest.importorskip("matplotlib")
    args = (data[0].head(3),) if name in ("decision_paths", "leaf_drift") else ()
    with pytest.raises(TypeError, match=rf"inspect one group's model, {name}\(models\['f'\]"):
        getattr(inspection, name)(models, *args)


# ---------------------------------------------------------------- '$' in the names drawn

def _dollar_model(kind="forest"):
    rng = np.random.default_rng(0)
    n = 3000
    cats = ["$\\frac{$", "$x$"]
    X = pd.DataFrame({"$c$": rng.choice(cats, n), "$w\\frac{$": rng.uniform(0, 1, n),
                      "$v$": rng.uniform(0, 1, n)})
    w = X["$w\\frac{$"]
    y = np.where((w > .6) | ((X["$c$"] == "$x$") & (w > .2)), "p", "q$^$")
    schema = d.Schema([d.Categorical("$c$", cats), d.Numeric("$w\\frac{$", 0, 1),
                       d.Numeric("$v$", 0, 1)], classes=["p", "q$^$"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if kind == "boosting":
            return d.DPBoostingClassifier(5.0, schema, max_depth=1, random_state=0).fit(X, y)
        return d.DPForestClassifier(5.0, schema, random_state=0, progress=False, max_depth=2,
                                    leaf_release="counts").fit(X, y)


def test_plots_draw_dollar_signs_in_names_as_text(tmp_path):
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    from dpforest.inspection import plot_additive_terms, plot_importances, plot_tree

    m = _dollar_model()
    try:
        ax = plot_tree(m, path=tmp_path / "tree.png")        # '$\\frac{$' failed (mathtext)
        texts = [t.get_text() for t in ax.texts]
        assert any("\\frac{" in t for t in texts) and any("q$^$" in t for t in texts)
        assert not any(t.get_parse_math() for t in ax.texts)
        ax = plot_importances(m, path=tmp_path / "imp.png")
        labels = ax.get_yticklabels()
        assert "$w\\frac{$" in [t.get_text() for t in labels]
        assert not any(t.get_parse_math() for t in labels)
        axes = plot_additive_terms(_dollar_model("boosting"), path=tmp_path / "add.png")
        for panel in np.atleast_1d(axes):
            assert not panel.title.get_parse_math()
            assert not any(t.get_parse_math() for t in panel.get_xticklabels())
        assert not np.atleast_1d(axes)[0].figure._suptitle.get_parse_math()
    finally:
        plt.close("all")
    assert all((tmp_path / f).stat().st_size > 0 for f in ("tree.png", "imp.png", "add.png"))


# ---------------------------------------------------------------- a budget file made again

def test_a_budget_file_made_again_says_how_to_reopen_it(tmp_path):
    p = tmp_path / "nb_budget.json"
    PrivacyBudget(total=2.0, path=p)
    with pytest.raises(FileExistsError) as e:
        PrivacyBudget(total=3.0, path=p)                     # a re-run, another total even
    real = os.path.realpath(p)
    assert f"PrivacyBudget.open({real!r})" in str(e.value)
    assert "if os.path.exists(p) else PrivacyBudget(total=..., path=p)" in str(e.value)
    assert "not applied to an existing file" in str(e.value)
    assert PrivacyBudget.open(p).total == 2.0                # never reopened with the new total


def test_a_warning_every_member_gives_of_one_batch_is_said_once(models, data):
    """An array without the fitted column names: each group's model warned of it, one
    identical warning per group in the batch; the set says it once, and predicts as with
    the frame."""
    X, _ = data
    batch = X.iloc[::8]
    assert batch["sex"].isna().any() and batch["sex"].nunique() == 2      # three groups
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pred = models.predict(batch.to_numpy())
    texts = [str(w.message) for w in caught]
    assert texts and len(texts) == len(set(texts)), texts
    np.testing.assert_array_equal(pred, models.predict(batch))


def test_a_budgets_refusal_of_an_epsilon_given_as_text_names_the_type_and_the_conversion(data):
    """fit_per_group's check of the estimator's ε said "must be a number > 0, got '1.0'", as
    if 1.0 were refused; like the estimator's own check it now names the type and float()."""
    import decimal

    X, y = data
    for bad in ("1.0", decimal.Decimal("0.5")):
        est = _est()
        est.epsilon = bad
        with pytest.raises(ValueError, match=r"got a (str|Decimal): .*\(float\(epsilon\) "
                                             r"converts it\)"):
            PrivacyBudget(None).fit_per_group(est, X, y, by="sex")
    for bad in ("one", "0", "nan"):         # float() is advised only where its number is taken
        est = _est()
        est.epsilon = bad
        with pytest.raises(ValueError, match=f"got a str: '{bad}'$"):
            PrivacyBudget(None).fit_per_group(est, X, y, by="sex")

"""dpforest.GroupModels: what PrivacyBudget.fit_per_group returns, a dict category -> model
that also serves the set as one model (each record predicted by its own group's model), saved
to and loaded from the folder `dpforest fit --per-group` writes, and evaluated privately like
one model."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import confusion_matrix

import dpforest as d
from dpforest import GroupModels, PrivacyBudget
from dpforest.cli import main
from dpforest.evaluation import private_confusion_matrix, private_roc
from dpforest.io import load_model, save_model
from dpforest.privacy.mechanisms import _noiseless
from dpforest.schema import OutOfDomainError

FILES = ["0-f.json", "1-m.json", "2-x.json", "missing.json"]


def _schema():
    return d.Schema([d.Numeric("age", 0, 100),
                     d.Categorical("sex", ["f", "m", "x"], allow_missing=True),
                     d.Categorical("region", ["N", "S"])],
                    classes=["a", "b"])


def _data(n=600, seed=0):
    """Groups whose rule differs: 'f' is 'a' when old, 'm' (and the missing group, 'm' records
    without their sex) is 'a' when young, so no one model's predictions are the set's."""
    rng = np.random.default_rng(seed)
    sex = rng.choice(["f", "m"], n).astype(object)
    age = rng.uniform(0, 100, n)
    old = age > 50
    y = pd.Series(np.where((sex == "f") == old, "a", "b"), name="y")
    sex[np.flatnonzero(sex == "m")[: n // 10]] = None
    X = pd.DataFrame({"age": age, "sex": sex, "region": rng.choice(["N", "S"], n)})
    return X, y


def _est(eps=4.0):
    return d.DPForestClassifier(eps, _schema(), random_state=0, progress=False,
                                n_estimators=4, max_depth=2, leaf_release="counts")


@pytest.fixture(scope="module")
def models():
    X, y = _data()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return PrivacyBudget(None).fit_per_group(_est(), X, y, by="sex")


def _own_rows(X, key):
    return (X.sex.isna() if key is None else X.sex == key).to_numpy()


def test_fit_per_group_still_returns_the_dict_of_its_groups(models):
    assert isinstance(models, dict) and isinstance(models, GroupModels)
    assert list(models) == ["f", "m", "x", None]
    assert all(m.group_ == {"column": "sex", "category": k} for k, m in models.items())
    assert models.column == "sex"
    assert list(models.classes_) == ["a", "b"]
    assert models.schema_.feature_names == ["age", "sex", "region"]
    assert models.lacking() == []
    assert repr(models) == "GroupModels(column='sex', 4 DPForestClassifier models)"


def test_each_record_is_predicted_by_its_own_groups_model(models):
    X, _ = _data(n=400, seed=1)
    X = X.sample(frac=1, random_state=2).reset_index(drop=True)       # groups interleaved
    pred, proba = models.predict(X), models.predict_proba(X)
    assert pred.shape == (len(X),) and proba.shape == (len(X), 2)
    for key, model in models.items():
        rows = _own_rows(X, key)
        if rows.any():
            np.testing.assert_array_equal(pred[rows], model.predict(X[rows]))
            np.testing.assert_array_equal(proba[rows], model.predict_proba(X[rows]))
    # the routing matters: no one model of the set gives these predictions
    for model in models.values():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            assert not np.array_equal(model.predict(X), pred)
    # records as a numpy array, in the schema's column order, route alike
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)        # scikit-learn's: no column names
        np.testing.assert_array_equal(models.predict(X.to_numpy(object)), pred)
    assert len(models.predict(X.iloc[:0])) == 0


def test_a_value_outside_the_declared_categories_is_refused_without_quoting_it(models):
    X, _ = _data(n=20, seed=3)
    X.loc[4, "sex"] = "secret-value"
    with pytest.raises(OutOfDomainError) as e:
        models.predict(X)
    assert "'sex'" in str(e.value) and "secret-value" not in str(e.value)


def test_a_set_must_be_one_set_of_groups(models):
    with pytest.raises(ValueError, match=r"each model must be under its own group's category"):
        GroupModels({"m": models["f"], "f": models["m"]})
    X, y = _data()
    with pytest.raises(ValueError, match=r"not fitted on one group \(no group_\)"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            GroupModels({"f": models["f"], "m": _est().fit(X, y)})
    # a set of some groups only predicts those groups' records; others are refused, naming the
    # column and the declared category (a prediction is not a private release)
    part = GroupModels({"f": models["f"], "m": models["m"]})
    assert part.lacking() == ["x", None]
    X, _ = _data(n=50, seed=4)
    with pytest.raises(ValueError, match=r"no model of the group sex missing"):
        part.predict(X)
    rows = _own_rows(X, "f") | _own_rows(X, "m")
    np.testing.assert_array_equal(part.predict(X[rows]), models.predict(X[rows]))


def test_saved_set_is_served_by_dpforest_predict_folder(models, tmp_path, capsys):
    written = models.save(tmp_path / "by_sex")
    assert sorted(f.name for f in (tmp_path / "by_sex").iterdir()) == FILES
    assert [p.name for p in written] == FILES
    X, _ = _data(n=300, seed=5)
    X.to_csv(tmp_path / "new.csv", index=False)
    assert main(["predict", str(tmp_path / "by_sex"), str(tmp_path / "new.csv"),
                 "-o", str(tmp_path / "pred.csv")]) == 0
    served = pd.read_csv(tmp_path / "pred.csv").iloc[:, -1].astype(str).to_numpy()
    np.testing.assert_array_equal(served, models.predict(X).astype(str))
    # and read back in Python, the same set
    back = GroupModels.load(tmp_path / "by_sex")
    assert list(back) == list(models)
    np.testing.assert_array_equal(back.predict(X), models.predict(X))
    np.testing.assert_array_equal(back.predict_proba(X), models.predict_proba(X))


def test_save_refuses_a_folder_already_holding_model_files(models, tmp_path):
    models.save(tmp_path / "s")
    with pytest.raises(FileExistsError, match="overwrite=True"):
        models.save(tmp_path / "s")
    models.save(tmp_path / "s", overwrite=True)
    save_model(models["f"], tmp_path / "s" / "other.json")
    with pytest.raises(FileExistsError, match="that set's files only"):
        models.save(tmp_path / "s", overwrite=True)


def test_load_refuses_what_is_not_one_set(models, tmp_path):
    X, y = _data()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        by_region = PrivacyBudget(None).fit_per_group(_est(), X, y, by="region")
        plain = _est().fit(X, y)
    models.save(tmp_path / "mixed")
    by_region.save(tmp_path / "r")
    (tmp_path / "r" / "0-N.json").rename(tmp_path / "mixed" / "region-N.json")
    with pytest.raises(ValueError, match=r"of groups of different columns") as e:
        GroupModels.load(tmp_path / "mixed")
    assert "region-N.json" in str(e.value)
    models.save(tmp_path / "plain")
    save_model(plain, tmp_path / "plain" / "whole.json")
    with pytest.raises(ValueError, match=r"not fitted on one group.*\(whole\.json\)"):
        GroupModels.load(tmp_path / "plain")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match="holding no model file"):
        GroupModels.load(tmp_path / "empty")
    with pytest.raises(ValueError, match="is not a folder"):
        GroupModels.load(tmp_path / "plain" / "whole.json")


def test_private_confusion_matrix_counts_the_routed_predictions_at_epsilon_once(models):
    X, y = _data(n=400, seed=6)
    ev = private_confusion_matrix(models, X, y, epsilon=0.5)
    assert ev.ledger.epsilon == pytest.approx(0.5) and ev.epsilon == 0.5
    assert len(ev.ledger.entries) == 1
    with _noiseless():
        exact = private_confusion_matrix(models, X.copy(), y.copy(), epsilon=0.5)
    np.testing.assert_array_equal(exact.counts, confusion_matrix(y, models.predict(X),
                                                                 labels=["a", "b"]))
    # booked on a budget like one model's evaluation: its epsilon once
    budget = PrivacyBudget(2.0)
    budget.evaluate(private_confusion_matrix, models, X.copy(), y.copy(), epsilon=0.5)
    assert budget.spent == pytest.approx(0.5)


def test_private_evaluations_a_set_cannot_take_are_refused_before_reading(models, tmp_path):
    X, y = _data(n=100, seed=7)
    with pytest.raises(TypeError, match="private_roc reads one model's score bins"):
        private_roc(models, X, y, epsilon=0.5)
    models.save(tmp_path / "s")
    (tmp_path / "s" / "2-x.json").unlink()
    part = GroupModels.load(tmp_path / "s")
    assert part.lacking() == ["x"]
    # refused from the public set alone: the test records are not even a table
    with pytest.raises(ValueError, match=r"lacks the model of group\(s\) sex='x'"):
        private_confusion_matrix(part, None, None, epsilon=0.5)


def test_a_set_saved_in_python_is_evaluated_by_the_command_line(models, tmp_path, capsys):
    models.save(tmp_path / "s")
    X, y = _data(n=300, seed=8)
    X.assign(y=y).to_csv(tmp_path / "test.csv", index=False)
    with _noiseless():
        assert main(["evaluate", str(tmp_path / "s"), str(tmp_path / "test.csv"), "--target",
                     "y", "--epsilon", "1", "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["counts"] == confusion_matrix(y, models.predict(X), labels=["a", "b"]).tolist()

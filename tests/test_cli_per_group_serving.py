"""``dpforest predict FOLDER`` and ``dpforest evaluate FOLDER``: the folder ``fit --per-group
COL -o FOLDER/`` writes served as one model, each record predicted by its own group's model;
refusals (not one per-group set, a group without its model, --sha256) write nothing."""

from __future__ import annotations

import json
import re
import shutil
import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import confusion_matrix

from dpforest import PrivacyBudget
from dpforest.cli import main
from dpforest.io import load_model

from test_cli import _fails, _schema_doc
from test_budget_groups import _schema
from test_cli_per_group import NAMES, _args, _frame

OTHER_GROUPS = "records of other groups"


@pytest.fixture(scope="module")
def fitted(tmp_path_factory):
    """One per-group set by 'sex' (and one by 'grade', for mixing), fitted once, without noise
    so that every run serves the same models: with noise (never seeded), a group's model came
    out predicting the test rows exactly as the routed set does about once in a dozen runs,
    and a test that routing matters then failed."""
    from dpforest.privacy.mechanisms import _noiseless

    base = tmp_path_factory.mktemp("sets")
    _frame().to_csv(base / "train.csv", index=False)
    (base / "schema.json").write_text(json.dumps(_schema_doc(_schema(True))))
    doc = _schema_doc(_schema(True))
    doc["features"][2] = {"name": "grade", "type": "categorical",
                          "categories": ["low", "mid", "high"], "allow_missing": False}
    (base / "other.json").write_text(json.dumps(doc))
    by_grade = _args(base, base / "by-grade", schema="other.json")
    by_grade[by_grade.index("--per-group") + 1] = "grade"
    single = _args(base, base / "single.json")
    i = single.index("--per-group")
    with _noiseless():
        assert main(_args(base, base / "models")) == 0
        assert main(by_grade) == 0
        assert main(single[:i] + single[i + 2:]) == 0
    return base


@pytest.fixture()
def p(fitted, tmp_path):
    """A fresh copy of the set and a test file whose groups are interleaved (rows shuffled)."""
    shutil.copytree(fitted / "models", tmp_path / "models")
    for f in ("by-grade", "single.json", "schema.json"):
        src = fitted / f
        (shutil.copytree if src.is_dir() else shutil.copy)(src, tmp_path / f)
    _frame(n=400, missing=40, seed=1).sample(frac=1, random_state=3).to_csv(
        tmp_path / "test.csv", index=False)
    return tmp_path


def _expected(p, proba=False):
    """Each group's model file loaded in Python, predicting its own group's rows only."""
    frame = pd.read_csv(p / "test.csv")
    X = frame.drop(columns="y")
    pred = np.empty(len(X), dtype=object)
    probs = np.full((len(X), 2), np.nan)
    for key, name in zip(["f", "m", "x", None], NAMES):
        rows = (X.sex.isna() if key is None else X.sex == key).to_numpy()
        if rows.any():
            m = load_model(p / "models" / name)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")         # a label-leaf model's notice
                pred[rows] = m.predict(X[rows])
                probs[rows] = m.predict_proba(X[rows])
    assert not pd.isna(pred).any()
    return (pred, probs) if proba else pred


def _written(p):
    return sorted(str(f.relative_to(p)) for f in p.rglob("*") if f.is_file()
                  and f.parts[len(p.parts)] not in ("models", "by-grade")
                  and f.name not in ("test.csv", "single.json", "schema.json", "b.json",
                                     "b.json.lock"))


def test_predict_on_a_folder_routes_each_row_to_its_groups_model_in_row_order(p, capsys):
    assert main(["predict", str(p / "models"), str(p / "test.csv"), "--proba",
                 "-o", str(p / "pred.csv")]) == 0
    err = capsys.readouterr().err
    out = pd.read_csv(p / "pred.csv")
    pred, probs = _expected(p, proba=True)
    assert list(out.columns) == ["prediction", "proba_a", "proba_b"]
    assert out["prediction"].tolist() == pred.tolist()                 # row by row, in order
    np.testing.assert_allclose(out[["proba_a", "proba_b"]].to_numpy(), probs)
    # the groups differ in what they predict (f: a, m: b), so a single model could not match
    assert set(pred) == {"a", "b"}
    # each model saw its own group's rows only: no "records of other groups" notice
    assert OTHER_GROUPS not in err
    # (which the file of one group does give on the whole file)
    assert main(["predict", str(p / "models" / "1-m.json"), str(p / "test.csv")]) == 0
    assert OTHER_GROUPS in capsys.readouterr().err


def test_predict_on_a_folder_writes_as_single_model_predict_does(p, capsys):
    """Standard output, the same layout as one model's predictions; a group no record is in
    (x) may lack its file."""
    (p / "models" / "2-x.json").unlink()
    assert main(["predict", str(p / "models"), str(p / "test.csv")]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "prediction"
    assert out.splitlines()[1:] == _expected(p).tolist()


def _refused(p, capsys, argv, match):
    err = _fails(capsys, argv, match)
    assert _written(p) == []
    return err


def test_a_folder_that_is_not_one_per_group_set_is_refused_naming_the_files(p, capsys):
    shutil.copy(p / "single.json", p / "models" / "plain.json")
    err = _refused(p, capsys, ["predict", str(p / "models"), str(p / "test.csv"),
                               "-o", str(p / "pred.csv")], "not fitted on one group")
    assert "plain.json" in err
    (p / "models" / "plain.json").unlink()
    shutil.copy(p / "by-grade" / "0-low.json", p / "models" / "0-low.json")
    err = _refused(p, capsys, ["predict", str(p / "models"), str(p / "test.csv"),
                               "-o", str(p / "pred.csv")], "groups of different columns")
    assert "'grade': 0-low.json" in err and "'sex': 0-f.json" in err
    err = _refused(p, capsys, ["evaluate", str(p / "models"), str(p / "test.csv"),
                               "--epsilon", "1"], "groups of different columns")
    assert "accuracy" not in err


def test_a_row_of_a_group_without_its_model_file_is_refused(p, capsys):
    (p / "models" / "missing.json").unlink()
    _refused(p, capsys, ["predict", str(p / "models"), str(p / "test.csv"),
                         "-o", str(p / "pred.csv")], "no model of the group sex missing")
    # evaluate: every declared group's file is needed, refused before any record is read
    assert main(["budget", str(p / "b.json"), "--create", "--total", "3"]) == 0
    (p / "models" / "2-x.json").unlink()
    err = _refused(p, capsys, ["evaluate", str(p / "models"), str(p / "test.csv"), "--epsilon",
                               "1", "--budget", str(p / "b.json")], "lacks the model of group")
    assert "sex='x'" in err and "sex missing" in err
    assert PrivacyBudget.open(p / "b.json").spent == 0


def test_sha256_with_a_folder_is_refused(p, capsys):
    _refused(p, capsys, ["predict", str(p / "models"), str(p / "test.csv"), "--sha256",
                         "0" * 64, "-o", str(p / "pred.csv")], "--sha256 checks one model file")
    _fails(capsys, ["evaluate", str(p / "models"), str(p / "test.csv"), "--sha256", "0" * 64,
                    "--epsilon", "1"], "--sha256 checks one model file")


def test_evaluate_a_folder_books_once_and_prints_no_group_count(p, capsys):
    assert main(["budget", str(p / "b.json"), "--create", "--total", "3"]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(p / "models"), str(p / "test.csv"), "--epsilon", "0.5",
                 "--budget", str(p / "b.json")]) == 0
    captured = capsys.readouterr()
    out = captured.out
    head = out.splitlines()[0]
    assert "per-group set" in head and "'sex', 4 groups" in head and "epsilon 1 " in head
    assert "noisy confusion matrix" in out
    # nothing per group: no category, no file of the set
    for text in ("'f'", "'m'", "'x'", "0-f.json", "missing.json", "sex="):
        assert text not in out
    assert OTHER_GROUPS not in captured.err
    budget = PrivacyBudget.open(p / "b.json")
    assert budget.spent == pytest.approx(0.5)                  # one release, booked once
    (r,) = budget.releases
    assert r["what"] == "dpforest evaluate models (per-group set of 4 models) --epsilon 0.5 on test.csv"
    # --json: the files' hashes, the set's group column and count
    assert main(["evaluate", str(p / "models"), str(p / "test.csv"), "--epsilon", "0.5",
                 "--budget", str(p / "b.json"), "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["model_group"] == {"column": "sex", "groups": 4}
    assert sorted(res["model_files_sha256"]) == NAMES and res["model_epsilon"] == 1.0
    assert PrivacyBudget.open(p / "b.json").spent == pytest.approx(1.0)


def test_noiseless_routed_evaluate_counts_the_routed_predictions(p, capsys):
    from dpforest.privacy.mechanisms import _noiseless

    y = pd.read_csv(p / "test.csv")["y"].to_numpy()
    pred = _expected(p)
    with _noiseless():
        assert main(["evaluate", str(p / "models"), str(p / "test.csv"), "--epsilon", "1",
                     "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["counts"] == confusion_matrix(y, pred.astype(str), labels=["a", "b"]).tolist()
    # the routed predictions are not those of any one model of the set
    X = pd.read_csv(p / "test.csv").drop(columns="y")
    for name in NAMES:
        with pytest.warns(Warning, match=OTHER_GROUPS):
            one = load_model(p / "models" / name).predict(X)
        assert not np.array_equal(one, pred)


def test_exact_evaluate_of_a_folder_scores_the_routed_predictions(p, capsys):
    assert main(["evaluate", str(p / "models"), str(p / "test.csv"), "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[0])
    y = pd.read_csv(p / "test.csv")["y"].to_numpy()
    assert res["accuracy"] == pytest.approx((_expected(p) == y).mean())
    assert re.match(r"per-group set of ", res["model"])


def test_a_set_whose_fits_refined_their_grids_differently_is_read_through_their_union(tmp_path,
                                                                                        capsys):
    """A walkthrough's set, fitted with schema-template's n_bins null (each group's fit
    refines its numeric grids from its own records), was refused as 'not one per-group set':
    the fitted schemas differ in their cuts.  The set now encodes records on the union of the
    grids and hands each model its own codes: the routed private evaluation's codes give, row
    by row, what each model gives on its own rows, and under no noise evaluate counts the
    routed predictions."""
    from dpforest.cli import _GroupSet
    from dpforest.privacy.mechanisms import _noiseless

    rng = np.random.default_rng(0)
    n = 2400
    df = pd.DataFrame({"age": rng.uniform(0, 100, n),
                       "inc": rng.integers(0, 50, n).astype(float),
                       "region": rng.choice(["N", "S", "E"], n)})
    df.loc[rng.random(n) < 0.1, "inc"] = np.nan
    df["y"] = np.where(df.age + rng.normal(0, 20, n) > 50, "a", "b")
    df.to_csv(tmp_path / "train.csv", index=False)
    doc = {"features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 100},
                        {"name": "inc", "type": "numeric", "lower": 0, "upper": 50,
                         "integer": True, "allow_missing": True},
                        {"name": "region", "type": "categorical",
                         "categories": ["N", "S", "E", "W"]}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "train.csv"), "--schema", str(tmp_path / "schema.json"),
                 "--epsilon", "2", "--per-group", "region", "-o", str(tmp_path / "models"),
                 "--no-progress"]) == 0
    grids = {len(load_model(f).schema_.features[0].edges(32))
             for f in (tmp_path / "models").glob("*.json")}
    assert len(grids) > 1                                   # the fits' grids do differ
    capsys.readouterr()
    s = _GroupSet.load(tmp_path / "models")
    X = df.drop(columns="y")
    union = s._proba_from_codes(s.schema_.encode(X))
    for code, model in s._by_code.items():
        rows = (X.region == s._names[code]).to_numpy()
        if rows.any():
            own = model._proba_from_codes(model.schema_.encode(X[rows]))
            np.testing.assert_array_equal(union[rows], own)
    assert main(["predict", str(tmp_path / "models"), str(tmp_path / "train.csv"),
                 "-o", str(tmp_path / "pred.csv")]) == 0
    pred = pd.read_csv(tmp_path / "pred.csv").iloc[:, -1].astype(str).to_numpy()
    with _noiseless():
        assert main(["evaluate", str(tmp_path / "models"), str(tmp_path / "train.csv"),
                     "--epsilon", "1", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    expected = confusion_matrix(df.y, pred, labels=["a", "b"])
    assert np.array_equal(np.asarray(res["counts"]), expected)


def test_no_output_is_written_into_the_folder_a_set_is_read_from(p, capsys):
    """predict FOLDER -o FOLDER/0-f.json --force wrote the predictions over a model of the set
    it was reading (a booked model lost).  An output inside the folder given as the model is
    refused, even with --force, and the folder is unchanged."""
    before = sorted(f.name for f in (p / "models").iterdir())
    _fails(capsys, ["predict", str(p / "models"), str(p / "test.csv"),
                    "-o", str(p / "models" / "0-f.json"), "--force"], "reads its models from")
    assert sorted(f.name for f in (p / "models").iterdir()) == before
    load_model(p / "models" / "0-f.json")                       # still a model

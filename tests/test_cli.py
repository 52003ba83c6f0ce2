"""The ``dpforest`` command: round trip from the shell, and clear failures that write nothing."""

from __future__ import annotations

import argparse
import json
import warnings
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.cli import build_parser, main
from dpforest.io import load_model, save_model

from conftest import make_mixed


def _schema_doc(schema, target="y"):
    doc = schema.to_dict()
    doc["target"] = target
    return doc


@pytest.fixture()
def files(tmp_path):
    X, y, schema = make_mixed(1500)
    df = X.copy()
    df["y"] = y
    df.iloc[:1000].to_csv(tmp_path / "train.csv", index=False)
    df.iloc[1000:].to_csv(tmp_path / "test.csv", index=False)
    (tmp_path / "schema.json").write_text(json.dumps(_schema_doc(schema)))
    return tmp_path


def _fit_args(p, *extra):
    return ["fit", str(p / "train.csv"), "--target", "y", "--schema", str(p / "schema.json"),
            "--epsilon", "1", "--algorithm", "diffprfs", "--n-estimators", "8",
            "--max-depth", "3", "--random-state", "0", "--no-progress",
            "-o", str(p / "model.json"), *extra]


def test_one_of_dpforests_files_given_for_another_is_named(files, capsys):
    """A schema or budget file given as the model, a model or budget file as the schema, a
    model or schema file as the budget: each refused naming what the file is and where it
    goes; a JSON records file gets the plain refusal, the same whatever it holds, and no
    file is written."""
    p = files
    assert main(_fit_args(p)) == 0
    assert main(["budget", str(p / "b.json"), "--create", "--total", "1"]) == 0
    capsys.readouterr()
    model, schema, budget = str(p / "model.json"), str(p / "schema.json"), str(p / "b.json")
    before = (p / "b.json").read_bytes()
    def fit(schema_file, *extra):
        return ["fit", str(p / "train.csv"), "--target", "y", "--schema", schema_file,
                "--epsilon", "1", "--no-progress", "-o", str(p / "new.json"), *extra]

    cases = [(["predict", schema, str(p / "test.csv")], "is a schema file (give it to --schema), not a dpforest model file"),
             (["predict", budget, str(p / "test.csv")], "is a privacy-budget file (give it to --budget), not a dpforest model file"),
             (fit(model), "is a dpforest model file (predict"),
             (fit(budget), "privacy-budget file (give it to --budget), not a schema file"),
             (fit(schema, "--budget", model), "is a dpforest model file (predict, evaluate and show read it; schema-check takes it as --schema), not a privacy-budget file"),
             (fit(schema, "--budget", schema), "is a schema file (give it to --schema), not a privacy-budget file")]
    for args, said in cases:
        assert main(args) == 2
        assert said in capsys.readouterr().err, args
    assert not (p / "new.json").exists() and (p / "b.json").read_bytes() == before
    errs = []
    for doc in ({"features": [{"id": 1}], "classes": "x"}, {"format": "other", "rows": [1, 2]}):
        (p / "rows.json").write_text(json.dumps(doc))
        assert main(["predict", str(p / "rows.json"), str(p / "test.csv")]) == 2
        errs.append(capsys.readouterr().err)
    assert errs[0] == errs[1] and "is not a dpforest model file" in errs[0]


def test_budget_create_names_the_option_at_fault(tmp_path, capsys):
    """A bad --total is named as --total (it was '--total / --unit / --name'), in the command
    line's words (--no-limit, not the library's None); nothing is written."""
    for total in ("0", "nan", "-1"):
        err = _fails(capsys, ["budget", str(tmp_path / "b.json"), "--create", "--total", total],
                     "error: --total: total must be a finite number > 0 (or --no-limit")
        assert "None" not in err and "--unit" not in err
    assert not (tmp_path / "b.json").exists()


def test_round_trip_via_main(files, capsys):
    p = files
    assert main(_fit_args(p)) == 0
    out = capsys.readouterr().out
    assert "epsilon spent = 1" in out and "ledger" in out
    model = load_model(p / "model.json")
    assert main(["predict", str(p / "model.json"), str(p / "test.csv"), "--target", "y",
                 "--proba", "-o", str(p / "pred.csv")]) == 0
    pred = pd.read_csv(p / "pred.csv")
    test = pd.read_csv(p / "test.csv")
    assert len(pred) == len(test)
    # one column per class of classes_, in scikit-learn's sorted order (declared: old, red, other)
    assert list(pred.columns) == ["prediction", "proba_old", "proba_other", "proba_red"]
    np.testing.assert_allclose(pred.iloc[:, 1:].to_numpy(),
                               model.predict_proba(test.drop(columns="y")), rtol=0, atol=1e-12)
    # --no-progress is taken as fit and predict take it (a script passing it everywhere)
    assert main(["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "y",
                 "--json", "--no-progress"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    acc = float((pred["prediction"] == test["y"]).mean())
    assert res["accuracy"] == pytest.approx(acc)
    assert 0 <= res["f1"] <= 1 and res["n"] == len(test)
    # the majority rate beside it, in the JSON and the text (exact, as the scores are)
    assert res["majority_rate"] == pytest.approx(test["y"].value_counts(normalize=True).max())
    assert main(["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "y"]) == 0
    assert f"(predicting the most common class alone: {res['majority_rate']:.4f})" in \
        capsys.readouterr().out


def test_a_target_option_beside_another_declared_target_is_noted(files, capsys):
    """A schema file's "target" was overridden by --target without a word (the file said
    "division", the command Division): --target still wins, with a note naming both; the same
    name, or --target alone, says nothing."""
    p = files
    doc = json.loads((p / "schema.json").read_text())
    df = pd.read_csv(p / "train.csv").rename(columns={"y": "label"})
    df.to_csv(p / "relabelled.csv", index=False)
    (p / "targeted.json").write_text(json.dumps({**doc, "target": "y"}))
    args = ["fit", str(p / "relabelled.csv"), "--schema", str(p / "targeted.json"),
            "--epsilon", "1", "--no-progress", "-o", str(p / "m.json")]
    assert main(args + ["--target", "label"]) == 0
    err = capsys.readouterr().err
    assert "note: the label column is --target 'label', not the schema file's target 'y'" in err
    assert main(["predict", str(p / "m.json"), str(p / "relabelled.csv"), "--target", "label",
                 "-o", str(p / "pred.csv")]) == 0
    assert "label column is --target" not in capsys.readouterr().err   # the model's own
    assert main(_fit_args(p, "--force")) == 0
    assert "label column is --target" not in capsys.readouterr().err


def test_probabilities_are_written_at_twelve_decimals(files, monkeypatch):
    """predict_proba rounds to 12 decimals and renormalises each row to sum to 1, which left
    some rows at up to 18 digits (0.9228197507959228 beside 0.937329432386): the file writes
    every probability at 12 decimals at most."""
    from dpforest import cli as cli_module

    p = files
    assert main(_fit_args(p)) == 0
    model = load_model(p / "model.json")
    test = pd.read_csv(p / "test.csv").drop(columns="y")
    proba = model.predict_proba(test)
    proba[0] = [0.012151365015012152, 0.9228197507959228, 0.06502888418906504]
    monkeypatch.setattr(cli_module, "_probabilities", lambda m, X, written: proba)
    args = argparse.Namespace(proba=True, skip_invalid=False, escape_formulas=False)
    out, _ = cli_module._prediction_table(model, test, args, [], None)
    fields = out.iloc[:, 1:].to_csv(None, index=False, header=False).replace("\n", ",").split(",")
    assert max(len(f.split(".")[1]) for f in fields if "." in f) <= 12
    assert fields[:3] == ["0.012151365015", "0.922819750796", "0.065028884189"]


def _console_script():
    """The ``dpforest`` script installed with the interpreter running the tests (pip puts it
    beside ``sys.executable``), so a virtual environment that is not activated tests its own
    install rather than whichever ``dpforest`` comes first on ``PATH``."""
    own = Path(sys.executable).parent / "dpforest"
    return str(own) if own.exists() else shutil.which("dpforest")


@pytest.mark.skipif(_console_script() is None, reason="console script not installed")
def test_round_trip_from_shell(files):
    p = files
    env = dict(os.environ)
    script = _console_script()

    def run(*args):
        return subprocess.run([script, *args], capture_output=True, text=True, env=env,
                              timeout=120)

    r = run(*_fit_args(p)[:-2], "-o", str(p / "m.json.gz"))
    assert r.returncode == 0, r.stderr
    r = run("predict", str(p / "m.json.gz"), str(p / "test.csv"), "--target", "y")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "prediction" and len(lines) == 501
    assert set(lines[1:]) <= {"old", "red", "other"}
    r = run("evaluate", str(p / "m.json.gz"), str(p / "test.csv"), "--target", "y")
    assert r.returncode == 0 and "accuracy" in r.stdout and "macro-F1" in r.stdout


def test_module_entry_point(files):
    r = subprocess.run([sys.executable, "-m", "dpforest.cli", "algorithms"], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0 and "diffprfs" in r.stdout and "rfdp-oob" in r.stdout
    # one column each: the status starts at the same place on every row (the boosting row's
    # long name ran into it)
    rows = [ln for ln in r.stdout.splitlines() if ln.endswith("available")]
    status_at = {re.match(r"^(.*?)(not available|available)$", ln).start(2) for ln in rows}
    assert len(rows) >= 9 and len(status_at) == 1
    # the package itself runs as the command too (a walkthrough's first try was
    # `python -m dpforest`: "No module named dpforest.__main__")
    r2 = subprocess.run([sys.executable, "-m", "dpforest", "algorithms"], capture_output=True,
                        text=True, timeout=60)
    assert r2.returncode == 0 and r2.stdout == r.stdout


def _fails(capsys, argv, match):
    rc = main(argv)
    err = capsys.readouterr().err
    assert rc == 2, err
    assert "dpforest: error:" in err and match in err, err
    return err


def test_fit_and_schema_template_refuse_standard_output_as_their_file(files, capsys, monkeypatch):
    """``-o -`` is standard output for predict; fit wrote a model file named '-' (and said it
    saved it there), schema-template a schema file: both refuse it, writing nothing."""
    p = files
    monkeypatch.chdir(p)
    argv = _fit_args(p)
    argv[argv.index("-o") + 1] = "-"
    _fails(capsys, argv, "-o -: the model is written to a file")
    _fails(capsys, ["schema-template", str(p / "train.csv"), "--target", "y", "-o", "-"],
           "-o -: the schema is written to a file")
    assert not (p / "-").exists()


def test_command_names_of_other_tools_get_this_command_lines_way(capsys):
    """'dpforest statement' (the docs speak of release statements) got argparse's list of
    choices only; a few such names now say which command does it."""
    for word, says in (("statement", "dpforest show MODEL --markdown"), ("train", "dpforest fit"),
                       ("score", "dpforest evaluate")):
        _fails(capsys, [word, "x.json"], f"invalid choice: {word!r}: ")
        assert main([word]) == 2 and says in capsys.readouterr().err


def test_a_console_that_cannot_spell_a_character_gets_it_escaped(tmp_path, monkeypatch):
    """A Windows console or file in cp1252 (or a C locale): a command's line with a character
    outside it (a column name, the check mark after 'model saved') raised UnicodeEncodeError
    after the release was written and booked, and exit 1 invited a retry.  The character is
    written escaped; the streams' own setting is restored after the command."""
    import io

    X = pd.DataFrame({"x\u2713": np.linspace(0, 1, 200)})
    y = np.where(X.iloc[:, 0] > 0.5, "hi", "lo")
    s = d.Schema([d.Numeric("x\u2713", 0, 1)], classes=["hi", "lo"])
    save_model(d.DPForestClassifier(1.0, s, progress=False, random_state=0).fit(X, y),
               tmp_path / "m.json")
    raw = io.BytesIO()
    console = io.TextIOWrapper(raw, encoding="cp1252", errors="strict")
    monkeypatch.setattr(sys, "stdout", console)
    assert main(["show", str(tmp_path / "m.json")]) == 0
    console.flush()
    assert b"x\\u2713" in raw.getvalue() and console.errors == "strict"


def test_schema_template_then_fit_refuses_placeholders(files, capsys):
    p = files
    assert main(["schema-template", str(p / "train.csv"), "--target", "y",
                 "-o", str(p / "tpl.json")]) == 0
    tpl = json.loads((p / "tpl.json").read_text())
    feats = {f["name"]: f for f in tpl["features"]}
    assert set(feats) == {"age", "income", "color", "flag"} and tpl["target"] == "y"
    assert feats["age"]["type"] == "numeric" and "FILL IN" in feats["age"]["lower"]
    assert feats["color"]["type"] == "categorical" and "FILL IN" in feats["color"]["categories"][0]
    assert feats["flag"]["categories"] == [False, True]
    # no value of the data appears in the template (only names and dtypes)
    text = (p / "tpl.json").read_text()
    for v in ("red", "green", "blue", "old", "other"):
        assert f'"{v}"' not in text
    err = _fails(capsys, _fit_args(p)[:-1] + [str(p / "m2.json")] + ["--schema",
                 str(p / "tpl.json")], "placeholder")
    assert "age" in err and "classes" in err
    assert not (p / "m2.json").exists()
    # refuses to overwrite without --force
    _fails(capsys, ["schema-template", str(p / "train.csv"), "-o", str(p / "tpl.json")], "exists")


@pytest.mark.parametrize("case", ["not_json", "bad_bounds", "no_features", "features_by_name",
                                  "missing_file"])
def test_bad_schema_file(files, capsys, case):
    p = files
    bad = p / "bad.json"
    doc = json.loads((p / "schema.json").read_text())
    if case == "not_json":
        bad.write_text("{not json")
    elif case == "bad_bounds":
        doc["features"][0]["lower"], doc["features"][0]["upper"] = 10, 5
        bad.write_text(json.dumps(doc))
    elif case == "no_features":
        doc.pop("features")
        bad.write_text(json.dumps(doc))
    elif case == "features_by_name":
        # a mapping of column name to entry, the natural first guess: the message shows the
        # list of named entries wanted
        doc["features"] = {f.pop("name"): f for f in doc["features"]}
        bad.write_text(json.dumps(doc))
    args = _fit_args(p)
    args[args.index("--schema") + 1] = str(bad)
    _fails(capsys, args, {"not_json": "not a JSON object", "bad_bounds": "lower < upper",
                          "no_features": "features",
                          "features_by_name": "(it holds a JSON object): write one entry per column",
                          "missing_file": "not found"}[case])
    assert not (p / "model.json").exists()


def test_missing_column_and_wrong_target(files, capsys):
    p = files
    df = pd.read_csv(p / "train.csv")
    df.drop(columns="age").to_csv(p / "noage.csv", index=False)
    args = _fit_args(p)
    args[1] = str(p / "noage.csv")
    _fails(capsys, args, "lacks the schema's column(s) ['age']")
    args = _fit_args(p)
    args[args.index("--target") + 1] = "label"
    _fails(capsys, args, "target column 'label' is not in")
    # target naming a feature column
    args = _fit_args(p)
    args[args.index("--target") + 1] = "color"
    _fails(capsys, args, "color")
    # extra column
    df.assign(id=range(len(df))).to_csv(p / "extra.csv", index=False)
    args = _fit_args(p)
    args[1] = str(p / "extra.csv")
    _fails(capsys, args, "--drop")
    assert main(args + ["--drop", "id"]) == 0
    capsys.readouterr()
    # the model remembers its fit's --drop: new data without the identifier predict as they
    # are, data with it have it dropped; a --drop given now must name a column of the file
    model = args[args.index("-o") + 1] if "-o" in args else args[args.index("--output") + 1]
    df.drop(columns="y").to_csv(p / "new.csv", index=False)
    df.drop(columns="y").assign(id=0).to_csv(p / "new_id.csv", index=False)
    assert main(["predict", model, str(p / "new.csv")]) == 0
    without = capsys.readouterr().out
    assert main(["predict", model, str(p / "new_id.csv")]) == 0
    assert capsys.readouterr().out == without
    _fails(capsys, ["predict", model, str(p / "new.csv"), "--drop", "id"], "--drop column 'id'")


def test_values_outside_schema(files, capsys):
    """fit names the column and the kind of problem, never the value or a count; the data-owner
    tool `schema-check` lists both."""
    p = files
    df = pd.read_csv(p / "train.csv")
    df.loc[3, "age"] = 150.5
    df.to_csv(p / "oob.csv", index=False)
    args = _fit_args(p)
    args[1] = str(p / "oob.csv")
    err = _fails(capsys, args, "outside the declared bounds")
    assert "150.5" not in err and "schema-check" in err
    # the advice in the schema file's terms, not the Python API's
    assert '"out_of_bounds": "clip"' in err and "build the Schema" not in err
    df = pd.read_csv(p / "train.csv")
    df.loc[3, "y"] = "martian"
    df.to_csv(p / "badlab.csv", index=False)
    args[1] = str(p / "badlab.csv")
    assert "martian" not in _fails(capsys, args, "not one of the schema's classes")
    df = pd.read_csv(p / "train.csv")
    df.loc[[3, 7], "color"] = "zzz_secret"
    df.to_csv(p / "badcat.csv", index=False)
    args[1] = str(p / "badcat.csv")
    err = _fails(capsys, args, "column 'color': values outside the declared categories")
    assert "zzz_secret" not in err and " 2 " not in err
    assert not (p / "model.json").exists()
    # the owner's report: counts and values, exit status 1 while problems remain
    check = ["schema-check", str(p / "badcat.csv"), "--schema", str(p / "schema.json"), "--target", "y"]
    assert main(check) == 1
    out = capsys.readouterr()
    assert "zzz_secret" in out.out and "[2 records]" in out.out and "not differentially private" in out.err
    assert main(["schema-check", str(p / "train.csv"), "--schema", str(p / "schema.json")]) == 0
    assert "fit the schema" in capsys.readouterr().out
    # a header written from one-hot encoded data names record values: fit does not quote the
    # columns the schema lacks, schema-check does
    df = pd.read_csv(p / "train.csv").assign(**{"job_zzz_secret": 1})
    df.to_csv(p / "onehot.csv", index=False)
    args[1] = str(p / "onehot.csv")
    err = _fails(capsys, args, "has columns not in the schema")
    assert "zzz_secret" not in err and "schema-check" in err
    check[1] = str(p / "onehot.csv")
    assert main(check) == 1        # reported beside the values' problems, not a stop
    out = capsys.readouterr().out
    assert "not in the schema" in out and "job_zzz_secret" in out
    df.loc[3, "color"] = "zzz_other"
    df.to_csv(p / "onehot.csv", index=False)
    assert main(check) == 1
    out = capsys.readouterr().out
    assert "job_zzz_secret" in out and "zzz_other" in out


def test_unreadable_model_and_no_output(files, capsys):
    p = files
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    raw = (p / "model.json").read_bytes()
    (p / "trunc.json").write_bytes(raw[:-100])
    for model in ("trunc.json", "nothere.json", "train.csv"):
        _fails(capsys, ["predict", str(p / model), str(p / "test.csv"), "-o",
                        str(p / "pred.csv")], "model")
        assert not (p / "pred.csv").exists()
    _fails(capsys, ["evaluate", str(p / "trunc.json"), str(p / "test.csv"), "--target", "y"],
           "not valid JSON")
    # predict on data that does not fit the model's schema: nothing written
    df = pd.read_csv(p / "test.csv")
    df.loc[0, "income"] = -5
    df.to_csv(p / "bad_test.csv", index=False)
    _fails(capsys, ["predict", str(p / "model.json"), str(p / "bad_test.csv"), "--target", "y",
                    "-o", str(p / "pred.csv")], "income")
    assert not (p / "pred.csv").exists()
    _fails(capsys, ["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "nope"],
           "target column 'nope'")
    # existing model is not overwritten without --force
    before = (p / "model.json").read_bytes()
    _fails(capsys, _fit_args(p), "--force")
    assert (p / "model.json").read_bytes() == before


def test_bad_arguments(files, capsys):
    p = files
    args = _fit_args(p)
    args[args.index("--algorithm") + 1] = "nonsense"
    _fails(capsys, args, "unknown --algorithm")
    args = _fit_args(p)
    args[args.index("--epsilon") + 1] = "-1"
    _fails(capsys, args, "--epsilon")
    assert main(["fit"]) == 2  # argparse usage error
    capsys.readouterr()


def test_demo_runs(capsys):
    assert main(["demo", "--epsilons", "1", "--repeats", "1", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "RandomForest" in out and "ledger" in out and "| 1 |" in out
    # one fit per budget (and the deterministic ceiling): no "± 0.000" read as a measured spread
    rows = [ln for ln in out.splitlines() if ln.startswith("| 1 |") or ln.startswith("| inf")]
    assert len(rows) == 2 and not any("±" in ln for ln in rows)
    assert "computed by its authors from these records" in out and "(default)" not in out
    # the docs' split for private records named beside scikit-learn's, used on this public table
    assert "on private records split with dpforest.model_selection.train_test_split" in out
    # several fits per budget: each on its own split, the same splits on every row (one
    # split decided a few points by itself and made accuracy look as if it fell with epsilon)
    assert main(["demo", "--epsilons", "1", "--repeats", "2", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "each on its own stratified 70/30 split (the same 2 splits for every row)" in out
    rows = [ln for ln in out.splitlines() if ln.startswith("| 1 |") or ln.startswith("| inf")]
    assert len(rows) == 2 and all("±" in ln for ln in rows)
    # at epsilon 0.1 the noisy size of its 398 records (noise sd about 470) often reads as
    # under 10 per class, and the first command a new user runs showed SmallBudgetWarning by
    # that noise in most runs: the demo says what its small n x epsilon means under its table
    # instead (at 0.01 every fit is below the line)
    import warnings as _w

    from dpforest.exceptions import SmallBudgetWarning

    with _w.catch_warnings(record=True) as rec:
        _w.simplefilter("always")
        assert main(["demo", "--epsilons", "0.01", "--repeats", "2", "--no-progress"]) == 0
    assert not [r for r in rec if issubclass(r.category, SmallBudgetWarning)]
    assert "n x epsilon runs from" in capsys.readouterr().out


def test_model_keeps_the_schema_files_csv_layout(tmp_path, capsys):
    """'?' markers, ';' separators and no header: declared once in the schema file, used again by
    predict/evaluate from the model (no --na-values needed there)."""
    X, y, schema = make_mixed(900)
    df = X.copy()
    df["y"] = y
    df["income"] = df["income"].map(lambda v: "?" if pd.isna(v) else v)
    cols = list(df.columns)
    df.iloc[:600].to_csv(tmp_path / "train.csv", index=False, header=False, sep=";")
    df.iloc[600:].assign(y=df["y"].iloc[600:] + ".").to_csv(tmp_path / "test.csv", index=False,
                                                             header=False, sep=";")
    doc = _schema_doc(schema)
    doc.update(na_values=["?"], sep=";", header=False, columns=cols,
               label_map={f"{c}.": c for c in schema.classes})
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "train.csv"), "--schema", str(tmp_path / "schema.json"),
                 "--epsilon", "1", "--algorithm", "diffprfs", "--no-progress",
                 "-o", str(tmp_path / "m.json.gz")]) == 0
    assert load_model(tmp_path / "m.json.gz").csv_format_["na_values"] == ["?"]
    assert main(["predict", str(tmp_path / "m.json.gz"), str(tmp_path / "test.csv"),
                 "-o", str(tmp_path / "p.csv")]) == 0
    assert len(pd.read_csv(tmp_path / "p.csv")) == 300
    assert main(["evaluate", str(tmp_path / "m.json.gz"), str(tmp_path / "test.csv"), "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["n"] == 300 and 0 <= res["accuracy"] <= 1
    # a command-line option still overrides the saved layout (here: wrongly, so it fails; each
    # record is then one short field, read like any short record, and the layout is suggested)
    _fails(capsys, ["predict", str(tmp_path / "m.json.gz"), str(tmp_path / "test.csv"),
                    "--sep", ","], "without a header row: check the separator")


def test_corrupted_gzip_model_exits_2(files, capsys):
    p = files
    assert main(_fit_args(p)[:-1] + [str(p / "m.json.gz")]) == 0
    capsys.readouterr()
    raw = bytearray((p / "m.json.gz").read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    (p / "bad.json.gz").write_bytes(bytes(raw))
    _fails(capsys, ["predict", str(p / "bad.json.gz"), str(p / "test.csv"), "--target", "y"], "gzip")


def test_version_does_not_import_the_stack():
    code = ("import sys, dpforest.cli as c; rc = c.main(['--version']); "
            "print(sorted(m for m in ('opendp', 'sklearn', 'pandas') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_exact_evaluation_says_when_the_model_is_no_better_than_the_majority(tmp_path,
                                                                             capsys):
    """An accuracy at the majority rate read as a fine one on an imbalanced table (a new
    user's 0.853 beside 0.853): the exact evaluation now says so, with what to read instead."""
    import dpforest as d
    from dpforest.io import save_schema

    rng = np.random.default_rng(1)
    X = pd.DataFrame({"x": rng.random(300).round(3)})
    y = np.where(rng.random(300) < 0.1, "yes", "no")
    X.assign(y=y).to_csv(tmp_path / "imb.csv", index=False)
    schema = d.Schema([d.Numeric("x", 0, 1)], classes=["no", "yes"])
    save_schema(schema, tmp_path / "s.json")
    assert main(["fit", str(tmp_path / "imb.csv"), "--target", "y", "--schema",
                 str(tmp_path / "s.json"), "--epsilon", "0.5", "--no-progress", "-o",
                 str(tmp_path / "m.json")]) == 0
    m = d.load_model(tmp_path / "m.json")
    capsys.readouterr()
    assert main(["evaluate", str(tmp_path / "m.json"), str(tmp_path / "imb.csv"),
                 "--target", "y"]) == 0
    out = capsys.readouterr().out
    said = "this model does no better than predicting the most common class" in out
    assert said == ((m.predict(X) == y).mean() <= (y == "no").mean() + 0.005), out
    # a model that does better says nothing of the kind
    X.assign(y=np.where(X.x > 0.5, "yes", "no")).to_csv(tmp_path / "sig.csv", index=False)
    assert main(["fit", str(tmp_path / "sig.csv"), "--target", "y", "--schema",
                 str(tmp_path / "s.json"), "--epsilon", "5", "--no-progress", "--force", "-o",
                 str(tmp_path / "m.json")]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(tmp_path / "m.json"), str(tmp_path / "sig.csv"),
                 "--target", "y"]) == 0
    out = capsys.readouterr().out
    assert "does no better" not in out, out


def test_a_command_that_reads_no_model_loads_no_scikit_learn(tmp_path):
    """Every command imported the warning and error classes of the forests and model files up
    front, loading scikit-learn and the kernels (2.5-3 s for `dpforest budget FILE`, which
    reads one JSON file).  A class whose module no command loaded cannot have been raised."""
    code = ("import sys, dpforest.cli as c; "
            f"c.main(['budget', {str(tmp_path / 'b.json')!r}, '--create', '--total', '1']); "
            f"rc = c.main(['budget', {str(tmp_path / 'b.json')!r}]); "
            "print(rc, sorted(m for m in ('sklearn', 'dpforest.forests.base') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "0 []", out.stdout


@pytest.mark.parametrize("error", ["schema", "model file", "unsupported", "value"])
def test_errors_reaching_the_command_line_keep_their_exit_status(monkeypatch, capsys, tmp_path,
                                                                  error):
    """The error classes of the schema and of model files are read from the modules a command
    loaded (not imported up front): each still ends the command in one line with status 2,
    io.UnsupportedOperation (an OSError and a ValueError) too, and any other ValueError is
    still a bug's traceback."""
    import io as _io

    import dpforest.cli as cli
    from dpforest.io import ModelFileError
    from dpforest.schema import SchemaError

    made = {"schema": SchemaError("column 'age': non-numeric values"),
            "model file": ModelFileError("not a dpforest model file"),
            "unsupported": _io.UnsupportedOperation("not seekable"),
            "value": ValueError("a bug")}[error]

    def fails(a):
        raise made

    monkeypatch.setattr(cli, "cmd_budget", fails)
    if error == "value":
        with pytest.raises(ValueError, match="a bug"):
            main(["budget", str(tmp_path / "b.json")])
        return
    assert main(["budget", str(tmp_path / "b.json")]) == 2
    err = capsys.readouterr().err
    assert err == f"dpforest: error: {made}\n", err


@pytest.mark.parametrize("release", ["counts", "label"])
def test_fit_passes_leaf_release_to_the_default(files, release):
    args = ["fit", str(files / "train.csv"), "--target", "y", "--schema", str(files / "schema.json"),
            "--epsilon", "0.2", "--leaf-release", release, "--random-state", "0", "--no-progress",
            "-o", str(files / "m.json")]
    assert main(args) == 0
    assert load_model(files / "m.json").leaf_release_ == release
    assert main(args[:-3] + ["--leaf-release", "labels", "-o", str(files / "n.json")]) == 2


def test_fit_passes_the_criterion_rare_class_warning_names(files, capsys):
    """RareClassWarning, printed by evaluate too (show as a note), names criterion='gini': the
    command line can now set it (it could not), for each forest that takes a criterion."""
    args = ["fit", str(files / "train.csv"), "--target", "y", "--schema", str(files / "schema.json"),
            "--epsilon", "1", "--criterion", "gini", "--leaf-release", "counts", "--max-depth", "4",
            "--random-state", "0", "--no-progress", "-o", str(files / "m.json")]
    assert main(args) == 0
    assert load_model(files / "m.json").criterion == "gini"
    assert main(args[:-2] + ["--algorithm", "dprf", "-o", str(files / "d.json")]) == 0
    assert load_model(files / "d.json").criterion == "gini"
    capsys.readouterr()
    assert main(args[:-2] + ["--algorithm", "private-rdt", "-o", str(files / "r.json")]) == 0
    assert "--criterion" in capsys.readouterr().err.split("does not apply to private-rdt")[0]
    # a criterion the forest does not know: its own message, nothing written
    err = _fails(capsys, args[:8] + ["--criterion", "entropy"] + args[10:-2]
                 + ["-o", str(files / "x.json")], "criterion must be one of")
    assert "'gini-topm'" in err and not (files / "x.json").exists()


def test_schema_flags_must_be_booleans(files, capsys):
    # "no" is a non-empty string: read as Python truth it would turn missing values *on*
    doc = json.loads((files / "schema.json").read_text())
    doc["features"][0]["allow_missing"] = "no"
    (files / "schema.json").write_text(json.dumps(doc))
    _fails(capsys, _fit_args(files), "allow_missing must be True or False")


def test_schema_file_with_a_byte_order_mark_is_read(files, capsys):
    text = (files / "schema.json").read_text()
    (files / "schema.json").write_text("\ufeff" + text, encoding="utf-8")
    assert main(_fit_args(files)) == 0
    capsys.readouterr()


def test_comment_skips_whole_lines_only(tmp_path):
    from dpforest.cli import _read_frame, DEFAULT_CSV_FORMAT

    (tmp_path / "c.csv").write_text("# a comment line\nage,job\n41,b#2\n# another\n30,a\n")
    df = _read_frame(tmp_path / "c.csv", {**DEFAULT_CSV_FORMAT, "comment": "#"}, dtype=str)
    assert df["job"].tolist() == ["b#2", "a"] and df["age"].tolist() == ["41", "30"]
    (tmp_path / "n.csv").write_text("|1x3 header of the test file\n41,b#2\n30,a\n")
    df = _read_frame(tmp_path / "n.csv", {**DEFAULT_CSV_FORMAT, "comment": "|", "header": False,
                                          "columns": ["age", "job"]}, dtype=str)
    assert df["job"].tolist() == ["b#2", "a"]
    # a line inside a quoted value that spans lines is part of the value, never a comment
    (tmp_path / "q.csv").write_text('job,age\n"x\n#y",1\nz,2\n"w",3\n')
    df = _read_frame(tmp_path / "q.csv", {**DEFAULT_CSV_FORMAT, "comment": "#"}, dtype=str)
    assert df["job"].tolist() == ["x\n#y", "z", "w"]


@pytest.mark.parametrize("size", [1, 7, 4096, -1])
def test_a_large_file_is_filtered_as_it_is_read_to_the_same_text(tmp_path, monkeypatch, size):
    """Above FILTER_IN_MEMORY_BYTES comment lines and separator-only rows are left out as the
    reader asks for text (read in pieces, readline, back to the start), never held whole: the
    text is that of the in-memory filter, quoted values spanning lines kept whole."""
    import dpforest._cli.csv_reading as reading

    body = ('# head\njob,age\n"x\n#y\n,,",1\n,,\n z,2\n# c\n"w",3\n , ,\nlast,4')
    (tmp_path / "q.csv").write_text(body, newline="")
    blank = reading._separator_only_line(",")
    args = (tmp_path / "q.csv", "#", None, ",", blank, ",")
    want = reading._without_comment_lines(*args).read()
    assert want == 'job,age\n"x\n#y\n,,",1\n z,2\n"w",3\nlast,4'
    monkeypatch.setattr(reading, "FILTER_IN_MEMORY_BYTES", -1)
    f = reading._without_comment_lines(*args)
    assert isinstance(f, reading._FilteredText)
    for _ in range(2):                          # read once, then again from the start
        got = []
        while True:
            piece = f.read(size)
            got.append(piece)
            if not piece or size < 0:
                break
        assert "".join(got) == want
        f.seek(0)
    assert list(f) == want.splitlines(keepends=True)
    with pytest.raises(OSError):
        f.seek(3)
    f.close()
    with pytest.raises(ValueError):
        f.read()
    # old Mac line ends (\r alone) and Windows ones: lines split as the file's reader splits them
    for eol in ("\r", "\r\n"):
        (tmp_path / "r.csv").write_text(body.replace("\n", eol), newline="")
        f = reading._without_comment_lines(tmp_path / "r.csv", "#", None, ",", blank, ",")
        assert list(f) == [line.replace("\n", eol) for line in want.splitlines(keepends=True)]


@pytest.mark.parametrize("sep", [",", ";", "\t", "|"])
def test_the_quick_closed_fields_test_agrees_with_the_quote_walk(sep):
    """The filter's quick test (a line whose quoted fields all close on it) never says a line
    ends outside a quoted field where the character walk says it ends inside one: random
    lines of values, quotes, escaped quotes, blanks and separators; and it does pass most
    lines (else it buys nothing)."""
    import random

    import dpforest._cli.csv_reading as reading

    rng, pat = random.Random(0), reading._closed_fields_line(sep)
    parts = ["a", "b", '"', '""', " ", sep]
    passed = 0
    for _ in range(20_000):
        line = "".join(rng.choice(parts) for _ in range(rng.randint(0, 10)))
        line += rng.choice(["", "\n", "\r\n", "\r"])
        if pat.fullmatch(line) is not None:
            passed += 1
            assert not reading._quote_state(line, False, sep), repr(line)
    assert passed > 10_000
    assert pat.fullmatch('"a,""b""",c\r\n') and not pat.fullmatch('"a""b,c\n'.replace(",", sep))
    assert reading._closed_fields_line("::") is None


def test_a_semicolon_export_read_with_commas_is_told_the_separator(tmp_path):
    """A ';' file with decimal commas read with the default ',' splits each number in two: the
    field-count message names --sep ';' --decimal ',' (fixed text), and only where the file is
    read with commas."""
    from dpforest.cli import CLIError, _read_frame, DEFAULT_CSV_FORMAT

    (tmp_path / "eu.csv").write_text("weight;outcome\n81,5;yes\n90;no\n")
    with pytest.raises(CLIError, match="different number of fields") as e:
        _read_frame(tmp_path / "eu.csv", dict(DEFAULT_CSV_FORMAT))
    said = str(e.value).replace(repr(str(tmp_path / "eu.csv")), "FILE")   # (a tmp path has digits)
    assert "--sep ';' --decimal ','" in said and "81" not in said and "yes" not in said
    df = _read_frame(tmp_path / "eu.csv", {**DEFAULT_CSV_FORMAT, "sep": ";", "decimal": ","})
    assert df.columns.tolist() == ["weight", "outcome"] and len(df) == 2
    (tmp_path / "bad.csv").write_text("a;b\n1;2\n3;4;5\n")
    with pytest.raises(CLIError, match="different number of fields") as e:
        _read_frame(tmp_path / "bad.csv", {**DEFAULT_CSV_FORMAT, "sep": ";"})
    assert "--sep" not in str(e.value)


@pytest.mark.parametrize("body, kind, fmt", [
    ("age,job\n41,a\n30,b,extra,more\n", "different number of fields", {}),
    ('age,job\n41,"a\n30,b\n', "quoted field", {}),
    ("age;;job\n41;;a\n30;;b;;more\n", "different number of fields", {"sep": ";;"}),
    ('alice,"12,5",x\nbob,7\n', "different number of fields", {"header": False, "columns": ["name", "v"]}),
])
def test_unreadable_csv_names_the_kind_of_problem_not_the_row(tmp_path, capsys, body, kind, fmt):
    from dpforest.cli import CLIError, _read_frame, DEFAULT_CSV_FORMAT

    (tmp_path / "bad.csv").write_text(body)
    with pytest.raises(CLIError, match=kind) as e:
        _read_frame(tmp_path / "bad.csv", {**DEFAULT_CSV_FORMAT, **fmt})
    # pandas' own message quotes the line, row and field counts of the private file
    msg = str(e.value).replace(repr(str(tmp_path / "bad.csv")), "")
    if "columns" in fmt:
        msg = msg.replace("the 2 fields", "")  # the public count of declared column names
    # (the word "line" alone: pandas' "line 3"; the open quote's words speak of "lines")
    assert not re.search(r"\bline\b", msg) and "saw" not in msg and \
        not any(ch.isdigit() for ch in msg), msg


def test_outputs_and_arguments_checked_before_any_work(files, capsys):
    args = _fit_args(files)
    args[args.index("-o") + 1] = str(files / "no_such_folder" / "m.json")
    _fails(capsys, args, "output folder")
    _fails(capsys, ["demo", "--repeats", "0", "--no-progress"], "--repeats")
    _fails(capsys, ["demo", "--epsilons", "0", "--no-progress"], "--epsilons")
    _fails(capsys, ["demo", "--epsilons", "nan", "--no-progress"], "--epsilons")
    _fails(capsys, ["demo", "--n-estimators", "0", "--no-progress"], "--n-estimators")
    _fails(capsys, ["compare", "--tiny", "--algorithms", "nope", "--no-progress"], "unknown --algorithms")
    _fails(capsys, ["compare", "--tiny", "--epsilons", "-1", "--no-progress"], "--epsilons")
    _fails(capsys, ["audit", "--max-depth", "-1", "--no-progress"], "--max-depth")
    _fails(capsys, ["audit", "--epsilon", "1e9", "--no-progress"], "--epsilon")
    (files / "a_file").write_text("x")
    _fails(capsys, ["audit", "--out", str(files / "a_file"), "--no-progress"], "is a file")


def test_benchmark_from_csv_refuses_a_file_that_is_not_results(files, capsys):
    # a training file is a CSV too: re-rendering it would print a table of nothing, exit 0
    _fails(capsys, ["benchmark", "--from-csv", str(files / "train.csv"), "--out",
                    str(files / "bench")], "not a results file")


def test_no_default_na_reads_a_category_spelled_NA(tmp_path, capsys):
    rng = np.random.default_rng(0)
    df = pd.DataFrame({"country": rng.choice(["NA", "US", "None"], 300), "age": rng.uniform(0, 90, 300)})
    df["y"] = np.where(df["country"] == "NA", "yes", "no")
    df.loc[::10, "age"] = np.nan
    df.to_csv(tmp_path / "t.csv", index=False, na_rep="")
    doc = {"features": [{"name": "country", "type": "categorical", "categories": ["NA", "US", "None"]},
                        {"name": "age", "type": "numeric", "lower": 0, "upper": 90, "allow_missing": True}],
           "classes": ["no", "yes"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    args = ["fit", str(tmp_path / "t.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon", "1",
            "--no-progress", "-o", str(tmp_path / "m.json")]
    # declared categories are never read as missing, with pandas' default markers too
    assert main(args) == 0
    assert main(args + ["--no-default-na", "--force"]) == 0
    capsys.readouterr()
    # the layout travels with the model: predict reads "NA" as the category, empty cells as missing
    assert load_model(tmp_path / "m.json").csv_format_["default_na"] is False
    assert main(["predict", str(tmp_path / "m.json"), str(tmp_path / "t.csv"), "-o", str(tmp_path / "p.csv")]) == 0
    assert len(pd.read_csv(tmp_path / "p.csv")) == 300


def test_a_file_lacking_a_column_declared_with_missing_values_is_told_to_add_it_empty(tmp_path, capsys):
    """predict in Python says a missing column declared with missing values can be added
    empty; the command line said only to check the header's spelling.  The hint reads the
    schema alone, and names no column the schema needs."""
    rng = np.random.default_rng(0)
    df = pd.DataFrame({"country": rng.choice(["NA", "US"], 300), "age": rng.uniform(0, 90, 300)})
    df["y"] = np.where(df["country"] == "NA", "yes", "no")
    df.to_csv(tmp_path / "t.csv", index=False)
    doc = {"features": [{"name": "country", "type": "categorical", "categories": ["NA", "US"]},
                        {"name": "age", "type": "numeric", "lower": 0, "upper": 90, "allow_missing": True}],
           "classes": ["no", "yes"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "t.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon",
                 "1", "--no-progress", "-o", str(tmp_path / "m.json")]) == 0
    capsys.readouterr()
    df.drop(columns="age").to_csv(tmp_path / "noage.csv", index=False)
    err = _fails(capsys, ["predict", str(tmp_path / "m.json"), str(tmp_path / "noage.csv")],
                 "lacks the schema's column(s) ['age']")
    assert "'age' allows missing values" in err and "add it as an empty column" in err, err
    assert "the name in the header" in err
    # names given by --columns, not a header: the empty column is a name there
    df.drop(columns="age").to_csv(tmp_path / "noage_nh.csv", index=False, header=False)
    err = _fails(capsys, ["predict", str(tmp_path / "m.json"), str(tmp_path / "noage_nh.csv"),
                          "--no-header", "--columns", "country,y"], "lacks the schema's column(s) ['age']")
    assert "its name in --columns, an empty field in each record" in err, err
    df.drop(columns="country").to_csv(tmp_path / "nocountry.csv", index=False)
    err = _fails(capsys, ["predict", str(tmp_path / "m.json"), str(tmp_path / "nocountry.csv")],
                 "lacks the schema's column(s) ['country']")
    assert "missing values" not in err
    # as the hint says: the name in the header, nothing in the fields
    df.drop(columns="age").assign(age="").to_csv(tmp_path / "emptyage.csv", index=False)
    assert main(["predict", str(tmp_path / "m.json"), str(tmp_path / "emptyage.csv"), "-o",
                 str(tmp_path / "p.csv")]) == 0
    assert len(pd.read_csv(tmp_path / "p.csv")) == 300


def test_data_path_that_is_a_folder_or_a_pipe_is_named_as_such(files, capsys):
    args = _fit_args(files)
    args[1] = str(files)
    _fails(capsys, args, "is a folder")
    if hasattr(os, "mkfifo"):
        os.mkfifo(files / "pipe.csv")
        args[1] = str(files / "pipe.csv")
        _fails(capsys, args, "not a regular file")


@pytest.mark.parametrize("argv, dest, want", [
    (["demo", "--epsilons", "0.5,1"], "epsilons", [0.5, 1.0]),
    (["demo", "--epsilons", "0.5", "1"], "epsilons", [0.5, 1.0]),
    (["benchmark", "--epsilons", "0.5", "1,2"], "epsilons", [0.5, 1.0, 2.0]),
    (["benchmark", "--datasets", "iris,wine", "digits"], "datasets", ["iris", "wine", "digits"]),
    (["compare", "--algorithms", "dprf", "snr,default"], "algorithms", ["dprf", "snr", "default"]),
    (["audit", "--epsilon", "1,2"], "epsilon", [1.0, 2.0]),
])
def test_list_options_take_commas_or_spaces_alike(argv, dest, want):
    from dpforest.cli import build_parser

    assert getattr(build_parser().parse_args(argv), dest) == want


def test_list_option_with_a_bad_number_names_it(capsys):
    from dpforest.cli import build_parser

    with pytest.raises(SystemExit):
        build_parser().parse_args(["compare", "--epsilons", "0.5,x"])
    assert "invalid value 'x'" in capsys.readouterr().err


# ----------------------------------------------------------------------------- reading values by text
def _fit_files(tmp_path, capsys, name, body, doc, *extra, output=None):
    """Write ``body`` as ``name``.csv and ``doc`` as its schema file, run ``dpforest fit`` on them:
    (exit status, stderr)."""
    (tmp_path / f"{name}.csv").write_text(body)
    (tmp_path / f"{name}.schema.json").write_text(json.dumps(doc))
    rc = main(["fit", str(tmp_path / f"{name}.csv"), "--schema", str(tmp_path / f"{name}.schema.json"),
               "--epsilon", "1", "--algorithm", "diffprfs", "--n-estimators", "4", "--max-depth", "2",
               "--random-state", "0", "--no-progress", "--force",
               "-o", str(output or tmp_path / f"{name}.model.json"), *extra])
    return rc, capsys.readouterr().err


MIXED_DOC = {"features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 100},
                          {"name": "code", "type": "categorical", "categories": [1, 2, "other"]}],
             "classes": [0, "other"], "target": "y"}
MIXED_BASE = "age,code,y\n" + "".join(f"{i % 80},{1 + i % 2},0\n" for i in range(50))


@pytest.mark.parametrize("name, body", [
    ("D", MIXED_BASE),
    ("D_feature", MIXED_BASE + "99,other,0\n"),     # one record with the declared text category
    ("D_label", MIXED_BASE + "99,1,other\n"),       # one record with the declared text class
], ids=["D", "D_feature", "D_label"])
def test_one_record_does_not_change_how_the_others_are_read(tmp_path, capsys, name, body):
    """Mixed declared values (categories [1, 2, "other"], classes [0, "other"]): each record is
    read by its own text, so neighbouring files D, D + one "other" feature value and D + one
    "other" label all fit; a data-dependent refusal would tell whether that record is there."""
    rc, err = _fit_files(tmp_path, capsys, name, body, MIXED_DOC)
    assert rc == 0, err
    from dpforest import Schema
    from dpforest.cli import read_csv
    X, y = read_csv(tmp_path / f"{name}.csv", Schema.from_dict(MIXED_DOC), "y")
    assert X["code"].tolist()[:50] == [1, 2] * 25 and y.tolist()[:50] == [0] * 50
    if name != "D":
        assert "other" in (X["code"].tolist() + y.tolist())
    # the model reads new files (here: its neighbour) the same way
    assert main(["evaluate", str(tmp_path / f"{name}.model.json"), str(tmp_path / f"{name}.csv"),
                 "--json"]) == 0
    capsys.readouterr()


BOOL_DOC = {"features": [{"name": "flag", "type": "numeric", "lower": 0, "upper": 2, "allow_missing": True},
                        {"name": "b", "type": "numeric", "lower": 0, "upper": 10}],
            "classes": [0, 1], "target": "y"}
BOOL_BASE = "flag,b,y\n" + "".join(f"{'True' if i % 2 else 'false'},{i % 10},{i % 2}\n" for i in range(50))


@pytest.mark.parametrize("name, body", [
    ("D", BOOL_BASE),
    ("D_decimal", BOOL_BASE + "1.5,3,0\n"),    # pandas then read the whole column as text
    ("D_missing", BOOL_BASE + ",3,0\n"),       # ... or as Python objects
    ("D_blanks", BOOL_BASE.replace("True,", "True  ,") + "1.5,3,0\n"),   # read like '1 '
], ids=["D", "D_decimal", "D_missing", "D_blanks"])
def test_boolean_text_in_a_numeric_column_is_read_the_same_beside_any_record(tmp_path, capsys, name, body):
    """A numeric column of True / false texts: pandas reads it as booleans (1 / 0) only while
    every field is one; a record holding 1.5 made every True text, and the whole file, refused.
    Read value by value, each boolean text is 1 or 0 whatever the other records hold."""
    rc, err = _fit_files(tmp_path, capsys, name, body, BOOL_DOC)
    assert rc == 0, err
    from dpforest import Schema
    from dpforest.cli import read_csv
    X, _ = read_csv(tmp_path / f"{name}.csv", Schema.from_dict(BOOL_DOC), "y")
    assert pd.to_numeric(X["flag"].iloc[:50]).tolist() == [0.0, 1.0] * 25


def test_declared_category_spelled_like_a_missing_marker_is_that_category(tmp_path, capsys):
    """Categories "NA" / "None" and the class "null" are read as declared values with pandas'
    default markers; an empty field (and a marker in a column that does not declare it) is
    still missing."""
    from dpforest import Schema
    from dpforest.cli import DEFAULT_CSV_FORMAT, read_csv

    doc = {"features": [{"name": "country", "type": "categorical", "categories": ["NA", "US", "None"],
                         "allow_missing": True},
                        {"name": "age", "type": "numeric", "lower": 0, "upper": 90, "allow_missing": True},
                        {"name": "job", "type": "categorical", "categories": ["a", "?"], "allow_missing": True}],
           "classes": ["no", "null"], "target": "y", "na_values": ["?"]}
    rows = ["NA,30,a,null", ",40,?,no", "None,NA,,no", "US,,a,null", "n/a,?,n/a,no"]
    body = "country,age,job,y\n" + "\n".join(rows * 20) + "\n"
    (tmp_path / "t.csv").write_text(body)
    schema = Schema.from_dict(doc)
    fmt = {**DEFAULT_CSV_FORMAT, "na_values": ["?"]}
    X, y = read_csv(tmp_path / "t.csv", schema, "y", fmt=fmt)
    isna = lambda s: [None if pd.isna(v) else v for v in s[:5]]      # noqa: E731
    assert isna(X["country"]) == ["NA", None, "None", "US", None]
    assert isna(X["age"]) == [30, 40, None, None, None]
    assert isna(X["job"]) == ["a", "?", None, "a", None]        # "?" declared here: a category
    assert y.tolist()[:5] == ["null", "no", "no", "null", "no"]
    rc, err = _fit_files(tmp_path, capsys, "t", body, doc)
    assert rc == 0, err
    # without pandas' markers only the empty field and the listed "?" are missing: "n/a" is
    # then a value, outside the declared categories
    X, _ = read_csv(tmp_path / "t.csv", schema, "y", fmt={**fmt, "default_na": False})
    assert isna(X["country"]) == ["NA", None, "None", "US", "n/a"]
    assert isna(X["job"]) == ["a", "?", None, "a", "n/a"]
    rc, err = _fit_files(tmp_path, capsys, "t", body, doc, "--no-default-na")
    assert rc == 2 and "country" in err


@pytest.mark.parametrize("where", ["feature", "target"])
def test_declared_values_sharing_a_text_form_are_refused_up_front(tmp_path, capsys, where):
    doc = json.loads(json.dumps(MIXED_DOC))
    if where == "feature":
        doc["features"][1]["categories"] = [1, "1", 2]
    else:
        doc["classes"] = [0, "0", "other"]
    # the file is fine either way (and even empty of records): the schema alone decides
    for body in (MIXED_BASE, "age,code,y\n"):
        rc, err = _fit_files(tmp_path, capsys, "s", body, doc)
        assert rc == 2 and "dpforest: error:" in err and "text form" in err, err
        assert ("'code'" in err) if where == "feature" else ("classes" in err), err
        assert not (tmp_path / "s.model.json").exists()


@pytest.mark.parametrize("declared, texts, want", [
    # spellings pandas' type guessing read as numbers (or booleans) for such columns
    ([1, 2], ["1", "1.0", "01", "+1", "1.", "1e0", "1 ", "2", "2.0", "02"], [0] * 7 + [1] * 3),
    ([1.0, 2.0], ["1", "1.0", "01", "+1", "1.", "1e0", "1 ", "2", "2.0", "02"], [0] * 7 + [1] * 3),
    ([1.5, 2], ["1.5", "01.50", "15e-1", "2", "2.0"], [0, 0, 0, 1, 1]),
    ([False, True], ["True", "true", "TRUE", "False", "false", "FALSE"], [1, 1, 1, 0, 0, 0]),
    ([False, True], ["1", "0", "1.0", "0.0", "-0"], [1, 0, 1, 0, 0]),
    ([0, 1], ["True", "false", "TRUE"], [1, 0, 1]),
])
def test_numeric_declared_values_accept_the_spellings_read_before(tmp_path, declared, texts, want):
    """Categories and classes declared as numbers (or booleans) match the same CSV spellings as
    when pandas guessed the column type: each text is parsed on its own."""
    from dpforest import Categorical, Numeric, Schema
    from dpforest.cli import read_csv

    schema = Schema([Numeric("x", 0, 1), Categorical("c", declared)], classes=declared)
    (tmp_path / "n.csv").write_text("x,c,y\n" + "".join(f"0,{t},{t}\n" for t in texts))
    X, y = read_csv(tmp_path / "n.csv", schema, "y")
    assert schema.encode(X)[:, 1].tolist() == want
    assert schema.encode_labels(y).tolist() == want


def test_label_map_and_renamed_header_compose_with_reading_by_text(tmp_path):
    """label_map renames a label spelling before the text is matched (a class, or the text of
    one); columns renaming a header row get their markers and text reading by the new names."""
    from dpforest import Schema
    from dpforest.cli import DEFAULT_CSV_FORMAT, read_csv

    schema = Schema.from_dict({"features": [
        {"name": "code", "type": "categorical", "categories": [1, 2, "NA"], "allow_missing": True},
        {"name": "age", "type": "numeric", "lower": 0, "upper": 90, "allow_missing": True}],
        "classes": [0, "other"]})
    (tmp_path / "r.csv").write_text("C,A,Y\n1.0,NA,0.\nNA,3,other.\n,,no\n2,5,0\n")
    fmt = {**DEFAULT_CSV_FORMAT, "columns": ["code", "age", "y"],
           "label_map": {"0.": 0, "other.": "other", "no": "0"}}
    X, y = read_csv(tmp_path / "r.csv", schema, "y", fmt=fmt)
    assert [None if pd.isna(v) else v for v in X["code"]] == [1, "NA", None, 2]
    assert [None if pd.isna(v) else v for v in X["age"]] == [None, 3, None, 5]
    assert y.tolist() == [0, "other", 0, 0]
    assert schema.encode_labels(y).tolist() == [0, 1, 0, 0]


def test_predict_keeps_named_columns_as_the_file_spells_them(tmp_path, capsys):
    """--keep copies input columns (an identifier) into the predictions, first, as text, so the
    output joins back to the input without relying on row order."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 2},
                        {"name": "b", "type": "numeric", "lower": 0, "upper": 10}],
           "classes": [0, 1], "target": "y"}
    body = "id,a,b,y\n" + "".join(f"{i:04d},{i % 2},{i % 10},{i % 2}\n" for i in range(60))
    rc, err = _fit_files(tmp_path, capsys, "k", body, doc, "--drop", "id")
    assert rc == 0, err
    out = tmp_path / "pred.csv"
    assert main(["predict", str(tmp_path / "k.model.json"), str(tmp_path / "k.csv"), "--keep", "id,b",
                 "--proba", "-o", str(out)]) == 0
    got = pd.read_csv(out, dtype=str)
    assert list(got.columns) == ["id", "b", "prediction", "proba_0", "proba_1"]
    assert got["id"].tolist() == [f"{i:04d}" for i in range(60)]
    capsys.readouterr()
    # a model fitted on a file without the identifier: --keep alone leaves it out of the features
    (tmp_path / "n.csv").write_text("a,b,y\n" + "".join(f"{i % 2},{i % 10},{i % 2}\n" for i in range(60)))
    (tmp_path / "n.schema.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "n.csv"), "--schema", str(tmp_path / "n.schema.json"),
                 "--epsilon", "1", "-o", str(tmp_path / "n.model.json")]) == 0
    assert main(["predict", str(tmp_path / "n.model.json"), str(tmp_path / "k.csv"), "--keep", "id",
                 "-o", str(tmp_path / "n.pred.csv")]) == 0
    assert pd.read_csv(tmp_path / "n.pred.csv", dtype=str)["id"].tolist() == [f"{i:04d}" for i in range(60)]
    capsys.readouterr()
    assert main(["predict", str(tmp_path / "k.model.json"), str(tmp_path / "k.csv"), "--keep", "nope"]) == 2
    assert "--keep column(s) ['nope']" in capsys.readouterr().err


@pytest.mark.parametrize("layout", [{}, {"columns": ["x", "c", "y"]}, {"header": False, "columns": ["x", "c", "y"]},
                                    {"sep": "::"}, {"sep": "::", "columns": ["x", "c", "y"]}],
                         ids=["header", "header+columns", "no header", "sep ::", "sep :: + columns"])
@pytest.mark.parametrize("extra", ["zzz", ""], ids=["a value", "empty"])
def test_a_record_with_an_extra_field_is_refused_alike_wherever_it_sits(tmp_path, layout, extra):
    """pandas took the first column as the index when the first record had one field more than
    the header, shifting every column of every record; further down the same record was
    refused.  Now it is refused with the same words in any position and layout.  Under a
    separator of several characters (pandas' Python engine) an empty extra field of the first
    record was dropped without a word, and refused further down (a privacy review)."""
    from dpforest import Categorical, Numeric, Schema
    from dpforest.cli import CLIError, read_csv

    s = Schema([Numeric("x", 0, 100), Categorical("c", ["a", "b"])], classes=[0, 1])
    sep = layout.get("sep", ",")
    messages = set()
    for pos in (0, 2):
        rows = [sep.join(r) for r in (("1", "a", "0"), ("2", "b", "1"), ("3", "a", "0"))]
        rows[pos] += sep + extra
        head = "" if layout.get("header") is False else sep.join("xcy") + "\n"
        (tmp_path / "f.csv").write_text(head + "\n".join(rows) + "\n")
        with pytest.raises(CLIError, match="different number of fields") as e:
            read_csv(tmp_path / "f.csv", s, "y", fmt=layout, require_target=True)
        messages.add(str(e.value))
    assert len(messages) == 1


def test_a_line_of_separators_only_is_passed_over_before_and_after_the_header(tmp_path):
    """Under a separator of several characters the first-record check counted a line of
    separators only (an Excel empty row, which the reader drops) as the first record: the same
    file was refused when that line stood before a record and read when it stood after (and a
    file of that line alone was refused while one record beside it was read), and a blank
    line before the header was taken as the header, refusing a valid file."""
    from dpforest import Categorical, Numeric, Schema
    from dpforest.cli import read_csv

    s = Schema([Numeric("x", 0, 100), Categorical("c", ["a", "b"])], classes=[0, 1])
    for text, n in (("x::c::y\n::::::\n1::a::0\n", 1), ("x::c::y\n1::a::0\n::::::\n", 1),
                    ("x::c::y\n::::::\n", 0), ("\nx::c::y\n1::a::0\n", 1),
                    ("::::::\nx::c::y\n1::a::0\n", 1)):
        (tmp_path / "f.csv").write_text(text)
        X, _ = read_csv(tmp_path / "f.csv", s, "y", fmt={"sep": "::"}, require_target=True)
        assert len(X) == n, text


def test_predict_keeps_a_quoted_note_over_several_lines(files, capsys):
    """The refusal of values over several lines protects the reading of private records; new
    records to predict on are no one's, and a quoted multi-line note kept with --keep was
    refused ('a quoted field is not closed'), where predictions had been written."""
    p = files
    assert main(_fit_args(p)) == 0
    df = pd.read_csv(p / "test.csv").head(5)
    df["notes"] = ["one line", "two\nlines", "x", "y", "z"]
    df.to_csv(p / "new.csv", index=False)
    capsys.readouterr()
    assert main(["predict", str(p / "model.json"), str(p / "new.csv"), "--keep", "notes",
                 "-o", str(p / "pred.csv")]) == 0
    out = pd.read_csv(p / "pred.csv")
    assert len(out) == 5 and out["notes"].tolist()[1] == "two\nlines"


def test_an_open_quote_is_refused_alike_whatever_the_later_records_hold(tmp_path):
    """A privacy review: a record whose quote is never closed was refused as such, but a later
    record with a quoted field closed it, the lines between read as one field, refused then by
    the schema in other words (naming the columns the merged text fell in) or, with --conform,
    read as a record: the refusal told what a later record held.  A value over several lines
    where no declared value has one is now refused in the open quote's words; a declared value
    that spans lines is still read.  A headerless file's first record with more fields than
    any schema has is refused in a later record's words."""
    from dpforest import Categorical, Numeric, Schema
    from dpforest.cli import CLIError, read_csv

    s = Schema([Numeric("x", 0, 100), Categorical("c", ["u", "v"])], classes=["a", "b"])
    open_quote = "x,c,y\n1,u,a\n\"2,v,b\n3,v,a\n"
    messages = set()
    for text in (open_quote, open_quote + '4,"u",b\n'):
        (tmp_path / "f.csv").write_text(text)
        for fmt in ({}, {"columns": ["x", "c", "y"]}):
            with pytest.raises(CLIError, match="a quoted field is not closed, or a value spans "
                                                "lines and is not a declared value") as e:
                read_csv(tmp_path / "f.csv", s, "y", fmt=fmt, require_target=True)
            messages.add(str(e.value))
    assert len(messages) == 1
    multi = Schema([Numeric("x", 0, 100), Categorical("c", ["u", "v\nw"])], classes=["a", "b"])
    (tmp_path / "m.csv").write_text('x,c,y\n1,u,a\n2,"v\nw",b\n')
    X, y = read_csv(tmp_path / "m.csv", multi, "y", require_target=True)
    assert list(X["c"]) == ["u", "v\nw"] and list(y) == ["a", "b"]
    # in a free-text column left out too: an open quote there merged the records up to a later
    # quote into one note, read without a word (a note over several lines is refused with it)
    opened = 'x,c,notes,y\n1,u,"open,a\n2,v,x,b\n3,u,ok "q",a\n4,v,z,b\n'
    for text in (opened, 'x,c,notes,y\n1,u,"two\nlines",a\n2,v,one,b\n'):
        (tmp_path / "n.csv").write_text(text)
        with pytest.raises(CLIError, match="a quoted field is not closed, or a value spans"):
            read_csv(tmp_path / "n.csv", s, "y", require_target=True, drop=["notes"])
    wide = ",".join(["1"] * 100_002)
    for text in (wide + "\n", "1,u,a\n" + wide + "\n"):
        (tmp_path / "h.csv").write_text(text)
        with pytest.raises(CLIError) as e:
            read_csv(tmp_path / "h.csv", s, "y", fmt={"header": False, "columns": ["x", "c", "y"]},
                     require_target=True)
        assert "different number of fields" in str(e.value)


@pytest.mark.parametrize("layout", [{}, {"columns": ["x", "y", "c"]}, {"header": False, "columns": ["x", "y", "c"]}],
                         ids=["header", "header+columns", "no header"])
def test_a_record_with_a_missing_field_reads_alike_wherever_it_sits(tmp_path, layout):
    """A record with one field fewer reads its last field as missing (docs/cli.md), at the top
    of the file as further down: a headerless file refused it only as its first record, so one
    record's place decided whether the file was read."""
    from dpforest import Categorical, Numeric, Schema
    from dpforest.cli import read_csv

    s = Schema([Numeric("x", 0, 100), Categorical("c", ["a", "b"], allow_missing=True)], classes=[0, 1])
    got = []
    for pos in (0, 2):
        rows = ["1,0,a", "2,1,b", "3,0,a"]
        rows[pos] = rows[pos].rsplit(",", 1)[0]          # the record lacks its last field, c
        head = "" if layout.get("header") is False else "x,y,c\n"
        (tmp_path / "f.csv").write_text(head + "\n".join(rows) + "\n")
        X, y = read_csv(tmp_path / "f.csv", s, "y", fmt=layout, require_target=True)
        got.append((X["c"].isna().tolist(), list(y)))
    assert got[0] == ([True, False, False], [0, 1, 0]) and got[1] == ([False, False, True], [0, 1, 0])


def test_fit_messages_speak_the_schema_files_terms(tmp_path, capsys):
    """From the command line: every column that does not fit on one line, its advice in the
    schema file's JSON ("allow_missing": true), labels read as missing markers explained, and a
    missing schema file said before an existing output file."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 2},
                        {"name": "b", "type": "numeric", "lower": 0, "upper": 10}],
           "classes": [1, 2], "target": "y"}
    rc, err = _fit_files(tmp_path, capsys, "m", "a,b,y\n,3,1\n1,,2\n", doc)
    assert rc == 2 and "column 'a': missing" in err and "column 'b': missing" in err, err
    assert '"allow_missing": true in its entry' in err and "allow_missing=True" not in err
    rc, err = _fit_files(tmp_path, capsys, "n", "a,b,y\n1,3,None\n1,2,1\n", doc)
    assert rc == 2 and "missing labels" in err and "None or null read as missing" in err, err
    # the file's target column is named, not the API's "y"
    assert "the target column 'y' has missing labels" in err, err
    (tmp_path / "exists.json").write_text("{}")
    _fails(capsys, ["fit", str(tmp_path / "m.csv"), "--schema", str(tmp_path / "nope.json"),
                    "--epsilon", "1", "-o", str(tmp_path / "exists.json")], "nope.json")


def test_a_declared_category_spelt_like_a_missing_marker_is_pointed_at(tmp_path, capsys):
    """R writes North America's continent code NA as text, and pandas.read_csv reads it as
    missing: in Python the refusal of missing values names the declared category (the
    schema's, never a record's) and how to keep it as text; the command line's reader keeps a
    declared category as itself."""
    rows = "".join(f"{c},{i % 7},{i % 2}\n" for i, c in zip(range(120), ["EU", "NA", "AS"] * 40))
    doc = {"features": [{"name": "cont", "type": "categorical", "categories": ["EU", "NA", "AS"]},
                        {"name": "x", "type": "numeric", "lower": 0, "upper": 7}],
           "classes": [0, 1], "target": "y"}
    rc, err = _fit_files(tmp_path, capsys, "na", "cont,x,y\n" + rows, doc)
    assert rc == 0, err
    # an empty cell there is refused without the API's note (the reader kept "NA" as text)
    rc, err = _fit_files(tmp_path, capsys, "empty", "cont,x,y\n,1,0\n" + rows, doc)
    assert rc == 2 and "column 'cont': missing" in err and "keep_default_na" not in err, err
    X = pd.read_csv(tmp_path / "na.csv")
    y = X.pop("y")
    schema = d.Schema([d.Categorical("cont", ["EU", "NA", "AS"]), d.Numeric("x", 0, 7)],
                      classes=[0, 1])
    with pytest.raises(d.SchemaError, match=r"category 'NA' is a text.*keep_default_na=False"):
        d.DPForestClassifier(1.0, schema, progress=False).fit(X, y)
    # a declaration with no such category gets the plain advice
    X["cont"] = X["cont"].fillna("AS")
    X.loc[0, "cont"] = None
    other = d.Schema([d.Categorical("cont", ["EU", "AS"]), d.Numeric("x", 0, 7)], classes=[0, 1])
    with pytest.raises(d.SchemaError) as e:
        d.DPForestClassifier(1.0, other, progress=False).fit(X, y)
    assert "missing values" in str(e.value) and "keep_default_na" not in str(e.value)


def test_decimal_comma_and_thousands_marks_are_read_and_kept_in_the_model(tmp_path, capsys):
    """A European export (';' between fields, numbers written 1.234,5): declared once in the
    schema file, read as numbers by fit and again, from the model, by predict."""
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5000},
                        {"name": "c", "type": "categorical", "categories": ["a", "b"]}],
           "classes": ["lo", "hi"], "target": "y", "sep": ";", "decimal": ",", "thousands": "."}
    rows = [(f"{v:,.1f}".replace(",", "_").replace(".", ",").replace("_", "."), "ab"[i % 2],
             "hi" if v > 2500 else "lo") for i, v in enumerate(np.linspace(1.5, 4999.5, 200))]
    body = "x;c;y\n" + "".join(f"{x};{c};{y}\n" for x, c, y in rows)
    assert "1.000," in body or "1.0" in body    # numbers with both marks are in the file
    rc, err = _fit_files(tmp_path, capsys, "eu", body, doc)
    assert rc == 0, err
    from dpforest import Schema
    from dpforest.cli import read_csv
    model = load_model(tmp_path / "eu.model.json")
    assert model.csv_format_["decimal"] == "," and model.csv_format_["thousands"] == "."
    X, _ = read_csv(tmp_path / "eu.csv", Schema.from_dict(doc), "y", fmt=model.csv_format_)
    np.testing.assert_allclose(X["x"].to_numpy(float), np.linspace(1.5, 4999.5, 200), atol=0.051)
    assert main(["predict", str(tmp_path / "eu.model.json"), str(tmp_path / "eu.csv"),
                 "-o", str(tmp_path / "p.csv")]) == 0
    assert len(pd.read_csv(tmp_path / "p.csv")) == 200
    # a thousands mark only between groups of three digits: a date read with '.' as the mark
    # stays text (pandas made 16.12.2023 the number 16122023), refused as non-numeric
    doc_d = {**doc, "features": doc["features"] + [{"name": "d", "type": "numeric",
                                                   "lower": 0, "upper": 1e9}]}
    body_d = "x;c;d;y\n" + "".join(f"{x};{c};1{i % 9}.12.2023;{y}\n"
                                   for i, (x, c, y) in enumerate(rows))
    rc, err = _fit_files(tmp_path, capsys, "eud", body_d, doc_d)
    assert rc == 2 and "column 'd': non-numeric values" in err and "date" in err, err
    assert "2023" not in err
    # without the marks the numbers are text, refused by kind (the values are not quoted)
    plain = {k: v for k, v in doc.items() if k not in ("decimal", "thousands")}
    rc, err = _fit_files(tmp_path, capsys, "eu2", body, plain)
    assert rc == 2 and "'x'" in err and "4.999" not in err and "4999" not in err, err


@pytest.mark.parametrize("mark, named", [("\u00a0", "a no-break space (U+00A0)"),
                                         ("\u202f", "a narrow no-break space (U+202F)"),
                                         (" ", "a space")])
def test_a_space_between_thousands_is_named_and_then_read(tmp_path, capsys, mark, named):
    """French exports write 10 082,87 with a (no-break) space between thousands: the template
    names that mark for the column (it called the column an identifier), and declared, fit
    reads the numbers."""
    values = [1234.5 + 997 * i for i in range(60)]
    text = [f"{v:,.2f}".replace(",", mark).replace(".", ",") for v in values]
    body = "cost;y\n" + "".join(f"{t};{'ab'[i % 2]}\n" for i, t in enumerate(text))
    (tmp_path / "f.csv").write_text(body, encoding="utf-8")
    assert main(["schema-template", str(tmp_path / "f.csv"), "--target", "y", "--sep", ";",
                 "--decimal", ",", "-o", str(tmp_path / "s.json")]) == 0
    capsys.readouterr()
    cost = json.loads((tmp_path / "s.json").read_text())["features"][0]
    assert cost["_hint"].startswith(f"read as text: numbers written with {named} between")
    doc = {"features": [{"name": "cost", "type": "numeric", "lower": 0, "upper": 100000}],
           "classes": ["a", "b"], "target": "y", "sep": ";", "decimal": ",", "thousands": mark}
    from dpforest import Schema
    from dpforest.cli import read_csv
    X, _ = read_csv(tmp_path / "f.csv", Schema.from_dict(doc), "y",
                    fmt={"sep": ";", "decimal": ",", "thousands": mark})
    np.testing.assert_allclose(X["cost"].to_numpy(float), values)


@pytest.mark.parametrize("fmt, match", [
    ({"decimal": ",", "sep": ","}, "also the field separator"),
    ({"decimal": ",", "thousands": ","}, "different marks"),
    ({"decimal": "ab"}, "single mark"),
    ({"thousands": "1"}, "single mark"),
    ({"decimal": None}, None),    # None in a schema file means 'the default'
])
def test_decimal_and_thousands_marks_are_checked(fmt, match):
    from dpforest.cli import CLIError, _check_csv_format
    if match is None:
        assert _check_csv_format(fmt, "x")["decimal"] == "."
        return
    with pytest.raises(CLIError, match=match):
        _check_csv_format(fmt, "schema file")


def test_header_option_overrides_a_saved_no_header_layout(tmp_path, capsys):
    X, y, schema = make_mixed(600)
    df = X.copy()
    df["y"] = y
    cols = list(df.columns)
    df.iloc[:400].to_csv(tmp_path / "train.csv", index=False, header=False)
    df.iloc[400:].to_csv(tmp_path / "test.csv", index=False)         # this one has a header
    doc = _schema_doc(schema)
    doc.update(header=False, columns=cols)
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "train.csv"), "--schema", str(tmp_path / "schema.json"),
                 "--epsilon", "1", "--algorithm", "diffprfs", "--no-progress",
                 "-o", str(tmp_path / "m.json")]) == 0
    capsys.readouterr()
    # the header line is read as a record under the saved layout, and refused by kind
    _fails(capsys, ["evaluate", str(tmp_path / "m.json"), str(tmp_path / "test.csv")],
           "does not fit the schema")
    assert main(["evaluate", str(tmp_path / "m.json"), str(tmp_path / "test.csv"), "--header",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["n"] == 200
    assert main(["evaluate", str(tmp_path / "m.json"), str(tmp_path / "test.csv"), "--header",
                 "--no-header"]) == 2
    assert "not allowed with" in capsys.readouterr().err


@pytest.mark.parametrize("where, key, hint", [
    ("feature", "allow_mising", "did you mean 'allow_missing'?"),
    ("feature", "upper_bound", "did you mean 'upper'?"),
    ("root", "nbins", "did you mean 'n_bins'?"),
    ("root", "decimals", "did you mean 'decimal'?"),
])
def test_schema_file_with_a_misspelt_key_is_refused_with_a_hint(files, capsys, where, key, hint):
    """A misspelt key would otherwise be ignored (allow_mising: its column read as if missing
    values were not allowed); the message names the key and the nearest known one."""
    p = files
    doc = json.loads((p / "schema.json").read_text())
    target = doc if where == "root" else doc["features"][0]
    target[key] = True
    target["_note"] = "keys starting with '_' are comments"
    (p / "schema.json").write_text(json.dumps(doc))
    err = _fails(capsys, _fit_args(p), key)
    assert hint in err
    assert not (p / "model.json").exists()


def test_schema_description_keys_are_the_schema_files_keys():
    """Schema.from_dict accepts a schema file read with json.load: its CSV-layout keys are
    exactly the command line's, and comments ('_' keys) are skipped at every level."""
    from dpforest import Schema
    from dpforest.cli import DEFAULT_CSV_FORMAT
    assert set(Schema._FILE_KEYS) == {"target", *DEFAULT_CSV_FORMAT}
    doc = {"_help": "x", "features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1,
                                       "_source": "code book"}],
           "classes": [0, 1], "target": "y", **DEFAULT_CSV_FORMAT}
    assert Schema.from_dict(doc).feature_names == ["a"]
    from dpforest.schema import SchemaError
    with pytest.raises(SchemaError, match="categorical feature 'a': unknown key 'lower'"):
        Schema.from_dict({"features": [{"name": "a", "type": "categorical", "categories": [1],
                                        "lower": 0}], "classes": [0, 1]})


def test_conform_lets_predict_and_evaluate_read_records_beyond_the_schema(files, capsys):
    """A new record beyond a bound (age 150) or with an unknown category (in a column that
    allows missing values) blocks predict with a hint naming --conform; with it, the record is
    read as the bound / a missing value, exactly as model.schema_.conform does in Python."""
    p = files
    doc = json.loads((p / "schema.json").read_text())
    for f in doc["features"]:
        if f["name"] == "color":
            f["allow_missing"] = True
    (p / "schema.json").write_text(json.dumps(doc))
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    test = pd.read_csv(p / "test.csv")
    test.loc[0, "age"] = 150.0
    test.loc[1, "color"] = "zzz_secret"
    test.to_csv(p / "new.csv", index=False)
    pred = ["predict", str(p / "model.json"), str(p / "new.csv"), "-o", str(p / "pred.csv")]
    err = _fails(capsys, pred, "pass --conform")
    assert "zzz_secret" not in err and "150" not in err and not (p / "pred.csv").exists()
    # a fitted model's schema is not to be changed: its refusal says so, and names the way to
    # predict the rows that fit (the schema file's advice is for declaring one)
    assert "bounds were fixed by its fit" in err and "categories were fixed by its fit" in err
    assert "pass --skip-invalid" in err and "in the schema file" not in err
    assert "add them to the schema's categories" not in err
    assert main(pred + ["--conform"]) == 0
    model = load_model(p / "model.json")
    want = model.predict(model.schema_.conform(test.drop(columns="y")))
    assert pd.read_csv(p / "pred.csv")["prediction"].tolist() == list(want)
    assert want[0] == model.predict(test.drop(columns="y").assign(age=100.0).iloc[[0]])[0]
    assert main(["evaluate", str(p / "model.json"), str(p / "new.csv"), "--conform", "--json"]) == 0
    out = capsys.readouterr()
    assert "not differentially private" in out.err      # exact statistics of the test file
    res = json.loads(out.out.strip().splitlines()[-1])
    assert res["accuracy"] == pytest.approx(np.mean(want == test["y"].to_numpy()))
    # as text, the caveat stands beside the figures on standard output (a report built from
    # it carried exact test statistics without it)
    assert main(["evaluate", str(p / "model.json"), str(p / "new.csv"), "--conform"]) == 0
    out = capsys.readouterr().out
    assert "accuracy" in out and "exact statistics of" in out and "not differentially private" in out
    # an unknown category where no code can stand for it is still refused, by column
    test["flag"] = test["flag"].astype(object)
    test.loc[1, "flag"] = "zzz_secret"
    test.to_csv(p / "new2.csv", index=False)
    err = _fails(capsys, pred[:2] + [str(p / "new2.csv"), "--conform"], "column 'flag'")
    assert "zzz_secret" not in err
    # the hint names the command line's own option (it named conform(..., loose_text=True))
    assert "--loose-text reads them as those" in err and "conform(..., loose_text" not in err


def test_loose_text_reads_a_categorys_other_spellings_at_fit_and_predict(files, capsys,
                                                                         monkeypatch):
    """Stray spellings of a declared category ('RED ', 'Green') in a column that does not
    allow missing values were refused even with --conform, and only Python's
    conform(loose_text=True) read them: --loose-text does, with --conform, as that call does,
    at fit and at predict; alone it is refused; a value no category spells is still refused
    by column, unquoted."""
    p = files
    train = pd.read_csv(p / "train.csv")
    train["color"] = train["color"].astype(object)
    train.loc[0, "color"], train.loc[1, "color"] = "RED ", " Green"
    train.to_csv(p / "stray.csv", index=False)
    fit = ["fit", str(p / "stray.csv"), "--target", "y", "--schema", str(p / "schema.json"),
           "--epsilon", "1", "--random-state", "0", "--no-progress", "-o", str(p / "m.json")]
    err = _fails(capsys, fit + ["--conform"], "column 'color'")
    assert "--loose-text reads them as those" in err and "RED" not in err
    err = _fails(capsys, fit + ["--loose-text"], "--loose-text is a way of --conform")
    assert not (p / "m.json").exists()
    # refused before any file is read: a large file to predict, read a chunk at a time, never
    # reaches --conform's reading and took the option silently
    from dpforest import cli

    monkeypatch.setattr(cli, "PREDICT_STREAM_BYTES", 0)
    _fails(capsys, ["predict", str(p / "model_none.json"), str(p / "test.csv"), "--loose-text"],
           "--loose-text is a way of --conform")
    assert main(fit + ["--conform", "--loose-text"]) == 0
    model = load_model(p / "m.json")
    test = pd.read_csv(p / "test.csv")
    test["color"] = test["color"].astype(object)
    test.loc[:4, "color"] = ["Blue", "YELLOW", " red", "green ", "BLUE"]
    test.to_csv(p / "new.csv", index=False)
    pred = ["predict", str(p / "m.json"), str(p / "new.csv"), "-o", str(p / "pred.csv")]
    assert main(pred + ["--conform", "--loose-text"]) == 0
    want = model.predict(model.schema_.conform(test.drop(columns="y"), loose_text=True))
    assert pd.read_csv(p / "pred.csv")["prediction"].tolist() == list(want)
    capsys.readouterr()
    test.loc[5, "color"] = "zzz_secret"
    test.to_csv(p / "new2.csv", index=False)
    err = _fails(capsys, pred[:2] + [str(p / "new2.csv"), "--conform", "--loose-text"],
                 "column 'color'")
    assert "zzz_secret" not in err and "--loose-text reads" not in err


def test_schema_template_flags_whole_number_columns_as_possible_codes(tmp_path, capsys):
    pd.DataFrame({"region": [1, 2, 3, 1], "v": [1.5, 2.0, 3.0, 0.5], "stage": [1, None, 2, 3],
                  "y": ["a", "b", "a", "b"]}).to_csv(tmp_path / "d.csv", index=False)
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    assert "1 of the numeric columns hold whole numbers" in capsys.readouterr().out
    doc = json.loads((tmp_path / "t.json").read_text())
    feats = {f["name"]: f for f in doc["features"]}
    # integer is never copied from the dtype (the records' reading): the hint asks instead
    assert feats["region"]["integer"] is False and "categorical" in feats["region"]["_hint"]
    assert "set integer: true" in feats["region"]["_hint"]
    # whole-number codes with a gap, which pandas reads as decimals, get the hint for codes
    # with missing values; decimals (v) do not: they are no codes and no counts
    assert feats["v"]["integer"] is False and "_hint" not in feats["v"]
    assert feats["stage"]["integer"] is False and "codes of categories" in feats["stage"]["_hint"]
    # filled in, the hint is a comment: the file fits as it is
    for f in doc["features"]:
        f["lower"], f["upper"] = 0, 5
    feats["stage"]["allow_missing"] = True          # as its hint says for codes with a gap
    doc["classes"] = ["a", "b"]
    (tmp_path / "t.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "t.json"),
                 "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m.json")]) == 0


def test_schema_template_fills_bounds_of_columns_named_alike(tmp_path, capsys):
    """A wide table (thousands of gene columns of one documented range): --bounds 'G*=0,20'
    fills those columns' bounds from the owner's public range, by name only; other columns
    keep their placeholders, an unused pattern is named, a malformed one is refused before
    any file is written, and the first matching pattern wins."""
    cols = {f"G{i:03d}": [0.5 * i, 1.0, 2.5] for i in range(12)}
    pd.DataFrame({**cols, "age": [30, 41, 52], "sex": ["F", "M", "F"],
                  "y": ["a", "b", "a"]}).to_csv(tmp_path / "w.csv", index=False)
    out = tmp_path / "t.json"
    assert main(["schema-template", str(tmp_path / "w.csv"), "--target", "y", "-o", str(out),
                 "--bounds", "G00*=0,5", "--bounds", "G*=0,20", "--bounds", "H*=1,2"]) == 0
    said = capsys.readouterr().out
    assert "--bounds filled the bounds of 12 numeric column(s)" in said and "'H*'" in said
    feats = {f["name"]: f for f in json.loads(out.read_text())["features"]}
    assert [(feats[n]["lower"], feats[n]["upper"]) for n in ("G000", "G009", "G010")] == \
        [(0, 5), (0, 5), (0, 20)]
    assert "FILL IN" in str(feats["age"]["lower"]) and feats["sex"]["type"] == "categorical"
    for bad in ("G*=5,1", "G*=0", "=0,1", "G*=a,b", "G*=0,inf"):
        assert main(["schema-template", str(tmp_path / "w.csv"), "-o",
                     str(tmp_path / "x.json"), "--bounds", bad]) == 2
        assert "write PATTERN=LO,HI" in capsys.readouterr().err
        assert not (tmp_path / "x.json").exists()


def test_schema_template_hints_at_empty_cells_and_keeps_allow_missing_false(tmp_path, capsys):
    """A column with empty cells (or a declared missing-value marker) gets a ``_hint`` asking
    whether values can be missing in the population; allow_missing stays false (not copied
    from the records), and with it set true as the hint says, fit takes the file."""
    (tmp_path / "d.csv").write_text("ward,dose,stage,full,y\n"
                                    "A,1.5,?,1,a\n,2.5,2,2,b\nB,,3,3,a\nA,0.5,1,4,b\n")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y", "--na-values", "?",
                 "-o", str(tmp_path / "t.json")]) == 0
    got = capsys.readouterr()
    out = got.out
    assert "3 column(s) with empty cells" in out and "identifier" not in out
    # the draft is the owner's: read from the records, and said so (where it is printed, and
    # in the file itself)
    assert "read from the records (not private)" in got.err and "data owner" in got.err
    doc = json.loads((tmp_path / "t.json").read_text())
    assert "read from the records" in doc["_help"]
    feats = {f["name"]: f for f in doc["features"]}
    for name in ("ward", "dose", "stage"):
        assert feats[name]["allow_missing"] is False
        assert "has empty cells" in feats[name]["_hint"], name
        assert "set allow_missing: true" in feats[name]["_hint"], name
    # the dtype's hint is kept beside it where the numbers are whole (stage: a gap read as
    # decimals), and not given for decimals (dose: 1.5, 2.5, 0.5 are no codes and no counts)
    assert "whole numbers with a missing value" in feats["stage"]["_hint"]
    assert "decimal numbers" not in feats["dose"]["_hint"]
    assert "empty cells" not in feats["full"].get("_hint", "")
    assert "allow_missing" in doc["_help"]
    # no value of the data, nor a count, in the hint
    assert not re.search(r"\d", feats["ward"]["_hint"]) and "?" not in feats["stage"]["_hint"]
    feats["ward"]["categories"] = ["A", "B"]
    for name in ("dose", "stage", "full"):
        feats[name]["lower"], feats[name]["upper"] = 0, 5
    for f in feats.values():
        f["allow_missing"] = True
    doc["classes"] = ["a", "b"]
    (tmp_path / "t.json").write_text(json.dumps(doc))
    capsys.readouterr()
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "t.json"),
                 "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m.json")]) == 0
    # the hints left in the filled-in file are pointed out wherever it is read
    assert "still holds 4 '_hint' note(s)" in capsys.readouterr().err
    for f in feats.values():
        f.pop("_hint", None)
    (tmp_path / "t.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "t.json"),
                 "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m2.json")]) == 0
    assert "_hint" not in capsys.readouterr().err


def test_schema_template_flags_identifier_like_columns(tmp_path, capsys):
    """Record keys, person ids repeated over a few rows (text, or whole numbers numbered in
    sequence) and free text get an identifier ``_hint``; measurements (decimals, whole-number
    amounts spread over a wide range), categories and short files do not."""
    rng = np.random.default_rng(0)
    n = 400
    # 320 people numbered in sequence over 400 rows: 80 % distinct, as reported (12,344 ids in
    # 15,524 rows); amounts in whole units 67 % distinct over a wide range, as Adult's fnlwgt
    person = rng.permutation(np.r_[np.arange(7000, 7320), rng.integers(7000, 7320, n - 320)])
    pool = rng.integers(10_000, 1_000_000, 270)
    pd.DataFrame({
        "record": np.arange(n) + 100_000, "person": person,
        "patient": [f"P-{v}" for v in person],
        # 160 households of 1-4 respondents numbered in sequence: 40 % distinct
        "household": rng.permutation(np.r_[np.arange(160), rng.integers(0, 160, n - 160)]) + 5000,
        "weight": rng.permutation(np.r_[pool, rng.choice(pool, n - 270)]),
        "score": rng.normal(size=n), "age": rng.integers(18, 90, n),
        "ward": rng.choice(list("ABCD"), n), "y": rng.choice(["a", "b"], n),
    }).to_csv(tmp_path / "d.csv", index=False)
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    assert "4 column(s) that look like identifiers" in capsys.readouterr().out
    feats = {f["name"]: f for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    for name in ("record", "person", "patient", "household"):
        hint = feats[name]["_hint"]
        assert hint.startswith("looks like an identifier"), name
        assert "--drop COL" in hint and "--person COL" in hint, name
        assert not re.search(r"\d", hint.split(". Also:")[0]), name    # no value, no count
    assert "read as whole numbers" in feats["record"]["_hint"]    # the dtype's hint kept
    for name in ("weight", "score", "age", "ward"):
        assert "identifier" not in feats[name].get("_hint", ""), name
    # a small file's ages and an 80-level category repeat over a few rows too, but have fewer
    # distinct values than an id of households
    pd.DataFrame({"age": rng.integers(18, 91, 250), "code": [f"c{i % 80}" for i in range(250)],
                  "y": rng.choice(["a", "b"], 250)}).to_csv(tmp_path / "small.csv", index=False)
    assert main(["schema-template", str(tmp_path / "small.csv"), "--target", "y",
                 "-o", str(tmp_path / "small.json")]) == 0
    small = {f["name"]: f for f in json.loads((tmp_path / "small.json").read_text())["features"]}
    assert not any("identifier" in f.get("_hint", "") for f in small.values())
    # a short file: 40 distinct ids are too few to tell from categories by their values (a
    # column named as an id is flagged by its name: the test below)
    pd.DataFrame({"user": [f"u{i}" for i in range(40)], "y": ["a", "b"] * 20}).to_csv(
        tmp_path / "s.csv", index=False)
    assert main(["schema-template", str(tmp_path / "s.csv"), "--target", "y",
                 "-o", str(tmp_path / "s.json")]) == 0
    assert "_hint" not in json.loads((tmp_path / "s.json").read_text())["features"][0]
    # patients over repeated visits: 1,500 ids of about 6 rows each (17 % distinct) were drafted
    # as a category without a word; a 450-level code of 20 rows a level stays unflagged
    pid = rng.permutation(np.repeat([f"H{i:05d}" for i in range(1500)], 6))
    pd.DataFrame({"patient_id": pid, "code": [f"k{i % 450}" for i in range(9000)],
                  "y": rng.choice(["a", "b"], 9000)}).to_csv(tmp_path / "v.csv", index=False)
    assert main(["schema-template", str(tmp_path / "v.csv"), "--target", "y",
                 "-o", str(tmp_path / "v.json")]) == 0
    visits = {f["name"]: f for f in json.loads((tmp_path / "v.json").read_text())["features"]}
    assert visits["patient_id"].get("_hint", "").startswith("looks like an identifier")
    assert "identifier" not in visits["code"].get("_hint", "")


def test_schema_template_flags_columns_named_as_identifiers(tmp_path, capsys):
    """Customer numbers spread thinly over a wide range, two rows a customer, passed the values'
    test as amounts and were drafted as a numeric feature with a whole-number hint only: a
    column named as an id (customer_id, recordID, a short file's id) is flagged by its name;
    names that merely end in the letters (paid, grid) are not."""
    rng = np.random.default_rng(0)
    n = 2000
    customers = rng.choice(np.arange(100_000, 1_000_000), n // 2, replace=False)
    pd.DataFrame({
        "customer_id": rng.permutation(np.repeat(customers, 2)),
        "recordID": rng.permutation(n) + 1,
        # numbers written with a thousands mark, read as text (and hinted as such)
        "account_id": [f"{v // 1000},{v % 1000:03d}" for v in rng.integers(100_000, 999_999, n)],
        "paid": rng.integers(0, 500, n), "grid": rng.choice(list("ABC"), n),
        "y": rng.choice(["a", "b"], n),
    }).to_csv(tmp_path / "c.csv", index=False)
    assert main(["schema-template", str(tmp_path / "c.csv"), "--target", "y",
                 "-o", str(tmp_path / "c.json")]) == 0
    assert "3 column(s) that look like identifiers" in capsys.readouterr().out
    feats = {f["name"]: f for f in json.loads((tmp_path / "c.json").read_text())["features"]}
    assert feats["customer_id"]["_hint"].startswith("named like an identifier")
    assert "--drop COL" in feats["customer_id"]["_hint"]
    assert feats["recordID"]["_hint"].startswith(("looks like an identifier", "named like"))
    for name in ("paid", "grid"):
        assert "identifier" not in feats[name].get("_hint", ""), name
    assert feats["account_id"]["_hint"].startswith("named like an identifier")
    assert "Also:" in feats["account_id"]["_hint"]          # beside the text column's own hint
    # a code of something new records share is told how to keep it
    assert "keep it as a categorical column of every code" in feats["customer_id"]["_hint"]
    pd.DataFrame({"id": [f"u{i}" for i in range(40)], "y": ["a", "b"] * 20}).to_csv(
        tmp_path / "s.csv", index=False)
    assert main(["schema-template", str(tmp_path / "s.csv"), "--target", "y",
                 "-o", str(tmp_path / "s.json")]) == 0
    assert json.loads((tmp_path / "s.json").read_text())["features"][0]["_hint"].startswith(
        "named like an identifier")


def test_data_file_given_as_schema_or_model_is_not_measured_in_the_message(tmp_path, capsys):
    """A headerless data file passed where JSON is expected: the message says what it is not,
    never the JSON parser's position (the length of the first record's first value)."""
    (tmp_path / "d.csv").write_text("1000;Nord;52\n1001;Sued;61\n")
    (tmp_path / "x.csv").write_text("a,y\n1,0\n")
    err = _fails(capsys, ["fit", str(tmp_path / "x.csv"), "--schema", str(tmp_path / "d.csv"),
                          "--epsilon", "1", "-o", str(tmp_path / "m.json")], "is it the data file?")
    assert "char" not in err and "column 5" not in err
    err = _fails(capsys, ["show", str(tmp_path / "d.csv")], "is it empty, a data file, or a pickle")
    assert "char" not in err and "column 5" not in err
    (tmp_path / "l1.json").write_bytes("{\"x\": \"M\xfcnchen\"}".encode("latin-1"))
    err = _fails(capsys, ["fit", str(tmp_path / "x.csv"), "--schema", str(tmp_path / "l1.json"),
                          "--epsilon", "1", "-o", str(tmp_path / "m.json")], "not UTF-8")
    assert "0xfc" not in err and "position" not in err


def test_show_lists_the_csv_layout_kept_in_the_model(tmp_path, capsys):
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 10}],
           "classes": ["a", "b"], "target": "y", "sep": ";", "decimal": ",",
           "label_map": {"aa": "a"}}
    rc, err = _fit_files(tmp_path, capsys, "s", "x;y\n1,5;a\n7,25;aa\n", doc)
    assert rc == 0, err
    assert main(["show", str(tmp_path / "s.model.json")]) == 0
    out = capsys.readouterr().out
    line = next(ln for ln in out.splitlines() if ln.startswith("CSV layout"))
    assert 'label_map {"aa": "a"}' in line and 'sep ";"' in line and 'decimal ","' in line
    assert 'target "y"' in line and "na_values" not in line        # defaults are not listed
    # the release statement a checker reads lists it too (it left the layout out)
    assert main(["show", str(tmp_path / "s.model.json"), "--markdown"]) == 0
    md = capsys.readouterr().out
    line = next(ln for ln in md.splitlines() if ln.startswith("- CSV layout"))
    assert 'label\\_map {"aa": "a"}' in line and 'sep ";"' in line and 'target "y"' in line
    assert "check that no value is a record's" in line and "na\\_values" not in line
    # predictions come out in the input's layout
    assert main(["predict", str(tmp_path / "s.model.json"), str(tmp_path / "s.csv"), "--proba",
                 "-o", str(tmp_path / "p.csv")]) == 0
    text = (tmp_path / "p.csv").read_text()
    assert text.splitlines()[0] == "prediction;proba_a;proba_b" and "," in text.splitlines()[1]
    got = pd.read_csv(tmp_path / "p.csv", sep=";", decimal=",")
    np.testing.assert_allclose(got[["proba_a", "proba_b"]].sum(axis=1), 1.0)


def test_show_counts_the_fits_grid_cuts(tmp_path, capsys):
    """show gives the number of cuts in the grid the fit used beside the declared one's
    (edges() are interior cuts: nothing to subtract)."""
    import dpforest as d
    from dpforest.io import save_model

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.uniform(0, 10, 400)})
    y = (X.x > 5).astype(int)
    s = d.Schema([d.Numeric("x", 0, 10)], classes=[0, 1])
    m = d.PrivateRDTClassifier(1.0, s, n_estimators=2, random_state=0, progress=False).fit(X, y)
    save_model(m, tmp_path / "r.model.json")
    assert main(["show", str(tmp_path / "r.model.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    line = next(ln for ln in out if ln.startswith("  x:"))
    used = len(m.schema_.features[0].edges(m.schema_.n_bins))
    assert used != 31 and f"the fit's grid has {used} cuts, the declared one 31 (*)" in line, line
    # why the grids differ is said once below the columns, not on each refined one
    assert sum("public grid rules" in ln for ln in out) == 1
    # a whole-number column says so, and how its stored cuts are read
    Xi = X.assign(x=X.x.round())
    si = d.Schema([d.Numeric("x", 0, 10, integer=True)], classes=[0, 1])
    mi = d.PrivateRDTClassifier(1.0, si, n_estimators=2, random_state=0, progress=False).fit(Xi, y)
    save_model(mi, tmp_path / "i.model.json")
    assert main(["show", str(tmp_path / "i.model.json")]) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("  x:"))
    assert "whole numbers (each stored cut c is used as floor(c) + 0.5" in line, line


def test_show_names_a_true_false_column_boolean_as_the_schema_does(tmp_path, capsys):
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"member": rng.random(300) < 0.5, "code": rng.choice(["a", "b"], 300)})
    y = np.where(X.member, "in", "out")
    s = d.Schema.from_dataframe(X, classes=["in", "out"], categories={"code": ["a", "b"]})
    assert "1 boolean" in str(s)
    m = d.DPForestClassifier(1.0, s, random_state=0).fit(X, y)
    save_model(m, tmp_path / "b.model.json")
    assert main(["show", str(tmp_path / "b.model.json")]) == 0
    out = capsys.readouterr().out
    assert "  member: boolean, 2 declared categories: [false, true]" in out
    assert '  code: categorical, 2 declared categories: ["a", "b"]' in out


def test_show_lists_every_query_a_declared_size_and_the_files_hash(tmp_path, capsys):
    """--ledger lists each charged query (the summary groups them by kind); a size declared
    public (n_samples) is named, since no epsilon was spent on it and the file keeps it as
    given; the file's own sha256 is printed for a checker to compare."""
    import hashlib

    import dpforest as d
    from dpforest.io import save_model

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.uniform(0, 10, 400)})
    y = (X.x > 5).astype(int)
    s = d.Schema([d.Numeric("x", 0, 10)], classes=[0, 1])
    m = d.DPForestClassifier(1.0, s, n_samples=400, random_state=0, progress=False).fit(X, y)
    path = save_model(m, tmp_path / "m.json")
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "every charged query" not in out
    assert "declared public: n_samples = 400" in out
    assert hashlib.sha256(path.read_bytes()).hexdigest() in out
    assert main(["show", str(path), "--ledger"]) == 0
    out = capsys.readouterr().out
    listed = out.split("every charged query")[1].split("declared public")[0]
    frame = m.ledger_.to_frame()
    assert f"({len(frame)};" in listed
    assert sum("permute-and-flip" in ln or "discrete Laplace" in ln
               for ln in listed.splitlines()) == len(frame)
    # without a declared size: no such line
    m2 = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    assert main(["show", str(save_model(m2, tmp_path / "m2.json"))]) == 0
    assert "declared public" not in capsys.readouterr().out


def test_show_json_is_a_release_statement(tmp_path, capsys):
    """show --json: one JSON document a release board can file -- the guarantee with its unit
    and neighbouring relation, what was declared public (schema, a public size, parameters),
    every charged query and the file's hash -- from the model file alone."""
    import hashlib

    import dpforest as d
    from dpforest.io import save_model

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.uniform(0, 10, 400), "c": rng.choice(["u", "v"], 400)})
    y = (X.x > 5).astype(int)
    s = d.Schema([d.Numeric("x", 0, 10), d.Categorical("c", ["u", "v"])], classes=[0, 1])
    m = d.DPForestClassifier(1.0, s, n_samples=400, random_state=0, progress=False).fit(X, y)
    path = save_model(m, tmp_path / "m.json")
    capsys.readouterr()
    assert main(["show", str(path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["format"] == "dpforest-release-statement" and doc["estimator"] == "DPForestClassifier"
    assert doc["file_sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    g = doc["guarantee"]
    assert g["epsilon"] == pytest.approx(1.0) and g["delta"] == 0 and g["unit"] == "row"
    assert g["person_bound"] is None and g["noiseless_test_mode"] is False
    assert g["epsilon_per_row"] == pytest.approx(1.0) and "epsilon_per_record" not in g
    pub = doc["declared_public"]
    assert pub["n_samples"] == 400 and pub["parameters"]["random_state"] == 0
    assert [f["name"] for f in pub["schema"]["features"]] == ["x", "c"]
    q = doc["ledger"]["queries"]
    assert len(q) == len(m.ledger_.entries) and doc["ledger"]["composed_epsilon"] == pytest.approx(1.0)
    assert {"what", "epsilon", "mechanism", "records"} <= set(q[0])
    assert doc["trees"] == len(m.trees_) and doc["nodes"] == sum(t.n_nodes for t in m.trees_)


def test_fit_says_which_options_the_algorithm_ignores(tmp_path, capsys):
    """--max-depth for the SNR forest (whose depth follows its own rules) is named as ignored on
    stderr; the fit still runs.  The summary gives no wall time (it grows with the private n)."""
    rc, err = _fit_files(tmp_path, capsys, "snr", MIXED_BASE, MIXED_DOC, "--algorithm", "snr")
    assert rc == 0 and "--n-estimators, --max-depth do not apply to snr (SNRForestClassifier)" in err, err
    rc, err = _fit_files(tmp_path, capsys, "dp", MIXED_BASE, MIXED_DOC)
    assert rc == 0 and "does not apply" not in err, err
    assert main(["fit", str(tmp_path / "dp.csv"), "--schema", str(tmp_path / "dp.schema.json"),
                 "--epsilon", "1", "--no-progress", "--force", "-o", str(tmp_path / "x.json")]) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("fitted"))
    assert line.startswith("fitted DPForestClassifier (default); epsilon spent = 1 of 1"), line
    assert not re.search(r"\d s\b", line)


def test_drop_naming_a_declared_feature_and_a_blank_in_a_header_are_told(tmp_path, capsys):
    """--drop naming a declared feature is refused as that (it said the file lacked the
    column, which the header held); a header blank before the separator ('x ,y') is named as
    a possible cause of a missing column, in the same fixed words whatever the header holds."""
    doc = {"features": [{"name": "x", "type": "categorical", "categories": ["u", "v"]}],
           "classes": ["a", "b"], "target": "y"}
    rc, err = _fit_files(tmp_path, capsys, "t", "x,y\nu,a\nv,b\n", doc, "--drop", "x")
    assert rc == 2 and "--drop column 'x' is a feature the schema declares" in err, err
    assert "lacks" not in err
    rc, err = _fit_files(tmp_path, capsys, "t", "x ,y\nu,a\nv,b\n", doc)
    assert rc == 2 and "lacks the schema's column(s) ['x']" in err and "'age ,' reads 'age '" in err, err
    rc2, err2 = _fit_files(tmp_path, capsys, "t", "X,y\nu,a\nv,b\n", doc)
    assert rc2 == 2 and err2.split("(", 1)[1] == err.split("(", 1)[1]


def test_misspelt_feature_type_and_column_case_get_hints(tmp_path, capsys):
    doc = {"features": [{"name": "x", "type": "categorial", "categories": ["u", "v"]}],
           "classes": ["a", "b"], "target": "y"}
    rc, err = _fit_files(tmp_path, capsys, "t", "x,y\nu,a\nv,b\n", doc)
    assert rc == 2 and "did you mean 'categorical'?" in err, err
    doc["features"][0].update(type="categorical", name="X")
    rc, err = _fit_files(tmp_path, capsys, "t", "x,y\nu,a\nv,b\n", doc)
    assert rc == 2 and "lacks the schema's column(s) ['X']" in err and "case-sensitive" in err, err


@pytest.mark.parametrize("first, looks", [
    ("1000;Nord;53.514,63;16.12.2023;yes", True),     # a record read as the header
    ("id;region;income;date;member", False),
])
def test_schema_template_asks_which_a_first_line_of_values_is(tmp_path, capsys, first, looks):
    """Without a header row the first record would become the template's (public) names: a
    first line whose names look like numbers or dates needs --header or --no-header."""
    body = first + "\n" + "1001;Sued;1.234,50;17.12.2023;no\n"
    (tmp_path / "d.csv").write_text(body)
    args = ["schema-template", str(tmp_path / "d.csv"), "--sep", ";", "--decimal", ",",
            "--thousands", ".", "-o", str(tmp_path / "t.json")]
    if looks:
        err = _fails(capsys, args, "look like values")
        assert " of the " not in err and "Nord" not in err and "1000" not in err
        assert not (tmp_path / "t.json").exists()
        assert main(args + ["--header"]) == 0          # the user says it is the header
        assert main(args + ["--no-header", "--columns", "id,region,income,date,member",
                            "--force"]) == 0
        names = [f["name"] for f in json.loads((tmp_path / "t.json").read_text())["features"]]
        assert names == ["id", "region", "income", "date", "member"]
    else:
        assert main(args) == 0


@pytest.mark.parametrize("first, looks", [
    ("P100000,$476.65,56.7%,2022-06-24T12:25:55+0200,Cardiology,readmitted", True),  # amounts, a zone
    ("P100000,x,y,z,Cardiology,readmitted", True),     # a ward that recurs in its own column
    ("id,charge,share,admitted,ward,outcome", False),
])
def test_schema_template_spots_records_read_as_the_header(tmp_path, capsys, first, looks):
    """Amounts, per cents, time-zoned timestamps and a name that is also a value of its own
    column mark a record read as the header; a real header passes."""
    rows = ["P100001,$12.00,5%,2022-06-25T08:00:00+0200,Cardiology,home",
            "P100002,$30.50,7.5%,2022-06-26T09:30:00+0200,Oncology,readmitted"]
    (tmp_path / "d.csv").write_text("\n".join([first] + rows) + "\n")
    args = ["schema-template", str(tmp_path / "d.csv"), "-o", str(tmp_path / "t.json")]
    if looks:
        err = _fails(capsys, args, "look like values")
        assert "Cardiology" not in err and "P100000" not in err
        assert not (tmp_path / "t.json").exists()
    else:
        assert main(args) == 0


def test_encoding_is_declared_kept_and_used_for_the_output(tmp_path, capsys):
    """A cp1252 export (Excel in Western Europe): refused as not UTF-8 with the way out named,
    read with --encoding, kept in the model, and the predictions written in it."""
    df = pd.DataFrame({"x": [1.5, 2.5, 3.5, 0.5] * 5, "c": ["Müller", "Straße"] * 10,
                       "y": ["a", "b"] * 10})
    df.to_csv(tmp_path / "w.csv", index=False, encoding="cp1252")
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5},
                        {"name": "c", "type": "categorical", "categories": ["Müller", "Straße"]}],
           "classes": ["a", "b"], "target": "y"}
    rc, err = _fit_files(tmp_path, capsys, "w0", df.to_csv(index=False), doc)   # UTF-8 twin
    assert rc == 0, err
    (tmp_path / "w.schema.json").write_text(json.dumps(doc))
    fit = ["fit", str(tmp_path / "w.csv"), "--schema", str(tmp_path / "w.schema.json"),
           "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "w.model.json")]
    err = _fails(capsys, fit, "--encoding cp1252")
    assert "0xfc" not in err and "position" not in err
    assert main(fit + ["--encoding", "cp1252"]) == 0
    assert load_model(tmp_path / "w.model.json").csv_format_["encoding"] == "cp1252"
    assert main(["predict", str(tmp_path / "w.model.json"), str(tmp_path / "w.csv"),
                 "--keep", "c", "-o", str(tmp_path / "p.csv")]) == 0
    assert pd.read_csv(tmp_path / "p.csv", encoding="cp1252")["c"].tolist() == df["c"].tolist()
    _fails(capsys, fit + ["--encoding", "cp9999", "--force"], "not a text encoding")


def test_a_byte_order_mark_against_the_declared_encoding_is_refused_up_front(tmp_path, capsys):
    """A UTF-8 byte-order mark read as cp1252 made the first column 'ï»¿x' (the file "lacked"
    it), a UTF-16 one read as UTF-8 got the advice to use cp1252: both are refused before
    reading, naming the mark and the fix; the model's stored cp1252 layout too."""
    import gzip
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5},
                        {"name": "c", "type": "categorical", "categories": ["Müller", "Straße"]}],
           "classes": ["a", "b"], "target": "y", "encoding": "cp1252"}
    text = "x,c,y\n" + "1.5,Müller,a\n2.5,Straße,b\n" * 5
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "cp.csv").write_bytes(text.encode("cp1252"))
    (tmp_path / "bom.csv").write_bytes(text.encode("utf-8-sig"))
    (tmp_path / "u16.csv").write_bytes(text.encode("utf-16"))
    (tmp_path / "u16.csv.gz").write_bytes(gzip.compress(text.encode("utf-16")))
    fit = ["fit", "--schema", str(tmp_path / "s.json"), "--epsilon", "1", "--no-progress",
           "-o", str(tmp_path / "m.json")]
    err = _fails(capsys, fit + [str(tmp_path / "bom.csv")], "UTF-8 byte-order mark")
    assert "--encoding utf-8" in err and "lacks" not in err
    assert not (tmp_path / "m.json").exists()
    for f in ("u16.csv", "u16.csv.gz"):
        err = _fails(capsys, fit + [str(tmp_path / f)], "UTF-16 byte-order mark")
        assert "--encoding utf-16" in err and "cp1252" in err      # the declared one, named
    err = _fails(capsys, fit + [str(tmp_path / "u16.csv"), "--encoding", "utf-8"], "--encoding utf-16")
    assert main(fit + [str(tmp_path / "bom.csv"), "--encoding", "utf-8"]) == 0
    assert main(fit + [str(tmp_path / "u16.csv"), "--encoding", "utf-16", "--force"]) == 0
    assert main(fit + [str(tmp_path / "cp.csv"), "--force"]) == 0
    capsys.readouterr()
    for cmd in (["predict", str(tmp_path / "m.json"), str(tmp_path / "bom.csv")],
                ["evaluate", str(tmp_path / "m.json"), str(tmp_path / "bom.csv")],
                ["schema-check", str(tmp_path / "bom.csv"), "--schema", str(tmp_path / "m.json")]):
        _fails(capsys, cmd, "--encoding utf-8")
    assert main(["predict", str(tmp_path / "m.json"), str(tmp_path / "bom.csv"),
                 "--encoding", "utf-8"]) == 0


@pytest.mark.parametrize("given", ["\\t", "tab", "TAB", "\t"])
def test_sep_tab_spelled_as_pandas_users_type_it(tmp_path, capsys, given):
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "t.csv").write_text("x\ty\n" + "1.5\ta\n2.5\tb\n" * 5)
    fit = ["fit", str(tmp_path / "t.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon",
           "1", "--no-progress", "-o", str(tmp_path / "m.json")]
    assert main(fit + ["--sep", given]) == 0
    assert load_model(tmp_path / "m.json").csv_format_["sep"] == "\t"
    (tmp_path / "s2.json").write_text(json.dumps({**doc, "sep": given}))
    fit[3] = str(tmp_path / "s2.json")
    assert main(fit + ["--force"]) == 0
    assert load_model(tmp_path / "m.json").csv_format_["sep"] == "\t"


def test_non_numeric_refusal_names_the_thousands_mark_beside_the_decimal_mark(tmp_path, capsys):
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 1e5}],
           "classes": ["a", "b"], "target": "y", "sep": ";", "decimal": ","}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "d.csv").write_text("x;y\n" + "1.234,5;a\n12,5;b\n" * 3)
    err = _fails(capsys, ["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                          "--epsilon", "1", "-o", str(tmp_path / "m.json")], "non-numeric values")
    assert "--thousands" in err and "--decimal" in err and "1.234,5" not in err


def test_columns_with_an_empty_header_field_are_ignored(tmp_path, capsys):
    """Excel's trailing separators give pandas' 'Unnamed: k' columns; a header field that is
    empty can name no feature, so every command leaves them out (from the header alone), and
    the template does not make them numeric features."""
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5}],
           "classes": ["a", "b"], "target": "y", "sep": ";"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "t.csv").write_text("x;y;;\n" + "1.5;a;;\n2.5;b;;\n" * 5)
    (tmp_path / "i.csv").write_text(";x;y\n" + "0;1.5;a\n1;2.5;b\n" * 5)   # an index column
    m = str(tmp_path / "m.json")
    for f in ("t.csv", "i.csv"):
        d = str(tmp_path / f)
        assert main(["fit", d, "--schema", str(tmp_path / "s.json"), "--epsilon", "1",
                     "--no-progress", "-o", m, "--force"]) == 0, capsys.readouterr().err
        assert main(["predict", m, d]) == 0
        assert main(["evaluate", m, d]) == 0
        assert main(["schema-check", d, "--schema", str(tmp_path / "s.json")]) == 0
        capsys.readouterr()
        assert main(["schema-template", d, "--target", "y", "--sep", ";", "--force",
                     "-o", str(tmp_path / "tpl.json")]) == 0
        tpl = json.loads((tmp_path / "tpl.json").read_text())
        assert [f["name"] for f in tpl["features"]] == ["x"]
        said = capsys.readouterr().out
        assert "header field is empty" in said
        # an empty first field is R's write.csv row names, a later one a trailing separator
        assert ("R's row names" in said) == (f == "i.csv")
        assert ("trailing separator" in said) == (f == "t.csv")
    # an explicit --drop of such a column still works; a schema declaring the name keeps it
    assert main(["fit", str(tmp_path / "t.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "1", "--no-progress", "-o", m, "--force", "--drop", "Unnamed: 2"]) == 0
    from dpforest import Schema
    from dpforest.cli import read_csv
    named = Schema.from_dict({**doc, "features": doc["features"] + [
        {"name": "Unnamed: 0", "type": "numeric", "lower": 0, "upper": 9}]})
    X, _ = read_csv(tmp_path / "i.csv", named, "y", fmt={"sep": ";"})
    assert list(X.columns) == ["x", "Unnamed: 0"]


def test_lines_of_separators_only_are_blank_lines_in_every_command(tmp_path, capsys):
    """Excel's empty rows (';;;') are skipped as blank lines, each line on its own: fit,
    predict (--keep stays aligned), evaluate, schema-check and schema-template agree, and a
    ';;;' line inside a quoted value is part of that value."""
    import gzip
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5},
                        {"name": "c", "type": "categorical", "categories": ["u", "v\n;;\nw"]}],
           "classes": ["a", "b"], "target": "y", "sep": ";"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    body = "id;x;c;y\n;;;\n" + "1;1;u;a\n ; ;;\n2;2;\"v\n;;\nw\";b\n" * 4 + ";;;\r\n;;;"
    (tmp_path / "d.csv").write_text(body)
    (tmp_path / "d.csv.gz").write_bytes(gzip.compress(body.encode()))
    for d in (str(tmp_path / "d.csv"), str(tmp_path / "d.csv.gz")):
        m = str(tmp_path / "m.json")
        assert main(["fit", d, "--schema", str(tmp_path / "s.json"), "--epsilon", "1", "--drop",
                     "id", "--no-progress", "-o", m, "--force"]) == 0, capsys.readouterr().err
        capsys.readouterr()
        assert main(["predict", m, d, "--keep", "id", "-o", str(tmp_path / "p.csv"), "--force"]) == 0
        pred = pd.read_csv(tmp_path / "p.csv", sep=";")
        assert pred["id"].tolist() == [1, 2] * 4
        assert main(["evaluate", m, d, "--json"]) == 0
        assert json.loads(capsys.readouterr().out.splitlines()[-1])["n"] == 8
        assert main(["schema-check", d, "--schema", str(tmp_path / "s.json"), "--drop", "id"]) == 0
        assert main(["schema-template", d, "--target", "y", "--sep", ";", "--force",
                     "-o", str(tmp_path / "t.json")]) == 0
        x = [f for f in json.loads((tmp_path / "t.json").read_text())["features"] if f["name"] == "x"]
        assert "whole numbers" in x[0]["_hint"]      # no empty row read as a missing value
    # a line of missing-value markers is a record, refused for its missing values
    (tmp_path / "na.csv").write_text("x;c;y\n1;u;a\nNA;NA;NA\n")
    _fails(capsys, ["fit", str(tmp_path / "na.csv"), "--schema", str(tmp_path / "s.json"),
                    "--epsilon", "1", "-o", str(tmp_path / "m2.json")], "missing")


def test_hints_for_excel_users(tmp_path, capsys):
    """A ';' or tab file read with ',' gets a separator hint when the target is not found; a
    workbook gets Excel's and read_excel's way to CSV; 'ANSI' is explained; the template keeps
    non-ASCII names readable (UTF-8) and fit reads it back."""
    doc = {"features": [{"name": "Région", "type": "categorical", "categories": ["Île", "Bayern"]}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "d.csv").write_text("Région;y\n" + "Île;a\nBayern;b\n" * 3, encoding="utf-8")
    (tmp_path / "t.csv").write_text("Région\ty\n" + "Île\ta\nBayern\tb\n" * 3, encoding="utf-8")
    fit = ["fit", "--schema", str(tmp_path / "s.json"), "--epsilon", "1", "--no-progress",
           "-o", str(tmp_path / "m.json")]
    _fails(capsys, fit + [str(tmp_path / "d.csv")], "is the file separated by ';'? (--sep ';')")
    _fails(capsys, fit + [str(tmp_path / "t.csv")], "(--sep tab)")
    _fails(capsys, ["schema-template", str(tmp_path / "d.csv"), "--target", "y", "-o",
                    str(tmp_path / "x.json")], "(--sep ';')")
    # a header field with a trailing blank (a spreadsheet export): the target given without it
    # is pointed at the header's spelling, by the template and by fit
    (tmp_path / "b.csv").write_text("Région;Réadmission \n" + "Île;a\nBayern;b\n" * 3,
                                    encoding="utf-8")
    said = _fails(capsys, ["schema-template", str(tmp_path / "b.csv"), "--sep", ";", "--target",
                           "Réadmission", "-o", str(tmp_path / "x.json")],
                  "the header has 'Réadmission ', which differs from it only in")
    assert "Bayern" not in said
    doc_b = {**doc, "target": "Réadmission"}
    (tmp_path / "sb.json").write_text(json.dumps(doc_b))
    _fails(capsys, ["fit", "--schema", str(tmp_path / "sb.json"), "--epsilon", "1",
                    "--no-progress", "-o", str(tmp_path / "m.json"), str(tmp_path / "b.csv"),
                    "--sep", ";"], "the header has 'Réadmission '")
    # a file without a header read as if it had one: its first record is no header, and fit
    # quotes none of it (the schema's feature names are not all in that "header")
    (tmp_path / "nh.csv").write_text("Île;Réadmission \n" + "Île;a\nBayern;b\n" * 3,
                                     encoding="utf-8")
    said = _fails(capsys, ["fit", "--schema", str(tmp_path / "sb.json"), "--epsilon", "1",
                           "--no-progress", "-o", str(tmp_path / "m.json"),
                           str(tmp_path / "nh.csv"), "--sep", ";"], "is not in")
    assert "the header has" not in said and "Île" not in said
    # nor whether its first record holds another separator (a 'Région;y' header would)
    (tmp_path / "nh2.csv").write_text("Île;a\nBayern;b\n" * 3, encoding="utf-8")
    said = _fails(capsys, ["fit", "--schema", str(tmp_path / "s.json"), "--epsilon", "1",
                           "--no-progress", "-o", str(tmp_path / "m.json"),
                           str(tmp_path / "nh2.csv")], "is not in")
    assert "separated by" not in said
    (tmp_path / "w.xlsx").write_bytes(b"PK\x03\x04\x14\x00\x06\x00" + bytes(range(256)) * 4)
    err = _fails(capsys, fit + [str(tmp_path / "w.xlsx")], "pd.read_excel(path).to_csv(")
    assert "CSV UTF-8" in err and "read_parquet" not in err
    _fails(capsys, fit + [str(tmp_path / "d.csv"), "--encoding", "ANSI"], "usually cp1252")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--sep", ";", "--target", "y",
                 "-o", str(tmp_path / "tpl.json")]) == 0
    text = (tmp_path / "tpl.json").read_text(encoding="utf-8")
    assert '"Région"' in text
    tpl = json.loads(text)
    tpl["classes"] = ["a", "b"]
    tpl["features"][0]["categories"] = ["Île", "Bayern"]
    (tmp_path / "tpl.json").write_text(json.dumps(tpl, ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "tpl.json"),
                 "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m.json")]) == 0


def test_template_hints_at_numbers_written_with_a_unit(tmp_path, capsys):
    """'90 kg' or '5 mg/dl' in every cell: the template says to write the column without the
    unit; ordinals ('1st') and plain categories get no such hint."""
    rows = ["weight,glucose,klass,colour,y"] + [
        f"{60 + i} kg,{4 + i / 10:.1f} mg/dl,{1 + i % 3}{'stndrd'[2 * (i % 3):2 * (i % 3) + 2]},"
        f"{'red' if i % 2 else 'blue'},{'a' if i % 2 else 'b'}" for i in range(12)]
    (tmp_path / "d.csv").write_text("\n".join(rows) + "\n")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    capsys.readouterr()
    hints = {f["name"]: f.get("_hint", "") for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    for c in ("weight", "glucose"):
        assert "a number followed by a word, as a unit is" in hints[c], hints
        assert "60 kg" not in hints[c] and "4.0" not in hints[c]   # no value of the file quoted
    for c in ("klass", "colour"):
        assert "unit" not in hints[c], hints


def test_template_hints_at_numbers_beside_a_few_other_texts(tmp_path, capsys):
    """A statistics office's export: '..' and '-' for missing figures, or a second header line,
    made numeric columns text, and the template drafted them as categories (with an
    identifier hint, or none).  It says what the other texts may be, quoting none of them; a
    column of a few codes, or of text, gets no such hint."""
    rng = np.random.default_rng(0)
    income = [f"{v}" for v in rng.integers(15_000, 40_000, 60)]
    income[3], income[17] = "..", "-"
    rows = ["income,region,y"] + [f"{v},{'north' if i % 2 else 'south'},{'a' if i % 3 else 'b'}"
                                  for i, v in enumerate(income)]
    (tmp_path / "d.csv").write_text("\n".join(rows) + "\n")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    capsys.readouterr()
    feats = {f["name"]: f for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    hint = feats["income"].get("_hint", "")
    assert hint.startswith("read as text: most of its values are numbers") and "na_values" in hint
    assert ".." not in hint and "identifier" not in hint      # no value of the file quoted
    assert "most of its values are numbers" not in feats["region"].get("_hint", "")


def test_template_hints_at_a_small_count_beside_a_marker_and_at_apostrophe_numbers(tmp_path,
                                                                                   capsys):
    """A score of 0-6 with '-' for a missing one (too few distinct numbers for the hint above)
    got no hint, and Excel's numbers stored as text ('4711) were taken for an identifier.
    Codes with a letter among them ('X') stay without a hint."""
    rng = np.random.default_rng(1)
    rows = ["score,amount,grade,y"]
    for i in range(120):
        score = "-" if i % 17 == 0 else str(rng.integers(0, 7))
        rows.append(f"{score},'{rng.integers(1000, 99999)},{'123X'[i % 4]},{'ab'[i % 2]}")
    (tmp_path / "d.csv").write_text("\n".join(rows) + "\n")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    out = capsys.readouterr().out
    hints = {f["name"]: f.get("_hint", "") for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    assert hints["score"].startswith("read as text: its values are numbers but for one or two")
    assert "na_values" in hints["score"] and "'-'" in hints["score"]
    assert hints["amount"].startswith("read as text: every value begins with an apostrophe")
    assert "identifier" not in hints["amount"] and "identifiers" not in out
    assert hints["grade"] == ""


def test_template_names_pandas_missing_words_a_category_may_be(tmp_path, capsys):
    """R's write.csv writes a level 'None' as text, which pandas reads as missing: the
    template's generic empty-cells hint sent the owner to allow_missing, and fit then read the
    level as a missing value without a word.  The hint names the marker words found."""
    (tmp_path / "d.csv").write_text("bags,size,y\nNone,1,a\nDriver only,2,b\n,3,a\n"
                                    "None,4,b\nDriver & Passenger,5,a\nNA,6,b\n")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    capsys.readouterr()
    feats = {f["name"]: f for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    hint = feats["bags"]["_hint"]
    assert "allow_missing" in hint and "hold the texts 'NA', 'None'" in hint
    assert "declare it among the categories" in hint
    # empty fields only: the generic hint alone
    (tmp_path / "e.csv").write_text("bags,size,y\nx,1,a\n,2,b\nz,3,a\n")
    assert main(["schema-template", str(tmp_path / "e.csv"), "--target", "y",
                 "-o", str(tmp_path / "u.json")]) == 0
    feats = {f["name"]: f for f in json.loads((tmp_path / "u.json").read_text())["features"]}
    assert "allow_missing" in feats["bags"]["_hint"] and "hold the text" not in feats["bags"]["_hint"]


def test_a_header_without_records_is_said_to_be_one_not_empty_cells(tmp_path, capsys):
    (tmp_path / "d.csv").write_text("age,city,y\n")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    out = capsys.readouterr().out
    assert "header and no record" in out and "empty cells" not in out
    feats = json.loads((tmp_path / "t.json").read_text())["features"]
    assert [f["name"] for f in feats] == ["age", "city"]
    assert all(f["_hint"].startswith("the file has a header and no record") for f in feats)


def test_schema_check_says_it_left_out_a_column_without_a_name(tmp_path, capsys):
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 9}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "d.csv").write_text("x,,y\n1,5,a\n2,7,b\n")
    assert main(["schema-check", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json")]) == 0
    out = capsys.readouterr().out
    assert "2 records; the data fit" in out
    assert "left out 1 column(s) whose header field is empty" in out
    (tmp_path / "e.csv").write_text("x,y\n1,a\n")
    assert main(["schema-check", str(tmp_path / "e.csv"), "--schema", str(tmp_path / "s.json")]) == 0
    out = capsys.readouterr().out
    assert "1 record; the data fit" in out and "left out" not in out


def test_template_hints_at_an_undeclared_decimal_comma(tmp_path, capsys):
    (tmp_path / "d.csv").write_text("w;e;t;n;y\n" + "69,7;12,00 €;4.097,31;Ann;a\n3;4,5 €;12,5;Bo;b\n" * 3,
                                    encoding="utf-8")
    assert main(["schema-template", str(tmp_path / "d.csv"), "--sep", ";", "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    hints = {f["name"]: f.get("_hint", "") for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    for c in ("w", "e", "t"):
        assert "',' as the decimal mark: declare decimal ','" in hints[c], hints
    assert "currency" in hints["e"] and "currency" not in hints["w"]
    assert "decimal mark" not in hints["n"]
    # 4.097,31 needs its thousands mark too, or it stays unreadable after the decimal one
    assert "thousands '.'" in hints["t"] and "thousands" not in hints["w"]


def test_schema_check_says_where_a_malformed_file_goes_wrong(tmp_path, capsys):
    """The owner's tool gives pandas' line number; fit keeps to the kind of problem."""
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "bad.csv").write_text("x,y\n1,a\n2,b\n3,a,extra\n")
    err = _fails(capsys, ["schema-check", str(tmp_path / "bad.csv"), "--schema",
                          str(tmp_path / "s.json")], "different number of fields")
    assert "line 4" in err
    err = _fails(capsys, ["fit", str(tmp_path / "bad.csv"), "--schema", str(tmp_path / "s.json"),
                          "--epsilon", "1", "-o", str(tmp_path / "m.json")],
                 "different number of fields")
    assert "line" not in err


def test_cli_refusals_leave_out_the_apis_text_versus_number_note(files, capsys):
    """Read as text, a CSV's categories and labels get their declared values (a "1" is 1): the
    Python API's note that a number is not its string does not apply, and is not repeated."""
    p = files
    df = pd.read_csv(p / "train.csv")
    df.loc[3, "color"] = "zzz_secret"
    df.to_csv(p / "bad.csv", index=False)
    args = _fit_args(p)
    args[1] = str(p / "bad.csv")
    err = _fails(capsys, args, "column 'color': values outside the declared categories")
    assert "declared as strings" not in err
    df = pd.read_csv(p / "train.csv")
    df.loc[4, "y"] = "martian"
    df.to_csv(p / "bad.csv", index=False)
    err = _fails(capsys, args, "not one of the schema's classes")
    assert "declared as strings" not in err
    # numbers declared: the reader turns "2" into 2, so "read as text" is no cause either
    (p / "num.json").write_text(json.dumps({
        "target": "y", "classes": [0, 1],
        "features": [{"name": "code", "type": "categorical", "categories": [1, 2, 3]}]}))
    pd.DataFrame({"code": [1, 2, 7, 3], "y": [0, 1, 1, 0]}).to_csv(p / "num.csv", index=False)
    err = _fails(capsys, ["fit", str(p / "num.csv"), "--schema", str(p / "num.json"), "--epsilon",
                          "1", "-o", str(p / "num_model.json")],
                 "column 'code': values outside the declared categories")
    assert "declared as numbers" not in err and "read as text" not in err
    pd.DataFrame({"code": [1, 2, 3, 1], "y": [0, 1, 2, 0]}).to_csv(p / "num.csv", index=False)
    err = _fails(capsys, ["fit", str(p / "num.csv"), "--schema", str(p / "num.json"), "--epsilon",
                          "1", "-o", str(p / "num_model.json")], "not one of the schema's classes")
    assert "declared as numbers" not in err


def test_thousands_marked_numbers_need_a_first_group_not_starting_with_zero():
    from dpforest.cli import _marked_numbers
    got, ok = _marked_numbers(pd.Series(["0.912", "-0.001", "00.123", "1.234,5", "0,5", "-1.234",
                                         "912", "0"]), {"decimal": ",", "thousands": "."})
    assert not ok
    assert [str(v) for v in got[:3]] == ["0.912", "-0.001", "00.123"]     # left as text
    assert got[3:].tolist() == [1234.5, 0.5, -1234.0, 912.0, 0.0]
    got, _ = _marked_numbers(pd.Series(["0,912", "1,234.5", "0.5"]), {"thousands": ","})
    assert str(got[0]) == "0,912" and got[1:].tolist() == [1234.5, 0.5]


@pytest.mark.parametrize("marks, base, odd, odd_ok", [
    ({"decimal": ",", "thousands": "."}, ["1.193", "3.853", "12,5"], "True", True),
    ({"decimal": ",", "thousands": "."}, ["1.193", "3.853", "12,5"], "1.5", False),
    ({"decimal": ","}, ["12,5", "3", "0,25"], "1.5", False),
    ({"thousands": ","}, ["1,193", "3,853", "12.5"], "12,5", False),
    ({"decimal": ",", "thousands": "\u00a0"}, ["999,5", "3", "12,5 "], "1\u00a0234,5", True),
    ({"decimal": ",", "thousands": " "}, ["999,5", "3", " 12,5"], "1 234,5", True),
    # a thousands-marked number starts with a group of 1-3 digits that is not 0: 0.912 is
    # no number under thousands '.' (read as 912 it was a silent misreading)
    ({"decimal": ",", "thousands": "."}, ["1.193", "3.853", "12,5"], "0.912", False),
    ({"decimal": ",", "thousands": "."}, ["1.193", "3.853", "12,5"], "-0.001", False),
    ({"thousands": ","}, ["1,193", "3,853", "12.5"], "0,912", False),
])
def test_numbers_in_a_declared_layout_are_read_each_on_its_own(tmp_path, marks, base, odd, odd_ok):
    """With number marks declared, one record never changes how the others are read (pandas'
    column-wide guess fell back to English conventions for all when one text was not a number
    in the marks), and whether a record is refused depends on its own text only."""
    from dpforest import Schema
    from dpforest.cli import read_csv
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 1e5}],
           "classes": ["p", "q"], "target": "y", "sep": ";", **marks}
    schema = Schema.from_dict(doc)
    fmt = {k: v for k, v in doc.items() if k in ("sep", "decimal", "thousands")}
    rows = "".join(f"{v};{'pq'[i % 2]}\n" for i, v in enumerate(base * 10))
    (tmp_path / "d.csv").write_text("x;y\n" + rows, encoding="utf-8")
    (tmp_path / "d1.csv").write_text("x;y\n" + rows + f"{odd};p\n", encoding="utf-8")
    X0, _ = read_csv(tmp_path / "d.csv", schema, "y", fmt=fmt)
    X1, _ = read_csv(tmp_path / "d1.csv", schema, "y", fmt=fmt)
    assert X0["x"].tolist() == X1["x"].tolist()[:-1]           # the others read the same
    assert all(isinstance(v, float) for v in X0["x"])
    schema.encode(X0)
    if odd_ok:
        schema.encode(X1)
    else:
        from dpforest.schema import SchemaError
        with pytest.raises(SchemaError, match="column 'x': non-numeric values") as e:
            schema.encode(X1)
        assert odd not in str(e.value)
        # the owner's report shows the text as the file spells it
        assert repr(odd) in str(schema.check(X1))


def test_codec_that_is_not_a_text_encoding_is_refused():
    from dpforest.cli import CLIError, _check_csv_format
    with pytest.raises(CLIError, match="not a text encoding"):
        _check_csv_format({"encoding": "rot13"}, "x")


def test_schema_template_takes_a_repeated_name_for_a_record(tmp_path, capsys):
    (tmp_path / "m.csv").write_text("p,x,s,n,t,p,f\ne,x,s,y,t,a,f\n")
    _fails(capsys, ["schema-template", str(tmp_path / "m.csv"), "-o", str(tmp_path / "t.json")],
           "names a column more than once")
    assert not (tmp_path / "t.json").exists()


def test_a_data_file_as_schema_or_model_gets_one_message_whatever_its_bytes(tmp_path, capsys):
    """Whether a data file's records are UTF-8 (or start with a brace) does not change what
    passing it as the schema or the model file says."""
    (tmp_path / "x.csv").write_text("a,y\n1,0\n")
    errs = []
    for name, body in (("u.csv", "1;Nord;52\n2;Sued;61\n".encode()),
                       ("l.csv", "1;Nord;52\n2;S\xfcd;61\n".encode("cp1252")),
                       ("b.csv", "{1};Nord;52\n2;Sued;61\n".encode())):
        (tmp_path / name).write_bytes(body)
        fit = _fails(capsys, ["fit", str(tmp_path / "x.csv"), "--schema", str(tmp_path / name),
                              "--epsilon", "1", "-o", str(tmp_path / "m.json")],
                     "is it the data file?")
        show = _fails(capsys, ["show", str(tmp_path / name)], "is it empty, a data file, or a pickle")
        errs.append((fit.replace(name, "F"), show.replace(name, "F")))
    assert errs[0] == errs[1] == errs[2]


@pytest.mark.parametrize("odd", ["\u0663", "\uff11\uff12", "0" * 4400 + "7", "9" * 400])
def test_marked_numbers_of_odd_digits_are_read_or_refused_cleanly(tmp_path, odd):
    """Non-ASCII digits are no number (refused as non-numeric, the text not quoted); a long
    run of digits is read as the number it is (float() has no digit limit), one too large for
    a float as the largest float (beyond the bounds), whatever the other records hold."""
    from dpforest import Schema
    from dpforest.cli import read_csv
    from dpforest.schema import SchemaError
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 1e4}],
           "classes": ["p", "q"], "target": "y", "sep": ";", "decimal": ","}
    schema = Schema.from_dict(doc)
    fmt = {"sep": ";", "decimal": ","}
    for others in (["3", "5", "12"], ["3", "5,5", "12"]):
        rows = "".join(f"{v};{'pq'[i % 2]}\n" for i, v in enumerate(others * 5))
        (tmp_path / "d.csv").write_text(f"x;y\n{rows}{odd};p\n", encoding="utf-8")
        X, _ = read_csv(tmp_path / "d.csv", schema, "y", fmt=fmt)
        if odd.startswith("0"):
            assert X["x"].iloc[-1] == 7.0
            schema.encode(X)
            continue
        kind = "values outside the declared bounds" if odd.startswith("9") else "non-numeric values"
        with pytest.raises(SchemaError, match=f"column 'x': {kind}") as e:
            schema.encode(X)
        assert odd[:3] not in str(e.value)


def test_predictions_in_an_encoding_that_lacks_a_label_leave_no_file(tmp_path, capsys):
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 10}],
           "classes": ["\u20ac", "b"], "target": "y", "encoding": "latin-1"}
    rows = "".join(f"{i % 10};{'b' if i % 3 else 'x'}\n" for i in range(60))
    (tmp_path / "d.csv").write_text("x,y\n" + rows.replace(";", ",").replace(",x", ",b"),
                                    encoding="latin-1")
    (tmp_path / "s.json").write_text(json.dumps(doc))
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "50", "--no-progress", "-o", str(tmp_path / "m.json")]) == 0
    capsys.readouterr()
    out = tmp_path / "p.csv"
    rc = main(["predict", str(tmp_path / "m.json"), str(tmp_path / "d.csv"), "--proba",
               "-o", str(out)])
    err = capsys.readouterr().err
    assert rc == 2 and "cannot be written in encoding 'latin-1'" in err, err
    assert not out.exists()


def test_predictions_to_a_stdout_that_lacks_a_character_are_refused_not_escaped(
        tmp_path, capsys, monkeypatch):
    """stdout escapes what its encoding cannot spell (so that a status line never fails);
    predictions written through it came out with an id as '\\u0141ukasz', exit 0, joining back
    to no record (a walkthrough, cp1252 as on Windows).  They are refused whole instead, naming
    -o; a stdout that can spell them gets them as before."""
    import io

    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 2}],
           "classes": [0, 1], "target": "y"}
    body = "id,a,y\n" + "".join(f"\u0141{i:04d},{i % 2},{i % 2}\n" for i in range(60))
    rc, err = _fit_files(tmp_path, capsys, "s", body, doc, "--drop", "id")
    assert rc == 0, err
    argv = ["predict", str(tmp_path / "s.model.json"), str(tmp_path / "s.csv"), "--keep", "id"]
    for enc, ok in (("cp1252", False), ("utf-8", True)):
        raw = io.BytesIO()
        monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding=enc))
        rc = main(argv)
        sys.stdout.flush()
        err = capsys.readouterr().err
        if ok:
            assert rc == 0 and raw.getvalue().decode(enc).splitlines()[1].startswith("\u01410000")
        else:
            assert rc == 2 and "cannot be written to standard output in its encoding 'cp1252'" \
                in err and "-o FILE" in err, err
            assert raw.getvalue() == b""


def test_fit_takes_the_max_features_and_n_samples_its_warnings_advise(tmp_path, capsys):
    """The constant-model and small-budget warnings advised max_features=None and n_samples=N,
    which `dpforest fit` had no option for (a walkthrough): --max-features (all: every feature)
    and --n-samples exist now, and the warnings name them in the command line's words."""
    from dpforest.cli import _in_command_words
    from dpforest.io import load_model

    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 2},
                        {"name": "b", "type": "numeric", "lower": 0, "upper": 10}],
           "classes": [0, 1], "target": "y"}
    body = "a,b,y\n" + "".join(f"{i % 2},{i % 10},{i % 2}\n" for i in range(60))
    rc, err = _fit_files(tmp_path, capsys, "f", body, doc, "--max-features", "all")
    assert rc == 0, err
    assert load_model(tmp_path / "f.model.json").get_params()["max_features"] is None
    rc, err = _fit_files(tmp_path, capsys, "g", body, doc, "--max-features", "1")
    assert rc == 0 and load_model(tmp_path / "g.model.json").get_params()["max_features"] == 1
    rc, err = _fit_files(tmp_path, capsys, "h", body, doc, "--max-features", " ALL")
    assert rc == 0 and load_model(tmp_path / "h.model.json").get_params()["max_features"] is None
    # the forest's own refusal, in the command line's words
    rc, err = _fit_files(tmp_path, capsys, "i", body, doc, "--max-features", "3")
    assert rc == 2 and "--max-features 3 is more than the schema's 2" in err, err
    assert "sqrt, log2 or all" in err and "None" not in err
    model = tmp_path / "n.model.json"
    assert main(["fit", str(tmp_path / "f.csv"), "--schema", str(tmp_path / "f.schema.json"),
                 "--epsilon", "1", "--n-samples", "60", "--no-progress", "-o", str(model)]) == 0
    fitted = load_model(model)
    assert fitted.get_params()["n_samples"] == 60
    assert not [e for e in fitted.ledger_.entries if "size" in e.what]     # no size query
    capsys.readouterr()
    for flag, value, says in (("--max-features", "7.5", "or 'all', got '7.5'"),
                              ("--n-samples", "0", "--n-samples must be the number of training")):
        rc, err = _fit_files(tmp_path, capsys, "f", body, doc, flag, value)
        assert rc == 2 and says in err, err
    assert "--max-features all gives every tree" in _in_command_words(
        "max_features=None gives every tree every feature")
    assert _in_command_words("(max_features='sqrt'), so; with n_estimators=10 each would") == \
        "(--max-features sqrt), so; with --n-estimators 10 each would"
    assert _in_command_words("declare it (n_samples=N) and") == "declare it (--n-samples N) and"


def test_a_category_refused_for_its_case_or_blanks_names_the_loose_text_flag(tmp_path, capsys):
    """A SAS export pads texts ('Nord    ') and other tools change their case: predict refused
    them naming --skip-invalid, never the flag that reads them as declared (a walkthrough)."""
    doc = {"features": [{"name": "region", "type": "categorical", "categories": ["Nord", "Sud"]}],
           "classes": [0, 1], "target": "y"}
    body = "region,y\n" + "".join(f"{['Nord', 'Sud'][i % 2]},{i % 2}\n" for i in range(40))
    rc, err = _fit_files(tmp_path, capsys, "r", body, doc)
    assert rc == 0, err
    (tmp_path / "new.csv").write_text("region\nnord \nSUD\n")
    assert main(["predict", str(tmp_path / "r.model.json"), str(tmp_path / "new.csv")]) == 2
    err = capsys.readouterr().err
    assert "--conform --loose-text reads a category written in another case" in err, err
    assert main(["predict", str(tmp_path / "r.model.json"), str(tmp_path / "new.csv"),
                 "--conform", "--loose-text"]) == 0


def test_predict_names_the_separator_a_file_uses(tmp_path, capsys):
    """A ';' file given to a model read with ',': fit and evaluate asked "is the file separated
    by ';'?", predict and schema-check only repeated the layout's ',' (a walkthrough)."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 2},
                        {"name": "b", "type": "numeric", "lower": 0, "upper": 10}],
           "classes": [0, 1], "target": "y"}
    body = "a,b,y\n" + "".join(f"{i % 2},{i % 10},{i % 2}\n" for i in range(40))
    rc, err = _fit_files(tmp_path, capsys, "p", body, doc)
    assert rc == 0, err
    (tmp_path / "semi.csv").write_text("a;b\n1;2\n0;3\n")
    for argv in (["predict", str(tmp_path / "p.model.json"), str(tmp_path / "semi.csv")],
                 ["schema-check", str(tmp_path / "semi.csv"), "--schema",
                  str(tmp_path / "p.schema.json")]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "is the file separated by ';'? (--sep ';')" in err, err


def test_evaluate_positive_may_be_the_files_spelling_of_a_class(tmp_path, capsys):
    """A model fitted with a label_map (Y -> 1) refused --positive Y as "not one of the
    model's classes ['0', '1']" (a walkthrough): the file's spelling reads as the class it maps
    to, as the test labels do; an unknown one names the map's spellings too."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 10}],
           "classes": [0, 1], "target": "y", "label_map": {"Y": 1, "N": 0}}
    body = "a,y\n" + "".join(f"{i % 10},{'Y' if i % 10 > 4 else 'N'}\n" for i in range(80))
    rc, err = _fit_files(tmp_path, capsys, "m", body, doc)
    assert rc == 0, err
    argv = ["evaluate", str(tmp_path / "m.model.json"), str(tmp_path / "m.csv"), "--epsilon", "1",
            "--threshold", "0.5", "--positive"]
    assert main(argv + ["Y"]) == 0
    capsys.readouterr()
    assert main(argv + ["Q"]) == 2
    assert "nor a spelling its label_map reads as one (['N', 'Y'])" in capsys.readouterr().err


def test_an_encoding_that_refuses_every_text_is_refused():
    from dpforest.cli import CLIError, _check_csv_format
    with pytest.raises(CLIError, match="not a text encoding"):
        _check_csv_format({"encoding": "undefined"}, "x")


@pytest.mark.parametrize("odd", ["9" * 400, "1e400", "inf"])
def test_a_numeral_past_float_range_reads_the_same_whatever_the_other_records(tmp_path, odd):
    """Without marks pandas reads 400 nines as inf in a column of decimals and as the integer in
    one of whole numbers; the command line gives the schema the texts of such a column, so the
    numeral is beyond the bounds (clipped here) in both, and only 'inf' is infinite."""
    from dpforest import Schema
    from dpforest.cli import read_csv
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 1e4}],
           "classes": ["p", "q"], "target": "y", "out_of_bounds": "clip"}
    schema = Schema.from_dict(doc)
    codes = []
    for others in (["3", "5", "12"], ["3", "5.5", "12"]):
        rows = "".join(f"{v},{'pq'[i % 2]}\n" for i, v in enumerate(others * 5))
        (tmp_path / "d.csv").write_text(f"x,y\n{rows}{odd},p\n", encoding="utf-8")
        X, _ = read_csv(tmp_path / "d.csv", schema, "y")
        if odd == "inf":
            from dpforest.schema import SchemaError
            with pytest.raises(SchemaError, match="column 'x': infinite values"):
                schema.encode(X)
            continue
        codes.append(schema.encode(X)[-1, 0])
    assert odd == "inf" or codes[0] == codes[1] == schema.n_codes()[0] - 1


def test_predict_options_add_to_the_models_layout_and_show_lists_the_domain(tmp_path, capsys):
    """--drop and --na-values given to predict add to what the model kept from its fit (they
    replaced it, so one --drop brought back the fit's dropped columns); --keep repeats; show
    lists every declared category and declared cut for a checker."""
    doc = {"features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 100,
                         "cuts": [18, 65]},
                        {"name": "ward", "type": "categorical", "categories": ["A", "B"]}],
           "classes": ["no", "yes"], "target": "y", "na_values": ["?"]}
    doc["features"][0]["allow_missing"] = True
    body = "id,age,ward,y\n" + "".join(f"p{i},{'?' if i % 7 == 0 else 20 + i % 50},"
                                       f"{'AB'[i % 2]},{['no', 'yes'][i % 2]}\n" for i in range(60))
    rc, err = _fit_files(tmp_path, capsys, "m", body, doc, "--drop", "id")
    assert rc == 0, err
    new = tmp_path / "new.csv"
    new.write_text("id,site,bed,age,ward\np1,s1,3,n/k,A\np2,s2,4,?,B\np3,s3,5,40,A\n")
    out = tmp_path / "out.csv"
    args = ["predict", str(tmp_path / "m.model.json"), str(new), "-o", str(out)]
    # one more column to drop and one more marker: the model's own (id, '?') still apply
    assert main(args + ["--drop", "bed", "--na-values", "n/k", "--keep", "id", "--keep", "site"]) == 0, \
        capsys.readouterr().err
    pred = pd.read_csv(out)
    assert list(pred.columns[:2]) == ["id", "site"] and len(pred) == 3
    # without the new marker, "n/k" is not a number: refused, nothing written
    err = _fails(capsys, args + ["--drop", "bed", "--drop", "site", "--force"], "column 'age'")
    assert "n/k" not in err
    assert main(["show", str(tmp_path / "m.model.json")]) == 0
    shown = capsys.readouterr().out
    assert 'ward: categorical, 2 declared categories: ["A", "B"]' in shown
    assert "declared cuts [18, 65]" in shown
    # whoever holds only the model checks a file against it: its schema and kept layout
    # (the fit's dropped id), named extra columns listed by the data owner's tool
    assert main(["schema-check", str(new), "--schema", str(tmp_path / "m.model.json"),
                 "--drop", "bed", "--drop", "site", "--na-values", "n/k"]) == 0
    capsys.readouterr()
    assert main(["schema-check", str(new), "--schema", str(tmp_path / "m.model.json")]) == 1
    out = capsys.readouterr().out
    assert "2 column(s) not in the schema" in out and "'site'" in out and "'bed'" in out
    # another separator: every column missing, and the file's own separator is named (the
    # layout's where the header, cut at another mark, does not hold every column)
    new.with_name("semi.csv").write_text("id;age;ward\np1;40;A\n")
    _fails(capsys, ["predict", str(tmp_path / "m.model.json"), str(new.with_name("semi.csv"))],
           "is the file separated by ';'? (--sep ';')")
    new.with_name("other.csv").write_text("id;years;unit\np1;40;A\n")
    _fails(capsys, ["predict", str(tmp_path / "m.model.json"), str(new.with_name("other.csv"))],
           "is the file separated by ',', as the layout says")


def test_quoted_thousands_in_a_comma_separated_file(tmp_path, capsys):
    """A US spreadsheet export quotes "1,234" in a comma-separated file: thousands ',' reads
    it; an unquoted 1,234 splits its record and is refused; a decimal ',' still is."""
    doc = {"features": [{"name": "income", "type": "numeric", "lower": 0, "upper": 100000},
                        {"name": "age", "type": "numeric", "lower": 0, "upper": 100}],
           "classes": ["a", "b"], "target": "y", "thousands": ","}
    body = 'income,age,y\n"1,234",30,a\n"12,500.5",40,b\n"999",50,a\n"2,000",20,b\n'
    rc, err = _fit_files(tmp_path, capsys, "q", body, doc)
    assert rc == 0, err
    assert main(["schema-check", str(tmp_path / "q.csv"), "--schema", str(tmp_path / "q.schema.json")]) == 0
    capsys.readouterr()
    rc, err = _fit_files(tmp_path, capsys, "u", "income,age,y\n1,234,30,a\n12,500,40,b\n", doc)
    assert rc == 2 and "different number of fields" in err, err
    rc, err = _fit_files(tmp_path, capsys, "d", body, {**doc, "thousands": None, "decimal": ","})
    assert rc == 2 and "is also the field separator" in err, err


def test_schema_template_reads_spaced_thousands_marked_amounts_and_dotted_dates(tmp_path, capsys):
    """French amounts (31 939,38), amounts among a few missing-value markers and dates written
    '8. Feb 2023' were taken for identifiers (the hint said to drop them): each now gets the
    hint that makes it readable."""
    rng = np.random.default_rng(0)
    v = rng.uniform(1000, 99999, 120)

    def french(x):
        return f"{x:,.2f}".replace(",", "X").replace(".", ",").replace("X", " ")

    months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
    rows = [f"{french(x)};{f'${x:.2f}' if i % 15 else '?-'[i % 2]};"
            f"{i % 28 + 1}. {months[i % 12]} 2023;{'ab'[i % 2]}" for i, x in enumerate(v)]
    (tmp_path / "m.csv").write_text("amount;paid;day;y\n" + "\n".join(rows) + "\n")
    assert main(["schema-template", str(tmp_path / "m.csv"), "--sep", ";", "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    capsys.readouterr()
    feats = {f["name"]: f.get("_hint", "") for f in
             json.loads((tmp_path / "t.json").read_text())["features"]}
    assert all("identifier" not in h for h in feats.values()), feats
    assert "decimal mark" in feats["amount"] and "thousands a space" in feats["amount"]
    assert "currency sign" in feats["paid"] and "missing-value marker" in feats["paid"]
    assert "dates or times" in feats["day"]


def test_schema_template_says_a_word_for_unknown_among_few_numbers_is_a_marker(tmp_path,
                                                                                capsys):
    """Days in hospital (a dozen distinct numbers) beside 'unknown' came out categorical with
    no hint: the marker rules asked for many distinct numbers, or for a text without a
    letter.  A word that says a value is not known gets the marker hint; another word does
    not (it may be a category)."""
    stays = [str(i % 12 + 1) for i in range(60)]
    rows = [f"{s if i % 10 else 'Unknown'},{s if i % 10 else 'long'},{'ab'[i % 2]}"
            for i, s in enumerate(stays)]
    (tmp_path / "h.csv").write_text("stay,kind,y\n" + "\n".join(rows) + "\n")
    assert main(["schema-template", str(tmp_path / "h.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    capsys.readouterr()
    feats = {f["name"]: f.get("_hint", "") for f in
             json.loads((tmp_path / "t.json").read_text())["features"]}
    assert "words that say a value is not known" in feats["stay"] and "na_values" in feats["stay"]
    assert "not known" not in feats["kind"]


def test_amounts_and_shares_with_their_signs_read_as_numbers_under_amount_signs(tmp_path,
                                                                               capsys):
    """A spreadsheet's "$1,234.50" and "12%" had no command-line reading (the hint said to
    strip the signs with pandas).  "amount_signs": true (--amount-signs) drops the signs as
    the numbers are read; the layout travels with the model; without it the refusal and the
    template's hint name the option."""
    rng = np.random.default_rng(0)
    cost = rng.uniform(10, 5000, 400)
    rows = [f'"${c:,.2f}",{p}%,{"yes" if c > 2500 else "no"}'
            for c, p in zip(cost, rng.integers(0, 101, 400))]
    rows[0] = '"-$12.00",5 %,no'
    (tmp_path / "a.csv").write_text("cost,pct,y\n" + "\n".join(rows) + "\n")
    doc = {"features": [{"name": "cost", "type": "numeric", "lower": -100, "upper": 6000},
                        {"name": "pct", "type": "numeric", "lower": 0, "upper": 100}],
           "classes": ["no", "yes"], "target": "y", "thousands": ","}
    (tmp_path / "plain.json").write_text(json.dumps(doc))
    (tmp_path / "signs.json").write_text(json.dumps({**doc, "amount_signs": True}))
    fit = ["fit", str(tmp_path / "a.csv"), "--epsilon", "2", "--no-progress", "--force"]
    err = _fails(capsys, fit + ["--schema", str(tmp_path / "plain.json"), "-o",
                                str(tmp_path / "m0.json")], "column 'cost': non-numeric values")
    assert "--amount-signs" in err
    for how in (["--schema", str(tmp_path / "signs.json")],
                ["--schema", str(tmp_path / "plain.json"), "--amount-signs"]):
        assert main(fit + how + ["-o", str(tmp_path / "m.json")]) == 0
        capsys.readouterr()
        # read back without the option: the model keeps the layout
        assert main(["evaluate", str(tmp_path / "m.json"), str(tmp_path / "a.csv")]) == 0
        assert "on 400 records: accuracy" in capsys.readouterr().out
    from dpforest.cli import read_csv, load_schema_file

    schema, target, fmt = load_schema_file(tmp_path / "signs.json")[:3]
    X, _ = read_csv(tmp_path / "a.csv", schema, target, fmt=fmt)
    assert X["cost"].iloc[0] == -12.0 and X["pct"].iloc[0] == 5.0
    assert X["cost"].between(-100, 6000).all() and X["pct"].between(0, 100).all()
    (tmp_path / "bad.json").write_text(json.dumps({**doc, "amount_signs": "yes"}))
    _fails(capsys, fit + ["--schema", str(tmp_path / "bad.json"), "-o", str(tmp_path / "m1.json")],
           "amount_signs must be true or false")
    assert main(["schema-template", str(tmp_path / "a.csv"), "--target", "y", "-o",
                 str(tmp_path / "t.json")]) == 0
    hints = [f.get("_hint", "") for f in json.loads((tmp_path / "t.json").read_text())["features"]]
    assert all("--amount-signs" in h for h in hints), hints
    # a model that does not use the option keeps no key for it (a model file of 0.6.46 and
    # earlier versions' layout is read by every version)
    assert main(fit + ["--schema", str(tmp_path / "plain.json"), "--amount-signs", "-o",
                       str(tmp_path / "m.json")]) == 0
    assert d.load_model(tmp_path / "m.json").csv_format_["amount_signs"] is True
    (tmp_path / "n.csv").write_text("cost,pct,y\n" + "12,5,no\n4000,7,yes\n" * 100)
    assert main(["fit", str(tmp_path / "n.csv"), "--schema", str(tmp_path / "plain.json"),
                 "--epsilon", "2", "--no-progress", "-o", str(tmp_path / "n.json")]) == 0
    assert "amount_signs" not in d.load_model(tmp_path / "n.json").csv_format_
    capsys.readouterr()
    # a mark that is also a sign would be dropped with the signs ('1$5' read as 15)
    _fails(capsys, fit + ["--schema", str(tmp_path / "signs.json"), "--decimal", "$", "-o",
                          str(tmp_path / "m2.json")], "decimal '$' is one of the signs")
    # one sign, in front or behind, not both
    from dpforest.cli import _marked_numbers

    read = _marked_numbers(pd.Series(["$5$", "€5 €", "£5%", "5 €", "-$5", "$-5", "- $5"]),
                           {"decimal": ".", "thousands": ",", "amount_signs": True})[0].tolist()
    assert [isinstance(v, float) for v in read] == [False, False, False, True, True, True, False]


def test_schema_template_says_why_numbers_and_dates_came_out_as_text(tmp_path, capsys):
    """Amounts, per cents, undeclared thousands marks and dates read as text get a hint
    each; plain text gets none."""
    (tmp_path / "d.csv").write_text(
        'charge,share,income,day,ward,when,clock,month,y\n'
        '$12.50,5%,"1,234",2022-06-25,A,31 Dec 2023,1:45 PM,March,a\n'
        '"$1,030.00",7.5%,"12,500",2022-06-26,B,"Jan 5, 2024",13:05,May,b\n')
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "y",
                 "-o", str(tmp_path / "t.json")]) == 0
    feats = {f["name"]: f for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    assert "currency sign" in feats["charge"]["_hint"] and "currency sign" in feats["share"]["_hint"]
    assert '"thousands": ","' in feats["income"]["_hint"]
    assert "dates or times" in feats["day"]["_hint"]
    # month names written out, and a time of day alone, are dates too; a month name alone
    # is a category
    assert "dates or times" in feats["when"]["_hint"]
    assert "dates or times" in feats["clock"]["_hint"]
    assert "_hint" not in feats["ward"] and "_hint" not in feats["month"]
    # SAS's DATE9. and DATETIME. exports (a walkthrough: drafted as categories, no hint)
    (tmp_path / "sas.csv").write_text("visit,stamp,y\n12DEC2024,12DEC2024:10:30:00,a\n"
                                      "03JAN2025,03JAN2025:08:05:00,b\n")
    assert main(["schema-template", str(tmp_path / "sas.csv"), "--target", "y",
                 "-o", str(tmp_path / "sas.json")]) == 0
    sas = {f["name"]: f for f in json.loads((tmp_path / "sas.json").read_text())["features"]}
    assert "dates or times" in sas["visit"]["_hint"] and "dates or times" in sas["stamp"]["_hint"]
    (tmp_path / "s.csv").write_text("season,y\n2019-20,a\n2020-21,b\n")     # seasons: no month
    assert main(["schema-template", str(tmp_path / "s.csv"), "--target", "y", "-o", str(tmp_path / "s.json")]) == 0
    assert "_hint" not in json.loads((tmp_path / "s.json").read_text())["features"][0]
    # a wide table's month, season and time-slot headers are names, not a record read as one
    (tmp_path / "wide.csv").write_text("region,2023-01,2019-20,9:30,label\nnorth,5,6,7,0\nsouth,7,8,9,1\n")
    assert main(["schema-template", str(tmp_path / "wide.csv"), "--target", "label",
                 "-o", str(tmp_path / "w.json")]) == 0


def test_fit_notes_a_weak_epsilon(tmp_path, capsys):
    """From epsilon 10 on, fit says on stderr that the guarantee is weak (from the parameter
    alone); below it, no note."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
           "classes": [0, 1], "target": "y"}
    body = "a,y\n" + "".join(f"{i / 40},{int(i > 20)}\n" for i in range(40))
    rc, err = _fit_files(tmp_path, capsys, "w", body, doc, "--epsilon", "50")
    assert rc == 0 and "little protection" in err, err
    assert err.count("little protection") == 1, err      # the note, not the API's warning too
    from dpforest.cli import WEAK_EPSILON
    from dpforest.forests.base import WEAK_EPSILON as API_WEAK
    assert WEAK_EPSILON == API_WEAK
    rc, err = _fit_files(tmp_path, capsys, "s", body, doc)
    assert rc == 0 and "little protection" not in err, err
    # an empty file to evaluate: said in plain words, not scikit-learn's; to predict on: a
    # batch with nothing new gets an output of no rows, with its header
    (tmp_path / "empty.csv").write_text("a,y\n")
    assert main(["predict", str(tmp_path / "s.model.json"), str(tmp_path / "empty.csv"), "--proba",
                 "-o", str(tmp_path / "none.csv")]) == 0
    assert (tmp_path / "none.csv").read_text().splitlines() == ["prediction,proba_0,proba_1"]
    _fails(capsys, ["evaluate", str(tmp_path / "s.model.json"), str(tmp_path / "empty.csv")],
           "has no records to evaluate on")


def test_a_schema_file_loads_in_python(tmp_path):
    """dpforest.io.load_schema reads a command-line schema file (target and CSV keys left to
    the command line) and refuses what the command line refuses, as a ValueError."""
    from dpforest.io import load_schema

    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
           "classes": ["n", "y"], "target": "label", "sep": ";", "na_values": ["?"]}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    s = load_schema(tmp_path / "s.json")
    assert s.feature_names == ["a"] and list(s.classes) == ["n", "y"]
    doc["features"][0]["upper"] = "<FILL IN: public upper bound (number)>"
    (tmp_path / "t.json").write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="FILL IN|placeholder") as e:
        load_schema(tmp_path / "t.json")
    assert e.value.__context__ is None


def test_a_schema_written_in_python_is_the_command_lines_schema_file(tmp_path, capsys):
    """dpforest.io.save_schema writes the schema file the command line reads: its target and
    layout keys are used by ``dpforest fit`` (a ';'-separated file with '?' for missing here),
    load_schema reads the same schema back, and a bad layout key or a target that is also a
    feature is refused before anything is written."""
    from dpforest.io import load_schema, save_schema

    X, y, schema = make_mixed(600)
    df = X.copy()
    df["label"] = y
    df.astype(object).where(df.notna(), "?").to_csv(tmp_path / "d.csv", sep=";", index=False)
    path = save_schema(schema, tmp_path / "s.json", target="label", sep=";", na_values=["?"])
    assert path == tmp_path / "s.json"
    doc = json.loads(path.read_text())
    # layout keys at the command line's defaults are left out; the given ones are kept
    assert doc["target"] == "label" and doc["sep"] == ";" and "decimal" not in doc
    assert load_schema(path).to_dict() == schema.to_dict()
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(path), "--epsilon", "1",
                 "--random-state", "0", "--no-progress", "-o", str(tmp_path / "m.json")]) == 0
    assert "epsilon spent = 1 of 1" in capsys.readouterr().out
    for bad, match in [({"sep": ""}, "sep must be"), ({"delimiter": ";"}, "unknown layout key"),
                       ({"target": schema.feature_names[0]}, "also a feature")]:
        with pytest.raises(ValueError, match=match):
            save_schema(schema, tmp_path / "bad.json", **bad)
    with pytest.raises(TypeError, match="Schema"):
        save_schema(doc, tmp_path / "bad.json")
    assert not (tmp_path / "bad.json").exists()


def test_a_separator_of_several_characters_is_text_not_a_pattern(tmp_path):
    """pandas reads a separator longer than one character as a regular expression; one from a
    schema or model file could take exponential time: it is escaped, so ', ' still reads and a
    pattern matches only itself."""
    from dpforest.cli import DEFAULT_CSV_FORMAT, _read_frame

    (tmp_path / "a.csv").write_text("a, b\n1, 2\n3, 4\n")
    assert _read_frame(tmp_path / "a.csv", {**DEFAULT_CSV_FORMAT, "sep": ", "}).shape == (2, 2)
    (tmp_path / "r.csv").write_text("a,b\n" + "1" * 40 + ",2\n")
    frame = _read_frame(tmp_path / "r.csv", {**DEFAULT_CSV_FORMAT, "sep": r",|(?:\d|\d|\d)+#"})
    assert frame.shape == (1, 1)          # no field matched the 'separator' text


def test_predictions_are_written_whole_and_never_through_a_link(tmp_path, capsys):
    """predict -o writes a new file and renames it (no truncated file on a full disk); a
    dangling symbolic link at -o is refused without --force and replaced, not followed, with."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
           "classes": [0, 1], "target": "y"}
    body = "a,y\n" + "".join(f"{i / 40},{int(i > 20)}\n" for i in range(40))
    rc, err = _fit_files(tmp_path, capsys, "m", body, doc)
    assert rc == 0, err
    (tmp_path / "new.csv").write_text("a\n0.1\n0.9\n")
    victim, link = tmp_path / "victim.txt", tmp_path / "link.csv"
    link.symlink_to(victim)
    args = ["predict", str(tmp_path / "m.model.json"), str(tmp_path / "new.csv"), "-o", str(link)]
    _fails(capsys, args, "exists; pass --force")
    assert main(args + ["--force"]) == 0
    assert not victim.exists() and not link.is_symlink() and "prediction" in link.read_text()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".link.csv")]


def test_show_prints_control_characters_as_escapes(tmp_path, capsys):
    """A column name (any CSV header can carry one) with a terminal escape sequence is shown
    escaped by `show`, not obeyed (it could repaint the ledger's lines)."""
    import dpforest as d
    from dpforest.io import save_model

    name = "a\x1b[2K\rfake line"
    s = d.Schema([d.Numeric(name, 0, 1)], classes=[0, 1])
    X = pd.DataFrame({name: np.linspace(0, 1, 40)})
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, (X[name] > 0.5).astype(int))
    path = save_model(m, tmp_path / "m.json")
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\r" not in out and "a\\x1b[2K\\rfake line: numeric" in out


def test_schema_files_too_deep_or_with_huge_numbers_get_a_message(tmp_path, capsys):
    """A schema file nested 100,000 levels deep, or with a bound of 10**400, gave a traceback
    (RecursionError, OverflowError); now a message and exit status 2."""
    (tmp_path / "d.csv").write_text("a,y\n0.5,0\n")
    deep = '{"features": ' + "[" * 100_000 + "]" * 100_000 + "}"
    (tmp_path / "deep.json").write_text(deep)
    _fails(capsys, ["schema-check", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "deep.json")],
           "nested more than")
    (tmp_path / "big.json").write_text('{"features": [{"name": "a", "type": "numeric", "lower": 0, '
                                       '"upper": 1' + "0" * 400 + '}], "classes": [0, 1], "target": "y"}')
    _fails(capsys, ["schema-check", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "big.json")],
           "too large for a float")


def test_predictions_can_escape_spreadsheet_formulas(tmp_path, capsys):
    """--escape-formulas prefixes ' to text cells (labels, kept ids, column names) a
    spreadsheet would run as formulas; numbers stay numbers; without it values are as they are."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
           "classes": ["=cmd()", "ok"], "target": "y"}
    body = "a,y\n" + "".join(f"{i / 40},{'=cmd()' if i > 20 else 'ok'}\n" for i in range(40))
    rc, err = _fit_files(tmp_path, capsys, "m", body, doc)
    assert rc == 0, err
    (tmp_path / "new.csv").write_text("id,a\n=1+1,0.1\n@x,0.9\nplain,0.5\n")
    base = ["predict", str(tmp_path / "m.model.json"), str(tmp_path / "new.csv"), "--keep", "id",
            "--proba"]
    assert main(base + ["-o", str(tmp_path / "raw.csv")]) == 0
    assert "=1+1" in (tmp_path / "raw.csv").read_text().splitlines()[1]
    assert main(base + ["--escape-formulas", "-o", str(tmp_path / "esc.csv")]) == 0
    esc = pd.read_csv(tmp_path / "esc.csv", dtype=str)
    assert esc["id"].tolist() == ["'=1+1", "'@x", "plain"]
    # a header starting with proba_ is no formula; a predicted label is escaped like an id
    assert "proba_=cmd()" in esc.columns and not esc["prediction"].str.startswith("=").any()
    from dpforest.cli import _formulas_escaped
    assert _formulas_escaped(pd.DataFrame({"prediction": ["=cmd()", "ok"]}))["prediction"].tolist() \
        == ["'=cmd()", "ok"]
    assert pd.to_numeric(esc["proba_ok"]).between(0, 1).all()


def test_predict_writes_into_a_stream_instead_of_replacing_it(tmp_path, capsys):
    """-o naming a stream (a FIFO, a link into /proc such as /dev/stdout's) is written into,
    without --force, and stays what it was; -o - is standard output."""
    import threading

    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
           "classes": [0, 1], "target": "y"}
    body = "a,y\n" + "".join(f"{i / 40},{int(i > 20)}\n" for i in range(40))
    rc, _ = _fit_files(tmp_path, capsys, "s", body, doc)
    assert rc == 0
    model, data = str(tmp_path / "s.model.json"), str(tmp_path / "s.csv")
    assert main(["predict", model, data, "-o", "-"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "prediction"
    assert not (tmp_path / "-").exists()
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    assert main(["predict", model, data, "-o", str(fifo)]) == 0
    reader.join(10)
    assert got and got[0].splitlines()[0] == "prediction" and len(got[0].splitlines()) == 41
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    from dpforest.io import is_stream_path

    assert is_stream_path("/dev/stdout") and is_stream_path("/proc/self/fd/1")
    assert not is_stream_path(tmp_path / "plain.csv") and not is_stream_path("/dev/shm/x.csv")
    (tmp_path / "to_stdout").symlink_to("/proc/self/fd/1")
    assert is_stream_path(tmp_path / "to_stdout")
    link = tmp_path / "to_null"
    link.symlink_to("/dev/null")
    assert main(["predict", model, data, "-o", str(link)]) == 0
    assert link.is_symlink() and os.readlink(link) == "/dev/null"


def test_a_header_naming_a_column_twice_is_refused(tmp_path, capsys):
    """pandas reads a repeated name as 'age.1': refused by name instead, so that neither an
    'extra column' message nor --drop age.1 can make predict silently read the first one."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
           "classes": [0, 1], "target": "y"}
    body = "a,y\n" + "".join(f"{i / 40},{int(i > 20)}\n" for i in range(40))
    rc, _ = _fit_files(tmp_path, capsys, "s", body, doc)
    assert rc == 0
    (tmp_path / "dup.csv").write_text("a,a,y\n" + "".join(f"0.9,{i / 40},1\n" for i in range(10)))
    for extra in ([], ["--drop", "a.1"]):
        _fails(capsys, ["predict", str(tmp_path / "s.model.json"), str(tmp_path / "dup.csv"), *extra],
               "names a column more than once")
    _fails(capsys, ["fit", str(tmp_path / "dup.csv"), "--schema", str(tmp_path / "s.schema.json"),
                    "--epsilon", "1", "-o", str(tmp_path / "x.json")], "names a column more than once")
    assert not (tmp_path / "x.json").exists()


def test_fit_conform_reads_out_of_domain_training_records_as_predict_does(tmp_path, capsys):
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1},
                        {"name": "c", "type": "categorical", "categories": ["u", "v"],
                         "allow_missing": True}],
           "classes": [0, 1], "target": "y"}
    body = "a,c,y\n" + "".join(f"{i / 40},{'uv'[i % 2]},{int(i > 20)}\n" for i in range(40)) + "7.5,w,1\n"
    (tmp_path / "d.csv").write_text(body)
    (tmp_path / "s.json").write_text(json.dumps(doc))
    argv = ["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon", "1",
            "--no-progress", "-o", str(tmp_path / "m.json")]
    _fails(capsys, argv, "to fit on such records, pass --conform")
    assert not (tmp_path / "m.json").exists()
    assert main(argv + ["--conform"]) == 0
    assert (tmp_path / "m.json").exists()


def test_predict_to_dev_stdout_writes_through_the_shells_descriptor(tmp_path, capsys):
    """-o /dev/stdout reopened by name would truncate a file the shell appends to (`>> log`);
    written through the process's descriptor 1 it appends, as -o - does."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
           "classes": [0, 1], "target": "y"}
    body = "a,y\n" + "".join(f"{i / 40},{int(i > 20)}\n" for i in range(40))
    rc, _ = _fit_files(tmp_path, capsys, "s", body, doc)
    assert rc == 0
    log = tmp_path / "log.csv"
    log.write_text("previous\n")
    with open(log, "ab") as out:
        done = subprocess.run([sys.executable, "-m", "dpforest.cli", "predict",
                               str(tmp_path / "s.model.json"), str(tmp_path / "s.csv"),
                               "-o", "/dev/stdout"], stdout=out, stderr=subprocess.PIPE, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = log.read_text().splitlines()
    assert lines[0] == "previous" and lines[1] == "prediction" and len(lines) == 42


def test_declared_values_with_a_leading_space_are_warned_about(tmp_path, capsys):
    """The CSV reader skips spaces after a separator, so an unquoted ' 7' is read as '7': a
    schema file declaring such a class or category says so, as a message (not a listing)."""
    import json as _json

    import dpforest as _d
    from dpforest.cli import main as _main

    rng = np.random.default_rng(0)
    df = pd.DataFrame({"a": rng.random(300)})
    df["y"] = np.where(df["a"] > 0.5, "7", " 7")
    df.to_csv(tmp_path / "d.csv", index=False)
    with pytest.warns(UserWarning, match="differ only in Unicode normalisation or surrounding"):
        doc = _d.Schema([_d.Numeric("a", 0, 1)], classes=["7", " 7"]).to_dict()
    doc["target"] = "y"
    (tmp_path / "s.json").write_text(_json.dumps(doc))
    capsys.readouterr()
    rc = _main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                "--epsilon", "2", "-o", str(tmp_path / "m.json"), "--no-progress"])
    err = capsys.readouterr().err
    assert rc == 0
    assert "dpforest: warning: schema file" in err and "begins with a space" in err
    assert "QUOTE_NONNUMERIC" in err and "UserWarning" not in err


def test_fit_conform_says_nothing_about_the_training_records(tmp_path, capsys):
    """conform's whole-column warnings (every value beyond a bound; no value a declared
    category) read all the records: printed by fit --conform beside the fit's summary they
    would tell neighbouring data sets apart, so the fit path conforms silently; predict
    --conform, on records its holder already sees, still warns."""
    import dpforest as _d
    from dpforest.cli import main as _main

    df = pd.DataFrame({"x": [500.0, 600.0, 700.0, 800.0] * 20, "y": ["a", "b"] * 40})
    df.to_csv(tmp_path / "d.csv", index=False)
    schema = _d.Schema([_d.Numeric("x", 0, 100)], classes=["a", "b"]).to_dict()
    schema["target"] = "y"
    (tmp_path / "s.json").write_text(json.dumps(schema))
    rc = _main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                "--epsilon", "1", "-o", str(tmp_path / "m.json"), "--conform", "--no-progress"])
    err = capsys.readouterr().err
    assert rc == 0 and "outside the declared bounds" not in err
    rc = _main(["predict", str(tmp_path / "m.json"), str(tmp_path / "d.csv"), "--conform",
                "-o", str(tmp_path / "p.csv")])
    assert rc == 0 and "every one of its values lies outside" in capsys.readouterr().err
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _d.Schema([_d.Numeric("x", 0, 100)], classes=["a", "b"]).conform(df[["x"]], warn=False)


def test_cli_missing_values_advice_fits_the_command(files, capsys):
    """fit says to allow missing values in the schema file or fill them in the file with a
    public constant; predict and evaluate, whose model cannot change, say the model was fitted
    without them, what can be done with it, and that taking them needs a new fit."""
    p = files
    df = pd.read_csv(p / "train.csv")
    df.loc[5, "age"] = None
    df.to_csv(p / "gap.csv", index=False)
    args = _fit_args(p)
    args[1] = str(p / "gap.csv")
    err = _fails(capsys, args, "column 'age': missing values (NaN/None) that the schema does not allow")
    assert 'set "allow_missing": true in its entry, or fill them in the file' in err
    assert "X.fillna" not in err and "allow_missing=True" not in err
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    for cmd in (["predict", str(p / "model.json"), str(p / "gap.csv"), "-o", str(p / "pred.csv")],
                ["evaluate", str(p / "model.json"), str(p / "gap.csv"), "--target", "y"]):
        err = _fails(capsys, cmd, "column 'age': missing values")
        assert "this model was fitted on a schema without missing values there" in err
        assert "needs a new fit" in err and "valid_rows" not in err and "X.fillna" not in err


def test_binary_table_files_are_named_not_read_as_text(files, capsys):
    """A Parquet or Feather file given where a CSV goes was read as text and refused with advice
    about encodings; once the read fails it is named as what it is, with the way to a CSV.  A
    CSV whose text holds the same letters is still read (and refused) as a CSV."""
    pytest.importorskip("pyarrow")
    p = files
    df = pd.read_csv(p / "train.csv")
    df.to_parquet(p / "train.parquet")
    df.to_feather(p / "train.feather")
    for name, kind, reader, other in (
            ("train.parquet", "a Parquet file", "pd.read_parquet(path)", "read_feather"),
            ("train.feather", "an Arrow (Feather) file", "pd.read_feather(path)", "read_parquet")):
        args = _fit_args(p)
        args[1] = str(p / name)
        err = _fails(capsys, args, f"as CSV: it is {kind}; the command line reads CSV files")
        assert "encoding" not in err
        # the way to a CSV is its own format's reader
        assert reader in err and other not in err
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    _fails(capsys, ["predict", str(p / "model.json"), str(p / "train.parquet")], "it is a Parquet file")
    # a CSV's own text never reads as a signature: only bytes no text holds follow one
    (p / "par.csv").write_text("PAR1,y\n1,PAR1\n")
    err = _fails(capsys, ["predict", str(p / "model.json"), str(p / "par.csv")], "lacks the schema's column")
    assert "Parquet" not in err
    (p / "bad.csv").write_bytes(b"age,y\n\xff\xfe,PAR1")     # a failed read, no signature
    err = _fails(capsys, ["predict", str(p / "model.json"), str(p / "bad.csv")], "not UTF-8 text")
    assert "Parquet" not in err


def test_fit_bounds_rows_per_person_and_spends_epsilon_per_row(tmp_path, capsys):
    """--person COL --max-rows-per-person K: each person keeps at most K rows, the fit spends
    epsilon / K per row (the ledger says so) and the summary gives the guarantee per person;
    the id column is no feature, and predict reads files that still carry it.  The two options
    go together; an id column that is missing, a feature or the target is refused."""
    rng = np.random.default_rng(0)
    pid = np.repeat(np.arange(200), rng.integers(1, 6, 200))
    df = pd.DataFrame({"pid": [f"P{i:04d}" for i in pid], "age": rng.integers(20, 80, len(pid))})
    df["y"] = np.where(df["age"] > 50, "sick", "well")
    df.to_csv(tmp_path / "v.csv", index=False)
    (tmp_path / "s.json").write_text(json.dumps({
        "target": "y", "classes": ["sick", "well"],
        "features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 120}]}))
    base = ["fit", str(tmp_path / "v.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon", "1",
            "--no-progress", "-o", str(tmp_path / "m.json"), "--force"]
    assert main(base + ["--person", "pid", "--max-rows-per-person", "4",
                        "--categorical-split", "mixed"]) == 0
    out = capsys.readouterr().out
    # the ledger's 0.25 is the noise's per kept row, not a guarantee per row: one row added can
    # push out a kept one, so a row pays twice it
    assert ("epsilon spent = 1 per person (0.25 of 0.25 per kept row, the noise's; one row added "
            "or removed: 0.5)") in out
    assert "the guarantee per person is 4 x 0.25 = 1" in out
    model = load_model(tmp_path / "m.json")
    assert model.ledger_.epsilon == pytest.approx(0.25) and list(model.schema_.feature_names) == ["age"]
    assert model.categorical_split == "mixed"
    # recorded as fit_per_person records it (files of earlier versions kept it in the layout)
    assert model.person_bound_ == {"column": "pid", "max_rows": 4, "person_epsilon": 1.0}
    assert "person_bound" not in model.csv_format_
    assert main(["show", str(tmp_path / "m.json")]) == 0
    shown = capsys.readouterr().out
    # the unit comes before the ledger's per-row figures
    assert shown.index("the guarantee per person is 4 x 0.25 = 1") < shown.index("composed epsilon")
    # per record the kept rows are drawn, so a row added can push out another: twice the row's
    assert "per record (a row added or removed) the guarantee is twice it, 0.5" in shown
    assert main(["show", str(tmp_path / "m.json"), "--json"]) == 0
    g = json.loads(capsys.readouterr().out)["guarantee"]
    assert g["epsilon_per_row"] == pytest.approx(0.25) and g["epsilon_per_record"] == pytest.approx(0.5)
    older = load_model(tmp_path / "m.json")
    older.csv_format_["person_bound"] = older.__dict__.pop("person_bound_")
    save_model(older, tmp_path / "old.json")
    assert main(["predict", str(tmp_path / "m.json"), str(tmp_path / "v.csv"), "-o",
                 str(tmp_path / "p.csv")]) == 0
    assert len(pd.read_csv(tmp_path / "p.csv")) == len(df)
    capsys.readouterr()
    # the model keeps the bound: show and evaluate state the guarantee per person
    for cmd in (["show", str(tmp_path / "m.json")], ["show", str(tmp_path / "old.json")],
                ["evaluate", str(tmp_path / "m.json"), str(tmp_path / "v.csv"), "--target", "y"]):
        assert main(cmd) == 0
        said = capsys.readouterr().out
        assert "the guarantee per person is 4 x 0.25 = 1" in said
        # beside an evaluation's figures the line says whose guarantee it is (the model's)
        assert ("the model, on its training records, per person" in said) == (cmd[0] == "evaluate")
    # test records bounded per person too: --epsilon is then the guarantee per test person
    ev = ["evaluate", str(tmp_path / "m.json"), str(tmp_path / "v.csv"), "--epsilon", "1"]
    assert main(ev + ["--person", "pid", "--max-rows-per-person", "2", "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["test_epsilon"] == 0.5 and res["unit"].startswith("person (at most 2 test records")
    assert res["test_person_bound"] == {"column": "pid", "max_rows": 2, "person_epsilon": 1.0}
    # the model's figure per kept training row (the noise's), its unit, per row added or
    # removed (twice it: one more row can push out a kept one) and per person beside it
    assert res["model_epsilon"] == 0.25 and res["model_epsilon_unit"] == "kept training row"
    assert res["model_epsilon_per_record"] == 0.5 and res["model_person_epsilon"] == 1.0
    assert main(ev + ["--person", "pid", "--max-rows-per-person", "1"]) == 0
    out = capsys.readouterr().out
    assert "differentially private for each person" in out
    # the headlines lead with the model's guarantee per person, as fit's does
    assert "(epsilon 1 per person, 0.25 per kept row, on its training records)" in out
    assert main(["evaluate", str(tmp_path / "m.json"), str(tmp_path / "v.csv"), "--target", "y"]) == 0
    assert "(epsilon 1 per person, 0.25 per kept row)" in capsys.readouterr().out
    _fails(capsys, ev[:3] + ["--person", "pid", "--max-rows-per-person", "1"], "pass --epsilon")
    _fails(capsys, ev + ["--person", "pid"], "go together")
    _fails(capsys, ev + ["--person", "age", "--max-rows-per-person", "1"], "target or a feature")
    _fails(capsys, base + ["--person", "pid"], "go together")
    _fails(capsys, base + ["--algorithm", "dprf", "--categorical-split", "auto"],
           "auto is the default forest's rule; dprf takes binary, multiway or mixed")
    # the library's warnings under a command read as the command's own, not as Python's
    assert main(base + ["--drop", "pid", "--algorithm", "private-rdt", "--max-depth", "9"]) == 0
    err = capsys.readouterr().err
    assert "dpforest: warning: max_depth=9" in err and "UserWarning" not in err
    _fails(capsys, base + ["--person", "nope", "--max-rows-per-person", "2"], "'nope' is not in")
    _fails(capsys, base + ["--person", "age", "--max-rows-per-person", "2"], "target or a declared feature")
    df.loc[3, "pid"] = None
    df.to_csv(tmp_path / "v.csv", index=False)
    err = _fails(capsys, base + ["--person", "pid", "--max-rows-per-person", "2"], "missing identifiers")
    assert "P0" not in err


def test_a_quote_inside_an_unquoted_value_opens_no_field_for_comment_lines(tmp_path, capsys):
    """Comment lines were found by counting quotes per line, so a value such as u"x (a quote
    inside an unquoted field, a plain character to the CSV reader) made the next comment line
    a record: one record added a row.  A quote opens a field only at a field's start."""
    from dpforest.cli import _quote_state, _without_comment_lines

    (tmp_path / "c.csv").write_text('pid,age,c,y\nP1,1,u"x,a\n#P9,9,u,b\nP2,2,v,b\n')
    assert _without_comment_lines(tmp_path / "c.csv", "#", sep=",").read() == \
        'pid,age,c,y\nP1,1,u"x,a\nP2,2,v,b\n'
    # a quoted value spanning lines keeps its '#' line; "" is an escaped quote
    assert _quote_state('P1,"a\n', False, ",") and not _quote_state('#b",x\n', True, ",")
    assert not _quote_state('P1, "a""b",c\n', False, ",")
    assert _quote_state('a;"b\n', False, ";")
    # a line without a quote leaves the state as it was (inside a value or not)
    assert _quote_state("b,c\n", True, ",") and not _quote_state("b,c\n", False, ",")
    # a separator of several characters: pandas' Python engine honours no quotes, so none opens
    assert not _quote_state('a::"b\n', False, "::")


def test_a_per_row_epsilon_out_of_range_is_refused_before_reading(tmp_path, capsys):
    (tmp_path / "s.json").write_text(json.dumps({
        "target": "y", "classes": ["a", "b"],
        "features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 120}]}))
    (tmp_path / "v.csv").write_text("pid,age,y\nP1,3,a\n")
    err = _fails(capsys, ["fit", str(tmp_path / "v.csv"), "--schema", str(tmp_path / "s.json"),
                          "--epsilon", "1e-6", "--person", "pid", "--max-rows-per-person", "2",
                          "-o", str(tmp_path / "m.json")],
                 "--max-rows-per-person: max_rows=2 leaves 5e-07 per row")
    assert "smallest epsilon the noise sampler supports" in err


def test_evaluate_with_epsilon_prints_noisy_counts_only(files, capsys):
    """``evaluate --epsilon``: a noisy confusion matrix, ε-DP for the test file's records; no
    exact count, and an empty file is released (noise alone) instead of refused."""
    p = files
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    assert main(["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "y",
                 "--epsilon", "0.5", "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["test_epsilon"] == 0.5 and res["release"] == "matrix"
    # what an output checker needs beside the figures: the model file it ran on, the unit
    import hashlib

    assert res["private"] is True and res["unit"].startswith("record")
    assert res["model_file_sha256"] == hashlib.sha256((p / "model.json").read_bytes()).hexdigest()
    assert res["model_epsilon"] == 1.0 and res["model_person_bound"] is None
    assert res["model_epsilon_unit"] == "training row" and res["model_person_epsilon"] is None
    assert main(["show", str(p / "model.json")]) == 0
    assert "unit: one row (record) of the training file" in capsys.readouterr().out
    counts = np.asarray(res["counts"])
    assert counts.shape == (3, 3) and res["classes"] == ["old", "other", "red"]
    assert res["noisy_n"] == max(counts.sum(), 0)
    assert 0 <= res["interval_95"][0] <= res["accuracy"] <= res["interval_95"][1] <= 1
    assert main(["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "y",
                 "--epsilon", "1", "--release", "accuracy"]) == 0
    out, err = capsys.readouterr()
    assert "differentially private for each record" in out and "right" in out and "k x 1" in out
    # without --budget, that a second run is a second release whose epsilon adds (the Python
    # API warns RepeatedReleaseWarning; a command cannot see the runs before it)
    assert "each run of this command is a new release of these records" in out
    assert "two runs: 2 x 1" in out and "--budget FILE" in out
    # the exact path's note about exact statistics is not printed: nothing exact was
    # (the noisy count may equal the exact 500: only the exact path's wording is excluded)
    assert "exact statistics" not in err and "on 500 records" not in out
    (p / "empty.csv").write_text(pd.read_csv(p / "test.csv").iloc[:0].to_csv(index=False))
    assert main(["evaluate", str(p / "model.json"), str(p / "empty.csv"), "--target", "y",
                 "--epsilon", "1"]) == 0
    _fails(capsys, ["evaluate", str(p / "model.json"), str(p / "empty.csv"), "--target", "y"],
           "no records to evaluate on")
    # an empty file's counts are noise alone: JSON gets null, never NaN (which is not JSON)
    # (the noise alone passes the 3-sd readability test about once in 500 releases: of three
    # releases, at least two must read as noise)
    outs = []
    for _ in range(3):
        assert main(["evaluate", str(p / "model.json"), str(p / "empty.csv"), "--target", "y",
                     "--epsilon", "1", "--json"]) == 0
        outs.append(json.loads(capsys.readouterr().out.strip().splitlines()[-1]))
    noise = [r for r in outs if r["estimable"] is False]
    assert len(noise) >= 2 and all(r["accuracy"] is None for r in noise)
    # the text report says the balanced accuracy is not estimable instead of printing "nan"
    said = []
    for _ in range(3):
        assert main(["evaluate", str(p / "model.json"), str(p / "empty.csv"), "--target", "y",
                     "--epsilon", "1"]) == 0
        said.append(capsys.readouterr().out)
    assert all("balanced accuracy nan" not in o for o in said)
    assert sum("balanced accuracy not estimable" in o for o in said) >= 2
    # and a per-class NaN (recall or precision) is said to be "not estimable" where it shows
    assert all("NaN below: not estimable" in o for o in said if "NaN" in o.split("per class")[-1])
    assert sum("NaN below: not estimable" in o for o in said) >= 2
    res = noise[0]
    assert res["interval_95"] == [0.0, 1.0] and len(res["recall"]) == 3
    _fails(capsys, ["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "y",
                    "--release", "accuracy"], "--release chooses what --epsilon releases")
    # the options given, and only those, are named
    for opts, said in ((["--threshold", "0.3"], "--threshold shapes what --epsilon releases: pass --epsilon E with it"),
                       (["--bins", "5"], "--bins shapes what"),
                       (["--bins", "5", "--threshold", "0.3"], "--bins and --threshold shape what")):
        err = _fails(capsys, ["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "y",
                              *opts], said)
        assert ("--bins" in err) == ("--bins" in opts)
    assert main(["evaluate", str(p / "model.json"), str(p / "test.csv"), "--target", "y",
                 "--epsilon", "20"]) == 0
    out, err = capsys.readouterr()
    assert "little protection" in err and "balanced accuracy" in out


def _fit_rc(tmp_path, capsys, name, body, doc, *extra):
    (tmp_path / f"{name}.csv").write_bytes(body.encode() if isinstance(body, str) else body)
    (tmp_path / "nb.json").write_text(json.dumps(doc))
    rc = main(["fit", str(tmp_path / f"{name}.csv"), "--schema", str(tmp_path / "nb.json"),
               "--epsilon", "1", "--no-progress", "--force", "-o", str(tmp_path / "nb.model.json"),
               *extra])
    return rc, capsys.readouterr().err


@pytest.mark.parametrize("sep, declared, record", [("::", '"u', '1::"u::a\n'),
                                                   ("||", '5"u', '1||5"u||a\n')])
def test_blank_rows_under_a_long_separator_do_not_depend_on_quotes_in_other_records(
        tmp_path, capsys, sep, declared, record):
    """pandas reads a separator of several characters with its Python engine, which honours no
    quotes: the blank-row filter followed quotes there, so one valid record with a quote made
    it keep the next ';;'-like row, read as an all-missing record and refused."""
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5},
                        {"name": "c", "type": "categorical", "categories": ["u", declared]}],
           "classes": ["a", "b"], "target": "y", "sep": sep}
    s = sep
    base = f"x{s}c{s}y\n" + f"1{s}u{s}a\n2{s}u{s}b\n" * 10
    for body in (base + f"{s}{s}\n3{s}u{s}a\n", base + record + f"{s}{s}\n3{s}u{s}a\n"):
        rc, err = _fit_rc(tmp_path, capsys, "long", body, doc)
        assert rc == 0, err


def test_blank_rows_in_a_file_of_carriage_returns_only(tmp_path, capsys):
    """Old Mac line ends (\\r alone): the quick scan split lines at \\n only, so it missed a
    ';;' row (refused as missing values) unless a record's quoted value held a \\n."""
    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5},
                        {"name": "c", "type": "categorical", "categories": ["u", "v\n;\nw"]}],
           "classes": ["a", "b"], "target": "y", "sep": ";"}
    base = "x;c;y\r" + "1;u;a\r2;u;b\r" * 10
    for body in (base + ";;\r3;u;a\r", base + '1;"v\n;\nw";a\r' + ";;\r3;u;a\r"):
        rc, err = _fit_rc(tmp_path, capsys, "cr", body, doc)
        assert rc == 0, err


def test_no_header_file_is_not_refused_for_its_first_records_bytes(tmp_path, capsys):
    """Without a header row the opening bytes begin a record: a latin-1 record starting 'ÿþ'
    was refused as a UTF-16 byte-order mark only when it came first."""
    doc = {"features": [{"name": "c", "type": "categorical", "categories": ["u", "ÿþu"]},
                        {"name": "x", "type": "numeric", "lower": 0, "upper": 5}],
           "classes": ["a", "b"], "target": "y", "header": False, "columns": ["c", "x", "y"],
           "encoding": "latin-1"}
    rows = ["ÿþu,1,b\n", "u,3,a\n"] * 5
    for body in ("".join(rows), "".join(rows[1:])):
        rc, err = _fit_rc(tmp_path, capsys, "nohead", body.encode("latin-1"), doc)
        assert rc == 0, err


def test_evaluate_with_epsilon_and_conform_prints_no_whole_column_warning(files, capsys, tmp_path):
    """Conform's warnings ('every one of its values lies outside the bounds', 'none is a
    declared category') read the whole column: printed beside a private release they told
    D from D plus one record."""
    p = files
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    test = pd.read_csv(p / "test.csv").iloc[:20].assign(age=500.0)
    test.to_csv(tmp_path / "odd.csv", index=False)
    assert main(["evaluate", str(p / "model.json"), str(tmp_path / "odd.csv"), "--target", "y",
                 "--epsilon", "1", "--conform", "--json"]) == 0
    err = capsys.readouterr().err
    assert "every one of its values" not in err and "none of its values" not in err, err
    # the exact path (the owner's own statistics) still says so
    assert main(["evaluate", str(p / "model.json"), str(tmp_path / "odd.csv"), "--target", "y",
                 "--conform"]) == 0
    assert "every one of its values" in capsys.readouterr().err


def _fit_one_numeric(tmp_path, data: str, feature: str, classes: list, epsilon) -> str:
    """``dpforest fit`` of ``tmp_path / data`` (target 'y') on one numeric feature in [0, 1];
    the model file's path."""
    (tmp_path / "s.json").write_text(json.dumps({
        "features": [{"name": feature, "type": "numeric", "lower": 0, "upper": 1}],
        "classes": classes, "target": "y"}))
    m = str(tmp_path / "m.json")
    assert main(["fit", str(tmp_path / data), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", str(epsilon), "--no-progress", "-o", m]) == 0
    return m


def test_evaluate_release_roc_gives_a_noisy_auc_for_two_classes(tmp_path, capsys):
    rng = np.random.default_rng(4)
    x = rng.uniform(0, 1, 800)
    df = pd.DataFrame({"x": x, "y": np.where(x + 0.3 * rng.normal(size=800) > 0.5, "pos", "neg")})
    df.iloc[:500].to_csv(tmp_path / "tr.csv", index=False)
    df.iloc[500:].to_csv(tmp_path / "te.csv", index=False)
    m = _fit_one_numeric(tmp_path, "tr.csv", "x", ["neg", "pos"], 2)
    capsys.readouterr()
    assert main(["evaluate", m, str(tmp_path / "te.csv"), "--epsilon", "1", "--release", "roc",
                 "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    # the default bins: one per score the one-tree model can output (at most 20)
    assert res["positive"] == "pos" and np.shape(res["counts"])[0] == 2
    assert 2 <= np.shape(res["counts"])[1] <= 20
    assert res["estimable"] and 0.5 < res["auc"] <= 1
    assert res["interval_95"][0] <= res["auc"] <= res["interval_95"][1]
    # the score bins, the class scored, and a threshold for the counted predictions
    te = str(tmp_path / "te.csv")
    assert main(["evaluate", m, te, "--epsilon", "1", "--release", "roc", "--bins", "log:30",
                 "--positive", "neg", "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["positive"] == "neg" and np.shape(res["counts"]) == (2, 30)
    assert res["bin_rule"] == "edges" and res["bin_edges"][:3] == pytest.approx([0, 1e-4, 1e-4 * 10 ** (4 / 29)])
    assert main(["evaluate", m, te, "--epsilon", "1", "--release", "roc", "--bins", "0.2,0.5",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["bin_edges"] == [0, 0.2, 0.5, 1]
    assert main(["evaluate", m, te, "--epsilon", "1", "--threshold", "0.3", "--positive", "pos",
                 "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["threshold"] == 0.3 and res["positive"] == "pos"
    for bad, said in ((["--bins", "5"], "--bins sets the score bins of --release roc"),
                      (["--release", "roc", "--bins", "log:1"], "--bins 'log:1'"),
                      (["--release", "roc", "--bins", "0.5,0.2"], "--bins: bin edges must be "
                                                                  "strictly increasing"),
                      (["--positive", "pos"], "--positive goes with --threshold"),
                      (["--release", "roc", "--positive", "po"], "--positive 'po' is not one"),
                      (["--release", "roc", "--threshold", "0.3"], "--threshold sets how"),
                      (["--threshold", "1.5"], "threshold must be a number strictly between")):
        _fails(capsys, ["evaluate", m, te, "--epsilon", "1", *bad], said)
    _fails(capsys, ["evaluate", m, te, "--threshold", "0.3"], "--threshold shapes what --epsilon releases: pass --epsilon E with it")
    # the exact path: ROC AUC and average precision of the named class
    assert main(["evaluate", m, te, "--positive", "neg", "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["positive"] == "neg" and 0.5 < res["roc_auc"] <= 1 and 0 < res["average_precision"] <= 1


def test_zip_compressed_csv_reads_with_its_blank_rows_skipped(tmp_path, capsys):
    """The blank-row scan opened a .zip as text and refused it as a workbook; a .zip of one
    CSV is read as pandas reads it, its separator-only lines skipped like any file's."""
    import zipfile

    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    body = "x,y\n" + "1,a\n2,b\n" * 20
    for name, text in (("plain.csv.zip", body), ("blank.csv.zip", body + ",\n3,a\n")):
        with zipfile.ZipFile(tmp_path / name, "w") as z:
            z.writestr(name[:-4], text)
        assert main(["fit", str(tmp_path / name), "--schema", str(tmp_path / "s.json"),
                     "--epsilon", "1", "--no-progress", "--force",
                     "-o", str(tmp_path / "m.json")]) == 0, capsys.readouterr().err
    # pandas refuses a .zip with a folder entry beside the CSV; so does every path here, with
    # or without a record whose quoted value holds a line of separators (which once sent the
    # file through the line filters, which read it)
    for extra in ("", '3,"v\n,\nw"\n'):
        with zipfile.ZipFile(tmp_path / "dir.csv.zip", "w") as z:
            z.writestr("d/", "")
            z.writestr("d/d.csv", body + extra)
        _fails(capsys, ["fit", str(tmp_path / "dir.csv.zip"), "--schema", str(tmp_path / "s.json"),
                        "--epsilon", "1", "--no-progress", "--force", "-o", str(tmp_path / "m.json")],
               "a .zip must hold exactly one file")


def test_numeric_classes_refusal_says_dpforest_classifies(tmp_path, capsys):
    """A measurement given as the target against numeric classes: the refusal (which names no
    value) adds, from the declared classes alone, that a measured target needs public bins."""
    (tmp_path / "s.json").write_text(json.dumps({
        "features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
        "classes": [0, 1], "target": "y"}))
    (tmp_path / "d.csv").write_text("a,y\n" + "".join(f"0.{i},{i * 7.25}\n" for i in range(1, 9)))
    err = _fails(capsys, ["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                          "--epsilon", "1", "-o", str(tmp_path / "m.json")], "dpforest classifies")
    assert "7.25" not in err and "14.5" not in err
    (tmp_path / "t.json").write_text(json.dumps({
        "features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
        "classes": ["lo", "hi"], "target": "y"}))
    err = _fails(capsys, ["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "t.json"),
                          "--epsilon", "1", "-o", str(tmp_path / "m.json")], "not one of the schema's classes")
    assert "dpforest classifies" not in err


def test_a_command_keeps_nothing_of_its_files_for_the_next(tmp_path, capsys):
    """The line filter's text (every record) and the scan's answer were kept for the process:
    a later command on a file of equal path, size and time was handed the earlier records."""
    import os

    from dpforest import cli

    doc = {"features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 5}],
           "classes": ["a", "b"], "target": "y", "sep": ";"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    f = tmp_path / "d.csv"
    f.write_text("x;y\n" + "1;a\n4;b\n" * 200 + ";\n")
    assert main(["fit", str(f), "--schema", str(tmp_path / "s.json"), "--epsilon", "5",
                 "--no-progress", "--force", "-o", str(tmp_path / "m.json")]) == 0
    assert not cli._FILTERED_TEXT and not cli._SEPARATOR_ONLY_SEEN
    st = f.stat()
    f.write_text("x;y\n" + "1;b\n4;a\n" * 200 + ";\n")        # same size, other labels
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns))
    capsys.readouterr()
    from dpforest.privacy.mechanisms import _noiseless

    with _noiseless():
        assert main(["evaluate", str(tmp_path / "m.json"), str(f), "--epsilon", "1e5",
                     "--release", "accuracy", "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    model = load_model(tmp_path / "m.json")
    now = pd.read_csv(f, sep=";").dropna()
    right = int((model.predict(now[["x"]]) == now["y"]).sum())
    assert right != 200 and res["counts"] == [right, 400 - right]   # the file as it is now


def test_the_reported_model_hash_is_of_the_file_that_was_loaded(files, capsys):
    """evaluate --epsilon reports the model file's sha256 for a checker to compare; the file
    is hashed as it is loaded and again when reported, and a file replaced in between is
    refused rather than reported under the other file's hash."""
    import argparse
    import hashlib

    from dpforest import cli

    p = files
    assert main(_fit_args(p)) == 0
    model = load_model(p / "model.json")
    digest = hashlib.sha256((p / "model.json").read_bytes()).hexdigest()
    a = argparse.Namespace(model=str(p / "model.json"), model_sha256=digest)
    assert cli._private_release_facts(model, a)["model_file_sha256"] == digest
    a.model_sha256 = "0" * 64                      # as if the file changed after loading
    with pytest.raises(cli.CLIError, match="changed while it was evaluated"):
        cli._private_release_facts(model, a)


def test_separator_only_lines_are_found_wherever_they_are(tmp_path):
    """The scan for Excel's separator-only rows skips chunks where no line starts with a blank
    or a separator; the rows are still found at the start, after \\r or \\n line ends, in a
    later chunk, and a line that merely starts with an empty field is not one."""
    from dpforest.cli import _SEPARATOR_ONLY_SEEN, _has_separator_only_line

    body = "x,y,z\n" + "1,2,3\n" * 800_000                  # more than one 4 MiB chunk
    cases = {"none.csv": (body, False), "late.csv": (body + " , ,\n4,5,6\n", True),
             "first.csv": (",,\n" + body, True), "cr.csv": ("x,y\r1,2\r , \r", True),
             "empty_field.csv": ("x,y\n,2\n3,\n", False), "semi.csv": ("x;y\n;\n", True)}
    for name, (text, expected) in cases.items():
        (tmp_path / name).write_text(text, newline="")
        _SEPARATOR_ONLY_SEEN.clear()
        sep = ";" if name == "semi.csv" else ","
        assert _has_separator_only_line(tmp_path / name, {"sep": sep}) is expected, name


def test_predictions_of_padded_classes_are_quoted(tmp_path, capsys):
    """A class with surrounding blanks is written quoted, so a CSV reader gets it back as
    declared (unquoted, the reader skipped the blank after the separator)."""
    import csv

    rng = np.random.default_rng(0)
    df = pd.DataFrame({"a": rng.random(300)})
    df["y"] = np.where(df.a > 0.5, " Electronics ", "food")
    df.to_csv(tmp_path / "d.csv", index=False, quoting=csv.QUOTE_NONNUMERIC)
    m = _fit_one_numeric(tmp_path, "d.csv", "a", [" Electronics ", "food"], 5)
    assert main(["predict", m, str(tmp_path / "d.csv"), "-o", str(tmp_path / "p.csv")]) == 0
    back = pd.read_csv(tmp_path / "p.csv", skipinitialspace=True)
    assert set(back["prediction"]) <= {" Electronics ", "food"}
    assert (back["prediction"] == " Electronics ").any()


def test_fit_and_predict_show_their_stages_on_a_terminal(tmp_path, capsys, monkeypatch):
    """Reading and checking a large CSV took most of a command's time without a bar: the
    stages are a bar of their own where bars are shown (a terminal), none with --no-progress."""
    import dpforest.forests.base as base

    rng = np.random.default_rng(0)
    df = pd.DataFrame({"a": rng.random(200)})
    df["y"] = np.where(df.a > 0.5, "yes", "no")
    df.to_csv(tmp_path / "d.csv", index=False)
    monkeypatch.setattr(base, "show_progress", lambda enabled: enabled == "auto")
    m = _fit_one_numeric(tmp_path, "d.csv", "a", ["no", "yes"], 1)       # with --no-progress
    assert "dpforest: reading the CSV" not in capsys.readouterr().err
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "1", "--force", "-o", m]) == 0
    assert "dpforest: reading the CSV" in capsys.readouterr().err
    assert main(["predict", m, str(tmp_path / "d.csv"), "-o", str(tmp_path / "p.csv")]) == 0
    assert "dpforest: predicting" in capsys.readouterr().err
    assert main(["predict", m, str(tmp_path / "d.csv"), "-o", str(tmp_path / "p.csv"), "--force",
                 "--no-progress"]) == 0
    assert "dpforest: predicting" not in capsys.readouterr().err


def test_hostile_files_fail_cleanly_and_print_no_raw_controls(tmp_path, capsys):
    """From a hostile-input review: a schema that is a device, or holds a number of 5,000
    digits, a CSV whose first line has 2,000,000 fields (pandas took > 5 GB) are refused as
    errors (exit 2, no traceback); class names with escape sequences are printed escaped by
    `show` (C1 controls, bidi overrides) and by the private evaluation's tables."""
    rng = np.random.default_rng(0)
    df = pd.DataFrame({"a": rng.random(300)})
    df["y"] = np.where(df.a > 0.5, "lo\x1b[2J", "c\u009b31m\u202e")
    df.to_csv(tmp_path / "d.csv", index=False)
    m = _fit_one_numeric(tmp_path, "d.csv", "a", ["lo\x1b[2J", "c\u009b31m\u202e"], 5)
    capsys.readouterr()
    assert main(["show", m]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u009b" not in out and "\u202e" not in out
    assert main(["evaluate", m, str(tmp_path / "d.csv"), "--epsilon", "1"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u009b" not in out and "\u202e" not in out
    if Path("/dev/zero").exists():
        _fails(capsys, ["schema-check", str(tmp_path / "d.csv"), "--schema", "/dev/zero",
                        "--target", "y"], "is not a regular file")
    (tmp_path / "long.json").write_text('{"features": [{"name": "a", "type": "numeric", '
                                        '"lower": 0, "upper": 1' + "0" * 5000 + '}], '
                                        '"classes": [0, 1]}')
    _fails(capsys, ["schema-check", str(tmp_path / "d.csv"), "--schema",
                    str(tmp_path / "long.json"), "--target", "y"], "a number too long to read")
    (tmp_path / "wide.csv").write_text(",".join(f"c{i}" for i in range(100_001)) + "\n")
    _fails(capsys, ["predict", m, str(tmp_path / "wide.csv"), "-o", str(tmp_path / "x.csv")],
           "has more than 100,000 fields")
    assert not (tmp_path / "x.csv").exists()


def _split_files(tmp_path, rows=600, extra=None):
    rng = np.random.default_rng(1)
    df = pd.DataFrame({"pid": [f"P{i // 3:04d}" for i in range(rows)],
                       "age": rng.integers(18, 90, rows).astype(float),
                       "code": ["007"] * rows, "y": rng.choice(["yes", "no"], rows)})
    df.loc[4, "age"] = np.nan
    if extra is not None:
        df = pd.concat([extra, df], ignore_index=True)
    data = tmp_path / f"d{len(df)}.csv"
    df.to_csv(data, index=False)
    schema = tmp_path / "s.json"
    schema.write_text(json.dumps({"target": "y", "classes": ["no", "yes"], "features": [
        {"name": "age", "type": "numeric", "lower": 0, "upper": 120, "allow_missing": True},
        {"name": "code", "type": "categorical", "categories": ["007", "008"]}]}))
    return data, schema


def test_split_writes_each_record_to_one_file_by_itself(tmp_path, capsys):
    """dpforest split: every record in exactly one of the two files, as the file spells it
    ("007" stays "007", an empty field stays empty), a group's rows together; adding a record
    to the file moves no other record; no count is printed."""
    data, schema = _split_files(tmp_path)
    tr, te = tmp_path / "tr.csv", tmp_path / "te.csv"
    assert main(["split", str(data), "--schema", str(schema), "--train", str(tr), "--test", str(te),
                 "--group", "pid", "--test-size", "0.3", "--random-state", "5"]) == 0
    out = capsys.readouterr().out.replace(str(tr), "").replace(str(te), "")
    a, b = pd.read_csv(tr, dtype=str, keep_default_na=False), pd.read_csv(te, dtype=str, keep_default_na=False)
    assert not re.search(rf"\b({len(a)}|{len(b)})\b", out), out
    src = pd.read_csv(data, dtype=str, keep_default_na=False)
    assert sorted(map(tuple, pd.concat([a, b]).values.tolist())) == sorted(map(tuple, src.values.tolist()))
    assert set(a["pid"]).isdisjoint(b["pid"]) and set(a["code"]) <= {"007"} and "" in set(a["age"]) | set(b["age"])
    assert 0.15 < len(b) / len(src) < 0.45
    # one more record at the top of the file: every other record stays where it was
    new = pd.DataFrame({"pid": ["Q9999"], "age": [50.0], "code": ["007"], "y": ["yes"]})
    data2, _ = _split_files(tmp_path, extra=new)
    tr2, te2 = tmp_path / "tr2.csv", tmp_path / "te2.csv"
    assert main(["split", str(data2), "--schema", str(schema), "--train", str(tr2), "--test", str(te2),
                 "--group", "pid", "--test-size", "0.3", "--random-state", "5"]) == 0
    b2 = pd.read_csv(te2, dtype=str, keep_default_na=False)
    assert sorted(map(tuple, b2[b2["pid"] != "Q9999"].values.tolist())) == sorted(map(tuple, b.values.tolist()))


def test_split_and_schema_template_name_their_stages_and_take_no_progress(tmp_path, capsys,
                                                                         monkeypatch):
    """split took half a minute on a 2.5 M-row file without a word, schema-template 19 s: they
    name their stages as fit does (their names only, no count), each begun once, and take
    --no-progress."""
    import dpforest.cli as cli

    seen = []

    class Recorder:
        def __init__(self, a, names):
            seen.append(["start", list(names), bool(getattr(a, "no_progress", False))])

        def next(self):
            seen.append("next")

        def close(self):
            seen.append("close")

        def __enter__(self):
            return self

        def __exit__(self, *exc_info):
            self.close()

    monkeypatch.setattr(cli, "_Stages", Recorder)
    data, schema = _split_files(tmp_path)
    assert main(["split", str(data), "--schema", str(schema), "--train", str(tmp_path / "a.csv"),
                 "--test", str(tmp_path / "b.csv"), "--random-state", "1", "--group", "pid",
                 "--no-progress"]) == 0
    assert seen[:4] == [["start", ["reading the CSV", "checking it against the schema",
                                   "reading the records as written", "writing the two parts"],
                          True], "next", "next", "next"]
    assert set(seen[4:]) == {"close"}                   # closed before the report, and at the end
    seen.clear()
    assert main(["schema-template", str(data), "--target", "y", "-o", str(tmp_path / "t.json"),
                 "--no-progress"]) == 0
    assert seen[:2] == [["start", ["reading the CSV", "drafting the types and hints"], True],
                        "next"] and set(seen[2:]) == {"close"}


@pytest.mark.parametrize("eol,suffix", [("\r\n", ".csv"), ("\n", ".csv"), ("\r\n", ".csv.gz")])
def test_split_writes_its_parts_with_the_files_line_endings(tmp_path, capsys, eol, suffix):
    """A Windows (CRLF) file splits into CRLF parts, a Unix file into LF parts (the parts of a
    CRLF file had LF endings: every line differed from the file's own in a diff); a compressed
    file's ending is read from its text."""
    data, schema = _split_files(tmp_path)
    body = data.read_text().replace("\n", eol).encode()
    src = tmp_path / f"e{suffix}"
    if suffix.endswith(".gz"):
        import gzip
        src.write_bytes(gzip.compress(body))
    else:
        src.write_bytes(body)
    tr, te = tmp_path / "tr.csv", tmp_path / "te.csv"
    assert main(["split", str(src), "--schema", str(schema), "--train", str(tr), "--test", str(te),
                 "--drop", "pid", "--random-state", "3"]) == 0
    for part in (tr, te):
        raw = part.read_bytes()
        lines = raw.count(b"\n")
        assert lines > 10 and raw.count(b"\r\n") == (lines if eol == "\r\n" else 0), part
    both = sorted(tr.read_bytes().split(eol.encode())[1:-1] + te.read_bytes().split(eol.encode())[1:-1])
    assert both == sorted(body.split(eol.encode())[1:-1])


def test_split_keeps_empty_header_fields_so_its_parts_fit_and_evaluate(tmp_path, capsys):
    """R's write.csv (a row-name column with an empty header field) and Excel's trailing
    separators: the parts keep those fields empty (not pandas' 'Unnamed: 0'), so fit and
    evaluate read them as they read the file they came from."""
    rng = np.random.default_rng(2)
    age = rng.integers(20, 80, 240)
    lines = ['"","age","y"'] + [f'"{i + 1}",{a},"{"yes" if a > 50 else "no"}"' for i, a in enumerate(age)]
    data = tmp_path / "r.csv"
    data.write_bytes(("\r\n".join(lines) + "\r\n").encode())
    schema = tmp_path / "s.json"
    schema.write_text(json.dumps({"target": "y", "classes": ["no", "yes"], "features": [
        {"name": "age", "type": "numeric", "lower": 0, "upper": 120}]}))
    tr, te, m = tmp_path / "tr.csv", tmp_path / "te.csv", tmp_path / "m.json"
    assert main(["split", str(data), "--schema", str(schema), "--train", str(tr), "--test",
                 str(te), "--random-state", "1"]) == 0
    assert tr.read_text().splitlines()[0] == ',age,y'
    assert main(["fit", str(tr), "--schema", str(schema), "--epsilon", "1", "-o", str(m),
                 "--no-progress"]) == 0
    assert main(["evaluate", str(m), str(te)]) == 0
    capsys.readouterr()


def test_split_refuses_bad_requests_before_writing(tmp_path, capsys):
    data, schema = _split_files(tmp_path)
    tr, te = tmp_path / "tr.csv", tmp_path / "te.csv"
    base = ["split", str(data), "--schema", str(schema), "--train", str(tr), "--test", str(te)]
    for extra, msg in ((["--group", "pid", "--test-size", "1"], "--test-size must be a share"),
                       (["--group", "age"], "is the target or a declared feature"),
                       (["--group", "nope"], "is not in"),
                       ([], "has columns not in the schema")):         # pid: not declared, not --drop
        assert main(base + extra) == 2
        assert msg in capsys.readouterr().err
        assert not tr.exists() and not te.exists()
    assert main(["split", str(data), "--schema", str(schema), "--train", str(tr), "--test", str(tr),
                 "--drop", "pid"]) == 2
    assert "three different files" in capsys.readouterr().err
    # a value the schema refuses: the column and the kind of problem, no value, nothing written
    bad = pd.read_csv(data)
    bad.loc[3, "age"] = 130
    bad.to_csv(tmp_path / "bad.csv", index=False)
    assert main(["split", str(tmp_path / "bad.csv"), "--schema", str(schema), "--train", str(tr),
                 "--test", str(te), "--drop", "pid"]) == 2
    err = capsys.readouterr().err
    assert "'age'" in err and "130" not in err and not tr.exists()


def test_split_draws_and_prints_a_seed_and_conforms_silently(tmp_path, capsys):
    """Without --random-state a seed is drawn and printed (the same defaults twice would send
    every record the same way again, leaving a nested split's test file empty); --conform reads
    each record on its own and, as for fit, prints no whole-column statement about them."""
    data, schema = _split_files(tmp_path)
    src = pd.read_csv(data, dtype=str, keep_default_na=False)
    src.loc[:, "age"] = "150"                       # every value beyond the bound
    src.to_csv(tmp_path / "far.csv", index=False)
    tr, te = tmp_path / "tr.csv", tmp_path / "te.csv"
    assert main(["split", str(tmp_path / "far.csv"), "--schema", str(schema), "--train", str(tr),
                 "--test", str(te), "--drop", "pid", "--conform"]) == 0
    cap = capsys.readouterr()
    seed = re.search(r"--random-state (\d+) repeats it", cap.out)
    assert seed and "outside the declared bounds" not in cap.err + cap.out
    first = pd.read_csv(te, dtype=str)
    assert main(["split", str(tmp_path / "far.csv"), "--schema", str(schema), "--train", str(tr),
                 "--test", str(te), "--drop", "pid", "--conform", "--force",
                 "--random-state", seed.group(1)]) == 0
    assert pd.read_csv(te, dtype=str).equals(first)


def test_evaluate_scores_one_class_of_many_against_the_rest(tmp_path, capsys):
    """A three-class model with a rare class: --positive names the class scored against the
    rest in the exact ROC AUC and in --release roc (Python's private_roc always took it); without
    it --release roc says to name one."""
    rng = np.random.default_rng(0)
    n = 3000
    x = rng.uniform(0, 10, n)
    y = np.where(x > 9, "rare", np.where(x > 4, "b", "a"))
    pd.DataFrame({"x": x, "y": y}).to_csv(tmp_path / "d.csv", index=False)
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["a", "b", "rare"],
        "features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 10}]}))
    model = tmp_path / "m.json"
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "2", "-o", str(model), "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(model), str(tmp_path / "d.csv"), "--positive", "rare", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["positive"] == "rare" and res["roc_auc"] > 0.8
    assert main(["evaluate", str(model), str(tmp_path / "d.csv"), "--epsilon", "1",
                 "--release", "roc", "--positive", "rare", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["positive"] == "rare" and 0 <= res["auc"] <= 1
    assert main(["evaluate", str(model), str(tmp_path / "d.csv"), "--epsilon", "1",
                 "--release", "roc"]) == 2
    assert "name it with --positive CLASS" in capsys.readouterr().err


def test_evaluate_roc_reads_a_threshold_at_an_alert_rate(tmp_path, capsys):
    """--rate R with --release roc: the public threshold that flags at most R of the records,
    read from the same release (no further epsilon), printed with its noisy rates and in the
    JSON; refused before any record is read without a ROC release or outside (0, 1]."""
    rng = np.random.default_rng(0)
    n = 6000
    a = rng.uniform(0, 1, n)
    y = np.where(rng.random(n) < 1 / (1 + np.exp(-(-4 + 4 * a))), "fraud", "ok")
    pd.DataFrame({"a": a, "y": y}).to_csv(tmp_path / "d.csv", index=False)
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["fraud", "ok"],
        "features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}]}))
    model = tmp_path / "m.json"
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "4", "-o", str(model), "--no-progress", "--max-depth", "4",
                 "--leaf-release", "counts"]) == 0
    capsys.readouterr()
    base = ["evaluate", str(model), str(tmp_path / "d.csv"), "--epsilon", "3", "--release",
            "roc", "--positive", "fraud", "--bins", "50"]
    assert main(base + ["--rate", "0.3", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    point = res["operating_point"]
    assert res["rate"] == 0.3 and set(point) == {"threshold", "flagged_share", "tpr", "fpr",
                                                 "precision"}
    assert 0 < point["flagged_share"] <= 0.3 and 0 < point["threshold"] < 1
    assert main(base + ["--rate", "0.3"]) == 0
    out = capsys.readouterr().out
    assert "flag at most 0.3 of the records: predict 'fraud' where its probability is at " \
           "least" in out and "a little optimistic" in out
    for bad, said in ((["--rate", "0"], "--rate must be a share in (0, 1]"),
                      (["--rate", "1.5"], "--rate must be a share in (0, 1]")):
        assert main(base + bad) == 2 and said in capsys.readouterr().err
    assert main(["evaluate", str(model), str(tmp_path / "d.csv"), "--epsilon", "1",
                 "--rate", "0.1"]) == 2
    assert "--rate reads a threshold from a ROC release" in capsys.readouterr().err


def test_a_missing_value_marker_in_a_file_is_pointed_to_na_values(tmp_path, capsys):
    """The API's advice for a frame's text markers (X.replace) is Python and wrong for a file,
    where NA and empty fields are missing already: the command line points to na_values."""
    (tmp_path / "d.csv").write_text("x,y\n1,a\n?,b\n3,a\n")
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["a", "b"], "features": [
        {"name": "x", "type": "numeric", "lower": 0, "upper": 5, "allow_missing": True}]}))
    args = ["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon", "1",
            "-o", str(tmp_path / "m.json"), "--no-progress"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "--na-values TEXT" in err and "X.replace" not in err and "'?'" not in err.split("such as")[0]
    assert main(args + ["--na-values", "?"]) == 0


def test_drop_takes_a_comma_separated_list_as_keep_does(tmp_path, capsys):
    """--drop "id, note" names two of the file's columns; a column whose own name holds a comma
    is still dropped by that name; the model keeps the names, so predict drops them too."""
    (tmp_path / "c.csv").write_text('"a,b",x,y\n1,1,a\n2,2,b\n3,3,a\n')
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["a", "b"], "features": [
        {"name": "x", "type": "numeric", "lower": 0, "upper": 5}]}))
    assert main(["fit", str(tmp_path / "c.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon",
                 "1", "-o", str(tmp_path / "c.json"), "--no-progress", "--drop", "a,b"]) == 0
    (tmp_path / "d.csv").write_text("id,note,x,y\n1,a,1,a\n2,b,2,b\n3,c,3,a\n")
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["a", "b"], "features": [
        {"name": "x", "type": "numeric", "lower": 0, "upper": 5}]}))
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"), "--epsilon",
                 "1", "-o", str(tmp_path / "m.json"), "--no-progress", "--drop", "id, note"]) == 0
    assert main(["show", str(tmp_path / "m.json")]) == 0
    assert 'drop ["id", "note"]' in capsys.readouterr().out
    assert main(["predict", str(tmp_path / "m.json"), str(tmp_path / "d.csv"), "-o",
                 str(tmp_path / "p.csv")]) == 0


def test_predict_skip_invalid_answers_refused_rows_with_their_problem(tmp_path, capsys):
    """--skip-invalid: the rows the schema accepts are predicted as without the option, the
    others get an empty prediction and probabilities and a 'problem' naming the column and the
    kind of problem (never the value); without it the file is refused as a whole."""
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 2},
                        {"name": "c", "type": "categorical", "categories": ["u", "v"]}],
           "classes": [0, 1], "target": "y"}
    body = "id,a,c,y\n" + "".join(f"{i:04d},{i % 3},{'uv'[i % 2]},{i % 2}\n" for i in range(80))
    rc, err = _fit_files(tmp_path, capsys, "s", body, doc, "--drop", "id")
    assert rc == 0, err
    model = str(tmp_path / "s.model.json")
    rows = [f"{i:04d},{i % 3},{'uv'[i % 2]},{i % 2}" for i in range(10)]
    rows[2] = "0002,7.5,u,0"                  # beyond the bound
    rows[5] = "0005,1,zebra_secret,1"         # an undeclared category
    (tmp_path / "bad.csv").write_text("id,a,c,y\n" + "\n".join(rows) + "\n")
    capsys.readouterr()
    assert main(["predict", model, str(tmp_path / "bad.csv"), "--keep", "id"]) == 2
    capsys.readouterr()
    out = tmp_path / "p.csv"
    assert main(["predict", model, str(tmp_path / "bad.csv"), "--keep", "id", "--proba",
                 "--skip-invalid", "-o", str(out)]) == 0
    assert "some rows do not fit" in capsys.readouterr().err
    got = pd.read_csv(out, dtype=str, keep_default_na=False)
    assert list(got.columns) == ["id", "prediction", "problem", "proba_0", "proba_1"]
    bad = got["problem"] != ""
    assert bad.tolist() == [i in (2, 5) for i in range(10)]
    assert got.loc[2, "problem"].startswith("column 'a': values outside the declared bounds")
    assert got.loc[5, "problem"].startswith("column 'c': values outside the declared categories")
    assert "zebra" not in out.read_text() and "7.5" not in out.read_text()
    assert (got.loc[bad, ["prediction", "proba_0", "proba_1"]] == "").all().all()
    # the good rows: as predicted from a file of those rows alone
    good = [r for i, r in enumerate(rows) if i not in (2, 5)]
    (tmp_path / "good.csv").write_text("id,a,c,y\n" + "\n".join(good) + "\n")
    assert main(["predict", model, str(tmp_path / "good.csv"), "--keep", "id", "--proba",
                 "-o", str(tmp_path / "g.csv")]) == 0
    want = pd.read_csv(tmp_path / "g.csv", dtype=str)
    kept = got.loc[~bad, ["id", "prediction", "proba_0", "proba_1"]].reset_index(drop=True)
    pd.testing.assert_frame_equal(kept, want[["id", "prediction", "proba_0", "proba_1"]])
    # a file where every row fits: no note, an empty problem column
    capsys.readouterr()
    assert main(["predict", model, str(tmp_path / "good.csv"), "--drop", "id", "--skip-invalid"]) == 0
    res = capsys.readouterr()
    assert "some rows" not in res.err and res.out.splitlines()[0] == "prediction,problem"


def test_schema_row_problems_names_each_rows_problems():
    """Schema.row_problems: one text per row, empty where encode accepts the row, else each
    problem by column and kind (no value), in column order; the frame's index is kept."""
    import dpforest as d

    s = d.Schema([d.Numeric("age", 0, 120), d.Categorical("c", ["a", "b"])], classes=[0, 1])
    X = pd.DataFrame({"age": [5, 130, np.nan, 7], "c": ["a", "b", "secret", "b"]}, index=[10, 11, 12, 13])
    got = s.row_problems(X)
    assert list(got.index) == [10, 11, 12, 13]
    assert got[10] == "" and got[13] == ""
    assert got[11] == "column 'age': values outside the declared bounds [0, 120]"
    assert got[12].startswith("column 'age': missing values") and "; column 'c': values outside" in got[12]
    assert "secret" not in "".join(got)
    np.testing.assert_array_equal(got.to_numpy() == "", s.valid_rows(X))


@pytest.mark.parametrize("layout", [[], ["--sep", ";", "--decimal", ","], ["--comment", "#"]],
                         ids=["plain", "semicolon-decimal-comma", "comment-lines"])
def test_large_files_are_predicted_in_chunks_as_a_whole_file_is(tmp_path, capsys, monkeypatch, layout):
    """Above PREDICT_STREAM_BYTES a file is predicted PREDICT_CHUNK_ROWS records at a time: the
    output is byte for byte that of the whole file's read (--keep, --proba, --skip-invalid,
    --escape-formulas, layouts with their own separator, decimal mark and comment lines), and
    what a chunk cannot settle (a record the schema refuses, without --skip-invalid; a numeral
    past float range) falls back to the whole file, refused in the same words."""
    import dpforest._cli.csv_reading as reading
    import dpforest.cli as c

    sep = ";" if "--sep" in layout else ","
    dec = "," if "--decimal" in layout else "."
    doc = {"features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 9},
                        {"name": "c", "type": "categorical", "categories": ["u", "v", "=w"]}],
           "classes": [0, 1], "target": "y"}
    lines = [sep.join(["id", "a", "c", "y"])]
    for i in range(83):
        a = f"{(i * 7) % 10 / 1.1:.2f}".replace(".", dec)
        lines.append(sep.join([f"{i:04d}", a, ["u", "v", "=w"][i % 3], str(i % 2)]))
        if "--comment" in layout and i % 10 == 0:
            lines.append("# a comment line")
        if "--comment" in layout and i % 17 == 0:
            lines.append(sep * 3)                   # Excel's empty row: filtered too
    body = "\n".join(lines) + "\n"
    rc, err = _fit_files(tmp_path, capsys, "big", body, doc, "--drop", "id", *layout)
    assert rc == 0, err
    model = str(tmp_path / "big.model.json")

    def predict(data, *opts):
        outs = []
        for stream in (False, True):
            monkeypatch.setattr(c, "PREDICT_STREAM_BYTES", -1 if stream else 1 << 62)
            # and its comment lines and empty rows filtered as it is read, never held whole
            monkeypatch.setattr(reading, "FILTER_IN_MEMORY_BYTES", -1 if stream else 1 << 62)
            monkeypatch.setattr(c, "PREDICT_CHUNK_ROWS", 9)
            capsys.readouterr()
            rc = main(["predict", model, str(data), "--no-progress", *opts])
            res = capsys.readouterr()
            outs.append((rc, res.out, res.err))
        assert outs[0] == outs[1]
        return outs[0]

    chunked = []
    real = c._predict_in_chunks
    monkeypatch.setattr(c, "_predict_in_chunks",
                        lambda *args: chunked.append(len(real(*args)[0])) or real(*args))
    data = tmp_path / "big.csv"
    for opts in ([], ["--keep", "id", "--proba"], ["--keep", "id", "--escape-formulas"]):
        rc, out, err = predict(data, *opts)
        assert rc == 0 and out.count("\n") == 84, err
    assert chunked == [10, 10, 10]          # 83 records, 9 a chunk: read in chunks each time
    # one bad record in the middle: refused whole by both, in the same words ...
    bad = "\n".join(line if not line.startswith("0041") else sep.join(["0041", "12", "u", "1"])
                    for line in body.split("\n"))
    (tmp_path / "bad.csv").write_text(bad)
    rc, out, err = predict(tmp_path / "bad.csv", "--keep", "id")
    assert rc == 2 and out == "" and "column 'a': values outside the declared bounds" in err
    # ... or answered with its problem
    rc, out, err = predict(tmp_path / "bad.csv", "--keep", "id", "--proba", "--skip-invalid")
    assert rc == 0 and "some rows do not fit" in err
    assert [line for line in out.splitlines() if "outside the declared bounds" in line][0].startswith("0041")
    # a numeral past float range: read by the whole file's rules
    big = "\n".join(line if not line.startswith("0050") else sep.join(["0050", "1" + "0" * 400, "u", "1"])
                    for line in body.split("\n"))
    (tmp_path / "over.csv").write_text(big)
    rc, out, err = predict(tmp_path / "over.csv", "--keep", "id", "--skip-invalid")
    assert rc == 0 and "outside the declared bounds" in out


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_files_of_records_are_no_more_readable_than_the_data_file(files, capsys):
    """split's parts and predict's output (which can carry --keep columns) hold records: made
    from a 0600 data file they are 0600 too, not 0666 less the umask."""
    import stat as _stat

    os.chmod(files / "train.csv", 0o600)
    assert main(["split", str(files / "train.csv"), "--schema", str(files / "schema.json"),
                 "--train", str(files / "tr.csv"), "--test", str(files / "te.csv")]) == 0
    assert main(["fit", str(files / "tr.csv"), "--schema", str(files / "schema.json"),
                 "--epsilon", "1", "--no-progress", "-o", str(files / "m.json")]) == 0
    assert main(["predict", str(files / "m.json"), str(files / "te.csv"), "-o",
                 str(files / "p.csv"), "--keep", "y"]) == 0
    for name in ("tr.csv", "te.csv", "p.csv"):
        assert _stat.S_IMODE(os.stat(files / name).st_mode) & 0o077 == 0, name
    # a readable data file's predictions keep the usual mode (0666 less the umask)
    os.chmod(files / "test.csv", 0o644)
    assert main(["predict", str(files / "m.json"), str(files / "test.csv"), "-o",
                 str(files / "q.csv")]) == 0
    assert _stat.S_IMODE(os.stat(files / "q.csv").st_mode) & 0o044 == 0o644 & ~_umask() & 0o044


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_show_says_a_model_used_a_papers_accounting(files, capsys):
    """A model fitted with accounting='paper' composes more than its epsilon parameter: show
    says so before the ledger (the ledger's figure is the true one), and for DPRF that the
    split is our reading of the paper; the fit's warning says the same."""
    import warnings as _w

    import dpforest as d

    X, y, schema = make_mixed(400)
    with _w.catch_warnings(record=True) as rec:
        _w.simplefilter("always")
        m = d.DPRFClassifier(1.0, schema, n_estimators=3, accounting="paper", random_state=0,
                             progress=False).fit(X, y)
    assert any("our hypothesised reading of its paper's accounting" in str(r.message) for r in rec)
    save_model(m, files / "dprf.json")
    assert main(["show", str(files / "dprf.json")]) == 0
    out = capsys.readouterr().out
    assert "fitted with accounting='paper': our hypothesised reading of its paper's own " \
           "accounting" in out and f"({m.ledger_.epsilon:.6g})" in out
    plain = d.DPRFClassifier(1.0, schema, n_estimators=3, random_state=0, progress=False).fit(X, y)
    save_model(plain, files / "plain.json")
    assert main(["show", str(files / "plain.json")]) == 0
    assert "accounting='paper'" not in capsys.readouterr().out


def test_predict_reads_standard_input(files, capsys, monkeypatch, tmp_path):
    """`dpforest predict MODEL -` reads the CSV from standard input (kept for the command in a
    private temporary folder, removed after), with the same predictions as from the file."""
    import io
    import sys
    import tempfile

    p = files
    assert main(_fit_args(p)) == 0
    assert main(["predict", str(p / "model.json"), str(p / "test.csv"), "-o", str(p / "a.csv")]) == 0
    spool = tmp_path / "spool"
    spool.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spool))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO((p / "test.csv").read_bytes())))
    assert main(["predict", str(p / "model.json"), "-", "-o", str(p / "b.csv")]) == 0
    assert (p / "a.csv").read_text() == (p / "b.csv").read_text()
    assert list(spool.iterdir()) == []                       # nothing of the records left
    capsys.readouterr()
    assert main(["evaluate", str(p / "model.json"), "-"]) == 2
    assert "standard input is read by dpforest predict only" in capsys.readouterr().err
    # gzip on standard input is read as gzip; a problem names <stdin>, not the spool's path
    import gzip
    import os
    import signal

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(gzip.compress((p / "test.csv").read_bytes()))))
    assert main(["predict", str(p / "model.json"), "-", "-o", str(p / "c.csv")]) == 0
    assert (p / "c.csv").read_text() == (p / "a.csv").read_text()
    bad = (p / "test.csv").read_text().replace("\n", "\nnot,a,row,at,all\n", 1)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(bad.encode())))
    capsys.readouterr()
    assert main(["predict", str(p / "model.json"), "-"]) == 2
    err = capsys.readouterr().err
    assert str(spool) not in err and "stdin.csv" not in err
    # an output that exists is refused before standard input is read
    stream = io.BytesIO(b"a,b\n1,2\n")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(stream))
    assert main(["predict", str(p / "model.json"), "-", "-o", str(p / "a.csv")]) == 2
    assert stream.tell() == 0 and list(spool.iterdir()) == []

    class Killed(io.BytesIO):          # SIGTERM while the records are being spooled
        def read(self, n=-1):
            if self.tell():
                os.kill(os.getpid(), signal.SIGTERM)
            return super().read(n)

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(Killed((p / "test.csv").read_bytes())))
    handler = signal.getsignal(signal.SIGTERM)
    with pytest.raises(SystemExit):
        main(["predict", str(p / "model.json"), "-", "-o", str(p / "d.csv")])
    assert list(spool.iterdir()) == [] and not (p / "d.csv").exists()
    assert signal.getsignal(signal.SIGTERM) is handler          # the caller's handler is back


def test_release_statement_in_python_and_as_markdown(tmp_path, capsys):
    """dpforest.statement: the same statement as show --json from a model in memory (no file),
    its per-kind summary, and show --markdown / statement_markdown for a report."""
    import dpforest as d
    from dpforest.io import save_model
    from dpforest.statement import release_statement, statement_markdown

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.uniform(0, 10, 400), "c": rng.choice(["u", "v"], 400)})
    y = (X.x > 5).astype(int)
    s = d.Schema([d.Numeric("x", 0, 10), d.Categorical("c", ["u", "v"])], classes=[0, 1])
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    mem = release_statement(m)
    assert mem["file"] is None and mem["file_sha256"] is None and mem["version"] == 3
    kinds = mem["ledger"]["by_kind"]
    assert [(k["what"], k["queries"]) for k in kinds] == [(w, n) for w, (n, _) in m.ledger_.by_kind().items()]
    assert max(k["epsilon"] for k in kinds) <= mem["ledger"]["composed_epsilon"] + 1e-12
    path = save_model(m, tmp_path / "m.json")
    capsys.readouterr()
    assert main(["show", str(path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {k: v for k, v in doc.items() if k not in ("file", "file_sha256", "written_by")} == \
        {k: v for k, v in mem.items() if k not in ("file", "file_sha256", "written_by")}
    assert main(["show", str(path), "--markdown"]) == 0
    md = capsys.readouterr().out
    assert md.startswith("# Release statement: DPForestClassifier") and doc["file_sha256"] in md
    assert "| epsilon | 1 |" in md and "| delta | 0 |" in md
    for k in kinds:
        assert f"| {k['what']} | {k['queries']} |" in md
    assert "| query | epsilon | mechanism | records read |" not in md
    assert main(["show", str(path), "--markdown", "--ledger"]) == 0
    assert capsys.readouterr().out.count("records (of all records)") >= 1
    assert statement_markdown(m) == statement_markdown(mem)
    # both at once printed the JSON alone: one of them is asked for
    assert main(["show", str(path), "--json", "--markdown"]) == 2
    assert "--json and --markdown each print the release statement: give one of them" in \
        capsys.readouterr().err


def test_predict_conform_help_does_not_promise_to_leave_out_records(capsys):
    """predict --conform predicts every row: its help says so, not fit's "leave out records
    whose label is missing" (a reader lining predictions up with input rows relies on it)."""
    assert main(["predict", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    start = text.index("--conform read")
    conform = text[start:text.index("--skip-invalid", start)]
    assert "every row is predicted" in conform and "leave out" not in conform
    assert main(["fit", "--help"]) == 0
    assert "leave out records whose label is missing" in " ".join(capsys.readouterr().out.split())


def test_release_statement_markdown_keeps_crafted_names_in_their_cells():
    """A feature name or class label with a carriage return, a line separator or Markdown
    characters cannot start a line or a heading of its own in the Markdown statement."""
    import dpforest as d
    from dpforest.statement import statement_markdown

    rng = np.random.default_rng(0)
    name = "a\r## Injected heading\u2028# more"
    X = pd.DataFrame({name: rng.uniform(0, 1, 200)})
    s = d.Schema([d.Numeric(name, 0, 1)], classes=["yes\r\r# pwned", "no|x"])
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, np.where(X[name] > 0.5, "no|x", "yes\r\r# pwned"))
    md = statement_markdown(m)
    lines = md.splitlines()
    assert not any(ln.lstrip().startswith(("## Injected", "# pwned", "# more")) for ln in lines)
    assert sum(ln.startswith("## ") for ln in lines) == 3            # Guarantee, Declared, spent
    assert "no\\|x" in md


def test_the_markdown_card_lists_every_declared_domain():
    """The card a reviewer gets lists each declared feature's domain (bounds and grid, or
    categories, truncated like `dpforest show`), missing values and whole numbers: what was
    declared public, to check against the data's documentation; a crafted category stays in
    its cell."""
    import dpforest as d
    from dpforest.statement import CARD_CATEGORIES, statement_markdown

    rng = np.random.default_rng(1)
    many = [f"c{i}" for i in range(CARD_CATEGORIES + 5)]
    X = pd.DataFrame({"age": rng.integers(18, 90, 300), "plan": rng.choice(["a|b", "c\n## x"], 300),
                      "code": rng.choice(many, 300),
                      "grade": rng.choice(["lo", "hi"], 300)})
    s = d.Schema([d.Numeric("age", 18, 90, integer=True, cuts=[30, 60]),
                  d.Categorical("plan", ["a|b", "c\n## x"], allow_missing=True),
                  d.Categorical("code", many), d.Ordinal("grade", ["lo", "hi"])],
                 classes=["no", "yes"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")          # 35 codes on 300 records: the sparse split notice
        m = d.DPForestClassifier(1.0, s, progress=False).fit(X, rng.choice(["no", "yes"], 300))
    rows = {ln.split(" | ")[0].lstrip("| "): ln for ln in statement_markdown(m).splitlines()
            if ln.startswith("| ")}
    assert rows["age"] == "| age | numeric | [18, 90]; declared cuts 30, 60 | no | yes |"
    # texts quoted, as JSON writes them (a comma inside one is not two categories; a line
    # break shows as \n), and Markdown's characters escaped
    assert rows["plan"] == '| plan | categorical | 2 categories: "a\\|b", "c\\\\n\\#\\# x" | yes |  |'
    assert f'{CARD_CATEGORIES + 5} categories: "c0", "c1",' in rows["code"]
    assert f'"c{CARD_CATEGORIES - 1}", ... and 5 more' in rows["code"]
    assert f'"c{CARD_CATEGORIES}",' not in rows["code"]
    assert rows["grade"].startswith('| grade | ordinal | 2 levels, lowest first: "lo", "hi" | no |')
    # declared floats in full, digit for digit with the documentation
    exact = d.Schema([d.Numeric("a", 0, 1234567.891, cuts=[1.0000001, 1000000.5]),
                      d.Categorical("c", [1.23456789, 2.0])], classes=["no", "yes"])
    Z = pd.DataFrame({"a": rng.uniform(0, 1e6, 200), "c": rng.choice([1.23456789, 2.0], 200)})
    card = statement_markdown(d.DPForestClassifier(1.0, exact, progress=False).fit(
        Z, rng.choice(["no", "yes"], 200)))
    assert "| a | numeric | [0, 1234567.891]; declared cuts 1.0000001, 1000000.5 |" in card
    assert "| c | categorical | 2 categories: 1.23456789, 2 |" in card
    # a str everywhere, rendered as Markdown in a notebook
    md = statement_markdown(m)
    assert isinstance(md, str) and md._repr_markdown_() == md


def test_evaluate_a_model_fitted_in_python_needs_target_and_says_why(files, capsys):
    """A model fitted in Python records no label column (only `dpforest fit` does): evaluate
    says so instead of the bare "name the label column", and --target then works; the help no
    longer promises a default such a model does not have."""
    import dpforest as d

    p = files
    X, y, schema = make_mixed(300)
    path = save_model(d.DPForestClassifier(1.0, schema, n_estimators=2, max_depth=2,
                                           progress=False).fit(X, y), p / "py.json")
    capsys.readouterr()
    assert main(["evaluate", str(path), str(p / "test.csv")]) == 2
    err = capsys.readouterr().err
    assert "fitted in Python" in err and "records no label column" in err and "--target COL" in err
    assert main(["evaluate", str(path), str(p / "test.csv"), "--target", "y", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["n"] == 500
    assert main(["evaluate", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "required for a model fitted in Python" in text
    assert "the one the model was fitted with" not in text


def test_show_a_search_winner_says_it_is_no_guarantee(tmp_path, capsys):
    """show (text, --json, --markdown) of the model a GridSearchCV picked: one fit of a search,
    whose other fits and choice read the records without noise, not a pure-DP certificate."""
    import dpforest as d
    from dpforest.forests.base import RepeatedFitWarning
    from sklearn.model_selection import GridSearchCV

    X, y, schema = make_mixed(300)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RepeatedFitWarning)
        gs = GridSearchCV(d.DPForestClassifier(1.0, schema, n_estimators=2, progress=False),
                          {"max_depth": [1, 2]}, cv=2).fit(X, y)
    path = save_model(gs.best_estimator_, tmp_path / "m.json")
    capsys.readouterr()
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "fitted inside a scikit-learn search or cross-validation" in out
    assert "pure epsilon-DP" not in out
    assert main(["show", str(path), "--json"]) == 0
    g = json.loads(capsys.readouterr().out)["guarantee"]
    assert g["fitted_in"] == "sklearn.model_selection" and "not the guarantee" in g["caveat"]
    assert main(["show", str(path), "--markdown"]) == 0
    md = capsys.readouterr().out
    assert "pure epsilon-DP" not in md and "fitted inside a scikit-learn search" in md


def test_an_exhausted_budget_has_an_exit_status_of_its_own(files, capsys):
    """A release the budget cannot pay for (fit --budget, evaluate --epsilon --budget, budget
    --spend) exits 4, not 2: a monthly cron job must tell "out of budget: stop the program"
    from "bad file: fix it".  Input errors under a budget still exit 2, and --help says both."""
    from dpforest.cli import EXIT_BUDGET_EXHAUSTED
    from dpforest.privacy.accountant import PrivacyBudget

    p = files
    assert EXIT_BUDGET_EXHAUSTED == 4
    assert main(["budget", str(p / "b.json"), "--create", "--total", "1.5"]) == 0
    assert main(_fit_args(p, "--budget", str(p / "b.json"))) == 0
    capsys.readouterr()
    fit2 = _fit_args(p, "--budget", str(p / "b.json"))
    fit2[fit2.index("-o") + 1] = str(p / "m2.json")
    assert main(fit2) == 4
    err = capsys.readouterr().err
    assert err.startswith("dpforest: error:") and "0.5 of the budget's 1.5 is left" in err
    assert not (p / "m2.json").exists() and PrivacyBudget.open(p / "b.json").spent == 1
    # an input error under the same budget is still 2 (a missing data file)
    bad = list(fit2)
    bad[1] = str(p / "nothing.csv")
    assert main(bad) == 2
    capsys.readouterr()
    assert main(["budget", str(p / "b.json"), "--spend", "0.6", "--what", "a count"]) == 4
    capsys.readouterr()
    # the test records' budget
    assert main(["budget", str(p / "t.json"), "--create", "--total", "0.5"]) == 0
    ev = ["evaluate", str(p / "model.json"), str(p / "test.csv"), "--budget", str(p / "t.json")]
    assert main([*ev, "--epsilon", "0.3"]) == 0
    capsys.readouterr()
    assert main([*ev, "--epsilon", "0.3"]) == 4
    err = capsys.readouterr().err
    assert "0.2 of the budget's 0.5 is left" in err and "Nothing was read" in err
    assert main(ev) == 2                         # no --epsilon: a bad command, not a budget
    capsys.readouterr()
    for cmd in ("fit", "evaluate", "budget"):
        assert main([cmd, "--help"]) == 0
        text = " ".join(capsys.readouterr().out.split())
        assert "4 the budget has too little left" in text and "2 an input error" in text
    doc = (Path(__file__).resolve().parents[1] / "docs" / "cli.md").read_text()
    assert "* **4** when a privacy budget has too little left" in doc


def test_a_budget_refusal_between_check_and_fit_exits_4_but_a_models_own_ledger_does_not(
        files, capsys, monkeypatch):
    """Another process spending the rest between the first check and the reservation is the
    budget's refusal too (4); a model's own ledger refusing a query inside the fit is not a
    reason to stop the schedule, and is not said as one."""
    from dpforest.privacy.accountant import BudgetExceededError, PrivacyBudget

    p = files
    assert main(["budget", str(p / "b.json"), "--create", "--total", "1.5"]) == 0
    real_check = PrivacyBudget.check

    def spent_meanwhile(self, planned, what=""):
        real_check(self, planned, what)
        PrivacyBudget.open(p / "b.json").spend(1.0, "another job")

    monkeypatch.setattr(PrivacyBudget, "check", spent_meanwhile)
    assert main(_fit_args(p, "--budget", str(p / "b.json"))) == 4
    assert "is left" in capsys.readouterr().err and not (p / "model.json").exists()
    monkeypatch.setattr(PrivacyBudget, "check", real_check)
    from dpforest import cli

    def overrun(a, budget, planned, what, run, booked, tail, note=None, model=None):
        def run_overrunning():
            raise BudgetExceededError("query over the ledger's epsilon")
        return real_booked(a, budget, planned, what, run_overrunning, booked, tail, note, model)

    real_booked = cli._booked_run
    monkeypatch.setattr(cli, "_booked_run", overrun)
    assert main(["budget", str(p / "c.json"), "--create", "--total", "5"]) == 0
    with pytest.raises(RuntimeError, match="overran its own epsilon") as e:
        main(_fit_args(p, "--budget", str(p / "c.json")))
    assert not isinstance(e.value, BudgetExceededError)


def test_sha256_refusal_says_which_hash_and_names_the_embedded_checksum(files, capsys):
    """--sha256 takes the sha256 of the file's bytes; the file's own "sha256" field (what a
    user sees opening it) is its payload's checksum: given that, the refusal says exactly so,
    and any refusal says which hash is expected.  The file's byte hash is never printed."""
    import gzip
    import hashlib

    p = files
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    plain = p / "model.json"
    packed = p / "model.json.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    for path in (plain, packed):
        raw = path.read_bytes()
        own = hashlib.sha256(raw).hexdigest()
        field = json.loads(gzip.decompress(raw) if path is packed else raw)["sha256"]
        assert field != own
        for cmd in (["show", str(path)], ["predict", str(path), str(p / "test.csv")],
                    ["evaluate", str(path), str(p / "test.csv")]):
            err = _fails(capsys, [*cmd, "--sha256", field.upper()],
                         f"{field} is the file's embedded \"sha256\" field, a checksum of its "
                         f"payload")
            assert "not the hash of the file" in err and "`sha256sum FILE`" in err
            assert "another file" not in err and own not in err
        # another value: the general refusal, which names the hash expected too
        err = _fails(capsys, ["show", str(path), "--sha256", "ab" * 32],
                     f"its sha256 differs from {'ab' * 32}")
        assert "the sha256 of the file's bytes as written (`sha256sum FILE`" in err
        assert "not the \"sha256\" field inside a model file" in err and own not in err
        assert main(["show", str(path), "--sha256", own]) == 0
        capsys.readouterr()
    # a data file given as the model with its (unknown) hash: no field to compare, no hash shown
    err = _fails(capsys, ["show", str(p / "test.csv"), "--sha256", "cd" * 32], "differs from")
    assert hashlib.sha256((p / "test.csv").read_bytes()).hexdigest() not in err
    assert main(["show", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "`sha256sum FILE`" in text and "not the \"sha256\" field inside the file" in text


def test_a_budgeted_evaluation_logs_the_model_file_and_its_hash(files, capsys):
    """The budget's log line for evaluate names the model scored (file name and short sha256
    of its bytes), as a fit's line names the model it wrote."""
    import hashlib

    from dpforest.privacy.accountant import PrivacyBudget

    p = files
    assert main(_fit_args(p)) == 0
    assert main(["budget", str(p / "t.json"), "--create", "--total", "1"]) == 0
    (p / "month_13.csv").write_bytes((p / "test.csv").read_bytes())
    assert main(["evaluate", str(p / "model.json"), str(p / "month_13.csv"), "--epsilon", "0.3",
                 "--budget", str(p / "t.json")]) == 0
    capsys.readouterr()
    short = hashlib.sha256((p / "model.json").read_bytes()).hexdigest()[:12]
    (what,) = [r["what"] for r in PrivacyBudget.open(p / "t.json").releases]
    assert what == f"dpforest evaluate model.json (sha256 {short}) --epsilon 0.3 on month_13.csv"
    assert main(["budget", str(p / "t.json")]) == 0
    assert f"model.json (sha256 {short})" in capsys.readouterr().out


def test_counts_of_one_are_singular(files, capsys):
    """"at most 1 records each" (a person bound of 1) and "on 1 records" read as English."""
    from dpforest.evaluation import _records

    p = files
    assert main(_fit_args(p)) == 0
    test = pd.read_csv(p / "test.csv")
    test.assign(pid=np.arange(len(test))).to_csv(p / "ids.csv", index=False)
    capsys.readouterr()
    assert main(["evaluate", str(p / "model.json"), str(p / "ids.csv"), "--epsilon", "1",
                 "--person", "pid", "--max-rows-per-person", "1"]) == 0
    out = capsys.readouterr().out
    assert "at most 1 record each" in out and "1 records" not in out
    test.iloc[:1].to_csv(p / "one.csv", index=False)
    assert main(["evaluate", str(p / "model.json"), str(p / "one.csv")]) == 0
    out = capsys.readouterr().out
    assert " on 1 record: " in out
    assert (_records(1), _records("1", "test records")) == ("1 record", "1 test record")
    assert (_records(21), _records("11", "test records")) == ("21 records", "11 test records")


def test_predict_leaves_the_label_probability_notice_to_show(files, capsys, monkeypatch):
    """A label-leaf model's notice about predict_proba concerns the model, not the records
    scored: a plain predict (a cron job writing labels) never printed it, and --proba, which
    printed it on every call (a serving loop of one-record calls), no longer does either;
    `dpforest show` prints it as a note."""
    import dpforest.forests.base as base

    p = files
    args = ["fit", str(p / "train.csv"), "--target", "y", "--schema", str(p / "schema.json"),
            "--epsilon", "0.2", "--leaf-release", "label", "--random-state", "0", "--no-progress",
            "-o", str(p / "m.json")]
    assert main(args) == 0
    monkeypatch.setattr(base, "_NOTICE_LAST", {})
    capsys.readouterr()
    pred = ["predict", str(p / "m.json"), str(p / "test.csv"), "--no-progress"]
    assert main([*pred, "-o", str(p / "plain.csv")]) == 0
    assert "predict_proba" not in capsys.readouterr().err
    assert main([*pred, "--proba", "-o", str(p / "proba.csv")]) == 0
    assert "predict_proba gives" not in capsys.readouterr().err
    assert main(["show", str(p / "m.json")]) == 0
    assert "note: the leaves released their class alone" in capsys.readouterr().out
    plain, proba = pd.read_csv(p / "plain.csv"), pd.read_csv(p / "proba.csv")
    assert plain["prediction"].equals(proba["prediction"])


def test_audit_shows_no_bar_off_a_terminal_and_no_advice_on_sizes_it_chose(capsys):
    # pytest's captured stderr is not a terminal: no tqdm frames, as for every other command; the
    # small forests are the audit's own choice, so the leaf-size advice is not the user's to act on
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        assert main(["audit", "--estimator", "default", "--epsilon", "1", "--runs", "6",
                     "--canary", "outlier", "--random-state", "0"]) == 0
    err = capsys.readouterr().err
    assert "it/s" not in err and "%|" not in err
    assert not any("a leaf holds about" in str(w.message) for w in rec)
    assert "default eps=1 outlier" in err


def test_r_and_excel_exports_read_as_their_users_expect(tmp_path, capsys):
    """An R user's files: UTF-16 without a byte-order mark is refused in one line (no
    traceback), R's 'UTF-8-BOM' encoding name is read as utf-8-sig, schema-check names a
    repeated header name (fit does not: the line may be a record), the template says a column
    is all empty and reads R's TRUE / FALSE / NA as a boolean column."""
    schema = tmp_path / "s.json"
    schema.write_text(json.dumps({"target": "y", "classes": ["no", "yes"], "features": [
        {"name": "age", "type": "numeric", "lower": 0, "upper": 120}]}))
    le = tmp_path / "le.csv"
    le.write_bytes("age,y\r\n30,no\r\n".encode("utf-16-le"))
    assert main(["schema-check", str(le), "--schema", str(schema), "--encoding", "utf-16"]) == 2
    err = capsys.readouterr().err
    assert "byte-order mark" in err and "utf-16-le" in err and "Traceback" not in err
    bom = tmp_path / "bom.csv"
    bom.write_bytes(b"\xef\xbb\xbfage,y\r\n30,no\r\n40,yes\r\n")
    assert main(["schema-check", str(bom), "--schema", str(schema), "--encoding", "UTF-8-BOM"]) == 0
    dup = tmp_path / "dup.csv"
    dup.write_text("age,bmi,bmi,y\n30,1,2,no\n")
    assert main(["schema-check", str(dup), "--schema", str(schema)]) == 2
    assert "more than once ('bmi')" in capsys.readouterr().err
    assert main(["fit", str(dup), "--schema", str(schema), "--epsilon", "1", "-o",
                 str(tmp_path / "m.json"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "more than once:" in err and "bmi" not in err
    rl = tmp_path / "rl.csv"
    rl.write_text('"","age","flag","empty","y"\n"1",30,TRUE,NA,"no"\n"2",40,NA,NA,"yes"\n'
                  '"3",50,FALSE,NA,"yes"\n')
    tpl = tmp_path / "t.json"
    assert main(["schema-template", str(rl), "--target", "y", "-o", str(tpl)]) == 0
    feats = {f["name"]: f for f in json.loads(tpl.read_text())["features"]}
    assert feats["flag"]["categories"] == [False, True] and "empty cells" in feats["flag"]["_hint"]
    assert feats["empty"]["_hint"].startswith("every cell of this column is empty")
    # a model fitted from a Latin-1 file, given a UTF-8 one: the refusal points at the encoding
    # where the declared categories have accents (from the schema alone)
    acc = tmp_path / "acc.json"
    acc.write_text(json.dumps({"target": "y", "classes": ["no", "yes"], "features": [
        {"name": "region", "type": "categorical", "categories": ["Rhône", "Nord"]}]}))
    text = "region,y\n" + "".join(f"{r},{c}\n" for r, c in [("Rhône", "no"), ("Nord", "yes")] * 20)
    (tmp_path / "l1.csv").write_bytes(text.encode("latin-1"))
    (tmp_path / "u8.csv").write_bytes(text.encode("utf-8"))
    ml = tmp_path / "ml.json"
    assert main(["fit", str(tmp_path / "l1.csv"), "--schema", str(acc), "--epsilon", "1", "-o",
                 str(ml), "--encoding", "latin-1", "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["predict", str(ml), str(tmp_path / "u8.csv"), "-o", str(tmp_path / "p.csv")]) == 2
    assert "check that the file is latin-1 text" in capsys.readouterr().err


def test_conform_leaves_out_records_without_a_label(tmp_path, capsys):
    """--conform leaves out records whose label is missing (R's na.omit), each by its own
    label: fit, evaluate and split; ids stay aligned with the records kept."""
    schema = tmp_path / "s.json"
    schema.write_text(json.dumps({"target": "y", "classes": ["no", "yes"], "features": [
        {"name": "age", "type": "numeric", "lower": 0, "upper": 120}]}))
    rows = ["pid,age,y"] + [f"P{i},{20 + i},{'NA' if i % 7 == 3 else ('yes' if i > 30 else 'no')}"
                            for i in range(60)]
    data = tmp_path / "d.csv"
    data.write_text("\n".join(rows) + "\n")
    m = tmp_path / "m.json"
    base = ["fit", str(data), "--schema", str(schema), "--epsilon", "1", "-o", str(m),
            "--no-progress", "--drop", "pid"]
    assert main(base) == 2
    assert "--conform leaves records without a label out" in capsys.readouterr().err
    assert main(base + ["--conform"]) == 0
    assert main(["evaluate", str(m), str(data)]) == 2
    assert main(["evaluate", str(m), str(data), "--conform"]) == 0
    capsys.readouterr()
    # a private evaluation per person, booked or not: the ids are those of the records kept,
    # and a missing label changes nothing of what is printed or booked
    for budgeted in (False, True):
        extra = []
        if budgeted:
            b = tmp_path / "tb.json"
            assert main(["budget", str(b), "--create", "--total", "5", "--unit", "person",
                         "--schema", str(schema)]) == 0
            extra = ["--budget", str(b)]
        assert main(["evaluate", str(m), str(data), "--epsilon", "1", "--person", "pid",
                     "--max-rows-per-person", "1", "--conform"] + extra) == 0
        capsys.readouterr()
    # per person: the ids are those of the records kept
    assert main(base[:-2] + ["--conform", "--person", "pid", "--max-rows-per-person", "1",
                             "--force"]) == 0
    tr, te = tmp_path / "tr.csv", tmp_path / "te.csv"
    assert main(["split", str(data), "--schema", str(schema), "--drop", "pid", "--group", "pid",
                 "--train", str(tr), "--test", str(te), "--conform", "--random-state", "0"]) == 0
    parts = pd.concat([pd.read_csv(tr, keep_default_na=False), pd.read_csv(te, keep_default_na=False)])
    src = pd.read_csv(data, keep_default_na=False)
    kept = src[src["y"] != "NA"]
    assert sorted(map(tuple, parts.values.tolist())) == sorted(map(tuple, kept.values.tolist()))


def test_dropping_the_target_says_it_is_the_target(tmp_path, capsys):
    """--drop naming the target column said the column was not in the file (it had been taken
    out as the target already)."""
    pd.DataFrame({"x": [0.1, 0.7, 0.4], "y": ["a", "b", "a"]}).to_csv(tmp_path / "d.csv", index=False)
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["a", "b"],
        "features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 1}]}))
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "1", "-o", str(tmp_path / "m.json"), "--no-progress",
                 "--drop", "y"]) == 2
    err = capsys.readouterr().err
    assert "--drop column 'y' is the target" in err and "is not in" not in err
    assert not (tmp_path / "m.json").exists()


def test_a_schema_files_trailing_comma_is_named(tmp_path, capsys):
    """A comma after a list's or an object's last item (allowed in Python and R, not in
    JSON) gets a hint beside the decoder's position; another JSON mistake does not."""
    from dpforest.cli import CLIError, load_schema_file

    good = ('{"classes": ["no", "yes"], "features": [{"name": "age", "type": "numeric", '
            '"lower": 0, "upper": 100}]}')
    for bad in (good.replace('"yes"]', '"yes",]'), good.replace('"upper": 100}', '"upper": 100,}'),
                good.replace("}]}", "},\n  ]\n}")):
        (tmp_path / "s.json").write_text(bad)
        with pytest.raises(CLIError, match="a comma after the last item of a list or object: "
                                           "JSON does not allow it; remove that comma"):
            load_schema_file(tmp_path / "s.json")
    (tmp_path / "s.json").write_text(good.replace('"lower": 0', '"lower" 0'))
    with pytest.raises(CLIError) as info:
        load_schema_file(tmp_path / "s.json")
    assert "is not valid JSON" in str(info.value) and "comma" not in str(info.value)
    (tmp_path / "s.json").write_text(good)
    assert load_schema_file(tmp_path / "s.json")



def test_a_number_option_with_a_decimal_comma_says_how_to_write_it(tmp_path, capsys):
    """`--total 0,5` (a European shell user's 0.5) got argparse's bare 'invalid float value';
    now the fix, and nothing is made.  A number with a point is taken as before."""
    budget = tmp_path / "b.json"
    rc = main(["budget", str(budget), "--create", "--total", "0,5"])
    err = capsys.readouterr().err
    assert rc == 2 and "argument --total: '0,5' is not a number here: write 0.5" in err
    assert not budget.exists()
    assert main(["budget", str(budget), "--create", "--total", "half"]) == 2
    assert "argument --total: 'half' is not a number" in capsys.readouterr().err
    assert main(["budget", str(budget), "--create", "--total", "0.5"]) == 0
    assert budget.exists()


def test_schema_check_says_when_the_schema_target_is_not_in_the_file(tmp_path, capsys):
    """A file without the schema's target column passed schema-check with only "the data fit
    the schema", and fit then refused it: the report now says the labels were not checked
    (exit 0 still: predict reads such a file), and says nothing of the kind when it is there."""
    doc = {"features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 100}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "x.csv").write_text("age\n30\n40\n")
    (tmp_path / "xy.csv").write_text("age,y\n30,a\n40,b\n")
    assert main(["schema-check", str(tmp_path / "x.csv"),
                 "--schema", str(tmp_path / "s.json")]) == 0
    out = capsys.readouterr().out
    assert "fit the schema" in out and "no target column 'y' in the file" in out
    assert main(["fit", str(tmp_path / "x.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "1", "-o", str(tmp_path / "m.json")]) == 2
    capsys.readouterr()
    assert main(["schema-check", str(tmp_path / "xy.csv"),
                 "--schema", str(tmp_path / "s.json")]) == 0
    assert "no target column" not in capsys.readouterr().out
    # one record out of bounds: "[1 record]", as English says it
    (tmp_path / "one.csv").write_text("age,y\n300,a\n40,b\n")
    assert main(["schema-check", str(tmp_path / "one.csv"),
                 "--schema", str(tmp_path / "s.json")]) == 1
    out = capsys.readouterr().out
    assert "[1 record]" in out and "[1 records]" not in out


def test_evaluate_by_a_column_releases_every_group_in_one_query(files, capsys):
    """``evaluate --epsilon E --by COL``: every declared category of the column (one no test
    record holds too), in one query at E, booked once by a budget; JSON gives each group's
    release; refused without --epsilon, with a ROC release, or for a column that is not a
    categorical feature; with --person, each person's records bounded across the file first."""
    p = files
    assert main(_fit_args(p)) == 0
    capsys.readouterr()
    assert main(["evaluate", str(p / "model.json"), str(p / "test.csv"), "--epsilon", "0.5",
                 "--by", "color", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["by"] == "color" and res["by_epsilon"] == pytest.approx(0.5)
    assert [g["group"] for g in res["groups"]] == ["red", "green", "blue", "yellow"]
    assert all(g["test_epsilon"] == pytest.approx(0.5) for g in res["groups"])
    assert main(["budget", str(p / "tb.json"), "--create", "--total", "0.8"]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(p / "model.json"), str(p / "test.csv"), "--epsilon", "0.5",
                 "--by", "color", "--budget", str(p / "tb.json")]) == 0
    out = capsys.readouterr().out
    assert "one release per declared 'color' group" in out and "yellow" in out
    # each group's noisy size is a whole count, printed without a decimal
    rows = [ln.split() for ln in out.splitlines() if ln.split()[:1] in (["red"], ["green"])]
    assert len(rows) == 2 and all(r[1].lstrip("-").isdigit() for r in rows), out
    budget = d.PrivacyBudget.open(p / "tb.json")
    assert budget.spent == pytest.approx(0.5)          # booked once, not once a group
    base = ["evaluate", str(p / "model.json"), str(p / "test.csv")]
    _fails(capsys, base + ["--by", "color"], "pass --epsilon E with it")
    _fails(capsys, base + ["--epsilon", "0.5", "--by", "age"], "not a categorical feature")
    _fails(capsys, base + ["--epsilon", "0.5", "--by", "color", "--release", "roc"],
           "a ROC release's score bins")
    # with a rows-per-person bound (a per-person budget needs it): the people are bounded
    # across the whole file, then grouped, and the budget books epsilon per person once
    pd.read_csv(p / "test.csv").assign(pid=lambda f: np.arange(len(f)) // 3).to_csv(
        p / "ids.csv", index=False)
    assert main(["budget", str(p / "pb.json"), "--create", "--total", "1", "--unit",
                 "person"]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(p / "model.json"), str(p / "ids.csv"), "--epsilon", "0.5",
                 "--by", "color", "--person", "pid", "--max-rows-per-person", "2", "--budget",
                 str(p / "pb.json")]) == 0
    out = capsys.readouterr().out
    assert "at epsilon 0.5 per test person (each person's kept records, in whatever groups, " \
        "pay it once together)" in out and "for each person of" in out
    assert d.PrivacyBudget.open(p / "pb.json").spent == pytest.approx(0.5)
    assert main(["evaluate", str(p / "model.json"), str(p / "ids.csv"), "--epsilon", "0.5",
                 "--by", "color", "--person", "pid", "--max-rows-per-person", "2",
                 "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["by_person_bound"] == {"column": "pid", "max_rows": 2, "person_epsilon": 0.5}
    assert res["by_epsilon"] == pytest.approx(0.25)


def test_a_schema_files_target_and_label_map_are_checked_before_any_record(files, capsys):
    """A fuzzer's finds: a schema file whose target is a list made ``fit`` fail with Python's
    TypeError, and one whose label_map names no declared class fitted, spent ε and wrote a
    model that every loader refused.  Both are refused when the schema file is read; a label
    written as a class's text (\\"1\\" for 1) is read as that class."""
    p = files
    doc = json.loads((p / "schema.json").read_text())
    for extra, said in (({"target": ["y"]}, "its target must be the label column's name"),
                        ({"label_map": {"zz": "no such class"}},
                         "label_map maps 'zz' to a value that is not one of the declared classes")):
        (p / "bad.json").write_text(json.dumps({**doc, **extra}))
        argv = _fit_args(p)
        argv[argv.index("--schema") + 1] = str(p / "bad.json")
        _fails(capsys, argv, said)
        assert not (p / "model.json").exists()
    first = doc["classes"][0]
    (p / "mapped.json").write_text(json.dumps({**doc, "label_map": {"zz": str(first)}}))
    argv = _fit_args(p)
    argv[argv.index("--schema") + 1] = str(p / "mapped.json")
    assert main(argv) == 0
    assert d.load_model(p / "model.json").csv_format_["label_map"] == {"zz": first}


def test_show_names_the_share_a_chosen_models_epsilon_parameter_is(tmp_path, capsys):
    """A selection without a refit (refit_share=0): show said the epsilon parameter was 'the
    refit's share', of a refit that never ran; it is the share each candidate was fitted with."""
    from dpforest.model_selection import PrivateModelSelector

    X, y, schema = make_mixed(400, seed=1)
    for share, said in ((0.0, "which is the share each candidate was fitted with (no refit)"),
                        (0.5, "(candidates, comparison, refit), so it can read more than the "
                              "epsilon parameter, which is the refit's share")):
        cands = [d.DPForestClassifier(max_depth=1, progress=False),
                 d.DPForestClassifier(max_depth=2, progress=False)]
        chosen = PrivateModelSelector(cands, 1.0, schema, refit_share=share,
                                      random_state=0).fit(X, y).best_estimator_
        save_model(chosen, tmp_path / f"m{share}.json")
        capsys.readouterr()
        assert main(["show", str(tmp_path / f"m{share}.json")]) == 0
        assert said in capsys.readouterr().out


def test_predict_does_not_repeat_the_rare_class_notice_which_show_prints(tmp_path, capsys):
    """A serving loop of one-record `dpforest predict --proba` calls printed predict_proba's
    RareClassWarning -- a paragraph of training advice about the model -- on every call; it is
    the model's, so `dpforest show` prints it as a note, and predict no longer repeats it."""
    rng = np.random.default_rng(0)
    x = rng.uniform(0, 10, 6000)
    y = np.where((x > 9.5) & (rng.random(6000) < 0.6), "fraud", "ok")
    pd.DataFrame({"x": x, "y": y}).to_csv(tmp_path / "d.csv", index=False)
    pd.DataFrame({"x": [9.8]}).to_csv(tmp_path / "one.csv", index=False)
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["fraud", "ok"],
                                                 "features": [{"name": "x", "type": "numeric",
                                                               "lower": 0, "upper": 10}]}))
    model = tmp_path / "m.json"
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "2", "--random-state", "0", "--no-progress", "-o", str(model)]) == 0
    assert load_model(model)._rare_classes() == ["fraud"]
    capsys.readouterr()
    for _ in range(2):
        assert main(["predict", str(model), str(tmp_path / "one.csv"), "--proba"]) == 0
        out = capsys.readouterr()
        assert "fraud" in out.out and "RareClassWarning" not in out.err \
            and "under 5.0%" not in out.err
    assert main(["show", str(model)]) == 0
    assert "note: class 'fraud' holds under 5.0% of the records" in capsys.readouterr().out
    # exact evaluate scores the second class in sorted order, here the common one: it says so
    # (a walkthrough read 0.988 average precision of a 98 % class as the model's quality)
    assert main(["evaluate", str(model), str(tmp_path / "d.csv")]) == 0
    assert "scoring 'ok'" in (out := capsys.readouterr().out) and "the most common class here" in out
    assert main(["evaluate", str(model), str(tmp_path / "d.csv"), "--positive", "fraud"]) == 0
    assert "the most common class here" not in capsys.readouterr().out
    # the Python API still says it, once
    with pytest.warns(d.RareClassWarning):
        load_model(model).predict_proba(pd.DataFrame({"x": [9.8]}))
    # a model of label leaves: its LabelProbabilityWarning, the same way
    small = tmp_path / "l.json"
    pd.DataFrame({"x": x[:300], "y": y[:300]}).to_csv(tmp_path / "s.csv", index=False)
    assert main(["fit", str(tmp_path / "s.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "0.5", "--leaf-release", "label", "--random-state", "0",
                 "--no-progress", "-o", str(small)]) == 0
    capsys.readouterr()
    assert main(["predict", str(small), str(tmp_path / "one.csv"), "--proba"]) == 0
    assert "released only their class" not in capsys.readouterr().err
    assert main(["show", str(small)]) == 0
    assert "note: the leaves released their class alone" in capsys.readouterr().out


def test_a_folder_of_parquet_files_is_pointed_to_the_python_api(files, tmp_path, capsys):
    """`dpforest predict model FOLDER` on a Dask dataset of parquet files said only "is a
    folder, not a CSV file"; it now names the Python API's Dask path.  A folder of anything
    else keeps the short message."""
    assert main(_fit_args(files)) == 0
    model = files / "model.json"
    folder = tmp_path / "pq"
    folder.mkdir()
    (folder / "part.0.parquet").write_bytes(b"PAR1")
    capsys.readouterr()
    err = _fails(capsys, ["predict", str(model), str(folder)], "is a folder, not a CSV file")
    assert "predict_partitions" in err and "dd.read_parquet" in err
    empty = tmp_path / "empty"
    empty.mkdir()
    err = _fails(capsys, ["predict", str(model), str(empty)], "is a folder, not a CSV file")
    assert "predict_partitions" not in err


def test_schema_template_reads_euro_amounts_with_a_decimal_comma(tmp_path, capsys):
    """'€10.201,36' in a ';'-separated file read with --decimal ',' (as the tool's first
    message asks): the amounts were tried with ',' between thousands, the file's decimal mark,
    never read as numbers, and the column was called an identifier.  Tried with '.' there now,
    the hint names the currency sign and "thousands": "."."""
    rng = np.random.default_rng(0)
    amounts = [f"€{v:,.2f}".replace(",", "_").replace(".", ",").replace("_", ".")
               for v in rng.uniform(10, 20000, 300)]
    pd.DataFrame({"income": amounts, "age": rng.integers(18, 80, 300),
                  "buys": rng.choice(["ja", "nein"], 300)}).to_csv(tmp_path / "k.csv", sep=";",
                                                                   index=False)
    assert main(["schema-template", str(tmp_path / "k.csv"), "--target", "buys", "--sep", ";",
                 "--decimal", ",", "-o", str(tmp_path / "s.json")]) == 0
    hint = json.loads((tmp_path / "s.json").read_text())["features"][0]["_hint"]
    assert "currency sign" in hint and '"thousands": "."' in hint and "identifier" not in hint


def test_a_model_file_given_as_the_data_is_named_as_such(files, capsys):
    """`dpforest fit model.json --schema ...` said "target column 'y' is not in 'model.json'";
    the data argument of fit (and predict, evaluate) now names one of dpforest's own files as
    the other commands do."""
    assert main(_fit_args(files)) == 0
    capsys.readouterr()
    err = _fails(capsys, ["fit", str(files / "model.json"), "--target", "y", "--schema",
                          str(files / "schema.json"), "--epsilon", "1", "-o",
                          str(files / "x.json")], "is a dpforest model file")
    assert "not a CSV data file" in err and not (files / "x.json").exists()
    _fails(capsys, ["predict", str(files / "model.json"), str(files / "schema.json")],
           "is a schema file (give it to --schema), not a CSV data file")


def test_library_warnings_read_in_the_command_lines_words(tmp_path, capsys):
    """A walkthrough was told by `dpforest evaluate` to "fit with criterion='gini' and
    leaf_release='counts'" and that the notice is "said at most once a minute ... under
    warnings.simplefilter('always')": the command line now gives its own options and drops
    what does not apply to a process of its own."""
    rng = np.random.default_rng(0)
    x = rng.uniform(0, 10, 6000)
    y = np.where((x > 9.5) & (rng.random(6000) < 0.6), "fraud", "ok")
    pd.DataFrame({"x": x, "y": y}).to_csv(tmp_path / "d.csv", index=False)
    (tmp_path / "s.json").write_text(json.dumps({"target": "y", "classes": ["fraud", "ok"],
                                                 "features": [{"name": "x", "type": "numeric",
                                                               "lower": 0, "upper": 10}]}))
    assert main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "2", "--random-state", "0", "--no-progress",
                 "-o", str(tmp_path / "m.json")]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(tmp_path / "m.json"), str(tmp_path / "d.csv")]) == 0
    err = capsys.readouterr().err
    assert "--criterion gini and --leaf-release counts" in err and "--max-depth such as" in err
    assert "criterion='gini'" not in err and "simplefilter" not in err
    from dpforest.cli import _in_command_words

    # each setting on its own too (the advice to a model already fitted with counts)
    assert _in_command_words("or fit with criterion='gini' and a shallow max_depth such as 4.") \
        == "or fit with --criterion gini and a shallow --max-depth such as 4."


def test_excels_separator_line_is_named_with_its_fix(tmp_path, capsys):
    """Excel's "sep=;" first line read as the header made every record "a different number of
    fields", whose one offered way out (--comment) skips records too; it is now named, with
    the fix, before anything else is read."""
    (tmp_path / "x.csv").write_bytes(b"\xef\xbb\xbfsep=;\r\na;b;y\r\n1;2;ja\r\n")
    err = _fails(capsys, ["schema-template", str(tmp_path / "x.csv"), "--target", "y", "-o",
                          str(tmp_path / "t.json")], "starts with Excel's separator line 'sep=;'")
    assert "delete that first line" in err and "--sep ';'" in err
    (tmp_path / "ok.csv").write_text("sep,y\n1,ja\n2,nein\n")      # a column named sep
    assert main(["schema-template", str(tmp_path / "ok.csv"), "--target", "y", "-o",
                 str(tmp_path / "t2.json")]) == 0

"""``dpforest show FOLDER`` describes a per-group set file by file; ``predict --keep ''``
(R's empty row-names header) is refused with the name pandas gives it; Ctrl-C while the
command line loads is said as an interrupt, not a traceback."""

from __future__ import annotations

import json

import pytest

import dpforest.cli as cli
from dpforest.cli import main

from test_cli import _fit_args, files  # noqa: F401  (a fixture)
from test_cli_per_group import NAMES, _args, _frame, _schema_doc
from test_budget_groups import _schema


@pytest.fixture()
def folder(tmp_path, capsys):
    _frame().to_csv(tmp_path / "train.csv", index=False)
    (tmp_path / "schema.json").write_text(json.dumps(_schema_doc(_schema(True))))
    assert main(_args(tmp_path, tmp_path / "sets")) == 0
    capsys.readouterr()
    return tmp_path / "sets"


def test_show_of_a_set_describes_each_file_as_show_of_that_file_does(folder, capsys):
    assert main(["show", str(folder), "--ledger"]) == 0
    out = capsys.readouterr().out
    assert "a per-group set of 4 models" in out and "'sex'" in out
    for name in NAMES:
        assert main(["show", str(folder / name), "--ledger"]) == 0
        alone = capsys.readouterr().out
        section = out.split(f"== {name} ==\n")[1].split("\n== ")[0]
        assert section.strip() == alone.strip()


def test_show_of_a_set_names_the_declared_groups_without_a_file(folder, capsys):
    assert main(["show", str(folder)]) == 0
    assert "incomplete" not in capsys.readouterr().out          # a whole set: no such line
    (folder / "1-m.json").unlink()
    (folder / "missing.json").unlink()
    assert main(["show", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "a per-group set of 2 models" in out
    assert ("incomplete: no model file of the groups sex='m', sex missing (2 of 4 declared): "
            "predict refuses records of these groups") in out


@pytest.mark.parametrize("extra", [["--json"], ["--tree", "0"], ["--sha256", "ab" * 32]])
def test_show_of_a_set_refuses_what_goes_with_one_file(folder, capsys, extra):
    assert main(["show", str(folder), *extra]) == 2
    out, err = capsys.readouterr()
    assert "is a folder of models" in err and "dpforest show FOLDER/FILE" in err and out == ""


@pytest.mark.parametrize("keep", ["", "id,", " , "])
def test_predict_keep_of_an_empty_name_says_what_pandas_calls_it(files, capsys, keep):
    assert main(_fit_args(files)) == 0
    capsys.readouterr()
    out = files / "pred.csv"
    assert main(["predict", str(files / "model.json"), str(files / "test.csv"), "--target", "y",
                 "--keep", keep, "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "--keep names an empty column" in err and "'Unnamed: 0'" in err
    assert not out.exists()


def test_ctrl_c_while_the_command_line_loads_is_an_interrupt_not_a_traceback(monkeypatch,
                                                                              capsys):
    def interrupted():
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "build_parser", interrupted)
    assert main(["show", "x.json"]) == 130
    assert capsys.readouterr().err.strip() == "dpforest: interrupted"


@pytest.mark.parametrize("bad_column, hinted", [("city", True), ("flag", False)])
def test_the_encoding_hint_goes_with_a_column_whose_own_categories_are_accented(
        tmp_path, capsys, bad_column, hinted):
    import pandas as pd

    import dpforest as d

    schema = d.Schema([d.Categorical("city", ["Rhône", "Paris"]),
                       d.Categorical("flag", ["yes", "no"])], classes=["a", "b"])
    doc = schema.to_dict()
    doc["target"] = "y"
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    frame = pd.DataFrame({"city": ["Paris", "Rhône"] * 20, "flag": ["yes", "no"] * 20,
                          "y": ["a", "b"] * 20})
    frame.loc[3, bad_column] = "SECRETVALUE"
    frame.to_csv(tmp_path / "train.csv", index=False)
    rc = main(["fit", str(tmp_path / "train.csv"), "--schema", str(tmp_path / "schema.json"),
               "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m.json")])
    err = capsys.readouterr().err
    assert rc == 2 and f"column {bad_column!r}: values outside the declared categories" in err
    assert ("accented or non-Latin letters" in err) == hinted, err
    assert ("or declare its encoding" in err) == hinted, err    # no encoding declared here
    assert "SECRETVALUE" not in err
    if hinted:
        # with the file's encoding declared (and right), the hint names the spelling first and
        # does not ask for a declaration already made
        doc["encoding"] = "utf-8"
        (tmp_path / "schema.json").write_text(json.dumps(doc))
        rc = main(["fit", str(tmp_path / "train.csv"), "--schema", str(tmp_path / "schema.json"),
                   "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m2.json")])
        err = capsys.readouterr().err
        assert rc == 2 and "the categories' spelling, accents included" in err, err
        assert "that the file is utf-8 text, as declared," in err and "declare its" not in err


def test_predict_with_a_python_model_suggests_target_for_a_label_column(tmp_path, capsys):
    """A model saved from Python names no target column, so a test file's label column is
    an extra column: the refusal says --target names it (and the retry with it works)."""
    import numpy as np
    import pandas as pd

    import dpforest as d
    from dpforest.io import save_model

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.uniform(0, 100, 200)})
    y = np.where(X.age > 50, "a", "b")
    schema = d.Schema([d.Numeric("age", 0, 100)], classes=["a", "b"])
    save_model(d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y),
               tmp_path / "m.json")
    X.assign(outcome=y).to_csv(tmp_path / "test.csv", index=False)
    argv = ["predict", str(tmp_path / "m.json"), str(tmp_path / "test.csv"),
            "-o", str(tmp_path / "p.csv")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "has columns not in the schema" in err and "name it with --target COL" in err
    assert "outcome" not in err
    assert main(argv + ["--target", "outcome"]) == 0

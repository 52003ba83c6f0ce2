"""``dpforest fit --per-group COL``: one model file per declared category of a categorical
feature (and one for its missing values, where allowed), fitted through
PrivacyBudget.fit_per_group and booked once, at the epsilon of one fit (the groups are
disjoint); refusals before anything is read, written or booked."""

from __future__ import annotations

import json
import re

import pandas as pd
import pytest

import dpforest as d
from dpforest import PrivacyBudget
from dpforest.cli import _group_file_name, main
from dpforest.io import load_model

from test_budget_groups import _data, _schema
from test_cli import _fails, _schema_doc


def _frame(n=600, missing=60, seed=0):
    """test_budget_groups' records as one table: 'f' records are labelled 'a', 'm' ones 'b';
    'x' is declared and absent; ``missing`` records of 'm' have no sex."""
    X, y = _data(n, seed, missing)
    return X.assign(y=y)


@pytest.fixture()
def p(tmp_path):
    _frame().to_csv(tmp_path / "train.csv", index=False)
    (tmp_path / "schema.json").write_text(json.dumps(_schema_doc(_schema(True))))
    return tmp_path


def _args(p, out, *extra, data="train.csv", schema="schema.json"):
    return ["fit", str(p / data), "--schema", str(p / schema), "--epsilon", "1",
            "--n-estimators", "2", "--max-depth", "2", "--random-state", "0", "--no-progress",
            "--per-group", "sex", "-o", str(out), *extra]


def _budget(p, total=3, *extra):
    assert main(["budget", str(p / "b.json"), "--create", "--total", str(total), *extra]) == 0
    return p / "b.json"


def _written(p):
    """Every file under ``p`` but the inputs and the budget."""
    return sorted(str(f.relative_to(p)) for f in p.rglob("*")
                  if f.is_file() and f.name not in ("train.csv", "schema.json", "other.json",
                                                    "b.json", "b.json.lock"))


NAMES = ["0-f.json", "1-m.json", "2-x.json", "missing.json"]


def test_one_model_file_per_declared_group_each_says_its_group(p, capsys):
    assert main(_args(p, p / "models")) == 0               # the folder is made
    out = capsys.readouterr().out
    assert sorted(f.name for f in (p / "models").iterdir()) == NAMES
    # every file listed once with its declared category, and the epsilon once for the set
    for key, name in zip(["'f'", "'m'", "'x'", "missing values"], NAMES):
        assert f"  {key}: {p / 'models' / name}\n" in out
    assert out.count("epsilon spent = 1 of 1") == 1
    assert "one fit's epsilon (parallel composition), not one epsilon per group" in out
    frame = _frame()
    X = frame.drop(columns="y")
    for key, name in zip(["f", "m", "x", None], NAMES):
        m = load_model(p / "models" / name)
        assert m.group_ == {"column": "sex", "category": key}
        assert m.ledger_.epsilon == pytest.approx(1.0)
        assert m.csv_format_["target"] == "y"
        assert len(m.predict(X)) == len(X)
        assert main(["show", str(p / "models" / name)]) == 0
        shown = capsys.readouterr().out
        assert "fitted on one group only" in shown
        assert (f"whose 'sex' is '{key}'" if key else "whose 'sex' is missing") in shown
    # each group's model predicts its own group's label (f: a, m: b)
    assert (load_model(p / "models" / "0-f.json").predict(X[frame.sex == "f"]) == "a").mean() > .9
    # and predict reads a file with it as with any model
    assert main(["predict", str(p / "models" / "1-m.json"), str(p / "train.csv"),
                 "-o", str(p / "pred.csv")]) == 0
    assert len(pd.read_csv(p / "pred.csv")) == len(frame)


def test_without_missing_values_allowed_there_is_no_missing_group(tmp_path, capsys):
    _frame(missing=0).to_csv(tmp_path / "train.csv", index=False)
    (tmp_path / "schema.json").write_text(json.dumps(_schema_doc(_schema(False))))
    assert main(_args(tmp_path, tmp_path / "models")) == 0
    assert sorted(f.name for f in (tmp_path / "models").iterdir()) == NAMES[:3]
    assert "missing values" not in capsys.readouterr().out


def test_a_budget_books_the_set_once_and_links_every_model(p, capsys):
    b = _budget(p)
    assert main(_args(p, p / "models", "--budget", str(b), "--note", "per sex")) == 0
    out = capsys.readouterr().out
    assert "budget " in out and "1 of 3 spent per record, 2 left" in out
    budget = PrivacyBudget.open(b)
    assert budget.spent == pytest.approx(1.0)                 # once, not 4 x 1
    (r,) = budget.releases
    assert r["status"] == "released" and r["note"] == "per sex"
    assert r["what"] == "dpforest fit default per group of 'sex' on train.csv -> models " \
                        "(4 groups, parallel)"
    assert len(r["models"]) == len(r["contents"]) == 4
    # a statement of any group's model finds that one release: the file saved is the model
    # booked (its CSV layout included)
    for name in NAMES:
        assert main(["show", str(p / "models" / name), "--json", "--budget", str(b)]) == 0
        st = json.loads(capsys.readouterr().out)
        assert st["privacy_budget"]["this_model"] == {"epsilon": 1.0, "booked": True,
                                                      "matched": "linked"}
        assert st["privacy_budget"]["epsilon_with_this_model"] == pytest.approx(1.0)
    # a second set is a second release
    assert main(_args(p, p / "again-{group}.json.gz", "--budget", str(b))) == 0
    assert PrivacyBudget.open(b).spent == pytest.approx(2.0)
    assert _written(p) == sorted([f"again-{n}.gz" for n in NAMES]
                                 + [f"models/{n}" for n in NAMES])


def test_evaluating_a_set_in_the_budget_of_its_own_fit_is_noted(p, capsys):
    """``evaluate FOLDER --budget`` of the per-group fit's own budget says, as for one model,
    that a test set of other people has a budget of its own (the note read only a single
    model's link and stayed silent for a set); another budget gets no such note."""
    b = _budget(p, 5)
    assert main(_args(p, p / "models", "--budget", str(b))) == 0
    capsys.readouterr()
    assert main(["evaluate", str(p / "models"), str(p / "train.csv"), "--epsilon", "0.5",
                 "--budget", str(b)]) == 0
    assert "this budget booked the model's own fit" in capsys.readouterr().err
    assert main(["budget", str(p / "t.json"), "--create", "--total", "5"]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(p / "models"), str(p / "train.csv"), "--epsilon", "0.5",
                 "--budget", str(p / "t.json")]) == 0
    assert "booked the model's own fit" not in capsys.readouterr().err


def test_existing_files_are_refused_before_anything_unless_force(p, capsys):
    pattern = str(p / "m-{group}.json")
    assert main(_args(p, pattern)) == 0
    capsys.readouterr()
    before = {n: (p / f"m-{n}").read_bytes() for n in NAMES}
    b = _budget(p)
    # one existing file refuses the whole set, before the data or the budget are read
    (p / "m-0-f.json").unlink()
    _fails(capsys, _args(p, pattern, "--budget", str(b)), "m-1-m.json' exists; pass --force")
    assert not (p / "m-0-f.json").exists()
    assert PrivacyBudget.open(b).releases == []
    # in a folder too
    (p / "models").mkdir()
    (p / "models" / "2-x.json").write_text("keep")
    _fails(capsys, _args(p, p / "models"), "2-x.json' exists; pass --force")
    assert _written(p / "models") == ["2-x.json"]
    # --force overwrites them all
    assert main(_args(p, pattern, "--force", "--budget", str(b))) == 0
    assert main(_args(p, p / "models", "--force")) == 0
    assert all((p / f"m-{n}").read_bytes() != before.get(n) for n in NAMES)
    assert load_model(p / "models" / "2-x.json").group_["category"] == "x"
    assert PrivacyBudget.open(b).spent == pytest.approx(1.0)


@pytest.mark.parametrize("change, match", [
    (["--person", "id", "--max-rows-per-person", "1"], "per record only"),
    (["--per-group", "age"], "'age' is numeric in the schema file"),
    (["--per-group", "grade"], "'grade' is ordinal in the schema file"),
    (["--per-group", "grade"], "declare it categorical, with its levels as categories"),
    (["--per-group", "height"], "'height' is not a feature the schema file declares"),
    (["--per-group", "Sex"], "(did you mean 'sex'?)"),
    (["--per-group", "y"], "'y' is the target column"),
    (["-o", "{out}.json"], "a name ending in .json reads as one file"),
    (["-o", "{out}/sub/m-{{group}}.json"], "does not exist; create it first"),
    # a pattern naming files the set's folder would not read back as model files
    (["-o", "{out}-m-{{group}}"], "end in .json or .json.gz"),
    (["-o", "{out}-m-{{group}}.JSON"], "end in .json or .json.gz"),
    (["-o", "{file}/models"], "is not a folder"),
    (["--budget", "{budget}/none.json"], "no budget file"),
])
def test_refusals_write_nothing_and_book_nothing(p, capsys, change, match):
    b = _budget(p)
    (p / "afile").write_text("")
    argv = _args(p, p / "out", "--budget", str(b))
    argv += [c.format(out=p / "out", file=p / "afile", budget=p) for c in change]
    if "--budget" in change:
        argv = argv[:argv.index("--budget")] + argv[argv.index("--budget") + 2:]
    err = _fails(capsys, argv, match)
    assert "Traceback" not in err
    assert _written(p) == ["afile"] and not (p / "out").exists()
    assert PrivacyBudget.open(b).releases == []


def test_a_per_person_budget_and_an_exhausted_one_refuse_before_reading(p, capsys):
    b = _budget(p, 3, "--unit", "person")
    _fails(capsys, _args(p, p / "out", "--budget", str(b)), "counts epsilon per person")
    (p / "b.json").unlink()
    b = _budget(p, 0.5)
    assert main(_args(p, p / "out", "--budget", str(b))) == 4
    assert "Nothing was read" in capsys.readouterr().err
    assert _written(p) == [] and PrivacyBudget.open(b).releases == []


def test_a_bad_record_is_named_by_column_unpinned_and_left_out_pinned(p, capsys):
    frame = _frame()
    frame.loc[7, "age"] = 1234.5
    frame.to_csv(p / "bad.csv", index=False)
    b = _budget(p)
    err = _fails(capsys, _args(p, p / "out", "--budget", str(b), data="bad.csv"),
                 "column 'age'")
    assert "1234" not in err and not (p / "out").exists()
    assert PrivacyBudget.open(b).releases == []
    # --conform reads it as the bound, as for one model
    assert main(_args(p, p / "out", "--conform", data="bad.csv")) == 0
    assert sorted(f.name for f in (p / "out").iterdir()) == NAMES
    # a budget that pins the schema leaves it out silently (one fixed note) and books once
    assert main(["budget", str(p / "pinned.json"), "--create", "--total", "2", "--schema",
                 str(p / "schema.json")]) == 0
    capsys.readouterr()
    assert main(_args(p, p / "pinned-{group}.json", "--budget", str(p / "pinned.json"),
                      data="bad.csv")) == 0
    err = capsys.readouterr().err
    assert err.count("this budget pins the schema, so records that do not fit it are left "
                     "out silently") == 1
    budget = PrivacyBudget.open(p / "pinned.json")
    assert budget.spent == pytest.approx(1.0) and len(budget.releases[0]["models"]) == 4
    # another schema file is refused by the pin before the data are read
    doc = _schema_doc(_schema(True))
    doc["features"][0]["upper"] = 120
    (p / "other.json").write_text(json.dumps(doc))
    _fails(capsys, _args(p, p / "other", "--budget", str(p / "pinned.json"),
                         schema="other.json"), "pins the schema")
    assert not (p / "other").exists()
    assert PrivacyBudget.open(p / "pinned.json").spent == pytest.approx(1.0)


def test_a_failure_after_a_group_read_records_stays_booked(p, capsys, monkeypatch):
    """The first group's fit runs, the second fails once it holds records: the budget keeps
    the reservation, and no model file is written."""
    b = _budget(p)
    fits = iter([d.DPForestClassifier._fit_private])

    def fit_private(self, *args, **kwargs):
        for real in fits:
            return real(self, *args, **kwargs)
        raise ValueError("mid-fit failure")

    monkeypatch.setattr(d.DPForestClassifier, "_fit_private", fit_private)
    _fails(capsys, _args(p, p / "out", "--budget", str(b)), "fit failed: mid-fit failure")
    assert not (p / "out").exists()
    (r,) = PrivacyBudget.open(b).releases
    assert r["status"] == "failed after reading records" and r["epsilon"] == 1.0
    assert "models" not in r


def test_no_record_count_is_printed(tmp_path, capsys):
    # groups large enough that no notice about a small noisy size is given for them
    frame = _frame(n=900, missing=200, seed=1)
    frame.to_csv(tmp_path / "train.csv", index=False)
    (tmp_path / "schema.json").write_text(json.dumps(_schema_doc(_schema(True))))
    counts = {len(frame), (frame.sex == "f").sum(), (frame.sex == "m").sum(),
              frame.sex.isna().sum(), frame.sex.notna().sum()}
    b = _budget(tmp_path)
    capsys.readouterr()
    for extra in ([], ["--budget", str(b)]):
        assert main(_args(tmp_path, tmp_path / f"out{len(extra)}", *extra)) == 0
        out, err = capsys.readouterr()
        # the output names files under tmp_path, whose pytest-N folder can hold a count's digits
        said = (out + err).replace(str(tmp_path), "TMP")
        for c in counts:
            assert not re.search(rf"(?<![\d.]){c}(?![\d.])", said), c
        # nor which group was empty: every group's line reads alike
        assert [ln.split(": ")[0] for ln in out.splitlines() if ln.startswith("  ")] == \
            ["  'f'", "  'm'", "  'x'", "  missing values"]


def test_file_names_are_safe_and_never_collide():
    cats = ["a/b", "a:b", "Rhône-Alpes", "missing", "..", "", 3, True, "x" * 80, "CON"]
    names = [_group_file_name(i, c, 2) for i, c in enumerate(cats)] + [
        _group_file_name(len(cats), None, 2)]
    assert len(set(names)) == len(names)
    assert all(re.fullmatch(r"\d{2}(-[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?)?", n)
               for n in names[:-1]), names
    assert names[:4] == ["00-a_b", "01-a_b", "02-Rhone-Alpes", "03-missing"]
    assert names[4:6] == ["04", "05"] and names[-1] == "missing"
    assert len(names[8]) == len("08-") + 40


def test_no_output_is_written_over_an_input_of_the_command(p, capsys):
    """A model file named as the budget file it is booked in (a folder's generated
    'missing.json', a {group} pattern, or plain fit's -o) was written over that budget with
    --force after booking: every release of the budget lost, so a fresh one could spend the
    total again.  Any output that is the command's own input (budget, its lock, data, schema)
    is refused before anything is read or booked, even with --force."""
    (p / "models").mkdir()
    b = p / "models" / "missing.json"
    assert main(["budget", str(b), "--create", "--total", "3"]) == 0
    capsys.readouterr()
    _fails(capsys, _args(p, p / "models", "--budget", str(b), "--force"), "own input")
    _fails(capsys, _args(p, p / "models" / "{group}.json", "--budget", str(b), "--force"),
           "own input")
    plain = ["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon", "1",
             "--target", "y", "--no-progress", "--force"]
    _fails(capsys, plain + ["-o", str(b), "--budget", str(b)], "own input")
    _fails(capsys, plain + ["-o", str(p / "schema.json")], "own input")
    _fails(capsys, plain + ["-o", str(p / "train.csv")], "own input")
    assert PrivacyBudget.open(b).spent == 0 and PrivacyBudget.open(b).releases == []
    assert sorted(f.name for f in (p / "models").iterdir() if f.is_file()) in (
        ["missing.json"], ["missing.json", "missing.json.lock"])
    json.loads((p / "schema.json").read_text())                   # still the schema


def test_evaluate_names_the_group_and_predict_says_when_other_groups_are_given(p, capsys):
    """A walkthrough evaluated a group's model on the whole test file: the header named no
    group and predict said nothing of the other groups' rows.  evaluate's headline and its
    JSON name the model's group; predict says once that other groups' records were given (a
    notice on the caller's own records: the group, no count), evaluate never does (its test
    records are private: whether one of another group is among them is theirs)."""
    assert main(_args(p, p / "models")) == 0
    capsys.readouterr()
    model = str(p / "models" / "0-f.json")
    assert main(["evaluate", model, str(p / "train.csv"), "--epsilon", "1"]) == 0
    out, err = capsys.readouterr()
    assert "on its training records of group sex='f'" in out
    assert "records of other groups" not in out + err
    assert main(["evaluate", model, str(p / "train.csv"), "--epsilon", "1", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["model_group"] == {"column": "sex", "category": "f"}
    assert main(["evaluate", model, str(p / "train.csv")]) == 0       # exact, not private
    assert "(epsilon 1 of group sex='f')" in capsys.readouterr().out
    assert main(["predict", model, str(p / "train.csv"), "-o", str(p / "pred.csv")]) == 0
    assert "records of other groups of 'sex'" in capsys.readouterr().err


def test_a_pinned_schema_is_written_out_and_a_differing_one_is_named(p, capsys):
    """A command-line user refused by a pinned budget was told to call a Python method, and
    not what differed.  `dpforest budget FILE --schema-out S.json` writes the pinned schema
    with its file layout (fit takes it: the same digest), and the refusal names the differing
    declarations (both public), never a record."""
    from dpforest.cli import load_schema_file

    doc = {**_schema_doc(_schema(True)), "sep": ";"}
    (p / "semi.json").write_text(json.dumps(doc))
    _frame().to_csv(p / "semi.csv", index=False, sep=";")
    b = str(p / "pinned.json")
    assert main(["budget", b, "--create", "--total", "3", "--schema", str(p / "semi.json")]) == 0
    assert main(["budget", b, "--schema-out", str(p / "out.json")]) == 0
    assert "pins (digest" in capsys.readouterr().out
    schema, _, fmt = load_schema_file(p / "out.json")
    assert schema.digest() == PrivacyBudget.open(b).schema["digest"] and fmt["sep"] == ";"
    assert main(["fit", str(p / "semi.csv"), "--schema", str(p / "out.json"), "--target", "y",
                 "--epsilon", "1", "--no-progress", "-o", str(p / "m.json"), "--budget", b]) == 0
    _fails(capsys, ["budget", b, "--schema-out", str(p / "out.json")], "exists")
    _fails(capsys, ["budget", b, "--schema-out", b, "--force"], "own input")
    other = {**doc, "features": [dict(doc["features"][0], upper=120)] + doc["features"][1:]}
    (p / "other.json").write_text(json.dumps(other))
    err = _fails(capsys, ["fit", str(p / "semi.csv"), "--schema", str(p / "other.json"),
                          "--target", "y", "--epsilon", "1", "--no-progress",
                          "-o", str(p / "m2.json"), "--budget", b], "pins the schema")
    assert "'age': another upper than the pinned 100" in err and "120" not in err
    assert "--schema-out" in err
    assert PrivacyBudget.open(b).spent == pytest.approx(1.0)
    capsys.readouterr()
    unpinned = str(p / "free.json")
    assert main(["budget", unpinned, "--create", "--total", "1"]) == 0
    _fails(capsys, ["budget", unpinned, "--schema-out", str(p / "x.json")], "pins no schema")


def _write_fails_on_call(monkeypatch, k, error):
    """io._write_document raising ``error`` on its ``k``-th call (the earlier ones write)."""
    import dpforest.io as dio

    real, calls = dio._write_document, []

    def write(*args, **kwargs):
        calls.append(1)
        if len(calls) == k:
            raise error
        return real(*args, **kwargs)

    monkeypatch.setattr(dio, "_write_document", write)


@pytest.mark.parametrize("error, code", [(OSError(28, "No space left on device"), 2),
                                         (KeyboardInterrupt(), 130)])
def test_a_failure_while_the_set_is_saved_leaves_no_file_and_says_so(p, capsys, monkeypatch,
                                                                      error, code):
    """The third of four files fails (a full disk, a Ctrl-C): none of the four is left, nor the
    folder the command made, nor a temporary file; the fit stays booked and the message says
    that nothing was saved and the epsilon was spent."""
    b = _budget(p)
    _write_fails_on_call(monkeypatch, 3, error)
    assert main(_args(p, p / "new" / "models", "--budget", str(b))) == code
    err = capsys.readouterr().err
    assert "none was saved (a per-group set is saved whole or not at all)" in err
    assert f"the fit stays booked in {b}" in err
    assert not (p / "new").exists()
    assert _written(p) == []
    (r,) = PrivacyBudget.open(b).releases
    assert r["epsilon"] == 1.0
    # the log says no model file came of it, and keeps the models' fingerprints
    assert r["status"] == "fitted, model file not written" and len(r["models"]) == 4


def test_a_failure_while_a_set_is_saved_over_another_keeps_the_old_set_whole(p, capsys,
                                                                            monkeypatch):
    """With --force over an earlier set, a failure on the last file leaves every earlier file
    as it was (not two sets' files mixed)."""
    assert main(_args(p, p / "models")) == 0
    before = {n: (p / "models" / n).read_bytes() for n in NAMES}
    _write_fails_on_call(monkeypatch, 4, OSError(5, "Input/output error"))
    assert main(_args(p, p / "models", "--force", "--random-state", "1")) == 2
    assert "none was saved" in capsys.readouterr().err
    assert {n: (p / "models" / n).read_bytes() for n in NAMES} == before
    assert sorted(f.name for f in (p / "models").iterdir()) == NAMES   # no temporary file


@pytest.mark.skipif(__import__("sys").platform == "win32", reason="SIGINT to oneself")
def test_a_ctrl_c_while_the_files_are_put_in_place_is_said_after_the_whole_set(p, capsys,
                                                                            monkeypatch,
                                                                            python_sigint):
    """A Ctrl-C among the renames waits for the last: the set is whole, and the message says
    so (not "none was saved", which would invite a second fit and a second epsilon)."""
    import os
    import signal

    import dpforest.io as dio

    b = _budget(p)
    real, calls = os.replace, []

    def replace(src, dst):
        real(src, dst)
        if os.path.dirname(dst) == str(p / "models"):    # a model file, not the budget's
            calls.append(dst)
            if len(calls) == 1:
                os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(dio.os, "replace", replace)
    assert main(_args(p, p / "models", "--budget", str(b))) == 130
    err = capsys.readouterr().err
    assert "interrupted once the 4 model files were saved (the set is whole" in err
    assert "none was saved" not in err
    assert sorted(f.name for f in (p / "models").iterdir()) == NAMES

"""PrivacyBudget: a budget across releases about one data set (sequential composition)."""

from __future__ import annotations

import json
import shutil
import threading
import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.pipeline import Pipeline

import dpforest as d
from dpforest import BudgetExceededError, DPForestClassifier, DPRFClassifier, PrivacyBudget
from dpforest.cli import main
from dpforest.privacy.accountant import _planned_epsilon
from dpforest.exceptions import InputWarning

from conftest import make_mixed


@pytest.fixture(scope="module")
def data():
    return make_mixed(600)


def _model(schema, eps, **kw):
    return DPForestClassifier(epsilon=eps, schema=schema, random_state=0, **kw)


def test_fits_are_booked_and_one_past_the_total_is_refused_before_any_read(data):
    X, y, schema = data
    budget = PrivacyBudget(2.0, name="mixed")
    m = budget.fit(_model(schema, 1.0), X, y)
    assert m.ledger_.epsilon == 1.0
    assert budget.spent == 1.0 and budget.remaining == 1.0
    assert [r["status"] for r in budget.releases] == ["released"]
    late = _model(schema, 1.5)
    # X is not even a table: the refusal comes from the public epsilons alone, before the fit
    # would look at it
    with pytest.raises(BudgetExceededError, match=r"epsilon=1.5 per record; 1 of the budget's 2"):
        budget.fit(late, None, None)
    assert not hasattr(late, "ledger_")
    assert budget.spent == 1.0 and len(budget.releases) == 1
    budget.fit(_model(schema, 1.0), X, y)   # exactly the rest is allowed
    assert budget.remaining == 0.0 and budget.spent == 2.0
    with pytest.raises(BudgetExceededError):
        budget.spend(0.01, "one more count")
    assert len(budget.releases) == 2


def test_sums_that_equal_the_total_on_paper_are_allowed(data):
    budget = PrivacyBudget(0.3)
    budget.spend(0.1, "a")
    budget.spend(0.2, "b")          # 0.1 + 0.2 is 0.30000000000000004 in floats
    assert budget.remaining == 0.0
    with pytest.raises(BudgetExceededError):
        budget.spend(1e-6, "c")


def test_a_fit_refused_by_its_input_gives_the_reservation_back(data):
    X, y, schema = data
    budget = PrivacyBudget(1.0)
    bad = X.copy()
    bad.loc[0, "age"] = 1000.0     # outside the declared bounds: refused before the door
    with pytest.raises(ValueError):
        budget.fit(_model(schema, 1.0), bad, y)
    assert budget.spent == 0 and budget.releases == []


def test_a_fit_that_fails_after_the_door_read_records_stays_booked(data, monkeypatch):
    X, y, schema = data
    budget = PrivacyBudget(1.0)
    m = _model(schema, 0.4)

    def broken(*a, **k):
        raise RuntimeError("mid-fit failure")

    monkeypatch.setattr(m, "_fit_private", broken)
    with pytest.raises(RuntimeError, match="mid-fit"):
        budget.fit(m, X, y)
    assert budget.spent == 0.4
    assert budget.releases[0]["status"] == "failed after reading records"


def test_a_paper_accounting_is_planned_and_booked_at_its_true_epsilon(data):
    X, y, schema = data
    est = DPRFClassifier(epsilon=0.5, schema=schema, accounting="paper", random_state=0)
    planned = _planned_epsilon(est)
    assert planned > 0.5
    with pytest.raises(BudgetExceededError, match="DPRFClassifier"):
        PrivacyBudget(planned * 0.99).fit(est, X, y)
    budget = PrivacyBudget(planned * 1.01)
    budget.fit(est, X, y)
    assert budget.spent == pytest.approx(est.ledger_.epsilon) and budget.spent >= planned


def test_a_pipeline_is_spent_at_its_last_step(data):
    X, y, schema = data
    budget = PrivacyBudget(None)
    pipe = Pipeline([("forest", _model(schema, 0.7))])
    budget.fit(pipe, X, y)
    assert budget.spent == 0.7 and budget.total is None and budget.remaining == float("inf")
    assert "DPForestClassifier in a Pipeline" in budget.releases[0]["what"]
    with pytest.raises(TypeError, match="dpforest's estimators"):
        budget.fit(Pipeline([("x", object())]), X, y)
    # another library's epsilon is no privacy budget: refused before anything is fitted
    from sklearn.linear_model import SGDClassifier

    sgd = SGDClassifier(epsilon=0.1)
    with pytest.raises(TypeError, match="not a privacy budget"):
        budget.fit(sgd, X.select_dtypes("number").fillna(0), y)
    assert not hasattr(sgd, "coef_") and len(budget.releases) == 1
    # a step in front that learns from the records would ship what it learned exactly
    from sklearn.compose import ColumnTransformer
    from sklearn.preprocessing import FunctionTransformer, StandardScaler

    scaled = Pipeline([("scale", ColumnTransformer([("s", StandardScaler(), ["age"])],
                                                   remainder="passthrough")),
                       ("forest", _model(schema, 0.1))])
    with pytest.raises(ValueError, match=r"'scale' \(ColumnTransformer: 's' \(StandardScaler\)\) "
                                         r"learns from the records"):
        budget.fit(scaled, X, y)
    assert not hasattr(scaled.steps[0][1], "transformers_") and len(budget.releases) == 1
    public = Pipeline([("same", FunctionTransformer(None)), ("forest", _model(schema, 0.1))])
    budget.fit(public, X, y)
    assert budget.spent == pytest.approx(0.8)


def test_a_pipeline_step_failing_on_the_records_keeps_the_fit_booked(data):
    """A step before the forest runs on the records before the door does: its failure can
    depend on one record (and quote it), and its reservation was given back as if nothing had
    been read.  Kept booked now, as after the door; a slip in the forest's own settings is still
    refused before the steps run, with nothing spent."""
    from sklearn.preprocessing import FunctionTransformer

    X, y, schema = data
    seen = []

    def rowwise(frame):
        seen.append(len(frame))
        raise ValueError("a step refused a record")

    budget = PrivacyBudget(1.0)
    with pytest.raises(ValueError, match="max_depth must be"):
        budget.fit(Pipeline([("f", FunctionTransformer(rowwise)),
                             ("forest", _model(schema, 0.3, max_depth=-1))]), X, y)
    assert budget.spent == 0 and seen == []
    with pytest.raises(ValueError, match="a step refused a record"):
        budget.fit(Pipeline([("f", FunctionTransformer(rowwise)),
                             ("forest", _model(schema, 0.3))]), X, y)
    assert seen and budget.spent == pytest.approx(0.3)
    assert budget.releases[-1]["status"] == "failed after reading records"


def test_per_person_budgets_take_only_per_person_releases(data):
    X, y, schema = data
    ids = pd.Series(np.arange(len(X)) // 3, name="pid")
    Xp = X.assign(pid=ids)
    budget = PrivacyBudget(1.0, unit="person")
    with pytest.raises(ValueError, match="per person"):
        budget.fit(_model(schema, 0.5), X, y)
    m = budget.fit_per_person(_model(schema, 1.0), Xp, y, person="pid", max_rows=2,
                              person_epsilon=0.6)
    assert m.ledger_.epsilon == pytest.approx(0.3)
    assert budget.spent == pytest.approx(0.6)
    # a per-record budget books twice the row epsilon (a record added can push out another
    # kept row of its person: two rows change), also where that is more than the person's
    # guarantee: with one row a person, a second record of that person replaces the kept one
    # half the time, a likelihood ratio of (1 + e^(2 eps)) / 2 > e^eps
    rows = PrivacyBudget(1.0)
    rows.spend(m)
    assert rows.spent == pytest.approx(0.6)
    one = PrivacyBudget(None).fit_per_person(_model(schema, 1.0), Xp, y, person="pid",
                                             max_rows=1, person_epsilon=0.4)
    assert one.ledger_.epsilon == pytest.approx(0.4) and PrivacyBudget(5).spend(one) == pytest.approx(0.8)
    record_budget = PrivacyBudget(5.0)
    record_budget.fit_per_person(_model(schema, 1.0), Xp, y, person="pid", max_rows=1,
                                 person_epsilon=0.4)
    assert record_budget.spent == pytest.approx(0.8)
    m3 = budget_free = PrivacyBudget(None).fit_per_person(_model(schema, 1.0), Xp, y, person="pid",
                                                           max_rows=3, person_epsilon=0.9)
    assert m3.ledger_.epsilon == pytest.approx(0.3) and PrivacyBudget(5).spend(m3) == pytest.approx(0.6)
    assert budget_free is m3
    plain = _model(schema, 0.2).fit(X, y)
    with pytest.raises(ValueError, match="fitted on rows"):
        budget.spend(plain)
    assert budget.spent == pytest.approx(0.6)


def test_a_private_evaluation_is_spent_like_a_model(data):
    from dpforest.evaluation import private_confusion_matrix

    X, y, schema = data
    m = _model(schema, 1.0).fit(X, y)
    test_budget = PrivacyBudget(1.0, name="test records")
    result = private_confusion_matrix(m, X, y, epsilon=0.25)
    assert test_budget.spend(result) == 0.25
    with pytest.raises(TypeError, match="spend takes"):
        test_budget.spend("0.25")
    with pytest.raises(ValueError):
        test_budget.spend(-1.0)


def test_the_file_is_shared_reread_and_never_overwritten(tmp_path, data):
    X, y, schema = data
    path = tmp_path / "budget.json"
    first = PrivacyBudget(1.0, path=path, name="mixed")
    with pytest.raises(FileExistsError, match="PrivacyBudget.open"):
        PrivacyBudget(5.0, path=path)
    second = PrivacyBudget.open(path)
    first.fit(_model(schema, 0.6), X, y)
    # the other handle sees the first one's release before it checks
    with pytest.raises(BudgetExceededError, match="0.4 of the budget's 1"):
        second.spend(0.5, "an evaluation")
    second.spend(0.4, "an evaluation")
    again = PrivacyBudget.open(path)
    assert again.spent == pytest.approx(1.0) and again.name == "mixed"
    assert [r["what"] for r in again.releases] == ["DPForestClassifier", "an evaluation"]
    doc = json.loads(path.read_text())
    doc["releases"][0]["epsilon"] = "lots"
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="damaged"):
        PrivacyBudget.open(path)
    path.write_text("not json")
    with pytest.raises(ValueError, match="not a dpforest privacy budget"):
        PrivacyBudget.open(path)


def test_an_in_memory_budget_is_not_copied_and_a_file_budget_travels_by_path(tmp_path):
    import copy
    import pickle

    memory = PrivacyBudget(1.0)
    for how in (pickle.dumps, copy.copy, copy.deepcopy):
        with pytest.raises(TypeError, match="path="):
            how(memory)
    shared = PrivacyBudget(1.0, path=tmp_path / "b.json")
    there = pickle.loads(pickle.dumps(shared))
    there.spend(0.4, "in another process")
    assert PrivacyBudget.open(tmp_path / "b.json").spent == pytest.approx(0.4)
    with pytest.raises(BudgetExceededError):
        shared.spend(0.7, "here")                # the file is re-read before the check


def test_links_name_one_budget_and_hard_links_are_refused(tmp_path):
    import os

    real = PrivacyBudget(1.0, path=tmp_path / "real.json")
    os.symlink(tmp_path / "real.json", tmp_path / "alias.json")
    alias = PrivacyBudget.open(tmp_path / "alias.json")
    alias.spend(0.9, "through the link")
    with pytest.raises(BudgetExceededError):
        real.spend(0.9, "through the name")
    assert (tmp_path / "alias.json").is_symlink()          # still a link: written through it
    os.link(tmp_path / "real.json", tmp_path / "hard.json")
    with pytest.raises(ValueError, match="hard links"):
        PrivacyBudget.open(tmp_path / "hard.json")
    with pytest.raises(ValueError, match="finite"):
        PrivacyBudget(float("inf"))


def test_an_unbookable_outcome_leaves_the_estimator_as_it_was(tmp_path, data):
    X, y, schema = data
    budget = PrivacyBudget(2.0, path=tmp_path / "b.json")
    m = _model(schema, 1.0)
    real = m.fit

    def fit_then_damage(*a, **k):
        out = real(*a, **k)
        (tmp_path / "b.json").write_text("{}")      # the file damaged while the fit ran
        return out

    m.fit = fit_then_damage
    with pytest.raises(ValueError, match="not a dpforest privacy budget"):
        budget.fit(m, X, y)
    assert not hasattr(m, "ledger_")


def test_threads_cannot_both_spend_the_last_of_it(data):
    X, y, schema = data
    budget = PrivacyBudget(1.5)
    outcomes = []

    def fit():
        try:
            budget.fit(_model(schema, 1.0), X, y)
            outcomes.append("fitted")
        except BudgetExceededError:
            outcomes.append("refused")

    threads = [threading.Thread(target=fit) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["fitted", "refused", "refused"]
    assert budget.spent == 1.0


def test_bad_arguments():
    for total in (0, -1, float("nan"), True, "1"):
        with pytest.raises(ValueError, match="total"):
            PrivacyBudget(total)
    with pytest.raises(ValueError, match="unit"):
        PrivacyBudget(1.0, unit="people")
    assert "remaining=1" in repr(PrivacyBudget(1.0))


def _files(tmp_path, data):
    X, y, schema = data
    df = X.assign(y=y)
    df.to_csv(tmp_path / "train.csv", index=False)
    doc = schema.to_dict()
    doc["target"] = "y"
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    return tmp_path


def _fit(p, eps, out, *extra):
    return main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 str(eps), "--random-state", "0", "--no-progress", "-o", str(p / out),
                 "--budget", str(p / "b.json"), *extra])


def test_command_line_budget(tmp_path, data, capsys):
    p = _files(tmp_path, data)
    assert main(["budget", str(p / "b.json"), "--create", "--total", "1.5", "--name", "mixed"]) == 0
    assert "0 of 1.5 spent" in capsys.readouterr().out
    assert main(["budget", str(p / "b.json"), "--create", "--total", "9"]) == 2
    assert "exists" in capsys.readouterr().err
    assert _fit(p, 1, "m1.json", "--note", "churn model for the pilot") == 0
    assert "budget " in capsys.readouterr().out
    # refused before the file is read: the model file is not written (exit 4: out of budget)
    assert _fit(p, 1, "m2.json") == 4
    err = capsys.readouterr().err
    assert "0.5 of the budget's 1.5 is left" in err and "Nothing was read" in err
    assert not (p / "m2.json").exists()
    assert main(["budget", str(p / "b.json"), "--spend", "0.5"]) == 2
    assert "--what" in capsys.readouterr().err
    assert main(["budget", str(p / "b.json"), "--spend", "0.5", "--what", "evaluation"]) == 0
    capsys.readouterr()
    assert main(["budget", str(p / "b.json"), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["spent"] == 1.5 and doc["remaining"] == 0
    # the release names the model file it paid for, and carries the fit's note
    assert [r["what"] for r in doc["releases"]] == ["dpforest fit default on train.csv -> m1.json",
                                                    "evaluation"]
    assert doc["releases"][0]["note"] == "churn model for the pilot"
    # a note's line break is shown escaped: it cannot print as another release's line
    budget = d.PrivacyBudget(5.0)
    budget.spend(0.5, what="a fit -> m\n  2026-01-01  9  forged", note="x\n  2026-01-02  9  forged")
    text = budget.report()
    assert text.count("forged") == 2 and "\n  2026-01-0" not in text and len(text.splitlines()) == 2
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "1", "-o", str(p / "m3.json"), "--note", "x"]) == 2
    assert "--note is a line for a budget's log: it needs --budget" in capsys.readouterr().err
    assert not (p / "m3.json").exists()
    assert main(["budget", str(p / "none.json")]) == 2
    assert "--create" in capsys.readouterr().err
    assert main(["budget", str(p / "b.json"), "--total", "3"]) == 2
    assert "--create" in capsys.readouterr().err


def test_command_line_budget_per_person(tmp_path, data, capsys):
    p = _files(tmp_path, data)
    X, y, _ = data
    X.assign(y=y, pid=np.arange(len(X)) // 2).to_csv(p / "train.csv", index=False)
    assert main(["budget", str(p / "b.json"), "--create", "--total", "1", "--unit", "person"]) == 0
    assert _fit(p, 0.5, "m.json") == 2
    assert "--person" in capsys.readouterr().err
    assert _fit(p, 0.5, "m.json", "--person", "pid", "--max-rows-per-person", "2") == 0
    capsys.readouterr()
    assert PrivacyBudget.open(p / "b.json").spent == pytest.approx(0.5)


def test_command_line_private_evaluation_spends_the_test_records_budget(tmp_path, data, capsys):
    p = _files(tmp_path, data)
    X, y, _ = data
    X.assign(y=y).to_csv(p / "test.csv", index=False)
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "1", "--no-progress", "-o", str(p / "m.json")]) == 0
    assert main(["budget", str(p / "t.json"), "--create", "--total", "0.5", "--name", "test"]) == 0
    capsys.readouterr()
    ev = ["evaluate", str(p / "m.json"), str(p / "test.csv"), "--budget", str(p / "t.json")]
    assert main(ev) == 2                                   # exact scores: nothing to book
    assert "pass --epsilon" in capsys.readouterr().err
    assert main([*ev, "--epsilon", "0.3", "--json"]) == 0
    capsys.readouterr()
    assert PrivacyBudget.open(p / "t.json").spent == pytest.approx(0.3)
    assert main([*ev, "--epsilon", "0.3"]) == 4
    err = capsys.readouterr().err
    assert "0.2 of the budget's 0.5 is left" in err and "Nothing was read" in err
    assert PrivacyBudget.open(p / "t.json").spent == pytest.approx(0.3)


def test_a_budgeted_evaluation_reads_the_test_file_with_the_owners_layout(tmp_path, data, capsys):
    """Under --budget the test file is never read with the model file's own layout: whoever
    made the model chose it, and an encoding picked to fail on some text (ASCII against one
    accented record) answered whether a test record holds such text, refused before anything
    was booked.  A model whose layout differs from the budget's (or, where the budget stores
    none, from the plain one) is refused before the file is opened; a budget made with the
    test file's layout reads it so."""
    p = _files(tmp_path, data)
    X, y, _ = data
    X.assign(y=y).to_csv(p / "test.csv", index=False)
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "1", "--no-progress", "--encoding", "ascii", "-o", str(p / "m.json")]) == 0
    assert main(["budget", str(p / "t.json"), "--create", "--total", "1"]) == 0
    capsys.readouterr()
    ev = ["evaluate", str(p / "m.json"), str(p / "test.csv"), "--epsilon", "0.3", "--json"]
    assert main([*ev, "--budget", str(p / "t.json")]) == 2
    err = capsys.readouterr().err
    assert "not the model file's own layout, which differs from it (encoding)" in err
    assert "Nothing was read" in err and PrivacyBudget.open(p / "t.json").spent == 0
    # the owner's layout, stored in the budget from a schema file: read that way, and booked
    _budget_with_layout(p, "o.json", capsys)
    assert main([*ev, "--budget", str(p / "o.json")]) == 0
    assert PrivacyBudget.open(p / "o.json").spent == pytest.approx(0.3)


def _budget_with_layout(p, name, capsys):
    """A budget pinning the schema file's declaration with the owner's own CSV layout (an ASCII
    encoding): the command line keeps that layout in the budget beside the pin."""
    doc = json.loads((p / "schema.json").read_text())
    doc["encoding"] = "ascii"
    (p / "owner.json").write_text(json.dumps(doc))
    assert main(["budget", str(p / name), "--create", "--total", "1", "--schema",
                 str(p / "owner.json")]) == 0
    capsys.readouterr()


def test_a_pinned_fit_reads_past_every_unreadable_line_the_same_way(tmp_path, data, capsys):
    """Under a budget that pins the schema and layout, a line that does not follow the layout
    (a row of another length, an open quote, a byte that is not UTF-8) is left out on its own
    and the fit books its epsilon as on the file without it: a refusal would answer a question
    about one record for free.  evaluate --budget reads its test file the same way, whether or
    not the budget pins a schema."""
    p = _files(tmp_path, data)
    assert main(["budget", str(p / "b.json"), "--create", "--total", "3", "--schema",
                 str(p / "schema.json")]) == 0
    text = (p / "train.csv").read_bytes()
    first = text.split(b"\n", 2)[1]
    bad = {"fields": text + first + b",1\n", "quote": text + b'"' + first + b"\n",
           "utf": text + first.replace(b",", b",\xff", 1) + b"\n"}
    for k, (name, body) in enumerate(bad.items(), 1):
        (p / "train.csv").write_bytes(body)
        assert _fit(p, 0.5, f"{name}.json") == 0, capsys.readouterr().err
        assert PrivacyBudget.open(p / "b.json").spent == pytest.approx(0.5 * k)
    capsys.readouterr()
    # evaluate --budget on a budget that pins nothing: the same lines are left out too
    (p / "train.csv").write_bytes(text)
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "1", "--no-progress", "-o", str(p / "m.json")]) == 0
    assert main(["budget", str(p / "t.json"), "--create", "--total", "3"]) == 0
    capsys.readouterr()
    for k, (name, body) in enumerate(bad.items(), 1):
        (p / "test.csv").write_bytes(body)
        assert main(["evaluate", str(p / "m.json"), str(p / "test.csv"), "--epsilon", "0.5",
                     "--budget", str(p / "t.json")]) == 0, (name, capsys.readouterr().err)
        assert PrivacyBudget.open(p / "t.json").spent == pytest.approx(0.5 * k)
    # unpinned, each reason is said (the analyst's own data)
    (p / "train.csv").write_bytes(bad["utf"])
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "0.5", "--no-progress", "-o", str(p / "u.json")]) == 2
    assert "not UTF-8" in capsys.readouterr().err


def test_a_files_budget_shows_what_others_spent_and_who(tmp_path, data):
    X, y, schema = data
    keeper = PrivacyBudget(3.0, path=tmp_path / "team.json", name="patients")
    analyst = PrivacyBudget.open(tmp_path / "team.json")
    analyst.fit(_model(schema, 0.5), X, y, note="first look")
    # the keeper's object reads the file before every figure and report
    assert keeper.spent == 0.5 and keeper.remaining == 2.5 and len(keeper.releases) == 1
    r = keeper.releases[0]
    assert r["by"].count("@") == 1 and isinstance(r["pid"], int) and r["dpforest"] == d.__version__
    assert r["note"] == "first look" and "first look" in keeper.report()
    assert "spent=0.5" in repr(keeper) and list(keeper.to_frame()["note"]) == ["first look"]
    # keys the data owner adds to the file are kept through every write
    doc = json.loads((tmp_path / "team.json").read_text())
    doc["granted_by"] = "DPO, 2026-01-05"
    (tmp_path / "team.json").write_text(json.dumps(doc))
    analyst.spend(0.25, "a count in the annual report")
    assert json.loads((tmp_path / "team.json").read_text())["granted_by"] == "DPO, 2026-01-05"
    # a total lowered by hand below what is booked is shown, and the command line exits 3
    doc = json.loads((tmp_path / "team.json").read_text())
    doc["total"] = 0.5
    (tmp_path / "team.json").write_text(json.dumps(doc))
    assert keeper.over and "OVER BUDGET" in keeper.report()
    assert main(["budget", str(tmp_path / "team.json")]) == 3


def test_a_running_release_of_an_ended_process_is_shown_as_such(tmp_path):
    import subprocess
    import sys

    budget = PrivacyBudget(1.0, path=tmp_path / "b.json")
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    doc = json.loads((tmp_path / "b.json").read_text())
    mine = budget._entry("DPForestClassifier", 0.4, "running", None)
    doc["releases"] = [{**mine, "pid": int(done.stdout)}]
    (tmp_path / "b.json").write_text(json.dumps(doc))
    text = budget.report()
    assert "has ended; still counted" in text and budget.spent == 0.4
    # the table says so too (it showed 'running' alone)
    assert budget.to_frame()["status"].tolist() == ["running (process ended)"]


def test_a_pinned_fit_of_a_file_with_an_id_column_names_the_common_cause(tmp_path, data, capsys):
    """split keeps an id column the schema does not declare: under a pinned budget the one
    fixed refusal names that common cause and --drop (a walkthrough was stuck there), and
    --drop fits."""
    X, y, schema = data
    p = _files(tmp_path, data)
    X.assign(id=np.arange(len(X)), y=y).to_csv(p / "train.csv", index=False)
    assert main(["budget", str(p / "b.json"), "--create", "--total", "3", "--schema",
                 str(p / "schema.json")]) == 0
    capsys.readouterr()
    assert _fit(p, 0.5, "m.json") == 2
    err = capsys.readouterr().err
    assert "the layout the budget sets" in err and "pass --drop COL for it" in err
    assert PrivacyBudget.open(p / "b.json").spent == 0
    assert _fit(p, 0.5, "m.json", "--drop", "id") == 0
    assert PrivacyBudget.open(p / "b.json").spent == 0.5


def test_a_pinned_schema_is_the_only_one_a_fit_may_use(tmp_path, data):
    X, y, schema = data
    budget = PrivacyBudget(2.0, path=tmp_path / "b.json", schema=schema)
    other = d.Schema.from_dataframe(
        X, classes=["old", "red", "other"], bounds={"age": (0, 60), "income": (0, 100)},
        categories={"color": ["red", "green", "blue", "yellow"]}, allow_missing=["income"])
    probe = _model(other, 0.5)
    with pytest.raises(ValueError, match="pins the schema"):
        budget.fit(probe, None, None)                 # refused before X is looked at
    assert not hasattr(probe, "ledger_") and budget.spent == 0
    budget.fit(_model(PrivacyBudget.open(tmp_path / "b.json").pinned_schema(), 0.5), X, y)
    assert budget.spent == 0.5


def test_a_pinned_schemas_differences_are_counted_in_full():
    """The refusal lists the first differences and counts all the others: 30 pinned features
    missing from another schema said "and 2 more" (the missing ones were cut to 4 before
    the count)."""
    pinned = d.Schema([d.Numeric(f"p{i}", 0, 1) for i in range(30)], classes=[0, 1])
    other = d.Schema([d.Numeric(f"q{i}", 0, 1) for i in range(30)], classes=[0, 1])
    budget = PrivacyBudget(2.0, schema=pinned)
    with pytest.raises(ValueError, match="pins the schema") as e:
        budget.fit(_model(other, 0.5), None, None)
    said = str(e.value)
    assert "'p3' pinned, not declared here" in said and "'p4'" not in said
    # 26 more pinned names, and the one line for the features the pinned schema lacks
    assert "and 27 more" in said and "q0" not in said


def test_a_pinned_declaration_edited_by_hand_is_refused_as_damaged(tmp_path, data):
    """A budget file whose pinned declaration was edited (a bound moved) while its digest
    stayed would hand the edited schema out and judge fits by the old digest: refused as
    damaged when opened, as an edited release is."""
    import json

    X, y, schema = data
    path = tmp_path / "b.json"
    PrivacyBudget(2.0, path=path, schema=schema)
    assert PrivacyBudget.open(path).pinned_schema() == schema
    file = json.loads(path.read_text())
    numeric = next(f for f in file["schema"]["declaration"]["features"] if "upper" in f)
    numeric["upper"] = numeric["upper"] / 2
    path.write_text(json.dumps(file))
    with pytest.raises(d.exceptions.BudgetFileError, match="pinned schema's declaration does "
                       r"not match its digest\): it is refused rather than let fits be judged"):
        PrivacyBudget.open(path)


def test_a_schema_whose_declaration_does_not_read_back_is_not_pinned_in_a_file(tmp_path):
    """Tuple categories are written to the file as lists, which read back as another schema:
    refused when the budget file is made, not reported as damage when it is opened again."""
    s = d.Schema([d.Categorical("c", [("a", 1), ("b", 2)])], classes=[0, 1])
    PrivacyBudget(1.0, schema=s)                       # in memory: nothing to read back
    with pytest.raises(ValueError, match="cannot be pinned in a budget file"):
        PrivacyBudget(1.0, schema=s, path=tmp_path / "b.json")
    assert not (tmp_path / "b.json").exists()


def test_a_model_booked_twice_is_counted_twice_and_said(tmp_path, data):
    """spend(model) of a model budget.fit has booked already counts it again (an over-count,
    never an under-count) and says which release recorded it; another model is quiet."""
    X, y, schema = data
    budget = PrivacyBudget(5.0, path=tmp_path / "b.json")
    m = budget.fit(_model(schema, 0.5), X, y)
    with warnings.catch_warnings():
        # raised as an error, the warning books nothing (as a refused spend)
        warnings.simplefilter("error", d.exceptions.AccountingWarning)
        with pytest.raises(d.exceptions.AccountingWarning):
            budget.spend(m)
    assert budget.spent == 0.5 and len(budget.releases) == 1
    with pytest.warns(d.exceptions.AccountingWarning, match=r"booked already \(release 1 ") as rec:
        budget.spend(m)
    assert budget.spent == 1.0 and rec[0].filename == __file__
    other = _model(schema, 0.25).fit(X, y)
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.exceptions.AccountingWarning)
        budget.spend(other)
        budget.spend(0.1, "a count published by hand")
    assert budget.spent == 1.35


def test_a_budget_fit_on_records_an_unbooked_fit_read_says_so(data):
    """budget.fit given the very X object a fit outside any budget was given before: that
    fit's epsilon is on no budget, so the budget under-reads what the records spent; said once
    per X (identities only).  A copy of X, or an X only budgets fitted, is quiet."""
    X, y, schema = data
    X1 = X.copy()
    _model(schema, 0.5).fit(X1, y)                         # outside any budget
    budget = PrivacyBudget(5.0)
    with pytest.warns(d.exceptions.AccountingWarning, match=r"outside any budget before") as rec:
        budget.fit(_model(schema, 0.5), X1, y)
    assert rec[0].filename == __file__
    # an unbooked fit booked afterwards with spend is counted: quiet; one spend books one fit
    # (a model fitted twice on X and booked once leaves one fit unbooked: said)
    X3, X5 = X.copy(), X.copy()
    m3 = _model(schema, 0.5).fit(X3, y)
    budget.spend(m3)
    m5 = _model(schema, 0.5)
    m5.fit(X5, y)
    m5.fit(X5, y)
    budget.spend(m5)
    with pytest.warns(d.exceptions.AccountingWarning, match="outside any budget before"):
        budget.fit(_model(schema, 0.5), X5, y)
    X2 = X.copy()
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.exceptions.AccountingWarning)
        budget.fit(_model(schema, 0.5), X3, y)
        budget.fit(_model(schema, 0.5), X1, y)            # once per X object
        budget.fit(_model(schema, 0.5), X2, y)            # booked fits only
        budget.fit(_model(schema, 0.5), X2, y)
        budget.fit(_model(schema, 0.5), X1.copy(), y)     # a copy is not compared


def test_a_budget_fit_of_a_pipeline_an_unbooked_pipeline_fitted_says_so(data):
    """A Pipeline hands its forest a transformed X (a new object each fit), so the X object of an
    unbooked pipeline fit is never the forest's; the caller's y is, and a budget's fit given
    that very y says so (identities only).  Booked with spend, it is quiet; a copy of y is."""
    from sklearn.preprocessing import FunctionTransformer

    X, y, schema = data

    def pipe():
        return Pipeline([("same", FunctionTransformer(lambda Z: Z.copy())),
                         ("forest", _model(schema, 0.5))])

    y1 = y.copy()
    pipe().fit(X.copy(), y1)                                # outside any budget
    budget = PrivacyBudget(5.0)
    with pytest.warns(d.exceptions.AccountingWarning, match=r"this y \(the very object") as rec:
        budget.fit(pipe(), X.copy(), y1)
    assert rec[0].filename == __file__
    y2 = y.copy()
    budget.spend(pipe().fit(X.copy(), y2))
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.exceptions.AccountingWarning)
        budget.fit(pipe(), X.copy(), y2)                    # booked
        budget.fit(pipe(), X.copy(), y1)                    # once per y object
        budget.fit(pipe(), X.copy(), y1.copy())             # a copy is not compared
    # a y given to an unbooked pipeline and to an unbooked direct fit: the direct fit's X notice
    # does not use up the pipeline's
    y3, X3 = y.copy(), X.copy()
    pipe().fit(X.copy(), y3)
    _model(schema, 0.5).fit(X3, y3)
    with pytest.warns(d.exceptions.AccountingWarning, match="this X"):
        budget.fit(_model(schema, 0.5), X3, y3)
    with pytest.warns(d.exceptions.AccountingWarning, match="this y"):
        budget.fit(pipe(), X.copy(), y3)


def test_unbooked_selections_and_per_person_fits_are_found_and_booked(data):
    """Booking a selection's chosen model (whose ledger is the whole selection's) books the
    selector's fit; an unbooked fit_per_person read the caller's X and y through kept rows of
    its own, and a budget's later fit on them says so (identities only)."""
    from dpforest.contributions import fit_per_person
    from dpforest.model_selection import PrivateModelSelector

    X, y, schema = data
    budget = PrivacyBudget(20.0)
    X1, y1 = X.copy(), y.copy()
    sel = PrivateModelSelector([DPForestClassifier(max_depth=2), DPForestClassifier(max_depth=3)],
                               epsilon=1.0, schema=schema, random_state=0).fit(X1, y1)
    budget.spend(sel.best_estimator_)
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.exceptions.AccountingWarning)
        budget.fit(_model(schema, 0.5), X1.copy(), y1)
        budget.fit(_model(schema, 0.5), X1, y1.copy())
    # the chosen model kept, the selector dropped at once: booking the model still books it
    import gc

    X4, y4 = X.copy(), y.copy()
    best = PrivateModelSelector([DPForestClassifier(max_depth=2), DPForestClassifier(max_depth=3)],
                                epsilon=1.0, schema=schema, random_state=0).fit(X4, y4).best_estimator_
    gc.collect()
    budget.spend(best)
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.exceptions.AccountingWarning)
        budget.fit(_model(schema, 0.5), X4, y4.copy())
        budget.fit(_model(schema, 0.5), X4.copy(), y4)
    X2, y2 = X.copy(), y.copy()
    fit_per_person(_model(schema, 1.0), X2, y2, person=np.arange(len(X2)) // 2, max_rows=2,
                   person_epsilon=1.0)
    with pytest.warns(d.exceptions.AccountingWarning, match="this X"):
        budget.fit(_model(schema, 0.5), X2, y2.copy())


def test_diffprivlib_habits_get_clear_answers(data):
    from sklearn.model_selection import GridSearchCV, cross_validate

    X, y, schema = data
    budget = PrivacyBudget(5.0)
    assert budget.check(1.0) is True
    with pytest.raises(TypeError, match="no delta"):
        budget.spend(0.5, 0)
    with pytest.raises(TypeError, match="say what was released"):
        budget.spend(0.5)
    m = _model(schema, 0.5).fit(X, y)
    assert budget.spend(m.ledger_) == 0.5
    assert budget.spend(Pipeline([("forest", m)])) == 0.5
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        search = GridSearchCV(_model(schema, 0.2), {"max_depth": [1, 2]}, cv=2).fit(X, y)
        folds = cross_validate(_model(schema, 0.2), X, y, cv=2, return_estimator=True)
    for fitted in (search.best_estimator_, folds["estimator"][0]):
        with pytest.raises(ValueError, match="fits estimators several times"):
            budget.spend(fitted)
    assert budget.spent == 1.0


def test_an_evaluation_is_reserved_before_it_runs(data, monkeypatch):
    import dpforest.data as door_module
    from dpforest.evaluation import private_confusion_matrix

    X, y, schema = data
    m = _model(schema, 1.0).fit(X, y)
    test = PrivacyBudget(0.5, name="test records")
    result = test.evaluate(private_confusion_matrix, m, X, y, epsilon=0.3, note="held-out check")
    assert result.epsilon == 0.3 and test.spent == 0.3
    opened = []
    real = door_module.PrivateData

    def door(*a, **k):
        opened.append(True)
        return real(*a, **k)

    monkeypatch.setattr(door_module, "PrivateData", door)
    with pytest.raises(BudgetExceededError, match="Nothing was computed"):
        test.evaluate(private_confusion_matrix, m, X, y, epsilon=0.3)
    assert not opened and test.spent == 0.3          # refused before any test record was read
    people = PrivacyBudget(1.0, unit="person")
    with pytest.raises(ValueError, match="per person"):
        people.evaluate(private_confusion_matrix, m, X, y, epsilon=0.3)
    ids = np.arange(len(X)) // 2
    people.evaluate(private_confusion_matrix, m, X, y, epsilon=0.4, person=ids, max_rows=2)
    assert people.spent == pytest.approx(0.4)
    # per record: twice the row epsilon, at one row a person too (twice the person's)
    records = PrivacyBudget(5.0)
    records.evaluate(private_confusion_matrix, m, X, y, epsilon=0.4, person=ids, max_rows=2)
    records.evaluate(private_confusion_matrix, m, X, y, epsilon=0.4, person=ids, max_rows=1)
    assert [r["epsilon"] for r in records.releases] == pytest.approx([0.4, 0.8])
    # the ids as X's own column, as private_confusion_matrix itself takes them: the same
    # release and booking as the ids given apart (the column was judged a feature and refused)
    Xid = X.assign(pid=ids)
    for budget in (PrivacyBudget(1.0, unit="person"), PrivacyBudget(5.0)):
        by_name = budget.evaluate(private_confusion_matrix, m, Xid, y, epsilon=0.4,
                                  person="pid", max_rows=2)
        assert by_name.person_bound["max_rows"] == 2
        assert budget.spent == pytest.approx(0.4)
        with pytest.raises(ValueError, match="names no column of X"):
            budget.evaluate(private_confusion_matrix, m, Xid, y, epsilon=0.4, person="nope",
                            max_rows=2)
        # ids as a Series on another index object than X's, also through a Pipeline (whose
        # steps turned them into an array first): refused before anything is booked, by the
        # form alone -- whether the labels agree is not read (an index can hold the records'
        # ids, and a refusal where they differed told of them at no epsilon)
        from sklearn.pipeline import make_pipeline
        from sklearn.preprocessing import FunctionTransformer

        shuffled = pd.Series(ids, index=X.index).sample(frac=1.0, random_state=0)
        pipe = make_pipeline(FunctionTransformer(lambda Z: Z), m)
        for target in (m, pipe):
            for series in (shuffled, pd.Series(ids, index=pd.RangeIndex(len(X)))):
                with pytest.raises(ValueError, match="person is a pandas Series on another "
                                                     "index object than X's"):
                    budget.evaluate(private_confusion_matrix, target, X, y, epsilon=0.4,
                                    person=series, max_rows=2)
        assert budget.spent == pytest.approx(0.4)
        # on X's own index object: released; a column of X's frame has a view of X's index,
        # which pandas hands back only where a step changed nothing (a sort of rows already in
        # order), so it is refused by its form too
        budget.evaluate(private_confusion_matrix, m, X, y, epsilon=0.1,
                        person=pd.Series(ids, index=X.index), max_rows=2)
        with pytest.raises(ValueError, match="another index object"):
            budget.evaluate(private_confusion_matrix, m, X, y, epsilon=0.1,
                            person=Xid["pid"], max_rows=2)
        assert budget.spent == pytest.approx(0.5)


def test_command_line_create_needs_a_total_and_can_pin_the_schema(tmp_path, data, capsys):
    p = _files(tmp_path, data)
    assert main(["budget", str(p / "b.json"), "--create"]) == 2
    assert "--total" in capsys.readouterr().err
    assert main(["budget", str(p / "b.json.lock"), "--create", "--total", "1"]) == 2
    assert "lock file" in capsys.readouterr().err
    assert main(["budget", str(p / "free.json"), "--create", "--no-limit"]) == 0
    assert main(["budget", str(p / "b.json"), "--create", "--total", "2", "--schema",
                 str(p / "schema.json")]) == 0
    capsys.readouterr()
    assert _fit(p, 0.5, "m.json") == 0
    doc = json.loads((p / "schema.json").read_text())
    doc["features"][0]["upper"] = 99
    (p / "other.json").write_text(json.dumps(doc))
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "other.json"), "--epsilon",
                 "0.5", "--no-progress", "-o", str(p / "m2.json"), "--budget", str(p / "b.json")]) == 2
    assert "pins the schema" in capsys.readouterr().err and not (p / "m2.json").exists()


def test_under_a_pinned_schema_no_value_refuses_a_fit(tmp_path, data):
    X, y, schema = data
    bad = X.copy()
    bad.loc[:9, "age"] = 1000.0                     # outside the declared bounds
    bad.loc[10:14, "color"] = "purple"              # outside the declared categories
    labels = y.copy()
    labels.iloc[15:20] = "nobody"                   # outside the declared classes
    loose = PrivacyBudget(2.0)
    with pytest.raises(ValueError, match="age"):    # without a pin: refused, by column
        loose.fit(_model(schema, 0.5), bad, labels)
    pinned = PrivacyBudget(2.0, schema=schema)

    def said(fit, *args):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            out = fit(*args)
        # (a released noisy size below one noise sd, or below 10 per class times epsilon, is
        # said after the fit: it reads the released figure, which on this small table at
        # epsilon 0.1 the noise often puts there; the constant-model verdict, from the noisy
        # tree, likewise: 0 fits in 40 here, but the noise decides, not the pin)
        from dpforest.exceptions import SmallBudgetWarning

        return out, [(w.category, str(w.message)) for w in rec
                     if "released noisy size" not in str(w.message)
                     and not issubclass(w.category, (SmallBudgetWarning, d.ConstantModelWarning))]

    # nothing is said about what was left out: one fixed warning on every pinned fit, the same
    # for clean records as for these (never which, nor how many)
    m, on_bad = said(pinned.fit, _model(schema, 0.5), bad, labels)
    assert m.ledger_.epsilon == 0.5 and pinned.spent == 0.5
    _, on_clean = said(PrivacyBudget(2.0, schema=schema).fit, _model(schema, 0.5), X, y)
    assert on_bad == on_clean and len(on_bad) == 1
    assert on_bad[0][0] is InputWarning and "left out silently" in on_bad[0][1]
    assert "schema.check(X, y)" in on_bad[0][1]
    with pytest.raises(TypeError, match="not a Pipeline"):
        pinned.fit(Pipeline([("forest", _model(schema, 0.1))]), X, y)
    # Dask collections under the pin: the same records left out, partition by partition
    dd = pytest.importorskip("dask.dataframe")
    from dpforest.privacy.record_filter import _dask_rows, _rows, _valid_records

    both = dd.from_pandas(bad.assign(label=np.asarray(labels)), npartitions=3)
    Xd, yd = both.drop(columns=["label"]), both["label"]
    keep = _valid_records(schema, bad, labels)
    assert 0 < keep.sum() < len(keep)               # some records do not fit
    kx, ky = _dask_rows(schema, Xd, yd)
    pd.testing.assert_frame_equal(kx.compute(), _rows(bad, keep), check_dtype=False)
    pd.testing.assert_series_equal(ky.compute(), _rows(labels, keep), check_dtype=False,
                                   check_names=False)
    m, on_dask = said(PrivacyBudget(2.0, schema=schema).fit, _model(schema, 0.1), Xd, yd)
    assert on_dask == on_clean                      # nothing more said on Dask either
    m, again = said(pinned.fit, _model(schema, 0.1), Xd, yd)
    assert again == []                      # said once per budget object: not at its second fit
    assert m.ledger_.epsilon == pytest.approx(0.1) and pinned.spent == pytest.approx(0.6)
    with pytest.raises(ValueError, match="same number of partitions"):
        pinned.fit(_model(schema, 0.1), Xd, dd.from_pandas(labels, npartitions=2))
    assert pinned.spent == pytest.approx(0.6)


def test_evaluate_takes_only_private_evaluations_and_no_value_refuses_them(data):
    from dpforest.evaluation import private_confusion_matrix, private_roc

    X, y, schema = data
    m = _model(schema, 1.0).fit(X, y)
    budget = PrivacyBudget(5.0)
    bad = X.copy()
    bad.loc[:4, "age"] = -5.0                       # test records the model refuses: left out
    labels = y.astype(object)
    labels.iat[5] = ("old",)                        # a tuple is no class: left out too
    budget.evaluate(private_confusion_matrix, m, bad, labels, epsilon=0.5)
    assert budget.spent == 0.5
    ids = (np.arange(len(X)) // 2).astype(object)   # in X's row order
    ids[7] = None                                   # a row without a person id: left out
    ids[8] = [1, 2]                                 # nor can a list key a person
    budget.evaluate(private_confusion_matrix, m, X, y, epsilon=0.5, person=ids, max_rows=2)
    assert budget.spent == pytest.approx(1.0)       # min(2 x 0.25, 0.5) per record

    def twice(model, X, y, epsilon):
        private_confusion_matrix(model, X, y, epsilon=epsilon)
        return private_confusion_matrix(model, X, y, epsilon=epsilon)

    for other in (twice, lambda *a, **k: 0.9):
        with pytest.raises(TypeError, match="private evaluations"):
            budget.evaluate(other, m, X, y, epsilon=0.5)
    assert budget.spent == pytest.approx(1.0)
    # the model passed first, as a model's own evaluate would take it: said which comes first
    with pytest.raises(TypeError, match=r"evaluation to run first: budget.evaluate\(private_"):
        budget.evaluate(m, X, y, epsilon=0.5)
    with pytest.raises(TypeError, match="needs the test labels y"):
        budget.evaluate(private_confusion_matrix, m, X, epsilon=0.5)
    assert budget.spent == pytest.approx(1.0)
    two = d.Schema(schema.features, classes=["old", "other", "red"])
    binary = _model(two, 1.0).fit(X, y)
    budget.evaluate(private_roc, binary, X, y, epsilon=0.2, positive="old")
    assert budget.spent == pytest.approx(1.2)


def test_evaluate_reads_test_records_as_the_model_reads_new_ones_unless_told_to_drop(data):
    """A test value beyond a bound is read at the bound (conform, record by record), as the
    fitted model reads new records, so the figures describe the model in use; with
    out_of_domain='drop' such records are left out.  Neither refuses: a value outside a
    category set with no missing code leaves its record out under both."""
    from dpforest.evaluation import private_confusion_matrix

    X, y, schema = data
    m = _model(schema, 1.0).fit(X, y)
    bad = X.copy()
    bad.loc[:99, "age"] = 150.0                     # 100 records beyond the bound
    bad.loc[100, "color"] = "mauve"                 # no code can stand for it: left out
    n = {}
    for how in ("conform", "drop"):
        budget = PrivacyBudget(100.0)
        n[how] = budget.evaluate(private_confusion_matrix, m, bad, y, epsilon=50.0,
                                 out_of_domain=how).n
    assert n["conform"] == pytest.approx(len(X) - 1, abs=3)
    assert n["drop"] == pytest.approx(len(X) - 101, abs=3)
    # the conformed release is the one of the conformed records (noise aside)
    keep = bad["color"] != "mauve"
    direct = private_confusion_matrix(m, schema.conform(bad[keep]), y[keep.to_numpy()],
                                      epsilon=50.0)
    again = PrivacyBudget(100.0).evaluate(private_confusion_matrix, m, bad, y, epsilon=50.0)
    assert np.abs(np.asarray(again.counts) - np.asarray(direct.counts)).max() <= 3
    with pytest.raises(ValueError, match="out_of_domain"):
        PrivacyBudget(1.0).evaluate(private_confusion_matrix, m, X, y, epsilon=0.5,
                                    out_of_domain="clip")


def test_one_complex_record_leaves_out_itself_only(data):
    """One complex value appended to a frame promotes its whole column to complex (pd.concat):
    under a budget that record alone is left out -- the release and the pinned fit go on with
    the others, read as the numbers they were -- where the promoted column was refused by its
    type, one record deciding whether anything was released."""
    from dpforest.evaluation import private_confusion_matrix
    from dpforest.privacy.record_filter import _filtered, _kept_rows

    X, y, schema = data
    m = _model(schema, 1.0).fit(X, y)
    extra = X.iloc[[0]].astype({"age": complex}).assign(age=30 + 1j)
    X1 = pd.concat([X, extra], ignore_index=True)
    y1 = pd.concat([pd.Series(y), pd.Series(y).iloc[[0]]], ignore_index=True)
    assert X1["age"].dtype.kind == "c"
    Xc, _, keep = _filtered(schema, X1, y1)
    assert keep.sum() == len(X) and not keep[-1]
    assert np.array_equal(_kept_rows(Xc, keep)["age"].astype(float).to_numpy(), X["age"].to_numpy())
    for how in ("conform", "drop"):
        budget = PrivacyBudget(100.0)
        out = budget.evaluate(private_confusion_matrix, m, X1, y1, epsilon=50.0, out_of_domain=how)
        assert budget.spent == 50.0 and out.n == pytest.approx(len(X), abs=3)
    pinned = PrivacyBudget(10.0, schema=schema)
    pinned.fit(_model(schema, 1.0), X1, y1)
    assert pinned.spent == 1.0


def test_a_complex_label_is_read_alike_whatever_the_other_labels_made_of_the_column():
    """1+0j among whole labels makes the column complex (read back as the numbers), among a
    True an object column (where it was left out): one added record decided whether another
    was read.  Pinned, 1+0j is read as 1 in both; a fit without a budget refuses any complex
    label, in both."""
    from dpforest.privacy.mechanisms import _noiseless
    from dpforest.privacy.record_filter import _filtered

    X, y, schema = _typed_neighbours()                  # labels 0 and 1
    X1 = pd.concat([X, X.iloc[[0]]], ignore_index=True)
    X2 = pd.concat([X, X.iloc[[0, 1]]], ignore_index=True)
    y1 = pd.concat([y, pd.Series([1 + 0j])], ignore_index=True)                # complex128
    y2 = pd.concat([y.astype(object), pd.Series([1 + 0j, True], dtype=object)],
                   ignore_index=True)                                           # object
    assert y1.dtype.kind == "c" and y2.dtype.kind == "O"
    keep1, keep2 = _filtered(schema, X1, y1)[2], _filtered(schema, X2, y2)[2]
    assert keep1[-1] and keep2[-2]
    with _noiseless():
        for Xn, yn in ((X1, y1), (X2, y2)):
            PrivacyBudget(10.0, schema=schema).fit(_model(schema, 1.0), Xn, yn)
    for Xn, yn in ((X1, y1), (X2, y2)):
        with pytest.raises(ValueError, match="Complex data not supported"):
            _model(schema, 1.0).fit(Xn, yn)
    # y as a one-column frame: read alike too (the pinned fit was refused in the object case)
    with _noiseless():
        for Xn, yn in ((X1, y1), (X2, y2)):
            PrivacyBudget(10.0, schema=schema).fit(_model(schema, 1.0), Xn, yn.to_frame())


def _typed_neighbours():
    """A frame of int, bool and int-coded columns and its pinned schema (declared values that
    are not text), for the container-promotion tests below."""
    rng = np.random.default_rng(0)
    n = 300
    X = pd.DataFrame({"age": rng.integers(17, 90, n), "flag": rng.random(n) < .5,
                      "code": rng.choice([1, 2, 3], n)})
    y = pd.Series(rng.integers(0, 2, n), name="label")
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"age": (0, 120)},
                                     categories={"flag": [False, True], "code": [1, 2, 3]})
    return X, y, schema


@pytest.mark.parametrize("line", ["40,yes,2,1", "40,True,x,1", "40,True,2,x"])
def test_one_text_record_turning_a_column_into_text_leaves_out_itself_only(line):
    """pd.read_csv of the file with one more line whose flag, code or label is text types that
    whole column as text: the others' True and 2 arrived as "True" and "2", matched no
    declared value and were left out with it (300 records -> 0).  Read by their text, value by
    value as the command line reads a CSV, each record's fate is its own."""
    import io

    from dpforest.privacy.record_filter import _filtered, _kept_rows

    X, y, schema = _typed_neighbours()
    csv = pd.concat([X, y], axis=1).to_csv(index=False)
    D2 = pd.read_csv(io.StringIO(csv + line + "\n"))
    X2, y2 = D2.drop(columns="label"), D2["label"]
    Xc, yc, keep = _filtered(schema, X2, y2)
    assert keep[:300].all() and not keep[300]
    assert schema.encode(_kept_rows(Xc, keep)).tolist() == schema.encode(X).tolist()
    assert list(schema.encode_labels(np.asarray(_kept_rows(yc, keep), dtype=object))) == \
        list(schema.encode_labels(y.to_numpy()))


def test_one_string_in_an_array_of_rows_or_labels_leaves_out_itself_only():
    """np.array of rows with one string in them is an array of text (True -> "True"), and so
    is an array of labels with one text label: every record was left out with it."""
    from dpforest.privacy.record_filter import _filtered

    X, y, schema = _typed_neighbours()
    rows = X.to_numpy(dtype=object).tolist()
    A2 = np.array(rows + [[40, "x", 2]])
    assert A2.dtype.kind == "U"
    keep = _filtered(schema, A2, np.append(y.to_numpy(), 1))[2]
    assert keep[:300].all() and not keep[300]
    X1 = pd.concat([X, X.iloc[:1]], ignore_index=True)
    keep = _filtered(schema, X1, np.array(y.tolist() + ["x"]))[2]
    assert keep[:300].all() and not keep[300]


@pytest.mark.parametrize("form", ["frame", "column", "index"])
def test_labels_in_any_container_are_read_by_text(form):
    """A label column given as a one-column frame, a column vector or an Index was not read by
    its text: one text label turned the others' 0 and 1 into "0" and "1", all left out."""
    import io

    from dpforest.privacy.record_filter import _filtered

    X, y, schema = _typed_neighbours()
    csv = pd.concat([X, y], axis=1).to_csv(index=False)
    D2 = pd.read_csv(io.StringIO(csv + "40,True,2,x\n"))
    lab = {"frame": D2[["label"]], "column": D2[["label"]].to_numpy(),
           "index": pd.Index(D2["label"], name="label")}[form]
    keep = _filtered(schema, D2.drop(columns="label"), lab)[2]
    assert keep[:300].all() and not keep[300]


def test_text_declared_codes_read_numbers_by_their_text_form():
    """Categories and classes declared as text ("1", "2", "3") matched none of an integer
    column's codes (every record left out) until one text record turned the column into text
    (every record kept): numbers are read by their text form, as a CSV holds them."""
    import io

    from dpforest.privacy.record_filter import _filtered

    X, y, _ = _typed_neighbours()
    schema = d.Schema([d.Numeric("age", 0, 120), d.Categorical("flag", [False, True]),
                       d.Categorical("code", ["1", "2", "3"])], classes=["0", "1"])
    csv = pd.concat([X, y], axis=1).to_csv(index=False)
    for extra in ("", "40,True,x,1\n", "40,True,2,x\n"):
        D = pd.read_csv(io.StringIO(csv + extra))
        keep = _filtered(schema, D.drop(columns="label"), D["label"])[2]
        assert keep[:300].all() and (not extra or not keep[300])


def test_an_array_of_rows_keeps_missing_values_missing():
    """np.array of rows with one string in them spells NaN "nan": in a column that allows
    missing values it is read as missing again, as the command line reads pandas' markers."""
    from dpforest.privacy.record_filter import _filtered

    X, y, _ = _typed_neighbours()
    schema = d.Schema([d.Numeric("age", 0, 120, allow_missing=True),
                       d.Categorical("flag", [False, True]),
                       d.Categorical("code", [1, 2, 3], allow_missing=True)], classes=[0, 1])
    Xm = X.astype({"code": float, "age": float})
    Xm.loc[::7, "code"] = np.nan
    Xm.loc[::11, "age"] = np.nan
    rows = Xm.to_numpy(dtype=object).tolist()
    A = np.array(rows + [[40.0, "yes", 2.0]])
    assert A.dtype.kind == "U"
    keep = _filtered(schema, A, np.append(y.to_numpy(), 1))[2]
    assert keep[:300].all() and not keep[300]


def test_a_complex_column_as_objects_leaves_out_its_one_record_only():
    """A frame one complex record made complex, handed over as X.to_numpy() or a list of
    rows, holds every value of that column as a complex object: read as complex, 5+0j was
    non-numeric and every record was left out with the one whose imaginary part is not zero."""
    from dpforest.privacy.record_filter import _filtered

    X, y, schema = _typed_neighbours()
    Xf = X.astype({"age": float})
    X2 = pd.concat([Xf, pd.DataFrame({"age": [40 + 2j], "flag": [True], "code": [2]})],
                   ignore_index=True)
    y2 = np.append(y.to_numpy(), 1)
    for given in (X2.to_numpy(), X2.to_numpy().tolist()):
        keep = _filtered(schema, given, y2)[2]
        assert keep[:300].all() and not keep[300]
    one = Xf.to_numpy(dtype=object)
    one[0, 0] = complex(one[0, 0])                   # one record's own 5+0j: its number
    assert _filtered(schema, one, y.to_numpy())[2].all()


def test_a_pinned_fit_conforms_record_by_record_when_asked():
    """budget.fit(..., conform=True) reads each record as a fitted model reads new ones, as
    `dpforest fit --budget --conform` does: a value beyond a bound at the bound, one outside a
    declared set missing where the column allows it; schema.conform(X) called first refused a
    record it could not repair.  Only under a pinned schema, and not for Dask collections."""
    from dpforest.privacy.mechanisms import _noiseless

    rng = np.random.default_rng(0)
    n = 300
    X = pd.DataFrame({"age": rng.uniform(20, 80, n), "sex": rng.choice(["F", "M"], n)})
    y = pd.Series(rng.integers(0, 2, n))
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("sex", ["F", "M"], allow_missing=True)],
                 classes=[0, 1])
    X2 = pd.concat([X, pd.DataFrame({"age": [130.0], "sex": ["U"]})], ignore_index=True)
    y2 = pd.concat([y, pd.Series([1])], ignore_index=True)
    kept = {}
    for conform in (False, True):
        budget = PrivacyBudget(10.0, schema=s)
        with _noiseless():
            kept[conform] = budget.fit(d.DPForestClassifier(1.0, s, progress=False), X2, y2,
                                       conform=conform).noisy_n_
        assert budget.spent == 1.0
    assert kept == {False: 300.0, True: 301.0}
    with pytest.raises(ValueError, match="pins none"):
        PrivacyBudget(10.0).fit(d.DPForestClassifier(1.0, s), X, y, conform=True)
    with pytest.raises(TypeError, match="True or False"):
        PrivacyBudget(10.0, schema=s).fit(d.DPForestClassifier(1.0, s), X, y, conform="yes")


def test_one_record_promoting_a_column_changes_no_notice_or_refusal():
    """One record with a category the others lack turns an ordered categorical into objects
    (pd.concat), which silenced the fit's notice about ordered categoricals: under a pinned
    schema neither frame gets it.  One whole number beyond 64 bits types a polars column
    Int128, which pandas cannot hold: the fit was refused; now that record alone is left out."""
    import warnings as w

    X, y, schema = _typed_neighbours()
    grades = pd.Categorical(np.array(["A", "B", "C"])[np.arange(len(X)) % 3], categories=["A", "B", "C"],
                            ordered=True)
    Xg = X.assign(grade=grades)
    sg = d.Schema(list(schema.features) + [d.Categorical("grade", ["A", "B", "C", "D"])],
                  classes=[0, 1])
    extra = pd.DataFrame({"age": [40], "flag": [True], "code": [2], "grade": ["D"]})
    Xg2 = pd.concat([Xg, extra], ignore_index=True)
    yg2 = pd.concat([y, pd.Series([1])], ignore_index=True)
    said = []
    for Xi, yi in ((Xg, y), (Xg2, yg2)):
        with w.catch_warnings(record=True) as got:
            w.simplefilter("always")
            PrivacyBudget(10.0, schema=sg).fit(_model(sg, 1.0), Xi, yi)
        said.append(sorted({str(g.message)[:40] for g in got if "ordered" in str(g.message)}))
    assert said[0] == said[1] == []
    pl = pytest.importorskip("polars")
    if not hasattr(pl, "Int128"):
        pytest.skip("this polars has no Int128")
    P = pl.from_pandas(X)
    P2 = pl.from_dicts(P.to_dicts() + [{"age": 2 ** 70, "flag": True, "code": 2}],
                       infer_schema_length=None)
    assert P2.schema["age"] == pl.Int128
    budget = PrivacyBudget(10.0, schema=schema)
    budget.fit(_model(schema, 1.0), P2, pd.concat([y, pd.Series([1])], ignore_index=True))
    assert budget.spent == 1.0


def test_evaluate_takes_a_pipeline_ending_in_a_dpforest_model(data):
    """The records go through the steps before the model first (as its predict runs them),
    then are judged and counted as the last step reads them."""
    from sklearn.preprocessing import FunctionTransformer

    from dpforest.evaluation import private_confusion_matrix

    X, y, schema = data
    halve = FunctionTransformer(lambda f: f.assign(age=f["age"] / 2), validate=False)
    pipe = Pipeline([("halve", halve), ("forest", _model(schema, 1.0))]).fit(X, y)
    budget = PrivacyBudget(100.0)
    doubled = X.assign(age=X["age"] * 2)            # beyond the bound until the step halves it
    out = budget.evaluate(private_confusion_matrix, pipe, doubled, y, epsilon=50.0,
                          out_of_domain="drop")
    assert out.n == pytest.approx(len(X), abs=3) and budget.spent == 50.0
    direct = private_confusion_matrix(pipe[-1], X, y, epsilon=50.0)
    assert np.abs(np.asarray(out.counts) - np.asarray(direct.counts)).max() <= 3


def test_a_record_a_pipeline_step_refuses_is_left_out_not_refusing_the_release():
    """A fitted encoder that has not seen a test record's category refuses to transform it:
    under a budget that record is left out on its own (a refusal would tell of it at no ε),
    and the release is booked."""
    from sklearn.compose import ColumnTransformer
    from sklearn.preprocessing import OrdinalEncoder

    from dpforest.evaluation import private_confusion_matrix

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"c": rng.choice(["a", "b", "c"], 1500), "x": rng.uniform(0, 1, 1500)})
    y = np.where((X["c"] == "a") | (X["x"] > 0.7), 1, 0)
    enc = ColumnTransformer([("o", OrdinalEncoder(), ["c"])], remainder="passthrough",
                            verbose_feature_names_out=False).set_output(transform="pandas")
    s = d.Schema([d.Numeric("c", 0, 2, integer=True), d.Numeric("x", 0, 1)], classes=[0, 1])
    pipe = Pipeline([("enc", enc), ("forest", _model(s, 2.0))]).fit(X, y)
    odd = X.copy()
    odd.loc[[7, 900], "c"] = "unseen"
    budget = PrivacyBudget(100.0)
    out = budget.evaluate(private_confusion_matrix, pipe, odd, y, epsilon=50.0)
    assert budget.spent == 50.0 and out.n == pytest.approx(len(X) - 2, abs=3)


def test_under_a_pinned_schema_weights_and_person_ids_follow_the_kept_rows(data):
    X, y, schema = data
    bad = X.copy()
    bad.loc[:9, "age"] = 1000.0
    pinned = PrivacyBudget(3.0, schema=schema)
    pinned.fit(_model(schema, 0.5), bad, y, sample_weight=np.ones(len(X)))
    ids = pd.Series(np.arange(len(X)) // 3, dtype=object)
    ids.iat[20] = None
    Xp = bad.assign(pid=ids)
    m = pinned.fit_per_person(_model(schema, 1.0), Xp, y, person="pid", max_rows=2,
                              person_epsilon=0.6)
    assert m.ledger_.epsilon == pytest.approx(0.3) and pinned.spent == pytest.approx(1.1)


def test_a_search_fit_stays_marked_in_its_ledger_and_its_file(tmp_path, data):
    from sklearn.model_selection import GridSearchCV

    from dpforest.io import load_model, save_model

    X, y, schema = data
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        search = GridSearchCV(_model(schema, 0.2), {"max_depth": [1, 2]}, cv=2).fit(X, y)
    best = search.best_estimator_
    budget = PrivacyBudget(5.0)
    for release in (best.ledger_, best):
        with pytest.raises(ValueError, match="several times"):
            budget.spend(release)
    save_model(best, tmp_path / "m.json")
    with pytest.raises(ValueError, match="several times"):
        budget.spend(load_model(tmp_path / "m.json"))
    plain = _model(schema, 0.2).fit(X, y)
    assert plain.ledger_.fitted_in is None and "fitted_in" not in plain.ledger_.to_dict()
    assert budget.spent == 0


def test_an_in_memory_budget_refuses_a_forked_copy():
    budget = PrivacyBudget(1.0)
    budget.spend(0.1, "here")
    budget._pid = -1                                 # as a fork's child sees its copy
    with pytest.raises(RuntimeError, match="another process"):
        budget.spend(0.1, "in the child")


def test_command_line_pinned_budget_leaves_out_what_does_not_fit(tmp_path, data, capsys):
    p = _files(tmp_path, data)
    X, y, _ = data
    bad = X.assign(y=y)
    bad.loc[:9, "age"] = 1000.0
    bad.to_csv(p / "train.csv", index=False)
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "0.5", "--no-progress", "-o", str(p / "plain.json")]) == 2
    assert "'age'" in capsys.readouterr().err
    assert main(["budget", str(p / "b.json"), "--create", "--total", "2", "--schema",
                 str(p / "schema.json")]) == 0
    capsys.readouterr()
    assert _fit(p, 0.5, "m.json") == 0
    out = capsys.readouterr()
    assert "age" not in out.err and (p / "m.json").exists()
    note = "records that do not fit it are left out silently"
    assert note in out.err
    # the same fixed note on a file whose every record fits: it says nothing about the file
    X.assign(y=y).to_csv(p / "train.csv", index=False)
    assert _fit(p, 0.5, "m2.json") == 0
    clean = capsys.readouterr().err
    assert note in clean and clean.count("dpforest: note:") == out.err.count("dpforest: note:")
    bad.to_csv(p / "train.csv", index=False)
    assert main(["budget", str(p / "t.json"), "--create", "--total", "1"]) == 0
    assert main(["evaluate", str(p / "m.json"), str(p / "train.csv"), "--epsilon", "0.3",
                 "--budget", str(p / "t.json")]) == 0
    assert "'age'" not in capsys.readouterr().err
    assert PrivacyBudget.open(p / "t.json").spent == pytest.approx(0.3)


def test_command_line_pinned_budget_reads_the_file_only_as_its_owner_said(tmp_path, data, capsys):
    p = _files(tmp_path, data)
    X, y, _ = data
    X.assign(y=y, pid=[None if i == 3 else i // 2 for i in range(len(X))]).to_csv(
        p / "train.csv", index=False)
    assert main(["budget", str(p / "b.json"), "--create", "--total", "5", "--schema",
                 str(p / "schema.json")]) == 0
    capsys.readouterr()
    for extra in (["--na-values", "red"], ["--sep", ";"], ["--encoding", "ascii"]):
        assert _fit(p, 0.5, "m.json", *extra) == 2, extra
        err = capsys.readouterr().err
        assert "pins the schema" in err and "Nothing" not in err, extra
    # --conform reads each record on its own and never refuses: allowed under the pin
    assert _fit(p, 0.5, "mc.json", "--conform", "--person", "pid", "--max-rows-per-person", "2") == 0
    capsys.readouterr()
    assert PrivacyBudget.open(p / "b.json").spent == pytest.approx(0.5)
    # a row without a person id is left out under the pin (it refused the file before)
    assert _fit(p, 1, "m.json", "--person", "pid", "--max-rows-per-person", "2") == 0
    capsys.readouterr()
    assert PrivacyBudget.open(p / "b.json").spent == pytest.approx(1.5)   # 0.5 + min(2 x 0.5, 1)
    python_pinned = PrivacyBudget(1.0, path=p / "py.json", schema=data[2])
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "0.5", "--random-state", "0", "--no-progress", "-o", str(p / "m2.json"),
                 "--budget", str(p / "py.json")]) == 2
    assert "made in Python" in capsys.readouterr().err
    # a second --budget is refused (argparse kept the last one without a word)
    assert _fit(p, 0.5, "m3.json", "--budget", str(p / "py.json")) == 2
    assert "--budget given twice" in capsys.readouterr().err
    assert python_pinned.spent == 0
    # a budgeted evaluation reads the test file as the model file says
    assert main(["budget", str(p / "t.json"), "--create", "--total", "1"]) == 0
    assert main(["evaluate", str(p / "m.json"), str(p / "train.csv"), "--epsilon", "0.2",
                 "--budget", str(p / "t.json"), "--na-values", "red"]) == 2
    assert "--na-values" in capsys.readouterr().err


def test_command_line_budgeted_evaluation_conforms_test_records_unless_told_to_drop(
        tmp_path, data, capsys):
    """`evaluate --budget` reads each test record as the model reads new ones, as
    budget.evaluate does (a value beyond a bound at the bound); --out-of-domain drop leaves
    such records out instead.  Neither refuses."""
    p = _files(tmp_path, data)
    X, y, _ = data
    assert main(["fit", str(p / "train.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "1", "--no-progress", "-o", str(p / "m.json")]) == 0
    odd = X.assign(y=y)
    odd.loc[: len(X) // 2, "age"] = 150.0               # half the records beyond the bound
    odd.to_csv(p / "odd.csv", index=False)
    n = {}
    for how in ("conform", "drop"):
        assert main(["budget", str(p / f"t_{how}.json"), "--create", "--total", "100"]) == 0
        assert main(["evaluate", str(p / "m.json"), str(p / "odd.csv"), "--epsilon", "50",
                     "--budget", str(p / f"t_{how}.json"), "--release", "accuracy",
                     "--out-of-domain", how, "--json"]) == 0
        n[how] = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["noisy_n"]
    assert n["conform"] == pytest.approx(len(X), abs=3)
    assert n["drop"] == pytest.approx(len(X) - (len(X) // 2 + 1), abs=3)
    # drop with --conform contradict each other; --out-of-domain without --budget does nothing
    base = ["evaluate", str(p / "m.json"), str(p / "odd.csv"), "--epsilon", "1"]
    assert main([*base, "--budget", str(p / "t_drop.json"), "--out-of-domain", "drop",
                 "--conform"]) == 2
    assert "give one of them" in capsys.readouterr().err
    assert main([*base, "--out-of-domain", "conform"]) == 2
    assert "applies with --budget only" in capsys.readouterr().err


def test_pinned_filtering_reads_y_and_fit_parameters_as_the_fit_does(data):
    from dpforest.model_selection import PrivateModelSelector

    X, y, schema = data
    pinned = PrivacyBudget(10.0, schema=schema)
    for shaped in (y.to_frame(), y.to_numpy(dtype=object).reshape(-1, 1)):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")     # scikit-learn's column-vector y warning
            m = pinned.fit(_model(schema, 2.0), X, shaped)
        # every record kept: the (n, 1) labels are read as the fit reads them
        assert (m.predict(X) == y.to_numpy()).mean() > 0.8
    sel = PrivateModelSelector([_model(None, 1.0), _model(None, 1.0, max_depth=2)], 1.0, schema,
                               random_state=0)
    with pytest.raises(ValueError, match="groups must have one value per row"):
        pinned.fit(sel, X, y, groups=np.arange(len(X) - 1))
    pinned.fit(sel, X, y, groups=np.arange(len(X)))


def test_command_line_pin_refuses_layout_options_before_opening_the_file(tmp_path, data, capsys):
    p = _files(tmp_path, data)
    with open(p / "train.csv", "a", encoding="utf-8") as f:
        f.write("50,1.0,red,True,old,Müller\n")    # one line no ascii reader reads
    assert main(["budget", str(p / "b.json"), "--create", "--total", "5", "--schema",
                 str(p / "schema.json")]) == 0
    capsys.readouterr()
    for extra in (["--encoding", "ascii"], ["--comment", "p"], ["--sep", ";"]):
        assert _fit(p, 0.5, "m.json", *extra, "--person", "bob", "--max-rows-per-person", "1") == 2
        err = capsys.readouterr().err
        assert "pins the schema and its file's layout" in err and "ascii" not in err.split("drop")[0]
        assert "bob" not in err
    assert PrivacyBudget.open(p / "b.json").spent == 0


def test_pinned_checks_refuse_by_shape_before_judging_any_record(tmp_path, data):
    X, y, schema = data
    pinned = PrivacyBudget(10.0, schema=schema)
    for short in (y.iloc[:-1], list(y)[:-1]):      # the caller's lengths: refused the same way
        # (SchemaError, as the unpinned fit refuses it: a fuzzer's find)
        with pytest.raises(d.SchemaError, match="different numbers of rows"):
            pinned.fit(_model(schema, 0.5), X, short)
    with pytest.raises(ValueError, match="one label per row"):
        pinned.fit(_model(schema, 0.5), X, pd.DataFrame({"a": y, "b": y}))
    assert pinned.spent == 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = pinned.fit(_model(schema, 2.0), X, [[v] for v in y])    # a column vector
    assert (m.predict(X) == y.to_numpy()).mean() > 0.8

    class Odd:
        def __hash__(self):
            raise ValueError("secret value 42")

    labels = y.astype(object)
    labels.iat[3] = Odd()
    pinned.fit(_model(schema, 0.5), X, labels)     # left out, its message never shown
    data_file = tmp_path / "records.csv"
    data_file.write_bytes("age,name\n41,M\xfcller\n".encode("latin-1"))
    with pytest.raises(ValueError) as err:
        PrivacyBudget.open(data_file)
    # one fixed message, whatever the file holds (no byte or position of it quoted)
    assert str(err.value) == (f"{data_file} is not a dpforest privacy budget (not valid JSON: "
                              f"another kind of file, or a budget cut short or edited out of "
                              f"shape)")


def test_an_evaluation_that_fails_after_reading_test_records_stays_booked(data, monkeypatch):
    import dpforest.data as door_module
    from dpforest.evaluation import private_confusion_matrix

    X, y, schema = data
    m = _model(schema, 1.0).fit(X, y)
    test = PrivacyBudget(1.0)

    def broken(self, *a, **k):
        raise RuntimeError("failed after the door read the test records")

    monkeypatch.setattr(door_module.PrivateData, "noisy_record_cells", broken)
    with pytest.raises(RuntimeError, match="failed after the door"):
        test.evaluate(private_confusion_matrix, m, X, y, epsilon=0.3)
    assert test.spent == 0.3
    assert test.releases[0]["status"] == "failed after reading records"


def test_command_line_pinned_per_person_leaves_out_before_drawing_rows(tmp_path, data, capsys,
                                                                       monkeypatch):
    """Rows that do not fit the pinned schema are left out before each person's rows are
    drawn (as PrivacyBudget.fit_per_person does): a person with one invalid and one valid row
    and max 1 row keeps the valid one."""
    import dpforest.contributions as contributions

    p = _files(tmp_path, data)
    X, y, _ = data
    frame = X.assign(y=y, pid=np.arange(len(X)) // 2)
    frame.loc[frame.index % 2 == 0, "age"] = 1000.0      # each person's first row is invalid
    frame.to_csv(p / "train.csv", index=False)
    assert main(["budget", str(p / "b.json"), "--create", "--total", "5", "--schema",
                 str(p / "schema.json")]) == 0
    seen = []
    real = contributions.bound_rows_per_person

    def spy(X, y, person, max_rows):
        seen.append(len(X))
        return real(X, y, person, max_rows)

    monkeypatch.setattr(contributions, "bound_rows_per_person", spy)
    assert _fit(p, 1, "m.json", "--person", "pid", "--max-rows-per-person", "1") == 0
    assert seen == [len(X) // 2]          # only the valid rows were drawn from


def test_a_pinned_dask_fit_that_fails_on_a_record_keeps_its_epsilon_and_says_one_thing(tmp_path):
    dd = pytest.importorskip("dask.dataframe")
    da = pytest.importorskip("dask.array")
    from dpforest.privacy.accountant import PINNED_DASK_FAILED

    rng = np.random.default_rng(0)
    n = 200
    schema = d.Schema([d.Numeric("age", 0, 100), d.Categorical("flag", [False, True])],
                      classes=[0, 1])
    df = pd.DataFrame({"age": rng.uniform(0, 99, n).round(1), "flag": rng.choice([True, False], n),
                       "y": rng.integers(0, 2, n)})
    path = tmp_path / "d.csv"

    def fit(frame, bad=None):
        frame.to_csv(path, index=False)
        if bad is not None:                         # one record's age written as text
            lines = path.read_text().splitlines()
            lines[190] = ",".join([bad] + lines[190].split(",")[1:])
            path.write_text("\n".join(lines) + "\n")
        # read as text, as a pinned budget reads a CSV; the analyst's own step then casts the
        # ages to floats, which fails on a record written as text
        r = dd.read_csv(path, blocksize=2000, dtype=object)
        r = r.assign(age=r["age"].astype(float))
        budget = PrivacyBudget(2.0, schema=schema)
        try:
            budget.fit(_model(schema, 0.5), r.drop(columns=["y"]), r["y"])
            return budget, None
        except Exception as e:                      # noqa: BLE001
            return budget, e

    budget, err = fit(df)                           # the booleans read as text are kept
    assert err is None and budget.spent == 0.5
    budget, err = fit(df, bad="SECRETzq")
    assert isinstance(err, d.SchemaError) and str(err) == PINNED_DASK_FAILED
    assert err.__context__ is None and budget.spent == 0.5      # kept: not a free question
    assert [r["status"] for r in budget.releases] == ["failed after reading records"]
    # a CSV read with numeric dtypes (there the text age failed the read itself): refused from
    # the graph's structure, before anything is read or booked
    r = dd.read_csv(path, blocksize=2000, dtype=schema.read_dtypes(target="y"))
    budget = PrivacyBudget(2.0, schema=schema)
    with pytest.raises(ValueError, match="only as text"):
        budget.fit(_model(schema, 0.5), r.drop(columns=["y"]), r["y"])
    assert budget.spent == 0.0
    # a Dask Array y: refused by its kind, before anything is read or booked
    X = dd.from_pandas(df.drop(columns=["y"]), npartitions=2)
    budget = PrivacyBudget(2.0, schema=schema)
    with pytest.raises(TypeError, match="Dask Series y"):
        budget.fit(_model(schema, 0.5), X, da.from_array(df["y"].to_numpy(), chunks=100))
    assert budget.spent == 0.0
    # per person: in memory only, said by the types for a pinned budget and a plain one alike
    # (the pinned record filter used to be the one to refuse, naming itself)
    for kept in (schema, None):
        budget = PrivacyBudget(2.0, schema=kept)
        with pytest.raises(TypeError, match=r"^fit_per_person works on data in memory"):
            budget.fit_per_person(_model(schema, 0.5), X.assign(pid=1), dd.from_pandas(
                df["y"], npartitions=2), person="pid", max_rows=2, person_epsilon=1.0)
        assert budget.spent == 0.0 and budget.releases == []


@pytest.mark.parametrize("bad", [b"Z\xfcrich", "\udcffSECRET"])
def test_a_record_dask_cannot_turn_into_text_is_not_quoted_while_the_graph_is_built(bad):
    """dd.from_pandas turns object columns into strings while the partitions are built (not
    computed): a byte that is not UTF-8, or a lone surrogate, raised Python's own
    UnicodeDecodeError / UnicodeEncodeError from the door's set-up, quoting the value and its
    position, pinned or not.  Building the partitions is now guarded as their computation is:
    one fixed message under a pin (its epsilon booked), the generic one otherwise."""
    dd = pytest.importorskip("dask.dataframe")
    from dpforest.privacy.accountant import PINNED_DASK_FAILED

    rng = np.random.default_rng(0)
    schema = d.Schema([d.Numeric("a", 0, 10), d.Categorical("c", ["x", "y", "z"])], classes=[0, 1])
    df = pd.DataFrame({"a": rng.uniform(0, 10, 50),
                       "c": pd.Series(rng.choice(["x", "y", "z"], 50), dtype=object),
                       "t": rng.integers(0, 2, 50)})
    df = pd.concat([df, pd.DataFrame({"a": [5.0], "c": pd.Series([bad], dtype=object),
                                      "t": [1]})], ignore_index=True)
    X = dd.from_pandas(df, npartitions=2)
    for pinned in (schema, None):
        budget = PrivacyBudget(2.0, schema=pinned)
        with pytest.raises(d.SchemaError) as e:
            budget.fit(_model(schema, 0.5), X.drop(columns=["t"]), X["t"])
        assert "rich" not in str(e.value) and "SECRET" not in str(e.value)
        assert e.value.__context__ is None
        if pinned is not None:
            assert str(e.value) == PINNED_DASK_FAILED and budget.spent == 0.5
        else:
            assert "could not be read or processed" in str(e.value)


@pytest.mark.parametrize("exc", [SystemExit, KeyboardInterrupt])
def test_a_pinned_dask_step_that_exits_on_a_record_says_nothing_of_it(exc):
    dd = pytest.importorskip("dask.dataframe")
    from dpforest.privacy.accountant import PINNED_DASK_FAILED

    rng = np.random.default_rng(1)
    schema = d.Schema([d.Numeric("age", 0, 100)], classes=[0, 1])
    df = pd.DataFrame({"age": rng.uniform(0, 99, 120), "y": rng.integers(0, 2, 120)})
    frame = dd.from_pandas(df, npartitions=3)

    def step(part):                                 # the analyst's step, raising on a value
        if len(part) and (part["age"] > 0).any():
            raise exc("SECRET " + str(float(part["age"].iloc[0])))
        return part

    # (the step on the frame, then its columns: a pinned budget pairs only one frame's)
    stepped = frame.map_partitions(step, meta=frame._meta)
    budget = PrivacyBudget(2.0, schema=schema)
    with pytest.raises((d.SchemaError, KeyboardInterrupt)) as e:
        budget.fit(_model(schema, 0.5), stepped[["age"]], stepped["y"])
    assert "SECRET" not in str(e.value) and "SECRET" not in repr(e.value)
    if exc is SystemExit:
        assert str(e.value) == PINNED_DASK_FAILED
    assert budget.spent == 0.5                       # kept: the records were being read


@pytest.mark.parametrize("kind", ["int", "tuple", "negative"])
def test_a_group_id_beyond_the_int_to_text_limit_refuses_no_pinned_selector_fit(kind):
    """A group id that is a whole number of more than 4,300 digits (Python's limit for
    converting integers to text) raised ValueError from the keyed hash that assigns groups to
    parts: D fitted, D plus that record refused the whole selector fit, for free.  Its text is
    now read without the limit; ids within it keep their text, so seeds keep their splits."""
    import hashlib

    from dpforest.data import _keyed_unit

    huge = {"int": 10 ** 5000, "tuple": (1, 10 ** 5000), "negative": -(10 ** 4400)}[kind]
    rng = np.random.default_rng(0)
    schema = d.Schema([d.Numeric("a", 0, 10), d.Categorical("c", ["x", "y", "z"])], classes=[0, 1])
    X = pd.DataFrame({"a": rng.uniform(0, 10, 51), "c": rng.choice(["x", "y", "z"], 51)})
    y = pd.Series(rng.integers(0, 2, 51))
    groups = pd.Series([*rng.integers(0, 20, 50), huge], dtype=object, index=X.index)
    budget = PrivacyBudget(10.0, schema=schema)
    selector = d.PrivateModelSelector([DPForestClassifier(schema=schema, progress=False)],
                                      epsilon=1.0, schema=schema)
    budget.fit(selector, X, y, groups=groups)
    assert budget.spent == 1.0
    key = (7).to_bytes(8, "little")
    expect = hashlib.blake2b(b"12345", digest_size=8, key=key).digest()
    assert _keyed_unit(7, 12345) == int.from_bytes(expect, "little") / 2.0 ** 64
    assert 0.0 <= _keyed_unit(7, huge) < 1.0


def test_a_pinned_budget_says_nothing_of_how_the_caller_s_indexes_pair():
    """The pairing warning compares X's and y's index labels, and an index is often a
    record's id: under a pinned budget a test set whose ids ran 0..n-1 evaluated silently, one
    with an id outside warned (3 of 3 runs each), and an empty set from one record, at no
    epsilon.  A pinned budget no longer says it, nor any budget's evaluate (its test records
    are private either way); a fit under a budget without a schema (the data owner's) still
    does."""
    from dpforest.evaluation import private_confusion_matrix

    rng = np.random.default_rng(0)
    schema = d.Schema([d.Numeric("a", 0, 10)], classes=[0, 1])
    X0 = pd.DataFrame({"a": rng.uniform(0, 10, 60)})
    y0 = pd.Series((X0["a"] > 5).astype(int))
    model = _model(schema, 1.0).fit(X0, y0)
    X = pd.DataFrame({"a": [1.0, 2.0, 8.0, 9.0], "row_id": [0, 1, 2, 99]}).set_index("row_id")
    y = pd.Series([0, 0, 1, 1])
    for pinned in (schema, None):
        budget = PrivacyBudget(10.0, schema=pinned)
        # the test records are private with or without a pin; a fit's only under one
        for call, says in ((lambda: budget.evaluate(private_confusion_matrix, model, X, y,
                                                    epsilon=1.0), False),
                           (lambda: budget.fit(_model(schema, 0.5), X, y), pinned is None)):
            with warnings.catch_warnings(record=True) as seen:
                warnings.simplefilter("always")
                call()
            said = any("indexes differ" in str(w.message) for w in seen)
            assert said is says, (pinned, [str(w.message)[:60] for w in seen])


def test_a_pinned_fit_leaves_out_a_record_whose_group_id_or_weight_it_cannot_take():
    """Under a pinned schema no record refuses the fit: a missing group id or a weight other
    than 1 leaves its record out, as a value outside the schema does (either used to refuse the
    fit on a fact about one record: a missing id after the door opened, a weight before it,
    for free).  A selector that declares no schema of its own is judged by the pinned one, and
    budget.evaluate takes a selector."""
    from dpforest.evaluation import private_confusion_matrix
    from dpforest.model_selection import PrivateModelSelector
    from dpforest.privacy.record_filter import _unit_weights, _usable_param_rows

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.uniform(0, 1, 300), "z": rng.uniform(0, 1, 300)})
    y = (X["x"] > 0.5).astype(int)
    s = d.Schema([d.Numeric("x", 0, 1), d.Numeric("z", 0, 1)], [0, 1])
    # the neighbour: one more record, whose group id is missing and whose weight is 2
    Xn = pd.concat([X, pd.DataFrame({"x": [0.995], "z": [0.3]})], ignore_index=True)
    yn = pd.concat([y, pd.Series([1])], ignore_index=True)
    groups = {"D": X["z"].round(1).to_numpy(),
              "D'": Xn["z"].round(1).where(Xn["x"] <= 0.99).to_numpy()}
    weights = {"D": np.ones(len(X)), "D'": np.where(Xn["x"] > 0.99, 2.0, 1.0)}

    def selector():
        return PrivateModelSelector([_model(s, 1.0), _model(s, 1.0, max_depth=2)], epsilon=1.0,
                                    random_state=0)

    for name, (XX, yy) in {"D": (X, y), "D'": (Xn, yn)}.items():
        for fit, kw in ((selector, {"groups": groups[name]}),
                        (lambda: _model(s, 1.0), {"sample_weight": weights[name]})):
            budget = PrivacyBudget(5.0, schema=s)
            budget.fit(fit(), XX, yy, **kw)                 # no refusal on either neighbour
            assert budget.spent == 1.0 and [r["status"] for r in budget.releases] == ["released"]
    # a groups Series on another index object is refused by its form before anything is booked
    # (whether the labels agree is not read: an index can hold the records' ids)
    budget = PrivacyBudget(5.0, schema=s)
    with pytest.raises(ValueError, match="groups is a pandas Series on another index object"):
        budget.fit(selector(), X, y,
                   groups=pd.Series(groups["D"], index=X.index).sample(frac=1.0, random_state=0))
    assert budget.spent == 0
    # the record is left out, not fitted: noiselessly the pinned fit on D' with its weight of 2
    # is the plain fit on D
    from dpforest.privacy.mechanisms import _noiseless

    with _noiseless():
        budget = PrivacyBudget(5.0, schema=s)
        pinned = budget.fit(_model(s, 1.0, n_samples=300), Xn, yn,
                            sample_weight=np.r_[np.ones(len(X)), 2.0])     # the added record's
        plain = _model(s, 1.0, n_samples=300).fit(X, y)
    np.testing.assert_array_equal(pinned.predict_proba(X), plain.predict_proba(X))
    assert list(_unit_weights([1, 1.0, np.float32(1), 2, 0, "1", True, None, np.nan])) == \
        [True, True, True, False, False, False, False, False, False]
    keep = _usable_param_rows({"groups": [1, None, "a", np.nan], "sample_weight": [1, 1, 3, 1],
                               "other": 5}, 4)
    assert list(keep) == [True, False, False, False]
    with pytest.raises(ValueError, match="groups must have one value per row of X"):
        _usable_param_rows({"groups": [1, 2]}, 3)
    budget = PrivacyBudget(5.0, schema=s)
    model = budget.fit(selector(), X, y)
    budget.evaluate(private_confusion_matrix, model, X, y, epsilon=0.5)
    assert budget.spent == pytest.approx(1.5)


def test_per_row_arguments_are_judged_by_their_form_before_any_record():
    """A person or group id Series on another index object than X's, ids or weights of another
    length and 2-d weights are refused before any record is judged, quoting no number, with
    the same words on both neighbours (the Series by its form: a refusal that compared the
    index labels read them, and they can be the records' ids): checked after
    the pinned filter, the refusal depended on whether the mismatched row was kept (a free bit
    about that record), and numpy's broadcast error quoted the number of records."""
    from dpforest.evaluation import private_confusion_matrix
    from dpforest.model_selection import PrivateModelSelector

    s = d.Schema([d.Numeric("x", 0, 1)], [0, 1])
    rng = np.random.default_rng(0)
    base = pd.DataFrame({"x": rng.uniform(0, 1, 237)})
    neighbours = {"D": pd.concat([pd.DataFrame({"x": [5.0]}), base], ignore_index=True),
                  "D'": base}                        # row 0 of D lies outside the schema
    model = _model(s, 1.0).fit(base, (base["x"] > 0.5).astype(int))
    said = {}
    for name, X in neighbours.items():
        y = (X["x"] > 0.5).astype(int)
        shifted = pd.Series(np.arange(len(X)) // 2, index=[-1] + list(X.index[1:]))
        calls = {
            "person series": lambda b: b.fit_per_person(_model(s, 1.0), X, y, person=shifted,
                                                        max_rows=2, person_epsilon=1.0),
            "evaluate series": lambda b: b.evaluate(private_confusion_matrix, model, X, y,
                                                    epsilon=0.5, person=shifted, max_rows=2),
            "groups series": lambda b: b.fit(PrivateModelSelector(
                [_model(s, 1.0), _model(s, 1.0, max_depth=2)], epsilon=1.0), X, y,
                groups=shifted),
            "person length": lambda b: b.fit_per_person(_model(s, 1.0), X, y, person=[1, 2, 3],
                                                        max_rows=2, person_epsilon=1.0),
            "evaluate length": lambda b: b.evaluate(private_confusion_matrix, model, X, y,
                                                    epsilon=0.5, person=[1, 2, 3], max_rows=2),
            "2-d weights": lambda b: b.fit(_model(s, 1.0), X, y,
                                           sample_weight=np.ones((len(X), 2))),
        }
        for what, call in calls.items():
            budget = PrivacyBudget(5.0, schema=s)
            with pytest.raises(ValueError) as e:
                call(budget)
            msg = str(e.value)
            assert budget.spent == 0.0 and "237" not in msg and "238" not in msg, (what, msg)
            said.setdefault(what, set()).add(msg)
    assert all(len(m) == 1 for m in said.values())       # the same refusal on both neighbours
    assert "Series on another index object than X's" in said["person series"].pop()
    assert "must be 1-d" in said["2-d weights"].pop()


def test_an_id_series_beside_an_X_of_another_kind_is_refused_by_its_form():
    """Beside an X that is not a pandas DataFrame (numpy, polars), an id Series under a budget
    is refused by its form on both neighbours.  The budget's identity check passed such an X
    by, and the per-row check then compared the Series' labels with the converted frame's
    positions 0..n-1: ids 0..n-1 as the index were accepted, the same with a record of id 999
    more refused, at no epsilon (an audit)."""
    pl = pytest.importorskip("polars")
    from dpforest.evaluation import private_confusion_matrix
    from dpforest.model_selection import PrivateModelSelector

    s = d.Schema([d.Numeric("x", 0, 1)], [0, 1])
    rng = np.random.default_rng(1)
    base = pd.DataFrame({"x": rng.uniform(0, 1, 40)})
    model = _model(s, 1.0).fit(base, (base["x"] > 0.5).astype(int))
    neighbours = {"D": (base, np.arange(40)),
                  "D'": (pd.concat([base, pd.DataFrame({"x": [0.3]})], ignore_index=True),
                         np.append(np.arange(40), 999))}
    said = {}
    for name, (frame, ids) in neighbours.items():
        y = (frame["x"] > 0.5).astype(int).to_numpy()
        for kind, X in (("numpy", frame.to_numpy()), ("polars", pl.from_pandas(frame))):
            person = pd.Series(ids, index=pd.Index(ids), name="pid")
            calls = {
                "person": lambda b: b.fit_per_person(_model(s, 1.0), X, y, person=person,
                                                     max_rows=1, person_epsilon=1.0),
                "groups": lambda b: b.fit(PrivateModelSelector(
                    [_model(s, 1.0), _model(s, 1.0, max_depth=2)], epsilon=1.0), X, y,
                    groups=person),
                "evaluate": lambda b: b.evaluate(private_confusion_matrix, model, X, y,
                                                 epsilon=0.5, person=person, max_rows=1),
            }
            for what, call in calls.items():
                budget = PrivacyBudget(5.0, schema=s) if what != "evaluate" else PrivacyBudget(5.0)
                with pytest.raises(ValueError, match="beside an X that is not a pandas") as e:
                    call(budget)
                assert budget.spent == 0.0
                said.setdefault((kind, what), set()).add(str(e.value))
    assert len(said) == 6 and all(len(m) == 1 for m in said.values())
    # an array of ids in X's row order is still taken
    X = base.to_numpy()
    fitted = PrivacyBudget(5.0, schema=s).fit_per_person(
        _model(s, 1.0), X, (base["x"] > 0.5).astype(int).to_numpy(), person=np.arange(40),
        max_rows=1, person_epsilon=1.0)
    assert fitted.ledger_.epsilon == pytest.approx(1.0)


def test_a_pinned_budget_judges_each_entry_of_a_plain_list_on_its_own():
    """In plain lists (rows of X, labels, person ids, weights) each entry is one record's: a
    dict or a nested entry leaves its record out instead of refusing the whole list (converted
    whole, a dict as the first entry refused it, and one nested weight made the list ragged);
    an empty list, or one whose every record is left out, is an empty fit or release, as an
    empty fit is elsewhere.  Every neighbour below fits and is booked alike."""
    from dpforest.evaluation import private_confusion_matrix

    s = d.Schema([d.Numeric("x", 0, 1)], [0, 1])
    rng = np.random.default_rng(0)
    rows = [[float(v)] for v in rng.uniform(0, 1, 40)]
    labels = [int(r[0] > 0.5) for r in rows]
    model = _model(s, 1.0).fit(rows, labels)
    odd = {"person": ([[0.3]], [0], [{"id": 7}], [1.0]),
           "weight": ([[0.3]], [0], [99], [[1.0]]),
           "label": ([[0.3]], [{"c": 1}], [99], [1.0]),
           "row": ([{"x": 0.3}], [0], [99], [1.0]),
           "none": ([], [], [], [])}
    for what, (r, lab, pid, w) in odd.items():
        X, y, ids, wts = r + rows, lab + labels, pid + list(range(40)), w + [1.0] * 40
        for call, booked in (
                (lambda b: b.fit(_model(s, 1.0), X, y, sample_weight=wts), 1.0),
                (lambda b: b.fit_per_person(_model(s, 1.0), X, y, person=ids, max_rows=2,
                                            person_epsilon=1.0), 1.0),
                (lambda b: b.evaluate(private_confusion_matrix, model, X, y, epsilon=0.5,
                                      person=ids, max_rows=2), 0.5)):     # 2 x 0.5 / 2
            budget = PrivacyBudget(10.0, schema=s)
            call(budget)
            assert budget.spent == pytest.approx(booked), what
    for X, y in (([], []), ([[5.0], [7.0]], [0, 1])):      # nothing kept
        budget = PrivacyBudget(10.0, schema=s)
        budget.fit_per_person(_model(s, 1.0), X, y, person=list(range(len(X))), max_rows=2,
                              person_epsilon=1.0)
        budget.fit(_model(s, 1.0), X, y)
        budget.evaluate(private_confusion_matrix, model, X, y, epsilon=0.5)
        assert budget.spent == pytest.approx(2.5)


class _HashBoom:
    def __hash__(self):
        raise RuntimeError("hash boom")


class _LenBoom(list):
    def __len__(self):
        raise RuntimeError("len boom")


def test_a_budget_reads_each_record_of_a_plain_list_alone():
    """Under a pinned budget one record's form never changes how the others are read: labels
    given as one-element lists are read entry by entry (the column-vector rule flattened them
    only when every label was one, so one plain label made the other records' labels lists,
    all left out), a complex label (1+0j == 1, but the fit refuses complex labels) and a cell
    the encoder cannot read (a 0-d array) leave their record out instead of refusing, and
    person= naming a column needs a frame, said by type.  The kept records are the same
    records on both neighbours, and the fit reads them as they were judged."""
    from dpforest.privacy.mechanisms import _noiseless

    s = d.Schema([d.Numeric("x", 0, 1), d.Categorical("c", ["a", "b"])], [0, 1])
    rng = np.random.default_rng(3)
    rows = [[float(v), "ab"[i % 2]] for i, v in enumerate(rng.uniform(0, 1, 60))]
    labels = [int(r[0] > 0.5) for r in rows]

    def fit(X, y):
        with _noiseless():
            budget = PrivacyBudget(10.0, schema=s)
            m = budget.fit(_model(s, 1.0, n_samples=60), X, y)
        assert budget.spent == 1.0
        return m.predict_proba(rows)

    want = fit(rows, labels)
    cases = {"one-element labels, one plain": ([[0.3, "a"]] + rows, [0] + [[v] for v in labels]),
             "complex label": ([[0.3, "a"]] + rows, [1 + 0j] + labels),
             "0-d array cell": ([[np.array(0.3), "a"]] + rows, [0] + labels),
             "a row of dicts": ([{"x": 0.3, "c": "a"}] + rows, [0] + labels),
             "a cell whose hash raises": ([[_HashBoom(), "a"]] + rows, [0] + labels),
             "a label whose len raises": ([[0.3, "a"]] + rows, [_LenBoom([1])] + labels)}
    for what, (X, y) in cases.items():
        np.testing.assert_array_equal(fit(X, y), want, err_msg=what)
    # one-element labels throughout read as the labels they hold
    np.testing.assert_array_equal(fit(rows, [[v] for v in labels]), want)
    with pytest.raises(TypeError, match="person names a column of X: give X as a DataFrame"):
        PrivacyBudget(10.0, schema=s).fit_per_person(_model(s, 1.0), rows, labels,
                                                     person="pid", max_rows=2,
                                                     person_epsilon=1.0)


def test_spend_says_when_the_model_is_not_fitted_yet():
    """An unfitted dpforest estimator, or a Pipeline ending in one, is refused as not fitted
    (the refusal named the type only, as if a Pipeline could not be booked)."""
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    b = PrivacyBudget(total=1.0)
    for release in (d.DPForestClassifier(), Pipeline([("t", FunctionTransformer()),
                                                      ("m", d.DPForestClassifier())])):
        with pytest.raises(TypeError, match="is not fitted: book it after fit"):
            b.spend(release)
    with pytest.raises(TypeError, match="spend takes an epsilon"):
        b.spend(object())
    assert b.spent == 0


def test_a_budget_without_a_total_points_to_open_for_a_file(tmp_path):
    """PrivacyBudget(path="budget.json"), meant to open an existing file, failed with Python's
    bare missing-argument TypeError: the message now says total= is needed for a new budget
    and, with a path, names PrivacyBudget.open; nothing is written."""
    path = tmp_path / "b.json"
    with pytest.raises(TypeError, match=r"needs total=.*PrivacyBudget\.open\(path\)"):
        PrivacyBudget(path=path)
    assert not path.exists()
    with pytest.raises(TypeError, match=r"needs total=") as e:
        PrivacyBudget()
    assert "open" not in str(e.value)
    assert PrivacyBudget(None).total is None and PrivacyBudget(total=2).total == 2


def test_a_pinned_fit_that_left_out_nearly_every_record_says_so():
    """A price given as a classifier's target under a pinned budget: every record is left out
    (its label is none of the declared classes) and the fit spent its epsilon on nothing,
    with only the fixed pinned-schema notice.  The released noisy size within noise of 0 now
    says so; a fit of valid records does not."""
    from dpforest.exceptions import InputWarning

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 2000), "b": rng.uniform(0, 1, 2000)})
    schema = d.Schema.from_bounds({"a": (0, 1), "b": (0, 1)}, classes=[0, 1])
    budget = PrivacyBudget(total=3, schema=schema)

    def said(y):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            budget.fit(d.DPForestClassifier(1.0, schema=schema, progress=False), X, y)
        return [str(w.message) for w in caught if issubclass(w.category, InputWarning)
                and "left out nearly every record" in str(w.message)]

    from dpforest.privacy.mechanisms import _noiseless

    # (without noise the size of nothing is released as 0: with it, below one noise sd in
    # about 88 % of fits, which a seeded test cannot pin, the noise being unseeded)
    with _noiseless():
        assert len(said(rng.uniform(1e4, 1e5, 2000))) == 1
    assert said((X.a > 0.5).astype(int)) == []
    assert budget.spent == pytest.approx(2.0)


def test_a_budgeted_evaluation_on_a_file_the_budget_fitted_on_is_warned(tmp_path, data, capsys):
    """An output checker saw a "test accuracy" computed on the training file, with the fit and
    the evaluation side by side in one budget's log: the evaluation now says so when its file
    has the name of a file a fit in that budget read (names only); another file is quiet."""
    p = _files(tmp_path, data)
    assert main(["budget", str(p / "b.json"), "--create", "--total", "5"]) == 0
    assert _fit(p, 0.5, "m.json") == 0
    shutil.copy(p / "train.csv", p / "test.csv")
    capsys.readouterr()
    for name, warned in (("train.csv", True), ("test.csv", False)):
        assert main(["evaluate", str(p / "m.json"), str(p / name), "--epsilon", "0.2",
                     "--budget", str(p / "b.json"), "--release", "accuracy"]) == 0
        err = capsys.readouterr().err
        assert ("booked a fit on a file named 'train.csv'" in err) == warned, name


def test_diffprivlibs_delta_is_refused_by_check_as_by_spend():
    """diffprivlib's check(epsilon, delta): check took the delta for ``what`` and answered
    True; spend refused it.  Both refuse a number there now, saying there is no delta, and
    change nothing."""
    b = PrivacyBudget(1.0)
    for call in (lambda: b.check(0.5, 1e-5), lambda: b.spend(0.5, 0)):
        with pytest.raises(TypeError, match="no delta to pass"):
            call()
    assert b.check(0.5, "a count") is True and b.check(0.5, None) is True and b.spent == 0.0


def test_a_pin_refusal_names_where_the_declarations_differ_never_the_estimators_values():
    """The pinned-schema refusal names each differing column and key with the pinned (public)
    value; the estimator's own values are never quoted (a schema built from a frame's
    categorical dtype takes its categories from the records), nor its extra features' names
    (after one-hot encoding, a column name can be a record value).  Nothing is booked."""
    import pandas as pd

    owner = d.Schema([d.Numeric("age", 0, 100), d.Categorical("job", ["clerk", "nurse"])],
                     classes=["a", "b"])
    X = pd.DataFrame({"age": [30.0, 40.0], "job": pd.Categorical(["clerk", "astronaut"])})
    with pytest.warns(Warning):
        mine = d.Schema.from_dataframe(X, classes=["a", "b"], bounds={"age": (0, 100)})
    budget = PrivacyBudget(5, schema=owner)
    with pytest.raises(ValueError) as info:
        budget.fit(d.DPForestClassifier(1.0, mine), None, None)
    msg = str(info.value)
    assert "'job': another categories than the pinned ['clerk', 'nurse']" in msg
    assert "astronaut" not in msg and "--schema-out" in msg
    wide = d.Schema([d.Numeric("age", 0, 100), d.Numeric("job_astronaut", 0, 1)],
                    classes=["a", "b"])
    with pytest.raises(ValueError) as info:
        budget.fit(d.DPForestClassifier(1.0, wide), None, None)
    assert "astronaut" not in str(info.value) and "lacks" in str(info.value)
    assert budget.spent == 0


def test_a_refused_spend_quotes_the_callers_words():
    """`--what "too much"` read as English in the refusal ("booking too much would spend"):
    the caller's text is quoted; nothing is booked."""
    from dpforest.privacy.accountant import BudgetExceededError, PrivacyBudget

    budget = PrivacyBudget(1.0)
    with pytest.raises(BudgetExceededError, match=r"booking 'too much' would spend epsilon=5"):
        budget.spend(5.0, "too much")
    assert budget.spent == 0


def test_a_link_in_a_shared_budget_folder_cannot_change_another_files_permissions(tmp_path,
                                                                                 monkeypatch):
    """In a group folder any member may write, a link planted as the lock file made the next
    spend open its target and set its permissions to the budget's (a spender's 0600 key came
    out 0664), and the new budget file's permissions were set by name after it was written (a
    link swapped in meanwhile had its target's changed).  The lock is opened only as a plain
    file of one name, refused otherwise with nothing booked; the new file's permissions are set
    through its descriptor."""
    import os
    import stat

    from dpforest.privacy import accountant
    from dpforest.privacy.accountant import BudgetFileError, PrivacyBudget

    secret = tmp_path / "key"
    secret.write_text("k")
    os.chmod(secret, 0o600)
    path = tmp_path / "b.json"
    PrivacyBudget(2.0, path=str(path)).spend(0.1, "first")
    os.chmod(path, 0o664)
    lock = tmp_path / "b.json.lock"
    lock.unlink(missing_ok=True)
    lock.symlink_to(secret)
    with pytest.raises(BudgetFileError, match="lock file"):
        PrivacyBudget.open(str(path)).spend(0.1, "second")
    assert stat.S_IMODE(os.stat(secret).st_mode) == 0o600
    assert json.loads(path.read_text())["releases"][-1]["what"] == "first"
    lock.unlink()
    # the written file swapped for a link to the key just before it is flushed to disk
    real_fsync = os.fsync

    def swap(fd):
        real_fsync(fd)
        for name in os.listdir(tmp_path):
            if name.startswith(".budget-"):
                os.remove(tmp_path / name)
                os.symlink(secret, tmp_path / name)

    monkeypatch.setattr(accountant.os, "fsync", swap)
    PrivacyBudget.open(str(path)).spend(0.1, "third")
    assert stat.S_IMODE(os.stat(secret).st_mode) == 0o600


def test_a_budget_file_with_a_repeated_key_or_an_endless_number_is_refused_as_damaged(tmp_path):
    """json keeps a repeated key's last value: '"releases": []' appended to a spent budget
    read as nothing spent (another fit booked, the real releases still in the file for a
    reader that takes the first).  Refused as damaged, as a model file's repeated key is; an
    epsilon of 400 or 5,000 digits escaped as OverflowError or a plain ValueError (exit 1)
    and is a BudgetFileError now."""
    from dpforest.privacy.accountant import BudgetFileError, PrivacyBudget

    path = tmp_path / "b.json"
    budget = PrivacyBudget(1.0, path=str(path))
    budget.spend(1.0, "all of it")
    text = path.read_text().rstrip()
    assert text.endswith("}")
    path.write_text(text[:-1] + ', "releases": []}\n')
    with pytest.raises(BudgetFileError, match="a key repeats"):
        PrivacyBudget.open(str(path))
    for digits in (400, 5000):
        doc = json.loads(text)
        doc["releases"][0]["epsilon"] = "@"
        path.write_text(json.dumps(doc).replace('"@"', "1" + "0" * digits))
        with pytest.raises(BudgetFileError):
            PrivacyBudget.open(str(path))


@pytest.mark.parametrize("pinned", [False, True])
def test_a_person_argument_that_cannot_key_people_is_refused_before_the_reservation(pinned):
    """Under a pinned budget a person column X lacks, a number or None met pandas' and
    Python's own errors (KeyError 'nope', 'int object is not iterable') from inside the fit,
    and an id column that is a feature was refused as a column X lacks; each is now refused
    from the arguments, as the unpinned budget words it, before anything is reserved."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.integers(17, 90, 120), "score": rng.random(120)})
    y = np.where(X.score > 0.5, "yes", "no")
    s = d.Schema([d.Numeric("age", 17, 100), d.Numeric("score", 0, 1)], classes=["no", "yes"])
    Xp = X.assign(pid=np.arange(120) // 2)
    for person, kind, said in (("nope", ValueError, "names no column of X"),
                               (5, ValueError, "one id per row, got int"),
                               (None, TypeError, "person is required"),
                               ("age", ValueError, "is a feature of the model's schema")):
        budget = d.PrivacyBudget(100, schema=s) if pinned else d.PrivacyBudget(100)
        with pytest.raises(kind, match=said):
            budget.fit_per_person(d.DPForestClassifier(0.5, s, progress=False), Xp, y,
                                  person=person, max_rows=2, person_epsilon=1.0)
        assert budget.spent == 0 and not budget.releases
    budget = d.PrivacyBudget(100, schema=s) if pinned else d.PrivacyBudget(100)
    budget.fit_per_person(d.DPForestClassifier(0.5, s, progress=False), Xp, y, person="pid",
                          max_rows=2, person_epsilon=1.0)
    assert budget.spent == pytest.approx(1.0)


def test_a_pinned_budget_whose_schema_was_deleted_by_hand_is_refused(tmp_path, data, capsys):
    """The command line writes a pinned schema's CSV layout beside the pin only: a budget file
    holding the layout without the pin (the "schema" key deleted by hand) fitted unpinned, so a
    record outside the schema was refused by name at no epsilon where the pin leaves it out.
    It is refused as a damaged pin; a file of an older version without the key still opens."""
    from dpforest.privacy.accountant import BudgetFileError

    p = _files(tmp_path, data)
    _budget_with_layout(p, "b.json", capsys)
    budget = json.loads((p / "b.json").read_text())
    assert budget["schema"] is not None and "csv_layout" in budget
    del budget["schema"]
    (p / "b.json").write_text(json.dumps(budget))
    with pytest.raises(BudgetFileError, match="CSV layout without the pinned schema"):
        PrivacyBudget.open(p / "b.json")
    assert main(["budget", str(p / "b.json")]) != 0
    assert "CSV layout without the pinned schema" in capsys.readouterr().err
    # the layout gone too: still a file of a version that writes the key (it says so)
    del budget["csv_layout"]
    (p / "b.json").write_text(json.dumps(budget))
    with pytest.raises(BudgetFileError, match="the 'schema' key, which every version since "
                                              "pins writes, is missing"):
        PrivacyBudget.open(p / "b.json")
    del budget["dpforest_version"]          # an unpinned file, as versions before pins wrote
    (p / "b.json").write_text(json.dumps(budget))
    assert PrivacyBudget.open(p / "b.json").schema is None


def test_a_python_pinned_budget_whose_schema_was_deleted_by_hand_is_refused(tmp_path):
    """A budget pinned in Python keeps no CSV layout, so deleting its "schema" key by hand
    opened it unpinned: any schema's fit was then accepted.  Every version that pins writes
    the key (null when unpinned), so a file that says it was written by such a version
    (``dpforest_version``), or holds a release booked by one, is refused without it; a file of a
    version before pins (neither) still opens unpinned."""
    from dpforest.privacy.accountant import BudgetFileError

    s = d.Schema([d.Numeric("x", 0, 1)], classes=[0, 1])
    X = pd.DataFrame({"x": np.linspace(0, 1, 200)})
    y = (X["x"] > 0.5).astype(int).rename("label")
    path = tmp_path / "b.json"
    d.PrivacyBudget(5, path=path, schema=s)
    doc = json.loads(path.read_text())
    assert doc["dpforest_version"] == d.__version__ and doc["schema"] is not None
    for booked in (False, True):
        if booked:
            path.write_text(json.dumps(doc))
            PrivacyBudget.open(path).fit(d.DPForestClassifier(1.0, s, progress=False), X, y)
            doc = json.loads(path.read_text())
        gone = {k: v for k, v in doc.items() if k != "schema"}
        path.write_text(json.dumps(gone))
        with pytest.raises(BudgetFileError, match="the 'schema' key, which every version "
                                                  "since pins writes, is missing; if the "
                                                  "budget is meant to pin no schema, its data "
                                                  "owner writes \"schema\": null"):
            PrivacyBudget.open(path)
        # without the version's own word, a release booked by a pinning version tells
        older = {k: v for k, v in gone.items() if k != "dpforest_version"}
        path.write_text(json.dumps(older))
        if booked:
            with pytest.raises(BudgetFileError, match="the 'schema' key"):
                PrivacyBudget.open(path)
        else:
            assert PrivacyBudget.open(path).schema is None
    # an unpinned budget writes the key as null, and opens
    d.PrivacyBudget(5, path=tmp_path / "u.json")
    assert json.loads((tmp_path / "u.json").read_text())["schema"] is None
    assert PrivacyBudget.open(tmp_path / "u.json").schema is None


def test_a_missing_group_id_is_refused_before_the_door_opens(data):
    """A selection's or a split's group ids are checked before any record is read, as the
    schema's checks are: a missing id refused without booking the fit's epsilon as spent."""
    from dpforest.model_selection import PrivateModelSelector, train_test_split

    X, y, s = data
    ids = np.arange(len(y)).astype(object) % 50
    ids[-1] = None
    budget = PrivacyBudget(total=5)
    sel = PrivateModelSelector([DPForestClassifier(max_depth=1), DPForestClassifier(max_depth=2)],
                               1.0, s, random_state=0)
    with pytest.raises(ValueError, match="groups has missing ids"):
        budget.fit(sel, X, y, groups=ids)
    assert budget.spent == 0 and budget.releases == []
    with pytest.raises(ValueError, match="groups has missing ids"):
        train_test_split(X, y, schema=s, groups=ids, random_state=0)

"""A release statement can say what else came from the same records: the releases booked in a
privacy budget (ε adds up over them; a model's own ledger speaks for that model alone) and the
data owner's own disclosures (a method chosen by a non-private look at the records, which no ε
covers).  Without them the statement is exactly what it was."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.cli import main
from dpforest.io import save_model
from dpforest.statement import release_statement, statement_markdown

from conftest import make_mixed, write_mixed_csv

BENCH = "method chosen by a non-private benchmark on these records"


@pytest.fixture()
def data():
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.uniform(0, 10, 400), "c": rng.choice(["u", "v"], 400)})
    y = (X.x > 5).astype(int)
    s = d.Schema([d.Numeric("x", 0, 10), d.Categorical("c", ["u", "v"])], classes=[0, 1])
    return X, y, s


def _model(s, eps, X, y, budget=None, **kw):
    m = d.DPForestClassifier(eps, s, random_state=0, progress=False, n_estimators=2, max_depth=2)
    return budget.fit(m, X, y, **kw) if budget is not None else m.fit(X, y)


def test_two_models_through_one_budget_state_the_records_total(data):
    """The researcher's case: two models at ε = 1 through one budget of 3.  The statement of
    either lists both releases and states ε = 2 for the records, not this model's 1; this
    model is not counted twice."""
    X, y, s = data
    budget = d.PrivacyBudget(total=3, name="patients 2024")
    first = _model(s, 1.0, X, y, budget, note="the first model")
    _model(s, 1.0, X, y, budget)
    st = release_statement(first, budget=budget)
    b = st["privacy_budget"]
    assert st["guarantee"]["epsilon"] == 1.0                    # the model's own, unchanged
    assert [(r["what"], r["epsilon"], r["status"]) for r in b["releases"]] == \
        [("DPForestClassifier", 1.0, "released")] * 2
    assert b["releases"][0]["note"] == "the first model" and "note" not in b["releases"][1]
    assert (b["name"], b["unit"], b["total"], b["composed_epsilon"]) == \
        ("patients 2024", "record", 3.0, 2.0)
    # the model is the first release: the budget recorded its fingerprint when it booked it
    assert b["this_model"] == {"epsilon": 1.0, "booked": True, "matched": "linked"}
    assert [r["this_model"] for r in b["releases"]] == [True, False]
    assert b["epsilon_with_this_model"] == 2.0 and b["over_total"] is False
    assert "by" not in b["releases"][0] and "pid" not in b["releases"][0]   # no account, host
    md = statement_markdown(first, budget=budget)
    assert "Everything released from the same records, this model included: epsilon 2 per " \
           "record" in md
    assert "## Other releases from the same records" in md
    assert ("Composed epsilon of the budget's 2 releases: 2 per record, of a granted total "
            "of 3.") in md
    assert "This model is release 1: the release that records this model's fingerprint" in md
    assert "| 1 | DPForestClassifier **(this model)** | 1 | released |" in md
    assert "| 2 | DPForestClassifier | 1 | released |" in md
    assert md.rstrip().endswith("**Everything released from these records, this model "
                                "included: epsilon 2 per record.**")
    # the statement is JSON-ready with the budget in it
    json.dumps(st, allow_nan=False)


def test_the_one_booked_release_is_named_and_others_listed(data):
    """One model booked beside other releases (a noisy count published elsewhere): the model's
    release is marked, the others listed with their ε, and the total is the budget's."""
    X, y, s = data
    budget = d.PrivacyBudget(total=5)
    budget.spend(0.25, "a noisy count in the annual report")
    m = _model(s, 1.0, X, y, budget)
    b = release_statement(m, budget=budget)["privacy_budget"]
    assert [(r["what"], r["epsilon"], r["this_model"]) for r in b["releases"]] == \
        [("a noisy count in the annual report", 0.25, False), ("DPForestClassifier", 1.0, True)]
    assert b["this_model"]["matched"] == "linked" and b["epsilon_with_this_model"] == 1.25
    md = statement_markdown(m, budget=budget)
    assert "| 1 | a noisy count in the annual report | 0.25 | released |" in md
    assert "| 2 | DPForestClassifier **(this model)** | 1 | released |" in md
    assert "This model is release 2: the release that records this model's fingerprint" in md


def test_a_budget_whose_releases_do_not_include_the_model_adds_its_epsilon(data):
    """A model fitted outside the budget on the same records: its ε is added to the budget's
    composed total (the budget alone would understate what was released)."""
    X, y, s = data
    budget = d.PrivacyBudget(total=3)
    _model(s, 1.0, X, y, budget)
    budget.spend(0.5, "a private confusion matrix")
    outside = _model(s, 0.5, X, y)
    b = release_statement(outside, budget=budget)["privacy_budget"]
    assert not any(r["this_model"] for r in b["releases"])
    assert b["composed_epsilon"] == 1.5
    assert b["this_model"] == {"epsilon": 0.5, "booked": False, "matched": "none found"}
    assert b["epsilon_with_this_model"] == 2.0
    md = statement_markdown(outside, budget=budget)
    assert "This model's release (epsilon 0.5 per record) is not among them" in md
    assert "this model included: epsilon 2 per record" in md
    # a model of the same estimator and epsilon fitted outside the budget is not taken for the
    # booked one (a match by what and epsilon stated 1.5 here, below the 2.5 released)
    same = _model(s, 1.0, X, y)
    b = release_statement(same, budget=budget)["privacy_budget"]
    assert b["this_model"]["matched"] == "none found" and b["epsilon_with_this_model"] == 2.5
    b = release_statement(same, budget=budget, booked_as=False)["privacy_budget"]
    assert b["this_model"]["booked"] is False and b["epsilon_with_this_model"] == 2.5
    assert "as the data owner says" in statement_markdown(same, budget=budget, booked_as=False)
    # within the grant: nothing more said; past it (2.5 against a total of 2), said beside it
    assert "more than the budget's granted total" not in md
    tight = d.PrivacyBudget(total=2)
    _model(s, 1.0, X, y, tight)
    md = statement_markdown(same, budget=tight)
    assert "this model included: epsilon 2 per record" in md
    assert "more than the budget's granted total" not in md            # 2 of 2: at the grant
    md = statement_markdown(_model(s, 1.5, X, y), budget=tight)
    assert "**That is more than the budget's granted total of 2: this model was not booked" in md


def test_booked_as_names_the_release_and_refuses_one_that_cannot_be_it(data):
    X, y, s = data
    budget = d.PrivacyBudget(total=None)
    budget.spend(2.0, "model A, booked by hand")
    budget.spend(0.5, "a small count")
    m = _model(s, 1.0, X, y)
    b = release_statement(m, budget=budget, booked_as=0)["privacy_budget"]
    assert [r["this_model"] for r in b["releases"]] == [True, False]
    assert b["this_model"]["matched"] == "named" and b["epsilon_with_this_model"] == 2.5
    assert b["total"] is None
    assert "(no total granted)" in statement_markdown(m, budget=budget, booked_as=0)
    # a booking below the model's ε would make the total read less than was released
    with pytest.raises(ValueError, match="cannot be this model's"):
        release_statement(m, budget=budget, booked_as=1)
    with pytest.raises(ValueError, match="has 2 releases"):
        release_statement(m, budget=budget, booked_as=2)
    with pytest.raises(TypeError, match="booked_as"):
        release_statement(m, budget=budget, booked_as=True)
    with pytest.raises(TypeError, match="pass the budget too"):
        release_statement(m, booked_as=0)


def test_a_budget_file_and_a_cli_booked_model_file(files_dir, capsys):
    """A budget given by its file's path is opened as PrivacyBudget.open opens it (read only);
    a model fitted by `dpforest fit --budget` is found by its file's name in the log."""
    p = files_dir
    assert main(["budget", str(p / "b.json"), "--create", "--total", "3", "--name", "trial"]) == 0
    assert main(["budget", str(p / "b.json"), "--spend", "0.5", "--what", "a noisy count"]) == 0
    assert main(["fit", str(p / "train.csv"), "--target", "y", "--schema", str(p / "schema.json"),
                 "--epsilon", "1", "--algorithm", "diffprfs", "--n-estimators", "4",
                 "--max-depth", "3", "--random-state", "0", "--no-progress",
                 "--budget", str(p / "b.json"), "-o", str(p / "model.json")]) == 0
    capsys.readouterr()
    before = (p / "b.json").read_bytes()
    model = d.load_model(p / "model.json")
    st = release_statement(model, p / "model.json", budget=str(p / "b.json"))
    b = st["privacy_budget"]
    assert b["name"] == "trial" and b["composed_epsilon"] == 1.5
    assert [r["this_model"] for r in b["releases"]] == [False, True]
    assert b["releases"][1]["what"].endswith("-> model.json")
    assert b["this_model"]["matched"] == "linked" and b["epsilon_with_this_model"] == 1.5
    assert (p / "b.json").read_bytes() == before                 # read, never written
    # the same statement from the budget object
    assert release_statement(model, p / "model.json",
                             budget=d.PrivacyBudget.open(p / "b.json"))["privacy_budget"] == b


@pytest.fixture()
def files_dir(tmp_path):
    return write_mixed_csv(tmp_path, 600, "train.csv")


def test_a_per_record_budget_books_a_person_bounded_model_at_twice_its_row_epsilon(data):
    """The total is in the budget's unit: a model fitted per person costs a per-record budget
    twice its row ε (one more record can push out another kept row), as the budget books it."""
    X, y, s = data
    budget = d.PrivacyBudget(total=4)
    person = np.arange(len(X)) // 2
    m = budget.fit_per_person(d.DPForestClassifier(1.0, s, progress=False, n_estimators=2),
                              X, y, person=person, max_rows=2, person_epsilon=1.0)
    assert m.ledger_.epsilon == 0.5                             # per kept row
    b = release_statement(m, budget=budget)["privacy_budget"]
    assert b["this_model"]["epsilon"] == 1.0 and b["this_model"]["matched"] == "linked"
    assert b["epsilon_with_this_model"] == b["composed_epsilon"] == 1.0
    other = d.PrivacyBudget(total=4)
    b = release_statement(m, budget=other)["privacy_budget"]
    assert b["releases"] == [] and b["epsilon_with_this_model"] == 1.0
    with pytest.raises(ValueError, match="cannot be placed in the budget"):
        release_statement(_model(s, 1.0, X, y), budget=d.PrivacyBudget(total=4, unit="person"))


def test_the_owners_disclosures_are_printed_as_given_and_marked_as_theirs(data):
    X, y, s = data
    m = _model(s, 1.0, X, y)
    lines = [BENCH, "a pilot on 50 of these records was looked at by hand"]
    st = release_statement(m, disclosures=lines)
    assert st["owner_disclosures"] == lines and "privacy_budget" not in st
    md = statement_markdown(m, disclosures=lines)
    part = md.split("## Disclosures by the data owner", 1)[1]
    assert "dpforest neither made nor checked them" in part
    assert f"- {BENCH}\n" in part and f"- {lines[1]}\n" in part
    assert "The data owner adds statements of their own" in md.split("## Declared public")[0]
    # one string is one disclosure; a crafted one cannot start a heading of its own
    md = statement_markdown(m, disclosures="chosen on them\n## Guarantee: none")
    assert "- chosen on them \\#\\# Guarantee: none" in md
    assert sum(ln.startswith("## ") for ln in md.splitlines()) == 4
    with pytest.raises(ValueError, match="empty"):
        release_statement(m, disclosures=[BENCH, "  "])
    with pytest.raises(TypeError, match="string"):
        release_statement(m, disclosures=[1.0])
    # a dict carries what it was made with
    with pytest.raises(TypeError, match="release_statement"):
        statement_markdown(st, disclosures=[BENCH])
    assert statement_markdown(st) == statement_markdown(m, disclosures=lines)


def test_without_budget_or_disclosures_the_statement_is_unchanged(data):
    """No new key and no new line unless asked for: the statement of a model fitted through a
    budget, made without it, is the model's alone as before."""
    X, y, s = data
    budget = d.PrivacyBudget(total=3)
    m = _model(s, 1.0, X, y, budget)
    plain = release_statement(m)
    assert "privacy_budget" not in plain and "owner_disclosures" not in plain
    assert release_statement(m, disclosures=()) == plain
    assert set(plain) == {"format", "version", "file", "file_sha256", "estimator", "written_by",
                          "fitted_with", "guarantee", "declared_public", "ledger", "trees",
                          "nodes"}
    md = statement_markdown(m)
    assert "Other releases" not in md and "Disclosures" not in md and "alone" not in md
    assert sum(ln.startswith("## ") for ln in md.splitlines()) == 3
    with_both = statement_markdown(m, budget=budget, disclosures=[BENCH])
    # the statement with them is the plain one and its added parts
    head = md.split("\n## Declared public")[0]
    assert with_both.startswith(head)
    assert md.split("## Declared public")[1].rstrip() in with_both


def test_a_statement_with_a_budget_adds_only_its_figures_and_labels(data, tmp_path):
    """The budget adds ε figures, times and the owner's labels only (no record is read, and
    not who booked them): the added parts are exactly these, and the rest is the statement
    made without them."""
    X, y, s = data
    budget = d.PrivacyBudget(total=3, name="trial")
    m = _model(s, 1.0, X, y, budget)
    path = save_model(m, tmp_path / "m.json")
    without = release_statement(m, path)
    added = release_statement(m, path, budget=budget, disclosures=[BENCH])
    assert {k: v for k, v in added.items()
            if k not in ("privacy_budget", "owner_disclosures")} == without
    (booked,) = budget.releases
    assert added["privacy_budget"] == {
        "name": "trial", "unit": "record", "total": 3.0,
        "releases": [{"what": "DPForestClassifier", "epsilon": 1.0, "status": "released",
                      "at": booked["at"], "this_model": True}],
        "composed_epsilon": 1.0,
        "this_model": {"epsilon": 1.0, "booked": True, "matched": "linked"},
        "epsilon_with_this_model": 1.0, "over_total": False}
    assert added["owner_disclosures"] == [BENCH]


def test_show_states_the_budget_and_disclosures_on_the_command_line(tmp_path, capsys):
    """`dpforest show --markdown --budget FILE --disclose TEXT` gives the statement Python's
    release_statement(budget=, disclosures=) gives; the options are refused where they would be
    ignored, and a release number past the budget's is refused in the command's own terms."""
    import warnings

    import numpy as np
    import pandas as pd

    from dpforest import DPForestClassifier, Numeric, PrivacyBudget, Schema, save_model
    from dpforest.cli import main

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300)})
    y = (X["a"] > 0.5).astype(int)
    schema = Schema([Numeric("a", 0, 1)], classes=[0, 1])
    budget = PrivacyBudget(total=3, path=tmp_path / "b.json")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = budget.fit(DPForestClassifier(1.0, schema, random_state=0, progress=False), X, y)
        budget.fit(DPForestClassifier(1.0, schema, random_state=1, progress=False), X, y)
    save_model(m, tmp_path / "m.json")
    model, bfile = str(tmp_path / "m.json"), str(tmp_path / "b.json")
    capsys.readouterr()
    assert main(["show", model, "--markdown", "--budget", bfile,
                 "--disclose", "chosen by a benchmark on these records"]) == 0
    out = capsys.readouterr().out
    assert "Everything released from these records, this model included: epsilon 2 per record" in out
    assert "## Disclosures by the data owner" in out and "chosen by a benchmark on these records" in out
    assert main(["show", model, "--json", "--budget", bfile, "--not-booked"]) == 0
    assert '"epsilon_with_this_model": 3.0' in capsys.readouterr().out
    assert main(["show", model, "--budget", bfile]) == 2
    assert "go with --json or --markdown" in capsys.readouterr().err
    assert main(["show", model, "--markdown", "--booked-as", "1"]) == 2
    assert main(["show", model, "--json", "--budget", bfile, "--booked-as", "9"]) == 2
    assert "--booked-as 9: the budget has 2 releases" in capsys.readouterr().err
    budget.spend(0.5, "a small count")
    assert main(["show", model, "--json", "--budget", bfile, "--booked-as", "3"]) == 2
    err = capsys.readouterr().err
    assert "release 3 ('a small count', epsilon 0.5" in err and "releases[" not in err


def test_a_release_without_the_models_fingerprint_is_said_never_counted_as_it(data):
    """A release booked by number under the estimator's name (or by an earlier dpforest, which
    wrote no fingerprint) may be this model's or another's: the statement adds the model's
    epsilon (more, never less) and says such releases might be it; the budget's own bookings
    of a model record its fingerprint, which a copy read back from its file shares."""
    X, y, s = data
    budget = d.PrivacyBudget(total=5)
    budget.spend(1.0, "DPForestClassifier")                 # a number, not a model
    m = _model(s, 1.0, X, y)
    b = release_statement(m, budget=budget)["privacy_budget"]
    assert b["this_model"] == {"epsilon": 1.0, "booked": False, "matched": "unlinked"}
    assert b["epsilon_with_this_model"] == 2.0
    assert "nothing shows it" in statement_markdown(m, budget=budget)
    assert release_statement(m, budget=budget, booked_as=0)["privacy_budget"][
        "epsilon_with_this_model"] == 1.0
    # spend(model) links it; so does budget.fit
    budget.spend(m)
    from dpforest.fingerprint import model_fingerprint

    assert budget.releases[-1]["model"] == model_fingerprint(m)
    b = release_statement(m, budget=budget)["privacy_budget"]
    assert b["this_model"]["matched"] == "linked" and b["epsilon_with_this_model"] == 2.0


def test_two_fits_that_release_the_same_model_are_two_releases(data):
    """Label leaves and a few permute-and-flip draws often release identical trees from two
    fits: a fingerprint of the released content took an unbooked fit for the booked one and
    stated epsilon 1 where 2 was released.  Every fit has a random fit_id_, which the
    fingerprint names."""
    from dpforest.fingerprint import model_fingerprint

    X, y, s = data
    from sklearn.base import clone

    small = d.DPForestClassifier(1.0, s, progress=False)
    fits = [clone(small).fit(X[:200], y[:200]) for _ in range(6)]
    assert len({model_fingerprint(m) for m in fits}) == 6
    assert len({m.fit_id_ for m in fits}) == 6
    budget = d.PrivacyBudget(total=5)
    booked = budget.fit(d.DPForestClassifier(1.0, s, progress=False), X, y)
    outside = d.DPForestClassifier(1.0, s, progress=False).fit(X, y)
    b = release_statement(outside, budget=budget)["privacy_budget"]
    assert b["this_model"]["matched"] == "none found" and b["epsilon_with_this_model"] == 2.0
    b = release_statement(booked, budget=budget)["privacy_budget"]
    assert b["this_model"]["matched"] == "linked" and b["epsilon_with_this_model"] == 1.0
    # a copy of the booked fit (its model file) is the same fit
    again = d.loads_model(d.dumps_model(booked))
    assert again.fit_id_ == booked.fit_id_
    assert release_statement(again, budget=budget)["privacy_budget"]["this_model"]["matched"] \
        == "linked"


def test_a_model_selection_booked_through_a_budget_links_its_chosen_model(data):
    X, y, s = data
    budget = d.PrivacyBudget(total=5)
    from dpforest.model_selection import PrivateModelSelector

    sel = budget.fit(PrivateModelSelector([d.DPForestClassifier(1.0, s, progress=False),
                                           d.DPForestClassifier(1.0, s, max_depth=2,
                                                                progress=False)],
                                          epsilon=1.0, schema=s, random_state=0), X, y)
    b = release_statement(sel.best_estimator_, budget=budget)["privacy_budget"]
    assert b["this_model"]["matched"] == "linked" and b["epsilon_with_this_model"] == 1.0


def test_a_model_fitted_before_fits_were_named_says_it_has_no_fingerprint(data):
    X, y, s = data
    budget = d.PrivacyBudget(total=5)
    m = budget.fit(d.DPForestClassifier(1.0, s, progress=False), X, y)
    del m.fit_id_                                  # as a 0.6.4 model file reads back
    b = release_statement(m, budget=budget)["privacy_budget"]
    assert b["this_model"]["matched"] == "no fingerprint" and b["epsilon_with_this_model"] == 2.0
    assert "has no fingerprint (fitted before dpforest 0.6.5" in statement_markdown(m, budget=budget)


def test_a_wide_schemas_card_shows_runs_of_alike_features_as_one_row():
    """5,000 gene columns of one declared range made a card of 5,000 rows: four or more
    neighbouring features declared alike are one row naming the first and last, a feature
    declared otherwise breaks the run, and the statement's JSON still lists every one."""
    rng = np.random.default_rng(0)
    names = [f"g{i}" for i in range(12)]
    X = pd.DataFrame(rng.normal(size=(200, 12)), columns=names)
    X["sex"] = rng.choice(["F", "M"], 200)
    X["g12"], X["g13"] = rng.normal(size=200), rng.normal(size=200)
    bounds = {c: (-6, 6) for c in names}
    bounds.update({"g5": (-9, 9), "g12": (-6, 6), "g13": (-6, 6)})
    schema = d.Schema.from_dataframe(X, classes=[0, 1], bounds=bounds,
                                     categories={"sex": ["F", "M"]}, out_of_bounds="clip")
    m = d.DPForestClassifier(1.0, schema, progress=False).fit(X, (X.g0 > 0).astype(int))
    st = release_statement(m)
    table = statement_markdown(st).split("| feature | type |")[1].split("\n\n")[0]
    rows = [r for r in table.splitlines()[2:] if r.startswith("|")]
    # g0-g4 (a run of 5), g5 (other bounds), g6-g11 (a run of 6), sex, g12 and g13 (2 alike:
    # too short a run), in the schema's order
    assert [r.split(" | ")[0] for r in rows] == [
        "| g0 ... g4 (5 features, each declared so)", "| g5",
        "| g6 ... g11 (6 features, each declared so)", "| sex", "| g12", "| g13"]
    assert "[-9, 9]" in rows[1] and "[-6, 6]" in rows[0]
    assert [f["name"] for f in st["declared_public"]["schema"]["features"]] == list(X.columns)


def test_a_test_records_budget_is_refused_as_the_statements_budget(tmp_path, capsys):
    """A budget holding only private evaluations of the model (its test records') was read as
    the training records' budget: the statement added the model's epsilon to it and said the
    release exceeded a grant those records never had.  It is refused, saying which budget a
    statement takes; a second --budget is refused instead of dropped."""
    from dpforest.evaluation import private_confusion_matrix

    X, y, schema = make_mixed(900, seed=2)
    model = d.DPForestClassifier(1.0, schema, progress=False).fit(X[:600], y[:600])
    tests = d.PrivacyBudget(1.0)
    tests.evaluate(private_confusion_matrix, model, X[600:].reset_index(drop=True),
                   y[600:].reset_index(drop=True), epsilon=0.5)
    with pytest.raises(ValueError, match="private evaluations only: it is a test records' "
                                         "budget"):
        release_statement(model, budget=tests)
    # a release by group is booked as 'private_confusion_matrix by <column>': an evaluation
    # too (it was read as a fit, and the statement added the test records' epsilon to the
    # training records' total)
    grouped = d.PrivacyBudget(1.0)
    grouped.evaluate(private_confusion_matrix, model, X[600:].reset_index(drop=True),
                     y[600:].reset_index(drop=True), epsilon=0.2, by="color")
    assert grouped.releases[0]["what"] == "private_confusion_matrix by color"
    with pytest.raises(ValueError, match="private evaluations only"):
        release_statement(model, budget=grouped)
    # a training budget that also booked an evaluation is read as before
    train = d.PrivacyBudget(3.0)
    booked = train.fit(d.DPForestClassifier(1.0, schema, progress=False), X[:600], y[:600])
    train.evaluate(private_confusion_matrix, booked, X[600:].reset_index(drop=True),
                   y[600:].reset_index(drop=True), epsilon=0.5)
    b = release_statement(booked, budget=train)["privacy_budget"]
    assert b["this_model"]["booked"] and len(b["releases"]) == 2
    path = tmp_path / "m.json"
    save_model(model, path)
    assert main(["show", str(path), "--markdown", "--budget", "a.json", "--budget",
                 "b.json"]) == 2
    assert "--budget given twice" in capsys.readouterr().err


def test_a_release_is_this_models_only_where_its_fit_and_its_content_match(tmp_path):
    """An output checker's two holes: a researcher named another model's booked release for an
    unbooked second fit (--booked-as: the statement's total left the second fit out), and a
    model file whose leaf counts were edited and re-hashed kept its fingerprint and was
    called "the model the budget booked".  A release that records a fingerprint is that fit's
    only, and the budget records a digest of what the model releases, which must match."""
    from dpforest.io import dumps_model, loads_model

    X, y, schema = make_mixed(800, seed=6)
    budget = d.PrivacyBudget(3.0)
    booked = budget.fit(d.DPForestClassifier(0.5, schema, progress=False), X, y)
    assert {"model", "content"} <= set(budget.releases[0])
    # the booked model and a copy read back from its model file are linked
    for m in (booked, loads_model(dumps_model(booked))):
        assert release_statement(m, budget=budget)["privacy_budget"]["this_model"]["matched"] \
            == "linked"
    # its counts edited after the booking: no statement vouches for it
    edited = loads_model(dumps_model(booked))
    edited.trees_[0].counts[...] = np.abs(edited.trees_[0].counts) + 1
    with pytest.raises(ValueError, match="differs from what was booked"):
        release_statement(edited, budget=budget)
    with pytest.raises(ValueError, match="differs from what was booked"):     # named, too
        release_statement(edited, budget=budget, booked_as=0)
    named = release_statement(booked, budget=budget, booked_as=0)["privacy_budget"]
    assert named["this_model"]["matched"] == "linked"
    # an unbooked second fit cannot be named as the first one's release
    second = d.DPForestClassifier(0.5, schema, progress=False).fit(X.copy(), y)
    with pytest.raises(ValueError, match="records another model's fingerprint"):
        release_statement(second, budget=budget, booked_as=0)
    b = release_statement(second, budget=budget)["privacy_budget"]
    assert not b["this_model"]["booked"] and b["epsilon_with_this_model"] == pytest.approx(1.0)
    # nor as a private evaluation's release (its epsilon was spent on test records)
    from dpforest.evaluation import private_confusion_matrix
    budget.evaluate(private_confusion_matrix, booked, X.copy(), y.copy(), epsilon=0.5)
    with pytest.raises(ValueError, match="is a private evaluation, not a fit"):
        release_statement(second, budget=budget, booked_as=1)


def test_the_statements_model_file_must_hold_the_model(tmp_path):
    """release_statement(model, path) put the sha256 of any file named into the statement
    (another model's file, the test data's CSV), and a new name, read as where to write the
    statement, gave None without a word: the file must hold this model's fit."""
    X, y, schema = make_mixed(600, seed=3)
    model = d.DPForestClassifier(1.0, schema, progress=False).fit(X, y)
    other = d.DPForestClassifier(1.0, schema, progress=False).fit(X, y)
    save_model(model, tmp_path / "mine.json")
    save_model(other, tmp_path / "other.json")
    X.to_csv(tmp_path / "data.csv", index=False)
    import hashlib

    st = release_statement(model, tmp_path / "mine.json")
    assert st["file"] == "mine.json"
    assert st["file_sha256"] == hashlib.sha256((tmp_path / "mine.json").read_bytes()).hexdigest()
    with pytest.raises(ValueError, match="'other.json' holds another model"):
        release_statement(model, tmp_path / "other.json")
    with pytest.raises(ValueError, match="'data.csv' is not a dpforest model file: path names "
                                         "the model file"):
        release_statement(model, tmp_path / "data.csv")
    with pytest.raises(FileNotFoundError, match="no model file 'stmt.json': path names the "
                                                "model file the statement is about"):
        release_statement(model, tmp_path / "stmt.json")
    assert not (tmp_path / "stmt.json").exists()

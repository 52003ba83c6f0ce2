"""The release statement's guarantee lines say what the fit did: a noiseless test-mode model
states no guarantee where a board's form reads it (kind, epsilon), and the record-count line
follows the ledger's size query (charged noisy, exact as a paper reads it, or none)."""
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.privacy.mechanisms import _noiseless
from dpforest.statement import release_statement, statement_markdown


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(0)
    n = 600
    X = pd.DataFrame({"a": rng.uniform(0, 1, n), "c": rng.choice(list("xyz"), n)})
    y = (X["a"] > 0.5).astype(int)
    schema = d.Schema([d.Numeric("a", 0, 1), d.Categorical("c", list("xyz"))], classes=[0, 1])
    return X, y, schema


def _fit(est, X, y):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return est.fit(X, y)


def _line(text, start):
    (line,) = [ln for ln in text.splitlines() if ln.startswith(start)]
    return line


def test_a_noiseless_model_states_no_guarantee_in_kind_and_epsilon(data):
    X, y, schema = data
    with _noiseless():
        m = _fit(d.DPForestClassifier(1.0, schema=schema, progress=False), X, y)
    g = release_statement(m)["guarantee"]
    assert g["noiseless_test_mode"] is True
    assert g["kind"].startswith("none (noiseless test mode") and g["epsilon"] is None
    assert g["neighbouring"].startswith("none")
    text = statement_markdown(m)
    assert "NOISELESS test mode: NOT private" in text
    assert "pure epsilon-DP" not in _line(text, "| kind |")
    # an ordinary fit keeps its guarantee
    g = release_statement(_fit(d.DPForestClassifier(1.0, schema=schema, progress=False), X, y))["guarantee"]
    assert g["kind"] == "pure epsilon-DP" and g["epsilon"] == 1


def test_the_record_count_line_follows_the_ledgers_size_query(data):
    X, y, schema = data
    said = {}
    for name, est in {
            "noisy": d.DPForestClassifier(1.0, schema=schema, progress=False),
            "none": d.DPForestClassifier(1.0, schema=schema, max_depth=2, leaf_share=0.2,
                                         progress=False),
            "exact": d.SNRForestClassifier(1.0, schema, accounting="paper", random_state=0,
                                           progress=False),
            "declared": d.DPForestClassifier(1.0, schema=schema, n_samples=600, progress=False)}.items():
        said[name] = _line(statement_markdown(_fit(est, X, y)), "- a public record count:")
    assert said["noisy"].endswith("none (the size is a charged noisy query)")
    assert said["none"].endswith("none (no size was read)")
    # a paper's own accounting reads the size exactly, and its model keeps that count
    assert "read exactly, without noise" in said["exact"] and "charged" not in said["exact"]
    assert said["declared"].endswith(": 600")


def test_show_prints_declared_bounds_in_full(tmp_path, capsys, data):
    """`dpforest show` prints a declared bound as the statement does, digit for digit: %g's six
    digits printed 140015.49 as 140015, hiding the decimals that show a bound copied from a
    record."""
    from dpforest import save_model
    from dpforest.cli import main

    X, y, _ = data
    schema = d.Schema([d.Numeric("a", 2448.79, 140015.49), d.Numeric("b", 0, 1e6),
                       d.Categorical("c", list("xyz"))], classes=[0, 1])
    X = X.assign(a=2448.79 + X["a"] * 1e5, b=X["a"] * 1e6)[["a", "b", "c"]]
    m = _fit(d.DPForestClassifier(1.0, schema=schema, progress=False), X, y)
    path = save_model(m, tmp_path / "m.json")
    assert main(["show", str(path)]) == 0
    shown = capsys.readouterr().out
    assert "a: numeric [2448.79, 140015.49]" in shown and "b: numeric [0, 1000000]" in shown


def test_a_per_person_unit_says_whose_word_it_is(data):
    from dpforest.contributions import fit_per_person

    X, y, schema = data
    X = X.assign(pid=np.arange(len(X)) % 200)
    m = fit_per_person(d.DPForestClassifier(schema=schema, progress=False), X, y, person="pid",
                       max_rows=2, person_epsilon=1.0)
    unit = _line(statement_markdown(m), "| unit |")
    assert unit.startswith("| unit | person (column 'pid'") and "not checked from the data" in unit
    assert _line(statement_markdown(_fit(d.DPForestClassifier(1.0, schema=schema, progress=False),
                                         X.drop(columns="pid"), y)), "| unit |") == "| unit | row |"
    # ids handed in as a Series keep its name; an unnamed array is said to be one
    ids = X.pop("pid")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        named = fit_per_person(d.DPForestClassifier(schema=schema, progress=False), X, y,
                               person=ids, max_rows=2, person_epsilon=1.0)
        bare = fit_per_person(d.DPForestClassifier(schema=schema, progress=False), X, y,
                              person=ids.to_numpy(), max_rows=2, person_epsilon=1.0)
    assert named.person_bound_["column"] == "pid"
    assert _line(statement_markdown(named), "| unit |").startswith("| unit | person (column 'pid'")
    assert bare.person_bound_["column"] is None
    assert "(ids given as an unnamed array, as the fit was told" in _line(
        statement_markdown(bare), "| unit |")


def test_a_papers_own_accounting_says_what_the_estimator_was_given(data):
    """The composed line of a paper's own accounting reads "of a budget of inf" (its recipe's
    total): the ε the user gave is said beside it, not left to be read as that budget."""
    X, y, schema = data
    paper = _fit(d.DPRFClassifier(1.0, schema=schema, accounting="paper", random_state=0,
                                  progress=False), X, y)
    line = _line(statement_markdown(paper), "Composed epsilon")
    assert "the estimator was given epsilon 1, which the paper's own accounting spends past" in line
    sound = _fit(d.DPForestClassifier(1.0, schema=schema, progress=False), X, y)
    assert _line(statement_markdown(sound), "Composed epsilon").endswith("of a budget of 1.")


def test_an_infinite_epsilon_is_written_as_strict_json_everywhere(data, tmp_path):
    """A paper accounting that reads an exact count composes ε = ∞: the statement wrote it as
    null in the guarantee, but as a bare Infinity in each query and in a person bound, which
    strict JSON readers refuse.  Every ε of the statement is now null where infinite, and the
    Markdown says "infinite" in the query table too."""
    import json

    from dpforest.contributions import fit_per_person

    X, y, schema = data
    Xp = X.assign(pid=np.arange(len(X)) // 3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = fit_per_person(d.RFDPOOBClassifier(1.0, schema, n_estimators=4, accounting="paper",
                                               random_state=0, progress=False),
                           Xp, y, person="pid", max_rows=2, person_epsilon=1.0)
    doc = release_statement(m)

    def refuse(token):
        raise ValueError(token)
    text = json.dumps(doc)
    json.loads(text, parse_constant=refuse)                     # no NaN / Infinity tokens
    assert doc["guarantee"]["epsilon"] is None and doc["ledger"]["composed_epsilon"] is None
    assert doc["guarantee"]["person_bound"]["person_epsilon"] is None
    assert any(q["epsilon"] is None for q in doc["ledger"]["queries"])
    assert "| infinite |" in statement_markdown(m)


def test_a_pipeline_whose_step_learns_is_no_pure_dp_statement():
    """A Pipeline with a step fitted on the records (an imputer's means) ships what the step
    learned exactly; its statement said 'pure epsilon-DP' at the forest's epsilon, with no
    caveat (the steps only named in a list).  Such a statement's kind and caveat now say the
    forest's ledger is not the pipeline's guarantee; steps that learn nothing leave it pure."""
    from sklearn.impute import SimpleImputer
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 300), "b": rng.uniform(0, 10, 300)})
    y = (X.a > 5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 10), d.Numeric("b", 0, 10)], classes=[0, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        learns = Pipeline([("imp", SimpleImputer().set_output(transform="pandas")),
                           ("f", d.DPForestClassifier(1.0, s, progress=False))]).fit(X, y)
        public = Pipeline([("id", FunctionTransformer(None)),
                           ("f", d.DPForestClassifier(1.0, s, progress=False))]).fit(X, y)
    g = release_statement(learns)["guarantee"]
    assert g["kind"].startswith("none for the pipeline as released")
    assert "'imp' (SimpleImputer) learns from the records without noise" in g["caveat"]
    assert "**Not a guarantee of what was released" in statement_markdown(release_statement(learns))
    g = release_statement(public)["guarantee"]
    assert g["kind"] == "pure epsilon-DP" and g["caveat"] is None


def test_a_statement_names_its_model_file_without_the_folder(data, tmp_path, capsys):
    """A statement is filed with a release board: the folder a model was read from can name a
    user or a project, so the file is named as itself (its sha256 identifies it)."""
    from dpforest.cli import main

    X, y, schema = data
    model = _fit(d.DPForestClassifier(1.0, schema, random_state=0, progress=False), X, y)
    folder = tmp_path / "alice_private_project"
    folder.mkdir()
    path = d.save_model(model, folder / "m.json")
    s = release_statement(model, path)
    assert s["file"] == "m.json" and len(s["file_sha256"]) == 64
    assert "alice_private_project" not in statement_markdown(s)
    assert main(["show", str(path), "--json"]) == 0
    out = capsys.readouterr().out
    assert '"file": "m.json"' in out and "alice_private_project" not in out


def test_a_selections_chosen_model_states_the_noisy_size_its_own_fit_read(data):
    """A selection's chosen model lists its own fit's queries apart from the selection's: the
    noisy size its rules read is among them, and the statement said "no size was read"."""
    from dpforest.model_selection import PrivateModelSelector

    X, y, schema = data
    # (each candidate's rules read the noisy size, whichever wins: its leaf share is left to them)
    sel = _fit(PrivateModelSelector([d.DPForestClassifier(max_depth=1),
                                     d.DPForestClassifier(max_depth=2)],
                                    1.0, schema, random_state=0, refit_share=0.3), X, y)
    chosen = sel.best_estimator_
    s = release_statement(chosen)
    assert any(q["what"].startswith("dataset size") for q in s["ledger"]["chosen_fit_queries"])
    line = _line(statement_markdown(s), "- a public record count:")
    assert "charged noisy query" in line and "no size was read" not in line

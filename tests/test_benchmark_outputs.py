"""What a researcher running the benchmark harness on a grid of their own gets out of it: names
that cannot resolve refused, skips said, every score with its standard error, a fixed test
split labelled as one, and their own data marked as not private on every path."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.dummy import DummyClassifier
from sklearn.metrics import balanced_accuracy_score, f1_score

from dpforest import BenchmarkWarning, Categorical, Numeric, Schema
from dpforest.benchmarks import datasets as bd, harness, report
from dpforest.cli import main


def _majority(epsilon, schema, seed):
    return DummyClassifier(strategy="most_frequent")


MAJORITY = harness.Method("majority", _majority, private=False, encoding="ordinal_imputed")


def _own(n=300, fixed=False, seed=0):
    """A small table of one's own: a numeric column carrying the class, a categorical one."""
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"x": rng.uniform(0, 10, n), "c": rng.choice(["a", "b", "c"], n)})
    y = pd.Series(np.where(X["x"] > 6, "hi", np.where(X["x"] > 3, "mid", "lo")), name="y")
    schema = Schema([Numeric("x", 0, 10), Categorical("c", ["a", "b", "c"])],
                    classes=["hi", "lo", "mid"])
    if fixed:
        return bd.BenchDataset("mine", X[:200], y[:200], schema, "declared", "own", "official",
                               X[200:], y[200:])
    return bd.BenchDataset("mine", X, y, schema, "declared", "own")


def test_unknown_method_or_data_set_names_are_refused_not_dropped():
    """A typo left the results without its rows and said nothing (a data set) or raised a bare
    KeyError (a method)."""
    with pytest.raises(ValueError, match=r"unknown data set\(s\) \['irs'\]; choose from .*iris"):
        harness.run(["default"], ["irs"], [1.0], 1, progress=False)
    with pytest.raises(ValueError, match=r"unknown method\(s\) \['defualt'\]; choose from .*default"):
        harness.run(["defualt"], ["iris"], [1.0], 1, progress=False)
    # a data set handed over loaded needs no registry entry
    df = harness.run([MAJORITY], ["mine"], [1.0], 1, progress=False, loaded={"mine": _own()})
    assert list(df["dataset"].unique()) == ["mine"]


def test_a_skipped_data_set_is_said_and_listed_without_a_notes_list(tmp_path, monkeypatch):
    """Without notes=, a data set that cannot be loaded here was left out without a word, and
    the written summary said '(none)' under Skipped."""
    empty = tmp_path / "no_data"
    empty.mkdir()
    monkeypatch.setenv("DPFOREST_DATA", str(empty))
    with pytest.warns(BenchmarkWarning, match="adult: skipped"):
        df = harness.run([MAJORITY], ["iris", "adult"], [1.0], 1, progress=False)
    assert list(df["dataset"].unique()) == ["iris"]
    assert any(n.startswith("adult: skipped") for n in df.attrs["notes"])
    res = report.write_outputs(df, tmp_path / "out")
    assert "- adult: skipped" in (tmp_path / "out" / "summary.md").read_text()
    assert "adult: skipped" in (tmp_path / "out" / "notes.txt").read_text()
    assert res["notes_text"] != "(none)"


def test_writing_no_results_is_refused_before_any_file(tmp_path):
    df = pd.DataFrame(columns=harness.COLUMNS)
    with pytest.raises(ValueError, match="no results to write"):
        report.write_outputs(df, tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_every_score_is_recorded_with_its_standard_error():
    """Accuracy alone was recorded: a many-class or imbalanced table's paper needs macro-F1
    or balanced accuracy, and every cell its standard error."""
    ds = _own()
    df = harness.run([MAJORITY, "default"], ["mine"], [1.0], 3, progress=False,
                     loaded={"mine": ds}, notes=[])
    maj = df[df["method"] == "majority"]
    for _, r in maj.iterrows():
        Xtr, ytr, Xte, yte = bd.split(ds, int(r["seed"]))
        yi = ds.schema.encode_labels(yte)
        pred = np.full(len(yi), np.bincount(ds.schema.encode_labels(ytr)).argmax())
        assert r["balanced_accuracy"] == pytest.approx(balanced_accuracy_score(yi, pred))
        assert r["balanced_accuracy"] == pytest.approx(1 / 3)       # a constant classifier
        present = np.unique(np.concatenate([yi, pred]))
        assert r["macro_f1"] == pytest.approx(f1_score(yi, pred, labels=present, average="macro"))
    assert df["macro_f1"].between(0, 1).all() and df["balanced_accuracy"].between(0, 1).all()
    c = report.cells(df)
    row = c[(c["method"] == "default")].iloc[0]
    acc = df.loc[df["method"] == "default", "accuracy"]
    assert row["accuracy_n"] == 3 and row["accuracy_mean"] == pytest.approx(acc.mean())
    assert row["accuracy_se"] == pytest.approx(acc.std() / np.sqrt(3))
    assert {"macro_f1_se", "balanced_accuracy_mean", "test_se"} <= set(c.columns)
    assert row["split"] == "stratified 70/30"
    # roc_auc has no values on three classes: no columns for it
    assert "roc_auc_mean" not in c.columns


def test_tables_and_plots_show_the_metric_asked_for(tmp_path):
    df = harness.run([MAJORITY, "default"], ["mine"], [1.0], 2, progress=False,
                     loaded={"mine": _own()}, notes=[])
    res = report.write_outputs(df, tmp_path / "out", metric="balanced_accuracy")
    text = (tmp_path / "out" / "tables.md").read_text()
    assert "balanced accuracy tables" in text and "cells: balanced accuracy mean ± sd" in text
    mean = df.loc[df["method"] == "majority", "balanced_accuracy"].mean()
    assert f"| majority | {mean:.3f}" in text
    assert res["pngs"] and (tmp_path / "out" / "cells.csv").is_file()
    with pytest.raises(ValueError, match="unknown metric"):
        report.markdown_tables(df, metric="f2")


def test_a_fixed_test_split_is_labelled_as_one_not_as_several_splits(tmp_path):
    """Adult's official split (or X_test given) is the same for every seed: the tables and
    plots said 'over 3 splits', so the spread read as if it held the test set's sampling
    error."""
    df = harness.run([MAJORITY, "default"], ["mine"], [1.0], 3, progress=False,
                     loaded={"mine": _own(fixed=True)}, notes=[])
    assert (df["split"] == "fixed").all() and (df["n_test"] == 100).all()
    text = report.markdown_tables(df)
    assert "over 3 fits on one fixed test split" in text and "over 3 splits" not in text
    assert "the sd leaves out the test set's own sampling error" in text
    c = report.cells(df)
    a = c["accuracy_mean"]
    assert (c["split"] == "fixed").all()
    assert np.allclose(c["test_se"], np.sqrt(a * (1 - a) / 100))
    # per-seed splits keep their wording
    df2 = harness.run([MAJORITY], ["mine"], [1.0], 2, progress=False,
                      loaded={"mine": _own()}, notes=[])
    assert "over 2 splits" in report.markdown_tables(df2) and (df2["split"] == "stratified 70/30").all()


def test_results_written_before_the_split_column_read_adult_as_fixed(tmp_path):
    rows = [dict(dataset=ds, method="default", epsilon=1.0, seed=s, accuracy=0.8, majority=0.7,
                 fit_seconds=0.1, private=True, dp_kind="pure ε", is_default=True,
                 epsilon_spent=1.0, n_pred_classes=2, n_train=100, n_test=50, note="", error="")
            for ds in ("adult", "iris") for s in (0, 1)]
    path = tmp_path / "results.csv"
    pd.DataFrame(rows).to_csv(path, index=False)
    df, _ = report.read_results([path])
    assert df.groupby("dataset")["split"].first().fillna("").to_dict() == {"adult": "fixed",
                                                                          "iris": ""}


def test_own_data_is_marked_not_private_on_the_python_path_too(tmp_path):
    """Only the command line's --csv run put the caveat on the written files."""
    df = harness.run([MAJORITY], ["mine", "iris"], [1.0], 1, progress=False,
                     loaded={"mine": _own()}, notes=[])
    report.write_outputs(df, tmp_path / "out")
    for name in ("tables.md", "summary.md"):
        assert (tmp_path / "out" / name).read_text().startswith("> **Not differentially private.**")
    public = df[df["dataset"] == "iris"]
    report.write_outputs(public, tmp_path / "pub")
    assert "Not differentially private" not in (tmp_path / "pub" / "tables.md").read_text()
    page = report.write_docs(df, [], tmp_path / "page.md", tmp_path / "out").read_text()
    assert page.startswith("# Benchmarks:") and "**Not differentially private.**" in page


def test_methods_one_reason_leaves_out_share_one_note():
    """diffprivlib's three methods, not importable, gave three identical 250-character notes."""
    from dpforest.benchmarks.harness import method_status

    dpl = ["diffprivlib-rf", "diffprivlib-lr", "diffprivlib-nb"]
    if method_status(harness.METHODS[dpl[0]]) is None:
        pytest.skip("diffprivlib is importable here")
    notes = []
    harness.run(dpl + [MAJORITY], ["iris"], [1.0], 1, progress=False, notes=notes)
    said = [n for n in notes if "diffprivlib" in n]
    assert len(said) == 1 and said[0].startswith("diffprivlib-rf, diffprivlib-lr, diffprivlib-nb: skipped")
    # a re-rendering keeps the line for the methods still without rows, and drops it once all
    # have rows
    rows = pd.DataFrame([dict(dataset="iris", method="diffprivlib-rf", accuracy=0.9)])
    kept = report._notes_still_true(said, rows)
    assert kept == [said[0].replace("diffprivlib-rf, ", "", 1)]
    assert report.not_run(pd.DataFrame([dict(dataset="iris", method=m) for m in ["majority"]]),
                          said) == []


def test_cli_own_csv_with_quick_writes_to_its_own_folder(tmp_path, monkeypatch, capsys):
    """--csv with --quick wrote into the suite's quick folder, whose refusal then suggested
    --merge: mixing a private table's rows into the public run's."""
    import json

    monkeypatch.chdir(tmp_path)
    ds = _own()
    ds.X.assign(y=ds.y).to_csv(tmp_path / "my data.csv", index=False)
    (tmp_path / "s.json").write_text(json.dumps({
        "features": [{"name": "x", "type": "numeric", "lower": 0, "upper": 10},
                     {"name": "c", "type": "categorical", "categories": ["a", "b", "c"]}],
        "classes": ["hi", "lo", "mid"], "target": "y"}))
    code = main(["benchmark", "--csv", "my data.csv", "--schema", "s.json", "--quick",
                 "--methods", "default", "--no-progress"])
    assert code == 0, capsys.readouterr().err
    assert (tmp_path / "dpforest-benchmark-my data" / "results.csv").is_file()
    assert not (tmp_path / "dpforest-benchmark-quick").exists()


def test_dp_ebm_one_vs_rest_runs_on_many_classes_and_leaves_two_to_dp_ebm():
    """interpret's DP-EBM takes two classes only: a researcher's many-class table had no outside
    peer.  dp-ebm-ovr fits one DP-EBM per class at (ε/C, δ/C), declared (ε, δ) and not
    verified (no ledger); on two classes it leaves the task to dp-ebm."""
    m = harness.METHODS["dp-ebm-ovr"]
    if harness.method_status(m) is not None:
        pytest.skip("interpret is not importable here")
    notes = []
    df = harness.run(["dp-ebm-ovr"], ["iris", "breast_cancer"], [1.0], 1, progress=False,
                     notes=notes)
    assert list(df["dataset"].unique()) == ["iris"] and (df["error"] == "").all()
    assert (df["dp_kind"] == harness.APPROX).all() and df["epsilon_spent"].isna().all()
    assert df["accuracy"].between(0, 1).all()
    assert any(n.startswith("dp-ebm-ovr on breast_cancer: tasks of three or more classes") for n in notes)
    est = m.factory(1.0, bd.load("iris").schema, 0)
    inner = est.estimator
    assert inner.epsilon == pytest.approx(1.0 / 3) and inner.delta == pytest.approx(harness.EBM_DELTA / 3)


def test_a_table_of_ones_own_under_a_registry_name_is_still_marked_not_private(tmp_path):
    """The caveat was decided by name: a user's table handed over as loaded={'wine': ...}
    read as the public wine set in every output."""
    ds = _own()
    df = harness.run([MAJORITY], ["wine"], [1.0], 1, progress=False, notes=[],
                     loaded={"wine": ds})
    assert df["own_data"].all()
    report.write_outputs(df, tmp_path / "out")
    assert (tmp_path / "out" / "tables.md").read_text().startswith("> **Not differentially private.**")
    # and it survives a re-rendering from the written CSV
    back, _ = report.read_results([tmp_path / "out" / "results.csv"])
    assert report.own_datasets(back) == ["wine"]
    public = harness.run([MAJORITY], ["wine"], [1.0], 1, progress=False, notes=[])
    assert not public["own_data"].any() and report.own_datasets(public) == []


def test_a_peers_privacy_notice_given_as_a_plain_warning_is_flagged():
    """interpret's 'Privacy violation: ... random_state' is a UserWarning: it was recorded as
    one, and the tables' privacy-relevant warnings left it out."""
    import warnings as w

    class Noisy:
        def fit(self, X, y):
            w.warn("Privacy violation: using a fixed random_state", UserWarning)
            self.c = int(np.bincount(y).argmax())
            return self

        def predict(self, X):
            return np.full(len(X), self.c)

    m = harness.Method("noisy", lambda e, s, seed: Noisy(), dp_kind=harness.PURE,
                       encoding="ordinal_imputed")
    df = harness.run([m], ["iris"], [1.0], 1, progress=False, notes=[])
    assert harness.privacy_warnings(df["warnings"].iloc[0]) == ["PrivacyUserWarning"]
    assert "PrivacyUserWarning" in report.markdown_tables(df)


def test_the_checkout_data_folder_is_dpforests_own_not_a_neighbours(tmp_path, monkeypatch):
    """The fallback climbed every parent: a copy of dpforest inside another project found that
    project's neighbouring shared/datasets."""
    import dpforest.datasets as dsmod

    (tmp_path / "shared" / "datasets").mkdir(parents=True)
    proj = tmp_path / "proj"
    (proj / "src" / "dpforest").mkdir(parents=True)
    fake = proj / "src" / "dpforest" / "datasets.py"
    fake.write_text("")
    monkeypatch.setattr(dsmod, "__file__", str(fake))
    (proj / "pyproject.toml").write_text('[project]\nname = "someone-else"\n')
    assert dsmod._checkout_data_dir() is None
    (proj / "pyproject.toml").write_text('[project]\nname = "dpforest"\n')
    assert dsmod._checkout_data_dir() == tmp_path / "shared" / "datasets"
    venv = tmp_path / "proj" / ".venv" / "lib" / "site-packages" / "dpforest"
    venv.mkdir(parents=True)
    (venv / "datasets.py").write_text("")
    monkeypatch.setattr(dsmod, "__file__", str(venv / "datasets.py"))
    assert dsmod._checkout_data_dir() is None


def test_gap_closure_is_read_at_an_epsilon_the_judged_method_was_run_at():
    """A method of one's own run at 0.5 and 2, merged with rows at 1: the closure was read at
    1, where it has no rows, and the summary said a non-private forest was missing."""
    rows = []
    for seed in (0, 1):
        for m, eps in [("mine", 0.5), ("mine", 2.0), ("other", 1.0), ("other", 0.5), ("other", 2.0)]:
            rows.append(dict(dataset="s", method=m, epsilon=eps, seed=seed, accuracy=0.8,
                             majority=0.6, fit_seconds=0.1, private=True, dp_kind="pure ε",
                             is_default=m == "mine", epsilon_spent=eps, n_pred_classes=2,
                             n_train=10, n_test=10, note="", error=""))
        rows.append(dict(rows[0], method="sklearn-rf", epsilon=np.nan, private=False,
                         dp_kind="non-private", is_default=False, accuracy=1.0,
                         epsilon_spent=np.nan))
    s = report.summary(pd.DataFrame(rows))
    assert s["closure_eps"] in (0.5, 2.0) and s["closure_median"] == pytest.approx(0.5)


def test_the_plot_rings_a_point_whose_every_fit_predicted_one_class():
    """The tables mark such a cell †; the picture showed it as an ordinary point, so a method
    that returned the majority class read as a method that happened to score the majority
    rate."""
    pytest.importorskip("matplotlib")
    rows = []
    for seed in (0, 1):
        for m, eps, classes in [("mine", 0.5, 1), ("mine", 2.0, 2), ("other", 0.5, 2),
                                ("other", 2.0, 1 + seed)]:
            rows.append(dict(dataset="s", method=m, epsilon=eps, seed=seed, accuracy=0.6,
                             majority=0.6, fit_seconds=0.1, private=True, dp_kind="pure ε",
                             is_default=m == "mine", epsilon_spent=eps, n_pred_classes=classes,
                             n_train=10, n_test=10, note="", error=""))
    df = pd.DataFrame(rows)

    def rings(frame):
        fig = report._dataset_figure(frame, "s")
        ringed = [c for c in fig.axes[0].collections if c.get_label().startswith("† one class")]
        return [tuple(p) for c in ringed for p in c.get_offsets()]

    # only the cell whose every fit was constant (one of other's two fits at 2 was not)
    assert rings(df) == [(0.5, 0.6)]
    df["n_pred_classes"] = 2
    assert rings(df) == []

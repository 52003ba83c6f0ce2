"""`dpforest reproduce` / `compare` end to end on the shared datasets (tiny grids), grids, plots."""

from __future__ import annotations

import pandas as pd
import pytest

from dpforest.cli import main
from dpforest.experiments.grids import PAPERS, SWEEP_LABELS, experiment
from dpforest.experiments.registry import ALGORITHMS, get_class, make_estimator


@pytest.mark.parametrize("paper", PAPERS)
def test_reproduce_tiny_end_to_end(paper, data_dir, tmp_path, capsys):
    out = tmp_path / paper
    rc = main(["reproduce", paper, "--tiny", "--data-dir", str(data_dir), "--out", str(out),
               "--no-progress"])
    text = capsys.readouterr().out
    assert rc == 0
    exp = experiment(paper, "tiny")
    raw = pd.read_csv(out / "raw.csv")
    summary = pd.read_csv(out / "summary.csv")
    md = (out / "summary.md").read_text()
    assert md.strip() in text  # the Markdown table is printed and saved
    assert set(raw["dataset"]) <= set(exp.datasets) and len(raw) > 0
    # the ledgers' check is stated in the report, from raw.csv's own column
    sound = raw[(raw["accounting"] == "sound") & raw["true_epsilon"].notna()]
    assert len(sound) and (sound["true_epsilon"] - sound["epsilon"]).abs().max() < 1e-9
    # rows that repeat an earlier fit (the default's one fit per epsilon and repeat serves
    # every sweep value) are marked and not counted as fits
    reused = sound["reused_fit"].astype(bool)
    assert not sound.loc[reused, "algorithm"].isin(["sklearn-rf", "majority"]).any()
    # the non-private references have no accounting, as they have no true epsilon
    refs = raw[raw["algorithm"].isin(["sklearn-rf", "majority"])]
    assert refs["accounting"].isna().all() and refs["true_epsilon"].isna().all()
    # every report says how the run differs from its paper
    assert "Differs from the paper" in md
    firsts = sound[sound["algorithm"] == "default"].groupby(["dataset", "repeat", "epsilon"]).size()
    assert reused.sum() == (sound["algorithm"] == "default").sum() - len(firsts)
    assert f"each of the {int((~reused).sum())} dpforest fits under the sound accounting composed exactly" in md
    ok = raw[raw["status"] == "ok"]
    assert ok["accuracy"].between(0, 1).all() and ok["f1"].between(0, 1).all()
    assert (ok["fit_time"] > 0).all()
    # every available algorithm of every sweep ran at every grid value, plus the RF ceiling
    for sw in exp.sweeps:
        for algo in [a for a in sw.algorithms if get_class(a) is not None] + ["sklearn-rf", "majority"]:
            got = ok[(ok["sweep"] == sw.name) & (ok["algorithm"] == algo)]
            assert sorted(got["value"].unique()) == sorted(sw.values), (sw.name, algo)
        assert (out / f"{paper}_{sw.name}.png").stat().st_size > 5000
        assert (out / f"{paper}_{sw.name}_time.png").stat().st_size > 5000
        assert SWEEP_LABELS[sw.x] in md
    assert {"accuracy_mean", "accuracy_sd", "f1_mean", "fit_time_mean", "n"} <= set(summary.columns)
    # constant classifiers are marked, never the majority line (constant by definition)
    assert ok.loc[ok["algorithm"] == "majority", "single_class"].all()
    allsingle = (summary["single_class"] == summary["n"]) & (summary["algorithm"] != "majority")
    assert ("† every fit of the cell predicted one class" in md) == bool(allsingle.any())
    # the non-private ceiling beats chance on these data sets
    rf = ok[ok["algorithm"] == "sklearn-rf"]
    assert rf["accuracy"].mean() > 0.6
    for a in ALGORITHMS:
        if get_class(a) is None and any(a in sw.algorithms for sw in exp.sweeps):
            assert "not available" in md


def test_compare_tiny(data_dir, tmp_path, capsys):
    out = tmp_path / "cmp"
    rc = main(["compare", "--tiny", "--data-dir", str(data_dir), "--out", str(out),
               "--algorithms", "diffprfs", "rfdp-oob", "snr", "--no-progress"])
    capsys.readouterr()
    assert rc == 0
    raw = pd.read_csv(out / "raw.csv")
    assert {"diffprfs", "rfdp-oob", "snr", "sklearn-rf"} <= set(raw["algorithm"])
    # the SNR forest has no tree-count or depth parameter: its rows leave them empty and the
    # report says the heading's settings are not its own (they read as a fit of 8 depth-5 trees)
    snr, other = raw[raw["algorithm"] == "snr"], raw[raw["algorithm"] == "diffprfs"]
    assert snr[["n_estimators", "max_depth"]].isna().all().all()
    assert other[["n_estimators", "max_depth"]].notna().all().all()
    md = (out / "summary.md").read_text()
    assert "SNR forest has no n_estimators or max_depth setting" in md
    # compare judges no paper's claims and has no --accounting flag of its own
    assert "no paper's claims to judge" in md and "`--accounting paper` adds" not in md
    try:
        import diffprivlib.models  # noqa: F401
        have_dpl = True
    except Exception:
        have_dpl = False
    assert ("diffprivlib" in set(raw["algorithm"])) == have_dpl
    if not have_dpl:
        assert "diffprivlib unavailable" in md
    assert (out / "compare_epsilon.png").exists()


def test_reproduce_without_matplotlib_writes_tables_and_says_why_no_plots(data_dir, tmp_path, capsys,
                                                                         monkeypatch):
    """matplotlib is an optional extra: without it the run still finishes (exit 0, every table
    written) and the report says why there are no plots."""
    import sys

    monkeypatch.setitem(sys.modules, "matplotlib", None)       # `import matplotlib` now fails
    out = tmp_path / "noplot"
    rc = main(["reproduce", "rfdp-oob", "--tiny", "--data-dir", str(data_dir), "--out", str(out),
               "--no-progress"])
    capsys.readouterr()
    assert rc == 0 and (out / "raw.csv").exists() and (out / "summary.csv").exists()
    assert "matplotlib is not installed" in (out / "summary.md").read_text()
    assert not list(out.glob("*.png"))


def test_reproduce_errors(tmp_path, capsys):
    assert main(["reproduce", "nope", "--tiny", "--out", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err
    assert "unknown paper" in err and "did you mean" not in err and "baselines" not in err
    # a paper spelt another way, and a baseline, which runs inside the papers' grids
    assert main(["reproduce", "RFDP_OOB", "--tiny", "--out", str(tmp_path / "x")]) == 2
    assert "(did you mean 'rfdp-oob'?)" in capsys.readouterr().err
    for name in ("diffprfs", "Private_RDT"):
        assert main(["reproduce", name, "--tiny", "--out", str(tmp_path / "x")]) == 2
        assert "the baselines (DiffPRFs, CRFsDP, Private-RDT) have no paper of their own" in \
            capsys.readouterr().err
    assert not (tmp_path / "x").exists()
    # options without a paper (or a paper swallowed by --datasets, which takes several names)
    # listed the papers and exited 0, running nothing: a script read it as a run done
    for args in (["--quick", "--accounting", "paper"],
                 ["--datasets", "adult", "mushroom", "oob-budget", "--quick"]):
        assert main(["reproduce", *args, "--out", str(tmp_path / "y")]) == 2
        err = capsys.readouterr().err
        assert "no paper named" in err and not (tmp_path / "y").exists()
        assert ("'oob-budget' was read as a data set: put the paper first" in err) == \
            ("oob-budget" in args)
    assert main(["reproduce"]) == 0 and "runs one of" in capsys.readouterr().out
    assert main(["reproduce", "snr", "--tiny", "--datasets", "iris",
                 "--out", str(tmp_path / "x")]) == 2
    assert "unknown dataset" in capsys.readouterr().err
    assert main(["reproduce", "snr", "--tiny", "--data-dir", str(tmp_path / "empty"),
                 "--out", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err
    # the loaders' own messages (the UCI file each needs, where it looked) and the way to fetch
    assert "could be loaded" in err and "--download" in err and "agaricus-lepiota.data" in err
    assert "shared" not in err
    assert not (tmp_path / "x").exists()
    # a setting no forest of the grid takes (neither the SNR forest nor Private-RDT has
    # max_features) changed nothing while the report's headings said it was set
    assert main(["reproduce", "snr", "--tiny", "--max-features", "sqrt",
                 "--out", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err
    assert "no forest of the snr grid (private-rdt, snr) takes max_features" in err
    assert not (tmp_path / "x").exists()
    from dpforest.experiments.grids import experiment
    assert experiment("dprf", "tiny", fixed={"max_features": "sqrt"}).sweeps[0].fixed[
        "max_features"] == "sqrt"


@pytest.mark.parametrize("paper, quoted", [("dprf", "traditional decision tree algorithm"),
                                           ("oob-budget", "demonstrate the advantages"),
                                           ("snr", "high prediction accuracy"),
                                           ("rfdp-oob", None)])
def test_claims_our_copy_of_a_paper_does_not_state_are_called_our_reading(paper, quoted):
    """Where the copy of a paper we hold is partial, the report's claims are our reading of
    it and it quotes what the copy does say; a paper whose copy states them keeps its heading."""
    from dpforest.experiments.grids import experiment
    from dpforest.experiments.runner import claims_heading

    exp = experiment(paper, "tiny")
    line = claims_heading(exp)
    assert exp.claims and line.endswith(exp.claims)
    if quoted is None:
        assert line.startswith("Paper's claims: ")
    else:
        assert line.startswith("Claims checked (our reading of the paper") and quoted in line


def test_reproduce_download_reaches_the_loaders(tmp_path, capsys, monkeypatch):
    """--download asks each loader to fetch its files (here refused, as offline)."""
    from dpforest import datasets

    asked = []

    def offline(data_dir=None, download=False):
        asked.append(download)
        raise FileNotFoundError("could not download pd_speech.csv.gz: offline")

    monkeypatch.setattr(datasets, "load_parkinsons_speech", offline)
    monkeypatch.setattr(datasets, "load_mushroom", offline)
    assert main(["reproduce", "snr", "--tiny", "--download", "--data-dir", str(tmp_path / "d"),
                 "--out", str(tmp_path / "x")]) == 2
    assert asked and all(asked) and "offline" in capsys.readouterr().err


def test_grids_match_papers():
    full = experiment("rfdp-oob", "full")
    by = {s.name: s for s in full.sweeps}
    assert by["epsilon"].values == [0.1, 0.25, 0.5, 1.0]
    assert by["depth"].values == [3, 4, 5, 6, 7]
    assert by["prefit"].values[0] == pytest.approx(1 / 6) and by["prefit"].values[-1] == 1.0
    assert set(by["depth"].algorithms) == {"rfdp-oob", "diffprfs", "crfsdp"}
    assert full.metric == "f1" and by["depth"].fixed["n_estimators"] == 100
    for paper in ("oob-budget", "dprf"):
        e = experiment(paper, "full")
        assert set(e.datasets) == {"adult", "mushroom"}
        assert {s.x for s in e.sweeps} == {"epsilon", "n_estimators", "max_depth"}
    assert {s.x for s in experiment("snr", "full").sweeps} == {"epsilon"}
    for paper in PAPERS:
        q, t = experiment(paper, "quick"), experiment(paper, "tiny")
        assert sum(len(s.values) for s in t.sweeps) <= sum(len(s.values) for s in q.sweeps)


def test_make_estimator_passes_only_accepted_params():
    from conftest import make_mixed

    schema = make_mixed(50)[2]
    m = make_estimator("diffprfs", 0.5, schema, n_estimators=3, max_depth=2, prefit_fraction=0.5,
                       random_state=1, progress=False)
    assert m.get_params()["n_estimators"] == 3 and not hasattr(m, "prefit_fraction")
    with pytest.raises(KeyError):
        get_class("nope")


@pytest.mark.parametrize("paper", PAPERS)
def test_paper_accounting_grid_adds_one_twin_per_sweep(paper):
    sound, exp = experiment(paper, "full"), experiment(paper, "full", accounting="paper")
    for s, p in zip(sound.sweeps, exp.sweeps):
        if paper in s.algorithms:      # one twin right after the paper's forest, in every sweep
            assert p.algorithms.count(paper + "@paper") == 1
            assert p.algorithms.index(paper + "@paper") == p.algorithms.index(paper) + 1
        else:
            assert paper + "@paper" not in p.algorithms
        assert ("default" in p.algorithms) == ("default" in s.algorithms or p.x == "epsilon")
        assert [a for a in p.algorithms if a != paper + "@paper" and a not in s.algorithms] \
            in ([], ["default"])
    with pytest.raises(ValueError):
        experiment(paper, "tiny", accounting="loose")


def test_reproduce_paper_accounting_true_epsilon(data_dir, tmp_path, capsys):
    out = tmp_path / "dprf"
    rc = main(["reproduce", "dprf", "--tiny", "--accounting", "paper", "--data-dir", str(data_dir),
               "--out", str(out), "--no-progress"])
    capsys.readouterr()
    assert rc == 0
    raw = pd.read_csv(out / "raw.csv")
    ok = raw[raw["status"] == "ok"]
    paper = ok[ok["algorithm"] == "dprf@paper"]
    assert set(paper["sweep"]) == {"epsilon", "trees", "depth"}
    assert (paper["accounting"] == "paper").all()
    # DPRF's paper accounting: (0.01 + 0.99·t)·ε, derived by hand (the grid's DPRF: n_max=None,
    # in-bag samples; t·ε with a public n_max, ε with sampling='partition')
    want = (0.01 + 0.99 * paper["n_estimators"]) * paper["epsilon"]
    assert paper["true_epsilon"].to_numpy() == pytest.approx(want.to_numpy(), rel=1e-9)
    sound = ok[ok["algorithm"].isin(["dprf", "diffprfs", "default"])]
    assert sound["true_epsilon"].to_numpy() == pytest.approx(sound["epsilon"].to_numpy(), rel=1e-9)
    assert ok[ok["algorithm"] == "sklearn-rf"]["true_epsilon"].isna().all()
    md = (out / "summary.md").read_text()
    # DPRF's paper split is our reading (the paper states none per tree): labelled so
    assert "DPRF (our reading of the paper's accounting)" in md
    assert "DPRF (paper's accounting)" not in md
    # the header says what every cell used: the sound columns stay sound beside the paper's
    # reading (it said "Accounting: the paper's own", of the whole report)
    assert md.splitlines()[4].startswith("Accounting: sound for every method as usual")
    assert "the paper's accounting as we read it" in md.splitlines()[4]
    assert "true ε of our reading of the paper's accounting as run" in md
    assert md.startswith("# DPRF (Hou et al. 2019): `dpforest reproduce dprf --accounting paper`")
    # one repeat: the sweep tables give means alone, no "± 0.000" read as a measured spread
    rows = [ln for ln in md.splitlines() if ln.startswith("| ") and " s" in ln and "(" in ln]
    assert rows and not any("±" in ln for ln in rows)
    assert (out / "dprf_accounting.png").stat().st_size > 5000
    assert main(["reproduce", "dprf", "--tiny", "--accounting", "loose", "--out",
                 str(tmp_path / "x")]) == 2
    assert not (tmp_path / "x").exists()


def test_coinciding_forest_lines_are_drawn_side_by_side_around_each_value():
    """Forests that all sit at one accuracy (the majority rate) would hide one another: each
    line is moved by a small share of the gap between swept values, centred on the value, never
    as far as halfway to the next one; a single line stays on the value."""
    import numpy as np

    from dpforest.experiments.plots import _dodged

    values = [0.1, 0.5, 1, 2, 5]
    for log in (True, False):
        moved = np.array([_dodged(np.asarray(values, float), k, 4, values, log) for k in range(4)])
        assert len(np.unique(moved[:, 2])) == 4                     # four distinct positions
        centre = 10 ** np.log10(moved).mean(0) if log else moved.mean(0)
        np.testing.assert_allclose(centre, values)
        gaps = np.diff(np.log10(values)) if log else np.diff(values)
        spread = np.ptp(np.log10(moved) if log else moved, axis=0)
        assert (spread < gaps.min() / 2).all()
    np.testing.assert_array_equal(_dodged(np.asarray(values, float), 0, 1, values, True), values)


def test_a_one_value_sweep_keeps_its_dodged_lines_close_on_a_wider_axis():
    """A --tiny run sweeps one epsilon: autoscaling spread the dodged markers of nine methods
    over the whole width of the log axis, as if fitted at other epsilons; the axis now spans a
    decade around the value, so the dodge stays a small share of it."""
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    from dpforest.experiments.plots import _dodged, _widen_single_value

    _, ax = plt.subplots()
    xs = [_dodged(np.array([1.0]), k, 9, [1.0], True)[0] for k in range(9)]
    ax.plot(xs, range(9), "o")
    ax.set_xscale("log")
    _widen_single_value(ax, [1.0], log=True)
    lo, hi = ax.get_xlim()
    spread = (np.log10(max(xs)) - np.log10(min(xs))) / (np.log10(hi) - np.log10(lo))
    assert lo < min(xs) and max(xs) < hi and spread < 0.1
    _, ax2 = plt.subplots()
    before = ax2.get_xlim()
    _widen_single_value(ax2, [0.5, 1.0], log=True)           # two values: autoscaling kept
    assert ax2.get_xlim() == before
    plt.close("all")


def _fake_summary(exp, datasets, constant=(), n=2):
    """A summary.csv-shaped frame for every cell of ``exp`` (no fits): accuracy 0.8 ± 0.05,
    every fit of the algorithms in ``constant`` predicting one class."""
    rows = []
    for sw in exp.sweeps:
        for ds in datasets:
            for v in sw.values:
                for a in sw.algorithms + sw.reference:
                    rows.append({"paper": exp.paper, "dataset": ds, "sweep": sw.name, "x": sw.x,
                                 "value": v, "algorithm": a, "accuracy_mean": 0.8,
                                 "accuracy_sd": 0.05, "f1_mean": 0.7, "f1_sd": 0.04,
                                 "fit_time_mean": 0.1, "fit_time_sd": 0.0,
                                 "true_epsilon": float("inf") if a.endswith("@paper") else v,
                                 "n": n, "single_class": n if a in constant else 0})
    return pd.DataFrame(rows)


def test_paper_accounting_table_formats_cells_as_the_sweep_table():
    """The paper's-accounting table shows each cell exactly as the sweep table does: ± sd, and
    † on a constant classifier (it used to drop both)."""
    from dpforest.experiments.runner import markdown_report

    exp = experiment("snr", "tiny", accounting="paper")
    md = markdown_report(exp, _fake_summary(exp, ["mushroom"], constant={"snr@paper"}), [], [], 2,
                         ["mushroom"])
    acc = md[md.index("## The paper's accounting"):]
    rows = [ln for ln in acc.splitlines() if ln.startswith("| mushroom |")]
    assert rows and all(ln.endswith("| 0.800 ± 0.050 | 0.800 ± 0.050 † |") for ln in rows)
    # the sweep table's cell for the same fits
    assert "| 0.800 ± 0.050 † (0.10 s, true ε ∞) |" in md
    assert "however its score compares with the paper's" in md
    # one run: neither table prints a spread it did not measure
    md1 = markdown_report(exp, _fake_summary(exp, ["mushroom"], n=1), [], [], 1, ["mushroom"])
    assert "±" not in md1[md1.index("## The paper's accounting"):]


def test_compare_footnote_names_no_paper():
    from dpforest.experiments.grids import compare_experiment
    from dpforest.experiments.runner import markdown_report

    exp = compare_experiment("tiny", algorithms=["diffprfs"])
    md = markdown_report(exp, _fake_summary(exp, ["mushroom"], constant={"diffprfs"}), [], [], 1,
                         ["mushroom"])
    assert "† every fit of the cell predicted one class" in md
    assert "paper" not in md.split("† every fit", 1)[1].splitlines()[0]
    assert "Ceiling: RandomForest (non-private), 8 trees, depth 5" in md


def test_papers_figures_printed_only_beside_cells_of_their_setting():
    from dpforest.experiments.runner import markdown_report

    # SNR forest: the authors' Mushroom accuracies at β = 0.1 / 0.5 / 1 / 2; none for Adult
    exp = experiment("snr", "quick")
    md = markdown_report(exp, _fake_summary(exp, ["adult", "mushroom"]), [], [], 2,
                         ["adult", "mushroom"])
    adult, mush = md.split("**mushroom**")
    assert "(reference value, unverified)" not in adult
    header = next(ln for ln in mush.splitlines() if ln.startswith("| privacy budget"))
    # values of unverified source (the paper gives plots only) are headed as such
    assert "| SNR forest | SNR forest (reference value, unverified) | Private-RDT |" in header
    assert 'The columns "(reference value, unverified)": approximate reference values' in md
    rows = {ln.split(" | ")[0]: ln.split(" | ")[2] for ln in mush.splitlines()
            if ln.startswith("| 0.1 ") or ln.startswith("| 0.5 ") or ln.startswith("| 2 ")}
    assert rows == {"| 0.1": "0.90", "| 0.5": "0.94", "| 2": "0.99"}
    assert "Fletcher & Islam 2015" in md
    # the SNR sweep says why it fixes nothing and what the ceiling is
    assert "no parameter fixed" in md
    assert "100 trees (scikit-learn's default; the grid fixes none), unlimited depth" in md
    # RFDP_OOB: Fig. 4 is for t = 100, d = 5, ε = 1, t'/t = 1/3: the full grid's cells of that
    # setting only; the quick grid (t = 50) gets no paper column
    full = experiment("rfdp-oob", "full")
    md = markdown_report(full, _fake_summary(full, ["parkinsons_speech"]), [], [], 1,
                         ["parkinsons_speech"])
    figs = [ln for ln in md.splitlines() if ln.startswith("| ") and " | 0.74 | " in ln]
    assert [ln.split(" | ")[0] for ln in figs] == ["| 1/3", "| 5", "| 1"]
    # the paper's F1 is one class's, beside our macro-F1: the column says so
    assert "RFDP_OOB (paper's single-class F1, not macro-F1)" in md
    quick = experiment("rfdp-oob", "quick")
    md = markdown_report(quick, _fake_summary(quick, ["parkinsons_speech"]), [], [], 1,
                         ["parkinsons_speech"])
    assert "single-class F1, not macro-F1)" not in md


def test_compare_gives_diffprivlib_no_seed(monkeypatch):
    """diffprivlib's random_state also fixes its privacy noise: compare must not seed it (the
    benchmark harness does not either), whatever the repeat's learner seed."""
    import numpy as np

    import dpforest
    from dpforest.experiments import runner
    from dpforest.experiments.grids import Sweep

    seen = []

    class StandIn:
        def __init__(self, **kw):
            seen.append(kw)

        def fit(self, X, y):
            return self

        def predict(self, X):
            return np.zeros(len(X), dtype=int)

    monkeypatch.setattr(runner, "_diffprivlib", lambda: (StandIn, ""))
    schema = dpforest.Schema([dpforest.Numeric("a", 0.0, 1.0)], classes=[0, 1])
    X = pd.DataFrame({"a": np.linspace(0, 1, 20)})
    y = np.arange(20) % 2
    sw = Sweep("eps", "epsilon", [1.0], {"n_estimators": 3}, ["diffprivlib"])
    task = runner._Task(sw, 1.0, "diffprivlib", {"n_estimators": 3, "epsilon": 1.0})
    codes = (schema.encode(X), schema.encode_labels(y), schema.encode(X))
    runner._fit_one(task, schema, X, y, X, schema.encode_labels(y), codes, seed=1017)
    assert seen and seen[0]["random_state"] is None


@pytest.mark.parametrize("argv", [["reproduce", "snr", "--tiny"], ["compare", "--tiny"]])
def test_reproduce_and_compare_refuse_to_overwrite_earlier_results(argv, tmp_path, capsys,
                                                                  monkeypatch):
    """An --out folder that holds an earlier run's results is refused before any fit (its
    raw.csv would be replaced by this run's); --force replaces them."""
    from dpforest.experiments import runner

    out = tmp_path / "res"
    out.mkdir()
    (out / "raw.csv").write_text("paper,dataset\nsnr,adult\n")
    ran = []
    monkeypatch.setattr(runner, "run_experiment", lambda exp, **kw: ran.append(kw["out_dir"]))
    assert main(argv + ["--out", str(out), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "holds an earlier run's results (raw.csv): pass --force" in err and not ran
    assert (out / "raw.csv").read_text() == "paper,dataset\nsnr,adult\n"
    assert main(argv + ["--out", str(out), "--no-progress", "--force"]) == 0
    assert ran == [out]
    # an empty or new folder needs nothing
    assert main(argv + ["--out", str(tmp_path / "new"), "--no-progress"]) == 0


def test_every_line_has_its_own_marker_and_coinciding_lines_are_drawn_apart(tmp_path):
    """Each forest (and its paper-accounting twin, hollow) has a marker of its own, none shared
    with a reference line; lines that pass through the same value are drawn a few points apart
    (the references stay put), only in the drawing: the legend says so and no number changes."""
    from dpforest.experiments.plots import (OFFSET_NOTE, _offset_steps, _style,
                                            plot_experiment)

    names = list(ALGORITHMS) + ["sklearn-rf", "majority", "diffprivlib"]
    markers = [_style(a)["marker"] for a in names]
    assert len(set(markers)) == len(markers)
    twin = _style("dprf@paper")
    assert twin["marker"] == _style("dprf")["marker"] and twin["markerfacecolor"] == "none"
    # the floor first (kept in place), then three forests at the floor and one elsewhere
    x = [0.1, 1.0, 2.0]
    floor = [0.764] * 3
    steps = _offset_steps([(x, floor), (x, floor), (x, floor), (x, [0.8, 0.81, 0.82]),
                           (x, [0.764, 0.9, 0.9])])
    assert steps[0] == 0 and steps[3] == 0
    assert len({steps[0], steps[1], steps[2], steps[4]}) == 4
    # a figure where forests sit at the majority rate gets the legend's note; the summary is
    # not changed by plotting
    exp = experiment("dprf", "tiny", accounting="paper")
    summary = _fake_summary(exp, ["mushroom"])
    before = summary.copy()
    paths = plot_experiment(exp, summary, tmp_path)
    pd.testing.assert_frame_equal(summary, before)
    assert any(p.name == "dprf_accounting.png" for p in paths)
    # _draw_lines moves a forest only where it passes through a value already drawn
    from matplotlib.figure import Figure

    from dpforest.experiments.plots import _draw_lines

    fig = Figure()
    ax = fig.subplots()
    at_floor = [("majority", x, x, floor, [0.0] * 3), ("dprf", x, x, floor, [0.0] * 3)]
    assert _draw_lines(fig, ax, at_floor) is True
    assert "values unchanged" in OFFSET_NOTE
    fig = Figure()
    ax = fig.subplots()
    apart = [("majority", x, x, floor, [0.0] * 3), ("dprf", x, x, [0.8, 0.81, 0.82], [0.0] * 3)]
    assert _draw_lines(fig, ax, apart) is False


def test_single_class_f1_of_rfdp_oob_eq11_beside_macro_f1():
    """The paper's F1 (Eq. 11) is one class's: a constant majority classifier scores 2p/(1+p) on
    it with the majority class positive, 0 with the minority one; macro-F1 is the mean of both.
    The F1 experiment's report prints all three; scores() without a majority class keeps its
    two keys (what ``dpforest evaluate`` prints)."""
    import numpy as np

    from dpforest.experiments.metrics import scores
    from dpforest.experiments.runner import markdown_report

    y = np.array([1] * 75 + [0] * 25)
    const = np.ones(100, dtype=int)
    s = scores(y, const, 2, majority=1)
    assert s["f1_majority"] == pytest.approx(2 * 0.75 / 1.75) and s["f1_minority"] == 0.0
    assert s["f1"] == pytest.approx(0.75 / 1.75)
    assert set(scores(y, const, 2)) == {"accuracy", "f1"}
    assert np.isnan(scores(np.arange(3), np.arange(3), 3, majority=0)["f1_majority"])
    exp = experiment("rfdp-oob", "full", accounting="paper")
    summary = _fake_summary(exp, ["parkinsons_speech"], n=1)
    summary["f1_majority_mean"], summary["f1_minority_mean"] = 0.857, 0.0
    md = markdown_report(exp, summary, [], [], 1, ["parkinsons_speech"])
    part = md[md.index("## Macro-F1 beside this run's single-class F1 (the paper's Eq. 11)"):]
    assert "| RFDP_OOB | 0.700 / 0.857 / 0.000 |" in part and "0.74 at ε = 1" in part
    # the older summaries without the columns: no such table
    plain = markdown_report(exp, _fake_summary(exp, ["parkinsons_speech"], n=1), [], [], 1,
                            ["parkinsons_speech"])
    assert "single-class F1 (Eq. 11)" not in plain


def test_reproduce_runs_a_grid_at_a_number_of_trees_given_on_the_command_line(data_dir, tmp_path,
                                                                              capsys):
    """dprf and oob-budget fix 100 trees, which neither paper states: --n-estimators (and
    --max-features) set them in every sweep that does not vary them, and the report says so;
    bad values are refused before anything runs."""
    out = tmp_path / "dprf"
    rc = main(["reproduce", "dprf", "--tiny", "--n-estimators", "3", "--max-features", "sqrt",
               "--data-dir", str(data_dir), "--out", str(out), "--no-progress"])
    capsys.readouterr()
    assert rc == 0
    raw = pd.read_csv(out / "raw.csv")
    ok = raw[(raw["status"] == "ok") & (raw["algorithm"] == "dprf")]
    assert set(ok.loc[ok["sweep"] != "trees", "n_estimators"]) == {3}
    assert len(set(ok.loc[ok["sweep"] == "trees", "n_estimators"])) > 1     # still swept
    md = (out / "summary.md").read_text()
    assert "Set for this run, in every sweep that does not vary it: n_estimators = 3 (the " \
           "grid's: " in md and "max_features = sqrt" in md
    for bad in (["--n-estimators", "0"], ["--max-features", "1.5"], ["--max-features", "half"]):
        assert main(["reproduce", "dprf", "--tiny", *bad, "--data-dir", str(data_dir),
                     "--out", str(tmp_path / "bad"), "--no-progress"]) == 2
        assert "must be" in capsys.readouterr().err
        assert not (tmp_path / "bad" / "raw.csv").exists()


def test_a_data_set_outside_the_papers_is_said():
    exp = experiment("rfdp-oob", "tiny", datasets=["adult", "internet_ads"])
    said = [n for n in exp.notes if n.startswith("Not among this paper's data sets")]
    assert len(said) == 1 and "adult" in said[0] and ": adult;" in said[0]
    assert not [n for n in experiment("snr", "tiny", datasets=["adult"]).notes
                if n.startswith("Not among")]


def test_constant_cells_are_ringed_in_the_metric_plots_with_a_legend_entry(tmp_path, monkeypatch):
    """A point whose every fit was a constant classifier (the tables' †) is ringed in the metric
    plots and the paper's-accounting plot, and the legend says what a ring is; fit-time plots,
    the majority line (constant by definition) and a figure with no constant cell get none."""
    from pathlib import Path

    from matplotlib.figure import Figure

    from dpforest.experiments.plots import RING_NOTE, plot_experiment

    saved = {}
    monkeypatch.setattr(Figure, "savefig", lambda self, path, **kw: saved.update({Path(path).name: self}))

    def rings(fig):
        return sum(len(ln.get_xdata()) for ax in fig.axes for ln in ax.get_lines()
                   if ln.get_label() == "_constant")

    def legend(fig):
        return [t.get_text() for t in fig.legends[0].get_texts()]

    exp = experiment("dprf", "tiny", accounting="paper")
    plot_experiment(exp, _fake_summary(exp, ["mushroom"],
                                       constant={"dprf", "dprf@paper", "majority"}), tmp_path)
    for sw in exp.sweeps:                       # two values a sweep, dprf and its twin each
        fig = saved[f"dprf_{sw.name}.png"]
        assert rings(fig) == 4 and RING_NOTE in legend(fig)
        # the twin's line sits at the epsilon the paper states: its legend entry says so
        assert sum("at its stated ε; true ε in the table" in t for t in legend(fig)) == 1
        fig = saved[f"dprf_{sw.name}_time.png"]
        assert rings(fig) == 0 and RING_NOTE not in legend(fig)
    fig = saved["dprf_accounting.png"]            # stated and true ε rows
    assert rings(fig) == 8 and RING_NOTE in legend(fig)
    assert not any("at its stated ε" in t for t in legend(fig))
    saved.clear()
    plot_experiment(exp, _fake_summary(exp, ["mushroom"], constant={"majority"}), tmp_path)
    assert saved and all(rings(f) == 0 and RING_NOTE not in legend(f) for f in saved.values())


def _faked_run(monkeypatch, constant_base):
    """Make the runner fit nothing private: every private learner scores 0.5, those whose base
    algorithm is ``constant_base`` predicting one class on every fit; data: a small made-up
    table served as every data set."""
    import numpy as np

    from conftest import make_mixed
    from dpforest.datasets import Dataset
    from dpforest.experiments import runner
    from dpforest.experiments.registry import NON_PRIVATE, split_accounting

    X, y, schema = make_mixed(240)
    monkeypatch.setattr(runner, "load_dataset",
                        lambda name, data_dir=None, download=False: Dataset(X, y, schema, name=name))
    real = runner._fit_one

    def fit(task, *a, **kw):
        if task.algo in NON_PRIVATE:
            return real(task, *a, **kw)
        return (0.5, 0.5, 0.01, float(task.params["epsilon"]),
                split_accounting(task.algo)[0] == constant_base, np.nan, np.nan)

    monkeypatch.setattr(runner, "_fit_one", fit)


def test_a_failing_warm_up_fit_does_not_take_the_timed_fit_with_it(tmp_path, monkeypatch):
    """The untimed warm-up fit only compiles: when it raises, the cell's timed fit still runs
    and its outcome is the cell's (here every first fit of a method fails, the second does not)."""
    import pandas as pd

    from dpforest.experiments import runner

    _faked_run(monkeypatch, "none")
    faked, calls = runner._fit_one, []

    def flaky(task, *a, **kw):
        calls.append(task.algo)
        if calls.count(task.algo) == 1:
            raise RuntimeError("a warm-up that fails")
        return faked(task, *a, **kw)

    monkeypatch.setattr(runner, "_fit_one", flaky)
    out = tmp_path / "w"
    assert main(["reproduce", "rfdp-oob", "--tiny", "--out", str(out), "--no-progress"]) == 0
    raw = pd.read_csv(out / "raw.csv")
    assert len(raw) and (raw["status"] == "ok").all() and raw["accuracy"].notna().all()


def test_run_says_how_many_cells_are_constant_last_and_the_report_gives_claim_verdicts(
        tmp_path, capsys, monkeypatch):
    """A grid of constant classifiers draws flat lines: the run's last printed line counts them
    (whose, and the flag that runs the paper's own recipe beside them), summary.md's footnote
    and figure caption say so, and each checkable claim gets a verdict that does not call a
    constant's score a trend."""
    _faked_run(monkeypatch, "rfdp-oob")
    out = tmp_path / "r"
    assert main(["reproduce", "rfdp-oob", "--tiny", "--out", str(out), "--no-progress"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    # tiny grid: RFDP_OOB in 3 sweeps x 2 values; CRFsDP, DiffPRFs in 2 sweeps x 2 values
    assert last.startswith("6 of 14 cells of the private learners are constant classifiers on "
                           "every fit (RFDP_OOB 6 of 6; † in summary.md, ringed in the plots): "
                           "at this grid's settings these recipes predict one class")
    assert "`dpforest reproduce rfdp-oob --accounting paper` shows the paper's own recipe" in last
    md = (out / "summary.md").read_text()
    assert "(6 of the private learners' 14 cells)." in md and "Ringed points:" in md
    verdicts = md[md.index("## The paper's claims against this run"):]
    assert ("- F1 grows with ε: parkinsons_speech: **inconclusive** (a constant classifier where "
            "the claim needs the higher score)." in verdicts)
    # one repeat: no standard error, so no verdict either way
    assert ("- CRFsDP is slower than RFDP_OOB and DiffPRFs: parkinsons_speech: **inconclusive** "
            "(one repeat: no standard error)." in verdicts)
    assert "RFDP_OOB reaches F1 ≈ 0.85 on ES and ADS and ≈ 0.75 on PDC: not checked " \
           "automatically" in verdicts
    # with the paper's accounting its twin is counted (and checked) too, and no flag suggested
    out = tmp_path / "p"
    assert main(["reproduce", "rfdp-oob", "--tiny", "--accounting", "paper", "--out", str(out),
                 "--no-progress"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert "RFDP_OOB 6 of 6, RFDP_OOB (paper's accounting) 6 of 6" in last
    assert "--accounting paper" not in last
    assert "RFDP_OOB (paper's accounting): parkinsons_speech: **inconclusive**" in \
        (out / "summary.md").read_text()
    # no constant cell: no such line
    _faked_run(monkeypatch, "none")
    assert main(["reproduce", "rfdp-oob", "--tiny", "--out", str(tmp_path / "n"),
                 "--no-progress"]) == 0
    assert "constant classifiers" not in capsys.readouterr().out


def test_constant_cells_line_names_twins_only_for_forests_that_have_them():
    """The closing line suggests ``--accounting paper`` only where a constant forest has a
    paper-accounting twin, and tells of twins that stay constant only for RFDP_OOB's, the one
    measured (a constant Private-RDT in the SNR grid was told both)."""
    from dpforest.experiments.runner import constant_cells_line

    def line(paper, constant):
        algos = ["snr", "private-rdt", "rfdp-oob", "sklearn-rf"]
        summary = pd.DataFrame({"algorithm": algos, "n": 2,
                                "single_class": [2 if a in constant else 0 for a in algos]})
        return constant_cells_line(experiment(paper, "quick"), summary)

    rdt = line("snr", {"private-rdt"})
    assert rdt.startswith("1 of 3 cells of the private learners") and "Private-RDT 1 of 1" in rdt
    assert "--accounting paper" not in rdt and "twins" not in rdt
    snr = line("snr", {"snr", "private-rdt"})
    assert "`dpforest reproduce snr --accounting paper` shows" in snr and "twins" not in snr
    rfdp = line("rfdp-oob", {"rfdp-oob"})
    assert "twins stay constant at a far larger ε" in rfdp and "--accounting paper" in rfdp
    assert line("snr", set()) == ""


def _set(summary, sweep, algo, means, sd, col="accuracy", constant=()):
    """Give ``algo``'s cells of ``sweep`` these means (in the sweep's order of values), one sd,
    and mark the cells at the values in ``constant`` as constant classifiers."""
    rows = summary.index[(summary["sweep"] == sweep) & (summary["algorithm"] == algo)]
    for i, m in zip(rows, means):
        summary.loc[i, [f"{col}_mean", f"{col}_sd"]] = m, sd
        summary.loc[i, "single_class"] = (summary.loc[i, "n"] if summary.loc[i, "value"] in constant
                                          else 0)
    return summary


def test_claim_verdicts_follow_the_means_standard_errors_and_constant_cells():
    """supported / not supported only where the cells differ by more than Student t's 95 %
    margin of the difference's standard error (Welch's degrees of freedom); inconclusive
    within that noise, with one repeat, or where the cell the
    claim needs higher is a constant classifier (a learner clearly above a constant counts)."""
    from dpforest.experiments.runner import claim_verdicts, markdown_report

    exp = experiment("dprf", "quick")                              # ε 0.1, 0.5, 1

    def said(summary, e=exp, ds="adult"):
        return "\n".join(claim_verdicts(e, summary, [ds]))

    def fresh(n=3, e=exp, ds="adult", constant=()):
        return _fake_summary(e, [ds], n=n, constant=constant)

    # SE of the difference: sqrt(2) * 0.01 / sqrt(3) = 0.008 against a rise of 0.1
    assert "- Accuracy rises with ε: adult: **supported** (0.800 (SE 0.006) at ε = 1 against " \
           "0.700 (SE 0.006) at ε = 0.1)." in said(_set(fresh(), "epsilon", "dprf",
                                                        [0.7, 0.75, 0.8], 0.01))
    assert "- Accuracy rises with ε: adult: **inconclusive** (within the t margin of the standard error)." in \
        said(_set(fresh(), "epsilon", "dprf", [0.7, 0.75, 0.8], 0.2))
    assert "- Accuracy rises with ε: adult: **not supported** (0.700" in \
        said(_set(fresh(), "epsilon", "dprf", [0.8, 0.75, 0.7], 0.01))
    assert "- Accuracy rises with ε: adult: **inconclusive** (a constant classifier where the " \
           "claim needs the higher score)." in \
        said(_set(fresh(), "epsilon", "dprf", [0.7, 0.75, 0.8], 0.01, constant={1.0}))
    assert "- Accuracy rises with ε: adult: **supported**" in \
        said(_set(fresh(), "epsilon", "dprf", [0.7, 0.75, 0.8], 0.01, constant={0.1}))
    # a constant classifier *below* the cell it should top goes against the claim like any
    # cell (before, it read as missing evidence: "a constant where the claim needs the higher")
    assert "- Accuracy rises with ε: adult: **not supported** (0.600 (SE 0.006) at ε = 1 " \
           "against 0.700" in said(_set(fresh(), "epsilon", "dprf", [0.7, 0.65, 0.6], 0.01,
                                         constant={1.0}))
    # two cells neither of whose repeats differed measured no spread: a zero SE would clear
    # any gap, so no verdict (a firm one came from two repeats of one constant each)
    assert "- Accuracy rises with ε: adult: **inconclusive** (neither cell's repeats differed: " \
           "no standard error)." in said(_set(fresh(n=2), "epsilon", "dprf", [0.7, 0.75, 0.8], 0.0))
    assert "- Accuracy rises with ε: adult: **inconclusive** (one repeat: no standard error)." in \
        said(_set(fresh(n=1), "epsilon", "dprf", [0.7, 0.75, 0.8], 0.0))
    # a cell whose two repeats scored alike (a constant classifier at the majority rate) has
    # measured no spread: it takes the other cell's, so a third of a point over it stays within
    # the noise (on the other cell's SE alone, 0.0012, it read as a clear rise) ...
    flat = _set(fresh(n=2), "epsilon", "dprf", [0.764, 0.765, 0.767], 0.0017, constant={0.1})
    flat = _set(flat, "epsilon", "dprf", [0.764], 0.0, constant={0.1})
    assert "- Accuracy rises with ε: adult: **inconclusive** (within the t margin of the standard error)." in \
        said(flat)
    # ... while a rise well clear of that borrowed spread is still found
    clear = _set(fresh(n=2), "epsilon", "dprf", [0.764, 0.765, 0.8], 0.0017, constant={0.1})
    clear = _set(clear, "epsilon", "dprf", [0.764], 0.0, constant={0.1})
    assert "- Accuracy rises with ε: adult: **supported**" in said(clear)
    assert "- It rises with depth further than with an equal per-level budget: not checked " \
           "automatically (the grid runs no equal-per-level-budget variant of DPRF)." in said(fresh())
    # the report carries the section (the claims of a partial copy of the paper, DPRF's, are
    # our reading of it); the paper-accounting twin gets its own verdict
    assert "## The claims checked against this run" in markdown_report(exp, fresh(), [], [], 3,
                                                                        ["adult"])
    twin = experiment("dprf", "quick", accounting="paper")
    assert "DPRF (our reading of the paper's accounting): adult: **inconclusive** (within the " \
           "t margin of the standard error)" in said(fresh(e=twin), e=twin)

    # RFDP_OOB: a peak at t′/t = 1/3 and the lowest at 1 (F1); CRFsDP slower (fit time)
    rf = experiment("rfdp-oob", "quick")                           # t′/t 1/6, 1/3, 2/3, 1
    s = _set(fresh(n=2, e=rf, ds="internet_ads"), "prefit", "rfdp-oob", [0.6, 0.7, 0.6, 0.5],
             0.01, col="f1")
    s = _set(s, "epsilon", "crfsdp", [1.0, 1.0, 1.0], 0.01, col="fit_time")
    text = said(s, e=rf, ds="internet_ads")
    assert "- F1 peaks at t′/t = 1/3: internet_ads: **supported** (all 3 comparisons)." in text
    assert "- F1 is lowest at t′/t = 1: internet_ads: **supported** (all 3 comparisons)." in text
    assert "- CRFsDP is slower than RFDP_OOB and DiffPRFs: internet_ads: **supported**" in text
    # comparisons undecided for different reasons: each reason says how many it covers (joined
    # bare, "no standard error; within the t margin of the standard error" read as two reasons
    # for one comparison, which contradict each other)
    s = _set(fresh(n=2, e=rf, ds="internet_ads"), "prefit", "rfdp-oob", [0.7, 0.7, 0.7, 0.7],
             0.0, col="f1")
    rows = s.index[(s["sweep"] == "prefit") & (s["algorithm"] == "rfdp-oob")]
    s.loc[rows[0], ["f1_mean", "f1_sd"]] = 0.6, 0.01        # 1/6: clearly below the peak
    s.loc[rows[2], ["f1_mean", "f1_sd"]] = 0.69, 0.01       # 2/3: within the noise
    text = said(s, e=rf, ds="internet_ads")                 # 1: as the peak, no spread in either
    assert "- F1 peaks at t′/t = 1/3: internet_ads: **inconclusive** (within the t margin of the " \
           "standard error, in 1 of 3 comparisons; neither cell's repeats differed: no standard " \
           "error, in 1 of 3 comparisons)." in text, text

    # SNR: useful at the smallest β where Private-RDT falls to the majority rate
    snr = experiment("snr", "quick")
    s = _set(fresh(n=2, e=snr, ds="mushroom"), "epsilon", "snr", [0.9, 0.95, 0.97], 0.01)
    s = _set(s, "epsilon", "majority", [0.52] * 3, 0.0)
    floor = _set(s.copy(), "epsilon", "private-rdt", [0.52] * 3, 0.0, constant={0.1, 0.5, 2.0})
    assert "stays useful at small β where Private-RDT falls to the majority rate (checked at " \
           "the smallest β): mushroom: **supported**" in said(floor, e=snr, ds="mushroom")
    assert "is more accurate than Private-RDT at every β (on the data sets of this run, not the " \
           "paper's 9): mushroom: **supported**" in said(floor, e=snr, ds="mushroom")
    both = _set(s.copy(), "epsilon", "private-rdt", [0.8] * 3, 0.01)
    assert "**not supported** (SNR forest is above the majority class at ε = 0.1, but so is " \
           "Private-RDT)" in said(both, e=snr, ds="mushroom")
    flat = _set(s.copy(), "epsilon", "snr", [0.52] * 3, 0.0, constant={0.1})
    assert "**not supported** (a constant classifier at ε = 0.1: not useful)" in \
        said(flat, e=snr, ds="mushroom")
    # Private-RDT within noise of the majority rate and level with the SNR forest has not been
    # shown to fall to it (it was counted as fallen: "supported"); clearly below SNR, it has
    near = _set(s.copy(), "epsilon", "private-rdt", [0.70, 0.7, 0.7], 0.12)
    assert "stays useful at small β where Private-RDT falls to the majority rate (checked at " \
           "the smallest β): mushroom: **inconclusive** (Private-RDT 0.700" in \
        said(near, e=snr, ds="mushroom")
    below = _set(s.copy(), "epsilon", "private-rdt", [0.54, 0.6, 0.6], 0.005)
    assert "the smallest β): mushroom: **supported**" in said(below, e=snr, ds="mushroom")


def test_points_at_infinite_true_epsilon_fan_out_in_stated_order():
    """The paper accounting's infinite true ε were all drawn at one x: a column of points in
    which none could be told from another."""
    import numpy as np

    from dpforest.experiments.plots import _spread_at_infinity

    te = np.array([0.5, np.inf, 2.0, np.inf, np.inf])
    x = _spread_at_infinity(te, 20.0)
    assert list(x[[0, 2]]) == [0.5, 2.0]                        # finite values untouched
    fan = x[[1, 3, 4]]
    assert np.all(np.diff(fan) > 0) and fan[1] == pytest.approx(20.0)   # in order, about ∞'s tick
    assert fan.min() > 2.0 * 2 and fan.max() < 20.0 * 3          # past the finite ones, near the tick
    assert list(_spread_at_infinity(np.array([1.0, np.inf]), 20.0)) == [1.0, 20.0]


def test_a_reproduction_fit_gives_no_one_class_notice():
    """A reproduction fits on public data: the one-class notice's advice (check the labels
    given to fit) speaks to a user's own records, and `dpforest compare` / `reproduce` printed
    it for their own fits; the same fits outside the runner still say it (each of these fits
    gave it in 7 of 8 seeds before; 2,000 records, so that the counts of these 10 trees of 64
    leaves at epsilon 0.05 each could show a class of an even share, as the notice needs)."""
    import warnings

    import numpy as np

    import dpforest as d
    from dpforest.experiments.runner import _Task, _fit_one

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 2000), "b": rng.uniform(0, 1, 2000)})
    y = np.array(["no"] * 2000)
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=["no", "yes"])
    codes = (s.encode(X), s.encode_labels(y), s.encode(X))
    task = _Task(None, 0.5, "private-rdt", {"epsilon": 0.5, "n_estimators": 10, "max_depth": 2})

    def notices(fit):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            fit()
        return sum("show no records of any class" in str(w.message) for w in caught)

    assert sum(notices(lambda: _fit_one(task, s, X, y, X, codes[1], codes, r)) for r in range(5)) == 0
    assert sum(notices(lambda: d.PrivateRDTClassifier(0.5, s, n_estimators=10, max_depth=2,
                                                      random_state=r, progress=False).fit(X, y))
               for r in range(5)) > 0

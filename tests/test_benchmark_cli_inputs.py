"""`dpforest benchmark`'s awkward inputs: empty or repeated lists, a checkpoint cut short or
holding only its header, files that are not results files, a stop while the outputs are
written, more jobs than cores, and fitting options beside --from-csv.  Each is answered before
any fit (or said), never with a traceback or a silent run of something else."""

from __future__ import annotations

import pandas as pd
import pytest

from dpforest.benchmarks import harness, report
from dpforest.cli import main

BASE = ["benchmark", "--datasets", "iris", "--epsilons", "1", "--methods", "sklearn-rf-d5",
        "--no-progress"]


def _fails(capsys, argv, match):
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert match in err and "Traceback" not in err, err
    return err


def _no_fit(monkeypatch):
    """harness.run made to fail the test if it is reached (the refusal must come first)."""
    def boom(*a, **k):
        raise AssertionError("fitted")
    monkeypatch.setattr(harness, "run", boom)


@pytest.mark.parametrize("option", ["--datasets", "--methods", "--epsilons"])
def test_an_empty_list_is_refused_not_read_as_every_default(tmp_path, capsys, monkeypatch,
                                                             option):
    # '' (an unset shell variable) used to run the whole suite into the project's record folder
    _no_fit(monkeypatch)
    assert main(["benchmark", option, "", "--out", str(tmp_path / "o")]) == 2
    assert f"argument {option}: give at least one value" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def test_a_list_option_given_twice_lists_both(tmp_path):
    assert main(["benchmark", "--datasets", "iris", "--datasets", "wine", "--methods",
                 "sklearn-rf-d5", "--epsilons", "1", "--seeds", "1", "--no-progress",
                 "--out", str(tmp_path / "o")]) == 0
    assert set(pd.read_csv(tmp_path / "o" / "results.csv")["dataset"]) == {"iris", "wine"}


def test_a_group_inside_a_list_is_named_as_a_group(tmp_path, capsys, monkeypatch):
    _no_fit(monkeypatch)
    _fails(capsys, ["benchmark", "--datasets", "suite,wine", "--out", str(tmp_path / "o")],
           "'suite' names a group of data sets, which is given alone")


def test_seeds_past_the_limit_are_refused_before_any_file(tmp_path, capsys, monkeypatch):
    _no_fit(monkeypatch)
    out = tmp_path / "o"
    _fails(capsys, BASE + ["--seeds", "99999999999999999999", "--out", str(out)],
           "--seeds 99999999999999999999: at most 10,000")
    assert not out.exists()


def test_more_jobs_than_cores_run_as_many_as_cores(tmp_path, capsys, monkeypatch):
    import os

    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    seen = {}
    real = harness.run

    def spy(*a, jobs, **k):
        seen["jobs"] = jobs
        return real(*a, jobs=1, **k)

    monkeypatch.setattr(harness, "run", spy)
    assert main(BASE + ["--seeds", "1", "--jobs", "100000", "--out", str(tmp_path / "o")]) == 0
    assert seen["jobs"] == 2
    assert "--jobs 100000 is more than this machine's 2 core(s): running 2" in \
        capsys.readouterr().err


def _first_run(tmp_path):
    out = tmp_path / "o"
    assert main(BASE + ["--seeds", "1", "--out", str(out)]) == 0
    return out


def test_a_checkpoint_row_cut_short_is_fitted_again_not_kept(tmp_path, capsys):
    out = _first_run(tmp_path)
    # a run killed while writing its second row: that row stops inside a field
    done = pd.read_csv(out / "results.csv")
    text = done.assign(seed=1).to_csv(index=False)
    head, row = text.splitlines()[:2]
    (out / "results.partial.csv").write_text(
        text + row.replace(",0,", ",2,", 1)[:row.index(",", row.index("sklearn")) + 8])
    capsys.readouterr()
    assert main(BASE + ["--seeds", "3", "--resume", "--out", str(out)]) == 0
    assert "row cut short" in capsys.readouterr().err
    r = pd.read_csv(out / "results.csv")
    assert sorted(r["seed"]) == [0, 1, 2]
    assert r["split"].notna().all() and r["macro_f1"].notna().all()
    assert not (out / "results.partial.csv").exists()


def test_a_checkpoint_holding_only_its_header_does_not_block_a_rerun(tmp_path):
    out = tmp_path / "o"
    out.mkdir()
    (out / "results.partial.csv").write_text(",".join(harness.COLUMNS) + "\n")
    assert main(BASE + ["--seeds", "1", "--out", str(out)]) == 0
    assert len(pd.read_csv(out / "results.csv")) == 1


@pytest.mark.parametrize("content, match", [
    ("hello,world\n1,2\n", "lacks the column(s)"),
    ("", "is empty"),
    (None, "its column 'epsilon' holds text where numbers belong"),
])
def test_earlier_results_that_are_no_results_are_named_not_a_traceback(tmp_path, capsys,
                                                                       monkeypatch, content,
                                                                       match):
    out = _first_run(tmp_path)
    if content is None:
        content = pd.read_csv(out / "results.csv").assign(epsilon="abc").to_csv(index=False)
    (out / "results.csv").write_text(content)
    _no_fit(monkeypatch)
    for flag in ("--merge", "--resume"):
        _fails(capsys, BASE + ["--seeds", "1", flag, "--out", str(out)], match)
    _fails(capsys, ["benchmark", "--from-csv", str(out / "results.csv"), "--out",
                    str(tmp_path / "r")], match)


def test_from_csv_refuses_the_fitting_options_it_would_ignore(tmp_path, capsys):
    out = _first_run(tmp_path)
    _fails(capsys, ["benchmark", "--from-csv", str(out / "results.csv"), "--datasets", "wine",
                    "--seeds", "9"],
           "--from-csv re-renders earlier results and fits nothing: --datasets, --seeds "
           "would be ignored")


def test_a_stop_while_the_outputs_are_written_keeps_the_fits_and_the_folder_whole(
        tmp_path, capsys, monkeypatch):
    out = _first_run(tmp_path)
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.suffix != ".png"}

    def stop(*a, **k):
        raise KeyboardInterrupt

    monkeypatch.setattr(report, "markdown_tables", stop)
    capsys.readouterr()
    assert main(BASE + ["--seeds", "2", "--resume", "--out", str(out)]) == 130
    err = capsys.readouterr().err
    # the message's file is there, holding this run's fit; nothing of the folder changed
    partial = out / "results.partial.csv"
    assert f"fits are in {partial}:" in err and partial.is_file()
    assert len(pd.read_csv(partial)) == 1
    assert {p.name: p.read_bytes() for p in out.iterdir()
            if p.suffix != ".png" and p != partial} == before
    monkeypatch.undo()
    assert main(BASE + ["--seeds", "2", "--resume", "--out", str(out)]) == 0
    assert sorted(pd.read_csv(out / "results.csv")["seed"]) == [0, 1]
    assert not partial.exists()


@pytest.mark.parametrize("cut", ["inside a quoted text", "inside the last field"])
def test_a_row_cut_inside_a_quoted_field_or_its_last_field_is_left_out(tmp_path, capsys, cut):
    out = _first_run(tmp_path)
    done = pd.read_csv(out / "results.csv")
    text = done.assign(seed=1).to_csv(index=False)
    if cut == "inside a quoted text":
        # a warning's text, quoted because it holds a comma, cut before its closing quote
        tail = done.assign(seed=2, warnings="one, two").to_csv(index=False).splitlines()[1]
        tail = tail[:tail.index('"one, ') + 5]
    else:
        tail = done.assign(seed=2).to_csv(index=False).splitlines()[1]
        tail = tail[:tail.rindex(",") + 3]                       # own_data cut to "Tr" / "Fa"
    (out / "results.partial.csv").write_text(text + tail)
    capsys.readouterr()
    assert main(BASE + ["--seeds", "3", "--resume", "--out", str(out)]) == 0
    assert "row cut short" in capsys.readouterr().err
    r = pd.read_csv(out / "results.csv")
    assert sorted(r["seed"]) == [0, 1, 2] and r["own_data"].isin([True, False]).all()
    assert r["warnings"].fillna("").ne("one, ").all()

"""The command line at its edges: an output that cannot take the file, a damaged compressed
input, a table the benchmark cannot split, a closed standard output, a budget path that is a
folder or in none, a schema missing a key.  Each is one `dpforest: error:` line and exit 2,
said before any record is read where it can be, and nothing is written or booked."""
from __future__ import annotations

import gzip
import json
import sys

import pytest

from dpforest.cli import main

from conftest import write_mixed_csv


@pytest.fixture()
def files(tmp_path):
    return write_mixed_csv(tmp_path, 400, "data.csv")


def _fit(p, *extra):
    return ["fit", str(p / "data.csv"), "--schema", str(p / "schema.json"), "--epsilon", "0.5",
            "--no-progress", *extra]


def test_a_folder_as_the_output_file_is_refused_before_anything_is_spent(files, capsys):
    p = files
    (p / "adir").mkdir()
    assert main(["budget", str(p / "b.json"), "--create", "--total", "2"]) == 0
    before = (p / "b.json").read_bytes()
    capsys.readouterr()
    for extra in ((), ("--force",)):
        assert main(_fit(p, "-o", str(p / "adir"), "--budget", str(p / "b.json"), *extra)) == 2
        err = capsys.readouterr().err
        assert "is a folder, not a file" in err and "--force" not in err
    assert (p / "b.json").read_bytes() == before and list((p / "adir").iterdir()) == []


def test_standard_output_by_name_is_refused_for_a_model(files, capsys):
    assert main(_fit(files, "-o", "/dev/stdout")) == 2
    assert "is written to a file, not to standard output" in capsys.readouterr().err


def test_a_truncated_gzip_file_is_one_line(files, capsys):
    p = files
    whole = gzip.compress((p / "data.csv").read_bytes())
    (p / "cut.csv.gz").write_bytes(whole[:len(whole) // 2])
    assert main(["fit", str(p / "cut.csv.gz"), "--schema", str(p / "schema.json"),
                 "--epsilon", "0.5", "--no-progress", "-o", str(p / "m.json")]) == 2
    assert "ends before its end-of-stream mark" in capsys.readouterr().err
    assert not (p / "m.json").exists()


def test_a_table_the_benchmark_cannot_split_is_refused_before_any_file(files, capsys):
    p = files
    lines = (p / "data.csv").read_text().splitlines()
    (p / "header.csv").write_text(lines[0] + "\n")
    args = ["benchmark", "--csv", str(p / "header.csv"), "--schema", str(p / "schema.json"),
            "--methods", "default", "--epsilons", "1", "--seeds", "1", "--out", str(p / "bm"),
            "--no-progress"]
    assert main(args) == 2
    assert "cannot be split into the benchmark's stratified 70/30" in capsys.readouterr().err
    assert not (p / "bm").exists()


def test_a_closed_standard_output_is_said_before_predicting(files, capsys, monkeypatch):
    p = files
    assert main(_fit(p, "-o", str(p / "m.json"))) == 0
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["predict", str(p / "m.json"), str(p / "data.csv")]) == 2
    assert "standard output is closed" in capsys.readouterr().err


def test_a_budget_path_that_is_a_folder_or_in_none_is_said_so(files, capsys):
    p = files
    (p / "adir").mkdir()
    assert main(["budget", str(p / "nodir" / "b.json"), "--create", "--total", "1"]) == 2
    err = capsys.readouterr().err
    assert "does not exist; create it first" in err and "--total" not in err
    for args in (["budget", str(p / "adir"), "--create", "--total", "1"], ["budget", str(p / "adir")]):
        assert main(args) == 2
        assert "is a folder: a budget is a file" in capsys.readouterr().err
    assert not (p / "nodir").exists() and list((p / "adir").iterdir()) == []


def test_a_schema_missing_a_key_names_it(files, capsys):
    p = files
    doc = json.loads((p / "schema.json").read_text())
    del doc["classes"]
    (p / "s2.json").write_text(json.dumps(doc))
    assert main(["fit", str(p / "data.csv"), "--schema", str(p / "s2.json"), "--epsilon", "1",
                 "-o", str(p / "m.json")]) == 2
    assert "the key 'classes' is missing" in capsys.readouterr().err


def test_reproduce_refuses_a_file_as_its_folder_and_two_grids(files, capsys):
    p = files
    assert main(["reproduce", "snr", "--tiny", "--out", str(p / "data.csv")]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err
    assert main(["reproduce", "snr", "--tiny", "--quick", "--out", str(p / "r")]) == 2
    assert "--tiny and --quick are two grids" in capsys.readouterr().err
    assert not (p / "r").exists()


def test_a_damaged_budget_says_which_part(files, capsys):
    p = files
    assert main(["budget", str(p / "b.json"), "--create", "--total", "1"]) == 0
    doc = json.loads((p / "b.json").read_text())
    for name, change, said in (("s.json", {"releases": "abc"}, "its releases are not a list"),
                               ("k.json", {"releases": None}, "the key 'releases' is missing")):
        d = dict(doc, **change)
        if change["releases"] is None:
            del d["releases"]
        (p / name).write_text(json.dumps(d))
        capsys.readouterr()
        assert main(["budget", str(p / name)]) == 2
        err = capsys.readouterr().err
        assert "is a damaged privacy budget" in err and said in err and "sequence" not in err
    (p / "cut.json").write_text((p / "b.json").read_text()[:40])
    assert main(["budget", str(p / "cut.json")]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_refusals_of_a_messy_export_name_the_option_that_reads_it(files, capsys):
    """A label spelt otherwise points to label_map, a title line above the header to
    --comment, a repeated header name to --columns (each then reads the file)."""
    import pandas as pd

    p = files
    df = pd.read_csv(p / "data.csv")
    df.loc[3, "y"] = df.loc[3, "y"].upper()
    df.to_csv(p / "case.csv", index=False)
    assert main(["fit", str(p / "case.csv"), "--schema", str(p / "schema.json"), "--epsilon", "1",
                 "-o", str(p / "m.json")]) == 2
    assert "\"label_map\"" in capsys.readouterr().err
    (p / "title.csv").write_text("# export of 2024\n" + (p / "data.csv").read_text())
    assert main(["fit", str(p / "title.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "1", "-o", str(p / "m.json")]) == 2
    assert "--comment '#'" in capsys.readouterr().err
    assert main(["fit", str(p / "title.csv"), "--schema", str(p / "schema.json"), "--epsilon",
                 "1", "-o", str(p / "m.json"), "--comment", "#", "--no-progress"]) == 0
    names = list(df.columns)
    doubled = pd.read_csv(p / "data.csv").set_axis(names[:-2] + [names[0], "y"], axis=1)
    doubled.to_csv(p / "dup.csv", index=False)
    capsys.readouterr()
    assert main(["fit", str(p / "dup.csv"), "--schema", str(p / "schema.json"), "--epsilon", "1",
                 "-o", str(p / "m2.json")]) == 2
    assert "--columns NAME,... (which replaces the header)" in capsys.readouterr().err
    assert main(["fit", str(p / "dup.csv"), "--schema", str(p / "schema.json"), "--epsilon", "1",
                 "-o", str(p / "m2.json"), "--columns", ",".join(names), "--no-progress"]) == 0, \
        capsys.readouterr().err

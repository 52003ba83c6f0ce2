"""What a new user met in a fresh environment: the demo's table said nothing of what epsilon is
nor of the non-private forest's size, the ledger's per-kind column did not visibly add up to its
total, ``--epsilon 0`` was told the sampler's range, and schema-template gave decimal columns
the hint meant for whole numbers read as decimals."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from dpforest.cli import main
from dpforest.privacy.ledger import Ledger, Scope

ROOT = Path(__file__).resolve().parents[1]


# ------------------------------------------------------------------------------------ demo
def _demo(capsys, *extra):
    assert main(["demo", "--epsilons", "1", "--repeats", "1", "--no-progress", *extra]) == 0
    return capsys.readouterr().out


def test_demo_says_what_epsilon_means_and_the_forests_size(capsys):
    out = _demo(capsys)
    # one plain sentence, before the table
    said = "Smaller epsilon = stronger privacy: the guarantee bounds how much any one record"
    assert out.count(said) == 1 and out.index(said) < out.index("| epsilon |")
    # the non-private row says its size: scikit-learn's defaults where the forest sizes itself
    row = next(ln for ln in out.splitlines() if ln.startswith("| inf"))
    assert "RandomForest, 100 trees, unlimited depth; not private" in row
    # a size given is the ceiling's too, and said so
    out = _demo(capsys, "--n-estimators", "3", "--max-depth", "2")
    row = next(ln for ln in out.splitlines() if ln.startswith("| inf"))
    assert "RandomForest, 3 trees, depth 2; not private" in row


# ---------------------------------------------------------------------------------- ledger
def _kind_rows(text):
    """The per-kind lines of a report: (the figure as printed, where its text ends)."""
    rows = [ln for ln in text.splitlines() if re.search(r"\(\d+ quer(y|ies)\)$", ln)]
    return [(ln.rsplit("(", 1)[0].split()[-1], len(ln.rsplit("(", 1)[0].rstrip())) for ln in rows]


def test_ledger_kinds_print_with_one_number_of_decimals_that_add_to_the_total():
    led = Ledger(5.0)
    # the demo's last fit at epsilon 5 (4 significant digits each printed 4.286 / 0.5643 / 0.15)
    led.charge("split selection", 30 / 7)
    led.charge("leaf class counts", 5 - 30 / 7 - 0.15)
    led.charge("dataset size (hyper-parameter rules)", 0.15)
    text = led.report()
    rows = _kind_rows(text)
    assert [figure for figure, _ in rows] == ["4.2857", "0.5643", "0.1500"]
    assert len({end for _, end in rows}) == 1                   # right-aligned
    assert sum(Decimal(figure) for figure, _ in rows) == Decimal("5")
    assert "(rounded)" not in text
    # the exact values stay where they were
    assert led.by_kind()["split selection"] == (1, 30 / 7)


def test_ledger_says_rounded_once_where_the_shown_figures_miss_the_total():
    led = Ledger(1.0)
    for k in range(3):
        led.charge(f"kind {k}", 1 / 3)
    text = led.report()
    assert [figure for figure, _ in _kind_rows(text)] == ["0.3333"] * 3
    assert text.count("(rounded)") == 1 and "Per kind of query (rounded)," in text
    # kinds that charge different records add up to more than the total by design (the
    # heading says so): no "(rounded)" for that
    par = Ledger()
    par.charge("counts", 1 / 3, Scope(partition=0))
    par.charge("sizes", 1 / 3, Scope(partition=1))
    assert par.epsilon == pytest.approx(1 / 3)
    assert [figure for figure, _ in _kind_rows(par.report())] == ["0.3333"] * 2
    assert "(rounded)" not in par.report()


def test_ledger_kinds_keep_two_significant_digits_of_the_smallest():
    led = Ledger()
    led.charge("big", 0.5)
    led.charge("tiny", 0.00031)
    figures = [figure for figure, _ in _kind_rows(led.report())]
    assert figures == ["0.50000", "0.00031"]


# ----------------------------------------------------------------------------- --epsilon
@pytest.fixture(scope="module")
def model_file(tmp_path_factory):
    """A small model file, for evaluate's --epsilon."""
    p = tmp_path_factory.mktemp("eps")
    rows = "\n".join(f"{k / 40:.3f},{'pq'[k % 2]}" for k in range(40))
    (p / "d.csv").write_text("a,y\n" + rows + "\n")
    schema = {"target": "y", "classes": ["p", "q"],
              "features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}]}
    (p / "s.json").write_text(json.dumps(schema))
    assert main(["fit", str(p / "d.csv"), "--schema", str(p / "s.json"), "--epsilon", "1",
                 "--no-progress", "-o", str(p / "m.json")]) == 0
    return p


def _refusal(capsys, argv):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "dpforest: error:" in err, err
    return err


def _epsilon_commands(p, value):
    """Every command that takes epsilon, with ``value`` for it."""
    return [
        (["fit", str(p / "d.csv"), "--schema", str(p / "s.json"), "--epsilon", value,
          "--no-progress", "-o", str(p / "never.json")], "--epsilon must be a positive finite"),
        (["evaluate", str(p / "m.json"), str(p / "d.csv"), "--epsilon", value],
         "--epsilon must be a positive finite"),
        (["demo", "--epsilons", "1", value, "--no-progress"], "--epsilons must be positive finite"),
        (["compare", "--epsilons", value, "--no-progress"], "--epsilons must be positive finite"),
        (["audit", "--epsilon", value, "--no-progress"], "--epsilon must be a positive finite"),
        (["benchmark", "--quick", "--epsilons", value, "--no-progress", "--out",
          str(p / "bench")], "--epsilons must be positive finite"),
    ]


@pytest.mark.parametrize("value", ["0", "-1", "inf", "nan"])
def test_every_command_says_a_non_positive_epsilon_is_no_budget(model_file, capsys, value):
    """0 or -1 read "must be between 1e-06 and 1e+06 (the range the exact noise sampler
    supports)", as if 0 were merely too small; Python says "a positive finite number"."""
    for argv, said in _epsilon_commands(model_file, value):
        err = _refusal(capsys, argv)
        assert said in err and "between" not in err, (argv[0], err)
        assert f"got {float(value):g}" in err
    assert not (model_file / "never.json").exists() and not (model_file / "bench").exists()


def test_every_command_keeps_the_range_for_a_positive_epsilon_outside_it(model_file, capsys):
    # benchmark ran every cell with 1e-7, each private one failing with its own error row
    for argv, _ in _epsilon_commands(model_file, "1e-7"):
        err = _refusal(capsys, argv)
        assert "between 1e-06 and 1e+06 (the range the exact noise sampler supports)" in err, \
            (argv[0], err)
    assert not (model_file / "bench").exists()


# ------------------------------------------------------------------------- schema-template
_WHOLE_HINT = "whole numbers with a missing value somewhere"


def _template_hints(tmp_path, capsys, body, *extra):
    (tmp_path / "d.csv").write_text(body)
    assert main(["schema-template", str(tmp_path / "d.csv"), "--target", "lab",
                 "-o", str(tmp_path / "t.json"), "--force", *extra]) == 0
    capsys.readouterr()
    doc = json.loads((tmp_path / "t.json").read_text())
    return {f["name"]: f.get("_hint", "") for f in doc["features"]}


def test_template_gives_the_whole_number_hint_to_whole_numbers_only(tmp_path, capsys):
    hints = _template_hints(tmp_path, capsys,
                            "income,bmi,score,code,lab\n26313.93,23.4,0.00,1,x\n"
                            "30000.5,,1.00,2,z\n12000.25,19.9,0.55,,x\n45000,27.1,0.42,3,z\n")
    # ordinary decimals, with a gap or without: no hint for codes or counts
    assert hints["income"] == "" and hints["score"] == ""
    assert _WHOLE_HINT not in hints["bmi"] and "has empty cells" in hints["bmi"]
    # whole numbers read as decimals because of an empty cell keep it
    assert _WHOLE_HINT in hints["code"] and "has empty cells" in hints["code"]


def test_template_reads_decimals_in_the_files_marks_for_the_hint(tmp_path, capsys):
    hints = _template_hints(tmp_path, capsys, "wert;code;lab\n1,5;1;x\n2,25;;z\n3,0;3;x\n4;;z\n",
                            "--sep", ";", "--decimal", ",")
    assert hints["wert"] == ""
    assert _WHOLE_HINT in hints["code"]


# ---------------------------------------------------------------------------------- docs
def test_cli_docs_quote_the_recorded_constant_cells_line():
    record = (ROOT / "benchmarks/results/quick_grids/rfdp-oob.log").read_text("utf-8")
    docs = (ROOT / "docs/cli.md").read_text("utf-8")
    quoted = [ln for ln in docs.splitlines()
              if "cells of the private learners are constant classifiers" in ln]
    assert quoted and all(ln in record.splitlines() for ln in quoted)

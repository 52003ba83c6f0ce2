"""``dpforest show MODEL --tree N`` prints a tree as export_text does, and ``--plot-tree
IMAGE`` draws it as plot_tree does; bad requests are refused before anything is printed or
written."""

from __future__ import annotations

import pytest

from dpforest.cli import main
from dpforest.inspection import export_text
from dpforest.io import load_model

from test_cli import _fails, _fit_args, files  # noqa: F401  (a fixture)


@pytest.fixture()
def model(files, capsys):
    assert main(_fit_args(files)) == 0          # 8 DiffPRFs trees of depth 3
    capsys.readouterr()
    return files / "model.json"


def test_show_tree_prints_the_tree_export_text_gives(model, capsys):
    m = load_model(model)
    assert main(["show", str(model), "--tree", "5"]) == 0
    out = capsys.readouterr().out
    assert out.rstrip("\n").endswith(export_text(m, 5).rstrip("\n"))
    assert "tree 5 (inspection.export_text" in out
    # a tree that grew past its root's children (DiffPRFs' noisy stopping can end one early;
    # of eight trees planned at depth 3, one at least goes deeper)
    deep = next(i for i in range(8) if export_text(m, i, max_depth=1) != export_text(m, i))
    assert main(["show", str(model), "--tree", str(deep), "--tree-depth", "1"]) == 0
    out = capsys.readouterr().out
    assert out.rstrip("\n").endswith(export_text(m, deep, max_depth=1).rstrip("\n"))
    assert "not shown" in out
    # without the option the output is as before: no tree
    assert main(["show", str(model)]) == 0
    assert "|---" not in capsys.readouterr().out


def test_show_plot_tree_writes_the_image_and_refuses_to_overwrite(model, capsys, tmp_path):
    pytest.importorskip("matplotlib")
    png = tmp_path / "t.png"
    assert main(["show", str(model), "--plot-tree", str(png), "--tree", "1"]) == 0
    assert png.stat().st_size > 1000
    assert "wrote" in capsys.readouterr().err
    before = png.read_bytes()
    _fails(capsys, ["show", str(model), "--plot-tree", str(png)], "exists; pass --force")
    assert png.read_bytes() == before
    assert main(["show", str(model), "--plot-tree", str(png), "--force"]) == 0


@pytest.mark.parametrize("extra, match", [
    (["--tree", "8"], "the model has 8 trees, numbered from 0"),
    (["--tree", "-1"], "the model has 8 trees"),
    (["--tree-depth", "2"], "--tree-depth goes with --tree or --plot-tree"),
    (["--tree", "0", "--tree-depth", "-1"], "--tree-depth must be 0 or more"),
    (["--plot-tree", "t.txt"], "--plot-tree writes an image"),
    (["--tree", "0", "--json"], "go without --json and --markdown"),
])
def test_bad_tree_requests_are_refused_before_any_output(model, capsys, extra, match, tmp_path,
                                                          monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["show", str(model), *extra]) == 2
    out, err = capsys.readouterr()
    assert "dpforest: error:" in err and match in err, err
    assert out == ""                             # refused before the model was described
    assert not (tmp_path / "t.txt").exists()

"""Pictures with long names and many methods: names are wrapped and cut so the data keep their
room, the benchmark plot gives each private method a colour of its own and none the grey of the
non-private lines, and the ledger's guarantee line is said without covering a bar."""
from __future__ import annotations

import warnings

import matplotlib
import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.benchmarks.report import method_colours
from dpforest.inspection import PLOT_NAME_WIDTH, _plot_name

matplotlib.use("Agg")

LONG = "malignant tumour (fine-needle aspirate, Wisconsin diagnostic)"


def test_a_long_name_is_wrapped_and_cut_and_a_short_one_kept():
    assert _plot_name("benign") == "benign"
    lines = _plot_name(LONG).split("\n")
    assert len(lines) == 2 and all(len(x) <= PLOT_NAME_WIDTH for x in lines)
    assert lines[-1].endswith("…") and LONG.startswith(lines[0])
    assert _plot_name(LONG, 18, 1).endswith("…") and "\n" not in _plot_name(LONG, 18, 1)
    assert _plot_name("x" * 60, 20, 2) == "x" * 20 + "\n" + "x" * 19 + "…"


@pytest.fixture(scope="module")
def long_model():
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 600), "b": rng.uniform(0, 1, 600)})
    classes = [LONG, "benign " + LONG]
    y = np.where(X.a > 0.5, classes[0], classes[1])
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=classes)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = d.DPForestClassifier(2.0, s, progress=False, random_state=0).fit(X, y)
    return m, X, y


def test_plots_of_long_class_names_keep_their_labels_short(long_model, tmp_path):
    from dpforest.evaluation import private_confusion_matrix, private_roc

    m, X, y = long_model
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ax = private_confusion_matrix(m, X, y, epsilon=1).plot(path=tmp_path / "cm.png")
        ticks = [t.get_text() for t in ax.get_xticklabels() + ax.get_yticklabels()]
        assert ticks and all(len(line) <= PLOT_NAME_WIDTH for t in ticks for line in t.split("\n"))
        roc = private_roc(m, X, y, epsilon=1)
        for ax in (roc.plot(), roc.plot_calibration(), roc.plot_gain()):
            for label in (ax.get_xlabel(), ax.get_ylabel()):
                assert LONG not in label and all(len(x) <= 60 for x in label.split("\n"))
        ax = d.inspection.plot_tree(m, path=tmp_path / "tree.png")
        texts = [t.get_text() for t in ax.texts]
        assert any("malignant" in t for t in texts)
        assert max(len(line) for t in texts for line in t.split("\n")) <= 30


def test_benchmark_colours_are_distinct_and_never_grey():
    methods = ["rfdp-oob", "oob-budget", "dprf", "snr", "diffprfs", "crfsdp", "private-rdt",
               "boosting", "dp-ebm", "default", "diffprivlib-rf", "diffprivlib-nb",
               "diffprivlib-lr"]
    colours = method_colours(methods, "default")
    assert set(colours) == set(methods)
    assert len({tuple(c) for c in colours.values()}) == len(methods)
    assert colours["default"] == matplotlib.colormaps["tab10"].colors[0]
    for c in colours.values():
        assert np.ptp(np.asarray(c)) > 0.05        # a grey has equal channels


def test_the_ledger_plot_says_its_line_in_the_title(long_model):
    m = long_model[0]
    ax = m.ledger_.plot()
    assert ax.get_legend() is None and "dashed line: the composed epsilon" in ax.get_title()

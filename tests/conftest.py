"""Shared fixtures: where the shared datasets live, and a small mixed-type synthetic problem."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import dpforest as d

SHARED = Path(os.environ.get("DPFOREST_DATA") or Path(__file__).resolve().parents[1].parent / "shared" / "datasets")


def pytest_collection_modifyitems(config, items):
    """Slow tests run without the per-test time limit of the default run (pyproject's
    ``timeout``): a full-dataset run may take longer than any default test."""
    if not config.pluginmanager.hasplugin("timeout"):
        return
    for item in items:
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(0))


@pytest.fixture(scope="session")
def data_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip(f"shared datasets not found at {SHARED} (set DPFOREST_DATA)")
    return SHARED


@pytest.fixture(scope="session")
def adult(data_dir):
    from dpforest.datasets import load_adult

    return load_adult(data_dir)


@pytest.fixture(scope="session")
def mushroom(data_dir):
    from dpforest.datasets import load_mushroom

    return load_mushroom(data_dir)


def make_mixed(n=2000, seed=0):
    """A learnable 3-class problem with numeric, categorical and missing values."""
    rng = np.random.default_rng(seed)
    age = rng.uniform(18, 80, n)
    income = rng.uniform(0, 100, n)
    color = rng.choice(["red", "green", "blue"], n)
    flag = rng.random(n) < 0.5
    y = np.where(age > 50, "old", np.where(color == "red", "red", "other"))
    income[rng.random(n) < 0.05] = np.nan
    X = pd.DataFrame({"age": age, "income": income, "color": color, "flag": flag})
    schema = d.Schema.from_dataframe(
        X, classes=["old", "red", "other"], bounds={"age": (0, 100), "income": (0, 100)},
        categories={"color": ["red", "green", "blue", "yellow"]}, allow_missing=["income"])
    return X, pd.Series(y, name="y"), schema


def write_mixed_csv(folder, n=600, name="train.csv"):
    """``make_mixed(n)`` as a CSV file ``folder/name`` (target column ``y``) beside its schema
    file ``folder/schema.json`` (which names that target), for command-line tests; ``folder``."""
    import json

    X, y, schema = make_mixed(n)
    X.assign(y=y).to_csv(folder / name, index=False)
    doc = schema.to_dict()
    doc["target"] = "y"
    (folder / "schema.json").write_text(json.dumps(doc))
    return folder


@pytest.fixture()
def mixed():
    return make_mixed()


@pytest.fixture()
def python_sigint():
    """Python's own Ctrl-C handler (KeyboardInterrupt) for the test's length.  A process that
    a non-interactive shell starts in the background (``cmd &``, as some CI runners do)
    inherits SIGINT *ignored*, and Python then installs no handler: there a held Ctrl-C is
    rightly delivered as nothing, and a test that sends itself SIGINT to check the
    KeyboardInterrupt would fail for the shell's reason, not the library's."""
    import signal

    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


@pytest.fixture(autouse=True)
def _fresh_notices():
    """Each test sees the once-a-minute notices as if none had been given: a notice another
    test gave a moment ago must not decide whether this one warns."""
    from dpforest.forests import base

    base._NOTICE_LAST.clear()
    yield


@pytest.fixture(autouse=True)
def _same_records_muted(request):
    """Tests fit several estimators on one X object by design (a fixture's table), which
    SameRecordsWarning would say in every one of them (and raise under their error filters):
    muted, except in the tests marked ``same_records``, which are about it."""
    from dpforest._warning_control import muted
    from dpforest.forests.base import SameRecordsWarning

    if "same_records" in request.keywords:
        yield
        return
    with muted(SameRecordsWarning):
        yield

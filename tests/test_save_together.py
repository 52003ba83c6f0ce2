"""io.save_models_together: the files of a set of models written whole or not at all (the
per-group set of ``GroupModels.save`` and ``dpforest fit --per-group``)."""

from __future__ import annotations

import os
import signal
import sys

import numpy as np
import pytest

import dpforest as d
import dpforest.io as dio
from dpforest.io import load_model, save_models_together


@pytest.fixture(scope="module")
def three():
    rng = np.random.default_rng(0)
    X = rng.uniform(0, 1, (300, 2))
    y = (X[:, 0] > .5).astype(int)
    schema = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    return [d.DPForestClassifier(epsilon=1, schema=schema, random_state=s).fit(X, y)
            for s in range(3)]


def _listing(folder):
    return sorted(f.name for f in folder.iterdir())


def test_all_files_are_written_and_read_back(three, tmp_path):
    paths = [tmp_path / "m0.json", tmp_path / "m1.json.gz", tmp_path / "m2.json"]
    assert save_models_together(zip(three, paths)) == paths
    for m, p in zip(three, paths):
        assert p.read_bytes()[:1] in (b"{", b"\x1f")
        assert load_model(p).ledger_.epsilon == pytest.approx(m.ledger_.epsilon)
        assert dio.dumps_model(load_model(p), compress=p.suffix == ".gz") == \
            dio.dumps_model(m, compress=p.suffix == ".gz")
    assert _listing(tmp_path) == sorted(p.name for p in paths)


def test_a_model_refused_writes_nothing(three, tmp_path):
    unfitted = d.DPForestClassifier(epsilon=1)
    (tmp_path / "m0.json").write_text("old")
    with pytest.raises((ValueError, TypeError)):
        save_models_together([(three[0], tmp_path / "m0.json"), (unfitted, tmp_path / "u.json")])
    assert _listing(tmp_path) == ["m0.json"] and (tmp_path / "m0.json").read_text() == "old"


def test_a_failure_midway_removes_every_file_and_keeps_the_old_ones(three, tmp_path, monkeypatch):
    for name in ("m0.json", "m1.json", "m2.json"):
        (tmp_path / name).write_text("old " + name)
    real, calls = dio._write_document, []

    def write(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return real(*args, **kwargs)

    monkeypatch.setattr(dio, "_write_document", write)
    with pytest.raises(OSError, match="No space"):
        save_models_together(zip(three, [tmp_path / f"m{i}.json" for i in range(3)]))
    assert _listing(tmp_path) == ["m0.json", "m1.json", "m2.json"]       # no temporary file
    assert all((tmp_path / f"m{i}.json").read_text() == f"old m{i}.json" for i in range(3))


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to oneself is a POSIX idiom")
def test_a_ctrl_c_among_the_renames_is_held_until_the_set_is_whole(three, tmp_path, monkeypatch,
                                                                    python_sigint):
    """A Ctrl-C arriving after the first rename is raised only once the last file is in
    place; the Python handler is the one before afterwards."""
    real, calls = os.replace, []

    def replace(src, dst):
        calls.append(dst)
        real(src, dst)
        if len(calls) == 1:
            os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(dio.os, "replace", replace)
    before = signal.getsignal(signal.SIGINT)
    paths = [tmp_path / f"m{i}.json" for i in range(3)]
    with pytest.raises(dio.SavedThenInterrupted) as e:
        save_models_together(zip(three, paths))
    assert e.value.paths == paths and isinstance(e.value, KeyboardInterrupt)
    assert len(calls) == 3 and all(p.exists() for p in paths)
    assert signal.getsignal(signal.SIGINT) is before
    assert _listing(tmp_path) == ["m0.json", "m1.json", "m2.json"]


def _old_set(folder):
    for i in range(3):
        (folder / f"m{i}.json").write_text(f"old {i}")


def _unchanged(folder):
    return _listing(folder) == ["m0.json", "m1.json", "m2.json"] and all(
        (folder / f"m{i}.json").read_text() == f"old {i}" for i in range(3))


def test_a_rename_refused_midway_puts_the_old_set_back(three, tmp_path, monkeypatch):
    """The third file's rename fails (a file held open on Windows, a sticky folder): the two
    new files already in place are taken out and the old ones moved back -- not a folder
    mixing two sets' files."""
    _old_set(tmp_path)
    real, into = os.replace, []

    def replace(src, dst):
        if str(dst).endswith("m2.json") and ".old-" not in str(src):   # the new file only
            raise PermissionError(13, "Permission denied", str(dst))
        into.append(dst)
        real(src, dst)

    monkeypatch.setattr(dio.os, "replace", replace)
    with pytest.raises(PermissionError):
        save_models_together(zip(three, [tmp_path / f"m{i}.json" for i in range(3)]))
    monkeypatch.setattr(dio.os, "replace", real)
    assert len(into) >= 4                       # two old files moved aside, two new put in
    assert _unchanged(tmp_path)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to oneself is a POSIX idiom")
def test_a_second_ctrl_c_among_the_renames_undoes_them(three, tmp_path, monkeypatch,
                                                       python_sigint):
    _old_set(tmp_path)
    real, calls = os.replace, []

    def replace(src, dst):
        calls.append(dst)
        real(src, dst)
        if len(calls) in (2, 4):                # after the first file is in place, twice
            os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(dio.os, "replace", replace)
    with pytest.raises(KeyboardInterrupt) as e:
        save_models_together(zip(three, [tmp_path / f"m{i}.json" for i in range(3)]))
    monkeypatch.setattr(dio.os, "replace", real)
    assert not isinstance(e.value, dio.SavedThenInterrupted)
    assert _unchanged(tmp_path)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to oneself is a POSIX idiom")
def test_a_held_ctrl_c_goes_to_the_programs_own_handler(three, tmp_path, monkeypatch):
    """A program with its own SIGINT handler gets the Ctrl-C once the set is in place (no
    KeyboardInterrupt forced on it); one that ignores SIGINT gets nothing."""
    got = []
    real = os.replace

    def replace(src, dst):
        real(src, dst)
        if str(dst).endswith("m0.json"):
            os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(dio.os, "replace", replace)
    before = signal.signal(signal.SIGINT, lambda signum, frame: got.append(signum))
    try:
        paths = save_models_together(zip(three, [tmp_path / f"m{i}.json" for i in range(3)]))
        assert got == [signal.SIGINT] and all(p.exists() for p in paths)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        save_models_together(zip(three, [tmp_path / f"n{i}.json" for i in range(3)]))
        assert got == [signal.SIGINT]
    finally:
        signal.signal(signal.SIGINT, before)


def test_a_stream_is_refused_before_any_file_is_made(three, tmp_path):
    with pytest.raises(ValueError, match="is a stream, not a file"):
        save_models_together([(three[0], tmp_path / "a.json"), (three[1], "/dev/stdout")])
    assert _listing(tmp_path) == []


def test_group_models_save_is_all_or_nothing(tmp_path, monkeypatch):
    rng = np.random.default_rng(1)
    import pandas as pd

    X = pd.DataFrame({"age": rng.uniform(0, 100, 400), "sex": rng.choice(["f", "m"], 400)})
    y = np.where(X.age > 50, "a", "b")
    schema = d.Schema([d.Numeric("age", 0, 100), d.Categorical("sex", ["f", "m"])],
                      classes=["a", "b"])
    est = d.DPForestClassifier(epsilon=1, schema=schema, random_state=0)
    models = d.PrivacyBudget(None).fit_per_group(est, X, y, by="sex")
    real, calls = dio._write_document, []

    def write(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(dio, "_write_document", write)
    with pytest.raises(KeyboardInterrupt):
        models.save(tmp_path / "set")
    assert not (tmp_path / "set").exists()       # the folder it made is gone again
    monkeypatch.setattr(dio, "_write_document", real)
    assert [p.name for p in models.save(tmp_path / "set")] == ["0-f.json", "1-m.json"]

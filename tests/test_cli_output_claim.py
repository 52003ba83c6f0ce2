"""Two commands writing one output at once: the second is refused before it reads a record.

Without the claim, two fits given the same ``-o`` both passed the "exists" check, both fitted
and booked their release, and the later rename left one model: a booked release's model was
lost.  Each command now claims its outputs (a hidden file beside each) until it ends."""
import json
import os
import socket
import subprocess
import sys
import time

import pytest

from dpforest.cli import main

from conftest import make_mixed


@pytest.fixture()
def files(tmp_path):
    X, y, schema = make_mixed(600)
    df = X.copy()
    df["y"] = y
    df.to_csv(tmp_path / "train.csv", index=False)
    doc = schema.to_dict()
    doc["target"] = "y"
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    return tmp_path


def _fit(p, *extra):
    return ["fit", str(p / "train.csv"), "--target", "y", "--schema", str(p / "schema.json"),
            "--epsilon", "1", "--no-progress", "-o", str(p / "model.json"), *extra]


def _claim(p):
    return p / ".model.json.dpforest-writing"


def _sleeper():
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])


def _budget(p):
    assert main(["budget", str(p / "b.json"), "--create", "--total", "10"]) == 0
    return json.loads((p / "b.json").read_text())


def test_an_output_another_running_command_writes_is_refused_and_nothing_is_booked(files, capsys):
    before = _budget(files)
    holder = _sleeper()
    try:
        _claim(files).write_text(json.dumps({"pid": holder.pid, "host": socket.gethostname(),
                                             "started": "2026-01-01 00:00:00"}))
        rc = main(_fit(files, "--budget", str(files / "b.json")))
        err = capsys.readouterr().err
        assert rc == 2, err
        assert "another dpforest command is writing" in err and f"process {holder.pid}" in err
        assert not (files / "model.json").exists()
        assert json.loads((files / "b.json").read_text()) == before     # nothing booked
        assert _claim(files).exists()                    # the other command's claim is kept
    finally:
        holder.kill()
        holder.wait()
    # its process gone: the claim is a killed run's and is taken over
    rc = main(_fit(files, "--budget", str(files / "b.json")))
    assert rc == 0, capsys.readouterr().err
    assert (files / "model.json").exists()
    assert not _claim(files).exists()                    # released when the command ended
    assert len(json.loads((files / "b.json").read_text())["releases"]) == 1


def test_a_claim_of_another_machine_is_not_taken_over_and_names_the_file_to_delete(files, capsys):
    _claim(files).write_text(json.dumps({"pid": 1 << 30, "host": "another-machine.invalid",
                                         "started": "2026-01-01 00:00:00"}))
    rc = main(_fit(files))
    err = capsys.readouterr().err
    assert rc == 2 and "another-machine.invalid" in err and str(_claim(files)) in err, err
    assert not (files / "model.json").exists()
    _claim(files).unlink()
    assert main(_fit(files)) == 0


def test_the_claim_is_released_when_the_command_fails_after_taking_it(files, capsys):
    rc = main(_fit(files, "--epsilon", "1") + ["--max-depth", "-1"])
    assert rc == 2
    rc = main(["fit", str(files / "nonexistent.csv"), "--target", "y", "--schema",
               str(files / "schema.json"), "--epsilon", "1", "-o", str(files / "model.json")])
    assert rc == 2
    assert not _claim(files).exists() and not (files / "model.json").exists()
    assert [f.name for f in files.iterdir() if f.name.startswith(".")] == []


def test_two_fits_started_together_with_one_output_book_one_release(files):
    _budget(files)
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    argv = [sys.executable, "-m", "dpforest.cli"] + _fit(files, "--budget", str(files / "b.json"))
    runs = [subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=env) for _ in range(2)]
    outs = [r.communicate(timeout=300) for r in runs]
    codes = sorted(r.returncode for r in runs)
    assert codes == [0, 2], outs
    refused = next(err for r, (_, err) in zip(runs, outs) if r.returncode == 2)
    # refused by the claim (both at once) or by the finished file (one after the other)
    assert "another dpforest command is writing" in refused or "exists" in refused, refused
    assert len(json.loads((files / "b.json").read_text())["releases"]) == 1
    assert (files / "model.json").exists() and not _claim(files).exists()

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

import numpy as np
import pandas as pd
import pytest

from dpforest.cli import main

from conftest import write_mixed_csv


@pytest.fixture()
def files(tmp_path):
    return write_mixed_csv(tmp_path, 600, "train.csv")


def _fit(p, *extra):
    return ["fit", str(p / "train.csv"), "--target", "y", "--schema", str(p / "schema.json"),
            "--epsilon", "1", "--no-progress", "-o", str(p / "model.json"), *extra]


def _claim(p):
    return p / ".model.json.dpforest-writing"


def _sleeper(claim=None):
    """A process that runs for two minutes; given a claim file, one that holds it as a
    running command does (its JSON written, the file locked), ready once this returns."""
    code = "import time; time.sleep(120)"
    if claim is not None:
        code = ("import fcntl, json, os, socket, sys, time\n"
                f"fd = os.open({str(claim)!r}, os.O_RDWR | os.O_CREAT, 0o644)\n"
                "fcntl.flock(fd, fcntl.LOCK_EX)\n"
                "os.write(fd, json.dumps({'pid': os.getpid(), 'host': socket.gethostname(), "
                "'started': '2026-01-01 00:00:00'}).encode())\n"
                "print('ready', flush=True)\n" + code)
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    if claim is not None:
        assert proc.stdout.readline().strip() == "ready"
    return proc


def _budget(p):
    assert main(["budget", str(p / "b.json"), "--create", "--total", "10"]) == 0
    return json.loads((p / "b.json").read_text())


def test_an_output_another_running_command_writes_is_refused_and_nothing_is_booked(files, capsys):
    before = _budget(files)
    holder = _sleeper(_claim(files))
    try:
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


def _race(target, n, tmp_path):
    """``n`` processes claiming ``target`` at the same moment, each holding what it got for
    two seconds: how many got it."""
    start = time.time() + 2.0
    code = ("import sys, time\nfrom pathlib import Path\nimport dpforest.cli as cli\n"
            f"while time.time() < {start!r}: pass\n"
            "try:\n    cli._claim_output(Path(sys.argv[1])); print('GOT', flush=True)\n"
            "    time.sleep(2); cli._release_claims()\nexcept cli.CLIError:\n"
            "    print('refused', flush=True)\n")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(target)], stdout=subprocess.PIPE,
                              text=True) for _ in range(n)]
    return [p.communicate(timeout=120)[0].strip() for p in procs]


@pytest.mark.skipif(os.name == "nt", reason="flock")
def test_a_killed_runs_claim_is_taken_over_by_one_command_only(tmp_path):
    """A claim whose command died (its lock gone; its process id gone too, or never written:
    a run killed between making the file and writing it) is taken over -- by one of several
    commands that find it at once, not by each of them."""
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    for stale in (json.dumps({"pid": dead.pid, "host": socket.gethostname(), "started": "x"}),
                  ""):
        out = tmp_path / "model.json"
        (tmp_path / ".model.json.dpforest-writing").write_text(stale)
        got = _race(out, 4, tmp_path)
        assert sorted(got) == ["GOT", "refused", "refused", "refused"], got
        assert not (tmp_path / ".model.json.dpforest-writing").exists()


@pytest.mark.skipif(os.name == "nt", reason="flock")
def test_an_output_in_a_folder_still_to_be_made_is_claimed_by_that_folder(files, capsys):
    """fit --per-group -o NEW/ makes its folder after the fit: its outputs are claimed by the
    folder's name beside it, so a second such fit is refused before it reads a record."""
    holder = _sleeper(files / ".sets.dpforest-writing")
    try:
        rc = main(["fit", str(files / "train.csv"), "--target", "y", "--schema",
                   str(files / "schema.json"), "--epsilon", "1", "--no-progress",
                   "--per-group", "color", "-o", str(files / "sets") + "/"])
        err = capsys.readouterr().err
        assert rc == 2 and "another dpforest command is writing" in err, err
        assert str(files / "sets") in err and not (files / "sets").exists()
    finally:
        holder.kill()
        holder.wait()
    got = _race(files / "new" / "deeper" / "0-a.json", 3, files)
    assert sorted(got) == ["GOT", "refused", "refused"], got


def _per_group(p, out, *extra):
    return ["fit", str(p / "train.csv"), "--target", "y", "--schema", str(p / "schema.json"),
            "--epsilon", "1", "--no-progress", "--per-group", "color", "-o", out, *extra]


@pytest.mark.skipif(os.name == "nt", reason="flock")
def test_a_folder_claim_above_the_output_is_refused_while_held_and_removed_when_stale(files,
                                                                                      capsys):
    """A per-group fit into a folder that exists claims the files in it; a claim beside the
    folder itself (its maker still running) refuses it, and a killed run's such claim is
    removed by the next run instead of lying there naming a dead process."""
    (files / "sets").mkdir()
    holder = _sleeper(files / ".sets.dpforest-writing")
    try:
        rc = main(_per_group(files, str(files / "sets") + "/"))
        err = capsys.readouterr().err
        assert rc == 2 and "another dpforest command is writing the folder" in err, err
        assert f"process {holder.pid}" in err and list((files / "sets").iterdir()) == []
    finally:
        holder.kill()
        holder.wait()
    assert (files / ".sets.dpforest-writing").exists()      # the killed run's, stale now
    assert main(_per_group(files, str(files / "sets") + "/")) == 0, capsys.readouterr().err
    assert not (files / ".sets.dpforest-writing").exists()
    assert [f.name for f in files.iterdir() if f.name.startswith(".")] == []


def _unwritable(monkeypatch, folder):
    """os.open refusing to create a file in ``folder`` as a read-only folder does (EACCES):
    root's capabilities make a chmod 555 folder writable, so the refusal is played."""
    import errno as _errno

    real = os.open

    def refusing(path, flags, *args, **kwargs):
        if os.path.dirname(os.path.abspath(path)) == str(folder) and flags & os.O_CREAT:
            raise PermissionError(_errno.EACCES, "Permission denied", str(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)


@pytest.mark.parametrize("out", ["ro/model.json", "ro/models/", "ro/m-{group}.json"])
def test_an_output_in_a_folder_that_takes_no_file_is_refused_before_anything_is_read(
        files, capsys, monkeypatch, out):
    """A read-only output folder used to be found only when the fitted model was saved: the
    fit had read the records and its epsilon was booked, for no model."""
    (files / "ro").mkdir()
    before = _budget(files)
    _unwritable(monkeypatch, files / "ro")
    argv = (_per_group(files, str(files / out), "--budget", str(files / "b.json"))
            if "models" in out or "{group}" in out else
            _fit(files, "--budget", str(files / "b.json"))[:-2] + ["-o", str(files / out)])
    rc = main(argv)
    err = capsys.readouterr().err
    assert rc == 2, err
    assert f"cannot write in the folder {str(files / 'ro')!r} (permission denied)" in err
    assert "Nothing was read or spent" in err
    assert json.loads((files / "b.json").read_text()) == before      # nothing booked
    assert list((files / "ro").iterdir()) == []


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0,
                    reason="a chmod 555 folder refuses files to a user without root's override")
def test_a_read_only_folder_is_refused_for_real(files, capsys):
    (files / "ro").mkdir()
    (files / "ro").chmod(0o555)
    try:
        rc = main(_fit(files)[:-2] + ["-o", str(files / "ro" / "model.json")])
        assert rc == 2 and "cannot write in the folder" in capsys.readouterr().err
    finally:
        (files / "ro").chmod(0o755)


def test_a_model_that_cannot_be_saved_after_its_fit_says_its_epsilon_was_spent(files, capsys,
                                                                              monkeypatch):
    import dpforest.io as dio

    _budget(files)

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(dio, "_write_document", full)
    rc = main(_fit(files, "--budget", str(files / "b.json")))
    err = capsys.readouterr().err
    assert rc == 2 and "the fitted model could not be saved" in err, err
    assert f"its epsilon 1 was spent all the same and stays booked in {files / 'b.json'}" in err
    assert not (files / "model.json").exists()
    # the log keeps the epsilon and says that no model file came of it (not "released")
    from dpforest import PrivacyBudget

    (release,) = PrivacyBudget.open(files / "b.json").releases
    assert release["epsilon"] == 1 and release["status"] == "fitted, model file not written"
    assert "[fitted, model file not written]" in PrivacyBudget.open(files / "b.json").report()
    assert [f.name for f in files.iterdir() if f.name.startswith(".")] == []


@pytest.mark.skipif(os.name == "nt", reason="flock")
def test_a_folder_claim_is_seen_from_a_relative_output_inside_it(files, capsys, monkeypatch):
    (files / "sets" / "sub").mkdir(parents=True)
    holder = _sleeper(files / ".sets.dpforest-writing")
    try:
        monkeypatch.chdir(files / "sets" / "sub")
        for out in ("x.json", "../y.json"):
            rc = main(_fit(files)[:-2] + ["-o", out])
            err = capsys.readouterr().err
            assert rc == 2 and "another dpforest command is writing the folder" in err, err
        # an empty claim (a command that has just made it) is neither refused nor removed
        monkeypatch.chdir(files)
        (files / ".other.dpforest-writing").write_text("")
        (files / "other").mkdir()
        assert main(_fit(files)[:-2] + ["-o", str(files / "other" / "m.json")]) == 0
        assert (files / ".other.dpforest-writing").exists()
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_pipe_planted_as_a_claim_neither_blocks_nor_is_taken_for_one(files, capsys):
    """Anyone who may write a folder may plant a pipe under a claim's name: the claim of a
    folder above the output was read by name, and opening the pipe blocked the command
    forever before it read anything (here it would hit the timeout); the output's own claim
    failed with the system's 'Invalid argument'.  A folder's pipe is passed over; the
    output's own is refused by name, before anything is read or booked."""
    (files / "sub").mkdir()
    os.mkfifo(files / ".sub.dpforest-writing")
    args = _fit(files)
    args[args.index("-o") + 1] = str(files / "sub" / "model.json")
    done = subprocess.run([sys.executable, "-m", "dpforest.cli", *args], capture_output=True,
                          text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    assert (files / "sub" / "model.json").exists()
    before = _budget(files)
    os.mkfifo(_claim(files))
    rc = main(_fit(files, "--budget", str(files / "b.json")))
    err = capsys.readouterr().err
    assert rc == 2 and "is not a plain file: remove it" in err, err
    assert json.loads((files / "b.json").read_text()) == before
    assert not (files / "model.json").exists()


def test_a_data_owner_is_told_what_no_budget_no_person_bound_or_the_training_budget_means(
        files, capsys):
    """Three silences a data owner walked into: a fit booked in no budget said nothing of
    epsilons adding up over fits; a dropped column named like a person's id, with no
    --person, gave a per-row guarantee without a word; an evaluation booked in the budget of
    the model's own fit was accepted silently (a test set of other people has its own).  Each
    is a note now, from the command's arguments, names and the budget's links only; a budget
    made with a schema says the one file layout it will read."""
    X = pd.read_csv(files / "train.csv")
    X.assign(patient_id=np.arange(len(X)) // 3).to_csv(files / "ids.csv", index=False)
    args = ["fit", str(files / "ids.csv"), "--target", "y", "--schema", str(files / "schema.json"),
            "--epsilon", "1", "--no-progress", "--drop", "patient_id", "-o",
            str(files / "m.json")]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "booked in no budget: every fit on these records adds its epsilon" in err
    assert "if 'patient_id' identifies a person with several rows, fit with --person" in err
    # the comma-separated form names the id-like column, not the whole list
    X.assign(patient_id=np.arange(len(X)) // 3, note="x").to_csv(files / "ids.csv", index=False)
    assert main(args[:-3] + ["note,patient_id", "--force"] + args[-2:]) == 0
    err = capsys.readouterr().err
    assert "if 'patient_id' identifies a person with several rows, fit with --person " \
        "patient_id --max" in err, err
    assert main(["budget", str(files / "b.json"), "--create", "--total", "5", "--schema",
                 str(files / "schema.json")]) == 0
    assert "this budget reads every data file one way: separator ','" in capsys.readouterr().err
    fit = ["fit", str(files / "train.csv"), "--target", "y", "--schema", str(files / "schema.json"),
           "--epsilon", "1", "--no-progress", "--budget", str(files / "b.json"), "-o",
           str(files / "booked.json")]
    assert main(fit) == 0
    err = capsys.readouterr().err
    assert "booked in no budget" not in err and "identifies a person" not in err
    assert main(["evaluate", str(files / "booked.json"), str(files / "train.csv"), "--epsilon",
                 "0.5", "--budget", str(files / "b.json")]) == 0
    assert "this budget booked the model's own fit" in capsys.readouterr().err
    assert main(["budget", str(files / "t.json"), "--create", "--total", "5", "--schema",
                 str(files / "schema.json")]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(files / "booked.json"), str(files / "train.csv"), "--epsilon",
                 "0.5", "--budget", str(files / "t.json")]) == 0
    assert "booked the model's own fit" not in capsys.readouterr().err


def test_a_misspelt_id_or_drop_column_or_another_separator_is_named(files, capsys):
    """--person, --group and --drop said only that the column was not in the file, where
    --target named the header field meant and the separator a file seemed to use: the same
    hints now, from the header alone (only where it holds every declared feature: a header,
    not a first record read as one)."""
    X = pd.read_csv(files / "train.csv")
    X.assign(patient_id=np.arange(len(X)) // 3, notes="x").to_csv(files / "ids.csv", index=False)
    X.assign(patient_id=np.arange(len(X)) // 3).to_csv(files / "semi.csv", index=False, sep=";")
    fit = ["fit", None, "--target", "y", "--schema", str(files / "schema.json"), "--epsilon", "1",
           "--no-progress", "-o", str(files / "m.json")]

    def said(*args, data="ids.csv"):
        cmd = [str(files / data) if a is None else a for a in (*fit, *args)]
        assert main(cmd) == 2
        return capsys.readouterr().err

    assert "--person column 'patientid' is not in" in said("--drop", "notes", "--person",
                                                          "patientid", "--max-rows-per-person", "2")
    assert "(did you mean 'patient_id'?)" in said("--drop", "notes", "--person", "patientid",
                                                  "--max-rows-per-person", "2")
    assert "--drop column 'note' is not in" in said("--drop", "note", "--person", "patient_id",
                                                    "--max-rows-per-person", "2")
    assert "did you mean 'notes'?" in said("--drop", "note", "--person", "patient_id",
                                           "--max-rows-per-person", "2")
    # a comma list with one misspelt name: that name is refused, with its hint, not the list
    err = said("--drop", "notes,patientid", "--person", "patient_id", "--max-rows-per-person", "2")
    assert "--drop column 'patientid' is not in" in err and "did you mean 'patient_id'?" in err
    assert "notes," not in err
    assert "is the file separated by ';'? (--sep ';')" in said(
        "--person", "patient_id", "--max-rows-per-person", "2", data="semi.csv")
    assert main(["split", str(files / "ids.csv"), "--schema", str(files / "schema.json"), "--train",
                 str(files / "a.csv"), "--test", str(files / "b.csv"), "--group", "patientid",
                 "--drop", "notes"]) == 2
    assert "--group column 'patientid' is not in" in capsys.readouterr().err
    # evaluate's --person too (it said only "not in" the file)
    assert main(["fit", str(files / "ids.csv"), "--target", "y", "--schema",
                 str(files / "schema.json"), "--epsilon", "1", "--no-progress", "--drop", "notes",
                 "--person", "patient_id", "--max-rows-per-person", "3", "-o",
                 str(files / "p.json")]) == 0
    capsys.readouterr()
    assert main(["evaluate", str(files / "p.json"), str(files / "ids.csv"), "--epsilon", "1",
                 "--person", "patientid", "--max-rows-per-person", "3"]) == 2
    err = capsys.readouterr().err
    assert "--person column 'patientid' is not in" in err and "did you mean 'patient_id'?" in err


def test_forcing_a_new_fit_over_a_booked_model_says_both_count(files, capsys):
    """`fit --force` over a model file whose release the budget booked replaced the released
    model without a word; it says now that both fits count (the release log names the file)."""
    assert main(["budget", str(files / "b.json"), "--create", "--total", "5"]) == 0
    fit = _fit(files, "--budget", str(files / "b.json"), "--force")
    assert main(fit) == 0
    assert "both fits count" not in capsys.readouterr().err      # a new file: nothing replaced
    assert main(fit) == 0
    assert "is the model of a release this budget booked: --force replaces the file, and both " \
           "fits count" in capsys.readouterr().err
    assert len(json.loads((files / "b.json").read_text())["releases"]) == 2


def test_split_with_conform_keys_each_line_by_its_own_text(tmp_path, capsys):
    """`split --conform` keyed each line by its conformed values: lines that differ in the
    file but conform alike (ages 150 and 101 read as the bound 100; two unknown categories
    read as missing) were copies of one record, ranked by position, so one added line moved
    other lines to the other file (12 of 20 seeds) -- and a fit and a test release that leave
    invalid records out then both changed.  Each line is keyed by its own text now."""
    import dpforest as d
    from dpforest.io import save_schema

    schema = d.Schema([d.Numeric("age", 0, 100), d.Categorical("sex", ["f", "m"],
                                                                allow_missing=True)],
                      classes=["a", "b"])
    save_schema(schema, tmp_path / "schema.json")
    doc = json.loads((tmp_path / "schema.json").read_text())
    doc["target"] = "y"
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    rng = np.random.default_rng(0)
    body = [f"{int(a)},{s},{l}" for a, s, l in zip(rng.integers(0, 100, 60),
                                                     rng.choice(["f", "m"], 60),
                                                     rng.choice(["a", "b"], 60))]
    watched = ["100,f,a", "150,f,a", "101,f,a", "50,,a", "50,zz,a", "50,qq,a"]

    def sides(name, lines, seed):
        (tmp_path / f"{name}.csv").write_text("\n".join(["age,sex,y"] + lines) + "\n")
        assert main(["split", str(tmp_path / f"{name}.csv"), "--schema", str(tmp_path / "schema.json"),
                     "--train", str(tmp_path / f"{name}.tr.csv"), "--test",
                     str(tmp_path / f"{name}.te.csv"), "--random-state", str(seed), "--conform",
                     "--no-progress", "--force"]) == 0
        capsys.readouterr()
        return {ln: side for side in ("tr", "te")
                for ln in (tmp_path / f"{name}.{side}.csv").read_text().splitlines()[1:]}

    for seed in range(6):
        before = sides("d", watched + body, seed)
        for added in ("300,f,a", "50,yy,b"):
            after = sides("d1", [added] + watched + body, seed)
            assert [ln for ln in watched + body if before[ln] != after[ln]] == [], (seed, added)


def test_split_with_drop_keys_each_line_by_its_own_text(tmp_path, capsys):
    """Lines that differ only in a --drop column (which both parts keep) were copies of one
    record on the schema's columns, ranked by position: one line added in front moved other
    lines, with their dropped values, to the other file.  Each line is keyed by its own text."""
    import dpforest as d
    from dpforest.io import save_schema

    schema = d.Schema([d.Numeric("age", 0, 100)], classes=["a", "b"])
    save_schema(schema, tmp_path / "schema.json")
    doc = json.loads((tmp_path / "schema.json").read_text())
    doc["target"] = "y"
    (tmp_path / "schema.json").write_text(json.dumps(doc))
    lines = [f"50,note{i},a" for i in range(40)]

    def sides(name, body, seed):
        (tmp_path / f"{name}.csv").write_text("\n".join(["age,note,y"] + body) + "\n")
        assert main(["split", str(tmp_path / f"{name}.csv"), "--schema",
                     str(tmp_path / "schema.json"), "--drop", "note", "--train",
                     str(tmp_path / f"{name}.tr.csv"), "--test", str(tmp_path / f"{name}.te.csv"),
                     "--random-state", str(seed), "--no-progress", "--force"]) == 0
        capsys.readouterr()
        return {ln: side for side in ("tr", "te")
                for ln in (tmp_path / f"{name}.{side}.csv").read_text().splitlines()[1:]}

    for seed in range(3):
        before = sides("d", lines, seed)
        after = sides("d1", ["50,added,a"] + lines, seed)
        assert [ln for ln in lines if before[ln] != after[ln]] == [], seed

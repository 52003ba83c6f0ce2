"""Command-line review mends: show tells a selection's refit by its ledger's scopes, not its
wording; a command's stage bar is closed on a refusal too; schema-template and split read only
the columns a second read needs; a large file predicted in chunks advances its bar by the
file's bytes."""

from __future__ import annotations

import dataclasses
import gzip
import json

import numpy as np
import pandas as pd
import pytest

import dpforest as d
import dpforest.cli as cli
import dpforest.forests.base as base
from dpforest.cli import main
from dpforest.io import save_model

from conftest import make_mixed

REFIT_SAID = ("(candidates, comparison, refit), so it can read more than the epsilon parameter, "
              "which is the refit's share")
NO_REFIT_SAID = "which is the share each candidate was fitted with (no refit)"


def _chosen_model(share: float):
    """The model a private selection of two small forests chose, refitted with ``share``."""
    from dpforest.model_selection import PrivateModelSelector

    X, y, schema = make_mixed(400, seed=1)
    cands = [d.DPForestClassifier(max_depth=1, progress=False),
             d.DPForestClassifier(max_depth=2, progress=False)]
    return PrivateModelSelector(cands, 1.0, schema, refit_share=share,
                                random_state=0).fit(X, y).best_estimator_


def _reword(ledger, old_start: str, new_start: str) -> int:
    """Rename the entries whose wording starts with ``old_start``; how many there were."""
    hits = [e.what.startswith(old_start) for e in ledger.entries]
    ledger.entries = [dataclasses.replace(e, what=new_start + e.what[len(old_start):]) if hit
                      else e for e, hit in zip(ledger.entries, hits)]
    return sum(hits)


@pytest.mark.parametrize("share, old_start, new_start, said", [
    (0.5, "refit of candidate", "winner fitted again: candidate", REFIT_SAID),
    (0.0, "candidate 0 fit", "refit of candidate 0 on its part", NO_REFIT_SAID),
], ids=["refit-reworded", "no-refit-worded-like-one"])
def test_show_tells_a_refit_by_the_ledgers_scopes_not_its_wording(tmp_path, capsys, share,
                                                                   old_start, new_start, said):
    """Whether a selection refitted its winner was read from the ledger entries' wording
    ('refit of candidate ...'): a reworded refit was said to be none, and an entry merely
    worded like one made a refit of none.  The refit is the selection's one entry that reads
    all the records (no partition), as every version's files book it."""
    chosen = _chosen_model(share)
    assert _reword(chosen.ledger_, old_start, new_start) == 1
    save_model(chosen, tmp_path / "m.json")
    capsys.readouterr()
    assert main(["show", str(tmp_path / "m.json")]) == 0
    assert said in capsys.readouterr().out


@pytest.mark.parametrize("share, said", [(0.5, REFIT_SAID), (0.0, NO_REFIT_SAID)])
def test_show_of_a_saved_selection_with_and_without_a_refit(tmp_path, capsys, share, said):
    """As written by the selection, loaded from its file: the wording unchanged."""
    save_model(_chosen_model(share), tmp_path / "m.json")
    capsys.readouterr()
    assert main(["show", str(tmp_path / "m.json")]) == 0
    out = capsys.readouterr().out
    assert said in out and (REFIT_SAID if share == 0 else NO_REFIT_SAID) not in out


class _Bar:
    """A progress bar that records what it was told (every bar of the command, in ``made``)."""

    made: list = []

    def __init__(self, total, desc, enabled, delay=None):
        self.total, self.descs, self.updates, self.closed = total, [desc], [], False
        self.enabled = enabled
        _Bar.made.append(self)

    def update(self, n=1):
        self.updates.append(n)

    def set_description(self, desc=None, refresh=True):
        self.descs.append(desc)

    def close(self):
        self.closed = True


@pytest.fixture
def bars(monkeypatch):
    """The command's bars, recorded instead of drawn."""
    _Bar.made = []
    monkeypatch.setattr(base, "progress_bar", _Bar)
    return _Bar.made


def _numeric_files(tmp_path, rows: int, name="d.csv"):
    """A CSV of ``rows`` records (an id, one numeric feature 'a' in [0, 1], labels 'y') and its
    schema file."""
    rng = np.random.default_rng(0)
    df = pd.DataFrame({"id": [f"r{i:06d}" for i in range(rows)], "a": rng.random(rows).round(6)})
    df["y"] = np.where(df.a > 0.5, "yes", "no")
    df.to_csv(tmp_path / name, index=False)
    (tmp_path / "s.json").write_text(json.dumps({
        "features": [{"name": "a", "type": "numeric", "lower": 0, "upper": 1}],
        "classes": ["no", "yes"], "target": "y"}))
    return tmp_path / name, tmp_path / "s.json"


def test_a_refused_read_closes_the_stage_bar_before_its_message(tmp_path, capsys, bars):
    """fit closed its stage bar only once the file had been read and checked: a file the
    schema refuses left the bar drawn under the refusal.  The stages are a context manager."""
    data, schema = _numeric_files(tmp_path, 50)
    text = data.read_text().replace("\nr000007,", "\nr000007,7", 1)   # 'a' out of [0, 1]
    data.write_text(text)
    assert main(["fit", str(data), "--schema", str(schema), "--epsilon", "1", "--drop", "id",
                 "-o", str(tmp_path / "m.json")]) == 2
    assert "values outside the declared bounds" in capsys.readouterr().err
    stage = [b for b in bars if b.descs[0] == "dpforest: reading the CSV"]
    assert len(stage) == 1 and stage[0].closed


def test_stages_close_their_bar_on_leaving_the_block(bars):
    class A:
        no_progress = True

    with pytest.raises(RuntimeError):
        with cli._Stages(A(), ("one", "two")) as stages:
            stages.next()
            raise RuntimeError("refused")
    assert bars[0].closed and bars[0].updates == [1] and bars[0].descs == [
        "dpforest: one", "dpforest: two"] and bars[0].enabled is False


def _predicted(monkeypatch, capsys, argv, chunks: bool) -> str:
    """``dpforest predict``'s output, the file read whole or in chunks of 4,000 records (and
    its comment lines filtered as they are read)."""
    import dpforest._cli.csv_reading as reading

    monkeypatch.setattr(cli, "PREDICT_STREAM_BYTES", -1 if chunks else 1 << 62)
    monkeypatch.setattr(reading, "FILTER_IN_MEMORY_BYTES", -1 if chunks else 1 << 62)
    monkeypatch.setattr(cli, "PREDICT_CHUNK_ROWS", 4_000)
    capsys.readouterr()
    assert main(argv) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("kind", ["plain", "gzip", "comment-lines"])
def test_a_file_predicted_in_chunks_advances_its_bar_by_its_bytes(tmp_path, capsys, monkeypatch,
                                                                   bars, kind):
    """The bar of a large file predicted in chunks stood still until the end: it now counts
    the file's bytes on disk as they are read (the compressed ones of a .gz; the file's own
    under the comment-line filter), the file's size its total -- never a count of chunks or
    records.  The predictions are those of the whole file's read."""
    train, schema = _numeric_files(tmp_path, 300, "train.csv")
    m = str(tmp_path / "m.json")
    assert main(["fit", str(train), "--schema", str(schema), "--epsilon", "1", "--drop", "id",
                 "--no-progress", "-o", m]) == 0
    data, _ = _numeric_files(tmp_path, 60_000)        # about 1 MB: a few reads of the parser
    extra = []
    if kind == "comment-lines":
        lines = data.read_text().split("\n")
        data.write_text("\n".join(line + ("\n# checked" if i % 1000 == 1 else "")
                                  for i, line in enumerate(lines)))
        extra = ["--comment", "#"]
    if kind == "gzip":
        gz = tmp_path / "d.csv.gz"
        gz.write_bytes(gzip.compress(data.read_bytes(), compresslevel=1))
        data = gz
    size = data.stat().st_size
    argv = ["predict", m, str(data), "--keep", "id", *extra]
    whole = _predicted(monkeypatch, capsys, argv, chunks=False)
    bars.clear()
    assert _predicted(monkeypatch, capsys, argv, chunks=True) == whole
    assert whole.count("\n") == 60_001
    (bar,) = bars
    assert bar.descs == ["dpforest: reading and predicting in chunks"] and bar.closed
    assert bar.total == size and bar.unit == "B"
    # advanced chunk by chunk, to the whole file
    assert len(bar.updates) >= 2 and all(n > 0 for n in bar.updates), bar.updates
    assert sum(bar.updates) == size


def test_a_position_that_cannot_be_told_leaves_the_bar_where_it_is(tmp_path, bars):
    class A:
        no_progress = False

    (tmp_path / "f").write_bytes(b"x" * 100)
    with cli._FileStage(A(), "reading", tmp_path / "f") as stage:
        stage.reached(None)
        stage.reached(40)
        stage.reached(30)               # (a position is never taken back)
        stage.reached(500)              # (nor past the file's size)
    assert bars[0].total == 100 and bars[0].updates == [40, 60] and bars[0].closed


@pytest.fixture
def text_reads(monkeypatch):
    """The columns of each read of the whole file as text (None: every column)."""
    seen = []
    real = cli._read_frame

    def spy(path, fmt, dtype=None, *args, **kw):
        if dtype is str and kw.get("nrows") is None:
            seen.append(kw.get("usecols"))
        return real(path, fmt, dtype, *args, **kw)

    monkeypatch.setattr(cli, "_read_frame", spy)
    return seen


def test_schema_template_reads_as_text_only_the_columns_it_converts(tmp_path, capsys,
                                                                    text_reads):
    """In a layout of its own marks (decimal ',', thousands '.') the columns pandas read as
    numbers are drafted by their texts: every column was read as text again, the texts of
    the others unused.  Those columns alone now, with the same template."""
    body = ("n;m;w;c;y\n" + "".join(
        f"{i}.{i % 10}00;{i % 7}.{i % 3}5;{i % 9},5;{'ab'[i % 2]};{'pq'[i % 2]}\n"
        for i in range(1, 60)))
    (tmp_path / "d.csv").write_text(body)
    assert main(["schema-template", str(tmp_path / "d.csv"), "--sep", ";", "--decimal", ",",
                 "--thousands", ".", "--target", "y", "-o", str(tmp_path / "t.json"),
                 "--no-progress"]) == 0
    feats = {f["name"]: f for f in json.loads((tmp_path / "t.json").read_text())["features"]}
    # 1.100 is 1100 in these marks; 3.15 is no number in them, and stays text
    assert feats["n"]["type"] == "numeric" and feats["w"]["type"] == "numeric"
    assert feats["m"]["type"] == "categorical" and feats["c"]["type"] == "categorical"
    assert text_reads == [["n", "m"]]


def test_split_with_groups_reads_the_group_column_alone_again(tmp_path, capsys, monkeypatch):
    """split --group read every column of the file a second time for its ids; the records'
    read has refused a row with a field too many already, so the ids' read takes their
    column alone.  The parts are the same."""
    data, schema = _numeric_files(tmp_path, 400)
    reads = []
    real = cli._read_frame

    def spy(path, fmt, dtype=None, *args, **kw):
        if isinstance(dtype, dict) and list(dtype) == ["id"]:
            reads.append(kw.get("usecols"))
        return real(path, fmt, dtype, *args, **kw)

    monkeypatch.setattr(cli, "_read_frame", spy)
    tr, te = tmp_path / "tr.csv", tmp_path / "te.csv"
    assert main(["split", str(data), "--schema", str(schema), "--train", str(tr), "--test",
                 str(te), "--group", "id", "--random-state", "4", "--no-progress"]) == 0
    assert reads == [["id"]]
    both = pd.concat([pd.read_csv(tr, dtype=str), pd.read_csv(te, dtype=str)])
    assert sorted(both["id"]) == sorted(pd.read_csv(data, dtype=str)["id"])
    # a row with a field too many is still refused, by the records' read
    data.write_text(data.read_text().replace("\nr000009,", "\nr000009,0.5,", 1))
    assert main(["split", str(data), "--schema", str(schema), "--train", str(tr), "--test",
                 str(te), "--group", "id", "--random-state", "4", "--force",
                 "--no-progress"]) == 2
    assert "different number of fields" in capsys.readouterr().err

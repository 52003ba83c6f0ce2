"""The one reader of small plain files (models, budgets, schemas, output claims)."""
import os
import sys
import threading

import pytest

from dpforest._plain_file import FileTooLargeError, NotPlainFileError, read_plain_file

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="pipes and links: POSIX")


def _refusals_without_blocking(calls, seconds: float = 20) -> list[str]:
    """Each ``(call, exception class)`` run in a thread that must finish within ``seconds`` (a
    reader that opened a pipe by name would block for a writer): the refusals' texts, one a
    call, each raised as its class."""
    said = []

    def run():
        for call, kind in calls:
            try:
                call()
            except kind as e:
                said.append(str(e))

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), "a reader blocked on a pipe"
    assert len(said) == len(calls), said
    return said


def test_reads_a_regular_file_whole(tmp_path):
    p = tmp_path / "f.json"
    p.write_bytes(b'{"a": 1}')
    assert read_plain_file(p, 100) == b'{"a": 1}'
    assert read_plain_file(str(p), 8) == b'{"a": 1}'        # exactly at the cap: read


def test_refuses_a_file_above_the_cap_before_reading(tmp_path):
    p = tmp_path / "big"
    p.write_bytes(b"x" * 101)
    with pytest.raises(FileTooLargeError):
        read_plain_file(p, 100)


def test_refuses_a_folder_and_says_it_is_one(tmp_path):
    if sys.platform == "win32":
        pytest.skip("a folder does not open as a file on Windows")
    with pytest.raises(NotPlainFileError) as e:
        read_plain_file(tmp_path, 100)
    assert e.value.is_dir


@posix_only
def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    result = []

    def read():
        try:
            read_plain_file(fifo, 100)
        except NotPlainFileError as e:
            result.append(e.is_dir)

    t = threading.Thread(target=read, daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive(), "opening a pipe blocked"
    assert result == [False]


@posix_only
def test_a_device_is_refused():
    with pytest.raises(NotPlainFileError):
        read_plain_file("/dev/zero", 100)


@posix_only
def test_links_are_followed_unless_refused(tmp_path):
    target = tmp_path / "real"
    target.write_bytes(b"claim")
    link = tmp_path / "link"
    link.symlink_to(target)
    assert read_plain_file(link, 100) == b"claim"
    with pytest.raises(NotPlainFileError):
        read_plain_file(link, 100, follow_links=False)


@posix_only
def test_a_socket_is_refused_as_not_a_plain_file(tmp_path):
    """os.open on a socket fails (ENXIO) before anything can be checked: said as the other
    kinds of file are, not as the system's raw error."""
    import socket

    from dpforest.io import ModelFileError, load_model

    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        with pytest.raises(NotPlainFileError):
            read_plain_file(path, 100)
        with pytest.raises(ModelFileError, match="not a regular file"):
            load_model(path)


def test_a_file_that_grows_past_the_cap_while_read_is_refused(tmp_path, monkeypatch):
    p = tmp_path / "f"
    p.write_bytes(b"x" * 50)
    real_fstat = os.fstat

    def small(fd):                      # the size read before the file grew
        st = real_fstat(fd)
        return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid,
                               st.st_gid, 10, st.st_atime, st.st_mtime, st.st_ctime))

    monkeypatch.setattr(os, "fstat", small)
    with pytest.raises(FileTooLargeError):
        read_plain_file(p, 20)


@posix_only
def test_a_name_checked_as_a_plain_file_then_opened_as_a_pipe_does_not_block(tmp_path, monkeypatch):
    """The race the reader closes: a name that a stat by name reports as a plain file, and
    that is a pipe when opened (replaced in between).  A reader that trusted the stat blocked
    in open() for a writer; this one opens without waiting and judges what it opened."""
    import pathlib

    from dpforest.io import ModelFileError, load_model

    plain = tmp_path / "plain"
    plain.write_bytes(b"{}")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    real_stat = os.stat

    def as_plain(path, *args, **kwargs):
        return real_stat(plain if os.fspath(path) == os.fspath(fifo) else path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", as_plain)
    monkeypatch.setattr(pathlib.Path, "stat", lambda self, **kw: as_plain(self, **kw))
    (said,) = _refusals_without_blocking([(lambda: load_model(fifo), ModelFileError)])
    assert "not a regular file" in said


def test_a_missing_file_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_plain_file(tmp_path / "absent", 100)


@posix_only
def test_every_reader_refuses_a_pipe_without_blocking(tmp_path):
    """A model, a budget and a schema named by a pipe: each refused with its own error, none
    waiting for a writer (each would block in open() if it opened the name plainly)."""
    from dpforest import PrivacyBudget
    from dpforest.cli import CLIError, load_schema_file
    from dpforest.io import ModelFileError, load_model

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    errors = _refusals_without_blocking([(lambda: load_model(fifo), ModelFileError),
                                         (lambda: PrivacyBudget.open(str(fifo)), ValueError),
                                         (lambda: load_schema_file(fifo), CLIError)])
    assert "not a regular file" in errors[0] and "not a regular file" in errors[2]
    assert "not a dpforest privacy budget" in errors[1]

"""Model files without a path: dumps_model / loads_model, and save_model / load_model on binary
file objects -- the same bytes as a file, and every check load_model makes on a file."""

from __future__ import annotations

import gzip
import hashlib
import io
import pickle

import numpy as np
import pytest

import dpforest as d
from dpforest.io import (InconsistentVersionWarning, ModelFileError, dumps_model, load_model, loads_model,
                         save_model)

from conftest import make_mixed


@pytest.fixture(scope="module")
def fitted():
    X, y, schema = make_mixed(600)
    model = d.DiffPRFsClassifier(1.0, schema, n_estimators=4, max_depth=3, random_state=0,
                                 progress=False).fit(X, y)
    return X, model


def test_exported_from_the_package():
    assert d.dumps_model is dumps_model and d.loads_model is loads_model
    assert {"dumps_model", "loads_model"} <= set(d.__all__)
    assert {"dumps_model", "loads_model"} <= set(d.io.__all__)


@pytest.mark.parametrize("compress, name", [(False, "m.json"), (True, "m.json.gz")])
def test_bytes_are_the_file_save_model_writes(tmp_path, fitted, compress, name):
    _, model = fitted
    blob = dumps_model(model, compress=compress)
    assert blob == save_model(model, tmp_path / name).read_bytes()
    assert blob == dumps_model(model, compress=compress)            # deterministic
    assert (blob[:2] == b"\x1f\x8b") is compress
    # a binary file object gets the same bytes: compressed where its name says .gz, as a path
    buf = io.BytesIO()
    assert save_model(model, buf) is buf and not buf.closed
    assert buf.getvalue() == dumps_model(model)
    with open(tmp_path / ("fo-" + name), "wb") as fh:
        save_model(model, fh)
    assert (tmp_path / ("fo-" + name)).read_bytes() == blob


@pytest.mark.parametrize("compress", [False, True])
def test_round_trip_through_bytes_and_file_objects_gives_identical_proba(tmp_path, fitted, compress):
    X, model = fitted
    expected = model.predict_proba(X)
    blob = dumps_model(model, compress=compress)
    sha = hashlib.sha256(blob).hexdigest()
    for back in (loads_model(blob), loads_model(bytearray(blob), sha256=sha),
                 loads_model(memoryview(blob), sha256=sha.upper()),
                 load_model(io.BytesIO(blob), sha256=sha)):
        assert type(back) is type(model)
        np.testing.assert_array_equal(back.predict_proba(X), expected)
        assert back.ledger_.epsilon == model.ledger_.epsilon
    path = save_model(model, tmp_path / ("m.json.gz" if compress else "m.json"))
    with open(path, "rb") as fh:
        np.testing.assert_array_equal(load_model(fh, sha256=sha).predict_proba(X), expected)
    # a stream is read from where it stands: a model after a header of the caller's own
    buf = io.BytesIO(b"HEADER" + blob)
    buf.read(6)
    np.testing.assert_array_equal(load_model(buf).predict_proba(X), expected)


def test_sha256_mismatch_is_refused(fitted):
    _, model = fitted
    blob = dumps_model(model)
    other = hashlib.sha256(blob + b" ").hexdigest()
    with pytest.raises(ModelFileError, match="sha256 differs") as e:
        loads_model(blob, sha256=other)
    assert hashlib.sha256(blob).hexdigest() not in str(e.value)    # the bytes' own hash unsaid
    with pytest.raises(ModelFileError, match="sha256 differs"):
        load_model(io.BytesIO(blob), sha256=other)
    with pytest.raises(ValueError, match="64 hexadecimal digits"):
        loads_model(blob, sha256="abc")
    # an edited payload is refused by the embedded checksum, as in a file
    edited = blob.replace(b'"epsilon_spent":1.0', b'"epsilon_spent":0.5', 1)
    assert edited != blob
    with pytest.raises(ModelFileError):
        loads_model(edited)


def test_oversize_is_refused_before_it_is_read_whole(fitted):
    _, model = fitted
    blob = dumps_model(model)
    with pytest.raises(ModelFileError, match="larger than max_bytes=100"):
        loads_model(blob, max_bytes=100)
    np.testing.assert_array_equal(loads_model(blob, max_bytes=len(blob)).trees_[0].feature,
                                  model.trees_[0].feature)

    class Counting(io.BytesIO):
        asked = 0

        def read(self, n=-1):
            Counting.asked += n if n >= 0 else 10 ** 12
            return super().read(n)
    stream = Counting(blob)
    with pytest.raises(ModelFileError, match="larger than max_bytes=100"):
        load_model(stream, max_bytes=100)
    assert Counting.asked <= 101
    # a gzip blob that inflates past max_bytes (a bomb) is refused too
    bomb = gzip.compress(b"{" + b" " * 50_000 + b"}", mtime=0)
    with pytest.raises(ModelFileError, match="decompresses to more than max_bytes"):
        loads_model(bomb, max_bytes=10_000)


SECRET_ROWS = [b"alice,1987-03-02,HIV+,52000\n", b"\x80\x04\x95secret-pickle", b"bob;diabetes;7.2",
               b"\x00\x01\x02\x03", b"[1, 2, 3]", b"   \n\t", b""]


@pytest.mark.parametrize("garbage", SECRET_ROWS)
def test_garbage_bytes_are_refused_without_echoing_them(garbage):
    with pytest.raises(ModelFileError) as e:
        loads_model(garbage)
    message = str(e.value)
    for piece in garbage.split(b",") + garbage.split(b";"):
        piece = piece.strip()
        if len(piece) >= 3:
            assert piece.decode("latin-1") not in message
            assert repr(piece) not in message
    # one message for every blob that does not open as a JSON object: its content chooses nothing
    assert message == ("the bytes object given is not a dpforest model file (not a JSON object: "
                       "empty, a pickle, a data file or damaged bytes?); a pickle loads with pickle.loads, "
                       "only from a source you trust")


def test_a_pickled_model_gets_the_same_message_as_any_other_bytes(fitted):
    _, model = fitted
    with pytest.raises(ModelFileError) as pickled:
        loads_model(pickle.dumps(model))
    with pytest.raises(ModelFileError) as data:
        loads_model(b"age,income\n")
    assert str(pickled.value) == str(data.value)
    # a file object with a pickle's name is told by that name, as a path is
    with pytest.raises(ModelFileError, match="named as a pickle"):
        fh = io.BytesIO(pickle.dumps(model))
        fh.name = "model.pkl"
        load_model(fh)


def test_text_mode_and_wrong_types_are_refused(tmp_path, fitted):
    _, model = fitted
    with open(tmp_path / "m.json", "w") as fh, pytest.raises(TypeError, match="binary mode"):
        save_model(model, fh)
    save_model(model, tmp_path / "m.json")
    with open(tmp_path / "m.json") as fh, pytest.raises(TypeError, match="binary mode"):
        load_model(fh)
    with pytest.raises(TypeError, match="loads_model reads bytes"):
        loads_model(str(tmp_path / "m.json"))
    with pytest.raises(TypeError, match="dumps_model saves dpforest estimators"):
        dumps_model(object())


def test_another_versions_blob_warns_from_the_callers_line(fitted, monkeypatch):
    _, model = fitted
    blob = dumps_model(model)
    monkeypatch.setattr(d, "__version__", "0.0.1")
    with pytest.warns(InconsistentVersionWarning) as rec:
        loads_model(blob)
    assert rec[0].message.path == "<bytes>" and rec[0].filename == __file__
    with pytest.warns(InconsistentVersionWarning) as rec:
        load_model(io.BytesIO(blob))
    assert rec[0].message.path == "<file object>" and rec[0].filename == __file__


def test_a_gzip_file_object_is_not_compressed_twice(tmp_path, fitted):
    X, model = fitted
    with gzip.open(tmp_path / "m.json.gz", "wb") as fh:
        save_model(model, fh)
    assert gzip.decompress((tmp_path / "m.json.gz").read_bytes()) == dumps_model(model)
    np.testing.assert_array_equal(load_model(tmp_path / "m.json.gz").predict_proba(X),
                                  model.predict_proba(X))


def test_a_json_data_file_given_by_mistake_gets_one_message_whatever_it_holds():
    """Its records must not shape the refusal: not which check they fail first, nor a
    "format" value quoted back (a privacy audit found one echoed verbatim)."""
    import gzip

    from dpforest import ModelFileError, loads_model

    docs = [b'{"format": "Alice 123-45-6789 HIV+"}', b'{"name": "Bob", "name": "Bob"}',
            b'{"a": ' * 300 + b'1' + b'}' * 300, b'{"age": 41, "diag": "x"', b'{"k": "\xff\xfe"}',
            b'{"records": [1, 2, 3]}']
    said = set()
    for raw in docs:
        for data in (raw, gzip.compress(raw)):
            with pytest.raises(ModelFileError) as info:
                loads_model(data)
            said.add(str(info.value))
    assert len(said) == 1 and "Alice" not in said.pop()


def test_a_damaged_gzip_is_refused_without_zlibs_detail():
    import gzip

    from dpforest import ModelFileError, loads_model

    said = set()
    for body in (b'{"a": 1}' * 50, b'x' * 400, bytes(range(256)) * 2):
        z = bytearray(gzip.compress(body))
        z[12:20] = b"\xff" * 8                 # inside the deflate stream
        with pytest.raises(ModelFileError) as info:
            loads_model(bytes(z))
        said.add(str(info.value))
    assert all("(" not in s for s in said)


def test_a_refused_data_file_carries_no_cause_or_context():
    """A decoder's error holds the whole document and a parser's its position in the first
    record: neither may hang on the refusal (its traceback, an error reporter)."""
    import gzip

    from dpforest import ModelFileError, loads_model

    for raw in (b'{"name": "Alice Smith, diagnosis: cancer"', b'{"k": "\xe9t\xe9"}',
                b'{"a": 1, "a": 2}'):
        with pytest.raises(ModelFileError) as info:
            loads_model(raw)
        assert info.value.__cause__ is None and info.value.__context__ is None
    z = bytearray(gzip.compress(bytes(range(256)) * 2))
    z[12:20] = b"\xff" * 8
    with pytest.raises(ModelFileError) as info:
        loads_model(bytes(z))
    assert info.value.__cause__ is None and info.value.__context__ is None

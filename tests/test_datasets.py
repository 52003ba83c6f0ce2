"""Tests for dpforest.datasets: loaders of the shared UCI files and their documented schemas.

The shared raw files are found via DPFOREST_DATA, else <repo>/../shared/datasets; tests that need
them are skipped when that folder does not exist.  Expected counts are those measured in each
folder's SOURCE.md.
"""

from __future__ import annotations

import io
import os
import shutil
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dpforest import datasets as D
from dpforest.schema import Schema, SchemaError

SHARED = Path(os.environ.get("DPFOREST_DATA")
              or Path(__file__).resolve().parents[1].parent / "shared" / "datasets")


def _need(folder: str) -> Path:
    path = SHARED / folder
    if not path.is_dir():
        pytest.skip(f"shared data folder {path} not found (set DPFOREST_DATA to the directory "
                    f"holding adult/, mushroom/, internet_ads/, parkinsons_speech/)")
    return path


@pytest.fixture(scope="module")
def adult():
    _need("adult")
    return D.load_adult(data_dir=SHARED)


@pytest.fixture(scope="module")
def mushroom():
    _need("mushroom")
    return D.load_mushroom(data_dir=SHARED)


@pytest.fixture(scope="module")
def ads():
    _need("internet_ads")
    return D.load_internet_ads(data_dir=SHARED)


@pytest.fixture(scope="module")
def speech():
    _need("parkinsons_speech")
    return D.load_parkinsons_speech(data_dir=SHARED)


def _check_common(ds: D.Dataset, n_rows: int, n_features: int, counts: dict):
    assert isinstance(ds, D.Dataset)
    assert isinstance(ds.schema, Schema)
    assert list(ds.X.columns) == ds.schema.feature_names
    assert ds.X.shape == (n_rows, n_features)
    assert len(ds.y) == n_rows
    assert ds.y.value_counts().to_dict() == counts
    assert sorted(map(str, ds.schema.classes)) == sorted(map(str, counts))
    codes = ds.schema.encode(ds.X)
    assert codes.shape == (n_rows, n_features)
    assert (codes < ds.schema.n_codes()).all()
    labels = ds.schema.encode_labels(ds.y)
    assert set(np.unique(labels)) == set(range(len(counts)))
    assert ds.name and ds.description


def _missing_per_column(X: pd.DataFrame) -> dict:
    s = X.isna().sum()
    return {k: int(v) for k, v in s[s > 0].items()}


# ----------------------------------------------------------------------------- adult
def test_adult_counts_and_schema_fit(adult):
    _check_common(adult, 32561, 14, {"<=50K": 24720, ">50K": 7841})
    assert adult.X_test.shape == (16281, 14)
    assert list(adult.X_test.columns) == adult.schema.feature_names
    assert adult.y_test.value_counts().to_dict() == {"<=50K": 12435, ">50K": 3846}
    adult.schema.encode(adult.X_test)
    adult.schema.encode_labels(adult.y_test)
    assert int(adult.schema.is_numeric().sum()) == 6


def test_adult_labels_normalised(adult):
    for y in (adult.y, adult.y_test):
        assert set(y) == {"<=50K", ">50K"}
        assert not y.str.endswith(".").any()
        assert not y.str.contains(" ").any()


def test_adult_missing_only_in_documented_columns(adult):
    assert _missing_per_column(adult.X) == {"workclass": 1836, "occupation": 1843,
                                            "native-country": 583}
    assert _missing_per_column(adult.X_test) == {"workclass": 963, "occupation": 966,
                                                 "native-country": 274}
    assert int(adult.X.isna().any(axis=1).sum()) == 2399
    assert int(adult.X_test.isna().any(axis=1).sum()) == 1221
    allowed = {f.name for f in adult.schema.features if f.allow_missing}
    assert allowed == {"workclass", "occupation", "native-country"}
    # no stray '?' or leading spaces left in categorical columns
    for f in adult.schema.features:
        if f.kind == "categorical":
            vals = adult.X[f.name].dropna()
            assert not vals.str.startswith(" ").any() and "?" not in set(vals)


def test_adult_documented_domains(adult):
    feats = {f.name: f for f in adult.schema.features}
    assert len(feats["native-country"].categories) == 41
    assert len(feats["education"].categories) == 16
    assert len(feats["workclass"].categories) == 8
    assert len(feats["occupation"].categories) == 14
    assert (feats["age"].lower, feats["age"].upper) == (17, 90)
    assert (feats["hours-per-week"].lower, feats["hours-per-week"].upper) == (1, 99)
    assert (feats["capital-gain"].lower, feats["capital-gain"].upper) == (0, 99999)
    assert (feats["education-num"].lower, feats["education-num"].upper) == (1, 16)
    assert adult.schema.classes == ["<=50K", ">50K"]


def test_adult_schema_independent_of_data(adult, tmp_path):
    """A tiny copy (few categories, narrow ranges) yields exactly the same schema."""
    src = _need("adult")
    dst = tmp_path / "adult"
    dst.mkdir()
    lines = (src / "adult.data").read_text().splitlines()
    (dst / "adult.data").write_text("\n".join(lines[:3]) + "\n\n")
    tlines = (src / "adult.test").read_text().splitlines()
    (dst / "adult.test").write_text("\n".join(tlines[:3]) + "\n\n")
    small = D.load_adult(data_dir=tmp_path)
    assert small.X.shape == (3, 14) and small.X_test.shape == (2, 14)
    assert small.schema == adult.schema
    assert set(small.y_test) <= {"<=50K", ">50K"}


# ----------------------------------------------------------------------------- mushroom
def test_mushroom_counts_and_schema_fit(mushroom):
    _check_common(mushroom, 8124, 22, {"e": 4208, "p": 3916})
    assert mushroom.X_test is None and mushroom.y_test is None
    assert all(f.kind == "categorical" for f in mushroom.schema.features)
    assert mushroom.schema.feature_names[0] == "cap-shape"
    assert mushroom.schema.feature_names[-1] == "habitat"


def test_mushroom_missing_only_stalk_root(mushroom):
    assert _missing_per_column(mushroom.X) == {"stalk-root": 2480}
    assert [f.name for f in mushroom.schema.features if f.allow_missing] == ["stalk-root"]


def test_mushroom_veil_type_keeps_documented_domain(mushroom):
    feats = {f.name: f for f in mushroom.schema.features}
    assert set(mushroom.X["veil-type"]) == {"p"}          # constant in the data ...
    assert feats["veil-type"].categories == ("p", "u")   # ... documented domain kept
    assert feats["stalk-root"].categories == tuple("bcuezr")


def test_mushroom_schema_not_derived_from_data(mushroom, tmp_path):
    """Rows with few categories present still give every documented category."""
    src = _need("mushroom") / "agaricus-lepiota.data"
    rows = src.read_text().splitlines()[:10]
    folder = tmp_path / "mushroom"
    folder.mkdir()
    (folder / "agaricus-lepiota.data").write_text("\n".join(rows) + "\n")
    small = D.load_mushroom(data_dir=tmp_path)
    assert small.X.shape == (10, 22)
    feats = {f.name: f for f in small.schema.features}
    present = small.X["cap-color"].nunique()
    assert present < len(feats["cap-color"].categories) == 10
    assert len(feats["gill-color"].categories) == 12
    assert small.schema == mushroom.schema
    small.schema.encode(small.X)


# ----------------------------------------------------------------------------- internet ads
def test_internet_ads_counts_and_schema_fit(ads):
    _check_common(ads, 3279, 1558, {"nonad": 2820, "ad": 459})
    assert ads.schema.feature_names[:5] == ["height", "width", "aratio", "local",
                                            "url*images+buttons"]
    assert ads.schema.feature_names[-1] == "caption*you"
    assert ads.schema.classes == ["ad", "nonad"]
    assert set(ads.y) == {"ad", "nonad"}


def test_internet_ads_missing_values(ads):
    assert _missing_per_column(ads.X) == {"height": 903, "width": 901, "aratio": 910,
                                          "local": 15}
    assert int((~ads.X.isna().any(axis=1)).sum()) == 2359
    assert {f.name for f in ads.schema.features if f.allow_missing} == {
        "height", "width", "aratio", "local"}
    binary = ads.X.iloc[:, 4:]
    assert binary.isin([0, 1]).all().all()


def test_internet_ads_from_zip_only(ads, tmp_path):
    folder = tmp_path / "internet_ads"
    folder.mkdir()
    shutil.copy(_need("internet_ads") / "ad-dataset.zip", folder)
    z = D.load_internet_ads(data_dir=tmp_path)
    assert z.X.shape == ads.X.shape
    assert z.schema == ads.schema
    pd.testing.assert_series_equal(z.y, ads.y)


# ----------------------------------------------------------------------------- parkinson's
def test_parkinsons_counts_and_schema_fit(speech):
    _check_common(speech, 252, 751, {"PD": 188, "control": 64})
    assert speech.schema.classes == ["PD", "control"]
    assert speech.X.isna().sum().sum() == 0
    assert "class" not in speech.X.columns
    assert speech.schema.feature_names[0] == "gender"
    assert speech.schema.out_of_bounds == "clip"
    assert bool(speech.schema.is_numeric().all())


def test_parkinsons_bounds_hold_without_clipping(speech):
    """The wide public bounds already contain every shipped value (clip is only a safety net)."""
    for f in speech.schema.features:
        v = speech.X[f.name].to_numpy(dtype=float)
        assert np.all((v >= f.lower) & (v <= f.upper)), f.name


def test_parkinsons_schema_not_derived_from_data(speech, tmp_path):
    """A tiny copy with rescaled values (and a row-name column, as in Rdatasets) -> same schema."""
    df = speech.X.iloc[:4].copy() * 1000.0
    df["gender"] = [0, 1, 0, 1]
    df["class"] = ["PD", "control", "PD", "PD"]
    df.insert(0, "rownames", range(1, 5))
    folder = tmp_path / "parkinsons_speech"
    folder.mkdir()
    df.to_csv(folder / "pd_speech.csv", index=False)
    small = D.load_parkinsons_speech(data_dir=tmp_path)
    assert small.X.shape == (4, 751)
    assert small.schema == speech.schema
    small.schema.encode(small.X)


# ----------------------------------------------------------------------------- epileptic seizure
def _write_seizure(folder: Path, values: np.ndarray, y: list[int]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    cols = [""] + [f"X{i}" for i in range(1, 179)] + ["y"]
    lines = [",".join(f'"{c}"' if c else '""' for c in cols)]
    for r, (row, lab) in enumerate(zip(values, y)):
        ident = f"X{r + 1}.V1.{100 + r}"
        lines.append(",".join([f'"{ident}"'] + [str(int(v)) for v in row] + [str(lab)]))
    path = folder / "data.csv"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_epileptic_seizure_tiny_file(tmp_path):
    rng = np.random.default_rng(0)
    vals = rng.integers(-300, 300, size=(10, 178))
    vals[0, 0], vals[1, 1] = -2048, 2047  # extremes of the 12-bit range
    y = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5]
    _write_seizure(tmp_path / "epileptic_seizure", vals, y)

    b = D.load_epileptic_seizure(data_dir=tmp_path)
    assert b.X.shape == (10, 178)
    assert list(b.X.columns) == [f"X{i}" for i in range(1, 179)] == b.schema.feature_names
    assert b.schema.classes == [0, 1]
    assert b.y.tolist() == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0]
    np.testing.assert_array_equal(b.X.to_numpy(), vals)
    b.schema.encode(b.X)
    assert b.schema.encode_labels(b.y).tolist() == b.y.tolist()
    f0 = b.schema.features[0]
    assert (f0.lower, f0.upper) == (-2048, 2047)

    m = D.load_epileptic_seizure(data_dir=tmp_path, binary=False)
    assert m.schema.classes == [1, 2, 3, 4, 5]
    assert m.y.tolist() == y
    assert m.schema.encode_labels(m.y).tolist() == [v - 1 for v in y]
    m.schema.encode(m.X)
    assert m.X_test is None


def test_epileptic_schema_not_derived_from_data(tmp_path):
    a = _write_seizure(tmp_path / "a" / "epileptic_seizure", np.zeros((2, 178)), [1, 2])
    _write_seizure(tmp_path / "b" / "epileptic_seizure", np.full((3, 178), 1500), [3, 4, 5])
    sa = D.load_epileptic_seizure(data_dir=a.parents[1]).schema
    sb = D.load_epileptic_seizure(data_dir=tmp_path / "b").schema
    assert sa == sb
    # values outside the documented 12-bit range are refused, not absorbed into the schema
    bad = _write_seizure(tmp_path / "c" / "epileptic_seizure", np.full((2, 178), 5000), [1, 2])
    ds = D.load_epileptic_seizure(data_dir=bad.parents[1])
    with pytest.raises(SchemaError):
        ds.schema.encode(ds.X)


# ----------------------------------------------------------------------------- location / errors
def _tiny_mushroom(root: Path, n: int) -> Path:
    src = _need("mushroom") / "agaricus-lepiota.data"
    folder = root / "mushroom"
    folder.mkdir(parents=True)
    (folder / "agaricus-lepiota.data").write_text(
        "\n".join(src.read_text().splitlines()[:n]) + "\n")
    return root


def test_env_var_resolution(tmp_path, monkeypatch):
    env_root = _tiny_mushroom(tmp_path / "env", 7)
    arg_root = _tiny_mushroom(tmp_path / "arg", 5)
    monkeypatch.setenv("DPFOREST_DATA", str(env_root))
    assert len(D.load_mushroom().X) == 7                      # from the environment
    assert len(D.load_mushroom(data_dir=arg_root).X) == 5     # the argument wins
    assert len(D.load_mushroom(data_dir=str(arg_root)).X) == 5


def test_missing_data_dir_gives_helpful_error(tmp_path, monkeypatch):
    loaders = [D.load_adult, D.load_mushroom, D.load_internet_ads, D.load_parkinsons_speech,
               D.load_epileptic_seizure]
    for load in loaders:
        with pytest.raises(FileNotFoundError) as e:
            load(data_dir=tmp_path / "nowhere")
        msg = str(e.value)
        assert "DPFOREST_DATA" in msg and "download=True" in msg and "nowhere" in msg
    # neither argument nor environment nor a checkout's shared folder (and an empty cache):
    # still a clear error (the module moved out of any checkout, so the test does not depend
    # on what this machine's shared folder holds)
    monkeypatch.delenv("DPFOREST_DATA", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(D, "__file__", str(tmp_path / "site" / "dpforest" / "datasets.py"))
    with pytest.raises(FileNotFoundError, match="DPFOREST_DATA"):
        D.load_epileptic_seizure()


def test_download_writes_into_data_dir(tmp_path, monkeypatch):
    """download=True fetches the UCI file into <data_dir>/<folder>/ (network faked)."""
    src = _write_seizure(tmp_path / "src", np.ones((3, 178)), [1, 3, 5])
    payload = src.read_bytes()
    seen = []

    def fake_urlopen(url, timeout=None):
        seen.append(url)
        if "web.archive.org" not in url:
            raise OSError("offline")                     # first mirror fails
        return io.BytesIO(payload)

    monkeypatch.setattr(D.urllib.request, "urlopen", fake_urlopen)
    ds = D.load_epileptic_seizure(data_dir=tmp_path / "dl", download=True, binary=False)
    assert (tmp_path / "dl" / "epileptic_seizure" / "data.csv").read_bytes() == payload
    assert ds.y.tolist() == [1, 3, 5]
    assert len(seen) == 2 and "archive.ics.uci.edu" in seen[0]
    assert not list((tmp_path / "dl" / "epileptic_seizure").glob("*.part"))

    def offline(url, timeout=None):
        raise OSError("offline")

    monkeypatch.setattr(D.urllib.request, "urlopen", offline)
    with pytest.raises(FileNotFoundError, match="could not download"):
        D.load_mushroom(data_dir=tmp_path / "dl2", download=True)


# ----------------------------------------------------------------------------- one resolver
def _fake_mushroom(root: Path, n: int) -> Path:
    """``root/mushroom/agaricus-lepiota.data`` of ``n`` made-up records in the documented codes
    (no shared file needed)."""
    folder = root / "mushroom"
    folder.mkdir(parents=True, exist_ok=True)
    codes = [c[0] for c in D._MUSHROOM_CATEGORIES.values()]
    rows = [",".join(["ep"[i % 2]] + codes) for i in range(n)]
    (folder / "agaricus-lepiota.data").write_text("\n".join(rows) + "\n")
    return root


def _fake_checkout(tmp_path: Path, monkeypatch) -> Path:
    """Make ``dpforest.datasets`` sit in a checkout (``pyproject.toml`` in its root) with a
    ``shared/datasets`` folder beside it; returns that folder."""
    repo = tmp_path / "checkout"
    (repo / "src" / "dpforest").mkdir(parents=True)
    (repo / "pyproject.toml").write_text("[project]\nname = 'dpforest'\n")
    shared = tmp_path / "shared" / "datasets"
    shared.mkdir(parents=True)
    monkeypatch.setattr(D, "__file__", str(repo / "src" / "dpforest" / "datasets.py"))
    return shared


def test_loaders_benchmark_and_reproduce_resolve_one_data_folder(tmp_path, monkeypatch):
    """``benchmark`` (dpforest.benchmarks.datasets) and ``reproduce`` / ``compare`` (these
    loaders, through the runner's load_dataset) find the same files: the argument, else
    $DPFOREST_DATA, else shared/datasets beside a checkout.  The loaders used to skip the
    checkout's folder, so ``benchmark`` found Adult where ``reproduce`` loaded none."""
    from dpforest.benchmarks import datasets as bd
    from dpforest.experiments.runner import load_dataset

    shared = _fake_checkout(tmp_path, monkeypatch)
    _fake_mushroom(shared, 6)
    monkeypatch.delenv("DPFOREST_DATA", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))           # an empty download cache

    def rows():
        return (len(D.load_mushroom().X), len(load_dataset("mushroom").X),
                bd.available("mushroom"), len(bd.load("mushroom").X))

    assert rows() == (6, 6, None, 6)                             # the checkout's folder
    assert D.default_data_dir() == shared
    monkeypatch.setenv("DPFOREST_DATA", str(_fake_mushroom(tmp_path / "env", 4)))
    assert D.default_data_dir() == tmp_path / "env"
    assert rows() == (4, 4, None, 4)                             # the variable wins
    arg = _fake_mushroom(tmp_path / "arg", 3)
    assert D.default_data_dir(arg) == arg and len(D.load_mushroom(arg).X) == 3
    assert len(load_dataset("mushroom", arg).X) == 3             # the argument wins
    # the variable naming an empty folder: all three say not found, none falls back
    monkeypatch.setenv("DPFOREST_DATA", str(tmp_path / "empty"))
    why = bd.available("mushroom")
    assert why and str(tmp_path / "empty") in why
    with pytest.raises(FileNotFoundError, match="empty"):
        D.load_mushroom()
    with pytest.raises(bd.DatasetUnavailable, match="empty"):
        bd.load("mushroom")


def test_download_cache_is_read_after_the_checkout_and_written_instead_of_it(tmp_path,
                                                                           monkeypatch):
    """Without an argument or $DPFOREST_DATA, files an earlier download left in
    ~/.cache/dpforest are read (by the benchmark suite too) when the checkout's folder lacks
    them; a download goes into that cache, never into the checkout's shared folder (which may
    be read-only)."""
    from dpforest.benchmarks import datasets as bd

    shared = _fake_checkout(tmp_path, monkeypatch)
    monkeypatch.delenv("DPFOREST_DATA", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    cache = _fake_mushroom(tmp_path / "home" / ".cache" / "dpforest", 5)
    assert len(D.load_mushroom().X) == 5
    assert bd.available("mushroom") is None and len(bd.load("mushroom").X) == 5
    assert D.data_search_path() == [shared, cache]
    _fake_mushroom(shared, 6)                                    # the checkout's comes first
    assert len(D.load_mushroom().X) == 6 and len(bd.load("mushroom").X) == 6
    # given a folder, the cache is not searched
    assert D.data_search_path(tmp_path / "arg") == [tmp_path / "arg"]

    payload = _write_seizure(tmp_path / "src", np.ones((2, 178)), [1, 2]).read_bytes()
    monkeypatch.setattr(D.urllib.request, "urlopen", lambda url, timeout=None: io.BytesIO(payload))
    assert len(D.load_epileptic_seizure(download=True).X) == 2
    assert (cache / "epileptic_seizure" / "data.csv").read_bytes() == payload
    assert not (shared / "epileptic_seizure").exists()

"""train_test_split on a Dask DataFrame: the in-memory split's sides, lazily."""

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.model_selection import train_test_split
from dpforest.privacy.mechanisms import _noiseless

from conftest import make_mixed

dask = pytest.importorskip("dask")
dd = pytest.importorskip("dask.dataframe")


def _with_copies(n=600, copies=40):
    """make_mixed(n) with ``copies`` copies of one record and 5 copies of 10 others, spread
    over the whole frame (so over every partition): their sides turn on their ranks among
    copies counted across partitions."""
    X, y, s = make_mixed(n)
    rng = np.random.default_rng(1)
    extra = np.r_[np.zeros(copies, dtype=int), np.repeat(np.arange(1, 11), 5)]
    X = pd.concat([X, X.iloc[extra]], ignore_index=True)
    y = pd.concat([y, y.iloc[extra]], ignore_index=True)
    order = rng.permutation(len(X))
    return X.iloc[order].reset_index(drop=True), y.iloc[order].reset_index(drop=True), s


def _same_rows(mem, lazy):
    """The in-memory parts and the computed Dask parts hold the same rows, in the same order
    (Dask turns text columns into its string dtype: compared as objects)."""
    got = dask.compute(*lazy)
    for a, b in zip(mem, got):
        pd.testing.assert_frame_equal(pd.DataFrame(a).astype(object), pd.DataFrame(b).astype(object))


@pytest.mark.parametrize("npartitions", [1, 4, 9])
def test_dask_split_gives_every_record_the_in_memory_side(npartitions):
    X, y, s = _with_copies()
    Xd, yd = dd.from_pandas(X, npartitions=npartitions), dd.from_pandas(y, npartitions=npartitions)
    for seed in (0, 7):
        mem = train_test_split(X, y, schema=s, test_size=0.3, random_state=seed)
        lazy = train_test_split(Xd, yd, schema=s, test_size=0.3, random_state=seed)
        assert all(isinstance(p, (dd.DataFrame, dd.Series)) for p in lazy)
        assert {p.npartitions for p in lazy} == {npartitions}
        _same_rows(mem, lazy)
    # the copies split independently (their ranks differ), on both sides
    content = pd.util.hash_pandas_object(X.assign(y=y), index=False)
    copies = content.index[content == content.value_counts().idxmax()]
    assert len(copies) > 40
    test_index = set(mem[1].index)
    assert 0 < sum(i in test_index for i in copies) < len(copies)


def test_dask_split_reads_nothing_when_called():
    """The split builds a graph only: no computation runs until its parts are used."""
    X, y, s = make_mixed(300)
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)

    def refuse(*args, **kwargs):
        raise AssertionError("computed")

    with dask.config.set(scheduler=refuse):
        parts = train_test_split(Xd, yd, schema=s, random_state=0)
    _same_rows(train_test_split(X, y, schema=s, random_state=0), parts)


def test_dask_split_refuses_bad_values_when_computed_as_in_memory():
    """A value the schema refuses is refused when the parts are computed (the in-memory
    split's refusal, naming the column), not when the split is called."""
    X, y, s = make_mixed(300)
    X.loc[5, "age"] = 1000.0
    with pytest.raises(d.SchemaError, match="age"):
        train_test_split(X, y, schema=s, random_state=0)
    parts = train_test_split(dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3),
                             schema=s, random_state=0)
    with pytest.raises(d.SchemaError, match="age"):
        parts[0].compute()


def test_dask_split_groups_by_column_and_by_series():
    X, y, s = make_mixed(600)
    X["pid"] = np.arange(len(X)) // 3
    Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
    mem = train_test_split(X, y, schema=s, groups="pid", random_state=2)
    lazy = train_test_split(Xd, yd, schema=s, groups="pid", random_state=2)
    assert "pid" in lazy[0].columns
    _same_rows(mem, lazy)
    # a person's rows on one side
    assert not set(mem[0]["pid"]) & set(mem[1]["pid"])
    features = Xd.drop(columns=["pid"])
    _same_rows([m.drop(columns=["pid"]) if hasattr(m, "columns") else m for m in mem],
               train_test_split(features, yd, schema=s, groups=Xd["pid"], random_state=2))


def test_dask_split_refuses_what_it_cannot_pair():
    X, y, s = make_mixed(200)
    Xd, yd = dd.from_pandas(X, npartitions=2), dd.from_pandas(y, npartitions=2)
    with pytest.raises(TypeError, match="y as a Dask Series"):
        train_test_split(Xd, y, schema=s, random_state=0)
    with pytest.raises(TypeError, match="Dask DataFrame X"):
        train_test_split(X, yd, schema=s, random_state=0)
    with pytest.raises(TypeError, match="groups"):
        train_test_split(Xd, yd, schema=s, groups=np.arange(len(X)), random_state=0)
    with pytest.raises(ValueError, match="stratify"):
        train_test_split(Xd, yd, schema=s, stratify=yd, random_state=0)


def test_dask_fit_on_the_training_part_is_the_in_memory_fit():
    """A forest fits on the lazy training part (its X and y partitions pair up); without
    noise it is the forest fitted on the in-memory training part, and its ledger is its ε."""
    X, y, s = _with_copies(800)
    Xd, yd = dd.from_pandas(X, npartitions=5), dd.from_pandas(y, npartitions=5)
    X_tr, X_te, y_tr, y_te = train_test_split(Xd, yd, schema=s, test_size=0.25, random_state=4)
    mtr = train_test_split(X, y, schema=s, test_size=0.25, random_state=4)
    kw = dict(n_estimators=4, max_depth=3, random_state=0, progress=False)
    fitted = d.DPForestClassifier(1.0, s, **kw).fit(X_tr, y_tr)
    assert fitted.ledger_.epsilon == pytest.approx(1.0)
    with _noiseless():
        dsk = d.DPForestClassifier(1.0, s, **kw).fit(X_tr, y_tr)
        mem = d.DPForestClassifier(1.0, s, **kw).fit(mtr[0], mtr[2])
    np.testing.assert_allclose(dsk.predict_proba(mtr[1]), mem.predict_proba(mtr[1]))

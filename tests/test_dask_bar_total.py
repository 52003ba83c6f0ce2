"""The Dask door's set-up bar counts stages, never partitions: ``dd.read_csv`` cuts a file into
partitions by its size in bytes, so a bar of 2 x partitions + 1 steps had another total (7 or
9) for a file with one more record."""

import pytest

import dpforest as d
from dpforest.privacy.mechanisms import _noiseless

dd = pytest.importorskip("dask.dataframe")


def _set_up_bars(monkeypatch):
    """Every Dask set-up bar the door makes from now on (real tqdm bars), in a list."""
    from dpforest.forests import base

    real, bars = base.progress_bar, []

    def spy(total, desc, enabled, *args, **kwargs):
        bar = real(total, desc, enabled, *args, **kwargs)
        if desc.startswith("Dask set-up"):
            bars.append(bar)
        return bar

    monkeypatch.setattr(base, "progress_bar", spy)   # the door reads it from base when it starts
    return bars


def test_dask_set_up_bar_total_and_ticks_do_not_follow_the_partitions(mixed, monkeypatch):
    pytest.importorskip("tqdm")
    bars = _set_up_bars(monkeypatch)
    X, y, s = mixed
    for parts in (2, 5):
        Xd, yd = dd.from_pandas(X, npartitions=parts), dd.from_pandas(y, npartitions=parts)
        assert Xd.npartitions == parts
        with _noiseless():
            d.DiffPRFsClassifier(2.0, s, n_estimators=2, max_depth=2, random_state=0,
                                 progress=True).fit(Xd, yd)
    assert len(bars) == 2
    # the same total and the same count at the end (one tick a stage), whatever the partitions
    assert [b.total for b in bars] == [3, 3]
    assert [b.n for b in bars] == [3, 3]
    # the description still names the stage the set-up ended on
    assert all(b.desc.startswith("Dask set-up: keying partitions") for b in bars)

"""Guards for privacy mutations on the Dask door that the rest of the suite let through (a
mutation-testing round on ``dpforest.dask_data``).

The Dask door (:class:`dpforest.dask_data.DaskPrivateData`) answers the in-memory door's queries
by computing each partition's exact statistic where it lives and adding them up on the driver;
the noise and the ledger are the in-memory door's own.  So a slip in the Dask layer shows as an
exact statistic that is not the in-memory door's on the same records: a sum whose sensitivity
is no longer the one booked, a record counted twice, the records' size off.  Each test names the
slip it catches and compares, with the noise switched off (the test-only noiseless mode), what
the Dask door counts with what the in-memory door counts on the same records.  Small frames
(a few hundred records, 2-3 partitions) on Dask's local scheduler.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dpforest.data import PrivateData
from dpforest.privacy.mechanisms import _noiseless

dd = pytest.importorskip("dask.dataframe")
from dpforest.dask_data import DaskPrivateData  # noqa: E402

from conftest import make_mixed  # noqa: E402


def _doors(X, y, schema, npartitions=3, seed=0):
    """The in-memory door and the Dask door over the same records (same seed)."""
    mem = PrivateData(X, y, schema, 10.0, seed=seed)
    dsk = DaskPrivateData(dd.from_pandas(X, npartitions=npartitions),
                          dd.from_pandas(y, npartitions=npartitions), schema, 10.0, seed=seed)
    return mem, dsk


def _models(schema):
    """Two public models of fixed class probabilities that depend on a record's codes (so each
    record's Brier loss is its own, between 0 and 2)."""
    C = len(schema.classes)

    def lean(codes, j=0):
        p = np.full((len(codes), C), 0.1 / (C - 1))
        p[np.arange(len(codes)), codes[:, j] % C] = 0.9
        return p

    return [(None, lean), (None, lambda codes: np.full((len(codes), C), 1.0 / C))]


def test_brier_sums_on_dask_are_the_in_memory_sums():
    """``noisy_loss_sums(scoring='brier')`` books sensitivity 2·2^16 steps: each record's loss
    in [0, 2] on a 2^-16 grid.  The Dask door's exact sums must be the in-memory door's
    (mutation: the partitions' Brier sums taken at another resolution, ``2 * Q`` -- a record
    then moves the sum by up to 4·2^16 steps while the noise is for 2·2^16; no other test
    asked the Dask door for a Brier sum).  The winner by Brier is compared too."""
    X, y, s = make_mixed(300)
    mem, dsk = _doors(X, y, s)
    models = _models(s)
    with _noiseless():
        a = mem.noisy_loss_sums(models, 1.0, scoring="brier")
        b = dsk.noisy_loss_sums(models, 1.0, scoring="brier")
    np.testing.assert_array_equal(a, b)
    assert 0 < a.min() and a.max() <= 2 * len(X)
    assert [e.mechanism for e in mem.ledger.entries] == [e.mechanism for e in dsk.ledger.entries]


@pytest.mark.parametrize("bag", [False, "oob"])
def test_leaf_counts_on_dask_read_each_trees_own_bag(bag):
    """``noisy_leaf_counts`` books each tree's counts on the records of the bag it names (the
    sample's own, ``bag=False``, or the one passed): in-bag and out-of-bag compose in parallel,
    so each must read its bag only.  The Dask door's exact leaf histograms must be the
    in-memory door's (mutation: the Dask door hands its partitions ``bag=None``, counting every
    record of the tree's sample while the ledger books one bag; the SNR and Private-RDT forests
    ask with ``bag=None`` themselves, so no fit shows it -- an estimator of one's own asking
    for a bag, docs/extending.md, does)."""
    from dpforest.data import TreeSample

    X, y, s = make_mixed(300)
    mem, dsk = _doors(X, y, s, seed=5)
    samples = [TreeSample(k, bag="inbag") for k in range(3)] + [TreeSample(3, bag="oob")]
    route = lambda k, codes: codes[:, (k + 2) % 4] % 3          # noqa: E731  public routings
    n_leaves = [3] * len(samples)
    with _noiseless():
        a = mem.noisy_leaf_counts(samples, route, n_leaves, [1.0] * 4, bag=bag)
        b = dsk.noisy_leaf_counts(samples, route, n_leaves, [1.0] * 4, bag=bag)
    for k, (u, v) in enumerate(zip(a, b)):
        np.testing.assert_array_equal(u, v)
        assert 0 < u.sum() < len(X)                  # a bag, not the whole sample
    assert [e.scope for e in mem.ledger.entries] == [e.scope for e in dsk.ledger.entries]


def test_dask_size_counts_every_copy_of_a_repeated_record():
    """``noisy_total`` releases the number of records (sensitivity 1).  On Dask the driver
    adds the partitions' counts of their distinct contents, which it also ranks copies by; the
    size must count every copy, as in memory (mutation: the number of distinct contents a
    partition holds, ``len(counts)`` -- a size that is not the records' and that the default
    forest's depth, leaf release and grid read; the suite's frames repeat no record within a
    partition, where the two agree)."""
    X, y, s = make_mixed(200)
    Xk = pd.concat([X] * 3, ignore_index=True).sort_values("age", kind="stable")  # copies together
    yk = pd.concat([y] * 3, ignore_index=True).loc[Xk.index]
    Xk, yk = Xk.reset_index(drop=True), yk.reset_index(drop=True)
    mem, dsk = _doors(Xk, yk, s, npartitions=2)
    with _noiseless():
        assert dsk.noisy_total(1.0) == mem.noisy_total(1.0) == len(Xk)


def test_a_partition_of_x_and_y_of_unequal_lengths_is_refused_without_them():
    """A partition of X and the same partition of y of different lengths are refused by the
    worker that encodes them, before anything is released or charged: the refusal says what is
    wrong and quotes no length, since a partition's number of records is private (mutation: the
    two lengths quoted in the message, as a developer adds for debugging; the suite's check of
    the refusal that quotes no count covered only differing numbers of partitions)."""
    import dpforest as d

    X, y, s = make_mixed(300)
    Xd, yd = dd.from_pandas(X, npartitions=2), dd.from_pandas(y.iloc[:-7], npartitions=2)
    assert Xd.npartitions == yd.npartitions == 2
    with pytest.raises(d.SchemaError, match="different numbers of rows") as info:
        d.DPForestClassifier(1.0, s, progress=False).fit(Xd, yd)
    assert not any(ch.isdigit() for ch in str(info.value))
    assert "select X and y from one frame" in str(info.value)      # and what to do

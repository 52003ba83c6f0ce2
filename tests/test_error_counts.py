"""Error-count queries (OOB error, permutation importance): the compiled count, the secret shuffle,
batches of queries, and the same counts from the Dask door."""

from itertools import permutations

import numpy as np
import pytest
from scipy import stats

import dpforest as d
from dpforest import _kernels, _parallel
from dpforest.data import PrivateData, TreeSample
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.model import TreeVotes

ALPHA = 1e-6      # as in test_sampler.py: a correct shuffle fails about once in a million runs


@pytest.mark.parametrize("source", ["numpy", "secret"])
def test_shuffle_is_uniform_over_all_orders(source):
    """Over a numpy generator (tests) and over the OS bits a fit's secret permutations use."""
    from dpforest.data import SecretBits

    rng = np.random.default_rng() if source == "numpy" else SecretBits()
    index = {p: i for i, p in enumerate(permutations(range(4)))}
    seen = np.zeros(len(index))
    for _ in range(24_000):
        seen[index[tuple(_kernels.shuffled(np.arange(4), rng))]] += 1
    assert stats.chisquare(seen).pvalue > ALPHA
    # and every value lands in every position alike on a longer array
    pos = np.zeros((30, 30))
    for _ in range(3000):
        pos[np.arange(30), _kernels.shuffled(np.arange(30), rng)] += 1
    assert stats.chisquare(pos.ravel()).pvalue > ALPHA


def test_shuffle_resumes_when_its_random_words_run_out():
    values = np.arange(10)
    # two swap partners per 64-bit word: one word takes positions 9 and 8, then it asks for more
    # (all bits set: partner j = i, nothing moves)
    ones = np.full(1, np.iinfo(np.uint64).max, dtype=np.uint64)
    assert _kernels._shuffle_kernel(values, ones, 9) == 7 and np.array_equal(values, np.arange(10))
    # a zero draw falls in the rejected low range (0 < 2^32 mod 10): drawn again, nothing done
    assert _kernels._shuffle_kernel(values, np.zeros(1, dtype=np.uint64), 9) == 9
    out = _kernels.shuffled(np.arange(1000, dtype=np.uint8), np.random.default_rng(0))
    assert np.array_equal(np.sort(out), np.sort(np.arange(1000, dtype=np.uint8)))
    assert len(_kernels.shuffled(np.zeros(0), np.random.default_rng())) == 0


def _door_and_trees(mixed, n_trees=3):
    X, y, s = mixed
    with _noiseless():
        m = d.DiffPRFsClassifier(2.0, s, n_estimators=n_trees, max_depth=3, random_state=0,
                                 progress=False).fit(X, y)
    return PrivateData(X, y, s, 10.0), m.trees_


def test_compiled_error_counts_equal_predicting(mixed):
    door, trees = _door_and_trees(mixed)
    votes = TreeVotes(trees)
    samples = [TreeSample(k, bag="oob") for k in range(len(trees))]
    plain = lambda k, codes: votes(k, codes)  # noqa: E731  (a callable without .errors)
    with _noiseless():
        a = door.noisy_error_counts(samples, votes, 1.0, 1.0)
        b = door.noisy_error_counts(samples, plain, 1.0, 1.0)
        assert np.array_equal(a, b) and a[0].sum() > 0
        for k, tree in enumerate(trees):
            labels = np.nan_to_num(tree.counts, nan=-np.inf).argmax(1)
            assert np.array_equal(votes(k, door._codes), labels[tree.apply(door._codes)])
        # a permuted column: the same permutation (same seeded stream) gives the same count both ways
        j = int(trees[0].feature[0])
        a = door.noisy_error_counts(samples, votes, 1.0, 0.0, permute_feature=j, rng=np.random.default_rng(5))
        b = door.noisy_error_counts(samples, plain, 1.0, 0.0, permute_feature=j, rng=np.random.default_rng(5))
        assert np.array_equal(a[0], b[0]) and np.isnan(a[1]).all()


def test_compiled_count_walks_any_number_of_records(mixed):
    # four records walk side by side: blocks of 1-3 at the end count each record once
    door, trees = _door_and_trees(mixed, 1)
    votes = TreeVotes(trees)
    for n in range(0, 10):
        rec = np.arange(n, dtype=np.int32) * 7
        assert votes.errors(0, door._codes, door._y, rec) == int((votes(0, door._codes[rec]) != door._y[rec]).sum())


def test_a_batch_of_queries_equals_the_queries_one_by_one(mixed, monkeypatch):
    door, trees = _door_and_trees(mixed)
    votes = TreeVotes(trees)
    j = int(trees[0].feature[0])
    # tree 0 plain, tree 0 permuted, tree 1 permuted, tree 2 plain (exact size), per-query ε
    which, permute = [0, 0, 1, 2], [None, j, j, -1]
    eps, eps_size = [1.0, 0.5, 0.5, 2.0], [1.0, 0.0, 0.0, np.inf]
    samples = [TreeSample(k, bag="oob") for k in which]
    monkeypatch.setattr(_kernels, "_PARALLEL_MIN", 0)
    with _noiseless(), _parallel.using(2):
        batch = door.noisy_error_counts(samples, votes.take(which), eps, eps_size, permute_feature=permute,
                                        rng=[np.random.default_rng(k) for k in which], what="q")
    other = PrivateData(*mixed, 10.0)
    with _noiseless():
        singles = [other.noisy_error_counts([s], votes.take([k]), e, es, permute_feature=p,
                                            rng=np.random.default_rng(k), what="q")
                   for s, k, e, es, p in zip(samples, which, eps, eps_size, permute)]
    assert np.array_equal(batch[0], [x[0][0] for x in singles])
    np.testing.assert_array_equal(batch[1], [x[1][0] for x in singles])
    booked = lambda door: [(e.what, e.epsilon, e.mechanism, e.scope) for e in door.ledger.entries]  # noqa: E731
    assert booked(door) == booked(other) and len(booked(door)) == 6
    assert [e[2] for e in booked(door)].count("discrete Laplace (sensitivity 2)") == 2


def test_permuted_error_count_reads_the_shuffled_column(mixed):
    door, trees = _door_and_trees(mixed, 1)
    votes = TreeVotes(trees)
    r = door._sample_records(TreeSample(0, bag="oob"), False)
    j = int(trees[0].feature[0])
    column = _kernels.shuffled(door._codes[r, j], np.random.default_rng(1))
    copy = door._codes[r]
    copy[:, j] = column
    expected = int((votes(0, copy) != door._y[r]).sum())
    assert votes.errors(0, door._codes, door._y, r, j, column) == expected


def test_dask_door_answers_the_same_error_counts_permuted_or_not(mixed, monkeypatch):
    """OOB error counts are the same on Dask as in memory, booked alike.  A permuted count
    (permutation importance) needs one permutation over all of a record set's records: the Dask
    door gathers the permuted columns, permutes each over all partitions and hands every
    partition its slice, so with the same generators and partitions in row order it counts
    exactly what the in-memory door counts -- in one round or, with a small bound on the codes
    gathered at once, in one round a record set."""
    dd = pytest.importorskip("dask.dataframe")
    from dpforest.dask_data import DaskPrivateData

    X, y, s = mixed
    door, trees = _door_and_trees(mixed)
    dsk = DaskPrivateData(dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3), s, 10.0)
    votes = TreeVotes(trees)
    samples = [TreeSample(k, bag="oob") for k in range(len(trees))]
    with _noiseless():
        a = door.noisy_error_counts(samples, votes, 1.0, 1.0)
        b = dsk.noisy_error_counts(samples, votes, 1.0, 1.0)
    assert np.array_equal(a[0], b[0]) and np.array_equal(a[1], b[1]) and a[1].min() > 0
    booked = lambda door: [(e.what, e.epsilon, e.mechanism, e.scope) for e in door.ledger.entries]  # noqa: E731
    assert booked(door) == booked(dsk)
    # each tree: its plain count, then two permuted columns (one asked twice)
    feats = [int(t.feature[0]) for t in trees]
    tree = [k for k in range(len(trees)) for _ in range(4)]
    permute = [p for k in range(len(trees)) for p in (None, feats[k], (feats[k] + 1) % 4, feats[k])]
    gather = DaskPrivateData._map
    for bound in (DaskPrivateData.PERMUTE_ROUND_CODES, 1):
        monkeypatch.setattr(DaskPrivateData, "PERMUTE_ROUND_CODES", bound)
        gathers = []
        monkeypatch.setattr(DaskPrivateData, "_map", lambda self, fn: gathers.append(1) or gather(self, fn))
        got = []
        for door_ in (door, dsk):
            rngs = [np.random.default_rng(k) for k in range(len(trees))]
            with _noiseless():
                got.append(door_.noisy_error_counts([samples[k] for k in tree], votes.take(tree), 1.0, 0.0,
                                                    permute_feature=permute, rng=[rngs[k] for k in tree]))
        np.testing.assert_array_equal(got[0][0], got[1][0])
        np.testing.assert_array_equal(got[0][1], got[1][1])
        plain = np.array([p is None for p in permute])
        # permuting the roots' features misclassifies more records than the plain counts
        assert got[0][0][~plain][::3].sum() > got[0][0][plain].sum()
        assert gathers == [1] if bound > 1 else gathers == [1, 1, 1]
    assert booked(door) == booked(dsk)


def test_secret_permutations_come_from_the_os_not_a_seedable_generator(monkeypatch):
    """Without test generators, a run's permutations draw from SecretBits (os.urandom), and
    SecretBits refuses draws shuffled does not make."""
    from dpforest import data as dd
    from dpforest.data import SecretBits

    src, shared = PrivateData._permutation_stream([None, None], 0, None)
    assert isinstance(src, SecretBits) and shared is src
    assert PrivateData._permutation_stream([None, None], 1, shared)[0] is src
    given = np.random.default_rng(0)
    assert PrivateData._permutation_stream([given], 0, None)[0] is given
    calls = []
    monkeypatch.setattr(dd.os, "urandom", lambda k: calls.append(k) or bytes(k))
    words = SecretBits().integers(0, 1 << 64, 5, dtype=np.uint64)
    assert calls == [40] and words.dtype == np.uint64 and words.flags.writeable
    with pytest.raises(ValueError, match="64-bit words"):
        SecretBits().integers(0, 10, 5)
    monkeypatch.undo()
    perm = SecretBits().permutation(50)
    assert sorted(perm.tolist()) == list(range(50))


def test_a_known_permutation_or_a_lower_sensitivity_is_refused_with_noise(mixed):
    """The Δ = 2 of a permuted count rests on a secret permutation: a caller's seeded generator
    (replayable on a neighbouring data set) is refused outside the noiseless mode, and a
    sensitivity below 2 for a permuted column anywhere; nothing is booked either way."""
    door, trees = _door_and_trees(mixed)
    votes = TreeVotes(trees)
    samples = [TreeSample(0, bag="oob")]
    j = int(trees[0].feature[0])
    with pytest.raises(ValueError, match="rng is for the test-only noiseless mode"):
        door.noisy_error_counts(samples, votes, 1.0, 0.0, permute_feature=j, rng=np.random.default_rng(5))
    with pytest.raises(ValueError, match="rng is for the test-only noiseless mode"):
        door.noisy_error_counts(samples, votes, 1.0, 0.0, rng=[np.random.default_rng(5)])
    for ctx in (_noiseless, lambda: __import__("contextlib").nullcontext()):
        with ctx(), pytest.raises(ValueError, match="sensitivity 2"):
            door.noisy_error_counts(samples, votes, 1.0, 0.0, permute_feature=j, sensitivity=1)
    assert not door.ledger.entries
    errs, _ = door.noisy_error_counts(samples, votes, 1.0, 0.0, permute_feature=j)   # OS entropy
    assert len(errs) == 1 and "sensitivity 2" in door.ledger.entries[-1].mechanism

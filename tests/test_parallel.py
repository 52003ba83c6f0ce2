"""``n_jobs``: scikit-learn's meaning, and the same model whatever the number of threads."""

import numpy as np
import pytest

import dpforest as d
from dpforest import _kernels, _parallel
from dpforest.privacy import mechanisms as mech

ESTIMATORS = [d.DPForestClassifier, d.DiffPRFsClassifier, d.RFDPOOBClassifier, d.OOBBudgetForestClassifier,
              d.DPRFClassifier, d.SNRForestClassifier, d.PrivateRDTClassifier, d.CRFsDPClassifier]


def _fit(cls, X, y, s, n_jobs):
    params = cls(1.0, s).get_params()
    kw = {k: v for k, v in dict(n_estimators=6, max_depth=3, random_state=3, progress=False).items() if k in params}
    return cls(2.0, s, n_jobs=n_jobs, **kw).fit(X, y)


@pytest.mark.parametrize("cls", ESTIMATORS, ids=lambda c: c.__name__)
def test_same_trees_for_any_n_jobs(cls, mixed, monkeypatch):
    X, y, s = mixed
    # split every pass into pieces even on this small problem
    monkeypatch.setattr(_kernels, "_PARALLEL_MIN", 0)
    monkeypatch.setattr(mech, "_PARALLEL_MIN", 0)
    with mech._noiseless():
        one = _fit(cls, X, y, s, None)
        two = _fit(cls, X, y, s, 2)
        every = _fit(cls, X, y, s, -1)
    for m in (two, every):
        assert len(m.trees_) == len(one.trees_)
        for a, b in zip(one.trees_, m.trees_):
            assert np.array_equal(a.feature, b.feature) and np.array_equal(a.dense_route(), b.dense_route())
            assert np.array_equal(np.nan_to_num(a.counts, nan=-1), np.nan_to_num(b.counts, nan=-1))
        assert np.array_equal(one.predict_proba(X), m.predict_proba(X))


def test_parallel_noise_has_the_stated_scale(monkeypatch):
    monkeypatch.setattr(mech, "_PARALLEL_MIN", 0)
    with _parallel.using(2):
        out = mech.noisy_counts(np.zeros(40000, dtype=np.int64), 0.5)
    a = np.exp(-0.5)
    assert out.var() == pytest.approx(2 * a / (1 - a) ** 2, rel=0.06)
    assert len(np.unique(out[:20000] - out[20000:])) > 5        # the two halves are not copies


@pytest.mark.parametrize("bad", [0, 1.5, "2", True])
def test_bad_n_jobs_refused(bad, mixed):
    X, y, s = mixed
    with pytest.raises(ValueError, match="n_jobs"):
        d.DiffPRFsClassifier(1.0, s, n_estimators=2, max_depth=2, n_jobs=bad).fit(X, y)


def test_effective_n_jobs():
    assert _parallel.effective_n_jobs(None) == 1
    assert _parallel.effective_n_jobs(3) == 3
    assert _parallel.effective_n_jobs(-1) >= 1
    with _parallel.using(2):
        assert _parallel.current() == 2
    assert _parallel.current() == 1


@pytest.mark.parametrize("store", ["replay", "store", "widened", "dropped"])
@pytest.mark.parametrize("cls", [d.DPForestClassifier, d.DiffPRFsClassifier, d.OOBBudgetForestClassifier],
                         ids=lambda c: c.__name__)
def test_lean_frontier_grows_the_same_trees(cls, store, mixed, monkeypatch):
    # lean mode (packed in-sample masks; pairs replayed block by block from the released splits,
    # or read from the member store, which may widen from 2 to 4 bytes a member or be dropped
    # mid-fit when the wider store does not fit) = the all-pairs mode
    import dpforest.data as data_mod

    X, y, s = mixed
    with mech._noiseless():
        full = _fit(cls, X, y, s, None)
        monkeypatch.setattr(data_mod, "LEAN_MIN_BYTES", 0)
        monkeypatch.setattr(data_mod, "LEAN_DATA_FACTOR", 0)
        monkeypatch.setattr(data_mod, "LEAN_BLOCK", 8 * 37)
        monkeypatch.setattr(data_mod, "LEAN_PAIRS", 8 * 37)      # many blocks
        monkeypatch.setattr(data_mod, "LEAN_STORE_BYTES", 0 if store == "replay" else 1 << 30)
        if store in ("widened", "dropped"):
            # 2 bytes a member at the roots, 4 from the first split on
            monkeypatch.setattr(_kernels, "store_dtype", lambda n: np.uint16 if n <= 6 else np.uint32)
        if store == "dropped":
            monkeypatch.setattr(data_mod.PrivateData, "_store_fits", lambda self, m, dt, held=0: np.dtype(dt).itemsize == 2)
        seen = []
        orig = data_mod.PrivateData._pairs

        def spy(self, fr):
            nodes = fr._current_store() if isinstance(fr, data_mod._LeanFrontier) else None
            seen.append((isinstance(fr, data_mod._LeanFrontier), nodes is not None,
                         None if nodes is None else nodes.dtype.itemsize))
            return orig(self, fr)

        monkeypatch.setattr(data_mod.PrivateData, "_pairs", spy)
        lean = _fit(cls, X, y, s, 2)
    assert seen and all(lean_ for lean_, _, _ in seen)
    kinds = {(has, size) for _, has, size in seen}
    assert len(full.trees_) == len(lean.trees_)
    np.testing.assert_array_equal(full.predict_proba(X), lean.predict_proba(X))
    assert kinds == {"replay": {(False, None)}, "store": {(True, 2)}, "widened": {(True, 2), (True, 4)},
                     "dropped": {(True, 2), (False, None)}}[store]
    for a, b in zip(full.trees_, lean.trees_):
        assert np.array_equal(a.feature, b.feature) and np.array_equal(a.dense_route(), b.dense_route())
        assert np.array_equal(np.nan_to_num(a.counts, nan=-1), np.nan_to_num(b.counts, nan=-1))


def _all_pairs(door, fr):
    """A frontier's pairs, each block copied as it comes (lean blocks reuse their buffers)."""
    blocks = [(np.array(r, np.int64), np.array(n, np.int64)) for r, n in door._pairs(fr)]
    return np.concatenate([b[0] for b in blocks]), np.concatenate([b[1] for b in blocks])


def _random_growth(door, samples, levels, seed):
    """Every level's (record, node) pairs, sorted, under random public splits (binary, multiway
    and leaves that retire their records), and the first frontier kept after it was advanced."""
    import dpforest.data as data_mod

    rng = np.random.default_rng(seed)
    F, K = len(door.n_codes), door.max_codes
    fr = door.open_root(samples, np.tile(np.arange(F), (len(samples), 1)))
    out, first = [], None
    for lv in range(levels):
        r, n = _all_pairs(door, fr)
        order = np.lexsort((n, r))
        out.append((r[order], n[order]))
        m = fr.size
        feat = rng.integers(0, F, m)
        feat[(rng.random(m) < 0.2) & (lv > 0)] = -1
        n_child = np.where(feat < 0, 0, 2)
        multi = (feat >= 0) & (rng.random(m) < 0.3)
        n_child[multi] = door.n_codes[feat[multi]]
        route = np.where(n_child[:, None] == 2, rng.integers(0, 2, (m, K)),
                         np.minimum(np.arange(K)[None, :], np.maximum(n_child, 1)[:, None] - 1))
        start = np.cumsum(n_child) - n_child
        child = np.where(np.arange(K)[None, :] < n_child[:, None], start[:, None] + np.arange(K)[None, :], -1)
        paths = [p + (j,) for p, c in zip(fr.paths, n_child.tolist()) for j in range(c)]
        new = door.advance(fr, feat, route, child, paths, np.repeat(np.asarray(fr.node_tree), n_child),
                           np.repeat(fr.features, n_child, axis=0))
        if first is None and isinstance(fr, data_mod._LeanFrontier):
            first = fr
        fr = new
    return out, first


@pytest.mark.parametrize("n", [1001, 2003])
def test_lean_modes_give_the_same_pairs_at_every_level(mixed, monkeypatch, n):
    # record counts that end mid-byte, samples with no member, multiway splits and retiring
    # leaves: the member store, the replay and the all-pairs mode give the same pairs, and a
    # frontier the store was advanced past still gives its own (it replays its log)
    import dpforest.data as data_mod
    from conftest import make_mixed
    from dpforest.data import PrivateData, TreeSample

    X, y, s = make_mixed(n)
    samples = [TreeSample(tree=0), TreeSample(tree=1, rate=1e-9), TreeSample(tree=2, bag=None),
               TreeSample(tree=3, bag="oob"), TreeSample(tree=4, partition=1, n_partitions=3, bag=None)]
    runs = {}
    for mode in ("pairs", "store", "replay"):
        if mode != "pairs":
            monkeypatch.setattr(data_mod, "LEAN_MIN_BYTES", 0)
            monkeypatch.setattr(data_mod, "LEAN_DATA_FACTOR", 0)
            monkeypatch.setattr(data_mod, "LEAN_BLOCK", 8)
            monkeypatch.setattr(data_mod, "LEAN_PAIRS", 8 * 13)
            monkeypatch.setattr(data_mod, "LEAN_STORE_BYTES", 1 << 30 if mode == "store" else 0)
        door = PrivateData(X, y, s, 1.0)
        runs[mode] = _random_growth(door, samples, 5, seed=n)
    for mode in ("store", "replay"):
        for (ra, na), (rb, nb) in zip(runs["pairs"][0], runs[mode][0]):
            np.testing.assert_array_equal(ra, rb)
            np.testing.assert_array_equal(na, nb)
    first = runs["store"][1]
    assert first._current_store() is None             # advanced past: it replays
    r, nd = _all_pairs(door, first)
    order = np.lexsort((nd, r))
    np.testing.assert_array_equal(r[order], runs["pairs"][0][0][0])
    np.testing.assert_array_equal(nd[order], runs["pairs"][0][0][1])


def test_parallel_map_keeps_order_bounds_threads_and_raises():
    import threading
    import time

    running, most = [0], [0]
    lock = threading.Lock()

    def work(x):
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        time.sleep(0.002)
        with lock:
            running[0] -= 1
        return -x

    assert _parallel.parallel_map(work, range(20), 2) == [-x for x in range(20)]
    assert most[0] <= 2
    # a call from inside a pool thread runs there (no task waits for a busy pool)
    nested = _parallel.parallel_map(lambda x: _parallel.parallel_map(abs, [x, -x], 2), [1, 2, 3], 2)
    assert nested == [[1, 1], [2, 2], [3, 3]]
    with pytest.raises(ZeroDivisionError):
        _parallel.parallel_map(lambda x: 1 / x, [1, 0, 2], 2)


def test_parallel_map_raises_only_once_no_item_runs():
    """A failing item made the other workers stop taking items, but the item one of them was
    running went on after the call had raised (behind the caller's error handling)."""
    import threading
    import time

    started, finished = threading.Event(), threading.Event()

    def work(x):
        if x == 0:
            started.wait(10)
            raise ZeroDivisionError
        started.set()
        time.sleep(0.5)
        finished.set()
        return x

    with pytest.raises(ZeroDivisionError):
        _parallel.parallel_map(work, [0, 1], 2)
    assert finished.is_set()


@pytest.mark.skipif(__import__("sys").platform == "win32", reason="SIGINT to oneself")
def test_an_interrupted_parallel_map_starts_no_more_items(python_sigint):
    """Ctrl-C during the wait returns at once and the workers take no further item (they went
    on through every item, behind the interrupt)."""
    import os
    import signal
    import threading
    import time

    ran = []

    def work(x):
        time.sleep(0.1)
        ran.append(x)

    threading.Timer(0.25, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
    with pytest.raises(KeyboardInterrupt):
        _parallel.parallel_map(work, range(20), 2)
    time.sleep(0.5)             # (the items running at the interrupt end)
    assert len(ran) <= 8


def test_parallel_map_items_see_the_callers_muted_block():
    """The one-thread path runs the items in the caller's context; the threads ran them in
    their own, where a muted() block of the caller's did not reach."""
    from dpforest._warning_control import is_muted, muted
    from dpforest.exceptions import RareClassWarning

    with muted(RareClassWarning):
        seen = _parallel.parallel_map(lambda _: is_muted(RareClassWarning), range(8), 2)
    assert seen == [True] * 8
    assert _parallel.parallel_map(lambda _: is_muted(RareClassWarning), range(8), 2) == [False] * 8


@pytest.mark.parametrize("cost", [0, 10 ** 9], ids=["by records", "by slots"])
def test_histograms_are_the_same_however_split(cost, monkeypatch):
    rng = np.random.default_rng(0)
    codes = rng.integers(0, 6, (500, 5)).astype(np.uint8)
    y = rng.integers(0, 3, 500).astype(np.int8)
    rec = np.repeat(np.arange(500), 2).astype(np.int32)
    node = rng.integers(0, 7, 1000).astype(np.int32)
    features = rng.integers(-1, 5, (7, 3))
    blocks = [(rec[:600], node[:600]), (rec[600:], node[600:])]
    one = _kernels.feature_hist(codes, y, blocks, features, 6, 3)
    monkeypatch.setattr(_kernels, "_PARALLEL_MIN", 0)
    monkeypatch.setattr(_kernels, "_PRIVATE_TABLE_COST", cost)
    with _parallel.using(2):            # three slots on two threads: split by records unless costly
        many = _kernels.feature_hist(codes, y, blocks, features, 6, 3)
    assert np.array_equal(one, many) and one.sum() > 0
    with _parallel.using(3):
        classes = _kernels.class_hist(y, blocks, 7, 3)
    assert np.array_equal(classes, _kernels.class_hist(y, blocks, 7, 3)) and classes.sum() == 1000


def test_predictions_from_threads_leave_warning_filters_alone():
    """predict used a warnings filter (catch_warnings edits process-wide state, so predictions
    from several threads left it installed for good and silenced scikit-learn's own warning
    for other models); the name check now gets a nameless stand-in instead."""
    import threading
    import warnings

    import pandas as pd

    import dpforest as d

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.random(500), "b": rng.random(500)})
    y = (X["a"] > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        m = d.DPForestClassifier(2.0, s, progress=False).fit(X.to_numpy(), y)   # no names
    before = list(warnings.filters)

    def run():
        for _ in range(50):
            m.predict_proba(X)

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert list(warnings.filters) == before
    with warnings.catch_warnings(record=True) as rec:      # a frame after an array: silent
        warnings.simplefilter("always")
        m.predict(X)
    assert not [w for w in rec if "feature names" in str(w.message)]

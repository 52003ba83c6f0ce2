"""A Dask fit refused because one partition failed returns only once none of its partition
tasks still runs (Dask's local scheduler raises at the first failure and used to leave the
others running in its shared pool, where a pandas ``catch_warnings`` block closing later put
back the warning filters over the caller's own: a later test's ``pytest.warns`` recorded
nothing)."""

import threading
import time
import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d

dask = pytest.importorskip("dask")
dd = pytest.importorskip("dask.dataframe")


def _frame(started, done, seconds=1.0):
    """A two-partition frame: the second partition's task starts, then the first fails."""

    def slow():
        started.set()
        time.sleep(seconds)
        done.set()
        return pd.DataFrame({"x": np.linspace(0, 1, 50)})

    def failing():
        started.wait(10)        # (the slow task is running when this one fails)
        raise ValueError("a value of a record")

    X = dd.from_delayed([dask.delayed(failing)(), dask.delayed(slow)()],
                        meta=pd.DataFrame({"x": np.zeros(0)}), verify_meta=False)
    labels = [dask.delayed(pd.Series)(np.zeros(50, np.int64), name="y") for _ in range(2)]
    y = dd.from_delayed(labels, meta=pd.Series(np.zeros(0, np.int64), name="y"), verify_meta=False)
    return X, y


def _schema():
    return d.Schema.from_dataframe(pd.DataFrame({"x": [0.5]}), classes=[0, 1], bounds={"x": (0, 1)})


def test_a_refused_dask_fit_leaves_no_partition_task_running():
    started, done = threading.Event(), threading.Event()
    X, y = _frame(started, done)
    with pytest.raises(d.SchemaError, match="could not be read or processed"):
        d.DPForestClassifier(1.0, _schema(), progress=False).fit(X, y)
    assert started.is_set()
    assert done.is_set()        # the running task ended before the refusal returned


def test_a_warning_recorder_opened_after_a_refused_dask_fit_keeps_recording():
    """The harm the waiting prevents: a partition task's pandas catch_warnings block, opened
    before the caller's recorder and closed after it, restored the filters and the recorder
    it had saved, so the caller's warning went elsewhere."""
    started, done = threading.Event(), threading.Event()

    def slow_with_a_block():
        started.set()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            time.sleep(1.0)
        done.set()
        return pd.DataFrame({"x": np.linspace(0, 1, 50)})

    def failing():
        started.wait(10)
        raise ValueError("a value of a record")

    X = dd.from_delayed([dask.delayed(failing)(), dask.delayed(slow_with_a_block)()],
                        meta=pd.DataFrame({"x": np.zeros(0)}), verify_meta=False)
    _, y = _frame(threading.Event(), threading.Event(), seconds=0)
    with pytest.raises(d.SchemaError):
        d.DPForestClassifier(1.0, _schema(), progress=False).fit(X, y)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        time.sleep(1.2)         # (longer than the partition task's block)
        warnings.warn("the caller's own warning", UserWarning)
    assert [str(w.message) for w in rec] == ["the caller's own warning"]


def test_an_interrupted_dask_fit_returns_without_waiting_for_running_tasks():
    """Ctrl-C stops at once, as before: a running partition task can take minutes."""
    started, done = threading.Event(), threading.Event()

    def slow():
        started.set()
        time.sleep(3.0)
        done.set()
        return pd.DataFrame({"x": np.linspace(0, 1, 50)})

    def interrupted():
        started.wait(10)
        raise KeyboardInterrupt

    X = dd.from_delayed([dask.delayed(interrupted)(), dask.delayed(slow)()],
                        meta=pd.DataFrame({"x": np.zeros(0)}), verify_meta=False)
    _, y = _frame(threading.Event(), threading.Event(), seconds=0)
    with pytest.raises(KeyboardInterrupt):
        d.DPForestClassifier(1.0, _schema(), progress=False).fit(X, y)
    assert started.is_set() and not done.is_set()
    done.wait(10)               # (the task ends on its own, before the next test)


def test_a_dask_fit_under_a_pool_of_the_users_own_uses_that_pool():
    """A pool set in Dask's configuration is the user's choice and runs the fit's tasks."""
    from concurrent.futures import ThreadPoolExecutor

    used = []

    class Pool(ThreadPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):
            used.append(1)
            return super().submit(fn, *args, **kwargs)

    rng = np.random.default_rng(0)
    df = pd.DataFrame({"x": rng.uniform(0, 1, 200), "y": rng.integers(0, 2, 200)})
    with Pool(2) as pool, dask.config.set(pool=pool):
        d.DPForestClassifier(1.0, _schema(), progress=False, random_state=0).fit(
            dd.from_pandas(df[["x"]], npartitions=2), dd.from_pandas(df["y"], npartitions=2))
    assert used


def test_dask_fits_share_one_pool_and_a_fit_in_a_thread_gets_its_own():
    """The pool is kept for the process (starting one per computation cost milliseconds a time,
    a few dozen times a fit); a fit from another thread runs in a pool of its own, ended with
    its computation."""
    rng = np.random.default_rng(0)
    df = pd.DataFrame({"x": rng.uniform(0, 1, 400), "y": rng.integers(0, 2, 400)})
    X, y = dd.from_pandas(df[["x"]], npartitions=4), dd.from_pandas(df["y"], npartitions=4)

    def ours():
        return {t for t in threading.enumerate() if t.name.startswith("dpforest-dask")}

    d.DPForestClassifier(1.0, _schema(), progress=False, random_state=0).fit(X, y)
    first = ours()
    d.DPForestClassifier(1.0, _schema(), progress=False, random_state=0).fit(X, y)
    assert first and ours() == first
    done = []
    worker = threading.Thread(target=lambda: done.append(
        d.DPForestClassifier(1.0, _schema(), progress=False, random_state=0).fit(X, y)))
    worker.start()
    worker.join(60)
    assert done and hasattr(done[0], "trees_")
    for _ in range(100):        # the thread's own pool's threads end once idle and shut down
        if ours() == first:
            break
        time.sleep(0.05)
    assert ours() == first

"""A task that fails on a dask.distributed worker is logged by the worker ("Compute Failed", with
the exception's message, which can quote a record): while dpforest computes on a distributed
client, the workers' log line keeps the task's key and the exception's type and quotes nothing."""

import logging
import sys

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest import _dask_logs

dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")

SCHEMA = d.Schema([d.Numeric("age", 0, 100), d.Categorical("cat", ["a", "b"])], classes=["x", "y"])


def _frames(planted, n=200):
    """A Dask frame whose second partition fails inside Dask (pandas' int conversion of a text
    column) with a message that quotes the planted record value."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.integers(0, 100, n).astype(str), "cat": rng.choice(["a", "b"], n)})
    X.loc[n - 10, "age"] = planted
    y = pd.Series(rng.choice(["x", "y"], n))
    Xd = dd.from_pandas(X, npartitions=2)
    return Xd.assign(age=Xd["age"].astype(int)), dd.from_pandas(y, npartitions=2)


class _Kept(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records = []

    def emit(self, record):
        self.records.append(record)

    def texts(self):
        out = []
        for r in self.records:
            text = r.getMessage()
            if r.exc_info:
                text += logging.Formatter().formatException(r.exc_info)
            out.append(text + (r.exc_text or ""))
        return out


@pytest.fixture
def distributed_logs():
    """Every record of the ``distributed`` loggers (DEBUG and up) in this process; restored after."""
    logger = logging.getLogger("distributed")
    handler, level = _Kept(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    yield handler
    logger.removeHandler(handler)
    logger.setLevel(level)


def _fails_quietly(fit, planted):
    with pytest.raises(d.SchemaError, match="could not be read or processed") as e:
        fit()
    assert planted not in str(e.value)


def _worker_filter():
    return _dask_logs._redactor(logging.getLogger(_dask_logs.LOGGER))


def test_worker_log_of_a_failed_task_quotes_no_record(distributed_logs, monkeypatch):
    """In-process workers (their log records reach this process's handlers): without the filter
    (the control) the worker's "Compute Failed" record quotes the planted value; with it, no
    record of ``distributed`` (DEBUG and up) does during a fit or a predict, and the failed
    task's record is still there, with its key and the exception's type.  The filter leaves
    with the cluster's last worker."""
    est = lambda: d.DPForestClassifier(1.0, SCHEMA, random_state=0, progress=False)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        with monkeypatch.context() as m:       # the control: dpforest's guard switched off
            m.setattr(_dask_logs, "guard_worker_logs", lambda: None)
            _fails_quietly(lambda: est().fit(*_frames("SECRETcontrol")), "SECRETcontrol")
        assert any("SECRETcontrol" in t for t in distributed_logs.texts())
        assert _worker_filter() is None

        distributed_logs.records.clear()
        _fails_quietly(lambda: est().fit(*_frames("SECRETfit")), "SECRETfit")
        plugins = client.run(lambda dask_worker: list(dask_worker.plugins))
        assert all(_dask_logs.PLUGIN_NAME in p for p in plugins.values())
        texts = distributed_logs.texts()
        assert not any("SECRET" in t for t in texts)
        failed = [t for t in texts if t.startswith("Compute Failed")]
        assert failed and all("Exception: ValueError (message not shown" in t for t in failed)
        assert all("astype" in t and "Traceback:" in t for t in failed)       # key and frames kept

        distributed_logs.records.clear()       # predict on a frame that fails: the same
        X, y = _frames("1")
        model = est().fit(X.compute(), y.compute())
        Xbad, _ = _frames("SECRETpredict")
        _fails_quietly(lambda: model.predict(Xbad), "SECRETpredict")
        texts = distributed_logs.texts()
        assert any(t.startswith("Compute Failed") for t in texts)
        assert not any("SECRET" in t for t in texts)

        # a worker that joins later gets the plugin before it runs a task
        cluster.scale(2)
        client.wait_for_workers(2)
        assert all(_dask_logs.PLUGIN_NAME in p
                   for p in client.run(lambda dask_worker: list(dask_worker.plugins)).values())
        assert _worker_filter() is not None and len(_worker_filter().owners) == 2
    assert _worker_filter() is None            # removed with the last in-process worker


def test_worker_processes_stderr_quotes_no_record(capfd, monkeypatch):
    """Worker processes write their log to the stderr they inherit: with dpforest's filter the
    failed task's line is there with its type and without the planted value; the control shows
    the value."""
    est = lambda: d.DPForestClassifier(1.0, SCHEMA, random_state=0, progress=False)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster):
        with monkeypatch.context() as m:
            m.setattr(_dask_logs, "guard_worker_logs", lambda: None)
            _fails_quietly(lambda: est().fit(*_frames("SECRETcontrol")), "SECRETcontrol")
        err = capfd.readouterr().err
        assert "Compute Failed" in err and "SECRETcontrol" in err
        _fails_quietly(lambda: est().fit(*_frames("SECRETfit")), "SECRETfit")
        err = capfd.readouterr().err
        assert "Compute Failed" in err and "Exception: ValueError (message not shown" in err
        assert "SECRET" not in err


@pytest.mark.parametrize("scheduler", ["threads", "sync"])
def test_local_schedulers_log_nothing(scheduler, caplog):
    """Dask's local schedulers log no failed task: the error reaches the caller only, where it
    is replaced; dpforest registers no plugin there."""
    import dask

    caplog.set_level(logging.DEBUG)
    with dask.config.set(scheduler=scheduler):
        assert _dask_logs.active_client() is None
        _fails_quietly(lambda: d.DPForestClassifier(1.0, SCHEMA, random_state=0, progress=False)
                       .fit(*_frames("SECRETlocal")), "SECRETlocal")
    assert not any("SECRET" in r.getMessage() for r in caplog.records)
    assert _worker_filter() is None


def _record(msg, args=(), exc_info=None):
    return logging.LogRecord(_dask_logs.LOGGER, logging.ERROR, __file__, 1, msg, args, exc_info)


COMPUTE_FAILED = ("Compute Failed\nKey:       %s\nState:     %s\nTask:  %s\nException: %r\n"
                  "Traceback: %r\n")


def test_filter_rewrites_failed_task_records_only():
    f = _dask_logs.TaskErrorRedactor()
    tb = '  File "x.py", line 3, in f\n    raise ValueError(v)\n'
    r = _record(COMPUTE_FAILED, (("load-abc", 1), "executing", "<Task 'k' f('SECRETarg')>",
                                 "ValueError(\"invalid literal for int(): 'SECRETzq'\")", tb))
    assert f.filter(r)
    text = r.getMessage()
    assert "SECRET" not in text
    # the key without its partition index (which would locate the failing record's partition)
    assert "load-abc" in text and "('load-abc', 1)" not in text
    assert "executing" in text and "ValueError (message not shown" in text
    assert repr(tb) in text
    # a repr that does not start with a loaded exception class's name gives no name
    for shown in ("SECRETzq('a')", "Record(name='SECRETzq')", "not a repr"):
        r = _record(COMPUTE_FAILED, ("k", "executing", "t", shown, ""))
        f.filter(r)
        assert "Exception: an exception (message" in r.getMessage()
    # a layout the filter does not know keeps nothing
    r = _record("Compute Failed %s %s", ("k", "SECRETzq"))
    f.filter(r)
    assert "SECRET" not in r.getMessage() and r.args == ()
    # a task that could not run: its traceback keeps the frames and the type only
    value = "SECRET" + "zq"             # the traceback shows code lines: not the literal
    try:
        raise KeyError(value)
    except KeyError:
        r = _record("Exception during execution of task %s.", (("read-csv-ab12", 3),),
                    exc_info=sys.exc_info())
    f.filter(r)
    assert r.getMessage() == "Exception during execution of task read-csv-ab12."
    text = logging.Formatter().format(r)
    assert "SECRET" not in text and "KeyError (message not shown" in text and "test_dask_worker_logs" in text
    # any other record passes unchanged
    for msg, args in (("Registered to: %s", ("tcp://x",)),
                      ("Async instruction for %s ended with CancelledError", ("task-key",))):
        r = _record(msg, args)
        before = r.getMessage()
        assert f.filter(r)
        assert r.getMessage() == before and r.msg == msg and r.args == args


def test_filter_is_installed_once_and_leaves_with_its_last_owner():
    logger = logging.getLogger(_dask_logs.LOGGER)
    assert _worker_filter() is None
    try:
        _dask_logs.install(1)
        _dask_logs.install(2)
        _dask_logs.install(2)
        assert sum(getattr(x, "_dpforest_redactor", False) for x in logger.filters) == 1
        _dask_logs.uninstall(2)
        assert _worker_filter() is not None
        _dask_logs.uninstall(1)
        assert _worker_filter() is None
    finally:
        f = _worker_filter()
        if f is not None:
            logger.removeFilter(f)

"""A Dask fit whose client, or cluster, is closed before it finishes: said to be that, not a lost
worker nor a partition that could not be read, quoting nothing; a lost worker is still said to
be one.  The closes are made deterministic by closing from the driver at a fixed point of the
fit (a spy on a door method), as a close from another thread would land there."""

import contextlib
from concurrent.futures import CancelledError

import pandas as pd
import pytest

import dpforest as d

dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")

from dpforest import dask_data  # noqa: E402  (after the extra's skip)

CLOSED = "^the Dask client this computation ran on was closed, or lost its scheduler"


def _cluster(n_workers=2):
    return distributed.LocalCluster(n_workers=n_workers, threads_per_worker=1, processes=False,
                                    dashboard_address=None)


@contextlib.contextmanager
def _client(cluster):
    """A client of ``cluster``, closed on the way out.  Not ``with Client(...)``: a client
    entered as a context stays the current client until the block ends, and distributed's
    close leaves Dask's scheduler setting ("dask.distributed") in place while a current client
    exists, so one closed inside the block left every later test's computation asking for a
    client that is gone."""
    client = distributed.Client(cluster)
    try:
        yield client
    finally:
        client.close()


@pytest.fixture(autouse=True)
def _scheduler_as_it_was():
    """Each test leaves Dask's scheduler setting as it found it (see :func:`_client`)."""
    import dask

    before = dask.config.get("scheduler", None)
    yield
    assert dask.config.get("scheduler", None) == before


def _quotes_nothing(err) -> None:
    """No record, count or Dask message in the error, and no context carrying one."""
    said = str(err)
    assert not any(ch.isdigit() for ch in said), said
    assert "Missing dependency" not in said and "cancelled for reason" not in said
    assert err.__context__ is None and err.__cause__ is None


def _closing_at(monkeypatch, method: str, at: int, close) -> list:
    """``DaskPrivateData.<method>`` calling ``close()`` at its ``at``-th call (before it runs):
    the fit's next computation starts on a closed client.  Returns the calls made."""
    orig, calls = getattr(dask_data.DaskPrivateData, method), []

    def spy(self, *args):
        calls.append(1)
        if len(calls) == at:
            close()
        return orig(self, *args)

    monkeypatch.setattr(dask_data.DaskPrivateData, method, spy)
    return calls


@pytest.mark.parametrize("closing", ["client", "cluster"])
def test_a_fit_whose_client_or_cluster_closes_mid_fit_says_so(mixed, monkeypatch, closing):
    """Closed between two of the fit's queries (the second level's): the next query ran on
    Dask's local scheduler, which lacks the closed client's persisted partitions, and its
    "Missing dependency" read as a partition of X or y that could not be read."""
    X, y, s = mixed
    with _cluster() as cluster, _client(cluster) as client:
        close = client.close if closing == "client" else cluster.close
        calls = _closing_at(monkeypatch, "_scattered_log", 2, close)
        Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
        with pytest.raises(dask_data.WorkerLostError, match=CLOSED) as e:
            d.DPForestClassifier(2.0, s, max_depth=4, random_state=0, progress=False).fit(Xd, yd)
    assert len(calls) == 2
    _quotes_nothing(e.value)
    assert "stays spent" in str(e.value) and "run it again on a connected client" in str(e.value)


def test_a_client_closed_while_a_computation_runs_says_so(mixed, monkeypatch):
    """Closed once a query's tasks were submitted (while the driver waits on them): the
    computation's futures are cancelled, which read as a lost worker or as 'No clients found'."""
    X, y, s = mixed
    orig, calls = dask_data._await_watched, []
    with _cluster() as cluster, _client(cluster) as client:
        def spy(client_, futures, tick=None):
            calls.append(1)
            if len(calls) == 3:                   # a query of the fit, past the set-up
                client.close()
            return orig(client_, futures, tick)

        monkeypatch.setattr(dask_data, "_await_watched", spy)
        Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
        with pytest.raises(dask_data.WorkerLostError, match=CLOSED) as e:
            d.DPForestClassifier(2.0, s, max_depth=4, random_state=0, progress=False).fit(Xd, yd)
    assert len(calls) == 3
    _quotes_nothing(e.value)


def test_a_budget_keeps_the_fit_booked_when_the_client_closes_mid_fit(mixed, monkeypatch):
    """What the message says of the ledger: the fit held the records, so a PrivacyBudget
    keeps its epsilon booked, as for any fit that fails once the door holds the records."""
    X, y, s = mixed
    budget = d.PrivacyBudget(5.0)
    with _cluster() as cluster, _client(cluster) as client:
        _closing_at(monkeypatch, "_scattered_log", 2, client.close)
        Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
        with pytest.raises(dask_data.WorkerLostError, match=CLOSED):
            budget.fit(d.DPForestClassifier(2.0, s, max_depth=4, random_state=0,
                                            progress=False), Xd, yd)
    assert budget.spent == 2.0
    assert [r["status"] for r in budget.releases] == ["failed after reading records"]


def test_a_frame_persisted_on_a_client_closed_since_is_said_to_be_that(mixed):
    """Persisted on a client closed before the fit (or the prediction): its partitions went
    with the client, which is said, not that a partition could not be read."""
    X, y, s = mixed
    model = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(X, y)
    with _cluster() as cluster, _client(cluster) as client:
        ddf = dd.from_pandas(X.assign(y=y), npartitions=4).persist()
        distributed.wait(ddf)
        client.close()
        for run in (lambda: d.DPForestClassifier(2.0, s, max_depth=3, random_state=0,
                                                 progress=False).fit(ddf.drop(columns="y"), ddf["y"]),
                    lambda: model.predict(ddf.drop(columns="y"))):
            with pytest.raises(dask_data.WorkerLostError, match=CLOSED) as e:
                run()
            _quotes_nothing(e.value)


def test_the_classification_reads_the_clients_states():
    """_client_gone: the client the computation began on, or the client of a future its
    graph names, closed or reconnecting (its scheduler gone); a running one is not gone, and
    with no client there is none to be gone."""
    import dask

    class Stub:                  # a client cut off from its scheduler, trying to reconnect
        status = "connecting"

    assert not dask_data._client_gone(None, (dask.delayed(sum)([1, 2]),))
    assert dask_data._client_gone(Stub())
    with _cluster(1) as cluster, _client(cluster) as client:
        held = dd.from_pandas(pd.DataFrame({"a": [1.0, 2.0]}), npartitions=1).persist()
        task = dask.delayed(len)(held)
        assert not dask_data._client_gone(client, (task,))
        client.close()
        assert dask_data._client_gone(client)
        # begun after the close (Dask's scheduler is then a local one): told by the futures
        assert dask_data._client_gone(None, (task,))
        # a scatter of the fit's public tables on it (a cluster shut down mid-fit: its
        # CommClosedError read as "a worker left or the connection closed")
        with pytest.raises(dask_data.WorkerLostError, match=CLOSED):
            dask_data._scattered(client, [1])


def test_a_cancelled_computation_on_a_running_client_is_still_a_lost_worker():
    """The worker-lost words stay where the client runs (distributed cancelled the
    computation: a worker holding its inputs left, or a user's cancel)."""
    def cancelled(*tasks):
        raise CancelledError("a key SECRETzq")

    with _cluster(1) as cluster, _client(cluster):
        with pytest.raises(dask_data.WorkerLostError, match="^a Dask task was cancelled") as e:
            dask_data._unquoted(cancelled)
    assert "SECRET" not in str(e.value) and e.value.__context__ is None

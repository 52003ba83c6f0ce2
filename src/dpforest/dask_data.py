"""The data door over a Dask DataFrame: the same forests, records spread over partitions.

:class:`DaskPrivateData` answers exactly the queries :class:`~dpforest.data.PrivateData` answers.
Each partition computes its *exact* local statistic (a histogram, an error count) with the
in-memory kernels; the driver sums them and adds the noise once, centrally, then books the
release -- so the privacy analysis is unchanged (docs/architecture.md).  Raw records never leave their
partition; per-partition histograms and error counts do, and once per fit, to rank identical
records across partitions, each partition's distinct 128-bit content hashes with their counts.
Those hashes are not released, but they reach the driver: where a record's content space is
small (a few categorical columns) they can be matched to contents by enumeration, so the
driver must be trusted with the data as much as the workers are.  One query sends it record
values outright: the permutation-importance count (below) gathers grid codes on the driver.

Tree growth state is derived from the released splits: a frontier carries their log (public).
At a frontier's first query each partition routes its records one level on from its membership
of the frontier it was advanced from, and that membership is persisted (on the worker holding
the partition) for the frontier's other queries and its children; where there is none (a
frontier advanced from one never queried, a partition whose frontier is lean) the partition
replays the log from the root (also wherever partitions hold fewer than FRONT_MIN_RECORDS
records on average: there the replays are cheap and the extra tasks are not).  On a
``distributed`` client each step of the log (a level's nodes × codes table) is scattered to the
workers once a fit, and a query's graph names the steps by key
(:meth:`DaskPrivateData._scattered_log`); embedded, every query carried the whole log.  So are
the schema, once a fit, and the public model of an OOB error count, once a call.  Dask cannot
recompute scattered data: should every worker holding some leave while a query reads it,
``distributed`` cancels the query, and the door scatters it again, replays the frontier's
memberships from the log and computes the query once more (:meth:`DaskPrivateData._again`; a
cancelled query returned nothing, and the ledger is charged only once a query returns).  Per-tree in-bag
draws and partitions are counter-based functions of (seed, tree, the record's own content), so
every partition computes its records' draws itself, and they are the draws the in-memory door
gives the same records, wherever the records sit.

Install the extra with ``pip install "dpforest[dask]"``.  Any estimator accepts a Dask DataFrame
``X`` with a Dask Series ``y`` of the same partitioning::

    import dask.dataframe as dd
    Xd = dd.from_pandas(X, npartitions=8); yd = dd.from_pandas(y, npartitions=8)
    DPForestClassifier(epsilon=1.0, schema=schema).fit(Xd, yd)

A permutation-importance count (the OOB budget forest's scouting) permutes a column among all
of a tree's records, and its sensitivity of 2 rests on that one permutation (an added record
joins one cycle).  Drawn within each partition it would hold only for a partition layout that
does not depend on the records -- partitions cut at quantiles of a sorted column move many
records between partitions when one record is added, and a column sorted across partitions
would hardly be permuted.  So the driver gathers the record set's grid codes of the permuted
columns from every partition, permutes each column over all of the set with a secret
generator, and sends each partition its slice back to count
(:meth:`DaskPrivateData._error_counts`).  Over an OOB budget fit the driver so sees, record by
record, the codes of every feature a scout splits on for that scout's out-of-bag records: a
binned copy of those columns, more than the hashes reveal, which is why the driver must be
trusted like the workers.  The other forests ask no such query.

An error raised inside Dask while it reads or processes the partitions reaches the driver
replaced by one that quotes nothing (:func:`_unquoted`).  On a ``distributed`` cluster the
worker that ran the failing task also logs it ("Compute Failed", with the exception's message,
which can quote a record): before computing on a ``distributed`` client, :func:`_compute` and
:func:`_persist` register (once a client) a worker plugin that shortens those log lines on every
worker, present and joining later, to the task's key, the exception's type and the traceback's
code lines (:mod:`dpforest._dask_logs`, which says what ``distributed`` logs and where).  It
stays registered after the fit, covering later predictions.  Dask's local schedulers log
nothing.
"""

from __future__ import annotations

import copy
import numbers
from concurrent.futures import CancelledError
from dataclasses import dataclass, field

import numpy as np
from numba import uint64

from . import _kernels
from ._dask_local import run_to_the_end
from ._jit import njit
from .exceptions import DPForestError
from .data import (Frontier, ModelScores, PrivateData, _class_dtype, _index_dtype, _LeanFrontier, _mapped,
                   _with_columns)
from .privacy.sampling import _pair_order, content_hashes, occurrence_rank, record_keys
from .schema import Schema, SchemaError, SchemaReport, is_dask_collection, reads_declared_values

__all__ = ["DaskPrivateData", "WorkerLostError", "WorkersKilledError", "WorkersPausedError",
           "check_collection", "encode_collection", "is_dask_collection", "predict_partitions"]


class WorkerLostError(DPForestError, RuntimeError):
    """A Dask computation of a fit that ``distributed`` cancelled, or whose workers were lost,
    or whose client was closed or lost its scheduler before it finished (:func:`_unquoted`;
    the message says which): that computation had no result, so nothing of it was released or
    charged, but queries the fit had answered before it stay spent (a
    :class:`~dpforest.PrivacyBudget` keeps such a fit's ε booked).  Fit again on a stable
    cluster, with the client open until the fit returns."""


#: the name the module used before (kept for callers that caught it)
_Cancelled = WorkerLostError


_CANCELLED = ("a Dask task was cancelled: distributed cancels a task whose inputs were lost "
              "with the worker that held them, or that the client or the user cancelled (its "
              "message is not quoted here). Nothing of the cancelled computation was released "
              "or charged")

_LOST = ("a Dask worker holding the fit's public split tables (or the schema or model its "
         "queries read, scattered to the workers once a fit) was lost, and again after they "
         "were scattered anew; nothing of the failed queries was released or charged, but "
         "the queries answered before them were (a PrivacyBudget keeps this fit's epsilon "
         "booked). Fit again on a stable cluster (a worker that leaves takes the data only it "
         "holds: check the workers' memory limits and logs)")


_CLOSED = ("the Dask client this computation ran on was closed, or lost its scheduler (its "
           "cluster shut down), before the computation finished: a client.close() or "
           "cluster.close() (from another thread, say) or a scheduler that stops ends every "
           "computation of the client (Dask's own error, a cancelled task or a missing "
           "dependency, is not quoted here). Nothing of the unfinished computation was released "
           "or charged, but what the fit had released before it stays spent (a PrivacyBudget "
           "running the fit keeps its epsilon booked once the fit holds the records: "
           "budget.releases shows it; a prediction spends nothing). Keep the client and its "
           "cluster up until fit or predict returns, and run it again on a connected client")

#: a ``distributed`` client's states once it is closed or cut off from its scheduler (a cluster
#: that shut down: the client tries to reconnect, then closes)
_GONE = frozenset({"connecting", "closing", "closed"})


def _client_gone(client, tasks=()) -> bool:
    """Whether a computation of ``tasks`` begun on ``client`` (the ``distributed`` client Dask
    computed on then, or None) failed because a client is gone: ``client`` itself, or the
    client of a future the tasks' graphs name (persisted partitions, scattered tables), closed
    or cut off from its scheduler.  Both are needed: a closed client is no longer Dask's
    scheduler, so a computation begun after the close runs on a local scheduler that lacks the
    client's futures (its "Missing dependency" ValueError read as a partition that could not be
    read).  Reads the clients' states only, never a value; a look that fails is no evidence."""
    import sys

    if "distributed" not in sys.modules:       # a client is in use only where it was imported
        return False
    from distributed import futures_of

    if getattr(client, "status", None) in _GONE:
        return True
    try:                        # (the graphs are walked only here, once a computation failed)
        named = futures_of(list(tasks))
    except Exception:           # noqa: BLE001  a graph that cannot be walked names no client
        return False
    return any(getattr(f.client, "status", None) in _GONE for f in named)


def _client_now():
    """:func:`_distributed_client`, or None where it refuses (an asynchronous client: the door
    and :func:`_watched_compute` refuse it where it matters)."""
    try:
        return _distributed_client()
    except Exception:           # noqa: BLE001  a look that fails is no client
        return None


class WorkersPausedError(DPForestError, RuntimeError):
    """Every worker of the ``distributed`` cluster stayed paused for :data:`PAUSED_PATIENCE`
    seconds while a fit or a prediction waited on it (:func:`_await_watched`)."""


class WorkersKilledError(DPForestError, RuntimeError):
    """A Dask task took down the workers that ran it, several times (``distributed``'s
    ``KilledWorker``, its message not quoted): most often their memory limit.  Which of this
    and :class:`WorkersPausedError` a short-of-memory cluster gives turns on timing; both
    mean the same remedy (more, smaller partitions, or more memory a worker)."""


#: seconds every worker of a ``distributed`` cluster may stay paused while a computation waits
#: before it is cancelled with :class:`WorkersPausedError` (a pause that lifts, memory spilled
#: to disk or freed, starts the count again); None waits without end, as Dask itself does
PAUSED_PATIENCE: float | None = 120.0

#: seconds between two looks at the workers' states while a computation waits
_PAUSE_POLL = 2.0

#: seconds of one wait for a computation's tasks (the progress bar moves at this pace)
_WAIT_STEP = 0.5

_PAUSED = ("every Dask worker was paused for {:g} s while this computation waited "
           "(distributed pauses a worker whose memory passes its pause fraction, 80 % of "
           "memory_limit by default, and a paused worker starts no task: Dask would have "
           "waited without end), so it was cancelled, and nothing of it was released or "
           "charged: give each worker more memory (dpforest's fit keeps about 0.6 GB per "
           "worker process plus (features + 9) bytes per record, docs/performance.md) or add "
           "workers; dpforest.dask_data.PAUSED_PATIENCE sets the wait (None: without end)")


def _all_paused(client) -> bool:
    """Whether the cluster has workers and every one of them is paused."""
    try:
        try:
            # every worker: some releases list only the first five by default
            info = client.scheduler_info(n_workers=-1)
        except TypeError:   # a release without the argument lists them all
            info = client.scheduler_info()
        workers = info.get("workers", {})
    except Exception:       # noqa: BLE001  a look that fails is no evidence of a pause
        return False
    return bool(workers) and all(w.get("status") == "paused" for w in workers.values())


def _await_watched(client, futures, tick=None) -> None:
    """Wait for ``futures`` in steps of :data:`_WAIT_STEP` seconds, calling ``tick()`` once for
    each that has finished by the end of a step; return as soon as all have, or one has failed
    or been cancelled (the caller's gather, or the first use of a persisted result, raises its
    error).  Cancel them and raise :class:`WorkersPausedError` once every worker has stayed
    paused for :data:`PAUSED_PATIENCE` seconds (a step in which a task finishes starts the
    count again).  One ``wait`` per step over the pending futures, not one per finished task:
    that cost grew with the square of the number of partitions (1,000 partitions: predict took
    five times as long)."""
    import time

    from distributed import wait

    pending, paused_since, last_look = list(futures), None, time.monotonic()
    while pending:
        try:
            wait(pending, timeout=_WAIT_STEP)
        except TimeoutError:
            pass
        still = [f for f in pending if f.status == "pending"]
        finished = len(pending) - len(still)
        if tick is not None:
            for _ in range(finished):
                tick()
        if any(f.status in ("error", "cancelled") for f in pending):
            return
        pending = still
        if not pending:
            return
        if finished:
            paused_since = None
            continue
        if time.monotonic() - last_look < _PAUSE_POLL:
            continue
        last_look = time.monotonic()
        if not _all_paused(client):
            paused_since = None
        elif paused_since is None:
            paused_since = time.monotonic()
        elif time.monotonic() - paused_since >= PAUSED_PATIENCE:
            client.cancel(list(futures))
            raise WorkersPausedError(_PAUSED.format(PAUSED_PATIENCE))


def _watched_compute(*tasks):
    """``dask.compute(*tasks)``, on a ``distributed`` client submitted as futures and waited on
    in steps, so that a cluster whose workers are all paused (memory past their pause fraction:
    no task starts, and Dask waits for ever) cancels the computation after
    :data:`PAUSED_PATIENCE` seconds with :class:`WorkersPausedError`.  The workers' states are
    the operator's own cluster's, read from the scheduler; they say nothing the holder of the
    data cannot see on its dashboard."""
    import dask

    client = _distributed_client()
    if client is None or PAUSED_PATIENCE is None or any(
            isinstance(t, (list, tuple, dict, set)) for t in tasks):
        # (nested structures: dask.compute traverses them, client.compute does not; on the
        # local scheduler no task is left running when it returns or raises)
        return run_to_the_end(dask.compute, *tasks)
    lazy = [i for i, t in enumerate(tasks) if dask.is_dask_collection(t)]
    futures = client.compute([tasks[i] for i in lazy])
    try:
        _await_watched(client, futures)
        done = client.gather(futures)
    finally:
        # released whatever happened (a failed task's error holds the futures, and with them
        # the other tasks' results on the workers), as dask.compute's own run does
        for f in futures:
            f.release()
    out = list(tasks)
    for i, value in zip(lazy, done):
        out[i] = value
    return tuple(out)


#: the size above which ``distributed`` warns of a graph, during the fit's own computations
GRAPH_WARNING_OFF = 2 ** 62


def _no_graph_size_warning():
    """``distributed``'s "Sending large graph of size 9.54 MiB" gives the size of what the
    fit's tasks carry, its keyed offsets and an OOB-budget forest's permuted slices, which
    grow with the records: one record more crossed its 10 MB line.  So the fit's own
    computations run with the line out of reach, and the warning is not given at all (a
    caller's "error" filter would otherwise turn it into a failed fit, again by the records).
    Dask's configuration is the process's: a computation another thread starts meanwhile
    shares the raised line.

    Only where ``distributed`` is imported (no client otherwise, so no such warning): set
    before, the key made a ``distributed`` section of its own, the computation then imported
    ``distributed`` into it (a shuffle's lowering looks up its method there), and leaving the
    block deleted the whole section with the defaults merged into it -- every later Dask
    computation of the process, and ``Client()``, failed with ``KeyError: 'distributed'``."""
    import contextlib
    import sys

    import dask

    if "distributed" not in sys.modules:
        return contextlib.nullcontext()
    return dask.config.set({"distributed.admin.large-graph-warning-threshold": GRAPH_WARNING_OFF})


def _unquoted(call, *tasks):
    """``call(*tasks)`` (``dask.compute`` / ``dask.persist``) with an error raised while Dask
    reads or processes the partitions replaced by one that quotes nothing: Dask's own messages
    can quote a record ("invalid literal for int(): '...'", a dtype that one value changed), and
    whether a read fails at all can turn on one record that is valid under the schema (a CSV
    column whose dtype ``dd.read_csv`` guessed from its first block).  The schema's own
    refusals (which name the column and the kind of problem only) pass through.

    A computation ``distributed`` cancelled (its ``CancelledError``s: a task whose inputs were
    lost with a worker, scattered data above all, which Dask cannot recompute) raises
    :class:`_Cancelled`, which :meth:`DaskPrivateData._again` recovers from once where the
    fit's own scattered data was lost.  Any failure once the client it ran on, or one whose
    futures it reads, is closed or has lost its scheduler (:func:`_client_gone`) raises it with
    a message saying so (it read as a lost worker, a scatter that failed or a partition that
    could not be read); under a pin the fixed refusal stays."""
    from .privacy.accountant import PINNED_DASK_FAILED, pinned_dask_fit

    client = _client_now()
    pinned = interrupted = warned = False
    kind = None
    try:
        with _no_graph_size_warning():
            return call(*tasks)
    except (KeyboardInterrupt, SystemExit) as e:
        if not pinned_dask_fit():
            raise
        # under a pin a task of the analyst's graph may raise either on a record's value: an
        # interrupt goes on without its message, an exit becomes the fixed refusal
        interrupted, pinned = isinstance(e, KeyboardInterrupt), True
    except (SchemaError, WorkersPausedError):
        if not pinned_dask_fit():
            raise
        pinned = True
    except CancelledError:          # distributed's FutureCancelledError, FuturesCancelledError
        kind = None
    except BaseException as e:      # what a task raises need not derive from Exception
        kind, warned = type(e).__name__, isinstance(e, Warning)
    if interrupted:
        raise KeyboardInterrupt
    # (not under a pin: a step of the analyst's graph could close the client on a record's
    # value, so there the failure still says one fixed thing)
    if not pinned_dask_fit() and _client_gone(client, tasks):
        raise _Cancelled(_CLOSED)
    if pinned or (kind is not None and pinned_dask_fit()):
        # one fixed message under a pin, raised outside the handler (no context); a cancelled
        # computation keeps its own fixed message, which the door's recovery from lost scattered
        # data reads
        raise SchemaError(PINNED_DASK_FAILED)
    # raised outside the handler, so the error carries no context (not even a suppressed one)
    if kind is None:
        raise _Cancelled(_CANCELLED)
    if kind == "MemoryError":       # numpy's message gives the array's shape: a number of rows
        raise MemoryError("a Dask task ran out of memory (the message is not quoted: it can "
                          "give a number of records); use more, smaller partitions")
    if kind == "KilledWorker":      # distributed gave up on a task that took down its workers
        raise WorkersKilledError("a Dask task took down the workers that ran it, several times "
                                 "(distributed's KilledWorker; its message is not quoted): most "
                                 "often a worker's memory limit, so use more, smaller partitions "
                                 "or give the workers more memory, and see the workers' logs")
    hint = (" A CSV read with dd.read_csv has each column's dtype guessed from the file's "
            "first block: pass dtype=schema.read_dtypes(target=LABEL), so that every value is "
            "read as the schema declares it; where it was passed, a value that cannot be read "
            "as its column's declared type (text in a numeric column) fails the same way."
            if kind in ("ValueError", "TypeError") and _reads_csv(tasks) else "")
    if kind == "KeyError":
        # a read of several files (dd.read_parquet of a folder) whose schema Dask took from the
        # first: a file without one of the columns asked for fails its partition so
        hint = (" A KeyError there most often means a file of the frame lacks a column the "
                "schema declares (or names it otherwise): Dask takes the columns from the "
                "first file it reads.")
    if warned:
        # a warning made an error by a filter (python -W error, a test suite's setting): most
        # often a library's notice in a Dask reader (pandas' deprecations), not the records
        hint = (f" {kind} is a warning category, raised as an error by a warnings filter "
                f"(python -W error, filterwarnings('error')): often a notice of Dask's or "
                f"pandas' own code (a deprecation) rather than a problem of the records; if so, "
                f"let it through with warnings.filterwarnings('default', category=...).")
    raise SchemaError(
        f"a partition of X or y could not be read or processed ({kind} inside Dask; its "
        f"message is not quoted here, since it can quote a record).{hint} To see the detail, "
        f"the data owner can run Schema.check(X, y) on the Dask frame (it names each column "
        f"and kind of problem, with examples) or compute the frame themselves")


def _reads_csv(tasks) -> bool:
    """Whether a task graph of ``tasks`` reads a CSV file (a key named by Dask's read_csv):
    the graph's structure only, never a value."""
    from ._dask_logs import _key_name

    for t in tasks:
        try:
            for k in t.__dask_graph__():       # every key (a delayed's layers hide them)
                if str(_key_name(k)).startswith(("read-csv", "read_csv")):
                    return True
        except Exception:               # not a collection, or a graph of another shape
            continue
    return False


def _compute(*tasks):
    from ._dask_logs import guard_worker_logs

    guard_worker_logs()
    return _unquoted(_watched_compute, *tasks)


def _persist(*tasks):
    import dask

    from ._dask_logs import guard_worker_logs

    guard_worker_logs()
    return _unquoted(lambda *t: run_to_the_end(dask.persist, *t), *tasks)


def check_collection(schema: Schema, X, y=None) -> SchemaReport:
    """:meth:`Schema.check` of a Dask DataFrame (and Dask Series ``y``, or None): each partition
    checked where it lives, partitions paired as a fit pairs them; the reports merged (counts
    added, examples pooled).  Like :meth:`Schema.check`, not private: for the data owner."""
    import dask

    if y is not None and not hasattr(y, "to_delayed"):
        raise SchemaError("with a Dask DataFrame X, y must be a Dask Series partitioned like X (or None)")
    from .schema import (CATEGORIES_NOTE_WORDS, UNUSED_CLASSES_WORDS, bounds_facts, bounds_note,
                         categories_notes, category_counts, merged_bounds_notes,
                         unused_classes_notes)

    def part(x, yy):            # one task a partition: its report, bounds facts, classes held
        # the values Dask's string conversion turned to text matched back first, as a fit on
        # the frame reads them (else every such value would be reported outside the domain)
        x, yy = _undo_string_conversion(schema, x, yy)
        held = None
        if yy is not None and len(yy):
            try:
                held = schema.classes_held(schema._label_problems(yy)[0])
            except Exception:   # noqa: BLE001  y's own problems are in the report
                held = None
        return schema.check(x, yy), bounds_facts(schema, x), held, category_counts(schema, x)

    if y is not None:
        refuse_unordered_steps(X=X, y=y)        # one read of X, another of y
    xs, ys = _paired_parts(X, y) if y is not None else (_parts(X), None)
    try:
        done = _watched_compute(*[dask.delayed(part)(x, None if ys is None else ys[i])
                                  for i, x in enumerate(xs)])
    except KeyError as e:
        # the owner's own check (not private), so Dask's message is quoted: a file of a
        # several-file read without a declared column fails its partition's read so, and a bare
        # KeyError was all the fit's message had pointed here for
        raise SchemaError(f"a partition of X could not be read (Dask's KeyError: {e}): most "
                          f"likely a file of the frame lacks a column the schema declares, or "
                          f"names it otherwise (Dask takes the columns from the first file it "
                          f"reads); read each file's columns, or the files one by one, to find "
                          f"it") from e
    reports, facts = [r for r, _, _, _ in done], [f for _, f, _, _ in done]
    # the categories note too is decided on the whole table: counts added over the
    # partitions (a column with a problem in any partition is left out, as in memory)
    counted: dict = {}
    for *_, c in done:
        for name, k in c.items():
            counted[name] = counted.get(name, 0) + k
    counted = {name: k for name, k in counted.items()
               if all(name in c for *_, c in done)}
    def merge(lists):
        merged: dict[tuple, dict] = {}
        for found in lists:
            for p in found:
                m = merged.setdefault((p["column"], p["problem"]), dict(p, count=0, examples=[]))
                m["count"] = None if m["count"] is None or p["count"] is None else m["count"] + p["count"]
                m["examples"] = sorted(set(m["examples"]) | set(p["examples"]))[:5]
        return list(merged.values())

    sizes = [r.n_records for r in reports]
    # the bounds note is decided on the whole table: a partition whose own extremes are the
    # bounds says nothing of a table with values beyond them, and the two ends can sit in
    # different partitions
    ends = {bounds_note(f) for f in schema.features if f.kind == "numeric"}
    # the classes y holds, too: a class absent from one partition may be in another
    notes = [p for p in merge(r.notes for r in reports)
             if p["problem"] not in ends and UNUSED_CLASSES_WORDS not in p["problem"]
             and not p["problem"].startswith(CATEGORIES_NOTE_WORDS)]
    notes += categories_notes(schema, counted)
    helds = [h for _, _, h, _ in done if h is not None]
    if helds:                   # (as in memory: y with records at all)
        notes += unused_classes_notes(schema, np.logical_or.reduce(helds))
    return SchemaReport(None if None in sizes else int(sum(sizes)), merge(r.problems for r in reports),
                        notes + merged_bounds_notes(schema, facts))


@dataclass
class _LoggedFrontier(Frontier):
    """A frontier whose record membership is re-derived from the public split log."""

    # per level: (feature, child table, paths, node tree, feature slots)
    log: list = field(default_factory=list)
    root_features: np.ndarray | None = None
    # per partition, its records' membership of this frontier (persisted Dask objects), made at
    # the first query; and those of the frontier it was advanced from, until then
    fronts: list | None = field(default=None, repr=False)
    fronts_persisted: bool = field(default=False, repr=False)
    parent_fronts: list | None = field(default=None, repr=False)
    # on a distributed client, the log's first steps as futures of data scattered to the
    # workers (:meth:`DaskPrivateData._scattered_log`); shared with the frontiers advanced from
    # this one, which scatter only their own steps
    shared: list = field(default_factory=list, repr=False)


def _local_door(codes, y, key, seed, schema: Schema) -> PrivateData:
    """An in-memory door over one partition's records (kernels only; its ledger is discarded)."""
    door = PrivateData.__new__(PrivateData)
    door._codes, door._y, door._key = codes, y, key
    door._init_public(schema, None, seed)
    return door


def _query(fn, seed, schema, *made):
    """A query's public part (its per-partition function, the sampler seed, the schema) as one
    task of its own: every partition's task depends on it, so a distributed scheduler ships it
    to each worker once, not once a partition.

    With ``made`` (on a distributed client only: a frontier's split log, or a public model) ``fn``
    is a function of it that makes the per-partition function, here on the worker: they reach
    this task, like the schema, as futures of data scattered to the workers once a fit (the
    log's steps, :meth:`DaskPrivateData._scattered_log`) or once a query of the model
    (:meth:`DaskPrivateData._scattered_public`), not in the query's graph (a log's step holds
    a level's nodes × codes table: past a 2,000-category multiway split the log took 31-36
    MiB, sent with each query of every deeper level; an OOB budget forest's scouts 4 MiB)."""
    return (fn(*made) if made else fn), seed, schema


class _Public:
    """A public object a query's per-partition function is made from (the model an error count
    reads), and on a distributed client its future once scattered to the workers
    (:meth:`DaskPrivateData._scattered_public`)."""

    def __init__(self, value):
        self.value, self.future = value, None


_SCATTER_FAILED = ("scattering the fit's public tables (the schema, the split log or a model) to "
                   "the Dask workers failed ({}): a worker left or the connection closed, e.g. "
                   "a client.restart() or a worker restart during the fit. Nothing was released "
                   "or charged; fit again once the cluster is stable")


def _scattered(client, values: list) -> list:
    """Futures of ``values`` (each one object, unhashed) scattered to every worker.  A failure
    (distributed's ``KeyError`` naming a worker that left, a closed comm, ...) raises
    :class:`_Cancelled` with one message: the scattered objects are public, but the raw errors
    differ with the moment of the failure and say nothing a user can act on."""
    try:
        return client.scatter(values, broadcast=True, hash=False)
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as e:        # noqa: BLE001  any failure of the scatter itself
        kind = type(e).__name__
    raise _Cancelled(_CLOSED if _client_gone(client) else _SCATTER_FAILED.format(kind))


def _scattered_to_all(client, value):
    """A future of ``value`` scattered (as one object, unhashed) to every worker."""
    return _scattered(client, [value])[0]


def _distributed_client():
    """The ``distributed`` client Dask computes on now, or None (a local scheduler, or a
    client that a ``dask.config.set(scheduler=...)`` overrides)."""
    import sys

    if "distributed" not in sys.modules:       # a client is in use only where it was imported
        return None
    from dask.base import get_scheduler
    from distributed import Client

    try:
        client = getattr(get_scheduler(), "__self__", None)
    except RuntimeError as e:       # Dask's refusal of an asynchronous client (no record in it)
        if "asynchronous" not in str(e):
            raise
        client = _ASYNCHRONOUS
    if client is _ASYNCHRONOUS or (isinstance(client, Client)
                                   and getattr(client, "asynchronous", False)):
        # said here, before any computation: Dask's own refusal came out of the first
        # partition task and read as a problem with the data
        raise TypeError("dpforest computes synchronously and cannot use an asynchronous Dask "
                        "client (Client(asynchronous=True)): fit and predict with a synchronous "
                        "client, or call them in an executor thread (await loop.run_in_executor("
                        "None, model.fit, X, y)) with a synchronous client to the same cluster")
    return client if isinstance(client, Client) else None


#: stands for an asynchronous client that Dask refused to hand over
_ASYNCHRONOUS = object()


def _on_partition(query, part, *own):
    """``fn(local door, *own)`` on one encoded partition: the body of every per-partition task
    (``own``: what the driver sends this partition alone).

    A module-level function of public arguments only, so that what is pickled into a task on a
    multi-process or distributed scheduler is the query and this partition -- never the driver's
    door, which references every partition (and, for ``reencode``, the raw frames)."""
    fn, seed, schema = query
    return fn(_local_door(*part, seed, schema), *own)


#: partial results one reduction task adds up (and the most the driver receives for one query)
SUM_FAN_IN = 8

#: tables of fewer cells are never compacted (:func:`_compact`): scanning them saves nothing
COMPACT_MIN_CELLS = 1 << 16


#: a partition's level table is counted straight into its non-zero cells when it has at least
#: this many cells for each (record, tree, slot) pair: below 2^31 cells (4-byte positions) it
#: then takes at most half its bytes as those cells whatever the counts; past that
#: :func:`_from_cells` may find it does not, and builds the table (:func:`_feature_table`)
CELLS_PER_PAIR = 4


@dataclass(frozen=True, eq=False)
class _Sparse:
    """An integer table held as its non-zero cells: ``values`` at flat positions ``index``
    (increasing, so each once; :func:`~dpforest.data._index_dtype` of the table's size) of a
    C-ordered array of ``shape`` and the values' dtype."""

    shape: tuple
    index: np.ndarray
    values: np.ndarray


def _compact(table):
    """An integer ``table`` as a :class:`_Sparse` when that takes at most half its bytes, else
    ``table`` unchanged.

    At a deep level a partition's table is sized by the public level (nodes × slots × codes ×
    classes) but has at most the partition's records × slots non-zero cells, and a partial
    sum at most those of the partitions it covers.  Whether a table is compacted depends on
    its cells' values; it is an internal form, never released, and the total is the same."""
    if not isinstance(table, np.ndarray) or table.dtype.kind not in "iu" \
            or table.size < COMPACT_MIN_CELLS:
        return table
    index = np.flatnonzero(table)
    if not _sparse_is_smaller(len(index), table.size, table.dtype):
        return table
    return _Sparse(table.shape, index.astype(_index_dtype(table.size)), np.ravel(table)[index])


def _sparse_is_smaller(n_nonzero: int, size: int, dtype) -> bool:
    """Whether ``n_nonzero`` cells of a table of ``size`` cells of ``dtype`` take at most half
    its bytes (:func:`_compact`'s rule)."""
    item = np.dtype(dtype).itemsize
    return n_nonzero * (np.dtype(_index_dtype(size)).itemsize + item) <= size * item // 2


def _from_cells(shape, index, values):
    """The table of non-zero cells ``(index, values)`` as :func:`_compact` gives it (the same
    form and content as compacting the full table)."""
    size = int(np.prod(shape, dtype=np.int64))
    if size >= COMPACT_MIN_CELLS and _sparse_is_smaller(len(index), size, values.dtype):
        return _Sparse(tuple(shape), index.astype(_index_dtype(size), copy=False), values)
    table = np.zeros(shape, dtype=values.dtype)
    table.reshape(-1)[index] = values
    return table


def _feature_table(door: PrivateData, fr: Frontier, nodes: tuple[int, int] | None = None):
    """A partition's level table (``door._feature_hist``; with ``nodes = (lo, hi)`` its rows
    ``lo:hi``, ``door._feature_hist_range``), counted as its non-zero cells where it is (nearly
    always) sure to compact.

    Where the table is large against what its records can fill (:data:`CELLS_PER_PAIR` cells
    for each of the partition's record × tree × slot pairs: below 2^31 cells it compacts
    whatever the counts), the
    non-zero cells are counted directly (:func:`~dpforest._kernels.feature_cells`, a sort of
    the pairs' positions) instead of zeroing, filling and scanning the full table: at a deep
    level of a fit over many partitions that took most of the level's time.  Otherwise the
    full table is returned, for the caller to :func:`_compact`: the same form and content
    either way."""
    lo, hi = (0, fr.size) if nodes is None else nodes
    S = fr.features.shape[1]
    shape = (hi - lo, S, door.max_codes, door.n_classes)
    cells = (hi - lo) * S * door.max_codes * door.n_classes
    if cells < COMPACT_MIN_CELLS or CELLS_PER_PAIR * door._n_records() * len(fr.samples) * S > cells:
        # compacted (or not) by the caller
        return door._feature_hist(fr) if nodes is None else door._feature_hist_range(fr, lo, hi)
    pairs = door._pairs(fr) if nodes is None else door._range_pairs(fr, lo, hi)
    index, values = _kernels.feature_cells(door._codes, door._y, pairs, fr.features[lo:hi],
                                           door.max_codes, door.n_classes, door._count_dtype())
    return _from_cells(shape, index, values)


def _add_all(parts, dtype=None):
    """Partial results added: arrays or :class:`_Sparse` tables (in ``dtype`` when given, else
    in their common type), numbers, or tuples / lists of them element by element.

    An array total is one fresh array (the first addition's result, or zeros when the first
    part is sparse) that the later parts are added into in place; the parts are never written
    to (a reduction task's inputs are other tasks' results).  Dense parts are added left to
    right, so even float sums are those of ``a + b + c``; sparse (integer) parts are added
    last, exactly."""
    first = parts[0]
    if isinstance(first, (tuple, list)):
        return type(first)(_add_all([p[i] for p in parts], dtype) for i in range(len(first)))
    if not any(isinstance(p, (np.ndarray, _Sparse)) for p in parts):
        total = first
        for p in parts[1:]:
            total = total + p
        return total
    sparse = [p for p in parts if isinstance(p, _Sparse)]
    dense = [p for p in parts if not isinstance(p, _Sparse)]
    dt = np.dtype(dtype) if dtype is not None else \
        np.result_type(*dense, *[p.values.dtype for p in sparse])
    if len(parts) == 1 and dense:
        return np.asarray(first, dtype=dt)
    if len(dense) >= 2:
        total = np.add(dense[0], dense[1], dtype=dt)
    elif dense:
        total = np.array(dense[0], dtype=dt)          # a copy, added into below
    else:
        total = np.zeros(sparse[0].shape, dtype=dt)
    for p in dense[2:]:
        if not isinstance(total, np.ndarray) or np.shape(p) != total.shape:
            total = np.add(total, p, dtype=dt)        # a scalar, or broadcasting grows the total
        else:
            np.add(total, p, out=total, dtype=dt)
    if sparse:
        flat = total.reshape(-1)            # a view: ``total`` is a fresh C-ordered array
        for p in sparse:
            flat[p.index] += p.values       # each position once
    return total


def _sum_task(parts, dtype, compact: bool):
    """A reduction task's partial sum (:func:`_add_all`), compacted when ``compact``."""
    if compact and len(parts) == 1 and isinstance(parts[0], _Sparse):
        return parts[0]                     # a group of one (the last): passed on as it is
    if compact and all(isinstance(p, _Sparse) for p in parts):
        # merged cell by cell (a sort of the parts' positions), without a full-size total
        dt = np.dtype(dtype) if dtype is not None else np.result_type(*[p.values.dtype for p in parts])
        index, values = _kernels.merge_cells(np.concatenate([p.index for p in parts]),
                                             np.concatenate([p.values for p in parts]), dt)
        return _from_cells(parts[0].shape, index, values)
    total = _add_all(parts, dtype)
    return _compact(total) if compact else total


def _group_sums(tasks, dtype=None, fan_in: int | None = None, compact: bool = False) -> list:
    """The tasks' results added in groups of ``fan_in`` (default :data:`SUM_FAN_IN`) by tasks
    of their own, level by level, until at most ``fan_in`` partial sums are left for the driver
    to add (``compact``: each partial sum as :func:`_compact` gives it).  Groups are fixed by
    position, so the total does not depend on which task finishes first; the adds run where
    the partitions are (on a cluster, on the workers).  A level's table is sized by the public
    level, not by a partition's records, so gathering one a partition on the driver would take
    partitions × its size; this way the driver holds at most ``fan_in`` at once, and a query
    costs one more round of tasks for every factor ``fan_in`` of partitions past it."""
    import dask

    fan_in = SUM_FAN_IN if fan_in is None else fan_in
    tasks = list(tasks)
    while len(tasks) > fan_in:
        tasks = [dask.delayed(_sum_task)(tasks[i:i + fan_in], dtype, compact)
                 for i in range(0, len(tasks), fan_in)]
    return tasks


def _replay(door: PrivateData, fr: _LoggedFrontier) -> Frontier:
    """``fr``'s membership on ``door``'s records, re-derived from its public split log."""
    local = door.open_root(fr.samples, fr.root_features)
    for args in fr.log:
        local = door._advance_routed(local, *args)
    return local


#: partitions hold at least this many records on average for their memberships of a frontier
#: to be persisted between queries (:meth:`DaskPrivateData._keeps_fronts`)
FRONT_MIN_RECORDS = 100_000

#: a partition's persisted membership where its frontier is lean (bit masks, and a member
#: store of up to LEAN_STORE_BYTES a partition): not kept across queries, each replays its log
_LEAN = "lean"


def _front_fn(fr: _LoggedFrontier):
    """``make(log)``: given ``fr``'s split log, a per-partition ``fn(door, parent)`` giving the
    partition's membership of ``fr``: its membership of the frontier ``fr`` was advanced from
    (``parent``) routed one level on, or, without one, the log replayed from the root.  The
    parent's pairs are copied before routing (the door routes in place), so a persisted parent
    stays valid should Dask recompute a task from it."""
    samples, root_features = fr.samples, fr.root_features

    def make(log):
        def front(door, parent):
            if isinstance(parent, str):           # lean above: lean here too (the same records)
                return _LEAN
            if parent is None:
                local = door.open_root(samples, root_features)
                for args in log:
                    local = door._advance_routed(local, *args)
            else:
                local = door._advance_routed(Frontier(parent.samples, parent.node_tree, parent.paths,
                                                      parent.features, parent._pair_rec.copy(),
                                                      parent._pair_node.copy()), *log[-1])
            return _LEAN if isinstance(local, _LeanFrontier) else local
        return front
    return make


def _on_front(fr: _LoggedFrontier, query):
    """``make(log)``: given ``fr``'s split log, a per-partition ``fn(door, front)`` running
    ``query(door, membership)`` on the partition's persisted membership of ``fr`` (replayed
    from the log where it is lean, or where none is kept), with ``fr``'s feature slots (on a
    copy: the persisted frontier is shared by the frontier's queries)."""
    # the task carries the public frontier only: not its log (an argument of ``make``), its
    # persisted memberships (the partitions') or the futures of its scattered log
    fr = copy.copy(fr)
    fr.log, fr.shared = [], []
    fr.fronts = fr.parent_fronts = None
    fr.fronts_persisted = False

    def make(log):
        public = copy.copy(fr)
        public.log = log

        def run(door, front=_LEAN):
            local = _replay(door, public) if isinstance(front, str) else copy.copy(front)
            return query(door, _with(local, public))
        return run
    return make


def _parts(collection) -> list:
    """The partitions of a Dask collection as delayed objects, one per partition of its
    expression.  Not the optimised graph's: optimising X and its label column separately can
    merge their partitions differently (a parquet read of one column packs more rows per
    partition), and the rows of X and y would no longer pair up.  Building them can already
    read a record (``dd.from_pandas`` turns object columns into strings here, where a byte
    that is not UTF-8 raises, quoting the value), so they are built as a computation is run
    (:func:`_unquoted`)."""
    return _unquoted(lambda c: c.to_delayed(optimize_graph=False), collection)


def refuse_layout(schema: Schema, X) -> None:
    """Refuse a Dask DataFrame whose columns do not fit the schema (one it lacks, one it does
    not declare, one repeated) before any task runs, in the in-memory words: judged on the
    frame's metadata (an empty pandas frame of its column names and dtypes, no record), as
    Schema.conform judges a Dask frame.  Left to the partitions, a lacking column failed one
    task a partition, each logged by the workers, before the same refusal.  A Dask Series is
    left to :func:`_check_text_forms`, which refuses it in the in-memory words for a 1-d X."""
    if getattr(X, "ndim", 2) == 2:
        schema._columns(X._meta)


def _sources(collection) -> dict | None:
    """A Dask DataFrame's or Series' sources: the expressions its graph starts from (no
    dependencies), name -> kind (``FromPandas``, ``FromGraph`` for a persisted collection,
    ``FromMapProjectable`` named ``read-csv-...`` for a text read, ``read-json`` for a frame of
    delayed parts that ``dd.read_json`` read, ``DelayedsExpr`` for other delayed parts); None for
    another collection (a Dask Array has no expression).  The expressions' names and types and
    their delayed parts' key names only (fast: no task graph is built), never a value."""
    try:
        roots = [e for e in collection.expr.walk() if not e.dependencies()]
    except Exception:           # noqa: BLE001  no expression graph to read
        return None
    out = {}
    for e in roots:
        kind = type(e).__name__
        if kind == "DelayedsExpr" and any(
                str(getattr(o, "key", "")).startswith(("read_json", "read-json", "read-block"))
                for o in e.operands):
            kind = "read-json"
        out[e._name] = kind
    return out


def _byte_cut(sources: dict) -> bool:
    """Whether any of ``sources`` (:func:`_sources`) cuts a file into partitions by its bytes:
    a text read (``dd.read_csv``, ``read_table``, ``read_fwf``: named ``read-csv``) or
    ``dd.read_json``'s parts."""
    return any(str(name).startswith(("read-csv", "read_csv")) or kind == "read-json"
               for name, kind in sources.items())


def _frame_of(collection):
    """The expression a Dask collection's columns were selected from: its expression with the
    column selections on top (``df[cols]``, ``df[label]``, ``df.drop(columns=...)``,
    ``df.loc[:, cols]``) taken off, so that X and y cut from one frame -- the same rows --
    share it; None where there is no expression (a Dask Array)."""
    try:
        e = collection.expr
        while type(e).__name__ in ("Projection", "Drop"):
            e = e.frame
        return e
    except Exception:           # noqa: BLE001  no expression graph to read
        return None


def _refuse_separate_text_reads(X, y, pinned: bool = False) -> None:
    """Refuse X and y that need not pair up row by row within their partitions, from their
    expressions alone, before any record is read.  Dask cuts a text file (``dd.read_csv``,
    ``read_table``, ``read_fwf``, ``read_json``) into partitions by its bytes, so two reads of
    different files -- or one of them and anything else -- are cut where their records' lengths
    say: one longer record moves a cut, and the fit then paired wrong labels without a word or
    failed on the partitions' lengths, which told of that record at no ε (under a pinned
    budget, as a fixed failure after its ε was booked).  Refused: X and y with no source in
    common where either may be cut by bytes, and a Dask Array y beside such an X.  With
    ``pinned`` (a budget's pinned fit) anything but column selections of one frame (a merge,
    a row filter, a sort or a repartition on one side, two in-memory frames, collections
    persisted apart).  Accepted: one frame's columns (persisted or not), and outside a pin
    in-memory frames and other sources that do not cut by bytes (parquet files)."""
    sx, sy = _sources(X), _sources(y)
    if sx is None or sy is None:
        # a Dask Array y (its chunks cannot be traced to X's read): refused beside a read that
        # may cut by bytes
        if not _byte_cut(sx or {}):
            return
        raise SchemaError(
            "y is a Dask Array beside an X read from a text file (dd.read_csv, read_table, "
            "read_fwf, read_json): Dask cuts such a file into "
            "partitions by its size in bytes, and an Array's chunks cannot be traced to X's "
            "read, so their rows need not pair up.  Pass y as the label column of the same "
            "frame (a Dask Series): X, y = df.drop(columns=[label]), df[label]")
    if pinned:
        # under a pin the outcome may depend on nothing but the form: X and y selected from
        # one frame (the same rows, cut alike).  Not two in-memory collections: from_pandas
        # cuts a monotonic index by its values even with sort=False, and the cut parameters
        # of two calls need not agree, so one repeated id moved a cut after booking (a review)
        fx, fy = _frame_of(X), _frame_of(y)
        if fx is not None and fy is not None and fx._name == fy._name:
            return
    elif set(sx) & set(sy) or not (_byte_cut(sx) or _byte_cut(sy)):
        return
    text = (not set(sx) & set(sy)) and (_byte_cut(sx) or _byte_cut(sy))
    raise SchemaError(
        ("X and y come from different reads, at least one of them of a text file "
         "(dd.read_csv, read_table, read_fwf, read_json): Dask cuts a text file into "
         "partitions by its size in bytes, so the rows of two reads need not pair up within "
         "their partitions (one longer record moves a cut)" if text else
         "X and y are not column selections of one frame (two frames, even in memory; a "
         "merge, a row filter, a sort, a repartition or any other step on one side; "
         "collections persisted apart), which a pinned budget cannot pair by their form")
        + ".  Make one frame, apply every step to it, persist it if you persist, then select: "
        "df = dd.read_csv(...) or dd.from_pandas(X.assign(label=y), npartitions=k); "
        "X, y = df.drop(columns=[label]), df[label]")


#: Dask expressions (class names, matched over each expression's classes: a groupby's
#: ``shift``, ``ffill`` and ``bfill`` are ``GroupByApply`` / ``GroupByTransform`` subclasses)
#: whose rows come out in an order that is not fixed from one computation to the next, with
#: the step a user wrote: a shuffle joins its pieces as they arrive, so ties of a sort and the
#: rows of a hash join's or shuffle's partition are ordered anew each time (measured:
#: ``sort_values``, ``shuffle``, ``set_index``, a hash merge, ``groupby().apply``,
#: ``groupby().shift`` / ``ffill``, a groupby aggregation with ``split_out``; a review's and
#: this module's runs found ``drop_duplicates``, ``sample``, ``repartition``, ``nlargest``,
#: ``merge_asof``, ``groupby().cumsum`` and a merge made partition by partition in order)
UNORDERED_STEPS = {
    "SortValues": "sort_values", "SetIndex": "set_index",
    "RearrangeByColumn": "shuffle", "Shuffle": "shuffle", "TaskShuffle": "shuffle",
    "DiskShuffle": "shuffle", "P2PShuffle": "shuffle", "Merge": "merge / join",
    "JoinRecursive": "merge / join", "HashJoinP2P": "merge / join",
    "GroupByApply": "groupby().apply (or shift, ffill, bfill)",
    "GroupByTransform": "groupby().transform",
}


def _merged_in_order(e) -> bool:
    """Whether the merge ``e`` is made partition by partition (Dask's single-partition
    broadcast: a one-partition left side joined ``how`` 'right' or 'inner', a one-partition
    right side 'left', 'inner' or 'leftsemi'), so its rows keep their order.  A side's
    partitions are counted only where Dask knows the count without computing
    (:func:`known_npartitions`); otherwise the merge is taken as a hash join."""
    def one(side) -> bool:
        return side is not None and known_npartitions(side) == 1

    left, right = getattr(e, "left", None), getattr(e, "right", None)   # (a join of many: none)
    how = getattr(e, "how", "inner")
    return (one(left) and one(right)) or (one(left) and how in ("right", "inner")) or \
        (one(right) and how in ("left", "inner", "leftsemi"))


#: the groupby families matched over an expression's classes (shift, ffill, bfill, median
#: are their subclasses); every other step by its own class name (an as-of merge is a
#: ``Merge`` subclass that keeps its order)
_BY_FAMILY = ("GroupByApply", "GroupByTransform")


def _spreads_over_partitions(out) -> bool:
    """Whether a groupby aggregation's ``split_out`` spreads its groups over several output
    partitions, by a shuffle: ``True`` (as many as its input's: ``groupby().nunique()``'s
    default), a whole number above 1, or a function choosing one."""
    if out is True or callable(out):
        return True
    return isinstance(out, numbers.Integral) and not isinstance(out, bool) and out > 1


def _step_of(e) -> str | None:
    """The reordering step the expression ``e`` is (:data:`UNORDERED_STEPS`), or None."""
    kinds = [c.__name__ for c in type(e).__mro__]
    step = UNORDERED_STEPS.get(kinds[0])
    if step is None:
        step = next((UNORDERED_STEPS[k] for k in kinds if k in _BY_FAMILY), None)
    if step is None and "GroupByApplyConcatApply" in kinds:
        # a groupby aggregation spread over several output partitions is a shuffle
        try:
            out = e.operand("split_out")
        except Exception:       # noqa: BLE001  no such operand
            out = None
        if _spreads_over_partitions(out):
            step = "groupby aggregation with split_out"
    return step


def _unordered_step(collection) -> str | None:
    """The first step of ``collection``'s expression (not yet persisted) whose rows Dask orders
    anew at every computation (:data:`UNORDERED_STEPS`), as the user wrote it, or None.  From
    the expression's structure alone (class names, operands, and a join side's partition
    count where Dask knows it without computing): no record is read, no task runs.  The
    expression as Dask optimises it is read too where optimising computes nothing (it can
    give a groupby aggregation over many partitions a ``split_out`` of its own)."""
    try:
        exprs = list(collection.expr.walk())
    except Exception:           # noqa: BLE001  no expression graph (a Dask Array)
        return None
    optimised = _without_computing(lambda: list(collection.optimize().expr.walk())) or []
    steps = [(e, step) for e in exprs for step in [_step_of(e)] if step is not None]
    steps += [(e, step) for e in optimised for step in [_step_of(e)]
              if step == "groupby aggregation with split_out"]
    for e, step in steps:
        if step != "merge / join":
            return step
    for e, step in steps:
        if not _merged_in_order(e):
            return step
    return None


def _without_computing(ask):
    """``ask()``, or None where answering it would start a computation (stopped before its
    first task: the local synchronous scheduler with a callback that raises when this thread
    starts one) or fails.  Not for concurrent use: the scheduler setting is the process's, so
    another thread's local computation meanwhile runs on the synchronous scheduler (with the
    same result), and is not stopped."""
    import threading

    import dask
    from dask.callbacks import Callback

    class _WouldCompute(Exception):
        pass

    me = threading.get_ident()

    def stop(dsk):
        if threading.get_ident() == me:
            raise _WouldCompute

    try:
        with dask.config.set(scheduler="sync"), Callback(start=stop):
            return ask()
    except Exception:           # noqa: BLE001  a computation stopped, or a question Dask cannot answer
        return None


def known_npartitions(collection) -> int | None:
    """``collection``'s (or an expression's) number of partitions where Dask knows it without
    computing anything, else None: a sort's or a repartition-by-size's count is found by
    running the graph, which may read (and fail on) the records (:func:`_without_computing`)."""
    return _without_computing(lambda: int(collection.npartitions))


def refuse_unordered_steps(**collections) -> None:
    """Refuse collections computed through a step whose row order changes from one computation
    to the next (:func:`_unordered_step`), before any record is read: dpforest reads a Dask
    frame's partitions more than once (the fit's finer grid encodes them again; X apart from y
    when scoring; a split's sides are applied to a later computation), and the rows of two
    computations then pair with other rows' labels, codes or sides -- silently, since their
    partitions' lengths agree.  ``collections``: name -> collection (None skipped)."""
    for name, c in collections.items():
        step = None if c is None else _unordered_step(c)
        if step is not None:
            raise SchemaError(
                f"{name} is computed through a {step} step, whose rows Dask orders anew at "
                f"every computation (a shuffle joins its pieces as they arrive), and dpforest "
                f"reads a Dask frame's partitions more than once, so its records would pair "
                f"with other records' labels.  Persist the frame after that step, then select: "
                f"df = df.sort_values(...).persist(); X, y = df.drop(columns=[label]), df[label] "
                f"(or compute it into pandas)")


def _paired_parts(X, y) -> tuple[list, list]:
    """The partitions of X and of y (:func:`_parts`), refused unless they pair up one to one
    and can be traced to one read where either could be cut by bytes
    (:func:`_refuse_separate_text_reads`).  Each caller refuses a step that orders the rows
    anew at each computation first (:func:`refuse_unordered_steps`), once, where it must come
    (a pinned fit's: before the budget counts the records as read)."""
    _refuse_separate_text_reads(X, y)
    xs, ys = _parts(X), _parts(y)
    if len(xs) != len(ys):
        hint = ("" if hasattr(y, "index") else " (y is a Dask Array: its chunks must match X's "
                "partitions; the label column of the same Dask DataFrame always does)")
        if not hint:
            hint = ("; a frame's label column pairs with it while both are lazy, but persisting "
                    "X and y separately lets Dask repack each (a parquet read of one column packs "
                    "more rows per partition): persist the frame before splitting it, or call "
                    "dask.persist(X, y) on both together")
        # no counts: a file read whole (dd.read_csv) is cut into partitions by its size in
        # bytes, which its records set -- one record more could change the figures
        raise SchemaError(f"X and y have different numbers of partitions; partition them "
                          f"alike{hint}")
    return xs, ys


def _by_text(values, declared):
    """``values`` of a string dtype with each text that spells a declared non-string value
    (``"True"``, ``"2"``, and ``"2.0"``: whole-number codes held as floats, as a column with
    missing values holds them) replaced by that value, or ``values`` unchanged: public, from
    the declared values alone, each text read on its own as the command line reads a CSV's
    (:func:`dpforest.text_values.text_reader`), and only where the declared text forms are
    distinct.  Matching ``"2"`` alone made every ``"2.0"`` unknown once one text record had
    turned a float column into objects (so into text): one record then left out thousands of
    others from a pinned budget's Dask fit."""
    from .text_values import text_reader

    declared = list(declared)
    if not _is_converted(values.dtype, declared):
        return values
    read = text_reader(declared)
    return values.astype(object).map(lambda v: read(v) if isinstance(v, str) else v)


def _is_converted(dtype, declared) -> bool:
    """A string dtype holding values declared as non-strings (public: dtype and schema)."""
    import pandas as pd

    return isinstance(dtype, (pd.StringDtype, pd.ArrowDtype)) and \
        not all(isinstance(c, str) for c in declared)


def _check_text_forms(schema: Schema, X, y, fitting: bool = True) -> None:
    """Refuse, before any record is read, a categorical column (or the label) two of whose
    declared values share a text form (``1`` and ``"1"``): a column that arrives as text (Dask
    turns object columns into strings) would match them by text and silently merge them, so the
    Dask fit would differ from the in-memory one.  Decided from the schema alone, for every
    such column: whether a column arrives as text follows its dtype, which pandas infers from
    the records (an integer column turns object with one text record), so a refusal that read
    it would depend on one record (as the command line does for a CSV file).  Predicting or
    scoring (``fitting=False``) releases nothing private, so there a column is refused only
    where it does arrive as text (its dtype): a model fitted in memory with such categories
    still predicts on a Dask frame whose column kept its type."""
    if X is not None and getattr(X, "ndim", 2) != 2:
        # a Dask Series (one column): the in-memory path's message, not an AttributeError
        raise SchemaError(f"Expected a 2-dimensional container but got a Dask "
                          f"{type(X).__name__} instead. Pass a Dask DataFrame (ddf[[column]] "
                          f"for a single feature) instead.")

    def clash(declared) -> bool:
        return len({str(c) for c in declared}) != len(list(declared))

    dtypes = {str(c): t for c, t in X.dtypes.items()} if hasattr(X, "dtypes") else {}
    hint = (" (such as 1 and \"1\"), which a column Dask turned into text cannot tell apart; "
            + ("keep one of them in the schema (fit in memory to keep both)" if fitting else
               "build the Dask frame with dask.config.set({'dataframe.convert-string': False}) "
               "to keep the values' types, or predict in memory"))
    for f in schema.features:
        if reads_declared_values(f) and f.name in dtypes and clash(f.categories) and (
                fitting or _is_converted(dtypes[f.name], f.categories)):
            raise SchemaError(f"column {f.name!r}: two of its declared categories have the same "
                              f"text form" + hint)
    ydt = getattr(y, "dtype", None)
    if y is not None and clash(schema.classes) and (
            fitting or (ydt is not None and _is_converted(ydt, schema.classes))):
        raise SchemaError("two of the declared classes have the same text form" + hint)


def _undo_string_conversion(schema: Schema, X, y):
    """Dask's ``dataframe.convert-string`` (on by default) turns object columns into strings
    when a frame is built, so a bool column with missing values, integer codes stored as objects
    or object-typed integer labels arrive as text that the declared categories and classes (not
    strings) no longer match.  Matching them by their text again keeps a Dask fit equal to the
    in-memory one."""
    import pandas as pd

    if isinstance(X, pd.DataFrame):
        # the schema names columns by their text (integer column labels included)
        label = {str(c): c for c in X.columns}
        fixed = {label[f.name]: _by_text(X[label[f.name]], f.categories) for f in schema.features
                 if reads_declared_values(f) and f.name in label}
        changed = {k: v for k, v in fixed.items() if v is not X[k]}
        if changed:
            X = X.copy()
            for k, v in changed.items():
                X[k] = v
    if isinstance(y, pd.Series):
        y = _by_text(y, schema.classes)
    return X, y


def _label_dtype(classes) -> str:
    """The pandas dtype of a lazy prediction column: text classes as ``"string"``, whole
    numbers as ``"int64"``, booleans as ``"bool"``, anything else (mixed) as ``"object"``."""
    if all(isinstance(c, str) for c in classes):
        return "string"
    if all(isinstance(c, (bool, np.bool_)) for c in classes):
        return "bool"
    if all(isinstance(c, (int, np.integer)) and not isinstance(c, (bool, np.bool_))
           for c in classes):
        return "int64"
    return "object"


def proba_columns(model) -> list[str]:
    """The names of :func:`predict_partitions`' probability columns: ``proba_<class>`` for each
    class of ``classes_``, as ``dpforest predict --proba`` writes them -- text, which parquet
    requires of column names (classes 0 and 1 as names failed ``to_parquet``), and apart from
    any feature's or the ``prediction`` column's name (classes that print alike are named by
    their repr: :func:`~dpforest.forests.base.proba_column_names`)."""
    from .forests.base import proba_column_names

    return proba_column_names(list(model.classes_))


def _predict_part(part, model, proba: bool, dtype: str):
    """One partition's predictions (labels, or one probability column per class), read as a
    fit on a Dask frame reads a partition; an empty partition gives an empty result."""
    import pandas as pd

    columns = proba_columns(model)
    if not len(part):
        return (pd.DataFrame(np.empty((0, len(columns))), index=part.index, columns=columns)
                if proba else pd.Series([], index=part.index, dtype=dtype, name="prediction"))
    part, _ = _undo_string_conversion(model.schema_, part, None)
    if proba:
        return pd.DataFrame(model.predict_proba(part), index=part.index, columns=columns)
    return pd.Series(model.predict(part), index=part.index, dtype=dtype, name="prediction")


def predict_partitions(model, X, *, proba: bool = False):
    """A fitted model's predictions over a Dask DataFrame, lazily, partition by partition: a
    Dask Series of labels named ``prediction`` (``proba=True``: a Dask DataFrame of
    probabilities, one column ``proba_<class>`` per class of ``classes_``, as ``dpforest
    predict --proba`` names them: :func:`proba_columns`), to write back to parquet or join
    without gathering the rows on the driver (``model.predict(X)`` computes them into one
    numpy array).

    Each partition is read as a fit on a Dask frame reads it: Dask turns object columns into
    text (a True/False column with missing values, integer codes held as objects), which is
    matched to the declared categories again, so the partitions predict as the frame does
    (handed to ``model.predict`` as they are, such text is refused as undeclared).  An empty
    partition (a filter or an empty file makes one) gives an empty result, where ``predict``
    refuses an empty batch; the model travels to each worker once, as one ``dask.delayed``
    object, not inside every task.  Post-processing of the released model: no budget is spent,
    and predictions on the training records are statistics of them (docs/evaluation.md).

    Raises ``TypeError`` for ``X`` that is not a Dask DataFrame (data in memory: call
    ``model.predict``), sklearn's ``NotFittedError`` for a model not fitted, and, judged on the
    frame's metadata when called (not in the tasks), the ``SchemaError`` that predict gives a
    frame whose columns differ from the fitted ones (one lacking, repeated or not seen at fit)."""
    import dask
    import pandas as pd
    from sklearn.utils.validation import check_is_fitted

    if not is_dask_collection(X) or getattr(X, "ndim", 2) != 2 or not hasattr(X, "map_partitions"):
        raise TypeError(f"predict_partitions takes a Dask DataFrame (ddf[[column]] for a single "
                        f"feature), got {type(X).__name__}; for data in memory call "
                        f"model.predict or model.predict_proba")
    check_is_fitted(model, ["classes_", "schema_"])
    from .forests.base import _without_person_column, refuse_dask_columns

    # the columns as each partition's predict will judge them, now rather than in every task
    refuse_dask_columns(model, _without_person_column(model, X._meta))
    classes = list(model.classes_)
    dtype = _label_dtype(classes)
    columns = proba_columns(model)
    meta = (pd.DataFrame({c: pd.Series([], dtype="float64") for c in columns})[columns]
            if proba else pd.Series([], dtype=dtype, name="prediction"))
    return X.map_partitions(_predict_part, dask.delayed(model), proba, dtype, meta=meta)


def _encode_partition(schema: Schema, X, y):
    """One partition's records, encoded and ranked on its worker: (codes, labels, rank among the
    partition's identical records, each record's index into the partition's distinct hash
    pairs, those pairs (m, 2) in increasing order and their counts).  The ranks compare the
    records' values (privacy/sampling.py); the pairs and counts are what the driver offsets
    them by.

    Every partition holds this until the driver has seen all their pairs (:func:`_with_keys`),
    so it is kept small: the labels in the in-memory door's type (one byte for a few classes),
    ranks, indices and counts (all below the partition's records) in 4 bytes where they fit,
    and no per-record content hash -- a record's first hash is its pair's first
    (``pairs[inverse, 0]``).  All exact: the keys are those of the full-width values."""
    X, y = _undo_string_conversion(schema, X, y)
    codes, labels = schema.encode(X), schema.encode_labels(y)
    if len(codes) != len(labels):
        # the lengths are private: say what is wrong, not the numbers
        raise SchemaError("a partition of X and the same partition of y have different numbers of "
                          "rows: select X and y from one frame after every step (a repartition "
                          "of X and of y apart packs each its own way): "
                          "X, y = df.drop(columns=[label]), df[label]")
    word = schema.content_words(X, codes)
    h1, h2 = content_hashes(labels, word, schema.n_features)
    rank = occurrence_rank(labels, word, schema.n_features, h1, rows=codes,
                           covered=np.flatnonzero(~schema.is_numeric()))
    rank = rank.astype(_rank_dtype(len(rank)), copy=False)
    # whether X's and y's indexes agree here (a Dask Array y's chunk has none): read on the
    # driver as one flag, for the pairing warning of a plain fit (:func:`_counts_and_agreement`)
    agree = not (hasattr(X, "index") and hasattr(y, "index")) or X.index.equals(y.index)
    return ((codes, labels.astype(_class_dtype(schema.n_classes), copy=False), rank)
            + _distinct_pairs(h1, h2) + (bool(agree),))


def _counts_and_agreement(part):
    """A partition's :func:`_hash_counts` and whether its X and y had equal indexes
    (:func:`_encode_partition`): one small result a partition for the driver."""
    return _hash_counts(part), part[6]


def _rank_dtype(n: int):
    """Unsigned type of the occurrence ranks of ``n`` records (each below ``n``); unsigned, so
    that adding the driver's uint64 offsets stays in integers."""
    return np.uint32 if n < 2 ** 32 else np.uint64


def _distinct_pairs(h1, h2):
    """Each record's index into the distinct (h1, h2) pairs, those pairs (m, 2) in lexicographic
    order (strictly increasing) and their counts (``np.unique(axis=0)`` gives the same, several
    times slower); indices and counts in :func:`~dpforest.data._index_dtype` of the records."""
    n = len(h1)
    order = _pair_order(h1, h2)
    s1, s2 = h1[order], h2[order]
    first = np.ones(n, dtype=bool)
    first[1:] = (s1[1:] != s1[:-1]) | (s2[1:] != s2[:-1])
    starts = np.flatnonzero(first)
    dt = _index_dtype(n)
    inverse = np.empty(n, dtype=dt)
    inverse[order] = np.cumsum(first, dtype=dt) - 1
    pairs = np.column_stack([s1[starts], s2[starts]])
    return inverse, pairs, np.diff(np.append(starts, n)).astype(dt)


def _encode_features(schema: Schema, X):
    return schema.encode(_undo_string_conversion(schema, X, None)[0])


def _encode_labels(schema: Schema, y):
    return schema.encode_labels(_undo_string_conversion(schema, None, y)[1])


def encode_collection(schema: Schema, X=None, y=None) -> np.ndarray:
    """Codes of a Dask DataFrame ``X`` (or label codes of a Dask Series ``y``) for prediction
    and scoring, encoded partition by partition where they live and matched by text as in a
    fit (:func:`_undo_string_conversion`); only the codes reach the caller.  Not a private
    query: it reads only the data the caller passes to ``predict`` or ``score``."""
    import dask

    if X is not None:
        refuse_layout(schema, X)
    _check_text_forms(schema, X, y, fitting=False)
    fn, parts = (_encode_features, _parts(X)) if X is not None else (_encode_labels, _parts(y))
    out = _compute(*[dask.delayed(fn)(schema, p) for p in parts])
    if not out:
        return schema.encode(X._meta) if X is not None else schema.encode_labels(y._meta)
    return np.concatenate(out)


def _reencode_part(part, X, schema: Schema, features):
    """One partition's columns ``features`` encoded again on a finer public grid (see
    PrivateData.reencode); labels and sampler keys kept.  The text Dask made of a column's
    values is matched back first, as the first encoding did (:func:`_undo_string_conversion`):
    read without it, a category declared as a non-text value (True, 3) would be refused here
    after the set-up accepted it, by whether some record holds it."""
    X = _undo_string_conversion(schema, X, None)[0]
    return _with_columns(part[0], schema.encode(X, features), features, schema), part[1], part[2]


def _recode_part(part, tables: dict, schema: Schema):
    """One partition's codes mapped through public lookup tables (see PrivateData.recode)."""
    return _mapped(part[0], tables, schema), part[1], part[2]


def _hash_counts(part):
    """A partition's distinct content hash pairs and their counts (what the driver ranks by)."""
    return part[4], part[5]


def _copy_offsets(counts) -> list:
    """Per partition, per distinct content hash (a uint64, or a row of a (m, 2) array of hash
    pairs): copies of it in earlier partitions (internal bookkeeping, never released), so that
    occurrence ranks are global as in memory.

    Each partition's hashes are distinct and in increasing (lexicographic) order, as
    :func:`_distinct_pairs` gives them (refused otherwise), so the lists are merged where they
    are, head by head (:func:`_merge_offsets`): a hash's offset in a partition is the running
    count of its entries in the partitions before.  The driver holds the partitions' lists (20
    bytes a distinct record of a partition: the hash pair and a 4-byte count) and 12 bytes a
    list entry (the counts in one array, a uint64 offset); concatenating and sorting the
    lists, as an earlier build did, took about four times the lists again at its peak.
    Returns, per partition, the positions among its distinct hashes whose offset is not 0 and
    those offsets."""
    from numba.typed import List

    uniqs = [np.asarray(u) for u, _ in counts]
    sizes = [len(u) for u in uniqs]
    if not sum(sizes):
        return [(np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.uint64)) for _ in uniqs]
    width = next(1 if u.ndim == 1 else u.shape[1] for u in uniqs if len(u))
    hashes = List()
    for u in uniqs:
        hashes.append(np.ascontiguousarray(u, dtype=np.uint64).reshape(len(u), width))
    # counts and offsets in one array each (4 and 8 bytes a list entry): the merge then reads
    # one list of the typed list a step, not three (it took twice the time)
    starts = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    off = np.zeros(int(starts[-1]), dtype=np.uint64)
    if not _merge_offsets(hashes, starts, np.concatenate([np.asarray(n) for _, n in counts]), off):
        raise ValueError("internal: a partition's content hashes are not distinct and increasing")
    # sent back to the partitions, which hold their hashes already: only the non-zero offsets
    # (a record whose content no earlier partition holds, most of them, has none), so the task
    # graph carries a few bytes a repeated record instead of 24 bytes a distinct one
    return [(np.flatnonzero(o), o[o != 0]) for o in np.split(off, starts[1:-1])]


@njit(cache=True, nogil=True)
def _head_less(head, p, q) -> bool:
    """Whether list ``p``'s current hash row (``head[p]``) comes before list ``q``'s: by the
    row (lexicographic), equal rows by list (earlier partitions first)."""
    for j in range(head.shape[1]):
        if head[p, j] != head[q, j]:
            return head[p, j] < head[q, j]
    return p < q


@njit(cache=True, nogil=True)
def _sift_down(heap, size, head) -> None:
    """Restore the min-heap of list ids ``heap[:size]`` after its root changed."""
    i = 0
    while True:
        k, left = i, 2 * i + 1
        if left < size and _head_less(head, heap[left], heap[k]):
            k = left
        if left + 1 < size and _head_less(head, heap[left + 1], heap[k]):
            k = left + 1
        if k == i:
            return
        heap[i], heap[k] = heap[k], heap[i]
        i = k


@njit(cache=True, nogil=True)
def _merge_offsets(hashes, starts, counts, out) -> bool:
    """``out[starts[p] + i]`` = the counts of hash row ``hashes[p][i]`` in the lists before
    ``p`` (``counts[starts[p] + i]``: that row's count in list ``p``).

    A k-way merge of the lists by a heap of their heads (ordered by row, then list), so equal
    rows come out in list order and each one's offset is the running count of its group; no
    list is copied (the heads' rows are, into ``head``).  False (``out`` incomplete) when a
    list is not strictly increasing."""
    k = len(hashes)
    width = hashes[0].shape[1]               # one width: the caller reshapes every list to it
    head = np.zeros((k, width), dtype=np.uint64)
    heap = np.empty(k, dtype=np.int64)
    pos = np.zeros(k, dtype=np.int64)
    size = 0
    for p in range(k):
        if hashes[p].shape[0]:
            head[p] = hashes[p][0]
            heap[size] = p
            size += 1
            i = size - 1                       # sift up
            while i and _head_less(head, heap[i], heap[(i - 1) // 2]):
                heap[i], heap[(i - 1) // 2] = heap[(i - 1) // 2], heap[i]
                i = (i - 1) // 2
    current = np.zeros(width, dtype=np.uint64)
    run = uint64(0)
    started = False
    while size:
        p = heap[0]
        h = hashes[p]
        i = pos[p]
        same = started
        for j in range(width):
            if head[p, j] != current[j]:
                same = False
                current[j] = head[p, j]
        if not same:
            run = uint64(0)
            started = True
        out[starts[p] + i] = run
        run += uint64(counts[starts[p] + i])
        if i + 1 < h.shape[0]:
            j = 0
            while j < width and h[i + 1, j] == head[p, j]:
                j += 1
            if j == width or h[i + 1, j] < head[p, j]:   # a repeated row, or a decreasing one
                return False
            for j in range(width):
                head[p, j] = h[i + 1, j]
            pos[p] = i + 1
        else:
            size -= 1
            heap[0] = heap[size]
        _sift_down(heap, size, head)
    return True


def _with_keys(part, nonzero):
    """The partition's codes, labels and sampler keys, its occurrence ranks raised by the copies
    in earlier partitions (``nonzero``: the distinct contents that have any, and how many)."""
    codes, labels, rank, inverse, pairs = part[:5]
    if len(nonzero[0]):
        off = np.zeros(len(pairs), dtype=np.uint64)
        off[nonzero[0]] = nonzero[1]
        rank = rank + off[inverse]             # uint64: ranks are unsigned
    return codes, labels, record_keys(pairs[inverse, 0], rank)


def _persist_staged(tasks, bar) -> list:
    """``_persist(*tasks)`` as a list, for one stage of the set-up's bar: with the bar shown
    and a ``distributed`` client, whose persist returns at once, the persisted futures are
    waited for (:func:`_await_watched`: paused workers end it too), so that the stage's one
    tick (:func:`_catch_up`) marks its end; the first use of them waits for them anyway.  No
    tick a task: the number of partitions follows the data's size in bytes (``dd.read_csv``
    cuts a file by it), so a bar counting them changed with one more record.  The tasks and
    their results are the same either way; with the bar off it is a plain persist."""
    import sys

    out = list(_persist(*tasks))
    if getattr(bar, "disable", True) or "distributed" not in sys.modules:
        return out                             # (a client is in use only where it was imported)
    from distributed import futures_of, wait

    futures = futures_of(out)                  # none on a local scheduler
    client = _distributed_client()
    if futures and client is not None and PAUSED_PATIENCE is not None:
        _await_watched(client, futures)
    elif futures:
        wait(futures)
    return out


#: the stages of the Dask set-up's bar (its total and its ticks: never the partitions')
SET_UP_STAGES = ("encoding partitions", "ranking copies", "keying partitions")


def _keyed_parts(schema: Schema, xs, ys, bar) -> tuple[list, int, bool]:
    """The door's partitions (codes, labels, sampler keys), persisted, their number of records
    and whether every partition's X and y had equal indexes: each partition encoded and ranked
    where it lives, its copies in earlier partitions counted on the driver, its keys made where
    it lives.  ``bar`` ticks once a stage
    (:data:`SET_UP_STAGES`), each named as it starts."""
    import dask

    encoded = _persist_staged([dask.delayed(_encode_partition)(schema, a, b)
                               for a, b in zip(xs, ys)], bar)
    _catch_up(bar, 1)
    bar.set_description(f"Dask set-up: {SET_UP_STAGES[1]}")
    both = _compute(*[dask.delayed(_counts_and_agreement)(e) for e in encoded])
    counts, agree = [c for c, _ in both], [a for _, a in both]
    # every record is counted once among its partition's distinct contents
    n = int(sum(int(np.sum(c, dtype=np.int64)) for _, c in counts))
    offsets = _copy_offsets(counts)
    del counts
    bar.update()
    bar.set_description(f"Dask set-up: {SET_UP_STAGES[2]}")
    # ``encoded`` (the ranks and hash pairs) is let go on return: only the keys are kept
    keyed = _persist_staged([dask.delayed(_with_keys)(e, o) for e, o in zip(encoded, offsets)], bar)
    _catch_up(bar, len(SET_UP_STAGES))
    return keyed, n, all(agree)


def _catch_up(bar, done: int) -> None:
    """Move ``bar`` to ``done`` steps once a stage has ended, and draw it (the set-up's bar
    ticks a stage's end here)."""
    if getattr(bar, "disable", True):
        return
    if bar.n < done:
        bar.update(done - bar.n)
    # drawn now, even where every tick arrived: tqdm redraws at most every mininterval, so a
    # stage's last ticks (the keying of a few partitions, well under 0.1 s) were counted but not
    # shown, and the bar closed at 9 of 17
    bar.refresh()


class DaskPrivateData(PrivateData):
    """:class:`PrivateData` over a Dask DataFrame ``X`` and Series ``y`` (same partitions)."""

    def __init__(self, X, y, schema: Schema, epsilon: float, seed: int = 0, progress=False):
        from .forests.base import progress_bar   # (the forests import this module lazily)

        if not isinstance(schema, Schema):
            raise SchemaError("a dpforest.Schema is required (public bounds, categories, classes)")
        # from metadata alone, so before a pinned budget counts the records as read
        refuse_layout(schema, X)
        from .privacy.accountant import note_records_read, pinned_dask_fit

        # the client, y's type and the schema's text forms: public, so refused before a pinned
        # budget counts the records as read (such a refusal spends nothing)
        _distributed_client()       # an asynchronous client is refused here, before any task
        if not hasattr(y, "to_delayed"):
            raise SchemaError("with a Dask DataFrame X, y must be a Dask Series partitioned like X "
                              "(e.g. the label column of the same Dask DataFrame)")
        _check_text_forms(schema, X, y)
        refuse_unordered_steps(X=X, y=y)          # from the expressions alone
        if pinned_dask_fit():
            # under a pinned budget the analyst's graph runs from here on: whatever fails from
            # now may turn on a record, so the budget counts the records as read (it keeps the
            # reservation) and _unquoted says one fixed thing
            note_records_read(self)
        xs, ys = _paired_parts(X, y)
        # encode (and validate) on the workers and keep the encoded partitions there (persist).
        # Sampler keys come from each record's content and its rank among identical records (the
        # copies in earlier partitions are counted first), never from its position; the total
        # length is released only by the charged noisy_total (the driver also sizes its rounds of
        # permuted counts by it, which changes the number of round trips, never a result).  No check of which classes occur or of
        # emptiness: such a refusal would itself release the data (docs/privacy.md).
        # The set-up's stages show on a bar of their own (``progress``: True, False or "auto", as
        # the estimators'); it takes many seconds at millions of records.  A tick a stage, not
        # a partition: the partitions' number follows the data's size (_persist_staged)
        bar = progress_bar(len(SET_UP_STAGES), f"Dask set-up: {SET_UP_STAGES[0]}", progress)
        try:
            self._parts, self._n, self.indexes_agree = _keyed_parts(schema, xs, ys, bar)
        finally:
            bar.close()
        self._raw_parts = xs          # for reencode only (lazy: read again if a finer grid is bought)
        self._init_public(schema, epsilon, seed)
        # on a distributed client: (schema, its scattered future) and the futures the graphs
        # of the query being computed name (:meth:`_partition_tasks`, :meth:`_again`)
        self._schema_shared, self._used = None, []

    # ------------------------------------------------------------------ helpers
    def _map(self, fn):
        """Run ``fn(local_door)`` on every partition (Dask tasks) and return the list of results."""
        return self._again(lambda: list(_compute(*self._partition_tasks(fn))))

    def _partition_tasks(self, fn, own=None, fr: _LoggedFrontier | None = None,
                         public: _Public | None = None) -> list:
        """One task a partition computing ``fn(local door)`` (``fn(local door, own[i])`` for
        partition i with ``own``), all depending on one query task.  With a frontier ``fr``,
        ``fn`` is a function of its split log that makes the per-partition function
        (:func:`_front_fn`, :func:`_on_front`); with ``public``, a function of its value (a
        model).  On a distributed client it is made on the workers from the log's steps or the
        value scattered to them, and the query task reads the schema scattered too
        (:func:`_query`); here, from the log or the value, otherwise."""
        import dask

        made = []
        if fr is not None:
            log = self._scattered_log(fr)
            fn, made = (fn(fr.log), made) if log is None else (fn, [log])
        elif public is not None:
            model = self._scattered_public(public)
            fn, made = (fn(public.value), made) if model is None else (fn, [model])
        schema = self._scattered_schema()
        if schema is not self.schema or made:
            from distributed import futures_of

            # what :meth:`_again` asks the scheduler about should the query be cancelled
            self._used += futures_of([made, schema, [] if own is None else list(own)])
        query = dask.delayed(_query)(fn, self.seed, schema, *made)
        if own is None:
            return [dask.delayed(_on_partition)(query, p) for p in self._parts]
        return [dask.delayed(_on_partition)(query, p, o) for p, o in zip(self._parts, own)]

    def _map_sum(self, fn, dtype=None, compact: bool = False, fr: _LoggedFrontier | None = None,
                 public: _Public | None = None):
        """``fn(local door)`` added up over the partitions (:func:`_group_sums`), computed as one
        graph; the total is returned in ``dtype`` when given.  With ``compact`` (integer tables)
        the partitions' tables and the partial sums travel as :func:`_compact` gives them.
        With a frontier ``fr``, ``fn(local door, membership)`` gets the partition's membership
        of it (:func:`_on_front`); at the frontier's first query the memberships are made in
        the same graph and persisted with its result (one round of tasks, not two).  With
        ``public``, ``fn`` is a function of its value that makes that function
        (:meth:`_partition_tasks`).  Made and computed again, once, should a worker holding
        scattered data the query reads be lost (:meth:`_again`)."""
        return self._again(lambda: self._map_sum_once(fn, dtype, compact, fr, public), fr, public)

    def _map_sum_once(self, fn, dtype, compact: bool, fr: _LoggedFrontier | None, public):
        """One attempt of :meth:`_map_sum`."""
        if compact:
            fn = _compacted(fn) if public is None else _made(_compacted, fn)
        logged = fr
        if fr is not None:
            fn = _on_front(fr, fn)
            if not self._keeps_fronts():
                fr = None                         # fn replays the frontier in each task
        fronts = None if fr is None else self._fronts(fr)
        tasks = _group_sums(self._partition_tasks(fn, fronts, logged, public), dtype, compact=compact)
        if fr is not None and not fr.fronts_persisted:
            done = _persist(*fronts, *tasks)
            fr.fronts, fr.fronts_persisted, tasks = list(done[:len(fronts)]), True, done[len(fronts):]
        total = _add_all(list(_compute(*tasks)), dtype)
        return total.astype(dtype, copy=False) if dtype is not None and isinstance(total, np.ndarray) else total

    _replay = staticmethod(_replay)

    def _again(self, run, fr: _LoggedFrontier | None = None, public: _Public | None = None):
        """``run()`` (a query's graph made and computed), made and computed once more where
        ``distributed`` cancelled it (:class:`_Cancelled`) because data it read is lost: the
        fit's scattered log, schema or model (``public``), which Dask cannot recompute once
        every worker holding it has left, or the frontier's persisted memberships made from
        them.  Those are scattered again and the memberships replayed from the log
        (:meth:`_forget_lost`).  A cancelled computation returned nothing to the driver, and
        the ledger is charged only after a query returns, so the query is released and
        charged once, as if it had not failed (noiseless fits equal the threaded scheduler's:
        tests/test_dask.py).  Cancelled again, or with none of that lost (the client closing,
        a user's cancel), it raises :class:`_Cancelled`, quoting nothing."""
        for attempt in (0, 1):
            self._used = []
            try:
                return run()
            except _Cancelled as e:
                failed = e
            if not self._forget_lost(fr, public):
                break
            if attempt:
                failed = _Cancelled(_LOST)
        raise failed

    def _forget_lost(self, fr: _LoggedFrontier | None, public: _Public | None) -> bool:
        """Whether data the cancelled query read (the futures its graphs named, and ``fr``'s
        kept memberships) is lost: cancelled on the client, or held by no worker as the
        scheduler says.  If so, the lost scattered objects are forgotten (scattered again at
        the next query) and ``fr``'s memberships too (replayed from its log)."""
        client = _distributed_client()
        if client is None or _client_gone(client):     # (a gone client's data cannot be had again)
            return False
        from distributed import futures_of

        named = list(self._used)
        if fr is not None:
            named += futures_of([fr.fronts or [], fr.parent_fronts or []])
        # (a membership still being computed is neither)
        gone = {f.key for f in named if f.status in ("cancelled", "lost")}
        held = [f for f in named if f.status == "finished"]
        if held:
            try:
                where = client.who_has(held)
            except CancelledError:                # one was cancelled since: all taken as lost
                where = {}
            gone |= {f.key for f in held if not where.get(f.key)}
        if not gone:
            return False
        if fr is not None:
            fr.shared = fr.shared[:next((i for i, f in enumerate(fr.shared) if f.key in gone),
                                        len(fr.shared))]
            fr.fronts = fr.parent_fronts = None
            fr.fronts_persisted = False
        if self._schema_shared is not None and self._schema_shared[1].key in gone:
            self._schema_shared = None
        if public is not None and public.future is not None and public.future.key in gone:
            public.future = None
        return True

    # ------------------------------------------------------------------ raw-record primitives
    def _n_records(self) -> int:
        return self._n

    def open_root(self, samples, features) -> Frontier:
        features = np.asarray(features, dtype=np.int64)
        return _LoggedFrontier(list(samples), np.arange(len(samples)), [() for _ in samples], features,
                               None, None, [], features)

    def advance(self, fr, feature, route, child_index, new_paths, new_node_tree, new_features):
        # logged with the code -> next node table the partitions route by, made once here: made
        # in every partition at every replay it took most of a deep level's time past tens of
        # partitions, and it is a quarter of the bytes of route and child_index in int64
        step = (feature, _kernels.child_table(route, child_index), new_paths, new_node_tree,
                new_features)
        return _LoggedFrontier(fr.samples, new_node_tree, new_paths, new_features, None, None,
                               fr.log + [step], fr.root_features, parent_fronts=fr.fronts,
                               shared=fr.shared)

    def _scattered_log(self, fr: _LoggedFrontier) -> list | None:
        """On a distributed client, ``fr``'s log as futures, one a step, of the steps scattered
        to every worker: each step once a fit (the frontiers advanced from ``fr`` keep its
        futures), so a query's graph names the log's keys instead of carrying its tables.
        None on a local scheduler, whose tasks share the driver's log anyway.  A step lost
        while a query read it is scattered again by :meth:`_again`."""
        client = _distributed_client()
        if client is None:
            return None
        if fr.shared and fr.shared[0].client is not client:
            fr.shared = []                        # made on another client (never within a fit)
        # scattered data is not recomputed: a step every holder of which has left (the active
        # memory manager may keep one replica only) is scattered again from here
        kept = next((i for i, f in enumerate(fr.shared) if f.status != "finished"), len(fr.shared))
        fr.shared = fr.shared[:kept]
        if len(fr.shared) < len(fr.log):
            # a list: each element (a step) is scattered as one object
            fr.shared = fr.shared + _scattered(client, list(fr.log[len(fr.shared):]))
        return list(fr.shared)

    def _scattered_schema(self):
        """On a distributed client, a future of the schema scattered to every worker once a fit
        (again after :meth:`reencode` or :meth:`recode` adopt another), for every query task to
        read: its categories are in each query's graph otherwise (15 kB at 2,000 categories).
        The schema itself on a local scheduler."""
        client = _distributed_client()
        if client is None:
            return self.schema
        shared = self._schema_shared
        if shared is None or shared[0] is not self.schema or shared[1].client is not client \
                or shared[1].status != "finished":
            self._schema_shared = shared = (self.schema, _scattered_to_all(client, self.schema))
        return shared[1]

    def _scattered_public(self, public: _Public):
        """On a distributed client, a future of ``public.value`` scattered to every worker
        (once for all the queries given ``public``), else None."""
        client = _distributed_client()
        if client is None:
            return None
        f = public.future
        if f is None or f.client is not client or f.status != "finished":
            public.future = _scattered_to_all(client, public.value)
        return public.future

    def _keeps_fronts(self) -> bool:
        """Whether memberships are persisted (:meth:`_fronts`): with partitions of
        :data:`FRONT_MIN_RECORDS` records or more on average.  Smaller ones replay the log in
        each task: their replays are cheap, and on a cluster the extra tasks a level cost more
        (200,000 rows in 64 partitions: the default forest 5.7 → 6.5 s on a LocalCluster)."""
        return self._n >= FRONT_MIN_RECORDS * len(self._parts)

    def _fronts(self, fr: _LoggedFrontier) -> list:
        """Each partition's membership of ``fr`` (:func:`_front_fn`) as Dask tasks, persisted by
        the frontier's first query (:meth:`_map_sum`): a level routes each record one level on
        instead of replaying every level above at each query (the replays grew with the
        square of the depth: 30 % of a 2 M-row fit)."""
        if fr.fronts is None:
            own = fr.parent_fronts if fr.parent_fronts is not None else [None] * len(self._parts)
            fr.fronts = self._partition_tasks(_front_fn(fr), own, fr)
            fr.parent_fronts = None           # the tasks hold what they need of the parent's
        return fr.fronts

    def _class_hist(self, fr) -> np.ndarray:
        return self._map_sum(lambda door, local: door._class_hist(local), fr=fr)

    def _code_hist(self, feature: int) -> np.ndarray:
        return self._map_sum(lambda door: door._code_hist(feature))

    def reencode(self, schema: Schema, features) -> None:
        import dask

        self._parts = list(_persist(*[dask.delayed(_reencode_part)(p, x, schema, list(features))
                                          for p, x in zip(self._parts, self._raw_parts)]))
        self._set_schema(schema)

    def recode(self, tables: dict, schema: Schema) -> None:
        import dask

        self._parts = list(_persist(*[dask.delayed(_recode_part)(p, tables, schema) for p in self._parts]))
        self._set_schema(schema)

    def _level_table(self, fr, query) -> np.ndarray:
        """``query(door, frontier)`` on every partition's replayed frontier, added up.

        The sum is taken in the in-memory door's count type (:meth:`_count_dtype`, int32 below
        2^31 records in all): no cell of any partial sum exceeds the number of records, so it
        is exact, and the driver's total takes half the memory of an int64 one.  A table is
        sized by the public level, but a partition's has at most its records × slots non-zero
        cells, so each partition sends it, and each reduction task its partial sum, as its
        non-zero cells when that is at most half the bytes (:func:`_compact`): at the deep
        levels what is held at once then no longer grows with the number of partitions."""
        return self._map_sum(query, self._count_dtype(), compact=True, fr=fr)

    #: a level histogram is summed a range of nodes at a time past the in-memory door's block
    #: size (data.LEVEL_HIST_CELLS, 128 MB of int32), each range one more round of tasks over the
    #: partitions: the driver gathers the partitions' partial sums of one range at a time (a
    #: 200-column, 40-class table at 11 levels: peak 3.77 GB with ranges of 2^27 cells, 2.77 GB
    #: with 2^25, fit 99 -> 121 s).  Only wide, many-class schemas' deep levels reach it
    _hist_block_cells = None

    def _feature_hist(self, fr) -> np.ndarray:
        return self._level_table(fr, _feature_table)

    def _feature_hist_range(self, fr, lo: int, hi: int) -> np.ndarray:
        return self._level_table(fr, lambda door, local: _feature_table(door, local, (lo, hi)))

    def _pair_hist(self, fr, nodes) -> np.ndarray:
        return self._level_table(fr, lambda door, local: door._pair_hist(local, nodes))

    #: target size of one round of permutation-importance counts, in gathered codes (each record
    #: set counted at the total number of records times its permuted columns; a record set over
    #: the target is still gathered whole, in a round of its own)
    PERMUTE_ROUND_CODES = 1 << 24

    def _error_counts(self, samples, predict_fn, bag, permute, rngs):
        """Exact (#misclassified, #records) per query, as :meth:`PrivateData._error_counts`.

        A plain count is a sum over the partitions.  A permuted count needs one uniformly random
        permutation of the column among *all* the record set's records: its sensitivity of 2
        rests on it (:meth:`PrivateData.noisy_error_counts`).  Drawn within each partition it
        would hold only for a layout that does not depend on the records, and partitions cut at
        quantiles of a sorted column move many records when one is added.  So each partition
        sends the driver the codes of the permuted columns of its records in the set (in its
        record order); the driver concatenates them in partition order, draws one uniformly
        random permutation of each column over the whole concatenation, from ``rngs[k]`` or,
        when that is None, a generator on fresh OS entropy per record set (secret, as in
        memory), and sends each partition its slice back, where the count is taken.  A uniform
        permutation of the concatenation is a uniform permutation of the records whatever order
        the partitions hold them in, so the analysis is the in-memory one and the layout does
        not enter it; with partitions in row order and the same generator the permutations are
        the in-memory door's.  Record sets are handled in rounds of about
        :attr:`PERMUTE_ROUND_CODES` gathered codes; the driver holds a round's gathered codes,
        their concatenation and one permuted slice per query."""
        n = len(samples)
        permute = np.asarray(permute, dtype=np.int64)
        rngs = [None] * n if rngs is None else list(rngs)
        # the public model (4 MiB for an OOB budget forest's scouts, 3 MiB for a batch of
        # RFDP_OOB's trees at 2,000 categories) reaches a cluster's workers scattered, once for
        # the call's queries, not in their graphs (:meth:`_partition_tasks`)
        model = _Public((samples, predict_fn, bag, permute))
        if not (permute >= 0).any():
            return self._map_sum(_plain_counts, public=model)
        starts = PrivateData._record_set_starts(samples, bag)
        runs = [(starts[t], starts[t + 1]) for t in range(len(starts) - 1)]
        # the columns each run permutes, in order of first use
        cols = [list(dict.fromkeys(int(j) for j in permute[a:b] if j >= 0)) for a, b in runs]
        errors, sizes = np.zeros(n, np.int64), np.zeros(n, np.int64)
        t = 0
        while t < len(runs):                   # a round: consecutive runs within the code bound
            u, held = t + 1, self._n * len(cols[t])
            while u < len(runs) and held + self._n * len(cols[u]) <= self.PERMUTE_ROUND_CODES:
                held += self._n * len(cols[u])
                u += 1
            lo, hi = runs[t][0], runs[u - 1][1]
            permuting = [v for v in range(t, u) if cols[v]]
            gathered = self._map(lambda door: [
                door._codes[np.ix_(door._sample_records(samples[runs[v][0]], bag), cols[v])]
                for v in permuting])
            shares = [{} for _ in self._parts]       # per partition: query k -> its permuted slice
            for i, v in enumerate(permuting):
                cuts = np.cumsum([len(part[i]) for part in gathered])[:-1]
                codes = np.concatenate([part[i] for part in gathered])
                secret = None
                for k in (k for k in range(*runs[v]) if permute[k] >= 0):
                    column = codes[:, cols[v].index(int(permute[k]))]
                    if len(column):
                        rng, secret = PrivateData._permutation_stream(rngs, k, secret)
                        column = _kernels.shuffled(column, rng)
                    for p, piece in enumerate(np.split(column, cuts)):
                        shares[p][k] = piece
            del gathered
            # the public query is one task shipped to each worker once (the model scattered on a
            # cluster); each partition's task carries only its own slices.  Cancelled because
            # the model was lost, it is counted again with the same slices (:meth:`_again`)
            e, m = self._again(lambda: _add_all(list(_compute(*_group_sums(
                self._partition_tasks(_counts_with((lo, hi)), shares, public=model))))),
                public=model)
            errors += e
            sizes += m
            t = u
        return errors, sizes

    def model_scores(self, n_classes, trees=(), tables=()):
        # the records live on the workers: each round's query recomputes the public model there
        return ModelScores(n_classes, trees, tables)

    # the model these queries read (a selector's candidate, the random trees, the boosted
    # rounds so far) is scattered to the workers once a query (_Public), not carried in its
    # graph: an SNR forest's trees over a 2,000-category column made a 12.7 MiB graph
    def _brier_sum(self, proba_fn, Q):
        return int(self._map_sum(_door_query, public=_Public(("_brier_sum", (proba_fn, Q)))))

    def _leaf_gradient_sums(self, sample, apply_fn, n_leaves, scores_fn, Q):
        return self._map_sum(_door_query, public=_Public(
            ("_leaf_gradient_sums", (sample, apply_fn, n_leaves, scores_fn, Q))))

    def _leaf_hists(self, samples, apply_fn, n_leaves, bag):
        return list(self._map_sum(_door_query, public=_Public(
            ("_leaf_hists", (samples, apply_fn, n_leaves, bag)))))

    def _record_cell_hist(self, cell_of, n_cells):
        # (the in-memory door's loop read its own record arrays, which this door does not
        # hold: it failed after the charge, and only where some record was there to read)
        return self._map_sum(_door_query, np.int64, public=_Public(
            ("_record_cell_hist", (cell_of, n_cells))))


def _door_query(public):
    """The per-partition function of a query whose public part is (the in-memory door's method
    name, its arguments: a selector's candidate, the random trees, the boosted rounds so far)."""
    method, args = public
    return lambda door: getattr(door, method)(*args)


def _compacted(fn):
    """``fn`` with its table returned as :func:`_compact` gives it."""
    return lambda door, *own: _compact(fn(door, *own))


def _made(wrap, make):
    """``make`` (a function of public values giving a per-partition function) with the
    function it gives wrapped by ``wrap``."""
    return lambda *values: wrap(make(*values))


def _plain_counts(model):
    """Error counts with no column permuted (:meth:`DaskPrivateData._error_counts`), as
    ``fn(local door)``, made from ``model``: (samples, predict_fn, bag, permute)."""
    return lambda door: door._error_counts(*model, None)


def _counts_with(span):
    """``make(model)``: a round of error counts whose permutations the driver drew
    (:meth:`DaskPrivateData._error_counts`), as ``fn(local door, its slices of them)``, made
    from ``model``: (samples, predict_fn, bag, permute)."""
    return lambda model: lambda door, columns: door._error_counts(*model, None, columns, span)


def _with(local: Frontier, fr: Frontier) -> Frontier:
    """The replayed membership with the caller's (possibly narrowed) feature slots."""
    local.features = fr.features
    return local

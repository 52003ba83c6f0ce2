"""Failed-task lines in ``dask.distributed`` worker logs, rewritten so that they quote no record.

When a task fails on a ``distributed`` worker (a ``LocalCluster``'s too), the worker logs it on
its ``distributed.worker`` logger, at ERROR::

    Compute Failed
    Key:       <the task's key>
    State:     executing
    Task:      <the task's repr: its function and, when short, its arguments>
    Exception: <repr of the exception: Dask's, numpy's or pandas' message, which can quote a
               record, e.g. ValueError("invalid literal for int() with base 10: 'John'")>
    Traceback: <the traceback's frames (file, line and code lines; no local values)>

and, when the task cannot even be run (e.g. a dependency that fails to unpickle),
"Exception during execution of task <key>" with the exception's traceback and message.  These
go to the workers' stderr, or to wherever the workers' logging sends them.  The scheduler logs
neither the message nor the traceback (only its dashboard's exceptions page shows them).
Dask's local schedulers (threads, synchronous, processes) log nothing: they raise the error in
the caller, where :func:`dpforest.dask_data._unquoted` replaces it.

While dpforest computes on a ``distributed`` client, :func:`guard_worker_logs` registers a
worker plugin (:class:`RedactTaskErrorLogs`, named :data:`PLUGIN_NAME`) that adds a
:class:`TaskErrorRedactor` filter to every worker's ``distributed.worker`` logger -- on the
workers running now and on those that join later (the scheduler hands its registered plugins
to each new worker before it runs any task).  The filter rewrites those two kinds of record
only: the key, the state and the traceback's frames stay, the exception is reduced to its type
(a class name checked against the exception classes the worker has loaded), and the task's
repr and the exception's message are dropped.  Every other record passes unchanged.

It stays registered on the cluster after the fit that registered it (the scheduler keeps a
worker plugin until it is unregistered): that is simpler than removing it after each fit and
covers the later ``predict`` and ``score`` calls; it also shortens the log lines of the user's
own tasks that fail on those workers (their reads and conversions, which is where record values
get quoted), whose errors still raise in the user's session with the full message -- only the
worker's log line is shortened.  dpforest registers it once per client (a second registration
would be a no-op on the scheduler, but a round trip and a scheduler log line at each compute);
``client.unregister_worker_plugin(PLUGIN_NAME)`` removes the filter from the workers, and
dpforest registers it again only from a new client.  Workers in the driver's process
(``LocalCluster(processes=False)``) share the driver's ``distributed.worker`` logger: the
filter is added once and removed when the last such worker closes, so it does not outlive
the cluster there.

Nothing here reads the data or changes a released value: it only rewrites log text.
"""

from __future__ import annotations

import logging
import re
import threading
import traceback
import weakref

PLUGIN_NAME = "dpforest-task-error-logs"
LOGGER = "distributed.worker"

_COMPUTE_FAILED = ("Compute Failed\n"
                   "Key:       %s\n"
                   "State:     %s\n"
                   "Task:      (not shown: it can hold a record)\n"
                   "Exception: %s (message not shown: it can quote a record)\n"
                   "Traceback: %r\n")
_NOT_SHOWN = "Compute Failed (detail not shown: it can quote a record)"
_lock = threading.Lock()


def _key_name(key):
    """A task key without its partition index: ``('read-csv-ab12', 3)`` is shown as
    ``'read-csv-ab12'``, since the index would say which partition holds the record that
    failed (dpforest's own tasks have random keys, Dask's keep the index)."""
    return key[0] if isinstance(key, tuple) and key else key


def _exception_names() -> set[str]:
    """The names of the exception classes loaded in this process (a type name taken from a
    message is shown only when it is one of them)."""
    names, seen, todo = set(), set(), [BaseException]
    while todo:
        cls = todo.pop()
        if id(cls) in seen:
            continue
        seen.add(id(cls))
        names.add(cls.__name__)
        try:
            todo.extend(type.__subclasses__(cls))
        except TypeError:
            pass
    return names


def _exception_type(exception_text) -> str:
    """The exception's class name from its repr (``ValueError('...')``), or a generic word
    where the repr does not start with the name of a loaded exception class."""
    m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\(", exception_text) if isinstance(exception_text, str) else None
    return m.group(1) if m and m.group(1) in _exception_names() else "an exception"


class TaskErrorRedactor(logging.Filter):
    """A filter for the ``distributed.worker`` logger: a failed task's record keeps its key,
    state, exception type and traceback frames; its task repr and exception message go.
    Other records pass unchanged.  Never drops a record."""

    _dpforest_redactor = True       # recognised across module reloads and pickling

    def __init__(self):
        super().__init__()
        self.owners: set[int] = set()

    def filter(self, record: logging.LogRecord) -> bool:
        msg = record.msg
        if not isinstance(msg, str):
            return True
        if msg.startswith("Compute Failed"):
            args = record.args
            if isinstance(args, tuple) and len(args) == 5:
                key, state, _task, exception_text, traceback_text = args
                record.msg = _COMPUTE_FAILED
                record.args = (_key_name(key), state, _exception_type(exception_text),
                               traceback_text if isinstance(traceback_text, str) else "")
            else:                   # a layout this filter does not know: keep nothing
                record.msg, record.args = _NOT_SHOWN, ()
            record.exc_info, record.exc_text = None, None
        elif msg.startswith("Exception during execution of task") and record.exc_info:
            kind, _value, tb = record.exc_info
            record.exc_info = None
            if isinstance(record.args, tuple):
                record.args = tuple(_key_name(a) for a in record.args)
            record.exc_text = ("Traceback (most recent call last):\n" + "".join(traceback.format_tb(tb))
                               + f"{getattr(kind, '__name__', 'an exception')} "
                               "(message not shown: it can quote a record)")
        return True


def _redactor(logger: logging.Logger) -> TaskErrorRedactor | None:
    return next((f for f in logger.filters if getattr(f, "_dpforest_redactor", False)), None)


def install(owner: int) -> None:
    """Add the filter to this process's ``distributed.worker`` logger (once), for ``owner``."""
    logger = logging.getLogger(LOGGER)
    with _lock:
        f = _redactor(logger)
        if f is None:
            f = TaskErrorRedactor()
            logger.addFilter(f)
        f.owners.add(owner)


def uninstall(owner: int) -> None:
    """Release ``owner``'s hold; the filter is removed when no worker in the process holds it."""
    logger = logging.getLogger(LOGGER)
    with _lock:
        f = _redactor(logger)
        if f is not None:
            f.owners.discard(owner)
            if not f.owners:
                logger.removeFilter(f)


try:
    from distributed.diagnostics.plugin import WorkerPlugin
except ImportError:                 # pragma: no cover - the dask extra without distributed
    WorkerPlugin = object


class RedactTaskErrorLogs(WorkerPlugin):
    """The worker plugin that installs :class:`TaskErrorRedactor` on each worker."""

    idempotent = True               # registered again: the scheduler keeps the first one

    def setup(self, worker):
        install(id(worker))

    def teardown(self, worker):
        uninstall(id(worker))


_guarded: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def active_client():
    """The ``distributed`` client ``dask.compute`` would use now, or None (a local scheduler,
    or ``distributed`` not installed).  Resolved as Dask resolves it (``scheduler=`` in the
    config, else the current client)."""
    try:
        from dask.base import get_scheduler
        from distributed import Client
    except ImportError:
        return None
    try:
        get = get_scheduler()
    except Exception:               # an asynchronous client: dask.compute refuses it too
        return None
    client = getattr(get, "__self__", None)
    return client if isinstance(client, Client) else None


def guard_worker_logs() -> None:
    """Before a dpforest compute: on a ``distributed`` client, make sure every worker (and
    every worker that joins later) has the filter.  Once per client; nothing on a local
    scheduler."""
    client = active_client()
    if client is None:
        return
    address = getattr(getattr(client, "scheduler", None), "address", None)
    if _guarded.get(client) == address:
        return
    client.register_plugin(RedactTaskErrorLogs(), name=PLUGIN_NAME)
    _guarded[client] = address

"""Dask's local threaded scheduler, run so that a computation has ended when it returns or raises.

When one task of a computation fails, Dask's local scheduler raises at once and leaves the
tasks already running (another partition's read, encode or count) to go on in its shared
thread pool.  The caller then has its refusal while the fit's work still runs behind it: CPU
and memory still in use, and a partition task that opens a ``warnings.catch_warnings`` block
(pandas does, converting dtypes) closes it later, putting back the process's warning filters
and recorder it saved, over whatever the caller's own thread set in between (a test's
``pytest.warns`` after a refused fit was left recording nothing).  Measured in this project's
suite: partition tasks of a refused CSV read and of a refused fit on partitions of unequal
lengths still ran during the next tests.

So on the local threaded scheduler (Dask's default for a data frame) each computation gets a
pool of its own, shut down -- queued tasks cancelled, running ones waited for -- before the
call returns or raises; an interrupt (``KeyboardInterrupt``) cancels the queued tasks and
returns at once.  A ``distributed`` client, another scheduler, or a pool the user set in Dask's
configuration is used as it is.
"""

from __future__ import annotations

import contextvars
from concurrent.futures import ThreadPoolExecutor

__all__ = ["run_to_the_end"]


class _ContextPool(ThreadPoolExecutor):
    """A thread pool whose tasks run in a copy of the submitting thread's context, as in Dask's
    own pool: dpforest's ``muted`` and ``filtered`` blocks reach the partition tasks."""

    def submit(self, fn, /, *args, **kwargs):
        return super().submit(contextvars.copy_context().run, fn, *args, **kwargs)


def _local_threads() -> bool:
    """Whether a computation now runs on Dask's local threaded scheduler: the configured
    scheduler is the threaded one, or none is configured (a data frame's and a delayed's
    default), and no pool of the user's is set."""
    import dask
    import dask.threaded
    from dask.base import get_scheduler

    if dask.config.get("pool", None) is not None:
        return False
    try:
        scheduler = get_scheduler()
    except RuntimeError:        # (an asynchronous client: the caller's refusal says so)
        return False
    return scheduler is None or scheduler is dask.threaded.get


def run_to_the_end(call, *tasks):
    """``call(*tasks)`` (``dask.compute`` or ``dask.persist``), on the local threaded scheduler
    in a pool of its own that is shut down before this returns or raises (see the module)."""
    if not _local_threads():
        return call(*tasks)
    import dask
    from dask.system import CPU_COUNT

    pool = _ContextPool(dask.config.get("num_workers", None) or CPU_COUNT,
                        thread_name_prefix="dpforest-dask")
    wait = True
    try:
        return call(*tasks, scheduler="threads", pool=pool)
    except KeyboardInterrupt:
        # an interrupt returns at once, as before (a running task can take minutes); the
        # queued tasks are still cancelled
        wait = False
        raise
    finally:
        pool.shutdown(wait=wait, cancel_futures=True)

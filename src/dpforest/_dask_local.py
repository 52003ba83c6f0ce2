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

So on the local threaded scheduler (Dask's default for a data frame) each computation's tasks
are submitted through a tracker of its own, and before the call returns or raises its queued
tasks are cancelled and its running ones waited for; an interrupt (``KeyboardInterrupt``)
cancels the queued tasks and returns at once.  The threads are one pool kept for the process
(per number of workers), as Dask keeps its own: a fit makes a few dozen computations, and
starting a 64-thread pool for each cost about 13 ms (measured on a 2-core machine).  A
computation started from another thread than the main one gets a pool of its own, shut down
the same way (a shared pool busy with the caller's own task could not run it).  A
``distributed`` client, another scheduler, or a pool the user set in Dask's configuration is
used as it is.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import wait as futures_wait

from ._parallel import ContextPool

__all__ = ["run_to_the_end"]


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


class _Tracked:
    """What Dask's threaded scheduler needs of a pool (``submit`` and ``_max_workers``), on a
    shared pool, keeping the futures of one computation so that they can be ended."""

    def __init__(self, pool: ThreadPoolExecutor):
        self._pool, self._max_workers, self.futures = pool, pool._max_workers, []

    def submit(self, fn, /, *args, **kwargs):
        f = self._pool.submit(fn, *args, **kwargs)
        self.futures.append(f)
        return f

    def end(self, wait: bool) -> None:
        """Cancel the computation's queued tasks and, with ``wait``, wait for its running ones."""
        for f in self.futures:
            f.cancel()
        if wait:
            futures_wait(self.futures)


_POOLS: dict[int, ContextPool] = {}
_POOLS_LOCK = threading.Lock()


def _forget_pools() -> None:
    # a forked child has none of the parent's threads: it starts pools of its own
    global _POOLS_LOCK
    _POOLS.clear()
    _POOLS_LOCK = threading.Lock()


os.register_at_fork(after_in_child=_forget_pools)


def _shared_pool(n: int) -> ContextPool:
    with _POOLS_LOCK:
        if n not in _POOLS:
            _POOLS[n] = ContextPool(n, thread_name_prefix="dpforest-dask")
        return _POOLS[n]


def run_to_the_end(call, *tasks):
    """``call(*tasks)`` (``dask.compute`` or ``dask.persist``), on the local threaded scheduler
    with none of its tasks queued or running once this returns or raises (see the module)."""
    if not _local_threads():
        return call(*tasks)
    import dask
    from dask.system import CPU_COUNT

    n = dask.config.get("num_workers", None) or CPU_COUNT
    main = threading.current_thread() is threading.main_thread()
    own = None if main else ContextPool(n, thread_name_prefix="dpforest-dask")
    pool = _Tracked(_shared_pool(n) if main else own)
    wait = True
    try:
        return call(*tasks, scheduler="threads", pool=pool)
    except KeyboardInterrupt:
        # an interrupt returns at once, as before (a running task can take minutes); the
        # queued tasks are still cancelled
        wait = False
        raise
    finally:
        pool.end(wait)
        if own is not None:
            own.shutdown(wait=False)

"""``n_jobs`` plumbing: scikit-learn's meaning, threads underneath.

The heavy kernels (histogram passes, the noise sampler, prediction) run in compiled code or
numpy that releases the GIL, so plain threads use several cores without copying the data.  An
estimator's ``fit``/``predict`` enters :func:`using` with its ``n_jobs``; the kernels ask
:func:`current` how many workers they may use.  Work is always split into the same pieces in the
same order, so results do not depend on the number of workers.  The threads are one pool kept
for the process (see :func:`parallel_map`).
"""

from __future__ import annotations

import contextlib
import contextvars
import itertools
import numbers
import os
import threading
from concurrent.futures import ThreadPoolExecutor, wait

__all__ = ["cpu_count", "effective_n_jobs", "using", "current", "parallel_map", "check_n_jobs",
           "ContextPool"]

_state = threading.local()


def check_n_jobs(n_jobs) -> None:
    """Raise for anything but None or a non-zero integer (scikit-learn's convention)."""
    if n_jobs is None:
        return
    if isinstance(n_jobs, bool) or not isinstance(n_jobs, numbers.Integral) or n_jobs == 0:
        raise ValueError(f"n_jobs must be None or a non-zero integer, got {n_jobs!r}")


def cpu_count() -> int:
    """The CPUs this process may use: :func:`joblib.cpu_count`, which (unlike
    :func:`os.cpu_count`, the machine's count) honours the process's CPU affinity, a container's
    cgroup CPU quota and ``LOKY_MAX_CPU_COUNT`` -- what scikit-learn resolves ``n_jobs=-1``
    against.  A service limited to 2 CPUs on a 64-core host would otherwise start 64 threads.
    joblib ships with scikit-learn; imported here, when first needed."""
    import joblib

    return max(1, int(joblib.cpu_count()))


def effective_n_jobs(n_jobs) -> int:
    """None → 1; -1 → all usable CPUs; -2 → all but one; k > 0 → k (scikit-learn's meaning;
    the usable CPUs are :func:`cpu_count`'s)."""
    check_n_jobs(n_jobs)
    if n_jobs is None:
        return 1
    if n_jobs > 0:
        return int(n_jobs)
    return max(1, cpu_count() + 1 + int(n_jobs))


@contextlib.contextmanager
def using(n_jobs):
    """Within the block, kernels may use ``effective_n_jobs(n_jobs)`` threads."""
    old = getattr(_state, "n", 1)
    _state.n = effective_n_jobs(n_jobs)
    try:
        yield
    finally:
        _state.n = old


def current() -> int:
    return getattr(_state, "n", 1)


def parallel_map(fn, items, n_workers: int | None = None) -> list:
    """``[fn(x) for x in items]``, on up to ``n_workers`` threads (default: :func:`current`).

    The threads are a pool kept for the process: starting threads costs about half a millisecond
    each on some virtual machines, and a fit makes dozens of these calls.  ``n`` tasks take the
    items one at a time in order, so at most ``n`` items run at once however large the pool; a
    call from inside a pool thread runs in that thread (nothing waits on a busy pool).  The
    items run in copies of the caller's context, and the call returns or raises (the first
    failing item's error, by worker) only once no item runs any more; an interrupt returns at
    once, and the items already running finish while no other starts."""
    items = list(items)
    n = min(current() if n_workers is None else n_workers, len(items))
    if n <= 1 or getattr(_state, "in_pool", False):
        return [fn(x) for x in items]
    out = [None] * len(items)
    taken = itertools.count()                # next() on a count is atomic: each index once
    failed = threading.Event()

    def work():
        for i in iter(taken.__next__, None):
            if i >= len(items) or failed.is_set():
                return
            try:
                out[i] = fn(items[i])
            except BaseException:
                failed.set()                 # the others stop taking items
                raise

    pool = _executor(n)
    # (each worker in a copy of the caller's context: ContextPool)
    futures = [pool.submit(work) for _ in range(n)]
    # every worker has stopped before this returns or raises: a failing item made the others
    # stop taking items, but an item already running would go on behind the caller's error
    # (and a pandas catch_warnings block in it, closed later, would put the caller's filters
    # back to what they were when it opened).  An interrupt of the wait returns at once, the
    # workers told to take no more items (as a failing item tells them)
    try:
        wait(futures)
    except BaseException:
        failed.set()
        raise
    for f in futures:
        f.result()
    return out


class ContextPool(ThreadPoolExecutor):
    """A thread pool whose tasks run in a copy of the submitting thread's context, as the
    one-thread path runs in the caller's own: dpforest's ``muted`` and ``filtered`` blocks and
    numpy's ``errstate`` reach every task (Dask's own pool does so from its 2026.1 release)."""

    def submit(self, fn, /, *args, **kwargs):
        return super().submit(contextvars.copy_context().run, fn, *args, **kwargs)


_pool: ThreadPoolExecutor | None = None
_pool_size = 0
_pool_lock = threading.Lock()


def _mark_pool_thread() -> None:
    _state.in_pool = True


def _executor(n: int) -> ThreadPoolExecutor:
    """The process's pool, with room for at least ``n`` threads (started when first needed)."""
    global _pool, _pool_size
    with _pool_lock:
        if _pool is None or _pool_size < n:
            # a smaller pool is left as it is (another call may still be handing it work); its
            # idle threads cost nothing and end with the process
            _pool_size = max(n, cpu_count())
            _pool = ContextPool(_pool_size, thread_name_prefix="dpforest", initializer=_mark_pool_thread)
        return _pool


def _forget_pool() -> None:
    # a forked child has none of the parent's threads: it starts a pool of its own
    global _pool, _pool_size, _pool_lock
    _pool, _pool_size, _pool_lock = None, 0, threading.Lock()


os.register_at_fork(after_in_child=_forget_pool)

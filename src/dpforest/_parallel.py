"""``n_jobs`` plumbing: scikit-learn's meaning, threads underneath.

The heavy kernels (histogram passes, the noise sampler, prediction) run in compiled code or
numpy that releases the GIL, so plain threads use several cores without copying the data.  An
estimator's ``fit``/``predict`` enters :func:`using` with its ``n_jobs``; the kernels ask
:func:`current` how many workers they may use.  Work is always split into the same pieces in the
same order, so results do not depend on the number of workers.
"""

from __future__ import annotations

import contextlib
import numbers
import os
import threading
from concurrent.futures import ThreadPoolExecutor

__all__ = ["effective_n_jobs", "using", "current", "parallel_map", "check_n_jobs"]

_state = threading.local()


def check_n_jobs(n_jobs) -> None:
    """Raise for anything but None or a non-zero integer (scikit-learn's convention)."""
    if n_jobs is None:
        return
    if isinstance(n_jobs, bool) or not isinstance(n_jobs, numbers.Integral) or n_jobs == 0:
        raise ValueError(f"n_jobs must be None or a non-zero integer, got {n_jobs!r}")


def effective_n_jobs(n_jobs) -> int:
    """None → 1; -1 → all cores; -2 → all but one; k > 0 → k (scikit-learn's meaning)."""
    check_n_jobs(n_jobs)
    if n_jobs is None:
        return 1
    n_cpu = os.cpu_count() or 1
    return max(1, int(n_jobs) if n_jobs > 0 else n_cpu + 1 + int(n_jobs))


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
    """``[fn(x) for x in items]``, on up to ``n_workers`` threads (default: :func:`current`)."""
    items = list(items)
    n = current() if n_workers is None else n_workers
    if n <= 1 or len(items) <= 1:
        return [fn(x) for x in items]
    with ThreadPoolExecutor(min(n, len(items))) as ex:
        return list(ex.map(fn, items))

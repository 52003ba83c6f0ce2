"""numba's ``njit`` with a fallback for where its on-disk cache cannot live.

The compiled kernels ask numba to cache their machine code next to the package (or under
``NUMBA_CACHE_DIR``).  On a read-only installation with no writable home -- a container image
run as another user, a serverless function -- numba refuses to *define* such a function
("cannot cache function ...: no locator available"), which would make ``import dpforest`` fail.
There each kernel is compiled without the cache instead: the same code, compiled again in
every new process (a slower first call).  Setting ``NUMBA_CACHE_DIR`` to a writable folder
keeps the cache.
"""

from __future__ import annotations

from numba import njit as _numba_njit

__all__ = ["njit"]


def njit(**options):
    """``numba.njit(**options)`` as a decorator; ``cache=True`` falls back to no cache where
    numba finds nowhere to write it."""

    def decorate(fn):
        try:
            return _numba_njit(**options)(fn)
        except RuntimeError as e:
            if not options.get("cache") or "no locator available" not in str(e):
                raise
            return _numba_njit(**{**options, "cache": False})(fn)

    return decorate

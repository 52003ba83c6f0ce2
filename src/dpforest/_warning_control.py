"""Silencing warnings without touching another thread's.

``warnings.catch_warnings`` saves the process-wide filter list on entry and puts it back on
exit, so two such blocks that overlap in two threads restore in the wrong order: an embedding
service evaluating two pipelines at once was left with an ``ignore`` filter for every warning,
for good, its privacy notices included.  Two tools instead:

* :func:`muted` for dpforest's own notices around its own fits (a model selector's candidates,
  an audit's hundreds of fits): a context variable the warning's code reads before it warns.
  Nothing process-wide changes, and a context variable is per thread (and per asyncio task),
  so another thread's fits still warn.
* :func:`filtered` for warnings other code gives (scikit-learn's, numpy's, a Pipeline step's):
  ``catch_warnings`` under one re-entrant lock, so dpforest's own blocks never overlap.  It is
  held around short calls (a label check, a quantile, a Pipeline's transform, the audit's
  noiseless control), never around a user's fit, so concurrent fits do not wait on it; no
  code run under it waits on another thread that takes it.
"""

from __future__ import annotations

import contextlib
import contextvars
import threading
import warnings

__all__ = ["muted", "is_muted", "filtered"]

_MUTED: contextvars.ContextVar[tuple] = contextvars.ContextVar("dpforest_muted_warnings", default=())
_FILTER_LOCK = threading.RLock()


@contextlib.contextmanager
def muted(*categories: type):
    """Within the block, in this thread only, dpforest's code gives no warning of these
    categories (or their subclasses)."""
    token = _MUTED.set(_MUTED.get() + tuple(categories))
    try:
        yield
    finally:
        _MUTED.reset(token)


def is_muted(category: type) -> bool:
    """Whether a :func:`muted` block of this thread silences ``category``."""
    return any(issubclass(category, c) for c in _MUTED.get())


@contextlib.contextmanager
def filtered(*, category: type = Warning, message: str = ""):
    """``catch_warnings`` ignoring ``category`` warnings whose text matches ``message`` (a
    regular expression; '' matches all), one dpforest block at a time across threads."""
    with _FILTER_LOCK, warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=message, category=category)
        yield

"""Silencing warnings without touching another thread's, and without touching the filters.

``warnings.catch_warnings`` saves the process-wide filter list on entry and puts it back on
exit, so two such blocks that overlap in two threads restore in the wrong order: an embedding
service evaluating two pipelines at once was left with an ``ignore`` filter for every warning,
for good, its privacy notices included; and any other thread's block (scikit-learn's input
checks run one) could put the filters back in the middle of dpforest's, letting a Pipeline
step's warning that quotes a test record through.  So dpforest never edits the filters:

* :func:`muted` for dpforest's own notices around its own fits (a model selector's candidates,
  an audit's hundreds of fits): a context variable the warning's code reads before it warns.
* :func:`filtered` for warnings other code gives (scikit-learn's, a Pipeline step's, numpy's):
  a context variable read at the one place every shown warning passes,
  ``warnings._showwarnmsg`` (which ``catch_warnings`` neither saves nor restores, so no other
  thread's block can undo it), wrapped once for the process.  A warning matching an active
  :func:`filtered` of the thread that gives it is dropped there; every other warning, and
  every other thread's, is shown as before.

A context variable is per thread (and per asyncio task), so both reach only the code the
block runs in its own thread: a Pipeline step that hands work to threads of its own warns from
those.  Under a ``simplefilter("error")`` of the caller's, a warning becomes an exception before
it is shown; the Pipeline paths treat that as the step's refusal of the records it was given,
which they never quote.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
import threading
import warnings

__all__ = ["muted", "is_muted", "filtered", "about", "about_text", "group_column"]

_MUTED: contextvars.ContextVar[tuple] = contextvars.ContextVar("dpforest_muted_warnings", default=())
_FILTERED: contextvars.ContextVar[tuple] = contextvars.ContextVar("dpforest_filtered_warnings",
                                                                  default=())
#: what the warnings given in this context are about (a group's model of fit_per_group), or None
_ABOUT: contextvars.ContextVar[str | None] = contextvars.ContextVar("dpforest_warnings_about",
                                                                   default=None)
#: the column whose one declared category every record of the fit holds (a group's model of
#: fit_per_group), or None: advice about that column's levels does not apply there
_GROUP_COLUMN: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "dpforest_group_column", default=None)
_INSTALL = threading.Lock()
_installed = False


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


def _install() -> None:
    """Wrap ``warnings._showwarnmsg`` once: drop what this context's :func:`filtered` blocks
    match, show the rest as the function it wraps would."""
    global _installed
    with _INSTALL:
        if _installed:
            return
        shown = warnings._showwarnmsg

        def _showwarnmsg(msg):
            active = _FILTERED.get()
            if active:
                text = str(msg.message)
                if any(issubclass(msg.category, cat) and rx.match(text) for cat, rx in active):
                    return
            shown(msg)

        warnings._showwarnmsg = _showwarnmsg
        _installed = True


@contextlib.contextmanager
def filtered(*, category: type = Warning, message: str = ""):
    """Within the block, in this thread only, warnings of ``category`` whose text matches
    ``message`` (a regular expression matched at the start, case-insensitive, as a warnings
    filter's; '' matches all) are not shown.  The process's warning filters are not touched."""
    _install()
    token = _FILTERED.set(_FILTERED.get() + ((category, re.compile(message, re.I)),))
    try:
        yield
    finally:
        _FILTERED.reset(token)


@contextlib.contextmanager
def about(text: str, group_column: str | None = None):
    """Within the block, in this thread only, every dpforest warning ends with ``text`` in
    brackets (:class:`dpforest.exceptions.DPForestWarning` reads it when made), and a notice
    given once a minute is given once a minute per ``text``: several models fitted in one call
    (a budget's ``fit_per_group``) each say which one a notice is about.  ``text`` must hold
    only public words (a column's name, a declared category).  ``group_column``: the column
    every record of the block's fits holds one value of (the group's), read by
    :func:`group_column`."""
    token = _ABOUT.set(text)
    column = _GROUP_COLUMN.set(group_column)
    try:
        yield
    finally:
        _GROUP_COLUMN.reset(column)
        _ABOUT.reset(token)


def about_text() -> str | None:
    """The text of the innermost :func:`about` block of this thread, or None."""
    return _ABOUT.get()


def group_column() -> str | None:
    """The group column of the innermost :func:`about` block of this thread (a per-group fit's
    ``by``: constant in every record the fit reads, whatever the schema declares), or None.
    Advice about a column's many levels (an identifier, a rare category at the root) does not
    apply to it: the user cannot drop the column the groups are cut by."""
    return _GROUP_COLUMN.get()

"""A pytest plugin that finds work a test leaves running in other threads, by the warning blocks
it opens: ``warnings.catch_warnings`` saves the process's filters and recorder on entry and puts
them back on exit, so a block a leftover thread (a Dask partition task of a refused fit, say)
closes during a later test undoes that test's ``pytest.warns``.  Logs, for every such block
opened in one test and closed in another, the two tests, the thread and where it was opened.

    PYTHONPATH=benchmarks/dev python3 -m pytest -p thread_warning_blocks [tests ...]
    cat thread_warning_blocks.log          # empty: no block crossed a test

(How the refused Dask fit's leftover tasks were found: two blocks crossed tests before the
fix, none after.)
"""

from __future__ import annotations

import os
import threading
import traceback
import warnings

import pytest

LOG = os.environ.get("THREAD_WARNING_BLOCKS_LOG", "thread_warning_blocks.log")

_current = ["(collection)"]
_open: dict[int, tuple[str, str, str]] = {}
_enter, _exit = warnings.catch_warnings.__enter__, warnings.catch_warnings.__exit__


def _entered(self):
    if threading.current_thread() is not threading.main_thread():
        where = " | ".join(line.strip().replace("\n", " ")
                           for line in traceback.format_stack(limit=8)[:-1])
        _open[id(self)] = (threading.current_thread().name, _current[0], where)
    return _enter(self)


def _exited(self, *exc):
    opened = _open.pop(id(self), None)
    if opened is not None and opened[1] != _current[0]:
        with open(LOG, "a") as f:
            f.write(f"closed in {_current[0]}, opened in {opened[1]}, thread {opened[0]}: "
                    f"{opened[2]}\n")
    return _exit(self, *exc)


warnings.catch_warnings.__enter__ = _entered
warnings.catch_warnings.__exit__ = _exited


@pytest.fixture(autouse=True)
def _which_test(request):
    _current[0] = request.node.nodeid
    yield

"""One line on the fit that compiles dpforest's numerical kernels.

The kernels are compiled by numba on their first call and kept in its on-disk cache, so a new
machine's (or a new installation's) first fits spend 5-20 s compiling before their progress bar
can show anything, while every later fit, in this process or another, loads them in well under
a second.  Without a word, that first fit looked hung (a classroom walkthrough).  Where a
progress bar would be shown (``progress=True``, or ``'auto'`` on a terminal or in a notebook),
the first compilation in the process says so once, on standard error.  numba's own compile
event is the trigger, so a fit that only loads cached kernels says nothing.  Which kernels a
fit calls can follow its released choices (label or count leaves, the adaptive grid), the
input's form (missing values, column types) and its size (where the trees' record lists pass
the door's memory line, about four million records for one tree of a narrow table and fewer
for a forest, the door takes a lean path, whose kernels compile then): like the fit's duration,
which the compilation dominates and which grows with the records (docs/privacy.md, "Time is
not covered by ε"), the line tells which compiled paths were new to this machine, nothing
more, and only once per process."""

from __future__ import annotations

import contextlib
import sys
import threading

__all__ = ["compile_notice", "NOTICE"]

NOTICE = ("dpforest: compiling its numerical kernels for this machine (once: 5-20 s; later "
          "fits, and new processes, reuse them) ...")

_said = False
_lock = threading.Lock()


def _say() -> None:
    global _said
    with _lock:
        if _said:
            return
        _said = True
    try:
        print(NOTICE, file=sys.stderr, flush=True)
    except (AttributeError, ValueError, OSError):      # a replaced or closed stderr
        pass


@contextlib.contextmanager
def compile_notice(progress):
    """Within the block, the first numba compilation of the process prints :data:`NOTICE`
    where ``progress`` would show a bar (:func:`~dpforest.forests.base.show_progress`)."""
    from .forests.base import show_progress

    if _said or not show_progress(progress):
        yield
        return
    from numba.core import event

    class _FirstCompile(event.Listener):
        def on_start(self, ev):
            if _is_ours(ev):
                _say()

        def on_end(self, ev):
            pass

    with event.install_listener("numba:compile", _FirstCompile()):
        yield


def _is_ours(ev) -> bool:
    """Whether a compile event is one of dpforest's own kernels, which numba caches on disk.
    numba's typed containers (the Dask set-up merges its partitions' lists in a
    ``numba.typed.List``) compile their helpers in every new process, uncached: the notice's
    "once ... new processes reuse them" would not be true of them."""
    data = getattr(ev, "data", None)
    dispatcher = data.get("dispatcher") if isinstance(data, dict) else None
    module = getattr(getattr(dispatcher, "py_func", None), "__module__", None) or ""
    return module == "dpforest" or module.startswith("dpforest.")

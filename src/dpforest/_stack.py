"""Where a warning points: the first frame outside dpforest, as pandas' ``find_stack_level``.

A fixed ``stacklevel`` points at whoever called the function that warns, which is dpforest's
own code when the call came through another of its functions (``fit_per_person`` calling
``fit``, a selector fitting its candidates): the warning then names a line of the library and
Python's once-per-location filter groups unrelated calls.  Walking up to the first frame whose
file lies outside the package and outside scikit-learn points at the user's line (their
``pipe.fit`` or ``search.fit``), however the call arrived.
"""
from __future__ import annotations

import importlib.util
import os
import sys

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep
#: the command line is the user's entry point: a warning raised under a command points at it,
#: and the command prints warnings pointed into the package as its own ("dpforest: warning:")
_CLI_FILE = os.path.join(_PACKAGE_DIR, "cli.py")
def _package_dir(name: str) -> str | None:
    spec = importlib.util.find_spec(name)
    return os.path.dirname(os.path.abspath(spec.origin)) + os.sep if spec and spec.origin else None


#: the files of scikit-learn and of joblib, which its searches run fits through (a Pipeline's
#: or a search's fit calling ours): passed over
_TOOL_DIRS = tuple(d for d in (_package_dir("sklearn"), _package_dir("joblib")) if d)


def user_stacklevel() -> int:
    """The ``stacklevel`` for ``warnings.warn`` called by the caller of this function that
    names the first frame outside the dpforest package (or the command line's own code) and
    outside scikit-learn and joblib: a model fitted by a ``Pipeline`` or a search warns at the user's
    ``pipe.fit`` line, not inside scikit-learn (a notebook showed such notices as
    scikit-learn's own).  Where no such frame exists (a worker process of a parallel search),
    the first frame outside dpforest."""
    frame, level = sys._getframe(1), 1          # level 1: the function that will warn
    first_outside = None
    while frame is not None:
        name = os.path.abspath(frame.f_code.co_filename)
        # code generated inside the package (a dataclass's __init__, file "<string>") is the
        # package's too: known by its module globals
        generated = frame.f_code.co_filename.startswith("<") and \
            str(frame.f_globals.get("__name__", "")).startswith("dpforest.")
        if name == _CLI_FILE:
            return level
        if not name.startswith(_PACKAGE_DIR) and not generated:
            if first_outside is None:
                first_outside = level
            if not name.startswith(_TOOL_DIRS):
                return level
        frame, level = frame.f_back, level + 1
    return first_outside if first_outside is not None else 1


def frames_from(frame, max_frames: int):
    """``frame`` and the frames above it, at most ``max_frames``: the one walk up the call
    stack that the checks reading it share (this module's and the estimators')."""
    for _ in range(max_frames):
        if frame is None:
            return
        yield frame
        frame = frame.f_back


def tool_on_stack(module_prefixes: tuple, max_frames: int = 60):
    """The object (a frame's ``self``) of the first frame above the caller whose module starts
    with one of ``module_prefixes`` (scikit-learn's feature selectors, its weight boosting), or
    None: a message can then name the tool that called dpforest in a way it refuses.  Reads the
    call stack's module names and objects only, never data."""
    for frame in frames_from(sys._getframe(2), max_frames):
        owner = frame.f_locals.get("self")
        if owner is not None and str(frame.f_globals.get("__name__", "")).startswith(
                module_prefixes):
            return owner
    return None

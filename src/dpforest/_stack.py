"""Where a warning points: the first frame outside dpforest, as pandas' ``find_stack_level``.

A fixed ``stacklevel`` points at whoever called the function that warns, which is dpforest's
own code when the call came through another of its functions (``fit_per_person`` calling
``fit``, a selector fitting its candidates): the warning then names a line of the library and
Python's once-per-location filter groups unrelated calls.  Walking up to the first frame whose
file lies outside the package points at the user's line (or at the scikit-learn tool that
called ``fit``), however the call arrived.
"""
from __future__ import annotations

import os
import sys

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep
#: the command line is the user's entry point: a warning raised under a command points at it,
#: and the command prints warnings pointed into the package as its own ("dpforest: warning:")
_CLI_FILE = os.path.join(_PACKAGE_DIR, "cli.py")


def user_stacklevel() -> int:
    """The ``stacklevel`` for ``warnings.warn`` called by the caller of this function that
    names the first frame outside the dpforest package (or the command line's own code)."""
    frame, level = sys._getframe(1), 1          # level 1: the function that will warn
    while frame is not None:
        name = os.path.abspath(frame.f_code.co_filename)
        # code generated inside the package (a dataclass's __init__, file "<string>") is the
        # package's too: known by its module globals
        generated = frame.f_code.co_filename.startswith("<") and \
            str(frame.f_globals.get("__name__", "")).startswith("dpforest.")
        if (not name.startswith(_PACKAGE_DIR) and not generated) or name == _CLI_FILE:
            break
        frame, level = frame.f_back, level + 1
    return level

"""Reading a small file that must be a plain (regular) file: a model, a budget, a schema, a claim.

One way to do it for every such file, because the obvious one (``os.stat`` the name, then
``open`` it) has a gap between the two: a name replaced meanwhile by a pipe blocks the open
for ever, and a device such as ``/dev/zero`` never ends.  Here the file is opened once,
without waiting (``O_NONBLOCK``: a pipe opens at once), and what was opened is checked
through its descriptor (``fstat``) before a byte is read, so the file checked is the file
read.  Standard library only, so that the command line's start-up does not pay for it.
"""
from __future__ import annotations

import os
import stat


class NotPlainFileError(OSError):
    """The path names a folder, pipe, device or socket, not a regular file.  ``is_dir``: a
    folder (callers name what a folder of theirs would be read with)."""

    def __init__(self, path, is_dir: bool):
        super().__init__(f"{os.fspath(path)!r} is not a regular file")
        self.is_dir = is_dir


class FileTooLargeError(OSError):
    """The file on disk is larger than the caller reads (refused before reading it)."""


def read_plain_file(path, max_bytes: int, *, follow_links: bool = True) -> bytes:
    """The bytes of the regular file at ``path``, at most ``max_bytes`` + 1 of them (a file
    that grew after its size was checked is still cut there: a caller that finds more than
    ``max_bytes`` refuses it).

    Raises what ``os.open`` raises (``FileNotFoundError``, ``PermissionError``, ...),
    :class:`NotPlainFileError` for anything but a regular file, and
    :class:`FileTooLargeError` where the file's size on disk is above ``max_bytes``.
    ``follow_links=False``: a symbolic link at ``path`` is refused (``O_NOFOLLOW``; an
    ``OSError``) -- for files in shared folders, where another user could plant one."""
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_BINARY", 0))
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotPlainFileError(path, stat.S_ISDIR(info.st_mode))
        if info.st_size > max_bytes:
            raise FileTooLargeError(f"{os.fspath(path)!r} is larger than {max_bytes:,} bytes")
        parts, total = [], 0
        while total <= max_bytes:
            part = os.read(fd, max_bytes + 1 - total)
            if not part:
                break
            parts.append(part)
            total += len(part)
        return b"".join(parts)
    finally:
        os.close(fd)

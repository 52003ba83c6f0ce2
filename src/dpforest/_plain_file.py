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
    """The bytes of the regular file at ``path`` (never more than ``max_bytes`` + 1 of them
    read).

    Raises ``FileNotFoundError`` for a missing path, :class:`NotPlainFileError` for anything
    but a regular file (a folder, pipe, device or socket, and with ``follow_links=False`` a
    symbolic link: for files in shared folders, where another user could plant one),
    :class:`FileTooLargeError` where the file holds more than ``max_bytes`` (its size on disk,
    or what was read from a file that grew meanwhile), and what ``os.open`` raises otherwise
    (``PermissionError`` on a plain file one may not read)."""
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_BINARY", 0))
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError:
        # what refused the open: a socket (ENXIO), a folder on Windows (a PermissionError), a
        # link where links are refused -- each said as not a plain file; anything else (no
        # permission on a plain file) as the system said it
        try:
            info = os.stat(path) if follow_links else os.lstat(path)
        except OSError:
            info = None
        if info is not None and not stat.S_ISREG(info.st_mode):
            raise NotPlainFileError(path, stat.S_ISDIR(info.st_mode)) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotPlainFileError(path, stat.S_ISDIR(info.st_mode))
        too_large = FileTooLargeError(f"{os.fspath(path)!r} is larger than {max_bytes:,} bytes")
        if info.st_size > max_bytes:
            raise too_large
        parts, total = [], 0
        while total <= max_bytes:
            part = os.read(fd, max_bytes + 1 - total)
            if not part:
                break
            parts.append(part)
            total += len(part)
        if total > max_bytes:           # grown since its size was read
            raise too_large
        return b"".join(parts)
    finally:
        os.close(fd)

"""The files a command writes: refused before any work where they exist (without --force), are
the command's own input, or lie in a folder that takes no new file; and claimed for the
command's run, so that two commands never write one output at once."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import time
from pathlib import Path

from .common import CLIError


def _named_output(path, what: str, example: str) -> Path:
    """A command's ``-o`` file as a Path; ``-`` (standard output for ``predict``) refused where
    the command writes a file and prints its report on standard output."""
    from ..io import _own_descriptor

    # /dev/stdout (or /dev/fd/1) by name too: the report would follow the file into the same
    # stream, and a redirected one would hold a model no reader can parse
    if str(path) == "-" or _own_descriptor(path) == 1:
        raise CLIError(f"-o {path}: the {what} is written to a file, not to standard output "
                       f"(which carries the command's report): name a file, e.g. -o {example}")
    return Path(path)


#: the arguments that name a command's input files (never to be overwritten by its output)
_INPUT_ARGUMENTS = ("data", "schema", "budget", "model", "file")


def _refuse_overwrite(path, force, parent_must_exist: bool = True, a=None):
    """Refuse, before any work, an output file that exists (without --force) or whose folder
    does not, and (``a``: the command's arguments) one that is an input of the same command,
    even with --force: a model written over the budget file it was booked in erased every
    release of that budget (a fresh one could then spend the total again)."""
    if path is None:
        return
    from ..io import is_stream_path

    path = Path(path)
    if is_stream_path(path):          # /dev/stdout, a FIFO: written into, nothing overwritten
        return
    if a is not None:
        inputs = [str(v) for v in (getattr(a, k, None) for k in _INPUT_ARGUMENTS)
                  if isinstance(v, (str, Path)) and str(v) not in ("", "-")]
        for budget_file in (getattr(a, "budget", None), getattr(a, "file", None)):
            if isinstance(budget_file, (str, Path)) and str(budget_file):
                inputs.append(str(budget_file) + ".lock")  # a budget file's lock beside it
        mine = os.path.realpath(path)
        for given in inputs:
            if given == str(getattr(a, "model", None)) and os.path.isdir(given) \
                    and os.path.dirname(mine) == os.path.realpath(given):
                # a folder given as the model (a per-group set): each of its files is read
                raise CLIError(f"the output {str(path)!r} is in the folder {given!r} the command "
                               f"reads its models from; write the output elsewhere (even "
                               f"--force does not write into an input folder)")
            if os.path.realpath(given) == mine:
                raise CLIError(f"the output {str(path)!r} is the command's own input "
                               f"{given!r}; write the output elsewhere (even --force does not "
                               f"overwrite an input)")
    if parent_must_exist and not path.parent.is_dir():
        raise CLIError(f"output folder {str(path.parent)!r} does not exist; create it first")
    if path.is_dir():
        # no --force can help: a file cannot be written over a folder, and saying so only
        # after the work would leave a release spent (and booked) with no file
        raise CLIError(f"{str(path)!r} is a folder, not a file: name the output file (in "
                       f"that folder or elsewhere)")
    # claimed before the test of its existence: a command that finished writing it between
    # the two would otherwise be overwritten without --force
    _claim_output(path)
    if (path.exists() or path.is_symlink()) and not force:   # a dangling link counts too
        raise CLIError(f"{str(path)!r} exists; pass --force to overwrite it")


#: the output claims this process holds (:func:`_claim_output`): (claim file, its open
#: descriptor, which holds the lock), released when the command ends
_CLAIMS: list = []


def _claim_file(path: Path) -> Path:
    return path.parent / f".{path.name}.dpforest-writing"


def _claimed_target(path: Path) -> Path | None:
    """What a command writing ``path`` claims: ``path`` itself, or where its folder does not
    exist yet (``fit --per-group -o NEW/`` makes it after the fit) the outermost folder it will
    make, beside the nearest folder that exists; None where no folder on the way exists."""
    target = path
    while not target.parent.is_dir():
        if target.parent == target:
            return None
        target = target.parent
    return target


def _claim_output(path: Path) -> None:
    """Claim ``path`` for this command until it ends, or refuse before anything is read: two
    commands writing the same output at once (two fits with one ``-o``) both made and booked
    their release, and the later rename left one model, so a booked release's model was lost.

    The claim is a hidden file beside the output (beside the outermost folder still to be
    made, for an output in a folder the command makes), created only if it does not exist and
    locked (``flock``) for as long as the command runs.  The lock says whether its command
    still runs: the system drops it when a process ends, however it ends, so a claim that can
    be locked is a killed run's and is taken over -- by one command only, since the taker
    keeps the lock (and checks it locked the file still at that path).  A claim naming another
    machine is never taken over (a network folder's locks are not to be trusted), and the
    message says which file to delete if no command is running.  Without ``flock``
    (Windows) a claim is a killed run's where its process id no longer runs on this machine.
    A folder that takes no new file (read-only, no permission) is refused here: the output
    could not be saved in it after the work."""
    import socket

    target = _claimed_target(Path(path))
    if target is None:
        return
    _check_folder_claims(target)
    claim = _claim_file(target)
    if any(claim == held for held, _ in _CLAIMS):
        return                                       # this command's own (an output named twice)
    me = {"pid": os.getpid(), "host": socket.gethostname(),
          "started": time.strftime("%Y-%m-%d %H:%M:%S")}
    flags = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(5):
        try:
            fd, made = os.open(claim, os.O_RDWR | os.O_CREAT | os.O_EXCL | flags, 0o644), True
        except FileExistsError:
            try:
                fd, made = os.open(claim, os.O_RDWR | getattr(os, "O_NONBLOCK", 0) | flags), False
            except FileNotFoundError:
                continue                             # released meanwhile: try again
            except OSError:
                fd, made = None, False               # not ours to open (a link, no permission)
            if fd is not None and not stat.S_ISREG(os.fstat(fd).st_mode):
                # a pipe or device planted under the claim's name: never a command's claim
                os.close(fd)
                raise CLIError(f"{str(claim)!r}, where dpforest marks an output it is writing, "
                               f"is not a plain file: remove it, or choose another output.  "
                               f"Nothing was read or spent")
        except OSError as e:
            if e.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
                # a folder that takes no new file: the output, written as a new file beside it
                # and renamed, could not be saved either -- said now, not after a fit that
                # read the records and spent its epsilon
                why = "read-only file system" if e.errno == errno.EROFS else "permission denied"
                raise CLIError(f"cannot write in the folder {str(target.parent)!r} ({why}), "
                               f"where {str(path)!r} would be saved: choose an output in a "
                               f"folder you can write to.  Nothing was read or spent") from None
            # a name too long for a claim beside it: the write itself will say what is wrong
            if e.errno is not None:
                return
            raise
        # read through the descriptor just opened where there is one: the file whose lock
        # is taken below is the file whose holder is judged
        holder = {} if made else _claim_holder(claim) if fd is None \
            else _holder_in(_read_from_start(fd))
        if holder is None:
            if fd is not None:
                os.close(fd)
            continue
        foreign = bool(holder.get("host")) and holder.get("host") != me["host"]
        locked = None if fd is None or foreign else _lock(fd)
        if locked is None and fd is not None and not foreign and not made:
            # no flock here: the process id decides, on this machine
            locked = not _process_alive(holder.get("pid"))
        if made and locked is None:
            locked = True                            # a new claim, no lock to take
        if locked:
            if not _still_at(claim, fd):             # released and made anew meanwhile
                os.close(fd)
                continue
            os.ftruncate(fd, 0)                      # a killed run's claim, taken over
            os.write(fd, json.dumps(me).encode())
            _CLAIMS.append((claim, fd))
            return
        if fd is not None:
            os.close(fd)
        raise _claimed_elsewhere(repr(str(target)), claim, holder, with_host=True)
    raise CLIError(f"could not claim the output {str(target)!r}: another dpforest command "
                   f"keeps claiming and releasing it; try again")


def _check_folder_claims(target: Path) -> None:
    """A claim on a folder above ``target`` (``fit --per-group -o NEW/`` claims NEW before
    making it): refused where its command still runs (it is about to write this folder's
    files), removed where it is a killed run's of this machine (a stale claim left beside a
    folder a later run then wrote into).  The folders are read from the absolute path (an
    output given as ``x.json`` inside NEW is in NEW too).  A claim still empty is a command's
    that has just made it: left alone (locking it, even for a moment, could make that command
    refuse itself); one of another machine is never judged from here."""
    import socket

    def refuse(folder, claim, holder):
        raise _claimed_elsewhere(f"the folder {str(folder)!r}", claim, holder)

    for folder in Path(os.path.abspath(target)).parents:
        claim = _claim_file(folder)
        if folder == folder.parent or any(claim == held for held, _ in _CLAIMS):
            continue
        if not os.path.lexists(claim):
            continue                          # the usual case
        holder = _claim_holder(claim)
        if not holder or (holder.get("host") and holder.get("host") != socket.gethostname()):
            continue                          # just made, gone, unreadable or another machine's
        try:
            fd = os.open(claim, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0)
                         | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            # not ours to open (another user's claim): its process decides
            if _process_alive(holder.get("pid")):
                refuse(folder, claim, holder)
            continue
        stale = False
        try:
            locked = _lock(fd)
            if locked is False or (locked is None and _process_alive(holder.get("pid"))):
                refuse(folder, claim, holder)
            same = _still_at(claim, fd)
            if locked and same:
                with contextlib.suppress(OSError):
                    claim.unlink()            # a killed run's, still locked by us: removed
            else:
                stale = same
        finally:
            os.close(fd)
        if stale:
            with contextlib.suppress(OSError):
                claim.unlink()                # no flock (Windows): removed once closed


def _still_at(claim: Path, fd: int) -> bool:
    """Whether the open claim ``fd`` is still the file at ``claim`` (not released and made
    anew by another command meanwhile)."""
    try:
        return os.stat(claim, follow_symlinks=False).st_ino == os.fstat(fd).st_ino
    except OSError:
        return False


def _claimed_elsewhere(what: str, claim: Path, holder: dict, with_host: bool = False):
    """The refusal of an output (or a folder above it) another command is writing."""
    where = f" on {holder.get('host')}" if with_host else ""
    who = (f" (process {holder['pid']}{where}, since {holder.get('started')})"
           if holder.get("pid") else "")
    return CLIError(f"another dpforest command is writing {what}{who}; wait for it to end or "
                    f"choose another output.  If no such command is running, delete "
                    f"{str(claim)!r}")


def _lock(fd: int) -> bool | None:
    """Lock ``fd`` for this process without waiting: True if locked, False if another process
    holds it, None where the system has no ``flock``."""
    try:
        import fcntl
    except ImportError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:
        return None
    return True


#: the most of a claim file read (a claim is a line of JSON: a process id, a host, a time)
CLAIM_BYTES = 4096


def _claim_holder(claim: Path) -> dict | None:
    """What a claim file says of its process, or None where it is gone ({} if unreadable).
    Read only as a plain file, without waiting and never through a link: anyone who may write
    a folder may plant a pipe there under a claim's name, whose opening by name would block
    the command forever before it read anything."""
    from .._plain_file import read_plain_file

    try:
        return _holder_in(read_plain_file(claim, CLAIM_BYTES, follow_links=False))
    except FileNotFoundError:
        return None
    except OSError:                 # a link, a pipe, no permission, too large for a claim
        return {}


def _read_from_start(fd: int) -> bytes:
    """A claim's bytes through its open descriptor, the offset left at the start (where the
    claim's new holder is written)."""
    os.lseek(fd, 0, os.SEEK_SET)
    raw = os.read(fd, CLAIM_BYTES)
    os.lseek(fd, 0, os.SEEK_SET)
    return raw


def _holder_in(raw: bytes) -> dict:
    """The process a claim's bytes name ({} for anything that is not a claim)."""
    try:
        holder = json.loads(raw.decode("utf-8"))
    except ValueError:
        return {}
    return holder if isinstance(holder, dict) else {}


def _process_alive(pid) -> bool:
    """Whether process ``pid`` of this machine still runs (unknown: assumed to)."""
    from ..privacy.accountant import process_ended

    return not process_ended(pid)


def _release_claims() -> None:
    """Remove this command's claims: each file unlinked while still locked, then closed (a
    command waiting on it then finds the path gone or another file there)."""
    while _CLAIMS:
        claim, fd = _CLAIMS.pop()
        try:
            claim.unlink(missing_ok=True)
        finally:
            os.close(fd)

"""Several processes on one embedded store: one writer at a time, and readers that follow.

Chroma's embedded client keeps parts of the index in memory and is not told when another
process (``paperchat ingest`` next to a running ``paperchat ui``) writes the same folder;
from then on it answers "Error finding id" until restarted. So every write through
``Store`` takes an exclusive lock on the data folder (an ``flock``, released by the kernel
even when the holder is killed) and, when done, renews a stamp file; every store call
first compares the stamp with the one it last saw and reopens the client when another
process has written. Writers are serialised, so two ingests of the same files each report
what they really wrote.
"""

from __future__ import annotations

import errno
import fcntl
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from assistant.errors import UserError

LOCK_NAME = ".write.lock"
STAMP_NAME = ".store-stamp"
_POLL_SECONDS = 0.1
_READ_ONLY = (errno.EROFS, errno.EACCES, errno.EPERM)


class _Held:
    """This process's hold on one folder's lock: the thread lock that orders its threads, the
    file whose flock orders processes, and how deeply the owning thread has nested."""

    def __init__(self) -> None:
        self.thread_lock = threading.RLock()
        self.fd: int | None = None
        self.depth = 0


_HELD: dict[Path, _Held] = {}
_HELD_GUARD = threading.Lock()


def read_only_error(folder: Path) -> UserError:
    return UserError(f"The data folder {folder} is read-only; make it writable or set PAPERCHAT_DATA_DIR to a writable folder.")


@contextmanager
def write_lock(folder: Path, wait_seconds: float, waiting: Callable[[str], None] | None = None) -> Iterator[None]:
    """Hold the data folder's write lock (re-entrant in one thread; other threads and processes wait).

    ``waiting`` is told once, with a sentence, when another process holds the lock; after
    ``wait_seconds`` the wait ends in a ``UserError`` naming that process.
    """
    key = folder.resolve()
    with _HELD_GUARD:
        held = _HELD.setdefault(key, _Held())
    with held.thread_lock:
        if held.depth == 0:
            held.fd = _acquire(key, wait_seconds, waiting)
        held.depth += 1
        try:
            yield
        finally:
            held.depth -= 1
            if held.depth == 0 and held.fd is not None:
                os.close(held.fd)  # closing the file releases the flock
                held.fd = None


def _acquire(folder: Path, wait_seconds: float, waiting: Callable[[str], None] | None) -> int:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as err:
        if err.errno in _READ_ONLY:
            raise read_only_error(folder) from None
        raise
    deadline = time.monotonic() + wait_seconds
    told = False
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except BlockingIOError:
            if time.monotonic() >= deadline:
                os.close(fd)
                raise UserError(
                    f"{_holder(folder)} has been writing to {folder} for over {wait_seconds:.0f} s; wait until it "
                    "finishes (or stop it) and run this again, or raise PAPERCHAT_WRITE_WAIT."
                ) from None
            if not told and waiting is not None:
                waiting(f"{_holder(folder)} is writing to {folder}; waiting for it to finish.")
                told = True
            time.sleep(_POLL_SECONDS)
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    return fd


def _holder(folder: Path) -> str:
    """Who holds the lock, as a sentence's subject (the pid the holder wrote, if readable)."""
    try:
        pid = (folder / LOCK_NAME).read_text().strip()
    except OSError:
        pid = ""
    return f"Another paperchat process (pid {pid})" if pid.isdigit() else "Another paperchat process"


class ChangeStamp:
    """A token in the data folder that every write renews; a different token means another process wrote."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / STAMP_NAME
        self.seen = self.read()

    def read(self) -> str:
        try:
            return self.path.read_text()
        except (OSError, UnicodeDecodeError):
            return ""

    def changed(self) -> bool:
        return self.read() != self.seen

    def mark_seen(self) -> None:
        self.seen = self.read()

    def renew(self) -> None:
        """Write a new token atomically (a reader never sees half of one) and remember it as ours."""
        token = f"{uuid.uuid4().hex} {os.getpid()}"
        tmp = self.path.with_name(f"{STAMP_NAME}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(token)
        os.replace(tmp, self.path)
        self.seen = token

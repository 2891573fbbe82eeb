"""What the embedded store's database file must be before Chroma may open it.

Chroma treats a zero-length ``chroma.sqlite3`` as a new, empty store (the old segment
folders are left behind and the papers silently vanish) and reports a damaged or
foreign file in words no user can act on. So the file is checked first, read-only, and
anything but a Chroma database is refused with a sentence naming ``paperchat doctor``.
"""

from __future__ import annotations

import atexit
import errno
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

SQLITE_NAME = "chroma.sqlite3"
_HEADER = b"SQLite format 3\x00"
_CHROMA_TABLES = {"collections", "segments", "embeddings", "embedding_metadata"}
DOCTOR = "run `paperchat doctor` to see what is wrong and `paperchat doctor --repair` to rebuild it"


def database_problem(chroma_dir: Path, deep: bool = False) -> str | None:
    """Why ``chroma_dir``'s database cannot be opened as a store (a clause), or None when it can or does not exist.

    ``deep`` runs SQLite's full integrity check (doctor); otherwise only the header and
    schema are read, which costs a millisecond on every open.
    """
    path = chroma_dir / SQLITE_NAME
    try:
        if not path.exists():
            return None
        if path.stat().st_size == 0:
            return f"{path} is empty (0 bytes), so the papers it held are gone"
        with path.open("rb") as handle:
            if handle.read(len(_HEADER)) != _HEADER:
                return f"{path} is not a database (a foreign or overwritten file)"
        tables = _tables(path, deep)
    except sqlite3.DatabaseError as err:
        return f"{path} is damaged ({err})"
    except OSError as err:
        return f"{path} cannot be read ({err.strerror or err})"
    if tables is not None and not tables >= _CHROMA_TABLES:
        return f"{path} is a SQLite database of another program, not a paperchat store"
    return None


def _tables(path: Path, deep: bool) -> set[str] | None:
    """The database's table names (after an integrity check when ``deep``); None when it has none yet.

    Read-only first. A process killed mid-write can leave a write-ahead log that must be
    recovered before anyone reads, which a read-only connection may not do ("attempt to write
    a readonly database"); where the folder is writable, the check then opens it read-write,
    as Chroma itself would.
    """
    try:
        return _read_tables(path, deep, "ro")
    except sqlite3.OperationalError as err:
        if "readonly" not in str(err) or not os.access(path.parent, os.W_OK):
            raise
        return _read_tables(path, deep, "rw")


def _read_tables(path: Path, deep: bool, mode: str) -> set[str] | None:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True)
    try:
        if deep:
            verdict = [row[0] for row in connection.execute("PRAGMA integrity_check(20)")]
            if verdict != ["ok"]:
                raise sqlite3.DatabaseError("; ".join(verdict[:3]))
        names = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        connection.close()
    return names or None


def refusal(chroma_dir: Path, problem: str) -> str:
    """The sentence a command ends with when the database is not a store it may open."""
    return f"The store in {chroma_dir.parent} cannot be opened: {problem}; {DOCTOR}."


def data_folder_problem(folder: Path) -> str | None:
    """The sentence for a data folder no command can use (a file, or under a file), else None."""
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if probe.exists() and not probe.is_dir():
        what = "is a file" if probe == folder else f"is inside {probe}, which is a file"
        return f"The data folder {folder} {what}; set PAPERCHAT_DATA_DIR (or --data-dir) to a folder."
    return None


def check_data_folder(folder: Path) -> None:
    """Raise the one sentence for a data folder no command can use."""
    from assistant.errors import UserError

    problem = data_folder_problem(folder)
    if problem:
        raise UserError(problem)


def writable(folder: Path) -> bool:
    """Whether files can be created in ``folder`` (tried for real: root ignores permission bits,
    a read-only mount does not); a folder that does not exist yet counts as writable."""
    if not folder.is_dir():
        return True
    try:
        fd, name = tempfile.mkstemp(prefix=".paperchat-probe-", dir=folder)
    except OSError as err:
        if err.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return False
        raise
    os.close(fd)
    os.unlink(name)
    return True


def readable_copy(chroma_dir: Path) -> Path:
    """A private copy of a read-only store for this process to read (Chroma cannot open a database
    it cannot write); removed when the process ends. Costs the store's size in the temp folder."""
    copy = Path(tempfile.mkdtemp(prefix="paperchat-read-only-")) / "chroma"
    atexit.register(shutil.rmtree, copy.parent, True)
    if chroma_dir.is_dir():
        shutil.copytree(chroma_dir, copy)
    return copy

"""The store under faults a user meets: a read-only folder, a full disk, another model's index.

Each fault is real, not mocked: the data folder lives on its own small tmpfs, which is
remounted read-only or filled with a file until no space is left, and the real CLI runs
against it in a subprocess. Each command must end in one sentence that names the fix,
and after the fault is lifted the store must hold everything it held before (and a
re-run must finish the interrupted work). The Store-level check of another embedding
model is in test_store.py; here it is the CLI, end to end.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import CACHE, SEEDS
from openai_server import FakeOpenAI
from processes import paperchat

from assistant.embeddings import LocalMiniLM
from assistant.settings import Settings
from assistant.store import Store

PAGE_A = SEEDS / "003_931d614282dd9358.txt"  # the smaller page is stored before the fault
PAGE_B = SEEDS / "000_6edcee5decaf2bde.txt"
DISK_MB = 64
State = tuple[list[str], list[str]]


def cli(data: Path, *args: str, **env_extra: str) -> subprocess.CompletedProcess[str]:
    return paperchat(data, *args, cwd=data.parent.parent, **env_extra)


_STATE = """
import json, sys
from assistant.settings import Settings
from assistant.store import Store
store = Store(Settings(data_dir=sys.argv[1], cache_dir=sys.argv[2]), sys.argv[3])
chunks = sorted(c.chunk_id for c in store.iter_chunks())
print(json.dumps([chunks, sorted(e.to_json() for e in store.all_entries())]))
"""


def state(data: Path, model: str = LocalMiniLM.model_id) -> State:
    """Chunk ids and catalog, read in a child process so no file on the small disk stays open here
    (an open Chroma client would keep the tmpfs busy and block the read-only remount)."""
    done = subprocess.run(
        [sys.executable, "-c", _STATE, str(data), str(CACHE), model], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    chunks, entries = json.loads(done.stdout)
    return chunks, entries


def local_state(data: Path, model: str = LocalMiniLM.model_id) -> State:
    """The same, in this process: for folders off the small disk, where open files do not matter."""
    store = Store(Settings(data_dir=data, cache_dir=CACHE), model)
    return sorted(c.chunk_id for c in store.iter_chunks()), sorted(e.to_json() for e in store.all_entries())


def one_sentence_error(done: subprocess.CompletedProcess[str], *needles: str) -> str:
    """The command failed with exit 1 and one ``error:`` or ``FAILED`` line naming the fix."""
    assert done.returncode == 1, (done.stdout, done.stderr)
    lines = [line for line in (done.stdout + done.stderr).splitlines() if "error:" in line or "FAILED" in line]
    assert len(lines) == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]


def _mount(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["mount", *args], capture_output=True, text=True)


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """A DISK_MB tmpfs of its own (needs root, as in this project's CI container)."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    mount_point = tmp_path / "disk"
    mount_point.mkdir()
    made = _mount("-t", "tmpfs", "-o", f"size={DISK_MB}m", "tmpfs", str(mount_point))
    if made.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr.strip()}")
    try:
        yield mount_point
    finally:
        _mount("-o", "remount,rw", str(mount_point))
        subprocess.run(["umount", "-l", str(mount_point)], capture_output=True)


@pytest.fixture(scope="module")
def page_a(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, State]:
    """The smaller seed page ingested by the CLI once for this module, and the state it left.
    Tests work on copies of its data folder."""
    data = tmp_path_factory.mktemp("page-a") / "data"
    done = cli(data, "ingest", str(PAGE_A), "--quiet")
    assert done.returncode == 0, done.stderr
    before = state(data)
    assert len(before[1]) == 30 and len(before[0]) >= 30
    return data, before


@pytest.fixture
def stored(disk: Path, page_a: tuple[Path, State]) -> tuple[Path, State]:
    """A copy of ``page_a`` on the small disk, and the state it holds."""
    template, before = page_a
    shutil.copytree(template, disk / "data")
    return disk / "data", before


def _fill(disk: Path, leave_kb: int) -> Path:
    """Allocate a file that leaves ``leave_kb`` KiB free on the disk (0: completely full)."""
    filler = disk / "filler"
    free = os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize
    with filler.open("wb") as handle:
        os.posix_fallocate(handle.fileno(), 0, max(0, free - leave_kb * 1024))
    return filler


def _contains(after: State, before: State) -> bool:
    return set(before[0]) <= set(after[0]) and set(before[1]) <= set(after[1])


@pytest.mark.slow
@pytest.mark.parametrize("leave_kb", [0, 256], ids=["full", "fills-up-mid-write"])
def test_a_full_disk_is_one_sentence_and_loses_nothing(
    stored: tuple[Path, State],
    disk: Path,
    seeded,
    leave_kb: int,  # type: ignore[no-untyped-def]
) -> None:
    data, before = stored
    filler = _fill(disk, leave_kb)
    done = cli(data, "ingest", str(PAGE_B), "--quiet")
    one_sentence_error(done, "is full", "free some space")
    filler.unlink()
    assert _contains(state(data), before), "a paper stored before the disk filled up was lost"
    again = cli(data, "ingest", str(PAGE_B), "--quiet")
    assert again.returncode == 0, again.stdout + again.stderr
    assert state(data) == local_state(Path(seeded.data_dir))  # exactly what an uninterrupted ingest of both pages holds


@pytest.mark.slow
def test_a_read_only_data_folder_is_one_sentence_and_loses_nothing(stored: tuple[Path, State], disk: Path) -> None:
    data, before = stored
    made = _mount("-o", "remount,ro", str(disk))
    assert made.returncode == 0, made.stderr
    # Reading commands work on a read-only folder (tests/test_text_input.py); writing ones say why they cannot.
    paper = json.loads(cli(data, "papers", "--json").stdout)[0]["paper_id"]
    for args in (("ingest", str(PAGE_B), "--quiet"), ("remove", paper)):
        one_sentence_error(cli(data, *args), "is read-only", "PAPERCHAT_DATA_DIR")
    assert _mount("-o", "remount,rw", str(disk)).returncode == 0
    assert state(data) == before


@pytest.mark.slow
def test_a_read_only_folder_under_chmod_for_non_root_users(tmp_path: Path) -> None:
    """The same sentence when the folder is read-only by permission (root ignores them)."""
    if os.geteuid() == 0:
        pytest.skip("root writes through permission bits; the tmpfs test covers root")
    data = tmp_path / "data"
    assert cli(data, "ingest", str(PAGE_A), "--quiet").returncode == 0
    before = state(data)
    paths = [data, *data.rglob("*")]
    for path in paths:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        one_sentence_error(cli(data, "ingest", str(PAGE_B), "--quiet"), "is read-only")
    finally:
        for path in paths:
            path.chmod(0o755 if path.is_dir() else 0o644)
    assert state(data) == before


@pytest.mark.slow
def test_an_index_of_another_embedding_model_is_refused_by_every_command(tmp_path: Path, page_a: tuple[Path, State]) -> None:
    template, before = page_a
    data = tmp_path / "data"
    shutil.copytree(template, data)
    with FakeOpenAI() as server:
        other = {"PAPERCHAT_EMBEDDINGS": "openai", "OPENAI_BASE_URL": server.url, "OPENAI_API_KEY": "sk-test-x"}
        for args in (("ingest", str(PAGE_B), "--quiet"), ("ask", "What is GRPO?"), ("papers",)):
            one_sentence_error(cli(data, *args, **other), LocalMiniLM.model_id, "PAPERCHAT_EMBEDDINGS", "ingest again")
        embedded = [r for r in server.requests if r["path"].endswith("/embeddings")]
        assert embedded == [], "texts were embedded with the wrong model before the refusal"
    assert local_state(data) == before  # re-opened with the right model: all there


@pytest.mark.slow
def test_an_openai_embeddings_index_works_and_refuses_the_local_model(tmp_path: Path) -> None:
    """PAPERCHAT_EMBEDDINGS=openai (against the test server) builds its own index, which local refuses."""
    data = tmp_path / "data"
    with FakeOpenAI() as server:
        other = {"PAPERCHAT_EMBEDDINGS": "openai", "OPENAI_BASE_URL": server.url, "OPENAI_API_KEY": "sk-test-x"}
        done = cli(data, "ingest", str(PAGE_A), "--quiet", **other)
        assert done.returncode == 0, done.stdout + done.stderr
        assert [r for r in server.requests if r["path"].endswith("/embeddings")], "nothing was embedded remotely"
    before = local_state(data, "openai:text-embedding-3-small")
    assert len(before[1]) == 30
    one_sentence_error(cli(data, "papers"), "openai:text-embedding-3-small", "PAPERCHAT_EMBEDDINGS")
    assert local_state(data, "openai:text-embedding-3-small") == before


def test_a_log_left_by_a_killed_writer_is_recovered_not_called_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After a SIGKILL mid-write, SQLite may refuse a read-only look until the write-ahead log is
    recovered ("attempt to write a readonly database", seen once in the random-kill test); the
    store check then reads the file read-write, as Chroma does, instead of calling it damaged."""
    import sqlite3

    from assistant import store_file

    chroma = tmp_path / "chroma"
    chroma.mkdir()
    with sqlite3.connect(chroma / store_file.SQLITE_NAME) as db:
        db.executescript("".join(f"CREATE TABLE {name} (x);" for name in store_file._CHROMA_TABLES))
    real = store_file._read_tables
    modes: list[str] = []

    def recovering(path: Path, deep: bool, mode: str) -> set[str] | None:
        modes.append(mode)
        if mode == "ro":
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return real(path, deep, mode)

    monkeypatch.setattr(store_file, "_read_tables", recovering)
    assert store_file.database_problem(chroma) is None
    assert modes == ["ro", "rw"]

"""Shared fixtures: an isolated environment, settings on a temp data folder, the model once."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import netguard
import pytest

from assistant import offline
from assistant.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
SHARED = ROOT.parent / "shared" / "testdata"
CACHE = Path(os.environ.get("PAPERCHAT_TEST_CACHE", ROOT / ".pytest_cache" / "paperchat"))

MEMORY_TMP = Path("/dev/shm")


def _temporary_files_in_memory() -> None:
    """Every temporary folder of the run (tmp_path, the stores the tests build, the
    subprocesses' TMPDIR) goes to RAM when the machine has a roomy tmpfs: Chroma commits
    cost about half as much there as on disk, and nothing the tests check depends on the
    disk (the store-fault tests mount their own small tmpfs; a SIGKILL is not a power cut).
    PAPERCHAT_TEST_TMPDIR names another folder; set it empty to keep the system's."""
    chosen = os.environ.get("PAPERCHAT_TEST_TMPDIR")
    if chosen is None:
        try:
            stats = os.statvfs(MEMORY_TMP)
        except OSError:
            return
        if stats.f_bavail * stats.f_frsize < 4 << 30 or not os.access(MEMORY_TMP, os.W_OK):
            return
        chosen = str(MEMORY_TMP)
    if chosen:
        os.environ["TMPDIR"] = chosen
        tempfile.tempdir = None  # gettempdir() reads TMPDIR again


_temporary_files_in_memory()
offline.prepare(CACHE / "tiktoken")


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No test sees the developer's key, base URL or paperchat settings, nor their .env."""
    for name in list(os.environ):
        if name.startswith(("PAPERCHAT_", "OPENAI_")):
            monkeypatch.delenv(name)
    monkeypatch.setenv("PAPERCHAT_CACHE_DIR", str(CACHE))
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def fast_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """LLM retries wait 10 ms, not 0.5 s, so tests stay fast; the retry logic is the same."""
    from assistant import llm

    monkeypatch.setattr(llm, "BACKOFF_BASE", 0.01)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", cache_dir=CACHE)


@pytest.fixture(scope="session")
def embeddings():  # type: ignore[no-untyped-def]
    from assistant.embeddings import LocalMiniLM

    return LocalMiniLM()


@pytest.fixture
def ingestor(settings: Settings, embeddings):  # type: ignore[no-untyped-def]
    from ingest.pipeline import Ingestor

    return Ingestor(settings, embeddings=embeddings)


@pytest.fixture
def shared_testdata() -> Path:
    if not SHARED.is_dir():
        pytest.skip(f"shared test data absent: {SHARED} (only the project's own checkout has ../shared)")
    return SHARED


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Make any connection or name lookup outside loopback fail loudly (netguard's rule,
    the one every paperchat subprocess runs under too); returns the attempts seen."""
    attempts: list[object] = []
    for (owner, name), replacement in netguard.patches(attempts.append).items():
        monkeypatch.setattr(owner, name, replacement)
    return attempts


@pytest.fixture(scope="session")
def seeded(tmp_path_factory: pytest.TempPathFactory, embeddings):  # type: ignore[no-untyped-def]
    """Settings of a store holding the two seed topic pages, ingested once per session.

    Tests that use it must not write to it.
    """
    from ingest.pipeline import Ingestor

    settings = Settings(data_dir=tmp_path_factory.mktemp("seeded") / "data", cache_dir=CACHE)
    report = Ingestor(settings, embeddings=embeddings).ingest([SEEDS])
    assert not report.failed and report.count("added") == 60
    return settings


@pytest.fixture(scope="session")
def seeded_assistant(seeded, embeddings):  # type: ignore[no-untyped-def]
    from assistant.answering import Assistant

    return Assistant(seeded, embeddings=embeddings)


@pytest.fixture(scope="session")
def shared_pdfs() -> Path:
    """The real papers in ../shared/testdata/pdfs (skips where that checkout is absent)."""
    if not (SHARED / "pdfs").is_dir():
        pytest.skip(f"shared test PDFs absent: {SHARED / 'pdfs'} (only the project's own checkout has ../shared)")
    return SHARED / "pdfs"


@pytest.fixture(scope="session")
def pdf_store(shared_pdfs: Path, tmp_path_factory: pytest.TempPathFactory, embeddings) -> Settings:  # type: ignore[no-untyped-def]
    """Settings of a store holding the shared PDFs, ingested once per session (the slowest
    ingest of the suite). Tests that use it must not write to it."""
    from ingest.pipeline import Ingestor

    settings = Settings(data_dir=tmp_path_factory.mktemp("shared-pdfs") / "data", cache_dir=CACHE)
    report = Ingestor(settings, embeddings=embeddings).ingest([shared_pdfs])
    assert not report.failed, [f.error for f in report.failed]
    return settings

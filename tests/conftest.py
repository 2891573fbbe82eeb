"""Shared fixtures: an isolated environment, settings on a temp data folder, the model once."""

from __future__ import annotations

import ipaddress
import os
import socket
from pathlib import Path

import pytest

from assistant import offline
from assistant.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
SHARED = ROOT.parent / "shared" / "testdata"
CACHE = Path(os.environ.get("PAPERCHAT_TEST_CACHE", ROOT / ".pytest_cache" / "paperchat"))

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


def _loopback(address: object) -> bool:
    if not isinstance(address, tuple):  # AF_UNIX paths
        return True
    host = str(address[0])
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Make any connection outside 127.0.0.1/::1 fail loudly; returns the attempts seen."""
    attempts: list[object] = []
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex

    def guard(address: object) -> None:
        if not _loopback(address):
            attempts.append(address)
            raise OSError(f"test forbids network access to {address!r}")

    def connect(self: socket.socket, address: object) -> None:
        guard(address)
        return real_connect(self, address)

    def connect_ex(self: socket.socket, address: object) -> int:
        guard(address)
        return real_connect_ex(self, address)

    def getaddrinfo(host: object, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        if host not in (None, "localhost") and not _loopback((host, 0)):
            attempts.append(host)
            raise socket.gaierror(f"test forbids resolving {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    real_getaddrinfo = socket.getaddrinfo
    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
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
    from assistant.qa import Assistant

    return Assistant(seeded, embeddings=embeddings)

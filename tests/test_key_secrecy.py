"""The API key never appears in output, errors, --json or DEBUG logs, whatever the LLM does.

Every CLI command (ask, summarize, ingest, papers), with --json and without, runs
through ``ui.cli.main`` in this process (the model loads once, so the whole
matrix stays fast) under each fault of llm_faults.FAULTS and with a working server,
while the root logger records everything at DEBUG into a file (openai, httpx,
langchain and paperchat loggers included). File descriptors 1 and 2 are captured, so
even output written below Python is searched. test_cli_llm_faults.py repeats the check
in real subprocesses; test_llm.py covers the ChatModel messages themselves.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import SEEDS
from llm_faults import FAULTS, KEY, WORKING_ANSWER, Fault, closed_url, leaks
from openai_server import FakeOpenAI

from ui.cli import main

pytestmark = pytest.mark.usefixtures("fast_backoff")
TIMEOUT = "1"
LLM_COMMANDS = [
    ("ask", "How much did EfficientRollout cut rollout latency?"),
    ("summarize", "--topic"),
]


@pytest.fixture
def debug_log(tmp_path: Path) -> Iterator[Path]:
    """Everything logged at DEBUG by any library goes to this file for the duration of a test."""
    path = tmp_path / "debug.log"
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setLevel(logging.DEBUG)
    handler.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield path
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
        handler.close()


server = FakeOpenAI.fixture(WORKING_ANSWER)


def _configure(monkeypatch: pytest.MonkeyPatch, data: Path, url: str) -> None:
    monkeypatch.setenv("PAPERCHAT_DATA_DIR", str(data))
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", url)
    monkeypatch.setenv("PAPERCHAT_LLM_MODEL", "test-model")
    monkeypatch.setenv("PAPERCHAT_LLM_TIMEOUT", TIMEOUT)
    monkeypatch.setenv("PAPERCHAT_LLM_MAX_RETRIES", "1")


def _run(capfd: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capfd.readouterr()
    return status, out, err


@pytest.mark.parametrize("fault", [None, *FAULTS], ids=["working", *(f.name for f in FAULTS)])
def test_llm_commands_never_show_the_key(
    fault: Fault | None,
    seeded,  # type: ignore[no-untyped-def]
    server: FakeOpenAI,
    debug_log: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    _configure(monkeypatch, seeded.data_dir, closed_url() if fault and fault.refused else server.url)
    if fault:
        fault.inject(server)
    seen = []
    for command in LLM_COMMANDS:
        for flags in ((), ("--json",)):
            status, out, err = _run(capfd, *command, *flags)
            seen.append(out + err)
            if fault is None:
                assert status == 0 and out.strip(), err
            else:
                assert status == 1 and err.startswith("error: ") and err.count("\n") == 1, (command, flags, out, err)
                assert fault.sentence in err and "Traceback" not in err
            assert not leaks(out + err), (command, flags)
    assert not leaks(debug_log.read_text(encoding="utf-8")), "the key reached a DEBUG log"
    if not (fault and fault.refused):
        chats = [r for r in server.requests if r["path"].endswith("/chat/completions")]
        assert chats and all(r["headers"]["authorization"] == f"Bearer {KEY}" for r in chats)  # the key was in play
    assert debug_log.stat().st_size > 0  # DEBUG logging really ran


@pytest.mark.parametrize("flags", [(), ("--json",)], ids=["text", "json"])
def test_ingest_and_papers_never_show_the_key(
    flags: tuple[str, ...],
    tmp_path: Path,
    server: FakeOpenAI,
    debug_log: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    _configure(monkeypatch, tmp_path / "data", server.url)
    bad = tmp_path / "bad.pdf"
    bad.write_text(f"not a pdf; {KEY}")  # a file that quotes the key must not make the report quote it
    good = SEEDS / "003_931d614282dd9358.txt"
    status, out, err = _run(capfd, "ingest", str(good), str(bad), "--quiet", *flags)
    assert status == 1 and "bad.pdf" in out, err
    for text in (out + err, *_run(capfd, "papers", *flags)[1:], debug_log.read_text(encoding="utf-8")):
        assert not leaks(text)

"""An LLM stream that breaks mid-answer: the error starts a line of its own.

On a terminal stdout and stderr share the screen; the streamed words had no newline yet,
so "error: ..." used to be glued to the half answer. Here both streams go into one pipe,
as a terminal shows them, with a real CLI process and an OpenAI-compatible test server
that drops the connection after two chunks.
"""

from __future__ import annotations

import subprocess

import pytest
from openai_server import FakeOpenAI
from processes import cli_command, cli_env

server = FakeOpenAI.fixture("EfficientRollout cuts rollout latency by up to 24.2% [1].")


@pytest.mark.slow
def test_a_broken_stream_prints_its_error_on_its_own_line(seeded, server: FakeOpenAI) -> None:  # type: ignore[no-untyped-def]
    server.cut_stream_after(2, times=50)
    env = cli_env(seeded.data_dir, OPENAI_BASE_URL=server.url, OPENAI_API_KEY="sk-test", PAPERCHAT_LLM_MAX_RETRIES="0")
    done = subprocess.run(
        cli_command("ask", "How much did EfficientRollout cut rollout latency?"),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 1, done.stdout
    lines = done.stdout.splitlines()
    errors = [n for n, line in enumerate(lines) if "error:" in line]
    assert len(errors) == 1 and lines[errors[0]].startswith("error: "), done.stdout
    assert errors[0] > 0 and lines[errors[0] - 1].strip(), "the half answer streamed before the error is gone"

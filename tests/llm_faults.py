"""The LLM endpoint faults the tests inject, each with the sentence a user must see.

Shared by test_key_secrecy.py (in-process CLI, every command) and test_cli_llm_faults.py
(real subprocesses, timing). ``None`` as the fault means "the server works".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from openai_server import FakeOpenAI
from processes import free_port

KEY = "sk-test-SECRETKEY-0d2f9c7e4b1a"
KEY_PARTS = ("SECRETKEY", "0d2f9c7e4b1a")  # masked or cut copies of the key still give it away
HANG_SECONDS = 60.0  # far longer than any timeout the tests configure
WORKING_ANSWER = "EfficientRollout cuts rollout latency by up to 24.2% [1]."  # what the server says when it works


@dataclass(frozen=True)
class Fault:
    name: str
    inject: Callable[[FakeOpenAI], None]
    sentence: str  # a piece of the one-sentence error
    refused: bool = False  # point the client at a closed port instead of the server


FAULTS = [
    Fault("401", lambda s: s.fail_with(401, times=50), "rejected the API key (401); check OPENAI_API_KEY"),
    Fault("429", lambda s: s.fail_with(429, times=50), "rate-limiting (429)"),
    Fault("500", lambda s: s.fail_with(500, times=50), "failed (500)"),
    Fault("timeout", lambda s: s.hang(HANG_SECONDS, times=50), "did not answer within"),
    Fault("refused", lambda s: None, "Cannot reach the LLM server", refused=True),
    Fault("malformed", lambda s: s.malformed(times=50), "broken response"),
    Fault("cut-stream", lambda s: s.cut_stream_after(2, times=50), "broken response"),
]


def closed_url() -> str:
    """A loopback URL nobody listens on: connections are refused at once."""
    return f"http://127.0.0.1:{free_port()}/v1"


def leaks(text: str) -> list[str]:
    """The pieces of the key found in ``text`` (empty when it is clean)."""
    return [part for part in (KEY, *KEY_PARTS) if part in text]

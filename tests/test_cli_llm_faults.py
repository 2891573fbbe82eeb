"""`paperchat ask` against a faulty LLM endpoint, as a real subprocess: one sentence, exit 1, in time.

test_ask_llm.py already runs the CLI under 401, 429, 500 and malformed JSON for the
message; this file adds the timeout, the refused connection and the cut stream, and
for all seven measures the elapsed time against PAPERCHAT_LLM_TIMEOUT (relative to a
working run of the same command, so start-up cost cancels out), checks which faults
are retried, and greps stdout, stderr and a DEBUG log (python logging plus
OPENAI_LOG=debug) for the key.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import netguard
import pytest
from llm_faults import FAULTS, HANG_SECONDS, KEY, WORKING_ANSWER, Fault, closed_url, leaks
from openai_server import FakeOpenAI
from processes import cli_env

from assistant.llm import BACKOFF_BASE, BACKOFF_CAP

pytestmark = pytest.mark.slow  # eight CLI processes, each loading the embedding model
TIMEOUT = 2.0
RETRIES = 1
QUESTION = "How much did EfficientRollout cut rollout latency?"
DEBUG_WRAPPER = (
    netguard.prelude()
    + """
import logging, sys
logging.basicConfig(level=logging.DEBUG, filename=sys.argv[1], format="%(name)s %(levelname)s %(message)s")
from ui.cli import main
raise SystemExit(main(sys.argv[2:]))
"""
)
# The most a faulty call may add to a working one: every attempt timing out, plus backoff.
WORST_EXTRA = TIMEOUT * (RETRIES + 1) + sum(min(BACKOFF_CAP, BACKOFF_BASE * 2**n) for n in range(RETRIES))
SLACK = 20.0  # a loaded 2-core machine (benchmarks run alongside); still far below HANG_SECONDS


server = FakeOpenAI.fixture(WORKING_ANSWER)


def ask(seeded, url: str, log: Path) -> tuple[subprocess.CompletedProcess[str], float]:  # type: ignore[no-untyped-def]
    env = cli_env(
        seeded.data_dir,
        OPENAI_BASE_URL=url,
        OPENAI_API_KEY=KEY,
        OPENAI_LOG="debug",
        PAPERCHAT_LLM_MODEL="test-model",
        PAPERCHAT_LLM_TIMEOUT=str(TIMEOUT),
        PAPERCHAT_LLM_MAX_RETRIES=str(RETRIES),
    )
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", DEBUG_WRAPPER, str(log), "ask", QUESTION],
        capture_output=True,
        text=True,
        env=env,
        timeout=HANG_SECONDS + 60,
    )
    return done, time.monotonic() - started


@pytest.fixture(scope="module")
def baseline(seeded, tmp_path_factory: pytest.TempPathFactory) -> float:  # type: ignore[no-untyped-def]
    """Seconds a working `ask` takes here (process start and model load included)."""
    with FakeOpenAI() as fake:
        fake.reply_with("It is cut by up to 24.2% [1].")
        done, seconds = ask(seeded, fake.url, tmp_path_factory.mktemp("baseline") / "debug.log")
    assert done.returncode == 0 and "[1]" in done.stdout, done.stderr
    return seconds


def _chat_count(server: FakeOpenAI) -> int:
    return len([r for r in server.requests if r["path"].endswith("/chat/completions")])


@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
def test_each_llm_fault_is_one_sentence_exit_1_within_the_timeout(
    fault: Fault,
    seeded,
    server: FakeOpenAI,
    baseline: float,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    fault.inject(server)
    log = tmp_path / "debug.log"
    done, seconds = ask(seeded, closed_url() if fault.refused else server.url, log)
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1, done.stderr
    assert fault.sentence in done.stderr and "Traceback" not in done.stderr
    assert seconds - baseline < WORST_EXTRA + SLACK, f"{fault.name}: {seconds:.1f} s against {baseline:.1f} s working"
    assert seconds < HANG_SECONDS  # a hanging server is given up on, not waited out
    assert not leaks(done.stdout + done.stderr + log.read_text(encoding="utf-8"))
    retried = {"429": 1 + RETRIES, "500": 1 + RETRIES, "401": 1, "timeout": 1, "refused": 0}
    if fault.name in retried:
        assert _chat_count(server) == retried[fault.name]
    print(f"\n{fault.name}: exit 1 in {seconds:.1f} s (working run {baseline:.1f} s): {done.stderr.strip()}")

"""``paperchat chat`` as scripts and people use it: a real subprocess on a copy of the seeded
store, driven line by line over pipes (``--json``) and through a pseudo-terminal."""

from __future__ import annotations

import json
import os
import pty
import queue
import re
import select
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from llm_faults import closed_url
from pdf_factory import make_method_paper
from processes import cli_command, cli_env
from processes import paperchat as run

EFFICIENT = "What speedup does EfficientRollout report?"
FOLLOW_UP = "How does it work?"
HACKING = "Which papers study reward hacking?"
ANSWER_SECONDS = 120  # a hang fails the test instead of stalling the suite


@pytest.fixture(scope="module")
def data(seeded, tmp_path_factory: pytest.TempPathFactory) -> Path:  # type: ignore[no-untyped-def]
    """A copy of the seeded store: a chat at a terminal writes its question history into the data folder."""
    folder = tmp_path_factory.mktemp("chat") / "data"
    shutil.copytree(seeded.data_dir, folder)
    return folder


class JsonChat:
    """``paperchat chat --json`` as a coprocess: each question is written only after the
    previous answer line arrived, so answers must be flushed one by one."""

    def __init__(self, data: Path, *args: str, **env: str) -> None:
        command = cli_command("chat", "--json", *args)
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env(data, **env)
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def ask(self, question: str) -> dict[str, Any]:
        self.send(question)
        try:
            line = self.lines.get(timeout=ANSWER_SECONDS)
        except queue.Empty:
            self.process.kill()
            pytest.fail(f"no answer line within {ANSWER_SECONDS} s for {question!r}")
        assert line.endswith("\n") and line.count("\n") == 1
        return dict(json.loads(line))

    def close(self) -> tuple[int, str, str]:
        """End stdin; the exit status, the stdout lines never read, and stderr."""
        assert self.process.stdin is not None and self.process.stderr is not None
        self.process.stdin.close()
        status = self.process.wait(timeout=ANSWER_SECONDS)
        self.process.stdout.close() if self.process.stdout else None
        rest = "".join(self.lines.get() for _ in range(self.lines.qsize()))
        return status, rest, self.process.stderr.read()


@pytest.fixture
def chat(data: Path) -> Iterator[JsonChat]:
    process = JsonChat(data)
    yield process
    if process.process.poll() is None:
        process.process.kill()
        process.process.wait()


def assert_cited(answer: dict[str, Any]) -> None:
    """Every [n] of the answer has its citation, and every citation is one of the sources."""
    markers = {int(n) for group in re.findall(r"\[(\d+(?:,\s*\d+)*)\]", answer["answer"]) for n in re.findall(r"\d+", group)}
    assert markers <= {c["n"] for c in answer["citations"]}, (markers, answer["answer"])
    assert {c["chunk_id"] for c in answer["citations"]} <= {s["chunk_id"] for s in answer["sources"]}


def test_help_lists_the_chat_command() -> None:
    done = run(Path("unused"), "--help")
    assert "chat" in done.stdout and "a conversation" in done.stdout
    usage = run(Path("unused"), "chat", "--help").stdout
    assert "[--paper ID | --pdf FILE] [--k N] [--json]" in usage and "/sources" in usage


def test_a_follow_up_is_read_with_the_conversation_new_starts_over_and_errors_are_lines(chat: JsonChat) -> None:
    first = chat.ask(EFFICIENT)
    assert first["standalone_question"] is None and not first["abstained"]
    follow = chat.ask(FOLLOW_UP)
    assert follow["question"] == FOLLOW_UP
    assert follow["standalone_question"] and "EfficientRollout" in follow["standalone_question"]
    assert any(s["title"].startswith("EfficientRollout") for s in follow["sources"])
    chat.send("")  # blank lines and /new write nothing: answers pair with questions by position
    chat.send("/new")
    alone = chat.ask(FOLLOW_UP)
    assert alone["standalone_question"] is None
    wrong = chat.ask("/sources")  # a failed line is one error object, and the chat goes on
    assert wrong == {"question": "/sources", "error": "/sources is not a command here; with --json only /new and /quit are."}
    chat.send("/quit")
    chat.send("a question after /quit is never read")
    status, rest, stderr = chat.close()
    assert (status, rest) == (1, "")  # 1: a line failed
    assert "Traceback" not in stderr
    for answer in (first, follow, alone):
        assert_cited(answer)
        assert set(answer) >= {"question", "answer", "mode", "abstained", "citations", "sources", "standalone_question"}


def test_a_new_subject_does_not_leak_into_the_next_question(chat: JsonChat) -> None:
    """The issue's failure: after reward hacking, the EfficientRollout question got reward-hacking sentences."""
    before = chat.ask(EFFICIENT)
    hacking = chat.ask(HACKING)
    again = chat.ask(EFFICIENT)
    assert again["answer"] == before["answer"] and "EfficientRollout" in again["answer"]
    assert [s["chunk_id"] for s in again["sources"]] == [s["chunk_id"] for s in before["sources"]]
    assert [c["chunk_id"] for c in again["citations"]] == [c["chunk_id"] for c in before["citations"]]
    assert hacking["standalone_question"] is None and again["standalone_question"] is None
    for answer in (before, hacking, again):
        assert_cited(answer)
    assert chat.close()[0] == 0


@pytest.mark.slow
def test_an_unreachable_llm_costs_each_question_not_the_chat(data: Path) -> None:
    chat = JsonChat(data, OPENAI_BASE_URL=closed_url(), PAPERCHAT_LLM_MAX_RETRIES="0")
    for question in (EFFICIENT, HACKING):  # both answerable: each reaches for the model
        failed = chat.ask(question)
        assert failed["question"] == question
        assert failed["error"].startswith("Cannot reach the LLM server")
    status, rest, stderr = chat.close()
    assert (status, rest) == (1, "") and "Traceback" not in stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [(("--paper", "no-such-paper"), "No paper with id 'no-such-paper'"), (("--k", "0"), "--k 0 is out of range")],
)
def test_a_wrong_option_fails_before_the_first_question(data: Path, args: tuple[str, ...], message: str) -> None:
    done = subprocess.run(
        cli_command("chat", *args, "--json"), input=EFFICIENT + "\n", capture_output=True, text=True, env=cli_env(data), timeout=ANSWER_SECONDS
    )  # fmt: skip
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.startswith(f"error: {message}") and done.stderr.count("\n") == 1


@pytest.mark.slow
def test_chat_with_a_pdf_ingests_it_and_follow_ups_stay_on_its_pages(tmp_path: Path) -> None:
    pdf = make_method_paper(tmp_path / "paper.pdf")
    chat = JsonChat(tmp_path / "data", "--pdf", str(pdf))
    first = chat.ask("What learning rate was used?")
    second = chat.ask("and how many warmup steps?")
    assert "3e-6" in first["answer"] and first["citations"][0]["page"] == 2
    assert "fifty warmup steps" in second["answer"]
    for answer in (first, second):
        assert_cited(answer)
        assert {s["title"] for s in answer["sources"]} == {"Curriculum Rewards for Reasoning Models"}
    status, _rest, stderr = chat.close()
    assert status == 0, stderr


# --- at a terminal --------------------------------------------------------------------------


class Terminal:
    """``paperchat chat`` on a pseudo-terminal of its own (its controlling terminal, so Ctrl-C
    is the terminal's interrupt), read until an expected text appears."""

    def __init__(self, data: Path) -> None:
        env = cli_env(data, TERM="xterm", COLUMNS="200", LINES="50")
        command = cli_command("chat")
        pid, fd = pty.fork()
        if pid == 0:  # the child: exec at once, nothing of pytest runs here
            # As at a person's terminal: a test run started in the background (CI, nohup) has
            # SIGINT ignored, which exec would pass on and Python would then keep ignoring.
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.execve(command[0], command, env)
        self.pid, self.fd, self.output = pid, fd, ""
        self.status: int | None = None

    def type(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def expect(self, text: str, after: int = 0, timeout: float = ANSWER_SECONDS) -> int:
        """Wait until ``text`` is in the output past offset ``after``; the offset just past it."""
        deadline = time.monotonic() + timeout
        while (found := self.output.find(text, after)) < 0:
            if time.monotonic() > deadline or not self._read(deadline - time.monotonic()):
                pytest.fail(f"{text!r} never appeared; the terminal shows:\n{self.output[-3000:]}")
        return found + len(text)

    def _read(self, timeout: float) -> bool:
        # poll, not select: a long test run holds over 1,024 descriptors (Chroma clients of earlier
        # tests), and select() refuses a descriptor number above that.
        watcher = select.poll()
        watcher.register(self.fd, select.POLLIN)
        if not watcher.poll(max(timeout, 0) * 1000):
            return True
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # the child exited and the terminal closed
            return False
        self.output += chunk.decode(errors="replace").replace("\r\n", "\n")
        return bool(chunk)

    def exit_status(self, timeout: float = 30) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self._read(0.2)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
        self.kill()
        pytest.fail(f"paperchat chat did not exit; the terminal shows:\n{self.output[-3000:]}")

    def kill(self) -> None:
        """Stop the child if it still runs, and close the terminal."""
        if self.status is None:
            os.kill(self.pid, signal.SIGKILL)
            self.status = os.waitstatus_to_exitcode(os.waitpid(self.pid, 0)[1])
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


@pytest.fixture
def terminal(data: Path) -> Iterator[Terminal]:
    shell = Terminal(data)
    yield shell
    shell.kill()


@pytest.mark.slow
def test_at_a_terminal_sources_follow_ups_history_and_quit(terminal: Terminal, data: Path) -> None:
    seen = terminal.expect("> ")
    terminal.type(EFFICIENT + "\r")
    seen = terminal.expect("References:\n[1] EfficientRollout", seen)
    terminal.type("/sources\r")
    seen = terminal.expect("Sources of the last answer:\n[1] EfficientRollout", seen)
    assert re.search(r"\[1\] EfficientRollout[^\n]* · abstract · score \d\.\d{4} · cited\n\[2\] ", terminal.output[seen - 60 :])
    terminal.type(FOLLOW_UP + "\r")
    seen = terminal.expect("(read as: How does it work? (", seen)
    seen = terminal.expect("References:", seen)
    terminal.type("/new\r")
    seen = terminal.expect("(new conversation)", seen)
    terminal.type("\x1b[A\x1b[A\r")  # readline: two lines up is the follow-up, now asked alone
    seen = terminal.expect(FOLLOW_UP, seen)
    answered = terminal.expect("\n> ", seen)
    assert "(read as:" not in terminal.output[seen:answered]
    terminal.type("/quit\r")
    assert terminal.exit_status() == 0
    assert "Traceback" not in terminal.output and "\nerror: " not in terminal.output
    assert FOLLOW_UP in (data / "chat_history").read_text()  # the arrow keys find it next time


@pytest.mark.slow
@pytest.mark.parametrize(("key", "name"), [("\x04", "Ctrl-D"), ("\x03", "Ctrl-C")])
def test_at_a_terminal_ctrl_d_and_ctrl_c_leave_cleanly(terminal: Terminal, key: str, name: str) -> None:
    terminal.expect("> ")
    time.sleep(1)  # the prompt is printed just before readline reads: let it start reading
    terminal.type(key)
    assert terminal.exit_status(timeout=60) == 0, name
    assert "Traceback" not in terminal.output and "interrupted" not in terminal.output

"""``paperchat chat``: a conversation with the papers in a terminal, or scripted over pipes.

Both ways share one ``Conversation``: one ``Assistant`` (the model is loaded once), one
scope, and the turns so far, of which the last few go with each question so a follow-up
("and for X?", "why does that help?") can be read with them. Whether it is read so is the
assistant's decision; the terminal shows it as ``(read as: …)`` before the answer.

With ``--json`` the chat is a line protocol for scripts: one question a line on stdin, one
compact JSON object a line on stdout (the ``ask --json`` object, or ``{"question", "error"}``
for a question that failed), flushed at once, so the n-th answer line belongs to the n-th
question line and a coprocess can wait for each answer before it asks the next.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from assistant.conversation import History
from assistant.errors import UserError
from assistant.text_input import clean_text
from ui.terminal import end_streamed_line, print_answer, stream_to_stdout

if TYPE_CHECKING:
    from assistant.answering import Answer, Assistant
    from assistant.retrieval import Scope

HISTORY_TURNS = 3  # earlier turns sent with a question; the assistant's rewrite prompt reads no more
PROMPT = "> "
QUIT = ("/quit", "/exit")
HISTORY_FILE = "chat_history"  # the questions typed, for the arrow keys next time (in the data folder)

HELP = """\
Ask a question about the papers; every answer cites its sources.
A question that leans on the last ones ("and for X?", "why does that help?") is read with
them when that finds better evidence; "(read as: …)" then shows what was searched.
  /new      start a new conversation (earlier questions are no longer taken into account)
  /sources  the last answer's sources: number, title, page, retrieval score
  /help     this list
  /quit     leave (so does Ctrl-D, or Ctrl-C at the prompt; Ctrl-C during an answer stops it)"""


@dataclass
class Conversation:
    """The turns of one chat and where its questions are looked up."""

    assistant: Assistant
    scope: Scope
    k: int | None = None
    turns: History = field(default_factory=list)
    last: Answer | None = None

    def ask(self, question: str, stream: bool = False) -> Answer:
        """Answer with the last few turns as history; a failed question leaves no turn."""
        answer = self.assistant.ask(
            clean_text(question),
            scope=self.scope,
            k=self.k,
            history=self.turns[-HISTORY_TURNS:],
            stream=stream_to_stdout if stream else None,
        )
        self.turns.append((answer.question, answer.text))
        self.last = answer
        return answer

    def reset(self) -> None:
        self.turns = []
        self.last = None


# --- scripts: --json ------------------------------------------------------------------


def chat_json(conversation: Conversation) -> int:
    """Answer stdin line by line until it ends or says /quit; exit status 1 if any question failed.

    Blank lines are skipped and ``/new`` starts over; neither writes a line. Any other line
    gets exactly one line back, so answers and questions pair up by position.
    """
    if isinstance(sys.stdin, io.TextIOWrapper):
        sys.stdin.reconfigure(errors="replace")  # a stray byte is one odd character, not a crash
    failed = False
    try:
        for line in iter(sys.stdin.readline, ""):
            text = line.strip()
            if not text:
                continue
            command = _command(text)
            if command == "/new":
                conversation.reset()
                continue
            if command in QUIT:
                break
            try:
                if command:
                    raise UserError(f"{command} is not a command here; with --json only /new and /quit are.")
                _emit(conversation.ask(text).to_dict())
            except UserError as err:
                failed = True
                _emit({"question": text, "error": str(err)})
    except KeyboardInterrupt:
        return 130
    return 1 if failed else 0


def _emit(data: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    sys.stdout.flush()


# --- people: the terminal ----------------------------------------------------------------


def chat_interactive(conversation: Conversation, heading: str, data_dir: Path) -> int:
    """Prompt, answer, repeat, until /quit, Ctrl-D or Ctrl-C at the prompt; exit status 1 if any question failed.

    With stdin a terminal, readline gives line editing and the questions of earlier chats
    (kept in ``data_dir/chat_history``); from a pipe it reads lines with no prompt.
    """
    tty = sys.stdin.isatty()
    history = _start_readline(data_dir / HISTORY_FILE) if tty else None
    _note(f"{heading} · /help lists the commands, /quit or Ctrl-D leaves")
    failed = False
    try:
        while True:
            try:
                line = input(PROMPT if tty else "")
            except (EOFError, KeyboardInterrupt):
                if tty:
                    _say("")  # leave the shell's prompt on a line of its own
                break
            text = line.strip()
            if not text:
                continue
            command = _command(text)
            if command in QUIT:
                break
            if command:
                _run_command(conversation, command)
                continue
            failed = not _answer(conversation, text) or failed
    finally:
        if history is not None:
            _save_readline(history)
    return 1 if failed else 0


def _answer(conversation: Conversation, question: str) -> bool:
    """Ask and print one question; False when it failed (its one sentence is on stderr)."""
    stream = conversation.assistant.mode == "llm"
    try:
        answer = conversation.ask(question, stream=stream)
    except UserError as err:
        end_streamed_line()
        _note(f"error: {err}")
        return False
    except KeyboardInterrupt:
        _say("")
        _note("(stopped; that question is not part of the conversation)")
        return True
    show_answer(answer, streamed=stream)
    _say("")
    return True


def show_answer(answer: Answer, streamed: bool) -> None:
    """The answer as ``paperchat ask`` prints it, after the follow-up reading when there is one.

    A streamed (LLM) answer is already on screen when its reading is known, so there the
    reading follows the text, before the reference list.
    """
    reading = f"(read as: {answer.standalone_question})" if answer.standalone_question else ""
    if reading and streamed:
        sys.stdout.write("\n" + reading)
    elif reading:
        _say(reading)
    print_answer(answer, streamed=streamed)


def _run_command(conversation: Conversation, command: str) -> None:
    if command == "/new":
        conversation.reset()
        _say("(new conversation)\n")
    elif command == "/sources":
        _say(sources_text(conversation.last) + "\n")
    elif command == "/help":
        _say(HELP + "\n")
    else:
        _note(f"{command} is not a command; type /help for the list.")


def sources_text(answer: Answer | None) -> str:
    """One line per source of the answer: number, title, page (or the chunk's kind), score, and whether it is cited."""
    if answer is None:
        return "No answer yet; ask a question first."
    if not answer.sources:
        return "The last answer had no sources."
    cited = {c.source.n for c in answer.citations}
    lines = ["Sources of the last answer:"]
    for source in answer.sources:
        where = f"p. {source.page}" if source.page else source.item.chunk.kind
        mark = " · cited" if source.n in cited else ""
        lines.append(f"[{source.n}] {source.paper.title} · {where} · score {source.item.score:.4f}{mark}")
    return "\n".join(lines)


def _command(text: str) -> str:
    """``/word`` for a line that is a command (lower-cased), or "" for a question."""
    return text.split()[0].lower() if text.startswith("/") else ""


def _start_readline(path: Path) -> Path | None:
    """Line editing and history for ``input()``; a Python without readline still chats, without them."""
    try:
        import readline
    except ImportError:
        return None
    readline.set_history_length(1000)
    with contextlib.suppress(OSError):  # none yet, or unreadable: start with an empty history
        readline.read_history_file(path)
    return path


def _save_readline(path: Path) -> None:
    import readline

    with contextlib.suppress(OSError):  # a read-only data folder only costs the history
        readline.write_history_file(path)


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _note(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()

"""What the CLI prints: JSON, answers with their reference list, and progress bars on stderr.

stdout carries only the result (an answer, a catalog, a JSON object), so it can be piped;
progress and notes go to stderr.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from tqdm import tqdm

if TYPE_CHECKING:
    from assistant.answering import Answer


def print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


class _StreamedLine:
    """Whether a streamed answer has left its last line unfinished on stdout."""

    open = False


def stream_to_stdout(text: str) -> None:
    if text:
        _StreamedLine.open = not text.endswith("\n")
    sys.stdout.write(text)
    sys.stdout.flush()


def end_streamed_line() -> None:
    """Finish a streamed answer's line, so an error that cut the stream short starts a line of its own."""
    if _StreamedLine.open:
        _StreamedLine.open = False
        sys.stdout.write("\n")
        sys.stdout.flush()


def print_answer(answer: Answer, streamed: bool) -> None:
    """The body (unless it was streamed already), the reference list, and any dropped markers."""
    from assistant.citations import references

    _StreamedLine.open = False
    print() if streamed else print(answer.body)
    if answer.citations:
        print()
        print(references(answer.citations))
    if answer.removed_markers:
        print(f"\n(removed {len(answer.removed_markers)} citation(s) that named no source: {' '.join(answer.removed_markers)})")


class TqdmProgress:
    """A progress bar on stderr per step ("x.pdf: embedding chunks"), so stdout stays clean."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.bar: tqdm[None] | None = None
        self.what = ""

    def __call__(self, done: int, total: int, what: str) -> None:
        if not self.enabled:
            return
        if self.bar is None or what != self.what or total != self.bar.total:
            self.close()
            self.what = what
            self.bar = tqdm(total=total, desc=what, unit=" chunks", file=sys.stderr, dynamic_ncols=True)
        self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None

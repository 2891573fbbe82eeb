"""LLM-written answers and summaries: the model's stream, passed through the citation filter.

The model writes; paperchat checks. A marker naming no source never reaches the reader,
and each kept citation quotes the source sentence closest to the claim that cites it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Protocol

from assistant.citations import Citation, CitationFilter, Source, best_quote, claims_citing

Stream = Callable[[str], None]
Messages = list[tuple[str, str]]


class Chat(Protocol):
    """What answering needs of a chat model (``assistant.llm.ChatModel`` is the real one)."""

    @property
    def label(self) -> str: ...

    def stream(self, messages: Messages) -> Iterator[str]: ...

    def complete(self, messages: Messages) -> str: ...


def generate(
    chat: Chat, messages: Messages, sources: list[Source], stream: Stream | None
) -> tuple[str, list[Citation], list[str]]:
    """Stream the model's text through the citation filter; returns body, citations, removed markers."""
    flt = CitationFilter({s.n for s in sources})
    parts: list[str] = []
    for delta in chat.stream(messages):
        _emit(flt.feed(delta), parts, stream)
    _emit(flt.flush(), parts, stream)
    body = re.sub(r"[ \t]+([.,;:])", r"\1", "".join(parts).strip())  # where a marker was dropped
    by_n = {s.n: s for s in sources}
    citations = [Citation(n, by_n[n], best_quote(by_n[n], claims_citing(body, n))) for n in sorted(flt.cited)]
    return body, citations, flt.removed


def _emit(text: str, parts: list[str], stream: Stream | None) -> None:
    if text:
        parts.append(text)
        if stream:
            stream(text)

"""LLM-written answers and summaries: the model's stream, passed through the citation filter.

The model writes; paperchat checks. A marker naming no source never reaches the reader,
and each kept citation quotes the source sentence closest to the claim that cites it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
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


@dataclass
class Generated:
    """A model's answer after the citation filter: markers numbered as shown, sources to match."""

    body: str
    citations: list[Citation]
    sources: list[Source]
    removed: list[str]


def generate(chat: Chat, messages: Messages, sources: list[Source], stream: Stream | None) -> Generated:
    """Stream the model's text through the citation filter (which drops and renumbers markers)."""
    flt = CitationFilter({s.n for s in sources})
    parts: list[str] = []
    for delta in chat.stream(messages):
        _emit(flt.feed(delta), parts, stream)
    _emit(flt.flush(), parts, stream)
    body = re.sub(r"[ \t]+([.,;:])", r"\1", "".join(parts).strip())  # where a marker was dropped
    numbered = flt.numbered(sources)
    cited = numbered[: len(flt.order)]
    citations = [Citation(s.n, s, best_quote(s, claims_citing(body, s.n))) for s in cited]
    return Generated(body, citations, numbered, flt.removed)


def _emit(text: str, parts: list[str], stream: Stream | None) -> None:
    if text:
        parts.append(text)
        if stream:
            stream(text)

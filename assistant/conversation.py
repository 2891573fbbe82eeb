"""Conversations: which question retrieval should see when a question follows earlier turns.

A follow-up ("and at what temperature are they sampled?") cannot be searched alone; a new
question must be answered exactly as if asked alone, never dragged towards the last
subject. Words alone decide badly both ways ("this paper" is often standalone, "and for
X?" never is), so the decision takes two steps:

1. Could the question need the conversation? Only if it reads as dependent: it opens like
   a continuation ("and", "what about", "also"), refers back ("it", "they", "that method"),
   or says too little to search on (two content words or fewer). Anything else is asked alone.
2. Is the context better supported? The question is searched alone and with the context
   (the LLM's rewrite, or offline the salient words of the earlier questions); the context
   is kept only when its evidence score is at least as high as the question's alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from assistant import prompts
from assistant.generation import Chat
from assistant.lexical import tokenize

History = list[tuple[str, str]]  # (question, answer text) of earlier turns
Probe = Callable[[str], float]  # evidence score of a query's retrieval; cached by the caller

_OPENS_AS_CONTINUATION = re.compile(r"^(and|but|or|also|then|so|what about|how about|in that case|same for|compared to)\b", re.I)
_REFERS_BACK = re.compile(
    r"\b(it|its|it's|they|them|their|theirs|he|she|his|her|this|that|these|those|such|the same|"
    r"the (method|approach|model|paper|technique|algorithm|result|results|baseline|dataset|authors))\b",
    re.I,
)
_MAX_CONTEXT_WORDS = 8
_TERSE = 2  # a question with this few content words cannot be searched on its own


@dataclass(frozen=True)
class Reading:
    """How a question was read: the text retrieval sees, and whether the conversation shaped it."""

    query: str
    follow_up: bool


def read_question(question: str, history: History, chat: Chat | None, probe: Probe) -> Reading:
    """The question as retrieval should see it; ``chat`` rewrites follow-ups when an LLM is configured."""
    if not history or not looks_dependent(question):
        return Reading(question, False)
    candidate = _rewrite(question, history, chat) if chat is not None else with_context(question, history)
    if candidate == question or probe(candidate) < probe(question):
        return Reading(question, False)
    return Reading(candidate, True)


def looks_dependent(question: str) -> bool:
    """True when the words suggest the question leans on the conversation."""
    text = question.strip()
    return bool(_OPENS_AS_CONTINUATION.search(text) or _REFERS_BACK.search(text)) or len(tokenize(text)) <= _TERSE


def with_context(question: str, history: History) -> str:
    """The question plus the salient words of the earlier questions back to the last self-contained one.

    A chain of follow-ups ("and its memory use?", then "and for the 7B model?") keeps the
    subject its first question named; a question asked after a change of subject never
    picks up the subject before that change.
    """
    own = set(tokenize(question))
    words: list[str] = []
    for asked in _back_to_subject(history):
        for word in re.findall(r"[\w.+-]+", asked):
            key = tokenize(word)
            if key and key[0] not in own and word.lower() not in {w.lower() for w in words}:
                words.append(word.strip(".,;:?!"))
    return f"{question} ({' '.join(words[:_MAX_CONTEXT_WORDS])})" if words else question


def _back_to_subject(history: History) -> list[str]:
    """Earlier questions, newest first, up to and including the newest one that stood alone."""
    chain: list[str] = []
    for asked, _answer in reversed(history):
        chain.append(asked)
        if not looks_dependent(asked):
            break
    return chain


def _rewrite(question: str, history: History, chat: Chat) -> str:
    rewritten = chat.complete(prompts.rewrite_messages(history, question)).strip()
    return " ".join(rewritten.split()) or question

"""Conversations: the question retrieval should see when a question follows earlier turns.

A follow-up ("and its learning rate?") cannot be searched alone; a new question must
not be dragged towards the last topic. The offline rule reads the question's words;
with an LLM, the model rewrites the follow-up into a standalone question.
"""

from __future__ import annotations

import re

from assistant import prompts
from assistant.generation import Chat
from assistant.lexical import tokenize

History = list[tuple[str, str]]  # (question, answer text) of earlier turns
_FOLLOW_UP = re.compile(
    r"^(and|but|what about|how about|also|then|so)\b|\b(it|its|it's|they|them|their|this|that|these|those|he|she|the method|the paper)\b",
    re.IGNORECASE,
)


def standalone_question(question: str, history: History, chat: Chat | None) -> str:
    """``question`` as it should be searched; ``chat`` is the model that rewrites, if any."""
    if not history:
        return question
    if chat is not None:
        rewritten = chat.complete(prompts.rewrite_messages(history, question)).strip()
        return " ".join(rewritten.split()) or question
    if _FOLLOW_UP.search(question) or len(tokenize(question)) <= 3:
        return f"{history[-1][0]} {question}"
    return question

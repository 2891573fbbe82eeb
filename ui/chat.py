"""Chat turns for ``gr.Chatbot``: streaming an answer into the last message.

Shared by the topic chat and AskPDF, which differ only in their scope.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from assistant.answering import Answer
from ui.render import answer_markdown, safe_markdown
from ui.service import sentence

Message = dict[str, Any]
Turns = list[tuple[str, str]]  # (question, answer text) for follow-up questions


def user(text: str) -> Message:
    return {"role": "user", "content": safe_markdown(text)}


def bot(text: str) -> Message:
    return {"role": "assistant", "content": text}


def error_message(err: BaseException) -> Message:
    return bot(f"⚠️ {safe_markdown(sentence(err))}")


def stream_turn(
    messages: list[Message], question: str, answers: Iterator[str | Answer], anchor: str | None = None
) -> Iterator[tuple[list[Message], Answer | None]]:
    """Yield the messages as the answer grows, then once more with the finished Answer.

    A failure becomes the assistant's message as one sentence (the Answer is None then);
    the conversation stays usable for the next question.
    """
    messages = [*messages, user(question), bot("…")]
    yield messages, None
    text = ""
    try:
        for item in answers:
            if isinstance(item, Answer):
                messages[-1] = bot(answer_markdown(item, anchor))
                yield messages, item
                return
            text += item
            messages[-1] = bot(safe_markdown(text) + " ▌")
            yield messages, None
    except Exception as err:  # noqa: BLE001 - every failure is shown as one sentence
        messages[-1] = error_message(err)
        yield messages, None

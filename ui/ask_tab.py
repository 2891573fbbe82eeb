"""Ask about this topic: a chat over all papers, with the latest answer's sources as cards."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

import gradio as gr

from ui.chat import Message, Turns, stream_turn
from ui.render import ANCHOR, source_cards
from ui.service import Service
from ui.session import Session

EXAMPLES = [
    "Which methods reduce the variance of policy-gradient estimates for LLM reasoning?",
    "How can reinforcement learning reward long-context reasoning?",
    "What approaches select training data for RL fine-tuning of language models?",
    "Which papers study reinforcement learning for time series forecasting agents?",
]


@dataclass
class AskTab:
    chat: gr.Chatbot
    question: gr.Textbox
    send: gr.Button
    clear: gr.Button
    cards: gr.HTML
    turns: gr.State


def build() -> AskTab:
    turns = gr.State([])
    with gr.Row():
        with gr.Column(scale=3, min_width=480):
            gr.Markdown("Answers cite the topic's papers", elem_classes="pc-meta")
            chat = gr.Chatbot(
                show_label=False, height=520, elem_id="pc-ask-chat", elem_classes="pc-chat", buttons=["copy", "copy_all"]
            )
            question = gr.Textbox(placeholder="Ask about this topic…", show_label=False, lines=1, elem_id="pc-ask-question")
            with gr.Row():
                send = gr.Button("Ask", variant="primary", elem_id="pc-ask-send")
                clear = gr.Button("New conversation")
            gr.Examples(EXAMPLES, inputs=[question], label="Try")
        with gr.Column(scale=2, min_width=300):
            gr.Markdown("### Sources")
            cards = gr.HTML(source_cards(None), elem_id="pc-sources")
    return AskTab(chat, question, send, clear, cards, turns)


def ask(service: Service, question: str, messages: list[Message], turns: Turns, session: Session) -> Iterator[tuple[Any, ...]]:
    anchor = f"{ANCHOR}{len(messages)}-"  # this answer's cards; older answers' links go nowhere
    answers = service.ask_stream(question, session["mode"], session["model"], int(session["k"]), history=turns)
    cleared: Any = ""  # the question box is emptied once, so typing the next question is not erased
    for shown, answer in stream_turn(messages, question, answers, anchor):
        if answer is None:
            yield shown, turns, gr.skip(), cleared
        else:
            yield shown, [*turns, (question, answer.text)], source_cards(answer, anchor), cleared
        cleared = gr.skip()


def summarize_topic(service: Service, messages: list[Message], turns: Turns, session: Session) -> Iterator[tuple[Any, ...]]:
    anchor = f"{ANCHOR}{len(messages)}-"
    answers = service.summarize(session["mode"], session["model"], None)
    question = "Summarize the topic"
    for shown, answer in stream_turn(messages, question, answers, anchor):
        if answer is None:
            yield shown, turns, gr.skip()
        else:
            yield shown, [*turns, (question, answer.text)], source_cards(answer, anchor)


def wire(tab: AskTab, service: Service, session: gr.State) -> list[dict[str, Any]]:
    """Wire the page; returns the answering events, which a new conversation cancels."""
    inputs = [tab.question, tab.chat, tab.turns, session]
    outputs = [tab.chat, tab.turns, tab.cards, tab.question]
    run = partial(ask, service)
    # Each event is a gr.events.Dependency, a dict: the type Gradio's ``cancels`` asks for.
    answering: list[dict[str, Any]] = [
        tab.send.click(run, inputs, outputs, api_name="ask"),
        tab.question.submit(run, inputs, outputs, api_visibility="private"),
    ]
    reset = [tab.chat, tab.turns, tab.cards]
    tab.clear.click(lambda: ([], [], source_cards(None)), None, reset, api_visibility="private", cancels=answering)
    return answering

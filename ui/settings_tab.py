"""Settings: this session's answer mode, model and number of sources, and whether an LLM
endpoint is configured and reachable."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import gradio as gr

from assistant.urls import safe_url
from ui.render import error_html, notice_html
from ui.service import Service, sentence
from ui.session import Session


@dataclass
class SettingsTab:
    mode: gr.Radio
    model: gr.Textbox
    k: gr.Slider
    check: gr.Button
    status: gr.HTML


def endpoint_line(service: Service) -> str:
    settings = service.settings
    if not settings.llm_configured:
        return "No LLM endpoint is configured, so answers are extractive. Set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server, and restart."
    where = safe_url(settings.openai_base_url) if settings.openai_base_url else "OpenAI"
    key = "set" if settings.openai_api_key.get_secret_value() else "not set"
    return f"LLM endpoint configured: {where} (API key {key}). Press Check to see whether it answers."


def build(service: Service, session: Session) -> SettingsTab:
    modes = [("Extractive (quotes from the papers, no LLM)", "extractive"), ("LLM (written answer, checked citations)", "llm")]
    mode = gr.Radio(modes, value=session["mode"], label="Answer mode", interactive=service.llm_configured, elem_id="pc-set-mode")
    model = gr.Textbox(value=session["model"], label="LLM model", interactive=service.llm_configured, elem_id="pc-set-model")
    k = gr.Slider(1, 20, value=session["k"], step=1, label="Sources per answer", elem_id="pc-set-k")
    check = gr.Button("Check LLM endpoint", elem_id="pc-set-check")
    status = gr.HTML(notice_html(endpoint_line(service)), elem_id="pc-set-status")
    return SettingsTab(mode, model, k, check, status)


def update(session: Session, mode: str, model: str, k: float) -> Session:
    return {**session, "mode": mode, "model": (model or "").strip() or session["model"], "k": int(k)}


def check(service: Service, session: Session) -> str:
    try:
        return notice_html(service.check_llm(session["model"]))
    except Exception as err:  # noqa: BLE001 - an unreachable endpoint or a refused key is shown as one sentence
        return error_html(sentence(err))


def wire(
    tab: SettingsTab, service: Service, session: gr.State, header: gr.Markdown, refresh_header: Callable[[Session], str]
) -> None:
    from functools import partial

    inputs = [session, tab.mode, tab.model, tab.k]
    # The model name counts when typing is done (blur or Enter), not per keystroke.
    for event in (tab.mode.change, tab.k.release, tab.model.blur, tab.model.submit):
        event(update, inputs, [session], api_visibility="private").then(
            refresh_header, [session], [header], api_visibility="private"
        )
    tab.check.click(partial(check, service), [session], [tab.status], api_name="check_llm")

"""A browser session's choices (answer mode, model, sources per answer) and the header
line that always shows which mode answers."""

from __future__ import annotations

from typing import TypedDict

from assistant.records import CatalogEntry
from assistant.urls import safe_url
from ui.service import Service


class Session(TypedDict):
    """One browser session's choices, kept in a ``gr.State`` (a plain dict at runtime)."""

    mode: str  # "llm" or "extractive"; "llm" falls back to extractive when no LLM is configured
    model: str
    k: int  # sources per answer


def default_session(service: Service) -> Session:
    return {
        "mode": "llm" if service.llm_configured else "extractive",
        "model": service.settings.llm_model,
        "k": service.settings.top_k,
    }


def header(service: Service, session: Session, entries: list[CatalogEntry]) -> str:
    chunks = sum(e.chunk_count for e in entries)
    url = service.settings.chroma_url
    store = f"Chroma server {safe_url(url)}" if url else "embedded Chroma"
    label = service.mode_label(session["mode"], session["model"])
    return f"**Answer mode:** {label} · **{len(entries)}** papers, {chunks} chunks · {store}"

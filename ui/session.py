"""A browser session's choices (answer mode, model, sources per answer) and the header
line that always shows which mode answers."""

from __future__ import annotations

from typing import Any

from assistant.llm import safe_url
from assistant.records import CatalogEntry
from ui.service import Service

Session = dict[str, Any]


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

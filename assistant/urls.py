"""Showing a URL safely, without the LLM client: the app's header and Settings page show where
answers and the store come from, and importing ``assistant.llm`` for that would load openai and
langchain_openai (a fifth of the app's import time) before the first page is served."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit


def safe_url(url: str) -> str:
    """The URL without user:password or query string, safe to show and log."""
    parts = urlsplit(url)
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit((parts.scheme, host, parts.path, "", "")) or "(no URL)"

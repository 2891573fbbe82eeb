"""Sentence splitting for extractive answers and summaries (no model, no download)."""

from __future__ import annotations

import re

_ABBREVIATIONS = ("e.g", "i.e", "et al", "etc", "vs", "fig", "figs", "eq", "eqs", "sec", "no", "cf", "approx", "resp")
_BOUNDARY = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[A-Z0-9\"'(\[])")


def split_sentences(text: str) -> list[str]:
    """Sentences of a paragraph; abbreviations like "e.g." and "et al." do not end one."""
    flat = " ".join(text.split())
    if not flat:
        return []
    sentences: list[str] = []
    start = 0
    for match in _BOUNDARY.finditer(flat):
        candidate = flat[start : match.start()].rstrip()
        last_word = candidate.rsplit(" ", 1)[-1].rstrip(".").lower()
        if last_word in _ABBREVIATIONS or re.fullmatch(r"[a-z]", last_word):
            continue
        sentences.append(flat[start : match.end()].strip())
        start = match.end()
    sentences.append(flat[start:].strip())
    return [s for s in sentences if s]

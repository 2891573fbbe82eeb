"""Query latency: retrieval (dense, BM25, fused) and end-to-end extractive answers, p50/p95.

Used on the synthetic stores of the scale benchmark and on the real corpus store.
The abstention floor is lowered for the answer timing so that every question takes
the full extractive path (retrieve, then look up and rank the sources' sentences):
abstaining is cheaper, and would flatter the numbers. The baseline of the same run,
``answer_extractive_encoding_sentences``, ignores the sentence vectors stored at ingest
and encodes the sources' sentences at question time, as answers did before.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from tqdm import tqdm

from assistant.retrieval import Scope
from benchmarks.metrics import percentiles

if TYPE_CHECKING:
    from assistant.answering import Assistant
    from assistant.settings import Settings

WARMUP = 3
DATE_SCOPE = Scope(date_from="2025-06-01")  # a date filter: admits about half the papers
TAG_SCOPE = Scope(tags=["reinforcement learning"])  # a tag filter: synthetic papers carry one of five tags, so it admits a fifth


def _timings(call: Callable[[str], object], questions: list[str]) -> list[float]:
    for question in questions[:WARMUP]:
        call(question)
    out = []
    for question in questions:
        started = time.perf_counter()
        call(question)
        out.append(time.perf_counter() - started)
    return out


def query_latency(assistant: Assistant, questions: list[str], label: str = "") -> dict[str, dict[str, float]]:
    """p50/p95 of each retrieval method, of a date-filtered hybrid search, and of a whole answer."""
    retriever = assistant.retriever
    calls = {
        "dense": lambda q: retriever.search(q, k=6, method="dense"),
        "bm25": lambda q: retriever.search(q, k=6, method="bm25"),
        "hybrid": lambda q: retriever.search(q, k=6, method="hybrid"),
        "hybrid_date_filter": lambda q: retriever.search(q, k=6, scope=DATE_SCOPE),
        "hybrid_tag_filter": lambda q: retriever.search(q, k=6, scope=TAG_SCOPE),
        "answer_extractive": lambda q: assistant.ask(q),
        "answer_extractive_encoding_sentences": lambda q: _encoding_sentences(assistant, q),
    }
    return {
        name: percentiles(_timings(call, questions)) for name, call in tqdm(calls.items(), desc=f"latency {label}", leave=False)
    }


def _encoding_sentences(assistant: Assistant, question: str) -> object:
    """An answer with the stored sentence vectors ignored: the sources' sentences are encoded now."""
    assistant.retriever.stored_sentences = False
    try:
        return assistant.ask(question)
    finally:
        assistant.retriever.stored_sentences = True


def full_path_settings(settings: Settings) -> Settings:
    """The same settings with abstention off, so every timed answer is composed."""
    return settings.model_copy(update={"abstain_below": -1.0})

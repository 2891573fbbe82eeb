"""Retrieval quality and abstention: hybrid vs dense vs BM25 vs the LangChain-tutorial baseline.

Every method is scored by ``benchmarks.metrics`` on the same questions in the same run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tqdm import tqdm

from benchmarks.metrics import abstention_metrics, first_hit, ranking_metrics
from benchmarks.question_sets import Question

if TYPE_CHECKING:
    from assistant.answering import Assistant
    from assistant.retrieval import Method, Retriever

Ranker = Callable[[str], list[str]]  # question -> paper titles, best first
METHODS: tuple[Method, ...] = ("hybrid", "dense", "bm25")


def retriever_rankers(retriever: Retriever) -> dict[str, Ranker]:
    """One ranker per paperchat retrieval method (top 10 papers, as ``ask`` would rank them)."""

    def ranker(method: Method) -> Ranker:
        return lambda q: [item.chunk.title for item in retriever.search(q, k=10, method=method)]

    return {method: ranker(method) for method in METHODS}


def evaluate(rankers: dict[str, Ranker], questions: list[Question], label: str = "") -> dict[str, dict[str, float]]:
    """Recall@1/@5 and MRR of each ranker on the answerable questions."""
    answerable = [q for q in questions if q.answerable]
    results = {}
    for name, rank in rankers.items():
        ranks = [first_hit(rank(q.question), q.relevant) for q in tqdm(answerable, desc=f"{label} {name}", leave=False)]
        results[name] = ranking_metrics(ranks)
    return results


def abstention(assistant: Assistant, questions: list[Question], label: str = "") -> dict[str, object]:
    """Ask every question; how precisely and completely "cannot answer" picks the unanswerable ones."""
    abstained = {q.id: assistant.ask(q.question).abstained for q in tqdm(questions, desc=f"{label} abstention", leave=False)}
    return abstention_metrics(abstained, {q.id for q in questions if not q.answerable})

"""The metrics every question set and every method is scored with (one definition each)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from assistant.records import normalize_title


def first_hit(ranked_titles: Sequence[str], relevant: Sequence[str]) -> int | None:
    """0-based rank of the first relevant paper, counting each paper once; None if absent.

    Papers, not chunks, are ranked: a method returning three chunks of one paper
    is not credited (or penalised) three times. Titles match as the catalog matches
    them (``normalize_title``): a set written with "GD $^2$ PO" finds the "GD²PO" shown.
    """
    wanted = {normalize_title(t) for t in relevant}
    seen: list[str] = []
    for title in (normalize_title(t) for t in ranked_titles):
        if title in seen:
            continue
        if title in wanted:
            return len(seen)
        seen.append(title)
    return None


def ranking_metrics(ranks: Sequence[int | None]) -> dict[str, float]:
    """Recall@1, recall@5 and MRR over answerable questions, from each one's first-hit rank."""
    n = len(ranks)
    if n == 0:
        return {"recall@1": 0.0, "recall@5": 0.0, "mrr": 0.0, "questions": 0}
    found = [r for r in ranks if r is not None]
    return {
        "recall@1": round(sum(r == 0 for r in found) / n, 3),
        "recall@5": round(sum(r < 5 for r in found) / n, 3),
        "mrr": round(sum(1 / (r + 1) for r in found) / n, 3),
        "questions": n,
    }


def abstention_metrics(abstained: dict[str, bool], unanswerable: set[str]) -> dict[str, object]:
    """Precision and recall of "cannot answer", treating abstention as the positive class."""
    said_no = {qid for qid, value in abstained.items() if value}
    correct = said_no & unanswerable
    return {
        "precision": round(len(correct) / len(said_no), 3) if said_no else None,
        "recall": round(len(correct) / len(unanswerable), 3) if unanswerable else None,
        "unanswerable": len(unanswerable),
        "abstained": len(said_no),
        "wrongly_abstained": sorted(said_no - unanswerable),
        "wrongly_answered": sorted(unanswerable - said_no),
    }


def percentiles(seconds: Sequence[float]) -> dict[str, float]:
    """p50 and p95 in milliseconds."""
    if not seconds:
        return {"p50_ms": float("nan"), "p95_ms": float("nan"), "n": 0}
    values = np.asarray(seconds) * 1000
    return {
        "p50_ms": round(float(np.percentile(values, 50)), 1),
        "p95_ms": round(float(np.percentile(values, 95)), 1),
        "n": len(values),
    }

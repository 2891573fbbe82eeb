"""Retrieval quality and abstention on the seed question set, hybrid vs dense vs BM25.

Usage: .venv/bin/python benchmarks/retrieval_quality.py
Ingests seeds/ into a temporary store, then writes benchmarks/results/retrieval_seed.json.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUESTIONS = ROOT / "benchmarks" / "questions" / "seed_questions.jsonl"


def metrics(assistant, questions: list[dict], method: str) -> dict[str, float]:  # type: ignore[no-untyped-def, type-arg]
    answerable = [q for q in questions if q["relevant"]]
    r1 = r5 = mrr = 0.0
    for q in answerable:
        titles = [i.metadata["title"] for i in assistant.retriever.search(q["question"], k=10, method=method)]
        ranks = [i for i, title in enumerate(titles) if title in q["relevant"]]
        if ranks:
            r1 += ranks[0] == 0
            r5 += ranks[0] < 5
            mrr += 1 / (ranks[0] + 1)
    n = len(answerable)
    return {"recall@1": round(r1 / n, 3), "recall@5": round(r5 / n, 3), "mrr": round(mrr / n, 3), "questions": n}


def main() -> None:
    from assistant import offline
    from assistant.qa import Assistant
    from assistant.settings import Settings
    from ingest.pipeline import Ingestor

    questions = [json.loads(line) for line in QUESTIONS.read_text().splitlines() if line.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp) / "data")
        offline.prepare(settings.tiktoken_cache_dir)
        Ingestor(settings).ingest([ROOT / "seeds"])
        assistant = Assistant(settings)
        result: dict[str, object] = {m: metrics(assistant, questions, m) for m in ("hybrid", "dense", "bm25")}
        abstained = {q["id"]: assistant.ask(q["question"]).abstained for q in questions}
    unanswerable = [q["id"] for q in questions if not q["relevant"]]
    answerable = [q["id"] for q in questions if q["relevant"]]
    result["abstention"] = {
        "unanswerable_abstained": sum(abstained[i] for i in unanswerable),
        "unanswerable": len(unanswerable),
        "answerable_abstained": sum(abstained[i] for i in answerable),
        "answerable": len(answerable),
        "wrongly_abstained": [i for i in answerable if abstained[i]],
        "wrongly_answered": [i for i in unanswerable if not abstained[i]],
    }
    out = ROOT / "benchmarks" / "results" / "retrieval_seed.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()

"""Question sets (JSONL, one object a line) and who answers them.

Topic sets (seed, corpus): ``{"id", "question", "relevant": [titles], "type"}``, an
empty ``relevant`` marking a question no paper answers. The AskPDF set:
``{"id", "pdf", "question", "pages": [pages holding the answer]}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from benchmarks.common import QUESTIONS

SEED = QUESTIONS / "seed_questions.jsonl"
CORPUS = QUESTIONS / "corpus_questions.jsonl"
PDF = QUESTIONS / "pdf_questions.jsonl"


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    relevant: tuple[str, ...]
    kind: str = ""

    @property
    def answerable(self) -> bool:
        return bool(self.relevant)


def load_jsonl(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def load_questions(path: Path) -> list[Question]:
    return [
        Question(str(row["id"]), str(row["question"]), tuple(row.get("relevant") or ()), str(row.get("type", "")))  # type: ignore[arg-type]
        for row in load_jsonl(path)
    ]

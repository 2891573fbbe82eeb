"""Question sets (JSONL, one object a line) and who answers them.

Topic sets (seed, corpus): ``{"id", "question", "relevant": [titles], "type"}``, an
empty ``relevant`` marking a question no paper answers. The AskPDF set:
``{"id", "pdf", "question", "pages": [pages holding the answer]}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NotRequired, TypedDict

from benchmarks.common import QUESTIONS

SEED = QUESTIONS / "seed_questions.jsonl"
CORPUS = QUESTIONS / "corpus_questions.jsonl"
PDF = QUESTIONS / "pdf_questions.jsonl"


class QuestionRow(TypedDict):
    """A line of a topic set (seed, corpus) as stored."""

    id: str
    question: str
    relevant: NotRequired[list[str]]
    type: NotRequired[str]


class PdfQuestionRow(TypedDict):
    """A line of the AskPDF set as stored."""

    id: str
    pdf: str
    question: str
    pages: list[int]


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    relevant: tuple[str, ...]
    kind: str = ""

    @property
    def answerable(self) -> bool:
        return bool(self.relevant)


def _json_lines(path: Path) -> list[Any]:
    """One ``json.loads`` per non-empty line; each loader states the shape its file has."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def load_jsonl(path: Path) -> list[dict[str, object]]:
    return _json_lines(path)


def load_questions(path: Path) -> list[Question]:
    rows: list[QuestionRow] = _json_lines(path)
    return [
        Question(str(row["id"]), str(row["question"]), tuple(row.get("relevant") or ()), str(row.get("type", ""))) for row in rows
    ]


def load_pdf_questions(path: Path) -> list[PdfQuestionRow]:
    return _json_lines(path)

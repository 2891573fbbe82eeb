"""AskPDF: does the answer cite the page that holds the answer?

Questions (benchmarks/questions/pdf_questions.jsonl) name a shared PDF and the pages
where the answer is printed (checked against the PDF's text with pypdf). Each is
asked scoped to that paper, as ``paperchat ask --pdf`` does.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from tqdm import tqdm

from assistant.retrieval import Scope
from benchmarks.question_sets import load_pdf_questions

if TYPE_CHECKING:
    from assistant.answering import Assistant
    from assistant.citations import Source


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _pages_spanned(source: Source) -> set[int]:
    """Every page a source chunk covers (a chunk can run across a page break)."""
    start = source.item.page
    if start is None:
        return set()
    return set(range(start, (source.item.chunk.page_end or start) + 1))


def page_hit_rate(assistant: Assistant, questions_file: Path, pdf_folder: Path) -> dict[str, object]:
    """Share of questions whose first citation, or any citation, or any source, is on a right page."""
    rows = load_pdf_questions(questions_file)
    papers: dict[str, str] = {}
    first = any_cited = any_source = abstained = 0
    misses = []
    for row in tqdm(rows, desc="AskPDF", leave=False):
        pdf = str(row["pdf"])
        if pdf not in papers:
            entry = assistant.store.entry_with_pdf(_sha256(pdf_folder / pdf))
            papers[pdf] = entry.paper_id if entry else ""
        answer = assistant.ask(str(row["question"]), scope=Scope(paper_id=papers[pdf]))
        pages = set(row["pages"])
        cited = [c.page for c in answer.citations]
        first += bool(cited) and cited[0] in pages
        any_cited += bool(pages & set(cited))
        any_source += any(pages & _pages_spanned(source) for source in answer.sources)
        abstained += answer.abstained
        if not pages & set(cited):
            misses.append({"id": row["id"], "expected": sorted(pages), "cited": cited})
    n = len(rows)
    return {
        "questions": n,
        "first_citation_on_page": round(first / n, 3),
        "any_citation_on_page": round(any_cited / n, 3),
        "any_source_spans_page": round(any_source / n, 3),
        "abstained": abstained,
        "misses": misses,
    }

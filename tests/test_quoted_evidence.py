"""What answers and summaries quote from real PDFs is prose: never front matter, links,
figure or table text, LaTeX debris or reference entries (issue 11's "done when").

The questions are chosen so that, before the PDF reader read structure, their nearest
text was such noise: the author block, a table of scores, a figure's axes, the
reference list.
"""

from __future__ import annotations

import re

import pytest

from assistant.answering import Answer, Assistant
from assistant.quotable import MARKER, quotable_in
from assistant.retrieval import Scope
from assistant.settings import Settings

pytestmark = pytest.mark.slow  # the session's ingest of the shared PDFs

QUESTIONS = [
    "Who are the authors, their affiliations and e-mail addresses?",
    "Where is the code released on GitHub or HuggingFace?",
    "What scores are listed in the table of benchmark results?",
    "What do the axes of the training curve figure show?",
    "Which prior papers are in the reference list?",
    "What is the equation of the training objective?",
]
NOISE = {
    "link": re.compile(r"https?://|www\.|github\.com|huggingface\.co|\S+@\S+\.\w+"),
    "reference entry": re.compile(r"\barXiv preprint\b|\bIn Proceedings of\b|\bURL\b|\bdoi:|\bpp\. \d+"),
    "table or axis row": re.compile(r"^(?:[\s\d.,%±()+\-–|]+\S?){1,3}$|(?:\d+(?:\.\d+)?\s+){6,}"),
    "latex debris": re.compile(r"</?latexit>|\\(?:mathbb|mathcal|frac|sum)\b|(.)\1{6,}|[A-Za-z0-9+/]{30,}={0,2}"),
}


@pytest.fixture(scope="module")
def assistant(pdf_store: Settings, embeddings) -> Assistant:  # type: ignore[no-untyped-def]
    return Assistant(pdf_store, embeddings=embeddings)


def _papers(assistant: Assistant) -> list[str]:
    return [e.paper_id for e in assistant.store.all_entries() if e.pdf and (e.pdf.pages or 0) > 5]


def _noise_in(answer: Answer) -> list[str]:
    found = []
    for citation in answer.citations:
        found += [f"{kind}: {citation.quote!r}" for kind, pattern in NOISE.items() if pattern.search(citation.quote)]
    return found


def test_answers_over_real_pdfs_quote_only_prose(assistant: Assistant) -> None:
    papers = _papers(assistant)
    assert len(papers) >= 3
    noisy = []
    for paper_id in papers:
        for question in QUESTIONS:
            answer = assistant.ask(question, scope=Scope(paper_id=paper_id))
            noisy += _noise_in(answer)
            markers = {int(n) for m in MARKER.finditer(answer.body) for n in re.findall(r"\d+", m.group(1))}
            assert markers <= {c.n for c in answer.citations}, answer.body
    assert not noisy, "\n".join(noisy)


def test_paper_summaries_of_real_pdfs_quote_only_prose(assistant: Assistant) -> None:
    noisy = []
    for paper_id in _papers(assistant):
        noisy += _noise_in(assistant.summarize_paper(paper_id))
    assert not noisy, "\n".join(noisy)


def test_results_at_k_are_quotable_and_addresses_are_not() -> None:
    """ "recall@20" and "pass@1" report results; only an address with a domain is a link."""
    text = "PaSa-7B surpasses Google by 37.78% in recall@20. It reaches 74.2% pass@1 on MATH-500. Write to hyc@bytedance.com for the data."
    assert quotable_in(text, "pdf") == [
        "PaSa-7B surpasses Google by 37.78% in recall@20.",
        "It reaches 74.2% pass@1 on MATH-500.",
    ]

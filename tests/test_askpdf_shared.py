"""AskPDF on the shared real PDFs: answers cite the page that holds the answer."""

from __future__ import annotations

import pytest

from assistant.answering import Assistant
from assistant.retrieval import Scope
from assistant.settings import Settings

# (file prefix, question, pages where the answer is printed)
CASES = [
    ("DeepSeek-R1", "What rewards make up the rule-based reward system used to train DeepSeek-R1-Zero?", {6}),
    ("DeepSeek-R1", "What is the aha moment observed while training DeepSeek-R1-Zero?", {8}),
    ("DeepSeek-R1", "How is the language consistency reward computed to reduce language mixing?", {10}),
    ("KTO", "Which alignment methods are shown to be human-aware loss functions?", {4, 13}),
    ("KTO", "How do the hyperparameters lambda_D and lambda_U weight desirable and undesirable outputs?", {6}),
    ("KTO", "With a 1:10 ratio of desirable to undesirable data, does KTO still beat DPO?", {7}),
]


pytestmark = pytest.mark.slow  # the session's ingest of the shared PDFs: about 30 s


@pytest.fixture(scope="module")
def pdf_assistant(pdf_store: Settings, embeddings) -> Assistant:  # type: ignore[no-untyped-def]
    return Assistant(pdf_store, embeddings=embeddings)


@pytest.mark.parametrize(("prefix", "question", "pages"), CASES)
def test_askpdf_cites_the_page_of_the_answer(pdf_assistant: Assistant, prefix: str, question: str, pages: set[int]) -> None:
    entry = next(e for e in pdf_assistant.store.all_entries() if e.paper.title.startswith(prefix))
    answer = pdf_assistant.ask(question, scope=Scope(paper_id=entry.paper_id))
    assert not answer.abstained
    assert {s.item.paper_id for s in answer.sources} == {entry.paper_id}
    cited_pages = {c.page for c in answer.citations}
    assert cited_pages & pages, (cited_pages, answer.body)

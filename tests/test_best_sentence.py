"""Inside one paper, the sentence that answers is found even when its passage ranks low in search."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.answering import Assistant
from assistant.retrieval import Scope
from ingest.pipeline import Ingestor
from tests.pdf_factory import make_pdf

CRAWLER = [
    "The Crawler is an agent that searches for papers and follows the citations of the papers it finds.",
    "The Crawler issues search queries generated from the user query and reads each result it retrieves.",
    "Every paper the Crawler collects is passed to the Selector, which judges whether it satisfies the user query.",
    "The Crawler is trained with reinforcement learning and rewarded for every relevant paper it finds.",
    "The Crawler may explore the citation graph of each paper it reads, guided by the user query.",
]
SETUP = [
    "Training runs on eight GPUs with a batch size of sixteen sessions and a learning rate of one in a million.",
    "The validation set holds four hundred queries written by researchers from three universities.",
    "All runs use the same random seed and the same tokenizer as the base model.",
    "Checkpoints are saved every fifty steps and the best one is kept by validation recall.",
]
ANSWER = "The Crawler may explore to a depth of three hops from the user query."  # on page 6
QUESTION = "How deep may the Crawler explore from the user query?"


def write_paper(path: Path, answer: str | None = ANSWER) -> Path:
    setup = SETUP * 5
    if answer:
        setup.insert(12, answer)  # once, amid the setup: its passage is mostly about other things
    pages = [CRAWLER * 6 for _ in range(5)] + [setup] + [CRAWLER * 6 for _ in range(3)]
    return make_pdf(path, pages, title="A Crawler for Paper Search")


@pytest.fixture
def paper(ingestor: Ingestor, tmp_path: Path) -> tuple[Assistant, str]:
    report = ingestor.ingest([write_paper(tmp_path / "crawler.pdf")])
    paper_id = report.files[0].added[0]
    return Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings), paper_id


def test_the_answering_sentence_leads_though_search_ranks_its_passage_low(paper: tuple[Assistant, str]) -> None:
    assistant, paper_id = paper
    scope = Scope(paper_id=paper_id)
    searched = assistant.retriever.search(QUESTION, assistant.settings.top_k, scope)
    assert 6 not in {item.page for item in searched}  # the passage that answers is not among the six searched

    answer = assistant.ask(QUESTION, scope=scope)

    assert not answer.abstained
    assert answer.citations[0].page == 6
    assert "depth of three hops" in answer.body.split("\n")[2]  # the first quoted line


def test_a_paper_read_again_is_answered_from_its_new_text(ingestor: Ingestor, tmp_path: Path) -> None:
    """The paper's sentences are kept between questions; a new reading of the PDF replaces them."""
    pdf = tmp_path / "crawler.pdf"
    paper_id = ingestor.ingest([write_paper(pdf, answer=None)]).files[0].added[0]
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)
    scope = Scope(paper_id=paper_id)
    assert "hops" not in assistant.ask(QUESTION, scope=scope).body

    ingestor.ingest([write_paper(pdf, answer=ANSWER.replace("three", "five"))])

    answer = assistant.ask(QUESTION, scope=scope)
    assert "depth of five hops" in answer.body.split("\n")[2]
    assert answer.citations[0].page == 6

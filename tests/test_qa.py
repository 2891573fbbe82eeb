"""Answering behaviour on small stores: filters, follow-ups, BM25 in step with the store."""

from __future__ import annotations

import json
from pathlib import Path

from assistant.answering import Assistant
from assistant.retrieval import Scope
from ingest.pipeline import Ingestor

ROWS = [
    {
        "title": "Curriculum Rewards for Math Reasoning",
        "date": "2026-01-10",
        "tags": "Curriculum; Math",
        "abstract": "We train math reasoning models with a curriculum of rewards. The curriculum raises AIME accuracy from 21% to 34%.",
    },
    {
        "title": "Zebrafish Tokenizers for Code Models",
        "date": "2026-03-05",
        "tags": "Code; Tokenization",
        "abstract": "We introduce zebrafish tokenizers for code language models. They shorten Python sequences by 18% without loss.",
    },
    {
        "title": "Process Rewards for Theorem Proving",
        "date": "2026-05-20",
        "tags": "Math; Process Rewards",
        "abstract": "We give step-level process rewards to a Lean theorem prover. The prover closes 12% more goals on miniF2F.",
    },
]


def _ingest(ingestor: Ingestor, tmp_path: Path, rows: list[dict[str, str]]) -> None:
    path = tmp_path / "papers.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert not ingestor.ingest([path]).failed


def _assistant(ingestor: Ingestor) -> Assistant:
    return Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)


def test_bm25_index_follows_ingest_and_remove(ingestor: Ingestor, tmp_path: Path) -> None:
    _ingest(ingestor, tmp_path, ROWS[:1])
    assistant = _assistant(ingestor)
    assert assistant.retriever.search("zebrafish tokenizers", method="bm25") == []
    _ingest(ingestor, tmp_path, ROWS)
    hits = assistant.retriever.search("zebrafish tokenizers", method="bm25")
    assert hits[0].chunk.title == "Zebrafish Tokenizers for Code Models"
    ingestor.store.remove_paper(hits[0].paper_id)
    assert assistant.retriever.search("zebrafish tokenizers", method="bm25") == []


def test_date_and_tag_filters_narrow_the_sources(ingestor: Ingestor, tmp_path: Path) -> None:
    _ingest(ingestor, tmp_path, ROWS)
    retriever = _assistant(ingestor).retriever
    titles = lambda scope: {i.chunk.title for i in retriever.search("rewards for reasoning", scope=scope)}  # noqa: E731
    assert titles(Scope(date_from="2026-03-01")) == {ROWS[1]["title"], ROWS[2]["title"]}
    assert titles(Scope(date_to="2026-02-01")) == {ROWS[0]["title"]}
    assert titles(Scope(tags=["math"])) == {ROWS[0]["title"], ROWS[2]["title"]}
    assert titles(Scope(tags=["Biology"])) == set()


def test_extractive_follow_up_carries_the_previous_question(ingestor: Ingestor, tmp_path: Path) -> None:
    _ingest(ingestor, tmp_path, ROWS)
    assistant = _assistant(ingestor)
    first = assistant.ask("How much did the curriculum of rewards raise AIME accuracy?")
    assert "21% to 34%" in first.body
    follow = assistant.ask("and what does it train?", history=[(first.question, first.text)])
    assert follow.standalone_question is not None and "curriculum" in follow.standalone_question
    assert follow.sources[0].paper.title == ROWS[0]["title"]


def test_a_new_question_after_another_subject_is_answered_as_if_asked_alone(ingestor: Ingestor, tmp_path: Path) -> None:
    _ingest(ingestor, tmp_path, ROWS)
    assistant = _assistant(ingestor)
    question = "How much do zebrafish tokenizers shorten Python sequences?"
    alone = assistant.ask(question)
    earlier = assistant.ask("Which rewards help theorem proving in Lean?")
    after = assistant.ask(question, history=[(earlier.question, earlier.text)])
    assert after.standalone_question is None
    assert (after.body, [s.item.chunk_id for s in after.sources]) == (alone.body, [s.item.chunk_id for s in alone.sources])


def test_abstention_lists_the_closest_papers_and_cites_nothing(ingestor: Ingestor, tmp_path: Path) -> None:
    _ingest(ingestor, tmp_path, ROWS)
    answer = _assistant(ingestor).ask("What is the boiling point of liquid nitrogen at sea level?")
    assert answer.abstained and answer.citations == []
    assert answer.body.startswith("The indexed papers do not answer this question.\nThe closest papers are:")
    assert "References" not in answer.text


def test_extractive_answer_groups_cited_sentences_and_ends_with_references(ingestor: Ingestor, tmp_path: Path) -> None:
    _ingest(ingestor, tmp_path, ROWS)
    answer = _assistant(ingestor).ask("Which reward methods improve math reasoning and theorem proving?")
    assert answer.body.startswith("Extractive answer")
    bullets = [line for line in answer.body.splitlines() if line.startswith("- ")]
    assert bullets and all(line.rstrip().endswith("]") for line in bullets)
    cited = {c.n for c in answer.citations}
    assert {int(line.rsplit("[", 1)[1].rstrip("]")) for line in bullets} == cited
    references = answer.text.split("References:\n", 1)[1].splitlines()
    assert [line.split("]")[0] + "]" for line in references] == [f"[{c.n}]" for c in answer.citations]
    for citation in answer.citations:
        assert citation.quote in citation.source.item.text

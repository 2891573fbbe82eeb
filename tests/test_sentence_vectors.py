"""Sentence vectors are computed at ingest: an extractive answer encodes its question and nothing else.

The encoder's own counter (``LocalMiniLM.encoded``) is the hook: every text the real
model encodes is counted, whoever asks for it.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from assistant.answering import Assistant
from assistant.embeddings import LocalMiniLM
from assistant.retrieval import Scope
from assistant.sentence_vectors import SentenceVectors
from assistant.settings import Settings
from ingest.pipeline import Ingestor
from tests.conftest import SEEDS

QUESTIONS = [
    "How do methods reduce reward hacking in RLHF?",
    "Which papers use preference optimization without a reward model?",
    "What is direct preference optimization?",
]


def _encoded_by(embeddings: LocalMiniLM, call) -> int:  # type: ignore[no-untyped-def]
    before = embeddings.encoded
    call()
    return embeddings.encoded - before


def test_an_answer_encodes_only_its_question(seeded_assistant: Assistant, embeddings: LocalMiniLM) -> None:
    for question in QUESTIONS:
        answer = seeded_assistant.ask(question)
        assert not answer.abstained
        assert _encoded_by(embeddings, lambda q=question: seeded_assistant.ask(q)) == 1


def test_a_question_about_one_paper_encodes_only_itself(seeded_assistant: Assistant, embeddings: LocalMiniLM) -> None:
    paper = seeded_assistant.store.all_entries()[0].paper
    scope = Scope(paper_id=paper.paper_id)
    for question in ("What is the main contribution of this paper?", "What method does it use?"):
        seeded_assistant.ask(question, scope=scope)
        assert _encoded_by(embeddings, lambda q=question: seeded_assistant.ask(q, scope=scope)) == 1


def test_stored_vectors_are_the_vectors_question_time_computed(seeded_assistant: Assistant, embeddings: LocalMiniLM) -> None:
    from assistant.citations import quotable_sentences

    answer = seeded_assistant.ask(QUESTIONS[0])
    sentences = [s for source in answer.sources for s in quotable_sentences(source)]
    from assistant.sentence_vectors import sentence_key

    table = answer.sources[0].item.sentences
    stored = np.stack([table[sentence_key(s)] for s in sentences])
    fresh = embeddings.embed_array(sentences)
    assert float((stored * fresh).sum(axis=1).min()) > 0.995  # float16 storage, batch-dependent int8 noise


def test_a_store_from_before_answers_by_encoding_then_reingest_fills_it(tmp_path: Path, embeddings: LocalMiniLM) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    Ingestor(settings, embeddings=embeddings).ingest([SEEDS / "000_6edcee5decaf2bde.txt"])
    assistant = Assistant(settings, embeddings=embeddings)
    vectors = SentenceVectors(assistant.store)
    ids = [c.chunk_id for c in assistant.store.iter_chunks()]
    vectors.delete(ids)  # as a store written before sentence vectors existed
    assert vectors.missing(ids) == set(ids)

    fallback = _encoded_by(embeddings, lambda: assistant.ask(QUESTIONS[0], scope=Scope()))
    assert fallback > 1  # still answers: the sources' sentences are encoded at question time

    report = Ingestor(settings, embeddings=embeddings).ingest([SEEDS / "000_6edcee5decaf2bde.txt"])
    assert report.count("unchanged") == report.count("added") + report.count("unchanged") > 0  # nothing else changed
    assert vectors.missing(ids) == set()
    assert _encoded_by(embeddings, lambda: assistant.ask(QUESTIONS[0])) == 1

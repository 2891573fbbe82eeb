"""Retrieval quality on the seed question set: hybrid finds the paper, and knows when it can't.

The question set (benchmarks/questions/seed_questions.jsonl) is paraphrased, not copied
from the abstracts; it includes fact, multi-paper and unanswerable questions.
"""

from __future__ import annotations

import pytest

from assistant.retrieval import Retriever
from benchmarks.metrics import abstention_metrics
from benchmarks.question_sets import SEED, load_jsonl, load_questions
from benchmarks.retrieval_quality import evaluate, retriever_rankers


def _questions() -> list[dict[str, object]]:
    return load_jsonl(SEED)


def _metrics(retriever: Retriever, method: str) -> dict[str, float]:
    """Scored by the benchmarks' own code, so the test and `make bench` cannot drift apart."""
    rankers = {method: retriever_rankers(retriever)[method]}
    return evaluate(rankers, load_questions(SEED))[method]


def test_question_set_is_big_and_varied_enough() -> None:
    questions = _questions()
    kinds = [q["type"] for q in questions]
    assert len(questions) >= 40
    assert kinds.count("unanswerable") >= 8 and kinds.count("fact") >= 5 and kinds.count("multi") >= 3


def test_hybrid_finds_the_paper_in_the_top5_and_beats_each_part(seeded_assistant) -> None:  # type: ignore[no-untyped-def]
    retriever = seeded_assistant.retriever
    results = {m: _metrics(retriever, m) for m in ("hybrid", "dense", "bm25")}
    hybrid = results["hybrid"]
    assert hybrid["recall@5"] >= 0.90, results
    for other in ("dense", "bm25"):
        for metric in ("recall@5", "mrr"):
            assert hybrid[metric] >= results[other][metric], (metric, results)


@pytest.mark.slow  # fifty extractive answers
def test_unanswerable_questions_abstain_and_answerable_ones_do_not(seeded_assistant) -> None:  # type: ignore[no-untyped-def]
    answers = {q.id: seeded_assistant.ask(q.question) for q in load_questions(SEED)}
    for answer in answers.values():
        if answer.abstained:
            assert answer.citations == [] and "do not answer" in answer.text
    unanswerable = {q.id for q in load_questions(SEED) if not q.answerable}
    result = abstention_metrics({qid: a.abstained for qid, a in answers.items()}, unanswerable)  # as `make bench` scores it
    # The threshold is calibrated on this set; near-domain questions ("a KL coefficient of
    # InstructGPT") sit close to paraphrased answerable ones, so one miss per side is tolerated.
    assert len(result["wrongly_answered"]) <= max(1, len(unanswerable) // 10), result  # type: ignore[arg-type]
    assert len(result["wrongly_abstained"]) <= 1, result  # type: ignore[arg-type]


@pytest.mark.parametrize("qid", ["q31", "q34"])
def test_fact_questions_quote_the_sentence_with_the_fact(seeded_assistant, qid: str) -> None:  # type: ignore[no-untyped-def]
    q = next(q for q in _questions() if q["id"] == qid)
    answer = seeded_assistant.ask(str(q["question"]))
    assert not answer.abstained
    assert str(q["answer_hint"]) in answer.body
    assert any(c.source.paper.title in q["relevant"] for c in answer.citations)  # type: ignore[operator]

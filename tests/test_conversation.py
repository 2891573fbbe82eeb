"""How a question is read in a conversation: follow-ups get context only when it is better supported."""

from __future__ import annotations

import pytest

from assistant.conversation import looks_dependent, read_question, with_context

HISTORY = [("What speedup does EfficientRollout report for RL rollouts?", "EfficientRollout reduces latency by 24.2% [1].")]


@pytest.mark.parametrize(
    "question",
    ["and its memory use?", "What about the 7B model?", "Why does that help?", "How are they sampled?", "Memory?"],
)
def test_continuations_references_and_terse_questions_may_need_context(question: str) -> None:
    assert looks_dependent(question)


@pytest.mark.parametrize(
    "question",
    [
        "Which papers study reward hacking in RLHF?",
        "What speedup does EfficientRollout report?",
        "Why does GRPO drop the critic?",
    ],
)
def test_self_contained_questions_stand_alone(question: str) -> None:
    assert not looks_dependent(question)
    assert read_question(question, HISTORY, None, lambda query: pytest.fail("a standalone question is never probed")) == (
        read_question(question, [], None, len)
    )


def test_context_is_kept_only_when_it_is_better_supported() -> None:
    question = "and its memory use?"
    candidate = with_context(question, HISTORY)
    assert candidate.startswith(question) and "EfficientRollout" in candidate and "speedup" in candidate
    better = read_question(question, HISTORY, None, lambda query: 1.0 if query == candidate else 0.2)
    assert better.follow_up and better.query == candidate
    worse = read_question(question, HISTORY, None, lambda query: 0.2 if query == candidate else 1.0)
    assert not worse.follow_up and worse.query == question


def test_context_goes_back_to_the_last_self_contained_question_and_no_further() -> None:
    chain = [*HISTORY, ("and its memory use?", "...")]
    assert "EfficientRollout" in with_context("and for the 7B model?", chain)
    changed = [*HISTORY, ("Which verifier does DisCo train with?", "...")]
    context = with_context("and how is it calibrated?", changed)
    assert "DisCo" in context and "EfficientRollout" not in context


def test_a_follow_up_is_answered_by_its_own_words_not_by_the_earlier_answer_again(ingestor, tmp_path) -> None:  # type: ignore[no-untyped-def]  # fixtures
    """The conversation's words find the passage; the words asked choose the sentence. When the
    earlier question's words ("failed", "located", "zero") scored sentences too, the follow-up
    quoted the earlier answer again. The paper is the benchmark's generated DisCo paper."""
    from assistant.answering import Assistant
    from assistant.retrieval import Scope
    from benchmarks.generated_papers import write_all

    pdf = next(p for p in write_all(tmp_path) if p.name == "disco_verifier_credit.pdf")
    assert not ingestor.ingest([pdf]).failed
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)
    scope = Scope(paper_id=next(e.paper_id for e in assistant.store.all_entries() if e.paper.title.startswith("DisCo")))
    first = assistant.ask(
        "What does DisCo do to the advantages of tokens before the located error in a failed response?", scope=scope
    )
    assert "to zero" in first.body
    follow = assistant.ask("And what happens to the successful ones?", scope=scope, history=[(first.question, first.body)])
    assert follow.standalone_question  # read as a follow-up
    assert "Successful responses keep their advantage unchanged." in follow.body, follow.body

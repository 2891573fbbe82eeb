"""The benchmark code: metrics on hand-made cases, and the quick mode's code path on tiny data.

No timing is asserted (the machine is shared); only that each step runs and reports
figures of the right shape.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from benchmarks.metrics import (
    abstention_metrics,
    first_hit,
    percentiles,
    ranking_metrics,
)
from benchmarks.question_sets import (
    CORPUS,
    PDF,
    SEED,
    Question,
    load_jsonl,
    load_questions,
)


def test_first_hit_ranks_papers_once_each() -> None:
    assert first_hit(["A", "A", "B", "C"], ["C"]) == 2  # A's second chunk does not push C down
    assert first_hit(["A", "B"], ["B", "X"]) == 1
    assert first_hit(["A", "B"], ["Z"]) is None
    assert first_hit([], ["Z"]) is None


def test_ranking_metrics_on_a_hand_made_case() -> None:
    # ranks 0, 1, 6 and a miss: recall@1 1/4, recall@5 2/4, MRR (1 + 1/2 + 1/7) / 4
    result = ranking_metrics([0, 1, 6, None])
    assert result == {"recall@1": 0.25, "recall@5": 0.5, "mrr": round((1 + 0.5 + 1 / 7) / 4, 3), "questions": 4}
    assert ranking_metrics([])["questions"] == 0


def test_abstention_precision_and_recall() -> None:
    abstained = {"a1": False, "a2": True, "u1": True, "u2": False}
    result = abstention_metrics(abstained, {"u1", "u2"})
    assert result["precision"] == 0.5 and result["recall"] == 0.5
    assert result["wrongly_abstained"] == ["a2"] and result["wrongly_answered"] == ["u2"]
    assert abstention_metrics({"a1": False}, {"u1"})["precision"] is None  # never abstained: undefined


def test_percentiles_are_in_milliseconds() -> None:
    result = percentiles([0.010] * 19 + [1.0])
    assert result["p50_ms"] == 10.0 and result["p95_ms"] > 10.0 and result["n"] == 20


def test_question_sets_are_well_formed() -> None:
    corpus = load_questions(CORPUS)
    answerable = [q for q in corpus if q.answerable]
    assert len(answerable) >= 60 and len(corpus) - len(answerable) >= 8
    assert all(len(q.relevant) == 1 for q in answerable)  # each names the paper it is about
    assert len({q.id for q in corpus}) == len(corpus)
    assert len(load_questions(SEED)) >= 40
    pdf_rows = load_jsonl(PDF)
    assert len(pdf_rows) >= 10 and all(row["pages"] for row in pdf_rows)


def test_corpus_questions_name_titles_that_exist_in_the_corpus(shared_testdata: Path) -> None:
    rows = load_jsonl(shared_testdata / "corpus" / "rl_related_arxiv_abstracts.jsonl")
    titles = {row["title"] for row in rows}
    missing = [q.relevant[0] for q in load_questions(CORPUS) if q.answerable and q.relevant[0] not in titles]
    assert missing == []


def test_synthetic_papers_get_normalised_vectors_from_their_sentences(tmp_path: Path) -> None:
    from benchmarks.synthetic import PaperFactory, SyntheticEmbeddings

    pool = [f"Sentence number {i} says something about reinforcement learning." for i in range(20)]
    embeddings = SyntheticEmbeddings(np.eye(20, 8, dtype=np.float32) + 0.01)
    files = PaperFactory(pool, embeddings).write(7, tmp_path)
    rows = [json.loads(line) for f in files for line in f.read_text().splitlines()]
    assert len(rows) == 7 and len({r["title"] for r in rows}) == 7
    vectors = np.array(embeddings.embed_documents([f"{r['title']}\n\n{r['abstract']}" for r in rows]))
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    with pytest.raises(KeyError):  # an unregistered text is an error, never a silent real encoding
        embeddings.embed_query("not a synthetic chunk")


@pytest.mark.slow  # about 20 s: every quick-mode section on a few items
def test_quick_mode_code_path_on_tiny_data(settings, embeddings, seeded_assistant, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Ingest speed, growth, quality (with the LangChain baseline) and the report, each on a few items."""
    from benchmarks.ingest_speed import measure
    from benchmarks.report import write_report
    from benchmarks.scale import measure_growth
    from benchmarks.sections import measure_quality

    corpus = tmp_path / "tiny.jsonl"
    abstracts = [
        f"Method number {i} trains a language model policy with verifiable rewards. "
        f"It improves mathematical reasoning accuracy by {i} points on hard benchmarks. "
        f"Its training cost stays below that of the usual PPO baseline {i}."
        for i in range(5)
    ]
    corpus.write_text("".join(json.dumps({"title": f"Paper {i}", "abstract": a}) + "\n" for i, a in enumerate(abstracts)))
    speed = measure(settings, [corpus], embeddings)
    assert speed["chunks"] == 5 and set(speed["pipeline_breakdown_seconds"]) >= {"encoder", "store_writes"}

    questions = load_questions(SEED)
    quality = measure_quality(
        seeded_assistant, questions[:3] + [q for q in questions if not q.answerable][:1], embeddings, "test"
    )
    assert set(quality["retrieval"]) == {"hybrid", "dense", "bm25", "langchain_tutorial"}

    grow_settings = settings.model_copy(update={"data_dir": tmp_path / "grow"})
    growth = measure_growth(grow_settings, abstracts * 4, [q.question for q in questions[:4]], embeddings, (10, 25))
    assert [s["chunks"] for s in growth["steps"]] == [10, 25]
    assert growth["steps"][1]["latency"]["answer_extractive"]["n"] == 4

    results = {
        "mode": "test",
        "data": "tiny",
        "started_utc": "-",
        "finished_utc": "-",
        "machine": {"cpus": 2},
        "sections": {},
        "ingest_speed": speed,
        "scale": growth,
        "quality_seed": quality,
        "topic_corpus": {  # the figures' shape (answer_quality.topic_answers); the report prints them
            "set": "corpus_questions.jsonl",
            "questions": 77,
            "first_cited_paper_relevant": 0.731,
            "any_cited_paper_relevant": 0.94,
            "cited_papers_relevant": 0.313,
            "relevant_papers_cited": 0.94,
            "unanswerable_declined": 0.8,
            "answerable_declined": 0.0,
        },
    }
    write_report(results, tmp_path)
    report = (tmp_path / "results.md").read_text()
    assert "Ingestion speed" in report and "LangChain tutorial" in report
    assert "Corpus questions answered (77, held out): first cited paper relevant 73%" in report
    assert (tmp_path / "growth.png").stat().st_size > 0 and (tmp_path / "quality.png").exists()


def test_question_dataclass_answerable() -> None:
    assert Question("x", "q", ("T",)).answerable and not Question("y", "q", ()).answerable


def test_without_shared_data_the_seeds_stand_in_and_the_report_says_so(tmp_path: Path) -> None:
    from benchmarks.common import SEEDS, SharedData
    from benchmarks.sections import Plan, _pool_abstracts

    absent = SharedData(corpus=None, pdfs=[])
    assert Plan(False, absent, (1_000,), 300).speed_files(tmp_path) == [SEEDS]
    assert len([a for a in _pool_abstracts(absent) if a]) >= 20  # synthetic sentences come from the seeds
    assert "absent" in absent.note and "seeds/" in absent.note

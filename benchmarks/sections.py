"""The benchmark sections ``run.py`` chains; each builds its own temporary store and returns its figures.

Sections are grouped by the store they need, so the expensive corpus ingest (the
speed measurement) also serves the corpus questions, AskPDF, latency on real
vectors and the cold start.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks import question_sets
from benchmarks.askpdf import page_hit_rate
from benchmarks.baseline import TutorialBaseline, papers_of
from benchmarks.cold_start import measure_app, measure_cli
from benchmarks.common import PDFS, SEEDS, SharedData, temp_settings
from benchmarks.ingest_speed import measure
from benchmarks.latency import full_path_settings, query_latency
from benchmarks.retrieval_quality import abstention, evaluate, retriever_rankers
from benchmarks.scale import FULL_SIZES, QUICK_SIZES, measure_growth

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

    from assistant.answering import Assistant
    from assistant.embeddings import LocalMiniLM
    from assistant.settings import Settings

QUICK_CORPUS_PAPERS = 200
QUICK_LATENCY_QUESTIONS = 40


@dataclass
class Plan:
    """What this run measures, decided once from ``--full`` and the data that exists."""

    full: bool
    shared: SharedData
    scale_sizes: tuple[int, ...]
    corpus_limit: int | None
    loaded_encoder: LocalMiniLM | None = field(repr=False, default=None)  # None only in plans that encode nothing

    @classmethod
    def make(cls, full: bool, shared: SharedData, sizes: list[int] | None, limit: int | None) -> Plan:
        from assistant.embeddings import LocalMiniLM

        default_limit = None if full else QUICK_CORPUS_PAPERS
        chosen = tuple(sizes) if sizes else (FULL_SIZES if full else QUICK_SIZES)
        return cls(full, shared, chosen, limit or default_limit, LocalMiniLM())

    @property
    def encoder(self) -> LocalMiniLM:
        """The one encoder every section shares (``make`` loads it)."""
        if self.loaded_encoder is None:
            raise RuntimeError("this plan has no encoder; build it with Plan.make()")
        return self.loaded_encoder

    def latency_questions(self) -> list[str]:
        questions = [q.question for q in question_sets.load_questions(question_sets.SEED)]
        return questions if self.full else questions[:QUICK_LATENCY_QUESTIONS]

    def speed_files(self, tmp: Path) -> list[Path]:
        """The corpus (cut to ``corpus_limit`` papers) and the PDFs; the seeds when neither exists."""
        files: list[Path] = []
        if self.shared.corpus:
            files.append(_first_lines(self.shared.corpus, self.corpus_limit, tmp))
        files.extend(self.shared.pdfs)
        return files or [SEEDS]


def _first_lines(path: Path, limit: int | None, tmp: Path) -> Path:
    if not limit:
        return path
    cut = tmp / path.name
    with path.open(encoding="utf-8") as source:
        cut.write_text("".join(line for _, line in zip(range(limit), source)), encoding="utf-8")
    return cut


def measure_quality(
    assistant: Assistant, questions: list[question_sets.Question], encoder: Embeddings, label: str
) -> dict[str, object]:
    """All four retrieval methods and abstention on one question set, one store, one run."""
    rankers = retriever_rankers(assistant.retriever)
    baseline = TutorialBaseline(papers_of(assistant.store), encoder)
    rankers["langchain_tutorial"] = baseline.ranked_titles
    return {
        "questions": len(questions),
        "unanswerable": sum(not q.answerable for q in questions),
        "retrieval": evaluate(rankers, questions, label),
        "baseline_chunks": baseline.chunks,
        "abstention": abstention(assistant, questions, label),
    }


def _cold_start(settings: Settings, questions: list[question_sets.Question]) -> dict[str, object]:
    question = next(q.question for q in questions if q.answerable)
    return {
        "question": question,
        "cli": measure_cli(settings.data_dir, question),
        "app": measure_app(settings.data_dir, question),
    }


def corpus_and_pdfs(plan: Plan) -> dict[str, object]:
    """Ingest speed, AskPDF, and (full) the corpus questions (retrieval and answers), real-vector latency and cold start."""
    from assistant.answering import Assistant
    from benchmarks.answer_quality import topic_answers

    out: dict[str, object] = {}
    with temp_settings("corpus") as settings, tempfile.TemporaryDirectory() as tmp:
        files = plan.speed_files(Path(tmp))
        out["ingest_speed"] = measure(settings, files, plan.encoder)
        assistant = Assistant(settings, embeddings=plan.encoder)
        if plan.shared.pdfs:
            out["askpdf"] = page_hit_rate(assistant, question_sets.PDF, PDFS)
        else:
            out["askpdf"] = {"skipped": "the shared PDFs are absent"}
        if plan.full and plan.shared.corpus:
            questions = question_sets.load_questions(question_sets.CORPUS)
            out["quality_corpus"] = measure_quality(assistant, questions, plan.encoder, "corpus")
            out["topic_corpus"] = topic_answers(assistant, question_sets.CORPUS)
            timing = Assistant(full_path_settings(settings), store=assistant.store, embeddings=plan.encoder)
            out["latency_corpus"] = {
                "chunks": assistant.store.chunk_count(),
                "latency": query_latency(timing, plan.latency_questions(), "corpus"),
            }
            out["cold_start"] = _cold_start(settings, questions)
    return out


def seeds(plan: Plan) -> dict[str, object]:
    """The seed question set (and, in quick mode, the cold start) on the seed pages."""
    from assistant.answering import Assistant
    from ingest.pipeline import Ingestor

    out: dict[str, object] = {}
    with temp_settings("seeds") as settings:
        Ingestor(settings, embeddings=plan.encoder).ingest([SEEDS])
        assistant = Assistant(settings, embeddings=plan.encoder)
        questions = question_sets.load_questions(question_sets.SEED)
        out["quality_seed"] = measure_quality(assistant, questions, plan.encoder, "seed")
        if not (plan.full and plan.shared.corpus):  # the full run times it on the corpus store
            out["cold_start"] = _cold_start(settings, questions)
    return out


def answers(plan: Plan) -> dict[str, object]:
    """Answer quality on the held-out questions about one paper each, and the seed set answered (benchmarks.answer_quality).

    Writes benchmarks/results/answer_quality.json and answer_samples.md as the standalone run does.
    """
    from benchmarks.answer_quality import run

    return {"answer_quality": run(["heldout"], plan.encoder)}


def scale(plan: Plan) -> dict[str, object]:
    """Growth of ingest and query time over synthetic stores of ``plan.scale_sizes`` chunks."""
    abstracts = _pool_abstracts(plan.shared)
    with temp_settings("scale") as settings:
        return measure_growth(settings, abstracts, plan.latency_questions(), plan.encoder, plan.scale_sizes)


def _pool_abstracts(shared: SharedData) -> list[str]:
    """Real abstracts to draw synthetic sentences from: the corpus, else the seed pages."""
    if shared.corpus:
        rows = question_sets.load_jsonl(shared.corpus)
        return [str(row.get("abstract") or "") for row in rows]
    from ingest.readers import read_file

    return [p.abstract or "" for path in sorted(SEEDS.glob("*.txt")) for p in read_file(path).papers]


def past_one_machine(plan: Plan) -> dict[str, object]:
    """Ingest through a loopback embeddings endpoint with artificial latency, and BM25 build cost per instance."""
    from benchmarks import bm25_growth, remote_embeddings

    abstracts = 3000 if plan.full else 1000
    sizes = (10_000, 100_000, 300_000) if plan.full else (10_000, 100_000)
    return {"remote_embeddings": remote_embeddings.measure(abstracts), "bm25_growth": bm25_growth.measure(sizes)}

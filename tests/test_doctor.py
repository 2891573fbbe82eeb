"""``paperchat doctor``: a broken data folder is named in sentences, and ``--repair`` rebuilds it.

The drill of issue 16: a store large enough that Chroma has flushed its log into the vector
index (over 1,000 chunks), the chunk collection's vector segment folder deleted; ``ask``
fails, ``doctor`` says why, ``doctor --repair`` embeds the stored texts again, and the
same questions get the same answers. Also: a zero-length or foreign ``chroma.sqlite3`` is
refused with a sentence naming doctor instead of being opened as an empty store.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from chromadb.api.shared_system_client import SharedSystemClient
from conftest import SEEDS
from processes import paperchat

from assistant.answering import Assistant
from assistant.doctor import vector_segment_folder
from assistant.embeddings import LocalMiniLM
from assistant.settings import Settings
from assistant.store import Store
from benchmarks.repair_drill import questions
from benchmarks.synthetic import write_rows
from ingest.pipeline import Ingestor

QUESTIONS = [
    "What do offline GRPO and DPO weight updates look like?",
    "How can reinforcement learning reward long-context reasoning?",
    "Which papers study policy optimization at scale?",
    *(asked["question"] for asked in questions()[:30]),  # the repair drill's: AskPDF tune and corpus questions
]


def answers(settings: Settings, embeddings: LocalMiniLM) -> list[tuple[str, list[str]]]:
    assistant = Assistant(settings, embeddings=embeddings, mode="extractive")
    return [(a.body, [c.source.item.chunk.chunk_id for c in a.citations]) for a in (assistant.ask(q) for q in QUESTIONS)]


@pytest.fixture(scope="module")
def big_store(tmp_path_factory: pytest.TempPathFactory, embeddings: LocalMiniLM) -> Settings:
    """The seed pages plus 1,100 generated abstracts (over Chroma's 1,000-record flush), built once."""
    root = tmp_path_factory.mktemp("doctor")
    rows = root / "rows.jsonl"
    write_rows(rows, 1100)
    settings = Settings(data_dir=root / "data")
    report = Ingestor(settings, embeddings=embeddings).ingest([SEEDS, rows])
    assert not report.failed and report.chunks_written > 1100
    return settings


@pytest.mark.slow
def test_a_lost_vector_index_is_reported_and_rebuilt_with_the_same_answers(
    big_store: Settings, tmp_path: Path, embeddings: LocalMiniLM
) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    shutil.copytree(big_store.data_dir, settings.data_dir)
    before = answers(settings, embeddings)
    assert all(cited for _body, cited in before[:3])  # the drill's questions may find nothing here and abstain
    healthy = paperchat(settings.data_dir, "doctor")
    assert healthy.returncode == 0 and "healthy" in healthy.stdout, healthy.stdout + healthy.stderr

    shutil.rmtree(vector_segment_folder(settings, "paperchat_chunks"))
    failed = paperchat(settings.data_dir, "ask", QUESTIONS[0])
    assert failed.returncode == 1 and "paperchat doctor" in failed.stderr, failed.stderr

    checked = paperchat(settings.data_dir, "doctor", "--json")
    assert checked.returncode == 1, checked.stderr
    problems = json.loads(checked.stdout)["problems"]
    assert len(problems) == 1 and "vector index of paperchat_chunks is missing" in problems[0], problems

    repaired = paperchat(settings.data_dir, "doctor", "--repair", "--json")
    assert repaired.returncode == 0, repaired.stdout + repaired.stderr
    report = json.loads(repaired.stdout)
    assert report["healthy"] and report["problems_after"] == [] and report["repaired"], report
    assert list((settings.data_dir / "backups").glob("*/chroma/chroma.sqlite3")), "the replaced store was not kept"
    assert list((settings.data_dir / "backups").glob("*/exact/paperchat.npz")), "the exact-search cache was not set aside"
    SharedSystemClient.clear_system_cache()  # read the repaired folder, not the system this process cached before
    after = answers(settings, embeddings)  # exact search: the same vectors give the same neighbours
    changed = [(q, b, a) for q, b, a in zip(QUESTIONS, before, after, strict=True) if a != b]
    assert not changed, "\n\n".join(f"{q}\nbefore: {b}\nafter: {a}" for q, b, a in changed[:3])


class _HalfLostIndex:
    """A collection as Chroma behaves with part of its vector index gone: any read that includes
    a lost record's vector fails whole ("Error finding id"); ids alone always read."""

    def __init__(self, count: int, lost: set[int]) -> None:
        self.ids = [f"c{n}" for n in range(count)]
        self.lost = {f"c{n}" for n in lost}

    def get(
        self, ids: list[str] | None = None, limit: int | None = None, offset: int = 0, include: Sequence[str] = ()
    ) -> dict[str, Any]:
        chosen = ids if ids is not None else self.ids[offset : offset + (limit or len(self.ids))]
        if "embeddings" in include and self.lost & set(chosen):
            raise RuntimeError("Error executing plan: Internal error: Error finding id")
        return {"ids": chosen, "embeddings": [[1.0]] * len(chosen) if "embeddings" in include else None}


@pytest.mark.parametrize(
    ("count", "lost"), [(2500, {3, 4, 1999}), (4100, set(range(1000)) | {4099}), (10, set()), (7, set(range(7)))]
)
def test_unreadable_vectors_are_counted_per_record_not_per_failed_page(count: int, lost: set[int]) -> None:
    from assistant.doctor import _unreadable_vectors

    assert _unreadable_vectors(_HalfLostIndex(count, lost), count) == len(lost)  # type: ignore[arg-type]


def test_a_zero_length_database_is_refused_not_opened_as_empty(tmp_path: Path, embeddings: LocalMiniLM) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    assert not Ingestor(settings, embeddings=embeddings).ingest([SEEDS / "003_931d614282dd9358.txt"]).failed
    (settings.chroma_dir / "chroma.sqlite3").write_bytes(b"")
    listed = paperchat(settings.data_dir, "papers")
    assert listed.returncode == 1 and "Traceback" not in listed.stderr
    assert "is empty (0 bytes)" in listed.stderr and "paperchat doctor" in listed.stderr, listed.stderr
    assert (settings.chroma_dir / "chroma.sqlite3").stat().st_size == 0, "the empty file was turned into a new store"

    checked = paperchat(settings.data_dir, "doctor")
    assert checked.returncode == 1 and "PROBLEM" in checked.stdout and "is empty (0 bytes)" in checked.stdout
    repaired = paperchat(settings.data_dir, "doctor", "--repair")
    assert "REPAIRED" in repaired.stdout and "ingest your papers again" in repaired.stdout, repaired.stdout
    assert list((settings.data_dir / "backups").glob("*/chroma/*")), "the old segments were not kept"


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"%PDF-1.4 not a database at all", "is not a database"),
        (None, "a SQLite database of another program"),
    ],
    ids=["foreign-file", "foreign-sqlite"],
)
def test_a_foreign_database_file_is_refused_with_a_sentence_naming_doctor(
    tmp_path: Path, content: bytes | None, says: str
) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    settings.chroma_dir.mkdir(parents=True)
    database = settings.chroma_dir / "chroma.sqlite3"
    if content is None:
        connection = sqlite3.connect(database)
        connection.execute("CREATE TABLE notes (body TEXT)")
        connection.commit()
        connection.close()
    else:
        database.write_bytes(content)
    with pytest.raises(Exception, match="paperchat doctor") as raised:
        Store(settings, LocalMiniLM.model_id)
    assert says in str(raised.value)
    assert database.read_bytes()[:16] == (content or b"SQLite format 3\x00")[:16]  # left as it was


def test_a_damaged_database_is_one_sentence_naming_doctor(tmp_path: Path, embeddings: LocalMiniLM) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    assert not Ingestor(settings, embeddings=embeddings).ingest([SEEDS / "003_931d614282dd9358.txt"]).failed
    database = settings.chroma_dir / "chroma.sqlite3"
    data = bytearray(database.read_bytes())
    page = 4096
    for start in range(page * 2, len(data) - page, page * 3):  # scribble over every third page after the schema
        data[start : start + 512] = b"\xff" * 512
    database.write_bytes(bytes(data))
    asked = paperchat(settings.data_dir, "ask", "What is GRPO?")
    assert asked.returncode == 1 and "Traceback" not in asked.stderr
    lines = [line for line in asked.stderr.splitlines() if line.startswith("error:")]
    assert len(lines) == 1 and "paperchat doctor" in lines[0], asked.stderr
    checked = paperchat(settings.data_dir, "doctor")
    assert checked.returncode == 1 and "damaged" in checked.stdout, checked.stdout + checked.stderr


def test_stray_files_and_a_broken_bm25_cache_are_reported_and_set_aside(tmp_path: Path, embeddings: LocalMiniLM) -> None:
    from assistant.doctor import examine, repair

    settings = Settings(data_dir=tmp_path / "data")
    assert not Ingestor(settings, embeddings=embeddings).ingest([SEEDS / "003_931d614282dd9358.txt"]).failed
    before = Assistant(settings, embeddings=embeddings, mode="extractive").ask("What is GRPO?").body  # writes the BM25 cache
    assert examine(settings, embeddings.model_id).healthy
    (settings.data_dir / "bm25" / settings.collection / "ids.json").write_text("{not json")
    orphan = settings.chroma_dir / "0b7e1c2a-1111-4222-8333-944455556666"
    orphan.mkdir()
    (settings.data_dir / "bm25.tmp").mkdir()

    checkup = examine(settings, embeddings.model_id)
    problems = " ".join(f.problem for f in checkup.findings)
    assert "BM25 cache" in problems and "belong to nothing" in problems and len(checkup.findings) == 2, problems
    done = repair(settings, embeddings.model_id, checkup, embeddings, lambda *_: None)
    assert len(done) == 2 and not orphan.exists()
    assert examine(settings, embeddings.model_id).healthy  # what went to the backups is not stray the next time
    assert list((settings.data_dir / "backups").glob("*/orphans/0b7e1c2a-*"))
    assert Assistant(settings, embeddings=embeddings, mode="extractive").ask("What is GRPO?").body == before

"""PAPERCHAT_CHROMA_URL: the same commands against a real `chroma run` server on 127.0.0.1.

The server is the real Chroma binary installed with chromadb, started on a free
loopback port with its own folder. Everything is compared with the embedded store of
the ``seeded`` fixture: the server must change where vectors live, not what comes back.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import CACHE, SEEDS
from processes import CHROMA, chroma_server, paperchat

from assistant.answering import Assistant
from assistant.embeddings import LocalMiniLM
from assistant.errors import UserError
from assistant.records import CatalogEntry, Chunk, Paper, SourceRecord
from assistant.settings import Settings
from assistant.store import Store

QUESTIONS = [
    "How much did EfficientRollout cut rollout latency?",
    "Which papers balance several rewards at once?",
    "What GSM8K accuracy did DPO reach in the weight-space study?",
    "How is the policy gradient variance reduced?",
]

pytestmark = [
    pytest.mark.slow,  # a real server plus two CLI ingests of the seeds: about a minute
    pytest.mark.skipif(shutil.which("chroma", path=str(CHROMA.parent)) is None, reason=f"no chroma CLI at {CHROMA}"),
]


@pytest.fixture(scope="module")
def chroma_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One server for this module."""
    with chroma_server(tmp_path_factory.mktemp("chroma-server")) as url:
        yield url


def cli(data: Path, chroma_url: str, *args: str, collection: str = "paperchat") -> subprocess.CompletedProcess[str]:
    """``paperchat ARGS`` in a fresh process pointed at the server by the environment only."""
    return paperchat(data, *args, PAPERCHAT_CHROMA_URL=chroma_url, PAPERCHAT_COLLECTION=collection)


@pytest.fixture(scope="module")
def served(chroma_url: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The seeds ingested through the server by the real CLI, twice (the second must write nothing)."""
    data = tmp_path_factory.mktemp("served") / "data"
    first = cli(data, chroma_url, "ingest", str(SEEDS), "--json", "--quiet")
    assert first.returncode == 0, first.stderr
    second = cli(data, chroma_url, "ingest", str(SEEDS), "--json", "--quiet")
    assert second.returncode == 0, second.stderr
    return {"data": data, "first": json.loads(first.stdout), "second": json.loads(second.stdout)}


def _server_settings(tmp_path: Path, url: str, **extra: object) -> Settings:
    return Settings(data_dir=tmp_path / "client-data", cache_dir=CACHE, chroma_url=url, **extra)  # type: ignore[arg-type]


def _ranked(sources: list[dict[str, object]]) -> list[tuple[object, object]]:
    return [(s["paper_id"], s["chunk_id"]) for s in sources]


def test_ingest_through_the_server_stores_nothing_locally_and_reingests_nothing(served, seeded) -> None:  # type: ignore[no-untyped-def]
    first, second = served["first"], served["second"]
    embedded_chunks = Store(seeded, LocalMiniLM.model_id).chunk_count()
    assert (first["added"], first["failed"], first["chunks_written"]) == (60, 0, embedded_chunks)
    assert (second["added"], second["updated"], second["unchanged"], second["chunks_written"]) == (0, 0, 60, 0)
    assert not (Path(served["data"]) / "chroma").exists()  # no embedded store was opened


def test_server_holds_what_the_embedded_store_holds(served, chroma_url: str, seeded, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    remote = Store(_server_settings(tmp_path, chroma_url), LocalMiniLM.model_id)
    local = Store(seeded, LocalMiniLM.model_id)
    assert sorted(c.chunk_id for c in remote.iter_chunks()) == sorted(c.chunk_id for c in local.iter_chunks())
    assert sorted(e.to_json() for e in remote.all_entries()) == sorted(e.to_json() for e in local.all_entries())


@pytest.mark.parametrize("question", QUESTIONS)
def test_cli_ask_through_the_server_gives_the_embedded_sources(
    served,
    chroma_url: str,
    seeded_assistant: Assistant,
    question: str,  # type: ignore[no-untyped-def]
) -> None:
    done = cli(Path(served["data"]), chroma_url, "ask", question, "--json")
    assert done.returncode == 0, done.stderr
    remote = json.loads(done.stdout)
    embedded = seeded_assistant.ask(question).to_dict()
    assert remote["sources"], "no sources: the comparison would prove nothing"
    assert _ranked(remote["sources"]) == _ranked(embedded["sources"])
    assert [s["score"] for s in remote["sources"]] == pytest.approx([s["score"] for s in embedded["sources"]], abs=1e-4)
    assert remote["answer"] == embedded["answer"]


def test_in_process_ask_through_the_server_gives_the_embedded_sources(
    served,
    chroma_url: str,
    seeded_assistant: Assistant,
    embeddings,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    remote = Assistant(_server_settings(tmp_path, chroma_url), embeddings=embeddings)
    for question in QUESTIONS:
        got = [(s.item.paper_id, s.item.chunk_id) for s in remote.ask(question).sources]
        want = [(s.item.paper_id, s.item.chunk_id) for s in seeded_assistant.ask(question).sources]
        assert got and got == want, question


def test_papers_lists_the_same_catalog_as_the_embedded_store(served, chroma_url: str, seeded) -> None:  # type: ignore[no-untyped-def]
    done = cli(Path(served["data"]), chroma_url, "papers", "--json")
    assert done.returncode == 0, done.stderr
    listed = [(p["paper_id"], p["chunks"]) for p in json.loads(done.stdout)]
    local = Store(seeded, LocalMiniLM.model_id).all_entries()
    assert sorted(listed) == sorted((e.paper_id, e.chunk_count) for e in local)


def test_two_clients_share_one_catalog_and_index(chroma_url: str, tmp_path: Path) -> None:
    """Two app instances (different data folders) see each other's writes at once."""
    one = Store(_server_settings(tmp_path / "one", chroma_url, collection="shared"), "m")
    two = Store(_server_settings(tmp_path / "two", chroma_url, collection="shared"), "m")
    paper = Paper(title="Shared Index Paper", authors=["A. Author"], date="2026-01-01")
    before = two.generation()
    one.put_entries([CatalogEntry(paper, {"abstract": SourceRecord("f.txt", "sha", chunks=1, fingerprint="f")})])
    chunk = Chunk(paper.paper_id, "Shared Index Paper\n\ntext", "abstract", 0)
    one.upsert_chunks([chunk], [[1.0, 0.0, 0.0]], {paper.paper_id: paper.title})
    assert [e.paper_id for e in two.all_entries()] == [paper.paper_id]
    assert [h.chunk.chunk_id for h in two.query([1.0, 0.0, 0.0], k=3)] == [chunk.chunk_id]
    assert two.generation() != before  # the other client's BM25 cache knows it is stale
    assert two.remove_paper(paper.paper_id) == 1
    assert one.all_entries() == [] and one.chunk_count() == 0


def test_a_server_index_refuses_another_embedding_model(chroma_url: str, tmp_path: Path) -> None:
    settings = _server_settings(tmp_path, chroma_url, collection="othermodel")
    store = Store(settings, "local:model-a")
    store.upsert_chunks([Chunk("p-1", "text", "abstract", 0)], [[0.1, 0.2]], {"p-1": "T"})
    with pytest.raises(UserError) as err:
        Store(settings, "openai:model-b")
    assert "local:model-a" in str(err.value) and chroma_url in str(err.value) and "\n" not in str(err.value)
    assert Store(settings, "local:model-a").chunk_count() == 1  # nothing lost


def test_a_server_that_goes_away_is_one_sentence(tmp_path: Path) -> None:
    """Started, used, then stopped: the next call names the server and the fix."""
    with chroma_server(tmp_path) as url:
        store = Store(_server_settings(tmp_path, url), "m")
        assert store.chunk_count() == 0
    started = time.monotonic()
    with pytest.raises(UserError) as err:
        store.chunk_count()
    assert url in str(err.value) and "chroma run" in str(err.value) and "\n" not in str(err.value)
    assert time.monotonic() - started < 30

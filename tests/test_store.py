"""The Chroma store: model recorded and enforced, server URL errors, catalog round trip."""

from __future__ import annotations

import time

import pytest
from processes import free_port

from assistant.errors import UserError
from assistant.records import CatalogEntry, Chunk, Paper, SourceRecord
from assistant.settings import Settings
from assistant.store import Store


def test_index_refuses_another_embedding_model(settings: Settings) -> None:
    store = Store(settings, "local:all-MiniLM-L6-v2-onnx-int8")
    store.upsert_chunks([Chunk("p-1", "text", "abstract", 0)], [[0.1] * 4], {"p-1": "T"})
    with pytest.raises(UserError) as err:
        Store(settings, "openai:text-embedding-3-small")
    message = str(err.value)
    assert "local:all-MiniLM-L6-v2-onnx-int8" in message and "PAPERCHAT_DATA_DIR" in message
    assert "\n" not in message
    assert Store(settings, "local:all-MiniLM-L6-v2-onnx-int8").chunk_count() == 1  # nothing lost


def test_unreachable_chroma_server_is_one_sentence(settings: Settings) -> None:
    started = time.monotonic()
    with pytest.raises(UserError, match="chroma run"):
        Store(settings.model_copy(update={"chroma_url": f"http://127.0.0.1:{free_port()}"}), "m")
    assert time.monotonic() - started < 30


def test_malformed_chroma_url_is_refused(settings: Settings) -> None:
    with pytest.raises(UserError, match="not a URL"):
        Store(settings.model_copy(update={"chroma_url": "127.0.0.1:8000"}), "m")


def test_catalog_round_trip_and_remove(settings: Settings) -> None:
    store = Store(settings, "m")
    paper = Paper(title="GRPO Revisited", authors=["A. Author"], tags=["RL"], date="2026-01-02")
    entry = CatalogEntry(paper, {"abstract": SourceRecord("f.txt", "sha", chunks=1, fingerprint="x")})
    store.put_entries([entry])
    chunk = Chunk(paper.paper_id, "GRPO Revisited\n\nabstract", "abstract", 0)
    store.upsert_chunks([chunk], [[1.0, 0.0]], {paper.paper_id: paper.title})
    assert store.get_entry(paper.paper_id) == entry
    assert list(store.entries_by_title(["grpo  REVISITED"]).values()) == [entry]
    hits = store.query([1.0, 0.0], k=5)
    assert [h.chunk.chunk_id for h in hits] == [chunk.chunk_id]
    assert hits[0].chunk.title == "GRPO Revisited"
    assert store.remove_paper(paper.paper_id) == 1
    assert store.get_entry(paper.paper_id) is None and store.chunk_count() == 0

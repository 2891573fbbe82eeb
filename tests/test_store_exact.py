"""Exact dense search (``Store.exact_index``): the same stored vectors give the same neighbours.

Chroma's HNSW index is approximate and two builds of it from the same vectors find different
neighbours, so a store rebuilt by ``paperchat doctor --repair`` answered differently. Up to
``Settings.exact_search_chunks`` chunks the store ranks every vector itself: these tests hold
its ranking to numpy's over all vectors, with a paper filter, across writes by this and
another store object, and between two stores written in different batches.
"""

from __future__ import annotations

import numpy as np
import pytest

from assistant.records import Chunk
from assistant.settings import Settings
from assistant.store import Store, exact_cache_file

DIM = 48


def _corpus(count: int, seed: int = 0) -> tuple[list[Chunk], np.ndarray]:
    """``count`` chunks of ``count // 10`` papers with clustered vectors (hard for an approximate index)."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(20, DIM))
    vectors = (centres[rng.integers(0, 20, count)] + 0.6 * rng.normal(size=(count, DIM))).astype(np.float32)
    chunks = [Chunk(f"paper-{n // 10}", f"text {n}", "abstract", n % 10) for n in range(count)]
    return chunks, vectors


def _fill(store: Store, chunks: list[Chunk], vectors: np.ndarray, batch: int) -> None:
    for start in range(0, len(chunks), batch):
        store.upsert_chunks(chunks[start : start + batch], vectors[start : start + batch], {})


def _brute_force(chunks: list[Chunk], vectors: np.ndarray, query: np.ndarray, k: int) -> list[str]:
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    scores = unit @ (query / np.linalg.norm(query))
    return [chunks[i].chunk_id for i in np.argsort(-scores, kind="stable")[:k]]


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Settings, list[Chunk], np.ndarray]:
    settings = Settings(data_dir=tmp_path_factory.mktemp("exact") / "data")
    chunks, vectors = _corpus(3000)
    _fill(Store(settings, "m"), chunks, vectors, 500)
    return settings, chunks, vectors


def test_nearest_is_the_exact_ranking_over_every_vector(filled: tuple[Settings, list[Chunk], np.ndarray]) -> None:
    settings, chunks, vectors = filled
    store = Store(settings, "m")
    assert store.exact_index() is not None
    queries = np.random.default_rng(1).normal(size=(25, DIM)).astype(np.float32)
    for query in queries:
        assert [cid for cid, _ in store.nearest(query, 40)] == _brute_force(chunks, vectors, query, 40)
        scores = [score for _, score in store.nearest(query, 5)]
        assert scores == sorted(scores, reverse=True) and -1.0 <= scores[-1] <= scores[0] <= 1.0 + 1e-6


def test_a_paper_filter_ranks_only_those_papers_chunks(filled: tuple[Settings, list[Chunk], np.ndarray]) -> None:
    settings, chunks, vectors = filled
    store = Store(settings, "m")
    papers = {"paper-3", "paper-77", "paper-150"}
    kept = [n for n, c in enumerate(chunks) if c.paper_id in papers]
    query = vectors[kept[4]] + 0.1
    expected = _brute_force([chunks[n] for n in kept], vectors[kept], query, 12)
    assert [cid for cid, _ in store.nearest(query, 12, {"paper_id": {"$in": sorted(papers)}})] == expected
    assert [cid for cid, _ in store.nearest(query, 3, {"paper_id": "paper-3"})] == expected_of(chunks, vectors, query, "paper-3")
    hits = store.query(query, 3, {"paper_id": {"$in": sorted(papers)}})  # the same search, with texts
    assert [h.chunk.chunk_id for h in hits] == expected[:3] and hits[0].chunk.text.startswith("text ")


def expected_of(chunks: list[Chunk], vectors: np.ndarray, query: np.ndarray, paper: str) -> list[str]:
    kept = [n for n, c in enumerate(chunks) if c.paper_id == paper]
    return _brute_force([chunks[n] for n in kept], vectors[kept], query, 3)


def test_two_stores_written_in_other_batches_give_the_same_neighbours(tmp_path, filled) -> None:  # type: ignore[no-untyped-def]
    """What a repair does: the same vectors written again in other batches (doctor copies 2,000 a time)."""
    settings, chunks, vectors = filled
    again = Settings(data_dir=tmp_path / "again")
    _fill(Store(again, "m"), chunks, vectors, 2000)
    one, two = Store(settings, "m"), Store(again, "m")
    for query in np.random.default_rng(2).normal(size=(25, DIM)).astype(np.float32):
        assert one.nearest(query, 40) == two.nearest(query, 40)


def test_the_exact_index_follows_writes_of_this_and_another_store_object(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(data_dir=tmp_path / "data")
    chunks, vectors = _corpus(200)
    reader, writer = Store(settings, "m"), Store(settings, "m")
    _fill(writer, chunks, vectors, 100)
    query = np.random.default_rng(3).normal(size=DIM).astype(np.float32)
    before = reader.nearest(query, 1)
    assert before == [(_brute_force(chunks, vectors, query, 1)[0], pytest.approx(before[0][1]))]
    newcomer = Chunk("paper-new", "new", "abstract", 0)
    writer.upsert_chunks([newcomer], query[None, :], {})  # the query itself: cosine 1, ranked first
    assert reader.nearest(query, 1)[0][0] == newcomer.chunk_id
    writer.delete_chunks([newcomer.chunk_id])
    assert reader.nearest(query, 1) == before


def test_above_the_limit_chromas_index_answers(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(data_dir=tmp_path / "data", exact_search_chunks=100)
    chunks, vectors = _corpus(150)
    store = Store(settings, "m")
    _fill(store, chunks, vectors, 150)
    assert store.exact_index() is None
    assert store.nearest(vectors[3], 1)[0][0] == chunks[3].chunk_id  # HNSW finds an exact match
    off = Store(settings.model_copy(update={"exact_search_chunks": 0}), "m")
    assert off.exact_index() is None and off.nearest(vectors[3], 1)[0][0] == chunks[3].chunk_id


def test_the_vectors_are_cached_per_store_generation(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A new process reads the cache file instead of every vector from Chroma; a write or a damaged file renews it."""
    settings = Settings(data_dir=tmp_path / "data")
    chunks, vectors = _corpus(120)
    store = Store(settings, "m")
    _fill(store, chunks, vectors, 60)
    expected = store.nearest(vectors[5], 10)
    cache = exact_cache_file(settings)
    with np.load(cache) as saved:
        assert str(saved["generation"]) == store.generation() and len(saved["ids"]) == 120
    assert Store(settings, "m").nearest(vectors[5], 10) == expected  # from the file
    newcomer = Chunk("paper-new", "new", "abstract", 0)
    store.upsert_chunks([newcomer], vectors[5][None, :] * 2, {})  # tied with chunk 5, stored after it
    now = Store(settings, "m").nearest(vectors[5], 10)
    assert [cid for cid, _ in now] == [expected[0][0], newcomer.chunk_id] + [cid for cid, _ in expected[1:9]]
    with np.load(cache) as saved:
        assert str(saved["generation"]) == store.generation() and len(saved["ids"]) == 121
    cache.write_bytes(b"not an npz")
    assert Store(settings, "m").nearest(vectors[5], 10) == now
    assert not list(cache.parent.glob("*.tmp"))

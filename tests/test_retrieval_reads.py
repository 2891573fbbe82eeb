"""Retrieval reads only what it keeps, and its filters admit exactly the catalog's papers.

A topic search reads from Chroma only the best chunk of each kept paper (the paper comes
from the chunk id); these tests check that this gives what reading every candidate gave,
including when a candidate vanished after the BM25 index was read, and that the tag and
date masks match the catalog entry by entry.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from assistant.answering import Assistant
from assistant.embeddings import LocalMiniLM
from assistant.paper_filter import Admitted
from assistant.retrieval import BM25_WEIGHT, CANDIDATES, Retrieved, Retriever, Scope, _rrf, paper_of
from assistant.settings import Settings
from ingest.pipeline import Ingestor
from tests.conftest import SEEDS

QUESTIONS = ["How do methods reduce reward hacking?", "preference optimization without a reward model", "GRPO variants"]


def _every_candidate(retriever: Retriever, query: str, k: int) -> list[str]:
    """What a topic search kept before: every fused candidate read, then the first chunk of each paper."""
    array = np.asarray(retriever.embeddings.embed_query(query), dtype=np.float32)
    dense = retriever._dense(array, None)
    lexical = [cid for cid, _ in retriever.lexical().search(query, CANDIDATES, None)]
    fused = _rrf([dense, lexical], [1.0, BM25_WEIGHT])
    seen: set[str] = set()
    kept: list[Retrieved] = []
    for item in retriever._load(list(fused), fused, array):
        if item.paper_id not in seen and len(kept) < k:
            seen.add(item.paper_id)
            kept.append(item)
    return [i.chunk_id for i in retriever.whole_abstracts(kept)]


def test_a_topic_search_keeps_what_reading_every_candidate_kept(seeded_assistant: Assistant) -> None:
    retriever = seeded_assistant.retriever
    for query in QUESTIONS:
        found = retriever.search(query, 6)
        assert [i.chunk_id for i in found] == _every_candidate(retriever, query, 6)
        assert all(paper_of(i.chunk_id) == i.paper_id for i in found)


def test_a_candidate_removed_after_the_index_was_read_gives_way(tmp_path: Path, embeddings: LocalMiniLM) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    Ingestor(settings, embeddings=embeddings).ingest([SEEDS])
    assistant = Assistant(settings, embeddings=embeddings)
    retriever = assistant.retriever
    before = retriever.search(QUESTIONS[0], 6)
    retriever.lexical()  # the index as read now
    gone = before[0].chunk_id
    assistant.store.chunks.delete(ids=[gone])  # behind the index's back: its generation is not renewed
    retriever._generation = assistant.store.generation()
    after = retriever.search(QUESTIONS[0], 6)
    assert gone not in [i.chunk_id for i in after]
    assert len(after) == 6
    assert [i.chunk_id for i in after] == _every_candidate(retriever, QUESTIONS[0], 6)


def test_tag_and_date_filters_admit_exactly_the_catalogs_papers(seeded_assistant: Assistant) -> None:
    retriever = seeded_assistant.retriever
    entries = seeded_assistant.store.all_entries()
    tags = sorted({t for e in entries for t in e.paper.tags})
    for tag in [*tags[:10], "no such tag"]:
        wanted = {e.paper_id for e in entries if tag.casefold() in {t.casefold() for t in e.paper.tags}}
        assert _admitted(retriever, Scope(tags=[tag.upper()])) == wanted
        assert all(i.paper_id in wanted for i in retriever.search("reward", 6, Scope(tags=[tag])))
    dated = sorted(e.paper.date for e in entries if e.paper.date)
    middle = dated[len(dated) // 2]
    assert _admitted(retriever, Scope(date_from=middle)) == {
        e.paper_id for e in entries if e.paper.date and e.paper.date >= middle
    }


def _admitted(retriever: Retriever, scope: Scope) -> set[str]:
    """The paper ids a date or tag scope admits, each also checked one by one (``in``)."""
    admitted = retriever.allowed_papers(scope, retriever.store.generation())
    assert isinstance(admitted, Admitted)
    ids = set(admitted.ids())
    assert len(admitted) == len(ids)
    assert all((entry in ids) == (entry in admitted) for entry in [*admitted.table.ids, "no such paper"])
    return ids

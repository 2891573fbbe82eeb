"""Tens of thousands of papers in one file: every store query over ids or titles is batched.

Chroma's SQLite refuses a statement with more than 32,766 variables, and each id of a
``$in`` (or of ``get(ids=...)``) is one. A 50k-row JSONL used to fail in one
``$in`` over its titles; the topic overview and a date-scoped question over every paper
used one ``$in`` over all paper ids. The vectors here come from a hash of the text, not
the MiniLM encoder (50k abstracts would take it ~15 minutes on two cores); what is under
test is the store and the pipeline, which are real.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.answering import Assistant
from assistant.retrieval import Scope
from assistant.settings import Settings
from assistant.store import IN_BATCH, Store, _split_in, batches
from benchmarks.synthetic import WordHashEmbeddings, write_rows
from ingest.pipeline import Ingestor

ROWS = 50_000


def test_a_long_in_filter_is_split_into_disjoint_parts() -> None:
    ids = [f"p{n}" for n in range(2 * IN_BATCH + 3)]
    parts = _split_in({"$and": [{"paper_id": {"$in": ids}}, {"kind": "abstract"}]})
    assert len(parts) == 3
    seen = [pid for part in parts for pid in part["$and"][0]["paper_id"]["$in"]]  # type: ignore[index]
    assert seen == ids and all(part["$and"][1] == {"kind": "abstract"} for part in parts)  # type: ignore[index]
    assert _split_in({"paper_id": {"$in": ids[:10]}}) == [{"paper_id": {"$in": ids[:10]}}]
    assert batches([]) == [] and [len(b) for b in batches(ids)] == [IN_BATCH, IN_BATCH, 3]


@pytest.mark.slow
def test_fifty_thousand_rows_ingest_in_one_go_and_the_topic_tools_work(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data", ingest_batch_chunks=2048)
    rows = tmp_path / "rows.jsonl"
    write_rows(rows, ROWS)
    embeddings = WordHashEmbeddings()
    store = Store(settings, WordHashEmbeddings.model_id)
    report = Ingestor(settings, store=store, embeddings=embeddings).ingest([rows])
    assert not report.failed, report.failed[0].error
    assert report.count("added") == ROWS and report.chunks_written == ROWS

    again = Ingestor(settings, store=store, embeddings=embeddings).ingest([rows])  # every title looked up at once
    assert not again.failed and again.count("unchanged") == ROWS and again.chunks_written == 0

    assistant = Assistant(settings, store=store, embeddings=embeddings, mode="extractive")
    scoped = assistant.ask("policy optimization at scale", scope=Scope(date_from="2025-01-01"))  # a $in over all 50k papers
    assert scoped.citations and not scoped.abstained
    overview = assistant.summarize_topic()
    assert overview.citations, overview.body

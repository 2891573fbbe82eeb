"""Ingestion speed: the whole pipeline's chunks/s against the raw encoder on the same texts.

Both numbers come from the same run. The pipeline's time is split into buckets
(encoder, word-piece checks, store writes, store reads, the rest: reading and
chunking) by timing a few methods of the live objects, which costs far less than a
profiler and so does not distort the ratio it explains.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from benchmarks.common import machine, timed

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

    from assistant.settings import Settings
    from ingest.pipeline import Ingestor

BUCKETS = {
    "encoder": ("embeddings", ("embed_documents",)),
    "word_piece_checks": ("embeddings", ("word_pieces",)),
    "store_writes": ("store", ("upsert_chunks", "put_entries", "delete_chunks")),
    "store_reads": ("store", ("existing_chunk_ids", "chunk_ids_for", "get_entries", "entries_by_title", "entry_with_pdf")),
}


@contextmanager
def method_timers(ingestor: Ingestor) -> Iterator[dict[str, float]]:
    """Accumulate wall seconds spent in the BUCKETS' methods while the block runs."""
    spent = {name: 0.0 for name in BUCKETS}
    patched: list[tuple[object, str]] = []

    def wrap(owner: object, method: str, bucket: str) -> None:
        original = getattr(owner, method)

        def timed_call(*args: Any, **kwargs: Any) -> Any:  # stands in for any method, so any signature
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                spent[bucket] += time.perf_counter() - started

        setattr(owner, method, timed_call)
        patched.append((owner, method))

    for bucket, (attribute, methods) in BUCKETS.items():
        for method in methods:
            wrap(getattr(ingestor, attribute), method, bucket)
    try:
        yield spent
    finally:
        for owner, method in patched:
            delattr(owner, method)  # the instance attribute goes; the class method shows again


def measure(settings: Settings, files: list[Path], embeddings: Embeddings) -> dict[str, object]:
    """Ingest ``files`` into ``settings``' store, then encode the stored chunk texts alone."""
    from ingest.pipeline import Ingestor
    from ui.terminal import TqdmProgress

    load_before = machine()["load_average_1min"]
    progress = TqdmProgress()
    ingestor = Ingestor(settings, embeddings=embeddings, progress=progress)
    with method_timers(ingestor) as buckets, timed() as pipeline:
        report = ingestor.ingest(files)
    progress.close()
    texts = [chunk.text for chunk in ingestor.store.iter_chunks()]
    with timed() as encoder:
        embeddings.embed_documents(texts)
    chunks = len(texts)
    other = pipeline.wall - sum(buckets.values())
    return {
        "files": [f.name for f in files],
        "papers": report.count("added"),
        "chunks": chunks,
        "failed_files": [f.path for f in report.failed],
        "pipeline_seconds": round(pipeline.wall, 2),
        "pipeline_cpu_seconds": round(pipeline.cpu, 2),
        "pipeline_chunks_per_s": round(chunks / pipeline.wall, 1),
        "encoder_seconds": round(encoder.wall, 2),
        "encoder_cpu_seconds": round(encoder.cpu, 2),
        "encoder_chunks_per_s": round(chunks / encoder.wall, 1),
        "pipeline_share_of_encoder": round(encoder.wall / pipeline.wall, 3),
        "pipeline_share_of_encoder_cpu": round(encoder.cpu / pipeline.cpu, 3),
        "pipeline_breakdown_seconds": {**{k: round(v, 2) for k, v in buckets.items()}, "reading_chunking_other": round(other, 2)},
        "load_average_before": load_before,
        "load_average_after": machine()["load_average_1min"],
    }

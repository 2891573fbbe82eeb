"""Growth from 1k to 100k chunks: ingest time and query latency at each size.

One store grows through the sizes (1k, then +9k, then +90k synthetic papers, one
chunk each; see ``benchmarks.synthetic``); after each step the BM25 index is rebuilt
and queries are timed. Ingest here runs the real pipeline with synthetic vectors, so
its time is everything but the encoder; the report adds the encoder at the chunks/s
the ingest-speed section measured in the same run.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks.common import machine, timed
from benchmarks.latency import full_path_settings, query_latency
from benchmarks.synthetic import PaperFactory, SyntheticEmbeddings, sentence_pool

if TYPE_CHECKING:
    from assistant.embeddings import LocalMiniLM
    from assistant.settings import Settings

QUICK_SIZES = (1_000, 10_000)
FULL_SIZES = (1_000, 10_000, 100_000)


def measure_growth(
    settings: Settings,
    abstracts: list[str],
    questions: list[str],
    encoder: LocalMiniLM,
    sizes: Iterable[int],
    on_step: Callable[[dict[str, object]], None] | None = None,
) -> dict[str, object]:
    """Grow a store through ``sizes`` chunks; returns per-size ingest and latency figures (``on_step`` sees each as it ends)."""
    from assistant.answering import Assistant
    from assistant.embeddings import LocalMiniLM
    from assistant.store import Store
    from ingest.pipeline import Ingestor

    pool = sentence_pool(abstracts)
    with timed() as pool_time:
        synthetic = SyntheticEmbeddings(encoder.embed_array(pool), pool)
    factory = PaperFactory(pool, synthetic)
    store = Store(settings, LocalMiniLM.model_id)
    ingestor = Ingestor(settings, store=store, embeddings=synthetic)
    assistant = Assistant(full_path_settings(settings), store=store, embeddings=encoder)
    steps, total_ingest = [], 0.0
    with tempfile.TemporaryDirectory(prefix="paperchat-synthetic-") as tmp:
        for size in sizes:
            files = factory.write(size - factory.made, Path(tmp) / str(size))
            with timed() as ingest:
                report = ingestor.ingest(files)
            with timed() as bm25:
                assistant.retriever.lexical()
            total_ingest += ingest.wall
            steps.append(
                {
                    "chunks": store.chunk_count(),
                    "step_chunks_written": report.chunks_written,
                    "ingest_step_s": round(ingest.wall, 2),
                    "ingest_total_s": round(total_ingest, 2),
                    "bm25_build_s": round(bm25.wall, 2),
                    "latency": query_latency(assistant, questions, f"{size:,} chunks"),
                    "load_average_1min": machine()["load_average_1min"],
                }
            )
            if on_step:
                on_step(steps[-1])
    return {"pool_sentences": len(pool), "pool_encoding_s": round(pool_time.wall, 2), "steps": steps}


def main(argv: list[str] | None = None) -> int:
    """Run the growth benchmark alone into a kept data folder (so ``cold_start`` can time the big store after)."""
    import argparse
    import json

    from assistant.embeddings import LocalMiniLM
    from assistant.settings import Settings
    from benchmarks.common import shared_data
    from benchmarks.sections import Plan, _pool_abstracts

    parser = argparse.ArgumentParser(prog="python -m benchmarks.scale", description=main.__doc__)
    parser.add_argument("data_dir", type=Path, help="an empty folder to grow the store in")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(FULL_SIZES))
    parser.add_argument("--out", type=Path, help="write the results as JSON here")
    args = parser.parse_args(argv)
    shared = shared_data()
    questions = Plan.make(False, shared, args.sizes, None).latency_questions()
    settings = Settings(data_dir=args.data_dir)
    results = measure_growth(
        settings, _pool_abstracts(shared), questions, LocalMiniLM(), args.sizes, lambda step: print(json.dumps(step), flush=True)
    )
    text = json.dumps(results, indent=2)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Ingestion speed: the whole pipeline's chunks/s against the raw encoder on the same texts.

Usage: .venv/bin/python benchmarks/ingest_speed.py [--limit N] [FILES...]
Defaults to ../shared/testdata/corpus/rl_related_arxiv_abstracts.jsonl. Both numbers
come from the same run on the same machine, so machine noise mostly cancels out.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "testdata" / "corpus" / "rl_related_arxiv_abstracts.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, default=[CORPUS])
    parser.add_argument("--limit", type=int, help="only the first N lines of a JSONL file")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "ingest_speed.json")
    args = parser.parse_args()

    from assistant import offline
    from assistant.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp) / "data")
        offline.prepare(settings.tiktoken_cache_dir)
        files = _limited(args.files, args.limit, Path(tmp))
        result = measure(settings, files)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


def _limited(files: list[Path], limit: int | None, tmp: Path) -> list[Path]:
    if not limit:
        return files
    out = []
    for path in files:
        if path.suffix == ".jsonl":
            cut = tmp / path.name
            cut.write_text("".join(path.read_text().splitlines(keepends=True)[:limit]))
            path = cut
        out.append(path)
    return out


def measure(settings, files: list[Path]) -> dict[str, object]:  # type: ignore[no-untyped-def]
    from assistant.embeddings import get_embeddings
    from ingest.pipeline import Ingestor
    from ingest.plugin import TqdmProgress

    embeddings = get_embeddings(settings)
    ingestor = Ingestor(settings, embeddings=embeddings, progress=TqdmProgress())
    started = time.perf_counter()
    report = ingestor.ingest(files)
    pipeline_s = time.perf_counter() - started
    texts = [text for _cid, text, _meta in ingestor.store.iter_chunks()]
    started = time.perf_counter()
    embeddings.embed_documents(texts)
    encoder_s = time.perf_counter() - started
    chunks = len(texts)
    return {
        "files": [str(f) for f in files],
        "papers": report.count("added"),
        "chunks": chunks,
        "pipeline_seconds": round(pipeline_s, 2),
        "pipeline_chunks_per_s": round(chunks / pipeline_s, 1),
        "encoder_seconds": round(encoder_s, 2),
        "encoder_chunks_per_s": round(chunks / encoder_s, 1),
        "pipeline_share_of_encoder": round(encoder_s / pipeline_s, 3),
    }


if __name__ == "__main__":
    main()

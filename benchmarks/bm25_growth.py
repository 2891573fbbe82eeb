"""What the BM25 index costs each app instance as the corpus grows: build time, size, memory.

Every app instance builds its own index from every chunk when the store's generation
changes (``assistant.lexical``), so at a million abstracts this is the cost each instance
pays after each ingest. ``python -m benchmarks.bm25_growth --sizes 10000 100000`` builds
``LexicalIndex`` over N synthetic abstracts (4-8 real corpus sentences each, so the
vocabulary is the corpus's) in a fresh process per size, so peak RSS is that build's
alone, then loads it memory-mapped as an instance does and answers one query. Reading the
chunks back from Chroma is not included (``benchmarks.scale`` times the whole rebuild).
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.common import CORPUS, RESULTS, SEEDS, machine, write_results

SIZES = (10_000, 100_000)
QUERY = "How does reward model overoptimization affect policy optimization?"


def _rss_mb() -> float:
    """Peak RSS of this process so far (Linux reports kB)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _sentences() -> list[str]:
    from assistant.sentences import split_sentences

    if CORPUS.is_file():
        abstracts = [json.loads(line)["abstract"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
    else:
        from ingest.readers import read_file

        abstracts = [p.abstract or "" for path in sorted(SEEDS.glob("*.txt")) for p in read_file(path).papers]
    return sorted({s for text in abstracts for s in split_sentences(text) if len(s) >= 30})


def build_once(size: int) -> dict[str, Any]:
    """One size, in this process: texts, build, save, then a memory-mapped load and one query."""
    from assistant.lexical import LexicalIndex

    pool = _sentences()
    rng = random.Random(size)
    texts = [" ".join(rng.sample(pool, rng.randint(4, 8))) for _ in range(size)]
    ids = [f"{n:016x}" for n in range(size)]
    papers = [f"p{n}" for n in range(size)]
    before = _rss_mb()
    started = time.perf_counter()
    index = LexicalIndex.build(ids, texts, papers)
    built = time.perf_counter() - started
    peak = _rss_mb()
    with tempfile.TemporaryDirectory(prefix="paperchat-bm25-") as tmp:
        folder = Path(tmp) / "bm25"
        started = time.perf_counter()
        index.save(folder, "g1")
        saved = time.perf_counter() - started
        disk = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
        del index
        started = time.perf_counter()
        loaded = LexicalIndex.load(folder, "g1")
        assert loaded is not None
        hits = loaded.search(QUERY, 10)
        load_s = time.perf_counter() - started
    return {
        "chunks": size,
        "pool_sentences": len(pool),
        "mean_chars": round(sum(map(len, texts)) / size),
        "build_s": round(built, 2),
        "save_s": round(saved, 2),
        "load_and_query_s": round(load_s, 3),
        "disk_mb": round(disk / 1e6, 1),
        "rss_before_build_mb": before,
        "peak_rss_mb": peak,
        "hits": len(hits),
    }


def measure(sizes: tuple[int, ...] = SIZES) -> dict[str, Any]:
    """Each size in a fresh interpreter (``--child``), so one build's memory never counts for another."""
    steps = []
    for size in sizes:
        load = machine()["load_average_1min"]
        command = [sys.executable, "-m", "benchmarks.bm25_growth", "--child", str(size)]
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        step = json.loads(done.stdout)
        step.update(load_before=load, load_after=machine()["load_average_1min"])
        steps.append(step)
        print(f"  bm25: {size:,} chunks built in {step['build_s']} s, {step['disk_mb']} MB", flush=True)
    return {"steps": steps, "source": "corpus sentences" if CORPUS.is_file() else "seed sentences"}


def report_lines(results: dict[str, Any]) -> list[str]:
    if not results:
        return []
    lines = [
        "## BM25 index per app instance (build alone, no Chroma read)",
        "",
        "| chunks | build s | save s | on disk MB | RSS before / peak MB | mmap load + query s | load |",
        "|---|---|---|---|---|---|---|",
    ]
    for s in results["steps"]:
        lines.append(
            f"| {s['chunks']:,} | {s['build_s']} | {s['save_s']} | {s['disk_mb']} | "
            f"{s['rss_before_build_mb']} / {s['peak_rss_mb']} | {s['load_and_query_s']} | {s['load_before']}→{s['load_after']} |"
        )
    return [*lines, ""]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bm25_growth", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)  # one size, JSON on stdout
    parser.add_argument("--out", type=Path, default=RESULTS / "bm25_growth.json")
    args = parser.parse_args(argv)
    if args.child:
        sys.stdout.write(json.dumps(build_once(args.child)) + "\n")
        return 0
    results = measure(tuple(args.sizes))
    write_results(args.out, results, report_lines(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

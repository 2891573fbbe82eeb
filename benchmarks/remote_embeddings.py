"""Ingest through an OpenAI-compatible embeddings endpoint: what concurrency and batch size buy.

``python -m benchmarks.remote_embeddings`` (also a section of ``make bench``) starts the
loopback server of ``benchmarks.embeddings_server`` with an artificial cost per request
(``--latency``, default 100 ms: a round trip) and per text (``--per-input``, default 2 ms:
the server's compute), then measures

* **raw rate**: texts/s of ``RemoteEmbeddings.embed_array`` over real abstracts, for
  concurrency 1, 2, 4, 8 and two batch sizes; concurrency 1 is the sequential baseline
  (what langchain's client did), measured in the same run;
* **end to end**: ``paperchat ingest`` of N abstracts (a fresh process, as a user runs it)
  into a real ``chroma run`` server through the endpoint, at concurrency 1, 4 (the
  default) and 8, plus once against a server with no latency at all: the floor set by
  everything but the embeddings (chunking, sentence splitting, Chroma writes, catalog).

The server sleeps instead of computing, so it scales with concurrency without limit: the
figures measure how well the client hides a remote server's latency, not any real
server's throughput, which caps them in practice. Results: benchmarks/results/remote_embeddings.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from benchmarks.common import CORPUS, RESULTS, free_port, machine, wait_http, write_results
from benchmarks.embeddings_server import EmbeddingsServer
from benchmarks.synthetic import write_rows

CONCURRENCY = (1, 2, 4, 8)
BATCHES = (32, 128)
E2E_CONCURRENCY = (1, 4, 8)
CHROMA = Path(sys.executable).with_name("chroma")
PAPERCHAT = Path(sys.executable).with_name("paperchat")


def abstracts_file(count: int, folder: Path) -> Path:
    """The first ``count`` corpus abstracts as JSONL (generated rows when the corpus is absent)."""
    path = folder / f"abstracts_{count}.jsonl"
    if not CORPUS.is_file():
        return write_rows(path, count)
    with CORPUS.open(encoding="utf-8") as source:
        path.write_text("".join(line for _, line in zip(range(count), source)), encoding="utf-8")
    return path


def texts_of(path: Path) -> list[str]:
    """What ingest embeds first for an abstract: its title and text."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [f"{row['title']}\n\n{row['abstract']}" for row in rows]


def raw_rates(server: EmbeddingsServer, texts: list[str]) -> list[dict[str, Any]]:
    """texts/s for each concurrency and batch size, one ``embed_array`` over all ``texts`` each."""
    from assistant.remote_embeddings import RemoteEmbeddings
    from assistant.settings import Settings

    rows = []
    for batch in BATCHES:
        for concurrency in CONCURRENCY:
            settings = Settings(
                embeddings="openai", embeddings_base_url=server.url, embed_remote_batch=batch, embed_concurrency=concurrency
            )
            client = RemoteEmbeddings(settings)
            server.reset()
            started, cpu = time.perf_counter(), time.process_time()
            client.embed_array(texts)
            wall = time.perf_counter() - started
            client.close()
            rows.append(
                {
                    "batch": batch,
                    "concurrency": concurrency,
                    "texts": len(texts),
                    "seconds": round(wall, 3),
                    "texts_per_s": round(len(texts) / wall, 1),
                    "cpu_s": round(time.process_time() - cpu, 3),  # client and server threads of this process
                    "requests": server.stats.requests,
                    "max_in_flight": server.stats.max_in_flight,
                    "load_average_1min": machine()["load_average_1min"],
                }
            )
            print(f"  raw: batch {batch}, concurrency {concurrency}: {rows[-1]['texts_per_s']} texts/s", flush=True)
    return rows


@contextmanager
def chroma_server(folder: Path) -> Iterator[str]:
    """A real ``chroma run`` on a free loopback port; its URL until the block ends."""
    port = free_port()
    log = (folder / "chroma.log").open("wb")
    command = [str(CHROMA), "run", "--host", "127.0.0.1", "--port", str(port), "--path", str(folder / "db")]
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        if not wait_http(url + "/api/v2/heartbeat", process, time.perf_counter() + 90):
            raise RuntimeError(f"chroma run did not answer; see {folder / 'chroma.log'}")
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)
        log.close()


def ingest_once(file: Path, chroma_url: str, server: EmbeddingsServer, concurrency: int, folder: Path) -> dict[str, Any]:
    """``paperchat ingest FILE --json`` into a fresh collection of the Chroma server, through ``server``."""
    name = f"bench{concurrency}_{int(server.latency * 1000)}"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "PAPERCHAT_"))}
    env.update(
        PAPERCHAT_DATA_DIR=str(folder / name),
        PAPERCHAT_CHROMA_URL=chroma_url,
        PAPERCHAT_COLLECTION=name,
        PAPERCHAT_EMBEDDINGS="openai",
        PAPERCHAT_EMBEDDINGS_BASE_URL=server.url,
        PAPERCHAT_EMBED_CONCURRENCY=str(concurrency),
        ORT_DISABLE_TELEMETRY="1",
        ANONYMIZED_TELEMETRY="False",
    )
    server.reset()
    load = machine()["load_average_1min"]
    started = time.perf_counter()
    done = subprocess.run([str(PAPERCHAT), "ingest", str(file), "--json", "--quiet"], env=env, capture_output=True, text=True)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"ingest failed: {done.stderr[-2000:]}")
    report = json.loads(done.stdout)
    papers = int(report["added"])
    return {
        "concurrency": concurrency,
        "server_latency_s": server.latency,
        "server_per_input_s": server.per_input,
        "abstracts": papers,
        "chunks_written": report["chunks_written"],
        "ingest_s": report["seconds"],  # inside the process: what grows with the corpus
        "process_s": round(wall, 2),  # with interpreter start and imports
        "abstracts_per_s": round(papers / report["seconds"], 1),
        "texts_embedded": server.stats.inputs,
        "chars_embedded": server.stats.chars,
        "requests": server.stats.requests,
        "max_in_flight": server.stats.max_in_flight,
        "load_before": load,
        "load_after": machine()["load_average_1min"],
    }


def end_to_end(file: Path, latency: float, per_input: float, folder: Path) -> list[dict[str, Any]]:
    """Ingest ``file`` into one Chroma server at each concurrency, then once with a zero-cost endpoint."""
    rows = []
    with chroma_server(folder) as chroma_url:
        with EmbeddingsServer(latency, per_input) as server:
            for concurrency in E2E_CONCURRENCY:
                rows.append(ingest_once(file, chroma_url, server, concurrency, folder))
                print(f"  ingest: concurrency {concurrency}: {rows[-1]['abstracts_per_s']} abstracts/s", flush=True)
        with EmbeddingsServer(0.0, 0.0) as free:
            rows.append(ingest_once(file, chroma_url, free, max(E2E_CONCURRENCY), folder))
            print(f"  ingest, zero-cost endpoint: {rows[-1]['abstracts_per_s']} abstracts/s", flush=True)
    return rows


def measure(abstracts: int = 1000, texts: int = 2048, latency: float = 0.1, per_input: float = 0.002) -> dict[str, Any]:
    """Both measurements on one server configuration; the figures ``make bench`` records."""
    with tempfile.TemporaryDirectory(prefix="paperchat-remote-") as tmp:
        folder = Path(tmp)
        source = texts_of(abstracts_file(texts, folder))
        with EmbeddingsServer(latency, per_input) as server:
            raw = raw_rates(server, source)
        e2e = end_to_end(abstracts_file(abstracts, folder), latency, per_input, folder)
    return {
        "server": {"latency_s": latency, "per_input_s": per_input, "dimension": 384},
        "source": "corpus abstracts" if CORPUS.is_file() else "generated rows",
        "raw": raw,
        "ingest": e2e,
        "machine": machine(),
    }


def report_lines(results: dict[str, Any]) -> list[str]:
    """The section of results.md: raw rate per concurrency and batch, then end-to-end ingest."""
    if not results:
        return []
    server = results["server"]
    lines = [
        "## Remote embeddings endpoint (loopback, artificial latency)",
        "",
        f"Server: {server['latency_s'] * 1000:.0f} ms per request + {server['per_input_s'] * 1000:g} ms per text "
        "(sleeps, so it never saturates); concurrency 1 is the sequential baseline.",
        "",
        "| batch | concurrency | texts/s | requests | most in flight |",
        "|---|---|---|---|---|",
    ]
    lines += [
        f"| {r['batch']} | {r['concurrency']} | {r['texts_per_s']} | {r['requests']} | {r['max_in_flight']} |"
        for r in results["raw"]
    ]
    lines += ["", "| ingest (Chroma server) | abstracts | abstracts/s | texts embedded | load |", "|---|---|---|---|---|"]
    for r in results["ingest"]:
        what = f"concurrency {r['concurrency']}" if r["server_latency_s"] else "zero-cost endpoint"
        lines.append(
            f"| {what} | {r['abstracts']} | {r['abstracts_per_s']} | {r['texts_embedded']} | {r['load_before']}→{r['load_after']} |"
        )
    return [*lines, ""]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.remote_embeddings", description=__doc__.splitlines()[0])
    parser.add_argument("--abstracts", type=int, default=1000, help="abstracts ingested end to end (default 1000)")
    parser.add_argument("--texts", type=int, default=2048, help="texts of each raw-rate run (default 2048)")
    parser.add_argument("--latency", type=float, default=0.1, help="server seconds per request (default 0.1)")
    parser.add_argument("--per-input", type=float, default=0.002, help="server seconds per text (default 0.002)")
    parser.add_argument("--out", type=Path, default=RESULTS / "remote_embeddings.json")
    args = parser.parse_args(argv)
    results = measure(args.abstracts, args.texts, args.latency, args.per_input)
    write_results(args.out, results, report_lines(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

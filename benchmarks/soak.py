"""``make soak``: paperchat kept busy the way users keep it busy (issue 16).

Three figures, each from real processes, written to benchmarks/results/soak.json:

- **App and CLI together**: ``paperchat ui`` answers questions in a loop (a client thread)
  while ``paperchat ingest`` adds papers in several runs into the same data folder;
  answers, errors, and how many Papers-page reads after an ingest still missed its papers.
- **100k rows**: one JSONL of 100,000 papers ingested in one go, wall time and peak RSS.
  Vectors come from a word-hash stand-in (``--rows`` to change the size): the MiniLM
  encoder at ~60 abstracts/s would add ~28 minutes and is measured by ``make bench``.
- **500-page PDF**: ``paperchat ingest`` of a generated 500-page PDF, peak RSS and time.

``python -m benchmarks.soak [--papers N] [--rows N] [--pages N]``
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from benchmarks.common import RESULTS, ROOT, free_port, wait_http
from benchmarks.synthetic import write_rows

MEASURED = "import resource, subprocess, sys\nsubprocess.run(sys.argv[1:], check=False)\nprint(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"


def paperchat(data: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PAPERCHAT_DATA_DIR": str(data), **env}
    return subprocess.run([sys.executable, "-m", "ui.cli", *args], capture_output=True, text=True, env=environment, cwd=ROOT)


# --- the app and the CLI together -------------------------------------------------------


def app_and_cli(workdir: Path, papers: int, runs: int = 5) -> dict[str, Any]:
    from gradio_client import Client

    data = workdir / "app-data"
    first = paperchat(data, "ingest", str(ROOT / "seeds"), "--quiet")
    assert first.returncode == 0, first.stderr
    port = free_port()
    env = {**os.environ, "PAPERCHAT_DATA_DIR": str(data), "GRADIO_ANALYTICS_ENABLED": "False"}
    log = (workdir / "app.log").open("wb")
    app = subprocess.Popen([sys.executable, "-m", "ui.cli", "ui", "--port", str(port)], env=env, cwd=ROOT, stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}/"
    try:
        if not wait_http(url, app, time.perf_counter() + 240):
            raise RuntimeError(f"the app did not answer at {url}; see {workdir / 'app.log'}")
        asker = _Asker(Client(url, verbose=False, analytics_enabled=False, download_files=False))
        asker.start()
        reader = Client(url, verbose=False, analytics_enabled=False, download_files=False)
        per_run, stale_reads, ingest_seconds = papers // runs, 0, 0.0
        for run in range(runs):
            rows = write_rows(workdir / f"run{run}.jsonl", per_run, start=run * per_run)
            started = time.perf_counter()
            done = paperchat(data, "ingest", str(rows), "--quiet")
            ingest_seconds += time.perf_counter() - started
            assert done.returncode == 0, done.stderr
            newest = f"Scaled study {run * per_run + per_run - 1} of"
            while newest not in reader.predict(newest, [], api_name="/papers")[1]:
                stale_reads += 1
                time.sleep(0.2)
        asker.stop.set()
        asker.join(timeout=300)
    finally:
        app.terminate()
        app.wait(timeout=30)
        log.close()
    return {
        "papers_ingested_by_cli": per_run * runs,
        "cli_runs": runs,
        "cli_ingest_seconds": round(ingest_seconds, 1),
        "answers": asker.answers,
        "errors": len(asker.failures),
        "first_errors": asker.failures[:3],
        "stale_papers_reads_after_an_ingest": stale_reads,
    }


class _Asker(threading.Thread):
    def __init__(self, client: Any) -> None:
        super().__init__(daemon=True)
        self.client, self.stop, self.answers, self.failures = client, threading.Event(), 0, []  # type: ignore[var-annotated]

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                chat = self.client.predict("How do policy optimization methods use reward models?", [], api_name="/ask")[0]
                content = chat[-1]["content"]
                text = content if isinstance(content, str) else "".join(p.get("text", "") for p in content if isinstance(p, dict))
                if "extractive" not in text:
                    self.failures.append(text[:200])
            except Exception as err:  # noqa: BLE001 - every failed call is counted, whatever it was
                self.failures.append(f"{type(err).__name__}: {err}"[:200])
            self.answers += 1


# --- 100k rows and a 500-page PDF -------------------------------------------------------


def many_rows(workdir: Path, rows: int) -> dict[str, Any]:
    """Run in a child process so its peak RSS is its own."""
    code = (
        "import json, sys, time, resource\n"
        "from pathlib import Path\n"
        "from benchmarks.synthetic import WordHashEmbeddings\n"
        "from assistant.settings import Settings\n"
        "from assistant.store import Store\n"
        "from ingest.pipeline import Ingestor\n"
        "settings = Settings(data_dir=Path(sys.argv[1]), ingest_batch_chunks=2048)\n"
        "store = Store(settings, WordHashEmbeddings.model_id)\n"
        "started = time.perf_counter()\n"
        "report = Ingestor(settings, store=store, embeddings=WordHashEmbeddings()).ingest([sys.argv[2]])\n"
        "seconds = time.perf_counter() - started\n"
        "print(json.dumps({'rows': report.count('added'), 'failed': len(report.failed), 'seconds': round(seconds, 1),"
        " 'peak_rss_mb': resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}))\n"
    )
    source = write_rows(workdir / "rows.jsonl", rows)
    done = subprocess.run(
        [sys.executable, "-c", code, str(workdir / "rows-data"), str(source)], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def long_pdf(workdir: Path, pages: int) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT / "tests"))
    from pdf_factory import make_long_pdf

    pdf = make_long_pdf(workdir / "long.pdf", pages)
    env = {**os.environ, "PAPERCHAT_DATA_DIR": str(workdir / "pdf-data")}
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, sys.executable, "-m", "ui.cli", "ingest", str(pdf), "--quiet", "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    *report, peak_kib = done.stdout.strip().splitlines()
    written = json.loads("\n".join(report))["chunks_written"]
    return {
        "pages": pages,
        "chunks": written,
        "seconds": round(time.perf_counter() - started, 1),
        "peak_rss_mb": int(peak_kib) // 1024,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__)
    parser.add_argument("--papers", type=int, default=500, help="papers the CLI ingests while the app answers")
    parser.add_argument("--rows", type=int, default=100_000, help="rows of the one-file ingest")
    parser.add_argument("--pages", type=int, default=500, help="pages of the generated PDF")
    args = parser.parse_args(argv)
    results: dict[str, Any] = {"machine": {"cpus": os.cpu_count(), "load_1min": round(os.getloadavg()[0], 1)}}
    with tempfile.TemporaryDirectory(prefix="paperchat-soak-") as tmp:
        work = Path(tmp)
        for name, run in (
            ("app_and_cli", lambda: app_and_cli(work, args.papers)),
            ("pdf", lambda: long_pdf(work, args.pages)),
            ("rows", lambda: many_rows(work, args.rows)),
        ):
            results[name] = run()
            print(name, json.dumps(results[name]), flush=True)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "soak.json").write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

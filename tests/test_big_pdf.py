"""A big PDF: memory bounded by the batch settings, and a kill mid-file resumes where it stopped.

One PDF is one paper and so one commit unit; its chunks used to be embedded and written in
one go, so a kill lost the whole file's work, and onnxruntime's arena (grown to the
largest batch of 32 full-length chunks, never given back) took a 500-page PDF to 1.1-1.7 GB.
Now the chunks are written ``PAPERCHAT_INGEST_BATCH_CHUNKS`` at a time, the encoder runs
at most 4,096 padded word pieces at once and gives its arena back after each run. The
PDFs are generated; the ingests are real ``paperchat`` processes.
"""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
from conftest import CACHE
from pdf_factory import make_long_pdf
from processes import cli_command, cli_env, paperchat

from assistant.embeddings import LocalMiniLM
from assistant.settings import Settings
from assistant.store import Store

PEAK_MB = 900
# ``paperchat ARGS`` in a child of a small wrapper, which prints the child's peak RSS in KiB.
MEASURED = "import resource, subprocess, sys\nsubprocess.run(sys.argv[1:], check=False)\nprint(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"


def chunk_ids(data: Path) -> set[str]:
    store = Store(Settings(data_dir=data, cache_dir=CACHE), LocalMiniLM.model_id)
    return {c.chunk_id for c in store.iter_chunks()}


def committed_chunks(data: Path) -> int:
    """How many chunks the store holds, read straight from Chroma's SQLite file: a poll that takes
    milliseconds. Opening a Store per poll took seconds on a loaded machine, long enough for the whole
    file to be written before the kill landed (CI, session 12). 0 while the file or its tables are not
    there yet, or the writer holds the lock."""
    path = data / "chroma" / "chroma.sqlite3"
    if not path.exists():
        return 0
    query = (
        "SELECT count(*) FROM embeddings e JOIN segments s ON e.segment_id = s.id JOIN collections c ON s.collection = c.id "
        "WHERE c.name = 'paperchat_chunks' AND s.scope = 'METADATA'"
    )
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=0.1)) as db:
            return int(db.execute(query).fetchone()[0])
    except sqlite3.Error:
        return 0


@pytest.mark.slow
def test_a_500_page_pdf_ingests_under_900_mb(tmp_path: Path) -> None:
    pdf = make_long_pdf(tmp_path / "long.pdf", 500)
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, *cli_command("ingest", str(pdf), "--quiet", "--json")],
        capture_output=True,
        text=True,
        env=cli_env(tmp_path / "data"),
        timeout=1800,
    )
    *report, peak_kib = done.stdout.strip().splitlines()
    assert json.loads("\n".join(report))["added"] == 1, done.stderr
    peak_mb = int(peak_kib) / 1024
    print(f"\n500-page PDF: peak RSS {peak_mb:.0f} MB")
    assert peak_mb < PEAK_MB


@pytest.mark.slow
def test_a_kill_in_the_middle_of_a_pdf_keeps_the_finished_batches(tmp_path: Path) -> None:
    # 300 pages and a kill at the first committed batch, seen by a poll that reads SQLite directly: with
    # 150 pages and a kill at the second, and later with a poll that opened the store, a loaded machine
    # saw the whole file written before the kill landed.
    pdf = make_long_pdf(tmp_path / "long.pdf", 300)
    data = tmp_path / "data"
    env = cli_env(data, PAPERCHAT_INGEST_BATCH_CHUNKS="8")
    victim = subprocess.Popen(cli_command("ingest", str(pdf), "--quiet"), env=env, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 600
    while committed_chunks(data) < 8 and victim.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert victim.poll() is None, "the ingest finished before it could be killed; give it more pages"
    victim.send_signal(signal.SIGKILL)
    victim.wait(timeout=30)
    kept = chunk_ids(data)
    assert len(kept) >= 8, "nothing of the file was kept"

    again = paperchat(data, "ingest", str(pdf), "--quiet", "--json", PAPERCHAT_INGEST_BATCH_CHUNKS="8")
    assert again.returncode == 0, again.stderr
    report = json.loads(again.stdout)
    final = chunk_ids(data)
    assert kept < final and report["added"] == 1
    assert report["chunks_written"] == len(final - kept)  # only what the kill had not committed

    reference = tmp_path / "reference"
    assert paperchat(reference, "ingest", str(pdf), "--quiet").returncode == 0
    assert chunk_ids(reference) == final  # the same store as an uninterrupted ingest

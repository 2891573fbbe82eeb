"""An ingest killed with SIGKILL and run again ends exactly where an uninterrupted run ends.

The victims are real ``paperchat ingest`` processes; the uninterrupted reference and the
re-run after each kill are the same Ingestor in this process (the model is loaded once,
not twenty times: the resume logic under test is the pipeline's, not the process's).
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import time
from pathlib import Path

import pytest
from conftest import CACHE
from processes import cli_command, cli_env

from assistant.embeddings import LocalMiniLM
from assistant.settings import Settings
from assistant.store import Store
from ingest.pipeline import Ingestor

KILL_POINTS = int(os.environ.get("PAPERCHAT_TEST_KILL_POINTS", "10"))
CORPUS_PAPERS = 200  # 20 write batches of 10 chunks: commit points for the kills to land between, kept small for time
BATCH_CHUNKS = 10


def _corpus(path: Path, n: int) -> Path:
    rows = [
        {
            "title": f"Study {i} of credit assignment in language model reinforcement learning",
            "abstract": f"Study {i} measures the variance of the policy gradient.",
            "authors": "A. One, B. Two",
        }
        for i in range(n)
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _victim(data: Path, corpus: Path) -> subprocess.Popen[bytes]:
    """``paperchat ingest`` in a subprocess, its progress bar on a pipe for ``_kill_after``."""
    return subprocess.Popen(
        cli_command("--data-dir", str(data), "ingest", str(corpus)),
        env=cli_env(data, PAPERCHAT_INGEST_BATCH_CHUNKS=str(BATCH_CHUNKS)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _ingest(data: Path, corpus: Path, embeddings: LocalMiniLM) -> None:
    """What the command does, to the end, in this process (same settings as the victims)."""
    settings = Settings(data_dir=data, cache_dir=CACHE, ingest_batch_chunks=BATCH_CHUNKS)
    report = Ingestor(settings, embeddings=embeddings).ingest([corpus])
    assert not report.failed, [f.error for f in report.failed]


def _kill_after(victim: subprocess.Popen[bytes], chunks: int, extra: float) -> bool:
    """SIGKILL once the progress bar reports ``chunks`` committed, ``extra`` seconds later.

    Following the run's own progress (not the clock) spreads the kills over the write
    phase however loaded the machine is; ``extra`` lands some of them inside a batch.
    Returns False when the run finished first.
    """
    assert victim.stderr is not None
    buffer = b""
    while True:
        block = victim.stderr.read1(4096)  # type: ignore[attr-defined]
        if not block:
            return False
        buffer = (buffer + block)[-4096:]
        done = [int(n) for n in re.findall(rb"(\d+)/\d+ \[", buffer)]
        if done and max(done) >= chunks:
            time.sleep(extra)
            if victim.poll() is not None:
                return False
            victim.send_signal(signal.SIGKILL)
            victim.wait(timeout=30)
            return True


def _state(data: Path) -> tuple[list[str], list[str]]:
    store = Store(Settings(data_dir=data), LocalMiniLM.model_id)
    chunks = sorted(c.chunk_id for c in store.iter_chunks())
    return chunks, sorted(e.to_json() for e in store.all_entries())


@pytest.mark.slow
def test_sigkill_at_random_points_then_rerun_matches_uninterrupted(tmp_path: Path, embeddings: LocalMiniLM) -> None:
    corpus = _corpus(tmp_path / "corpus.jsonl", CORPUS_PAPERS)
    _ingest(tmp_path / "reference", corpus, embeddings)
    expected = _state(tmp_path / "reference")
    assert len(expected[0]) >= CORPUS_PAPERS and len(expected[1]) == CORPUS_PAPERS

    rng = random.Random(20261130)
    partials: list[tuple[int, int]] = []  # (papers, chunks) left by each kill that landed
    for point in range(KILL_POINTS):
        data = tmp_path / f"killed-{point}"
        victim = _victim(data, corpus)
        if _kill_after(victim, rng.randrange(len(expected[0])), rng.uniform(0, 0.2)):
            chunks, entries = _state(data)
            partials.append((len(entries), len(chunks)))
        assert victim.wait(timeout=300) in (0, -signal.SIGKILL)
        _ingest(data, corpus, embeddings)
        assert _state(data) == expected, f"state differs after kill point {point}"
    mid_write = [p for p in partials if 0 < p[0] < CORPUS_PAPERS or 0 < p[1] < len(expected[0])]
    print(f"\n{KILL_POINTS} kill points, {len(partials)} SIGKILLs landed, {len(mid_write)} mid-write: {partials}")
    assert len(partials) >= KILL_POINTS * 0.7, f"most victims finished before their kill: {partials}"
    assert len(mid_write) >= KILL_POINTS // 2, f"too few kills landed while the store was half written: {partials}"

"""An ingest killed with SIGKILL and run again ends exactly where an uninterrupted run ends."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from assistant.embeddings import LocalMiniLM
from assistant.settings import Settings
from assistant.store import Store

KILL_POINTS = int(os.environ.get("PAPERCHAT_TEST_KILL_POINTS", "10"))
CORPUS_PAPERS = 300  # 15 write batches of 20 chunks: commit points for the kills to land between, in < 90 s


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


def _run(data: Path, corpus: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "assistant.cli", "--data-dir", str(data), "ingest", "--quiet", str(corpus)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _wait_for_store(data: Path, process: subprocess.Popen[bytes]) -> float:
    """The moment the store file appears: kills are spread over the writing that follows."""
    while not (data / "chroma" / "chroma.sqlite3").exists() and process.poll() is None:
        time.sleep(0.01)
    return time.monotonic()


def _state(data: Path) -> tuple[list[str], list[str]]:
    store = Store(Settings(data_dir=data), LocalMiniLM.model_id)
    chunks = sorted(cid for cid, _t, _m in store.iter_chunks())
    return chunks, sorted(e.to_json() for e in store.all_entries())


@pytest.mark.slow
def test_sigkill_at_random_points_then_rerun_matches_uninterrupted(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus.jsonl", CORPUS_PAPERS)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1]), "PAPERCHAT_INGEST_BATCH_CHUNKS": "20"}
    started = time.monotonic()
    reference = _run(tmp_path / "reference", corpus, env)
    opened = _wait_for_store(tmp_path / "reference", reference) - started
    assert reference.wait(timeout=300) == 0
    writing = time.monotonic() - started - opened
    expected = _state(tmp_path / "reference")
    assert len(expected[0]) >= CORPUS_PAPERS and len(expected[1]) == CORPUS_PAPERS

    rng = random.Random(20261130)
    partials: list[tuple[int, int]] = []  # (papers, chunks) left by each kill that landed
    for point in range(KILL_POINTS):
        data = tmp_path / f"killed-{point}"
        victim = _run(data, corpus, env)
        _wait_for_store(data, victim)
        time.sleep(rng.uniform(0.05, 0.95) * writing)
        if victim.poll() is None:
            victim.send_signal(signal.SIGKILL)
            victim.wait(timeout=30)
            chunks, entries = _state(data)
            partials.append((len(entries), len(chunks)))
        assert _run(data, corpus, env).wait(timeout=300) == 0
        assert _state(data) == expected, f"state differs after kill point {point}"
    mid_write = [p for p in partials if 0 < p[0] < CORPUS_PAPERS or 0 < p[1] < len(expected[0])]
    print(f"\n{KILL_POINTS} kill points, {len(partials)} SIGKILLs landed, {len(mid_write)} mid-write: {partials}")
    assert len(partials) >= KILL_POINTS * 0.7, f"most victims finished before their kill: {partials}"
    assert len(mid_write) >= KILL_POINTS // 2, f"too few kills landed while the store was half written: {partials}"

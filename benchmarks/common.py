"""What every benchmark shares: where the data is, a temporary store, timers and machine load.

The shared test data (../shared/testdata) exists only in the project's own checkout;
a fresh clone has none, so every benchmark asks ``shared_data()`` and says what it
fell back to instead of failing.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    from assistant.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
QUESTIONS = ROOT / "benchmarks" / "questions"
RESULTS = ROOT / "benchmarks" / "results"
SHARED = ROOT.parent / "shared" / "testdata"
CORPUS = SHARED / "corpus" / "rl_related_arxiv_abstracts.jsonl"
PDFS = SHARED / "pdfs"


@dataclass(frozen=True)
class SharedData:
    """The shared corpus and PDFs when present; ``note`` says what is missing."""

    corpus: Path | None
    pdfs: list[Path]

    @property
    def note(self) -> str:
        if self.corpus and self.pdfs:
            return f"shared test data found at {SHARED}"
        return f"shared test data absent ({SHARED}); fell back to seeds/ and generated data"


def shared_data() -> SharedData:
    corpus = CORPUS if CORPUS.is_file() else None
    pdfs = sorted(PDFS.glob("*.pdf")) if PDFS.is_dir() else []
    return SharedData(corpus, pdfs)


def load_average() -> float:
    """The 1-minute load average: other jobs on this 2-core machine skew every timing."""
    return round(os.getloadavg()[0], 2)


class Machine(TypedDict):
    cpus: int | None
    load_average_1min: float


def machine() -> Machine:
    return {"cpus": os.cpu_count(), "load_average_1min": load_average()}


@contextmanager
def temp_settings(name: str = "bench") -> Iterator[Settings]:
    """Settings on a throw-away data folder, with the offline tokenizer cache prepared."""
    from assistant import offline
    from assistant.settings import Settings

    with tempfile.TemporaryDirectory(prefix=f"paperchat-{name}-") as tmp:
        settings = Settings(data_dir=Path(tmp) / "data")
        offline.prepare(settings.tiktoken_cache_dir)
        yield settings


@dataclass
class Timing:
    """Wall seconds and this process's CPU seconds (all threads) of one timed block.

    CPU time is reported next to wall time because other agents load the machine:
    wall time counts their work too, CPU time mostly does not.
    """

    wall: float = 0.0
    cpu: float = 0.0


@contextmanager
def timed() -> Iterator[Timing]:
    timing = Timing()
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        yield timing
    finally:
        timing.wall = time.perf_counter() - wall
        timing.cpu = time.process_time() - cpu


def free_port() -> int:
    """A loopback port nothing listens on, for an app a benchmark starts."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_http(url: str, process: subprocess.Popen[bytes], deadline: float) -> bool:
    """Poll ``url`` until it answers 200 (True), the process exits or ``deadline`` (perf_counter) passes (False)."""
    while time.perf_counter() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return True
        except OSError:
            time.sleep(0.2)
    return False


def write_results(out: Path, results: dict[str, Any], report: list[str]) -> None:
    """A standalone benchmark's end: its JSON to ``out``, its Markdown table to stdout."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n")
    sys.stdout.write("\n".join(report) + f"\nwrote {out}\n")

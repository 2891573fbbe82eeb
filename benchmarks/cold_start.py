"""Cold start: a fresh ``paperchat ask`` process from start to printed answer, and its peak RSS.

Each run is a new process (nothing cached in memory), timed from spawn to exit; peak
RSS comes from ``os.wait4``'s rusage of that one child. Linux carries a parent's peak
RSS over into a forked child, so the child is spawned by a bare interpreter (~10 MB)
rather than by this 1 GB+ benchmark process, whose peak would otherwise be reported. Two floors give context:
the bare interpreter, and ``paperchat papers`` (imports and store, no model).
The app (``paperchat ui``) is measured when the ui package exists: launch, then poll
until the first answer comes back through gradio_client (3 launches, medians, each with
the app's CPU seconds and the load average; one more under ``-X importtime``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

from benchmarks.common import ROOT, free_port

PAPERCHAT = Path(sys.executable).with_name("paperchat")
REPEATS = 3


_SPAWN = """
import json, os, subprocess, sys, time
started = time.perf_counter()
proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_pid, status, usage = os.wait4(proc.pid, 0)
print(json.dumps([time.perf_counter() - started, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)]))
"""


def _run_once(command: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """(seconds, peak RSS MB, exit status) of one child process, spawned from a small interpreter."""
    out = subprocess.run([sys.executable, "-c", _SPAWN, *command], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    seconds, rss_mb, status = json.loads(out.stdout)
    return float(seconds), float(rss_mb), int(status)


def _repeat(command: list[str], env: dict[str, str], repeats: int = REPEATS) -> dict[str, object]:
    runs = [_run_once(command, env) for _ in range(repeats)]
    return {
        "seconds_median": round(median(r[0] for r in runs), 2),
        "seconds_runs": [round(r[0], 2) for r in runs],
        "peak_rss_mb": round(max(r[1] for r in runs), 1),
        "exit_codes": sorted({r[2] for r in runs}),
    }


def measure_cli(data_dir: Path, question: str) -> dict[str, object]:
    """``paperchat ask`` cold, after one untimed ask has built the on-disk BM25 cache."""
    env = {**os.environ, "PAPERCHAT_DATA_DIR": str(data_dir), "ORT_DISABLE_TELEMETRY": "1"}
    ask = [str(PAPERCHAT), "ask", question, "--json"]
    first = _run_once(ask, env)
    papers = [str(PAPERCHAT), "papers"]
    return {
        "ask": _repeat(ask, env),
        "ask_imports": import_share(ask, env),
        "first_ask_after_ingest_s": round(first[0], 2),
        "floor_python_s": _repeat([sys.executable, "-c", "pass"], env)["seconds_median"],
        "floor_paperchat_papers": _repeat(papers, env),
        "papers_imports": import_share(papers, env),
    }


def import_share(command: list[str], env: dict[str, str]) -> dict[str, object]:
    """One run under ``python -X importtime``: seconds spent importing, its share, and the costliest packages.

    importtime slows imports a little, so the share is an upper bound; it says where a
    cold start goes, the timed runs say how long it takes.
    """
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-X", "importtime", *command], env=env, cwd=ROOT, capture_output=True, text=True)
    return _import_share(out.stderr, time.perf_counter() - started)


def _import_share(importtime_stderr: str, wall: float) -> dict[str, object]:
    """Seconds spent importing (``-X importtime``'s self times summed), their share of ``wall`` and the costliest packages."""
    top: dict[str, float] = {}
    total = 0.0
    for line in importtime_stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, _cumulative, name = line.removeprefix("import time:").split("|")
        package = name.strip().split(".")[0]
        top[package] = top.get(package, 0.0) + int(own) / 1e6
        total += int(own) / 1e6
    costliest = dict(sorted(top.items(), key=lambda item: -item[1])[:8])
    return {
        "wall_s": round(wall, 2),
        "imports_s": round(total, 2),
        "import_share": round(total / wall, 2) if wall else 0.0,
        "costliest_s": {k: round(v, 2) for k, v in costliest.items()},
    }


APP_FIGURES = ("http_ready_s", "first_answer_s", "app_cpu_to_page_s", "app_cpu_to_answer_s")


def measure_app(data_dir: Path, question: str, timeout: float = 180.0, repeats: int = REPEATS) -> dict[str, object]:
    """Launch ``paperchat ui`` on a free port ``repeats`` times, timing each until the first answer arrives.

    The figures are medians over the runs (peak RSS the largest), with each run's load average;
    the app's CPU seconds are less noisy than its wall time on shared cores. One more launch under
    ``-X importtime`` gives the import share of its first answer (an upper bound: importtime slows
    imports, and the store opens in a thread while Gradio imports).
    """
    from benchmarks.app_probe import launch_to_first_answer

    def once(importtime_log: Path | None = None) -> dict[str, object]:
        port = free_port()
        load = os.getloadavg()[0]
        run = launch_to_first_answer(
            [str(PAPERCHAT), "ui", "--port", str(port)], data_dir, question, port, timeout, importtime_log
        )
        return {**run, "load_1min": round(load, 2)}

    runs = [once() for _ in range(repeats)]
    measured = [r for r in runs if r.get("measured")]
    if not measured:
        return {**runs[-1], "runs": runs}
    out: dict[str, object] = {"measured": True, **{k: round(median(float(r[k]) for r in measured), 2) for k in APP_FIGURES}}  # type: ignore[arg-type]
    out["peak_rss_mb"] = max(float(r["peak_rss_mb"]) for r in measured)  # type: ignore[arg-type]
    out["answer_chars"] = measured[-1]["answer_chars"]
    out["runs"] = runs
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "importtime.log"
        profiled = once(log)
        if profiled.get("measured"):
            out["imports"] = _import_share(log.read_text(errors="replace"), float(profiled["first_answer_s"]))  # type: ignore[arg-type]
    return out

"""App launch to first answer: start ``paperchat ui``, wait for HTTP, ask once through gradio_client.

Uses the app's ``/ask`` endpoint (question, chat history) as its own tests do. Peak
RSS of the app's process tree is sampled every 50 ms from launch to answer. Anything
unexpected ends in ``measured: False`` with the reason, never a crash of the run.
"""

from __future__ import annotations

import os
import subprocess
import threading
import time
from pathlib import Path

import psutil

from benchmarks.common import wait_http

SAMPLE_S = 0.05


class PeakRss:
    """Samples a process tree's total RSS in a thread; ``peak_mb`` is the largest seen."""

    def __init__(self, pid: int) -> None:
        self.process = psutil.Process(pid)
        self.peak_mb = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                tree = [self.process, *self.process.children(recursive=True)]
                self.peak_mb = max(self.peak_mb, sum(p.memory_info().rss for p in tree) / 2**20)
            except psutil.Error:
                pass
            self._stop.wait(SAMPLE_S)

    def stop(self) -> float:
        self._stop.set()
        self._thread.join()
        return round(self.peak_mb, 1)

    def cpu_s(self) -> float:
        """CPU seconds (user + system) the process tree has used so far: less noisy than wall time on shared cores."""
        try:
            tree = [self.process, *self.process.children(recursive=True)]
            return round(sum(sum(p.cpu_times()[:2]) for p in tree), 2)
        except psutil.Error:
            return 0.0


def _ask(url: str, question: str) -> int:
    """Characters of the answer shown in the chat (0 would mean no answer)."""
    from gradio_client import Client

    chat = Client(url, verbose=False).predict(question, [], api_name="/ask")[0]
    return len(str(chat[-1].get("content", ""))) if chat else 0


def launch_to_first_answer(
    command: list[str], data_dir: Path, question: str, port: int, timeout: float, importtime_log: Path | None = None
) -> dict[str, object]:
    """One launch; with ``importtime_log`` the app runs under ``-X importtime`` (PYTHONPROFILEIMPORTTIME)
    and its stderr lands there: slower, so such a run tells where the time goes, not how long it takes."""
    import gradio_client  # noqa: F401 - imported before the clock starts: the client's import is not the app's time

    env = {**os.environ, "PAPERCHAT_DATA_DIR": str(data_dir), "GRADIO_ANALYTICS_ENABLED": "False"}
    if importtime_log is not None:
        env["PYTHONPROFILEIMPORTTIME"] = "1"
    stderr = importtime_log.open("wb") if importtime_log is not None else subprocess.DEVNULL
    started = time.perf_counter()
    try:
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=stderr)
    finally:
        if importtime_log is not None:
            stderr.close()  # type: ignore[union-attr] # the child holds its own copy
    rss = PeakRss(proc.pid)
    try:
        url = f"http://127.0.0.1:{port}/"
        if not wait_http(url, proc, started + timeout):
            return {"measured": False, "reason": f"the app did not answer HTTP on {url} within {timeout:.0f} s"}
        ready = time.perf_counter() - started
        ready_cpu = rss.cpu_s()
        chars = _ask(url, question)
        answered = time.perf_counter() - started
        return {
            "measured": True,
            "http_ready_s": round(ready, 2),
            "first_answer_s": round(answered, 2),
            "app_cpu_to_page_s": ready_cpu,
            "app_cpu_to_answer_s": rss.cpu_s(),
            "answer_chars": chars,
            "peak_rss_mb": rss.stop(),
        }
    except Exception as err:  # noqa: BLE001 - the app is someone else's moving target: report, don't crash the run
        return {"measured": False, "reason": f"{type(err).__name__}: {str(err)[:200]}"}
    finally:
        rss.stop()
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()

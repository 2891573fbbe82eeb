"""Several processes, one data folder: the running app and the CLI take turns, and both keep working.

Chroma's embedded client does not see another process's writes; the app used to fail every
question with "Error finding id" after a CLI ingest until it was restarted. Here a real
``paperchat ui`` answers questions in a loop (a thread of this test) while real
``paperchat ingest`` and ``paperchat remove`` processes change the same folder, and two
ingests of the same files run at once.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from app_server import app_server
from conftest import SEEDS
from processes import cli_command, cli_env, paperchat

PAGE_A = SEEDS / "003_931d614282dd9358.txt"  # 30 papers, in the folder before the app starts
PAGE_B = SEEDS / "000_6edcee5decaf2bde.txt"  # 30 more, added, removed and re-added by the CLI
B_TITLE = "Weight-Space Geometry of Offline Reasoning Training"
FAILURES = ("failed", "went wrong", "Error", "retry")


def text_of(chat: list[dict[str, Any]]) -> str:
    content = chat[-1]["content"]
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content if isinstance(part, dict))


def paper_id(data: Path, title: str) -> str:
    done = paperchat(data, "papers", "--json")
    assert done.returncode == 0, done.stderr
    return next(p["paper_id"] for p in json.loads(done.stdout) if p["title"] == title)


class Asker(threading.Thread):
    """Asks the app one question after another until stopped; keeps every failure it saw."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        from gradio_client import Client

        self.client = Client(url, verbose=False, analytics_enabled=False, download_files=False)
        self.stop = threading.Event()
        self.answers = 0
        self.failures: list[str] = []

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                chat = self.client.predict("How do offline reinforcement-learning losses differ?", [], api_name="/ask")[0]
                answer = text_of(chat)
            except Exception as err:  # a failed call is what the test counts
                answer = f"call failed: {err}"
            if any(word in answer for word in FAILURES) and "extractive" not in answer:
                self.failures.append(answer[:300])
            self.answers += 1


@pytest.mark.slow
def test_the_app_keeps_answering_and_sees_cli_ingests_and_removals(tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert paperchat(data, "ingest", str(PAGE_A), "--quiet").returncode == 0
    with app_server(data, tmp_path) as app:
        asker = Asker(app.url)
        asker.start()
        papers = lambda: app.client().predict("", [], api_name="/papers")[1]  # noqa: E731
        try:
            for _round in range(2):
                added = paperchat(data, "ingest", str(PAGE_B), "--quiet")
                assert added.returncode == 0, added.stderr
                assert B_TITLE in papers()
                removed = paperchat(data, "remove", paper_id(data, B_TITLE))
                assert removed.returncode == 0, removed.stderr
                assert B_TITLE not in papers()
            again = paperchat(data, "ingest", str(PAGE_B), "--quiet")
            assert again.returncode == 0, again.stderr
            chat = app.client().predict("What do offline GRPO and DPO weight updates look like?", [], api_name="/ask")[0]
            assert "Weight-Space Geometry" in text_of(chat) or B_TITLE in papers()
        finally:
            asker.stop.set()
            asker.join(timeout=120)
        assert asker.answers >= 3, f"only {asker.answers} answers while the CLI wrote"
        assert asker.failures == [], asker.failures[:3]
        assert "Traceback" not in app.log_text()


@pytest.mark.slow
def test_two_ingests_of_the_same_files_at_once_each_report_what_they_wrote(tmp_path: Path) -> None:
    data = tmp_path / "data"
    runs = [
        subprocess.Popen(
            cli_command("ingest", str(PAGE_A), str(PAGE_B), "--quiet", "--json"),
            env=cli_env(data),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    reports = []
    for run in runs:
        out, err = run.communicate(timeout=600)
        assert run.returncode == 0, err
        reports.append(json.loads(out))
    # Writers take turns per file: each paper is added by exactly one of them, the other finds it unchanged.
    assert sum(r["added"] for r in reports) == 60, [r["added"] for r in reports]
    assert sum(r["unchanged"] for r in reports) == 60 and all(r["updated"] == 0 for r in reports)
    listed = json.loads(paperchat(data, "papers", "--json").stdout)
    assert len(listed) == 60
    assert sum(r["chunks_written"] for r in reports) == sum(p["chunks"] for p in listed)  # no chunk written twice


HALF_CREATED = """
import fcntl, os, sqlite3, sys
data = sys.argv[1]
os.makedirs(os.path.join(data, "chroma"), exist_ok=True)
fd = os.open(os.path.join(data, ".write.lock"), os.O_RDWR | os.O_CREAT)
fcntl.flock(fd, fcntl.LOCK_EX)
database = os.path.join(data, "chroma", "chroma.sqlite3")
sqlite3.connect(database).execute("CREATE TABLE migrations (dir TEXT)").connection.commit()
print("holding", flush=True)
sys.stdin.readline()
os.remove(database)  # the creator's work, finished or undone, is whole again when it lets go
"""


def test_a_store_another_process_is_creating_is_waited_for_not_refused(tmp_path: Path) -> None:
    """Two commands started at once on a fresh folder: the second used to see the first's
    Chroma migrations half done and refuse "a SQLite database of another program"."""
    from assistant.settings import Settings
    from assistant.store import Store

    data = tmp_path / "data"
    holder = subprocess.Popen(
        [sys.executable, "-c", HALF_CREATED, str(data)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout is not None and holder.stdin is not None
    assert holder.stdout.readline().strip() == "holding"
    outcome: list[object] = []
    opener = threading.Thread(target=lambda: outcome.append(_open(Store, Settings(data_dir=data))), daemon=True)
    opener.start()
    opener.join(timeout=2)
    assert opener.is_alive() and not outcome, outcome  # waiting for the creator, not refusing its half-made file
    holder.stdin.write("done\n")
    holder.stdin.close()
    holder.wait(timeout=30)
    opener.join(timeout=60)
    assert len(outcome) == 1 and not isinstance(outcome[0], Exception), outcome
    assert (data / "chroma" / "chroma.sqlite3").exists()


def _open(store: Any, settings: Any) -> object:
    try:
        return store(settings, "test-model").chunk_count()
    except Exception as err:  # what the opener met is the test's evidence
        return err

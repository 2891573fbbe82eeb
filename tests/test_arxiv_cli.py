"""``paperchat fetch``, ``ask --fetch``, ``follow`` and ``update`` as a user runs them, against a
fake arXiv on 127.0.0.1, under the network guard: real subprocesses, real Chroma, real PDFs."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from arxiv_server import FakeArxiv, FakePaper, seed_papers
from conftest import SEEDS
from netguard import LOG_VARIABLE
from processes import cli_command, cli_env, paperchat

from ingest.arxiv_http import UNREACHABLE
from ingest.latex import render_latex

pytestmark = pytest.mark.slow
PAPERS, LEFT_OUT = seed_papers(SEEDS)


@pytest.fixture
def fake(tmp_path: Path) -> Iterator[FakeArxiv]:
    with FakeArxiv(PAPERS, tmp_path / "served") as server:
        yield server


def _run(data: Path, fake: FakeArxiv, *args: str, net_log: Path | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    extra = {**fake.env(), **env}
    if net_log is not None:
        extra[LOG_VARIABLE] = str(net_log)
    return paperchat(data, *args, timeout=900, **extra)


def _catalog(data: Path, fake: FakeArxiv, titles: list[str]) -> None:
    rows = "".join(json.dumps({"title": t, "abstract": f"What {t} studies.", "date": "2026-06-01"}) + "\n" for t in titles)
    path = data.parent / "catalog.jsonl"
    path.write_text(rows, encoding="utf-8")
    done = _run(data, fake, "ingest", str(path), "--quiet")
    assert done.returncode == 0, done.stderr


def _papers(data: Path, fake: FakeArxiv) -> list[dict[str, object]]:
    listed = _run(data, fake, "papers", "--json")
    assert listed.returncode == 0, listed.stderr
    return list(json.loads(listed.stdout))


def test_every_seed_paper_the_server_knows_gets_its_pdf(tmp_path: Path, fake: FakeArxiv) -> None:
    data, net_log = tmp_path / "data", tmp_path / "net.log"
    assert _run(data, fake, "ingest", str(SEEDS), "--quiet").returncode == 0

    first = _run(data, fake, "fetch", "--all", "--json", net_log=net_log)
    assert first.returncode == 0, first.stderr
    results = json.loads(first.stdout)
    known = {render_latex(p.title) for p in PAPERS}
    assert len(results) == 60
    assert {r["title"] for r in results if r["status"] == "fetched"} == known
    assert {r["title"] for r in results if r["status"] == "no match"} == set(LEFT_OUT)
    versions = {render_latex(p.title): p.versioned_id for p in PAPERS}
    assert all(r["arxiv_id"] == versions[r["title"]] for r in results if r["status"] == "fetched")

    catalog = _papers(data, fake)
    assert len(catalog) == 60  # every PDF attached to its paper's record
    with_pdf = {p["title"] for p in catalog if "pdf" in p["sources"]}  # type: ignore[operator]
    assert with_pdf == known
    assert not net_log.exists()  # nothing but the fake arXiv on loopback was contacted
    assert {r.route for r in fake.requests} == {"api", "pdf"}

    again = _run(data, fake, "fetch", "--all")
    assert again.returncode == 0
    assert again.stdout.strip().endswith(
        f"0 fetched, 0 from the download cache, 0 already had a PDF, {len(LEFT_OUT)} not found on arXiv, 0 failed."
    )

    index = 4
    paper = next(p for p in catalog if p["title"] == render_latex(PAPERS[index].title))
    answer = _run(data, fake, "ask", "How many warmup steps do the experiments use?", "--paper", str(paper["paper_id"]), "--json")
    body = json.loads(answer.stdout)
    assert not body["abstained"]
    assert any(c["page"] == 2 and f"{index + 10} warmup steps" in c["quote"] for c in body["citations"])


def test_ask_fetch_fetches_first_and_a_bad_id_is_one_sentence(tmp_path: Path, fake: FakeArxiv) -> None:
    data = tmp_path / "data"
    title = render_latex(PAPERS[5].title)
    _catalog(data, fake, [title])
    (paper,) = _papers(data, fake)
    asked = _run(
        data, fake, "ask", "What learning rate do the experiments use?", "--paper", str(paper["paper_id"]), "--fetch", "--json"
    )
    assert asked.returncode == 0, asked.stderr
    assert f"fetched {PAPERS[5].versioned_id} (2 pages)" in asked.stderr
    assert any(c["page"] == 2 and "6e-6" in c["quote"] for c in json.loads(asked.stdout)["citations"])

    wrong = _run(data, fake, "fetch", "no-such-paper")
    assert wrong.returncode == 1
    assert wrong.stderr.strip() == "error: No paper with id 'no-such-paper' in the catalog; list the ids with `paperchat papers`."
    alone = _run(data, fake, "ask", "x", "--fetch")
    assert alone.stderr.strip() == "error: --fetch goes with --paper ID; name the paper whose PDF to fetch from arXiv."


def test_a_killed_fetch_resumes_without_duplicates(tmp_path: Path, fake: FakeArxiv) -> None:
    data = tmp_path / "data"
    titles = [render_latex(p.title) for p in PAPERS[:4]]
    _catalog(data, fake, titles)
    fake.pdf_delay = 2.0  # each PDF takes two seconds to arrive: the kill lands mid-download
    env = cli_env(data, **fake.env())
    victim = subprocess.Popen(
        cli_command("fetch", "--all", "--quiet"), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 300
    while len(fake.served("pdf")) < 2 and time.monotonic() < deadline and victim.poll() is None:
        time.sleep(0.05)
    time.sleep(0.5)
    victim.send_signal(signal.SIGKILL)
    victim.wait(timeout=30)
    assert len(fake.served("pdf")) == 2

    fake.pdf_delay = 0.0
    resumed = _run(data, fake, "fetch", "--all", "--json")
    assert resumed.returncode == 0, resumed.stderr
    statuses = [r["status"] for r in json.loads(resumed.stdout)]
    assert statuses.count("fetched") + statuses.count("cached") >= 3  # the killed download and the two not begun
    catalog = _papers(data, fake)
    assert len(catalog) == 4 and all("pdf" in p["sources"] for p in catalog)  # type: ignore[operator]
    pdfs = data / "arxiv" / "pdfs"
    assert sorted(p.name for p in pdfs.iterdir()) == sorted(f"{p.versioned_id}.pdf" for p in PAPERS[:4])  # no .part left


def test_follow_and_update_add_new_papers_once(tmp_path: Path, fake: FakeArxiv) -> None:
    data = tmp_path / "data"
    env = {"PAPERCHAT_ARXIV_FIRST_UPDATE_DAYS": "3650"}
    followed = _run(data, fake, "follow", "reinforcement learning", "--category", "cs.LG", **env)
    assert followed.returncode == 0
    assert followed.stdout.startswith(
        "Following reinforcement learning (cs.LG) (arXiv query: (all:reinforcement AND all:learning) AND cat:cs.LG)"
    )
    assert _run(data, fake, "follow", "reinforcement  learning", "--category", "cs.LG").stdout.startswith("Already following")
    expected = fake.query({"search_query": "(all:reinforcement AND all:learning) AND cat:cs.LG", "max_results": "1000"})[1].count(
        "<entry>"
    )
    assert expected >= 10

    first = _run(data, fake, "update", "--json", **env)
    assert first.returncode == 0, first.stderr
    (result,) = json.loads(first.stdout)
    assert len(result["added"]) == expected and result["listed"] == expected
    assert len(_papers(data, fake)) == expected

    second = _run(data, fake, "update", **env)
    assert second.returncode == 0
    assert "reinforcement learning (cs.LG): 0 new papers, 0 updated" in second.stdout

    newest = max(p.published for p in PAPERS)
    fake.papers.append(
        FakePaper(
            "2607.00001",
            "A Newer Paper on Reinforcement Learning",
            "Reinforcement learning, again.",
            ["Ada Lovelace"],
            ["cs.LG"],
            newest.replace("2026-06", "2026-07"),
        )
    )
    third = _run(data, fake, "update", "--json", **env)
    assert [len(r["added"]) for r in json.loads(third.stdout)] == [1]
    catalog = _papers(data, fake)
    assert len(catalog) == expected + 1
    assert len({p["arxiv_id"] for p in catalog}) == expected + 1  # one record per paper
    listed = _run(data, fake, "follow")
    assert listed.stdout.startswith(f"reinforcement learning (cs.LG): updated up to {newest.replace('2026-06', '2026-07')}")


def test_a_killed_update_resumes_without_duplicates(tmp_path: Path, fake: FakeArxiv) -> None:
    data = tmp_path / "data"
    env = {**fake.env(), "PAPERCHAT_ARXIV_FIRST_UPDATE_DAYS": "3650", "PAPERCHAT_INGEST_BATCH_CHUNKS": "2"}
    assert _run(data, fake, "follow", "reinforcement learning").returncode == 0
    victim = subprocess.Popen(cli_command("update"), env=cli_env(data, **env), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert _kill_after_chunks(victim, 4), "the update finished before the kill"  # mid-ingest, two batches committed
    pending = data / "arxiv" / "updates"
    assert any(pending.glob("*.jsonl"))  # the listed papers wait there for the next run

    resumed = paperchat(data, "update", "--json", timeout=900, **env)
    assert resumed.returncode == 0, resumed.stderr
    again = paperchat(data, "update", "--json", timeout=900, **env)
    assert [len(r["added"]) for r in json.loads(again.stdout)] == [0]
    catalog = _papers(data, fake)
    expected = fake.query({"search_query": "all:reinforcement AND all:learning", "max_results": "1000"})[1].count("<entry>")
    assert len(catalog) == expected
    assert len({p["arxiv_id"] for p in catalog}) == expected
    assert not any(pending.glob("*.jsonl"))


def _kill_after_chunks(victim: subprocess.Popen[bytes], chunks: int) -> bool:
    """SIGKILL once the progress bar reports ``chunks`` committed; False if the run ended first."""
    assert victim.stderr is not None
    buffer = b""
    while block := victim.stderr.read1(4096):  # type: ignore[attr-defined]
        buffer = (buffer + block)[-4096:]
        done = [int(n) for n in re.findall(rb"(\d+)/\d+ \[", buffer)]
        if done and max(done) >= chunks and victim.poll() is None:
            victim.send_signal(signal.SIGKILL)
            victim.wait(timeout=30)
            return True
    return False


def test_arxiv_unreachable_is_one_sentence_and_only_arxiv_was_tried(tmp_path: Path) -> None:
    """With the default addresses and no network, the one sentence; the guard saw only arXiv's host."""
    data, net_log = tmp_path / "data", tmp_path / "net.log"
    done = paperchat(data, "fetch", "2501.12948", timeout=120, PAPERCHAT_ARXIV_MAX_RETRIES="1", **{LOG_VARIABLE: str(net_log)})
    assert done.returncode == 1
    assert done.stderr.strip().splitlines()[-1] == f"error: {UNREACHABLE}"
    assert "Traceback" not in done.stderr
    attempts = set(net_log.read_text().split())
    assert attempts and all("export.arxiv.org" in a for a in attempts), attempts

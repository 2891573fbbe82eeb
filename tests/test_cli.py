"""The paperchat command as users and scripts run it: real subprocesses, no key, no network."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SEEDS
from pdf_factory import make_method_paper
from processes import paperchat as run  # a fresh process whose sockets refuse anything but loopback


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("cli") / "data"
    done = run(folder, "ingest", str(SEEDS), "--quiet")
    assert done.returncode == 0, done.stderr
    return folder


def test_help_lists_every_command() -> None:
    done = subprocess.run([sys.executable, "-m", "ui.cli", "--help"], capture_output=True, text=True)
    for command in ("ingest", "papers", "ask", "summarize", "remove", "ui"):
        assert command in done.stdout


@pytest.mark.slow
def test_ingest_reports_and_second_run_reingests_nothing(data: Path) -> None:
    again = run(data, "ingest", str(SEEDS), "--json")
    report = json.loads(again.stdout)
    assert again.returncode == 0
    assert (report["added"], report["updated"], report["unchanged"], report["chunks_written"]) == (0, 0, 60, 0)
    text = run(data, "ingest", str(SEEDS))
    assert "0 papers added, 0 updated, 60 unchanged, 0 file(s) failed" in text.stdout


@pytest.mark.slow
def test_papers_lists_the_catalog_newest_first(data: Path) -> None:
    papers = json.loads(run(data, "papers", "--json").stdout)
    assert len(papers) == 60
    dates = [p["date"] for p in papers]
    assert dates == sorted(dates, reverse=True)
    first = papers[0]
    assert first["title"] == "Weight-Space Geometry of Offline Reasoning Training"
    assert first["authors_more"] == 1 and first["category"] == "cs.LG"
    assert first["chunks"] >= 1 and set(first["sources"]) == {"abstract"}


@pytest.mark.slow
def test_ask_offline_gives_a_cited_extractive_answer(data: Path) -> None:
    done = run(data, "ask", "What GSM8K accuracy did DPO reach in the weight-space study?", "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["mode"] == "extractive" and not answer["abstained"]
    assert "93.5%" in answer["answer"] and "Extractive answer" in answer["answer"]
    assert answer["citations"][0]["title"] == "Weight-Space Geometry of Offline Reasoning Training"
    assert {c["chunk_id"] for c in answer["citations"]} <= {s["chunk_id"] for s in answer["sources"]}
    assert set(answer) >= {"question", "answer", "mode", "abstained", "citations", "sources"}


@pytest.mark.slow
def test_ask_scoped_to_one_paper_only_cites_it(data: Path) -> None:
    papers = json.loads(run(data, "papers", "--json").stdout)
    target = next(p for p in papers if p["title"].startswith("EfficientRollout"))
    done = run(data, "ask", "What does the method reduce?", "--paper", target["paper_id"], "--json")
    answer = json.loads(done.stdout)
    assert {s["paper_id"] for s in answer["sources"]} == {target["paper_id"]}
    assert {c["paper_id"] for c in answer["citations"]} == {target["paper_id"]}


@pytest.mark.slow
def test_ask_pdf_ingests_the_file_and_cites_its_page(tmp_path: Path) -> None:
    pdf = make_method_paper(tmp_path / "paper.pdf")
    done = run(tmp_path / "data", "ask", "What learning rate and schedule were used?", "--pdf", str(pdf), "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert "3e-6" in answer["answer"]
    assert answer["citations"][0]["page"] == 2


@pytest.mark.slow
def test_summaries_of_a_paper_and_of_the_topic_cite_their_sources(data: Path) -> None:
    papers = json.loads(run(data, "papers", "--json").stdout)
    target = next(p for p in papers if p["title"].startswith("Self-CTRL"))
    paper = json.loads(run(data, "summarize", target["paper_id"], "--json").stdout)
    assert paper["citations"] and all(c["paper_id"] == target["paper_id"] for c in paper["citations"])
    topic = run(data, "summarize", "--topic")
    assert topic.returncode == 0
    assert topic.stdout.startswith("Overview of RL for Language Models: 60 papers, grouped into")
    counts = [int(n) for n in re.findall(r"^.+ — (\d+) papers?(?:, showing \d+ of \d+)?$", topic.stdout, re.M)]
    assert counts and sum(counts) == 60 and "References:" in topic.stdout  # every paper in exactly one theme


@pytest.mark.slow
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("ask", "what?", "--paper", "no-such-paper"), "No paper with id 'no-such-paper'"),
        (("ask", "   "), "The question is empty"),
        (("ask", "GRPO?", "--since", "last week"), "is not a date"),
        (("ask", "GRPO?", "--k", "0"), "out of range"),
        (("summarize", "nope"), "No paper with id 'nope'"),
        (("remove", "nope"), "No paper with id 'nope'"),
    ],
)
def test_user_errors_are_one_sentence(data: Path, args: tuple[str, ...], message: str) -> None:
    done = run(data, *args)
    assert done.returncode == 1
    assert done.stderr.startswith("error: ") and message in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


@pytest.mark.slow
def test_failed_file_gives_exit_status_1_and_the_rest_is_ingested(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pdf"
    bad.write_text("this is not a pdf")
    done = run(tmp_path / "data", "ingest", str(bad), str(SEEDS / "000_6edcee5decaf2bde.txt"))
    assert done.returncode == 1
    assert "FAILED  " in done.stdout and "bad.pdf" in done.stdout
    assert "30 papers added" in done.stdout


@pytest.mark.slow
def test_remove_then_reingest_restores_the_paper(data: Path, tmp_path: Path) -> None:
    mine = tmp_path / "data"
    shutil.copytree(data, mine)  # the module's store is shared: this test writes to a copy
    papers = json.loads(run(mine, "papers", "--json").stdout)
    victim = papers[3]["paper_id"]  # one of page 000's papers, the newest page
    removed = json.loads(run(mine, "remove", victim, "--json").stdout)
    assert removed == {"removed": victim, "chunks": 1}
    assert len(json.loads(run(mine, "papers", "--json").stdout)) == 59
    assert "1 papers added, 0 updated, 29 unchanged" in run(mine, "ingest", str(SEEDS / "000_6edcee5decaf2bde.txt")).stdout

"""Fetching PDFs from a fake arXiv on 127.0.0.1: attach, cache, faults, spacing, one sentence."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from arxiv_server import FakeArxiv, seed_papers
from conftest import CACHE, SEEDS
from processes import free_port

from assistant.errors import UserError
from assistant.settings import Settings
from ingest import arxiv_http, fetch
from ingest.arxiv_api import by_ids, search
from ingest.arxiv_http import UNREACHABLE, ArxivHttp, ArxivUnreachable
from ingest.fetch import PdfFetcher
from ingest.pipeline import Ingestor
from ui import arxiv_commands

PAPERS, LEFT_OUT = seed_papers(SEEDS)
INTERVAL = 0.2


@pytest.fixture
def fake(tmp_path: Path) -> Iterator[FakeArxiv]:
    with FakeArxiv(PAPERS[:8], tmp_path / "served") as server:
        yield server


@pytest.fixture(autouse=True)
def _quick_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Retries wait 10 ms, not 1 s; the retry logic is the same."""
    monkeypatch.setattr(arxiv_http, "BACKOFF_BASE", 0.01)


def _settings(tmp_path: Path, fake: FakeArxiv, **extra: object) -> Settings:
    values: dict[str, object] = {
        "data_dir": tmp_path / "data",
        "cache_dir": CACHE,
        "arxiv_api_url": fake.api_url,
        "arxiv_pdf_url": fake.pdf_url,
        "arxiv_request_interval": INTERVAL,
        "arxiv_timeout": 30.0,  # a loaded machine must not turn a slow answer into a retry
        "arxiv_max_retries": 2,
        **extra,
    }
    return Settings(**values)  # type: ignore[arg-type]  # field values by name, checked by pydantic


def _catalog(settings: Settings, embeddings, titles: list[str]) -> Ingestor:  # type: ignore[no-untyped-def]
    """A store listing these titles (abstract only), as a topic page would leave it."""
    rows = "".join(json.dumps({"title": t, "abstract": f"What {t} is about.", "date": "2026-06-01"}) + "\n" for t in titles)
    path = settings.data_dir.parent / "catalog.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(rows, encoding="utf-8")
    ingestor = Ingestor(settings, embeddings=embeddings)
    assert not ingestor.ingest([path]).failed
    return ingestor


def _rendered(index: int) -> str:
    from ingest.latex import render_latex

    return render_latex(PAPERS[index].title)


def test_a_fetched_pdf_attaches_to_the_catalogued_paper_and_is_cached(tmp_path: Path, fake: FakeArxiv, embeddings) -> None:  # type: ignore[no-untyped-def]
    settings = _settings(tmp_path, fake)
    ingestor = _catalog(settings, embeddings, [_rendered(2), LEFT_OUT[0]])
    fetcher = PdfFetcher(settings, lambda: ingestor)
    entry = ingestor.store.entries_by_title([_rendered(2)])
    (paper_entry,) = entry.values()

    result = fetcher.fetch(paper_entry)
    assert (result.status, result.arxiv_id, result.paper_id) == ("fetched", PAPERS[2].versioned_id, paper_entry.paper_id)
    assert PAPERS[2].versioned_id.endswith("v2")  # the fixture lists this one at version 2
    stored = ingestor.store.get_entry(paper_entry.paper_id)
    assert stored is not None and stored.pdf is not None and stored.pdf.pages == 2
    assert stored.paper.arxiv_id == PAPERS[2].arxiv_id
    assert len(ingestor.store.all_entries()) == 2  # attached, not a second record
    cached = settings.arxiv_dir / "pdfs" / f"{PAPERS[2].versioned_id}.pdf"
    assert cached.read_bytes().startswith(b"%PDF-")
    assert not list(cached.parent.glob(".*.part"))
    ua = fake.served("api")[0].headers["user-agent"]
    assert ua.startswith("paperchat/") and "arXiv connector" in ua

    assert fetcher.fetch(stored).status == "had a PDF"
    assert fetcher.fetch(stored, again=True).status == "cached"
    assert len(fake.served("pdf")) == 1  # the cache answered the second time

    (unknown,) = ingestor.store.entries_by_title([LEFT_OUT[0]]).values()
    missing = fetcher.fetch(unknown)
    assert missing.status == "no match"
    assert missing.message == f"arXiv lists no paper titled exactly “{LEFT_OUT[0]}”; upload the PDF in AskPDF instead."
    assert len(fake.served("pdf")) == 1
    fetcher.close()


def test_fetch_all_looks_up_known_arxiv_ids_many_to_a_request(  # type: ignore[no-untyped-def]
    tmp_path: Path, fake: FakeArxiv, embeddings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Nine papers whose arXiv ids the catalog knows (one id arXiv does not list): three
    ``id_list`` requests of three ids, not nine, still spaced; then one PDF request each."""
    monkeypatch.setattr(fetch, "ID_BATCH", 3)
    settings = _settings(tmp_path, fake)
    rows = [{"title": _rendered(i), "arxiv_id": PAPERS[i].arxiv_id, "date": "2026-06-01"} for i in range(8)]
    rows.append({"title": "A Paper arXiv Never Listed", "arxiv_id": "2606.99999", "date": "2026-06-01"})
    path = tmp_path / "known_ids.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert not Ingestor(settings, embeddings=embeddings).ingest([path]).failed
    monkeypatch.setattr(
        arxiv_commands, "_ingestor", lambda s, store, progress=None: Ingestor(s, store=store, embeddings=embeddings)
    )

    args = argparse.Namespace(ids=[], all=True, since=None, quiet=True, json=True)
    assert arxiv_commands.fetch(args, settings) == 0
    results = {r["title"]: r for r in json.loads(capsys.readouterr().out)}
    assert sorted(r["status"] for r in results.values()) == ["fetched"] * 8 + ["no match"]
    assert results["A Paper arXiv Never Listed"]["message"] == (
        "arXiv lists no paper 2606.99999; check the id, or upload the PDF in AskPDF."
    )
    looked_up = [r.params["id_list"].split(",") for r in fake.served("api")]
    assert [len(ids) for ids in looked_up] == [3, 3, 3], looked_up  # one request per three ids, none per paper
    assert sorted(i for ids in looked_up for i in ids) == sorted([*(p.arxiv_id for p in PAPERS[:8]), "2606.99999"])
    assert len(fake.served("pdf")) == 8
    assert min(fake.gaps()) >= INTERVAL  # the batches keep arXiv's spacing


def test_429_and_503_are_retried_after_retry_after(tmp_path: Path, fake: FakeArxiv) -> None:
    http = ArxivHttp(_settings(tmp_path, fake))
    fake.fail_with(429, retry_after=0.3)
    fake.fail_with(503)
    assert by_ids(http, [PAPERS[0].arxiv_id])[PAPERS[0].arxiv_id].title == PAPERS[0].title
    times = [r.at for r in fake.served("api")]
    assert len(times) == 3 and times[1] - times[0] >= 0.3  # Retry-After honoured


def test_a_503_that_lasts_is_one_sentence(tmp_path: Path, fake: FakeArxiv) -> None:
    http = ArxivHttp(_settings(tmp_path, fake))
    fake.fail_with(503, times=3)
    with pytest.raises(ArxivUnreachable) as caught:
        search(http, "ti:reasoning")
    assert str(caught.value) == UNREACHABLE
    assert len(fake.served("api")) == 3  # one try and two retries
    fake.fail_with(429, times=3)
    with pytest.raises(
        ArxivUnreachable, match=r"^arXiv asked paperchat to slow down \(HTTP 429\); wait a few minutes and try again\.$"
    ):
        search(http, "ti:reasoning")


def test_a_slow_answer_times_out_and_is_retried(tmp_path: Path, fake: FakeArxiv) -> None:
    http = ArxivHttp(_settings(tmp_path, fake, arxiv_timeout=2.0))
    fake.hang(5.0)
    assert search(http, "ti:geometry").total >= 0
    assert len(fake.served("api")) == 2
    fake.hang(5.0, times=3)
    with pytest.raises(ArxivUnreachable, match=f"^{UNREACHABLE}$"):
        search(http, "ti:geometry")


def test_a_truncated_download_is_retried_and_never_left_half_written(tmp_path: Path, fake: FakeArxiv) -> None:
    http = ArxivHttp(_settings(tmp_path, fake))
    dest = tmp_path / "pdfs" / "one.pdf"
    fake.truncate()
    http.download_pdf(PAPERS[0].versioned_id, dest)
    assert len(fake.served("pdf")) == 2
    assert dest.read_bytes() == fake.pdf_bytes(PAPERS[0].versioned_id)

    other = tmp_path / "pdfs" / "two.pdf"
    fake.truncate(times=3)
    with pytest.raises(UserError) as caught:
        http.download_pdf(PAPERS[1].versioned_id, other)
    assert str(caught.value) == "The PDF arrived incomplete from arXiv every time; try again later, or upload the PDF in AskPDF."
    assert not other.exists() and not list(other.parent.glob(".*.part"))


def test_not_a_pdf_or_too_big_is_refused_with_one_sentence(tmp_path: Path, fake: FakeArxiv) -> None:
    http = ArxivHttp(_settings(tmp_path, fake))
    dest = tmp_path / "pdfs" / "x.pdf"
    fake.html_instead()
    with pytest.raises(
        UserError,
        match=r"^arXiv sent text/html instead of the PDF of 2606\.\d+v\d; try again later, or upload the PDF in AskPDF\.$",
    ):
        http.download_pdf(PAPERS[0].versioned_id, dest)
    with pytest.raises(
        UserError,
        match=r"^arXiv does not have the PDF of 2606\.99999v1 \(HTTP 404\); check the arXiv id, or upload the PDF in AskPDF\.$",
    ):
        http.download_pdf("2606.99999v1", dest)
    assert not dest.exists() and not list(dest.parent.glob(".*.part"))


def test_the_size_cap_refuses_before_writing(tmp_path: Path, fake: FakeArxiv, monkeypatch: pytest.MonkeyPatch) -> None:
    http = ArxivHttp(_settings(tmp_path, fake, arxiv_max_pdf_mb=1))
    real = fake.pdf_bytes
    monkeypatch.setattr(fake, "pdf_bytes", lambda versioned: (real(versioned) or b"") + b"%" + b"x" * 1_100_000 + b"\n%%EOF\n")
    dest = tmp_path / "pdfs" / "big.pdf"
    with pytest.raises(UserError, match=r"is larger than 1 MB \(1 MB or more\); raise PAPERCHAT_ARXIV_MAX_PDF_MB to fetch it\.$"):
        http.download_pdf(PAPERS[0].versioned_id, dest)
    assert not dest.exists() and not list(dest.parent.glob(".*.part"))


def test_no_server_is_one_sentence(tmp_path: Path) -> None:
    port = free_port()
    settings = Settings(
        data_dir=tmp_path / "data",
        cache_dir=CACHE,
        arxiv_api_url=f"http://127.0.0.1:{port}/api/query",
        arxiv_request_interval=0.0,
        arxiv_max_retries=1,
    )
    with pytest.raises(ArxivUnreachable, match=f"^{UNREACHABLE}$"):
        search(ArxivHttp(settings), "ti:anything")


SUBPROCESS_CLIENT = """
import sys
from assistant.settings import Settings
from ingest.arxiv_http import ArxivHttp
from ingest.arxiv_api import search
settings = Settings(cache_dir=sys.argv[1], arxiv_api_url=sys.argv[2], arxiv_request_interval=float(sys.argv[3]))
http = ArxivHttp(settings)
for _ in range(3):
    search(http, "ti:reinforcement")
"""


def test_requests_stay_spaced_under_load_across_threads_and_processes(tmp_path: Path, fake: FakeArxiv) -> None:
    """Six threads and two other processes ask at once; the server sees one request at a
    time, each at least the interval after the one before."""
    settings = _settings(tmp_path, fake)
    processes = [
        subprocess.Popen([sys.executable, "-c", SUBPROCESS_CLIENT, str(CACHE), fake.api_url, str(INTERVAL)]) for _ in range(2)
    ]
    errors: list[BaseException] = []

    def client() -> None:
        try:
            http = ArxivHttp(settings)
            for _ in range(3):
                search(http, "ti:reinforcement")
        except BaseException as err:
            errors.append(err)

    threads = [threading.Thread(target=client) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert [p.wait(timeout=120) for p in processes] == [0, 0]
    assert not errors
    assert len(fake.served("api")) == 6 * 3 + 2 * 3
    gaps = fake.gaps()
    assert min(gaps) >= INTERVAL, sorted(gaps)[:3]


def test_an_id_with_a_version_fetches_that_version_not_the_newest(tmp_path: Path, fake: FakeArxiv, embeddings) -> None:  # type: ignore[no-untyped-def]
    """`paperchat fetch 2606.10002v1` of a paper arXiv lists at version 2 downloads version 1."""
    settings = _settings(tmp_path, fake)
    ingestor = _catalog(settings, embeddings, [LEFT_OUT[0]])
    fetcher = PdfFetcher(settings, lambda: ingestor)
    assert PAPERS[2].versioned_id.endswith("v2")  # arXiv lists version 2 as the newest
    older = PAPERS[2].versioned_id[:-1] + "1"
    target = arxiv_commands._target(ingestor.store, fetcher, older)
    result = fetcher.fetch(target)
    assert (result.status, result.arxiv_id) == ("fetched", older)
    assert (settings.arxiv_dir / "pdfs" / f"{older}.pdf").read_bytes().startswith(b"%PDF-")
    assert fake.served("pdf")[-1].path.endswith(older)

"""The app over HTTP as gradio_client drives it: a real ``paperchat ui`` subprocess on
127.0.0.1, offline, on a copy of the seeded store."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from app_server import AppServer, app_on_copy, save_artifact
from conftest import SEEDS
from gradio_client import Client, handle_file
from pdf_factory import make_pdf

from assistant.records import paper_id_for

pytestmark = pytest.mark.slow

MALICIOUS_TITLE = 'Safe RL <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'


@pytest.fixture(scope="module")
def server(seeded, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:  # type: ignore[no-untyped-def]
    limits = {"PAPERCHAT_MAX_UPLOAD_MB": "1", "PAPERCHAT_UPLOAD_CACHE_MB": "3"}
    with app_on_copy(seeded.data_dir, tmp_path_factory.mktemp("ui"), limits) as running:
        yield running


@pytest.fixture(scope="module")
def client(server: AppServer) -> Client:
    return server.client()


def last_message(chat: list[dict[str, Any]]) -> str:
    """The text of the newest message (Gradio 6 sends content as a list of parts)."""
    content = chat[-1]["content"]
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content if isinstance(part, dict))


def table_rows(html: str) -> list[list[str]]:
    """The Library's result table as rows of cell texts (unescaped)."""
    import re
    from html import unescape

    return [[unescape(c) for c in re.findall(r"<td>(.*?)</td>", row)] for row in re.findall(r"<tr[^>]*>(.*?)</tr>", html)[1:]]


def test_topic_question_gets_a_cited_answer_and_source_cards(client: Client, server: AppServer) -> None:
    chat, cards, _box = client.predict("How can reinforcement learning reward long-context reasoning?", [], api_name="/ask")
    answer = last_message(chat)
    assert 'href="#pc-src-0-1"' in answer and "extractive" in answer
    assert 'id="pc-src-0-1"' in cards and "LongRLVR" in cards
    assert server.network_attempts() == []


def test_a_follow_up_keeps_the_conversation(client: Client) -> None:
    chat, _cards, _ = client.predict("How can reinforcement learning reward long-context reasoning?", [], api_name="/ask")
    chat, _cards, _ = client.predict("and what verifies the context?", chat, api_name="/ask")
    assert len(chat) == 4 and 'href="#pc-src-2-1"' in last_message(chat)  # links to the second answer's cards


def test_a_follow_up_shows_what_it_was_read_as(server: AppServer) -> None:
    """On both chat pages: the note names the question retrieval saw, escaped like the rest."""
    client = server.client()  # a session of its own: no earlier turns
    chat, _cards, _ = client.predict("What speedup does EfficientRollout report?", [], api_name="/ask")
    assert "Read as a follow-up" not in last_message(chat)
    chat, cards, _ = client.predict("How does it <i>work</i>?", chat, api_name="/ask")
    note = last_message(chat).split("\n")[0]
    assert note.startswith('<sub class="pc-follow-up">Read as a follow-up: How does it &lt;i&gt;work&lt;/i&gt;?')
    assert "EfficientRollout" in note and "<i>" not in last_message(chat) and "EfficientRollout" in cards
    paper = "efficientrollout-system-aware-58e303"
    chat = client.predict("What speedup does it report?", paper, [], api_name="/ask_paper")[0]
    assert "Read as a follow-up" not in last_message(chat)
    chat = client.predict("How does it work?", paper, chat, api_name="/ask_paper")[0]
    assert last_message(chat).startswith(
        '<sub class="pc-follow-up">Read as a follow-up: How does it work? \\(speedup report\\)</sub>'
    )


def test_a_question_scoped_to_one_paper_cites_only_it(client: Client) -> None:
    paper = "longrlvr-long-context-208bc3"
    chat, _cited, _page, caption, _box = client.predict("What reward does it add?", paper, [], api_name="/ask_paper")
    assert "[1]" in last_message(chat) and "href" not in last_message(chat)  # AskPDF citations open pages, not cards
    assert "From the abstract" in caption  # this paper has no PDF: the quote is shown in its abstract


def test_summaries_of_a_paper_and_of_the_topic_cite_sources(client: Client) -> None:
    chat = client.predict("efficientrollout-system-aware-58e303", [], api_name="/summarize_paper")[0]
    assert "[1]" in last_message(chat) and "Method" in last_message(chat)
    chat = client.predict("longrlvr-long-context-208bc3", [], api_name="/summarize_paper")[0]
    assert "holds only the title" in last_message(chat) and "[1]" not in last_message(chat)  # a title is no summary
    chat, cards = client.predict([], api_name="/summarize_topic")
    assert 'href="#pc-src-' in last_message(chat) and "pc-card" in cards


def test_a_card_summary_button_opens_askpdf_with_a_cited_summary(client: Client) -> None:
    paper, status, chat, _cited, _page, _caption = client.predict(
        "summary|efficientrollout-system-aware-58e303|1", [], api_name="/card_action"
    )
    assert paper == "efficientrollout-system-aware-58e303" and "EfficientRollout" in status
    assert chat[0]["role"] == "user" and "[1]" in last_message(chat)


def test_errors_are_one_sentence_in_the_page(client: Client) -> None:
    chat = client.predict("   ", [], api_name="/ask")[0]
    assert last_message(chat) == "⚠️ The question is empty; type a question about the papers."
    chat = client.predict("What is it about?", None, [], api_name="/ask_paper")[0]
    assert "No paper is selected" in last_message(chat)
    assert "Traceback" not in str(chat)


def test_upload_a_pdf_ingest_it_and_ask_with_a_cited_page(client: Client, tmp_path: Path) -> None:
    pdf = make_pdf(
        tmp_path / "lantern.pdf",
        [
            ["Abstract", "We study lantern policies for sparse reward reinforcement learning."],
            ["3 Results", "The lantern policy reached a success rate of 87 percent on the maze benchmark."],
        ],
        title="Lantern Policies for Sparse Reward Reinforcement Learning",
    )
    summary, results = client.predict([handle_file(str(pdf))], api_name="/ingest")
    assert "1 file: 1 ingested, 0 failed, 0 refused. 1 papers added" in summary, summary
    assert table_rows(results)[0][2].startswith("1 added"), results
    paper = paper_id_for("Lantern Policies for Sparse Reward Reinforcement Learning")
    chat, _cited, _page, caption, _box = client.predict(
        "What success rate did the lantern policy reach?", paper, [], api_name="/ask_paper"
    )
    assert "87 percent" in last_message(chat)
    assert "<b>Page 2 of 2</b> · [1] the quote is highlighted" in caption


def _post_upload(
    server: AppServer, path: Path, filename: str, headers: dict[str, str] | None = None, kind: str = "application/pdf"
) -> tuple[int, str]:
    """A raw multipart upload, so the file name and headers can be anything a hostile client sends."""
    import urllib.error
    import urllib.request
    import uuid

    boundary = uuid.uuid4().hex
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="{filename}"\r\nContent-Type: {kind}\r\n\r\n'
        ).encode()
        + path.read_bytes()
        + f"\r\n--{boundary}--\r\n".encode()
    )
    request = urllib.request.Request(
        server.url + "gradio_api/upload",
        data=body,
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}", **(headers or {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()


def test_a_traversal_file_name_lands_inside_the_data_folder(server: AppServer, tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "x.pdf", [["A page about lantern policies."]], title="Traversal Test Paper")
    status, body = _post_upload(server, pdf, "../../../escaped.pdf")
    assert status == 200, body
    stored = Path(body.strip('[]"\n'))
    assert server.data.resolve() in stored.resolve().parents
    assert not list(server.data.parent.parent.glob("escaped.pdf")) and not list(server.data.parent.glob("escaped.pdf"))


def test_an_oversize_upload_is_refused_with_the_limit(server: AppServer, tmp_path: Path) -> None:
    big = tmp_path / "big.pdf"
    big.write_bytes(b"%PDF-1.4\n" + b"0" * 1_200_000)
    status, body = _post_upload(server, big, "big.pdf")
    assert status == 413 and "maximum allowed size" in body


def _incoming(server: AppServer) -> list[Path]:
    return [p for p in (server.data / "uploads" / ".incoming").rglob("*") if p.is_file()]


def test_an_upload_from_another_web_page_is_refused(server: AppServer, tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "csrf.pdf", [["A page."]], title="Cross Site Paper")
    status, body = _post_upload(server, pdf, "csrf.pdf", {"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"})
    assert status == 403 and "other web pages are refused" in body
    assert status == 403 and not [p for p in _incoming(server) if p.name == "csrf.pdf"]
    status, _body = _post_upload(server, pdf, "csrf.pdf", {"Sec-Fetch-Site": "cross-site"})  # a form post, Origin stripped
    assert status == 403
    own = server.url.rstrip("/")
    status, body = _post_upload(server, pdf, "own.pdf", {"Origin": own, "Sec-Fetch-Site": "same-origin"})
    assert status == 200, body  # the app's own page still uploads


@pytest.mark.parametrize(
    ("name", "kind", "content"),
    [
        ("page.html", "text/html", b"<script>alert(document.cookie)</script>"),
        ("logo.svg", "image/svg+xml", b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        ("notes.htm", "text/html", b"<p>hi</p>"),
        ("notes.docx", "application/octet-stream", b"PK\x03\x04 not really a document"),
    ],
)
def test_html_and_svg_uploads_are_refused(server: AppServer, tmp_path: Path, name: str, kind: str, content: bytes) -> None:
    (tmp_path / name).write_bytes(content)
    status, body = _post_upload(server, tmp_path / name, name, kind=kind)
    assert status == 415 and "only paper files" in body, body
    assert not [p for p in _incoming(server) if p.name == name]  # not kept, so never served back


def test_the_upload_cache_stays_under_its_cap(server: AppServer, tmp_path: Path) -> None:
    """Three 0.9 MB uploads never ingested: the oldest go, the cache stays within PAPERCHAT_UPLOAD_CACHE_MB (3)."""
    for i in range(4):
        filler = tmp_path / f"filler{i}.pdf"
        filler.write_bytes(b"%PDF-1.4\n" + bytes([65 + i]) * 900_000)
        status, body = _post_upload(server, filler, filler.name)
        assert status == 200, body
    sizes = sum(p.stat().st_size for p in _incoming(server))
    assert sizes <= 3_000_000, sizes
    names = {p.name for p in _incoming(server)}
    assert "filler3.pdf" in names and "filler0.pdf" not in names


def test_pages_carry_the_browser_safety_headers(server: AppServer) -> None:
    import urllib.request

    with urllib.request.urlopen(server.url, timeout=30) as response:
        headers = response.headers
    assert headers["X-Frame-Options"] == "DENY" and headers["X-Content-Type-Options"] == "nosniff"
    policy = headers["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in policy and "default-src 'self'" in policy
    assert "http" not in policy  # nothing from outside is allowed in


def _call_raw(server: AppServer, api: str, data: list[Any]) -> str:
    """Call an endpoint with raw JSON (gradio_client would upload a local path itself) and
    return the event stream's text."""
    import json
    import urllib.request

    request = urllib.request.Request(
        f"{server.url}gradio_api/call/{api}",
        data=json.dumps({"data": data}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        event_id = json.load(response)["event_id"]
    with urllib.request.urlopen(f"{server.url}gradio_api/call/{api}/{event_id}", timeout=60) as response:
        return response.read().decode()


def test_a_file_outside_the_upload_folder_cannot_be_ingested(server: AppServer, client: Client, tmp_path: Path) -> None:
    """A client naming a server path instead of uploading gets an error, and nothing is ingested."""
    outside = make_pdf(tmp_path / "outside.pdf", [["Abstract", "Secret lantern data."]], title="Outside Paper")
    file = {"path": str(outside), "meta": {"_type": "gradio.FileData"}, "orig_name": "outside.pdf"}
    events = _call_raw(server, "ingest", [[file]])
    assert events.startswith("event: error"), events
    assert "Outside Paper" not in client.predict("Outside Paper", [], api_name="/papers")[1]


def test_a_wrong_type_is_refused_before_it_is_stored(server: AppServer, client: Client, tmp_path: Path) -> None:
    """Refused at the upload itself (415), so the file is never kept; the client says so."""
    import httpx

    (tmp_path / "notes.docx").write_bytes(b"PK\x03\x04 not really a document")
    with pytest.raises(httpx.HTTPStatusError, match="415"):
        client.predict([handle_file(str(tmp_path / "notes.docx"))], api_name="/ingest")
    assert not [p for p in _incoming(server) if p.name == "notes.docx"]


def test_a_failed_askpdf_upload_shows_its_reason(client: Client, tmp_path: Path) -> None:
    (tmp_path / "damaged.pdf").write_bytes(b"%PDF-1.4 cut off here")
    outputs = client.predict(handle_file(str(tmp_path / "damaged.pdf")), api_name="/upload_pdf")
    status = outputs[1]
    assert "pc-error" in status and "damaged.pdf" in status and "Traceback" not in status


def test_a_broken_file_gets_its_reason_and_the_good_one_is_ingested(client: Client, tmp_path: Path) -> None:
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.4 this is not a pdf")
    good = make_pdf(tmp_path / "good.pdf", [["Abstract", "Beacon critics stabilise off-policy updates."]], title="Beacon Critics")
    summary, results = client.predict([handle_file(str(tmp_path / "broken.pdf")), handle_file(str(good))], api_name="/ingest")
    rows = {row[0]: row for row in table_rows(results)}
    assert rows["broken.pdf"][2] == "failed" and rows["broken.pdf"][3].endswith(".")
    assert rows["good.pdf"][2].startswith("1 added"), rows
    assert "Traceback" not in summary + str(results)


def test_a_malicious_title_is_shown_as_text(client: Client, tmp_path: Path) -> None:
    page = tmp_path / "hostile_topic.txt"
    seed = (SEEDS / "000_6edcee5decaf2bde.txt").read_text()
    page.write_text(seed.replace("Weight-Space Geometry of Offline Reasoning Training", MALICIOUS_TITLE))
    _summary, results = client.predict([handle_file(str(page))], api_name="/ingest")
    assert table_rows(results)[0][2] != "failed", results
    listing = client.predict("Safe RL", [], api_name="/papers")[1]
    assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in listing
    assert "<script>" not in listing and "<img src=x" not in listing


def test_remove_a_paper(client: Client) -> None:
    message = client.predict("gradalign-gradient-aligned-data-c0e4ed", api_name="/remove")
    assert "Removed GradAlign" in message
    message = client.predict("gradalign-gradient-aligned-data-c0e4ed", api_name="/remove")
    assert "pc-error" in message and "Traceback" not in message


def _timed_ask(client: Client, question: str) -> tuple[float, str]:
    started = time.perf_counter()
    chat = client.predict(question, [], api_name="/ask")[0]
    return time.perf_counter() - started, last_message(chat)


@pytest.mark.parametrize("count", [20, 50])
def test_many_questions_at_once_are_all_answered(server: AppServer, count: int) -> None:
    """Many users at once: one gradio_client per thread, as each browser has its own session. One
    client shared by all threads reads every job through one event stream, which the server may
    close between two submissions; the client then cancels the job just sent (CancelledError, seen
    twice under load; never a failed answer)."""
    local = threading.local()

    def ask(question: str) -> tuple[float, str]:
        if not hasattr(local, "client"):
            local.client = server.client()
        return _timed_ask(local.client, question)

    questions = [
        f"Which papers use {topic} for language models? ({i})"
        for i, topic in enumerate(
            ["policy gradients", "reward models", "long context", "data selection", "asynchronous RL"] * (count // 5)
        )
    ]
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=count) as pool:
        results = list(pool.map(ask, questions))
    wall = time.perf_counter() - started
    assert len(results) == count
    assert all(text and not text.startswith("⚠️") for _t, text in results), [t for _s, t in results if t.startswith("⚠️")]
    latencies = sorted(t for t, _text in results)
    report = {
        "questions": count,
        "wall_s": round(wall, 2),
        "p50_s": round(latencies[count // 2], 3),
        "p95_s": round(latencies[int(count * 0.95) - 1], 3),
        "max_s": round(latencies[-1], 3),
    }
    save_artifact(f"ui_load_{count}.json", report)


def test_uploads_landed_only_inside_the_data_folder(server: AppServer) -> None:
    """After every upload above, the app's working folder holds its log and the data folder, nothing else."""
    work = server.data.parent
    outside = sorted(p.name for p in work.iterdir() if p != server.data)
    assert outside == ["app.log"], outside
    stored = {p.name for p in (server.data / "uploads").iterdir() if p.is_file()}
    assert "lantern.pdf" in stored and not [n for n in stored if n.startswith(".part-")]

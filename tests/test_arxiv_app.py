"""The app's arXiv parts against a fake arXiv on 127.0.0.1: AskPDF's "Fetch the PDF from arXiv"
through gradio_client and in a real browser, Follow and Update on the Papers page, and the
card links. The app runs as ``paperchat ui`` under the network guard."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from app_server import CHROMIUM, CHROMIUM_FLAGS, AppServer, app_server
from arxiv_server import FakeArxiv, seed_papers
from conftest import SEEDS
from gradio_client import Client
from processes import paperchat

from assistant.records import Paper, paper_id_for
from ingest.latex import render_latex
from ui.arxiv_links import paper_links

PAPERS, LEFT_OUT = seed_papers(SEEDS)
TITLES = [render_latex(p.title) for p in PAPERS[:3]]


def test_card_links_open_the_paper_and_its_arxiv_page() -> None:
    known = paper_links(Paper(title="A", arxiv_id="2606.10001"))
    assert 'href="https://arxiv.org/pdf/2606.10001"' in known and ">Open paper</a>" in known
    assert 'href="https://arxiv.org/abs/2606.10001"' in known and ">arXiv</a>" in known
    assert 'target="_blank" rel="noopener noreferrer"' in known
    unknown = paper_links(Paper(title='Safe RL <script>"x"</script>'))
    assert "Open paper" not in unknown
    assert 'href="https://arxiv.org/search/?searchtype=title&amp;query=Safe+RL+%3Cscript%3E%22x%22%3C%2Fscript%3E"' in unknown


@pytest.fixture(scope="module")
def fake(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FakeArxiv]:
    with FakeArxiv(PAPERS, tmp_path_factory.mktemp("served")) as server:
        yield server


@pytest.fixture(scope="module")
def app(fake: FakeArxiv, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    work = tmp_path_factory.mktemp("arxiv-app")
    rows = [{"title": t, "abstract": f"What {t} studies.", "date": "2026-06-01"} for t in [*TITLES, LEFT_OUT[0]]]
    catalog = work / "catalog.jsonl"
    catalog.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    done = paperchat(work / "data", "ingest", str(catalog), "--quiet")
    assert done.returncode == 0, done.stderr
    env = {**fake.env(), "PAPERCHAT_ARXIV_FIRST_UPDATE_DAYS": "3650"}
    with app_server(work / "data", work, env) as running:
        yield running


@pytest.fixture(scope="module")
def client(app: AppServer) -> Client:
    return app.client()


def _text(chat: list[dict[str, Any]]) -> str:
    content = chat[-1]["content"]
    return content if isinstance(content, str) else "".join(p.get("text", "") for p in content if isinstance(p, dict))


@pytest.mark.slow
def test_fetch_button_fetches_the_pdf_and_askpdf_cites_its_pages(client: Client, app: AppServer, fake: FakeArxiv) -> None:
    paper = paper_id_for(TITLES[0])
    result = client.predict(paper, api_name="/fetch_pdf")
    status = result[1]
    assert f"{TITLES[0][:40]}" in status and "(PDF, 2 pages)" in status, status
    assert "[PDF]" in str(result[0]) or paper in str(result[0])
    chat, _cited, _page, caption, _box = client.predict(
        "How many warmup steps do the experiments use?", paper, [], api_name="/ask_paper"
    )
    assert "10 warmup steps" in _text(chat)
    assert "Page 2 of 2" in caption

    missing = client.predict(paper_id_for(LEFT_OUT[0]), api_name="/fetch_pdf")[1]
    assert "arXiv lists no paper titled exactly" in missing and "upload the PDF in AskPDF instead" in missing
    assert app.network_attempts() == []  # the fake arXiv on loopback, nothing else
    assert len(fake.served("pdf")) == 1


@pytest.mark.slow
def test_follow_and_update_from_the_papers_page(client: Client, app: AppServer) -> None:
    followed = client.predict("reinforcement learning", "cs.LG", api_name="/follow_topic")
    assert "Following reinforcement learning (cs.LG); press Update to add its papers." in followed
    again = client.predict("reinforcement learning", "cs.LG", api_name="/follow_topic")
    assert "Already following" in again
    bad = client.predict("reinforcement learning", "not a category!", api_name="/follow_topic")
    assert "is not an arXiv category; write it as arXiv does, e.g. cs.LG or math.OC." in bad

    first = client.predict("", [], api_name="/update_topics")
    status, listing = first[0], first[2]
    assert "reinforcement learning (cs.LG):" in status and "new papers" in status
    added = int(status.split("(cs.LG): ")[1].split(" new")[0])
    assert added >= 10
    assert f"{4 + added} of {4 + added} papers" in listing  # the list redrawn with the new papers
    second = client.predict("", [], api_name="/update_topics")[0]
    assert "reinforcement learning (cs.LG): 0 new papers" in second
    assert app.network_attempts() == []


@pytest.mark.slow
@pytest.mark.skipif(not CHROMIUM.exists(), reason="no /usr/bin/chromium; install Debian's chromium, as .ci/run does")
def test_fetch_button_in_the_browser(app: AppServer) -> None:
    playwright = pytest.importorskip("playwright.sync_api", reason="playwright is not installed; run `make install`")
    title = TITLES[1]
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(app.url)
        page.get_by_role("tab", name="Papers").click()
        card = page.locator(".pc-paper", has_text=title)
        card.wait_for(timeout=60_000)
        assert card.get_by_role("link", name="arXiv").count() == 1
        card.locator("[data-pc-action=askpdf]").click()
        button = page.locator("#pc-pdf-fetch")
        button.wait_for(state="visible", timeout=30_000)
        button.click()
        page.wait_for_selector("#pc-pdf-status:has-text('(PDF, 2 pages)')", timeout=120_000)
        assert not page.locator("#pc-pdf-fetch").is_visible()
        page.fill("#pc-pdf-question textarea", "How many warmup steps do the experiments use?")
        page.locator("#pc-pdf-send").click()
        page.wait_for_selector("#pc-pdf-caption:has-text('Page 2 of 2')", timeout=120_000)
        assert "11 warmup steps" in page.locator("#pc-pdf-chat").inner_text()
        browser.close()

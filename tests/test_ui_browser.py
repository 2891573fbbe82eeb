"""The app in a real headless browser (Playwright driving Debian's chromium): ask, follow a
citation to its card, AskPDF on an uploaded PDF with its cited page, the papers page,
and a hostile title that must stay text. Screenshots go to tests/artifacts/screenshots."""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from app_server import AppServer, app_server, save_artifact
from conftest import ROOT, SEEDS
from pdf_factory import make_pdf

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
SHOTS = ROOT / "tests" / "artifacts" / "screenshots"
HOSTILE = 'Safe RL <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'
PIXEL = "![zebra](//10.9.9.9/pixel.png)"  # Markdown in an abstract: must show as text, never load (protocol-relative,
# so the sentence is still quotable: sentences with an http(s) link are never quoted)

playwright = pytest.importorskip("playwright.sync_api", reason="playwright is not installed; run `make install`")
expect = playwright.expect
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason="no /usr/bin/chromium; install Debian's chromium (apt-get install chromium chromium-driver), as .ci/run does",
    ),
]


@pytest.fixture(scope="module")
def server(seeded, embeddings, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[AppServer, float]]:  # type: ignore[no-untyped-def]
    from ingest.pipeline import Ingestor

    work = tmp_path_factory.mktemp("browser")
    shutil.copytree(seeded.data_dir, work / "data")
    hostile = work / "hostile_topic.txt"
    seed = (SEEDS / "000_6edcee5decaf2bde.txt").read_text()
    seed = seed.replace("Weight-Space Geometry of Offline Reasoning Training", HOSTILE)
    seed = seed.replace("We then turn to exploration, covering", f"We then turn to exploration {PIXEL}, covering")
    hostile.write_text(seed)
    settings = seeded.model_copy(update={"data_dir": work / "data"})
    assert not Ingestor(settings, embeddings=embeddings).ingest([hostile]).failed
    started = time.monotonic()
    with app_server(work / "data", work) as running:
        yield running, started


@pytest.fixture(scope="module")
def page(server: tuple[AppServer, float], tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    app, _started = server
    with playwright.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=str(CHROMIUM), args=FLAGS,
            headless=True, viewport={"width": 1400, "height": 1000},
        )  # fmt: skip
        tab = context.new_page()
        tab.external = []  # type: ignore[attr-defined]
        tab.dialogs = []  # type: ignore[attr-defined]
        tab.on("request", lambda r: None if r.url.startswith((app.url, "data:", "blob:")) else tab.external.append(r.url))  # type: ignore[attr-defined]
        tab.on("dialog", lambda d: (tab.dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
        tab.goto(app.url)
        tab.wait_for_selector("#pc-ask-question textarea", timeout=60_000)
        yield tab
        context.close()


def shot(page, name: str) -> None:  # type: ignore[no-untyped-def]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def open_tab(page, name: str) -> None:  # type: ignore[no-untyped-def]
    page.get_by_role("tab", name=name).click()


def test_ask_shows_a_cited_answer_and_the_citation_brings_its_card_into_view(page, server) -> None:  # type: ignore[no-untyped-def]
    _app, started = server
    page.wait_for_selector("#pc-mode:has-text('extractive')")
    page.fill("#pc-ask-question textarea", "How much did EfficientRollout cut rollout latency?")
    page.click("#pc-ask-send")
    page.wait_for_selector("#pc-sources .pc-card", timeout=60_000)
    first_answer = time.monotonic() - started
    cite = page.locator("#pc-ask-chat a.pc-cite").first
    cite.wait_for()
    card_id = cite.get_attribute("href").lstrip("#")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    card = page.locator(f"#{card_id}")
    expect(card).not_to_be_in_viewport()
    cite.click()
    page.wait_for_function(f"document.getElementById('{card_id}').classList.contains('pc-flash')")
    expect(card).to_be_in_viewport()
    assert "EfficientRollout" in page.locator("#pc-sources").inner_text()
    assert "24.2%" in page.locator("#pc-ask-chat").inner_text()
    assert page.input_value("#pc-ask-question textarea") == ""  # emptied for the next question
    shot(page, "1-ask")
    save_artifact("ui_first_answer.json", {"launch_to_first_answer_s": round(first_answer, 2)})


def test_askpdf_on_an_uploaded_pdf_shows_the_cited_page(page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pdf = make_pdf(
        tmp_path / "beacon.pdf",
        [
            ["Abstract", "We study beacon critics for off-policy reinforcement learning of language models."],
            ["4 Results", "Beacon critics cut the variance of the policy gradient by 41 percent on math reasoning."],
        ],
        title="Beacon Critics for Off-Policy Reinforcement Learning",
    )
    open_tab(page, "AskPDF")
    page.set_input_files("#pc-pdf-upload input[type=file]", str(pdf))
    page.wait_for_selector("#pc-pdf-status:has-text('Beacon Critics')", timeout=60_000)
    page.fill("#pc-pdf-question textarea", "By how much do beacon critics cut the variance?")
    page.click("#pc-pdf-send")
    page.wait_for_selector("#pc-pdf-page img", timeout=60_000)
    page.wait_for_selector("#pc-pdf-caption:has-text('page 2, highlighted')")
    assert "41 percent" in page.locator("#pc-pdf-chat").inner_text()
    shot(page, "2-askpdf")


def test_papers_page_lists_newest_first_with_momentum_and_opens_askpdf(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Papers")
    page.wait_for_selector("#pc-papers .pc-paper", timeout=30_000)
    momentum = page.locator("#pc-momentum").inner_text()
    assert "36 papers in the last four weeks, up 71% on the four weeks before." in momentum  # as the seed page says
    assert "Among the 6" in momentum  # and counted over the papers indexed here
    dates = page.locator("#pc-papers .pc-paper .pc-meta:first-child").all_inner_texts()
    iso = [d.split(" ")[0] for d in dates if d[:4].isdigit()]
    assert iso == sorted(iso, reverse=True) and len(iso) >= 60
    shot(page, "3-papers")
    page.fill("#pc-search textarea, #pc-search input", "LongRLVR")
    page.wait_for_function("document.querySelectorAll('#pc-papers .pc-paper').length === 1")
    page.locator("#pc-papers [data-pc-action=askpdf]").first.click()
    page.wait_for_selector("#pc-pdf-status:has-text('LongRLVR')", timeout=30_000)
    assert "from its abstract" in page.locator("#pc-pdf-status").inner_text()


def test_a_hostile_title_is_text_and_runs_nothing(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Papers")
    page.fill("#pc-search textarea, #pc-search input", "Safe RL")
    page.wait_for_selector("#pc-papers .pc-title:has-text('<script>')", timeout=30_000)
    title = page.locator("#pc-papers .pc-title").first.inner_text()
    assert title == HOSTILE
    assert page.evaluate("window.__pwned") is None and page.dialogs == []
    assert page.locator("#pc-papers img").count() == 0
    shot(page, "4-escaped-title")


def test_markdown_in_an_abstract_shows_as_text_in_the_chat(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Ask about this topic")
    page.get_by_role("button", name="New conversation").click()  # not a follow-up of the earlier question
    page.wait_for_function("!document.querySelector('#pc-ask-chat').innerText.includes('EfficientRollout')")
    page.fill(
        "#pc-ask-question textarea",
        "What exploration methods does the survey cover, such as temperature sampling, intrinsic motivation and curriculum learning?",
    )
    page.click("#pc-ask-send")
    page.wait_for_function("document.querySelector('#pc-ask-chat').innerText.includes('zebra')", timeout=120_000)
    text = page.locator("#pc-ask-chat").inner_text()
    assert PIXEL in text, text[-600:]
    assert page.locator("img[src*='10.9.9.9']").count() == 0


def test_library_ingests_uploads_with_a_reason_per_file(page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    good = make_pdf(tmp_path / "compass.pdf", [["Abstract", "Compass rewards guide exploration."]], title="Compass Rewards")
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    open_tab(page, "Library")
    page.set_input_files("#pc-lib-files input[type=file]", [str(good), str(broken)])
    page.wait_for_selector("#pc-lib-files td.filename[aria-label='broken.pdf']", timeout=30_000)
    page.click("#pc-lib-ingest")
    page.wait_for_selector("#pc-lib-summary:has-text('1 papers added')", timeout=60_000)
    table = page.locator("#pc-lib-results").inner_text()
    assert "1 added" in table and "failed" in table and "Traceback" not in table
    shot(page, "5-library")


def test_settings_page(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Settings")
    page.wait_for_selector("#pc-set-status:has-text('No LLM endpoint is configured')")
    shot(page, "6-settings")


def test_nothing_was_loaded_from_outside_the_app(page, server) -> None:  # type: ignore[no-untyped-def]
    app, _started = server
    assert page.external == []
    assert app.network_attempts() == []

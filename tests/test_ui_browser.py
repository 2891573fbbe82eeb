"""The app in a real headless browser (Playwright driving Debian's chromium): ask, follow a
citation to its card, AskPDF on an uploaded PDF with its cited page, the papers page,
and a hostile title that must stay text. Screenshots go to tests/artifacts/screenshots."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from app_server import CHROMIUM, CHROMIUM_FLAGS, AppServer, app_server, save_artifact
from conftest import ROOT, SEEDS
from pdf_factory import make_pdf

SHOTS = ROOT / "tests" / "artifacts" / "screenshots"
HOSTILE = 'Safe RL <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'
FILLERS = [  # older papers, so the Papers list has more than one page (100) of them
    {
        "title": f"Greenhouse Irrigation Study {i}",
        "abstract": f"Study {i} measures soil moisture sensors in greenhouse irrigation.",
        "authors": ["G. Gardener"],
        "date": f"2024-{1 + i % 12:02d}-{1 + i % 28:02d}",
    }
    for i in range(110)
]
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


def critics_pdf(path: Path, name: str) -> Path:
    """Three pages; the sentence that answers "By how much do <name> critics cut the variance?" is on page 3."""
    return make_pdf(
        path,
        [
            ["Abstract", f"We study {name.lower()} critics for off-policy reinforcement learning of language models."],
            ["1 Setup", f"{name} critics are trained on replayed rollouts of a policy model. " * 12],
            ["4 Results", f"{name} critics cut the variance of the policy gradient by 41 percent on math reasoning."],
        ],
        title=f"{name} Critics for Off-Policy Reinforcement Learning",
    )


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
    fillers = work / "older_papers.jsonl"
    fillers.write_text("".join(json.dumps(row) + "\n" for row in FILLERS))
    # What tests read without uploading it themselves, so each runs alone: the PDF the every-page test
    # asks about, and the one the remove test removes (the upload tests upload PDFs of their own).
    anchor = critics_pdf(work / "anchor.pdf", "Anchor")
    sextant = make_pdf(work / "sextant.pdf", [["Abstract", "Sextant rewards guide exploration."]], title="Sextant Rewards")
    settings = seeded.model_copy(update={"data_dir": work / "data"})
    assert not Ingestor(settings, embeddings=embeddings).ingest([hostile, fillers, anchor, sextant]).failed
    started = time.monotonic()
    with app_server(work / "data", work) as running:
        yield running, started


@pytest.fixture(scope="module")
def page(server: tuple[AppServer, float], tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    app, _started = server
    with playwright.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS,
            headless=True, viewport={"width": 1400, "height": 1000},
        )  # fmt: skip
        tab = context.new_page()
        tab.external = []  # type: ignore[attr-defined]
        tab.dialogs = []  # type: ignore[attr-defined]
        tab.console = []  # type: ignore[attr-defined]
        tab.on("console", lambda m: tab.console.append(m.text))  # type: ignore[attr-defined]
        tab.on("request", lambda r: None if r.url.startswith((app.url, "data:", "blob:")) else tab.external.append(r.url))  # type: ignore[attr-defined]
        tab.on("dialog", lambda d: (tab.dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
        tab.goto(app.url)
        tab.wait_for_selector("#pc-ask-question textarea", timeout=60_000)
        yield tab
        context.close()


def shot(page, name: str, full: bool = True) -> None:  # type: ignore[no-untyped-def]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def open_tab(page, name: str) -> None:  # type: ignore[no-untyped-def]
    page.get_by_role("tab", name=name).click()


# Elements that stick out of their box or out of the window (none clipped by a scrolling
# or hidden-overflow ancestor, which is how a wide table is meant to be shown).
OVERFLOWING = """() => {
  const clipped = (el) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const o = getComputedStyle(up).overflowX;
      if (o !== 'visible') return true;
    }
    return false;
  };
  const out = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) out.push('page scrolls sideways: ' + document.documentElement.scrollWidth);
  for (const el of document.querySelectorAll('.gradio-container *')) {
    if (el.offsetParent === null || el.closest('svg')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || clipped(el)) continue;
    if (r.right > width + 1) out.push(el.tagName + '.' + el.className + ' right=' + Math.round(r.right));
  }
  for (const el of document.querySelectorAll('.pc-card, .pc-paper, .pc-results td, .pc-closest li, .pc-progress, #pc-momentum, #pc-pdf-caption')) {
    if (el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1) out.push(el.className + ' overflows by ' + (el.scrollWidth - el.clientWidth));
  }
  return out.slice(0, 10);
}"""

# Which of the chat's own badges (its label, its toolbar) lie over the scrolling message area.
OVER_THE_MESSAGES = """(id) => {
  const chat = document.getElementById(id);
  const scroller = [...chat.querySelectorAll('*')].find((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowY));
  const s = scroller.getBoundingClientRect();
  return [...chat.querySelectorAll('[data-testid=block-label], .top-panel')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 2 && r.height > 2 && r.bottom > s.top + 1 && r.top < s.bottom && r.right > s.left && r.left < s.right;
  }).map((el) => el.className);
}"""

# The relative luminance (0 black, 1 white) of the page behind the header line.
BACKGROUND = """() => {
  for (let el = document.getElementById('pc-mode'); el; el = el.parentElement) {
    const c = (getComputedStyle(el).backgroundColor.match(/[\\d.]+/g) || []).map(Number);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
  }
  return 1;
}"""

# The lowest contrast ratio (WCAG) of the app's text against the background behind it.
CONTRAST = """() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const background = (el) => {
    for (; el; el = el.parentElement) {
      const c = rgb(getComputedStyle(el).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  let worst = [99, ''];
  for (const el of document.querySelectorAll('.pc-title, .pc-meta, .pc-quote, .pc-results td, .pc-page-info, #pc-mode, .pc-empty, .pc-closest li, .message .prose, .pc-keys')) {
    if (el.offsetParent === null || !el.textContent.trim()) continue;
    const a = lum(rgb(getComputedStyle(el).color)), b = lum(background(el));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < worst[0]) worst = [ratio, el.className + ': ' + el.textContent.trim().slice(0, 40)];
  }
  return worst;
}"""


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
    assert page.evaluate(OVER_THE_MESSAGES, "pc-ask-chat") == []  # no badge or toolbar lies over scrolled text
    shot(page, "1-ask")
    save_artifact("ui_first_answer.json", {"launch_to_first_answer_s": round(first_answer, 2)})


def test_bold_text_is_drawn_in_the_body_font_shipped_with_the_app(page) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_selector("#pc-mode strong")
    fonts = page.evaluate(
        """() => {
          const family = (el) => getComputedStyle(el).fontFamily;
          const bold = document.querySelector('#pc-mode strong');
          return {
            body: family(document.body), container: family(document.querySelector('.gradio-container')),
            bold: family(bold), weight: getComputedStyle(bold).fontWeight,
            tab: family(document.querySelector('button[role=tab]')),
            loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family + ' ' + f.weight),
          };
        }"""
    )
    assert int(fonts["weight"]) >= 600 and fonts["bold"] == fonts["body"] == fonts["container"] == fonts["tab"], fonts
    assert fonts["body"].startswith('"paperchat sans"'), fonts
    assert '"paperchat sans" 550 900' in fonts["loaded"] or "paperchat sans 550 900" in fonts["loaded"], fonts
    # Every letter and digit comes from the font itself at both weights: a glyph missing from it would be
    # drawn by the fallback, and then the width would change with the fallback named after it.
    missing = page.evaluate(
        """() => {
          const ctx = document.createElement('canvas').getContext('2d');
          const width = (font, text) => { ctx.font = font; return ctx.measureText(text).width; };
          const out = [];
          for (const weight of [400, 700]) {
            for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') {
              const a = width(`${weight} 40px "paperchat sans", monospace`, ch);
              const b = width(`${weight} 40px "paperchat sans", serif`, ch);
              if (Math.abs(a - b) > 0.01) out.push(weight + ch);
            }
          }
          return out;
        }"""
    )
    assert missing == [], missing


def test_a_comparison_answer_is_a_table_in_the_chat(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Ask about this topic")
    page.get_by_role("button", name="New conversation").click()
    page.fill("#pc-ask-question textarea", "Compare the approaches that reduce rollout latency")
    page.click("#pc-ask-send")
    table = page.locator("#pc-ask-chat table")
    table.wait_for(timeout=60_000)
    assert table.locator("th").all_inner_texts()[:3] == ["Paper", "Approach", "Reported result"]
    assert table.locator("tbody tr").count() >= 1 and "|" not in table.inner_text()
    assert page.evaluate(OVERFLOWING) == []


def test_a_declined_question_lists_the_closest_papers_not_evidence(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Ask about this topic")
    page.get_by_role("button", name="New conversation").click()
    page.fill("#pc-ask-question textarea", "What is the boiling point of tungsten in kelvin?")
    page.click("#pc-ask-send")
    page.wait_for_selector("#pc-sources .pc-closest li", timeout=60_000)
    assert page.locator("#pc-sources .pc-card").count() == 0
    assert "do not answer" in page.locator("#pc-ask-chat").inner_text()
    shot(page, "1b-declined")


def test_askpdf_on_an_uploaded_pdf_shows_the_cited_page_with_navigation(page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pdf = critics_pdf(tmp_path / "beacon.pdf", "Beacon")
    open_tab(page, "AskPDF")
    page.set_input_files("#pc-pdf-upload input[type=file]", str(pdf))
    page.wait_for_selector("#pc-pdf-status:has-text('Beacon Critics')", timeout=60_000)
    page.fill("#pc-pdf-question textarea", "By how much do beacon critics cut the variance?")
    page.click("#pc-pdf-send")
    page.wait_for_selector("#pc-pdf-page img", timeout=60_000)
    page.wait_for_selector("#pc-pdf-caption:has-text('Page 3 of 3 · [1] the quote is highlighted')")
    assert "41 percent" in page.locator("#pc-pdf-caption").inner_text()  # the passage beside the page
    assert "41 percent" in page.locator("#pc-pdf-chat").inner_text()
    assert page.evaluate(OVER_THE_MESSAGES, "pc-pdf-chat") == []
    shot(page, "2-askpdf")
    page.focus("#pc-pdf-prev")  # the page buttons work from the keyboard
    page.keyboard.press("Enter")
    page.wait_for_selector("#pc-pdf-caption:has-text('Page 2 of 3 · the quote [1] is on page 3')")
    page.click("#pc-pdf-next")
    page.wait_for_selector("#pc-pdf-caption:has-text('Page 3 of 3 · [1] the quote is highlighted')")
    narrow = page.locator("#pc-pdf-page img").bounding_box()["width"]
    page.click("#pc-pdf-wide")
    page.wait_for_function("document.getElementById('pc-pdf-row').classList.contains('pc-wide')")
    wide = page.locator("#pc-pdf-page img").bounding_box()["width"]
    assert wide > 1.6 * narrow, (narrow, wide)  # the page at full width
    shot(page, "2b-askpdf-wide")
    page.click("#pc-pdf-wide")
    second = make_pdf(
        tmp_path / "lantern.pdf", [["Abstract", "Lantern policies explore sparse rewards."]], title="Lantern Policies"
    )
    page.set_input_files("#pc-pdf-upload input[type=file]", str(second))  # no click on x first
    page.wait_for_selector("#pc-pdf-status:has-text('Lantern Policies')", timeout=60_000)


def test_askpdf_finds_a_paper_by_title_words_and_opens_it(page) -> None:  # type: ignore[no-untyped-def]
    """The Paper list holds at most PICKER_SIZE papers; the find box below it refills it from the whole catalog."""
    open_tab(page, "AskPDF")
    page.fill("#pc-pdf-find textarea, #pc-pdf-find input", "efficientrollout")
    page.wait_for_selector("#pc-pdf-paper:has-text('1 matching “efficientrollout”')", timeout=30_000)
    box = page.locator("#pc-pdf-paper input")
    box.click()
    options = page.locator("[role=option]").all_inner_texts()  # the match, and the paper selected now (kept listed)
    assert 1 <= len(options) <= 2 and sum("EfficientRollout" in t for t in options) == 1, options
    page.locator("[role=option]", has_text="EfficientRollout").first.click()
    page.wait_for_selector("#pc-pdf-status:has-text('EfficientRollout')", timeout=30_000)
    assert "EfficientRollout" in box.input_value()  # the list shows the title, not the id
    page.fill("#pc-pdf-find textarea, #pc-pdf-find input", "")
    page.wait_for_function("!document.querySelector('#pc-pdf-paper').innerText.includes('matching')")
    assert "EfficientRollout" in box.input_value()  # the selected paper stays


def test_papers_page_lists_newest_first_with_momentum_and_opens_askpdf(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Papers")
    page.wait_for_selector("#pc-papers .pc-paper", timeout=30_000)
    momentum = page.locator("#pc-momentum").inner_text()
    assert "36 papers in the last four weeks, up 71% on the four weeks before." in momentum  # as the seed page says
    assert "Indexed here (" in momentum and "a page lists only some of them" in momentum  # and why they differ
    svg = page.locator("#pc-momentum svg")
    assert svg.locator(".pc-window").count() == 1 and svg.locator(".pc-value").count() >= 3
    assert svg.locator("text", has_text="papers").count() == 1
    dates = page.locator("#pc-papers .pc-paper .pc-meta:first-child").all_inner_texts()
    iso = [d.split(" ")[0] for d in dates if d[:4].isdigit()]
    assert iso == sorted(iso, reverse=True) and len(iso) >= 60
    shot(page, "3-papers", full=False)
    page.fill("#pc-search textarea, #pc-search input", "LongRLVR")
    page.wait_for_function("document.querySelectorAll('#pc-papers .pc-paper').length === 1")
    page.locator("#pc-papers [data-pc-action=askpdf]").first.click()
    page.wait_for_selector("#pc-pdf-status:has-text('LongRLVR')", timeout=30_000)
    assert "from its abstract" in page.locator("#pc-pdf-status").inner_text()
    assert "LongRLVR" in page.locator("#pc-pdf-paper input").input_value()  # put in the list and selected


def test_the_papers_list_loads_more_instead_of_stopping_at_100(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Papers")
    page.fill("#pc-search textarea, #pc-search input", "")
    page.wait_for_function("document.querySelectorAll('#pc-papers .pc-paper').length === 100", timeout=90_000)
    total = int(page.locator("#pc-papers p").first.inner_text().split(" of ")[1].split(" ")[0])
    assert total > 100 and "the newest 100 are shown" in page.locator("#pc-papers p").first.inner_text()
    page.click("#pc-papers-more")
    page.wait_for_function(f"document.querySelectorAll('#pc-papers .pc-paper').length === {min(total, 200)}", timeout=90_000)
    assert page.locator("#pc-papers .pc-paper", has_text="Greenhouse Irrigation Study").count() == len(FILLERS)


def test_papers_are_navigated_with_the_topic_pages_keys(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Papers")
    page.fill("#pc-search textarea, #pc-search input", "")
    page.wait_for_function("document.querySelectorAll('#pc-papers .pc-paper').length >= 3", timeout=90_000)
    page.locator("#pc-momentum h3").click()  # focus on the page, not in a text box
    focused = "() => { const p = document.activeElement.closest('.pc-paper'); return p ? p.dataset.pcId : document.activeElement.tagName; }"
    ids = page.locator("#pc-papers .pc-paper").evaluate_all("(els) => els.slice(0, 3).map((e) => e.dataset.pcId)")
    page.keyboard.press("j")
    assert page.evaluate(focused) == ids[0]
    page.keyboard.press("j")
    assert page.evaluate(focused) == ids[1]
    page.keyboard.press("ArrowDown")
    assert page.evaluate(focused) == ids[2]
    page.keyboard.press("k")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(focused) == ids[0]
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.closest('#pc-search') !== null")
    page.locator("#pc-papers .pc-paper").nth(1).focus()
    title = page.locator("#pc-papers .pc-paper").nth(1).locator(".pc-title").inner_text()
    page.keyboard.press("Enter")
    page.wait_for_selector("#pc-pdf-status:has-text('Asking')", timeout=30_000)
    assert title[:30] in page.locator("#pc-pdf-status").inner_text()


def test_a_hostile_title_is_text_and_runs_nothing(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Papers")
    page.fill("#pc-search textarea, #pc-search input", "Safe RL")
    page.wait_for_selector("#pc-papers .pc-title:has-text('<script>')", timeout=30_000)
    title = page.locator("#pc-papers .pc-title", has_text="<script>").first.inner_text()
    assert title == HOSTILE
    assert page.evaluate("window.__pwned") is None and page.dialogs == []
    assert page.locator("#pc-papers img").count() == 0
    shot(page, "4-escaped-title", full=False)


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


def test_library_ingests_uploads_with_progress_and_a_reason_per_file(page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    good = make_pdf(tmp_path / "compass.pdf", [["Abstract", "Compass rewards guide exploration."]], title="Compass Rewards")
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    open_tab(page, "Library")
    page.set_input_files("#pc-lib-files input[type=file]", [str(good), str(broken)])
    page.wait_for_selector("#pc-lib-files td.filename[aria-label='broken.pdf']", timeout=30_000)
    page.evaluate(  # every text the summary shows while the ingest runs, as it is drawn
        """() => { window.__progress = [];
          new MutationObserver(() => window.__progress.push(document.getElementById('pc-lib-summary').innerText))
            .observe(document.getElementById('pc-lib-summary'), { childList: true, subtree: true, characterData: true }); }"""
    )
    page.click("#pc-lib-ingest")
    page.wait_for_selector("#pc-lib-summary:has-text('1 papers added')", timeout=60_000)
    seen = "\n".join(page.evaluate("window.__progress"))
    assert "File 1 of 2: compass.pdf · 1 pages read · " in seen and " chunks embedded" in seen, seen
    summary = page.locator("#pc-lib-summary").inner_text()
    rows = page.locator("#pc-lib-results tbody tr")
    assert summary.startswith(f"{rows.count()} files: 1 ingested, 1 failed, 0 refused"), summary  # counts the table's rows
    table = page.locator("#pc-lib-results").inner_text()
    assert "1 added" in table and "failed" in table and "Traceback" not in table
    reason = page.locator("#pc-lib-results tbody tr", has_text="broken.pdf").locator("td").nth(3)
    box, cell = page.locator("#pc-lib-results table").bounding_box(), reason.bounding_box()
    assert cell["x"] + cell["width"] <= box["x"] + box["width"] + 1 and cell["height"] > 30  # the reason wraps inside
    assert page.evaluate(OVERFLOWING) == []
    shot(page, "5-library")


def test_remove_asks_for_a_confirmation_first(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Library")
    page.wait_for_selector("#pc-mode:has-text('chunks')", timeout=60_000)  # the header's counts, not its loading timer
    header = page.locator("#pc-mode").inner_text()
    _pick_to_remove(page, "sextant", "sextant [PDF]")  # titled after its file: its title page is bare
    page.click("#pc-lib-remove")
    confirm = page.locator("#pc-lib-confirm")
    expect(confirm).to_be_visible()
    assert "Remove sextant and its 2 chunks?" in confirm.inner_text() and "cannot be undone" in confirm.inner_text()
    shot(page, "5b-library-confirm")
    _pick_to_remove(page, "greenhouse", "Greenhouse Irrigation Study")  # another paper: the question is withdrawn
    expect(confirm).to_be_hidden()
    _pick_to_remove(page, "sextant", "sextant [PDF]")
    page.click("#pc-lib-remove")
    expect(confirm).to_be_visible()
    page.click("#pc-lib-confirm-cancel")
    expect(confirm).to_be_hidden()
    assert page.locator("#pc-mode").inner_text() == header  # nothing was removed
    page.click("#pc-lib-remove")
    page.click("#pc-lib-confirm-yes")
    page.wait_for_selector("#pc-lib-removed:has-text('Removed sextant')", timeout=30_000)
    expect(confirm).to_be_hidden()


def _pick_to_remove(page, typed: str, option: str) -> None:  # type: ignore[no-untyped-def]
    box = page.locator("#pc-lib-paper input")
    box.click()
    box.fill("")
    box.press_sequentially(typed)  # typed: the list shows 100 until filtered
    page.locator("[role=option]", has_text=option).first.click()


def test_settings_page(page) -> None:  # type: ignore[no-untyped-def]
    open_tab(page, "Settings")
    page.wait_for_selector("#pc-set-status:has-text('No LLM endpoint is configured')")
    shot(page, "6-settings")


PAGES = ["Ask about this topic", "AskPDF", "Papers", "Library", "Settings"]


@pytest.mark.parametrize("width", [1400, 800])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_fits_and_reads_at_this_width_and_scheme(page, server, width: int, scheme: str) -> None:  # type: ignore[no-untyped-def]
    """Each page with content on it: nothing sticks out, text keeps a 4.5:1 contrast, a screenshot each."""
    app, _started = server
    tab = page.context.new_page()  # a session of its own, in the same browser
    try:
        tab.set_viewport_size({"width": width, "height": 1000})
        tab.emulate_media(color_scheme=scheme)
        tab.goto(app.url + ("?__theme=dark" if scheme == "dark" else ""))
        problems = _visit_every_page(tab, f"{width}-{scheme}")
        background = tab.evaluate(BACKGROUND)
    finally:
        tab.close()
    assert problems == {}, problems
    assert (background > 0.5) == (scheme == "light"), background  # dark mode is dark


def _visit_every_page(tab, suffix: str) -> dict[str, object]:  # type: ignore[no-untyped-def]
    tab.wait_for_selector("#pc-mode:has-text('extractive')", timeout=60_000)
    tab.fill("#pc-ask-question textarea", "Compare the approaches that reduce rollout latency")
    tab.click("#pc-ask-send")
    tab.wait_for_selector("#pc-sources .pc-card", timeout=60_000)
    open_tab(tab, "Papers")
    tab.fill("#pc-search textarea, #pc-search input", "Anchor Critics")  # ingested by the server fixture
    tab.wait_for_function("document.querySelectorAll('#pc-papers .pc-paper').length === 1", timeout=90_000)
    tab.locator("#pc-papers [data-pc-action=askpdf]").first.click()
    tab.wait_for_selector("#pc-pdf-status:has-text('Anchor Critics')", timeout=90_000)
    tab.fill("#pc-pdf-question textarea", "By how much do anchor critics cut the variance?")
    tab.click("#pc-pdf-send")
    tab.wait_for_selector("#pc-pdf-page img", timeout=60_000)
    problems: dict[str, object] = {}
    for number, name in enumerate(PAGES, 1):
        open_tab(tab, name)
        if name == "Papers":
            tab.fill("#pc-search textarea, #pc-search input", "")
            tab.wait_for_selector("#pc-papers .pc-paper >> nth=20", timeout=90_000)
        tab.wait_for_timeout(300)  # let the page settle before measuring (not asserted on)
        overflow, (ratio, where) = tab.evaluate(OVERFLOWING), tab.evaluate(CONTRAST)
        if overflow or ratio < 4.5:
            problems[name] = (overflow, round(ratio, 2), where)
        shot(tab, f"page-{number}-{name.split()[0].lower()}-{suffix}", full=name != "Papers")
    return problems


def test_nothing_was_loaded_from_outside_the_app_and_the_policy_blocked_nothing(page, server) -> None:  # type: ignore[no-untyped-def]
    app, _started = server
    assert page.external == []
    assert app.network_attempts() == []
    assert [m for m in page.console if "Content Security Policy" in m] == []  # the app runs under its own CSP

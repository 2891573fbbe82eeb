"""The app's parts without a server: momentum, safe uploads, escaping, page rendering."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from pdf_factory import make_pdf

from assistant.answering import Answer
from assistant.citations import Citation, Source
from assistant.errors import UserError
from assistant.records import CatalogEntry, Paper, SourceRecord, StoredChunk
from assistant.retrieval import Retrieved
from ui.momentum import momentum, weekly_svg
from ui.pages import render_page
from ui.render import (
    answer_markdown,
    authors_line,
    paper_cards,
    safe_markdown,
    source_cards,
)
from ui.uploads import safe_name, store_upload

EVIL = '<script>alert(1)</script><img src=x onerror="alert(2)">'


# --- momentum ---------------------------------------------------------------------


def test_momentum_counts_the_last_four_weeks_against_the_four_before() -> None:
    dates = ["2026-06-21"] * 3 + ["2026-05-30"] * 2 + ["2026-05-20"] * 2 + ["2026-04-01", None, "not a date"]
    state = momentum(dates)
    assert (state.recent, state.before) == (5, 2)
    assert state.sentence() == "5 papers in the last four weeks, up 150% on the four weeks before (as of 2026-06-21)."


def test_momentum_says_down_and_handles_nothing_before() -> None:
    assert "down 50%" in momentum(["2026-06-21", "2026-05-10", "2026-05-11"]).sentence()
    assert "none in the four weeks before" in momentum(["2026-06-21"]).sentence()
    assert momentum([None]).as_of is None and "No dated papers" in momentum([]).sentence()


def test_weeks_include_the_empty_ones_between() -> None:
    weeks = momentum(["2026-06-01", "2026-06-22", "2026-06-23"]).weeks
    assert [n for _w, n in weeks] == [1, 0, 0, 2]
    svg = weekly_svg(weeks)
    assert svg.count('class="pc-bar"') == 4 and "Week of 22 Jun 2026: 2 papers" in svg


def test_implausible_dates_are_ignored_and_the_plot_covers_a_year() -> None:
    state = momentum(["9999-12-30", "0001-01-01", "2026-06-21", "2024-01-01"])
    assert state.as_of is not None and state.as_of.isoformat() == "2026-06-21"
    assert len(state.weeks) == 52 and sum(n for _w, n in state.weeks) == 1


# --- uploads ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("../../x.pdf", "x.pdf"),
        ("..\\..\\windows\\evil.pdf", "evil.pdf"),
        ("/etc/passwd", "passwd"),
        (".hidden.pdf", "hidden.pdf"),
        ("paper name (v2).PDF", "paper_name_v2.pdf"),
        ("nul\x00byte.pdf", "nulbyte.pdf"),
        ("..", "upload"),
    ],
)
def test_safe_names_keep_only_the_last_component(given: str, expected: str) -> None:
    assert safe_name(given) == expected


def test_an_upload_is_copied_inside_the_uploads_folder(tmp_path: Path) -> None:
    source = tmp_path / "incoming.pdf"
    source.write_bytes(b"%PDF-1.4 content")
    uploads = tmp_path / "data" / "uploads"
    stored = store_upload(source, "../../../../escape.pdf", uploads, 1_000_000)
    assert stored.path == uploads / "escape.pdf" and stored.path.read_bytes() == b"%PDF-1.4 content"
    assert not (tmp_path / "escape.pdf").exists()
    again = store_upload(source, "escape.pdf", uploads, 1_000_000)
    assert again.path == stored.path  # the same content keeps one copy
    other = tmp_path / "other.pdf"
    other.write_bytes(b"%PDF-1.4 different")
    renamed = store_upload(other, "escape.pdf", uploads, 1_000_000)
    assert renamed.path != stored.path and stored.path.read_bytes() == b"%PDF-1.4 content"  # nothing overwritten


@pytest.mark.parametrize(
    ("name", "content", "limit", "message"),
    [
        ("big.pdf", b"x" * 2000, 1000, "over the 0 MB upload limit"),
        ("empty.pdf", b"", 1000, "is empty"),
        ("macro.docm", b"x", 1000, "files are not accepted"),
        ("noext", b"x", 1000, "no files are not accepted"),
    ],
)
def test_refused_uploads_say_why(tmp_path: Path, name: str, content: bytes, limit: int, message: str) -> None:
    source = tmp_path / "f"
    source.write_bytes(content)
    with pytest.raises(UserError, match=message):
        store_upload(source, name, tmp_path / "uploads", limit)
    assert not (tmp_path / "uploads").exists() or not any((tmp_path / "uploads").iterdir())


# --- escaping ---------------------------------------------------------------------


def _answer(title: str, text: str) -> Answer:
    paper = Paper(title=title, authors=["A <b>One</b>", "B Two", "C", "D", "E"], authors_more=2, date="2026-06-01", tags=[EVIL])
    chunk = StoredChunk(chunk_id="p:abstract:1", paper_id=paper.paper_id, kind="abstract", position=0, text=text)
    item = Retrieved(chunk=chunk, score=0.9, dense=0.9, vector=np.zeros(3))
    source = Source(1, item, paper)
    return Answer("q", f"{text} [1] and [1, 2]", "extractive", False, [Citation(1, source, text)], [source])


def test_answers_and_cards_show_paper_text_as_text() -> None:
    answer = _answer(EVIL, f"The method {EVIL} works.")
    shown = answer_markdown(answer, "pc-src-3-") + source_cards(answer, "pc-src-3-")
    assert "<script>" not in shown and "<img" not in shown
    assert "&lt;script&gt;alert" in shown
    assert shown.count('href="#pc-src-3-1"') == 1 and 'id="pc-src-3-1"' in shown
    assert 'href="#pc-src-3-2"' not in shown  # "[1, 2]" names a source this answer does not have: plain text
    entry = CatalogEntry(answer.sources[0].paper, {"abstract": SourceRecord("f.txt", "sha", chunks=1)})
    listing = paper_cards([entry])
    assert "<script>" not in listing and "&lt;img src=x" in listing


def test_markdown_in_paper_text_cannot_load_or_link_anything() -> None:
    hostile = "See ![zebra](http://10.9.9.9/pixel.png) and [click](http://10.9.9.9/) or <http://10.9.9.9/>."
    shown = answer_markdown(_answer("Title", hostile), "pc-src-1-")
    assert "](" not in shown.replace("\\](", "").replace("\\]\\(", "")
    assert "\\!\\[zebra\\]\\(http\\://10.9.9.9/pixel.png\\)" in shown
    assert "<http" not in shown and 'href="#pc-src-1-1"' in shown
    assert safe_markdown("- a bullet with **bold**") == "- a bullet with **bold**"


def test_answers_in_askpdf_have_no_card_links() -> None:
    assert "href" not in answer_markdown(_answer("Title", "A claim."))


def test_authors_show_plus_n_as_the_topic_page_does() -> None:
    paper = Paper(title="t", authors=["A", "B", "C", "D", "E"], authors_more=2)
    assert authors_line(paper) == "A, B, C, D +3"


# --- cited pages ------------------------------------------------------------------


def test_the_cited_page_is_rendered_with_the_quote_highlighted(tmp_path: Path) -> None:
    pdf = make_pdf(
        tmp_path / "p.pdf",
        [["First page text about nothing in particular."], ["Second page: the ﬁnal reward was 0.93 on held-out tasks."]],
    )
    image, found = render_page(pdf, 2, "Second page: the final reward was 0.93 on held-out tasks.")
    assert found and image.width > 500
    plain, _ = render_page(pdf, 2)
    changed = (np.asarray(image).astype(int) - np.asarray(plain).astype(int)).any(axis=2)
    assert changed.sum() > 1000  # the highlight is painted
    rows = np.nonzero(changed.any(axis=1))[0]
    assert rows.max() - rows.min() < image.height / 4  # around the quote, not the whole page
    _plain, found_elsewhere = render_page(pdf, 1, "Second page: the final reward was 0.93 on held-out tasks.")
    assert not found_elsewhere


def test_page_errors_are_sentences(tmp_path: Path) -> None:
    pdf = make_pdf(tmp_path / "p.pdf", [["Only page."]])
    with pytest.raises(UserError, match="has no page 3"):
        render_page(pdf, 3)
    with pytest.raises(UserError, match="no longer at"):
        render_page(tmp_path / "gone.pdf", 1)
    (tmp_path / "junk.pdf").write_bytes(b"junk")
    with pytest.raises(UserError, match="can no longer be opened"):
        render_page(tmp_path / "junk.pdf", 1)


# --- starting the app -------------------------------------------------------------


def test_a_busy_port_is_one_sentence_before_anything_loads() -> None:
    import socket

    from ui.launch import check_address

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        with pytest.raises(UserError, match=f"Port {port} on 127.0.0.1 is already in use; .*--port"):
            check_address("127.0.0.1", port)
    with pytest.raises(UserError, match=r"Cannot listen on 10\.255\.255\.1"):
        check_address("10.255.255.1", 0)


_IMPORT_PROBE = """
import json, sys
from assistant.settings import Settings
from ui.launch import prepare_gradio
prepare_gradio(Settings())
import gradio as gr
import gradio.component_meta
import gradio.utils
import ui.app
with gr.Blocks() as demo:  # components still define and build as usual
    chat = gr.Chatbot()
    box = gr.Textbox()
    box.submit(lambda q, h: h, [box, chat], [chat])
with gradio.utils.MatplotlibBackendMananger():  # what Gradio wraps each event in
    pass
heavy = ("ingest", "pypdf", "langchain_core", "matplotlib", "tiktoken")
print(json.dumps({
    "stub_writer": gradio.component_meta.create_or_modify_pyi.__module__,
    "loaded": sorted(m for m in sys.modules if m.split(".")[0] in heavy and sys.modules[m] is not None),
    "events": len(demo.fns),
}))
"""


def test_the_page_loads_without_the_pdf_reader_matplotlib_or_gradios_stub_writer(tmp_path: Path) -> None:
    """What the app's launch spares (benchmarks/app_probe.py measures the time): the ingest pipeline and
    the PDF reader until the first upload, matplotlib (not used by the app), Gradio's .pyi rewriting."""
    import json
    import subprocess
    import sys

    from processes import cli_env

    run = subprocess.run(
        [sys.executable, "-c", _IMPORT_PROBE], env=cli_env(tmp_path), capture_output=True, text=True, timeout=120, check=False
    )
    assert run.returncode == 0, run.stderr[-2000:]
    seen = json.loads(run.stdout.splitlines()[-1])
    assert seen == {"stub_writer": "ui.launch", "loaded": [], "events": 1}


def test_askpdf_names_the_papers_authors_date_and_category() -> None:
    from ui.askpdf_tab import paper_line

    paper = Paper(
        title="PaSa: An LLM Agent",
        authors=["Yichen He", "Guanhua Huang", "Peiyuan Feng", "Yuan Lin"],
        date="2025-01-17",
        category="cs.IR",
    )
    line = paper_line(CatalogEntry(paper, {"pdf": SourceRecord("pasa.pdf", "sha", chunks=3, pages=15)}))
    assert line == "PaSa: An LLM Agent (Yichen He, Guanhua Huang, Peiyuan Feng +1; 2025-01-17; cs.IR)"


# --- the momentum chart -------------------------------------------------------------


def test_the_chart_has_a_count_axis_values_on_bars_and_the_window_marked() -> None:
    state = momentum(["2026-06-21"] * 3 + ["2026-06-02", "2026-03-02", "2026-03-03"])
    svg = weekly_svg(state.weeks, state.as_of)
    axis = re.findall(r'text-anchor="end">(\d+)</text>', svg)
    assert axis == ["0", "1", "2", "3"], axis  # a labelled count axis from 0 to the peak
    assert ">papers</text>" in svg and ">week</text>" in svg
    assert re.findall(r'class="pc-value"[^>]*>(\d+)<', svg) == ["2", "1", "3"]  # each non-empty week's count on its bar
    assert "<title>Week of 15 Jun 2026: 3 papers</title>" in svg  # and on hover
    assert svg.count('class="pc-window"') == 1 and "last 4 weeks" in svg and "25 May to 21 Jun 2026" in svg
    assert ">Mar 2026</text>" in svg and ">Jun</text>" in svg  # months under the weeks
    assert 'preserveAspectRatio="none"' not in svg  # text is never stretched


# --- answer forms and source cards -------------------------------------------------------


def _sourced(title: str, text: str, n: int = 1, abstract: str | None = "An abstract.") -> Source:
    paper = Paper(title=title, authors=["A"], date="2026-06-01", abstract=abstract)
    chunk = StoredChunk(chunk_id=f"p{n}:abstract:1", paper_id=paper.paper_id, kind="abstract", position=0, text=text)
    return Source(n, Retrieved(chunk=chunk, score=0.9, dense=0.9, vector=np.zeros(3)), paper)


def test_a_comparison_table_renders_as_a_table_with_escaped_cells() -> None:
    one, two = _sourced("Alpha <b>RL</b>", "x", 1), _sourced("Beta", "y", 2)
    body = "Extractive answer:\n\n| Paper | Approach | Reported result |\n|---|---|---|\n| Alpha <b>RL</b> | We add ![x](http://h/p) [1] | 41% [1] |\n| Beta | (not reported) | 3 [2] |"
    shown = answer_markdown(
        Answer("q", body, "extractive", False, [Citation(1, one, "x"), Citation(2, two, "y")], [one, two]), "pc-src-0-"
    )
    lines = shown.split("\n")
    assert "| Paper | Approach | Reported result |" in lines and "|---|---|---|" in lines
    row = next(line for line in lines if line.startswith("| Alpha"))
    assert row.count(" | ") == 2 and row.endswith(" |")  # still three cells: the pipes are the table's
    assert "&lt;b&gt;RL&lt;/b&gt;" in row and "\\!\\[x\\]\\(http\\://h/p\\)" in row  # each cell escaped
    assert 'href="#pc-src-0-1"' in row and 'href="#pc-src-0-2"' in shown


def test_grouped_lists_keep_their_labels_and_bullets() -> None:
    one = _sourced("Alpha", "x", 1)
    body = "Header:\n\nAlpha:\n- We add a critic. [1]\n- It cuts variance. [1]"
    shown = answer_markdown(Answer("q", body, "extractive", False, [Citation(1, one, "x")], [one]), "pc-src-0-")
    assert "\nAlpha:\n- We add a critic. " in shown and shown.count("\n- ") == 2


def test_a_declined_question_lists_the_closest_papers_instead_of_cards() -> None:
    sources = [_sourced("Alpha", "x", 1), _sourced("Alpha", "x2", 2), _sourced("Beta <i>", "y", 3)]
    shown = source_cards(Answer("q", "No answer.", "extractive", True, [], sources))
    assert "pc-card" not in shown and "No answer was given" in shown
    assert re.findall(r'<li><span class="pc-title">(.*?)</span>', shown) == ["Alpha", "Beta &lt;i&gt;"]  # one line per paper


def test_long_source_lists_fold_after_six_cards() -> None:
    sources = [_sourced(f"Paper {i}", f"text {i}", i) for i in range(1, 11)]
    cited = [Citation(s.n, s, s.item.chunk.text) for s in sources]
    shown = source_cards(Answer("q", "a [1]", "extractive", False, cited, sources), "pc-src-0-")
    head, fold = shown.split('<details class="pc-more">')
    card = re.compile(r'class="pc-card(?: pc-cited)?"')
    assert len(card.findall(head)) == 6 and len(card.findall(fold)) == 4
    assert "<summary>4 more sources</summary>" in fold and 'id="pc-src-0-10"' in fold


def test_a_paper_without_abstract_says_so_instead_of_quoting_its_listing() -> None:
    listing = _sourced("Gamma", "Gamma\nTags: RL; LLM\nAffiliations: Uni\nAuthors: A", 1, abstract=None)
    shown = source_cards(Answer("q", "a [1]", "extractive", False, [Citation(1, listing, "Gamma")], [listing]))
    assert "No abstract was ingested for this paper" in shown and "Affiliations" not in shown


def test_an_uncited_card_quotes_the_abstract_without_repeating_the_title() -> None:
    cited, context = _sourced("Alpha", "x", 1), _sourced("Beta Critics", "Beta Critics\n\nWe add beta critics.", 2)
    shown = source_cards(Answer("q", "a [1]", "extractive", False, [Citation(1, cited, "x")], [cited, context]))
    assert '<blockquote class="pc-quote">We add beta critics.</blockquote>' in shown


def test_an_uncited_page_card_quotes_sentences_not_the_section_heading() -> None:
    cited, context = _sourced("Alpha", "x", 1), _sourced("Beta", "x", 2)
    page = StoredChunk(
        chunk_id="p2:page:1", paper_id=context.paper.paper_id, kind="page", position=0,
        text="4 Results\n\nBeta critics cut the variance of the policy gradient by 41 percent.",
    )  # fmt: skip
    context = Source(2, Retrieved(chunk=page, score=0.9, dense=0.9, vector=np.zeros(3)), context.paper)
    shown = source_cards(Answer("q", "a [1]", "extractive", False, [Citation(1, cited, "x")], [cited, context]))
    assert '<blockquote class="pc-quote">Beta critics cut the variance' in shown and "4 Results" not in shown


# --- the app's HTTP layer ------------------------------------------------------------


def test_allowed_origins_are_read_as_origins() -> None:
    from ui.security import parse_origins

    assert parse_origins(" https://Papers.Example.org/app , http://10.0.0.2:7860,not a url,") == {
        "https://papers.example.org",
        "http://10.0.0.2:7860",
    }


def test_only_the_apps_own_origin_or_a_listed_one_may_post() -> None:
    from ui.security import Hardening

    guard = Hardening(lambda *a: None, Path("."), 1, {"https://proxy.example"})  # type: ignore[arg-type,return-value]
    host = {"host": "127.0.0.1:7860"}
    assert guard.same_origin({**host, "origin": "http://127.0.0.1:7860"})
    assert guard.same_origin({**host, "origin": "https://proxy.example"})
    assert not guard.same_origin({**host, "origin": "http://evil.example"})
    assert not guard.same_origin({**host, "origin": "null"})  # a sandboxed frame or a file:// page
    assert guard.same_origin(host)  # no Origin: not a browser (gradio_client, curl)
    assert not guard.same_origin({**host, "sec-fetch-site": "cross-site"})


def test_the_upload_cache_is_pruned_oldest_first(tmp_path: Path) -> None:
    import os

    from ui.security import prune

    for age, name in enumerate(["new", "mid", "old"]):
        folder = tmp_path / name
        folder.mkdir()
        (folder / f"{name}.pdf").write_bytes(b"x" * 1000)
        os.utime(folder / f"{name}.pdf", (1_000_000 - age * 100, 1_000_000 - age * 100))
    assert prune(tmp_path, 2000) == 1000
    assert sorted(p.name for p in tmp_path.rglob("*.pdf")) == ["mid.pdf", "new.pdf"]
    assert not (tmp_path / "old").exists()  # its emptied folder goes too
    assert prune(tmp_path, 5000) == 0


# --- work in a thread, its progress drawn as it comes ----------------------------------


def test_background_work_reports_its_steps_then_its_result_or_its_error() -> None:
    from ui.background import Background

    def work(report):  # type: ignore[no-untyped-def]
        for step in range(3):
            report(step)
        return "done"

    job: Background[int, str] = Background(work)
    assert list(job.events()) == [0, 1, 2] and job.outcome() == "done"

    def failing(report):  # type: ignore[no-untyped-def]
        report(1)
        raise UserError("arXiv could not be reached.")

    broken: Background[int, str] = Background(failing)
    assert list(broken.events()) == [1]
    with pytest.raises(UserError, match=r"^arXiv could not be reached\.$"):
        broken.outcome()

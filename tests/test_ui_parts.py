"""The app's parts without a server: momentum, safe uploads, escaping, page rendering."""

from __future__ import annotations

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
    assert svg.count("<rect") == 4 and "Week of Jun 22" in svg


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

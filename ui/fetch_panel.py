"""AskPDF's "Fetch the PDF from arXiv": for a paper known only by its abstract, one click
finds it on arXiv, downloads and ingests its PDF with progress shown, then opens the chat
on the full text.

The page logic lives here, apart from the AskPDF page (``ui.askpdf_tab``), which it only
drives through that page's public ``select`` and ``picker``: the fetch itself is
``ingest.fetch.PdfFetcher``, the same code as ``paperchat fetch``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import gradio as gr

from assistant.errors import UserError
from ui import askpdf_tab
from ui.background import Background
from ui.library_tab import progress_html
from ui.render import error_html
from ui.service import Service, sentence

if TYPE_CHECKING:
    from ingest.fetch import FetchResult

LABEL = "Fetch the PDF from arXiv"


@dataclass
class FetchPanel:
    row: gr.Row
    note: gr.HTML
    button: gr.Button


def build() -> FetchPanel:
    """Hidden until the selected paper has no PDF."""
    with gr.Row(visible=False, elem_id="pc-pdf-fetch-row") as row:
        note = gr.HTML(
            '<div class="pc-notice">This paper has only its abstract here: fetch its PDF to ask about the full text.</div>'
        )
        button = gr.Button(LABEL, variant="primary", min_width=220, scale=0, elem_id="pc-pdf-fetch")
    return FetchPanel(row, note, button)


def offer(service: Service, paper_id: str | None) -> dict[str, Any]:
    """Show the panel for a catalogued paper without a PDF, hide it otherwise."""
    try:
        missing = bool(paper_id) and service.entry(str(paper_id)).pdf is None
    except UserError:
        missing = False
    return gr.update(visible=missing)


def fetch_pdf(service: Service, paper_id: str | None) -> Iterator[tuple[Any, ...]]:
    """Fetch with progress in the status line; once ingested, the chat opens on the full text.

    Yields (paper dropdown, 8 AskPDF outputs as ``askpdf_tab.select`` gives them, panel row).
    """
    keep = (gr.skip(),) * 7
    if not paper_id:
        yield gr.skip(), error_html("No paper is selected; pick one in the Paper list first."), *keep, gr.skip()
        return
    job: Background[tuple[str, int, int], FetchResult] = Background(
        partial(_fetch, service, str(paper_id)), name="paperchat-fetch"
    )
    for line, done, total in job.events():
        yield gr.skip(), progress_html(line, done, total), *keep, gr.skip()
    try:
        result = job.outcome()
    except Exception as err:  # noqa: BLE001 - arXiv unreachable, a removed paper, a store fault: one sentence
        yield gr.skip(), error_html(sentence(err)), *keep, gr.skip()
        return
    if not result.ok:
        yield gr.skip(), error_html(result.message), *keep, gr.skip()
        return
    yield (
        askpdf_tab.picker(service, result.paper_id, value=result.paper_id),
        *askpdf_tab.select(service, result.paper_id),
        gr.update(visible=False),
    )


def _fetch(service: Service, paper_id: str, report: Callable[[tuple[str, int, int]], None]) -> FetchResult:
    """The fetch, reporting each step as (line, done, total)."""
    from ingest.fetch import PdfFetcher

    entry = service.entry(paper_id)
    stage = lambda what: report((what[:1].upper() + what[1:] + "…", 0, 0))  # noqa: E731
    chunks = lambda done, total, _what: report((f"Reading and embedding the PDF: {done} of {total} chunks", done, total))  # noqa: E731
    with service.ingesting(progress=chunks) as ingestor:
        fetcher = PdfFetcher(service.settings, lambda: ingestor)
        try:
            return fetcher.fetch(entry, stage=stage)
        finally:
            fetcher.close()


def wire(panel: FetchPanel, pdf: askpdf_tab.AskPdfTab, service: Service, answering: list[dict[str, Any]]) -> None:
    """Show the panel when the selected paper changes (a pick, an upload, a card's AskPDF)."""
    pdf.paper.change(partial(offer, service), [pdf.paper], [panel.row], api_visibility="private")
    reset = [pdf.status, pdf.chat, pdf.turns, pdf.answer, pdf.cited, pdf.page, pdf.caption, pdf.view]
    panel.button.click(
        partial(fetch_pdf, service),
        [pdf.paper],
        [pdf.paper, *reset, panel.row],
        api_name="fetch_pdf",
        cancels=answering,
        show_progress="hidden",  # the status line draws the steps
    )

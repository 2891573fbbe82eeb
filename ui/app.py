"""The app: five tabs wired to one ``Service``; ``launch`` serves it on 127.0.0.1."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from functools import partial
from typing import Any

import gradio as gr
from gradio.events import Dependency

from assistant.records import CatalogEntry
from ui import ask_tab, askpdf_tab, library_tab, papers_tab, settings_tab
from ui.assets import CSS, JS
from ui.chat import Message, Turns
from ui.render import error_html
from ui.service import Service, sentence
from ui.session import Session, default_session, header

log = logging.getLogger(__name__)


def build_app(service: Service) -> gr.Blocks:
    # Gradio's own copies of uploads (ours are kept in data/uploads) are cleared after a day.
    with gr.Blocks(title="paperchat", analytics_enabled=False, delete_cache=(3600, 86400)) as app:
        session = gr.State(default_session(service))
        gr.Markdown("## paperchat · answers from the topic's papers, every claim cited")
        top = gr.Markdown(elem_classes="pc-mode", elem_id="pc-mode")
        action = gr.Textbox(elem_id="pc-action", elem_classes="pc-hidden", show_label=False, container=False)
        action_go = gr.Button("action", elem_id="pc-action-go", elem_classes="pc-hidden")
        with gr.Tabs(selected="ask") as tabs:
            with gr.Tab("Ask about this topic", id="ask", elem_id="pc-tab-ask"):
                ask = ask_tab.build()
            with gr.Tab("AskPDF", id="askpdf", elem_id="pc-tab-askpdf"):
                pdf = askpdf_tab.build(service)
            with gr.Tab("Papers", id="papers", elem_id="pc-tab-papers") as papers_page:
                papers = papers_tab.build()
            with gr.Tab("Library", id="library", elem_id="pc-tab-library") as library_page:
                library = library_tab.build(service)
            with gr.Tab("Settings", id="settings", elem_id="pc-tab-settings"):
                settings = settings_tab.build(service, default_session(service))

        refresh_header = partial(_header, service)
        ask_tab.wire(ask, service, session)
        uploaded, pdf_answering = askpdf_tab.wire(pdf, service, session)
        papers_tab.wire(papers, service)
        settings_tab.wire(settings, service, session, top, refresh_header)
        _wire_catalog(service, app, top, session, pdf, papers, library, uploaded, papers_page, library_page)
        _wire_actions(service, action, action_go, session, tabs, pdf, pdf_answering)
        _wire_topic_summary(service, papers, ask, session, tabs)
    return app


def _header(service: Service, session: Session, entries: list[CatalogEntry] | None = None) -> str:
    try:
        return header(service, session, service.entries() if entries is None else entries)
    except Exception as err:  # noqa: BLE001 - the header must never break the page
        log.warning("header: %s", err)
        return f"**Answer mode:** {session['mode']}"


def _catalog_views(service: Service, session: Session, query: str, tags: list[str] | None) -> tuple[Any, ...]:
    """Everything that lists papers, refreshed together (from one catalog read) after it changes."""
    try:
        entries = service.entries()
        choices = askpdf_tab.paper_choices(entries)
        figure, listing = papers_tab.listing(service, query, tags, entries)
    except Exception as err:  # noqa: BLE001 - e.g. a Chroma server gone: say so where the list would be
        return _header(service, session), gr.skip(), gr.skip(), "", error_html(sentence(err)), gr.skip()
    top = _header(service, session, entries)
    return (
        top,
        gr.update(choices=choices),
        gr.update(choices=choices, value=None),
        figure,
        listing,
        papers_tab.tag_choices(entries),
    )


def _wire_catalog(
    service: Service,
    app: gr.Blocks,
    top: gr.Markdown,
    session: gr.State,
    pdf: askpdf_tab.AskPdfTab,
    papers: papers_tab.PapersTab,
    library: library_tab.LibraryTab,
    uploaded: Dependency,
    *pages: gr.Tab,
) -> None:
    views = partial(_catalog_views, service)
    inputs = [session, papers.search, papers.tags]
    outputs = [top, pdf.paper, library.paper, papers.momentum, papers.papers, papers.tags]
    ordered = papers_tab.ORDERED
    app.load(views, inputs, outputs, api_visibility="private", **ordered)
    for page in pages:
        page.select(views, inputs, outputs, api_visibility="private", **ordered)
    library.ingest.click(
        partial(library_tab.ingest, service), [library.files], [library.summary, library.results], api_name="ingest"
    ).then(views, inputs, outputs, api_visibility="private", **ordered)
    library.remove.click(partial(library_tab.remove, service), [library.paper], [library.removed], api_name="remove").then(
        views, inputs, outputs, api_visibility="private", **ordered
    )
    uploaded.then(views, inputs, outputs, api_visibility="private", **ordered)


def _on_action(service: Service, value: str, session: Session, messages: list[Message]) -> Iterator[tuple[Any, ...]]:
    """A card button: "askpdf|<paper id>|<nonce>" opens AskPDF on that paper; "summary|…" also summarizes it."""
    action, _, rest = (value or "").partition("|")
    paper_id = rest.split("|")[0]
    if action not in ("askpdf", "summary") or not paper_id:
        yield (gr.skip(),) * 9
        return
    status, chat, turns, answer, cited, page, caption = askpdf_tab.select(service, paper_id)
    yield gr.update(selected="askpdf"), paper_id, status, chat, turns, answer, cited, page, caption
    if action == "summary":
        for chat, turns, answer, cited, page, caption, _q in askpdf_tab.summarize(service, paper_id, [], [], session):
            yield gr.skip(), paper_id, status, chat, turns, answer, cited, page, caption


def _wire_actions(
    service: Service,
    action: gr.Textbox,
    go: gr.Button,
    session: gr.State,
    tabs: gr.Tabs,
    pdf: askpdf_tab.AskPdfTab,
    answering: list[dict[str, Any]],
) -> None:
    outputs = [tabs, pdf.paper, pdf.status, pdf.chat, pdf.turns, pdf.answer, pdf.cited, pdf.page, pdf.caption]
    go.click(partial(_on_action, service), [action, session, pdf.chat], outputs, api_name="card_action", cancels=answering)


def _topic_summary(service: Service, messages: list[Message], turns: Turns, session: Session) -> Iterator[tuple[Any, ...]]:
    yield gr.update(selected="ask"), gr.skip(), gr.skip(), gr.skip()
    for chat, turns_now, cards in ask_tab.summarize_topic(service, messages, turns, session):
        yield gr.skip(), chat, turns_now, cards


def _wire_topic_summary(
    service: Service, papers: papers_tab.PapersTab, ask: ask_tab.AskTab, session: gr.State, tabs: gr.Tabs
) -> None:
    outputs = [tabs, ask.chat, ask.turns, ask.cards]
    papers.summarize.click(partial(_topic_summary, service), [ask.chat, ask.turns, session], outputs, api_name="summarize_topic")


def launch(service: Service, host: str, port: int, block: bool = True) -> tuple[gr.Blocks, str]:
    """Serve the app; uploads over the limit are refused by Gradio before they reach us."""
    app = build_app(service)
    app.queue(default_concurrency_limit=service.settings.ui_concurrency, max_size=512)
    _, url, _ = app.launch(
        server_name=host,
        server_port=port,
        prevent_thread_lock=not block,
        quiet=True,
        show_error=False,
        ssr_mode=False,
        max_file_size=f"{service.settings.max_upload_mb}mb",
        allowed_paths=[],
        footer_links=[],
        css=CSS,
        js=JS,
        theme=gr.themes.Default(),
        enable_monitoring=False,
        mcp_server=False,
    )
    return app, url

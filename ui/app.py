"""The app: five tabs wired to one ``Service``; ``launch`` serves it on 127.0.0.1."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Iterator
from functools import partial
from typing import Any

import gradio as gr
from gradio.events import Dependency
from starlette.middleware import Middleware

from assistant.records import CatalogEntry
from ui import ask_tab, askpdf_tab, fetch_panel, follow_panel, library_tab, papers_tab, settings_tab
from ui.assets import CSS, FONTS, JS, theme
from ui.chat import Message, Turns
from ui.launch import incoming_dir
from ui.render import error_html
from ui.security import Hardening, parse_origins
from ui.service import Service, sentence
from ui.session import Session, default_session, header

log = logging.getLogger(__name__)


def build_app(service: Service) -> gr.Blocks:
    # Gradio's own copies of uploads (ingested ones are kept in data/uploads) are cleared two
    # hours after upload; ui.security also keeps them under PAPERCHAT_UPLOAD_CACHE_MB.
    with gr.Blocks(title="paperchat", analytics_enabled=False, delete_cache=(900, 7200)) as app:
        session = gr.State(default_session(service))
        gr.Markdown("## paperchat · answers from the topic's papers, every claim cited")
        top = gr.Markdown(elem_classes="pc-mode", elem_id="pc-mode")
        action = gr.Textbox(elem_id="pc-action", elem_classes="pc-hidden", show_label=False, container=False)
        action_go = gr.Button("action", elem_id="pc-action-go", elem_classes="pc-hidden")
        with gr.Tabs(selected="ask") as tabs:
            with gr.Tab("Ask about this topic", id="ask", elem_id="pc-tab-ask"):
                ask = ask_tab.build()
            with gr.Tab("AskPDF", id="askpdf", elem_id="pc-tab-askpdf"):
                fetch = fetch_panel.build()  # shown above the page for a paper without its PDF
                pdf = askpdf_tab.build(service)
            with gr.Tab("Papers", id="papers", elem_id="pc-tab-papers") as papers_page:
                follow = follow_panel.build()  # at the top, as the topic page has it
                papers = papers_tab.build()
            with gr.Tab("Library", id="library", elem_id="pc-tab-library") as library_page:
                library = library_tab.build(service)
            with gr.Tab("Settings", id="settings", elem_id="pc-tab-settings"):
                settings = settings_tab.build(service, default_session(service))

        refresh_header = partial(_header, service)
        ask_tab.wire(ask, service, session)
        uploaded, pdf_answering = askpdf_tab.wire(pdf, service, session)
        papers_tab.wire(papers, service)
        fetch_panel.wire(fetch, pdf, service, pdf_answering)
        follow_panel.wire(follow, papers, service)
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


def _catalog_views(
    service: Service,
    session: Session,
    query: str,
    tags: list[str] | None,
    paper: str | None = None,
    pdf_find: str = "",
    library_find: str = "",
) -> tuple[Any, ...]:
    """Everything that lists papers, refreshed together (from one catalog snapshot) after it changes;
    the paper pickers keep what their find boxes hold, and AskPDF's keeps its selected paper."""
    try:
        entries = service.entries()
        pdf_picker = askpdf_tab.picker(service, paper, pdf_find)
        library_picker = askpdf_tab.picker(service, None, library_find, value=None)
        figure, listing, more, limit = papers_tab.listing(service, query, tags, entries)
    except Exception as err:  # noqa: BLE001 - e.g. a Chroma server gone: say so where the list would be
        return _header(service, session), gr.skip(), gr.skip(), "", error_html(sentence(err)), gr.skip(), gr.skip(), gr.skip()
    top = _header(service, session, entries)
    return (
        top,
        pdf_picker,
        library_picker,
        figure,
        listing,
        papers_tab.tag_choices(entries),
        more,
        limit,
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
    inputs = [session, papers.search, papers.tags, pdf.paper, pdf.find, library.find]
    outputs = [top, pdf.paper, library.paper, papers.momentum, papers.papers, papers.tags, papers.more, papers.shown]
    ordered = papers_tab.ORDERED
    app.load(views, inputs, outputs, api_visibility="private", **ordered)
    for page in pages:
        page.select(views, inputs, outputs, api_visibility="private", **ordered)
    library.ingest.click(
        partial(library_tab.ingest, service),
        [library.files],
        [library.summary, library.results],
        api_name="ingest",
        show_progress="hidden",  # the page draws its own per-file progress
    ).then(views, inputs, outputs, api_visibility="private", **ordered)
    _wire_remove(service, library, views, inputs, outputs)
    finding = partial(_find_to_remove, service)
    library.find.change(finding, [library.find], [library.paper], api_visibility="private", trigger_mode="always_last")
    library.find.submit(finding, [library.find], [library.paper], api_visibility="private")
    uploaded.then(views, inputs, outputs, api_visibility="private", **ordered)


def _find_to_remove(service: Service, query: str) -> dict[str, Any]:
    """The Library's list refilled with the catalog's matches; nothing stays selected (a removal names one paper)."""
    try:
        return askpdf_tab.picker(service, None, query, value=None)
    except Exception as err:  # noqa: BLE001 - a store fault: the list stays, the label says why
        return gr.update(label=f"Paper ({sentence(err)})")


def _wire_remove(service: Service, library: library_tab.LibraryTab, views: Any, inputs: list[Any], outputs: list[Any]) -> None:
    """Remove asks first; only "Yes, remove it" removes (the ``remove`` endpoint), then the lists refresh."""
    confirm = [library.confirm, library.question, library.removed]
    library.remove.click(partial(library_tab.ask_to_remove, service), [library.paper], confirm, api_visibility="private")
    hide = (lambda: (gr.update(visible=False), ""), None, [library.confirm, library.question])
    library.cancel.click(*hide, api_visibility="private")
    # The question names one paper: picking another withdraws it, so "Yes" never removes a paper it did not name.
    library.paper.change(*hide, api_visibility="private")
    library.yes.click(lambda: gr.update(visible=False), None, [library.confirm], api_visibility="private")
    library.yes.click(partial(library_tab.remove, service), [library.paper], [library.removed], api_name="remove").then(
        views, inputs, outputs, api_visibility="private", **papers_tab.ORDERED
    )


def _on_action(service: Service, value: str, session: Session, messages: list[Message]) -> Iterator[tuple[Any, ...]]:
    """A card button: "askpdf|<paper id>|<nonce>" opens AskPDF on that paper; "summary|…" also summarizes it."""
    action, _, rest = (value or "").partition("|")
    paper_id = rest.split("|")[0]
    if action not in ("askpdf", "summary") or not paper_id:
        yield (gr.skip(),) * 10
        return
    status, chat, turns, answer, cited, page, caption, view = askpdf_tab.select(service, paper_id)
    try:  # the paper is put in the list (it holds at most PICKER_SIZE), so the list shows its title
        paper: Any = askpdf_tab.picker(service, paper_id, value=paper_id)
    except Exception:  # noqa: BLE001 - the status line already says what went wrong
        paper = paper_id
    yield gr.update(selected="askpdf"), paper, status, chat, turns, answer, cited, page, caption, view
    if action == "summary":
        for chat, turns, answer, cited, page, caption, _q, view in askpdf_tab.summarize(service, paper_id, [], [], session):
            yield gr.skip(), paper_id, status, chat, turns, answer, cited, page, caption, view


def _wire_actions(
    service: Service,
    action: gr.Textbox,
    go: gr.Button,
    session: gr.State,
    tabs: gr.Tabs,
    pdf: askpdf_tab.AskPdfTab,
    answering: list[dict[str, Any]],
) -> None:
    outputs = [tabs, pdf.paper, pdf.status, pdf.chat, pdf.turns, pdf.answer, pdf.cited, pdf.page, pdf.caption, pdf.view]
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


def _hardening(service: Service) -> Middleware:
    settings = service.settings
    return Middleware(
        Hardening,
        incoming=incoming_dir(settings).resolve(),
        cache_bytes=settings.upload_cache_mb * 1_000_000,
        origins=parse_origins(settings.allowed_origins),
    )


def _no_reachability_check() -> dict[str, Any]:
    """Gradio's launch, once its server listens, requests the page again (up to five times, 3 s
    each) only to tell a user behind a proxy to create a share link, which this app never does;
    on a busy machine that request timed out and the launch stopped with "When localhost is not
    accessible, a shareable link must be created". Its private ``_frontend=False`` skips it
    (the server already answers by then); a Gradio without the parameter keeps its check."""
    return {"_frontend": False} if "_frontend" in inspect.signature(gr.Blocks.launch).parameters else {}


def launch(service: Service, host: str, port: int, block: bool = True) -> tuple[gr.Blocks, str]:
    """Serve the app; uploads over the limit are refused by Gradio before they reach us."""
    gr.set_static_paths([FONTS])  # the app's own font files, and nothing else of the disk
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
        theme=theme(),
        enable_monitoring=False,
        mcp_server=False,
        app_kwargs={"middleware": [_hardening(service)]},
        **_no_reachability_check(),
    )
    return app, url

"""AskPDF: chat with one paper (an ingested one, or a PDF uploaded here), every cited
page viewable with the quoted passage highlighted."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

import gradio as gr
from gradio.events import Dependency
from PIL import Image

from assistant.answering import Answer
from assistant.citations import Citation
from assistant.records import CatalogEntry
from ui.chat import Message, Turns, error_message, stream_turn
from ui.pages import render_page
from ui.render import authors_line, error_html, notice_html
from ui.service import Service, sentence
from ui.session import Session


@dataclass
class AskPdfTab:
    paper: gr.Dropdown
    upload: gr.File
    status: gr.HTML
    chat: gr.Chatbot
    question: gr.Textbox
    send: gr.Button
    summary: gr.Button
    cited: gr.Dropdown
    page: gr.Image
    caption: gr.HTML
    previous: gr.Button
    next: gr.Button
    wide: gr.Button
    turns: gr.State
    answer: gr.State
    view: gr.State  # the page shown: {"n": citation number, "page": page number}
    find: gr.Textbox  # looks any paper up in the catalog: the Paper list holds at most PICKER_SIZE


def paper_choices(entries: list[CatalogEntry]) -> list[tuple[str, str]]:
    return [(_label(e.paper.title, "pdf" in e.sources), e.paper_id) for e in entries]


def picker(service: Service, keep: str | None = None, query: str = "", **update: Any) -> dict[str, Any]:
    """A paper list's update: at most ``PICKER_SIZE`` papers (``keep``, the selected one, always
    among them), those matching ``query`` when one is typed, and a label saying what it holds."""
    return gr.update(**picker_args(service, keep, query), **update)


def picker_args(service: Service, keep: str | None = None, query: str = "") -> dict[str, Any]:
    entries, total = service.picks(keep, query or "")
    return {"choices": paper_choices(entries), "label": picker_label(query or "", total, len(entries))}


def picker_label(query: str, total: int, listed: int) -> str:
    if not query.strip():
        return "Paper" if total <= listed else f"Paper (PDFs and the newest; find the other {total - listed:,} below)"
    if not total:
        return f"Paper (no paper matches “{query.strip()[:40]}”)"
    shown = f"the first {min(listed, total):,} of {total:,}" if total > listed else f"{total:,}"
    return f"Paper ({shown} matching “{query.strip()[:40]}”)"


def find_papers(service: Service, query: str, current: str | None) -> dict[str, Any]:
    """The Paper list refilled with the catalog's matches (the selected paper stays listed)."""
    try:
        return picker(service, current, query)
    except Exception as err:  # noqa: BLE001 - a store fault: the list stays, the label says why
        return gr.update(label=f"Paper ({sentence(err)})")


def find_box(elem_id: str) -> gr.Textbox:
    return gr.Textbox(
        placeholder="Find any paper: words of its title, or its arXiv id",
        show_label=False,
        container=False,
        elem_id=elem_id,
    )


def _label(title: str, has_pdf: bool) -> str:
    short = title if len(title) <= 90 else title[:89] + "…"
    return f"{short} {'[PDF]' if has_pdf else '[abstract]'}"


def build(service: Service) -> AskPdfTab:
    turns, answer, view = gr.State([]), gr.State(None), gr.State(None)
    with gr.Row():
        with gr.Column(scale=3, min_width=260):
            paper = gr.Dropdown(value=None, allow_custom_value=True, elem_id="pc-pdf-paper", **picker_args(service))
            find = find_box("pc-pdf-find")
        upload = gr.File(
            label="…or upload a PDF",
            file_types=[".pdf"],
            type="filepath",
            scale=1,
            min_width=200,
            height=140,  # about as tall as the paper list beside it, not a 300-px drop zone
            elem_id="pc-pdf-upload",
        )
    status = gr.HTML(notice_html("Pick a paper or upload a PDF, then ask about it."), elem_id="pc-pdf-status")
    with gr.Row(elem_id="pc-pdf-row"):
        with gr.Column(scale=1, min_width=480):
            gr.Markdown("Answers cite pages of this paper", elem_classes="pc-meta")
            chat = gr.Chatbot(
                show_label=False, height=480, elem_id="pc-pdf-chat", elem_classes="pc-chat", buttons=["copy", "copy_all"]
            )
            question = gr.Textbox(placeholder="Ask about this paper…", show_label=False, elem_id="pc-pdf-question")
            with gr.Row():
                send = gr.Button("Ask", variant="primary", min_width=100, elem_id="pc-pdf-send")
                summary = gr.Button("Summary of this paper", min_width=160, elem_id="pc-pdf-summary")
        with gr.Column(scale=1, min_width=480, elem_id="pc-pdf-viewer"):
            cited = gr.Dropdown([], label="Cited page", elem_id="pc-pdf-cited")
            caption = gr.HTML("", elem_id="pc-pdf-caption")
            with gr.Row(elem_classes="pc-page-nav"):
                previous = gr.Button("◀ Previous page", size="sm", min_width=110, elem_id="pc-pdf-prev")
                following = gr.Button("Next page ▶", size="sm", min_width=110, elem_id="pc-pdf-next")
                wide = gr.Button("Wide view", size="sm", min_width=110, elem_id="pc-pdf-wide")
            page = gr.Image(
                label="Page", type="pil", interactive=False, elem_id="pc-pdf-page", buttons=["fullscreen"], show_label=False
            )
    return AskPdfTab(
        paper,
        upload,
        status,
        chat,
        question,
        send,
        summary,
        cited,
        page,
        caption,
        previous,
        following,
        wide,
        turns,
        answer,
        view,
        find,
    )


def describe(service: Service, paper_id: str | None) -> str:
    if not paper_id:
        return notice_html("Pick a paper or upload a PDF, then ask about it.")
    entry = service.entry(paper_id)
    about = paper_line(entry)
    if entry.pdf:
        pages = entry.pdf.pages
        return notice_html(f"Asking {about} (PDF, {pages} pages): citations name their page.")
    return notice_html(f"Asking {about} from its abstract; upload its PDF for answers with page citations.")


def paper_line(entry: CatalogEntry) -> str:
    """Title, then authors, date and arXiv category as the paper (or its PDF's front matter and stamp) gives them."""
    paper = entry.paper
    details = [authors_line(paper, limit=3), *(x for x in (paper.date, paper.category) if x)]
    return f"{paper.title} ({'; '.join(details)})"


def select(service: Service, paper_id: str | None) -> tuple[Any, ...]:
    """A new paper starts a new conversation."""
    return _status(service, paper_id), [], [], None, gr.update(choices=[], value=None), None, "", None


def _status(service: Service, paper_id: str | None) -> str:
    try:
        return describe(service, paper_id)
    except Exception as err:  # noqa: BLE001 - e.g. the paper was removed meanwhile
        return error_html(sentence(err))


def upload_pdf(service: Service, file: str | None, progress: gr.Progress = gr.Progress()) -> tuple[Any, ...]:  # noqa: B008 - Gradio's documented pattern: it injects the progress tracker through this default
    """Store and ingest the PDF, then select it; a failure only shows its reason (the
    current paper and conversation stay)."""
    keep = (gr.skip(),) * 8
    cleared = None  # the file box is emptied, so the next PDF can be dropped on it at once
    if not file:
        return (gr.skip(), *keep, gr.skip())
    try:
        stored = service.store_upload(Path(file), Path(file).name)
        report = service.ingest([stored.path], progress=lambda done, total, what: progress((done, total), desc=what))
        result = report.files[0]
        if result.error:
            return (gr.skip(), error_html(result.error), *keep[1:], cleared)
        paper_id = (result.added + result.updated + result.unchanged)[0]
    except Exception as err:  # noqa: BLE001 - a failed upload or ingest is shown as one sentence; the paper stays
        return (gr.skip(), error_html(sentence(err)), *keep[1:], cleared)
    return (picker(service, paper_id, value=paper_id), *select(service, paper_id), cleared)


def ask(
    service: Service, question: str, paper_id: str | None, messages: list[Message], turns: Turns, session: Session
) -> Iterator[tuple[Any, ...]]:
    if not paper_id:
        yield [*messages, error_message(_no_paper())], turns, None, gr.skip(), gr.skip(), gr.skip(), question, gr.skip()
        return
    answers = service.ask_stream(question, session["mode"], session["model"], int(session["k"]), paper_id, turns)
    yield from _answer_turn(service, messages, question, answers, turns)


def summarize(
    service: Service, paper_id: str | None, messages: list[Message], turns: Turns, session: Session
) -> Iterator[tuple[Any, ...]]:
    if not paper_id:
        yield [*messages, error_message(_no_paper())], turns, None, gr.skip(), gr.skip(), gr.skip(), gr.skip(), gr.skip()
        return
    answers = service.summarize(session["mode"], session["model"], paper_id)
    yield from _answer_turn(service, messages, "Summarize this paper", answers, turns, keep_question=True)


def _no_paper() -> Exception:
    from assistant.errors import UserError

    return UserError("No paper is selected; pick one in the Paper list or upload a PDF first.")


def _answer_turn(
    service: Service,
    messages: list[Message],
    question: str,
    answers: Iterator[str | Answer],
    turns: Turns,
    keep_question: bool = False,
) -> Iterator[tuple[Any, ...]]:
    cleared: Any = gr.skip() if keep_question else ""  # emptied once: the next question being typed stays
    for shown, answer in stream_turn(messages, question, answers):
        if answer is None:
            yield shown, turns, None, gr.skip(), gr.skip(), gr.skip(), cleared, gr.skip()
        else:
            choices = [(_cited_label(c), c.n) for c in answer.citations]
            first = choices[0][1] if choices else None
            image, caption, view = cited_page(service, answer, first)
            turns_now = [*turns, (question, answer.text)]
            yield shown, turns_now, answer, gr.update(choices=choices, value=first), image, caption, cleared, view
        cleared = gr.skip()


def _cited_label(citation: Citation) -> str:
    where = f"page {citation.page}" if citation.page else "abstract"
    return f"[{citation.n}] {where}: {citation.quote[:60]}…"


View = dict[str, int]  # {"n": citation number, "page": the page shown}


def cited_page(service: Service, answer: Answer | None, n: int | None) -> tuple[Image.Image | None, str, View | None]:
    """The page image for citation ``n`` with its quote highlighted, its caption, and the view."""
    citation = _citation(answer, n)
    if citation is None:
        return None, "", None
    return _show(service, citation, citation.page)


def turn_page(service: Service, answer: Answer | None, view: View | None, step: int) -> tuple[Any, str, View | None]:
    """The page before or after the one shown (the quote stays highlighted wherever it is found)."""
    citation = _citation(answer, view["n"] if view else None)
    if citation is None or view is None or citation.page is None:
        return gr.skip(), gr.skip(), view
    return _show(service, citation, view["page"] + step)


def previous_page(service: Service, answer: Answer | None, view: View | None) -> tuple[Any, str, View | None]:
    return turn_page(service, answer, view, -1)


def next_page(service: Service, answer: Answer | None, view: View | None) -> tuple[Any, str, View | None]:
    return turn_page(service, answer, view, 1)


def _citation(answer: Answer | None, n: int | None) -> Citation | None:
    return next((c for c in answer.citations if c.n == n), None) if answer else None


def _show(service: Service, citation: Citation, page: int | None) -> tuple[Image.Image | None, str, View | None]:
    quote = escape(citation.quote)
    try:
        entry = service.entry(citation.source.item.paper_id)
        if page is None or not entry.pdf_file:
            return None, f'<div class="pc-quote">From the abstract: <mark>{quote}</mark></div>', None
        pages = (entry.pdf.pages if entry.pdf else None) or page
        page = max(1, min(page, pages))
        image, found = render_page(Path(entry.pdf_file), page, citation.quote)
    except Exception as err:  # noqa: BLE001 - a removed paper or a moved file is one sentence
        return None, error_html(sentence(err)), None
    if page != citation.page:
        where = f"the quote [{citation.n}] is on page {citation.page}" + (", and also found here" if found else "")
    else:
        where = f"[{citation.n}] " + (
            "the quote is highlighted" if found else "the quote was not located on the page image; it reads"
        )
    caption = (
        f'<div class="pc-page-info"><b>Page {page} of {pages}</b> · {where}:</div>'
        f'<div class="pc-quote"><mark>{quote}</mark></div>'
    )
    return image, caption, {"n": citation.n, "page": page}


def wire(tab: AskPdfTab, service: Service, session: gr.State) -> tuple[Dependency, list[dict[str, Any]]]:
    """Wire the page; returns the upload's event (the app refreshes the catalog after it) and
    the answering events (a new paper or a card action cancels them)."""
    from functools import partial

    turn = [tab.chat, tab.turns, tab.answer, tab.cited, tab.page, tab.caption, tab.question, tab.view]
    inputs = [tab.question, tab.paper, tab.chat, tab.turns, session]
    # Each event is a Dependency, a dict: the type Gradio's ``cancels`` asks for.
    answering: list[dict[str, Any]] = [
        tab.send.click(partial(ask, service), inputs, turn, api_name="ask_paper"),
        tab.question.submit(partial(ask, service), inputs, turn, api_visibility="private"),
        tab.summary.click(
            partial(summarize, service), [tab.paper, tab.chat, tab.turns, session], turn, api_name="summarize_paper"
        ),
    ]
    reset = [tab.status, tab.chat, tab.turns, tab.answer, tab.cited, tab.page, tab.caption, tab.view]
    tab.paper.input(partial(select, service), [tab.paper], reset, api_visibility="private", cancels=answering)
    uploaded = tab.upload.upload(
        partial(upload_pdf, service), [tab.upload], [tab.paper, *reset, tab.upload], api_name="upload_pdf", cancels=answering
    )
    finding = partial(find_papers, service)
    tab.find.change(finding, [tab.find, tab.paper], [tab.paper], api_visibility="private", trigger_mode="always_last")
    tab.find.submit(finding, [tab.find, tab.paper], [tab.paper], api_name="find_paper")
    shown = [tab.page, tab.caption, tab.view]
    tab.cited.input(partial(cited_page, service), [tab.answer, tab.cited], shown, api_visibility="private")
    for button, turner in ((tab.previous, previous_page), (tab.next, next_page)):
        button.click(partial(turner, service), [tab.answer, tab.view], shown, api_visibility="private")
    # The wide view is the page's own layout: the chat and the page stack, each at full width.
    tab.wide.click(None, js=WIDE_VIEW)
    return uploaded, answering


WIDE_VIEW = """() => {
  const row = document.getElementById('pc-pdf-row');
  const button = document.getElementById('pc-pdf-wide');
  if (!row) return;
  const wide = row.classList.toggle('pc-wide');
  if (button) { button.textContent = wide ? 'Side-by-side view' : 'Wide view'; button.setAttribute('aria-pressed', String(wide)); }
  if (wide) document.getElementById('pc-pdf-viewer').scrollIntoView({ block: 'start' });
}"""

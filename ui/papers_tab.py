"""Papers: the topic page as the seed shows it (newest first, abstract on demand), with
search, a tag filter and the topic's momentum."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial
from html import escape
from typing import Any, TypedDict

import gradio as gr

from assistant.records import CatalogEntry, TopicNote
from ui.momentum import momentum, weekly_svg
from ui.render import paper_cards
from ui.service import Service

PAGE_SIZE = 100  # papers drawn at once; "Show more" adds as many again
WHY_TWO_FIGURES = (
    "The topic page counts every paper of its feed; a page lists only some of them, so the "
    "count over the papers indexed here is smaller and its change can differ. The chart "
    "shows the indexed papers; the shaded weeks are the four the count covers."
)
KEYS = (
    '<div class="pc-keys">Keys: <kbd>J</kbd>/<kbd>K</kbd> or <kbd>↓</kbd>/<kbd>↑</kbd> move between papers, '
    "<kbd>Enter</kbd> opens AskPDF, <kbd>/</kbd> searches.</div>"
)


@dataclass
class PapersTab:
    momentum: gr.HTML
    search: gr.Textbox
    tags: gr.Dropdown
    summarize: gr.Button
    papers: gr.HTML
    more: gr.Button
    shown: gr.State  # how many papers are drawn: PAGE_SIZE, more after "Show more"


def build() -> PapersTab:
    figure = gr.HTML("", elem_classes="pc-momentum", elem_id="pc-momentum")
    with gr.Row():
        search = gr.Textbox(
            placeholder="Search titles, authors, abstracts, tags…  (press / to search)",
            show_label=False,
            scale=3,
            min_width=240,
            elem_id="pc-search",
        )
        tags = gr.Dropdown([], multiselect=True, allow_custom_value=True, label="Tags", scale=2, min_width=200, elem_id="pc-tags")
        summarize = gr.Button("Summarize the topic", scale=1, min_width=160, elem_id="pc-topic-summary")
    gr.HTML(KEYS)
    papers = gr.HTML("", elem_id="pc-papers")
    more = gr.Button(f"Show {PAGE_SIZE} more", visible=False, elem_id="pc-papers-more")
    return PapersTab(figure, search, tags, summarize, papers, more, gr.State(PAGE_SIZE))


def momentum_html(entries: list[CatalogEntry], notes: list[TopicNote]) -> str:
    """The topic page's own momentum line when one was ingested (it counts the whole feed),
    then the count over the papers indexed here, why the two differ, and papers per week."""
    state = momentum([e.paper.date for e in entries])
    lines = [
        f"<p><b>{escape(n.topic)}</b> (the topic page): {escape(n.momentum)} <span class='pc-meta'>(from {escape(n.file)})</span></p>"
        for n in notes
    ]
    lines.append(f"<p><b>Indexed here</b> ({len(entries)} papers): {escape(state.sentence())}</p>")
    if notes:
        lines.append(f"<p class='pc-meta'>{WHY_TWO_FIGURES}</p>")
    return "<h3>Momentum</h3>" + "".join(lines) + weekly_svg(state.weeks, state.as_of)


def matches(entry: CatalogEntry, terms: list[str], tags: list[str]) -> bool:
    paper = entry.paper
    if tags and not set(tags) <= set(paper.tags):
        return False
    haystack = " ".join([paper.title, " ".join(paper.authors), paper.abstract or "", " ".join(paper.tags)]).lower()
    return all(term in haystack for term in terms)


def listing(
    service: Service,
    query: str,
    tags: list[str] | None,
    entries: list[CatalogEntry] | None = None,
    limit: int = PAGE_SIZE,
) -> tuple[str, str, dict[str, Any], int]:
    """Momentum, the first ``limit`` matching papers, the "Show more" button's state and the
    limit; ``entries`` when the caller has read the catalog already."""
    entries = service.entries() if entries is None else entries
    terms = (query or "").lower().split()
    shown = [e for e in entries if matches(e, terms, tags or [])] if terms or tags else entries
    limit = max(PAGE_SIZE, int(limit or PAGE_SIZE))
    count = f"<p>{len(shown)} of {len(entries)} papers"
    if len(shown) > limit:
        count += f"; the newest {limit} are shown"
    more = gr.update(visible=len(shown) > limit, value=f"Show {min(PAGE_SIZE, len(shown) - limit)} more")
    figure = momentum_html(entries, service.store.topic_notes())
    return figure, count + "</p>" + paper_cards(shown[:limit]), more, limit


def tag_choices(entries: list[CatalogEntry]) -> dict[str, Any]:
    counts = Counter(t for e in entries for t in e.paper.tags)
    return gr.update(choices=[t for t, _n in counts.most_common()])


class QueueLane(TypedDict):
    """Keyword arguments of a Gradio event that put it in a named queue lane."""

    concurrency_id: str
    concurrency_limit: int


# Every event that redraws the list runs in this one queue lane, one at a time and in the
# order it was sent, so a slow earlier refresh never overwrites a newer search.
ORDERED: QueueLane = {"concurrency_id": "paper-list", "concurrency_limit": 1}


def wire(tab: PapersTab, service: Service) -> None:
    show = partial(listing, service)
    inputs, outputs = [tab.search, tab.tags], [tab.momentum, tab.papers, tab.more, tab.shown]
    tab.search.submit(show, inputs, outputs, api_name="papers", **ORDERED)
    tab.search.change(show, inputs, outputs, api_visibility="private", trigger_mode="always_last", **ORDERED)
    tab.tags.change(show, inputs, outputs, api_visibility="private", **ORDERED)
    tab.more.click(
        lambda query, tags, limit: show(query, tags, None, limit + PAGE_SIZE),
        [tab.search, tab.tags, tab.shown],
        outputs,
        api_visibility="private",
        **ORDERED,
    )

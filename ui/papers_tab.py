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

MAX_CARDS = 100  # a 4,000-paper catalog is searched, not scrolled


@dataclass
class PapersTab:
    momentum: gr.HTML
    search: gr.Textbox
    tags: gr.Dropdown
    summarize: gr.Button
    papers: gr.HTML


def build() -> PapersTab:
    figure = gr.HTML("", elem_classes="pc-momentum", elem_id="pc-momentum")
    with gr.Row():
        search = gr.Textbox(
            placeholder="Search titles, authors, abstracts, tags…", show_label=False, scale=3, elem_id="pc-search"
        )
        tags = gr.Dropdown([], multiselect=True, allow_custom_value=True, label="Tags", scale=2, elem_id="pc-tags")
        summarize = gr.Button("Summarize the topic", scale=1, elem_id="pc-topic-summary")
    papers = gr.HTML("", elem_id="pc-papers")
    return PapersTab(figure, search, tags, summarize, papers)


def momentum_html(entries: list[CatalogEntry], notes: list[TopicNote]) -> str:
    """The topic page's own momentum line when one was ingested (it counts the whole feed),
    then the count over the papers indexed here, with papers per week."""
    state = momentum([e.paper.date for e in entries])
    lines = [
        f"<p><b>{escape(n.topic)}</b>: {escape(n.momentum)} <span class='pc-meta'>(from {escape(n.file)})</span></p>"
        for n in notes
    ]
    lines.append(f"<p>Among the {len(entries)} papers indexed here: {escape(state.sentence())}</p>")
    return "<h3>Momentum</h3>" + "".join(lines) + weekly_svg(state.weeks)


def matches(entry: CatalogEntry, terms: list[str], tags: list[str]) -> bool:
    paper = entry.paper
    if tags and not set(tags) <= set(paper.tags):
        return False
    haystack = " ".join([paper.title, " ".join(paper.authors), paper.abstract or "", " ".join(paper.tags)]).lower()
    return all(term in haystack for term in terms)


def listing(service: Service, query: str, tags: list[str] | None, entries: list[CatalogEntry] | None = None) -> tuple[str, str]:
    """Momentum and the matching papers; ``entries`` when the caller has read the catalog already."""
    entries = service.entries() if entries is None else entries
    terms = (query or "").lower().split()
    shown = [e for e in entries if matches(e, terms, tags or [])]
    count = f"<p>{len(shown)} of {len(entries)} papers"
    if len(shown) > MAX_CARDS:
        count += f"; the newest {MAX_CARDS} are shown, search or pick tags to narrow them"
    return momentum_html(entries, service.store.topic_notes()), count + "</p>" + paper_cards(shown[:MAX_CARDS])


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
    inputs, outputs = [tab.search, tab.tags], [tab.momentum, tab.papers]
    tab.search.submit(show, inputs, outputs, api_name="papers", **ORDERED)
    tab.search.change(show, inputs, outputs, api_visibility="private", trigger_mode="always_last", **ORDERED)
    tab.tags.change(show, inputs, outputs, api_visibility="private", **ORDERED)

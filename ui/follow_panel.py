"""The Papers page's "Follow this topic": save an arXiv query, and "Update" to add the papers
published on followed topics since the last update (the same code as ``paperchat follow``
and ``paperchat update``), then redraw the list and its momentum."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from html import escape
from typing import Any

import gradio as gr

from ui import papers_tab
from ui.render import error_html, notice_html
from ui.service import Service, sentence


@dataclass
class FollowPanel:
    query: gr.Textbox
    category: gr.Textbox
    follow: gr.Button
    update: gr.Button
    status: gr.HTML


def build() -> FollowPanel:
    with gr.Accordion("Follow this topic on arXiv", open=False, elem_id="pc-follow"):
        with gr.Row():
            query = gr.Textbox(label="Topic (arXiv query)", placeholder="reinforcement learning language models", scale=3)
            category = gr.Textbox(label="Category", placeholder="cs.LG", scale=1, min_width=120)
        with gr.Row():
            follow = gr.Button("Follow this topic", elem_id="pc-follow-go")
            update = gr.Button("Update followed topics", variant="primary", elem_id="pc-update")
        status = gr.HTML("", elem_id="pc-follow-status")
    return FollowPanel(query, category, follow, update, status)


def follow(service: Service, query: str, category: str) -> str:
    from ingest.followed_topics import FollowedTopics

    try:
        topic, new = FollowedTopics(service.settings).follow(query or "", (category or "").strip() or None)
    except Exception as err:  # noqa: BLE001 - one sentence on the page
        return error_html(sentence(err))
    if new:
        return notice_html(f"Following {topic.label}; press Update to add its papers.")
    return notice_html(f"Already following {topic.label}; press Update to add its new papers.")


def update(service: Service, search: str, tags: list[str] | None) -> tuple[Any, ...]:
    """Update every followed topic, then redraw the list (momentum counts the new dates)."""
    from ingest.followed_topics import FollowedTopics
    from ingest.topic_updates import TopicUpdater

    try:
        topics = FollowedTopics(service.settings).all()
        if not topics:
            return (notice_html("No topic is followed yet; follow one first."), *(gr.skip(),) * 4)
        lines = []
        with service.ingesting() as ingestor:
            updater = TopicUpdater(service.settings, lambda: ingestor)
            try:
                for topic in topics:
                    done = updater.update(topic)
                    more = f" {done.remaining} newer papers are left for the next Update." if done.remaining else ""
                    lines.append(f"{topic.label}: {len(done.added)} new papers, {len(done.updated)} updated.{more}")
            finally:
                updater.close()
    except Exception as err:  # noqa: BLE001 - arXiv unreachable, a store fault: one sentence
        return (error_html(sentence(err)), *(gr.skip(),) * 4)
    status = '<div class="pc-notice">' + "<br>".join(escape(line) for line in lines) + "</div>"
    return (status, *papers_tab.listing(service, search, tags))


def wire(panel: FollowPanel, papers: papers_tab.PapersTab, service: Service) -> None:
    panel.follow.click(partial(follow, service), [panel.query, panel.category], [panel.status], api_name="follow_topic")
    panel.update.click(
        partial(update, service),
        [papers.search, papers.tags],
        [panel.status, papers.momentum, papers.papers, papers.more, papers.shown],
        api_name="update_topics",
        **papers_tab.ORDERED,
    )

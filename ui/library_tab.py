"""Library: upload topic pages, PDFs and metadata, ingest them with per-file progress, see
each file's result, and remove papers (after a confirmation: a removal cannot be undone)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

import gradio as gr

from ui.background import Background
from ui.pages import page_count
from ui.render import error_html, notice_html
from ui.service import Service, sentence
from ui.uploads import ALLOWED_SUFFIXES

if TYPE_CHECKING:  # the page is served without the PDF reader: ingest.pipeline is imported at the first ingest
    from ingest.pipeline import FileResult, IngestReport

COLUMNS = ["file", "kind", "result", "reason"]
_LABEL = re.compile(r"\[(\d+)/(\d+)\] (.*)")  # the pipeline's progress label: "[i/n] name"
Row = list[str]


@dataclass
class LibraryTab:
    files: gr.File
    ingest: gr.Button
    summary: gr.HTML
    results: gr.HTML
    paper: gr.Dropdown
    remove: gr.Button
    confirm: gr.Column
    question: gr.HTML
    yes: gr.Button
    cancel: gr.Button
    removed: gr.HTML
    find: gr.Textbox  # looks any paper up in the catalog: the list holds at most PICKER_SIZE


def build(service: Service) -> LibraryTab:
    limit = service.settings.max_upload_mb
    gr.Markdown(f"Add topic pages (.txt), PDFs, and .jsonl/.csv metadata, up to {limit} MB each. Re-adding a file is safe.")
    files = gr.File(
        file_count="multiple", file_types=list(ALLOWED_SUFFIXES), type="filepath", label="Files", elem_id="pc-lib-files"
    )
    ingest = gr.Button("Ingest", variant="primary", elem_id="pc-lib-ingest")
    summary = gr.HTML("", elem_id="pc-lib-summary")
    results = gr.HTML("", elem_id="pc-lib-results")
    gr.Markdown("### Remove a paper")
    with gr.Row():
        with gr.Column(scale=3, min_width=240):
            paper = gr.Dropdown([], label="Paper", allow_custom_value=True, elem_id="pc-lib-paper")
            find = gr.Textbox(
                placeholder="Find any paper: words of its title, or its arXiv id",
                show_label=False,
                container=False,
                elem_id="pc-lib-find",
            )
        remove = gr.Button("Remove…", variant="stop", scale=1, min_width=120, elem_id="pc-lib-remove")
    with gr.Column(visible=False, elem_id="pc-lib-confirm", elem_classes="pc-confirm") as confirm:
        question = gr.HTML("", elem_id="pc-lib-confirm-text")
        with gr.Row():
            yes = gr.Button("Yes, remove it", variant="stop", elem_id="pc-lib-confirm-yes")
            cancel = gr.Button("Cancel", elem_id="pc-lib-confirm-cancel")
    removed = gr.HTML("", elem_id="pc-lib-removed")
    return LibraryTab(files, ingest, summary, results, paper, remove, confirm, question, yes, cancel, removed, find)


def ingest(service: Service, files: list[str] | None) -> Iterator[tuple[str, str]]:
    """Store the uploads, ingest them in a thread, and show its progress as it comes: file i
    of n, the PDF's pages read, chunks embedded. The last yield is the summary and the table."""
    if not files:
        yield error_html("No files chosen; pick files to upload first."), ""
        return
    refused: list[Row] = []
    paths: list[Path] = []
    for file in files:
        try:
            paths.append(service.store_upload(Path(file), Path(file).name).path)
        except Exception as err:  # noqa: BLE001 - one bad upload costs only itself
            refused.append([Path(file).name, "", "refused", sentence(err)])
    if not paths:
        yield summary_html(None, refused), results_html(refused)
        return
    pages = {path.name: page_count(path) for path in paths if path.suffix.lower() == ".pdf"}
    yield progress_html(f"Reading {len(paths)} {'file' if len(paths) == 1 else 'files'}…", 0, 0), ""
    job: Background[tuple[int, int, str], IngestReport] = Background(
        lambda report: service.ingest(paths, progress=lambda done, total, what: report((done, total, what))),
        name="paperchat-ingest",
    )
    for done, total, label in job.events():
        yield progress_html(_progress_line(done, total, label, pages), done, total), ""
    try:
        report = job.outcome()
    except Exception as err:  # noqa: BLE001 - a failed ingest is one sentence, with the refused files
        yield error_html(sentence(err)), results_html(refused)
        return
    rows = [_row(result) for result in report.files] + refused
    yield summary_html(report, rows), results_html(rows)


def _progress_line(done: int, total: int, label: str, pages: dict[str, int | None]) -> str:
    match = _LABEL.fullmatch(label)
    if not match:
        return f"{done} of {total} chunks embedded"
    number, count, name = match.groups()
    read = f" · {pages[name]} pages read" if pages.get(name) else ""
    return f"File {number} of {count}: {name}{read} · {done} of {total} chunks embedded"


def progress_html(line: str, done: int, total: int) -> str:
    bar = f'<progress value="{done}" max="{total}"></progress>' if total else "<progress></progress>"
    return f'<div class="pc-progress" role="status" aria-live="polite"><div>{escape(line)}</div>{bar}</div>'


def summary_html(report: IngestReport | None, rows: list[Row]) -> str:
    """One line that counts the rows the table shows (ingested, failed, refused), then the report's figures."""
    failed = sum(1 for r in rows if r[2] == "failed")
    refused = sum(1 for r in rows if r[2] == "refused")
    done = len(rows) - failed - refused
    head = f"{len(rows)} {'file' if len(rows) == 1 else 'files'}: {done} ingested, {failed} failed, {refused} refused"
    if report is None:
        return error_html(head + "; nothing was ingested.")
    counts = (
        f"{report.count('added')} papers added, {report.count('updated')} updated, {report.count('unchanged')} unchanged; "
        f"{report.chunks_written} chunks written in {report.seconds:.1f} s"
    )
    return notice_html(f"{head}. {counts}.")


def results_html(rows: list[Row]) -> str:
    """The per-file table; reasons wrap inside it instead of running past its edge."""
    if not rows:
        return ""
    head = "".join(f"<th>{c}</th>" for c in COLUMNS)
    body = "".join(
        f'<tr class="{"pc-failed" if r[2] in ("failed", "refused") else ""}">'
        + "".join(f"<td>{escape(c)}</td>" for c in r)
        + "</tr>"
        for r in rows
    )
    widths = '<colgroup><col style="width:24%"><col style="width:9%"><col style="width:25%"><col></colgroup>'
    return f'<table class="pc-results">{widths}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _row(result: FileResult) -> Row:
    name = Path(result.path).name
    if result.error:
        return [name, result.kind or "", "failed", result.error]
    counts = f"{len(result.added)} added, {len(result.updated)} updated, {len(result.unchanged)} unchanged"
    return [name, result.kind or "", counts, "; ".join(result.warnings)]


def ask_to_remove(service: Service, paper_id: str | None) -> tuple[Any, str, str]:
    """The confirmation: what would go (title and chunks); nothing is removed yet."""
    if not paper_id:
        return gr.update(visible=False), "", error_html("No paper is selected; pick the paper to remove first.")
    try:
        entry = service.entry(paper_id)
    except Exception as err:  # noqa: BLE001 - e.g. removed meanwhile: one sentence
        return gr.update(visible=False), "", error_html(sentence(err))
    question = (
        f"Remove {entry.paper.title} and its {entry.chunk_count} chunks? This cannot be undone; "
        "ingest its files again to bring it back."
    )
    return gr.update(visible=True), notice_html(question), ""


def remove(service: Service, paper_id: str | None) -> str:
    if not paper_id:
        return error_html("No paper is selected; pick the paper to remove first.")
    try:
        return notice_html(service.remove(paper_id))
    except Exception as err:  # noqa: BLE001 - a failed removal is shown as one sentence
        return error_html(sentence(err))

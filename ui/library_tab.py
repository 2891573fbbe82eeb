"""Library: upload topic pages, PDFs and metadata, ingest them with a progress bar, see
each file's result, and remove papers."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import gradio as gr

from ingest.pipeline import FileResult
from ui.render import error_html, notice_html
from ui.service import Service, sentence
from ui.uploads import ALLOWED_SUFFIXES

COLUMNS = ["file", "kind", "result", "reason"]


@dataclass
class LibraryTab:
    files: gr.File
    ingest: gr.Button
    summary: gr.HTML
    results: gr.Dataframe
    paper: gr.Dropdown
    remove: gr.Button
    removed: gr.HTML


def build(service: Service) -> LibraryTab:
    limit = service.settings.max_upload_mb
    gr.Markdown(f"Add topic pages (.txt), PDFs, and .jsonl/.csv metadata, up to {limit} MB each. Re-adding a file is safe.")
    files = gr.File(
        file_count="multiple", file_types=list(ALLOWED_SUFFIXES), type="filepath", label="Files", elem_id="pc-lib-files"
    )
    ingest = gr.Button("Ingest", variant="primary", elem_id="pc-lib-ingest")
    summary = gr.HTML("", elem_id="pc-lib-summary")
    results = gr.Dataframe(headers=COLUMNS, value=[], interactive=False, wrap=True, elem_id="pc-lib-results")
    gr.Markdown("### Remove a paper")
    with gr.Row():
        paper = gr.Dropdown([], label="Paper", allow_custom_value=True, scale=3, elem_id="pc-lib-paper")
        remove = gr.Button("Remove", variant="stop", scale=1, elem_id="pc-lib-remove")
    removed = gr.HTML("")
    return LibraryTab(files, ingest, summary, results, paper, remove, removed)


def ingest(service: Service, files: list[str] | None, progress: gr.Progress = gr.Progress()) -> tuple[str, list[list[str]]]:  # noqa: B008 - Gradio's documented pattern: it injects the progress tracker through this default
    if not files:
        return error_html("No files chosen; pick files to upload first."), []
    rows: list[list[str]] = []
    paths: list[Path] = []
    for file in files:
        try:
            paths.append(service.store_upload(Path(file), Path(file).name).path)
        except Exception as err:  # noqa: BLE001 - one bad upload costs only itself
            rows.append([Path(file).name, "", "refused", sentence(err)])
    try:
        report = service.ingest(paths, progress=lambda done, total, what: progress((done, total), desc=what)) if paths else None
    except Exception as err:  # noqa: BLE001 - a failed ingest is shown as one sentence, with the refused files
        return error_html(sentence(err)), rows
    if report is not None:
        rows = [_row(result) for result in report.files] + rows
    failed = sum(1 for r in rows if r[2] in ("failed", "refused"))
    text = report.summary() if report else "Nothing was ingested."
    return (error_html(text) if failed and report is None else notice_html(text)), rows


def _row(result: FileResult) -> list[str]:
    name = Path(result.path).name
    if result.error:
        return [name, result.kind or "", "failed", result.error]
    counts = f"{len(result.added)} added, {len(result.updated)} updated, {len(result.unchanged)} unchanged"
    return [name, result.kind or "", counts, "; ".join(result.warnings)]


def remove(service: Service, paper_id: str | None) -> str:
    if not paper_id:
        return error_html("No paper is selected; pick the paper to remove first.")
    try:
        return notice_html(service.remove(paper_id))
    except Exception as err:  # noqa: BLE001 - a failed removal is shown as one sentence
        return error_html(sentence(err))

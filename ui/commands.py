"""The sub-commands of ``paperchat``: each ``(args, settings) -> exit status``.

Each imports what it needs when it runs, so one command never pays for another's
imports (``papers`` loads no model; only ``ui`` loads Gradio).
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.errors import UserError
from assistant.settings import Settings
from assistant.text_input import clean_text
from ui.terminal import TqdmProgress, print_answer, print_json, stream_to_stdout

if TYPE_CHECKING:
    from assistant.answering import Assistant
    from assistant.doctor import Checkup
    from ui.service import Service


def ingest(args: argparse.Namespace, settings: Settings) -> int:
    from ingest.pipeline import Ingestor

    progress = TqdmProgress(enabled=not args.quiet)
    try:
        report = Ingestor(settings, progress=progress).ingest(args.paths)
    finally:
        progress.close()
    if args.json:
        print_json(report.to_dict())
    else:
        for result in report.files:
            if result.error:
                print(f"FAILED  {result.path}: {result.error}")
            else:
                counts = f"{len(result.added)} added, {len(result.updated)} updated, {len(result.unchanged)} unchanged"
                print(f"ok      {result.path} ({result.kind}): {counts}")
            for warning in result.warnings:
                print(f"        warning: {warning}")
        print(report.summary())
    return 1 if report.failed else 0


def papers(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.records import newest_first
    from assistant.store import open_store

    entries = newest_first(open_store(settings).all_entries())
    if args.json:
        print_json([{**e.paper.to_dict(), "chunks": e.chunk_count, "sources": e.sources_dict()} for e in entries])
        return 0
    if not entries:
        print("The catalog is empty; add papers with `paperchat ingest PATH`.")
        return 0
    for entry in entries:
        paper = entry.paper
        kinds = "+".join(sorted(entry.sources))
        print(f"{paper.date or '          '}  {entry.paper_id:<40}  {paper.title[:70]}  [{kinds}, {entry.chunk_count} chunks]")
    print(f"{len(entries)} papers.")
    return 0


def remove(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.store import open_store

    store = open_store(settings)
    entry = store.find_entry(args.paper_id)
    removed = store.remove_paper(entry.paper_id)
    if args.json:
        print_json({"removed": entry.paper_id, "chunks": removed})
    else:
        print(f"Removed {entry.paper.title} ({entry.paper_id}) and its {removed} chunks.")
    return 0


def ask(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.answering import Assistant
    from assistant.retrieval import Scope

    _check_k(args.k)
    _check_dates(args)
    if args.fetch and not args.paper:
        raise UserError("--fetch goes with --paper ID; name the paper whose PDF to fetch from arXiv.")
    assistant = Assistant(settings)
    paper_id = _ingest_pdf(settings, assistant, args.pdf) if args.pdf is not None else args.paper
    if args.fetch:
        from ui.arxiv_commands import fetch_for_question

        paper_id = fetch_for_question(settings, assistant, args.paper)
    scope = Scope(paper_id=paper_id, date_from=args.since, date_to=args.until, tags=args.tag)
    stream = None if args.json or assistant.mode != "llm" else stream_to_stdout
    answer = assistant.ask(clean_text(args.question), scope=scope, k=args.k, stream=stream)
    if args.json:
        print_json(answer.to_dict())
    else:
        print_answer(answer, streamed=stream is not None)
    return 0


def chat(args: argparse.Namespace, settings: Settings) -> int:
    """A conversation: at the prompt, or with ``--json`` one question a line on stdin (see ui.terminal_chat)."""
    from assistant.answering import Assistant
    from assistant.retrieval import Scope
    from ui.terminal_chat import Conversation, chat_interactive, chat_json

    _check_k(args.k)
    assistant = Assistant(settings)  # the model loads once, for every question of the chat
    paper_id = _ingest_pdf(settings, assistant, args.pdf) if args.pdf is not None else args.paper
    entry = assistant.store.find_entry(paper_id) if paper_id else None  # an unknown id fails now, not at each question
    conversation = Conversation(assistant, Scope(paper_id=entry.paper_id if entry else None), args.k)
    if args.json:
        return chat_json(conversation)
    about = f"about {entry.paper.title}" if entry else "about all papers"
    return chat_interactive(conversation, f"paperchat chat {about} · {assistant.mode_label()}", settings.data_dir)


def summarize(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.answering import Assistant

    assistant = Assistant(settings)
    stream = None if args.json or assistant.mode != "llm" else stream_to_stdout
    if args.topic:
        answer = assistant.summarize_topic(stream=stream)
    else:
        answer = assistant.summarize_paper(args.paper_id, stream=stream)
    if args.json:
        print_json(answer.to_dict())
    else:
        print_answer(answer, streamed=stream is not None)
    return 0


def ui(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.store_file import writable
    from assistant.store_sync import read_only_error
    from ui.launch import check_address, prepare_gradio

    host = args.host or settings.ui_host
    port = settings.ui_port if args.port is None else args.port
    check_address(host, port)
    if not writable(settings.data_dir):  # the app keeps uploads there; ask and papers work read-only
        raise read_only_error(settings.data_dir)
    prepare_gradio(settings)
    from concurrent.futures import ThreadPoolExecutor

    import chromadb  # noqa: F401 - imported here first: the thread below then imports nothing Gradio imports

    import ui.service  # noqa: F401 - likewise: the thread only opens what it defines

    # The store's client, the ONNX model and the catalog (the paper pickers list it when the page
    # is built) load in a thread while Gradio imports here: what of them runs outside the GIL
    # overlaps (~0.5 s). A failure is raised here, as before.
    with ThreadPoolExecutor(1, thread_name_prefix="paperchat-open") as pool:
        opening = pool.submit(_open_service, settings)
        from ui.app import launch

        service = opening.result()
    print(f"paperchat: {service.mode_label('llm')} · data in {settings.data_dir}", file=sys.stderr)
    print(f"paperchat: open http://{host}:{port} (Ctrl+C stops)", file=sys.stderr)
    app, _ = launch(service, host, port, block=False)
    # Warmed once the page is served, before anyone can type a question: the page first, then
    # what the first answer needs (BM25 index, sentence splitter, Chroma's vector index; the
    # BM25 load takes seconds at 100k chunks and would delay the page if it ran beside it).
    service.warm()
    app.block_thread()
    return 0


def _open_service(settings: Settings) -> Service:
    from ui.service import Service

    service = Service(settings)
    service.catalog()  # read once per store generation; the page's first build and load reuse it
    return service


def doctor(args: argparse.Namespace, settings: Settings) -> int:
    """Examine the data folder; with --repair, fix what can be fixed, then examine again."""
    from assistant.doctor import examine
    from assistant.embeddings import embedding_model_id

    model_id = embedding_model_id(settings)
    checkup = examine(settings, model_id)
    report: dict[str, list[str]] = {"facts": checkup.facts, "problems": [f.problem for f in checkup.findings]}
    if args.repair and not checkup.healthy:
        report["repaired"] = _repair(settings, model_id, checkup)
        checkup = examine(settings, model_id)
        report["problems_after"] = [f.problem for f in checkup.findings]
    if args.json:
        print_json({**report, "healthy": checkup.healthy})
    else:
        _print_checkup(report, checkup.healthy)
    return 0 if checkup.healthy else 1


def _repair(settings: Settings, model_id: str, checkup: Checkup) -> list[str]:
    """Run the store's repairs, then ingest again the source files of a store that could not be read."""
    from assistant.doctor import recorded_sources, repair
    from assistant.embeddings import get_embeddings

    sources = recorded_sources(settings)  # read before the unreadable store is moved aside
    progress = TqdmProgress()
    try:
        done = repair(settings, model_id, checkup, get_embeddings(settings), progress)
        if any(f.repair == "reingest" for f in checkup.findings):
            done.append(_ingest_again(settings, sources, progress))
    finally:
        progress.close()
    return done


def _ingest_again(settings: Settings, sources: list[str], progress: TqdmProgress) -> str:
    from ingest.pipeline import Ingestor

    present = [path for path in sources if Path(path).is_file()]
    if not present:
        return "No source file the old catalog recorded is left to ingest; ingest your papers again with `paperchat ingest PATH`."
    report = Ingestor(settings, progress=progress).ingest(present)
    gone = len(sources) - len(present)
    return f"Ingested again {len(present)} source file(s) the old catalog recorded ({report.summary()})" + (
        f"; {gone} recorded file(s) no longer exist." if gone else "."
    )


def _print_checkup(report: dict[str, list[str]], healthy: bool) -> None:
    for label, key in (("       ", "facts"), ("PROBLEM", "problems"), ("REPAIRED", "repaired"), ("STILL  ", "problems_after")):
        for line in report.get(key, []):
            print(f"{label} {line}")
    print("The data folder is healthy." if healthy else "Problems remain; `paperchat doctor --repair` rebuilds what it can.")


def _check_k(k: int | None) -> None:
    if k is not None and not 1 <= k <= 50:
        raise UserError(f"--k {k} is out of range; give a number of sources from 1 to 50.")


def _check_dates(args: argparse.Namespace) -> None:
    for flag in ("since", "until"):
        value = getattr(args, flag)
        try:
            if value:
                date.fromisoformat(value)
        except ValueError:
            raise UserError(f"--{flag} '{value}' is not a date; write it as YYYY-MM-DD.") from None


def _ingest_pdf(settings: Settings, assistant: Assistant, path: Path) -> str:
    """``ask --pdf`` and ``chat --pdf``: ingest the PDF into the assistant's own store (unchanged files are skipped)."""
    from ingest.pipeline import Ingestor

    if path.suffix.lower() != ".pdf":
        raise UserError(f"{path.name} is not a .pdf; give a PDF file to --pdf.")
    progress = TqdmProgress()
    try:
        ingestor = Ingestor(settings, store=assistant.store, embeddings=assistant.embeddings, progress=progress)
        result = ingestor.ingest([path]).files[0]
    finally:
        progress.close()  # the bar must end before the answer streams below it
    if result.error:
        raise UserError(result.error)
    return (result.added + result.updated + result.unchanged)[0]

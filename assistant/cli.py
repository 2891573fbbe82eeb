"""The ``paperchat`` command: argument parsing, settings, and one-sentence errors.

Each sub-command is a function ``(args, settings) -> exit status``; a ``UserError``
anywhere becomes ``error: <sentence>`` on stderr and exit status 1, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from assistant import offline, plugins
from assistant.errors import UserError
from assistant.settings import Settings, load_settings

Handler = Callable[[argparse.Namespace, Settings], int]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="paperchat",
        description="Ask questions about research papers and get answers that cite them. "
        "Works offline by default; set OPENAI_API_KEY or OPENAI_BASE_URL for LLM answers.",
    )
    parser.add_argument("--data-dir", type=Path, help="data folder (default: $PAPERCHAT_DATA_DIR or ./data)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    papers = sub.add_parser("papers", help="list the papers in the catalog, newest first")
    papers.add_argument("--json", action="store_true", help="print the catalog as JSON")
    papers.set_defaults(handler=cmd_papers)

    remove = sub.add_parser("remove", help="delete a paper and its chunks from the index")
    remove.add_argument("paper_id", metavar="ID", help="paper id (see `paperchat papers`) or arXiv id")
    remove.add_argument("--json", action="store_true")
    remove.set_defaults(handler=cmd_remove)

    ask = sub.add_parser(
        "ask",
        help="ask a question; the answer cites the papers it comes from",
        description="Answer from the indexed papers only, every claim with a numbered citation. "
        "Extractive offline; an LLM answer when OPENAI_API_KEY or OPENAI_BASE_URL is set.",
    )
    ask.add_argument("question", metavar="QUESTION")
    scope = ask.add_mutually_exclusive_group()
    scope.add_argument("--paper", metavar="ID", help="only this paper (AskPDF on an ingested paper)")
    scope.add_argument("--pdf", metavar="FILE", type=Path, help="only this PDF (ingested first if needed)")
    ask.add_argument("--k", type=int, metavar="N", help="number of sources (default: $PAPERCHAT_TOP_K or 6)")
    ask.add_argument("--since", metavar="DATE", help="only papers dated on or after DATE (YYYY-MM-DD)")
    ask.add_argument("--until", metavar="DATE", help="only papers dated on or before DATE (YYYY-MM-DD)")
    ask.add_argument("--tag", action="append", default=[], help="only papers with this tag (repeatable)")
    ask.add_argument("--json", action="store_true", help="print one JSON object (see README)")
    ask.set_defaults(handler=cmd_ask)

    summarize = sub.add_parser("summarize", help="a cited summary of one paper, or an overview of the topic")
    target = summarize.add_mutually_exclusive_group(required=True)
    target.add_argument("paper_id", nargs="?", metavar="ID", help="paper id or arXiv id")
    target.add_argument("--topic", action="store_true", help="overview of all indexed papers, grouped by theme")
    summarize.add_argument("--json", action="store_true")
    summarize.set_defaults(handler=cmd_summarize)

    plugins.register_commands(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        overrides: dict[str, Any] = {"data_dir": args.data_dir} if args.data_dir else {}
        settings = load_settings(**overrides)
        offline.prepare(settings.tiktoken_cache_dir)
        return int(args.handler(args, settings))
    except UserError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted; run the same command again to finish (nothing stored is lost).", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `paperchat papers | head`: the reader left, which is not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as err:  # a bug must still end in one sentence, never a traceback (logged at debug)
        import logging

        logging.getLogger(__name__).debug("unexpected failure", exc_info=True)
        print(f"error: paperchat failed unexpectedly ({type(err).__name__}); retry, and report it if it persists.", file=sys.stderr)
        return 1


def print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def open_store(settings: Settings):  # type: ignore[no-untyped-def]
    """The store for the configured embeddings, without loading the embedding model."""
    from assistant.embeddings import embedding_model_id
    from assistant.store import Store

    return Store(settings, embedding_model_id(settings))


def cmd_papers(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.records import newest_first

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


def _scope(args: argparse.Namespace, settings: Settings):  # type: ignore[no-untyped-def]
    from assistant.retrieval import Scope

    paper_id = args.paper
    if args.pdf is not None:
        ingest_pdf = plugins.hook("ingest_pdf")
        if ingest_pdf is None:
            raise UserError("--pdf needs the ingest package; reinstall paperchat with `pip install -e .`.")
        paper_id = ingest_pdf(settings, args.pdf)
    for flag in ("since", "until"):
        value = getattr(args, flag)
        if value and not _iso_date(value):
            raise UserError(f"--{flag} '{value}' is not a date; write it as YYYY-MM-DD.")
    return Scope(paper_id=paper_id, date_from=args.since, date_to=args.until, tags=args.tag)


def _iso_date(value: str) -> bool:
    from datetime import date

    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _print_answer(answer, streamed: bool) -> None:  # type: ignore[no-untyped-def]
    if not streamed:
        print(answer.body)
    else:
        print()
    if answer.citations:
        from assistant.citations import references

        print()
        print(references(answer.citations))
    if answer.removed_markers:
        print(f"\n(removed {len(answer.removed_markers)} citation(s) that named no source: {' '.join(answer.removed_markers)})")


def cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.answering import Assistant

    if args.k is not None and not 1 <= args.k <= 50:
        raise UserError(f"--k {args.k} is out of range; give a number of sources from 1 to 50.")
    scope = _scope(args, settings)
    assistant = Assistant(settings)
    stream = None if args.json or assistant.mode != "llm" else _stream_to_stdout
    answer = assistant.ask(args.question, scope=scope, k=args.k, stream=stream)
    if args.json:
        print_json(answer.to_dict())
    else:
        _print_answer(answer, streamed=stream is not None)
    return 0


def cmd_summarize(args: argparse.Namespace, settings: Settings) -> int:
    from assistant.answering import Assistant

    assistant = Assistant(settings)
    stream = None if args.json or assistant.mode != "llm" else _stream_to_stdout
    if args.topic:
        answer = assistant.summarize_topic(stream=stream)
    else:
        answer = assistant.summarize_paper(args.paper_id, stream=stream)
    if args.json:
        print_json(answer.to_dict())
    else:
        _print_answer(answer, streamed=stream is not None)
    return 0


def _stream_to_stdout(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def cmd_remove(args: argparse.Namespace, settings: Settings) -> int:
    store = open_store(settings)
    entry = store.find_entry(args.paper_id)
    removed = store.remove_paper(entry.paper_id)
    if args.json:
        print_json({"removed": entry.paper_id, "chunks": removed})
    else:
        print(f"Removed {entry.paper.title} ({entry.paper_id}) and its {removed} chunks.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

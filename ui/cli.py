"""The ``paperchat`` command, and the composition root: it wires settings, store, ingest and app.

Each sub-command is a function ``(args, settings) -> exit status`` in ``ui.commands``;
a ``UserError`` anywhere becomes ``error: <sentence>`` on stderr and exit status 1,
never a traceback. Heavy modules (chromadb, the model, Gradio) are imported by the
command that needs them, so ``paperchat --help`` and ``papers`` start fast.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import Any

from assistant import offline
from assistant.errors import UserError
from assistant.settings import load_settings
from assistant.store_file import check_data_folder
from ui import arxiv_commands, commands
from ui.terminal import end_streamed_line

log = logging.getLogger("paperchat")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="paperchat",
        description="Ask questions about research papers and get answers that cite them. "
        "Works offline by default; set OPENAI_API_KEY or OPENAI_BASE_URL for LLM answers.",
    )
    parser.add_argument("--data-dir", type=Path, help="data folder (default: $PAPERCHAT_DATA_DIR or ./data)")
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens (and any traceback) to stderr")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    _ingest_parser(sub)
    _papers_parsers(sub)
    _ask_parser(sub)
    _chat_parser(sub)
    _summarize_parser(sub)
    _ui_parser(sub)
    _doctor_parser(sub)
    _arxiv_parsers(sub)
    return parser


def _ingest_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "ingest",
        help="add topic pages (.txt), PDFs and metadata (.jsonl/.csv) to the index",
        description="Add files or folders to the index. Re-running is safe: unchanged papers are skipped, "
        "changed ones replaced. Exit status 1 when any file failed.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    parser.add_argument("--json", action="store_true", help="print the per-file report as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=commands.ingest)


def _papers_parsers(sub: Any) -> None:
    papers = sub.add_parser("papers", help="list the papers in the catalog, newest first")
    papers.add_argument("--json", action="store_true", help="print the catalog as JSON")
    papers.set_defaults(handler=commands.papers)

    remove = sub.add_parser("remove", help="delete a paper and its chunks from the index")
    remove.add_argument("paper_id", metavar="ID", help="paper id (see `paperchat papers`) or arXiv id")
    remove.add_argument("--json", action="store_true")
    remove.set_defaults(handler=commands.remove)


def _ask_parser(sub: Any) -> None:
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
    ask.add_argument("--fetch", action="store_true", help="with --paper: fetch the paper's PDF from arXiv first if it has none")
    ask.set_defaults(handler=commands.ask)


def _chat_parser(sub: Any) -> None:
    chat = sub.add_parser(
        "chat",
        help="a conversation: follow-up questions are read with the earlier ones",
        description="Chat with the indexed papers (or one of them): each answer cites its sources, and a "
        "follow-up question is read with the conversation when that finds better evidence. At the prompt: "
        "/new starts over, /sources lists the last answer's sources, /help, /quit (or Ctrl-D). With --json: "
        "one question a line on stdin, one JSON object a line on stdout (the `ask --json` object, or "
        '{"question", "error"} for a question that failed); exit status 1 when any question failed.',
    )
    scope = chat.add_mutually_exclusive_group()
    scope.add_argument("--paper", metavar="ID", help="only this paper (AskPDF on an ingested paper)")
    scope.add_argument("--pdf", metavar="FILE", type=Path, help="only this PDF (ingested first if needed)")
    chat.add_argument("--k", type=int, metavar="N", help="number of sources (default: $PAPERCHAT_TOP_K or 6)")
    chat.add_argument("--json", action="store_true", help="read questions from stdin, write one JSON answer a line")
    chat.set_defaults(handler=commands.chat)


def _summarize_parser(sub: Any) -> None:
    summarize = sub.add_parser("summarize", help="a cited summary of one paper, or an overview of the topic")
    target = summarize.add_mutually_exclusive_group(required=True)
    target.add_argument("paper_id", nargs="?", metavar="ID", help="paper id or arXiv id")
    target.add_argument("--topic", action="store_true", help="overview of all indexed papers, grouped by theme")
    summarize.add_argument("--json", action="store_true")
    summarize.set_defaults(handler=commands.summarize)


def _ui_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "ui",
        help="start the app in the browser (http://127.0.0.1:7860 by default)",
        description="Serve the paperchat app: ask about the topic, AskPDF, the papers, the library. "
        "Binds 127.0.0.1 unless --host says otherwise; works with no key and no internet.",
    )
    parser.add_argument("--host", help="address to bind (default: $PAPERCHAT_UI_HOST or 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port (default: $PAPERCHAT_UI_PORT or 7860)")
    parser.set_defaults(handler=commands.ui)


def _arxiv_parsers(sub: Any) -> None:
    """fetch, follow, update: the only commands that reach the network (arXiv), and only when run."""
    fetch = sub.add_parser(
        "fetch",
        help="fetch catalogued papers' PDFs from arXiv and ingest them",
        description="Find each paper on arXiv (by its arXiv id, else by its exact title; a near match is never "
        "taken), download its PDF into the data folder and ingest it onto the paper's record. At most one request "
        "every PAPERCHAT_ARXIV_REQUEST_INTERVAL seconds. Safe to re-run: downloads are cached by id and version.",
    )
    fetch.add_argument("ids", nargs="*", metavar="ID", help="paper ids (see `paperchat papers`) or arXiv ids")
    fetch.add_argument("--all", action="store_true", help="every catalogued paper without a PDF")
    fetch.add_argument("--since", metavar="DATE", help="with --all: only papers dated on or after DATE (YYYY-MM-DD)")
    fetch.add_argument("--json", action="store_true", help="print a JSON list, one object per paper")
    fetch.add_argument("--quiet", action="store_true", help="no progress bar")
    fetch.set_defaults(handler=arxiv_commands.fetch)

    follow = sub.add_parser(
        "follow",
        help="follow a topic on arXiv (an arXiv query); `update` adds its new papers",
        description="Save a topic: plain words (all required, in any field) or arXiv's own query syntax "
        "(ti:, abs:, au:, cat:). Without QUERY, list the followed topics.",
    )
    follow.add_argument("query", nargs="?", metavar="QUERY")
    follow.add_argument("--category", metavar="CAT", help="only papers in this arXiv category, e.g. cs.LG")
    follow.add_argument("--json", action="store_true")
    follow.set_defaults(handler=arxiv_commands.follow)

    update = sub.add_parser(
        "update",
        help="add the papers published on followed topics since the last update",
        description="For each followed topic, add the papers arXiv lists as published since the last update "
        "(the first update reaches back PAPERCHAT_ARXIV_FIRST_UPDATE_DAYS): metadata and abstracts, chunked and "
        "embedded. Safe to re-run and to resume after an interruption.",
    )
    update.add_argument("--json", action="store_true")
    update.add_argument("--quiet", action="store_true", help="no progress bar")
    update.set_defaults(handler=arxiv_commands.update)


def _doctor_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "doctor",
        help="check the data folder and say what is wrong; --repair rebuilds what can be rebuilt",
        description="Check the store's database file, each collection's vectors, the catalog against the chunks, "
        "the BM25 cache and stray files. Exit status 1 when something is wrong. With --repair: embed the stored "
        "texts again into a fresh store, list uncatalogued papers again, drop a broken cache, or ingest again the "
        "files an unreadable store recorded; whatever is replaced is kept in DATA/backups/.",
    )
    parser.add_argument("--repair", action="store_true", help="rebuild what can be rebuilt (keeps a backup)")
    parser.add_argument("--json", action="store_true", help="print the findings as JSON")
    parser.set_defaults(handler=commands.doctor)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.verbose:
        logging.basicConfig(level=logging.DEBUG, stream=sys.stderr, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        overrides: dict[str, Any] = {"data_dir": args.data_dir} if args.data_dir else {}
        settings = load_settings(**overrides)
        check_data_folder(settings.data_dir)
        offline.prepare(settings.tiktoken_cache_dir)
        return int(args.handler(args, settings))
    except UserError as err:
        end_streamed_line()
        print(f"error: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        end_streamed_line()
        print("interrupted; run the same command again to finish (nothing stored is lost).", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `paperchat papers | head`: the reader left, which is not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as err:  # a bug must still end in one sentence, never a traceback (--verbose shows it)
        log.debug("unexpected failure", exc_info=True)
        end_streamed_line()
        print(
            f"error: paperchat failed unexpectedly ({type(err).__name__}); retry, and report it with the output of --verbose if it persists.",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())

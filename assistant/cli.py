"""The ``paperchat`` command: argument parsing, settings, and one-sentence errors.

Each sub-command is a function ``(args, settings) -> exit status``; a ``UserError``
anywhere becomes ``error: <sentence>`` on stderr and exit status 1, never a traceback.
"""

from __future__ import annotations

import argparse
import json
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


def print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def open_store(settings: Settings):  # type: ignore[no-untyped-def]
    """The store for the configured embeddings, without loading the embedding model."""
    from assistant.embeddings import embedding_model_id
    from assistant.store import Store

    return Store(settings, embedding_model_id(settings))


def cmd_papers(args: argparse.Namespace, settings: Settings) -> int:
    entries = sorted(open_store(settings).all_entries(), key=lambda e: (e.paper.date or "", e.paper.title), reverse=True)
    if args.json:
        print_json([{**e.paper.to_dict(), "chunks": e.chunk_count, "sources": e.sources} for e in entries])
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


def resolve_paper(store, ref: str):  # type: ignore[no-untyped-def]
    """A catalog entry by paper id or arXiv id; an unknown one is a ``UserError``."""
    entry = store.get_entry(ref)
    if entry is None:
        entry = next((e for e in store.all_entries() if e.paper.arxiv_id == ref), None)
    if entry is None:
        raise UserError(f"No paper with id '{ref}' in the catalog; list the ids with `paperchat papers`.")
    return entry


def cmd_remove(args: argparse.Namespace, settings: Settings) -> int:
    store = open_store(settings)
    entry = resolve_paper(store, args.paper_id)
    removed = store.remove_paper(entry.paper_id)
    if args.json:
        print_json({"removed": entry.paper_id, "chunks": removed})
    else:
        print(f"Removed {entry.paper.title} ({entry.paper_id}) and its {removed} chunks.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

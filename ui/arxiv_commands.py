"""The arXiv sub-commands: ``fetch``, ``follow`` and ``update`` (and ``ask --fetch``).

Each is ``(args, settings) -> exit status`` like the others in ``ui.commands``; they live
apart because they are the only commands that reach the network, and only when run.
Progress goes to stderr (a bar per run, the step in its label), results to stdout.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from tqdm import tqdm

from assistant.errors import UserError
from assistant.settings import Settings
from ui.terminal import TqdmProgress, print_json

if TYPE_CHECKING:
    from assistant.answering import Assistant
    from assistant.records import CatalogEntry
    from assistant.store import Store
    from ingest.fetch import FetchResult, PdfFetcher
    from ingest.pipeline import Ingestor


def fetch(args: argparse.Namespace, settings: Settings) -> int:
    """``paperchat fetch ID…`` / ``fetch --all [--since DATE]``: PDFs from arXiv onto catalogued papers."""
    from assistant.store import open_store

    if bool(args.ids) == bool(args.all):
        raise UserError("Give paper ids to fetch, or --all for every paper without a PDF (not both).")
    if args.since and not args.all:
        raise UserError("--since goes with --all; give it to fetch every paper without a PDF since that date.")
    _check_date(args.since)
    store = open_store(settings)
    fetcher = _fetcher(settings, lambda: _ingestor(settings, store))
    try:
        targets = _without_pdf(store, args.since) if args.all else [_target(store, fetcher, ref) for ref in args.ids]
        results = _fetch_all(fetcher, targets, quiet=args.quiet or args.json, print_lines=not args.json)
    finally:
        fetcher.close()
    if args.json:
        print_json([r.to_dict() for r in results])
    else:
        print(_summary(results))
    failed = [r for r in results if r.status == "failed" or (r.status == "no match" and not args.all)]
    return 1 if failed else 0


def fetch_for_question(settings: Settings, assistant: Assistant, ref: str) -> str:
    """``ask --paper ID --fetch``: the paper's PDF is fetched first (if missing); returns its id."""
    entry = assistant.store.find_entry(ref)
    if entry.pdf is not None:
        return entry.paper_id
    from ingest.pipeline import Ingestor

    fetcher = _fetcher(settings, lambda: Ingestor(settings, store=assistant.store, embeddings=assistant.embeddings))
    try:
        result = _fetch_all(fetcher, [entry], quiet=False, print_lines=False)[0]
    finally:
        fetcher.close()
    if not result.ok:
        raise UserError(result.message)
    print(f"fetched {result.arxiv_id} ({result.pages} pages): {result.title}", file=sys.stderr)
    return result.paper_id


def follow(args: argparse.Namespace, settings: Settings) -> int:
    """``paperchat follow "QUERY" [--category cs.LG]``; without a query, the followed topics."""
    from ingest.followed_topics import FollowedTopics

    topics = FollowedTopics(settings)
    if args.query is None:
        followed = topics.all()
        if args.json:
            print_json([{"query": t.query, "category": t.category, "since": t.since} for t in followed])
        elif not followed:
            print('No topic is followed; follow one with `paperchat follow "QUERY" [--category cs.LG]`.')
        for topic in followed if not args.json else []:
            print(f"{topic.label}: updated up to {topic.since or 'never'}")
        return 0
    topic, new = topics.follow(args.query, args.category)
    if args.json:
        print_json({"query": topic.query, "category": topic.category, "new": new, "search_query": topic.search_query()})
    elif new:
        print(f"Following {topic.label} (arXiv query: {topic.search_query()}); run `paperchat update` to add its papers.")
    else:
        print(f"Already following {topic.label}; run `paperchat update` to add its new papers.")
    return 0


def update(args: argparse.Namespace, settings: Settings) -> int:
    """``paperchat update``: each followed topic's papers published since its last update."""
    from assistant.store import open_store
    from ingest.followed_topics import FollowedTopics
    from ingest.topic_updates import TopicUpdater

    followed = FollowedTopics(settings).all()
    if not followed:
        print('No topic is followed; follow one with `paperchat follow "QUERY" [--category cs.LG]`, then update.')
        return 0
    progress = TqdmProgress(enabled=not (args.quiet or args.json))
    store = open_store(settings)
    updater = TopicUpdater(settings, lambda: _ingestor(settings, store, progress))
    results = []
    try:
        for topic in followed:
            if not args.json:
                print(f"updating {topic.label} …", file=sys.stderr)
            results.append(updater.update(topic))
    finally:
        progress.close()
        updater.close()
    if args.json:
        print_json([r.to_dict() for r in results])
    for result in results if not args.json else []:
        print(
            f"{result.topic.label}: {len(result.added)} new papers, {len(result.updated)} updated, "
            f"{result.unchanged} already in the catalog; up to date to {result.since or 'nothing listed yet'}"
            + (f"; {result.remaining} newer papers are left for the next `paperchat update`." if result.remaining else ".")
        )
    return 0


def _fetch_all(fetcher: PdfFetcher, targets: list[CatalogEntry], quiet: bool, print_lines: bool) -> list[FetchResult]:
    """Fetch each target under one progress bar; arXiv being unreachable stops the run at once."""
    from ingest.fetch import FetchResult

    results: list[FetchResult] = []
    with tqdm(
        total=len(targets), desc="fetching PDFs", unit=" papers", file=sys.stderr, disable=quiet, dynamic_ncols=True
    ) as bar:
        fetcher.look_up(targets, stage=bar.set_description_str)  # known arXiv ids: many per request
        for entry in targets:
            bar.set_postfix_str(entry.paper.title[:40])
            try:
                result = fetcher.fetch(entry, stage=lambda what: bar.set_description_str(what))
            except UserError as err:
                from ingest.arxiv_http import ArxivUnreachable

                if isinstance(err, ArxivUnreachable):
                    raise
                result = FetchResult(entry.paper_id, entry.paper.title, "failed", message=str(err))
            results.append(result)
            if print_lines:
                bar.write(_line(result), file=sys.stdout)
            bar.update(1)
    return results


def _line(result: FetchResult) -> str:
    if result.ok:
        pages = f"{result.pages} pages" if result.pages else ""
        return f"{result.status:<10} {result.arxiv_id or '':<14} {pages:>9}  {result.title}"
    return f"{result.status:<10} {result.title}: {result.message}"


def _summary(results: list[FetchResult]) -> str:
    counts = {s: sum(r.status == s for r in results) for s in ("fetched", "cached", "had a PDF", "no match", "failed")}
    return (
        f"{counts['fetched']} fetched, {counts['cached']} from the download cache, {counts['had a PDF']} already had a PDF, "
        f"{counts['no match']} not found on arXiv, {counts['failed']} failed."
    )


def _target(store: Store, fetcher: PdfFetcher, ref: str) -> CatalogEntry:
    """A catalogued paper by id or arXiv id; an arXiv id not in the catalog becomes a new paper."""
    from assistant.records import CatalogEntry

    try:
        return store.find_entry(ref)
    except UserError:
        found = fetcher.entry_for_id(ref)
        if found is None:
            raise
        return CatalogEntry(replace(found.to_paper(), arxiv_id=found.versioned_id))  # "2503.20783v1" fetches v1


def _without_pdf(store: Store, since: str | None) -> list[CatalogEntry]:
    from assistant.records import newest_first

    return [e for e in newest_first(store.all_entries()) if e.pdf is None and (not since or (e.paper.date or "") >= since)]


def _fetcher(settings: Settings, ingestor: Callable[[], Ingestor]) -> PdfFetcher:
    from ingest.fetch import PdfFetcher

    return PdfFetcher(settings, ingestor)


def _ingestor(settings: Settings, store: Store, progress: TqdmProgress | None = None) -> Ingestor:
    from ingest.pipeline import Ingestor

    return Ingestor(settings, store=store, progress=progress)


def _check_date(value: str | None) -> None:
    from datetime import date

    try:
        if value:
            date.fromisoformat(value)
    except ValueError:
        raise UserError(f"--since '{value}' is not a date; write it as YYYY-MM-DD.") from None

"""The arXiv API's Atom feed read into typed entries.

feedparser reads the feed (a maintained Atom reader that knows the arXiv and OpenSearch
namespaces and survives the odd malformed byte); this module only picks the fields
paperchat keeps. feedparser is only ever handed bytes, never a URL, so it fetches nothing
itself: every request goes through ``ingest.arxiv_http`` and its rate limit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import feedparser

from assistant.errors import UserError
from assistant.records import Paper
from ingest.latex import render_latex

# New-style ids (2503.20783v2) and old-style ones (hep-th/9901001v1), version optional.
ARXIV_ID = re.compile(r"(?P<id>\d{4}\.\d{4,5}|[a-z][a-z.-]*/\d{7})(?:v(?P<version>\d+))?", re.IGNORECASE)


@dataclass(frozen=True)
class ArxivEntry:
    """One paper as the arXiv API lists it (its newest version unless asked by version)."""

    arxiv_id: str  # without version: "2503.20783"
    version: int
    title: str  # as arXiv writes it, LaTeX included, whitespace collapsed
    summary: str
    authors: list[str] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)  # the primary category first
    published: str = ""  # ISO timestamp of version 1
    updated: str = ""  # ISO timestamp of this version

    @property
    def versioned_id(self) -> str:
        return f"{self.arxiv_id}v{self.version}"

    @property
    def published_date(self) -> str | None:
        return self.published[:10] or None

    @property
    def abs_url(self) -> str:
        return f"https://arxiv.org/abs/{self.arxiv_id}"

    def to_paper(self) -> Paper:
        """The catalog's view: LaTeX rendered as everywhere else, dated by first publication."""
        return Paper(
            title=render_latex(self.title),
            authors=list(self.authors),
            date=self.published_date,
            category=self.categories[0] if self.categories else None,
            abstract=render_latex(self.summary) or None,
            arxiv_id=self.arxiv_id,
            url=self.abs_url,
        )

    def to_metadata_row(self) -> dict[str, Any]:
        """A row of the JSONL metadata format ``ingest.metadata`` reads (how updates are ingested)."""
        return {
            "arxiv_id": self.versioned_id,
            "title": self.title,
            "authors": self.authors,
            "abstract": self.summary,
            "date": self.published_date,
            "published": self.published,  # the update's high-water mark
            "category": self.categories[0] if self.categories else None,
            "link": self.abs_url,
        }


@dataclass(frozen=True)
class Feed:
    """One page of results: its entries and how many the query matches in all."""

    entries: list[ArxivEntry]
    total: int
    start: int


def parse_feed(data: bytes) -> Feed:
    """The entries of one API response; an API error entry becomes a ``UserError``."""
    parsed = feedparser.parse(data)
    if parsed.get("bozo") and not parsed.get("entries") and not parsed.get("feed"):
        raise UserError("arXiv answered with something that is not an Atom feed; try again later.")
    entries = []
    for raw in parsed.get("entries", []):
        if "/api/errors" in str(raw.get("id", "")):
            message = _text(raw.get("summary", "")) or "unknown error"
            raise UserError(f"arXiv refused the query ({message.rstrip('.')}); check the query and try again.")
        entry = _entry(raw)
        if entry is not None:
            entries.append(entry)
    feed = parsed.get("feed", {})
    total = _int(feed.get("opensearch_totalresults"), len(entries))
    return Feed(entries, total, _int(feed.get("opensearch_startindex"), 0))


def split_id(text: str) -> tuple[str, int | None] | None:
    """("2503.20783", 2) from "2503.20783v2", an abs/pdf URL or "arXiv:2503.20783"; None if no id."""
    match = ARXIV_ID.search(text.strip())
    if match is None:
        return None
    version = match.group("version")
    return match.group("id").lower(), int(version) if version else None


def _entry(raw: Any) -> ArxivEntry | None:
    ident = split_id(str(raw.get("id", "")).rsplit("/abs/", 1)[-1])
    if ident is None:
        return None
    arxiv_id, version = ident
    primary = (raw.get("arxiv_primary_category") or {}).get("term")
    terms = [t.get("term") for t in raw.get("tags", []) if t.get("term")]
    categories = list(dict.fromkeys([c for c in [primary, *terms] if c]))
    return ArxivEntry(
        arxiv_id=arxiv_id,
        version=version or 1,
        title=_text(raw.get("title", "")),
        summary=_text(raw.get("summary", "")),
        authors=[_text(a.get("name", "")) for a in raw.get("authors", []) if _text(a.get("name", ""))],
        categories=categories,
        published=str(raw.get("published", "")),
        updated=str(raw.get("updated", "")),
    )


def _text(value: object) -> str:
    """arXiv wraps long titles and abstracts over indented lines: one space between words."""
    return " ".join(str(value).split())


def _int(value: object, default: int) -> int:
    try:
        return int(str(value))
    except ValueError:
        return default

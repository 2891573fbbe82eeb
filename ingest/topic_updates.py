"""``paperchat update``: add the papers published on a followed topic since the last update.

For each topic: ask arXiv for its newest papers (newest first, page by page, stopping at the
first one older than the topic's ``since``), write them as a JSONL metadata file, ingest
that file like any other (abstracts chunked and embedded, one record per paper), and only
then move ``since`` forward. The order makes it resumable: a run killed before the file is
written starts over; one killed after finds the pending file and ingests it first; ingest
is idempotent and the boundary paper is asked for again, so a second update adds nothing.

When more papers were published than one update adds (``PAPERCHAT_ARXIV_UPDATE_MAX``), it
adds the oldest of them: ``since`` is one mark, so adding the newest would move it past the
rest and they would never be added; this way the next update continues where this one
stopped.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.errors import UserError
from assistant.settings import Settings
from ingest.arxiv_api import search
from ingest.arxiv_feed import ArxivEntry
from ingest.arxiv_http import ArxivHttp
from ingest.followed_topics import FollowedTopic, FollowedTopics, write_atomically

if TYPE_CHECKING:
    from ingest.pipeline import Ingestor

PAGE = 100  # entries per API request; arXiv serves up to 2000, 100 keeps each answer quick


@dataclass(frozen=True)
class TopicUpdate:
    """What one update did for one topic."""

    topic: FollowedTopic
    listed: int  # entries arXiv listed as published since the last update
    added: list[str]
    updated: list[str]
    unchanged: int
    since: str | None  # the topic's new high-water mark
    remaining: int = 0  # listed papers beyond PAPERCHAT_ARXIV_UPDATE_MAX, left to the next update

    def to_dict(self) -> dict[str, object]:
        return {
            "topic": self.topic.query,
            "category": self.topic.category,
            "listed": self.listed,
            "added": self.added,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "since": self.since,
            "remaining": self.remaining,
        }


@dataclass
class _Counts:
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: int = 0


class TopicUpdater:
    """Updates followed topics into one store."""

    def __init__(self, settings: Settings, ingestor: Callable[[], Ingestor], http: ArxivHttp | None = None) -> None:
        self.settings = settings
        self.http = http or ArxivHttp(settings)
        self.topics = FollowedTopics(settings)
        self._make_ingestor = ingestor
        self._ingestor: Ingestor | None = None
        self.pending_dir = settings.arxiv_dir / "updates"

    def close(self) -> None:
        self.http.close()

    def update(self, topic: FollowedTopic, now: datetime | None = None) -> TopicUpdate:
        """Add what was published on ``topic`` since its last update (a killed update's rest first)."""
        pending = self.pending_dir / f"{topic.key}.jsonl"
        done = _Counts()
        if pending.exists():
            topic = self._ingest_pending(topic, pending, done)
        since = topic.since or _first_since(now or datetime.now(UTC), self.settings.arxiv_first_update_days)
        listed = self._newer_than(topic, since)
        # The boundary (published at the mark, asked for again) and the oldest of the newer papers, up to the cap:
        # the mark then moves only past papers added, and always moves when there are newer ones.
        boundary = [e for e in listed if e.published == topic.since]
        newer = [e for e in listed if e.published != topic.since]
        entries = boundary + newer[: self.settings.arxiv_update_max]
        if entries:
            write_atomically(pending, "".join(json.dumps(e.to_metadata_row()) + "\n" for e in entries))
            topic = self._ingest_pending(topic, pending, done)
        remaining = len(listed) - len(entries)
        return TopicUpdate(topic, len(listed), done.added, done.updated, done.unchanged, topic.since, remaining)

    def _newer_than(self, topic: FollowedTopic, since: str) -> list[ArxivEntry]:
        """The topic's entries published at or after ``since``, oldest first (paged newest first down to ``since``)."""
        found: dict[str, ArxivEntry] = {}
        start = 0
        while True:
            feed = search(self.http, topic.search_query(), start, PAGE, newest_first=True)
            fresh = [e for e in feed.entries if e.published >= since]
            found.update((e.arxiv_id, e) for e in fresh if e.arxiv_id not in found)
            start += len(feed.entries)
            if len(fresh) < len(feed.entries) or not feed.entries or start >= feed.total:
                break
        return sorted(found.values(), key=lambda e: (e.published, e.arxiv_id))

    def _ingest_pending(self, topic: FollowedTopic, pending: Path, done: _Counts) -> FollowedTopic:
        """Ingest a pending update file, then move ``since`` to its newest paper and delete the file."""
        report = self.ingestor().ingest([pending])
        if report.failed:
            raise UserError(report.failed[0].error or f"{pending} could not be ingested; run `paperchat update` again.")
        newest = max((row["published"] for row in _rows(pending) if row.get("published")), default=None)
        if newest:
            topic = self.topics.advance(topic, newest)
        pending.unlink(missing_ok=True)
        result = report.files[0]
        done.added += [p for p in result.added if p not in done.added]
        done.updated += [p for p in result.updated if p not in done.updated + done.added]
        done.unchanged += len(result.unchanged)
        return topic

    def ingestor(self) -> Ingestor:
        if self._ingestor is None:
            self._ingestor = self._make_ingestor()
        return self._ingestor


def _first_since(now: datetime, days: int) -> str:
    """A new topic's first update reaches back ``days`` days (midnight UTC), as arXiv writes times."""
    start = (now - timedelta(days=days)).date()
    return f"{start.isoformat()}T00:00:00Z"


def _rows(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]

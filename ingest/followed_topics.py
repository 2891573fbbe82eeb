"""The topics a user follows on arXiv ("Follow this topic"), kept in the data folder.

A topic is an arXiv query (plain words, or the API's own syntax) and an optional category,
plus how far updates have got: the newest publication time already added. The list is one
small JSON file, ``<data>/arxiv/topics.json``, always replaced whole (write, fsync,
rename), so a kill never leaves it half-written.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from assistant.errors import UserError
from assistant.settings import Settings

_FIELDED = re.compile(r"\b(ti|au|abs|co|jr|cat|rn|id|all|submittedDate):", re.IGNORECASE)
_CATEGORY = re.compile(r"^[a-z-]+(\.[A-Za-z-]+)?$")
_STOP = {"a", "an", "and", "the", "of", "for", "in", "on", "to", "with", "via", "by"}


@dataclass(frozen=True)
class FollowedTopic:
    """One followed arXiv query; ``since`` is the newest publication time an update added."""

    query: str
    category: str | None = None
    since: str | None = None  # ISO timestamp as arXiv writes it, e.g. "2026-06-21T17:59:59Z"

    @property
    def key(self) -> str:
        """A stable, file-safe name: the same query and category are the same topic."""
        slug = "-".join(re.findall(r"[a-z0-9]+", self.query.lower()))[:40].strip("-") or "topic"
        words = re.findall(r"[^\W_]+", self.query.lower())  # letters and digits of any script: "强化学习" is a word too
        digest = hashlib.sha1(f"{' '.join(words)}|{self.category or ''}".encode()).hexdigest()[:6]
        return f"{slug}-{digest}"

    @property
    def label(self) -> str:
        return f"{self.query} ({self.category})" if self.category else self.query

    def search_query(self) -> str:
        """The API's ``search_query``: plain words are all required, anywhere in a paper's record."""
        if _FIELDED.search(self.query):
            terms = f"({self.query})"
        else:
            words = [w for w in re.findall(r"[\w.-]+", self.query) if w.lower() not in _STOP]
            terms = " AND ".join(f"all:{w}" for w in words) or f'all:"{self.query}"'
            terms = f"({terms})" if len(words) > 1 else terms
        return f"{terms} AND cat:{self.category}" if self.category else terms


class FollowedTopics:
    """The followed topics of one data folder."""

    def __init__(self, settings: Settings) -> None:
        self.path = settings.arxiv_dir / "topics.json"

    def all(self) -> list[FollowedTopic]:
        try:
            rows = json.loads(self.path.read_text(encoding="utf-8"))
            return [FollowedTopic(**{k: v for k, v in row.items() if k in ("query", "category", "since")}) for row in rows]
        except FileNotFoundError:
            return []
        except (OSError, ValueError, TypeError, AttributeError):  # not JSON, or JSON of another shape (edited by hand)
            raise UserError(f"{self.path} is unreadable; delete it and follow your topics again.") from None

    def follow(self, query: str, category: str | None = None) -> tuple[FollowedTopic, bool]:
        """Add a topic; returns it and whether it is new (following it twice changes nothing)."""
        query = " ".join(query.split())
        if not query:
            raise UserError('The topic is empty; give the words to follow, e.g. paperchat follow "RL for language models".')
        if category is not None and not _CATEGORY.match(category):
            raise UserError(f"'{category}' is not an arXiv category; write it as arXiv does, e.g. cs.LG or math.OC.")
        topic = FollowedTopic(query, category)
        topics = self.all()
        known = next((t for t in topics if t.key == topic.key), None)
        if known is not None:
            return known, False
        self._write([*topics, topic])
        return topic, True

    def advance(self, topic: FollowedTopic, since: str) -> FollowedTopic:
        """Record that updates have added everything published up to ``since``."""
        moved = replace(topic, since=max(since, topic.since or ""))
        self._write([moved if t.key == topic.key else t for t in self.all()])
        return moved

    def _write(self, topics: list[FollowedTopic]) -> None:
        write_atomically(self.path, json.dumps([asdict(t) for t in topics], indent=2) + "\n")


def write_atomically(path: Path, text: str) -> None:
    """``path`` holds ``text`` or what it held before, never a mix (write, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        with part.open("w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(part, path)
    finally:
        part.unlink(missing_ok=True)

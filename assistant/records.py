"""The records every part exchanges: papers, page texts and chunks.

Plain dataclasses, so readers, the store and the UI agree on one shape without
importing each other.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Paper:
    """One paper as the catalog knows it, whatever file it came from."""

    title: str
    authors: list[str] = field(default_factory=list)
    authors_more: int = 0
    date: str | None = None  # ISO yyyy-mm-dd
    category: str | None = None  # arXiv category, e.g. "cs.LG"
    abstract: str | None = None
    affiliations: list[str] = field(default_factory=list)
    affiliations_more: int = 0
    tags: list[str] = field(default_factory=list)
    tags_more: int = 0
    topic: str | None = None
    arxiv_id: str | None = None
    url: str | None = None

    @property
    def paper_id(self) -> str:
        return paper_id_for(self.title)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["paper_id"] = self.paper_id
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Paper:
        names = cls.__dataclass_fields__.keys()
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass
class PageText:
    """The cleaned text of one PDF page, with the section headings seen on it."""

    page: int  # 1-based, as a reader counts pages
    text: str
    sections: list[tuple[int, str]] = field(default_factory=list)  # (char offset, heading)


@dataclass
class PdfDocument:
    """What the PDF reader extracts: a title, an abstract and clean page texts."""

    path: str
    title: str | None
    abstract: str | None
    pages: list[PageText]


@dataclass
class Chunk:
    """A piece of a paper that is embedded and retrieved on its own."""

    paper_id: str
    text: str
    kind: str  # "abstract" or "pdf"
    position: int  # order within the paper's chunks of this kind
    page_start: int | None = None
    page_end: int | None = None
    section: str | None = None
    page_breaks: str | None = None  # "8@345;9@900": page 8 starts at offset 345 of this chunk

    @property
    def chunk_id(self) -> str:
        """Derived from content, so re-ingesting the same text rewrites nothing."""
        key = f"{self.paper_id}|{self.kind}|{self.position}|{self.page_start}|{self.text}"
        return f"{self.paper_id}:{self.kind}:{hashlib.sha1(key.encode()).hexdigest()[:16]}"


@dataclass
class TopicNote:
    """What a topic page says of its topic as a whole: the momentum sentence it shows.

    Kept because a page lists only its latest papers, so momentum counted from the
    ingested papers is not what the page (which sees the whole feed) reports.
    """

    topic: str
    momentum: str  # e.g. "36 papers in the last four weeks, up 71% on the four weeks before."
    as_of: str | None  # the newest paper date on that page: the newest page's note wins
    file: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def normalize_title(title: str) -> str:
    """Title key for matching the same paper across sources (case, ligatures, punctuation)."""
    text = unicodedata.normalize("NFKC", title).casefold()
    return re.sub(r"[^0-9a-z]+", "", unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode())


def paper_id_for(title: str) -> str:
    """A readable, stable id: a slug of the title plus a short hash of its normalised form.

    Derived from the title alone so that the same paper gets the same id whichever file
    (topic page, metadata, PDF) introduces it first.
    """
    ascii_title = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", title))
    ascii_title = ascii_title.encode("ascii", "ignore").decode().lower()
    words = re.findall(r"[a-z0-9]+", ascii_title)
    slug = ""
    for word in words:
        if len(slug) + len(word) + 1 > 32:
            break
        slug = f"{slug}-{word}" if slug else word
    digest = hashlib.sha1(normalize_title(title).encode()).hexdigest()[:6]
    return f"{slug or 'paper'}-{digest}"


def page_at(page_start: int | None, page_breaks: str | None, offset: int) -> int | None:
    """The page holding character ``offset`` of a chunk that may span a page break."""
    page = page_start
    for item in (page_breaks or "").split(";"):
        if "@" in item:
            number, start = item.split("@")
            if offset >= int(start):
                page = int(number)
    return page

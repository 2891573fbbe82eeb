"""The records every part exchanges: papers, page texts and chunks.

Plain dataclasses, so readers, the store and the UI agree on one shape without
importing each other.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from dataclasses import asdict, dataclass, field, replace
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
    """The quotable prose of one PDF page, with the section headings and captions seen on it.

    ``text`` holds body paragraphs only (and the abstract on its page): front matter,
    figure and table content, equations, footnotes, running headers and the reference
    list are kept out, so nothing downstream can quote them. Captions are prose of
    their own kind, kept apart so an answer can cite "Figure 3" as a caption; so are a table's rows,
    each read against its column headings ("Table 1 (Main results), ODIN: 7B LC 17.9; ...").
    """

    page: int  # 1-based, as a reader counts pages
    text: str
    sections: list[tuple[int, str]] = field(default_factory=list)  # (char offset, heading)
    captions: list[str] = field(default_factory=list)  # "Figure 3: ...", "Table 2: ..."
    tables: list[str] = field(default_factory=list)  # each table's data rows, a sentence a line (ingest.pdf_tables)


@dataclass
class PdfDocument:
    """What the PDF reader extracts: metadata from the paper itself, and clean page prose.

    ``reader_version`` changes whenever the reader would extract different text from the
    same file; it is part of the PDF's fingerprint, so a store built by an older reader
    is re-chunked on the next ingest (and only those papers).
    """

    path: str
    title: str | None
    abstract: str | None
    pages: list[PageText]
    authors: list[str] = field(default_factory=list)
    affiliations: list[str] = field(default_factory=list)
    arxiv_id: str | None = None  # without version, e.g. "2503.20783"
    arxiv_version: int | None = None
    category: str | None = None  # from the arXiv stamp, e.g. "cs.LG"
    date: str | None = None  # ISO date from the arXiv stamp
    references: list[str] = field(default_factory=list)  # the reference list, one entry each
    reader_version: str = ""


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
    page_breaks: tuple[tuple[int, int], ...] = ()  # ((8, 345),): page 8 starts at offset 345 of this chunk

    @property
    def chunk_id(self) -> str:
        """Derived from content, so re-ingesting the same text rewrites nothing."""
        key = f"{self.paper_id}|{self.kind}|{self.position}|{self.page_start}|{self.text}"
        return f"{self.paper_id}:{self.kind}:{hashlib.sha1(key.encode()).hexdigest()[:16]}"

    def page_at(self, offset: int) -> int | None:
        """The page holding character ``offset``: a chunk may run across a page break."""
        return page_at(self.page_start, self.page_breaks, offset)


@dataclass(frozen=True)
class StoredChunk:
    """A chunk as it comes back out of the store: what ``Chunk`` wrote, plus its id and title.

    Built only by the store (``assistant.store``, as the inverse of what it writes), so
    nothing else ever reads the store's metadata by key.
    """

    chunk_id: str
    paper_id: str
    kind: str  # "abstract" or "pdf"
    position: int
    text: str
    title: str = ""
    page_start: int | None = None
    page_end: int | None = None
    section: str | None = None
    page_breaks: tuple[tuple[int, int], ...] = ()  # (page, char offset where it starts)

    def page_at(self, offset: int) -> int | None:
        """The page holding character ``offset``: a chunk may run across a page break."""
        return page_at(self.page_start, self.page_breaks, offset)

    def with_text(self, text: str) -> StoredChunk:
        """The same chunk read with other text (a split abstract read whole)."""
        return replace(self, text=text)

    @property
    def in_abstract(self) -> bool:
        """The paper's abstract: the catalog's, or a PDF's text under its "Abstract" heading."""
        return self.kind == "abstract" or bool(self.section and self.section.strip().lower().startswith("abstract"))


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


#: The chunk kinds each source of a paper writes: a PDF gives body, caption and table chunks.
SOURCE_KINDS: dict[str, tuple[str, ...]] = {"abstract": ("abstract",), "pdf": ("pdf", "caption", "table")}


def arxiv_key(arxiv_id: str | None) -> str:
    """An arXiv id without its version ("2503.20783v2" -> "2503.20783"), for matching one paper's records."""
    return re.sub(r"v\d+$", "", (arxiv_id or "").strip().lower())


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


def page_at(page_start: int | None, breaks: tuple[tuple[int, int], ...], offset: int) -> int | None:
    """The page holding character ``offset`` of a chunk starting on ``page_start``."""
    page = page_start
    for number, start in breaks:
        if offset >= start:
            page = number
    return page


def format_page_breaks(breaks: tuple[tuple[int, int], ...]) -> str | None:
    """Page breaks as the store keeps them ("8@345;9@900"); None when there are none."""
    return ";".join(f"{page}@{offset}" for page, offset in breaks) or None


def parse_page_breaks(text: str | None) -> tuple[tuple[int, int], ...]:
    """The inverse of ``format_page_breaks``."""
    pairs = (item.split("@") for item in (text or "").split(";") if "@" in item)
    return tuple((int(page), int(offset)) for page, offset in pairs)


@dataclass(frozen=True)
class SourceRecord:
    """What one ingest of one source of a paper (its abstract, or its PDF) wrote.

    The fingerprint (a hash of the chunk ids) tells a re-ingest whether anything changed;
    ``settings`` (chunk size/overlap/model) tells whether a known PDF must be re-chunked.
    """

    file: str
    sha: str
    chunks: int = 0
    fingerprint: str = ""
    settings: str | None = None
    pages: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SourceRecord:
        names = cls.__dataclass_fields__.keys()
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass
class CatalogEntry:
    """A paper plus what was ingested for it, one ``SourceRecord`` per source kind."""

    paper: Paper
    sources: dict[str, SourceRecord] = field(default_factory=dict)

    @property
    def paper_id(self) -> str:
        return self.paper.paper_id

    @property
    def chunk_count(self) -> int:
        return sum(s.chunks for s in self.sources.values())

    @property
    def pdf(self) -> SourceRecord | None:
        return self.sources.get("pdf")

    @property
    def pdf_file(self) -> str | None:
        return self.pdf.file if self.pdf else None

    def sources_dict(self) -> dict[str, dict[str, Any]]:
        return {kind: record.to_dict() for kind, record in self.sources.items()}

    def to_json(self) -> str:
        return json.dumps({"paper": self.paper.to_dict(), "sources": self.sources_dict()}, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> CatalogEntry:
        data = json.loads(text)
        sources = {kind: SourceRecord.from_dict(record) for kind, record in data["sources"].items()}
        return cls(paper=Paper.from_dict(data["paper"]), sources=sources)


def newest_first(entries: list[CatalogEntry]) -> list[CatalogEntry]:
    """The order a topic page lists papers in (the CLI's ``papers`` and the app's Papers page)."""
    return sorted(entries, key=lambda e: (e.paper.date or "", e.paper.title), reverse=True)

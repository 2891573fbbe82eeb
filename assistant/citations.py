"""Citations: numbered sources, the [n] marker pattern, quotes, pages and the reference list.

Sources are numbered by retrieval rank and keep that number in the answer, so a
streamed marker never has to be renumbered; a marker that names no source is dropped
before it is shown (``CitationFilter``) and reported in ``removed_markers``. Every part
that reads or writes a marker (the answer modes, the CLI, the app) uses ``assistant.quotable.MARKER``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assistant.lexical import tokenize
from assistant.quotable import MARKER, quotable_in, sections_of
from assistant.records import Paper
from assistant.retrieval import Retrieved
from assistant.sentences import split_sentences

_HOLD = 16  # longest "[12, 13, 14]" we hold back while streaming
_LOOSE_GAP = r"(?:\s|" + MARKER.pattern + r")+"
_OPTIONAL_MARKER = r"(?:\s*" + MARKER.pattern + r")*"


@dataclass
class Source:
    """A retrieved chunk as given to the answerer, with its number and its paper."""

    n: int
    item: Retrieved
    paper: Paper

    @property
    def page(self) -> int | None:
        return self.item.page

    def to_dict(self) -> dict[str, Any]:
        return {
            "rank": self.n,
            "paper_id": self.item.paper_id,
            "title": self.paper.title,
            "page": self.page,
            "chunk_id": self.item.chunk_id,
            "score": round(self.item.score, 6),
        }


@dataclass
class Citation:
    n: int
    source: Source
    quote: str

    @property
    def page(self) -> int | None:
        """The page of the quoted sentence, which for a chunk across a page break is not its first page."""
        offset = find_loosely(self.source.item.text, self.quote)
        if offset < 0:
            return self.source.page
        return self.source.item.chunk.page_at(offset)

    def to_dict(self) -> dict[str, Any]:
        paper = self.source.paper
        return {
            "n": self.n,
            "paper_id": self.source.item.paper_id,
            "title": paper.title,
            "authors": paper.authors,
            "date": paper.date,
            "page": self.page,
            "chunk_id": self.source.item.chunk_id,
            "quote": self.quote,
            "url": paper.url,
        }


def find_loosely(text: str, quote: str, words: int = 10) -> int:
    """Where ``quote`` starts in ``text``, whatever whitespace (or paper citation) separates its words there.

    A quote is a sentence with its whitespace collapsed and the paper's own "[3]" taken
    out, while the chunk keeps the page's line breaks and those markers; -1 when it is
    not found.
    """
    parts = quote.split()[:words]
    if not parts:
        return -1
    match = re.search(_LOOSE_GAP.join(_loose_word(p) for p in parts), text)
    return match.start() if match else -1


def _loose_word(word: str) -> str:
    """A quoted word as a pattern: "work." also matches "work [12]." in the chunk."""
    if len(word) > 1 and word[-1] in ".,;:)":
        return re.escape(word[:-1]) + _OPTIONAL_MARKER + re.escape(word[-1])
    return re.escape(word)


def references(citations: list[Citation]) -> str:
    """ "References:" then one line per cited source: title, first authors, date, page, link. A paper listed already
    is written by its number and the page ("[3] As [1], p. 4."): an answer inside one paper cites several passages
    of it, and its title and authors five times over hid the pages, which are what tells the lines apart."""
    if not citations:
        return ""
    lines = ["References:"]
    first = {c.n: c for c in reversed(sorted(citations, key=lambda c: c.n))}  # one line per source
    listed: dict[str, int] = {}  # each paper's first reference number
    for citation in sorted(first.values(), key=lambda c: c.n):
        paper_id = citation.source.item.paper_id
        if paper_id in listed:
            page = f", p. {citation.page}" if citation.page is not None else ""
            lines.append(f"[{citation.n}] As [{listed[paper_id]}]{page}.")
            continue
        listed[paper_id] = citation.n
        lines.append(f"[{citation.n}] " + ". ".join(p.rstrip(".") for p in _reference_parts(citation)))
    return "\n".join(lines)


def _reference_parts(citation: Citation) -> list[str]:
    """A paper's first reference line: title, first three authors, date, the cited page, link."""
    paper = citation.source.paper
    parts = [paper.title]
    if paper.authors:
        authors = ", ".join(paper.authors[:3])
        if len(paper.authors) > 3 or paper.authors_more:
            authors += " et al."
        parts.append(authors)
    if paper.date:
        parts.append(paper.date)
    if citation.page is not None:
        parts.append(f"p. {citation.page}")
    link = paper.url or (f"https://arxiv.org/abs/{paper.arxiv_id}" if paper.arxiv_id else None)
    if link:
        parts.append(link)
    return parts


class CitationFilter:
    """Streams text through, dropping [n] markers that name no source and numbering the rest.

    The answer's citations are numbered in order of first appearance ([1], [2], ... with no
    gap), whatever the source's retrieval rank: ``order`` keeps the sources' own numbers in
    that order and ``numbered`` renumbers the sources to match what was shown.
    """

    def __init__(self, valid: set[int]) -> None:
        self.valid = valid
        self.pending = ""
        self.removed: list[str] = []
        self.order: list[int] = []  # sources' own numbers, in the order the text first cites them

    def feed(self, delta: str) -> str:
        self.pending += delta
        cut = self.pending.rfind("[")
        if cut != -1 and "]" not in self.pending[cut:] and len(self.pending) - cut <= _HOLD:
            ready, self.pending = self.pending[:cut], self.pending[cut:]
        else:
            ready, self.pending = self.pending, ""
        return self._clean(ready)

    def flush(self) -> str:
        ready, self.pending = self.pending, ""
        return self._clean(ready)

    def numbered(self, sources: list[Source]) -> list[Source]:
        """The sources renumbered as shown: cited ones first in order of appearance, then the rest by rank."""
        ranked = [s.n for s in sources if s.n not in self.order]
        display = {old: new for new, old in enumerate([*self.order, *ranked], 1)}
        return sorted((Source(display[s.n], s.item, s.paper) for s in sources), key=lambda s: s.n)

    def _clean(self, text: str) -> str:
        return MARKER.sub(self._marker, text)

    def _marker(self, match: re.Match[str]) -> str:
        numbers = [int(n) for n in re.findall(r"\d+", match.group(1))]
        if re.search(r"[–-]", match.group(1)) and len(numbers) == 2 and numbers[0] < numbers[1] <= numbers[0] + 20:
            numbers = list(range(numbers[0], numbers[1] + 1))  # "[2-4]"
        kept = list(dict.fromkeys(n for n in numbers if n in self.valid))
        self.removed.extend(f"[{n}]" for n in numbers if n not in self.valid)
        for n in kept:
            if n not in self.order:
                self.order.append(n)
        return "".join(f"[{self.order.index(n) + 1}]" for n in kept)


def number_by_appearance(body: str, citations: list[Citation], sources: list[Source]) -> tuple[str, list[Citation], list[Source]]:
    """A composed answer renumbered so its markers run [1], [2], ... in order of first appearance.

    Citations keep their quotes; each follows its source to its new number.
    """
    flt = CitationFilter({s.n for s in sources})
    body = flt.feed(body) + flt.flush()
    numbered = flt.numbered(sources)
    by_item = {id(s.item): s for s in numbered}
    moved = [Citation(by_item[id(c.source.item)].n, by_item[id(c.source.item)], c.quote) for c in citations]
    return body, sorted(moved, key=lambda c: c.n), numbered


def quotable_sentences(source: Source) -> list[str]:
    """The sentences of a source an answer may quote, without the title line an abstract chunk starts with.

    A paper listed without an abstract offers its title as its one quotable sentence.
    """
    if source.item.chunk.kind == "abstract" and not source.paper.abstract:
        return [source.paper.title]
    return quotable_in(source.item.text, source.item.chunk.kind)


def sentence_sections(source: Source) -> Mapping[str, str | None]:
    """Each quotable sentence of the source with the heading it stands under ("6 Limitations")."""
    return sections_of(source.item.text, source.item.chunk.kind, source.item.chunk.section)


def claims_citing(body: str, n: int) -> str:
    """The sentences of an answer that cite source n."""
    return " ".join(s for s in split_sentences(body.replace("\n", " ")) if f"[{n}]" in s)


def best_quote(source: Source, claim: str) -> str:
    """The source sentence sharing most words with the claim that cites it."""
    sentences = quotable_sentences(source) or [source.item.text[:300]]
    words = set(tokenize(claim))
    return max(sentences, key=lambda s: len(words & set(tokenize(s))))

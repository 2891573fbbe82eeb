"""Chunks: one per abstract, token-aware windows over a PDF's pages.

PDF chunks are ~``chunk_tokens`` cl100k tokens with ~15% overlap (langchain's
recursive splitter on tiktoken lengths), and each carries the pages and section it
spans. A chunk the local encoder would truncate (over 256 word pieces) is split
again, so no text is silently dropped from its vector.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable

from langchain_text_splitters import RecursiveCharacterTextSplitter

from assistant.records import Chunk, Paper, PdfDocument
from assistant.tokens import count_tokens

PAGE_JOIN = "\n\n"
#: Bumped when the same pages would be cut into other chunks: part of a PDF's fingerprint, so re-ingest re-chunks.
CHUNKS_VERSION = "2"  # 2: a sentence running on across a page break is not cut there
_MIN_TOKENS = 24


def abstract_chunks(
    paper: Paper,
    paper_id: str,
    chunk_tokens: int,
    fits: Callable[[str], bool] = lambda _text: True,
    page: int | None = None,
) -> list[Chunk]:
    """Title + abstract as one chunk; split (title repeated) only if the encoder would truncate it.

    A paper listed without an abstract is still found by its title and tags. ``page`` is
    where the abstract is printed, when it came from the paper's PDF, so it is cited there.
    """
    body = paper.abstract or _listing(paper)
    text = f"{paper.title}\n\n{body}".strip()
    if fits(text):
        return [Chunk(paper_id, text, "abstract", 0, page, page)]
    budget = max(_MIN_TOKENS, chunk_tokens - count_tokens(paper.title))
    pieces = _split(body, budget, budget // 7, lambda piece: fits(f"{paper.title}\n\n{piece}"))
    return [Chunk(paper_id, f"{paper.title}\n\n{piece}", "abstract", n, page, page) for n, (_start, piece) in enumerate(pieces)]


def abstract_page(doc: PdfDocument, abstract: str | None) -> int | None:
    """The page of ``doc`` that prints ``abstract`` (its opening words), if it is this PDF's abstract."""
    opening = " ".join((abstract or "").split()[:12])
    if not opening:
        return None
    return next((page.page for page in doc.pages if opening in " ".join(page.text.split())), None)


def caption_chunks(
    doc: PdfDocument, paper_id: str, chunk_tokens: int, fits: Callable[[str], bool] = lambda _text: True
) -> list[Chunk]:
    """One chunk per figure or table caption, on its page: prose of its own kind.

    Kept apart from the body so that a caption is found (and cited) as itself, and body
    chunks are not interrupted by it.
    """
    return _apart(doc, paper_id, chunk_tokens, fits, "caption")


def table_chunks(
    doc: PdfDocument, paper_id: str, chunk_tokens: int, fits: Callable[[str], bool] = lambda _text: True
) -> list[Chunk]:
    """One chunk per table, on its page: its data rows, each a sentence naming the table, the row and
    every column beside its value. A fact printed only in a table is found and cited as that row."""
    return _apart(doc, paper_id, chunk_tokens, fits, "table")


def _apart(doc: PdfDocument, paper_id: str, chunk_tokens: int, fits: Callable[[str], bool], kind: str) -> list[Chunk]:
    """Each caption or table of each page as chunks of that kind on that page, split only when too long."""
    chunks: list[Chunk] = []
    for page in doc.pages:
        for text in page.captions if kind == "caption" else page.tables:
            pieces = [text] if fits(text) else [p for _start, p in _split(text, chunk_tokens, 0, fits)]
            chunks += [Chunk(paper_id, piece, kind, len(chunks) + n, page.page, page.page) for n, piece in enumerate(pieces)]
    return chunks


def _listing(paper: Paper) -> str:
    """What a topic page shows of a paper without abstract: tags, affiliations, authors."""
    lines = []
    if paper.tags:
        lines.append("Tags: " + "; ".join(paper.tags))
    if paper.affiliations:
        lines.append("Affiliations: " + "; ".join(paper.affiliations))
    if paper.authors:
        lines.append("Authors: " + ", ".join(paper.authors))
    return "\n".join(lines)


def pdf_chunks(
    doc: PdfDocument,
    paper_id: str,
    chunk_tokens: int,
    overlap: int,
    fits: Callable[[str], bool] = lambda _text: True,
) -> list[Chunk]:
    """Split the document's pages into overlapping chunks that carry page and section."""
    text, page_starts, headings = join_pages(doc)
    pieces = _split(text, chunk_tokens, overlap, fits)
    heading_offsets = [offset for offset, _ in headings]
    chunks = []
    for position, (start, piece) in enumerate(pieces):
        end = start + len(piece) - 1
        section_index = bisect.bisect_right(heading_offsets, start) - 1
        chunks.append(
            Chunk(
                paper_id=paper_id,
                text=piece,
                kind="pdf",
                position=position,
                page_start=doc.pages[bisect.bisect_right(page_starts, start) - 1].page,
                page_end=doc.pages[bisect.bisect_right(page_starts, end) - 1].page,
                section=headings[section_index][1] if section_index >= 0 else None,
                page_breaks=_page_breaks(doc, page_starts, start, end),
            )
        )
    return chunks


def _page_breaks(doc: PdfDocument, page_starts: list[int], start: int, end: int) -> tuple[tuple[int, int], ...]:
    """Where inside the chunk each later page begins, so a quote can cite its own page."""
    return tuple((page.page, offset - start) for page, offset in zip(doc.pages, page_starts) if start < offset <= end)


def join_pages(doc: PdfDocument) -> tuple[str, list[int], list[tuple[int, str]]]:
    """One text for the whole document, with each page's start offset and global headings.

    A page break is a paragraph break for the splitter, unless a sentence runs on across it
    ("we clip the ratios more liberally," | "finding that [0.25, 4.0] works best"): then it is a
    space, so no chunk starts or ends inside that sentence and its quote is whole."""
    text = ""
    page_starts: list[int] = []
    headings: list[tuple[int, str]] = []
    for page in doc.pages:
        if page_starts:
            text += " " if _runs_on(text, page.text) else PAGE_JOIN
        page_starts.append(len(text))
        headings.extend((len(text) + local, name) for local, name in page.sections)
        text += page.text
    return text, page_starts, headings


def _runs_on(before: str, after: str) -> bool:
    """Whether the text before a page break stops mid-sentence and the next page goes on with it."""
    end, start = before.rstrip()[-1:], after.lstrip()[:1]
    return bool(end) and bool(start) and end not in ".!?:。！？" and (start.islower() or end in ",;")


def _split(text: str, chunk_tokens: int, overlap: int, fits: Callable[[str], bool]) -> list[tuple[int, str]]:
    """(start offset, text) windows; any window the encoder would truncate is split smaller."""
    splitter = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        encoding_name="cl100k_base",
        chunk_size=chunk_tokens,
        chunk_overlap=min(overlap, chunk_tokens // 2),
        separators=["\n\n", "\n", ". ", "; ", ", ", " ", ""],
        keep_separator="end",
    )
    out: list[tuple[int, str]] = []
    start = -1
    for piece in splitter.split_text(text):
        # Located here, not by add_start_index: langchain subtracts a token overlap from a
        # character offset there and can skip past the true start.
        found = text.find(piece, start + 1)
        start = found if found >= 0 else max(start, 0)
        if fits(piece) or chunk_tokens <= _MIN_TOKENS:
            out.append((start, piece))
        else:
            smaller = _split(piece, chunk_tokens * 2 // 3, overlap * 2 // 3, fits)
            out.extend((start + offset, sub) for offset, sub in smaller)
    return out

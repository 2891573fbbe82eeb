"""Which reader a file goes to, and what every reader hands the pipeline."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.errors import UserError
from assistant.records import Paper, PdfDocument, TopicNote
from ingest.text import decode_text

if TYPE_CHECKING:
    from ingest.tags import TagVocabulary

SUPPORTED_SUFFIXES = {".txt", ".pdf", ".jsonl", ".json", ".csv"}


@dataclass
class ReadResult:
    kind: str  # "topic page", "pdf" or "metadata"
    papers: list[Paper]
    pdf: PdfDocument | None = None
    warnings: list[str] = field(default_factory=list)
    topic: TopicNote | None = None  # a topic page's own momentum sentence


def read_file(path: Path, tags: TagVocabulary | None = None) -> ReadResult:
    """Read one supported file; every problem is a ``UserError`` naming the file and the fix.

    ``tags``: the vocabulary a topic page's tags are cut with (``topic_tag_vocabulary``);
    without one a page learns its tags from itself.
    """
    suffix = path.suffix.lower()
    if path.stat().st_size == 0:
        raise UserError(f"{path.name} is empty; export the file again.")
    if suffix == ".pdf":
        return _read_pdf(path)
    if suffix == ".txt":
        return _read_topic_page(path, tags)
    if suffix in (".jsonl", ".json", ".csv"):
        return _read_metadata(path)
    raise UserError(f"{path.name} is not a supported type; give a topic page (.txt), a PDF or a .jsonl/.csv file.")


def _read_pdf(path: Path) -> ReadResult:
    from ingest.pdf_reader import read_pdf

    doc = read_pdf(path)
    title = doc.title or path.stem.replace("_", " ")
    paper = Paper(
        title=title,
        abstract=doc.abstract,
        authors=doc.authors,
        affiliations=doc.affiliations,
        date=doc.date,
        category=doc.category,
        arxiv_id=doc.arxiv_id,
        url=f"https://arxiv.org/abs/{doc.arxiv_id}" if doc.arxiv_id else None,
    )
    return ReadResult("pdf", [paper], pdf=doc)


def _read_topic_page(path: Path, tags: TagVocabulary | None) -> ReadResult:
    from ingest.topic_page import parse_topic_page

    text, warnings = decode_text(path.read_bytes(), path.name)
    if text is None:
        raise UserError(f"{path.name} is binary, not a topic page; give the topic page saved as plain text.")
    try:
        page = parse_topic_page(text, tags)
    except UserError as err:
        raise UserError(f"{path.name}: {err}") from None
    note = None
    if page.momentum:
        newest = max((p.date for p in page.papers if p.date), default=None)
        note = TopicNote(topic=page.topic or "this topic", momentum=page.momentum, as_of=newest, file=path.name)
    return ReadResult("topic page", page.papers, warnings=warnings, topic=note)


def _read_metadata(path: Path) -> ReadResult:
    from ingest.metadata import read_metadata

    meta = read_metadata(path)
    warnings = list(meta.warnings)
    if meta.skipped:
        shown = "; ".join(meta.skipped[:3])
        warnings.append(f"{path.name}: skipped {len(meta.skipped)} row(s) ({shown}); fix them and ingest again.")
    return ReadResult("metadata", meta.papers, warnings=warnings)


def topic_tag_vocabulary(files: Iterable[Path], catalog: Callable[[], Iterable[Paper]]) -> TagVocabulary | None:
    """One tag vocabulary for every topic page among ``files`` and the papers already in
    ``catalog`` (read only when there is a page), so a tag seen alone on any of them
    splits the fused runs of all (see ``ingest.tags``); None when no file is a page.

    A file that is no readable page is skipped here: its own read reports why.
    """
    from ingest.tags import shared_vocabulary
    from ingest.topic_page import page_tags

    pages = []
    for path in files:
        if path.suffix.lower() != ".txt":
            continue
        try:
            text = decode_text(path.read_bytes(), path.name)[0]
            if text is not None:
                pages.append(page_tags(text))
        except UserError:
            continue
        except Exception:  # a broken file must cost its own read, which reports it, not the whole ingest
            logging.getLogger(__name__).debug("no tag evidence from %s", path, exc_info=True)
    if not pages:
        return None
    try:
        catalogued = list(catalog())
    except UserError:  # an unreachable store: every file's own ingest reports it
        catalogued = []
    return shared_vocabulary(pages, catalogued)

"""Fetch a catalogued paper's PDF from arXiv and ingest it onto the paper's record.

The steps, each safe to repeat: find the arXiv entry (by the paper's arXiv id, else by a
strict title match), download its PDF into ``<data>/arxiv/pdfs/<id>v<version>.pdf`` unless
that file is already there (the cache: a version never changes), then ingest it for the
paper so it attaches to the same record. A run killed anywhere is resumed by running it
again: a download is renamed into place only when whole, and ingest is idempotent.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.errors import UserError
from assistant.records import CatalogEntry, Paper
from assistant.settings import Settings
from ingest.arxiv_api import by_ids, search
from ingest.arxiv_feed import ARXIV_ID, ArxivEntry, split_id
from ingest.arxiv_http import ArxivHttp, ArxivUnreachable, clean_partial_downloads
from ingest.arxiv_match import match_title, title_query

if TYPE_CHECKING:
    from ingest.pipeline import Ingestor

Stage = Callable[[str], None]  # "searching arXiv", "downloading 2503.20783v2", ...
ID_BATCH = 100  # ids per ``id_list`` request when many papers' ids are known (``fetch --all``)


@dataclass(frozen=True)
class FetchResult:
    """What fetching one paper did: ``status`` is fetched, cached, had a PDF, no match or failed."""

    paper_id: str
    title: str
    status: str
    arxiv_id: str | None = None  # with version, e.g. "2503.20783v2"
    pages: int | None = None
    message: str = ""  # the one sentence for "no match" and "failed"

    @property
    def ok(self) -> bool:
        return self.status in ("fetched", "cached", "had a PDF")

    def to_dict(self) -> dict[str, object]:
        return {
            "paper_id": self.paper_id,
            "title": self.title,
            "status": self.status,
            "arxiv_id": self.arxiv_id,
            "pages": self.pages,
            "message": self.message,
        }


class NoMatch(UserError):
    """arXiv lists no paper that is strictly this one (the sentence says why)."""


class PdfFetcher:
    """Finds, downloads and ingests PDFs for catalogued papers; one per run of ``fetch``."""

    def __init__(self, settings: Settings, ingestor: Callable[[], Ingestor], http: ArxivHttp | None = None) -> None:
        self.settings = settings
        self.http = http or ArxivHttp(settings)
        self._make_ingestor = ingestor
        self._ingestor: Ingestor | None = None
        self.pdf_dir = settings.arxiv_dir / "pdfs"
        self._looked_up: dict[str, ArxivEntry] = {}  # by id: a paper named by its id is looked up once
        self._unlisted: set[str] = set()  # ids a batch look-up asked for and arXiv did not list
        clean_partial_downloads(self.pdf_dir)

    def close(self) -> None:
        self.http.close()

    def look_up(self, entries: Iterable[CatalogEntry], stage: Stage | None = None) -> None:
        """Look up ahead the arXiv ids of those papers without a PDF, ``ID_BATCH`` ids a request
        instead of one request (one 3-second turn) per paper; ``fetch`` then answers from these.

        A batch arXiv refuses (one id it finds malformed fails the whole query) is left to each
        paper's own look-up, so that paper alone gets the sentence; unreachable stops the run.
        """
        wanted: dict[str, None] = {}
        for entry in entries:
            ident = split_id(entry.paper.arxiv_id or "") if entry.pdf is None else None
            if ident is not None and ident[0] not in self._looked_up and ident[0] not in self._unlisted:
                wanted[ident[0]] = None
        ids = list(wanted)
        for start in range(0, len(ids), ID_BATCH):
            batch = ids[start : start + ID_BATCH]
            if stage is not None:
                stage(f"looking up {len(batch)} arXiv ids")
            try:
                found = by_ids(self.http, batch)
            except ArxivUnreachable:
                raise
            except UserError:
                continue
            self._looked_up.update(found)
            self._unlisted.update(i for i in batch if i not in found)

    def fetch(self, entry: CatalogEntry, stage: Stage | None = None, again: bool = False) -> FetchResult:
        """Fetch and ingest the PDF of one catalogued paper (a paper with a PDF is left as it is)."""
        paper = entry.paper
        if entry.pdf is not None and not again:
            return FetchResult(entry.paper_id, paper.title, "had a PDF", paper.arxiv_id, entry.pdf.pages)
        try:
            found = self.find(paper, stage)
        except NoMatch as err:
            return FetchResult(entry.paper_id, paper.title, "no match", message=str(err))
        return self.fetch_entry(found, paper, stage)

    def fetch_entry(self, found: ArxivEntry, target: Paper, stage: Stage | None = None) -> FetchResult:
        """Download (unless cached) and ingest the PDF of ``found`` for the paper ``target``."""
        say = stage or (lambda _what: None)
        path = self.pdf_dir / f"{found.versioned_id.replace('/', '_')}.pdf"
        status = "cached" if _whole_pdf(path) else "fetched"
        if status == "fetched":
            say(f"downloading the PDF of {found.versioned_id}")
            self.http.download_pdf(found.versioned_id, path)
        say("reading and embedding the PDF")
        attached = replace(target, arxiv_id=target.arxiv_id or found.arxiv_id, url=target.url or found.abs_url)
        result = self.ingestor().ingest_file(path, paper=attached)
        pid = (result.added + result.updated + result.unchanged or [attached.paper_id])[0]
        if result.error:
            return FetchResult(pid, target.title, "failed", found.versioned_id, message=result.error)
        entry = self.ingestor().store.get_entry(pid)
        pages = entry.pdf.pages if entry and entry.pdf else None
        return FetchResult(pid, target.title, status, found.versioned_id, pages)

    def find(self, paper: Paper, stage: Stage | None = None) -> ArxivEntry:
        """The arXiv entry of ``paper``: by its arXiv id when known, else by a strict title match."""
        say = stage or (lambda _what: None)
        ident = split_id(paper.arxiv_id or "")
        if ident is not None:
            found = self._looked_up.get(ident[0])
            if found is None and ident[0] not in self._unlisted:
                say(f"looking up arXiv {ident[0]}")
                found = by_ids(self.http, [ident[0]]).get(ident[0])
            if found is None:
                raise NoMatch(f"arXiv lists no paper {ident[0]}; check the id, or upload the PDF in AskPDF.")
            self._looked_up[ident[0]] = found
            return found if ident[1] is None else replace(found, version=ident[1])
        say("searching arXiv by title")
        match = match_title(paper, search(self.http, title_query(paper.title)).entries)
        if match.entry is None:
            raise NoMatch(match.reason)
        return match.entry

    def entry_for_id(self, ref: str) -> ArxivEntry | None:
        """The arXiv entry of an id not in the catalog (``fetch 2503.20783``); None if ``ref`` is no id."""
        text = ref.strip().removeprefix("arXiv:").removeprefix("arxiv:")
        if ARXIV_ID.fullmatch(text) is None:
            return None
        return self.find(Paper(title=text, arxiv_id=text))

    def ingestor(self) -> Ingestor:
        """Built on first use: finding a paper needs no model, only ingesting its PDF does."""
        if self._ingestor is None:
            self._ingestor = self._make_ingestor()
        return self._ingestor


def _whole_pdf(path: Path) -> bool:
    """A cached download is whole: it was renamed into place only after every check passed."""
    try:
        with path.open("rb") as handle:
            return handle.read(5) == b"%PDF-"
    except OSError:
        return False

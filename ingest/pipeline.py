"""The ingest pipeline: files -> papers -> chunks -> vectors and catalog, idempotently.

Every write is derived from content: chunk ids hash their text, so a re-run upserts
the same ids; a paper's catalog entry is written last, after its chunks and the
deletion of its stale chunks, which makes it the commit point. A run killed at any
moment and run again therefore ends exactly where an uninterrupted run ends.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from langchain_core.embeddings import Embeddings

from assistant import offline
from assistant.embeddings import embedding_model_id, get_embeddings, input_fits
from assistant.errors import UserError
from assistant.lexical import tokenize
from assistant.records import SOURCE_KINDS, CatalogEntry, Chunk, Paper, SourceRecord, arxiv_key, normalize_title
from assistant.sentence_vectors import VERSION as SENTENCES_VERSION
from assistant.sentence_vectors import SentenceVectors
from assistant.settings import Settings
from assistant.store import Store
from assistant.text_input import clean_text
from ingest.chunking import CHUNKS_VERSION, abstract_chunks, abstract_page, caption_chunks, pdf_chunks, table_chunks
from ingest.pdf_reader import READER_VERSION
from ingest.readers import SUPPORTED_SUFFIXES, ReadResult, read_file, topic_tag_vocabulary
from ingest.tags import TagVocabulary

Progress = Callable[[int, int, str], None]  # (done, total, what) -> None


@dataclass
class FileResult:
    """What one file did; ``error`` is the one-sentence reason when it failed."""

    path: str
    kind: str = ""
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    error: str | None = None
    chunks_written: int = 0

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_dict(self) -> dict[str, object]:
        return {
            "path": self.path,
            "kind": self.kind,
            "ok": self.ok,
            "error": self.error,
            "added": self.added,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "warnings": self.warnings,
            "chunks_written": self.chunks_written,
        }


@dataclass
class IngestReport:
    files: list[FileResult]
    seconds: float = 0.0

    @property
    def failed(self) -> list[FileResult]:
        return [f for f in self.files if not f.ok]

    def count(self, what: str) -> int:
        return len({pid for f in self.files for pid in getattr(f, what)})

    @property
    def chunks_written(self) -> int:
        return sum(f.chunks_written for f in self.files)

    def summary(self) -> str:
        return (
            f"{len(self.files)} file(s): {self.count('added')} papers added, {self.count('updated')} updated, "
            f"{self.count('unchanged')} unchanged, {len(self.failed)} file(s) failed; "
            f"{self.chunks_written} chunks written in {self.seconds:.1f} s."
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "files": [f.to_dict() for f in self.files],
            "added": self.count("added"),
            "updated": self.count("updated"),
            "unchanged": self.count("unchanged"),
            "failed": len(self.failed),
            "chunks_written": self.chunks_written,
            "seconds": round(self.seconds, 3),
        }


@dataclass
class _Unit:
    """One source of one paper (its abstract, or its PDF) ready to be committed."""

    paper: Paper
    source: str  # "abstract" or "pdf"
    chunks: list[Chunk]
    record: SourceRecord  # what the catalog will say of this source once committed
    status: str = "unchanged"  # set when committed: "added", "updated" or "unchanged"


def discover(paths: Iterable[str | Path]) -> tuple[list[Path], list[FileResult]]:
    """Expand folders; a named file of an unknown type is a failure, in a folder it is skipped."""
    files: list[Path] = []
    problems: list[FileResult] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(p for p in sorted(path.rglob("*")) if p.is_file() and p.suffix.lower() in SUPPORTED_SUFFIXES)
        elif not path.exists():
            missing = (
                "is a broken link or a link loop; point it at a real file"
                if path.is_symlink()
                else "does not exist; check the path"
            )
            problems.append(FileResult(str(path), error=f"{path} {missing}."))
        elif path.suffix.lower() not in SUPPORTED_SUFFIXES:
            problems.append(
                FileResult(
                    str(path),
                    error=f"{path.name} is not a supported type; give topic pages (.txt), PDFs (.pdf) or metadata (.jsonl, .csv).",
                )
            )
        else:
            files.append(path)
    return list(dict.fromkeys(files)), problems


class Ingestor:
    """Ingests files into one store; construct once, call ``ingest`` as often as needed."""

    def __init__(
        self,
        settings: Settings,
        store: Store | None = None,
        embeddings: Embeddings | None = None,
        progress: Progress | None = None,
    ) -> None:
        offline.prepare(settings.tiktoken_cache_dir)  # chunking counts tokens: never download
        self.settings = settings
        self.embeddings = embeddings or get_embeddings(settings)
        self.store = store or Store(settings, embedding_model_id(settings))
        self.sentences = SentenceVectors(self.store)
        self.progress = progress or (lambda done, total, what: None)
        self._label = ""

    def ingest(self, paths: Iterable[str | Path]) -> IngestReport:
        started = time.perf_counter()
        files, results = discover(paths)
        tags = topic_tag_vocabulary(files, lambda: [entry.paper for entry in self.store.all_entries()])
        for number, path in enumerate(files, 1):
            self._label = f"[{number}/{len(files)}] {path.name}"
            results.append(self.ingest_file(path, tags))
        return IngestReport(results, time.perf_counter() - started)

    def ingest_file(self, path: Path, tags: TagVocabulary | None = None, paper: Paper | None = None) -> FileResult:
        """``tags``: the tag vocabulary shared by the topic pages of one ingest; ``paper``: the
        catalogued paper a PDF was fetched for (its title and arXiv id decide which record the
        PDF attaches to, whatever the PDF's front matter says)."""
        result = FileResult(str(path))
        try:
            with self.store.writing():  # another process writing the same folder finishes first; this one then sees its work
                self._ingest_file(path, result, tags, paper)
        except UserError as err:
            result.error = str(err)
        except Exception as err:  # a reader bug must cost one file, not the run, and never show a traceback
            logging.getLogger(__name__).debug("ingest of %s failed", path, exc_info=True)
            result.error = f"{path.name} could not be read ({type(err).__name__}); check the file and try again."
        return result

    def _ingest_file(self, path: Path, result: FileResult, tags: TagVocabulary | None, paper: Paper | None = None) -> None:
        sha = file_sha256(path)
        if path.suffix.lower() == ".pdf":
            known = self.store.entry_with_pdf(sha)
            if known and known.pdf and known.pdf.settings == self._chunk_settings():
                result.kind = "pdf"
                result.unchanged.append(known.paper_id)
                return
        read = read_file(path, tags)
        if paper is not None and read.pdf is not None:
            read.papers = [_fetched_for(read.papers[0], paper)]
        result.kind = read.kind
        result.warnings.extend(read.warnings)
        units, warnings = self._units(read, path, sha)
        result.warnings.extend(warnings)
        result.chunks_written = self._commit(units)
        _record_statuses(units, result)
        if read.topic is not None:
            self.store.put_topic(read.topic)

    def _units(self, read: ReadResult, path: Path, sha: str) -> tuple[list[_Unit], list[str]]:
        """What one file writes, one unit per record and text, and what the reader should know about it."""
        warnings: list[str] = []
        papers = _dedupe([clean_paper(p) for p in read.papers])
        entries = self.store.entries_by_title([p.title for p in papers])
        by_arxiv = self.store.entries_by_arxiv_id([p.arxiv_id for p in papers if p.arxiv_id])
        units = []
        for paper in papers:
            # One paper, one record: the same arXiv id (any version) or the same title.
            entry = by_arxiv.get(arxiv_key(paper.arxiv_id))
            if entry is not None and read.pdf is not None and _other_pdf(entry, path, sha, paper):
                warnings.append(
                    f"{path.name}: its arXiv id {paper.arxiv_id} is already held by '{entry.paper.title}', but its title "
                    f"is '{paper.title}'; it was kept as a separate paper rather than replace that one's text. Check which of "
                    "the two carries the wrong arXiv id."
                )
                entry = None
            entry = entry or entries.get(normalize_title(paper.title))
            merged = merge_papers(entry.paper if entry else None, paper, prefer_incoming=read.pdf is None)
            pid = merged.paper_id
            page = abstract_page(read.pdf, merged.abstract) if read.pdf is not None else None
            chunks = abstract_chunks(merged, pid, self.settings.chunk_tokens, self._fits, page)
            units.append(_Unit(merged, "abstract", chunks, _record(path, sha, chunks)))
        if read.pdf is not None:
            paper = units[0].paper
            chunks = pdf_chunks(read.pdf, paper.paper_id, self.settings.chunk_tokens, self.settings.chunk_overlap, self._fits)
            chunks += caption_chunks(read.pdf, paper.paper_id, self.settings.chunk_tokens, self._fits)
            chunks += table_chunks(read.pdf, paper.paper_id, self.settings.chunk_tokens, self._fits)
            chunks = [_cleaned(chunk) for chunk in chunks]
            record = _record(path, sha, chunks, settings=self._chunk_settings(), pages=len(read.pdf.pages))
            units.append(_Unit(paper, "pdf", chunks, record))
        return units, warnings

    def _fits(self, text: str) -> bool:
        return input_fits(self.embeddings, text)

    def _chunk_settings(self) -> str:
        """What a PDF's chunks depend on besides its bytes: a change of any re-chunks it on re-ingest."""
        settings = f"{self.settings.chunk_tokens}/{self.settings.chunk_overlap}/{self.store.model_id}"
        return f"{settings}/reader-{READER_VERSION}/sentences-{SENTENCES_VERSION}/chunks-{CHUNKS_VERSION}"

    def _commit(self, units: list[_Unit]) -> int:
        """Write units in batches (vectors, stale deletions, then entries); returns chunks written."""
        total = sum(len(u.chunks) for u in units)
        done = written = 0
        batch: list[_Unit] = []
        for number, unit in enumerate(units, 1):
            batch.append(unit)
            if sum(len(u.chunks) for u in batch) >= self.settings.ingest_batch_chunks or number == len(units):
                written += self._commit_batch(batch)
                done += sum(len(u.chunks) for u in batch)
                self.progress(done, total, self._label or "chunks")
                batch = []
        return written

    def _commit_batch(self, units: list[_Unit]) -> int:
        entries = self.store.get_entries(sorted({u.paper.paper_id for u in units}))
        for unit in units:
            unit.status = _status(entries.get(unit.paper.paper_id), unit)
        # An unchanged source whose chunks lack sentence vectors (a store from before) gets them now.
        lacking = self.sentences.missing(c.chunk_id for u in units if u.status == "unchanged" for c in u.chunks)
        changed = [u for u in units if u.status != "unchanged" or any(c.chunk_id in lacking for c in u.chunks)]
        if not changed:
            return 0
        written = self._write_chunks(changed)
        self.store.put_entries(_updated_entries(entries, changed))
        return written

    def _write_chunks(self, units: list[_Unit]) -> int:
        """Embed and store the chunks not yet stored, drop stale ones; returns how many were new."""
        chunks = [c for u in units for c in u.chunks]
        existing = self.store.existing_chunk_ids([c.chunk_id for c in chunks])
        new = list({c.chunk_id: c for c in chunks if c.chunk_id not in existing}.values())
        # Sentence vectors first: a chunk is never stored without them, even if the run is killed here.
        lacking = self.sentences.missing(c.chunk_id for c in chunks if c.chunk_id in existing)
        self.sentences.put([c for c in chunks if c.chunk_id in lacking], self.embeddings)
        titles = {u.paper.paper_id: u.paper.title for u in units}
        size = self.settings.ingest_batch_chunks
        # Slices of one big PDF get a bar of their own; a batch of many small papers just over the
        # batch size would only restart the file's bar with every batch.
        sliced = any(len(u.chunks) > size for u in units)
        for start in range(0, len(new), size):
            # One big PDF is one unit: written a slice at a time, so a kill keeps every finished
            # slice (the re-run finds those chunks stored) and memory holds one slice's vectors.
            part = new[start : start + size]
            self.sentences.put(part, self.embeddings)
            self.store.upsert_chunks(part, self.embeddings.embed_documents([c.text for c in part]), titles)
            if sliced and len(new) > size:
                self.progress(min(start + size, len(new)), len(new), f"{self._label or 'chunks'}: embedding")
        self._drop_stale(units, {c.chunk_id for c in chunks})
        return len(new)

    def _drop_stale(self, units: list[_Unit], keep: set[str]) -> None:
        """Delete the stored chunks of the units' sources that the units no longer hold.

        One lookup by paper id; the kind is read off the chunk id ("<paper>:<kind>:<hash>",
        ``Chunk.chunk_id``). Asking Chroma for the kinds as well (a "$and" of two "$in" filters)
        scanned its metadata: ~50 ms per 256 papers at 24k chunks, 120-210 ms at 100k, a cost
        per chunk ingested that grew with the store.
        """
        kinds: dict[str, set[str]] = {}
        for unit in units:
            kinds.setdefault(unit.paper.paper_id, set()).update(SOURCE_KINDS[unit.source])
        stored = self.store.chunk_ids_for(sorted(kinds))
        stale = sorted(
            cid for pid, ids in stored.items() for cid in ids if cid not in keep and kind_of(cid) in kinds.get(pid, ())
        )
        self.store.delete_chunks(stale)
        self.sentences.delete(stale)


def _other_pdf(entry: CatalogEntry, path: Path, sha: str, paper: Paper) -> bool:
    """A second PDF file under a paper's arXiv id whose title is another paper's. Rows of a list under one id
    are versions of one paper, renamed or not; two PDF files with unrelated titles are two papers, even when
    both are called "paper.pdf" in two folders. The same bytes are the same PDF wherever they moved, and
    whatever path an older store wrote (relative ones, before paths were resolved)."""
    held = entry.sources.get("pdf")
    return (
        held is not None
        and held.sha != sha
        and held.file != str(path.resolve())
        and another_paper(entry.paper.title, paper.title)
    )


def another_paper(title: str, other: str) -> bool:
    """Two titles under one arXiv id that share under half their words: a wrong stamp or a wrong id in a
    list, not a version of the paper. Merging them would replace one paper's text with the other's."""
    words, others = (set(tokenize(t)) for t in (title, other))
    return bool(words and others) and len(words & others) < min(len(words), len(others)) / 2


def kind_of(chunk_id: str) -> str:
    """The kind of a chunk, read off its id ("<paper id>:<kind>:<hash>", ``Chunk.chunk_id``)."""
    return chunk_id.rsplit(":", 2)[-2] if chunk_id.count(":") >= 2 else ""


def _fetched_for(read: Paper, paper: Paper) -> Paper:
    """A fetched PDF's record carries the title and arXiv id of the paper it was fetched for."""
    return replace(read, title=paper.title, arxiv_id=paper.arxiv_id or read.arxiv_id, url=paper.url or read.url)


def clean_paper(paper: Paper) -> Paper:
    """``paper`` with every text field through ``clean_text``: a JSON "\\ud800" or a NUL must not reach the encoder."""
    data = paper.to_dict()
    for key, value in data.items():
        if isinstance(value, str):
            data[key] = clean_text(value)
        elif isinstance(value, list):
            data[key] = [clean_text(v) if isinstance(v, str) else v for v in value]
    return Paper.from_dict(data)


def _cleaned(chunk: Chunk) -> Chunk:
    text = clean_text(chunk.text)
    return chunk if text == chunk.text else replace(chunk, text=text)


def _dedupe(papers: list[Paper]) -> list[Paper]:
    """A file listing a paper twice yields one record (later fields win)."""
    merged: dict[str, Paper] = {}
    for paper in papers:
        key = normalize_title(paper.title)
        merged[key] = merge_papers(merged.get(key), paper)
    return list(merged.values())


def _record_statuses(units: list[_Unit], result: FileResult) -> None:
    """A paper counts as added if any of its sources was new, else updated if any changed."""
    statuses: dict[str, set[str]] = {}
    for unit in units:
        statuses.setdefault(unit.paper.paper_id, set()).add(unit.status)
    for pid, seen in statuses.items():
        for status in ("added", "updated", "unchanged"):
            if status in seen:
                getattr(result, status).append(pid)
                break


def _status(entry: CatalogEntry | None, unit: _Unit) -> str:
    if entry is None:
        return "added"
    stored = entry.sources.get(unit.source)
    # The settings (chunking, model, reader version) count too: the entry must record the new
    # ones, or every later ingest would read the file again instead of skipping it.
    same = stored is not None and (stored.fingerprint, stored.settings) == (unit.record.fingerprint, unit.record.settings)
    return "unchanged" if same and entry.paper == unit.paper else "updated"


def _updated_entries(entries: dict[str, CatalogEntry], units: list[_Unit]) -> list[CatalogEntry]:
    merged: dict[str, CatalogEntry] = {}
    for unit in units:
        pid = unit.paper.paper_id
        entry = merged.get(pid) or entries.get(pid) or CatalogEntry(unit.paper)
        merged[pid] = CatalogEntry(unit.paper, {**entry.sources, unit.source: unit.record})
    return list(merged.values())


def merge_papers(old: Paper | None, new: Paper, prefer_incoming: bool = True) -> Paper:
    """One paper, one record: a new source updates fields it has; a PDF only fills gaps.

    The title of the first record is kept so the paper id never changes.
    """
    if old is None:
        return new
    data = old.to_dict()
    for key, value in new.to_dict().items():
        if key in ("paper_id", "title") or value in (None, "", [], 0):
            continue
        if prefer_incoming or data.get(key) in (None, "", [], 0):
            data[key] = value
    return Paper.from_dict(data)


def _record(path: Path, sha: str, chunks: list[Chunk], settings: str | None = None, pages: int | None = None) -> SourceRecord:
    return SourceRecord(str(path.resolve()), sha, len(chunks), _fingerprint(chunks), settings, pages)


def _fingerprint(chunks: list[Chunk]) -> str:
    return hashlib.sha1("\n".join(sorted(c.chunk_id for c in chunks)).encode()).hexdigest()


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()

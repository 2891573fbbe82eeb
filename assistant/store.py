"""The Chroma store: chunk vectors plus the paper catalog, embedded or on a server.

Both live in Chroma (two collections) so that several processes pointed at one
``chroma run`` server share one index and one catalog. Embeddings are computed by
paperchat and passed explicitly; the chunk collection records which model made them
and refuses to be opened with another.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast
from urllib.parse import urlparse

import numpy as np

from assistant.errors import UserError
from assistant.records import (
    CatalogEntry,
    Chunk,
    StoredChunk,
    TopicNote,
    arxiv_key,
    format_page_breaks,
    normalize_title,
    parse_page_breaks,
)
from assistant.settings import Settings

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection
    from chromadb.api.types import GetResult, Include, QueryResult
    from chromadb.api.types import Where as ChromaWhere

T = TypeVar("T")
Where = dict[str, Any]  # a Chroma metadata filter, e.g. {"paper_id": {"$in": [...]}}
Vector = Sequence[float] | np.ndarray
Vectors = Sequence[Sequence[float]] | np.ndarray
_GET_PAGE = 5000  # rows per Chroma get() when scanning a whole collection


@dataclass(frozen=True)
class Hit:
    """One nearest neighbour: the stored chunk and its cosine similarity to the query."""

    chunk: StoredChunk
    score: float


class Store:
    """Chunks and catalog in one Chroma database; every write is an idempotent upsert."""

    def __init__(self, settings: Settings, model_id: str) -> None:
        self.settings = settings
        self.model_id = model_id
        self.client = _client(settings)
        name = settings.collection
        try:
            self.chunks = self.client.get_or_create_collection(
                f"{name}_chunks",
                embedding_function=None,
                metadata={"embedding_model": model_id},
                configuration={"hnsw": {"space": "cosine"}},
            )
            self.catalog = self.client.get_or_create_collection(
                f"{name}_catalog", embedding_function=None, configuration={"hnsw": {"space": "l2"}}
            )
            self.topics = self.client.get_or_create_collection(
                f"{name}_topics", embedding_function=None, configuration={"hnsw": {"space": "l2"}}
            )
        except Exception as err:  # noqa: BLE001 - chromadb raises many types; all mean the same to a user
            raise _store_error(settings, err) from None
        self._check_model()

    def _check_model(self) -> None:
        stored = (self.chunks.metadata or {}).get("embedding_model")
        if stored and stored != self.model_id:
            raise UserError(
                f"The index in {self.location} was built with embeddings '{stored}', not "
                f"'{self.model_id}'; set PAPERCHAT_EMBEDDINGS back, or use a new PAPERCHAT_DATA_DIR "
                "(or PAPERCHAT_COLLECTION) and ingest again."
            )

    @property
    def location(self) -> str:
        return self.settings.chroma_url or str(self.settings.chroma_dir)

    # --- chunks -----------------------------------------------------------------

    def existing_chunk_ids(self, ids: list[str]) -> set[str]:
        if not ids:
            return set()
        return set(self._guard(lambda: self.chunks.get(ids=ids, include=[]))["ids"])

    def chunk_ids_for(self, paper_ids: list[str], kinds: tuple[str, ...] = ()) -> dict[str, set[str]]:
        """The stored chunk ids of each paper (optionally of some kinds only)."""
        where: Where = {"paper_id": {"$in": paper_ids}}
        if kinds:
            where = {"$and": [where, {"kind": {"$in": list(kinds)}}]}
        found: dict[str, set[str]] = {pid: set() for pid in paper_ids}
        result = self._guard(lambda: self.chunks.get(where=_where(where), include=["metadatas"]))
        for cid, meta in zip(result["ids"], _column(result, "metadatas")):
            found.setdefault(str(meta["paper_id"]), set()).add(cid)
        return found

    def upsert_chunks(self, chunks: list[Chunk], vectors: Vectors, titles: dict[str, str]) -> None:
        if not chunks:
            return
        self._guard(
            lambda: self.chunks.upsert(
                ids=[c.chunk_id for c in chunks],
                embeddings=np.asarray(vectors, dtype=np.float32),
                documents=[c.text for c in chunks],
                metadatas=[_chunk_metadata(c, titles.get(c.paper_id, "")) for c in chunks],
            )
        )
        self._renew_generation()

    def delete_chunks(self, ids: Iterable[str]) -> None:
        ids = list(ids)
        if ids:
            self._guard(lambda: self.chunks.delete(ids=ids))
            self._renew_generation()

    def get_chunks(self, ids: list[str]) -> dict[str, tuple[StoredChunk, np.ndarray]]:
        """Each stored chunk of ``ids`` that exists, with its vector (float32)."""
        if not ids:
            return {}
        result = self._guard(lambda: self.chunks.get(ids=ids, include=["documents", "metadatas", "embeddings"]))
        columns = zip(result["ids"], _column(result, "documents"), _column(result, "metadatas"), _column(result, "embeddings"))
        return {cid: (_stored_chunk(cid, doc, meta), np.asarray(vec, dtype=np.float32)) for cid, doc, meta, vec in columns}

    def generation(self) -> str:
        """A token renewed by every chunk or catalog write, so caches (BM25, filters) know when they are stale."""
        fresh = self._guard(lambda: self.client.get_collection(self.chunks.name, embedding_function=None))
        return str((fresh.metadata or {}).get("generation", ""))

    def _renew_generation(self) -> None:
        metadata = {**(self.chunks.metadata or {}), "generation": uuid.uuid4().hex}
        self._guard(lambda: self.chunks.modify(metadata=metadata))

    def query(self, vector: Vector, k: int, where: Where | None = None) -> list[Hit]:
        # No count() first: Chroma returns fewer than k hits (or none) on a smaller collection.
        result = self._guard(
            lambda: self.chunks.query(
                query_embeddings=np.asarray(vector, dtype=np.float32)[None, :],
                n_results=k,
                where=_where(where),
                include=["documents", "metadatas", "distances"],
            )
        )
        columns = (_column(result, key)[0] for key in ("ids", "documents", "metadatas", "distances"))
        return [Hit(_stored_chunk(cid, doc, meta), 1.0 - float(dist)) for cid, doc, meta, dist in zip(*columns)]

    def iter_chunks(self, where: Where | None = None) -> Iterator[StoredChunk]:
        """Every stored chunk (matching ``where``), paged so memory stays flat."""
        for page in self._pages(self.chunks, where, ["documents", "metadatas"]):
            for cid, doc, meta in zip(page["ids"], _column(page, "documents"), _column(page, "metadatas")):
                yield _stored_chunk(cid, doc, meta)

    def _pages(self, collection: Collection, where: Where | None, include: Include) -> Iterator[GetResult]:
        """``collection.get`` in pages of ``_GET_PAGE`` rows."""
        offset = 0
        while True:
            page = self._guard(partial(collection.get, where=_where(where), limit=_GET_PAGE, offset=offset, include=include))
            yield page
            if len(page["ids"]) < _GET_PAGE:
                return
            offset += _GET_PAGE

    def opening_chunks(self, paper_ids: list[str]) -> dict[str, tuple[StoredChunk, np.ndarray]]:
        """Each paper's first abstract chunk with its vector: what stands for a paper as a whole."""
        if not paper_ids:
            return {}
        where: Where = {"$and": [{"paper_id": {"$in": paper_ids}}, {"kind": "abstract"}, {"position": 0}]}
        ids = [chunk.chunk_id for chunk in self.iter_chunks(where)]
        return {chunk.paper_id: (chunk, vector) for chunk, vector in self.get_chunks(ids).values()}

    def chunk_count(self) -> int:
        return int(self._guard(self.chunks.count))

    # --- catalog ----------------------------------------------------------------

    def get_entries(self, paper_ids: list[str]) -> dict[str, CatalogEntry]:
        if not paper_ids:
            return {}
        result = self._guard(lambda: self.catalog.get(ids=paper_ids, include=["documents"]))
        return {pid: CatalogEntry.from_json(doc) for pid, doc in zip(result["ids"], _column(result, "documents"))}

    def get_entry(self, paper_id: str) -> CatalogEntry | None:
        return self.get_entries([paper_id]).get(paper_id)

    def find_entry(self, ref: str) -> CatalogEntry:
        """A paper by id or arXiv id; an unknown one is a ``UserError`` naming where ids are listed."""
        entry = self.get_entry(ref) or self.entries_by_arxiv_id([ref]).get(arxiv_key(ref))
        if entry is None and arxiv_key(ref):  # a store written before entries carried "arxiv_key"
            entry = next((e for e in self.all_entries() if arxiv_key(e.paper.arxiv_id) == arxiv_key(ref)), None)
        if entry is None:
            raise UserError(f"No paper with id '{ref}' in the catalog; list the ids with `paperchat papers`.")
        return entry

    def put_entries(self, entries: list[CatalogEntry]) -> None:
        """Written after a paper's chunks: an entry is the commit point of its ingest."""
        if not entries:
            return
        self._guard(
            lambda: self.catalog.upsert(
                ids=[e.paper_id for e in entries],
                embeddings=np.zeros((len(entries), 1), dtype=np.float32),
                documents=[e.to_json() for e in entries],
                metadatas=[
                    {
                        "pdf_sha": e.pdf.sha if e.pdf else "",
                        "title_key": normalize_title(e.paper.title),
                        "arxiv_key": arxiv_key(e.paper.arxiv_id),
                    }
                    for e in entries
                ],
            )
        )
        self._renew_generation()  # a new date or tag changes what a filtered question may see

    def entry_with_pdf(self, sha: str) -> CatalogEntry | None:
        """The paper a PDF with this content was already ingested for, if any."""
        result = self._guard(lambda: self.catalog.get(where={"pdf_sha": sha}, include=["documents"]))
        docs = _column(result, "documents")
        return CatalogEntry.from_json(docs[0]) if docs else None

    def entries_by_title(self, titles: list[str]) -> dict[str, CatalogEntry]:
        """Catalog entries whose normalised title matches, keyed by that normalised title."""
        keys = sorted({normalize_title(t) for t in titles})
        if not keys:
            return {}
        result = self._guard(lambda: self.catalog.get(where=_where({"title_key": {"$in": keys}}), include=["documents"]))
        entries = [CatalogEntry.from_json(doc) for doc in _column(result, "documents")]
        return {normalize_title(e.paper.title): e for e in entries}

    def entries_by_arxiv_id(self, arxiv_ids: list[str]) -> dict[str, CatalogEntry]:
        """Catalog entries with one of these arXiv ids (any version), keyed by the id without version."""
        keys = sorted({arxiv_key(a) for a in arxiv_ids} - {""})
        if not keys:
            return {}
        where = _where({"arxiv_key": {"$in": keys}})
        result = self._guard(lambda: self.catalog.get(where=where, include=["documents"]))
        entries = [CatalogEntry.from_json(doc) for doc in _column(result, "documents")]
        return {arxiv_key(e.paper.arxiv_id): e for e in entries}

    def all_entries(self) -> list[CatalogEntry]:
        pages = self._pages(self.catalog, None, ["documents"])
        return [CatalogEntry.from_json(doc) for page in pages for doc in _column(page, "documents")]

    def put_topic(self, note: TopicNote) -> None:
        """Keep a topic page's momentum sentence; a note from an older page never replaces a newer one."""
        key = normalize_title(note.topic) or "topic"
        stored = self._guard(lambda: self.topics.get(ids=[key], include=["documents"]))
        if _column(stored, "documents"):
            old = TopicNote(**json.loads(_column(stored, "documents")[0]))
            if (old.as_of or "") > (note.as_of or ""):
                return
        document = json.dumps(note.to_dict(), sort_keys=True)
        self._guard(lambda: self.topics.upsert(ids=[key], embeddings=np.zeros((1, 1), dtype=np.float32), documents=[document]))

    def topic_notes(self) -> list[TopicNote]:
        result = self._guard(lambda: self.topics.get(include=["documents"]))
        return [TopicNote(**json.loads(doc)) for doc in _column(result, "documents")]

    def remove_paper(self, paper_id: str) -> int:
        """Delete a paper's chunks, then its entry; returns how many chunks went."""
        ids = self.chunk_ids_for([paper_id]).get(paper_id, set())
        self.delete_chunks(ids)
        self._guard(lambda: self.catalog.delete(ids=[paper_id]))
        self._renew_generation()
        return len(ids)

    def _guard(self, call: Callable[[], T]) -> T:
        try:
            return call()
        except UserError:
            raise
        except Exception as err:  # noqa: BLE001 - every store failure becomes one sentence (_store_error)
            raise _store_error(self.settings, err) from None


def _where(where: Where | None) -> ChromaWhere | None:
    """Our filters as Chroma's typed ``Where`` (its TypedDicts cannot describe a dict built at run time)."""
    return cast("ChromaWhere | None", where or None)


def _column(result: GetResult | QueryResult, key: str) -> list[Any]:
    """One column of a Chroma result: Chroma types every column optional, though an included one is always there."""
    column = cast("dict[str, Any]", result).get(key)
    return [] if column is None else list(column)


def _chunk_metadata(chunk: Chunk, title: str) -> dict[str, Any]:
    """What Chroma keeps beside a chunk's text; ``_stored_chunk`` is its exact inverse."""
    meta: dict[str, Any] = {
        "paper_id": chunk.paper_id,
        "kind": chunk.kind,
        "position": chunk.position,
        "title": title,
    }
    optional = {
        "page_start": chunk.page_start,
        "page_end": chunk.page_end,
        "section": chunk.section,
        "page_breaks": format_page_breaks(chunk.page_breaks),
    }
    meta.update({key: value for key, value in optional.items() if value is not None})
    return meta


def _stored_chunk(chunk_id: str, text: str | None, meta: Any) -> StoredChunk:
    """The one place that reads a chunk's Chroma metadata by key."""

    def number(key: str) -> int | None:
        value = meta.get(key)
        return int(value) if value is not None else None

    return StoredChunk(
        chunk_id=chunk_id,
        paper_id=str(meta["paper_id"]),
        kind=str(meta.get("kind", "")),
        position=int(meta.get("position", 0)),
        text=text or "",
        title=str(meta.get("title", "")),
        page_start=number("page_start"),
        page_end=number("page_end"),
        section=meta.get("section"),
        page_breaks=parse_page_breaks(meta.get("page_breaks")),
    )


def _client(settings: Settings) -> ClientAPI:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if settings.chroma_url:
        url = urlparse(settings.chroma_url)
        if url.scheme not in ("http", "https") or not url.hostname:
            raise UserError(
                f"PAPERCHAT_CHROMA_URL '{settings.chroma_url}' is not a URL like http://127.0.0.1:8000; fix it or leave it empty."
            )
        try:
            client = chromadb.HttpClient(
                host=url.hostname,
                port=url.port or (443 if url.scheme == "https" else 8000),
                ssl=url.scheme == "https",
                settings=chroma_settings,
            )
            client.heartbeat()
            return client
        except Exception:  # noqa: BLE001 - whatever the client raises, the server is not reachable
            raise UserError(
                f"Cannot reach the Chroma server at {settings.chroma_url}; start it with "
                f"`chroma run --path {settings.chroma_dir} --port {url.port or 8000}` or unset PAPERCHAT_CHROMA_URL."
            ) from None
    try:
        settings.chroma_dir.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(path=str(settings.chroma_dir), settings=chroma_settings)
    except Exception as err:  # noqa: BLE001 - every store failure becomes one sentence (_store_error)
        raise _store_error(settings, err) from None


def _store_error(settings: Settings, err: Exception) -> UserError:
    """Turn what Chroma/SQLite raise into one sentence that names the fix."""
    text = str(err).lower()
    where = settings.chroma_url or str(settings.data_dir)
    if isinstance(err, PermissionError) or "readonly" in text or "read-only" in text or "permission" in text:
        return UserError(
            f"The data folder {where} is read-only; make it writable or set PAPERCHAT_DATA_DIR to a writable folder."
        )
    full = "disk is full" in text or "no space" in text or (isinstance(err, sqlite3.OperationalError) and "full" in text)
    if full or (not settings.chroma_url and _disk_nearly_full(settings.data_dir)):
        return UserError(
            f"The disk holding {where} is full; free some space and run the command again (nothing stored was lost)."
        )
    if settings.chroma_url and ("connect" in text or "timed out" in text):
        return UserError(f"Lost the Chroma server at {settings.chroma_url}; check that `chroma run` is still up and retry.")
    return UserError(
        f"The store at {where} failed ({type(err).__name__}: {str(err)[:200]}); check the folder or server and retry."
    )


#: Below this many free bytes a failed write is blamed on the disk. Chroma's compactor
#: reports a write that ran out of space as "Error in compaction: Failed to apply logs",
#: with no ENOSPC in the text, so the free space itself is the only reliable sign.
_NEARLY_FULL_BYTES = 16 * 1024 * 1024


def _disk_nearly_full(folder: Path) -> bool:
    """True when the file system holding ``folder`` (or its nearest existing parent) is nearly full."""
    import shutil

    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    try:
        return shutil.disk_usage(probe).free < _NEARLY_FULL_BYTES
    except OSError:
        return False

"""The Chroma store: chunk vectors plus the paper catalog, embedded or on a server.

Both live in Chroma (two collections) so that several processes pointed at one
``chroma run`` server share one index and one catalog. Embeddings are computed by
paperchat and passed explicitly; the chunk collection records which model made them
and refuses to be opened with another.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast
from urllib.parse import urlparse

import numpy as np

from assistant.errors import UserError
from assistant.lexical import best_first
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
from assistant.store_file import DOCTOR, SQLITE_NAME, data_folder_problem, database_problem, readable_copy, refusal, writable
from assistant.store_sync import ChangeStamp, write_lock
from assistant.text_input import clean_text

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.types import GetResult, Include, QueryResult
    from chromadb.api.types import Where as ChromaWhere

T = TypeVar("T")
Where = dict[str, Any]  # a Chroma metadata filter, e.g. {"paper_id": {"$in": [...]}}
Vector = Sequence[float] | np.ndarray
Vectors = Sequence[Sequence[float]] | np.ndarray
_GET_PAGE = 5000  # rows per Chroma get() when scanning a whole collection
#: Ids or values per Chroma call: each becomes one SQL variable, and Chroma's SQLite
#: refuses more than 32,766 in one statement ("too many SQL variables").
IN_BATCH = 5000


@dataclass(frozen=True)
class ExactIndex:
    """Every chunk vector of one store generation in memory, for exact nearest-neighbour search.

    Chroma's HNSW index is approximate, and two builds of it from the same vectors (even in the
    same order) find different neighbours: a store rebuilt by ``paperchat doctor --repair``
    answered 34 of 109 questions differently. Up to ``Settings.exact_search_chunks`` chunks the
    store ranks every vector instead, so the same vectors always give the same neighbours.
    """

    key: tuple[str, int]  # (store generation, reopen count) it was read at
    ids: list[str]
    papers: np.ndarray  # each row's paper id (the chunk id's prefix, ``Chunk.chunk_id``)
    unit: np.ndarray  # (rows, dim) float32, rows of unit length (zero rows stay zero)


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
        # Embedded only: a server orders its clients itself; here other processes may share the folder.
        self._stamp = None if settings.chroma_url else ChangeStamp(settings.data_dir)
        self._reopening = threading.Lock()
        self.reopened = 0  # how often another process's writes made this store reopen (tests, soak)
        self._exact: ExactIndex | None = None  # or a too-large store's key with no vectors (see exact_index)
        self._exact_loading = threading.Lock()
        self._open()
        self._check_model()

    def _open(self) -> None:
        """Open the client and the collections (again, after another process wrote).

        A store that does not exist yet, or is half-created, is opened under the write lock:
        two processes starting on a fresh folder would otherwise see each other's Chroma
        migrations midway and one would refuse a "database of another program"."""
        if self._stamp is not None and _not_yet_created(self.settings):
            with self.writing():
                self._open_collections()
        else:
            self._open_collections()

    def _open_collections(self) -> None:
        self.client = _client(self.settings)
        name = self.settings.collection
        try:
            self.chunks = self.client.get_or_create_collection(
                f"{name}_chunks",
                embedding_function=None,
                metadata={"embedding_model": self.model_id},
                configuration={"hnsw": {"space": "cosine"}},
            )
            self.catalog = self.client.get_or_create_collection(
                f"{name}_catalog", embedding_function=None, configuration={"hnsw": {"space": "l2"}}
            )
            self.topics = self.client.get_or_create_collection(
                f"{name}_topics", embedding_function=None, configuration={"hnsw": {"space": "l2"}}
            )
        except Exception as err:  # noqa: BLE001 - chromadb raises many types; all mean the same to a user
            raise _store_error(self.settings, err) from None

    def writing(self) -> AbstractContextManager[None]:
        """Hold the data folder's write lock: one writing process at a time (re-entrant; a no-op on a server)."""
        if self._stamp is None:
            return nullcontext()
        return write_lock(self.settings.data_dir, self.settings.write_wait, _tell_waiting)

    def _follow_other_writers(self) -> None:
        """Reopen when another process wrote since this one last looked (its client would answer from stale state)."""
        if self._stamp is not None and self._stamp.changed():
            self._reopen()

    def mark_changed(self) -> None:
        """After the folder was changed beneath Chroma (``paperchat doctor --repair``): reopen, and tell other processes."""
        self._reopen()
        with self.writing():
            self._renew_generation()

    def _reopen(self) -> None:
        with self._reopening:
            if self._stamp is not None:
                self._stamp.mark_seen()  # before reopening: a write landing meanwhile is seen next call
            forget_client(self.client)
            self._open()
            self.reopened += 1

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
        found: set[str] = set()
        for part in batches(ids):
            found.update(self._get("chunks", ids=part, include=[])["ids"])
        return found

    def chunk_ids_for(self, paper_ids: list[str], kinds: tuple[str, ...] = ()) -> dict[str, set[str]]:
        """The stored chunk ids of each paper (optionally of some kinds only)."""
        found: dict[str, set[str]] = {pid: set() for pid in paper_ids}
        for part in batches(paper_ids):
            where: Where = {"paper_id": {"$in": part}}
            if kinds:
                where = {"$and": [where, {"kind": {"$in": list(kinds)}}]}
            for page in self._pages("chunks", where, ["metadatas"]):
                for cid, meta in zip(page["ids"], _column(page, "metadatas")):
                    found.setdefault(str(meta["paper_id"]), set()).add(cid)
        return found

    def upsert_chunks(self, chunks: list[Chunk], vectors: Vectors, titles: dict[str, str]) -> None:
        if not chunks:
            return
        with self.writing():
            self._upsert_chunks(chunks, vectors, titles)

    def _upsert_chunks(self, chunks: list[Chunk], vectors: Vectors, titles: dict[str, str]) -> None:
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
        parts = batches(list(ids))
        if not parts:
            return
        with self.writing():
            for part in parts:
                self._guard(partial(self._call, "chunks", "delete", ids=part))
            self._renew_generation()

    def get_chunks(self, ids: list[str]) -> dict[str, tuple[StoredChunk, np.ndarray]]:
        """Each stored chunk of ``ids`` that exists, with its vector (float32)."""
        found: dict[str, tuple[StoredChunk, np.ndarray]] = {}
        include: Include = ["documents", "metadatas", "embeddings"]
        for part in batches(ids):
            result = self._get("chunks", ids=part, include=include)
            columns = zip(
                result["ids"], _column(result, "documents"), _column(result, "metadatas"), _column(result, "embeddings")
            )
            found.update(
                (cid, (_stored_chunk(cid, doc, meta), np.asarray(vec, dtype=np.float32))) for cid, doc, meta, vec in columns
            )
        return found

    def generation(self) -> str:
        """A token renewed by every chunk or catalog write, so caches (BM25, filters) know when they are stale."""
        fresh = self._guard(lambda: self.client.get_collection(self.chunks.name, embedding_function=None))
        return str((fresh.metadata or {}).get("generation", ""))

    def _renew_generation(self) -> None:
        """Called inside ``writing()`` after each write: renews the token caches read and the stamp other processes watch."""
        self._guard(lambda: self.chunks.modify(metadata={**(self.chunks.metadata or {}), "generation": uuid.uuid4().hex}))
        if self._stamp is not None:
            self._stamp.renew()

    def query(self, vector: Vector, k: int, where: Where | None = None) -> list[Hit]:
        """The ``k`` nearest chunks; a filter over many ids is asked in parts and the hits merged."""
        exact = self._exact_nearest(vector, k, where)
        if exact is not None:
            found = self.get_chunks([cid for cid, _ in exact])
            return [Hit(found[cid][0], score) for cid, score in exact if cid in found]
        hits = [hit for part in _split_in(where) for hit in self._query(vector, k, part)]
        return sorted(hits, key=lambda hit: hit.score, reverse=True)[:k]

    def _query(self, vector: Vector, k: int, where: Where | None) -> list[Hit]:
        result = self._nearest_result(vector, k, where, ["documents", "metadatas", "distances"])
        columns = (_column(result, key)[0] for key in ("ids", "documents", "metadatas", "distances"))
        return [Hit(_stored_chunk(cid, doc, meta), 1.0 - float(dist)) for cid, doc, meta, dist in zip(*columns)]

    def nearest(self, vector: Vector, k: int, where: Where | None = None) -> list[tuple[str, float]]:
        """(chunk id, cosine) of the ``k`` nearest chunks, ordered as ``query`` orders them, without their text or metadata.

        Retrieval needs only the ids (the paper is in the id), and a filtered search at 100k
        chunks looks at up to a few hundred neighbours: reading their text would be wasted.
        Exact up to ``Settings.exact_search_chunks`` chunks (``exact_index``), Chroma's HNSW beyond.
        """
        exact = self._exact_nearest(vector, k, where)
        if exact is not None:
            return exact
        hits = [
            (cid, 1.0 - float(dist))
            for part in _split_in(where)
            for result in [self._nearest_result(vector, k, part, ["distances"])]
            for cid, dist in zip(_column(result, "ids")[0], _column(result, "distances")[0])
        ]
        return sorted(hits, key=lambda hit: hit[1], reverse=True)[:k]

    def _nearest_result(self, vector: Vector, k: int, where: Where | None, include: Include) -> QueryResult:
        # No count() first: Chroma returns fewer than k hits (or none) on a smaller collection.
        return self._guard(
            lambda: self.chunks.query(
                query_embeddings=np.asarray(vector, dtype=np.float32)[None, :], n_results=k, where=_where(where), include=include
            )
        )

    def exact_index(self) -> ExactIndex | None:
        """Every chunk vector, read once per store generation, when the store holds at most
        ``Settings.exact_search_chunks`` chunks; None above that (Chroma's HNSW index answers).

        Reading costs one pass over the vectors (~0.5 s per 10k chunks) after each write, and
        memory of 1.5 KB a chunk for 384 dimensions (15 MB at 10k)."""
        limit = self.settings.exact_search_chunks
        if limit <= 0:
            return None
        key = (self.generation(), self.reopened)
        with self._exact_loading:  # the app asks from many threads: read the vectors once
            cached = self._exact
            if cached is None or cached.key != key:
                cached = self._exact = self._read_exact(key, limit)
        return cached if len(cached.ids) else None

    def _read_exact(self, key: tuple[str, int], limit: int) -> ExactIndex:
        """The vectors of generation ``key[0]``: from the cache file written for it, else from Chroma (then cached)."""
        empty = ExactIndex(key, [], np.empty(0, dtype=object), np.empty((0, 0), dtype=np.float32))
        if self.chunk_count() > limit:
            return empty
        cache = exact_cache_file(self.settings)
        saved = _load_exact(cache, key[0])
        if saved is not None:
            ids, unit = saved
        else:
            ids = []
            rows: list[np.ndarray] = []
            for page in self._pages("chunks", None, ["embeddings"]):
                ids.extend(page["ids"])
                rows.extend(np.asarray(v, dtype=np.float32) for v in _column(page, "embeddings"))
            if not ids or len(ids) > limit:
                return empty
            matrix = np.vstack(rows)
            norms = np.linalg.norm(matrix, axis=1, keepdims=True)
            unit = matrix / np.where(norms > 0, norms, 1.0).astype(np.float32)
            with contextlib.suppress(OSError):  # a read-only data folder still answers; it reads Chroma each time
                _save_exact(cache, key[0], ids, unit)
        papers = np.asarray([cid.rsplit(":", 2)[0] for cid in ids], dtype=object)
        return ExactIndex(key, ids, papers, unit)

    def _exact_nearest(self, vector: Vector, k: int, where: Where | None) -> list[tuple[str, float]] | None:
        """(chunk id, cosine) of the ``k`` nearest chunks by exact search, best first and equal scores in
        stored order; None when the store is too large for it or ``where`` is not a filter on papers."""
        papers = _filtered_papers(where)
        if where and papers is None:
            return None
        index = self.exact_index()
        if index is None:
            return None
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        norm = float(np.linalg.norm(query))
        # einsum's own loop, not BLAS: OpenBLAS's threads wait for a busy second core (20k chunks, load 6 on 2 cores:
        # p50/p95 12-16/25-48 ms for ``unit @ query``, 1.2/5-6 ms this way)
        scores = np.einsum("ij,j->i", index.unit, query / norm if norm > 0 else query)
        rows = np.arange(len(index.ids))
        if papers is not None:
            rows = rows[np.fromiter((paper in papers for paper in index.papers), dtype=bool, count=len(rows))]
            scores = scores[rows]
        best = best_first(scores, k)
        return [(index.ids[rows[i]], float(scores[i])) for i in best]

    def iter_chunks(self, where: Where | None = None) -> Iterator[StoredChunk]:
        """Every stored chunk (matching ``where``), paged so memory stays flat."""
        for part in _split_in(where):
            for page in self._pages("chunks", part, ["documents", "metadatas"]):
                for cid, doc, meta in zip(page["ids"], _column(page, "documents"), _column(page, "metadatas")):
                    yield _stored_chunk(cid, doc, meta)

    def _pages(self, which: str, where: Where | None, include: Include) -> Iterator[GetResult]:
        """``get`` on the collection named by attribute ``which`` in pages of ``_GET_PAGE`` rows."""
        offset = 0
        while True:
            page = self._get(which, where=_where(where), limit=_GET_PAGE, offset=offset, include=include)
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

    def paper_chunks(self, paper_id: str) -> dict[str, tuple[StoredChunk, np.ndarray]]:
        """Every chunk of one paper with its vector (a paper's few hundred chunks at most)."""
        return self.get_chunks([chunk.chunk_id for chunk in self.iter_chunks({"paper_id": paper_id})])

    def chunk_count(self) -> int:
        return int(self._guard(self.chunks.count))

    # --- catalog ----------------------------------------------------------------

    def get_entries(self, paper_ids: list[str]) -> dict[str, CatalogEntry]:
        found: dict[str, CatalogEntry] = {}
        for part in batches(paper_ids):
            result = self._get("catalog", ids=part, include=["documents"])
            found.update((pid, CatalogEntry.from_json(doc)) for pid, doc in zip(result["ids"], _column(result, "documents")))
        return found

    def get_entry(self, paper_id: str) -> CatalogEntry | None:
        return self.get_entries([paper_id]).get(paper_id)

    def find_entry(self, ref: str) -> CatalogEntry:
        """A paper by id or arXiv id; an unknown one is a ``UserError`` naming where ids are listed."""
        ref = clean_text(ref).strip()  # an id typed with stray bytes must not reach Chroma as a lone surrogate
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
        with self.writing():
            self._put_entries(entries)

    def _put_entries(self, entries: list[CatalogEntry]) -> None:
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
        return {normalize_title(e.paper.title): e for e in self._entries_where("title_key", keys)}

    def entries_by_arxiv_id(self, arxiv_ids: list[str]) -> dict[str, CatalogEntry]:
        """Catalog entries with one of these arXiv ids (any version), keyed by the id without version."""
        keys = sorted({arxiv_key(a) for a in arxiv_ids} - {""})
        return {arxiv_key(e.paper.arxiv_id): e for e in self._entries_where("arxiv_key", keys)}

    def _entries_where(self, key: str, values: list[str]) -> list[CatalogEntry]:
        """Catalog entries whose metadata ``key`` is one of ``values``, asked in batches."""
        entries: list[CatalogEntry] = []
        for part in batches(values):
            result = self._get("catalog", where=_where({key: {"$in": part}}), include=["documents"])
            entries.extend(CatalogEntry.from_json(doc) for doc in _column(result, "documents"))
        return entries

    def all_entries(self) -> list[CatalogEntry]:
        pages = self._pages("catalog", None, ["documents"])
        return [CatalogEntry.from_json(doc) for page in pages for doc in _column(page, "documents")]

    def put_topic(self, note: TopicNote) -> None:
        """Keep a topic page's momentum sentence; a note from an older page never replaces a newer one."""
        key = normalize_title(note.topic) or "topic"
        with self.writing():
            stored = self._guard(lambda: self.topics.get(ids=[key], include=["documents"]))
            if _column(stored, "documents"):
                old = TopicNote(**json.loads(_column(stored, "documents")[0]))
                if (old.as_of or "") > (note.as_of or ""):
                    return
            document = json.dumps(note.to_dict(), sort_keys=True)
            self._guard(
                lambda: self.topics.upsert(ids=[key], embeddings=np.zeros((1, 1), dtype=np.float32), documents=[document])
            )
            self._renew_generation()

    def topic_notes(self) -> list[TopicNote]:
        result = self._guard(lambda: self.topics.get(include=["documents"]))
        return [TopicNote(**json.loads(doc)) for doc in _column(result, "documents")]

    def remove_paper(self, paper_id: str) -> int:
        """Delete a paper's chunks, then its entry; returns how many chunks went."""
        with self.writing():
            ids = self.chunk_ids_for([paper_id]).get(paper_id, set())
            self.delete_chunks(ids)
            self._guard(lambda: self.catalog.delete(ids=[paper_id]))
            self._renew_generation()
        return len(ids)

    def _call(self, which: str, method: str, **arguments: Any) -> Any:
        """``self.<which>.<method>(**arguments)``, the collection looked up when it runs: a reopen swaps it."""
        return getattr(getattr(self, which), method)(**arguments)

    def _get(self, which: str, **arguments: Any) -> GetResult:
        return cast("GetResult", self._guard(partial(self._call, which, "get", **arguments)))

    def _guard(self, call: Callable[[], T]) -> T:
        """Run one Chroma call, following other processes' writes; a failure becomes one sentence.

        ``call`` must read ``self.chunks`` (etc.) when it runs, not before, so that a retry
        after reopening uses the new collections. A failure that may come from another
        process writing at this very moment is retried on a reopened client.
        """
        self._follow_other_writers()
        for attempt in range(_ATTEMPTS):
            try:
                return call()
            except UserError:
                raise
            except Exception as err:  # noqa: BLE001 - every store failure becomes one sentence (_store_error)
                if self._stamp is None or attempt == _ATTEMPTS - 1 or not _may_pass(err):
                    raise _store_error(self.settings, err) from None
                time.sleep(_RETRY_PAUSE * (attempt + 1))
                self._reopen()
        raise AssertionError("unreachable")  # the last attempt returned or raised


_ATTEMPTS = 3  # tries of one call while another process may be writing; the last failure is reported
_RETRY_PAUSE = 0.2  # seconds before the second try; 0.4 before the third


def _may_pass(err: Exception) -> bool:
    """Whether a failure may be another process's write in flight (retry) rather than a lasting fault."""
    text = str(err).lower()
    lasting = ("readonly", "read-only", "permission", "disk is full", "no space", "malformed", "not a database")
    return not isinstance(err, (PermissionError, ValueError, TypeError)) and not any(word in text for word in lasting)


def _tell_waiting(sentence: str) -> None:
    """Say why a write pauses: a warning reaches stderr even where logging is not configured (the CLI)."""
    logging.getLogger("paperchat").warning(sentence)


def forget_client(client: ClientAPI) -> None:
    """Make the next client for this folder a new one: chromadb shares one system per path in a process.

    The old system is not stopped: collections still held elsewhere keep working until their
    owners notice the stamp and reopen too.
    """
    from chromadb.api.shared_system_client import SharedSystemClient

    identifier = getattr(client, "_identifier", None)
    if identifier is not None:
        SharedSystemClient._identifier_to_system.pop(identifier, None)  # chromadb offers no per-path reset


def batches(values: list[T], size: int = IN_BATCH) -> list[list[T]]:
    """``values`` in consecutive parts of at most ``size`` (none for no values)."""
    return [values[start : start + size] for start in range(0, len(values), size)]


def _split_in(where: Where | None) -> list[Where | None]:
    """``where`` as several filters when its ``$in`` list is longer than one call may carry.

    Handles the two shapes paperchat builds: ``{key: {"$in": [...]}}`` alone or inside a
    top-level ``$and``. The parts select disjoint rows whose union is what ``where`` selects.
    """
    if not where:
        return [where]
    if "$and" in where:
        clauses = where["$and"]
        for index, clause in enumerate(clauses):
            parts = _split_in(clause)
            if len(parts) > 1:
                return [{"$and": [*clauses[:index], part, *clauses[index + 1 :]]} for part in parts]
        return [where]
    if len(where) == 1:
        key, condition = next(iter(where.items()))
        if isinstance(condition, dict) and set(condition) == {"$in"} and len(condition["$in"]) > IN_BATCH:
            return [{key: {"$in": part}} for part in batches(list(condition["$in"]))]
    return [where]


def exact_cache_file(settings: Settings) -> Path:
    """Where ``Store.exact_index`` keeps the chunk vectors of the store's last generation (unit rows and ids)."""
    return settings.data_dir / "exact" / f"{settings.collection}.npz"


def _save_exact(path: Path, generation: str, ids: list[str], unit: np.ndarray) -> None:
    """Written to a temporary file and renamed: a reader sees the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{uuid.uuid4().hex[:8]}.tmp")
    try:
        with tmp.open("wb") as out:
            np.savez(out, generation=np.asarray(generation), ids=np.asarray(ids), unit=unit)
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)


def _load_exact(path: Path, generation: str) -> tuple[list[str], np.ndarray] | None:
    """The cached ids and unit vectors if they were saved for ``generation``, else None."""
    try:
        with np.load(path, allow_pickle=False) as saved:
            if str(saved["generation"]) != generation:
                return None
            ids, unit = [str(i) for i in saved["ids"]], np.asarray(saved["unit"], dtype=np.float32)
    except (OSError, ValueError, KeyError) as err:
        logging.getLogger(__name__).debug("exact-search cache unusable: %s", err)
        return None
    return (ids, unit) if unit.ndim == 2 and len(ids) == len(unit) else None


def _filtered_papers(where: Where | None) -> set[str] | None:
    """The paper ids of a filter on papers alone (``{"paper_id": id}`` or ``{"paper_id": {"$in": [...]}}``),
    the shapes retrieval builds; None for no filter or any other one (Chroma evaluates those)."""
    if not where or len(where) != 1 or "paper_id" not in where:
        return None
    condition = where["paper_id"]
    if isinstance(condition, str):
        return {condition}
    if isinstance(condition, dict) and set(condition) == {"$in"}:
        return {str(p) for p in condition["$in"]}
    return None


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
    with _without_httpx_cli():
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
    folder_problem = data_folder_problem(settings.data_dir)
    if folder_problem:
        raise UserError(folder_problem)
    problem = database_problem(settings.chroma_dir)
    if problem:
        raise UserError(refusal(settings.chroma_dir, problem))
    try:
        path = readable_copy(settings.chroma_dir) if not writable(settings.data_dir) else settings.chroma_dir
        path.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(path=str(path), settings=chroma_settings)
    except Exception as err:  # noqa: BLE001 - every store failure becomes one sentence (_store_error)
        raise _store_error(settings, err) from None


@contextmanager
def _without_httpx_cli() -> Iterator[None]:
    """chromadb imports httpx, whose ``__init__`` also imports its command-line tool (click, rich,
    pygments: ~70 ms of CPU, 7% of a cold ``paperchat papers``) unless that import fails, which
    httpx provides for. Only when httpx is not loaded yet; an explicit import works again after."""
    blocked = "httpx" not in sys.modules and "httpx._main" not in sys.modules
    if blocked:
        sys.modules["httpx._main"] = None  # type: ignore[assignment]  # the import system's "not importable"
    try:
        yield
    finally:
        if blocked and sys.modules.get("httpx._main", False) is None:
            del sys.modules["httpx._main"]


def _not_yet_created(settings: Settings) -> bool:
    """Whether the embedded store is missing or not (yet) whole in a folder this process may write."""
    if data_folder_problem(settings.data_dir) or not writable(settings.data_dir):
        return False
    database = settings.chroma_dir / SQLITE_NAME
    return not database.exists() or database_problem(settings.chroma_dir) is not None


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
    if settings.chroma_url:
        return UserError(f"The store at {where} failed ({type(err).__name__}: {str(err)[:200]}); check the server and retry.")
    if "malformed" in text or "not a database" in text:
        return UserError(f"The store in {where} is damaged ({str(err)[:120]}); {DOCTOR}.")
    # Retried already (Store._guard): what is left is the folder's own state, which doctor examines.
    return UserError(f"The store in {where} failed ({type(err).__name__}: {str(err)[:160]}); {DOCTOR}.")


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


def open_store(settings: Settings) -> Store:
    """The store for the configured embeddings, without loading the embedding model."""
    from assistant.embeddings import embedding_model_id

    return Store(settings, embedding_model_id(settings))

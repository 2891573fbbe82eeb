"""``paperchat doctor``: examine a data folder, say in sentences what is wrong, rebuild what can be.

A store can lose parts a re-ingest never rewrites: the vector index (a deleted segment
folder: every chunk is still listed, no question can be answered, and a re-ingest finds
every paper unchanged), the catalog of papers whose chunks are stored, the BM25 cache.
Doctor checks each part against the others and, with ``--repair``, rebuilds the store
in a new folder from what is still readable (chunk texts are embedded again) and swaps
it in, keeping the replaced parts under ``<data>/backups/<time>/``. A database that
cannot be read at all is moved aside; the source files its catalog recorded are then
ingested again by the caller (``ui.commands.doctor``: ``assistant`` never imports
``ingest``).
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import sqlite3
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from assistant.errors import UserError
from assistant.records import CatalogEntry, Paper, SourceRecord
from assistant.settings import Settings
from assistant.store import Store, exact_cache_file, forget_client
from assistant.store_file import SQLITE_NAME, database_problem
from assistant.store_sync import write_lock

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection
    from langchain_core.embeddings import Embeddings

Progress = Callable[[int, int, str], None]
_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_PAGE = 2000


@dataclass
class Finding:
    """One thing wrong, as a sentence, and which repair fixes it ("" when none can)."""

    problem: str
    repair: str = ""  # "rebuild", "catalog", "bm25", "orphans", "reingest" or ""


@dataclass
class Checkup:
    folder: Path
    facts: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    orphans: list[Path] = field(default_factory=list)
    missing_papers: dict[str, list[StoredPiece]] = field(default_factory=dict)

    @property
    def healthy(self) -> bool:
        return not self.findings


@dataclass(frozen=True)
class StoredPiece:
    """What a chunk without a catalog entry tells of its paper: enough to list it again."""

    title: str
    kind: str
    position: int
    text: str


def examine(settings: Settings, model_id: str) -> Checkup:
    """Every check, read-only: the database file, each collection's vectors, catalog against chunks, BM25, stray files."""
    checkup = Checkup(settings.data_dir)
    if settings.chroma_url:
        raise UserError("`paperchat doctor` checks an embedded store; unset PAPERCHAT_CHROMA_URL to check a data folder.")
    folder = settings.data_dir
    if folder.exists() and not folder.is_dir():
        raise UserError(f"The data folder {folder} is a file; set PAPERCHAT_DATA_DIR to a folder.")
    if not (settings.chroma_dir / SQLITE_NAME).exists():
        _no_database(settings, checkup)
        return checkup
    problem = database_problem(settings.chroma_dir, deep=True)
    if problem:
        files = recorded_sources(settings)
        how = f"its catalog names {len(files)} source file(s) to ingest again" if files else "no catalog can be read from it"
        checkup.findings.append(Finding(f"The database {problem}; {how}.", "reingest"))
        return checkup
    store = Store(settings, model_id)
    _check_collections(store, checkup)
    _check_catalog(store, checkup)
    _check_bm25(settings, store, checkup)
    _check_orphans(settings, checkup)
    return checkup


def _no_database(settings: Settings, checkup: Checkup) -> None:
    leftovers = [p for p in settings.chroma_dir.glob("*") if p.is_dir()] if settings.chroma_dir.is_dir() else []
    if leftovers:
        checkup.orphans.extend(leftovers)
        checkup.findings.append(
            Finding(
                f"{settings.chroma_dir} has {len(leftovers)} index folder(s) but no {SQLITE_NAME}: the catalog and texts "
                "are gone; ingest the papers again (repair moves the leftovers to the backups).",
                "orphans",
            )
        )
    else:
        checkup.facts.append(f"There is no store in {settings.data_dir} yet; add papers with `paperchat ingest PATH`.")


def _check_collections(store: Store, checkup: Checkup) -> None:
    prefix = f"{store.settings.collection}_"
    for collection in store.client.list_collections():
        if not collection.name.startswith(prefix):
            continue
        count = collection.count()
        unreadable = _unreadable_vectors(collection, count)
        checkup.facts.append(f"{collection.name}: {count} records.")
        if unreadable:
            checkup.findings.append(
                Finding(
                    f"The vector index of {collection.name} is missing or incomplete ({unreadable} of {count} records have "
                    "no readable vector), so questions fail; repair embeds the stored texts again.",
                    "rebuild",
                )
            )


def _unreadable_vectors(collection: Collection, count: int) -> int:
    """How many records' vectors cannot be read, counted record by record.

    Chroma fails a whole read when any one vector in it is missing, so a failed page is
    split in halves until each failing part is one record: a page of 2,000 with 187
    records still in Chroma's log (readable) counts 1,813, not 2,000.
    """
    unreadable = 0
    for offset in range(0, count, _PAGE):
        ids = collection.get(limit=_PAGE, offset=offset, include=[])["ids"]  # ids alone never touch the vector index
        unreadable += _unreadable_among(collection, list(ids))
    return unreadable


def _unreadable_among(collection: Collection, ids: list[str]) -> int:
    """Records of ``ids`` whose vector cannot be read: one read when all can, halves when one fails."""
    if not ids:
        return 0
    try:
        got = collection.get(ids=ids, include=["embeddings"])
        embeddings = got.get("embeddings")
        return len(ids) - (0 if embeddings is None else len(embeddings))
    except Exception:  # noqa: BLE001 - any failure to read means some of these vectors are not there
        if len(ids) == 1:
            return 1
        half = len(ids) // 2
        return _unreadable_among(collection, ids[:half]) + _unreadable_among(collection, ids[half:])


def _check_catalog(store: Store, checkup: Checkup) -> None:
    entries = {e.paper_id: e for e in store.all_entries()}
    chunks_per_paper: Counter[str] = Counter()
    pieces: dict[str, list[StoredPiece]] = {}
    for chunk in store.iter_chunks():
        chunks_per_paper[chunk.paper_id] += 1
        if chunk.paper_id not in entries and chunk.kind == "abstract":
            pieces.setdefault(chunk.paper_id, []).append(StoredPiece(chunk.title, chunk.kind, chunk.position, chunk.text))
    checkup.facts.append(f"The catalog lists {len(entries)} papers; chunks belong to {len(chunks_per_paper)}.")
    empty = sorted(pid for pid, e in entries.items() if e.chunk_count and not chunks_per_paper[pid])
    if empty:
        files = sorted({s.file for pid in empty for s in entries[pid].sources.values()})
        checkup.findings.append(
            Finding(
                f"{len(empty)} catalogued paper(s) have no chunks ({', '.join(empty[:3])}); ingest their files again: "
                + ", ".join(files[:3])
                + ("…" if len(files) > 3 else "")
                + ".",
            )
        )
    uncatalogued = sorted(set(chunks_per_paper) - set(entries))
    if uncatalogued:
        checkup.missing_papers = {pid: pieces.get(pid, []) for pid in uncatalogued}
        checkup.findings.append(
            Finding(
                f"{len(uncatalogued)} paper(s) have chunks but no catalog entry ({', '.join(uncatalogued[:3])}): an ingest "
                "was interrupted (run it again) or the catalog lost them (repair lists them again from their chunks).",
                "catalog",
            )
        )


def _check_bm25(settings: Settings, store: Store, checkup: Checkup) -> None:
    folder = settings.data_dir / "bm25" / settings.collection
    if not folder.exists():
        checkup.facts.append("No BM25 cache yet; the first question builds it.")
        return
    try:
        saved = json.loads((folder / "ids.json").read_text())
        generation = saved["generation"]
    except (OSError, ValueError, KeyError, TypeError):
        checkup.findings.append(
            Finding(f"The BM25 cache in {folder} is unreadable; repair deletes it (the next question rebuilds it).", "bm25")
        )
        return
    fresh = generation == store.generation()
    checkup.facts.append("The BM25 cache is current." if fresh else "The BM25 cache is stale; the next question rebuilds it.")


def _check_orphans(settings: Settings, checkup: Checkup) -> None:
    known = _segment_ids(settings.chroma_dir / SQLITE_NAME)
    stray = [p for p in settings.chroma_dir.iterdir() if p.is_dir() and _UUID.match(p.name) and p.name not in known]
    backups = settings.data_dir / "backups"  # what an earlier repair set aside is kept, not stray
    stray += [p for p in settings.data_dir.rglob("*.tmp") if not p.is_relative_to(backups)]
    if stray:
        checkup.orphans.extend(stray)
        checkup.findings.append(
            Finding(
                f"{len(stray)} file(s) or folder(s) belong to nothing in the store ({', '.join(p.name for p in stray[:3])}); "
                "repair moves them to the backups.",
                "orphans",
            )
        )


def _segment_ids(database: Path) -> set[str]:
    connection = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return {row[0] for row in connection.execute("SELECT id FROM segments")}
    finally:
        connection.close()


def vector_segment_folder(settings: Settings, collection: str) -> Path:
    """The folder of ``collection``'s vector index: what the repair drill deletes to lose every vector."""
    connection = sqlite3.connect(f"{(settings.chroma_dir / SQLITE_NAME).resolve().as_uri()}?mode=ro", uri=True)
    try:
        row = connection.execute(
            "SELECT s.id FROM segments s JOIN collections c ON c.id = s.collection WHERE c.name = ? AND s.scope = 'VECTOR'",
            (collection,),
        ).fetchone()
    finally:
        connection.close()
    if row is None:
        raise UserError(f"The store in {settings.data_dir} has no collection {collection}.")
    return settings.chroma_dir / row[0]


def recorded_sources(settings: Settings) -> list[str]:
    """The source files the catalog recorded, read straight from the database file (which Chroma may refuse)."""
    query = (
        "SELECT m.string_value FROM embedding_metadata m JOIN embeddings e ON e.id = m.id "
        "JOIN segments s ON s.id = e.segment_id JOIN collections c ON c.id = s.collection "
        "WHERE c.name = ? AND m.key = 'chroma:document'"
    )
    files: set[str] = set()
    try:
        connection = sqlite3.connect(f"{(settings.chroma_dir / SQLITE_NAME).resolve().as_uri()}?mode=ro", uri=True)
        try:
            for (document,) in connection.execute(query, (f"{settings.collection}_catalog",)):
                with contextlib.suppress(ValueError, KeyError, TypeError):  # skip one unreadable entry, read the rest
                    files.update(s.file for s in CatalogEntry.from_json(document).sources.values())
        finally:
            connection.close()
    except sqlite3.Error:
        pass  # nothing readable: the caller says so
    return sorted(files)


# --- repair -----------------------------------------------------------------------


def repair(settings: Settings, model_id: str, checkup: Checkup, embeddings: Embeddings, progress: Progress) -> list[str]:
    """Fix what ``checkup`` found that can be fixed; returns a sentence per thing done.

    The store is rebuilt in a new folder and swapped in; everything replaced is moved to
    ``<data>/backups/<time>/`` first, so a repair never loses what it replaced.
    """
    repairs = {f.repair for f in checkup.findings}
    backup = settings.data_dir / "backups" / time.strftime("%Y%m%d-%H%M%S")
    done: list[str] = []
    store = None if "reingest" in repairs else Store(settings, model_id)
    with write_lock(settings.data_dir, settings.write_wait):
        if "reingest" in repairs:
            _move(settings.chroma_dir, backup)
            done.append(f"Moved the unreadable store to {backup / settings.chroma_dir.name}.")
        if store is not None and "catalog" in repairs:
            restored = _restore_entries(store, checkup.missing_papers)
            done.append(f"Listed {restored} paper(s) in the catalog again from their stored chunks.")
        if store is not None and "rebuild" in repairs:
            _rebuild(settings, model_id, store, embeddings, backup, progress)
            done.append(f"Rebuilt the store with every vector embedded again; the old one is in {backup / 'chroma'}.")
        if "bm25" in repairs or "rebuild" in repairs:
            bm25 = settings.data_dir / "bm25"
            if bm25.exists():
                _move(bm25, backup)
                done.append("Set the BM25 cache aside; the next question builds it again.")
        if "rebuild" in repairs:  # the rebuilt store keeps its generation token, so caches keyed on it must go
            exact = exact_cache_file(settings).parent
            if exact.exists():
                _move(exact, backup)
        if "orphans" in repairs:
            for path in checkup.orphans:
                if path.exists():
                    _move(path, backup / "orphans")
            done.append(f"Moved {len(checkup.orphans)} stray file(s) or folder(s) to {backup / 'orphans'}.")
        if store is not None:
            store.mark_changed()  # a running app reopens the store it had open
    return done


def _restore_entries(store: Store, missing: dict[str, list[StoredPiece]]) -> int:
    """A catalog entry for each paper known only by its chunks: title and abstract from its abstract chunks."""
    entries = []
    for pid, pieces in missing.items():
        ordered = sorted(pieces, key=lambda p: p.position)
        title = ordered[0].title if ordered else pid
        abstract = " ".join(p.text.split("\n\n", 1)[-1] for p in ordered) or None
        paper = Paper(title=title, abstract=abstract)
        count = sum(1 for _ in store.iter_chunks({"paper_id": pid}))
        entries.append(CatalogEntry(paper, {"abstract": SourceRecord("(restored by paperchat doctor)", "", count)}))
    store.put_entries(entries)
    return len(entries)


def _rebuild(settings: Settings, model_id: str, old: Store, embeddings: Embeddings, backup: Path, progress: Progress) -> None:
    """Copy every collection into a fresh store, embedding chunk texts again; swap it in, keep the old one."""
    staging = settings.data_dir / "rebuild.tmp"
    shutil.rmtree(staging, ignore_errors=True)
    fresh = Store(settings.model_copy(update={"data_dir": staging}), model_id)
    for collection in old.client.list_collections():
        if collection.name.startswith(f"{settings.collection}_"):
            target = fresh.client.get_or_create_collection(
                collection.name, embedding_function=None, metadata=collection.metadata or None
            )
            embed = embeddings if collection.name == old.chunks.name else None
            _copy(collection, target, embed, progress)
    forget_client(fresh.client)
    forget_client(old.client)
    _move(settings.chroma_dir, backup)
    (staging / "chroma").rename(settings.chroma_dir)
    shutil.rmtree(staging, ignore_errors=True)


def _copy(source: Collection, target: Collection, embeddings: Embeddings | None, progress: Progress) -> None:
    """Every record of ``source`` into ``target``; vectors embedded again from the text, or read back, or zeros."""
    total = source.count()
    for offset, page in _pages(source, total):
        ids, documents, metadatas = page["ids"], page.get("documents"), page.get("metadatas")
        if embeddings is not None:
            vectors = np.asarray(embeddings.embed_documents([d or "" for d in documents or []]), dtype=np.float32)
        else:
            vectors = _vectors_or_zeros(source, ids)
        target.upsert(ids=ids, embeddings=vectors, documents=documents, metadatas=metadatas)
        progress(min(offset + len(ids), total), total, source.name)


def _pages(collection: Collection, total: int) -> Iterator[tuple[int, Any]]:
    for offset in range(0, total, _PAGE):
        yield offset, collection.get(limit=_PAGE, offset=offset, include=["documents", "metadatas"])


def _vectors_or_zeros(collection: Collection, ids: list[str]) -> np.ndarray:
    """The stored vectors of records that are looked up by id only (catalog, topics); zeros when lost."""
    try:
        got = collection.get(ids=ids, include=["embeddings"])
        vectors = got.get("embeddings")
        if vectors is not None and len(vectors) == len(ids) and list(got["ids"]) == list(ids):
            return np.asarray(vectors, dtype=np.float32)
    except Exception:  # noqa: BLE001 - a lost index: these vectors carry nothing, zeros serve
        pass
    return np.zeros((len(ids), 1), dtype=np.float32)


def _move(path: Path, backup: Path) -> None:
    backup.mkdir(parents=True, exist_ok=True)
    target = backup / path.name
    n = 1
    while target.exists():
        target = backup / f"{path.name}.{n}"
        n += 1
    shutil.move(str(path), str(target))

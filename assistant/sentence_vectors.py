"""Sentence vectors computed at ingest, so an extractive answer encodes only its question.

Scoring a question's candidate sentences used to encode 40-50 sentences per answer,
about 85% of its time. Ingest now encodes each chunk's quotable sentences (the exact
strings ``assistant.quotable.quotable_in`` yields, encoded one by one as question time
did, so scores are unchanged) and keeps them in a Chroma collection of their own, one
record per chunk: next to the chunks, so a SIGKILLed ingest and a ``chroma run`` server
behave as the chunks do. A record holds, per sentence, an 8-byte hash of its text and
its float16 vector; a lookup matches on the hash, so a stale or missing record can only
cost an encoding (old stores answer as before, just slower), never a wrong vector.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from assistant.quotable import quotable_in

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection
    from langchain_core.embeddings import Embeddings

    from assistant.records import Chunk
    from assistant.store import Store

T = TypeVar("T")
VERSION = 4  # bumped when what is stored changes: ingest then recomputes every record (2: a table row is one unit;
# 3: an abstract split in overlapping parts is read whole without repeating the overlap; 4: a sentence ends after
# "tasks." or "RL." before a capital, which Punkt had read as abbreviations)
_HASH = 8  # bytes of blake2b per sentence: collisions among a few sentences are out of reach
_DIM_KEY, _VECTORS_KEY = "dim", "vectors"
Table = Mapping[bytes, np.ndarray]  # sentence hash -> unit vector (float32)


def sentence_key(sentence: str) -> bytes:
    """What a stored sentence is found by: a hash of its exact text."""
    return hashlib.blake2b(sentence.encode("utf-8"), digest_size=_HASH).digest()


class SentenceVectors:
    """The ``<collection>_sentences`` collection of one store: per chunk, its sentences' vectors."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._collection: Collection | None = None
        self._opened = -1  # the store's reopen count when the collection was fetched

    @property
    def collection(self) -> Collection:
        if self._collection is None or self._opened != self._store.reopened:  # another process wrote: the store reopened
            self._opened = self._store.reopened
            name = f"{self._store.settings.collection}_sentences"
            # The records are looked up by id only; the one-number embedding Chroma requires stays unused.
            self._collection = self._store.client.get_or_create_collection(
                name, embedding_function=None, configuration={"hnsw": {"space": "l2"}}
            )
        return self._collection

    def _call(self, call: Callable[[], T]) -> T:
        """One Chroma call through the store's guard: it follows other processes' writes first (``call`` reads
        ``self.collection`` when it runs, so a reopened client is used) and says a failure in one sentence."""
        return self._store._guard(call)  # the store's one rule for calling Chroma

    def put(self, chunks: Sequence[Chunk], embeddings: Embeddings) -> None:
        """Encode every quotable sentence of ``chunks`` (one encoder call) and store them per chunk."""
        chunks = list({c.chunk_id: c for c in chunks}.values())
        if not chunks:
            return
        sentences = [_quotable(c) for c in chunks]
        _add_whole_abstract_sentences(chunks, sentences)
        flat = [s for group in sentences for s in group]
        vectors = np.asarray(embeddings.embed_documents(flat), dtype=np.float32).reshape(len(flat), -1)
        records, start = [], 0
        for group in sentences:
            records.append(_pack(group, vectors[start : start + len(group)]))
            start += len(group)
        ids = [c.chunk_id for c in chunks]
        self._call(
            lambda: self.collection.upsert(
                ids=ids,
                embeddings=np.array([[_spread(cid)] for cid in ids], dtype=np.float32),
                metadatas=[{"paper_id": c.paper_id, **record} for c, record in zip(chunks, records, strict=True)],
            )
        )

    def missing(self, chunk_ids: Iterable[str]) -> set[str]:
        """Those of ``chunk_ids`` that have no stored sentence vectors (new chunks, or a store from before)."""
        ids = list(dict.fromkeys(chunk_ids))
        if not ids:
            return set()
        return set(ids) - set(self._call(lambda: self.collection.get(ids=ids, include=[]))["ids"])

    def delete(self, chunk_ids: Iterable[str]) -> None:
        ids = list(chunk_ids)
        if ids:
            self._call(lambda: self.collection.delete(ids=ids))

    def lookup(self, chunk_ids: Iterable[str]) -> dict[bytes, np.ndarray]:
        """Every stored sentence vector of ``chunk_ids``, by sentence hash (one Chroma read)."""
        ids = list(dict.fromkeys(chunk_ids))
        if not ids:
            return {}
        result = self._call(lambda: self.collection.get(ids=ids, include=["metadatas"]))
        table: dict[bytes, np.ndarray] = {}
        for meta in result.get("metadatas") or []:
            if meta:
                table.update(_unpack(meta))
        return table


def vectors_for(sentences: Sequence[str], tables: Iterable[Table], embeddings: Embeddings) -> np.ndarray:
    """The sentences' vectors [n, dim]: looked up in the ``tables`` (each source's), the rest encoded in one call."""
    stored: dict[bytes, np.ndarray] = {}
    for table in {id(t): t for t in tables}.values():  # sources of one search share one table
        stored.update(table)
    keys = [sentence_key(s) for s in sentences]
    todo = [i for i, key in enumerate(keys) if key not in stored]
    encoded = np.asarray(embeddings.embed_documents([sentences[i] for i in todo]), dtype=np.float32) if todo else None
    if encoded is not None and len(todo) == len(sentences):
        return encoded
    dim = next(iter(stored.values())).shape[0] if stored else 0
    out = np.zeros((len(sentences), dim), dtype=np.float32)
    for i, key in enumerate(keys):
        if key in stored:
            out[i] = stored[key]
    if encoded is not None:
        out[todo] = encoded
    return out


def _quotable(chunk: Chunk) -> list[str]:
    """What an answer may quote of the chunk; an abstract's title too (a paper without an abstract offers it)."""
    sentences = quotable_in(chunk.text, chunk.kind)
    title = chunk.text.split("\n\n", 1)[0].strip() if chunk.kind == "abstract" else ""
    return [*sentences, title] if title and title not in sentences else sentences


def whole_abstract(texts: Sequence[str]) -> str:
    """The text of an abstract split for the encoder, read whole: its title, then every part's body in order,
    each said once. The parts overlap (``ingest.chunking``): joined as they are, the sentence at a split was
    printed twice in an answer."""
    title = texts[0].split("\n\n", 1)[0]
    body = ""
    for text in texts:
        part = text.split("\n\n", 1)[-1]
        body = f"{body} {part[_overlap(body, part) :].lstrip()}" if body else part
    return title + "\n\n" + body


_MIN_OVERLAP = 12  # characters: a shorter match of one part's end and the next one's start may be chance ("rounds.")


def _overlap(before: str, after: str) -> int:
    """The length of the longest end of ``before`` that ``after`` starts with (0 below ``_MIN_OVERLAP``)."""
    for size in range(min(len(before), len(after)), _MIN_OVERLAP - 1, -1):
        if before.endswith(after[:size]):
            return size
    return 0


def _add_whole_abstract_sentences(chunks: Sequence[Chunk], sentences: list[list[str]]) -> None:
    """A sentence cut by an abstract's split exists only in the abstract read whole: its first part stores it."""
    parts: dict[str, list[int]] = {}
    for index, chunk in enumerate(chunks):
        if chunk.kind == "abstract":
            parts.setdefault(chunk.paper_id, []).append(index)
    for indexes in parts.values():
        if len(indexes) < 2:
            continue
        indexes.sort(key=lambda i: chunks[i].position)
        known = {s for i in indexes for s in sentences[i]}
        whole = quotable_in(whole_abstract([chunks[i].text for i in indexes]), "abstract")
        sentences[indexes[0]].extend(s for s in whole if s not in known)


def _pack(sentences: list[str], vectors: np.ndarray) -> dict[str, str | int]:
    """One chunk's record: hashes and float16 vectors, base64 in one metadata string (Chroma keeps no bytes)."""
    hashes = b"".join(sentence_key(s) for s in sentences)
    payload = hashes + vectors.astype("<f2").tobytes()
    return {_DIM_KEY: int(vectors.shape[1]) if len(sentences) else 0, _VECTORS_KEY: base64.b64encode(payload).decode("ascii")}


def _unpack(meta: Mapping[str, object]) -> dict[bytes, np.ndarray]:
    dim = int(str(meta.get(_DIM_KEY, 0)))
    payload = base64.b64decode(str(meta.get(_VECTORS_KEY, "")))
    if not dim or not payload:
        return {}
    count = len(payload) // (_HASH + 2 * dim)
    vectors = np.frombuffer(payload, dtype="<f2", offset=count * _HASH, count=count * dim).reshape(count, dim)
    vectors = vectors.astype(np.float32)
    vectors /= np.clip(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12, None)  # float16 rounding off the unit sphere
    return {payload[i * _HASH : (i + 1) * _HASH]: vectors[i] for i in range(count)}


def _spread(chunk_id: str) -> float:
    """A number per record for the embedding Chroma insists on, spread so its index stays well formed."""
    return int.from_bytes(hashlib.blake2b(chunk_id.encode(), digest_size=4).digest(), "little") / 2**32

"""Hybrid retrieval: dense (Chroma) + BM25, fused by reciprocal rank, then diversified.

Topic questions keep one chunk per paper so an answer draws on several papers;
questions scoped to one paper (AskPDF) use MMR so the sources are not five copies of
the same overlapping passage.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

import numpy as np

from assistant.catalog_index import CatalogCache
from assistant.lexical import LexicalIndex
from assistant.mmr import mmr
from assistant.paper_filter import Admitted, FilterTable
from assistant.quotable import table_asked, table_label
from assistant.records import StoredChunk
from assistant.sentence_vectors import SentenceVectors, whole_abstract
from assistant.settings import Settings
from assistant.store import Store

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

Method = Literal["hybrid", "dense", "bm25"]
RRF_K = 5  # small: the top of each ranking counts most (tuned on the seed question set; see benchmarks/)
BM25_WEIGHT = 0.7
CANDIDATES = 40
OVERFETCH = 4  # a wide scope first looks at this many times CANDIDATES unfiltered neighbours
OVERFETCH_MAX = 1000  # or more, as many as its share of the papers needs to hold CANDIDATES, up to this
OVERFETCH_MIN_PAPERS = 500  # scopes this wide are filtered after the search, not inside Chroma
MMR_LAMBDA = 0.7


@dataclass
class Scope:
    """What a question may draw on: one paper, or the topic narrowed by date and tags."""

    paper_id: str | None = None
    date_from: str | None = None  # ISO dates, inclusive
    date_to: str | None = None
    tags: list[str] = field(default_factory=list)

    @property
    def is_paper(self) -> bool:
        return self.paper_id is not None


@dataclass(frozen=True)
class Retrieved:
    """One retrieved chunk with its fused rank score, its cosine to the question and its vector.

    ``parts``: the chunk ids whose text it holds (a split abstract read whole holds all its
    parts); ``sentences``: their sentence vectors stored at ingest, by sentence hash.
    """

    chunk: StoredChunk
    score: float
    dense: float
    vector: np.ndarray
    parts: tuple[str, ...] = ()
    sentences: Mapping[bytes, np.ndarray] = field(default_factory=dict)

    @property
    def chunk_id(self) -> str:
        return self.chunk.chunk_id

    @property
    def paper_id(self) -> str:
        return self.chunk.paper_id

    @property
    def text(self) -> str:
        return self.chunk.text

    @property
    def page(self) -> int | None:
        return self.chunk.page_start


_BUILD_LOCK = threading.Lock()


class Retriever:
    """Searches one store; the BM25 index is loaded or rebuilt when the store changed."""

    def __init__(self, settings: Settings, store: Store, embeddings: Embeddings) -> None:
        self.settings = settings
        self.store = store
        self.embeddings = embeddings
        self._lexical: LexicalIndex | None = None
        self._generation: str | None = None
        self._table: FilterTable | None = None
        self.sentence_vectors = SentenceVectors(store)
        self.catalog = CatalogCache(store)  # what catalog answers read, kept per store generation
        self.stored_sentences = True  # False: answers encode their sources' sentences (the benchmarks' baseline)

    def search(
        self, query: str, k: int = 6, scope: Scope | None = None, method: Method = "hybrid", vector: np.ndarray | None = None
    ) -> list[Retrieved]:
        """``vector``: the query's embedding when the caller has it already (it is not computed twice)."""
        scope = scope or Scope()
        generation = self.store.generation()  # read once: each read is a Chroma call
        allowed = self.allowed_papers(scope, generation)
        if allowed is not None and not allowed:
            return []
        if vector is None:
            vector = np.asarray(self.embeddings.embed_query(query), dtype=np.float32)
        ranked: list[list[str]] = []
        if method in ("hybrid", "dense"):
            ranked.append(self._dense(vector, allowed))
        if method in ("hybrid", "bm25"):
            lexical = self.lexical(generation)
            ranked.append([cid for cid, _ in lexical.search(query, CANDIDATES, _chunks_of(lexical, allowed))])
        fused = _rrf(ranked, [1.0, BM25_WEIGHT] if method == "hybrid" else [1.0])
        if scope.is_paper:
            asked = table_asked(query)
            ranked_here = _one_table(self._load(list(fused), fused, vector), asked)
            picked = _with_their_tables(_mmr(ranked_here, k), ranked_here)
            if asked and scope.paper_id:
                picked += self._table_named(scope.paper_id, asked, picked, vector)
            return self.with_sentences(_distinct(self.whole_abstracts(picked, generation)))
        return self.with_sentences(self.whole_abstracts(self._one_per_paper(_few_tables(fused), vector, k), generation))

    def with_sentences(self, items: list[Retrieved]) -> list[Retrieved]:
        """``items`` with the stored vectors of their sentences (one read for all), so answers encode none."""
        if not self.stored_sentences:
            return items
        table = self.sentence_vectors.lookup(cid for item in items for cid in item.parts or (item.chunk_id,))
        return [replace(item, sentences=table) for item in items]

    def lexical(self, generation: str | None = None) -> LexicalIndex:
        """The BM25 index for the store as it is now, or at ``generation`` just read (cached on disk per store generation)."""
        generation = self.store.generation() if generation is None else generation
        if self._lexical is not None and generation == self._generation:
            return self._lexical
        with _BUILD_LOCK:  # the app asks from many threads: build and save the index once
            folder = self.settings.data_dir / "bm25" / self.settings.collection
            index = LexicalIndex.load(folder, generation)
            if index is None:
                index = self._build_lexical()
                with contextlib.suppress(OSError):  # a read-only data folder still answers; it rebuilds next time
                    index.save(folder, generation)
            self._lexical, self._generation = index, generation
        return index

    def _build_lexical(self) -> LexicalIndex:
        ids, texts, papers = [], [], []
        for chunk in self.store.iter_chunks():
            ids.append(chunk.chunk_id)
            texts.append(chunk.text)
            papers.append(chunk.paper_id)
        return LexicalIndex.build(ids, texts, papers)

    def whole_abstracts(self, items: list[Retrieved], generation: str | None = None) -> list[Retrieved]:
        """An abstract split for the encoder is read whole: the answer may sit in the other part."""
        papers = [i.paper_id for i in items if i.chunk.kind == "abstract"]
        if not papers:
            return items
        # The BM25 index of this generation lists every chunk, so the parts are read by id: a Chroma
        # filter on paper_id scanned its metadata (~17 ms a search at 100k chunks; by id ~2 ms).
        ids = [cid for cid in self.lexical(generation).chunk_ids_of(papers) if cid.rsplit(":", 2)[1] == "abstract"]
        parts: dict[str, list[tuple[int, str, str]]] = {}
        for chunk, _vector in self.store.get_chunks(ids).values():
            if chunk.kind == "abstract":
                parts.setdefault(chunk.paper_id, []).append((chunk.position, chunk.text, chunk.chunk_id))
        return [_read_whole(item, sorted(parts.get(item.paper_id, []))) for item in items]

    def _dense(self, vector: np.ndarray, allowed: Admitted | set[str] | None) -> list[str]:
        if allowed is None:
            return [cid for cid, _ in self.store.nearest(vector, CANDIDATES)]
        if len(allowed) >= OVERFETCH_MIN_PAPERS and isinstance(allowed, Admitted):
            # A "$in" over thousands of ids costs Chroma ~0.1 s per 5k ids; most of a wide
            # scope is usually among the nearest few hundred, so look there first.
            # A tag admitting a fifth of the papers needs ~5x CANDIDATES neighbours to keep CANDIDATES.
            wanted = max(CANDIDATES * OVERFETCH, min(OVERFETCH_MAX, int(1.5 * CANDIDATES / max(allowed.share, 1e-9))))
            hits = self.store.nearest(vector, wanted)
            kept = [cid for cid, _ in hits if paper_of(cid) in allowed]
            if len(kept) >= CANDIDATES or len(hits) < wanted:
                return kept[:CANDIDATES]
        papers = allowed.ids() if isinstance(allowed, Admitted) else allowed
        return [cid for cid, _ in self.store.nearest(vector, CANDIDATES, {"paper_id": {"$in": sorted(papers)}})]

    def allowed_papers(self, scope: Scope, generation: str) -> Admitted | set[str] | None:
        """The papers the scope admits, or None for "all" (no filter needed)."""
        if scope.paper_id:
            return {self.store.find_entry(scope.paper_id).paper_id}
        if not (scope.date_from or scope.date_to or scope.tags):
            return None
        return self._filter_table(generation).admit(scope.date_from, scope.date_to, scope.tags)

    def _filter_table(self, generation: str) -> FilterTable:
        """Every paper's id, date and tags, re-read only when the store changed.

        Reading the whole catalog costs ~0.8 s per 10k papers; every catalog write renews
        the store generation, so caching on it is exact.
        """
        if self._table is None or self._table.generation != generation:
            self._table = FilterTable.read(generation, self.store.all_entries())
        return self._table

    def _one_per_paper(self, fused: dict[str, float], vector: np.ndarray, k: int) -> list[Retrieved]:
        """The best chunk of each of the ``k`` best papers, best first, loading only those chunks.

        The paper is read off the chunk id (``Chunk.chunk_id``), so of the ~80 fused candidates
        only the ~k that are kept are read from Chroma; a chunk removed since the BM25 index
        was read gives way to the next chunk of its paper in a further round.
        """
        picked: list[Retrieved] = []
        pending = list(fused)
        while pending and len(picked) < k:
            wanted: dict[str, str] = {}  # paper -> its best pending chunk
            for cid in pending:
                if len(wanted) == k - len(picked):
                    break
                wanted.setdefault(paper_of(cid), cid)
            loaded = self._load(list(wanted.values()), fused, vector)
            picked.extend(loaded)
            done = {item.paper_id for item in picked}
            tried = set(wanted.values())
            pending = [cid for cid in pending if cid not in tried and paper_of(cid) not in done]
        return sorted(picked, key=lambda item: -fused[item.chunk_id])

    def _table_named(self, paper_id: str, label: str, picked: list[Retrieved], vector: np.ndarray) -> list[Retrieved]:
        """The caption and rows of the table a question names ("In Table 1, what LC does GRPO + Prompt get?") that
        were not picked: search ranks a table by its words, and another table of the same measures outranked it."""
        have = {item.chunk_id for item in picked}
        named = [
            chunk.chunk_id
            for chunk in self.store.iter_chunks({"paper_id": paper_id})  # texts only: vectors of the named table's alone
            if chunk.kind in ("caption", "table") and chunk.chunk_id not in have and table_label(chunk.text) == label
        ]
        floor = min((item.score for item in picked), default=0.0)
        return [Retrieved(chunk, floor, float(array @ vector), array) for chunk, array in self.store.get_chunks(named).values()]

    def _load(self, ids: list[str], fused: dict[str, float], vector: np.ndarray) -> list[Retrieved]:
        stored = self.store.get_chunks(ids)
        found = []
        for cid in ids:
            if cid not in stored:
                continue  # removed since the BM25 index was read
            chunk, array = stored[cid]
            found.append(Retrieved(chunk, fused[cid], float(array @ vector), array))
        return found


def _chunks_of(lexical: LexicalIndex, allowed: Admitted | set[str] | None) -> np.ndarray | None:
    """The BM25 scope: the index's chunks of the admitted papers (None: every chunk)."""
    if allowed is None:
        return None
    if isinstance(allowed, Admitted):
        return lexical.admitted_chunks(allowed.table.ids, allowed.mask)
    return lexical.papers_chunks(allowed)


def _rrf(rankings: list[list[str]], weights: list[float]) -> dict[str, float]:
    """Weighted reciprocal rank fusion, best first."""
    scores: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights):
        for rank, cid in enumerate(ranking):
            scores[cid] = scores.get(cid, 0.0) + weight / (RRF_K + rank + 1)
    return dict(sorted(scores.items(), key=lambda item: item[1], reverse=True))


def paper_of(chunk_id: str) -> str:
    """The paper a chunk id belongs to: ids are "<paper id>:<kind>:<hash>" (``Chunk.chunk_id``)."""
    return chunk_id.rsplit(":", 2)[0]


def _read_whole(item: Retrieved, pieces: list[tuple[int, str, str]]) -> Retrieved:
    """``item`` with the text of its whole abstract when the abstract was split in ``pieces``."""
    if item.chunk.kind != "abstract" or len(pieces) < 2:
        return item
    text = whole_abstract([t for _, t, _ in pieces])
    return replace(item, chunk=item.chunk.with_text(text), parts=tuple(cid for _, _, cid in pieces))


def covers(item: Retrieved) -> frozenset[str]:
    """The chunk ids whose text ``item`` holds (an abstract read whole holds all its parts)."""
    return frozenset(item.parts or (item.chunk_id,))


def _distinct(items: list[Retrieved]) -> list[Retrieved]:
    """Each text once: the two parts of one abstract, each read whole, are the same source."""
    seen: set[frozenset[str]] = set()
    kept = []
    for item in items:
        if covers(item) not in seen:
            seen.add(covers(item))
            kept.append(item)
    return kept


#: A table's rows hold the question's names and numbers without answering it ("Qwen2.5-7B: Standard
#: 9.8; Lookahead 26.5"): several tables would take the place of the passage that does. Across papers
#: only the best table chunk found is kept; inside one paper, every chunk of the best table (``_one_table``),
#: and another table is quoted when it holds the paper's best sentence (``Assistant._best_sentence_first``).
MAX_TABLES = 1


def _few_tables(fused: dict[str, float]) -> dict[str, float]:
    """The ranking with at most MAX_TABLES table chunks, the best ranked."""
    kept: dict[str, float] = {}
    tables = 0
    for cid, score in fused.items():
        if cid.rsplit(":", 2)[1] == "table":
            tables += 1
            if tables > MAX_TABLES:
                continue
        kept[cid] = score
    return kept


def _one_table(found: list[Retrieved], asked: str | None = None) -> list[Retrieved]:
    """Inside one paper, one table's chunks and no other table's: the one the question names (``asked``), else the
    best ranked. A long table is stored as several chunks (``ingest.chunking.table_chunks``), and the row that
    answers may be in any of them. A piece that does not open with the table's name (a row longer than a chunk,
    cut) cannot be told apart and is kept."""
    labels = [label for item in found if item.chunk.kind == "table" and (label := table_label(item.text))]
    if not labels:
        return found
    keep = asked or labels[0]
    return [item for item in found if item.chunk.kind != "table" or table_label(item.text) in (None, keep)]


def _with_their_tables(picked: list[Retrieved], ranked: list[Retrieved]) -> list[Retrieved]:
    """The picked passages, and after them the rows of each table whose caption was picked but rows were not: a
    caption says what a table measures ("Table 2: ... localization accuracy (%)"), its rows hold the values, and
    the two are far apart for diversity (``_mmr``) only because they are the same table."""
    labels = {table_label(item.text) for item in picked if item.chunk.kind == "caption"} - {None}
    rows = [item for item in ranked if item.chunk.kind == "table" and item not in picked and table_label(item.text) in labels]
    return picked + rows


def _mmr(found: list[Retrieved], k: int) -> list[Retrieved]:
    """Maximal marginal relevance on fused rank (scaled to the best) and chunk-to-chunk cosine."""
    if not found:
        return []
    relevance = np.array([item.score for item in found])
    picked = mmr(relevance / relevance.max(), np.stack([item.vector for item in found]), k, MMR_LAMBDA)
    return [found[i] for i in picked]

"""Cited summaries: one paper (its PDF when ingested, else its abstract) or a whole topic.

A paper summary takes the passages closest to the paper's centre (its mean chunk
vector), spread out by MMR and kept in reading order. A topic overview groups papers
into themes by their tags (or, for untagged corpora, by clustering their vectors).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import numpy as np
from langchain_core.embeddings import Embeddings

from assistant.citations import Citation, Source, quotable_sentences
from assistant.lexical import tokenize
from assistant.mmr import mmr
from assistant.records import CatalogEntry
from assistant.retrieval import Retrieved
from assistant.store import Store

PAPER_PASSAGES = 8
CENTRAL_WEIGHT = 0.6  # MMR weight of closeness to the paper's centre against difference
THEME_PAPERS = 5
MAX_THEMES = 8
_KEY_SENTENCE = re.compile(r"\b(we (propose|introduce|present|develop|study|show|find)|this (paper|work|survey))\b", re.I)


def paper_sources(store: Store, entry: CatalogEntry) -> list[Source]:
    """Central, mutually different passages of the paper, numbered in reading order."""
    kind = "pdf" if "pdf" in entry.sources else "abstract"
    where = {"$and": [{"paper_id": entry.paper_id}, {"kind": kind}]}
    ids = [chunk.chunk_id for chunk in store.iter_chunks(where)]
    stored = store.get_chunks(ids)
    items = sorted(
        (Retrieved(chunk, 0.0, 0.0, vector) for chunk, vector in stored.values()),
        key=lambda r: r.chunk.position,
    )
    chosen = _central(items, PAPER_PASSAGES)
    return [Source(n, item, entry.paper) for n, item in enumerate(chosen, 1)]


def _central(items: list[Retrieved], k: int) -> list[Retrieved]:
    if len(items) <= k:
        return items
    vectors = np.stack([i.vector for i in items])
    relevance = vectors @ vectors.mean(axis=0)
    # The opening passage (title, abstract) always frames a summary.
    picked = mmr(relevance, vectors, k, CENTRAL_WEIGHT, first=0)
    return [replace(items[i], dense=float(relevance[i])) for i in sorted(picked)]


def extractive_paper_summary(
    entry: CatalogEntry, sources: list[Source], embeddings: Embeddings
) -> tuple[str, list[Citation]]:
    """One sentence per passage: the one closest to the paper's centre."""
    lines = [f"Summary of {entry.paper.title} (extractive: its most central sentences, quoted):", ""]
    citations = []
    centre = np.mean([s.item.vector for s in sources], axis=0) if sources else None
    for source in sources:
        sentences = quotable_sentences(source)
        if not sentences or centre is None:
            continue
        vectors = np.asarray(embeddings.embed_documents(sentences), dtype=np.float32)
        best = sentences[int((vectors @ centre).argmax())]
        citation = Citation(source.n, source, best)
        page = f" (p. {citation.page})" if citation.page is not None else ""
        lines.append(f"- {best} [{source.n}]{page}")
        citations.append(citation)
    if not citations:
        lines.append("- The catalog holds only the title of this paper; ingest its PDF or abstract for a summary.")
    return "\n".join(lines), citations


def topic_themes(store: Store, entries: list[CatalogEntry]) -> tuple[str, list[tuple[str, list[Source]]]]:
    """(topic name, [(theme, sources)]) with up to five newest papers per theme."""
    topic = Counter(e.paper.topic for e in entries if e.paper.topic).most_common(1)
    topic_name = topic[0][0] if topic else "the indexed papers"
    tagged = sum(1 for e in entries if e.paper.tags)
    groups = _by_tags(entries, topic_name) if entries and tagged >= 0.6 * len(entries) else _by_clusters(store, entries)
    themes = []
    number = 1
    for theme, members in groups[:MAX_THEMES]:
        members = sorted(members, key=lambda e: e.paper.date or "", reverse=True)[:THEME_PAPERS]
        chunks = _abstract_chunks(store, [m.paper_id for m in members])
        sources = []
        for entry in members:
            if entry.paper_id in chunks:
                sources.append(Source(number, chunks[entry.paper_id], entry.paper))
                number += 1
        if sources:
            themes.append((theme, sources))
    return topic_name, themes


def _by_tags(entries: list[CatalogEntry], topic: str) -> list[tuple[str, list[CatalogEntry]]]:
    """Each paper joins its most common specific tag (the topic tag and near-universal tags skipped)."""
    counts = Counter(t for e in entries for t in set(e.paper.tags))
    generic = {topic} | {t for t, c in counts.items() if c > 0.5 * len(entries)}
    groups: dict[str, list[CatalogEntry]] = {}
    for entry in entries:
        specific = [t for t in entry.paper.tags if t not in generic and counts[t] >= 2]
        theme = max(specific, key=lambda t: counts[t]) if specific else "Other"
        groups.setdefault(theme, []).append(entry)
    ordered = sorted(groups.items(), key=lambda item: (item[0] == "Other", -len(item[1])))
    return ordered


def _by_clusters(store: Store, entries: list[CatalogEntry]) -> list[tuple[str, list[CatalogEntry]]]:
    """k-means on abstract vectors, each cluster named by its most distinctive title words."""
    chunks = _abstract_chunks(store, [e.paper_id for e in entries])
    members = [e for e in entries if e.paper_id in chunks]
    if not members:
        return []
    vectors = np.stack([chunks[e.paper_id].vector for e in members])
    k = max(1, min(MAX_THEMES, len(members) // 4))
    labels = _kmeans(vectors, k)
    overall = Counter(w for e in members for w in set(tokenize(e.paper.title)))
    groups = []
    for cluster in range(k):
        inside = [e for e, label in zip(members, labels) if label == cluster]
        if not inside:
            continue
        words = Counter(w for e in inside for w in set(tokenize(e.paper.title)))
        distinctive = sorted(words, key=lambda w: words[w] * words[w] / overall[w], reverse=True)[:3]
        groups.append((", ".join(distinctive).title() or "Other", inside))
    return sorted(groups, key=lambda g: -len(g[1]))


def _kmeans(vectors: np.ndarray, k: int, rounds: int = 20) -> np.ndarray:
    rng = np.random.default_rng(0)
    centres = vectors[rng.choice(len(vectors), size=k, replace=False)]
    labels = np.zeros(len(vectors), dtype=int)
    for _ in range(rounds):
        labels = (vectors @ centres.T).argmax(axis=1)
        for c in range(k):
            if (labels == c).any():
                centre = vectors[labels == c].mean(axis=0)
                centres[c] = centre / max(np.linalg.norm(centre), 1e-9)
    return labels


def _abstract_chunks(store: Store, paper_ids: list[str]) -> dict[str, Retrieved]:
    """The first abstract chunk of each paper."""
    if not paper_ids:
        return {}
    where = {"$and": [{"paper_id": {"$in": paper_ids}}, {"kind": "abstract"}, {"position": 0}]}
    ids = [chunk.chunk_id for chunk in store.iter_chunks(where)]
    return {chunk.paper_id: Retrieved(chunk, 0.0, 0.0, vector) for chunk, vector in store.get_chunks(ids).values()}


def key_sentence(source: Source) -> str:
    """The sentence saying what the paper does ("we propose ..."), else its first sentence."""
    sentences = quotable_sentences(source)
    if not sentences:
        return ""
    return next((s for s in sentences if _KEY_SENTENCE.search(s)), sentences[0])


def extractive_topic_summary(
    topic: str, themes: list[tuple[str, list[Source]]], total: int
) -> tuple[str, list[Citation]]:
    lines = [f"Overview of {topic}: {total} papers, grouped by theme (extractive: each paper's key sentence, quoted).", ""]
    citations = []
    for theme, sources in themes:
        lines.append(f"{theme} ({len(sources)} papers shown)")
        for source in sources:
            sentence = key_sentence(source)
            text = f"{source.paper.title}: {sentence}" if sentence else source.paper.title
            lines.append(f"- {text} [{source.n}]")
            citations.append(Citation(source.n, source, sentence or source.paper.title))
        lines.append("")
    return "\n".join(lines).rstrip(), citations

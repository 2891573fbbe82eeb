"""The catalog as of one store generation, read once per generation, and which papers hold each word.

A catalog question ("how many papers on X", "the newest on X") read every catalog entry
and tokenised each one's title, abstract and tags per question: 1.8 s of one answer at
1.5k papers. Every catalog write renews the store generation (``Store.generation``), so
a snapshot kept until the generation changes answers exactly as a fresh read would.
"""

from __future__ import annotations

import threading
from functools import cached_property

import numpy as np

from assistant.lexical import tokenize
from assistant.records import Paper
from assistant.store import Store


class CatalogWords:
    """Every paper in catalog order, and for each word the rows of the papers whose tags, title or abstract hold it."""

    def __init__(self, generation: str, papers: list[Paper]) -> None:
        self.generation = generation
        self.papers = papers

    @cached_property
    def _rows(self) -> dict[str, np.ndarray]:
        """Built on the first question that names a subject; arrays, so 100k papers stay tens of MB."""
        found: dict[str, list[int]] = {}
        for row, paper in enumerate(self.papers):
            for word in set(tokenize(" ".join([paper.title, paper.abstract or "", *paper.tags]), decimals=False)):
                found.setdefault(word, []).append(row)
        return {word: np.array(rows, dtype=np.int32) for word, rows in found.items()}

    def holding(self, words: list[str]) -> list[Paper]:
        """Papers whose tags, title or abstract hold every one of ``words``, newest first (all of them for none)."""
        rows = np.arange(len(self.papers))
        for word in sorted(set(words), key=lambda w: len(self._rows.get(w, ()))):
            rows = np.intersect1d(rows, self._rows.get(word, np.empty(0, dtype=np.int32)), assume_unique=True)
        found = [self.papers[int(row)] for row in rows]  # ascending rows: catalog order, as the sort below expects
        return sorted(found, key=lambda p: p.date or "", reverse=True)


class CatalogCache:
    """The store's ``CatalogWords``, re-read only when the store's generation changed (shared by the app's threads)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._lock = threading.Lock()
        self._words: CatalogWords | None = None

    def current(self) -> CatalogWords:
        generation = self.store.generation()
        with self._lock:
            if self._words is None or self._words.generation != generation:
                self._words = CatalogWords(generation, [e.paper for e in self.store.all_entries()])
            return self._words

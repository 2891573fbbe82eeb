"""Maximal marginal relevance: the one diversity rule retrieval and summaries share.

Relevance alone picks five overlapping copies of one passage; MMR trades a little
relevance for difference from what is already picked.
"""

from __future__ import annotations

import numpy as np


def mmr(relevance: np.ndarray, vectors: np.ndarray, k: int, weight: float, first: int | None = None) -> list[int]:
    """Indexes of up to ``k`` items, each maximising ``weight * relevance - (1 - weight) * similarity``.

    ``vectors`` are unit rows, so similarity is their cosine to the closest item picked.
    ``first`` is picked first whatever its score (default: the most relevant).
    """
    if not len(relevance):
        return []
    picked = [int(relevance.argmax()) if first is None else first]
    while len(picked) < min(k, len(relevance)):
        similarity = (vectors @ vectors[picked].T).max(axis=1)
        value = weight * relevance - (1 - weight) * similarity
        value[picked] = -np.inf
        picked.append(int(value.argmax()))
    return picked

"""BM25 top-k among the chunks a scope admits: the same as ranking every admitted chunk by hand.

``LexicalIndex.search`` ranks only the positive scores (``lexical.top_k``) instead of running
bm25s's top-k over every chunk's score; these tests compare it with a brute-force reference
over the allowed chunks, on an index built so that many chunks tie.
"""

from __future__ import annotations

import numpy as np
import pytest

from assistant.lexical import LexicalIndex, tokenize, top_k


def _reference(scores: np.ndarray, k: int) -> list[int]:
    """Every positive score, best first, equal scores in row order, cut at k (a Python sort, no numpy selection)."""
    ranked = sorted((row for row in range(len(scores)) if scores[row] > 0), key=lambda row: (-float(scores[row]), row))
    return ranked[:k]


@pytest.mark.parametrize("seed", range(20))
def test_top_k_is_the_reference_order_with_ties_and_zeros(seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 400))
    # A few distinct values so most ranks tie, and many zeros (what a scope mask leaves).
    scores = rng.choice(np.array([0, 0, 0, 0.5, 1.25, 2.0, 3.5], dtype=np.float32), size=n)
    for k in (1, 5, 40, n, n + 10):
        assert list(top_k(scores, k)) == _reference(scores, k)


def test_top_k_of_no_positive_score_is_empty() -> None:
    assert list(top_k(np.zeros(10, dtype=np.float32), 5)) == []
    assert list(top_k(np.array([], dtype=np.float32), 5)) == []
    assert list(top_k(np.array([1.0, 2.0], dtype=np.float32), 0)) == []


def _tied_index() -> tuple[LexicalIndex, list[str]]:
    """60 chunks of 12 papers; the texts repeat every 6 chunks, so equal BM25 scores abound."""
    texts = [
        "reward model for reinforcement learning",
        "reinforcement learning from human feedback",
        "retrieval augmented generation",
        "reward hacking in reinforcement learning agents",
        "graph neural networks",
        "learning rate schedules",
    ]
    ids = [f"paper-{n % 12}:abstract:{n:04d}" for n in range(60)]
    papers = [cid.split(":")[0] for cid in ids]
    return LexicalIndex.build(ids, [texts[n % 6] for n in range(60)], papers), papers


@pytest.mark.parametrize("query", ["reinforcement learning reward", "learning", "graph networks", "generation"])
@pytest.mark.parametrize("k", [1, 3, 7, 40])
def test_scoped_search_equals_ranking_every_allowed_chunk(query: str, k: int) -> None:
    index, papers = _tied_index()
    table = np.array(sorted(set(papers)), dtype=object)
    admitted = np.array([int(pid.split("-")[1]) in (0, 1, 4, 5, 9, 10) for pid in table])  # half the papers: a "tag"
    mask = index.admitted_chunks(table, admitted)
    assert mask.sum() == 30
    scores = index.model.get_scores([t for t in tokenize(query) if t in index.model.vocab_dict])
    allowed = np.where(mask, scores, 0)  # the unmasked scores, kept only for allowed chunks
    expected = [(index.ids[row], float(scores[row])) for row in _reference(allowed, k)]
    found = index.search(query, k, mask)
    assert found == expected
    assert all(mask[index.ids.index(cid)] for cid, _ in found)
    assert len({score for _, score in found}) < len(found) or len(found) <= 1  # the query really ties
    # Without a mask: the same reference over every chunk.
    assert index.search(query, k) == [(index.ids[row], float(scores[row])) for row in _reference(scores, k)]


def test_a_mask_admitting_nothing_finds_nothing() -> None:
    index, _ = _tied_index()
    assert index.search("reinforcement learning", 5, np.zeros(len(index.ids), dtype=bool)) == []

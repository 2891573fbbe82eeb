"""Extractive answers: the question's best sentences from the sources, each cited.

The offline default. Sentences are ranked by cosine to the question plus word
overlap, near-duplicates are dropped, and the survivors are grouped by paper so the
answer reads paper by paper rather than as a list of chunks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
from langchain_core.embeddings import Embeddings

from assistant.citations import Citation, Source, quotable_sentences
from assistant.lexical import tokenize

HEADER = "Extractive answer (sentences quoted from the papers; no language model was used):"
MAX_SENTENCES = 5
PER_SOURCE = 2
REDUNDANT = 0.85
RELATIVE_FLOOR = 0.7  # a sentence must score at least this share of the best one
_QUANTITY = re.compile(r"\b(how (much|many|large|long|fast|often)|by how|what (is|was|were) the (accuracy|rate|score|number|ratio)|what (accuracy|percentage|rate|score|size|ratio)|which (score|accuracy))\b", re.I)
_NUMBER = re.compile(r"\d")


@dataclass
class Picked:
    source: Source
    sentence: str
    score: float
    order: int  # position of the sentence in its source, to keep reading order


def pick_sentences(
    question: str, question_vector: np.ndarray, sources: list[Source], embeddings: Embeddings
) -> list[Picked]:
    """The most relevant, non-redundant sentences; at most two per source."""
    candidates = [(src, i, s) for src in sources for i, s in enumerate(quotable_sentences(src))]
    if not candidates:
        return []
    vectors = np.asarray(embeddings.embed_documents([s for _, _, s in candidates]), dtype=np.float32)
    words = set(tokenize(question))
    scores = vectors @ question_vector
    if words:
        overlap = np.array([len(words & set(tokenize(s))) / len(words) for _, _, s in candidates])
        scores = scores + 0.25 * overlap
    if _QUANTITY.search(question):  # "how much / what accuracy": the sentence with the number
        scores = scores + 0.1 * np.array([bool(_NUMBER.search(s)) for _, _, s in candidates])
    picked: list[Picked] = []
    chosen: list[int] = []
    per_source: dict[int, int] = {}
    best = float(scores.max())
    for index in np.argsort(-scores):
        source, order, sentence = candidates[index]
        if len(picked) == MAX_SENTENCES or scores[index] < RELATIVE_FLOOR * best:
            break
        if per_source.get(source.n, 0) >= PER_SOURCE:
            continue
        if chosen and float((vectors[chosen] @ vectors[index]).max()) > REDUNDANT:
            continue
        picked.append(Picked(source, sentence, float(scores[index]), order))
        chosen.append(int(index))
        per_source[source.n] = per_source.get(source.n, 0) + 1
    return picked


def compose(picked: list[Picked]) -> str:
    """Bullets grouped by paper (best paper first), sentences in reading order, each cited."""
    by_paper: dict[str, list[Picked]] = {}
    for item in picked:
        by_paper.setdefault(item.source.item.paper_id, []).append(item)
    lines = [HEADER, ""]
    for items in by_paper.values():
        for item in sorted(items, key=lambda p: (p.source.n, p.order)):
            lines.append(f"- {item.sentence} [{item.source.n}]")
    return "\n".join(lines)


def extractive_answer(
    question: str, question_vector: np.ndarray, sources: list[Source], embeddings: Embeddings
) -> tuple[str, list[Citation]] | None:
    """The answer's body and citations (the first sentence quoted of each cited source); None when no sentence qualifies."""
    picked = pick_sentences(question, question_vector, sources, embeddings)
    if not picked:
        return None
    quotes: dict[int, str] = {}
    for item in picked:
        quotes.setdefault(item.source.n, item.sentence)
    return compose(picked), [Citation(s.n, s, quotes[s.n]) for s in sources if s.n in quotes]

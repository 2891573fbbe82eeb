"""One paper's sentences as the answer code reads them, for tests of which sentence an answer quotes first."""

from __future__ import annotations

import numpy as np

from assistant.citations import Source
from assistant.extractive import Candidates, extractive_answer
from assistant.lexical import tokenize
from assistant.records import Paper
from assistant.retrieval import Retrieved
from assistant.store import StoredChunk

TITLE = "PaSa: An LLM Agent for Paper Search"


def one_paper(sentences: list[str], title: str = TITLE) -> Candidates:
    """One paper's sentences with equal closeness to any question (zero vectors): only the words decide."""
    chunk = StoredChunk("c", "p", "pdf", 0, " ".join(sentences), page_start=3)
    source = Source(1, Retrieved(chunk, 1.0, 1.0, np.zeros(4)), Paper(title))
    rows = [(source, n, s) for n, s in enumerate(sentences)]
    words = [frozenset(tokenize(s)) for s in sentences]
    return Candidates(rows, np.zeros((len(sentences), 4), dtype=np.float32), words, np.zeros(len(sentences)))


def quoted(question: str, closer: str, answering: str, title: str = TITLE) -> list[str]:
    """The bullets of the answer to ``question`` from a paper of two sentences, ``closer`` to the question (closeness
    0.9) than ``answering`` (0.7), not redundant with each other."""
    candidates = one_paper([closer, answering], title)
    candidates.vectors[:] = [[0.9, 0.436, 0.0, 0.0], [0.7, 0.0, 0.714, 0.0]]
    composed = extractive_answer(question, np.eye(4)[0], [candidates.rows[0][0]], candidates)
    assert composed is not None
    return [line for line in composed[0].splitlines() if line.startswith("- ")]

"""Synthetic papers for the scale benchmark: real sentences recombined, vectors without the encoder.

Embedding 100,000 chunks with the real encoder would take about an hour on this
machine, so each synthetic abstract is 4-8 real sentences drawn from a pool, and its
vector is the normalised sum of those sentences' real MiniLM vectors. Texts and
vectors thus live in the same space as real questions (queries still use the real
encoder), BM25 sees realistic vocabulary, and only the pool (a few hundred
sentences) is ever encoded.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

from assistant.sentences import split_sentences

POOL_SIZE = 800
TAGS = ("reinforcement learning", "alignment", "reasoning", "agents", "theory")  # one each, in turn: a tag admits 1/5
FILE_PAPERS = 5000  # papers per generated JSONL file: keeps each catalog lookup small
ROW_TOPICS = ("reward models", "policy optimization", "reasoning chains", "preference data", "tool use")


class WordHashEmbeddings(Embeddings):
    """A 384-dimension unit vector per text (its words hashed and summed): what the store and
    the pipeline see at 50k-100k rows, without the encoder's half hour."""

    model_id = "word-hash-384"  # the name a store built with it records

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self.embed_query(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        vector = np.zeros(384, dtype=np.float32)
        for word in text.lower().split():
            vector[int(hashlib.blake2b(word.encode(), digest_size=4).hexdigest(), 16) % 384] += 1.0
        return (vector / (np.linalg.norm(vector) or 1.0)).tolist()


def write_rows(path: Path, count: int, start: int = 0) -> Path:
    """``count`` generated papers as JSONL: distinct titles, abstracts and arXiv ids."""
    with path.open("w", encoding="utf-8") as handle:
        for n in range(start, start + count):
            topic = ROW_TOPICS[n % len(ROW_TOPICS)]
            row = {
                "arxiv_id": f"9{n // 100000:03d}.{n % 100000:05d}",
                "title": f"Scaled study {n} of {topic}",
                "authors": "A. Author, B. Author",
                "abstract": f"We study {topic} at scale {n}. Our method improves {topic} by a margin on benchmark {n % 97}.",
                "digest_date": f"2025-{1 + n % 12:02d}-15",
            }
            handle.write(json.dumps(row) + "\n")
    return path


def sentence_pool(abstracts: list[str], size: int = POOL_SIZE, seed: int = 7) -> list[str]:
    """Distinct mid-length sentences from real abstracts."""
    found = {s for text in abstracts for s in split_sentences(text) if 40 <= len(s) <= 300 and _plain(s)}
    pool = sorted(found)
    random.Random(seed).shuffle(pool)
    return pool[:size]


def _plain(sentence: str) -> bool:
    """No LaTeX or markup the metadata reader would rewrite (the text must stay the registered key)."""
    return sentence.isascii() and not any(c in sentence for c in "$\\{}_^~&%#<>")


class SyntheticEmbeddings(Embeddings):
    """Vectors for registered synthetic texts (chunks, titles, pool sentences), never from the encoder.

    Ingest also stores each chunk's sentence vectors (``assistant.sentence_vectors``): a
    pool sentence gets its own real vector, a title the vector of the sentence it is cut from.
    """

    def __init__(self, pool_vectors: np.ndarray, pool: list[str] | None = None) -> None:
        self.pool = np.asarray(pool_vectors, dtype=np.float32)
        self.sentences = pool or []
        self.parts: dict[str, tuple[int, ...]] = {s: (i,) for i, s in enumerate(self.sentences)}

    def register(self, text: str, sentence_ids: tuple[int, ...]) -> None:
        self.parts[text] = sentence_ids

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        vectors = np.stack([self.pool[list(self._parts_of(t))].sum(axis=0) for t in texts])
        return (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).tolist()

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]

    def _parts_of(self, text: str) -> tuple[int, ...]:
        """A registered text's pool sentences; else those it holds or is part of (the splitter may join or
        cut them); else the pool sentence sharing most words with it (never the encoder)."""
        if text in self.parts:
            return self.parts[text]
        held = tuple(i for i, sentence in enumerate(self.sentences) if sentence in text or text in sentence)
        if held:
            return held
        if not self.sentences:
            raise KeyError(text)  # no pool to draw from: an unregistered text is an error
        words = set(text.lower().split())
        return (max(range(len(self.sentences)), key=lambda i: len(words & set(self.sentences[i].lower().split()))),)


class PaperFactory:
    """Writes batches of synthetic papers as corpus-style JSONL and registers their vectors."""

    def __init__(self, pool: list[str], embeddings: SyntheticEmbeddings, seed: int = 11) -> None:
        self.pool = pool
        self.embeddings = embeddings
        self.random = random.Random(seed)
        self.made = 0

    def write(self, count: int, folder: Path) -> list[Path]:
        """``count`` new papers in files of at most FILE_PAPERS lines."""
        folder.mkdir(parents=True, exist_ok=True)
        files = []
        for start in range(0, count, FILE_PAPERS):
            path = folder / f"synthetic_{self.made:06d}.jsonl"
            rows = [self._paper() for _ in range(min(FILE_PAPERS, count - start))]
            path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
            files.append(path)
        return files

    def _paper(self) -> dict[str, object]:
        number = self.made
        self.made += 1
        ids = tuple(self.random.sample(range(len(self.pool)), self.random.randint(4, 8)))
        title = f"Synthetic study {number}: " + " ".join(self.pool[ids[0]].split()[:6])
        abstract = " ".join(self.pool[i] for i in ids)
        self.embeddings.register(f"{title}\n\n{abstract}", ids)
        self.embeddings.register(title, ids[:1])
        month = 1 + number % 12
        return {
            "arxiv_id": f"9{number // 100000:03d}.{number % 100000:05d}",
            "title": title,
            "authors": "A. Author, B. Author",
            "link": "",
            "abstract": abstract,
            "digest_date": f"2025-{month:02d}-15",
            "tags": [TAGS[number % len(TAGS)]],
        }

"""The plain RAG baseline, built the way a LangChain tutorial builds it.

Each paper's title and abstract become a ``Document``; ``RecursiveCharacterTextSplitter``
cuts them into 1,000-character chunks (200 overlap, the tutorial defaults) and
``langchain_chroma.Chroma`` indexes them with the same local MiniLM embeddings
paperchat uses, so the comparison isolates retrieval, not the encoder. Queries are plain
``similarity_search``: no BM25, no fusion, no diversification.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import TYPE_CHECKING

from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings

if TYPE_CHECKING:
    from assistant.store import Store

CHUNK_CHARS = 1000
OVERLAP_CHARS = 200
BATCH = 512  # documents per add_documents call, so the progress bar moves


class TutorialBaseline:
    """An in-memory langchain_chroma index over (title, text) papers."""

    def __init__(self, papers: Iterable[tuple[str, str]], embeddings: Embeddings, progress: bool = True) -> None:
        import chromadb
        from chromadb.config import Settings as ChromaSettings
        from langchain_chroma import Chroma
        from langchain_text_splitters import RecursiveCharacterTextSplitter
        from tqdm import tqdm

        splitter = RecursiveCharacterTextSplitter(chunk_size=CHUNK_CHARS, chunk_overlap=OVERLAP_CHARS)
        docs = splitter.split_documents(
            [Document(page_content=f"{title}\n\n{text}", metadata={"title": title}) for title, text in papers]
        )
        client = chromadb.EphemeralClient(settings=ChromaSettings(anonymized_telemetry=False))
        self.store = Chroma(f"baseline-{uuid.uuid4().hex[:8]}", embeddings, client=client)
        for start in tqdm(range(0, len(docs), BATCH), desc="baseline: embedding 1,000-char chunks", disable=not progress):
            self.store.add_documents(docs[start : start + BATCH])
        self.chunks = len(docs)

    def ranked_titles(self, question: str, k: int = 20) -> list[str]:
        """Titles of the top-k chunks, best first (a paper may appear more than once)."""
        return [doc.metadata["title"] for doc in self.store.similarity_search(question, k=k)]


def papers_of(store: Store) -> list[tuple[str, str]]:
    """(title, abstract) of every catalogued paper with an abstract: the same text paperchat indexes."""
    return [(e.paper.title, e.paper.abstract) for e in store.all_entries() if e.paper.abstract]

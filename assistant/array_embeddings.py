"""The encoder interface every encoder here implements: langchain's ``Embeddings`` on top of one array call.

A module of its own so that the local and the remote encoder share it without importing
each other (``assistant.embeddings`` chooses between them), and without importing
langchain_core, which a cold ``paperchat ask`` would pay for and never use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

    _Base = Embeddings
else:
    _Base = object


class ArrayEmbeddings(_Base):
    """langchain's two calls on top of one ``embed_array``: what every encoder here implements."""

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_array(texts).tolist()

    def embed_query(self, text: str) -> list[float]:
        return self.embed_array([text])[0].tolist()

    def embed_array(self, texts: list[str]) -> np.ndarray:
        """Embeddings as a float32 array [n, dimension], in input order."""
        raise NotImplementedError

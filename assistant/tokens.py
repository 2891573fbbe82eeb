"""Token counting with cl100k_base: the unit chunk sizes are given in."""

from __future__ import annotations

from functools import lru_cache

import tiktoken


@lru_cache(maxsize=1)
def encoding() -> tiktoken.Encoding:
    """cl100k_base, loaded from the cache ``assistant.offline`` seeds (no download)."""
    return tiktoken.get_encoding("cl100k_base")


def count_tokens(text: str) -> int:
    return len(encoding().encode(text, disallowed_special=()))

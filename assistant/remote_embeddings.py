"""Embeddings from an OpenAI-compatible server, in concurrent batches, with backoff.

Why not langchain's ``OpenAIEmbeddings``: it sends one batch at a time, so a remote
server's round trip is paid once per batch, one after another; indexing a million
abstracts that way is bounded by latency, not by the server. Here a call is cut into
batches of at most ``PAPERCHAT_EMBED_REMOTE_BATCH`` texts (fewer, evenly, when a call is
too small to give every connection one) and ``PAPERCHAT_EMBED_CONCURRENCY`` of them are
in flight at once; the vectors come back in input order whatever order batches finish in.

Failures: a 429, a 5xx, a timeout or a dropped connection is retried with exponential
backoff and jitter (so parallel batches do not retry in lockstep); a ``Retry-After`` is
honoured by every batch, not just the one that received it, since the server asked the
client to slow down. Anything else, or the last retry, ends in one ``UserError``
sentence naming the fix; server text never reaches the user (OpenAI's 401 quotes the key).
Once retries ran out, calls in the next ``GIVE_UP_SECONDS`` fail at once with the same
sentence: ingest goes on to the next file after a failed one, and a folder of files would
otherwise wait through every retry again for each file.

Only the configured URL is contacted: no proxy from the environment, no redirects. The
store's model id stays ``openai:<model>``, as the earlier client recorded it.
"""

from __future__ import annotations

import base64
import logging
import math
import random
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import numpy as np

from assistant.array_embeddings import ArrayEmbeddings
from assistant.errors import UserError
from assistant.settings import Settings

log = logging.getLogger(__name__)

OPENAI_URL = "https://api.openai.com/v1"
BACKOFF_BASE = 0.5  # seconds before the first retry, doubled for each next one (tests shrink it)
BACKOFF_CAP = 30.0  # no computed wait is longer
MAX_RETRY_AFTER = 120.0  # a server asking for a longer pause gets a sentence instead of a hang
GIVE_UP_SECONDS = 30.0  # after retries ran out, calls fail at once for this long instead of retrying again
MIN_SPLIT = 16  # texts below which a call is not split further to fill the connections
PLACEHOLDER_KEY = "not-needed"  # keyless servers (text-embeddings-inference, Ollama) ignore it
_SERVER_FIX = "check PAPERCHAT_EMBEDDINGS_BASE_URL (or OPENAI_BASE_URL) and the server"


class _Retryable(Exception):
    """One request failed in a way another try may fix; ``final`` is said when none is left."""

    def __init__(self, final: str, wait: float | None = None) -> None:
        super().__init__(final)
        self.final = final
        self.wait = wait


class RemoteEmbeddings(ArrayEmbeddings):
    """``embed_documents`` / ``embed_query`` / ``embed_array`` over ``POST {url}/embeddings``."""

    def __init__(self, settings: Settings) -> None:
        self.model = settings.openai_embedding_model
        self.model_id = f"openai:{self.model}"  # what the store records, as before
        self.url = _checked_url(settings.embeddings_url or OPENAI_URL)
        self.shown_url = _shown(self.url)
        self.batch = settings.embed_remote_batch
        self.concurrency = settings.embed_concurrency
        self.retries = settings.embed_max_retries
        self.timeout = settings.llm_timeout
        self.requests = 0  # requests sent, retries included: what benchmarks and tests read
        self._pause = _SharedPause()
        self._count = threading.Lock()
        self._gave_up: tuple[float, str] | None = None  # (until when, the sentence) after retries ran out
        key = settings.openai_api_key.get_secret_value() or PLACEHOLDER_KEY
        self._client = httpx.Client(
            timeout=httpx.Timeout(self.timeout, connect=min(self.timeout, 10.0)),
            headers={"Authorization": f"Bearer {key}"},
            limits=httpx.Limits(max_connections=self.concurrency, max_keepalive_connections=self.concurrency),
            follow_redirects=False,  # a redirect could lead anywhere; only the configured URL is contacted
            trust_env=False,  # no proxy or netrc from the environment decides where texts go
        )

    def close(self) -> None:
        self._client.close()

    def embed_array(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors [n, dim] as float32, in input order; raises UserError when the server fails for good."""
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        gave_up = self._gave_up
        if gave_up is not None and time.monotonic() < gave_up[0]:
            raise UserError(gave_up[1])  # a folder of files, or questions in the app, fail at once, not after every retry again
        spans = batch_spans(len(texts), self.batch, self.concurrency)
        if len(spans) == 1:
            return self._with_retries(list(texts), threading.Event())
        parts = self._parallel([list(texts[start:end]) for start, end in spans])
        if len({p.shape[1] for p in parts}) != 1:
            raise UserError(f"The embeddings server returned vectors of different lengths; {_SERVER_FIX}.")
        return np.concatenate(parts)

    def _parallel(self, batches: list[list[str]]) -> list[np.ndarray]:
        """Each batch's vectors, ``concurrency`` requests at a time; the first batch that fails
        for good stops the others (queued ones never send, waiting ones wake) and is what is said."""
        failures: list[UserError] = []
        stop = threading.Event()

        def run(batch: list[str]) -> np.ndarray | None:
            try:
                return self._with_retries(batch, stop)
            except _Stopped:
                return None
            except UserError as err:
                failures.append(err)
                stop.set()
                return None

        with ThreadPoolExecutor(max_workers=min(self.concurrency, len(batches)), thread_name_prefix="embed") as pool:
            parts = list(pool.map(run, batches))
        if failures:
            raise failures[0]
        return [p for p in parts if p is not None]

    # -- one batch ------------------------------------------------------------------

    def _with_retries(self, texts: list[str], stop: threading.Event) -> np.ndarray:
        for attempt in range(self.retries + 1):
            self._pause.wait(stop)
            if stop.is_set():
                raise _Stopped
            try:
                return self._request(texts)
            except _Retryable as failure:
                if attempt == self.retries:
                    self._gave_up = (time.monotonic() + GIVE_UP_SECONDS, failure.final)
                    raise UserError(failure.final) from None
                wait = self._wait(failure, attempt)
                log.info("embeddings request failed; retry %d of %d in %.2f s", attempt + 1, self.retries, wait)
                stop.wait(wait)
        raise AssertionError("unreachable")  # the loop returns or raises

    def _wait(self, failure: _Retryable, attempt: int) -> float:
        """Retry-After as asked (and for every batch), else exponential backoff with full jitter."""
        if failure.wait is not None:
            if failure.wait > MAX_RETRY_AFTER:
                raise UserError(
                    f"The embeddings server asked to pause for {failure.wait:.0f} s (429); "
                    "ingest again later, or lower PAPERCHAT_EMBED_CONCURRENCY."
                ) from None
            self._pause.until(time.monotonic() + failure.wait)
            return failure.wait
        return random.uniform(0.5, 1.0) * min(BACKOFF_CAP, BACKOFF_BASE * 2**attempt)

    def _request(self, texts: list[str]) -> np.ndarray:
        with self._count:
            self.requests += 1
        body = {"model": self.model, "input": texts, "encoding_format": "base64"}
        try:
            response = self._client.post(f"{self.url}/embeddings", json=body)
        except httpx.TimeoutException:
            raise _Retryable(
                f"The embeddings server did not answer within {self.timeout:g} s, {self.retries + 1} times; "
                "raise PAPERCHAT_LLM_TIMEOUT, lower PAPERCHAT_EMBED_REMOTE_BATCH, or check the server."
            ) from None
        except httpx.TransportError:
            raise _Retryable(f"Cannot reach the embeddings server at {self.shown_url}; {_SERVER_FIX}, or start it.") from None
        _check_status(response, self)
        return _vectors(response, len(texts))


class _Stopped(Exception):
    """Another batch of the same call failed for good: this one gives up without sending."""


class _SharedPause:
    """A moment before which no batch sends: a server's Retry-After holds back every thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._until = 0.0

    def until(self, moment: float) -> None:
        with self._lock:
            self._until = max(self._until, moment)

    def wait(self, stop: threading.Event) -> None:
        with self._lock:
            left = self._until - time.monotonic()
        if left > 0:
            stop.wait(left)


def batch_spans(count: int, batch: int, concurrency: int) -> list[tuple[int, int]]:
    """(start, end) of each batch: at most ``batch`` texts, and ``concurrency`` batches of even size
    when a call is too small to fill them all (one ingest slice of 256 chunks: 4 requests of 64,
    not 2 of 128), but no smaller than MIN_SPLIT texts, where a request's overhead would dominate."""
    size = max(1, min(batch, max(math.ceil(count / concurrency), MIN_SPLIT)))
    return [(start, min(start + size, count)) for start in range(0, count, size)]


def _check_status(response: httpx.Response, client: RemoteEmbeddings) -> None:
    """Nothing for 200; a retry for 429 and 5xx; one sentence for the rest (never the server's text)."""
    status = response.status_code
    if status == 200:
        return
    if status == 429:
        raise _Retryable(
            f"The embeddings server kept rate-limiting (429) after {_retries(client.retries)}; lower "
            "PAPERCHAT_EMBED_CONCURRENCY or raise PAPERCHAT_EMBED_MAX_RETRIES, then ingest again.",
            _retry_after(response),
        )
    if status >= 500:
        raise _Retryable(
            f"The embeddings server failed ({status}) after {_retries(client.retries)}; retry later or check its logs.",
            _retry_after(response),
        )
    raise UserError(_refusal(status, client))


def _retries(count: int) -> str:
    return "1 retry" if count == 1 else f"{count} retries"


def _refusal(status: int, client: RemoteEmbeddings) -> str:
    if status in (401, 403):
        return f"The embeddings server rejected the API key ({status}); check OPENAI_API_KEY."
    if status == 404:
        return (
            f"The embeddings server at {client.shown_url} has no model '{client.model}' or no /embeddings endpoint (404); "
            "check PAPERCHAT_OPENAI_EMBEDDING_MODEL and the URL (it usually ends in /v1)."
        )
    return (
        f"The embeddings server refused a batch ({status}); check PAPERCHAT_OPENAI_EMBEDDING_MODEL, or lower "
        "PAPERCHAT_EMBED_REMOTE_BATCH to the server's limit."
    )


def _vectors(response: httpx.Response, expected: int) -> np.ndarray:
    """The response's vectors in input order; base64 (as asked) or lists (servers that ignore it)."""
    try:
        data: list[dict[str, Any]] = sorted(response.json()["data"], key=lambda item: int(item["index"]))
        rows = [_decode(item["embedding"]) for item in data]
        vectors = np.stack(rows) if rows else np.zeros((0, 0), dtype=np.float32)
    except (ValueError, KeyError, TypeError):
        raise UserError(f"The embeddings server sent a broken response; {_SERVER_FIX}.") from None
    if len(rows) != expected or vectors.ndim != 2:
        raise UserError(f"The embeddings server returned {len(rows)} vectors for {expected} texts; {_SERVER_FIX}.")
    return vectors


def _decode(embedding: object) -> np.ndarray:
    if isinstance(embedding, str):
        return np.frombuffer(base64.b64decode(embedding), dtype=np.float32)
    if isinstance(embedding, list):
        return np.asarray(embedding, dtype=np.float32)
    raise TypeError("embedding is neither base64 nor a list")


def _retry_after(response: httpx.Response) -> float | None:
    try:
        seconds = float(response.headers.get("retry-after", "").strip())
    except ValueError:
        return None
    return seconds if seconds >= 0 else None


def _checked_url(url: str) -> str:
    """The base URL without a trailing slash; one sentence for a URL that is not http(s)."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise UserError(
            f"The embeddings URL '{_shown(url)}' is not an http(s) URL; set PAPERCHAT_EMBEDDINGS_BASE_URL "
            "(or OPENAI_BASE_URL) like http://127.0.0.1:8080/v1."
        )
    return url.strip().rstrip("/")


def _shown(url: str) -> str:
    """The URL without user:password or query string, safe to show."""
    parts = urlsplit(url.strip())
    return urlunsplit((parts.scheme, parts.netloc.rsplit("@", 1)[-1], parts.path, "", "")) or "(no URL)"

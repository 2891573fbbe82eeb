"""A loopback OpenAI-compatible embeddings server with an artificial per-request latency.

What a remote embeddings service costs a client is mostly waiting: a round trip plus
the server's compute, per request. This server stands in for one (OpenAI, a
text-embeddings-inference box) on 127.0.0.1: each ``POST /v1/embeddings`` waits
``latency + per_input x inputs`` seconds (a sleep, so the 2 shared cores stay free for
the client being measured), then answers with a vector per input. It counts requests
and how many were in flight at once, so a benchmark or a test sees the concurrency the
client really achieved, not the one it was configured for.

Vectors hash each word into one of 384 buckets (like ``benchmarks.synthetic``'s
stand-in encoder): cheap, deterministic, and close for texts sharing words, so a store
built through this server still answers questions. ``encoding_format: base64`` is
honoured as OpenAI does; otherwise the vectors are JSON lists. Standard library and
numpy only.
"""

from __future__ import annotations

import base64
import json
import re
import threading
import zlib
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

import numpy as np

DIMENSION = 384
_WORD = re.compile(r"\w+")


@dataclass
class ServerStats:
    """What the server saw: requests, texts, and the most requests in flight at one moment."""

    requests: int = 0
    inputs: int = 0
    chars: int = 0  # characters of every text: what a per-token price or rate limit counts (about 4 a token)
    in_flight: int = 0
    max_in_flight: int = 0
    batch_sizes: list[int] = field(default_factory=list)


class EmbeddingsServer:
    """``with EmbeddingsServer(latency=0.1, per_input=0.001) as server: server.url`` (ends in /v1)."""

    def __init__(self, latency: float = 0.1, per_input: float = 0.0) -> None:
        self.latency = latency
        self.per_input = per_input
        self.stats = ServerStats()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        handler = type("_BoundHandler", (_Handler,), {"server_side": self})
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def reset(self) -> None:
        with self._lock:
            self.stats = ServerStats()

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def embed(self, texts: list[str]) -> np.ndarray:
        """Serve one request: wait as a remote server would, counted in flight, then the vectors."""
        with self._lock:
            stats = self.stats
            stats.requests += 1
            stats.inputs += len(texts)
            stats.chars += sum(map(len, texts))
            stats.batch_sizes.append(len(texts))
            stats.in_flight += 1
            stats.max_in_flight = max(stats.max_in_flight, stats.in_flight)
        try:
            self._stopping.wait(self.latency + self.per_input * len(texts))
            return np.stack([word_vector(t) for t in texts]) if texts else np.zeros((0, DIMENSION), np.float32)
        finally:
            with self._lock:
                stats.in_flight -= 1


def word_vector(text: str) -> np.ndarray:
    """A unit vector of the text's words hashed into DIMENSION buckets (crc32: fast and stable)."""
    vector = np.zeros(DIMENSION, dtype=np.float32)
    for word in _WORD.findall(text.lower()):
        vector[zlib.crc32(word.encode()) % DIMENSION] += 1.0
    norm = float(np.linalg.norm(vector))
    if norm == 0.0:
        vector[0] = norm = 1.0
    return vector / norm


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as a real server: the client reuses its connections
    server_side: EmbeddingsServer

    def log_message(self, format: str, *args: Any) -> None:
        """No access log on stderr: it would drown the benchmark's own output."""

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        if self.path.rstrip("/") != "/v1/embeddings":
            self._send(404, {"error": {"message": "Not found.", "type": "invalid_request_error"}})
            return
        inputs = body.get("input", [])
        texts = [inputs] if isinstance(inputs, str) else [str(t) for t in inputs]
        vectors = self.server_side.embed(texts)
        as_base64 = body.get("encoding_format") == "base64"
        data = [{"object": "embedding", "index": i, "embedding": _encoded(v, as_base64)} for i, v in enumerate(vectors)]
        usage = {"prompt_tokens": len(texts), "total_tokens": len(texts)}
        self._send(200, {"object": "list", "data": data, "model": body.get("model", ""), "usage": usage})

    def _send(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def _encoded(vector: np.ndarray, as_base64: bool) -> str | list[float]:
    if as_base64:
        return base64.b64encode(vector.astype(np.float32).tobytes()).decode("ascii")
    return [float(x) for x in vector]

"""A real OpenAI-compatible HTTP server on 127.0.0.1 for tests, standard library only.

The LLM path is tested end to end through the real openai client and ChatOpenAI, so
this server speaks the wire format they expect: chat completions as JSON or as SSE
``chat.completion.chunk`` events ending in ``data: [DONE]``, ``GET /v1/models`` and
``POST /v1/embeddings``. Faults (status codes, hangs, cut streams, malformed bodies) are
queued and consumed one request at a time, so a test can script "429 once, then OK".

Every request is recorded in ``requests`` with its headers, Authorization included so a
test can assert the key arrived; tests must never print those headers.
"""

from __future__ import annotations

import hashlib
import json
import re
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any

from http_servers import FakeServer

DEFAULT_MODEL = "test-model"
DEFAULT_ANSWER = "Hello from the fake OpenAI server."
EMBEDDING_DIM = 8

Script = Callable[[dict[str, Any]], str]


@dataclass
class _Fault:
    """One queued misbehaviour; ``times`` counts the requests it still applies to."""

    kind: str  # "status" | "hang" | "cut" | "malformed"
    times: int
    status: int = 500
    retry_after: float | None = None
    seconds: float = 0.0
    n_chunks: int = 0
    clean: bool = False


class FakeOpenAI(FakeServer):
    """An OpenAI-compatible server in a background thread; use as a context manager."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self._faults: deque[_Fault] = deque()
        self._script: Script = lambda _body: DEFAULT_ANSWER
        self._served: list[str] | None = None  # None: any model asked for is served
        self._asked: list[str] = []
        self._lock = threading.Lock()
        super().__init__(_Handler, "fake-openai")

    # -- scripting ---------------------------------------------------------------

    def reply_with(self, text: str) -> None:
        """Answer every following chat completion with ``text`` (until changed)."""
        self._script = lambda _body: text

    def reply_script(self, fn: Script) -> None:
        """Answer each chat completion with ``fn(request_body)``, for dynamic answers."""
        self._script = fn

    def fail_with(self, status: int, times: int = 1, retry_after: float | None = None) -> None:
        """Answer the next ``times`` requests with an OpenAI-style error of ``status``."""
        self._queue(_Fault("status", times, status=status, retry_after=retry_after))

    def hang(self, seconds: float, times: int = 1) -> None:
        """Sleep ``seconds`` before answering the next ``times`` requests (timeouts)."""
        self._queue(_Fault("hang", times, seconds=seconds))

    def cut_stream_after(self, n_chunks: int, times: int = 1, clean: bool = False) -> None:
        """Send ``n_chunks`` SSE chunks, then drop the connection without ``[DONE]``.

        ``clean=True`` ends the HTTP body properly instead (no finish_reason, no
        ``[DONE]``): the truncation the openai SDK does not notice by itself.
        """
        self._queue(_Fault("cut", times, n_chunks=n_chunks, clean=clean))

    def malformed(self, times: int = 1) -> None:
        """Send an invalid JSON body (or invalid SSE data) for the next ``times`` requests."""
        self._queue(_Fault("malformed", times))

    def serve_only(self, *models: str) -> None:
        """Serve just these models: others get OpenAI's 404 ``model_not_found``."""
        self._served = list(models)

    # -- lifecycle ---------------------------------------------------------------

    @property
    def url(self) -> str:
        """The OpenAI base URL (``…/v1``) once started, as OPENAI_BASE_URL takes it."""
        return f"{self.base}/v1" if self.base else ""

    @staticmethod
    def fixture(reply: str | None = None, scope: str = "function", name: str | None = None) -> Any:
        """A pytest fixture of a running server that answers ``reply`` (the default answer if
        None), fresh per ``scope``: ``server = FakeOpenAI.fixture(ANSWER)`` in a test module."""
        import pytest  # only here: the server itself is standard library only

        @pytest.fixture(scope=scope, name=name)  # type: ignore[call-overload]
        def server() -> Iterator[FakeOpenAI]:
            with FakeOpenAI() as fake:
                if reply is not None:
                    fake.reply_with(reply)
                yield fake

        return server

    # -- used by the handler -----------------------------------------------------

    def _queue(self, fault: _Fault) -> None:
        if fault.times > 0:
            with self._lock:
                self._faults.append(fault)

    def _take_fault(self) -> _Fault | None:
        """The fault for this request, if any, consuming one of its ``times``."""
        with self._lock:
            if not self._faults:
                return None
            fault = self._faults[0]
            fault.times -= 1
            if fault.times <= 0:
                self._faults.popleft()
            return fault

    def _record(self, method: str, path: str, headers: dict[str, str], body: Any) -> None:
        with self._lock:
            self.requests.append({"method": method, "path": path, "headers": headers, "body": body})
            model = body.get("model") if isinstance(body, dict) else None
            if isinstance(model, str) and model not in self._asked:
                self._asked.append(model)

    def _models(self) -> list[str]:
        """The model list: the served set, or test-model plus every model asked for."""
        if self._served is not None:
            return list(self._served)
        with self._lock:
            return [DEFAULT_MODEL] + [m for m in self._asked if m != DEFAULT_MODEL]

    def _serves(self, model: object) -> bool:
        return self._served is None or model in self._served

    def _answer(self, body: dict[str, Any]) -> str:
        return self._script(body)

    def _sleep(self, seconds: float) -> None:
        """Sleep that ends early when the server stops, so stop() never waits on it."""
        self._stopping.wait(seconds)


class _Handler(BaseHTTPRequestHandler):
    """Routes the three endpoints; faults are applied before normal handling."""

    protocol_version = "HTTP/1.1"  # chunked SSE, so a cut stream is detectably incomplete
    fake: FakeOpenAI

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the default stderr access log (it would clutter pytest output)."""

    def do_GET(self) -> None:
        self._handle("GET", None)

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = {"_unparsed": raw.decode("utf-8", "replace")}
        self._handle("POST", body)

    # -- dispatch ----------------------------------------------------------------

    def _handle(self, method: str, body: dict[str, Any] | None) -> None:
        self.close_connection = True
        headers = {k.lower(): v for k, v in self.headers.items()}
        self.fake._record(method, self.path, headers, body)
        fault = self.fake._take_fault()
        if fault is not None and fault.kind == "hang":
            self.fake._sleep(fault.seconds)
            fault = None
        if fault is not None and fault.kind == "status":
            message = _status_message(fault.status, headers.get("authorization", ""))
            self._send_error(fault.status, message, retry_after=fault.retry_after)
            return
        route = (method, self.path.split("?")[0].rstrip("/"))
        try:
            if route == ("POST", "/v1/chat/completions"):
                self._chat(body or {}, fault)
            elif route == ("GET", "/v1/models"):
                self._json(200, _model_list(self.fake._models()), fault)
            elif route == ("POST", "/v1/embeddings"):
                self._json(200, _embeddings(body or {}), fault)
            else:
                self._send_error(404, "Not Found", plain=True)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test); nothing left to tell it

    def _chat(self, body: dict[str, Any], fault: _Fault | None) -> None:
        model = body.get("model", DEFAULT_MODEL)
        if not self.fake._serves(model):
            message = f"The model `{model}` does not exist or you do not have access to it."
            self._send_error(404, message, code="model_not_found")
            return
        text = self.fake._answer(body)
        if body.get("stream"):
            self._sse(_stream_events(str(model), text), fault)
        else:
            self._json(200, _completion(str(model), text), fault)

    # -- writers -----------------------------------------------------------------

    def _json(self, status: int, payload: dict[str, Any], fault: _Fault | None = None) -> None:
        data = json.dumps(payload).encode()
        if fault is not None and fault.kind == "malformed":
            data = b'{"id": "chatcmpl-broken", "choices": [{"message": '
        cut = fault is not None and fault.kind == "cut"
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data[: len(data) // 2] if cut else data)  # cut: fewer bytes than promised
        self.wfile.flush()
        if cut:
            self._abort()

    def _sse(self, events: Iterator[str], fault: _Fault | None) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        if fault is not None and fault.kind == "malformed":
            self._chunk('data: {"id": "chatcmpl-broken", "choices": [{"delta": \n\n')
            self._chunk("data: [DONE]\n\n")
            self._chunk("")
            return
        for sent, event in enumerate(events):
            if fault is not None and fault.kind == "cut" and sent >= fault.n_chunks:
                if fault.clean:
                    self._chunk("")
                else:
                    self._abort()
                return
            self._chunk(event)
            time.sleep(0.005)  # separate TCP writes, so the client really reads a stream
        self._chunk("")  # the zero-length chunk that ends a chunked body

    def _chunk(self, text: str) -> None:
        data = text.encode()
        self.wfile.write(f"{len(data):X}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _abort(self) -> None:
        """Close the connection mid-body (no [DONE], no final chunk): a server that died."""
        self.wfile.flush()
        self.connection.shutdown(socket.SHUT_RDWR)
        self.connection.close()

    def _send_error(
        self,
        status: int,
        message: str,
        *,
        code: str | None = None,
        retry_after: float | None = None,
        plain: bool = False,
    ) -> None:
        data = message.encode() if plain else json.dumps(_error_body(status, message, code)).encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/plain" if plain else "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        if retry_after is not None:
            self.send_header("Retry-After", f"{retry_after:g}")
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()


# -- payloads (the real OpenAI shapes) ---------------------------------------------


def _split(text: str) -> list[str]:
    """Several deltas per answer (word by word), so streaming is really exercised."""
    pieces = re.findall(r"\S+\s*|\s+", text)
    if len(pieces) == 1 and len(text) > 1:
        half = len(text) // 2
        pieces = [text[:half], text[half:]]
    return pieces


def _stream_events(model: str, text: str) -> Iterator[str]:
    """SSE events: a role chunk, one chunk per piece, a finish chunk, then [DONE]."""
    base = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": int(time.time()), "model": model}

    def event(delta: dict[str, Any], finish: str | None = None) -> str:
        choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
        return "data: " + json.dumps({**base, "choices": [choice]}) + "\n\n"

    yield event({"role": "assistant", "content": ""})
    for piece in _split(text):
        yield event({"content": piece})
    yield event({}, "stop")
    yield "data: [DONE]\n\n"


def _completion(model: str, text: str) -> dict[str, Any]:
    message = {"role": "assistant", "content": text, "refusal": None}
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": len(_split(text)), "total_tokens": 1 + len(_split(text))},
    }


def _model_list(models: list[str]) -> dict[str, Any]:
    data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in models]
    return {"object": "list", "data": data}


def fake_vector(text: str) -> list[float]:
    """A deterministic 8-dim unit vector from the text's hash (tests can recompute it)."""
    digest = hashlib.sha256(text.encode()).digest()
    raw = [b / 255.0 - 0.5 for b in digest[:EMBEDDING_DIM]]
    norm = sum(x * x for x in raw) ** 0.5 or 1.0
    return [x / norm for x in raw]


def _embeddings(body: dict[str, Any]) -> dict[str, Any]:
    inputs = body.get("input", [])
    texts = [inputs] if isinstance(inputs, str) else list(inputs)
    data = [
        {"object": "embedding", "index": i, "embedding": fake_vector(t if isinstance(t, str) else json.dumps(t))}
        for i, t in enumerate(texts)
    ]
    usage = {"prompt_tokens": len(texts), "total_tokens": len(texts)}
    return {"object": "list", "data": data, "model": body.get("model", "fake-embedding"), "usage": usage}


def _error_body(status: int, message: str, code: str | None) -> dict[str, Any]:
    kind = "invalid_request_error" if status < 500 else "server_error"
    if status == 429:
        kind = "rate_limit_exceeded"
    return {"error": {"message": message, "type": kind, "param": None, "code": code}}


def _status_message(status: int, authorization: str) -> str:
    """OpenAI-like error texts; the 401 one quotes the key back, as OpenAI's does (masked
    there, whole here), so tests prove that no server text reaches the user."""
    key = authorization.removeprefix("Bearer ")
    messages = {
        401: f"Incorrect API key provided: {key}.",
        403: "You are not allowed to use this model.",
        404: "Not found.",
        429: "Rate limit reached; please retry later.",
        500: "The server had an error while processing your request.",
        502: "Bad gateway.",
        503: "The engine is currently overloaded.",
    }
    return messages.get(status, f"Error {status}.")

"""What the app's HTTP layer adds to Gradio's: refusing other web pages, bounding the
upload cache, refusing uploads that are not papers, and the browser's safety headers.

One ASGI middleware, given to Gradio's FastAPI app when it is created (``launch(app_kwargs=)``):

- **Other origins.** A browser sends ``Origin`` (and ``Sec-Fetch-Site``) with every POST; one
  from a page that is not the app (nor in ``PAPERCHAT_ALLOWED_ORIGINS``) is refused, so a
  web page open in the same browser cannot upload into the app or call it. Clients that are
  not browsers send neither header and are not a cross-site threat; they pass.
- **The upload cache** (Gradio's copies, in ``uploads/.incoming``) is kept under
  ``PAPERCHAT_UPLOAD_CACHE_MB``: before an upload, the oldest cached files are deleted until
  it fits; one larger than the whole cap is refused. Ingested files live apart, in ``uploads/``.
- **Only paper files** (the suffixes the Library accepts) may be uploaded: an HTML or SVG
  file served back from the app's own origin would run as the app's page.
- **Headers** on every response: no framing by other sites, no content sniffing, and a CSP
  that lets the app run with nothing from outside (Gradio needs inline scripts and styles).
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ui.uploads import ALLOWED_SUFFIXES

log = logging.getLogger(__name__)
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' 'unsafe-eval'",  # Gradio's inline config and the app's js= script
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "media-src 'self' data: blob:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
]
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
UPLOAD_PATH = "/gradio_api/upload"


def parse_origins(text: str) -> set[str]:
    """``PAPERCHAT_ALLOWED_ORIGINS`` as normalised origins ("scheme://host[:port]")."""
    origins = set()
    for item in text.split(","):
        parts = urlsplit(item.strip())
        if parts.scheme and parts.netloc:
            origins.add(f"{parts.scheme.lower()}://{parts.netloc.lower()}")
    return origins


class Hardening:
    """The ASGI middleware (see the module's docstring)."""

    def __init__(self, app: ASGIApp, incoming: Path, cache_bytes: int, origins: set[str]) -> None:
        self.app = app
        self.incoming = incoming
        self.cache_bytes = cache_bytes
        self.origins = origins

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        send = _with_headers(send)
        method = scope.get("method", "GET")
        if method not in SAFE_METHODS and not self.same_origin(headers):
            await _refuse(
                send,
                403,
                "Requests from other web pages are refused; open the app itself, or add that origin to PAPERCHAT_ALLOWED_ORIGINS.",
            )
            return
        if method == "POST" and scope.get("path", "").endswith(UPLOAD_PATH):
            await self.upload(scope, receive, send, headers)
            return
        await self.app(scope, receive, send)

    def same_origin(self, headers: dict[str, str]) -> bool:
        origin = headers.get("origin")
        if origin is None or origin == "null":
            # Not a browser (no Origin), unless the browser says the request is cross-site.
            return origin is None and headers.get("sec-fetch-site", "same-origin") in ("same-origin", "none")
        parts = urlsplit(origin)
        own = (parts.netloc or "").lower() == headers.get("host", "").lower()
        return own or f"{parts.scheme.lower()}://{parts.netloc.lower()}" in self.origins

    async def upload(self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str]) -> None:
        size = int(headers.get("content-length") or 0)
        if size > self.cache_bytes:
            mb = self.cache_bytes / 1e6
            await _refuse(
                send,
                413,
                f"The upload is larger than the app's upload space ({mb:.0f} MB); raise PAPERCHAT_UPLOAD_CACHE_MB or use `paperchat ingest`.",
            )
            return
        prune(self.incoming, self.cache_bytes - size)
        held: list[Message] = []

        async def hold(message: Message) -> None:  # the response is a short JSON list of the stored paths
            held.append(message)

        await self.app(scope, receive, hold)
        refused = _foreign_files(held)
        if refused:
            for path in refused:
                path.unlink(missing_ok=True)
            accepted = ", ".join(ALLOWED_SUFFIXES)
            names = ", ".join(sorted(p.name for p in refused))
            await _refuse(send, 415, f"{names}: only paper files ({accepted}) can be uploaded.")
            return
        for message in held:
            await send(message)


def _foreign_files(messages: list[Message]) -> list[Path]:
    """The stored files of an upload response whose suffix is not a paper's (all of them when one is)."""
    start = next((m for m in messages if m["type"] == "http.response.start"), None)
    if start is None or start.get("status") != 200:
        return []
    body = b"".join(m.get("body", b"") for m in messages if m["type"] == "http.response.body")
    try:
        paths = [Path(p) for p in json.loads(body)]
    except (ValueError, TypeError):
        return []
    if all(p.suffix.lower() in ALLOWED_SUFFIXES for p in paths):
        return []
    return paths


def prune(folder: Path, budget: int) -> int:
    """Delete the oldest files under ``folder`` until they take at most ``budget`` bytes; returns bytes freed."""
    if not folder.is_dir():
        return 0
    files = []
    for path in folder.rglob("*"):
        try:
            if path.is_file():
                stat = path.stat()
                files.append((stat.st_mtime, stat.st_size, path))
        except OSError:  # deleted meanwhile by Gradio's own clean-up
            continue
    total = sum(size for _t, size, _p in files)
    freed = 0
    for _mtime, size, path in sorted(files, key=lambda f: f[0]):
        if total - freed <= max(budget, 0):
            break
        path.unlink(missing_ok=True)
        freed += size
        if path.parent != folder:
            # Gradio keeps each upload in a folder of its own; one still holding files stays.
            with contextlib.suppress(OSError):
                path.parent.rmdir()
    if freed:
        log.info("upload cache: deleted %d bytes of the oldest uploads", freed)
    return freed


def _with_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            names = {k.lower() for k, _v in message.get("headers", [])}
            message["headers"] = [*message.get("headers", []), *((k, v) for k, v in HEADERS if k not in names)]
        await send(message)

    return sending


async def _refuse(send: Send, status: int, sentence: str) -> None:
    body = json.dumps({"error": sentence, "detail": sentence}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})

"""Every request paperchat sends to arXiv, sent the way arXiv's API terms ask.

Why this shape:

* **One request at a time, ``PAPERCHAT_ARXIV_REQUEST_INTERVAL`` (3 s) apart**, counted
  from the end of one request to the start of the next, for every thread and every
  paperchat process on the machine: the turn is a lock file (``fcntl.flock``) holding the
  time the last request ended. A server therefore never sees two requests closer than the
  interval, whatever runs at once (the CLI, the app, ``fetch --all``).
* **A descriptive User-Agent** naming paperchat (and a contact address when configured).
* **Retries with growing waits** after a 429, a 5xx, a timeout, a dropped connection or an
  incomplete PDF, each retry again waiting for its turn; ``Retry-After`` is honoured.
* **Nothing half-written**: a PDF is streamed into a hidden ``.part`` file beside its
  destination, checked (content type, ``%PDF-`` header, size cap, byte count, the
  ``%%EOF`` trailer), then renamed into place; any failure deletes the part file.
* **One sentence** when it fails: ``UNREACHABLE`` when arXiv cannot be reached at all.

httpx is the client (already installed with openai): per-read timeouts and streamed
bodies, and it raises on a body shorter than its Content-Length.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from importlib import metadata
from pathlib import Path
from typing import TypeVar
from urllib.parse import urlsplit

import httpx

from assistant.errors import UserError
from assistant.settings import Settings

UNREACHABLE = "arXiv could not be reached; upload the PDF in AskPDF, or check the network."
BACKOFF_BASE = 1.0  # seconds before the first retry, doubled for each next one (tests shrink it)
MAX_RETRY_AFTER = 60.0  # a server asking for a longer wait gets a refusal sentence instead
_RETRIED_STATUS = {429, 500, 502, 503, 504}
_MB = 1_000_000

T = TypeVar("T")
_THREAD_LOCKS: dict[Path, threading.Lock] = {}  # one per lock file: threads queue here, processes at the file
_LOCKS_GUARD = threading.Lock()


class ArxivUnreachable(UserError):
    """arXiv (or the configured mirror) gave no usable answer after every retry: stop the run."""


class _Retry(Exception):
    """One attempt failed in a way worth another try; ``final`` is what to say when none is left."""

    def __init__(self, final: UserError, wait: float | None = None) -> None:
        super().__init__(str(final))
        self.final = final
        self.wait = wait


class RequestTurns:
    """One request at a time, ``interval`` seconds apart, across threads and processes."""

    def __init__(self, interval: float, lock_file: Path) -> None:
        self.interval = interval
        self.lock_file = lock_file
        with _LOCKS_GUARD:
            self._lock = _THREAD_LOCKS.setdefault(lock_file, threading.Lock())

    @contextmanager
    def turn(self) -> Iterator[None]:
        """Wait until the last request ended ``interval`` seconds ago; the next waits for this one."""
        self.lock_file.parent.mkdir(parents=True, exist_ok=True)
        with self._lock, self.lock_file.open("a+") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                handle.seek(0)
                last = _float(handle.read())
                wait = last + self.interval - time.time()
                if wait > 0:
                    time.sleep(min(wait, self.interval))
                yield
            finally:
                handle.seek(0)
                handle.truncate()
                handle.write(repr(time.time()))
                handle.flush()
                fcntl.flock(handle, fcntl.LOCK_UN)


class ArxivHttp:
    """GET a feed, or download a PDF, from the configured arXiv addresses only."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        host = urlsplit(settings.arxiv_api_url).netloc or "arxiv"
        lock = settings.cache_dir / "arxiv-turns" / (host.replace(":", "_") + ".last")
        self.turns = RequestTurns(settings.arxiv_request_interval, lock)
        self.client = httpx.Client(
            timeout=httpx.Timeout(settings.arxiv_timeout),
            headers={"User-Agent": user_agent(settings.arxiv_contact)},
            follow_redirects=False,  # a redirect could lead anywhere; only configured URLs are contacted
            trust_env=False,  # no proxy or netrc from the environment decides where requests go
        )

    def close(self) -> None:
        self.client.close()

    def feed(self, params: dict[str, str]) -> bytes:
        """The body of one API query (``search_query``/``id_list``, ``start``, ``max_results``, sorting)."""

        def attempt() -> bytes:
            response = self.client.get(self.settings.arxiv_api_url, params=params)
            _check_status(response, "the arXiv API")
            return response.content

        return self._with_retries(attempt)

    def download_pdf(self, versioned_id: str, dest: Path) -> Path:
        """``dest`` holding the PDF of ``versioned_id`` (from the PDF base URL), whole or not at all."""
        url = f"{self.settings.arxiv_pdf_url.rstrip('/')}/{versioned_id}"
        dest.parent.mkdir(parents=True, exist_ok=True)
        limit = self.settings.arxiv_max_pdf_mb * _MB

        def attempt() -> Path:
            part = dest.with_name(f".{dest.name}.{os.getpid()}.{threading.get_ident()}.part")
            try:
                with self.client.stream("GET", url) as response:
                    _check_status(response, f"the PDF of {versioned_id}")
                    _check_pdf_headers(response, versioned_id, limit)
                    _write_checked(response, part, versioned_id, limit)
                os.replace(part, dest)
                return dest
            finally:
                part.unlink(missing_ok=True)

        return self._with_retries(attempt)

    def _with_retries(self, attempt: Callable[[], T]) -> T:
        retries = self.settings.arxiv_max_retries
        for number in range(retries + 1):
            try:
                with self.turns.turn():
                    return _translated(attempt)
            except _Retry as failure:
                if number == retries:
                    raise failure.final from None
                wait = failure.wait if failure.wait is not None else BACKOFF_BASE * 2**number
                if wait > MAX_RETRY_AFTER:
                    raise failure.final from None
                time.sleep(wait)
        raise AssertionError("unreachable")  # the loop returns or raises


def user_agent(contact: str = "") -> str:
    """paperchat, its version and what it does; arXiv asks API clients to say who they are."""
    try:
        version = metadata.version("paperchat")
    except metadata.PackageNotFoundError:
        version = "0"
    mail = f"; mailto:{contact}" if contact else ""
    return f"paperchat/{version} (research-paper question answering; arXiv connector{mail})"


def clean_partial_downloads(folder: Path) -> int:
    """Delete ``.part`` files left by a killed download whose process is gone; returns how many."""
    removed = 0
    for part in folder.glob(".*.part") if folder.is_dir() else []:
        pid = part.name.rsplit(".", 3)[-3]
        if pid.isdigit() and _alive(int(pid)):
            continue
        part.unlink(missing_ok=True)
        removed += 1
    return removed


def _translated(attempt: Callable[[], T]) -> T:
    """Run one attempt, turning transport failures into ``_Retry`` with the sentence to end on."""
    try:
        return attempt()
    except httpx.TimeoutException:
        raise _Retry(ArxivUnreachable(UNREACHABLE)) from None
    except httpx.RemoteProtocolError:  # the body ended before its Content-Length: a cut download
        raise _Retry(UserError(_INCOMPLETE)) from None
    except (httpx.TransportError, OSError) as err:
        if isinstance(err, OSError) and not isinstance(err, ConnectionError):
            raise UserError(f"paperchat could not write the download ({err.strerror or err}); check the data folder.") from None
        raise _Retry(ArxivUnreachable(UNREACHABLE)) from None


_INCOMPLETE = "The PDF arrived incomplete from arXiv every time; try again later, or upload the PDF in AskPDF."


def _check_status(response: httpx.Response, what: str) -> None:
    status = response.status_code
    if status == 200:
        return
    if status in _RETRIED_STATUS:
        final: UserError = ArxivUnreachable(UNREACHABLE)
        if status == 429:
            final = ArxivUnreachable("arXiv asked paperchat to slow down (HTTP 429); wait a few minutes and try again.")
        raise _Retry(final, _retry_after(response))
    if status == 404:
        raise UserError(f"arXiv does not have {what} (HTTP 404); check the arXiv id, or upload the PDF in AskPDF.")
    raise UserError(f"arXiv refused the request for {what} (HTTP {status}); check PAPERCHAT_ARXIV_API_URL and try again.")


def _check_pdf_headers(response: httpx.Response, versioned_id: str, limit: int) -> None:
    kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
    if "pdf" not in kind:
        raise UserError(
            f"arXiv sent {kind or 'something'} instead of the PDF of {versioned_id}; "
            "try again later, or upload the PDF in AskPDF."
        )
    length = _float(response.headers.get("content-length", ""))
    if length > limit:
        raise UserError(_too_big(versioned_id, length, limit))


def _write_checked(response: httpx.Response, part: Path, versioned_id: str, limit: int) -> None:
    """Stream the body into ``part`` checking header, size and completeness; fsync it."""
    written = 0
    head = b""
    tail = b""
    with part.open("wb") as out:
        for block in response.iter_bytes():
            if len(head) < 5:
                head = (head + block)[:5]
                if len(head) == 5 and head != b"%PDF-":
                    raise UserError(
                        f"What arXiv sent for {versioned_id} is not a PDF; try again later, or upload the PDF in AskPDF."
                    )
            written += len(block)
            if written > limit:
                raise UserError(_too_big(versioned_id, written, limit))
            tail = (tail + block)[-2048:]
            out.write(block)
        out.flush()
        os.fsync(out.fileno())
    expected = response.headers.get("content-length")
    if head != b"%PDF-":
        raise UserError(f"What arXiv sent for {versioned_id} is not a PDF; try again later, or upload the PDF in AskPDF.")
    if (expected is not None and written != _float(expected)) or b"%%EOF" not in tail:
        raise _Retry(UserError(_INCOMPLETE))


def _too_big(versioned_id: str, size: float, limit: int) -> str:
    return (
        f"The PDF of {versioned_id} is larger than {limit // _MB} MB ({size / _MB:.0f} MB or more); "
        "raise PAPERCHAT_ARXIV_MAX_PDF_MB to fetch it."
    )


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after", "")
    seconds = _float(value, default=-1.0)
    return seconds if seconds >= 0 else None


def _float(text: str, default: float = 0.0) -> float:
    try:
        return float(text.strip())
    except ValueError:
        return default


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True

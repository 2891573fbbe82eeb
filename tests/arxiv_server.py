"""A fake arXiv on 127.0.0.1 for tests: the API's Atom feeds and the PDFs, standard library only.

It answers ``GET /api/query`` the way arXiv's API user manual documents it: an Atom
``<feed>`` with OpenSearch totals and one ``<entry>`` per paper (``<id>`` as the abs URL
with its version, ``<published>`` for version 1, ``<updated>`` for this one, ``<title>``
and ``<summary>`` wrapped over indented lines as arXiv wraps them, ``<author><name>``,
``<arxiv:primary_category>``, ``<category>``, and the alternate and ``title="pdf"`` links);
``search_query`` with ``ti:``, ``abs:``, ``au:``, ``cat:`` and ``all:`` terms joined by AND
(quoted phrases and parentheses too), ``id_list``, ``sortBy=submittedDate``,
``sortOrder``, ``start`` and ``max_results``; an unsupported query gets arXiv's error
entry with HTTP 400. ``GET /pdf/<id>v<n>`` serves a PDF generated with
``pdf_factory`` (title and abstract on page 1, a method page with a fact unique to the
paper on page 2).

Every request is recorded with the time it arrived (``time.time()``), so a test measures
the client's request spacing at the server. Faults are queued per route (``api`` or
``pdf``) and used up one request at a time: an HTTP status (429, 503) with an optional
Retry-After, a hang (a timeout on the client), a truncated body (half the bytes, the
connection closed), an HTML page instead of a PDF.
"""

from __future__ import annotations

import contextlib
import itertools
import re
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit
from xml.sax.saxutils import escape, quoteattr

from http_servers import FakeServer
from pdf_factory import make_pdf

ATOM = "http://www.w3.org/2005/Atom"
OPENSEARCH = "http://a9.com/-/spec/opensearch/1.1/"
ARXIV = "http://arxiv.org/schemas/atom"


@dataclass
class FakePaper:
    """One paper the fake arXiv knows, as arXiv would list it."""

    arxiv_id: str  # without version
    title: str  # as arXiv writes it: LaTeX kept
    summary: str
    authors: list[str]
    categories: list[str]  # primary first
    published: str  # "2026-06-21T12:00:00Z"
    version: int = 1
    updated: str = ""
    fact: str = ""  # a sentence only this paper's PDF says (page 2)

    @property
    def versioned_id(self) -> str:
        return f"{self.arxiv_id}v{self.version}"


@dataclass
class _Fault:
    kind: str  # "status" | "hang" | "truncate" | "html"
    times: int
    status: int = 503
    retry_after: float | None = None
    seconds: float = 0.0


@dataclass
class Request:
    at: float  # time.time() on arrival
    route: str  # "api", "pdf" or "other"
    path: str
    params: dict[str, str]
    headers: dict[str, str] = field(default_factory=dict)


class FakeArxiv(FakeServer):
    """The fake arXiv in a background thread; a context manager."""

    def __init__(self, papers: list[FakePaper], pdf_dir: Path) -> None:
        self.papers = list(papers)
        self.pdf_dir = pdf_dir
        self.requests: list[Request] = []
        self.pdf_delay = 0.0  # seconds spent sending each PDF (in pieces), for kill tests
        self._faults: dict[str, deque[_Fault]] = {"api": deque(), "pdf": deque()}
        self._lock = threading.Lock()
        super().__init__(_Handler, "fake-arxiv")

    @property
    def api_url(self) -> str:
        return f"{self.base}/api/query"

    @property
    def pdf_url(self) -> str:
        return f"{self.base}/pdf"

    def env(self, interval: float = 0.05, retries: int = 3, timeout: float = 30.0) -> dict[str, str]:
        """The settings that point paperchat here (as environment variables for a subprocess)."""
        return {
            "PAPERCHAT_ARXIV_API_URL": self.api_url,
            "PAPERCHAT_ARXIV_PDF_URL": self.pdf_url,
            "PAPERCHAT_ARXIV_REQUEST_INTERVAL": str(interval),
            "PAPERCHAT_ARXIV_MAX_RETRIES": str(retries),
            "PAPERCHAT_ARXIV_TIMEOUT": str(timeout),
        }

    # -- faults ------------------------------------------------------------------

    def fail_with(self, status: int, route: str = "api", times: int = 1, retry_after: float | None = None) -> None:
        self._queue(route, _Fault("status", times, status=status, retry_after=retry_after))

    def hang(self, seconds: float, route: str = "api", times: int = 1) -> None:
        self._queue(route, _Fault("hang", times, seconds=seconds))

    def truncate(self, times: int = 1) -> None:
        """Send half of the next PDF(s), then close the connection."""
        self._queue("pdf", _Fault("truncate", times))

    def html_instead(self, times: int = 1) -> None:
        """Answer the next PDF request(s) with an HTML page, as arXiv does when a PDF is not ready."""
        self._queue("pdf", _Fault("html", times))

    def _queue(self, route: str, fault: _Fault) -> None:
        with self._lock:
            self._faults[route].append(fault)

    def _take(self, route: str) -> _Fault | None:
        with self._lock:
            queue = self._faults.get(route)
            if not queue:
                return None
            fault = queue[0]
            fault.times -= 1
            if fault.times <= 0:
                queue.popleft()
            return fault

    # -- what tests read ---------------------------------------------------------

    def served(self, route: str) -> list[Request]:
        with self._lock:
            return [r for r in self.requests if r.route == route]

    def gaps(self) -> list[float]:
        """Seconds between consecutive requests' arrivals (every route: arXiv counts them all)."""
        with self._lock:
            times = sorted(r.at for r in self.requests)
        return [b - a for a, b in itertools.pairwise(times)]

    # -- answers -----------------------------------------------------------------

    def query(self, params: dict[str, str]) -> tuple[int, str]:
        """(status, Atom body) for an API query."""
        start = int(params.get("start", "0") or 0)
        size = int(params.get("max_results", "10") or 10)
        if params.get("id_list"):
            wanted = [i.strip() for i in params["id_list"].split(",") if i.strip()]
            found = [p for i in wanted for p in self.papers if p.arxiv_id == re.sub(r"v\d+$", "", i)]
        else:
            terms = _terms(params.get("search_query", ""))
            if terms is None:
                return 400, _error_feed("incorrect query format")
            found = [p for p in self.papers if all(_matches(p, f, v) for f, v in terms)]
        if params.get("sortBy") == "submittedDate":
            found.sort(key=lambda p: p.published, reverse=params.get("sortOrder", "descending") == "descending")
        return 200, _feed(found[start : start + size], len(found), start, size)

    def pdf_bytes(self, versioned: str) -> bytes | None:
        """The PDF of any version up to the listed one, as arXiv keeps every version."""
        ident, _, version = versioned.rpartition("v")
        paper = next(
            (p for p in self.papers if p.arxiv_id == ident and version.isdigit() and 1 <= int(version) <= p.version), None
        )
        if paper is None:
            return None
        path = self.pdf_dir / f"{versioned}.pdf"
        with self._lock:
            if not path.exists():
                self.pdf_dir.mkdir(parents=True, exist_ok=True)
                make_pdf(path, _pdf_pages(paper), title=_plain(paper.title)[:70])
        return path.read_bytes()


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    fake: FakeArxiv

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the access log."""

    def do_GET(self) -> None:
        at = time.time()
        self.close_connection = True
        url = urlsplit(self.path)
        params = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        route = "api" if url.path == "/api/query" else "pdf" if url.path.startswith("/pdf/") else "other"
        headers = {k.lower(): v for k, v in self.headers.items()}
        with self.fake._lock:
            self.fake.requests.append(Request(at, route, url.path, params, headers))
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
            self._answer(route, url.path, params)

    def _answer(self, route: str, path: str, params: dict[str, str]) -> None:
        fault = self.fake._take(route)
        if fault is not None and fault.kind == "hang":
            self.fake._stopping.wait(fault.seconds)
            fault = None
        if fault is not None and fault.kind == "status":
            self._send(fault.status, b"Rate exceeded.\n", "text/plain", retry_after=fault.retry_after)
            return
        if route == "api":
            status, body = self.fake.query(params)
            self._send(status, body.encode(), "application/atom+xml; charset=utf-8")
            return
        if route != "pdf":
            self._send(404, b"Not Found\n", "text/plain")
            return
        if fault is not None and fault.kind == "html":
            self._send(200, b"<html><body>PDF unavailable, try again later.</body></html>", "text/html; charset=utf-8")
            return
        data = self.fake.pdf_bytes(path.removeprefix("/pdf/"))
        if data is None:
            self._send(404, b"Not Found\n", "text/plain")
        else:
            self._send(200, data, "application/pdf", truncate=fault is not None and fault.kind == "truncate")

    def _send(self, status: int, data: bytes, kind: str, retry_after: float | None = None, truncate: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        if retry_after is not None:
            self.send_header("Retry-After", f"{retry_after:g}")
        self.end_headers()
        if truncate:
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.connection.close()
            return
        pieces = 8 if self.fake.pdf_delay and kind == "application/pdf" else 1
        step = -(-len(data) // pieces)
        for offset in range(0, len(data), step):
            self.wfile.write(data[offset : offset + step])
            self.wfile.flush()
            if pieces > 1:
                self.fake._stopping.wait(self.fake.pdf_delay / pieces)


# -- the query language ------------------------------------------------------------

_TERM = re.compile(r'(ti|abs|au|cat|all):("[^"]*"|[^\s()]+)', re.IGNORECASE)


def _terms(query: str) -> list[tuple[str, str]] | None:
    """AND-ed ``field:value`` terms; None for what this fake does not support (OR, ANDNOT)."""
    if re.search(r"\b(OR|ANDNOT)\b", query):
        return None
    stripped = _TERM.sub("", query.replace("(", " ").replace(")", " "))
    if stripped.replace("AND", "").strip():
        return None
    return [(f.lower(), v.strip('"')) for f, v in _TERM.findall(query)]


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _matches(paper: FakePaper, field_name: str, value: str) -> bool:
    if field_name == "cat":
        return value in paper.categories
    texts = {
        "ti": [paper.title],
        "abs": [paper.summary],
        "au": paper.authors,
        "all": [paper.title, paper.summary, *paper.authors, *paper.categories],
    }[field_name]
    haystack = " ".join(" ".join(_words(t)) for t in texts)
    return f" {' '.join(_words(value))} " in f" {haystack} "


# -- the Atom feed, as documented ----------------------------------------------------


def _wrap(text: str, width: int = 70) -> str:
    """arXiv wraps titles and abstracts over lines indented by two spaces."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + len(word) + 1 > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    lines.append(line)
    return "\n  ".join(lines)


def _entry(paper: FakePaper) -> str:
    abs_url = f"http://arxiv.org/abs/{paper.versioned_id}"
    authors = "".join(f"\n    <author>\n      <name>{escape(a)}</name>\n    </author>" for a in paper.authors)
    categories = "".join(f'\n    <category term="{c}" scheme="{ARXIV}"/>' for c in paper.categories)
    return f"""
  <entry>
    <id>{abs_url}</id>
    <updated>{paper.updated or paper.published}</updated>
    <published>{paper.published}</published>
    <title>{escape(_wrap(paper.title))}</title>
    <summary>  {escape(_wrap(paper.summary))}
</summary>{authors}
    <link href={quoteattr(abs_url)} rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/{paper.versioned_id}" rel="related" type="application/pdf"/>
    <arxiv:primary_category xmlns:arxiv="{ARXIV}" term="{paper.categories[0]}" scheme="{ARXIV}"/>{categories}
  </entry>"""


def _feed(papers: list[FakePaper], total: int, start: int, size: int) -> str:
    entries = "".join(_entry(p) for p in papers)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="{ATOM}">
  <link href="http://arxiv.org/api/query" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query</title>
  <id>http://arxiv.org/api/fake</id>
  <updated>2026-06-22T00:00:00-04:00</updated>
  <opensearch:totalResults xmlns:opensearch="{OPENSEARCH}">{total}</opensearch:totalResults>
  <opensearch:startIndex xmlns:opensearch="{OPENSEARCH}">{start}</opensearch:startIndex>
  <opensearch:itemsPerPage xmlns:opensearch="{OPENSEARCH}">{size}</opensearch:itemsPerPage>{entries}
</feed>
"""


def _error_feed(message: str) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="{ATOM}">
  <title type="html">ArXiv Query</title>
  <id>http://arxiv.org/api/fake</id>
  <opensearch:totalResults xmlns:opensearch="{OPENSEARCH}">1</opensearch:totalResults>
  <entry>
    <id>http://arxiv.org/api/errors#{escape(message.replace(" ", "_"))}</id>
    <title>Error</title>
    <summary>{escape(message)}</summary>
    <updated>2026-06-22T00:00:00-04:00</updated>
    <link href="http://arxiv.org/api/errors#{escape(message.replace(" ", "_"))}" rel="alternate" type="text/html"/>
    <author><name>arXiv api core</name></author>
  </entry>
</feed>
"""


# -- PDFs ----------------------------------------------------------------------------


def _plain(title: str) -> str:
    """The title as a PDF prints it: maths without dollars."""
    return re.sub(r"\s+", " ", title.replace("$^2$", "²").replace("$", ""))


def _pdf_pages(paper: FakePaper) -> list[list[str | tuple[str, float]]]:
    filler = "The policy is optimised against the reward model with a KL penalty to the reference policy."
    abstract = re.findall(r".{1,95}(?:\s|$)", paper.summary[:900])
    fact = paper.fact or f"The experiments of {paper.arxiv_id} use a learning rate of 3e-6 and fifty warmup steps."
    return [
        [", ".join(paper.authors[:3]), ("Abstract", 12), *[line.strip() for line in abstract], *[filler] * 8],
        [("2 Method", 14), fact, *[filler] * 20],
    ]


# -- fixtures from the seed pages --------------------------------------------------------


def seed_papers(seeds: Path, unknown_every: int = 7) -> tuple[list[FakePaper], list[str]]:
    """The seed pages' papers as arXiv would list them, with ids 2606.1xxxx.

    Every ``unknown_every``-th paper is left out (arXiv does not know it: the "no match"
    case); returns the known papers and the titles left out. Titles are written as arXiv
    writes them: the rendered "GD²PO" goes back to "GD$^2$PO", and every third known paper
    is at version 2.
    """
    from ingest.readers import read_file

    papers: list[FakePaper] = []
    left_out: list[str] = []
    seen: set[str] = set()
    for page in sorted(seeds.glob("*.txt")):
        for number, paper in enumerate(read_file(page).papers):
            if paper.title in seen:
                continue
            seen.add(paper.title)
            if (len(seen) - 1) % unknown_every == unknown_every - 1:
                left_out.append(paper.title)
                continue
            index = len(papers)
            papers.append(
                FakePaper(
                    arxiv_id=f"2606.{10000 + index:05d}",
                    title=paper.title.replace("²", "$^2$"),
                    summary=paper.abstract or "No abstract.",
                    authors=paper.authors or ["A. Author"],
                    categories=[paper.category or "cs.LG", "cs.AI"],
                    published=f"{paper.date or '2026-06-01'}T12:{number % 60:02d}:00Z",
                    version=2 if index % 3 == 2 else 1,
                    fact=f"The experiments of paper {index} use a learning rate of {index + 1}e-6 and {index + 10} warmup steps.",
                )
            )
    return papers, left_out

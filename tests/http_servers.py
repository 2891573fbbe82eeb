"""The serving part every fake HTTP server of the tests shares (the OpenAI one, the arXiv
one): a ``ThreadingHTTPServer`` on a free 127.0.0.1 port in a daemon thread, and a stop
that wakes the handlers sleeping on ``stopping`` (hangs, slow bodies) instead of leaving
them to sleep on after the test; ``FakeServer`` is the base of the fakes themselves."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self


class LoopbackServer:
    """Serves ``handler`` on 127.0.0.1; ``start()`` returns the base URL, ``stop()`` ends it."""

    def __init__(self, handler: type[BaseHTTPRequestHandler], name: str) -> None:
        self.stopping = threading.Event()  # set by stop(): a handler waits on it, not in time.sleep
        self._handler = handler
        self._name = name
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> str:
        """Bind a free port and serve in a daemon thread; the base URL, ``http://127.0.0.1:PORT``."""
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, name=self._name, daemon=True
        )  # a short poll interval makes stop() (and each test's teardown) quick
        self._thread.start()
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def stop(self) -> None:
        """Stop serving; hanging handlers wake up at once instead of sleeping on."""
        self.stopping.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None
        self._thread = None


class FakeServer:
    """A fake server's lifecycle: its handler class sees the fake as ``self.fake``; ``base`` is
    its URL once started; a context manager (started on enter, stopped on exit)."""

    def __init__(self, handler: type[BaseHTTPRequestHandler], name: str) -> None:
        self._server = LoopbackServer(type("_BoundHandler", (handler,), {"fake": self}), name)
        self._stopping = self._server.stopping
        self.base = ""

    def start(self) -> Self:
        """Bind a free port on 127.0.0.1 and serve in a daemon thread."""
        self.base = self._server.start()
        return self

    def stop(self) -> None:
        """Stop serving; hanging handlers wake up at once instead of sleeping on."""
        self._server.stop()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

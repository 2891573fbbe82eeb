"""Slow work (an ingest, an arXiv fetch) run in a thread while a Gradio handler draws its
progress: the handler is a generator that must yield each step as it happens, and the work
reports its steps through a callback, so a queue joins the two."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from queue import Queue
from typing import Generic, TypeVar, cast

Event = TypeVar("Event")
Result = TypeVar("Result")


class _Done:
    """Put on the queue last: the work has ended (its result or error is on the job)."""


class Background(Generic[Event, Result]):
    """``work(report)`` running in a daemon thread; ``events()`` yields what it reports until it
    ends, then ``outcome()`` is what it returned, or raises what it raised."""

    def __init__(self, work: Callable[[Callable[[Event], None]], Result], name: str = "paperchat-work") -> None:
        self._result: Result | None = None
        self._error: BaseException | None = None
        self._queue: Queue[Event | _Done] = Queue()
        self._work = work
        threading.Thread(target=self._run, daemon=True, name=name).start()

    def _run(self) -> None:
        try:
            self._result = self._work(self._queue.put)
        except BaseException as err:  # noqa: BLE001 - raised again in the handler, by outcome()
            self._error = err
        finally:
            self._queue.put(_Done())

    def events(self) -> Iterator[Event]:
        while True:
            event = self._queue.get()
            if isinstance(event, _Done):
                return
            yield event

    def outcome(self) -> Result:
        """What the work returned, once ``events()`` has ended; raises what it raised."""
        if self._error is not None:
            raise self._error
        return cast(Result, self._result)

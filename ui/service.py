"""What the app's pages call: one store, one embedding model and one ingestor for all
browser sessions, and an ``Assistant`` per answer mode.

Sessions choose their own answer mode, model and number of sources (Settings tab);
the heavy parts are shared, so a new session costs nothing.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from queue import Queue
from typing import TYPE_CHECKING

from assistant import offline
from assistant.answering import Answer, Assistant
from assistant.catalog_index import CatalogCache, CatalogWords
from assistant.embeddings import LocalMiniLM, embedding_model_id, get_embeddings
from assistant.errors import UserError
from assistant.records import CatalogEntry, arxiv_key, newest_first
from assistant.retrieval import Retriever, Scope
from assistant.sentences import split_sentences
from assistant.settings import Settings
from assistant.store import Store
from assistant.text_input import clean_text
from ui.uploads import StoredUpload, store_upload

if TYPE_CHECKING:
    from ingest.pipeline import Ingestor, IngestReport  # imported when first used: the PDF reader is not needed to serve the page

log = logging.getLogger(__name__)
Progress = Callable[[int, int, str], None]
MAX_ASSISTANTS = 4  # answer modes/models kept loaded at once, least recently used dropped first
PICKER_SIZE = 200  # papers a paper picker lists at once: its page config stays small at any catalog size


def sentence(err: BaseException) -> str:
    """The one sentence a page shows for any failure; details go to the log only."""
    if isinstance(err, UserError):
        return str(err)
    log.exception("unexpected error in the app")
    return f"Something went wrong ({type(err).__name__}); the details are in the app's log. Try again."


class Service:
    def __init__(self, settings: Settings) -> None:
        offline.prepare(settings.tiktoken_cache_dir)
        self.settings = settings
        self.embeddings = get_embeddings(settings)
        self.store = Store(settings, embedding_model_id(settings))
        self.retriever = Retriever(settings, self.store, self.embeddings)
        self._catalog: Catalog | None = None
        self._catalog_lock = threading.Lock()
        # Catalog answers and the pickers' search read the same snapshot: one catalog read per generation.
        self.retriever.catalog = SharedCatalog(self)
        self._assistants: OrderedDict[tuple[str, str], Assistant] = OrderedDict()
        self._lock = threading.Lock()
        self._ingest_lock = threading.Lock()

    def warm(self) -> threading.Thread:
        """Load what the first answer needs while the page is built and served, not when it is asked.

        Measured on a 2.7k-chunk store, a first answer spent 0.45 s in Chroma's first nearest-neighbour
        query (it loads the vector index) and 0.09 s loading the sentence splitter; the BM25 index
        (read from disk, or rebuilt after another process's ingest: seconds at 100k chunks) and the
        encoder's first run come first too. A failure here is left to that answer to report.
        """

        def work() -> None:
            try:
                self.retriever.lexical()
                split_sentences("Warm up. The splitter loads its model on first use.")
                if isinstance(self.embeddings, LocalMiniLM):  # an embeddings server is not sent a request at launch
                    self.store.nearest(self.embeddings.embed_query("warm-up"), 1)
            except Exception as err:  # noqa: BLE001 - the first question meets the same failure and says it
                log.info("warm-up: %s", err)

        thread = threading.Thread(target=work, daemon=True, name="paperchat-warm")
        thread.start()
        return thread

    # --- answering ---------------------------------------------------------------

    @property
    def llm_configured(self) -> bool:
        return self.settings.llm_configured

    def assistant(self, mode: str, model: str | None = None) -> Assistant:
        """The assistant for a session's choice; "llm" falls back to extractive when none is configured."""
        llm = mode == "llm" and self.llm_configured
        key = ("llm", model or self.settings.llm_model) if llm else ("extractive", "")
        with self._lock:
            if key not in self._assistants:
                settings = self.settings.model_copy(update={"llm_model": key[1]}) if llm else self.settings
                self._assistants[key] = Assistant(
                    settings, self.store, self.embeddings, retriever=self.retriever, mode="llm" if llm else "extractive"
                )
                while len(self._assistants) > MAX_ASSISTANTS:  # models typed in Settings must not pile up
                    self._assistants.popitem(last=False)
            self._assistants.move_to_end(key)
            return self._assistants[key]

    def mode_label(self, mode: str, model: str | None = None) -> str:
        return self.assistant(mode, model).mode_label()

    def check_llm(self, model: str | None = None) -> str:
        if not self.llm_configured:
            return "No LLM is configured: answers are extractive. Set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server, and restart."
        from assistant.llm import ChatModel

        chat = self.assistant("llm", model).chat
        # The service never hands an assistant a chat of its own, so this is the ChatModel the
        # assistant built; only that one (not the ``Chat`` answering needs) can probe its server.
        assert isinstance(chat, ChatModel)
        return chat.check()

    def ask_stream(
        self,
        question: str,
        mode: str,
        model: str | None,
        k: int,
        paper_id: str | None = None,
        history: list[tuple[str, str]] | None = None,
    ) -> Iterator[str | Answer]:
        """Text deltas as the answer streams, then the finished ``Answer``."""
        assistant = self.assistant(mode, model)
        scope = Scope(paper_id=paper_id) if paper_id else None
        question = clean_text(question)  # a browser can send lone surrogates and control characters too
        return _streamed(lambda stream: assistant.ask(question, scope=scope, k=k, history=history, stream=stream))

    def summarize(self, mode: str, model: str | None, paper_id: str | None) -> Iterator[str | Answer]:
        assistant = self.assistant(mode, model)
        if paper_id is None:
            return _streamed(lambda stream: assistant.summarize_topic(stream=stream))
        return _streamed(lambda stream: assistant.summarize_paper(paper_id, stream=stream))

    # --- the catalog ---------------------------------------------------------------

    def catalog(self) -> Catalog:
        """The catalog as of the store's generation, read once per generation.

        Reading and parsing every entry took 5.5-5.8 s of CPU at 100k papers, and the app read
        it on each page load and tab switch; every catalog write renews the generation, so a
        snapshot kept until it changes is what a fresh read would give.
        """
        generation = self.store.generation()
        with self._catalog_lock:
            if self._catalog is None or self._catalog.generation != generation:
                self._catalog = Catalog(generation, self.store.all_entries())
            return self._catalog

    def entries(self) -> list[CatalogEntry]:
        """Newest first, as the topic page lists them (a copy: the snapshot is shared)."""
        return list(self.catalog().newest)

    def picks(self, keep: str | None = None, query: str = "", limit: int = PICKER_SIZE) -> tuple[list[CatalogEntry], int]:
        """What a paper picker lists, newest first, at most ``limit`` (plus ``keep``), and how many matched.

        Without a query: every paper when they fit, else the papers with a PDF first, then the
        newest. With one: the papers whose title holds its words (``_search``); a paper id or
        arXiv id finds its paper. ``keep`` (the paper selected now) is always listed, so the
        picker can show it.
        """
        catalog = self.catalog()
        if query.strip():
            found = self._search(catalog, query)
            total = len(found)
            chosen = found[:limit]
        else:
            total = len(catalog.newest)
            chosen = catalog.newest if total <= limit else catalog.default_picks(limit)
        kept = (catalog.by_id.get(keep) or catalog.by_arxiv.get(arxiv_key(keep))) if keep else None  # None once removed
        if kept is not None and all(e is not kept for e in chosen):
            chosen = [kept, *chosen]
        return list(chosen), total

    def _search(self, catalog: Catalog, query: str) -> list[CatalogEntry]:
        """Titles holding every word of ``query`` (the title itself first, then titles starting with it), newest
        first; a paper id or arXiv id puts its paper first.

        A scan of the lower-cased titles, 40-60 ms at 100k papers: the catalog word index
        (``retriever.catalog``) also holds abstracts, and building it took 15 s of CPU at 100k.
        """
        wanted = " ".join(query.lower().split())
        terms = wanted.split()
        found = [(e, title) for e, title in zip(catalog.newest, catalog.titles, strict=True) if all(t in title for t in terms)]
        found.sort(key=lambda pair: (pair[1] != wanted, not pair[1].startswith(wanted)))  # stable: newest first within
        ranked = [e for e, _title in found]
        exact = catalog.by_id.get(query.strip()) or catalog.by_arxiv.get(arxiv_key(query))
        if exact is not None:
            ranked = [exact, *(e for e in ranked if e is not exact)]
        return ranked

    def entry(self, paper_id: str) -> CatalogEntry:
        return self.store.find_entry(paper_id)

    def remove(self, paper_id: str) -> str:
        entry = self.store.find_entry(paper_id)
        with self._ingest_lock:
            removed = self.store.remove_paper(entry.paper_id)
        return f"Removed {entry.paper.title} and its {removed} chunks."

    # --- uploads -------------------------------------------------------------------

    def store_upload(self, source: Path, original_name: str) -> StoredUpload:
        return store_upload(source, original_name, self.settings.uploads_dir, self.settings.max_upload_mb * 1_000_000)

    @contextmanager
    def ingesting(self, progress: Progress | None = None) -> Iterator[Ingestor]:
        """The shared store and model as an ingestor, one user at a time (arXiv fetches and updates)."""
        from ingest.pipeline import Ingestor

        with self._ingest_lock:
            yield Ingestor(self.settings, store=self.store, embeddings=self.embeddings, progress=progress)

    def ingest(self, paths: list[Path], progress: Progress | None = None) -> IngestReport:
        """One ingest at a time: two uploads of the same paper must not interleave their writes."""
        from ingest.pipeline import Ingestor

        with self._ingest_lock:
            ingestor = Ingestor(self.settings, store=self.store, embeddings=self.embeddings, progress=progress)
            return ingestor.ingest(paths)


class Catalog:
    """Every catalog entry as of one store generation: in store order, newest first, and by id."""

    def __init__(self, generation: str, entries: list[CatalogEntry]) -> None:
        self.generation = generation
        self.stored = entries
        self.newest = newest_first(entries)
        self.by_id = {e.paper_id: e for e in entries}
        self.by_arxiv = {arxiv_key(e.paper.arxiv_id): e for e in entries if arxiv_key(e.paper.arxiv_id)}
        self.titles = [" ".join(e.paper.title.lower().split()) for e in self.newest]  # what the pickers' find box scans

    def default_picks(self, limit: int) -> list[CatalogEntry]:
        """The papers with a PDF (the ones AskPDF cites pages of), then the newest, ``limit`` in all, newest first."""
        chosen = {row for row, e in enumerate(self.newest) if e.pdf is not None}
        chosen = set(sorted(chosen)[:limit])
        for row in range(len(self.newest)):  # rows, not ids: a paper's id is a hash of its title, 20 us each
            if len(chosen) >= limit:
                break
            chosen.add(row)
        return [self.newest[row] for row in sorted(chosen)]


class SharedCatalog(CatalogCache):
    """The retriever's catalog word index, built from the service's snapshot instead of a second catalog read."""

    def __init__(self, service: Service) -> None:
        super().__init__(service.store)
        self._service = service

    def current(self) -> CatalogWords:
        catalog = self._service.catalog()
        with self._lock:
            if self._words is None or self._words.generation != catalog.generation:
                self._words = CatalogWords(catalog.generation, [e.paper for e in catalog.stored])
            return self._words


def _streamed(run: Callable[[Callable[[str], None]], Answer]) -> Iterator[str | Answer]:
    """Run ``run(stream)`` in a thread and yield its deltas as they come, then its Answer.

    Gradio handlers are generators; the assistant streams through a callback. A queue
    joins the two, and an error in the thread is raised here, in the handler.
    """
    queue: Queue[str | Answer | BaseException] = Queue()  # a delta, the Answer, or the error

    def work() -> None:
        try:
            queue.put(run(queue.put))
        except BaseException as err:  # noqa: BLE001 - handed to the caller, who turns it into a sentence
            queue.put(err)

    threading.Thread(target=work, daemon=True, name="paperchat-answer").start()
    while True:
        item = queue.get()  # the LLM client's own timeout bounds the wait
        if isinstance(item, BaseException):
            raise item
        yield item
        if isinstance(item, Answer):
            return

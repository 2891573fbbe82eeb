"""Answering: retrieve, decide whether the papers answer at all, then compose a cited answer.

One ``Assistant`` serves the CLI and the app. Its answer mode is explicit: extractive
(the offline default: quoted sentences) or llm (an OpenAI-compatible chat model writes,
and its citations are checked against the sources it was given). Each step lives in
its own module: retrieval, abstention, conversation, extractive, generation, summaries.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

import numpy as np

from assistant import offline, prompts
from assistant.abstention import PaperReads, abstention_text, declines, evidence, is_abstention
from assistant.answer_types import names_something_new
from assistant.catalog_answers import CatalogView, about_one_paper, asks_whose, catalog_answer, subject_of
from assistant.citations import Citation, Source, number_by_appearance, references
from assistant.conversation import History, read_question
from assistant.embeddings import embedding_model_id, get_embeddings
from assistant.errors import UserError
from assistant.extractive import (
    Candidates,
    Picked,
    as_shown,
    candidates_of,
    extractive_answer,
    in_table,
    lead_sentence,
    score_sentences,
)
from assistant.generation import Chat, Generated, Stream, generate
from assistant.lexical import tokenize
from assistant.question_kinds import (
    Kind,
    about_the_paper,
    as_written,
    asks_for_the_gist,
    asks_for_the_pitch,
    defines,
    expansion_asked,
    kind_of,
    names_the_paper,
    names_written,
    question_parts,
    section_asked,
)
from assistant.records import Paper, StoredChunk
from assistant.retrieval import Retrieved, Retriever, Scope, covers
from assistant.settings import Settings
from assistant.shorthand import spelled_out
from assistant.store import Store

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

Mode = Literal["extractive", "llm"]
PAPERS_KEPT = 4  # papers whose sentences stay prepared for follow-up questions


@dataclass
class Answer:
    """An answer as every interface shows it: body, the citations it makes, the sources it saw."""

    question: str
    body: str
    mode: Mode
    abstained: bool
    citations: list[Citation]
    sources: list[Source]
    removed_markers: list[str] = field(default_factory=list)
    model: str | None = None
    standalone_question: str | None = None

    @property
    def text(self) -> str:
        """The answer as shown: body, then the reference list of what it cites."""
        refs = references(self.citations)
        return f"{self.body}\n\n{refs}" if refs else self.body

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.text,
            "mode": self.mode,
            "abstained": self.abstained,
            "citations": [c.to_dict() for c in self.citations],
            "sources": [s.to_dict() for s in self.sources],
            "removed_markers": self.removed_markers,
            "model": self.model,
            "standalone_question": self.standalone_question,
        }


def default_mode(settings: Settings) -> Mode:
    """LLM answers when an endpoint is configured, extractive otherwise."""
    return "llm" if settings.llm_configured else "extractive"


class Assistant:
    """Question answering over one store; cheap to call repeatedly (model and index stay loaded)."""

    def __init__(
        self,
        settings: Settings,
        store: Store | None = None,
        embeddings: Embeddings | None = None,
        chat: Chat | None = None,
        retriever: Retriever | None = None,
        mode: Mode | None = None,
    ) -> None:
        offline.prepare(settings.tiktoken_cache_dir)  # library callers too: never download
        self.settings = settings
        self.mode: Mode = mode or default_mode(settings)
        if self.mode == "llm" and not settings.llm_configured and chat is None:
            raise UserError("No LLM is configured; set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server.")
        self.embeddings = embeddings or get_embeddings(settings)
        self.store = store or Store(settings, embedding_model_id(settings))
        # The app shares one retriever (and its in-memory BM25 index) across answer modes.
        self.retriever = retriever or Retriever(settings, self.store, self.embeddings)
        self._chat = chat
        self._papers: OrderedDict[tuple[str, str], Candidates | None] = OrderedDict()  # see _sentences_of
        self._lock = threading.Lock()  # the app answers from many threads

    @property
    def chat(self) -> Chat:
        if self._chat is None:
            from assistant.llm import ChatModel

            self._chat = ChatModel(self.settings)
        return self._chat

    def mode_label(self) -> str:
        return f"LLM: {self.chat.label}" if self.mode == "llm" else "extractive (no LLM configured)"

    # --- questions --------------------------------------------------------------

    def ask(
        self,
        question: str,
        scope: Scope | None = None,
        k: int | None = None,
        history: History | None = None,
        stream: Stream | None = None,
    ) -> Answer:
        typed = " ".join(question.split())
        if not typed:
            raise UserError("The question is empty; type a question about the papers.")
        paper = self.store.find_entry(scope.paper_id).paper if scope and scope.paper_id else None  # read once
        sentences = self._sentences_of(paper) if paper else None
        question = self._as_written(spelled_out(typed), paper, sentences) if paper else spelled_out(typed)
        searches = _Searches(self, scope, k or self.settings.top_k)
        rewriter = self.chat if self.mode == "llm" else None
        reading = read_question(question, history or [], rewriter, lambda query: searches.evidence(question, query))
        standalone = reading.query
        asked = _Asked(typed, standalone if reading.follow_up else None)
        floor = self.settings.abstain_below_paper if scope and scope.is_paper else self.settings.abstain_below
        kind = kind_of(question)
        if kind is Kind.CATALOG and paper and not _about_the_paper_record(question, paper):
            kind = Kind.FACT  # "How many papers are in AutoScholarQuery?", "When was ProofBench released?"
        if kind is Kind.CATALOG and self.mode == "extractive":
            previous = history[-1][1] if reading.follow_up and history else None
            return self._catalog_question(asked, standalone, searches, floor, scope, paper, stream, previous)
        vector, sources = searches.run(standalone)  # the question is embedded once: search and sentences
        if paper:
            if (
                names_the_paper(standalone, paper.title)
                or asks_for_the_gist(question)
                or asks_for_the_pitch(question, paper.title)
            ):
                kind = Kind.OVERVIEW  # "What is PaSa?" asked about the PaSa paper; "what is its central idea for ...?"
            sources = self._lead_source(sources, paper, sentences, standalone, vector, kind)

        # the sources' sentences, once, with the whole paper's headings and captions, not only the sources'
        prepared = cache(lambda: candidates_of(sources, self.embeddings, sentences))
        if self._declines(question, standalone, sources, vector, floor, paper, prepared):
            return self._abstain(asked, sources, stream)
        if self.mode == "llm":
            made = generate(self.chat, prompts.answer_messages(standalone, sources), sources, stream)
            return asked.generated(made, is_abstention(made.body, len(made.citations)), self.chat.label)
        # The conversation's words find the passages; the words asked choose the sentence that answers
        # (the earlier question's words would pick the earlier answer's sentences again).
        parts = [(part, self._vector_of(part)) for part in question_parts(question)] if paper else []
        composed = extractive_answer(question, vector, sources, prepared(), kind, parts)
        if composed is None:
            return self._abstain(asked, sources, stream)
        return asked.extracted(*composed, sources, stream)

    def _declines(
        self,
        question: str,
        standalone: str,
        sources: list[Source],
        vector: np.ndarray,
        floor: float,
        paper: Paper | None,
        candidates: Callable[[], Candidates | None],
    ) -> bool:
        """abstention.declines, given what it may read (``PaperReads``; ``paper``: the one paper asked
        about, if any; ``candidates``: the sources' sentences, prepared on first use)."""
        if paper is None:
            return declines(standalone, sources, floor)
        whole_paper = paper

        @cache
        def best() -> list[Picked]:
            scored = score_sentences(standalone, vector, candidates())
            return scored.pick(limit=1) if scored else []

        def best_sentence() -> float:
            return best()[0].score if best() else 0.0

        def lead() -> str:
            return best()[0].sentence if best() else ""

        def quotes_no_name() -> bool:
            found = candidates()
            scored = score_sentences(question, vector, found)
            if found is None or scored is None:
                return True
            proper = (self._sentences_of(whole_paper) or found).proper  # the names the whole paper writes
            picked = [p for p in scored.pick() if not in_table(p.source)]  # a row's cells open with capitals
            return not any(names_something_new(as_shown(p), question, proper) for p in picked)  # as printed

        @cache
        def passages() -> list[str]:
            return [chunk.text for chunk, _ in self.store.paper_chunks(whole_paper.paper_id).values()]

        @cache
        def paper_text() -> str:
            return "\n".join(passages())

        reads = PaperReads(
            question, best_sentence, paper_text, quotes_no_name if self.mode == "extractive" else None, passages, lead
        )
        return declines(standalone, sources, floor, one_paper=True, reads=reads)

    def _catalog_question(
        self,
        asked: _Asked,
        question: str,
        searches: _Searches,
        floor: float,
        scope: Scope | None,
        paper: Paper | None,
        stream: Stream | None,
        previous: str | None,
    ) -> Answer:
        """About the papers, not their text: search for the subject alone, or take the whole catalog."""
        subject = "" if paper and asks_whose(question) else subject_of(question)  # "is this paper from X?": its record
        sources = searches.run(subject)[1] if subject else []
        if subject and declines(subject, sources, floor, bool(scope and scope.is_paper)):
            return self._abstain(asked, sources, stream)  # "which labs work on zebrafish?" with none
        if paper:  # "who wrote this paper?": the paper is the subject
            sources = self._paper_sources([paper])
        return self._from_catalog(asked, question, sources, stream, previous, scope)

    def _lead_source(
        self, sources: list[Source], paper: Paper, sentences: Candidates | None, question: str, vector: np.ndarray, kind: Kind
    ) -> list[Source]:
        """Inside one paper, the passage that should answer first, found in the paper's text: search
        ranks passages by all their words, and the one that answers may share few of them."""
        if stem := section_asked(question):
            return self._section_first(sources, paper, stem, vector)  # "what limitations ...?"
        if kind is Kind.OVERVIEW or about_the_paper(question):
            return self._abstract_first(sources, paper, vector)  # "what is the main contribution?"
        if name := expansion_asked(question):
            return self._definition_first(sources, paper, name, vector)  # "what does DisCo stand for?"
        return self._best_sentence_first(sources, paper, sentences, question, vector)

    def _from_catalog(
        self,
        asked: _Asked,
        question: str,
        sources: list[Source],
        stream: Stream | None,
        previous: str | None,
        scope: Scope | None,
    ) -> Answer:
        """A catalog answer over the papers the scope admits (one paper, a date range, tags), else all."""
        catalog = self.retriever.catalog.current()  # read and tokenised once per store generation
        allowed = self.retriever.allowed_papers(scope, catalog.generation) if scope else None

        def admitted(papers: list[Paper]) -> list[Paper]:
            return papers if allowed is None else [p for p in papers if p.paper_id in allowed]

        view = CatalogView(lambda: admitted(catalog.papers), self._paper_sources, lambda w: admitted(catalog.holding(w)))
        composed = catalog_answer(question, sources, view, previous)
        if composed is None or not composed[1]:
            return self._abstain(asked, sources, stream)
        body, citations = composed
        listed = [c.source for c in citations]
        searched = {id(source) for source in sources}  # by identity: equal fields would compare vectors
        shown = sources if all(id(source) in searched for source in listed) else listed
        return asked.extracted(body, citations, shown, stream)

    def _abstract_first(self, sources: list[Source], paper: Paper, vector: np.ndarray) -> list[Source]:
        """The paper's abstract as the first source: a question about the paper as a whole is answered there."""
        opening = self.store.opening_chunks([paper.paper_id]).get(paper.paper_id)
        return self._first(sources, paper, opening, vector)

    def _definition_first(self, sources: list[Source], paper: Paper, name: str, vector: np.ndarray) -> list[Source]:
        """The passage that spells ``name`` out as the first source: search ranks it by the words around
        the name, which every passage of the paper shares, so it is looked up in the paper's text."""
        # abstract first, then in reading order; the patterns span line breaks
        return self._chunk_first(sources, paper, vector, lambda c: defines(name, c.text), abstract_first=True)

    def _section_first(self, sources: list[Source], paper: Paper, stem: str, vector: np.ndarray) -> list[Source]:
        """The opening passage of the section a question asks about (Limitations, Conclusion, Future
        Work) as the first source: a limitation is rarely stated with the word "limitation"."""
        return self._chunk_first(sources, paper, vector, lambda c: stem in (c.section or "").lower())

    def _best_sentence_first(
        self, sources: list[Source], paper: Paper, sentences: Candidates | None, question: str, vector: np.ndarray
    ) -> list[Source]:
        """The passage holding the paper's best sentence for the question as the first source.

        Search ranks passages by all their words, so the one sentence that answers ("the
        Crawler may expand up to depth 3") can sit in a passage that ranks below six others
        about the Crawler. Inside one paper every sentence can be scored as answers score
        them: the stored sentence vectors make that a lookup, not an encoding.
        """
        scored = score_sentences(question, vector, sentences)
        best = lead_sentence(question, scored, sentences) if scored else None
        if best is None:
            return sources
        lead = best.source.item
        return self._first(sources, paper, (lead.chunk, lead.vector), vector)

    def _vector_of(self, text: str) -> np.ndarray:
        return np.asarray(self.embeddings.embed_query(text), dtype=np.float32)

    def _as_written(self, question: str, paper: Paper, sentences: Candidates | None) -> str:
        """The question with the paper's names typed in lower case written as the paper writes them."""
        names = {name.lower(): name for name in names_written(paper.title)}
        return as_written(question, {**(sentences.names if sentences else {}), **names})

    def _sentences_of(self, paper: Paper) -> Candidates | None:
        """Every quotable sentence of one paper, prepared once: a follow-up on the same paper pays only for
        the arithmetic. Kept per store generation, so a PDF read again is answered from its new text."""
        if not self.retriever.stored_sentences:
            return None  # answers encode their sentences (the benchmarks' baseline): so would the whole paper
        key = (self.store.generation(), paper.paper_id)
        with self._lock:
            if key in self._papers:
                self._papers.move_to_end(key)
                return self._papers[key]
        chunks = self.store.paper_chunks(paper.paper_id)
        items = self.retriever.with_sentences([Retrieved(c, 0.0, 0.0, v) for c, v in chunks.values()])
        candidates = None  # no stored sentence vectors (an old store): every sentence would be encoded
        if items and items[0].sentences:
            candidates = candidates_of([Source(n, item, paper) for n, item in enumerate(items, 1)], self.embeddings)
        with self._lock:
            self._papers[key] = candidates
            while len(self._papers) > PAPERS_KEPT:
                self._papers.popitem(last=False)
        return candidates

    def _chunk_first(
        self,
        sources: list[Source],
        paper: Paper,
        vector: np.ndarray,
        matches: Callable[[StoredChunk], bool],
        abstract_first: bool = False,
    ) -> list[Source]:
        """The paper's first chunk (in reading order) that ``matches``, looked up in its text, as the
        first source; the sources unchanged when none does."""
        order = (lambda c: (c.kind != "abstract", c.position)) if abstract_first else (lambda c: (False, c.position))
        found = next((c for c in sorted(self.store.iter_chunks({"paper_id": paper.paper_id}), key=order) if matches(c)), None)
        if found is None:
            return sources
        return self._first(sources, paper, self.store.get_chunks([found.chunk_id]).get(found.chunk_id), vector)

    def _first(
        self, sources: list[Source], paper: Paper, chunk: tuple[StoredChunk, np.ndarray] | None, vector: np.ndarray
    ) -> list[Source]:
        """``chunk`` of ``paper`` as the first source (an abstract read whole), unless it is missing or
        already among them."""
        if chunk is None or any(chunk[0].chunk_id in covers(s.item) for s in sources):
            return sources
        whole = self.retriever.whole_abstracts([Retrieved(chunk[0], 1.0, float(chunk[1] @ vector), chunk[1])])
        lead = self.retriever.with_sentences(whole)[0]
        rest = [s.item for s in sources if not covers(s.item) & covers(lead)]
        items = [lead, *rest][: len(sources) or 1]
        return [Source(n, item, paper) for n, item in enumerate(items, 1)]

    def _paper_sources(self, papers: list[Paper]) -> list[Source]:
        """Numbered sources for papers a catalog answer lists: the opening chunk of each abstract."""
        opening = self.store.opening_chunks([p.paper_id for p in papers])
        items = [Retrieved(opening[p.paper_id][0], 0.0, 0.0, opening[p.paper_id][1]) for p in papers if p.paper_id in opening]
        by_id = {p.paper_id: p for p in papers}
        return [Source(n, item, by_id[item.paper_id]) for n, item in enumerate(items, 1)]

    def sources_for(self, items: list[Retrieved]) -> list[Source]:
        entries = self.store.get_entries(sorted({i.paper_id for i in items}))
        return [Source(n, item, entries[item.paper_id].paper) for n, item in enumerate(items, 1) if item.paper_id in entries]

    def _abstain(self, asked: _Asked, sources: list[Source], stream: Stream | None) -> Answer:
        body = abstention_text(sources)
        _send(stream, body)
        return asked.answer(body, self.mode, True, [], sources)

    # --- summaries --------------------------------------------------------------

    def summarize_paper(self, paper_id: str, stream: Stream | None = None) -> Answer:
        from assistant.summaries import extractive_paper_summary, read_paper

        entry = self.store.find_entry(paper_id)
        digest = read_paper(self.store, entry)
        asked = _Asked(f"Summary of {entry.paper.title}")
        if self.mode == "llm" and digest.sources:
            made = generate(self.chat, prompts.paper_summary_messages(entry.paper.title, digest.sources), digest.sources, stream)
            return asked.generated(made, False, self.chat.label)
        body, citations = extractive_paper_summary(digest)
        return asked.extracted(body, citations, digest.sources, stream)

    def summarize_topic(self, stream: Stream | None = None) -> Answer:
        from assistant.summaries import extractive_topic_summary, topic_overview

        overview = topic_overview(self.store, self.store.all_entries())
        asked = _Asked(f"Overview of {overview.topic}")
        if self.mode == "llm" and overview.sources:
            made = generate(self.chat, prompts.topic_summary_messages(overview), overview.sources, stream)
            return asked.generated(made, False, self.chat.label)
        body, citations = extractive_topic_summary(overview)
        return asked.extracted(body, citations, overview.sources, stream)


class _Searches:
    """One question's searches, each run once: the reading of a follow-up and the answer share them."""

    def __init__(self, assistant: Assistant, scope: Scope | None, k: int) -> None:
        self.assistant, self.scope, self.k = assistant, scope, k
        self._done: dict[str, tuple[np.ndarray, list[Source]]] = {}

    def run(self, query: str) -> tuple[np.ndarray, list[Source]]:
        if query not in self._done:
            vector = np.asarray(self.assistant.embeddings.embed_query(query), dtype=np.float32)
            items = self.assistant.retriever.search(query, self.k, self.scope, vector=vector)
            self._done[query] = (vector, self.assistant.sources_for(items))
        return self._done[query]

    def evidence(self, question: str, query: str) -> float:
        """How well searching ``query`` supports ``question``: the one score both readings are compared on."""
        sources = self.run(query)[1]
        return evidence(question, sources) if sources else float("-inf")


def _about_the_paper_record(question: str, paper: Paper) -> bool:
    """Inside one paper, a catalog question about that paper: who wrote it, from which lab, when, and
    naming nothing but the paper ("Who authored the DisCo paper?"; not "When was ProofBench released?"), or
    whether it is someone's ("Is this paper from ByteDance?")."""
    named = set(tokenize(subject_of(question)))
    return about_one_paper(question) and (named <= set(tokenize(paper.title)) or asks_whose(question))


@dataclass(frozen=True)
class _Asked:
    """The question as asked and as searched, so every return path builds its Answer the same way."""

    question: str
    standalone: str | None = None

    def answer(
        self,
        body: str,
        mode: Mode,
        abstained: bool,
        citations: list[Citation],
        sources: list[Source],
        removed: list[str] | None = None,
        model: str | None = None,
    ) -> Answer:
        return Answer(self.question, body, mode, abstained, citations, sources, removed or [], model, self.standalone)

    def generated(self, made: Generated, abstained: bool, model: str) -> Answer:
        return self.answer(made.body, "llm", abstained, made.citations, made.sources, made.removed, model)

    def extracted(self, body: str, citations: list[Citation], sources: list[Source], stream: Stream | None) -> Answer:
        """An extractive answer or summary, its markers numbered by first appearance before it is shown."""
        body, citations, sources = number_by_appearance(body, citations, sources)
        _send(stream, body)
        return self.answer(body, "extractive", False, citations, sources)


def _send(stream: Stream | None, text: str) -> None:
    if stream:
        stream(text)
